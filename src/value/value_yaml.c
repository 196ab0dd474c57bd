/* YAML loading (include/sitepub/value.h sp_yaml_load) as Jekyll 4.3 reads YAML: Psych.safe_load(yaml,
 * permitted_classes: [Date, Time], aliases: true) on Ruby 3.1 / Psych 4.0.
 *
 * libyaml's event parser gives the node structure; the scalar rules copy Psych::ScalarScanner#tokenize and
 * Psych::Visitors::ToRuby#deserialize (YAML 1.1 flavoured, including Psych's own quirks: "18:30" is
 * 18*3600+30*60, "1.0e5" and "0o17" are strings, "1,000" is 1000, a `<<` merge with a later key overriding ...).
 * The expected values in tests/unit/test_yaml.c were printed by Ruby. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "sitepub/date.h"
#include "sitepub/value.h"

/* Limits against hostile documents. */
#define YAML_MAX_DEPTH 1000
#define YAML_NODE_BUDGET 10000000ull /* nodes after alias expansion and merge copies (plus the input length) */

enum node_kind { NK_SCALAR, NK_SEQ, NK_MAP, NK_ALIAS };

typedef struct anchor {
    const char *name;
    sp_value v;
    enum node_kind kind;
    uint64_t size;
    bool done;
} anchor;

typedef struct frame {
    enum node_kind kind;
    sp_value v;
    uint64_t size;
    int anchor_idx; /* -1 when none */
    /* mappings: the pending key */
    bool have_key;
    sp_value key;
    bool key_str_tagged;
    int line, column;
} frame;

typedef struct yctx {
    sp_arena *a;
    const char *name;
    int line_offset;
    const char *bytes; /* the input, for the line and column of a reader error */
    size_t len;
    sp_error *err;
    frame *stack;
    size_t depth, stack_cap;
    anchor *anchors;
    size_t nanchors, anchors_cap;
    uint64_t budget, budget_max;
    bool have_root;
    sp_value root;
} yctx;

/* Jekyll reads YAML with Psych.safe_load(permitted_classes: [Date, Time]): other tags are refused. */
#define SAFE_LOAD_ADVICE " (Jekyll loads YAML safely: remove the !tag, or quote the value to keep it a string)"

static int yerr(yctx *c, yaml_mark_t m, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int yerr(yctx *c, yaml_mark_t m, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sp_error_setv(c->err, SP_ERR_INPUT, c->name, (int)m.line + 1 + c->line_offset, (int)m.column + 1, fmt, ap);
    va_end(ap);
    return -1;
}

static int spend(yctx *c, uint64_t n, yaml_mark_t m)
{
    c->budget += n;
    if (n > c->budget_max || c->budget > c->budget_max)
        return yerr(c, m, "YAML document expands to more than %llu nodes through aliases and merge keys "
                          "(an alias bomb?); simplify the anchors",
                    (unsigned long long)c->budget_max);
    return 0;
}

/* ---- scalar resolution (Psych::ScalarScanner#tokenize) ---- */

static bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

static bool ieq(const char *s, size_t n, const char *word)
{
    size_t wl = strlen(word);
    if (n != wl)
        return false;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        if (ch >= 'A' && ch <= 'Z')
            ch = (char)(ch - 'A' + 'a');
        if (ch != word[i])
            return false;
    }
    return true;
}

/* Ruby's [[:alpha:]_\s!@#$%\^&*(){}<>|/\\~;=] (bytes >= 0x80 count as letters: they are UTF-8 text). */
static bool str_class(unsigned char ch)
{
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch >= 0x80)
        return true;
    return strchr("_ \t\n\v\f\r!@#$%^&*(){}<>|/\\~;=", ch) != NULL && ch != 0;
}

/* Does the string look like text: /^[^\d.:-]?[[:alpha:]_\s!@#...]+/ or contain a newline? */
static bool looks_like_string(const char *s, size_t n)
{
    if (memchr(s, '\n', n))
        return true;
    if (n == 0)
        return false;
    unsigned char c0 = (unsigned char)s[0];
    if (str_class(c0))
        return true;
    if (is_digit((char)c0) || c0 == '.' || c0 == ':' || c0 == '-')
        return false;
    /* the optional first character is one UTF-8 character */
    size_t k = 1;
    if (c0 >= 0xC0)
        while (k < n && ((unsigned char)s[k] & 0xC0) == 0x80)
            k++;
    return k < n && str_class((unsigned char)s[k]);
}

/* Ruby String#to_i (base 10): optional sign, digits with single underscores between them. Saturates. */
static bool ruby_to_i(const char *s, size_t n, int64_t *out)
{
    size_t i = 0;
    bool neg = false;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    __int128 v = 0;
    bool over = false;
    while (i < n) {
        if (is_digit(s[i])) {
            v = v * 10 + (s[i] - '0');
            if (v > ((__int128)1 << 64))
                over = true, v = (__int128)1 << 64;
            i++;
        } else if (s[i] == '_' && i > 0 && is_digit(s[i - 1]) && i + 1 < n && is_digit(s[i + 1])) {
            i++;
        } else {
            break;
        }
    }
    if (neg)
        v = -v;
    if (over || v > INT64_MAX || v < INT64_MIN)
        return false;
    *out = (int64_t)v;
    return true;
}

