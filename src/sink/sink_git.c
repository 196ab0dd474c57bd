/* The git implementation of the sink interface (include/sitepub/sink.h, include/sitepub/publish.h): every
 * file becomes a blob in the repository's object database (the in-memory one for dry runs), static files from
 * a git source are passed through by blob id, and commit builds the trees without an index or work tree. */
#include <errno.h>
#include <git2.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "publish/internal.h"
#include "sitepub/publish.h"
#include "sitepub/atomic_file.h"
#include "sitepub/sha1.h"

typedef struct git_sink {
    sp_sink base;
    git_repository *repo;
    git_odb *odb;
    pthread_mutex_t lock;
    bool serial_writes; /* the object database has a mempack backend (a dry run): one write at a time */
    sp_tree_entry *entries;
    size_t n, cap;
    /* open-addressing set of paths (indexes into entries + 1; 0 = empty) */
    size_t *slots;
    size_t nslots;
    bool committed, failed;
    unsigned char tree[20];
    /* reuse_tree: the sink holds the tree whole (whole_n files) and no entries yet; they are read from it when
     * asked for (sp_sink_git_result) or when anything more is stored */
    bool whole;
    unsigned char whole_tree[20];
    size_t whole_n;
    /* remember_tree: the key and file count to remember the committed tree under */
    bool remember;
    unsigned char remember_key[20];
    size_t remember_n;
} git_sink;

int sp_publish_path_ok(const char *path)
{
    if (!path || !*path || path[0] == '/')
        return 0;
    const char *p = path;
    while (*p) {
        const char *q = strchr(p, '/');
        size_t l = q ? (size_t)(q - p) : strlen(p);
        if (l == 0 || (l == 1 && p[0] == '.') || (l == 2 && p[0] == '.' && p[1] == '.') ||
            (l == 4 && !strncasecmp(p, ".git", 4)))
            return 0;
        for (size_t i = 0; i < l; i++)
            if (p[i] == '\\')
                return 0;
        if (!q)
            break;
        p = q + 1;
        if (!*p)
            return 0; /* trailing slash */
    }
    return 1;
}

static size_t hash_str(const char *s)
{
    size_t h = 1469598103934665603ull;
    while (*s)
        h = (h ^ (unsigned char)*s++) * 1099511628211ull;
    return h;
}

/* Insert path into the set; returns 0, or -1 when it is already there. Called with the lock held. */
static int set_add(git_sink *g, const char *path, size_t idx)
{
    if ((g->n + 1) * 2 > g->nslots) {
        size_t ns = g->nslots ? g->nslots * 2 : 1024;
        size_t *slots = calloc(ns, sizeof *slots);
        if (!slots)
            abort();
        for (size_t i = 0; i < g->nslots; i++)
            if (g->slots[i]) {
                size_t j = hash_str(g->entries[g->slots[i] - 1].path) & (ns - 1);
                while (slots[j])
                    j = (j + 1) & (ns - 1);
                slots[j] = g->slots[i];
            }
        free(g->slots);
        g->slots = slots;
        g->nslots = ns;
    }
    size_t j = hash_str(path) & (g->nslots - 1);
    while (g->slots[j]) {
        if (!strcmp(g->entries[g->slots[j] - 1].path, path))
            return -1;
        j = (j + 1) & (g->nslots - 1);
    }
    g->slots[j] = idx + 1;
    return 0;
}

/* A sink holding a tree whole (reuse_tree): read its entries (sorted) so that they can be listed or added to.
 * Called with the lock held. */
static int materialize(git_sink *g, sp_error *err)
{
    if (!g->whole)
        return 0;
    sp_tree_entry *e = NULL;
    size_t n = 0;
    if (sp_git_read_tree(g->repo, g->whole_tree, &e, &n, err) < 0)
        return -1;
    g->whole = false;
    g->entries = malloc((n ? n : 1) * sizeof *g->entries);
    if (!g->entries)
        abort();
    g->cap = n ? n : 1;
    for (size_t i = 0; i < n; i++) {
        g->entries[i] = e[i];
        g->entries[i].path = strdup(e[i].path);
        if (!g->entries[i].path)
            abort();
        g->n = i;
        set_add(g, g->entries[i].path, i);
    }
    g->n = n;
    free(e);
    return 0;
}

