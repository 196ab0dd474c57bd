/* Unit tests of the publish module (include/sitepub/publish.h) against the git CLI and date(1): trees, the git
 * sink, keep globs (git's :(glob) pathspec), `date` formatting, settings, and compare-and-swap on a moved tip. */
#include "test_support.h"

#include <git2.h>
#include <stdbool.h>
#include <sys/stat.h>
#include <time.h>

#include "publish/internal.h"
#include "sitepub/publish.h"
#include "sitepub/sha1.h"

static char tmpdir[256];

/* Run a shell command in the test directory, return its stdout without the trailing newline. */
static char *sh(const char *fmt, ...)
{
    char cmd[4096], full[4400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    snprintf(full, sizeof full, "cd '%s' && { %s ; }", tmpdir, cmd);
    FILE *p = popen(full, "r");
    assert_non_null(p);
    static char out[65536];
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    pclose(p);
    while (n && out[n - 1] == '\n')
        out[--n] = '\0';
    return out;
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sp_test_publish_XXXXXX");
    assert_non_null(mkdtemp(tmpdir));
    setenv("HOME", tmpdir, 1);
    setenv("GIT_CONFIG_NOSYSTEM", "1", 1);
    unsetenv("GIT_AUTHOR_DATE");
    unsetenv("GIT_COMMITTER_DATE");
    sh("git config --global user.name 'Unit Test' && git config --global user.email unit@example.org && "
       "git config --global init.defaultBranch main");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

static void hex(char out[41], const unsigned char id[20])
{
    for (int i = 0; i < 20; i++)
        sprintf(out + 2 * i, "%02x", id[i]);
}

/* The git sink writes the tree `git write-tree` writes for the same files. */
static void test_sink_tree_matches_git(void **state)
{
    (void)state;
    sh("rm -rf t1 && git init -q t1 && cd t1 && mkdir -p a/b a-b && printf x > a/b/c && printf y > a-b/d && "
       "printf z > a.txt && printf '#!/bin/sh\\n' > run && chmod +x run && ln -s a.txt ln && git add -A");
    char expect[64];
    snprintf(expect, sizeof expect, "%s", sh("cd t1 && git write-tree"));
    char path[512];
    snprintf(path, sizeof path, "%s/t1", tmpdir);
    git_repository *repo;
    sp_error err;
    assert_int_equal(sp_git_open(path, true, &repo, &err), 0);
    sp_sink *sink;
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "ln", SP_MODE_LINK, "a.txt", 5, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a/b/c", SP_MODE_FILE, "x", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "run", SP_MODE_EXEC, "#!/bin/sh\n", 10, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a.txt", SP_MODE_FILE, "z", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a-b/d", SP_MODE_FILE, "y", 1, &err), 0);
    /* the same path twice, unsafe paths */
    assert_int_equal(sp_sink_write(sink, "a.txt", SP_MODE_FILE, "z", 1, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_string_equal(err.file, "a.txt");
    assert_int_equal(sp_sink_write(sink, "../x", SP_MODE_FILE, "z", 1, &err), -1);
    assert_int_equal(sp_sink_write(sink, "a/.git/config", SP_MODE_FILE, "z", 1, &err), -1);
    assert_int_equal(sp_sink_write(sink, "/etc/x", SP_MODE_FILE, "z", 1, &err), -1);
    assert_int_equal(sp_sink_write(sink, "a//x", SP_MODE_FILE, "z", 1, &err), -1);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    unsigned char tree[20];
    const sp_tree_entry *e;
    size_t n;
    assert_int_equal(sp_sink_git_result(sink, tree, &e, &n, &err), 0);
    char got[41];
    hex(got, tree);
    assert_string_equal(got, expect);
    assert_int_equal(n, 5);
    assert_string_equal(e[0].path, "a-b/d");
    assert_string_equal(e[1].path, "a.txt");
    assert_string_equal(e[2].path, "a/b/c");
    sp_sink_close(sink);
    /* in memory: what the sink writes is not in the repository */
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "m", SP_MODE_FILE, "only in memory", 14, &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    assert_int_equal(sp_sink_git_result(sink, tree, &e, &n, &err), 0);
    char blob[41];
    hex(blob, e[0].oid);
    assert_string_equal(blob, sh("printf 'only in memory' | git hash-object --stdin"));
    hex(got, tree);
    assert_string_equal(sh("cd t1 && git cat-file -t %s 2>/dev/null || echo missing", got), "missing");
    assert_string_equal(sh("cd t1 && git cat-file -t %s 2>/dev/null || echo missing", blob), "missing");
    sp_sink_close(sink);

    /* a file that is also a folder */
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a", SP_MODE_FILE, "1", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a/b", SP_MODE_FILE, "2", 1, &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    sp_sink_close(sink);
    /* the empty tree */
    assert_int_equal(sp_git_write_tree(repo, NULL, 0, tree, &err), 0);
    hex(got, tree);
    assert_string_equal(got, "4b825dc642cb6eb9a060e54bf8d69288fbee4904");
    sp_git_close(repo);
}

/* The git source lists what `git ls-tree -r` lists, with blob ids and modes; subdir roots it; a
 * prefix read gives the start of a blob, loose (through a read stream) or packed (read whole). */
static void test_source_git(void **state)
{
    (void)state;
    sh("rm -rf t2 && git init -q t2 && cd t2 && mkdir -p site/css && printf 'hello' > site/index.html && "
       "printf 'b{}' > site/css/s.css && printf r > README && git add -A && git commit -qm one && "
       "printf changed > README && git commit -qam two");
    char path[512];
    snprintf(path, sizeof path, "%s/t2", tmpdir);
    sp_source *src;
    sp_error err;
    assert_int_equal(sp_source_open_git(path, "HEAD~1", NULL, &src, &err), 0);
    const sp_source_entry *e;
    size_t n;
    assert_int_equal(sp_source_list(src, &e, &n, &err), 0);
    assert_int_equal(n, 3);
    assert_string_equal(e[0].path, "README");
    assert_string_equal(e[1].path, "site/css/s.css");
    assert_string_equal(e[2].path, "site/index.html");
    char id[41];
    hex(id, e[2].oid);
    assert_string_equal(id, sh("cd t2 && git rev-parse HEAD~1:site/index.html"));
    sp_buf pre = SP_BUF_INIT; /* the start of a loose blob, through a read stream */
    assert_int_equal(sp_source_read_prefix(src, "site/index.html", 3, &pre, &err), 0);
    assert_true(pre.len >= 3);
    assert_memory_equal(pre.data, "hel", 3);
    sp_buf_free(&pre);
    {
        sh("cd t2 && git repack -adq && git prune-packed");
        sp_source *packed;
        assert_int_equal(sp_source_open_git(path, "HEAD~1", NULL, &packed, &err), 0);
        sp_buf pp = SP_BUF_INIT;
        assert_int_equal(sp_source_read_prefix(packed, "site/index.html", 3, &pp, &err), 0);
        assert_true(pp.len >= 3 && pp.len <= 5);
        assert_memory_equal(pp.data, "hel", 3);
        sp_buf_free(&pp);
        sp_source_close(packed);
    }
    sp_buf b = SP_BUF_INIT;
    assert_int_equal(sp_source_read(src, "README", &b, &err), 0);
    assert_string_equal(sp_buf_cstr(&b), "r"); /* HEAD~1's bytes, not the work tree's */
    sp_buf_free(&b);
    assert_int_equal(sp_source_read(src, "nope", &b, &err), -1);
    sp_source_close(src);
    assert_int_equal(sp_source_open_git(path, "HEAD", "site", &src, &err), 0);
    assert_int_equal(sp_source_list(src, &e, &n, &err), 0);
    assert_int_equal(n, 2);
    assert_string_equal(e[0].path, "css/s.css");
    sp_source_close(src);
    assert_int_equal(sp_source_open_git(path, "no-such", NULL, &src, &err), -1);
    assert_int_equal(err.code, SP_ERR_GIT);
    assert_non_null(strstr(err.message, "no-such"));
}

/* Keep globs select what git's :(glob) pathspec selects. */
static void test_keep_glob_like_git_pathspec(void **state)
{
    (void)state;
    static const char *const paths[] = {".asf.yaml", "CNAME", "docs/index.html", "docs/api/a.html", "docsx/y",
                                        "a.pdf", "x/b.pdf", "x/y/c.pdf", "ffi/v1/i.html", "d[1]/z", "q?.txt",
                                        "qa.txt"};
    static const char *const globs[] = {"docs", "*.pdf", "**/*.pdf", "x/**", "ffi/*", "ffi/*/i.html", "q?.txt",
                                        "doc*", "x/*/c.pdf", "[cC]NAME", ".asf.yaml", "docs/", "**/c.pdf",
                                        "docs/**", "ffi", "d[[]1]", "x"};
    sh("rm -rf t3 && git init -q t3");
    for (size_t i = 0; i < sizeof paths / sizeof *paths; i++)
        sh("cd t3 && mkdir -p \"$(dirname '%s')\" && echo . > '%s'", paths[i], paths[i]);
    sh("cd t3 && git add -A");
    for (size_t g = 0; g < sizeof globs / sizeof *globs; g++) {
        char want[4096];
        snprintf(want, sizeof want, "%s", sh("cd t3 && git ls-files -z -- ':(glob)%s' | tr '\\0' '\\n' | sort", globs[g]));
        /* what we select, in the same order */
        char got[4096] = "";
        const char *sorted[sizeof paths / sizeof *paths];
        size_t ns = 0;
        for (size_t i = 0; i < sizeof paths / sizeof *paths; i++)
            if (sp_keep_match(globs[g], paths[i]))
                sorted[ns++] = paths[i];
        for (size_t i = 1; i < ns; i++)
            for (size_t j = i; j > 0 && strcmp(sorted[j - 1], sorted[j]) > 0; j--) {
                const char *t = sorted[j];
                sorted[j] = sorted[j - 1];
                sorted[j - 1] = t;
            }
        for (size_t i = 0; i < ns; i++) {
            strcat(got, sorted[i]);
            if (i + 1 < ns)
                strcat(got, "\n");
        }
        if (strcmp(got, want))
            fail_msg("glob %s: git selects [%s], we select [%s]", globs[g], want, got);
        /* the walk for kept files skips no folder holding one the glob selects */
        for (size_t i = 0; i < sizeof paths / sizeof *paths; i++) {
            if (!sp_keep_match(globs[g], paths[i]))
                continue;
            char dir[256];
            snprintf(dir, sizeof dir, "%s", paths[i]);
            for (char *sl = strrchr(dir, '/'); sl; sl = strrchr(dir, '/')) {
                *sl = '\0';
                if (!sp_keep_may_match_under(globs[g], dir))
                    fail_msg("glob %s selects %s, but the walk would skip %s/", globs[g], paths[i], dir);
            }
        }
    }
}

/* A new repository NAME in the test directory, opened as mode says. */
static git_repository *new_repo(const char *name, sp_git_mode mode)
{
    sh("rm -rf %s && git init -q %s", name, name);
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    git_repository *repo = NULL;
    sp_error err;
    assert_int_equal(sp_git_open_mode(path, mode, &repo, &err), 0);
    return repo;
}

/* Entry names: the tree writer refuses exactly what libgit2's tree builder refuses (its quick test passes only
 * names the builder takes), core.protectNTFS's ".git" spellings included. */
static void test_tree_names_like_libgit2(void **state)
{
    (void)state;
    git_repository *repo = new_repo("t5", SP_GIT_DRY);
    sp_error err;
    static const char *const names[] = {"x", "index.html", "g", "gitx", "git~1", "GIT~1", "git~2", ".git",
                                        ".GIT", ".git.", ".git ", ".git::$INDEX_ALLOCATION", ".gitignore", ".",
                                        "..", "...", ".x", "GIT~1 .", "gi7eba~1", "\xe2\x80\x8c.git", "\xc3\xa9",
                                        "a b", "a\\\\b", "CON", "aux.txt", "~1", "G", "Gitlab"};
    unsigned char blob[20], tree[20];
    git_oid bid;
    assert_int_equal(git_blob_create_from_buffer(&bid, repo, "x", 1), 0); /* there, for the builder's checks */
    memcpy(blob, bid.id, 20);
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        for (int link = 0; link < 2; link++) {
            git_treebuilder *bld = NULL;
            assert_int_equal(git_treebuilder_new(&bld, repo, NULL), 0);
            git_oid id;
            memcpy(id.id, blob, 20);
            bool want = git_treebuilder_insert(NULL, bld, names[i], &id,
                                               link ? GIT_FILEMODE_LINK : GIT_FILEMODE_BLOB) == 0;
            git_treebuilder_free(bld);
            /* as a file, and as a folder holding one */
            for (int folder = 0; folder < 2; folder++) {
                char p[256];
                snprintf(p, sizeof p, folder ? "%s/f" : "%s", names[i]);
                sp_tree_entry e = {p, link ? SP_MODE_LINK : SP_MODE_FILE, {0}};
                memcpy(e.oid, blob, 20);
                bool got = sp_git_write_tree(repo, &e, 1, tree, &err) == 0;
                if (!folder && got != want)
                    fail_msg("name '%s' (%s): libgit2 %s it, we %s it", names[i], link ? "link" : "file",
                             want ? "takes" : "refuses", got ? "take" : "refuse");
                if (!got && !strstr(err.message, "libgit2") && strncmp(names[i], ".", 1) &&
                    !strstr(err.message, "cannot add"))
                    fail_msg("name '%s': %s", names[i], err.message);
            }
        }
    sp_git_close(repo);
}

/* What reuse_tree says on a new sink of repo. */
static int reuse_on_new_sink(git_repository *repo, const unsigned char key[20], size_t nfiles)
{
    sp_sink *sink;
    sp_error err;
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    int rc = sink->ops->reuse_tree(sink, key, nfiles, &err);
    sp_sink_close(sink);
    return rc;
}

/* store: a blob stored with no path is in the object database under its git id (as `git hash-object`), and a
 * reuse of that id names it; the sink's tree then is what writing the file would have given. */
static void test_sink_store_then_name(void **state)
{
    (void)state;
    git_repository *repo = new_repo("t7", SP_GIT_PACKED);
    sp_error err;
    sp_sink *sink;
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    unsigned char id[20];
    assert_int_equal(sp_sink_store(sink, "stored page\n", 12, id, &err), 0);
    char got[41];
    hex(got, id);
    assert_string_equal(got, sh("printf 'stored page\\n' | git hash-object --stdin"));
    assert_int_equal(sp_sink_write(sink, "a.html", SP_MODE_FILE, "a", 1, &err), 0);
    assert_int_equal(sink->ops->reuse(sink, "b/stored.html", SP_MODE_FILE, id, &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    unsigned char tree[20];
    const sp_tree_entry *e;
    size_t n;
    assert_int_equal(sp_sink_git_result(sink, tree, &e, &n, &err), 0);
    assert_int_equal(n, 2); /* the stored blob is a file only once named */
    assert_string_equal(e[1].path, "b/stored.html");
    assert_memory_equal(e[1].oid, id, 20);
    /* after commit nothing is stored */
    assert_int_equal(sp_sink_store(sink, "late", 4, id, &err), -1);
    assert_int_equal(err.code, SP_ERR_INTERNAL);
    sp_sink_close(sink);
    assert_int_equal(sp_git_flush_pack(repo, NULL, &err), 0);
    hex(got, tree);
    assert_string_equal(sh("cd t7 && git ls-tree -r %s | sed -n 2p", got),
                        "100644 blob a87b2ff6c7d47ca77601ebe0677ec15dd1101e3f\tb/stored.html");
    /* a sink that does not store blobs (the directory sink) says so: nothing stored */
    char dest[512];
    snprintf(dest, sizeof dest, "%s/t7-out", tmpdir);
    assert_int_equal(sp_sink_open_dir(dest, NULL, &sink, &err), 0);
    assert_int_equal(sp_sink_store(sink, "x", 1, id, &err), 1);
    sp_sink_close(sink);
    sp_git_close(repo);
}

/* reuse_tree / remember_tree: a sink stores again, as one tree, what an earlier one remembered under a key;
 * not for another key or count, not from a damaged file, not a tree the object database does not have. */
static void test_sink_reuse_tree(void **state)
{
    (void)state;
    git_repository *repo = new_repo("t6", SP_GIT_PACKED);
    sp_error err;
    unsigned char key[20], other[20], t1[20], t2[20], t3[20];
    sp_sha1_digest("key", 3, key);
    sp_sha1_digest("other", 5, other);
    sp_sink *sink;
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    unsigned char id[20], want_id[20];
    assert_int_equal(sp_sink_write_id(sink, "b/c.html", SP_MODE_FILE, "c", 1, id, &err), 0);
    sp_git_blob_id("c", 1, want_id);
    assert_memory_equal(id, want_id, 20);
    assert_int_equal(sp_sink_write(sink, "a.html", SP_MODE_FILE, "a", 1, &err), 0);
    assert_int_equal(sink->ops->reuse_tree(sink, key, 2, &err), 1); /* nothing remembered yet */
    sink->ops->remember_tree(sink, key, 2);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    assert_int_equal(sp_sink_git_result(sink, t1, NULL, NULL, &err), 0);
    sp_sink_close(sink);
    assert_int_equal(sp_git_flush_pack(repo, NULL, &err), 0);
    /* the same key and count: the tree, unread, and its entries when asked for */
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    assert_int_equal(sink->ops->reuse_tree(sink, key, 2, &err), 0);
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    size_t n = 0;
    assert_int_equal(sp_sink_git_result(sink, t2, NULL, &n, &err), 0);
    assert_memory_equal(t1, t2, 20);
    assert_int_equal(n, 2);
    const sp_tree_entry *e;
    assert_int_equal(sp_sink_git_result(sink, NULL, &e, &n, &err), 0);
    assert_int_equal(n, 2);
    assert_string_equal(e[0].path, "a.html");
    assert_string_equal(e[1].path, "b/c.html");
    sp_sink_close(sink);
    /* another key, another count: not */
    assert_int_equal(sp_sink_open_git(repo, &sink, &err), 0);
    assert_int_equal(sink->ops->reuse_tree(sink, other, 2, &err), 1);
    assert_int_equal(sink->ops->reuse_tree(sink, key, 3, &err), 1);
    /* a file after the tree: added to its entries */
    assert_int_equal(sink->ops->reuse_tree(sink, key, 2, &err), 0);
    assert_int_equal(sp_sink_write(sink, "b/d.html", SP_MODE_FILE, "d", 1, &err), 0);
    assert_int_equal(sp_sink_write(sink, "a.html", SP_MODE_FILE, "a", 1, &err), -1); /* it has that one */
    sink->ops->remember_tree(sink, other, 5); /* not what it holds: not remembered */
    assert_int_equal(sp_sink_commit(sink, &err), 0);
    assert_int_equal(sp_sink_git_result(sink, t3, NULL, &n, &err), 0);
    assert_int_equal(n, 3);
    sp_sink_close(sink);
    assert_int_equal(sp_git_flush_pack(repo, NULL, &err), 0);
    char h1[41], h3[41];
    hex(h1, t1);
    hex(h3, t3);
    assert_string_equal(sh("cd t6 && git ls-tree -r --name-only %s | tr '\\n' ' '", h3), "a.html b/c.html b/d.html ");
    assert_int_equal(reuse_on_new_sink(repo, other, 5), 1);
    /* damaged: not trusted */
    sh("cd t6 && cp .git/sitepub/trees ../trees.good && sed -i 's/^end ./end 0/' .git/sitepub/trees");
    assert_int_equal(reuse_on_new_sink(repo, key, 2), 1);
    /* a well-formed file naming a tree the object database does not have (or a blob): not used */
    char kh[41];
    sp_sha1_hex(key, kh);
    const char *missing[] = {"0123456789abcdef0123456789abcdef01234567", NULL};
    missing[1] = sh("cd t6 && git rev-parse %s:a.html", h1);
    char blob_hex[41];
    snprintf(blob_hex, sizeof blob_hex, "%s", missing[1]);
    missing[1] = blob_hex;
    for (int k = 0; k < 2; k++) {
        sh("cd t6 && printf 'sitepub-trees 1\\n%s %s 2\\n' > .git/sitepub/trees && "
           "printf 'end %%s\\n' $(sha1sum < .git/sitepub/trees | cut -c1-40) >> .git/sitepub/trees", kh, missing[k]);
        assert_int_equal(reuse_on_new_sink(repo, key, 2), 1);
    }
    /* and the good one, put back, is */
    sh("cd t6 && cp ../trees.good .git/sitepub/trees");
    assert_int_equal(reuse_on_new_sink(repo, key, 2), 0);
    sp_git_close(repo);
}

/* The composed tree (kept, copied, .nojekyll, CNAME) tree by tree is the one file by file: the same id, the same
 * counts, the same error; over a tip with kept files in folders, a gitlink, files the output replaces. */
static void test_compose_trees_like_flat(void **state)
{
    (void)state;
    sh("rm -rf t7 && git init -q t7 && cd t7 && mkdir -p docs/api keep/deep old x && "
       "echo k > .asf.yaml && echo c > CNAME && echo d > docs/api/a.pdf && echo e > docs/index.html && "
       "echo f > keep/deep/k.txt && echo g > old/gone.html && echo h > x.pdf && echo i > index.html && "
       "echo j > x/y.pdf && echo l > a.html && "
       "git update-index --add --cacheinfo 160000,0123456789abcdef0123456789abcdef01234567,sub && "
       "git add -A && git commit -qm tip && git branch tip && "
       "echo s > .asf.yaml && echo s2 > src.txt && mkdir -p cp && echo s3 > cp/in.txt && git add -A && "
       "git commit -qm source");
    char path[512];
    snprintf(path, sizeof path, "%s/t7", tmpdir);
    git_repository *repo;
    sp_error err;
    assert_int_equal(sp_git_open(path, true, &repo, &err), 0);
    git_oid tip_id, src_id;
    assert_int_equal(git_reference_name_to_id(&tip_id, repo, "refs/heads/tip"), 0);
    assert_int_equal(git_reference_name_to_id(&src_id, repo, "HEAD"), 0);
    git_commit *tip = NULL;
    assert_int_equal(git_commit_lookup(&tip, repo, &tip_id), 0);
    /* outputs: one replaces a kept file, one is a new folder, one is a file where a kept glob has a folder */
    static const char *const out_sets[][6] = {
        {"index.html", "a.html", "docs/index.html", "new/n.html", NULL},
        {"index.html", "CNAME", ".nojekyll", "docs/api/a.pdf", NULL},
        {"index.html", "keep", NULL},               /* a file where the tip keeps a folder: an error */
        {"index.html", "src.txt/x.html", NULL},     /* a folder where a copied file goes: an error */
        {NULL},
    };
    static const char *const keeps[][4] = {{NULL}, {"docs", NULL}, {"*.pdf", "keep/deep", NULL},
                                           {"**/*.pdf", "old/", NULL}, {"keep", "x", "CNAME", NULL}};
    for (size_t o = 0; o < sizeof out_sets / sizeof *out_sets; o++)
        for (size_t k = 0; k < sizeof keeps / sizeof *keeps; k++)
            for (int opt = 0; opt < 8; opt++) {
                sp_built b;
                memset(&b, 0, sizeof b);
                assert_int_equal(sp_sink_open_git(repo, &b.sink, &err), 0);
                for (size_t i = 0; out_sets[o][i]; i++)
                    assert_int_equal(sp_sink_write(b.sink, out_sets[o][i], SP_MODE_FILE, out_sets[o][i],
                                                   strlen(out_sets[o][i]), &err), 0);
                assert_int_equal(sp_sink_commit(b.sink, &err), 0);
                unsigned char t[20];
                assert_int_equal(sp_sink_git_result(b.sink, t, NULL, &b.n, &err), 0);
                memcpy(b.tree.id, t, 20);
                b.source_commit = src_id;
                b.has_source = true;
                sp_publish_settings s;
                memset(&s, 0, sizeof s);
                s.keep[s.nkeep++] = ".asf.yaml";
                s.keep[s.nkeep++] = "CNAME";
                s.keep[s.nkeep++] = ".nojekyll";
                for (size_t i = 0; keeps[k][i]; i++)
                    s.keep[s.nkeep++] = keeps[k][i];
                if (opt & 1) {
                    s.copy[s.ncopy++] = ".asf.yaml";
                    s.copy[s.ncopy++] = "src.txt";
                    s.copy[s.ncopy++] = "cp/in.txt";
                    s.copy[s.ncopy++] = "index.html";
                    s.copy[s.ncopy++] = "no/such";
                }
                s.nojekyll = opt & 2;
                s.cname = opt & 4 ? "example.org" : NULL;
                for (int with_base = 0; with_base < 2; with_base++) {
                    git_oid t1, t2;
                    size_t c1[4] = {0}, c2[4] = {0};
                    sp_error e1, e2;
                    const git_commit *base = with_base ? tip : NULL;
                    int r1 = sp_publish_compose(repo, &b, base, &s, &t1, &c1[0], &c1[1], &c1[2], &c1[3], &e1);
                    int r2 = sp_publish_compose_flat(repo, &b, base, &s, &t2, &c2[0], &c2[1], &c2[2], &c2[3], &e2);
                    if (r1 != r2)
                        fail_msg("outputs %zu keeps %zu opt %d base %d: %d vs flat %d (%s)", o, k, opt, with_base,
                                 r1, r2, r1 ? e1.message : e2.message);
                    if (r1 == 0) {
                        if (!git_oid_equal(&t1, &t2) || memcmp(c1, c2, sizeof c1))
                            fail_msg("outputs %zu keeps %zu opt %d base %d: tree or counts differ (%zu %zu %zu %zu "
                                     "vs %zu %zu %zu %zu)", o, k, opt, with_base, c1[0], c1[1], c1[2], c1[3],
                                     c2[0], c2[1], c2[2], c2[3]);
                    } else {
                        assert_string_equal(e1.message, e2.message);
                        assert_string_equal(e1.file, e2.file);
                        assert_int_equal(e1.code, e2.code);
                    }
                }
                sp_built_free(&b);
            }
    git_commit_free(tip);
    sp_git_close(repo);
}

/* `date`'s output, for several zones and a padded day. */
static void test_date_like_date(void **state)
{
    (void)state;
    static const char *const zones[] = {"UTC", "America/Los_Angeles", "Asia/Kolkata", "Europe/Berlin"};
    static const long long times[] = {1605266530, 1604401330, 1719446436, 951782400};
    for (size_t z = 0; z < 4; z++)
        for (size_t t = 0; t < 4; t++) {
            char want[128];
            snprintf(want, sizeof want, "%s", sh("TZ=%s LC_ALL=C date -d @%lld", zones[z], times[t]));
            setenv("TZ", zones[z], 1);
            tzset();
            sp_buf b = SP_BUF_INIT;
            sp_format_date_like_date(&b, times[t]);
            assert_string_equal(sp_buf_cstr(&b), want);
            sp_buf_free(&b);
        }
    setenv("TZ", "America/Los_Angeles", 1);
    tzset();
    sp_buf b = SP_BUF_INIT;
    sp_publish_format_message(&b, "Build at %d (%h: %s) 100%% %x", 1605266530,
                              "0123456789abcdef0123456789abcdef01234567", "Add a post");
    assert_string_equal(sp_buf_cstr(&b), "Build at Fri Nov 13 03:22:10 PST 2020 (0123456: Add a post) 100% %x");
    sp_buf_free(&b);
    unsetenv("TZ");
    tzset();
}

/* Moving the branch between reading the tip and the compare-and-swap: publish rebuilds on the new tip. */
typedef struct hook_state {
    int calls;
    char moved_to[64];
} hook_state;

static void move_branch(void *ud, struct git_repository *repo, const char *refname)
{
    (void)repo;
    hook_state *h = ud;
    if (h->calls++ == 0) {
        /* another publisher adds docs/ on the branch, with the git CLI */
        snprintf(h->moved_to, sizeof h->moved_to, "%s",
                 sh("cd t4 && export GIT_INDEX_FILE=$PWD/.git/other-index && git read-tree %s && "
                    "git update-index --add --cacheinfo 100644,$(echo api | git hash-object -w --stdin),docs/a.html "
                    "&& c=$(git commit-tree $(git write-tree) -p %s -m 'docs build') && git update-ref %s $c && "
                    "echo $c",
                    refname, refname, refname));
    }
}

static void test_cas_rebuilds_on_moved_tip(void **state)
{
    (void)state;
    sh("rm -rf t4 && git init -q t4 && cd t4 && echo one > index.html && git add -A && git commit -qm one");
    char path[512];
    snprintf(path, sizeof path, "%s/t4", tmpdir);
    sp_publish_options o;
    sp_publish_options_init(&o);
    o.repo_path = path;
    sp_publish_result r;
    sp_error err;
    assert_int_equal(sp_publish(&o, &r, &err), 0);
    char first[41];
    snprintf(first, sizeof first, "%s", r.commit);
    assert_string_equal(sh("cd t4 && git rev-parse asf-site"), first);
    sp_publish_result_free(&r);

    sh("cd t4 && echo two > index.html && git commit -qam two");
    hook_state h = {0, ""};
    const char *keep[] = {"docs"};
    o.keep = keep;
    o.nkeep = 1;
    o.before_ref_update = move_branch;
    o.hook_ud = &h;
    assert_int_equal(sp_publish(&o, &r, &err), 0);
    assert_int_equal(r.ref_retries, 1);
    assert_int_equal(h.calls, 2);
    assert_string_equal(sh("cd t4 && git rev-parse asf-site"), r.commit);
    assert_string_equal(sh("cd t4 && git rev-parse asf-site^"), h.moved_to);   /* on the new tip */
    assert_string_equal(sh("cd t4 && git rev-parse asf-site~2"), first);       /* nothing lost */
    assert_string_equal(sh("cd t4 && git cat-file -p asf-site:docs/a.html"), "api"); /* its docs kept */
    assert_string_equal(sh("cd t4 && git cat-file -p asf-site:index.html"), "two");
    assert_string_equal(sh("cd t4 && git fsck --strict --no-progress >/dev/null 2>&1 && echo clean"), "clean");
    sp_publish_result_free(&r);
}

/* Settings: the publish: block of _config.yml (block and flow lists) over git config. */
static void test_settings_from_config_yml(void **state)
{
    (void)state;
    sh("rm -rf t5 && git init -q t5 && cd t5 && git config sitepub.branch gc-branch && "
       "git config sitepub.remote gc-remote && git config --add sitepub.keep from-git && "
       "printf 'title: x\\nnested:\\n  publish:\\n    branch: wrong\\npublish:\\n  branch: gh-pages\\n"
       "  keep: [docs, \"ffi/**\"]\\n  notify: true\\n  other: {a: [1, 2]}\\n  message: \"Site %%%%h\"\\n"
       "after: 1\\n' > _config.yml && git add -A && git commit -qm c");
    char path[512];
    snprintf(path, sizeof path, "%s/t5", tmpdir);
    sp_publish_options o;
    sp_publish_options_init(&o);
    o.repo_path = path;
    o.dry_run = true;
    sp_publish_result r;
    sp_error err;
    assert_int_equal(sp_publish(&o, &r, &err), 0);
    assert_string_equal(r.settings.branch, "gh-pages");
    assert_string_equal(r.settings.remote, "gc-remote");
    assert_string_equal(r.settings.message, "Site %h");
    assert_true(r.settings.notify);
    assert_int_equal(r.settings.nkeep, 6);
    assert_string_equal(r.settings.keep[0], ".asf.yaml");
    assert_string_equal(r.settings.keep[3], "from-git");
    assert_string_equal(r.settings.keep[4], "docs");
    assert_string_equal(r.settings.keep[5], "ffi/**");
    sp_publish_result_free(&r);
    /* bad YAML is an input error naming the place */
    sh("cd t5 && printf 'publish: [\\n' > _config.yml && git commit -qam bad");
    assert_int_equal(sp_publish(&o, &r, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_string_equal(err.file, "_config.yml");
    sp_publish_result_free(&r);
}

/* Credentials in URLs never reach messages. */
static void test_redact_urls(void **state)
{
    (void)state;
    char out[256];
    assert_string_equal(sp_redact_urls("push to 'https://bot:s3cret@example.org/r.git' failed", out, sizeof out),
                        "push to 'https://bot:***@example.org/r.git' failed");
    assert_string_equal(sp_redact_urls("https://ghp_token@github.com/a/b and http://x@y:1/z", out, sizeof out),
                        "https://***@github.com/a/b and http://***@y:1/z");
    assert_string_equal(sp_redact_urls("ssh://git@host/x.git", out, sizeof out), "ssh://***@host/x.git");
    assert_string_equal(sp_redact_urls("https://example.org/a@b", out, sizeof out), "https://example.org/a@b");
    assert_string_equal(sp_redact_urls("/srv/git/site.git", out, sizeof out), "/srv/git/site.git");
    assert_string_equal(sp_redact_urls("https://u:p@h", out, 12), "https://u:*");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sink_tree_matches_git),
        cmocka_unit_test(test_source_git),
        cmocka_unit_test(test_keep_glob_like_git_pathspec),
        cmocka_unit_test(test_tree_names_like_libgit2),
        cmocka_unit_test(test_sink_reuse_tree),
        cmocka_unit_test(test_sink_store_then_name),
        cmocka_unit_test(test_compose_trees_like_flat),
        cmocka_unit_test(test_date_like_date),
        cmocka_unit_test(test_cas_rebuilds_on_moved_tip),
        cmocka_unit_test(test_settings_from_config_yml),
        cmocka_unit_test(test_redact_urls),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
