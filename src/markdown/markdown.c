/* markdown module: parse with cmark-gfm, write HTML in kramdown 2.4's layout (Kramdown::Converter::Html) with
 * kramdown-parser-gfm 1.1's header ids, typography and extensions. See include/sitepub/markdown.h. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <cmark-gfm/node.h> /* footnote labels: no public accessor in cmark-gfm 0.29.0.gfm.6 */

#include "markdown/md_internal.h"
#include "markdown/kramdown/kd.h"

typedef struct md_fn {
    const char *name;
    cmark_node *def;
    int number;
    int repeat;
} md_fn;

typedef struct md_id {
    char *id;
    int count;
} md_id;

typedef struct md_toc {
    int level;
    char *id;
    cmark_node *heading;
} md_toc;

/* per-node data attached with cmark_node_set_user_data */
typedef struct md_nd {
    md_attrs ial;        /* IAL applied to the node (refs resolved at write time) */
    bool has_ial;
    bool transparent;    /* a list item's first paragraph written without <p> */
    bool nl_after;       /* transparent paragraph followed by more blocks: "\n" after its text */
    bool skip;           /* written elsewhere or not at all */
    size_t text_skip;    /* bytes of this text node already taken (span IAL) */
    size_t text_cut;     /* bytes at the end of this text node taken (header {#id}) */
} md_nd;

typedef struct md_ctx {
    sp_arena *a;
    sp_markdown_options o;
    md_pre pre;
    sp_error *err;
    bool failed;
    md_id *ids;
    size_t nids, idcap;
    md_fn *fns;
    size_t nfns, fncap;
    int fn_counter;
    md_toc *toc;
    size_t ntoc, toccap;
    cmark_node *toc_list; /* the list a {:toc} reference replaces */
    size_t toc_pos;       /* where in out the TOC goes */
    bool have_toc;
    const char *src;
    /* soft breaks of the paragraph being written: kramdown keeps the white space around line ends */
    int pl;            /* source line of the next line break; 0 when not in a paragraph */
    int bq_levels;     /* blockquotes around the paragraph */
    int content_indent; /* list indentation kramdown removes from continuation lines */
    int para_start;     /* first source line of that paragraph */
    bool task;          /* the next text run starts a task list item */
    char *ihtml[32];    /* open inline HTML elements of the block being written */
    int nihtml;
    bool raw_inline;    /* inside one whose content kramdown does not parse (code, kbd, unknown elements) */
    bool li_ial;        /* the next text run starts with a list item IAL (already applied) */
    bool toc_mode;      /* writing a TOC entry: links unwrapped, footnotes left out */
    const char *toc_tag;  /* the {:toc} list's element (ul/ol) */
    md_attrs *toc_attrs;  /* and its attributes */
    bool in_dl;         /* the last block written was a definition list (for merging) */
    bool dl_merge;      /* the next definition list continues the last one */
    sp_buf *dl_out;     /* where it was written */
    size_t dl_end;      /* out->len after its </dl> */
    size_t dl_close;    /* length of its indented "</dl>\n" */
} md_ctx;

static md_nd *nd(md_ctx *c, cmark_node *n)
{
    md_nd *d = cmark_node_get_user_data(n);
    if (!d) {
        d = sp_arena_calloc(c->a, 1, sizeof *d);
        cmark_node_set_user_data(n, d);
    }
    return d;
}

static md_nd *nd_peek(cmark_node *n) { return cmark_node_get_user_data(n); }

static void indent_to(sp_buf *out, int indent)
{
    for (int i = 0; i < indent; i++) {
        sp_buf_putc(out, ' ');
    }
}

static bool is_type(cmark_node *n, const char *t) { return strcmp(cmark_node_get_type_string(n), t) == 0; }

/* ------------------------------------------------------------------ markers */

/* If node is an HTML block/inline that is exactly a marker, return its index (or -2 continuation); else -1. */
static long node_marker(cmark_node *n)
{
    cmark_node_type t = cmark_node_get_type(n);
    if (t != CMARK_NODE_HTML_BLOCK && t != CMARK_NODE_HTML_INLINE) {
        return -1;
    }
    const char *lit = cmark_node_get_literal(n);
    if (!lit) {
        return -1;
    }
    size_t len = strlen(lit), ml;
    if (t == CMARK_NODE_HTML_BLOCK) {
        /* the marker keeps the line's indentation (up to three spaces) */
        while (len && *lit == ' ') {
            lit++;
            len--;
        }
    }
    long m = md_marker_at(lit, len, &ml);
    if (m == -1) {
        return -1;
    }
    if (t == CMARK_NODE_HTML_BLOCK) {
        /* the block must be the marker alone */
        for (size_t i = ml; i < len; i++) {
            if (lit[i] != '\n' && lit[i] != ' ') {
                return -1;
            }
        }
    } else if (ml != len) {
        return -1;
    }
    return m;
}

/* Append s with every marker turned back into its original text. */
static void put_restored_m(md_ctx *c, sp_buf *out, const char *s, size_t len);

static void put_restored(md_ctx *c, sp_buf *out, const char *s, size_t len)
{
    if (memchr(s, 0xEE, len)) {
        sp_buf t = SP_BUF_INIT;
        md_unpua(&t, s, len, true);
        put_restored_m(c, out, t.data ? t.data : "", t.len);
        sp_buf_free(&t);
        return;
    }
    put_restored_m(c, out, s, len);
}

static void put_restored_m(md_ctx *c, sp_buf *out, const char *s, size_t len)
{
    size_t i = 0, st = 0;
    while (i < len) {
        const char *p = memchr(s + i, '<', len - i);
        if (!p) {
            break;
        }
        i = (size_t)(p - s);
        size_t ml;
        long m = md_marker_at(s + i, len - i, &ml);
        if (m >= 0 && (size_t)m < c->pre.nmarkers) {
            sp_buf_append(out, s + st, i - st);
            md_marker *mk = &c->pre.markers[m];
            size_t ol = mk->orig_len;
            /* block markers replaced whole lines; the newline is in the surrounding text */
            if (mk->kind != MK_MATH_SPAN && ol && mk->orig[ol - 1] == '\n') {
                ol--;
            }
            if (mk->kind != MK_MATH_SPAN) {
                /* multi-line: the continuation markers follow; print only the first line here */
                const char *nlp = memchr(mk->orig, '\n', ol);
                if (nlp) {
                    ol = (size_t)(nlp - mk->orig);
                }
            }
            sp_buf_append(out, mk->orig, ol);
            i += ml;
            st = i;
        } else if (m == -2) {
            sp_buf_append(out, s + st, i - st);
            /* the original line: find which marker it continues - print nothing better than the line text */
            i += ml;
            st = i;
        } else {
            i++;
        }
    }
    sp_buf_append(out, s + st, len - st);
}

/* ------------------------------------------------------------------ ids */

static void gfm_unique_id(md_ctx *c, const char *raw, size_t len, sp_buf *out)
{
    sp_buf b = SP_BUF_INIT;
    md_gfm_id(raw, len, &b);
    const char *base = sp_buf_cstr(&b);
    md_id *e = NULL;
    for (size_t i = 0; i < c->nids; i++) {
        if (strcmp(c->ids[i].id, base) == 0) {
            e = &c->ids[i];
            break;
        }
    }
    if (!e) {
        if (c->nids == c->idcap) {
            size_t nc = c->idcap ? c->idcap * 2 : 16;
            c->ids = sp_arena_realloc(c->a, c->ids, c->idcap * sizeof(md_id), nc * sizeof(md_id));
            c->idcap = nc;
        }
        e = &c->ids[c->nids++];
        e->id = sp_arena_strdup(c->a, base);
        e->count = -1;
    }
    e->count++;
    sp_buf_puts(out, c->o.auto_id_prefix);
    sp_buf_puts(out, base);
    if (e->count > 0) {
        sp_buf_printf(out, "-%d", e->count);
    }
    sp_buf_free(&b);
}

/* ------------------------------------------------------------------ typography */

