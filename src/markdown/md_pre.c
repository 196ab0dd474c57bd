/* markdown module: the source pass that finds kramdown's block-level syntax cmark-gfm does not know (IAL and
 * ALD lines, {::extensions}, $$ math, abbreviation definitions) and replaces each line it takes with a marker,
 * an HTML comment cmark-gfm keeps as an HTML block (or inline HTML for inline math). The line count never
 * changes, so cmark's source positions are the original lines. Markers found inside raw HTML or code are
 * turned back into the original text by the renderer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "markdown/md_internal.h"

typedef struct line {
    const char *s; /* start of the line */
    size_t len;    /* without the newline */
    size_t full;   /* with the newline */
} line;

static bool sp_or_tab(char c) { return c == ' ' || c == '\t'; }

static bool blank_str(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (!(s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v')) {
            return false;
        }
    }
    return true;
}

/* Length of the container prefix: blockquote markers with their spaces ("> ", ">"), then spaces. */
static size_t prefix_len(const char *s, size_t n)
{
    size_t i = 0, last = 0;
    for (;;) {
        size_t j = i;
        while (j < n && j - i < 3 && s[j] == ' ') {
            j++;
        }
        if (j < n && s[j] == '>') {
            j++;
            if (j < n && s[j] == ' ') {
                j++;
            }
            i = j;
            last = i;
            continue;
        }
        break;
    }
    (void)last;
    return i;
}

/* Number of blockquote markers in a line's container prefix. */
static int bq_levels(const char *s, size_t n)
{
    int lv = 0;
    size_t i = 0;
    for (;;) {
        size_t j = i;
        while (j < n && j - i < 3 && s[j] == ' ') {
            j++;
        }
        if (j < n && s[j] == '>') {
            j++;
            if (j < n && s[j] == ' ') {
                j++;
            }
            i = j;
            lv++;
            continue;
        }
        return lv;
    }
}

/* The container prefix of at most `levels` blockquote markers (lines of a raw block keep deeper `>`). */
static size_t prefix_levels(const char *s, size_t n, int levels)
{
    size_t i = 0;
    for (int l = 0; l < levels; l++) {
        size_t j = i;
        while (j < n && j - i < 3 && s[j] == ' ') {
            j++;
        }
        if (j < n && s[j] == '>') {
            j++;
            if (j < n && s[j] == ' ') {
                j++;
            }
            i = j;
        } else {
            break;
        }
    }
    return i;
}

static size_t lead_spaces(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && s[i] == ' ') {
        i++;
    }
    return i;
}

static md_marker *new_marker(sp_arena *a, md_pre *pre, md_mk_kind kind, const char *orig, size_t orig_len)
{
    if (pre->nmarkers == pre->mcap) {
        size_t nc = pre->mcap ? pre->mcap * 2 : 16;
        pre->markers = sp_arena_realloc(a, pre->markers, pre->mcap * sizeof(md_marker), nc * sizeof(md_marker));
        pre->mcap = nc;
    }
    md_marker *m = &pre->markers[pre->nmarkers++];
    memset(m, 0, sizeof *m);
    m->kind = kind;
    m->orig = orig;
    m->orig_len = orig_len;
    return m;
}

static void put_marker(sp_buf *out, size_t idx) { sp_buf_printf(out, MD_MARK_PREFIX "%zu-->", idx); }
static void put_cont(sp_buf *out) { sp_buf_puts(out, MD_MARK_PREFIX "c-->"); }

long md_marker_at(const char *s, size_t len, size_t *mlen)
{
    if (len < MD_MARK_PREFIX_LEN + 4 || memcmp(s, MD_MARK_PREFIX, MD_MARK_PREFIX_LEN) != 0) {
        return -1;
    }
    size_t i = MD_MARK_PREFIX_LEN;
    if (s[i] == 'c' && i + 4 <= len && memcmp(s + i + 1, "-->", 3) == 0) {
        *mlen = i + 4;
        return -2;
    }
    long v = 0;
    size_t st = i;
    while (i < len && s[i] >= '0' && s[i] <= '9') {
        v = v * 10 + (s[i] - '0');
        i++;
    }
    if (i == st) {
        return -1;
    }
    while (i < len && s[i] == '\n') {
        i++;
    }
    if (i + 3 > len || memcmp(s + i, "-->", 3) != 0) {
        return -1;
    }
    *mlen = i + 3;
    return v;
}

/* `{:` IAL content `}` then only white space: returns true and the content range. Not `{::` nor `{:/`. */
static bool match_ial(const char *s, size_t n, size_t *cs, size_t *ce)
{
    if (n < 4 || s[0] != '{' || s[1] != ':' || s[2] == ':' || s[2] == '/') {
        return false;
    }
    size_t i = 2;
    while (i < n && s[i] != '}') {
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == '}') {
            i += 2;
            continue;
        }
        i++;
    }
    if (i >= n || i == 2) {
        return false;
    }
    if (!blank_str(s + i + 1, n - i - 1)) {
        return false;
    }
    *cs = 2;
    *ce = i;
    return true;
}

/* `{:name: content}` */
static bool match_ald(const char *s, size_t n, size_t *ns, size_t *ne, size_t *cs, size_t *ce)
{
    if (n < 5 || s[0] != '{' || s[1] != ':') {
        return false;
    }
    size_t i = 2;
    if (!(s[i] == '_' || ((s[i] | 32) >= 'a' && (s[i] | 32) <= 'z') || (s[i] >= '0' && s[i] <= '9'))) {
        return false;
    }
    while (i < n && (s[i] == '_' || s[i] == '-' || ((s[i] | 32) >= 'a' && (s[i] | 32) <= 'z') ||
                     (s[i] >= '0' && s[i] <= '9'))) {
        i++;
    }
    if (i >= n || s[i] != ':') {
        return false;
    }
    *ns = 2;
    *ne = i;
    i++;
    size_t c = i;
    while (i < n && s[i] != '}') {
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == '}') {
            i += 2;
            continue;
        }
        i++;
    }
    if (i >= n || i == c || !blank_str(s + i + 1, n - i - 1)) {
        return false;
    }
    *cs = c;
    *ce = i;
    return true;
}

/* `{::name attrs /}` or `{::name attrs}`: name range, attrs range, closed flag. */
static bool match_ext_start(const char *s, size_t n, size_t *ns, size_t *ne, size_t *as, size_t *ae, bool *closed)
{
    if (n < 5 || memcmp(s, "{::", 3) != 0) {
        return false;
    }
    size_t i = 3;
    while (i < n && (s[i] == '_' || ((s[i] | 32) >= 'a' && (s[i] | 32) <= 'z') || (s[i] >= '0' && s[i] <= '9'))) {
        i++;
    }
    if (i == 3) {
        return false;
    }
    *ns = 3;
    *ne = i;
    size_t a = i, e;
    if (i < n && sp_or_tab(s[i])) {
        a = i + 1;
    } else if (!(i < n && (s[i] == '}' || s[i] == '/'))) {
        return false;
    }
    e = a;
    while (e < n && s[e] != '}') {
        if (s[e] == '\\' && e + 1 < n && s[e + 1] == '}') {
            e += 2;
            continue;
        }
        e++;
    }
    if (e >= n || !blank_str(s + e + 1, n - e - 1)) {
        return false;
    }
    *closed = e > a && s[e - 1] == '/';
    if (e == i && i < n && s[i] == '/') {
        *closed = false;
        return false;
    }
    *as = a;
    *ae = *closed ? e - 1 : e;
    if (*ae < *as) {
        *ae = *as;
    }
    return true;
}

/* `{:/}` or `{:/name}` stop line */
static bool match_ext_stop(const char *s, size_t n, const char *name, size_t nlen)
{
    if (n < 4 || memcmp(s, "{:/", 3) != 0) {
        return false;
    }
    size_t i = 3;
    if (s[i] != '}') {
        if (i + nlen > n || memcmp(s + i, name, nlen) != 0) {
            return false;
        }
        i += nlen;
    }
    if (i >= n || s[i] != '}') {
        return false;
    }
    return blank_str(s + i + 1, n - i - 1);
}

static bool match_abbr(const char *s, size_t n)
{
    if (n < 5 || s[0] != '*' || s[1] != '[') {
        return false;
    }
    const char *e = memchr(s + 2, ']', n - 2);
    return e && e > s + 2 && (size_t)(e - s) + 1 < n && e[1] == ':';
}

