/* The memo of the last build (include/sitepub/site.h: sp_site_options.memo; site_internal.h: sp_site_memo_*).
 *
 * An incremental build reuses an output whose recorded inputs did not change, but a page that reads other
 * documents (a listing that shows `post` whole, a feed printing post.content) still needs their content and
 * output, so the plan renders those documents again, unwritten (SP_INC_FULL or SP_INC_CONTENT): with 10,000
 * posts and one tag page, every edit rendered 10,000 posts. A caller that builds again and again in one process
 * (sitepub serve) keeps here what the last build made of each written document, with the blob id of its output;
 * a document whose output the plan reuses, by that same blob id, takes its texts from here instead. A render is
 * a function of its recorded inputs, so the same inputs give the same content and excerpt as the build that made
 * that output: the site is the one a full build makes (tests/scripts/serve_incremental.sh).
 *
 * A build without that caller (sitepub publish, build) keeps the same on disk, for documents only (a feed prints
 * the posts' content; their reused outputs' texts are what it needs): in the disk cache, kind "content", keyed by
 * the output path and the fingerprint and blob id the record has for that output (incremental.c), the content
 * and excerpt of each document rendered. A document the plan renders only for its content (SP_INC_CONTENT: its
 * output reused, so its fingerprint matched the record's) takes them from there: its text is not read, nor
 * rendered (tests/scripts/incremental_content_memo.sh). One entry a document: a new one replaces the last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "site/incremental.h"
#include "site/site_internal.h"

typedef struct memo_entry {
    char *path; /* the output path */
    unsigned char blob[20];
    char *content, *excerpt, *output; /* malloc'd, NUL-terminated; excerpt and output may be NULL */
    size_t content_len, excerpt_len, output_len;
} memo_entry;

struct sp_site_memo {
    memo_entry *e; /* sorted by path (strcmp) */
    size_t count;
};

sp_site_memo *sp_site_memo_new(void) { return calloc(1, sizeof(sp_site_memo)); }

static void entry_free(memo_entry *e)
{
    free(e->path);
    free(e->content);
    free(e->excerpt);
    free(e->output);
}

static void memo_clear(sp_site_memo *m)
{
    for (size_t i = 0; i < m->count; i++)
        entry_free(&m->e[i]);
    free(m->e);
    m->e = NULL;
    m->count = 0;
}

void sp_site_memo_free(sp_site_memo *m)
{
    if (!m)
        return;
    memo_clear(m);
    free(m);
}

