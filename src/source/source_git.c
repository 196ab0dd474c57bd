/* The git implementation of the source interface (include/sitepub/source.h): the tree of a revision read
 * straight from the object database with libgit2. No index, no work tree; bare repositories work. Entries
 * carry their blob ids so a git sink can reuse static files without reading them. */
#include <git2.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/publish.h"
#include "sitepub/source.h"

#define SRC_ODBS 4

typedef struct git_src {
    git_repository *repo;
    bool owns_repo;
    git_tree *tree; /* the source root */
    pthread_mutex_t lock; /* guards tree walks (git_tree_entry_bypath) and the opening of odbs[1..] */
    /* Object databases to read blobs from, each used by one thread at a time: [0] is the repository's own,
     * the others are opened on the same objects folder when reads overlap (the reader's read-ahead thread,
     * render threads reading include_relative files), so that they inflate in parallel. */
    git_odb *odbs[SRC_ODBS];
    pthread_mutex_t odb_locks[SRC_ODBS];
    char *objects_dir;
    sp_source_entry *entries;
    size_t count, cap;
    char *paths; /* all paths, NUL-separated, one allocation */
    size_t paths_len, paths_cap;
    char *description;
    sp_source base;
} git_src;

static int git_fail(sp_error *err, const char *what)
{
    const git_error *e = git_error_last();
    return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s: %s", what, e && e->message ? e->message : "unknown error");
}

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const sp_source_entry *)a)->path, ((const sp_source_entry *)b)->path);
}

typedef struct walk_ctx {
    git_src *s;
    git_odb *odb;
    int failed;
    size_t *offsets;
} walk_ctx;

static int walk_cb(const char *root, const git_tree_entry *te, void *payload)
{
    walk_ctx *w = payload;
    git_src *s = w->s;
    git_filemode_t fm = git_tree_entry_filemode(te);
    if (fm == GIT_FILEMODE_TREE || fm == GIT_FILEMODE_COMMIT)
        return 0; /* folders are implied; submodules are not part of a site */
    uint32_t mode = fm == GIT_FILEMODE_BLOB_EXECUTABLE ? SP_MODE_EXEC : fm == GIT_FILEMODE_LINK ? SP_MODE_LINK
                                                                                               : SP_MODE_FILE;
    const char *name = git_tree_entry_name(te);
    size_t rl = strlen(root), nl = strlen(name);
    if (s->paths_len + rl + nl + 1 > s->paths_cap) {
        size_t nc = s->paths_cap ? s->paths_cap * 2 : 4096;
        while (nc < s->paths_len + rl + nl + 1)
            nc *= 2;
        char *np = realloc(s->paths, nc);
        if (!np)
            abort();
        s->paths = np;
        s->paths_cap = nc;
    }
    if (s->count == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 256;
        s->entries = realloc(s->entries, s->cap * sizeof *s->entries);
        w->offsets = realloc(w->offsets, s->cap * sizeof *w->offsets);
        if (!s->entries || !w->offsets)
            abort();
    }
    w->offsets[s->count] = s->paths_len;
    memcpy(s->paths + s->paths_len, root, rl);
    memcpy(s->paths + s->paths_len + rl, name, nl + 1);
    s->paths_len += rl + nl + 1;
    sp_source_entry *e = &s->entries[s->count++];
    memset(e, 0, sizeof *e);
    e->mode = mode;
    e->has_oid = true;
    memcpy(e->oid, git_tree_entry_id(te)->id, 20);
    return 0;
}

static int src_list(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err)
{
    git_src *s = src->impl;
    (void)err;
    *entries = s->entries;
    *count = s->count;
    return 0;
}

/* An object database for this thread's read, locked: a free one of the pool, opening it when needed; the first
 * one (waiting for it) when no other can be had. Release with odb_put. */
static int odb_get(git_src *s)
{
    for (int i = 0; i < SRC_ODBS; i++) {
        if (pthread_mutex_trylock(&s->odb_locks[i]) != 0)
            continue;
        if (!s->odbs[i]) {
            pthread_mutex_lock(&s->lock);
            if (!s->objects_dir || git_odb_open(&s->odbs[i], s->objects_dir) < 0)
                s->odbs[i] = NULL;
            pthread_mutex_unlock(&s->lock);
        }
        if (s->odbs[i])
            return i;
        pthread_mutex_unlock(&s->odb_locks[i]);
    }
    pthread_mutex_lock(&s->odb_locks[0]);
    return 0;
}

static void odb_put(git_src *s, int i)
{
    pthread_mutex_unlock(&s->odb_locks[i]);
}

static const sp_source_entry *find_entry(git_src *s, const char *path)
{
    sp_source_entry key = {.path = path};
    return s->count ? bsearch(&key, s->entries, s->count, sizeof *s->entries, entry_cmp) : NULL;
}

