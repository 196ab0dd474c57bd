/* Unit tests for sitepub/highlight.h. Expected strings are Jekyll 4.3.1's output (kramdown 2.4, Rouge 3.30) for
 * the same input, copied from a `jekyll build` of a page holding these blocks. */
#include "test_support.h"

#include <pthread.h>

#include "highlight/engine.h"
#include "rouge_name_tags.h"
#include "sitepub/highlight.h"

#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define ON_VALGRIND() RUNNING_ON_VALGRIND
#endif
#endif
#ifndef ON_VALGRIND
#define ON_VALGRIND() 0
#endif

static char *hl_block(const char *lang, const char *code)
{
    sp_buf b = SP_BUF_INIT;
    sp_highlight_codeblock(lang, code, strlen(code), 0, &b);
    return sp_buf_detach(&b);
}

/* Every name Rouge 3.30 knows (tags and aliases) finds the lexer Rouge finds for it, and it is highlighted (not
 * the plaintext stand-in for an unported language), and sp_highlight_lexer_info lists all 217 lexers. */
static void test_every_rouge_name(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rouge_name_tags / sizeof rouge_name_tags[0]; i++) {
        const char *name = rouge_name_tags[i][0], *tag = rouge_name_tags[i][1];
        const sp_lexer *l = sp_lexer_find(name, strlen(name));
        if (!l || strcmp(sp_lexer_tag(l), tag) != 0) {
            fprintf(stderr, "%s: found %s, Rouge finds %s\n", name, l ? sp_lexer_tag(l) : "nothing", tag);
            fail();
        }
    }
    sp_lexer_info info;
    size_t n = 0;
    while (sp_highlight_lexer_info(n, &info)) {
        if (!info.highlighted)
            fprintf(stderr, "%s: not highlighted\n", info.tag);
        assert_true(info.highlighted);
        n++;
    }
    assert_int_equal(n, 217);
}

static void test_lookup(void **state)
{
    (void)state;
    assert_string_equal(sp_lexer_tag(sp_lexer_find("py", 2)), "python");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("python", 6)), "python");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("c++", 3)), "cpp");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("bash", 4)), "shell");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("sh", 2)), "shell");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("zsh", 3)), "shell");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("yml", 3)), "yaml");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("text", 4)), "plaintext");
    assert_string_equal(sp_lexer_tag(sp_lexer_find("console", 7)), "console");
    /* Rouge's lookup is case-sensitive, and only whole names count */
    assert_null(sp_lexer_find("Python", 6));
    assert_null(sp_lexer_find("nosuchlang", 10));
    assert_null(sp_lexer_find("pyth", 4));
    /* find_fancy drops CGI-style options */
    assert_string_equal(sp_lexer_tag(sp_lexer_find_fancy("console?lang=shell", 18)), "console");
    /* a language Rouge knows is found (highlighted as plain text until sitepub has it) */
    assert_non_null(sp_lexer_find("haskell", 7));
    const char *const *langs = sp_highlight_languages();
    int n = 0;
    for (; langs[n]; n++)
        ;
    assert_true(n >= 8);
}

static void test_unknown_is_plaintext(void **state)
{
    (void)state;
    sp_buf b = SP_BUF_INIT;
    assert_int_equal(sp_highlight("nosuchlang", "a < b & \"c\"", 11, &b), 0);
    assert_string_equal(b.data, "a &lt; b &amp; \"c\"");
    sp_buf_clear(&b);
    assert_int_equal(sp_highlight("json", "{\"a\": 1}", 8, &b), 1);
    assert_string_equal(b.data, "<span class=\"p\">{</span><span class=\"nl\">\"a\"</span><span class=\"p\">:</span>"
                                "<span class=\"w\"> </span><span class=\"mi\">1</span><span class=\"p\">}</span>");
    sp_buf_clear(&b);
    sp_highlight("python", "", 0, &b);
    assert_string_equal(sp_buf_cstr(&b), "");
    sp_buf_free(&b);
}

