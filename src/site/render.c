/* The render pipeline (Jekyll's Renderer): per document, Liquid on the body (unless render_with_liquid is false
 * or there is no Liquid construct), then the converter (Markdown, Sass, identity), then the layout chain. Runs
 * on a pool of threads; documents only read the shared model while rendering, and what they produce (content
 * after conversion, output) is written back between phases, so the result is the same for any number of
 * threads: excerpts, then collection documents, then pages (Jekyll's order). */
#include <ctype.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "site/site_internal.h"

#include "sitepub/highlight.h"
#include "sitepub/liquid.h"
#include "sitepub/markdown.h"
#include "sitepub/plugin.h"

typedef struct render_state {
    sp_site *s;
    sp_doc **items;
    size_t n;
    atomic_size_t next;
    int phase; /* 0 excerpts, 1 documents */
    pthread_mutex_t err_lock;
    sp_error err;
    size_t err_index; /* the lowest failing index wins, so the error does not depend on the thread count */
    bool failed;
    /* per document results */
    char **content; /* converted content (malloc'd) */
    size_t *content_len;
    sp_liquid_cache *cache;
    sp_liquid_template **layout_tpl;
    sp_markdown_options md;
    pthread_mutex_t texts_lock; /* guards s->texts, s->text_paths and s->arena while rendering */
    sp_value entry_index;       /* source path -> index in s->entries (nil until an include_relative asks) */
    /* progress (opts->progress): documents rendered of total, under progress_lock */
    pthread_mutex_t progress_lock;
    size_t progress_done, progress_total, progress_reused;
    double progress_last; /* when it was last reported */
    /* outputs go to the sink as they are rendered and are freed: not an incremental build, or one whose plan
     * renders every output (then nothing can make it render again, sp_site_inc_check) */
    bool stream;
    sp_value kd, site_kd; /* site.kramdown once the converter is set up, and s->site with it (sp_doc.kd_setup) */
    /* the phase's speculative renders (spec NULL: none): per item, whether it is one, its mark before it rendered,
     * and whether it is thrown away (spec_bad: it read a document of group[] cur_group, or failed; nothing stored) */
    const bool *spec;
    const sp_inc_mark *spec_mark;
    bool *spec_bad;
    const size_t *group; /* per document: its group in the walk (sp_site_render) */
    size_t cur_group;
} render_state;

typedef struct render_ctx {
    render_state *st;
    sp_doc *doc;
    sp_buf scratch;
} render_ctx;

static void record_error(render_state *st, size_t index, const sp_error *e)
{
    pthread_mutex_lock(&st->err_lock);
    if (!st->failed || index < st->err_index) {
        st->err = *e;
        st->err_index = index;
        st->failed = true;
    }
    pthread_mutex_unlock(&st->err_lock);
}

static sp_liquid_error_mode error_mode(sp_site *s)
{
    sp_value m = sp_hash_at(sp_hash_at(s->config, "liquid"), "error_mode");
    if (m.type == SP_STRING && !strcmp(m.u.s.ptr, "strict"))
        return SP_LIQUID_STRICT;
    if (m.type == SP_STRING && !strcmp(m.u.s.ptr, "lax"))
        return SP_LIQUID_LAX;
    return SP_LIQUID_WARN;
}

/* Liquid's warnings in warn mode (Jekyll's default error mode) go to the build's log, as Jekyll prints
 * "Liquid Warning: Liquid syntax error (line N): ..." and goes on; name:line says where (the file's own line). */
static void liquid_warn(void *ud, const char *name, int line, const char *message)
{
    sp_site *s = ud;
    sp_site_warn(s, name, line, "%s:%d: Liquid Warning: Liquid syntax error (line %d): %s", name, line, line, message);
}

static int resolve_include(void *ud, sp_liquid_partial_kind kind, const char *name, size_t name_len,
                           const char **src, size_t *len, const char **cache_key, sp_error *err)
{
    render_ctx *rc = ud;
    sp_site *s = rc->st->s;
    /* the templates plugins' tags include (jekyll-seo-tag's) */
    if (kind == SP_LIQUID_PARTIAL_INCLUDE && sp_site_plugin_partial(s, name, name_len, src, len, cache_key))
        return 0;
    sp_value idv = sp_hash_at(s->config, "includes_dir");
    const char *idir = idv.type == SP_STRING ? idv.u.s.ptr : "_includes";
    sp_buf path = SP_BUF_INIT;
    if (kind == SP_LIQUID_PARTIAL_INCLUDE_RELATIVE) {
        const char *rel = rc->doc ? rc->doc->relpath : "";
        const char *slash = strrchr(rel, '/');
        if (slash)
            sp_buf_append(&path, rel, (size_t)(slash - rel + 1));
        sp_buf_append(&path, name, name_len);
    } else {
        sp_buf_printf(&path, "%s/%.*s", idir, (int)name_len, name);
    }
    if (!sp_path_is_safe(path.data, path.len)) {
        sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                     "Invalid syntax for include tag. File contains invalid characters or sequences: %.*s",
                     (int)name_len, name);
        sp_buf_free(&path);
        return -1;
    }
    /* the model keeps one copy of each include's text for the whole build (symbolic links are never read);
     * include_relative files are read on first use, under the lock that guards the table */
    pthread_mutex_lock(&rc->st->texts_lock);
    sp_value text;
    bool found = sp_hash_get(s->texts, path.data, path.len, &text) && text.type == SP_STRING;
    if (!found && kind == SP_LIQUID_PARTIAL_INCLUDE_RELATIVE) {
        if (sp_is_nil(rc->st->entry_index)) { /* under texts_lock, as the arena's other allocations here */
            rc->st->entry_index = sp_hash_new(s->arena, s->nentries);
            for (size_t i = 0; i < s->nentries; i++)
                sp_hash_setc(rc->st->entry_index, s->entries[i].path, sp_int((int64_t)i));
        }
        sp_value idx;
        if (sp_hash_get(rc->st->entry_index, path.data, path.len, &idx) &&
            s->entries[idx.u.i].mode != SP_MODE_LINK) {
            sp_buf b = SP_BUF_INIT, pre = SP_BUF_INIT;
            bool changed = false;
            if (sp_source_read(s->src, path.data, &b, err) != 0 ||
                sp_site_jekyll_tags(s, path.data, 1, b.data ? b.data : "", b.len, &pre, &changed, err) != 0) {
                sp_buf_free(&b);
                sp_buf_free(&pre);
                sp_buf_free(&path);
                pthread_mutex_unlock(&rc->st->texts_lock);
                return -1;
            }
            text = changed ? sp_str(s->arena, pre.data, pre.len) : sp_str(s->arena, b.data ? b.data : "", b.len);
            sp_hash_set(s->texts, path.data, path.len, text);
            sp_hash_set(s->text_paths, path.data, path.len, sp_str(s->arena, path.data, path.len));
            sp_buf_free(&b);
            sp_buf_free(&pre);
            found = true;
        }
    }
    if (found) {
        *src = text.u.s.ptr;
        *len = text.u.s.len;
        sp_value key = sp_hash_at(s->text_paths, path.data);
        *cache_key = key.type == SP_STRING ? key.u.s.ptr : NULL;
        pthread_mutex_unlock(&rc->st->texts_lock);
        sp_buf_free(&path);
        return 0;
    }
    pthread_mutex_unlock(&rc->st->texts_lock);
    if (kind == SP_LIQUID_PARTIAL_INCLUDE_RELATIVE) {
        /* as Jekyll 4.3 include_relative: the folder searched (the document's), not the file */
        const char *rel = rc->doc ? rc->doc->relpath : "";
        const char *slash = strrchr(rel, '/');
        int dlen = slash ? (int)(slash - rel) : 1;
        sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                     "Could not locate the included file '%.*s' in any of [\"%.*s\"]. Ensure it exists in one of "
                     "those directories and is not a symlink as those are not allowed in safe mode.",
                     (int)name_len, name, dlen, slash ? rel : ".");
    } else
        sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                     "Could not locate the included file '%.*s' in any of [\"%s\"]. Ensure it exists in one of those "
                     "directories and is not a symlink as those are not allowed in safe mode.",
                     (int)name_len, name, idir);
    sp_buf_free(&path);
    return -1;
}

