/* Incremental builds: the dependency record and the plan (src/site/incremental.h, DESIGN.md "Incremental by
 * recorded dependencies").
 *
 * The record, DIR/incremental (DIR the disk cache folder), is text:
 *   sitepub-incremental 3 G B T A M      (hex SHA-1s: site-wide inputs, all bodies, site.time; the parts of G
 *                                        that are the configuration and options, and the model)
 *   h SEC NSEC ID FM PATH                (one per source file: its content id, the SHA-1 of its front matter
 *                                        (zeros when not a document's), and for a file without a blob id (a
 *                                        folder's, a gem theme's) the mtime it had when ID was taken, SEC -1 when
 *                                        that mtime is too recent to be trusted next time)
 *   F BLOB OWN MODE FLAGS NREADS NWARNS PATH (one per output: its fingerprint, blob id, own source id, ...)
 *   r SOURCE                             (NREADS lines after it: the documents whose content it showed)
 *   w LINE +FILE<tab>MESSAGE             (NWARNS lines after those: the warnings its render printed, in order;
 *                                        '-' instead of '+FILE' when none is named; \\, \n, \t escaped)
 *   end N CRC ID                         (N outputs; CRC the CRC-32 (zlib) of every byte before this line, 8 hex
 *                                        digits; ID the hex SHA-1 of the first line and "N CRC": what the
 *                                        same-tree file names the record by, record_is)
 * written to a temporary file and renamed. A file that does not parse or whose CRC or ID does not match is
 * damaged, and one of another version (2 had a SHA-1 of the whole file as its trailer) is not this one's: either
 * is ignored (everything renders) with a warning, and rewritten. The source files' lines come in the listing's
 * order and the outputs' in the documents' order, so that the next build finds each one where it looks first
 * (sp_site_lookup_hinted). */
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "site/model_cache.h"
#include "site/site_internal.h"
#include "sitepub/liquid.h"
#include "sitepub/plugin.h"
#include "sitepub/atomic_file.h"
#include "sitepub/sha1.h"
#include <libdeflate.h>

typedef struct inc_rec {
    unsigned char f[20], blob[20], own[20];
    unsigned mode, flags;
    const char *path;
    const char **reads; /* the source paths of the documents whose content it showed (SP_INC_BODIES) */
    size_t nreads;
    sp_inc_warn *warns; /* the warnings its render printed (strings in the site's arena) */
    size_t nwarns;
    const char *text; /* its lines in the record (its r lines after its own; NUL for each newline), text_len */
    size_t text_len;  /* bytes, when those are the lines the writer makes of its fields again (no w lines) */
} inc_rec;

/* a source file as a record names it: content id, front matter id, and the mtime shortcut */
typedef struct inc_file {
    const char *path;
    int64_t sec;
    int32_t nsec;
    bool trusted; /* sec/nsec may stand for id next time (false: no mtime, or one too recent) */
    unsigned char id[20], fm[20];
    const char *line; /* a record's: its h line (line_len bytes, NUL after them) */
    size_t line_len;
} inc_file;

struct sp_site_inc {
    char *file;
    bool readonly;
    unsigned char g[20], b[20], t[20];
    unsigned char a[20], m[20]; /* the parts of g: configuration and options; the model */
    bool have_old;
    unsigned char old_g[20], old_b[20], old_t[20], old_a[20], old_m[20];
    inc_rec *old;
    size_t nold;
    char *text;          /* the record's text (malloc'd), which old and old_files point into */
    sp_arena *rec_arena; /* old and old_files, with their reads and warnings (load_record) */
    sp_value old_index;  /* out path -> index in old, made when a lookup in record order missed (old_rec_of) */
    size_t rcur;         /* where the next lookup in record order looks first */
    long *rec_of;        /* per document: its output's index in old, -1 for none */
    inc_file *old_files; /* the record's h lines (read whatever the record's outputs: the mtime shortcut) */
    size_t nold_files;
    sp_value old_file_index; /* path -> index in old_files, made as old_index is (old_file_of) */
    size_t fcur;
    long *old_of_entry;      /* per source entry: its line in old_files, -1 for none */
    unsigned *sflags;        /* per document: static_flags, worked out once */
    inc_file *files;         /* per source entry: what this build found (ids of every entry; skip: not an input) */
    bool *skip;
    size_t hashed, by_mtime; /* entries without a blob id: read and hashed, or known by their mtime */
    const char *site_reason; /* the first changed site-wide input, worked out once */
    bool finished;           /* sp_site_inc_finish printed the kept warnings */
    int level;          /* what the plan renders of the documents not re-rendered: 0 nothing, 1 bodies, 2 all */
    bool fallback;      /* the plan fell short and became a full render */
    bool *reused;       /* per document: stored as its earlier blob */
    const char **reason; /* per document rendered in full: why */
    unsigned char (*own)[20];
    bool *has_own;
    struct {
        bool set;
        unsigned flags;
        unsigned char f[20];
    } *plan_f; /* per document reused: the fingerprint the plan worked out (it matched the record's), its flags */
    /* a document's `path` string pointer -> its index (-1: several documents, or one not named by a unique
     * source path): open addressing over by_ptr_cap slots (malloc'd), made by the first lookup (doc_by_ptr: a
     * render that shows another document's content), under by_ptr_lock (renders run in threads) */
    struct ptr_slot {
        const char *p;
        long i;
    } *by_ptr;
    size_t by_ptr_cap;
    bool by_ptr_made;
    pthread_mutex_t by_ptr_lock;
    /* documents by source path (what the record names): each document's entry in s->entries (doc_entry; -1 for
     * none: a generated page, one without a path), each entry's last document (entry_doc, -1 for none) and
     * whether several were read from it (entry_dups); a document whose path is not an entry's, in by_relpath */
    long *doc_entry, *entry_doc;
    bool *entry_dups;
    bool entries_sorted; /* s->entries in strcmp order (entry_of need not search through them) */
    sp_value by_relpath; /* source path -> index of the document (-1: several) for those not in s->entries */
    size_t spec_kept, spec_again; /* speculative renders kept, and thrown away (sp_site_inc_speculated) */
    struct {
        bool set;
        unsigned char f[20], blob[20];
    } *new_key; /* per document: the fingerprint and blob id sp_site_inc_finish recorded */
    bool *shown; /* per document: another one's render showed its content (sp_site_inc_shown), made once */
};

static void sha1(const void *data, size_t len, unsigned char out[20])
{
    sp_git_blob_id(data, len, out);
}

/* Lookups in the record by path (sp_site_lookup_hinted): the record lists its source files in the listing's order
 * and its outputs in the documents' order, so a lookup in that order finds its line with one compare. Paths are
 * unique in both lists. -1 when the path is not there. */
static long old_file_of(sp_site *s, struct sp_site_inc *in, const char *path)
{
    if (!in->old_files)
        return -1;
    return sp_site_lookup_hinted(s->arena, path, (const char *)&in->old_files[0].path, sizeof *in->old_files,
                                 in->nold_files, &in->fcur, &in->old_file_index);
}

static long old_rec_of(sp_site *s, struct sp_site_inc *in, const char *out_path)
{
    if (!in->have_old || !in->old)
        return -1;
    return sp_site_lookup_hinted(s->arena, out_path, (const char *)&in->old[0].path, sizeof *in->old, in->nold,
                                 &in->rcur, &in->old_index);
}

/* the value of a hex digit plus one (0: not a lowercase hex digit, what the writers never make), for the
 * trailer's CRC digits (ids: sp_sha1_unhex) */
static const unsigned char HEXV[256] = {
    ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10,
    ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16,
};

/* sp_sha1_hex's 40 digits of id, appended to b */
static void put_hex20(sp_buf *b, const unsigned char id[20])
{
    sp_buf_reserve(b, 41);
    sp_sha1_hex(id, b->data + b->len); /* its NUL ends b */
    b->len += 40;
}

/* The digits at *p (at least one, at most 18: no overflow), into *v; *p moves past them. false when there are
 * none. A leading '-' when neg is allowed. */
static bool parse_num(const char **p, int base, bool neg, long long *v)
{
    const char *q = *p;
    bool minus = neg && *q == '-';
    q += minus;
    long long x = 0;
    const char *start = q;
    while (*q >= '0' && *q < '0' + base && q - start < 18)
        x = x * base + (*q++ - '0');
    if (q == start || (*q >= '0' && *q <= '9'))
        return false;
    *v = minus ? -x : x;
    *p = q;
    return true;
}

/* sp_buf_printf's "%lld" and "%o", for the lines written once per source file or output (printf is most of
 * their cost) */
static void put_dec(sp_buf *b, long long v)
{
    char t[24];
    size_t n = 0;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        t[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        sp_buf_putc(b, '-');
    while (n)
        sp_buf_putc(b, t[--n]);
}

static void put_oct(sp_buf *b, unsigned v)
{
    char t[12];
    size_t n = 0;
    do {
        t[n++] = (char)('0' + (v & 7));
        v >>= 3;
    } while (v);
    while (n)
        sp_buf_putc(b, t[--n]);
}

/* s and a NUL byte (the "%s%c" of a field that may hold any byte but NUL) */
static void put_z(sp_buf *b, const char *s) { sp_buf_append(b, s, strlen(s) + 1); }

static bool time_is_now(const sp_site *s, sp_value v)
{
    return v.type == SP_TIME && v.u.t.sec == s->now.sec && v.u.t.nsec == s->now.nsec;
}

/* what a document depends on before any render: a page's date is site.time (a generated page's too: it has no
 * file, generated_own); and d->inc_clock_date, for store_tree (one lookup of a cold hash, not two) */
static unsigned static_flags(const sp_site *s, sp_doc *d)
{
    sp_value date = sp_hash_at(d->page, "date");
    bool now = time_is_now(s, date);
    d->inc_clock_date = date.type != SP_TIME || now;
    return now ? SP_INC_TIME : 0;
}

/* the `path` string of a document's or page's hash is the one its own render's `page` has (self: its content,
 * excerpt and output depend on its own source only) */
static bool is_self(sp_value obj, const sp_doc *d)
{
    sp_value p = sp_hash_at(obj, "path"), mine = sp_hash_at(d->page, "path");
    return p.type == SP_STRING && mine.type == SP_STRING && p.u.s.ptr == mine.u.s.ptr;
}

/* another document or page, `site` or site.time somewhere inside v, for the render of d (too deep to look
 * counts as found; d's own hash is looked into: its content is its own source's, its previous/next are not) */
static bool holds_site_data(const sp_site *s, const sp_doc *d, sp_value v, int depth)
{
    if (v.type == SP_TIME)
        return time_is_now(s, v);
    if (v.type != SP_HASH && v.type != SP_ARRAY)
        return false;
    if (depth > 8)
        return true;
    if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v); i++)
            if (holds_site_data(s, d, sp_array_get(v, (int64_t)i), depth + 1))
                return true;
        return false;
    }
    if (v.flags & SP_FLAG_SITE_DROP)
        return true;
    if ((v.flags & (SP_FLAG_DOCUMENT | SP_FLAG_PAGE)) && !is_self(v, d))
        return true;
    for (size_t i = 0; i < sp_hash_len(v); i++) {
        const char *k;
        size_t kl;
        sp_value x;
        sp_hash_entry(v, i, &k, &kl, &x);
        if (holds_site_data(s, d, x, depth + 1))
            return true;
    }
    return false;
}

static bool key_is(sp_value key, const char *k)
{
    return key.type == SP_STRING && key.u.s.len == strlen(k) && !memcmp(key.u.s.ptr, k, key.u.s.len);
}

/* A lookup (or a filter's read of a property, or a hash's entry iterated) that found val at key of obj: site.time
 * (read as such or as a page's date) or site.github (TIME too: site_inputs); another document's or page's content,
 * excerpt or output (SP_INC_BODIES, OUTPUTS: the one read is named in d's reads; one that cannot be named counts as
 * all of them). Anything else found in a document (its front matter, url, ...) is a site-wide input. */
