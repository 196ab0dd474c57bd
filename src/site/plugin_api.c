/* The site side of the plugin interface (include/sitepub/plugin.h): which plugins a build enables, the calls
 * into them at each step (generators, tag expansion, partials, render hooks), and the functions through which a
 * plugin sees the build. An sp_plugin_site is the sp_site, an sp_plugin_doc the sp_doc: plugins only hold the
 * pointers. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liquid/filter.h"
#include "sitepub/markdown.h"
#include "sitepub/plugin.h"
#include "site/site_internal.h"

#define SITE(ps) ((sp_site *)(void *)(ps))
#define PS(s) ((sp_plugin_site *)(void *)(s))
#define DOC(d) ((sp_doc *)(void *)(d))
#define PDOC(d) ((sp_plugin_doc *)(void *)(d))

/* ---- which plugins ---- */

bool sp_site_plugin_require(sp_site *s, const char *name, bool warn)
{
    const sp_plugin *p = sp_plugin_find(name);
    if (!p) {
        if (warn)
            sp_site_warn(s, "_config.yml", 0, "Warning: plugin %s is not built into sitepub and is ignored", name);
        return false;
    }
    for (size_t i = 0; i < s->nplugins; i++)
        if (s->plugins[i] == p)
            return true;
    if (s->nplugins < SP_SITE_MAX_PLUGINS)
        s->plugins[s->nplugins++] = p;
    if (p->filters)
        sp_filter_register(p->filters);
    return true;
}

const char *sp_plugin_git_path(sp_plugin_site *ps, bool *git_source)
{
    sp_site *s = SITE(ps);
    const char *dir = sp_source_git_dir(s->site_src ? s->site_src : s->src);
    *git_source = dir != NULL;
    return dir ? dir : s->opts->source_dir;
}

int sp_site_plugins_after_init(sp_site *s, sp_error *err)
{
    for (size_t i = 0; i < s->nplugins; i++)
        if (s->plugins[i]->after_init && s->plugins[i]->after_init(PS(s), s->config, err) != 0)
            return -1;
    return 0;
}

int sp_site_plugins_configure(sp_site *s, sp_value config, sp_value plugins, sp_value bundled, sp_error *err)
{
    const sp_plugin *done[8];
    size_t ndone = 0;
    sp_value lists[2] = {plugins, bundled};
    for (int l = 0; l < 2; l++)
        for (size_t k = 0; k < sp_array_len(lists[l]); k++) {
            sp_value n = sp_array_get(lists[l], (int64_t)k);
            const sp_plugin *p = n.type == SP_STRING ? sp_plugin_find(n.u.s.ptr) : NULL;
            if (!p || !p->configure)
                continue;
            bool seen = false;
            for (size_t i = 0; i < ndone; i++)
                seen |= done[i] == p;
            if (seen || ndone == sizeof done / sizeof *done)
                continue;
            done[ndone++] = p;
            if (p->configure(PS(s), config, plugins, err) != 0)
                return -1;
        }
    return 0;
}

bool sp_plugin_enabled(sp_plugin_site *ps, const char *name)
{
    sp_site *s = SITE(ps);
    for (size_t i = 0; i < s->nplugins; i++)
        if (!strcmp(s->plugins[i]->name, name))
            return true;
    return false;
}

/* The enabled plugins in registry order (the order generators of one priority run in). */
static size_t enabled_in_order(sp_site *s, const sp_plugin **out)
{
    size_t n = 0;
    for (size_t r = 0; sp_plugins[r]; r++)
        for (size_t i = 0; i < s->nplugins; i++)
            if (s->plugins[i] == sp_plugins[r])
                out[n++] = sp_plugins[r];
    return n;
}

int sp_site_generate(sp_site *s, sp_error *err)
{
    /* Jekyll sorts generators by priority, highest first */
    const sp_plugin *on[SP_SITE_MAX_PLUGINS];
    size_t n = enabled_in_order(s, on);
    static const int levels[] = {100, 10, 0, -10, -100};
    for (size_t l = 0; l < sizeof levels / sizeof *levels; l++)
        for (size_t i = 0; i < n; i++)
            if (on[i]->generate && on[i]->priority == levels[l] && on[i]->generate(PS(s), err) != 0)
                return -1;
    return 0;
}

