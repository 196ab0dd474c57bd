/* header.c: email header encoding and folding as git-multimail does it with Python 3's email.header.Header
 * (RFC 2047 "shortest of q and b" for non-ASCII text, _ValueFormatter folding at 78 columns with split
 * characters ";, \t"), Python's getaddresses/formataddr, UTF-8 replacement and str.splitlines() boundaries,
 * and Python's MT19937 for reproducible runs. */
#include <stdlib.h>
#include <string.h>

#include "mail/mail_internal.h"

#define MAXLEN 78

/* ---- UTF-8 ----------------------------------------------------------------------------------------------- */

void mh_utf8_replace(sp_buf *out, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        unsigned char c = p[i];
        if (c < 0x80) {
            sp_buf_putc(out, (char)c);
            i++;
            continue;
        }
        size_t need;
        unsigned char lo = 0x80, hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf)
            need = 1;
        else if (c >= 0xe0 && c <= 0xef) {
            need = 2;
            if (c == 0xe0)
                lo = 0xa0;
            if (c == 0xed)
                hi = 0x9f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;
            if (c == 0xf0)
                lo = 0x90;
            if (c == 0xf4)
                hi = 0x8f;
        } else {
            sp_buf_puts(out, "\xef\xbf\xbd");
            i++;
            continue;
        }
        size_t k = 1;
        /* maximal subpart: the second byte has the lead's own range, later ones 80..BF */
        while (k <= need && i + k < n) {
            unsigned char cc = p[i + k];
            unsigned char l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xbf;
            if (cc < l || cc > h)
                break;
            k++;
        }
        if (k == need + 1) {
            sp_buf_append(out, p + i, k);
            i += k;
        } else {
            sp_buf_puts(out, "\xef\xbf\xbd");
            i += k;
        }
    }
}

size_t mh_utf8_len(const char *s, size_t n)
{
    size_t w = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xc0) != 0x80)
            w++;
    return w;
}

size_t mh_utf8_offset(const char *s, size_t n, size_t k)
{
    size_t chars = 0;
    for (size_t i = 0; i < n; i++) {
        if (((unsigned char)s[i] & 0xc0) != 0x80) {
            if (chars == k)
                return i;
            chars++;
        }
    }
    return n;
}

size_t mh_linebreak_len(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    if (n == 0)
        return 0;
    switch (p[0]) {
    case '\r':
        return n > 1 && p[1] == '\n' ? 2 : 1;
    case '\n': case '\v': case '\f': case 0x1c: case 0x1d: case 0x1e:
        return 1;
    case 0xc2:
        return n > 1 && p[1] == 0x85 ? 2 : 0;
    case 0xe2:
        return n > 2 && p[1] == 0x80 && (p[2] == 0xa8 || p[2] == 0xa9) ? 3 : 0;
    default:
        return 0;
    }
}

/* ---- Python's _ValueFormatter ------------------------------------------------------------------------------ */

typedef struct part {
    char *fws;
    char *text;
} part;

typedef struct accum {
    part *parts;
    size_t n, cap;
    size_t initial_size;
} accum;

typedef struct formatter {
    accum cur;
    char **lines;
    size_t n_lines, cap_lines;
    size_t maxlen;
} formatter;

static char *xstrndup(const char *s, size_t n)
{
    char *r = malloc(n + 1);
    if (!r)
        abort();
    memcpy(r, s, n);
    r[n] = '\0';
    return r;
}

static void acc_push(accum *a, const char *fws, const char *text)
{
    if (a->n == a->cap) {
        a->cap = a->cap ? a->cap * 2 : 16;
        a->parts = realloc(a->parts, a->cap * sizeof *a->parts);
        if (!a->parts)
            abort();
    }
    a->parts[a->n].fws = xstrndup(fws, strlen(fws));
    a->parts[a->n].text = xstrndup(text, strlen(text));
    a->n++;
}

static size_t acc_len(const accum *a)
{
    size_t l = a->initial_size;
    for (size_t i = 0; i < a->n; i++)
        l += strlen(a->parts[i].fws) + strlen(a->parts[i].text);
    return l;
}

