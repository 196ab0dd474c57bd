/* Liquid parsing: template text -> tokens -> AST (liquid_int.h). Follows Liquid 5's tokenizer, its strict
 * markup lexer/parser and its lax regular-expression parsing, re-implemented by hand. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liquid/liquid_int.h"

#define LQ_MAX_EXPR_DEPTH 100

/* ------------------------------------------------------------------ tokens of the template */

typedef enum { T_TEXT, T_TAG, T_VAR } tok_type;

typedef struct tok {
    tok_type type;
    const char *s; /* whole token text */
    size_t len;
    int line, col;
} tok;

typedef struct tokstream {
    tok *t;
    int n, i;
    bool liquid_tag; /* lines of a {% liquid %} tag: every token is a tag body "name markup" */
} tokstream;

typedef struct P {
    sp_arena *a;
    const char *name;
    sp_liquid_error_mode mode;
    unsigned flags;
    int line_offset;
    tokstream *ts;
    bool trim_next; /* the previous tag ended with -%} / -}} */
    int depth;
    int line, col; /* of the token being parsed */
    sp_error *err;
    const sp_liquid_parse_options *opts;
} P;

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static bool is_word(char c) { return isalnum((unsigned char)c) || c == '_'; }

static int perr(P *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int perr(P *p, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* the location is the file's line; "(line N)" counts from the body, as Liquid sees the text Jekyll gives it */
    return sp_error_set(p->err, SP_ERR_INPUT, p->name, p->line, p->col, "Liquid syntax error (line %d): %s",
                        p->line > p->line_offset ? p->line - p->line_offset : p->line, msg);
}

static void tokenize(sp_arena *a, const char *s, size_t len, int line0, tok **out, int *nout)
{
    size_t cap = 16;
    int n = 0;
    tok *t = sp_arena_alloc(a, cap * sizeof *t);
    size_t i = 0;
    int line = line0, col = 1;
#define PUSH(ty, st, ln)                                                                                       \
    do {                                                                                                       \
        if ((size_t)n == cap) {                                                                                \
            t = sp_arena_realloc(a, t, cap * sizeof *t, cap * 2 * sizeof *t);                                  \
            cap *= 2;                                                                                          \
        }                                                                                                      \
        t[n].type = (ty);                                                                                      \
        t[n].s = s + (st);                                                                                     \
        t[n].len = (ln);                                                                                       \
        t[n].line = line;                                                                                      \
        t[n].col = col;                                                                                        \
        n++;                                                                                                   \
        for (size_t k_ = (st); k_ < (st) + (ln); k_++) {                                                       \
            if (s[k_] == '\n') {                                                                               \
                line++;                                                                                        \
                col = 1;                                                                                       \
            } else                                                                                             \
                col++;                                                                                         \
        }                                                                                                      \
    } while (0)
    /* once a search for "%}" or "}" fails, none exists further on: remember it so that many unclosed "{%" stay
     * linear */
    bool no_tag_end = false, no_brace = false;
    while (i < len) {
        size_t j = i;
        while (j + 1 < len && !(s[j] == '{' && (s[j + 1] == '{' || s[j + 1] == '%')))
            j++;
        if (j + 1 >= len) {
            PUSH(T_TEXT, i, len - i);
            break;
        }
        if (j > i)
            PUSH(T_TEXT, i, j - i);
        size_t end;
        if (s[j + 1] == '%') {
            const char *e = NULL;
            for (size_t k = j + 2; !no_tag_end && k + 1 < len; k++) {
                const char *pc = memchr(s + k, '%', len - k - 1);
                if (!pc)
                    break;
                k = (size_t)(pc - s);
                if (s[k + 1] == '}') {
                    e = s + k;
                    break;
                }
            }
            if (!e)
                no_tag_end = true;
            end = e ? (size_t)(e - s) + 2 : j + 2;
            PUSH(T_TAG, j, end - j);
        } else {
            const char *e = no_brace ? NULL : memchr(s + j + 2, '}', len - j - 2);
            if (!e)
                no_brace = true;
            if (e) {
                end = (size_t)(e - s) + 1;
                if (end < len && s[end] == '}')
                    end++;
            } else
                end = j + 2;
            PUSH(T_VAR, j, end - j);
        }
        i = end;
    }
#undef PUSH
    *out = t;
    *nout = n;
}

/* ------------------------------------------------------------------ markup lexer (Liquid::Lexer) */

typedef enum {
    K_END, K_COMPARISON, K_STRING, K_NUMBER, K_ID, K_DOTDOT, K_PIPE, K_DOT, K_COLON, K_COMMA, K_OSQ, K_CSQ,
    K_ORD, K_CRD, K_QUESTION, K_DASH
} ktype;

static const char *ktype_name[] = {"end_of_string", "comparison", "string", "number", "id", "dotdot",
                                   "pipe", "dot", "colon", "comma", "open_square", "close_square",
                                   "open_round", "close_round", "question", "dash"};

typedef struct ktok {
    ktype t;
    const char *s;
    size_t len;
} ktok;

typedef struct lexed {
    ktok *k;
    int n, i;
    char badchar[8]; /* non-empty: lexing failed at this character */
} lexed;

static size_t utf8_len(unsigned char c) { return c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4; }

static void lex(sp_arena *a, const char *s, size_t len, lexed *L)
{
    size_t cap = 8;
    L->k = sp_arena_alloc(a, cap * sizeof *L->k);
    L->n = 0;
    L->i = 0;
    L->badchar[0] = 0;
    size_t i = 0;
    for (;;) {
        while (i < len && is_ws(s[i]))
            i++;
        if ((size_t)L->n + 1 >= cap) {
            L->k = sp_arena_realloc(a, L->k, cap * sizeof *L->k, cap * 2 * sizeof *L->k);
            cap *= 2;
        }
        ktok *k = &L->k[L->n];
        if (i >= len) {
            k->t = K_END;
            k->s = s + i;
            k->len = 0;
            L->n++;
            return;
        }
        size_t st = i;
        char c = s[i];
        if ((c == '=' && i + 1 < len && s[i + 1] == '=') || (c == '!' && i + 1 < len && s[i + 1] == '=') ||
            (c == '<' && i + 1 < len && s[i + 1] == '>')) {
            i += 2;
            k->t = K_COMPARISON;
        } else if (c == '<' || c == '>') {
            i++;
            if (i < len && s[i] == '=')
                i++;
            k->t = K_COMPARISON;
        } else if (len - i > 8 && memcmp(s + i, "contains", 8) == 0 && is_ws(s[i + 8])) {
            i += 8;
            k->t = K_COMPARISON;
        } else if ((c == '\'' || c == '"') && memchr(s + i + 1, c, len - i - 1)) {
            const char *e = memchr(s + i + 1, c, len - i - 1);
            i = (size_t)(e - s) + 1;
            k->t = K_STRING;
        } else if (isdigit((unsigned char)c) || (c == '-' && i + 1 < len && isdigit((unsigned char)s[i + 1]))) {
            i++;
            while (i < len && isdigit((unsigned char)s[i]))
                i++;
            if (i + 1 < len && s[i] == '.' && isdigit((unsigned char)s[i + 1])) {
                i++;
                while (i < len && isdigit((unsigned char)s[i]))
                    i++;
            }
            k->t = K_NUMBER;
        } else if (isalpha((unsigned char)c) || c == '_') {
            i++;
            while (i < len && (is_word(s[i]) || s[i] == '-'))
                i++;
            if (i < len && s[i] == '?')
                i++;
            k->t = K_ID;
        } else if (c == '.' && i + 1 < len && s[i + 1] == '.') {
            i += 2;
            k->t = K_DOTDOT;
        } else {
            i++;
            switch (c) {
            case '|': k->t = K_PIPE; break;
            case '.': k->t = K_DOT; break;
            case ':': k->t = K_COLON; break;
            case ',': k->t = K_COMMA; break;
            case '[': k->t = K_OSQ; break;
            case ']': k->t = K_CSQ; break;
            case '(': k->t = K_ORD; break;
            case ')': k->t = K_CRD; break;
            case '?': k->t = K_QUESTION; break;
            case '-': k->t = K_DASH; break;
            default: {
                size_t l = utf8_len((unsigned char)c);
                if (l > len - st)
                    l = len - st;
                memcpy(L->badchar, s + st, l);
                L->badchar[l] = 0;
                if (!c) /* a NUL would end the string and hide the error (found by tests/fuzz/fuzz_liquid.c) */
                    memcpy(L->badchar, "\\u0000", 7);
                k->t = K_END; /* a token list always ends in K_END */
                k->s = s + st;
                k->len = 0;
                L->n++;
                return;
            }
            }
        }
        k->s = s + st;
        k->len = i - st;
        L->n++;
    }
}

/* Strict parser state over lexed tokens; errors are set into msg (arena string). */
typedef struct SP {
    sp_arena *a;
    lexed L;
    int depth; /* nesting of [ ] and ( ) in the expression being parsed */
    const char *msg;
    sp_buf b; /* scratch for rebuilding expression markup */
} SP;

static ktok *look_k(SP *s, int ahead)
{
    int i = s->L.i + ahead;
    return i < s->L.n ? &s->L.k[i] : NULL;
}

static bool consume(SP *s, ktype t, ktok **out)
{
    ktok *k = &s->L.k[s->L.i];
    if (k->t != t) {
        if (!s->msg)
            s->msg = sp_arena_printf(s->a, "Expected %s but found %s", ktype_name[t], ktype_name[k->t]);
        return false;
    }
    if (k->t != K_END)
        s->L.i++;
    if (out)
        *out = k;
    return true;
}

static bool consume_q(SP *s, ktype t, ktok **out)
{
    ktok *k = &s->L.k[s->L.i];
    if (k->t != t)
        return false;
    if (k->t != K_END)
        s->L.i++;
    if (out)
        *out = k;
    return true;
}

static bool id_q(SP *s, const char *str)
{
    ktok *k = &s->L.k[s->L.i];
    if (k->t != K_ID || k->len != strlen(str) || memcmp(k->s, str, k->len) != 0)
        return false;
    s->L.i++;
    return true;
}

static void put_tok(SP *s, ktok *k) { sp_buf_append(&s->b, k->s, k->len); }

static bool s_expression(SP *s);

static bool s_lookups(SP *s)
{
    for (;;) {
        ktok *k = look_k(s, 0);
        if (k->t == K_OSQ) {
            put_tok(s, k);
            s->L.i++;
            if (!s_expression(s))
                return false;
            ktok *c;
            if (!consume(s, K_CSQ, &c))
                return false;
            put_tok(s, c);
        } else if (k->t == K_DOT) {
            put_tok(s, k);
            s->L.i++;
            ktok *id;
            if (!consume(s, K_ID, &id))
                return false;
            put_tok(s, id);
        } else
            return true;
    }
}

static const char *tok_inspect(SP *s, ktok *k)
{
    if (k->t == K_END)
        return "[:end_of_string]";
    sp_buf t = SP_BUF_INIT;
    sp_buf_printf(&t, "[:%s, ", ktype_name[k->t]);
    sp_value_inspect(&t, sp_str_ref(k->s, k->len));
    sp_buf_putc(&t, ']');
    const char *r = sp_arena_strdup(s->a, sp_buf_cstr(&t));
    sp_buf_free(&t);
    return r;
}

static bool s_expression_1(SP *s);

static bool s_expression(SP *s)
{
    if (s->depth >= LQ_MAX_EXPR_DEPTH) {
        if (!s->msg)
            s->msg = "Nesting too deep";
        return false;
    }
    s->depth++;
    bool ok = s_expression_1(s);
    s->depth--;
    return ok;
}

static bool s_expression_1(SP *s)
{
    ktok *k = look_k(s, 0);
    switch (k->t) {
    case K_ID:
        put_tok(s, k);
        s->L.i++;
        return s_lookups(s);
    case K_OSQ: {
        put_tok(s, k);
        s->L.i++;
        if (!s_expression(s))
            return false;
        ktok *c;
        if (!consume(s, K_CSQ, &c))
            return false;
        put_tok(s, c);
        return s_lookups(s);
    }
    case K_STRING:
    case K_NUMBER:
        put_tok(s, k);
        s->L.i++;
        return true;
    case K_ORD: {
        s->L.i++;
        sp_buf_putc(&s->b, '(');
        if (!s_expression(s))
            return false;
        ktok *d;
        if (!consume(s, K_DOTDOT, &d))
            return false;
        sp_buf_append(&s->b, "..", 2);
        if (!s_expression(s))
            return false;
        if (!consume(s, K_CRD, NULL))
            return false;
        sp_buf_putc(&s->b, ')');
        return true;
    }
    default:
        if (!s->msg)
            s->msg = sp_arena_printf(s->a, "%s is not a valid expression", tok_inspect(s, k));
        return false;
    }
}

/* Parse one expression and return it as a parsed lq_expr (via its rebuilt markup, as Liquid does). */
static lq_expr *s_expr(SP *s, bool condition)
{
    sp_buf_clear(&s->b);
    if (!s_expression(s))
        return NULL;
    return lq_parse_expression(s->a, s->b.data ? s->b.data : "", s->b.len, condition);
}

static bool sp_init(SP *s, sp_arena *a, const char *m, size_t len)
{
    memset(s, 0, sizeof *s);
    s->a = a;
    lex(a, m, len, &s->L);
    if (s->L.badchar[0]) {
        s->msg = sp_arena_printf(a, "Unexpected character %s", s->L.badchar);
        return false;
    }
    return true;
}

/* ------------------------------------------------------------------ Expression.parse */

static size_t match_brackets(const char *s, size_t len, size_t i)
{
    /* s[i] == '['; returns end index after the matching ']' or 0 */
    int depth = 0;
    for (size_t k = i; k < len; k++) {
        if (s[k] == '[')
            depth++;
        else if (s[k] == ']') {
            depth--;
            if (depth == 0)
                return k + 1;
        }
    }
    return 0;
}

static double ruby_to_f(const char *s, size_t len)
{
    char buf[128];
    size_t i = 0, o = 0;
    if (i < len && (s[i] == '-' || s[i] == '+'))
        buf[o++] = s[i++];
    while (i < len && o < 100 && (isdigit((unsigned char)s[i]) || (s[i] == '_' && i + 1 < len && isdigit((unsigned char)s[i + 1]))))
        if (s[i++] != '_')
            buf[o++] = s[i - 1];
    if (i + 1 < len && s[i] == '.' && isdigit((unsigned char)s[i + 1])) {
        buf[o++] = s[i++];
        while (i < len && o < 120 && isdigit((unsigned char)s[i]))
            buf[o++] = s[i++];
    }
    buf[o] = 0;
    return strtod(buf, NULL);
}

static sp_value parse_int_lit(const char *s, size_t len)
{
    char buf[64];
    if (len >= sizeof buf)
        return sp_float(ruby_to_f(s, len));
    memcpy(buf, s, len);
    buf[len] = 0;
    errno = 0;
    long long v = strtoll(buf, NULL, 10);
    if (errno)
        return sp_float(strtod(buf, NULL));
    return sp_int(v);
}

static lq_expr *new_expr(sp_arena *a, lq_expr_kind k)
{
    lq_expr *e = sp_arena_calloc(a, 1, sizeof *e);
    e->kind = k;
    return e;
}

static lq_expr *lit_expr(sp_arena *a, sp_value v)
{
    lq_expr *e = new_expr(a, LQ_E_LIT);
    e->lit = v;
    return e;
}

static int64_t lit_to_i(sp_value v)
{
    switch (v.type) {
    case SP_INT: return v.u.i;
    case SP_FLOAT:
        /* Float#to_i, clamped to int64 (a literal of 20+ digits parses as a Float here): casting an out-of-range
         * double is undefined (found by tests/fuzz/fuzz_liquid.c) */
        return isnan(v.u.f) ? 0 : v.u.f >= 9.2233720368547758e18 ? INT64_MAX
                                  : v.u.f <= -9.2233720368547758e18 ? INT64_MIN : (int64_t)v.u.f;
    case SP_STRING: {
        /* Ruby String#to_i */
        const char *s = v.u.s.ptr;
        size_t n = v.u.s.len, i = 0;
        while (i < n && is_ws(s[i]))
            i++;
        bool neg = false;
        if (i < n && (s[i] == '-' || s[i] == '+'))
            neg = s[i++] == '-';
        int64_t r = 0;
        while (i < n && (isdigit((unsigned char)s[i]) || (s[i] == '_' && i + 1 < n && isdigit((unsigned char)s[i + 1])))) {
            if (s[i] != '_')
                r = r * 10 + (s[i] - '0');
            i++;
        }
        return neg ? -r : r;
    }
    default: return 0;
    }
}

static lq_expr *parse_expression_d(sp_arena *a, const char *s, size_t len, bool condition, int depth);

lq_expr *lq_parse_expression(sp_arena *a, const char *s, size_t len, bool condition)
{
    return parse_expression_d(a, s, len, condition, 0);
}

/* Expression.parse; depth counts nested [ ] and ( ): past LQ_MAX_EXPR_DEPTH an expression is nil (the strict
 * parser reports "Nesting too deep" before that). */
static lq_expr *parse_expression_d(sp_arena *a, const char *s, size_t len, bool condition, int depth)
{
    if (depth > LQ_MAX_EXPR_DEPTH)
        return lit_expr(a, sp_nil());
    while (len && is_ws(*s))
        s++, len--;
    while (len && is_ws(s[len - 1]))
        len--;
    if (len >= 2 && ((s[0] == '"' && s[len - 1] == '"') || (s[0] == '\'' && s[len - 1] == '\'')))
        return lit_expr(a, sp_str(a, s + 1, len - 2));
    if (len == 1 && (s[0] == '"' || s[0] == '\''))
        return lit_expr(a, sp_str(a, "", 0)); /* markup[1..-2] of a 1-char string is "" */
    /* integers */
    {
        size_t i = 0;
        if (i < len && s[i] == '-')
            i++;
        size_t d = i;
        while (i < len && isdigit((unsigned char)s[i]))
            i++;
        if (i == len && i > d)
            return lit_expr(a, parse_int_lit(s, len));
    }
    /* ranges: ( a .. b ) */
    if (len >= 2 && s[0] == '(' && s[len - 1] == ')') {
        size_t i = 1;
        while (i < len - 1 && is_ws(s[i]))
            i++;
        size_t st = i;
        while (i < len - 1 && !is_ws(s[i]))
            i++;
        /* (\S+)\s*\.\. : the first part may contain the ".." itself when not separated by space */
        /* (?>(\S+)\s*\.\.): the longest run of non-space characters that is followed by ".." */
        const char *dd = NULL;
        size_t run_end = st;
        while (run_end < len - 1 && !is_ws(s[run_end]))
            run_end++;
        for (size_t k = st; k + 1 < len - 1 && k <= run_end; k++)
            if (s[k] == '.' && s[k + 1] == '.' && k > st)
                dd = s + k;
        if (dd && (size_t)(dd - s) + 2 >= len - 1) {
            /* keep a non-empty second part */
            dd = NULL;
            for (size_t k = st + 1; k + 1 < len - 1; k++)
                if (s[k] == '.' && s[k + 1] == '.' && k + 2 < len - 1) {
                    dd = s + k;
                }
        }
        if (dd && (size_t)(dd - s) > st) {
            /* first part: s[st .. dd) trimmed */
            size_t e1 = (size_t)(dd - s);
            size_t ee = e1;
            while (ee > st && is_ws(s[ee - 1]))
                ee--;
            bool ok = true;
            for (size_t k = st; k < ee; k++)
                if (is_ws(s[k]))
                    ok = false;
            size_t b2 = e1 + 2;
            while (b2 < len - 1 && is_ws(s[b2]))
                b2++;
            size_t e2 = len - 1;
            while (e2 > b2 && is_ws(s[e2 - 1]))
                e2--;
            for (size_t k = b2; k < e2; k++)
                if (is_ws(s[k]))
                    ok = false;
            if (ok && ee > st && e2 > b2) {
                lq_expr *lo = parse_expression_d(a, s + st, ee - st, false, depth + 1);
                lq_expr *hi = parse_expression_d(a, s + b2, e2 - b2, false, depth + 1);
                if (lo->kind == LQ_E_LIT && hi->kind == LQ_E_LIT)
                    return lit_expr(a, sp_range(lit_to_i(lo->lit), lit_to_i(hi->lit)));
                lq_expr *e = new_expr(a, LQ_E_RANGE);
                e->lo = lo;
                e->hi = hi;
                return e;
            }
        }
    }
    /* floats: -?\d[\d.]+ */
    {
        size_t i = 0;
        if (i < len && s[i] == '-')
            i++;
        if (i < len && isdigit((unsigned char)s[i])) {
            size_t st = i++;
            while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
                i++;
            if (i == len && i - st >= 2)
                return lit_expr(a, sp_float(ruby_to_f(s, len)));
        }
    }
#define IS(lit) (len == sizeof(lit) - 1 && memcmp(s, lit, len) == 0)
    if (len == 0 || IS("nil") || IS("null"))
        return lit_expr(a, sp_nil());
    if (IS("true"))
        return lit_expr(a, sp_bool(true));
    if (IS("false"))
        return lit_expr(a, sp_bool(false));
    if (IS("blank"))
        return condition ? new_expr(a, LQ_E_BLANK) : lit_expr(a, sp_str_ref(sp_filter_blank_literal, 0));
    if (IS("empty"))
        return condition ? new_expr(a, LQ_E_EMPTY) : lit_expr(a, sp_str_ref(sp_filter_empty_literal, 0));
#undef IS
    /* VariableLookup: scan \[...\] | [\w-]+\?? */
    lq_expr *e = new_expr(a, LQ_E_VAR);
    int cap = 0;
    bool first = true;
    size_t i = 0;
    while (i < len) {
        const char *ps = NULL;
        size_t pl = 0;
        bool br = false;
        if (s[i] == '[') {
            size_t end = match_brackets(s, len, i);
            if (end) {
                ps = s + i;
                pl = end - i;
                br = true;
                i = end;
            } else {
                i++;
                continue;
            }
        } else if (is_word(s[i]) || s[i] == '-') {
            size_t st = i;
            while (i < len && (is_word(s[i]) || s[i] == '-'))
                i++;
            if (i < len && s[i] == '?')
                i++;
            ps = s + st;
            pl = i - st;
        } else {
            i++;
            continue;
        }
        if (first) {
            first = false;
            if (br)
                e->name_expr = parse_expression_d(a, ps + 1, pl - 2, false, depth + 1);
            else {
                e->name = sp_arena_strndup(a, ps, pl);
                e->namelen = pl;
            }
            continue;
        }
        if (e->nlookups == cap) {
            int nc = cap ? cap * 2 : 4;
            e->lookups = sp_arena_realloc(a, e->lookups, (size_t)cap * sizeof *e->lookups,
                                          (size_t)nc * sizeof *e->lookups);
            cap = nc;
        }
        lq_lookup *lk = &e->lookups[e->nlookups++];
        memset(lk, 0, sizeof *lk);
        if (br) {
            lk->expr = parse_expression_d(a, ps + 1, pl - 2, false, depth + 1);
        } else {
            lk->key = sp_arena_strndup(a, ps, pl);
            lk->keylen = pl;
            lk->command = (pl == 4 && memcmp(ps, "size", 4) == 0) || (pl == 5 && memcmp(ps, "first", 5) == 0) ||
                          (pl == 4 && memcmp(ps, "last", 4) == 0);
        }
    }
    return e;
}

/* ------------------------------------------------------------------ lax helpers (QuotedFragment & co) */

/* QuotedFragment at i: "..."|'...'|(?:[^\s,|'"]|"..."|'...')+ ; returns end or (size_t)-1 */
static size_t qf_at(const char *s, size_t len, size_t i)
{
    if (i < len && (s[i] == '"' || s[i] == '\'')) {
        const char *e = memchr(s + i + 1, s[i], len - i - 1);
        if (e)
            return (size_t)(e - s) + 1; /* the QuotedString alternative comes first */
    }
    size_t k = i;
    while (k < len) {
        char c = s[k];
        if (c == '"' || c == '\'') {
            const char *e = memchr(s + k + 1, c, len - k - 1);
            if (!e)
                break;
            k = (size_t)(e - s) + 1;
        } else if (is_ws(c) || c == ',' || c == '|')
            break;
        else
            k++;
    }
    return k > i ? k : (size_t)-1;
}

/* first QuotedFragment at or after i: sets *st, returns end or -1 */
static size_t qf_search(const char *s, size_t len, size_t i, size_t *st)
{
    for (size_t k = i; k < len; k++) {
        size_t e = qf_at(s, len, k);
        if (e != (size_t)-1) {
            *st = k;
            return e;
        }
    }
    return (size_t)-1;
}

static void add_filter_arg(sp_arena *a, lq_filter *f, const char *arg, size_t alen, int *acap, int *kcap)
{
    /* JustTagAttributes: \A(\w[\w-]*)\s*:\s*(QuotedFragment)\z */
    size_t i = 0;
    if (alen && is_word(arg[0])) {
        i = 1;
        while (i < alen && (is_word(arg[i]) || arg[i] == '-'))
            i++;
        size_t ke = i;
        while (i < alen && is_ws(arg[i]))
            i++;
        if (i < alen && arg[i] == ':') {
            i++;
            while (i < alen && is_ws(arg[i]))
                i++;
            size_t e = qf_at(arg, alen, i);
            if (e == alen) {
                if (f->nkw == *kcap) {
                    int nc = *kcap ? *kcap * 2 : 2;
                    f->kwnames = sp_arena_realloc(a, f->kwnames, (size_t)*kcap * sizeof(char *), (size_t)nc * sizeof(char *));
                    f->kwlens = sp_arena_realloc(a, f->kwlens, (size_t)*kcap * sizeof(size_t), (size_t)nc * sizeof(size_t));
                    f->kwargs = sp_arena_realloc(a, f->kwargs, (size_t)*kcap * sizeof(lq_expr *), (size_t)nc * sizeof(lq_expr *));
                    *kcap = nc;
                }
                f->kwnames[f->nkw] = sp_arena_strndup(a, arg, ke);
                f->kwlens[f->nkw] = ke;
                f->kwargs[f->nkw] = lq_parse_expression(a, arg + i, alen - i, false);
                f->nkw++;
                return;
            }
        }
    }
    if (f->nargs == *acap) {
        int nc = *acap ? *acap * 2 : 2;
        f->args = sp_arena_realloc(a, f->args, (size_t)*acap * sizeof(lq_expr *), (size_t)nc * sizeof(lq_expr *));
        *acap = nc;
    }
    f->args[f->nargs++] = lq_parse_expression(a, arg, alen, false);
}

static lq_filter *push_filter(sp_arena *a, lq_variable *v, int *cap, const char *name, size_t nlen)
{
    if (v->nfilters == *cap) {
        int nc = *cap ? *cap * 2 : 2;
        v->filters = sp_arena_realloc(a, v->filters, (size_t)*cap * sizeof *v->filters, (size_t)nc * sizeof *v->filters);
        *cap = nc;
    }
    lq_filter *f = &v->filters[v->nfilters++];
    memset(f, 0, sizeof *f);
    f->name = sp_arena_strndup(a, name, nlen);
    f->namelen = nlen;
    f->def = sp_filter_lookup(name, nlen);
    return f;
}

static void lax_variable(sp_arena *a, const char *m, size_t len, lq_variable *v)
{
    memset(v, 0, sizeof *v);
    size_t st;
    size_t e = qf_search(m, len, 0, &st);
    if (e == (size_t)-1)
        return;
    v->expr = lq_parse_expression(a, m + st, e - st, false);
    const char *pipe = memchr(m + e, '|', len - e);
    if (!pipe)
        return;
    size_t i = (size_t)(pipe - m) + 1;
    while (i < len && is_ws(m[i]))
        i++;
    int fcap = 0;
    /* FilterParser: (?:\s+|QuotedFragment|,)+ chunks, separated by anything else (the pipes) */
    while (i < len) {
        size_t cs = i;
        for (;;) {
            if (i < len && (is_ws(m[i]) || m[i] == ',')) {
                i++;
                continue;
            }
            size_t qe = i < len ? qf_at(m, len, i) : (size_t)-1;
            if (qe != (size_t)-1) {
                i = qe;
                continue;
            }
            break;
        }
        if (i == cs) {
            i++;
            continue;
        }
        /* chunk m[cs..i) */
        const char *c = m + cs;
        size_t cl = i - cs;
        size_t w = 0;
        while (w < cl && !is_word(c[w]))
            w++;
        if (w == cl)
            continue;
        size_t we = w;
        while (we < cl && is_word(c[we]))
            we++;
        lq_filter *f = push_filter(a, v, &fcap, c + w, we - w);
        int acap = 0, kcap = 0;
        /* FilterArgsRegex: (?::|,)\s*((?:\w+\s*:\s*)?QuotedFragment) */
        size_t k = 0;
        while (k < cl) {
            if (c[k] != ':' && c[k] != ',') {
                if (c[k] == '"' || c[k] == '\'') {
                    const char *q = memchr(c + k + 1, c[k], cl - k - 1);
                    k = q ? (size_t)(q - c) + 1 : k + 1;
                } else
                    k++;
                continue;
            }
            size_t j = k + 1;
            while (j < cl && is_ws(c[j]))
                j++;
            size_t as = j;
            /* optional \w+\s*:\s* */
            size_t t = j;
            while (t < cl && is_word(c[t]))
                t++;
            if (t > j) {
                size_t t2 = t;
                while (t2 < cl && is_ws(c[t2]))
                    t2++;
                if (t2 < cl && c[t2] == ':') {
                    t2++;
                    while (t2 < cl && is_ws(c[t2]))
                        t2++;
                    size_t qe = qf_at(c, cl, t2);
                    if (qe != (size_t)-1) {
                        add_filter_arg(a, f, c + as, qe - as, &acap, &kcap);
                        k = qe;
                        continue;
                    }
                }
            }
            size_t qe = qf_at(c, cl, j);
            if (qe != (size_t)-1) {
                add_filter_arg(a, f, c + as, qe - as, &acap, &kcap);
                k = qe;
            } else
                k = k + 1;
        }
    }
}

static bool strict_variable(SP *s, lq_variable *v)
{
    memset(v, 0, sizeof *v);
    if (look_k(s, 0)->t == K_END)
        return true;
    v->expr = s_expr(s, false);
    if (!v->expr)
        return false;
    int fcap = 0;
    while (consume_q(s, K_PIPE, NULL)) {
        ktok *id;
        if (!consume(s, K_ID, &id))
            return false;
        lq_filter *f = push_filter(s->a, v, &fcap, id->s, id->len);
        int acap = 0, kcap = 0;
        if (consume_q(s, K_COLON, NULL)) {
            do {
                ktype nt = look_k(s, 0)->t;
                if (nt == K_PIPE || nt == K_END)
                    break; /* "upcase:" or a trailing comma: no (more) arguments */
                sp_buf_clear(&s->b);
                if (look_k(s, 0)->t == K_ID && look_k(s, 1) && look_k(s, 1)->t == K_COLON) {
                    put_tok(s, look_k(s, 0));
                    sp_buf_append(&s->b, ": ", 2);
                    s->L.i += 2;
                }
                if (!s_expression(s))
                    return false;
                char *arg = sp_arena_strndup(s->a, s->b.data, s->b.len);
                add_filter_arg(s->a, f, arg, s->b.len, &acap, &kcap);
            } while (consume_q(s, K_COMMA, NULL));
        }
    }
    return consume(s, K_END, NULL);
}

static int parse_variable_markup(P *p, const char *m, size_t len, lq_variable *v, const char *ctx_open,
                                 const char *ctx_close);

/* Parse variable markup per error mode. Variable tries strict first in every mode (Liquid's
 * strict_parse_with_error_mode_fallback). */
/* Filters are found when the template is parsed: Jekyll's and Liquid's with SP_LIQUID_JEKYLL (Jekyll's `where`
 * and `sort` then replace Liquid's, as Jekyll registers them), Liquid's standard filters otherwise. */
static void resolve_filters(P *p, lq_variable *v)
{
    for (int i = 0; i < v->nfilters; i++) {
        lq_filter *f = &v->filters[i];
        f->def = (p->flags & SP_LIQUID_JEKYLL) ? sp_filter_lookup(f->name, f->namelen)
                                               : sp_filter_lookup_liquid(f->name, f->namelen);
    }
}

static int parse_variable(P *p, const char *m, size_t len, lq_variable *v, const char *ctx_open, const char *ctx_close)
{
    int rc = parse_variable_markup(p, m, len, v, ctx_open, ctx_close);
    if (rc == 0)
        resolve_filters(p, v);
    return rc;
}

static int parse_variable_markup(P *p, const char *m, size_t len, lq_variable *v, const char *ctx_open,
                                 const char *ctx_close)
{
    SP s;
    bool ok = sp_init(&s, p->a, m, len) && strict_variable(&s, v);
    sp_buf_free(&s.b);
    if (ok)
        return 0;
    if (p->mode == SP_LIQUID_STRICT)
        return perr(p, "%s in \"%s%.*s%s\"", s.msg, ctx_open, (int)len, m, ctx_close);
    if (p->mode == SP_LIQUID_WARN && p->opts && p->opts->warn) {
        char *w = sp_arena_printf(p->a, "%s in \"%s%.*s%s\"", s.msg, ctx_open, (int)len, m, ctx_close);
        p->opts->warn(p->opts->warn_ud, p->name, p->line, w);
    }
    lax_variable(p->a, m, len, v);
    return 0;
}

/* ------------------------------------------------------------------ conditions */

static lq_op op_of(const char *s, size_t n, const char **name)
{
    *name = NULL;
    if (n == 2 && !memcmp(s, "==", 2)) return LQ_OP_EQ;
    if (n == 2 && (!memcmp(s, "!=", 2) || !memcmp(s, "<>", 2))) return LQ_OP_NE;
    if (n == 1 && s[0] == '<') return LQ_OP_LT;
    if (n == 1 && s[0] == '>') return LQ_OP_GT;
    if (n == 2 && !memcmp(s, "<=", 2)) return LQ_OP_LE;
    if (n == 2 && !memcmp(s, ">=", 2)) return LQ_OP_GE;
    if (n == 8 && !memcmp(s, "contains", 8)) return LQ_OP_CONTAINS;
    return LQ_OP_UNKNOWN;
}

static lq_cond *strict_condition(SP *s)
{
    lq_cond *first = NULL, *prev = NULL;
    for (;;) {
        lq_cond *c = sp_arena_calloc(s->a, 1, sizeof *c);
        c->left = s_expr(s, true);
        if (!c->left)
            return NULL;
        ktok *op;
        if (consume_q(s, K_COMPARISON, &op)) {
            c->op = op_of(op->s, op->len, &c->opname);
            c->right = s_expr(s, true);
            if (!c->right)
                return NULL;
        }
        if (prev)
            prev->next = c;
        else
            first = c;
        prev = c;
        if (id_q(s, "and"))
            c->rel = 'a';
        else if (id_q(s, "or"))
            c->rel = 'o';
        else
            break;
    }
    if (!consume(s, K_END, NULL))
        return NULL;
    return first;
}

/* If's lax Syntax: (QF)\s*([=!<>a-z_]+)?\s*(QF)? on one piece */
static lq_cond *lax_comparison(sp_arena *a, const char *m, size_t len)
{
    size_t st;
    size_t e = qf_search(m, len, 0, &st);
    if (e == (size_t)-1)
        return NULL;
    lq_cond *c = sp_arena_calloc(a, 1, sizeof *c);
    c->left = lq_parse_expression(a, m + st, e - st, true);
    size_t i = e;
    while (i < len && is_ws(m[i]))
        i++;
    size_t os = i;
    while (i < len && (strchr("=!<>", m[i]) || (m[i] >= 'a' && m[i] <= 'z') || m[i] == '_') && m[i])
        i++;
    if (i > os) {
        c->op = op_of(m + os, i - os, &c->opname);
        if (c->op == LQ_OP_UNKNOWN)
            c->opname = sp_arena_strndup(a, m + os, i - os);
        while (i < len && is_ws(m[i]))
            i++;
        size_t e2 = qf_at(m, len, i);
        c->right = e2 != (size_t)-1 ? lq_parse_expression(a, m + i, e2 - i, true) : lit_expr(a, sp_nil());
    }
    return c;
}

/* split lax condition markup on the words and/or (outside quotes) */
static lq_cond *lax_condition(sp_arena *a, const char *m, size_t len)
{
    lq_cond *first = NULL, *prev = NULL;
    size_t st = 0, i = 0;
    while (i <= len) {
        bool at_op = false;
        size_t oplen = 0;
        int rel = 0;
        if (i < len && (m[i] == '"' || m[i] == '\'')) {
            const char *q = memchr(m + i + 1, m[i], len - i - 1);
            i = q ? (size_t)(q - m) + 1 : i + 1;
            continue;
        }
        if (i < len && i > 0 && is_ws(m[i - 1])) {
            if (len - i >= 4 && !memcmp(m + i, "and", 3) && is_ws(m[i + 3]))
                at_op = true, oplen = 3, rel = 'a';
            else if (len - i >= 3 && !memcmp(m + i, "or", 2) && is_ws(m[i + 2]))
                at_op = true, oplen = 2, rel = 'o';
        }
        if (at_op || i == len) {
            lq_cond *c = lax_comparison(a, m + st, i - st);
            if (!c)
                return NULL;
            if (prev)
                prev->next = c;
            else
                first = c;
            prev = c;
            if (i == len)
                break;
            c->rel = rel;
            i += oplen;
            st = i;
            continue;
        }
        i++;
    }
    return first;
}

lq_cond *lq_parse_condition(sp_arena *a, const char *m, size_t len, sp_liquid_error_mode mode, const char **msg)
{
    *msg = NULL;
    if (mode != SP_LIQUID_LAX) {
        SP s;
        lq_cond *c = NULL;
        if (sp_init(&s, a, m, len))
            c = strict_condition(&s);
        sp_buf_free(&s.b);
        if (c)
            return c;
        *msg = s.msg;
        if (mode == SP_LIQUID_STRICT)
            return NULL;
    }
    lq_cond *c = lax_condition(a, m, len);
    if (!c && !*msg)
        *msg = "Syntax Error in tag 'if' - Valid syntax: if [expression]";
    return c;
}

/* ------------------------------------------------------------------ bodies and tags */

static lq_node *new_node(P *p, lq_node_kind k)
{
    lq_node *n = sp_arena_calloc(p->a, 1, sizeof *n);
    n->kind = k;
    n->line = p->line;
    n->col = p->col;
    return n;
}

static void body_push(P *p, lq_body *b, int *cap, lq_node *n)
{
    if (b->n == *cap) {
        int nc = *cap ? *cap * 2 : 4;
        b->nodes = sp_arena_realloc(p->a, b->nodes, (size_t)*cap * sizeof *b->nodes, (size_t)nc * sizeof *b->nodes);
        *cap = nc;
    }
    b->nodes[b->n++] = n;
}

static bool all_ws(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!is_ws(s[i]))
            return false;
    return true;
}