const sp_plugin_tag *sp_site_plugin_tag(sp_site *s, const char *name, size_t len)
{
    for (size_t i = 0; i < s->nplugins; i++)
        for (const sp_plugin_tag *t = s->plugins[i]->tags; t && t->name; t++)
            if (strlen(t->name) == len && !memcmp(t->name, name, len))
                return t;
    return NULL;
}

int sp_site_plugin_expand(sp_site *s, const sp_plugin_tag *t, const char *markup, size_t len, bool ldash, bool rdash,
                          int newlines, sp_buf *out, sp_error *err)
{
    return t->expand(PS(s), markup, len, ldash, rdash, newlines, out, err);
}

void sp_site_plugin_partials(sp_site *s)
{
    s->plugin_partials = sp_hash_new(s->arena, 4);
    for (size_t i = 0; i < s->nplugins; i++)
        for (const sp_plugin_partial *p = s->plugins[i]->partials; p && p->name; p++)
            sp_hash_setc(s->plugin_partials, p->name, sp_cstr(s->arena, p->text(PS(s))));
}

bool sp_site_plugin_partial(sp_site *s, const char *name, size_t len, const char **src, size_t *srclen,
                            const char **key)
{
    if (!sp_is_hash(s->plugin_partials) || !sp_hash_len(s->plugin_partials))
        return false;
    for (size_t i = 0; i < sp_hash_len(s->plugin_partials); i++) {
        const char *k;
        size_t kl;
        sp_value v;
        sp_hash_entry(s->plugin_partials, i, &k, &kl, &v);
        if (kl == len && !memcmp(k, name, len)) {
            *src = v.u.s.ptr;
            *srclen = v.u.s.len;
            *key = k;
            return true;
        }
    }
    return false;
}

int sp_site_plugin_pre_render(sp_site *s, const sp_plugin_render *r, sp_value globals, sp_error *err)
{
    for (size_t i = 0; i < s->nplugins; i++)
        if (s->plugins[i]->pre_render && s->plugins[i]->pre_render(PS(s), r, globals, err) != 0)
            return -1;
    return 0;
}

int sp_site_plugin_post_render(sp_site *s, sp_doc *d, char **output, size_t *len, sp_error *err)
{
    for (size_t i = 0; i < s->nplugins; i++) {
        if (!s->plugins[i]->post_render)
            continue;
        sp_buf b = SP_BUF_INIT;
        sp_buf_append(&b, *output, *len);
        if (s->plugins[i]->post_render(PS(s), PDOC(d), &b, err) != 0) {
            sp_buf_free(&b);
            return -1;
        }
        if (!b.data)
            sp_buf_append(&b, "", 0);
        free(*output);
        *len = b.len;
        *output = sp_buf_detach(&b);
    }
    return 0;
}

/* ---- the build, for plugins ---- */

sp_value sp_plugin_config(sp_plugin_site *ps) { return SITE(ps)->config; }
sp_value sp_plugin_site_value(sp_plugin_site *ps) { return SITE(ps)->site; }
sp_value sp_plugin_jekyll(sp_plugin_site *ps) { return SITE(ps)->jekyll; }
sp_arena *sp_plugin_arena(sp_plugin_site *ps) { return SITE(ps)->arena; }

void sp_plugin_log(sp_plugin_site *ps, int level, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sp_site_log(SITE(ps), level, "%s", msg);
}

void sp_plugin_warn(sp_plugin_site *ps, const char *file, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sp_site_warn(SITE(ps), file, 0, "%s", msg);
}

size_t sp_plugin_ndocs(sp_plugin_site *ps) { return SITE(ps)->ndocs; }
sp_plugin_doc *sp_plugin_doc_at(sp_plugin_site *ps, size_t i) { return PDOC(SITE(ps)->docs[i]); }

sp_plugin_doc_kind sp_plugin_doc_kind_of(const sp_plugin_doc *d)
{
    switch (DOC(d)->kind) {
    case SP_DOC_PAGE: return SP_PLUGIN_PAGE;
    case SP_DOC_POST: return SP_PLUGIN_POST;
    case SP_DOC_DOCUMENT: return SP_PLUGIN_DOCUMENT;
    default: return SP_PLUGIN_GENERATED;
    }
}

