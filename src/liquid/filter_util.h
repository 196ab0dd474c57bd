/* Helpers shared by the filter tables (filters_standard.c, filters_jekyll.c): Ruby's to_s, Liquid's number
 * coercion with BigDecimal-like decimal arithmetic, UTF-8, case mapping, property access, sorting. Internal to
 * src/liquid. Every result lives in call->arena. */
#ifndef SITEPUB_LIQUID_FILTER_UTIL_H
#define SITEPUB_LIQUID_FILTER_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liquid/filter.h"
#include "sitepub/textscan.h"

/* A byte string view. */
typedef struct fu_str {
    const char *p;
    size_t n;
} fu_str;

/* Ruby's to_s of v as a filter sees it (sp_value_to_s, but an Array gives its inspect form as Array#to_s
 * does); strings are returned without copying. */
fu_str fu_to_s(sp_filter_call *call, sp_value v);
/* The contents of b as a string value in the arena; b is freed. */
sp_value fu_buf_value(sp_filter_call *call, sp_buf *b);

/* ---- UTF-8 (invalid bytes count as one character each, as Ruby counts a broken string) ---- */
/* Byte length of the character at s[i] (1 for an invalid byte). */
size_t fu_utf8_clen(const char *s, size_t n, size_t i);
/* Decode the character at s[i] into *cp (the byte itself when invalid); returns its byte length. */
size_t fu_utf8_decode(const char *s, size_t n, size_t i, uint32_t *cp, bool *valid);
void fu_utf8_put(sp_buf *b, uint32_t cp);
size_t fu_utf8_len(const char *s, size_t n);
/* Byte offset of character index ci (ci may equal the length: then n). */
size_t fu_utf8_offset(const char *s, size_t n, size_t ci);
bool fu_utf8_valid(const char *s, size_t n);

/* Ruby String#upcase / #downcase / #capitalize (full Unicode, as Ruby 3.1). */
void fu_upcase(sp_buf *out, const char *s, size_t n);
void fu_downcase(sp_buf *out, const char *s, size_t n);
void fu_capitalize(sp_buf *out, const char *s, size_t n);

/* Lookups in the generated tables of liquid/unicode_tables.h. */
#include "liquid/unicode_tables.h"
bool fu_in_ranges(const sp_cp_range *r, size_t len, uint32_t cp);
const sp_case_map *fu_map_find(const sp_case_map *t, size_t len, uint32_t cp);

/* ---- numbers (Liquid::Utils.to_number with Ruby Integer / BigDecimal arithmetic) ---- */
/* FU_BIG: an Integer result beyond 64 bits (Ruby's Bignum, from +, -, * of two Integers), exact in m; it
 * becomes a string of its digits (which prints as Ruby prints the Bignum). */
typedef enum { FU_INT, FU_DEC, FU_FLT, FU_BIG } fu_num_kind;
typedef struct fu_num {
    fu_num_kind kind;
    int64_t i;   /* FU_INT */
    __int128 m;  /* FU_DEC: value = m * 10^e */
    int e;
    bool neg0;   /* FU_DEC with m == 0: a negative zero (BigDecimal keeps the sign of zero as IEEE does) */
    double f;    /* FU_FLT: infinities, NaN and decimals that do not fit m */
} fu_num;

/* Liquid::Utils.to_number: Integer as is, Float as BigDecimal(f.to_s), a String matching /\A-?\d+\.\d+\z/
 * (after strip) as BigDecimal, any other String by String#to_i, anything else 0. */
fu_num fu_to_number(sp_value v);
/* The filter result: Integer stays Integer, a decimal becomes a Float (BigDecimal#to_f), a FU_BIG the string
 * of its digits (allocated in arena a). */
sp_value fu_num_value_in(sp_arena *a, fu_num x);
#define fu_num_value(x) fu_num_value_in(call->arena, (x))
double fu_num_to_f(fu_num x);
/* x OP y with Ruby semantics ('+', '-', '*', '/', '%'). Returns -1 with "divided by 0" as Ruby raises it. */
int fu_num_op(sp_filter_call *call, fu_num x, fu_num y, char op, fu_num *out);
/* <=> of two numbers: -1/0/1; false when one is NaN. */
bool fu_num_cmp(fu_num x, fu_num y, int *cmp);
/* Ruby String#to_i (base 10, leading whitespace, sign, underscores between digits). */
int64_t fu_str_to_i(const char *s, size_t n);
/* Liquid::Utils.to_integer: Integers as is, else Integer(v.to_s) ("0x1A", "0b1", "017", " 42 ", "1_000");
 * -1 with "invalid integer" otherwise. */
