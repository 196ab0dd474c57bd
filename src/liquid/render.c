/* Liquid rendering: walks the AST of liquid_int.h with a per-render context (scopes, counters, registers,
 * scratch arena). Semantics follow Liquid 5's Context, Condition, VariableLookup and tags. */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "liquid/liquid_int.h"
#include "sitepub/textscan.h"

enum { INT_NONE = 0, INT_BREAK = 1, INT_CONTINUE = 2 };
enum { EK_NORMAL = 0, EK_UNDEFINED = 1, EK_FATAL = 2, EK_FORMATTED = 3, EK_NOLINE = 4, EK_SYNTAX = 5,
       EK_RAW = 6 /* a Jekyll tag's own error: located, its message as it is */ };

typedef struct partial_ent {
    const char *key;
    const sp_liquid_template *t;
    sp_liquid_template *owned;
    struct partial_ent *next;
} partial_ent;

/* forloop as a marker: an SP_INT with this flag whose u.i indexes R.loops. Lookups read the loop state
 * directly; the value is turned into a hash before it can leave an expression. */
#define LQ_FORLOOP_FLAG 0x80000000u
/* self (Liquid's SelfDrop) as a marker: an SP_INT with this flag whose u.i indexes R.frames, the contexts of the
 * enclosing renders (render gives a partial an isolated context). Lookups on it find variables in that context;
 * it prints, and reaches filters, as "Liquid::SelfDrop". */
#define LQ_SELF_FLAG 0x40000000u

typedef struct ctxframe {
    sp_value *scopes;
    int nscopes;
    sp_value counters, globals;
} ctxframe;

typedef struct loopstate {
    const char *name;
    size_t namelen;
    int64_t i, length;
    int parent;
} loopstate;

/* The expression filters' parses: one per filter call, and a ring of the last few distinct ones per render so a
 * where_exp inside a loop parses its expression once. */
#define LQ_EXPR_CACHE 8

struct sp_filter_expr {
    sp_filter_expr_kind kind;
    const char *src;
    size_t len;
    lq_cond *cond;    /* SP_FILTER_EXPR_CONDITION */
    lq_variable *var; /* SP_FILTER_EXPR_VARIABLE */
    sp_value scope;   /* the scope binding the item, reused from item to item while the variable stays */
    const char *scope_var;
    size_t scope_varlen;
    int busy;         /* evaluations in progress (an expression's filters may evaluate it again) */
};

typedef struct R {
    const sp_liquid_render_options *o;
    sp_arena *a;
    sp_buf *out;
    sp_value *scopes; /* scopes[0] is the outermost (assign target); lookups go from the top */
    int nscopes, capscopes;
    sp_value counters; /* increment/decrement (Liquid's environments.first) */
    sp_value globals;
    sp_value site;
    sp_value cycles;
    sp_value for_offsets;
    sp_value ifchanged;
    struct loopstate *loops; /* active for loops; forloop is a marker value that indexes this stack */
    int nloops, caploops;
    int looptop; /* innermost for loop of the current (sub)context, -1 for none */
    ctxframe *frames; /* contexts of the enclosing renders, outermost first; the current one is r->scopes etc. */
    struct sp_filter_expr *exprs[LQ_EXPR_CACHE]; /* recent parses for where_exp & co (a ring) */
    int expr_next;
    int filter_errkind; /* kind of the failing filter's error when not EK_NORMAL: a syntax error in an
                         * expression filter's expression, or an error inside its evaluation */
    int nframes, capframes;
    int interrupt;
    sp_error *err;
    char errmsg[1400];
    int errkind;
    bool formatted; /* errmsg already carries Liquid's prefix */
    char trace[600];      /* --trace: the include tags an error came through, "FILE:LINE, ..." */
    size_t tracelen;
    const char *top_name; /* the top template's name, for the trace */
    int err_line, err_col; /* where the pending error was formatted */
    const char *err_file;  /* partial the error is in (NULL: the top template) */
    const char *tpl_name; /* name shown in messages (NULL for the top template) */
    int line_offset;      /* the current template's line_offset: "(line N)" counts from its body, as Jekyll's */
    const char *tpl_file; /* file of the partial being rendered for sp_error.file: its cache key (the site's path,
                             e.g. "_includes/nav.html") when the resolver gave one, else tpl_name */
    int depth;
    int64_t iterations, max_iter;
    size_t max_out;
    size_t max_mem; /* scratch memory of the render: 4 x max_output */
    int max_depth;
    bool include_disabled;
    uint64_t rng;
    partial_ent *partials;
    int line; /* line of the node being rendered */
    int not_whole; /* > 0 while evaluating a loop's array or a lone truth test (opts->read) */
} R;

struct sp_liquid_cache {
    pthread_mutex_t mu;
    partial_ent *head;
};

static int rerr(R *r, int kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int rerr(R *r, int kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->errmsg, sizeof r->errmsg, fmt, ap);
    va_end(ap);
    r->errkind = kind;
    r->formatted = kind == EK_FORMATTED;
    return -1;
}

static int render_body(R *r, const lq_body *b);

/* ------------------------------------------------------------------ helpers */


static bool key_eq(const char *a, size_t al, const char *b) { return al == strlen(b) && memcmp(a, b, al) == 0; }

static size_t utf8_count(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xc0) != 0x80)
            c++;
    return c;
}

static bool find_var(R *r, const char *name, size_t len, sp_value *out)
{
    for (int i = r->nscopes - 1; i >= 0; i--)
        if (sp_hash_get(r->scopes[i], name, len, out))
            return true;
    if (sp_hash_get(r->counters, name, len, out))
        return true;
    if (r->globals.type == SP_HASH && sp_hash_get(r->globals, name, len, out))
        return true;
    *out = sp_nil();
    return false;
}

static bool find_var_in(R *r, int frame, const char *name, size_t len, sp_value *out)
{
    if (frame >= r->nframes)
        return find_var(r, name, len, out);
    const ctxframe *f = &r->frames[frame];
    for (int i = f->nscopes - 1; i >= 0; i--)
        if (sp_hash_get(f->scopes[i], name, len, out))
            return true;
    if (sp_hash_get(f->counters, name, len, out))
        return true;
    if (f->globals.type == SP_HASH && sp_hash_get(f->globals, name, len, out))
        return true;
    *out = sp_nil();
    return false;
}

static bool is_self(sp_value v) { return v.type == SP_INT && (v.flags & LQ_SELF_FLAG); }

static sp_value self_marker(R *r)
{
    sp_value v = sp_int(r->nframes);
    v.flags = LQ_SELF_FLAG;
    return v;
}

/* What a self marker is outside lookups: its to_s */
static sp_value plain(sp_value v) { return is_self(v) ? SP_STR_LIT("Liquid::SelfDrop") : v; }

static void set_top(R *r, const char *name, size_t len, sp_value v) { sp_hash_set(r->scopes[r->nscopes - 1], name, len, v); }

/* Push scope h (a hash, or nil for a new one). */
static int push_scope_hash(R *r, sp_value h)
{
    if (r->nscopes + r->depth > r->max_depth)
        return rerr(r, EK_NORMAL, "Nesting too deep");
    if (r->nscopes == r->capscopes) {
        int nc = r->capscopes * 2;
        r->scopes = sp_arena_realloc(r->a, r->scopes, (size_t)r->capscopes * sizeof(sp_value), (size_t)nc * sizeof(sp_value));
        r->capscopes = nc;
    }
    r->scopes[r->nscopes++] = h.type == SP_HASH ? h : sp_hash_new(r->a, 4);
    return 0;
}

static int push_scope(R *r) { return push_scope_hash(r, sp_nil()); }

static void pop_scope(R *r) { r->nscopes--; }

static int eval(R *r, const lq_expr *e, sp_value *out);

/* a + b, saturated: for loop bounds (Ruby's Integers do not overflow; a saturated bound compares the same with
 * any index) */
static int64_t sat_add(int64_t a, int64_t b)
{
    int64_t s;
    if (__builtin_add_overflow(a, b, &s))
        return b > 0 ? INT64_MAX : INT64_MIN;
    return s;
}

/* Range#size: last - first + 1 (0 when empty); beyond 64 bits (Ruby's Bignum) the string of its digits, which
 * prints the same */
static sp_value range_size(R *r, sp_value rg)
{
    if (rg.u.r.last < rg.u.r.first)
        return sp_int(0);
    uint64_t n = (uint64_t)rg.u.r.last - (uint64_t)rg.u.r.first;
    if (n < (uint64_t)INT64_MAX)
        return sp_int((int64_t)n + 1);
    unsigned __int128 c = (unsigned __int128)n + 1;
    char d[40], *p = d + sizeof d;
    do
        *--p = (char)('0' + (int)(c % 10));
    while ((c /= 10) != 0);
    return sp_str(r->a, p, (size_t)(d + sizeof d - p));
}

static sp_value key_to_str(R *r, sp_value k)
{
    if (k.type == SP_STRING)
        return k;
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, k);
    sp_value v = sp_str(r->a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return v;
}

/* One lookup step (VariableLookup#evaluate). *found false when absent. */
static void lookup_step(R *r, sp_value obj, sp_value key, bool command, sp_value *out, bool *found)
{
    *found = true;
    if (obj.type == SP_HASH && key.type == SP_STRING) {
        if (sp_hash_get(obj, key.u.s.ptr, key.u.s.len, out))
            return;
    } else if (obj.type == SP_ARRAY && key.type == SP_INT) {
        *out = sp_array_get(obj, key.u.i);
        return;
    }
    if (command && key.type == SP_STRING) {
        const char *k = key.u.s.ptr;
        size_t kl = key.u.s.len;
        if (key_eq(k, kl, "size")) {
            switch (obj.type) {
            case SP_ARRAY: *out = sp_int((int64_t)sp_array_len(obj)); return;
            case SP_HASH: *out = sp_int((int64_t)sp_hash_len(obj)); return;
            case SP_STRING: *out = sp_int((int64_t)utf8_count(obj.u.s.ptr, obj.u.s.len)); return;
            case SP_INT: *out = sp_int(8); return;
            case SP_RANGE: *out = range_size(r, obj); return;
            default: break;
            }
        } else if (key_eq(k, kl, "first") || key_eq(k, kl, "last")) {
            bool first = k[0] == 'f';
            switch (obj.type) {
            case SP_ARRAY: *out = sp_array_get(obj, first ? 0 : -1); return;
            case SP_STRING: {
                /* Liquid 5 (liquid-spec security_drops): a string's first and last character */
                const char *sp = obj.u.s.ptr;
                size_t sl = obj.u.s.len;
                if (sl == 0) {
                    *out = sp_nil();
                    return;
                }
                if (first) {
                    size_t cl = 1;
                    while (cl < sl && ((unsigned char)sp[cl] & 0xc0) == 0x80)
                        cl++;
                    *out = sp_str_ref(sp, cl);
                } else {
                    size_t st = sl - 1;
                    while (st > 0 && ((unsigned char)sp[st] & 0xc0) == 0x80)
                        st--;
                    *out = sp_str_ref(sp + st, sl - st);
                }
                return;
            }
            case SP_RANGE:
                *out = sp_int(first ? obj.u.r.first : obj.u.r.last);
                return;
            case SP_HASH:
                if (first) {
                    if (sp_hash_len(obj) == 0) {
                        *out = sp_nil();
                        return;
                    }
                    const char *hk;
                    size_t hkl;
                    sp_value hv;
                    sp_hash_entry(obj, 0, &hk, &hkl, &hv);
                    sp_value pair = sp_array_new(r->a, 2);
                    sp_array_push(pair, sp_str_ref(hk, hkl));
                    sp_array_push(pair, hv);
                    *out = pair;
                    return;
                }
                break;
            default: break;
            }
        }
    }
    *out = sp_nil();
    *found = false;
}

