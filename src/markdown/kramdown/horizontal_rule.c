/* horizontal_rule.rb: HR_START */
#include "markdown/kramdown/kd.h"

int kd_parse_horizontal_rule(kd_parser *p)
{
    int line = kd_line(p->src);
    p->src->pos = p->src->m.eo[0];
    kd_el *e = kd_new_block(p, KD_HR);
    e->line = line;
    kd_append(p->tree, e);
    return 1;
}
