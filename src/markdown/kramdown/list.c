/* list.rb: lists (parse_list, with gfm.rb's task lists) and definition lists (parse_definition_list) */
#include "markdown/kramdown/kd.h"

#include <string.h>

static kd_re re_ial_check = KD_RE_INIT("^(?:" KD_LIST_ITEM_IAL ")?\\s*\\n", KD_M);
static kd_re re_item_ial = KD_RE_INIT(KD_LIST_ITEM_IAL, KD_M);
static kd_re re_ul = KD_RE_INIT(KD_LIST_START_UL, KD_M);
static kd_re re_ol = KD_RE_INIT(KD_LIST_START_OL, KD_M);
static kd_re re_list_start = KD_RE_INIT(KD_LIST_START, KD_M);
static kd_re re_hr = KD_RE_INIT(KD_HR_START, KD_M);
static kd_re re_eob = KD_RE_INIT(KD_EOB_MARKER, KD_M);
static kd_re re_blank = KD_RE_INIT(KD_BLANK_LINE, KD_M);
static kd_re re_dl = KD_RE_INIT(KD_DEFINITION_LIST_START, KD_M);
#define LAZY(k) KD_LIST_LAZY(k)
static kd_re re_lazy[4] = {KD_RE_INIT(LAZY(0), KD_M), KD_RE_INIT(LAZY(1), KD_M), KD_RE_INIT(LAZY(2), KD_M),
                           KD_RE_INIT(LAZY(3), KD_M)};
#define FP(sp, mk) KD_LIST_FETCH(sp, mk)
static kd_re re_fetch[3][4] = {
    {KD_RE_INIT(FP(0, "[+*-]"), KD_M), KD_RE_INIT(FP(1, "[+*-]"), KD_M), KD_RE_INIT(FP(2, "[+*-]"), KD_M),
     KD_RE_INIT(FP(3, "[+*-]"), KD_M)},
    {KD_RE_INIT(FP(0, "\\d+\\."), KD_M), KD_RE_INIT(FP(1, "\\d+\\."), KD_M), KD_RE_INIT(FP(2, "\\d+\\."), KD_M),
     KD_RE_INIT(FP(3, "\\d+\\."), KD_M)},
    {KD_RE_INIT(FP(0, ":"), KD_M), KD_RE_INIT(FP(1, ":"), KD_M), KD_RE_INIT(FP(2, ":"), KD_M),
     KD_RE_INIT(FP(3, ":"), KD_M)},
};

static kd_re *fetch_pattern(int type, int indentation)
{
    int k = indentation <= 1 ? 0 : indentation == 2 ? 1 : indentation == 3 ? 2 : 3;
    return &re_fetch[type][k];
}

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* content_re of PARSE_FIRST_LIST_LINE_REGEXP_CACHE: the line's length when it matches at s, else 0 */
static size_t units(const char *s, size_t n, size_t i, int q)
{
    for (int k = 0; k < q; k++) {
        if (i < n && s[i] == '\t') {
            i++;
        } else if (i + 4 <= n && !memcmp(s + i, "    ", 4)) {
            i += 4;
        } else {
            return (size_t)-1;
        }
    }
    return i;
}

static size_t content_match(const char *s, size_t n, int ind)
{
    const char *nl = memchr(s, '\n', n);
    if (!nl) {
        return 0;
    }
    size_t end = (size_t)(nl - s) + 1;
    bool has = false;
    for (size_t i = 0; i + 1 < end; i++) {
        if (!is_ws(s[i])) {
            has = true;
            break;
        }
    }
    if (!has) {
        return 0;
    }
    size_t i = units(s, end, 0, ind / 4);
    if (i != (size_t)-1) {
        size_t j = i;
        int r = ind % 4;
        while (r && j < end && s[j] == ' ') {
            j++;
            r--;
        }
        if (!r) {
            for (size_t k = j; k + 1 < end; k++) {
                if (!is_ws(s[k])) {
                    return end;
                }
            }
        }
    }
    i = units(s, end, 0, ind / 4 + 1);
    if (i != (size_t)-1) {
        for (size_t k = i; k + 1 < end; k++) {
            if (!is_ws(s[k])) {
                return end;
            }
        }
    }
    return 0;
}

