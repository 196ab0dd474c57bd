/* Jekyll 4.3's rules that real sites rely on (issue 13, "Jekyll's rules"): each case is a tiny site written into
 * a temporary folder, built with sp_site_build into a directory sink, and compared with what Debian's jekyll
 * 4.3.1 writes for the same files. The expected strings are Jekyll's output as printed by
 * tests/tools/gen-site-rules.sh (it dumps these sites with SITEPUB_TEST_DUMP=DIR, runs `TZ=UTC jekyll build` in
 * each and prints every output file as a C string); a NULL expectation is a file Jekyll does not write. */
#include "test_support.h"

#include <sys/stat.h>

#include "sitepub/sink.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

typedef struct file_spec {
    const char *path;
    const char *text;
} file_spec;

typedef struct out_spec {
    const char *path;
    const char *want; /* NULL: Jekyll does not write it */
} out_spec;

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
    if (!strncmp(text, "->", 2)) { /* a symbolic link to the rest */
        unlink(p);
        assert_int_equal(symlink(text + 2, p), 0);
        return;
    }
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


static void write_site(const char *dir, const file_spec *files)
{
    for (const file_spec *f = files; f->path; f++)
        write_file(dir, f->path, f->text);
}

/* Build the site made of files; returns the build status, with the output in root/NAME-out. */
static int build_site(const char *name, const file_spec *files, sp_error *err, char *dest, size_t destlen, int jobs)
{
    char src[512];
    snprintf(src, sizeof src, "%s/%s", root, name);
    write_site(src, files);
    const char *dump = getenv("SITEPUB_TEST_DUMP");
    if (dump) {
        char d[512];
        snprintf(d, sizeof d, "%s/%s", dump, name);
        write_site(d, files);
    }
    snprintf(dest, destlen, "%s/%s-out-%d", root, name, jobs);
    sp_source *source = NULL;
    sp_sink *sink = NULL;
    assert_int_equal(sp_source_open_dir(src, &source, err), 0);
    assert_int_equal(sp_sink_open_dir(dest, NULL, &sink, err), 0);
    sp_site_options opts;
    sp_site_options_init(&opts);
    opts.jobs = jobs;
    opts.verbosity = -1;
    opts.disable_disk_cache = true;
    sp_site_stats stats;
    int rc = sp_site_build(source, sink, &opts, &stats, err);
    if (rc == 0)
        assert_int_equal(sp_sink_commit(sink, err), 0);
    sp_sink_close(sink);
    sp_source_close(source);
    return rc;
}

static void expect_outputs(const char *dest, const out_spec *outs)
{
    for (const out_spec *o = outs; o->path; o++) {
        char *got = read_out(dest, o->path);
        if (!o->want) {
            if (got) {
                free(got);
                fail_msg("%s is written; Jekyll does not write it", o->path);
            }
            continue;
        }
        if (!got)
            fail_msg("missing output %s", o->path);
        if (strcmp(got, o->want) != 0) {
            fprintf(stderr, "---- %s: got\n%s\n---- want\n%s\n----\n", o->path, got, o->want);
            free(got);
            fail_msg("output %s differs", o->path);
        }
        free(got);
    }
}

/* Build with 1 and with 4 threads; both must give Jekyll's files. */
static void check_site(const char *name, const file_spec *files, const out_spec *outs)
{
    int jobs[] = {1, 4};
    for (int k = 0; k < 2; k++) {
        sp_error err;
        char dest[512];
        if (build_site(name, files, &err, dest, sizeof dest, jobs[k]) != 0) {
            char b[2048];
            fail_msg("%s: %s", name, sp_error_format(&err, b, sizeof b));
        }
        if (getenv("SITEPUB_TEST_DUMP"))
            return;
        expect_outputs(dest, outs);
    }
}

static int setup(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "/tmp/sitepub-test-rules-XXXXXX");
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

#define CONFIG "time: 2026-07-01 12:00:00 +0000\n"

