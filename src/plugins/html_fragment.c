/* An HTML fragment parsed and written back as Nokogiri 1.13 does with libxml2 2.9's HTML parser and serializer
 * (Nokogiri::HTML::DocumentFragment.parse, then #to_html with its default save options: FORMAT, AS_HTML), for the
 * plugins that rewrite a page through html-pipeline (jekyll-mentions). What libxml2 does and this copies:
 *   parse: tag and attribute names lower-cased; character references decoded (HTML 4.01's names, &apos;, numeric);
 *     an unknown or unterminated reference stays text; script and style content is raw; `<x/>` is an empty
 *     element; void elements have no content; a start tag closes the current element when libxml2's htmlStartClose
 *     table says so (a <p> before a block, an <li> before the next); an end tag closes the elements inside its
 *     element unless one of them has a higher end priority (div, td, tr, table); a stray end tag is dropped;
 *     duplicate attributes keep the first.
 *   write: attributes as name="value" (& < > escaped; a value holding '"' goes in single quotes, or with &quot;
 *     when it also holds '\''), href/src/action (and <a name>) URI-escaped; boolean attributes by name only; void
 *     elements without an end tag; text with & < > escaped, everything else as UTF-8; and FORMAT's line breaks:
 *     after the start tag and before the end tag of a block element whose first/last child is not text and that
 *     has more than one child, and after a block element followed by a non-text sibling, except inside elements
 *     whose name starts with "p" and at the top of the fragment. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "plugins/html_entities.h"
#include "plugins/plugins_int.h"

typedef enum { N_ELEM, N_TEXT, N_COMMENT, N_FRAG } ntype;

typedef struct hattr {
    char *name;
    char *value; /* decoded; NULL when the attribute had no value */
} hattr;

typedef struct hnode {
    ntype type;
    char *name; /* element name (lower case) */
    char *text; /* text (decoded) or comment content */
    size_t text_len;
    hattr *attrs;
    size_t nattrs;
    struct hnode *parent, *first, *last, *next, *prev;
} hnode;

static hnode *node_new(ntype t)
{
    hnode *n = calloc(1, sizeof *n);
    if (!n)
        abort();
    n->type = t;
    return n;
}

static void node_free(hnode *n)
{
    while (n) {
        hnode *next = n->next;
        node_free(n->first);
        free(n->name);
        free(n->text);
        for (size_t i = 0; i < n->nattrs; i++) {
            free(n->attrs[i].name);
            free(n->attrs[i].value);
        }
        free(n->attrs);
        free(n);
        n = next;
    }
}

static void append_child(hnode *parent, hnode *c)
{
    c->parent = parent;
    c->prev = parent->last;
    if (parent->last)
        parent->last->next = c;
    else
        parent->first = c;
    parent->last = c;
}

static bool in_list(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(name, *list))
            return true;
    return false;
}

static const char *const VOID_ELEMS[] = {"area", "base", "basefont", "br", "col", "embed", "frame", "hr", "img",
                                         "input", "isindex", "link", "meta", "param", NULL};
static const char *const INLINE_ELEMS[] = {
    "a", "abbr", "acronym", "applet", "b", "basefont", "bdo", "big", "br", "button", "cite", "code", "del", "dfn",
    "em", "embed", "font", "i", "iframe", "img", "input", "ins", "kbd", "label", "map", "object", "q", "s", "samp",
    "script", "select", "small", "span", "strike", "strong", "sub", "sup", "textarea", "tt", "u", "var", NULL};
/* the elements of libxml2's HTML 4 table; others (HTML5's nav, section, svg, ...) get no FORMAT line breaks */
static const char *const KNOWN_BLOCK[] = {
    "address", "blockquote", "body", "caption", "center", "col", "colgroup", "dd", "dir", "div", "dl", "dt",
    "fieldset", "form", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "html", "isindex", "legend",
    "li", "link", "menu", "meta", "noframes", "noscript", "ol", "optgroup", "option", "p", "param", "pre", "style",
    "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "ul", "area", "base", "frame", "listing", "xmp",
    "nobr", NULL};
