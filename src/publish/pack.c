/* The objects of a publish as one pack and its index (README "Objects"), written as `git index-pack` would leave
 * them: objects/pack/pack-<sha>.pack (version 2, every object whole and zlib-deflated, no deltas, so writing it
 * costs one deflate per object, done by the thread that writes the object, with libdeflate at level 1) and pack-<sha>.idx (version 2:
 * fan-out, sorted ids, CRC-32s, offsets, both checksums).
 *
 * The pack is written as the objects come: a backend ahead of the repository's own deflates each new object and
 * appends it to a pack file that has no name yet (O_TMPFILE in objects/pack, else a tmp_sitepub_ file removed
 * at the end), keeping only its id, offset and CRC in memory; reads of those objects inflate them from there.
 * sp_pack_write then fills in the count, the trailer and the index and gives the pack its name. So a publish
 * holds no copy of its output in memory (a 100,000-post site writes some 700 MB of blobs). */
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <libdeflate.h>
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
#include "sitepub/sha1.h"

/* ---- the streaming pack backend ---- */

typedef struct pentry {
    git_oid id;
    uint64_t offset; /* in its file */
    uint32_t crc;
    uint32_t zlen;   /* bytes in the pack: header + deflated data */
    size_t size;     /* inflated */
    git_object_t type;
    int fd;          /* the file holding it (the current pack, or a finished one kept open) */
} pentry;

typedef struct spack {
    git_odb_backend parent;
    pthread_mutex_t lock;
    char *packdir;  /* objects/pack, no trailing slash */
    int fd;         /* the pack being written, -1 until the first object after a flush */
    char *tmp_path; /* its name when O_TMPFILE was not available, else NULL */
    uint64_t off;   /* bytes in it */
    size_t first;   /* entries[first..n) are in it */
    pentry *entries;
    size_t n, cap;
    size_t *slots; /* open addressing over entries (index + 1; 0 empty) */
    size_t nslots;
    int *old_fds;  /* finished packs, open for reads until the backend is freed */
    size_t nold;
} spack;

static size_t oid_slot(const git_oid *id, size_t nslots)
{
    size_t h;
    memcpy(&h, id->id, sizeof h);
    return h & (nslots - 1);
}

static long find_locked(const spack *p, const git_oid *id)
{
    if (!p->nslots)
        return -1;
    for (size_t j = oid_slot(id, p->nslots);; j = (j + 1) & (p->nslots - 1)) {
        size_t v = p->slots[j];
        if (!v)
            return -1;
        if (git_oid_equal(&p->entries[v - 1].id, id))
            return (long)(v - 1);
    }
}

static void index_locked(spack *p, size_t i)
{
    if ((p->n + 1) * 2 > p->nslots) {
        size_t ns = p->nslots ? p->nslots * 2 : 4096;
        size_t *sl = calloc(ns, sizeof *sl);
        if (!sl)
            abort();
        for (size_t k = 0; k < p->n; k++) {
            if (k == i)
                continue;
            size_t j = oid_slot(&p->entries[k].id, ns);
            while (sl[j])
                j = (j + 1) & (ns - 1);
            sl[j] = k + 1;
        }
        free(p->slots);
        p->slots = sl;
        p->nslots = ns;
    }
    size_t j = oid_slot(&p->entries[i].id, p->nslots);
    while (p->slots[j])
        j = (j + 1) & (p->nslots - 1);
    p->slots[j] = i + 1;
}

static int type_code(git_object_t t)
{
    return t == GIT_OBJECT_COMMIT ? 1 : t == GIT_OBJECT_TREE ? 2 : t == GIT_OBJECT_BLOB ? 3 : t == GIT_OBJECT_TAG ? 4
                                                                                                                : 0;
}

/* all of len bytes at off, through pwrite (write) or pread; -1 on an error or an early end of file */
static int pio_all(int fd, void *data, size_t len, uint64_t off, bool write)
{
    char *d = data;
    while (len) {
        ssize_t n = write ? pwrite(fd, d, len, (off_t)off) : pread(fd, d, len, (off_t)off);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        d += n;
        len -= (size_t)n;
        off += (uint64_t)n;
    }
    return 0;
}

static int pwrite_all(int fd, const void *data, size_t len, uint64_t off)
{
    return pio_all(fd, (void *)data, len, off, true);
}