/* ---- a permalink with its own extension keeps it (Renderer#output_ext: permalink_ext || converter's) ---- */
static const file_spec PERMEXT[] = {
    {"_config.yml", CONFIG},
    {"feed.html", "---\npermalink: /feed.xml\n---\n<feed/>\n"},
    {"data.md", "---\npermalink: /data.json\n---\n{\"a\": 1}\n"},
    {"x.php", "---\n---\n<?php echo 1; ?>\n"},
    {"t.html", "---\npermalink: /t/:basename.txt\n---\nt\n"},
    {"d.md", "---\npermalink: /dir/\n---\nd\n"},
    {NULL, NULL}};

static void test_permalink_ext(void **state)
{
    (void)state;
    static const out_spec outs[] = {
        {"feed.xml",
   "<feed/>\n"},
        {"feed.xml.html", NULL},
        {"data.json",
   "<p>{\342\200\234a\342\200\235: 1}</p>\n"},
        {"x.php",
   "<?php echo 1; ?>\n"},
        {"t/t.txt",
   "t\n"},
        {"dir/index.html",
   "<p>d</p>\n"},
        {NULL, NULL}};
    check_site("permext", PERMEXT, outs);
}

/* ---- Sass as jekyll-sass-converter 2.2 with libsass: "./" imports relative to the importing file, a sass_dir
 * with a trailing slash, `sass: load_paths`, libsass's 10 digits of precision ---- */
static const file_spec SASS[] = {
    {"_config.yml", CONFIG "sass:\n  sass_dir: _scss/\n  load_paths:\n    - lib\n    - \"vendor/*/scss\"\n"},
    {"vendor/pkg/scss/_v.scss", ".v { top: 1px; }\n"},
    {"_scss/_a.scss", "@import \"./sub/b\";\n.a { width: (142px / 3); }\n"},
    {"_scss/sub/_b.scss", "@import \"../c2\";\n.b { color: red; }\n"},
    {"_scss/_c2.scss", ".c2 { top: 0; }\n"},
    {"_scss/mod/_index.scss", ".idx { left: 0; }\n"},
    {"lib/_c.scss", ".c { margin: 0; }\n"},
    {"_rootpart.scss", ".r { x: 1; }\n"},
    {"css/m.scss",
     "---\n---\n@import \"a\";\n@import \"c\";\n@import \"./rootpart\";\n@import \"mod\";\n@import \"v\";\n"},
    {NULL, NULL}};

