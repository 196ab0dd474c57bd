/* kd_html.c: kramdown's HTML converter (lib/kramdown/converter/html.rb) over the element tree, with Jekyll's
 * settings: Rouge through the code hook, MathJax math, GFM header ids (kramdown-parser-gfm's update_elements). */
#include "markdown/kramdown/kd.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct kw {
    kd_parser *p;
    sp_buf *out;
    kd_el **stack;
    size_t n, cap;
    struct fn {
        const char *name;   /* in the persistent arena */
        kd_fndef *def;
        int number, repeat;
    } *fns;
    size_t nfns, fncap;
    kd_map fn_index;        /* name -> index + 1 into fns */
    int fn_counter;
    kd_map used_ids;
    kd_map gfm_ids;
    bool failed;
    bool toc_mode;          /* writing a TOC entry: links unwrapped, footnotes left out (fix_for_toc_entry) */
    struct toc_ent {
        int level;
        const char *id;
        const char *html;   /* the header's contents written as a TOC entry (fix_for_toc_entry) */
        size_t hlen;
    } *toc;
    size_t ntoc, toccap;
    bool toc_list;          /* a list with a {:toc} reference was replaced by TOC_MARK (@toc_code) */
    kd_type toc_type;       /* that list's type and attributes */
    md_attrs toc_attr;
    bool fn_placed;         /* a {:footnotes} list marks where the footnotes go */
    const char *toc_base;   /* the TOC list's id (markdown-toc) */
    size_t from;            /* where this document's HTML starts in the output */
};

#define TOC_MARK "\x01kramdown-toc\x01"
#define FN_MARK "\x01kramdown-footnotes\x01"

static void conv(kw *w, kd_el *el, int indent, sp_buf *out);

static void ind(sp_buf *out, int n)
{
    for (int i = 0; i < n; i++) {
        sp_buf_putc(out, ' ');
    }
}

/* [cp].pack('U'): UTF-8, with Ruby's old 5- and 6-byte forms beyond U+1FFFFF */
static void put_utf8(sp_buf *out, unsigned cp)
{
    unsigned char u[6];
    int n;
    if (cp < 0x80) {
        u[0] = (unsigned char)cp;
        n = 1;
    } else {
        n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : cp < 0x200000 ? 4 : cp < 0x4000000 ? 5 : 6;
        static const unsigned char lead[] = {0, 0, 0xC0, 0xE0, 0xF0, 0xF8, 0xFC};
        for (int i = n - 1; i > 0; i--) {
            u[i] = (unsigned char)(0x80 | (cp & 0x3F));
            cp >>= 6;
        }
        u[0] = (unsigned char)(lead[n] | cp);
    }
    sp_buf_append(out, u, (size_t)n);
}

/* "&name;" */
static void put_entity_ref(sp_buf *out, const char *name)
{
    sp_buf_putc(out, '&');
    sp_buf_puts(out, name);
    sp_buf_putc(out, ';');
}

/* The decimal value of a numeric reference too big for a code point ("&#9999999999;", "&#x10000000000;"): Ruby's
 * Integer has no bound, so kramdown writes it whole. orig is the reference as written. */
static void put_big_number(sp_buf *out, const char *orig)
{
    bool hex = orig[2] == 'x' || orig[2] == 'X';
    const char *d = orig + (hex ? 3 : 2);
    size_t n = strcspn(d, ";");
    while (n > 1 && *d == '0') {
        d++;
        n--;
    }
    if (!hex) {
        sp_buf_append(out, d, n);
        return;
    }
    /* hex digits to decimal: the decimal digits (least significant first) times 16 plus each digit */
    size_t cap = n * 2 + 2, len = 1;
    unsigned char *dec = calloc(cap, 1);
    if (!dec) {
        abort();
    }
    for (size_t i = 0; i < n; i++) {
        unsigned c = (unsigned char)d[i], carry = c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
        for (size_t k = 0; k < len || carry; k++) {
            unsigned v = (k < len ? dec[k] * 16u : 0) + carry;
            dec[k] = (unsigned char)(v % 10);
            carry = v / 10;
            if (k >= len) {
                len = k + 1;
            }
        }
    }
    while (len > 1 && !dec[len - 1]) {
        len--;
    }
    for (size_t k = len; k-- > 0;) {
        sp_buf_putc(out, (char)('0' + dec[k]));
    }
    free(dec);
}

/* entity_to_str */
static void entity_to_str(kw *w, sp_buf *out, unsigned cp, const char *name, const char *orig)
{
    sp_md_entity_output eo = w->p->o.entity_output;
    bool esc = cp == '<' || cp == '>' || cp == '&' || cp == '"';
    if (eo == SP_MD_ENTITY_AS_CHAR && cp != KD_NO_CHAR && (cp == '"' || !esc)) {
        put_utf8(out, cp);
    } else if ((eo == SP_MD_ENTITY_AS_INPUT || eo == SP_MD_ENTITY_AS_CHAR) && orig) {
        sp_buf_puts(out, orig);
    } else if ((eo == SP_MD_ENTITY_SYMBOLIC || esc) && name) {
        put_entity_ref(out, name);
    } else if (cp == KD_NO_CHAR && orig && orig[0] == '&' && orig[1] == '#') {
        sp_buf_puts(out, "&#");
        put_big_number(out, orig);
        sp_buf_putc(out, ';');
    } else {
        char d[16];
        int k = (int)sizeof d;
        d[--k] = ';';
        do {
            d[--k] = (char)('0' + cp % 10);
            cp /= 10;
        } while (cp);
        d[--k] = '#';
        d[--k] = '&';
        sp_buf_append(out, d + k, sizeof d - (size_t)k);
    }
}

