/* A folder source with blob ids (serve_int.h: sp_serve_hashed_open): the incremental engine compares sources by
 * blob id, which a git tree has and a folder does not. `sitepub serve` keeps each file's id from one rebuild to
 * the next and hashes again only the files the watcher reported (and any file it has not seen), so a rebuild
 * after one save reads one file for its id, not the whole site. The bytes a file's id was computed from are kept
 * with the id (files up to KEEP_MAX, KEEP_TOTAL in all), and a read of a file whose id is kept returns them
 * instead of reading the disk again: the site engine reads every post on every rebuild, and on a 10,000-post
 * site those opens, stats and reads were a sixth of a rebuild's time. The bytes are the ones the id names, so
 * what a rebuild reads and the ids it compares cannot disagree (a file changed since is the watcher's next
 * rebuild, as before). */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "serve/serve_int.h"
#include "sitepub/buf.h"

/* the largest file whose bytes are kept, and the most kept for a folder */
#define KEEP_MAX ((size_t)256 << 10)
#define KEEP_TOTAL ((size_t)256 << 20)

typedef struct memo_entry {
    char *path;
    uint32_t mode;
    bool have_mtime;
    int32_t nsec;
    int64_t sec; /* the file's modification time when it was hashed */
    unsigned char oid[20];
    char *data; /* the bytes oid was computed from (malloc'd, len bytes and a NUL), or NULL when not kept */
    size_t len;
    bool unwatched; /* the watcher does not report it (an excluded path): stat'ed again by each kept listing */
} memo_entry;

struct sp_serve_memo {
    memo_entry *e; /* sorted by path (bytewise), as sources list */
    size_t count;
    bool listed; /* e is the whole folder as a walk under a watcher found it, patched with every change since */
    bool links;  /* a changed path was a symbolic link: the folder is walked from then on */
};

/* a listing from the memo: inner's (a walk) with ids, or the memo's own (sp_serve_kept_open: inner NULL) */
typedef struct hashed_source {
    sp_source base;
    sp_source *inner;
    sp_source_entry *entries;
    size_t count;
    const memo_entry *memo; /* entries[i]'s id and kept bytes are memo[i]'s (the memo's, until its next open) */
    int root_fd;            /* without inner: the folder, read from with open_beneath */
    char *root;
} hashed_source;

sp_serve_memo *sp_serve_memo_new(void)
{
    return calloc(1, sizeof(sp_serve_memo));
}

void sp_serve_memo_clear(sp_serve_memo *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->count; i++) {
        free(m->e[i].path);
        free(m->e[i].data);
    }
    free(m->e);
    m->e = NULL;
    m->count = 0;
    m->listed = false;
}

void sp_serve_memo_unlisted(sp_serve_memo *m)
{
    if (m)
        m->listed = false;
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

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const sp_source_entry *)a)->path, ((const sp_source_entry *)b)->path);
}

/* the kept bytes of listed path, or NULL */
static const memo_entry *kept_bytes(const hashed_source *h, const char *path)
{
    sp_source_entry key = {.path = path};
    const sp_source_entry *e = h->count ? bsearch(&key, h->entries, h->count, sizeof *h->entries, entry_cmp) : NULL;
    const memo_entry *m = e ? &h->memo[e - h->entries] : NULL;
    return m && m->data ? m : NULL;
}

/* Open path under the folder as the folder source opens files (sp_source_open_beneath); openat without following
 * the last component where openat2 is not to be had (a kept listing is only used while the folder holds no
 * link). -1 with errno. */
