/* The front matter cache of incremental builds (model_cache.h).
 *
 * The file, DIR/incremental-fm:
 *   "sitepub-fm 2 " FP "\n"                 (FP: hex of the disk cache's fingerprint)
 *   "timezone " ZONE " TZ " TZ "\n"          (the config's timezone and $TZ, "(none)" when unset)
 *   entries, each: u32 path length, the path, NUL, the 20-byte blob id, the text's shape (sp_fm_text: u32 len,
 *   u32 fm_off, u32 fm_len, i32 fm_line, u32 body_off, u32 body_len, i32 body_line, u8 flags: 1 yaml_header,
 *   2 excerpt_warned), u32 value length, the value
 *   trailer (16 bytes): "SPFE", u32 entries, u32 CRC-32 (zlib) of every byte before the trailer, u32 that length
 * (integers in this machine's byte order: a file from another is damaged, so ignored). A value: a type byte
 * (sp_type), u32 flags, then nil: nothing; bool: a byte; int: i64; float: 8 bytes; string: u64 length, the
 * bytes, NUL (decoded strings refer to these bytes, NUL-terminated as sp_str's); time: i64 sec, i32 nsec, i32
 * offset; range: two i64; array: u64 n, n values; hash: u64 n, n times (u64 key length, key, NUL, value). */
#include "site/model_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <libdeflate.h>

#include "site/incremental.h"
#include "site/site_internal.h"
#include "sitepub/atomic_file.h"
#include "sitepub/sha1.h"

#define FM_MAX_DEPTH 200 /* deeper values are not kept (front matter is a few levels deep) */
#define FM_HEAD "sitepub-fm 2 " /* 1: no text shape (its files are "not of this version": ignored) */
#define FM_PART (256 * 1024) /* sp_site_fm_cache_save writes the file in parts of about this many bytes */
#define FM_TEXT_LEN 29           /* the text shape's bytes in an entry */

typedef struct fm_entry {
    const char *path;
    unsigned char oid[20];
    sp_fm_text t;
    const char *v; /* the encoded value (in the arena) */
    size_t vlen;
} fm_entry;

struct sp_fm_cache {
    bool tried;       /* the file was looked at */
    bool off;         /* not used for reading: no file, another fingerprint, damaged */
    char *file;       /* DIR/incremental-fm (arena), or NULL */
    sp_value index;   /* path -> index in old, and where the next lookup looks first (sp_site_lookup_hinted) */
    size_t cursor;
    fm_entry *old;    /* the loaded file's entries */
    size_t nold;
    fm_entry *kept;   /* this build's, for the file it writes (malloc'd; grows) */
    size_t nkept, capkept;
    size_t hits; /* front matters decoded from the file */
    /* the loaded file, mapped read-only (MAP_PRIVATE) for the build's life: entries and decoded strings point
     * into it. Its pages are dropped from memory (MADV_DONTNEED: read again from the page cache when touched)
     * once checked and after every FM_PART bytes decoded or written, so at 100,000 posts its 45 MiB are not held
     * as a copy in the arena was. The file is only ever replaced by a rename (atomic_file.h), never written in
     * place, so the mapping stays whole. */
    void *map;
    size_t map_len;
    size_t touched; /* bytes decoded since its pages were last dropped */
    sp_arena *scratch; /* what sp_site_fm_cache_get decodes into, reset at each call */
};