static int eval_lookups(R *r, const lq_expr *e, int from, sp_value obj, sp_value *out);

static bool is_forloop(sp_value v) { return v.type == SP_INT && (v.flags & LQ_FORLOOP_FLAG); }

static sp_value forloop_marker(int idx)
{
    if (idx < 0)
        return sp_nil();
    sp_value v = sp_int(idx);
    v.flags = LQ_FORLOOP_FLAG;
    return v;
}

/* forloop.KEY from the loop state; false when KEY is not a forloop attribute */
static bool forloop_attr(R *r, sp_value m, const char *k, size_t kl, sp_value *out)
{
    const loopstate *l = &r->loops[m.u.i];
    if (key_eq(k, kl, "index")) *out = sp_int(l->i + 1);
    else if (key_eq(k, kl, "index0")) *out = sp_int(l->i);
    else if (key_eq(k, kl, "rindex")) *out = sp_int(l->length - l->i);
    else if (key_eq(k, kl, "rindex0")) *out = sp_int(l->length - l->i - 1);
    else if (key_eq(k, kl, "first")) *out = sp_bool(l->i == 0);
    else if (key_eq(k, kl, "last")) *out = sp_bool(l->i == l->length - 1);
    else if (key_eq(k, kl, "length")) *out = sp_int(l->length);
    else if (key_eq(k, kl, "name")) *out = sp_str_ref(l->name, l->namelen);
    else if (key_eq(k, kl, "parentloop")) *out = forloop_marker(l->parent);
    else
        return false;
    return true;
}

static sp_value forloop_hash(R *r, sp_value m)
{
    static const char *const keys[] = {"name", "length", "index", "index0", "rindex", "rindex0", "first", "last"};
    sp_value h = sp_hash_new(r->a, 10);
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        sp_value v;
        forloop_attr(r, m, keys[i], strlen(keys[i]), &v);
        sp_hash_setc(h, keys[i], v);
    }
    int parent = r->loops[m.u.i].parent;
    sp_hash_setc(h, "parentloop", parent >= 0 ? forloop_hash(r, forloop_marker(parent)) : sp_nil());
    return h;
}

/* `self` (Liquid 5's SelfDrop) when no variable of that name exists: self.x and self[expr] look the key up as a
 * variable of the current scope. */
static int eval_self(R *r, const lq_expr *e, sp_value *out) { return eval_lookups(r, e, 0, self_marker(r), out); }

static int eval_var(R *r, const lq_expr *e, sp_value *out)
{
    sp_value obj;
    if (e->name_expr) {
        sp_value k;
        if (eval(r, e->name_expr, &k) < 0)
            return -1;
        if (k.type != SP_STRING) {
            if (r->o->strict_variables) {
                sp_buf b = SP_BUF_INIT;
                sp_value_to_s(&b, k);
                rerr(r, EK_UNDEFINED, "undefined variable %s", sp_buf_cstr(&b));
                sp_buf_free(&b);
                return -1;
            }
            obj = sp_nil();
        } else if (!find_var(r, k.u.s.ptr, k.u.s.len, &obj) && r->o->strict_variables)
            return rerr(r, EK_UNDEFINED, "undefined variable %.*s", (int)k.u.s.len, k.u.s.ptr);
    } else if (e->name) {
        if (!find_var(r, e->name, e->namelen, &obj)) {
            if (e->namelen == 4 && memcmp(e->name, "self", 4) == 0)
                return eval_self(r, e, out);
            if (r->o->strict_variables)
                return rerr(r, EK_UNDEFINED, "undefined variable %.*s", (int)e->namelen, e->name);
        }
    } else
        obj = sp_nil();
    return eval_lookups(r, e, 0, obj, out);
}

static int eval_lookups(R *r, const lq_expr *e, int from, sp_value obj, sp_value *out)
{
    for (int i = from; i < e->nlookups; i++) {
        if (is_self(obj)) {
            const lq_lookup *lk = &e->lookups[i];
            sp_value key;
            if (lk->key)
                key = sp_str_ref(lk->key, lk->keylen);
            else if (eval(r, lk->expr, &key) < 0)
                return -1;
            if (key.type != SP_STRING || !find_var_in(r, (int)obj.u.i, key.u.s.ptr, key.u.s.len, &obj)) {
                if (r->o->strict_variables) {
                    sp_value ks = key_to_str(r, key);
                    return rerr(r, EK_UNDEFINED, "undefined variable %.*s", (int)ks.u.s.len, ks.u.s.ptr);
                }
                *out = sp_nil();
                return 0;
            }
            continue;
        }
        if (is_forloop(obj)) {
            const lq_lookup *lk = &e->lookups[i];
            sp_value key;
            if (lk->key)
                key = sp_str_ref(lk->key, lk->keylen);
            else if (eval(r, lk->expr, &key) < 0)
                return -1;
            if (key.type == SP_STRING && forloop_attr(r, obj, key.u.s.ptr, key.u.s.len, &obj))
                continue;
            obj = forloop_hash(r, obj);
        }
        const lq_lookup *lk = &e->lookups[i];
        sp_value key;
        if (lk->key)
            key = sp_str_ref(lk->key, lk->keylen);
        else if (eval(r, lk->expr, &key) < 0)
            return -1;
        bool found;
        sp_value from_obj = obj;
        lookup_step(r, obj, key, lk->command, &obj, &found);
        if (found && r->o->read)
            r->o->read(r->o->read_ud, SP_LIQUID_READ_KEY, from_obj, key, obj);
        if (!found) {
            if (r->o->strict_variables) {
                sp_value ks = key_to_str(r, key);
                return rerr(r, EK_UNDEFINED, "undefined variable %.*s", (int)ks.u.s.len, ks.u.s.ptr);
            }
            *out = sp_nil();
            return 0;
        }
    }
    *out = is_forloop(obj) ? forloop_hash(r, obj) : obj;
    return 0;
}

static int to_integer(R *r, sp_value v, int64_t *out)
{
    /* Liquid::Utils.to_integer: Integer, or Integer(to_s) */
    if (v.type == SP_INT) {
        *out = v.u.i;
        return 0;
    }
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, v);
    const char *s = sp_buf_cstr(&b);
    /* Ruby Integer(): optional whitespace, sign, digits with single underscores, 0x/0b/0o prefixes */
    const char *p = s;
    while (*p == ' ' || *p == '\t' || *p == '\n')
        p++;
    bool neg = false;
    if (*p == '-' || *p == '+')
        neg = *p++ == '-';
    int base = 10;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        base = 16, p += 2;
    else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
        base = 2, p += 2;
    else if (p[0] == '0' && (p[1] == 'o' || p[1] == 'O'))
        base = 8, p += 2;
    else if (p[0] == '0' && p[1])
        base = 8, p += 1;
    int64_t acc = 0;
    int nd = 0;
    bool ok = true;
    while (*p) {
        int d;
        if (*p == '_' && nd > 0 && p[1] && p[1] != '_') {
            p++;
            continue;
        }
        if (isdigit((unsigned char)*p))
            d = *p - '0';
        else if (isalpha((unsigned char)*p))
            d = tolower((unsigned char)*p) - 'a' + 10;
        else
            break;
        if (d >= base) {
            ok = false;
            break;
        }
        acc = acc * base + d;
        nd++;
        p++;
    }
    while (*p == ' ' || *p == '\t' || *p == '\n')
        p++;
    if (*p || (nd == 0 && !(base == 8 && s[0])))
        ok = false;
    if (nd == 0 && base == 8) {
        /* "0" alone */
        ok = ok && true;
    }
    sp_buf_free(&b);
    if (!ok)
        return rerr(r, EK_NORMAL, "invalid integer");
    *out = neg ? -acc : acc;
    return 0;
}

static int range_end(R *r, sp_value v, int64_t *out)
{
    /* RangeLookup#to_integer: Integer; nil/String .to_i; else Utils.to_integer */
    if (v.type == SP_INT) {
        *out = v.u.i;
        return 0;
    }
    if (v.type == SP_NIL) {
        *out = 0;
        return 0;
    }
    if (v.type == SP_STRING) {
        const char *s = v.u.s.ptr;
        size_t n = v.u.s.len, i = 0;
        while (i < n && isspace((unsigned char)s[i]))
            i++;
        bool neg = false;
        if (i < n && (s[i] == '-' || s[i] == '+'))
            neg = s[i++] == '-';
        int64_t acc = 0;
        while (i < n && (isdigit((unsigned char)s[i]) || (s[i] == '_' && i + 1 < n && isdigit((unsigned char)s[i + 1])))) {
            if (s[i] != '_')
                acc = acc * 10 + (s[i] - '0');
            i++;
        }
        *out = neg ? -acc : acc;
        return 0;
    }
    return to_integer(r, v, out);
}

static int eval(R *r, const lq_expr *e, sp_value *out)
{
    switch (e->kind) {
    case LQ_E_LIT: *out = e->lit; return 0;
    case LQ_E_VAR: {
        if (eval_var(r, e, out) < 0)
            return -1;
        if (sp_filter_is_method_literal(*out))
            *out = SP_STR_LIT(""); /* a variable holding Jekyll's MethodLiteral reads as its to_liquid, "" */
        if (r->o->read && !r->not_whole && (out->type == SP_HASH || out->type == SP_ARRAY))
            r->o->read(r->o->read_ud, SP_LIQUID_READ_WHOLE, sp_nil(), sp_nil(), *out);
        return 0;
    }
    case LQ_E_RANGE: {
        sp_value lo, hi;
        int64_t a, b;
        if (eval(r, e->lo, &lo) < 0 || eval(r, e->hi, &hi) < 0)
            return -1;
        if (range_end(r, lo, &a) < 0 || range_end(r, hi, &b) < 0)
            return -1;
        *out = sp_range(a, b);
        return 0;
    }
    case LQ_E_EMPTY:
    case LQ_E_BLANK: *out = SP_STR_LIT(""); return 0;
    }
    *out = sp_nil();
    return 0;
}

/* An expression whose value is only bound to a name (assign without filters, an include's parameters): not a
 * whole read for opts->read, as the name's later uses are reported (a hash bound by `with`/`for` still is: its
 * pairs reach the values without a lookup). */
static int eval_bind(R *r, const lq_expr *e, sp_value *out)
{
    r->not_whole++;
    int rc = eval(r, e, out);
    r->not_whole--;
    return rc;
}

/* ------------------------------------------------------------------ conditions */

static bool is_blank(sp_value v)
{
    switch (v.type) {
    case SP_NIL: return true;
    case SP_BOOL: return !v.u.b;
    case SP_STRING:
        for (size_t i = 0; i < v.u.s.len; i++)
            if (!isspace((unsigned char)v.u.s.ptr[i]))
                return false;
        return true;
    case SP_ARRAY: return sp_array_len(v) == 0;
    case SP_HASH: return sp_hash_len(v) == 0;
    default: return false;
    }
}