/* kramdown's Parser::Base#adapt_source turns every "\r\n" and lone "\r" into "\n" before parsing: a CRLF
 * document converts exactly as its LF twin (its raw HTML and code blocks included). Returns text, or lf's bytes
 * when a CR had to go. */
static const char *adapt_source(const char *text, size_t *len, sp_buf *lf)
{
    if (!memchr(text, '\r', *len))
        return text;
    for (size_t i = 0; i < *len; i++) {
        if (text[i] != '\r')
            sp_buf_putc(lf, text[i]);
        else if (i + 1 >= *len || text[i + 1] != '\n')
            sp_buf_putc(lf, '\n');
    }
    *len = lf->len;
    return lf->data ? lf->data : "";
}

static int markdownify(void *ud, const char *md, size_t len, sp_buf *out, sp_error *err)
{
    render_ctx *rc = ud;
    sp_buf lf = SP_BUF_INIT;
    md = adapt_source(md, &len, &lf);
    int r = sp_markdown_render(md, len, &rc->st->md, out, err);
    sp_buf_free(&lf);
    return r;
}

/* The Liquid highlight tag's body: what Jekyll's Rouge formatter gives (HTML, or HTMLTable with linenos), with
 * the final newline the tag then chomps. The figure/pre/code wrapper is the Liquid module's. */
static int highlight_tag(void *ud, const char *lang, const char *options, const char *code, size_t code_len,
                         sp_buf *out, sp_error *err)
{
    render_ctx *ctx = ud;
    sp_buf markup = SP_BUF_INIT, full = SP_BUF_INIT;
    sp_buf_puts(&markup, lang);
    if (options && *options) {
        sp_buf_putc(&markup, ' ');
        sp_buf_puts(&markup, options);
    }
    int rc = sp_highlight_tag(markup.data, code, code_len, &full, err);
    sp_buf_free(&markup);
    if (rc != 0) {
        sp_buf_free(&full);
        return -1;
    }
    const char *f = sp_buf_cstr(&full);
    const char *dl = strstr(f, "data-lang=\"");
    const char *start = dl ? strstr(dl, "\">") : NULL;
    static const char tail[] = "</code></pre></figure>";
    size_t tl = sizeof tail - 1;
    if (!start || full.len < tl || memcmp(full.data + full.len - tl, tail, tl) != 0) {
        sp_buf_free(&full);
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "unexpected highlight markup");
    }
    start += 2;
    size_t body = out->len;
    sp_buf_append(out, start, (size_t)(full.data + full.len - tl - start));
    if (ctx && ctx->st->md.processor == SP_MD_COMMONMARK_GHPAGES)
        sp_markdown_ghpages_highlight(out, body);
    sp_buf_putc(out, '\n');
    sp_buf_free(&full);
    return 0;
}

int sp_site_markdown_options(sp_site *s, sp_markdown_options *md, bool warn, sp_error *err)
{
    if (sp_markdown_options_from_config(s->config, md, err) != 0)
        return -1;
    sp_markdown_options_processor(s->config, sp_plugin_enabled((sp_plugin_site *)(void *)s, "jekyll-commonmark"),
                                  sp_plugin_enabled((sp_plugin_site *)(void *)s, "jekyll-commonmark-ghpages"), md);
    if (warn && md->cm_invalid[0]) /* jekyll-commonmark's validate */
        sp_site_warn(s, "_config.yml", 0,
                     "CommonMark: not valid, ignored: %s (options: SOURCEPOS, HARDBREAKS, NOBREAKS, UNSAFE, SMART, "
                     "VALIDATE_UTF8, GITHUB_PRE_LANG, LIBERAL_HTML_TAG, FOOTNOTES, STRIKETHROUGH_DOUBLE_TILDE, "
                     "TABLE_PREFER_STYLE_ATTRIBUTES, FULL_INFO_STRING; extensions: table, strikethrough, autolink, "
                     "tagfilter, tasklist)",
                     md->cm_invalid);
    return 0;
}

/* kramdown's call to Rouge for code blocks and spans: only the tokens; decline for unknown languages. */
static int code_hook(void *ctx, sp_md_code_kind kind, const char *lang, const char *code, size_t code_len,
                     sp_buf *out, sp_error *err)
{
    (void)ctx;
    (void)kind;
    (void)err;
    return sp_highlight_fancy(lang, code, code_len, out) ? 0 : 1;
}

/* Jekyll's Renderer#render_liquid reports every Liquid failure as "Liquid Exception: MESSAGE in PATH" (PATH the
 * page, post or layout rendered), and its include tag marks one raised inside an include with "included"
 * ("Liquid error (_includes/x.html line 3): undefined variable author included in index.html"). Our advice
 * after "; the tag at ..." stays last. */
static void jekyll_liquid_message(sp_error *err, const char *path)
{
    /* every error of a Liquid parse or render is Jekyll's "Liquid Exception" (Renderer#render_liquid): Liquid's
     * own ("Liquid error (line N): ...") and the Ruby exceptions raised through it as they are (a tag's "Could
     * not find ...", a filter's "Invalid Date: ...", markdownify's converter error) */
    if (!err || err->code != SP_ERR_INPUT || !strncmp(err->message, "Liquid Exception: ", 18))
        return;
    bool included = err->file[0] && strcmp(err->file, path) != 0;
    const char *adv = strstr(err->message, "; the tag at ");
    size_t head = adv ? (size_t)(adv - err->message) : strlen(err->message);
    char msg[sizeof err->message];
    const char *m = err->message;
    static const char syn[] = "Liquid syntax error (line ";
    if (included && !strncmp(m, syn, sizeof syn - 1)) /* an include's own syntax error names it, as Jekyll's */
        snprintf(msg, sizeof msg, "Liquid Exception: Liquid syntax error (%s line %.*s%s in %s%s", err->file,
                 (int)(head - (sizeof syn - 1)), m + sizeof syn - 1, " included", path, adv ? adv : "");
    else
        snprintf(msg, sizeof msg, "Liquid Exception: %.*s%s in %s%s", (int)head, m, included ? " included" : "",
                 path, adv ? adv : "");
    memcpy(err->message, msg, sizeof msg);
}

static double prof_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int link_tag(void *ud, const char *path, size_t len, sp_buf *out, sp_error *err)
{
    return sp_site_link_url(ud, path, len, out, err);
}

static void profile_partial(void *ud, const char *name, size_t bytes, double seconds)
{
    sp_site_profile_add(ud, name, bytes, seconds);
}

static void inc_read(void *ud, int kind, sp_value obj, sp_value key, sp_value val)
{
    render_ctx *rc = ud;
    sp_site_inc_note(rc->st->s, rc->doc, kind, obj, key, val);
}