/* Ruby String#to_f: the longest numeric prefix, underscores between digits ignored. */
static double ruby_to_f(const char *s, size_t n)
{
    char tmp[128];
    size_t j = 0;
    for (size_t i = 0; i < n && j + 1 < sizeof tmp; i++) {
        if (s[i] == '_' && i > 0 && is_digit(s[i - 1]) && i + 1 < n && is_digit(s[i + 1]))
            continue;
        tmp[j++] = s[i];
    }
    tmp[j] = 0;
    return strtod(tmp, NULL);
}

/* Ruby Integer(str) on the cleaned text of Psych's INTEGER forms: sign, then 0b.., 0x.., 0[0-7].., or
 * decimal. Sets *is_float when the value needs a bignum (it is then given as the nearest double). Returns
 * false when Ruby raises ("0x", "0b"). */
static bool ruby_integer(const char *s, size_t n, int64_t *iv, double *fv, bool *is_float)
{
    size_t i = 0;
    bool neg = false;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    int base = 10;
    if (n - i >= 2 && s[i] == '0' && (s[i + 1] == 'b' || s[i + 1] == 'B')) {
        base = 2;
        i += 2;
    } else if (n - i >= 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        base = 16;
        i += 2;
    } else if (n - i >= 2 && s[i] == '0') {
        base = 8;
        i += 1;
    }
    if (i >= n)
        return false;
    unsigned __int128 v = 0;
    double d = 0;
    bool big = false;
    for (; i < n; i++) {
        int dv;
        char ch = s[i];
        if (ch >= '0' && ch <= '9')
            dv = ch - '0';
        else if (ch >= 'a' && ch <= 'f')
            dv = ch - 'a' + 10;
        else if (ch >= 'A' && ch <= 'F')
            dv = ch - 'A' + 10;
        else
            return false;
        if (dv >= base)
            return false;
        d = d * base + dv;
        if (!big) {
            v = v * (unsigned)base + (unsigned)dv;
            if (v > (unsigned __int128)INT64_MAX + 1)
                big = true;
        }
    }
    if (big || (!neg && v > (unsigned __int128)INT64_MAX)) {
        *is_float = true;
        *fv = neg ? -d : d;
        return true;
    }
    *is_float = false;
    *iv = neg ? (int64_t)(-(__int128)v) : (int64_t)v;
    return true;
}

/* Psych INTEGER: /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/ */
static bool match_integer(const char *s, size_t n)
{
    size_t i = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        i++;
    if (i >= n)
        return false;
    const char *p = s + i;
    size_t m = n - i;
    if (m > 2 && p[0] == '0' && p[1] == 'b') {
        for (size_t k = 2; k < m; k++)
            if (!strchr("01_,", p[k]))
                return false;
        return true;
    }
    if (m > 2 && p[0] == '0' && p[1] == 'x') {
        for (size_t k = 2; k < m; k++)
            if (!(is_digit(p[k]) || (p[k] >= 'a' && p[k] <= 'f') || (p[k] >= 'A' && p[k] <= 'F') || p[k] == '_' ||
                  p[k] == ','))
                return false;
        return true;
    }
    if (m >= 2 && p[0] == '0') {
        for (size_t k = 1; k < m; k++)
            if (!((p[k] >= '0' && p[k] <= '7') || p[k] == '_' || p[k] == ','))
                return false;
        return true;
    }
    if (m == 1 && p[0] == '0')
        return true;
    if (!(p[0] >= '1' && p[0] <= '9'))
        return false;
    for (size_t k = 1; k < m;) {
        if (is_digit(p[k])) {
            k++;
        } else if ((p[k] == ',' || p[k] == '_') && k + 1 < m && is_digit(p[k + 1])) {
            k += 2;
        } else {
            return false;
        }
    }
    return true;
}

/* Psych FLOAT: /^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$/ */
static bool match_float(const char *s, size_t n)
{
    size_t i = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        i++;
    if (i < n && is_digit(s[i])) {
        i++;
        while (i < n && (is_digit(s[i]) || s[i] == '_' || s[i] == ','))
            i++;
    }
    if (i >= n || s[i] != '.')
        return false;
    i++;
    while (i < n && is_digit(s[i]))
        i++;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i >= n || (s[i] != '+' && s[i] != '-'))
            return false;
        i++;
        if (i >= n || !is_digit(s[i]))
            return false;
        while (i < n && is_digit(s[i]))
            i++;
    }
    return i == n;
}

/* Ruby Float(str) for the strings Psych hands it: digits, one '.', exponent; underscores between digits.
 * Returns false when Ruby raises. */
static bool ruby_float_strict(const char *s, size_t n, double *out)
{
    char tmp[512];
    if (n == 0 || n >= sizeof tmp)
        return false;
    size_t j = 0;
    bool digit = false;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        if (ch == '_') {
            if (!(i > 0 && is_digit(s[i - 1]) && i + 1 < n && is_digit(s[i + 1])))
                return false;
            continue;
        }
        if (is_digit(ch))
            digit = true;
        else if (!strchr("+-.eE", ch))
            return false;
        tmp[j++] = ch;
    }
    tmp[j] = 0;
    if (!digit)
        return false;
    /* Ruby wants digits on both sides of '.' and a digit before an exponent */
    for (size_t i = 0; i < j; i++) {
        if (tmp[i] == '.' && (i == 0 || !is_digit(tmp[i - 1]) || !is_digit(tmp[i + 1])))
            return false;
        if ((tmp[i] == 'e' || tmp[i] == 'E') && (i == 0 || !is_digit(tmp[i - 1])))
            return false;
    }
    char *end;
    errno = 0;
    double d = strtod(tmp, &end);
    if (*end != 0 || end == tmp)
        return false;
    *out = d;
    return true;
}

