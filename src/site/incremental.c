/* Incremental builds: the dependency record and the plan (src/site/incremental.h, DESIGN.md "Incremental by
 * recorded dependencies").
 *
 * The record, DIR/incremental (DIR the disk cache folder), is text:
 *   sitepub-incremental 1 G B T          (hex SHA-1s: site-wide inputs, all bodies, site.time)
 *   F BLOB OWN MODE FLAGS PATH           (one per output: its fingerprint, blob id, own source blob, ...)
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

typedef struct inc_rec {
    unsigned char f[20], blob[20], own[20];
    unsigned mode, flags;
    const char *path;
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
    if (key_is(key, "content") || key_is(key, "excerpt"))
        d->inc_flags |= SP_INC_BODIES;
    else if (key_is(key, "output"))
        d->inc_flags |= SP_INC_OUTPUTS | SP_INC_BODIES;
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
        int used = 0;
        if (k >= n || !eol || eol - p < 126 || !unhex(p, r->f) || p[40] != ' ' || !unhex(p + 41, r->blob) ||
            p[81] != ' ' || !unhex(p + 82, r->own) || p[122] != ' ' ||
            sscanf(p + 123, "%o %u %n", &mode, &flags, &used) != 2 || used <= 0 || p + 123 + used >= eol) {
            warn_damaged(s, in->file, "a malformed line");
            return;
        }
        *eol = 0;
        r->mode = mode;
        r->flags = flags & SP_INC_ALL;
        r->path = p + 123 + used;
        k++;
        p = eol + 1;
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

static void fingerprint(const struct sp_site_inc *in, const char *out_path, const unsigned char own[20],
                        bool has_own, unsigned flags, unsigned char f[20])
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_append(&b, in->g, 20);
    sp_buf_printf(&b, "%s%c%u%c", out_path, 0, flags, has_own ? 1 : 0);
    if (has_own)
        sp_buf_append(&b, own, 20);
    if (flags & (SP_INC_BODIES | SP_INC_OUTPUTS))
        sp_buf_append(&b, in->b, 20);
    /* another document's content or output may show site.time (a post with {{ site.time }} in it) */
    if (flags & (SP_INC_TIME | SP_INC_BODIES | SP_INC_OUTPUTS))
        sp_buf_append(&b, in->t, 20);
    sha1(b.data, b.len, f);
    sp_buf_free(&b);
}

static bool site_inputs(sp_site *s, struct sp_site_inc *in, const unsigned char cache_fp[20])
{
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
        if (sp_hash_getc(docpath, e->path, &di)) {
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
        fingerprint(in, d->out_path, in->own[i], in->has_own[i], r->flags | d->inc_flags, f);
        if (memcmp(f, r->f, 20) != 0) {
            if (!in->has_own[i] || memcmp(in->own[i], r->own, 20) != 0)
                in->reason[i] = "its source changed";
            else if (memcmp(in->g, in->old_g, 20) != 0)
                in->reason[i] = "a site-wide input changed (configuration, a layout, include, data or static file, "
                                "front matter, the list of files)";
            else if ((r->flags & (SP_INC_BODIES | SP_INC_OUTPUTS)) && memcmp(in->b, in->old_b, 20) != 0)
                in->reason[i] = "it shows another page's or document's content, which changed";
            else if ((r->flags | d->inc_flags) & SP_INC_TIME)
                in->reason[i] = "it shows site.time, which changed";
            else if (r->flags & (SP_INC_BODIES | SP_INC_OUTPUTS))
                in->reason[i] = "it shows other documents' content, which may show site.time, which changed";
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
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (in->reused[i] || !d->write || !d->out_path)
            continue;
        sp_value ri;
        if (in->have_old && sp_hash_getc(in->old_index, d->out_path, &ri))
            need |= in->old[ri.u.i].flags;
        else if (d->kind == SP_DOC_GENERATED)
            need |= SP_INC_BODIES; /* a feed shows the posts' content */
    }
    in->level = (need & SP_INC_OUTPUTS) ? 2 : (need & SP_INC_BODIES) ? 1 : 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        bool rendered = d->write && d->out_path && !in->reused[i];
        d->inc_mode = rendered || in->level == 2 ? SP_INC_FULL : in->level == 1 ? SP_INC_CONTENT : SP_INC_SKIP;
    }
    return 0;
}

static unsigned level_of(unsigned flags)
{
    return (flags & SP_INC_OUTPUTS) ? 2 : (flags & SP_INC_BODIES) ? 1 : 0;
}

bool sp_site_inc_check(sp_site *s)
{
    struct sp_site_inc *in = s->inc;
    if (!in)
        return true;
    unsigned need = 0;
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->inc_mode != SP_INC_SKIP)
            need |= s->docs[i]->inc_flags;
    if ((int)level_of(need) <= in->level)
        return true;
    in->fallback = true;
    in->level = 2;
    for (size_t i = 0; i < s->ndocs; i++) {
        s->docs[i]->inc_mode = SP_INC_FULL;
        s->docs[i]->inc_flags = static_flags(s, s->docs[i]);
    }
    return false;
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
    size_t n = 0, rendered = 0, reused = 0;
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
        if (!recorded(d) || d->kind == SP_DOC_GENERATED) {
            if (d->kind != SP_DOC_GENERATED)
                continue;
            flags = d->inc_flags; /* generated pages: their reads, for the next plan */
        }
        fingerprint(in, d->out_path, in->own[i], in->has_own[i], flags, f);
        char fh[41], blh[41], oh[41];
        hex(f, fh);
        hex(blob, blh);
        hex(in->own[i], oh);
        sp_buf_printf(&rec, "%s %s %s %o %u %s\n", fh, blh, oh, (unsigned)SP_MODE_FILE, flags, d->out_path);
        n++;
    }
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
    free(in->file);
    free(in->reused);
    free(in->reason);
    free(in->own);
    free(in->has_own);
    free(in);
    s->inc = NULL;
}