static bool rx_s(int ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v'; }
static bool rx_w(int ch)
{
    return ch == '_' || (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}
static bool rx_punct(int ch) { return ch > 0 && ch < 128 && strchr("!\"#$%'()*+,-./:;<=>?@[\\]^_`{|}~", ch) != NULL; }

/* kramdown entity_to_str for an entity without source form (smart quotes, typographic symbols, the nbsp of
 * footnotes and empty table cells), by the entity_output option. */
static void put_entity(md_ctx *c, sp_buf *out, const char *name, bool plain)
{
    static const struct {
        const char *n;
        unsigned cp;
        const char *ch;
    } ents[] = {{"lsquo", 8216, "\xe2\x80\x98"}, {"rsquo", 8217, "\xe2\x80\x99"}, {"ldquo", 8220, "\xe2\x80\x9c"},
                {"rdquo", 8221, "\xe2\x80\x9d"}, {"apos", 39, "'"},               {"quot", 34, "\""},
                {"laquo", 171, "\xc2\xab"},       {"raquo", 187, "\xc2\xbb"},       {"lsaquo", 8249, "\xe2\x80\xb9"},
                {"rsaquo", 8250, "\xe2\x80\xba"}, {"sbquo", 8218, "\xe2\x80\x9a"}, {"bdquo", 8222, "\xe2\x80\x9e"},
                {"mdash", 8212, "\xe2\x80\x94"}, {"ndash", 8211, "\xe2\x80\x93"}, {"hellip", 8230, "\xe2\x80\xa6"},
                {"nbsp", 160, "\xc2\xa0"},         {"lt", 60, "<"},                  {"gt", 62, ">"},
                {"amp", 38, "&"}};
    for (size_t i = 0; i < sizeof ents / sizeof ents[0]; i++) {
        if (strcmp(ents[i].n, name) != 0) {
            continue;
        }
        unsigned cp = ents[i].cp;
        bool esc = cp == '<' || cp == '>' || cp == '&' || cp == '"';
        if (plain || (c->o.entity_output == SP_MD_ENTITY_AS_CHAR && (cp == '"' || !esc))) {
            sp_buf_puts(out, ents[i].ch);
        } else if (c->o.entity_output == SP_MD_ENTITY_SYMBOLIC || esc) {
            sp_buf_printf(out, "&%s;", name);
        } else {
            sp_buf_printf(out, "&#%u;", cp);
        }
        return;
    }
    sp_buf_printf(out, "&%s;", name);
}

/* A smart quote: 0 lsquo 1 rsquo 2 ldquo 3 rdquo, or the names the smart_quotes option gives */
static void put_quote(md_ctx *c, sp_buf *out, int which, bool plain)
{
    put_entity(c, out, c->o.smart_quotes[which], plain);
}

/* Write text with kramdown's typographic symbols and smart quotes. s is the text run (soft breaks as "\n");
 * next_ch is the first character of what follows the run in the source (0 for the end), used by the rules
 * that look ahead. plain: write characters unescaped (for header ids). */
static void put_typo(md_ctx *c, sp_buf *out, const char *s, size_t n, int next_ch, bool plain)
{
    if (c->raw_inline && !plain) {
        sp_buf t = SP_BUF_INIT;
        md_unpua(&t, s, n, false);
        md_escape_text(out, t.data ? t.data : "", t.len);
        sp_buf_free(&t);
        return;
    }
    bool prev_avail = false;
    size_t st = 0;
#define FLUSH(upto)                                                                                                   \
    do {                                                                                                            \
        if (plain) {                                                                                                \
            sp_buf_append(out, s + st, (upto) - st);                                                                \
        } else {                                                                                                    \
            md_escape_text(out, s + st, (upto) - st);                                                               \
        }                                                                                                           \
    } while (0)
#define AT(k) ((k) < n ? (unsigned char)s[k] : (k) == n ? next_ch : 0)
    /* The bytes that may start a symbol, an entity quote or a smart quote (a space only before '>'); any other
     * byte only sets prev_avail, so runs of them are skipped at once unless abbreviations are being looked for
     * (they may start at any word boundary). */
    static const unsigned char typo_byte[256] = {['-'] = 1, ['.'] = 1, ['<'] = 1, ['>'] = 1, ['"'] = 1,
                                                 ['\''] = 1, [0xEE] = 1, [' '] = 2};
    bool skip_runs = plain || !c->pre.nabbrs;
    size_t i = 0;
    while (i < n) {
        if (skip_runs) {
            size_t j = i;
            for (; j < n; j++) {
                unsigned t = typo_byte[(unsigned char)s[j]];
                if (t == 1 || (t == 2 && j + 1 < n && s[j + 1] == '>')) {
                    break;
                }
            }
            if (j > i) {
                prev_avail = true;
                if ((i = j) >= n) {
                    break;
                }
            }
        }
        unsigned char ch = (unsigned char)s[i];
        const char *sym = NULL, *sym2 = NULL;
        size_t take = 0;
        if (ch == '-' && AT(i + 1) == '-') {
            if (AT(i + 2) == '-' && i + 2 < n) {
                sym = "mdash";
                take = 3;
            } else if (i + 1 < n) {
                sym = "ndash";
                take = 2;
            }
        } else if (ch == '.' && i + 2 < n && s[i + 1] == '.' && s[i + 2] == '.') {
            sym = "hellip";
            take = 3;
        } else if (ch == '<' && i + 1 < n && s[i + 1] == '<') {
            sym = "laquo";
            take = 2;
            if (i + 2 < n && s[i + 2] == ' ') {
                sym2 = "nbsp";
                take = 3;
            }
        } else if (ch == ' ' && i + 2 < n && s[i + 1] == '>' && s[i + 2] == '>') {
            sym = "nbsp";
            sym2 = "raquo";
            take = 3;
        } else if (ch == '>' && i + 1 < n && s[i + 1] == '>') {
            sym = "raquo";
            take = 2;
        }
        if (sym) {
            FLUSH(i);
            put_entity(c, out, sym, plain);
            if (sym2) {
                put_entity(c, out, sym2, plain);
            }
            i += take;
            st = i;
            prev_avail = false;
            continue;
        }
        if (!plain && c->pre.nabbrs && (i == st || !rx_w((unsigned char)s[i - 1]))) {
            /* kramdown replace_abbreviations: longest first, on word boundaries */
            const md_abbr *hit = NULL;
            for (size_t k = 0; k < c->pre.nabbrs; k++) {
                const md_abbr *ab = &c->pre.abbrs[k];
                if (ab->len && ab->len <= n - i && memcmp(s + i, ab->abbr, ab->len) == 0 &&
                    !rx_w(AT(i + ab->len)) && (!hit || ab->len > hit->len)) {
                    hit = ab;
                }
            }
            if (hit) {
                FLUSH(i);
                sp_buf_puts(out, "<abbr");
                if (hit->title[0]) {
                    sp_buf_puts(out, " title=\"");
                    md_escape_attr(out, hit->title, strlen(hit->title));
                    sp_buf_putc(out, '"');
                }
                sp_buf_putc(out, '>');
                sp_buf_append(out, hit->abbr, hit->len);
                sp_buf_puts(out, "</abbr>");
                i += hit->len;
                st = i;
                prev_avail = true;
                continue;
            }
        }
        char pq;
        if (ch == 0xEE && md_pua_quote(s + i, n - i, &pq) >= 0) {
            /* an entity quote or an escaped character from the source: itself, no typography */
            FLUSH(i);
            if (!plain && (pq == '<' || pq == '>')) {
                sp_buf_puts(out, pq == '<' ? "&lt;" : "&gt;");
            } else {
                sp_buf_putc(out, pq);
            }
            i += 3;
            st = i;
            prev_avail = false;
            continue;
        }
        if (ch == '"' || ch == '\'') {
            int q1 = -1, q2 = -1; /* quotes to write: 0 lsquo 1 rsquo 2 ldquo 3 rdquo; q2 for a second quote */
            size_t consumed = 1;
            bool dq = ch == '"';
            int nx = AT(i + 1);
            int prevc = (prev_avail && i > 0) ? (unsigned char)s[i - 1] : -1;
            if (prevc < 0) {
                /* scan starts at the quote */
                int nx2 = AT(i + 2);
                if ((nx == '_' || nx == '*') && ((!rx_s(nx2) && nx2 != 0) || ((nx2 == '_' || nx2 == '*') && !rx_s(AT(i + 3)) && AT(i + 3) != 0))) {
                    q1 = dq ? 2 : 0;
                } else if (rx_punct(nx) && !(nx2 == '.' && AT(i + 3) == '.') && !rx_w(nx2)) {
                    q1 = dq ? 3 : 1;
                } else if (dq && nx == '\'' && rx_w(nx2) && i + 1 < n) {
                    q1 = 2;
                    q2 = 0;
                    consumed = 2;
                } else if (!dq && nx == '"' && rx_w(nx2) && i + 1 < n) {
                    q1 = 0;
                    q2 = 2;
                    consumed = 2;
                } else if (!dq && nx >= '0' && nx <= '9' && nx2 >= '0' && nx2 <= '9' && AT(i + 3) == 's') {
                    q1 = 1;
                } else if ((nx == '"' || nx == '\'') && i + 1 < n) {
                    /* SQ_CLOSE takes this quote as text, the next one closes */
                    FLUSH(i + 1);
                    st = i + 1;
                    i++;
                    prev_avail = false;
                    q1 = (nx == '"') ? 3 : 1;
                    FLUSH(i);
                    put_quote(c, out, q1, plain);
                    i++;
                    st = i;
                    continue;
                } else if (rx_s(nx) || nx == 0 || nx == '\n' || (nx == 's' && !rx_w(nx2))) {
                    q1 = dq ? 3 : 1;
                } else {
                    q1 = dq ? 2 : 0;
                }
            } else {
                bool ws = rx_s(prevc);
                int nx2 = AT(i + 2);
                if (ws && dq && nx == '\'' && rx_w(nx2) && i + 1 < n) {
                    q1 = 2;
                    q2 = 0;
                    consumed = 2;
                } else if (ws && !dq && nx == '"' && rx_w(nx2) && i + 1 < n) {
                    q1 = 0;
                    q2 = 2;
                    consumed = 2;
                } else if (ws && !dq && nx >= '0' && nx <= '9' && nx2 >= '0' && nx2 <= '9' && AT(i + 3) == 's') {
                    q1 = 1;
                } else if (ws && rx_w(nx)) {
                    q1 = dq ? 2 : 0;
                } else if (!ws && !strchr("\\[{(-", prevc)) {
                    q1 = dq ? 3 : 1;
                } else {
                    q1 = dq ? 2 : 0;
                }
            }
            FLUSH(i);
            put_quote(c, out, q1, plain);
            if (q2 >= 0) {
                put_quote(c, out, q2, plain);
            }
            i += consumed;
            st = i;
            prev_avail = false;
            continue;
        }
        prev_avail = true;
        i++;
    }
    FLUSH(n);
#undef FLUSH
#undef AT
}

/* ------------------------------------------------------------------ inline */

/* Strip blockquote prefixes (` {0,3}> ?`) from a line, levels times. Returns the offset. */
static size_t strip_bq(const char *s, size_t n, int levels)
{
    size_t i = 0;
    for (int l = 0; l < levels; l++) {
        size_t j = i;
        while (j < n && j - i < 3 && s[j] == ' ') {
            j++;
        }
        if (j < n && s[j] == '>') {
            j++;
            if (j < n && s[j] == ' ') {
                j++;
            }
            i = j;
        } else {
            break;
        }
    }
    return i;
}

/* The white space kramdown keeps around the line end after source line L: the end of line L (one trailing
 * space or tab is not a hard break) and the start of line L+1 beyond the container's indentation. */
static size_t skip_item_indent(md_ctx *c, const char *s, size_t n, size_t i);

static void break_ws(md_ctx *c, int L, sp_buf *run, bool trailing)
{
    if (L < 1 || (size_t)L >= c->pre.nlines) {
        return;
    }
    if (trailing) {
        const char *s = c->pre.line_s[L];
        size_t n = c->pre.line_n[L];
        if (n && s[n - 1] == '\r') {
            n--;
        }
        size_t e = n;
        while (e && (s[e - 1] == ' ' || s[e - 1] == '\t')) {
            e--;
        }
        if (n - e < 2 || memchr(s + e, '\t', n - e)) {
            sp_buf_append(run, s + e, n - e);
        }
    }
    sp_buf_putc(run, '\n');
    const char *s = c->pre.line_s[L + 1];
    size_t n = c->pre.line_n[L + 1];
    size_t i = skip_item_indent(c, s, n, strip_bq(s, n, c->bq_levels));
    size_t j = i;
    while (j < n && (s[j] == ' ' || s[j] == '\t')) {
        j++;
    }
    sp_buf_append(run, s + i, j - i);
}

static void render_inlines(md_ctx *c, cmark_node *parent, sp_buf *out, bool plain);
static void plain_text(cmark_node *n, sp_buf *out);
static void lead_text(cmark_node *p, sp_buf *b);
static void render_range(md_ctx *c, cmark_node *n, cmark_node *stop, sp_buf *out, bool plain);
static bool para_is_dl(md_ctx *c, cmark_node *p);
static md_table *para_table(md_ctx *c, cmark_node *p);
static size_t item_ial(const char *s, size_t n, size_t *cs, size_t *ce);

/* The first character the source has after node n (for look-ahead rules), 0 at the end. */
static int next_char_after(cmark_node *n)
{
    cmark_node *x = cmark_node_next(n);
    if (!x) {
        return 0;
    }
    switch (cmark_node_get_type(x)) {
    case CMARK_NODE_EMPH: return '*';
    case CMARK_NODE_STRONG: return '*';
    case CMARK_NODE_LINK: return '[';
    case CMARK_NODE_IMAGE: return '!';
    case CMARK_NODE_CODE: return '`';
    case CMARK_NODE_HTML_INLINE: return node_marker(x) >= 0 ? 0 : '<';
    case CMARK_NODE_SOFTBREAK:
    case CMARK_NODE_LINEBREAK: return '\n';
    case CMARK_NODE_TEXT: {
        const char *l = cmark_node_get_literal(x);
        return l && *l ? (unsigned char)*l : 0;
    }
    default: return '~';
    }
}

/* A span IAL `{:...}` at the start of text s: returns its length and fills at; 0 when none. */
static size_t span_ial(md_ctx *c, const char *s, size_t n, md_attrs *at)
{
    if (n < 4 || s[0] != '{' || s[1] != ':' || s[2] == ':' || s[2] == '/') {
        return 0;
    }
    size_t i = 2;
    while (i < n && s[i] != '}') {
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == '}') {
            i += 2;
            continue;
        }
        i++;
    }
    if (i >= n || i == 2) {
        return 0;
    }
    if (at) {
        md_parse_attr_list(c->a, s + 2, i - 2, at);
    }
    return i + 1;
}

/* Attributes for an element: base attributes, then a following span IAL (which is consumed). */
static void take_span_ial(md_ctx *c, cmark_node *n, md_attrs *attrs)
{
    cmark_node *x = cmark_node_next(n);
    if (!x || cmark_node_get_type(x) != CMARK_NODE_TEXT) {
        return;
    }
    const char *l = cmark_node_get_literal(x);
    md_attrs ial = {0};
    size_t k = span_ial(c, l, strlen(l), &ial);
    if (!k) {
        return;
    }
    nd(c, x)->text_skip = k;
    md_apply_ial(c->a, attrs, &ial, c->pre.alds, c->pre.nalds, 0);
}

static void plain_text(cmark_node *n, sp_buf *out)
{
    for (cmark_node *x = cmark_node_first_child(n); x; x = cmark_node_next(x)) {
        cmark_node_type t = cmark_node_get_type(x);
        if (t == CMARK_NODE_TEXT || t == CMARK_NODE_CODE) {
            sp_buf_puts(out, cmark_node_get_literal(x));
        } else if (t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK) {
            sp_buf_putc(out, '\n');
        } else {
            plain_text(x, out);
        }
    }
}

/* kramdown's alt text is the raw source between `![` and its `]` (single-line images). */
static bool raw_alt(md_ctx *c, cmark_node *n, sp_buf *out)
{
    int sl = cmark_node_get_start_line(n), el = cmark_node_get_end_line(n);
    int sc = cmark_node_get_start_column(n), ec = cmark_node_get_end_column(n);
    if (sl != el || sl < 1 || (size_t)sl > c->pre.nlines || sc < 1 || ec < sc) {
        return false;
    }
    const char *s = c->pre.line_s[sl];
    size_t len = c->pre.line_n[sl];
    if ((size_t)ec > len || s[sc - 1] != '!' || s[sc] != '[') {
        return false;
    }
    size_t i = (size_t)sc + 1, end = (size_t)ec;
    int depth = 1;
    while (i < end) {
        if (s[i] == '\\' && i + 1 < end) {
            i += 2;
            continue;
        }
        if (s[i] == '`') {
            size_t j = i;
            while (j < end && s[j] == '`') {
                j++;
            }
            size_t run = j - i, k = j;
            while (k < end) {
                if (s[k] == '`') {
                    size_t m = k;
                    while (m < end && s[m] == '`') {
                        m++;
                    }
                    if (m - k == run) {
                        break;
                    }
                    k = m;
                } else {
                    k++;
                }
            }
            i = k < end ? k + run : j;
            continue;
        }
        if (s[i] == '[') {
            depth++;
        } else if (s[i] == ']' && --depth == 0) {
            sp_buf_append(out, s + sc + 1, i - (size_t)sc - 1);
            if (!out->data) {
                sp_buf_puts(out, "");
            }
            return true;
        }
        i++;
    }
    return false;
}

/* s with the quote-entity characters of md_pre.c turned back into quotes (in the arena), or s. */
static const char *unpua_str(md_ctx *c, const char *s)
{
    if (!s || !strchr(s, (char)0xEE)) {
        return s;
    }
    sp_buf b = SP_BUF_INIT;
    md_unpua(&b, s, strlen(s), false);
    char *r = sp_arena_strndup(c->a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

/* kramdown takes a link destination as written (backslashes kept); cmark unescapes it. When the source line
 * that ends link n holds a destination with a backslash that unescapes to url, return that raw text. */
static const char *raw_dest(md_ctx *c, cmark_node *n, const char *url)
{
    int el = cmark_node_get_end_line(n);
    if (el < 1 || (size_t)el > c->pre.nlines) {
        return NULL;
    }
    const char *s = c->pre.line_s[el];
    size_t len = c->pre.line_n[el];
    if (!memchr(s, '\\', len)) {
        return NULL;
    }
    size_t ul = strlen(url);
    for (size_t i = 0; i + 1 < len; i++) {
        if (s[i] != ']' || s[i + 1] != '(') {
            continue;
        }
        size_t k = i + 2;
        while (k < len && (s[k] == ' ' || s[k] == '\t')) {
            k++;
        }
        size_t st = k;
        int depth = 0;
        while (k < len && s[k] != ' ' && s[k] != '\t') {
            if (s[k] == '\\' && k + 1 < len) {
                k += 2;
                continue;
            }
            if (s[k] == '(') {
                depth++;
            } else if (s[k] == ')') {
                if (depth == 0) {
                    break;
                }
                depth--;
            }
            k++;
        }
        if (k == st || !memchr(s + st, '\\', k - st)) {
            continue;
        }
        /* unescape as CommonMark does: backslash before ASCII punctuation */
        sp_buf u = SP_BUF_INIT;
        for (size_t q = st; q < k; q++) {
            if (s[q] == '\\' && q + 1 < k && rx_punct((unsigned char)s[q + 1])) {
                q++;
            }
            sp_buf_putc(&u, s[q]);
        }
        bool same = u.len == ul && memcmp(u.data, url, ul) == 0;
        sp_buf_free(&u);
        if (same) {
            return sp_arena_strndup(c->a, s + st, k - st);
        }
    }
    return NULL;
}

static int call_hook(md_ctx *c, sp_md_code_kind kind, const char *lang, const char *code, size_t len, sp_buf *out)
{
    if (!c->o.guess_lang && md_lang_is_plaintext(lang)) {
        return 1; /* kramdown's Rouge call: a plaintext lexer without guess_lang gives no highlighting */
    }
    sp_markdown_code_fn fn = c->o.code_hook ? c->o.code_hook : sp_markdown_default_code_hook;
    size_t before = out->len;
    int r = fn(c->o.code_hook ? c->o.code_ctx : NULL, kind, lang, code, len, out, c->err);
    if (r < 0) {
        c->failed = true;
        return -1;
    }
    if (r == 1) {
        sp_buf_truncate(out, before);
    }
    return r;
}

/* kramdown add_syntax_highlighter_to_class_attr */
static void add_hl_class(md_ctx *c, md_attrs *attrs, const char *lang)
{
    const char *cls = md_attrs_get(attrs, "class");
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, cls ? cls : "");
    sp_buf_puts(&b, " highlighter-rouge");
    const char *s = sp_buf_cstr(&b);
    while (*s == ' ') {
        s++;
    }
    sp_buf r = SP_BUF_INIT;
    const char *lp = NULL;
    for (const char *p = strstr(s, "language-"); p; p = strstr(p + 1, "language-")) {
        if (p == s || !rx_w((unsigned char)p[-1])) {
            lp = p;
            break;
        }
    }
    if (lp) {
        const char *e = lp + 9;
        while (*e && !rx_s((unsigned char)*e)) {
            e++;
        }
        if (e == lp + 9) {
            lp = NULL;
        } else {
            sp_buf_append(&r, s, (size_t)(lp - s));
            sp_buf_printf(&r, "language-%s", lang);
            sp_buf_puts(&r, e);
        }
    }
    if (!lp) {
        sp_buf_printf(&r, "language-%s %s", lang, s);
    }
    md_attrs_set(c->a, attrs, "class", 5, r.data, r.len, false);
    sp_buf_free(&b);
    sp_buf_free(&r);
}

/* kramdown extract_code_language: the X of a `language-X` class */
static char *class_lang(md_ctx *c, md_attrs *attrs, bool remove)
{
    const char *cls = md_attrs_get(attrs, "class");
    if (!cls) {
        return NULL;
    }
    const char *p = strstr(cls, "language-");
    while (p && p != cls && rx_w((unsigned char)p[-1])) {
        p = strstr(p + 1, "language-");
    }
    if (!p) {
        return NULL;
    }
    const char *e = p + 9;
    while (*e && !rx_s((unsigned char)*e)) {
        e++;
    }
    if (e == p + 9) {
        return NULL;
    }
    char *lang = sp_arena_strndup(c->a, p + 9, (size_t)(e - p - 9));
    if (remove) {
        sp_buf b = SP_BUF_INIT;
        sp_buf_append(&b, cls, (size_t)(p - cls));
        sp_buf_puts(&b, e);
        /* kramdown: the language-X class removed, white space stripped, an empty class removed */
        const char *s = sp_buf_cstr(&b);
        size_t n = b.len;
        while (n && rx_s((unsigned char)s[n - 1])) {
            n--;
        }
        while (n && rx_s((unsigned char)*s)) {
            s++;
            n--;
        }
        if (n) {
            md_attrs_set(c->a, attrs, "class", 5, s, n, false);
        } else {
            md_attrs_del(attrs, "class");
        }
        sp_buf_free(&b);
    }
    return lang;
}

static size_t strip_bq(const char *s, size_t n, int levels);

/* A code span over several lines: kramdown keeps its line breaks and the white space of the continuation
 * lines (cmark makes them spaces), and strips one space at each end of a span with a multi-backtick
 * delimiter. multiline_code returns the literal in the arena, or NULL when the source cannot be mapped. */
static size_t bt_run(const char *s, size_t n, size_t i)
{
    size_t j = i;
    while (j < n && s[j] == '`') {
        j++;
    }
    return j - i;
}

static const char *multiline_code(md_ctx *c, cmark_node *n)
{
    int sl = cmark_node_get_start_line(n), el = cmark_node_get_end_line(n);
    if (!c->pl || sl == el || sl < 1 || (size_t)el > c->pre.nlines) {
        return NULL;
    }
    /* the opening run: the first backtick run on line sl not closed on that line */
    const char *s = c->pre.line_s[sl];
    size_t ln = c->pre.line_n[sl], i = 0, open = (size_t)-1, run = 0;
    while (i < ln) {
        if (s[i] == '\\' && i + 1 < ln) {
            i += 2;
            continue;
        }
        if (s[i] != '`') {
            i++;
            continue;
        }
        size_t r = bt_run(s, ln, i), k = i + r;
        bool closed = false;
        while (k < ln) {
            if (s[k] == '`') {
                size_t r2 = bt_run(s, ln, k);
                if (r2 == r) {
                    closed = true;
                    k += r2;
                    break;
                }
                k += r2;
            } else {
                k++;
            }
        }
        if (!closed) {
            open = i;
            run = r;
            break;
        }
        i = k;
    }
    if (open == (size_t)-1) {
        return NULL;
    }
    sp_buf b = SP_BUF_INIT;
    sp_buf_append(&b, s + open + run, ln - open - run);
    bool done = false;
    for (int L = sl + 1; L <= el && !done; L++) {
        sp_buf_putc(&b, '\n');
        const char *t = c->pre.line_s[L];
        size_t tn = c->pre.line_n[L];
        size_t k = skip_item_indent(c, t, tn, strip_bq(t, tn, c->bq_levels));
        size_t st = k, e = tn;
        while (k < tn) {
            if (t[k] == '`') {
                size_t r2 = bt_run(t, tn, k);
                if (r2 == run) {
                    e = k;
                    done = true;
                    break;
                }
                k += r2;
            } else {
                k++;
            }
        }
        sp_buf_append(&b, t + st, e - st);
    }
    if (!done) {
        sp_buf_free(&b);
        return NULL;
    }
    const char *r = b.data;
    size_t rn = b.len;
    if (run > 1 && rn && r[0] == ' ') {
        r++;
        rn--;
    }
    if (run > 1 && rn && r[rn - 1] == ' ') {
        rn--;
    }
    char *lit = sp_arena_strndup(c->a, r, rn);
    sp_buf_free(&b);
    return lit;
}

static void render_code_span(md_ctx *c, cmark_node *n, sp_buf *out, bool plain)
{
    const char *lit = multiline_code(c, n);
    if (!lit) {
        lit = cmark_node_get_literal(n);
    }
    if (plain) {
        sp_buf_puts(out, lit);
        return;
    }
    md_attrs attrs = {0};
    take_span_ial(c, n, &attrs);
    char *lang = class_lang(c, &attrs, false);
    if (c->o.highlight && c->o.highlight_spans) {
        sp_buf tok = SP_BUF_INIT;
        int r = call_hook(c, SP_MD_CODE_SPAN, lang ? lang : c->o.default_lang, lit, strlen(lit), &tok);
        if (r == 0) {
            add_hl_class(c, &attrs, lang ? lang : c->o.default_lang);
            sp_buf_puts(out, "<code");
            md_write_attrs(out, &attrs);
            sp_buf_putc(out, '>');
            sp_buf_append(out, tok.data, tok.len);
            sp_buf_puts(out, "</code>");
            sp_buf_free(&tok);
            return;
        }
        sp_buf_free(&tok);
        if (r < 0) {
            return;
        }
    }
    sp_buf_puts(out, "<code");
    md_write_attrs(out, &attrs);
    sp_buf_putc(out, '>');
    md_escape_all(out, lit, strlen(lit));
    sp_buf_puts(out, "</code>");
}

static void render_footnote_ref(md_ctx *c, cmark_node *n, sp_buf *out)
{
    cmark_node *def = n->parent_footnote_def;
    if (!def) {
        sp_buf_puts(out, cmark_node_get_literal(n));
        return;
    }
    const char *label = sp_arena_strndup(c->a, (const char *)def->as.literal.data, (size_t)def->as.literal.len);
    md_fn *f = NULL;
    for (size_t i = 0; i < c->nfns; i++) {
        if (strcmp(c->fns[i].name, label) == 0) {
            f = &c->fns[i];
            break;
        }
    }
    const char *repeat = "";
    char rb[32];
    if (f) {
        f->repeat++;
        snprintf(rb, sizeof rb, ":%d", f->repeat);
        repeat = rb;
    } else {
        if (c->nfns == c->fncap) {
            size_t nc = c->fncap ? c->fncap * 2 : 8;
            c->fns = sp_arena_realloc(c->a, c->fns, c->fncap * sizeof(md_fn), nc * sizeof(md_fn));
            c->fncap = nc;
        }
        f = &c->fns[c->nfns++];
        f->name = sp_arena_strdup(c->a, label);
        f->def = def;
        f->number = c->fn_counter++;
        f->repeat = 0;
    }
    sp_buf_puts(out, "<sup id=\"fnref:");
    md_escape_attr(out, label, strlen(label));
    sp_buf_puts(out, repeat);
    sp_buf_puts(out, "\" role=\"doc-noteref\"><a href=\"#fn:");
    md_escape_attr(out, label, strlen(label));
    sp_buf_printf(out, "\" class=\"footnote\" rel=\"footnote\">%d</a></sup>", f->number);
}

static void render_math(md_ctx *c, md_marker *m, sp_buf *out, int indent, md_attrs *attrs, bool plain)
{
    if (plain) {
        sp_buf_append(out, m->body, m->body_len);
        return;
    }
    bool block = m->kind == MK_MATH_BLOCK;
    if (!c->o.math_mathjax) {
        md_attrs at = {0};
        if (attrs) {
            md_apply_ial(c->a, &at, attrs, NULL, 0, 0);
        }
        const char *cls = md_attrs_get(&at, "class");
        char *nc = sp_arena_printf(c->a, "%s%skdmath", cls ? cls : "", cls ? " " : "");
        md_attrs_set(c->a, &at, "class", 5, nc, strlen(nc), false);
        if (block) {
            indent_to(out, indent);
            sp_buf_puts(out, "<div");
            md_write_attrs(out, &at);
            sp_buf_puts(out, ">$$\n");
            sp_buf_append(out, m->body, m->body_len);
            sp_buf_puts(out, "\n$$</div>\n");
        } else {
            sp_buf_puts(out, "<span");
            md_write_attrs(out, &at);
            sp_buf_puts(out, ">$");
            sp_buf_append(out, m->body, m->body_len);
            sp_buf_puts(out, "$</span>");
        }
        return;
    }
    if (block && attrs && attrs->n) {
        indent_to(out, indent);
        sp_buf_puts(out, "<div");
        md_write_attrs(out, attrs);
        sp_buf_puts(out, ">\\[");
        md_escape_all(out, m->body, m->body_len);
        sp_buf_puts(out, "\\]\n</div>\n");
        return;
    }
    sp_buf_puts(out, block ? "\\[" : "\\(");
    const char *b = m->body;
    size_t bl = m->body_len;
    if (!block) {
        while (bl && rx_s((unsigned char)*b)) {
            b++;
            bl--;
        }
        while (bl && rx_s((unsigned char)b[bl - 1])) {
            bl--;
        }
    }
    md_escape_all(out, b, bl);
    sp_buf_puts(out, block ? "\\]\n" : "\\)");
}

static void render_inline(md_ctx *c, cmark_node *n, sp_buf *out, bool plain)
{
    cmark_node_type t = cmark_node_get_type(n);
    switch (t) {
    case CMARK_NODE_EMPH:
    case CMARK_NODE_STRONG: {
        const char *tag = t == CMARK_NODE_EMPH ? "em" : "strong";
        cmark_node *only = cmark_node_first_child(n);
        if (t == CMARK_NODE_EMPH && only && !cmark_node_next(only) && cmark_node_get_type(only) == CMARK_NODE_STRONG &&
            cmark_node_get_start_column(only) == cmark_node_get_start_column(n) &&
            cmark_node_get_start_line(only) == cmark_node_get_start_line(n) && !plain) {
            /* `***x***`: kramdown nests <em> inside <strong> */
            md_attrs attrs = {0};
            take_span_ial(c, n, &attrs);
            sp_buf_puts(out, "<strong");
            md_write_attrs(out, &attrs);
            sp_buf_puts(out, "><em>");
            render_inlines(c, only, out, plain);
            sp_buf_puts(out, "</em></strong>");
            return;
        }
        if (plain) {
            render_inlines(c, n, out, plain);
            return;
        }
        md_attrs attrs = {0};
        take_span_ial(c, n, &attrs);
        sp_buf_printf(out, "<%s", tag);
        md_write_attrs(out, &attrs);
        sp_buf_putc(out, '>');
        render_inlines(c, n, out, plain);
        sp_buf_printf(out, "</%s>", tag);
        return;
    }
    case CMARK_NODE_LINK: {
        if (plain || c->toc_mode) {
            render_inlines(c, n, out, plain);
            return;
        }
        md_attrs attrs = {0};
        const char *url = unpua_str(c, cmark_node_get_url(n)), *title = unpua_str(c, cmark_node_get_title(n));
        const char *raw = raw_dest(c, n, url);
        if (raw) {
            url = raw;
        }
        md_attrs_set(c->a, &attrs, "href", 4, url, strlen(url), false);
        if (title && *title) {
            md_attrs_set(c->a, &attrs, "title", 5, title, strlen(title), false);
        }
        take_span_ial(c, n, &attrs);
        sp_buf_puts(out, "<a");
        md_write_attrs(out, &attrs);
        sp_buf_putc(out, '>');
        render_inlines(c, n, out, plain);
        sp_buf_puts(out, "</a>");
        return;
    }
    case CMARK_NODE_IMAGE: {
        if (plain) {
            return;
        }
        md_attrs attrs = {0};
        const char *url = unpua_str(c, cmark_node_get_url(n)), *title = unpua_str(c, cmark_node_get_title(n));
        const char *raw = raw_dest(c, n, url);
        if (raw) {
            url = raw;
        }
        sp_buf alt = SP_BUF_INIT;
        if (!raw_alt(c, n, &alt)) {
            plain_text(n, &alt);
        }
        md_attrs_set(c->a, &attrs, "src", 3, url, strlen(url), false);
        md_attrs_set(c->a, &attrs, "alt", 3, alt.data ? alt.data : "", alt.len, false);
        sp_buf_free(&alt);
        if (title && *title) {
            md_attrs_set(c->a, &attrs, "title", 5, title, strlen(title), false);
        }
        take_span_ial(c, n, &attrs);
        sp_buf_puts(out, "<img");
        md_write_attrs(out, &attrs);
        sp_buf_puts(out, " />");
        return;
    }
    case CMARK_NODE_CODE: render_code_span(c, n, out, plain); return;
    case CMARK_NODE_HTML_INLINE: {
        long m = node_marker(n);
        if (m >= 0 && (size_t)m < c->pre.nmarkers && c->pre.markers[m].kind == MK_MATH_SPAN) {
            render_math(c, &c->pre.markers[m], out, 0, NULL, plain);
            return;
        }
        if (plain) {
            return;
        }
        const char *lit = cmark_node_get_literal(n);
        sp_buf raw = SP_BUF_INIT;
        put_restored(c, &raw, lit, strlen(lit));
        const char *name;
        size_t nlen;
        bool closing, selfc;
        sp_buf norm = SP_BUF_INIT;
        size_t l = raw.len ? md_html_tag(raw.data, raw.len, &norm, &name, &nlen, &closing, &selfc) : 0;
        bool is_comment = raw.len >= 4 && memcmp(raw.data, "<!--", 4) == 0;
        if (l && l == raw.len && !is_comment && closing) {
            /* an end tag with no open element is text for kramdown's span HTML parser */
            int k = c->nihtml - 1;
            while (k >= 0 && !(strlen(c->ihtml[k]) == nlen && strncmp(c->ihtml[k], name, nlen) == 0)) {
                k--;
            }
            if (k < 0) {
                l = 0;
            } else {
                c->nihtml = k;
            }
        } else if (l && l == raw.len && !is_comment && !selfc && !md_html_is_void(name, nlen) && c->nihtml < 32) {
            c->ihtml[c->nihtml++] = sp_arena_strndup(c->a, name, nlen);
        }
        c->raw_inline = false;
        for (int k = 0; k < c->nihtml; k++) {
            if (!md_html_content_parsed(c->ihtml[k], strlen(c->ihtml[k]))) {
                c->raw_inline = true; /* kramdown: content of a raw content model element is not parsed */
            }
        }
        if (l && l == raw.len) {
            sp_buf_append(out, norm.data, norm.len);
        } else if (is_comment || (raw.len > 1 && (raw.data[1] == '!' || raw.data[1] == '?'))) {
            sp_buf_append(out, raw.data, raw.len);
        } else {
            md_escape_text(out, raw.data, raw.len); /* not a tag for kramdown: text */
        }
        sp_buf_free(&norm);
        sp_buf_free(&raw);
        return;
    }
    case CMARK_NODE_LINEBREAK:
        if (!plain) {
            sp_buf_puts(out, "<br />");
        }
        return;
    case CMARK_NODE_FOOTNOTE_REFERENCE:
        if (!plain && !c->toc_mode) {
            render_footnote_ref(c, n, out);
        }
        return;
    default:
        if (is_type(n, "strikethrough")) {
            if (plain) {
                render_inlines(c, n, out, plain);
                return;
            }
            sp_buf_puts(out, "<del>");
            render_inlines(c, n, out, plain);
            sp_buf_puts(out, "</del>");
            return;
        }
        render_inlines(c, n, out, plain);
        return;
    }
}

/* `<<b>>`: kramdown reads the guillemets first; cmark took `<b>` for raw HTML. Turn such HTML back into text. */
static void fix_guillemets(cmark_node *parent)
{
    for (cmark_node *n = cmark_node_first_child(parent); n; n = cmark_node_next(n)) {
        cmark_node_type nt = cmark_node_get_type(n);
        if (nt != CMARK_NODE_HTML_INLINE && nt != CMARK_NODE_LINK) {
            continue;
        }
        cmark_node *p = cmark_node_previous(n), *x = cmark_node_next(n);
        if (!p || !x || cmark_node_get_type(p) != CMARK_NODE_TEXT || cmark_node_get_type(x) != CMARK_NODE_TEXT) {
            continue;
        }
        const char *pl = cmark_node_get_literal(p), *xl = cmark_node_get_literal(x);
        size_t pn = strlen(pl);
        if (!pn || pl[pn - 1] != '<' || xl[0] != '>') {
            continue;
        }
        sp_buf lit = SP_BUF_INIT;
        if (nt == CMARK_NODE_LINK) {
            /* `<<a@b.c>>`: an autolink for cmark, guillemets around text for kramdown */
            sp_buf txt = SP_BUF_INIT;
            plain_text(n, &txt);
            const char *url = cmark_node_get_url(n);
            const char *tx = sp_buf_cstr(&txt);
            bool autolink = strcmp(url, tx) == 0 || (strncmp(url, "mailto:", 7) == 0 && strcmp(url + 7, tx) == 0);
            if (autolink) {
                sp_buf_printf(&lit, "<%s>", tx);
            }
            sp_buf_free(&txt);
            if (!autolink) {
                sp_buf_free(&lit);
                continue;
            }
        } else {
            sp_buf_puts(&lit, cmark_node_get_literal(n));
        }
        cmark_node *t = cmark_node_new(CMARK_NODE_TEXT);
        cmark_node_set_literal(t, sp_buf_cstr(&lit));
        sp_buf_free(&lit);
        cmark_node_insert_before(n, t);
        cmark_node_free(n);
        n = t;
    }
}


static void render_inlines(md_ctx *c, cmark_node *parent, sp_buf *out, bool plain)
{
    fix_guillemets(parent);
    render_range(c, cmark_node_first_child(parent), NULL, out, plain);
}

/* GFM task list item: `[ ]` / `[x]` then white space at the start of the item's text. Returns its length. */
static size_t task_prefix(const char *s, size_t n, bool *checked)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n')) {
        i++;
    }
    if (i + 3 > n || s[i] != '[' || s[i + 2] != ']' || !(s[i + 1] == ' ' || s[i + 1] == 'x' || s[i + 1] == 'X')) {
        return 0;
    }
    *checked = s[i + 1] != ' ';
    size_t j = i + 3;
    if (j >= n || !(s[j] == ' ' || s[j] == '\t' || s[j] == '\n')) {
        return 0;
    }
    while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n')) {
        j++;
    }
    return j;
}