static long entry_of(const sp_site *s, const char *path, bool sorted);

/* The documents' entries and the entries' documents (see struct sp_site_inc): a document's entry from the reader
 * (d->entry) when its path is that entry's, else looked up by path; once, before site_inputs. */
static void map_entries(sp_site *s, struct sp_site_inc *in)
{
    in->doc_entry = malloc((s->ndocs + 1) * sizeof *in->doc_entry);
    in->entry_doc = malloc((s->nentries + 1) * sizeof *in->entry_doc);
    in->entry_dups = calloc(s->nentries + 1, sizeof *in->entry_dups);
    if (!in->doc_entry || !in->entry_doc || !in->entry_dups)
        abort();
    for (size_t k = 0; k < s->nentries; k++)
        in->entry_doc[k] = -1;
    /* a record's reads of a document no longer there miss: searched through only when the listing is not sorted */
    in->entries_sorted = true;
    for (size_t k = 1; k < s->nentries && in->entries_sorted; k++)
        in->entries_sorted = strcmp(s->entries[k - 1].path, s->entries[k].path) < 0;
    in->by_relpath = sp_hash_new(s->arena, 4);
    for (size_t i = 0; i < s->ndocs; i++) {
        const sp_doc *d = s->docs[i];
        long k = -1;
        if (d->kind != SP_DOC_GENERATED && d->relpath && d->relpath[0]) {
            k = d->entry >= 0 && (size_t)d->entry < s->nentries && (s->entries[d->entry].path == d->relpath ||
                                                                     !strcmp(s->entries[d->entry].path, d->relpath))
                    ? d->entry
                    : entry_of(s, d->relpath, in->entries_sorted);
            if (k < 0) { /* a path no entry has */
                sp_value old;
                bool dup = sp_hash_getc(in->by_relpath, d->relpath, &old);
                sp_hash_setc(in->by_relpath, d->relpath, sp_int(dup ? -1 : (int64_t)i));
            } else {
                if (in->entry_doc[k] >= 0)
                    in->entry_dups[k] = true;
                in->entry_doc[k] = (long)i;
            }
        }
        in->doc_entry[i] = k;
    }
}

/* the index of the one document read from source path path, -1 for several, -2 for none */
static long doc_of_relpath(const sp_site *s, const struct sp_site_inc *in, const char *path)
{
    long k = entry_of(s, path, in->entries_sorted);
    if (k >= 0 && in->entry_doc[k] >= 0)
        return in->entry_dups[k] ? -1 : in->entry_doc[k];
    sp_value idx;
    if (sp_hash_getc(in->by_relpath, path, &idx))
        return (long)idx.u.i;
    return -2;
}

static size_t ptr_slot_of(const char *p, size_t cap)
{
    uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 32) & (cap - 1);
}

/* documents by their `path` string (what a lookup sees), made once: a document whose path string another shares,
 * or that is not named by a unique source path (the record names documents by source path), is -1 */
static void make_by_ptr(sp_site *s, struct sp_site_inc *in)
{
    size_t cap = 16;
    while (cap < 2 * s->ndocs + 2)
        cap *= 2;
    in->by_ptr = calloc(cap, sizeof *in->by_ptr);
    if (!in->by_ptr)
        abort();
    in->by_ptr_cap = cap;
    for (size_t i = 0; i < s->ndocs; i++) {
        const sp_doc *d = s->docs[i];
        sp_value p = sp_hash_at(d->page, "path");
        if (p.type != SP_STRING)
            continue;
        long k = in->doc_entry[i];
        sp_value ri;
        bool named = d->kind != SP_DOC_GENERATED && d->relpath && d->relpath[0] &&
                     (k >= 0 ? !in->entry_dups[k] && in->entry_doc[k] == (long)i
                             : sp_hash_getc(in->by_relpath, d->relpath, &ri) && ri.u.i == (int64_t)i);
        size_t j = ptr_slot_of(p.u.s.ptr, cap);
        while (in->by_ptr[j].p && in->by_ptr[j].p != p.u.s.ptr)
            j = (j + 1) & (cap - 1);
        if (in->by_ptr[j].p)
            in->by_ptr[j].i = -1; /* several documents */
        else
            in->by_ptr[j] = (struct ptr_slot){p.u.s.ptr, named ? (long)i : -1};
    }
    in->by_ptr_made = true;
}

/* the index of the document whose `path` string is p, -1 when there is none or it cannot be named */
static long doc_by_ptr(sp_site *s, const char *p)
{
    struct sp_site_inc *in = s->inc;
    pthread_mutex_lock(&in->by_ptr_lock);
    if (!in->by_ptr_made)
        make_by_ptr(s, in);
    pthread_mutex_unlock(&in->by_ptr_lock);
    for (size_t j = ptr_slot_of(p, in->by_ptr_cap); in->by_ptr[j].p; j = (j + 1) & (in->by_ptr_cap - 1))
        if (in->by_ptr[j].p == p)
            return in->by_ptr[j].i;
    return -1;
}

