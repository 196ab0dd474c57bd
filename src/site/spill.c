/* The rendered-text store of a large build (site_internal.h, "spill.c"): converted content and the outputs of
 * collection documents, which later renders may still read (`post.content`, `post.output`, a document printed
 * whole), are written once into an unlinked temporary file and read back through one read-only shared mapping
 * of it. Their bytes then live in the page cache, not in the process: a page is in memory only while a render
 * reads it, and the kernel may drop it again (it is written back to the file). The mapping is reserved at its
 * full size up front, so a text's address never moves and the model refers to it as to any other string.
 *
 * A build of fewer documents opens the store too when one of them is large (SPILL_BIG_DOC): then only the texts
 * of at least SPILL_BIG_TEXT bytes go there. A page's bytes read out of the store stay in memory only as long as
 * they are used: a long copy of them (a layout placing the content, sp_buf_append) and the write of an output
 * (sp_site_spill_release) give their pages back as they go, so a large page is not held twice, as its content
 * and as its output (issue 20, defect 11: a build's peak memory within 10 times its largest page).
 *
 * The file is created in $TMPDIR (else /tmp) with O_TMPFILE (else mkstemp and unlink at once), so nothing is
 * left behind whatever happens to the process. Any failure (no such folder, no space, the reservation refused)
 * only means the text stays in the heap as before. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "site/site_internal.h"

struct sp_site_spill {
    int fd;
    char *base;
    size_t reserve;
    atomic_size_t used;
    bool all; /* every text (a large build), else only those of SPILL_BIG_TEXT bytes or more */
    bool sources; /* opened before reading (sp_site_spill_open_sources): documents' source texts go here too */
    atomic_size_t sources_kept; /* source texts put since their pages were last dropped */
};

/* Below this many documents the heap holds everything (a spill costs a file and writes; small sites need no
 * bound). SITEPUB_SPILL_MIN_DOCS overrides it (tests: 0 spills every build). */
#define SPILL_MIN_DOCS 2000
/* ... unless a document's source has this many bytes (its HTML is up to ~5 times that): then the texts of at
 * least SPILL_BIG_TEXT bytes are kept in the store. SITEPUB_SPILL_BIG_DOC overrides it. */
#define SPILL_BIG_DOC ((size_t)1 << 20)
#define SPILL_BIG_TEXT ((size_t)1 << 20)

/* The open stores, for the release hook (sp_buf_append's, which knows no site) */
#define MAX_STORES 16
static pthread_mutex_t stores_lock = PTHREAD_MUTEX_INITIALIZER;
static sp_site_spill *stores[MAX_STORES];

/* Drop from memory the pages of [p, p + len) when they are a store's: they are the file's pages, read again
 * from it if anyone reads them later (MADV_DONTNEED on a shared mapping of a file loses nothing). Whole pages
 * around the range go: a neighbouring text that shared one is read back from the file too. */
static void release_range(const void *p, size_t len)
{
    const char *c = p;
    pthread_mutex_lock(&stores_lock);
    for (size_t i = 0; i < MAX_STORES; i++) {
        sp_site_spill *sp = stores[i];
        if (!sp || c < sp->base || c >= sp->base + sp->reserve || len > (size_t)(sp->base + sp->reserve - c))
            continue;
        size_t page = (size_t)sysconf(_SC_PAGESIZE);
        uintptr_t a = (uintptr_t)c & ~(uintptr_t)(page - 1);
        uintptr_t e = ((uintptr_t)c + len + page - 1) & ~(uintptr_t)(page - 1);
        madvise((void *)a, (size_t)(e - a), MADV_DONTNEED);
        break;
    }
    pthread_mutex_unlock(&stores_lock);
}

static void register_store(sp_site_spill *sp, bool add)
{
    pthread_mutex_lock(&stores_lock);
    for (size_t i = 0; i < MAX_STORES; i++)
        if (add ? !stores[i] : stores[i] == sp) {
            stores[i] = add ? sp : NULL;
            break;
        }
    pthread_mutex_unlock(&stores_lock);
    if (add)
        sp_buf_set_release(release_range);
}

static size_t env_size(const char *name, size_t dflt)
{
    const char *e = getenv(name);
    return e && *e ? (size_t)strtoull(e, NULL, 10) : dflt;
}

static int open_tmp(void)
{
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = "/tmp";
#ifdef O_TMPFILE
    int fd = open(dir, O_TMPFILE | O_RDWR | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0)
        return fd;
#endif
    char path[4200];
    if (snprintf(path, sizeof path, "%s/sitepub-spill.XXXXXX", dir) >= (int)sizeof path)
        return -1;
    fd = mkstemp(path);
    if (fd >= 0)
        unlink(path);
    return fd;
}

static void open_store(sp_site *s, bool all)
{
    int fd = open_tmp();
    if (fd < 0)
        return;
    /* address space only: a read-only shared mapping of a file takes no memory until read */
    static const size_t sizes[] = {(size_t)64 << 30, (size_t)16 << 30, (size_t)4 << 30, (size_t)1 << 30};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        void *p = mmap(NULL, sizes[i], PROT_READ, MAP_SHARED, fd, 0);
        if (p == MAP_FAILED)
            continue;
        sp_site_spill *sp = calloc(1, sizeof *sp);
        if (!sp)
            abort();
        sp->fd = fd;
        sp->base = p;
        sp->reserve = sizes[i];
        atomic_init(&sp->used, 0);
        atomic_init(&sp->sources_kept, 0);
        sp->all = all;
        s->spill = sp;
        register_store(sp, true);
        return;
    }
    close(fd);
}