static char *acc_str(const accum *a)
{
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < a->n; i++) {
        sp_buf_puts(&b, a->parts[i].fws);
        sp_buf_puts(&b, a->parts[i].text);
    }
    return sp_buf_detach(&b);
}

static void part_free(part *p)
{
    free(p->fws);
    free(p->text);
}

static void acc_reset(accum *a)
{
    for (size_t i = 0; i < a->n; i++)
        part_free(&a->parts[i]);
    a->n = 0;
    a->initial_size = 0;
}

static int acc_is_onlyws(const accum *a)
{
    if (a->initial_size != 0)
        return 0;
    char *s = acc_str(a);
    int only = 1;
    if (*s) {
        for (char *p = s; *p; p++)
            if (!(*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\v' || *p == '\f'))
                only = 0;
    }
    free(s);
    return only;
}

static void fmt_add_line(formatter *f, char *line)
{
    if (f->n_lines == f->cap_lines) {
        f->cap_lines = f->cap_lines ? f->cap_lines * 2 : 8;
        f->lines = realloc(f->lines, f->cap_lines * sizeof *f->lines);
        if (!f->lines)
            abort();
    }
    f->lines[f->n_lines++] = line;
}

static void fmt_newline(formatter *f)
{
    if (f->cur.n > 0) {
        part *last = &f->cur.parts[f->cur.n - 1];
        if (!strcmp(last->fws, " ") && !*last->text) {
            part_free(last);
            f->cur.n--;
        }
    }
    if (acc_len(&f->cur) > 0) {
        if (acc_is_onlyws(&f->cur) && f->n_lines) {
            char *s = acc_str(&f->cur);
            sp_buf b = SP_BUF_INIT;
            sp_buf_puts(&b, f->lines[f->n_lines - 1]);
            sp_buf_puts(&b, s);
            free(s);
            free(f->lines[f->n_lines - 1]);
            f->lines[f->n_lines - 1] = sp_buf_detach(&b);
        } else {
            fmt_add_line(f, acc_str(&f->cur));
        }
    }
    acc_reset(&f->cur);
}

static void fmt_append_chunk(formatter *f, const char *fws, const char *string)
{
    static const char splitchars[] = ";, \t";
    acc_push(&f->cur, fws, string);
    if (acc_len(&f->cur) <= f->maxlen)
        return;
    size_t i = 0;
    int found = 0;
    for (const char *ch = splitchars; *ch && !found; ch++) {
        for (i = f->cur.n - 1; i > 0; i--) {
            if (*ch == ' ' || *ch == '\t') {
                const char *w = f->cur.parts[i].fws;
                if (*w && *w == *ch) {
                    found = 1;
                    break;
                }
            }
            const char *prev = f->cur.parts[i - 1].text;
            size_t pl = strlen(prev);
            if (pl && prev[pl - 1] == *ch) {
                found = 1;
                break;
            }
        }
    }
    if (!found) {
        part last = f->cur.parts[--f->cur.n];
        const char *use_fws = last.fws;
        if (f->cur.initial_size > 0) {
            fmt_newline(f);
            if (!*use_fws)
                use_fws = " ";
        }
        acc_push(&f->cur, use_fws, last.text);
        part_free(&last);
        return;
    }
    /* remainder = pop_from(i); lines.append(str(cur)); cur.reset(remainder) */
    size_t rn = f->cur.n - i;
    part *rem = malloc((rn ? rn : 1) * sizeof *rem);
    if (!rem)
        abort();
    memcpy(rem, f->cur.parts + i, rn * sizeof *rem);
    f->cur.n = i;
    fmt_add_line(f, acc_str(&f->cur));
    acc_reset(&f->cur);
    for (size_t k = 0; k < rn; k++) {
        acc_push(&f->cur, rem[k].fws, rem[k].text);
        part_free(&rem[k]);
    }
    free(rem);
}

/* _ascii_split: re.split("([ \t]+)", fws + string) into (fws, part) pairs. */
static void fmt_ascii_split(formatter *f, const char *fws, const char *string)
{
    sp_buf all = SP_BUF_INIT;
    sp_buf_puts(&all, fws);
    sp_buf_puts(&all, string);
    const char *s = sp_buf_cstr(&all);
    const char *p = s;
    /* the first text token (possibly empty) */
    const char *q = p;
    while (*q && *q != ' ' && *q != '\t')
        q++;
    int first = 1;
    if (q > p) {
        char *t = xstrndup(p, (size_t)(q - p));
        fmt_append_chunk(f, "", t);
        free(t);
    }
    p = q;
    (void)first;
    while (*p) {
        const char *ws = p;
        while (*p == ' ' || *p == '\t')
            p++;
        char *w = xstrndup(ws, (size_t)(p - ws));
        const char *t0 = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
        char *t = xstrndup(t0, (size_t)(p - t0));
        fmt_append_chunk(f, w, t);
        free(w);
        free(t);
    }
    sp_buf_free(&all);
}

/* ---- RFC 2047 encoders (Python email.quoprimime / email.base64mime header_encode) ---------------------- */

static int q_safe(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '!' ||
           c == '*' || c == '+' || c == '/';
}

static size_t q_len(const unsigned char *s, size_t n)
{
    size_t l = 0;
    for (size_t i = 0; i < n; i++)
        l += (q_safe(s[i]) || s[i] == ' ') ? 1 : 3;
    return l;
}

static size_t b_len(size_t n)
{
    return (n / 3) * 4 + (n % 3 ? 4 : 0);
}

static char *encode_word(const unsigned char *s, size_t n, int use_b)
{
    sp_buf b = SP_BUF_INIT;
    if (n == 0)
        return sp_buf_detach(&b);
    if (use_b) {
        static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        sp_buf_puts(&b, "=?utf-8?b?");
        for (size_t i = 0; i < n; i += 3) {
            unsigned v = (unsigned)s[i] << 16;
            if (i + 1 < n)
                v |= (unsigned)s[i + 1] << 8;
            if (i + 2 < n)
                v |= s[i + 2];
            sp_buf_putc(&b, tbl[(v >> 18) & 63]);
            sp_buf_putc(&b, tbl[(v >> 12) & 63]);
            sp_buf_putc(&b, i + 1 < n ? tbl[(v >> 6) & 63] : '=');
            sp_buf_putc(&b, i + 2 < n ? tbl[v & 63] : '=');
        }
    } else {
        sp_buf_puts(&b, "=?utf-8?q?");
        for (size_t i = 0; i < n; i++) {
            if (q_safe(s[i]))
                sp_buf_putc(&b, (char)s[i]);
            else if (s[i] == ' ')
                sp_buf_putc(&b, '_');
            else
                sp_buf_printf(&b, "=%02X", s[i]);
        }
    }
    sp_buf_puts(&b, "?=");
    return sp_buf_detach(&b);
}

/* Charset.header_encode_lines() for utf-8 (SHORTEST), then the _ValueFormatter.feed() non-ASCII branch. */
static void fmt_feed_encoded(formatter *f, const char *string)
{
    const unsigned char *s = (const unsigned char *)string;
    size_t n = strlen(string);
    int use_b = b_len(n) < q_len(s, n);
    const size_t extra = 5 + 7; /* len("utf-8") + RFC2047_CHROME_LEN */
    char **lines = NULL;
    size_t nl = 0;
    long maxlen = (long)f->maxlen - (long)acc_len(&f->cur) - (long)extra;
    size_t start = 0, i = 0;
    lines = malloc((n + 2) * sizeof *lines);
    if (!lines)
        abort();
    while (i < n) {
        size_t clen = 1;
        while (i + clen < n && (s[i + clen] & 0xc0) == 0x80)
            clen++;
        size_t end = i + clen;
        size_t enc = use_b ? b_len(end - start) : q_len(s + start, end - start);
        if ((long)enc > maxlen) {
            if (nl == 0 && start == i)
                lines[nl++] = NULL;
            else
                lines[nl++] = encode_word(s + start, i - start, use_b);
            start = i;
            maxlen = (long)f->maxlen - 1 - (long)extra;
        }
        i = end;
    }
    lines[nl++] = encode_word(s + start, n - start, use_b);
    if (lines[0])
        fmt_append_chunk(f, "", lines[0]);
    if (nl > 1) {
        fmt_newline(f);
        acc_push(&f->cur, " ", lines[nl - 1]);
        for (size_t k = 1; k + 1 < nl; k++) {
            sp_buf b = SP_BUF_INIT;
            sp_buf_putc(&b, ' ');
            sp_buf_puts(&b, lines[k]);
            fmt_add_line(f, sp_buf_detach(&b));
        }
    }
    for (size_t k = 0; k < nl; k++)
        free(lines[k]);
    free(lines);
}

static int is_ascii(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p >= 0x80)
            return 0;
    return 1;
}

/* Header(text, header_name, charset).encode() with maxlinelen 78. header_len = len(name) + 2 or 0. Text may hold
 * '\n' (an already folded inner value, as formataddr() receives from header_encode()): each line is fed as
 * Python's Header.encode() does. */
static char *header_encode_value(const char *text, size_t header_len)
{
    formatter f;
    memset(&f, 0, sizeof f);
    f.maxlen = MAXLEN;
    f.cur.initial_size = header_len;
    int ascii = is_ascii(text);
    const char *p = text;
    int nlines = 0;
    do {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        char *line = xstrndup(p, l);
        if (nlines == 0) {
            if (ascii)
                fmt_ascii_split(&f, "", line);
            else
                fmt_feed_encoded(&f, line);
        } else {
            fmt_newline(&f);
            const char *sl = line;
            while (*sl == ' ' || *sl == '\t')
                sl++;
            if (ascii) {
                char *fws = xstrndup(line, (size_t)(sl - line));
                fmt_ascii_split(&f, fws, sl);
                free(fws);
            } else {
                sp_buf b = SP_BUF_INIT;
                sp_buf_putc(&b, ' ');
                sp_buf_puts(&b, sl);
                fmt_feed_encoded(&f, sp_buf_cstr(&b));
                sp_buf_free(&b);
            }
        }
        free(line);
        nlines++;
        p = nl ? nl + 1 : NULL;
    } while (p && *p);
    if (nlines > 1)
        fmt_newline(&f);
    acc_push(&f.cur, " ", ""); /* add_transition */
    fmt_newline(&f);
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < f.n_lines; i++) {
        if (i)
            sp_buf_putc(&b, '\n');
        sp_buf_puts(&b, f.lines[i]);
        free(f.lines[i]);
    }
    free(f.lines);
    acc_reset(&f.cur);
    free(f.cur.parts);
    return sp_buf_detach(&b);
}