/* Inline nodes from n up to (not including) stop. */
static void render_range(md_ctx *c, cmark_node *n, cmark_node *stop, sp_buf *out, bool plain)
{
    bool after_break = false;
    while (n && n != stop) {
        cmark_node_type t = cmark_node_get_type(n);
        if (t == CMARK_NODE_TEXT || t == CMARK_NODE_SOFTBREAK) {
            /* a run of text and soft breaks */
            sp_buf run = SP_BUF_INIT;
            if (after_break) {
                if (c->pl) {
                    break_ws(c, c->pl, &run, false);
                    c->pl++;
                } else {
                    sp_buf_putc(&run, '\n');
                }
            }
            cmark_node *last = n;
            while (n && n != stop &&
                   (cmark_node_get_type(n) == CMARK_NODE_TEXT || cmark_node_get_type(n) == CMARK_NODE_SOFTBREAK)) {
                if (cmark_node_get_type(n) == CMARK_NODE_TEXT) {
                    const char *l = cmark_node_get_literal(n);
                    md_nd *d = nd_peek(n);
                    size_t skip = d ? d->text_skip : 0, ll = strlen(l);
                    if (skip > ll) {
                        skip = ll;
                    }
                    size_t cut = d ? d->text_cut : 0;
                    if (cut > ll - skip) {
                        cut = ll - skip;
                    }
                    sp_buf_append(&run, l + skip, ll - skip - cut);
                } else if (c->o.hard_wrap && !plain) {
                    sp_buf_putc(&run, '\x01');
                    if (c->pl) {
                        c->pl++;
                    }
                } else if (c->pl) {
                    break_ws(c, c->pl, &run, true);
                    c->pl++;
                } else {
                    sp_buf_putc(&run, '\n');
                }
                last = n;
                n = cmark_node_next(n);
            }
            int nx = next_char_after(last);
            if (c->li_ial && !plain) {
                size_t cs, ce, k = item_ial(run.data ? run.data : "", run.len, &cs, &ce);
                if (k) {
                    memmove(run.data, run.data + k, run.len - k);
                    sp_buf_truncate(&run, run.len - k);
                }
                c->li_ial = false;
            }
            if (c->task && !plain) {
                bool checked = false;
                size_t k = task_prefix(run.data ? run.data : "", run.len, &checked);
                if (k) {
                    sp_buf_puts(out, checked ? "<input type=\"checkbox\" class=\"task-list-item-checkbox\" "
                                               "disabled=\"disabled\" checked=\"checked\" />"
                                             : "<input type=\"checkbox\" class=\"task-list-item-checkbox\" "
                                               "disabled=\"disabled\" />");
                    memmove(run.data, run.data + k, run.len - k);
                    sp_buf_truncate(&run, run.len - k);
                }
                c->task = false;
            }
            if (c->o.hard_wrap && !plain) {
                /* GFM hard_wrap: every soft break is <br /> followed by the newline */
                sp_buf tmp = SP_BUF_INIT;
                put_typo(c, &tmp, run.data ? run.data : "", run.len, nx, plain);
                for (size_t i = 0; i < tmp.len; i++) {
                    if (tmp.data[i] == '\x01') {
                        sp_buf_puts(out, "<br />\n");
                    } else {
                        sp_buf_putc(out, tmp.data[i]);
                    }
                }
                sp_buf_free(&tmp);
            } else {
                put_typo(c, out, run.data ? run.data : "", run.len, nx, plain);
            }
            sp_buf_free(&run);
            after_break = false;
            continue;
        }
        if (after_break) {
            if (c->pl) {
                sp_buf tmp = SP_BUF_INIT;
                break_ws(c, c->pl, &tmp, false);
                c->pl++;
                sp_buf_append(out, tmp.data, tmp.len);
                sp_buf_free(&tmp);
            } else {
                sp_buf_putc(out, '\n');
            }
        }
        after_break = (t == CMARK_NODE_LINEBREAK);
        if (c->pl && t == CMARK_NODE_HTML_INLINE) {
            for (const char *q = cmark_node_get_literal(n); *q; q++) {
                c->pl += *q == '\n';
            }
        }
        render_inline(c, n, out, plain);
        if (c->pl && (t == CMARK_NODE_CODE || t == CMARK_NODE_IMAGE)) {
            /* line breaks inside a code span or an image's text are not soft break nodes */
            c->pl += cmark_node_get_end_line(n) - cmark_node_get_start_line(n);
        }
        n = cmark_node_next(n);
    }
    if (after_break) {
        sp_buf_putc(out, '\n');
    }
}