static int liquid_render(render_ctx *rc, const char *name, const char *text, size_t len, int line, sp_value globals,
                         sp_buf *out, sp_error *err)
{
    sp_site *s = rc->st->s;
    sp_liquid_parse_options po = {0};
    po.error_mode = error_mode(s);
    po.flags = SP_LIQUID_JEKYLL;
    po.line_offset = line - 1;
    po.warn = liquid_warn;
    po.warn_ud = s;
    sp_liquid_template *t = NULL;
    if (sp_liquid_parse(name, text, len, &po, &t, err) != 0) {
        jekyll_liquid_message(err, name);
        return -1;
    }
    int r = 0;
    sp_liquid_render_options ro;
    memset(&ro, 0, sizeof ro);
    ro.globals = globals;
    ro.site = s->site;
    ro.render_errors = false;
    sp_value lq = sp_hash_at(s->config, "liquid");
    ro.strict_variables = sp_truthy(sp_hash_at(lq, "strict_variables"));
    ro.strict_filters = sp_truthy(sp_hash_at(lq, "strict_filters"));
    ro.error_mode = po.error_mode;
    ro.flags = SP_LIQUID_JEKYLL;
    ro.resolve = resolve_include;
    ro.resolve_ud = rc;
    ro.cache = rc->st->cache;
    ro.markdownify = markdownify;
    ro.markdownify_ud = rc;
    ro.highlight = highlight_tag;
    ro.highlight_ud = rc;
    if (s->opts->profile) {
        ro.profile = profile_partial;
        ro.profile_ud = s;
    }
    ro.trace = s->opts->trace;
    ro.link = link_tag;
    ro.link_ud = s;
    if (s->inc) {
        ro.read = inc_read;
        ro.read_ud = rc;
    }
    size_t at = out->len;
    double t0 = s->opts->profile ? prof_now() : 0;
    r = sp_liquid_render(t, &ro, out, err);
    if (s->opts->profile)
        sp_site_profile_add(s, name, out->len - at, prof_now() - t0);
    if (r != 0)
        jekyll_liquid_message(err, name);
    sp_liquid_template_free(t);
    return r;
}

static int layout_render(render_ctx *rc, size_t li, sp_value globals, sp_buf *out, sp_error *err)
{
    sp_site *s = rc->st->s;
    sp_liquid_render_options ro;
    memset(&ro, 0, sizeof ro);
    ro.globals = globals;
    ro.site = s->site;
    sp_value lq = sp_hash_at(s->config, "liquid");
    ro.strict_variables = sp_truthy(sp_hash_at(lq, "strict_variables"));
    ro.strict_filters = sp_truthy(sp_hash_at(lq, "strict_filters"));
    ro.error_mode = error_mode(s);
    ro.flags = SP_LIQUID_JEKYLL;
    ro.resolve = resolve_include;
    ro.resolve_ud = rc;
    ro.cache = rc->st->cache;
    ro.markdownify = markdownify;
    ro.markdownify_ud = rc;
    ro.highlight = highlight_tag;
    ro.highlight_ud = rc;
    if (s->opts->profile) {
        ro.profile = profile_partial;
        ro.profile_ud = s;
    }
    ro.trace = s->opts->trace;
    ro.link = link_tag;
    ro.link_ud = s;
    if (s->inc) {
        ro.read = inc_read;
        ro.read_ud = rc;
    }
    size_t at = out->len;
    double t0 = s->opts->profile ? prof_now() : 0;
    int r = sp_liquid_render(rc->st->layout_tpl[li], &ro, out, err);
    if (s->opts->profile)
        sp_site_profile_add(s, s->layouts[li].relpath, out->len - at, prof_now() - t0);
    if (r != 0)
        jekyll_liquid_message(err, s->layouts[li].relpath);
    return r;
}

/* sp_plugin_render.liquid: a plugin's one-variable template with this document's site and page */
typedef struct plugin_render_ctx {
    render_ctx *rc;
    sp_value globals;
} plugin_render_ctx;

static int plugin_liquid(const sp_plugin_render *r, const char *tmpl, sp_value x, sp_value *out, sp_error *err)
{
    plugin_render_ctx *f = r->impl;
    sp_hash_setc(f->globals, "x", x);
    sp_buf b = SP_BUF_INIT;
    int rc = liquid_render(f->rc, "jekyll-seo-tag", tmpl, strlen(tmpl), 1, f->globals, &b, err);
    if (rc == 0)
        *out = b.len ? sp_str(r->arena, b.data, b.len) : sp_nil();
    sp_buf_free(&b);
    return rc;
}

/* Renderer#place_in_layouts: layouts[data["layout"].to_s], so `layout: 999` is the layout 999 */
static long find_layout(sp_site *s, sp_value name)
{
    if (name.type != SP_STRING && name.type != SP_INT && name.type != SP_FLOAT)
        return -1;
    sp_buf b = SP_BUF_INIT;
    const char *n = name.u.s.ptr;
    size_t nl = name.u.s.len;
    if (name.type != SP_STRING) {
        sp_value_to_s(&b, name);
        n = b.data ? b.data : "";
        nl = b.len;
    }
    long found = -1;
    for (size_t i = 0; i < s->nlayouts && found < 0; i++)
        if (strlen(s->layouts[i].name) == nl && !memcmp(s->layouts[i].name, n, nl))
            found = (long)i;
    sp_buf_free(&b);
    return found;
}

/* A shallow copy of h with one key replaced (documents show their converted content to their layouts without
 * writing into the shared model while other threads read it). */
static sp_value with_key(sp_arena *a, sp_value h, const char *key, sp_value v)
{
    sp_value c = sp_hash_new(a, sp_hash_len(h) + 1);
    sp_hash_merge(c, h);
    sp_hash_setc(c, key, v);
    c.flags = h.flags; /* a document stays a document (SP_FLAG_DOCUMENT) */
    return c;
}

static int convert(render_ctx *rc, sp_doc *d, const char *text, size_t len, sp_buf *out, sp_error *err)
{
    render_state *st = rc->st;
    if (d->markdown) {
        /* Jekyll::Converters::Markdown#convert: @cache.getset(content) */
        unsigned char key[20];
        if (st->s->cache) {
            sp_site_cache_key(st->s, "markdown", text, len, NULL, 0, key);
            if (sp_site_cache_get(st->s, "markdown", key, out))
                return 0;
        }
        size_t at = out->len;
        sp_buf lf = SP_BUF_INIT;
        size_t n = len;
        const char *src = adapt_source(text, &n, &lf);
        int r = sp_markdown_render(src, n, &st->md, out, err);
        sp_buf_free(&lf);
        if (r != 0) {
            if (!err->file[0])
                snprintf(err->file, sizeof err->file, "%s", d->relpath);
            return -1;
        }
        if (st->s->cache)
            sp_site_cache_put(st->s, "markdown", key, out->data + at, out->len - at);
        return 0;
    }
    size_t body_len;
    if (d->sass && d->css_ready && text == sp_site_doc_body(d, &body_len)) {
        /* compiled early (sp_site_sass_early_queue) from this same text */
        if (d->css_err) {
            *err = *d->css_err;
            return -1;
        }
        sp_buf_append(out, d->css, d->css_len);
        return 0;
    }
    if (d->sass)
        return sp_site_compile_scss(st->s, d, text, len, out, err);
    sp_buf_append(out, text, len);
    return 0;
}

/* After a full build wrote d: a page's output is read by nobody (only a collection document's is in the model,
 * as `output`), so it goes; a document's stays for the renders after it (`post.output`, or the document printed
 * whole, whose to_s is its output; Jekyll keeps them all), in the store of a large build (spill.c) or cut to its
 * length in the heap. An output that is the document's converted content (no layout: one text for both) is kept
 * as that content is. */
static void drop_output(sp_site *s, sp_doc *d)
{
    if (d->kind == SP_DOC_PAGE || d->kind == SP_DOC_GENERATED) {
        sp_site_doc_free_output(s, d);
        return;
    }
    if (!d->output_own)
        return;
    sp_buf b = {d->output, d->output_len, d->output_len + 1};
    size_t len = d->output_len;
    sp_site_doc_set_output(d, sp_site_keep_text(s, &b, true), len, true);
}

void sp_site_doc_set_output(sp_doc *d, char *output, size_t len, bool own)
{
    d->output = output;
    d->output_len = output ? len : 0;
    d->output_own = output && own;
    d->inc_stored = false;
}