sp_value sp_plugin_doc_page(const sp_plugin_doc *d) { return DOC(d)->page; }
const char *sp_plugin_doc_url(const sp_plugin_doc *d) { return DOC(d)->url; }
const char *sp_plugin_doc_name(const sp_plugin_doc *d) { return DOC(d)->name; }
const char *sp_plugin_doc_path(const sp_plugin_doc *d) { return DOC(d)->relpath; }
bool sp_plugin_doc_written(const sp_plugin_doc *d) { return DOC(d)->write; }
const char *sp_plugin_doc_output_ext(const sp_plugin_doc *d) { return DOC(d)->output_ext; }
void sp_plugin_doc_set_paginator(sp_plugin_doc *d, sp_value pager) { DOC(d)->pager = pager; }
void sp_plugin_doc_set_no_liquid(sp_plugin_doc *d) { DOC(d)->no_liquid = true; }

void sp_plugin_doc_set_body(sp_plugin_doc *d, const char *text, size_t len)
{
    sp_site_doc_set_body(DOC(d), text, len);
    DOC(d)->markdown = false;
}

bool sp_plugin_url_exists(sp_plugin_site *ps, const char *url)
{
    sp_site *s = SITE(ps);
    for (size_t i = 0; i < s->ndocs; i++)
        if ((s->docs[i]->kind == SP_DOC_PAGE || s->docs[i]->kind == SP_DOC_GENERATED) && s->docs[i]->url &&
            !strcmp(s->docs[i]->url, url))
            return true;
    for (size_t i = 0; i < s->nstatic; i++) {
        const char *o = s->static_out[i];
        if (url[0] == '/' && !strcmp(o, url + 1))
            return true;
    }
    return false;
}

bool sp_plugin_source_exists(sp_plugin_site *ps, const char *path)
{
    sp_site *s = SITE(ps);
    for (size_t i = 0; i < s->nentries; i++)
        if (!strcmp(s->entries[i].path, path))
            return true;
    return false;
}

bool sp_plugin_has_layout(sp_plugin_site *ps, const char *name)
{
    sp_site *s = SITE(ps);
    for (size_t i = 0; i < s->nlayouts; i++)
        if (!strcmp(s->layouts[i].name, name))
            return true;
    return false;
}

void sp_plugin_add_layout(sp_plugin_site *ps, const char *name, const char *relpath, const char *body)
{
    sp_site *s = SITE(ps);
    /* the reader sized the table for every source entry plus one */
    sp_layout *nl = sp_arena_calloc(s->arena, s->nlayouts + 1, sizeof *nl);
    memcpy(nl, s->layouts, s->nlayouts * sizeof *nl);
    s->layouts = nl;
    sp_layout *l = &s->layouts[s->nlayouts++];
    memset(l, 0, sizeof *l);
    l->name = name;
    l->relpath = relpath;
    l->data = sp_hash_new(s->arena, 0);
    l->body = body;
    l->body_len = strlen(body);
    l->body_line = 1;
}

/* Register page h in site.pages, and in html_pages when it is HTML (Site#each_site_file's html_pages). */
static void list_page(sp_site *s, sp_doc *d)
{
    sp_value pages = sp_hash_at(s->site, "pages");
    if (sp_is_array(pages))
        sp_array_push(pages, d->page);
    size_t ul = strlen(d->url);
    if (!strcmp(d->output_ext, ".html") || !strcmp(d->output_ext, ".htm") || !strcmp(d->output_ext, ".xhtml") ||
        (ul && d->url[ul - 1] == '/')) {
        sp_value hp = sp_hash_at(s->site, "html_pages");
        if (sp_is_array(hp))
            sp_array_push(hp, d->page);
    }
}

/* A page a plugin adds (kind SP_DOC_GENERATED) or reads from the source (SP_DOC_PAGE): relpath, name, extension
 * and converter from relpath; body (len bytes, arena-owned) its text from line 1; written. */
static sp_doc *new_page(sp_site *s, sp_doc_kind kind, const char *relpath, const char *body, size_t len)
{
    sp_doc *d = sp_arena_calloc(s->arena, 1, sizeof *d);
    d->kind = kind;
    d->relpath = relpath;
    const char *sl = strrchr(relpath, '/');
    d->name = sl ? sl + 1 : relpath;
    const char *dot = strrchr(d->name, '.');
    d->ext = dot && dot != d->name ? dot : "";
    d->output_ext = sp_site_output_ext(s, d->ext);
    d->markdown = sp_site_is_markdown_ext(s, d->ext);
    d->src_body = body;
    d->src_body_len = len;
    d->body_line = 1;
    d->pager = sp_nil();
    d->related = sp_nil();
    d->site_override = sp_nil();
    d->write = true;
    return d;
}