typedef struct item_t {
    kd_el *el;
    sp_buf *segs;
    size_t nseg, cap;
} item_t;

static sp_buf *new_seg(kd_parser *p, item_t *it)
{
    if (it->nseg == it->cap) {
        size_t nc = it->cap ? it->cap * 2 : 4;
        it->segs = sp_arena_realloc(p->a, it->segs, it->cap * sizeof *it->segs, nc * sizeof *it->segs);
        it->cap = nc;
    }
    sp_buf_init(&it->segs[it->nseg]);
    return &it->segs[it->nseg++];
}

/* parse_first_list_line: the item's first line without its indentation; *ind updated */
static void first_line(kd_parser *p, int *ind, const char *c, size_t n, sp_buf *out)
{
    kd_m m;
    sp_buf b = SP_BUF_INIT;
    sp_buf_append(&b, c, n);
    if (kd_match_at(p, &re_ial_check, b.data, b.len, 0, false, &m)) {
        *ind = 4;
    } else {
        for (;;) {
            size_t sp = 0;
            while (sp < b.len && b.data[sp] == ' ') {
                sp++;
            }
            if (sp >= b.len || b.data[sp] != '\t') {
                break;
            }
            int temp = (int)sp + *ind;
            size_t t = sp;
            while (t < b.len && b.data[t] == '\t') {
                t++;
            }
            int ntabs = (int)(t - sp);
            int nsp = 4 - (temp % 4) + (ntabs - 1) * 4;
            sp_buf nb = SP_BUF_INIT;
            sp_buf_append(&nb, b.data, sp);
            for (int k = 0; k < nsp; k++) {
                sp_buf_putc(&nb, ' ');
            }
            sp_buf_append(&nb, b.data + t, b.len - t);
            sp_buf_free(&b);
            b = nb;
        }
        size_t sp = 0;
        while (sp < b.len && b.data[sp] == ' ') {
            sp++;
        }
        *ind += (int)sp;
    }
    size_t w = 0;
    while (w < b.len && is_ws(b.data[w])) {
        w++;
    }
    sp_buf_append(out, b.data + w, b.len - w);
    sp_buf_free(&b);
}

/* item.value.sub!(LIST_ITEM_IAL) { parse_attribute_list($1, ial) } */
static void take_item_ial(kd_parser *p, kd_el *el, sp_buf *v)
{
    kd_m m;
    if (v->len && kd_match_at(p, &re_item_ial, v->data, v->len, 0, false, &m)) {
        if (!el->ial) {
            el->ial = sp_arena_calloc(p->a, 1, sizeof *el->ial);
        }
        kd_parse_attribute_list(p, v->data + m.so[1], m.eo[1] - m.so[1], el->ial);
        memmove(v->data + m.so[0], v->data + m.eo[0], v->len - m.eo[0]);
        v->len -= m.eo[0] - m.so[0];
    }
}

static void detab(sp_buf *r)
{
    size_t t = 0;
    while (t < r->len && r->data[t] == '\t') {
        t++;
    }
    if (t) {
        sp_buf nb = SP_BUF_INIT;
        for (size_t k = 0; k < 4 * t; k++) {
            sp_buf_putc(&nb, ' ');
        }
        sp_buf_append(&nb, r->data + t, r->len - t);
        sp_buf_free(r);
        *r = nb;
    }
}

static bool strip_indent(sp_buf *r, int ind)
{
    if ((int)r->len < ind) {
        return false;
    }
    for (int k = 0; k < ind; k++) {
        if (r->data[k] != ' ') {
            return false;
        }
    }
    memmove(r->data, r->data + ind, r->len - (size_t)ind);
    r->len -= (size_t)ind;
    return true;
}

/* a list item (li, dd) from the marker line just scanned (groups 1 marker, 2 the rest): appended to parent; its
 * first line goes into its first segment (*v), *ind is its content's indentation */