static void entity_named(kw *w, sp_buf *out, const char *name)
{
    unsigned cp = 0;
    if (kd_entity_lookup(name, strlen(name), &cp)) {
        entity_to_str(w, out, cp, name, NULL);
    } else {
        put_entity_ref(out, name);
    }
}

static void inner_push(kw *w, kd_el *el)
{
    if (w->n == w->cap) {
        size_t nc = w->cap ? w->cap * 2 : 32;
        w->stack = realloc(w->stack, nc * sizeof *w->stack);
        w->cap = nc;
    }
    w->stack[w->n++] = el;
}

static void inner(kw *w, kd_el *el, int indent, sp_buf *out)
{
    inner_push(w, el);
    for (kd_el *c = el->first; c && !w->failed; c = c->next) {
        conv(w, c, indent + 2, out);
    }
    w->n--;
}

static kd_el *top(kw *w, size_t k) { return w->n > k ? w->stack[w->n - 1 - k] : NULL; }

#define PUT_LIT(out, lit) sp_buf_append((out), (lit), sizeof(lit) - 1)

/* "<name" and the attributes (the tags are written piece by piece, not formatted) */
static void open_tag(sp_buf *out, const char *name, const md_attrs *attr)
{
    sp_buf_putc(out, '<');
    sp_buf_puts(out, name);
    if (attr->n) {
        md_write_attrs(out, attr);
    }
}

static void close_tag(sp_buf *out, const char *name)
{
    PUT_LIT(out, "</");
    sp_buf_puts(out, name);
    sp_buf_putc(out, '>');
}

/* n bytes put at pos of out, the rest moved after them */
static void insert_at(sp_buf *out, size_t pos, const char *s, size_t n)
{
    sp_buf_reserve(out, n);
    memmove(out->data + pos + n, out->data + pos, out->len - pos);
    memcpy(out->data + pos, s, n);
    out->len += n;
    out->data[out->len] = '\0';
}

/* The three layouts of kramdown's converter (format_as_block_html, format_as_indented_block_html,
 * format_as_span_html) written in place: the opening tag, then the body (the element's children, written
 * straight into out by the caller between _open and _close), then the closing tag. */
static void block_open(sp_buf *out, const char *name, const md_attrs *attr, int indent)
{
    ind(out, indent);
    open_tag(out, name, attr);
    sp_buf_putc(out, '>');
}

static void block_close(sp_buf *out, const char *name)
{
    close_tag(out, name);
    sp_buf_putc(out, '\n');
}

static void indented_open(sp_buf *out, const char *name, const md_attrs *attr, int indent)
{
    ind(out, indent);
    open_tag(out, name, attr);
    PUT_LIT(out, ">\n");
}

static void indented_close(sp_buf *out, const char *name, int indent)
{
    ind(out, indent);
    block_close(out, name);
}

static void block_html(sp_buf *out, const char *name, const md_attrs *attr, const char *body, size_t bn, int indent)
{
    block_open(out, name, attr, indent);
    sp_buf_append(out, body, bn);
    block_close(out, name);
}

static void indented_block_html(sp_buf *out, const char *name, const md_attrs *attr, const char *body, size_t bn,
                                int indent)
{
    indented_open(out, name, attr, indent);
    sp_buf_append(out, body, bn);
    indented_close(out, name, indent);
}

static void span_html(sp_buf *out, const char *name, const md_attrs *attr, const char *body, size_t bn)
{
    open_tag(out, name, attr);
    sp_buf_putc(out, '>');
    sp_buf_append(out, body, bn);
    close_tag(out, name);
}

static md_attrs dup_attrs(kw *w, const md_attrs *a)
{
    md_attrs r = {0};
    for (size_t i = 0; i < a->n; i++) {
        md_attrs_set(w->p->a, &r, a->v[i].key, strlen(a->v[i].key), a->v[i].val, strlen(a->v[i].val), false);
    }
    return r;
}

static bool is_s(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static bool is_w(char c)
{
    return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') || (unsigned char)c >= 0x80;
}

/* extract_code_language(!) */
static char *code_lang(kw *w, md_attrs *attrs, bool remove)
{
    const char *cls = md_attrs_get(attrs, "class");
    if (!cls) {
        return NULL;
    }
    const char *p = strstr(cls, "language-");
    while (p && p != cls && is_w(p[-1])) {
        p = strstr(p + 1, "language-");
    }
    if (!p) {
        return NULL;
    }
    const char *e = p + 9;
    while (*e && !is_s(*e)) {
        e++;
    }
    if (e == p + 9) {
        return NULL;
    }
    char *lang = kd_strndup(w->p, p + 9, (size_t)(e - p - 9));
    if (remove) {
        sp_buf b = SP_BUF_INIT;
        sp_buf_append(&b, cls, (size_t)(p - cls));
        sp_buf_puts(&b, e);
        const char *s = sp_buf_cstr(&b);
        size_t n = b.len;
        while (n && is_s(s[n - 1])) {
            n--;
        }
        while (n && is_s(*s)) {
            s++;
            n--;
        }
        if (n) {
            md_attrs_set(w->p->a, attrs, "class", 5, s, n, false);
        } else {
            md_attrs_del(attrs, "class");
        }
        sp_buf_free(&b);
    }
    return lang;
}

/* add_syntax_highlighter_to_class_attr */
static void add_hl_class(kw *w, md_attrs *attrs, const char *lang)
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
    for (const char *q = strstr(s, "language-"); q; q = strstr(q + 1, "language-")) {
        if (q == s || !is_w(q[-1])) {
            lp = q;
            break;
        }
    }
    if (lp) {
        const char *e = lp + 9;
        while (*e && !is_s(*e)) {
            e++;
        }
        if (e == lp + 9) {
            lp = NULL;
        } else {
            sp_buf_append(&r, s, (size_t)(lp - s));
            PUT_LIT(&r, "language-");
            sp_buf_puts(&r, lang);
            sp_buf_puts(&r, e);
        }
    }
    if (!lp) {
        PUT_LIT(&r, "language-");
        sp_buf_puts(&r, lang);
        sp_buf_putc(&r, ' ');
        sp_buf_puts(&r, s);
    }
    md_attrs_set(w->p->a, attrs, "class", 5, r.data, r.len, false);
    sp_buf_free(&b);
    sp_buf_free(&r);
}

