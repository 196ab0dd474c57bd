# sample.jl: Julia
module Posts

using Dates, Printf
import Base: show, isless
export Post, recent, slugify

"""
    Post(title, date; tags=String[])

A blog post with front matter.
"""
struct Post
    title::String
    date::Date
    tags::Vector{String}
    Post(title, date; tags=String[]) = new(title, date, tags)
end

isless(a::Post, b::Post) = a.date < b.date
show(io::IO, p::Post) = print(io, "Post(\"", p.title, "\", ", p.date, ")")

slugify(s::AbstractString) = lowercase(replace(strip(s), r"[^A-Za-z0-9]+" => "-"))

function recent(posts::AbstractVector{Post}; n::Int=10)
    sorted = sort(posts; rev=true)
    return first(sorted, min(n, length(sorted)))
end

mutable struct Counter{T<:Number}
    value::T
end
(c::Counter)(Δ=1) = (c.value += Δ; c)

macro timeit(ex)
    quote
        local t0 = time_ns()
        local val = $(esc(ex))
        @printf("%.3f ms\n", (time_ns() - t0) / 1e6)
        val
    end
end

end # module

using .Posts
posts = [Post("Hello, World", Date(2024, 1, 15); tags=["intro"]), Post("Second", Date("2024-02-01"))]
for (i, p) in enumerate(recent(posts))
    println("$i. $(p.title) -> $(slugify(p.title))")
end
x = [1 2; 3 4] * [1.0, 2.0] .+ 0x1f .- 1e-3im
α = 2π / 3; β = √2; γ = x'
y = x ≥ 1 ? "big" : "small"
f(x) = x^2 + 2x + 1
g = x -> x |> f |> sqrt
s = """
    multi-line $(α) string
    """
c = 'c'; sym = :symbol; r = 1:2:10; t = (a=1, b="two")
if isempty(posts) && !true || false
    error("no posts")
elseif length(posts) == 2
    @info "two posts" count=length(posts)
else
    nothing
end
try
    throw(ArgumentError("bad"))
catch e
    @warn "caught" exception=e
finally
    println("done")
end