static void test_codeblock(void **state)
{
    (void)state;
    char *s = hl_block("python", "def f(x):\n    return \"a<b\" & 'c'\n");
    assert_string_equal(
        s, "<div class=\"language-python highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>"
           "<span class=\"k\">def</span> <span class=\"nf\">f</span><span class=\"p\">(</span><span class=\"n\">x"
           "</span><span class=\"p\">):</span>\n    <span class=\"k\">return</span> <span class=\"s\">\"a&lt;b\""
           "</span> <span class=\"o\">&amp;</span> <span class=\"s\">'c'</span>\n</code></pre></div></div>\n");
    free(s);
    s = hl_block(NULL, "plain <x> \"q\" & 'z'\n");
    assert_string_equal(s, "<div class=\"language-plaintext highlighter-rouge\"><div class=\"highlight\"><pre "
                           "class=\"highlight\"><code>plain &lt;x&gt; \"q\" &amp; 'z'\n</code></pre></div></div>\n");
    free(s);
    s = hl_block("nosuchlang", "foo & \"bar\" <baz>\n");
    assert_string_equal(s, "<pre><code class=\"language-nosuchlang\">foo &amp; \"bar\" &lt;baz&gt;\n</code></pre>\n");
    free(s);
    s = hl_block("Python", "x=1\n");
    assert_string_equal(s, "<pre><code class=\"language-Python\">x=1\n</code></pre>\n");
    free(s);
}

static void test_codespan(void **state)
{
    (void)state;
    sp_buf b = SP_BUF_INIT;
    sp_highlight_codespan(NULL, "a<b & \"c\"", 9, &b);
    assert_string_equal(b.data, "<code class=\"language-plaintext highlighter-rouge\">a&lt;b &amp; \"c\"</code>");
    sp_buf_free(&b);
}

static char *hl_tag(const char *markup, const char *code)
{
    sp_buf b = SP_BUF_INIT;
    sp_error err;
    sp_error_clear(&err);
    assert_int_equal(sp_highlight_tag(markup, code, strlen(code), &b, &err), 0);
    return sp_buf_detach(&b);
}

static void test_tag(void **state)
{
    (void)state;
    char *s = hl_tag(" python ", "\n\nx = 1  # c <d>\n\n");
    assert_string_equal(s, "<figure class=\"highlight\"><pre><code class=\"language-python\" data-lang=\"python\">"
                           "<span class=\"n\">x</span> <span class=\"o\">=</span> <span class=\"mi\">1</span>  "
                           "<span class=\"c1\"># c &lt;d&gt;</span></code></pre></figure>");
    free(s);
    s = hl_tag("c++ linenos", "\nint main() {\n  return 0;\n}\n");
    assert_string_equal(
        s, "<figure class=\"highlight\"><pre><code class=\"language-c--\" data-lang=\"c++\"><table "
           "class=\"rouge-table\"><tbody><tr><td class=\"gutter gl\"><pre class=\"lineno\">1\n2\n3\n</pre></td><td "
           "class=\"code\"><pre><span class=\"kt\">int</span> <span class=\"nf\">main</span><span "
           "class=\"p\">()</span> <span class=\"p\">{</span>\n  <span class=\"k\">return</span> <span "
           "class=\"mi\">0</span><span class=\"p\">;</span>\n<span class=\"p\">}</span>\n</pre></td></tr></tbody>"
           "</table></code></pre></figure>");
    free(s);
    s = hl_tag("Plain Text", "\nplain text & more\n");
    assert_string_equal(s, "<figure class=\"highlight\"><pre><code class=\"language-plain\" data-lang=\"plain\">"
                           "plain text &amp; more</code></pre></figure>");
    free(s);
    s = hl_tag("json linenos=table", "\n{\"a\": [1, 2.5, null]}\n");
    assert_string_equal(
        s, "<figure class=\"highlight\"><pre><code class=\"language-json\" data-lang=\"json\"><table "
           "class=\"rouge-table\"><tbody><tr><td class=\"gutter gl\"><pre class=\"lineno\">1\n</pre></td><td "
           "class=\"code\"><pre><span class=\"p\">{</span><span class=\"nl\">\"a\"</span><span "
           "class=\"p\">:</span><span class=\"w\"> </span><span class=\"p\">[</span><span class=\"mi\">1</span><span "
           "class=\"p\">,</span><span class=\"w\"> </span><span class=\"mf\">2.5</span><span class=\"p\">,</span><span "
           "class=\"w\"> </span><span class=\"kc\">null</span><span class=\"p\">]}</span>\n</pre></td></tr></tbody>"
           "</table></code></pre></figure>");
    free(s);
    s = hl_tag("YAML", "\nkey: value\nlist:\n  - item\n");
    assert_string_equal(s, "<figure class=\"highlight\"><pre><code class=\"language-yaml\" data-lang=\"yaml\">"
                           "<span class=\"na\">key</span><span class=\"pi\">:</span> <span class=\"s\">value</span>\n"
                           "<span class=\"na\">list</span><span class=\"pi\">:</span>\n  <span class=\"pi\">-</span> "
                           "<span class=\"s\">item</span></code></pre></figure>");
    free(s);
}