static void remove_blank_strings(lq_body *b)
{
    int o = 0;
    for (int i = 0; i < b->n; i++)
        if (b->nodes[i]->kind != LQ_N_TEXT)
            b->nodes[o++] = b->nodes[i];
    b->n = o;
}

typedef struct endtag {
    const char *name; /* NULL at end of input */
    size_t len;
    const char *markup;
    size_t mlen;
} endtag;

static int parse_body(P *p, lq_body *b, endtag *end);

typedef int (*tag_parse_fn)(P *p, const char *tag, size_t taglen, const char *m, size_t mlen, lq_node **out);

static bool name_is(const char *s, size_t n, const char *lit) { return n == strlen(lit) && memcmp(s, lit, n) == 0; }

static int unknown_tag_error(P *p, const endtag *e, const char *block)
{
    if (!e->name)
        return perr(p, "'%s' tag was never closed", block);
    if (name_is(e->name, e->len, "else"))
        return perr(p, "%s tag does not expect 'else' tag", block);
    if (e->len > 3 && memcmp(e->name, "end", 3) == 0)
        return perr(p, "'%.*s' is not a valid delimiter for %s tags. use end%s", (int)e->len, e->name, block, block);
    return perr(p, "Unknown tag '%.*s'", (int)e->len, e->name);
}