static const char *const BOOLEAN_ATTRS[] = {"checked", "compact", "declare", "defer", "disabled", "ismap",
                                            "multiple", "nohref", "noresize", "noshade", "nowrap", "readonly",
                                            "selected", NULL};

/* libxml2's htmlStartClose: a start tag of the first name closes a current element of any of the other names */
static const char *const START_CLOSE[][24] = {
    {"form", "form", "p", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "ul", "ol", "menu", "dir", "address", "pre",
     "listing", "xmp", "head", NULL},
    {"head", "p", NULL},
    {"title", "p", NULL},
    {"body", "head", "style", "script", "title", NULL},
    {"li", "p", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "address", "pre", "listing", "xmp", "head", "li", NULL},
    {"hr", "p", "head", NULL},
    {"h1", "p", "head", "h2", "h3", "h4", "h5", "h6", NULL},
    {"h2", "p", "head", "h1", "h3", "h4", "h5", "h6", NULL},
    {"h3", "p", "head", "h1", "h2", "h4", "h5", "h6", NULL},
    {"h4", "p", "head", "h1", "h2", "h3", "h5", "h6", NULL},
    {"h5", "p", "head", "h1", "h2", "h3", "h4", "h6", NULL},
    {"h6", "p", "head", "h1", "h2", "h3", "h4", "h5", NULL},
    {"dir", "p", "head", NULL},
    {"address", "p", "head", "ul", NULL},
    {"pre", "p", "head", "ul", NULL},
    {"listing", "p", "head", NULL},
    {"xmp", "p", NULL},
    {"blockquote", "p", "head", NULL},
    {"dl", "p", "dt", "menu", "dir", "address", "pre", "listing", "xmp", "head", NULL},
    {"dt", "p", "menu", "dir", "address", "pre", "listing", "xmp", "head", "dd", NULL},
    {"dd", "p", "menu", "dir", "address", "pre", "listing", "xmp", "head", "dt", NULL},
    {"ul", "p", "head", "ol", "menu", "dir", "address", "pre", "listing", "xmp", NULL},
    {"ol", "p", "head", "ul", NULL},
    {"menu", "p", "head", "ul", NULL},
    {"p", "p", "head", "h1", "h2", "h3", "h4", "h5", "h6", "tt", "i", "b", "u", "s", "strike", "big", "small", NULL},
    {"div", "p", "head", NULL},
    {"noscript", "script", NULL},
    {"center", "font", "b", "i", "p", "head", NULL},
    {"a", "a", "head", NULL},
    {"caption", "p", NULL},
    {"colgroup", "caption", "colgroup", "col", "p", NULL},
    {"col", "caption", "col", "p", NULL},
    {"table", "p", "head", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "xmp", "a", NULL},
    {"th", "th", "td", "p", "span", "font", "a", "b", "i", "u", NULL},
    {"td", "th", "td", "p", NULL},
    {"tr", "th", "td", "tr", "caption", "col", "colgroup", "p", NULL},
    {"thead", "caption", "col", "colgroup", NULL},
    {"tfoot", "th", "td", "tr", "caption", "col", "colgroup", "thead", "tbody", "p", NULL},
    {"tbody", "th", "td", "tr", "caption", "col", "colgroup", "thead", "tfoot", "tbody", "p", NULL},
    {"optgroup", "option", NULL},
    {"option", "option", NULL},
    {"fieldset", "legend", "p", "head", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "xmp", "a", NULL},
    {NULL}};

static bool start_closes(const char *newtag, const char *old)
{
    for (size_t i = 0; START_CLOSE[i][0]; i++)
        if (!strcmp(START_CLOSE[i][0], newtag)) {
            for (size_t k = 1; START_CLOSE[i][k]; k++)
                if (!strcmp(START_CLOSE[i][k], old))
                    return true;
            return false;
        }
    return false;
}

/* htmlGetEndPriority */
static int end_priority(const char *name)
{
    static const struct {
        const char *n;
        int p;
    } t[] = {{"div", 150}, {"td", 160}, {"th", 160}, {"tr", 170}, {"thead", 180}, {"tbody", 180}, {"tfoot", 180},
             {"table", 190}, {"head", 200}, {"body", 200}, {"html", 220}};
    for (size_t i = 0; i < sizeof t / sizeof *t; i++)
        if (!strcmp(t[i].n, name))
            return t[i].p;
    return 100;
}