/* highlight_code: 0 highlighted into tok, 1 not, -1 error */
static int highlight(kw *w, sp_md_code_kind kind, const char *lang, const char *code, size_t n, sp_buf *tok)
{
    const sp_markdown_options *o = &w->p->o;
    if (!o->highlight || (kind == SP_MD_CODE_SPAN && !o->highlight_spans)) {
        return 1;
    }
    const char *l = lang ? lang : (o->default_lang[0] ? o->default_lang : NULL);
    if (!l) {
        return 1;
    }
    if (!o->guess_lang && md_lang_is_plaintext(l)) {
        return 1;
    }
    sp_markdown_code_fn fn = o->code_hook ? o->code_hook : sp_markdown_default_code_hook;
    int r = fn(o->code_hook ? o->code_ctx : NULL, kind, l, code, n, tok, w->p->err);
    if (r < 0) {
        w->failed = true;
    }
    return r;
}

static void conv_codeblock(kw *w, kd_el *el, int indent, sp_buf *out)
{
    md_attrs attr = dup_attrs(w, &el->attr);
    char *lang = code_lang(w, &attr, true);
    const char *code = el->val.data ? el->val.data : "";
    size_t n = el->val.len;
    sp_buf tok = SP_BUF_INIT;
    int r = highlight(w, SP_MD_CODE_BLOCK, el->lang ? el->lang : lang, code, n, &tok);
    if (r == 0) {
        add_hl_class(w, &attr, lang ? lang : w->p->o.default_lang);
        ind(out, indent);
        sp_buf_puts(out, "<div");
        md_write_attrs(out, &attr);
        sp_buf_puts(out, "><div class=\"highlight\"><pre class=\"highlight\"><code>");
        sp_buf_append(out, tok.data, tok.len);
        sp_buf_puts(out, "</code></pre></div>");
        ind(out, indent);
        sp_buf_puts(out, "</div>\n");
        sp_buf_free(&tok);
        return;
    }
    sp_buf_free(&tok);
    ind(out, indent);
    sp_buf_puts(out, "<pre");
    md_write_attrs(out, &attr);
    sp_buf_puts(out, "><code");
    if (lang) {
        sp_buf_puts(out, " class=\"language-");
        md_escape_attr(out, lang, strlen(lang));
        sp_buf_putc(out, '"');
    }
    sp_buf_putc(out, '>');
    if (n && code[n - 1] == '\n') {
        n--;
    }
    md_escape_all(out, code, n);
    sp_buf_puts(out, "\n</code></pre>\n");
}

static void conv_codespan(kw *w, kd_el *el, sp_buf *out)
{
    char *lang = code_lang(w, &el->attr, false); /* (not removed: the attributes are not changed) */
    sp_buf tok = SP_BUF_INIT;
    const char *code = el->val.data ? el->val.data : "";
    int r = highlight(w, SP_MD_CODE_SPAN, lang, code, el->val.len, &tok);
    if (r == 0) {
        md_attrs attr = dup_attrs(w, &el->attr);
        add_hl_class(w, &attr, lang ? lang : w->p->o.default_lang);
        span_html(out, "code", &attr, tok.data ? tok.data : "", tok.len);
    } else {
        open_tag(out, "code", &el->attr);
        sp_buf_putc(out, '>');
        md_escape_all(out, code, el->val.len);
        PUT_LIT(out, "</code>");
    }
    sp_buf_free(&tok);
}

static void gen_id(kw *w, const char *raw, md_attrs *attr)
{
    sp_buf b = SP_BUF_INIT;
    md_basic_id(raw ? raw : "", raw ? strlen(raw) : 0, &b);
    if (!b.len) {
        sp_buf_puts(&b, "section");
    }
    const char *k = sp_buf_cstr(&b);
    int *cnt = kd_map_get(&w->used_ids, k);
    if (cnt) {
        (*cnt)++;
        sp_buf_printf(&b, "-%d", *cnt);
    } else {
        cnt = sp_arena_calloc(w->p->pa, 1, sizeof *cnt);
        kd_map_put(w->p, &w->used_ids, k, cnt);
    }
    sp_buf id = SP_BUF_INIT;
    sp_buf_puts(&id, w->p->o.auto_id_prefix);
    sp_buf_append(&id, b.data, b.len);
    md_attrs_set(w->p->a, attr, "id", 2, id.data, id.len, false);
    sp_buf_free(&b);
    sp_buf_free(&id);
}

static void conv_footnotes(kw *w, sp_buf *out);