static uint32_t rd32(const char *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* the text shape's bytes (FM_TEXT_LEN) at p / into b; read: false when its offsets do not fit its length */
static bool text_shape_read(const char *p, sp_fm_text *t)
{
    uint32_t u[7];
    memcpy(u, p, sizeof u);
    unsigned char flags = (unsigned char)p[28];
    t->len = u[0];
    t->fm_off = u[1];
    t->fm_len = u[2];
    t->fm_line = (int32_t)u[3];
    t->body_off = u[4];
    t->body_len = u[5];
    t->body_line = (int32_t)u[6];
    t->yaml_header = flags & 1;
    t->excerpt_warned = (flags & 2) != 0;
    return (flags & ~3u) == 0 && t->fm_off <= t->len && t->fm_len <= t->len - t->fm_off && t->body_off <= t->len &&
           t->body_len == t->len - t->body_off && t->fm_line >= 1 && t->body_line >= t->fm_line;
}

static void text_shape_write(sp_buf *b, const sp_fm_text *t)
{
    uint32_t u[7] = {t->len,      t->fm_off,   t->fm_len, (uint32_t)t->fm_line, t->body_off,
                     t->body_len, (uint32_t)t->body_line};
    unsigned char flags = (unsigned char)((t->yaml_header ? 1 : 0) | (t->excerpt_warned ? 2 : 0));
    sp_buf_append(b, u, sizeof u);
    sp_buf_append(b, &flags, 1);
}

static void damaged(sp_site *s, struct sp_fm_cache *c, const char *why)
{
    sp_site_log(s, 0, "Warning: the incremental front matter cache %s is damaged (%s); it is ignored and every "
                      "front matter is read again (it is rewritten by this build)", c->file, why);
    c->off = true;
}

/* The file's first two lines: the version and the disk cache's fingerprint; the time zone (a YAML time without
 * an offset is shown in the local zone: the config's `timezone`, which the fingerprint holds, or TZ) */
static void header(const sp_site *s, const unsigned char fp[20], sp_buf *b)
{
    char h[41];
    sp_sha1_hex(fp, h);
    sp_buf_printf(b, "%s%s\n", FM_HEAD, h);
    sp_site_zone_line(s, b);
}

static void load(sp_site *s, struct sp_fm_cache *c)
{
    c->tried = true;
    c->off = true;
    bool readonly = false;
    unsigned char fp[20];
    const char *dir = sp_site_cache_dir(s, &readonly, fp);
    if (!dir || !s->opts->incremental || !s->sink || !s->sink->ops->reuse)
        return;
    c->file = sp_arena_printf(s->arena, "%s/incremental-fm", dir);
    if (s->opts->incremental_full)
        return; /* --full reads nothing it kept (and writes the file for the next build) */
    int fd = open(c->file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT)
            damaged(s, c, strerror(errno));
        return;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        damaged(s, c, "unreadable");
        return;
    }
    size_t len = (size_t)st.st_size;
    if (len < sizeof FM_HEAD - 1 + 16 || (uint64_t)st.st_size > UINT32_MAX) { /* (an empty file cannot be mapped) */
        close(fd);
        damaged(s, c, "no trailer: a partial write");
        return;
    }
    void *map = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED) {
        damaged(s, c, "unreadable");
        return;
    }
    c->map = map;
    c->map_len = len;
    const char *text = map;
    sp_buf want = SP_BUF_INIT;
    header(s, fp, &want);
    const size_t hl = want.len;
    if (len < sizeof FM_HEAD - 1 + 16 || memcmp(text + len - 16, "SPFE", 4) != 0 || rd32(text + len - 4) != len - 16) {
        sp_buf_free(&want);
        damaged(s, c, "no trailer: a partial write");
        return;
    }
    size_t body = len - 16;
    if (libdeflate_crc32(0, text, body) != rd32(text + len - 8)) {
        sp_buf_free(&want);
        damaged(s, c, "its checksum does not match");
        return;
    }
    if (memcmp(text, FM_HEAD, sizeof FM_HEAD - 1) != 0) {
        sp_buf_free(&want);
        if (!memcmp(text, FM_HEAD, sizeof FM_HEAD - 3)) { /* "sitepub-fm N ": another version, not damage */
            sp_site_log(s, 1, "Incremental: %s is of another version of sitepub; every front matter is read again",
                        c->file);
            return;
        }
        damaged(s, c, "not a front matter cache of this version");
        return;
    }
    bool same = body >= hl && !memcmp(text, want.data, hl);
    sp_buf_free(&want);
    if (!same)
        return; /* another program build, configuration or time zone: not used, written again */
    size_t n = rd32(text + len - 12);
    if (n > body / (30 + FM_TEXT_LEN)) {
        damaged(s, c, "a malformed entry");
        return;
    }
    c->old = sp_arena_calloc(s->arena, n + 1, sizeof *c->old);
    c->index = sp_nil();
    size_t p = hl;
    for (size_t k = 0; k < n; k++) {
        fm_entry *e = &c->old[k];
        if (body - p < 4) {
            damaged(s, c, "a malformed entry");
            return;
        }
        size_t pl = rd32(text + p);
        p += 4;
        if (body - p < pl + 1 + 20 + FM_TEXT_LEN + 4 || text[p + pl] != 0 || memchr(text + p, 0, pl)) {
            damaged(s, c, "a malformed entry");
            return;
        }
        e->path = text + p;
        p += pl + 1;
        memcpy(e->oid, text + p, 20);
        p += 20;
        if (!text_shape_read(text + p, &e->t)) {
            damaged(s, c, "a malformed entry");
            return;
        }
        p += FM_TEXT_LEN;
        e->vlen = rd32(text + p);
        p += 4;
        if (body - p < e->vlen) {
            damaged(s, c, "a malformed entry");
            return;
        }
        e->v = text + p;
        p += e->vlen;
    }
    if (p != body) {
        damaged(s, c, "a malformed entry");
        return;
    }
    c->nold = n;
    c->off = false;
}

