/* Jekyll's `post_url` and `link` tags. Their output depends only on the site (never on variables), so they are
 * resolved in the template text before the Liquid parse: `{% post_url NAME %}` becomes `{{ "URL" }}` (keeping
 * the whitespace control dashes and the line count), as Jekyll 4.3's PostComparer and Link tags find them. */
#include <ctype.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sitepub/plugin.h"
#include "site/site_internal.h"

/* Jekyll's relative_url: ensure_leading_slash(baseurl) + ensure_leading_slash(url), appended to out (no
 * allocation from the site arena: this runs on the render threads) */
static void relative_url(sp_site *s, const char *url, size_t ul, sp_buf *out)
{
    sp_value b = sp_hash_at(s->config, "baseurl");
    if (b.type == SP_STRING && b.u.s.len) {
        size_t n = b.u.s.len;
        while (n && b.u.s.ptr[n - 1] == '/')
            n--;
        if (n && b.u.s.ptr[0] != '/')
            sp_buf_putc(out, '/');
        sp_buf_append(out, b.u.s.ptr, n);
    }
    if (!ul || url[0] != '/')
        sp_buf_putc(out, '/');
    sp_buf_append(out, url, ul);
}

/* PostComparer: name "[path/]YYYY-MM-DD-slug" against a post's relative path
 * (^_posts/PATH DATE-SLUG\.[^.]+ or ^PATH_posts/?DATE-SLUG\.[^.]+). */
static bool post_matches(const char *name, size_t nl, const char *rel)
{
    const char *last = NULL;
    for (size_t i = 0; i < nl; i++)
        if (name[i] == '/')
            last = name + i;
    size_t pl = last ? (size_t)(last - name + 1) : 0; /* "path/" */
    const char *base = name + pl;
    size_t bl = nl - pl;
    const char *p;
    size_t rl = strlen(rel);
    /* form 1: _posts/PATH BASE.ext */
    if (rl > 7 && !strncmp(rel, "_posts/", 7) && !strncmp(rel + 7, name, pl)) {
        p = rel + 7 + pl;
        if (!strncmp(p, base, bl) && p[bl] == '.' && p[bl + 1] && !strchr(p + bl + 1, '.'))
            return true;
    }
    /* form 2: PATH_posts/BASE.ext */
    if (!strncmp(rel, name, pl) && !strncmp(rel + pl, "_posts", 6)) {
        p = rel + pl + 6;
        if (*p == '/')
            p++;
        if (!strncmp(p, base, bl) && p[bl] == '.' && p[bl + 1] && !strchr(p + bl + 1, '.'))
            return true;
    }
    return false;
}

/* A post's relative path without its extension, as post_matches sees it: up to the last '.', when something
 * follows that '.'; the length of that key, or 0 when the path cannot match any name. */
static size_t post_key_len(const char *rel)
{
    const char *dot = strrchr(rel, '.');
    return dot && dot[1] ? (size_t)(dot - rel) : 0;
}

void sp_site_tags_init(sp_site *s)
{
    s->post_index = sp_nil();
    s->link_index = sp_nil();
    s->tags_final = false;
    atomic_init(&s->tags_indexed, false);
    pthread_mutex_init(&s->tags_lock, NULL);
    s->tags_arena = NULL;
}

void sp_site_tags_free(sp_site *s)
{
    pthread_mutex_destroy(&s->tags_lock);
    sp_arena_free(s->tags_arena);
    s->tags_arena = NULL;
    s->post_index = sp_nil();
    s->link_index = sp_nil();
}

void sp_site_tags_index(sp_site *s) { s->tags_final = true; }

