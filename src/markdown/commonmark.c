/* markdown/commonmark.c: `markdown: CommonMark` (jekyll-commonmark 1.4) and `CommonMarkGhPages`
 * (jekyll-commonmark-ghpages 0.5.1) through cmark-gfm.
 *
 * The plugins parse with CommonMarker.render_doc (cmark-gfm 0.29.0.gfm.6, the library linked here) and write the
 * tree with commonmarker 0.23's Ruby renderer (lib/commonmarker/renderer.rb, renderer/html_renderer.rb), not with
 * cmark's C one, overriding its code_block (and, for ghpages, its header). This file walks the cmark tree as that
 * renderer does: one output stream; `block` is cr + body + cr, where cr writes "\n" unless the stream is empty or
 * already ends in one; tight lists drop <p> except directly in a blockquote; an image's alt is its descendants in
 * "plain" mode (only text and soft breaks write anything); raw HTML is `<!-- raw HTML omitted -->` without UNSAFE
 * and passes the renderer's own tagfilter (opening tags only) with it. The Ruby names are kept as function names. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "markdown/cmark_loader.h"

#include "markdown/md_internal.h"

typedef struct cm_used_id {
    char *id;
    int n;
} cm_used_id;

typedef struct cm_r {
    sp_buf *out;  /* @stream (the caller's buffer, or the ghpages header's own) */
    size_t base;  /* where @stream starts in out: "empty" means out->len == base */
    const sp_markdown_options *o;
    unsigned ropt;
    bool tagfilter, in_tight, in_plain, gh;
    int footnote_ix, written_footnote_ix; /* 0 is Ruby's nil */
    const uint8_t *alignments;
    uint16_t ncols, column_index;
    bool in_header, needs_close_tbody;
    cm_used_id *used; /* ghpages @used_ids */
    size_t nused, capused;
    int depth;
    sp_error *err;
    int failed;
} cm_r;

/* cmark-gfm's functions (cmark_loader.h): set once, by ext_register under ext_once, before any of them is called */
static const sp_cmark_api *C;

static void render(cm_r *r, cmark_node *n);

static void out(cm_r *r, const char *s) { sp_buf_puts(r->out, s); }

static void cr(cm_r *r)
{
    if (r->out->len == r->base || r->out->data[r->out->len - 1] == '\n')
        return;
    sp_buf_putc(r->out, '\n');
}

static void children(cm_r *r, cmark_node *n)
{
    for (cmark_node *c = C->cmark_node_first_child(n); c && !r->failed; c = C->cmark_node_next(c))
        render(r, c);
}

static bool opt(const cm_r *r, unsigned bit) { return (r->ropt & bit) != 0; }

/* houdini_escape_html0(secure = 0), commonmarker's html_escape_html: & < > " */
static void escape_html(cm_r *r, const char *s)
{
    for (const char *p = s; *p; p++) {
        switch (*p) {
        case '&': out(r, "&amp;"); break;
        case '<': out(r, "&lt;"); break;
        case '>': out(r, "&gt;"); break;
        case '"': out(r, "&quot;"); break;
        default: sp_buf_putc(r->out, *p);
        }
    }
}

/* houdini_escape_href (html_escape_href): URL-safe ASCII kept, & and ' as entities, the rest %XX */
static void escape_href(cm_r *r, const char *s)
{
    static const char safe[] = "-_.+!*(),%#@?=;:/$~";
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr(safe, *p))
            sp_buf_putc(r->out, (char)*p);
        else if (*p == '&')
            out(r, "&amp;");
        else if (*p == '\'')
            out(r, "&#x27;");
        else
            sp_buf_printf(r->out, "%%%02X", *p);
    }
}

/* Renderer#tagfilter: `<` before title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext (any case)
 * followed by a blank, `>` or `/>` becomes `&lt;` (closing tags are left alone, unlike cmark's C filter) */
static void tagfilter(cm_r *r, const char *s)
{
    static const char *const tags[] = {"title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script",
                                       "plaintext"};
    if (!r->tagfilter) {
        out(r, s);
        return;
    }
    for (const char *p = s; *p; p++) {
        bool hit = false;
        if (*p == '<') {
            for (size_t t = 0; t < sizeof tags / sizeof *tags && !hit; t++) {
                size_t l = strlen(tags[t]);
                if (strncasecmp(p + 1, tags[t], l) == 0) {
                    char c = p[1 + l];
                    hit = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == '>' ||
                          (c == '/' && p[2 + l] == '>');
                }
            }
        }
        if (hit)
            out(r, "&lt;");
        else
            sp_buf_putc(r->out, *p);
    }
}

