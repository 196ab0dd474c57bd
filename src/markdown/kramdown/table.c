/* table.rb: kramdown tables; each row is split into cells (around code spans and <code> elements) before the
 * cells are span-parsed, and the table must have a pipe on every line outside code spans. */
#include "markdown/kramdown/kd.h"

#include <string.h>

#define PIPE_CHECK "(?:\\||.*?[^\\\\\\n]\\|)"
static kd_re re_sep = KD_RE_INIT("^([+|: \\t-]*?-[+|: \\t-]*?)[ \\t]*\\n", KD_M);
static kd_re re_hsep_align = KD_RE_INIT("[ \\t]?(:?)-+(:?)[ \\t]?", 0);
static kd_re re_fsep = KD_RE_INIT("^[+|: \\t=]*?=[+|: \\t=]*?[ \\t]*\\n", KD_M);
static kd_re re_row = KD_RE_INIT("^(.*?)[ \\t]*\\n", KD_M);
static kd_re re_line = KD_RE_INIT(PIPE_CHECK ".*?\\n", KD_M);
static kd_re re_leading_pipe = KD_RE_INIT("^\\s*\\|", KD_M);
static kd_re re_pipe_check = KD_RE_INIT("^" PIPE_CHECK, KD_M);
static kd_re re_code_el = KD_RE_INIT("<code.*?>.*?<\\/code>", 0);
static kd_re ss_code = KD_RE_INIT("(?=`)", 0);
static kd_re ss_code_html = KD_RE_INIT("(?=`|<)", 0);

typedef struct cells {
    sp_buf *v;
    size_t n, cap;
} cells;

static void cell_new(kd_parser *p, cells *c, const char *s, size_t n)
{
    if (c->n == c->cap) {
        size_t nc = c->cap ? c->cap * 2 : 8;
        c->v = sp_arena_realloc(p->a, c->v, c->cap * sizeof *c->v, nc * sizeof *c->v);
        c->cap = nc;
    }
    sp_buf_init(&c->v[c->n]);
    sp_buf_append(&c->v[c->n], s, n);
    c->n++;
}

/* (cells.empty? ? cells : cells.last) << s */
static void cell_add(kd_parser *p, cells *c, const char *s, size_t n)
{
    if (!c->n) {
        cell_new(p, c, s, n);
    } else {
        sp_buf_append(&c->v[c->n - 1], s, n);
    }
}

static bool blank_str(const sp_buf *b)
{
    for (size_t i = 0; i < b->len; i++) {
        if (!strchr(" \t\n\r\f\v", b->data[i]) || !b->data[i]) {
            return false;
        }
    }
    return true;
}

/* s parsed with only the given span parsers into *root (the table's own scans), the parser's state kept */
static void scan_spans(kd_parser *p, kd_el *root, const char *s, size_t n, const kd_def *const *only, size_t nonly,
                       kd_re *start)
{
    kd_src sub = {0};
    sub.s = s;
    sub.len = n;
    kd_src *saved = p->src;
    kd_el *saved_tree = p->tree;
    size_t saved_n = p->nstack;
    kd_type saved_tt = p->text_type;
    p->src = &sub;
    p->tree = NULL;
    memset(root, 0, sizeof *root);
    root->type = KD_ROOT;
    kd_parse_spans(p, root, NULL, NULL, NULL, only, nonly, start, KD_RAW_TEXT);
    p->src = saved;
    p->tree = saved_tree;
    p->nstack = saved_n;
    p->text_type = saved_tt;
}

