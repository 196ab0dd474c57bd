/* Tests of the markdown module against kramdown 2.4 + kramdown-parser-gfm 1.1 as Jekyll 4.3 configures it.
 * Every expected HTML in markdown_cases.h was written by kramdown itself (tests/tools/gen-markdown-cases.rb). */
#include "test_support.h"

#include <pthread.h>
#include <unistd.h>

#include "sitepub/arena.h"
#include "sitepub/markdown.h"
#include "sitepub/value.h"

#include "markdown_cases.h"

/* The options of a case: "key=value ..." as gen-markdown-cases.rb gives them to kramdown. */
static void case_options(const char *spec, sp_markdown_options *o)
{
    sp_markdown_options_init(o);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *save = NULL, *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(tok, '=');
        const char *v = eq ? eq + 1 : "";
        if (eq) {
            *eq = 0;
        }
        if (strcmp(tok, "nohl") == 0) {
            o->highlight = false;
            o->highlight_spans = false;
        } else if (strcmp(tok, "auto_ids") == 0) {
            o->auto_ids = strcmp(v, "true") == 0;
        } else if (strcmp(tok, "auto_id_prefix") == 0) {
            snprintf(o->auto_id_prefix, sizeof o->auto_id_prefix, "%s", v);
        } else if (strcmp(tok, "guess_lang") == 0) {
            o->guess_lang = strcmp(v, "true") == 0;
        } else if (strcmp(tok, "hard_wrap") == 0) {
            o->hard_wrap = strcmp(v, "true") == 0;
        } else if (strcmp(tok, "parse_block_html") == 0) {
            o->parse_block_html = strcmp(v, "true") == 0;
        } else if (strcmp(tok, "entity_output") == 0) {
            o->entity_output = strcmp(v, "numeric") == 0    ? SP_MD_ENTITY_NUMERIC
                               : strcmp(v, "symbolic") == 0 ? SP_MD_ENTITY_SYMBOLIC
                               : strcmp(v, "as_input") == 0 ? SP_MD_ENTITY_AS_INPUT
                                                            : SP_MD_ENTITY_AS_CHAR;
        } else if (strcmp(tok, "footnote_backlink") == 0) {
            snprintf(o->footnote_backlink, sizeof o->footnote_backlink, "%s", v);
        } else if (strcmp(tok, "smart_quotes") == 0) {
            char q[64];
            snprintf(q, sizeof q, "%s", v);
            int i = 0;
            for (char *s2 = NULL, *t = strtok_r(q, ",", &s2); t && i < 4; t = strtok_r(NULL, ",", &s2), i++) {
                snprintf(o->smart_quotes[i], sizeof o->smart_quotes[i], "%s", t);
            }
        } else {
            fail_msg("unknown option in case: %s", tok);
        }
    }
}

static void test_kramdown_cases(void **state)
{
    (void)state;
    int failed = 0;
    for (size_t i = 0; i < sizeof md_cases / sizeof md_cases[0]; i++) {
        sp_markdown_options o;
        case_options(md_cases[i].opts, &o);
        sp_buf out = SP_BUF_INIT;
        sp_error err;
        sp_error_clear(&err);
        assert_int_equal(sp_markdown_render(md_cases[i].md, strlen(md_cases[i].md), &o, &out, &err), 0);
        if (strcmp(sp_buf_cstr(&out), md_cases[i].html) != 0) {
            fprintf(stderr, "case %s:\n--- kramdown\n%s--- sitepub\n%s---\n", md_cases[i].name, md_cases[i].html,
                    sp_buf_cstr(&out));
            failed++;
        }
        sp_buf_free(&out);
    }
    assert_int_equal(failed, 0);
}

static void test_gfm_header_id(void **state)
{
    (void)state;
    sp_buf b = SP_BUF_INIT;
    sp_markdown_gfm_header_id("Key Features & Capabilities", 27, &b);
    assert_string_equal(sp_buf_cstr(&b), "key-features--capabilities");
    sp_buf_clear(&b);
    sp_markdown_gfm_header_id("\xc3\x9c" "ber Caf\xc3\xa9", 11, &b);
    assert_string_equal(sp_buf_cstr(&b), "\xc3\xbc" "ber-caf\xc3\xa9");
    sp_buf_free(&b);
}

