/* Incremental builds: the dependency record and the plan (src/site/incremental.h, DESIGN.md "Incremental by
 * recorded dependencies").
 *
 * The record, DIR/incremental (DIR the disk cache folder), is text:
 *   sitepub-incremental 1 G B T          (hex SHA-1s: site-wide inputs, all bodies, site.time)
 *   F BLOB OWN MODE FLAGS NREADS PATH    (one per output: its fingerprint, blob id, own source blob, ...)
 *   r SOURCE                             (NREADS lines after it: the documents whose content it showed)
 *   end N CHECK                          (N outputs; CHECK the SHA-1 of every byte before this line)
 * written to a temporary file and renamed. A file that does not parse or whose CHECK does not match is damaged:
 * it is ignored (everything renders) with a warning. */
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "site/site_internal.h"
#include "sitepub/liquid.h"
#include "sitepub/plugin.h"

typedef struct inc_rec {
    unsigned char f[20], blob[20], own[20];
    unsigned mode, flags;
    const char *path;
    const char **reads; /* the source paths of the documents whose content it showed (SP_INC_BODIES) */
    size_t nreads;
} inc_rec;

struct sp_site_inc {
    char *file;
    bool readonly;
    unsigned char g[20], b[20], t[20];
    bool have_old;
    unsigned char old_g[20], old_b[20], old_t[20];
    inc_rec *old;
    size_t nold;
    sp_value old_index; /* out path -> index in old */
    int level;          /* what the plan renders of the documents not re-rendered: 0 nothing, 1 bodies, 2 all */
    bool fallback;      /* the plan fell short and became a full render */
    bool *reused;       /* per document: stored as its earlier blob */
    const char **reason; /* per document rendered in full: why */
    unsigned char (*own)[20];
    bool *has_own;
    sp_value by_ptr;     /* "%p" of a document's `path` string -> its index (-1: several documents) */
    sp_value by_relpath; /* source path -> index of the (one, not generated) document read from it */
};

static void sha1(const void *data, size_t len, unsigned char out[20])
{
    git_oid oid;
    git_odb_hash(&oid, data, len, GIT_OBJECT_BLOB);
    memcpy(out, oid.id, 20);
}

static void hex(const unsigned char id[20], char out[41])
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 20; i++) {
        out[2 * i] = digits[id[i] >> 4];
        out[2 * i + 1] = digits[id[i] & 15];
    }
    out[40] = 0;
}

static bool unhex(const char *p, unsigned char out[20])
{
    for (int i = 0; i < 40; i++) {
        int c = p[i], v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (v < 0)
            return false;
        if (i % 2 == 0)
            out[i / 2] = (unsigned char)(v << 4);
        else
            out[i / 2] |= (unsigned char)v;
    }
    return true;
}

static bool time_is_now(const sp_site *s, sp_value v)
{
    return v.type == SP_TIME && v.u.t.sec == s->now.sec && v.u.t.nsec == s->now.nsec;
}

/* what a document depends on before any render: a page's date is site.time (generated pages are rendered
 * every time; what their render reads still decides what the others must render for them) */
static unsigned static_flags(const sp_site *s, const sp_doc *d)
{
    return time_is_now(s, sp_hash_at(d->page, "date")) ? SP_INC_TIME : 0;
}

/* a document, `site` or site.time somewhere inside v (too deep to look counts as found) */
static bool holds_site_data(const sp_site *s, sp_value v, int depth)
{
    if (v.type == SP_TIME)
        return time_is_now(s, v);
    if (v.type != SP_HASH && v.type != SP_ARRAY)
        return false;
    if (depth > 8)
        return true;
    if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v); i++)
            if (holds_site_data(s, sp_array_get(v, (int64_t)i), depth + 1))
                return true;
        return false;
    }
    if (v.flags & (SP_FLAG_DOCUMENT | SP_FLAG_SITE_DROP))
        return true;
    for (size_t i = 0; i < sp_hash_len(v); i++) {
        const char *k;
        size_t kl;
        sp_value x;
        sp_hash_entry(v, i, &k, &kl, &x);
        if (holds_site_data(s, x, depth + 1))
            return true;
    }
    return false;
}