static int add_entry(git_sink *g, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    char *copy = strdup(path);
    if (!copy)
        abort();
    pthread_mutex_lock(&g->lock);
    if (g->whole && materialize(g, err) < 0) {
        pthread_mutex_unlock(&g->lock);
        free(copy);
        return -1;
    }
    if (g->n == g->cap) {
        g->cap = g->cap ? g->cap * 2 : 256;
        g->entries = realloc(g->entries, g->cap * sizeof *g->entries);
        if (!g->entries)
            abort();
    }
    g->entries[g->n].path = copy;
    g->entries[g->n].mode = mode;
    memcpy(g->entries[g->n].oid, oid, 20);
    int rc = 0;
    if (set_add(g, copy, g->n) < 0) {
        free(copy);
        rc = sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "the build writes this path twice");
    } else {
        g->n++;
    }
    pthread_mutex_unlock(&g->lock);
    return rc;
}

static int check_args(git_sink *g, const char *path, uint32_t mode, sp_error *err)
{
    if (g->committed)
        return sp_error_set(err, SP_ERR_INTERNAL, path, 0, 0, "write to a git sink after commit");
    if (!sp_publish_path_ok(path))
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "unsafe output path (absolute, '..', '.git' or empty "
                                                           "segment); it is not written");
    if (mode != SP_MODE_FILE && mode != SP_MODE_EXEC && mode != SP_MODE_LINK)
        return sp_error_set(err, SP_ERR_INTERNAL, path, 0, 0, "bad file mode %o", mode);
    return 0;
}

/* Write a blob into the object database (no entry): id set. -1 with err. */
static int write_blob(git_sink *g, const void *data, size_t len, unsigned char id[20], sp_error *err)
{
    git_oid oid;
    /* libgit2's loose and pack backends take concurrent writes, so render threads hash and deflate their pages
     * at once; the mempack backend of a dry run is not thread-safe, so there writes (memory copies) go one at a
     * time. */
    if (g->serial_writes)
        pthread_mutex_lock(&g->lock);
    int rc = sp_git_write_object(g->repo, g->odb, GIT_OBJECT_BLOB, data, len, &oid);
    if (g->serial_writes)
        pthread_mutex_unlock(&g->lock);
    if (rc < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot write a blob");
    memcpy(id, oid.id, 20);
    return 0;
}

static int gs_store(sp_sink *sink, const void *data, size_t len, unsigned char id[20], sp_error *err)
{
    git_sink *g = sink->impl;
    if (g->committed)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "write to a git sink after commit");
    return write_blob(g, data, len, id, err);
}

static int gs_write_id(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len,
                       unsigned char id[20], sp_error *err)
{
    git_sink *g = sink->impl;
    if (check_args(g, path, mode, err) < 0)
        return -1;
    if (write_blob(g, data, len, id, err) < 0) {
        sp_error_prefix(err, "%s", path);
        return -1;
    }
    return add_entry(g, path, mode, id, err);
}

static int gs_write(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err)
{
    unsigned char id[20];
    return gs_write_id(sink, path, mode, data, len, id, err);
}

static int gs_copy(sp_sink *sink, const char *path, sp_source *src, const sp_source_entry *entry, sp_error *err)
{
    git_sink *g = sink->impl;
    if (check_args(g, path, entry->mode, err) < 0)
        return -1;
    if (entry->has_oid) {
        /* Reuse the blob only when this repository has it (a source from another repository does not). */
        git_oid oid;
        memcpy(oid.id, entry->oid, 20);
        pthread_mutex_lock(&g->lock);
        int have = git_odb_exists(g->odb, &oid);
        pthread_mutex_unlock(&g->lock);
        if (have)
            return add_entry(g, path, entry->mode, entry->oid, err);
    }
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(src, entry->path, &b, err) < 0) {
        sp_buf_free(&b);
        return -1;
    }
    int rc = gs_write(sink, path, entry->mode, b.data ? b.data : "", b.len, err);
    sp_buf_free(&b);
    return rc;
}

static int gs_reuse(sp_sink *sink, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    git_sink *g = sink->impl;
    if (check_args(g, path, mode, err) < 0)
        return -1;
    git_oid id;
    memcpy(id.id, oid, 20);
    pthread_mutex_lock(&g->lock);
    int have = git_odb_exists(g->odb, &id);
    pthread_mutex_unlock(&g->lock);
    return have ? add_entry(g, path, mode, oid, err) : 1;
}

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const sp_tree_entry *)a)->path, ((const sp_tree_entry *)b)->path);
}