static void sourcepos(cm_r *r, cmark_node *n)
{
    if (!opt(r, SP_MD_CM_SOURCEPOS))
        return;
    sp_buf_printf(r->out, " data-sourcepos=\"%d:%d-%d:%d\"", C->cmark_node_get_start_line(n),
                  C->cmark_node_get_start_column(n), C->cmark_node_get_end_line(n), C->cmark_node_get_end_column(n));
}

static const char *literal(cmark_node *n)
{
    const char *s = C->cmark_node_get_literal(n);
    return s ? s : "";
}

/* ---- code blocks: the plugins' overrides ---- */

/* the fence info's first word: split(/\s+/)[0] (ghpages: split(/[\s,]/)[0]); NULL when there is no info */
static size_t info_word(cm_r *r, cmark_node *n, char *lang, size_t cap)
{
    const char *info = C->cmark_node_get_fence_info(n);
    if (!info || !*info)
        return 0;
    const char *p = info; /* (cmark trims the info string: no leading blank makes an empty first field) */
    size_t l = 0;
    while (p[l] && !strchr(r->gh ? " \t\n\r\f\v," : " \t\n\r\f\v", p[l]))
        l++;
    if (l >= cap)
        l = cap - 1;
    memcpy(lang, p, l);
    lang[l] = 0;
    return l + 1; /* 1 for an empty first word: a language that is "" */
}

/* the code hook's tokens for lang; 0 when it declines */
static int hook(cm_r *r, const char *lang, const char *code, bool *declined)
{
    sp_markdown_code_fn fn = r->o->code_hook ? r->o->code_hook : sp_markdown_default_code_hook;
    size_t at = r->out->len;
    int rc = fn(r->o->code_ctx, SP_MD_CODE_BLOCK, lang, code, strlen(code), r->out, r->err);
    if (rc < 0) {
        r->failed = 1;
        return -1;
    }
    *declined = rc == 1;
    if (rc == 1)
        sp_buf_truncate(r->out, at);
    return 0;
}

static void out_data_attr(cm_r *r, const char *lang)
{
    if (!lang)
        return;
    out(r, " data-lang=\"");
    out(r, lang);
    out(r, "\"");
}

/* jekyll-commonmark's HtmlRenderer#code_block: Rouge's tokens (HTMLLegacy without wrap) in the plugin's markup;
 * find_fancy(nil) guesses, an unknown language is PlainText */
static void code_block_commonmark(cm_r *r, cmark_node *n)
{
    char buf[256];
    const char *lang = info_word(r, n, buf, sizeof buf) ? buf : NULL;
    if (lang && !*lang) /* "".split gives no word: nil */
        lang = NULL;
    cr(r);
    out(r, "<div class=\"");
    if (lang) {
        out(r, "language-");
        out(r, lang);
        out(r, " ");
    }
    out(r, "highlighter-rouge\"><div class=\"highlight\">");
    out(r, "<pre");
    sourcepos(r, n);
    out(r, " class=\"highlight\"");
    if (opt(r, SP_MD_CM_GITHUB_PRE_LANG)) {
        out_data_attr(r, lang);
        out(r, "><code>");
    } else {
        out(r, "><code");
        out_data_attr(r, lang);
        out(r, ">");
    }
    const char *code = literal(n);
    bool declined;
    if (hook(r, lang ? lang : "guess", code, &declined) != 0)
        return;
    if (declined) /* || Rouge::Lexers::PlainText: the text, escaped as Rouge escapes (& < >) */
        md_escape_all(r->out, code, strlen(code));
    out(r, "</code></pre></div></div>");
    cr(r);
}

/* jekyll-commonmark-ghpages 0.5.1's code_block: highlighted (in a block) only when Rouge finds the language,
 * else the bare <pre><code>, not in a block */
