/* src/serve: request paths as WEBrick normalises them, Jekyll's MIME types, the in-memory sink's snapshot, its
 * reuse of an earlier snapshot's files, the folder source with blob ids kept between rebuilds. Blob ids are
 * `git hash-object`'s. */
#include "test_support.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
    /* the table (no pointers: extensions inline, types as offsets into sp_mime_types): the first and the last of
     * sp_mime_types, the longest extension (SP_MIME_EXT_MAX), a type Jekyll adds a charset to */
    mime("a.ez", "application/andrew-inset");
    mime("a.ice", "x-conference/x-cooltalk");
    mime("a.Disposition-Notification", "message/disposition-notification");
    mime("a.3dml", "text/vnd.in3d.3dml; charset=utf-8");
    /* it is sorted for bsearch, and each type offset starts a type */
    for (size_t i = 1; i < sp_mime_table_len; i++)
        assert_true(strcmp(sp_mime_table[i - 1].ext, sp_mime_table[i].ext) < 0);
    for (size_t i = 0; i < sp_mime_table_len; i++) {
        assert_true(strlen(sp_mime_table[i].ext) <= SP_MIME_EXT_MAX);
        assert_true(sp_mime_table[i].type == 0 || sp_mime_types[sp_mime_table[i].type - 1] == 0);
    }
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

static void test_blob_id(void **state)
{
    (void)state;
    unsigned char got[20], want[20];
    sp_source_blob_id("hello\n", 6, got);
    test_unhex20("ce013625030ba8dba906f756967f9e9ca394464a", want);
    assert_memory_equal(got, want, 20);
    sp_source_blob_id(NULL, 0, got);
    test_unhex20("e69de29bb2d1d6434b8b29ae775ad8c2e48c5391", want);
    assert_memory_equal(got, want, 20);
}

