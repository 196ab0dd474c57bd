/* Colours for `sitepub diff` on a terminal, as git 2.39 paints `git diff` with its default colours
 * (color.diff.meta bold, frag cyan, old red, new green, whitespace errors on a red background, core.whitespace
 * default: blank-at-eol, space-before-tab, blank-at-eof). Applied to the plain text difftext produces. */
#include <ctype.h>
#include <string.h>

#include "cli/publish_cli.h"

#define RESET "\033[m"
#define META "\033[1m"
#define FRAG "\033[36m"
#define OLD "\033[31m"
#define NEW "\033[32m"
#define WS "\033[41m"

/* An added line's content (without the '+' and newline), as git's ws_check_emit does. */
static void added_content(sp_buf *o, const char *l, size_t len)
{
    size_t written = 0, i;
    for (i = 0; i < len; i++) {
        if (l[i] == ' ')
            continue;
        if (l[i] != '\t')
            break;
        if (written < i) { /* space before tab */
            sp_buf_puts(o, WS);
            sp_buf_append(o, l + written, i - written);
            sp_buf_puts(o, RESET);
            sp_buf_append(o, l + i, 1);
        } else {
            sp_buf_append(o, l + written, i - written + 1);
        }
        written = i + 1;
    }
    size_t trailing = len;
    while (trailing > written && isspace((unsigned char)l[trailing - 1]))
        trailing--;
    if (trailing > written) {
        sp_buf_puts(o, NEW);
        sp_buf_append(o, l + written, trailing - written);
        sp_buf_puts(o, RESET);
    }
    if (trailing != len) {
        sp_buf_puts(o, WS);
        sp_buf_append(o, l + trailing, len - trailing);
        sp_buf_puts(o, RESET);
    }
}

static bool all_space(const char *l, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (!isspace((unsigned char)l[i]))
            return false;
    return true;
}

/* The stat graph: "Bin X -> Y bytes" or a count followed by runs of '+' and '-'. */
static void stat_line(sp_buf *o, const char *l, size_t len)
{
    const char *bar = NULL;
    for (size_t i = 0; i + 3 <= len; i++)
        if (!memcmp(l + i, " | ", 3))
            bar = l + i;
    if (!bar || l[0] != ' ') {
        sp_buf_append(o, l, len);
        return;
    }
    size_t p = (size_t)(bar - l) + 3;
    sp_buf_append(o, l, p);
    const char *r = l + p;
    size_t rl = len - p;
    if (rl > 4 && !memcmp(r, "Bin ", 4)) {
        const char *arrow = memchr(r, '>', rl);
        const char *bytes = rl > 6 ? strstr(r, " bytes") : NULL;
        if (arrow && bytes && arrow > r + 5 && bytes < l + len) {
            sp_buf_puts(o, "Bin ");
            sp_buf_puts(o, OLD);
            sp_buf_append(o, r + 4, (size_t)(arrow - 2 - (r + 4)));
            sp_buf_puts(o, RESET);
            sp_buf_puts(o, " -> ");
            sp_buf_puts(o, NEW);
            sp_buf_append(o, arrow + 2, (size_t)(bytes - (arrow + 2)));
            sp_buf_puts(o, RESET);
            sp_buf_append(o, bytes, (size_t)(l + len - bytes));
            return;
        }
        sp_buf_append(o, r, rl);
        return;
    }
    size_t i = 0;
    while (i < rl && (r[i] == ' ' || isdigit((unsigned char)r[i])))
        i++;
    sp_buf_append(o, r, i);
    size_t plus = i;
    while (plus < rl && r[plus] == '+')
        plus++;
    size_t minus = plus;
    while (minus < rl && r[minus] == '-')
        minus++;
    if (plus > i) {
        sp_buf_puts(o, NEW);
        sp_buf_append(o, r + i, plus - i);
        sp_buf_puts(o, RESET);
    }
    if (minus > plus) {
        sp_buf_puts(o, OLD);
        sp_buf_append(o, r + plus, minus - plus);
        sp_buf_puts(o, RESET);
    }
    sp_buf_append(o, r + minus, rl - minus);
}

