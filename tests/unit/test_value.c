/* Unit tests for the value type (include/sitepub/value.h). */
#include "test_support.h"

#include <stdio.h>

#include <math.h>

#include "sitepub/value.h"

static void test_hash_order_and_replace(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value h = sp_hash_new(a, 0);
    char key[16];
    for (int i = 0; i < 100; i++) {
        snprintf(key, sizeof key, "k%d", i);
        sp_hash_setc(h, key, sp_int(i));
    }
    sp_hash_setc(h, "k5", sp_int(500)); /* a later duplicate replaces in place */
    assert_int_equal(sp_hash_len(h), 100);
    const char *k;
    size_t kl;
    sp_value v;
    sp_hash_entry(h, 5, &k, &kl, &v);
    assert_memory_equal(k, "k5", 2);
    assert_int_equal(v.u.i, 500);
    assert_true(sp_hash_getc(h, "k99", &v));
    assert_int_equal(v.u.i, 99);
    assert_false(sp_hash_getc(h, "k100", NULL));
    assert_true(sp_hash_delete(h, "k0", 2));
    sp_hash_entry(h, 0, &k, &kl, &v);
    assert_memory_equal(k, "k1", 2);
    assert_true(sp_hash_getc(h, "k50", &v));
    assert_int_equal(v.u.i, 50);
    sp_arena_free(a);
}

/* sp_hash_getc/sp_hash_setc hash a literal key when compiling (sp_hash_key inline), sp_hash_get/set at run time:
 * both must find the same entries, in a small hash (linear search) and an indexed one, for keys of every length
 * around the 8-byte steps and the 32-byte limit of the compiled path; an entry's hash finds its key in another
 * hash (sp_hash_entry_hash) */
#define LITERAL_KEYS(X)                                                                                            \
    X("a") X("ab") X("abc") X("axc") X("abcd") X("abcde") X("abcdef") X("abcdefg") X("abcdefgh") X("abcdefghi")     \
    X("date") X("title") X("content") X("relative_path") X("highlighter_prefix") X("0123456789abcdef")             \
    X("0123456789abcdefg") X("0123456789abcdef0123456789abcde") X("0123456789abcdef0123456789abcdef")               \
    X("0123456789abcdef0123456789abcdef0")