static void test_tag_syntax_error(void **state)
{
    (void)state;
    sp_buf b = SP_BUF_INIT;
    sp_error err;
    sp_error_clear(&err);
    assert_int_equal(sp_highlight_tag("", "x", 1, &b, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_non_null(strstr(err.message, "Syntax Error in tag 'highlight'"));
    assert_int_equal(sp_highlight_tag("python linenos=\"a b\"", "x", 1, &b, &err), -1);
    assert_int_equal(sp_highlight_tag("python linenos", "x", 1, &b, NULL), 0);
    sp_buf_free(&b);
}

/* Several threads highlight the python and yaml samples at once; each must get Rouge's output. */
typedef struct job {
    const char *lang;
    sp_buf src, expected;
    int ok;
} job;

static void *run_job(void *arg)
{
    job *j = arg;
    j->ok = 1;
    for (int i = 0; i < 4; i++) {
        sp_buf out = SP_BUF_INIT;
        sp_highlight(j->lang, j->src.data, j->src.len, &out);
        if (out.len != j->expected.len || memcmp(out.data, j->expected.data, out.len) != 0)
            j->ok = 0;
        sp_buf_free(&out);
    }
    return NULL;
}

static void test_threads(void **state)
{
    (void)state;
    static const char *const langs[][2] = {
        {"python", "tests/highlight/python/sample.py"},
        {"yaml", "tests/highlight/yaml/sample.yml"},
        {"cpp", "tests/highlight/cpp/sample.cpp"},
        {"console", "tests/highlight/console/sample.txt"},
    };
    job jobs[8];
    pthread_t th[8];
    for (int i = 0; i < 8; i++) {
        char exp[256];
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].lang = langs[i % 4][0];
        snprintf(exp, sizeof exp, "tests/highlight/%s/expected.html", jobs[i].lang);
        assert_int_equal(sp_buf_read_file(&jobs[i].src, langs[i % 4][1]), 0);
        assert_int_equal(sp_buf_read_file(&jobs[i].expected, exp), 0);
    }
    for (int i = 0; i < 8; i++)
        assert_int_equal(pthread_create(&th[i], NULL, run_job, &jobs[i]), 0);
    for (int i = 0; i < 8; i++) {
        pthread_join(th[i], NULL);
        assert_true(jobs[i].ok);
        sp_buf_free(&jobs[i].src);
        sp_buf_free(&jobs[i].expected);
    }
}

/* Several threads lex the same Go code at once, many times each, while its rules get hot: the first lexes run
 * PCRE2's interpreter, then one thread JIT-compiles each rule that has been tried often enough while the others
 * keep lexing (engine.c, HL_JIT_AFTER). Every result must be Rouge's HTML for the code. No earlier test here
 * lexes Go, so the rules cross the threshold during this test. */
static const char go_src[] =
    "// Package sieve counts primes; the name \"crible\" is French: \xc3\xa9"".\n"
    "package sieve\n"
    "\n"
    "import \"fmt\"\n"
    "\n"
    "/* Primes returns the primes below n. */\n"
    "func Primes(n int) []int {\n"
    "\tcomposite := make([]bool, n)\n"
    "\tvar out []int\n"
    "\tfor i := 2; i < n; i++ {\n"
    "\t\tif composite[i] {\n"
    "\t\t\tcontinue\n"
    "\t\t}\n"
    "\t\tout = append(out, i)\n"
    "\t\tfor j := i * i; j < n; j += i {\n"
    "\t\t\tcomposite[j] = true\n"
    "\t\t}\n"
    "\t}\n"
    "\treturn out\n"
    "}\n"
    "\n"
    "func main() {\n"
    "\tfmt.Printf(\"%d primes, 0x%X, %.2f, `raw\\n`, '\xe6\x97\xa5""'\\n\", len(Primes(100)), 255, 3.14e0)\n"
    "}\n";
/* Rouge 3.30: Rouge::Formatters::HTML.new.format(Rouge::Lexer.find("go").lex(go_src)) */
static const char go_expected[] =
    "<span class=\"c\">// Package sieve counts primes; the name \"crible\" is French: \xc3\xa9"".</span>\n"
    "<span class=\"k\">package</span> <span class=\"n\">sieve</span>\n"
    "\n"
    "<span class=\"k\">import</span> <span class=\"s\">\"fmt\"</span>\n"
    "\n"
    "<span class=\"c\">/* Primes returns the primes below n. */</span>\n"
    "<span class=\"k\">func</span> <span class=\"n\">Primes</span><span class=\"p\">(</span><span class=\"n\">n</span> <span class=\"kt\">int</span><span class=\"p\">)</span> <span class=\"p\">[]</span><span class=\"kt\">int</span> <span class=\"p\">{</span>\n"
    "\t<span class=\"n\">composite</span> <span class=\"o\">:=</span> <span class=\"nb\">make</span><span class=\"p\">([]</span><span class=\"kt\">bool</span><span class=\"p\">,</span> <span class=\"n\">n</span><span class=\"p\">)</span>\n"
    "\t<span class=\"k\">var</span> <span class=\"n\">out</span> <span class=\"p\">[]</span><span class=\"kt\">int</span>\n"
    "\t<span class=\"k\">for</span> <span class=\"n\">i</span> <span class=\"o\">:=</span> <span class=\"m\">2</span><span class=\"p\">;</span> <span class=\"n\">i</span> <span class=\"o\">&lt;</span> <span class=\"n\">n</span><span class=\"p\">;</span> <span class=\"n\">i</span><span class=\"o\">++</span> <span class=\"p\">{</span>\n"
    "\t\t<span class=\"k\">if</span> <span class=\"n\">composite</span><span class=\"p\">[</span><span class=\"n\">i</span><span class=\"p\">]</span> <span class=\"p\">{</span>\n"
    "\t\t\t<span class=\"k\">continue</span>\n"
    "\t\t<span class=\"p\">}</span>\n"
    "\t\t<span class=\"n\">out</span> <span class=\"o\">=</span> <span class=\"nb\">append</span><span class=\"p\">(</span><span class=\"n\">out</span><span class=\"p\">,</span> <span class=\"n\">i</span><span class=\"p\">)</span>\n"
    "\t\t<span class=\"k\">for</span> <span class=\"n\">j</span> <span class=\"o\">:=</span> <span class=\"n\">i</span> <span class=\"o\">*</span> <span class=\"n\">i</span><span class=\"p\">;</span> <span class=\"n\">j</span> <span class=\"o\">&lt;</span> <span class=\"n\">n</span><span class=\"p\">;</span> <span class=\"n\">j</span> <span class=\"o\">+=</span> <span class=\"n\">i</span> <span class=\"p\">{</span>\n"
    "\t\t\t<span class=\"n\">composite</span><span class=\"p\">[</span><span class=\"n\">j</span><span class=\"p\">]</span> <span class=\"o\">=</span> <span class=\"no\">true</span>\n"
    "\t\t<span class=\"p\">}</span>\n"
    "\t<span class=\"p\">}</span>\n"
    "\t<span class=\"k\">return</span> <span class=\"n\">out</span>\n"
    "<span class=\"p\">}</span>\n"
    "\n"
    "<span class=\"k\">func</span> <span class=\"n\">main</span><span class=\"p\">()</span> <span class=\"p\">{</span>\n"
    "\t<span class=\"n\">fmt</span><span class=\"o\">.</span><span class=\"n\">Printf</span><span class=\"p\">(</span><span class=\"s\">\"%d primes, 0x%X, %.2f, `raw</span><span class=\"se\">\\n</span><span class=\"s\">`, '\xe6\x97\xa5""'</span><span class=\"se\">\\n</span><span class=\"s\">\"</span><span class=\"p\">,</span> <span class=\"nb\">len</span><span class=\"p\">(</span><span class=\"n\">Primes</span><span class=\"p\">(</span><span class=\"m\">100</span><span class=\"p\">)),</span> <span class=\"m\">255</span><span class=\"p\">,</span> <span class=\"m\">3.14e0</span><span class=\"p\">)</span>\n"
    "<span class=\"p\">}</span>\n";

#define GO_THREADS 4
#define GO_RUNS 150

typedef struct go_job {
    pthread_barrier_t *start;
    int bad;
} go_job;

static void *go_run(void *arg)
{
    go_job *j = arg;
    pthread_barrier_wait(j->start);
    for (int i = 0; i < GO_RUNS; i++) {
        sp_buf out = SP_BUF_INIT;
        assert_int_equal(sp_highlight("go", go_src, sizeof go_src - 1, &out), 1);
        if (out.len != sizeof go_expected - 1 || memcmp(out.data, go_expected, out.len) != 0)
            j->bad++;
        sp_buf_free(&out);
    }
    return NULL;
}

static void test_threads_jit(void **state)
{
    (void)state;
    assert_int_equal(hl_lang_hot_rules(&hl_lang_go), 0);
    pthread_barrier_t start;
    assert_int_equal(pthread_barrier_init(&start, NULL, GO_THREADS), 0);
    go_job jobs[GO_THREADS];
    pthread_t th[GO_THREADS];
    for (int i = 0; i < GO_THREADS; i++) {
        jobs[i] = (go_job){&start, 0};
        assert_int_equal(pthread_create(&th[i], NULL, go_run, &jobs[i]), 0);
    }
    for (int i = 0; i < GO_THREADS; i++) {
        pthread_join(th[i], NULL);
        assert_int_equal(jobs[i].bad, 0);
    }
    pthread_barrier_destroy(&start);
    /* the run crossed the threshold (under valgrind the interpreter runs every pattern) */
    if (!ON_VALGRIND())
        assert_true(hl_lang_hot_rules(&hl_lang_go) > 0);
}

/* Invalid UTF-8 and NUL bytes are highlighted, not rejected; the output keeps every input byte. */
static void test_bytes(void **state)
{
    (void)state;
    const char in[] = "x = '\xff\xfe'\0 # \xc3\n";
    sp_buf b = SP_BUF_INIT;
    sp_highlight("python", in, sizeof in - 1, &b);
    assert_true(b.len > sizeof in - 1);
    assert_non_null(memmem(b.data, b.len, "\xff\xfe", 2));
    sp_buf_free(&b);
}

/* Text is never lost around an invalid byte, whichever PCRE2 engine runs a rule: YAML's "{\xfb-" lost its \xfb
 * when PCRE2's interpreter ran (under valgrind, or without JIT), which let an anchored match begin after it
 * (make valgrind's test_highlight_random found it). Every byte of the input is in the output, in order. */
static void test_invalid_byte_kept(void **state)
{
    (void)state;
    const char in[] = "{\xfb-";
    sp_buf b = SP_BUF_INIT;
    sp_highlight("yaml", in, sizeof in - 1, &b);
    const char *brace = memchr(b.data, '{', b.len);
    const char *bad = memmem(b.data, b.len, "\xfb", 1);
    assert_non_null(brace);
    assert_non_null(bad);
    assert_true(brace < bad);
    assert_non_null(memchr(bad, '-', b.len - (size_t)(bad - b.data)));
    sp_buf_free(&b);
}

/* Rouge's escaping (& < > only) of one plain-text token, for the bytes at every offset around the 16- and 64-byte
 * blocks output.c copies in, and with the output buffer already holding text and short of room (its growth in the
 * middle of a token). The first case is Rouge's own output (ruby -rrouge, Formatters::HTML on PlainText); the
 * others compare with the escaping written out byte by byte, as escape_special_html_chars' gsub does it. */
static void ref_escape(sp_buf *b, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '&')
            sp_buf_puts(b, "&amp;");
        else if (p[i] == '<')
            sp_buf_puts(b, "&lt;");
        else if (p[i] == '>')
            sp_buf_puts(b, "&gt;");
        else
            sp_buf_putc(b, p[i]);
    }
}