/* a snapshot whose one file "p.html" holds data */
static sp_serve_snapshot *one_file(sp_serve_snapshot *prev, const char *data)
{
    sp_sink *sink = NULL;
    sp_error err;
    assert_int_equal(sp_serve_mem_sink_open(NULL, prev, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "p.html", SP_MODE_FILE, data, strlen(data), &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    sp_serve_snapshot *s = sp_serve_mem_sink_take(sink, "");
    sp_sink_close(sink);
    assert_non_null(s);
    return s;
}

/* sp_sink_ops.reuse: the earlier snapshot's file, only when its blob id and mode are the ones asked for */
static void test_reuse(void **state)
{
    (void)state;
    sp_error err;
    sp_serve_snapshot *a = one_file(NULL, "A");
    assert_false(a->files[0].has_oid); /* computed once the site is served, not on the way */
    sp_serve_snapshot_fill_ids(a);
    assert_true(a->files[0].has_oid);
    unsigned char id_a[20], id_other[20];
    test_unhex20("8c7e5a667f1b771847fe88c01c3de34413a1b220", id_a);
    test_unhex20("43dd47ea691c90a5fa7827892c70241913351963", id_other);
    assert_memory_equal(a->files[0].oid, id_a, 20);

    sp_sink *sink = NULL;
    assert_int_equal(sp_serve_mem_sink_open(NULL, a, &sink, &err), 0);
    assert_non_null(sink->ops->reuse);
    assert_int_equal(sink->ops->reuse(sink, "p.html", SP_MODE_FILE, id_other, &err), 1); /* changed since */
    assert_int_equal(sink->ops->reuse(sink, "q.html", SP_MODE_FILE, id_a, &err), 1);     /* not there */
    assert_int_equal(sink->ops->reuse(sink, "p.html", SP_MODE_EXEC, id_a, &err), 1);     /* another mode */
    assert_int_equal(sp_serve_mem_sink_shared(sink), 0);
    assert_int_equal(sink->ops->reuse(sink, "p.html", SP_MODE_FILE, id_a, &err), 0);
    assert_int_equal(sp_serve_mem_sink_shared(sink), 1);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    sp_serve_snapshot *b = sp_serve_mem_sink_take(sink, "");
    sp_sink_close(sink);
    assert_int_equal(b->count, 1);
    assert_ptr_equal(b->files[0].data, a->files[0].data); /* shared, not copied */
    assert_true(b->files[0].has_oid);
    sp_serve_snapshot_unref(a); /* b keeps the bytes */
    assert_memory_equal(b->files[0].data, "A", 1);
    /* a written file replaces: new bytes */
    sp_serve_snapshot *c = one_file(b, "one");
    assert_memory_equal(c->files[0].data, "one", 3);
    sp_serve_snapshot_fill_ids(c);
    assert_memory_equal(c->files[0].oid, id_other, 20);
    sp_serve_snapshot_unref(b);
    sp_serve_snapshot_unref(c);
}

static void put(const char *dir, const char *name, const char *text)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* the id of path in a hashed listing */
static const sp_source_entry *entry_of(sp_source *src, const char *path)
{
    const sp_source_entry *e;
    size_t n;
    sp_error err;
    assert_int_equal(sp_source_list(src, &e, &n, &err), 0);
    for (size_t i = 0; i < n; i++)
        if (!strcmp(e[i].path, path))
            return &e[i];
    return NULL;
}

static sp_source *hashed(const char *dir, sp_serve_memo *memo, const char *const *changed, size_t n)
{
    sp_source *inner = NULL, *src = NULL;
    sp_error err;
    static const char *const hide[] = {".jekyll-cache", NULL};
    assert_int_equal(sp_source_open_dir(dir, &inner, &err), 0);
    assert_int_equal(sp_serve_hashed_open(inner, memo, changed, n, hide, NULL, NULL, &src, &err), 0);
    return src;
}

/* a folder's blob ids: computed once, kept while neither the watcher nor the mtime says the file changed */
static void test_hashed_source(void **state)
{
    (void)state;
    sp_error err;
    char dir[] = "/tmp/sitepub-test-hashed-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char sub[600];
    snprintf(sub, sizeof sub, "%s/.jekyll-cache", dir);
    assert_int_equal(mkdir(sub, 0755), 0);
    put(dir, "a.md", "one");
    put(dir, ".jekyll-cache/record", "x");
    unsigned char one[20], two[20];
    test_unhex20("43dd47ea691c90a5fa7827892c70241913351963", one);
    test_unhex20("64c5e5885a4b06010b3a0c20edb7900dd0311025", two);
    sp_serve_memo *memo = sp_serve_memo_new();
    sp_source *src = hashed(dir, memo, NULL, 0);
    const sp_source_entry *e = entry_of(src, "a.md");
    assert_non_null(e);
    assert_true(e->has_oid);
    assert_memory_equal(e->oid, one, 20);
    assert_null(entry_of(src, ".jekyll-cache/record")); /* hidden */
    sp_source_close(src);
    /* new bytes under the same mtime: unseen until the watcher names the file */
    char a[600];
    snprintf(a, sizeof a, "%s/a.md", dir);
    struct stat st;
    assert_int_equal(stat(a, &st), 0);
    put(dir, "a.md", "two");
    struct timespec ts[2] = {st.st_atim, st.st_mtim};
    assert_int_equal(utimensat(AT_FDCWD, a, ts, 0), 0);
    src = hashed(dir, memo, NULL, 0);
    assert_memory_equal(entry_of(src, "a.md")->oid, one, 20); /* the memo's id: nothing said it changed */
    /* and a read gives the bytes that id names, kept from when it was computed, not the disk's */
    sp_buf b = SP_BUF_INIT;
    assert_int_equal(sp_source_read(src, "a.md", &b, &err), 0);
    assert_int_equal(b.len, 3);
    assert_memory_equal(b.data, "one", 3);
    sp_buf_clear(&b);
    assert_int_equal(sp_source_read_prefix(src, "a.md", 1, &b, &err), 0);
    assert_true(b.len >= 1);
    assert_memory_equal(b.data, "o", 1);
    sp_buf_clear(&b);
    sp_source_close(src);
    const char *changed[] = {"a.md"};
    src = hashed(dir, memo, changed, 1);
    assert_memory_equal(entry_of(src, "a.md")->oid, two, 20);
    assert_int_equal(sp_source_read(src, "a.md", &b, &err), 0);
    assert_int_equal(b.len, 3);
    assert_memory_equal(b.data, "two", 3);
    sp_buf_free(&b);
    sp_source_close(src);
    /* a changed folder stands for what is under it; a name that only starts the same does not */
    char d[600], x[700];
    snprintf(d, sizeof d, "%s/d", dir);
    snprintf(x, sizeof x, "%s/d/x.md", dir);
    assert_int_equal(mkdir(d, 0755), 0);
    put(dir, "d/x.md", "one");
    src = hashed(dir, memo, NULL, 0);
    assert_memory_equal(entry_of(src, "d/x.md")->oid, one, 20);
    sp_source_close(src);
    struct stat sx;
    assert_int_equal(stat(x, &sx), 0);
    put(dir, "d/x.md", "two");
    struct timespec tx[2] = {sx.st_atim, sx.st_mtim};
    assert_int_equal(utimensat(AT_FDCWD, x, tx, 0), 0);
    const char *prefix_only[] = {"d/x", "d/x.m"};
    src = hashed(dir, memo, prefix_only, 2);
    assert_memory_equal(entry_of(src, "d/x.md")->oid, one, 20);
    sp_source_close(src);
    const char *folder[] = {"d"};
    src = hashed(dir, memo, folder, 1);
    assert_memory_equal(entry_of(src, "d/x.md")->oid, two, 20);
    sp_source_close(src);
    put(dir, "a.md", "one");
    assert_int_equal(utimensat(AT_FDCWD, a, ts, 0), 0);
    /* a moved mtime is seen without the watcher */
    struct timespec later[2] = {st.st_atim, {st.st_mtim.tv_sec + 5, 0}};
    assert_int_equal(utimensat(AT_FDCWD, a, later, 0), 0);
    src = hashed(dir, memo, NULL, 0);
    assert_memory_equal(entry_of(src, "a.md")->oid, one, 20);
    sp_source_close(src);
    sp_serve_memo_free(memo);
    snprintf(sub, sizeof sub, "rm -rf '%s'", dir);
    assert_int_equal(system(sub), 0);
}

/* a file seen through a link: its time is the target's, as the folder listed it (no second stat), so an edit of
 * the target that the watcher names by the target's path gives the link's entry its new id too */
static void test_hashed_link_time(void **state)
{
    (void)state;
    char dir[] = "/tmp/sitepub-test-hashlink-XXXXXX";
    assert_non_null(mkdtemp(dir));
    put(dir, "a.md", "one");
    char a[600], l[600];
    snprintf(a, sizeof a, "%s/a.md", dir);
    snprintf(l, sizeof l, "%s/l.md", dir);
    assert_int_equal(symlink("a.md", l), 0);
    struct stat st;
    assert_int_equal(stat(a, &st), 0);
    struct timespec early[2] = {st.st_atim, {st.st_mtim.tv_sec - 100, 7}};
    assert_int_equal(utimensat(AT_FDCWD, a, early, 0), 0);
    sp_source *inner = NULL;
    sp_error err;
    assert_int_equal(sp_source_open_dir(dir, &inner, &err), 0);
    int64_t sec = 0;
    int32_t nsec = 0;
    assert_int_equal(sp_source_mtime(inner, "l.md", &sec, &nsec), 0);
    assert_int_equal(sec, st.st_mtim.tv_sec - 100); /* the target's time, not the link's */
    assert_int_equal(nsec, 7);
    assert_int_equal(sp_source_mtime(inner, "a.md", &sec, &nsec), 0);
    assert_int_equal(sec, st.st_mtim.tv_sec - 100);
    sp_source_close(inner);
    unsigned char one[20], two[20];
    test_unhex20("43dd47ea691c90a5fa7827892c70241913351963", one);
    test_unhex20("64c5e5885a4b06010b3a0c20edb7900dd0311025", two);
    sp_serve_memo *memo = sp_serve_memo_new();
    sp_source *src = hashed(dir, memo, NULL, 0);
    assert_memory_equal(entry_of(src, "l.md")->oid, one, 20);
    sp_source_close(src);
    put(dir, "a.md", "two");
    const char *changed[] = {"a.md"};
    src = hashed(dir, memo, changed, 1);
    assert_memory_equal(entry_of(src, "a.md")->oid, two, 20);
    assert_memory_equal(entry_of(src, "l.md")->oid, two, 20); /* by the target's new time */
    sp_source_close(src);
    sp_serve_memo_free(memo);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* the watcher's predicate in the kept-listing test: ex.txt is excluded */
static bool ignore_ex(void *ud, const char *rel, bool is_dir)
{
    (void)ud;
    (void)is_dir;
    return !strcmp(rel, "ex.txt");
}

/* a kept listing equals what a walk of the folder with a fresh memo lists: the same paths, modes and ids */
static void assert_same_as_walk(sp_source *kept, const char *dir)
{
    sp_serve_memo *fresh = sp_serve_memo_new();
    sp_source *walked = hashed(dir, fresh, NULL, 0);
    const sp_source_entry *a, *b;
    size_t na, nb;
    sp_error err;
    assert_int_equal(sp_source_list(kept, &a, &na, &err), 0);
    assert_int_equal(sp_source_list(walked, &b, &nb, &err), 0);
    assert_int_equal(na, nb);
    for (size_t i = 0; i < na; i++) {
        assert_string_equal(a[i].path, b[i].path);
        assert_int_equal(a[i].mode, b[i].mode);
        assert_true(a[i].has_oid && b[i].has_oid);
        assert_memory_equal(a[i].oid, b[i].oid, 20);
        int64_t s1 = 0, s2 = 1;
        int32_t n1 = 0, n2 = 1;
        assert_int_equal(sp_source_mtime(kept, a[i].path, &s1, &n1), 0);
        assert_int_equal(sp_source_mtime(walked, b[i].path, &s2, &n2), 0);
        assert_true(s1 == s2 && n1 == n2);
        sp_buf x = SP_BUF_INIT, y = SP_BUF_INIT;
        assert_int_equal(sp_source_read(kept, a[i].path, &x, &err), 0);
        assert_int_equal(sp_source_read(walked, b[i].path, &y, &err), 0);
        assert_int_equal(x.len, y.len);
        if (x.len)
            assert_memory_equal(x.data, y.data, x.len);
        sp_buf_free(&x);
        sp_buf_free(&y);
    }
    sp_source_close(walked);
    sp_serve_memo_free(fresh);
}

/* the listing serve keeps between rebuilds while its watcher is exact: patched with the changed paths, without a
 * walk, it lists what a walk lists (new, changed, removed files and folders, an excluded file stat'ed again);
 * a new folder or a symbolic link sends the rebuild back to a walk */
static void test_kept_listing(void **state)
{
    (void)state;
    char dir[] = "/tmp/sitepub-test-kept-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char p[700];
    snprintf(p, sizeof p, "%s/d", dir);
    assert_int_equal(mkdir(p, 0755), 0);
    put(dir, "a.md", "one");
    put(dir, "d/x.md", "one");
    put(dir, "ex.txt", "one");
    sp_serve_memo *memo = sp_serve_memo_new();
    sp_source *src = NULL;
    const char *a_md[] = {"a.md"};
    assert_int_equal(sp_serve_kept_open(dir, memo, a_md, 1, &src), 1); /* no listing yet */
    sp_source *inner = NULL;
    sp_error err;
    static const char *const hide[] = {".jekyll-cache", NULL};
    assert_int_equal(sp_source_open_dir(dir, &inner, &err), 0);
    assert_int_equal(sp_serve_hashed_open(inner, memo, NULL, 0, hide, ignore_ex, NULL, &src, &err), 0);
    sp_source_close(src);
    /* a changed file */
    put(dir, "a.md", "two");
    assert_int_equal(sp_serve_kept_open(dir, memo, a_md, 1, &src), 0);
    assert_same_as_walk(src, dir);
    sp_source_close(src);
    /* nothing changed: the ids and bytes as they were */
    assert_int_equal(sp_serve_kept_open(dir, memo, NULL, 0, &src), 1); /* no list of changes: walk */
    const char *none[] = {NULL};
    assert_int_equal(sp_serve_kept_open(dir, memo, none, 0, &src), 0);
    assert_same_as_walk(src, dir);
    sp_source_close(src);
    /* a new file, a removed folder (its file reported too, or only the folder), an excluded file changed
     * without an event (its time moved) */
    put(dir, "b.md", "new");
    snprintf(p, sizeof p, "%s/d/x.md", dir);
    assert_int_equal(unlink(p), 0);
    snprintf(p, sizeof p, "%s/d", dir);
    assert_int_equal(rmdir(p), 0);
    snprintf(p, sizeof p, "%s/ex.txt", dir);
    struct stat st;
    assert_int_equal(stat(p, &st), 0);
    put(dir, "ex.txt", "changed");
    struct timespec later[2] = {st.st_atim, {st.st_mtim.tv_sec + 5, 0}};
    assert_int_equal(utimensat(AT_FDCWD, p, later, 0), 0);
    const char *three[] = {"d", "b.md", "zz-made-and-gone.md"};
    assert_int_equal(sp_serve_kept_open(dir, memo, three, 3, &src), 0);
    assert_null(entry_of(src, "d/x.md"));
    assert_non_null(entry_of(src, "b.md"));
    assert_same_as_walk(src, dir);
    sp_source_close(src);
    /* a file made executable: its mode */
    snprintf(p, sizeof p, "%s/b.md", dir);
    assert_int_equal(chmod(p, 0755), 0);
    const char *b_md[] = {"b.md"};
    assert_int_equal(sp_serve_kept_open(dir, memo, b_md, 1, &src), 0);
    assert_int_equal(entry_of(src, "b.md")->mode, SP_MODE_EXEC);
    assert_same_as_walk(src, dir);
    sp_source_close(src);
    /* a new folder: walked, and the memo kept its ids for the walk */
    snprintf(p, sizeof p, "%s/e", dir);
    assert_int_equal(mkdir(p, 0755), 0);
    put(dir, "e/y.md", "one");
    const char *e_dir[] = {"e"};
    assert_int_equal(sp_serve_kept_open(dir, memo, e_dir, 1, &src), 1);
    assert_int_equal(sp_source_open_dir(dir, &inner, &err), 0);
    assert_int_equal(sp_serve_hashed_open(inner, memo, e_dir, 1, hide, ignore_ex, NULL, &src, &err), 0);
    assert_same_as_walk(src, dir);
    sp_source_close(src);
    /* a symbolic link: walked, from then on */
    snprintf(p, sizeof p, "%s/l.md", dir);
    assert_int_equal(symlink("a.md", p), 0);
    const char *l_md[] = {"l.md"};
    assert_int_equal(sp_serve_kept_open(dir, memo, l_md, 1, &src), 1);
    assert_int_equal(sp_serve_kept_open(dir, memo, a_md, 1, &src), 1);
    sp_serve_memo_free(memo);
    snprintf(p, sizeof p, "rm -rf '%s'", dir);
    assert_int_equal(system(p), 0);
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
        cmocka_unit_test(test_blob_id),
        cmocka_unit_test(test_reuse),
        cmocka_unit_test(test_hashed_source),
        cmocka_unit_test(test_hashed_link_time),
        cmocka_unit_test(test_kept_listing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