static bool key_is(sp_value key, const char *k)
{
    return key.type == SP_STRING && key.u.s.len == strlen(k) && !memcmp(key.u.s.ptr, k, key.u.s.len);
}

void sp_site_inc_note(sp_site *s, sp_doc *d, int kind, sp_value obj, sp_value key, sp_value val)
{
    if (!s->inc || !d)
        return;
    if (kind == SP_LIQUID_READ_WHOLE) {
        if ((d->inc_flags & SP_INC_ALL) != SP_INC_ALL && holds_site_data(s, val, 0))
            d->inc_flags |= SP_INC_ALL;
        return;
    }
    if (time_is_now(s, val))
        d->inc_flags |= SP_INC_TIME;
    if (obj.type != SP_HASH)
        return;
    if ((obj.flags & SP_FLAG_SITE_DROP) && key_is(key, "time"))
        d->inc_flags |= SP_INC_TIME;
    if (!(obj.flags & SP_FLAG_DOCUMENT))
        return;
    /* its own content and excerpt depend on its own source only (the excerpt's reads are its own) */
    sp_value p = sp_hash_at(obj, "path"), mine = sp_hash_at(d->page, "path");
    bool self = p.type == SP_STRING && mine.type == SP_STRING && p.u.s.ptr == mine.u.s.ptr;
    if (self)
        return;
    bool out = key_is(key, "output");
    if (!out && !key_is(key, "content") && !key_is(key, "excerpt"))
        return;
    d->inc_flags |= out ? SP_INC_OUTPUTS | SP_INC_BODIES : SP_INC_BODIES;
    char k[32];
    sp_value idx;
    snprintf(k, sizeof k, "%p", p.type == SP_STRING ? (const void *)p.u.s.ptr : NULL);
    if (p.type != SP_STRING || !sp_hash_getc(s->inc->by_ptr, k, &idx) || idx.u.i < 0) {
        d->inc_flags |= SP_INC_ANY; /* a document we cannot name: it depends on them all */
        return;
    }
    size_t r = ((size_t)idx.u.i << 1) | (out ? 1u : 0u);
    if (d->inc_nreads && d->inc_reads[d->inc_nreads - 1] == r)
        return;
    if (d->inc_nreads == d->inc_capreads) {
        d->inc_capreads = d->inc_capreads ? 2 * d->inc_capreads : 8;
        d->inc_reads = realloc(d->inc_reads, d->inc_capreads * sizeof *d->inc_reads);
        if (!d->inc_reads)
            abort();
    }
    d->inc_reads[d->inc_nreads++] = r;
}

/* ---- the record file ---- */

static void warn_damaged(sp_site *s, const char *file, const char *why)
{
    sp_site_log(s, 0, "Warning: the incremental cache %s is damaged (%s); it is ignored and every page is "
                      "rendered (it is rewritten by this build)", file, why);
}

