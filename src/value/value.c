/* The dynamic value type (include/sitepub/value.h): constructors, arrays, hashes, equality, to_s. */
#include "value/inspect_table.h"
#include "sitepub/value.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct sp_array {
    sp_arena *arena;
    sp_value *items;
    size_t len, cap;
};

/* 40 bytes (the key's length and the low half of its hash in one word: a post's 24 entries take 15 cache
 * lines, not 18; a hash that is looked up is memory-bound) */
typedef struct hash_entry {
    const char *key;
    uint32_t keylen;
    uint32_t hash; /* hash_bytes' low 32 bits: all that the index uses, compared before the key (so an entry's
                    * hash serves as the hv of sp_hash_get_hv and sp_hash_set_hv) */
    sp_value val;
} hash_entry;

struct sp_hash {
    sp_arena *arena;
    hash_entry *entries;
    size_t len, cap;
    uint32_t *index; /* open addressing: 0 empty, else entry index + 1 */
    size_t index_cap; /* power of two, 0 while small (linear search; sp_hash_new makes one at once for a large cap) */
};

#define HASH_LINEAR_MAX 8

sp_value sp_nil(void) { return (sp_value){.type = SP_NIL}; }
sp_value sp_bool(bool b) { return (sp_value){.type = SP_BOOL, .u.b = b}; }
sp_value sp_int(int64_t i) { return (sp_value){.type = SP_INT, .u.i = i}; }
sp_value sp_float(double f) { return (sp_value){.type = SP_FLOAT, .u.f = f}; }

sp_value sp_str(sp_arena *a, const char *s, size_t len)
{
    sp_value v = {.type = SP_STRING};
    v.u.s.ptr = sp_arena_strndup(a, s, len);
    v.u.s.len = len;
    return v;
}

sp_value sp_cstr(sp_arena *a, const char *s) { return sp_str(a, s, strlen(s)); }

sp_value sp_str_ref(const char *s, size_t len)
{
    sp_value v = {.type = SP_STRING};
    v.u.s.ptr = s;
    v.u.s.len = len;
    return v;
}

sp_value sp_time_value(int64_t sec, int32_t nsec, int32_t utc_offset)
{
    sp_value v = {.type = SP_TIME};
    v.u.t.sec = sec;
    v.u.t.nsec = nsec;
    v.u.t.utc_offset = utc_offset;
    return v;
}

sp_value sp_date_value(int64_t sec, int32_t utc_offset)
{
    sp_value v = sp_time_value(sec, 0, utc_offset);
    v.flags |= SP_FLAG_DATE;
    return v;
}

sp_value sp_range(int64_t first, int64_t last)
{
    sp_value v = {.type = SP_RANGE};
    v.u.r.first = first;
    v.u.r.last = last;
    return v;
}

sp_value sp_array_new(sp_arena *a, size_t cap)
{
    sp_array *arr = sp_arena_alloc(a, sizeof *arr);
    arr->arena = a;
    arr->len = 0;
    arr->cap = cap;
    arr->items = cap ? sp_arena_alloc(a, cap * sizeof(sp_value)) : NULL;
    return (sp_value){.type = SP_ARRAY, .u.a = arr};
}

/* A hash made with room for more than HASH_LINEAR_MAX keys gets its entries and its index in the same allocation
 * as itself, the index large enough for cap keys without a rebuild: a lookup then reads three nearby cache
 * lines, not three scattered ones (a site model's lookups, one document's hash after another's, wait on memory
 * more than they compute). */
/* The size of an index with at least min slots: a power of two, 16 or more */
static size_t index_size(size_t min)
{
    size_t ic = 16;
    while (ic < min)
        ic *= 2;
    return ic;
}

sp_value sp_hash_new(sp_arena *a, size_t cap)
{
    size_t ic = cap > HASH_LINEAR_MAX ? index_size(cap * 2) : 0; /* sp_hash_set rebuilds past index_cap / 2 keys */
    sp_hash *h = sp_arena_alloc(a, sizeof *h + cap * sizeof(hash_entry) + ic * sizeof(uint32_t));
    memset(h, 0, sizeof *h); /* the entries are written as they are added; only the index must start empty */
    h->arena = a;
    h->cap = cap;
    h->entries = cap ? (hash_entry *)(h + 1) : NULL;
    h->index = ic ? (uint32_t *)((unsigned char *)(h + 1) + cap * sizeof(hash_entry)) : NULL;
    if (ic)
        memset(h->index, 0, ic * sizeof(uint32_t));
    h->index_cap = ic;
    return (sp_value){.type = SP_HASH, .u.h = h};
}