/* A code hook standing in for the highlight module: wraps tokens so the test sees where they go. */
static int fake_hook(void *ctx, sp_md_code_kind kind, const char *lang, const char *code, size_t len, sp_buf *out,
                     sp_error *err)
{
    int *calls = ctx;
    (*calls)++;
    if (strcmp(lang, "nolexer") == 0) {
        return 1;
    }
    if (strcmp(lang, "boom") == 0) {
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0, "highlighter failed");
    }
    sp_buf_printf(out, "<span class=\"k\">%s:%.*s</span>", kind == SP_MD_CODE_BLOCK ? "B" : "S", (int)len, code);
    return 0;
}

static void test_code_hook(void **state)
{
    (void)state;
    int calls = 0;
    sp_markdown_options o;
    sp_markdown_options_init(&o);
    o.code_hook = fake_hook;
    o.code_ctx = &calls;
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    const char *md = "```ruby\nx\n```\n\n```nolexer\ny\n```\n\n`z`\n";
    assert_int_equal(sp_markdown_render(md, strlen(md), &o, &out, &err), 0);
    assert_string_equal(sp_buf_cstr(&out),
                        "<div class=\"language-ruby highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\">"
                        "<code><span class=\"k\">B:x\n</span></code></pre></div></div>\n"
                        "\n"
                        "<pre><code class=\"language-nolexer\">y\n</code></pre>\n"
                        "\n"
                        "<p><code class=\"language-plaintext highlighter-rouge\"><span class=\"k\">S:z</span></code></p>\n");
    assert_int_equal(calls, 3);
    sp_buf_clear(&out);
    const char *bad = "```boom\nx\n```\n";
    assert_int_equal(sp_markdown_render(bad, strlen(bad), &o, &out, &err), -1);
    assert_string_equal(err.message, "highlighter failed");
    sp_buf_free(&out);
}