static int read_blob(git_src *s, const git_oid *oid, const char *path, sp_buf *out, sp_error *err)
{
    int i = odb_get(s);
    git_odb_object *obj = NULL;
    int rc = 0;
    if (git_odb_read(&obj, s->odbs[i], oid) < 0)
        rc = git_fail(err, path);
    else if (git_odb_object_type(obj) != GIT_OBJECT_BLOB)
        rc = sp_error_set(err, SP_ERR_IO, path, 0, 0, "not a file in %s", s->description);
    else
        sp_buf_append(out, git_odb_object_data(obj), git_odb_object_size(obj));
    git_odb_object_free(obj);
    odb_put(s, i);
    if (rc == 0 && !out->data)
        sp_buf_append(out, "", 0);
    return rc;
}

static int src_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    git_src *s = src->impl;
    /* The listed entries are sorted and carry their blob ids: look the path up there instead of walking the
     * trees from the root, which (libgit2 caches no tree over 4 KB) inflates and hashes a large folder such
     * as _posts again for every file read in it. Anything not listed (a folder, a submodule, a missing path)
     * takes the tree walk, which gives the errors below. */
    const sp_source_entry *hit = find_entry(s, path);
    git_oid oid;
    if (hit) {
        memcpy(oid.id, hit->oid, 20);
        return read_blob(s, &oid, path, out, err);
    }
    git_tree_entry *te = NULL;
    int rc = 0;
    pthread_mutex_lock(&s->lock);
    if (git_tree_entry_bypath(&te, s->tree, path) < 0)
        rc = sp_error_set(err, SP_ERR_IO, path, 0, 0, "no such file in %s", s->description);
    else if (git_tree_entry_type(te) != GIT_OBJECT_BLOB)
        rc = sp_error_set(err, SP_ERR_IO, path, 0, 0, "not a file in %s", s->description);
    else
        git_oid_cpy(&oid, git_tree_entry_id(te));
    git_tree_entry_free(te);
    pthread_mutex_unlock(&s->lock);
    return rc < 0 ? rc : read_blob(s, &oid, path, out, err);
}

/* The start of a listed blob without inflating all of it: a loose object is inflated through a read stream only
 * as far as needed. libgit2 1.5 streams loose objects only; a packed one (or anything not listed) is read whole. */
static int src_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    git_src *s = src->impl;
    const sp_source_entry *hit = find_entry(s, path);
    if (!hit || hit->mode == SP_MODE_LINK)
        return src_read(src, path, out, err);
    git_oid oid;
    memcpy(oid.id, hit->oid, 20);
    git_odb_stream *st = NULL;
    size_t size = 0;
    git_object_t type;
    int rc = 1; /* 1: fall back to a whole read */
    int i = odb_get(s);
    if (git_odb_open_rstream(&st, &size, &type, s->odbs[i], &oid) == 0 && type == GIT_OBJECT_BLOB) {
        char chunk[512]; /* inflate (and hash) no more than asked for */
        size_t want = max < size ? max : size, got = 0;
        rc = 0;
        while (got < want) {
            size_t ask = want - got < sizeof chunk ? want - got : sizeof chunk;
            ssize_t n = git_odb_stream_read(st, chunk, ask);
            if (n <= 0) {
                rc = n < 0 ? 1 : 0;
                break;
            }
            sp_buf_append(out, chunk, (size_t)n);
            got += (size_t)n;
        }
        if (rc)
            out->len -= got < out->len ? got : out->len;
    }
    git_odb_stream_free(st);
    git_error_clear();
    odb_put(s, i);
    if (rc)
        return read_blob(s, &oid, path, out, err);
    if (!out->data)
        sp_buf_append(out, "", 0);
    return 0;
}

static void src_close(sp_source *src)
{
    git_src *s = src->impl;
    git_tree_free(s->tree);
    /* before the repository: closing it may shut libgit2 down, and an odb freed after that leaks its error */
    for (int i = 0; i < SRC_ODBS; i++) {
        git_odb_free(s->odbs[i]);
        pthread_mutex_destroy(&s->odb_locks[i]);
    }
    if (s->owns_repo)
        sp_git_close(s->repo);
    pthread_mutex_destroy(&s->lock);
    free(s->objects_dir);
    free(s->entries);
    free(s->paths);
    free(s->description);
    free(s);
}

static const sp_source_ops git_ops = {src_list, src_read, src_read_prefix, src_close, NULL};

const char *sp_source_git_dir(sp_source *src)
{
    if (!src || src->ops != &git_ops)
        return NULL;
    return git_repository_commondir(((git_src *)src->impl)->repo);
}

