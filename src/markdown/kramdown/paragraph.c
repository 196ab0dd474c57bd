/* paragraph.rb: PARAGRAPH_START, PARAGRAPH_MATCH, and GFM's PARAGRAPH_END (gfm_quirks paragraph_end is Jekyll's
 * default: lists, ATX headers, definition lists, blockquotes and fenced code end a paragraph) */
#include "markdown/kramdown/kd.h"

#include <string.h>

static kd_re re_match = KD_RE_INIT(KD_PARAGRAPH_MATCH, KD_M);
static kd_re re_blank = KD_RE_INIT(KD_BLANK_LINE, KD_M); /* re_end's first alternative, matched by hand */
static kd_re re_end = KD_RE_INIT(KD_LAZY_END "|" KD_LIST_START "|" KD_ATX_HEADER_START "|" KD_DEFINITION_LIST_START
                                             "|" KD_BLOCKQUOTE_START "|" KD_FENCED_CODEBLOCK_START,
                                 KD_M);

int kd_parse_paragraph(kd_parser *p)
{
    kd_src *s = p->src;
    size_t pos = s->pos;
    int line = kd_line(s);
    sp_buf r = SP_BUF_INIT;
    kd_scan(p, &re_match);
    sp_buf_append(&r, s->s + s->m.so[0], s->m.eo[0] - s->m.so[0]);
    while (!kd_check(p, &re_blank) && !kd_check(p, &re_end)) { /* a blank line ends it before PCRE2 is asked */
        if (!kd_scan(p, &re_match)) {
            break;
        }
        sp_buf_append(&r, s->s + s->m.so[0], s->m.eo[0] - s->m.so[0]);
    }
    /* rstrip! */
    size_t n = r.len;
    while (n && strchr(" \t\n\r\f\v", r.data[n - 1]) && r.data[n - 1]) {
        n--;
    }
    kd_el *last = p->tree->last;
    if (last && last->type == KD_P) {
        kd_el *li = last->last;
        if (li && li->type == p->text_type) {
            bool two = pos >= 3 && !memcmp(s->s + pos - 3, "  \n", 3);
            sp_buf_puts(&li->val, two ? "  \n" : "\n");
            sp_buf_append(&li->val, r.data, n);
        } else {
            kd_add_text(p, r.data, n, last, p->text_type);
        }
    } else {
        kd_el *e = kd_new_block(p, KD_P);
        e->line = line;
        kd_append(p->tree, e);
        size_t b = 0;
        while (b < n && strchr(" \t\n\r\f\v", r.data[b]) && r.data[b]) {
            b++;
        }
        kd_add_text(p, r.data + b, n - b, e, p->text_type);
    }
    sp_buf_free(&r);
    return 1;
}