static void conv(kw *w, kd_el *el, int indent, sp_buf *out)
{
    if (w->failed) {
        return;
    }
    kd_parser *p = w->p;
    switch (el->type) {
    case KD_BLANK:
        sp_buf_putc(out, '\n');
        break;
    case KD_TEXT:
        md_escape_text(out, el->val.data ? el->val.data : "", el->val.len);
        break;
    case KD_RAW_TEXT:
        md_escape_text(out, el->val.data ? el->val.data : "", el->val.len);
        break;
    case KD_P: {
        if (el->transparent) {
            inner(w, el, indent, out);
            break;
        }
        kd_el *f = el->first;
        if (f && !f->next && f->type == KD_IMG && f->ial) {
            bool standalone = false;
            for (size_t i = 0; i < f->ial->nrefs; i++) {
                standalone |= !strcmp(f->ial->refs[i], "standalone");
            }
            if (standalone) {
                md_attrs fa = dup_attrs(w, &el->attr), ia = dup_attrs(w, &f->attr);
                const char *c = md_attrs_get(&ia, "class");
                if (c && !md_attrs_get(&fa, "class")) {
                    md_attrs_set(p->a, &fa, "class", 5, c, strlen(c), false);
                    md_attrs_del(&ia, "class");
                }
                const char *id = md_attrs_get(&ia, "id");
                if (id && !md_attrs_get(&fa, "id")) {
                    md_attrs_set(p->a, &fa, "id", 2, id, strlen(id), false);
                    md_attrs_del(&ia, "id");
                }
                sp_buf body = SP_BUF_INIT;
                ind(&body, indent + 2);
                sp_buf_puts(&body, "<img");
                md_write_attrs(&body, &ia);
                sp_buf_puts(&body, " />\n");
                ind(&body, indent + 2);
                const char *alt = md_attrs_get(&ia, "alt");
                sp_buf_printf(&body, "<figcaption>%s</figcaption>\n", alt ? alt : "");
                indented_block_html(out, "figure", &fa, body.data, body.len, indent);
                sp_buf_free(&body);
                break;
            }
        }
        block_open(out, "p", &el->attr, indent);
        inner(w, el, indent, out);
        block_close(out, "p");
        break;
    }
    case KD_CODEBLOCK:
        conv_codeblock(w, el, indent, out);
        break;
    case KD_BLOCKQUOTE: {
        indented_open(out, "blockquote", &el->attr, indent);
        inner(w, el, indent, out);
        indented_close(out, "blockquote", indent);
        break;
    }
    case KD_HEADER: {
        md_attrs attr = dup_attrs(w, &el->attr);
        if (p->o.auto_ids && !md_attrs_get(&attr, "id")) {
            gen_id(w, el->raw_text, &attr);
        }
        const char *hid = md_attrs_get(&attr, "id");
        const char *hcls = md_attrs_get(&attr, "class");
        bool no_toc = false;
        for (const char *q = hcls ? strstr(hcls, "no_toc") : NULL; q; q = strstr(q + 1, "no_toc")) {
            if ((q == hcls || !is_w(q[-1])) && !is_w(q[6])) {
                no_toc = true;
            }
        }
        if (hid && p->has_toc && el->level >= 1 && el->level <= 6 && (p->o.toc_levels & (1u << el->level)) &&
            !no_toc && !w->toc_mode) {
            if (w->ntoc == w->toccap) {
                size_t nc = w->toccap ? w->toccap * 2 : 16;
                w->toc = realloc(w->toc, nc * sizeof *w->toc);
                w->toccap = nc;
            }
            sp_buf th = SP_BUF_INIT;
            w->toc_mode = true;
            inner(w, el, indent, &th);
            w->toc_mode = false;
            w->toc[w->ntoc++] = (struct toc_ent){el->level, sp_arena_strdup(p->pa, hid),
                                                 sp_arena_strndup(p->pa, th.data ? th.data : "", th.len), th.len};
            sp_buf_free(&th);
        }
        int level = el->level + p->o.header_offset;
        level = level < 1 ? 1 : level > 6 ? 6 : level;
        char tag[4] = {'h', (char)('0' + level), 0, 0};
        block_open(out, tag, &attr, indent);
        inner(w, el, indent, out);
        block_close(out, tag);
        break;
    }
    case KD_HR:
        ind(out, indent);
        open_tag(out, "hr", &el->attr);
        PUT_LIT(out, " />\n");
        break;
    case KD_UL: case KD_OL: case KD_DL: case KD_TABLE: case KD_THEAD: case KD_TBODY: case KD_TFOOT: case KD_TR: {
        if ((el->type == KD_UL || el->type == KD_OL) && el->ial) {
            bool toc = false, fns = false;
            for (size_t i = 0; i < el->ial->nrefs; i++) {
                toc |= !strcmp(el->ial->refs[i], "toc");
                fns |= !strcmp(el->ial->refs[i], "footnotes");
            }
            if (toc && !w->toc_list) {
                w->toc_list = true;
                w->toc_type = el->type;
                w->toc_attr = kd_attrs_copy(p->pa, &el->attr);
                sp_buf_puts(out, TOC_MARK);
                break;
            }
            if (fns && !w->fn_placed) {
                w->fn_placed = true;
                sp_buf_puts(out, FN_MARK);
                break;
            }
        }
        static const char *const names[] = {[KD_UL] = "ul", [KD_OL] = "ol", [KD_DL] = "dl", [KD_TABLE] = "table",
                                            [KD_THEAD] = "thead", [KD_TBODY] = "tbody", [KD_TFOOT] = "tfoot",
                                            [KD_TR] = "tr"};
        indented_open(out, names[el->type], &el->attr, indent);
        inner(w, el, indent, out);
        indented_close(out, names[el->type], indent);
        break;
    }
    case KD_LI: case KD_DD: {
        const char *name = el->type == KD_LI ? "li" : "dd";
        ind(out, indent);
        open_tag(out, name, &el->attr);
        sp_buf_putc(out, '>');
        if (!el->first || (el->first->type == KD_P && el->first->transparent)) {
            size_t before = out->len;
            inner(w, el, indent, out);
            if (out->len > before && out->data[out->len - 1] == '\n') {
                ind(out, indent);
            }
        } else {
            sp_buf_putc(out, '\n');
            inner(w, el, indent, out);
            ind(out, indent);
        }
        block_close(out, name);
        break;
    }
    case KD_DT: {
        md_attrs attr = dup_attrs(w, &el->attr);
        kd_el *dl = top(w, 0);
        if (!md_attrs_get(&attr, "id") && dl && dl->ial) {
            for (size_t i = 0; i < dl->ial->nrefs; i++) {
                const char *r = dl->ial->refs[i];
                if (!strncmp(r, "auto_ids", 8)) {
                    const char *pre = r[8] == '-' ? r + 9 : "";
                    sp_buf id = SP_BUF_INIT;
                    sp_buf_puts(&id, pre);
                    md_basic_id(el->raw_text ? el->raw_text : "", el->raw_text ? strlen(el->raw_text) : 0, &id);
                    const char *s = sp_buf_cstr(&id);
                    while (*s == ' ') {
                        s++;
                    }
                    md_attrs_set(p->a, &attr, "id", 2, s, strlen(s), false);
                    sp_buf_free(&id);
                    break;
                }
            }
        }
        block_open(out, "dt", &attr, indent);
        inner(w, el, indent, out);
        block_close(out, "dt");
        break;
    }
    case KD_TD: {
        kd_el *row = top(w, 0), *grp = top(w, 1), *tbl = top(w, 2);
        const char *t = grp && grp->type == KD_THEAD ? "th" : "td";
        (void)row;
        size_t idx = (size_t)el->level; /* its column, set by the table parser */
        char al = tbl && tbl->align && idx < tbl->ncols ? tbl->align[idx] : 'd';
        md_attrs attr = dup_attrs(w, &el->attr);
        if (al != 'd') {
            const char *st = md_attrs_get(&attr, "style");
            const char *an = al == 'l' ? "left" : al == 'r' ? "right" : "center";
            char *v = sp_arena_printf(p->a, "%s%stext-align: %s", st ? st : "", st ? "; " : "", an);
            md_attrs_set(p->a, &attr, "style", 5, v, strlen(v), false);
        }
        block_open(out, t, &attr, indent);
        size_t before = out->len;
        inner(w, el, indent, out);
        if (out->len == before) {
            entity_named(w, out, "nbsp");
        }
        block_close(out, t);
        break;
    }
    case KD_HTML_ELEMENT: {
        if (el->cat == KD_CAT_SPAN) { /* written in place: an empty body of a void tag becomes " />" */
            open_tag(out, el->name, &el->attr);
            size_t gt = out->len;
            sp_buf_putc(out, '>');
            inner(w, el, indent, out);
            if (out->len == gt + 1 && kd_html_no_body(el->name)) {
                sp_buf_truncate(out, gt);
                PUT_LIT(out, " />");
            } else {
                close_tag(out, el->name);
            }
            break;
        }
        /* the children are written in place after the opening tag; what goes before them depends on them */
        kd_el *par = top(w, 0);
        bool raw_parent = par && par->type == KD_HTML_ELEMENT && par->cmodel == KD_CM_RAW;
        if (!raw_parent) {
            ind(out, indent);
        }
        open_tag(out, el->name, &el->attr);
        size_t body = out->len;
        inner(w, el, indent, out);
        if (el->is_closed && el->cmodel == KD_CM_RAW) {
            sp_buf_truncate(out, body);
            PUT_LIT(out, " />");
        } else if (out->len > body && el->cmodel != KD_CM_BLOCK) {
            insert_at(out, body, ">", 1);
            close_tag(out, el->name);
        } else if (out->len > body) {
            if (out->data[out->len - 1] == '\n') {
                sp_buf_truncate(out, out->len - 1);
            }
            insert_at(out, body, ">\n", 2);
            sp_buf_putc(out, '\n');
            ind(out, indent);
            close_tag(out, el->name);
        } else if (kd_html_no_body(el->name)) {
            PUT_LIT(out, " />");
        } else {
            sp_buf_putc(out, '>');
            close_tag(out, el->name);
        }
        if (!raw_parent) {
            sp_buf_putc(out, '\n');
        }
        break;
    }
    case KD_XML_COMMENT: case KD_XML_PI: {
        kd_el *par = top(w, 0);
        bool raw_parent = par && par->type == KD_HTML_ELEMENT && par->cmodel == KD_CM_RAW;
        if (el->cat == KD_CAT_BLOCK && !raw_parent) {
            ind(out, indent);
            sp_buf_append(out, el->val.data, el->val.len);
            sp_buf_putc(out, '\n');
        } else {
            sp_buf_append(out, el->val.data, el->val.len);
        }
        break;
    }
    case KD_COMMENT:
        if (el->cat == KD_CAT_BLOCK) {
            ind(out, indent);
            sp_buf_puts(out, "<!-- ");
            sp_buf_append(out, el->val.data, el->val.len);
            sp_buf_puts(out, " -->\n");
        } else {
            sp_buf_puts(out, "<!-- ");
            sp_buf_append(out, el->val.data, el->val.len);
            sp_buf_puts(out, " -->");
        }
        break;
    case KD_BR:
        sp_buf_puts(out, "<br />");
        break;
    case KD_A: {
        if (w->toc_mode) {
            inner(w, el, indent, out);
            break;
        }
        open_tag(out, "a", &el->attr);
        sp_buf_putc(out, '>');
        inner(w, el, indent, out);
        PUT_LIT(out, "</a>");
        break;
    }
    case KD_IMG:
        open_tag(out, "img", &el->attr);
        PUT_LIT(out, " />");
        break;
    case KD_CODESPAN:
        conv_codespan(w, el, out);
        break;
    case KD_FOOTNOTE: {
        if (w->toc_mode) {
            break;
        }
        const char *name = el->name;
        size_t fi = (size_t)(uintptr_t)kd_map_get(&w->fn_index, name);
        struct fn *f = fi ? &w->fns[fi - 1] : NULL;
        int number;
        char rep[32] = "";
        if (f) {
            number = f->number;
            snprintf(rep, sizeof rep, ":%d", ++f->repeat);
        } else {
            number = w->fn_counter++;
            if (w->nfns == w->fncap) {
                size_t nc = w->fncap ? w->fncap * 2 : 8;
                w->fns = realloc(w->fns, nc * sizeof *w->fns);
                w->fncap = nc;
            }
            w->fns[w->nfns++] = (struct fn){sp_arena_strdup(p->pa, name), el->fn_def, number, 0};
            kd_map_put(p, &w->fn_index, name, (void *)(uintptr_t)w->nfns);
        }
        sp_buf_printf(out,
                      "<sup id=\"fnref:%s%s\" role=\"doc-noteref\"><a href=\"#fn:%s\" class=\"footnote\" "
                      "rel=\"footnote\">%d</a></sup>",
                      name, rep, name, number);
        break;
    }
    case KD_RAW:
        if (!el->nomd_type || !*el->nomd_type || strstr(el->nomd_type, "html")) {
            sp_buf_append(out, el->val.data, el->val.len);
            if (el->cat == KD_CAT_BLOCK) {
                sp_buf_putc(out, '\n');
            }
        }
        break;
    case KD_EM: case KD_STRONG: {
        const char *tag = el->type == KD_EM ? "em" : "strong";
        open_tag(out, tag, &el->attr);
        sp_buf_putc(out, '>');
        inner(w, el, indent, out);
        close_tag(out, tag);
        break;
    }
    case KD_ENTITY:
        entity_to_str(w, out, el->cp, el->ent_name, el->orig);
        break;
    case KD_TYPOGRAPHIC_SYM:
        if (!strcmp(el->name, "laquo_space")) {
            entity_named(w, out, "laquo");
            entity_named(w, out, "nbsp");
        } else if (!strcmp(el->name, "raquo_space")) {
            entity_named(w, out, "nbsp");
            entity_named(w, out, "raquo");
        } else {
            entity_named(w, out, el->name);
        }
        break;
    case KD_SMART_QUOTE: {
        int k = !strcmp(el->name, "lsquo") ? 0 : !strcmp(el->name, "rsquo") ? 1 : !strcmp(el->name, "ldquo") ? 2 : 3;
        entity_named(w, out, p->o.smart_quotes[k]);
        break;
    }
    case KD_MATH: {
        bool block = el->cat == KD_CAT_BLOCK;
        if (!p->o.math_mathjax) {
            md_attrs at = dup_attrs(w, &el->attr);
            const char *cls = md_attrs_get(&at, "class");
            char *nc = sp_arena_printf(p->a, "%s%skdmath", cls ? cls : "", cls ? " " : "");
            md_attrs_set(p->a, &at, "class", 5, nc, strlen(nc), false);
            sp_buf b = SP_BUF_INIT;
            if (block) {
                sp_buf_puts(&b, "$$\n");
                sp_buf_append(&b, el->val.data, el->val.len);
                sp_buf_puts(&b, "\n$$");
                block_html(out, "div", &at, b.data, b.len, indent);
            } else {
                sp_buf_putc(&b, '$');
                sp_buf_append(&b, el->val.data, el->val.len);
                sp_buf_putc(&b, '$');
                span_html(out, "span", &at, b.data, b.len);
            }
            sp_buf_free(&b);
            break;
        }
        sp_buf r = SP_BUF_INIT;
        sp_buf_puts(&r, block ? "\\[" : "\\(");
        md_escape_all(&r, el->val.data ? el->val.data : "", el->val.len);
        sp_buf_puts(&r, block ? "\\]\n" : "\\)");
        if (!el->attr.n) {
            sp_buf_append(out, r.data, r.len);
        } else if (block) {
            block_html(out, "div", &el->attr, r.data, r.len, indent);
        } else {
            sp_buf b = SP_BUF_INIT;
            sp_buf_putc(&b, '$');
            sp_buf_append(&b, el->val.data, el->val.len);
            sp_buf_putc(&b, '$');
            span_html(out, "span", &el->attr, b.data, b.len);
            sp_buf_free(&b);
        }
        sp_buf_free(&r);
        break;
    }
    case KD_ABBREVIATION: {
        char *k = kd_strndup(p, el->val.data, el->val.len);
        const char *title = kd_map_get(&p->abbrev_title, k);
        kd_el *eob = kd_map_get(&p->abbrevs, k);
        md_attrs attr = eob ? dup_attrs(w, &eob->attr) : (md_attrs){0};
        if (title && *title) {
            md_attrs_set(p->a, &attr, "title", 5, title, strlen(title), false);
        }
        sp_buf b = SP_BUF_INIT;
        md_escape_text(&b, el->val.data, el->val.len); /* value is written as is by kramdown (text) */
        span_html(out, "abbr", &attr, b.data, b.len);
        sp_buf_free(&b);
        break;
    }
    case KD_ROOT: case KD_TEMP: case KD_FOOTNOTE_DEF:
        inner(w, el, indent, out);
        break;
    default:
        break;
    }
}