const char *sp_type_name(sp_value v)
{
    switch (v.type) {
    case SP_NIL: return "NilClass";
    case SP_BOOL: return v.u.b ? "TrueClass" : "FalseClass";
    case SP_INT: return "Integer";
    case SP_FLOAT: return "Float";
    case SP_STRING: return "String";
    case SP_TIME: return (v.flags & SP_FLAG_DATE) ? "Date" : "Time";
    case SP_RANGE: return "Range";
    case SP_ARRAY: return "Array";
    case SP_HASH: return "Hash";
    }
    return "Object";
}

/* ---- arrays ---- */
size_t sp_array_len(sp_value v) { return v.type == SP_ARRAY ? v.u.a->len : 0; }

sp_value sp_array_get(sp_value v, int64_t i)
{
    if (v.type != SP_ARRAY)
        return sp_nil();
    int64_t n = (int64_t)v.u.a->len;
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        return sp_nil();
    return v.u.a->items[i];
}

sp_value *sp_array_items(sp_value v) { return v.type == SP_ARRAY ? v.u.a->items : NULL; }

void sp_array_push(sp_value v, sp_value item)
{
    sp_array *a = v.u.a;
    if (a->len == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 4;
        a->items = sp_arena_realloc(a->arena, a->items, a->len * sizeof(sp_value), cap * sizeof(sp_value));
        a->cap = cap;
    }
    a->items[a->len++] = item;
}

void sp_array_set(sp_value v, size_t i, sp_value item)
{
    if (i < v.u.a->len)
        v.u.a->items[i] = item;
}

void sp_array_clear(sp_value v) { v.u.a->len = 0; }

/* ---- hashes ---- */
/* A key's hash, eight bytes at a time (a byte-at-a-time FNV-1a was a twentieth of an incremental build: every
 * document's hash is filled key by key), mixed so that the low bits the index uses depend on every byte. Only ever
 * compared within one process: nothing stores it. */
static uint64_t hash_bytes(const char *s, size_t n) { return sp_hash_key(s, n); }

static void hash_reindex(sp_hash *h, size_t index_cap)
{
    h->index = sp_arena_calloc(h->arena, index_cap, sizeof(uint32_t));
    h->index_cap = index_cap;
    for (size_t i = 0; i < h->len; i++) {
        size_t m = index_cap - 1, j = h->entries[i].hash & m;
        while (h->index[j])
            j = (j + 1) & m;
        h->index[j] = (uint32_t)(i + 1);
    }
}

static long hash_find(const sp_hash *h, const char *key, size_t keylen, uint64_t hv)
{
    if (!h->index_cap) {
        for (size_t i = 0; i < h->len; i++)
            if (h->entries[i].keylen == keylen && memcmp(h->entries[i].key, key, keylen) == 0)
                return (long)i;
        return -1;
    }
    size_t m = h->index_cap - 1, j = hv & m;
    while (h->index[j]) {
        const hash_entry *e = &h->entries[h->index[j] - 1];
        if (e->hash == (uint32_t)hv && e->keylen == keylen && memcmp(e->key, key, keylen) == 0)
            return (long)(h->index[j] - 1);
        j = (j + 1) & m;
    }
    return -1;
}

size_t sp_hash_len(sp_value v) { return v.type == SP_HASH ? v.u.h->len : 0; }

bool sp_hash_get_hv(sp_value v, const char *key, size_t keylen, uint64_t hv, sp_value *out)
{
    if (v.type != SP_HASH)
        return false;
    long i = hash_find(v.u.h, key, keylen, hv);
    if (i < 0)
        return false;
    if (out)
        *out = v.u.h->entries[i].val;
    return true;
}

bool sp_hash_get(sp_value v, const char *key, size_t keylen, sp_value *out)
{
    if (v.type != SP_HASH)
        return false;
    long i = hash_find(v.u.h, key, keylen, v.u.h->index_cap ? hash_bytes(key, keylen) : 0);
    if (i < 0)
        return false;
    if (out)
        *out = v.u.h->entries[i].val;
    return true;
}

/* The keys every document, page and layout hash has (Jekyll's data and drop keys): one static copy instead of one
 * per hash (a 100,000-post site has some two million of them). NULL for any other key. */
