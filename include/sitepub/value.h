/* sitepub/value.h: the one dynamic value type (DESIGN.md "One value type").
 *
 * YAML, configuration, front matter, data files, the site model and the Liquid context are all sp_value.
 * An sp_value is a small struct passed by value. Scalars live inside it; strings, arrays and hashes point into
 * an sp_arena (or, for strings made with sp_str_ref, into memory the caller keeps alive). Nothing is reference
 * counted: the arena that holds a value's payload owns it, and a value must not outlive its arena. Values are
 * safe to read from many threads at once; mutation (sp_array_push, sp_hash_set) needs one writer and no
 * readers.
 *
 * Semantics follow Ruby as Jekyll and Liquid see it: only nil and false are falsy; 1 == 1.0; hashes keep
 * insertion order and a later set of an existing key replaces the value in place. */
#ifndef SITEPUB_VALUE_H
#define SITEPUB_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/error.h"

typedef enum sp_type {
    SP_NIL = 0,
    SP_BOOL,
    SP_INT,    /* 64-bit signed */
    SP_FLOAT,  /* double */
    SP_STRING, /* UTF-8 bytes with a length (may hold NUL) */
    SP_TIME,   /* an instant with the UTC offset it is shown in; SP_FLAG_DATE marks a calendar date */
    SP_RANGE,  /* Liquid's integer range (first..last), inclusive */
    SP_ARRAY,
    SP_HASH
} sp_type;

