/* emphasis.rb: no flanking rules; an opener not followed by white space, a closer not preceded by it, `_` not
 * opening after a letter, the same element never nested, `**` retried as `*` */
#include "markdown/kramdown/kd.h"

#include <string.h>

static kd_re re_pre_alpha = KD_RE_INIT("[\\p{L}\\p{M}]-?[\\p{L}\\p{M}]*\\z", 0);
static kd_re re_alnum_after = KD_RE_INIT("[\\p{L}\\p{M}\\p{Nd}]", 0);
static kd_re re_star = KD_RE_INIT("\\*", 0);
static kd_re re_under = KD_RE_INIT("_", 0);
static kd_re re_2star = KD_RE_INIT("\\*\\*", 0);
static kd_re re_2under = KD_RE_INIT("__", 0);

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* pre_match =~ /[[:alpha:]]-?[[:alpha:]]*\z/ on a window before pos (an alpha run back to a non-alpha suffices) */
static bool pre_alpha(kd_parser *p, const char *s, size_t pos)
{
    if (!pos) {
        return false;
    }
    size_t w = pos > 8 ? pos - 8 : 0;
    while (w > 0 && ((unsigned char)s[w] & 0xC0) == 0x80) {
        w--;
    }
    kd_m m;
    return kd_match_at(p, &re_pre_alpha, s + w, pos - w, 0, false, &m);
}

typedef struct em_ctx {
    kd_el *el;
    char type;
    size_t dl;
    bool em;
} em_ctx;

static bool em_stop(kd_parser *p, void *vc)
{
    em_ctx *c = vc;
    kd_src *s = p->src;
    if (s->pos > 0 && is_ws(s->s[s->pos - 1])) {
        return false;
    }
    if (c->em) { /* !match?(/delim delim (?!delim)/) */
        size_t i = s->pos;
        if (i + 2 <= s->len && s->s[i] == c->type && s->s[i + 1] == c->type &&
            !(i + 2 < s->len && s->s[i + 2] == c->type)) {
            return false;
        }
    }
    if (c->type == '_') {
        kd_m m;
        size_t i = s->pos + c->dl;
        if (i < s->len && kd_match_at(p, &re_alnum_after, s->s, s->len, i, true, &m)) {
            return false;
        }
    }
    return c->el->first != NULL;
}

static bool sub_parse(kd_parser *p, size_t dl, kd_type elem, char type, int line, kd_el **out, kd_re **stop)
{
    kd_el *el = kd_new(p, elem);
    el->line = line;
    kd_re *re = type == '*' ? (dl == 2 ? &re_2star : &re_star) : (dl == 2 ? &re_2under : &re_under);
    em_ctx c = {el, type, dl, elem == KD_EM};
    bool found = kd_parse_spans(p, el, re, em_stop, &c, NULL, 0, NULL, p->text_type);
    *out = el;
    *stop = re;
    return found;
}

int kd_parse_emphasis(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    size_t saved = s->pos;
    size_t dl = s->m.eo[0] - s->m.so[0];
    s->pos = s->m.eo[0];
    kd_type element = dl == 2 ? KD_STRONG : KD_EM;
    char type = s->s[saved];
    if ((type == '_' && pre_alpha(p, s->s, saved)) || (s->pos < s->len && is_ws(s->s[s->pos])) ||
        (p->tree && p->tree->type == element) || kd_stack_has(p, element) || kd_over_budget(p)) {
        kd_add_text(p, s->s + saved, dl, p->tree, p->text_type);
        return 1;
    }
    kd_el *el;
    kd_re *stop;
    bool found = sub_parse(p, dl, element, type, line, &el, &stop);
    if (!found && element == KD_STRONG && p->tree->type != KD_EM) {
        s->pos = saved + 1;
        found = sub_parse(p, 1, KD_EM, type, line, &el, &stop);
    }
    if (found) {
        s->pos += stop == &re_2star || stop == &re_2under ? 2 : 1; /* kd_scan(stop): the stop matched at pos */
        kd_append(p->tree, el);
    } else {
        s->pos = saved + dl;
        kd_add_text(p, s->s + saved, dl, p->tree, p->text_type);
    }
    return 1;
}
