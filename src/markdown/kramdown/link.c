/* link.rb: link definitions, inline links and images, reference links */
#include "markdown/kramdown/kd.h"

#include <string.h>

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* normalize_link_id: white space runs to one space, downcased (ASCII and Latin: Ruby's downcase is Unicode) */
static char *normalize_id(kd_parser *p, const char *s, size_t n)
{
    sp_buf b = SP_BUF_INIT;
    sp_buf lw = SP_BUF_INIT;
    for (size_t i = 0; i < n;) {
        if (is_ws(s[i])) {
            while (i < n && is_ws(s[i])) {
                i++;
            }
            sp_buf_putc(&b, ' ');
        } else {
            sp_buf_putc(&b, s[i]);
            i++;
        }
    }
    md_gfm_lower(b.data ? b.data : "", b.len, &lw);
    char *r = kd_strndup(p, lw.data, lw.len);
    sp_buf_free(&b);
    sp_buf_free(&lw);
    return r;
}

static kd_re re_quote_in = KD_RE_INIT("[ \\t]+[\"']", 0);

int kd_parse_link_definition(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    kd_m t;
    if (m.so[3] != (size_t)-1 && kd_match_at(p, &re_quote_in, s->s, m.eo[3], m.so[3], false, &t)) {
        return 0;
    }
    s->pos = m.eo[0];
    if (p->pass == 2) { /* pass 1 kept the definitions */
        kd_append(p->tree, kd_new_def_eob(p, "link_def"));
        return 1;
    }
    KD_PERSIST_BEGIN(p);
    kd_linkdef *d = sp_arena_calloc(p->a, 1, sizeof *d);
    char *id = normalize_id(p, s->s + m.so[1], m.eo[1] - m.so[1]);
    int u = m.so[2] != (size_t)-1 ? 2 : 3;
    d->url = kd_strndup(p, s->s + m.so[u], m.eo[u] - m.so[u]);
    d->title = m.so[5] != (size_t)-1 ? kd_strndup(p, s->s + m.so[5], m.eo[5] - m.so[5]) : NULL;
    KD_PERSIST_END(p);
    kd_el *eob = kd_new_def_eob(p, "link_def");
    kd_append(p->tree, eob);
    d->eob = eob;
    kd_map_put(p, &p->link_defs, id, d);
    return 1;
}

static void add_link(kd_parser *p, kd_el *el, const char *href, size_t hn, const char *title, const char *alt,
                     size_t an, md_attrs *ial)
{
    el->ial = ial;
    if (ial) {
        kd_update_attr_with_ial(p, &el->attr, ial, 0);
    }
    if (el->type == KD_A) {
        md_attrs_set(p->a, &el->attr, "href", 4, href, hn, false);
    } else {
        md_attrs_set(p->a, &el->attr, "src", 3, href, hn, false);
        md_attrs_set(p->a, &el->attr, "alt", 3, alt, an, false);
        el->first = el->last = NULL;
    }
    if (title) {
        md_attrs_set(p->a, &el->attr, "title", 5, title, strlen(title), false);
    }
    kd_append(p->tree, el);
}

static kd_re re_bracket_stop = KD_RE_INIT("(\\])|!?\\[", 0);

/* @src.scan_until(/(\()|(\))|\s(?=['"])/) by hand (PCRE2's \s: ASCII white space): 1 `(`, 2 `)`, 3 a white space
 * character before a quote, 0 none (the position is kept); the scanner's work counted as kd_scan_until counts it */
static int paren_stop(kd_parser *p, kd_src *s)
{
    for (size_t i = s->pos; i < s->len; i++) {
        char c = s->s[i];
        int k = c == '(' ? 1 : c == ')' ? 2 : is_ws(c) && i + 1 < s->len && (s->s[i + 1] == '\'' || s->s[i + 1] == '"') ? 3 : 0;
        if (k) {
            p->work += (i + 1 - s->pos) / 16;
            s->pos = i + 1;
            return k;
        }
    }
    p->work += (s->len - s->pos) / 16;
    return 0;
}
static kd_re re_inline_id = KD_RE_INIT("\\s*?\\[([^\\]]+)?\\]", 0);
static kd_re re_inline_title = KD_RE_INIT("\\s*?([\"'])(.+?)\\1\\s*?\\)", PCRE2_DOTALL);
static kd_re re_angle = KD_RE_INIT("\\(<(.*?)>", 0);
static kd_re re_close = KD_RE_INIT("\\)", 0);
static kd_re re_escaped = KD_RE_INIT(KD_ESCAPED_CHARS, 0);

typedef struct lk_ctx {
    int count;
    kd_el *el;
} lk_ctx;

static bool lk_stop(kd_parser *p, void *vc)
{
    lk_ctx *c = vc;
    c->count += p->src->m.so[1] != (size_t)-1 ? -1 : 1;
    int imgs = 0;
    for (kd_el *k = c->el->first; k; k = k->next) {
        imgs += k->type == KD_IMG;
    }
    return c->count - imgs == 0;
}

int kd_parse_link(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    size_t rstart = s->pos;
    s->pos = s->m.eo[0];
    size_t rlen = s->pos - rstart;
    size_t cur = s->pos;
    kd_type lt = s->s[rstart] == '!' ? KD_IMG : KD_A;
    if ((lt == KD_A && (p->tree->type == KD_IMG || p->tree->type == KD_A || kd_stack_has(p, KD_IMG) ||
                        kd_stack_has(p, KD_A))) ||
        kd_over_budget(p)) {
        kd_add_text(p, s->s + rstart, rlen, p->tree, p->text_type);
        return 1;
    }
    kd_el *el = kd_new(p, lt);
    el->line = line;
    lk_ctx c = {1, el};
    bool found = kd_parse_spans(p, el, &re_bracket_stop, lk_stop, &c, NULL, 0, NULL, p->text_type);
    if (!found) {
        s->pos = cur;
        kd_add_text(p, s->s + rstart, rlen, p->tree, p->text_type);
        return 1;
    }
    /* alt_text = extract_string(cur_pos...@src.pos).gsub(ESCAPED_CHARS, '\1') */
    sp_buf alt = SP_BUF_INIT;
    for (size_t i = cur; i < s->pos;) {
        const char *bs = memchr(s->s + i, '\\', s->pos - i);
        size_t j = bs ? (size_t)(bs - s->s) : s->pos;
        sp_buf_append(&alt, s->s + i, j - i); /* the text up to the next backslash */
        i = j;
        if (i == s->pos) {
            break;
        }
        kd_m m;
        if (kd_match_at(p, &re_escaped, s->s, s->pos, i, true, &m)) {
            sp_buf_append(&alt, s->s + m.so[1], m.eo[1] - m.so[1]);
            i = m.eo[0];
        } else {
            sp_buf_putc(&alt, s->s[i++]);
        }
    }
    const char *at = alt.data ? alt.data : "";
    size_t an = alt.len;
    /* @src.scan(/(\])|!?\[/): the stop parse_spans found at the position */
    s->pos += s->s[s->pos] == '!' ? 2 : 1;
    bool has_id = kd_scan(p, &re_inline_id);
    if (has_id || !(s->pos < s->len && s->s[s->pos] == '(')) {
        const char *ids = at;
        size_t idn = an;
        if (has_id && s->m.so[1] != (size_t)-1) {
            ids = s->s + s->m.so[1];
            idn = s->m.eo[1] - s->m.so[1];
        }
        char *id = normalize_id(p, ids, idn);
        kd_linkdef *d = kd_map_get(&p->link_defs, id);
        if (d) {
            add_link(p, el, d->url, strlen(d->url), d->title, at, an, d->eob ? d->eob->ial : NULL);
        } else {
            s->pos = cur;
            kd_add_text(p, s->s + rstart, rlen, p->tree, p->text_type);
        }
        sp_buf_free(&alt);
        return 1;
    }
    sp_buf url = SP_BUF_INIT;
    if (kd_scan(p, &re_angle)) {
        sp_buf_append(&url, s->s + s->m.so[1], s->m.eo[1] - s->m.so[1]);
        if (kd_scan(p, &re_close)) {
            add_link(p, el, url.data ? url.data : "", url.len, NULL, at, an, NULL);
            sp_buf_free(&url);
            sp_buf_free(&alt);
            return 1;
        }
    } else {
        int nb = 0;
        size_t lb = s->pos;
        int k;
        while ((k = paren_stop(p, s))) {
            /* link_url << temp: from the last position; we collect via offsets */
            if (k == 2) {
                nb--;
                if (nb == 0) {
                    break;
                }
            } else if (k == 1) {
                nb++;
            } else {
                break;
            }
        }
        /* the URL is the text from `(`+1 to before the last matched stop char */
        /* link_url[1..-2].strip: without the `(` and the last stop character */
        size_t uend = s->pos;
        if (uend >= lb + 2) {
            const char *u = s->s + lb + 1;
            size_t un = uend - lb - 2;
            while (un && is_ws(*u)) {
                u++;
                un--;
            }
            while (un && is_ws(u[un - 1])) {
                un--;
            }
            sp_buf_append(&url, u, un);
        }
        if (nb == 0) {
            add_link(p, el, url.data ? url.data : "", url.len, NULL, at, an, NULL);
            sp_buf_free(&url);
            sp_buf_free(&alt);
            return 1;
        }
    }
    if (kd_scan(p, &re_inline_title)) {
        char *title = kd_strndup(p, s->s + s->m.so[2], s->m.eo[2] - s->m.so[2]);
        add_link(p, el, url.data ? url.data : "", url.len, title, at, an, NULL);
    } else {
        s->pos = cur;
        kd_add_text(p, s->s + rstart, rlen, p->tree, p->text_type);
    }
    sp_buf_free(&url);
    sp_buf_free(&alt);
    return 1;
}