/* The end of both page constructors, once d->page holds the page's data: its url (NULL and *err when the
 * permalink is bad), then Page#to_liquid's url, content, dir, name, path and excerpt, and the page added to the
 * site and to site.pages / site.html_pages. */
static sp_plugin_doc *finish_page(sp_site *s, sp_doc *d, sp_error *err)
{
    sp_arena *a = s->arena;
    if (sp_site_doc_url(s, d, err) != 0)
        return NULL;
    sp_value h = d->page;
    sp_hash_setc(h, "url", sp_cstr(a, d->url));
    sp_hash_setc(h, "content", sp_site_doc_content_start(d));
    const char *slash = strrchr(d->url, '/');
    size_t ul = strlen(d->url);
    sp_hash_setc(h, "dir", d->url[ul - 1] == '/' ? sp_cstr(a, d->url)
                                                 : sp_str(a, d->url, slash ? (size_t)(slash - d->url) + 1 : 1));
    sp_hash_setc(h, "name", sp_cstr(a, d->name));
    if (!sp_hash_getc(h, "path", NULL))
        sp_hash_setc(h, "path", sp_cstr(a, d->relpath));
    if (!sp_hash_getc(h, "excerpt", NULL))
        sp_hash_setc(h, "excerpt", sp_nil());
    sp_site_add_doc(s, d);
    list_page(s, d);
    return PDOC(d);
}

sp_plugin_doc *sp_plugin_add_page(sp_plugin_site *ps, const char *relpath, const char *body, sp_value data,
                                  sp_error *err)
{
    sp_site *s = SITE(ps);
    sp_arena *a = s->arena;
    sp_doc *d = new_page(s, SP_DOC_GENERATED, relpath, body, strlen(body));
    d->page = sp_is_hash(data) ? data : sp_hash_new(a, 8);
    return finish_page(s, d, err);
}

sp_plugin_doc *sp_plugin_copy_page(sp_plugin_site *ps, const sp_plugin_doc *tmpl, const char *dir, sp_error *err)
{
    sp_site *s = SITE(ps);
    if (sp_site_doc_load(DOC(tmpl), err) != 0) /* its page.content: the text, not a stand-in (lazy bodies) */
        return NULL;
    sp_doc *d = sp_arena_calloc(s->arena, 1, sizeof *d);
    *d = *DOC(tmpl);
    d->kind = SP_DOC_GENERATED;
    d->page = sp_value_copy(s->arena, DOC(tmpl)->page);
    /* Page#dir= then url: "/:path/" with the new dir */
    size_t dl = strlen(dir);
    while (dl && dir[dl - 1] == '/')
        dl--;
    d->url = sp_site_sanitize_url(s->arena, sp_arena_printf(s->arena, "/%.*s/", (int)dl, dir), dl + 2);
    char *un = sp_site_unescape_path(s->arena, d->url);
    d->out_path = sp_arena_printf(s->arena, "%sindex.html", un + 1);
    if (!sp_path_is_safe(d->out_path, strlen(d->out_path))) {
        sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "paginate_path gives an unsafe output path %s",
                     d->out_path);
        return NULL;
    }
    sp_hash_setc(d->page, "url", sp_cstr(s->arena, d->url));
    sp_hash_setc(d->page, "dir", sp_cstr(s->arena, d->url));
    sp_site_add_doc(s, d);
    sp_array_push(sp_hash_at(s->site, "pages"), d->page);
    sp_array_push(sp_hash_at(s->site, "html_pages"), d->page);
    return PDOC(d);
}

/* Jekyll's absolute_url for a path: site.url + baseurl + path, appended to b (safe on render threads) */
void sp_site_absolute_url_buf(sp_site *s, const char *path, sp_buf *b)
{
    sp_value url = sp_hash_at(s->config, "url"), base = sp_hash_at(s->config, "baseurl");
    size_t start = b->len;
    if (url.type == SP_STRING)
        sp_buf_append(b, url.u.s.ptr, url.u.s.len);
    if (base.type == SP_STRING && base.u.s.len) {
        if (base.u.s.ptr[0] != '/')
            sp_buf_putc(b, '/');
        sp_buf_append(b, base.u.s.ptr, base.u.s.len);
        while (b->len > start && b->data[b->len - 1] == '/')
            b->len--;
    }
    if (path[0] != '/')
        sp_buf_putc(b, '/');
    sp_buf_puts(b, path);
}

