/* blockquote.rb: BLOCKQUOTE_START; the lines up to LAZY_END, with the markers removed, parsed as blocks */
#include "markdown/kramdown/kd.h"

static kd_re re_match = KD_RE_INIT(KD_PARAGRAPH_MATCH, KD_M);
static kd_re re_lazy_end = KD_RE_INIT(KD_LAZY_END, KD_M);
static kd_re re_start = KD_RE_INIT(KD_BLOCKQUOTE_START, KD_M);

int kd_parse_blockquote(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    size_t from = s->pos;
    kd_scan(p, &re_match);
    while (!kd_check(p, &re_lazy_end)) {
        if (!kd_scan(p, &re_match)) {
            break;
        }
    }
    /* result.gsub!(BLOCKQUOTE_START, '') */
    sp_buf r = SP_BUF_INIT;
    size_t i = from;
    while (i < s->pos) {
        kd_m m;
        if (kd_match_at(p, &re_start, s->s, s->pos, i, true, &m) && m.eo[0] > i) {
            i = m.eo[0];
        }
        const char *nl = memchr(s->s + i, '\n', s->pos - i);
        size_t e = nl ? (size_t)(nl - s->s) + 1 : s->pos;
        sp_buf_append(&r, s->s + i, e - i);
        i = e;
    }
    kd_el *el = kd_new_block(p, KD_BLOCKQUOTE);
    el->line = line;
    kd_append(p->tree, el);
    char *text = kd_strndup(p, r.data, r.len);
    size_t len = r.len;
    sp_buf_free(&r);
    bool stopped;
    kd_parse_blocks(p, el, text, len, &stopped);
    return 1;
}