static void put_utf8(sp_buf *b, unsigned cp)
{
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000))
        cp = 0xFFFD;
    if (cp < 0x80)
        sp_buf_putc(b, (char)cp);
    else if (cp < 0x800) {
        sp_buf_putc(b, (char)(0xC0 | (cp >> 6)));
        sp_buf_putc(b, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        sp_buf_putc(b, (char)(0xE0 | (cp >> 12)));
        sp_buf_putc(b, (char)(0x80 | ((cp >> 6) & 0x3F)));
        sp_buf_putc(b, (char)(0x80 | (cp & 0x3F)));
    } else {
        sp_buf_putc(b, (char)(0xF0 | (cp >> 18)));
        sp_buf_putc(b, (char)(0x80 | ((cp >> 12) & 0x3F)));
        sp_buf_putc(b, (char)(0x80 | ((cp >> 6) & 0x3F)));
        sp_buf_putc(b, (char)(0x80 | (cp & 0x3F)));
    }
}

static int ent_cmp(const void *k, const void *e) { return strcmp(k, ((const html_entity *)e)->name); }

/* Decode the character references of s[0..n) into b. */
static void decode(sp_buf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        if (s[i] != '&') {
            size_t j = i;
            while (j < n && s[j] != '&')
                j++;
            sp_buf_append(b, s + i, j - i);
            i = j;
            continue;
        }
        if (i + 1 < n && s[i + 1] == '#') {
            size_t j = i + 2;
            bool hex = j < n && (s[j] == 'x' || s[j] == 'X');
            if (hex)
                j++;
            size_t d0 = j;
            unsigned long cp = 0;
            while (j < n && (hex ? isxdigit((unsigned char)s[j]) : isdigit((unsigned char)s[j]))) {
                cp = cp * (hex ? 16 : 10) + (unsigned long)(isdigit((unsigned char)s[j]) ? s[j] - '0' : (tolower((unsigned char)s[j]) - 'a' + 10));
                if (cp > 0x110000)
                    cp = 0x110000;
                j++;
            }
            if (j > d0 && j < n && s[j] == ';') {
                put_utf8(b, (unsigned)cp);
                i = j + 1;
                continue;
            }
        } else {
            size_t j = i + 1;
            while (j < n && j - i < 32 && isalnum((unsigned char)s[j]))
                j++;
            if (j > i + 1 && j < n && s[j] == ';') {
                char name[40];
                memcpy(name, s + i + 1, j - i - 1);
                name[j - i - 1] = 0;
                const html_entity *e = bsearch(name, sp_html4_entities, sp_html4_entities_count, sizeof *e, ent_cmp);
                if (e) {
                    put_utf8(b, e->cp);
                    i = j + 1;
                    continue;
                }
            }
        }
        sp_buf_putc(b, '&');
        i++;
    }
}

static char *decoded(const char *s, size_t n, size_t *len)
{
    sp_buf b = SP_BUF_INIT;
    decode(&b, s, n);
    if (!b.data)
        sp_buf_append(&b, "", 0);
    if (len)
        *len = b.len;
    return sp_buf_detach(&b);
}

typedef struct parser {
    const char *s;
    size_t n, i;
    hnode *root;
    hnode *cur;
} parser;

static void add_text(parser *p, const char *s, size_t n, bool raw)
{
    if (!n)
        return;
    /* adjacent text merges, as libxml2's SAX characters do */
    if (p->cur->last && p->cur->last->type == N_TEXT) {
        hnode *t = p->cur->last;
        sp_buf b = SP_BUF_INIT;
        sp_buf_append(&b, t->text, t->text_len);
        if (raw)
            sp_buf_append(&b, s, n);
        else
            decode(&b, s, n);
        free(t->text);
        t->text_len = b.len;
        t->text = sp_buf_detach(&b);
        return;
    }
    hnode *t = node_new(N_TEXT);
    if (raw) {
        t->text = strndup(s, n);
        t->text_len = n;
    } else
        t->text = decoded(s, n, &t->text_len);
    append_child(p->cur, t);
}

