/* Liquid's standard filters (Liquid 5.4 StandardFilters, plus `sum` and string `first`/`last` as later
 * Liquid 5 releases and liquid-spec have them), with Ruby semantics. Each filter notes the Ruby it copies. */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "liquid/filter.h"
#include "liquid/filter_util.h"

#define FILTER(name)                                                                                           \
    static int name(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs, sp_value kwargs, \
                    sp_value *out)
#define ARG(i) ((i) < nargs ? args[i] : sp_nil())
#define UNUSED_FILTER_PARAMS                                                                                   \
    (void)call;                                                                                                \
    (void)args;                                                                                                \
    (void)nargs;                                                                                               \
    (void)kwargs

static sp_value str_value(sp_filter_call *call, const char *p, size_t n) { return sp_str(call->arena, p, n); }

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

/* ---------------------------------------------------------------- strings ---- */

/* input.to_s.downcase / upcase / capitalize (full Unicode, as Ruby). */
FILTER(f_downcase)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    fu_downcase(&b, s.p, s.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

FILTER(f_upcase)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    fu_upcase(&b, s.p, s.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

FILTER(f_capitalize)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    fu_capitalize(&b, s.p, s.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* CGI.escapeHTML(input.to_s) unless input.nil? */
FILTER(f_escape)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    *out = fu_html_escape_value(call, input, fu_to_s(call, input), SP_HTML_CGI);
    return 0;
}

/* Whether s[i] == '&' starts an entity reference that escape_once keeps: &(?=([a-zA-Z]+|(#\d+));) */
static bool entity_at(fu_str s, size_t i)
{
    size_t j = i + 1;
    if (j < s.n && ((s.p[j] | 0x20) >= 'a' && (s.p[j] | 0x20) <= 'z')) {
        while (j < s.n && ((s.p[j] | 0x20) >= 'a' && (s.p[j] | 0x20) <= 'z'))
            j++;
        return j < s.n && s.p[j] == ';';
    }
    if (j < s.n && s.p[j] == '#') {
        j++;
        size_t d = j;
        while (j < s.n && s.p[j] >= '0' && s.p[j] <= '9')
            j++;
        return j > d && j < s.n && s.p[j] == ';';
    }
    return false;
}

/* input.to_s.gsub(/["><']|&(?!([a-zA-Z]+|(#\d+));)/, HTML_ESCAPE) */
FILTER(f_escape_once)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    size_t start = 0;
    for (size_t i = 0; (i += sp_find_html_special(s.p + i, s.n - i)) < s.n; i++) {
        if (s.p[i] == '&' && entity_at(s, i))
            continue;
        if (!b.data)
            sp_buf_reserve(&b, s.n + s.n / 8 + 16);
        sp_buf_append(&b, s.p + start, i - start);
        fu_escape_html(&b, s.p + i, 1);
        start = i + 1;
    }
    if (start == 0) { /* nothing to escape */
        *out = input.type == SP_STRING ? input : str_value(call, s.p, s.n);
        return 0;
    }
    sp_buf_append(&b, s.p + start, s.n - start);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* CGI.escape(input.to_s) unless input.nil? */
FILTER(f_url_encode)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    fu_cgi_escape(&b, s.p, s.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = (char)(c | 0x20);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* CGI.unescape(input.to_s), raising "invalid byte sequence in UTF-8" when the result is not UTF-8. */
FILTER(f_url_decode)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < s.n; i++) {
        if (s.p[i] == '+')
            sp_buf_putc(&b, ' ');
        else if (s.p[i] == '%' && i + 2 < s.n + 0 && hexval(s.p[i + 1]) >= 0 && hexval(s.p[i + 2]) >= 0) {
            sp_buf_putc(&b, (char)(hexval(s.p[i + 1]) * 16 + hexval(s.p[i + 2])));
            i += 2;
        } else
            sp_buf_putc(&b, s.p[i]);
    }
    if (!fu_utf8_valid(b.data ? b.data : "", b.len)) {
        sp_buf_free(&b);
        return sp_filter_error(call, "invalid byte sequence in UTF-8");
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char B64URL[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

static void b64_encode(sp_buf *b, const char *alpha, const unsigned char *s, size_t n)
{
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)s[i] << 16;
        if (i + 1 < n)
            v |= (unsigned)s[i + 1] << 8;
        if (i + 2 < n)
            v |= s[i + 2];
        char t[4] = {alpha[(v >> 18) & 63], alpha[(v >> 12) & 63], i + 1 < n ? alpha[(v >> 6) & 63] : '=',
                     i + 2 < n ? alpha[v & 63] : '='};
        sp_buf_append(b, t, 4);
    }
}

/* Ruby's unpack("m0") (Base64.strict_decode64): length a multiple of 4, padding only at the end, unused bits
 * zero. Returns false on invalid input. */
static bool b64_decode(sp_buf *b, const char *alpha, const char *s, size_t n)
{
    if (n % 4)
        return false;
    for (size_t i = 0; i < n; i += 4) {
        int v[4], pad = 0;
        for (int k = 0; k < 4; k++) {
            char c = s[i + k];
            const char *p = c ? strchr(alpha, c) : NULL;
            if (c == '=' && i + 4 == n && k >= 2) {
                v[k] = 0;
                pad++;
            } else if (p && !pad)
                v[k] = (int)(p - alpha);
            else
                return false;
        }
        unsigned w = (unsigned)(v[0] << 18 | v[1] << 12 | v[2] << 6 | v[3]);
        if (pad == 2 && (w & 0xFFFF))
            return false;
        if (pad == 1 && (w & 0xFF))
            return false;
        sp_buf_putc(b, (char)(w >> 16));
        if (pad < 2)
            sp_buf_putc(b, (char)(w >> 8));
        if (pad < 1)
            sp_buf_putc(b, (char)w);
    }
    return true;
}

/* Base64.strict_encode64(input.to_s) */
FILTER(f_base64_encode)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    b64_encode(&b, B64, (const unsigned char *)s.p, s.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* Base64.urlsafe_encode64(input.to_s) (padded) */
FILTER(f_base64_url_safe_encode)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    b64_encode(&b, B64URL, (const unsigned char *)s.p, s.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* Base64.strict_decode64(input.to_s), "invalid base64 provided to base64_decode" on error. */
FILTER(f_base64_decode)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    if (!b64_decode(&b, B64, s.p, s.n)) {
        sp_buf_free(&b);
        return sp_filter_error(call, "invalid base64 provided to base64_decode");
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

/* Base64.urlsafe_decode64: pads a string without '=' to a multiple of 4, then strict decoding. */
FILTER(f_base64_url_safe_decode)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf in = SP_BUF_INIT, b = SP_BUF_INIT;
    sp_buf_append(&in, s.p, s.n);
    if (!(s.n && s.p[s.n - 1] == '=') && s.n % 4)
        while (in.len % 4)
            sp_buf_putc(&in, '=');
    bool ok = b64_decode(&b, B64URL, in.data ? in.data : "", in.len);
    sp_buf_free(&in);
    if (!ok) {
        sp_buf_free(&b);
        return sp_filter_error(call, "invalid base64 provided to base64_url_safe_decode");
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

/* Ruby String#slice(offset, length) on characters / Array#slice(offset, length). */
static bool slice_range(int64_t len, int64_t off, int64_t n, int64_t *start, int64_t *count)
{
    if (n < 0)
        return false;
    if (off < 0) {
        off += len;
        if (off < 0)
            return false;
    }
    if (off > len)
        return false;
    if (n > len - off)
        n = len - off;
    *start = off;
    *count = n;
    return true;
}

/* slice(input, offset, length = nil): Array#slice or input.to_s.slice, [] / '' when out of range. */
FILTER(f_slice)
{
    UNUSED_FILTER_PARAMS;
    int64_t off, len = 1, start, count;
    /* Bignum arguments are clamped to 64 bits, as later Liquid does (rescue RangeError, clamp, retry; the
     * liquid-spec cases expect it); Liquid 5.4 would render "Liquid error: internal" */
    if (fu_to_integer(call, ARG(0), &off))
        return -1;
    if (nargs > 1 && sp_truthy(args[1]) && fu_to_integer(call, args[1], &len))
        return -1;
    if (input.type == SP_ARRAY) {
        sp_value r = sp_array_new(call->arena, 0);
        if (slice_range((int64_t)sp_array_len(input), off, len, &start, &count))
            for (int64_t i = 0; i < count; i++)
                sp_array_push(r, sp_array_items(input)[start + i]);
        *out = r;
        return 0;
    }
    fu_str s = fu_to_s(call, input);
    int64_t chars = (int64_t)fu_utf8_len(s.p, s.n);
    if (!slice_range(chars, off, len, &start, &count)) {
        *out = SP_STR_LIT("");
        return 0;
    }
    size_t a = fu_utf8_offset(s.p, s.n, (size_t)start);
    size_t z = a + fu_utf8_offset(s.p + a, s.n - a, (size_t)count);
    *out = str_value(call, s.p + a, z - a);
    return 0;
}

/* truncate(input, length = 50, truncate_string = "...") in characters. */
FILTER(f_truncate)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    fu_str s = fu_to_s(call, input);
    int64_t length = 50;
    if (nargs > 0 && fu_to_integer(call, args[0], &length))
        return -1;
    fu_str ts = nargs > 1 ? fu_to_s(call, args[1]) : (fu_str){"...", 3};
    int64_t tl = (int64_t)fu_utf8_len(ts.p, ts.n);
    int64_t l = length < tl ? 0 : length - tl;
    if ((int64_t)fu_utf8_len(s.p, s.n) > length) {
        sp_buf b = SP_BUF_INIT;
        sp_buf_append(&b, s.p, fu_utf8_offset(s.p, s.n, (size_t)l));
        sp_buf_append(&b, ts.p, ts.n);
        *out = fu_buf_value(call, &b);
    } else
        *out = input.type == SP_STRING ? input : str_value(call, s.p, s.n);
    return 0;
}

/* Ruby's awk-style String#split(" ", limit) (rb_str_split_m): fields separated by runs of ASCII white space;
 * with limit > 0 at most limit fields, the last being the unsplit rest (which may be empty: "a ".split(" ", 2)
 * is ["a", ""]). limit 0: no limit. Fields are appended to arr as string values. */
static void split_awk(sp_filter_call *call, sp_value arr, const char *s, size_t n, int64_t limit)
{
    size_t beg = 0, end = 0;
    int64_t i = 1;
    bool skip = true;
    for (size_t p = 0; p < n;) {
        char c = s[p++];
        if (skip) {
            if (is_ws(c))
                beg = p;
            else {
                end = p;
                skip = false;
                if (limit > 0 && limit <= i)
                    break;
            }
        } else if (is_ws(c)) {
            sp_array_push(arr, str_value(call, s + beg, end - beg));
            skip = true;
            beg = p;
            if (limit > 0)
                i++;
        } else
            end = p;
    }
    if (n > 0 && (limit > 0 || n > beg))
        sp_array_push(arr, str_value(call, s + beg, n - beg));
    /* without a limit no empty field arises (the rest is pushed only when it is not white space) */
}

/* truncatewords(input, words = 15, truncate_string = "...") */
FILTER(f_truncatewords)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    fu_str s = fu_to_s(call, input);
    int64_t words = 15;
    bool big = false;
    if (nargs > 0 && fu_to_integer_big(call, args[0], &words, &big))
        return -1;
    if (words <= 0)
        words = 1, big = false;
    /* String#split's limit (words + 1) is a C int */
    if (big) {
        fu_str w = fu_to_s(call, args[0]);
        while (w.n && is_ws(*w.p))
            w.p++, w.n--;
        while (w.n && is_ws(w.p[w.n - 1]))
            w.n--;
        if (w.n && *w.p == '+')
            w.p++, w.n--;
        return sp_filter_error(call, "integer %.*s too big for truncatewords", (int)w.n, w.p);
    }
    if (words >= 2147483647)
        return sp_filter_error(call, "integer %" PRId64 " too big for truncatewords", words);
    sp_value list = sp_array_new(call->arena, 0);
    split_awk(call, list, s.p, s.n, words + 1);
    if ((int64_t)sp_array_len(list) <= words) {
        *out = input.type == SP_STRING ? input : str_value(call, s.p, s.n);
        return 0;
    }
    sp_buf b = SP_BUF_INIT;
    for (int64_t i = 0; i < words; i++) {
        if (i)
            sp_buf_putc(&b, ' ');
        sp_value w = sp_array_items(list)[i];
        sp_buf_append(&b, w.u.s.ptr, w.u.s.len);
    }
    fu_str ts = nargs > 1 ? fu_to_s(call, args[1]) : (fu_str){"...", 3};
    sp_buf_append(&b, ts.p, ts.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* input.to_s.split(pattern.to_s): " " splits on whitespace runs, "" into characters, else on the substring;
 * trailing empty fields are dropped. */
FILTER(f_split)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input), pat = fu_to_s(call, ARG(0));
    sp_value r = sp_array_new(call->arena, 0);
    *out = r;
    if (s.n == 0)
        return 0;
    if (pat.n == 1 && pat.p[0] == ' ') {
        split_awk(call, r, s.p, s.n, 0);
        return 0;
    }
    if (pat.n == 0) {
        for (size_t i = 0; i < s.n;) {
            size_t l = fu_utf8_clen(s.p, s.n, i);
            sp_array_push(r, str_value(call, s.p + i, l));
            i += l;
        }
        return 0;
    }
    size_t i = 0, pending = 0; /* empty fields not yet pushed: dropped when nothing follows them */
    for (;;) {
        const char *hit = memmem(s.p + i, s.n - i, pat.p, pat.n);
        size_t end = hit ? (size_t)(hit - s.p) : s.n;
        if (end == i)
            pending++;
        else {
            for (; pending; pending--)
                sp_array_push(r, SP_STR_LIT(""));
            sp_array_push(r, str_value(call, s.p + i, end - i));
        }
        if (!hit)
            break;
        i = end + pat.n;
    }
    return 0;
}

/* Ruby String#strip / lstrip / rstrip: ASCII whitespace and NUL. */
static bool is_strip(char c) { return is_ws(c) || c == '\0'; }

static int strip_common(sp_filter_call *call, sp_value input, bool left, bool right, sp_value *out)
{
    fu_str s = fu_to_s(call, input);
    size_t a = 0, z = s.n;
    if (left)
        while (a < z && is_strip(s.p[a]))
            a++;
    if (right)
        while (z > a && is_strip(s.p[z - 1]))
            z--;
    *out = str_value(call, s.p + a, z - a);
    return 0;
}

FILTER(f_strip)
{
    UNUSED_FILTER_PARAMS;
    return strip_common(call, input, true, true, out);
}

FILTER(f_lstrip)
{
    UNUSED_FILTER_PARAMS;
    return strip_common(call, input, true, false, out);
}

FILTER(f_rstrip)
{
    UNUSED_FILTER_PARAMS;
    return strip_common(call, input, false, true, out);
}

static bool has_prefix(const char *p, size_t n, const char *lit)
{
    size_t l = strlen(lit);
    return n >= l && memcmp(p, lit, l) == 0;
}

/* gsub(/<script.*?<\/script>|<!--.*?-->|<style.*?<\/style>/m, '') then gsub(/<.*?>/m, '') */
FILTER(f_strip_html)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    static const char *blocks[3][2] = {{"<script", "</script>"}, {"<!--", "-->"}, {"<style", "</style>"}};
    sp_buf pass1 = SP_BUF_INIT, b = SP_BUF_INIT;
    sp_buf_reserve(&pass1, s.n);
    for (size_t i = 0; i < s.n;) {
        /* the run up to the next '<' is copied as it is */
        const char *lt = memchr(s.p + i, '<', s.n - i);
        size_t j = lt ? (size_t)(lt - s.p) : s.n;
        sp_buf_append(&pass1, s.p + i, j - i);
        if ((i = j) >= s.n)
            break;
        bool removed = false;
        for (int k = 0; k < 3 && !removed; k++) {
            size_t ol = strlen(blocks[k][0]);
            if (!has_prefix(s.p + i, s.n - i, blocks[k][0]))
                continue;
            const char *end = memmem(s.p + i + ol, s.n - i - ol, blocks[k][1], strlen(blocks[k][1]));
            if (end) {
                i = (size_t)(end - s.p) + strlen(blocks[k][1]);
                removed = true;
            }
        }
        if (!removed)
            sp_buf_putc(&pass1, s.p[i++]);
    }
    const char *p = pass1.data;
    sp_buf_reserve(&b, pass1.len);
    for (size_t i = 0; i < pass1.len;) {
        const char *lt = memchr(p + i, '<', pass1.len - i);
        size_t j = lt ? (size_t)(lt - p) : pass1.len;
        sp_buf_append(&b, p + i, j - i);
        if ((i = j) >= pass1.len)
            break;
        const char *gt = memchr(p + i + 1, '>', pass1.len - i - 1);
        if (!gt) { /* no tag closes after this '<' (nor after any later one): the rest stays */
            sp_buf_append(&b, p + i, pass1.len - i);
            break;
        }
        i = (size_t)(gt - p) + 1;
    }
    sp_buf_free(&pass1);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* squish (later Liquid 5): input.to_s stripped, runs of white space made one space; nil gives nil */
FILTER(f_squish)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    size_t a = 0, z = s.n;
    while (a < z && is_strip(s.p[a]))
        a++;
    while (z > a && is_strip(s.p[z - 1]))
        z--;
    for (size_t i = a; i < z;) {
        if (is_ws(s.p[i])) {
            sp_buf_putc(&b, ' ');
            while (i < z && is_ws(s.p[i]))
                i++;
        } else
            sp_buf_putc(&b, s.p[i++]);
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

/* gsub(/\r?\n/, rep) */
static int newline_sub(sp_filter_call *call, sp_value input, const char *rep, sp_value *out)
{
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    sp_buf_reserve(&b, s.n);
    size_t replen = strlen(rep);
    for (size_t i = 0; i < s.n;) {
        const char *nl = memchr(s.p + i, '\n', s.n - i);
        if (!nl) {
            sp_buf_append(&b, s.p + i, s.n - i);
            break;
        }
        size_t j = (size_t)(nl - s.p), k = j > i && s.p[j - 1] == '\r' ? j - 1 : j; /* \r?\n */
        sp_buf_append(&b, s.p + i, k - i);
        sp_buf_append(&b, rep, replen);
        i = j + 1;
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

FILTER(f_strip_newlines)
{
    UNUSED_FILTER_PARAMS;
    return newline_sub(call, input, "", out);
}

FILTER(f_newline_to_br)
{
    UNUSED_FILTER_PARAMS;
    return newline_sub(call, input, "<br />\n", out);
}

/* Append a String#sub/gsub replacement: \0 \& the match, \` before it, \' after it, \\ a backslash, \1..\9
 * (no groups) nothing, any other backslash stays. */
static void put_replacement(sp_buf *b, fu_str rep, fu_str s, size_t at, size_t len)
{
    for (size_t i = 0; i < rep.n; i++) {
        char c = rep.p[i];
        if (c != '\\' || i + 1 >= rep.n) {
            sp_buf_putc(b, c);
            continue;
        }
        char d = rep.p[++i];
        if (d == '0' || d == '&')
            sp_buf_append(b, s.p + at, len);
        else if (d == '`')
            sp_buf_append(b, s.p, at);
        else if (d == '\'')
            sp_buf_append(b, s.p + at + len, s.n - at - len);
        else if (d == '\\')
            sp_buf_putc(b, '\\');
        else if (d >= '1' && d <= '9')
            ;
        else {
            sp_buf_putc(b, '\\');
            sp_buf_putc(b, d);
        }
    }
}

/* input.to_s.gsub(string.to_s, replacement.to_s) (all) or .sub (first only) */
static int replace_common(sp_filter_call *call, sp_value input, sp_value pattern, sp_value replacement, bool all,
                          sp_value *out)
{
    fu_str s = fu_to_s(call, input), pat = fu_to_s(call, pattern), rep = fu_to_s(call, replacement);
    sp_buf b = SP_BUF_INIT;
    size_t i = 0;
    bool done = false;
    while (!done) {
        if (pat.n == 0) {
            /* an empty pattern matches before every character and at the end */
            put_replacement(&b, rep, s, i, 0);
            if (i >= s.n || !all)
                break;
            size_t l = fu_utf8_clen(s.p, s.n, i);
            sp_buf_append(&b, s.p + i, l);
            i += l;
            continue;
        }
        const char *hit = i <= s.n ? memmem(s.p + i, s.n - i, pat.p, pat.n) : NULL;
        if (!hit)
            break;
        size_t at = (size_t)(hit - s.p);
        sp_buf_append(&b, s.p + i, at - i);
        put_replacement(&b, rep, s, at, pat.n);
        i = at + pat.n;
        done = !all;
    }
    if (i < s.n)
        sp_buf_append(&b, s.p + i, s.n - i);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* replace_last: input.rindex(string) then output[start, len] = replacement (no backslash sequences) */
static int replace_last_common(sp_filter_call *call, sp_value input, sp_value pattern, sp_value replacement,
                               sp_value *out)
{
    fu_str s = fu_to_s(call, input), pat = fu_to_s(call, pattern), rep = fu_to_s(call, replacement);
    const char *last = NULL;
    if (pat.n == 0)
        last = s.p + s.n;
    else
        for (const char *p = s.p; (p = memmem(p, s.n - (size_t)(p - s.p), pat.p, pat.n)); p++)
            last = p;
    if (!last) {
        *out = str_value(call, s.p, s.n);
        return 0;
    }
    sp_buf b = SP_BUF_INIT;
    size_t at = (size_t)(last - s.p);
    sp_buf_append(&b, s.p, at);
    sp_buf_append(&b, rep.p, rep.n);
    sp_buf_append(&b, s.p + at + pat.n, s.n - at - pat.n);
    *out = fu_buf_value(call, &b);
    return 0;
}

FILTER(f_replace)
{
    UNUSED_FILTER_PARAMS;
    return replace_common(call, input, ARG(0), nargs > 1 ? args[1] : SP_STR_LIT(""), true, out);
}

FILTER(f_replace_first)
{
    UNUSED_FILTER_PARAMS;
    return replace_common(call, input, ARG(0), nargs > 1 ? args[1] : SP_STR_LIT(""), false, out);
}

FILTER(f_replace_last)
{
    UNUSED_FILTER_PARAMS;
    return replace_last_common(call, input, ARG(0), ARG(1), out);
}

FILTER(f_remove)
{
    UNUSED_FILTER_PARAMS;
    return replace_common(call, input, ARG(0), SP_STR_LIT(""), true, out);
}

FILTER(f_remove_first)
{
    UNUSED_FILTER_PARAMS;
    return replace_common(call, input, ARG(0), SP_STR_LIT(""), false, out);
}

FILTER(f_remove_last)
{
    UNUSED_FILTER_PARAMS;
    return replace_last_common(call, input, ARG(0), SP_STR_LIT(""), out);
}

static sp_value concat2(sp_filter_call *call, fu_str a, fu_str b)
{
    char *p = sp_arena_alloc(call->arena, a.n + b.n + 1);
    memcpy(p, a.p, a.n);
    memcpy(p + a.n, b.p, b.n);
    p[a.n + b.n] = '\0';
    return sp_str_ref(p, a.n + b.n);
}

/* input.to_s + string.to_s */
FILTER(f_append)
{
    UNUSED_FILTER_PARAMS;
    *out = concat2(call, fu_to_s(call, input), fu_to_s(call, ARG(0)));
    return 0;
}

/* string.to_s + input.to_s */
FILTER(f_prepend)
{
    UNUSED_FILTER_PARAMS;
    *out = concat2(call, fu_to_s(call, ARG(0)), fu_to_s(call, input));
    return 0;
}

/* ---------------------------------------------------------------- arrays ---- */

/* input.size when it responds to size (String in characters, Array, Hash, Integer (8 bytes), Range), else 0 */
FILTER(f_size)
{
    UNUSED_FILTER_PARAMS;
    switch (input.type) {
    case SP_STRING: *out = sp_int((int64_t)fu_utf8_len(input.u.s.ptr, input.u.s.len)); break;
    case SP_ARRAY: *out = sp_int((int64_t)sp_array_len(input)); break;
    case SP_HASH: *out = sp_int((int64_t)sp_hash_len(input)); break;
    case SP_INT: *out = sp_int(8); break;
    case SP_RANGE: { /* beyond 64 bits a Bignum */
        __int128 n = input.u.r.last >= input.u.r.first ? (__int128)input.u.r.last - input.u.r.first + 1 : 0;
        fu_num big = {.kind = FU_BIG, .m = n};
        *out = n > INT64_MAX ? fu_num_value(big) : sp_int((int64_t)n);
        break;
    }
    default: *out = sp_int(0); break;
    }
    return 0;
}

static int first_last(sp_filter_call *call, sp_value input, bool last, sp_value *out)
{
    *out = sp_nil();
    switch (input.type) {
    case SP_ARRAY:
        if (sp_array_len(input))
            *out = sp_array_get(input, last ? -1 : 0);
        break;
    case SP_HASH: /* Enumerable#first gives the first [key, value] pair; Hash has no #last */
        if (!last && sp_hash_len(input)) {
            const char *k;
            size_t kl;
            sp_value v, pair = sp_array_new(call->arena, 2);
            sp_hash_entry(input, 0, &k, &kl, &v);
            sp_array_push(pair, sp_str(call->arena, k, kl));
            sp_array_push(pair, v);
            *out = pair;
        }
        break;
    case SP_RANGE:
        if (input.u.r.last >= input.u.r.first || !last)
            *out = sp_int(last ? input.u.r.last : input.u.r.first);
        if (!last)
            *out = input.u.r.last >= input.u.r.first ? sp_int(input.u.r.first) : sp_nil();
        break;
    case SP_STRING: { /* later Liquid 5 (and liquid-spec): the first / last character */
        const char *s = input.u.s.ptr;
        size_t n = input.u.s.len;
        if (!n)
            break;
        size_t at = 0;
        if (last)
            for (size_t i = 0; i < n; i += fu_utf8_clen(s, n, i))
                at = i;
        *out = str_value(call, s + at, fu_utf8_clen(s, n, at));
        break;
    }
    default: break;
    }
    return 0;
}

FILTER(f_first)
{
    UNUSED_FILTER_PARAMS;
    return first_last(call, input, false, out);
}

FILTER(f_last)
{
    UNUSED_FILTER_PARAMS;
    return first_last(call, input, true, out);
}

/* InputIterator#join(glue.to_s): items' to_s joined */
FILTER(f_join)
{
    UNUSED_FILTER_PARAMS;
    sp_value ary = fu_input_array(call, input);
    fu_str glue = nargs > 0 ? fu_to_s(call, args[0]) : (fu_str){" ", 1};
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < sp_array_len(ary); i++) {
        if (i)
            sp_buf_append(&b, glue.p, glue.n);
        sp_value_to_s(&b, sp_array_items(ary)[i]);
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

FILTER(f_reverse)
{
    UNUSED_FILTER_PARAMS;
    sp_value ary = fu_input_array(call, input);
    size_t n = sp_array_len(ary);
    sp_value *it = sp_array_items(ary);
    for (size_t i = 0; i < n / 2; i++) {
        sp_value t = it[i];
        it[i] = it[n - 1 - i];
        it[n - 1 - i] = t;
    }
    *out = ary;
    return 0;
}

/* item[property] for the filters that raise "cannot select the property" on TypeError and return nil from the
 * whole filter when an item has no [] (NoMethodError). Returns 0 ok, -1 error, 1 "filter returns nil". */
static int prop_of(sp_filter_call *call, sp_value item, sp_value property, sp_value *v)
{
    switch (fu_item_index(call, item, property, v)) {
    case FU_PROP_OK: return 0;
    case FU_PROP_TYPE: return fu_property_error(call, property);
    default: return 1;
    }
}

/* uniq(input, property = nil): Array#uniq (eql?) or uniq by item[property] */
FILTER(f_uniq)
{
    UNUSED_FILTER_PARAMS;
    sp_value ary = fu_input_array(call, input);
    size_t n = sp_array_len(ary);
    sp_value r = sp_array_new(call->arena, n), keys = sp_array_new(call->arena, n);
    bool by_prop = nargs > 0 && args[0].type != SP_NIL;
    if (n <= 1) { /* Array#uniq returns a copy of a 0- or 1-item array without calling its block */
        *out = ary;
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        sp_value item = sp_array_items(ary)[i], key = item;
        if (by_prop) {
            int rc = prop_of(call, item, args[0], &key);
            if (rc) {
                *out = sp_nil();
                return rc < 0 ? -1 : 0;
            }
        }
        bool seen = false;
        for (size_t k = 0; k < sp_array_len(keys) && !seen; k++)
            seen = fu_eql(sp_array_items(keys)[k], key);
        if (!seen) {
            sp_array_push(keys, key);
            sp_array_push(r, item);
        }
    }
    *out = r;
    return 0;
}

/* compact(input, property = nil): drop nil items, or items whose item[property] is nil */
FILTER(f_compact)
{
    UNUSED_FILTER_PARAMS;
    sp_value ary = fu_input_array(call, input);
    size_t n = sp_array_len(ary);
    sp_value r = sp_array_new(call->arena, n);
    bool by_prop = nargs > 0 && args[0].type != SP_NIL;
    for (size_t i = 0; i < n; i++) {
        sp_value item = sp_array_items(ary)[i], v = item;
        if (by_prop) {
            int rc = prop_of(call, item, args[0], &v);
            if (rc) {
                *out = sp_nil();
                return rc < 0 ? -1 : 0;
            }
        }
        if (v.type != SP_NIL)
            sp_array_push(r, item);
    }
    *out = r;
    return 0;
}

/* map(input, property): item[property] of each item (nil for items without []); "to_liquid" gives the item */
FILTER(f_map)
{
    UNUSED_FILTER_PARAMS;
    sp_value ary = fu_input_array(call, input), prop = ARG(0);
    size_t n = sp_array_len(ary);
    sp_value r = sp_array_new(call->arena, n);
    bool to_liquid = prop.type == SP_STRING && prop.u.s.len == 9 && memcmp(prop.u.s.ptr, "to_liquid", 9) == 0;
    for (size_t i = 0; i < n; i++) {
        sp_value item = sp_array_items(ary)[i], v = item;
        if (!to_liquid) {
            fu_prop_status st = fu_item_index(call, item, prop, &v);
            if (st == FU_PROP_TYPE)
                return fu_property_error(call, prop);
        }
        sp_array_push(r, v);
    }
    *out = r;
    return 0;
}

typedef enum { SEL_WHERE, SEL_REJECT, SEL_FIND, SEL_FIND_INDEX, SEL_HAS } select_mode;

/* Liquid's filter_array: items for which item[property] is truthy (no target) or == target_value, used by
 * where (select), reject, find, find_index and has (any?). An empty input gives [] (where, reject), nil (find,
 * find_index) or false (has); an item without [] makes the filter return nil. */
static int select_common(sp_filter_call *call, sp_value input, sp_value prop, sp_value target, select_mode mode,
                         sp_value *out)
{
    sp_value ary = fu_input_array(call, input);
    size_t n = sp_array_len(ary);
    sp_value r = sp_array_new(call->arena, 0);
    *out = mode == SEL_HAS ? sp_bool(false) : (mode == SEL_FIND || mode == SEL_FIND_INDEX) ? sp_nil() : r;
    for (size_t i = 0; i < n; i++) {
        sp_value item = sp_array_items(ary)[i], v;
        int rc = prop_of(call, item, prop, &v);
        if (rc) {
            *out = sp_nil();
            return rc < 0 ? -1 : 0;
        }
        bool match = target.type == SP_NIL ? sp_truthy(v) : sp_value_equal(v, target);
        if (match != (mode == SEL_REJECT)) {
            switch (mode) {
            case SEL_WHERE:
            case SEL_REJECT: sp_array_push(r, item); break;
            case SEL_FIND: *out = item; return 0;
            case SEL_FIND_INDEX: *out = sp_int((int64_t)i); return 0;
            case SEL_HAS: *out = sp_bool(true); return 0;
            }
        }
    }
    return 0;
}

/* where(input, property, target_value = nil) */
FILTER(f_where)
{
    UNUSED_FILTER_PARAMS;
    return select_common(call, input, ARG(0), ARG(1), SEL_WHERE, out);
}

/* reject, find, find_index, has (later Liquid 5 releases, as liquid-spec has them) */
FILTER(f_reject)
{
    UNUSED_FILTER_PARAMS;
    return select_common(call, input, ARG(0), ARG(1), SEL_REJECT, out);
}

FILTER(f_find)
{
    UNUSED_FILTER_PARAMS;
    return select_common(call, input, ARG(0), ARG(1), SEL_FIND, out);
}

FILTER(f_find_index)
{
    UNUSED_FILTER_PARAMS;
    return select_common(call, input, ARG(0), ARG(1), SEL_FIND_INDEX, out);
}

FILTER(f_has)
{
    UNUSED_FILTER_PARAMS;
    return select_common(call, input, ARG(0), ARG(1), SEL_HAS, out);
}

/* concat(input, array): InputIterator(input).to_a + array (the argument is not flattened) */
FILTER(f_concat)
{
    UNUSED_FILTER_PARAMS;
    sp_value other = ARG(0);
    if (other.type != SP_ARRAY)
        return sp_filter_error(call, "concat filter requires an array argument");
    sp_value r = fu_input_array(call, input);
    for (size_t i = 0; i < sp_array_len(other); i++)
        sp_array_push(r, sp_array_items(other)[i]);
    *out = r;
    return 0;
}

typedef struct sort_ctx {
    sp_filter_call *call;
    sp_value property; /* nil: compare the items themselves */
    bool natural;
} sort_ctx;

/* Liquid's nil_safe_compare (nil last, "cannot sort values of incompatible types") and nil_safe_casecmp (ASCII
 * case-insensitive to_s comparison, nil last; two nils equal as later Liquid 5). */
static int sort_cmp(void *vctx, const sp_value *pa, const sp_value *pb, bool *failed)
{
    sort_ctx *ctx = vctx;
    sp_value a = *pa, b = *pb;
    if (ctx->property.type != SP_NIL) {
        if (fu_item_index(ctx->call, a, ctx->property, &a) == FU_PROP_TYPE ||
            fu_item_index(ctx->call, b, ctx->property, &b) == FU_PROP_TYPE) {
            fu_property_error(ctx->call, ctx->property);
            *failed = true;
            return 0;
        }
    }
    if (ctx->natural) {
        if (a.type == SP_NIL || b.type == SP_NIL)
            return a.type == SP_NIL && b.type == SP_NIL ? 0 : a.type == SP_NIL ? 1 : -1;
        fu_str x = fu_to_s(ctx->call, a), y = fu_to_s(ctx->call, b);
        size_t n = x.n < y.n ? x.n : y.n;
        for (size_t i = 0; i < n; i++) {
            unsigned char c = (unsigned char)x.p[i], d = (unsigned char)y.p[i];
            if (c >= 'A' && c <= 'Z')
                c = (unsigned char)(c + 32);
            if (d >= 'A' && d <= 'Z')
                d = (unsigned char)(d + 32);
            if (c != d)
                return c < d ? -1 : 1;
        }
        return (x.n > y.n) - (x.n < y.n);
    }
    int c;
    if (sp_value_compare(a, b, &c))
        return c;
    if (sp_value_equal(a, b)) /* Object#<=> is 0 for equal objects (two equal hashes) */
        return 0;
    if (a.type == SP_NIL)
        return 1;
    if (b.type == SP_NIL)
        return -1;
    sp_filter_error(ctx->call, "cannot sort values of incompatible types");
    *failed = true;
    return 0;
}

static bool responds_to_index(sp_value v)
{
    return v.type == SP_HASH || v.type == SP_ARRAY || v.type == SP_STRING || v.type == SP_INT;
}

static int sort_common(sp_filter_call *call, sp_value input, sp_value property, bool natural, sp_value *out)
{
    sp_value ary = fu_input_array(call, input);
    size_t n = sp_array_len(ary);
    if (property.type != SP_NIL)
        for (size_t i = 0; i < n; i++)
            if (!responds_to_index(sp_array_items(ary)[i])) {
                *out = sp_nil();
                return 0;
            }
    sort_ctx ctx = {call, property, natural};
    if (fu_sort(sp_array_items(ary), n, sort_cmp, &ctx))
        return -1;
    *out = ary;
    return 0;
}

/* sort(input, property = nil) */
FILTER(f_sort)
{
    UNUSED_FILTER_PARAMS;
    return sort_common(call, input, ARG(0), false, out);
}

/* sort_natural(input, property = nil) */
FILTER(f_sort_natural)
{
    UNUSED_FILTER_PARAMS;
    return sort_common(call, input, ARG(0), true, out);
}

/* ---------------------------------------------------------------- math ---- */

static int math_op(sp_filter_call *call, sp_value input, sp_value operand, char op, sp_value *out)
{
    fu_num r;
    if (fu_num_op(call, fu_to_number(input), fu_to_number(operand), op, &r))
        return -1;
    *out = fu_num_value(r);
    return 0;
}

FILTER(f_plus)
{
    UNUSED_FILTER_PARAMS;
    return math_op(call, input, ARG(0), '+', out);
}

FILTER(f_minus)
{
    UNUSED_FILTER_PARAMS;
    return math_op(call, input, ARG(0), '-', out);
}

FILTER(f_times)
{
    UNUSED_FILTER_PARAMS;
    return math_op(call, input, ARG(0), '*', out);
}

FILTER(f_divided_by)
{
    UNUSED_FILTER_PARAMS;
    return math_op(call, input, ARG(0), '/', out);
}

FILTER(f_modulo)
{
    UNUSED_FILTER_PARAMS;
    return math_op(call, input, ARG(0), '%', out);
}

FILTER(f_abs)
{
    UNUSED_FILTER_PARAMS;
    fu_num x = fu_to_number(input);
    if (x.kind == FU_INT && x.i != INT64_MIN)
        *out = sp_int(x.i < 0 ? -x.i : x.i);
    else if (x.kind == FU_INT || x.kind == FU_BIG) { /* a Bignum */
        __int128 m = x.kind == FU_INT ? (__int128)x.i : x.m;
        fu_num big = {.kind = FU_BIG, .m = m < 0 ? -m : m};
        *out = fu_num_value(big);
    } else
        *out = sp_float(fabs(fu_num_to_f(x)));
    return 0;
}

/* FloatDomainError as BigDecimal raises it when an infinite or NaN value becomes an Integer. */
static int float_domain(sp_filter_call *call, double f)
{
    if (isnan(f))
        return sp_filter_error(call, "Computation results in 'NaN' (Not a Number)");
    return sp_filter_error(call, "Computation results in '%sInfinity'", f < 0 ? "-" : "");
}

/* A decimal rounded to an integer: mode 'r' half away from zero, 'c' ceil, 'f' floor. */
static __int128 dec_to_int(__int128 m, int e, char mode)
{
    if (e >= 0) {
        while (e-- > 0 && m < ((__int128)1 << 120) && m > -((__int128)1 << 120))
            m *= 10;
        return m;
    }
    __int128 p = 1;
    for (int k = 0; k < -e && k < 38; k++)
        p *= 10;
    if (-e >= 38)
        return mode == 'c' && m > 0 ? 1 : mode == 'f' && m < 0 ? -1 : 0;
    __int128 q = m / p, r = m % p;
    if (mode == 'c' && r > 0)
        q++;
    else if (mode == 'f' && r < 0)
        q--;
    else if (mode == 'r') {
        __int128 ar = r < 0 ? -r : r;
        if (ar * 2 >= p)
            q += m < 0 ? -1 : 1;
    }
    return q;
}

/* an Integer result: a Bignum (printed exactly) beyond 64 bits */
static sp_value int128_value(sp_filter_call *call, __int128 v)
{
    if (v > INT64_MAX || v < INT64_MIN) {
        fu_num big = {.kind = FU_BIG, .m = v};
        return fu_num_value(big);
    }
    return sp_int((int64_t)v);
}

static int ceil_floor(sp_filter_call *call, sp_value input, char mode, sp_value *out)
{
    fu_num x = fu_to_number(input);
    if (x.kind == FU_INT)
        *out = sp_int(x.i);
    else if (x.kind == FU_FLT) {
        if (!isfinite(x.f))
            return float_domain(call, x.f);
        *out = sp_float(mode == 'c' ? ceil(x.f) : floor(x.f));
    } else
        *out = int128_value(call, dec_to_int(x.m, x.e, mode));
    return 0;
}

FILTER(f_ceil)
{
    UNUSED_FILTER_PARAMS;
    return ceil_floor(call, input, 'c', out);
}

FILTER(f_floor)
{
    UNUSED_FILTER_PARAMS;
    return ceil_floor(call, input, 'f', out);
}

/* round(input, n = 0): Integer#round / BigDecimal#round (half away from zero) at n digits: an Integer when
 * n <= 0, else a Float (to_f). */
FILTER(f_round)
{
    UNUSED_FILTER_PARAMS;
    fu_num x = fu_to_number(input);
    sp_value narg = nargs > 0 ? args[0] : sp_int(0);
    fu_num nn = fu_to_number(narg);
    /* round(ndigits) takes a C int: beyond it Ruby raises RangeError, which Liquid renders as an internal error */
    double df = nn.kind == FU_INT ? (double)nn.i : fu_num_to_f(nn);
    if (nn.kind == FU_BIG || isnan(df) || df >= 2147483648.0 || df <= -2147483649.0)
        return sp_filter_error(call, "internal");
    int64_t digits = nn.kind == FU_INT ? nn.i : (int64_t)df;
    if (digits > 400)
        digits = 400;
    if (digits < -400)
        digits = -400;
    if (x.kind == FU_BIG && digits >= 0) { /* Integer#round(n >= 0) is the Integer */
        *out = fu_num_value(x);
        return 0;
    }
    if (x.kind == FU_INT) {
        if (digits >= 0) {
            *out = sp_int(x.i);
            return 0;
        }
        __int128 q = dec_to_int(x.i, (int)digits, 'r');
        for (int64_t k = 0; k < -digits && q; k++)
            if (__builtin_mul_overflow(q, 10, &q))
                return sp_filter_error(call, "integer too big for round");
        *out = int128_value(call, q);
        return 0;
    }
    if (x.kind == FU_FLT) {
        if (!isfinite(x.f) && (digits <= 0 || isnan(x.f)))
            return float_domain(call, x.f);
        *out = sp_float(x.f);
        return 0;
    }
    /* decimal: round m*10^e to 'digits' places; with no more places than that it is unchanged */
    if (digits > 0 && x.e + digits >= 0) {
        *out = sp_float(fu_num_to_f(x));
        return 0;
    }
    __int128 q = dec_to_int(x.m, x.e + (int)digits, 'r');
    if (digits <= 0) { /* BigDecimal#round(n <= 0) gives an Integer */
        for (int64_t k = 0; k < -digits && q; k++)
            if (__builtin_mul_overflow(q, 10, &q))
                return sp_filter_error(call, "integer too big for round");
        *out = int128_value(call, q);
        return 0;
    }
    fu_num r = {.kind = FU_DEC, .m = q, .e = -(int)digits};
    double f = fu_num_to_f(r);
    /* BigDecimal keeps the sign of a negative that rounds to 0 */
    *out = sp_float(q == 0 && (x.m < 0 || x.neg0) ? -0.0 : f);
    return 0;
}

static int clamp(sp_filter_call *call, sp_value input, sp_value limit, bool at_least, sp_value *out)
{
    (void)call;
    fu_num x = fu_to_number(input), l = fu_to_number(limit);
    int c;
    if (fu_num_cmp(l, x, &c) && (at_least ? c > 0 : c < 0))
        x = l;
    *out = fu_num_value(x);
    return 0;
}

FILTER(f_at_least)
{
    UNUSED_FILTER_PARAMS;
    return clamp(call, input, ARG(0), true, out);
}

FILTER(f_at_most)
{
    UNUSED_FILTER_PARAMS;
    return clamp(call, input, ARG(0), false, out);
}

/* sum(input, property = nil) as Liquid 5.5: Integer 0 plus Utils.to_number of each (flattened) value. */
FILTER(f_sum)
{
    UNUSED_FILTER_PARAMS;
    sp_value ary = fu_input_array(call, input), prop = ARG(0);
    sp_value vals = sp_array_new(call->arena, sp_array_len(ary));
    for (size_t i = 0; i < sp_array_len(ary); i++) {
        sp_value item = sp_array_items(ary)[i], v = item;
        if (prop.type != SP_NIL) {
            fu_prop_status st = fu_item_index(call, item, prop, &v);
            if (st == FU_PROP_TYPE)
                return fu_property_error(call, prop);
            if (st == FU_PROP_NOMETHOD)
                v = sp_int(0);
        }
        sp_array_push(vals, v);
    }
    vals = fu_input_array(call, vals);
    fu_num acc = fu_to_number(sp_int(0));
    for (size_t i = 0; i < sp_array_len(vals); i++)
        if (fu_num_op(call, acc, fu_to_number(sp_array_items(vals)[i]), '+', &acc))
            return -1;
    *out = fu_num_value(acc);
    return 0;
}

/* ---------------------------------------------------------------- misc ---- */

/* default(input, default_value = '', allow_false: false): the default when input is nil, false (unless
 * allow_false) or empty (String, Array, Hash). */
FILTER(f_default)
{
    UNUSED_FILTER_PARAMS;
    bool allow_false = kwargs.type == SP_HASH && sp_truthy(sp_hash_at(kwargs, "allow_false"));
    bool use = allow_false ? input.type == SP_NIL : !sp_truthy(input);
    if ((input.type == SP_STRING && input.u.s.len == 0) || (input.type == SP_ARRAY && sp_array_len(input) == 0) ||
        (input.type == SP_HASH && sp_hash_len(input) == 0))
        use = true;
    *out = use ? (nargs > 0 ? args[0] : SP_STR_LIT("")) : input;
    return 0;
}

const sp_filter_def sp_liquid_standard_filters[] = {
    {"abs", f_abs, 0, 0},
    {"append", f_append, 1, 1},
    {"at_least", f_at_least, 1, 1},
    {"at_most", f_at_most, 1, 1},
    {"base64_decode", f_base64_decode, 0, 0},
    {"base64_encode", f_base64_encode, 0, 0},
    {"base64_url_safe_decode", f_base64_url_safe_decode, 0, 0},
    {"base64_url_safe_encode", f_base64_url_safe_encode, 0, 0},
    {"capitalize", f_capitalize, 0, 0},
    {"ceil", f_ceil, 0, 0},
    {"compact", f_compact, 0, 1},
    {"concat", f_concat, 1, 1},
    {"date", fu_filter_date, 1, 1},
    {"default", f_default, 0, 1},
    {"divided_by", f_divided_by, 1, 1},
    {"downcase", f_downcase, 0, 0},
    {"escape", f_escape, 0, 0},
    {"escape_once", f_escape_once, 0, 0},
    {"find", f_find, 1, 2},
    {"find_index", f_find_index, 1, 2},
    {"first", f_first, 0, 0},
    {"floor", f_floor, 0, 0},
    {"h", f_escape, 0, 0},
    {"has", f_has, 1, 2},
    {"join", f_join, 0, 1},
    {"last", f_last, 0, 0},
    {"lstrip", f_lstrip, 0, 0},
    {"map", f_map, 1, 1},
    {"minus", f_minus, 1, 1},
    {"modulo", f_modulo, 1, 1},
    {"newline_to_br", f_newline_to_br, 0, 0},
    {"plus", f_plus, 1, 1},
    {"prepend", f_prepend, 1, 1},
    {"reject", f_reject, 1, 2},
    {"remove", f_remove, 1, 1},
    {"remove_first", f_remove_first, 1, 1},
    {"remove_last", f_remove_last, 1, 1},
    {"replace", f_replace, 1, 2},
    {"replace_first", f_replace_first, 1, 2},
    {"replace_last", f_replace_last, 2, 2},
    {"reverse", f_reverse, 0, 0},
    {"round", f_round, 0, 1},
    {"rstrip", f_rstrip, 0, 0},
    {"size", f_size, 0, 0},
    {"slice", f_slice, 1, 2},
    {"sort", f_sort, 0, 1},
    {"sort_natural", f_sort_natural, 0, 1},
    {"split", f_split, 1, 1},
    {"squish", f_squish, 0, 0},
    {"strip", f_strip, 0, 0},
    {"strip_html", f_strip_html, 0, 0},
    {"strip_newlines", f_strip_newlines, 0, 0},
    {"sum", f_sum, 0, 1},
    {"times", f_times, 1, 1},
    {"truncate", f_truncate, 0, 2},
    {"truncatewords", f_truncatewords, 0, 2},
    {"uniq", f_uniq, 0, 1},
    {"upcase", f_upcase, 0, 0},
    {"url_decode", f_url_decode, 0, 0},
    {"url_encode", f_url_encode, 0, 0},
    {"where", f_where, 1, 2},
    {NULL, NULL, 0, 0},
};
