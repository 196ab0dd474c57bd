/* math.rb: block math ($$ .. $$ between block boundaries) */
#include "markdown/kramdown/kd.h"

#include <string.h>

static kd_re re_bs = KD_RE_INIT("^" KD_OPT_SPACE "\\\\", KD_M);

int kd_parse_block_math(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    int line = kd_line(s);
    if (!kd_after_block_boundary(p)) {
        return 0;
    } else if (m.so[1] != (size_t)-1) {
        if (m.so[3] != (size_t)-1) {
            kd_scan(p, &re_bs);
            /* the escape is consumed (@src.scan) and the parser still declines */
            return 0;
        }
        return 0;
    }
    size_t saved = s->pos;
    s->pos = m.eo[0];
    const char *v = s->s + m.so[2];
    size_t n = m.eo[2] - m.so[2];
    while (n && strchr(" \t\n\r\f\v", *v)) {
        v++;
        n--;
    }
    while (n && strchr(" \t\n\r\f\v", v[n - 1])) {
        n--;
    }
    if (kd_before_block_boundary(p)) {
        kd_el *e = kd_new_block(p, KD_MATH);
        e->cat = KD_CAT_BLOCK;
        e->line = line;
        e->has_val = true;
        sp_buf_append(&e->val, v, n);
        kd_append(p->tree, e);
        return 1;
    }
    s->pos = saved;
    return 0;
}