static void code_block_ghpages(cm_r *r, cmark_node *n)
{
    char buf[256];
    const char *lang = info_word(r, n, buf, sizeof buf) ? buf : NULL;
    const char *code = literal(n);
    if (lang) {
        size_t at = r->out->len;
        cr(r);
        sp_buf_printf(r->out, "<div class=\"language-%s highlighter-rouge\">", lang);
        out(r, "<div class=\"highlight\"><pre class=\"highlight\"><code>");
        bool declined;
        if (hook(r, lang, code, &declined) != 0)
            return;
        if (!declined) {
            out(r, "</code></pre></div></div>");
            cr(r);
            return;
        }
        sp_buf_truncate(r->out, at);
    }
    if (opt(r, SP_MD_CM_GITHUB_PRE_LANG)) {
        out(r, "<pre");
        sourcepos(r, n);
        if (lang)
            sp_buf_printf(r->out, " lang=\"%s\"", lang);
        out(r, "><code>");
    } else {
        out(r, "<pre");
        sourcepos(r, n);
        out(r, "><code");
        if (lang)
            sp_buf_printf(r->out, " class=\"language-%s\"", lang);
        out(r, ">");
    }
    escape_html(r, code);
    out(r, "</code></pre>");
}

/* ---- ghpages header ids ---- */

/* JekyllCommonMarkCustomRenderer#basic_generate_id on the header's HTML: gsub(/^[^a-zA-Z]+/, "") (at the start
 * of every line), tr("^a-zA-Z0-9 -", ""), tr(" ", "-"), downcase */
static void basic_generate_id(const char *s, size_t len, sp_buf *id)
{
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)s[i];
        bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if ((i == 0 || s[i - 1] == '\n') && !alpha) {
            while (i < len && !(((unsigned char)s[i] | 32) >= 'a' && ((unsigned char)s[i] | 32) <= 'z'))
                i++;
            continue;
        }
        if (alpha)
            sp_buf_putc(id, (char)(c | 32));
        else if (c >= '0' && c <= '9')
            sp_buf_putc(id, (char)c);
        else if (c == ' ' || c == '-')
            sp_buf_putc(id, '-');
        i++;
    }
}

static void generate_id(cm_r *r, const char *s, size_t len, sp_buf *id)
{
    basic_generate_id(s, len, id);
    if (!id->len)
        sp_buf_puts(id, "section");
    const char *base = sp_buf_cstr(id);
    for (size_t i = 0; i < r->nused; i++) {
        if (!strcmp(r->used[i].id, base)) {
            sp_buf_printf(id, "-%d", ++r->used[i].n);
            return;
        }
    }
    if (r->nused == r->capused) {
        r->capused = r->capused ? 2 * r->capused : 8;
        r->used = realloc(r->used, r->capused * sizeof *r->used);
    }
    r->used[r->nused].id = strdup(base);
    if (!r->used || !r->used[r->nused].id)
        abort(); /* as sp_buf does */
    r->used[r->nused++].n = 0;
}

static void header(cm_r *r, cmark_node *n)
{
    int level = C->cmark_node_get_heading_level(n);
    cr(r);
    if (!r->gh) {
        sp_buf_printf(r->out, "<h%d", level);
        sourcepos(r, n);
        out(r, ">");
        children(r, n);
        sp_buf_printf(r->out, "</h%d>", level);
    } else {
        /* the children into a stream of their own, the id from that HTML */
        sp_buf *old = r->out, content = SP_BUF_INIT, id = SP_BUF_INIT;
        size_t old_base = r->base;
        r->out = &content;
        r->base = 0;
        children(r, n);
        r->out = old;
        r->base = old_base;
        generate_id(r, content.data ? content.data : "", content.len, &id);
        sp_buf_printf(r->out, "<h%d", level);
        sourcepos(r, n);
        sp_buf_printf(r->out, " id=\"%s\">", sp_buf_cstr(&id));
        sp_buf_append(r->out, content.data ? content.data : "", content.len);
        sp_buf_printf(r->out, "</h%d>", level);
        sp_buf_free(&content);
        sp_buf_free(&id);
    }
    cr(r);
}

/* ---- the rest of HtmlRenderer ---- */

static bool out_footnote_backref(cm_r *r)
{
    if (r->written_footnote_ix == r->footnote_ix)
        return false;
    r->written_footnote_ix = r->footnote_ix;
    sp_buf_printf(r->out, "<a href=\"#fnref%d\" class=\"footnote-backref\">\xe2\x86\xa9</a>", r->footnote_ix);
    return true;
}

static void paragraph(cm_r *r, cmark_node *n)
{
    cmark_node *parent = C->cmark_node_parent(n);
    if (r->in_tight && C->cmark_node_get_type(parent) != CMARK_NODE_BLOCK_QUOTE) {
        children(r, n);
        return;
    }
    cr(r);
    out(r, "<p");
    sourcepos(r, n);
    out(r, ">");
    children(r, n);
    if (C->cmark_node_get_type(parent) == CMARK_NODE_FOOTNOTE_DEFINITION && !C->cmark_node_next(n)) {
        out(r, " ");
        out_footnote_backref(r);
    }
    out(r, "</p>");
    cr(r);
}