static void test_options_from_config(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value cfg;
    sp_error err;
    const char *y = "highlighter: rouge\nkramdown:\n  auto_ids: false\n  auto_id_prefix: 'h-'\n  hard_wrap: true\n"
                    "  smart_quotes: 'apos,apos,quot,quot'\n  toc_levels: [2, 3]\n  entity_output: numeric\n"
                    "  parse_block_html: true\n  syntax_highlighter_opts:\n    default_lang: text\n";
    assert_int_equal(sp_yaml_load(a, y, strlen(y), "_config.yml", 0, &cfg, &err), 0);
    sp_markdown_options o;
    assert_int_equal(sp_markdown_options_from_config(cfg, &o, &err), 0);
    assert_false(o.auto_ids);
    assert_string_equal(o.auto_id_prefix, "h-");
    assert_true(o.hard_wrap);
    assert_string_equal(o.smart_quotes[0], "apos");
    assert_string_equal(o.smart_quotes[3], "quot");
    assert_int_equal(o.toc_levels, (1u << 2) | (1u << 3));
    assert_int_equal(o.entity_output, SP_MD_ENTITY_NUMERIC);
    assert_true(o.parse_block_html);
    assert_true(o.highlight);
    assert_string_equal(o.default_lang, "text");

    const char *bad = "kramdown:\n  entity_output: fancy\n";
    assert_int_equal(sp_yaml_load(a, bad, strlen(bad), "_config.yml", 0, &cfg, &err), 0);
    assert_int_equal(sp_markdown_options_from_config(cfg, &o, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);

    /* Jekyll's defaults with no kramdown block */
    assert_int_equal(sp_markdown_options_from_config(sp_nil(), &o, &err), 0);
    assert_true(o.auto_ids);
    assert_int_equal(o.toc_levels, 0x7eu);
    assert_string_equal(o.default_lang, "plaintext");
    sp_arena_free(a);
}

/* Several threads render at once and get the same bytes as one thread. */
static const char *thread_doc = "# Title\n\nSome \"text\" -- here[^1].\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n"
                                "```\ncode\n```\n\n[^1]: Note.\n";
static void *thread_main(void *arg)
{
    sp_buf *out = arg;
    for (int i = 0; i < 50; i++) {
        sp_buf_clear(out);
        sp_error err;
        if (sp_markdown_render(thread_doc, strlen(thread_doc), NULL, out, &err) != 0) {
            return (void *)1;
        }
    }
    return NULL;
}

static void test_threads(void **state)
{
    (void)state;
    sp_buf ref = SP_BUF_INIT;
    sp_error err;
    assert_int_equal(sp_markdown_render(thread_doc, strlen(thread_doc), NULL, &ref, &err), 0);
    pthread_t t[4];
    sp_buf outs[4];
    for (int i = 0; i < 4; i++) {
        sp_buf_init(&outs[i]);
        assert_int_equal(pthread_create(&t[i], NULL, thread_main, &outs[i]), 0);
    }
    for (int i = 0; i < 4; i++) {
        void *r;
        pthread_join(t[i], &r);
        assert_null(r);
        assert_string_equal(sp_buf_cstr(&outs[i]), sp_buf_cstr(&ref));
        sp_buf_free(&outs[i]);
    }
    sp_buf_free(&ref);
}

/* Issue 20: a page of `> ` or `- ` repeated 10,000 times overflowed the writer's stack; it is refused as deep YAML
 * is (SP_ERR_INPUT, exit 3, with its line), and a nesting the writers accept still renders. */
static void test_deep_nesting(void **state)
{
    (void)state;
    const char *units[] = {"> ", "- ", "* > "};
    for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) {
        sp_buf md = SP_BUF_INIT;
        sp_buf_puts(&md, "para\n\n");
        for (int i = 0; i < 10000; i++) {
            sp_buf_puts(&md, units[u]);
        }
        sp_buf_puts(&md, "deep\n");
        sp_buf out = SP_BUF_INIT;
        sp_error err;
        sp_error_clear(&err);
        assert_int_equal(sp_markdown_render(md.data, md.len, NULL, &out, &err), -1);
        assert_int_equal(err.code, SP_ERR_INPUT);
        assert_int_equal(err.line, 3);
        assert_non_null(strstr(err.message, "nesting deeper than"));
        sp_buf_free(&out);
        sp_buf_truncate(&md, 0);
        for (int i = 0; i < 200; i++) {
            sp_buf_puts(&md, units[u]);
        }
        sp_buf_puts(&md, "ok\n");
        assert_int_equal(sp_markdown_render(md.data, md.len, NULL, &out, &err), 0);
        assert_non_null(strstr(sp_buf_cstr(&out), "ok"));
        sp_buf_free(&out);
        sp_buf_free(&md);
    }
}

/* Render md under a generous alarm (the default SIGALRM action ends the test): deep must be refused as too deeply
 * nested; anything else renders, or is refused for nesting (`![`, `<span>` nest too), never anything else. */
static void render_bounded(const sp_buf *md, const sp_markdown_options *o, bool deep)
{
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    sp_error_clear(&err);
    alarm(60);
    int r = sp_markdown_render(md->data, md->len, o, &out, &err);
    alarm(0);
    if (deep) {
        assert_int_equal(r, -1);
        assert_int_equal(err.code, SP_ERR_INPUT);
    } else if (r != 0) {
        assert_int_equal(err.code, SP_ERR_INPUT);
        assert_non_null(strstr(err.message, "nesting deeper than"));
    } else {
        assert_true(out.len > 0);
    }
    sp_buf_free(&out);
}

/* Pathological inputs of cmark's pathological_tests.py kinds, 100 KB each: kramdown's own rules rescan the rest
 * of a text for every unclosed opener; the parser bounds that work (kd_over_budget), so each renders promptly. The
 * bound is checked by a generous alarm (the default SIGALRM action ends the test), not by timing. */