/* ---- addresses -------------------------------------------------------------------------------------------- */

static char *trim_dup(const char *s, size_t n)
{
    while (n && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    return xstrndup(s, n);
}

void mh_addresses(const char *value, void (*fn)(const char *name, const char *addr, void *ctx), void *ctx)
{
    const char *p = value;
    while (*p) {
        const char *start = p;
        int inq = 0, ina = 0, par = 0;
        while (*p) {
            if (inq) {
                if (*p == '\\' && p[1])
                    p++;
                else if (*p == '"')
                    inq = 0;
            } else if (*p == '"')
                inq = 1;
            else if (*p == '<')
                ina = 1;
            else if (*p == '>')
                ina = 0;
            else if (*p == '(')
                par++;
            else if (*p == ')' && par)
                par--;
            else if (*p == ',' && !ina && !par)
                break;
            p++;
        }
        char *item = trim_dup(start, (size_t)(p - start));
        if (*p == ',')
            p++;
        if (!*item) {
            free(item);
            continue;
        }
        char *lt = strrchr(item, '<');
        char *gt = lt ? strchr(lt, '>') : NULL;
        if (lt && gt) {
            char *addr = trim_dup(lt + 1, (size_t)(gt - lt - 1));
            char *name = trim_dup(item, (size_t)(lt - item));
            /* unquote "..." */
            size_t nl = strlen(name);
            if (nl >= 2 && name[0] == '"' && name[nl - 1] == '"') {
                sp_buf u = SP_BUF_INIT;
                for (size_t i = 1; i + 1 < nl; i++) {
                    if (name[i] == '\\' && i + 2 < nl)
                        i++;
                    sp_buf_putc(&u, name[i]);
                }
                free(name);
                name = sp_buf_detach(&u);
            }
            fn(name, addr, ctx);
            free(addr);
            free(name);
        } else {
            fn("", item, ctx);
        }
        free(item);
    }
}

typedef struct addr_ctx {
    sp_buf *out;
    int first;
} addr_ctx;

static void addr_one(const char *name, const char *addr, void *vctx)
{
    addr_ctx *c = vctx;
    if (!c->first)
        sp_buf_puts(c->out, ", ");
    c->first = 0;
    if (!*name) {
        sp_buf_puts(c->out, addr);
        return;
    }
    char *enc = header_encode_value(name, 0);
    /* formataddr: quote when specials appear */
    int special = strpbrk(enc, "][\\()<>@,:;\".") != NULL;
    if (special)
        sp_buf_putc(c->out, '"');
    for (const char *p = enc; *p; p++) {
        if (*p == '\\' || *p == '"')
            sp_buf_putc(c->out, '\\');
        sp_buf_putc(c->out, *p);
    }
    if (special)
        sp_buf_putc(c->out, '"');
    sp_buf_printf(c->out, " <%s>", addr);
    free(enc);
}

void mh_header(sp_buf *out, const char *name, const char *value, int is_addr)
{
    char *enc;
    size_t hl = strlen(name) + 2;
    if (is_addr) {
        sp_buf joined = SP_BUF_INIT;
        addr_ctx c = {&joined, 1};
        mh_addresses(value, addr_one, &c);
        enc = header_encode_value(sp_buf_cstr(&joined), hl);
        sp_buf_free(&joined);
    } else {
        enc = header_encode_value(value, hl);
    }
    sp_buf_printf(out, "%s: %s\n", name, enc);
    free(enc);
}

/* ---- MT19937 as CPython's _randommodule.c ---------------------------------------------------------------- */

static void mt_init_genrand(mh_mt *m, uint32_t s)
{
    m->mt[0] = s;
    for (int i = 1; i < 624; i++)
        m->mt[i] = 1812433253u * (m->mt[i - 1] ^ (m->mt[i - 1] >> 30)) + (uint32_t)i;
    m->index = 624;
}

void mh_mt_seed(mh_mt *m, unsigned long seed)
{
    uint32_t key[2];
    int key_length = 0;
    unsigned long long v = seed;
    do {
        key[key_length++] = (uint32_t)(v & 0xffffffffu);
        v >>= 32;
    } while (v && key_length < 2);
    mt_init_genrand(m, 19650218u);
    int i = 1, j = 0;
    int k = 624 > key_length ? 624 : key_length;
    for (; k; k--) {
        m->mt[i] = (m->mt[i] ^ ((m->mt[i - 1] ^ (m->mt[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= 624) {
            m->mt[0] = m->mt[623];
            i = 1;
        }
        if (j >= key_length)
            j = 0;
    }
    for (k = 623; k; k--) {
        m->mt[i] = (m->mt[i] ^ ((m->mt[i - 1] ^ (m->mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= 624) {
            m->mt[0] = m->mt[623];
            i = 1;
        }
    }
    m->mt[0] = 0x80000000u;
    m->index = 624;
}

uint32_t mh_mt_next(mh_mt *m)
{
    static const uint32_t mag01[2] = {0x0u, 0x9908b0dfu};
    uint32_t y;
    if (m->index >= 624) {
        int kk;
        for (kk = 0; kk < 624 - 397; kk++) {
            y = (m->mt[kk] & 0x80000000u) | (m->mt[kk + 1] & 0x7fffffffu);
            m->mt[kk] = m->mt[kk + 397] ^ (y >> 1) ^ mag01[y & 1u];
        }
        for (; kk < 623; kk++) {
            y = (m->mt[kk] & 0x80000000u) | (m->mt[kk + 1] & 0x7fffffffu);
            m->mt[kk] = m->mt[kk + (397 - 624)] ^ (y >> 1) ^ mag01[y & 1u];
        }
        y = (m->mt[623] & 0x80000000u) | (m->mt[0] & 0x7fffffffu);
        m->mt[623] = m->mt[396] ^ (y >> 1) ^ mag01[y & 1u];
        m->index = 0;
    }
    y = m->mt[m->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
}