static void split_cells(kd_parser *p, cells *c, const char *s, size_t n)
{
    const kd_def *only[] = {&kd_def_codespan};
    kd_el root;
    scan_spans(p, &root, s, n, only, 1, &ss_code);
    for (kd_el *e = root.first; e; e = e->next) {
        const char *v = e->val.data ? e->val.data : "";
        size_t vn = e->val.len;
        if (e->type == KD_RAW_TEXT) {
            bool first = true;
            size_t from = 0;
            for (size_t i = 0; i <= vn; i++) {
                if (i == vn || (v[i] == '|' && !(i > 0 && v[i - 1] == '\\'))) {
                    sp_buf t = SP_BUF_INIT;
                    for (size_t k = from; k < i; k++) {
                        if (v[k] == '\\' && k + 1 < i && v[k + 1] == '|') {
                            continue;
                        }
                        sp_buf_putc(&t, v[k]);
                    }
                    if (first) {
                        cell_add(p, c, t.data ? t.data : "", t.len);
                        first = false;
                    } else {
                        cell_new(p, c, t.data ? t.data : "", t.len);
                    }
                    sp_buf_free(&t);
                    from = i + 1;
                }
            }
        } else {
            size_t maxr = 0;
            for (size_t i = 0; i < vn;) {
                if (v[i] == '`') {
                    size_t k = i;
                    while (k < vn && v[k] == '`') {
                        k++;
                    }
                    if (k - i > maxr) {
                        maxr = k - i;
                    }
                    i = k;
                } else {
                    i++;
                }
            }
            sp_buf t = SP_BUF_INIT;
            for (size_t k = 0; k <= maxr; k++) {
                sp_buf_putc(&t, '`');
            }
            size_t dl = t.len;
            if (dl > 1) {
                sp_buf_putc(&t, ' ');
            }
            sp_buf_append(&t, v, vn);
            if (dl > 1) {
                sp_buf_putc(&t, ' ');
            }
            for (size_t k = 0; k < dl; k++) {
                sp_buf_putc(&t, '`');
            }
            cell_add(p, c, t.data, t.len);
            sp_buf_free(&t);
        }
    }
}