static const char *common_key(const char *key, size_t len)
{
    /* by length, so that a key is compared with the few of its length only */
    static const char *const by_len[19][10] = {
        [2] = {"id"},
        [3] = {"ext", "url", "dir"},
        [4] = {"date", "tags", "slug", "path", "name", "next", "lang", "site", "page"},
        [5] = {"title", "draft", "image"},
        [6] = {"layout", "author", "output", "jekyll"},
        [7] = {"content", "excerpt"},
        [8] = {"previous", "category"},
        [9] = {"permalink", "published", "paginator"},
        [10] = {"categories", "collection"},
        [11] = {"description"},
        [13] = {"relative_path", "related_posts"},
        [18] = {"highlighter_prefix", "highlighter_suffix"},
    };
    if (len < 2 || len > 18)
        return NULL;
    for (const char *const *k = by_len[len]; *k; k++)
        if ((*k)[0] == key[0] && !memcmp(*k, key, len))
            return *k;
    return NULL;
}

void sp_hash_set(sp_value v, const char *key, size_t keylen, sp_value val)
{
    sp_hash_set_hv(v, key, keylen, hash_bytes(key, keylen), val);
}

void sp_hash_set_hv(sp_value v, const char *key, size_t keylen, uint64_t hv, sp_value val)
{
    sp_hash *h = v.u.h;
    long i = hash_find(h, key, keylen, hv);
    if (i >= 0) {
        h->entries[i].val = val;
        return;
    }
    if (h->len == h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 4;
        h->entries = sp_arena_realloc(h->arena, h->entries, h->len * sizeof(hash_entry), cap * sizeof(hash_entry));
        h->cap = cap;
    }
    if (keylen > UINT32_MAX) {
        fputs("sitepub: hash key too long\n", stderr);
        abort();
    }
    hash_entry *e = &h->entries[h->len++];
    e->key = common_key(key, keylen);
    if (!e->key)
        e->key = sp_arena_strndup(h->arena, key, keylen);
    e->keylen = (uint32_t)keylen;
    e->hash = (uint32_t)hv;
    e->val = val;
    if (h->len > HASH_LINEAR_MAX && h->len * 2 > h->index_cap) {
        hash_reindex(h, index_size(h->len * 4));
    } else if (h->index_cap) {
        size_t m = h->index_cap - 1, j = hv & m;
        while (h->index[j])
            j = (j + 1) & m;
        h->index[j] = (uint32_t)h->len;
    }
}

bool sp_hash_delete(sp_value v, const char *key, size_t keylen)
{
    if (v.type != SP_HASH)
        return false;
    sp_hash *h = v.u.h;
    long i = hash_find(h, key, keylen, hash_bytes(key, keylen));
    if (i < 0)
        return false;
    memmove(&h->entries[i], &h->entries[i + 1], (h->len - (size_t)i - 1) * sizeof(hash_entry));
    h->len--;
    if (h->index_cap)
        hash_reindex(h, h->index_cap);
    return true;
}

uint64_t sp_hash_entry_hash(sp_value v, size_t i) { return v.u.h->entries[i].hash; }

void sp_hash_entry(sp_value v, size_t i, const char **key, size_t *keylen, sp_value *val)
{
    const hash_entry *e = &v.u.h->entries[i];
    if (key)
        *key = e->key;
    if (keylen)
        *keylen = e->keylen;
    if (val)
        *val = e->val;
}

sp_arena *sp_value_arena(sp_value v)
{
    if (v.type == SP_ARRAY)
        return v.u.a->arena;
    if (v.type == SP_HASH)
        return v.u.h->arena;
    return NULL;
}

/* ---- operations ---- */
static bool is_num(sp_value v) { return v.type == SP_INT || v.type == SP_FLOAT; }
static double num(sp_value v) { return v.type == SP_INT ? (double)v.u.i : v.u.f; }

/* Depth bound of the recursive walks below (equal, compare, copy, merge; to_s and inspect stop at PRINT_DEPTH):
 * values from YAML and JSON are at most 1000 deep, but Liquid can build deeper ones (`{% assign a = e | push: a %}`
 * in a loop); past the bound a walk stops instead of overflowing the stack (issue 20). */
#define VALUE_MAX_DEPTH 2000

static bool equal_d(sp_value a, sp_value b, int depth);

bool sp_value_equal(sp_value a, sp_value b)
{
    return equal_d(a, b, 0);
}