static void load_record(sp_site *s, struct sp_site_inc *in)
{
    int fd = open(in->file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT)
            warn_damaged(s, in->file, strerror(errno));
        return;
    }
    sp_buf b = SP_BUF_INIT;
    bool ok = sp_buf_read_fd(&b, fd, 0) == 0;
    close(fd);
    if (!ok) {
        warn_damaged(s, in->file, "unreadable");
        sp_buf_free(&b);
        return;
    }
    const char *why = NULL;
    char *text = sp_arena_strndup(s->arena, b.data ? b.data : "", b.len);
    size_t len = b.len;
    sp_buf_free(&b);
    /* the trailer: "end N CHECK\n" */
    const char *end = NULL;
    if (len >= 48 && text[len - 1] == '\n') {
        const char *p = text + len - 1;
        while (p > text && p[-1] != '\n')
            p--;
        end = p;
    }
    unsigned char check[20], want[20];
    size_t n = 0;
    if (!end || strncmp(end, "end ", 4) != 0 || sscanf(end + 4, "%zu", &n) != 1)
        why = "no trailer: a partial write";
    else {
        const char *c = strchr(end + 4, ' ');
        sha1(text, (size_t)(end - text), check);
        if (!c || !unhex(c + 1, want) || memcmp(check, want, 20) != 0)
            why = "its checksum does not match";
    }
    static const char head[] = "sitepub-incremental 1 ";
    const char *p = text;
    if (!why && (strncmp(p, head, sizeof head - 1) != 0 || (size_t)(end - text) < sizeof head - 1 + 123 ||
                 !unhex(p + sizeof head - 1, in->old_g) || !unhex(p + sizeof head - 1 + 41, in->old_b) ||
                 !unhex(p + sizeof head - 1 + 82, in->old_t) || p[sizeof head - 1 + 122] != '\n'))
        why = "not a record of this version";
    if (why) {
        warn_damaged(s, in->file, why);
        return;
    }
    p += sizeof head - 1 + 123;
    inc_rec *recs = sp_arena_calloc(s->arena, n + 1, sizeof *recs);
    size_t k = 0;
    while (p < end) {
        char *eol = strchr(p, '\n');
        inc_rec *r = &recs[k];
        unsigned mode, flags;
        size_t nr = 0;
        int used = 0;
        if (k >= n || !eol || eol - p < 126 || !unhex(p, r->f) || p[40] != ' ' || !unhex(p + 41, r->blob) ||
            p[81] != ' ' || !unhex(p + 82, r->own) || p[122] != ' ' ||
            sscanf(p + 123, "%o %u %zu %n", &mode, &flags, &nr, &used) != 3 || used <= 0 || p + 123 + used >= eol ||
            nr > (size_t)(end - eol) / 3) {
            warn_damaged(s, in->file, "a malformed line");
            return;
        }
        *eol = 0;
        r->mode = mode;
        r->flags = flags & SP_INC_ALL;
        r->path = p + 123 + used;
        r->nreads = nr;
        r->reads = sp_arena_calloc(s->arena, nr + 1, sizeof *r->reads);
        p = eol + 1;
        for (size_t j = 0; j < nr; j++) {
            char *e2 = strchr(p, '\n');
            if (!e2 || e2 >= end || p[0] != 'r' || p[1] != ' ') {
                warn_damaged(s, in->file, "a malformed line");
                return;
            }
            *e2 = 0;
            r->reads[j] = p + 2;
            p = e2 + 1;
        }
        k++;
    }
    if (k != n) {
        warn_damaged(s, in->file, "a line is missing");
        return;
    }
    in->old = recs;
    in->nold = n;
    in->old_index = sp_hash_new(s->arena, n + 1);
    for (size_t i = 0; i < n; i++)
        sp_hash_setc(in->old_index, recs[i].path, sp_int((int64_t)i));
    in->have_old = true;
}

/* ---- fingerprints ---- */

/* reads: the source paths of the documents whose content it showed, sorted (SP_INC_BODIES without ANY) */
static void fingerprint(const struct sp_site_inc *in, const char *out_path, const unsigned char own[20],
                        bool has_own, unsigned flags, const char *const *reads, size_t nreads, unsigned char f[20])
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_append(&b, in->g, 20);
    sp_buf_printf(&b, "%s%c%u%c", out_path, 0, flags, has_own ? 1 : 0);
    if (has_own)
        sp_buf_append(&b, own, 20);
    if (flags & SP_INC_ANY)
        sp_buf_append(&b, in->b, 20);
    else if (flags & (SP_INC_BODIES | SP_INC_OUTPUTS))
        for (size_t i = 0; i < nreads; i++) { /* each one's source as it is now */
            sp_value idx;
            bool known = sp_hash_getc(in->by_relpath, reads[i], &idx) && idx.u.i >= 0 && in->has_own[idx.u.i];
            sp_buf_printf(&b, "%s%c%c", reads[i], 0, known ? 1 : 0);
            if (known)
                sp_buf_append(&b, in->own[idx.u.i], 20);
        }
    /* TIME: it, or a document whose content it showed (closure), read site.time; with ANY any may have */
    if (flags & (SP_INC_TIME | SP_INC_ANY))
        sp_buf_append(&b, in->t, 20);
    sha1(b.data, b.len, f);
    sp_buf_free(&b);
}

