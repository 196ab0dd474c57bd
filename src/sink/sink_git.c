/* The git implementation of the sink interface (include/sitepub/sink.h, include/sitepub/publish.h): every
 * file becomes a blob in the repository's object database (the in-memory one for dry runs), static files from
 * a git source are passed through by blob id, and commit builds the trees without an index or work tree. */
#include <git2.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "publish/internal.h"
#include "sitepub/publish.h"

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

static int add_entry(git_sink *g, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    char *copy = strdup(path);
    if (!copy)
        abort();
    pthread_mutex_lock(&g->lock);
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

static int gs_write(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err)
{
    git_sink *g = sink->impl;
    if (check_args(g, path, mode, err) < 0)
        return -1;
    git_oid oid;
    /* libgit2's loose and pack backends take concurrent writes, so render threads hash and deflate their pages
     * at once; the mempack backend of a dry run is not thread-safe, so there writes (memory copies) go one at a
     * time. */
    if (g->serial_writes)
        pthread_mutex_lock(&g->lock);
    int rc = sp_git_write_object(g->repo, g->odb, GIT_OBJECT_BLOB, data, len, &oid);
    if (g->serial_writes)
        pthread_mutex_unlock(&g->lock);
    if (rc < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot write a blob");
        sp_error_prefix(err, "%s", path);
        return -1;
    }
    return add_entry(g, path, mode, oid.id, err);
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

static int gs_commit(sp_sink *sink, sp_error *err)
{
    git_sink *g = sink->impl;
    if (g->committed)
        return 0;
    if (sp_git_write_tree(g->repo, g->entries, g->n, g->tree, err) < 0)
        return -1;
    /* Sorted by path for sp_sink_git_result (the path set is not used after this). */
    qsort(g->entries, g->n, sizeof *g->entries, entry_cmp);
    g->committed = true;
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

static const sp_sink_ops git_sink_ops = {gs_write, gs_copy, gs_commit, gs_close, gs_reuse};

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
    if (tree_id)
        memcpy(tree_id, g->tree, 20);
    if (entries)
        *entries = g->entries;
    if (n)
        *n = g->n;
    return 0;
}