static bool equal_d(sp_value a, sp_value b, int depth)
{
    if (depth > VALUE_MAX_DEPTH)
        return false; /* too deep to tell: unequal */
    if (is_num(a) && is_num(b)) {
        if (a.type == SP_INT && b.type == SP_INT)
            return a.u.i == b.u.i;
        return num(a) == num(b);
    }
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case SP_NIL: return true;
    case SP_BOOL: return a.u.b == b.u.b;
    case SP_STRING: return a.u.s.len == b.u.s.len && memcmp(a.u.s.ptr, b.u.s.ptr, a.u.s.len) == 0;
    case SP_TIME: return a.u.t.sec == b.u.t.sec && a.u.t.nsec == b.u.t.nsec;
    case SP_RANGE: return a.u.r.first == b.u.r.first && a.u.r.last == b.u.r.last;
    case SP_ARRAY:
        if (a.u.a->len != b.u.a->len)
            return false;
        for (size_t i = 0; i < a.u.a->len; i++)
            if (!equal_d(a.u.a->items[i], b.u.a->items[i], depth + 1))
                return false;
        return true;
    case SP_HASH:
        if (a.u.h->len != b.u.h->len)
            return false;
        for (size_t i = 0; i < a.u.h->len; i++) {
            sp_value other;
            const hash_entry *e = &a.u.h->entries[i];
            if (!sp_hash_get(b, e->key, e->keylen, &other) || !equal_d(e->val, other, depth + 1))
                return false;
        }
        return true;
    default: return false;
    }
}

static bool compare_d(sp_value a, sp_value b, int *cmp, int depth);

bool sp_value_compare(sp_value a, sp_value b, int *cmp)
{
    return compare_d(a, b, cmp, 0);
}

static bool compare_d(sp_value a, sp_value b, int *cmp, int depth)
{
    if (depth > VALUE_MAX_DEPTH)
        return false; /* too deep: not comparable */
    if (is_num(a) && is_num(b)) {
        if (a.type == SP_INT && b.type == SP_INT)
            *cmp = (a.u.i > b.u.i) - (a.u.i < b.u.i);
        else {
            double x = num(a), y = num(b);
            if (isnan(x) || isnan(y))
                return false;
            *cmp = (x > y) - (x < y);
        }
        return true;
    }
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case SP_STRING: {
        size_t n = a.u.s.len < b.u.s.len ? a.u.s.len : b.u.s.len;
        int c = n ? memcmp(a.u.s.ptr, b.u.s.ptr, n) : 0;
        if (c == 0)
            c = (a.u.s.len > b.u.s.len) - (a.u.s.len < b.u.s.len);
        *cmp = (c > 0) - (c < 0);
        return true;
    }
    case SP_TIME:
        *cmp = a.u.t.sec != b.u.t.sec ? (a.u.t.sec > b.u.t.sec) - (a.u.t.sec < b.u.t.sec)
                                      : (a.u.t.nsec > b.u.t.nsec) - (a.u.t.nsec < b.u.t.nsec);
        return true;
    case SP_BOOL:
    case SP_NIL:
        if (sp_value_equal(a, b)) {
            *cmp = 0;
            return true;
        }
        return false;
    case SP_ARRAY: {
        size_t n = a.u.a->len < b.u.a->len ? a.u.a->len : b.u.a->len;
        for (size_t i = 0; i < n; i++) {
            int c;
            if (!compare_d(a.u.a->items[i], b.u.a->items[i], &c, depth + 1))
                return false;
            if (c) {
                *cmp = c;
                return true;
            }
        }
        *cmp = (a.u.a->len > b.u.a->len) - (a.u.a->len < b.u.a->len);
        return true;
    }
    default: return false;
    }
}

static sp_value copy_d(sp_arena *a, sp_value v, int depth, bool strings);

sp_value sp_value_copy(sp_arena *a, sp_value v)
{
    return copy_d(a, v, 0, true);
}

sp_value sp_value_copy_containers(sp_arena *a, sp_value v)
{
    return copy_d(a, v, 0, false);
}

static sp_value copy_d(sp_arena *a, sp_value v, int depth, bool strings)
{
    if (depth > VALUE_MAX_DEPTH && (v.type == SP_ARRAY || v.type == SP_HASH))
        return sp_nil(); /* deeper than any walk goes: cut */
    switch (v.type) {
    case SP_STRING: {
        if (!strings)
            return v;
        sp_value c = sp_str(a, v.u.s.ptr, v.u.s.len);
        c.flags = v.flags;
        return c;
    }
    case SP_ARRAY: {
        sp_value c = sp_array_new(a, v.u.a->len);
        for (size_t i = 0; i < v.u.a->len; i++)
            sp_array_push(c, copy_d(a, v.u.a->items[i], depth + 1, strings));
        return c;
    }
    case SP_HASH: {
        sp_value c = sp_hash_new(a, v.u.h->len);
        for (size_t i = 0; i < v.u.h->len; i++) {
            const hash_entry *e = &v.u.h->entries[i];
            sp_hash_set_hv(c, e->key, e->keylen, e->hash, copy_d(a, e->val, depth + 1, strings));
        }
        return c;
    }
    default: return v;
    }
}

static void merge_d(sp_value dst, sp_value src, bool keep_on_nil, int depth);

