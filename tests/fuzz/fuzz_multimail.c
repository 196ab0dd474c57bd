/* libFuzzer target: the git-multimail composer (issue 20). A scratch repository (made once, under $TMPDIR) holds
 * a base commit on refs/heads/main; each input becomes a commit on it whose author name, file name, message and
 * file content come from the input (first line: author; second: file name; the rest: message and content; the
 * author date from the first bytes), the branch moves there, and the notice for the update is composed
 * (sp_notify_compose: headers with RFC 2047 words, the summary, the diffstat and the diff) in the stock and the
 * asf style and printed as --stdout does. Nothing is sent. */
#include <git2.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sitepub/buf.h"
#include "sitepub/mail.h"

static git_repository *g_repo;
static git_oid g_base;
static char g_base_hex[41];
static sp_notify_settings g_settings;
static char g_dir[256];

static void cleanup(void)
{
    /* the scratch repository goes with the process */
    char cmd[300];
    if (g_dir[0] && snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_dir) < (int)sizeof cmd) {
        int rc = system(cmd);
        (void)rc;
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    git_libgit2_init();
    const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    snprintf(g_dir, sizeof g_dir, "%s/sitepub-fuzz-mm-XXXXXX", tmp);
    if (!mkdtemp(g_dir))
        abort();
    atexit(cleanup);
    if (git_repository_init(&g_repo, g_dir, 1) < 0)
        abort();
    git_config *cfg;
    git_repository_config(&cfg, g_repo);
    git_config_set_string(cfg, "multimailhook.mailingList", "Commits <commits@example.org>");
    git_config_set_string(cfg, "multimailhook.from", "Bot <bot@example.org>");
    git_config_set_string(cfg, "multimailhook.emailPrefix", "[fuzz]");
    git_config_set_int32(cfg, "multimailhook.emailMaxLines", 200);
    git_config_free(cfg);
    sp_error err;
    if (sp_notify_settings_load(g_repo, &g_settings, &err) < 0)
        abort();
    git_treebuilder *tb;
    git_oid tree, blob;
    git_treebuilder_new(&tb, g_repo, NULL);
    git_blob_create_from_buffer(&blob, g_repo, "base\n", 5);
    git_treebuilder_insert(NULL, tb, "index.html", &blob, GIT_FILEMODE_BLOB);
    git_treebuilder_write(&tree, tb);
    git_treebuilder_free(tb);
    git_tree *t;
    git_tree_lookup(&t, g_repo, &tree);
    git_signature *sig;
    git_signature_new(&sig, "Base", "base@example.org", 1600000000, 0);
    git_commit_create(&g_base, g_repo, "refs/heads/main", sig, sig, NULL, "base\n", t, 0, NULL);
    git_signature_free(sig);
    git_tree_free(t);
    git_oid_tostr(g_base_hex, sizeof g_base_hex, &g_base);
    return 0;
}

/* The line at *p (up to n bytes, at most max), advancing past it. */
static size_t take_line(const char **p, size_t *n, char *dst, size_t max)
{
    const char *nl = memchr(*p, '\n', *n);
    size_t l = nl ? (size_t)(nl - *p) : *n;
    size_t c = l < max - 1 ? l : max - 1;
    memcpy(dst, *p, c);
    dst[c] = '\0';
    size_t adv = nl ? l + 1 : l;
    *p += adv;
    *n -= adv;
    return c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 20000)
        return 0;
    const char *p = (const char *)data;
    size_t n = size;
    int64_t when = 1600000000;
    int offset = 0;
    if (n >= 4) {
        when += (int64_t)((uint32_t)data[0] << 16 | (uint32_t)data[1] << 8 | data[2]) * 97;
        offset = ((int)data[3] % 48 - 24) * 30;
    }
    char author[128], fname[128];
    take_line(&p, &n, author, sizeof author);
    take_line(&p, &n, fname, sizeof fname);
    /* what git accepts: a name without NUL, '/', and not ".", "..", ".git" */
    for (char *c = fname; *c; c++)
        if (*c == '/')
            *c = '_';
    if (!fname[0] || !strcmp(fname, ".") || !strcmp(fname, "..") || !strcasecmp(fname, ".git"))
        strcpy(fname, "f");
    git_signature *sig = NULL;
    if (git_signature_new(&sig, author, "a@example.org", when, offset) < 0 &&
        git_signature_new(&sig, "A", "a@example.org", when, offset) < 0)
        return 0;
    git_treebuilder *tb = NULL;
    git_oid blob, tree, id;
    git_tree *t = NULL;
    git_commit *base = NULL;
    git_commit_lookup(&base, g_repo, &g_base);
    git_tree *bt = NULL;
    git_commit_tree(&bt, base);
    int ok = git_blob_create_from_buffer(&blob, g_repo, p, n) == 0 && git_treebuilder_new(&tb, g_repo, bt) == 0 &&
             git_treebuilder_insert(NULL, tb, fname, &blob, GIT_FILEMODE_BLOB) == 0 &&
             git_treebuilder_write(&tree, tb) == 0 && git_tree_lookup(&t, g_repo, &tree) == 0;
    sp_buf msg = SP_BUF_INIT;
    sp_buf_append(&msg, p, n);
    const git_commit *parents[1] = {base};
    if (ok && git_commit_create(&id, g_repo, "refs/heads/main", sig, sig, NULL, sp_buf_cstr(&msg), t, 1, parents) == 0) {
        char hex[41];
        git_oid_tostr(hex, sizeof hex, &id);
        for (int style = 0; style < 2; style++) {
            g_settings.style = style ? SP_NOTIFY_ASF : SP_NOTIFY_STOCK;
            sp_mail_batch b;
            sp_error err;
            if (sp_notify_compose(g_repo, &g_settings, g_base_hex, hex, "refs/heads/main", NULL, &b, &err) == 0) {
                sp_buf out = SP_BUF_INIT;
                sp_mail_batch_format_stdout(&b, &out);
                for (size_t i = 0; i < b.n; i++)
                    sp_mail_wire_bytes(&b.msgs[i], &out);
                sp_buf_free(&out);
                sp_mail_batch_free(&b);
            }
        }
        git_reference *r = NULL;
        git_reference_create(&r, g_repo, "refs/heads/main", &g_base, 1, NULL);
        git_reference_free(r);
    }
    git_error_clear();
    sp_buf_free(&msg);
    git_tree_free(t);
    git_tree_free(bt);
    git_treebuilder_free(tb);
    git_commit_free(base);
    git_signature_free(sig);
    return 0;
}