static void list(cm_r *r, cmark_node *n)
{
    bool old_in_tight = r->in_tight;
    r->in_tight = C->cmark_node_get_list_tight(n);
    cr(r);
    if (C->cmark_node_get_list_type(n) == CMARK_BULLET_LIST) {
        out(r, "<ul");
        sourcepos(r, n);
        out(r, ">\n");
        children(r, n);
        out(r, "</ul>");
    } else {
        int start = C->cmark_node_get_list_start(n);
        if (start == 1)
            out(r, "<ol");
        else
            sp_buf_printf(r->out, "<ol start=\"%d\"", start);
        sourcepos(r, n);
        out(r, ">\n");
        children(r, n);
        out(r, "</ol>");
    }
    cr(r);
    r->in_tight = old_in_tight;
}

static void list_item(cm_r *r, cmark_node *n)
{
    const char *ts = C->cmark_node_get_type_string(n);
    bool tasklist = ts && !strcmp(ts, "tasklist");
    cr(r);
    out(r, "<li");
    sourcepos(r, n);
    if (tasklist)
        sp_buf_printf(r->out, "><input type=\"checkbox\" %s /",
                      C->cmark_gfm_extensions_get_tasklist_item_checked(n) ? "checked=\"\" disabled=\"\""
                                                                           : "disabled=\"\"");
    out(r, tasklist ? "> " : ">");
    children(r, n);
    out(r, "</li>");
    cr(r);
}

/* escape_href(node.url) and, when there is one, ` title="..."` (link and image) */
static void out_url(cm_r *r, cmark_node *n)
{
    const char *url = C->cmark_node_get_url(n);
    escape_href(r, url ? url : "");
    out(r, "\"");
}

static void out_title(cm_r *r, cmark_node *n)
{
    const char *title = C->cmark_node_get_title(n);
    if (title && *title) {
        out(r, " title=\"");
        escape_html(r, title);
        out(r, "\"");
    }
}

static void link(cm_r *r, cmark_node *n)
{
    out(r, "<a href=\"");
    out_url(r, n);
    out_title(r, n);
    out(r, ">");
    children(r, n);
    out(r, "</a>");
}

static void image(cm_r *r, cmark_node *n)
{
    out(r, "<img src=\"");
    out_url(r, n);
    bool old_in_plain = r->in_plain;
    r->in_plain = true;
    out(r, " alt=\"");
    children(r, n);
    out(r, "\"");
    r->in_plain = old_in_plain;
    out_title(r, n);
    out(r, " />");
}

static void softbreak(cm_r *r)
{
    if (opt(r, SP_MD_CM_HARDBREAKS))
        out(r, "<br />\n");
    else if (opt(r, SP_MD_CM_NOBREAKS))
        out(r, " ");
    else
        out(r, "\n");
}

static void table(cm_r *r, cmark_node *n)
{
    r->alignments = C->cmark_gfm_extensions_get_table_alignments(n);
    r->ncols = C->cmark_gfm_extensions_get_table_columns(n);
    r->needs_close_tbody = false;
    out(r, "<table");
    sourcepos(r, n);
    out(r, ">\n");
    children(r, n);
    if (r->needs_close_tbody)
        out(r, "</tbody>\n");
    out(r, "</table>\n");
}

static void table_row(cm_r *r, cmark_node *n, bool header_row)
{
    r->column_index = 0;
    if (header_row) {
        r->in_header = true;
        out(r, "<thead>\n<tr");
        sourcepos(r, n);
        out(r, ">\n");
        children(r, n);
        out(r, "</tr>\n</thead>\n");
        r->in_header = false;
        return;
    }
    if (!r->in_header && !r->needs_close_tbody) {
        r->needs_close_tbody = true;
        out(r, "<tbody>\n");
    }
    out(r, "<tr");
    sourcepos(r, n);
    out(r, ">\n");
    children(r, n);
    out(r, "</tr>\n");
}