static void conv_footnotes(kw *w, sp_buf *out)
{
    if (!w->nfns) {
        return;
    }
    kd_parser *p = w->p;
    sp_buf backtext = SP_BUF_INIT;
    sp_buf_puts(out, "<div class=\"footnotes\" role=\"doc-endnotes\">\n  <ol");
    if (w->p->o.footnote_nr != 1) {
        sp_buf_printf(out, " start=\"%d\"", w->p->o.footnote_nr);
    }
    sp_buf_puts(out, ">\n");
    md_escape_text(&backtext, p->o.footnote_backlink, strlen(p->o.footnote_backlink));
    for (size_t i = 0; i < w->nfns && !w->failed; i++) {
        struct fn f = w->fns[i];
        kd_el *li = kd_new(p, KD_LI);
        md_attrs_set(p->a, &li->attr, "id", 2, sp_arena_printf(p->a, "fn:%s", f.name), 3 + strlen(f.name), false);
        md_attrs_set(p->a, &li->attr, "role", 4, "doc-endnote", 11, false);
        kd_el *content = kd_fn_content(p, f.def);
        if (p->failed) {
            w->failed = true;
            break;
        }
        li->first = content ? content->first : NULL;
        li->last = content ? content->last : NULL;
        kd_el *para = NULL;
        bool insert_space = false;
        if (li->last && li->last->type == KD_P) {
            kd_el *parent = li;
            while (parent->last && parent->last->type != KD_P && parent->last->type != KD_HEADER) {
                parent = parent->last;
            }
            para = parent->last;
            insert_space = true;
        }
        if (!para) {
            para = kd_new(p, KD_P);
            if (li->last) {
                li->last->next = para;
                para->prev = li->last;
                li->last = para;
            } else {
                li->first = li->last = para;
            }
            if (content) {
                content->last = para;
                if (!content->first) {
                    content->first = para;
                }
            }
        }
        if (p->o.footnote_backlink[0]) {
            sp_buf nb = SP_BUF_INIT;
            entity_named(w, &nb, "nbsp");
            kd_el *r = kd_new(p, KD_RAW);
            r->has_val = true;
            sp_buf_printf(&r->val, "%s<a href=\"#fnref:%s\" class=\"reversefootnote\" role=\"doc-backlink\">%s</a>",
                          insert_space ? sp_buf_cstr(&nb) : "", f.name, sp_buf_cstr(&backtext));
            kd_append(para, r);
            for (int k = 1; k <= f.repeat; k++) {
                kd_el *r2 = kd_new(p, KD_RAW);
                r2->has_val = true;
                sp_buf_printf(&r2->val,
                              "%s<a href=\"#fnref:%s:%d\" class=\"reversefootnote\" role=\"doc-backlink\">%s<sup>%d</sup></a>",
                              sp_buf_cstr(&nb), f.name, k, sp_buf_cstr(&backtext), k + 1);
                kd_append(para, r2);
            }
            sp_buf_free(&nb);
        }
        conv(w, li, 4, out);
        kd_stream_reset(p); /* streamed: this footnote's tree is written */
    }
    sp_buf_puts(out, "  </ol>\n</div>\n");
    sp_buf_free(&backtext);
}

