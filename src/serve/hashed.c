/* A folder source with blob ids (serve_int.h: sp_serve_hashed_open): the incremental engine compares sources by
 * blob id, which a git tree has and a folder does not. `sitepub serve` keeps each file's id from one rebuild to
 * the next and hashes again only the files the watcher reported (and any file it has not seen), so a rebuild
 * after one save reads one file for its id, not the whole site. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve_int.h"
#include "sitepub/buf.h"

typedef struct memo_entry {
    char *path;
    uint32_t mode;
    bool have_mtime;
    int32_t nsec;
    int64_t sec; /* the file's modification time when it was hashed */
    unsigned char oid[20];
} memo_entry;

struct sp_serve_memo {
    memo_entry *e; /* sorted by path (bytewise), as sources list */
    size_t count;
};

typedef struct hashed_source {
    sp_source base;
    sp_source *inner;
    sp_source_entry *entries;
    size_t count;
} hashed_source;

sp_serve_memo *sp_serve_memo_new(void)
{
    return calloc(1, sizeof(sp_serve_memo));
}

void sp_serve_memo_clear(sp_serve_memo *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->count; i++)
        free(m->e[i].path);
    free(m->e);
    m->e = NULL;
    m->count = 0;
}

void sp_serve_memo_free(sp_serve_memo *m)
{
    sp_serve_memo_clear(m);
    free(m);
}

/* index of the first memo entry whose path is >= key */
static size_t memo_lower(const sp_serve_memo *m, const char *key)
{
    size_t lo = 0, hi = m->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(m->e[mid].path, key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* forget the ids of path and of everything under path/ (a folder moved or removed) */
static void memo_forget(sp_serve_memo *m, const char *path)
{
    size_t n = strlen(path);
    for (size_t i = memo_lower(m, path); i < m->count && !strncmp(m->e[i].path, path, n); i++)
        if (m->e[i].path[n] == 0 || m->e[i].path[n] == '/')
            m->e[i].mode = 0; /* no listed entry has mode 0: never matches */
}

static int hs_list(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err)
{
    (void)err;
    hashed_source *h = (hashed_source *)src;
    *entries = h->entries;
    *count = h->count;
    return 0;
}

static int hs_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    return sp_source_read(((hashed_source *)src)->inner, path, out, err);
}

static int hs_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    return sp_source_read_prefix(((hashed_source *)src)->inner, path, max, out, err);
}

static int hs_mtime(sp_source *src, const char *path, int64_t *sec, int32_t *nsec)
{
    return sp_source_mtime(((hashed_source *)src)->inner, path, sec, nsec);
}

static void hs_close(sp_source *src)
{
    hashed_source *h = (hashed_source *)src;
    sp_source_close(h->inner);
    free(h->entries);
    free(h);
}

static const sp_source_ops hs_ops = {hs_list, hs_read, hs_read_prefix, hs_close, hs_mtime};

/* path is hide[k] or lies under it */
static bool hidden(const char *path, const char *const *hide)
{
    for (size_t k = 0; hide && hide[k]; k++) {
        const char *h = hide[k];
        while (h[0] == '.' && h[1] == '/')
            h += 2;
        size_t n = strlen(h);
        while (n && h[n - 1] == '/')
            n--;
        if (n && !strncmp(path, h, n) && (path[n] == 0 || path[n] == '/'))
            return true;
    }
    return false;
}

int sp_serve_hashed_open(sp_source *inner, sp_serve_memo *memo, const char *const *changed, size_t nchanged,
                         const char *const *hide, sp_source **out, sp_error *err)
{
    *out = NULL;
    const sp_source_entry *e;
    size_t n;
    if (sp_source_list(inner, &e, &n, err) != 0) {
        sp_source_close(inner);
        return -1;
    }
    hashed_source *h = calloc(1, sizeof *h);
    sp_source_entry *copy = malloc((n ? n : 1) * sizeof *copy);
    memo_entry *next = malloc((n ? n : 1) * sizeof *next);
    if (!h || !copy || !next) {
        free(h);
        free(copy);
        free(next);
        sp_source_close(inner);
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    }
    for (size_t i = 0; i < nchanged; i++)
        memo_forget(memo, changed[i]);
    int rc = 0;
    size_t at = 0, filled = 0, kept = 0; /* both lists are sorted: one walk */
    for (size_t j = 0; j < n && rc == 0; j++) {
        if (hidden(e[j].path, hide))
            continue;
        size_t i = kept++;
        copy[i] = e[j];
        while (at < memo->count && strcmp(memo->e[at].path, e[j].path) < 0)
            at++;
        const memo_entry *old = at < memo->count && !strcmp(memo->e[at].path, e[j].path) ? &memo->e[at] : NULL;
        /* the modification time too: a file seen through a linked folder changes under another name than the
         * one the watcher reports, and a full event queue loses names */
        int64_t sec = 0;
        int32_t nsec = 0;
        bool have_mtime = !e[j].has_oid && sp_source_mtime(inner, e[j].path, &sec, &nsec) == 0;
        if (e[j].has_oid) {
            /* the inner source has ids of its own */
        } else if (old && old->mode == e[j].mode && have_mtime && old->have_mtime && old->sec == sec &&
                   old->nsec == nsec) {
            memcpy(copy[i].oid, old->oid, 20);
            copy[i].has_oid = true;
        } else {
            sp_buf b = SP_BUF_INIT;
            rc = sp_source_read(inner, e[j].path, &b, err);
            if (rc == 0) {
                sp_source_blob_id(b.data, b.len, copy[i].oid);
                copy[i].has_oid = true;
            }
            sp_buf_free(&b);
        }
        if (rc != 0)
            break;
        next[i] = (memo_entry){strdup(e[j].path), e[j].mode, have_mtime, nsec, sec, {0}};
        memcpy(next[i].oid, copy[i].oid, 20);
        filled++;
        if (!next[i].path)
            rc = sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    }
    sp_serve_memo_clear(memo);
    if (rc != 0) {
        /* e.g. a file that vanished between the listing and the read: the next rebuild lists again */
        for (size_t i = 0; i < filled; i++)
            free(next[i].path);
        free(next);
        free(copy);
        free(h);
        sp_source_close(inner);
        return -1;
    }
    memo->e = next;
    memo->count = kept;
    h->base.ops = &hs_ops;
    h->base.description = inner->description;
    h->base.impl = h;
    h->inner = inner;
    h->entries = copy;
    h->count = kept;
    *out = &h->base;
    return 0;
}
