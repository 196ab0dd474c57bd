/* Jekyll 4.3's Liquid filters (Jekyll::Filters, URLFilters, GroupingFilters, DateFilters), with the Ruby
 * behaviour of Jekyll 4.3.1 on liquid 5.4. Each filter notes the Ruby it copies. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
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
static bool str_is(sp_value v, const char *lit)
{
    return v.type == SP_STRING && v.u.s.len == strlen(lit) && memcmp(v.u.s.ptr, lit, v.u.s.len) == 0;
}

/* The name Ruby uses for v in "comparison of X with Y failed" / "no implicit conversion of X": special
 * constants (nil, true, false, small Integers, Floats) by inspect, other objects by class. */
static const char *ruby_cmperr_name(sp_filter_call *call, sp_value v)
{
    if (v.type == SP_NIL || v.type == SP_BOOL || v.type == SP_INT || v.type == SP_FLOAT) {
        sp_buf b = SP_BUF_INIT;
        sp_value_inspect(&b, v);
        char *s = sp_arena_strndup(call->arena, b.data ? b.data : "", b.len);
        sp_buf_free(&b);
        return s;
    }
    return sp_type_name(v);
}

static const char *ruby_conv_name(sp_value v)
{
    if (v.type == SP_NIL)
        return "nil";
    if (v.type == SP_BOOL)
        return v.u.b ? "true" : "false";
    return sp_type_name(v);
}

/* ------------------------------------------------------------------ URLs ---- */

/* Addressable's character classes, as bit tests on ASCII. */
enum { CC_UNRESERVED = 1, CC_SUBDELIM = 2, CC_GENDELIM = 4 };
static int cc_of(unsigned char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
        c == '_' || c == '~')
        return CC_UNRESERVED;
    if (c && strchr("!$&'()*+,;=", c))
        return CC_SUBDELIM;
    if (c && strchr(":/?#[]@", c))
        return CC_GENDELIM;
    return 0;
}

typedef bool (*cc_fn)(unsigned char c);
static bool cc_pchar(unsigned char c) { return cc_of(c) & (CC_UNRESERVED | CC_SUBDELIM) || c == ':' || c == '@'; }
static bool cc_fragment(unsigned char c) { return cc_pchar(c) || c == '/' || c == '?'; }
static bool cc_query(unsigned char c) { return (cc_fragment(c) && c != '&' && c != ';') || c == '%'; }
static bool cc_component(unsigned char c) { return cc_of(c) != 0; }

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = (char)(c | 0x20);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static int nfkc_cmp(const void *key, const void *elt)
{
    uint32_t a = *(const uint32_t *)key, b = ((const sp_nfkc_entry *)elt)->cp;
    return a < b ? -1 : a > b;
}

/* The NFKC form of cp when it changes cp (sp_nfkc_map, sorted by cp), else NULL */
static const sp_nfkc_entry *nfkc_find(uint32_t cp)
{
    return bsearch(&cp, sp_nfkc_map, sp_nfkc_map_len, sizeof *sp_nfkc_map, nfkc_cmp);
}

/* Addressable::URI.normalize_component: decode every %XX (but keep an encoded leave_encoded character
 * encoded), apply NFKC (per character; skipped when the decoded bytes are not UTF-8), then percent-encode
 * (upper-case hex) every byte outside the class. */
static void normalize_component(sp_buf *b, const char *s, size_t n, cc_fn allowed, char leave_encoded)
{
    static const char hex[] = "0123456789ABCDEF";
    /* the common case: ASCII with nothing to decode or encode comes out as it is (no NFKC change below 0x80) */
    size_t plain = 0;
    while (plain < n && (unsigned char)s[plain] < 0x80 && s[plain] != '%' && allowed((unsigned char)s[plain]))
        plain++;
    if (plain == n) {
        if (n)
            sp_buf_append(b, s, n);
        return;
    }
    sp_buf dec = SP_BUF_INIT;
    unsigned char *keep = n ? calloc(n, 1) : NULL; /* keep[i]: dec byte i stays percent-encoded */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '%' && i + 2 < n + 0 && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
            c = (unsigned char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
            i += 2;
            if (leave_encoded && c == (unsigned char)leave_encoded)
                keep[dec.len] = 1;
        }
        sp_buf_putc(&dec, (char)c);
    }
    const char *d = dec.data ? dec.data : "";
    bool utf8 = fu_utf8_valid(d, dec.len);
    for (size_t i = 0; i < dec.len;) {
        uint32_t cp;
        bool ok;
        size_t l = fu_utf8_decode(d, dec.len, i, &cp, &ok);
        const sp_nfkc_entry *m = utf8 && cp >= 0x80 ? nfkc_find(cp) : NULL;
        const char *p = m ? sp_nfkc_chars + m->off : d + i;
        size_t pl = m ? m->len : l;
        for (size_t k = 0; k < pl; k++) {
            unsigned char c = (unsigned char)p[k];
            if (!(m == NULL && keep[i + k]) && c < 0x80 && c != '%' && allowed(c))
                sp_buf_putc(b, (char)c);
            else {
                char t[3] = {'%', hex[c >> 4], hex[c & 15]};
                sp_buf_append(b, t, 3);
            }
        }
        i += l;
    }
    free(keep);
    sp_buf_free(&dec);
}

/* RFC 3986 remove_dot_segments on a normalized path. */
static void remove_dot_segments(sp_buf *out, const char *p, size_t n)
{
    sp_buf in = SP_BUF_INIT;
    sp_buf_append(&in, p, n);
    size_t i = 0;
    const char *s = in.data ? in.data : "";
    n = in.len;
    while (i < n) {
        size_t rest = n - i;
        if (rest >= 3 && memcmp(s + i, "../", 3) == 0)
            i += 3;
        else if (rest >= 2 && memcmp(s + i, "./", 2) == 0)
            i += 2;
        else if (rest >= 3 && memcmp(s + i, "/./", 3) == 0)
            i += 2;
        else if (rest == 2 && memcmp(s + i, "/.", 2) == 0) {
            sp_buf_putc(out, '/');
            break;
        } else if ((rest >= 4 && memcmp(s + i, "/../", 4) == 0) || (rest == 3 && memcmp(s + i, "/..", 3) == 0)) {
            char *o = out->data;
            size_t l = out->len;
            while (l > 0 && o[l - 1] != '/')
                l--;
            if (l > 0)
                l--;
            sp_buf_truncate(out, l);
            if (rest == 3) {
                sp_buf_putc(out, '/');
                break;
            }
            i += 3;
        } else if ((rest == 1 && s[i] == '.') || (rest == 2 && memcmp(s + i, "..", 2) == 0))
            break;
        else {
            size_t j = i + (s[i] == '/' ? 1 : 0);
            while (j < n && s[j] != '/')
                j++;
            sp_buf_append(out, s + i, j - i);
            i = j;
        }
    }
    sp_buf_free(&in);
}

typedef struct uri_parts {
    fu_str scheme, authority, path, query, fragment;
    bool has_scheme, has_authority, has_query, has_fragment;
} uri_parts;

/* ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$ */
static uri_parts uri_split(const char *s, size_t n)
{
    uri_parts u;
    memset(&u, 0, sizeof u);
    size_t i = 0;
    while (i < n && s[i] != ':' && s[i] != '/' && s[i] != '?' && s[i] != '#')
        i++;
    if (i > 0 && i < n && s[i] == ':') {
        u.has_scheme = true;
        u.scheme = (fu_str){s, i};
        i++;
    } else
        i = 0;
    if (n - i >= 2 && s[i] == '/' && s[i + 1] == '/') {
        size_t a = i + 2, z = a;
        while (z < n && s[z] != '/' && s[z] != '?' && s[z] != '#')
            z++;
        u.has_authority = true;
        u.authority = (fu_str){s + a, z - a};
        i = z;
    }
    size_t p = i;
    while (i < n && s[i] != '?' && s[i] != '#')
        i++;
    u.path = (fu_str){s + p, i - p};
    if (i < n && s[i] == '?') {
        size_t q = ++i;
        while (i < n && s[i] != '#')
            i++;
        u.has_query = true;
        u.query = (fu_str){s + q, i - q};
    }
    if (i < n && s[i] == '#') { /* (#(.*))?$ : the fragment stops at a newline, and the rest is dropped */
        i++;
        const char *nl = memchr(s + i, '\n', n - i);
        u.has_fragment = true;
        u.fragment = (fu_str){s + i, nl ? (size_t)(nl - (s + i)) : n - i};
    }
    return u;
}