static void note_key(sp_site *s, sp_doc *d, sp_value obj, sp_value key, sp_value val)
{
    if (time_is_now(s, val))
        d->inc_flags |= SP_INC_TIME;
    if (obj.type != SP_HASH)
        return;
    if ((obj.flags & SP_FLAG_SITE_DROP) && (key_is(key, "time") || key_is(key, "github")))
        d->inc_flags |= SP_INC_TIME; /* site.github counts with site.time (site_inputs) */
    if (!(obj.flags & (SP_FLAG_DOCUMENT | SP_FLAG_PAGE)))
        return;
    bool out = key_is(key, "output");
    if (!out && !key_is(key, "content") && !key_is(key, "excerpt"))
        return;
    if (is_self(obj, d))
        return;
    sp_value p = sp_hash_at(obj, "path");
    d->inc_flags |= out ? SP_INC_OUTPUTS | SP_INC_BODIES : SP_INC_BODIES;
    long idx = p.type == SP_STRING ? doc_by_ptr(s, p.u.s.ptr) : -1;
    if (idx < 0) {
        d->inc_flags |= SP_INC_ANY; /* a document we cannot name: it depends on them all */
        return;
    }
    size_t r = ((size_t)idx << 1) | (out ? 1u : 0u);
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

void sp_site_inc_note(sp_site *s, sp_doc *d, int kind, sp_value obj, sp_value key, sp_value val)
{
    if (!s->inc || !d)
        return;
    if (kind == SP_LIQUID_READ_WHOLE) {
        if ((d->inc_flags & SP_INC_ALL) != SP_INC_ALL && holds_site_data(s, d, val, 0))
            d->inc_flags |= SP_INC_ALL;
        return;
    }
    note_key(s, d, obj, key, val);
}

/* ---- the record file ---- */

static void warn_damaged(sp_site *s, const char *file, const char *why)
{
    sp_site_log(s, 0, "Warning: the incremental cache %s is damaged (%s); it is ignored and every page is "
                      "rendered (it is rewritten by this build)", file, why);
}

/* the record's escapes of a warning's file and message: backslash, newline, tab */
static void put_escaped(sp_buf *b, const char *p)
{
    for (; *p; p++)
        if (*p == '\\' || *p == '\n' || *p == '\t') {
            sp_buf_putc(b, '\\');
            sp_buf_putc(b, *p == '\n' ? 'n' : *p == '\t' ? 't' : '\\');
        } else {
            sp_buf_putc(b, *p);
        }
}

/* undo put_escaped in place (p ends at its NUL); false for an escape the writer never makes */
static bool unescape(char *p)
{
    char *o = p;
    for (; *p; p++) {
        if (*p != '\\') {
            *o++ = *p;
            continue;
        }
        p++;
        if (*p == 'n')
            *o++ = '\n';
        else if (*p == 't')
            *o++ = '\t';
        else if (*p == '\\')
            *o++ = '\\';
        else
            return false;
    }
    *o = 0;
    return true;
}

/* "w LINE +FILE\tMSG" or "w LINE -\tMSG" (line NUL-terminated) into w, strings in place */
static bool parse_warning(char *p, sp_inc_warn *w)
{
    int line = 0, used = 0;
    if (p[0] != 'w' || p[1] != ' ' || sscanf(p + 2, "%d %n", &line, &used) != 1 || used <= 0)
        return false;
    char *f = p + 2 + used, *tab = strchr(f, '\t');
    if (!tab || (f[0] != '+' && f[0] != '-') || (f[0] == '-' && tab != f + 1))
        return false;
    *tab = 0;
    w->line = line;
    w->file = f[0] == '+' ? f + 1 : NULL;
    w->msg = tab + 1;
    return (!w->file || unescape(w->file)) && unescape(w->msg);
}

/* The start of the last line of text (len bytes, at least min), which ends with a newline; NULL when it does not */
static const char *last_line(const char *text, size_t len, size_t min)
{
    if (len < min || text[len - 1] != '\n')
        return NULL;
    const char *p = text + len - 1;
    while (p > text && p[-1] != '\n')
        p--;
    return p;
}

/* The trailer of the same-tree file's text (len bytes): its line "end N CHECK", N into *n, when CHECK is the SHA-1
 * of every byte before it; else NULL with why. */
static const char *trailer(const char *text, size_t len, size_t *n, const char **why)
{
    const char *end = last_line(text, len, 48);
    unsigned char check[20], want[20];
    if (!end || strncmp(end, "end ", 4) != 0 || sscanf(end + 4, "%zu", n) != 1)
        return *why = "no trailer: a partial write", NULL;
    const char *c = strchr(end + 4, ' ');
    sha1(text, (size_t)(end - text), check);
    if (!c || !sp_sha1_unhex(c + 1, want) || memcmp(check, want, 20) != 0)
        return *why = "its checksum does not match", NULL;
    return end;
}

/* The record's ID (its trailer's last field, what the same-tree file names it by, record_is): the SHA-1 of its
 * first line (with the newline) and the trailer's "N CRC" (so a record another build wrote, whose outputs or
 * inputs differ, has another one; the CRC-32 alone is for damage, not identity) */
static void record_id(const char *head, size_t head_len, const char *n_crc, size_t n_crc_len, unsigned char id[20])
{
    sp_sha1 *h = sp_sha1_begin();
    sp_sha1_add(h, head, head_len);
    sp_sha1_add(h, n_crc, n_crc_len);
    sp_sha1_end(h, id);
}

/* The record's trailer, "end N CRC ID" (text: len bytes, NUL after them): N into *n and the line's start, when CRC
 * (8 hex digits) is the CRC-32 of every byte before the line and ID what record_id makes of it; else NULL with
 * why. */
static const char *record_trailer(const char *text, size_t len, size_t *n, const char **why)
{
    const char *end = last_line(text, len, 60);
    long long nv = 0;
    const char *q = end ? end + 4 : NULL;
    if (!end || strncmp(end, "end ", 4) != 0 || !parse_num(&q, 10, false, &nv) || *q != ' ' ||
        text + len - (q + 1) != 8 + 1 + 40 + 1)
        return *why = "no trailer: a partial write", NULL;
    *n = (size_t)nv;
    const char *crc = q + 1;
    uint32_t want = 0;
    for (int i = 0; i < 8; i++) {
        unsigned v = HEXV[(unsigned char)crc[i]];
        if (!v)
            return *why = "no trailer: a partial write", NULL;
        want = want << 4 | (v - 1);
    }
    unsigned char id[20], have[20];
    const char *nl = memchr(text, '\n', (size_t)(end - text));
    if (libdeflate_crc32(0, text, (size_t)(end - text)) != want || crc[8] != ' ' ||
        !sp_sha1_unhex(crc + 9, have) || !nl)
        return *why = "its checksum does not match", NULL;
    record_id(text, (size_t)(nl + 1 - text), end + 4, (size_t)(crc + 8 - (end + 4)), id);
    if (memcmp(id, have, 20) != 0)
        return *why = "its checksum does not match", NULL;
    return end;
}

/* The line at *p, which ends before end: NUL-terminated in place, *p moved past it; NULL when it does not end
 * there. */
static char *take_line(char **p, const char *end)
{
    char *l = *p, *eol = memchr(l, '\n', (size_t)(end - l));
    if (!eol || memchr(l, 0, (size_t)(eol - l))) /* the writer makes no NUL byte */
        return NULL;
    *eol = 0;
    *p = eol + 1;
    return l;
}

/* " " and a number at *q (moved past them), below limit */
static bool field_num(const char **q, int base, bool neg, long long limit, long long *v)
{
    if (**q != ' ')
        return false;
    ++*q;
    return parse_num(q, base, neg, v) && *v < limit;
}

/* What record_load made of the record file: on a thread of its own while the site is read (sp_site_inc_preload),
 * or in the plan. Nothing in it is the site's: the arrays are in its own arena, the text malloc'd. */
typedef struct inc_loaded {
    char *file;            /* DIR/incremental (malloc'd) */
    char *text;            /* the record's text, which old and files point into (malloc'd) */
    char why[160];         /* the damage to warn of (warn_damaged), or "" */
    bool have;             /* a record of this version, whole */
    unsigned char g[20], b[20], t[20], a[20], m[20];
    inc_rec *old;
    size_t nold;
    inc_file *files;
    size_t nfiles;
    sp_arena *arena;       /* old, files and their reads and warnings */
} inc_loaded;

struct sp_site_inc_pre {
    pthread_t thread;
    inc_loaded l;
};

static void loaded_damaged(inc_loaded *l, const char *why) { snprintf(l->why, sizeof l->why, "%s", why); }

/* Read and parse the record ld->file into ld (ld->arena made here); a damaged one leaves ld->have false and
 * ld->why set, a missing one both unset. Touches nothing of the site, so that it can run beside the reader. */
static void record_load(inc_loaded *ld)
{
    ld->arena = sp_arena_new(0);
    int fd = open(ld->file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        char msg[128];
        if (errno != ENOENT)
            loaded_damaged(ld, strerror_r(errno, msg, sizeof msg)); /* (GNU's: a thread's own buffer) */
        return;
    }
    sp_buf b = SP_BUF_INIT;
    struct stat st;
    if (fstat(fd, &st) == 0 && st.st_size > 0 && (uint64_t)st.st_size < SIZE_MAX / 2)
        sp_buf_reserve(&b, (size_t)st.st_size + 1); /* one allocation for the whole file */
    bool ok = sp_buf_read_fd(&b, fd, 0) == 0;
    close(fd);
    if (!ok || !b.data) {
        if (!ok)
            loaded_damaged(ld, "unreadable");
        else
            loaded_damaged(ld, "no trailer: a partial write");
        sp_buf_free(&b);
        return;
    }
    const char *why = NULL;
    ld->text = b.data; /* parsed in place, kept: the strings below point into it */
    char *text = b.data;
    size_t len = b.len;
    size_t n = 0;
    static const char head[] = "sitepub-incremental 3 ";
    const size_t hl = sizeof head - 1;
    /* an earlier version's record (2: a SHA-1 trailer) is told as such, before its trailer is looked at */
    bool other_version = len > 20 && !strncmp(text, head, 20) && strncmp(text, head, hl) != 0;
    const char *end = other_version ? NULL : record_trailer(text, len, &n, &why);
    char *p = text;
    if (other_version)
        why = "not a record of this version";
    if (!why && (strncmp(p, head, hl) != 0 || (size_t)(end - text) < hl + 205 ||
                 !sp_sha1_unhex(p + hl, ld->g) || !sp_sha1_unhex(p + hl + 41, ld->b) ||
                 !sp_sha1_unhex(p + hl + 82, ld->t) || !sp_sha1_unhex(p + hl + 123, ld->a) ||
                 !sp_sha1_unhex(p + hl + 164, ld->m) || p[hl + 204] != '\n'))
        why = "not a record of this version";
    if (!why && n > len / 120)
        why = "a malformed line";
    if (why) {
        loaded_damaged(ld, why);
        return;
    }
    p += hl + 205;
    /* the source files */
    size_t nf = 0;
    for (const char *q = p; q < end && q[0] == 'h' && q[1] == ' '; nf++) {
        const char *e = memchr(q, '\n', (size_t)(end - q));
        q = e ? e + 1 : end;
    }
    inc_file *files = sp_arena_calloc(ld->arena, nf + 1, sizeof *files);
    for (size_t k = 0; k < nf; k++) {
        inc_file *f = &files[k];
        const char *l = take_line(&p, end), *q = l ? l + 1 : NULL;
        long long sec, nsec;
        if (!l || !field_num(&q, 10, true, INT64_MAX, &sec) || !field_num(&q, 10, false, 1000000000, &nsec) ||
            q[0] != ' ' || !sp_sha1_unhex(q + 1, f->id) || q[41] != ' ' || !sp_sha1_unhex(q + 42, f->fm) ||
            q[82] != ' ' || !q[83]) {
            loaded_damaged(ld, "a malformed line");
            return;
        }
        f->path = q + 83;
        f->line = l;
        f->line_len = (size_t)(p - 1 - l);
        f->sec = sec;
        f->nsec = (int32_t)nsec;
        f->trusted = sec >= 0;
    }
    inc_rec *recs = sp_arena_calloc(ld->arena, n + 1, sizeof *recs);
    size_t k = 0;
    while (p < end) {
        inc_rec *r = &recs[k];
        const char *l = take_line(&p, end), *q = l ? l + 122 : NULL;
        long long mode, flags, nr, nw;
        size_t room = (size_t)(end - p) / 3; /* no more r and w lines than that */
        if (k >= n || !l || strnlen(l, 126) < 126 || !sp_sha1_unhex(l, r->f) || l[40] != ' ' ||
            !sp_sha1_unhex(l + 41, r->blob) || l[81] != ' ' || !sp_sha1_unhex(l + 82, r->own) ||
            !field_num(&q, 8, false, 1 << 30, &mode) ||
            !field_num(&q, 10, false, 1 << 30, &flags) || !field_num(&q, 10, false, (long long)room + 1, &nr) ||
            !field_num(&q, 10, false, (long long)room + 1, &nw) || q[0] != ' ' || !q[1]) {
            loaded_damaged(ld, "a malformed line");
            return;
        }
        r->mode = (unsigned)mode;
        r->flags = (unsigned)flags & SP_INC_ALL;
        r->text = l;
        bool canonical = (unsigned)flags == r->flags && r->mode == (unsigned)SP_MODE_FILE && nw == 0;
        r->path = q + 1;
        r->nreads = (size_t)nr;
        r->reads = nr ? sp_arena_calloc(ld->arena, (size_t)nr + 1, sizeof *r->reads) : NULL; /* most have none */
        r->nwarns = (size_t)nw;
        r->warns = nw ? sp_arena_calloc(ld->arena, (size_t)nw + 1, sizeof *r->warns) : NULL;
        for (size_t j = 0; j < r->nreads + r->nwarns; j++) {
            char *e2 = take_line(&p, end);
            if (!e2 || e2[0] != (j < r->nreads ? 'r' : 'w') || e2[1] != ' ') {
                loaded_damaged(ld, "a malformed line");
                return;
            }
            if (j < r->nreads)
                r->reads[j] = e2 + 2;
            else if (!parse_warning(e2, &r->warns[j - r->nreads])) {
                loaded_damaged(ld, "a malformed line");
                return;
            }
        }
        r->text_len = canonical ? (size_t)(p - l) : 0;
        k++;
    }
    if (k != n) {
        loaded_damaged(ld, "a line is missing");
        return;
    }
    ld->old = recs;
    ld->nold = n;
    ld->files = files;
    ld->nfiles = nf;
    ld->have = true;
}

static void *record_load_thread(void *arg)
{
    record_load(arg);
    return NULL;
}

void sp_site_inc_preload(sp_site *s)
{
    bool readonly = false;
    unsigned char fp[20];
    const char *dir = sp_site_cache_dir(s, &readonly, fp);
    if (s->inc_pre || !s->opts->incremental || !dir || !s->sink || !s->sink->ops->reuse)
        return;
    struct sp_site_inc_pre *pre = calloc(1, sizeof *pre);
    if (!pre || asprintf(&pre->l.file, "%s/incremental", dir) < 0)
        abort();
    if (pthread_create(&pre->thread, NULL, record_load_thread, &pre->l) != 0) {
        free(pre->l.file);
        free(pre);
        return; /* the plan reads it */
    }
    s->inc_pre = pre;
}

/* The preloaded record's result, the thread joined (NULL when none was started); the caller owns it */
static struct sp_site_inc_pre *preload_join(sp_site *s)
{
    struct sp_site_inc_pre *pre = s->inc_pre;
    s->inc_pre = NULL;
    if (pre)
        pthread_join(pre->thread, NULL);
    return pre;
}

static void loaded_free(inc_loaded *l)
{
    free(l->file);
    free(l->text);
    sp_arena_free(l->arena);
}

/* The record into in: the one preloaded for in->file, else read now; a damaged one is warned of and ignored */
static void load_record(sp_site *s, struct sp_site_inc *in)
{
    struct sp_site_inc_pre *pre = preload_join(s);
    inc_loaded l = {0};
    if (pre && !strcmp(pre->l.file, in->file)) {
        l = pre->l;
    } else {
        if (pre)
            loaded_free(&pre->l);
        l.file = strdup(in->file);
        if (!l.file)
            abort();
        record_load(&l);
    }
    free(pre);
    if (l.why[0])
        warn_damaged(s, in->file, l.why);
    in->text = l.text; /* freed with in, as the arena */
    in->rec_arena = l.arena;
    free(l.file);
    memcpy(in->old_g, l.g, 20);
    memcpy(in->old_b, l.b, 20);
    memcpy(in->old_t, l.t, 20);
    memcpy(in->old_a, l.a, 20);
    memcpy(in->old_m, l.m, 20);
    if (!l.have)
        return;
    in->old = l.old;
    in->nold = l.nold;
    in->old_files = l.files;
    in->nold_files = l.nfiles;
    in->have_old = true;
}

/* ---- fingerprints ---- */

/* reads: the source paths of the documents whose content it showed, sorted (SP_INC_BODIES without ANY) */
static void fingerprint(const sp_site *s, const struct sp_site_inc *in, const char *out_path,
                        const unsigned char own[20], bool has_own, unsigned flags, const char *const *reads,
                        size_t nreads, unsigned char f[20])
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_append(&b, in->g, 20);
    put_z(&b, out_path);
    put_dec(&b, flags);
    sp_buf_putc(&b, has_own ? 1 : 0);
    if (has_own)
        sp_buf_append(&b, own, 20);
    if (flags & SP_INC_ANY)
        sp_buf_append(&b, in->b, 20);
    else if (flags & (SP_INC_BODIES | SP_INC_OUTPUTS))
        for (size_t i = 0; i < nreads; i++) { /* each one's source as it is now */
            long di = doc_of_relpath(s, in, reads[i]);
            bool known = di >= 0 && in->has_own[di];
            put_z(&b, reads[i]);
            sp_buf_putc(&b, known ? 1 : 0);
            if (known)
                sp_buf_append(&b, in->own[di], 20);
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

/* The folder (relative to the source folder, with a '/' after it) that path is, when it lies inside the source
 * folder (opts->source_dir, a real path); NULL otherwise or when there is none. */
static const char *inside_source(sp_site *s, const char *path)
{
    const char *src = s->opts->source_dir;
    char real[PATH_MAX];
    if (!src || !path || !realpath(path, real))
        return NULL;
    size_t l = strlen(src);
    while (l > 1 && src[l - 1] == '/')
        l--;
    if (strncmp(real, src, l) != 0 || real[l] != '/' || !real[l + 1])
        return NULL;
    return sp_arena_printf(s->arena, "%s/", real + l + 1);
}

/* The content id of entry e into f: its blob id, or (a folder's file, a gem theme's) the blob id of its bytes,
 * read unless the record has it for the same mtime; f keeps the mtime for the next build when it is at least
 * 2 s older than now (an edit within the clock's granularity of the hashing is never hidden behind it). false
 * when the file cannot be read. */
static bool entry_id(sp_site *s, struct sp_site_inc *in, const sp_source_entry *e, inc_file *f, long old,
                     time_t wall)
{
    f->path = e->path;
    f->sec = -1;
    if (e->has_oid) {
        memcpy(f->id, e->oid, 20);
        return true;
    }
    int64_t sec = 0;
    int32_t nsec = 0;
    bool have = sp_source_mtime(s->src, e->path, &sec, &nsec) == 0;
    if (have && old >= 0 && in->old_files[old].trusted && in->old_files[old].sec == sec &&
        in->old_files[old].nsec == nsec) {
        memcpy(f->id, in->old_files[old].id, 20);
        in->by_mtime++;
    } else {
        sp_buf b = SP_BUF_INIT;
        sp_error err;
        sp_error_clear(&err);
        if (sp_source_read(s->src, e->path, &b, &err) != 0) {
            sp_buf_free(&b);
            return false;
        }
        sha1(b.data ? b.data : "", b.len, f->id);
        sp_buf_free(&b);
        in->hashed++;
    }
    if (have && (int64_t)wall - sec >= 2) {
        f->sec = sec;
        f->nsec = nsec;
        f->trusted = true;
    }
    return true;
}

/* Not inputs: the disk cache's folder (.jekyll-cache: the record is in it) and the destination, when they lie in
 * the source folder: the folder prefixes ("x/", or NULL) into skips. */
static void input_skips(sp_site *s, const char *cache_dir, const char *skips[2])
{
    skips[0] = NULL;
    skips[1] = inside_source(s, s->opts->dest_dir);
    char *parent = strdup(cache_dir);
    char *sl = parent ? strrchr(parent, '/') : NULL;
    if (sl && sl != parent) {
        *sl = 0;
        skips[0] = inside_source(s, parent);
    }
    free(parent);
}

static bool skipped_input(const char *const skips[2], const char *path)
{
    for (int k = 0; k < 2; k++)
        if (skips[k] && !strncmp(path, skips[k], strlen(skips[k])))
            return true;
    return false;
}

/* The build options an output depends on besides the configuration (part of the site-wide inputs) */
static void options_line(sp_buf *b, const sp_site_options *o)
{
    sp_buf_printf(b, "\ndrafts %d future %d unpublished %d baseurl %s have_time %d strict %d\n", o->drafts,
                  o->future, o->unpublished, o->baseurl ? o->baseurl : "(none)", o->have_time, o->strict);
}

/* The front matter id of f as the record has it, when the record names the same path with the same content id
 * (the front matter is a part of those bytes): copied into f->fm, not hashed again. A record line whose file was
 * not a document then has no front matter id (all zero): false. */
static bool old_fm(const struct sp_site_inc *in, inc_file *f, long old)
{
    static const unsigned char none[20];
    if (old < 0)
        return false;
    const inc_file *o = &in->old_files[old];
    if (memcmp(o->id, f->id, 20) != 0 || memcmp(o->fm, none, 20) == 0)
        return false;
    memcpy(f->fm, o->fm, 20);
    return true;
}

/* What site_inputs hashes, a line at a time: kept in buf, handed to the SHA-1 in large pieces */
typedef struct hashed_lines {
    sp_sha1 *h;
    sp_buf buf;
} hashed_lines;

static void lines_flush(hashed_lines *l, bool always)
{
    if (l->buf.len && (always || l->buf.len >= 32768)) {
        sp_sha1_add(l->h, l->buf.data, l->buf.len);
        sp_buf_clear(&l->buf);
    }
}

static void lines_end(hashed_lines *l, unsigned char out[20])
{
    lines_flush(l, true);
    sp_sha1_end(l->h, out);
    sp_buf_free(&l->buf);
}

/* A source entry as the site-wide inputs hold it: "K PATH\0MODE ID" (K: E for its content id, D for a page's or
 * document's front matter id) */
static void put_entry(sp_buf *b, char kind, const sp_source_entry *e, const unsigned char id[20])
{
    sp_buf_putc(b, kind);
    sp_buf_putc(b, ' ');
    put_z(b, e->path);
    put_oct(b, e->mode);
    sp_buf_putc(b, ' ');
    sp_buf_append(b, id, 20);
}

/* The index of the entry whose path is path (entries sorted by path, bytewise: a binary search; a listing in
 * another order, !sorted, is searched through after it), or -1 */
static long entry_of(const sp_site *s, const char *path, bool sorted)
{
    size_t lo = 0, hi = s->nentries;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(s->entries[mid].path, path);
        if (c == 0)
            return (long)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t k = 0; !sorted && k < s->nentries; k++) /* whatever the order */
        if (!strcmp(s->entries[k].path, path))
            return (long)k;
    return -1;
}

/* A generated page's own source (a plugin's page without a file: a feed, the sitemap, a redirect, a paginator or
 * archive page, readme-index's page): its path and body. Everything else a plugin makes it of (its front matter:
 * a redirect's target, a paginator's posts, an archive's tag) comes from the configuration, the front matter, the
 * model and the static files, which are site-wide inputs (in->g), or, for its date, from site.time (static_flags);
 * and what its render reads is recorded as any page's is. */
static void generated_own(const sp_doc *d, unsigned char own[20])
{
    size_t bl = 0;
    const char *body = sp_site_doc_body(d, &bl);
    sp_sha1 *h = sp_sha1_begin();
    sp_sha1_add(h, "generated", 10);
    sp_sha1_add(h, d->relpath ? d->relpath : "", d->relpath ? strlen(d->relpath) + 1 : 1);
    sp_sha1_add(h, body ? body : "", body ? bl : 0);
    sp_sha1_end(h, own);
}

/* The site-wide inputs: in->a (the configuration and options), in->g (those, every source file but the bodies
 * of pages and documents when bodies are private, whose front matter counts instead, and in->m: the model and
 * the static files), in->b (the bodies), in->t (site.time); each entry's content id (in->files) and each
 * document's own source id (in->own). false when a source file cannot be read. */
static bool site_inputs(sp_site *s, struct sp_site_inc *in, const unsigned char cache_fp[20], const char *cache_dir)
{
    bool private_bodies = bodies_are_private(s);
    const sp_site_options *o = s->opts;
    /* each entry's document (the last one read from it, not generated), each document's entry */
    const long *entry_doc = in->entry_doc, *doc_entry = in->doc_entry; /* map_entries */
    const char *skips[2];
    input_skips(s, cache_dir, skips);
    in->files = calloc(s->nentries + 1, sizeof *in->files);
    in->skip = calloc(s->nentries + 1, sizeof *in->skip);
    in->old_of_entry = malloc((s->nentries + 1) * sizeof *in->old_of_entry);
    if (!in->files || !in->skip || !in->old_of_entry)
        abort();
    time_t wall = time(NULL);
    sp_buf head = SP_BUF_INIT;
    hashed_lines g = {sp_sha1_begin(), SP_BUF_INIT}, m = {sp_sha1_begin(), SP_BUF_INIT},
                 bodies = {sp_sha1_begin(), SP_BUF_INIT};
    sp_buf_puts(&head, "sitepub-incremental 3\n");
    sp_buf_append(&head, cache_fp, 20);
    options_line(&head, o);
    /* the local zone shows a time without an offset (a YAML `date: 2019-06-01 10:00:00`, site.time): the
     * config's `timezone` is in the cache's fingerprint, TZ is not */
    sp_site_zone_line(s, &head);
    sha1(head.data, head.len, in->a);
    sp_buf_append(&g.buf, head.data, head.len);
    sp_buf_free(&head);
    bool ok = true;
    for (size_t i = 0; i < s->nentries && ok; i++) {
        const sp_source_entry *e = &s->entries[i];
        inc_file *f = &in->files[i];
        f->path = e->path;
        in->old_of_entry[i] = -1;
        in->skip[i] = skipped_input(skips, e->path);
        if (in->skip[i])
            continue;
        long old = in->old_of_entry[i] = old_file_of(s, in, e->path);
        if (!entry_id(s, in, e, f, old, wall)) {
            ok = false;
            break;
        }
        if (private_bodies && entry_doc[i] >= 0) {
            const sp_doc *d = s->docs[entry_doc[i]];
            if (!old_fm(in, f, old)) {
                size_t fml;
                const char *fm = sp_site_doc_fm(d, &fml);
                sha1(fm ? fm : "", fml, f->fm);
            }
            put_entry(&g.buf, 'D', e, f->fm);
            sp_buf_putc(&g.buf, ' ');
            put_dec(&g.buf, d->body_line);
            sp_buf_putc(&g.buf, '\n');
            sp_buf_append(&bodies.buf, f->id, 20); /* its path: the D line's (b counts only beside g) */
            lines_flush(&bodies, false);
        } else {
            put_entry(&g.buf, 'E', e, f->id);
            sp_buf_putc(&g.buf, '\n');
        }
        lines_flush(&g, false);
    }
    /* the model: which documents exist (future, unpublished, drafts depend on more than files), where */
    for (size_t i = 0; i < s->ndocs && ok; i++) {
        const sp_doc *d = s->docs[i];
        sp_buf_puts(&m.buf, "M ");
        put_dec(&m.buf, (int)d->kind);
        sp_buf_putc(&m.buf, ' ');
        put_z(&m.buf, d->relpath ? d->relpath : "");
        put_z(&m.buf, d->url ? d->url : "");
        put_z(&m.buf, d->out_path ? d->out_path : "");
        put_dec(&m.buf, d->write);
        sp_buf_putc(&m.buf, ' ');
        put_dec(&m.buf, d->draft);
        sp_buf_putc(&m.buf, ' ');
        put_z(&m.buf, d->collection ? d->collection : "");
        sp_buf_putc(&m.buf, '\n');
        lines_flush(&m, false);
    }
    /* static files, and their mtime where the source has one (a folder's: site.static_files shows it as
     * modified_time, so a touched file counts as changed) */
    for (size_t i = 0; i < s->nstatic && ok; i++) {
        int64_t sec = 0;
        int32_t nsec = 0;
        if (sp_source_mtime(s->src, s->statics[i]->path, &sec, &nsec) != 0)
            sec = -1;
        sp_buf_printf(&m.buf, "S %s%c%s%c%lld.%09d\n", s->static_out[i], 0, s->statics[i]->path, 0, (long long)sec,
                      (int)nsec);
    }
    lines_end(&m, in->m);
    sp_buf_puts(&g.buf, "model ");
    sp_buf_append(&g.buf, in->m, 20);
    lines_end(&g, in->g);
    lines_end(&bodies, in->b);
    if (ok) {
        /* site.time, and what jekyll-github-metadata's site.github shows of the moment of the build (the
         * repository's HEAD as build_revision, the environment): a page that reads either depends on both */
        sp_buf t = SP_BUF_INIT;
        sp_buf_printf(&t, "%lld.%09d %d", (long long)s->now.sec, (int)s->now.nsec, (int)s->now.utc_offset);
        sp_value gh = sp_hash_at(s->site, "github");
        if (!sp_is_nil(gh)) {
            sp_buf_puts(&t, "\ngithub ");
            sp_json_write(&t, gh);
        }
        sha1(t.data, t.len, in->t);
        sp_buf_free(&t);
        for (size_t i = 0; i < s->ndocs; i++) {
            long k = doc_entry[i];
            in->has_own[i] = k >= 0 && !in->skip[k];
            if (k >= 0)
                memcpy(in->own[i], in->files[k].id, 20);
            if (s->docs[i]->kind == SP_DOC_GENERATED) {
                generated_own(s->docs[i], in->own[i]);
                in->has_own[i] = true;
            }
        }
    }

    return ok;
}

/* For -V: the first site-wide input that differs from the record's (the configuration or options; a source
 * file added, removed or changed, a document's front matter only when bodies are private; the model). */
static const char *site_change(sp_site *s, struct sp_site_inc *in)
{
    if (in->site_reason)
        return in->site_reason;
    const char *r = NULL;
    if (memcmp(in->a, in->old_a, 20) != 0)
        r = "the configuration, the build options or this sitepub program changed";
    bool *seen = calloc(in->nold_files + 1, sizeof *seen); /* the record's files still there */
    if (!seen)
        abort();
    for (size_t i = 0; i < s->nentries; i++) {
        const inc_file *f = &in->files[i];
        long k = in->old_of_entry[i];
        if (in->skip[i])
            continue;
        if (k >= 0)
            seen[k] = true;
        if (r)
            continue;
        if (k < 0) {
            r = sp_arena_printf(s->arena, "%s was added", f->path);
            continue;
        }
        const inc_file *o = &in->old_files[k];
        static const unsigned char zero[20];
        bool doc = memcmp(f->fm, zero, 20) != 0 || memcmp(o->fm, zero, 20) != 0;
        if (doc && memcmp(f->fm, o->fm, 20) != 0)
            r = sp_arena_printf(s->arena, "the front matter of %s changed", f->path);
        else if (!doc && memcmp(f->id, o->id, 20) != 0)
            r = sp_arena_printf(s->arena, "%s changed", f->path);
    }
    for (size_t i = 0; i < in->nold_files && !r; i++)
        if (!seen[i])
            r = sp_arena_printf(s->arena, "%s was removed", in->old_files[i].path);
    free(seen);
    if (!r && memcmp(in->m, in->old_m, 20) != 0)
        r = "the list of pages, documents or static files changed (one added, removed, moved or no longer written, "
            "or a static file's mtime)";
    in->site_reason = sp_arena_printf(s->arena, "a site-wide input changed: %s", r ? r : "(not named)");
    return in->site_reason;
}

/* For -V: the first document whose content docs[i]'s record shows and whose source changed, or NULL. */
static const char *read_change(sp_site *s, struct sp_site_inc *in, const inc_rec *r)
{
    for (size_t k = 0; k < r->nreads; k++) {
        long di = doc_of_relpath(s, in, r->reads[k]);
        bool known = di >= 0 && in->has_own[di];
        long e = known ? entry_of(s, r->reads[k], in->entries_sorted) : -1, fi = e >= 0 ? in->old_of_entry[e] : -1;
        if (fi < 0 || memcmp(in->old_files[fi].id, in->own[di], 20) != 0)
            return r->reads[k];
    }
    return NULL;
}

/* Whether fingerprint() gives r->f, the recorded fingerprint of docs[i]'s output, with flags, without hashing: the
 * flags are the record's; the site-wide inputs are the record's (g: this program, the configuration and options,
 * every source file but the bodies, the model; so the same documents are known by the same paths, each with a
 * source id or without one as then); its own source is the record's; and so is what the flags make count: the
 * bodies (ANY), site.time (TIME, ANY), the source of each document whose content it showed (its line in the
 * record holds the id it had). Those are every input of the fingerprint, which the record's is of (false: work it
 * out). */
static bool same_inputs(sp_site *s, struct sp_site_inc *in, size_t i, const inc_rec *r, unsigned flags)
{
    if (flags != r->flags || memcmp(in->g, in->old_g, 20) != 0 || !in->has_own[i] ||
        memcmp(in->own[i], r->own, 20) != 0)
        return false;
    if ((flags & SP_INC_ANY) && memcmp(in->b, in->old_b, 20) != 0)
        return false;
    if ((flags & (SP_INC_TIME | SP_INC_ANY)) && memcmp(in->t, in->old_t, 20) != 0)
        return false;
    return (flags & SP_INC_ANY) || !(flags & (SP_INC_BODIES | SP_INC_OUTPUTS)) || !read_change(s, in, r);
}

bool sp_site_inc_streams(const sp_site *s)
{
    const struct sp_site_inc *in = s->inc;
    if (!in)
        return true;
    /* a plan that fell short (sp_site_inc_check) renders everything again, but the outputs it reused are in the
     * sink already, and sp_site_inc_finish takes those as reused */
    if (in->fallback)
        return false;
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->inc_mode != SP_INC_FULL || in->reused[i])
            return false;
    return true;
}