int kd_parse_table(kd_parser *p)
{
    if (!kd_after_block_boundary(p)) {
        return 0;
    }
    kd_src *s = p->src;
    size_t orig = s->pos;
    md_attrs *saved_ial = p->block_ial;
    kd_el *table = kd_new_block(p, KD_TABLE);
    table->line = kd_line(s);
    kd_m m;
    bool leading_pipe = false;
    if (kd_match_at(p, &re_line, s->s, s->len, s->pos, true, &m)) {
        kd_m t;
        leading_pipe = kd_match_at(p, &re_leading_pipe, s->s, m.eo[0], m.so[0], false, &t);
    }
    kd_scan(p, &re_sep);
    kd_el *rows = kd_new(p, KD_TEMP);
    bool has_footer = false;
    size_t columns = 0;
    sp_buf align = SP_BUF_INIT;
    bool have_align = false;
#define ADD_CONTAINER(type, force)                                                                                     \
    do {                                                                                                               \
        if (!has_footer || (type) != KD_TBODY || (force)) {                                                            \
            kd_el *cont = kd_new(p, (type));                                                                           \
            cont->first = rows->first;                                                                                 \
            cont->last = rows->last;                                                                                   \
            for (kd_el *r_ = cont->first; r_; r_ = r_->next)                                                            \
                r_->parent = cont;                                                                                     \
            rows->first = rows->last = NULL;                                                                           \
            kd_append(table, cont);                                                                                    \
        }                                                                                                              \
    } while (0)
    while (s->pos < s->len) {
        if (!kd_check(p, &re_line)) {
            break;
        }
        if (kd_scan(p, &re_sep)) {
            if (!rows->first) {
            } else if (!have_align && !has_footer) {
                ADD_CONTAINER(KD_THEAD, false);
                have_align = true;
                size_t i = s->m.so[1], e = s->m.eo[1];
                kd_m a;
                while (i < e && kd_match_at(p, &re_hsep_align, s->s, e, i, false, &a)) {
                    bool l = a.eo[1] > a.so[1], r = a.eo[2] > a.so[2];
                    sp_buf_putc(&align, !l && !r ? 'd' : !r ? 'l' : !l ? 'r' : 'c');
                    i = a.eo[0] > i ? a.eo[0] : i + 1;
                }
            } else {
                ADD_CONTAINER(KD_TBODY, false);
            }
        } else if (kd_scan(p, &re_fsep)) {
            if (rows->first) {
                ADD_CONTAINER(KD_TBODY, true);
            }
            has_footer = true;
        } else if (kd_scan(p, &re_row)) {
            kd_el *tr = kd_new(p, KD_TR);
            cells c = {0};
            const char *l = s->s + s->m.so[1];
            size_t ln = s->m.eo[1] - s->m.so[1];
            size_t i = 0;
            kd_m cm;
            while (i <= ln) {
                if (kd_match_at(p, &re_code_el, l, ln, i, false, &cm)) {
                    split_cells(p, &c, l + i, cm.so[0] - i);
                    cell_add(p, &c, l + cm.so[0], cm.eo[0] - cm.so[0]);
                    i = cm.eo[0] > i ? cm.eo[0] : i + 1;
                } else {
                    split_cells(p, &c, l + i, ln - i);
                    break;
                }
            }
            size_t first = 0, n = c.n;
            if (leading_pipe && n && blank_str(&c.v[0])) {
                first = 1;
            }
            if (n > first && blank_str(&c.v[n - 1])) {
                n--;
            }
            for (size_t k = first; k < n; k++) {
                kd_el *td = kd_new(p, KD_TD);
                const char *v = c.v[k].data ? c.v[k].data : "";
                size_t vn = c.v[k].len;
                while (vn && strchr(" \t\n\r\f\v", *v) && *v) {
                    v++;
                    vn--;
                }
                while (vn && strchr(" \t\n\r\f\v", v[vn - 1]) && v[vn - 1]) {
                    vn--;
                }
                kd_el *rt = kd_new(p, KD_RAW_TEXT);
                rt->has_val = true;
                sp_buf_append(&rt->val, v, vn);
                kd_append(td, rt);
                td->level = (int)(k - first); /* the column */
                kd_append(tr, td);
            }
            for (size_t k = 0; k < c.n; k++) {
                sp_buf_free(&c.v[k]);
            }
            if (n - first > columns) {
                columns = n - first;
            }
            kd_append(rows, tr);
        } else {
            break;
        }
    }
    if (!kd_before_block_boundary(p)) {
        goto revert;
    }
    {
        /* the pipe check over the table's lines, code spans and HTML parsed */
        const kd_def *only[] = {&kd_def_codespan, &kd_def_span_html};
        kd_el root;
        scan_spans(p, &root, s->s + orig, s->pos - 1 - orig, only, 2, &ss_code_html);
        bool pipe_on_line = false;
        for (kd_el *c = root.first; c; c = c->next) {
            const char *v;
            size_t vn;
            if (c->type == KD_HTML_ELEMENT) {
                v = c->name;
                vn = strlen(v);
            } else if (c->has_val) {
                v = c->val.data ? c->val.data : "";
                vn = c->val.len;
            } else {
                continue;
            }
            /* lines = value.split("\n"): trailing empty lines dropped */
            size_t e = vn;
            while (e && v[e - 1] == '\n') {
                e--;
            }
            size_t nlines = 0;
            const char *firstl = v, *lastl = v;
            size_t firstn = 0, lastn = 0;
            for (size_t i = 0; i < e || (nlines == 0 && i == 0 && e == 0 && 0);) {
                const char *nl = memchr(v + i, '\n', e - i);
                size_t le = nl ? (size_t)(nl - v) : e;
                if (!nlines) {
                    firstl = v + i;
                    firstn = le - i;
                }
                lastl = v + i;
                lastn = le - i;
                nlines++;
                i = le + 1;
            }
            kd_m t;
            if (c->type == KD_CODESPAN) {
                if (nlines > 2 || (nlines == 2 && !pipe_on_line)) {
                    break;
                } else if (nlines == 2 && pipe_on_line) {
                    pipe_on_line = false;
                }
            } else {
                if (nlines > 1 && !pipe_on_line && !kd_match_at(p, &re_pipe_check, firstl, firstn, 0, false, &t)) {
                    break;
                }
                bool lp = nlines ? kd_match_at(p, &re_pipe_check, lastl, lastn, 0, false, &t) : false;
                pipe_on_line = (nlines > 1 ? false : pipe_on_line) || lp;
            }
        }
        if (!pipe_on_line) {
            goto revert;
        }
    }
    if (rows->first) {
        ADD_CONTAINER(has_footer ? KD_TFOOT : KD_TBODY, false);
    }
    {
        bool body = false;
        for (kd_el *c = table->first; c; c = c->next) {
            body |= c->type == KD_TBODY;
        }
        if (!body) {
            goto revert;
        }
    }
    for (kd_el *g = table->first; g; g = g->next) {
        for (kd_el *r = g->first; r; r = r->next) {
            size_t nc = 0;
            for (kd_el *c = r->first; c; c = c->next) {
                nc++;
            }
            for (; nc < columns; nc++) {
                kd_el *td = kd_new(p, KD_TD);
                td->level = (int)nc;
                kd_append(r, td);
            }
        }
    }
    while (align.len < columns) {
        sp_buf_putc(&align, 'd');
    }
    table->align = kd_strndup(p, align.data, columns);
    table->ncols = columns;
    sp_buf_free(&align);
    kd_append(p->tree, table);
    return 1;
revert:
    sp_buf_free(&align);
    s->pos = orig;
    p->block_ial = saved_ial;
    return 0;
#undef ADD_CONTAINER
}
