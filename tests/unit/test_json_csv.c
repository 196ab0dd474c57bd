/* Unit tests for sp_csv_load, sp_json_load and sp_json_write (src/value/value_csv.c, value_json.c). Expected values
 * were printed by Ruby 3.1 (csv 3.2, json 2.6); tests/ruby/gen_json_csv_cases.rb regenerates them:
 *  - csv/tsv: CSV.parse(text, headers: true, converters: [], col_sep: sep).map(&:to_hash), as Jekyll 4.3's data
 *    reader (keys as Ruby's to_s, so a nil header is ""); "ERR:<text>" is CSV::MalformedCSVError's message;
 *  - json_load: JSON.parse(text) ("ERR": JSON::ParserError);
 *  - json_write: Psych.safe_load(yaml) as Jekyll, then to_json (Jekyll's `jsonify`).
 * Values are compared in the canonical form of test_yaml.c. */
#include "test_support.h"

#include "sitepub/value.h"

typedef struct tcase {
    const char *in;
    const char *want;
} tcase;

static const tcase csv_cases[] = {
    {"a,b\n1,2\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a,b\r\n1,2\r\n3,4", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"},{\"a\"=>s:\"3\",\"b\"=>s:\"4\"}]"},
    {"a,b\r1,2\r", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a,b,a\n1,2,3\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a,b\n1\n1,2,3\n", "[{\"a\"=>s:\"1\",\"b\"=>nil},{\"a\"=>s:\"1\",\"b\"=>s:\"2\",\"\"=>s:\"3\"}]"},
    {"a,b\n\n1,2\n", "[{\"a\"=>nil,\"b\"=>nil},{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a,b\n1,2\n\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"},{\"a\"=>nil,\"b\"=>nil}]"},
    {"a,,b\n1,2,3\n", "[{\"a\"=>s:\"1\",\"\"=>s:\"2\",\"b\"=>s:\"3\"}]"},
    {"a,b\n\"\",\n", "[{\"a\"=>s:\"\",\"b\"=>nil}]"},
    {"a,b\n\"x \"\"q\"\" y\",\"multi\nline\"\n", "[{\"a\"=>s:\"x \\\"q\\\" y\",\"b\"=>s:\"multi\\x0Aline\"}]"},
    {"a,b\n\"multi\r\nline\",2\r\n", "ERR:Unquoted fields do not allow new line <\"\\r\\n\"> in line 2."},
    {"a,b\n1,x\"y\n", "ERR:Illegal quoting in line 2."},
    {"a,b\n\"1\"x,2\n", "ERR:Any value after quoted field isn't allowed in line 2."},
    {"a,b\n\"1,2\n", "ERR:Unclosed quoted field in line 2."},
    {"", "[]"},
    {"a,b\n", "[]"},
    {"a,b", "[]"},
    {" a , b \n 1 , 2 \n", "[{\" a \"=>s:\" 1 \",\" b \"=>s:\" 2 \"}]"},
    {"\357\273\277a,b\n1,2\n", "[{\"\357\273\277a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"name,title\nJo,\"Hello, world\"\nAl,\303\251t\303\251\n", "[{\"name\"=>s:\"Jo\",\"title\"=>s:\"Hello, world\"},{\"name\"=>s:\"Al\",\"title\"=>s:\"\303\251t\303\251\"}]"},
    {"a,b\n1,2,\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\",\"\"=>nil}]"},
    {"a\n\n\n", "[{\"a\"=>nil},{\"a\"=>nil}]"},
    {"a,b\n,\n", "[{\"a\"=>nil,\"b\"=>nil}]"},
    {"\"a\",\"b\"\n\"1\",\"2\"\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
};

static const tcase tsv_cases[] = {
    {"a\tb\n1\t2\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a\tb\r\n1\t2\r\n3\t4", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"},{\"a\"=>s:\"3\",\"b\"=>s:\"4\"}]"},
    {"a\tb\r1\t2\r", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a\tb\ta\n1\t2\t3\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a\tb\n1\n1\t2\t3\n", "[{\"a\"=>s:\"1\",\"b\"=>nil},{\"a\"=>s:\"1\",\"b\"=>s:\"2\",\"\"=>s:\"3\"}]"},
    {"a\tb\n\n1\t2\n", "[{\"a\"=>nil,\"b\"=>nil},{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"a\tb\n1\t2\n\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"},{\"a\"=>nil,\"b\"=>nil}]"},
    {"a\t\tb\n1\t2\t3\n", "[{\"a\"=>s:\"1\",\"\"=>s:\"2\",\"b\"=>s:\"3\"}]"},
    {"a\tb\n\"\"\t\n", "[{\"a\"=>s:\"\",\"b\"=>nil}]"},
    {"a\tb\n\"x \"\"q\"\" y\"\t\"multi\nline\"\n", "[{\"a\"=>s:\"x \\\"q\\\" y\",\"b\"=>s:\"multi\\x0Aline\"}]"},
    {"a\tb\n\"multi\r\nline\"\t2\r\n", "ERR:Unquoted fields do not allow new line <\"\\r\\n\"> in line 2."},
    {"a\tb\n1\tx\"y\n", "ERR:Illegal quoting in line 2."},
    {"a\tb\n\"1\"x\t2\n", "ERR:Any value after quoted field isn't allowed in line 2."},
    {"a\tb\n\"1\t2\n", "ERR:Unclosed quoted field in line 2."},
    {"", "[]"},
    {"a\tb\n", "[]"},
    {"a\tb", "[]"},
    {" a \t b \n 1 \t 2 \n", "[{\" a \"=>s:\" 1 \",\" b \"=>s:\" 2 \"}]"},
    {"\357\273\277a\tb\n1\t2\n", "[{\"\357\273\277a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
    {"name\ttitle\nJo\t\"Hello\t world\"\nAl\t\303\251t\303\251\n", "[{\"name\"=>s:\"Jo\",\"title\"=>s:\"Hello\\x09 world\"},{\"name\"=>s:\"Al\",\"title\"=>s:\"\303\251t\303\251\"}]"},
    {"a\tb\n1\t2\t\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\",\"\"=>nil}]"},
    {"a\n\n\n", "[{\"a\"=>nil},{\"a\"=>nil}]"},
    {"a\tb\n\t\n", "[{\"a\"=>nil,\"b\"=>nil}]"},
    {"\"a\"\t\"b\"\n\"1\"\t\"2\"\n", "[{\"a\"=>s:\"1\",\"b\"=>s:\"2\"}]"},
};

static const tcase json_load_cases[] = {
    {"{\"b\":1,\"a\":2,\"b\":3}", "{\"b\"=>i:3,\"a\"=>i:2}"},
    {"[1, 1.0, 1e2, 1E-2, -0, -0.0, 0.1, 1.5e300]", "[i:1,f:1.0,f:100.0,f:0.01,i:0,f:-0.0,f:0.1,f:1.5e+300]"},
    {"\"x\\u00e9\\n\\u263a\\ud83d\\ude00\"", "s:\"x\303\251\\x0A\342\230\272\360\237\230\200\""},
    {"null", "nil"},
    {"true", "true"},
    {"{\"a\":{\"b\":[{\"c\":null}]},\"e\":[]}", "{\"a\"=>{\"b\"=>[{\"c\"=>nil}]},\"e\"=>[]}"},
    {"{\"k\":\"v\\u0000w\"}", "{\"k\"=>s:\"v\\x00w\"}"},
    {"[1,]", "ERR"},
    {"{\"a\" 1}", "ERR"},
    {"[1] x", "ERR"},
    {"{\n  \"a\": tru\n}", "ERR"},
    {"", "ERR"},
    {"123456789012", "i:123456789012"},
};

static const tcase json_write_cases[] = {
    {"a: x/y \303\251\nb: \"tab\\there \\\"q\\\" \\\\ \\x01 \\x7f \\u2028\"\nc: [1.0, 0.1, 1.0e+20, 1.5e-7, 100.0, 1.0e+16, 123456789.123, 1.0e-5]\n", "{\"a\":\"x/y \303\251\",\"b\":\"tab\\there \\\"q\\\" \\\\ \\u0001 \177 \342\200\250\",\"c\":[1.0,0.1,1.0e+20,1.5e-07,100.0,1.0e+16,123456789.123,1.0e-05]}"},
    {"n: ~\nt: true\nf: false\ni: -5\nbig: 9223372036854775807\n", "{\"n\":null,\"t\":true,\"f\":false,\"i\":-5,\"big\":9223372036854775807}"},
    {"d: 2017-08-17\nt: 2017-08-17 12:00:00 -0700\nz: 2017-08-17T12:00:00Z\nf: 2017-08-17 12:00:00.5 +01:00\n", "{\"d\":\"2017-08-17\",\"t\":\"2017-08-17 12:00:00 -0700\",\"z\":\"2017-08-17 12:00:00 UTC\",\"f\":\"2017-08-17 12:00:00 +0100\"}"},
    {"- {a: 1, b: [1, {c: d}]}\n- []\n- {}\n- ''\n", "[{\"a\":1,\"b\":[1,{\"c\":\"d\"}]},[],{},\"\"]"},
    {"1: one\n~: nil\n1.5: x\n", "{\"1\":\"one\",\"\":\"nil\",\"1.5\":\"x\"}"},
    {"s: \"\\b\\f\\n\\r\\t\\x1f\\0\"\n", "{\"s\":\"\\b\\f\\n\\r\\t\\u001f\\u0000\"}"},
};

static void esc(sp_buf *o, const char *s, size_t n)
{
    sp_buf_putc(o, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char b = (unsigned char)s[i];
        if (b == '\\')
            sp_buf_puts(o, "\\\\");
        else if (b == '"')
            sp_buf_puts(o, "\\\"");
        else if (b < 0x20 || b == 0x7f)
            sp_buf_printf(o, "\\x%02X", b);
        else
            sp_buf_putc(o, (char)b);
    }
    sp_buf_putc(o, '"');
}

static void dump(sp_buf *o, sp_value v)
{
    switch (v.type) {
    case SP_NIL: sp_buf_puts(o, "nil"); break;
    case SP_BOOL: sp_buf_puts(o, v.u.b ? "true" : "false"); break;
    case SP_INT: sp_buf_printf(o, "i:%lld", (long long)v.u.i); break;
    case SP_FLOAT:
        sp_buf_puts(o, "f:");
        sp_float_to_s(o, v.u.f);
        break;
    case SP_STRING:
        sp_buf_puts(o, "s:");
        esc(o, v.u.s.ptr, v.u.s.len);
        break;
    case SP_ARRAY:
        sp_buf_putc(o, '[');
        for (size_t i = 0; i < sp_array_len(v); i++) {
            if (i)
                sp_buf_putc(o, ',');
            dump(o, sp_array_get(v, (int64_t)i));
        }
        sp_buf_putc(o, ']');
        break;
    case SP_HASH:
        sp_buf_putc(o, '{');
        for (size_t i = 0; i < sp_hash_len(v); i++) {
            const char *k;
            size_t kl;
            sp_value x;
            sp_hash_entry(v, i, &k, &kl, &x);
            if (i)
                sp_buf_putc(o, ',');
            esc(o, k, kl);
            sp_buf_puts(o, "=>");
            dump(o, x);
        }
        sp_buf_putc(o, '}');
        break;
    default: sp_buf_puts(o, "unexpected"); break;
    }
}

typedef int (*loader)(sp_arena *a, const char *s, size_t n, sp_value *out, sp_error *err);

static int load_csv(sp_arena *a, const char *s, size_t n, sp_value *out, sp_error *err)
{
    return sp_csv_load(a, s, n, ',', "data.csv", out, err);
}
static int load_tsv(sp_arena *a, const char *s, size_t n, sp_value *out, sp_error *err)
{
    return sp_csv_load(a, s, n, '\t', "data.csv", out, err);
}
static int load_json(sp_arena *a, const char *s, size_t n, sp_value *out, sp_error *err)
{
    return sp_json_load(a, s, n, "data.csv", out, err);
}

static int run(const tcase *cs, size_t n, loader fn, const char *what)
{
    int failed = 0;
    for (size_t i = 0; i < n; i++) {
        sp_arena *a = sp_arena_new(0);
        sp_value v;
        sp_error err;
        sp_error_clear(&err);
        sp_buf got = SP_BUF_INIT;
        if (fn(a, cs[i].in, strlen(cs[i].in), &v, &err) == 0) {
            dump(&got, v);
            if (strcmp(sp_buf_cstr(&got), cs[i].want) != 0) {
                fprintf(stderr, "%s case %zu\n  want %s\n  got  %s\n", what, i, cs[i].want, sp_buf_cstr(&got));
                failed++;
            }
        } else if (strncmp(cs[i].want, "ERR", 3) != 0 || strstr(err.message, cs[i].want + 3 + (cs[i].want[3] == ':')) == NULL ||
                   err.code != SP_ERR_INPUT || strcmp(err.file, "data.csv") != 0) {
            fprintf(stderr, "%s case %zu\n  want %s\n  got error %s\n", what, i, cs[i].want, err.message);
            failed++;
        }
        sp_buf_free(&got);
        sp_arena_free(a);
    }
    return failed;
}

static void test_csv(void **state)
{
    (void)state;
    assert_int_equal(run(csv_cases, sizeof csv_cases / sizeof csv_cases[0], load_csv, "csv"), 0);
}

static void test_tsv(void **state)
{
    (void)state;
    assert_int_equal(run(tsv_cases, sizeof tsv_cases / sizeof tsv_cases[0], load_tsv, "tsv"), 0);
}

static void test_csv_error_line(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    const char *s = "a,b\n\"x\ny\",1\n2,3\"\n";
    assert_int_equal(sp_csv_load(a, s, strlen(s), ',', "_data/x.csv", &v, &err), -1);
    assert_string_equal(err.file, "_data/x.csv");
    /* Ruby: "Illegal quoting in line 3." (it counts records); err.line is the physical line; sitepub adds what to
     * do after Ruby's message */
    assert_int_equal(err.line, 4);
    assert_string_equal(err.message, "Illegal quoting in line 3. Quote the whole field and double the quotes inside "
                                     "it (\"a \"\"b\"\"\"), or remove the quote.");
    sp_arena_free(a);
}

static void test_json_load(void **state)
{
    (void)state;
    assert_int_equal(run(json_load_cases, sizeof json_load_cases / sizeof json_load_cases[0], load_json, "json"), 0);
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    const char *s = "{\n  \"a\": tru\n}";
    assert_int_equal(sp_json_load(a, s, strlen(s), "x.json", &v, &err), -1);
    assert_int_equal(err.line, 2);
    assert_string_equal(err.file, "x.json");
    /* jansson's message, then what to do */
    s = "{\"a\": 1,}\n";
    assert_int_equal(sp_json_load(a, s, strlen(s), "_data/bad.json", &v, &err), -1);
    assert_string_equal(err.message, "invalid JSON: string or '}' expected near '}'; fix the JSON syntax there (no "
                                     "trailing commas or comments; keys and strings in double quotes)");
    assert_int_equal(err.line, 1);
    assert_int_equal(err.column, 9);
    /* CSV: Ruby's CSV::MalformedCSVError message ("Unclosed quoted field in line 2."), then what to do */
    s = "a,b\n\"x,1\n";
    assert_int_equal(sp_csv_load(a, s, strlen(s), ',', "_data/bad.csv", &v, &err), -1);
    assert_string_equal(err.message, "Unclosed quoted field in line 2. Close the quoted field that starts on that line.");
    assert_string_equal(err.file, "_data/bad.csv");
    assert_int_equal(err.line, 2);
    sp_arena_free(a);
}

static void test_json_write(void **state)
{
    (void)state;
    int failed = 0;
    for (size_t i = 0; i < sizeof json_write_cases / sizeof json_write_cases[0]; i++) {
        sp_arena *a = sp_arena_new(0);
        sp_value v;
        sp_error err;
        assert_int_equal(sp_yaml_load(a, json_write_cases[i].in, strlen(json_write_cases[i].in), "t", 0, &v, &err), 0);
        sp_buf b = SP_BUF_INIT;
        sp_json_write(&b, v);
        if (strcmp(sp_buf_cstr(&b), json_write_cases[i].want) != 0) {
            fprintf(stderr, "json_write case %zu\n  want %s\n  got  %s\n", i, json_write_cases[i].want, sp_buf_cstr(&b));
            failed++;
        }
        sp_buf_free(&b);
        sp_arena_free(a);
    }
    assert_int_equal(failed, 0);
}

static void test_json_round_trip(void **state)
{
    (void)state;
    /* Ruby: JSON.parse(s).to_json == s for this text */
    const char *s = "{\"z\":[1,2.5,\"\\u0000\",null],\"a\":{\"b\":true,\"\":false},\"u\":\"\xc3\xa9/\"}";
    sp_arena *a = sp_arena_new(0);
    sp_value v;
    sp_error err;
    assert_int_equal(sp_json_load(a, s, strlen(s), "x.json", &v, &err), 0);
    sp_buf b = SP_BUF_INIT;
    sp_json_write(&b, v);
    assert_string_equal(sp_buf_cstr(&b), s);
    sp_buf_free(&b);
    sp_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_csv),        cmocka_unit_test(test_tsv),        cmocka_unit_test(test_csv_error_line),
        cmocka_unit_test(test_json_load),  cmocka_unit_test(test_json_write), cmocka_unit_test(test_json_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