static memo_entry *memo_find(sp_site_memo *m, const char *path)
{
    size_t lo = 0, hi = m->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(m->e[mid].path, path);
        if (c == 0)
            return &m->e[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* the documents the memo may stand for: written pages and documents (not Sass pages, not generated ones) */
static bool memoable(const sp_doc *d)
{
    return d->write && d->out_path && !d->sass && d->kind != SP_DOC_GENERATED && d->relpath && d->relpath[0];
}

static bool is_document(const sp_doc *d) { return d->kind != SP_DOC_PAGE && d->kind != SP_DOC_GENERATED; }

/* ---- on disk (a build without opts->memo) ---- */

#define DISK_KIND "content"
#define DISK_MAGIC "sitepub-content 1\n"

static void disk_key(const sp_site *s, const char *path, const unsigned char f[20], const unsigned char blob[20],
                     unsigned char key[20])
{
    unsigned char fb[40];
    memcpy(fb, f, 20);
    memcpy(fb + 20, blob, 20);
    sp_site_cache_key(s, DISK_KIND, path, strlen(path) + 1, fb, sizeof fb, key);
}

/* An entry: the magic line, "CONTENT_LEN EXCERPT_LEN HAS_EXCERPT\n", the content, NUL, the excerpt, NUL. Its
 * texts are copied into the site's arena (main thread; they live as long as the documents). */
static bool disk_get(sp_site *s, const unsigned char key[20], char **content, size_t *clen, char **excerpt,
                     size_t *elen)
{
    sp_buf b = SP_BUF_INIT;
    bool ok = sp_site_cache_get(s, DISK_KIND, key, &b);
    size_t ml = strlen(DISK_MAGIC), cl = 0, el = 0;
    int has = 0, used = 0;
    ok = ok && b.len > ml && !memcmp(b.data, DISK_MAGIC, ml);
    char *nl = ok ? memchr(b.data + ml, '\n', b.len - ml) : NULL;
    if (nl) {
        *nl = 0;
        ok = sscanf(b.data + ml, "%zu %zu %d%n", &cl, &el, &has, &used) == 3 && b.data + ml + used == nl &&
             (has == 0 || has == 1);
        size_t at = (size_t)(nl + 1 - b.data);
        ok = ok && b.len - at >= 2 && cl <= b.len - at - 2 && el == b.len - at - 2 - cl && b.data[at + cl] == 0 &&
             b.data[b.len - 1] == 0;
        if (ok) {
            *content = sp_arena_strndup(s->arena, b.data + at, cl);
            *clen = cl;
            *excerpt = has ? sp_arena_strndup(s->arena, b.data + at + cl + 1, el) : NULL;
            *elen = has ? el : 0;
        }
    } else {
        ok = false;
    }
    sp_buf_free(&b);
    return ok;
}

static void disk_fill(sp_site *s)
{
    size_t taken = 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        unsigned char f[20], blob[20], rb[20], key[20];
        if (!memoable(d) || !is_document(d) || d->inc_mode != SP_INC_CONTENT || !sp_site_inc_reused_blob(s, i, rb) ||
            !sp_site_inc_old_key(s, i, f, blob) || memcmp(rb, blob, 20) != 0)
            continue;
        disk_key(s, d->out_path, f, blob, key);
        char *content, *excerpt;
        size_t clen, elen;
        if (!disk_get(s, key, &content, &clen, &excerpt, &elen))
            continue;
        bool want_excerpt = sp_site_doc_has_excerpt(d);
        if (want_excerpt && !excerpt)
            continue;
        d->memo = true; /* nothing of it is rendered yet: no text of its own to free */
        d->content = content;
        d->memo_content_len = clen;
        d->excerpt_html = want_excerpt ? excerpt : NULL;
        d->memo_excerpt_len = want_excerpt ? elen : 0;
        sp_site_doc_set_output(d, NULL, 0, false); /* as a content-only render leaves it */
        taken++;
    }
    if (taken)
        sp_site_log(s, 1, "Incremental: %zu unchanged documents' content from the disk cache (not read or rendered "
                          "again)", taken);
}

/* After an incremental build that reused outputs: each document rendered now (not from the memo) whose content
 * another one showed gets its entry, under the key the record has for it now, and the entry of its last record
 * line goes (one entry a document). A build that renders everything writes none (10,000 files for a listing of
 * every post's excerpt): the next one writes those it renders for their content. */
static void disk_save(sp_site *s)
{
    if (sp_site_inc_streams(s)) /* a build that renders everything (a first or --full one): no reuse to serve */
        return;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        unsigned char f[20], blob[20], of[20], ob[20], key[20];
        if (!memoable(d) || !is_document(d) || d->memo || !d->content || !sp_site_inc_shown(s, i) ||
            !sp_site_inc_new_key(s, i, f, blob))
            continue;
        sp_value cv, ex;
        if (!sp_hash_getc(d->page, "content", &cv) || cv.type != SP_STRING || cv.u.s.ptr != d->content)
            continue; /* not the text the model shows */
        bool has = d->excerpt_html && sp_hash_getc(d->page, "excerpt", &ex) && ex.type == SP_STRING &&
                   ex.u.s.ptr == d->excerpt_html;
        if (sp_site_inc_old_key(s, i, of, ob) && (memcmp(of, f, 20) || memcmp(ob, blob, 20))) {
            disk_key(s, d->out_path, of, ob, key);
            sp_site_cache_remove(s, DISK_KIND, key);
        }
        sp_buf b = SP_BUF_INIT;
        sp_buf_printf(&b, "%s%zu %zu %d\n", DISK_MAGIC, cv.u.s.len, has ? ex.u.s.len : 0, has ? 1 : 0);
        sp_buf_append(&b, cv.u.s.ptr, cv.u.s.len);
        sp_buf_putc(&b, 0);
        if (has)
            sp_buf_append(&b, ex.u.s.ptr, ex.u.s.len);
        sp_buf_putc(&b, 0);
        disk_key(s, d->out_path, f, blob, key);
        sp_site_cache_put(s, DISK_KIND, key, b.data, b.len);
        sp_buf_free(&b);
    }
}