/* empty? on v: -1 when v does not respond to empty? */
static int is_empty(sp_value v)
{
    switch (v.type) {
    case SP_STRING: return v.u.s.len == 0;
    case SP_ARRAY: return sp_array_len(v) == 0;
    case SP_HASH: return sp_hash_len(v) == 0;
    default: return -1;
    }
}

static sp_value method_literal(const lq_expr *lit, sp_value v)
{
    if (lit->kind == LQ_E_EMPTY) {
        int e = is_empty(v);
        return e < 0 ? sp_nil() : sp_bool(e);
    }
    return sp_bool(is_blank(v));
}

static const char *cmp_operand_desc(R *r, sp_value v)
{
    /* rb_cmperr: special constants by inspect, others by class */
    if (v.type == SP_NIL || v.type == SP_BOOL || v.type == SP_INT || v.type == SP_FLOAT) {
        sp_buf b = SP_BUF_INIT;
        sp_value_inspect(&b, v);
        const char *s = sp_arena_strdup(r->a, sp_buf_cstr(&b));
        sp_buf_free(&b);
        return s;
    }
    return sp_type_name(v);
}

static bool responds_cmp(sp_value v)
{
    return v.type == SP_INT || v.type == SP_FLOAT || v.type == SP_STRING || v.type == SP_TIME;
}

static int compare_op(R *r, lq_op op, sp_value l, sp_value rv, sp_value *out)
{
    if (rv.type == SP_NIL || rv.type == SP_BOOL) {
        /* Liquid 5 answers false for comparisons with nil (`10 > null`) rather than raising */
        *out = sp_bool(false);
        return 0;
    }
    if (!responds_cmp(l) || (!responds_cmp(rv) && rv.type != SP_NIL && rv.type != SP_BOOL && rv.type != SP_ARRAY &&
                             rv.type != SP_RANGE)) {
        *out = sp_nil();
        return 0;
    }
    int c;
    bool ok = false;
    if ((l.type == SP_INT || l.type == SP_FLOAT) && (rv.type == SP_INT || rv.type == SP_FLOAT))
        ok = sp_value_compare(l, rv, &c);
    else if (l.type == SP_STRING && rv.type == SP_STRING)
        ok = sp_value_compare(l, rv, &c);
    else if (l.type == SP_TIME && rv.type == SP_TIME)
        ok = sp_value_compare(l, rv, &c);
    if (!ok) {
        if (l.type == SP_INT || l.type == SP_FLOAT)
            return rerr(r, EK_NORMAL, "comparison of %s with %s failed", sp_type_name(l),
                        (rv.type == SP_NIL || rv.type == SP_BOOL) ? cmp_operand_desc(r, rv) : sp_type_name(rv));
        return rerr(r, EK_NORMAL, "comparison of %s with %s failed", sp_type_name(l), cmp_operand_desc(r, rv));
    }
    if (isnan(l.type == SP_FLOAT ? l.u.f : 0) || isnan(rv.type == SP_FLOAT ? rv.u.f : 0)) {
        *out = sp_bool(false);
        return 0;
    }
    bool res = op == LQ_OP_LT ? c < 0 : op == LQ_OP_GT ? c > 0 : op == LQ_OP_LE ? c <= 0 : c >= 0;
    *out = sp_bool(res);
    return 0;
}

/* A comparison with Jekyll's Liquid::Expression::MethodLiteral (`empty` / `blank` from an assign, or in where_exp's
 * condition): an object that responds to nothing Liquid asks of it, equal only to itself. cond_literal: the other
 * side is if's own `empty`/`blank` (Liquid::Condition::MethodLiteral), which asks it empty? and gets nil. */
static int jekyll_method_literal_op(lq_op op, bool cond_literal, sp_value l, sp_value rv, sp_value *out)
{
    bool jl = sp_filter_is_method_literal(l), jr = sp_filter_is_method_literal(rv);
    switch (op) {
    case LQ_OP_EQ:
    case LQ_OP_NE: {
        sp_value res = cond_literal ? sp_nil() : sp_bool(jl && jr && l.u.s.ptr == rv.u.s.ptr);
        *out = op == LQ_OP_EQ ? res : sp_bool(!sp_truthy(res));
        return 0;
    }
    case LQ_OP_CONTAINS:
        /* left.include?(right): only a String left includes it (as its to_s, "") */
        *out = sp_bool(!jl && !cond_literal && l.type == SP_STRING);
        return 0;
    default: *out = sp_nil(); return 0; /* it has no < > <= >= */
    }
}

static int interpret(R *r, const lq_cond *c, sp_value *out)
{
    if (c->op == LQ_OP_NONE) {
        r->not_whole++;
        int rc = eval(r, c->left, out);
        r->not_whole--;
        return rc;
    }
    if (c->op == LQ_OP_UNKNOWN)
        return rerr(r, EK_NORMAL, "Unknown operator %s", c->opname ? c->opname : "");
    bool lm = c->left->kind == LQ_E_EMPTY || c->left->kind == LQ_E_BLANK;
    bool rm = c->right && (c->right->kind == LQ_E_EMPTY || c->right->kind == LQ_E_BLANK);
    sp_value l = sp_nil(), rv = sp_nil();
    if (!lm && eval(r, c->left, &l) < 0)
        return -1;
    if (c->right && !rm && eval(r, c->right, &rv) < 0)
        return -1;
    l = plain(l);
    rv = plain(rv);
    if ((r->o->flags & SP_LIQUID_JEKYLL) && (sp_filter_is_method_literal(l) || sp_filter_is_method_literal(rv)))
        return jekyll_method_literal_op(c->op, lm || rm, l, rv, out);
    switch (c->op) {
    case LQ_OP_EQ:
    case LQ_OP_NE: {
        sp_value res;
        if (lm && rm)
            res = sp_nil(); /* empty == empty is false: neither literal responds to the other's method */
        else if ((r->o->flags & SP_LIQUID_JEKYLL) &&
                 ((lm && c->left->kind == LQ_E_BLANK) || (rm && c->right->kind == LQ_E_BLANK)))
            /* Jekyll runs Liquid without ActiveSupport: no value responds to blank?, so `x == blank` is nil
             * (false) and `x != blank` true, whatever x (Jekyll 4.3.1 on "", nil, [] and " ") */
            res = sp_nil();
        else if (lm)
            res = method_literal(c->left, rv);
        else if (rm)
            res = method_literal(c->right, l);
        else
            res = sp_bool(sp_value_equal(l, rv));
        *out = c->op == LQ_OP_EQ ? res : sp_bool(!sp_truthy(res));
        return 0;
    }
    case LQ_OP_CONTAINS: {
        if (lm || rm) {
            if (rm)
                rv = SP_STR_LIT("");
            if (lm)
                l = SP_STR_LIT("");
        }
        if (!sp_truthy(l) || !sp_truthy(rv)) {
            *out = sp_bool(false);
            return 0;
        }
        if (l.type == SP_STRING) {
            sp_buf b = SP_BUF_INIT;
            sp_value_to_s(&b, rv);
            bool f = b.len == 0 || memmem(l.u.s.ptr, l.u.s.len, b.data, b.len) != NULL;
            sp_buf_free(&b);
            *out = sp_bool(f);
        } else if (l.type == SP_ARRAY) {
            bool f = false;
            size_t n = sp_array_len(l);
            sp_value *it = sp_array_items(l);
            for (size_t i = 0; i < n && !f; i++)
                f = sp_value_equal(it[i], rv);
            *out = sp_bool(f);
        } else if (l.type == SP_HASH) {
            *out = sp_bool(rv.type == SP_STRING && sp_hash_get(l, rv.u.s.ptr, rv.u.s.len, NULL));
        } else if (l.type == SP_RANGE) {
            bool f = false;
            if (rv.type == SP_INT)
                f = rv.u.i >= l.u.r.first && rv.u.i <= l.u.r.last;
            else if (rv.type == SP_FLOAT)
                f = rv.u.f >= (double)l.u.r.first && rv.u.f <= (double)l.u.r.last;
            *out = sp_bool(f);
        } else
            *out = sp_bool(false);
        return 0;
    }
    default:
        if (lm)
            l = SP_STR_LIT("");
        if (rm)
            rv = SP_STR_LIT("");
        if (l.type == SP_HASH || rv.type == SP_HASH) {
            *out = sp_nil();
            return 0;
        }
        return compare_op(r, c->op, l, rv, out);
    }
}

static int eval_cond(R *r, const lq_cond *c, sp_value *out)
{
    for (;;) {
        if (interpret(r, c, out) < 0)
            return -1;
        if (c->rel == 'o') {
            if (sp_truthy(*out))
                return 0;
        } else if (c->rel == 'a') {
            if (!sp_truthy(*out))
                return 0;
        } else
            return 0;
        c = c->next;
        if (!c)
            return 0;
    }
}

/* ------------------------------------------------------------------ filters */

static int eval_variable(R *r, const lq_variable *v, sp_value *out);

static int cb_parse_expr(sp_filter_call *call, const char *expr, size_t exprlen, sp_filter_expr_kind kind,
                         sp_filter_expr **out)
{
    R *r = call->renderer;
    for (int i = 0; i < LQ_EXPR_CACHE; i++) {
        sp_filter_expr *e = r->exprs[i];
        if (e && e->kind == kind && e->len == exprlen && memcmp(e->src, expr, exprlen) == 0) {
            *out = e;
            return 0;
        }
    }
    sp_filter_expr *e = sp_arena_calloc(r->a, 1, sizeof *e);
    e->kind = kind;
    if (kind == SP_FILTER_EXPR_VARIABLE) {
        /* Liquid::Variable.new(expression): lax, with filters */
        e->var = lq_parse_variable(r->a, expr, exprlen, r->o->flags);
        if (!e->var)
            return sp_filter_error(call, "invalid expression");
    } else {
        /* Jekyll's parse_condition: Liquid::Parser (strict whatever the error mode), comparisons joined by and/or,
         * then the end of the string */
        const char *msg = NULL;
        e->cond = lq_parse_condition(r->a, expr, exprlen, SP_LIQUID_STRICT, &msg);
        if (!e->cond) {
            r->filter_errkind = EK_SYNTAX;
            return sp_filter_error(call, "%s", msg ? msg : "invalid expression");
        }
        /* its operands are Liquid::Expression.parse'd: `empty` / `blank` are Jekyll's MethodLiteral objects, not
         * the condition's own literals */
        for (lq_cond *c = e->cond; c; c = c->next) {
            lq_expr **ops[2] = {&c->left, &c->right};
            for (int k = 0; k < 2; k++) {
                lq_expr *x = *ops[k];
                if (x && (x->kind == LQ_E_EMPTY || x->kind == LQ_E_BLANK)) {
                    lq_expr *lit = sp_arena_calloc(r->a, 1, sizeof *lit);
                    lit->kind = LQ_E_LIT;
                    lit->lit = sp_str_ref(x->kind == LQ_E_EMPTY ? sp_filter_empty_literal : sp_filter_blank_literal, 0);
                    *ops[k] = lit;
                }
            }
        }
    }
    e->src = sp_arena_strndup(r->a, expr, exprlen);
    e->len = exprlen;
    r->exprs[r->expr_next] = e;
    r->expr_next = (r->expr_next + 1) % LQ_EXPR_CACHE;
    *out = e;
    return 0;
}