/* "'if' tag was never closed" as ruby-liquid 5.4 words it, with the line it reports: the end of the template when
 * at_end (its tokenizer has counted every newline by then: the last token's line plus the newlines in it), else the
 * current line. sitepub adds which tag needs its end tag; the error's location is that tag (open_line, open_col). */
static int never_closed(P *p, const char *block, int open_line, int open_col, bool at_end)
{
    const tokstream *ts = p->ts;
    if (at_end && !ts->liquid_tag && ts->n > 0) {
        const tok *last = &ts->t[ts->n - 1];
        p->line = last->line + p->line_offset;
        for (size_t k = 0; k < last->len; k++)
            p->line += last->s[k] == '\n';
    }
    perr(p, "'%s' tag was never closed; the tag at line %d column %d needs its {%% end%s %%}", block, open_line,
         open_col, block);
    if (p->err) {
        p->err->line = open_line;
        p->err->column = open_col;
    }
    return -1;
}

/* Parse a block body up to its end tag, allowing the given intermediate tags (NULL-terminated list). */
static int parse_block(P *p, const char *block, lq_body *b, endtag *e, const char *const *mids)
{
    if (p->depth >= 100)
        return perr(p, "Nesting too deep");
    int open_line = p->line, open_col = p->col; /* the tag that opens this block (or branch) */
    p->depth++;
    int rc = parse_body(p, b, e);
    p->depth--;
    if (rc < 0)
        return -1;
    char endname[64];
    snprintf(endname, sizeof endname, "end%s", block);
    if (e->name && name_is(e->name, e->len, endname))
        return 0;
    if (e->name && mids)
        for (const char *const *m = mids; *m; m++)
            if (name_is(e->name, e->len, *m))
                return 1;
    if (!e->name)
        return never_closed(p, block, open_line, open_col, true);
    return unknown_tag_error(p, e, block);
}