static void test_hash_literal_and_runtime_keys(void **state)
{
    (void)state;
    static const char *const keys[] = {
#define AS_STRING(k) k,
        LITERAL_KEYS(AS_STRING)
#undef AS_STRING
    };
    size_t nk = sizeof keys / sizeof *keys;
    sp_arena *a = sp_arena_new(0);
    for (int indexed = 0; indexed < 2; indexed++) {
        sp_value h = sp_hash_new(a, indexed ? 64 : 0), g = sp_hash_new(a, indexed ? 64 : 0);
        int64_t n = 0;
        /* set by literal into h, by run-time copies into g */
#define SET_LITERAL(k) sp_hash_setc(h, k, sp_int(n++));
        LITERAL_KEYS(SET_LITERAL)
#undef SET_LITERAL
        char buf[64];
        for (size_t i = 0; i < nk; i++) {
            snprintf(buf, sizeof buf, "%s", keys[i]);
            sp_hash_set(g, buf, strlen(buf), sp_int((int64_t)i));
        }
        assert_int_equal(sp_hash_len(h), nk);
        sp_value v;
        n = 0;
        /* each key found both ways in both hashes, with its own value */
#define GET_LITERAL(k)                                                                                             \
    assert_true(sp_hash_getc(h, k, &v));                                                                           \
    assert_int_equal(v.u.i, n);                                                                                    \
    assert_true(sp_hash_getc(g, k, &v));                                                                           \
    assert_int_equal(v.u.i, n);                                                                                    \
    assert_int_equal(sp_hash_at(h, k).u.i, n);                                                                     \
    n++;
        LITERAL_KEYS(GET_LITERAL)
#undef GET_LITERAL
        for (size_t i = 0; i < nk; i++) {
            snprintf(buf, sizeof buf, "%s", keys[i]);
            assert_true(sp_hash_get(h, buf, strlen(buf), &v));
            assert_int_equal(v.u.i, (int64_t)i);
            assert_true(sp_hash_get_hv(g, buf, strlen(buf), sp_hash_key(buf, strlen(buf)), &v));
            assert_int_equal(v.u.i, (int64_t)i);
            /* an entry's hash is good for its key in the other hash */
            const char *k;
            size_t kl;
            sp_hash_entry(h, i, &k, &kl, NULL);
            assert_true(sp_hash_get_hv(g, k, kl, sp_hash_entry_hash(h, i), &v));
            assert_int_equal(v.u.i, (int64_t)i);
        }
        assert_false(sp_hash_getc(h, "abd", NULL));
        assert_false(sp_hash_getc(h, "", NULL));
        assert_false(sp_hash_get(h, "abcdefgi", 8, NULL));
        /* a literal replaces the run-time key's entry in place, and the other way round */
        sp_hash_setc(g, "title", sp_int(100));
        sp_hash_set(h, "title", 5, sp_int(101));
        assert_int_equal(sp_hash_len(g), nk);
        assert_int_equal(sp_hash_len(h), nk);
        assert_int_equal(sp_hash_at(g, "title").u.i, 100);
        assert_int_equal(sp_hash_at(h, "title").u.i, 101);
        /* a merge (which takes the entries' hashes) and a copy find every key again */
        sp_value m = sp_hash_new(a, 0);
        sp_hash_setc(m, "title", sp_int(-1));
        sp_hash_merge(m, g);
        sp_value c = sp_value_copy(a, h);
        assert_int_equal(sp_hash_len(m), nk);
        for (size_t i = 0; i < nk; i++) {
            snprintf(buf, sizeof buf, "%s", keys[i]);
            assert_true(sp_hash_get(m, buf, strlen(buf), &v));
            assert_true(sp_hash_get(c, buf, strlen(buf), &v));
        }
        assert_int_equal(sp_hash_at(m, "title").u.i, 100);
        assert_int_equal(sp_hash_at(c, "title").u.i, 101);
    }
    sp_arena_free(a);
}
#undef LITERAL_KEYS

static void test_equal_and_compare(void **state)
{
    (void)state;
    int c;
    assert_true(sp_value_equal(sp_int(1), sp_float(1.0)));
    assert_false(sp_value_equal(sp_int(1), SP_STR_LIT("1")));
    assert_true(sp_value_compare(SP_STR_LIT("ab"), SP_STR_LIT("b"), &c));
    assert_int_equal(c, -1);
    assert_true(sp_value_compare(sp_int(3), sp_float(2.5), &c));
    assert_int_equal(c, 1);
    assert_false(sp_value_compare(sp_int(3), SP_STR_LIT("3"), &c));
    assert_false(sp_truthy(sp_nil()));
    assert_false(sp_truthy(sp_bool(false)));
    assert_true(sp_truthy(sp_int(0)));
    assert_true(sp_truthy(SP_STR_LIT("")));
}

static void check_float(double f, const char *want)
{
    sp_buf b = SP_BUF_INIT;
    sp_float_to_s(&b, f);
    assert_string_equal(sp_buf_cstr(&b), want);
    sp_buf_free(&b);
}

static void test_float_to_s_matches_ruby(void **state)
{
    (void)state;
    check_float(1.0, "1.0");
    check_float(0.1, "0.1");
    check_float(-2.5, "-2.5");
    check_float(1e20, "1.0e+20");
    check_float(1e16, "1.0e+16");
    /* Ruby 3.1: 1e15.to_s is "1.0e+15" (exponent form from 1e15 when nothing follows the point) */
    check_float(1e15, "1.0e+15");
    check_float(1000000000000000.5, "1000000000000000.5");
    check_float(1234567890123456.5, "1234567890123456.5");
    check_float(7000751234567898.0, "7.000751234567898e+15");
    check_float(123456789012345.0, "123456789012345.0");
    check_float(1e14, "100000000000000.0");
    check_float(0.0001, "0.0001");
    check_float(0.00001, "1.0e-05");
    check_float(3.14159, "3.14159");
    check_float(1.0 / 3.0, "0.3333333333333333");
    check_float(INFINITY, "Infinity");
    check_float(123456.789, "123456.789");
}

