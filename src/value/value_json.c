/* JSON (include/sitepub/value.h sp_json_load, sp_json_write).
 *
 * Reading uses jansson: objects keep their member order (a later duplicate member replaces the value in the
 * first one's place, as Ruby's JSON.parse), integers stay integers, reals become floats.
 * Writing copies Ruby's to_json as Jekyll's `jsonify` calls it (json 2.6 generator): no spaces, "/" and non-ASCII
 * kept, control characters as \b \f \n \r \t or \u00XX, floats as Float#to_s, times and dates as their to_s in a
 * string. Note: Jekyll 4.3 reads _data JSON files with its YAML loader, not with a JSON parser (see
 * lib/jekyll/readers/data_reader.rb); use sp_yaml_load for those. */
#include <jansson.h>
#include <math.h>
#include <string.h>

#include "sitepub/value.h"

#define JSON_MAX_DEPTH 1000

static int convert(sp_arena *a, json_t *j, sp_value *out, int depth, const char *name, sp_error *err)
{
    if (depth > JSON_MAX_DEPTH)
        return sp_error_set(err, SP_ERR_INPUT, name, 0, 0, "JSON nesting deeper than %d levels", JSON_MAX_DEPTH);
    switch (json_typeof(j)) {
    case JSON_NULL: *out = sp_nil(); return 0;
    case JSON_TRUE: *out = sp_bool(true); return 0;
    case JSON_FALSE: *out = sp_bool(false); return 0;
    case JSON_INTEGER: *out = sp_int((int64_t)json_integer_value(j)); return 0;
    case JSON_REAL: *out = sp_float(json_real_value(j)); return 0;
    case JSON_STRING: *out = sp_str(a, json_string_value(j), json_string_length(j)); return 0;
    case JSON_ARRAY: {
        size_t n = json_array_size(j);
        sp_value arr = sp_array_new(a, n);
        for (size_t i = 0; i < n; i++) {
            sp_value item;
            if (convert(a, json_array_get(j, i), &item, depth + 1, name, err) != 0)
                return -1;
            sp_array_push(arr, item);
        }
        *out = arr;
        return 0;
    }
    case JSON_OBJECT: {
        sp_value h = sp_hash_new(a, json_object_size(j));
        const char *key;
        size_t keylen;
        json_t *val;
        void *tmp;
        json_object_keylen_foreach_safe(j, tmp, key, keylen, val)
        {
            sp_value v;
            if (convert(a, val, &v, depth + 1, name, err) != 0)
                return -1;
            sp_hash_set(h, key, keylen, v);
        }
        *out = h;
        return 0;
    }
    }
    *out = sp_nil();
    return 0;
}

int sp_json_load(sp_arena *a, const char *bytes, size_t len, const char *name, sp_value *out, sp_error *err)
{
    json_error_t je;
    *out = sp_nil();
    json_t *j = json_loadb(bytes, len, JSON_DECODE_ANY | JSON_ALLOW_NUL, &je);
    if (!j)
        return sp_error_set(err, SP_ERR_INPUT, name, je.line > 0 ? je.line : 0, je.column > 0 ? je.column : 0,
                            "invalid JSON: %s; fix the JSON syntax there (no trailing commas or comments; keys and "
                            "strings in double quotes)",
                            je.text);
    int rc = convert(a, j, out, 0, name, err);
    json_decref(j);
    return rc;
}

/* ---- writing ---- */

static void write_string(sp_buf *out, const char *s, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    sp_buf_putc(out, '"');
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        const char *rep = NULL;
        char u[7];
        switch (c) {
        case '"': rep = "\\\""; break;
        case '\\': rep = "\\\\"; break;
        case '\b': rep = "\\b"; break;
        case '\f': rep = "\\f"; break;
        case '\n': rep = "\\n"; break;
        case '\r': rep = "\\r"; break;
        case '\t': rep = "\\t"; break;
        default:
            if (c < 0x20) {
                memcpy(u, "\\u00", 4);
                u[4] = hex[c >> 4];
                u[5] = hex[c & 15];
                u[6] = 0;
                rep = u;
            }
        }
        if (rep) {
            sp_buf_append(out, s + i - run, run);
            run = 0;
            sp_buf_puts(out, rep);
        } else {
            run++;
        }
    }
    sp_buf_append(out, s + n - run, run);
    sp_buf_putc(out, '"');
}

static void write_value(sp_buf *out, sp_value v, int depth)
{
    if (depth > JSON_MAX_DEPTH) {
        sp_buf_puts(out, "null");
        return;
    }
    switch (v.type) {
    case SP_NIL: sp_buf_puts(out, "null"); break;
    case SP_BOOL: sp_buf_puts(out, v.u.b ? "true" : "false"); break;
    case SP_INT: sp_buf_printf(out, "%lld", (long long)v.u.i); break;
    case SP_FLOAT:
        /* Ruby raises GeneratorError for NaN and Infinity; they are written as Ruby's allow_nan would */
        sp_float_to_s(out, v.u.f);
        break;
    case SP_STRING: write_string(out, v.u.s.ptr, v.u.s.len); break;
    case SP_TIME:
    case SP_RANGE: {
        sp_buf tmp = SP_BUF_INIT;
        sp_value_to_s(&tmp, v);
        write_string(out, tmp.data ? tmp.data : "", tmp.len);
        sp_buf_free(&tmp);
        break;
    }
    case SP_ARRAY: {
        sp_buf_putc(out, '[');
        size_t n = sp_array_len(v);
        for (size_t i = 0; i < n; i++) {
            if (i)
                sp_buf_putc(out, ',');
            write_value(out, sp_array_get(v, (int64_t)i), depth + 1);
        }
        sp_buf_putc(out, ']');
        break;
    }
    case SP_HASH: {
        sp_buf_putc(out, '{');
        size_t n = sp_hash_len(v);
        for (size_t i = 0; i < n; i++) {
            const char *k;
            size_t kl;
            sp_value x;
            sp_hash_entry(v, i, &k, &kl, &x);
            if (i)
                sp_buf_putc(out, ',');
            write_string(out, k, kl);
            sp_buf_putc(out, ':');
            write_value(out, x, depth + 1);
        }
        sp_buf_putc(out, '}');
        break;
    }
    }
}

void sp_json_write(sp_buf *out, sp_value v) { write_value(out, v, 0); }