void sp_site_spill_open(sp_site *s)
{
    bool all = s->ndocs >= env_size("SITEPUB_SPILL_MIN_DOCS", SPILL_MIN_DOCS), big = false;
    if (s->spill) { /* opened for the sources: the rule for rendered text is this one all the same */
        s->spill->all = all;
        return;
    }
    size_t big_doc = env_size("SITEPUB_SPILL_BIG_DOC", SPILL_BIG_DOC);
    for (size_t i = 0; i < s->ndocs && !all && !big; i++)
        big = sp_site_doc_body_size(s->docs[i]) >= big_doc;
    if (!all && !big)
        return;
    open_store(s, all);
}

void sp_site_spill_open_sources(sp_site *s)
{
    if (!s->spill && s->nentries >= env_size("SITEPUB_SPILL_MIN_DOCS", SPILL_MIN_DOCS))
        open_store(s, false);
    if (s->spill)
        s->spill->sources = true;
}

/* Source texts put between two drops of their pages (sp_site_spill_source): the reader reads what it put (the
 * excerpt), the render the body it converts; past this many, every page of the file goes (read back from it by
 * whoever reads it next) */
#define SOURCES_PER_DROP 512

/* every page of the store's file out of memory (release_range), the count of sources since then reset */
static void drop_store(sp_site_spill *sp)
{
    atomic_store(&sp->sources_kept, 0);
    size_t used = atomic_load(&sp->used);
    if (used)
        release_range(sp->base, used < sp->reserve ? used : sp->reserve);
}

const char *sp_site_spill_source(sp_site *s, const char *data, size_t len)
{
    sp_site_spill *sp = s->spill;
    if (!sp || !sp->sources)
        return NULL;
    const char *p = sp_site_spill_put(s, data, len);
    if (p && atomic_fetch_add(&sp->sources_kept, 1) + 1 >= SOURCES_PER_DROP)
        sp_site_spill_drop_pages(s);
    return p;
}

void sp_site_spill_source_read(const void *p)
{
    const char *c = p;
    sp_site_spill *drop = NULL;
    pthread_mutex_lock(&stores_lock);
    for (size_t i = 0; i < MAX_STORES && c; i++) {
        sp_site_spill *sp = stores[i];
        if (sp && sp->sources && c >= sp->base && c < sp->base + sp->reserve) {
            if (atomic_fetch_add(&sp->sources_kept, 1) + 1 >= SOURCES_PER_DROP)
                drop = sp;
            break;
        }
    }
    pthread_mutex_unlock(&stores_lock);
    if (drop)
        drop_store(drop);
}

void sp_site_spill_drop_pages(sp_site *s)
{
    if (s->spill)
        drop_store(s->spill);
}

void sp_site_spill_close(sp_site *s)
{
    sp_site_spill *sp = s->spill;
    if (!sp)
        return;
    register_store(sp, false);
    munmap(sp->base, sp->reserve);
    close(sp->fd);
    free(sp);
    s->spill = NULL;
}

const char *sp_site_spill_put(sp_site *s, const char *data, size_t len)
{
    sp_site_spill *sp = s->spill;
    if (!sp || len >= sp->reserve)
        return NULL;
    size_t need = (len + 1 + 15) & ~(size_t)15; /* with its NUL, as the heap copies are */
    size_t off = atomic_fetch_add(&sp->used, need);
    if (off > sp->reserve - need)
        return NULL;
    static const char nul = 0;
    size_t done = 0;
    while (done < len + 1) {
        const char *p = done < len ? data + done : &nul;
        size_t n = done < len ? len - done : 1;
        ssize_t w = pwrite(sp->fd, p, n, (off_t)(off + done));
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return NULL; /* no space: the caller keeps its heap copy (the hole is never read) */
        done += (size_t)w;
    }
    return sp->base + off;
}

bool sp_site_spilled(const sp_site *s, const void *p)
{
    const sp_site_spill *sp = s->spill;
    return sp && p && (const char *)p >= sp->base && (const char *)p < sp->base + sp->reserve;
}

void sp_site_spill_release(const sp_site *s, const void *p, size_t len)
{
    if (sp_site_spilled(s, p))
        release_range(p, len);
}

void sp_site_text_free(const sp_site *s, void *p)
{
    if (!sp_site_spilled(s, p))
        free(p);
}

char *sp_site_keep_text(sp_site *s, sp_buf *b, bool spill)
{
    if (!b->data)
        sp_buf_append(b, "", 0);
    if (spill && b->len && s->spill && (s->spill->all || b->len >= SPILL_BIG_TEXT)) {
        const char *p = sp_site_spill_put(s, b->data, b->len);
        if (p) {
            sp_buf_free(b);
            return (char *)p;
        }
    }
    size_t len = b->len;
    char *d = sp_buf_detach(b);
    char *fit = realloc(d, len + 1); /* a buffer grows by doubling: give the slack back */
    return fit ? fit : d;
}