void sp_cli_diff_colorize(const char *text, size_t len, sp_buf *out)
{
    enum { PRE, HEADER, HUNK } st = PRE;
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t ll = nl ? (size_t)(nl - p) : (size_t)(end - p);
        /* git writes a line's closing CR after the colour reset (emit_line_0), except in added lines, where it
         * is trailing white space */
        bool cr = ll && p[ll - 1] == '\r' && !(p[0] == '+' && st == HUNK);
        if (cr)
            ll--;
        if (ll >= 11 && !memcmp(p, "diff --git ", 11))
            st = HEADER;
        if (st == PRE) {
            stat_line(out, p, ll);
        } else if (st == HEADER && !(ll >= 2 && !memcmp(p, "@@", 2))) {
            if (ll >= 13 && !memcmp(p, "Binary files ", 13)) {
                sp_buf_append(out, p, ll);
            } else {
                /* "--- a/name with space\t": the tab git adds after such names comes after the reset */
                size_t ml = ll;
                bool tab = ml > 4 && (!memcmp(p, "--- ", 4) || !memcmp(p, "+++ ", 4)) && p[ml - 1] == '\t';
                if (tab)
                    ml--;
                sp_buf_puts(out, META);
                sp_buf_append(out, p, ml);
                sp_buf_puts(out, RESET);
                if (tab)
                    sp_buf_putc(out, '\t');
            }
        } else if (ll >= 2 && !memcmp(p, "@@", 2)) {
            st = HUNK;
            const char *close = NULL;
            for (size_t i = 2; i + 2 <= ll; i++)
                if (!memcmp(p + i, "@@", 2)) {
                    close = p + i + 2;
                    break;
                }
            if (!close)
                close = p + ll;
            sp_buf_puts(out, FRAG);
            sp_buf_append(out, p, (size_t)(close - p));
            sp_buf_puts(out, RESET);
            if (close < p + ll) {
                sp_buf_putc(out, ' ');
                sp_buf_puts(out, RESET);
                sp_buf_append(out, close + 1, (size_t)(p + ll - close - 1));
                sp_buf_puts(out, RESET);
            }
        } else if (ll && p[0] == '-') {
            sp_buf_puts(out, OLD);
            sp_buf_append(out, p, ll);
            sp_buf_puts(out, RESET);
        } else if (ll && p[0] == '+') {
            /* blank at EOF: this and every following line of the hunk are added blank lines, and no context
             * follows (with 3 lines of context, a hunk without trailing context ends at the end of the file) */
            bool eof_blank = all_space(p + 1, ll - 1);
            const char *q = nl ? nl + 1 : end;
            while (eof_blank && q < end) {
                const char *qn = memchr(q, '\n', (size_t)(end - q));
                size_t ql = qn ? (size_t)(qn - q) : (size_t)(end - q);
                if (ql && q[0] == '+' && all_space(q + 1, ql - 1)) {
                    q = qn ? qn + 1 : end;
                    continue;
                }
                if (ql && (q[0] == ' ' || q[0] == '\\' || q[0] == '-'))
                    eof_blank = false;
                break;
            }
            if (eof_blank) {
                sp_buf_puts(out, WS);
                sp_buf_append(out, p, ll);
                sp_buf_puts(out, RESET);
            } else {
                sp_buf_puts(out, NEW "+" RESET);
                added_content(out, p + 1, ll - 1);
            }
        } else if (st == HUNK && ll && (p[0] == ' ' || p[0] == '\\')) {
            sp_buf_append(out, p, ll);
            sp_buf_puts(out, RESET);
        } else if (st == HUNK && ll == 0) {
            /* the empty line between a stat and a patch never falls here; keep it plain */
        } else {
            sp_buf_append(out, p, ll);
        }
        if (cr)
            sp_buf_putc(out, '\r');
        if (nl)
            sp_buf_putc(out, '\n');
        p = nl ? nl + 1 : end;
    }
}