/* generate_toc_tree + convert: entries [from, to) whose levels are deeper than the entry before them nest */
static size_t write_toc(kw *w, size_t i, int parent_level, int indent, const md_attrs *attr, sp_buf *out)
{
    const char *tag = w->toc_type == KD_OL ? "ol" : "ul";
    ind(out, indent);
    sp_buf_printf(out, "<%s", tag);
    if (attr) {
        md_write_attrs(out, attr);
    }
    sp_buf_puts(out, ">\n");
    const char *base = attr ? md_attrs_get(attr, "id") : NULL;
    if (!base) {
        base = "markdown-toc";
    }
    while (i < w->ntoc && w->toc[i].level > parent_level) {
        struct toc_ent e = w->toc[i];
        ind(out, indent + 2);
        sp_buf li = SP_BUF_INIT;
        sp_buf_puts(&li, "<a href=\"#");
        md_escape_attr(&li, e.id, strlen(e.id));
        sp_buf_puts(&li, "\" id=\"");
        md_escape_attr(&li, w->toc_base, strlen(w->toc_base));
        sp_buf_putc(&li, '-');
        md_escape_attr(&li, e.id, strlen(e.id));
        sp_buf_puts(&li, "\">");
        sp_buf_append(&li, e.html, e.hlen);
        sp_buf_puts(&li, "</a>");
        i++;
        if (i < w->ntoc && w->toc[i].level > e.level) {
            i = write_toc(w, i, e.level, indent + 4, NULL, &li);
        }
        sp_buf_puts(out, "<li>");
        sp_buf_append(out, li.data, li.len);
        if (li.len && li.data[li.len - 1] == '\n') {
            ind(out, indent + 2);
        }
        sp_buf_puts(out, "</li>\n");
        sp_buf_free(&li);
    }
    (void)base;
    ind(out, indent);
    sp_buf_printf(out, "</%s>\n", tag);
    return i;
}