static int pread_all(int fd, void *data, size_t len, uint64_t off)
{
    return pio_all(fd, data, len, off, false);
}

/* the pack being written: a file without a name (O_TMPFILE) when the system has them, with the 12-byte header
 * whose count sp_pack_write fills in */
static int open_pack_locked(spack *p)
{
    if (p->fd >= 0)
        return 0;
    if (access(p->packdir, F_OK) != 0 && mkdir(p->packdir, 0755) != 0)
        return -1;
    int fd = -1;
#ifdef O_TMPFILE
    fd = open(p->packdir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0444);
#endif
    if (fd < 0) {
        size_t l = strlen(p->packdir) + 40;
        p->tmp_path = malloc(l);
        if (!p->tmp_path)
            abort();
        snprintf(p->tmp_path, l, "%s/tmp_sitepub_XXXXXX", p->packdir);
        fd = mkstemp(p->tmp_path);
        if (fd < 0) {
            free(p->tmp_path);
            p->tmp_path = NULL;
            return -1;
        }
    }
    static const unsigned char hdr[12] = {'P', 'A', 'C', 'K', 0, 0, 0, 2, 0, 0, 0, 0};
    if (pwrite_all(fd, hdr, sizeof hdr, 0) < 0) {
        close(fd);
        if (p->tmp_path) {
            unlink(p->tmp_path);
            free(p->tmp_path);
            p->tmp_path = NULL;
        }
        return -1;
    }
    p->fd = fd;
    p->off = sizeof hdr;
    p->first = p->n;
    return 0;
}

/* Each writing thread's deflater: libdeflate at level 1, as `git -c pack.compression=1` is for zlib (a third of
 * zlib's default level's time). On tvm-site's 593 KB atom.xml: zlib level 1 3.79 ms and 138,069 bytes, libdeflate
 * level 1 1.92 ms and 126,544 bytes. Made once a thread, freed when it ends. */
static pthread_key_t g_deflater_key;
static pthread_once_t g_deflater_once = PTHREAD_ONCE_INIT;

static void free_deflater(void *c) { libdeflate_free_compressor(c); }

static void make_deflater_key(void)
{
    if (pthread_key_create(&g_deflater_key, free_deflater) != 0)
        abort();
}

/* Free this thread's deflater: the render threads' go when they end, but the thread that frees the backend (the
 * main one) may run on to exit, where a thread's keys are not destroyed. A later write makes a new one. */
static void release_deflater(void)
{
    pthread_once(&g_deflater_once, make_deflater_key);
    struct libdeflate_compressor *c = pthread_getspecific(g_deflater_key);
    if (c) {
        libdeflate_free_compressor(c);
        pthread_setspecific(g_deflater_key, NULL);
    }
}

static struct libdeflate_compressor *compressor(void)
{
    pthread_once(&g_deflater_once, make_deflater_key);
    struct libdeflate_compressor *c = pthread_getspecific(g_deflater_key);
    if (!c) {
        c = libdeflate_alloc_compressor(1);
        if (!c || pthread_setspecific(g_deflater_key, c) != 0)
            abort();
    }
    return c;
}

static int sp_write(git_odb_backend *b, const git_oid *id, const void *data, size_t len, git_object_t type)
{
    spack *p = (spack *)b;
    pthread_mutex_lock(&p->lock);
    bool have = find_locked(p, id) >= 0;
    pthread_mutex_unlock(&p->lock);
    if (have)
        return 0;
    /* header (type and size, 7 bits a byte after the first 4) and the data deflated, outside the lock */
    unsigned char hdr[16];
    size_t h = 0, sz = len;
    hdr[h] = (unsigned char)((type_code(type) << 4) | (sz & 15));
    sz >>= 4;
    while (sz) {
        hdr[h++] |= 0x80;
        hdr[h] = (unsigned char)(sz & 0x7f);
        sz >>= 7;
    }
    h++;
    struct libdeflate_compressor *c = compressor();
    size_t bound = libdeflate_zlib_compress_bound(c, len);
    unsigned char *buf = malloc(h + bound);
    if (!buf)
        abort();
    memcpy(buf, hdr, h);
    size_t dl = libdeflate_zlib_compress(c, data, len, buf + h, bound);
    if (!dl) {
        free(buf);
        git_error_set_str(GIT_ERROR_ZLIB, "cannot compress an object");
        return -1;
    }
    size_t total = h + dl;
    uint32_t crc = libdeflate_crc32(0, buf, total);
    int rc = 0;
    pthread_mutex_lock(&p->lock);
    if (find_locked(p, id) < 0) { /* not written meanwhile by another thread */
        if (open_pack_locked(p) < 0 || pwrite_all(p->fd, buf, total, p->off) < 0) {
            git_error_set_str(GIT_ERROR_OS, "cannot write the new pack in objects/pack");
            rc = -1;
        } else {
            if (p->n == p->cap) {
                p->cap = p->cap ? 2 * p->cap : 1024;
                p->entries = realloc(p->entries, p->cap * sizeof *p->entries);
                if (!p->entries)
                    abort();
            }
            pentry *e = &p->entries[p->n];
            e->id = *id;
            e->offset = p->off;
            e->crc = crc;
            e->zlen = (uint32_t)total;
            e->size = len;
            e->type = type;
            e->fd = p->fd;
            index_locked(p, p->n);
            p->n++;
            p->off += total;
        }
    }
    pthread_mutex_unlock(&p->lock);
    free(buf);
    return rc;
}

