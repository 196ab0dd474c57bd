/* The in-memory sink and the snapshot it makes (include/sitepub/serve.h): what `sitepub serve` serves instead
 * of a _site folder. A file's bytes are shared between snapshots (reference counted, behind a small header), so
 * an incremental rebuild that reuses an output (sp_sink_ops.reuse) or an unchanged static file takes the
 * previous snapshot's bytes without copying or hashing them again. */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/buf.h"
#include "sitepub/serve.h"
#include "sitepub/source.h"
#include "serve/serve_int.h"

typedef struct mem_sink {
    sp_sink base;
    sp_sink *also;
    sp_serve_snapshot *prev; /* a reference: the snapshot whose files reuse and copy may take */
    pthread_mutex_t lock;
    sp_serve_file *files;
    size_t count, cap;
    size_t shared; /* files taken from prev */
    bool committed;
} mem_sink;

/* ---- shared bytes: a reference count before the data ---- */

typedef union blob_hdr {
    int refs;
    max_align_t align;
} blob_hdr;

static unsigned char *blob_new(size_t len)
{
    blob_hdr *h = malloc(sizeof *h + len + 1);
    if (!h)
        return NULL;
    h->refs = 1;
    return (unsigned char *)(h + 1);
}

static unsigned char *blob_ref(unsigned char *data)
{
    __atomic_add_fetch(&((blob_hdr *)data - 1)->refs, 1, __ATOMIC_RELAXED);
    return data;
}

static void blob_unref(unsigned char *data)
{
    if (data && __atomic_sub_fetch(&((blob_hdr *)data - 1)->refs, 1, __ATOMIC_ACQ_REL) == 0)
        free((blob_hdr *)data - 1);
}

/* a blob holding a copy of len bytes */
static unsigned char *blob_copy(const void *data, size_t len)
{
    unsigned char *b = blob_new(len);
    if (b && len)
        memcpy(b, data, len);
    return b;
}

sp_serve_snapshot *sp_serve_snapshot_ref(sp_serve_snapshot *snap)
{
    if (snap)
        __atomic_add_fetch(&snap->refs, 1, __ATOMIC_RELAXED);
    return snap;
}

static void free_files(sp_serve_file *files, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        free(files[i].path);
        blob_unref(files[i].data);
    }
    free(files);
}