static void trim(const char **s, size_t *n)
{
    while (*n && is_ws(**s))
        (*s)++, (*n)--;
    while (*n && is_ws((*s)[*n - 1]))
        (*n)--;
}

static int tag_if(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    bool unless = name_is(tag, tl, "unless");
    lq_node *n = new_node(p, unless ? LQ_N_UNLESS : LQ_N_IF);
    int cap = 4;
    n->u.cond.branches = sp_arena_calloc(p->a, (size_t)cap, sizeof(lq_branch));
    static const char *const mids[] = {"elsif", "else", NULL};
    const char *bname = unless ? "unless" : "if";
    bool blank = true;
    bool seen_else = false;
    for (;;) {
        if (n->u.cond.n == cap) {
            n->u.cond.branches = sp_arena_realloc(p->a, n->u.cond.branches, (size_t)cap * sizeof(lq_branch),
                                                  (size_t)cap * 2 * sizeof(lq_branch));
            cap *= 2;
        }
        lq_branch *br = &n->u.cond.branches[n->u.cond.n++];
        memset(br, 0, sizeof *br);
        if (!seen_else) {
            const char *msg;
            br->cond = lq_parse_condition(p->a, m, ml, p->mode, &msg);
            if (!br->cond) {
                const char *mm = m;
                size_t mn = ml;
                trim(&mm, &mn);
                if (p->mode == SP_LIQUID_STRICT)
                    return perr(p, "%s in \"%.*s\"", msg, (int)mn, mm);
                return perr(p, "Syntax Error in tag 'if' - Valid syntax: if [expression]");
            }
            if (msg && p->mode == SP_LIQUID_WARN && p->opts && p->opts->warn)
                p->opts->warn(p->opts->warn_ud, p->name, p->line, msg);
        }
        endtag e;
        int rc = parse_block(p, bname, &br->body, &e, mids);
        if (rc < 0)
            return -1;
        blank = blank && br->body.blank;
        if (rc == 0)
            break;
        /* after "else" the branch has no condition (cond NULL); an elsif after else is parsed but never taken,
         * as in Liquid */
        if (name_is(e.name, e.len, "else"))
            seen_else = true;
        m = e.markup;
        ml = e.mlen;
    }
    n->blank = blank;
    if (blank)
        for (int i = 0; i < n->u.cond.n; i++)
            remove_blank_strings(&n->u.cond.branches[i].body);
    *out = n;
    return 0;
}

