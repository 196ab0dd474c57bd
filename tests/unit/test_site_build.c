/* Jekyll 4.3 site rules, end to end: small sites are written into a temporary folder, built with sp_site_build
 * into a directory sink, and the outputs compared with what Jekyll 4.3.1 writes for the same sites (expected
 * values below were produced by `TZ=UTC jekyll build` on these exact files; SITEPUB_TEST_DUMP=DIR writes the
 * sites into DIR to re-run Jekyll on them). */
#include "test_support.h"

#include <sys/stat.h>

#include "liquid/filter.h"
#include "sitepub/sink.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

typedef struct file_spec {
    const char *path;
    const char *text;
} file_spec;

static char root[256];

static void write_file(const char *dir, const char *rel, const char *text)
{
    char p[1024], cmd[1200];
    snprintf(p, sizeof p, "%s/%s", dir, rel);
    char *s = strrchr(p, '/');
    *s = 0;
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", p);
    assert_int_equal(system(cmd), 0);
    *s = '/';
    FILE *f = fopen(p, "wb");
    assert_non_null(f);
    fwrite(text, 1, strlen(text), f);
    fclose(f);
}

static char *read_out(const char *dest, const char *rel)
{
    char p[1024];
    snprintf(p, sizeof p, "%s/%s", dest, rel);
    sp_buf b = SP_BUF_INIT;
    if (sp_buf_read_file(&b, p) != 0) {
        sp_buf_free(&b);
        return NULL;
    }
    if (!b.data)
        sp_buf_append(&b, "", 0);
    return sp_buf_detach(&b);
}

static bool exists(const char *dest, const char *rel)
{
    char p[2100];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s", dest, rel);
    return lstat(p, &st) == 0;
}

/* Disk cache settings for build_site (test_disk_cache); all off by default. */
static struct {
    bool use_source_dir, readonly, disable;
} g_cache;

/* The build's log messages (warnings), when a test wants them; NULL: the log is not kept. */
static sp_buf *log_capture;

static void capture_log(void *ud, int level, const char *msg)
{
    (void)ud;
    (void)level;
    if (log_capture) {
        sp_buf_puts(log_capture, msg);
        sp_buf_putc(log_capture, '\n');
    }
}

/* Build the site made of files; returns the build status, with the site in root/NAME/_site. */
static int build_site(const char *name, const file_spec *files, sp_error *err, char *dest, size_t destlen,
                      int jobs)
{
    char src[512];
    snprintf(src, sizeof src, "%s/%s", root, name);
    for (const file_spec *f = files; f->path; f++)
        write_file(src, f->path, f->text);
    const char *dump = getenv("SITEPUB_TEST_DUMP");
    if (dump) {
        char d[512];
        snprintf(d, sizeof d, "%s/%s", dump, name);
        for (const file_spec *f = files; f->path; f++)
            write_file(d, f->path, f->text);
    }
    snprintf(dest, destlen, "%s/%s-out", root, name);
    sp_source *source = NULL;
    sp_sink *sink = NULL;
    assert_int_equal(sp_source_open_dir(src, &source, err), 0);
    assert_int_equal(sp_sink_open_dir(dest, NULL, &sink, err), 0);
    sp_site_options opts;
    sp_site_options_init(&opts);
    opts.jobs = jobs;
    opts.source_dir = g_cache.use_source_dir ? src : NULL;
    opts.cache_readonly = g_cache.readonly;
    opts.disable_disk_cache = g_cache.disable;
    opts.verbosity = log_capture ? 0 : -1;
    opts.log = capture_log;
    sp_site_stats stats;
    int rc = sp_site_build(source, sink, &opts, &stats, err);
    if (rc == 0)
        assert_int_equal(sp_sink_commit(sink, err), 0);
    sp_sink_close(sink);
    sp_source_close(source);
    return rc;
}

static void expect_file(const char *dest, const char *rel, const char *want)
{
    char *got = read_out(dest, rel);
    if (!got)
        fail_msg("missing output %s", rel);
    if (strcmp(got, want) != 0) {
        fprintf(stderr, "---- %s: got\n%s\n---- want\n%s\n----\n", rel, got, want);
        free(got);
        fail_msg("output %s differs", rel);
    }
    free(got);
}

static int setup(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "/tmp/sitepub-test-site-XXXXXX");
    assert_non_null(mkdtemp(root));
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    return system(cmd);
}

/* ---- posts: dates, time zone, categories, tags, titles, slugs, permalinks, order, previous/next ---- */
static const file_spec POSTS[] = {
    {"_config.yml", "timezone: America/Los_Angeles\n"
                    "time: 2026-07-01 12:00:00 +0000\n"
                    "permalink: /:categories/:year/:month/:day/:title:output_ext\n"},
    {"_posts/2020-01-02-hello-world.md", "---\ntitle: Hello\ntags: [a, b]\ncategories: news Tech\n---\nHi\n"},
    {"blog/_posts/2019-12-31-old-one.md", "---\ndate: 2019-12-31 23:30:00 +0000\ntag: b\n---\nOld\n"},
    {"_posts/2030-01-01-future.md", "---\n---\nlater\n"},
    {"_posts/2020-02-01-unpub.md", "---\npublished: false\n---\nno\n"},
    {"_posts/2020-02-03-café-au-lait.md", "---\n---\ncafe\n"},
    {"_posts/notapost.md", "---\n---\nx\n"},
    {"_drafts/draft.md", "---\n---\nd\n"},
    {"index.html",
     "---\n---\n{% for p in site.posts %}{{ p.url }} {{ p.date }} {{ p.title }} {{ p.slug }} "
     "{{ p.categories | join: \",\" }} {{ p.tags | join: \",\" }} {{ p.id }} {{ p.path }} "
     "{% if p.previous %}{{ p.previous.url }}{% endif %} {% if p.next %}{{ p.next.url }}{% endif %}\n{% endfor %}"
     "{% for t in site.tags %}{{ t[0] }}={{ t[1] | size }};{% endfor %}\n"
     "{% for c in site.categories %}{{ c[0] }}={{ c[1] | size }};{% endfor %}\n{{ site.time }}\n"},
    {NULL, NULL}};