/* Psych FLOAT conversion: Float(string.gsub(/[,_]|\.([Ee]|$)/, '\1')). */
static bool psych_float(const char *s, size_t n, double *out)
{
    char tmp[512];
    size_t j = 0;
    if (n >= sizeof tmp)
        return false;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == ',' || s[i] == '_')
            continue;
        if (s[i] == '.' && (i + 1 == n || s[i + 1] == 'e' || s[i + 1] == 'E'))
            continue;
        tmp[j++] = s[i];
    }
    tmp[j] = 0;
    /* Float() accepts ".5" and "-.5" (a leading dot); give strtod the same */
    bool digit = false;
    for (size_t i = 0; i < j; i++) {
        if (tmp[i] == 'e' || tmp[i] == 'E')
            break;
        if (is_digit(tmp[i]))
            digit = true;
    }
    if (!digit)
        return false;
    char *end;
    double d = strtod(tmp, &end);
    if (*end != 0)
        return false;
    *out = d;
    return true;
}

/* Base 60: /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$/ (int) or with a trailing \.[0-9_]* (float). Returns 0 no
 * match, 1 integer form, 2 float form. */
static int match_base60(const char *s, size_t n)
{
    size_t i = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        i++;
    if (i >= n || !is_digit(s[i]))
        return 0;
    i++;
    while (i < n && (is_digit(s[i]) || s[i] == '_'))
        i++;
    int groups = 0;
    while (i < n && s[i] == ':') {
        i++;
        size_t st = i;
        while (i < n && is_digit(s[i]) && i - st < 2)
            i++;
        size_t len = i - st;
        if (len == 0 || (len == 2 && s[st] > '5'))
            return 0;
        groups++;
    }
    if (groups < 1 || groups > 2)
        return 0;
    if (i == n)
        return 1;
    if (s[i] != '.')
        return 0;
    for (i++; i < n; i++)
        if (!is_digit(s[i]) && s[i] != '_')
            return 0;
    return 2;
}