static bool name_char(char c) { return isalnum((unsigned char)c) || c == '-' || c == '_' || c == ':' || c == '.'; }

/* An end tag for name: close up to the open element of that name (htmlAutoCloseOnClose), or drop it. */
static void end_tag(parser *p, const char *name)
{
    hnode *e = p->cur;
    while (e && e != p->root && strcmp(e->name, name))
        e = e->parent;
    if (!e || e == p->root)
        return;
    int prio = end_priority(name);
    for (hnode *x = p->cur; x != e; x = x->parent)
        if (end_priority(x->name) > prio)
            return;
    p->cur = e->parent;
}

static void parse_tag(parser *p)
{
    const char *s = p->s;
    size_t n = p->n, i = p->i + 1;
    bool end = i < n && s[i] == '/';
    if (end)
        i++;
    size_t ns = i;
    while (i < n && name_char(s[i]))
        i++;
    char *name = strndup(s + ns, i - ns);
    for (char *c = name; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    if (end) {
        while (i < n && s[i] != '>')
            i++;
        p->i = i < n ? i + 1 : n;
        end_tag(p, name);
        free(name);
        return;
    }
    hnode *el = node_new(N_ELEM);
    el->name = name;
    bool self_close = false;
    for (;;) {
        while (i < n && isspace((unsigned char)s[i]))
            i++;
        if (i >= n)
            break;
        if (s[i] == '>') {
            i++;
            break;
        }
        if (s[i] == '/' && i + 1 < n && s[i + 1] == '>') {
            self_close = true;
            i += 2;
            break;
        }
        if (s[i] == '/') {
            i++;
            continue;
        }
        size_t as = i;
        while (i < n && !isspace((unsigned char)s[i]) && s[i] != '=' && s[i] != '>' && !(s[i] == '/' && i + 1 < n && s[i + 1] == '>'))
            i++;
        char *an = strndup(s + as, i - as);
        for (char *c = an; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        while (i < n && isspace((unsigned char)s[i]))
            i++;
        char *av = NULL;
        if (i < n && s[i] == '=') {
            i++;
            while (i < n && isspace((unsigned char)s[i]))
                i++;
            size_t vs, ve;
            if (i < n && (s[i] == '"' || s[i] == '\'')) {
                char q = s[i++];
                vs = i;
                while (i < n && s[i] != q)
                    i++;
                ve = i;
                if (i < n)
                    i++;
            } else {
                vs = i;
                while (i < n && !isspace((unsigned char)s[i]) && s[i] != '>')
                    i++;
                ve = i;
            }
            av = decoded(s + vs, ve - vs, NULL);
        }
        bool dup = false;
        for (size_t k = 0; k < el->nattrs; k++)
            dup |= !strcmp(el->attrs[k].name, an);
        if (dup || !*an) {
            free(an);
            free(av);
            continue;
        }
        el->attrs = realloc(el->attrs, (el->nattrs + 1) * sizeof *el->attrs);
        if (!el->attrs)
            abort();
        el->attrs[el->nattrs++] = (hattr){an, av};
    }
    p->i = i;
    /* htmlAutoClose: the current element may end here */
    while (p->cur != p->root && start_closes(name, p->cur->name))
        p->cur = p->cur->parent;
    append_child(p->cur, el);
    if (in_list(name, VOID_ELEMS) || self_close)
        return;
    if (!strcmp(name, "script") || !strcmp(name, "style")) {
        /* raw content up to the end tag */
        size_t cs = p->i, k = cs, nl = strlen(name);
        while (k < n && !(s[k] == '<' && k + 1 < n && s[k + 1] == '/' && k + 2 + nl <= n &&
                          !strncasecmp(s + k + 2, name, nl)))
            k++;
        hnode *saved = p->cur;
        p->cur = el;
        add_text(p, s + cs, k - cs, true);
        p->cur = saved;
        while (k < n && s[k] != '>')
            k++;
        p->i = k < n ? k + 1 : n;
        return;
    }
    p->cur = el;
}

static void parse_into(hnode *root, const char *s, size_t n)
{
    parser p = {s, n, 0, root, root};
    while (p.i < n) {
        size_t i = p.i;
        if (s[i] == '<' && i + 3 < n && !strncmp(s + i, "<!--", 4)) {
            const char *e = memmem(s + i + 4, n - i - 4, "-->", 3);
            size_t ce = e ? (size_t)(e - s) : n;
            hnode *c = node_new(N_COMMENT);
            c->text = strndup(s + i + 4, ce - i - 4);
            c->text_len = ce - i - 4;
            append_child(p.cur, c);
            p.i = e ? ce + 3 : n;
            continue;
        }
        if (s[i] == '<' && i + 1 < n && (isalpha((unsigned char)s[i + 1]) || (s[i + 1] == '/' && i + 2 < n && isalpha((unsigned char)s[i + 2])))) {
            parse_tag(&p);
            continue;
        }
        if (s[i] == '<' && i + 1 < n && (s[i + 1] == '!' || s[i + 1] == '?')) {
            /* a doctype or processing instruction inside a fragment: dropped as libxml2 drops it there */
            const char *e = memchr(s + i, '>', n - i);
            p.i = e ? (size_t)(e - s) + 1 : n;
            continue;
        }
        size_t j = i + 1;
        while (j < n && s[j] != '<')
            j++;
        add_text(&p, s + i, j - i, false);
        p.i = j;
    }
}

/* ---- writing ---- */

static void esc_text(sp_buf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '&': sp_buf_puts(b, "&amp;"); break;
        case '<': sp_buf_puts(b, "&lt;"); break;
        case '>': sp_buf_puts(b, "&gt;"); break;
        default: sp_buf_putc(b, s[i]);
        }
    }
}