/* The tables, made from the final documents (on the thread that first needs them, under tags_lock) */
static void build_index(sp_site *s)
{
    sp_arena *a = s->tags_arena = sp_arena_new(0);
    s->post_index = sp_hash_new(a, s->ndocs);
    s->link_index = sp_hash_new(a, s->ndocs + s->nstatic);
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        sp_value rp = sp_hash_at(d->page, d->kind == SP_DOC_PAGE ? "path" : "relative_path");
        if (d->kind == SP_DOC_POST && rp.type == SP_STRING) {
            size_t kl = post_key_len(rp.u.s.ptr);
            if (kl && !sp_hash_get(s->post_index, rp.u.s.ptr, kl, NULL)) /* the first post wins, as the scan */
                sp_hash_set(s->post_index, rp.u.s.ptr, kl, sp_int((int64_t)i));
        }
        const char *r = d->kind == SP_DOC_PAGE ? d->relpath : (rp.type == SP_STRING ? rp.u.s.ptr : d->relpath);
        if (!sp_hash_getc(s->link_index, r, NULL))
            sp_hash_setc(s->link_index, r, sp_int((int64_t)i));
    }
    for (size_t i = 0; i < s->nstatic; i++) {
        if (!sp_hash_getc(s->link_index, s->statics[i]->path, NULL))
            sp_hash_setc(s->link_index, s->statics[i]->path, sp_int((int64_t)(s->ndocs + i)));
        /* a static file's relative_path starts with "/" in Jekyll: `{% link /assets/a.svg %}` finds it (a page's
         * or document's does not: `{% link /about.md %}` is an error in Jekyll 4.3.1 too) */
        char *slashed = sp_arena_printf(a, "/%s", s->statics[i]->path);
        if (!sp_hash_getc(s->link_index, slashed, NULL))
            sp_hash_setc(s->link_index, slashed, sp_int((int64_t)(s->ndocs + i)));
    }
}

/* Whether the tables are there to look in: built now by the first caller once the documents are final; false
 * before (the caller scans the documents) */
static bool have_index(sp_site *s)
{
    if (atomic_load_explicit(&s->tags_indexed, memory_order_acquire))
        return true;
    if (!s->tags_final)
        return false;
    pthread_mutex_lock(&s->tags_lock);
    if (!atomic_load_explicit(&s->tags_indexed, memory_order_relaxed)) {
        build_index(s);
        atomic_store_explicit(&s->tags_indexed, true, memory_order_release);
    }
    pthread_mutex_unlock(&s->tags_lock);
    return true;
}

/* The document index the post index gives for the key prefix + rest, into *best when smaller (the first post
 * in order wins, as Jekyll's scan). */
static void post_lookup(sp_site *s, const char *prefix, size_t prl, const char *rest, size_t rl, int64_t *best)
{
    sp_buf k = SP_BUF_INIT;
    sp_buf_append(&k, prefix, prl);
    sp_buf_append(&k, rest, rl);
    sp_value v;
    if (sp_hash_get(s->post_index, k.data ? k.data : "", k.len, &v) && v.type == SP_INT &&
        (*best < 0 || v.u.i < *best))
        *best = v.u.i;
    sp_buf_free(&k);
}

static const char *find_post_url(sp_site *s, const char *name, size_t nl)
{
    const char *orig = name;
    size_t orig_len = nl;
    while (nl && *name == '/') {
        name++;
        nl--;
    }
    if (have_index(s)) {
        /* the keys post_matches accepts: _posts/PATH BASE, PATH_posts/BASE and PATH_postsBASE */
        const char *last = NULL;
        for (size_t i = 0; i < nl; i++)
            if (name[i] == '/')
                last = name + i;
        size_t pl = last ? (size_t)(last - name + 1) : 0;
        int64_t best = -1;
        post_lookup(s, "_posts/", 7, name, nl, &best);
        sp_buf k = SP_BUF_INIT;
        sp_buf_append(&k, name, pl);
        sp_buf_puts(&k, "_posts/");
        post_lookup(s, k.data, k.len, name + pl, nl - pl, &best);
        post_lookup(s, k.data, k.len - 1, name + pl, nl - pl, &best);
        sp_buf_free(&k);
        if (best >= 0 && (size_t)best < s->ndocs)
            return s->docs[best]->url;
    } else {
        for (size_t i = 0; i < s->ndocs; i++) {
            sp_doc *d = s->docs[i];
            if (d->kind != SP_DOC_POST)
                continue;
            sp_value rp = sp_hash_at(d->page, "relative_path");
            if (rp.type == SP_STRING && post_matches(name, nl, rp.u.s.ptr))
                return d->url;
        }
    }
    /* deprecated_equality: slug and date */
    const char *last = NULL;
    for (size_t i = 0; i < nl; i++)
        if (name[i] == '/')
            last = name + i;
    const char *b = last ? last + 1 : name;
    int y, m, dd, used = 0;
    if (sscanf(b, "%d-%d-%d-%n", &y, &m, &dd, &used) == 3 && used > 0) {
        const char *slug = b + used;
        size_t sl = nl - (size_t)(slug - name);
        for (size_t i = 0; i < s->ndocs; i++) {
            sp_doc *d = s->docs[i];
            if (d->kind != SP_DOC_POST)
                continue;
            sp_value sv = sp_hash_at(d->page, "slug"), date = sp_hash_at(d->page, "date");
            if (sv.type != SP_STRING || sv.u.s.len != sl || memcmp(sv.u.s.ptr, slug, sl) || date.type != SP_TIME)
                continue;
            sp_buf t = SP_BUF_INIT;
            sp_site_strftime(&t, "%Y-%m-%d", date.u.t);
            char want[32];
            snprintf(want, sizeof want, "%04d-%02d-%02d", y, m, dd);
            bool eq = !strcmp(sp_buf_cstr(&t), want);
            sp_buf_free(&t);
            if (eq) {
                sp_site_warn(s, NULL, 0,
                             "Deprecation: A call to '{%% post_url %.*s %%}' did not match a post using the new "
                             "matching method of checking name (path-date-slug) equality. Please make sure that "
                             "you change this tag to match the post's name exactly.",
                             (int)orig_len, orig);
                return d->url;
            }
        }
    }
    return NULL;
}