/* kramdown closes the span HTML elements still open at the end of a block's text. */
static void close_inline_html(md_ctx *c, sp_buf *out)
{
    while (c->nihtml > 0) {
        c->nihtml--;
        sp_buf_printf(out, "</%s>", c->ihtml[c->nihtml]);
    }
    c->raw_inline = false;
}

/* Set up break_ws for paragraph n (returns the previous state in *saved). */
static void para_lines_begin(md_ctx *c, cmark_node *n, int saved[4])
{
    saved[0] = c->pl;
    saved[1] = c->bq_levels;
    saved[2] = c->content_indent;
    saved[3] = c->para_start;
    int bq = 0, items = 0;
    for (cmark_node *p = cmark_node_parent(n); p; p = cmark_node_parent(p)) {
        if (cmark_node_get_type(p) == CMARK_NODE_BLOCK_QUOTE) {
            bq++;
        } else if (cmark_node_get_type(p) == CMARK_NODE_ITEM) {
            /* kramdown removes the list item's content indentation from its lines, nothing more; an item
             * that starts with an IAL has the indentation 4 (parse_first_list_line) */
            int w = p->as.list.marker_offset + p->as.list.padding;
            cmark_node *f = cmark_node_first_child(p);
            if (f && cmark_node_get_type(f) == CMARK_NODE_PARAGRAPH) {
                sp_buf lt = SP_BUF_INIT;
                lead_text(f, &lt);
                size_t cs, ce, k = item_ial(lt.data, lt.len, &cs, &ce);
                if (k && (k == lt.len || memchr(lt.data + ce, '\n', k - ce))) {
                    w = 4; /* LIST_ITEM_IAL_CHECK: the IAL alone on the item's first line */
                }
                sp_buf_free(&lt);
            }
            items += w;
        } else if (cmark_node_get_type(p) == CMARK_NODE_FOOTNOTE_DEFINITION) {
            items += 4; /* a footnote's lines are indented like a code block */
        }
    }
    int S = cmark_node_get_start_line(n);
    c->pl = S;
    c->para_start = S;
    c->bq_levels = bq;
    c->content_indent = items;
}