static int tag_case(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_CASE);
    size_t st;
    size_t e = qf_search(m, ml, 0, &st);
    if (e == (size_t)-1)
        return perr(p, "Syntax Error in 'case' - Valid syntax: case [condition]");
    lq_expr *left = lq_parse_expression(p->a, m + st, e - st, false);
    int cap = 0;
    static const char *const mids[] = {"when", "else", NULL};
    lq_body skip = {0};
    endtag et;
    bool blank = true;
    int rc = parse_block(p, "case", &skip, &et, mids); /* text before the first when is dropped */
    if (rc < 0)
        return -1;
    blank = skip.blank;
    while (rc == 1) {
        bool is_else = name_is(et.name, et.len, "else");
        lq_body *body = sp_arena_calloc(p->a, 1, sizeof *body);
        int first = n->u.cond.n, count = 0;
        if (is_else) {
            const char *mm = et.markup;
            size_t mn = et.mlen;
            trim(&mm, &mn);
            if (mn)
                return perr(p, "Syntax Error in tag 'case' - Valid else condition: {%% else %%} (no parameters) ");
            count = 1;
        } else {
            const char *wm = et.markup;
            size_t wl = et.mlen;
            for (;;) {
                size_t ws;
                size_t we = qf_search(wm, wl, 0, &ws);
                if (we == (size_t)-1)
                    return perr(p, "Syntax Error in tag 'case' - Valid when condition: {%% when [condition] [or condition2...] %%}");
                count++;
                if (n->u.cond.n + count > cap) {
                    int nc = cap ? cap * 2 : 4;
                    while (nc < n->u.cond.n + count)
                        nc *= 2;
                    n->u.cond.branches = sp_arena_realloc(p->a, n->u.cond.branches, (size_t)cap * sizeof(lq_branch),
                                                          (size_t)nc * sizeof(lq_branch));
                    cap = nc;
                }
                lq_branch *br = &n->u.cond.branches[first + count - 1];
                memset(br, 0, sizeof *br);
                br->cond = sp_arena_calloc(p->a, 1, sizeof(lq_cond));
                br->cond->left = left;
                br->cond->op = LQ_OP_EQ;
                br->cond->right = lq_parse_expression(p->a, wm + ws, we - ws, true);
                /* (?:\s+or\s+|\s*,\s*)(QF.*) */
                size_t k = we;
                size_t k0 = k;
                while (k < wl && is_ws(wm[k]))
                    k++;
                bool more = false;
                if (k < wl && wm[k] == ',') {
                    k++;
                    while (k < wl && is_ws(wm[k]))
                        k++;
                    more = true;
                } else if (k > k0 && wl - k >= 3 && !memcmp(wm + k, "or", 2) && is_ws(wm[k + 2])) {
                    k += 2;
                    while (k < wl && is_ws(wm[k]))
                        k++;
                    more = true;
                }
                if (!more || qf_at(wm, wl, k) == (size_t)-1)
                    break;
                wm += k;
                wl -= k;
            }
        }
        if (is_else) {
            if (n->u.cond.n + 1 > cap) {
                int nc = cap ? cap * 2 : 4;
                n->u.cond.branches = sp_arena_realloc(p->a, n->u.cond.branches, (size_t)cap * sizeof(lq_branch),
                                                      (size_t)nc * sizeof(lq_branch));
                cap = nc;
            }
            memset(&n->u.cond.branches[first], 0, sizeof(lq_branch));
        }
        rc = parse_block(p, "case", body, &et, mids);
        if (rc < 0)
            return -1;
        for (int i = 0; i < count; i++)
            n->u.cond.branches[first + i].body = *body;
        n->u.cond.n += count;
        blank = blank && body->blank;
    }
    n->blank = blank;
    if (blank)
        for (int i = 0; i < n->u.cond.n; i++)
            remove_blank_strings(&n->u.cond.branches[i].body);
    *out = n;
    return 0;
}

/* TagAttributes scan: (\w[\w-]*)\s*:\s*(QuotedFragment) anywhere in m */
static void scan_attrs(P *p, const char *m, size_t ml, lq_attr **attrs, int *nattrs)
{
    int cap = 0;
    *attrs = NULL;
    *nattrs = 0;
    size_t i = 0;
    while (i < ml) {
        /* an unanchored scan, character by character, as Ruby's String#scan with TagAttributes */
        if (!is_word(m[i]) || (i > 0 && (is_word(m[i - 1]) || m[i - 1] == '-'))) {
            i++;
            continue;
        }
        size_t ks = i, k = i + 1;
        while (k < ml && (is_word(m[k]) || m[k] == '-'))
            k++;
        size_t ke = k;
        while (k < ml && is_ws(m[k]))
            k++;
        if (k < ml && m[k] == ':') {
            k++;
            while (k < ml && is_ws(m[k]))
                k++;
            size_t ve = qf_at(m, ml, k);
            if (ve != (size_t)-1) {
                if (*nattrs == cap) {
                    int nc = cap ? cap * 2 : 4;
                    *attrs = sp_arena_realloc(p->a, *attrs, (size_t)cap * sizeof **attrs, (size_t)nc * sizeof **attrs);
                    cap = nc;
                }
                lq_attr *at = &(*attrs)[(*nattrs)++];
                at->key = sp_arena_strndup(p->a, m + ks, ke - ks);
                at->keylen = ke - ks;
                at->value = lq_parse_expression(p->a, m + k, ve - k, false);
                i = ve;
                continue;
            }
        }
        i = ke;
    }
}

static int tag_for(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    bool tablerow = name_is(tag, tl, "tablerow");
    lq_node *n = new_node(p, tablerow ? LQ_N_TABLEROW : LQ_N_FOR);
    const char *mm = m;
    size_t mn = ml;
    trim(&mm, &mn);
    bool parsed = false;
    const char *smsg = NULL;
    if (!tablerow && p->mode != SP_LIQUID_LAX) {
        SP s;
        if (sp_init(&s, p->a, m, ml)) {
            ktok *id;
            if (consume(&s, K_ID, &id)) {
                n->u.loop.var = sp_arena_strndup(p->a, id->s, id->len);
                n->u.loop.varlen = id->len;
                if (!id_q(&s, "in")) {
                    if (!s.msg)
                        s.msg = "For loops require an 'in' clause";
                } else {
                    sp_buf_clear(&s.b);
                    if (s_expression(&s)) {
                        char *cm = sp_arena_strndup(p->a, s.b.data ? s.b.data : "", s.b.len);
                        n->u.loop.coll = lq_parse_expression(p->a, cm, s.b.len, false);
                        n->u.loop.name = sp_arena_printf(p->a, "%.*s-%s", (int)id->len, id->s, cm);
                        n->u.loop.namelen = strlen(n->u.loop.name);
                        n->u.loop.reversed = id_q(&s, "reversed");
                        bool ok = true;
                        while (ok && look_k(&s, 0)->t == K_ID && look_k(&s, 1) && look_k(&s, 1)->t == K_COLON) {
                            bool lim = id_q(&s, "limit");
                            bool off = !lim && id_q(&s, "offset");
                            if (!lim && !off) {
                                s.msg = "Invalid attribute in for loop. Valid attributes are limit and offset";
                                ok = false;
                                break;
                            }
                            s.L.i++; /* colon */
                            sp_buf_clear(&s.b);
                            if (!s_expression(&s)) {
                                ok = false;
                                break;
                            }
                            if (off && s.b.len == 8 && !memcmp(s.b.data, "continue", 8))
                                n->u.loop.offset_continue = true;
                            else if (off)
                                n->u.loop.offset = lq_parse_expression(p->a, s.b.data, s.b.len, false);
                            else
                                n->u.loop.limit = lq_parse_expression(p->a, s.b.data, s.b.len, false);
                        }
                        if (ok && consume(&s, K_END, NULL))
                            parsed = true;
                    }
                }
            }
        }
        smsg = s.msg;
        sp_buf_free(&s.b);
        if (!parsed && p->mode == SP_LIQUID_STRICT)
            return perr(p, "%s in \"%.*s\"", smsg ? smsg : "syntax error", (int)mn, mm);
        if (!parsed && p->opts && p->opts->warn)
            p->opts->warn(p->opts->warn_ud, p->name, p->line, smsg ? smsg : "syntax error");
    }
    if (!parsed) {
        n->u.loop.offset_continue = false;
        n->u.loop.offset = n->u.loop.limit = NULL;
        n->u.loop.reversed = false;
        /* lax: (VariableSegment+)\s+in\s+(QuotedFragment+)\s*(reversed)?  (tablerow: (\w+)\s+in\s+(QF+)) */
        size_t i = 0;
        bool ok = false;
        const char *s = m;
        size_t len = ml;
        for (size_t st = 0; st < len && !ok; st++) {
            i = st;
            while (i < len && (is_word(s[i]) || (!tablerow && s[i] == '-')))
                i++;
            if (i == st)
                continue;
            size_t ve = i;
            size_t k = i;
            while (k < len && is_ws(s[k]))
                k++;
            if (k == i || len - k < 3 || memcmp(s + k, "in", 2) != 0 || !is_ws(s[k + 2]))
                continue;
            k += 2;
            while (k < len && is_ws(s[k]))
                k++;
            size_t ce = qf_at(s, len, k);
            if (ce == (size_t)-1)
                continue;
            n->u.loop.var = sp_arena_strndup(p->a, s + st, ve - st);
            n->u.loop.varlen = ve - st;
            n->u.loop.coll = lq_parse_expression(p->a, s + k, ce - k, false);
            n->u.loop.name = sp_arena_printf(p->a, "%.*s-%.*s", (int)(ve - st), s + st, (int)(ce - k), s + k);
            n->u.loop.namelen = strlen(n->u.loop.name);
            size_t r = ce;
            while (r < len && is_ws(s[r]))
                r++;
            if (!tablerow && len - r >= 8 && memcmp(s + r, "reversed", 8) == 0)
                n->u.loop.reversed = true;
            ok = true;
        }
        if (!ok) {
            if (tablerow)
                return perr(p, "Syntax Error in 'table_row loop' - Valid syntax: table_row [item] in [collection] cols=3");
            return perr(p, "Syntax Error in 'for loop' - Valid syntax: for [item] in [collection]");
        }
        lq_attr *attrs;
        int na;
        scan_attrs(p, m, ml, &attrs, &na);
        if (tablerow) {
            n->u.loop.attrs = attrs;
            n->u.loop.nattrs = na;
        } else {
            for (int k = 0; k < na; k++) {
                if (name_is(attrs[k].key, attrs[k].keylen, "offset")) {
                    lq_expr *v = attrs[k].value;
                    if (v->kind == LQ_E_VAR && v->name && v->nlookups == 0 && name_is(v->name, v->namelen, "continue"))
                        n->u.loop.offset_continue = true, n->u.loop.offset = NULL;
                    else
                        n->u.loop.offset = v, n->u.loop.offset_continue = false;
                } else if (name_is(attrs[k].key, attrs[k].keylen, "limit"))
                    n->u.loop.limit = attrs[k].value;
            }
        }
    }
    static const char *const mids[] = {"else", NULL};
    endtag e;
    const char *bname = tablerow ? "tablerow" : "for";
    int rc = parse_block(p, bname, &n->u.loop.body, &e, tablerow ? NULL : mids);
    if (rc < 0)
        return -1;
    bool blank = n->u.loop.body.blank;
    if (rc == 1) {
        n->u.loop.has_else = true;
        rc = parse_block(p, bname, &n->u.loop.else_body, &e, NULL);
        if (rc < 0)
            return -1;
        blank = blank && n->u.loop.else_body.blank;
    }
    n->blank = blank;
    if (blank && !tablerow) {
        remove_blank_strings(&n->u.loop.body);
        remove_blank_strings(&n->u.loop.else_body);
    }
    *out = n;
    return 0;
}

