/* footnote.rb: footnote definitions and markers */
#include "markdown/kramdown/kd.h"

#include <string.h>

int kd_parse_footnote_definition(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    int line = kd_line(s);
    s->pos = m.eo[0];
    if (p->pass == 2) { /* pass 1 kept the definitions; the content is parsed when it is written */
        kd_append(p->tree, kd_new_def_eob(p, "footnote_def"));
        return 1;
    }
    kd_el *el = kd_new(p, KD_FOOTNOTE_DEF);
    el->line = line;
    /* @src[2].gsub(INDENT, '') */
    sp_buf b = SP_BUF_INIT;
    const char *t = s->s + m.so[2];
    size_t n = m.eo[2] - m.so[2];
    for (size_t i = 0; i < n;) {
        if (t[i] == '\t') {
            i++;
        } else if (i + 4 <= n && !memcmp(t + i, "    ", 4)) {
            i += 4;
        }
        const char *nl = memchr(t + i, '\n', n - i);
        size_t e = nl ? (size_t)(nl - t) + 1 : n;
        sp_buf_append(&b, t + i, e - i);
        i = e;
    }
    char *text = p->pass == 1 ? sp_arena_strndup(p->pa, b.data ? b.data : "", b.len) : kd_strndup(p, b.data, b.len);
    size_t tl = b.len;
    sp_buf_free(&b);
    char *name = kd_strndup(p, s->s + m.so[1], m.eo[1] - m.so[1]);
    bool stopped;
    kd_parse_blocks(p, el, text, tl, &stopped);
    kd_el *eob = kd_new_def_eob(p, "footnote_def");
    kd_append(p->tree, eob);
    kd_fndef *f = sp_arena_calloc(p->pa, 1, sizeof *f);
    f->eob = p->pass == 1 ? NULL : eob; /* its attributes (fn_attr) are not written: pass 1 keeps no eob */
    if (p->pass == 1) { /* the tree goes with its chunk: keep the text, and what pass 1 needs of the tree */
        f->text = text;
        f->tlen = tl;
        f->line = line;
        kd_walk_defs(p, el, f);
    } else {
        f->content = el;
    }
    kd_map_put(p, &p->footnotes, name, f);
    return 1;
}

int kd_parse_footnote_marker(kd_parser *p)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    int line = kd_line(s);
    s->pos = m.eo[0];
    char *name = kd_strndup(p, s->s + m.so[1], m.eo[1] - m.so[1]);
    kd_fndef *f = kd_map_get(&p->footnotes, name);
    if (f) {
        if (f->eob) {
            KD_PERSIST_BEGIN(p);
            if (f->eob->ial) {
                kd_update_attr_with_ial(p, &f->eob->attr, f->eob->ial, 0);
            }
            KD_PERSIST_END(p);
            f->attr = &f->eob->attr;
            f->eob = NULL;
        }
        f->has_marker = true;
        kd_el *e = kd_new(p, KD_FOOTNOTE);
        e->line = line;
        e->name = name;
        e->fn_def = f;
        e->fn_attr = f->attr;
        kd_append(p->tree, e);
    } else {
        kd_add_text(p, s->s + m.so[0], m.eo[0] - m.so[0], p->tree, p->text_type);
    }
    return 1;
}