static void test_escape(void **state)
{
    (void)state;
    const char *in = "0123456789abcde<xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx&<><><><><><><><><>tail&";
    sp_buf b = SP_BUF_INIT;
    sp_highlight("plaintext", in, strlen(in), &b);
    assert_string_equal(b.data, "0123456789abcde&lt;xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx&amp;&lt;&gt;&lt;&gt;"
                                "&lt;&gt;&lt;&gt;&lt;&gt;&lt;&gt;&lt;&gt;&lt;&gt;&lt;&gt;tail&amp;");
    sp_buf_free(&b);

    static const char alphabet[] = "&<>a;\n\xc3\xa9=\"'";
    unsigned seed = 12345;
    char text[300];
    for (int round = 0; round < 3000; round++) {
        size_t n = (size_t)(round % 300);
        int dense = round % 3; /* 0: no special byte, 1: a few, 2: many */
        for (size_t i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            unsigned r = (seed >> 16) & 0x7fff;
            text[i] = dense == 0 ? (char)('a' + r % 26)
                      : dense == 1 ? (r % 23 == 0 ? alphabet[r % 3] : (char)('a' + r % 26))
                                   : alphabet[r % (sizeof alphabet - 1)];
        }
        sp_buf got = SP_BUF_INIT, want = SP_BUF_INIT;
        size_t pre = (size_t)(round % 70);
        for (size_t i = 0; i < pre; i++) {
            sp_buf_putc(&got, 'p');
            sp_buf_putc(&want, 'p');
        }
        ref_escape(&want, text, n);
        sp_highlight_lex(sp_lexer_plaintext(), text, n, &got);
        assert_int_equal(got.len, want.len);
        assert_memory_equal(got.data, want.data, want.len);
        assert_int_equal(got.data[got.len], 0);
        sp_buf_free(&got);
        sp_buf_free(&want);
    }
}