static int open_beneath(int root_fd, const char *path)
{
    if (!sp_path_is_safe(path, strlen(path))) {
        errno = EINVAL;
        return -1;
    }
    int fd = sp_source_open_beneath(root_fd, path);
    if (fd >= 0 || (errno != ENOSYS && errno != EPERM))
        return fd;
    return openat(root_fd, path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
}

/* Append regular file path's bytes (all, or at least the first limit when limit > 0); *st gets its stat. */
static int read_beneath(int root_fd, const char *path, size_t limit, sp_buf *out, struct stat *st, sp_error *err)
{
    int fd = open_beneath(root_fd, path);
    struct stat tmp;
    if (!st)
        st = &tmp;
    if (fd < 0 || fstat(fd, st) != 0 || !S_ISREG(st->st_mode)) {
        int e = fd < 0 || errno ? errno : EINVAL;
        if (fd >= 0)
            close(fd);
        return sp_error_set(err, SP_ERR_IO, path, 0, 0, "cannot read %s: %s", path,
                            fd >= 0 && !S_ISREG(st->st_mode) ? "not a regular file" : strerror(e));
    }
    return sp_source_read_fd(fd, path, limit, out, err);
}

static int hs_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    hashed_source *h = (hashed_source *)src;
    const memo_entry *m = kept_bytes(h, path);
    if (m) {
        sp_buf_append(out, m->data, m->len);
        return 0;
    }
    return h->inner ? sp_source_read(h->inner, path, out, err) : read_beneath(h->root_fd, path, 0, out, NULL, err);
}

/* the whole file when its bytes are kept (read_prefix may give more than asked) */
static int hs_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    hashed_source *h = (hashed_source *)src;
    const memo_entry *m = kept_bytes(h, path);
    if (m) {
        sp_buf_append(out, m->data, m->len);
        return 0;
    }
    if (h->inner)
        return sp_source_read_prefix(h->inner, path, max, out, err);
    return read_beneath(h->root_fd, path, max ? max : 1, out, NULL, err);
}

static int hs_mtime(sp_source *src, const char *path, int64_t *sec, int32_t *nsec)
{
    hashed_source *h = (hashed_source *)src;
    if (h->inner)
        return sp_source_mtime(h->inner, path, sec, nsec);
    /* the time the listing holds (the file's when it was hashed): what a walk's listing would give */
    sp_source_entry key = {.path = path};
    const sp_source_entry *e = h->count ? bsearch(&key, h->entries, h->count, sizeof *h->entries, entry_cmp) : NULL;
    const memo_entry *m = e ? &h->memo[e - h->entries] : NULL;
    struct stat st;
    if (m && m->have_mtime) {
        *sec = m->sec;
        *nsec = m->nsec;
        return 0;
    }
    /* not listed: the file's own time, as the folder source gives it */
    if (m || !sp_path_is_safe(path, strlen(path)) || fstatat(h->root_fd, path, &st, 0) != 0)
        return -1;
    *sec = (int64_t)st.st_mtim.tv_sec;
    *nsec = (int32_t)st.st_mtim.tv_nsec;
    return 0;
}

static void hs_close(sp_source *src)
{
    hashed_source *h = (hashed_source *)src;
    sp_source_close(h->inner);
    if (h->root_fd >= 0)
        close(h->root_fd);
    free(h->root);
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
                         const char *const *hide, sp_serve_ignored_fn unwatched, void *ud, sp_source **out,
                         sp_error *err)
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
    size_t at = 0, filled = 0, kept = 0, total = 0; /* both lists are sorted: one walk */
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
        char *data = NULL;
        size_t len = 0;
        if (e[j].has_oid) {
            /* the inner source has ids of its own */
        } else if (old && old->mode == e[j].mode && have_mtime && old->have_mtime && old->sec == sec &&
                   old->nsec == nsec) {
            memcpy(copy[i].oid, old->oid, 20);
            copy[i].has_oid = true;
            data = old->data; /* the bytes go with their id */
            len = old->len;
            memo_entry *o = &memo->e[at];
            o->data = NULL;
        } else {
            sp_buf b = SP_BUF_INIT;
            rc = sp_source_read(inner, e[j].path, &b, err);
            if (rc == 0) {
                sp_source_blob_id(b.data, b.len, copy[i].oid);
                copy[i].has_oid = true;
                if (b.len <= KEEP_MAX && total + b.len <= KEEP_TOTAL) {
                    len = b.len;
                    data = b.len ? sp_buf_detach(&b) : NULL;
                }
            }
            sp_buf_free(&b);
        }
        if (rc != 0)
            break;
        if (data && total + len > KEEP_TOTAL) {
            free(data);
            data = NULL;
        }
        total += data ? len : 0;
        next[i] = (memo_entry){strdup(e[j].path), e[j].mode, have_mtime, nsec, sec, {0}, data, len,
                               unwatched && unwatched(ud, e[j].path, false)};
        memcpy(next[i].oid, copy[i].oid, 20);
        filled++;
        if (!next[i].path)
            rc = sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    }
    sp_serve_memo_clear(memo);
    if (rc != 0) {
        /* e.g. a file that vanished between the listing and the read: the next rebuild lists again */
        for (size_t i = 0; i < filled; i++) {
            free(next[i].path);
            free(next[i].data);
        }
        free(next);
        free(copy);
        free(h);
        sp_source_close(inner);
        return -1;
    }
    memo->e = next;
    memo->count = kept;
    memo->listed = unwatched != NULL;
    h->base.ops = &hs_ops;
    h->base.description = inner->description;
    h->base.impl = h;
    h->inner = inner;
    h->entries = copy;
    h->count = kept;
    h->memo = next;
    h->root_fd = -1;
    *out = &h->base;
    return 0;
}