static bool find_link(sp_site *s, const char *path, size_t pl, sp_buf *url);

int sp_site_link_url(sp_site *s, const char *path, size_t len, sp_buf *out, sp_error *err)
{
    sp_buf found = SP_BUF_INIT;
    if (!find_link(s, path, len, &found)) {
        sp_buf_free(&found);
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                            "Could not find document '%.*s' in tag 'link'. Make sure the document exists and the "
                            "path is correct.", (int)len, path);
    }
    relative_url(s, found.data, found.len, out);
    sp_buf_free(&found);
    return 0;
}

/* The URL of the document, page or static file whose path is path (into url), or false. */
static bool find_link(sp_site *s, const char *path, size_t pl, sp_buf *url)
{
    if (have_index(s)) {
        sp_value v;
        if (!sp_hash_get(s->link_index, path, pl, &v) || v.type != SP_INT || v.u.i < 0)
            return false;
        size_t i = (size_t)v.u.i;
        if (i < s->ndocs) {
            sp_buf_puts(url, s->docs[i]->url);
            return true;
        }
        i -= s->ndocs;
        if (i >= s->nstatic)
            return false;
        sp_buf_putc(url, '/');
        sp_buf_puts(url, s->static_out[i]);
        return true;
    }
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        sp_value rp = sp_hash_at(d->page, d->kind == SP_DOC_PAGE ? "path" : "relative_path");
        const char *r = d->kind == SP_DOC_PAGE ? d->relpath : (rp.type == SP_STRING ? rp.u.s.ptr : d->relpath);
        if (strlen(r) == pl && !memcmp(r, path, pl)) {
            sp_buf_puts(url, d->url);
            return true;
        }
    }
    for (size_t i = 0; i < s->nstatic; i++)
        if (strlen(s->statics[i]->path) == pl && !memcmp(s->statics[i]->path, path, pl)) {
            sp_buf_putc(url, '/');
            sp_buf_puts(url, s->static_out[i]);
            return true;
        }
    return false;
}

static int line_of(const char *t, const char *p, int base_line)
{
    int l = base_line;
    for (const char *q = t; q < p; q++)
        l += *q == '\n';
    return l;
}