static int lookup(spack *p, const git_oid *id, pentry *out)
{
    pthread_mutex_lock(&p->lock);
    long i = find_locked(p, id);
    if (i >= 0)
        *out = p->entries[i];
    pthread_mutex_unlock(&p->lock);
    return i >= 0 ? 0 : GIT_ENOTFOUND;
}

static int sp_read(void **data, size_t *len, git_object_t *type, git_odb_backend *b, const git_oid *id)
{
    spack *p = (spack *)b;
    pentry e;
    if (lookup(p, id, &e) != 0)
        return GIT_ENOTFOUND;
    unsigned char *z = malloc(e.zlen);
    if (!z)
        abort();
    if (pread_all(e.fd, z, e.zlen, e.offset) < 0) {
        free(z);
        git_error_set_str(GIT_ERROR_OS, "cannot read the new pack");
        return -1;
    }
    size_t h = 1;
    while (h < e.zlen && (z[h - 1] & 0x80))
        h++;
    char *out = git_odb_backend_data_alloc(b, e.size + 1);
    if (!out) {
        free(z);
        return -1;
    }
    uLongf ol = (uLongf)e.size;
    int zr = e.size ? uncompress((Bytef *)out, &ol, z + h, (uLong)(e.zlen - h)) : Z_OK;
    free(z);
    if (zr != Z_OK || ol != e.size) {
        git_odb_backend_data_free(b, out);
        git_error_set_str(GIT_ERROR_ZLIB, "cannot inflate an object of the new pack");
        return -1;
    }
    out[e.size] = 0;
    *data = out;
    *len = e.size;
    *type = e.type;
    return 0;
}

static int sp_read_header(size_t *len, git_object_t *type, git_odb_backend *b, const git_oid *id)
{
    pentry e;
    if (lookup((spack *)b, id, &e) != 0)
        return GIT_ENOTFOUND;
    *len = e.size;
    *type = e.type;
    return 0;
}

static int sp_exists(git_odb_backend *b, const git_oid *id)
{
    pentry e;
    return lookup((spack *)b, id, &e) == 0;
}

/* a short id: the one object it names among ours (GIT_EAMBIGUOUS for two) */
static int find_prefix(spack *p, const git_oid *id, size_t hexlen, git_oid *out)
{
    int found = 0;
    pthread_mutex_lock(&p->lock);
    for (size_t i = 0; i < p->n && found < 2; i++)
        if (git_oid_ncmp(&p->entries[i].id, id, hexlen) == 0) {
            if (!found || !git_oid_equal(out, &p->entries[i].id))
                found++;
            *out = p->entries[i].id;
        }
    pthread_mutex_unlock(&p->lock);
    return found == 0 ? GIT_ENOTFOUND : found > 1 ? GIT_EAMBIGUOUS : 0;
}

static int sp_exists_prefix(git_oid *out, git_odb_backend *b, const git_oid *id, size_t n)
{
    return find_prefix((spack *)b, id, n, out);
}

static int sp_read_prefix(git_oid *out, void **data, size_t *len, git_object_t *type, git_odb_backend *b,
                          const git_oid *id, size_t n)
{
    int rc = find_prefix((spack *)b, id, n, out);
    return rc ? rc : sp_read(data, len, type, b, out);
}

