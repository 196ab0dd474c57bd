/* The disk cache, as Jekyll 4.3's Jekyll::Cache (.jekyll-cache): converted Markdown keyed by its text, as
 * Jekyll::Converters::Markdown caches it, and compiled Sass keyed by its text and everything it may import.
 * Jekyll clears its cache when the configuration changes (Cache.clear_if_config_changed); so does this one.
 *
 * Layout: DIR/config (the fingerprint of this sitepub program's build id and the site configuration),
 * DIR/KIND/xx/yyyy... (one file per entry, named by the SHA-1 of the key). Entries are written to a temporary
 * file and renamed, so a reader sees a whole entry or none; any problem with the cache (unwritable, corrupt) only
 * means a miss. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "site/site_internal.h"
#include "sitepub/sha1.h"

struct sp_site_cache {
    char *dir;
    bool readonly;
    unsigned char fingerprint[20];
    atomic_uint seq; /* temporary file names */
    /* DIR/static-blobs: sorted 20-byte ids of blobs with no front matter (loaded on first use) */
    bool statics_loaded;
    unsigned char *known; /* sorted, nknown ids */
    size_t nknown;
    unsigned char *noted; /* this build's, unsorted */
    size_t nnoted, capnoted;
};

static const char *const KINDS[] = {"markdown", "sass", NULL};

static void sha1(const void *data, size_t len, unsigned char out[20])
{
    /* git's blob hash: SHA-1 of "blob LEN\0" + data; any fixed prefix serves for a key */
    sp_git_blob_id(data, len, out);
}

static int mkdirs(const char *path)
{
    char *p = strdup(path);
    if (!p)
        abort();
    int rc = 0;
    for (char *q = p + 1; rc == 0; q++) {
        if (*q != '/' && *q)
            continue;
        char c = *q;
        *q = 0;
        if (mkdir(p, 0755) != 0 && errno != EEXIST)
            rc = -1;
        *q = c;
        if (!c)
            break;
    }
    free(p);
    return rc;
}

static bool read_all(const char *path, sp_buf *out)
{
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    bool ok = sp_buf_read_fd(out, fd, 0) == 0;
    close(fd);
    return ok;
}

static bool write_atomically(sp_site_cache *c, const char *dir, const char *path, const void *data, size_t len)
{
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s/.tmp-%ld-%u", dir, (long)getpid(), atomic_fetch_add(&c->seq, 1));
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0 && errno == ENOENT && mkdirs(dir) == 0) /* the folder is made by the first entry that needs it */
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    const char *p = data;
    bool ok = true;
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            ok = false;
            break;
        }
        p += n;
        len -= (size_t)n;
    }
    if (close(fd) != 0)
        ok = false;
    if (!ok || rename(tmp, path) != 0) {
        unlink(tmp);
        return false;
    }
    return true;
}

/* The GNU build id of the running program (the linker's hash of what it linked: equal for two builds of the same
 * source with the same tools, different when any code differs), as lowercase hex into out[81]; false when the
 * program has none. Read from its PT_NOTE segments in memory (dl_iterate_phdr), not from the file. */
static int build_id_cb(struct dl_phdr_info *info, size_t size, void *data)
{
    char *out = data;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const unsigned char *p = (const unsigned char *)(info->dlpi_addr + ph->p_vaddr);
        const unsigned char *end = p + ph->p_memsz;
        while ((size_t)(end - p) >= sizeof(ElfW(Nhdr))) {
            ElfW(Nhdr) nh;
            memcpy(&nh, p, sizeof nh);
            size_t namesz = (nh.n_namesz + 3u) & ~3u, descsz = (nh.n_descsz + 3u) & ~3u;
            const unsigned char *name = p + sizeof nh, *desc = name + namesz;
            if ((size_t)(end - name) < namesz || (size_t)(end - desc) < descsz)
                break;
            if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 && !memcmp(name, "GNU", 4) && nh.n_descsz > 0 &&
                nh.n_descsz <= 40) {
                for (ElfW(Word) k = 0; k < nh.n_descsz; k++)
                    snprintf(out + 2 * k, 3, "%02x", desc[k]);
                return 1;
            }
            p = desc + descsz;
        }
    }
    return 1; /* the first object is the program itself: stop either way */
}

static bool program_build_id(char out[81])
{
    out[0] = 0;
    dl_iterate_phdr(build_id_cb, out);
    return out[0] != 0;
}