/* VariableSignature+ : \(?[\w\-\.\[\]]\)?  -> the assign/capture target */
static size_t var_signature(const char *m, size_t ml, size_t *st)
{
    for (size_t i = 0; i < ml; i++) {
        size_t k = i;
        for (;;) {
            size_t k0 = k;
            if (k < ml && m[k] == '(')
                k++;
            if (k < ml && (is_word(m[k]) || m[k] == '-' || m[k] == '.' || m[k] == '[' || m[k] == ']')) {
                k++;
                if (k < ml && m[k] == ')')
                    k++;
            } else {
                k = k0;
                break;
            }
        }
        if (k > i) {
            *st = i;
            return k;
        }
    }
    return (size_t)-1;
}

static int tag_assign(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_ASSIGN);
    size_t st;
    size_t e = var_signature(m, ml, &st);
    size_t k = e;
    if (e != (size_t)-1) {
        while (k < ml && is_ws(m[k]))
            k++;
    }
    if (e == (size_t)-1 || k >= ml || m[k] != '=')
        return perr(p, "Syntax Error in 'assign' - Valid syntax: assign [var] = [source]");
    n->u.assign.to = sp_arena_strndup(p->a, m + st, e - st);
    n->u.assign.tolen = e - st;
    k++;
    if (parse_variable(p, m + k, ml - k, &n->u.assign.from, "{{", "}}") < 0)
        return -1;
    n->blank = true;
    *out = n;
    return 0;
}

static int tag_capture(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_CAPTURE);
    size_t st;
    size_t e = var_signature(m, ml, &st);
    if (e == (size_t)-1)
        return perr(p, "Syntax Error in 'capture' - Valid syntax: capture [var]");
    n->u.capture.to = sp_arena_strndup(p->a, m + st, e - st);
    n->u.capture.tolen = e - st;
    endtag et;
    if (parse_block(p, "capture", &n->u.capture.body, &et, NULL) < 0)
        return -1;
    n->blank = true;
    *out = n;
    return 0;
}

static int tag_echo(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_VAR);
    if (parse_variable(p, m, ml, &n->u.var, "{{", "}}") < 0)
        return -1;
    *out = n;
    return 0;
}

static int tag_simple(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node_kind k = name_is(tag, tl, "break") ? LQ_N_BREAK : LQ_N_CONTINUE;
    *out = new_node(p, k);
    return 0;
}

/* {% sitepub_jekyll_error MESSAGE %}: a Jekyll tag that failed to resolve (src/site/tags.c writes it in place of
 * a post_url or link that finds nothing); its error is raised only when the tag renders, as Jekyll's tags raise
 * theirs in render, so one inside a branch that does not run is no error */
static int tag_jekyll_error(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    (void)tag;
    (void)tl;
    lq_node *n = new_node(p, LQ_N_ERROR);
    trim(&m, &ml);
    n->u.error.msg = sp_arena_strndup(p->a, m, ml);
    n->u.error.raw = true;
    n->blank = false;
    *out = n;
    return 0;
}

/* Jekyll's {% link %} with Liquid in its path (Tags::Link#render: Liquid::Template.parse(@relative_path)) */
static int tag_jlink(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    (void)tag;
    (void)tl;
    lq_node *n = new_node(p, LQ_N_JLINK);
    trim(&m, &ml);
    n->u.jlink.markup = sp_arena_strndup(p->a, m, ml);
    n->u.jlink.len = ml;
    *out = n;
    return 0;
}

static int tag_counter(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, name_is(tag, tl, "increment") ? LQ_N_INCREMENT : LQ_N_DECREMENT);
    trim(&m, &ml);
    n->u.counter.name = sp_arena_strndup(p->a, m, ml);
    n->u.counter.len = ml;
    *out = n;
    return 0;
}

static int tag_cycle(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_CYCLE);
    /* NamedSyntax: \A(QF)\s*:\s*(.*) ; SimpleSyntax: \A QF+ */
    size_t e0 = qf_at(m, ml, 0);
    const char *list = m;
    size_t listlen = ml;
    if (e0 == (size_t)-1)
        return perr(p, "Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]");
    /* NamedSyntax \A(QuotedFragment)\s*:\s*(.*) : a fragment prefix, optional spaces, then ':' */
    for (size_t k = 0; k < ml; k++) {
        if (m[k] == '"' || m[k] == '\'') {
            const char *q = memchr(m + k + 1, m[k], ml - k - 1);
            if (!q)
                break;
            k = (size_t)(q - m);
            continue;
        }
        size_t colon = (size_t)-1;
        if (m[k] == ':' && k > 0)
            colon = k;
        else if (is_ws(m[k]) && k > 0) {
            size_t j = k;
            while (j < ml && is_ws(m[j]))
                j++;
            if (j < ml && m[j] == ':')
                colon = j;
            else
                break;
        } else if (m[k] == ',' || m[k] == '|')
            break;
        if (colon != (size_t)-1) {
            size_t ge = colon;
            while (ge > 0 && is_ws(m[ge - 1]))
                ge--;
            n->u.cycle.group = lq_parse_expression(p->a, m, ge, false);
            list = m + colon + 1;
            listlen = ml - colon - 1;
            break;
        }
    }
    int cap = 0;
    size_t i = 0;
    while (i <= listlen) {
        const char *c = memchr(list + i, ',', listlen - i);
        size_t e = c ? (size_t)(c - list) : listlen;
        size_t st;
        size_t qe = qf_search(list + i, e - i, 0, &st);
        if (qe != (size_t)-1) {
            if (n->u.cycle.n == cap) {
                int nc = cap ? cap * 2 : 4;
                n->u.cycle.items = sp_arena_realloc(p->a, n->u.cycle.items, (size_t)cap * sizeof(lq_expr *), (size_t)nc * sizeof(lq_expr *));
                cap = nc;
            }
            n->u.cycle.items[n->u.cycle.n++] = lq_parse_expression(p->a, list + i + st, qe - st, false);
        }
        i = e + 1;
    }
    /* the key of an unnamed cycle: Ruby's @variables.to_s (literals only compare equal) */
    sp_buf kb = SP_BUF_INIT;
    sp_buf_puts(&kb, "\x01[");
    bool all_lit = true;
    for (int k = 0; k < n->u.cycle.n; k++) {
        if (k)
            sp_buf_puts(&kb, ", ");
        if (n->u.cycle.items[k]->kind == LQ_E_LIT)
            sp_value_inspect(&kb, n->u.cycle.items[k]->lit);
        else
            all_lit = false;
    }
    if (!all_lit)
        sp_buf_printf(&kb, "%p", (void *)n);
    n->u.cycle.key = sp_arena_strndup(p->a, kb.data, kb.len);
    n->u.cycle.keylen = kb.len;
    sp_buf_free(&kb);
    *out = n;
    return 0;
}

/* include / render (Liquid) */
static int tag_partial(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    bool render = name_is(tag, tl, "render");
    lq_node *n = new_node(p, render ? LQ_N_RENDER : LQ_N_INCLUDE);
    size_t st, e;
    if (render) {
        /* (QuotedString+) first match */
        st = (size_t)-1;
        e = 0;
        for (size_t i = 0; i < ml; i++)
            if (m[i] == '"' || m[i] == '\'') {
                const char *q = memchr(m + i + 1, m[i], ml - i - 1);
                if (q) {
                    st = i;
                    e = (size_t)(q - m) + 1;
                    break;
                }
            }
        if (st == (size_t)-1)
            return perr(p, "Syntax error in tag 'render' - Template name must be a quoted string");
    } else {
        e = qf_search(m, ml, 0, &st);
        if (e == (size_t)-1)
            return perr(p, "Error in tag 'include' - Valid syntax: include '[template]' (with|for) [object|collection]");
    }
    n->u.partial.name_expr = lq_parse_expression(p->a, m + st, e - st, false);
    /* (\s+(with|for)\s+(QF+))?(\s+as\s+(VariableSegment+))? right after */
    size_t k = e;
    size_t k0 = k;
    while (k < ml && is_ws(m[k]))
        k++;
    if (k > k0 && ml - k > 4 && (!memcmp(m + k, "with", 4) || !memcmp(m + k, "for", 3))) {
        bool isfor = !memcmp(m + k, "for", 3);
        size_t w = k + (isfor ? 3 : 4);
        size_t w0 = w;
        while (w < ml && is_ws(m[w]))
            w++;
        size_t ve = w > w0 ? qf_at(m, ml, w) : (size_t)-1;
        if (ve != (size_t)-1) {
            n->u.partial.is_for = isfor;
            n->u.partial.var_expr = lq_parse_expression(p->a, m + w, ve - w, false);
            k = ve;
            k0 = k;
            while (k < ml && is_ws(m[k]))
                k++;
        }
    }
    if (k > k0 && ml - k > 3 && !memcmp(m + k, "as", 2) && is_ws(m[k + 2])) {
        size_t w = k + 2;
        while (w < ml && is_ws(m[w]))
            w++;
        size_t ae = w;
        while (ae < ml && (is_word(m[ae]) || m[ae] == '-'))
            ae++;
        if (ae > w) {
            n->u.partial.alias = sp_arena_strndup(p->a, m + w, ae - w);
            n->u.partial.aliaslen = ae - w;
        }
    }
    scan_attrs(p, m, ml, &n->u.partial.attrs, &n->u.partial.nattrs);
    *out = n;
    return 0;
}