void sp_hash_deep_merge(sp_value dst, sp_value src)
{
    merge_d(dst, src, false, 0);
}

void sp_hash_merge(sp_value dst, sp_value src)
{
    if (dst.type != SP_HASH || src.type != SP_HASH)
        return;
    for (size_t i = 0; i < src.u.h->len; i++) {
        const hash_entry *e = &src.u.h->entries[i];
        sp_hash_set_hv(dst, e->key, e->keylen, e->hash, e->val);
    }
}

void sp_hash_deep_merge_keep_nil(sp_value dst, sp_value src)
{
    merge_d(dst, src, true, 0);
}

static void merge_d(sp_value dst, sp_value src, bool keep_on_nil, int depth)
{
    if (dst.type != SP_HASH || src.type != SP_HASH)
        return;
    sp_arena *a = dst.u.h->arena;
    for (size_t i = 0; i < src.u.h->len; i++) {
        const hash_entry *e = &src.u.h->entries[i];
        sp_value cur;
        bool has = sp_hash_get_hv(dst, e->key, e->keylen, e->hash, &cur);
        if (keep_on_nil && has && sp_is_nil(e->val))
            continue; /* merge_values: `if new_val.nil? then old_val` */
        if (e->val.type == SP_HASH && depth < VALUE_MAX_DEPTH && has && cur.type == SP_HASH)
            merge_d(cur, e->val, keep_on_nil, depth + 1);
        else
            sp_hash_set_hv(dst, e->key, e->keylen, e->hash, sp_value_copy(a, e->val));
    }
}