/* Skip the list indentation kramdown removes from a continuation line: all of it or, when the line has less
 * (a lazy line), none. */
static size_t skip_item_indent(md_ctx *c, const char *s, size_t n, size_t i)
{
    size_t k = 0;
    while (i + k < n && s[i + k] == ' ' && (int)k < c->content_indent) {
        k++;
    }
    return (int)k == c->content_indent ? i + k : i;
}

static void para_lines_end(md_ctx *c, const int saved[4])
{
    c->pl = saved[0];
    c->bq_levels = saved[1];
    c->content_indent = saved[2];
    c->para_start = saved[3];
}

/* ------------------------------------------------------------------ blocks */

static void render_block(md_ctx *c, cmark_node *n, sp_buf *out, int indent);

static bool line_blank(md_ctx *c, int line)
{
    if (line < 1 || (size_t)line > c->pre.nlines) {
        return false;
    }
    return c->pre.blank[line];
}

/* Does the block produce output? (markers for IALs, ALDs, options, abbreviations do not) */
static bool silent_block(md_ctx *c, cmark_node *n)
{
    long m = node_marker(n);
    if (m == -2) {
        return true;
    }
    if (m >= 0 && (size_t)m < c->pre.nmarkers) {
        md_mk_kind k = c->pre.markers[m].kind;
        return k == MK_IAL || k == MK_ALD || k == MK_OPTIONS || k == MK_ABBR_DEF || k == MK_EOB || k == MK_CONT;
    }
    if (cmark_node_get_type(n) == CMARK_NODE_FOOTNOTE_DEFINITION) {
        return true;
    }
    md_nd *d = nd_peek(n);
    return d && d->skip;
}

/* Children of a container, with kramdown's blank-line elements ("\n") where the source has blank lines between
 * blocks. trailing: also write "\n" for blank lines after the last child up to line last_line. */
static void render_children(md_ctx *c, cmark_node *parent, sp_buf *out, int indent, int first_line, int last_line,
                            bool trailing)
{
    bool pending = false;
    int prev_end = first_line - 1;
    size_t open_pos[64];
    int nopen = 0;
    for (cmark_node *n = cmark_node_first_child(parent); n; n = cmark_node_next(n)) {
        if (cmark_node_get_type(n) == CMARK_NODE_FOOTNOTE_DEFINITION) {
            continue;
        }
        int sl = cmark_node_get_start_line(n);
        for (int l = prev_end + 1; l < sl; l++) {
            if (line_blank(c, l)) {
                pending = true;
                break;
            }
        }
        int el = cmark_node_get_end_line(n);
        if (cmark_node_get_type(n) == CMARK_NODE_HTML_BLOCK) {
            /* cmark-gfm gives an HTML block closed by its end condition (types 1-5) the end line before the
             * real one; count the lines of its text instead */
            int lines = 0;
            for (const char *q = cmark_node_get_literal(n); *q; q++) {
                lines += *q == '\n';
            }
            el = sl + (lines ? lines : 1) - 1;
        }
        if (el < sl) {
            el = sl;
        }
        /* cmark may count trailing blank lines into a block; kramdown makes them a blank element */
        int real_end = el;
        while (real_end > sl && line_blank(c, real_end)) {
            real_end--;
        }
        if (real_end < el) {
            el = real_end;
        }
        prev_end = el;
        if (silent_block(c, n)) {
            continue;
        }
        long mk = node_marker(n);
        if (mk >= 0 && (size_t)mk < c->pre.nmarkers && c->pre.markers[mk].kind == MK_HTML_OPEN) {
            /* an element whose content is Markdown: kramdown indents its content by two */
            if (pending) {
                sp_buf_putc(out, '\n');
                pending = false;
            }
            indent_to(out, indent);
            sp_buf_append(out, c->pre.markers[mk].body, c->pre.markers[mk].body_len);
            sp_buf_putc(out, '\n');
            if (nopen < 64) {
                open_pos[nopen++] = out->len;
            }
            indent += 2;
            continue;
        }
        if (mk >= 0 && (size_t)mk < c->pre.nmarkers && c->pre.markers[mk].kind == MK_HTML_CLOSE && nopen > 0) {
            if (pending) {
                sp_buf_putc(out, '\n');
                pending = false;
            }
            indent -= 2;
            nopen--;
            if (out->len == open_pos[nopen]) {
                sp_buf_truncate(out, out->len - 1); /* empty: <div></div> */
            } else {
                indent_to(out, indent);
            }
            sp_buf_printf(out, "</%s>\n", c->pre.markers[mk].tag);
            continue;
        }
        if (c->in_dl && c->dl_out == out && out->len == c->dl_end && para_is_dl(c, n)) {
            /* kramdown continues the definition list over blank lines */
            sp_buf_truncate(out, out->len - c->dl_close);
            c->dl_merge = true;
            pending = false;
        }
        c->in_dl = false;
        if (pending) {
            sp_buf_putc(out, '\n');
            pending = false;
        }
        render_block(c, n, out, indent);
        if (c->failed) {
            return;
        }
    }
    if (trailing) {
        for (int l = prev_end + 1; l <= last_line; l++) {
            if (line_blank(c, l)) {
                pending = true;
                break;
            }
        }
    }
    if (pending) {
        sp_buf_putc(out, '\n');
    }
}

static md_attrs *block_attrs(md_ctx *c, cmark_node *n)
{
    md_attrs *at = sp_arena_calloc(c->a, 1, sizeof *at);
    md_nd *d = nd_peek(n);
    if (d && d->has_ial) {
        md_apply_ial(c->a, at, &d->ial, c->pre.alds, c->pre.nalds, 0);
    }
    return at;
}

static void render_code_block(md_ctx *c, cmark_node *n, sp_buf *out, int indent)
{
    md_attrs *attrs = block_attrs(c, n);
    const char *code = cmark_node_get_literal(n);
    size_t clen = strlen(code);
    if (memchr(code, 0xEE, clen)) {
        /* an indented code block of lines md_pre.c took for text: its entities as written */
        sp_buf b = SP_BUF_INIT;
        md_unpua(&b, code, clen, true);
        code = sp_arena_strndup(c->a, b.data ? b.data : "", b.len);
        clen = b.len;
        sp_buf_free(&b);
    }
    if (n->as.code.fenced && n->as.code.fence_offset > 0) {
        /* kramdown keeps the fence's indentation in the content lines; cmark removed it */
        sp_buf b = SP_BUF_INIT;
        int off = n->as.code.fence_offset;
        const char *p = code;
        while (*p) {
            const char *e = strchr(p, '\n');
            size_t l = e ? (size_t)(e - p) : strlen(p);
            if (l) {
                for (int k = 0; k < off; k++) {
                    sp_buf_putc(&b, ' ');
                }
            }
            sp_buf_append(&b, p, l);
            if (e) {
                sp_buf_putc(&b, '\n');
            }
            p += l + (e ? 1 : 0);
        }
        code = sp_arena_strndup(c->a, b.data ? b.data : "", b.len);
        clen = b.len;
        sp_buf_free(&b);
    }
    char *lang = NULL;
    if (cmark_node_get_fence_info(n) && cmark_node_get_fence_info(n)[0]) {
        const char *fi = cmark_node_get_fence_info(n);
        size_t l = strcspn(fi, " \t?");
        if (l) {
            lang = sp_arena_strndup(c->a, fi, l);
        }
    }
    char *ial_lang = class_lang(c, attrs, true);
    if (!lang) {
        lang = ial_lang;
    }
    if (c->o.highlight) {
        sp_buf tok = SP_BUF_INIT;
        const char *hl = lang ? lang : c->o.default_lang;
        int r = (hl && *hl) ? call_hook(c, SP_MD_CODE_BLOCK, hl, code, clen, &tok) : 1;
        if (r < 0) {
            sp_buf_free(&tok);
            return;
        }
        if (r == 0) {
            add_hl_class(c, attrs, hl);
            indent_to(out, indent);
            sp_buf_puts(out, "<div");
            md_write_attrs(out, attrs);
            sp_buf_puts(out, "><div class=\"highlight\"><pre class=\"highlight\"><code>");
            sp_buf_append(out, tok.data, tok.len);
            sp_buf_puts(out, "</code></pre></div>");
            indent_to(out, indent);
            sp_buf_puts(out, "</div>\n");
            sp_buf_free(&tok);
            return;
        }
        sp_buf_free(&tok);
    }
    indent_to(out, indent);
    sp_buf_puts(out, "<pre");
    md_write_attrs(out, attrs);
    sp_buf_puts(out, "><code");
    if (lang) {
        sp_buf_puts(out, " class=\"language-");
        md_escape_attr(out, lang, strlen(lang));
        sp_buf_putc(out, '"');
    }
    sp_buf_putc(out, '>');
    size_t l = clen;
    if (l && code[l - 1] == '\n') {
        l--;
    }
    md_escape_all(out, code, l);
    sp_buf_puts(out, "\n</code></pre>\n");
}

static void render_table(md_ctx *c, cmark_node *n, sp_buf *out, int indent)
{
    md_attrs *attrs = block_attrs(c, n);
    uint16_t ncols = cmark_gfm_extensions_get_table_columns(n);
    uint8_t *al = cmark_gfm_extensions_get_table_alignments(n);
    indent_to(out, indent);
    sp_buf_puts(out, "<table");
    md_write_attrs(out, attrs);
    sp_buf_puts(out, ">\n");
    bool in_body = false;
    for (cmark_node *row = cmark_node_first_child(n); row; row = cmark_node_next(row)) {
        bool head = cmark_gfm_extensions_get_table_row_is_header(row);
        if (head) {
            indent_to(out, indent + 2);
            sp_buf_puts(out, "<thead>\n");
        } else if (!in_body) {
            indent_to(out, indent + 2);
            sp_buf_puts(out, "<tbody>\n");
            in_body = true;
        }
        indent_to(out, indent + 4);
        sp_buf_puts(out, "<tr>\n");
        int col = 0;
        for (cmark_node *cell = cmark_node_first_child(row); cell; cell = cmark_node_next(cell), col++) {
            indent_to(out, indent + 6);
            sp_buf_puts(out, head ? "<th" : "<td");
            char a = (al && col < ncols) ? (char)al[col] : 0;
            if (a == 'l' || a == 'c' || a == 'r') {
                sp_buf_printf(out, " style=\"text-align: %s\"", a == 'l' ? "left" : a == 'c' ? "center" : "right");
            }
            sp_buf_putc(out, '>');
            size_t before = out->len;
            render_inlines(c, cell, out, false);
            if (out->len == before) {
                put_entity(c, out, "nbsp", false);
            }
            sp_buf_puts(out, head ? "</th>\n" : "</td>\n");
        }
        indent_to(out, indent + 4);
        sp_buf_puts(out, "</tr>\n");
        if (head) {
            indent_to(out, indent + 2);
            sp_buf_puts(out, "</thead>\n");
        }
    }
    if (in_body) {
        indent_to(out, indent + 2);
        sp_buf_puts(out, "</tbody>\n");
    }
    indent_to(out, indent);
    sp_buf_puts(out, "</table>\n");
}

/* kramdown's list-item paragraph rule (Kramdown::Parser::Kramdown#parse_list): mark transparent first
 * paragraphs. */
static void list_transparency(md_ctx *c, cmark_node *list)
{
    bool any_earlier_not_p = false; /* an earlier item whose first child is not a p, or is transparent */
    cmark_node *last_item = cmark_node_last_child(list);
    size_t nitems = 0;
    for (cmark_node *it = cmark_node_first_child(list); it; it = cmark_node_next(it)) {
        nitems++;
    }
    for (cmark_node *it = cmark_node_first_child(list); it; it = cmark_node_next(it)) {
        cmark_node *first = cmark_node_first_child(it);
        /* skip markers that produce nothing (kramdown never sees them as blocks) */
        while (first && silent_block(c, first) && node_marker(first) != -1) {
            first = cmark_node_next(first);
        }
        bool is_last = it == last_item;
        if (!first) {
            any_earlier_not_p = true;
            continue;
        }
        bool is_p = cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH && !para_table(c, first);
        cmark_node *second = cmark_node_next(first);
        while (second && node_marker(second) != -1 && silent_block(c, second)) {
            second = cmark_node_next(second);
        }
        int pend = cmark_node_get_end_line(first);
        while (pend > cmark_node_get_start_line(first) && line_blank(c, pend)) {
            pend--;
        }
        bool second_blank;
        bool only_p_and_blank = false;
        if (second) {
            second_blank = line_blank(c, cmark_node_get_start_line(second) - 1);
        } else {
            /* the item's trailing blank lines: up to the next item, or after the list for the last item */
            second_blank = line_blank(c, pend + 1);
            only_p_and_blank = second_blank;
        }
        bool transparent = false;
        /* kramdown: children.length < 2 || children[1] != blank || (last item && [p, blank] && !eob) */
        bool cond1 = second ? !second_blank : (!only_p_and_blank || is_last);
        if (is_p && cond1 && (!is_last || nitems == 1 || any_earlier_not_p)) {
            transparent = true;
        }
        if (transparent) {
            md_nd *d = nd(c, first);
            d->transparent = true;
            if (second && !second_blank) {
                d->nl_after = true;
            }
        }
        if (!is_p || transparent) {
            any_earlier_not_p = true;
        }
    }
}

/* The text at the start of paragraph p (its first text nodes and soft breaks), for the list item rules. */
static void lead_text(cmark_node *p, sp_buf *b)
{
    for (cmark_node *x = cmark_node_first_child(p); x; x = cmark_node_next(x)) {
        cmark_node_type t = cmark_node_get_type(x);
        if (t == CMARK_NODE_TEXT) {
            sp_buf_puts(b, cmark_node_get_literal(x));
        } else if (t == CMARK_NODE_SOFTBREAK) {
            sp_buf_putc(b, '\n');
        } else {
            break;
        }
    }
    if (!b->data) {
        sp_buf_puts(b, "");
    }
}