static void test_sass(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"css/m.css",
   ".c2 { top: 0; }\n"
   "\n"
   ".b { color: red; }\n"
   "\n"
   ".a { width: 47.3333333333px; }\n"
   "\n"
   ".c { margin: 0; }\n"
   "\n"
   ".r { x: 1; }\n"
   "\n"
   ".idx { left: 0; }\n"
   "\n"
   ".v { top: 1px; }\n"
   "\n"
   "/*# sourceMappingURL=m.css.map */"}, {"css/m.css.map",
   "{\n"
   "\011\"version\": 3,\n"
   "\011\"file\": \"m.css\",\n"
   "\011\"sources\": [\n"
   "\011\011\"m.scss\",\n"
   "\011\011\"_scss/_a.scss\",\n"
   "\011\011\"_scss/sub/_b.scss\",\n"
   "\011\011\"_scss/_c2.scss\",\n"
   "\011\011\"lib/_c.scss\",\n"
   "\011\011\"_rootpart.scss\",\n"
   "\011\011\"_scss/mod/_index.scss\",\n"
   "\011\011\"vendor/pkg/scss/_v.scss\"\n"
   "\011],\n"
   "\011\"sourcesContent\": [\n"
   "\011\011\"@import \\\"a\\\";\\n@import \\\"c\\\";\\n@import \\\"./rootpart\\\";\\n@import \\\"mod\\\""
   ";\\n@import \\\"v\\\";\\n\",\n"
   "\011\011\"@import \\\"./sub/b\\\";\\n.a { width: (142px / 3); }\\n\",\n"
   "\011\011\"@import \\\"../c2\\\";\\n.b { color: red; }\\n\",\n"
   "\011\011\".c2 { top: 0; }\\n\",\n"
   "\011\011\".c { margin: 0; }\\n\",\n"
   "\011\011\".r { x: 1; }\\n\",\n"
   "\011\011\".idx { left: 0; }\\n\",\n"
   "\011\011\".v { top: 1px; }\\n\"\n"
   "\011],\n"
   "\011\"names\": [],\n"
   "\011\"mappings\": \"AGAA,AAAA,GAAG,CAAC,EAAE,GAAG,EAAE,CAAC,GAAI;;ADChB,AAAA,EAAE,CAAC,EAAE,KAAK,EAAE"
   ",GAAG,GAAI;;ADAnB,AAAA,EAAE,CAAC,EAAE,KAAK,EAAE,eAAW,GAAI;;AGD3B,AAAA,EAAE,CAAC,EAAE,MAAM,EAAE,CAAC,G"
   "AAI;;ACAlB,AAAA,EAAE,CAAC,EAAE,CAAC,EAAE,CAAC,GAAI;;ACAb,AAAA,IAAI,CAAC,EAAE,IAAI,EAAE,CAAC,GAAI;;ACA"
   "lB,AAAA,EAAE,CAAC,EAAE,GAAG,EAAE,GAAG,GAAI\"\n"
   "}"}, {NULL, NULL}};
    check_site("sass", SASS, outs);
    /* an import found nowhere is libsass's error (and frees what the importer made: no leak under ASan) */
    static const file_spec MISSING[] = {{"_config.yml", CONFIG}, {"n.scss", "---\n---\n@import \"./nowhere\";\n"},
                                        {NULL, NULL}};
    sp_error err;
    char dest[512];
    assert_int_equal(build_site("sassmissing", MISSING, &err, dest, sizeof dest, 1), -1);
    assert_string_equal(err.file, "n.scss");
    assert_non_null(strstr(err.message, "File to import not found or unreadable: ./nowhere."));
}

/* ---- `data:` in _config.yml is site.data (Site#site_data: config["data"] || data) ---- */
static const file_spec DATA[] = {
    {"_config.yml", CONFIG "data:\n  greeting: hi\n"},
    {"_data/greeting.yml", "from file\n"},
    {"_data/other.yml", "x\n"},
    {"index.html", "---\n---\n{{ site.data.greeting }}|{{ site.data.other }}|\n"},
    {NULL, NULL}};

static void test_config_data(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"index.html",
   "hi||\n"}, {NULL, NULL}};
    check_site("data", DATA, outs);
}

/* ---- front matter `key: null` keeps the default; defaults under a custom collections_dir; layout: 999 ---- */
static const file_spec DEFAULTS[] = {
    {"_config.yml", CONFIG "collections_dir: my\ncollections:\n  docs:\n    output: true\n"
                    "defaults:\n  - scope:\n      path: \"my/_docs\"\n    values:\n      a: 1\n"
                    "  - scope:\n      path: \"_docs\"\n    values:\n      b: 2\n"
                    "  - scope:\n      path: \"\"\n    values:\n      author: Def\n      layout: l\n"},
    {"my/_docs/d.md", "---\nauthor: null\n---\n{{ page.a }}|{{ page.b }}|{{ page.author }}\n"},
    {"p.html", "---\nauthor: null\nlayout: 999\n---\n{{ page.author }}\n"},
    {"_layouts/999.html", "999:{{ content }}"},
    {"_layouts/l.html", "l:{{ content }}"},
    {NULL, NULL}};

static void test_defaults(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"docs/d.html",
   "l:<table>\n"
   "  <tbody>\n"
   "    <tr>\n"
   "      <td>1</td>\n"
   "      <td>2</td>\n"
   "      <td>Def</td>\n"
   "    </tr>\n"
   "  </tbody>\n"
   "</table>\n"}, {"p.html",
   "999:Def\n"}, {NULL, NULL}};
    check_site("defaults", DEFAULTS, outs);
}