/* Cycles are cut as Ruby 3.1 cuts them: a = [1]; a << a; a.inspect is "[1, [...]]"; h = {}; h["x"] = h;
 * h.inspect is "{\"x\"=>{...}}". A document that reaches itself through previous/next prints as
 * Document#inspect inside a hash ("#<Jekyll::Document _posts/a.md collection=posts>") and as its output when
 * printed (Document#to_s), never by recursion. */
static void test_cycles_are_cut(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value arr = sp_array_new(a, 2);
    sp_array_push(arr, sp_int(1));
    sp_array_push(arr, arr);
    sp_value h = sp_hash_new(a, 1);
    sp_hash_setc(h, "x", h);
    sp_buf b = SP_BUF_INIT;
    sp_value_inspect(&b, arr);
    assert_string_equal(sp_buf_cstr(&b), "[1, [...]]");
    sp_buf_clear(&b);
    sp_value_inspect(&b, h);
    assert_string_equal(sp_buf_cstr(&b), "{\"x\"=>{...}}");
    sp_buf_clear(&b);
    sp_value_to_s(&b, arr); /* Ruby raises "recursive array join"; the join stops at the cycle */
    assert_string_equal(sp_buf_cstr(&b), "1");
    sp_buf_clear(&b);
    sp_value d1 = sp_hash_new(a, 4), d2 = sp_hash_new(a, 4);
    d1.flags |= SP_FLAG_DOCUMENT;
    d2.flags |= SP_FLAG_DOCUMENT;
    sp_hash_setc(d1, "relative_path", SP_STR_LIT("_posts/a.md"));
    sp_hash_setc(d1, "collection", SP_STR_LIT("posts"));
    sp_hash_setc(d1, "content", SP_STR_LIT("raw {{ page }}"));
    sp_hash_setc(d1, "output", sp_nil());
    sp_hash_setc(d2, "relative_path", SP_STR_LIT("_posts/b.md"));
    sp_hash_setc(d2, "collection", SP_STR_LIT("posts"));
    sp_hash_setc(d2, "output", SP_STR_LIT("<p>b</p>"));
    sp_hash_setc(d1, "next", d2);
    sp_hash_setc(d2, "previous", d1);
    sp_value_to_s(&b, d1);
    assert_string_equal(sp_buf_cstr(&b), "raw {{ page }}"); /* output nil: content */
    sp_buf_clear(&b);
    sp_value_to_s(&b, d2);
    assert_string_equal(sp_buf_cstr(&b), "<p>b</p>");
    sp_buf_clear(&b);
    sp_value wrap = sp_hash_new(a, 1);
    sp_hash_setc(wrap, "posts", arr);
    sp_array_set(arr, 1, d1);
    sp_value_inspect(&b, wrap);
    assert_string_equal(sp_buf_cstr(&b), "{\"posts\"=>[1, #<Jekyll::Document _posts/a.md collection=posts>]}");
    sp_buf_free(&b);
    sp_arena_free(a);
}

