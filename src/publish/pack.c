/* The objects of a publish as one pack and its index (README "Objects"), written as `git index-pack` would leave
 * them: objects/pack/pack-<sha>.pack (version 2, every object whole and zlib-deflated, no deltas, so writing it
 * costs one deflate per object, spread over the cores) and pack-<sha>.idx (version 2: fan-out, sorted ids, CRC-32s,
 * offsets, both checksums). A recorder backend ahead of the in-memory one notes each id written. */
#include <git2.h>
#include <git2/sys/odb_backend.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "publish/internal.h"
#include "sitepub/buf.h"

/* ---- SHA-1 (FIPS 180-4), for the pack's and the index's trailers ---- */

typedef struct sha1_ctx {
    uint32_t h[5];
    uint64_t len;
    unsigned char block[64];
    size_t used;
} sha1_ctx;

static uint32_t rol(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

static void sha1_block(sha1_ctx *c, const unsigned char *p)
{
    uint32_t w[80];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 80; i++)
        w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    uint32_t a = c->h[0], b = c->h[1], cc = c->h[2], d = c->h[3], e = c->h[4];
    for (int i = 0; i < 80; i++) {
        uint32_t f, k;
        if (i < 20) {
            f = (b & cc) | (~b & d);
            k = 0x5A827999;
        } else if (i < 40) {
            f = b ^ cc ^ d;
            k = 0x6ED9EBA1;
        } else if (i < 60) {
            f = (b & cc) | (b & d) | (cc & d);
            k = 0x8F1BBCDC;
        } else {
            f = b ^ cc ^ d;
            k = 0xCA62C1D6;
        }
        uint32_t t = rol(a, 5) + f + e + k + w[i];
        e = d;
        d = cc;
        cc = rol(b, 30);
        b = a;
        a = t;
    }
    c->h[0] += a;
    c->h[1] += b;
    c->h[2] += cc;
    c->h[3] += d;
    c->h[4] += e;
}

static void sha1_init(sha1_ctx *c)
{
    static const uint32_t h0[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
    memcpy(c->h, h0, sizeof h0);
    c->len = 0;
    c->used = 0;
}

static void sha1_update(sha1_ctx *c, const void *data, size_t n)
{
    const unsigned char *p = data;
    c->len += n;
    while (n) {
        size_t take = 64 - c->used < n ? 64 - c->used : n;
        memcpy(c->block + c->used, p, take);
        c->used += take;
        p += take;
        n -= take;
        if (c->used == 64) {
            sha1_block(c, c->block);
            c->used = 0;
        }
    }
}

static void sha1_final(sha1_ctx *c, unsigned char out[20])
{
    uint64_t bits = c->len * 8;
    unsigned char pad = 0x80, zero = 0, lenb[8];
    sha1_update(c, &pad, 1);
    while (c->used != 56)
        sha1_update(c, &zero, 1);
    for (int i = 0; i < 8; i++)
        lenb[i] = (unsigned char)(bits >> (56 - 8 * i));
    sha1_update(c, lenb, 8);
    for (int i = 0; i < 5; i++) {
        out[4 * i] = (unsigned char)(c->h[i] >> 24);
        out[4 * i + 1] = (unsigned char)(c->h[i] >> 16);
        out[4 * i + 2] = (unsigned char)(c->h[i] >> 8);
        out[4 * i + 3] = (unsigned char)c->h[i];
    }
}

/* ---- the recorder backend ---- */

/* Wraps the in-memory backend: every write is stored there and its id noted (libgit2 also writes through a
 * backend's write when it opens a write stream, as git_blob_create_from_buffer does). */
typedef struct recorder {
    git_odb_backend parent;
    git_odb_backend *inner;
    pthread_mutex_t lock;
    git_oid *ids;
    size_t n, cap;
} recorder;

static int rec_write(git_odb_backend *b, const git_oid *id, const void *data, size_t len, git_object_t type)
{
    recorder *r = (recorder *)b;
    int rc = r->inner->write(r->inner, id, data, len, type);
    if (rc < 0)
        return rc;
    pthread_mutex_lock(&r->lock);
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 1024;
        r->ids = realloc(r->ids, r->cap * sizeof *r->ids);
        if (!r->ids)
            abort();
    }
    r->ids[r->n++] = *id;
    pthread_mutex_unlock(&r->lock);
    return 0;
}