void sp_plugin_absolute_url(sp_plugin_site *ps, const char *path, sp_buf *out)
{
    sp_site_absolute_url_buf(SITE(ps), path, out);
}

size_t sp_plugin_nstatic(sp_plugin_site *ps) { return SITE(ps)->nstatic; }
const char *sp_plugin_static_path(sp_plugin_site *ps, size_t i) { return SITE(ps)->statics[i]->path; }
bool sp_plugin_static_in_collection(sp_plugin_site *ps, size_t i) { return SITE(ps)->static_coll[i] != NULL; }
bool sp_plugin_is_markdown_ext(sp_plugin_site *ps, const char *ext) { return sp_site_is_markdown_ext(SITE(ps), ext); }
const char *sp_plugin_doc_ext(const sp_plugin_doc *d) { return DOC(d)->ext; }

sp_plugin_doc *sp_plugin_page_from_static(sp_plugin_site *ps, size_t i, const char *permalink, sp_error *err)
{
    sp_site *s = SITE(ps);
    sp_arena *a = s->arena;
    const char *relpath = s->statics[i]->path;
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(s->src, relpath, &b, err) != 0) {
        sp_buf_free(&b);
        return NULL;
    }
    char *text = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    size_t len = b.len;
    sp_buf_free(&b);
    size_t bom = sp_site_bom_len(text, len);
    text += bom;
    len -= bom;
    sp_doc *d = new_page(s, SP_DOC_PAGE, relpath, text, len);
    d->no_liquid = !sp_site_has_liquid(text, len);
    d->page = sp_hash_new(a, 8);
    sp_hash_deep_merge(d->page, sp_site_defaults_for(s, relpath, "pages"));
    if (permalink)
        sp_hash_setc(d->page, "permalink", sp_cstr(a, permalink));
    return finish_page(s, d, err);
}

const char *sp_plugin_doc_body(const sp_plugin_doc *d, size_t *len)
{
    return sp_site_doc_body(DOC(d), len);
}

void sp_plugin_doc_set_content(sp_plugin_doc *d, const char *text, size_t len)
{
    sp_site_doc_set_body(DOC(d), text, len);
    sp_hash_setc(DOC(d)->page, "content", sp_str_ref(text, len));
}

int sp_plugin_markdownify(sp_plugin_site *ps, const char *text, size_t len, sp_buf *out, sp_error *err)
{
    sp_markdown_options md;
    if (sp_site_markdown_options(SITE(ps), &md, false, err) != 0)
        return -1;
    return sp_markdown_render(text, len, &md, out, err);
}

void sp_plugin_relative_url(sp_plugin_site *ps, const char *url, sp_buf *out)
{
    sp_value b = sp_hash_at(SITE(ps)->config, "baseurl");
    if (b.type == SP_STRING && b.u.s.len) {
        size_t n = b.u.s.len;
        while (n && b.u.s.ptr[n - 1] == '/')
            n--;
        if (n && b.u.s.ptr[0] != '/')
            sp_buf_putc(out, '/');
        sp_buf_append(out, b.u.s.ptr, n);
    }
    if (url[0] != '/')
        sp_buf_putc(out, '/');
    sp_buf_puts(out, url);
}

const char *sp_plugin_static_url(sp_plugin_site *ps, size_t i)
{
    sp_site *s = SITE(ps);
    sp_buf b = SP_BUF_INIT;
    sp_buf_putc(&b, '/');
    sp_site_escape_path(&b, s->static_out[i], strlen(s->static_out[i])); /* StaticFile#url: URL.escape_path */
    char *r = sp_arena_strndup(s->arena, b.data, b.len);
    sp_buf_free(&b);
    return r;
}

sp_value sp_plugin_defaults_for(sp_plugin_site *ps, const char *path, const char *type)
{
    return sp_site_defaults_for(SITE(ps), path, type);
}