void sp_site_inc_written(sp_site *s, sp_doc *d)
{
    if (!s->inc)
        return;
    if (!d->inc_ids) /* the ids the sink gave when they were written (sp_site_write_output), else hashed here */
        sha1(d->output ? d->output : "", d->output_len, d->inc_blob);
    d->inc_has_map = d->map != NULL;
    if (d->map && !d->inc_ids)
        sha1(d->map, d->map_len, d->inc_map_blob);
    d->inc_written = true;
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
    pthread_mutex_init(&in->by_ptr_lock, NULL);
    in->reused = calloc(s->ndocs + 1, sizeof *in->reused);
    in->reason = calloc(s->ndocs + 1, sizeof *in->reason);
    in->own = calloc(s->ndocs + 1, sizeof *in->own);
    in->has_own = calloc(s->ndocs + 1, sizeof *in->has_own);
    in->plan_f = calloc(s->ndocs + 1, sizeof *in->plan_f);
    in->rec_of = malloc((s->ndocs + 1) * sizeof *in->rec_of);
    in->sflags = malloc((s->ndocs + 1) * sizeof *in->sflags);
    if (!in->reused || !in->reason || !in->own || !in->has_own || !in->plan_f || !in->rec_of || !in->sflags)
        abort();
    for (size_t i = 0; i < s->ndocs; i++)
        in->sflags[i] = s->docs[i]->inc_flags; /* static_flags: nothing has rendered yet */
    size_t dl = strlen(dir);
    in->file = malloc(dl + 16);
    if (!in->file)
        abort();
    memcpy(in->file, dir, dl);
    memcpy(in->file + dl, "/incremental", 13);
    in->readonly = readonly;
    in->old_index = sp_nil();
    in->old_file_index = sp_nil();
    s->inc = in;
    load_record(s, in);
    for (size_t i = 0; i < s->ndocs; i++) /* in the record's order: each lookup is one compare */
        in->rec_of[i] = s->docs[i]->write && s->docs[i]->out_path ? old_rec_of(s, in, s->docs[i]->out_path) : -1;
    map_entries(s, in);
    if (!site_inputs(s, in, fp, dir)) {
        sp_site_log(s, 1, "Incremental: a source file could not be read; rendering everything");
        sp_site_inc_free(s);
        return 0;
    }
    /* which outputs keep their earlier blob */
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (!d->write || !d->out_path)
            continue;
        if (d->sass) {
            in->reason[i] = "a Sass page";
            continue;
        }
        if (!in->has_own[i]) {
            in->reason[i] = "its source file is not known";
            continue;
        }
        if (s->opts->incremental_full) {
            in->reason[i] = "--full";
            continue;
        }
        if (in->rec_of[i] < 0) {
            in->reason[i] = in->have_old ? "new output" : "no earlier record";
            continue;
        }
        const inc_rec *r = &in->old[in->rec_of[i]];
        unsigned char f[20];
        if (same_inputs(s, in, i, r, r->flags | d->inc_flags))
            memcpy(f, r->f, 20);
        else
            fingerprint(s, in, d->out_path, in->own[i], in->has_own[i], r->flags | d->inc_flags, r->reads, r->nreads,
                        f);
        if (memcmp(f, r->f, 20) != 0) {
            const char *other;
            if (!in->has_own[i] || memcmp(in->own[i], r->own, 20) != 0)
                in->reason[i] = d->kind == SP_DOC_GENERATED
                                    ? sp_arena_printf(s->arena, "the text a plugin made it of changed (%s)", d->relpath)
                                    : sp_arena_printf(s->arena, "its source changed (%s)", d->relpath);
            else if (memcmp(in->g, in->old_g, 20) != 0)
                in->reason[i] = site_change(s, in);
            else if ((r->flags & SP_INC_ANY) && memcmp(in->b, in->old_b, 20) != 0)
                in->reason[i] = "it shows pages' or documents' content, and one changed";
            else if ((r->flags & (SP_INC_BODIES | SP_INC_OUTPUTS)) && !(r->flags & SP_INC_ANY) &&
                     (other = read_change(s, in, r)) != NULL)
                in->reason[i] = sp_arena_printf(s->arena, "it shows the content of %s, whose source changed", other);
            else if ((r->flags & (SP_INC_BODIES | SP_INC_OUTPUTS)) && !(r->flags & SP_INC_ANY) &&
                     memcmp(in->t, in->old_t, 20) == 0)
                in->reason[i] = "it shows another document's content, whose source changed";
            else if ((r->flags | d->inc_flags) & SP_INC_TIME)
                in->reason[i] = sp_is_nil(sp_hash_at(s->site, "github"))
                                    ? "it shows site.time, which changed"
                                    : "it shows site.time or site.github, which changed";
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
            in->reason[i] = "its earlier output is not there (not in the repository, or a destination file that "
                            "was edited or removed)";
            continue;
        }
        in->reused[i] = true;
        in->plan_f[i].set = true;
        in->plan_f[i].flags = r->flags | d->inc_flags;
        memcpy(in->plan_f[i].f, f, 20);
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
        if (in->rec_of[i] < 0) {
            if (d->kind == SP_DOC_GENERATED)
                need |= SP_INC_ANY | SP_INC_BODIES; /* a feed shows the posts' content */
            continue;
        }
        const inc_rec *r = &in->old[in->rec_of[i]];
        if (r->flags & SP_INC_ANY)
            need |= r->flags;
        for (size_t k = 0; k < r->nreads; k++) {
            long di = doc_of_relpath(s, in, r->reads[k]);
            if (di >= 0) {
                int w = (r->flags & SP_INC_OUTPUTS) ? 2 : 1;
                if (want[di] < w)
                    want[di] = w;
            }
        }
    }
    in->level = !(need & SP_INC_ANY) ? 0 : (need & SP_INC_OUTPUTS) ? 2 : 1;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        bool rendered = d->write && d->out_path && !in->reused[i];
        int w = want[i] > in->level ? want[i] : in->level;
        d->inc_mode = rendered || w == 2 ? SP_INC_FULL : w == 1 ? SP_INC_CONTENT : SP_INC_SKIP;
        d->inc_reused = in->reused[i];
        /* --full, or no record to go by: every document renders, as in a full build (a document that is not
         * written included), so the plan cannot fall short and the outputs stream (sp_site_inc_streams) */
        if (s->opts->incremental_full || !in->have_old)
            d->inc_mode = SP_INC_FULL;
    }
    free(want);
    return 0;
}