void sp_site_memo_fill(sp_site *s)
{
    sp_site_memo *m = s->opts->memo;
    if (!m && s->inc)
        disk_fill(s);
    if (!m || !s->inc)
        return;
    size_t taken = 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        unsigned char blob[20];
        if (!memoable(d) || d->inc_mode == SP_INC_SKIP || !sp_site_inc_reused_blob(s, i, blob))
            continue;
        memo_entry *e = memo_find(m, d->out_path);
        if (!e || memcmp(e->blob, blob, 20) != 0 || !e->content)
            continue;
        bool want_excerpt = sp_site_doc_has_excerpt(d) && is_document(d);
        if ((want_excerpt && !e->excerpt) || (is_document(d) && !e->output))
            continue;
        /* nothing of the document is rendered yet: no text of its own to free */
        d->memo = true;
        d->content = e->content;
        d->memo_content_len = e->content_len;
        d->excerpt_html = want_excerpt ? e->excerpt : NULL;
        d->memo_excerpt_len = want_excerpt ? e->excerpt_len : 0;
        sp_site_doc_set_output(d, is_document(d) ? e->output : NULL, e->output_len, false); /* the memo's */
        taken++;
    }
    if (taken)
        sp_site_log(s, 1, "Incremental: %zu unchanged pages and documents shown as the last build made them "
                          "(not rendered again)", taken);
}

void sp_site_memo_excerpts(sp_site *s)
{
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (d->memo && d->excerpt_html)
            sp_hash_setc(d->page, "excerpt", sp_str_ref(d->excerpt_html, d->memo_excerpt_len));
    }
}

void sp_site_memo_release(sp_site *s)
{
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (!d->memo)
            continue;
        d->memo = false;
        d->content = d->excerpt_html = NULL;
        sp_site_doc_free_output(s, d); /* not its own: only forgotten */
    }
}

static char *dup_text(const char *p, size_t n)
{
    char *c = malloc(n + 1);
    if (!c)
        abort();
    memcpy(c, p, n);
    c[n] = 0;
    return c;
}

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const memo_entry *)a)->path, ((const memo_entry *)b)->path);
}

void sp_site_memo_finish(sp_site *s, bool ok)
{
    sp_site_memo *m = s->opts->memo;
    if (!m && ok && s->inc)
        disk_save(s);
    if (!m)
        return;
    if (!ok || !s->inc) {
        sp_site_memo_release(s); /* the documents' texts that are the memo's go with it */
        memo_clear(m);
        return;
    }
    memo_entry *next = calloc(s->ndocs + 1, sizeof *next);
    if (!next)
        abort();
    size_t n = 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (!memoable(d))
            continue;
        unsigned char blob[20];
        bool reused = sp_site_inc_reused_blob(s, i, blob);
        if (!reused && d->inc_written)
            memcpy(blob, d->inc_blob, 20);
        else if (!reused)
            continue; /* no blob id to tie texts to */
        memo_entry *old = memo_find(m, d->out_path);
        if (old && old->content && !memcmp(old->blob, blob, 20) && (reused || d->memo)) {
            next[n] = *old; /* still the texts of that output (the memo documents' own): moved, not copied */
            next[n++].path = strdup(old->path);
            if (!next[n - 1].path)
                abort();
            old->content = old->excerpt = old->output = NULL; /* its path stays for the lookups after this one */
            continue;
        }
        /* rendered now: its texts, when the build kept them (an output streamed and freed is not known) */
        if (!d->content || d->memo)
            continue;
        if (reused && d->inc_mode != SP_INC_FULL && is_document(d))
            continue; /* its content only, without the output the memo must also give */
        /* the lengths as the model shows them (page.content and page.excerpt refer to these very texts) */
        sp_value cv, ex;
        if (!sp_hash_getc(d->page, "content", &cv) || cv.type != SP_STRING || cv.u.s.ptr != d->content)
            continue;
        memo_entry *e = &next[n++];
        e->path = strdup(d->out_path);
        if (!e->path)
            abort();
        memcpy(e->blob, blob, 20);
        e->content = dup_text(d->content, cv.u.s.len);
        e->content_len = cv.u.s.len;
        if (d->excerpt_html && sp_hash_getc(d->page, "excerpt", &ex) && ex.type == SP_STRING &&
            ex.u.s.ptr == d->excerpt_html) {
            e->excerpt = dup_text(ex.u.s.ptr, ex.u.s.len);
            e->excerpt_len = ex.u.s.len;
        }
        if (d->output && is_document(d)) {
            e->output = dup_text(d->output, d->output_len);
            e->output_len = d->output_len;
        }
    }
    memo_clear(m);
    qsort(next, n, sizeof *next, entry_cmp);
    m->e = next;
    m->count = n;
}