static void table_cell(cm_r *r, cmark_node *n)
{
    uint8_t a = r->alignments && r->column_index < r->ncols ? r->alignments[r->column_index] : 0;
    const char *align = a == 'l' ? " align=\"left\"" : a == 'r' ? " align=\"right\"" : a == 'c' ? " align=\"center\"" : "";
    out(r, r->in_header ? "<th" : "<td");
    out(r, align);
    sourcepos(r, n);
    out(r, ">");
    children(r, n);
    out(r, r->in_header ? "</th>\n" : "</td>\n");
    r->column_index++;
}

static void footnote_definition(cm_r *r, cmark_node *n)
{
    if (!r->footnote_ix) {
        out(r, "<section class=\"footnotes\">\n<ol>\n");
        r->footnote_ix = 0;
    }
    r->footnote_ix++;
    sp_buf_printf(r->out, "<li id=\"fn%d\">\n", r->footnote_ix);
    children(r, n);
    if (out_footnote_backref(r))
        out(r, "\n");
    out(r, "</li>\n");
}

static void render(cm_r *r, cmark_node *n)
{
    if (++r->depth > MD_MAX_DEPTH) {
        if (!r->failed)
            sp_error_set(r->err, SP_ERR_INPUT, NULL, C->cmark_node_get_start_line(n), 0,
                         "Markdown nesting deeper than %d levels", MD_MAX_DEPTH);
        r->failed = 1;
        r->depth--;
        return;
    }
    cmark_node_type t = C->cmark_node_get_type(n);
    if (r->in_plain && t != CMARK_NODE_TEXT && t != CMARK_NODE_SOFTBREAK) {
        children(r, n);
        r->depth--;
        return;
    }
    switch (t) {
    case CMARK_NODE_DOCUMENT: children(r, n); break;
    case CMARK_NODE_BLOCK_QUOTE:
        cr(r);
        out(r, "<blockquote");
        sourcepos(r, n);
        out(r, ">\n");
        children(r, n);
        out(r, "</blockquote>");
        cr(r);
        break;
    case CMARK_NODE_LIST: list(r, n); break;
    case CMARK_NODE_ITEM: list_item(r, n); break;
    case CMARK_NODE_CODE_BLOCK:
        if (r->gh)
            code_block_ghpages(r, n);
        else
            code_block_commonmark(r, n);
        break;
    case CMARK_NODE_HTML_BLOCK:
        cr(r);
        if (opt(r, SP_MD_CM_UNSAFE))
            tagfilter(r, literal(n));
        else
            out(r, "<!-- raw HTML omitted -->");
        cr(r);
        break;
    case CMARK_NODE_PARAGRAPH: paragraph(r, n); break;
    case CMARK_NODE_HEADING: header(r, n); break;
    case CMARK_NODE_THEMATIC_BREAK:
        cr(r);
        out(r, "<hr");
        sourcepos(r, n);
        out(r, " />");
        cr(r);
        break;
    case CMARK_NODE_FOOTNOTE_DEFINITION: footnote_definition(r, n); break;
    case CMARK_NODE_TEXT: escape_html(r, literal(n)); break;
    case CMARK_NODE_SOFTBREAK: softbreak(r); break;
    case CMARK_NODE_LINEBREAK: out(r, "<br />\n"); break;
    case CMARK_NODE_CODE:
        out(r, "<code>");
        escape_html(r, literal(n));
        out(r, "</code>");
        break;
    case CMARK_NODE_HTML_INLINE:
        if (opt(r, SP_MD_CM_UNSAFE))
            tagfilter(r, literal(n));
        else
            out(r, "<!-- raw HTML omitted -->");
        break;
    case CMARK_NODE_EMPH:
        out(r, "<em>");
        children(r, n);
        out(r, "</em>");
        break;
    case CMARK_NODE_STRONG:
        out(r, "<strong>");
        children(r, n);
        out(r, "</strong>");
        break;
    case CMARK_NODE_LINK: link(r, n); break;
    case CMARK_NODE_IMAGE: image(r, n); break;
    case CMARK_NODE_FOOTNOTE_REFERENCE: {
        const char *s = literal(n);
        sp_buf_printf(r->out, "<sup class=\"footnote-ref\"><a href=\"#fn%s\" id=\"fnref%s\">%s</a></sup>", s, s, s);
        break;
    }
    default: {
        const char *ts = C->cmark_node_get_type_string(n);
        if (ts && !strcmp(ts, "table"))
            table(r, n);
        else if (ts && (!strcmp(ts, "table_header") || !strcmp(ts, "table_row")))
            table_row(r, n, !strcmp(ts, "table_header"));
        else if (ts && !strcmp(ts, "table_cell"))
            table_cell(r, n);
        else if (ts && !strcmp(ts, "strikethrough")) {
            out(r, "<del>");
            children(r, n);
            out(r, "</del>");
        } else /* custom blocks and inlines: the Ruby renderer has no method (cmark never makes them) */
            children(r, n);
    }
    }
    r->depth--;
}