/* Drop the mapped file's pages from the process's memory (they are read again from the page cache when touched) */
static void drop_pages(struct sp_fm_cache *c)
{
    if (c->map)
        madvise(c->map, c->map_len, MADV_DONTNEED);
    c->touched = 0;
}

static struct sp_fm_cache *cache_of(sp_site *s)
{
    if (!s->fm_cache)
        s->fm_cache = sp_arena_calloc(s->arena, 1, sizeof *s->fm_cache);
    if (!s->fm_cache->tried) {
        struct sp_fm_cache *c = s->fm_cache;
        load(s, c);
        if (c->off && c->map) { /* not used: nothing points into it */
            munmap(c->map, c->map_len);
            c->map = NULL;
        }
        drop_pages(c); /* every page was read for the checksum */
    }
    return s->fm_cache;
}

void sp_site_fm_cache_close(sp_site *s)
{
    struct sp_fm_cache *c = s->fm_cache;
    if (!c)
        return;
    if (c->map)
        munmap(c->map, c->map_len);
    c->map = NULL;
    sp_arena_free(c->scratch);
    c->scratch = NULL;
    free(c->kept);
    c->kept = NULL;
    c->nkept = c->capkept = 0;
}

/* ---- decoding (bounds-checked: false on anything malformed) ---- */

typedef struct reader {
    const char *p, *end;
} reader;

static bool take(reader *r, void *out, size_t n)
{
    if ((size_t)(r->end - r->p) < n)
        return false;
    memcpy(out, r->p, n);
    r->p += n;
    return true;
}

static bool take_str(reader *r, const char **s, size_t *n)
{
    uint64_t len;
    if (!take(r, &len, 8) || (uint64_t)(r->end - r->p) < len + 1 || r->p[len] != 0)
        return false;
    *s = r->p;
    *n = (size_t)len;
    r->p += len + 1;
    return true;
}

static bool decode(sp_arena *a, reader *r, sp_value *out, int depth)
{
    unsigned char type;
    uint32_t flags;
    if (depth > FM_MAX_DEPTH || !take(r, &type, 1) || !take(r, &flags, 4))
        return false;
    sp_value v = sp_nil();
    switch (type) {
    case SP_NIL:
        break;
    case SP_BOOL: {
        unsigned char b;
        if (!take(r, &b, 1) || b > 1)
            return false;
        v = sp_bool(b);
        break;
    }
    case SP_INT: {
        int64_t i;
        if (!take(r, &i, 8))
            return false;
        v = sp_int(i);
        break;
    }
    case SP_FLOAT: {
        double f;
        if (!take(r, &f, 8))
            return false;
        v = sp_float(f);
        break;
    }
    case SP_STRING: {
        const char *s;
        size_t n;
        if (!take_str(r, &s, &n))
            return false;
        v = sp_str_ref(s, n);
        break;
    }
    case SP_TIME: {
        int64_t sec;
        int32_t nsec, off;
        if (!take(r, &sec, 8) || !take(r, &nsec, 4) || !take(r, &off, 4))
            return false;
        v = sp_time_value(sec, nsec, off);
        break;
    }
    case SP_RANGE: {
        int64_t f, l;
        if (!take(r, &f, 8) || !take(r, &l, 8))
            return false;
        v = sp_range(f, l);
        break;
    }
    case SP_ARRAY: {
        uint64_t n;
        if (!take(r, &n, 8) || n > (uint64_t)(r->end - r->p) / 5)
            return false;
        v = sp_array_new(a, (size_t)n);
        for (uint64_t i = 0; i < n; i++) {
            sp_value item;
            if (!decode(a, r, &item, depth + 1))
                return false;
            sp_array_push(v, item);
        }
        break;
    }
    case SP_HASH: {
        uint64_t n;
        if (!take(r, &n, 8) || n > (uint64_t)(r->end - r->p) / 14)
            return false;
        v = sp_hash_new(a, (size_t)n);
        for (uint64_t i = 0; i < n; i++) {
            const char *k;
            size_t kl;
            sp_value item;
            if (!take_str(r, &k, &kl) || !decode(a, r, &item, depth + 1))
                return false;
            sp_hash_set(v, k, kl, item);
        }
        break;
    }
    default:
        return false;
    }
    v.flags = flags;
    *out = v;
    return true;
}