static int cb_eval_expr(sp_filter_call *call, sp_filter_expr *e, const char *var, size_t varlen, sp_value item,
                        sp_value *out)
{
    R *r = call->renderer;
    /* the item's scope: the expression's own hash (holding only var) unless an evaluation of it is under way */
    sp_value scope = sp_nil();
    if (!e->busy) {
        if (e->scope.type != SP_HASH || e->scope_varlen != varlen || memcmp(e->scope_var, var, varlen) != 0) {
            e->scope = sp_hash_new(r->a, 1);
            e->scope_var = sp_arena_strndup(r->a, var, varlen);
            e->scope_varlen = varlen;
        }
        scope = e->scope;
    }
    if (push_scope_hash(r, scope) < 0)
        return sp_filter_error(call, "%s", r->errmsg);
    set_top(r, var, varlen, item);
    e->busy++;
    int rc = e->cond ? eval_cond(r, e->cond, out) : eval_variable(r, e->var, out);
    e->busy--;
    pop_scope(r);
    if (rc < 0) {
        r->filter_errkind = r->errkind; /* Ruby's exception goes through the filter unchanged */
        return sp_filter_error(call, "%s", r->errmsg);
    }
    return 0;
}

static int cb_markdownify(sp_filter_call *call, const char *md, size_t len, sp_buf *out)
{
    R *r = call->renderer;
    if (!r->o->markdownify) /* Site#find_converter_instance */
        return sp_filter_ruby_error(call, "No Converters found for Jekyll::Converters::Markdown");
    sp_error e;
    sp_error_clear(&e);
    if (r->o->markdownify(r->o->markdownify_ud, md, len, out, &e) < 0)
        return sp_filter_error(call, "%s", e.message);
    return 0;
}

