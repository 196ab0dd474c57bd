/* CSV and TSV with a header row (include/sitepub/value.h sp_csv_load), as Jekyll 4.3's data reader:
 * CSV.read(path, headers: true, converters: [], col_sep: sep).map(&:to_hash) on Ruby 3.1's csv 3.2.
 *
 * RFC 4180 quoting ("" inside quotes is one quote; quoted fields may hold separators and line breaks); the row
 * separator is the first \r\n, \n or \r seen (Ruby's auto-detection); an empty unquoted cell is nil and an empty
 * quoted one ""; a short row gives nil for the missing columns; cells past the header get the key "" (Ruby: nil);
 * a repeated header keeps the first column (CSV::Row#to_hash); a blank line is a row of nils. Errors are Ruby's
 * CSV::MalformedCSVError cases: a quote inside an unquoted field, text after a closing quote, an unclosed quote. */
#include <string.h>

#include "sitepub/value.h"

typedef struct csv_parser {
    const char *s;
    size_t n, i;
    char sep;
    char rowsep[3];
    size_t rowsep_len;
    int line; /* 1-based physical line of the current position (for sp_error.line) */
    int record; /* 1-based record number (Ruby's CSV#lineno, used in its messages) */
    const char *name;
    sp_error *err;
    sp_arena *a;
} csv_parser;

static void detect_rowsep(csv_parser *p)
{
    bool inq = false;
    for (size_t i = 0; i < p->n; i++) {
        char c = p->s[i];
        if (c == '"')
            inq = !inq;
        if (inq)
            continue;
        if (c == '\r') {
            if (i + 1 < p->n && p->s[i + 1] == '\n') {
                memcpy(p->rowsep, "\r\n", 3);
                p->rowsep_len = 2;
            } else {
                memcpy(p->rowsep, "\r", 2);
                p->rowsep_len = 1;
            }
            return;
        }
        if (c == '\n') {
            memcpy(p->rowsep, "\n", 2);
            p->rowsep_len = 1;
            return;
        }
    }
    memcpy(p->rowsep, "\n", 2);
    p->rowsep_len = 1;
}

static bool at_rowsep(csv_parser *p)
{
    return p->i + p->rowsep_len <= p->n && memcmp(p->s + p->i, p->rowsep, p->rowsep_len) == 0;
}

/* Read one row into arr (array of string-or-nil cells). Returns 1 with a row, 0 at the end, -1 on error. */
static int read_row(csv_parser *p, sp_value arr)
{
    if (p->i >= p->n)
        return 0;
    int row_line = p->line;
    int rec = ++p->record;
    if (at_rowsep(p)) { /* a blank line: one empty row */
        p->i += p->rowsep_len;
        p->line++;
        return 1;
    }
    for (;;) {
        /* one field */
        if (p->i < p->n && p->s[p->i] == '"') {
            p->i++;
            sp_buf b = SP_BUF_INIT;
            for (;;) {
                if (p->i >= p->n) {
                    sp_buf_free(&b);
                    return sp_error_set(p->err, SP_ERR_INPUT, p->name, row_line, 0,
                                        "Unclosed quoted field in line %d. Close the quoted field that starts on that line.", rec);
                }
                char c = p->s[p->i];
                if (c == '"') {
                    if (p->i + 1 < p->n && p->s[p->i + 1] == '"') {
                        sp_buf_putc(&b, '"');
                        p->i += 2;
                        continue;
                    }
                    p->i++;
                    break;
                }
                if (c == '\n' || (c == '\r' && !(p->i + 1 < p->n && p->s[p->i + 1] == '\n')))
                    p->line++;
                sp_buf_putc(&b, c);
                p->i++;
            }
            sp_array_push(arr, sp_str(p->a, b.data ? b.data : "", b.len));
            sp_buf_free(&b);
            if (p->i < p->n && p->s[p->i] != p->sep && !at_rowsep(p))
                return sp_error_set(p->err, SP_ERR_INPUT, p->name, row_line, 0,
                                    "Any value after quoted field isn't allowed in line %d. Put the separator right after the "
                                    "closing quote, and double a quote inside a quoted field (\"\").",
                                    rec);
        } else {
            size_t st = p->i;
            while (p->i < p->n && p->s[p->i] != p->sep && !at_rowsep(p)) {
                char c = p->s[p->i];
                if (c == '"')
                    return sp_error_set(p->err, SP_ERR_INPUT, p->name, row_line, 0, "Illegal quoting in line %d. Quote the whole field and double the quotes inside it "
                                        "(\"a \"\"b\"\"\"), or remove the quote.",
                                        rec);
                if (c == '\r' || c == '\n')
                    return sp_error_set(p->err, SP_ERR_INPUT, p->name, row_line, 0,
                                        "Unquoted fields do not allow new line <\"%s\"> in line %d. Quote a field "
                                        "that holds a line break.",
                                        c == '\n'                                          ? "\\n"
                                        : (p->i + 1 < p->n && p->s[p->i + 1] == '\n') ? "\\r\\n"
                                                                                      : "\\r",
                                        rec);
                p->i++;
            }
            if (p->i == st)
                sp_array_push(arr, sp_nil());
            else
                sp_array_push(arr, sp_str(p->a, p->s + st, p->i - st));
        }
        if (p->i >= p->n)
            return 1;
        if (p->s[p->i] == p->sep) {
            p->i++;
            if (p->i >= p->n || at_rowsep(p)) {
                /* a trailing separator: one more empty field */
                sp_array_push(arr, sp_nil());
                if (p->i < p->n) {
                    p->i += p->rowsep_len;
                    p->line++;
                }
                return 1;
            }
            continue;
        }
        /* row separator */
        p->i += p->rowsep_len;
        p->line++;
        return 1;
    }
}

int sp_csv_load(sp_arena *a, const char *bytes, size_t len, char sep, const char *name, sp_value *out,
                sp_error *err)
{
    csv_parser p = {.s = bytes, .n = len, .sep = sep, .line = 1, .name = name, .err = err, .a = a};
    detect_rowsep(&p);
    sp_value rows = sp_array_new(a, 0);
    *out = rows;
    sp_value header = sp_array_new(a, 0);
    int r = read_row(&p, header);
    if (r < 0)
        return -1;
    if (r == 0)
        return 0;
    size_t nh = sp_array_len(header);
    for (;;) {
        sp_value cells = sp_array_new(a, nh);
        r = read_row(&p, cells);
        if (r < 0)
            return -1;
        if (r == 0)
            break;
        size_t nc = sp_array_len(cells);
        size_t ncols = nc > nh ? nc : nh;
        sp_value h = sp_hash_new(a, ncols);
        for (size_t i = 0; i < ncols; i++) {
            sp_value k = i < nh ? sp_array_get(header, (int64_t)i) : sp_nil();
            const char *ks = k.type == SP_STRING ? k.u.s.ptr : "";
            size_t kl = k.type == SP_STRING ? k.u.s.len : 0;
            if (sp_hash_get(h, ks, kl, NULL))
                continue; /* CSV::Row#to_hash keeps the first of repeated headers */
            sp_hash_set(h, ks, kl, i < nc ? sp_array_get(cells, (int64_t)i) : sp_nil());
        }
        sp_array_push(rows, h);
    }
    *out = rows;
    return 0;
}