/* ---- the kept listing: the last listing patched with the watcher's changes, no walk ---- */

/* more changed paths than this (a checkout, a tool rewriting the site): walk the folder instead */
#define KEPT_MAX_CHANGES 64

typedef struct kept_change {
    const char *path;
    bool present; /* a regular file now; else gone (or not a file the folder source lists) */
} kept_change;

static int change_cmp(const void *a, const void *b)
{
    return strcmp(((const kept_change *)a)->path, ((const kept_change *)b)->path);
}

/* path lies under one of the changed paths (path/...): that folder went, or is a file now */
static bool under_change(const char *path, const kept_change *ch, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        size_t l = strlen(ch[k].path);
        if (!strncmp(path, ch[k].path, l) && path[l] == '/')
            return true;
    }
    return false;
}

/* Hash regular file e->path from the disk into e (its mode, time, id and, when small, its bytes: e->data must be
 * NULL); *total counts the kept bytes. -1 when it cannot be read (the caller walks the folder then). */
static int hash_from_disk(int root_fd, memo_entry *e, size_t *total)
{
    sp_buf b = SP_BUF_INIT;
    struct stat st;
    if (read_beneath(root_fd, e->path, 0, &b, &st, NULL) != 0) {
        sp_buf_free(&b);
        return -1;
    }
    e->len = 0;
    e->mode = (st.st_mode & 0111) ? SP_MODE_EXEC : SP_MODE_FILE;
    e->have_mtime = true;
    e->sec = (int64_t)st.st_mtim.tv_sec;
    e->nsec = (int32_t)st.st_mtim.tv_nsec;
    sp_source_blob_id(b.data, b.len, e->oid);
    if (b.len && b.len <= KEEP_MAX && *total + b.len <= KEEP_TOTAL) {
        e->len = b.len;
        e->data = sp_buf_detach(&b);
        *total += e->len;
    }
    sp_buf_free(&b);
    return 0;
}

