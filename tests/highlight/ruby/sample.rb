# frozen_string_literal: true
# sample.rb: awkward Ruby for the highlighter
require 'json'
require_relative "lib/helper"

=begin
A block comment
with several lines
=end

module Jekyll
  module Tags
    class HighlightBlock < Liquid::Block
      include Liquid::StandardFilters
      SYNTAX = %r!^([a-zA-Z0-9.+#_-]+)((\s+\w+(=(\w+|"([0-9]+\s)*[0-9]+"))?)*)$!.freeze
      LEADING = /\A(\n|\r)+|(\n|\r)+\z/
      attr_reader :lang, :options
      @@count = 0
      $global = nil

      def initialize(tag_name, markup, tokens)
        super
        if markup.strip =~ SYNTAX
          @lang = Regexp.last_match(1).downcase
          @options = parse_options(Regexp.last_match(2))
        else
          raise SyntaxError, <<~MSG
            Syntax Error in tag 'highlight' while parsing the following markup:

            #{markup}

            Valid syntax: highlight <lang> [linenos]
          MSG
        end
      end

      def render(context)
        prefix = context["highlighter_prefix"] || ""
        code = super.to_s.gsub(LEADING, "")
        output = case context.registers[:site].highlighter
                 when "rouge" then render_rouge(code)
                 when "pygments"
                   render_pygments(code, context)
                 else
                   render_codehighlighter(code)
                 end
        prefix + add_code_tag(output)
      end

      def self.create(*args, **kwargs, &block)
        new(*args, **kwargs).tap { |o| block&.call(o) }
      end

      private

      def parse_options(input)
        options = {}
        return options if input.empty?
        input.scan(/(?:\w="[^"]*"|\w=\w|\w)+/) do |opt|
          key, value = opt.split("=")
          value.delete!('"') if value&.include?('"')
          options[key.to_sym] = value || true
        end
        options[:linenos] = "inline" if options[:linenos] == true
        options
      end
    end
  end
end

words = %w[alpha beta gamma]
syms = %i(one two three)
interp = %W(#{words.first} second)
str = %q{single {nested} braces}
dstr = %Q|double #{1 + 2} pipes|
re = %r{/path/(\d+)}i
cmd = %x(ls -la)
angle = %<angle <nested> brackets>
plain = %(parens (nested) here)
sq = 'single \'quoted\' \\ string'
dq = "double \"quoted\" \t \n #{sq.upcase} #@ivar #$global"
sym = :symbol
sym2 = :"quoted symbol"
sym3 = :'single'
op_sym = :<=>
hash = { key: 'value', "str" => 1, sym => [1, 2.5, 0x1F, 0b101, 0o17, 1_000, 1e3, 3r, 2i] }
lambda = ->(x, y = 2) { x * y }
proc = proc { |a, (b, c), *rest, key:, **opts| a + b }
text = <<-EOS
  indented heredoc with #{interp}
  EOS
raw = <<~'RAW'
  no #{interpolation} here
RAW
a, b = <<ONE, <<TWO
first
ONE
second
TWO
[1, 2, 3].each_with_index.map { |x, i| x * i }.select(&:even?).reduce(0) { |s, x| s + x }
puts "ternary: #{x > 1 ? 'big' : 'small'}" unless x.nil?
x ||= 10; y &&= 2; z = x <=> y; w = !x && y || z
obj.method(:foo).call rescue nil
begin
  raise ArgumentError, "bad" if x == 0
rescue ArgumentError => e
  warn e.message
ensure
  puts 'done'
end
while x > 0 do x -= 1 end
until x >= 10; x += 1; end
for i in 0..10 do next if i.odd?; break if i > 8; end
defined?(foo) && block_given?
self.class.send(:define_method, :bar) { |*| yield }
__FILE__; __LINE__; __method__
def method_missing(name, *args) = super
def ==(other) = other.is_a?(self.class)
class << self
  def singleton; end
end
obj&.safe&.navigation
puts(/regex #{x}/m.match?("a/b"))
puts x / 2, x % 3