static void test_to_s_and_inspect(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value arr = sp_array_new(a, 0);
    sp_array_push(arr, sp_int(1));
    sp_array_push(arr, SP_STR_LIT("a\"b"));
    sp_array_push(arr, sp_nil());
    sp_value h = sp_hash_new(a, 0);
    sp_hash_setc(h, "x", arr);
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, arr);
    assert_string_equal(sp_buf_cstr(&b), "1a\"b");
    sp_buf_clear(&b);
    sp_value_inspect(&b, h);
    assert_string_equal(sp_buf_cstr(&b), "{\"x\"=>[1, \"a\\\"b\", nil]}");
    sp_buf_clear(&b);
    sp_value_to_s(&b, sp_time_value(1502996400, 0, -25200));
    assert_string_equal(sp_buf_cstr(&b), "2017-08-17 12:00:00 -0700");
    sp_buf_clear(&b);
    sp_value_to_s(&b, sp_date_value(1502928000, 0));
    assert_string_equal(sp_buf_cstr(&b), "2017-08-17");
    sp_buf_free(&b);
    sp_arena_free(a);
}

/* String#inspect of UTF-8 strings as Ruby 3.1.2: control and other unprintable characters as \uXXXX / \u{X}, \e,
 * invalid bytes as \xFF, printable ones (U+0085, U+00A0, U+200B, emoji) as is; the same inside a Hash#inspect. */
static void test_inspect_escapes(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    static const char in[] = "a\x01\x7f\x1b\xc2\x85\xc2\xa0\xe2\x80\xa8\xe2\x80\xa9\xcd\xb8\xf4\x8f\xbf\xbf\xf0\x9f\x98\x80\xff\xc3 a\xe2\x82 \xed\xa0\x80\xf4\x90\x80\x80\xc0\x80#{#$#@# \"\\\x0a\x09\x0d\x0c\x0b\x08\x07\xc3\xa9\xe2\x80\x8b";
    sp_buf b = SP_BUF_INIT;
    sp_value_inspect(&b, sp_str(a, in, sizeof in - 1));
    assert_string_equal(sp_buf_cstr(&b), "\"a\\u0001\\u007F\\e\xc2\x85\xc2\xa0\\u2028\\u2029\\u0378\\u{10FFFF}\xf0\x9f\x98\x80\\xFF\\xC3 a\\xE2\\x82 \\xED\\xA0\\x80\\xF4\\x90\\x80\\x80\\xC0\\x80\\#{\\#$\\#@# \\\"\\\\\\n\\t\\r\\f\\v\\b\\a\xc3\xa9\xe2\x80\x8b\"");
    sp_value h = sp_hash_new(a, 0), arr = sp_array_new(a, 0);
    sp_hash_setc(h, "k\xe2\x80\xa8", sp_str(a, in, 3));
    sp_array_push(arr, sp_str(a, "", 1)); /* "\u0000" */
    sp_hash_set(h, "\xff", 1, arr);
    sp_buf_clear(&b);
    sp_value_inspect(&b, h);
    assert_string_equal(sp_buf_cstr(&b), "{\"k\\u2028\"=>\"a\\u0001\\u007F\", \"\\xFF\"=>[\"\\u0000\"]}");
    sp_buf_free(&b);
    sp_arena_free(a);
}

static void test_deep_merge_and_dig(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value dst = sp_hash_new(a, 0), src = sp_hash_new(a, 0);
    sp_value k1 = sp_hash_new(a, 0), k2 = sp_hash_new(a, 0);
    sp_hash_setc(k1, "input", SP_STR_LIT("GFM"));
    sp_hash_setc(k1, "auto_ids", sp_bool(true));
    sp_hash_setc(k2, "auto_ids", sp_bool(false));
    sp_hash_setc(dst, "kramdown", k1);
    sp_hash_setc(src, "kramdown", k2);
    sp_hash_deep_merge(dst, src);
    sp_value v = sp_value_dig(dst, "kramdown.auto_ids");
    assert_int_equal(v.type, SP_BOOL);
    assert_false(v.u.b);
    v = sp_value_dig(dst, "kramdown.input");
    assert_int_equal(v.u.s.len, 3);
    assert_true(sp_is_nil(sp_value_dig(dst, "kramdown.missing.deeper")));
    sp_arena_free(a);
}

/* Hash#merge!: {"a"=>1, "k"=>{"x"=>1}}.merge!({"k"=>{"y"=>2}, "b"=>3}) is {"a"=>1, "k"=>{"y"=>2}, "b"=>3}: a
 * shallow update (the nested hash replaced, not merged), dst's order first, src's value shared */