static item_t *new_item(kd_parser *p, item_t **items, size_t *nitems, size_t *icap, kd_type type, int line,
                        kd_el *parent, int *ind, sp_buf **v)
{
    kd_src *s = p->src;
    if (*nitems == *icap) {
        size_t nc = *icap ? *icap * 2 : 8;
        *items = sp_arena_realloc(p->a, *items, *icap * sizeof **items, nc * sizeof **items);
        *icap = nc;
    }
    item_t *item = &(*items)[(*nitems)++];
    memset(item, 0, sizeof *item);
    item->el = kd_new(p, type);
    item->el->line = line;
    *ind = (int)(s->m.eo[1] - s->m.so[1]);
    *v = new_seg(p, item);
    first_line(p, ind, s->s + s->m.so[2], s->m.eo[2] - s->m.so[2], *v);
    kd_append(parent, item->el);
    take_item_ial(p, item->el, *v);
    return item;
}

int kd_parse_list(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    kd_m tmp;
    int type = kd_match_at(p, &re_ul, s->s, s->len, s->pos, true, &tmp) ? 0 : 1;
    kd_re *start_re = type == 0 ? &re_ul : &re_ol;
    kd_el *list = kd_new_block(p, type == 0 ? KD_UL : KD_OL);
    list->line = line;
    item_t *items = NULL;
    size_t nitems = 0, icap = 0;
    item_t *item = NULL;
    int indentation = 0;
    bool eob_found = false, nested = false, last_blank = false;
    while (s->pos < s->len) {
        int item_line = kd_line(s);
        if (last_blank && kd_check(p, &re_hr)) {
            break;
        } else if (kd_scan(p, &re_eob)) {
            eob_found = true;
            break;
        } else if (kd_scan(p, start_re)) {
            sp_buf *v;
            item = new_item(p, &items, &nitems, &icap, KD_LI, item_line, list, &indentation, &v);
            start_re = fetch_pattern(type, indentation);
            nested = v->len && kd_match_at(p, &re_list_start, v->data, v->len, 0, false, &tmp);
            last_blank = false;
        } else {
            size_t cl = content_match(s->s + s->pos, s->len - s->pos, indentation);
            bool lazy = false;
            if (!cl && !last_blank) {
                kd_re *lz = &re_lazy[indentation < 3 ? indentation : 3];
                if (kd_check(p, lz)) {
                    cl = s->m.eo[0] - s->pos;
                    lazy = true;
                }
            }
            (void)lazy;
            if (cl) {
                sp_buf r = SP_BUF_INIT;
                sp_buf_append(&r, s->s + s->pos, cl);
                s->pos += cl;
                detab(&r);
                bool found = strip_indent(&r, indentation);
                bool ls = kd_match_at(p, &re_list_start, r.data, r.len, 0, false, &tmp);
                if (!nested && found && ls) {
                    new_seg(p, item);
                    nested = true;
                } else if (nested && !found && ls) {
                    sp_buf nb = SP_BUF_INIT;
                    for (int k = 0; k < indentation + 4; k++) {
                        sp_buf_putc(&nb, ' ');
                    }
                    sp_buf_append(&nb, r.data, r.len);
                    sp_buf_free(&r);
                    r = nb;
                }
                sp_buf_append(&item->segs[item->nseg - 1], r.data, r.len);
                sp_buf_free(&r);
                last_blank = false;
            } else if (kd_scan(p, &re_blank)) {
                nested = true;
                last_blank = true;
                sp_buf_append(&item->segs[item->nseg - 1], s->s + s->m.so[0], s->m.eo[0] - s->m.so[0]);
            } else {
                break;
            }
        }
    }
    kd_append(p->tree, list);
    kd_el *last = NULL;
    for (size_t i = 0; i < nitems; i++) {
        item_t *it = &items[i];
        kd_el *temp = kd_new(p, KD_TEMP);
        temp->line = it->el->line;
        for (size_t k = 0; k < it->nseg; k++) {
            char *t = kd_strndup(p, it->segs[k].data, it->segs[k].len);
            size_t tl = it->segs[k].len;
            sp_buf_free(&it->segs[k]);
            bool stopped;
            kd_parse_blocks(p, temp, t, tl, &stopped);
        }
        kd_el *li = it->el;
        while (temp->first) {
            kd_el *c = temp->first;
            kd_remove(temp, c);
            kd_append(li, c);
        }
        if (!li->first) {
            continue;
        }
        kd_el *f = li->first;
        if (f->type == KD_P && f->next && f->next->type == KD_EOB && f->ial) {
            kd_remove(li, f->next);
        }
        size_t nch = 0;
        for (kd_el *c = li->first; c; c = c->next) {
            nch++;
        }
        bool is_last = li == list->last;
        bool one = list->first == list->last;
        if (f->type == KD_P &&
            (nch < 2 || f->next->type != KD_BLANK || (is_last && nch == 2 && !eob_found))) {
            bool any = false;
            for (kd_el *ci = list->first; ci && ci != list->last; ci = ci->next) {
                if (!ci->first || ci->first->type != KD_P || ci->first->transparent) {
                    any = true;
                    break;
                }
            }
            if (!is_last || one || any) {
                if (nch > 1 && f->next->type != KD_BLANK && f->first) {
                    sp_buf_putc(&f->first->val, '\n');
                }
                f->transparent = true;
            }
        }
        if (li->last->type == KD_BLANK) {
            last = li->last;
            kd_remove(li, last);
        } else {
            last = NULL;
        }
    }
    if (last && !eob_found) {
        kd_append(p->tree, last);
    }
    kd_gfm_tasklist(p, list);
    return 1;
}

