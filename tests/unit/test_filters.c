/* Unit tests for the Liquid filters (src/liquid/filters_standard.c, filters_jekyll.c), called through
 * sp_filter_lookup with a hand-made sp_filter_call. The table-driven cases come from filter_cases.inc, whose
 * expected values were produced by Ruby's liquid 5.4 / Jekyll 4.3.1 (tests/unit/gen_filter_cases.rb); the
 * hand-written tests below cover what JSON cannot express (times, ranges, callbacks). */
#include "test_support.h"

#include <math.h>

#include "liquid/filter.h"
#include "sitepub/value.h"

typedef struct filter_case {
    const char *table, *filter, *input, *args, *kwargs, *expected;
} filter_case;

static const filter_case CASES[] = {
#include "filter_cases.inc"
};

/* ---- a small JSON reader for the case inputs (null -> nil, numbers with . or e -> float) ---- */
static const char *skip_ws(const char *p)
{
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static const char *parse_json(sp_arena *a, const char *p, sp_value *out);

static const char *parse_json_string(sp_arena *a, const char *p, sp_value *out)
{
    sp_buf b = SP_BUF_INIT;
    p++; /* opening quote */
    while (*p && *p != '"') {
        if (*p == '\\') {
            p++;
            switch (*p) {
            case 'n': sp_buf_putc(&b, '\n'); break;
            case 't': sp_buf_putc(&b, '\t'); break;
            case 'r': sp_buf_putc(&b, '\r'); break;
            case 'b': sp_buf_putc(&b, '\b'); break;
            case 'f': sp_buf_putc(&b, '\f'); break;
            case 'u': {
                unsigned cp = (unsigned)strtoul((char[5]){p[1], p[2], p[3], p[4], 0}, NULL, 16);
                p += 4;
                if (cp < 0x80)
                    sp_buf_putc(&b, (char)cp);
                else if (cp < 0x800) {
                    sp_buf_putc(&b, (char)(0xC0 | (cp >> 6)));
                    sp_buf_putc(&b, (char)(0x80 | (cp & 0x3F)));
                } else {
                    sp_buf_putc(&b, (char)(0xE0 | (cp >> 12)));
                    sp_buf_putc(&b, (char)(0x80 | ((cp >> 6) & 0x3F)));
                    sp_buf_putc(&b, (char)(0x80 | (cp & 0x3F)));
                }
                break;
            }
            default: sp_buf_putc(&b, *p); break;
            }
            p++;
        } else
            sp_buf_putc(&b, *p++);
    }
    *out = sp_str(a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return *p ? p + 1 : p;
}

static const char *parse_json(sp_arena *a, const char *p, sp_value *out)
{
    p = skip_ws(p);
    if (*p == '"')
        return parse_json_string(a, p, out);
    if (*p == '[') {
        *out = sp_array_new(a, 0);
        p = skip_ws(p + 1);
        while (*p && *p != ']') {
            sp_value item;
            p = skip_ws(parse_json(a, p, &item));
            sp_array_push(*out, item);
            if (*p == ',')
                p = skip_ws(p + 1);
        }
        return *p ? p + 1 : p;
    }
    if (*p == '{') {
        *out = sp_hash_new(a, 0);
        p = skip_ws(p + 1);
        while (*p && *p != '}') {
            sp_value key, val;
            p = skip_ws(parse_json_string(a, p, &key));
            p = skip_ws(p + 1); /* ':' */
            p = skip_ws(parse_json(a, p, &val));
            sp_hash_set(*out, key.u.s.ptr, key.u.s.len, val);
            if (*p == ',')
                p = skip_ws(p + 1);
        }
        return *p ? p + 1 : p;
    }
    if (strncmp(p, "null", 4) == 0) {
        *out = sp_nil();
        return p + 4;
    }
    if (strncmp(p, "true", 4) == 0) {
        *out = sp_bool(true);
        return p + 4;
    }
    if (strncmp(p, "false", 5) == 0) {
        *out = sp_bool(false);
        return p + 5;
    }
    const char *e = p;
    bool is_float = false;
    while (*e && strchr("+-0123456789.eE", *e)) {
        if (*e == '.' || *e == 'e' || *e == 'E')
            is_float = true;
        e++;
    }
    *out = is_float ? sp_float(strtod(p, NULL)) : sp_int(strtoll(p, NULL, 10));
    return e;
}

static sp_value json(sp_arena *a, const char *s)
{
    sp_value v;
    parse_json(a, s, &v);
    return v;
}

static sp_filter_call make_call(sp_arena *a, sp_error *err)
{
    sp_filter_call c;
    memset(&c, 0, sizeof c);
    c.arena = a;
    c.err = err;
    c.site = sp_nil();
    return c;
}

/* Run filter name on input with args; the result as Ruby inspect, or "Liquid error: ..." */
static const char *run(sp_arena *a, sp_filter_call *c, const char *name, sp_value input, sp_value args,
                       sp_value kwargs)
{
    const sp_filter_def *d = sp_filter_lookup(name, strlen(name));
    if (!d)
        return "(no such filter)";
    c->filter_name = name;
    sp_value out = sp_nil();
    sp_error_clear(c->err);
    sp_buf b = SP_BUF_INIT;
    if (d->fn(c, input, sp_array_items(args), sp_array_len(args), kwargs, &out) != 0)
        sp_buf_printf(&b, "Liquid error: %s", c->err->message);
    else
        sp_value_inspect(&b, out);
    const char *r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

static void test_table_cases(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_error err;
    sp_filter_call c = make_call(a, &err);
    c.site = json(a, "{\"url\": \"https://example.com\", \"baseurl\": \"/blog\"}");
    int failed = 0;
    size_t n = sizeof CASES / sizeof CASES[0];
    for (size_t i = 0; i < n; i++) {
        const filter_case *fc = &CASES[i];
        sp_value kw = fc->kwargs ? json(a, fc->kwargs) : sp_nil();
        const char *got = run(a, &c, fc->filter, json(a, fc->input), json(a, fc->args), kw);
        if (strcmp(got, fc->expected) != 0) {
            failed++;
            fprintf(stderr, "FAIL %s | %s: %s (args %s): expected %s, got %s\n", fc->input, fc->filter,
                    fc->table, fc->args, fc->expected, got);
        }
    }
    fprintf(stderr, "%zu table cases, %d failed\n", n, failed);
    sp_arena_free(a);
    assert_int_equal(failed, 0);
}

static void test_lookup(void **state)
{
    (void)state;
    assert_non_null(sp_filter_lookup("upcase", 6));
    assert_non_null(sp_filter_lookup("upcase_x", 6));
    assert_null(sp_filter_lookup("no_such_filter", 14));
    const sp_filter_def *d = sp_filter_lookup("slice", 5);
    assert_int_equal(d->min_args, 1);
    assert_int_equal(d->max_args, 2);
}

/* Ranges and other values JSON cannot write. Expected values from Ruby liquid 5.4. */
static void test_ranges(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_error err;
    sp_filter_call c = make_call(a, &err);
    sp_value none = sp_array_new(a, 0);
    /* {{ (1..5) | join: "," }} -> 1,2,3,4,5 */
    sp_value args = json(a, "[\",\"]");
    assert_string_equal(run(a, &c, "join", sp_range(1, 5), args, sp_nil()), "\"1,2,3,4,5\"");
    assert_string_equal(run(a, &c, "size", sp_range(1, 5), none, sp_nil()), "5");
    assert_string_equal(run(a, &c, "first", sp_range(3, 5), none, sp_nil()), "3");
    assert_string_equal(run(a, &c, "last", sp_range(3, 5), none, sp_nil()), "5");
    assert_string_equal(run(a, &c, "reverse", sp_range(1, 3), none, sp_nil()), "[3, 2, 1]");
    /* {{ (1..3) | slice: 1 }} -> "1..3"[1] = "." */
    assert_string_equal(run(a, &c, "slice", sp_range(1, 3), json(a, "[1]"), sp_nil()), "\".\"");
    sp_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lookup),
        cmocka_unit_test(test_table_cases),
        cmocka_unit_test(test_ranges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