/* The plugins known to make nothing of a page's or document's body that other pages can see (they add pages,
 * rewrite a page's own output, or read the model); with any other one (jekyll-titles-from-headings takes a
 * page's title from its body, and a plugin added later is not known), every body is a site-wide input. */
static bool bodies_are_private(const sp_site *s)
{
    static const char *const known[] = {"jekyll-archives", "jekyll-avatar", "jekyll-default-layout", "jekyll-feed",
                                        "jekyll-gist", "jekyll-include-cache", "jekyll-mentions",
                                        "jekyll-optional-front-matter", "jekyll-paginate", "jekyll-paginate-v2",
                                        "jekyll-readme-index", "jekyll-redirect-from", "jekyll-relative-links",
                                        "jekyll-remote-theme", "jekyll-seo-tag", "jekyll-sitemap", NULL};
    for (size_t i = 0; i < s->nplugins; i++) {
        bool ok = false;
        for (size_t k = 0; known[k] && !ok; k++)
            ok = !strcmp(s->plugins[i]->name, known[k]);
        if (!ok)
            return false;
    }
    return true;
}

static bool site_inputs(sp_site *s, struct sp_site_inc *in, const unsigned char cache_fp[20])
{
    bool private_bodies = bodies_are_private(s);
    const sp_site_options *o = s->opts;
    sp_value docpath = sp_hash_new(s->arena, s->ndocs + 1);
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->kind != SP_DOC_GENERATED && s->docs[i]->relpath && s->docs[i]->relpath[0])
            sp_hash_setc(docpath, s->docs[i]->relpath, sp_int((int64_t)i));
    sp_buf g = SP_BUF_INIT, bodies = SP_BUF_INIT;
    sp_buf_puts(&g, "sitepub-incremental 1\n");
    sp_buf_append(&g, cache_fp, 20);
    sp_buf_printf(&g, "\ndrafts %d future %d unpublished %d baseurl %s have_time %d strict %d\n", o->drafts,
                  o->future, o->unpublished, o->baseurl ? o->baseurl : "(none)", o->have_time, o->strict);
    bool ok = true;
    for (size_t i = 0; i < s->nentries && ok; i++) {
        const sp_source_entry *e = &s->entries[i];
        if (!e->has_oid) {
            ok = false;
            break;
        }
        char h[41];
        hex(e->oid, h);
        sp_value di;
        if (private_bodies && sp_hash_getc(docpath, e->path, &di)) {
            const sp_doc *d = s->docs[di.u.i];
            unsigned char fm[20];
            sha1(d->fm ? d->fm : "", d->fm ? d->fm_len : 0, fm);
            char fh[41];
            hex(fm, fh);
            sp_buf_printf(&g, "D %s%c%o %s %d\n", e->path, 0, e->mode, fh, d->body_line);
            sp_buf_printf(&bodies, "%s%c%s\n", e->path, 0, h);
        } else {
            sp_buf_printf(&g, "E %s%c%o %s\n", e->path, 0, e->mode, h);
        }
    }
    /* the model: which documents exist (future, unpublished, drafts depend on more than files), where */
    for (size_t i = 0; i < s->ndocs && ok; i++) {
        const sp_doc *d = s->docs[i];
        sp_buf_printf(&g, "M %d %s%c%s%c%s%c%d %d %s\n", (int)d->kind, d->relpath ? d->relpath : "", 0,
                      d->url ? d->url : "", 0, d->out_path ? d->out_path : "", 0, d->write, d->draft,
                      d->collection ? d->collection : "");
    }
    for (size_t i = 0; i < s->nstatic && ok; i++)
        sp_buf_printf(&g, "S %s%c%s\n", s->static_out[i], 0, s->statics[i]->path);
    if (ok) {
        sha1(g.data, g.len, in->g);
        sha1(bodies.data ? bodies.data : "", bodies.len, in->b);
        char t[64];
        snprintf(t, sizeof t, "%lld.%09d %d", (long long)s->now.sec, (int)s->now.nsec, (int)s->now.utc_offset);
        sha1(t, strlen(t), in->t);
        for (size_t i = 0; i < s->ndocs; i++) {
            const sp_doc *d = s->docs[i];
            in->has_own[i] = false;
            if (d->kind == SP_DOC_GENERATED || !d->relpath || !d->relpath[0])
                continue;
            size_t lo = 0, hi = s->nentries; /* entries are sorted by path (bytewise) */
            while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                int c = strcmp(s->entries[mid].path, d->relpath);
                if (c == 0) {
                    memcpy(in->own[i], s->entries[mid].oid, 20);
                    in->has_own[i] = true;
                    break;
                }
                if (c < 0)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            for (size_t k = 0; !in->has_own[i] && k < s->nentries; k++) /* whatever the order */
                if (!strcmp(s->entries[k].path, d->relpath)) {
                    memcpy(in->own[i], s->entries[k].oid, 20);
                    in->has_own[i] = true;
                }
        }
    }
    sp_buf_free(&g);
    sp_buf_free(&bodies);
    return ok;
}