static bool is_fence(const char *s, size_t n, char *fc, size_t *fn)
{
    size_t i = lead_spaces(s, n);
    if (i > 3 || i >= n || (s[i] != '`' && s[i] != '~')) {
        return false;
    }
    char c = s[i];
    size_t j = i;
    while (j < n && s[j] == c) {
        j++;
    }
    if (j - i < 3) {
        return false;
    }
    if (c == '`' && memchr(s + j, '`', n - j)) {
        return false;
    }
    *fc = c;
    *fn = j - i;
    return true;
}

/* kramdown-parser-gfm's FENCED_CODEBLOCK_MATCH: the info is one word (optionally `lang?opts`), and a closing
 * line of the same fence (at least as long, nothing after it) must follow. */
static bool kramdown_fence(const line *L, size_t nl, size_t i, const char *r, size_t rn, char fc, size_t fn)
{
    size_t k = lead_spaces(r, rn) + fn;
    while (k < rn && r[k] == fc) {
        k++;
    }
    while (k < rn && (r[k] == ' ' || r[k] == '\t')) {
        k++;
    }
    size_t e = rn;
    while (e > k && (r[e - 1] == ' ' || r[e - 1] == '\t' || r[e - 1] == '\r')) {
        e--;
    }
    for (size_t q = k; q < e; q++) {
        if (r[q] == ' ' || r[q] == '\t') {
            return false;
        }
    }
    for (size_t q = i + 1; q < nl; q++) {
        size_t p2 = prefix_len(L[q].s, L[q].len);
        const char *u = L[q].s + p2;
        size_t un = L[q].len - p2;
        size_t us = lead_spaces(u, un);
        if (us > 3) {
            continue;
        }
        size_t j = us;
        while (j < un && u[j] == fc) {
            j++;
        }
        if (j - us >= fn && blank_str(u + j, un - j)) {
            return true;
        }
    }
    return false;
}

/* kramdown TABLE_PIPE_CHECK at the start of a line: it begins with `|` (after blanks) or has a `|` preceded by
 * a character other than a backslash. */
static bool table_line(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) {
        i++;
    }
    if (i < n && s[i] == '|') {
        return true;
    }
    for (size_t k = 1; k < n; k++) {
        if (s[k] == '|' && s[k - 1] != '\\') {
            return true;
        }
    }
    return false;
}

/* TABLE_SEP_LINE (c '-') or TABLE_FSEP_LINE (c '='): only [+|: \t] and c, at least one c */
static bool table_sep(const char *s, size_t n, char c)
{
    bool any = false;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) {
        n--;
    }
    for (size_t i = 0; i < n; i++) {
        if (s[i] == c) {
            any = true;
        } else if (!(s[i] == '+' || s[i] == '|' || s[i] == ':' || s[i] == ' ' || s[i] == '\t' ||
                     (c == '=' && s[i] == '='))) {
            return false;
        }
    }
    return any;
}

/* Split a table row into cells as kramdown does: unescaped pipes outside code spans and <code> elements. */
static size_t table_cells(sp_arena *a, const char *s, size_t n, bool leading_pipe, char ***out, size_t *pipes)
{
    *pipes = 0;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) {
        n--;
    }
    size_t cap = 8, nc = 0;
    sp_buf *cells = calloc(cap, sizeof(sp_buf));
    nc = 1;
    size_t i = 0;
    while (i < n) {
        if (s[i] == '<' && n - i >= 5 && strncmp(s + i, "<code", 5) == 0) {
            const char *e = memmem(s + i, n - i, "</code>", 7);
            const char *gt = memchr(s + i, '>', n - i);
            if (e && gt && gt < e) {
                sp_buf_append(&cells[nc - 1], s + i, (size_t)(e + 7 - (s + i)));
                i = (size_t)(e + 7 - s);
                continue;
            }
        }
        if (s[i] == '`') {
            size_t r = 0;
            while (i + r < n && s[i + r] == '`') {
                r++;
            }
            bool simple = r == 1;
            /* kramdown: a lone backtick between blanks (or at the start) is text */
            bool lit = simple && (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t') && i + 1 < n &&
                       (s[i + 1] == ' ' || s[i + 1] == '\t');
            const char *close = NULL;
            if (!lit) {
                for (size_t k = i + r; k + r <= n; k++) {
                    if (memcmp(s + k, "````````````````", r < 16 ? r : 16) == 0 && r <= 16) {
                        close = s + k;
                        break;
                    }
                }
            }
            if (close) {
                const char *v = s + i + r;
                size_t vl = (size_t)(close - v);
                if (!simple) {
                    if (vl && v[0] == ' ') {
                        v++;
                        vl--;
                    }
                    if (vl && v[vl - 1] == ' ') {
                        vl--;
                    }
                }
                size_t maxrun = 0;
                for (size_t k = 0; k < vl;) {
                    size_t rr = 0;
                    while (k + rr < vl && v[k + rr] == '`') {
                        rr++;
                    }
                    if (rr > maxrun) {
                        maxrun = rr;
                    }
                    k += rr ? rr : 1;
                }
                sp_buf *cb = &cells[nc - 1];
                for (size_t k = 0; k <= maxrun; k++) {
                    sp_buf_putc(cb, '`');
                }
                if (maxrun) {
                    sp_buf_putc(cb, ' ');
                }
                sp_buf_append(cb, v, vl);
                if (maxrun) {
                    sp_buf_putc(cb, ' ');
                }
                for (size_t k = 0; k <= maxrun; k++) {
                    sp_buf_putc(cb, '`');
                }
                i = (size_t)(close - s) + r;
                continue;
            }
            sp_buf_append(&cells[nc - 1], s + i, r);
            i += r;
            continue;
        }
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == '|') {
            sp_buf_putc(&cells[nc - 1], '|');
            i += 2;
            continue;
        }
        if (s[i] == '|') {
            (*pipes)++;
            if (nc == cap) {
                cells = realloc(cells, cap * 2 * sizeof(sp_buf));
                memset(cells + cap, 0, cap * sizeof(sp_buf));
                cap *= 2;
            }
            nc++;
            i++;
            continue;
        }
        sp_buf_putc(&cells[nc - 1], s[i]);
        i++;
    }
    /* strip; drop an empty first cell (leading pipe) and an empty last cell */
    char **r = sp_arena_calloc(a, nc + 1, sizeof(char *));
    size_t m = 0;
    for (size_t k = 0; k < nc; k++) {
        const char *c = cells[k].data ? cells[k].data : "";
        size_t cl = cells[k].len;
        while (cl && (*c == ' ' || *c == '\t')) {
            c++;
            cl--;
        }
        while (cl && (c[cl - 1] == ' ' || c[cl - 1] == '\t')) {
            cl--;
        }
        r[m++] = sp_arena_strndup(a, c, cl);
        sp_buf_free(&cells[k]);
    }
    free(cells);
    size_t first = 0;
    if (leading_pipe && m && r[0][0] == '\0') {
        first = 1;
    }
    if (m > first && r[m - 1][0] == '\0') {
        m--;
    }
    *out = r + first;
    return m - first;
}

/* A kramdown link definition at s+off (the `[` of `[label]: url "title"`, tn bytes to the line end) whose URL
 * has blanks: writes the line as `[label]: <url> "title"` for cmark and returns true. */
static bool kramdown_link_def(md_pre *pre, const char *s, size_t off, size_t tn, size_t full)
{
    const char *t = s + off;
    const char *rb = NULL;
    for (size_t k = 1; k < tn; k++) {
        if (t[k] == ']') {
            rb = t + k;
            break;
        }
    }
    if (!rb || rb == t + 1 || (size_t)(rb - t) + 1 >= tn || rb[1] != ':' || t[1] == '^') {
        return false;
    }
    const char *u = rb + 2, *e = t + tn;
    while (u < e && (*u == ' ' || *u == '\t')) {
        u++;
    }
    while (e > u && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) {
        e--;
    }
    if (u >= e || *u == '<') {
        return false;
    }
    /* an optional title at the end: blank, quote, text, the same quote */
    const char *ue = e, *ts = NULL;
    char q = e[-1];
    if ((q == '"' || q == '\'') && e - u >= 3) {
        for (const char *k = e - 2; k > u; k--) {
            if (*k == q && (k[-1] == ' ' || k[-1] == '\t')) {
                ts = k;
                ue = k;
                while (ue > u && (ue[-1] == ' ' || ue[-1] == '\t')) {
                    ue--;
                }
                break;
            }
        }
    }
    bool blank = false;
    for (const char *k = u; k < ue; k++) {
        if (*k == ' ' || *k == '\t') {
            blank = true;
        }
        if (*k == '<' || *k == '>') {
            return false;
        }
    }
    /* kramdown: no definition when the URL has a blank then a quote */
    for (const char *k = u; k + 1 < ue; k++) {
        if ((*k == ' ' || *k == '\t') && (k[1] == '"' || k[1] == '\'')) {
            return false;
        }
    }
    if (!blank || ue <= u) {
        return false;
    }
    sp_buf_append(&pre->text, s, (size_t)(rb + 2 - s));
    sp_buf_puts(&pre->text, " <");
    sp_buf_append(&pre->text, u, (size_t)(ue - u));
    sp_buf_putc(&pre->text, '>');
    if (ts) {
        sp_buf_putc(&pre->text, ' ');
        sp_buf_append(&pre->text, ts, (size_t)(e - ts));
    }
    sp_buf_putc(&pre->text, '\n');
    (void)full;
    return true;
}