/* sp_value.flags bits */
#define SP_FLAG_DATE 0x1u /* SP_TIME read as a date (YAML `2017-08-17`, Ruby Date): to_s gives "2017-08-17" */
#define SP_FLAG_DOCUMENT 0x4u /* SP_HASH that is a Jekyll document's `page` (DocumentDrop): jsonify collapses its
                                * previous/next when nested two deep (DocumentDrop#hash_for_json) */
#define SP_FLAG_COLLECTION 0x8u /* SP_HASH that is an entry of site.collections (CollectionDrop): it prints as
                                  * docs.to_s, the Array#inspect of its documents; inspect and jsonify write
                                  * its documents as strings (Document#to_s) */
#define SP_FLAG_PAGE 0x10u /* SP_HASH that is a Jekyll::Page's `page` (a Hash in Jekyll): printed nested in an
                            * array or hash as Page#inspect, joined as Page#to_s (content) */
#define SP_FLAG_SITE_DROP 0x20u   /* the `site` hash (SiteDrop): prints "Jekyll::Drops::SiteDrop" */
#define SP_FLAG_JEKYLL_DROP 0x40u /* the `jekyll` hash (JekyllDrop): prints "Jekyll::Drops::JekyllDrop" */
#define SP_FLAG_UTC 0x2u  /* SP_TIME that Ruby holds as a UTC Time (Time#utc?, YAML "2017-08-17T12:00:00Z"):
                           * offset 0; to_s ends in "UTC" rather than "+0000" and %Z prints "UTC" */

typedef struct sp_time {
    int64_t sec;        /* seconds since 1970-01-01T00:00:00Z */
    int32_t nsec;       /* 0..999999999 */
    int32_t utc_offset; /* seconds east of UTC, used for display (e.g. -25200 for -0700) */
} sp_time;

typedef struct sp_array sp_array;
typedef struct sp_hash sp_hash;

typedef struct sp_value {
    sp_type type;
    uint32_t flags;
    union {
        bool b;
        int64_t i;
        double f;
        struct {
            const char *ptr; /* not necessarily NUL-terminated */
            size_t len;
        } s;
        sp_time t;
        struct {
            int64_t first, last;
        } r;
        sp_array *a;
        sp_hash *h;
    } u;
} sp_value;

/* ---- constructors (no allocation unless an arena is passed; none can fail) ---- */
/* Ruby nil, true/false, Integer (64-bit; Ruby's bignums are not represented), Float (any double, NaN and
 * infinities included, as Ruby's Float). */
sp_value sp_nil(void);
sp_value sp_bool(bool b);
sp_value sp_int(int64_t i);
sp_value sp_float(double f);
/* A string of len bytes copied into arena a (the copy is NUL-terminated; s may hold NUL bytes). */
sp_value sp_str(sp_arena *a, const char *s, size_t len);
/* As sp_str for the NUL-terminated s. */
sp_value sp_cstr(sp_arena *a, const char *s);
/* A string that refers to s without copying: the caller keeps s alive as long as the value. */
sp_value sp_str_ref(const char *s, size_t len);
#define SP_STR_LIT(lit) sp_str_ref((lit), sizeof(lit) - 1)
/* An instant (Ruby Time): sec seconds since 1970-01-01T00:00:00Z, nsec 0..999999999, shown at utc_offset seconds
 * east of UTC (Time.at(sec, nsec, :nsec).localtime(utc_offset)). Flags are 0: see SP_FLAG_UTC. */
sp_value sp_time_value(int64_t sec, int32_t nsec, int32_t utc_offset);
/* A calendar date (Ruby Date, SP_FLAG_DATE): sec is the instant of that day's midnight at utc_offset. */
sp_value sp_date_value(int64_t sec, int32_t utc_offset);
/* Liquid's range (first..last), both ends included, as `(1..5)` in a template. */
sp_value sp_range(int64_t first, int64_t last);

/* An empty array / hash in arena a with room for cap items (0 is fine). The object and its item storage live in
 * a (growing copies the items within a; the old storage is reclaimed only with the arena). */
sp_value sp_array_new(sp_arena *a, size_t cap);
sp_value sp_hash_new(sp_arena *a, size_t cap);

/* ---- type tests ---- */
static inline bool sp_is_nil(sp_value v) { return v.type == SP_NIL; }
static inline bool sp_is_str(sp_value v) { return v.type == SP_STRING; }
static inline bool sp_is_array(sp_value v) { return v.type == SP_ARRAY; }
static inline bool sp_is_hash(sp_value v) { return v.type == SP_HASH; }
/* Liquid/Ruby truthiness: everything but nil and false. */
static inline bool sp_truthy(sp_value v) { return !(v.type == SP_NIL || (v.type == SP_BOOL && !v.u.b)); }
/* Type name as Ruby would say it ("NilClass", "String", "Integer", "Float", "Time", "Date", "Range",
 * "Array", "Hash", "TrueClass", "FalseClass"), for error messages. */
const char *sp_type_name(sp_value v);

/* ---- arrays (v must be SP_ARRAY) ---- */
size_t sp_array_len(sp_value v);
/* Item i (0-based); nil when out of range. Negative i counts from the end, as Ruby. */
sp_value sp_array_get(sp_value v, int64_t i);
/* Pointer to the items (len of them); valid until the next push. */
sp_value *sp_array_items(sp_value v);
/* Append item (as Ruby Array#push). The item is stored by value, not copied: a string or container it points to
 * must live as long as the array. Storage grows in the array's arena. One writer, no concurrent readers. */
void sp_array_push(sp_value v, sp_value item);
/* Replace item i, stored by value as in push; nothing happens when i >= len. */
void sp_array_set(sp_value v, size_t i, sp_value item);
/* Remove every item (keeps the array object). */
void sp_array_clear(sp_value v);

/* ---- hashes (v must be SP_HASH); keys are byte strings compared bytewise (Ruby String keys) ---- */
/* Linear search up to 8 entries, then an open-addressing index: lookups are O(1) on average. */
size_t sp_hash_len(sp_value v);
/* The hash of key (keylen bytes) that hashes index their entries by: 64 bits, the same in every call of one
 * program run (never stored; not for files). Inline, so that a literal key's is mostly computed when compiling
 * (sp_hash_getc, sp_hash_at, sp_hash_setc): a document's hash is looked up a hundred times a build. */
static inline uint64_t sp_hash_key(const char *key, size_t keylen)
{
    uint64_t h = 1469598103934665603ull ^ (keylen * 0x9E3779B97F4A7C15ull);
    size_t n = keylen;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, key, 8);
        h = (h ^ w) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 32;
        key += 8;
        n -= 8;
    }
    if (n) {
        /* the last 1 to 7 bytes: two overlapping 4-byte loads, or the first, middle and last byte (no memcpy of a
         * length known only at run time) */
        uint64_t w;
        if (n >= 4) {
            uint32_t lo, hi;
            memcpy(&lo, key, 4);
            memcpy(&hi, key + n - 4, 4);
            w = lo | (uint64_t)hi << 32;
        } else {
            w = (uint64_t)(unsigned char)key[0] | (uint64_t)(unsigned char)key[n / 2] << 8 |
                (uint64_t)(unsigned char)key[n - 1] << 16;
        }
        h = (h ^ w) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 32;
    }
    h ^= h >> 33; /* MurmurHash3's fmix64 */
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return h;
}
/* Look up key; true and *out set when present. out may be NULL. */
bool sp_hash_get(sp_value v, const char *key, size_t keylen, sp_value *out);
/* sp_hash_get with hv = sp_hash_key(key, keylen) (or sp_hash_entry_hash of an entry with this key), computed by
 * the caller: another hv finds nothing. */