void sp_site_cache_open(sp_site *s)
{
    const sp_site_options *o = s->opts;
    s->cache = NULL;
    /* Site#configure_cache: no disk cache in safe mode either */
    if (o->disable_disk_cache || sp_truthy(sp_hash_at(s->config, "disable_disk_cache")) ||
        sp_truthy(sp_hash_at(s->config, "safe")))
        return;
    sp_buf dir = SP_BUF_INIT;
    if (o->cache_dir) {
        sp_buf_puts(&dir, o->cache_dir);
    } else if (o->source_dir) {
        /* Jekyll's cache_dir (default .jekyll-cache) in the source folder; ours is a folder of its own in it */
        sp_value cd = sp_hash_at(s->config, "cache_dir");
        const char *name = cd.type == SP_STRING && cd.u.s.len ? cd.u.s.ptr : ".jekyll-cache";
        if (name[0] == '/')
            sp_buf_printf(&dir, "%s/sitepub", name);
        else
            sp_buf_printf(&dir, "%s/%s/sitepub", o->source_dir, name);
    } else {
        return;
    }
    sp_site_cache *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    c->dir = sp_buf_detach(&dir);
    c->readonly = o->cache_readonly;
    /* the fingerprint: this program and the whole configuration (Jekyll clears its cache on a config change) */
    sp_buf fp = SP_BUF_INIT;
    sp_buf_printf(&fp, "sitepub %s\n", SITEPUB_VERSION);
    /* and this very program: a rebuilt sitepub (a changed converter) must not reuse what the old one made,
     * even under the same version number. Its GNU build id stands for its code, so a copy of it, or the same
     * source built again (a CI job that builds sitepub on every run), keeps the cache; without a build id, the
     * file's identity (inode, size, mtime) does. The Markdown library's version too: an upgrade may convert
     * differently. */
    char build_id[81];
    struct stat exe;
    if (program_build_id(build_id))
        sp_buf_printf(&fp, "build-id %s\n", build_id);
    else if (stat("/proc/self/exe", &exe) == 0)
        sp_buf_printf(&fp, "exe %llu %llu %lld.%09ld\n", (unsigned long long)exe.st_ino,
                      (unsigned long long)exe.st_size, (long long)exe.st_mtim.tv_sec, (long)exe.st_mtim.tv_nsec);
    sp_buf_puts(&fp, "markdown: sitepub kramdown parser\n");
    const char *env = getenv("JEKYLL_ENV");
    sp_buf_printf(&fp, "JEKYLL_ENV=%s\n", env ? env : "");
    sp_json_write(&fp, s->config);
    if (s->theme_id) /* the theme's gem (name, version, folder): its files are not in the source's listing */
        sp_buf_puts(&fp, s->theme_id);
    sha1(fp.data, fp.len, c->fingerprint);
    sp_buf_free(&fp);
    char hex[41];
    sp_sha1_hex(c->fingerprint, hex);
    sp_buf path = SP_BUF_INIT;
    sp_buf_printf(&path, "%s/config", c->dir);
    sp_buf old = SP_BUF_INIT;
    bool ours = read_all(path.data, &old); /* a folder without our config file holds nothing of ours */
    bool same = ours && old.len == 41 && !memcmp(old.data, hex, 40);
    sp_buf_free(&old);
    if (!same && !c->readonly) {
        for (int k = 0; ours && KINDS[k]; k++) {
            sp_buf kd = SP_BUF_INIT;
            sp_buf_printf(&kd, "%s/%s", c->dir, KINDS[k]);
            sp_remove_tree(kd.data);
            sp_buf_free(&kd);
        }
        char line[42];
        memcpy(line, hex, 40);
        line[40] = '\n';
        write_atomically(c, c->dir, path.data, line, 41);
        sp_site_log(s, 1, "Disk cache: %s (emptied: the configuration or sitepub changed)", c->dir);
    }
    sp_buf_free(&path);
    if (!same && c->readonly) {
        /* entries of another configuration must not be read; a read-only build goes without */
        free(c->dir);
        free(c);
        return;
    }
    s->cache = c;
}

void sp_site_cache_close(sp_site *s)
{
    if (!s->cache)
        return;
    free(s->cache->known);
    free(s->cache->noted);
    free(s->cache->dir);
    free(s->cache);
    s->cache = NULL;
}

const char *sp_site_cache_dir(const sp_site *s, bool *readonly, unsigned char fp[20])
{
    if (!s->cache)
        return NULL;
    *readonly = s->cache->readonly;
    memcpy(fp, s->cache->fingerprint, 20);
    return s->cache->dir;
}

void sp_site_cache_key(const sp_site *s, const char *kind, const void *data, size_t len, const void *extra,
                       size_t extra_len, unsigned char key[20])
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, kind);
    sp_buf_putc(&b, 0);
    if (s->cache)
        sp_buf_append(&b, s->cache->fingerprint, 20);
    sp_buf_printf(&b, "%zu", extra_len);
    sp_buf_putc(&b, 0);
    sp_buf_append(&b, extra, extra_len);
    sp_buf_append(&b, data, len);
    sha1(b.data, b.len, key);
    sp_buf_free(&b);
}