/* ---- the warnings of a render ---- */

static _Thread_local sp_doc *g_rendering; /* the document this thread renders (incremental builds) */

void sp_site_inc_rendering(sp_site *s, sp_doc *d) { g_rendering = s->inc ? d : NULL; }

bool sp_site_inc_capture_warning(sp_site *s, const char *file, int line, const char *msg)
{
    sp_doc *d = g_rendering;
    if (!s->inc || !d)
        return false;
    if (d->inc_nwarns == d->inc_capwarns) { /* only this thread touches d's list while it renders d */
        d->inc_capwarns = d->inc_capwarns ? 2 * d->inc_capwarns : 4;
        d->inc_warns = realloc(d->inc_warns, d->inc_capwarns * sizeof *d->inc_warns);
        if (!d->inc_warns)
            abort();
    }
    sp_inc_warn *w = &d->inc_warns[d->inc_nwarns++];
    w->file = file ? strdup(file) : NULL;
    w->line = line;
    w->msg = strdup(msg);
    if ((file && !w->file) || !w->msg)
        abort();
    return true;
}

static void free_warnings(sp_doc *d)
{
    for (size_t k = 0; k < d->inc_nwarns; k++) {
        free(d->inc_warns[k].file);
        free(d->inc_warns[k].msg);
    }
    free(d->inc_warns);
    d->inc_warns = NULL;
    d->inc_nwarns = d->inc_capwarns = 0;
}