/* Addressable::URI.parse(s).absolute?: a valid scheme. */
static bool uri_absolute(const char *s, size_t n)
{
    uri_parts u = uri_split(s, n);
    if (!u.has_scheme)
        return false;
    char c0 = u.scheme.p[0];
    if (!((c0 | 0x20) >= 'a' && (c0 | 0x20) <= 'z'))
        return false;
    for (size_t i = 1; i < u.scheme.n; i++) {
        char c = u.scheme.p[i];
        if (!(((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '-' ||
              c == '.'))
            return false;
    }
    return true;
}

/* Addressable::URI.parse(s).normalize.to_s for the URLs Jekyll builds (scheme and host lower-cased, default
 * port dropped, path segments and query pairs percent-normalized, dot segments removed). Unicode NFC and IDNA
 * of host names are not applied. */
static void uri_normalize(sp_buf *b, const char *s, size_t n)
{
    uri_parts u = uri_split(s, n);
    if (u.has_scheme) {
        for (size_t i = 0; i < u.scheme.n; i++) {
            char c = u.scheme.p[i];
            sp_buf_putc(b, (char)(c >= 'A' && c <= 'Z' ? c + 32 : c));
        }
        sp_buf_putc(b, ':');
    }
    if (u.has_authority) {
        sp_buf_puts(b, "//");
        const char *a = u.authority.p;
        size_t an = u.authority.n, host = 0;
        const char *at = memchr(a, '@', an);
        if (at) {
            host = (size_t)(at - a) + 1;
            sp_buf_append(b, a, host);
        }
        size_t hend = an;
        for (size_t i = an; i > host; i--)
            if (a[i - 1] == ':') {
                hend = i - 1;
                break;
            } else if (a[i - 1] < '0' || a[i - 1] > '9')
                break;
        for (size_t i = host; i < hend; i++) {
            char c = a[i];
            sp_buf_putc(b, (char)(c >= 'A' && c <= 'Z' ? c + 32 : c));
        }
        if (hend < an) {
            fu_str port = {a + hend + 1, an - hend - 1};
            bool dflt = port.n == 0 ||
                        (u.has_scheme && ((port.n == 2 && memcmp(port.p, "80", 2) == 0 &&
                                           u.scheme.n == 4 && strncasecmp(u.scheme.p, "http", 4) == 0) ||
                                          (port.n == 3 && memcmp(port.p, "443", 3) == 0 && u.scheme.n == 5 &&
                                           strncasecmp(u.scheme.p, "https", 5) == 0)));
            if (!dflt) {
                sp_buf_putc(b, ':');
                sp_buf_append(b, port.p, port.n);
            }
        }
    }
    /* path: strip, normalize each segment, remove dot segments */
    const char *p = u.path.p;
    size_t pn = u.path.n;
    while (pn && is_ws(*p))
        p++, pn--;
    while (pn && is_ws(p[pn - 1]))
        pn--;
    sp_buf segs = SP_BUF_INIT;
    for (size_t i = 0, start = 0; i <= pn; i++)
        if (i == pn || p[i] == '/') {
            normalize_component(&segs, p + start, i - start, cc_pchar, 0);
            if (i < pn)
                sp_buf_putc(&segs, '/');
            start = i + 1;
        }
    if (u.has_authority && segs.len == 0)
        sp_buf_putc(b, '/');
    else if (u.has_scheme && !u.has_authority)
        sp_buf_append(b, segs.data ? segs.data : "", segs.len);
    else
        remove_dot_segments(b, segs.data ? segs.data : "", segs.len);
    sp_buf_free(&segs);
    if (u.has_query && u.query.n) { /* an empty query or fragment is dropped */
        sp_buf_putc(b, '?');
        for (size_t i = 0, start = 0; i <= u.query.n; i++)
            if (i == u.query.n || u.query.p[i] == '&') {
                normalize_component(b, u.query.p + start, i - start, cc_query, '+');
                if (i < u.query.n)
                    sp_buf_putc(b, '&');
                start = i + 1;
            }
    }
    if (u.has_fragment && u.fragment.n) {
        sp_buf_putc(b, '#');
        normalize_component(b, u.fragment.p, u.fragment.n, cc_fragment, 0);
    }
}

/* compute_relative_url: an absolute URI as is, else baseurl (chomp "/") + input, each with a leading slash,
 * normalized. */
static void relative_url(sp_filter_call *call, fu_str in, sp_buf *b)
{
    if (uri_absolute(in.p, in.n)) {
        sp_buf_append(b, in.p, in.n);
        return;
    }
    sp_value base = sp_hash_at(call->site, "baseurl");
    fu_str bs = base.type == SP_NIL ? (fu_str){"", 0} : fu_to_s(call, base);
    if (bs.n && bs.p[bs.n - 1] == '/')
        bs.n--;
    sp_buf joined = SP_BUF_INIT;
    if (bs.n && bs.p[0] != '/')
        sp_buf_putc(&joined, '/');
    sp_buf_append(&joined, bs.p, bs.n);
    if (in.n && in.p[0] != '/')
        sp_buf_putc(&joined, '/');
    sp_buf_append(&joined, in.p, in.n);
    uri_normalize(b, joined.data ? joined.data : "", joined.len);
    sp_buf_free(&joined);
}

/* `input = input.url if input.respond_to?(:url)`: a document or page (a drop in Jekyll, a hash with "url" here) */
static sp_value url_of(sp_value input)
{
    sp_value u;
    if (input.type == SP_HASH && sp_hash_getc(input, "url", &u))
        return u;
    return input;
}

/* relative_url(input): nil for nil */
FILTER(f_relative_url)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    input = url_of(input);
    sp_buf b = SP_BUF_INIT;
    relative_url(call, fu_to_s(call, input), &b);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* absolute_url(input): an absolute URI as is; site.url + relative_url(input), normalized; relative_url alone
 * when site.url is empty. */
FILTER(f_absolute_url)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    fu_str in = fu_to_s(call, url_of(input));
    sp_buf b = SP_BUF_INIT;
    if (uri_absolute(in.p, in.n)) {
        *out = str_value(call, in.p, in.n);
        return 0;
    }
    sp_value url = sp_hash_at(call->site, "url");
    fu_str us = url.type == SP_NIL ? (fu_str){"", 0} : fu_to_s(call, url);
    if (us.n == 0) {
        relative_url(call, in, &b);
        *out = fu_buf_value(call, &b);
        return 0;
    }
    sp_buf joined = SP_BUF_INIT;
    sp_buf_append(&joined, us.p, us.n);
    relative_url(call, in, &joined);
    uri_normalize(&b, joined.data, joined.len);
    sp_buf_free(&joined);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* ------------------------------------------------------------ properties ---- */

/* /\A\s*-?\d+\s*\Z/ and /\A\s*-?(?:\d+\.?\d*|\.\d+)\s*\Z/ */
static int number_like(const char *s, size_t n)
{
    size_t i = 0, d1 = 0, d2 = 0;
    while (i < n && is_ws(s[i]))
        i++;
    if (i < n && s[i] == '-')
        i++;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++, d1++;
    bool dot = false;
    if (i < n && s[i] == '.') {
        dot = true;
        i++;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++, d2++;
    }
    while (i < n && is_ws(s[i]))
        i++;
    if (i != n || (d1 == 0 && d2 == 0))
        return 0;
    return dot ? 2 : 1;
}

/* parse_sort_input: integer-like to_s gives to_i, float-like gives to_f, else the value itself. */
static sp_value parse_sort_input(sp_filter_call *call, sp_value v)
{
    /* Only a String can change: an Integer or Float converts to itself, and the to_s of nil, booleans, times,
     * dates, arrays ("[...") and hashes ("{...") never looks like a number. */
    if (v.type != SP_STRING)
        return v;
    int kind = number_like(v.u.s.ptr, v.u.s.len);
    if (kind == 1)
        return sp_int(fu_str_to_i(v.u.s.ptr, v.u.s.len));
    if (kind == 2) {
        char *tmp = sp_arena_strndup(call->arena, v.u.s.ptr, v.u.s.len);
        return sp_float(strtod(tmp, NULL));
    }
    return v;
}

/* liquid_data[key] as Ruby does it for the values a Liquid context holds. Returns 0, or -1 with Ruby's error
 * (TypeError / NoMethodError) recorded. */
static int ruby_index(sp_filter_call *call, sp_value data, const char *key, size_t klen, sp_value *out)
{
    *out = sp_nil();
    switch (data.type) {
    case SP_HASH: sp_hash_get(data, key, klen, out); return 0;
    case SP_STRING:
        if (klen == 0 || memmem(data.u.s.ptr, data.u.s.len, key, klen))
            *out = str_value(call, key, klen);
        return 0;
    case SP_ARRAY:
    case SP_INT: return sp_filter_error(call, "no implicit conversion of String into Integer");
    default: return sp_filter_error(call, "undefined method `[]'");
    }
}

/* item_property(item, property): read_liquid_attribute (dotted paths step through values that respond to [])
 * then parse_sort_input. */
static int item_property(sp_filter_call *call, sp_value item, sp_value property, sp_value *out)
{
    fu_str p = fu_to_s(call, property);
    const char *dot = memchr(p.p, '.', p.n);
    sp_value v;
    if (!dot) {
        if (ruby_index(call, item, p.p, p.n, &v))
            return -1;
    } else {
        /* property.split(".") (trailing empty parts dropped) reduced with data.respond_to?(:[]) && data[key] */
        size_t end = p.n;
        while (end && p.p[end - 1] == '.')
            end--;
        v = item;
        for (size_t i = 0, start = 0; i <= end; i++) {
            if (i < end && p.p[i] != '.')
                continue;
            bool responds = v.type == SP_HASH || v.type == SP_STRING || v.type == SP_ARRAY || v.type == SP_INT;
            if (!responds)
                v = sp_bool(false); /* respond_to?(:[]) is false */
            else if (ruby_index(call, v, p.p + start, i - start, &v))
                return -1;
            start = i + 1;
        }
    }
    *out = parse_sort_input(call, v);
    return 0;
}

/* v.to_s == t, without allocating for strings and integers */
static bool to_s_equals(sp_filter_call *call, sp_value v, fu_str t)
{
    if (v.type == SP_STRING)
        return v.u.s.len == t.n && memcmp(v.u.s.ptr, t.p, t.n) == 0;
    if (v.type == SP_INT) {
        char b[24];
        int n = snprintf(b, sizeof b, "%lld", (long long)v.u.i);
        return (size_t)n == t.n && memcmp(b, t.p, t.n) == 0;
    }
    fu_str s = fu_to_s(call, v);
    return s.n == t.n && memcmp(s.p, t.p, t.n) == 0;
}

/* compare_property_vs_target(property, target) with t = target.to_s */
/* Array(v).join == "" for an element of an Array: nil, "", and arrays of such (to_s of anything else is not
 * empty) */
static bool joins_empty(sp_value v, int depth)
{
    if (v.type == SP_NIL)
        return true;
    if (v.type == SP_STRING)
        return v.u.s.len == 0;
    if (v.type != SP_ARRAY || depth > 100)
        return false;
    for (size_t i = 0; i < sp_array_len(v); i++)
        if (!joins_empty(sp_array_items(v)[i], depth + 1))
            return false;
    return true;
}

static bool property_matches(sp_filter_call *call, sp_value property, sp_value target, fu_str t)
{
    if (target.type == SP_NIL)
        return property.type == SP_NIL;
    if (sp_filter_is_method_literal(target)) {
        /* `empty` / `blank`: property == "" || Array(property).join == "" (a Hash as its [key, value] pairs) */
        if (property.type == SP_HASH) {
            for (size_t i = 0; i < sp_hash_len(property); i++) {
                size_t kl;
                sp_value v;
                sp_hash_entry(property, i, NULL, &kl, &v);
                if (kl != 0 || !joins_empty(v, 0))
                    return false;
            }
            return true;
        }
        return joins_empty(property, 0);
    }
    if (property.type == SP_STRING)
        return property.u.s.len == t.n && memcmp(property.u.s.ptr, t.p, t.n) == 0;
    /* Array(property).each { |prop| prop.to_s == target } */
    sp_value list = property;
    if (property.type == SP_NIL)
        return false;
    if (property.type == SP_HASH) {
        list = sp_array_new(call->arena, sp_hash_len(property));
        for (size_t i = 0; i < sp_hash_len(property); i++) {
            const char *k;
            size_t kl;
            sp_value v, pair = sp_array_new(call->arena, 2);
            sp_hash_entry(property, i, &k, &kl, &v);
            sp_array_push(pair, str_value(call, k, kl));
            sp_array_push(pair, v);
            sp_array_push(list, pair);
        }
    } else if (property.type != SP_ARRAY)
        return to_s_equals(call, property, t);
    for (size_t i = 0; i < sp_array_len(list); i++)
        if (to_s_equals(call, sp_array_items(list)[i], t))
            return true;
    return false;
}

/* The collection Jekyll's where/find/..._exp select from: an Array as is, a Hash's values, a Range's integers;
 * false for values without #select (the filter then returns its input). */
static bool selectable(sp_filter_call *call, sp_value input, sp_value *items)
{
    switch (input.type) {
    case SP_ARRAY: *items = input; return true;
    case SP_HASH: {
        *items = sp_array_new(call->arena, sp_hash_len(input));
        for (size_t i = 0; i < sp_hash_len(input); i++) {
            sp_value v;
            sp_hash_entry(input, i, NULL, NULL, &v);
            sp_array_push(*items, v);
        }
        return true;
    }
    case SP_RANGE: *items = fu_input_array(call, input); return true;
    default: return false;
    }
}

/* where(input, property, value) / find(input, property, value) */
static int where_find(sp_filter_call *call, sp_value input, sp_value property, sp_value value, bool find,
                      sp_value *out)
{
    sp_value items;
    if (!sp_truthy(property) || value.type == SP_ARRAY || value.type == SP_HASH ||
        !selectable(call, input, &items)) {
        *out = input;
        return 0;
    }
    sp_value r = sp_array_new(call->arena, 0);
    fu_str t = fu_to_s(call, value);
    for (size_t i = 0; i < sp_array_len(items); i++) {
        sp_value item = sp_array_items(items)[i], pv;
        if (item_property(call, item, property, &pv))
            return -1;
        if (property_matches(call, pv, value, t)) {
            if (find) {
                *out = item;
                return 0;
            }
            sp_array_push(r, item);
        }
    }
    *out = find ? sp_nil() : r;
    return 0;
}

FILTER(f_where)
{
    UNUSED_FILTER_PARAMS;
    return where_find(call, input, ARG(0), ARG(1), false, out);
}

FILTER(f_find)
{
    UNUSED_FILTER_PARAMS;
    return where_find(call, input, ARG(0), ARG(1), true, out);
}

/* Parse an expression filter's expression once for the whole call (Jekyll parses it once per call too, before
 * the first item and even when there is none). */
static int parse_item_expr(sp_filter_call *call, sp_value expr, sp_filter_expr_kind kind, sp_filter_expr **pe)
{
    if (!call->parse_expr || !call->eval_expr)
        return sp_filter_error(call, "%s: expressions cannot be evaluated here", call->filter_name);
    fu_str es = fu_to_s(call, expr);
    return call->parse_expr(call, es.p, es.n, kind, pe);
}

static int eval_item(sp_filter_call *call, sp_value var, sp_filter_expr *pe, sp_value item, sp_value *v)
{
    fu_str vs = fu_to_s(call, var);
    return call->eval_expr(call, pe, vs.p, vs.n, item, v);
}

/* where_exp(input, variable, expression) / find_exp: items for which the condition is truthy */
static int where_find_exp(sp_filter_call *call, sp_value input, sp_value var, sp_value expr, bool find,
                          sp_value *out)
{
    sp_value items;
    if (!selectable(call, input, &items)) {
        *out = input;
        return 0;
    }
    sp_filter_expr *pe;
    if (parse_item_expr(call, expr, SP_FILTER_EXPR_CONDITION, &pe))
        return -1;
    sp_value r = sp_array_new(call->arena, 0);
    for (size_t i = 0; i < sp_array_len(items); i++) {
        sp_value item = sp_array_items(items)[i], v;
        if (eval_item(call, var, pe, item, &v))
            return -1;
        if (sp_truthy(v)) {
            if (find) {
                *out = item;
                return 0;
            }
            sp_array_push(r, item);
        }
    }
    *out = find ? sp_nil() : r;
    return 0;
}

FILTER(f_where_exp)
{
    UNUSED_FILTER_PARAMS;
    return where_find_exp(call, input, ARG(0), ARG(1), false, out);
}

FILTER(f_find_exp)
{
    UNUSED_FILTER_PARAMS;
    return where_find_exp(call, input, ARG(0), ARG(1), true, out);
}

/* group_by / group_by_exp: [{"name" => key, "items" => [...], "size" => n}] in order of first appearance */
static int group_common(sp_filter_call *call, sp_value input, sp_value a0, sp_value a1, bool exp, sp_value *out)
{
    sp_value items;
    if (input.type == SP_HASH) { /* Hash#group_by yields [key, value] pairs */
        items = sp_array_new(call->arena, sp_hash_len(input));
        for (size_t i = 0; i < sp_hash_len(input); i++) {
            const char *k;
            size_t kl;
            sp_value v, pair = sp_array_new(call->arena, 2);
            sp_hash_entry(input, i, &k, &kl, &v);
            sp_array_push(pair, str_value(call, k, kl));
            sp_array_push(pair, v);
            sp_array_push(items, pair);
        }
    } else if (!selectable(call, input, &items)) {
        *out = input;
        return 0;
    }
    sp_filter_expr *pe = NULL;
    if (exp && parse_item_expr(call, a1, SP_FILTER_EXPR_VARIABLE, &pe))
        return -1;
    sp_value groups = sp_array_new(call->arena, 0);
    for (size_t i = 0; i < sp_array_len(items); i++) {
        sp_value item = sp_array_items(items)[i], key;
        if (exp) {
            if (eval_item(call, a0, pe, item, &key))
                return -1;
        } else {
            if (item_property(call, item, a0, &key))
                return -1;
            fu_str ks = fu_to_s(call, key);
            key = str_value(call, ks.p, ks.n);
        }
        sp_value group = sp_nil();
        for (size_t g = 0; g < sp_array_len(groups); g++)
            if (fu_eql(sp_hash_at(sp_array_items(groups)[g], "name"), key)) {
                group = sp_array_items(groups)[g];
                break;
            }
        if (group.type == SP_NIL) {
            group = sp_hash_new(call->arena, 3);
            sp_hash_setc(group, "name", key);
            sp_hash_setc(group, "items", sp_array_new(call->arena, 0));
            sp_hash_setc(group, "size", sp_int(0));
            sp_array_push(groups, group);
        }
        sp_value list = sp_hash_at(group, "items");
        sp_array_push(list, item);
        sp_hash_setc(group, "size", sp_int((int64_t)sp_array_len(list)));
    }
    *out = groups;
    return 0;
}

FILTER(f_group_by)
{
    UNUSED_FILTER_PARAMS;
    return group_common(call, input, ARG(0), sp_nil(), false, out);
}

FILTER(f_group_by_exp)
{
    UNUSED_FILTER_PARAMS;
    return group_common(call, input, ARG(0), ARG(1), true, out);
}

/* ------------------------------------------------------------------ sort ---- */

typedef struct jsort_ctx {
    sp_filter_call *call;
    int order;   /* -1 nils first, +1 nils last */
    bool by_key; /* items are [property, item] pairs */
} jsort_ctx;

/* Array#sort's <=> (failure: "comparison of X with Y failed") */
static int plain_cmp(void *vctx, const sp_value *a, const sp_value *b, bool *failed)
{
    jsort_ctx *ctx = vctx;
    int c;
    if (sp_value_compare(*a, *b, &c))
        return c;
    if (sp_value_equal(*a, *b))
        return 0;
    sp_filter_error(ctx->call, "comparison of %s with %s failed", sp_type_name(*a), ruby_cmperr_name(ctx->call, *b));
    *failed = true;
    return 0;
}

/* sort_input's block: nils first/last, then a <=> b || a.to_s <=> b.to_s */
static int keyed_cmp(void *vctx, const sp_value *pa, const sp_value *pb, bool *failed)
{
    (void)failed;
    jsort_ctx *ctx = vctx;
    sp_value a = sp_array_items(*pa)[0], b = sp_array_items(*pb)[0];
    if (a.type != SP_NIL && b.type == SP_NIL)
        return -ctx->order;
    if (a.type == SP_NIL && b.type != SP_NIL)
        return ctx->order;
    int c;
    if (sp_value_compare(a, b, &c))
        return c;
    fu_str x = fu_to_s(ctx->call, a), y = fu_to_s(ctx->call, b);
    size_t n = x.n < y.n ? x.n : y.n;
    c = n ? memcmp(x.p, y.p, n) : 0;
    if (c == 0)
        c = (x.n > y.n) - (x.n < y.n);
    return (c > 0) - (c < 0);
}

/* sort(input, property = nil, nils = "first") */
FILTER(f_sort)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL)
        return sp_filter_error(call, "Cannot sort a null object.");
    sp_value items;
    if (input.type == SP_HASH || input.type == SP_ARRAY || input.type == SP_RANGE) {
        if (input.type == SP_HASH) {
            items = sp_array_new(call->arena, sp_hash_len(input));
            for (size_t i = 0; i < sp_hash_len(input); i++) {
                const char *k;
                size_t kl;
                sp_value v, pair = sp_array_new(call->arena, 2);
                sp_hash_entry(input, i, &k, &kl, &v);
                sp_array_push(pair, str_value(call, k, kl));
                sp_array_push(pair, v);
                sp_array_push(items, pair);
            }
        } else if (input.type == SP_RANGE)
            items = fu_input_array(call, input);
        else {
            items = sp_array_new(call->arena, sp_array_len(input));
            for (size_t i = 0; i < sp_array_len(input); i++)
                sp_array_push(items, sp_array_items(input)[i]);
        }
    } else
        return sp_filter_error(call, "undefined method `sort'");
    jsort_ctx ctx = {call, -1, false};
    sp_value property = ARG(0);
    if (property.type == SP_NIL) {
        if (fu_sort(sp_array_items(items), sp_array_len(items), plain_cmp, &ctx))
            return -1;
        *out = items;
        return 0;
    }
    sp_value nils = nargs > 1 ? args[1] : SP_STR_LIT("first");
    if (str_is(nils, "first"))
        ctx.order = -1;
    else if (str_is(nils, "last"))
        ctx.order = 1;
    else {
        fu_str ns = fu_to_s(call, nils);
        return sp_filter_error(call,
                               "Invalid nils order: '%.*s' is not a valid nils order. It must be 'first' or 'last'.",
                               (int)ns.n, ns.p);
    }
    size_t n = sp_array_len(items);
    sp_value pairs = sp_array_new(call->arena, n);
    for (size_t i = 0; i < n; i++) {
        sp_value pair = sp_array_new(call->arena, 2), key;
        if (item_property(call, sp_array_items(items)[i], property, &key))
            return -1;
        sp_array_push(pair, key);
        sp_array_push(pair, sp_array_items(items)[i]);
        sp_array_push(pairs, pair);
    }
    fu_sort(sp_array_items(pairs), n, keyed_cmp, &ctx);
    sp_value r = sp_array_new(call->arena, n);
    for (size_t i = 0; i < n; i++)
        sp_array_push(r, sp_array_items(sp_array_items(pairs)[i])[1]);
    *out = r;
    return 0;
}