/* kramdown LIST_ITEM_IAL: `{:...}` at the start of an item; returns its length with the white space after it. */
static size_t item_ial(const char *s, size_t n, size_t *cs, size_t *ce)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n')) {
        i++;
    }
    if (i + 3 >= n || s[i] != '{' || s[i + 1] != ':' || s[i + 2] == '/' || s[i + 2] == ':') {
        return 0;
    }
    size_t j = i + 2;
    while (j < n && s[j] != '}') {
        if (s[j] == '\\' && j + 1 < n && s[j + 1] == '}') {
            j += 2;
            continue;
        }
        j++;
    }
    if (j >= n || j == i + 2) {
        return 0;
    }
    *cs = i + 2;
    *ce = j;
    j++;
    while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n')) {
        j++;
    }
    return j;
}

static void render_toc_placeholder(md_ctx *c, cmark_node *n, sp_buf *out);

static bool has_ref(const md_nd *d, const char *ref)
{
    if (!d || !d->has_ial) {
        return false;
    }
    for (size_t i = 0; i < d->ial.nrefs; i++) {
        if (strcmp(d->ial.refs[i], ref) == 0) {
            return true;
        }
    }
    return false;
}

static void render_list(md_ctx *c, cmark_node *n, sp_buf *out, int indent)
{
    if (!c->have_toc && has_ref(nd_peek(n), "toc")) {
        render_toc_placeholder(c, n, out);
        return;
    }
    const char *tag = cmark_node_get_list_type(n) == CMARK_ORDERED_LIST ? "ol" : "ul";
    list_transparency(c, n);
    /* item IALs and GFM task items, as kramdown-parser-gfm's parse_list */
    size_t nitems = 0;
    for (cmark_node *it = cmark_node_first_child(n); it; it = cmark_node_next(it)) {
        nitems++;
    }
    md_attrs **item_attrs = sp_arena_calloc(c->a, nitems + 1, sizeof *item_attrs);
    bool *item_task = sp_arena_calloc(c->a, nitems + 1, sizeof(bool));
    bool *item_ial_skip = sp_arena_calloc(c->a, nitems + 1, sizeof(bool));
    bool is_tasklist = false;
    size_t k = 0;
    for (cmark_node *it = cmark_node_first_child(n); it; it = cmark_node_next(it), k++) {
        md_attrs *ia = sp_arena_calloc(c->a, 1, sizeof *ia);
        md_attrs ial = {0};
        cmark_node *first = cmark_node_first_child(it);
        bool task = false;
        if (first && cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH) {
            sp_buf lt = SP_BUF_INIT;
            lead_text(first, &lt);
            /* `\[ ]` is an escaped character for kramdown, not a task box */
            int fl = cmark_node_get_start_line(first), fc = cmark_node_get_start_column(first);
            bool escaped = fl >= 1 && (size_t)fl <= c->pre.nlines && fc >= 1 &&
                           (size_t)fc < c->pre.line_n[fl] && c->pre.line_s[fl][fc - 1] == '\\';
            size_t cs, ce, skip = item_ial(lt.data, lt.len, &cs, &ce);
            if (skip) {
                md_parse_attr_list(c->a, lt.data + cs, ce - cs, &ial);
                item_ial_skip[k] = true;
            }
            bool checked;
            if (!escaped && task_prefix(lt.data + skip, lt.len - skip, &checked)) {
                task = true;
            }
            sp_buf_free(&lt);
        }
        is_tasklist = is_tasklist || task;
        item_task[k] = task;
        if (is_tasklist) {
            md_attrs_set(c->a, ia, "class", 5, "task-list-item", 14, false);
        }
        md_nd *d = nd_peek(it);
        if (d && d->has_ial) {
            md_attrs_merge_ial(c->a, &ial, &d->ial);
        }
        md_apply_ial(c->a, ia, &ial, c->pre.alds, c->pre.nalds, 0);
        item_attrs[k] = ia;
    }
    md_attrs *attrs = sp_arena_calloc(c->a, 1, sizeof *attrs);
    if (is_tasklist) {
        md_attrs_set(c->a, attrs, "class", 5, "task-list", 9, false);
    }
    md_nd *ld = nd_peek(n);
    if (ld && ld->has_ial) {
        md_apply_ial(c->a, attrs, &ld->ial, c->pre.alds, c->pre.nalds, 0);
    }
    indent_to(out, indent);
    sp_buf_printf(out, "<%s", tag);
    md_write_attrs(out, attrs);
    sp_buf_puts(out, ">\n");
    k = 0;
    for (cmark_node *it = cmark_node_first_child(n); it; it = cmark_node_next(it), k++) {
        md_attrs *ia = item_attrs[k];
        indent_to(out, indent + 2);
        sp_buf_puts(out, "<li");
        md_write_attrs(out, ia);
        sp_buf_putc(out, '>');
        sp_buf res = SP_BUF_INIT;
        cmark_node *first = cmark_node_first_child(it);
        while (first && node_marker(first) != -1 && silent_block(c, first)) {
            first = cmark_node_next(first);
        }
        int it_start = cmark_node_get_start_line(it);
        c->task = item_task[k];
        c->li_ial = item_ial_skip[k];
        render_children(c, it, &res, indent + 4, it_start + (first && cmark_node_get_start_line(first) == it_start ? 0 : 1), 0, false);
        c->task = false;
        c->li_ial = false;
        md_nd *fd = first ? nd_peek(first) : NULL;
        if (!first || (fd && fd->transparent)) {
            sp_buf_append(out, res.data, res.len);
            if (res.len && res.data[res.len - 1] == '\n') {
                indent_to(out, indent + 2);
            }
        } else {
            sp_buf_putc(out, '\n');
            sp_buf_append(out, res.data, res.len);
            indent_to(out, indent + 2);
        }
        sp_buf_free(&res);
        sp_buf_puts(out, "</li>\n");
        if (c->failed) {
            return;
        }
    }
    indent_to(out, indent);
    sp_buf_printf(out, "</%s>\n", tag);
}

#define TOC_MARK "\x02SPMD-TOC\x02"

static void render_toc_placeholder(md_ctx *c, cmark_node *n, sp_buf *out)
{
    c->have_toc = true;
    c->toc_tag = cmark_node_get_list_type(n) == CMARK_ORDERED_LIST ? "ol" : "ul";
    c->toc_attrs = block_attrs(c, n);
    sp_buf_puts(out, TOC_MARK);
}

typedef struct toc_node {
    int level;
    md_toc *e;
    struct toc_node **kids;
    size_t nk, cap;
} toc_node;

static void toc_add(md_ctx *c, toc_node *parent, toc_node *kid)
{
    if (parent->nk == parent->cap) {
        size_t nc = parent->cap ? parent->cap * 2 : 4;
        parent->kids = sp_arena_realloc(c->a, parent->kids, parent->cap * sizeof(toc_node *), nc * sizeof(toc_node *));
        parent->cap = nc;
    }
    parent->kids[parent->nk++] = kid;
}

/* kramdown convert_ul/convert_li over the TOC tree (Converter::Html#generate_toc_tree). */
static void toc_write(md_ctx *c, const toc_node *list, const char *id_base, sp_buf *out, int indent, bool top)
{
    indent_to(out, indent);
    sp_buf_printf(out, "<%s", c->toc_tag);
    if (top) {
        md_write_attrs(out, c->toc_attrs);
    }
    sp_buf_puts(out, ">\n");
    for (size_t i = 0; i < list->nk; i++) {
        const toc_node *li = list->kids[i];
        indent_to(out, indent + 2);
        sp_buf_puts(out, "<li><a href=\"#");
        md_escape_attr(out, li->e->id, strlen(li->e->id));
        sp_buf_puts(out, "\" id=\"");
        md_escape_attr(out, id_base, strlen(id_base));
        sp_buf_putc(out, '-');
        md_escape_attr(out, li->e->id, strlen(li->e->id));
        sp_buf_puts(out, "\">");
        c->toc_mode = true;
        c->nihtml = 0;
        render_inlines(c, li->e->heading, out, false);
        close_inline_html(c, out);
        c->toc_mode = false;
        sp_buf_puts(out, "</a>");
        if (li->nk) {
            toc_write(c, li, id_base, out, indent + 4, false);
            indent_to(out, indent + 2);
        }
        sp_buf_puts(out, "</li>\n");
    }
    indent_to(out, indent);
    sp_buf_printf(out, "</%s>\n", c->toc_tag);
}

static void insert_toc(md_ctx *c, sp_buf *out, size_t from)
{
    if (!c->have_toc || !out->data) {
        return;
    }
    char *p = memmem(out->data + from, out->len - from, TOC_MARK, strlen(TOC_MARK));
    if (!p) {
        return;
    }
    sp_buf toc = SP_BUF_INIT;
    if (c->ntoc) {
        toc_node root = {0};
        toc_node **stack = sp_arena_calloc(c->a, c->ntoc + 1, sizeof *stack);
        size_t sn = 0;
        for (size_t i = 0; i < c->ntoc; i++) {
            toc_node *li = sp_arena_calloc(c->a, 1, sizeof *li);
            li->level = c->toc[i].level;
            li->e = &c->toc[i];
            for (;;) {
                if (sn == 0) {
                    toc_add(c, &root, li);
                    stack[sn++] = li;
                    break;
                }
                if (stack[sn - 1]->level < li->level) {
                    toc_add(c, stack[sn - 1], li);
                    stack[sn++] = li;
                    break;
                }
                sn--;
            }
        }
        const char *id = md_attrs_get(c->toc_attrs, "id");
        if (!id) {
            md_attrs_set(c->a, c->toc_attrs, "id", 2, "markdown-toc", 12, false);
            id = "markdown-toc";
        }
        toc_write(c, &root, id, &toc, 0, true);
    }
    size_t off = (size_t)(p - out->data), ml = strlen(TOC_MARK);
    sp_buf rest = SP_BUF_INIT;
    sp_buf_append(&rest, out->data + off + ml, out->len - off - ml);
    sp_buf_truncate(out, off);
    sp_buf_append(out, toc.data, toc.len);
    sp_buf_append(out, rest.data, rest.len);
    sp_buf_free(&rest);
    sp_buf_free(&toc);
}

/* kramdown HEADER_ID: `[\t ]{#id}` at the end of a header's text sets its id. Returns the id or NULL. */
static char *header_id_suffix(md_ctx *c, cmark_node *h)
{
    cmark_node *last = cmark_node_last_child(h);
    if (!last || cmark_node_get_type(last) != CMARK_NODE_TEXT) {
        return NULL;
    }
    const char *l = cmark_node_get_literal(last);
    size_t n = strlen(l);
    if (n < 5 || l[n - 1] != '}') {
        return NULL;
    }
    const char *o = NULL;
    for (size_t i = n - 1; i-- > 0;) {
        if (l[i] == '{') {
            o = l + i;
            break;
        }
    }
    if (!o || o == l || o[1] != '#' || !((o[2] >= 'a' && o[2] <= 'z') || (o[2] >= 'A' && o[2] <= 'Z')) ||
        !(o[-1] == ' ' || o[-1] == '\t')) {
        return NULL;
    }
    for (const char *q = o + 3; q < l + n - 1; q++) {
        if (!(rx_w((unsigned char)*q) || *q == ':' || *q == '-')) {
            return NULL;
        }
    }
    char *id = sp_arena_strndup(c->a, o + 2, (size_t)(l + n - 1 - (o + 2)));
    const char *keep = o;
    while (keep > l && (keep[-1] == ' ' || keep[-1] == '\t')) {
        keep--;
    }
    nd(c, last)->text_cut = n - (size_t)(keep - l);
    return id;
}

static void render_heading(md_ctx *c, cmark_node *n, sp_buf *out, int indent)
{
    md_attrs *attrs = block_attrs(c, n);
    int level = cmark_node_get_heading_level(n);
    char *hid = header_id_suffix(c, n);
    if (hid && !md_attrs_get(attrs, "id")) {
        md_attrs_set(c->a, attrs, "id", 2, hid, strlen(hid), false);
    }
    if (c->o.auto_ids && !md_attrs_get(attrs, "id")) {
        sp_buf raw = SP_BUF_INIT, id = SP_BUF_INIT;
        render_inlines(c, n, &raw, true);
        if (c->o.input_gfm) {
            gfm_unique_id(c, raw.data ? raw.data : "", raw.len, &id);
        } else {
            md_basic_id(raw.data ? raw.data : "", raw.len, &id);
        }
        md_attrs_set(c->a, attrs, "id", 2, id.data ? id.data : "", id.len, false);
        sp_buf_free(&raw);
        sp_buf_free(&id);
    }
    const char *id = md_attrs_get(attrs, "id");
    const char *cls = md_attrs_get(attrs, "class");
    bool no_toc = false;
    for (const char *q = cls ? strstr(cls, "no_toc") : NULL; q; q = strstr(q + 1, "no_toc")) {
        if ((q == cls || !rx_w((unsigned char)q[-1])) && !rx_w((unsigned char)q[6])) {
            no_toc = true; /* kramdown in_toc?: class =~ /\bno_toc\b/ */
        }
    }
    if (id && *id && (c->o.toc_levels & (1u << level)) && !no_toc) {
        if (c->ntoc == c->toccap) {
            size_t nc = c->toccap ? c->toccap * 2 : 16;
            c->toc = sp_arena_realloc(c->a, c->toc, c->toccap * sizeof(md_toc), nc * sizeof(md_toc));
            c->toccap = nc;
        }
        c->toc[c->ntoc].level = level;
        c->toc[c->ntoc].id = sp_arena_strdup(c->a, id);
        c->toc[c->ntoc].heading = n;
        c->ntoc++;
    }
    int out_level = level + c->o.header_offset;
    if (out_level < 1) {
        out_level = 1;
    }
    if (out_level > 6) {
        out_level = 6;
    }
    indent_to(out, indent);
    sp_buf_printf(out, "<h%d", out_level);
    md_write_attrs(out, attrs);
    sp_buf_putc(out, '>');
    c->nihtml = 0;
    render_inlines(c, n, out, false);
    close_inline_html(c, out);
    sp_buf_printf(out, "</h%d>\n", out_level);
}