static pthread_once_t ext_once = PTHREAD_ONCE_INIT;
static sp_error load_err; /* why cmark-gfm could not be loaded (C NULL) */
static void ext_register(void)
{
    C = sp_cmark_api_get(&load_err);
    if (C)
        C->cmark_gfm_core_extensions_ensure_registered();
}

/* cmark-gfm's inline parser keeps its special characters in one process-wide table, which attaching an extension
 * (strikethrough's '~', table's '|') adds to and freeing a parser takes from: two render threads parsing at once
 * could each see the other's change (a '~~' page parsed without strikethrough, seen under load). Parsing, from
 * cmark_parser_new to cmark_parser_free, is one thread at a time; rendering the tree runs in parallel. */
static pthread_mutex_t parse_lock = PTHREAD_MUTEX_INITIALIZER;

int md_commonmark_render(const char *src, size_t len, const sp_markdown_options *o, sp_buf *out, sp_error *err)
{
    pthread_once(&ext_once, ext_register);
    if (!C) {
        if (err)
            *err = load_err;
        return -1;
    }
    pthread_mutex_lock(&parse_lock);
    cmark_parser *p = C->cmark_parser_new((int)o->cm_parse);
    bool tagfilter = false;
    for (unsigned i = 0; i < o->cm_next; i++) {
        unsigned x = o->cm_ext[i];
        if (x < 1 || x > SP_MD_CM_EXT_TASKLIST)
            continue;
        cmark_syntax_extension *e = C->cmark_find_syntax_extension(md_cm_ext_names[x]);
        if (e)
            C->cmark_parser_attach_syntax_extension(p, e);
        tagfilter |= x == SP_MD_CM_EXT_TAGFILTER;
    }
    C->cmark_parser_feed(p, src, len);
    cmark_node *doc = C->cmark_parser_finish(p); /* the tree is the caller's: it outlives the parser */
    C->cmark_parser_free(p);
    pthread_mutex_unlock(&parse_lock);
    cm_r r = {.out = out, .base = out->len, .o = o, .ropt = o->cm_render, .tagfilter = tagfilter,
              .gh = o->processor == SP_MD_COMMONMARK_GHPAGES, .err = err};
    size_t at = out->len;
    render(&r, doc);
    /* HtmlRenderer#document: the footnotes' list closes after everything */
    if (!r.failed && r.written_footnote_ix)
        sp_buf_puts(out, "</ol>\n</section>\n");
    if (!r.failed && r.gh)
        md_ghpages_unhack(out, at);
    for (size_t i = 0; i < r.nused; i++)
        free(r.used[i].id);
    free(r.used);
    C->cmark_node_free(doc);
    return r.failed ? -1 : 0;
}

static const char GH_BR[] = "<br data-jekyll-commonmark-ghpages>";

void sp_markdown_ghpages_highlight(sp_buf *b, size_t from)
{
    if (from > b->len || !memchr(b->data + from, '\n', b->len - from))
        return;
    sp_buf t = SP_BUF_INIT;
    for (size_t i = from; i < b->len; i++) {
        if (b->data[i] == '\r' && i + 1 < b->len && b->data[i + 1] == '\n')
            continue; /* /\r?\n/ */
        if (b->data[i] == '\n')
            sp_buf_puts(&t, GH_BR);
        else
            sp_buf_putc(&t, b->data[i]);
    }
    sp_buf_truncate(b, from);
    sp_buf_append(b, t.data, t.len);
    sp_buf_free(&t);
}

/* CommonMarkGhPages#convert: html.gsub(/<br data-jekyll-commonmark-ghpages>/, "\n") */
void md_ghpages_unhack(sp_buf *b, size_t from)
{
    size_t l = sizeof GH_BR - 1, w = from;
    if (!b->data || !memmem(b->data + from, b->len - from, GH_BR, l))
        return;
    for (size_t i = from; i < b->len;) {
        if (i + l <= b->len && !memcmp(b->data + i, GH_BR, l)) {
            b->data[w++] = '\n';
            i += l;
        } else
            b->data[w++] = b->data[i++];
    }
    sp_buf_truncate(b, w);
}