static void sp_free(git_odb_backend *b)
{
    spack *p = (spack *)b;
    if (p->fd >= 0)
        close(p->fd); /* a pack never finished: without a name it goes with its descriptor */
    if (p->tmp_path) {
        unlink(p->tmp_path);
        free(p->tmp_path);
    }
    for (size_t i = 0; i < p->nold; i++)
        close(p->old_fds[i]);
    free(p->old_fds);
    free(p->entries);
    free(p->slots);
    free(p->packdir);
    pthread_mutex_destroy(&p->lock);
    free(p);
    release_deflater();
}

int sp_pack_backend_new(git_repository *repo, git_odb_backend **out)
{
    spack *p = calloc(1, sizeof *p);
    if (!p)
        abort();
    git_odb_init_backend(&p->parent, GIT_ODB_BACKEND_VERSION);
    const char *gitdir = git_repository_commondir(repo);
    size_t l = strlen(gitdir) + 20;
    p->packdir = malloc(l);
    if (!p->packdir)
        abort();
    snprintf(p->packdir, l, "%sobjects/pack", gitdir);
    p->fd = -1;
    p->parent.write = sp_write;
    p->parent.read = sp_read;
    p->parent.read_header = sp_read_header;
    p->parent.exists = sp_exists;
    p->parent.read_prefix = sp_read_prefix;
    p->parent.exists_prefix = sp_exists_prefix;
    p->parent.free = sp_free;
    pthread_mutex_init(&p->lock, NULL);
    *out = &p->parent;
    return 0;
}

/* ---- finishing a pack ---- */

typedef struct ientry {
    git_oid id;
    uint32_t crc;
    uint64_t offset;
} ientry;

