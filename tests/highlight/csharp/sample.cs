// sample.cs: C#
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;

namespace Example.Site
{
    /// <summary>A post with front matter.</summary>
    public record Post(string Title, DateTime Date, IReadOnlyList<string> Tags)
    {
        public string Slug => Title.ToLowerInvariant().Replace(' ', '-');
    }

    [Serializable]
    public sealed class Site : IDisposable
    {
        private readonly Dictionary<string, Post> _posts = new();
        public const string BaseUrl = "https://tvm.apache.org";
        public static int Count { get; private set; }
        public event EventHandler<Post>? PostAdded;

        public void Add(Post post)
        {
            if (post is null) throw new ArgumentNullException(nameof(post));
            _posts[post.Slug] = post;
            Count++;
            PostAdded?.Invoke(this, post);
        }

        public IEnumerable<Post> Recent(int n = 10) =>
            _posts.Values.OrderByDescending(p => p.Date).Take(n);

        public async Task<string> RenderAsync(Post p)
        {
            await Task.Delay(1).ConfigureAwait(false);
            var tags = string.Join(", ", p.Tags);
            return $"<h1>{p.Title}</h1><p>{p.Date:yyyy-MM-dd} &middot; {tags}</p>";
        }

        public void Dispose() => _posts.Clear();
    }

    internal static class Program
    {
        private static async Task<int> Main(string[] args)
        {
            using var site = new Site();
            site.PostAdded += (_, post) => Console.WriteLine($"added {post.Title}");
            site.Add(new Post("Hello", new DateTime(2024, 1, 15), new[] { "intro" }));
            var verbatim = @"C:\path\to\""file""";
            char c = '\t'; long big = 0xFFFF_FFFFL; double d = 1.5e-3; decimal m = 9.99m; float f = 2f;
            int? maybe = null;
            var total = maybe ?? 0;
            switch (args.Length)
            {
                case 0: Console.Error.WriteLine("usage"); return 1;
                case > 3: break;
                default: break;
            }
            foreach (var p in site.Recent())
                Console.WriteLine(await site.RenderAsync(p));
            object o = 42;
            if (o is int i && i > 40) Console.WriteLine(i);
            #region generated
            #endregion
            #if DEBUG
            Console.WriteLine("debug");
            #endif
            return 0;
        }
    }
}