/* ---- speculative renders (incremental.h, sp_inc_mark) ---- */

void sp_site_inc_mark(const sp_doc *d, sp_inc_mark *m)
{
    m->flags = d->inc_flags;
    m->nreads = d->inc_nreads;
    m->nwarns = d->inc_nwarns;
}

void sp_site_inc_rewind(sp_doc *d, const sp_inc_mark *m)
{
    d->inc_flags = m->flags;
    d->inc_nreads = m->nreads;
    for (size_t k = m->nwarns; k < d->inc_nwarns; k++) {
        free(d->inc_warns[k].file);
        free(d->inc_warns[k].msg);
    }
    d->inc_nwarns = m->nwarns;
}

bool sp_site_inc_read_outside(const sp_site *s, const sp_doc *d, const sp_inc_mark *m, const size_t *group, size_t g)
{
    if (!s->inc || (d->inc_flags & SP_INC_ANY))
        return false;
    for (size_t k = m->nreads; k < d->inc_nreads; k++)
        if (group[d->inc_reads[k] >> 1] == g)
            return false;
    return true;
}

void sp_site_inc_forget_renders(sp_site *s)
{
    struct sp_site_inc *in = s->inc;
    if (!in)
        return;
    for (size_t i = 0; i < s->ndocs; i++) {
        s->docs[i]->inc_flags = in->sflags[i];
        s->docs[i]->inc_nreads = 0;
        free_warnings(s->docs[i]); /* the render runs again and prints them again */
    }
    in->spec_kept = in->spec_again = 0;
}

void sp_site_inc_speculated(sp_site *s, bool kept)
{
    if (s->inc)
        *(kept ? &s->inc->spec_kept : &s->inc->spec_again) += 1;
}

bool sp_site_inc_predict_outside(const sp_site *s, size_t i, const size_t *group, size_t g)
{
    const struct sp_site_inc *in = s->inc;
    if (!in)
        return false;
    if (in->rec_of[i] < 0)
        return true;
    const inc_rec *r = &in->old[in->rec_of[i]];
    if (r->flags & SP_INC_ANY)
        return false;
    for (size_t k = 0; k < r->nreads; k++) {
        long di = doc_of_relpath(s, in, r->reads[k]);
        if (di == -2)
            continue; /* no document of that path now */
        if (di < 0 || group[di] == g)
            return false;
    }
    return true;
}

/* The warnings a full build would have printed while rendering docs[i]: the recorded ones of a reused output,
 * else what its render printed now. */
static void warnings_of(const sp_site *s, const struct sp_site_inc *in, size_t i, const sp_inc_warn **w, size_t *n)
{
    if (in->reused[i] && in->rec_of[i] >= 0) {
        *w = in->old[in->rec_of[i]].warns;
        *n = in->old[in->rec_of[i]].nwarns;
    } else {
        *w = s->docs[i]->inc_warns;
        *n = s->docs[i]->inc_nwarns;
    }
}

/* Print the kept warnings in document order (once) */
static void print_warnings(sp_site *s, struct sp_site_inc *in)
{
    if (in->finished)
        return;
    in->finished = true;
    for (size_t i = 0; i < s->ndocs; i++) {
        const sp_inc_warn *w;
        size_t n;
        warnings_of(s, in, i, &w, &n);
        for (size_t k = 0; k < n; k++)
            sp_site_warn_text(s, w[k].file, w[k].line, w[k].msg);
    }
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
    in->spec_kept = in->spec_again = 0; /* -V counts those of the pass that renders again */
    for (size_t i = 0; i < s->ndocs; i++) {
        s->docs[i]->inc_mode = SP_INC_FULL;
        s->docs[i]->inc_flags = in->sflags[i];
        s->docs[i]->inc_nreads = 0;
        free_warnings(s->docs[i]); /* the render runs again and prints them again */
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

static void store_tree(sp_site *s, const struct sp_site_inc *in, const char *record_check);

#define REC_PART (256 * 1024) /* sp_site_inc_finish writes the record in parts of about this many bytes */

/* The record as sp_site_inc_finish writes it: the temporary file (atomic_file.h) and the CRC-32 of what went in */
typedef struct rec_out {
    bool write;  /* the record is written (not a read-only cache) */
    bool failed; /* the temporary file could not be made */
    sp_atomic_file af;
    uint32_t crc; /* libdeflate_crc32, the same CRC-32 as zlib's */
} rec_out;

/* Hand b's bytes to the file once they are REC_PART or more (all of them: all), and empty it */
static void rec_flush(rec_out *ro, sp_buf *b, bool all)
{
    if (b->len < (all ? 1 : REC_PART))
        return;
    ro->crc = libdeflate_crc32(ro->crc, b->data, b->len);
    if (ro->write && !ro->failed)
        sp_atomic_file_write(&ro->af, b->data, b->len);
    b->len = 0;
}

int sp_site_inc_finish(sp_site *s, sp_error *err)
{
    struct sp_site_inc *in = s->inc;
    if (!in)
        return 0;
    print_warnings(s, in);
    /* written in parts of about REC_PART bytes as it is made (the CRC-32 over them), not held whole: at 100,000
     * posts some 35 MiB on top of the build's peak, which is at this point */
    rec_out ro = {.write = !in->readonly, .crc = 0};
    if (ro.write && !sp_atomic_file_begin(&ro.af, in->file))
        ro.write = ro.failed = true; /* ro.af closed: nothing to end */
    sp_buf rec = SP_BUF_INIT;
    sp_buf_puts(&rec, "sitepub-incremental 3");
    const unsigned char *const heads[] = {in->g, in->b, in->t, in->a, in->m};
    for (int k = 0; k < 5; k++) {
        sp_buf_putc(&rec, ' ');
        put_hex20(&rec, heads[k]);
    }
    sp_buf_putc(&rec, '\n');
    char head[256]; /* the first line, which the record's ID is made of (record_id) */
    size_t head_len = rec.len < sizeof head ? rec.len : sizeof head;
    memcpy(head, rec.data, head_len);
    for (size_t i = 0; i < s->nentries; i++) {
        rec_flush(&ro, &rec, false);
        const inc_file *f = &in->files[i];
        if (in->skip[i] || strchr(f->path, '\n'))
            continue;
        const inc_file *o = in->old_of_entry[i] >= 0 ? &in->old_files[in->old_of_entry[i]] : NULL;
        if (o && o->sec == (f->trusted ? (long long)f->sec : -1LL) && o->nsec == (f->trusted ? (int)f->nsec : 0) &&
            !memcmp(o->id, f->id, 20) && !memcmp(o->fm, f->fm, 20)) {
            sp_buf_append(&rec, o->line, o->line_len); /* the record's line for it: the same fields, as written */
            sp_buf_putc(&rec, '\n');
            continue;
        }
        sp_buf_puts(&rec, "h ");
        put_dec(&rec, f->trusted ? (long long)f->sec : -1LL);
        sp_buf_putc(&rec, ' ');
        put_dec(&rec, f->trusted ? (int)f->nsec : 0);
        sp_buf_putc(&rec, ' ');
        put_hex20(&rec, f->id);
        sp_buf_putc(&rec, ' ');
        put_hex20(&rec, f->fm);
        sp_buf_putc(&rec, ' ');
        sp_buf_puts(&rec, f->path);
        sp_buf_putc(&rec, '\n');
    }
    size_t n = 0, rendered = 0, reused = 0, gen = 0;
    size_t *stamp = calloc(s->ndocs + 1, sizeof *stamp);
    if (!stamp)
        abort();
    int rc = 0;
    free(in->new_key);
    in->new_key = calloc(s->ndocs + 1, sizeof *in->new_key);
    if (!in->new_key)
        abort();
    for (size_t i = 0; i < s->ndocs && rc == 0; i++) {
        sp_doc *d = s->docs[i];
        if (!d->write || !d->out_path)
            continue;
        rec_flush(&ro, &rec, false);
        unsigned char blob[20], f[20];
        unsigned flags = d->inc_flags;
        if (in->reused[i]) {
            const inc_rec *r = &in->old[in->rec_of[i]];
            memcpy(blob, r->blob, 20);
            flags = r->flags | in->sflags[i];
            reused++;
        } else {
            /* rendered: written by its render thread (sp_site_inc_streams), else now */
            if (!d->inc_written) {
                if (sp_site_write_output(s, d, err) != 0) {
                    rc = -1;
                    break;
                }
                sp_site_inc_written(s, d);
            }
            memcpy(blob, d->inc_blob, 20);
            rendered++;
            if (in->reason[i])
                sp_site_log(s, 1, "Incremental: rendered %s: %s", d->out_path, in->reason[i]);
        }
        if (!recorded(d) && d->kind != SP_DOC_GENERATED)
            continue;
        const char **reads;
        size_t nreads = 0;
        if (in->reused[i]) {
            reads = in->old[in->rec_of[i]].reads;
            nreads = in->old[in->rec_of[i]].nreads;
        } else {
            reads = closure(s, i, &nreads, &flags, stamp, ++gen);
        }
        if (in->reused[i] && in->plan_f[i].set && flags == in->plan_f[i].flags)
            memcpy(f, in->plan_f[i].f, 20); /* the plan's, which matched the record's: the same inputs */
        else
            fingerprint(s, in, d->out_path, in->own[i], in->has_own[i], flags, reads, nreads, f);
        if (in->new_key) {
            in->new_key[i].set = true;
            memcpy(in->new_key[i].f, f, 20);
            memcpy(in->new_key[i].blob, blob, 20);
        }
        const sp_inc_warn *w;
        size_t nw;
        warnings_of(s, in, i, &w, &nw);
        const inc_rec *or = in->reused[i] ? &in->old[in->rec_of[i]] : NULL;
        if (or && or->text_len && flags == or->flags && !memcmp(f, or->f, 20) && !memcmp(blob, or->blob, 20) &&
            !memcmp(in->own[i], or->own, 20) && reads == or->reads && nreads == or->nreads && nw == 0) {
            /* the record's lines for it: the same fields (path, reads, no warnings), as the writer wrote them */
            size_t at = rec.len;
            sp_buf_append(&rec, or->text, or->text_len);
            for (char *q = rec.data + at, *e = rec.data + rec.len; (q = memchr(q, 0, (size_t)(e - q))) != NULL;)
                *q++ = '\n';
            n++;
            continue;
        }
        put_hex20(&rec, f);
        sp_buf_putc(&rec, ' ');
        put_hex20(&rec, blob);
        sp_buf_putc(&rec, ' ');
        put_hex20(&rec, in->own[i]);
        sp_buf_putc(&rec, ' ');
        put_oct(&rec, (unsigned)SP_MODE_FILE);
        sp_buf_putc(&rec, ' ');
        put_dec(&rec, flags);
        sp_buf_putc(&rec, ' ');
        put_dec(&rec, (long long)nreads);
        sp_buf_putc(&rec, ' ');
        put_dec(&rec, (long long)nw);
        sp_buf_putc(&rec, ' ');
        sp_buf_puts(&rec, d->out_path);
        sp_buf_putc(&rec, '\n');
        for (size_t k = 0; k < nreads; k++) {
            sp_buf_puts(&rec, "r ");
            sp_buf_puts(&rec, reads[k]);
            sp_buf_putc(&rec, '\n');
        }
        for (size_t k = 0; k < nw; k++) {
            sp_buf_printf(&rec, "w %d %s", w[k].line, w[k].file ? "+" : "-");
            if (w[k].file)
                put_escaped(&rec, w[k].file);
            sp_buf_putc(&rec, '\t');
            put_escaped(&rec, w[k].msg);
            sp_buf_putc(&rec, '\n');
        }
        n++;
    }
    free(stamp);
    if (rc == 0) {
        sp_site_log(s, 1, "Incremental: %zu of %zu outputs rendered, %zu reused%s", rendered, rendered + reused,
                    reused, in->fallback ? " (a rendered page read other documents' content or output the plan "
                                           "had not rendered: everything was rendered again)" : "");
        if (in->spec_kept || in->spec_again)
            sp_site_log(s, 1, "Incremental: %zu pages that show other documents' content rendered ahead of their "
                              "turn, beside the others; %zu of them again in their turn (they read their own group)",
                        in->spec_kept + in->spec_again, in->spec_again);
        if (in->hashed || in->by_mtime)
            sp_site_log(s, 1, "Incremental: %zu source files without a blob id hashed, %zu known by their mtime",
                        in->hashed, in->by_mtime);
        if (s->stats) {
            s->stats->rerendered = rendered;
            s->stats->reused = reused;
        }
    }
    if (rc == 0 && !in->readonly) {
        /* the trailer (record_trailer): "end N CRC ID" */
        rec_flush(&ro, &rec, true);
        size_t at = rec.len;
        sp_buf_printf(&rec, "end %zu %08x", n, (unsigned)ro.crc);
        unsigned char id[20];
        record_id(head, head_len, rec.data + at + 4, rec.len - at - 4, id);
        char ch[41];
        sp_sha1_hex(id, ch);
        sp_buf_putc(&rec, ' ');
        sp_buf_append(&rec, ch, 40);
        sp_buf_putc(&rec, '\n');
        bool written = !ro.failed && sp_atomic_file_write(&ro.af, rec.data, rec.len);
        written = !ro.failed && sp_atomic_file_end(&ro.af, written);
        ro.write = false;
        sp_buf_free(&rec);
        if (!written)
            sp_site_log(s, 1, "Incremental: could not write %s; the next build renders everything", in->file);
        else
            store_tree(s, in, ch);
        bool rdonly = false;
        unsigned char fp[20];
        const char *dir = sp_site_cache_dir(s, &rdonly, fp);
        if (dir && !rdonly)
            sp_site_fm_cache_save(s, dir, fp);
    }
    if (ro.write && !ro.failed)
        sp_atomic_file_end(&ro.af, false); /* a failed build: the record stays the last build's */
    sp_buf_free(&rec);
    return rc;
}

/* ---- the same-tree shortcut (sp_site_inc_shortcut) ----
 * Its file, DIR/incremental-tree, is text:
 *   sitepub-incremental-tree 1 KEY REC SEC NSEC OFFSET TIMEDEP DOCS STATICS (KEY: hex SHA-1 of the source
 *                                        listing, the cache fingerprint, the options and the time zone; REC the
 *                                        ID of the record written with it; site.time; 1 when
 *                                        an output or a model decision depended on site.time; counts for stats)
 *   MODE BLOB PATH                       (one per output stored: documents and pages, source maps, static files)
 *   end N CHECK                          (N outputs; CHECK the SHA-1 of every byte before this line)
 * written atomically after the record by a build that printed nothing of level <= 0 from the shortcut on, and
 * removed by any other; one that does not parse is ignored with a warning. */

typedef struct tree_out {
    unsigned mode;
    unsigned char blob[20];
    const char *path;
} tree_out;

struct sp_inc_tree {
    bool key_ok;
    unsigned char key[20];
    size_t loud_base; /* s->loud when the shortcut was looked at */
    size_t by_mtime;  /* entries without a blob id in the key (by their mtime) */
    /* a shortcut that stopped half-way: the paths it stored, which the build that follows does not store again */
    sp_sink wrap;
    sp_sink *inner;
    sp_value stored;
};

static bool tree_stored(sp_sink *sink, const char *path)
{
    const struct sp_inc_tree *t = sink->impl;
    return sp_hash_getc(t->stored, path, NULL);
}

static int wrap_write(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err)
{
    const struct sp_inc_tree *t = sink->impl;
    return tree_stored(sink, path) ? 0 : t->inner->ops->write(t->inner, path, mode, data, len, err);
}

static int wrap_copy(sp_sink *sink, const char *path, sp_source *src, const sp_source_entry *e, sp_error *err)
{
    const struct sp_inc_tree *t = sink->impl;
    return tree_stored(sink, path) ? 0 : t->inner->ops->copy(t->inner, path, src, e, err);
}

static int wrap_reuse(sp_sink *sink, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    const struct sp_inc_tree *t = sink->impl;
    return tree_stored(sink, path) ? 0 : t->inner->ops->reuse(t->inner, path, mode, oid, err);
}

static int wrap_commit(sp_sink *sink, sp_error *err)
{
    const struct sp_inc_tree *t = sink->impl;
    return t->inner->ops->commit(t->inner, err);
}

static void wrap_close(sp_sink *sink) { (void)sink; /* the caller closes its own sink */ }

static void wrap_remember_tree(sp_sink *sink, const unsigned char key[20], size_t nfiles)
{
    const struct sp_inc_tree *t = sink->impl;
    if (t->inner->ops->remember_tree)
        t->inner->ops->remember_tree(t->inner, key, nfiles);
}

static const sp_sink_ops wrap_ops = {wrap_write, wrap_copy, wrap_commit, wrap_close, wrap_reuse,
                                     NULL,       NULL,      wrap_remember_tree, NULL};

/* The shortcut's key: every entry of the source listing (path, mode, blob id, or for an entry without one its
 * mtime, when that is old enough to stand for its bytes), the cache fingerprint, the options, the time zone.
 * false when an entry has neither. */
static bool tree_key(sp_site *s, const char *cache_dir, const unsigned char fp[20], unsigned char key[20],
                     size_t *by_mtime)
{
    const char *skips[2];
    input_skips(s, cache_dir, skips);
    time_t wall = time(NULL);
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, "sitepub-incremental-tree 1\n");
    sp_buf_append(&b, fp, 20);
    options_line(&b, s->opts);
    const char *tz = getenv("TZ");
    sp_buf_printf(&b, "timezone %s TZ %s\n", s->timezone ? s->timezone : "(none)", tz ? tz : "(none)");
    bool ok = true;
    for (size_t i = 0; i < s->nentries && ok; i++) {
        const sp_source_entry *e = &s->entries[i];
        if (skipped_input(skips, e->path))
            continue;
        put_z(&b, e->path); /* "%s%c%o" */
        put_oct(&b, e->mode);
        if (e->has_oid) {
            sp_buf_putc(&b, 'E');
            sp_buf_append(&b, e->oid, 20);
            continue;
        }
        int64_t sec;
        int32_t nsec;
        ok = sp_source_mtime(s->src, e->path, &sec, &nsec) == 0 && (int64_t)wall - sec >= 2;
        ++*by_mtime;
        if (!ok)
            break;
        sp_buf_putc(&b, 'M'); /* "M%lld.%09d\n" (nsec: 0 to 999999999) */
        put_dec(&b, (long long)sec);
        sp_buf_putc(&b, '.');
        char ns[9];
        for (int k = 8, v = (int)nsec; k >= 0; k--, v /= 10)
            ns[k] = (char)('0' + v % 10);
        sp_buf_append(&b, ns, 9);
        sp_buf_putc(&b, '\n');
    }
    if (ok)
        sha1(b.data, b.len, key);
    sp_buf_free(&b);
    return ok;
}

/* Whether the record (DIR/incremental) is the one written with the shortcut's file: its trailer's ID is rec
 * (a record damaged or written by another build since is not; the build that follows reads it). */
static bool record_is(const char *dir, const unsigned char rec[20])
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_printf(&b, "%s/incremental", dir);
    int fd = open(b.data, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    sp_buf_free(&b);
    if (fd < 0)
        return false;
    char tail[128];
    off_t size = lseek(fd, 0, SEEK_END);
    ssize_t got = size > 0 ? pread(fd, tail, sizeof tail - 1, size > (off_t)(sizeof tail - 1) ? size - (off_t)(sizeof tail - 1) : 0) : -1;
    close(fd);
    if (got < 42 || tail[got - 1] != '\n')
        return false;
    tail[got - 1] = 0;
    const char *line = strrchr(tail, '\n');
    line = line ? line + 1 : tail;
    const char *sp = strrchr(line, ' ');
    unsigned char have[20];
    return !strncmp(line, "end ", 4) && sp && strlen(sp + 1) == 40 && sp_sha1_unhex(sp + 1, have) &&
           !memcmp(have, rec, 20);
}

static char *tree_file(const char *dir)
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_printf(&b, "%s/incremental-tree", dir);
    return sp_buf_detach(&b);
}

