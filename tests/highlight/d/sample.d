// sample.d: D
module site.posts;

import std.stdio;
import std.algorithm : sort, map, filter;
import std.array : array, join;
import std.string : toLower;
import std.regex;

/// A post with front matter.
struct Post
{
    string title;
    int year;
    string[] tags;

    @property string slug() const
    {
        return title.toLower.replaceAll(regex(r"[^a-z0-9]+"), "-");
    }
}

interface Renderer { string render(const Post p); }

class HtmlRenderer : Renderer
{
    override string render(const Post p)
    {
        return "<h1>" ~ p.title ~ "</h1>";
    }
}

enum Status : ubyte { draft, published = 0x10 }

T maxOf(T)(T a, T b) if (is(typeof(a < b))) { return a < b ? b : a; }

/* block comment */
/+ nested /+ comment +/ still +/
void main(string[] args)
{
    auto posts = [Post("Hello, World", 2024, ["intro"]), Post("Second \"post\"", 2023)];
    posts.sort!((a, b) => a.year > b.year);
    foreach (i, p; posts)
        writefln("%d. %s (%s)", i + 1, p.title, p.slug);
    auto titles = posts.map!(p => p.title).array;
    writeln(titles.join(", "));
    immutable hex = 0xFF_FF;
    double f = 1.5e-3;
    char c = 'c';
    auto wys = `wysiwyg \n string`;
    auto raw = r"raw string";
    scope(exit) writeln("done");
    try
    {
        throw new Exception("boom");
    }
    catch (Exception e)
    {
        stderr.writeln(e.msg);
    }
    static if (size_t.sizeof == 8) pragma(msg, "64-bit");
    assert(maxOf(1, 2) == 2, "max");
    writeln(hex, f, c, wys, raw, Status.published, new HtmlRenderer().render(posts[0]));
}

unittest
{
    assert(Post("A B", 2024).slug == "a-b");
}