void sp_serve_snapshot_unref(sp_serve_snapshot *snap)
{
    if (!snap || __atomic_sub_fetch(&snap->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return;
    free_files(snap->files, snap->count);
    free(snap->baseurl);
    free(snap);
}

/* bytewise comparison of a counted key with a path */
static int cmp_key(const char *key, size_t len, const char *path)
{
    size_t pl = strlen(path);
    int c = memcmp(key, path, len < pl ? len : pl);
    if (c)
        return c;
    return len < pl ? -1 : len > pl;
}

/* index of the first file whose path is >= key */
static size_t lower_bound(const sp_serve_snapshot *snap, const char *key, size_t len)
{
    size_t lo = 0, hi = snap->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cmp_key(key, len, snap->files[mid].path) > 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const sp_serve_file *sp_serve_snapshot_find(const sp_serve_snapshot *snap, const char *path, size_t len)
{
    if (!snap)
        return NULL;
    size_t i = lower_bound(snap, path, len);
    if (i < snap->count && cmp_key(path, len, snap->files[i].path) == 0)
        return &snap->files[i];
    return NULL;
}

void sp_serve_snapshot_fill_ids(sp_serve_snapshot *snap)
{
    for (size_t i = 0; snap && i < snap->count; i++) {
        sp_serve_file *f = &snap->files[i];
        if (!f->has_oid) {
            sp_source_blob_id(f->data, f->len, f->oid);
            f->has_oid = true;
        }
    }
}

bool sp_serve_file_same(const sp_serve_file *x, const sp_serve_file *y)
{
    /* shared bytes (a rebuild reused the file) or equal blob ids are equal bytes; else compare them */
    return x->len == y->len && x->mode == y->mode &&
           (x->data == y->data ||
            (x->has_oid && y->has_oid ? !memcmp(x->oid, y->oid, 20) : !memcmp(x->data, y->data, x->len)));
}

bool sp_serve_snapshot_is_dir(const sp_serve_snapshot *snap, const char *path, size_t len)
{
    if (!snap)
        return false;
    if (len == 0)
        return snap->count > 0;
    /* files under path/ sort right after path + "/" (nothing lies between "a/" and "a/x" bytewise) */
    char *key = malloc(len + 2);
    if (!key)
        return false;
    memcpy(key, path, len);
    key[len] = '/';
    key[len + 1] = 0;
    size_t i = lower_bound(snap, key, len + 1);
    bool yes = i < snap->count && strncmp(snap->files[i].path, key, len + 1) == 0;
    free(key);
    return yes;
}

/* Add a file: data is a blob (owned from here on, also on failure); oid its blob id, or NULL when it is to be
 * computed later (sp_serve_snapshot_fill_ids, once the site is served). */
static int add_file(mem_sink *m, const char *path, uint32_t mode, unsigned char *data, size_t len,
                    const unsigned char oid[20], bool shared, sp_error *err)
{
    if (!path || !sp_path_is_safe(path, strlen(path))) {
        blob_unref(data);
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "unsafe output path '%s'", path ? path : "");
    }
    char *p = strdup(path);
    pthread_mutex_lock(&m->lock);
    if (m->count == m->cap || !p || !data) {
        size_t cap = m->cap ? m->cap * 2 : 256;
        sp_serve_file *nf = p && data ? realloc(m->files, cap * sizeof *nf) : NULL;
        if (!nf) {
            pthread_mutex_unlock(&m->lock);
            free(p);
            blob_unref(data);
            return sp_error_set(err, SP_ERR_INTERNAL, path, 0, 0, "out of memory");
        }
        m->files = nf;
        m->cap = cap;
    }
    sp_serve_file *f = &m->files[m->count++];
    *f = (sp_serve_file){p, data, len, mode, {0}, oid != NULL};
    if (oid)
        memcpy(f->oid, oid, 20);
    m->shared += shared;
    pthread_mutex_unlock(&m->lock);
    return 0;
}

/* the previous snapshot's file at path when it has blob id oid and mode (bytes the new one may share) */
static const sp_serve_file *prev_file(const mem_sink *m, const char *path, uint32_t mode, const unsigned char oid[20])
{
    const sp_serve_file *f = sp_serve_snapshot_find(m->prev, path, strlen(path));
    return f && f->has_oid && f->mode == mode && !memcmp(f->oid, oid, 20) ? f : NULL;
}

static int mem_write(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err)
{
    mem_sink *m = (mem_sink *)sink;
    if (add_file(m, path, mode, blob_copy(data, len), len, NULL, false, err) != 0)
        return -1;
    return m->also ? sp_sink_write(m->also, path, mode, data, len, err) : 0;
}

/* also gets the bytes of a file taken from the previous snapshot: reused there too when it can, else written */
static int also_store(mem_sink *m, const char *path, const sp_serve_file *f, sp_error *err)
{
    if (!m->also)
        return 0;
    if (m->also->ops->reuse) {
        int rc = m->also->ops->reuse(m->also, path, f->mode, f->oid, err);
        if (rc <= 0)
            return rc;
    }
    return sp_sink_write(m->also, path, f->mode, f->data, f->len, err);
}

static int mem_copy(sp_sink *sink, const char *path, sp_source *src, const sp_source_entry *entry, sp_error *err)
{
    mem_sink *m = (mem_sink *)sink;
    const sp_serve_file *old = entry->has_oid ? prev_file(m, path, entry->mode, entry->oid) : NULL;
    if (old) {
        /* an unchanged static file: the previous snapshot's bytes, not read again */
        if (add_file(m, path, old->mode, blob_ref(old->data), old->len, old->oid, true, err) != 0)
            return -1;
        return m->also ? sp_sink_copy(m->also, path, src, entry, err) : 0;
    }
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(src, entry->path, &b, err) != 0) {
        sp_buf_free(&b);
        return -1;
    }
    unsigned char *data = blob_copy(b.data, b.len);
    size_t len = b.len;
    sp_buf_free(&b);
    if (add_file(m, path, entry->mode, data, len, entry->has_oid ? entry->oid : NULL, false, err) != 0)
        return -1;
    return m->also ? sp_sink_copy(m->also, path, src, entry, err) : 0;
}

/* sp_sink_ops.reuse: an output of the previous snapshot, verified by its blob id */
static int mem_reuse(sp_sink *sink, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    mem_sink *m = (mem_sink *)sink;
    const sp_serve_file *old = prev_file(m, path, mode, oid);
    if (!old)
        return 1;
    if (add_file(m, path, old->mode, blob_ref(old->data), old->len, old->oid, true, err) != 0)
        return -1;
    return also_store(m, path, old, err);
}

static int cmp_files(const void *a, const void *b)
{
    return strcmp(((const sp_serve_file *)a)->path, ((const sp_serve_file *)b)->path);
}

static int mem_commit(sp_sink *sink, sp_error *err)
{
    mem_sink *m = (mem_sink *)sink;
    if (m->count > 1)
        qsort(m->files, m->count, sizeof *m->files, cmp_files);
    for (size_t i = 1; i < m->count; i++)
        if (!strcmp(m->files[i - 1].path, m->files[i].path))
            return sp_error_set(err, SP_ERR_INPUT, m->files[i].path, 0, 0,
                                "two outputs are written to the same path '%s'", m->files[i].path);
    if (m->also && sp_sink_commit(m->also, err) != 0)
        return -1;
    m->committed = true;
    return 0;
}

static void mem_close(sp_sink *sink)
{
    mem_sink *m = (mem_sink *)sink;
    free_files(m->files, m->count);
    sp_serve_snapshot_unref(m->prev);
    pthread_mutex_destroy(&m->lock);
    free(m);
}

static const sp_sink_ops mem_ops = {mem_write, mem_copy, mem_commit, mem_close, mem_reuse, NULL, NULL, NULL, NULL};

int sp_serve_mem_sink_open(sp_sink *also, sp_serve_snapshot *prev, sp_sink **out, sp_error *err)
{
    mem_sink *m = calloc(1, sizeof *m);
    if (!m)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    m->base.ops = &mem_ops;
    m->base.impl = m;
    m->also = also;
    sp_serve_snapshot_fill_ids(prev); /* normally done already, while the loop was idle */
    m->prev = sp_serve_snapshot_ref(prev);
    pthread_mutex_init(&m->lock, NULL);
    *out = &m->base;
    return 0;
}

static sp_serve_snapshot *make_snapshot(sp_serve_file *files, size_t count, const char *baseurl)
{
    sp_serve_snapshot *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->files = files;
    s->count = count;
    s->baseurl = strdup(baseurl ? baseurl : "");
    s->refs = 1;
    return s;
}

size_t sp_serve_mem_sink_shared(const sp_sink *sink)
{
    return ((const mem_sink *)sink)->shared;
}

sp_serve_snapshot *sp_serve_mem_sink_take(sp_sink *sink, const char *baseurl)
{
    mem_sink *m = (mem_sink *)sink;
    if (!m->committed)
        return NULL;
    sp_serve_snapshot *s = make_snapshot(m->files, m->count, baseurl);
    if (s) {
        m->files = NULL;
        m->count = m->cap = m->shared = 0;
        m->committed = false;
    }
    return s;
}

int sp_serve_snapshot_from_dir(const char *dir, const char *baseurl, sp_serve_snapshot **out, sp_error *err)
{
    *out = NULL;
    sp_source *src = NULL;
    sp_sink *sink = NULL;
    const sp_source_entry *e;
    size_t n;
    int rc = -1;
    if (sp_source_open_dir(dir, &src, err) != 0 || sp_source_list(src, &e, &n, err) != 0 ||
        sp_serve_mem_sink_open(NULL, NULL, &sink, err) != 0)
        goto out;
    for (size_t i = 0; i < n; i++)
        if (mem_copy(sink, e[i].path, src, &e[i], err) != 0)
            goto out;
    if (mem_commit(sink, err) != 0)
        goto out;
    *out = sp_serve_mem_sink_take(sink, baseurl);
    rc = *out ? 0 : sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
out:
    sp_sink_close(sink);
    sp_source_close(src);
    return rc;
}