static void test_pathological(void **state)
{
    (void)state;
    static const struct {
        const char *unit;
        bool deep; /* nesting: refused with SP_ERR_INPUT */
    } cases[] = {{"*", false},   {"`", false},    {"[", false},    {"![", false},  {"*a ", false},
                 {"_a ", false}, {"**a ", false}, {"{:", false},   {"<", false},   {"\"'", false},
                 {"`a``b", false}, {"$$", false}, {"&#", false},   {"<span>", false}, {"~~a", false},
                 {"> ", true},   {"- ", false},   {"1. ", false}}; /* a line of "- " only is a rule */
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sp_buf md = SP_BUF_INIT;
        while (md.len < 100 * 1024) {
            sp_buf_puts(&md, cases[i].unit);
        }
        sp_buf_puts(&md, "\n");
        render_bounded(&md, NULL, cases[i].deep);
        sp_buf_free(&md);
    }
}

/* ---- CommonMark (jekyll-commonmark 1.4 / jekyll-commonmark-ghpages 0.5.1) ---- */

static void load_cfg(sp_arena *a, const char *y, sp_value *cfg)
{
    sp_error err;
    assert_int_equal(sp_yaml_load(a, y, strlen(y), "_config.yml", 0, cfg, &err), 0);
}

/* Jekyll's get_processor and jekyll-commonmark's setup_options/setup_extensions (their Ruby read by hand; the
 * sites of tests/scripts/build_commonmark.sh show the same through Jekyll itself) */