static void entry_path(const sp_site_cache *c, const char *kind, const unsigned char key[20], sp_buf *dir,
                       sp_buf *file)
{
    char hex[41];
    sp_sha1_hex(key, hex);
    sp_buf_printf(dir, "%s/%s/%.2s", c->dir, kind, hex);
    sp_buf_printf(file, "%s/%s", dir->data, hex + 2);
}

bool sp_site_cache_get(const sp_site *s, const char *kind, const unsigned char key[20], sp_buf *out)
{
    if (!s->cache)
        return false;
    sp_buf dir = SP_BUF_INIT, file = SP_BUF_INIT;
    entry_path(s->cache, kind, key, &dir, &file);
    size_t at = out->len;
    bool hit = read_all(file.data, out);
    if (!hit)
        out->len = at;
    sp_buf_free(&dir);
    sp_buf_free(&file);
    return hit;
}

void sp_site_cache_put(const sp_site *s, const char *kind, const unsigned char key[20], const void *data, size_t len)
{
    if (!s->cache || s->cache->readonly)
        return;
    sp_buf dir = SP_BUF_INIT, file = SP_BUF_INIT;
    entry_path(s->cache, kind, key, &dir, &file);
    write_atomically(s->cache, dir.data, file.data, data, len);
    sp_buf_free(&dir);
    sp_buf_free(&file);
}

void sp_site_cache_remove(const sp_site *s, const char *kind, const unsigned char key[20])
{
    if (!s->cache || s->cache->readonly)
        return;
    sp_buf dir = SP_BUF_INIT, file = SP_BUF_INIT;
    entry_path(s->cache, kind, key, &dir, &file);
    unlink(file.data);
    sp_buf_free(&dir);
    sp_buf_free(&file);
}

/* ---- blobs known to be static files ---- */

static int id_cmp(const void *a, const void *b)
{
    return memcmp(a, b, 20);
}

static void load_statics(sp_site_cache *c)
{
    c->statics_loaded = true;
    sp_buf path = SP_BUF_INIT, b = SP_BUF_INIT;
    sp_buf_printf(&path, "%s/static-blobs", c->dir);
    if (read_all(path.data, &b) && b.len % 20 == 0 && b.len) {
        c->nknown = b.len / 20;
        c->known = (unsigned char *)sp_buf_detach(&b);
        /* written sorted; a file edited by hand is sorted again rather than trusted */
        for (size_t i = 1; i < c->nknown; i++)
            if (memcmp(c->known + 20 * (i - 1), c->known + 20 * i, 20) > 0) {
                qsort(c->known, c->nknown, 20, id_cmp);
                break;
            }
    }
    sp_buf_free(&b);
    sp_buf_free(&path);
}

bool sp_site_cache_known_static(sp_site *s, const unsigned char blob_id[20])
{
    sp_site_cache *c = s->cache;
    if (!c)
        return false;
    if (!c->statics_loaded)
        load_statics(c);
    return c->nknown && bsearch(blob_id, c->known, c->nknown, 20, id_cmp) != NULL;
}

void sp_site_cache_note_static(sp_site *s, const unsigned char blob_id[20])
{
    sp_site_cache *c = s->cache;
    if (!c || c->readonly)
        return;
    if (c->nnoted == c->capnoted) {
        c->capnoted = c->capnoted ? c->capnoted * 2 : 256;
        c->noted = realloc(c->noted, c->capnoted * 20);
        if (!c->noted)
            abort();
    }
    memcpy(c->noted + 20 * c->nnoted++, blob_id, 20);
}

void sp_site_cache_save_statics(sp_site *s)
{
    sp_site_cache *c = s->cache;
    if (!c || c->readonly)
        return;
    if (c->nnoted)
        qsort(c->noted, c->nnoted, 20, id_cmp);
    size_t n = 0; /* without duplicates (a blob at two paths) */
    for (size_t i = 0; i < c->nnoted; i++)
        if (!n || memcmp(c->noted + 20 * (n - 1), c->noted + 20 * i, 20))
            memmove(c->noted + 20 * n++, c->noted + 20 * i, 20);
    if (!c->statics_loaded)
        load_statics(c);
    if (n == c->nknown && (!n || !memcmp(c->noted, c->known, 20 * n)))
        return; /* unchanged */
    sp_buf path = SP_BUF_INIT;
    sp_buf_printf(&path, "%s/static-blobs", c->dir);
    write_atomically(c, c->dir, path.data, n ? (const char *)c->noted : "", 20 * n);
    sp_buf_free(&path);
}