/* ---- printing ---- */
void sp_float_to_s(sp_buf *out, double f)
{
    if (isnan(f)) {
        sp_buf_puts(out, "NaN");
        return;
    }
    if (isinf(f)) {
        sp_buf_puts(out, f < 0 ? "-Infinity" : "Infinity");
        return;
    }
    if (f == 0) {
        sp_buf_puts(out, signbit(f) ? "-0.0" : "0.0");
        return;
    }
    /* Shortest digits that round-trip, then Ruby's layout: fixed for 1e-4 <= |f| < 1e16, else d.ddde+XX. */
    char digits[40];
    int prec;
    for (prec = 1; prec <= 17; prec++) {
        snprintf(digits, sizeof digits, "%.*e", prec - 1, f);
        if (strtod(digits, NULL) == f)
            break;
    }
    /* digits looks like "-d.ddde+XX" */
    const char *p = digits;
    bool neg = false;
    if (*p == '-') {
        neg = true;
        p++;
    }
    char mant[32];
    size_t mn = 0;
    for (; *p && *p != 'e'; p++)
        if (*p != '.')
            mant[mn++] = *p;
    mant[mn] = '\0';
    int exp10 = atoi(p + 1); /* value = 0.mant * 10^(exp10+1) */
    while (mn > 1 && mant[mn - 1] == '0')
        mant[--mn] = '\0';
    if (neg)
        sp_buf_putc(out, '-');
    int decpt = exp10 + 1; /* digits before the point */
    /* Ruby: exponent form from 1e16, and already at 1e15 when there is no fractional digit
     * (1e15.to_s == "1.0e+15", 1000000000000000.5.to_s == "1000000000000000.5") */
    if (decpt > 16 || decpt < -3 || (decpt == 16 && (size_t)decpt >= mn)) {
        sp_buf_putc(out, mant[0]);
        sp_buf_putc(out, '.');
        if (mn > 1)
            sp_buf_append(out, mant + 1, mn - 1);
        else
            sp_buf_putc(out, '0');
        sp_buf_printf(out, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
    } else if (decpt <= 0) {
        sp_buf_puts(out, "0.");
        for (int i = 0; i < -decpt; i++)
            sp_buf_putc(out, '0');
        sp_buf_append(out, mant, mn);
    } else if ((size_t)decpt >= mn) {
        sp_buf_append(out, mant, mn);
        for (size_t i = mn; i < (size_t)decpt; i++)
            sp_buf_putc(out, '0');
        sp_buf_puts(out, ".0");
    } else {
        sp_buf_append(out, mant, (size_t)decpt);
        sp_buf_putc(out, '.');
        sp_buf_append(out, mant + decpt, mn - (size_t)decpt);
    }
}

/* v as printf "%0*lld" with this width (the sign counts in it), without printf: to_s runs for every output of a
 * number or a time in a template. */
static void put_zint(sp_buf *out, long long v, int width)
{
    char d[24];
    int n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        d[n++] = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    int len = n + (v < 0);
    sp_buf_grow(out, (size_t)(len > width ? len : width));
    if (v < 0)
        out->data[out->len++] = '-';
    for (int k = len; k < width; k++)
        out->data[out->len++] = '0';
    while (n)
        out->data[out->len++] = d[--n];
    out->data[out->len] = '\0';
}

static void time_to_s(sp_buf *out, sp_value v)
{
    time_t t = (time_t)(v.u.t.sec + v.u.t.utc_offset);
    struct tm tm;
    gmtime_r(&t, &tm);
    /* "%04d-%02d-%02d" */
    put_zint(out, (long long)tm.tm_year + 1900, 4);
    sp_buf_putc(out, '-');
    put_zint(out, tm.tm_mon + 1, 2);
    sp_buf_putc(out, '-');
    put_zint(out, tm.tm_mday, 2);
    if (v.flags & SP_FLAG_DATE)
        return;
    /* " %02d:%02d:%02d" */
    sp_buf_putc(out, ' ');
    put_zint(out, tm.tm_hour, 2);
    sp_buf_putc(out, ':');
    put_zint(out, tm.tm_min, 2);
    sp_buf_putc(out, ':');
    put_zint(out, tm.tm_sec, 2);
    if (v.flags & SP_FLAG_UTC) {
        sp_buf_puts(out, " UTC");
        return;
    }
    /* " %c%02d%02d" */
    int off = v.u.t.utc_offset, a = off < 0 ? -off : off;
    sp_buf_putc(out, ' ');
    sp_buf_putc(out, off < 0 ? '-' : '+');
    put_zint(out, a / 3600, 2);
    put_zint(out, (a / 60) % 60, 2);
}

/* The containers being printed, innermost last: Ruby's inspect cuts a cycle where an array or hash is reached
 * again inside itself ("[...]", "{...}"); joining an array that contains itself stops there too. Deeper than
 * the stack holds, printing stops (no recursion without bound). */
#define PRINT_DEPTH 256
typedef struct print_stack {
    const void *items[PRINT_DEPTH];
    int n;
} print_stack;

static bool print_enter(print_stack *st, const void *p)
{
    if (st->n >= PRINT_DEPTH)
        return false;
    for (int i = 0; i < st->n; i++)
        if (st->items[i] == p)
            return false;
    st->items[st->n++] = p;
    return true;
}

static void inspect_in(sp_buf *out, sp_value v, print_stack *st);
static void inspect_string(sp_buf *out, const char *s, size_t n);

/* Document#to_s: output || content || "NO CONTENT" */
static void document_to_s(sp_buf *out, sp_value v)
{
    sp_value o = sp_hash_at(v, "output");
    if (o.type != SP_STRING)
        o = sp_hash_at(v, "content");
    if (o.type == SP_STRING)
        sp_buf_append(out, o.u.s.ptr, o.u.s.len);
    else if (o.type == SP_NIL)
        sp_buf_puts(out, "NO CONTENT");
    else
        sp_value_to_s(out, o);
}

static void to_s_in(sp_buf *out, sp_value v, print_stack *st, bool joined)
{
    if (v.type == SP_HASH) {
        if (v.flags & SP_FLAG_DOCUMENT) {
            document_to_s(out, v);
            return;
        }
        if (v.flags & SP_FLAG_SITE_DROP) {
            sp_buf_puts(out, "Jekyll::Drops::SiteDrop");
            return;
        }
        if (v.flags & SP_FLAG_JEKYLL_DROP) {
            sp_buf_puts(out, "Jekyll::Drops::JekyllDrop");
            return;
        }
        if (v.flags & SP_FLAG_COLLECTION) { /* CollectionDrop#to_s: docs.to_s */
            inspect_in(out, sp_hash_at(v, "docs"), st);
            return;
        }
        if ((v.flags & SP_FLAG_PAGE) && joined) { /* Convertible#to_s: content || "" */
            sp_value c = sp_hash_at(v, "content");
            if (c.type == SP_STRING)
                sp_buf_append(out, c.u.s.ptr, c.u.s.len);
            return;
        }
        inspect_in(out, v, st);
        return;
    }
    if (v.type == SP_ARRAY) {
        /* Array#join, as Liquid prints an array; Ruby raises "recursive array join" where this stops */
        if (!print_enter(st, v.u.a))
            return;
        for (size_t i = 0; i < v.u.a->len; i++)
            to_s_in(out, v.u.a->items[i], st, true);
        st->n--;
        return;
    }
    sp_value_to_s(out, v);
}

void sp_value_to_s(sp_buf *out, sp_value v)
{
    if (v.type == SP_ARRAY || v.type == SP_HASH) {
        print_stack st;
        st.n = 0;
        to_s_in(out, v, &st, false);
        return;
    }
    switch (v.type) {
    case SP_NIL: break;
    case SP_BOOL: sp_buf_puts(out, v.u.b ? "true" : "false"); break;
    case SP_INT: put_zint(out, (long long)v.u.i, 0); break;
    case SP_FLOAT: sp_float_to_s(out, v.u.f); break;
    case SP_STRING: sp_buf_append(out, v.u.s.ptr, v.u.s.len); break;
    case SP_TIME: time_to_s(out, v); break;
    case SP_RANGE: sp_buf_printf(out, "%lld..%lld", (long long)v.u.r.first, (long long)v.u.r.last); break;
    default: break;
    }
}

/* The UTF-8 character at s[0..n): its length (1..4) and code point, or 0 when s[0] starts no valid character
 * (a stray continuation byte, an overlong form, a surrogate, beyond U+10FFFF, a truncated sequence). */
static size_t utf8_char(const unsigned char *s, size_t n, uint32_t *cp)
{
    unsigned char c = s[0];
    size_t len;
    uint32_t v, min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF)
        len = 2, v = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        len = 3, v = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        len = 4, v = c & 0x07, min = 0x10000;
    else
        return 0;
    if (n < len)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return len;
}