static void test_commonmark_options(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value cfg;
    sp_markdown_options o;
    sp_error err;
    load_cfg(a, "markdown: KRAMDOWN\nkramdown:\n  input: nonsense\n", &cfg);
    assert_int_equal(sp_markdown_options_from_config(cfg, &o, &err), -1); /* kramdown reads its block */
    load_cfg(a, "markdown: KramdownParser\n", &cfg);
    sp_markdown_options_processor(cfg, false, false, &o);
    assert_int_equal(o.processor, SP_MD_KRAMDOWN);
    /* CommonMark needs its gem; the class name is case-sensitive */
    load_cfg(a, "markdown: CommonMark\nkramdown:\n  input: nonsense\n", &cfg);
    assert_int_equal(sp_markdown_options_from_config(cfg, &o, &err), 0); /* kramdown's block unread */
    assert_int_equal(o.processor, SP_MD_INVALID);
    sp_markdown_options_processor(cfg, true, false, &o);
    assert_int_equal(o.processor, SP_MD_COMMONMARK);
    assert_true(o.highlight);
    sp_markdown_options_processor(cfg, false, true, &o); /* -ghpages requires jekyll-commonmark */
    assert_int_equal(o.processor, SP_MD_COMMONMARK);
    load_cfg(a, "markdown: commonmark\n", &cfg);
    sp_markdown_options_processor(cfg, true, false, &o);
    assert_int_equal(o.processor, SP_MD_INVALID);
    sp_buf out = SP_BUF_INIT;
    assert_int_equal(sp_markdown_render("x", 1, &o, &out, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    /* Jekyll 4.3.1, `markdown: commonmark` with jekyll-commonmark, a Markdown page:
     *   Markdown processor: "commonmark" is not a valid Markdown processor.
     *                       Available processors are: kramdown, CommonMark
     *   ... Invalid Markdown processor given: commonmark */
    assert_string_equal(err.message, "Invalid Markdown processor given: commonmark (Markdown processor: "
                                     "\"commonmark\" is not a valid Markdown processor. Available processors "
                                     "are: kramdown, CommonMark)");
    assert_int_equal(err.file[0], 0); /* the caller names the document */
    /* without the plugin, `markdown: 'Fo"o#{x}\ é'`: the name as Ruby's inspect writes it */
    load_cfg(a, "markdown: 'Fo\"o#{x}\\ \xc3\xa9'\n", &cfg);
    sp_markdown_options_processor(cfg, false, false, &o);
    assert_int_equal(sp_markdown_processor_check(&o, &err), -1);
    assert_string_equal(err.message, "Invalid Markdown processor given: Fo\"o#{x}\\ \xc3\xa9 (Markdown processor: "
                                     "\"Fo\\\"o\\#{x}\\\\ \xc3\xa9\" is not a valid Markdown processor. "
                                     "Available processors are: kramdown)");
    assert_int_equal(sp_markdown_processor_check(NULL, &err), 0);
    sp_buf_free(&out);
    load_cfg(a, "markdown: CommonMarkGhPages\n", &cfg);
    sp_markdown_options_processor(cfg, true, false, &o);
    assert_int_equal(o.processor, SP_MD_INVALID);
    sp_markdown_options_processor(cfg, true, true, &o);
    assert_int_equal(o.processor, SP_MD_COMMONMARK_GHPAGES);
    assert_int_equal(sp_markdown_processor_check(&o, &err), 0);
    load_cfg(a, "markdown: Foo\n", &cfg); /* jekyll-commonmark-ghpages is not installed here: Ruby lists
                                                * constants in definition order, jekyll-commonmark's first */
    sp_markdown_options_processor(cfg, false, true, &o);
    assert_int_equal(sp_markdown_processor_check(&o, &err), -1);
    assert_non_null(strstr(err.message, "Available processors are: kramdown, CommonMark, CommonMarkGhPages)"));
    /* options upcased and split into parse and render sets; extensions in order, once each */
    load_cfg(a,
             "markdown: CommonMark\ncommonmark:\n  options: [smart, UNSAFE, HardBreaks, github_pre_lang, BOGUS]\n"
             "  extensions: [tagfilter, table, Table, table, autolink]\n",
             &cfg);
    sp_markdown_options_processor(cfg, true, false, &o);
    assert_int_equal(o.cm_parse, SP_MD_CM_SMART | SP_MD_CM_UNSAFE);
    assert_int_equal(o.cm_render, SP_MD_CM_SMART | SP_MD_CM_UNSAFE | SP_MD_CM_HARDBREAKS | SP_MD_CM_GITHUB_PRE_LANG);
    assert_int_equal(o.cm_next, 3);
    assert_int_equal(o.cm_ext[0], SP_MD_CM_EXT_TAGFILTER);
    assert_int_equal(o.cm_ext[1], SP_MD_CM_EXT_TABLE);
    assert_int_equal(o.cm_ext[2], SP_MD_CM_EXT_AUTOLINK);
    assert_string_equal(o.cm_invalid, "option BOGUS, extension Table");
    /* not a list of strings: the plugin's collect raises NoMethodError and it uses none */
    load_cfg(a, "markdown: CommonMark\ncommonmark:\n  options: SMART\n  extensions: [table, 3]\n", &cfg);
    sp_markdown_options_processor(cfg, true, false, &o);
    assert_int_equal(o.cm_parse, 0);
    assert_int_equal(o.cm_render, 0);
    assert_int_equal(o.cm_next, 0);
    sp_arena_free(a);
}

static void cm_render(sp_md_processor proc, unsigned opts, const char *md, const char *want)
{
    sp_markdown_options o;
    sp_markdown_options_init(&o);
    o.processor = proc;
    o.cm_parse = o.cm_render = opts;
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    assert_int_equal(sp_markdown_render(md, strlen(md), &o, &out, &err), 0);
    assert_string_equal(sp_buf_cstr(&out), want);
    sp_buf_free(&out);
}

/* jekyll-commonmark-ghpages 0.5.1 (lib/jekyll-commonmark-ghpages.rb, read by hand: Debian has no package of it and
 * the gem needs Jekyll < 4, so these values are derived from its source, not printed by it): header ids by its
 * basic_generate_id on the header's HTML, code blocks highlighted only for a language Rouge knows (and then in a
 * block), else a bare <pre><code> outside any block (so nothing separates it from what follows), and the
 * highlight tag's line-break markers turned back into newlines. */
static void test_commonmark_ghpages(void **state)
{
    (void)state;
    cm_render(SP_MD_COMMONMARK_GHPAGES, 0, "# Hello\n\n## Hi, world!\n\n# Hello\n\n# 1. *\xc3\x89mph* x\n\n#\n",
              "<h1 id=\"hello\">Hello</h1>\n<h2 id=\"hi-world\">Hi, world!</h2>\n<h1 id=\"hello-1\">Hello</h1>\n"
              "<h1 id=\"emmphem-x\">1. <em>\xc3\x89mph</em> x</h1>\n<h1 id=\"section\"></h1>\n");
    cm_render(SP_MD_COMMONMARK_GHPAGES, 0, "```ruby,linenos\nx = 1\n```\n\n```nosuch\na<b\n```\n\n```\nplain\n```\n",
              "<div class=\"language-ruby highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>"
              "x = 1\n</code></pre></div></div>\n<pre><code class=\"language-nosuch\">a&lt;b\n</code></pre>"
              "<pre><code>plain\n</code></pre>");
    cm_render(SP_MD_COMMONMARK_GHPAGES, SP_MD_CM_GITHUB_PRE_LANG, "```nosuch\nx\n```\n",
              "<pre lang=\"nosuch\"><code>x\n</code></pre>");
    cm_render(SP_MD_COMMONMARK_GHPAGES, SP_MD_CM_UNSAFE, "<div>a<br data-jekyll-commonmark-ghpages>b</div>\n",
              "<div>a\nb</div>\n");
    cm_render(SP_MD_COMMONMARK_GHPAGES, 0, "<div>a<br data-jekyll-commonmark-ghpages>b</div>\n",
              "<!-- raw HTML omitted -->\n");
    /* jekyll-commonmark itself: no ids, every code block in the plugin's wrapper */
    cm_render(SP_MD_COMMONMARK, 0, "# Hello\n\n```nosuch\nx\n```\n",
              "<h1>Hello</h1>\n<div class=\"language-nosuch highlighter-rouge\"><div class=\"highlight\">"
              "<pre class=\"highlight\"><code data-lang=\"nosuch\">x\n</code></pre></div></div>\n");
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, "keep\na\r\nb\nc\rd");
    sp_markdown_ghpages_highlight(&b, 5);
    assert_string_equal(sp_buf_cstr(&b),
                        "keep\na<br data-jekyll-commonmark-ghpages>b<br data-jekyll-commonmark-ghpages>c\rd");
    sp_buf_free(&b);
}

/* The pathological inputs again through cmark-gfm with every extension and option that adds work: cmark is
 * linear in them; sitepub's writer refuses nesting past its bound rather than recursing without one. Except one:
 * cmark-gfm 0.29.0.gfm.6's smart quotes are quadratic in a run of quotes (100 KB of `"'` takes 30 s in
 * commonmarker's own parse, 10 s here), so that input runs without SMART: the reference has the same cost. */
static void test_commonmark_pathological(void **state)
{
    (void)state;
    static const char *const units[] = {"*", "`", "[", "![", "*a ", "_a ", "**a ", "<", "\"'", "`a``b", "&#",
                                        "<span>", "~~a", "> ", "- ", "1. ", "|a", "[^1]", "www.", "a@b.", "- [ ] "};
    for (int proc = 0; proc < 2; proc++) {
        for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
            sp_buf md = SP_BUF_INIT;
            while (md.len < 100 * 1024) {
                sp_buf_puts(&md, units[i]);
            }
            sp_buf_puts(&md, "\n");
            sp_markdown_options o;
            sp_markdown_options_init(&o);
            o.processor = proc ? SP_MD_COMMONMARK_GHPAGES : SP_MD_COMMONMARK;
            o.cm_parse = SP_MD_CM_UNSAFE | SP_MD_CM_FOOTNOTES | (strcmp(units[i], "\"'") ? SP_MD_CM_SMART : 0);
            o.cm_render = o.cm_parse | SP_MD_CM_HARDBREAKS;
            for (unsigned x = SP_MD_CM_EXT_TABLE; x <= SP_MD_CM_EXT_TASKLIST; x++) {
                o.cm_ext[o.cm_next++] = (unsigned char)x;
            }
            render_bounded(&md, &o, false);
            sp_buf_free(&md);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kramdown_cases), cmocka_unit_test(test_gfm_header_id),
        cmocka_unit_test(test_code_hook),      cmocka_unit_test(test_options_from_config),
        cmocka_unit_test(test_threads),        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_pathological),   cmocka_unit_test(test_commonmark_options),
        cmocka_unit_test(test_commonmark_ghpages), cmocka_unit_test(test_commonmark_pathological),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