void sp_site_doc_free_output(const sp_site *s, sp_doc *d)
{
    if (d->output_own)
        sp_site_text_free(s, d->output);
    sp_site_doc_set_output(d, NULL, 0, false);
}

/* Whether a plugin rewrites outputs (a :post_render hook) */
static bool any_post_render(const sp_site *s)
{
    for (size_t i = 0; i < s->nplugins; i++)
        if (s->plugins[i]->post_render)
            return true;
    return false;
}

/* Jekyll renders one document after another, and its Markdown converter writes syntax_highlighter,
 * syntax_highlighter_opts and coderay into site.kramdown when it first converts (KramdownParser#setup): a
 * render sees them from the document converted first on (that one's own Liquid does not, its layouts do; an
 * excerpt, which Jekyll renders when something shows it, sees them from that document on). */
static void kramdown_setup_order(render_state *st)
{
    sp_site *s = st->s;
    size_t first = s->ndocs;
    for (size_t i = 0; i < s->ndocs && first == s->ndocs; i++)
        if (s->docs[i]->markdown)
            first = i;
    if (st->md.processor == SP_MD_KRAMDOWN && first < s->ndocs)
        st->kd = sp_site_kramdown_setup(s, sp_hash_at(s->site, "kramdown"));
    if (sp_is_nil(st->kd)) {
        for (size_t i = 0; i < s->ndocs; i++)
            s->docs[i]->kd_setup = 0;
        return;
    }
    st->site_kd = with_key(s->arena, s->site, "kramdown", st->kd);
    for (size_t i = 0; i < s->ndocs; i++)
        s->docs[i]->kd_setup = i < first ? 0 : i == first ? 1 : 2;
}

/* The `site` d's render sees, in its Liquid (layouts false) or its layouts */
static sp_value site_for(render_state *st, sp_arena *scratch, const sp_doc *d, int phase, bool layouts)
{
    bool kd = d->kd_setup == 2 || (d->kd_setup == 1 && (layouts || phase == 0));
    sp_value base = kd ? st->site_kd : st->s->site;
    /* site.related_posts is the current post's (SiteDrop#related_posts), nil elsewhere */
    if (phase == 1 && !sp_is_nil(d->related))
        return with_key(scratch, base, "related_posts", d->related);
    if (!sp_is_nil(d->site_override))
        return kd ? with_key(scratch, d->site_override, "kramdown", st->kd) : d->site_override;
    return base;
}

/* A failed write or store of d's output: err names the document (when the sink named no file) and the path; -1 */
static int write_failed(const sp_doc *d, sp_error *err)
{
    if (!err->file[0])
        snprintf(err->file, sizeof err->file, "%s", d->relpath);
    sp_error_prefix(err, "writing %s", d->out_path);
    return -1;
}

static int render_one(render_ctx *rc, sp_arena *scratch, sp_doc *d, int phase, size_t index, sp_error *err)
{
    render_state *st = rc->st;
    sp_site *s = st->s;
    rc->doc = d;
    size_t len;
    const char *text = phase == 0 ? sp_site_doc_excerpt(d, &len) : sp_site_doc_body(d, &len);
    sp_value globals = sp_hash_new(scratch, 8);
    sp_value site = site_for(st, scratch, d, phase, false);
    sp_hash_setc(globals, "site", site);
    sp_hash_setc(globals, "page", d->page);
    sp_hash_setc(globals, "paginator", d->pager);
    sp_hash_setc(globals, "jekyll", s->jekyll);
    sp_hash_setc(globals, "highlighter_prefix", sp_nil());
    sp_hash_setc(globals, "highlighter_suffix", sp_nil());
    if (phase == 1 && s->nplugins) {
        plugin_render_ctx f = {rc, sp_hash_new(scratch, 4)};
        sp_hash_setc(f.globals, "site", site);
        sp_hash_setc(f.globals, "page", d->page);
        sp_plugin_render r = {scratch, site, d->page, d->pager, plugin_liquid, &f};
        if (sp_site_plugin_pre_render(s, &r, globals, err) != 0)
            return -1;
    }
    sp_buf liq = SP_BUF_INIT;
    sp_value rwl;
    bool no_liquid = (sp_hash_getc(d->page, "render_with_liquid", &rwl) && rwl.type == SP_BOOL && !rwl.u.b) ||
                     !sp_site_has_liquid(text, len);
    if (!no_liquid) {
        sp_buf pre = SP_BUF_INIT;
        bool changed;
        if (sp_site_jekyll_tags(s, d->relpath, d->body_line, text, len, &pre, &changed, err) != 0) {
            sp_buf_free(&pre);
            return -1;
        }
        int lr = changed ? liquid_render(rc, d->relpath, pre.data, pre.len, d->body_line, globals, &liq, err)
                         : liquid_render(rc, d->relpath, text, len, d->body_line, globals, &liq, err);
        sp_buf_free(&pre);
        if (lr != 0) {
            sp_buf_free(&liq);
            return -1;
        }
        text = liq.data ? liq.data : "";
        len = liq.len;
    }
    sp_buf conv = SP_BUF_INIT;
    if (!d->markdown && !d->sass && liq.data && text == liq.data) {
        /* the identity converter on Liquid's output: that buffer is the content (a listing page of a large site
         * is tens of megabytes; no second copy) */
        conv = liq;
        liq = (sp_buf)SP_BUF_INIT;
    } else if (convert(rc, d, text, len, &conv, err) != 0) {
        sp_buf_free(&liq);
        sp_buf_free(&conv);
        return -1;
    }
    sp_buf_free(&liq);
    if (!conv.data)
        sp_buf_append(&conv, "", 0);
    st->content_len[index] = conv.len;
    if (phase == 0 || d->inc_mode == SP_INC_CONTENT) { /* an incremental build's CONTENT: no layouts */
        st->content[index] = sp_site_keep_text(s, &conv, true); /* an excerpt too: most are never shown */
        return 0;
    }
    /* the layout chain */
    sp_value layout_name = sp_hash_at(d->page, "layout");
    bool place = !d->sass && !(layout_name.type == SP_STRING && !strcmp(layout_name.u.s.ptr, "none"));
    long li = place ? find_layout(s, layout_name) : -1;
    if (place && li < 0 && layout_name.type == SP_STRING && layout_name.u.s.len) {
        /* Renderer#validate_layout: a warning, and the document is written without a layout */
        /* point at the front matter's `layout:` line when it is there (else the value came from defaults) */
        int line = 1, col = 1;
        size_t fml;
        const char *fm = sp_site_doc_fm(d, &fml);
        for (size_t i = 0, l = d->fm_line; fm && i < fml; l++) {
            if (fml - i >= 7 && !memcmp(fm + i, "layout:", 7)) {
                line = (int)l;
                col = 9;
                break;
            }
            const char *nl = memchr(fm + i, '\n', fml - i);
            if (!nl)
                break;
            i = (size_t)(nl - fm) + 1;
        }
        (void)col;
        sp_site_warn(s, d->relpath, line,
                     "Build Warning: Layout '%s' requested in %s does not exist. (It is written without a layout; "
                     "add _layouts/%s.html or change the front matter.)",
                     layout_name.u.s.ptr, d->relpath, layout_name.u.s.ptr);
    }
    /* the converted content stays for the documents after this one (page.content), out of the heap in a large
     * build or for a large page (spill.c). A large one is kept before the layouts read it: they copy it out of the
     * spill file, which gives its pages back as they go (sp_buf_append), so it is not in memory twice; a small one
     * after them, from the heap (read through the file, the pages of thousands of posts stayed in memory) */
    size_t content_len = conv.len;
    char *content = NULL;
    if (li < 0 || content_len >= SP_BUF_RELEASE_MIN) {
        content = sp_site_keep_text(s, &conv, true);
        st->content[index] = content; /* the caller frees it on failure too */
    }
    char *output = content; /* without a layout the output is the content: one text for both, never copied */
    size_t output_len = content_len;
    if (li >= 0) {
        const char *text = content ? content : conv.data;
        sp_value conv_v = sp_str_ref(text, content_len);
        sp_value page = with_key(scratch, d->page, "content", conv_v);
        sp_hash_setc(globals, "page", page);
        if (d->kd_setup == 1) /* converted first: site.kramdown is set up for its layouts */
            sp_hash_setc(globals, "site", site_for(st, scratch, d, phase, true));
        /* each layout renders into the buffer that does not hold its content: the first reads the content itself
         * (no copy: a long listing page's text is tens of megabytes at 100,000 posts), into a buffer made the size
         * the content and the layout's text will need (a buffer that doubles holds up to twice that) */
        sp_buf bufs[2] = {SP_BUF_INIT, SP_BUF_INIT};
        int w = 0;
        const char *cur = text;
        size_t cur_len = content_len;
        bool *used = calloc(s->nlayouts + 1, 1);
        sp_value layout_data = sp_hash_new(scratch, 4);
        while (li >= 0) {
            used[li] = true;
            sp_layout *l = &s->layouts[li];
            sp_hash_setc(globals, "content", sp_str_ref(cur ? cur : "", cur_len));
            sp_value merged = sp_value_copy(scratch, l->data);
            sp_hash_deep_merge(merged, layout_data);
            layout_data = merged;
            sp_hash_setc(globals, "layout", layout_data);
            sp_buf_reserve(&bufs[w], cur_len + l->body_len + 4096);
            if (layout_render(rc, (size_t)li, globals, &bufs[w], err) != 0) {
                if (s->opts->trace && err) { /* --trace: which document the layout was placing */
                    size_t ml = strlen(err->message);
                    snprintf(err->message + ml, sizeof err->message - ml, " (the layout of %s)", d->relpath);
                }
                sp_buf_free(&bufs[0]);
                sp_buf_free(&bufs[1]);
                sp_buf_free(&conv);
                free(used);
                return -1;
            }
            cur = bufs[w].data;
            cur_len = bufs[w].len;
            w ^= 1;
            sp_buf_free(&bufs[w]); /* the text this layout placed (an earlier layout's): read by nobody now */
            sp_value parent = sp_hash_at(l->data, "layout");
            li = find_layout(s, parent);
            /* a layout's own missing layout ends the chain silently (Renderer#place_in_layouts) */
            if (li >= 0 && used[li])
                li = -1;
        }
        free(used);
        sp_buf_free(&bufs[w]);
        sp_buf *res = &bufs[w ^ 1];
        if (!res->data)
            sp_buf_append(res, "", 0);
        output_len = res->len;
        output = sp_site_keep_text(s, res, false); /* cut to its length */
        if (!content) {
            content = sp_site_keep_text(s, &conv, true);
            st->content[index] = content;
        }
    }
    if (s->nplugins && any_post_render(s)) {
        if (output == content) { /* the hooks replace the output: the content stays as it is */
            output = malloc(output_len + 1);
            if (!output)
                abort();
            memcpy(output, content, output_len + 1);
        }
        if (sp_site_plugin_post_render(s, d, &output, &output_len, err) != 0) {
            free(output);
            return -1;
        }
    }
    sp_site_doc_set_output(d, output, output_len, output != content);
    if (st->spec && st->spec[index] &&
        !sp_site_inc_read_outside(s, d, &st->spec_mark[index], st->group, st->cur_group)) {
        st->spec_bad[index] = true; /* it renders again in its turn: nothing stored */
        return 0;
    }
    /* final now: write it from this thread (hashing or writing the file runs in parallel too) */
    /* an incremental build that reuses outputs writes after rendering (sp_site_inc_finish) */
    if (d->write && s->sink && rc->st->stream) {
        if (sp_site_write_output(s, d, err) != 0)
            return -1;
        sp_site_inc_written(s, d); /* its blob id for the record, before the bytes go */
    }
    else if (d->write && s->sink && s->inc && !d->map && !d->inc_reused) {
        /* an incremental build that reuses outputs names its files at the end, on one thread
         * (sp_site_inc_finish); the blob is hashed and deflated now, on this one, and named then */
        int stored = sp_sink_store(s->sink, output ? output : "", output_len, d->inc_blob, err);
        if (stored < 0)
            return write_failed(d, err);
        d->inc_stored = stored == 0;
    }
    if (rc->st->stream) /* the sink has it (an incremental build that reuses writes it at the end) */
        drop_output(s, d);
    return 0;
}

