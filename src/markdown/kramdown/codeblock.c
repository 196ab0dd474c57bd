/* codeblock.rb: indented code blocks (CODEBLOCK_MATCH) and gfm.rb's fenced code blocks (FENCED_CODEBLOCK_MATCH) */
#include "markdown/kramdown/kd.h"

#include <string.h>

static kd_re re_match = KD_RE_INIT(KD_CODEBLOCK_MATCH, KD_M);
static kd_re re_fenced = KD_RE_INIT(
    "^[ ]{0,3}(([~`]){3,})\\s*?((\\S+?)(?:\\?\\S*)?)?\\s*?\\n(.*?)^[ ]{0,3}\\1\\2*\\s*?\\n", KD_MS);

int kd_parse_codeblock(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    size_t from = s->pos;
    kd_scan(p, &re_match);
    const char *d = s->s + from;
    size_t n = s->pos - from;
    if (n == 0) {
        /* an indent followed only by whitespace kramdown's \S refuses (a vertical tab, say: "\t\v\b") matches
         * INDENT but not CODEBLOCK_MATCH; kramdown 2.4 then appends an empty code block and loops forever on the
         * same line. Not a code block: the next block parser takes the line (Jekyll cannot build such a page). */
        return 0;
    }
    /* data.gsub!(/\n( {0,3}\S)/, ' \1') then data.gsub!(INDENT, '') */
    sp_buf a = SP_BUF_INIT;
    for (size_t i = 0; i < n; i++) {
        if (d[i] == '\n' && i + 1 < n) {
            size_t j = i + 1, k = 0;
            while (j < n && d[j] == ' ' && k < 3) {
                j++;
                k++;
            }
            if (j < n && !strchr(" \t\n\r\f\v", d[j])) {
                sp_buf_putc(&a, ' ');
                continue;
            }
        }
        sp_buf_putc(&a, d[i]);
    }
    kd_el *e = kd_new_block(p, KD_CODEBLOCK);
    e->line = line;
    e->has_val = true;
    for (size_t i = 0; i < a.len;) {
        if (a.data[i] == '\t') {
            i++;
        } else if (i + 4 <= a.len && !memcmp(a.data + i, "    ", 4)) {
            i += 4;
        }
        const char *nl = memchr(a.data + i, '\n', a.len - i);
        size_t end = nl ? (size_t)(nl - a.data) + 1 : a.len;
        sp_buf_append(&e->val, a.data + i, end - i);
        i = end;
    }
    sp_buf_free(&a);
    kd_append(p->tree, e);
    return 1;
}

int kd_parse_codeblock_fenced_gfm(kd_parser *p)
{
    if (!kd_check(p, &re_fenced)) {
        return 0;
    }
    kd_src *s = p->src;
    int line = kd_line(s);
    kd_m m = s->m;
    s->pos = m.eo[0];
    kd_el *e = kd_new_block(p, KD_CODEBLOCK);
    e->line = line;
    e->has_val = true;
    sp_buf_append(&e->val, s->s + m.so[5], m.eo[5] - m.so[5]);
    if (m.so[3] != (size_t)-1) {
        const char *l = s->s + m.so[3];
        size_t ln = m.eo[3] - m.so[3];
        while (ln && strchr(" \t\n\r\f\v", *l) && *l) {
            l++;
            ln--;
        }
        while (ln && strchr(" \t\n\r\f\v", l[ln - 1]) && l[ln - 1]) {
            ln--;
        }
        if (ln) {
            e->lang = kd_strndup(p, l, ln);
            sp_buf c = SP_BUF_INIT;
            sp_buf_puts(&c, "language-");
            sp_buf_append(&c, s->s + m.so[4], m.eo[4] - m.so[4]);
            md_attrs_set(p->a, &e->attr, "class", 5, c.data, c.len, false);
            sp_buf_free(&c);
        }
    }
    kd_append(p->tree, e);
    return 1;
}