/* --------------------------------------------------------------- strings ---- */

/* input.to_s.encode(:xml => :attr) without the surrounding quotes: & < > " ' escaped, byte by byte (an invalid
 * UTF-8 byte passes through, as Ruby's encode to the same encoding leaves it) */
FILTER(f_xml_escape)
{
    UNUSED_FILTER_PARAMS;
    *out = fu_html_escape_value(call, input, fu_to_s(call, input), SP_HTML_XML);
    return 0;
}

/* CGI.escape(input): a String only */
FILTER(f_cgi_escape)
{
    UNUSED_FILTER_PARAMS;
    if (input.type != SP_STRING)
        return sp_filter_error(call, "no implicit conversion of %s into String", ruby_conv_name(input));
    sp_buf b = SP_BUF_INIT;
    fu_cgi_escape(&b, input.u.s.ptr, input.u.s.len);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* Addressable::URI.normalize_component(input): decode %XX, encode what is neither reserved nor unreserved */
FILTER(f_uri_escape)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    if (input.type != SP_STRING)
        return sp_filter_error(call, "Can't convert %s into String.", sp_type_name(input));
    sp_buf b = SP_BUF_INIT;
    normalize_component(&b, input.u.s.ptr, input.u.s.len, cc_component, 0);
    *out = fu_buf_value(call, &b);
    return 0;
}

