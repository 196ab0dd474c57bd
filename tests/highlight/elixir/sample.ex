defmodule MyApp.Accounts.User do
  @moduledoc """
  A user of the application, with #{interpolation} in a heredoc.
  """
  use Ecto.Schema
  import Ecto.Changeset
  alias MyApp.{Repo, Accounts}

  @derive {Jason.Encoder, only: [:id, :email, :name]}
  @email_regex ~r/^[\w.!#$%&'*+\/=?^`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)*$/i

  schema "users" do
    field :email, :string
    field :name, :string, default: "anonymous"
    field :age, :integer
    field :roles, {:array, :string}, default: ~w(reader writer)
    has_many :posts, MyApp.Blog.Post, on_delete: :delete_all
    timestamps()
  end

  @doc false
  def changeset(%__MODULE__{} = user, attrs \\ %{}) do
    user
    |> cast(attrs, [:email, :name, :age])
    |> validate_required([:email])
    |> validate_format(:email, @email_regex)
    |> validate_number(:age, greater_than_or_equal_to: 0, less_than: 150)
    |> unique_constraint(:email)
  end

  defp normalize(<<first::utf8, rest::binary>>), do: String.upcase(<<first::utf8>>) <> rest
  defp normalize(""), do: ""

  def greet(%{name: name}) when is_binary(name) and byte_size(name) > 0 do
    IO.puts("Hello, #{String.capitalize(name)}!")
    :ok
  end

  def classify(n) when n < 0, do: :negative
  def classify(0), do: :zero
  def classify(n) when is_integer(n) and rem(n, 2) == 0, do: :even
  def classify(_), do: :odd

  def sigils do
    a = ~s(a string with (parens) and #{1 + 2})
    b = ~S[no #{interpolation} here]
    c = ~c{chars}
    d = ~w|one two three|a
    e = ~R<a regex \d+>x
    f = ~r"quoted #{e}"u
    g = ~D'2024-01-01'
    {a, b, c, d, e, f, g}
  end

  def numbers do
    [1_000_000, 0x1F, 0b1010, 0o777, 3.14, 1.0e-10, ?a, ?\n]
  end

  def process(list) do
    list
    |> Enum.map(fn x -> x * 2 end)
    |> Enum.filter(&(&1 > 10))
    |> Enum.reduce(0, &+/2)
  end

  def control(x) do
    case x do
      {:ok, value} -> value
      {:error, reason} -> raise ArgumentError, message: "bad: #{inspect(reason)}"
      _ -> nil
    end
  end

  def conds(x) do
    cond do
      x > 10 -> "big"
      x > 5 -> 'medium'
      true -> "small"
    end
  end

  def with_example(params) do
    with {:ok, email} <- Map.fetch(params, "email"),
         {:ok, user} <- Repo.get_by(__MODULE__, email: email) do
      {:ok, user}
    else
      :error -> {:error, :missing}
      nil -> {:error, :not_found}
    end
  rescue
    e in RuntimeError -> {:error, e.message}
  after
    IO.puts(__MODULE__)
  end

  def receive_loop(state) do
    receive do
      {:get, from} ->
        send(from, {:state, state})
        receive_loop(state)
      {:put, new} -> receive_loop(new)
    after
      5_000 -> :timeout
    end
  end

  defmacro unless_(cond, do: block) do
    quote do
      if !unquote(cond), do: unquote(block)
    end
  end

  def keywords, do: [if: 1, do: 2, else: 3, "quoted key": 4]
  def atoms, do: [:foo, :"quoted atom #{1}", :<>, :===, :&&, Foo.Bar, :foo?, :bar!]
  def ops(a, b), do: {a ++ b, a -- b, a <> b, a =~ b, a ||| b, a &&& b, a |> b, a ~> b}
end