bool sp_site_fm_cache_on(sp_site *s) { return cache_of(s)->file != NULL; }

/* The loaded file's entry of path when it was made from the blob oid, else NULL (no file, another text). The
 * reader asks in the order it read the last build's files, which is the file's (and asks a file's header, value
 * and keeping in turn): found with one compare, the index of paths made only for a lookup out of that order (a
 * new file's: a one-post edit makes none). */
static const fm_entry *old_entry(sp_site *s, struct sp_fm_cache *c, const char *path, const unsigned char oid[20])
{
    if (c->off)
        return NULL;
    long k = sp_site_lookup_hinted(s->arena, path, (const char *)&c->old[0].path, sizeof *c->old, c->nold,
                                   &c->cursor, &c->index);
    return k < 0 || memcmp(c->old[k].oid, oid, 20) != 0 ? NULL : &c->old[k];
}

bool sp_site_fm_cache_header(sp_site *s, const char *path, const unsigned char oid[20])
{
    const fm_entry *e = old_entry(s, cache_of(s), path, oid);
    return e && e->t.yaml_header;
}

bool sp_site_fm_cache_get(sp_site *s, const char *path, const unsigned char oid[20], sp_value *out, sp_fm_text *t)
{
    struct sp_fm_cache *c = cache_of(s);
    const fm_entry *e = old_entry(s, c, path, oid);
    if (!e)
        return false;
    reader r = {e->v, e->v + e->vlen};
    sp_value v;
    if (c->scratch)
        sp_arena_reset(c->scratch);
    else
        c->scratch = sp_arena_new(16 * 1024);
    if (!decode(c->scratch, &r, &v, 0) || r.p != r.end || v.type != SP_HASH) {
        damaged(s, c, "a value that does not decode");
        return false;
    }
    *out = v;
    *t = e->t;
    c->hits++;
    if ((c->touched += e->vlen) >= FM_PART)
        drop_pages(c);
    return true;
}

/* ---- encoding ---- */

static void put64(sp_buf *b, uint64_t v) { sp_buf_append(b, &v, 8); }

static void put_str(sp_buf *b, const char *s, size_t n)
{
    put64(b, n);
    sp_buf_append(b, s, n);
    sp_buf_putc(b, 0);
}

static bool encode(sp_buf *b, sp_value v, int depth)
{
    if (depth > FM_MAX_DEPTH)
        return false;
    unsigned char type = (unsigned char)v.type;
    sp_buf_append(b, &type, 1);
    sp_buf_append(b, &v.flags, 4);
    switch (v.type) {
    case SP_NIL:
        return true;
    case SP_BOOL: {
        unsigned char x = v.u.b ? 1 : 0;
        sp_buf_append(b, &x, 1);
        return true;
    }
    case SP_INT:
        sp_buf_append(b, &v.u.i, 8);
        return true;
    case SP_FLOAT:
        sp_buf_append(b, &v.u.f, 8);
        return true;
    case SP_STRING:
        put_str(b, v.u.s.ptr, v.u.s.len);
        return true;
    case SP_TIME:
        sp_buf_append(b, &v.u.t.sec, 8);
        sp_buf_append(b, &v.u.t.nsec, 4);
        sp_buf_append(b, &v.u.t.utc_offset, 4);
        return true;
    case SP_RANGE:
        sp_buf_append(b, &v.u.r.first, 8);
        sp_buf_append(b, &v.u.r.last, 8);
        return true;
    case SP_ARRAY: {
        size_t n = sp_array_len(v);
        put64(b, n);
        for (size_t i = 0; i < n; i++)
            if (!encode(b, sp_array_get(v, (int64_t)i), depth + 1))
                return false;
        return true;
    }
    case SP_HASH: {
        size_t n = sp_hash_len(v);
        put64(b, n);
        for (size_t i = 0; i < n; i++) {
            const char *k;
            size_t kl;
            sp_value item;
            sp_hash_entry(v, i, &k, &kl, &item);
            put_str(b, k, kl);
            if (!encode(b, item, depth + 1))
                return false;
        }
        return true;
    }
    }
    return false;
}

