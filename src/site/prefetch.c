/* Reading ahead of the reader (site_internal.h, sp_site_prefetch_start).
 *
 * The reader walks the source's entries in order and, for most of them, either asks whether the file starts with
 * front matter (Utils.has_yaml_header?, a one-line read) or reads it whole (posts, pages, documents). From a git
 * source every such read opens and inflates a loose object; those system calls were a third of a tvm-site
 * publish's reading time on one core while the other sat idle. A helper thread now walks the same entries a
 * little ahead and leaves each answer (and the text of each file the reader will read whole) in a slot per
 * entry. The reader takes a slot when it is ready, does the work itself when it is not, and never waits for a
 * slot the helper has not started. The results are the same either way: the helper only reads.
 *
 * Slot states: EMPTY (nobody has it), BUSY (the helper is reading it), the answers, or MINE (the reader did it
 * itself). A slot goes EMPTY->BUSY->answer in the helper, or EMPTY->MINE in the reader, by compare-and-swap. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "site/site_internal.h"

enum { SLOT_EMPTY, SLOT_BUSY, SLOT_PLAIN, SLOT_FRONT_MATTER, SLOT_FAILED, SLOT_MINE };

typedef struct slot {
    _Atomic int state;
    char *text; /* the whole file (malloc'd), for files that start with front matter and for posts */
    size_t len;
} slot;

struct sp_site_prefetch {
    slot *slots;
    size_t n;
    pthread_t thread;
    bool started;
    atomic_bool stop;
};

/* Utils.has_yaml_header? reading only the first line: an image is not inflated or read whole to learn that it
 * is a static file. The first 256 bytes settle it unless they are "---" and blanks with no line end yet, when
 * the whole file is read. */
static int check_direct(sp_site *s, const char *path, bool *fm, sp_error *err)
{
    sp_buf hb = SP_BUF_INIT;
    if (sp_source_read_prefix(s->src, path, 256, &hb, err) != 0) {
        sp_buf_free(&hb);
        return -1;
    }
    if (hb.len >= 256 && memcmp(hb.data, "---", 3) == 0 && !memchr(hb.data, '\n', hb.len)) {
        hb.len = 0;
        if (sp_source_read(s->src, path, &hb, err) != 0) {
            sp_buf_free(&hb);
            return -1;
        }
    }
    *fm = sp_site_has_yaml_header(hb.data ? hb.data : "", hb.len);
    sp_buf_free(&hb);
    return 0;
}

/* Posts (a _posts or _drafts folder on the path) are read whole without the front matter check. */
static bool is_post_path(const char *p)
{
    return !strncmp(p, "_posts/", 7) || !strncmp(p, "_drafts/", 8) || strstr(p, "/_posts/") ||
           strstr(p, "/_drafts/");
}

/* The entries the reader is likely to ask about: nothing in a dot-folder or of a dot-file, nothing in an
 * underscore folder but posts and collections (a wrong guess only costs a read). */
static bool worth_reading(sp_site *s, const sp_source_entry *e)
{
    if (e->mode == SP_MODE_LINK)
        return false;
    const char *p = e->path;
    if (is_post_path(p))
        return true;
    for (const char *c = p; c; c = strchr(c, '/') ? strchr(c, '/') + 1 : NULL)
        if (*c == '.')
            return false;
    if (p[0] != '_')
        return true;
    const char *slash = strchr(p, '/');
    if (!slash)
        return false;
    sp_value colls = sp_hash_at(s->config, "collections");
    return sp_hash_get(colls, p + 1, (size_t)(slash - p - 1), NULL);
}

static void *prefetch_worker(void *arg)
{
    sp_site *s = arg;
    struct sp_site_prefetch *pf = s->prefetch;
    for (size_t i = 0; i < pf->n && !atomic_load(&pf->stop); i++) {
        const sp_source_entry *e = &s->entries[i];
        if (!worth_reading(s, e))
            continue;
        slot *sl = &pf->slots[i];
        int expect = SLOT_EMPTY;
        if (!atomic_compare_exchange_strong(&sl->state, &expect, SLOT_BUSY))
            continue; /* the reader got there first */
        sp_error err;
        bool fm = true, post = is_post_path(e->path);
        int state = SLOT_FAILED;
        if (post || check_direct(s, e->path, &fm, &err) == 0) {
            state = fm ? SLOT_FRONT_MATTER : SLOT_PLAIN;
            if (fm) {
                sp_buf b = SP_BUF_INIT;
                if (sp_source_read(s->src, e->path, &b, &err) == 0) {
                    if (!b.data)
                        sp_buf_append(&b, "", 0);
                    sl->len = b.len;
                    sl->text = sp_buf_detach(&b);
                } else {
                    sp_buf_free(&b);
                    state = post ? SLOT_FAILED : state; /* the reader reads it again and reports the error */
                }
            }
        }
        atomic_store_explicit(&sl->state, state, memory_order_release);
    }
    return NULL;
}

void sp_site_prefetch_start(sp_site *s)
{
    if (s->prefetch || s->opts->jobs == 1 || s->nentries < 2)
        return;
    struct sp_site_prefetch *pf = calloc(1, sizeof *pf);
    if (!pf)
        abort();
    pf->slots = calloc(s->nentries, sizeof *pf->slots);
    if (!pf->slots)
        abort();
    pf->n = s->nentries;
    s->prefetch = pf;
    if (pthread_create(&pf->thread, NULL, prefetch_worker, s) == 0)
        pf->started = true;
}

/* The slot of e when the helper has answered it (waiting while it is busy on it), else NULL after claiming the
 * slot for the reader. */
static slot *take(sp_site *s, const sp_source_entry *e)
{
    struct sp_site_prefetch *pf = s->prefetch;
    if (!pf || e < s->entries || e >= s->entries + pf->n)
        return NULL;
    slot *sl = &pf->slots[e - s->entries];
    for (;;) {
        int st = atomic_load_explicit(&sl->state, memory_order_acquire);
        if (st == SLOT_PLAIN || st == SLOT_FRONT_MATTER)
            return sl;
        if (st == SLOT_FAILED || st == SLOT_MINE)
            return NULL;
        if (st == SLOT_EMPTY) {
            int expect = SLOT_EMPTY;
            if (atomic_compare_exchange_strong(&sl->state, &expect, SLOT_MINE))
                return NULL;
            continue;
        }
        sched_yield(); /* SLOT_BUSY: the helper is in the middle of this very file */
    }
}

int sp_site_front_matter_check(sp_site *s, const sp_source_entry *e, bool *fm, sp_error *err)
{
    slot *sl = take(s, e);
    if (sl) {
        *fm = atomic_load(&sl->state) == SLOT_FRONT_MATTER;
        return 0;
    }
    return check_direct(s, e->path, fm, err);
}

int sp_site_read_entry(sp_site *s, const sp_source_entry *e, sp_buf *out, sp_error *err)
{
    slot *sl = take(s, e);
    if (sl && sl->text) {
        sp_buf_append(out, sl->text, sl->len);
        free(sl->text);
        sl->text = NULL;
        return 0;
    }
    return sp_source_read(s->src, e->path, out, err);
}

void sp_site_prefetch_stop(sp_site *s)
{
    struct sp_site_prefetch *pf = s->prefetch;
    if (!pf)
        return;
    atomic_store(&pf->stop, true);
    if (pf->started)
        pthread_join(pf->thread, NULL);
    for (size_t i = 0; i < pf->n; i++)
        free(pf->slots[i].text);
    free(pf->slots);
    free(pf);
    s->prefetch = NULL;
}