/* A child language (hl_lang.parent: a Rouge lexer class that subclasses another) numbers its states as its parent
 * does (the parent's rules and callbacks name states by number; highlight-port.rb writes a child after its
 * parent): every state it sets for itself below the parent's count has the parent's name for that number, and a
 * state it leaves out is one the parent has. */
static const char *state_name_of(const hl_lang *l, int s)
{
    while (l && s < l->nstates && !l->states[s].name)
        l = l->parent;
    return l && s < l->nstates ? l->states[s].name : NULL;
}

static void test_inherit_numbering(void **state)
{
    (void)state;
    int children = 0;
    for (int i = 0; hl_langs[i]; i++) {
        const hl_lang *l = hl_langs[i];
        if (!l->parent)
            continue;
        children++;
        assert_non_null(l->states);
        assert_true(l->nstates >= l->parent->nstates);
        for (int s = 0; s < l->nstates; s++) {
            const char *own = l->states[s].name, *inh = state_name_of(l->parent, s);
            if (!own) {
                assert_non_null(inh); /* left to the parent: the parent has it */
                assert_null(l->states[s].rules);
            } else if (s < l->parent->nstates) {
                assert_string_equal(own, inh);
            }
        }
    }
    assert_true(children >= 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lookup),       cmocka_unit_test(test_unknown_is_plaintext),
        cmocka_unit_test(test_every_rouge_name),
        cmocka_unit_test(test_codeblock),    cmocka_unit_test(test_codespan),
        cmocka_unit_test(test_tag),          cmocka_unit_test(test_tag_syntax_error),
        cmocka_unit_test(test_threads),      cmocka_unit_test(test_threads_jit),
        cmocka_unit_test(test_bytes),        cmocka_unit_test(test_escape),
        cmocka_unit_test(test_invalid_byte_kept),
        cmocka_unit_test(test_inherit_numbering),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