static int id_cmp(const void *a, const void *b)
{
    return git_oid_cmp(&((const ientry *)a)->id, &((const ientry *)b)->id);
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

/* the count into the header, then the SHA-1 of the whole file as its trailer (read back in large pieces) */
static int seal_pack(int fd, uint64_t len, uint32_t count, unsigned char sum[20])
{
    unsigned char cnt[4] = {(unsigned char)(count >> 24), (unsigned char)(count >> 16), (unsigned char)(count >> 8),
                            (unsigned char)count};
    if (pwrite_all(fd, cnt, 4, 8) < 0)
        return -1;
    size_t bl = 1 << 20;
    unsigned char *buf = malloc(bl);
    if (!buf)
        abort();
    sp_sha1 *c = sp_sha1_begin();
    for (uint64_t off = 0; off < len;) {
        size_t n = len - off < bl ? (size_t)(len - off) : bl;
        if (pread_all(fd, buf, n, off) < 0) {
            free(buf);
            sp_sha1_end(c, sum);
            return -1;
        }
        sp_sha1_add(c, buf, n);
        off += n;
    }
    free(buf);
    sp_sha1_end(c, sum);
    return pwrite_all(fd, sum, 20, len) < 0 || fsync(fd) != 0 ? -1 : 0;
}

/* give the finished pack file its name: link the nameless file in (through /proc, as linkat wants for an
 * O_TMPFILE file without CAP_DAC_READ_SEARCH), or rename the tmp_sitepub_ one */
static int name_pack(spack *p, const char *final)
{
    if (p->tmp_path) {
        if (fchmod(p->fd, 0444) != 0 || rename(p->tmp_path, final) != 0)
            return -1;
        free(p->tmp_path);
        p->tmp_path = NULL;
        return 0;
    }
    char proc[64];
    snprintf(proc, sizeof proc, "/proc/self/fd/%d", p->fd);
    if (linkat(AT_FDCWD, proc, AT_FDCWD, final, AT_SYMLINK_FOLLOW) == 0 ||
        linkat(p->fd, "", AT_FDCWD, final, AT_EMPTY_PATH) == 0 || errno == EEXIST)
        return 0; /* EEXIST: the same objects already packed under that name, the same bytes */
    /* no /proc and no CAP_DAC_READ_SEARCH: a copy under a tmp_sitepub_ name, renamed */
    size_t l = strlen(final) + 16;
    char *tmp = malloc(l);
    if (!tmp)
        abort();
    snprintf(tmp, l, "%s.tmp_sitepub", final);
    int out = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
    int rc = out < 0 ? -1 : 0;
    unsigned char *buf = rc == 0 ? malloc(1 << 20) : NULL;
    struct stat stt;
    if (rc == 0 && (!buf || fstat(p->fd, &stt) != 0))
        rc = -1;
    for (uint64_t off = 0; rc == 0 && off < (uint64_t)stt.st_size;) {
        size_t n = (uint64_t)stt.st_size - off < (1u << 20) ? (size_t)((uint64_t)stt.st_size - off) : (1u << 20);
        if (pread_all(p->fd, buf, n, off) < 0 || pwrite_all(out, buf, n, off) < 0)
            rc = -1;
        off += n;
    }
    free(buf);
    if (out >= 0 && (fsync(out) != 0 || close(out) != 0))
        rc = -1;
    if (rc == 0 && rename(tmp, final) != 0)
        rc = -1;
    if (rc != 0 && out >= 0)
        unlink(tmp);
    free(tmp);
    return rc;
}

int sp_pack_write(git_repository *repo, git_odb_backend *backend, sp_pack_stats *st, sp_error *err)
{
    spack *p = (spack *)backend;
    pthread_mutex_lock(&p->lock);
    if (p->fd < 0 || p->n == p->first) {
        pthread_mutex_unlock(&p->lock);
        return 0;
    }
    size_t n = p->n - p->first;
    ientry *objs = calloc(n, sizeof *objs);
    if (!objs)
        abort();
    for (size_t i = 0; i < n; i++) {
        const pentry *e = &p->entries[p->first + i];
        objs[i].id = e->id;
        objs[i].crc = e->crc;
        objs[i].offset = e->offset;
    }
    int rc = -1;
    sp_buf idx = SP_BUF_INIT;
    char *tmp_idx = NULL, *final_pack = NULL, *final_idx = NULL;
    unsigned char pack_sum[20], idx_sum[20];
    uint64_t pack_len = p->off;
    if (seal_pack(p->fd, pack_len, (uint32_t)n, pack_sum) < 0) {
        sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot write the pack in %s: %s", p->packdir, strerror(errno));
        goto done;
    }
    /* the index, version 2 (sorted by id) */
    qsort(objs, n, sizeof *objs, id_cmp);
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
    sp_sha1_digest(idx.data, idx.len, idx_sum);
    sp_buf_append(&idx, idx_sum, 20);
    /* into objects/pack: the .pack first, then the .idx (git finds a pack by its index) */
    char hex[41];
    git_oid po;
    memcpy(po.id, pack_sum, 20);
    git_oid_tostr(hex, sizeof hex, &po);
    size_t pl = strlen(p->packdir) + 100;
    tmp_idx = malloc(pl);
    final_pack = malloc(pl);
    final_idx = malloc(pl);
    if (!tmp_idx || !final_pack || !final_idx)
        abort();
    snprintf(tmp_idx, pl, "%s/tmp_sitepub_%ld.idx", p->packdir, (long)getpid());
    snprintf(final_pack, pl, "%s/pack-%s.pack", p->packdir, hex);
    snprintf(final_idx, pl, "%s/pack-%s.idx", p->packdir, hex);
    if (name_pack(p, final_pack) < 0 || write_file(tmp_idx, idx.data, idx.len) < 0 ||
        rename(tmp_idx, final_idx) < 0) {
        sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot write the pack %s: %s", final_pack, strerror(errno));
        unlink(tmp_idx);
        goto done;
    }
    rc = 0;
    if (st) {
        st->objects += n;
        st->bytes += pack_len + 20;
        st->packs++;
    }
    /* the next objects go into a new pack; this one stays open for reads of its objects */
    int *of = realloc(p->old_fds, (p->nold + 1) * sizeof *of);
    if (!of)
        abort();
    p->old_fds = of;
    p->old_fds[p->nold++] = p->fd;
    p->fd = -1;
    p->first = p->n;
done:
    pthread_mutex_unlock(&p->lock);
    free(objs);
    free(tmp_idx);
    free(final_pack);
    free(final_idx);
    sp_buf_free(&idx);
    if (rc == 0) {
        git_odb *odb = NULL;
        if (git_repository_odb(&odb, repo) == 0)
            git_odb_refresh(odb);
        git_odb_free(odb);
    }
    return rc;
}