/* xmlURIEscapeStr(value, "@/:=?;#%&,+<>") */
static void uri_escape(sp_buf *b, const char *s)
{
    static const char ok[] = "-_.!~*'()@/:=?;#%&,+<>";
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (isalnum(c) || (c && strchr(ok, c)))
            sp_buf_putc(b, (char)c);
        else
            sp_buf_printf(b, "%%%02X", c);
    }
}

/* xmlBufWriteQuotedString of the entity-encoded value */
static void write_attr_value(sp_buf *b, const char *v)
{
    sp_buf enc = SP_BUF_INIT;
    esc_text(&enc, v, strlen(v));
    const char *e = sp_buf_cstr(&enc);
    if (strchr(e, '"')) {
        if (strchr(e, '\'')) {
            sp_buf_putc(b, '"');
            for (const char *c = e; *c; c++)
                if (*c == '"')
                    sp_buf_puts(b, "&quot;");
                else
                    sp_buf_putc(b, *c);
            sp_buf_putc(b, '"');
        } else
            sp_buf_printf(b, "'%s'", e);
    } else
        sp_buf_printf(b, "\"%s\"", e);
    sp_buf_free(&enc);
}

static bool is_text(const hnode *n) { return n && n->type == N_TEXT; }

static bool block_known(const hnode *n)
{
    return n->type == N_ELEM && !in_list(n->name, INLINE_ELEMS) &&
           (in_list(n->name, KNOWN_BLOCK) || in_list(n->name, VOID_ELEMS));
}

static void write_node(sp_buf *b, const hnode *n, bool top);

static void write_children(sp_buf *b, const hnode *n)
{
    for (const hnode *c = n->first; c; c = c->next)
        write_node(b, c, false);
}

