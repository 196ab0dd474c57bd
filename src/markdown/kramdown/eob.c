/* eob.rb: EOB_MARKER (`^` alone on a line ends the block) */
#include "markdown/kramdown/kd.h"

int kd_parse_eob_marker(kd_parser *p)
{
    p->src->pos = p->src->m.eo[0];
    kd_append(p->tree, kd_new_block(p, KD_EOB));
    return 1;
}
