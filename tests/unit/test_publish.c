/* Unit tests of the publish module (include/sitepub/publish.h) against the git CLI and date(1): trees, the git
 * sink, keep globs (git's :(glob) pathspec), `date` formatting, settings, and compare-and-swap on a moved tip. */
#include "test_support.h"

#include <git2.h>
#include <stdbool.h>
#include <sys/stat.h>
#include <time.h>

#include "sitepub/publish.h"

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
    }
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
        cmocka_unit_test(test_date_like_date),
        cmocka_unit_test(test_cas_rebuilds_on_moved_tip),
        cmocka_unit_test(test_settings_from_config_yml),
        cmocka_unit_test(test_redact_urls),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