/* ---- the trees remembered by key (reuse_tree, remember_tree) ----
 * $GIT_DIR/sitepub/trees, text, the newest first:
 *   sitepub-trees 1
 *   KEY TREE N      (hex key, hex tree id, its file count; at most TREES_KEPT lines, keys distinct)
 *   end CHECK       (the SHA-1 of every byte before this line)
 * A file that does not parse or check is ignored (and replaced by the next remember); a tree it names that the
 * object database does not have is not used. */

#define TREES_KEPT 8

static char *trees_file(git_repository *repo)
{
    const char *gitdir = git_repository_path(repo);
    char *f = NULL;
    if (!gitdir || asprintf(&f, "%ssitepub/trees", gitdir) < 0)
        return NULL;
    return f;
}

typedef struct tree_memo {
    unsigned char key[20], tree[20];
    size_t n;
} tree_memo;

/* The lines of the trees file (at most TREES_KEPT); 0 when there is none or it is damaged. */
static size_t trees_read(git_repository *repo, tree_memo out[TREES_KEPT])
{
    char *file = trees_file(repo);
    FILE *f = file ? fopen(file, "re") : NULL;
    free(file);
    if (!f)
        return 0;
    char text[4096];
    size_t len = fread(text, 1, sizeof text - 1, f);
    bool whole = feof(f);
    fclose(f);
    text[len] = '\0';
    static const char head[] = "sitepub-trees 1\n";
    const char *end = len > 1 ? text + len - 1 : NULL;
    while (end && end > text && end[-1] != '\n')
        end--;
    unsigned char check[20], want[20];
    if (!whole || !end || strncmp(text, head, sizeof head - 1) || strncmp(end, "end ", 4) || strlen(end) != 45 ||
        !sp_sha1_unhex(end + 4, want))
        return 0;
    sp_sha1_digest(text, (size_t)(end - text), check);
    if (memcmp(check, want, 20))
        return 0;
    size_t k = 0;
    for (const char *p = text + sizeof head - 1; p < end && k < TREES_KEPT;) {
        const char *eol = strchr(p, '\n');
        char *num_end = NULL;
        if (!eol || eol - p < 83 || p[40] != ' ' || p[81] != ' ' || !sp_sha1_unhex(p, out[k].key) ||
            !sp_sha1_unhex(p + 41, out[k].tree))
            return 0;
        out[k].n = (size_t)strtoull(p + 82, &num_end, 10);
        if (num_end != eol)
            return 0;
        k++;
        p = eol + 1;
    }
    return k;
}

/* Put (key, tree, n) first in the trees file, keeping the newest others; written to a temporary file renamed
 * over it. A failure leaves the file as it was (the tree is then not reused: nothing is wrong). */
static void trees_write(git_repository *repo, const unsigned char key[20], const unsigned char tree[20], size_t n)
{
    tree_memo old[TREES_KEPT];
    size_t nold = trees_read(repo, old);
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, "sitepub-trees 1\n");
    char kh[41], th[41];
    sp_sha1_hex(key, kh);
    sp_sha1_hex(tree, th);
    sp_buf_printf(&b, "%s %s %zu\n", kh, th, n);
    for (size_t i = 0, kept = 1; i < nold && kept < TREES_KEPT; i++) {
        if (!memcmp(old[i].key, key, 20))
            continue;
        sp_sha1_hex(old[i].key, kh);
        sp_sha1_hex(old[i].tree, th);
        sp_buf_printf(&b, "%s %s %zu\n", kh, th, old[i].n);
        kept++;
    }
    unsigned char check[20];
    sp_sha1_digest(b.data, b.len, check);
    sp_sha1_hex(check, kh);
    sp_buf_printf(&b, "end %s\n", kh);
    char *file = trees_file(repo);
    if (file) {
        char *slash = strrchr(file, '/');
        *slash = '\0';
        bool dir = mkdir(file, 0777) == 0 || errno == EEXIST;
        *slash = '/';
        if (dir)
            sp_file_write_atomic(file, b.data, b.len);
    }
    free(file);
    sp_buf_free(&b);
}