/* Parse the shortcut file text (NUL-terminated, len bytes; changed in place) into its header, its CHECK and
 * where its output lines are (*lines to *end, *nouts of them; parse_outs reads them); false with why when it is
 * damaged. */
static bool parse_tree(char *text, size_t len, unsigned char key[20], unsigned char rec[20], sp_time *t,
                       int *timedep, size_t *docs, size_t *statics, unsigned char check[20], char **lines,
                       const char **lines_end, size_t *nouts, const char **why)
{
    size_t n = 0;
    const char *end = trailer(text, len, &n, why);
    if (!end)
        return false;
    sp_sha1_unhex(strchr(end + 4, ' ') + 1, check); /* trailer() checked it */
    static const char head[] = "sitepub-incremental-tree 1 ";
    char *eol = strchr(text, '\n');
    long long sec;
    int nsec, off, used = 0;
    if (strncmp(text, head, sizeof head - 1) != 0 || !eol || eol >= end || (*eol = 0, false) ||
        !sp_sha1_unhex(text + sizeof head - 1, key) || text[sizeof head - 1 + 40] != ' ' ||
        !sp_sha1_unhex(text + sizeof head - 1 + 41, rec) ||
        sscanf(text + sizeof head - 1 + 81, " %lld %d %d %d %zu %zu%n", &sec, &nsec, &off, timedep, docs, statics,
               &used) != 6 ||
        text[sizeof head - 1 + 81 + used] != 0 || n > len / 44)
        return *why = "not a record of this version", false;
    *t = (sp_time){(int64_t)sec, (int32_t)nsec, (int32_t)off};
    *lines = eol + 1;
    *lines_end = end;
    *nouts = n;
    return true;
}

/* The n output lines of the shortcut file from p to end (changed in place) as outputs (in the site's arena);
 * false with why when one is damaged. */
static bool parse_outs(sp_site *s, char *p, const char *end, size_t n, tree_out **outs, const char **why)
{
    char *eol;
    tree_out *o = sp_arena_calloc(s->arena, n + 1, sizeof *o);
    size_t k = 0;
    for (; p < end && k < n; k++) {
        eol = strchr(p, '\n');
        *eol = 0; /* end's line ends the text: eol is found */
        char *sp = strchr(p, ' ');
        if (!sp || sscanf(p, "%o", &o[k].mode) != 1 || strlen(sp + 1) < 42 || !sp_sha1_unhex(sp + 1, o[k].blob) ||
            sp[41] != ' ' || !sp[42])
            return *why = "a malformed line", false;
        o[k].path = sp + 42;
        p = eol + 1;
    }
    if (k != n || p != end)
        return *why = "a line is missing", false;
    *outs = o;
    return true;
}

static int shortcut(sp_site *s, sp_error *err);

int sp_site_inc_shortcut(sp_site *s, sp_error *err)
{
    int rc = shortcut(s, err);
    if (rc == 0 && s->inc_tree) /* its own warning (a damaged file) is no message a later build has to repeat */
        s->inc_tree->loud_base = s->loud;
    return rc;
}

