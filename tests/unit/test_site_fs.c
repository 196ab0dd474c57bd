/* The directory source and sink (source.h, sink.h) and sp_path_is_safe. */
#include "test_support.h"

#include <sys/stat.h>

#include "sitepub/sink.h"
#include "sitepub/source.h"

static char tmpdir[256];

static void put(const char *rel, const char *text)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", tmpdir, rel);
    char *s = strrchr(p, '/');
    *s = 0;
    char cmd[700];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", p);
    assert_int_equal(system(cmd), 0);
    *s = '/';
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static char *slurp(const char *rel)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", tmpdir, rel);
    FILE *f = fopen(p, "r");
    if (!f)
        return NULL;
    static char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sitepub-test-fs-XXXXXX");
    assert_non_null(mkdtemp(tmpdir));
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd);
}

static void test_path_is_safe(void **state)
{
    (void)state;
    assert_true(sp_path_is_safe("a", 1));
    assert_true(sp_path_is_safe("a/b.html", 8));
    assert_true(sp_path_is_safe("..a/b..", 7));
    assert_true(sp_path_is_safe(".htaccess", 9));
    assert_false(sp_path_is_safe("", 0));
    assert_false(sp_path_is_safe("/etc/passwd", 11));
    assert_false(sp_path_is_safe("../x", 4));
    assert_false(sp_path_is_safe("a/../../x", 9));
    assert_false(sp_path_is_safe("a/./b", 5));
    assert_false(sp_path_is_safe("a//b", 4));
    assert_false(sp_path_is_safe("a/", 2));
    assert_false(sp_path_is_safe("a\\b", 3));
    assert_false(sp_path_is_safe("a\0b", 3));
    assert_false(sp_path_is_safe("..", 2));
}

static void test_source_dir(void **state)
{
    (void)state;
    put("src/b.md", "b");
    put("src/a/z.txt", "zz");
    put("src/a-b", "dash");
    put("src/_posts/2020-01-01-x.md", "post");
    char p[512], t[512];
    snprintf(p, sizeof p, "%s/src/link", tmpdir);
    assert_int_equal(symlink("/etc", p), 0);
    snprintf(p, sizeof p, "%s/src/flink", tmpdir);
    assert_int_equal(symlink("b.md", p), 0);
    snprintf(p, sizeof p, "%s/src", tmpdir);
    sp_source *src = NULL;
    sp_error err;
    assert_int_equal(sp_source_open_dir(p, &src, &err), 0);
    const sp_source_entry *e;
    size_t n;
    assert_int_equal(sp_source_list(src, &e, &n, &err), 0);
    assert_int_equal(n, 6);
    /* bytewise order: "_" (0x5f) after "a-b"? no: '-' 0x2d < '/' 0x2f < 'Z' < '_' < 'a' */
    assert_string_equal(e[0].path, "_posts/2020-01-01-x.md");
    assert_string_equal(e[1].path, "a-b");
    assert_string_equal(e[2].path, "a/z.txt");
    assert_string_equal(e[3].path, "b.md");
    assert_string_equal(e[4].path, "flink"); /* a link inside the source is its target, as Jekyll reads it */
    assert_int_equal(e[4].mode, SP_MODE_FILE);
    assert_string_equal(e[5].path, "link"); /* a link to a folder outside is listed, not followed */
    assert_int_equal(e[5].mode, SP_MODE_LINK);
    sp_buf pre = SP_BUF_INIT; /* a prefix read gives at least the bytes asked for, never past the end */
    assert_int_equal(sp_source_read_prefix(src, "a/z.txt", 1, &pre, &err), 0);
    assert_true(pre.len >= 1 && pre.len <= 2);
    assert_int_equal(pre.data[0], 'z');
    sp_buf_free(&pre);
    assert_int_equal(e[2].mode, SP_MODE_FILE);
    sp_buf b = SP_BUF_INIT;
    assert_int_equal(sp_source_read(src, "a/z.txt", &b, &err), 0);
    assert_string_equal(sp_buf_cstr(&b), "zz");
    sp_buf_clear(&b);
    assert_int_equal(sp_source_read(src, "flink", &b, &err), 0);
    assert_string_equal(sp_buf_cstr(&b), "b"); /* b.md's bytes */
    sp_buf_clear(&b);
    assert_int_equal(sp_source_read(src, "link/passwd", &b, &err), -1);
    assert_int_equal(sp_source_read(src, "../src/b.md", &b, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    sp_buf_free(&b);
    sp_source_close(src);
    snprintf(t, sizeof t, "%s/nope", tmpdir);
    assert_int_equal(sp_source_open_dir(t, &src, &err), -1);
    assert_int_equal(err.code, SP_ERR_IO);
}

static void test_sink_dir(void **state)
{
    (void)state;
    char dest[512];
    snprintf(dest, sizeof dest, "%s/site", tmpdir);
    put("site/stale.html", "old");
    put("site/.git/HEAD", "ref");
    put("site/keepme/x", "kept");
    put("site/index.html", "old index");
    const char *keep[] = {".git", "keepme", NULL};
    sp_sink *sink;
    sp_error err;
    /* a build that is not committed leaves the old site untouched */
    assert_int_equal(sp_sink_open_dir(dest, keep, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "index.html", SP_MODE_FILE, "new", 3, &err), 0);
    sp_sink_close(sink);
    assert_string_equal(slurp("site/index.html"), "old index");

    assert_int_equal(sp_sink_open_dir(dest, keep, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "index.html", SP_MODE_FILE, "new", 3, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a/b/c.html", SP_MODE_FILE, "c", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "index.html", SP_MODE_FILE, "again", 5, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_int_equal(sp_sink_write(sink, "../escape", SP_MODE_FILE, "x", 1, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_int_equal(sp_sink_write(sink, "/abs", SP_MODE_FILE, "x", 1, &err), -1);
    assert_int_equal(sp_sink_write(sink, "a/b", SP_MODE_FILE, "x", 1, &err), -1); /* a folder already */
    assert_int_equal(sp_sink_write(sink, "index.html/x", SP_MODE_FILE, "x", 1, &err), -1);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    sp_sink_close(sink);
    assert_string_equal(slurp("site/index.html"), "new");
    assert_string_equal(slurp("site/a/b/c.html"), "c");
    assert_null(slurp("site/stale.html"));
    assert_string_equal(slurp("site/.git/HEAD"), "ref");
    assert_string_equal(slurp("site/keepme/x"), "kept");
    /* missing parent folders of DEST are made */
    char deep[600];
    snprintf(deep, sizeof deep, "%s/x/y/site", tmpdir);
    assert_int_equal(sp_sink_open_dir(deep, NULL, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a.txt", SP_MODE_FILE, "a", 1, &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    sp_sink_close(sink);
    assert_string_equal(slurp("x/y/site/a.txt"), "a");
    /* no temporary folder is left beside DEST */
    char cmd[600];
    snprintf(cmd, sizeof cmd, "ls -A '%s' | grep -q sitepub-", tmpdir);
    assert_int_not_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_path_is_safe),
        cmocka_unit_test_setup_teardown(test_source_dir, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sink_dir, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