/* A setext underline (`===` or `---`, up to three spaces before, blanks after). */
static bool setext_line(const char *s, size_t n)
{
    size_t i = lead_spaces(s, n);
    if (i > 3 || i >= n || (s[i] != '=' && s[i] != '-')) {
        return false;
    }
    char c = s[i];
    while (i < n && s[i] == c) {
        i++;
    }
    return blank_str(s + i, n - i);
}

/* A line that is only paragraph text (no header, quote, HTML, list item, fence, table, indented code). */
static bool plain_text_line(const char *t, size_t tn, size_t sp)
{
    if (sp > 3 || !tn) {
        return false;
    }
    if (strchr("#><|`~=", t[0])) {
        return false;
    }
    if ((t[0] == '-' || t[0] == '*' || t[0] == '+') && (tn == 1 || t[1] == ' ' || t[1] == '\t')) {
        return false;
    }
    size_t d = 0;
    while (d < tn && t[d] >= '0' && t[d] <= '9') {
        d++;
    }
    if (d && d < tn && (t[d] == '.' || t[d] == ')')) {
        return false;
    }
    return !setext_line(t, tn);
}

/* kramdown's table parser on lines i.. (Kramdown::Parser::Kramdown#parse_table). When they form a table, writes
 * them for cmark (see md_table) and returns the number of lines taken; else 0. */
static size_t kramdown_table(sp_arena *a, md_pre *pre, const line *L, size_t nl, size_t i)
{
    const char *s0 = L[i].s + prefix_len(L[i].s, L[i].len);
    size_t n0 = L[i].len - prefix_len(L[i].s, L[i].len);
    size_t k0 = 0;
    while (k0 < n0 && (s0[k0] == ' ' || s0[k0] == '\t')) {
        k0++;
    }
    bool leading_pipe = k0 < n0 && s0[k0] == '|';
    size_t j = i;
    while (j < nl) {
        size_t p2 = prefix_len(L[j].s, L[j].len);
        if (!table_line(L[j].s + p2, L[j].len - p2)) {
            break;
        }
        j++;
    }
    /* before_block_boundary: a blank line, an IAL, EOB or the end */
    if (j < nl) {
        size_t p2 = prefix_len(L[j].s, L[j].len);
        const char *u = L[j].s + p2;
        size_t un = L[j].len - p2, us = lead_spaces(u, un), x1, x2;
        if (!(blank_str(u, un) || (us <= 3 && (match_ial(u + us, un - us, &x1, &x2) || (un > us && u[us] == '^'))))) {
            return 0;
        }
    }
    size_t cnt = j - i;
    md_table *t = sp_arena_calloc(a, 1, sizeof *t);
    t->nlines = cnt;
    t->line_kind = sp_arena_calloc(a, cnt + 1, 1);
    char ***cells = sp_arena_calloc(a, cnt + 1, sizeof(char **));
    size_t *ncells = sp_arena_calloc(a, cnt + 1, sizeof(size_t));
    bool have_align = false, has_footer = false, any_body = false;
    size_t rows = 0;
    for (size_t q = 0; q < cnt; q++) {
        size_t p2 = prefix_len(L[i + q].s, L[i + q].len);
        const char *u = L[i + q].s + p2;
        size_t un = L[i + q].len - p2;
        if (table_sep(u, un, '-')) {
            if (rows == 0) {
                t->line_kind[q] = MD_TL_SEP_IGNORED;
            } else if (!have_align && !has_footer) {
                t->line_kind[q] = MD_TL_SEP_HEAD;
                have_align = true;
                rows = 0;
                /* TABLE_HSEP_ALIGN: [ \t]?(:?)-+(:?)[ \t]? scanned over the line */
                sp_buf al = SP_BUF_INIT;
                size_t k = 0;
                while (k < un) {
                    size_t st = k;
                    if (u[k] == ' ' || u[k] == '\t') {
                        k++;
                    }
                    bool left = k < un && u[k] == ':';
                    if (left) {
                        k++;
                    }
                    if (k < un && u[k] == '-') {
                        while (k < un && u[k] == '-') {
                            k++;
                        }
                        bool right = k < un && u[k] == ':';
                        if (right) {
                            k++;
                        }
                        sp_buf_putc(&al, left && right ? 'c' : right ? 'r' : left ? 'l' : '.');
                        if (k < un && (u[k] == ' ' || u[k] == '\t')) {
                            k++;
                        }
                    } else {
                        k = st + 1;
                    }
                }
                t->align = sp_arena_strndup(a, al.data ? al.data : "", al.len);
                sp_buf_free(&al);
            } else {
                t->line_kind[q] = MD_TL_SEP_BODY;
                if (!has_footer) {
                    any_body = true;
                    rows = 0;
                }
            }
        } else if (table_sep(u, un, '=')) {
            t->line_kind[q] = MD_TL_SEP_FOOT;
            if (rows) {
                any_body = true;
            }
            rows = 0;
            has_footer = true;
        } else {
            t->line_kind[q] = MD_TL_ROW;
            size_t pipes;
            ncells[q] = table_cells(a, u, un, leading_pipe, &cells[q], &pipes);
            if (!pipes) {
                return 0; /* kramdown: every table line needs a pipe outside code spans */
            }
            if (ncells[q] > t->columns) {
                t->columns = ncells[q];
            }
            rows++;
        }
    }
    if (rows && !has_footer) {
        any_body = true;
    }
    if (!any_body) {
        return 0; /* kramdown: a table without body is no table */
    }
    for (size_t q = 0; q < cnt; q++) {
        size_t p2 = prefix_len(L[i + q].s, L[i + q].len);
        size_t l2 = lead_spaces(L[i + q].s + p2, L[i + q].len - p2);
        sp_buf_append(&pre->text, L[i + q].s, p2 + (l2 > 3 ? 3 : l2));
        sp_buf_putc(&pre->text, '\x01');
        md_marker *m = new_marker(a, pre, q == 0 ? MK_TABLE : MK_TROW, L[i + q].s, L[i + q].len);
        m->tbl = t;
        m->body_len = q;
        put_marker(&pre->text, pre->nmarkers - 1);
        for (size_t k = 0; k < ncells[q]; k++) {
            new_marker(a, pre, MK_TCELL, "", 0);
            put_marker(&pre->text, pre->nmarkers - 1);
            sp_buf_puts(&pre->text, cells[q][k]);
        }
        sp_buf_putc(&pre->text, '\n');
    }
    return cnt;
}

/* Replace inline $$..$$ math in [s, s+n) (which may span lines) by markers; appends the result. Code spans on
 * the way are left alone. */