/* ---- future-dated documents of any collection; dated file names in collections ---- */
static const file_spec FUTURE[] = {
    {"_config.yml", CONFIG "collections:\n  talks:\n    output: true\n"},
    {"_talks/2030-01-02-far-away.md", "---\n---\nfar\n"},
    {"_talks/2020-05-06-old-one.md", "---\n---\nold\n"},
    {"_talks/plain.md", "---\ndate: 2031-01-01\n---\nplain future\n"},
    {"index.html", "---\n---\n{% for t in site.talks %}{{ t.title }}|{{ t.slug }}|{{ t.date | date: '%F' }}|"
                   "{{ t.url }};{% endfor %}\n"},
    {NULL, NULL}};

static void test_future(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"index.html",
   "Old One|old-one|2020-05-06|/talks/2020-05-06-old-one.html;Far Away|far-away|2030-01-02|/talks/2030-01"
   "-02-far-away.html;Plain|plain|2031-01-01|/talks/plain.html;\n"},
                                    {"talks/2020-05-06-old-one.html",
   "<p>old</p>\n"},
                                    {"talks/2030-01-02-far-away.html", NULL},
                                    {"talks/plain.html", NULL},
                                    {NULL, NULL}};
    check_site("future", FUTURE, outs);
}

/* ---- a post's file name date is Time.parse's: one-digit months, two-digit years, Feb 30 rolls over ---- */
static const file_spec DATES[] = {
    {"_config.yml", CONFIG},
    {"_posts/2020-1-5-a.md", "---\n---\nx\n"},
    {"_posts/99-01-05-b.md", "---\n---\nx\n"},
    {"_posts/2016-02-30-c.md", "---\n---\nx\n"},
    {"index.html", "---\n---\n{% for p in site.posts %}{{ p.date }} {{ p.url }};{% endfor %}\n"},
    {NULL, NULL}};

static void test_file_name_dates(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"index.html",
   "2020-01-05 00:00:00 +0000 /2020/01/05/a.html;2016-03-01 00:00:00 +0000 /2016/03/01/c.html;1999-01-05 "
   "00:00:00 +0000 /1999/01/05/b.html;\n"}, {NULL, NULL}};
    check_site("dates", DATES, outs);
}

/* ---- an impossible date in a post's file name is an error naming the file ---- */
static const file_spec BADNAME[] = {
    {"_config.yml", CONFIG}, {"_posts/2016-22-01-x.md", "---\n---\nx\n"}, {NULL, NULL}};

static void test_bad_post_name(void **state)
{
    (void)state;
    sp_error err;
    char dest[512];
    int rc = build_site("badname", BADNAME, &err, dest, sizeof dest, 1);
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    assert_int_equal(rc, -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_string_equal(err.file, "_posts/2016-22-01-x.md");
    /* Jekyll 4.3.1: "Invalid date '2016-22-01': Document '_posts/2016-22-01-x.md' does not have a valid date in the
     * filename." */
    assert_string_equal(err.message, "Invalid date '2016-22-01': Document '_posts/2016-22-01-x.md' does not have a "
                                     "valid date in the filename.");
}

/* ---- render order: posts, then collections in _config.yml order, then pages; a document already rendered
 * shows its converted content (no layout) to every later one ---- */
static const file_spec ORDER[] = {
    {"_config.yml", CONFIG "collections:\n  speakers:\n    output: true\n  talks:\n    output: true\n"},
    {"_layouts/l.html", "[{{ content }}]"},
    {"_speakers/a.md", "---\nlayout: l\n---\n*A*\n"},
    {"_speakers/b.html", "---\n---\n{{ site.speakers[0].content | strip }}/{{ site.talks[0].content | strip }}\n"},
    {"_talks/t.html", "---\n---\n{{ site.speakers[0].content | strip }}/{{ site.speakers[1].content | strip }}\n"},
    {"_posts/2020-01-01-p.html", "---\n---\n{{ site.speakers[0].content | strip }}\n"},
    {"index.html", "---\n---\n{{ site.speakers[0].content | strip }}|{{ site.posts[0].content | strip }}|"
                   "{{ site.talks[0].content | strip }}\n"},
    {NULL, NULL}};

static void test_render_order(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"index.html",
   "<p><em>A</em></p>|*A*|<p><em>A</em></p>/<p><em>A</em></p>/{{ site.speakers[0].content | strip }}/{{ s"
   "ite.speakers[1].content | strip }}\n"},
                                    {"speakers/b.html",
   "<p><em>A</em></p>/{{ site.speakers[0].content | strip }}/{{ site.speakers[1].content | strip }}\n"},
                                    {"talks/t.html",
   "<p><em>A</em></p>/<p><em>A</em></p>/{{ site.speakers[0].content | strip }}/{{ site.speakers[1].conten"
   "t | strip }}\n"},
                                    {"2020/01/01/p.html",
   "*A*\n"},
                                    {NULL, NULL}};
    check_site("order", ORDER, outs);
}