static int rec_read(void **data, size_t *len, git_object_t *type, git_odb_backend *b, const git_oid *id)
{
    recorder *r = (recorder *)b;
    return r->inner->read(data, len, type, r->inner, id);
}

static int rec_read_header(size_t *len, git_object_t *type, git_odb_backend *b, const git_oid *id)
{
    recorder *r = (recorder *)b;
    return r->inner->read_header(len, type, r->inner, id);
}

static int rec_exists(git_odb_backend *b, const git_oid *id)
{
    recorder *r = (recorder *)b;
    return r->inner->exists(r->inner, id);
}

static int rec_read_prefix(git_oid *out, void **data, size_t *len, git_object_t *type, git_odb_backend *b,
                           const git_oid *id, size_t n)
{
    recorder *r = (recorder *)b;
    return r->inner->read_prefix(out, data, len, type, r->inner, id, n);
}

static int rec_exists_prefix(git_oid *out, git_odb_backend *b, const git_oid *id, size_t n)
{
    recorder *r = (recorder *)b;
    return r->inner->exists_prefix(out, r->inner, id, n);
}

static void rec_free(git_odb_backend *b)
{
    recorder *r = (recorder *)b;
    r->inner->free(r->inner);
    pthread_mutex_destroy(&r->lock);
    free(r->ids);
    free(r);
}

int sp_pack_recorder_new(git_odb_backend *inner, git_odb_backend **out)
{
    recorder *r = calloc(1, sizeof *r);
    if (!r)
        abort();
    git_odb_init_backend(&r->parent, GIT_ODB_BACKEND_VERSION);
    r->inner = inner;
    r->parent.write = rec_write;
    r->parent.read = inner->read ? rec_read : NULL;
    r->parent.read_header = inner->read_header ? rec_read_header : NULL;
    r->parent.exists = inner->exists ? rec_exists : NULL;
    r->parent.read_prefix = inner->read_prefix ? rec_read_prefix : NULL;
    r->parent.exists_prefix = inner->exists_prefix ? rec_exists_prefix : NULL;
    r->parent.free = rec_free;
    pthread_mutex_init(&r->lock, NULL);
    *out = &r->parent;
    return 0;
}

/* ---- writing ---- */

typedef struct pobj {
    git_oid id;
    git_odb_object *obj;
    sp_buf packed; /* header + deflated data */
    uint32_t crc;
    uint64_t offset;
} pobj;

typedef struct work {
    pobj *objs;
    size_t from, to;
    int failed;
} work;

static int type_code(git_object_t t)
{
    return t == GIT_OBJECT_COMMIT ? 1 : t == GIT_OBJECT_TREE ? 2 : t == GIT_OBJECT_BLOB ? 3 : t == GIT_OBJECT_TAG ? 4
                                                                                                                : 0;
}

static void *deflate_range(void *arg)
{
    work *w = arg;
    for (size_t i = w->from; i < w->to && !w->failed; i++) {
        pobj *o = &w->objs[i];
        size_t size = git_odb_object_size(o->obj);
        unsigned char hdr[16];
        size_t h = 0, s = size;
        hdr[h] = (unsigned char)((type_code(git_odb_object_type(o->obj)) << 4) | (s & 15));
        s >>= 4;
        while (s) {
            hdr[h++] |= 0x80;
            hdr[h] = (unsigned char)(s & 0x7f);
            s >>= 7;
        }
        h++;
        uLong bound = compressBound((uLong)size);
        sp_buf_grow(&o->packed, h + bound);
        memcpy(o->packed.data, hdr, h);
        uLongf dl = bound;
        /* level 1, as `git -c pack.compression=1`: a third of the default's time for a slightly larger pack */
        if (compress2((Bytef *)o->packed.data + h, &dl, git_odb_object_data(o->obj), (uLong)size, 1) != Z_OK) {
            w->failed = 1;
            break;
        }
        o->packed.len = h + dl;
        o->crc = (uint32_t)crc32(0, (const Bytef *)o->packed.data, (uInt)o->packed.len);
    }
    return NULL;
}