static void test_posts(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("posts", POSTS, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    expect_file(dest, "index.html",
                "/2020/02/03/caf%C3%A9-au-lait.html 2020-02-03 00:00:00 -0800 Café Au Lait café-au-lait   /2020/02/03/café-au-lait _posts/2020-02-03-café-au-lait.md /news/tech/2020/01/02/hello-world.html \n"
                "/news/tech/2020/01/02/hello-world.html 2020-01-02 00:00:00 -0800 Hello hello-world news,Tech a,b /news/tech/2020/01/02/hello-world _posts/2020-01-02-hello-world.md /blog/2019/12/31/old-one.html /2020/02/03/caf%C3%A9-au-lait.html\n"
                "/blog/2019/12/31/old-one.html 2019-12-31 15:30:00 -0800 Old One old-one blog b /blog/2019/12/31/old-one blog/_posts/2019-12-31-old-one.md  /news/tech/2020/01/02/hello-world.html\n"
                "b=2;a=1;\n"
                "blog=1;news=1;Tech=1;\n"
                "2026-07-01 05:00:00 -0700\n");
    /* non-ASCII permalinks are escaped in URLs and raw on disk */
    assert_true(exists(dest, "2020/02/03/café-au-lait.html"));
    assert_true(exists(dest, "news/tech/2020/01/02/hello-world.html"));
    assert_true(exists(dest, "blog/2019/12/31/old-one.html"));
    assert_false(exists(dest, "2030/01/01/future.html"));
    assert_false(exists(dest, "2020/02/01/unpub.html"));
    assert_false(exists(dest, "_drafts"));
}


/* ---- pages, static files, front matter detection, exclude/include, pretty permalinks, Sass ---- */
static const file_spec PAGES[] = {
    {"_config.yml", "permalink: pretty\nexclude: [secret]\ninclude: [_keep.txt]\ntime: 2026-07-01 12:00:00 +0000\n"},
    {"about.md", "---\ntitle: About\n---\nabout\n"},
    {"docs/guide.html", "---\n---\nguide {{ page.url }} {{ page.dir }}\n"},
    {"docs/index.html", "---\n---\ndocs index {{ page.url }}\n"},
    {"feed.xml", "---\n---\n<feed>{{ page.url }}</feed>\n"},
    {"bom.html", "\xEF\xBB\xBF---\r\ntitle: BOM\r\n---\r\nbody {{ page.title }}\r\n"},
    {"crlf.html", "---\r\ntitle: CRLF\r\n---\r\n\r\n\r\nafter blank lines {{ page.title }}\r\n"},
    {"empty-fm.html", "---\n---\n"},
    {"not-fm.html", "--- \nnot: front matter because the text goes on\n"},
    {"static.txt", "plain {{ not liquid }}\n"},
    {"_hidden.txt", "hidden\n"},
    {"_keep.txt", "kept\n"},
    {"secret/x.txt", "x\n"},
    {"secretive.txt", "prefix rule\n"},
    {".htaccess", "deny\n"},
    {".dotfile", "dot\n"},
    {"backup.txt~", "old\n"},
    {"#scratch.txt", "s\n"},
    {"css/style.scss", "---\n---\n$c: #123;\nbody { color: $c; }\n"},
    {"_posts/2021-05-06-p.md", "---\n---\npost\n"},
    {"index.html",
     "---\n---\n{% for p in site.pages %}{{ p.url }} {{ p.dir }} {{ p.name }} {{ p.path }}\n{% endfor %}"
     "{% for f in site.static_files %}{{ f.path }} {{ f.extname }} {{ f.basename }} {{ f.name }}\n{% endfor %}"
     "{% for p in site.html_pages %}{{ p.url }};{% endfor %}\n"},
    {NULL, NULL}};

static void test_pages(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("pages", PAGES, &err, dest, sizeof dest, 1) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    expect_file(dest, "index.html",
                "/about/ /about/ about.md about.md\n"
                "/crlf/ /crlf/ crlf.html crlf.html\n"
                "/empty-fm/ /empty-fm/ empty-fm.html empty-fm.html\n"
                "/feed.xml / feed.xml feed.xml\n"
                "/docs/guide/ /docs/guide/ guide.html docs/guide.html\n"
                "/docs/ /docs/ index.html docs/index.html\n"
                "/ / index.html index.html\n"
                "/not-fm/ /not-fm/ not-fm.html not-fm.html\n"
                "/css/style.css /css/ style.scss css/style.scss\n"
                "/_keep.txt .txt _keep _keep.txt\n"
                "/bom.html .html bom bom.html\n"
                "/static.txt .txt static static.txt\n"
                "/about/;/crlf/;/empty-fm/;/docs/guide/;/docs/;/;/not-fm/;\n");
    expect_file(dest, "crlf/index.html", "after blank lines CRLF\r\n");
    expect_file(dest, "docs/guide/index.html", "guide /docs/guide/ /docs/guide/\n");
    expect_file(dest, "feed.xml", "<feed>/feed.xml</feed>\n");
    expect_file(dest, "empty-fm/index.html", "");
    expect_file(dest, "not-fm/index.html", "--- \nnot: front matter because the text goes on\n");
    expect_file(dest, "static.txt", "plain {{ not liquid }}\n");
    expect_file(dest, "bom.html", "\xEF\xBB\xBF---\r\ntitle: BOM\r\n---\r\nbody {{ page.title }}\r\n");
    expect_file(dest, "css/style.css", "body { color: #123; }\n\n/*# sourceMappingURL=style.css.map */");
    assert_true(exists(dest, "css/style.css.map"));
    assert_true(exists(dest, "2021/05/06/p/index.html"));
    assert_true(exists(dest, "_keep.txt"));
    assert_true(exists(dest, "about/index.html"));
    assert_true(exists(dest, "docs/index.html"));
    static const char *const absent[] = {"_hidden.txt", "secret", "secretive.txt", ".htaccess", ".dotfile",
                                         "backup.txt~", "#scratch.txt", "_posts", NULL};
    for (int i = 0; absent[i]; i++)
        if (exists(dest, absent[i]))
            fail_msg("%s should not be in the output", absent[i]);
}

/* ---- collections, front matter defaults by scope, layouts, data, excerpts ---- */
static const file_spec COLLECTIONS[] = {
    {"_config.yml",
     "time: 2026-07-01 12:00:00 +0000\n"
     "collections:\n  recipes:\n    output: true\n    permalink: /food/:path/\n  notes:\n    output: false\n"
     "defaults:\n"
     "  - scope: {path: \"\", type: recipes}\n    values: {layout: doc, course: main}\n"
     "  - scope: {path: \"_recipes/desserts\"}\n    values: {course: dessert}\n"
     "  - scope: {path: \"\"}\n    values: {flag: everywhere}\n"},
    {"_layouts/doc.html", "---\nlayout: base\nkind: doc\n---\n<doc {{ layout.kind }} {{ page.title }}>{{ content }}</doc>\n"},
    {"_layouts/base.html", "---\nkind: base\nshell: yes\n---\n<base {{ layout.kind }} {{ layout.shell }}>{{ content }}</base>\n"},
    {"_recipes/soup.md", "---\ntitle: Soup\n---\nHot soup\n"},
    {"_recipes/desserts/cake.html", "---\ntitle: Cake\nlayout: none\n---\ncake {{ page.course }} {{ page.url }}\n"},
    {"_recipes/raw.txt", "a static file of the collection\n"},
    {"_notes/n1.md", "---\ntitle: Note\n---\nnote\n"},
    {"_data/people.yml", "- name: Ann\n- name: Bob\n"},
    {"_data/team/leads.json", "{\"x\": 1}\n"},
    {"_data/table.csv", "a,b\n1,2\n"},
    {"_posts/2022-01-01-ex.md", "---\nlayout: none\n---\nFirst para.\n\nSecond para.\n"},
    {"_posts/2022-01-02-sep.md", "---\nexcerpt_separator: <!--more-->\n---\nOne<!--more-->Two\n"},
    {"index.html",
     "---\n---\n{% for r in site.recipes %}{{ r.url }} {{ r.course }} {{ r.flag }} {{ r.collection }} {{ r.title }} "
     "{{ r.path }} {{ r.id }}\n{% endfor %}"
     "{{ site.notes | size }} {{ site.data.people[1].name }} {{ site.data.team.leads.x }} {{ site.data.table[0].b }}\n"
     "{% for c in site.collections %}{{ c.label }}:{{ c.output }}:{{ c.docs | size }}:{{ c.files | size }};{% endfor %}\n"
     "[{{ site.posts[1].excerpt }}][{{ site.posts[0].excerpt }}] {{ page.flag }}\n"},
    {NULL, NULL}};

static void test_collections(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("collections", COLLECTIONS, &err, dest, sizeof dest, 3) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    expect_file(dest, "index.html",
                "/food/desserts/cake/ dessert everywhere recipes Cake _recipes/desserts/cake.html /food/desserts/cake\n"
                "/food/soup/ main everywhere recipes Soup _recipes/soup.md /food/soup\n"
                "1 Bob 1 2\n"
                "notes:false:1:0;posts:true:2:0;recipes:true:2:1;\n"
                "[<p>First para.</p>\n"
                "][<p>One</p>\n"
                "] everywhere\n");
    expect_file(dest, "food/desserts/cake/index.html", "cake dessert /food/desserts/cake/\n");
    expect_file(dest, "food/soup/index.html",
                "<base doc true><doc doc Soup><p>Hot soup</p>\n"
                "</doc>\n"
                "</base>\n");
    expect_file(dest, "food/raw.txt", "a static file of the collection\n");
    expect_file(dest, "2022/01/01/ex.html", "<p>First para.</p>\n"
                "\n"
                "<p>Second para.</p>\n");
    assert_false(exists(dest, "notes"));
    assert_false(exists(dest, "n1.html"));
}

/* ---- every permalink style and placeholder ---- */
static void test_permalink_styles(void **state)
{
    (void)state;
    static const char *const styles[] = {
        "date", "pretty", "ordinal", "none", "weekdate",
        "/:year/:short_year/:month/:i_month/:short_month/:long_month/:day/:i_day/:y_day/:w_year/:week/:w_day/"
        ":short_day/:long_day/:hour/:minute/:second/:title/:slug/:name/:categories/:slugified_categories/"
        ":output_ext/:path",
        "/blog/:title/", NULL};
    static const char *const want_page_out[] = {"page.html",
        "page/index.html",
        "page.html",
        "page.html",
        "page.html",
        "page.html",
        "page/index.html"};
    static const char *const want_page[] = {"/big%20news/b/2021/03/07/Hello,-World!.html|/page.html\n",
        "/big%20news/b/2021/03/07/Hello,-World!/|/page/\n",
        "/big%20news/b/2021/066/Hello,-World!.html|/page.html\n",
        "/big%20news/b/Hello,-World!.html|/page.html\n",
        "/big%20news/b/2021/W09/Sun/Hello,-World!.html|/page\n",
        "/2021/21/03/3/Mar/March/07/7/066/2021/09/7/Sun/Sunday/09/08/07/Hello,-World!/hello-world/2021-03-07-hello-world/big%20news/b/big-news/b/.html/2021-03-07-Hello,%20World!|/page\n",
        "/blog/Hello,-World!/|/page/\n"};
    static const char *const want_post_out[] = {"big news/b/2021/03/07/Hello,-World!.html",
        "big news/b/2021/03/07/Hello,-World!/index.html",
        "big news/b/2021/066/Hello,-World!.html",
        "big news/b/Hello,-World!.html",
        "big news/b/2021/W09/Sun/Hello,-World!.html",
        "2021/21/03/3/Mar/March/07/7/066/2021/09/7/Sun/Sunday/09/08/07/Hello,-World!/hello-world/2021-03-07-hello-world/big news/b/big-news/b/.html/2021-03-07-Hello, World!.html",
        "blog/Hello,-World!/index.html"};
    for (int i = 0; styles[i]; i++) {
        char config[1024], name[32];
        snprintf(config, sizeof config, "permalink: \"%s\"\ntime: 2026-07-01 12:00:00 +0000\n", styles[i]);
        snprintf(name, sizeof name, "style%d", i);
        file_spec files[] = {
            {"_config.yml", config},
            {"_posts/2021-03-07-Hello, World!.md",
             "---\ndate: 2021-03-07 09:08:07 +0000\ncategories: [Big News, b]\n---\nx\n"},
            {"page.html", "---\n---\n{{ site.posts[0].url }}|{{ page.url }}\n"},
            {NULL, NULL}};
        sp_error err;
        char dest[512];
        if (build_site(name, files, &err, dest, sizeof dest, 1) != 0) {
            char b[2048];
            fail_msg("%s: %s", styles[i], sp_error_format(&err, b, sizeof b));
        }
        if (getenv("SITEPUB_TEST_DUMP"))
            continue;
        char *got = read_out(dest, want_page_out[i]);
        if (!got)
            fail_msg("%s: missing %s", styles[i], want_page_out[i]);
        if (strcmp(got, want_page[i]) != 0)
            fail_msg("%s: got %s want %s", styles[i], got, want_page[i]);
        free(got);
        assert_true(exists(dest, want_post_out[i]));
    }
}

/* ---- excerpts (link reference definitions, Liquid blocks cut by the separator) and related posts ---- */
static const file_spec EXCERPTS[] = {
    {"_config.yml", "time: 2026-07-01 12:00:00 +0000\n"},
    {"_posts/2020-01-01-refs.md", "---\n---\nSee [the docs][d] and [x].\n\nMore text.\n\n[d]: https://example.org/docs\n"
                                  "  [x]: /x \"X\"\n[unused]: /u\n"},
    {"_posts/2020-01-02-cut.md", "---\n---\n{% if true %}inside\n\n{% endif %}after\n"},
    {"_posts/2020-01-03-plain.md", "---\n---\nOnly one paragraph\n"},
    {"_posts/2020-01-04-fm.md", "---\nexcerpt: From front matter\n---\nBody\n\nMore\n"},
    {"_layouts/p.html", "---\n---\n{% for r in site.related_posts %}{{ r.url }};{% endfor %}|{{ content }}"},
    {"_posts/2020-01-05-rel.md", "---\nlayout: p\n---\nrel\n"},
    {"index.html", "---\n---\n{% for p in site.posts %}[{{ p.excerpt }}]\n{% endfor %}{{ site.related_posts.size }}\n"},
    {NULL, NULL}};

static void test_excerpts(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("excerpts", EXCERPTS, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    expect_file(dest, "index.html",
                "[<p>rel</p>\n"
                "]\n"
                "[From front matter]\n"
                "[<p>Only one paragraph</p>\n"
                "]\n"
                "[<p>inside</p>\n"
                "]\n"
                "[<p>See <a href=\"https://example.org/docs\">the docs</a> and <a href=\"/x\" title=\"X\">x</a>.</p>\n"
                "\n"
                "]\n"
                "\n");
    expect_file(dest, "2020/01/05/rel.html",
                "/2020/01/04/fm.html;/2020/01/03/plain.html;/2020/01/02/cut.html;/2020/01/01/refs.html;|<p>rel</p>\n");
}

/* ---- the built-in plugins: jekyll-paginate, jekyll-sitemap, jekyll-feed, jekyll-redirect-from, jekyll-seo-tag
 * (every file of Jekyll's output for this site; skipped while the filters their templates use are missing) ---- */
static const file_spec PLUGINS[] = {
    {"_config.yml",
     "title: Plug & Play\n"
     "description: A site for the plugins\n"
     "url: https://example.org\n"
     "baseurl: /blog\n"
     "time: 2026-07-01 12:00:00 +0000\n"
     "paginate: 2\n"
     "plugins: [jekyll-paginate, jekyll-sitemap, jekyll-feed, jekyll-redirect-from, jekyll-seo-tag]\n"
     "author: Ann\n"},
    {"_layouts/default.html",
     "---\n"
     "---\n"
     "<html><head>{% seo %}{% feed_meta %}</head><body>{{ content }}</body></html>\n"},
    {"_posts/2020-01-01-post-1.md",
     "---\n"
     "layout: default\n"
     "title: Post 1\n"
     "tags: [t1]\n"
     "image: /img/p1.png\n"
     "---\n"
     "Body 1\n"},
    {"_posts/2020-01-02-post-2.md",
     "---\n"
     "layout: default\n"
     "title: Post 2\n"
     "tags: [t0]\n"
     "image: /img/p2.png\n"
     "---\n"
     "Body 2\n"},
    {"_posts/2020-01-03-post-3.md",
     "---\n"
     "layout: default\n"
     "title: Post 3\n"
     "tags: [t1]\n"
     "image: /img/p3.png\n"
     "---\n"
     "Body 3\n"},
    {"_posts/2020-01-04-post-4.md",
     "---\n"
     "layout: default\n"
     "title: Post 4\n"
     "tags: [t0]\n"
     "image: /img/p4.png\n"
     "---\n"
     "Body 4\n"},
    {"_posts/2020-01-05-post-5.md",
     "---\n"
     "layout: default\n"
     "title: Post 5\n"
     "tags: [t1]\n"
     "image: /img/p5.png\n"
     "---\n"
     "Body 5\n"},
    {"about.md",
     "---\n"
     "layout: default\n"
     "title: About us\n"
     "description: All about \"us\"\n"
     "redirect_from: [/old-about/, /older.html]\n"
     "---\n"
     "about\n"},
    {"hidden.html",
     "---\n"
     "layout: default\n"
     "sitemap: false\n"
     "---\n"
     "hidden\n"},
    {"index.html",
     "---\n"
     "layout: default\n"
     "title: Home\n"
     "---\n"
     "{% for p in paginator.posts %}{{ p.title }};{% endfor %} {{ paginator.page }}/{{ paginator.total_pages }} prev={{ paginator.previous_page_path }} next={{ paginator.next_page_path }}\n"},
    {"moved.html",
     "---\n"
     "redirect_to: https://elsewhere.example/\n"
     "---\n"
     "moved\n"},
    {NULL, NULL}};

static const file_spec PLUGINS_OUT[] = {
    {"2020/01/01/post-1.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Post 1 | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Post 1\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"Body 1\" />\n"
     "<meta property=\"og:description\" content=\"Body 1\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/2020/01/01/post-1.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/2020/01/01/post-1.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:image\" content=\"https://example.org/blog/img/p1.png\" />\n"
     "<meta property=\"og:type\" content=\"article\" />\n"
     "<meta property=\"article:published_time\" content=\"2020-01-01T00:00:00+00:00\" />\n"
     "<meta name=\"twitter:card\" content=\"summary_large_image\" />\n"
     "<meta property=\"twitter:image\" content=\"https://example.org/blog/img/p1.png\" />\n"
     "<meta property=\"twitter:title\" content=\"Post 1\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"BlogPosting\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"dateModified\":\"2020-01-01T00:00:00+00:00\",\"datePublished\":\"2020-01-01T00:00:00+00:00\",\"description\":\"Body 1\",\"headline\":\"Post 1\",\"image\":\"https://example.org/blog/img/p1.png\",\"mainEntityOfPage\":{\"@type\":\"WebPage\",\"@id\":\"https://example.org/blog/2020/01/01/post-1.html\"},\"url\":\"https://example.org/blog/2020/01/01/post-1.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body><p>Body 1</p>\n"
     "</body></html>\n"},
    {"2020/01/02/post-2.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Post 2 | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Post 2\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"Body 2\" />\n"
     "<meta property=\"og:description\" content=\"Body 2\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/2020/01/02/post-2.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/2020/01/02/post-2.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:image\" content=\"https://example.org/blog/img/p2.png\" />\n"
     "<meta property=\"og:type\" content=\"article\" />\n"
     "<meta property=\"article:published_time\" content=\"2020-01-02T00:00:00+00:00\" />\n"
     "<meta name=\"twitter:card\" content=\"summary_large_image\" />\n"
     "<meta property=\"twitter:image\" content=\"https://example.org/blog/img/p2.png\" />\n"
     "<meta property=\"twitter:title\" content=\"Post 2\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"BlogPosting\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"dateModified\":\"2020-01-02T00:00:00+00:00\",\"datePublished\":\"2020-01-02T00:00:00+00:00\",\"description\":\"Body 2\",\"headline\":\"Post 2\",\"image\":\"https://example.org/blog/img/p2.png\",\"mainEntityOfPage\":{\"@type\":\"WebPage\",\"@id\":\"https://example.org/blog/2020/01/02/post-2.html\"},\"url\":\"https://example.org/blog/2020/01/02/post-2.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body><p>Body 2</p>\n"
     "</body></html>\n"},
    {"2020/01/03/post-3.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Post 3 | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Post 3\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"Body 3\" />\n"
     "<meta property=\"og:description\" content=\"Body 3\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/2020/01/03/post-3.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/2020/01/03/post-3.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:image\" content=\"https://example.org/blog/img/p3.png\" />\n"
     "<meta property=\"og:type\" content=\"article\" />\n"
     "<meta property=\"article:published_time\" content=\"2020-01-03T00:00:00+00:00\" />\n"
     "<meta name=\"twitter:card\" content=\"summary_large_image\" />\n"
     "<meta property=\"twitter:image\" content=\"https://example.org/blog/img/p3.png\" />\n"
     "<meta property=\"twitter:title\" content=\"Post 3\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"BlogPosting\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"dateModified\":\"2020-01-03T00:00:00+00:00\",\"datePublished\":\"2020-01-03T00:00:00+00:00\",\"description\":\"Body 3\",\"headline\":\"Post 3\",\"image\":\"https://example.org/blog/img/p3.png\",\"mainEntityOfPage\":{\"@type\":\"WebPage\",\"@id\":\"https://example.org/blog/2020/01/03/post-3.html\"},\"url\":\"https://example.org/blog/2020/01/03/post-3.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body><p>Body 3</p>\n"
     "</body></html>\n"},
    {"2020/01/04/post-4.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Post 4 | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Post 4\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"Body 4\" />\n"
     "<meta property=\"og:description\" content=\"Body 4\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/2020/01/04/post-4.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/2020/01/04/post-4.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:image\" content=\"https://example.org/blog/img/p4.png\" />\n"
     "<meta property=\"og:type\" content=\"article\" />\n"
     "<meta property=\"article:published_time\" content=\"2020-01-04T00:00:00+00:00\" />\n"
     "<meta name=\"twitter:card\" content=\"summary_large_image\" />\n"
     "<meta property=\"twitter:image\" content=\"https://example.org/blog/img/p4.png\" />\n"
     "<meta property=\"twitter:title\" content=\"Post 4\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"BlogPosting\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"dateModified\":\"2020-01-04T00:00:00+00:00\",\"datePublished\":\"2020-01-04T00:00:00+00:00\",\"description\":\"Body 4\",\"headline\":\"Post 4\",\"image\":\"https://example.org/blog/img/p4.png\",\"mainEntityOfPage\":{\"@type\":\"WebPage\",\"@id\":\"https://example.org/blog/2020/01/04/post-4.html\"},\"url\":\"https://example.org/blog/2020/01/04/post-4.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body><p>Body 4</p>\n"
     "</body></html>\n"},
    {"2020/01/05/post-5.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Post 5 | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Post 5\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"Body 5\" />\n"
     "<meta property=\"og:description\" content=\"Body 5\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/2020/01/05/post-5.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/2020/01/05/post-5.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:image\" content=\"https://example.org/blog/img/p5.png\" />\n"
     "<meta property=\"og:type\" content=\"article\" />\n"
     "<meta property=\"article:published_time\" content=\"2020-01-05T00:00:00+00:00\" />\n"
     "<meta name=\"twitter:card\" content=\"summary_large_image\" />\n"
     "<meta property=\"twitter:image\" content=\"https://example.org/blog/img/p5.png\" />\n"
     "<meta property=\"twitter:title\" content=\"Post 5\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"BlogPosting\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"dateModified\":\"2020-01-05T00:00:00+00:00\",\"datePublished\":\"2020-01-05T00:00:00+00:00\",\"description\":\"Body 5\",\"headline\":\"Post 5\",\"image\":\"https://example.org/blog/img/p5.png\",\"mainEntityOfPage\":{\"@type\":\"WebPage\",\"@id\":\"https://example.org/blog/2020/01/05/post-5.html\"},\"url\":\"https://example.org/blog/2020/01/05/post-5.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body><p>Body 5</p>\n"
     "</body></html>\n"},
    {"about.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>About us | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"About us\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"All about “us”\" />\n"
     "<meta property=\"og:description\" content=\"All about “us”\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/about.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/about.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:type\" content=\"website\" />\n"
     "<meta name=\"twitter:card\" content=\"summary\" />\n"
     "<meta property=\"twitter:title\" content=\"About us\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"WebPage\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"description\":\"All about “us”\",\"headline\":\"About us\",\"url\":\"https://example.org/blog/about.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body><p>about</p>\n"
     "</body></html>\n"},
    {"feed.xml",
     "<?xml version=\"1.0\" encoding=\"utf-8\"?><feed xmlns=\"http://www.w3.org/2005/Atom\" ><generator uri=\"https://jekyllrb.com/\" version=\"4.3.1\">Jekyll</generator><link href=\"https://example.org/blog/feed.xml\" rel=\"self\" type=\"application/atom+xml\" /><link href=\"https://example.org/blog/\" rel=\"alternate\" type=\"text/html\" /><updated>2026-07-01T12:00:00+00:00</updated><id>https://example.org/blog/feed.xml</id><title type=\"html\">Plug &amp;amp; Play</title><subtitle>A site for the plugins</subtitle><author><name>Ann</name></author><entry><title type=\"html\">Post 5</title><link href=\"https://example.org/blog/2020/01/05/post-5.html\" rel=\"alternate\" type=\"text/html\" title=\"Post 5\" /><published>2020-01-05T00:00:00+00:00</published><updated>2020-01-05T00:00:00+00:00</updated><id>https://example.org/blog/2020/01/05/post-5</id><content type=\"html\" xml:base=\"https://example.org/blog/2020/01/05/post-5.html\"><![CDATA[<p>Body 5</p>]]></content><author><name>Ann</name></author><category term=\"t1\" /><summary type=\"html\"><![CDATA[Body 5]]></summary><media:thumbnail xmlns:media=\"http://search.yahoo.com/mrss/\" url=\"https://example.org/blog/img/p5.png\" /><media:content medium=\"image\" url=\"https://example.org/blog/img/p5.png\" xmlns:media=\"http://search.yahoo.com/mrss/\" /></entry><entry><title type=\"html\">Post 4</title><link href=\"https://example.org/blog/2020/01/04/post-4.html\" rel=\"alternate\" type=\"text/html\" title=\"Post 4\" /><published>2020-01-04T00:00:00+00:00</published><updated>2020-01-04T00:00:00+00:00</updated><id>https://example.org/blog/2020/01/04/post-4</id><content type=\"html\" xml:base=\"https://example.org/blog/2020/01/04/post-4.html\"><![CDATA[<p>Body 4</p>]]></content><author><name>Ann</name></author><category term=\"t0\" /><summary type=\"html\"><![CDATA[Body 4]]></summary><media:thumbnail xmlns:media=\"http://search.yahoo.com/mrss/\" url=\"https://example.org/blog/img/p4.png\" /><media:content medium=\"image\" url=\"https://example.org/blog/img/p4.png\" xmlns:media=\"http://search.yahoo.com/mrss/\" /></entry><entry><title type=\"html\">Post 3</title><link href=\"https://example.org/blog/2020/01/03/post-3.html\" rel=\"alternate\" type=\"text/html\" title=\"Post 3\" /><published>2020-01-03T00:00:00+00:00</published><updated>2020-01-03T00:00:00+00:00</updated><id>https://example.org/blog/2020/01/03/post-3</id><content type=\"html\" xml:base=\"https://example.org/blog/2020/01/03/post-3.html\"><![CDATA[<p>Body 3</p>]]></content><author><name>Ann</name></author><category term=\"t1\" /><summary type=\"html\"><![CDATA[Body 3]]></summary><media:thumbnail xmlns:media=\"http://search.yahoo.com/mrss/\" url=\"https://example.org/blog/img/p3.png\" /><media:content medium=\"image\" url=\"https://example.org/blog/img/p3.png\" xmlns:media=\"http://search.yahoo.com/mrss/\" /></entry><entry><title type=\"html\">Post 2</title><link href=\"https://example.org/blog/2020/01/02/post-2.html\" rel=\"alternate\" type=\"text/html\" title=\"Post 2\" /><published>2020-01-02T00:00:00+00:00</published><updated>2020-01-02T00:00:00+00:00</updated><id>https://example.org/blog/2020/01/02/post-2</id><content type=\"html\" xml:base=\"https://example.org/blog/2020/01/02/post-2.html\"><![CDATA[<p>Body 2</p>]]></content><author><name>Ann</name></author><category term=\"t0\" /><summary type=\"html\"><![CDATA[Body 2]]></summary><media:thumbnail xmlns:media=\"http://search.yahoo.com/mrss/\" url=\"https://example.org/blog/img/p2.png\" /><media:content medium=\"image\" url=\"https://example.org/blog/img/p2.png\" xmlns:media=\"http://search.yahoo.com/mrss/\" /></entry><entry><title type=\"html\">Post 1</title><link href=\"https://example.org/blog/2020/01/01/post-1.html\" rel=\"alternate\" type=\"text/html\" title=\"Post 1\" /><published>2020-01-01T00:00:00+00:00</published><updated>2020-01-01T00:00:00+00:00</updated><id>https://example.org/blog/2020/01/01/post-1</id><content type=\"html\" xml:base=\"https://example.org/blog/2020/01/01/post-1.html\"><![CDATA[<p>Body 1</p>]]></content><author><name>Ann</name></author><category term=\"t1\" /><summary type=\"html\"><![CDATA[Body 1]]></summary><media:thumbnail xmlns:media=\"http://search.yahoo.com/mrss/\" url=\"https://example.org/blog/img/p1.png\" /><media:content medium=\"image\" url=\"https://example.org/blog/img/p1.png\" xmlns:media=\"http://search.yahoo.com/mrss/\" /></entry></feed>"},
    {"hidden.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Plug &amp; Play | A site for the plugins</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Plug &amp; Play\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"A site for the plugins\" />\n"
     "<meta property=\"og:description\" content=\"A site for the plugins\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/hidden.html\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/hidden.html\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:type\" content=\"website\" />\n"
     "<meta name=\"twitter:card\" content=\"summary\" />\n"
     "<meta property=\"twitter:title\" content=\"Plug &amp; Play\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"WebPage\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"description\":\"A site for the plugins\",\"headline\":\"Plug &amp; Play\",\"url\":\"https://example.org/blog/hidden.html\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body>hidden\n"
     "</body></html>\n"},
    {"index.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Home | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Home\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"A site for the plugins\" />\n"
     "<meta property=\"og:description\" content=\"A site for the plugins\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:type\" content=\"website\" />\n"
     "<link rel=\"next\" href=\"https://example.org/blog/page2\" />\n"
     "<meta name=\"twitter:card\" content=\"summary\" />\n"
     "<meta property=\"twitter:title\" content=\"Home\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"WebSite\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"description\":\"A site for the plugins\",\"headline\":\"Home\",\"name\":\"Plug &amp; Play\",\"url\":\"https://example.org/blog/\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body>Post 5;Post 4; 1/3 prev= next=/page2\n"
     "</body></html>\n"},
    {"moved.html",
     "<!DOCTYPE html>\n"
     "<html lang=\"en-US\">\n"
     "  <meta charset=\"utf-8\">\n"
     "  <title>Redirecting&hellip;</title>\n"
     "  <link rel=\"canonical\" href=\"https://elsewhere.example/\">\n"
     "  <script>location=\"https://elsewhere.example/\"</script>\n"
     "  <meta http-equiv=\"refresh\" content=\"0; url=https://elsewhere.example/\">\n"
     "  <meta name=\"robots\" content=\"noindex\">\n"
     "  <h1>Redirecting&hellip;</h1>\n"
     "  <a href=\"https://elsewhere.example/\">Click here if you are not redirected.</a>\n"
     "</html>\n"},
    {"old-about/index.html",
     "<!DOCTYPE html>\n"
     "<html lang=\"en-US\">\n"
     "  <meta charset=\"utf-8\">\n"
     "  <title>Redirecting&hellip;</title>\n"
     "  <link rel=\"canonical\" href=\"https://example.org/blog/about.html\">\n"
     "  <script>location=\"https://example.org/blog/about.html\"</script>\n"
     "  <meta http-equiv=\"refresh\" content=\"0; url=https://example.org/blog/about.html\">\n"
     "  <meta name=\"robots\" content=\"noindex\">\n"
     "  <h1>Redirecting&hellip;</h1>\n"
     "  <a href=\"https://example.org/blog/about.html\">Click here if you are not redirected.</a>\n"
     "</html>\n"},
    {"older.html",
     "<!DOCTYPE html>\n"
     "<html lang=\"en-US\">\n"
     "  <meta charset=\"utf-8\">\n"
     "  <title>Redirecting&hellip;</title>\n"
     "  <link rel=\"canonical\" href=\"https://example.org/blog/about.html\">\n"
     "  <script>location=\"https://example.org/blog/about.html\"</script>\n"
     "  <meta http-equiv=\"refresh\" content=\"0; url=https://example.org/blog/about.html\">\n"
     "  <meta name=\"robots\" content=\"noindex\">\n"
     "  <h1>Redirecting&hellip;</h1>\n"
     "  <a href=\"https://example.org/blog/about.html\">Click here if you are not redirected.</a>\n"
     "</html>\n"},
    {"page2/index.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Page 2 of 3 for Home | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Home\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"A site for the plugins\" />\n"
     "<meta property=\"og:description\" content=\"A site for the plugins\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/page2/\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/page2/\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:type\" content=\"website\" />\n"
     "<link rel=\"prev\" href=\"https://example.org/blog/\" />\n"
     "<link rel=\"next\" href=\"https://example.org/blog/page3\" />\n"
     "<meta name=\"twitter:card\" content=\"summary\" />\n"
     "<meta property=\"twitter:title\" content=\"Home\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"WebPage\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"description\":\"A site for the plugins\",\"headline\":\"Home\",\"url\":\"https://example.org/blog/page2/\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body>Post 3;Post 2; 2/3 prev=/ next=/page3\n"
     "</body></html>\n"},
    {"page3/index.html",
     "<html><head><!-- Begin Jekyll SEO tag v2.8.0 -->\n"
     "<title>Page 3 of 3 for Home | Plug &amp; Play</title>\n"
     "<meta name=\"generator\" content=\"Jekyll v4.3.1\" />\n"
     "<meta property=\"og:title\" content=\"Home\" />\n"
     "<meta name=\"author\" content=\"Ann\" />\n"
     "<meta property=\"og:locale\" content=\"en_US\" />\n"
     "<meta name=\"description\" content=\"A site for the plugins\" />\n"
     "<meta property=\"og:description\" content=\"A site for the plugins\" />\n"
     "<link rel=\"canonical\" href=\"https://example.org/blog/page3/\" />\n"
     "<meta property=\"og:url\" content=\"https://example.org/blog/page3/\" />\n"
     "<meta property=\"og:site_name\" content=\"Plug &amp; Play\" />\n"
     "<meta property=\"og:type\" content=\"website\" />\n"
     "<link rel=\"prev\" href=\"https://example.org/blog/page2\" />\n"
     "<meta name=\"twitter:card\" content=\"summary\" />\n"
     "<meta property=\"twitter:title\" content=\"Home\" />\n"
     "<script type=\"application/ld+json\">\n"
     "{\"@context\":\"https://schema.org\",\"@type\":\"WebPage\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann\"},\"description\":\"A site for the plugins\",\"headline\":\"Home\",\"url\":\"https://example.org/blog/page3/\"}</script>\n"
     "<!-- End Jekyll SEO tag -->\n"
     "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/blog/feed.xml\" title=\"Plug &amp; Play\" /></head><body>Post 1; 3/3 prev=/page2 next=\n"
     "</body></html>\n"},
    {"redirects.json",
     "{\"/old-about/\":\"https://example.org/blog/about.html\",\"/older.html\":\"https://example.org/blog/about.html\",\"/moved.html\":\"https://elsewhere.example/\"}"},
    {"robots.txt",
     "Sitemap: https://example.org/blog/sitemap.xml\n"},
    {"sitemap.xml",
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
     "<urlset xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd\" xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
     "<url>\n"
     "<loc>https://example.org/blog/2020/01/01/post-1.html</loc>\n"
     "<lastmod>2020-01-01T00:00:00+00:00</lastmod>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/2020/01/02/post-2.html</loc>\n"
     "<lastmod>2020-01-02T00:00:00+00:00</lastmod>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/2020/01/03/post-3.html</loc>\n"
     "<lastmod>2020-01-03T00:00:00+00:00</lastmod>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/2020/01/04/post-4.html</loc>\n"
     "<lastmod>2020-01-04T00:00:00+00:00</lastmod>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/2020/01/05/post-5.html</loc>\n"
     "<lastmod>2020-01-05T00:00:00+00:00</lastmod>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/about.html</loc>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/</loc>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/page2/</loc>\n"
     "</url>\n"
     "<url>\n"
     "<loc>https://example.org/blog/page3/</loc>\n"
     "</url>\n"
     "</urlset>\n"},
    {NULL, NULL}};

static void test_plugins(void **state)
{
    (void)state;
    static const char *const needed[] = {"date_to_xmlschema", "absolute_url", "xml_escape", "jsonify", "smartify",
                                         "markdownify", "uri_escape", "normalize_whitespace", "where_exp", NULL};
    for (int i = 0; needed[i]; i++)
        if (!sp_filter_lookup(needed[i], strlen(needed[i]))) {
            fprintf(stderr, "skip: the %s filter is not available yet\n", needed[i]);
            skip();
        }
    sp_error err;
    char dest[512];
    if (build_site("plugins", PLUGINS, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    for (const file_spec *f = PLUGINS_OUT; f->path; f++)
        expect_file(dest, f->path, f->text);
    assert_false(exists(dest, "page1"));
}

/* ---- assorted rules: defaults precedence, DST, collections_dir, limit_posts, markdown_ext, glob excludes,
 * nested post categories, data keys, render_with_liquid, layout chains with `layout.` values ---- */
static const file_spec RULES[] = {
    {"_config.yml",
     "time: 2026-07-01 12:00:00 +0000\ntimezone: Europe/Berlin\ncollections_dir: coll\nlimit_posts: 3\n"
     "markdown_ext: txt,md\nexclude: [\"*.tmp\", drafts-*]\n"
     "collections:\n  docs:\n    output: true\n"
     "defaults:\n"
     "  - scope: {path: \"\"}\n    values: {who: all, level: 0}\n"
     "  - scope: {path: \"\", type: posts}\n    values: {who: posts, level: 1}\n"
     "  - scope: {path: \"a\"}\n    values: {who: a, level: 2}\n"
     "  - scope: {path: \"a/b\", type: pages}\n    values: {who: a-b-pages}\n"
     "  - scope: {path: \"a/*/c\"}\n    values: {glob: yes}\n"},
    {"coll/_posts/2021-03-28-summer.md", "---\ndate: 2021-03-28 01:30:00 +0000\n---\nx\n"},
    {"coll/_posts/2021-03-28-later.md", "---\ndate: 2021-03-28 01:30:00 +0100\n---\nx\n"},
    {"coll/_posts/2021-10-31-winter.md", "---\ndate: 2021-10-31 02:30:00\n---\nx\n"},
    {"coll/x/y/_posts/2020-05-05-nested.md", "---\ncategories: z\n---\nx\n"},
    {"coll/_posts/2019-01-01-old.md", "---\n---\nold, beyond limit_posts\n"},
    {"coll/_docs/one.txt", "---\ntitle: One\n---\n*md* {{ page.who }}\n"},
    {"a/page.html", "---\n---\n{{ page.who }} {{ page.level }} {{ page.glob }}\n"},
    {"a/b/page.html", "---\n---\n{{ page.who }} {{ page.level }}\n"},
    {"a/x/c/page.html", "---\n---\n{{ page.who }} {{ page.glob }}\n"},
    {"notes.tmp", "tmp\n"},
    {"drafts-1.html", "---\n---\nexcluded by glob prefix\n"},
    {"raw.html", "---\nrender_with_liquid: false\n---\n{{ page.who }}\n"},
    {"_data/My File-1.yml", "v: 1\n"},
    {"_data/sub dir/x.yml", "- 1\n- 2\n"},
    {"_layouts/inner.html", "---\nlayout: outer\nshade: inner\nonly_inner: 1\n---\n[{{ layout.shade }} {{ layout.only_inner }} {{ content }}]"},
    {"_layouts/outer.html", "---\nshade: outer\nonly_outer: 2\n---\n({{ layout.shade }} {{ layout.only_inner }} {{ layout.only_outer }} {{ content }})\n"},
    {"chain.html", "---\nlayout: inner\n---\nbody"},
    {"index.html",
     "---\n---\n{% for p in site.posts %}{{ p.url }} {{ p.date }} {{ p.categories | join: \"/\" }} {{ p.who }} {{ p.level }}\n"
     "{% endfor %}{% for d in site.docs %}{{ d.url }} {{ d.who }}{% endfor %}\n"
     "{% for k in site.data %}{{ k[0] }};{% endfor %}\n"},
    {NULL, NULL}};

static void test_rules(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("rules", RULES, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    expect_file(dest, "index.html",
                "/2021/10/31/winter.html 2021-10-31 03:30:00 +0100  posts 1\n"
                "/2021/03/28/summer.html 2021-03-28 03:30:00 +0200  posts 1\n"
                "/2021/03/28/later.html 2021-03-28 01:30:00 +0100  posts 1\n"
                "/docs/one.html all\n"
                "My_File-1;sub_dir;\n");
    expect_file(dest, "a/page.html",
                "a 2 \n");
    expect_file(dest, "a/b/page.html",
                "a-b-pages 2\n");
    expect_file(dest, "a/x/c/page.html",
                "a true\n");
    expect_file(dest, "raw.html",
                "{{ page.who }}\n");
    expect_file(dest, "chain.html",
                "(inner 1 2 [inner 1 body])\n");
    expect_file(dest, "docs/one.html",
                "<p><em>md</em> all</p>\n");
    assert_false(exists(dest, "notes.tmp"));
    assert_false(exists(dest, "drafts-1.html"));
    assert_false(exists(dest, "2019"));
    assert_false(exists(dest, "x"));
}

/* ---- collection order: `sort_by` (missing keys last, ties by date and path) and `order` ---- */
static const file_spec ORDER[] = {
    {"_config.yml", "time: 2026-07-01 12:00:00 +0000\ncollections:\n  a:\n    output: true\n    sort_by: rank\n"
                    "  b:\n    output: true\n    order: [z.md, x.md]\n  c:\n    output: true\n"},
    {"_a/one.md", "---\nrank: 2\n---\n"},
    {"_a/two.md", "---\nrank: 1\n---\n"},
    {"_a/three.md", "---\n---\n"},
    {"_a/four.md", "---\nrank: 1\n---\n"},
    {"_b/x.md", "---\n---\n"},
    {"_b/y.md", "---\n---\n"},
    {"_b/z.md", "---\n---\n"},
    {"_b/w.md", "---\n---\n"},
    {"_c/b.md", "---\n---\n"},
    {"_c/a.md", "---\n---\n"},
    {"index.html", "---\n---\n{% for c in site.collections %}{{ c.label }}: {% for d in c.docs %}{{ d.url }} {% endfor %}\n"
                   "{% endfor %}{{ site.b[0].next.url }}\n"},
    {NULL, NULL}};

static void test_collection_order(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("order", ORDER, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    /* Jekyll 4.3.1's output for this site */
    expect_file(dest, "index.html",
                "a: /a/four.html /a/two.html /a/one.html /a/three.html \n"
                "b: /b/z.html /b/x.html /b/w.html /b/y.html \n"
                "c: /c/a.html /c/b.html \n"
                "posts: \n"
                "/b/x.html\n");
}

/* ---- `include` of files inside skipped folders (Reader#read_included_excludes) and site.static_files order
 * (sorted by path, collection files after them) ---- */
static const file_spec INCLUDED[] = {
    {"_config.yml", "include: [_pages/x.html, _misc/raw.txt, .well-known]\ncollections:\n  coll:\n    output: true\n"},
    {"_pages/x.html", "---\n---\nx {{ page.url }}\n"},
    {"_pages/y.html", "hidden\n"},
    {"_misc/raw.txt", "raw\n"},
    {".well-known/key", "k\n"},
    {"aaa.txt", "a\n"},
    {"zzz.txt", "z\n"},
    {"_coll/file.txt", "c\n"},
    {"index.html", "---\n---\n{% for p in site.pages %}{{ p.path }} {% endfor %}|{% for f in site.static_files %}"
                   "{{ f.path }} {% endfor %}\n"},
    {NULL, NULL}};

static void test_included(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("included", INCLUDED, &err, dest, sizeof dest, 1) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    /* Jekyll 4.3.1's output for this site */
    expect_file(dest, "index.html",
                "index.html _pages/x.html |/.well-known/key /_misc/raw.txt /aaa.txt /zzz.txt _coll/file.txt \n");
    expect_file(dest, "_pages/x.html", "x /_pages/x.html\n");
    expect_file(dest, "_misc/raw.txt", "raw\n");
    expect_file(dest, ".well-known/key", "k\n");
    expect_file(dest, "coll/file.txt", "c\n");
    assert_false(exists(dest, "_pages/y.html"));
}

/* ---- Liquid warnings (Jekyll's default error mode, warn), _data JSON read as YAML, bad post dates ---- */
static const file_spec WARN[] = {
    {"_config.yml", "time: 2020-06-01 00:00:00 +0000\n"},
    {"_data/d.json", "{\"a\": 1,}\n"},
    {"data.html", "---\n---\n{{ site.data.d.a }}\n"},
    {"index.html", "---\ntitle: x\n---\nhello\n{{ content | }}\nbye\n"},
    {NULL, NULL}};

static const file_spec BADDATE[] = {
    {"_posts/2020-01-05-bad.md", "---\ntitle: Bad\ndate: 2020-13-45 99:00\n---\nx\n"},
    {NULL, NULL}};

static void test_warnings_data_dates(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    sp_buf log = SP_BUF_INIT;
    log_capture = &log;
    int rc = build_site("warn", WARN, &err, dest, sizeof dest, 1);
    log_capture = NULL;
    if (rc != 0) {
        char b[2048];
        sp_buf_free(&log);
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP")) {
        sp_buf_free(&log);
        return;
    }
    /* Jekyll 4.3.1 builds both, printing "Liquid Warning: Liquid syntax error (line 2): Expected id but found
     * end_of_string in "{{ content | }}" in index.html" (its line counts from the body; ours is the file's) */
    expect_file(dest, "index.html", "hello\n\nbye\n");
    expect_file(dest, "data.html", "1\n");
    const char *l = sp_buf_cstr(&log);
    if (!strstr(l, "index.html:5: Liquid Warning: Liquid syntax error (line 5): Expected id but found end_of_string "
                   "in \"{{ content | }}\"")) {
        sp_buf_free(&log);
        fail_msg("warning not logged: %s", l);
    }
    sp_buf_free(&log);

    /* Jekyll 4.3.1: "Invalid date '2020-13-45 99:00': Document '_posts/2020-01-05-bad.md' does not have a valid
     * date in the YAML front matter." */
    assert_int_not_equal(build_site("baddate", BADDATE, &err, dest, sizeof dest, 1), 0);
    assert_string_equal(err.file, "_posts/2020-01-05-bad.md");
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 7);
    assert_string_equal(err.message, "Invalid date '2020-13-45 99:00': Document '_posts/2020-01-05-bad.md' does not "
                                     "have a valid date in the YAML front matter.");
}

/* ---- jsonify of a post: previous/next collapse as DocumentDrop#hash_for_json does, DocumentDrop's key order ---- */
static const file_spec JSONIFY[] = {
    {"_config.yml", "time: 2020-06-01 00:00:00 +0000\n"},
    {"_posts/2020-01-01-one.html", "---\ntitle: One\nfoo: 1\n---\nintro\n\n{{ page | jsonify }}\n"},
    {"_posts/2020-01-02-two.html", "---\ntitle: Two\nzed: [1]\n---\nsecond\n"},
    {"_posts/2020-01-03-three.html", "---\ntitle: Three\n---\nthird\n"},
    {NULL, NULL}};

/* ---- Sass pages compile on a thread of their own (site_internal.h, sp_site_sass_early_queue) ---- */
/* A Sass page without Liquid compiles in the background from the moment it is read; one with Liquid compiles in
 * its turn. The output and the errors must be the same whatever the number of threads. Expected values: Jekyll
 * 4.3.1 (jekyll-sass-converter 2.2) on these files. */
static const file_spec SASS_PAGES[] = {
    {"_config.yml", "time: 2026-07-01 12:00:00 +0000\n"},
    {"_sass/_base.scss", "$c: #123;\n@mixin box { padding: 2px; }\n"},
    {"css/a.scss", "---\n---\n@import \"base\";\nbody { color: $c; @include box; }\n"},
    {"css/b.scss", "---\n---\n@import \"base\";\np { margin: {{ site.time | date: \"%-d\" }}px; color: $c; }\n"},
    {"css/c.scss", "---\n---\n$x: 1;\n.y { width: $x + 1px; }\n"},
    {"index.html", "---\n---\n{% for p in site.pages %}{{ p.path }};{% endfor %}\n"},
    {NULL, NULL}};

static const file_spec SASS_BAD[] = {
    {"_sass/_base.scss", "$c: #123;\n"},
    {"css/ok.scss", "---\n---\n@import \"base\";\nbody { color: $c; }\n"},
    {"css/bad.scss", "---\n---\n@import \"base\";\n.a {\n  color: $nope;\n}\n"},
    {NULL, NULL}};

static void test_sass_threads(void **state)
{
    (void)state;
    static const int jobs[] = {1, 4};
    for (int k = 0; k < 2; k++) {
        sp_error err;
        char dest[512], name[32];
        snprintf(name, sizeof name, "sass-j%d", jobs[k]);
        if (build_site(name, SASS_PAGES, &err, dest, sizeof dest, jobs[k]) != 0) {
            char b[2048];
            fail_msg("%s", sp_error_format(&err, b, sizeof b));
        }
        if (getenv("SITEPUB_TEST_DUMP"))
            return;
        expect_file(dest, "css/a.css", "body { color: #123; padding: 2px; }\n\n/*# sourceMappingURL=a.css.map */");
        expect_file(dest, "css/b.css", "p { margin: 1px; color: #123; }\n\n/*# sourceMappingURL=b.css.map */");
        expect_file(dest, "css/c.css", ".y { width: 2px; }\n\n/*# sourceMappingURL=c.css.map */");
        assert_true(exists(dest, "css/a.css.map") && exists(dest, "css/b.css.map") && exists(dest, "css/c.css.map"));
        expect_file(dest, "index.html",
                    "css/a.scss;css/b.scss;css/c.scss;index.html;css/a.css.map;css/b.css.map;css/c.css.map;\n");
    }
    /* the error of a page compiled in the background is the one it gives in its turn */
    sp_error e1, e4;
    char dest[512];
    assert_int_equal(build_site("sassbad-j1", SASS_BAD, &e1, dest, sizeof dest, 1), -1);
    assert_int_equal(build_site("sassbad-j4", SASS_BAD, &e4, dest, sizeof dest, 4), -1);
    char b1[2048], b4[2048];
    sp_error_format(&e1, b1, sizeof b1);
    sp_error_format(&e4, b4, sizeof b4);
    assert_string_equal(b1, b4);
    assert_int_equal(e1.code, SP_ERR_INPUT);
    assert_string_equal(e1.file, "css/bad.scss");
    assert_int_equal(e1.line, 5);
    assert_int_equal(e1.column, 10);
    assert_non_null(strstr(b1, "Undefined variable: \"$nope\""));
    assert_false(exists(dest, "css/ok.css")); /* nothing is published after an error */
}

/* ---- the disk cache (cache.c), as Jekyll's .jekyll-cache ---- */
static const file_spec CACHED[] = {
    {"_config.yml", "time: 2026-07-01 12:00:00 +0000\n"},
    {"page.md", "---\n---\n# Hi\n\nText *em*\n"},
    {"css/s.scss", "---\n---\n$c: #abc;\na { color: $c; }\n"},
    {NULL, NULL}};

/* The one entry file under DIR/KIND (two levels: xx/yyyy...), or "" when there is not exactly one. */
static void only_entry(const char *dir, const char *kind, char *out, size_t outlen)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "find '%s/%s' -type f 2>/dev/null", dir, kind);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char line[1024];
    int n = 0;
    out[0] = 0;
    while (fgets(line, sizeof line, p)) {
        line[strcspn(line, "\n")] = 0;
        snprintf(out, outlen, "%s", line);
        n++;
    }
    pclose(p);
    if (n != 1)
        out[0] = 0;
}

static void test_disk_cache(void **state)
{
    (void)state;
    sp_error err;
    char dest[512], cache[600], entry[1024];
    static const char *const want_page = "<h1 id=\"hi\">Hi</h1>\n\n<p>Text <em>em</em></p>\n";
    static const char *const want_css = "a { color: #abc; }\n\n/*# sourceMappingURL=s.css.map */";
    snprintf(cache, sizeof cache, "%s/cache/.jekyll-cache/sitepub", root);
    g_cache.use_source_dir = true;
    /* a read-only cache that does not exist yet stays that way */
    g_cache.readonly = true;
    assert_int_equal(build_site("cache", CACHED, &err, dest, sizeof dest, 2), 0);
    assert_false(exists(cache, "config"));
    g_cache.readonly = false;
    /* first build: the outputs Jekyll 4.3.1 writes, and one entry each for the Markdown and the Sass */
    assert_int_equal(build_site("cache", CACHED, &err, dest, sizeof dest, 2), 0);
    expect_file(dest, "page.html", want_page);
    expect_file(dest, "css/s.css", want_css);
    assert_true(exists(cache, "config"));
    char sass_entry[1024];
    only_entry(cache, "sass", sass_entry, sizeof sass_entry);
    assert_true(sass_entry[0]);
    only_entry(cache, "markdown", entry, sizeof entry);
    assert_true(entry[0]);
    char *md = read_out("/", entry + 1);
    assert_string_equal(md, want_page);
    free(md);
    /* the next build takes the converted Markdown from the cache: a changed entry shows in the output */
    FILE *f = fopen(entry, "wb");
    assert_non_null(f);
    fputs("<p>from the cache</p>\n", f);
    fclose(f);
    assert_int_equal(build_site("cache", CACHED, &err, dest, sizeof dest, 2), 0);
    expect_file(dest, "page.html", "<p>from the cache</p>\n");
    expect_file(dest, "css/s.css", want_css); /* the Sass entry, read back whole */
    /* --disable-disk-cache: neither read nor written */
    g_cache.disable = true;
    assert_int_equal(build_site("cache", CACHED, &err, dest, sizeof dest, 2), 0);
    expect_file(dest, "page.html", want_page);
    g_cache.disable = false;
    /* a truncated Sass entry is a miss, not a wrong page */
    f = fopen(sass_entry, "wb");
    assert_non_null(f);
    fputs("00000000000000009999a {", f);
    fclose(f);
    assert_int_equal(build_site("cache", CACHED, &err, dest, sizeof dest, 1), 0);
    expect_file(dest, "css/s.css", want_css);
    /* a configuration change empties the cache (Jekyll::Cache.clear_if_config_changed) */
    static const file_spec CHANGED[] = {{"_config.yml", "time: 2026-07-01 12:00:00 +0000\ntitle: Changed\n"},
                                        {NULL, NULL}};
    assert_int_equal(build_site("cache", CHANGED, &err, dest, sizeof dest, 2), 0);
    expect_file(dest, "page.html", want_page);
    assert_false(exists("/", entry + 1));
    /* the `disable_disk_cache: true` of Jekyll's config turns it off too */
    static const file_spec OFF[] = {{"_config.yml", "time: 2026-07-01 12:00:00 +0000\ndisable_disk_cache: true\n"},
                                    {NULL, NULL}};
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", cache);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(build_site("cache", OFF, &err, dest, sizeof dest, 2), 0);
    expect_file(dest, "page.html", want_page);
    assert_false(exists(cache, "config"));
    g_cache.use_source_dir = false;
}

/* A Sass import resolves through the source: from the site root for the page itself (jekyll-sass-converter's
 * filename is SOURCE/NAME), never from the current directory; one found nowhere is libsass's error. */
static const file_spec SASS_IMPORTS[] = {
    {"_config.yml", "time: 2026-07-01 12:00:00 +0000\n"},
    {"rootpart.scss", "b { x: 1; }\n"},
    {"css/m.scss", "---\n---\n@import \"rootpart\";\nbody { color: red; }\n"},
    {NULL, NULL}};

static void test_sass_imports(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("sassimp", SASS_IMPORTS, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    /* Jekyll 4.3.1 */
    expect_file(dest, "css/m.css", "b { x: 1; }\n\nbody { color: red; }\n\n/*# sourceMappingURL=m.css.map */");
    static const file_spec MISSING[] = {{"css/n.scss", "---\n---\n@import \"cwdonly\";\n"}, {NULL, NULL}};
    /* a file of that name in the current directory must not be read */
    FILE *f = fopen("cwdonly.scss", "wb");
    assert_non_null(f);
    fputs("i { from: cwd; }\n", f);
    fclose(f);
    int rc = build_site("sassimp", MISSING, &err, dest, sizeof dest, 2);
    remove("cwdonly.scss");
    assert_int_equal(rc, -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_string_equal(err.file, "css/n.scss");
    assert_non_null(strstr(err.message, "File to import not found or unreadable: cwdonly."));
}

static void test_jsonify_post(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    if (build_site("jsonify", JSONIFY, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("%s", sp_error_format(&err, b, sizeof b));
    }
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    /* Jekyll 4.3.1's output, byte for byte (the oldest post: no post is rendered before it, so every `output`
     * is null in Jekyll too) */
    expect_file(dest, "2020/01/01/one.html",
                "intro\n"
                "\n"
                "{\"name\":\"2020-01-01-one.html\",\"id\":\"/2020/01/01/one\",\"relative_path\":\"_posts/2020-01-01-o"
                "ne.html\",\"excerpt\":\"intro\",\"title\":\"One\",\"categories\":[],\"collection\":\"posts\",\"next\""
                ":{\"name\":\"2020-01-02-two.html\",\"id\":\"/2020/01/02/two\",\"relative_path\":\"_posts/2020-01-02-"
                "two.html\",\"excerpt\":\"second\\n\",\"title\":\"Two\",\"categories\":[],\"collection\":\"posts\",\""
                "next\":{\"name\":\"2020-01-03-three.html\",\"id\":\"/2020/01/03/three\",\"relative_path\":\"_posts/2"
                "020-01-03-three.html\",\"excerpt\":\"third\\n\",\"title\":\"Three\",\"categories\":[],\"collection\""
                ":\"posts\",\"next\":null,\"tags\":[],\"previous\":{\"name\":\"2020-01-02-two.html\",\"id\":\"/2020/0"
                "1/02/two\",\"relative_path\":\"_posts/2020-01-02-two.html\",\"title\":\"Two\",\"categories\":[],\"co"
                "llection\":\"posts\",\"tags\":[],\"path\":\"_posts/2020-01-02-two.html\",\"url\":\"/2020/01/02/two.h"
                "tml\",\"date\":\"2020-01-02 00:00:00 +0000\",\"draft\":false,\"zed\":[1],\"slug\":\"two\",\"ext\":\""
                ".html\"},\"content\":\"third\\n\",\"output\":null,\"path\":\"_posts/2020-01-03-three.html\",\"url\":"
                "\"/2020/01/03/three.html\",\"date\":\"2020-01-03 00:00:00 +0000\",\"draft\":false,\"slug\":\"three\""
                ",\"ext\":\".html\"},\"tags\":[],\"previous\":{\"name\":\"2020-01-01-one.html\",\"id\":\"/2020/01/01/"
                "one\",\"relative_path\":\"_posts/2020-01-01-one.html\",\"excerpt\":\"intro\",\"title\":\"One\",\"cat"
                "egories\":[],\"collection\":\"posts\",\"next\":{\"name\":\"2020-01-02-two.html\",\"id\":\"/2020/01/0"
                "2/two\",\"relative_path\":\"_posts/2020-01-02-two.html\",\"title\":\"Two\",\"categories\":[],\"colle"
                "ction\":\"posts\",\"tags\":[],\"path\":\"_posts/2020-01-02-two.html\",\"url\":\"/2020/01/02/two.html"
                "\",\"date\":\"2020-01-02 00:00:00 +0000\",\"draft\":false,\"zed\":[1],\"slug\":\"two\",\"ext\":\".ht"
                "ml\"},\"tags\":[],\"previous\":null,\"content\":\"intro\\n\\n{{ page | jsonify }}\\n\",\"output\":nu"
                "ll,\"path\":\"_posts/2020-01-01-one.html\",\"url\":\"/2020/01/01/one.html\",\"date\":\"2020-01-01 00"
                ":00:00 +0000\",\"draft\":false,\"foo\":1,\"slug\":\"one\",\"ext\":\".html\"},\"content\":\"second\\n"
                "\",\"output\":null,\"path\":\"_posts/2020-01-02-two.html\",\"url\":\"/2020/01/02/two.html\",\"date\""
                ":\"2020-01-02 00:00:00 +0000\",\"draft\":false,\"zed\":[1],\"slug\":\"two\",\"ext\":\".html\"},\"tag"
                "s\":[],\"previous\":null,\"content\":\"intro\\n\\n{{ page | jsonify }}\\n\",\"output\":null,\"path\""
                ":\"_posts/2020-01-01-one.html\",\"url\":\"/2020/01/01/one.html\",\"date\":\"2020-01-01 00:00:00 +000"
                "0\",\"draft\":false,\"foo\":1,\"slug\":\"one\",\"ext\":\".html\"}\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_posts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pages, setup, teardown),
        cmocka_unit_test_setup_teardown(test_collections, setup, teardown),
        cmocka_unit_test_setup_teardown(test_permalink_styles, setup, teardown),
        cmocka_unit_test_setup_teardown(test_excerpts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_plugins, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rules, setup, teardown),
        cmocka_unit_test_setup_teardown(test_collection_order, setup, teardown),
        cmocka_unit_test_setup_teardown(test_included, setup, teardown),
        cmocka_unit_test_setup_teardown(test_warnings_data_dates, setup, teardown),
        cmocka_unit_test_setup_teardown(test_jsonify_post, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sass_threads, setup, teardown),
        cmocka_unit_test_setup_teardown(test_disk_cache, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sass_imports, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