/* Is source line L (of a paragraph with c->bq_levels / c->content_indent set) a definition line `: text`? */
static bool def_line(md_ctx *c, int L)
{
    if (L < 1 || (size_t)L > c->pre.nlines) {
        return false;
    }
    const char *s = c->pre.line_s[L];
    size_t n = c->pre.line_n[L];
    size_t i = skip_item_indent(c, s, n, strip_bq(s, n, c->bq_levels));
    for (int k = 0; k < 3 && i < n && s[i] == ' '; k++) {
        i++;
    }
    return i + 1 < n && s[i] == ':' && (s[i + 1] == ' ' || s[i + 1] == '\t');
}

/* kramdown definition list paragraph: term lines, then `: definition` lines (continuation lines join the
 * definition). Returns the node that starts each line (nlines of them), or 0 when the paragraph is not one. */
static size_t dl_lines(md_ctx *c, cmark_node *p, cmark_node ***starts, int *first_line)
{
    int S = cmark_node_get_start_line(p), E = cmark_node_get_end_line(p);
    while (E > S && line_blank(c, E)) {
        E--;
    }
    if (E <= S || def_line(c, S)) {
        return 0;
    }
    bool any = false;
    for (int L = S + 1; L <= E; L++) {
        any = any || def_line(c, L);
    }
    if (!any) {
        return 0;
    }
    size_t want = (size_t)(E - S + 1), k = 0;
    cmark_node **st = sp_arena_calloc(c->a, want + 1, sizeof *st);
    st[k++] = cmark_node_first_child(p);
    for (cmark_node *x = cmark_node_first_child(p); x; x = cmark_node_next(x)) {
        cmark_node_type t = cmark_node_get_type(x);
        if (t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK) {
            if (k == want) {
                return 0;
            }
            st[k++] = cmark_node_next(x);
        } else if (t == CMARK_NODE_HTML_INLINE && strchr(cmark_node_get_literal(x), '\n')) {
            return 0;
        }
    }
    if (k != want) {
        return 0;
    }
    *starts = st;
    *first_line = S;
    return want;
}

static bool para_is_dl(md_ctx *c, cmark_node *p)
{
    if (cmark_node_get_type(p) != CMARK_NODE_PARAGRAPH) {
        return false;
    }
    int saved[4];
    para_lines_begin(c, p, saved);
    cmark_node **st;
    int S;
    size_t n = dl_lines(c, p, &st, &S);
    para_lines_end(c, saved);
    return n > 0;
}

static bool render_dl(md_ctx *c, cmark_node *p, sp_buf *out, int indent)
{
    cmark_node **st;
    int S;
    size_t n = dl_lines(c, p, &st, &S);
    if (!n) {
        return false;
    }
    if (!c->dl_merge) {
        md_attrs *attrs = block_attrs(c, p);
        indent_to(out, indent);
        sp_buf_puts(out, "<dl");
        md_write_attrs(out, attrs);
        sp_buf_puts(out, ">\n");
    }
    c->dl_merge = false;
    size_t i = 0;
    while (i < n) {
        int L = S + (int)i;
        bool dd = def_line(c, L);
        size_t j = i + 1;
        if (dd) {
            while (j < n && !def_line(c, S + (int)j)) {
                j++;
            }
        }
        /* the range: from line i's first node to the break that ends line j-1 */
        cmark_node *stop = j < n ? cmark_node_previous(st[j]) : NULL;
        cmark_node *first = st[i];
        if (dd && first && cmark_node_get_type(first) == CMARK_NODE_TEXT) {
            const char *l = cmark_node_get_literal(first);
            size_t k = 0;
            while (l[k] == ' ') {
                k++;
            }
            if (l[k] == ':') {
                k++;
                while (l[k] == ' ' || l[k] == '\t') {
                    k++;
                }
                nd(c, first)->text_skip = k;
            }
        }
        indent_to(out, indent + 2);
        sp_buf_puts(out, dd ? "<dd>" : "<dt>");
        c->pl = L;
        c->nihtml = 0;
        render_range(c, first, stop, out, false);
        close_inline_html(c, out);
        sp_buf_puts(out, dd ? "</dd>\n" : "</dt>\n");
        i = j;
    }
    indent_to(out, indent);
    sp_buf_puts(out, "</dl>\n");
    c->in_dl = true;
    c->dl_out = out;
    c->dl_end = out->len;
    c->dl_close = (size_t)indent + 6;
    return true;
}

/* The kramdown table a paragraph stands for (md_pre.c wrote it as one), or NULL. */
static md_table *para_table(md_ctx *c, cmark_node *p)
{
    cmark_node *f = cmark_node_first_child(p);
    if (!f || cmark_node_get_type(f) != CMARK_NODE_TEXT || strcmp(cmark_node_get_literal(f), "\x01") != 0) {
        return NULL;
    }
    cmark_node *m = cmark_node_next(f);
    long k = m ? node_marker(m) : -1;
    if (k < 0 || (size_t)k >= c->pre.nmarkers || c->pre.markers[k].kind != MK_TABLE) {
        return NULL;
    }
    return c->pre.markers[k].tbl;
}

static void table_group(md_ctx *c, md_table *t, const char *tag, cmark_node ***rows, size_t nrows, sp_buf *out,
                        int indent)
{
    bool head = strcmp(tag, "thead") == 0;
    indent_to(out, indent + 2);
    sp_buf_printf(out, "<%s>\n", tag);
    for (size_t r = 0; r < nrows; r++) {
        indent_to(out, indent + 4);
        sp_buf_puts(out, "<tr>\n");
        cmark_node **cells = rows[r]; /* NULL-terminated list of TCELL markers */
        size_t col = 0;
        for (; col < t->columns; col++) {
            cmark_node *cm = cells ? cells[col] : NULL;
            indent_to(out, indent + 6);
            sp_buf_puts(out, head ? "<th" : "<td");
            char a = (t->align && col < strlen(t->align)) ? t->align[col] : '.';
            if (a == 'l' || a == 'c' || a == 'r') {
                sp_buf_printf(out, " style=\"text-align: %s\"", a == 'l' ? "left" : a == 'c' ? "center" : "right");
            }
            sp_buf_putc(out, '>');
            size_t before = out->len;
            if (cm) {
                cmark_node *stop = cmark_node_next(cm);
                while (stop && node_marker(stop) < 0 && cmark_node_get_type(stop) != CMARK_NODE_SOFTBREAK &&
                       cmark_node_get_type(stop) != CMARK_NODE_LINEBREAK) {
                    stop = cmark_node_next(stop);
                }
                c->nihtml = 0;
                c->raw_inline = false;
                render_range(c, cmark_node_next(cm), stop, out, false);
                close_inline_html(c, out);
            }
            if (out->len == before) {
                put_entity(c, out, "nbsp", false);
            }
            sp_buf_puts(out, head ? "</th>\n" : "</td>\n");
            if (cells && cells[col] == NULL) {
                cells = NULL; /* the rest are padding cells */
            }
        }
        indent_to(out, indent + 4);
        sp_buf_puts(out, "</tr>\n");
    }
    indent_to(out, indent + 2);
    sp_buf_printf(out, "</%s>\n", tag);
}

static void render_kd_table(md_ctx *c, cmark_node *p, md_table *t, sp_buf *out, int indent)
{
    /* each line's cells: the TCELL markers, NULL-terminated */
    cmark_node ***line_cells = sp_arena_calloc(c->a, t->nlines + 1, sizeof(cmark_node **));
    size_t q = (size_t)-1;
    size_t cap = t->columns + 2, nc = 0;
    for (cmark_node *x = cmark_node_first_child(p); x; x = cmark_node_next(x)) {
        long k = node_marker(x);
        if (k >= 0 && (size_t)k < c->pre.nmarkers) {
            md_marker *m = &c->pre.markers[k];
            if (m->kind == MK_TABLE || m->kind == MK_TROW) {
                q = m->body_len;
                if (q < t->nlines) {
                    line_cells[q] = sp_arena_calloc(c->a, cap, sizeof(cmark_node *));
                }
                nc = 0;
            } else if (m->kind == MK_TCELL && q < t->nlines && nc + 1 < cap) {
                line_cells[q][nc++] = x;
            }
        }
    }
    md_attrs *attrs = block_attrs(c, p);
    indent_to(out, indent);
    sp_buf_puts(out, "<table");
    md_write_attrs(out, attrs);
    sp_buf_puts(out, ">\n");
    cmark_node ***rows = sp_arena_calloc(c->a, t->nlines + 1, sizeof(cmark_node **));
    size_t nrows = 0;
    bool has_footer = false;
    for (size_t l = 0; l < t->nlines; l++) {
        switch (t->line_kind[l]) {
        case MD_TL_ROW: rows[nrows++] = line_cells[l]; break;
        case MD_TL_SEP_HEAD:
            table_group(c, t, "thead", rows, nrows, out, indent);
            nrows = 0;
            break;
        case MD_TL_SEP_BODY:
            if (!has_footer) {
                table_group(c, t, "tbody", rows, nrows, out, indent);
                nrows = 0;
            }
            break;
        case MD_TL_SEP_FOOT:
            if (nrows) {
                table_group(c, t, "tbody", rows, nrows, out, indent);
                nrows = 0;
            }
            has_footer = true;
            break;
        default: break;
        }
    }
    if (nrows) {
        table_group(c, t, has_footer ? "tfoot" : "tbody", rows, nrows, out, indent);
    }
    indent_to(out, indent);
    sp_buf_puts(out, "</table>\n");
}

static void render_paragraph(md_ctx *c, cmark_node *n, sp_buf *out, int indent)
{
    md_table *kt = para_table(c, n);
    if (kt) {
        render_kd_table(c, n, kt, out, indent);
        return;
    }
    md_nd *d = nd_peek(n);
    int saved[4];
    para_lines_begin(c, n, saved);
    if (!(d && d->transparent) && render_dl(c, n, out, indent)) {
        para_lines_end(c, saved);
        return;
    }
    if (d && d->transparent) {
        render_inlines(c, n, out, false);
        close_inline_html(c, out);
        para_lines_end(c, saved);
        if (d->nl_after) {
            sp_buf_putc(out, '\n');
        }
        return;
    }
    md_attrs *attrs = block_attrs(c, n);
    indent_to(out, indent);
    sp_buf_puts(out, "<p");
    md_write_attrs(out, attrs);
    sp_buf_putc(out, '>');
    render_inlines(c, n, out, false);
    close_inline_html(c, out);
    para_lines_end(c, saved);
    sp_buf_puts(out, "</p>\n");
}

static void render_marker_block(md_ctx *c, md_marker *m, cmark_node *n, sp_buf *out, int indent)
{
    switch (m->kind) {
    case MK_MATH_BLOCK: {
        md_attrs *attrs = block_attrs(c, n);
        render_math(c, m, out, indent, attrs, false);
        return;
    }
    case MK_MATH_SPAN:
        /* inline math that cmark took for an HTML block: a paragraph of it */
        indent_to(out, indent);
        sp_buf_puts(out, "<p>");
        render_math(c, m, out, indent, NULL, false);
        sp_buf_puts(out, "</p>\n");
        return;
    case MK_RAW_HTML:
        indent_to(out, indent);
        md_html_block(m->body, m->body_len, out);
        sp_buf_putc(out, '\n');
        return;
    case MK_COMMENT:
        indent_to(out, indent);
        sp_buf_puts(out, "<!-- ");
        sp_buf_append(out, m->body, m->body_len);
        sp_buf_puts(out, " -->\n");
        return;
    case MK_NOMARKDOWN: {
        const char *type = md_attrs_get(&m->attrs, "type");
        if (type && *type && !strstr(type, "html")) {
            return;
        }
        sp_buf_append(out, m->body, m->body_len);
        sp_buf_putc(out, '\n');
        return;
    }
    default: return;
    }
}