static bool parse_uint(const char *s, size_t n, int64_t *out)
{
    int64_t v = 0;
    if (n == 0 || n > 15)
        return false;
    for (size_t i = 0; i < n; i++) {
        if (!is_digit(s[i]))
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

static bool leap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int mdays(int64_t y, int m)
{
    static const int d[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && leap(y) ? 29 : d[m - 1];
}

/* Psych's date form /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/ read with Date.strptime('%Y-%m-%d').
 * Returns 0 not a date form, 1 a valid date (*days set), 2 the form but an invalid date (a string). */
static int match_date(const char *s, size_t n, int64_t *days)
{
    if (n < 8 || n > 10)
        return 0;
    for (int i = 0; i < 4; i++)
        if (!is_digit(s[i]))
            return 0;
    if (s[4] != '-')
        return 0;
    const char *dash = memchr(s + 5, '-', n - 5);
    if (!dash)
        return 0;
    size_t ml = (size_t)(dash - (s + 5)), dl = n - (size_t)(dash + 1 - s);
    int64_t y, m, d;
    if (ml < 1 || ml > 2 || dl < 1 || dl > 2 || !parse_uint(s, 4, &y) || !parse_uint(s + 5, ml, &m) ||
        !parse_uint(dash + 1, dl, &d))
        return 0;
    if (m > 12 || d > 31)
        return 0;
    if (m < 1 || d < 1 || d > mdays(y, (int)m))
        return 2;
    *days = sp_days_from_civil(y, (int)m, (int)d);
    return 1;
}

/* Psych TIME: /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/
 * then parse_time. Returns 0 not the form, 1 a time (*out), 2 the form but Ruby raises ArgumentError (a
 * string). */
static int match_time(const char *s, size_t n, sp_time *out, bool *utc)
{
    size_t i = 0;
    bool yneg = false;
    if (i < n && s[i] == '-')
        yneg = true, i++;
#define DIGITS(minc, maxc, var)                                                                                       \
    do {                                                                                                              \
        size_t st_ = i;                                                                                               \
        while (i < n && is_digit(s[i]) && i - st_ < (maxc))                                                           \
            i++;                                                                                                      \
        if (i - st_ < (minc))                                                                                         \
            return 0;                                                                                                 \
        parse_uint(s + st_, i - st_, &(var));                                                                         \
    } while (0)
    int64_t y = 0, mo = 0, d = 0, h = 0, mi = 0, se = 0;
    DIGITS(4, 4, y);
    if (i >= n || s[i] != '-')
        return 0;
    i++;
    DIGITS(1, 2, mo);
    if (i >= n || s[i] != '-')
        return 0;
    i++;
    DIGITS(1, 2, d);
    if (i < n && (s[i] == 'T' || s[i] == 't')) {
        i++;
    } else {
        size_t st = i;
        while (i < n && strchr(" \t\r\n\f\v", s[i]) && s[i])
            i++;
        if (i == st)
            return 0;
    }
    DIGITS(1, 2, h);
    if (i >= n || s[i] != ':')
        return 0;
    i++;
    DIGITS(2, 2, mi);
    if (i >= n || s[i] != ':')
        return 0;
    i++;
    DIGITS(2, 2, se);
#undef DIGITS
    int64_t nsec = 0;
    if (i < n && s[i] == '.') {
        i++;
        int k = 0;
        while (i < n && is_digit(s[i])) {
            if (k < 9)
                nsec = nsec * 10 + (s[i] - '0'), k++;
            i++;
        }
        while (k < 9)
            nsec *= 10, k++;
    }
    /* zone */
    int tzkind = 0; /* 0 none, 1 Z, 2 offset */
    int64_t off = 0;
    size_t ws = i;
    while (i < n && strchr(" \t\r\n\f\v", s[i]) && s[i])
        i++;
    if (i < n && s[i] == 'Z') {
        tzkind = 1;
        i++;
    } else if (i < n && (s[i] == '+' || s[i] == '-')) {
        bool neg = s[i] == '-';
        i++;
        /* [-+]\d{1,2}:?(?:\d\d)? : 1-4 digits without a colon; 1-2, a colon and 0 or 2 with one */
        size_t st = i;
        while (i < n && is_digit(s[i]) && i - st < 4)
            i++;
        size_t hd = i - st, ms = i, md = 0;
        bool colon = false;
        if (hd == 0)
            return 0;
        if (hd <= 2 && i < n && s[i] == ':') {
            colon = true;
            i++;
            ms = i;
            while (i < n && is_digit(s[i]) && i - ms < 2)
                i++;
            md = i - ms;
            if (md == 1)
                return 0;
        } else if (hd > 2) {
            /* no colon: the digits after the first two (or the first one) are minutes */
            md = 0;
        }
        /* parse_time: md[3] = sign + \d+ + (:\d\d)?; then /^([+\-]?\d{1,2})\:?(\d{1,2})?$/ */
        char digs[8];
        size_t nd = 0;
        for (size_t k = st; k < st + hd; k++)
            digs[nd++] = s[k];
        size_t hlen, mlen;
        const char *mins;
        if (colon && md == 2) {
            hlen = hd;
            mins = s + ms;
            mlen = 2;
        } else if (colon) {
            hlen = hd; /* "+7:" : md[3] is "+7" */
            mins = NULL;
            mlen = 0;
        } else {
            for (size_t k = ms; k < ms + md; k++)
                digs[nd++] = s[k];
            hlen = nd < 2 ? nd : 2;
            mins = digs + hlen;
            mlen = nd - hlen;
        }
        int64_t hh = 0, mm = 0;
        parse_uint(digs, hlen, &hh);
        if (mlen)
            parse_uint(mins, mlen, &mm);
        if (neg)
            hh = -hh;
        off = hh * 3600;
        if (off < 0)
            off -= mm * 60;
        else
            off += mm * 60;
        tzkind = 2;
    } else {
        i = ws;
    }
    if (i != n)
        return 0;
    if (yneg)
        y = -y;
    /* Time.utc / Time.new argument checks */
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || se > 60)
        return 2;
    if (h == 24 && (mi != 0 || se != 0))
        return 2;
    if (tzkind == 2 && (off <= -86400 || off >= 86400))
        return 2;
    int64_t days = sp_days_from_civil(y, (int)mo, 1) + (d - 1);
    int64_t sec = days * 86400 + h * 3600 + mi * 60 + se - off;
    if (tzkind == 2) {
        *out = (sp_time){sec, (int32_t)nsec, (int32_t)off};
    } else if (tzkind == 1) {
        *out = (sp_time){sec, (int32_t)nsec, 0};
        *utc = true;
    } else {
        /* Time.at(utc seconds): shown in the local zone */
        *out = sp_time_in_zone((sp_time){sec, (int32_t)nsec, 0}, NULL);
    }
    return 1;
}

/* Resolve a plain (untagged, unquoted) scalar as Psych::ScalarScanner#tokenize. */
static int tokenize(yctx *c, const char *s, size_t n, yaml_mark_t m, sp_value *out)
{
    if (n == 0) {
        *out = sp_nil();
        return 0;
    }
    if (looks_like_string(s, n)) {
        if ((n == 1 && s[0] == '~') || ieq(s, n, "null"))
            *out = sp_nil();
        else if (ieq(s, n, "yes") || ieq(s, n, "true") || ieq(s, n, "on"))
            *out = sp_bool(true);
        else if (ieq(s, n, "no") || ieq(s, n, "false") || ieq(s, n, "off"))
            *out = sp_bool(false);
        else
            *out = sp_str(c->a, s, n);
        return 0;
    }
    sp_time t;
    bool utc = false;
    int r = match_time(s, n, &t, &utc);
    if (r == 1) {
        *out = sp_time_value(t.sec, t.nsec, t.utc_offset);
        if (utc)
            out->flags |= SP_FLAG_UTC; /* "...Z": Psych's Time.utc */
        return 0;
    }
    if (r == 2) {
        *out = sp_str(c->a, s, n);
        return 0;
    }
    int64_t days;
    r = match_date(s, n, &days);
    if (r == 1) {
        *out = sp_date_value(days * 86400, 0);
        return 0;
    }
    if (r == 2) {
        *out = sp_str(c->a, s, n);
        return 0;
    }
    if (ieq(s, n, ".inf") || ieq(s, n, "+.inf")) {
        *out = sp_float(INFINITY);
        return 0;
    }
    if (ieq(s, n, "-.inf")) {
        *out = sp_float(-INFINITY);
        return 0;
    }
    if (ieq(s, n, ".nan")) {
        *out = sp_float(NAN);
        return 0;
    }
    if (n >= 2 && s[0] == ':')
        return yerr(c, m, "Tried to load unspecified class: Symbol (the scalar '%.*s' is a Ruby symbol; quote it)",
                    (int)(n > 200 ? 200 : n), s);
    int b60 = match_base60(s, n);
    if (b60 == 1) {
        /* only the first part can be long ("1_0:30"); the others are at most two digits */
        __int128 acc = 0;
        double dacc = 0;
        bool exact = true;
        size_t st = 0;
        int e = 0;
        for (size_t k = 0; k <= n; k++) {
            if (k == n || s[k] == ':') {
                int p = e - 2 < 0 ? 2 - e : e - 2;
                int mult = p == 2 ? 3600 : p == 1 ? 60 : 1;
                int64_t part = 0;
                if (ruby_to_i(s + st, k - st, &part))
                    acc += (__int128)part * mult;
                else
                    exact = false;
                dacc += ruby_to_f(s + st, k - st) * mult;
                e++;
                st = k + 1;
            }
        }
        if (exact && acc >= INT64_MIN && acc <= INT64_MAX) {
            *out = sp_int((int64_t)acc);
        } else if (exact) {
            /* a bignum in Ruby: kept as its decimal digits, which is what Ruby prints */
            char digits[48];
            size_t nd = 0;
            bool neg = acc < 0;
            unsigned __int128 u = neg ? -(unsigned __int128)acc : (unsigned __int128)acc;
            do {
                digits[nd++] = (char)('0' + (int)(u % 10));
                u /= 10;
            } while (u);
            char txt[50];
            size_t tl = 0;
            if (neg)
                txt[tl++] = '-';
            while (nd)
                txt[tl++] = digits[--nd];
            *out = sp_str(c->a, txt, tl);
        } else {
            *out = sp_float(dacc);
        }
        return 0;
    }
    if (b60 == 2) {
        double acc = 0;
        size_t st = 0;
        int e = 0;
        for (size_t k = 0; k <= n; k++) {
            if (k == n || s[k] == ':') {
                int p = e - 2 < 0 ? 2 - e : e - 2;
                acc += ruby_to_f(s + st, k - st) * (p == 2 ? 3600 : p == 1 ? 60 : 1);
                e++;
                st = k + 1;
            }
        }
        *out = sp_float(acc);
        return 0;
    }
    if (match_float(s, n)) {
        size_t k = (s[0] == '+' || s[0] == '-') ? 1 : 0;
        if (n - k == 1 && s[k] == '.') {
            *out = sp_str(c->a, s, n);
            return 0;
        }
        double d;
        if (!psych_float(s, n, &d))
            return yerr(c, m, "invalid value for Float(): \"%.*s\"", (int)(n > 200 ? 200 : n), s);
        *out = sp_float(d);
        return 0;
    }
    if (match_integer(s, n)) {
        char tmp[256];
        size_t j = 0;
        for (size_t k = 0; k < n && j + 1 < sizeof tmp; k++)
            if (s[k] != ',' && s[k] != '_')
                tmp[j++] = s[k];
        int64_t iv = 0;
        double fv = 0;
        bool isf = false;
        if (n >= sizeof tmp || !ruby_integer(tmp, j, &iv, &fv, &isf))
            return yerr(c, m, "invalid value for Integer(): \"%.*s\"", (int)j, tmp);
        if (isf && (tmp[tmp[0] == '+' || tmp[0] == '-'] != '0')) {
            /* a decimal bignum: kept as its digits, which is what Ruby prints for the Integer */
            size_t k = tmp[0] == '+' ? 1 : 0;
            *out = sp_str(c->a, tmp + k, j - k);
            return 0;
        }
        *out = isf ? sp_float(fv) : sp_int(iv);
        return 0;
    }
    *out = sp_str(c->a, s, n);
    return 0;
}

/* Ruby's String#unpack('m'): lenient base64. */
static sp_value base64_decode(sp_arena *a, const char *s, size_t n)
{
    char *o = sp_arena_alloc(a, n / 4 * 3 + 4);
    size_t j = 0;
    unsigned acc = 0;
    int bits = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        int v;
        if (ch >= 'A' && ch <= 'Z')
            v = ch - 'A';
        else if (ch >= 'a' && ch <= 'z')
            v = ch - 'a' + 26;
        else if (ch >= '0' && ch <= '9')
            v = ch - '0' + 52;
        else if (ch == '+')
            v = 62;
        else if (ch == '/')
            v = 63;
        else if (ch == '=')
            break;
        else
            continue;
        acc = (acc << 6) | (unsigned)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            o[j++] = (char)((acc >> bits) & 0xFF);
        }
    }
    o[j] = 0;
    sp_value v = sp_str_ref(o, j);
    return v;
}

