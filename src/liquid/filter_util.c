/* Helpers shared by the filter tables (src/liquid/filter_util.h). */
#include "liquid/filter_util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liquid/unicode_tables.h"
#include "sitepub/textscan.h"

fu_str fu_to_s(sp_filter_call *call, sp_value v)
{
    if (v.type == SP_STRING)
        return (fu_str){v.u.s.ptr ? v.u.s.ptr : "", v.u.s.len};
    if (v.type == SP_NIL)
        return (fu_str){"", 0};
    sp_buf b = SP_BUF_INIT;
    if (v.type == SP_ARRAY)
        sp_value_inspect(&b, v); /* Array#to_s is inspect (Liquid's output joins arrays; filters do not) */
    else
        sp_value_to_s(&b, v);
    fu_str r = {sp_arena_strndup(call->arena, b.data ? b.data : "", b.len), b.len};
    sp_buf_free(&b);
    return r;
}

sp_value fu_buf_value(sp_filter_call *call, sp_buf *b)
{
    sp_value v = sp_str(call->arena, b->data ? b->data : "", b->len);
    sp_buf_free(b);
    return v;
}

/* ---- UTF-8 ---- */
size_t fu_utf8_decode(const char *s, size_t n, size_t i, uint32_t *cp, bool *valid)
{
    const unsigned char *u = (const unsigned char *)s;
    unsigned char c = u[i];
    size_t len;
    uint32_t v, min;
    if (c < 0x80) {
        if (cp)
            *cp = c;
        if (valid)
            *valid = true;
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
        len = 2, v = c & 0x1F, min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3, v = c & 0x0F, min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4, v = c & 0x07, min = 0x10000;
    } else
        goto invalid;
    if (i + len > n)
        goto invalid;
    for (size_t k = 1; k < len; k++) {
        if ((u[i + k] & 0xC0) != 0x80)
            goto invalid;
        v = (v << 6) | (u[i + k] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        goto invalid;
    if (cp)
        *cp = v;
    if (valid)
        *valid = true;
    return len;
invalid:
    if (cp)
        *cp = c;
    if (valid)
        *valid = false;
    return 1;
}

size_t fu_utf8_clen(const char *s, size_t n, size_t i) { return fu_utf8_decode(s, n, i, NULL, NULL); }

void fu_utf8_put(sp_buf *b, uint32_t cp)
{
    char t[4];
    if (cp < 0x80) {
        sp_buf_putc(b, (char)cp);
    } else if (cp < 0x800) {
        t[0] = (char)(0xC0 | (cp >> 6));
        t[1] = (char)(0x80 | (cp & 0x3F));
        sp_buf_append(b, t, 2);
    } else if (cp < 0x10000) {
        t[0] = (char)(0xE0 | (cp >> 12));
        t[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        t[2] = (char)(0x80 | (cp & 0x3F));
        sp_buf_append(b, t, 3);
    } else {
        t[0] = (char)(0xF0 | (cp >> 18));
        t[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        t[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        t[3] = (char)(0x80 | (cp & 0x3F));
        sp_buf_append(b, t, 4);
    }
}

size_t fu_utf8_len(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i += fu_utf8_clen(s, n, i))
        c++;
    return c;
}

size_t fu_utf8_offset(const char *s, size_t n, size_t ci)
{
    size_t i = 0;
    while (ci > 0 && i < n) {
        i += fu_utf8_clen(s, n, i);
        ci--;
    }
    return i;
}

bool fu_utf8_valid(const char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        bool ok;
        i += fu_utf8_decode(s, n, i, NULL, &ok);
        if (!ok)
            return false;
    }
    return true;
}

/* ---- case mapping ---- */
const sp_case_map *fu_map_find(const sp_case_map *t, size_t len, uint32_t cp);
bool fu_in_ranges(const sp_cp_range *r, size_t len, uint32_t cp)
{
    size_t lo = 0, hi = len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (cp < r[mid].first)
            hi = mid;
        else if (cp > r[mid].last)
            lo = mid + 1;
        else
            return true;
    }
    return false;
}

const sp_case_map *fu_map_find(const sp_case_map *t, size_t len, uint32_t cp)
{
    size_t lo = 0, hi = len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (t[mid].cp == cp)
            return &t[mid];
        if (t[mid].cp < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static void case_map(sp_buf *out, const char *s, size_t n, size_t from, const sp_case_map *t, size_t tlen)
{
    for (size_t i = from; i < n;) {
        uint32_t cp;
        bool ok;
        size_t l = fu_utf8_decode(s, n, i, &cp, &ok);
        const sp_case_map *m = ok ? fu_map_find(t, tlen, cp) : NULL;
        if (m)
            sp_buf_append(out, m->s, m->len);
        else
            sp_buf_append(out, s + i, l);
        i += l;
    }
}

void fu_upcase(sp_buf *out, const char *s, size_t n) { case_map(out, s, n, 0, sp_case_upper, sp_case_upper_len); }
void fu_downcase(sp_buf *out, const char *s, size_t n) { case_map(out, s, n, 0, sp_case_lower, sp_case_lower_len); }

void fu_capitalize(sp_buf *out, const char *s, size_t n)
{
    if (n == 0)
        return;
    size_t l = fu_utf8_clen(s, n, 0);
    case_map(out, s, l, 0, sp_case_title, sp_case_title_len);
    case_map(out, s, n, l, sp_case_lower, sp_case_lower_len);
}

/* ---- numbers ---- */
#define DEC_MAX_DIGITS 36

static fu_num num_int(int64_t i) { return (fu_num){.kind = FU_INT, .i = i}; }
static fu_num num_flt(double f) { return (fu_num){.kind = FU_FLT, .f = f}; }

/* An Integer of 128 bits as Ruby keeps it: a Fixnum when it fits 64 bits, else a Bignum */
static fu_num num_i128(__int128 v)
{
    if (v >= INT64_MIN && v <= INT64_MAX)
        return num_int((int64_t)v);
    return (fu_num){.kind = FU_BIG, .m = v};
}

static fu_num num_dec(__int128 m, int e)
{
    while (m != 0 && m % 10 == 0) {
        m /= 10;
        e++;
    }
    if (m == 0)
        e = 0;
    return (fu_num){.kind = FU_DEC, .m = m, .e = e};
}

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

/* Parse [-]digits[.digits][e[+-]digits] (already validated loosely). */
static fu_num dec_parse(const char *s, size_t n)
{
    size_t i = 0;
    bool neg = false;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    __int128 m = 0;
    int e = 0, digits = 0;
    bool point = false;
    for (; i < n; i++) {
        char c = s[i];
        if (c == '.') {
            point = true;
            continue;
        }
        if (c < '0' || c > '9')
            break;
        if (digits < DEC_MAX_DIGITS) {
            if (m != 0 || c != '0')
                digits++;
            m = m * 10 + (c - '0');
            if (point)
                e--;
        } else if (!point)
            e++;
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        bool eneg = false;
        if (i < n && (s[i] == '-' || s[i] == '+'))
            eneg = s[i++] == '-';
        int x = 0;
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
            if (x < 100000)
                x = x * 10 + (s[i] - '0');
        e += eneg ? -x : x;
    }
    fu_num r = num_dec(neg ? -m : m, e);
    r.neg0 = neg && m == 0;
    return r;
}

int64_t fu_str_to_i(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && is_ws(s[i]))
        i++;
    bool neg = false;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    uint64_t v = 0;
    bool any = false;
    for (; i < n; i++) {
        if (s[i] >= '0' && s[i] <= '9') {
            any = true;
            if (v < (UINT64_MAX - 9) / 10)
                v = v * 10 + (uint64_t)(s[i] - '0');
        } else if (s[i] == '_' && any && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '9') {
            continue;
        } else
            break;
    }
    if (v > (uint64_t)INT64_MAX)
        return neg ? INT64_MIN : INT64_MAX;
    return neg ? -(int64_t)v : (int64_t)v;
}

static bool is_decimal_string(const char *s, size_t n)
{
    /* /\A-?\d+\.\d+\z/ */
    size_t i = 0, d1 = 0, d2 = 0;
    if (i < n && s[i] == '-')
        i++;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++, d1++;
    if (i >= n || s[i] != '.')
        return false;
    i++;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++, d2++;
    return d1 && d2 && i == n;
}

/* String#to_i as a 128-bit Integer (a Float beyond that, as the nearest Ruby could print is lost anyway) */
static fu_num str_to_big(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && is_ws(s[i]))
        i++;
    bool neg = false;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    __int128 v = 0;
    double f = 0;
    bool big = false, any = false;
    for (; i < n; i++) {
        if (s[i] >= '0' && s[i] <= '9') {
            int d = s[i] - '0';
            any = true;
            f = f * 10 + d;
            if (!big && (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, d, &v)))
                big = true;
        } else if (s[i] == '_' && any && i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '9')
            continue;
        else
            break;
    }
    if (big)
        return num_flt(neg ? -f : f);
    return num_i128(neg ? -v : v);
}

fu_num fu_to_number(sp_value v)
{
    switch (v.type) {
    case SP_INT: return num_int(v.u.i);
    case SP_FLOAT: {
        if (!isfinite(v.u.f))
            return num_flt(v.u.f);
        sp_buf b = SP_BUF_INIT;
        sp_float_to_s(&b, v.u.f);
        fu_num r = dec_parse(b.data, b.len);
        sp_buf_free(&b);
        return r;
    }
    case SP_STRING: {
        const char *s = v.u.s.ptr;
        size_t n = v.u.s.len, a = 0;
        while (a < n && (is_ws(s[a]) || s[a] == '\0'))
            a++;
        while (n > a && (is_ws(s[n - 1]) || s[n - 1] == '\0'))
            n--;
        if (is_decimal_string(s + a, n - a))
            return dec_parse(s + a, n - a);
        int64_t i = fu_str_to_i(v.u.s.ptr, v.u.s.len);
        if (i == INT64_MAX || i == INT64_MIN) /* String#to_i may be a Bignum */
            return str_to_big(v.u.s.ptr, v.u.s.len);
        return num_int(i);
    }
    default: return num_int(0);
    }
}

static void i128_to_s(char *out, __int128 m);
static void i128_to_s(char *out, __int128 m)
{
    char tmp[48];
    int k = 0;
    bool neg = m < 0;
    unsigned __int128 u = neg ? (unsigned __int128)(-(m + 1)) + 1 : (unsigned __int128)m;
    do {
        tmp[k++] = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    int j = 0;
    if (neg)
        out[j++] = '-';
    while (k)
        out[j++] = tmp[--k];
    out[j] = '\0';
}

double fu_num_to_f(fu_num x)
{
    switch (x.kind) {
    case FU_INT: return (double)x.i;
    case FU_FLT: return x.f;
    case FU_BIG: return (double)x.m;
    case FU_DEC: {
        if (x.m == 0)
            return x.neg0 ? -0.0 : 0.0;
        char buf[80];
        i128_to_s(buf, x.m);
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "e%d", x.e);
        return strtod(buf, NULL);
    }
    }
    return 0;
}

sp_value fu_num_value_in(sp_arena *a, fu_num x)
{
    if (x.kind == FU_INT)
        return sp_int(x.i);
    if (x.kind == FU_BIG) {
        char buf[48];
        i128_to_s(buf, x.m);
        return sp_cstr(a, buf);
    }
    return sp_float(fu_num_to_f(x));
}

static fu_num to_dec(fu_num x)
{
    if (x.kind == FU_INT)
        return num_dec(x.i, 0);
    return x;
}

static bool pow10_i128(int k, __int128 *out)
{
    __int128 p = 1;
    for (int i = 0; i < k; i++)
        if (__builtin_mul_overflow(p, 10, &p))
            return false;
    *out = p;
    return true;
}

/* Bring a and b to the same exponent; false when the mantissas would overflow. */
static bool dec_align(fu_num *a, fu_num *b)
{
    if (a->e == b->e)
        return true;
    fu_num *hi = a->e > b->e ? a : b, *lo = a->e > b->e ? b : a;
    int d = hi->e - lo->e;
    __int128 p, r;
    if (d > 38 || !pow10_i128(d, &p) || __builtin_mul_overflow(hi->m, p, &r))
        return false;
    hi->m = r;
    hi->e = lo->e;
    return true;
}

static int zero_div(sp_filter_call *call) { return sp_filter_error(call, "divided by 0"); }

static int flt_op(sp_filter_call *call, double x, double y, char op, fu_num *out)
{
    switch (op) {
    case '+': *out = num_flt(x + y); break;
    case '-': *out = num_flt(x - y); break;
    case '*': *out = num_flt(x * y); break;
    case '/': *out = num_flt(x / y); break;
    case '%':
        if (y == 0)
            return zero_div(call);
        {
            double r = fmod(x, y);
            if (r != 0 && ((r < 0) != (y < 0)))
                r += y;
            *out = num_flt(r);
        }
        break;
    }
    return 0;
}

/* Integer arithmetic beyond 64 bits (a Bignum operand, or 64-bit INT64_MIN / -1); false when even 128 bits
 * overflow (the caller falls back to Float) */
static bool big_op(__int128 a, __int128 b, char op, fu_num *out)
{
    __int128 r;
    switch (op) {
    case '+': if (__builtin_add_overflow(a, b, &r)) return false; break;
    case '-': if (__builtin_sub_overflow(a, b, &r)) return false; break;
    case '*': if (__builtin_mul_overflow(a, b, &r)) return false; break;
    case '/':
        if (b == -1) {
            if (__builtin_sub_overflow((__int128)0, a, &r))
                return false;
            break;
        }
        r = a / b;
        if (a % b != 0 && ((a < 0) != (b < 0)))
            r--;
        break;
    default: /* '%' */
        if (b == -1) {
            r = 0;
            break;
        }
        r = a % b;
        if (r != 0 && ((r < 0) != (b < 0)))
            r += b;
        break;
    }
    *out = num_i128(r);
    return true;
}

int fu_num_op(sp_filter_call *call, fu_num x, fu_num y, char op, fu_num *out)
{
    if ((x.kind == FU_BIG && (y.kind == FU_INT || y.kind == FU_BIG)) || (y.kind == FU_BIG && x.kind == FU_INT)) {
        __int128 a = x.kind == FU_BIG ? x.m : x.i, b = y.kind == FU_BIG ? y.m : y.i;
        if ((op == '/' || op == '%') && b == 0)
            return zero_div(call);
        if (big_op(a, b, op, out))
            return 0;
        return flt_op(call, fu_num_to_f(x), fu_num_to_f(y), op, out);
    }
    if (x.kind == FU_INT && y.kind == FU_INT) {
        int64_t a = x.i, b = y.i, r;
        switch (op) {
        case '+':
            if (__builtin_add_overflow(a, b, &r)) {
                *out = (fu_num){.kind = FU_BIG, .m = (__int128)a + b};
                return 0;
            }
            break;
        case '-':
            if (__builtin_sub_overflow(a, b, &r)) {
                *out = (fu_num){.kind = FU_BIG, .m = (__int128)a - b};
                return 0;
            }
            break;
        case '*':
            if (__builtin_mul_overflow(a, b, &r)) {
                *out = (fu_num){.kind = FU_BIG, .m = (__int128)a * b};
                return 0;
            }
            break;
        case '/':
            if (b == 0)
                return zero_div(call);
            if (a == INT64_MIN && b == -1) { /* a Bignum */
                big_op(a, b, op, out);
                return 0;
            }
            r = a / b;
            if (a % b != 0 && ((a < 0) != (b < 0)))
                r--;
            break;
        default: /* '%' */
            if (b == 0)
                return zero_div(call);
            if (b == -1) {
                r = 0;
                break;
            }
            r = a % b;
            if (r != 0 && ((r < 0) != (b < 0)))
                r += b;
            break;
        }
        *out = num_int(r);
        return 0;
    }
    if (x.kind == FU_FLT || y.kind == FU_FLT)
        return flt_op(call, fu_num_to_f(x), fu_num_to_f(y), op, out);
    fu_num a = to_dec(x), b = to_dec(y);
    switch (op) {
    case '+':
    case '-': {
        __int128 r;
        if (!dec_align(&a, &b))
            return flt_op(call, fu_num_to_f(x), fu_num_to_f(y), op, out);
        if (op == '+' ? __builtin_add_overflow(a.m, b.m, &r) : __builtin_sub_overflow(a.m, b.m, &r))
            return flt_op(call, fu_num_to_f(x), fu_num_to_f(y), op, out);
        *out = num_dec(r, a.e);
        /* IEEE / BigDecimal: -0 + -0 and -0 - +0 are -0, every other zero sum is +0 */
        bool bneg0 = op == '+' ? (b.m == 0 && b.neg0) : (b.m == 0 && !b.neg0);
        out->neg0 = r == 0 && a.m == 0 && a.neg0 && bneg0;
        return 0;
    }
    case '*': {
        __int128 r;
        if (__builtin_mul_overflow(a.m, b.m, &r))
            return flt_op(call, fu_num_to_f(x), fu_num_to_f(y), op, out);
        *out = num_dec(r, a.e + b.e);
        out->neg0 = r == 0 && (a.m < 0 || (a.m == 0 && a.neg0)) != (b.m < 0 || (b.m == 0 && b.neg0));
        return 0;
    }
    case '/': {
        if (b.m == 0)
            return flt_op(call, fu_num_to_f(x), fu_num_to_f(b), op, out);
        bool neg = (a.m < 0) != (b.m < 0);
        __int128 n = a.m < 0 ? -a.m : a.m, d = b.m < 0 ? -b.m : b.m;
        __int128 q = n / d, r = n % d, lim = 0;
        int e = a.e - b.e;
        pow10_i128(DEC_MAX_DIGITS - 1, &lim);
        while (r != 0 && q < lim) {
            r *= 10;
            q = q * 10 + r / d;
            r %= d;
            e--;
        }
        if (r != 0) { /* sticky digit so that the decimal rounds like the exact quotient */
            q = q * 10 + 1;
            e--;
        }
        *out = num_dec(neg ? -q : q, e);
        out->neg0 = q == 0 && (a.m < 0 || (a.m == 0 && a.neg0)) != (b.m < 0);
        return 0;
    }
    default: { /* '%': x - y * floor(x / y) */
        if (b.m == 0)
            return zero_div(call);
        if (!dec_align(&a, &b))
            return flt_op(call, fu_num_to_f(x), fu_num_to_f(y), op, out);
        __int128 r = a.m % b.m;
        if (r != 0 && ((r < 0) != (b.m < 0)))
            r += b.m;
        *out = num_dec(r, a.e);
        return 0;
    }
    }
}

bool fu_num_cmp(fu_num x, fu_num y, int *cmp)
{
    if (x.kind == FU_INT && y.kind == FU_INT) {
        *cmp = (x.i > y.i) - (x.i < y.i);
        return true;
    }
    if (x.kind != FU_FLT && y.kind != FU_FLT) {
        fu_num a = to_dec(x), b = to_dec(y);
        if (dec_align(&a, &b)) {
            *cmp = (a.m > b.m) - (a.m < b.m);
            return true;
        }
    }
    double a = fu_num_to_f(x), b = fu_num_to_f(y);
    if (isnan(a) || isnan(b))
        return false;
    *cmp = (a > b) - (a < b);
    return true;
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

int fu_to_integer(sp_filter_call *call, sp_value v, int64_t *out) { return fu_to_integer_big(call, v, out, NULL); }

int fu_to_integer_big(sp_filter_call *call, sp_value v, int64_t *out, bool *big)
{
    if (big)
        *big = false;
    if (v.type == SP_INT) {
        *out = v.u.i;
        return 0;
    }
    fu_str s = fu_to_s(call, v);
    size_t i = 0, n = s.n;
    while (i < n && is_ws(s.p[i]))
        i++;
    while (n > i && (is_ws(s.p[n - 1]) || s.p[n - 1] == '\0'))
        n--;
    bool neg = false;
    if (i < n && (s.p[i] == '-' || s.p[i] == '+'))
        neg = s.p[i++] == '-';
    int base = 10;
    if (i + 1 < n && s.p[i] == '0') {
        char c = s.p[i + 1];
        if (c == 'x' || c == 'X')
            base = 16, i += 2;
        else if (c == 'b' || c == 'B')
            base = 2, i += 2;
        else if (c == 'o' || c == 'O')
            base = 8, i += 2;
        else if (c == 'd' || c == 'D')
            base = 10, i += 2;
        else if (c == '_' || (c >= '0' && c <= '9'))
            base = 8, i += 1;
    }
    if (i >= n)
        goto bad;
    uint64_t val = 0;
    bool last_digit = false;
    for (; i < n; i++) {
        char c = s.p[i];
        if (c == '_') {
            if (!last_digit)
                goto bad;
            last_digit = false;
            continue;
        }
        int d = digit_value(c);
        if (d >= base)
            goto bad;
        if (val > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            val = UINT64_MAX;
        else
            val = val * (uint64_t)base + (uint64_t)d;
        last_digit = true;
    }
    if (!last_digit)
        goto bad;
    if (big && val > (uint64_t)INT64_MAX + neg)
        *big = true;
    if (val > (uint64_t)INT64_MAX)
        *out = neg ? INT64_MIN : INT64_MAX;
    else
        *out = neg ? -(int64_t)val : (int64_t)val;
    return 0;
bad:
    return sp_filter_error(call, "invalid integer");
}

/* ---- collections ---- */
#define RANGE_LIMIT 10000000

static void flatten_into(sp_value out, sp_value v, int depth)
{
    if (v.type == SP_ARRAY && depth < 100) {
        size_t n = sp_array_len(v);
        sp_value *it = sp_array_items(v);
        for (size_t i = 0; i < n; i++)
            flatten_into(out, it[i], depth + 1);
    } else
        sp_array_push(out, v);
}

sp_value fu_input_array(sp_filter_call *call, sp_value v)
{
    sp_value out = sp_array_new(call->arena, v.type == SP_ARRAY ? sp_array_len(v) : 1);
    switch (v.type) {
    case SP_NIL: break;
    case SP_ARRAY: flatten_into(out, v, 0); break;
    case SP_RANGE:
        for (int64_t i = v.u.r.first, k = 0; i <= v.u.r.last && k < RANGE_LIMIT; i++, k++) {
            sp_array_push(out, sp_int(i));
            if (i == INT64_MAX)
                break;
        }
        break;
    default: sp_array_push(out, v); break;
    }
    return out;
}

fu_prop_status fu_item_index(sp_filter_call *call, sp_value item, sp_value property, sp_value *out)
{
    *out = sp_nil();
    switch (item.type) {
    case SP_HASH:
        if (property.type == SP_STRING)
            sp_hash_get(item, property.u.s.ptr, property.u.s.len, out);
        return FU_PROP_OK;
    case SP_ARRAY:
        if (property.type == SP_INT)
            *out = sp_array_get(item, property.u.i);
        else if (property.type == SP_FLOAT && isfinite(property.u.f))
            *out = fabs(property.u.f) < 9.2e18 ? sp_array_get(item, (int64_t)property.u.f) : sp_nil();
        else
            return FU_PROP_TYPE;
        return FU_PROP_OK;
    case SP_STRING: {
        const char *s = item.u.s.ptr;
        size_t n = item.u.s.len;
        if (property.type == SP_STRING) {
            if (property.u.s.len == 0 || memmem(s, n, property.u.s.ptr, property.u.s.len))
                *out = property;
            return FU_PROP_OK;
        }
        if (property.type == SP_INT) {
            int64_t i = property.u.i, len = (int64_t)fu_utf8_len(s, n);
            if (i < 0)
                i += len;
            if (i >= 0 && i < len) {
                size_t off = fu_utf8_offset(s, n, (size_t)i);
                *out = sp_str(call->arena, s + off, fu_utf8_clen(s, n, off));
            }
            return FU_PROP_OK;
        }
        return FU_PROP_TYPE;
    }
    case SP_INT:
        if (property.type == SP_INT) {
            int64_t b = property.u.i;
            *out = sp_int(b < 0 ? 0 : b >= 63 ? (item.u.i < 0) : ((item.u.i >> b) & 1));
            return FU_PROP_OK;
        }
        return FU_PROP_TYPE;
    default: return FU_PROP_NOMETHOD;
    }
}

int fu_property_error(sp_filter_call *call, sp_value property)
{
    fu_str s = fu_to_s(call, property);
    return sp_filter_error(call, "cannot select the property '%.*s'", (int)s.n, s.p);
}

/* Ruby's eql? descends as deep as the values go; past 2000 levels (values Liquid built with push in a loop) the
 * answer is "not eql" instead of a stack overflow (issue 20). */
static bool eql_d(sp_value a, sp_value b, int depth);

bool fu_eql(sp_value a, sp_value b)
{
    return eql_d(a, b, 0);
}

static bool eql_d(sp_value a, sp_value b, int depth)
{
    if (a.type != b.type || depth > 2000)
        return false;
    if (a.type == SP_FLOAT)
        return a.u.f == b.u.f;
    if (a.type == SP_ARRAY) {
        size_t n = sp_array_len(a);
        if (n != sp_array_len(b))
            return false;
        for (size_t i = 0; i < n; i++)
            if (!eql_d(sp_array_items(a)[i], sp_array_items(b)[i], depth + 1))
                return false;
        return true;
    }
    if (a.type == SP_HASH) {
        size_t n = sp_hash_len(a);
        if (n != sp_hash_len(b))
            return false;
        for (size_t i = 0; i < n; i++) {
            const char *k;
            size_t kl;
            sp_value va, vb;
            sp_hash_entry(a, i, &k, &kl, &va);
            if (!sp_hash_get(b, k, kl, &vb) || !eql_d(va, vb, depth + 1))
                return false;
        }
        return true;
    }
    return sp_value_equal(a, b);
}

/* ---- sorting: glibc's msort_with_tmp ---- */
typedef struct msort_ctx {
    fu_cmp_fn cmp;
    void *ctx;
    sp_value *tmp;
    bool failed;
} msort_ctx;

static void msort_rec(msort_ctx *p, sp_value *b, size_t n)
{
    if (n <= 1 || p->failed)
        return;
    size_t n1 = n / 2, n2 = n - n1;
    sp_value *b1 = b, *b2 = b + n1, *tmp = p->tmp;
    msort_rec(p, b1, n1);
    msort_rec(p, b2, n2);
    if (p->failed)
        return;
    while (n1 > 0 && n2 > 0) {
        int c = p->cmp(p->ctx, b1, b2, &p->failed);
        if (p->failed)
            return;
        if (c <= 0) {
            *tmp++ = *b1++;
            n1--;
        } else {
            *tmp++ = *b2++;
            n2--;
        }
    }
    if (n1 > 0)
        memcpy(tmp, b1, n1 * sizeof *b1);
    memcpy(b, p->tmp, (n - n2) * sizeof *b);
}

int fu_sort(sp_value *items, size_t n, fu_cmp_fn cmp, void *ctx)
{
    if (n <= 1)
        return 0;
    msort_ctx p = {cmp, ctx, malloc(n * sizeof(sp_value)), false};
    if (!p.tmp)
        abort();
    msort_rec(&p, items, n);
    free(p.tmp);
    return p.failed ? -1 : 0;
}

/* ---- escaping ---- */
void fu_escape_html(sp_buf *out, const char *s, size_t n) { sp_html_escape(out, s, n, SP_HTML_CGI); }

sp_value fu_html_escape_value(sp_filter_call *call, sp_value input, fu_str s, sp_html_mode mode)
{
    size_t len = sp_html_escaped_len(s.p, s.n, mode);
    if (len == s.n) /* nothing to escape */
        return input.type == SP_STRING ? input : sp_str(call->arena, s.p, s.n);
    char *d = sp_arena_alloc(call->arena, len + SP_HTML_ESCAPE_SLACK);
    sp_html_escape_to(d, s.p, s.n, mode);
    d[len] = '\0';
    return sp_str_ref(d, len);
}

/* CGI.escape's unreserved bytes: a-zA-Z0-9 _ . - ~ (1), and the space, written as '+' (2) */
static const unsigned char CGI_CLASS[256] = {
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1,
    ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1,
    ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1,
    ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
    ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1,
    ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1,
    ['9'] = 1, ['_'] = 1, ['.'] = 1, ['-'] = 1, ['~'] = 1, [' '] = 2,
};

void fu_cgi_escape(sp_buf *out, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t len = 0;
    for (size_t i = 0; i < n; i++)
        len += CGI_CLASS[(unsigned char)s[i]] ? 1 : 3;
    sp_buf_reserve(out, len);
    char *d = out->data + out->len;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (CGI_CLASS[c]) {
        case 1: *d++ = (char)c; break;
        case 2: *d++ = '+'; break;
        default:
            d[0] = '%', d[1] = hex[c >> 4], d[2] = hex[c & 15];
            d += 3;
        }
    }
    out->len += len;
    out->data[out->len] = '\0';
}