static void render_block(md_ctx *c, cmark_node *n, sp_buf *out, int indent)
{
    c->nihtml = 0;
    c->raw_inline = false;
    switch (cmark_node_get_type(n)) {
    case CMARK_NODE_PARAGRAPH: render_paragraph(c, n, out, indent); return;
    case CMARK_NODE_HEADING: render_heading(c, n, out, indent); return;
    case CMARK_NODE_CODE_BLOCK: render_code_block(c, n, out, indent); return;
    case CMARK_NODE_THEMATIC_BREAK: {
        md_attrs *attrs = block_attrs(c, n);
        indent_to(out, indent);
        sp_buf_puts(out, "<hr");
        md_write_attrs(out, attrs);
        sp_buf_puts(out, " />\n");
        return;
    }
    case CMARK_NODE_BLOCK_QUOTE: {
        md_attrs *attrs = block_attrs(c, n);
        indent_to(out, indent);
        sp_buf_puts(out, "<blockquote");
        md_write_attrs(out, attrs);
        sp_buf_puts(out, ">\n");
        render_children(c, n, out, indent + 2, cmark_node_get_start_line(n), 0, false);
        indent_to(out, indent);
        sp_buf_puts(out, "</blockquote>\n");
        return;
    }
    case CMARK_NODE_LIST: render_list(c, n, out, indent); return;
    case CMARK_NODE_HTML_BLOCK: {
        long m = node_marker(n);
        if (m >= 0 && (size_t)m < c->pre.nmarkers) {
            render_marker_block(c, &c->pre.markers[m], n, out, indent);
            return;
        }
        const char *lit = cmark_node_get_literal(n);
        size_t len = strlen(lit);
        while (len && lit[len - 1] == '\n') {
            len--;
        }
        sp_buf raw = SP_BUF_INIT;
        put_restored(c, &raw, lit, len);
        const char *r = raw.data ? raw.data : "";
        size_t rl = raw.len, k = 0;
        while (k < rl && (r[k] == ' ' || r[k] == '\t')) {
            k++;
        }
        /* a line starting with a span element (<img>, <a>, <br>, ...) is a paragraph for kramdown */
        size_t ns = k + 1, ne = ns;
        while (ne < rl && ((r[ne] >= 'a' && r[ne] <= 'z') || (r[ne] >= 'A' && r[ne] <= 'Z') || (r[ne] >= '0' && r[ne] <= '9'))) {
            ne++;
        }
        if (k < rl && r[k] == '<' && ne > ns && md_html_is_span(r + ns, ne - ns)) {
            indent_to(out, indent);
            sp_buf_puts(out, "<p>");
            md_html_block(r + k, rl - k, out);
            sp_buf_puts(out, "</p>\n");
        } else {
            md_html_block(r, rl, out);
            sp_buf_putc(out, '\n');
        }
        sp_buf_free(&raw);
        return;
    }
    default:
        if (is_type(n, "table")) {
            render_table(c, n, out, indent);
            return;
        }
        render_children(c, n, out, indent, cmark_node_get_start_line(n), 0, false);
        return;
    }
}

/* ------------------------------------------------------------------ IAL placement */

/* Attach block IAL markers to their blocks as kramdown does: directly after a block (no blank line between) to
 * that block; otherwise to the next block. Applies {::options} as they come. Recurses into containers. */
static void place_ials(md_ctx *c, cmark_node *parent)
{
    md_attrs *pending = NULL;
    cmark_node *prev = NULL; /* last real block */
    int prev_end = -1;
    for (cmark_node *n = cmark_node_first_child(parent); n; n = cmark_node_next(n)) {
        long m = node_marker(n);
        if (m >= 0 && (size_t)m < c->pre.nmarkers && c->pre.markers[m].kind == MK_IAL) {
            md_marker *mk = &c->pre.markers[m];
            int sl = cmark_node_get_start_line(n);
            if (prev && !line_blank(c, sl - 1) && prev_end >= 0) {
                md_nd *d = nd(c, prev);
                md_attrs_merge_ial(c->a, &d->ial, &mk->attrs);
                d->has_ial = true;
            } else {
                if (!pending) {
                    pending = sp_arena_calloc(c->a, 1, sizeof *pending);
                }
                md_attrs_merge_ial(c->a, pending, &mk->attrs);
            }
            prev_end = cmark_node_get_end_line(n);
            continue;
        }
        if (m == -2 || (m >= 0 && (size_t)m < c->pre.nmarkers &&
                        (c->pre.markers[m].kind == MK_ALD || c->pre.markers[m].kind == MK_ABBR_DEF))) {
            continue;
        }
        if (m >= 0 && (size_t)m < c->pre.nmarkers &&
            (c->pre.markers[m].kind == MK_OPTIONS || c->pre.markers[m].kind == MK_HTML_OPEN ||
             c->pre.markers[m].kind == MK_HTML_CLOSE)) {
            prev = NULL;
            continue;
        }
        if (cmark_node_get_type(n) == CMARK_NODE_FOOTNOTE_DEFINITION) {
            place_ials(c, n);
            continue;
        }
        if (pending) {
            md_nd *d = nd(c, n);
            md_attrs_merge_ial(c->a, &d->ial, pending);
            d->has_ial = true;
            pending = NULL;
        }
        prev = n;
        prev_end = cmark_node_get_end_line(n);
        switch (cmark_node_get_type(n)) {
        case CMARK_NODE_BLOCK_QUOTE:
        case CMARK_NODE_LIST:
        case CMARK_NODE_ITEM: place_ials(c, n); break;
        default: break;
        }
    }
}

/* {::options} at the top level, applied in document order before rendering (kramdown applies them while
 * parsing, i.e. before any output). */
static void apply_options(md_ctx *c)
{
    for (size_t i = 0; i < c->pre.nmarkers; i++) {
        md_marker *m = &c->pre.markers[i];
        if (m->kind != MK_OPTIONS) {
            continue;
        }
        for (size_t k = 0; k < m->attrs.n; k++) {
            const char *key = m->attrs.v[k].key, *val = m->attrs.v[k].val;
            bool b = strcmp(val, "true") == 0;
            if (strcmp(key, "parse_block_html") == 0) {
                c->o.parse_block_html = b;
            } else if (strcmp(key, "parse_span_html") == 0) {
                c->o.parse_span_html = b;
            } else if (strcmp(key, "auto_ids") == 0) {
                c->o.auto_ids = b;
            } else if (strcmp(key, "hard_wrap") == 0) {
                c->o.hard_wrap = b;
            } else if (strcmp(key, "auto_id_prefix") == 0) {
                snprintf(c->o.auto_id_prefix, sizeof c->o.auto_id_prefix, "%s", val);
            } else if (strcmp(key, "footnote_nr") == 0) {
                c->o.footnote_nr = atoi(val);
            }
        }
    }
}

/* ------------------------------------------------------------------ footnotes, document */

static void render_footnotes(md_ctx *c, sp_buf *out)
{
    if (!c->nfns) {
        return;
    }
    sp_buf ol = SP_BUF_INIT;
    for (size_t i = 0; i < c->nfns; i++) {
        md_fn f = c->fns[i];
        sp_buf body = SP_BUF_INIT;
        /* the backlink goes at the end of the last paragraph (or header), found through the last children */
        cmark_node *para = NULL;
        cmark_node *p = f.def;
        while (p && cmark_node_last_child(p)) {
            cmark_node *lc = cmark_node_last_child(p);
            cmark_node_type t = cmark_node_get_type(lc);
            if (t == CMARK_NODE_PARAGRAPH || t == CMARK_NODE_HEADING) {
                para = lc;
                break;
            }
            if (t == CMARK_NODE_BLOCK_QUOTE || t == CMARK_NODE_LIST || t == CMARK_NODE_ITEM) {
                p = lc;
                continue;
            }
            break;
        }
        cmark_node *def_last = f.def ? cmark_node_last_child(f.def) : NULL;
        bool last_is_p = def_last && cmark_node_get_type(def_last) == CMARK_NODE_PARAGRAPH;
        if (!last_is_p) {
            para = NULL;
        }
        sp_buf back = SP_BUF_INIT, nbsp = SP_BUF_INIT, bl = SP_BUF_INIT;
        put_entity(c, &nbsp, "nbsp", false);
        md_escape_text(&bl, c->o.footnote_backlink, strlen(c->o.footnote_backlink));
        if (c->o.footnote_backlink[0]) {
            sp_buf_printf(&back, "%s<a href=\"#fnref:%s\" class=\"reversefootnote\" role=\"doc-backlink\">%s</a>",
                          para ? sp_buf_cstr(&nbsp) : "", f.name, sp_buf_cstr(&bl));
            for (int r = 1; r <= f.repeat; r++) {
                sp_buf_printf(&back,
                              "%s<a href=\"#fnref:%s:%d\" class=\"reversefootnote\" role=\"doc-backlink\">%s<sup>%d</sup></a>",
                              sp_buf_cstr(&nbsp), f.name, r, sp_buf_cstr(&bl), r + 1);
            }
        }
        sp_buf_free(&nbsp);
        sp_buf_free(&bl);
        if (f.def) {
            sp_buf inner = SP_BUF_INIT;
            render_children(c, f.def, &inner, 6, cmark_node_get_start_line(f.def), 0, false);
            if (para) {
                /* insert the backlink before the closing </p> of the last paragraph */
                const char *e = inner.data;
                size_t el = inner.len;
                const char *close = NULL;
                for (size_t k = el; k >= 5; k--) {
                    if (memcmp(e + k - 5, "</p>\n", 5) == 0 || (k >= 6 && memcmp(e + k - 6, "</h", 3) == 0)) {
                        close = e + k - 5;
                        if (memcmp(close, "</p>\n", 5) != 0) {
                            close = e + k - 6;
                        }
                        break;
                    }
                }
                if (close) {
                    sp_buf_append(&body, e, (size_t)(close - e));
                    sp_buf_append(&body, back.data, back.len);
                    sp_buf_append(&body, close, el - (size_t)(close - e));
                } else {
                    sp_buf_append(&body, e, el);
                }
            } else {
                sp_buf_append(&body, inner.data, inner.len);
                sp_buf_puts(&body, "      <p>");
                sp_buf_append(&body, back.data, back.len);
                sp_buf_puts(&body, "</p>\n");
            }
            sp_buf_free(&inner);
        }
        sp_buf_printf(&ol, "    <li id=\"fn:%s\" role=\"doc-endnote\">\n", f.name);
        sp_buf_append(&ol, body.data, body.len);
        sp_buf_puts(&ol, "    </li>\n");
        sp_buf_free(&body);
        sp_buf_free(&back);
    }
    sp_buf_puts(out, "<div class=\"footnotes\" role=\"doc-endnotes\">\n  <ol");
    if (c->o.footnote_nr != 1) {
        sp_buf_printf(out, " start=\"%d\"", c->o.footnote_nr);
    }
    sp_buf_puts(out, ">\n");
    sp_buf_append(out, ol.data, ol.len);
    sp_buf_puts(out, "  </ol>\n</div>\n");
    sp_buf_free(&ol);
}

static pthread_once_t ext_once = PTHREAD_ONCE_INIT;
/* The writer walks the tree recursively: refuse a tree nested deeper than MD_MAX_DEPTH (issue 20), naming the
 * line of the first node that deep, as deep YAML and Liquid are refused. The walk itself is cmark's iterator. */
static int md_check_depth(cmark_node *doc, sp_error *err)
{
    cmark_iter *it = cmark_iter_new(doc);
    int depth = 0;
    cmark_event_type ev;
    int rc = 0;
    while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
        if (ev == CMARK_EVENT_ENTER) {
            cmark_node *n = cmark_iter_get_node(it);
            switch (cmark_node_get_type(n)) { /* cmark's leaves: no EXIT event follows */
            case CMARK_NODE_HTML_BLOCK: case CMARK_NODE_THEMATIC_BREAK: case CMARK_NODE_CODE_BLOCK:
            case CMARK_NODE_TEXT: case CMARK_NODE_SOFTBREAK: case CMARK_NODE_LINEBREAK: case CMARK_NODE_CODE:
            case CMARK_NODE_HTML_INLINE:
                continue;
            default:
                break;
            }
            if (++depth > MD_MAX_DEPTH) {
                rc = sp_error_set(err, SP_ERR_INPUT, NULL, cmark_node_get_start_line(n), 0,
                                  "Markdown nesting deeper than %d levels", MD_MAX_DEPTH);
                break;
            }
        } else if (ev == CMARK_EVENT_EXIT) {
            depth--;
        }
    }
    cmark_iter_free(it);
    return rc;
}

static void ext_init(void) { cmark_gfm_core_extensions_ensure_registered(); }

/* The kramdown parser of src/markdown/kramdown/ is under construction: it replaces this one (cmark-gfm with md_pre.c)
 * once it passes more of the conformance suite; until then SITEPUB_MD_PARSER=kramdown selects it (CONTRIBUTING). */
static bool use_kd;
static pthread_once_t kd_once = PTHREAD_ONCE_INIT;
static void kd_init(void)
{
    const char *e = getenv("SITEPUB_MD_PARSER");
    use_kd = e && !strcmp(e, "kramdown");
}

int sp_markdown_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err)
{
    pthread_once(&kd_once, kd_init);
    if (use_kd) {
        return kd_render(src, len, opts, out, err);
    }
    pthread_once(&ext_once, ext_init);
    md_ctx c;
    memset(&c, 0, sizeof c);
    if (opts) {
        c.o = *opts;
    } else {
        sp_markdown_options_init(&c.o);
    }
    c.err = err;
    c.src = src;
    c.a = sp_arena_new(0);
    md_preprocess(c.a, src, len, c.o.parse_block_html, &c.pre);
    apply_options(&c);
    c.fn_counter = c.o.footnote_nr;

    int copts = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_SOURCEPOS;
    cmark_parser *p = cmark_parser_new(copts);
    const char *exts[] = {"strikethrough"}; /* tables: kramdown's own rules (md_pre.c) */
    for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++) {
        cmark_syntax_extension *e = cmark_find_syntax_extension(exts[i]);
        if (e) {
            cmark_parser_attach_syntax_extension(p, e);
        }
    }
    cmark_parser_feed(p, c.pre.text.data, c.pre.text.len);
    cmark_node *doc = cmark_parser_finish(p);
    if (md_check_depth(doc, err) != 0) {
        cmark_node_free(doc);
        cmark_parser_free(p);
        sp_buf_free(&c.pre.text);
        sp_arena_free(c.a);
        return -1;
    }
    place_ials(&c, doc);
    size_t start = out->len;
    render_children(&c, doc, out, 0, 1, (int)c.pre.nlines, true);
    if (!c.failed) {
        render_footnotes(&c, out);
        insert_toc(&c, out, start);
    }
    cmark_node_free(doc);
    cmark_parser_free(p);
    sp_buf_free(&c.pre.text);
    sp_arena_free(c.a);
    if (!out->data) {
        sp_buf_puts(out, "");
    }
    return c.failed ? -1 : 0;
}