/* the same when only an include reads the other document */
static const file_spec ORDER_INC[] = {
    {"_config.yml", CONFIG "collections:\n  notes:\n    output: true\n"},
    {"_includes/sib.html", "{{ site.notes[0].content | strip }}"},
    {"_notes/n1.md", "---\n---\n*N*\n"},
    {"_notes/n2.html", "---\n---\n{% include sib.html %}\n"},
    {NULL, NULL}};

static void test_render_order_include(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"notes/n2.html",
   "<p><em>N</em></p>\n"}, {NULL, NULL}};
    check_site("orderinc", ORDER_INC, outs);
}

/* pages render in site.pages order (by name): a listing page sees the pages before it converted, those after it
 * as their source (just-the-docs names its search data zzzz-search-data.json to come last); a loop variable
 * called `page` is another page */
static const file_spec PAGE_ORDER[] = {
    {"_config.yml", CONFIG},
    {"a.md", "---\n---\n*A*\n"},
    {"b.html", "---\n---\n{% for page in site.pages %}[{{ page.content | strip }}]{% endfor %}\n"},
    {"c.md", "---\n---\n*C*\n"},
    {"d.html", "---\n---\n{% for p in site.pages %}[{{ p.content | strip }}]{% endfor %}\n"},
    {NULL, NULL}};

static void test_page_order(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"b.html",
   "[<p><em>A</em></p>][{% for page in site.pages %}[{{ page.content | strip }}]{% endfor %}][*C*][{% for"
   " p in site.pages %}[{{ p.content | strip }}]{% endfor %}]\n"}, {"d.html",
   "[<p><em>A</em></p>][[<p><em>A</em></p>][{% for page in site.pages %}[{{ page.content | strip }}]{% en"
   "dfor %}][*C*][{% for p in site.pages %}[{{ p.content | strip }}]{% endfor %}]][<p><em>C</em></p>][{% "
   "for p in site.pages %}[{{ p.content | strip }}]{% endfor %}]\n"}, {NULL, NULL}};
    check_site("pageorder", PAGE_ORDER, outs);
}

/* ---- a UTF-8 byte order mark is skipped; CRLF files behave as LF ones; an excerpt that cuts a block ---- */
static const file_spec BOM[] = {
    {"_config.yml", "\357\273\277title: BOM site\n"}, /* one line: Psych drops what follows a BOM line */
    {"index.html", "\357\273\277---\nlayout: l\n---\n{% include i.html %}|{{ site.data.d.k }}|{{ site.title }}\n"},
    {"_layouts/l.html", "\357\273\277---\n---\n[{{ content }}]\n"},
    {"_includes/i.html", "\357\273\277inc"},
    {"_data/d.yml", "\357\273\277k: v\n"},
    {"_posts/2020-01-01-b.md",
     "\357\273\277---\ntitle: B\nlayout: l\n---\n{% include i.html %}|{{ site.data.d.k }}|{{ site.title }}\n"},
    {NULL, NULL}};

