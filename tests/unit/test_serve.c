/* src/serve: request paths as WEBrick normalises them, Jekyll's MIME types, the in-memory sink's snapshot. */
#include "test_support.h"

#include <arpa/inet.h>
#include <netinet/in.h>

#include "serve/serve_int.h"
#include "sitepub/serve.h"

static void norm(const char *url, int want_status, const char *want, int want_slash)
{
    char out[256];
    bool slash = false;
    int st = sp_serve_normalize_path(url, out, sizeof out, &slash);
    if (st != want_status) {
        print_error("%s: status %d, want %d\n", url, st, want_status);
        fail();
    }
    if (st == 0) {
        if (strcmp(out, want) != 0 || (int)slash != want_slash) {
            print_error("%s: [%s] slash %d, want [%s] slash %d\n", url, out, slash, want, want_slash);
            fail();
        }
    }
}

/* Expected from Ruby 3.1's WEBrick::HTTPUtils (unescape, then normalize_path), as Jekyll 4.3's server runs it:
 *   /a/./b/../c -> /a/c      /a//b/ -> /a/b/      /a/b/.. -> /a/      /./ -> /      /a/%2e%2e/b -> /b
 *   /.. and /a/../.. -> "abnormal path" (400)    /%7e/x -> /~/x
 * sitepub's own refusals (WEBrick would decode them): %00 (400; jekyll serve answers 500), an encoded '/' or
 * '\\' and a bare '\\' (404: no file of a site has such a name), a bad escape (400). */
static void test_normalize(void **state)
{
    (void)state;
    norm("/", 0, "", 1);
    norm("/a/./b/../c", 0, "a/c", 0);
    norm("/a//b/", 0, "a/b", 1);
    norm("/a/b/..", 0, "a", 1);
    norm("/./", 0, "", 1);
    norm("/a/%2e%2e/b", 0, "b", 0);
    norm("/..", 400, "", 0);
    norm("/a/../..", 400, "", 0);
    norm("/%2e%2e/etc/passwd", 400, "", 0);
    norm("/%7e/x", 0, "~/x", 0);
    norm("/a%20b.html", 0, "a b.html", 0);
    norm("/a%00b", 400, "", 0);
    norm("/a%2fb", 404, "", 0);
    norm("/a%2F..%2F..%2Fb", 404, "", 0);
    norm("/a%5cb", 404, "", 0);
    norm("/a\\b", 404, "", 0);
    norm("/%zz", 400, "", 0);
    norm("/%4", 400, "", 0);
    norm("relative", 400, "", 0);
}

static void mime(const char *path, const char *want)
{
    char buf[160];
    assert_string_equal(sp_serve_mime_type(path, strlen(path), buf, sizeof buf), want);
}

/* What `jekyll serve` 4.3.1 sent (curl -D - on a site with these files; tests/scripts/serve_http.sh has more) */
static void test_mime(void **state)
{
    (void)state;
    mime("index.html", "text/html; charset=utf-8");
    mime("a/b.css", "text/css; charset=utf-8");
    mime("x.js", "application/javascript; charset=utf-8");
    mime("x.svg", "image/svg+xml");
    mime("x.PNG", "image/png");
    mime("x.woff2", "font/woff2");
    mime("feed.xml", "application/xml");
    mime("x.zzz", "application/octet-stream");
    mime("README", "application/octet-stream");
    mime("dir.d/README", "application/octet-stream");
    /* the table is sorted for bsearch */
    for (size_t i = 1; i < sp_mime_table_len; i++)
        assert_true(strcmp(sp_mime_table[i - 1].ext, sp_mime_table[i].ext) < 0);
}

static void test_snapshot(void **state)
{
    (void)state;
    sp_sink *sink = NULL;
    sp_error err;
    assert_int_equal(sp_serve_mem_sink_open(NULL, NULL, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "b/index.html", SP_MODE_FILE, "B", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a.html", SP_MODE_FILE, "A", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "b.txt", SP_MODE_FILE, "T", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "../x", SP_MODE_FILE, "X", 1, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_null(sp_serve_mem_sink_take(sink, "/blog"));
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    sp_serve_snapshot *s = sp_serve_mem_sink_take(sink, "/blog");
    sp_sink_close(sink);
    assert_non_null(s);
    assert_int_equal(s->count, 3);
    assert_string_equal(s->baseurl, "/blog");
    const sp_serve_file *f = sp_serve_snapshot_find(s, "a.html", 6);
    assert_non_null(f);
    assert_memory_equal(f->data, "A", 1);
    assert_null(sp_serve_snapshot_find(s, "a.htm", 5));
    assert_true(sp_serve_snapshot_is_dir(s, "b", 1));
    assert_false(sp_serve_snapshot_is_dir(s, "a", 1));
    assert_false(sp_serve_snapshot_is_dir(s, "b.txt", 5));
    assert_true(sp_serve_snapshot_is_dir(s, "", 0));
    sp_serve_snapshot_ref(s);
    sp_serve_snapshot_unref(s);
    sp_serve_snapshot_unref(s);
    /* the same path twice is an error at commit */
    assert_int_equal(sp_serve_mem_sink_open(NULL, NULL, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "x", SP_MODE_FILE, "1", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "x", SP_MODE_FILE, "2", 1, &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), -1);
    assert_string_equal(err.file, "x");
    sp_sink_close(sink);
}

static bool loop4(const char *ip)
{
    struct sockaddr_in a = {0};
    a.sin_family = AF_INET;
    assert_int_equal(inet_pton(AF_INET, ip, &a.sin_addr), 1);
    return sp_serve_addr_is_loopback((const struct sockaddr *)&a);
}

static bool loop6(const char *ip)
{
    struct sockaddr_in6 a = {0};
    a.sin6_family = AF_INET6;
    assert_int_equal(inet_pton(AF_INET6, ip, &a.sin6_addr), 1);
    return sp_serve_addr_is_loopback((const struct sockaddr *)&a);
}

/* which -H addresses get the non-loopback warning (checked without binding them) */
static void test_loopback(void **state)
{
    (void)state;
    assert_true(loop4("127.0.0.1"));
    assert_true(loop4("127.1.2.3"));
    assert_false(loop4("0.0.0.0"));
    assert_false(loop4("192.0.2.1"));
    assert_false(loop4("128.0.0.1"));
    assert_true(loop6("::1"));
    assert_true(loop6("::ffff:127.0.0.1"));
    assert_false(loop6("::"));
    assert_false(loop6("2001:db8::1"));
    assert_false(loop6("::ffff:10.0.0.1"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normalize),
        cmocka_unit_test(test_mime),
        cmocka_unit_test(test_snapshot),
        cmocka_unit_test(test_loopback),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