static bool tag_is(const char *tag, const char *a) { return tag && strcmp(tag, a) == 0; }
static bool tag_prefix(const char *tag, const char *p) { return tag && strncmp(tag, p, strlen(p)) == 0; }

/* The class a Ruby-specific tag would make Psych load (and safe_load refuse). */
static const char *disallowed_class(const char *tag, bool mapping)
{
    if (!tag)
        return NULL;
    if (tag_prefix(tag, "!ruby/sym"))
        return "Symbol";
    if (tag_is(tag, "!ruby/regexp"))
        return "Regexp";
    if (tag_is(tag, "!ruby/range"))
        return "Range";
    if (tag_is(tag, "!ruby/object:Hash") && mapping)
        return NULL;
    if (tag_prefix(tag, "!ruby/object:"))
        return tag + strlen("!ruby/object:");
    if (tag_is(tag, "!ruby/object"))
        return "Object";
    if (tag_prefix(tag, "!ruby/struct"))
        return "Struct";
    if (tag_prefix(tag, "!ruby/exception"))
        return "Exception";
    if (tag_prefix(tag, "!ruby/marshalable:"))
        return tag + strlen("!ruby/marshalable:");
    if (tag_prefix(tag, "!ruby/hash:"))
        return tag + strlen("!ruby/hash:");
    if (tag_prefix(tag, "!ruby/array:"))
        return tag + strlen("!ruby/array:");
    if (tag_prefix(tag, "!ruby/string:"))
        return tag + strlen("!ruby/string:");
    if (tag_prefix(tag, "!str:"))
        return tag + strlen("!str:");
    if (tag_prefix(tag, "!map:"))
        return tag + strlen("!map:");
    if (tag_prefix(tag, "!seq:"))
        return tag + strlen("!seq:");
    if (tag_is(tag, "!ruby/class") || tag_is(tag, "!ruby/module"))
        return "Class";
    if (tag_is(tag, "!set") || tag_is(tag, "tag:yaml.org,2002:set"))
        return "Psych::Set";
    if (tag_is(tag, "!omap") || tag_is(tag, "tag:yaml.org,2002:omap"))
        return "Psych::Omap";
    if (tag_is(tag, "!ruby/encoding"))
        return "Encoding";
    if (tag_prefix(tag, "!ruby/hash-with-ivars"))
        return "Hash";
    return NULL;
}