/* The first mark after from becomes with, in place (the output is not copied) */
static void replace_mark(sp_buf *out, size_t from, const char *mark, const char *with, size_t wn)
{
    size_t ml = strlen(mark);
    char *at = out->len > from ? memmem(out->data + from, out->len - from, mark, ml) : NULL;
    if (!at) {
        return;
    }
    size_t off = (size_t)(at - out->data), tail = out->len - off - ml;
    if (wn > ml) {
        sp_buf_reserve(out, wn - ml);
    }
    memmove(out->data + off + wn, out->data + off + ml, tail);
    memcpy(out->data + off, with, wn);
    out->len = off + wn + tail;
    out->data[out->len] = '\0';
}

kw *kd_html_begin(kd_parser *p, sp_buf *out)
{
    kw *w = calloc(1, sizeof *w);
    if (!w) {
        abort();
    }
    w->p = p;
    w->fn_counter = p->o.footnote_nr;
    w->from = out->len;
    /* conv(root): the root is the parent of the blocks written one by one */
    inner_push(w, p->root);
    return w;
}

void kd_html_block(kw *w, kd_el *el, sp_buf *out)
{
    if (!w->failed) {
        conv(w, el, 0, out);
    }
}

int kd_html_end(kw *w, sp_buf *out)
{
    kd_parser *p = w->p;
    size_t from = w->from;
    w->n--;
    if (!w->failed && w->fn_placed) {
        sp_buf fn = SP_BUF_INIT;
        conv_footnotes(w, &fn);
        replace_mark(out, from, FN_MARK, fn.data ? fn.data : "", fn.len);
        sp_buf_free(&fn);
    } else if (!w->failed) {
        conv_footnotes(w, out); /* written in place */
    }
    if (!w->failed && w->toc_list) {
        sp_buf t = SP_BUF_INIT;
        if (w->ntoc) {
            md_attrs attr = dup_attrs(w, &w->toc_attr);
            if (!md_attrs_get(&attr, "id")) {
                md_attrs_set(p->a, &attr, "id", 2, "markdown-toc", 12, false);
            }
            w->toc_base = md_attrs_get(&attr, "id");
            /* the first entry's level starts the tree; an entry not deeper than it starts a sibling */
            size_t i = 0;
            const char *tag = w->toc_type == KD_OL ? "ol" : "ul";
            sp_buf_printf(&t, "<%s", tag);
            md_write_attrs(&t, &attr);
            sp_buf_puts(&t, ">\n");
            while (i < w->ntoc) {
                size_t before = i;
                sp_buf one = SP_BUF_INIT;
                i = write_toc(w, i, 0, 0, NULL, &one);
                /* write_toc wrote a whole list: keep only its items */
                const char *a = strchr(one.data, '\n') + 1;
                size_t n = one.len - (size_t)(a - one.data);
                n -= strlen(tag) + 4; /* "</ul>\n" */
                sp_buf_append(&t, a, n);
                sp_buf_free(&one);
                if (i == before) {
                    i++;
                }
            }
            sp_buf_printf(&t, "</%s>\n", tag);
        }
        replace_mark(out, from, TOC_MARK, t.data ? t.data : "", t.len);
        sp_buf_free(&t);
    }
    bool failed = w->failed;
    free(w->stack);
    free(w->fns);
    free(w->toc);
    free(w);
    return failed ? -1 : 0;
}