static void test_bom(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"index.html",
   "\357\273\277---\n"
   "layout: l\n"
   "---\n"
   "{% include i.html %}|{{ site.data.d.k }}|{{ site.title }}\n"}, {"2020/01/01/b.html",
   "[<table>\n"
   "  <tbody>\n"
   "    <tr>\n"
   "      <td>inc</td>\n"
   "      <td>v</td>\n"
   "      <td>BOM site</td>\n"
   "    </tr>\n"
   "  </tbody>\n"
   "</table>\n"
   "]\n"}, {NULL, NULL}};
    check_site("bom", BOM, outs);
}

static const file_spec CRLF[] = {
    {"_config.yml", "time: 2026-07-01 12:00:00 +0000\r\ntitle: CRLF\r\n"},
    {"_posts/2020-01-01-c.md", "---\r\ntitle: C\r\n---\r\nFirst para\r\nline two\r\n\r\nSecond para\r\n"},
    {"_posts/2020-01-02-r.md", "---\n---\n{% raw %}\na {{ b }}\n\nc{% endraw %}\n\nmore\n"},
    {"_posts/2020-01-03-i.md", "---\n---\n{% if true %}x\n\ny{% endif %}\n\nmore\n"},
    {"_posts/2019-01-04-h.md", "---\r\n---\r\n<dl>\r\n  <dt>A</dt>\r\n\r\n  <dt>B</dt>\r\n</dl>\r\n\r\n"
                               "```js\r\n// c\r\nvar a;\r\n```\r\n\r\n    indented\r\n    code\r\n\r\nend\r\n"},
    {"index.html", "---\r\nlayout: l\r\n---\r\n{% for p in site.posts %}({{ p.excerpt }}){% endfor %}|{{ site.title }}|"
                   "{{ site.data.d.k }}\r\n"},
    {"_layouts/l.html", "---\r\nx: 1\r\n---\r\n<{{ layout.x }}>{{ content }}</>\r\n"},
    {"_data/d.yml", "k: v\r\nj: w\r\n"},
    {NULL, NULL}};

static void test_crlf_excerpts(void **state)
{
    (void)state;
    static const out_spec outs[] = {
        {"index.html",
   "<1>(<p>x</p>\n"
   ")(\n"
   "<p>a {{ b }}</p>\n"
   ")(<p>First para\n"
   "line two</p>\n"
   "\n"
   "<p>Second para</p>\n"
   ")(<dl>\n"
   "  <dt>A</dt>\n"
   "\n"
   "  <dt>B</dt>\n"
   "</dl>\n"
   "\n"
   "<div class=\"language-js highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>"
   "<span class=\"c1\">// c</span>\n"
   "<span class=\"kd\">var</span> <span class=\"nx\">a</span><span class=\"p\">;</span>\n"
   "</code></pre></div></div>\n"
   "\n"
   "<div class=\"language-plaintext highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\""
   "><code>indented\n"
   "code\n"
   "</code></pre></div></div>\n"
   "\n"
   "<p>end</p>\n"
   ")|CRLF|v\015\n"
   "</>\015\n"}, {"2020/01/01/c.html",
   "<p>First para\n"
   "line two</p>\n"
   "\n"
   "<p>Second para</p>\n"}, {"2019/01/04/h.html",
   "<dl>\n"
   "  <dt>A</dt>\n"
   "\n"
   "  <dt>B</dt>\n"
   "</dl>\n"
   "\n"
   "<div class=\"language-js highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>"
   "<span class=\"c1\">// c</span>\n"
   "<span class=\"kd\">var</span> <span class=\"nx\">a</span><span class=\"p\">;</span>\n"
   "</code></pre></div></div>\n"
   "\n"
   "<div class=\"language-plaintext highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\""
   "><code>indented\n"
   "code\n"
   "</code></pre></div></div>\n"
   "\n"
   "<p>end</p>\n"}, {NULL, NULL}};
    check_site("crlf", CRLF, outs);
}