/* A scalar event as ToRuby#deserialize. */
static int scalar_value(yctx *c, yaml_event_t *ev, sp_value *out)
{
    const char *s = (const char *)ev->data.scalar.value;
    size_t n = ev->data.scalar.length;
    const char *tag = (const char *)ev->data.scalar.tag;
    if (ev->data.scalar.quoted_implicit) {
        *out = sp_str(c->a, s, n);
        return 0;
    }
    if (!tag || tag_is(tag, "!"))
        return tokenize(c, s, n, ev->start_mark, out);
    if (tag_is(tag, "tag:yaml.org,2002:str") || tag_is(tag, "!str") || tag_is(tag, "!ruby/string")) {
        *out = sp_str(c->a, s, n);
        return 0;
    }
    if (tag_is(tag, "!binary") || tag_is(tag, "tag:yaml.org,2002:binary")) {
        *out = base64_decode(c->a, s, n);
        return 0;
    }
    const char *cls = disallowed_class(tag, false);
    if (cls)
        return yerr(c, ev->start_mark, "Tried to load unspecified class: %s" SAFE_LOAD_ADVICE, cls);
    if (tag_is(tag, "tag:yaml.org,2002:float") || tag_is(tag, "!float")) {
        sp_value t;
        if (tokenize(c, s, n, ev->start_mark, &t) != 0)
            return -1;
        double d;
        switch (t.type) {
        case SP_INT: *out = sp_float((double)t.u.i); return 0;
        case SP_FLOAT: *out = t; return 0;
        case SP_STRING:
            if (ruby_float_strict(s, n, &d)) {
                *out = sp_float(d);
                return 0;
            }
            return yerr(c, ev->start_mark, "invalid value for Float(): \"%.*s\"", (int)(n > 200 ? 200 : n), s);
        default:
            return yerr(c, ev->start_mark, "can't convert %s into Float",
                        t.type == SP_NIL ? "nil" : t.type == SP_BOOL ? (t.u.b ? "true" : "false") : sp_type_name(t));
        }
    }
    return tokenize(c, s, n, ev->start_mark, out);
}

/* ---- building ---- */

static int anchor_add(yctx *c, const char *name, sp_value v, enum node_kind kind, bool done, uint64_t size)
{
    if (c->nanchors == c->anchors_cap) {
        size_t nc = c->anchors_cap ? c->anchors_cap * 2 : 16;
        anchor *na = realloc(c->anchors, nc * sizeof *na);
        if (!na)
            abort();
        c->anchors = na;
        c->anchors_cap = nc;
    }
    c->anchors[c->nanchors] = (anchor){sp_arena_strdup(c->a, name), v, kind, size, done};
    return (int)c->nanchors++;
}

static anchor *anchor_find(yctx *c, const char *name)
{
    for (size_t i = c->nanchors; i-- > 0;)
        if (strcmp(c->anchors[i].name, name) == 0)
            return &c->anchors[i];
    return NULL;
}