int sp_site_jekyll_tags(sp_site *s, const char *name, int line, const char *t, size_t n, sp_buf *out, bool *changed,
                        sp_error *err)
{
    *changed = false;
    const char *end = t + n;
    const char *copied = t;
    const char *p = t;
    int skip_depth = 0; /* inside raw or comment */
    const sp_plugin_tag *pt;
    const char *skip_end = NULL;
    while (p + 1 < end) {
        const char *o = memmem(p, (size_t)(end - p), "{%", 2);
        if (!o)
            break;
        const char *c = memmem(o + 2, (size_t)(end - o - 2), "%}", 2);
        if (!c)
            break;
        const char *q = o + 2;
        bool ldash = q < c && *q == '-';
        if (ldash)
            q++;
        while (q < c && isspace((unsigned char)*q))
            q++;
        const char *tn = q;
        while (q < c && (isalnum((unsigned char)*q) || *q == '_'))
            q++;
        size_t tl = (size_t)(q - tn);
        const char *ce = c;
        bool rdash = ce > q && ce[-1] == '-';
        if (rdash)
            ce--;
        if (skip_depth) {
            if (tl == strlen(skip_end) && !memcmp(tn, skip_end, tl))
                skip_depth = 0;
            p = c + 2;
            continue;
        }
        if (tl == 3 && !memcmp(tn, "raw", 3)) {
            skip_depth = 1;
            skip_end = "endraw";
        } else if (tl == 7 && !memcmp(tn, "comment", 7)) {
            skip_depth = 1;
            skip_end = "endcomment";
        } else if (tl && (pt = sp_site_plugin_tag(s, tn, tl)) != NULL) {
            /* a plugin's tag: replaced by the Liquid text it expands to, keeping the tag's line breaks */
            const char *m = q;
            while (m < ce && isspace((unsigned char)*m))
                m++;
            const char *me = ce;
            while (me > m && isspace((unsigned char)me[-1]))
                me--;
            int newlines = 0;
            for (const char *x = o; x < c; x++)
                newlines += *x == '\n';
            sp_buf_append(out, copied, (size_t)(o - copied));
            if (sp_site_plugin_expand(s, pt, m, (size_t)(me - m), ldash, rdash, newlines, out, err) != 0) {
                if (err && !err->file[0]) {
                    char msg[sizeof err->message];
                    memcpy(msg, err->message, sizeof msg);
                    sp_error_set(err, err->code, name, line_of(t, o, line), (int)(o - t) + 1, "%s", msg);
                }
                return -1;
            }
            copied = c + 2;
            *changed = true;
        } else if ((tl == 8 && !memcmp(tn, "post_url", 8)) || (tl == 4 && !memcmp(tn, "link", 4))) {
            bool is_post = tl == 8;
            const char *a = q;
            while (a < ce && isspace((unsigned char)*a))
                a++;
            const char *ae = ce;
            while (ae > a && isspace((unsigned char)ae[-1]))
                ae--;
            if (!is_post && memmem(a, (size_t)(ae - a), "{{", 2)) {
                p = c + 2; /* a variable path: left for the renderer to report */
                continue;
            }
            sp_buf found = SP_BUF_INIT;
            const char *post_url = is_post ? find_post_url(s, a, (size_t)(ae - a)) : NULL;
            if (post_url)
                sp_buf_puts(&found, post_url);
            bool ok = is_post ? post_url != NULL : find_link(s, a, (size_t)(ae - a), &found);
            if (!ok) {
                sp_buf_free(&found);
                /* Jekyll raises when the tag renders: written as a tag that raises the same error then, so one
                 * in a branch that does not run is no error */
                sp_buf msg = SP_BUF_INIT;
                if (is_post)
                    sp_buf_printf(&msg, "Could not find post \"%.*s\" in tag 'post_url'. Make sure the post exists "
                                        "and the name is correct.", (int)(ae - a), a);
                else
                    sp_buf_printf(&msg, "Could not find document '%.*s' in tag 'link'. Make sure the document "
                                        "exists and the path is correct.", (int)(ae - a), a);
                if (memmem(msg.data, msg.len, "%}", 2) || memchr(msg.data, '\n', msg.len)) {
                    int rc = sp_error_set(err, SP_ERR_INPUT, name, line_of(t, o, line), (int)(o - t) + 1, "%s",
                                          msg.data);
                    sp_buf_free(&msg);
                    return rc;
                }
                sp_buf_append(out, copied, (size_t)(o - copied));
                sp_buf_printf(out, "{%%%s sitepub_jekyll_error %s", ldash ? "-" : "", msg.data);
                sp_buf_free(&msg);
                for (const char *x = o; x < c; x++)
                    if (*x == '\n')
                        sp_buf_putc(out, '\n');
                sp_buf_puts(out, rdash ? " -%}" : " %}");
                copied = c + 2;
                *changed = true;
                p = c + 2;
                continue;
            }
            sp_buf ru = SP_BUF_INIT;
            relative_url(s, found.data, found.len, &ru);
            sp_buf_free(&found);
            sp_buf_append(out, copied, (size_t)(o - copied));
            sp_buf_puts(out, ldash ? "{{- " : "{{ ");
            char quote = memchr(ru.data, '"', ru.len) ? '\'' : '"';
            sp_buf_putc(out, quote);
            sp_buf_append(out, ru.data, ru.len);
            sp_buf_putc(out, quote);
            sp_buf_free(&ru);
            /* keep the line count of the original tag */
            for (const char *x = o; x < c; x++)
                if (*x == '\n')
                    sp_buf_putc(out, '\n');
            sp_buf_puts(out, rdash ? " -}}" : " }}");
            copied = c + 2;
            *changed = true;
        }
        p = c + 2;
    }
    if (*changed)
        sp_buf_append(out, copied, (size_t)(end - copied));
    return 0;
}
