/* blank_line.rb: BLANK_LINE */
#include "markdown/kramdown/kd.h"

int kd_parse_blank_line(kd_parser *p)
{
    kd_src *s = p->src;
    const char *m = s->s + s->m.so[0];
    size_t n = s->m.eo[0] - s->m.so[0];
    s->pos = s->m.eo[0];
    kd_el *l = p->tree->last;
    if (l && l->type == KD_BLANK) {
        sp_buf_append(&l->val, m, n);
    } else {
        kd_el *e = kd_new_block(p, KD_BLANK);
        sp_buf_append(&e->val, m, n);
        e->has_val = true;
        kd_append(p->tree, e);
    }
    return 1;
}