static int open_tree(git_repository *repo, bool owns, git_tree *root, const char *subdir, const char *desc,
                     sp_source **out, sp_error *err)
{
    git_src *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->repo = repo;
    s->owns_repo = owns;
    s->description = strdup(desc ? desc : "git tree");
    pthread_mutex_init(&s->lock, NULL);
    for (int i = 0; i < SRC_ODBS; i++)
        pthread_mutex_init(&s->odb_locks[i], NULL);
    /* Blobs are read from object databases of our own on the objects folder (alternates included), never
     * through the repository's: a dry run adds an in-memory backend to that one, which the sink writes to from
     * other threads. */
    const char *common = git_repository_commondir(repo);
    if (common && asprintf(&s->objects_dir, "%sobjects", common) < 0)
        s->objects_dir = NULL;
    if (!s->objects_dir || git_odb_open(&s->odbs[0], s->objects_dir) < 0) {
        s->odbs[0] = NULL;
        if (git_repository_odb(&s->odbs[0], repo) < 0) {
            s->odbs[0] = NULL;
            git_fail(err, s->description);
            git_tree_free(root);
            src_close(&s->base);
            return -1;
        }
    }
    s->base.ops = &git_ops;
    s->base.impl = s;
    s->base.description = s->description;
    if (subdir && *subdir) {
        size_t sl = strlen(subdir);
        while (sl && subdir[sl - 1] == '/')
            sl--;
        char *sd = strndup(subdir, sl);
        git_tree_entry *te = NULL;
        int rc = git_tree_entry_bypath(&te, root, sd);
        if (rc < 0 || git_tree_entry_type(te) != GIT_OBJECT_TREE) {
            sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s: no folder '%s' in the tree", s->description, sd);
            git_tree_entry_free(te);
            free(sd);
            git_tree_free(root);
            s->tree = NULL;
            src_close(&s->base);
            return -1;
        }
        free(sd);
        git_tree *sub = NULL;
        if (git_tree_lookup(&sub, repo, git_tree_entry_id(te)) < 0) {
            git_tree_entry_free(te);
            git_tree_free(root);
            git_fail(err, s->description);
            src_close(&s->base);
            return -1;
        }
        git_tree_entry_free(te);
        git_tree_free(root);
        root = sub;
    }
    s->tree = root;
    walk_ctx w = {s, NULL, 0, NULL};
    if (git_repository_odb(&w.odb, repo) < 0 || git_tree_walk(root, GIT_TREEWALK_PRE, walk_cb, &w) < 0) {
        git_fail(err, s->description);
        git_odb_free(w.odb);
        free(w.offsets);
        src_close(&s->base);
        return -1;
    }
    git_odb_free(w.odb);
    bool sorted = true;
    for (size_t i = 0; i < s->count; i++) {
        s->entries[i].path = s->paths + w.offsets[i];
        sorted = sorted && (i == 0 || strcmp(s->entries[i - 1].path, s->entries[i].path) < 0);
    }
    free(w.offsets);
    /* a tree in git's order (a folder sorts as its name and '/') walked depth first lists its paths sorted */
    if (!sorted)
        qsort(s->entries, s->count, sizeof *s->entries, entry_cmp);
    *out = &s->base;
    return 0;
}

int sp_source_open_git_tree(git_repository *repo, const unsigned char tree_id[20], const char *subdir,
                            const char *description, sp_source **out, sp_error *err)
{
    git_oid oid;
    git_tree *tree = NULL;
    memcpy(oid.id, tree_id, 20);
    if (git_tree_lookup(&tree, repo, &oid) < 0)
        return git_fail(err, description ? description : "tree");
    return open_tree(repo, false, tree, subdir, description, out, err);
}

int sp_source_open_git(const char *repo_path, const char *rev, const char *subdir, sp_source **out,
                       sp_error *err)
{
    git_repository *repo = NULL;
    if (sp_git_open(repo_path, false, &repo, err) < 0)
        return -1;
    git_object *obj = NULL;
    git_tree *tree = NULL;
    char desc[1024];
    snprintf(desc, sizeof desc, "%s@%s", repo_path, rev);
    if (git_revparse_single(&obj, repo, rev) < 0) {
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s: unknown revision '%s' (%s)", repo_path, rev,
                     git_error_last() ? git_error_last()->message : "not found");
        sp_git_close(repo);
        return -1;
    }
    if (git_object_peel((git_object **)&tree, obj, GIT_OBJECT_TREE) < 0) {
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s: revision '%s' does not name a tree or commit", repo_path,
                     rev);
        git_object_free(obj);
        sp_git_close(repo);
        return -1;
    }
    git_object_free(obj);
    return open_tree(repo, true, tree, subdir, desc, out, err);
}