/* ---- an excerpt that cuts Liquid blocks in two: Jekyll closes each block tag whose end tag is not in the head
 * (innermost first); where that leaves the head unbalanced (an `if` closed, a later one cut), Jekyll 4.3.1 stops
 * with "'if' tag was never closed", and sitepub closes what is left open instead ---- */
static const file_spec CUT[] = {
    {"_config.yml", CONFIG},
    {"_posts/2020-01-02-b.md", "---\n---\n{% for i in (1..2) %}{{ i }}{% raw %}{{ q\n\n}}{% endraw %}{% endfor %}\n\n"
                               "more\n"},
    {"index.html", "---\n---\n{% for p in site.posts %}({{ p.excerpt }}){% endfor %}\n"},
    {NULL, NULL}};

static void test_excerpt_cuts(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"index.html",
   "(<p>1{{ q</p>\n"
   "\n"
   "<p>2{{ q</p>\n"
   "\n"
   ")\n"}, {NULL, NULL}};
    check_site("cut", CUT, outs);
    if (getenv("SITEPUB_TEST_DUMP"))
        return;
    static const file_spec CUT2[] = {
        {"_posts/2020-01-01-a.md", "---\n---\n{% if true %}x{% endif %} {% if true %}y\n\nz{% endif %}\n\nmore\n"},
        {NULL, NULL}};
    sp_error err;
    char dest[512];
    if (build_site("cut", CUT2, &err, dest, sizeof dest, 2) != 0) {
        char b[2048];
        fail_msg("a cut block broke the build: %s", sp_error_format(&err, b, sizeof b));
    }
    /* the second excerpt (site.posts is newest first) is the head closed by Liquid's nesting: what Jekyll 4.3.1
     * renders for the page "{% if true %}x{% endif %} {% if true %}y\n{% endif %}" (a .md page: "<p>x y</p>\n") */
    static const out_spec outs2[] = {{"index.html", "(<p>1{{ q</p>\n\n<p>2{{ q</p>\n\n)(<p>x y</p>\n)\n"},
                                     {NULL, NULL}};
    expect_outputs(dest, outs2);
}

/* ---- symbolic links: one that stays inside the source is read as its target (a file, or a folder walked as
 * Jekyll walks it); one that leaves the source is not read (Jekyll --safe; sitepub always) ---- */
static const file_spec LINKS[] = {
    {".jekyll-args", "--safe"},
    {"_config.yml", CONFIG "exclude: [.jekyll-args]\n"},
    {"real/a.md", "---\n---\nreal a {% include l.html %}\n"},
    {"real/s.txt", "static\n"},
    {"link.md", "->real/a.md"},
    {"linkdir", "->real"},
    {"_includes/real.html", "R"},
    {"_includes/l.html", "->real.html"},
    {"out.txt", "->/etc/hostname"},
    {"outdir", "->/etc"},
    {NULL, NULL}};

static void test_symlinks(void **state)
{
    (void)state;
    static const out_spec outs[] = {{"real/a.html",
   "<p>real a R</p>\n"}, {"link.html",
   "<p>real a R</p>\n"}, {"linkdir/a.html",
   "<p>real a R</p>\n"},
                                    {"linkdir/s.txt",
   "static\n"}, {"out.txt", NULL},       {"outdir/hostname", NULL},
                                    {NULL, NULL}};
    check_site("links", LINKS, outs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_permalink_ext, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sass, setup, teardown),
        cmocka_unit_test_setup_teardown(test_config_data, setup, teardown),
        cmocka_unit_test_setup_teardown(test_defaults, setup, teardown),
        cmocka_unit_test_setup_teardown(test_future, setup, teardown),
        cmocka_unit_test_setup_teardown(test_file_name_dates, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bad_post_name, setup, teardown),
        cmocka_unit_test_setup_teardown(test_render_order, setup, teardown),
        cmocka_unit_test_setup_teardown(test_render_order_include, setup, teardown),
        cmocka_unit_test_setup_teardown(test_page_order, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bom, setup, teardown),
        cmocka_unit_test_setup_teardown(test_crlf_excerpts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_excerpt_cuts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_symlinks, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