static bool recorded(const sp_doc *d)
{
    return d->write && d->out_path && !d->sass;
}

int sp_site_inc_plan(sp_site *s, sp_error *err)
{
    for (size_t i = 0; i < s->ndocs; i++) {
        s->docs[i]->inc_flags = static_flags(s, s->docs[i]);
        s->docs[i]->inc_mode = SP_INC_FULL;
    }
    bool readonly = false;
    unsigned char fp[20];
    const char *dir = sp_site_cache_dir(s, &readonly, fp);
    if (!s->opts->incremental || !dir || !s->sink || !s->sink->ops->reuse)
        return 0;
    struct sp_site_inc *in = calloc(1, sizeof *in);
    if (!in)
        abort();
    in->reused = calloc(s->ndocs + 1, sizeof *in->reused);
    in->reason = calloc(s->ndocs + 1, sizeof *in->reason);
    in->own = calloc(s->ndocs + 1, sizeof *in->own);
    in->has_own = calloc(s->ndocs + 1, sizeof *in->has_own);
    if (!in->reused || !in->reason || !in->own || !in->has_own)
        abort();
    size_t dl = strlen(dir);
    in->file = malloc(dl + 16);
    if (!in->file)
        abort();
    memcpy(in->file, dir, dl);
    memcpy(in->file + dl, "/incremental", 13);
    in->readonly = readonly;
    in->old_index = sp_nil();
    s->inc = in;
    if (!site_inputs(s, in, fp)) {
        sp_site_log(s, 1, "Incremental: the source has files without a blob id; rendering everything");
        sp_site_inc_free(s);
        return 0;
    }
    /* documents by their `path` string (what a lookup sees) and by source path (what the record names) */
    in->by_ptr = sp_hash_new(s->arena, s->ndocs + 1);
    in->by_relpath = sp_hash_new(s->arena, s->ndocs + 1);
    for (size_t i = 0; i < s->ndocs; i++) {
        const sp_doc *d = s->docs[i];
        sp_value p = sp_hash_at(d->page, "path"), old;
        if (p.type == SP_STRING) {
            char k[32];
            snprintf(k, sizeof k, "%p", (const void *)p.u.s.ptr);
            bool dup = sp_hash_getc(in->by_ptr, k, &old);
            sp_hash_setc(in->by_ptr, k, sp_int(dup ? -1 : (int64_t)i));
        }
        if (d->kind != SP_DOC_GENERATED && d->relpath && d->relpath[0]) {
            bool dup = sp_hash_getc(in->by_relpath, d->relpath, &old);
            sp_hash_setc(in->by_relpath, d->relpath, sp_int(dup ? -1 : (int64_t)i));
        }
    }
    /* a document known only by ptr but not by a unique source path cannot be named in the record */
    for (size_t i = 0; i < s->ndocs; i++) {
        const sp_doc *d = s->docs[i];
        sp_value p = sp_hash_at(d->page, "path"), ri;
        if (p.type != SP_STRING)
            continue;
        bool named = d->kind != SP_DOC_GENERATED && d->relpath && d->relpath[0] &&
                     sp_hash_getc(in->by_relpath, d->relpath, &ri) && ri.u.i == (int64_t)i;
        if (!named) {
            char k[32];
            snprintf(k, sizeof k, "%p", (const void *)p.u.s.ptr);
            sp_hash_setc(in->by_ptr, k, sp_int(-1));
        }
    }
    load_record(s, in);
    /* which outputs keep their earlier blob */
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (!d->write || !d->out_path)
            continue;
        if (d->kind == SP_DOC_GENERATED) {
            in->reason[i] = "a generated page (it depends on everything)";
            continue;
        }
        if (d->sass) {
            in->reason[i] = "a Sass page";
            continue;
        }
        if (!in->has_own[i]) {
            in->reason[i] = "its source file is not known";
            continue;
        }
        sp_value ri;
        if (!in->have_old || !sp_hash_getc(in->old_index, d->out_path, &ri)) {
            in->reason[i] = in->have_old ? "new output" : "no earlier record";
            continue;
        }
        const inc_rec *r = &in->old[ri.u.i];
        unsigned char f[20];
        fingerprint(in, d->out_path, in->own[i], in->has_own[i], r->flags | d->inc_flags, r->reads, r->nreads, f);
        if (memcmp(f, r->f, 20) != 0) {
            if (!in->has_own[i] || memcmp(in->own[i], r->own, 20) != 0)
                in->reason[i] = "its source changed";
            else if (memcmp(in->g, in->old_g, 20) != 0)
                in->reason[i] = "a site-wide input changed (configuration, a layout, include, data or static file, "
                                "front matter, the list of files)";
            else if ((r->flags & SP_INC_ANY) && memcmp(in->b, in->old_b, 20) != 0)
                in->reason[i] = "it shows pages' or documents' content, and one changed";
            else if ((r->flags & (SP_INC_BODIES | SP_INC_OUTPUTS)) && !(r->flags & SP_INC_ANY) &&
                     memcmp(in->t, in->old_t, 20) == 0)
                in->reason[i] = "it shows another document's content, whose source changed";
            else if ((r->flags | d->inc_flags) & SP_INC_TIME)
                in->reason[i] = "it shows site.time, which changed";
            else if (r->flags & SP_INC_ANY)
                in->reason[i] = "it shows pages' or documents' content, which may show site.time, which changed";
            else
                in->reason[i] = "its inputs changed";
            continue;
        }
        int rc = s->sink->ops->reuse(s->sink, d->out_path, r->mode, r->blob, err);
        if (rc < 0)
            return -1;
        if (rc == 1) {
            in->reason[i] = "its earlier output is not in the repository";
            continue;
        }
        in->reused[i] = true;
    }
    /* what the documents rendered in full will read of the others: as last time (checked after rendering) */
    unsigned need = 0;
    int *want = calloc(s->ndocs + 1, sizeof *want); /* 1: its content, 2: its output */
    if (!want)
        abort();
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (in->reused[i] || !d->write || !d->out_path)
            continue;
        sp_value ri;
        if (!in->have_old || !sp_hash_getc(in->old_index, d->out_path, &ri)) {
            if (d->kind == SP_DOC_GENERATED)
                need |= SP_INC_ANY | SP_INC_BODIES; /* a feed shows the posts' content */
            continue;
        }
        const inc_rec *r = &in->old[ri.u.i];
        if (r->flags & SP_INC_ANY)
            need |= r->flags;
        for (size_t k = 0; k < r->nreads; k++) {
            sp_value idx;
            if (sp_hash_getc(in->by_relpath, r->reads[k], &idx) && idx.u.i >= 0) {
                int w = (r->flags & SP_INC_OUTPUTS) ? 2 : 1;
                if (want[idx.u.i] < w)
                    want[idx.u.i] = w;
            }
        }
    }
    in->level = !(need & SP_INC_ANY) ? 0 : (need & SP_INC_OUTPUTS) ? 2 : 1;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        bool rendered = d->write && d->out_path && !in->reused[i];
        int w = want[i] > in->level ? want[i] : in->level;
        d->inc_mode = rendered || w == 2 ? SP_INC_FULL : w == 1 ? SP_INC_CONTENT : SP_INC_SKIP;
    }
    free(want);
    return 0;
}