/* memmem(s, n, hb, hl) for the two hard break strings "\n" and "\\\n": a newline found with memchr (preceded by
 * a backslash at or after s for the second) */
static const char *find_hb(const char *s, size_t n, size_t hl)
{
    const char *end = s + n, *q = s + hl - 1;
    while (q < end && (q = memchr(q, '\n', (size_t)(end - q)))) {
        if (hl == 1 || q[-1] == '\\') {
            return q - (hl - 1);
        }
        q++;
    }
    return NULL;
}

/* gfm.rb update_elements: hard line breaks (`\` + newline, or any newline with hard_wrap) and GFM header ids */
void kd_gfm_update_elements(kd_parser *p, kd_el *el)
{
    const char *hb = p->o.hard_wrap ? "\n" : "\\\n";
    size_t hl = strlen(hb);
    for (kd_el *c = el->first, *next; c; c = next) {
        next = c->next;
        if (c->type == KD_TEXT && c->val.len && find_hb(c->val.data, c->val.len, hl)) {
            /* lines = value.split(hb, -1) */
            const char *s = c->val.data;
            size_t n = c->val.len;
            size_t nl = 1;
            for (const char *q = s; (q = find_hb(q, (size_t)(s + n - q), hl)); q += hl) {
                nl++;
            }
            bool last_empty = n >= hl && !memcmp(s + n - hl, hb, hl);
            bool omit = last_empty && el->type != KD_A && el->type != KD_EM && el->type != KD_STRONG &&
                        el->type != KD_HTML_ELEMENT && el->last == c && el->cat != KD_CAT_SPAN;
            size_t idx = 0;
            const char *q = s;
            while (idx < nl) {
                const char *e = idx + 1 < nl ? find_hb(q, (size_t)(s + n - q), hl) : s + n;
                kd_el *t = kd_new(p, KD_TEXT);
                t->has_val = true;
                if (idx > 0) {
                    sp_buf_putc(&t->val, '\n');
                }
                sp_buf_append(&t->val, q, (size_t)(e - q));
                t->parent = el;
                t->prev = c->prev;
                t->next = c;
                if (c->prev) {
                    c->prev->next = t;
                } else {
                    el->first = t;
                }
                c->prev = t;
                if (idx + 2 < nl || (idx + 2 == nl && !omit)) {
                    kd_el *br = kd_new(p, KD_BR);
                    br->parent = el;
                    br->prev = c->prev;
                    br->next = c;
                    c->prev->next = br;
                    c->prev = br;
                }
                idx++;
                q = e + hl;
            }
            kd_remove(el, c);
        } else if (c->type == KD_HTML_ELEMENT) {
            continue;
        } else if (c->type == KD_HEADER && p->o.auto_ids && !md_attrs_get(&c->attr, "id")) {
            sp_buf b = SP_BUF_INIT;
            md_gfm_id(c->raw_text ? c->raw_text : "", c->raw_text ? strlen(c->raw_text) : 0, &b);
            const char *k = sp_buf_cstr(&b);
            int *cc = kd_map_get(&p->gfm_ids, k);
            if (cc) {
                (*cc)++;
                sp_buf_printf(&b, "-%d", *cc);
            } else {
                cc = sp_arena_calloc(p->pa, 1, sizeof *cc);
                kd_map_put(p, &p->gfm_ids, k, cc);
            }
            sp_buf id = SP_BUF_INIT;
            sp_buf_puts(&id, p->o.auto_id_prefix);
            sp_buf_append(&id, b.data, b.len);
            md_attrs_set(p->a, &c->attr, "id", 2, id.data, id.len, false);
            sp_buf_free(&b);
            sp_buf_free(&id);
        } else if (c->first) { /* (an element without children has nothing to update) */
            kd_gfm_update_elements(p, c);
        }
    }
}