/* gfm.rb parse_list: task list items */
void kd_gfm_tasklist(kd_parser *p, kd_el *list)
{
    static const char unchecked[] = "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled=\"disabled\" />";
    static const char checked[] =
        "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled=\"disabled\" checked=\"checked\" />";
    bool is_task = false;
    for (kd_el *li = list->first; li; li = li->next) {
        if (!li->first || li->first->type != KD_P) {
            continue;
        }
        kd_el *d = li->first->first;
        if (d && d->type == KD_RAW_TEXT) {
            sp_buf *v = &d->val;
            size_t i = 0;
            while (i < v->len && is_ws(v->data[i])) {
                i++;
            }
            if (i + 3 <= v->len && v->data[i] == '[' && v->data[i + 2] == ']' &&
                (v->data[i + 1] == ' ' || v->data[i + 1] == 'x' || v->data[i + 1] == 'X')) {
                size_t j = i + 3, k = j;
                while (k < v->len && is_ws(v->data[k])) {
                    k++;
                }
                if (k > j) {
                    const char *box = v->data[i + 1] == ' ' ? unchecked : checked;
                    sp_buf nb = SP_BUF_INIT;
                    sp_buf_puts(&nb, box);
                    sp_buf_append(&nb, v->data + k, v->len - k);
                    sp_buf_free(v);
                    *v = nb;
                    is_task = true;
                }
            }
        }
        if (is_task) {
            md_attrs_set(p->a, &li->attr, "class", 5, "task-list-item", 14, false);
        }
    }
    if (is_task) {
        md_attrs_set(p->a, &list->attr, "class", 5, "task-list", 9, false);
    }
}