static int id_cmp(const void *a, const void *b)
{
    return git_oid_cmp(&((const pobj *)a)->id, &((const pobj *)b)->id);
}

static void put32(sp_buf *b, uint32_t v)
{
    unsigned char x[4] = {(unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
                          (unsigned char)v};
    sp_buf_append(b, x, 4);
}

static int write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    int rc = fwrite(data, 1, len, f) == len ? 0 : -1;
    if (fflush(f) != 0 || fsync(fileno(f)) != 0)
        rc = -1;
    if (fclose(f) != 0)
        rc = -1;
    /* read-only, as git leaves its packs */
    if (rc == 0 && chmod(path, 0444) != 0)
        rc = -1;
    return rc;
}

int sp_pack_write(git_repository *repo, git_odb_backend *recorder_backend, sp_pack_stats *st, sp_error *err)
{
    recorder *r = (recorder *)recorder_backend;
    pthread_mutex_lock(&r->lock);
    size_t n = r->n;
    git_oid *ids = r->ids;
    r->ids = NULL;
    r->n = r->cap = 0;
    pthread_mutex_unlock(&r->lock);
    if (!n) {
        free(ids);
        return 0;
    }
    git_odb *odb = NULL;
    pobj *objs = calloc(n, sizeof *objs);
    if (!objs)
        abort();
    int rc = -1;
    sp_buf pack = SP_BUF_INIT, idx = SP_BUF_INIT;
    char *tmp_pack = NULL, *tmp_idx = NULL;
    if (git_repository_odb(&odb, repo) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot open the object database");
        goto done;
    }
    /* unique ids (a write raced with another of the same object), each read from memory */
    for (size_t i = 0; i < n; i++)
        objs[i].id = ids[i];
    qsort(objs, n, sizeof *objs, id_cmp);
    size_t u = 0;
    for (size_t i = 0; i < n; i++)
        if (u == 0 || !git_oid_equal(&objs[u - 1].id, &objs[i].id))
            objs[u++].id = objs[i].id;
    n = u;
    for (size_t i = 0; i < n; i++)
        if (git_odb_read(&objs[i].obj, odb, &objs[i].id) < 0) {
            sp_git_fail(err, SP_ERR_GIT, "cannot read a new object");
            goto done;
        }
    /* deflate on every core */
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    size_t nt = cores > 1 ? (size_t)cores : 1;
    if (nt > 16)
        nt = 16;
    if (nt > n)
        nt = n;
    pthread_t th[16];
    work w[16];
    for (size_t t = 0; t < nt; t++) {
        w[t].objs = objs;
        w[t].from = n * t / nt;
        w[t].to = n * (t + 1) / nt;
        w[t].failed = 0;
        if (t > 0 && pthread_create(&th[t], NULL, deflate_range, &w[t]) != 0)
            deflate_range(&w[t]), th[t] = 0;
    }
    deflate_range(&w[0]);
    bool failed = w[0].failed;
    for (size_t t = 1; t < nt; t++) {
        if (th[t])
            pthread_join(th[t], NULL);
        failed = failed || w[t].failed;
    }
    if (failed) {
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "cannot compress the new objects (zlib)");
        goto done;
    }
    /* the pack: header, the objects, the SHA-1 of all that */
    sp_buf_append(&pack, "PACK", 4);
    put32(&pack, 2);
    put32(&pack, (uint32_t)n);
    for (size_t i = 0; i < n; i++) {
        objs[i].offset = pack.len;
        sp_buf_append(&pack, objs[i].packed.data, objs[i].packed.len);
        sp_buf_free(&objs[i].packed);
    }
    unsigned char pack_sum[20], idx_sum[20];
    sha1_ctx c;
    sha1_init(&c);
    sha1_update(&c, pack.data, pack.len);
    sha1_final(&c, pack_sum);
    sp_buf_append(&pack, pack_sum, 20);
    /* the index, version 2 (objs are sorted by id) */
    static const unsigned char magic[8] = {0xff, 't', 'O', 'c', 0, 0, 0, 2};
    sp_buf_append(&idx, magic, 8);
    size_t k = 0;
    for (int f = 0; f < 256; f++) {
        while (k < n && objs[k].id.id[0] <= f)
            k++;
        put32(&idx, (uint32_t)k);
    }
    for (size_t i = 0; i < n; i++)
        sp_buf_append(&idx, objs[i].id.id, 20);
    for (size_t i = 0; i < n; i++)
        put32(&idx, objs[i].crc);
    size_t nlarge = 0;
    for (size_t i = 0; i < n; i++)
        put32(&idx, objs[i].offset < 0x80000000u ? (uint32_t)objs[i].offset : (uint32_t)(0x80000000u | nlarge++));
    for (size_t i = 0; i < n; i++)
        if (objs[i].offset >= 0x80000000u) {
            put32(&idx, (uint32_t)(objs[i].offset >> 32));
            put32(&idx, (uint32_t)objs[i].offset);
        }
    sp_buf_append(&idx, pack_sum, 20);
    sha1_init(&c);
    sha1_update(&c, idx.data, idx.len);
    sha1_final(&c, idx_sum);
    sp_buf_append(&idx, idx_sum, 20);
    /* into objects/pack: the .pack first, then the .idx (git finds a pack by its index) */
    char hex[41];
    git_oid po;
    memcpy(po.id, pack_sum, 20);
    git_oid_tostr(hex, sizeof hex, &po);
    const char *gitdir = git_repository_commondir(repo);
    size_t pl = strlen(gitdir) + 100;
    tmp_pack = malloc(pl);
    tmp_idx = malloc(pl);
    char *final_pack = malloc(pl), *final_idx = malloc(pl);
    if (!tmp_pack || !tmp_idx || !final_pack || !final_idx)
        abort();
    snprintf(tmp_pack, pl, "%sobjects/pack/tmp_sitepub_%ld.pack", gitdir, (long)getpid());
    snprintf(tmp_idx, pl, "%sobjects/pack/tmp_sitepub_%ld.idx", gitdir, (long)getpid());
    snprintf(final_pack, pl, "%sobjects/pack/pack-%s.pack", gitdir, hex);
    snprintf(final_idx, pl, "%sobjects/pack/pack-%s.idx", gitdir, hex);
    char packdir[4200];
    snprintf(packdir, sizeof packdir, "%sobjects/pack", gitdir);
    if (access(packdir, F_OK) != 0 && mkdir(packdir, 0755) != 0) {
        sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot make %s", packdir);
    } else if (write_file(tmp_pack, pack.data, pack.len) < 0 || write_file(tmp_idx, idx.data, idx.len) < 0 ||
               rename(tmp_pack, final_pack) < 0 || rename(tmp_idx, final_idx) < 0) {
        sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot write the pack %s", final_pack);
        unlink(tmp_pack);
        unlink(tmp_idx);
    } else {
        rc = 0;
        if (st) {
            st->objects += n;
            st->bytes += pack.len;
            st->packs++;
        }
    }
    free(final_pack);
    free(final_idx);
done:
    for (size_t i = 0; i < n; i++) {
        git_odb_object_free(objs[i].obj);
        sp_buf_free(&objs[i].packed);
    }
    free(objs);
    free(ids);
    free(tmp_pack);
    free(tmp_idx);
    sp_buf_free(&pack);
    sp_buf_free(&idx);
    if (rc == 0 && odb)
        git_odb_refresh(odb);
    git_odb_free(odb);
    return rc;
}