bool sp_site_inc_check(sp_site *s)
{
    struct sp_site_inc *in = s->inc;
    if (!in)
        return true;
    bool ok = true;
    unsigned any = 0;
    for (size_t i = 0; i < s->ndocs && ok; i++) {
        const sp_doc *d = s->docs[i];
        if (d->inc_mode == SP_INC_SKIP)
            continue;
        if (d->inc_flags & SP_INC_ANY)
            any |= d->inc_flags;
        for (size_t k = 0; k < d->inc_nreads && ok; k++) {
            const sp_doc *o = s->docs[d->inc_reads[k] >> 1];
            ok = (d->inc_reads[k] & 1) ? o->inc_mode == SP_INC_FULL : o->inc_mode != SP_INC_SKIP;
        }
    }
    for (size_t i = 0; i < s->ndocs && ok && any; i++)
        ok = (any & SP_INC_OUTPUTS) ? s->docs[i]->inc_mode == SP_INC_FULL : s->docs[i]->inc_mode != SP_INC_SKIP;
    if (ok)
        return true;
    in->fallback = true;
    in->level = 2;
    for (size_t i = 0; i < s->ndocs; i++) {
        s->docs[i]->inc_mode = SP_INC_FULL;
        s->docs[i]->inc_flags = static_flags(s, s->docs[i]);
        s->docs[i]->inc_nreads = 0;
    }
    return false;
}