const char *sp_plugin_url_from_template(sp_plugin_site *ps, const char *tmpl, const char *const *keys,
                                        const char *const *vals, int n)
{
    sp_site *s = SITE(ps);
    sp_buf b = SP_BUF_INIT;
    sp_site_url_from_hash(tmpl, keys, vals, n, &b);
    char *r = sp_site_sanitize_url(s->arena, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

const char *sp_plugin_slugify(sp_plugin_site *ps, const char *str, size_t len)
{
    return sp_site_slugify(SITE(ps)->arena, str, len, NULL, false);
}

sp_plugin_doc *sp_plugin_add_page_at(sp_plugin_site *ps, const char *relpath, const char *url, sp_value data,
                                     sp_error *err)
{
    sp_value d = sp_is_hash(data) ? data : sp_hash_new(SITE(ps)->arena, 4);
    sp_value old = sp_hash_at(d, "permalink");
    sp_hash_setc(d, "permalink", sp_cstr(SITE(ps)->arena, url));
    sp_plugin_doc *doc = sp_plugin_add_page(ps, relpath, "", d, err);
    if (doc)
        sp_hash_setc(d, "permalink", old);
    return doc;
}

sp_plugin_doc *sp_plugin_copy_page_at(sp_plugin_site *ps, const sp_plugin_doc *tmpl, const char *url,
                                      const char *name, const char *path, sp_error *err)
{
    sp_site *s = SITE(ps);
    sp_arena *a = s->arena;
    if (sp_site_doc_load(DOC(tmpl), err) != 0) /* its page.content: the text, not a stand-in (lazy bodies) */
        return NULL;
    sp_doc *d = sp_arena_calloc(a, 1, sizeof *d);
    *d = *DOC(tmpl);
    d->kind = SP_DOC_GENERATED;
    d->write = true;
    d->page = sp_value_copy(a, DOC(tmpl)->page);
    d->url = sp_arena_strdup(a, url);
    char *un = sp_site_unescape_path(a, d->url);
    size_t ul = strlen(un);
    d->out_path = sp_arena_printf(a, "%s%s", un + (un[0] == '/'), ul && un[ul - 1] == '/' ? "index.html" : "");
    if (!sp_path_is_safe(d->out_path, strlen(d->out_path))) {
        sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "pagination gives an unsafe output path %s", d->out_path);
        return NULL;
    }
    /* Page#dir: the url when it ends in "/", else its folder */
    const char *slash = strrchr(d->url, '/');
    sp_hash_setc(d->page, "url", sp_cstr(a, d->url));
    sp_hash_setc(d->page, "dir", d->url[strlen(d->url) - 1] == '/' ? sp_cstr(a, d->url)
                                     : sp_str(a, d->url, slash ? (size_t)(slash - d->url) + 1 : 1));
    sp_hash_setc(d->page, "name", sp_cstr(a, name));
    sp_hash_setc(d->page, "path", sp_cstr(a, path));
    sp_site_add_doc(s, d);
    sp_array_push(sp_hash_at(s->site, "pages"), d->page);
    sp_array_push(sp_hash_at(s->site, "html_pages"), d->page);
    return PDOC(d);
}

/* site[key] without h (a new array in its place) */
static void drop_from(sp_site *s, const char *key, sp_value h)
{
    sp_value arr = sp_hash_at(s->site, key);
    if (!sp_is_array(arr))
        return;
    sp_value out = sp_array_new(s->arena, sp_array_len(arr));
    for (size_t i = 0; i < sp_array_len(arr); i++) {
        sp_value v = sp_array_get(arr, (int64_t)i);
        if (!(v.type == SP_HASH && v.u.h == h.u.h))
            sp_array_push(out, v);
    }
    sp_hash_setc(s->site, key, out);
}

void sp_plugin_remove_page(sp_plugin_site *ps, sp_plugin_doc *d)
{
    sp_site *s = SITE(ps);
    DOC(d)->write = false;
    drop_from(s, "pages", DOC(d)->page);
    drop_from(s, "html_pages", DOC(d)->page);
}

sp_value sp_plugin_collection_docs(sp_plugin_site *ps, const char *label)
{
    sp_site *s = SITE(ps);
    sp_value out = sp_array_new(s->arena, 16);
    if (!strcmp(label, "posts")) {
        /* site.posts is newest first; the collection's docs are oldest first */
        sp_value p = sp_hash_at(s->site, "posts");
        for (size_t i = sp_array_len(p); i-- > 0;)
            sp_array_push(out, sp_array_get(p, (int64_t)i));
        return out;
    }
    sp_value c = sp_hash_at(s->site, label);
    for (size_t i = 0; i < sp_array_len(c); i++)
        sp_array_push(out, sp_array_get(c, (int64_t)i));
    return out;
}