int fu_to_integer(sp_filter_call *call, sp_value v, int64_t *out);
/* fu_to_integer, and *big set when the Integer is beyond 64 bits (a Bignum: *out is then INT64_MAX or
 * INT64_MIN), for the filters where Ruby raises RangeError on one (converting to a C long). */
int fu_to_integer_big(sp_filter_call *call, sp_value v, int64_t *out, bool *big);
/* What Liquid renders for an exception that is not a Liquid::Error (a RangeError from a Bignum argument):
 * "internal". Returns -1. */
#define fu_internal_error(call) sp_filter_error((call), "internal")

/* ---- collections ---- */
/* Liquid's InputIterator: an array flattened (recursively), a hash as [hash], a range as its integers, nil as
 * [], anything else as [v]. The result is a new array. */
sp_value fu_input_array(sp_filter_call *call, sp_value v);

/* Ruby's item[property] as the standard filters use it. */
typedef enum {
    FU_PROP_OK,       /* *out set (nil when absent) */
    FU_PROP_TYPE,     /* TypeError (Array["x"], Integer["x"]): "cannot select the property" */
    FU_PROP_NOMETHOD  /* the item has no [] (nil, booleans, floats, times) */
} fu_prop_status;
fu_prop_status fu_item_index(sp_filter_call *call, sp_value item, sp_value property, sp_value *out);
/* "cannot select the property '<to_s>'" (Liquid::ArgumentError). Returns -1. */
int fu_property_error(sp_filter_call *call, sp_value property);

/* Ruby Object#eql? (no Integer/Float crossing), for uniq. */
bool fu_eql(sp_value a, sp_value b);

/* A stable merge sort with the same sequence of comparisons as glibc's qsort_r (which Ruby's Array#sort uses
 * on this platform), so that even an inconsistent comparator gives Ruby's order. cmp returns <0, 0, >0, or
 * sets *failed (then the sort stops early and returns -1). */
typedef int (*fu_cmp_fn)(void *ctx, const sp_value *a, const sp_value *b, bool *failed);
int fu_sort(sp_value *items, size_t n, fu_cmp_fn cmp, void *ctx);

/* HTML escaping as CGI.escapeHTML (& < > " '). */
void fu_escape_html(sp_buf *out, const char *s, size_t n);
/* input (whose to_s is s) escaped in mode (sitepub/textscan.h) as a string value in the arena; input itself
 * when it is a String and nothing needs escaping. */
sp_value fu_html_escape_value(sp_filter_call *call, sp_value input, fu_str s, sp_html_mode mode);
/* CGI.escape: everything but a-zA-Z0-9_.-~ as %XX, space as '+'. */
void fu_cgi_escape(sp_buf *out, const char *s, size_t n);

/* The date filters (src/liquid/filters_date.c): Liquid's `date` and Jekyll's date_to_xmlschema, date_to_rfc822,
 * date_to_string, date_to_long_string. Signatures of sp_filter_fn. */
int fu_filter_date(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs, sp_value kwargs,
                   sp_value *out);
int fu_filter_date_to_xmlschema(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                                sp_value kwargs, sp_value *out);
int fu_filter_date_to_rfc822(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                             sp_value kwargs, sp_value *out);
int fu_filter_date_to_string(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                             sp_value kwargs, sp_value *out);
int fu_filter_date_to_long_string(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                                  sp_value kwargs, sp_value *out);

/* Jekyll's SmartyPants converter (kramdown's SmartyPants parser, entity_output as_char): smart quotes, dashes,
 * ellipses and guillemets, HTML tags kept (src/liquid/smartify.c). Returns -1 only if its regexes fail to
 * compile. */
int fu_smartify(sp_buf *out, const char *s, size_t n);

#endif