static int path_cmp(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The documents whose content the render of docs[i] showed, and those their content showed in turn (all
 * rendered in this build: sp_site_inc_check saw to it), as sorted source paths in the site's arena; a document
 * in that closure that showed one it could not name makes it depend on them all (*flags gets SP_INC_ANY), one
 * that read site.time makes it depend on the time (SP_INC_TIME). */
static const char **closure(sp_site *s, size_t i, size_t *n, unsigned *flags, size_t *stamp, size_t gen)
{
    size_t cap = 8, len = 0, top = 0;
    size_t *stack = malloc(cap * sizeof *stack);
    const char **out = NULL;
    size_t nout = 0, capout = 0;
    if (!stack)
        abort();
    stamp[i] = gen;
    stack[top++] = i;
    (void)len;
    while (top) {
        const sp_doc *d = s->docs[stack[--top]];
        for (size_t k = 0; k < d->inc_nreads; k++) {
            size_t j = d->inc_reads[k] >> 1;
            if (stamp[j] == gen)
                continue;
            stamp[j] = gen;
            const sp_doc *o = s->docs[j];
            *flags |= o->inc_flags & (SP_INC_ANY | SP_INC_TIME); /* what its content depends on */
            if (nout == capout) {
                capout = capout ? 2 * capout : 8;
                out = realloc(out, capout * sizeof *out);
                if (!out)
                    abort();
            }
            out[nout++] = o->relpath;
            if (top == cap) {
                cap *= 2;
                stack = realloc(stack, cap * sizeof *stack);
                if (!stack)
                    abort();
            }
            stack[top++] = j;
        }
    }
    free(stack);
    const char **res = sp_arena_calloc(s->arena, nout + 1, sizeof *res);
    if (nout)
        memcpy(res, out, nout * sizeof *res);
    free(out);
    qsort(res, nout, sizeof *res, path_cmp);
    *n = nout;
    return res;
}

int sp_site_inc_finish(sp_site *s, sp_error *err)
{
    struct sp_site_inc *in = s->inc;
    if (!in)
        return 0;
    sp_buf rec = SP_BUF_INIT;
    char gh[41], bh[41], th[41];
    hex(in->g, gh);
    hex(in->b, bh);
    hex(in->t, th);
    sp_buf_printf(&rec, "sitepub-incremental 1 %s %s %s\n", gh, bh, th);
    size_t n = 0, rendered = 0, reused = 0, gen = 0;
    size_t *stamp = calloc(s->ndocs + 1, sizeof *stamp);
    if (!stamp)
        abort();
    int rc = 0;
    for (size_t i = 0; i < s->ndocs && rc == 0; i++) {
        sp_doc *d = s->docs[i];
        if (!d->write || !d->out_path)
            continue;
        unsigned char blob[20], f[20];
        unsigned flags = d->inc_flags;
        if (in->reused[i]) {
            sp_value ri;
            sp_hash_getc(in->old_index, d->out_path, &ri);
            const inc_rec *r = &in->old[ri.u.i];
            memcpy(blob, r->blob, 20);
            flags = r->flags | static_flags(s, d);
            reused++;
        } else {
            const char *out = d->output ? d->output : "";
            if (sp_sink_write(s->sink, d->out_path, SP_MODE_FILE, out, d->output_len, err) != 0) {
                if (!err->file[0])
                    snprintf(err->file, sizeof err->file, "%s", d->relpath);
                sp_error_prefix(err, "writing %s", d->out_path);
                rc = -1;
                break;
            }
            if (d->map) {
                sp_buf mp = SP_BUF_INIT;
                sp_buf_printf(&mp, "%s.map", d->out_path);
                rc = sp_sink_write(s->sink, mp.data, SP_MODE_FILE, d->map, d->map_len, err);
                sp_buf_free(&mp);
                if (rc != 0)
                    break;
            }
            sha1(out, d->output_len, blob);
            rendered++;
            if (in->reason[i])
                sp_site_log(s, 1, "Incremental: rendered %s: %s", d->out_path, in->reason[i]);
        }
        if (!recorded(d) && d->kind != SP_DOC_GENERATED)
            continue;
        const char **reads;
        size_t nreads = 0;
        if (in->reused[i]) {
            sp_value ri;
            sp_hash_getc(in->old_index, d->out_path, &ri);
            reads = in->old[ri.u.i].reads;
            nreads = in->old[ri.u.i].nreads;
        } else {
            reads = closure(s, i, &nreads, &flags, stamp, ++gen);
        }
        fingerprint(in, d->out_path, in->own[i], in->has_own[i], flags, reads, nreads, f);
        char fh[41], blh[41], oh[41];
        hex(f, fh);
        hex(blob, blh);
        hex(in->own[i], oh);
        sp_buf_printf(&rec, "%s %s %s %o %u %zu %s\n", fh, blh, oh, (unsigned)SP_MODE_FILE, flags, nreads,
                      d->out_path);
        for (size_t k = 0; k < nreads; k++)
            sp_buf_printf(&rec, "r %s\n", reads[k]);
        n++;
    }
    free(stamp);
    if (rc == 0) {
        sp_site_log(s, 1, "Incremental: %zu of %zu outputs rendered, %zu reused%s", rendered, rendered + reused,
                    reused, in->fallback ? " (a rendered page read other documents' content or output the plan "
                                           "had not rendered: everything was rendered again)" : "");
        if (s->stats) {
            s->stats->rerendered = rendered;
            s->stats->reused = reused;
        }
    }
    if (rc == 0 && !in->readonly) {
        unsigned char check[20];
        sha1(rec.data, rec.len, check);
        char ch[41];
        hex(check, ch);
        sp_buf_printf(&rec, "end %zu %s\n", n, ch);
        sp_buf tmp = SP_BUF_INIT;
        sp_buf_printf(&tmp, "%s.tmp-%ld", in->file, (long)getpid());
        int fd = open(tmp.data, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
        bool ok = fd >= 0;
        size_t off = 0;
        while (ok && off < rec.len) {
            ssize_t w = write(fd, rec.data + off, rec.len - off);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                ok = false;
            else
                off += (size_t)w;
        }
        if (fd >= 0 && close(fd) != 0)
            ok = false;
        if (!ok || rename(tmp.data, in->file) != 0) {
            unlink(tmp.data);
            sp_site_log(s, 1, "Incremental: could not write %s; the next build renders everything", in->file);
        }
        sp_buf_free(&tmp);
    }
    sp_buf_free(&rec);
    return rc;
}

void sp_site_inc_free(sp_site *s)
{
    struct sp_site_inc *in = s->inc;
    if (!in)
        return;
    for (size_t i = 0; i < s->ndocs; i++) {
        free(s->docs[i]->inc_reads);
        s->docs[i]->inc_reads = NULL;
        s->docs[i]->inc_nreads = s->docs[i]->inc_capreads = 0;
    }
    free(in->file);
    free(in->reused);
    free(in->reason);
    free(in->own);
    free(in->has_own);
    free(in);
    s->inc = NULL;
}