/* Jekyll's include: {% include file.html key=value key2="v" %} and {% include {{ var }}.html %} */
static int tag_jinclude(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_JINCLUDE);
    n->u.partial.relative = name_is(tag, tl, "include_relative");
    trim(&m, &ml);
    /* VARIABLE_SYNTAX: (?<variable>[^{]*(\{\{\s*[\w\-.]+\s*(\|.*)?\}\}[^\s{}]*)+)(?<params>.*) */
    size_t fe = 0;
    const char *open = NULL;
    for (size_t i = 0; i + 1 < ml; i++)
        if (m[i] == '{' && m[i + 1] == '{') {
            open = m + i;
            break;
        }
    bool dyn = false;
    if (open) {
        /* take through the last "}}" of the file part, then non-space non-brace chars */
        size_t i = (size_t)(open - m);
        bool okpre = true;
        for (size_t k = 0; k < i; k++)
            if (m[k] == '{')
                okpre = false;
        const char *close = NULL;
        for (size_t k = ml; k >= i + 2 && k >= 2; k--)
            if (m[k - 2] == '}' && m[k - 1] == '}') {
                close = m + k;
                break;
            }
        if (okpre && close) {
            fe = (size_t)(close - m);
            while (fe < ml && !is_ws(m[fe]) && m[fe] != '{' && m[fe] != '}')
                fe++;
            dyn = true;
        }
    }
    if (!dyn) {
        while (fe < ml && !is_ws(m[fe]))
            fe++;
    }
    n->u.partial.file = sp_arena_strndup(p->a, m, fe);
    n->u.partial.filelen = fe;
    if (dyn) {
        struct lq_template_ref *ref = sp_arena_calloc(p->a, 1, sizeof *ref);
        /* parse the file name as a small template */
        tok *toks;
        int nt;
        tokenize(p->a, n->u.partial.file, fe, p->line - p->line_offset, &toks, &nt);
        tokstream ts = {toks, nt, 0, false};
        tokstream *saved = p->ts;
        p->ts = &ts;
        endtag e;
        int rc = parse_body(p, &ref->body, &e);
        p->ts = saved;
        if (rc < 0)
            return -1;
        n->u.partial.file_tpl = ref;
    }
    const char *pm = m + fe;
    size_t pl = ml - fe;
    trim(&pm, &pl);
    if (pl) {
        /* FULL_VALID_SYNTAX: \A\s*(?:VALID_SYNTAX(?=\s|\z)\s*)*\z with
         * VALID_SYNTAX = ([\w-]+)\s?=\s?(?:"([^"\\]*(?:\\.[^"\\]*)*)"|'([^'\\]*(?:\\.[^'\\]*)*)'|([\w.-]+)) */
        size_t i = 0;
        bool ok = true;
        while (i < pl && ok) {
            size_t ks = i;
            while (i < pl && (is_word(pm[i]) || pm[i] == '-'))
                i++;
            if (i == ks) {
                ok = false;
                break;
            }
            if (i < pl && is_ws(pm[i]))
                i++;
            if (i >= pl || pm[i] != '=') {
                ok = false;
                break;
            }
            i++;
            if (i < pl && is_ws(pm[i]))
                i++;
            if (i < pl && (pm[i] == '"' || pm[i] == '\'')) {
                char q = pm[i++];
                while (i < pl && pm[i] != q) {
                    if (pm[i] == '\\' && i + 1 < pl)
                        i++;
                    i++;
                }
                if (i >= pl) {
                    ok = false;
                    break;
                }
                i++;
            } else {
                size_t vs = i;
                while (i < pl && (is_word(pm[i]) || pm[i] == '.' || pm[i] == '-'))
                    i++;
                if (i == vs) {
                    ok = false;
                    break;
                }
            }
            if (i < pl && !is_ws(pm[i])) {
                ok = false;
                break;
            }
            while (i < pl && is_ws(pm[i]))
                i++;
        }
        if (!ok)
            return perr(p, "Invalid syntax for include tag:\n\n  %.*s\n\nValid syntax:\n\n  {%% %.*s file.ext param='value' param2='value' %%}\n\n",
                        (int)pl, pm, (int)tl, tag);
        n->u.partial.params = sp_arena_strndup(p->a, pm, pl);
        n->u.partial.paramslen = pl;
    }
    *out = n;
    return 0;
}

/* raw-like bodies: everything up to {% endNAME %} (raw, comment, doc) */
static int raw_body(P *p, const char *block, const char **body, size_t *blen, bool nest)
{
    tokstream *ts = p->ts;
    int open_line = p->line, open_col = p->col;
    if (ts->liquid_tag) {
        /* inside {% liquid %}: lines up to "endNAME" */
        sp_buf b = SP_BUF_INIT;
        int depth = 0;
        while (ts->i < ts->n) {
            tok *t = &ts->t[ts->i++];
            const char *s = t->s;
            size_t n = t->len;
            trim(&s, &n);
            size_t w = 0;
            while (w < n && is_word(s[w]))
                w++;
            if (w == 3 + strlen(block) && !memcmp(s, "end", 3) && !memcmp(s + 3, block, strlen(block))) {
                if (depth == 0) {
                    *body = sp_arena_strndup(p->a, b.data ? b.data : "", b.len);
                    *blen = b.len;
                    sp_buf_free(&b);
                    return 0;
                }
                depth--;
            } else if (nest && w == strlen(block) && !memcmp(s, block, w))
                depth++;
            sp_buf_append(&b, t->s, t->len);
            sp_buf_putc(&b, '\n');
        }
        sp_buf_free(&b);
        return never_closed(p, block, open_line, open_col, false);
    }
    sp_buf b = SP_BUF_INIT;
    int depth = 0;
    bool is_comment = strcmp(block, "comment") == 0;
    while (ts->i < ts->n) {
        tok *t = &ts->t[ts->i++];
        if (t->type != T_TEXT && t->len >= 4 && t->s[t->len - 1] == '}' && t->s[t->len - 2] == '%') {
            /* raw: (.*){%\s*(\w+)\s*(.*)?%}\z, the last "{%" of the token; comment and doc: the tag's own name */
            const char *open = NULL;
            if (nest && t->type == T_TAG) {
                const char *q = t->s + 2, *e = t->s + t->len;
                if (q < e && *q == '-')
                    q++;
                while (q < e && is_ws(*q))
                    q++;
                if (q < e && is_word(*q))
                    open = t->s;
            }
            if (!open)
                for (size_t k = t->len - 2; k-- > 0;)
                    if (t->s[k] == '{' && t->s[k + 1] == '%') {
                        open = t->s + k;
                        break;
                    }
            if (open) {
                const char *q = open + 2;
                const char *e = t->s + t->len;
                if (q < e && *q == '-')
                    q++;
                while (q < e && is_ws(*q))
                    q++;
                const char *w = q;
                while (q < e && is_word(*q))
                    q++;
                size_t wl = (size_t)(q - w);
                if (wl == 3 + strlen(block) && !memcmp(w, "end", 3) && !memcmp(w + 3, block, strlen(block))) {
                    if (depth == 0) {
                        sp_buf_append(&b, t->s, (size_t)(open - t->s));
                        *body = sp_arena_strndup(p->a, b.data ? b.data : "", b.len);
                        *blen = b.len;
                        sp_buf_free(&b);
                        p->trim_next = t->len >= 3 && t->s[t->len - 3] == '-';
                        return 0;
                    }
                    depth--;
                } else if (is_comment && wl == strlen(block) && !memcmp(w, block, wl))
                    depth++;
                else if (is_comment && wl == 3 && !memcmp(w, "raw", 3)) {
                    /* a raw block inside a comment hides its tags: skip to endraw */
                    sp_buf_append(&b, t->s, t->len);
                    while (ts->i < ts->n) {
                        tok *u = &ts->t[ts->i++];
                        sp_buf_append(&b, u->s, u->len);
                        const char *x = u->s, *xe = u->s + u->len;
                        if (u->type != T_TEXT && u->len >= 4 && xe[-1] == '}' && xe[-2] == '%') {
                            const char *o = NULL;
                            for (size_t k = u->len - 2; k-- > 0;)
                                if (x[k] == '{' && x[k + 1] == '%') {
                                    o = x + k;
                                    break;
                                }
                            if (o) {
                                o += 2;
                                if (o < xe && *o == '-')
                                    o++;
                                while (o < xe && is_ws(*o))
                                    o++;
                                if (xe - o >= 6 && !memcmp(o, "endraw", 6) && !is_word(o[6]))
                                    break;
                            }
                        }
                    }
                    continue;
                }
            }
        }
        sp_buf_append(&b, t->s, t->len);
    }
    sp_buf_free(&b);
    /* ruby-liquid 5.4 reports an unclosed comment at the end of the template, an unclosed raw at its tag */
    return never_closed(p, block, open_line, open_col, is_comment);
}

static int tag_raw(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    const char *mm = m;
    size_t mn = ml;
    trim(&mm, &mn);
    bool raw = name_is(tag, tl, "raw");
    if (raw && mn)
        return perr(p, "Syntax Error in 'raw' - Valid syntax: raw");
    const char *body = NULL;
    size_t blen = 0;
    char block[16];
    snprintf(block, sizeof block, "%.*s", (int)tl, tag);
    if (raw_body(p, block, &body, &blen, !raw) < 0)
        return -1;
    lq_node *n = new_node(p, raw ? LQ_N_TEXT : LQ_N_NOP);
    if (raw) {
        n->u.text.s = body;
        n->u.text.len = blen;
        n->blank = blen == 0;
        n->kind = LQ_N_TEXT;
        n->verbatim = true; /* not a plain string: whitespace control does not strip it */
    } else
        n->blank = true;
    *out = n;
    return 0;
}

static int tag_inline_comment(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    /* every line after the first must start with # */
    for (size_t i = 0; i < ml; i++)
        if (m[i] == '\n') {
            size_t k = i + 1;
            while (k < ml && is_ws(m[k]))
                k++;
            if (k < ml && m[k] != '#')
                return perr(p, "Syntax error in tag '#' - Each line of comments must be prefixed by the '#' character");
        }
    lq_node *n = new_node(p, LQ_N_NOP);
    n->blank = true;
    *out = n;
    return 0;
}

static int tag_ifchanged(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_IFCHANGED);
    endtag e;
    if (parse_block(p, "ifchanged", &n->u.ifchanged.body, &e, NULL) < 0)
        return -1;
    *out = n;
    return 0;
}