static int gs_reuse_tree(sp_sink *sink, const unsigned char key[20], size_t nfiles, sp_error *err)
{
    (void)err;
    git_sink *g = sink->impl;
    if (g->committed || g->n || g->whole)
        return 1;
    tree_memo m[TREES_KEPT];
    size_t k = trees_read(g->repo, m);
    for (size_t i = 0; i < k; i++) {
        if (memcmp(m[i].key, key, 20) || m[i].n != nfiles)
            continue;
        git_oid id;
        memcpy(id.id, m[i].tree, 20);
        bool have = false;
        size_t size;
        git_object_t type;
        /* the header alone: that the object database has it, and as a tree */
        if (git_odb_read_header(&size, &type, g->odb, &id) == 0)
            have = type == GIT_OBJECT_TREE;
        git_error_clear();
        if (!have)
            return 1;
        g->whole = true;
        memcpy(g->whole_tree, m[i].tree, 20);
        g->whole_n = nfiles;
        return 0;
    }
    return 1;
}

static void gs_remember_tree(sp_sink *sink, const unsigned char key[20], size_t nfiles)
{
    git_sink *g = sink->impl;
    g->remember = true;
    memcpy(g->remember_key, key, 20);
    g->remember_n = nfiles;
}

static int gs_commit(sp_sink *sink, sp_error *err)
{
    git_sink *g = sink->impl;
    if (g->committed)
        return 0;
    if (g->whole) {
        memcpy(g->tree, g->whole_tree, 20);
        g->committed = true;
        return 0;
    }
    /* Sorted by path for the trees and for sp_sink_git_result (the path set is not used after this). */
    bool sorted = true;
    for (size_t i = 1; i < g->n && sorted; i++)
        sorted = strcmp(g->entries[i - 1].path, g->entries[i].path) < 0;
    if (!sorted)
        qsort(g->entries, g->n, sizeof *g->entries, entry_cmp);
    if (sp_git_write_sorted_tree(g->repo, g->entries, g->n, g->tree, err) < 0)
        return -1;
    g->committed = true;
    /* what a build with the same key will store again: only when it holds what the key stands for, and not for
     * a dry run (its objects are gone at close) */
    if (g->remember && g->n == g->remember_n && !sp_git_dry(g->repo))
        trees_write(g->repo, g->remember_key, g->tree, g->n);
    return 0;
}

static void gs_close(sp_sink *sink)
{
    git_sink *g = sink->impl;
    for (size_t i = 0; i < g->n; i++)
        free((char *)g->entries[i].path);
    free(g->entries);
    free(g->slots);
    git_odb_free(g->odb);
    pthread_mutex_destroy(&g->lock);
    free(g);
}

static const sp_sink_ops git_sink_ops = {gs_write, gs_copy,     gs_commit,     gs_close,        gs_reuse,
                                          gs_write_id, gs_reuse_tree, gs_remember_tree, gs_store};

int sp_sink_open_git(git_repository *repo, sp_sink **out, sp_error *err)
{
    git_sink *g = calloc(1, sizeof *g);
    if (!g)
        abort();
    if (git_repository_odb(&g->odb, repo) < 0) {
        free(g);
        return sp_git_fail(err, SP_ERR_GIT, "cannot open the object database");
    }
    g->repo = repo;
    g->serial_writes = sp_git_in_memory(repo);
    pthread_mutex_init(&g->lock, NULL);
    g->base.ops = &git_sink_ops;
    g->base.impl = g;
    *out = &g->base;
    return 0;
}

int sp_sink_git_result(sp_sink *sink, unsigned char tree_id[20], const sp_tree_entry **entries, size_t *n,
                       sp_error *err)
{
    if (!sink || sink->ops != &git_sink_ops || !((git_sink *)sink->impl)->committed)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "not a committed git sink");
    git_sink *g = sink->impl;
    if (entries) {
        pthread_mutex_lock(&g->lock);
        int rc = materialize(g, err);
        pthread_mutex_unlock(&g->lock);
        if (rc < 0)
            return -1;
        *entries = g->entries;
    }
    if (tree_id)
        memcpy(tree_id, g->tree, 20);
    if (n)
        *n = g->whole ? g->whole_n : g->n;
    return 0;
}