/* input.to_s.gsub(/\s+/, " ").strip */
FILTER(f_normalize_whitespace)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < s.n;) {
        if (is_ws(s.p[i])) {
            sp_buf_putc(&b, ' ');
            while (i < s.n && is_ws(s.p[i]))
                i++;
        } else
            sp_buf_putc(&b, s.p[i++]);
    }
    size_t a = 0, z = b.len;
    while (a < z && (b.data[a] == ' ' || b.data[a] == '\0'))
        a++;
    while (z > a && (b.data[z - 1] == ' ' || b.data[z - 1] == '\0'))
        z--;
    *out = str_value(call, b.data ? b.data + a : "", z - a);
    sp_buf_free(&b);
    return 0;
}

static bool is_cjk(uint32_t cp) { return fu_in_ranges(sp_ranges_cjk, sp_ranges_cjk_len, cp); }

/* number_of_words(input, mode = nil): input.split.length; "cjk" counts CJK characters plus runs of other
 * non-space characters; "auto" does that only when there is a CJK character. */
FILTER(f_number_of_words)
{
    UNUSED_FILTER_PARAMS;
    sp_value mode = ARG(0);
    bool cjk = str_is(mode, "cjk"), autom = str_is(mode, "auto");
    if (input.type != SP_STRING)
        return sp_filter_error(call, "undefined method `%s'", cjk || autom ? "scan" : "split");
    const char *s = input.u.s.ptr;
    size_t n = input.u.s.len;
    int64_t words = 0, cjk_chars = 0, runs = 0;
    bool in_word = false, in_run = false;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        bool ok;
        size_t l = fu_utf8_decode(s, n, i, &cp, &ok);
        bool space = l == 1 && is_ws(s[i]);
        bool c = ok && is_cjk(cp);
        if (!space && !in_word)
            words++;
        in_word = !space;
        if (c)
            cjk_chars++;
        if (!space && !c && !in_run)
            runs++;
        in_run = !space && !c;
        i += l;
    }
    if (cjk || (autom && cjk_chars > 0))
        *out = sp_int(cjk_chars + runs);
    else
        *out = sp_int(words);
    return 0;
}