static size_t keep(sp_site *s, struct sp_fm_cache *c, const char *path, const unsigned char oid[20],
                   const sp_fm_text *t, const char *v, size_t vlen)
{
    if (c->nkept == c->capkept) { /* the heap's realloc: the arena's would keep every smaller array */
        size_t cap = c->capkept ? c->capkept * 2 : 256;
        fm_entry *k = realloc(c->kept, cap * sizeof *c->kept);
        if (!k)
            abort();
        c->kept = k;
        c->capkept = cap;
    }
    fm_entry *e = &c->kept[c->nkept++];
    e->path = path;
    memcpy(e->oid, oid, 20);
    e->t = *t;
    e->v = v;
    e->vlen = vlen;
    return c->nkept;
}

size_t sp_site_fm_cache_put(sp_site *s, const char *path, const unsigned char oid[20], bool anchored, sp_value v,
                            const sp_fm_text *t)
{
    struct sp_fm_cache *c = cache_of(s);
    if (!c->file || v.type != SP_HASH || strlen(path) > UINT32_MAX / 2 || t->len > UINT32_MAX / 2)
        return 0;
    if (anchored)
        return 0; /* anchors and aliases: YAML shares those values, a decoded copy would not */
    const fm_entry *old = old_entry(s, c, path, oid);
    if (old)
        return keep(s, c, path, oid, t, old->v, old->vlen); /* the one get decoded */
    sp_buf b = SP_BUF_INIT;
    size_t kept = 0;
    if (encode(&b, v, 0) && b.len <= UINT32_MAX / 2) {
        char *copy = sp_arena_alloc(s->arena, b.len ? b.len : 1);
        memcpy(copy, b.data, b.len);
        kept = keep(s, c, path, oid, t, copy, b.len);
    }
    sp_buf_free(&b);
    return kept;
}

void sp_site_fm_cache_excerpt_warned(sp_site *s, size_t kept)
{
    struct sp_fm_cache *c = s->fm_cache;
    if (c && kept && kept <= c->nkept)
        c->kept[kept - 1].t.excerpt_warned = true;
}

void sp_site_fm_cache_save(sp_site *s, const char *dir, const unsigned char fp[20])
{
    struct sp_fm_cache *c = s->fm_cache;
    if (!c || !c->file || !c->nkept || !dir)
        return;
    sp_site_log(s, 1, "Incremental: %zu of %zu front matters from the front matter cache", c->hits, c->nkept);
    /* written in parts of about FM_PART bytes, with the CRC-32 over them, not as one buffer of the whole file (at
     * 100,000 posts tens of MiB on top of the build's peak) */
    char *file = sp_arena_printf(s->arena, "%s/incremental-fm", dir);
    sp_atomic_file af;
    if (!sp_atomic_file_begin(&af, file)) {
        sp_site_log(s, 1, "Incremental: could not write %s; the next build reads all front matter", file);
        return;
    }
    sp_buf b = SP_BUF_INIT;
    uint32_t crc = 0;
    size_t body = 0;
    header(s, fp, &b);
    for (size_t i = 0; i <= c->nkept; i++) {
        if (b.len >= FM_PART || i == c->nkept) {
            crc = libdeflate_crc32(crc, b.data, b.len);
            body += b.len;
            sp_atomic_file_write(&af, b.data, b.len);
            b.len = 0;
            drop_pages(c); /* the loaded file's pages the kept entries copied from */
        }
        if (i == c->nkept)
            break;
        const fm_entry *e = &c->kept[i];
        uint32_t pl = (uint32_t)strlen(e->path), vl = (uint32_t)e->vlen;
        sp_buf_append(&b, &pl, 4);
        sp_buf_append(&b, e->path, pl + 1);
        sp_buf_append(&b, e->oid, 20);
        text_shape_write(&b, &e->t);
        sp_buf_append(&b, &vl, 4);
        sp_buf_append(&b, e->v, e->vlen);
    }
    uint32_t n = (uint32_t)c->nkept, crc32v = (uint32_t)crc, body32 = (uint32_t)body;
    sp_buf_append(&b, "SPFE", 4);
    sp_buf_append(&b, &n, 4);
    sp_buf_append(&b, &crc32v, 4);
    sp_buf_append(&b, &body32, 4);
    sp_atomic_file_write(&af, b.data, b.len);
    if (!sp_atomic_file_end(&af, body <= UINT32_MAX / 2))
        sp_site_log(s, 1, "Incremental: could not write %s; the next build reads all front matter", file);
    sp_buf_free(&b);
}