static void test_hash_merge(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value dst = sp_hash_new(a, 0), src = sp_hash_new(a, 0), kx = sp_hash_new(a, 0), ky = sp_hash_new(a, 0);
    sp_hash_setc(kx, "x", sp_int(1));
    sp_hash_setc(ky, "y", sp_int(2));
    sp_hash_setc(dst, "a", sp_int(1));
    sp_hash_setc(dst, "k", kx);
    sp_hash_setc(src, "k", ky);
    sp_hash_setc(src, "b", sp_int(3));
    sp_hash_merge(dst, src);
    sp_hash_merge(dst, sp_int(7)); /* not a hash: nothing */
    sp_buf b = SP_BUF_INIT;
    sp_value_inspect(&b, dst);
    assert_string_equal(sp_buf_cstr(&b), "{\"a\"=>1, \"k\"=>{\"y\"=>2}, \"b\"=>3}");
    assert_ptr_equal(sp_hash_at(dst, "k").u.h, ky.u.h);
    sp_buf_free(&b);
    sp_arena_free(a);
}

static void check_inspect(sp_value v, const char *want_to_s, const char *want_inspect)
{
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, v);
    assert_string_equal(sp_buf_cstr(&b), want_to_s);
    sp_buf_clear(&b);
    sp_value_inspect(&b, v);
    assert_string_equal(sp_buf_cstr(&b), want_inspect);
    sp_buf_free(&b);
}

static void test_time_to_s_and_inspect(void **state)
{
    (void)state;
    /* Ruby 3.1: Time.at(0, 500, :millisecond).utc, Time.at(1502971200, 123456789, :nsec).getlocal("-07:00"),
     * Time.at(1502971200, 120, :nsec).utc, Date.new(2017,8,17), Date.new(1969,12,31): to_s and inspect */
    sp_value t = sp_time_value(0, 500000000, 0);
    t.flags |= SP_FLAG_UTC;
    check_inspect(t, "1970-01-01 00:00:00 UTC", "1970-01-01 00:00:00.5 UTC");
    check_inspect(sp_time_value(1502971200, 123456789, -25200), "2017-08-17 05:00:00 -0700",
                  "2017-08-17 05:00:00.123456789 -0700");
    t = sp_time_value(1502971200, 120, 0);
    t.flags |= SP_FLAG_UTC;
    check_inspect(t, "2017-08-17 12:00:00 UTC", "2017-08-17 12:00:00.00000012 UTC");
    check_inspect(sp_date_value(17395LL * 86400, 0), "2017-08-17", "#<Date: 2017-08-17 ((2457983j,0s,0n),+0s,2299161j)>");
    check_inspect(sp_date_value(-86400, 0), "1969-12-31", "#<Date: 1969-12-31 ((2440587j,0s,0n),+0s,2299161j)>");
}

/* Many keys (the index, which keeps 32 bits of each key's hash, over tens of thousands of entries; keys of
 * every length from 1 to 40 bytes and keys holding NUL bytes): each found with its own value, insertion order
 * kept, a replaced value in its old place, deleted keys gone and the rest still found. For a hash made with
 * room for cap keys: 0 and 5 start with a linear search, 9, 24 and N with an index made with the hash
 * (value.c, sp_hash_new), which 9 and 24 outgrow. */
