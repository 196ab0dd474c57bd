# language: en
@billing @smoke
Feature: Checkout
  In order to buy things
  As a customer
  I want to pay for my basket

  Background:
    Given a customer named "Alice"
    And the basket holds 3 items

  @happy
  Scenario: Paying by card
    Given I am on the checkout page
    When I enter my card number "4111 1111 1111 1111"
    And I press "Pay"
    Then I should see "Thank you"
    But I should not see "Error"

  Scenario Outline: Shipping costs
    Given the destination is <country>
    When I choose <speed> shipping
    Then the cost is <cost>

    Examples: Europe
      | country | speed    | cost  |
      | France  | standard | 5.00  |
      | Germany | express  | 12.50 |

  Scenario: Long text
    Given the following note:
      """
      Leave at the door.
      Ring twice.
      """
    Then the note is saved