static bool inspect_escaped(uint32_t cp)
{
    size_t lo = 0, hi = sp_inspect_escaped_len;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cp > sp_inspect_escaped[mid].hi)
            lo = mid + 1;
        else if (cp < sp_inspect_escaped[mid].lo)
            hi = mid;
        else
            return true;
    }
    return false;
}

/* Ruby 3.1 String#inspect of a UTF-8 string (rb_str_inspect): \" \\ \#{ \#$ \#@, \n \r \t \f \v \b \a \e, other
 * characters that are not printable (controls, U+2028, unassigned, ...) as \uXXXX or \u{XXXXX}, each byte of an
 * invalid sequence as \xFF; everything else as is. */
static void inspect_string(sp_buf *out, const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    sp_buf_putc(out, '"');
    for (size_t i = 0; i < n;) {
        unsigned char c = u[i];
        uint32_t cp;
        size_t len = utf8_char(u + i, n - i, &cp);
        if (len == 0) {
            sp_buf_printf(out, "\\x%02X", c);
            i++;
            continue;
        }
        switch (cp) {
        case '"': sp_buf_puts(out, "\\\""); break;
        case '\\': sp_buf_puts(out, "\\\\"); break;
        case '\n': sp_buf_puts(out, "\\n"); break;
        case '\t': sp_buf_puts(out, "\\t"); break;
        case '\r': sp_buf_puts(out, "\\r"); break;
        case '\f': sp_buf_puts(out, "\\f"); break;
        case '\v': sp_buf_puts(out, "\\v"); break;
        case '\a': sp_buf_puts(out, "\\a"); break;
        case '\b': sp_buf_puts(out, "\\b"); break;
        case 27: sp_buf_puts(out, "\\e"); break;
        case '#':
            if (i + 1 < n && (s[i + 1] == '{' || s[i + 1] == '$' || s[i + 1] == '@'))
                sp_buf_puts(out, "\\#");
            else
                sp_buf_putc(out, '#');
            break;
        default:
            if (!inspect_escaped(cp))
                sp_buf_append(out, s + i, len);
            else if (cp < 0x10000)
                sp_buf_printf(out, "\\u%04X", (unsigned)cp);
            else
                sp_buf_printf(out, "\\u{%X}", (unsigned)cp);
        }
        i += len;
    }
    sp_buf_putc(out, '"');
}

void sp_value_inspect(sp_buf *out, sp_value v)
{
    print_stack st;
    st.n = 0;
    inspect_in(out, v, &st);
}