static void write_node(sp_buf *b, const hnode *n, bool top)
{
    if (n->type == N_TEXT) {
        bool raw = n->parent && n->parent->type == N_ELEM &&
                   (!strcmp(n->parent->name, "script") || !strcmp(n->parent->name, "style"));
        if (raw)
            sp_buf_append(b, n->text, n->text_len);
        else
            esc_text(b, n->text, n->text_len);
        return;
    }
    if (n->type == N_COMMENT) {
        sp_buf_puts(b, "<!--");
        sp_buf_append(b, n->text, n->text_len);
        sp_buf_puts(b, "-->");
        return;
    }
    sp_buf_printf(b, "<%s", n->name);
    for (size_t i = 0; i < n->nattrs; i++) {
        const hattr *a = &n->attrs[i];
        sp_buf_printf(b, " %s", a->name);
        if (!a->value || in_list(a->name, BOOLEAN_ATTRS))
            continue;
        if (!*a->value) {
            sp_buf_puts(b, "=\"\"");
            continue;
        }
        sp_buf_putc(b, '=');
        if (!strcmp(a->name, "href") || !strcmp(a->name, "action") || !strcmp(a->name, "src") ||
            (!strcmp(a->name, "name") && !strcmp(n->name, "a"))) {
            const char *v = a->value;
            while (*v == ' ' || *v == '\t' || *v == '\n' || *v == '\r')
                v++;
            sp_buf u = SP_BUF_INIT;
            uri_escape(&u, v);
            write_attr_value(b, sp_buf_cstr(&u));
            sp_buf_free(&u);
        } else
            write_attr_value(b, a->value);
    }
    bool block = block_known(n);
    if (in_list(n->name, VOID_ELEMS)) {
        sp_buf_putc(b, '>');
    } else if (!n->first) {
        sp_buf_printf(b, "></%s>", n->name);
    } else {
        sp_buf_putc(b, '>');
        bool fmt_inner = block && n->first != n->last && n->name[0] != 'p';
        if (fmt_inner && !is_text(n->first))
            sp_buf_putc(b, '\n');
        write_children(b, n);
        if (fmt_inner && !is_text(n->last))
            sp_buf_putc(b, '\n');
        sp_buf_printf(b, "</%s>", n->name);
    }
    if (!top && block && n->next && !is_text(n->next) && n->parent && n->parent->type == N_ELEM &&
        n->parent->name[0] != 'p')
        sp_buf_putc(b, '\n');
}

/* ---- the text rewrite (html-pipeline's text filters) ---- */

static bool ignored(const hnode *n, const char *const *ignore)
{
    for (const hnode *a = n->parent; a; a = a->parent)
        if (a->type == N_ELEM && in_list(a->name, ignore))
            return true;
    return false;
}

static void rewrite_texts(hnode *parent, const char *const *ignore, sp_html_text_fn fn, void *ud)
{
    for (hnode *c = parent->first; c;) {
        hnode *next = c->next;
        if (c->type == N_ELEM) {
            rewrite_texts(c, ignore, fn, ud);
        } else if (c->type == N_TEXT && !ignored(c, ignore)) {
            sp_buf esc = SP_BUF_INIT, out = SP_BUF_INIT;
            esc_text(&esc, c->text, c->text_len);
            if (fn(ud, sp_buf_cstr(&esc), esc.len, &out)) {
                /* node.replace(html): the new markup parsed in the text's place */
                hnode frag = {0};
                frag.type = N_FRAG;
                parse_into(&frag, out.data ? out.data : "", out.len);
                hnode *first = frag.first, *last = frag.last;
                for (hnode *x = first; x; x = x->next)
                    x->parent = parent;
                if (first) {
                    first->prev = c->prev;
                    last->next = c->next;
                    if (c->prev)
                        c->prev->next = first;
                    else
                        parent->first = first;
                    if (c->next)
                        c->next->prev = last;
                    else
                        parent->last = last;
                } else {
                    if (c->prev)
                        c->prev->next = c->next;
                    else
                        parent->first = c->next;
                    if (c->next)
                        c->next->prev = c->prev;
                    else
                        parent->last = c->prev;
                }
                c->next = NULL;
                node_free(c);
            }
            sp_buf_free(&esc);
            sp_buf_free(&out);
        }
        c = next;
    }
}

void sp_html_fragment_rewrite(const char *html, size_t len, const char *const *ignore, sp_html_text_fn fn, void *ud,
                              sp_buf *out)
{
    hnode root = {0};
    root.type = N_FRAG;
    parse_into(&root, html, len);
    if (fn)
        rewrite_texts(&root, ignore, fn, ud);
    for (hnode *c = root.first; c; c = c->next)
        write_node(out, c, true);
    node_free(root.first);
}
