/* Depth bounds of every recursive walk outside the Markdown parser (issue 20, defect 1): values 100,000 levels
 * deep (deeper than YAML or JSON allow, as Liquid can build them with `push` in a loop) go through copy, equal,
 * compare, deep merge, to_s, inspect and JSON without overflowing the stack; the YAML and JSON loaders and the
 * Liquid parser refuse deep input with their messages; a Liquid render builds and prints a 5,000-deep value; the
 * highlighter lexes 10,000 nested interpolations and tags. Each walk recursed without a bound before (a stack
 * overflow, SIGSEGV, at these depths). */
#include "test_support.h"

#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/highlight.h"
#include "sitepub/liquid.h"
#include "sitepub/value.h"

#define DEEP 100000

static sp_value deep_array(sp_arena *a, int n)
{
    sp_value v = sp_int(1);
    for (int i = 0; i < n; i++) {
        sp_value w = sp_array_new(a, 1);
        sp_array_push(w, v);
        v = w;
    }
    return v;
}

static sp_value deep_hash(sp_arena *a, int n)
{
    sp_value v = sp_int(1);
    for (int i = 0; i < n; i++) {
        sp_value w = sp_hash_new(a, 1);
        sp_hash_setc(w, "k", v);
        v = w;
    }
    return v;
}

static void test_value_walks(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value x = deep_array(a, DEEP), y = deep_array(a, DEEP), h = deep_hash(a, DEEP), h2 = deep_hash(a, DEEP);
    /* equal and compare: too deep to tell is "unequal" / "not comparable", never a crash */
    assert_false(sp_value_equal(x, y));
    assert_false(sp_value_equal(h, h2));
    int cmp = 0;
    assert_false(sp_value_compare(x, y, &cmp));
    /* shallow ones still compare as before */
    sp_value s1 = deep_array(a, 50), s2 = deep_array(a, 50);
    assert_true(sp_value_equal(s1, s2));
    assert_true(sp_value_compare(s1, s2, &cmp));
    assert_int_equal(cmp, 0);
    /* copy: cut below the bound */
    sp_value c = sp_value_copy(a, x);
    assert_int_equal(c.type, SP_ARRAY);
    sp_value c50 = sp_value_copy(a, s1);
    assert_true(sp_value_equal(c50, s1));
    /* deep merge of two deep hashes */
    sp_hash_deep_merge(h, h2);
    assert_int_equal(sp_hash_len(h), 1);
    /* to_s, inspect and JSON */
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, x);
    assert_string_equal(sp_buf_cstr(&b), "");
    sp_buf_free(&b);
    sp_value_to_s(&b, s1);
    assert_string_equal(sp_buf_cstr(&b), "1");
    sp_buf_free(&b);
    sp_value_inspect(&b, x);
    assert_true(strstr(sp_buf_cstr(&b), "[...]") != NULL);
    assert_int_equal(strncmp(sp_buf_cstr(&b), "[[[[", 4), 0);
    sp_buf_free(&b);
    sp_value_inspect(&b, h);
    assert_true(strstr(sp_buf_cstr(&b), "{...}") != NULL);
    sp_buf_free(&b);
    sp_json_write(&b, x);
    assert_int_equal(strncmp(sp_buf_cstr(&b), "[[[[", 4), 0);
    assert_true(strstr(sp_buf_cstr(&b), "null") != NULL);
    sp_buf_free(&b);
    sp_json_write(&b, h);
    assert_true(strstr(sp_buf_cstr(&b), "null") != NULL);
    sp_buf_free(&b);
    sp_arena_free(a);
}

static char *repeat(const char *unit, int n, const char *tail)
{
    size_t ul = strlen(unit), tl = strlen(tail);
    char *s = malloc(ul * (size_t)n + tl + 1);
    for (int i = 0; i < n; i++)
        memcpy(s + ul * (size_t)i, unit, ul);
    memcpy(s + ul * (size_t)n, tail, tl + 1);
    return s;
}

static void test_loaders(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_error err;
    sp_value v;
    char *y = repeat("[", DEEP, "");
    assert_int_equal(sp_yaml_load(a, y, strlen(y), "deep.yml", 0, &v, &err), -1);
    assert_true(strstr(err.message, "nesting deeper than 1000 levels") != NULL);
    free(y);
    y = repeat("- ", DEEP, "x\n");
    assert_int_equal(sp_yaml_load(a, y, strlen(y), "deep.yml", 0, &v, &err), -1);
    assert_true(strstr(err.message, "nesting deeper than 1000 levels") != NULL);
    free(y);
    char *j = repeat("[", DEEP, "");
    assert_int_equal(sp_json_load(a, j, strlen(j), "deep.json", &v, &err), -1);
    free(j);
    sp_arena_free(a);
}