static int tag_highlight(P *p, const char *tag, size_t tl, const char *m, size_t ml, lq_node **out)
{
    lq_node *n = new_node(p, LQ_N_HIGHLIGHT);
    const char *mm = m;
    size_t mn = ml;
    trim(&mm, &mn);
    size_t i = 0;
    while (i < mn && (isalnum((unsigned char)mm[i]) || strchr(".+#_-", mm[i])) && mm[i])
        i++;
    if (i == 0)
        return perr(p, "Syntax Error in tag 'highlight' while parsing the following markup:\n\n%.*s\n\nValid syntax: highlight <lang> [linenos]\n",
                    (int)ml, m);
    char *lang = sp_arena_strndup(p->a, mm, i);
    for (char *c = lang; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    n->u.highlight.lang = lang;
    const char *o = mm + i;
    size_t ol = mn - i;
    trim(&o, &ol);
    n->u.highlight.opts = sp_arena_strndup(p->a, o, ol);
    endtag e;
    if (parse_block(p, "highlight", &n->u.highlight.body, &e, NULL) < 0)
        return -1;
    *out = n;
    return 0;
}

typedef struct tagdef {
    const char *name;
    tag_parse_fn fn;
    bool jekyll_only;
} tagdef;

static const tagdef tags[] = {
    {"assign", tag_assign, false},     {"capture", tag_capture, false},     {"if", tag_if, false},
    {"unless", tag_if, false},         {"case", tag_case, false},           {"for", tag_for, false},
    {"tablerow", tag_for, false},      {"break", tag_simple, false},        {"continue", tag_simple, false},
    {"cycle", tag_cycle, false},       {"increment", tag_counter, false},   {"decrement", tag_counter, false},
    {"raw", tag_raw, false},           {"comment", tag_raw, false},         {"doc", tag_raw, false},
    {"#", tag_inline_comment, false},  {"echo", tag_echo, false},           {"render", tag_partial, false},
    {"include", tag_partial, false},   {"ifchanged", tag_ifchanged, false}, {"highlight", tag_highlight, true},
    {"include_relative", tag_jinclude, true}, {"sitepub_jekyll_error", tag_jekyll_error, true},
    {"link", tag_jlink, true},
    {NULL, NULL, false},
};

static tag_parse_fn find_tag(P *p, const char *name, size_t len)
{
    if ((p->flags & SP_LIQUID_JEKYLL) && name_is(name, len, "include"))
        return tag_jinclude;
    for (const tagdef *t = tags; t->name; t++)
        if (name_is(name, len, t->name) && (!t->jekyll_only || (p->flags & SP_LIQUID_JEKYLL)))
            return t->fn;
    return NULL;
}

static int parse_liquid_tag(P *p, lq_body *b, int *cap, const char *m, size_t ml);

/* Handle one tag: name/markup already split. Returns 1 when the tag is unknown (end tag for the caller). */
static int handle_tag(P *p, lq_body *b, int *cap, const char *name, size_t nlen, const char *m, size_t ml)
{
    if (name_is(name, nlen, "liquid"))
        return parse_liquid_tag(p, b, cap, m, ml);
    tag_parse_fn fn = find_tag(p, name, nlen);
    if (!fn)
        return 1;
    lq_node *n = NULL;
    if (fn(p, name, nlen, m, ml, &n) < 0)
        return -1;
    b->blank = b->blank && n->blank;
    body_push(p, b, cap, n);
    return 0;
}

static int parse_liquid_tag(P *p, lq_body *b, int *cap, const char *m, size_t ml)
{
    /* split into lines; each is a tag */
    int n = 0, tcap = 8;
    tok *t = sp_arena_alloc(p->a, (size_t)tcap * sizeof *t);
    int line = p->line - p->line_offset; /* token lines are before the offset */
    size_t i = 0;
    while (i <= ml) {
        const char *nl = memchr(m + i, '\n', ml - i);
        size_t e = nl ? (size_t)(nl - m) : ml;
        if (n == tcap) {
            t = sp_arena_realloc(p->a, t, (size_t)tcap * sizeof *t, (size_t)tcap * 2 * sizeof *t);
            tcap *= 2;
        }
        t[n].type = T_TAG;
        t[n].s = m + i;
        t[n].len = e - i;
        t[n].line = line;
        t[n].col = 1;
        n++;
        line++;
        if (!nl)
            break;
        i = e + 1;
    }
    tokstream ts = {t, n, 0, true};
    tokstream *saved = p->ts;
    p->ts = &ts;
    endtag e;
    lq_body sub = {0};
    sub.blank = true;
    int rc = parse_body(p, &sub, &e);
    p->ts = saved;
    if (rc < 0)
        return -1;
    if (e.name)
        return perr(p, "Unknown tag '%.*s'", (int)e.len, e.name);
    for (int k = 0; k < sub.n; k++) {
        b->blank = b->blank && sub.nodes[k]->blank;
        body_push(p, b, cap, sub.nodes[k]);
    }
    return 0;
}

static int parse_body(P *p, lq_body *b, endtag *end)
{
    int cap = b->n;
    b->blank = true;
    tokstream *ts = p->ts;
    memset(end, 0, sizeof *end);
    while (ts->i < ts->n) {
        tok *t = &ts->t[ts->i++];
        p->line = t->line + p->line_offset;
        p->col = t->col;
        if (ts->liquid_tag) {
            const char *s = t->s;
            size_t n = t->len;
            trim(&s, &n);
            if (!n)
                continue;
            size_t w = 0;
            if (s[0] == '#')
                w = 1;
            else
                while (w < n && is_word(s[w]))
                    w++;
            if (w == 0) {
                end->name = s;
                end->len = n;
                end->markup = s;
                end->mlen = n;
                return 0;
            }
            const char *m = s + w;
            size_t ml = n - w;
            while (ml && is_ws(*m))
                m++, ml--;
            int rc = handle_tag(p, b, &cap, s, w, m, ml);
            if (rc < 0)
                return -1;
            if (rc == 1) {
                end->name = s;
                end->len = w;
                end->markup = m;
                end->mlen = ml;
                return 0;
            }
            continue;
        }
        if (t->type == T_TEXT) {
            lq_node *n = new_node(p, LQ_N_TEXT);
            const char *s = t->s;
            size_t len = t->len;
            if (p->trim_next)
                while (len && is_ws(*s))
                    s++, len--;
            p->trim_next = false;
            n->u.text.s = s;
            n->u.text.len = len;
            n->blank = all_ws(s, len);
            if (len) {
                b->blank = b->blank && n->blank;
                body_push(p, b, &cap, n);
            }
            continue;
        }
        /* whitespace control: {%- / {{- strips the previous text node */
        if (t->len >= 3 && t->s[2] == '-' && b->n > 0) {
            lq_node *prev = b->nodes[b->n - 1];
            if (prev->kind == LQ_N_TEXT && !prev->verbatim) {
                while (prev->u.text.len && is_ws(prev->u.text.s[prev->u.text.len - 1]))
                    prev->u.text.len--;
            }
        }
        p->trim_next = t->len >= 5 && t->s[t->len - 3] == '-';
        if (t->type == T_VAR) {
            if (t->len < 4 || t->s[t->len - 1] != '}' || t->s[t->len - 2] != '}')
                return perr(p, "Variable '%.*s' was not properly terminated with regexp: /\\}\\}/", (int)t->len, t->s);
            const char *m = t->s + 2;
            size_t ml = t->len - 4;
            if (ml && *m == '-')
                m++, ml--;
            if (ml && m[ml - 1] == '-')
                ml--;
            lq_node *n = new_node(p, LQ_N_VAR);
            if (parse_variable(p, m, ml, &n->u.var, "{{", "}}") < 0)
                return -1;
            b->blank = false;
            body_push(p, b, &cap, n);
            continue;
        }
        /* tag: {%-?(\s*)(#|\w+)(\s*)(.*?)-?%} */
        if (t->len < 4 || t->s[t->len - 1] != '}' || t->s[t->len - 2] != '%')
            return perr(p, "Tag '%.*s' was not properly terminated with regexp: /\\%%\\}/", (int)t->len, t->s);
        const char *s = t->s + 2;
        size_t n = t->len - 4;
        if (n && *s == '-')
            s++, n--;
        size_t k = 0;
        while (k < n && is_ws(s[k])) {
            if (s[k] == '\n')
                p->line++;
            k++;
        }
        size_t ns = k;
        if (k < n && s[k] == '#')
            k++;
        else
            while (k < n && is_word(s[k]))
                k++;
        if (k == ns)
            return perr(p, "Tag '%.*s' was not properly terminated with regexp: /\\%%\\}/", (int)t->len, t->s);
        const char *name = s + ns;
        size_t nlen = k - ns;
        while (k < n && is_ws(s[k])) {
            if (s[k] == '\n')
                p->line++;
            k++;
        }
        const char *m = s + k;
        size_t ml = n - k;
        if (ml && m[ml - 1] == '-')
            ml--;
        int rc = handle_tag(p, b, &cap, name, nlen, m, ml);
        if (rc < 0)
            return -1;
        if (rc == 1) {
            end->name = name;
            end->len = nlen;
            end->markup = m;
            end->mlen = ml;
            return 0;
        }
    }
    return 0;
}

lq_variable *lq_parse_variable(sp_arena *a, const char *m, size_t len, unsigned flags)
{
    P p = {0};
    p.a = a;
    p.name = "";
    p.mode = SP_LIQUID_LAX;
    p.flags = flags;
    lq_variable *v = sp_arena_calloc(a, 1, sizeof *v);
    if (parse_variable(&p, m, len, v, "{{", "}}") < 0)
        return NULL;
    return v;
}

int sp_liquid_parse(const char *name, const char *src, size_t len, const sp_liquid_parse_options *opts,
                    sp_liquid_template **out, sp_error *err)
{
    *out = NULL;
    sp_arena *a = sp_arena_new(len > 16384 ? len * 4 : 0);
    sp_liquid_template *t = sp_arena_calloc(a, 1, sizeof *t);
    t->arena = a;
    t->name = sp_arena_strdup(a, name ? name : "");
    char *copy = sp_arena_strndup(a, src, len);
    t->src = copy;
    t->len = len;
    P p = {0};
    p.a = a;
    p.name = t->name;
    p.mode = opts ? opts->error_mode : SP_LIQUID_LAX;
    p.flags = opts ? opts->flags : 0;
    p.line_offset = opts ? opts->line_offset : 0;
    p.opts = opts;
    p.err = err;
    t->flags = p.flags;
    t->line_offset = p.line_offset;
    tok *toks;
    int nt;
    tokenize(a, copy, len, 1, &toks, &nt);
    tokstream ts = {toks, nt, 0, false};
    p.ts = &ts;
    endtag e;
    for (;;) {
        if (parse_body(&p, &t->root, &e) < 0) {
            sp_arena_free(a);
            return -1;
        }
        if (!e.name)
            break;
        if (name_is(e.name, e.len, "else") || name_is(e.name, e.len, "end"))
            perr(&p, "Unexpected outer '%.*s' tag", (int)e.len, e.name);
        else
            perr(&p, "Unknown tag '%.*s'", (int)e.len, e.name);
        sp_arena_free(a);
        return -1;
    }
    *out = t;
    return 0;
}

void sp_liquid_template_free(sp_liquid_template *t)
{
    if (t)
        sp_arena_free(t->arena);
}

const char *sp_liquid_template_name(const sp_liquid_template *t) { return t->name; }