static void inline_math(sp_arena *a, md_pre *pre, const char *s, size_t n, bool escapes)
{
    size_t i = 0;
    while (i < n) {
        if (s[i] == '`' && (i + 1 >= n || s[i + 1] != '`') && (i == 0 || s[i - 1] != '`') &&
            (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t' || s[i - 1] == '\n') && i + 1 < n &&
            (s[i + 1] == ' ' || s[i + 1] == '\t' || s[i + 1] == '\n')) {
            /* kramdown: a lone backtick between blanks is text, not a code span */
            sp_buf_puts(&pre->text, "\\`");
            i++;
            continue;
        }
        if (s[i] == '`') {
            size_t j = i;
            while (j < n && s[j] == '`') {
                j++;
            }
            size_t run = j - i;
            /* find the closing run of the same length */
            size_t k = j;
            bool found = false;
            while (k < n) {
                if (s[k] == '`') {
                    size_t m = k;
                    while (m < n && s[m] == '`') {
                        m++;
                    }
                    if (m - k == run) {
                        found = true;
                        k = m;
                        break;
                    }
                    k = m;
                } else {
                    k++;
                }
            }
            size_t until = found ? k : j;
            if (found && run == 1 && until - i >= 4 && s[i + 1] == ' ' && s[until - 2] == ' ') {
                bool all_blank = true;
                for (size_t q = i + 1; q < until - 1; q++) {
                    all_blank = all_blank && s[q] == ' ';
                }
                if (!all_blank) {
                    /* kramdown keeps the spaces of a single-backtick span; cmark strips one at each end */
                    sp_buf_puts(&pre->text, "` ");
                    sp_buf_append(&pre->text, s + i + 1, until - i - 2);
                    sp_buf_puts(&pre->text, " `");
                    i = until;
                    continue;
                }
            }
            sp_buf_append(&pre->text, s + i, until - i);
            i = until;
            continue;
        }
        if (s[i] == '<' && escapes) {
            /* leave HTML tags on the line alone */
            size_t k = i + 1;
            if (k < n && (s[k] == '/' || s[k] == '!' || (s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z'))) {
                const char *gt = memchr(s + i, '>', n - i);
                const char *nl = memchr(s + i, '\n', n - i);
                if (gt && (!nl || gt < nl)) {
                    sp_buf_append(&pre->text, s + i, (size_t)(gt - (s + i)) + 1);
                    i = (size_t)(gt - s) + 1;
                    continue;
                }
            }
        }
        if (s[i] == '\\' && i + 1 < n) {
            char x = s[i + 1];
            const char *e = escapes ? strchr(md_escaped_chars, x) : NULL;
            if (e && x) {
                /* kramdown: an escaped character is text that typography does not touch */
                sp_buf_putc(&pre->text, (char)0xEE);
                sp_buf_putc(&pre->text, (char)0x84);
                sp_buf_putc(&pre->text, (char)(0x80 + MD_PUA_ESCAPED + (e - md_escaped_chars)));
            } else if (escapes && x > 0 && x < 127 && strchr("!#$%&()*+,/:;=?@[]^_`{|}~", x) &&
                       !strchr("\\.*_+`<>()[]{}#!:|\"'$=-~", x)) {
                /* not an escape for kramdown-parser-gfm: the backslash stays */
                sp_buf_puts(&pre->text, "\\\\");
                sp_buf_putc(&pre->text, x);
            } else {
                sp_buf_append(&pre->text, s + i, 2);
            }
            i += 2;
            continue;
        }
        if (s[i] == '&') {
            /* quote entities (Liquid's escape writes them) stay quotes that are not smart-quoted */
            int k = md_quote_entity(s + i, n - i);
            if (k >= 0) {
                sp_buf_putc(&pre->text, (char)0xEE);
                sp_buf_putc(&pre->text, (char)0x84);
                sp_buf_putc(&pre->text, (char)(0x80 + k));
                i += strlen(md_quote_entities[k]);
                continue;
            }
        }
        if (s[i] == '$' && i + 1 < n && s[i + 1] == '$') {
            const char *close = NULL;
            for (size_t k = i + 2; k + 1 < n; k++) {
                if (s[k] == '$' && s[k + 1] == '$') {
                    close = s + k;
                    break;
                }
            }
            if (close) {
                size_t body_s = i + 2, body_e = (size_t)(close - s);
                md_marker *m = new_marker(a, pre, MK_MATH_SPAN, s + i, body_e + 2 - i);
                m->body = sp_arena_strndup(a, s + body_s, body_e - body_s);
                m->body_len = body_e - body_s;
                sp_buf_printf(&pre->text, MD_MARK_PREFIX "%zu", pre->nmarkers - 1);
                for (size_t k = body_s; k < body_e; k++) {
                    if (s[k] == '\n') {
                        sp_buf_putc(&pre->text, '\n');
                    }
                }
                sp_buf_puts(&pre->text, "-->");
                i = body_e + 2;
                continue;
            }
        }
        sp_buf_putc(&pre->text, s[i]);
        i++;
    }
}

static void strip_ws(const char **s, size_t *n)
{
    while (*n && (**s == ' ' || **s == '\t' || **s == '\n' || **s == '\r')) {
        (*s)++;
        (*n)--;
    }
    while (*n && ((*s)[*n - 1] == ' ' || (*s)[*n - 1] == '\t' || (*s)[*n - 1] == '\n' || (*s)[*n - 1] == '\r')) {
        (*n)--;
    }
}

static const char *const block_model[] = {"address", "applet", "article", "aside", "blockquote", "body", "dd",
                                          "details", "div", "dl", "fieldset", "figure", "figcaption", "footer",
                                          "form", "header", "hgroup", "iframe", "li", "main", "map", "menu",
                                          "nav", "noscript", "object", "section", "summary", "td"};

static bool is_block_model(const char *n, size_t l)
{
    for (size_t i = 0; i < sizeof block_model / sizeof *block_model; i++) {
        if (strlen(block_model[i]) == l && memcmp(block_model[i], n, l) == 0) {
            return true;
        }
    }
    return false;
}

/* A line that is only a start tag whose content kramdown parses as Markdown: with parse_block_html for the
 * block content model, or markdown="1"/"block" on any element. Writes the start tag as kramdown writes it
 * (without the markdown attribute) into tagout. */
static bool lone_open_tag(sp_arena *a, const char *t, size_t tn, bool pbh, char **tag, char **norm)
{
    if (tn < 3 || t[0] != '<' || t[1] == '/' || t[1] == '!') {
        return false;
    }
    sp_buf tmp = SP_BUF_INIT;
    const char *name;
    size_t nlen;
    bool closing, selfc;
    size_t l = md_html_tag(t, tn, &tmp, &name, &nlen, &closing, &selfc);
    bool ok = l && !closing && !selfc && blank_str(t + l, tn - l) && !md_html_is_void(name, nlen);
    if (ok) {
        /* markdown attribute */
        const char *md = strstr(tmp.data, " markdown=\"");
        bool md_on = false, md_off = false;
        if (md) {
            const char *v = md + 11;
            md_on = strncmp(v, "1\"", 2) == 0 || strncmp(v, "block\"", 6) == 0;
            md_off = !md_on;
        }
        ok = md_on || (pbh && !md_off && is_block_model(name, nlen));
        if (ok) {
            sp_buf o = SP_BUF_INIT;
            if (md) {
                const char *e = strchr(md + 11, '"');
                sp_buf_append(&o, tmp.data, (size_t)(md - tmp.data));
                sp_buf_puts(&o, e + 1);
            } else {
                sp_buf_append(&o, tmp.data, tmp.len);
            }
            *norm = sp_arena_strndup(a, o.data, o.len);
            *tag = sp_arena_strndup(a, name, nlen);
            sp_buf_free(&o);
        }
    }
    sp_buf_free(&tmp);
    return ok;
}

/* A line that is only a start tag of an element kramdown parses as raw (not the block or span content model,
 * not void, no markdown attribute). */
static bool lone_raw_model_tag(const char *t, size_t tn)
{
    if (tn < 3 || t[0] != '<' || t[1] == '/' || t[1] == '!') {
        return false;
    }
    sp_buf tmp = SP_BUF_INIT;
    const char *name;
    size_t nlen;
    bool closing, selfc;
    size_t l = md_html_tag(t, tn, &tmp, &name, &nlen, &closing, &selfc);
    bool ok = l && !closing && !selfc && blank_str(t + l, tn - l) && !md_html_is_void(name, nlen) &&
              !is_block_model(name, nlen) && !md_html_is_span(name, nlen) && !strstr(tmp.data, " markdown=\"");
    static const char *const span_model[] = {"a", "abbr", "acronym", "b", "bdo", "big", "button", "cite",
                                             "caption", "del", "dfn", "dt", "em", "h1", "h2", "h3", "h4", "h5",
                                             "h6", "i", "ins", "label", "legend", "optgroup", "p", "q", "rb",
                                             "rbc", "rp", "rt", "rtc", "ruby", "select", "small", "span",
                                             "strong", "sub", "sup", "th", "tt"};
    for (size_t k = 0; ok && k < sizeof span_model / sizeof *span_model; k++) {
        if (strlen(span_model[k]) == nlen && memcmp(span_model[k], name, nlen) == 0) {
            ok = false;
        }
    }
    sp_buf_free(&tmp);
    return ok;
}

static bool lone_close_tag(const char *t, size_t tn, const char *tag)
{
    size_t l = strlen(tag);
    if (tn < l + 3 || t[0] != '<' || t[1] != '/' || strncmp(t + 2, tag, l) != 0 || t[l + 2] != '>') {
        return false;
    }
    return blank_str(t + l + 3, tn - l - 3);
}

/* kramdown reads a block HTML element up to its matching end tag, blank lines included; cmark ends the HTML
 * block at the first blank line. When the element at line i (text t) spans a blank line, returns the number of
 * lines up to the one with its end tag; else 0. */
static size_t raw_html_region(const line *L, size_t nl, size_t i, const char *t, size_t tn, bool force)
{
    size_t ns = 1, ne = 1;
    while (ne < tn && ((t[ne] >= 'a' && t[ne] <= 'z') || (t[ne] >= 'A' && t[ne] <= 'Z') || (t[ne] >= '0' && t[ne] <= '9'))) {
        ne++;
    }
    if (ne == ns || (ne < tn && !(t[ne] == ' ' || t[ne] == '>' || t[ne] == '\t' || t[ne] == '/'))) {
        return 0;
    }
    size_t nlen = ne - ns;
    const char *name = t + ns;
    if (md_html_is_span(name, nlen) || md_html_is_void(name, nlen)) {
        return 0;
    }
    /* cmark's own raw blocks (script, pre, style, textarea) already run to their end tag */
    static const char *const own[] = {"script", "pre", "style", "textarea"};
    for (size_t k = 0; k < 4; k++) {
        if (strlen(own[k]) == nlen && strncasecmp(own[k], name, nlen) == 0) {
            return 0;
        }
    }
    int depth = 0;
    bool blank_seen = false;
    for (size_t q = i; q < nl; q++) {
        const char *u = L[q].s;
        size_t un = L[q].len;
        size_t p2 = prefix_len(u, un);
        u += p2;
        un -= p2;
        if (blank_str(u, un)) {
            blank_seen = true;
            continue;
        }
        for (size_t k = 0; k + nlen + 1 < un; k++) {
            if (u[k] != '<') {
                continue;
            }
            bool close = u[k + 1] == '/';
            size_t b = k + 1 + (close ? 1 : 0);
            if (b + nlen > un || strncasecmp(u + b, name, nlen) != 0) {
                continue;
            }
            char after = b + nlen < un ? u[b + nlen] : '\n';
            if (!(after == '>' || after == ' ' || after == '\t' || after == '/' || after == '\n')) {
                continue;
            }
            if (close) {
                if (--depth == 0) {
                    return (blank_seen || force) ? q - i + 1 : 0;
                }
            } else {
                /* a self-closed start tag does not open */
                const char *gt = memchr(u + b, '>', un - b);
                if (!(gt && gt > u + b && gt[-1] == '/')) {
                    depth++;
                }
            }
        }
        if (depth == 0) {
            return 0; /* the start tag closed itself on its line */
        }
    }
    return 0;
}

/* A list item line as kramdown's parse_list sees it: returns the item's content indentation (kramdown's
 * `indentation`: marker with its leading spaces, plus the spaces after it) and sets *ordered and *marker_at;
 * 0 when the line is no list item. */
static size_t list_item(const char *s, size_t n, bool *ordered, size_t *marker_at)
{
    size_t i = lead_spaces(s, n);
    if (i > 3 || i >= n) {
        return 0;
    }
    size_t m = i;
    if (s[i] == '-' || s[i] == '*' || s[i] == '+') {
        m = i + 1;
        *ordered = false;
    } else {
        while (m < n && s[m] >= '0' && s[m] <= '9') {
            m++;
        }
        if (m == i || m - i > 9 || m >= n || s[m] != '.') {
            return 0;
        }
        m++;
        *ordered = true;
    }
    if (m >= n || !(s[m] == ' ' || s[m] == '\t')) {
        return 0;
    }
    *marker_at = i;
    size_t k = m;
    while (k < n && s[k] == ' ') {
        k++;
    }
    size_t x1, x2;
    if (k < n && s[k] == '{' && match_ial(s + k, n - k, &x1, &x2)) {
        return 4; /* LIST_ITEM_IAL_CHECK: an item whose first line is an IAL has the indentation 4 */
    }
    if (k >= n || blank_str(s + k, n - k)) {
        return m + 1; /* an empty item */
    }
    return k;
}

/* kramdown's LAZY_END for a line inside a list: an IAL, the EOB marker, or a block HTML start or end tag. */
static bool lazy_end(const char *s, size_t n)
{
    size_t i = lead_spaces(s, n);
    if (i > 3 || i >= n) {
        return false;
    }
    const char *t = s + i;
    size_t tn = n - i, x1, x2;
    if (t[0] == '^' || (tn > 1 && t[0] == '{' && t[1] == ':' && match_ial(t, tn, &x1, &x2))) {
        return true;
    }
    if (t[0] != '<' || tn < 2) {
        return false;
    }
    size_t k = 1 + (t[1] == '/');
    size_t ns = k;
    while (k < tn && ((t[k] >= 'a' && t[k] <= 'z') || (t[k] >= 'A' && t[k] <= 'Z') || (t[k] >= '0' && t[k] <= '9'))) {
        k++;
    }
    if (k == ns) {
        return false;
    }
    return !(md_html_is_span(t + ns, k - ns) || (k - ns == 6 && strncmp(t + ns, "script", 6) == 0));
}

/* kramdown's list parser takes every non-blank line after an item as part of it (a lazy line), headers, rules,
 * quotes and new lists included, and treats any bullet (+ * -) as the same list; CommonMark ends the list or
 * starts a new one there. Rewrite such lines for cmark: lazy lines get the item's indentation put in front,
 * sibling bullets the list's first bullet character. Returns src, or a rewritten copy in the arena. */
/* The end (offset after its last line) of the raw HTML block starting on the line at ls (tag at column sp). */
static size_t html_block_end(const char *src, size_t len, size_t ls, size_t sp)
{
    const char *t = src + ls + sp;
    size_t rest = len - ls - sp;
    const char *stop = NULL;
    if (rest >= 4 && memcmp(t, "<!--", 4) == 0) {
        stop = memmem(t + 4, rest - 4, "-->", 3);
    } else {
        size_t k = 1;
        while (k < rest && ((t[k] >= 'a' && t[k] <= 'z') || (t[k] >= 'A' && t[k] <= 'Z') || (t[k] >= '0' && t[k] <= '9'))) {
            k++;
        }
        size_t nlen = k - 1;
        const char *name = t + 1;
        if (nlen && !md_html_is_void(name, nlen) && t[1] != '/') {
            int d = 0;
            for (size_t q = 0; q + nlen + 2 <= rest; q++) {
                if (t[q] != '<') {
                    continue;
                }
                bool close = t[q + 1] == '/';
                size_t b = q + 1 + (close ? 1 : 0);
                if (b + nlen > rest || strncasecmp(t + b, name, nlen) != 0) {
                    continue;
                }
                char after = b + nlen < rest ? t[b + nlen] : '>';
                if (!(after == '>' || after == ' ' || after == '\t' || after == '\n' || after == '/')) {
                    continue;
                }
                if (close) {
                    if (--d == 0) {
                        stop = t + q;
                        break;
                    }
                } else {
                    const char *gt = memchr(t + b, '>', rest - b);
                    if (!(gt && gt[-1] == '/')) {
                        d++;
                    }
                }
            }
        }
    }
    size_t from;
    if (stop) {
        from = (size_t)(stop - src);
        const char *e = memchr(src + from, '\n', len - from);
        return e ? (size_t)(e - src) + 1 : len;
    }
    /* up to a blank line */
    from = ls;
    while (from < len) {
        const char *e = memchr(src + from, '\n', len - from);
        size_t l = e ? (size_t)(e - (src + from)) : len - from;
        if (blank_str(src + from, l)) {
            return from;
        }
        from += l + (e ? 1 : 0);
    }
    return len;
}

static const char *kramdown_lists(sp_arena *a, const char *src, size_t *len, bool pbh)
{
    /* open list levels; columns are the source line's own, shift is what is put in front of lines that
     * belong to the level (non-zero for lists that started on a lazy line) */
    typedef struct {
        size_t indent;  /* content indentation of the open item */
        size_t marker;  /* indentation of its marker */
        size_t base;    /* content column of the enclosing item (0 at top or on a lazy line) */
        size_t shift;
        bool ordered;
        char bullet;
    } level;
    level st[32];
    int depth = 0;
    sp_buf out = SP_BUF_INIT;
    bool changed = false, in_fence = false, last_blank = false;
    size_t fence_shift = 0;
    char fc = 0;
    size_t fn = 0;
#define PUT_SHIFTED(k, from)                                                                                       \
    do {                                                                                                          \
        for (size_t q_ = 0; q_ < (k); q_++) {                                                                     \
            sp_buf_putc(&out, ' ');                                                                               \
        }                                                                                                         \
        if ((k) > 0) {                                                                                            \
            changed = true;                                                                                       \
        }                                                                                                         \
        sp_buf_append(&out, s + (from), full - (from));                                                           \
    } while (0)
    for (size_t p = 0; p < *len;) {
        const char *e = memchr(src + p, '\n', *len - p);
        size_t l = e ? (size_t)(e - (src + p)) : *len - p, full = e ? l + 1 : l;
        const char *s = src + p;
        p += full;
        size_t sp = lead_spaces(s, l);
        char c2;
        size_t n2;
        if (in_fence) {
            if (is_fence(s, l, &c2, &n2) && c2 == fc && n2 >= fn) {
                in_fence = false;
            }
            PUT_SHIFTED(fence_shift, 0);
            continue;
        }
        if (blank_str(s, l)) {
            last_blank = depth > 0;
            sp_buf_append(&out, s, full);
            continue;
        }
        if (l - sp > 10 && memcmp(s + sp, "{::options", 10) == 0) {
            const char *v = memmem(s, l, "parse_block_html=", 17);
            if (v) {
                pbh = (size_t)(s + l - v) > 18 && strncmp(v + 18, "true", 4) == 0;
            }
        }
        if (sp <= 3 && s[sp] == '<' && (depth == 0 || last_blank || lazy_end(s, l) || (l - sp >= 4 && memcmp(s + sp, "<!--", 4) == 0))) {
            if (pbh && s[sp + 1] != '!' && memchr(s + sp, '>', l - sp) &&
                blank_str((const char *)memchr(s + sp, '>', l - sp) + 1, (size_t)(s + l - ((const char *)memchr(s + sp, '>', l - sp) + 1)))) {
                /* a lone tag under parse_block_html: its content is Markdown (md_preprocess marks it) */
                depth = 0;
                sp_buf_append(&out, s, full);
                continue;
            }
            /* raw HTML up to where kramdown ends it: a comment at its -->, an element at its matching end
             * tag, anything else at a blank line */
            size_t end = html_block_end(src, *len, (size_t)(s - src), sp);
            depth = 0;
            sp_buf_append(&out, s, end - (size_t)(s - src));
            p = end;
            continue;
        }
        bool ord;
        size_t at;
        /* kramdown's parse_list from the outermost list in: a sibling item of a level ends the deeper ones;
         * content and lazy lines go on inward; after a blank line anything else ends the level */
        int sibling_of = -1;
        for (int k = 0; k < depth; k++) {
            level *lv = &st[k];
            if (sp >= lv->indent) {
                continue; /* content of this level's item */
            }
            size_t ind = list_item(s, l, &ord, &at);
            if (ind && ord == lv->ordered && sp >= lv->base && sp - lv->base <= 3) {
                sibling_of = k;
                depth = k + 1;
                break;
            }
            if (!last_blank && !lazy_end(s, l)) {
                continue; /* a lazy line of this level's item */
            }
            depth = k;
            break;
        }
        last_blank = false;
        if (depth == 0) {
            size_t ind = sp <= 3 && s[sp] != '>' ? list_item(s, l, &ord, &at) : 0;
            if (ind) {
                st[0] = (level){sp + (ind - sp), at, 0, 0, ord, s[at]};
                st[0].indent = ind;
                depth = 1;
            }
            if (is_fence(s, l, &fc, &fn)) {
                in_fence = true;
                fence_shift = 0;
            }
            sp_buf_append(&out, s, full);
            continue;
        }
        level *lv = &st[depth - 1];
        size_t ind = list_item(s, l, &ord, &at);
        size_t shift;
        if (sp >= lv->indent) {
            /* a content line; maybe a nested list */
            shift = lv->shift;
            if (ind && sp - lv->indent <= 3 && depth < 32) {
                st[depth] = (level){ind, at, lv->indent, lv->shift, ord, s[at]};
                depth++;
            }
            PUT_SHIFTED(shift, 0);
        } else if (sibling_of == depth - 1) {
            /* a sibling item: the list's bullet for cmark */
            lv->indent = ind;
            shift = lv->shift;
            if (!ord && s[sp] != lv->bullet) {
                for (size_t q = 0; q < shift; q++) {
                    sp_buf_putc(&out, ' ');
                }
                sp_buf_append(&out, s, sp);
                sp_buf_putc(&out, lv->bullet);
                sp_buf_append(&out, s + sp + 1, full - sp - 1);
                changed = true;
            } else {
                PUT_SHIFTED(shift, 0);
            }
        } else {
            /* a lazy line: into the item (kramdown keeps the line's own indentation, which break_ws keeps) */
            shift = lv->shift + lv->indent;
            PUT_SHIFTED(shift, 0);
            if (ind && depth < 32) {
                st[depth] = (level){ind, at, 0, shift, ord, s[at]};
                depth++;
            }
        }
        if (is_fence(s, l, &fc, &fn)) {
            in_fence = true;
            fence_shift = shift;
        }
    }
#undef PUT_SHIFTED
    if (!changed) {
        sp_buf_free(&out);
        return src;
    }
    char *r = sp_arena_strndup(a, out.data, out.len);
    *len = out.len;
    sp_buf_free(&out);
    return r;
}

/* Whether s[0..n) holds byte a followed by byte b (memmem for a 2-byte needle, by memchr on the first byte) */
static bool has_pair(const char *s, size_t n, char a, char b)
{
    const char *end = s + n;
    for (const char *p = memchr(s, a, n); p; p = memchr(p + 1, a, (size_t)(end - p - 1))) {
        if (p + 1 < end && p[1] == b) {
            return true;
        }
    }
    return false;
}

void md_preprocess(sp_arena *a, const char *src, size_t len, bool parse_block_html, md_pre *pre)
{
    src = kramdown_lists(a, src, &len, parse_block_html);
    bool pbh = parse_block_html;
    char *open_stack[64];
    int open_n = 0;
    memset(pre, 0, sizeof *pre);
    /* split lines */
    size_t nl = 0, cap = 64;
    line *L = sp_arena_alloc(a, cap * sizeof(line));
    for (size_t p = 0; p < len;) {
        const char *e = memchr(src + p, '\n', len - p);
        size_t l = e ? (size_t)(e - (src + p)) : len - p;
        if (nl == cap) {
            L = sp_arena_realloc(a, L, cap * sizeof(line), cap * 2 * sizeof(line));
            cap *= 2;
        }
        L[nl].s = src + p;
        L[nl].len = l;
        L[nl].full = e ? l + 1 : l;
        nl++;
        p += L[nl - 1].full;
    }
    pre->nlines = nl;
    pre->blank = sp_arena_calloc(a, nl + 3, sizeof(bool));
    for (size_t i = 0; i < nl; i++) {
        size_t pf = prefix_len(L[i].s, L[i].len);
        pre->blank[i + 1] = blank_str(L[i].s + pf, L[i].len - pf);
    }
    pre->line_s = sp_arena_calloc(a, nl + 2, sizeof(char *));
    pre->line_n = sp_arena_calloc(a, nl + 2, sizeof(size_t));
    for (size_t i = 0; i < nl; i++) {
        pre->line_s[i + 1] = L[i].s;
        pre->line_n[i + 1] = L[i].len;
    }
    pre->blank[0] = false;
    pre->blank[nl + 1] = false;

    bool in_fence = false;
    char fence_c = 0;
    size_t fence_n = 0;
    bool prev_boundary = true; /* the previous line ends a block (blank, start, marker) */
    bool escape_setext = false;
    size_t i = 0;
    while (i < nl) {
        const char *s = L[i].s;
        size_t n = L[i].len;
        size_t pf = prefix_len(s, n);
        const char *r = s + pf;
        size_t rn = n - pf;
        size_t sp = lead_spaces(r, rn);
        const char *t = r + sp; /* the line's text after indentation */
        size_t tn = rn - sp;
        if (tn && t[tn - 1] == '\r') {
            tn--;
        }
        char fc;
        size_t fn;
        if (in_fence) {
            if (is_fence(r, rn, &fc, &fn) && fc == fence_c && fn >= fence_n && blank_str(r + lead_spaces(r, rn) + fn, rn - lead_spaces(r, rn) - fn)) {
                in_fence = false;
            }
            sp_buf_append(&pre->text, s, L[i].full);
            prev_boundary = false;
            i++;
            continue;
        }
        if (is_fence(r, rn, &fc, &fn)) {
            if (kramdown_fence(L, nl, i, r, rn, fc, fn)) {
                in_fence = true;
                fence_c = fc;
                fence_n = fn;
                sp_buf_append(&pre->text, s, L[i].full);
            } else {
                /* not a fenced code block for kramdown-parser-gfm (info of several words, or no closing
                 * fence): the line is text; escape its first fence character for cmark */
                size_t at = (size_t)(r - s) + lead_spaces(r, rn);
                sp_buf_append(&pre->text, s, at);
                sp_buf_putc(&pre->text, '\\');
                sp_buf_append(&pre->text, s + at, L[i].full - at);
            }
            prev_boundary = false;
            i++;
            continue;
        }
        if (tn > 2) {
            /* a list item whose one line has a pipe is a table inside the item for kramdown (its content
             * ends right there) */
            bool ord;
            size_t at, ind = list_item(r, rn, &ord, &at);
            if (ind && ind < rn && table_line(r + ind, rn - ind)) {
                bool next_ok = i + 1 >= nl || pre->blank[i + 2];
                if (!next_ok) {
                    size_t p2 = prefix_len(L[i + 1].s, L[i + 1].len);
                    bool o2;
                    size_t a2;
                    next_ok = list_item(L[i + 1].s + p2, L[i + 1].len - p2, &o2, &a2) > 0;
                }
                if (next_ok) {
                    line one = {r + ind, rn - ind, L[i].full - (size_t)(r + ind - s)};
                    size_t mark = pre->text.len;
                    sp_buf_append(&pre->text, s, (size_t)(r + ind - s));
                    if (kramdown_table(a, pre, &one, 1, 0)) {
                        i++;
                        prev_boundary = false;
                        continue;
                    }
                    sp_buf_truncate(&pre->text, mark);
                }
            }
        }
        if (sp <= 3 && prev_boundary && tn > 3 && t[0] == '[') {
            /* kramdown's LINK_DEFINITION_START takes any text as the URL (`[x]: some words`); CommonMark
             * needs a destination without blanks. Give cmark the URL in angle brackets. */
            if (kramdown_link_def(pre, s, (size_t)(t - s), tn, L[i].full)) {
                i++;
                prev_boundary = true;
                continue;
            }
        }
        if (tn > 4) {
            bool o4;
            size_t a4, i4 = list_item(r, rn, &o4, &a4);
            if (i4 && i4 + 3 < rn && r[i4] == '[' &&
                kramdown_link_def(pre, s, (size_t)(r + i4 - s), rn - i4, L[i].full)) {
                i++;
                prev_boundary = false;
                continue;
            }
        }
        if (sp <= 3 && tn && prev_boundary && table_line(r, rn)) {
            size_t used = kramdown_table(a, pre, L, nl, i);
            if (used) {
                i += used;
                prev_boundary = false;
                continue;
            }
        }
        if (sp <= 3 && tn > 2) {
            /* `1)` is no list marker for kramdown */
            size_t d = 0;
            while (d < tn && t[d] >= '0' && t[d] <= '9') {
                d++;
            }
            if (d > 0 && d <= 9 && d + 1 < tn && t[d] == ')' && (t[d + 1] == ' ' || t[d + 1] == '\t')) {
                size_t at = (size_t)(t - s) + d;
                sp_buf_append(&pre->text, s, at);
                sp_buf_putc(&pre->text, '\\');
                sp_buf_append(&pre->text, s + at, L[i].full - at);
                prev_boundary = false;
                i++;
                continue;
            }
        }
        size_t a1, a2, b1, b2;
        bool closed;
        char *tagname = NULL, *norm = NULL;
        size_t raw_n = 0;
        md_marker *m = NULL;
        size_t consumed = 1; /* lines taken */
        if (match_ald(t, tn, &a1, &a2, &b1, &b2)) {
            m = new_marker(a, pre, MK_ALD, s, L[i].full);
            if (pre->nalds == pre->aldcap) {
                size_t nc = pre->aldcap ? pre->aldcap * 2 : 8;
                pre->alds = sp_arena_realloc(a, pre->alds, pre->aldcap * sizeof(md_ald), nc * sizeof(md_ald));
                pre->aldcap = nc;
            }
            /* a later definition of the same name adds to it (@alds[name] ||= {}) */
            md_ald *ald = NULL;
            for (size_t k = 0; k < pre->nalds; k++) {
                if (strlen(pre->alds[k].name) == a2 - a1 && memcmp(pre->alds[k].name, t + a1, a2 - a1) == 0) {
                    ald = &pre->alds[k];
                }
            }
            if (!ald) {
                ald = &pre->alds[pre->nalds++];
                memset(ald, 0, sizeof *ald);
                ald->name = sp_arena_strndup(a, t + a1, a2 - a1);
            }
            md_parse_attr_list(a, t + b1, b2 - b1, &ald->attrs);
        } else if (match_ext_start(t, tn, &a1, &a2, &b1, &b2, &closed)) {
            size_t nlen = a2 - a1;
            const char *name = t + a1;
            md_mk_kind kind;
            if (nlen == 7 && memcmp(name, "options", 7) == 0) {
                kind = MK_OPTIONS;
            } else if (nlen == 7 && memcmp(name, "comment", 7) == 0) {
                kind = MK_COMMENT;
            } else if (nlen == 10 && memcmp(name, "nomarkdown", 10) == 0) {
                kind = MK_NOMARKDOWN;
            } else {
                goto plain;
            }
            size_t stop = i;
            if (!closed) {
                stop = i + 1;
                while (stop < nl) {
                    size_t p2 = prefix_len(L[stop].s, L[stop].len);
                    const char *u = L[stop].s + p2;
                    size_t un = L[stop].len - p2;
                    size_t us = lead_spaces(u, un);
                    if (us <= 3 && match_ext_stop(u + us, un - us, name, nlen)) {
                        break;
                    }
                    stop++;
                }
                if (stop >= nl) {
                    goto plain; /* no stop tag: kramdown ignores the start tag */
                }
            }
            size_t end_off = (size_t)(L[stop].s - s) + L[stop].full;
            m = new_marker(a, pre, kind, s, end_off);
            m->block = true;
            md_parse_attr_list(a, t + b1, b2 - b1, &m->attrs);
            if (kind == MK_OPTIONS) {
                const char *v = md_attrs_get(&m->attrs, "parse_block_html");
                if (v) {
                    pbh = strcmp(v, "true") == 0;
                }
            }
            if (!closed) {
                const char *bs = L[i + 1 < nl ? i + 1 : i].s;
                size_t bl = (size_t)(L[stop].s - bs);
                if (i + 1 == stop) {
                    bl = 0;
                }
                if (bl && bs[bl - 1] == '\n') {
                    bl--;
                }
                m->body = sp_arena_strndup(a, bs, bl);
                m->body_len = bl;
            } else {
                m->body = NULL;
            }
            consumed = stop - i + 1;
        } else if (tn && t[0] == '<' && pbh && sp <= 3 && lone_raw_model_tag(t, tn) &&
                   (raw_n = raw_html_region(L, nl, i, t, tn, true)) > 1) {
            /* parse_block_html: an element of the raw content model (ul, table, ...) stays raw */
            consumed = raw_n;
            size_t k = i + consumed - 1;
            size_t end_off = (size_t)(L[k].s - s) + L[k].full;
            m = new_marker(a, pre, MK_RAW_HTML, s, end_off);
            m->block = true;
            sp_buf body = SP_BUF_INIT;
            int lv0 = bq_levels(L[i].s, L[i].len);
            for (size_t q = i; q <= k; q++) {
                size_t p2 = prefix_levels(L[q].s, L[q].len, lv0);
                sp_buf_append(&body, L[q].s + p2, L[q].len - p2);
                if (q < k) {
                    sp_buf_putc(&body, '\n');
                }
            }
            const char *bd = body.data ? body.data : "";
            m->body = sp_arena_strndup(a, bd + sp, body.len - sp);
            m->body_len = body.len - sp;
            sp_buf_free(&body);
        } else if (tn && t[0] == '<' && (lone_open_tag(a, t, tn, pbh, &tagname, &norm))) {
            m = new_marker(a, pre, MK_HTML_OPEN, s, L[i].full);
            m->tag = tagname;
            m->body = norm;
            m->body_len = strlen(norm);
            if (open_n < 64) {
                open_stack[open_n++] = tagname;
            }
        } else if (tn && t[0] == '<' && !pbh && sp <= 3 && (raw_n = raw_html_region(L, nl, i, t, tn, false)) > 1) {
            consumed = raw_n;
            size_t k = i + consumed - 1;
            size_t end_off = (size_t)(L[k].s - s) + L[k].full;
            m = new_marker(a, pre, MK_RAW_HTML, s, end_off);
            m->block = true;
            sp_buf body = SP_BUF_INIT;
            int lv0 = bq_levels(L[i].s, L[i].len);
            for (size_t q = i; q <= k; q++) {
                size_t p2 = prefix_levels(L[q].s, L[q].len, lv0);
                sp_buf_append(&body, L[q].s + p2, L[q].len - p2);
                if (q < k) {
                    sp_buf_putc(&body, '\n');
                }
            }
            const char *bd = body.data ? body.data : "";
            m->body = sp_arena_strndup(a, bd + sp, body.len - sp);
            m->body_len = body.len - sp;
            sp_buf_free(&body);
        } else if (tn && t[0] == '<' && open_n > 0 && lone_close_tag(t, tn, open_stack[open_n - 1])) {
            m = new_marker(a, pre, MK_HTML_CLOSE, s, L[i].full);
            m->tag = open_stack[--open_n];
        } else if (match_ial(t, tn, &a1, &a2)) {
            m = new_marker(a, pre, MK_IAL, s, L[i].full);
            md_parse_attr_list(a, t + a1, a2 - a1, &m->attrs);
        } else if (sp <= 3 && match_abbr(t, tn)) {
            m = new_marker(a, pre, MK_ABBR_DEF, s, L[i].full);
            const char *e = memchr(t + 2, ']', tn - 2);
            if (pre->nabbrs == pre->abbrcap) {
                size_t nc = pre->abbrcap ? pre->abbrcap * 2 : 8;
                pre->abbrs = sp_arena_realloc(a, pre->abbrs, pre->abbrcap * sizeof(md_abbr), nc * sizeof(md_abbr));
                pre->abbrcap = nc;
            }
            md_abbr *ab = &pre->abbrs[pre->nabbrs++];
            ab->len = (size_t)(e - (t + 2));
            ab->abbr = sp_arena_strndup(a, t + 2, ab->len);
            const char *ts = e + 2;
            size_t tl = tn - (size_t)(ts - t);
            strip_ws(&ts, &tl);
            ab->title = sp_arena_strndup(a, ts, tl);
        } else if (sp <= 3 && prev_boundary && tn >= 2 && t[0] == '$' && t[1] == '$') {
            /* block math: $$ ... $$ then only white space, and a block boundary after it */
            size_t k = i;
            const char *close = NULL;
            size_t off = 2;
            while (k < nl && !close) {
                const char *u = (k == i) ? t : L[k].s + prefix_len(L[k].s, L[k].len);
                size_t un = (k == i) ? tn : L[k].len - prefix_len(L[k].s, L[k].len);
                for (size_t q = (k == i ? off : 0); q + 1 < un; q++) {
                    if (u[q] == '$' && u[q + 1] == '$') {
                        close = u + q;
                        if (!blank_str(u + q + 2, un - q - 2)) {
                            close = NULL;
                            k = nl;
                        }
                        break;
                    }
                }
                if (!close) {
                    if (k != i && blank_str(u, un)) {
                        break;
                    }
                    k++;
                }
            }
            if (close && k < nl) {
                /* before_block_boundary: next line blank, IAL, EOB or the end */
                bool boundary = (k + 1 >= nl) || pre->blank[k + 2];
                if (!boundary) {
                    size_t p2 = prefix_len(L[k + 1].s, L[k + 1].len);
                    const char *u = L[k + 1].s + p2;
                    size_t un = L[k + 1].len - p2;
                    size_t us = lead_spaces(u, un);
                    size_t x1, x2;
                    boundary = (us <= 3 && (match_ial(u + us, un - us, &x1, &x2) || (un > us && u[us] == '^')));
                }
                if (boundary) {
                    size_t end_off = (size_t)(L[k].s - s) + L[k].full;
                    m = new_marker(a, pre, MK_MATH_BLOCK, s, end_off);
                    m->block = true;
                    /* body: from after the opening $$ to the closing $$ (lines joined as in the source) */
                    const char *bs = t + 2;
                    sp_buf body = SP_BUF_INIT;
                    if (k == i) {
                        sp_buf_append(&body, bs, (size_t)(close - bs));
                    } else {
                        sp_buf_append(&body, bs, (size_t)((s + L[i].full) - bs));
                        for (size_t q = i + 1; q < k; q++) {
                            size_t p2 = prefix_len(L[q].s, L[q].len);
                            sp_buf_append(&body, L[q].s + p2, L[q].full - p2);
                        }
                        size_t p2 = prefix_len(L[k].s, L[k].len);
                        sp_buf_append(&body, L[k].s + p2, (size_t)(close - (L[k].s + p2)));
                    }
                    const char *bd = body.data ? body.data : "";
                    size_t bn = body.len;
                    strip_ws(&bd, &bn);
                    m->body = sp_arena_strndup(a, bd, bn);
                    m->body_len = bn;
                    sp_buf_free(&body);
                    consumed = k - i + 1;
                }
            }
        }
        if (m) {
            int lv0 = bq_levels(L[i].s, L[i].len);
            for (size_t q = 0; q < consumed; q++) {
                /* keep the container prefix so the marker lands in the same container */
                size_t p2 = prefix_levels(L[i + q].s, L[i + q].len, lv0);
                size_t l2 = lead_spaces(L[i + q].s + p2, L[i + q].len - p2);
                sp_buf_append(&pre->text, L[i + q].s, p2 + (l2 > 3 ? 3 : l2));
                if (q == 0) {
                    put_marker(&pre->text, pre->nmarkers - 1);
                } else {
                    put_cont(&pre->text);
                }
                sp_buf_putc(&pre->text, '\n');
            }
            i += consumed;
            prev_boundary = true;
            continue;
        }
    plain:
        if (pre->blank[i + 1]) {
            sp_buf_append(&pre->text, s, L[i].full);
            prev_boundary = true;
            i++;
            continue;
        }
        if (escape_setext) {
            /* kramdown: no setext header under a paragraph of several lines (or one not at a block start);
             * the underline is text of the paragraph */
            escape_setext = false;
            size_t at = (size_t)(t - s);
            sp_buf_append(&pre->text, s, at);
            sp_buf_putc(&pre->text, '\\');
            sp_buf_append(&pre->text, s + at, L[i].full - at);
            prev_boundary = false;
            i++;
            continue;
        }
        /* a paragraph-ish line: replace inline math; a paragraph may continue on following lines */
        {
            size_t k = i;
            /* the paragraph of plain text lines ending at line k: its length and whether it starts a block */
            size_t para_len = plain_text_line(t, tn, sp) ? 1 : 0;
            bool para_boundary = prev_boundary;
            while (k + 1 < nl && !pre->blank[k + 2]) {
                /* stop before lines that are markers-to-be or fences */
                size_t p2 = prefix_len(L[k + 1].s, L[k + 1].len);
                if (para_len && p2 == prefix_len(L[i].s, L[i].len) &&
                    setext_line(L[k + 1].s + p2, L[k + 1].len - p2) && (para_len > 1 || !para_boundary)) {
                    escape_setext = true;
                    break;
                }
                {
                    const char *v = L[k + 1].s + p2;
                    size_t vn = L[k + 1].len - p2, vs = lead_spaces(v, vn);
                    if (plain_text_line(v + vs, vn - vs, vs)) {
                        if (para_len++ == 0) {
                            para_boundary = false;
                        }
                    } else {
                        para_len = 0;
                    }
                }
                const char *u = L[k + 1].s + p2;
                size_t un = L[k + 1].len - p2;
                size_t us = lead_spaces(u, un);
                size_t x1, x2;
                if (is_fence(u, un, &fc, &fn) || (us <= 3 && un > us && u[us] == '{' && match_ial(u + us, un - us, &x1, &x2))) {
                    break;
                }
                if (un > us && u[us] == '{' && un > us + 1 && u[us + 1] == ':') {
                    break;
                }
                if (un > us && (u[us] == '<' || (u[us] == '*' && un > us + 1 && u[us + 1] == '['))) {
                    break;
                }
                bool o3;
                size_t a3, i3 = list_item(u, un, &o3, &a3);
                if (i3 && i3 < un && table_line(u + i3, un - i3)) {
                    break; /* maybe a table item: let the loop look at it */
                }
                if (i3 && i3 < un && u[i3] == '[' && memmem(u + i3, un - i3, "]:", 2)) {
                    break; /* maybe a link definition item */
                }
                k++;
            }
            /* only lines i..k; math may span them */
            const char *ps = s;
            size_t plen = (size_t)(L[k].s - s) + L[k].full;
            bool esc = memchr(ps, '\\', plen) != NULL && !(tn && t[0] == '<');
            /* "$$", '&', a backslash, " ` " or "` " (the last holds whenever " ` " does) */
            if (has_pair(ps, plen, '$', '$') || memchr(ps, '&', plen) || esc || has_pair(ps, plen, '`', ' ')) {
                inline_math(a, pre, ps, plen, esc);
            } else {
                sp_buf_append(&pre->text, ps, plen);
            }
            prev_boundary = pre->blank[k + 1];
            i = k + 1;
        }
    }
    if (!pre->text.data) {
        sp_buf_puts(&pre->text, "");
    }
}