static void test_liquid(void **state)
{
    (void)state;
    sp_error err;
    sp_buf out = SP_BUF_INIT;
    /* parse: 10,000 nested blocks */
    char *src = repeat("{% if true %}", 10000, "x");
    sp_liquid_parse_options po = {.flags = SP_LIQUID_JEKYLL};
    assert_int_equal(sp_liquid_render_string("deep", src, strlen(src), &po, NULL, &out, &err), -1);
    assert_true(strstr(err.message, "Nesting too deep") != NULL);
    free(src);
    sp_buf_free(&out);
    /* parse: 10,000 nested parentheses and brackets in an expression */
    src = repeat("(", 10000, "");
    char *t = malloc(strlen(src) + 32);
    sprintf(t, "{%% if %s %%}y{%% endif %%}", src);
    sp_liquid_render_string("deep", t, strlen(t), &po, NULL, &out, &err);
    free(t);
    free(src);
    sp_buf_free(&out);
    src = repeat("[", 10000, "");
    t = malloc(strlen(src) + 32);
    sprintf(t, "{{ a%s }}", src);
    sp_liquid_render_string("deep", t, strlen(t), &po, NULL, &out, &err);
    free(t);
    free(src);
    sp_buf_free(&out);
    /* render: a value 5,000 deep built with push, then every walk a template can reach */
    const char *tpl = "{% assign e = '' | split: ',' %}{% assign a = 1 %}"
                      "{% for i in (1..5000) %}{% assign a = e | push: a %}{% endfor %}"
                      "{% if a == a %}eq{% endif %}|{{ a }}|{{ a | inspect | size }}|{{ a | uniq | size }}|"
                      "{{ a | sort | size }}|{{ a | flatten | size }}|{{ a | where_exp: 'x', 'x == x' | size }}|"
                      "{{ a | array_to_sentence_string | size }}";
    sp_liquid_render_options ro = {.render_errors = true, .flags = SP_LIQUID_JEKYLL};
    assert_int_equal(sp_liquid_render_string("push", tpl, strlen(tpl), &po, &ro, &out, &err), 0);
    /* inspect stops at the printing bound (value.c PRINT_DEPTH): "[" x N + "[...]" + "]" x N; uniq, sort and
     * flatten keep the one element */
    const char *o = sp_buf_cstr(&out);
    assert_int_equal(strncmp(o, "||", 2), 0);
    char *end = NULL;
    long isz = strtol(o + 2, &end, 10);
    assert_true(isz > 5 && isz % 2 == 1);
    assert_int_equal(strncmp(end, "|1|1|1|", 7), 0);
    sp_buf_free(&out);
    const char *js = "{% assign e = '' | split: ',' %}{% assign a = 1 %}"
                     "{% for i in (1..5000) %}{% assign a = e | push: a %}{% endfor %}{{ a | jsonify }}";
    ro.render_errors = false;
    assert_int_equal(sp_liquid_render_string("json", js, strlen(js), &po, &ro, &out, &err), -1);
    assert_true(strstr(err.message, "too deep") != NULL);
    sp_buf_free(&out);
}

static void test_highlighter(void **state)
{
    (void)state;
    struct {
        const char *lang, *unit, *tail;
    } cases[] = {
        {"ruby", "\"#{", "x"},          /* string interpolation inside interpolation */
        {"erb", "<%= \"<%= ", "x"},    /* erb in ruby in erb */
        {"html", "<div><script>", "x"}, /* html and javascript */
        {"liquid", "{% if x %}{{ '", "x"},
        {"scss", "a { b { ", "x"},
        {"json", "[{\"a\":", "1"},
        {"console", "$ echo $(", "x"},
        {"markdown", "> ```ruby\n\"#{", "x"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *code = repeat(cases[i].unit, 10000, cases[i].tail);
        sp_buf out = SP_BUF_INIT;
        sp_highlight(cases[i].lang, code, strlen(code), &out);
        assert_true(out.len > 0);
        sp_buf_free(&out);
        free(code);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_value_walks),
        cmocka_unit_test(test_loaders),
        cmocka_unit_test(test_liquid),
        cmocka_unit_test(test_highlighter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