int sp_serve_kept_open(const char *root, sp_serve_memo *memo, const char *const *changed, size_t nchanged,
                       sp_source **out)
{
    *out = NULL;
    if (!memo->listed || memo->links || !changed || nchanged > KEPT_MAX_CHANGES)
        return 1;
    int root_fd = open(root, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (root_fd < 0)
        return 1;
    size_t cap = memo->count + nchanged + 1;
    kept_change *ch = malloc((nchanged ? nchanged : 1) * sizeof *ch);
    memo_entry *next = malloc(cap * sizeof *next);
    size_t *from = malloc(cap * sizeof *from); /* next[j] is memo->e[from[j]] moved over, or SIZE_MAX: new */
    sp_source_entry *entries = malloc(cap * sizeof *entries);
    hashed_source *h = calloc(1, sizeof *h);
    char *rootcopy = strdup(root);
    size_t nch = 0, n = 0, total = 0;
    if (!ch || !next || !from || !entries || !h || !rootcopy)
        goto walk;
    /* what each changed path is now: only a regular file or nothing keeps the listing; a folder that appeared
     * (or moved in) is walked, and so, from now on, is a folder that holds a symbolic link */
    for (size_t i = 0; i < nchanged; i++) {
        if (!sp_path_is_safe(changed[i], strlen(changed[i])))
            goto walk;
        struct stat st;
        bool present;
        if (fstatat(root_fd, changed[i], &st, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno != ENOENT && errno != ENOTDIR)
                goto walk;
            present = false;
        } else if (S_ISLNK(st.st_mode)) {
            memo->links = true;
            goto walk;
        } else if (S_ISDIR(st.st_mode)) {
            goto walk;
        } else {
            present = S_ISREG(st.st_mode); /* a fifo or socket is not listed */
        }
        ch[nch++] = (kept_change){changed[i], present};
    }
    if (nch > 1)
        qsort(ch, nch, sizeof *ch, change_cmp);
    for (size_t i = 0; i < memo->count; i++)
        total += memo->e[i].data ? memo->e[i].len : 0;
    /* one walk of both sorted lists: an unchanged entry moves over (an unwatched one is stat'ed again and, when
     * its time moved, hashed again), a changed path is hashed again or dropped, with what was under it. The memo
     * is not touched until the new listing is complete: a walk instead still finds every id it had. */
    size_t i = 0, k = 0;
    while (i < memo->count || k < nch) {
        const memo_entry *old = i < memo->count ? &memo->e[i] : NULL;
        const kept_change *c = k < nch ? &ch[k] : NULL;
        int cmp = !old ? 1 : !c ? -1 : strcmp(old->path, c->path);
        if (cmp < 0) {
            size_t at = i++;
            if (under_change(old->path, ch, nch))
                continue;
            memo_entry e = *old;
            if (e.unwatched) {
                struct stat st;
                if (fstatat(root_fd, e.path, &st, AT_SYMLINK_NOFOLLOW) != 0) {
                    if (errno != ENOENT && errno != ENOTDIR)
                        goto walk;
                    continue; /* gone */
                }
                if (S_ISLNK(st.st_mode)) {
                    memo->links = true;
                    goto walk;
                }
                if (S_ISDIR(st.st_mode))
                    goto walk;
                if (!S_ISREG(st.st_mode))
                    continue;
                uint32_t mode = (st.st_mode & 0111) ? SP_MODE_EXEC : SP_MODE_FILE;
                if (mode != e.mode || !e.have_mtime || e.sec != (int64_t)st.st_mtim.tv_sec ||
                    e.nsec != (int32_t)st.st_mtim.tv_nsec) {
                    e.data = NULL; /* the old bytes stay the memo's until the new listing is taken */
                    if (hash_from_disk(root_fd, &e, &total) != 0)
                        goto walk;
                }
            }
            from[n] = at;
            next[n++] = e;
            continue;
        }
        if (cmp == 0)
            i++; /* replaced, or removed */
        k++;
        if (!c->present)
            continue;
        memo_entry e = {0};
        e.path = strdup(c->path);
        from[n] = SIZE_MAX;
        next[n++] = e;
        if (!e.path || hash_from_disk(root_fd, &next[n - 1], &total) != 0)
            goto walk;
    }
    /* take the new listing: what did not move over, and the bytes an entry read again replaced, are freed */
    for (size_t j = 0; j < n; j++)
        if (from[j] != SIZE_MAX) {
            memo_entry *o = &memo->e[from[j]];
            if (o->data == next[j].data)
                o->data = NULL;
            o->path = NULL;
        }
    sp_serve_memo_clear(memo);
    memo->e = next;
    memo->count = n;
    memo->listed = true;
    for (size_t j = 0; j < n; j++) {
        entries[j] = (sp_source_entry){next[j].path, next[j].mode, true, {0}};
        memcpy(entries[j].oid, next[j].oid, 20);
    }
    h->base.ops = &hs_ops;
    h->base.description = rootcopy;
    h->base.impl = h;
    h->entries = entries;
    h->count = n;
    h->memo = next;
    h->root_fd = root_fd;
    h->root = rootcopy;
    free(ch);
    free(from);
    *out = &h->base;
    return 0;
walk:
    /* undo: what this made is freed, what it shares with the memo stays there */
    for (size_t j = 0; j < n; j++) {
        const memo_entry *o = from[j] != SIZE_MAX ? &memo->e[from[j]] : NULL;
        if (!o)
            free(next[j].path);
        if (!o || o->data != next[j].data)
            free(next[j].data);
    }
    close(root_fd);
    free(ch);
    free(next);
    free(from);
    free(entries);
    free(h);
    free(rootcopy);
    return 1;
}