static unsigned long long cb_random(sp_filter_call *call)
{
    R *r = call->renderer;
    /* splitmix64 */
    uint64_t z = (r->rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void arity_text(char *buf, size_t n, const sp_filter_def *d)
{
    if (d->max_args < 0)
        snprintf(buf, n, "%d+", d->min_args + 1);
    else if (d->max_args == d->min_args)
        snprintf(buf, n, "%d", d->min_args + 1);
    else
        snprintf(buf, n, "%d..%d", d->min_args + 1, d->max_args + 1);
}

/* ------------------------------------------------------------------ what filters read (opts->read) */

/* How a filter uses an array or hash it is given (Liquid's and Jekyll's own filters; a plugin's reads it whole):
 * - FR_WHOLE: anything in it (printed, joined, converted to JSON, sorted or compared by its elements): a whole
 *   read;
 * - FR_LEN: its length only (`size`), nothing of its elements;
 * - FR_ELEMS: some of its elements handed on unlooked-at (first, last, reverse, slice, default, ...; the
 *   expression filters, whose expression's lookups on the element are reported as any lookup): what is done
 *   with the result is reported by the result's later uses;
 * - FR_PROP: one property of each element (map, where, sort: "date", group_by, ...): each element's property is
 *   a lookup, and a hash or array found there is read whole (it is compared, converted or handed on).
 * A hash given to an FR_ELEMS or FR_PROP filter is read entry by entry (its pairs or its values reach the
 * entries without a lookup). */
enum { FR_WHOLE, FR_LEN, FR_ELEMS, FR_PROP };

static bool name_in(const lq_filter *f, const char *const *names)
{
    for (; *names; names++)
        if (key_eq(f->name, f->namelen, *names))
            return true;
    return false;
}

static int filter_reads(const lq_filter *f, int nargs)
{
    static const char *const elems[] = {"first", "last", "reverse", "slice", "sample", "pop", "shift", "push",
                                        "unshift", "concat", "where_exp", "find_exp", "group_by_exp", "default",
                                        NULL};
    static const char *const prop[] = {"map", "where", "find", "find_index", "has", "reject", "group_by", NULL};
    /* a property when given one; without, the elements themselves are compared (compact: only nil-ness) */
    static const char *const prop_or_whole[] = {"sort", "sort_natural", "uniq", "sum", "compact", NULL};
    if (!sp_filter_builtin(f->def))
        return FR_WHOLE;
    if (key_eq(f->name, f->namelen, "size"))
        return FR_LEN;
    if (name_in(f, elems))
        return FR_ELEMS;
    if (name_in(f, prop))
        return nargs > 0 ? FR_PROP : FR_WHOLE;
    if (name_in(f, prop_or_whole))
        return nargs > 0 ? FR_PROP : key_eq(f->name, f->namelen, "compact") ? FR_ELEMS : FR_WHOLE;
    return FR_WHOLE;
}

static void read_whole(R *r, sp_value v)
{
    if (v.type == SP_HASH || v.type == SP_ARRAY)
        r->o->read(r->o->read_ud, SP_LIQUID_READ_WHOLE, sp_nil(), sp_nil(), v);
}

/* every entry of hash h, as lookups (a hash iterated, or given to a filter that walks it) */
static void read_entries(R *r, sp_value h)
{
    for (size_t i = 0; i < sp_hash_len(h); i++) {
        const char *k;
        size_t kl;
        sp_value v;
        sp_hash_entry(h, i, &k, &kl, &v);
        r->o->read(r->o->read_ud, SP_LIQUID_READ_KEY, h, sp_str_ref(k, kl), v);
    }
}

/* Jekyll's item_property(item, p) (and Liquid's item[p]) as lookups: the key p, and the dotted path p's steps
 * (trailing empty parts dropped); a hash or array found is read whole, and so is an array item (indexed or
 * compared as a whole). */
static void read_property(R *r, sp_value item, const char *p, size_t n)
{
    if (item.type == SP_ARRAY) {
        read_whole(r, item);
        return;
    }
    if (item.type != SP_HASH)
        return;
    sp_value v;
    if (sp_hash_get(item, p, n, &v)) {
        r->o->read(r->o->read_ud, SP_LIQUID_READ_KEY, item, sp_str_ref(p, n), v);
        read_whole(r, v);
    }
    if (!memchr(p, '.', n))
        return;
    while (n && p[n - 1] == '.')
        n--;
    sp_value cur = item;
    for (size_t i = 0, start = 0; i <= n; i++) {
        if (i < n && p[i] != '.')
            continue;
        if (cur.type != SP_HASH) {
            read_whole(r, cur);
            return;
        }
        if (!sp_hash_get(cur, p + start, i - start, &v))
            return;
        r->o->read(r->o->read_ud, SP_LIQUID_READ_KEY, cur, sp_str_ref(p + start, i - start), v);
        cur = v;
        start = i + 1;
    }
    read_whole(r, cur);
}

/* opts->read for the array or hash in given to filter f (args evaluated) */
static void read_filter_input(R *r, const lq_filter *f, const sp_value *args, int nargs, sp_value in)
{
    int k = filter_reads(f, nargs);
    if (k == FR_WHOLE) {
        read_whole(r, in);
        return;
    }
    if (k == FR_LEN)
        return;
    if (in.type == SP_HASH)
        read_entries(r, in);
    if (k != FR_PROP)
        return;
    sp_buf b = SP_BUF_INIT;
    const char *p = args[0].type == SP_STRING ? args[0].u.s.ptr : NULL;
    size_t n = args[0].type == SP_STRING ? args[0].u.s.len : 0;
    if (!p) {
        sp_value_to_s(&b, args[0]);
        p = b.data ? b.data : "";
        n = b.len;
    }
    if (in.type == SP_HASH) {
        read_property(r, in, p, n);
        for (size_t i = 0; i < sp_hash_len(in); i++) {
            const char *key;
            size_t kl;
            sp_value v;
            sp_hash_entry(in, i, &key, &kl, &v);
            read_property(r, v, p, n);
        }
    } else {
        for (size_t i = 0; i < sp_array_len(in); i++)
            read_property(r, sp_array_get(in, (int64_t)i), p, n);
    }
    sp_buf_free(&b);
}

static int apply_filters(R *r, const lq_variable *v, sp_value *val)
{
    for (int i = 0; i < v->nfilters; i++) {
        const lq_filter *f = &v->filters[i];
        sp_value args_local[8];
        sp_value *args = f->nargs <= 8 ? args_local : sp_arena_alloc(r->a, (size_t)f->nargs * sizeof(sp_value));
        for (int k = 0; k < f->nargs; k++) {
            if (eval(r, f->args[k], &args[k]) < 0)
                return -1;
            args[k] = plain(args[k]);
        }
        *val = plain(*val);
        if (r->o->read && f->def && (val->type == SP_HASH || val->type == SP_ARRAY))
            read_filter_input(r, f, args, f->nargs, *val);
        sp_value kw = sp_nil();
        if (f->nkw) {
            kw = sp_hash_new(r->a, (size_t)f->nkw);
            for (int k = 0; k < f->nkw; k++) {
                sp_value x;
                if (eval(r, f->kwargs[k], &x) < 0)
                    return -1;
                sp_hash_set(kw, f->kwnames[k], f->kwlens[k], plain(x));
            }
        }
        if (!f->def) {
            if (r->o->strict_filters)
                return rerr(r, EK_UNDEFINED, "undefined filter %.*s", (int)f->namelen, f->name);
            continue;
        }
        if (f->nargs < f->def->min_args || (f->def->max_args >= 0 && f->nargs > f->def->max_args)) {
            char exp[32];
            arity_text(exp, sizeof exp, f->def);
            return rerr(r, EK_NORMAL, "wrong number of arguments (given %d, expected %s)", f->nargs + 1, exp);
        }
        sp_error ferr;
        sp_error_clear(&ferr);
        sp_filter_call call = {
            .arena = r->a,
            .filter_name = f->name,
            .site = r->site,
            .err = &ferr,
            .parse_expr = cb_parse_expr,
            .eval_expr = cb_eval_expr,
            .markdownify = cb_markdownify,
            .random = cb_random,
            .renderer = r,
            .now = r->o->now,
        };
        sp_value res;
        r->filter_errkind = EK_NORMAL;
        if (f->def->fn(&call, *val, args, (size_t)f->nargs, kw, &res) < 0) {
            int kind = call.ruby_error ? EK_RAW : r->filter_errkind;
            r->filter_errkind = EK_NORMAL;
            return rerr(r, kind, "%s", ferr.message[0] ? ferr.message : "filter failed");
        }
        if ((res.type == SP_STRING && res.u.s.len > r->max_out) || sp_arena_used(r->a) > r->max_mem)
            return rerr(r, EK_FATAL, "Memory limits exceeded");
        *val = res;
    }
    return 0;
}

/* An expression with filters: its first value is not a whole read for opts->read (the filters report what they
 * read of it, read_filter_input); the last is, unless bound (an assign: its later uses are reported). */
static int eval_filtered(R *r, const lq_variable *v, bool bound, sp_value *out)
{
    if (!v->expr) {
        *out = sp_nil();
        return 0;
    }
    if (v->expr->kind != LQ_E_VAR) {
        if (eval(r, v->expr, out) < 0)
            return -1;
    } else {
        if (eval_var(r, v->expr, out) < 0)
            return -1;
        if (sp_filter_is_method_literal(*out))
            *out = SP_STR_LIT(""); /* as eval */
    }
    if (apply_filters(r, v, out) < 0)
        return -1;
    if (!bound && r->o->read && !r->not_whole)
        read_whole(r, *out);
    return 0;
}

static int eval_variable(R *r, const lq_variable *v, sp_value *out) { return eval_filtered(r, v, false, out); }

/* ------------------------------------------------------------------ partials */

static int load_partial(R *r, sp_liquid_partial_kind kind, const char *name, size_t nlen, const sp_liquid_template **out)
{
    const char *src = NULL, *key = NULL;
    size_t len = 0;
    sp_error e;
    sp_error_clear(&e);
    if (!r->o->resolve)
        return rerr(r, EK_NOLINE, "Could not find asset %.*s", (int)nlen, name);
    /* Jekyll's include and include_relative raise IOError, a Ruby exception Jekyll prints as it is ("Liquid
     * Exception: Could not locate the included file ..."); Liquid's own file system a Liquid::FileSystemError */
    bool jekyll_tag = (r->o->flags & SP_LIQUID_JEKYLL) && kind != SP_LIQUID_PARTIAL_RENDER;
    if (r->o->resolve(r->o->resolve_ud, kind, name, nlen, &src, &len, &key, &e) < 0)
        return rerr(r, jekyll_tag ? EK_RAW : EK_NOLINE, "%s", e.message[0] ? e.message : "Could not find asset");
    char *k = key ? sp_arena_strdup(r->a, key) : sp_arena_printf(r->a, "%d:%.*s", (int)kind, (int)nlen, name);
    for (partial_ent *p = r->partials; p; p = p->next)
        if (strcmp(p->key, k) == 0) {
            *out = p->t;
            return 0;
        }
    sp_liquid_cache *c = r->o->cache;
    if (c) {
        pthread_mutex_lock(&c->mu);
        for (partial_ent *p = c->head; p; p = p->next)
            if (strcmp(p->key, k) == 0) {
                *out = p->t;
                pthread_mutex_unlock(&c->mu);
                return 0;
            }
        pthread_mutex_unlock(&c->mu);
    }
    sp_liquid_parse_options po = {.error_mode = r->o->error_mode, .flags = r->o->flags};
    char pname[512];
    snprintf(pname, sizeof pname, "%.*s", (int)nlen, name);
    sp_liquid_template *t;
    sp_error pe;
    sp_error_clear(&pe);
    /* the partial is named by its cache key (the site's path) so that errors point into it */
    if (sp_liquid_parse(key ? key : pname, src, len, &po, &t, &pe) < 0) {
        /* ruby-liquid 5.4's message ("Liquid syntax error (line N): ..."), located in the partial's file */
        rerr(r, EK_FORMATTED, "%s", pe.message);
        r->err_file = sp_arena_strdup(r->a, pe.file[0] ? pe.file : pname);
        r->err_line = pe.line;
        r->err_col = pe.column;
        return -1;
    }
    if (c) {
        pthread_mutex_lock(&c->mu);
        partial_ent *found = NULL;
        for (partial_ent *p = c->head; p; p = p->next)
            if (strcmp(p->key, k) == 0)
                found = p;
        if (found) {
            sp_liquid_template_free(t);
            *out = found->t;
        } else {
            partial_ent *pe2 = calloc(1, sizeof *pe2);
            if (!pe2)
                abort();
            pe2->key = strdup(k);
            pe2->t = t;
            pe2->owned = t;
            pe2->next = c->head;
            c->head = pe2;
            *out = t;
        }
        pthread_mutex_unlock(&c->mu);
        return 0;
    }
    partial_ent *pe3 = sp_arena_calloc(r->a, 1, sizeof *pe3);
    pe3->key = k;
    pe3->t = t;
    pe3->owned = t;
    pe3->next = r->partials;
    r->partials = pe3;
    *out = t;
    return 0;
}

static sp_value forloop_new(R *r, const char *name, size_t namelen, int64_t length, sp_value parent)
{
    sp_value h = sp_hash_new(r->a, 10);
    sp_hash_setc(h, "name", sp_str_ref(name, namelen));
    sp_hash_setc(h, "length", sp_int(length));
    sp_hash_setc(h, "parentloop", parent);
    sp_hash_setc(h, "index", sp_int(1));
    sp_hash_setc(h, "index0", sp_int(0));
    sp_hash_setc(h, "rindex", sp_int(length));
    sp_hash_setc(h, "rindex0", sp_int(length - 1));
    sp_hash_setc(h, "first", sp_bool(true));
    sp_hash_setc(h, "last", sp_bool(length == 1));
    return h;
}

static void forloop_set(sp_value h, int64_t i, int64_t length)
{
    sp_hash_setc(h, "index", sp_int(i + 1));
    sp_hash_setc(h, "index0", sp_int(i));
    sp_hash_setc(h, "rindex", sp_int(length - i));
    sp_hash_setc(h, "rindex0", sp_int(length - i - 1));
    sp_hash_setc(h, "first", sp_bool(i == 0));
    sp_hash_setc(h, "last", sp_bool(i == length - 1));
}

/* Render a partial template in the current context (include) */
static int render_partial_body(R *r, const sp_liquid_template *t, const char *name)
{
    const char *saved = r->tpl_name, *saved_file = r->tpl_file;
    int saved_offset = r->line_offset;
    r->tpl_name = name;
    r->tpl_file = t->name;
    r->line_offset = t->line_offset;
    r->depth++;
    int rc;
    /* a partial render counts as 10 loop iterations: self-including partials grow exponentially */
    r->iterations += 10;
    if (r->iterations > r->max_iter)
        rc = rerr(r, EK_FATAL, "Memory limits exceeded (too many partial renders)");
    else if (r->depth > r->max_depth)
        rc = rerr(r, EK_NORMAL, "Nesting too deep");
    else if (r->o->profile) {
        struct timespec a, b;
        size_t at = r->out->len;
        clock_gettime(CLOCK_MONOTONIC, &a);
        rc = render_body(r, &t->root);
        clock_gettime(CLOCK_MONOTONIC, &b);
        r->o->profile(r->o->profile_ud, t->name, r->out->len > at ? r->out->len - at : 0,
                      (double)(b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
    } else
        rc = render_body(r, &t->root);
    r->depth--;
    r->tpl_name = saved;
    r->tpl_file = saved_file;
    r->line_offset = saved_offset;
    return rc;
}

static int render_include(R *r, const lq_node *n)
{
    if (r->include_disabled)
        return rerr(r, EK_NORMAL, "include usage is not allowed in this context");
    sp_value tn;
    if (eval(r, n->u.partial.name_expr, &tn) < 0)
        return -1;
    if (tn.type != SP_STRING)
        return rerr(r, EK_NORMAL, "Argument error in tag 'include' - Illegal template name");
    sp_value tns = key_to_str(r, tn);
    const sp_liquid_template *t;
    if (load_partial(r, SP_LIQUID_PARTIAL_INCLUDE, tns.u.s.ptr, tns.u.s.len, &t) < 0)
        return -1;
    const char *name = sp_arena_strndup(r->a, tns.u.s.ptr, tns.u.s.len);
    const char *vn = n->u.partial.alias;
    size_t vl = n->u.partial.aliaslen;
    if (!vn) {
        const char *sl = strrchr(name, '/');
        vn = sl ? sl + 1 : name;
        vl = strlen(vn);
    }
    sp_value var;
    if (n->u.partial.var_expr) {
        if (eval_bind(r, n->u.partial.var_expr, &var) < 0)
            return -1;
        if (r->o->read && var.type == SP_HASH)
            r->o->read(r->o->read_ud, SP_LIQUID_READ_WHOLE, sp_nil(), sp_nil(), var);
    } else
        find_var(r, name, strlen(name), &var);
    if (push_scope(r) < 0)
        return -1;
    int rc = 0;
    for (int i = 0; i < n->u.partial.nattrs && rc == 0; i++) {
        sp_value v;
        rc = eval_bind(r, n->u.partial.attrs[i].value, &v);
        if (rc == 0)
            set_top(r, n->u.partial.attrs[i].key, n->u.partial.attrs[i].keylen, v);
    }
    if (rc == 0) {
        if (var.type == SP_ARRAY) {
            size_t len = sp_array_len(var);
            for (size_t i = 0; i < len && rc == 0; i++) {
                set_top(r, vn, vl, sp_array_get(var, (int64_t)i));
                rc = render_partial_body(r, t, name);
            }
        } else {
            set_top(r, vn, vl, var);
            rc = render_partial_body(r, t, name);
        }
    }
    pop_scope(r);
    return rc;
}

static int render_render(R *r, const lq_node *n)
{
    sp_value tn;
    if (eval(r, n->u.partial.name_expr, &tn) < 0)
        return -1;
    if (tn.type != SP_STRING)
        return rerr(r, EK_NORMAL, "internal");
    const sp_liquid_template *t;
    if (load_partial(r, SP_LIQUID_PARTIAL_RENDER, tn.u.s.ptr, tn.u.s.len, &t) < 0)
        return -1;
    const char *name = sp_arena_strndup(r->a, tn.u.s.ptr, tn.u.s.len);
    const char *vn = n->u.partial.alias;
    size_t vl = n->u.partial.aliaslen;
    if (!vn) {
        const char *sl = strrchr(name, '/');
        vn = sl ? sl + 1 : name;
        vl = strlen(vn);
    }
    sp_value var = sp_nil();
    if (n->u.partial.var_expr && eval_bind(r, n->u.partial.var_expr, &var) < 0)
        return -1;
    if (r->o->read && var.type == SP_HASH)
        r->o->read(r->o->read_ud, SP_LIQUID_READ_WHOLE, sp_nil(), sp_nil(), var);
    /* attributes are evaluated in the outer context */
    int na = n->u.partial.nattrs;
    sp_value *av = sp_arena_alloc(r->a, (size_t)(na ? na : 1) * sizeof(sp_value));
    for (int i = 0; i < na; i++)
        if (eval_bind(r, n->u.partial.attrs[i].value, &av[i]) < 0)
            return -1;
    bool each = n->u.partial.is_for && (var.type == SP_ARRAY || var.type == SP_HASH || var.type == SP_RANGE);
    int64_t count = 0;
    sp_value items = var;
    if (each) {
        if (var.type == SP_RANGE) {
            items = sp_array_new(r->a, 0);
            for (int64_t i = var.u.r.first; i <= var.u.r.last; i++) {
                if (++r->iterations > r->max_iter)
                    return rerr(r, EK_FATAL, "Memory limits exceeded (loop iterations)");
                sp_array_push(items, sp_int(i));
            }
        } else if (var.type == SP_HASH) {
            items = sp_array_new(r->a, sp_hash_len(var));
            for (size_t i = 0; i < sp_hash_len(var); i++) {
                const char *k;
                size_t kl;
                sp_value v;
                sp_hash_entry(var, i, &k, &kl, &v);
                sp_value pair = sp_array_new(r->a, 2);
                sp_array_push(pair, sp_str_ref(k, kl));
                sp_array_push(pair, v);
                sp_array_push(items, pair);
            }
        }
        count = (int64_t)sp_array_len(items);
    }
    /* isolated sub-context */
    sp_value *saved_scopes = r->scopes;
    int saved_n = r->nscopes, saved_cap = r->capscopes;
    sp_value saved_counters = r->counters, saved_globals = r->globals;
    int saved_int = r->interrupt;
    bool saved_dis = r->include_disabled;
    int saved_looptop = r->looptop;
    sp_value saved_cycles = r->cycles, saved_offsets = r->for_offsets;
    r->cycles = sp_hash_new(r->a, 0);
    r->for_offsets = sp_hash_new(r->a, 0);
    if (r->nframes == r->capframes) {
        int nc = r->capframes ? r->capframes * 2 : 8;
        r->frames = sp_arena_realloc(r->a, r->frames, (size_t)r->capframes * sizeof *r->frames, (size_t)nc * sizeof *r->frames);
        r->capframes = nc;
    }
    r->frames[r->nframes++] = (ctxframe){saved_scopes, saved_n, saved_counters, saved_globals};
    r->capscopes = 8;
    r->scopes = sp_arena_alloc(r->a, 8 * sizeof(sp_value));
    /* the spec's environment is Liquid's static environment: visible inside render */
    r->include_disabled = true;
    int rc = 0;
    sp_value forloop = sp_nil();
    if (each)
        forloop = forloop_new(r, name, strlen(name), count, sp_nil());
    int64_t iters = each ? count : 1;
    for (int64_t i = 0; i < iters && rc == 0; i++) {
        r->nscopes = 1;
        r->scopes[0] = sp_hash_new(r->a, 4);
        r->counters = sp_hash_new(r->a, 0);
        r->looptop = -1;
        r->interrupt = INT_NONE;
        if (each) {
            forloop_set(forloop, i, count);
            set_top(r, "forloop", 7, forloop);
        }
        for (int k = 0; k < na; k++)
            set_top(r, n->u.partial.attrs[k].key, n->u.partial.attrs[k].keylen, av[k]);
        sp_value item = each ? sp_array_get(items, i) : var;
        if (item.type != SP_NIL)
            set_top(r, vn, vl, item);
        rc = render_partial_body(r, t, name);
    }
    r->nframes--;
    r->scopes = saved_scopes;
    r->nscopes = saved_n;
    r->capscopes = saved_cap;
    r->counters = saved_counters;
    r->globals = saved_globals;
    r->interrupt = saved_int;
    r->include_disabled = saved_dis;
    r->looptop = saved_looptop;
    r->cycles = saved_cycles;
    r->for_offsets = saved_offsets;
    return rc;
}

/* Jekyll's include */
static int render_jinclude(R *r, const lq_node *n)
{
    const char *file = n->u.partial.file;
    size_t flen = n->u.partial.filelen;
    if (n->u.partial.file_tpl) {
        sp_buf *saved = r->out;
        sp_buf tmp = SP_BUF_INIT;
        r->out = &tmp;
        int rc = render_body(r, &n->u.partial.file_tpl->body);
        r->out = saved;
        if (rc < 0) {
            sp_buf_free(&tmp);
            return -1;
        }
        file = sp_arena_strndup(r->a, tmp.data ? tmp.data : "", tmp.len);
        flen = tmp.len;
        sp_buf_free(&tmp);
    }
    /* validate_file_name: no [./]{2,}, only [\w/.\-()+~#@] */
    bool bad = flen == 0;
    for (size_t i = 0; i < flen; i++) {
        char c = file[i];
        if (!(isalnum((unsigned char)c) || c == '_' || strchr("/.-()+~#@", c)))
            bad = true;
        if (i + 1 < flen && (c == '.' || c == '/') && (file[i + 1] == '.' || file[i + 1] == '/'))
            bad = true;
    }
    if (bad)
        return rerr(r, EK_NORMAL,
                    "Invalid syntax for include tag. File contains invalid characters or sequences:\n\n  %.*s\n\n"
                    "Valid syntax:\n\n  {%% include file.ext param='value' param2='value' %%}\n\n",
                    (int)flen, file);
    const sp_liquid_template *t;
    if (load_partial(r, n->u.partial.relative ? SP_LIQUID_PARTIAL_INCLUDE_RELATIVE : SP_LIQUID_PARTIAL_INCLUDE, file,
                     flen, &t) < 0)
        return -1;
    if (push_scope(r) < 0)
        return -1;
    int rc = 0;
    if (n->u.partial.params) {
        sp_value params = sp_hash_new(r->a, 4);
        const char *m = n->u.partial.params;
        size_t ml = n->u.partial.paramslen, i = 0;
        while (i < ml) {
            while (i < ml && isspace((unsigned char)m[i]))
                i++;
            size_t ks = i;
            while (i < ml && (isalnum((unsigned char)m[i]) || m[i] == '_' || m[i] == '-'))
                i++;
            size_t ke = i;
            if (ke == ks)
                break;
            if (i < ml && isspace((unsigned char)m[i]))
                i++;
            if (i < ml && m[i] == '=')
                i++;
            if (i < ml && isspace((unsigned char)m[i]))
                i++;
            sp_value v;
            if (i < ml && (m[i] == '"' || m[i] == '\'')) {
                char q = m[i++];
                sp_buf b = SP_BUF_INIT;
                while (i < ml && m[i] != q) {
                    if (m[i] == '\\' && i + 1 < ml && m[i + 1] == q) {
                        sp_buf_putc(&b, q);
                        i += 2;
                        continue;
                    }
                    sp_buf_putc(&b, m[i++]);
                }
                i++;
                v = sp_str(r->a, b.data ? b.data : "", b.len);
                sp_buf_free(&b);
            } else {
                size_t vs = i;
                while (i < ml && (isalnum((unsigned char)m[i]) || m[i] == '_' || m[i] == '.' || m[i] == '-'))
                    i++;
                lq_expr *e = lq_parse_expression(r->a, m + vs, i - vs, false);
                if (eval_bind(r, e, &v) < 0) {
                    pop_scope(r);
                    return -1;
                }
            }
            sp_hash_set(params, m + ks, ke - ks, v);
        }
        set_top(r, "include", 7, params);
    }
    char *name = sp_arena_strndup(r->a, file, flen);
    rc = render_partial_body(r, t, name);
    pop_scope(r);
    return rc;
}

/* ------------------------------------------------------------------ loops */

static int collection_items(R *r, sp_value coll, sp_value *items)
{
    switch (coll.type) {
    case SP_ARRAY: *items = coll; return 0;
    case SP_RANGE: {
        uint64_t span = coll.u.r.last >= coll.u.r.first ? (uint64_t)coll.u.r.last - (uint64_t)coll.u.r.first : 0;
        int64_t n = coll.u.r.last < coll.u.r.first ? 0 : span >= (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)span + 1;
        if (n > r->max_iter - r->iterations)
            return rerr(r, EK_FATAL, "Memory limits exceeded (range of %" PRId64 " items)", n);
        *items = sp_array_new(r->a, (size_t)n);
        for (int64_t i = 0; i < n; i++)
            sp_array_push(*items, sp_int(coll.u.r.first + i));
        return 0;
    }
    case SP_HASH: {
        *items = sp_array_new(r->a, sp_hash_len(coll));
        for (size_t i = 0; i < sp_hash_len(coll); i++) {
            const char *k;
            size_t kl;
            sp_value v;
            sp_hash_entry(coll, i, &k, &kl, &v);
            sp_value pair = sp_array_new(r->a, 2);
            sp_array_push(pair, sp_str_ref(k, kl));
            sp_array_push(pair, v);
            sp_array_push(*items, pair);
        }
        return 0;
    }
    case SP_STRING:
        *items = sp_array_new(r->a, 1);
        if (coll.u.s.len)
            sp_array_push(*items, coll);
        return 0;
    default: *items = sp_array_new(r->a, 0); return 0;
    }
}

static int render_for(R *r, const lq_node *n)
{
    int64_t from = 0;
    if (n->u.loop.offset_continue) {
        sp_value v;
        if (sp_hash_get(r->for_offsets, n->u.loop.name, n->u.loop.namelen, &v) && v.type == SP_INT)
            from = v.u.i;
    } else if (n->u.loop.offset) {
        sp_value v;
        if (eval(r, n->u.loop.offset, &v) < 0)
            return -1;
        if (v.type != SP_NIL && to_integer(r, v, &from) < 0)
            return -1;
    }
    sp_value coll, items;
    r->not_whole++;
    int coll_rc = eval(r, n->u.loop.coll, &coll);
    r->not_whole--;
    if (coll_rc < 0)
        return -1;
    if (r->o->read && coll.type == SP_HASH) /* a hash's pairs reach its values without a lookup */
        read_entries(r, coll);
    bool has_to = false;
    int64_t to = 0;
    if (n->u.loop.limit) {
        sp_value v;
        if (eval(r, n->u.loop.limit, &v) < 0)
            return -1;
        if (v.type != SP_NIL) {
            if (to_integer(r, v, &to) < 0)
                return -1;
            to = sat_add(to, from);
            has_to = true;
        }
    }
    if (collection_items(r, coll, &items) < 0)
        return -1;
    size_t len = sp_array_len(items);
    sp_value *all = sp_array_items(items);
    int64_t lo = from < 0 ? 0 : from;
    int64_t hi = (int64_t)len;
    if (has_to && to < hi)
        hi = to;
    int64_t count = hi > lo ? hi - lo : 0;
    sp_hash_set(r->for_offsets, n->u.loop.name, n->u.loop.namelen, sp_int(from + count));
    if (count == 0) {
        if (n->u.loop.has_else)
            return render_body(r, &n->u.loop.else_body);
        return 0;
    }
    if (push_scope(r) < 0)
        return -1;
    if (r->nloops == r->caploops) {
        int nc = r->caploops ? r->caploops * 2 : 8;
        r->loops = sp_arena_realloc(r->a, r->loops, (size_t)r->caploops * sizeof *r->loops, (size_t)nc * sizeof *r->loops);
        r->caploops = nc;
    }
    int me = r->nloops++;
    r->loops[me] = (loopstate){n->u.loop.name, n->u.loop.namelen, 0, count, r->looptop};
    int saved_top = r->looptop;
    r->looptop = me;
    set_top(r, "forloop", 7, forloop_marker(me));
    int rc = 0;
    for (int64_t i = 0; i < count; i++) {
        if (++r->iterations > r->max_iter) {
            rc = rerr(r, EK_FATAL, "Memory limits exceeded (more than %" PRId64 " loop iterations)", r->max_iter);
            break;
        }
        int64_t idx = n->u.loop.reversed ? hi - 1 - i : lo + i;
        r->loops[me].i = i;
        set_top(r, n->u.loop.var, n->u.loop.varlen, all[idx]);
        rc = render_body(r, &n->u.loop.body);
        if (rc < 0)
            break;
        if (r->interrupt) {
            int it = r->interrupt;
            r->interrupt = INT_NONE;
            if (it == INT_BREAK)
                break;
        }
    }
    r->looptop = saved_top;
    r->nloops = me;
    pop_scope(r);
    return rc;
}

static int64_t lit_to_i_value(sp_value v)
{
    if (v.type == SP_FLOAT) /* clamped, as lit_to_i in parse.c */
        return isnan(v.u.f) ? 0 : v.u.f >= 9.2233720368547758e18 ? INT64_MAX
                                  : v.u.f <= -9.2233720368547758e18 ? INT64_MIN : (int64_t)v.u.f;
    int64_t x = 0;
    const char *s = v.u.s.ptr;
    size_t n = v.u.s.len, i = 0;
    while (i < n && isspace((unsigned char)s[i]))
        i++;
    bool neg = false;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    while (i < n && isdigit((unsigned char)s[i]))
        x = x * 10 + (s[i++] - '0');
    return neg ? -x : x;
}

static int render_tablerow(R *r, const lq_node *n)
{
    sp_value coll;
    r->not_whole++;
    int coll_rc = eval(r, n->u.loop.coll, &coll);
    r->not_whole--;
    if (coll_rc < 0)
        return -1;
    if (r->o->read && coll.type == SP_HASH) /* a hash's pairs reach its values without a lookup */
        read_entries(r, coll);
    if (!sp_truthy(coll))
        return 0;
    int64_t from = 0, cols = 0;
    bool has_to = false, has_cols = false;
    int64_t to = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n->u.loop.nattrs; i++) {
            const lq_attr *at = &n->u.loop.attrs[i];
            bool off = key_eq(at->key, at->keylen, "offset");
            bool lim = key_eq(at->key, at->keylen, "limit"), col = key_eq(at->key, at->keylen, "cols");
            if ((pass == 0) != off || !(off || lim || col))
                continue;
            sp_value v;
            if (eval(r, at->value, &v) < 0)
                return -1;
            /* tablerow coerces with to_i: nil and strings convert, other types are "invalid integer" */
            int64_t x = 0;
            if (v.type == SP_STRING || v.type == SP_FLOAT)
                x = lit_to_i_value(v);
            else if (v.type == SP_INT)
                x = v.u.i;
            else if (v.type != SP_NIL)
                return rerr(r, EK_NORMAL, "invalid integer");
            if (off)
                from = x;
            else if (lim)
                has_to = true, to = sat_add(from, x);
            else
                has_cols = true, cols = x;
        }
    sp_value items;
    if (collection_items(r, coll, &items) < 0)
        return -1;
    int64_t len = (int64_t)sp_array_len(items);
    int64_t lo = from < 0 ? 0 : from, hi = len;
    if (has_to && to < hi)
        hi = to;
    if (coll.type == SP_STRING) /* a string is one cell whatever the limit and offset (Liquid 5) */
        lo = 0, hi = len;
    int64_t count = hi > lo ? hi - lo : 0;
    if (!has_cols)
        cols = count;
    sp_buf_puts(r->out, "<tr class=\"row1\">\n");
    if (push_scope(r) < 0)
        return -1;
    sp_value tl = sp_hash_new(r->a, 12);
    set_top(r, "tablerowloop", 12, tl);
    int64_t row = 1, col = 1;
    int rc = 0;
    for (int64_t i = 0; i < count; i++) {
        if (++r->iterations > r->max_iter) {
            rc = rerr(r, EK_FATAL, "Memory limits exceeded (loop iterations)");
            break;
        }
        sp_hash_setc(tl, "length", sp_int(count));
        sp_hash_setc(tl, "index", sp_int(i + 1));
        sp_hash_setc(tl, "index0", sp_int(i));
        sp_hash_setc(tl, "rindex", sp_int(count - i));
        sp_hash_setc(tl, "rindex0", sp_int(count - i - 1));
        sp_hash_setc(tl, "first", sp_bool(i == 0));
        sp_hash_setc(tl, "last", sp_bool(i == count - 1));
        sp_hash_setc(tl, "col", sp_int(col));
        sp_hash_setc(tl, "col0", sp_int(col - 1));
        sp_hash_setc(tl, "row", sp_int(row));
        sp_hash_setc(tl, "col_first", sp_bool(col == 1));
        sp_hash_setc(tl, "col_last", sp_bool(col == cols));
        set_top(r, n->u.loop.var, n->u.loop.varlen, sp_array_get(items, lo + i));
        sp_buf_printf(r->out, "<td class=\"col%" PRId64 "\">", col);
        rc = render_body(r, &n->u.loop.body);
        if (rc < 0)
            break;
        sp_buf_puts(r->out, "</td>");
        if (r->interrupt == INT_BREAK) {
            r->interrupt = INT_NONE;
            break;
        }
        r->interrupt = INT_NONE;
        if (col == cols && i != count - 1)
            sp_buf_printf(r->out, "</tr>\n<tr class=\"row%" PRId64 "\">", row + 1);
        if (col == cols) {
            col = 1;
            row++;
        } else
            col++;
        if (r->interrupt) {
            int it = r->interrupt;
            r->interrupt = INT_NONE;
            if (it == INT_BREAK)
                break;
        }
    }
    pop_scope(r);
    if (rc < 0)
        return -1;
    sp_buf_puts(r->out, "</tr>\n");
    return 0;
}

/* ------------------------------------------------------------------ nodes */

static int render_highlight(R *r, const lq_node *n)
{
    sp_buf code = SP_BUF_INIT;
    sp_buf *saved = r->out;
    r->out = &code;
    int rc = render_body(r, &n->u.highlight.body);
    r->out = saved;
    if (rc < 0) {
        sp_buf_free(&code);
        return -1;
    }
    /* strip leading and trailing line terminators */
    const char *c = code.data ? code.data : "";
    size_t cl = code.len;
    while (cl && (*c == '\n' || *c == '\r'))
        c++, cl--;
    while (cl && (c[cl - 1] == '\n' || c[cl - 1] == '\r'))
        cl--;
    sp_buf hl = SP_BUF_INIT;
    if (r->o->highlight) {
        sp_error e;
        sp_error_clear(&e);
        if (r->o->highlight(r->o->highlight_ud, n->u.highlight.lang, n->u.highlight.opts, c, cl, &hl, &e) < 0) {
            sp_buf_free(&code);
            sp_buf_free(&hl);
            return rerr(r, EK_NORMAL, "%s", e.message);
        }
    } else {
        sp_html_escape(&hl, c, cl, SP_HTML_TEXT); /* Rouge's PlainText lexer + HTML formatter: & < > escaped */
    }
    sp_buf_free(&code);
    sp_value pre;
    find_var(r, "highlighter_prefix", 18, &pre);
    sp_value_to_s(r->out, pre);
    const char *lang = n->u.highlight.lang;
    sp_buf_puts(r->out, "<figure class=\"highlight\"><pre><code class=\"language-");
    for (const char *p = lang; *p; p++)
        sp_buf_putc(r->out, *p == '+' ? '-' : *p);
    sp_buf_printf(r->out, "\" data-lang=\"%s\">", lang);
    size_t hlen = hl.len;
    if (hlen && hl.data[hlen - 1] == '\n')
        hlen--; /* chomp */
    sp_buf_append(r->out, hl.data ? hl.data : "", hlen);
    sp_buf_puts(r->out, "</code></pre></figure>");
    sp_buf_free(&hl);
    sp_value suf;
    find_var(r, "highlighter_suffix", 18, &suf);
    sp_value_to_s(r->out, suf);
    return 0;
}

static int counter_value(R *r, const lq_node *n, int64_t *v)
{
    sp_value cur;
    if (sp_hash_get(r->counters, n->u.counter.name, n->u.counter.len, &cur)) {
        if (cur.type == SP_INT) {
            *v = cur.u.i;
            return 0;
        }
        if (cur.type == SP_NIL) {
            *v = 0;
            return 0;
        }
        return rerr(r, EK_NORMAL, "undefined method `+' for %s", sp_type_name(cur));
    }
    *v = 0;
    return 0;
}

/* {% link MARKUP %}: MARKUP's {{ ... }} evaluated as Liquid variables, the text kept, then the path resolved by
 * the caller (Jekyll's Link#render raises "Could not find document" when nothing has that path) */
static int render_jlink(R *r, const lq_node *n)
{
    const char *m = n->u.jlink.markup;
    size_t ml = n->u.jlink.len, i = 0;
    sp_buf path = SP_BUF_INIT;
    while (i < ml) {
        const char *o = ml - i >= 2 ? memmem(m + i, ml - i, "{{", 2) : NULL;
        if (!o) {
            sp_buf_append(&path, m + i, ml - i);
            break;
        }
        sp_buf_append(&path, m + i, (size_t)(o - (m + i)));
        const char *c = memmem(o + 2, (size_t)(m + ml - (o + 2)), "}}", 2);
        if (!c) {
            sp_buf_append(&path, o, (size_t)(m + ml - o));
            break;
        }
        lq_variable *v = lq_parse_variable(r->a, o + 2, (size_t)(c - (o + 2)), r->o->flags);
        sp_value val;
        if (!v || eval_variable(r, v, &val) < 0) {
            sp_buf_free(&path);
            return v ? -1 : rerr(r, EK_NORMAL, "invalid link markup");
        }
        sp_value_to_s(&path, plain(val));
        i = (size_t)(c + 2 - m);
    }
    /* relative_path.strip after rendering */
    size_t a = 0, z = path.len;
    while (a < z && isspace((unsigned char)path.data[a]))
        a++;
    while (z > a && isspace((unsigned char)path.data[z - 1]))
        z--;
    int rc = 0;
    if (!r->o->link) {
        rc = rerr(r, EK_RAW, "Could not find document '%.*s' in tag 'link'. Make sure the document exists and the "
                             "path is correct.", (int)(z - a), path.data ? path.data + a : "");
    } else {
        sp_error e;
        sp_error_clear(&e);
        if (r->o->link(r->o->link_ud, path.data ? path.data + a : "", z - a, r->out, &e) != 0)
            rc = rerr(r, EK_RAW, "%s", e.message);
    }
    sp_buf_free(&path);
    return rc;
}

static int render_node(R *r, const lq_node *n)
{
    switch (n->kind) {
    case LQ_N_TEXT: sp_buf_append(r->out, n->u.text.s, n->u.text.len); return 0;
    case LQ_N_NOP: return 0;
    case LQ_N_VAR: {
        sp_value v;
        if (eval_variable(r, &n->u.var, &v) < 0)
            return -1;
        sp_value_to_s(r->out, plain(v));
        return 0;
    }
    case LQ_N_ASSIGN: {
        sp_value v;
        /* without filters the value is only bound (opts->read: its later uses are reported) */
        if (n->u.assign.from.nfilters == 0 && n->u.assign.from.expr ? eval_bind(r, n->u.assign.from.expr, &v) < 0
                                                                    : eval_filtered(r, &n->u.assign.from, true, &v) < 0)
            return -1;
        sp_hash_set(r->scopes[0], n->u.assign.to, n->u.assign.tolen, v);
        return 0;
    }
    case LQ_N_CAPTURE: {
        sp_buf *saved = r->out;
        sp_buf tmp = SP_BUF_INIT;
        r->out = &tmp;
        int rc = render_body(r, &n->u.capture.body);
        r->out = saved;
        if (rc == 0)
            sp_hash_set(r->scopes[0], n->u.capture.to, n->u.capture.tolen,
                        sp_str(r->a, tmp.data ? tmp.data : "", tmp.len));
        sp_buf_free(&tmp);
        return rc;
    }
    case LQ_N_IF:
    case LQ_N_UNLESS:
        for (int i = 0; i < n->u.cond.n; i++) {
            const lq_branch *b = &n->u.cond.branches[i];
            bool take;
            if (!b->cond)
                take = true;
            else {
                sp_value v;
                if (eval_cond(r, b->cond, &v) < 0)
                    return -1;
                take = sp_truthy(v);
                if (i == 0 && n->kind == LQ_N_UNLESS)
                    take = !take;
            }
            if (take)
                return render_body(r, &b->body);
        }
        return 0;
    case LQ_N_CASE: {
        bool run_else = true;
        for (int i = 0; i < n->u.cond.n; i++) {
            const lq_branch *b = &n->u.cond.branches[i];
            if (!b->cond) {
                if (run_else && render_body(r, &b->body) < 0)
                    return -1;
                continue;
            }
            sp_value v;
            if (eval_cond(r, b->cond, &v) < 0)
                return -1;
            if (sp_truthy(v)) {
                run_else = false;
                if (render_body(r, &b->body) < 0)
                    return -1;
            }
        }
        return 0;
    }
    case LQ_N_FOR: return render_for(r, n);
    case LQ_N_TABLEROW: return render_tablerow(r, n);
    case LQ_N_BREAK: r->interrupt = INT_BREAK; return 0;
    case LQ_N_CONTINUE: r->interrupt = INT_CONTINUE; return 0;
    case LQ_N_CYCLE: {
        sp_value key;
        if (n->u.cycle.group) {
            sp_value g;
            if (eval(r, n->u.cycle.group, &g) < 0)
                return -1;
            sp_buf b = SP_BUF_INIT;
            sp_buf_putc(&b, '\x02');
            sp_value_inspect(&b, g);
            key = sp_str(r->a, b.data, b.len);
            sp_buf_free(&b);
        } else
            key = sp_str_ref(n->u.cycle.key, n->u.cycle.keylen);
        sp_value it;
        int64_t iter = 0;
        if (sp_hash_get(r->cycles, key.u.s.ptr, key.u.s.len, &it) && it.type == SP_INT)
            iter = it.u.i;
        if (n->u.cycle.n == 0)
            return 0;
        if (iter >= n->u.cycle.n)
            iter = 0;
        sp_value v;
        if (eval(r, n->u.cycle.items[iter], &v) < 0)
            return -1;
        sp_value_to_s(r->out, plain(v));
        iter++;
        if (iter >= n->u.cycle.n)
            iter = 0;
        sp_hash_set(r->cycles, key.u.s.ptr, key.u.s.len, sp_int(iter));
        return 0;
    }
    case LQ_N_INCREMENT:
    case LQ_N_DECREMENT: {
        int64_t v = 0;
        if (counter_value(r, n, &v) < 0)
            return -1;
        if (n->kind == LQ_N_INCREMENT) {
            sp_hash_set(r->counters, n->u.counter.name, n->u.counter.len, sp_int(v + 1));
            sp_buf_printf(r->out, "%" PRId64, v);
        } else {
            v--;
            sp_hash_set(r->counters, n->u.counter.name, n->u.counter.len, sp_int(v));
            sp_buf_printf(r->out, "%" PRId64, v);
        }
        return 0;
    }
    case LQ_N_INCLUDE: return render_include(r, n);
    case LQ_N_RENDER: return render_render(r, n);
    case LQ_N_JINCLUDE: return render_jinclude(r, n);
    case LQ_N_HIGHLIGHT: return render_highlight(r, n);
    case LQ_N_IFCHANGED: {
        sp_buf *saved = r->out;
        sp_buf tmp = SP_BUF_INIT;
        r->out = &tmp;
        int rc = render_body(r, &n->u.ifchanged.body);
        r->out = saved;
        if (rc == 0) {
            sp_value last;
            bool had = sp_hash_get(r->ifchanged, "last", 4, &last);
            if (!had || last.u.s.len != tmp.len || memcmp(last.u.s.ptr, tmp.data ? tmp.data : "", tmp.len) != 0) {
                sp_hash_setc(r->ifchanged, "last", sp_str(r->a, tmp.data ? tmp.data : "", tmp.len));
                sp_buf_append(r->out, tmp.data ? tmp.data : "", tmp.len);
            }
        }
        sp_buf_free(&tmp);
        return rc;
    }
    case LQ_N_ERROR: return rerr(r, n->u.error.raw ? EK_RAW : EK_NORMAL, "%s", n->u.error.msg);
    case LQ_N_JLINK: return render_jlink(r, n);
    }
    return 0;
}

/* Format the pending error with Liquid's prefix (once). */
static void format_error(R *r, int line, int col)
{
    if (r->formatted)
        return;
    r->err_line = line;
    r->err_col = col;
    r->err_file = r->tpl_file ? r->tpl_file : r->tpl_name;
    /* Liquid counts lines in the text it was given: Jekyll gives it the body after the front matter */
    int shown = line > r->line_offset ? line - r->line_offset : line;
    /* Jekyll's include tag names the include by its path (e.template_name = path) */
    const char *tname = r->tpl_name && (r->o->flags & SP_LIQUID_JEKYLL) && r->tpl_file ? r->tpl_file : r->tpl_name;
    char buf[sizeof r->errmsg + 600];
    if (r->errkind == EK_RAW) {
        r->formatted = true;
        return;
    }
    if (r->errkind == EK_SYNTAX && r->tpl_name)
        snprintf(buf, sizeof buf, "Liquid syntax error (%s line %d): %s", r->tpl_name, line, r->errmsg);
    else if (r->errkind == EK_SYNTAX)
        snprintf(buf, sizeof buf, "Liquid syntax error (line %d): %s", line, r->errmsg);
    else if (r->errkind == EK_NOLINE || r->errkind == EK_FATAL)
        snprintf(buf, sizeof buf, "Liquid error: %s", r->errmsg);
    else if (tname)
        snprintf(buf, sizeof buf, "Liquid error (%s line %d): %s", tname, shown, r->errmsg);
    else
        snprintf(buf, sizeof buf, "Liquid error (line %d): %s", shown, r->errmsg);
    size_t n = strlen(buf);
    if (n >= sizeof r->errmsg)
        n = sizeof r->errmsg - 1;
    memcpy(r->errmsg, buf, n);
    r->errmsg[n] = 0;
    r->formatted = true;
}

static int render_body(R *r, const lq_body *b)
{
    for (int i = 0; i < b->n; i++) {
        const lq_node *n = b->nodes[i];
        if (n->kind == LQ_N_TEXT) {
            sp_buf_append(r->out, n->u.text.s, n->u.text.len);
        } else {
            if (render_node(r, n) < 0) {
                bool inner = r->formatted; /* formatted already: it came out of the include this node is */
                format_error(r, n->line, n->col);
                if (inner && r->o->trace &&
                    (n->kind == LQ_N_INCLUDE || n->kind == LQ_N_RENDER || n->kind == LQ_N_JINCLUDE)) {
                    const char *f = r->tpl_file ? r->tpl_file : r->top_name ? r->top_name : "";
                    int w = snprintf(r->trace + r->tracelen, sizeof r->trace - r->tracelen, "%s%s:%d",
                                     r->tracelen ? ", " : "", f, n->line);
                    if (w > 0 && r->tracelen + (size_t)w < sizeof r->trace)
                        r->tracelen += (size_t)w;
                }
                if (r->errkind == EK_FATAL || !r->o->render_errors)
                    return -1;
                if (r->errkind != EK_UNDEFINED && !n->blank)
                    sp_buf_puts(r->out, r->errmsg);
                r->errkind = EK_NORMAL;
                r->formatted = false;
                r->errmsg[0] = 0;
            }
            if (r->interrupt)
                return 0;
        }
        if (r->out->len > r->max_out || sp_arena_used(r->a) > r->max_mem)
            return rerr(r, EK_FATAL, "Memory limits exceeded");
    }
    return 0;
}

int sp_liquid_render(const sp_liquid_template *t, const sp_liquid_render_options *opts, sp_buf *out, sp_error *err)
{
    static const sp_liquid_render_options defaults;
    if (!opts)
        opts = &defaults;
    R r;
    memset(&r, 0, sizeof r);
    r.o = opts;
    r.a = sp_arena_new(0);
    r.out = out;
    r.err = err;
    r.capscopes = 16;
    r.scopes = sp_arena_alloc(r.a, 16 * sizeof(sp_value));
    r.scopes[0] = sp_hash_new(r.a, 8);
    r.nscopes = 1;
    r.counters = sp_hash_new(r.a, 0);
    r.globals = opts->globals;
    r.site = opts->site.type == SP_HASH ? opts->site : sp_hash_at(opts->globals, "site");
    r.cycles = sp_hash_new(r.a, 0);
    r.for_offsets = sp_hash_new(r.a, 0);
    r.ifchanged = sp_hash_new(r.a, 0);
    r.looptop = -1;
    r.max_depth = opts->limits.max_depth > 0 ? opts->limits.max_depth : 100;
    r.max_iter = opts->limits.max_iterations > 0 ? opts->limits.max_iterations : 10000000;
    r.max_out = opts->limits.max_output > 0 ? opts->limits.max_output : (size_t)256 << 20;
    r.max_mem = r.max_out * 4;
    r.rng = opts->random_seed ? opts->random_seed : 0x5eed;
    r.tpl_name = NULL;
    r.line_offset = t->line_offset;
    r.top_name = opts->template_name_override ? opts->template_name_override : t->name;
    int rc = render_body(&r, &t->root);
    if (rc < 0) {
        format_error(&r, 0, 0);
        const char *name = opts->template_name_override ? opts->template_name_override : t->name;
        if (r.tracelen)
            sp_error_set(err, SP_ERR_INPUT, r.err_file ? r.err_file : name, r.err_line, r.err_col,
                         "%s (through %s)", r.errmsg, r.trace);
        else
            sp_error_set(err, SP_ERR_INPUT, r.err_file ? r.err_file : name, r.err_line, r.err_col, "%s", r.errmsg);
    }
    for (partial_ent *p = r.partials; p; p = p->next)
        sp_liquid_template_free(p->owned);
    sp_arena_free(r.a);
    return rc;
}

int sp_liquid_render_string(const char *name, const char *src, size_t len, const sp_liquid_parse_options *popts,
                            const sp_liquid_render_options *ropts, sp_buf *out, sp_error *err)
{
    sp_liquid_template *t;
    if (sp_liquid_parse(name, src, len, popts, &t, err) < 0)
        return -1;
    int rc = sp_liquid_render(t, ropts, out, err);
    sp_liquid_template_free(t);
    return rc;
}

sp_liquid_cache *sp_liquid_cache_new(void)
{
    sp_liquid_cache *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    pthread_mutex_init(&c->mu, NULL);
    return c;
}

void sp_liquid_cache_free(sp_liquid_cache *c)
{
    if (!c)
        return;
    partial_ent *p = c->head;
    while (p) {
        partial_ent *nx = p->next;
        sp_liquid_template_free(p->owned);
        free((char *)p->key);
        free(p);
        p = nx;
    }
    pthread_mutex_destroy(&c->mu);
    free(c);
}
