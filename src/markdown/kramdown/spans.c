/* The small span parsers, one section per kramdown file: escaped_chars.rb (gfm.rb's escaped_chars_gfm),
 * html_entity.rb, line_break.rb, typographic_symbol.rb, math.rb (inline), autolink.rb, codespan.rb and
 * gfm.rb's strikethrough_gfm. */
#include "markdown/kramdown/kd.h"

#include <stdlib.h>
#include <string.h>

static kd_el *add(kd_parser *p, kd_type t)
{
    kd_el *e = kd_new(p, t);
    e->line = kd_line(p->src);
    kd_append(p->tree, e);
    return e;
}

/* escaped_chars.rb */
int kd_parse_escaped_chars_gfm(kd_parser *p)
{
    kd_src *s = p->src;
    s->pos = s->m.eo[0];
    kd_add_text(p, s->s + s->m.so[1], s->m.eo[1] - s->m.so[1], p->tree, p->text_type);
    return 1;
}

/* html_entity.rb: an unknown name gives &amp; and the rest as text */
int kd_parse_html_entity(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    s->pos = m.eo[0];
    unsigned cp = 0;
    bool ok = false;
    if (m.so[1] != (size_t)-1) {
        ok = kd_entity_lookup(s->s + m.so[1], m.eo[1] - m.so[1], &cp);
    } else if (m.so[2] != (size_t)-1) {
        unsigned long v = strtoul(s->s + m.so[2], NULL, 10);
        ok = true;
        cp = v <= 0x7FFFFFFF ? (unsigned)v : KD_NO_CHAR; /* pack('U') takes up to 31 bits */
    } else {
        unsigned long v = strtoul(s->s + m.so[3], NULL, 16);
        ok = true;
        cp = v <= 0x7FFFFFFF ? (unsigned)v : KD_NO_CHAR;
    }
    if (ok) {
        cp = kd_entity_remap(cp);
        kd_el *e = add(p, KD_ENTITY);
        e->cp = cp;
        e->ent_name = kd_entity_name(cp);
        e->orig = kd_strndup(p, s->s + m.so[0], m.eo[0] - m.so[0]);
    } else {
        kd_el *e = add(p, KD_ENTITY);
        e->cp = '&';
        e->ent_name = "amp";
        kd_add_text(p, s->s + m.so[0] + 1, m.eo[0] - m.so[0] - 1, p->tree, p->text_type);
    }
    return 1;
}

/* line_break.rb */
int kd_parse_line_break(kd_parser *p)
{
    add(p, KD_BR);
    p->src->pos = p->src->m.eo[0];
    return 1;
}

/* typographic_symbol.rb */
int kd_parse_typographic_syms(kd_parser *p)
{
    kd_src *s = p->src;
    const char *t = s->s + s->m.so[0];
    size_t n = s->m.eo[0] - s->m.so[0];
    s->pos = s->m.eo[0];
    static const struct {
        const char *k, *v;
        unsigned cp;
    } syms[] = {{"---", "mdash", 8212}, {"--", "ndash", 8211}, {"...", "hellip", 8230}, {"<< ", "laquo_space", 171},
                {" >>", "raquo_space", 187}, {"<<", "laquo", 171}, {">>", "raquo", 187}};
    if (n == 3 && t[0] == '\\') {
        for (int i = 0; i < 2; i++) {
            kd_el *e = add(p, KD_ENTITY);
            e->cp = t[1] == '<' ? '<' : '>';
            e->ent_name = t[1] == '<' ? "lt" : "gt";
        }
        return 1;
    }
    for (size_t i = 0; i < sizeof syms / sizeof syms[0]; i++) {
        if (strlen(syms[i].k) == n && !memcmp(syms[i].k, t, n)) {
            kd_el *e = add(p, KD_TYPOGRAPHIC_SYM);
            e->name = syms[i].v;
            e->cp = syms[i].cp;
            return 1;
        }
    }
    return 1;
}

/* math.rb: inline math */
int kd_parse_inline_math(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    s->pos = m.eo[0];
    kd_el *e = add(p, KD_MATH);
    e->cat = KD_CAT_SPAN;
    const char *v = s->s + m.so[1];
    size_t n = m.eo[1] - m.so[1];
    while (n && strchr(" \t\n\r\f\v", *v)) {
        v++;
        n--;
    }
    while (n && strchr(" \t\n\r\f\v", v[n - 1])) {
        n--;
    }
    sp_buf_append(&e->val, v, n);
    e->has_val = true;
    return 1;
}