/* Write d's output (and its source map, "PATH.map") to the sink; an error names the document and the path. */
int sp_site_write_output(sp_site *s, sp_doc *d, sp_error *err)
{
    /* an incremental build records the blob ids: the sink's (sp_sink_write_id), not hashed again; a blob the
     * sink stored while rendering is only named (reuse: 1 if the sink no longer has it, then written) */
    int wr = 1;
    if (d->inc_stored && s->sink->ops->reuse)
        wr = s->sink->ops->reuse(s->sink, d->out_path, SP_MODE_FILE, d->inc_blob, err);
    if (wr == 1)
        wr = s->inc ? sp_sink_write_id(s->sink, d->out_path, SP_MODE_FILE, d->output ? d->output : "", d->output_len,
                                       d->inc_blob, err)
                    : sp_sink_write(s->sink, d->out_path, SP_MODE_FILE, d->output ? d->output : "", d->output_len, err);
    if (wr != 0)
        return write_failed(d, err);
    d->inc_ids = s->inc != NULL;
    sp_site_spill_release(s, d->output, d->output_len); /* an output that is its content, in the store */
    if (!d->map)
        return 0;
    sp_buf mp = SP_BUF_INIT;
    sp_buf_printf(&mp, "%s.map", d->out_path);
    int rc = s->inc ? sp_sink_write_id(s->sink, mp.data, SP_MODE_FILE, d->map, d->map_len, d->inc_map_blob, err)
                    : sp_sink_write(s->sink, mp.data, SP_MODE_FILE, d->map, d->map_len, err);
    sp_buf_free(&mp);
    return rc;
}

/* opts->progress: one more document rendered (done_one) or the start; reported at most four times a second,
 * and always at the start and the end */
static void progress_step(render_state *st, bool done_one)
{
    const sp_site_options *o = st->s->opts;
    if (!o->progress)
        return;
    pthread_mutex_lock(&st->progress_lock);
    st->progress_done += done_one;
    double t = prof_now();
    if (!done_one || st->progress_done == st->progress_total || t - st->progress_last >= 0.25) {
        st->progress_last = t;
        o->progress(o->progress_ud, st->progress_done, st->progress_total, st->progress_reused);
    }
    pthread_mutex_unlock(&st->progress_lock);
}

static void *worker(void *arg)
{
    render_state *st = arg;
    sp_arena *scratch = sp_arena_new(0);
    render_ctx rc = {st, NULL, SP_BUF_INIT};
    for (;;) {
        size_t i = atomic_fetch_add(&st->next, 1);
        if (i >= st->n)
            break;
        pthread_mutex_lock(&st->err_lock);
        bool stop = st->failed && st->err_index < i;
        pthread_mutex_unlock(&st->err_lock);
        if (stop)
            break;
        sp_error e;
        sp_error_clear(&e);
        sp_site_inc_rendering(st->s, st->items[i]); /* its warnings are kept with it (incremental builds) */
        int r = render_one(&rc, scratch, st->items[i], st->phase, i, &e);
        sp_site_inc_rendering(st->s, NULL);
        bool spec = st->spec && st->spec[i];
        if (r != 0 && spec)
            st->spec_bad[i] = true; /* it renders again in its turn, and fails there if it must */
        else if (r != 0)
            record_error(st, i, &e);
        else if (st->phase == 1 && !spec) /* a speculative one counts once kept (sp_site_render) */
            progress_step(st, true);
        sp_arena_reset(scratch);
    }
    sp_buf_free(&rc.scratch);
    sp_arena_free(scratch);
    return NULL;
}