bool sp_hash_get_hv(sp_value v, const char *key, size_t keylen, uint64_t hv, sp_value *out);
/* NUL-terminated key (inline: a literal key's length and most of its hash are known when compiling) */
static inline bool sp_hash_getc(sp_value v, const char *key, sp_value *out)
{
    size_t n = strlen(key);
    if (__builtin_constant_p(n) && n <= 32)
        return sp_hash_get_hv(v, key, n, sp_hash_key(key, n), out);
    return sp_hash_get(v, key, n, out);
}
/* The value for key, or nil when absent (or when v is not a hash). */
static inline sp_value sp_hash_at(sp_value v, const char *key)
{
    sp_value out = {.type = SP_NIL};
    sp_hash_getc(v, key, &out);
    return out;
}
/* Insert or replace (as Ruby Hash#[]=: a new key goes last, an existing key keeps its place). The key bytes are
 * copied into the hash's arena; val is stored by value, not deep-copied (what it points to must live as long as
 * the hash). One writer, no concurrent readers. sp_hash_setc takes a NUL-terminated key. */
void sp_hash_set(sp_value v, const char *key, size_t keylen, sp_value val);
/* sp_hash_set with hv = sp_hash_key(key, keylen) (or sp_hash_entry_hash of an entry with this key), computed by
 * the caller: another hv would add the key a second time. */
void sp_hash_set_hv(sp_value v, const char *key, size_t keylen, uint64_t hv, sp_value val);
static inline void sp_hash_setc(sp_value v, const char *key, sp_value val)
{
    size_t n = strlen(key);
    if (__builtin_constant_p(n) && n <= 32)
        sp_hash_set_hv(v, key, n, sp_hash_key(key, n), val);
    else
        sp_hash_set(v, key, n, val);
}
/* Remove key; returns whether it was present. Keeps the order of the others. */
bool sp_hash_delete(sp_value v, const char *key, size_t keylen);
/* Entry i in insertion order (0 <= i < len). *key points into the hash's arena (NUL-terminated, keylen bytes)
 * and stays valid as long as the arena. */
void sp_hash_entry(sp_value v, size_t i, const char **key, size_t *keylen, sp_value *val);
/* The hash of entry i's key, good as the hv of sp_hash_get_hv and sp_hash_set_hv for that key in any hash (the
 * part of sp_hash_key's value that lookups use): a merge of one hash into another hashes no key again. */
uint64_t sp_hash_entry_hash(sp_value v, size_t i);
/* The arena a hash/array allocates from. */
sp_arena *sp_value_arena(sp_value v);

/* ---- operations ---- */
/* Ruby ==: numbers compare by value across int/float; strings by bytes; arrays and hashes deeply (hash order
 * ignored); times by instant; nil == nil. */
bool sp_value_equal(sp_value a, sp_value b);
/* Ruby <=> for sorting: sets *cmp to -1/0/1 and returns true when the two are comparable (numbers with
 * numbers, strings with strings bytewise, times with times, arrays element-wise); false otherwise. */
bool sp_value_compare(sp_value a, sp_value b, int *cmp);
/* A deep copy of v into arena a (strings included). */
sp_value sp_value_copy(sp_arena *a, sp_value v);
/* A copy of v's arrays and hashes into arena a, at their sizes; strings and every other value are shared, so the
 * bytes of v's strings must outlive the copy (a value decoded into a scratch arena whose strings point into a
 * file mapped for the whole build). */
sp_value sp_value_copy_containers(sp_arena *a, sp_value v);
/* Recursively merge src into dst (both hashes; dst's arena receives copies): hashes merge key by key, other
 * values from src replace dst's. As Jekyll's Utils.deep_merge_hashes. */
void sp_hash_deep_merge(sp_value dst, sp_value src);
/* Ruby's Hash#merge! (update): each key of src set in dst, in src's order, a key dst has keeping its place; the
 * values are shared, not copied (so they must live at least as long as dst's arena). Either not a hash: nothing. */
void sp_hash_merge(sp_value dst, sp_value src);
/* As sp_hash_deep_merge, but a nil in src keeps the value dst already has for that key, at any depth (a key dst
 * lacks is still set to nil): Jekyll 4.3's Utils.deep_merge_hashes exactly (its merge_values keeps old_val when
 * new_val is nil), so `kramdown:` or `permalink:` left empty in _config.yml keeps Jekyll's default. */