static void inspect_in(sp_buf *out, sp_value v, print_stack *st)
{
    switch (v.type) {
    case SP_NIL: sp_buf_puts(out, "nil"); break;
    case SP_STRING: inspect_string(out, v.u.s.ptr, v.u.s.len); break;
    case SP_ARRAY:
        if (!print_enter(st, v.u.a)) {
            sp_buf_puts(out, "[...]");
            break;
        }
        sp_buf_putc(out, '[');
        for (size_t i = 0; i < v.u.a->len; i++) {
            if (i)
                sp_buf_puts(out, ", ");
            inspect_in(out, v.u.a->items[i], st);
        }
        sp_buf_putc(out, ']');
        st->n--;
        break;
    case SP_HASH:
        if (st->n > 0 && (v.flags & SP_FLAG_DOCUMENT)) {
            /* Document#inspect */
            sp_value rp = sp_hash_at(v, "relative_path"), cl = sp_hash_at(v, "collection");
            sp_buf_puts(out, "#<Jekyll::Document ");
            sp_value_to_s(out, rp);
            sp_buf_puts(out, " collection=");
            sp_value_to_s(out, cl);
            sp_buf_putc(out, '>');
            break;
        }
        if (st->n > 0 && (v.flags & SP_FLAG_PAGE)) {
            /* Page#inspect */
            sp_value rp = sp_hash_at(v, "path");
            sp_buf_puts(out, "#<Jekyll::Page @relative_path=");
            if (rp.type == SP_STRING)
                inspect_string(out, rp.u.s.ptr, rp.u.s.len);
            else
                sp_buf_puts(out, "nil");
            sp_buf_putc(out, '>');
            break;
        }
        if (!print_enter(st, v.u.h)) {
            sp_buf_puts(out, "{...}");
            break;
        }
        sp_buf_putc(out, '{');
        /* a page's hash is Convertible#to_liquid: its data, then content, dir, excerpt, name, path, url */
        static const char *const page_attrs[] = {"content", "dir", "excerpt", "name", "path", "url"};
        bool page = (v.flags & SP_FLAG_PAGE) != 0;
        size_t printed = 0;
        for (int pass = 0; pass < (page ? 7 : 1); pass++) {
            for (size_t i = 0; i < v.u.h->len; i++) {
                const hash_entry *e = &v.u.h->entries[i];
                int attr = -1;
                for (int k = 0; page && k < 6; k++)
                    if (e->keylen == strlen(page_attrs[k]) && !memcmp(e->key, page_attrs[k], e->keylen))
                        attr = k;
                if (page && attr != pass - 1)
                    continue;
                if (printed++)
                    sp_buf_puts(out, ", ");
                inspect_string(out, e->key, e->keylen);
                sp_buf_puts(out, "=>");
                inspect_in(out, e->val, st);
            }
        }
        sp_buf_putc(out, '}');
        st->n--;
        break;
    case SP_TIME:
        if (v.flags & SP_FLAG_DATE) {
            /* Ruby Date#inspect: the civil date, then (julian day, seconds, nanoseconds), offset, reform day */
            sp_buf_puts(out, "#<Date: ");
            sp_value_to_s(out, v);
            int64_t days = (v.u.t.sec + v.u.t.utc_offset) / 86400 - ((v.u.t.sec + v.u.t.utc_offset) % 86400 < 0);
            sp_buf_printf(out, " ((%lldj,0s,0n),+0s,2299161j)>", (long long)(days + 2440588));
        } else if (v.u.t.nsec == 0) {
            sp_value_to_s(out, v);
        } else {
            /* Ruby Time#inspect: to_s with the fraction of the second after the seconds */
            sp_buf tmp = SP_BUF_INIT;
            sp_value_to_s(&tmp, v);
            char frac[16];
            snprintf(frac, sizeof frac, ".%09d", (int)v.u.t.nsec);
            size_t fl = strlen(frac);
            while (fl > 2 && frac[fl - 1] == '0')
                frac[--fl] = 0;
            /* "YYYY-MM-DD HH:MM:SS" is followed by " +zzzz" or " UTC" */
            const char *sp2 = memchr(tmp.data, ' ', tmp.len);
            const char *sp3 = sp2 ? memchr(sp2 + 1, ' ', tmp.len - (size_t)(sp2 + 1 - tmp.data)) : NULL;
            size_t cut = sp3 ? (size_t)(sp3 - tmp.data) : tmp.len;
            sp_buf_append(out, tmp.data, cut);
            sp_buf_append(out, frac, fl);
            sp_buf_append(out, tmp.data + cut, tmp.len - cut);
            sp_buf_free(&tmp);
        }
        break;
    default: sp_value_to_s(out, v); break;
    }
}

sp_value sp_value_dig(sp_value v, const char *path)
{
    const char *p = path;
    while (*p) {
        const char *dot = strchr(p, '.');
        size_t n = dot ? (size_t)(dot - p) : strlen(p);
        if (v.type == SP_HASH) {
            if (!sp_hash_get(v, p, n, &v))
                return sp_nil();
        } else if (v.type == SP_ARRAY) {
            char tmp[32];
            if (n == 0 || n >= sizeof tmp)
                return sp_nil();
            memcpy(tmp, p, n);
            tmp[n] = '\0';
            char *end;
            long long i = strtoll(tmp, &end, 10);
            if (*end)
                return sp_nil();
            v = sp_array_get(v, i);
        } else
            return sp_nil();
        if (!dot)
            break;
        p = dot + 1;
    }
    return v;
}