static int run_phase(render_state *st, sp_doc **items, size_t n, int phase, sp_error *err)
{
    st->items = items;
    st->n = n;
    st->phase = phase;
    atomic_store(&st->next, 0);
    st->failed = false;
    st->content = calloc(n + 1, sizeof *st->content);
    st->content_len = calloc(n + 1, sizeof *st->content_len);
    int jobs = sp_site_jobs(st->s);
    if ((size_t)jobs > n)
        jobs = n ? (int)n : 1;
    if (jobs <= 1) {
        worker(st);
    } else {
        /* jobs - 1 threads, and this one works beside them rather than waiting */
        pthread_t *t = calloc((size_t)jobs, sizeof *t);
        int started = 0;
        for (int i = 0; i < jobs - 1; i++)
            if (pthread_create(&t[i], NULL, worker, st) == 0)
                started++;
            else
                break;
        worker(st);
        for (int i = 0; i < started; i++)
            pthread_join(t[i], NULL);
        free(t);
    }
    if (st->failed) {
        *err = st->err;
        return -1;
    }
    return 0;
}

static void free_phase(render_state *st)
{
    free(st->content);
    free(st->content_len);
    st->content = NULL;
    st->content_len = NULL;
}

/* After a phase that failed: the outputs and contents it made (the contents kept by none of its documents yet)
 * are freed, with the phase. A document without a layout whose render finished has that same text as its output
 * (one text for both, render_one): it keeps no output, or free_docs would free the text again. */
static void free_failed_phase(render_state *st)
{
    for (size_t i = 0; i < st->n; i++) {
        sp_site_doc_free_output(st->s, st->items[i]);
        sp_site_text_free(st->s, st->content[i]);
    }
    free_phase(st);
}

/* Whether a template reads another document's converted content: a `.content` or `.output` after a name
 * (post.content, site.speakers[0].content, item.output); a name `page` counts only when own_page is set (in a
 * layout, page.content is the page's own). Only then does the order documents render in show in the output. */
static bool reads_other_content(const char *t, size_t len, bool own_page)
{
    static const char *const words[] = {".content", ".output"};
    for (int w = 0; w < 2; w++) {
        size_t wl = strlen(words[w]);
        const char *p = t, *e = t + len;
        while ((p = memmem(p, (size_t)(e - p), words[w], wl)) != NULL) {
            const char *q = p;
            while (q > t && (isalnum((unsigned char)q[-1]) || q[-1] == '_'))
                q--;
            bool own = p - q == 4 && !memcmp(q, "page", 4) && !own_page;
            bool word_end = p + wl == e || !(isalnum((unsigned char)p[wl]) || p[wl] == '_');
            if (!own && word_end && p > t && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == ']'))
                return true;
            p += wl;
        }
    }
    return false;
}

/* After the Sass pages rendered: each source map becomes a page appended to site.pages (SourceMapPage: the CSS
 * page's data, name BASENAME.css.map, content the map). A page sees the maps of the Sass pages before it in
 * render order (site.pages sorted by name), as in Jekyll where they are appended while rendering. */
static void add_source_map_pages(sp_site *s)
{
    sp_value pages = sp_hash_at(s->site, "pages");
    size_t nmaps = 0;
    sp_value visible = pages;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (d->kind != SP_DOC_PAGE && d->kind != SP_DOC_GENERATED)
            continue;
        if (d->sass && d->map) {
            sp_value m = sp_value_copy(s->arena, d->page);
            const char *mapname = sp_arena_printf(s->arena, "%.*s.css.map", (int)(strlen(d->name) - strlen(d->ext)),
                                                  d->name);
            const char *slash = strrchr(d->relpath, '/');
            const char *rel = slash ? sp_arena_printf(s->arena, "%.*s/%s", (int)(slash - d->relpath), d->relpath,
                                                      mapname)
                                    : mapname;
            sp_hash_setc(m, "content", sp_str_ref(d->map, d->map_len));
            sp_hash_setc(m, "name", sp_cstr(s->arena, mapname));
            sp_hash_setc(m, "path", sp_cstr(s->arena, rel));
            sp_hash_setc(m, "url", sp_cstr(s->arena, sp_arena_printf(s->arena, "%s.map", d->url)));
            /* a new array for the pages after this one */
            sp_value next = sp_array_new(s->arena, sp_array_len(visible) + 1);
            for (size_t k = 0; k < sp_array_len(visible); k++)
                sp_array_push(next, sp_array_get(visible, (int64_t)k));
            sp_array_push(next, m);
            visible = next;
            nmaps++;
            continue;
        }
        if (nmaps && !d->sass)
            d->site_override = with_key(s->arena, s->site, "pages", visible);
    }
}

/* What rendering changes in the model, as it was before (an incremental build that renders twice) */
typedef struct saved_doc {
    sp_value content, excerpt, output;
    bool has_content, has_excerpt, has_output;
    char *map;
} saved_doc;

static saved_doc *save_render_state(sp_site *s)
{
    saved_doc *v = calloc(s->ndocs + 1, sizeof *v);
    if (!v)
        abort();
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        v[i].has_content = sp_hash_getc(d->page, "content", &v[i].content);
        v[i].has_excerpt = sp_hash_getc(d->page, "excerpt", &v[i].excerpt);
        v[i].has_output = sp_hash_getc(d->page, "output", &v[i].output);
        v[i].map = d->map;
    }
    return v;
}

static void restore_one(sp_value page, const char *key, bool had, sp_value v)
{
    if (had)
        sp_hash_setc(page, key, v);
    else
        sp_hash_delete(page, key, strlen(key));
}

static void restore_render_state(sp_site *s, const saved_doc *v)
{
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        restore_one(d->page, "content", v[i].has_content, v[i].content);
        restore_one(d->page, "excerpt", v[i].has_excerpt, v[i].excerpt);
        restore_one(d->page, "output", v[i].has_output, v[i].output);
        sp_site_doc_free_output(s, d);
        sp_site_text_free(s, d->content);
        sp_site_text_free(s, d->excerpt_html);
        d->content = d->excerpt_html = NULL;
        if (d->map != v[i].map) {
            free(d->map);
            d->map = v[i].map;
        }
        d->site_override = sp_nil();
    }
}

