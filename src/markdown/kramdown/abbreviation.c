/* abbreviation.rb: *[ABBR]: title definitions and their replacement in text */
#include "markdown/kramdown/kd.h"

#include <stdlib.h>
#include <string.h>

int kd_parse_abbrev_definition(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    s->pos = m.eo[0];
    if (p->pass == 2) { /* pass 1 kept the definitions */
        kd_append(p->tree, kd_new_def_eob(p, "abbrev_def"));
        return 1;
    }
    KD_PERSIST_BEGIN(p);
    char *id = kd_strndup(p, s->s + m.so[1], m.eo[1] - m.so[1]);
    const char *t = s->s + m.so[2];
    size_t n = m.eo[2] - m.so[2];
    while (n && strchr(" \t\n\r\f\v", *t)) {
        t++;
        n--;
    }
    while (n && strchr(" \t\n\r\f\v", t[n - 1])) {
        n--;
    }
    char *title = kd_strndup(p, t, n);
    KD_PERSIST_END(p);
    kd_el *eob = kd_new_def_eob(p, "abbrev_def");
    kd_append(p->tree, eob);
    kd_map_put(p, &p->abbrev_title, id, title);
    kd_map_put(p, &p->abbrevs, id, eob);
    return 1;
}

static bool word_ch(const char *s, size_t n, size_t i)
{
    unsigned char c = (unsigned char)s[i];
    (void)n;
    return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z');
}

static int by_len(const void *a, const void *b)
{
    size_t la = strlen(*(const char *const *)a), lb = strlen(*(const char *const *)b);
    return la < lb ? 1 : la > lb ? -1 : 0;
}

/* replace_abbreviations: a (longest first) abbreviation at a \W boundary, not followed by \w */
static void replace(kd_parser *p, kd_el *el, const char **ab, size_t na, int depth)
{
    if (depth > MD_MAX_DEPTH + 8) {
        return;
    }
    for (kd_el *c = el->first, *next; c; c = next) {
        next = c->next;
        if (c->type == KD_TEXT && el->cmodel != KD_CM_RAW) {
            const char *s = c->val.data ? c->val.data : "";
            size_t n = c->val.len, from = 0;
            kd_el *before = c;
            bool any = false;
            for (size_t i = 0; i < n;) {
                bool bound = i == 0 || !word_ch(s, n, i - 1);
                size_t hit = 0;
                if (bound) {
                    for (size_t k = 0; k < na; k++) {
                        size_t l = strlen(ab[k]);
                        if (l && i + l <= n && !memcmp(s + i, ab[k], l) && !(i + l < n && word_ch(s, n, i + l))) {
                            hit = l;
                            break;
                        }
                    }
                }
                if (hit) {
                    kd_el *t = kd_new(p, KD_TEXT);
                    t->has_val = true;
                    sp_buf_append(&t->val, s + from, i - from);
                    kd_el *a = kd_new(p, KD_ABBREVIATION);
                    a->has_val = true;
                    sp_buf_append(&a->val, s + i, hit);
                    t->parent = a->parent = el;
                    t->prev = before->prev;
                    t->next = a;
                    a->prev = t;
                    a->next = before;
                    if (before->prev) {
                        before->prev->next = t;
                    } else {
                        el->first = t;
                    }
                    before->prev = a;
                    i += hit;
                    from = i;
                    any = true;
                } else {
                    i++;
                }
            }
            if (any) {
                sp_buf rest = SP_BUF_INIT;
                sp_buf_append(&rest, s + from, n - from);
                sp_buf_free(&c->val);
                c->val = rest;
            }
        } else {
            replace(p, c, ab, na, depth + 1);
        }
    }
}

void kd_replace_abbreviations(kd_parser *p, kd_el *el)
{
    if (!p->abbrev_title.n) {
        return;
    }
    const char **ab = sp_arena_calloc(p->a, p->abbrev_title.n, sizeof *ab);
    for (size_t i = 0; i < p->abbrev_title.n; i++) {
        ab[i] = p->abbrev_title.v[i].key;
    }
    qsort(ab, p->abbrev_title.n, sizeof *ab, by_len);
    replace(p, el, ab, p->abbrev_title.n, 0);
}