/* array_to_sentence_string(array, connector = "and") */
FILTER(f_array_to_sentence_string)
{
    UNUSED_FILTER_PARAMS;
    fu_str conn = nargs > 0 ? fu_to_s(call, args[0]) : (fu_str){"and", 3};
    sp_value items;
    if (input.type == SP_ARRAY)
        items = input;
    else if (input.type == SP_STRING && fu_utf8_len(input.u.s.ptr, input.u.s.len) <= 2) {
        items = sp_array_new(call->arena, 2);
        for (size_t i = 0; i < input.u.s.len;) {
            size_t l = fu_utf8_clen(input.u.s.ptr, input.u.s.len, i);
            sp_array_push(items, str_value(call, input.u.s.ptr + i, l));
            i += l;
        }
        if (sp_array_len(items) == 1)
            items = sp_array_new(call->arena, 0), sp_array_push(items, input);
    } else if (input.type == SP_STRING)
        return sp_filter_error(call, "undefined method `join'");
    else
        return sp_filter_error(call, "undefined method `length'");
    size_t n = sp_array_len(items);
    sp_value *it = sp_array_items(items);
    sp_buf b = SP_BUF_INIT;
    if (n == 1 || n == 2) { /* "#{array[0]}" (to_s: an Array gives its inspect) [" #{connector} #{array[1]}"] */
        fu_str s = fu_to_s(call, it[0]);
        sp_buf_append(&b, s.p, s.n);
    }
    if (n >= 3) { /* array[0...-1].join(", "): nested arrays are joined recursively with the same separator */
        sp_value head = sp_array_new(call->arena, n - 1);
        for (size_t i = 0; i + 1 < n; i++)
            sp_array_push(head, it[i]);
        sp_value flat = fu_input_array(call, head);
        for (size_t i = 0; i < sp_array_len(flat); i++) {
            if (i)
                sp_buf_puts(&b, ", ");
            sp_value_to_s(&b, sp_array_items(flat)[i]);
        }
        sp_buf_putc(&b, ',');
    }
    if (n >= 2) {
        sp_buf_putc(&b, ' ');
        sp_buf_append(&b, conn.p, conn.n);
        sp_buf_putc(&b, ' ');
        fu_str s = fu_to_s(call, it[n - 1]);
        sp_buf_append(&b, s.p, s.n);
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

/* Jekyll::Utils.slugify(string, mode:) */
static bool slug_keep(uint32_t cp, bool valid, const char *mode)
{
    if (!valid)
        return false;
    if (strcmp(mode, "raw") == 0)
        return !(cp < 0x80 && is_ws((char)cp));
    if (strcmp(mode, "ascii") == 0)
        return cp < 0x80 && ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z' ? true : cp >= '0' && cp <= '9');
    bool word = fu_in_ranges(sp_ranges_slug_word, sp_ranges_slug_word_len, cp);
    if (strcmp(mode, "pretty") == 0)
        return word || (cp < 0x80 && cp && strchr("._~!$&'()+,;=@", (int)cp));
    return word;
}

FILTER(f_slugify)
{
    UNUSED_FILTER_PARAMS;
    if (input.type == SP_NIL) {
        *out = sp_nil();
        return 0;
    }
    sp_value m = ARG(0);
    const char *mode = "default";
    static const char *modes[] = {"raw", "default", "pretty", "ascii", "latin"};
    bool known = m.type == SP_NIL;
    for (size_t i = 0; i < 5 && !known; i++)
        if (str_is(m, modes[i])) {
            mode = modes[i];
            known = true;
        }
    if (input.type != SP_STRING)
        return sp_filter_error(call, "undefined method `%s'", known ? "gsub" : "downcase");
    fu_str s = {input.u.s.ptr, input.u.s.len};
    sp_buf b = SP_BUF_INIT;
    if (!known) {
        fu_downcase(&b, s.p, s.n);
        *out = fu_buf_value(call, &b);
        return 0;
    }
    sp_buf latin = SP_BUF_INIT;
    if (strcmp(mode, "latin") == 0) { /* I18n.transliterate: approximations, "?" for other non-ASCII */
        for (size_t i = 0; i < s.n;) {
            uint32_t cp;
            bool ok;
            size_t l = fu_utf8_decode(s.p, s.n, i, &cp, &ok);
            if (cp < 0x80)
                sp_buf_putc(&latin, s.p[i]);
            else {
                const sp_case_map *a = ok ? fu_map_find(sp_latin_approx, sp_latin_approx_len, cp) : NULL;
                if (a)
                    sp_buf_append(&latin, a->s, a->len);
                else
                    sp_buf_putc(&latin, '?');
            }
            i += l;
        }
        s = (fu_str){latin.data ? latin.data : "", latin.len};
        mode = "default";
    }
    sp_buf slug = SP_BUF_INIT;
    for (size_t i = 0; i < s.n;) {
        uint32_t cp;
        bool ok;
        size_t l = fu_utf8_decode(s.p, s.n, i, &cp, &ok);
        if (slug_keep(cp, ok, mode)) {
            sp_buf_append(&slug, s.p + i, l);
            i += l;
        } else {
            sp_buf_putc(&slug, '-');
            while (i < s.n) {
                l = fu_utf8_decode(s.p, s.n, i, &cp, &ok);
                if (slug_keep(cp, ok, mode))
                    break;
                i += l;
            }
        }
    }
    /* gsub(/^-|-$/, "") */
    size_t a = 0, z = slug.len;
    if (z && slug.data[0] == '-')
        a = 1;
    if (z > a && slug.data[z - 1] == '-')
        z--;
    fu_downcase(&b, slug.data ? slug.data + a : "", z - a);
    sp_buf_free(&slug);
    sp_buf_free(&latin);
    *out = fu_buf_value(call, &b);
    return 0;
}

static int json_write(sp_filter_call *call, sp_buf *b, sp_value v, int depth, bool pretty);
static int json_write_doc(sp_filter_call *call, sp_buf *b, sp_value doc, int depth, bool collapse, bool pretty);

/* JSON.pretty_generate's layout: two spaces per level, "key": value, a newline after [ and before ] even when
 * the array is empty ("[\n\n  ]"), none inside an empty object ("{\n  }") */
static void json_nl(sp_buf *b, int depth)
{
    sp_buf_putc(b, '\n');
    for (int i = 0; i < depth; i++)
        sp_buf_puts(b, "  ");
}

/* DocumentDrop#to_h key order: its methods first (as Ruby lists them), then the data keys in data order, which
 * for a post end with slug and ext */
static const char *const doc_first_keys[] = {"name",  "id",       "relative_path", "excerpt", "title",
                                             "categories", "collection", "next", "tags", "previous",
                                             "content", "output", "path", "url", "date", "draft"};
static const char *const doc_last_keys[] = {"slug", "ext"};

static bool key_in(const char *k, size_t kl, const char *const *set, size_t n)
{
    for (size_t j = 0; j < n; j++)
        if (kl == strlen(set[j]) && !memcmp(k, set[j], kl))
            return true;
    return false;
}

#define NKEYS(a) (sizeof(a) / sizeof((a)[0]))

/* Write one member of a document's JSON; collapse: DocumentDrop#collapse_document (every key but content, output,
 * excerpt, next, previous); nested: previous/next are written collapsed (hash_for_json at depth 2 or more). */
static int doc_member(sp_filter_call *call, sp_buf *b, const char *k, size_t kl, sp_value val, int depth,
                      bool collapse, bool nested, bool *first, bool pretty)
{
    static const char *const omit[] = {"content", "output", "excerpt", "next", "previous"};
    static const char *const chain[] = {"next", "previous"};
    if (collapse && key_in(k, kl, omit, NKEYS(omit)))
        return 0;
    if (!*first)
        sp_buf_putc(b, ',');
    *first = false;
    if (pretty)
        json_nl(b, depth + 1);
    json_write(call, b, sp_str_ref(k, kl), depth + 1, false);
    sp_buf_puts(b, pretty ? ": " : ":");
    if (nested && sp_is_hash(val) && key_in(k, kl, chain, NKEYS(chain)))
        return json_write_doc(call, b, val, depth + 1, true, pretty);
    return json_write(call, b, val, depth + 1, pretty);
}

/* A Jekyll document's `page` (SP_FLAG_DOCUMENT) as DocumentDrop#to_json writes it */
static int json_write_doc(sp_filter_call *call, sp_buf *b, sp_value doc, int depth, bool collapse, bool pretty)
{
    bool nested = !collapse && depth >= 2;
    bool first = true;
    sp_buf_putc(b, '{');
    for (size_t j = 0; j < NKEYS(doc_first_keys); j++) {
        sp_value val;
        if (sp_hash_getc(doc, doc_first_keys[j], &val) &&
            doc_member(call, b, doc_first_keys[j], strlen(doc_first_keys[j]), val, depth, collapse, nested, &first, pretty))
            return -1;
    }
    for (size_t i = 0; i < sp_hash_len(doc); i++) {
        const char *k;
        size_t kl;
        sp_value val;
        sp_hash_entry(doc, i, &k, &kl, &val);
        if (key_in(k, kl, doc_first_keys, NKEYS(doc_first_keys)) || key_in(k, kl, doc_last_keys, NKEYS(doc_last_keys)))
            continue;
        if (doc_member(call, b, k, kl, val, depth, collapse, nested, &first, pretty))
            return -1;
    }
    for (size_t j = 0; j < NKEYS(doc_last_keys); j++) {
        sp_value val;
        if (sp_hash_getc(doc, doc_last_keys[j], &val) &&
            doc_member(call, b, doc_last_keys[j], strlen(doc_last_keys[j]), val, depth, collapse, nested, &first, pretty))
            return -1;
    }
    if (pretty)
        json_nl(b, depth);
    sp_buf_putc(b, '}');
    return 0;
}

/* A collection (SP_FLAG_COLLECTION) as CollectionDrop#to_json: label, files, docs, output, relative_directory,
 * directory, then its metadata; the documents as strings (a Document has no to_json: Document#to_s) */
static int json_write_collection(sp_filter_call *call, sp_buf *b, sp_value c, int depth, bool pretty)
{
    static const char *const first_keys[] = {"label", "files", "docs", "output", "relative_directory", "directory"};
    bool first = true;
    sp_buf_putc(b, '{');
    for (int pass = 0; pass < 2; pass++) {
        size_t n = pass == 0 ? NKEYS(first_keys) : sp_hash_len(c);
        for (size_t i = 0; i < n; i++) {
            const char *k;
            size_t kl;
            sp_value val;
            if (pass == 0) {
                k = first_keys[i];
                kl = strlen(k);
                if (!sp_hash_get(c, k, kl, &val))
                    continue;
            } else {
                sp_hash_entry(c, i, &k, &kl, &val);
                if (key_in(k, kl, first_keys, NKEYS(first_keys)))
                    continue;
            }
            if (!first)
                sp_buf_putc(b, ',');
            first = false;
            if (pretty)
                json_nl(b, depth + 1);
            json_write(call, b, sp_str_ref(k, kl), depth + 1, false);
            sp_buf_puts(b, pretty ? ": " : ":");
            if (pass == 0 && i == 2 && sp_is_array(val)) {
                sp_value docs = sp_array_new(call->arena, sp_array_len(val));
                for (size_t j = 0; j < sp_array_len(val); j++) {
                    sp_buf t = SP_BUF_INIT;
                    sp_value_to_s(&t, sp_array_items(val)[j]);
                    sp_array_push(docs, fu_buf_value(call, &t));
                }
                val = docs;
            }
            if (json_write(call, b, val, depth + 1, pretty))
                return -1;
        }
    }
    if (pretty)
        json_nl(b, depth);
    sp_buf_putc(b, '}');
    return 0;
}

/* Ruby's JSON.generate of a Liquid value (as_liquid(input).to_json) */
static int json_write(sp_filter_call *call, sp_buf *b, sp_value v, int depth, bool pretty)
{
    /* JSON's max_nesting of 100: the 101st level of arrays and hashes raises NestingError ("nesting of 100 is
     * too deep", as JSON 2.6 words it for 101 levels) */
    if (depth >= 100 && (v.type == SP_ARRAY || v.type == SP_HASH))
        return sp_filter_error(call, "nesting of 100 is too deep");
    switch (v.type) {
    case SP_NIL: sp_buf_puts(b, "null"); return 0;
    case SP_BOOL: sp_buf_puts(b, v.u.b ? "true" : "false"); return 0;
    case SP_INT: sp_buf_printf(b, "%lld", (long long)v.u.i); return 0;
    case SP_FLOAT:
        if (!isfinite(v.u.f)) {
            sp_buf tmp = SP_BUF_INIT;
            sp_float_to_s(&tmp, v.u.f);
            sp_filter_error(call, "920: %s not allowed in JSON", tmp.data);
            sp_buf_free(&tmp);
            return -1;
        }
        sp_float_to_s(b, v.u.f);
        return 0;
    case SP_ARRAY:
        sp_buf_putc(b, '[');
        if (pretty)
            sp_buf_putc(b, '\n');
        for (size_t i = 0; i < sp_array_len(v); i++) {
            if (i)
                sp_buf_puts(b, pretty ? ",\n" : ",");
            if (pretty)
                for (int k = 0; k <= depth; k++)
                    sp_buf_puts(b, "  ");
            if (json_write(call, b, sp_array_items(v)[i], depth + 1, pretty))
                return -1;
        }
        if (pretty)
            json_nl(b, depth);
        sp_buf_putc(b, ']');
        return 0;
    case SP_HASH:
        if (v.flags & SP_FLAG_DOCUMENT) /* Jekyll's DocumentDrop: its key order, previous/next collapsed deeper */
            return json_write_doc(call, b, v, depth, false, pretty);
        if (v.flags & SP_FLAG_COLLECTION)
            return json_write_collection(call, b, v, depth, pretty);
        sp_buf_putc(b, '{');
        for (size_t i = 0; i < sp_hash_len(v); i++) {
            const char *k;
            size_t kl;
            sp_value val;
            sp_hash_entry(v, i, &k, &kl, &val);
            if (i)
                sp_buf_putc(b, ',');
            if (pretty)
                json_nl(b, depth + 1);
            json_write(call, b, sp_str_ref(k, kl), depth + 1, false);
            sp_buf_puts(b, pretty ? ": " : ":");
            if (json_write(call, b, val, depth + 1, pretty))
                return -1;
        }
        if (pretty)
            json_nl(b, depth);
        sp_buf_putc(b, '}');
        return 0;
    default: break;
    }
    fu_str s = fu_to_s(call, v);
    if (!fu_utf8_valid(s.p, s.n))
        return sp_filter_error(call, "source sequence is illegal/malformed utf-8");
    sp_buf_putc(b, '"');
    for (size_t i = 0; i < s.n; i++) {
        unsigned char c = (unsigned char)s.p[i];
        switch (c) {
        case '"': sp_buf_puts(b, "\\\""); break;
        case '\\': sp_buf_puts(b, "\\\\"); break;
        case '\n': sp_buf_puts(b, "\\n"); break;
        case '\r': sp_buf_puts(b, "\\r"); break;
        case '\t': sp_buf_puts(b, "\\t"); break;
        case '\f': sp_buf_puts(b, "\\f"); break;
        case '\b': sp_buf_puts(b, "\\b"); break;
        default:
            if (c < 0x20)
                sp_buf_printf(b, "\\u%04x", c);
            else
                sp_buf_putc(b, (char)c);
        }
    }
    sp_buf_putc(b, '"');
    return 0;
}

FILTER(f_jsonify)
{
    UNUSED_FILTER_PARAMS;
    sp_buf b = SP_BUF_INIT;
    if (json_write(call, &b, input, 0, false)) {
        sp_buf_free(&b);
        return -1;
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

/* ---------------------------------------------------------------- arrays ---- */

/* to_integer: true 1, false 0, else input.to_i */
FILTER(f_to_integer)
{
    UNUSED_FILTER_PARAMS;
    switch (input.type) {
    case SP_BOOL: *out = sp_int(input.u.b ? 1 : 0); return 0;
    case SP_NIL: *out = sp_int(0); return 0;
    case SP_INT: *out = input; return 0;
    case SP_STRING: *out = sp_int(fu_str_to_i(input.u.s.ptr, input.u.s.len)); return 0;
    case SP_TIME: *out = sp_int(input.u.t.sec); return 0;
    case SP_FLOAT:
        if (isnan(input.u.f))
            return sp_filter_error(call, "NaN");
        if (isinf(input.u.f))
            return sp_filter_error(call, "%sInfinity", input.u.f < 0 ? "-" : "");
        if (input.u.f >= 9.2e18 || input.u.f <= -9.2e18)
            *out = sp_float(trunc(input.u.f));
        else
            *out = sp_int((int64_t)input.u.f);
        return 0;
    default: return sp_filter_error(call, "undefined method `to_i'");
    }
}

static sp_value array_dup(sp_filter_call *call, sp_value a, size_t from, size_t to)
{
    sp_value r = sp_array_new(call->arena, to > from ? to - from + 1 : 1);
    for (size_t i = from; i < to; i++)
        sp_array_push(r, sp_array_items(a)[i]);
    return r;
}

/* push(array, input) / unshift(array, input): a new array; non-arrays returned as they are */
FILTER(f_push)
{
    UNUSED_FILTER_PARAMS;
    if (input.type != SP_ARRAY) {
        *out = input;
        return 0;
    }
    *out = array_dup(call, input, 0, sp_array_len(input));
    sp_array_push(*out, ARG(0));
    return 0;
}

FILTER(f_unshift)
{
    UNUSED_FILTER_PARAMS;
    if (input.type != SP_ARRAY) {
        *out = input;
        return 0;
    }
    sp_value r = sp_array_new(call->arena, sp_array_len(input) + 1);
    sp_array_push(r, ARG(0));
    for (size_t i = 0; i < sp_array_len(input); i++)
        sp_array_push(r, sp_array_items(input)[i]);
    *out = r;
    return 0;
}

/* pop(array, num = 1) / shift(array, num = 1) */
static int pop_shift(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs, bool pop,
                     sp_value *out)
{
    if (input.type != SP_ARRAY) {
        *out = input;
        return 0;
    }
    int64_t num = 1;
    bool big = false;
    if (nargs > 0 && fu_to_integer_big(call, args[0], &num, &big))
        return -1;
    if (big) /* Array#pop(long): RangeError */
        return fu_internal_error(call);
    if (num < 0)
        return sp_filter_error(call, "negative array size");
    size_t n = sp_array_len(input), k = (uint64_t)num > n ? n : (size_t)num;
    *out = pop ? array_dup(call, input, 0, n - k) : array_dup(call, input, k, n);
    return 0;
}

FILTER(f_pop)
{
    UNUSED_FILTER_PARAMS;
    return pop_shift(call, input, args, nargs, true, out);
}

FILTER(f_shift)
{
    UNUSED_FILTER_PARAMS;
    return pop_shift(call, input, args, nargs, false, out);
}

static unsigned long long next_random(sp_filter_call *call)
{
    if (call->random)
        return call->random(call);
    static _Thread_local unsigned long long state = 0x9E3779B97F4A7C15ull; /* fallback: xorshift64* */
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ull;
}

/* sample(input, num = 1): Array#sample / Array#sample(num); other values returned as they are */
FILTER(f_sample)
{
    UNUSED_FILTER_PARAMS;
    if (input.type != SP_ARRAY) {
        *out = input;
        return 0;
    }
    int64_t num = 1;
    bool big = false;
    if (nargs > 0 && fu_to_integer_big(call, args[0], &num, &big))
        num = 1;
    if (big) /* Array#sample(long): RangeError */
        return fu_internal_error(call);
    size_t n = sp_array_len(input);
    if (num == 1) {
        *out = n ? sp_array_items(input)[next_random(call) % n] : sp_nil();
        return 0;
    }
    if (num < 0)
        return sp_filter_error(call, "negative sample number");
    sp_value r = array_dup(call, input, 0, n);
    size_t k = (uint64_t)num > n ? n : (size_t)num;
    sp_value *it = sp_array_items(r);
    for (size_t i = 0; i < k; i++) { /* partial Fisher-Yates */
        size_t j = i + (size_t)(next_random(call) % (n - i));
        sp_value t = it[i];
        it[i] = it[j];
        it[j] = t;
    }
    *out = array_dup(call, r, 0, k);
    return 0;
}

/* input.inspect where Jekyll's drops have their own: a document (a DocumentDrop once Liquid looked it up) and a
 * collection (CollectionDrop, also inside an array, as site.collections) are Drop#inspect, JSON.pretty_generate
 * of the drop; everything else (documents inside arrays and hashes are Documents there) is value.c's inspect */
static int liquid_inspect(sp_filter_call *call, sp_buf *b, sp_value v, bool top)
{
    if (sp_is_hash(v) && (((v.flags & SP_FLAG_DOCUMENT) && top) || (v.flags & SP_FLAG_COLLECTION))) {
        sp_buf j = SP_BUF_INIT;
        int rc = (v.flags & SP_FLAG_DOCUMENT) ? json_write_doc(call, &j, v, 0, false, true)
                                              : json_write_collection(call, &j, v, 0, true);
        if (rc == 0)
            sp_buf_append(b, j.data ? j.data : "", j.len);
        sp_buf_free(&j);
        return rc;
    }
    if (sp_is_array(v) && top) {
        bool drops = false;
        for (size_t i = 0; i < sp_array_len(v); i++)
            drops |= (sp_array_items(v)[i].flags & SP_FLAG_COLLECTION) != 0;
        if (drops) { /* site.collections: each CollectionDrop#inspect, the rest as Array#inspect shows it */
            sp_buf_putc(b, '[');
            for (size_t i = 0; i < sp_array_len(v); i++) {
                if (i)
                    sp_buf_puts(b, ", ");
                sp_value one = sp_array_items(v)[i];
                if (one.flags & SP_FLAG_COLLECTION) {
                    if (liquid_inspect(call, b, one, false))
                        return -1;
                    continue;
                }
                sp_value wrap = sp_array_new(call->arena, 1);
                sp_array_push(wrap, one);
                sp_buf t = SP_BUF_INIT;
                sp_value_inspect(&t, wrap); /* "[item]": the item as an element shows */
                sp_buf_append(b, t.data + 1, t.len - 2);
                sp_buf_free(&t);
            }
            sp_buf_putc(b, ']');
            return 0;
        }
    }
    sp_value_inspect(b, v);
    return 0;
}

/* inspect: xml_escape(input.inspect) */
FILTER(f_inspect)
{
    UNUSED_FILTER_PARAMS;
    sp_buf ins = SP_BUF_INIT;
    if (liquid_inspect(call, &ins, input, true)) {
        sp_buf_free(&ins);
        return -1;
    }
    fu_str s = {ins.data ? ins.data : "", ins.len};
    *out = fu_html_escape_value(call, sp_nil(), s, SP_HTML_XML); /* nil: always a copy in the arena */
    sp_buf_free(&ins);
    return 0;
}

/* smartify: the SmartyPants converter on input.to_s */
FILTER(f_smartify)
{
    UNUSED_FILTER_PARAMS;
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    if (fu_smartify(&b, s.p, s.n)) {
        sp_buf_free(&b);
        return sp_filter_error(call, "smartify: internal error");
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

/* markdownify: the site's Markdown converter on input.to_s. Its failures are Ruby exceptions (the converter's
 * Kramdown::Error, Errors::FatalException for an invalid processor; Site#find_converter_instance's RuntimeError
 * without a converter), which Jekyll prints as they are: "Liquid Exception: MESSAGE in PATH". */
FILTER(f_markdownify)
{
    UNUSED_FILTER_PARAMS;
    if (!call->markdownify)
        return sp_filter_ruby_error(call, "No Converters found for Jekyll::Converters::Markdown");
    fu_str s = fu_to_s(call, input);
    sp_buf b = SP_BUF_INIT;
    if (call->markdownify(call, s.p, s.n, &b)) {
        sp_buf_free(&b);
        call->ruby_error = true;
        return -1;
    }
    *out = fu_buf_value(call, &b);
    return 0;
}

const sp_filter_def sp_liquid_jekyll_filters[] = {
    {"absolute_url", f_absolute_url, 0, 0},
    {"array_to_sentence_string", f_array_to_sentence_string, 0, 1},
    {"cgi_escape", f_cgi_escape, 0, 0},
    {"date_to_long_string", fu_filter_date_to_long_string, 0, 2},
    {"date_to_rfc822", fu_filter_date_to_rfc822, 0, 0},
    {"date_to_string", fu_filter_date_to_string, 0, 2},
    {"date_to_xmlschema", fu_filter_date_to_xmlschema, 0, 0},
    {"find", f_find, 2, 2},
    {"find_exp", f_find_exp, 2, 2},
    {"group_by", f_group_by, 1, 1},
    {"group_by_exp", f_group_by_exp, 2, 2},
    {"inspect", f_inspect, 0, 0},
    {"jsonify", f_jsonify, 0, 0},
    {"markdownify", f_markdownify, 0, 0},
    {"normalize_whitespace", f_normalize_whitespace, 0, 0},
    {"number_of_words", f_number_of_words, 0, 1},
    {"pop", f_pop, 0, 1},
    {"push", f_push, 1, 1},
    {"relative_url", f_relative_url, 0, 0},
    {"sample", f_sample, 0, 1},
    {"shift", f_shift, 0, 1},
    {"slugify", f_slugify, 0, 1},
    {"smartify", f_smartify, 0, 0},
    {"sort", f_sort, 0, 2},
    {"to_integer", f_to_integer, 0, 0},
    {"unshift", f_unshift, 1, 1},
    {"uri_escape", f_uri_escape, 0, 0},
    {"where", f_where, 2, 2},
    {"where_exp", f_where_exp, 2, 2},
    {"xml_escape", f_xml_escape, 0, 0},
    {NULL, NULL, 0, 0},
};