int sp_site_render(sp_site *s, sp_error *err)
{
    saved_doc *saved = NULL;
    size_t *ex_nreads = NULL; /* per document: what its excerpt's render read (the first of its reads) */
    bool *stub = NULL;        /* per document: a memo one whose page.content was the stand-in when the pass began */
    render_state st;
    memset(&st, 0, sizeof st);
    st.s = s;
    pthread_mutex_init(&st.err_lock, NULL);
    pthread_mutex_init(&st.texts_lock, NULL);
    pthread_mutex_init(&st.progress_lock, NULL);
    st.entry_index = sp_nil(); /* made by the first include_relative (resolve_include) */
    int rc = -1;
    /* preload includes (the resolver hands out text that lives as long as the build) */
    sp_value idv = sp_hash_at(s->config, "includes_dir");
    const char *idir = idv.type == SP_STRING ? idv.u.s.ptr : "_includes";
    size_t il = strlen(idir);
    s->texts = sp_hash_new(s->arena, 16);
    s->text_paths = sp_hash_new(s->arena, 16);
    for (size_t i = 0; i < s->nentries; i++) {
        const sp_source_entry *e = &s->entries[i];
        bool inc = !strncmp(e->path, idir, il) && e->path[il] == '/';
        /* the includes folder is read now; include_relative files when first asked for (resolve_include) */
        if (e->mode == SP_MODE_LINK && inc)
            sp_site_log(s, 0, "Skipping: %s is a symbolic link that points outside the source or nowhere: not "
                              "followed (Jekyll's --safe rule; nothing outside the source is read)",
                        e->path);
        if (e->mode == SP_MODE_LINK || !inc)
            continue;
        sp_buf b = SP_BUF_INIT;
        if (sp_source_read(s->src, e->path, &b, err) != 0) {
            sp_buf_free(&b);
            goto out;
        }
        /* the include tag reads with Jekyll's file_read_opts (encoding "bom|utf-8"): a byte order mark goes */
        size_t bom = sp_site_bom_len(b.data, b.len);
        if (bom) {
            memmove(b.data, b.data + bom, b.len - bom);
            b.len -= bom;
        }
        sp_buf pre = SP_BUF_INIT;
        bool changed = false;
        if (inc && sp_site_jekyll_tags(s, e->path, 1, b.data ? b.data : "", b.len, &pre, &changed, err) != 0) {
            sp_buf_free(&pre);
            sp_buf_free(&b);
            goto out;
        }
        sp_hash_setc(s->text_paths, e->path, sp_cstr(s->arena, e->path));
        if (changed)
            sp_hash_setc(s->texts, e->path, sp_str(s->arena, pre.data, pre.len));
        else
            sp_hash_setc(s->texts, e->path, sp_str(s->arena, b.data ? b.data : "", b.len));
        sp_buf_free(&pre);
        sp_buf_free(&b);
    }
    if (sp_site_markdown_options(s, &st.md, true, err) != 0)
        goto out;
    if (st.md.highlight)
        st.md.code_hook = code_hook;
    kramdown_setup_order(&st);
    sp_site_plugin_partials(s);
    st.cache = sp_liquid_cache_new();
    st.layout_tpl = calloc(s->nlayouts + 1, sizeof *st.layout_tpl);
    for (size_t i = 0; i < s->nlayouts; i++) {
        sp_liquid_parse_options po = {0};
        po.error_mode = error_mode(s);
        po.flags = SP_LIQUID_JEKYLL;
        po.line_offset = s->layouts[i].body_line - 1;
        po.warn = liquid_warn;
        po.warn_ud = s;
        sp_buf pre = SP_BUF_INIT;
        bool changed;
        if (sp_site_jekyll_tags(s, s->layouts[i].relpath, s->layouts[i].body_line, s->layouts[i].body,
                                s->layouts[i].body_len, &pre, &changed, err) != 0) {
            sp_buf_free(&pre);
            goto out;
        }
        int pr = changed ? sp_liquid_parse(s->layouts[i].relpath, pre.data, pre.len, &po, &st.layout_tpl[i], err)
                         : sp_liquid_parse(s->layouts[i].relpath, s->layouts[i].body, s->layouts[i].body_len, &po,
                                           &st.layout_tpl[i], err);
        sp_buf_free(&pre);
        if (pr != 0) {
            jekyll_liquid_message(err, s->layouts[i].relpath);
            goto out;
        }
    }
    /* an incremental build whose plan fell short renders again from here, from the state saved here */
    if (s->inc) {
        sp_site_sass_early_wait(s); /* its thread sets the source maps: let it finish before they are saved */
        saved = save_render_state(s);
    }
    bool first_pass = true;
    bool memo_early = false;
again:
    if (first_pass) /* a long-running caller's texts of the outputs reused (memo.c) */
        sp_site_memo_fill(s);
    first_pass = false;
    /* the texts of what this pass renders, read now (lazy bodies: an output reused is never read); page.content
     * and page.excerpt hold them from here on, also after restore_render_state */
    if (sp_site_docs_load(s, err) != 0)
        goto out;
    free(stub);
    stub = calloc(s->ndocs + 1, sizeof *stub);
    if (!stub)
        abort();
    for (size_t i = 0; i < s->ndocs; i++)
        stub[i] = s->docs[i]->memo && !sp_site_doc_loaded(s->docs[i]);
    st.stream = sp_site_inc_streams(s);
    /* progress: the documents rendered below (phase 1) of those this build renders */
    st.progress_done = st.progress_total = st.progress_reused = 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        if (s->docs[i]->inc_mode == SP_INC_SKIP)
            st.progress_reused++;
        else
            st.progress_total++;
    }
    progress_step(&st, false);
    /* phase 0: excerpts of collection documents */
    {
        sp_doc **ex = calloc(s->ndocs + 1, sizeof *ex);
        size_t n = 0;
        for (size_t i = 0; i < s->ndocs; i++)
            if (sp_site_doc_has_excerpt(s->docs[i]) && s->docs[i]->kind != SP_DOC_PAGE && s->docs[i]->inc_mode != SP_INC_SKIP &&
                !s->docs[i]->memo)
                ex[n++] = s->docs[i];
        if (run_phase(&st, ex, n, 0, err) != 0) {
            free_failed_phase(&st);
            free(ex);
            goto out;
        }
        /* the documents own the rendered text (freed with them): no copy into the site's arena */
        for (size_t i = 0; i < n; i++) {
            sp_site_text_free(s, ex[i]->excerpt_html);
            ex[i]->excerpt_html = st.content[i];
            sp_hash_setc(ex[i]->page, "excerpt", sp_str_ref(st.content[i], st.content_len[i]));
        }
        free_phase(&st);
        free(ex);
        sp_site_memo_excerpts(s);
        free(ex_nreads);
        ex_nreads = calloc(s->ndocs + 1, sizeof *ex_nreads);
        if (!ex_nreads)
            abort();
        for (size_t i = 0; i < s->ndocs; i++)
            ex_nreads[i] = s->docs[i]->inc_nreads;
    }
    /* Site#render: the documents of each collection in turn (posts first, then the collections in the order of
     * _config.yml), then the pages: Sass pages first (their source maps join site.pages, as Jekyll's
     * SourceMapPage does during rendering, for the pages after them), then the others. A document rendered
     * before another shows it its converted content (no layout) as `content`; one not rendered yet, its source.
     * In each group, the documents that do not read other documents' content render in parallel first, their
     * results held back; then the group is walked in Jekyll's order: a document that reads `.content` or
     * `.output` (in its own text, or in any layout or include: reads_other_content) renders in its turn, seeing
     * the converted content of those before it and the source of those after it, and each result is shown to
     * the documents after it as the walk passes it. */
    {
        sp_value colls = sp_hash_at(s->config, "collections");
        size_t nl = sp_hash_len(colls);
        const char **labels = calloc(nl + 2, sizeof *labels);
        size_t nlab = 0;
        labels[nlab++] = "posts";
        for (size_t i = 0; i < nl; i++) {
            const char *k;
            size_t kl;
            sp_value v;
            sp_hash_entry(colls, i, &k, &kl, &v);
            if (strcmp(k, "posts"))
                labels[nlab++] = k;
        }
        bool shared_read = false, early = false;
        for (size_t i = 0; i < s->nlayouts && !shared_read; i++)
            shared_read = reads_other_content(s->layouts[i].body, s->layouts[i].body_len, false);
        for (size_t i = 0; i < sp_hash_len(s->texts) && !shared_read; i++) { /* the includes, read above */
            const char *k;
            size_t kl;
            sp_value v;
            sp_hash_entry(s->texts, i, &k, &kl, &v);
            shared_read = v.type == SP_STRING && reads_other_content(v.u.s.ptr, v.u.s.len, false);
        }
        sp_doc **items = calloc(s->ndocs + 1, sizeof *items), **par = calloc(s->ndocs + 1, sizeof *par);
        bool *ordered = calloc(s->ndocs + 1, sizeof *ordered);
        /* an incremental build that keeps its outputs until the end (nothing written while rendering) renders the
         * documents that read others' content beside the others too, when the record says their last render
         * read nothing of their own group; one whose render did (sp_site_inc_read_outside) is thrown away and
         * renders again in its turn. What the others of its group show it does not depend on their order then.
         * Not with one thread (-j 1): nothing to gain. */
        bool speculate = s->inc && !st.stream && sp_site_jobs(s) > 1;
        bool *spec = calloc(s->ndocs + 1, sizeof *spec), *spec_bad = calloc(s->ndocs + 1, sizeof *spec_bad);
        sp_inc_mark *spec_mark = calloc(s->ndocs + 1, sizeof *spec_mark);
        size_t *pidx = calloc(s->ndocs + 1, sizeof *pidx); /* per item: its index in par, or -1 */
        bool *group_loaded = calloc(s->ndocs + 1, sizeof *group_loaded); /* per document: its text read for its group */
        size_t *clen = calloc(s->ndocs + 1, sizeof *clen);
        int failed = 0;
        /* groups: one per label, then documents of any other collection, then Sass pages, then pages */
        size_t *group = calloc(s->ndocs + 1, sizeof *group);
        for (size_t i = 0; i < s->ndocs; i++) {
            sp_doc *d = s->docs[i];
            if (d->inc_mode == SP_INC_SKIP) { /* an incremental build reuses its output: not rendered */
                group[i] = (size_t)-1;
                continue;
            }
            if (d->kind == SP_DOC_PAGE || d->kind == SP_DOC_GENERATED) {
                group[i] = d->sass ? nlab + 1 : nlab + 2;
                continue;
            }
            group[i] = nlab;
            for (size_t c = 0; c < nlab; c++)
                if (d->collection && !strcmp(d->collection, labels[c]))
                    group[i] = c;
        }
        st.group = group;
        for (size_t c = 0; c < nlab + 3 && !failed; c++) {
            size_t n = 0, np = 0;
            for (size_t i = 0; i < s->ndocs; i++) {
                sp_doc *d = s->docs[i];
                if (group[i] != c)
                    continue;
                /* a loop variable may be called `page` (`{% for page in site.pages %}{{ page.content }}`): in a
                 * document's own text any `.content` counts */
                size_t bl = 0;
                const char *body = d->memo || d->sass || shared_read ? NULL : sp_site_doc_body(d, &bl);
                ordered[n] = !d->memo && !d->sass && (shared_read || reads_other_content(body, bl, true));
                pidx[n] = (size_t)-1;
                spec[np] = ordered[n] && speculate && sp_site_inc_predict_outside(s, i, group, c);
                if ((!ordered[n] && !d->memo) || spec[np]) { /* a memo document is not rendered: the walk shows its texts */
                    spec_bad[np] = false;
                    if (spec[np])
                        sp_site_inc_mark(d, &spec_mark[np]);
                    pidx[n] = np;
                    par[np++] = d;
                }
                items[n++] = d;
            }
            /* a document rendered in its turn sees those after it as their source: a memo document's (not read for
             * its texts, lazy bodies) is read now */
            bool any_ordered = false;
            for (size_t i = 0; i < n; i++)
                any_ordered |= ordered[i];
            for (size_t i = 0; i < s->ndocs && any_ordered && !failed; i++)
                if (group[i] == c && s->docs[i]->memo) {
                    failed = sp_site_doc_load(s->docs[i], err) != 0;
                    group_loaded[i] = true;
                }
            if (failed)
                break;
            if (c == nlab + 1)
                sp_site_sass_early_wait(s); /* the Sass pages compiled beside the documents */
            if (c == nlab + 2)
                add_source_map_pages(s);
            /* the parallel part: results kept in the documents, not yet shown to others */
            st.spec = spec;
            st.spec_mark = spec_mark;
            st.spec_bad = spec_bad;
            st.cur_group = c;
            int pr = run_phase(&st, par, np, 1, err);
            st.spec = NULL;
            if (pr != 0) {
                for (size_t i = 0; i < np; i++)
                    if (spec[i])
                        sp_site_inc_rewind(par[i], &spec_mark[i]);
                free_failed_phase(&st);
                failed = 1;
                break;
            }
            for (size_t i = 0; i < np; i++) {
                if (spec[i])
                    sp_site_inc_speculated(s, !spec_bad[i]);
                if (spec[i] && spec_bad[i]) { /* thrown away: rendered again in the walk */
                    sp_site_doc_free_output(s, par[i]);
                    sp_site_text_free(s, st.content[i]);
                    sp_site_inc_rewind(par[i], &spec_mark[i]);
                    continue;
                }
                if (spec[i])
                    progress_step(&st, true);
                sp_site_text_free(s, par[i]->content);
                par[i]->content = st.content[i];
            }
            for (size_t i = 0; i < n; i++)
                if (items[i]->memo)
                    clen[i] = items[i]->memo_content_len;
                else if (pidx[i] != (size_t)-1 && !(spec[pidx[i]] && spec_bad[pidx[i]])) {
                    clen[i] = st.content_len[pidx[i]];
                    ordered[i] = false; /* rendered (a speculative render kept) */
                }
            free_phase(&st);
            /* the walk in render order */
            for (size_t i = 0; i < n; i++) {
                sp_doc *d = items[i];
                if (ordered[i]) {
                    if (run_phase(&st, items + i, 1, 1, err) != 0) {
                        free_failed_phase(&st);
                        failed = 1;
                        break;
                    }
                    sp_site_text_free(s, d->content);
                    d->content = st.content[0];
                    clen[i] = st.content_len[0];
                    free_phase(&st);
                }
                sp_hash_setc(d->page, "content", sp_str_ref(d->content, clen[i]));
                if (d->kind != SP_DOC_PAGE && d->kind != SP_DOC_GENERATED && d->output) /* not with SP_INC_CONTENT */
                    sp_hash_setc(d->page, "output", sp_str_ref(d->output, d->output_len));
            }
        }
        free(items);
        free(par);
        free(ordered);
        free(spec);
        free(spec_bad);
        free(spec_mark);
        free(pidx);
        /* a memo document shows its source (a lazy one's not read: a stand-in) until the walk passes it: a render
         * before that (an excerpt's, or one in its group or an earlier one) that read it saw the wrong text, so
         * the pass is rendered again without the memo (its texts read and rendered) */
        for (size_t r = 0; r < s->ndocs && !failed && !early; r++)
            for (size_t k = 0; k < s->docs[r]->inc_nreads && !early; k++) {
                size_t j = s->docs[r]->inc_reads[k] >> 1;
                early = stub[j] && (k < ex_nreads[r] || group[r] < group[j] ||
                                    (group[r] == group[j] && !group_loaded[j]));
            }
        free(group_loaded);
        free(clen);
        free(group);
        free(labels);
        if (failed)
            goto out;
        memo_early = early;
    }
    if (memo_early) {
        sp_site_log(s, 1, "Incremental: a render read an unchanged document's content before its turn: rendered "
                          "again without the content memo");
        sp_site_memo_release(s);
        sp_site_inc_forget_renders(s);
        restore_render_state(s, saved);
        memo_early = false;
        goto again;
    }
    if (s->inc && !sp_site_inc_check(s)) {
        sp_site_memo_release(s); /* the texts are the memo's, not to be freed: this time every document renders */
        restore_render_state(s, saved);
        goto again;
    }
    rc = 0;
out:
    free(saved);
    free(ex_nreads);
    free(stub);
    for (size_t i = 0; st.layout_tpl && i < s->nlayouts; i++)
        sp_liquid_template_free(st.layout_tpl[i]);
    free(st.layout_tpl);
    sp_liquid_cache_free(st.cache);
    pthread_mutex_destroy(&st.err_lock);
    pthread_mutex_destroy(&st.texts_lock);
    pthread_mutex_destroy(&st.progress_lock);
    return rc;
}