static void hash_many_keys(size_t cap, int N)
{
    sp_arena *a = sp_arena_new(0);
    sp_value h = sp_hash_new(a, cap);
    char key[64];
    for (int i = 0; i < N; i++) {
        int n = snprintf(key, sizeof key, "%d-%.*s", i, i % 32, "abcdefghijklmnopqrstuvwxyz012345");
        key[1] = (i % 7 == 0) ? '\0' : key[1]; /* a NUL inside some keys */
        sp_hash_set(h, key, (size_t)n, sp_int(i));
    }
    assert_int_equal(sp_hash_len(h), N);
    sp_hash_set(h, "12-abcdefghijkl", 15, sp_int(-12)); /* replace: keeps its place */
    for (int i = 0; i < N; i++) {
        int n = snprintf(key, sizeof key, "%d-%.*s", i, i % 32, "abcdefghijklmnopqrstuvwxyz012345");
        key[1] = (i % 7 == 0) ? '\0' : key[1];
        sp_value v;
        assert_true(sp_hash_get(h, key, (size_t)n, &v));
        assert_int_equal(v.u.i, i == 12 ? -12 : i);
        const char *k;
        size_t kl;
        sp_hash_entry(h, (size_t)i, &k, &kl, &v);
        assert_int_equal(kl, (size_t)n);
        assert_memory_equal(k, key, (size_t)n);
        assert_false(sp_hash_get(h, key, (size_t)n - 1, NULL)); /* a prefix is another key */
    }
    for (int i = 0; i < N; i += 3) {
        int n = snprintf(key, sizeof key, "%d-%.*s", i, i % 32, "abcdefghijklmnopqrstuvwxyz012345");
        key[1] = (i % 7 == 0) ? '\0' : key[1];
        assert_true(sp_hash_delete(h, key, (size_t)n));
    }
    for (int i = 0; i < N; i++) {
        int n = snprintf(key, sizeof key, "%d-%.*s", i, i % 32, "abcdefghijklmnopqrstuvwxyz012345");
        key[1] = (i % 7 == 0) ? '\0' : key[1];
        sp_value v;
        bool found = sp_hash_get(h, key, (size_t)n, &v);
        assert_int_equal(found, i % 3 != 0);
        if (found)
            assert_int_equal(v.u.i, i == 12 ? -12 : i);
    }
    sp_arena_free(a);
}

static void test_hash_many_keys(void **state)
{
    (void)state;
    hash_many_keys(0, 40000);
    static const size_t caps[] = {5, 9, 24, 3000};
    for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++)
        hash_many_keys(caps[c], 3000);
}

/* A hash made with room for 24 keys (a document's: reader.c) holding three: found through the index it was made
 * with, absent keys not, and its keys in insertion order. */
static void test_hash_index_from_the_start(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value h = sp_hash_new(a, 24);
    sp_hash_setc(h, "title", sp_int(1));
    sp_hash_setc(h, "date", sp_int(2));
    sp_hash_setc(h, "layout", sp_int(3));
    sp_hash_setc(h, "date", sp_int(4));
    assert_int_equal(sp_hash_len(h), 3);
    assert_int_equal(sp_hash_at(h, "title").u.i, 1);
    assert_int_equal(sp_hash_at(h, "date").u.i, 4);
    assert_int_equal(sp_hash_at(h, "layout").u.i, 3);
    assert_false(sp_hash_getc(h, "tags", NULL));
    assert_false(sp_hash_getc(h, "dat", NULL));
    const char *k;
    size_t kl;
    sp_value v;
    sp_hash_entry(h, 1, &k, &kl, &v);
    assert_string_equal(k, "date");
    assert_true(sp_hash_delete(h, "title", 5));
    assert_false(sp_hash_getc(h, "title", NULL));
    assert_int_equal(sp_hash_at(h, "layout").u.i, 3);
    sp_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_time_to_s_and_inspect),
        cmocka_unit_test(test_inspect_escapes),
        cmocka_unit_test(test_hash_order_and_replace),
        cmocka_unit_test(test_hash_literal_and_runtime_keys),
        cmocka_unit_test(test_equal_and_compare),
        cmocka_unit_test(test_float_to_s_matches_ruby),
        cmocka_unit_test(test_to_s_and_inspect),
        cmocka_unit_test(test_cycles_are_cut),
        cmocka_unit_test(test_deep_merge_and_dig),
        cmocka_unit_test(test_hash_merge),
        cmocka_unit_test(test_hash_many_keys),
        cmocka_unit_test(test_hash_index_from_the_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