/* autolink.rb */
int kd_parse_autolink(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    s->pos = m.eo[0];
    kd_el *e = kd_new(p, KD_A);
    e->line = kd_line(s);
    const char *v = s->s + m.so[1];
    size_t n = m.eo[1] - m.so[1];
    sp_buf h = SP_BUF_INIT;
    if (m.so[2] == (size_t)-1) {
        sp_buf_puts(&h, "mailto:");
    }
    sp_buf_append(&h, v, n);
    md_attrs_set(p->a, &e->attr, "href", 4, h.data, h.len, false);
    sp_buf_free(&h);
    if (n >= 7 && !memcmp(v, "mailto:", 7)) {
        v += 7;
        n -= 7;
    }
    kd_add_text(p, v, n, e, p->text_type);
    kd_append(p->tree, e);
    return 1;
}

/* codespan.rb: the closing delimiter is the first equal run; one space stripped each side of a multi-backtick span */
int kd_parse_codespan(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    size_t start = s->pos;
    size_t dl = s->m.eo[0] - s->m.so[0];
    s->pos = s->m.eo[0];
    bool simple = dl == 1;
    /* pre_match =~ /\s\Z|\A\Z/ && match?(/\s/) */
    if (simple) {
        bool pre = start == 0 || strchr(" \t\n\r\f\v", s->s[start - 1]) ||
                   (start >= 2 && s->s[start - 1] == '\n' && strchr(" \t\n\r\f\v", s->s[start - 2]));
        if (start > 0 && !strchr(" \t\n\r\f\v", s->s[start - 1])) {
            pre = false;
        }
        if (pre && s->pos < s->len && strchr(" \t\n\r\f\v", s->s[s->pos]) && s->s[s->pos]) {
            kd_add_text(p, "`", 1, p->tree, p->text_type);
            return 1;
        }
    }
    /* scan_until(/`{dl}/): the first run of dl backticks (which may be part of a longer run) */
    const char *e = s->s + s->pos, *end = s->s + s->len;
    const char *f = NULL;
    for (const char *q = e; q + dl <= end; q++) {
        if (*q == '`') {
            size_t k = 0;
            while (k < dl && q[k] == '`') {
                k++;
            }
            if (k == dl) {
                f = q;
                break;
            }
            q += k - 1;
        }
    }
    if (!f) {
        kd_add_text(p, s->s + start, dl, p->tree, p->text_type);
        return 1;
    }
    const char *t = e;
    size_t n = (size_t)(f - e);
    s->pos = (size_t)(f - s->s) + dl;
    if (!simple) {
        if (n && t[0] == ' ') {
            t++;
            n--;
        }
        if (n && t[n - 1] == ' ') {
            n--;
        }
    }
    kd_el *c = kd_new(p, KD_CODESPAN);
    c->line = line;
    c->has_val = true;
    sp_buf_append(&c->val, t, n);
    kd_append(p->tree, c);
    return 1;
}

/* gfm.rb strikethrough_gfm: a <del> element whose text is parsed in a fresh environment */
int kd_parse_strikethrough_gfm(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    s->pos = m.eo[0];
    kd_el *el = kd_new(p, KD_HTML_ELEMENT);
    el->name = "del";
    el->cat = KD_CAT_SPAN;
    el->line = kd_line(s);
    kd_append(p->tree, el);
    kd_src sub = {0};
    sub.s = s->s + m.so[0] + 2;
    sub.len = m.eo[0] - m.so[0] - 4;
    sub.line0 = el->line;
    kd_el *saved_tree = p->tree;
    kd_type saved_tt = p->text_type;
    size_t saved_n = p->nstack;
    /* reset_env: a new stack; keep the old one below (depth bound) */
    p->src = &sub;
    p->tree = NULL;
    kd_el **saved_stack = p->stack;
    size_t saved_cap = p->stackcap;
    if (saved_n >= MD_MAX_DEPTH) {
        kd_fail_depth(p);
    }
    p->stack = NULL;
    p->nstack = saved_n; /* counts for the depth bound only */
    p->stackcap = 0;
    kd_el **fake = calloc(saved_n + 1, sizeof *fake); /* on the heap, as kd_stack_push grows it */
    if (!fake) {
        abort();
    }
    p->stack = fake;
    p->stackcap = saved_n + 1;
    kd_parse_spans(p, el, NULL, NULL, NULL, NULL, 0, NULL, KD_TEXT);
    free(p->stack);
    p->stack = saved_stack;
    p->stackcap = saved_cap;
    p->nstack = saved_n;
    p->src = s;
    p->tree = saved_tree;
    p->text_type = saved_tt;
    return 1;
}