/* A key as the string Ruby's to_s gives (arrays and hashes: inspect). */
static void key_string(yctx *c, sp_value k, const char **ks, size_t *kl)
{
    if (k.type == SP_STRING) {
        *ks = k.u.s.ptr;
        *kl = k.u.s.len;
        return;
    }
    sp_buf b = SP_BUF_INIT;
    if (k.type == SP_ARRAY || k.type == SP_HASH)
        sp_value_inspect(&b, k);
    else
        sp_value_to_s(&b, k);
    *kl = b.len;
    *ks = sp_arena_strndup(c->a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
}

static int merge_into(yctx *c, sp_value dst, sp_value src, yaml_mark_t m)
{
    size_t n = sp_hash_len(src);
    if (spend(c, n, m) != 0)
        return -1;
    for (size_t i = 0; i < n; i++) {
        const char *k;
        size_t kl;
        sp_value v;
        sp_hash_entry(src, i, &k, &kl, &v);
        sp_hash_set(dst, k, kl, v);
    }
    return 0;
}

/* Hand a finished node to its parent (or make it the root). */
static int add_node(yctx *c, sp_value v, enum node_kind kind, uint64_t size, bool str_tagged, yaml_mark_t m)
{
    if (c->depth == 0) {
        if (!c->have_root) {
            c->root = v;
            c->have_root = true;
        }
        return 0;
    }
    frame *f = &c->stack[c->depth - 1];
    f->size += size;
    if (f->size > c->budget_max)
        return spend(c, f->size, m);
    if (f->kind == NK_SEQ) {
        sp_array_push(f->v, v);
        return 0;
    }
    if (!f->have_key) {
        f->have_key = true;
        f->key = v;
        f->key_str_tagged = str_tagged;
        return 0;
    }
    f->have_key = false;
    sp_value key = f->key;
    if (key.type == SP_STRING && key.u.s.len == 2 && memcmp(key.u.s.ptr, "<<", 2) == 0 && !f->key_str_tagged) {
        /* Psych's merge key (ToRuby#revive_hash) */
        if ((kind == NK_ALIAS || kind == NK_MAP) && v.type == SP_HASH)
            return merge_into(c, f->v, v, m);
        if (kind == NK_SEQ) {
            size_t n = sp_array_len(v);
            bool all = true;
            for (size_t i = 0; i < n; i++)
                if (sp_array_get(v, (int64_t)i).type != SP_HASH)
                    all = false;
            if (all) {
                sp_value tmp = sp_hash_new(c->a, 0);
                for (size_t i = n; i-- > 0;)
                    if (merge_into(c, tmp, sp_array_get(v, (int64_t)i), m) != 0)
                        return -1;
                return merge_into(c, f->v, tmp, m);
            }
        }
        sp_hash_set(f->v, "<<", 2, v);
        return 0;
    }
    const char *ks;
    size_t kl;
    key_string(c, key, &ks, &kl);
    sp_hash_set(f->v, ks, kl, v);
    return 0;
}

static int push_frame(yctx *c, enum node_kind kind, sp_value v, const char *anchor_name, yaml_mark_t m)
{
    if (c->depth >= YAML_MAX_DEPTH)
        return yerr(c, m, "YAML nesting deeper than %d levels", YAML_MAX_DEPTH);
    if (c->depth == c->stack_cap) {
        size_t nc = c->stack_cap ? c->stack_cap * 2 : 32;
        frame *ns = realloc(c->stack, nc * sizeof *ns);
        if (!ns)
            abort();
        c->stack = ns;
        c->stack_cap = nc;
    }
    frame *f = &c->stack[c->depth++];
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->v = v;
    f->size = 1;
    f->anchor_idx = anchor_name ? anchor_add(c, anchor_name, v, kind, false, 0) : -1;
    f->line = (int)m.line;
    f->column = (int)m.column;
    return 0;
}

static int pop_frame(yctx *c, yaml_mark_t m)
{
    frame f = c->stack[--c->depth];
    if (f.kind == NK_MAP && f.have_key) {
        /* cannot happen with a well-formed event stream */
        return yerr(c, m, "YAML mapping ended after a key without a value");
    }
    if (f.anchor_idx >= 0) {
        c->anchors[f.anchor_idx].done = true;
        c->anchors[f.anchor_idx].size = f.size;
    }
    return add_node(c, f.v, f.kind, f.size, false, m);
}

/* What to do about a libyaml syntax error, appended to Psych's message (which names the problem only). */
static const char *syntax_advice(const yaml_parser_t *p)
{
    const char *problem = p->problem ? p->problem : "";
    const char *context = p->context ? p->context : "";
    if (strstr(context, "quoted scalar") && strstr(problem, "end of stream"))
        return "close the quoted string that starts there";
    if (strstr(problem, "unknown escape"))
        return "in double quotes write a backslash as \\\\, or use single quotes";
    if (strstr(context, "flow sequence"))
        return "close the [ ] list that starts there and separate its items with commas";
    if (strstr(context, "flow mapping"))
        return "close the { } mapping that starts there and separate its items with commas";
    if (strstr(problem, "tab character"))
        return "indent with spaces; YAML does not allow tabs for indentation";
    if (strstr(problem, "mapping values are not allowed"))
        return "quote a value that contains ': ', or indent a nested mapping under its key";
    if (strstr(problem, "cannot start any token"))
        return "quote a value that begins with @, `, % or another YAML indicator";
    if (strstr(context, "block mapping") || strstr(context, "block collection"))
        return "check this line's indentation against the lines above it";
    return "fix the YAML syntax there (quote values that contain ':', '#' or start with a YAML indicator)";
}

/* libyaml's error as Psych words it ("<problem> <context> at line L column C"), then what to do. */
static void parser_error(yctx *c, yaml_parser_t *p)
{
    const char *problem = p->problem ? p->problem : "YAML syntax error";
    yaml_mark_t m = p->problem_mark;
    if (p->error == YAML_READER_ERROR) {
        /* libyaml gives a byte offset only: count lines and characters (UTF-8 lead bytes) up to it */
        size_t off = p->problem_offset < c->len ? p->problem_offset : c->len;
        int line = 1, col = 1;
        for (size_t i = 0; i < off; i++) {
            unsigned char ch = (unsigned char)c->bytes[i];
            if (ch == '\n') {
                line++;
                col = 1;
            } else if ((ch & 0xC0) != 0x80) {
                col++;
            }
        }
        sp_error_set(c->err, SP_ERR_INPUT, c->name, line + c->line_offset, col,
                     "%s at line %d column %d (byte %zu); the file must be UTF-8 (or UTF-16) without NUL or other "
                     "control characters: re-save it as UTF-8 and remove the byte there",
                     problem, line + c->line_offset, col, p->problem_offset);
        return;
    }
    if (p->context)
        sp_error_set(c->err, SP_ERR_INPUT, c->name, (int)m.line + 1 + c->line_offset, (int)m.column + 1,
                     "%s %s at line %d column %d; %s", problem, p->context,
                     (int)p->context_mark.line + 1 + c->line_offset, (int)p->context_mark.column + 1,
                     syntax_advice(p));
    else /* Psych places every syntax error at libyaml's context_mark (the problem's mark for scanner errors) */
        sp_error_set(c->err, SP_ERR_INPUT, c->name, (int)m.line + 1 + c->line_offset, (int)m.column + 1,
                     "%s at line %d column %d; %s", problem, (int)p->context_mark.line + 1 + c->line_offset,
                     (int)p->context_mark.column + 1, syntax_advice(p));
}

int sp_yaml_load(sp_arena *a, const char *bytes, size_t len, const char *name, int line_offset, sp_value *out,
                 sp_error *err)
{
    bool anchored;
    return sp_yaml_load_anchored(a, bytes, len, name, line_offset, out, &anchored, err);
}

int sp_yaml_load_anchored(sp_arena *a, const char *bytes, size_t len, const char *name, int line_offset,
                          sp_value *out, bool *anchored, sp_error *err)
{
    *anchored = false;
    yctx c = {0};
    c.a = a;
    c.name = name;
    c.line_offset = line_offset;
    c.bytes = bytes;
    c.len = len;
    c.err = err;
    c.budget_max = YAML_NODE_BUDGET + len;
    *out = sp_nil();

    yaml_parser_t p;
    if (!yaml_parser_initialize(&p))
        return sp_error_set(err, SP_ERR_INTERNAL, name, 0, 0, "cannot initialise the YAML parser");
    yaml_parser_set_input_string(&p, (const unsigned char *)bytes, len);

    int rc = 0;
    bool in_doc = false, done = false;
    while (!done) {
        yaml_event_t ev;
        if (!yaml_parser_parse(&p, &ev)) {
            parser_error(&c, &p);
            rc = -1;
            break;
        }
        switch (ev.type) {
        case YAML_STREAM_END_EVENT: done = true; break;
        case YAML_DOCUMENT_START_EVENT: in_doc = true; break;
        case YAML_DOCUMENT_END_EVENT:
            /* Psych.safe_load reads the first document only */
            done = true;
            break;
        case YAML_SCALAR_EVENT: {
            sp_value v;
            if (scalar_value(&c, &ev, &v) != 0 || spend(&c, 1, ev.start_mark) != 0) {
                rc = -1;
                break;
            }
            if (ev.data.scalar.anchor)
                anchor_add(&c, (const char *)ev.data.scalar.anchor, v, NK_SCALAR, true, 1);
            const char *tag = (const char *)ev.data.scalar.tag;
            bool str_tagged = tag_is(tag, "tag:yaml.org,2002:str");
            if (add_node(&c, v, NK_SCALAR, 1, str_tagged, ev.start_mark) != 0)
                rc = -1;
            break;
        }
        case YAML_ALIAS_EVENT: {
            const char *an = (const char *)ev.data.alias.anchor;
            anchor *an_ = anchor_find(&c, an);
            if (!an_) {
                rc = yerr(&c, ev.start_mark, "Unknown alias: %s", an);
                break;
            }
            if (!an_->done) {
                rc = yerr(&c, ev.start_mark,
                          "the alias *%s refers to a node that contains it (a recursive structure)", an);
                break;
            }
            if (spend(&c, an_->size, ev.start_mark) != 0 ||
                add_node(&c, an_->v, NK_ALIAS, an_->size, false, ev.start_mark) != 0)
                rc = -1;
            break;
        }
        case YAML_SEQUENCE_START_EVENT: {
            const char *cls = disallowed_class((const char *)ev.data.sequence_start.tag, false);
            if (cls) {
                rc = yerr(&c, ev.start_mark, "Tried to load unspecified class: %s" SAFE_LOAD_ADVICE, cls);
                break;
            }
            if (spend(&c, 1, ev.start_mark) != 0 ||
                push_frame(&c, NK_SEQ, sp_array_new(a, 0), (const char *)ev.data.sequence_start.anchor,
                           ev.start_mark) != 0)
                rc = -1;
            break;
        }
        case YAML_MAPPING_START_EVENT: {
            const char *tag = (const char *)ev.data.mapping_start.tag;
            const char *cls = disallowed_class(tag, true);
            if (!cls && (tag_is(tag, "tag:yaml.org,2002:str") || tag_is(tag, "!str") ||
                         tag_is(tag, "!ruby/string")))
                cls = "String";
            if (cls) {
                rc = yerr(&c, ev.start_mark, "Tried to load unspecified class: %s" SAFE_LOAD_ADVICE, cls);
                break;
            }
            if (spend(&c, 1, ev.start_mark) != 0 ||
                push_frame(&c, NK_MAP, sp_hash_new(a, 0), (const char *)ev.data.mapping_start.anchor,
                           ev.start_mark) != 0)
                rc = -1;
            break;
        }
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            if (pop_frame(&c, ev.start_mark) != 0)
                rc = -1;
            break;
        default: break;
        }
        yaml_event_delete(&ev);
        if (rc != 0)
            break;
    }
    (void)in_doc;
    yaml_parser_delete(&p);
    free(c.stack);
    free(c.anchors);
    *anchored = c.nanchors != 0; /* an alias needs an anchor (an unknown one is an error) */
    if (rc != 0)
        return -1;
    *out = c.have_root ? c.root : sp_nil();
    return 0;
}