int kd_parse_definition_list(kd_parser *p)
{
    kd_el *t = p->tree;
    kd_el *L = t->last;
    size_t nch = t == p->root ? p->flushed : 0; /* streamed: the blocks written before count */
    for (kd_el *c = t->first; c && nch < 3; c = c->next) {
        nch++;
    }
    if (!L || (nch == 1 && L->type != KD_P) ||
        (nch >= 2 && L->type != KD_P &&
         (L->type != KD_BLANK || L->val.len != 1 || L->val.data[0] != '\n' || !L->prev || L->prev->type != KD_P))) {
        return 0;
    }
    bool first_as_para = false;
    kd_el *dl = kd_new_block(p, KD_DL);
    kd_el *para = L;
    kd_remove(t, para);
    if (para->type == KD_BLANK) {
        para = t->last;
        kd_remove(t, para);
        first_as_para = true;
    }
    dl->line = para->line;
    kd_src *s = p->src;
    kd_el *pt = para->first;
    const char *v = pt && pt->val.data ? pt->val.data : "";
    size_t vn = pt ? pt->val.len : 0;
    /* value.split(/\n/): trailing empty strings dropped */
    size_t end = vn;
    while (end && v[end - 1] == '\n') {
        end--;
    }
    for (size_t i = 0; i < end || (i == 0 && end == 0 && 0);) {
        const char *nl = memchr(v + i, '\n', end - i);
        size_t e = nl ? (size_t)(nl - v) : end;
        kd_el *dt = kd_new(p, KD_DT);
        dt->line = kd_line(s);
        sp_buf term = SP_BUF_INIT;
        sp_buf_append(&term, v + i, e - i);
        take_item_ial(p, dt, &term);
        dt->raw_text = kd_strndup(p, term.data, term.len);
        kd_add_text(p, term.data ? term.data : "", term.len, dt, KD_RAW_TEXT);
        if (!term.len) { /* Element.new(:raw_text, '') */
            kd_el *rt = kd_new(p, KD_RAW_TEXT);
            rt->has_val = true;
            kd_append(dt, rt);
        }
        sp_buf_free(&term);
        kd_append(dl, dt);
        i = e + 1;
    }
    dl->ial = para->ial;
    item_t *items = NULL;
    size_t nitems = 0, icap = 0;
    item_t *item = NULL;
    int indentation = 0;
    kd_re *def_start = &re_dl;
    bool last_blank = false;
    kd_m tmp;
    while (s->pos < s->len) {
        int item_line = kd_line(s);
        if (kd_scan(p, def_start)) {
            sp_buf *vb;
            item = new_item(p, &items, &nitems, &icap, KD_DD, item_line, dl, &indentation, &vb);
            item->el->first_as_para = first_as_para;
            def_start = fetch_pattern(2, indentation);
            first_as_para = false;
            last_blank = false;
        } else if (kd_match_at(p, &re_eob, s->s, s->len, s->pos, true, &tmp)) {
            break;
        } else {
            size_t cl = content_match(s->s + s->pos, s->len - s->pos, indentation);
            if (!cl && !last_blank && kd_check(p, &re_lazy[indentation < 3 ? indentation : 3])) {
                cl = s->m.eo[0] - s->pos;
            }
            if (cl && item) {
                sp_buf r = SP_BUF_INIT;
                sp_buf_append(&r, s->s + s->pos, cl);
                s->pos += cl;
                detab(&r);
                strip_indent(&r, indentation);
                sp_buf_append(&item->segs[0], r.data, r.len);
                sp_buf_free(&r);
                first_as_para = false;
                last_blank = false;
            } else if (item && kd_scan(p, &re_blank)) {
                first_as_para = true;
                sp_buf_append(&item->segs[0], s->s + s->m.so[0], s->m.eo[0] - s->m.so[0]);
                last_blank = true;
            } else {
                break;
            }
        }
    }
    kd_el *last = NULL;
    for (size_t i = 0; i < nitems; i++) {
        kd_el *it = items[i].el;
        char *txt = kd_strndup(p, items[i].segs[0].data, items[i].segs[0].len);
        size_t tl = items[i].segs[0].len;
        sp_buf_free(&items[i].segs[0]);
        bool stopped;
        kd_parse_blocks(p, it, txt, tl, &stopped);
        if (!it->first) {
            continue;
        }
        if (it->last->type == KD_BLANK) {
            last = it->last;
            kd_remove(it, last);
        } else {
            last = NULL;
        }
        bool fap = it->first_as_para;
        it->first_as_para = false;
        if (it->first && it->first->type == KD_P && !fap) {
            if (it->first->next && it->first->first) {
                sp_buf_putc(&it->first->first->val, '\n');
            }
            it->first->transparent = true;
        }
    }
    kd_el *TL = t->last;
    if (TL && TL->type == KD_DL) {
        while (dl->first) {
            kd_el *c = dl->first;
            kd_remove(dl, c);
            kd_append(TL, c);
        }
    } else if (TL && TL->type == KD_BLANK && TL->prev && TL->prev->type == KD_DL) {
        kd_remove(t, TL);
        kd_el *D = t->last;
        while (dl->first) {
            kd_el *c = dl->first;
            kd_remove(dl, c);
            kd_append(D, c);
        }
    } else {
        kd_append(t, dl);
    }
    if (last) {
        kd_append(t, last);
    }
    return 1;
}