static int shortcut(sp_site *s, sp_error *err)
{
    bool readonly = false;
    unsigned char fp[20];
    const char *dir = sp_site_cache_dir(s, &readonly, fp);
    if (!s->opts->incremental || !dir || !s->sink || !s->sink->ops->reuse)
        return 0;
    struct sp_inc_tree *tr = sp_arena_calloc(s->arena, 1, sizeof *tr);
    tr->loud_base = s->loud;
    tr->stored = sp_nil();
    s->inc_tree = tr;
    tr->key_ok = tree_key(s, dir, fp, tr->key, &tr->by_mtime);
    if (!tr->key_ok || s->opts->incremental_full || s->opts->profile)
        return 0;
    char *file = tree_file(dir);
    int fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT)
            warn_damaged(s, file, strerror(errno));
        free(file);
        return 0;
    }
    sp_buf b = SP_BUF_INIT;
    bool readable = sp_buf_read_fd(&b, fd, 0) == 0;
    close(fd);
    char *text = sp_arena_strndup(s->arena, b.data ? b.data : "", b.len);
    size_t len = b.len;
    sp_buf_free(&b);
    unsigned char key[20], rec[20], check[20];
    sp_time t;
    int timedep = 1;
    size_t docs = 0, statics = 0, n = 0;
    tree_out *outs = NULL;
    char *lines = NULL;
    const char *lines_end = NULL, *why = "unreadable";
    /* a file whose key is not this build's is not read further (the build rewrites or removes it) */
    static const char tree_head[] = "sitepub-incremental-tree 1 ";
    if (readable && len > sizeof tree_head + 40 && !strncmp(text, tree_head, sizeof tree_head - 1) &&
        sp_sha1_unhex(text + sizeof tree_head - 1, key) && memcmp(key, tr->key, 20) != 0) {
        free(file);
        return 0;
    }
    if (!readable || !parse_tree(text, len, key, rec, &t, &timedep, &docs, &statics, check, &lines, &lines_end, &n,
                                 &why)) {
        warn_damaged(s, file, why);
        free(file);
        return 0;
    }
    bool same_time = t.sec == s->now.sec && t.nsec == s->now.nsec && t.utc_offset == s->now.utc_offset;
    bool later = s->now.sec > t.sec || (s->now.sec == t.sec && s->now.nsec >= t.nsec);
    if (memcmp(key, tr->key, 20) != 0 || (!same_time && (timedep || !later)) || !record_is(dir, rec)) {
        free(file);
        return 0;
    }
    /* the sink may have all of these outputs at once, as the tree it made of them (its key: this file's CHECK) */
    int whole = s->sink->ops->reuse_tree ? s->sink->ops->reuse_tree(s->sink, check, n, err) : 1;
    if (whole < 0) {
        free(file);
        return -1;
    }
    if (whole == 1 && !parse_outs(s, lines, lines_end, n, &outs, &why)) {
        warn_damaged(s, file, why);
        free(file);
        return 0;
    }
    free(file);
    for (size_t i = 0; whole == 1 && i < n; i++) {
        int rc = s->sink->ops->reuse(s->sink, outs[i].path, outs[i].mode, outs[i].blob, err);
        if (rc < 0)
            return -1;
        if (rc == 0)
            continue;
        sp_site_log(s, 1, "Incremental: the source and its configuration are the last build's, but the earlier "
                          "output %s is not there: building", outs[i].path);
        if (i == 0)
            return 0;
        tr->stored = sp_hash_new(s->arena, i + 1);
        for (size_t k = 0; k < i; k++)
            sp_hash_setc(tr->stored, outs[k].path, sp_bool(true));
        tr->inner = s->sink;
        tr->wrap.ops = &wrap_ops;
        tr->wrap.impl = tr;
        s->sink = &tr->wrap;
        return 0;
    }
    if (whole == 1 && s->sink->ops->remember_tree)
        s->sink->ops->remember_tree(s->sink, check, n);
    sp_site_log(s, 1, "Incremental: 0 of %zu outputs rendered, %zu reused (the source, its configuration and the "
                      "options are the last build's%s: its %zu files stored again unread%s)", docs, docs,
                same_time ? "" : ", and nothing it made showed site.time", n, whole == 1 ? "" : ", as one tree");
    if (tr->by_mtime)
        sp_site_log(s, 1, "Incremental: 0 source files without a blob id hashed, %zu known by their mtime",
                    tr->by_mtime);
    if (s->stats) {
        s->stats->documents = docs;
        s->stats->static_files = statics;
        s->stats->reused = docs;
        s->stats->rerendered = 0;
    }
    if (s->opts->progress)
        s->opts->progress(s->opts->progress_ud, 0, 0, docs);
    return 1;
}

/* After the record: the outputs of this build for a later one with the same key, or no file when this build
 * cannot stand for that one (no key, the clock read, a message printed, an output of unknown blob). */
static void store_tree(sp_site *s, const struct sp_site_inc *in, const char *record_check)
{
    const struct sp_inc_tree *tr = s->inc_tree;
    bool readonly;
    unsigned char fp[20];
    const char *dir = sp_site_cache_dir(s, &readonly, fp);
    if (!dir)
        return;
    char *file = tree_file(dir);
    /* not with site.github (jekyll-github-metadata): it shows the repository's HEAD and the environment, which
     * the shortcut's key does not hold */
    bool ok = tr && tr->key_ok && !s->inc_volatile && s->loud == tr->loud_base && !s->warnings &&
              sp_is_nil(sp_hash_at(s->site, "github"));
    bool timedep = s->inc_now_read;
    sp_buf b = SP_BUF_INIT, lines = SP_BUF_INIT;
    size_t n = 0, docs = 0;
    for (size_t i = 0; i < s->ndocs && ok; i++) {
        const sp_doc *d = s->docs[i];
        if ((d->kind == SP_DOC_POST || d->kind == SP_DOC_DOCUMENT) && d->inc_clock_date)
            timedep = true; /* its url may have been made of site.time (static_flags looked at its date) */
        if (in->sflags[i] & SP_INC_TIME)
            timedep = true;
        const unsigned char *blob = d->inc_blob;
        if (in->reused[i] && in->rec_of[i] >= 0) {
            timedep |= (in->old[in->rec_of[i]].flags & (SP_INC_TIME | SP_INC_ANY)) != 0;
            blob = in->old[in->rec_of[i]].blob;
        } else if (d->inc_mode != SP_INC_SKIP) {
            timedep |= (d->inc_flags & (SP_INC_TIME | SP_INC_ANY)) != 0;
        }
        if (!d->write || !d->out_path)
            continue;
        if (!in->reused[i] && !d->inc_written) {
            ok = false;
            break;
        }
        put_oct(&lines, (unsigned)SP_MODE_FILE); /* "%o %s %s\n" */
        sp_buf_putc(&lines, ' ');
        put_hex20(&lines, blob);
        sp_buf_putc(&lines, ' ');
        sp_buf_puts(&lines, d->out_path);
        sp_buf_putc(&lines, '\n');
        n++;
        docs++;
        if (!in->reused[i] && d->inc_has_map) {
            char h[41];
            sp_sha1_hex(d->inc_map_blob, h);
            sp_buf_printf(&lines, "%o %s %s.map\n", (unsigned)SP_MODE_FILE, h, d->out_path);
            n++;
        }
    }
    for (size_t i = 0; i < s->nstatic && ok; i++) {
        const sp_source_entry *e = s->statics[i];
        size_t k = (size_t)(e - s->entries);
        const unsigned char *id = e->has_oid ? e->oid : NULL;
        if (!id && e >= s->entries && k < s->nentries && !in->skip[k])
            id = in->files[k].id;
        if (!id || strchr(s->static_out[i], '\n')) {
            ok = false;
            break;
        }
        char h[41];
        sp_sha1_hex(id, h);
        sp_buf_printf(&lines, "%o %s %s\n", e->mode, h, s->static_out[i]);
        n++;
    }
    if (ok) {
        char kh[41];
        sp_sha1_hex(tr->key, kh);
        sp_buf_printf(&b, "sitepub-incremental-tree 1 %s %s %lld %d %d %d %zu %zu\n", kh, record_check,
                      (long long)s->now.sec, (int)s->now.nsec, (int)s->now.utc_offset, timedep ? 1 : 0, docs,
                      s->nstatic);
        sp_buf_append(&b, lines.data ? lines.data : "", lines.len);
        unsigned char check[20];
        sha1(b.data, b.len, check);
        char ch[41];
        sp_sha1_hex(check, ch);
        sp_buf_printf(&b, "end %zu %s\n", n, ch);
        ok = sp_file_write_atomic(file, b.data, b.len);
        if (ok && s->sink->ops->remember_tree) /* for the sink to store them again as one tree */
            s->sink->ops->remember_tree(s->sink, check, n);
    }
    if (!ok)
        unlink(file); /* an older one must not stand for this build's inputs either */
    sp_buf_free(&b);
    sp_buf_free(&lines);
    free(file);
}

bool sp_site_inc_old_key(const sp_site *s, size_t i, unsigned char f[20], unsigned char blob[20])
{
    const struct sp_site_inc *in = s->inc;
    if (!in || i >= s->ndocs || !in->rec_of || in->rec_of[i] < 0)
        return false;
    memcpy(f, in->old[in->rec_of[i]].f, 20);
    memcpy(blob, in->old[in->rec_of[i]].blob, 20);
    return true;
}

bool sp_site_inc_shown(const sp_site *s, size_t i)
{
    struct sp_site_inc *in = s->inc;
    if (!in || i >= s->ndocs)
        return false;
    if (!in->shown) {
        in->shown = calloc(s->ndocs + 1, sizeof *in->shown);
        if (!in->shown)
            abort();
        for (size_t k = 0; k < s->ndocs; k++) {
            const sp_doc *d = s->docs[k];
            if (in->reused && in->reused[k] && in->rec_of[k] >= 0) { /* not rendered: what its record says */
                const inc_rec *r = &in->old[in->rec_of[k]];
                for (size_t j = 0; j < r->nreads; j++) {
                    long di = doc_of_relpath(s, in, r->reads[j]);
                    if (di >= 0)
                        in->shown[di] = true;
                }
            } else {
                for (size_t j = 0; j < d->inc_nreads; j++)
                    in->shown[d->inc_reads[j] >> 1] = true;
            }
        }
    }
    return in->shown[i];
}

bool sp_site_inc_new_key(const sp_site *s, size_t i, unsigned char f[20], unsigned char blob[20])
{
    const struct sp_site_inc *in = s->inc;
    if (!in || i >= s->ndocs || !in->new_key || !in->new_key[i].set)
        return false;
    memcpy(f, in->new_key[i].f, 20);
    memcpy(blob, in->new_key[i].blob, 20);
    return true;
}

bool sp_site_inc_reused_blob(const sp_site *s, size_t i, unsigned char blob[20])
{
    const struct sp_site_inc *in = s->inc;
    if (!in || i >= s->ndocs || !in->reused[i] || !s->docs[i]->out_path || in->rec_of[i] < 0)
        return false;
    memcpy(blob, in->old[in->rec_of[i]].blob, 20);
    return true;
}

void sp_site_inc_free(sp_site *s)
{
    if (s->inc_tree && s->inc_tree->inner) /* the sink a shortcut that stopped half-way wrapped */
        s->sink = s->inc_tree->inner;
    s->inc_tree = NULL; /* in the site's arena */
    struct sp_site_inc_pre *pre = preload_join(s); /* a build that stopped before its plan */
    if (pre) {
        loaded_free(&pre->l);
        free(pre);
    }
    struct sp_site_inc *in = s->inc;
    if (!in)
        return;
    print_warnings(s, in); /* a build that failed before sp_site_inc_finish: what its renders warned */
    for (size_t i = 0; i < s->ndocs; i++) {
        free(s->docs[i]->inc_reads);
        s->docs[i]->inc_reads = NULL;
        s->docs[i]->inc_nreads = s->docs[i]->inc_capreads = 0;
        free_warnings(s->docs[i]);
    }
    free(in->files);
    free(in->skip);
    free(in->old_of_entry);
    free(in->rec_of);
    free(in->sflags);
    free(in->text);
    sp_arena_free(in->rec_arena);
    free(in->file);
    free(in->reused);
    free(in->reason);
    free(in->own);
    free(in->has_own);
    free(in->plan_f);
    free(in->new_key);
    free(in->shown);
    free(in->by_ptr);
    free(in->doc_entry);
    free(in->entry_doc);
    free(in->entry_dups);
    pthread_mutex_destroy(&in->by_ptr_lock);
    free(in);
    s->inc = NULL;
}