void sp_hash_deep_merge_keep_nil(sp_value dst, sp_value src);

/* Append v as Liquid prints it (Ruby to_s): nil "", strings raw, integers decimal, floats as Ruby Float#to_s
 * ("1.0", "0.1", "1.0e+20"), times "2017-08-17 12:00:00 -0700" (dates "2017-08-17"), ranges "1..5", arrays
 * as the concatenation of their items' to_s, hashes as Ruby inspect. Jekyll's objects print as Jekyll prints
 * them: a document (SP_FLAG_DOCUMENT) as Document#to_s, its `output`, else its `content`, else "NO CONTENT"; a
 * page (SP_FLAG_PAGE) joined in an array as its `content`; a collection as the inspect of its `docs`; `site`
 * and `jekyll` as their drops' class names. So a document that refers to itself (page.previous.next) never
 * prints itself again. */
void sp_value_to_s(sp_buf *out, sp_value v);
/* Append Ruby's inspect form ("\"a\"", "nil", "[1, 2]", "{\"a\"=>1}"), as Hash#inspect and Array#inspect
 * show their items: a document as Document#inspect ("#<Jekyll::Document _posts/x.md collection=posts>"), a page
 * as Page#inspect ("#<Jekyll::Page @relative_path=\"about.md\">") when it is inside an array or hash; an array
 * or hash that contains itself as Ruby cuts the cycle ("[...]", "{...}"). (The `inspect` filter writes a
 * document or collection at the top as its drop's pretty JSON: src/liquid/filters_jekyll.c.) */
void sp_value_inspect(sp_buf *out, sp_value v);
/* Append Ruby Float#to_s of f (shortest round-trip digits; "Infinity", "NaN"). */
void sp_float_to_s(sp_buf *out, double f);

/* Path lookup "a.b.c" through nested hashes (and decimal integer indexes into arrays, negative from the end); the
 * result refers into v (no copy). nil when any step is absent or v is a scalar. */
sp_value sp_value_dig(sp_value v, const char *dotted_path);

/* ---- loading (value_yaml.c, value_json.c, value_csv.c) ---- */

/* Parse one YAML document from bytes as Jekyll reads it (Ruby Psych safe_load, YAML 1.1 scalar rules; see
 * the YAML section of issue 2 and tests/unit/test_yaml.c). name is the file name used in errors; line_offset
 * is added to line numbers (front matter starts after the `---` line). An empty document gives nil. On error
 * returns -1 with err (SP_ERR_INPUT) naming name:line:column. The result lives in arena a. */
int sp_yaml_load(sp_arena *a, const char *bytes, size_t len, const char *name, int line_offset, sp_value *out,
                 sp_error *err);
/* sp_yaml_load, and *anchored: whether the document defines an anchor (`&name`), so that its aliases (`*name`)
 * may share one value between places of the result (a copy of the result would not share it). */
int sp_yaml_load_anchored(sp_arena *a, const char *bytes, size_t len, const char *name, int line_offset,
                          sp_value *out, bool *anchored, sp_error *err);
/* Parse JSON (via jansson) into arena a, as Ruby's JSON.parse: objects become hashes in member order (a later
 * duplicate member replaces the value in the first one's place), integers SP_INT, reals SP_FLOAT, nesting at
 * most 1000 levels. On error -1 with err (SP_ERR_INPUT) naming name:line:column and jansson's message. (Jekyll
 * 4.3 reads _data JSON files with its YAML loader; this is for the places that parse JSON as JSON.) */
int sp_json_load(sp_arena *a, const char *bytes, size_t len, const char *name, sp_value *out, sp_error *err);
/* Parse CSV (sep ',') or TSV (sep '\t') with a header row into an array of hashes (header -> cell string), as
 * Jekyll's _data reader does with CSV.read(headers: true) (Ruby 3.1's csv 3.2). Result in arena a. On malformed
 * quoting -1 with err (SP_ERR_INPUT, name:line) worded as Ruby's CSV::MalformedCSVError ("Unclosed quoted field
 * in line N.", "Illegal quoting in line N.", "Any value after quoted field isn't allowed in line N."). */
int sp_csv_load(sp_arena *a, const char *bytes, size_t len, char sep, const char *name, sp_value *out,
                sp_error *err);
/* Append v as JSON (as Jekyll's `jsonify`: Ruby's to_json, "/" not escaped, non-ASCII kept as UTF-8). */
void sp_json_write(sp_buf *out, sp_value v);

#endif
