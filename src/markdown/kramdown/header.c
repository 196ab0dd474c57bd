/* header.rb (setext) and gfm.rb's atx_header_gfm (a `#` run needs a blank after it) */
#include "markdown/kramdown/kd.h"

#include <string.h>

static kd_re re_header_id =
    KD_RE_INIT("[\\t ]{#(?<id>[:A-Z_a-z\\x{C0}-\\x{D6}\\x{D8}-\\x{F6}\\x{F8}-\\x{2FF}\\x{370}-\\x{37D}\\x{37F}-\\x{1FFF}"
               "\\x{200C}-\\x{200D}\\x{2070}-\\x{218F}\\x{2C00}-\\x{2FEF}\\x{3001}-\\x{D7FF}\\x{F900}-\\x{FDCF}"
               "\\x{FDF0}-\\x{FFFD}\\x{10000}-\\x{EFFFF}][-.0-9\\x{B7}\\x{300}-\\x{36F}\\x{203F}-\\x{2040}:A-Z_a-z"
               "\\x{C0}-\\x{D6}\\x{D8}-\\x{F6}\\x{F8}-\\x{2FF}\\x{370}-\\x{37D}\\x{37F}-\\x{1FFF}\\x{200C}-\\x{200D}"
               "\\x{2070}-\\x{218F}\\x{2C00}-\\x{2FEF}\\x{3001}-\\x{D7FF}\\x{F900}-\\x{FDCF}\\x{FDF0}-\\x{FFFD}"
               "\\x{10000}-\\x{EFFFF}]*)}\\z",
               0);

static bool ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0; }

/* parse_header_contents: the text (rstripped) without a trailing {#id} */
static void contents(kd_parser *p, const char **t, size_t *n, const char **id, size_t *idn)
{
    kd_src *s = p->src;
    int g = 0;
    /* the "contents" group: setext and atx both name it; find it by pcre2 name index */
    (void)g;
    *id = NULL;
    *idn = 0;
    size_t so = s->m.so[2], eo = s->m.eo[2];
    const char *x = s->s + so;
    size_t l = eo - so;
    while (l && ws(x[l - 1])) {
        l--;
    }
    kd_m m;
    if (kd_match_at(p, &re_header_id, x, l, 0, false, &m)) {
        *id = x + m.so[1];
        *idn = m.eo[1] - m.so[1];
        l = m.so[0];
        while (l && ws(x[l - 1])) {
            l--;
        }
    }
    *t = x;
    *n = l;
}

static void add_header(kd_parser *p, int level, const char *t, size_t n, const char *id, size_t idn)
{
    int line = kd_line(p->src);
    p->src->pos = p->src->m.eo[0];
    kd_el *el = kd_new_block(p, KD_HEADER);
    el->level = level;
    el->line = line;
    el->raw_text = kd_strndup(p, t, n);
    kd_add_text(p, t, n, el, p->text_type);
    if (id) {
        md_attrs_set(p->a, &el->attr, "id", 2, id, idn, false);
    }
    kd_append(p->tree, el);
}

/* SETEXT_HEADER_START: groups 1 contents, 2 level */
int kd_parse_setext_header(kd_parser *p)
{
    if (!kd_after_block_boundary(p)) {
        return 0;
    }
    kd_src *s = p->src;
    /* contents is group 1 here; move it to 2 for contents() */
    size_t lso = s->m.so[2];
    s->m.so[2] = s->m.so[1];
    s->m.eo[2] = s->m.eo[1];
    const char *t, *id;
    size_t n, idn;
    contents(p, &t, &n, &id, &idn);
    if (!n) {
        return 0;
    }
    add_header(p, s->s[lso] == '-' ? 2 : 1, t, n, id, idn);
    return 1;
}

/* ATX_HEADER_START with gfm.rb's parse_atx_header_gfm_quirk (gfm_quirks paragraph_end, kramdown-parser-gfm's
 * default): no block boundary needed before it; a closing run is removed only after a blank. Groups 1 level,
 * 2 contents. */
int kd_parse_atx_header_gfm(kd_parser *p)
{
    kd_src *s = p->src;
    int level = (int)(s->m.eo[1] - s->m.so[1]);
    const char *t, *id;
    size_t n, idn;
    contents(p, &t, &n, &id, &idn);
    /* text.sub!(/[\t ]#+\z/, '') && text.rstrip! */
    size_t k = n;
    while (k && t[k - 1] == '#') {
        k--;
    }
    if (k < n && k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\t')) {
        n = k - 1;
        while (n && ws(t[n - 1])) {
            n--;
        }
    }
    if (!n) {
        return 0;
    }
    add_header(p, level, t, n, id, idn);
    return 1;
}
