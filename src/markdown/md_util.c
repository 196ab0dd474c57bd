/* markdown module: attribute lists, escaping, header ids, Rouge's lexer names, options. */
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "markdown/md_internal.h"
#include "sitepub/textscan.h"

/* ---------------------------------------------------------------- attribute lists */

static char *dupn(sp_arena *a, const char *s, size_t n) { return sp_arena_strndup(a, s, n); }

void md_attrs_set(sp_arena *a, md_attrs *at, const char *key, size_t klen, const char *val, size_t vlen,
                  bool append_class)
{
    for (size_t i = 0; i < at->n; i++) {
        if (strlen(at->v[i].key) == klen && memcmp(at->v[i].key, key, klen) == 0) {
            if (append_class && klen == 5 && memcmp(key, "class", 5) == 0 && at->v[i].val[0]) {
                at->v[i].val = sp_arena_printf(a, "%s %.*s", at->v[i].val, (int)vlen, val);
            } else {
                at->v[i].val = dupn(a, val, vlen);
            }
            return;
        }
    }
    if (at->n == at->cap) {
        size_t nc = at->cap ? at->cap * 2 : 4;
        at->v = sp_arena_realloc(a, at->v, at->cap * sizeof(md_attr), nc * sizeof(md_attr));
        at->cap = nc;
    }
    at->v[at->n].key = dupn(a, key, klen);
    at->v[at->n].val = dupn(a, val, vlen);
    at->n++;
}

const char *md_attrs_get(const md_attrs *at, const char *key)
{
    for (size_t i = 0; i < at->n; i++) {
        if (strcmp(at->v[i].key, key) == 0) {
            return at->v[i].val;
        }
    }
    return NULL;
}

void md_attrs_del(md_attrs *at, const char *key)
{
    for (size_t i = 0; i < at->n; i++) {
        if (strcmp(at->v[i].key, key) == 0) {
            memmove(&at->v[i], &at->v[i + 1], (at->n - i - 1) * sizeof(md_attr));
            at->n--;
            return;
        }
    }
}

void md_attrs_add_ref(sp_arena *a, md_attrs *at, const char *ref, size_t len)
{
    if (at->nrefs == at->refcap) {
        size_t nc = at->refcap ? at->refcap * 2 : 4;
        at->refs = sp_arena_realloc(a, at->refs, at->refcap * sizeof(char *), nc * sizeof(char *));
        at->refcap = nc;
    }
    at->refs[at->nrefs++] = dupn(a, ref, len);
}

static bool is_word(unsigned char c) { return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') || c >= 0x80; }
static bool is_sp(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static bool is_alpha(unsigned char c) { return ((c | 32) >= 'a' && (c | 32) <= 'z'); }

/* kramdown ALD_TYPE_ANY scanned over s: key="v" / key='v', a reference name, or #id/.class runs; each must be
 * preceded by the start or white space and followed by white space or the end. */
void md_parse_attr_list(sp_arena *a, const char *s, size_t len, md_attrs *at)
{
    size_t p = 0;
    while (p < len) {
        /* (?:\A|\s) */
        size_t q = p;
        if (p > 0 || is_sp((unsigned char)s[0])) {
            if (!is_sp((unsigned char)s[p])) {
                p++;
                continue;
            }
            q = p + 1;
        }
        size_t end = 0;
        bool ok = false;
        /* key="value" */
        if (q < len && is_word((unsigned char)s[q])) {
            size_t k = q + 1;
            while (k < len && (is_word((unsigned char)s[k]) || s[k] == '-')) {
                k++;
            }
            if (k + 1 < len && s[k] == '=' && (s[k + 1] == '"' || s[k + 1] == '\'')) {
                char quote = s[k + 1];
                size_t v = k + 2, e = v;
                /* lazy: the first quote followed by white space or the end */
                while (e < len) {
                    if (s[e] == '}' ) {
                        break;
                    }
                    if (s[e] == '\\' && e + 1 < len && (s[e + 1] == '}' || s[e + 1] == quote)) {
                        e += 2;
                        continue;
                    }
                    if (s[e] == quote && (e + 1 == len || is_sp((unsigned char)s[e + 1]))) {
                        break;
                    }
                    e++;
                }
                if (e < len && s[e] == quote) {
                    /* unescape \} and \quote */
                    sp_buf val = SP_BUF_INIT;
                    for (size_t i = v; i < e; i++) {
                        if (s[i] == '\\' && i + 1 < e && (s[i + 1] == '}' || s[i + 1] == quote)) {
                            i++;
                        }
                        sp_buf_putc(&val, s[i]);
                    }
                    md_attrs_set(a, at, s + q, k - q, val.data ? val.data : "", val.len, false);
                    sp_buf_free(&val);
                    end = e + 1;
                    ok = true;
                }
            }
            if (!ok) {
                /* a reference name */
                if (k == len || is_sp((unsigned char)s[k])) {
                    md_attrs_add_ref(a, at, s + q, k - q);
                    end = k;
                    ok = true;
                }
            }
        }
        if (!ok && q < len && (s[q] == '#' || s[q] == '.')) {
            /* ((?:#[A-Za-z][\w:-]*|\.[^\s.#]+)+) followed by white space or end */
            size_t k = q;
            bool good = true;
            while (k < len && !is_sp((unsigned char)s[k])) {
                if (s[k] == '#') {
                    size_t b = k + 1;
                    if (b >= len || !is_alpha((unsigned char)s[b])) {
                        good = false;
                        break;
                    }
                    b++;
                    while (b < len && (is_word((unsigned char)s[b]) || s[b] == ':' || s[b] == '-')) {
                        b++;
                    }
                    k = b;
                } else if (s[k] == '.') {
                    size_t b = k + 1;
                    while (b < len && !is_sp((unsigned char)s[b]) && s[b] != '.' && s[b] != '#') {
                        b++;
                    }
                    if (b == k + 1) {
                        good = false;
                        break;
                    }
                    k = b;
                } else {
                    good = false;
                    break;
                }
            }
            if (good) {
                size_t i = q;
                while (i < k) {
                    size_t b = i + 1;
                    while (b < k && s[b] != '.' && s[b] != '#') {
                        b++;
                    }
                    if (s[i] == '.') {
                        md_attrs_set(a, at, "class", 5, s + i + 1, b - i - 1, true);
                    } else {
                        md_attrs_set(a, at, "id", 2, s + i + 1, b - i - 1, false);
                    }
                    i = b;
                }
                end = k;
                ok = true;
            }
        }
        if (ok) {
            p = end;
        } else {
            p = (p == q) ? p + 1 : p + 1;
        }
    }
}

void md_attrs_merge_ial(sp_arena *a, md_attrs *dst, const md_attrs *src)
{
    for (size_t i = 0; i < src->nrefs; i++) {
        md_attrs_add_ref(a, dst, src->refs[i], strlen(src->refs[i]));
    }
    for (size_t i = 0; i < src->n; i++) {
        md_attrs_set(a, dst, src->v[i].key, strlen(src->v[i].key), src->v[i].val, strlen(src->v[i].val), true);
    }
}


/* ---------------------------------------------------------------- escaping */

/* Length of an entity reference (&name; &#123; &#x1F;) at s, or 0. As REXML's REFERENCE_RE. */
static size_t entity_ref_len(const char *s, size_t len)
{
    if (len < 3 || s[0] != '&') {
        return 0;
    }
    size_t i = 1;
    if (s[1] == '#') {
        i = 2;
        if (i < len && s[i] == 'x') {
            i++;
            size_t st = i;
            while (i < len && ((s[i] >= '0' && s[i] <= '9') || ((s[i] | 32) >= 'a' && (s[i] | 32) <= 'f'))) {
                i++;
            }
            if (i == st) {
                return 0;
            }
        } else {
            size_t st = i;
            while (i < len && s[i] >= '0' && s[i] <= '9') {
                i++;
            }
            if (i == st) {
                return 0;
            }
        }
    } else {
        /* NAME: [\w:][-\w.:]* (roughly) */
        if (!(is_word((unsigned char)s[1]) || s[1] == ':')) {
            return 0;
        }
        i = 2;
        while (i < len && (is_word((unsigned char)s[i]) || s[i] == '-' || s[i] == '.' || s[i] == ':')) {
            i++;
        }
    }
    if (i < len && s[i] == ';') {
        return i + 1;
    }
    return 0;
}

static void escape(sp_buf *out, const char *s, size_t len, bool keep_entities, bool quote)
{
    size_t start = 0;
    sp_buf_reserve(out, len);
    for (size_t i = 0; len && (i += sp_find_html_special(s + i, len - i)) < len; i++) {
        const char *rep = NULL;
        switch (s[i]) {
        case '<': rep = "&lt;"; break;
        case '>': rep = "&gt;"; break;
        case '"':
            if (quote) {
                rep = "&quot;";
            }
            break;
        case '&':
            if (keep_entities) {
                size_t el = entity_ref_len(s + i, len - i);
                if (el) {
                    i += el - 1;
                    continue;
                }
            }
            rep = "&amp;";
            break;
        default: break;
        }
        if (rep) {
            sp_buf_append(out, s + start, i - start);
            sp_buf_puts(out, rep);
            start = i + 1;
        }
    }
    sp_buf_append(out, s + start, len - start);
}

void md_escape_text(sp_buf *out, const char *s, size_t len) { escape(out, s, len, true, false); }
void md_escape_attr(sp_buf *out, const char *s, size_t len) { escape(out, s, len, true, true); }
void md_escape_all(sp_buf *out, const char *s, size_t len) { escape(out, s, len, false, false); }

void md_write_attrs(sp_buf *out, const md_attrs *at)
{
    for (size_t i = 0; i < at->n; i++) {
        if (strcmp(at->v[i].key, "id") == 0) {
            const char *v = at->v[i].val;
            while (*v && is_sp((unsigned char)*v)) {
                v++;
            }
            if (!*v) {
                continue;
            }
        }
        sp_buf_putc(out, ' ');
        sp_buf_puts(out, at->v[i].key);
        sp_buf_puts(out, "=\"");
        md_escape_attr(out, at->v[i].val, strlen(at->v[i].val));
        sp_buf_putc(out, '"');
    }
}

/* ---------------------------------------------------------------- header ids */

static locale_t utf8_locale;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;
static void utf8_init(void)
{
    utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

/* Decode one UTF-8 character; returns its length (1 for invalid bytes, *cp = the byte). */
static size_t utf8_dec(const unsigned char *s, size_t len, unsigned *cp)
{
    unsigned c = s[0];
    size_t n = 1;
    if (c >= 0xf0 && len >= 4) {
        n = 4;
        c &= 0x07;
    } else if (c >= 0xe0 && len >= 3) {
        n = 3;
        c &= 0x0f;
    } else if (c >= 0xc0 && len >= 2) {
        n = 2;
        c &= 0x1f;
    } else {
        *cp = c;
        return 1;
    }
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            *cp = s[0];
            return 1;
        }
        c = (c << 6) | (s[i] & 0x3f);
    }
    *cp = c;
    return n;
}

static void utf8_enc(sp_buf *out, unsigned c)
{
    char b[4];
    if (c < 0x80) {
        sp_buf_putc(out, (char)c);
    } else if (c < 0x800) {
        b[0] = (char)(0xc0 | (c >> 6));
        b[1] = (char)(0x80 | (c & 0x3f));
        sp_buf_append(out, b, 2);
    } else if (c < 0x10000) {
        b[0] = (char)(0xe0 | (c >> 12));
        b[1] = (char)(0x80 | ((c >> 6) & 0x3f));
        b[2] = (char)(0x80 | (c & 0x3f));
        sp_buf_append(out, b, 3);
    } else {
        b[0] = (char)(0xf0 | (c >> 18));
        b[1] = (char)(0x80 | ((c >> 12) & 0x3f));
        b[2] = (char)(0x80 | ((c >> 6) & 0x3f));
        b[3] = (char)(0x80 | (c & 0x3f));
        sp_buf_append(out, b, 4);
    }
}

/* Ruby's \p{Word} */
static bool uni_word(unsigned c)
{
    if (c < 0x80) {
        return is_word((unsigned char)c);
    }
    return md_uni_word(c);
}

static unsigned uni_lower(unsigned c)
{
    if (c < 0x80) {
        return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }
    return utf8_locale ? (unsigned)towlower_l((wint_t)c, utf8_locale) : c;
}

void md_gfm_id(const char *text, size_t len, sp_buf *out)
{
    pthread_once(&utf8_once, utf8_init);
    const unsigned char *s = (const unsigned char *)text;
    size_t i = 0;
    while (i < len) {
        unsigned c;
        size_t n = utf8_dec(s + i, len - i, &c);
        c = uni_lower(c);
        if (c == ' ' || c == '\t') {
            sp_buf_putc(out, '-');
        } else if (c == '-' || uni_word(c)) {
            utf8_enc(out, c);
        }
        i += n;
    }
}

void sp_markdown_gfm_header_id(const char *text, size_t len, sp_buf *out) { md_gfm_id(text, len, out); }

/* kramdown basic_generate_id: gsub(/^[^a-zA-Z]+/, ''), tr('^a-zA-Z0-9 -', ''), tr(' ', '-'), downcase */
void md_basic_id(const char *text, size_t len, sp_buf *out)
{
    size_t i = 0;
    while (i < len && !is_alpha((unsigned char)text[i])) {
        i++;
    }
    for (; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (is_alpha(c)) {
            sp_buf_putc(out, (char)(c | 32));
        } else if (c >= '0' && c <= '9') {
            sp_buf_putc(out, (char)c);
        } else if (c == ' ') {
            sp_buf_putc(out, '-');
        } else if (c == '-') {
            sp_buf_putc(out, '-');
        }
    }
}

/* ---------------------------------------------------------------- Rouge 3.30's lexer tags and aliases */

/* The list is the highlight module's (one generated table: a 2-D char array, each element a NUL-padded name);
 * "guess" is kramdown's own name for Rouge's guesser. */
#include "highlight/rouge_names.h"

static int cmp_name(const void *key, const void *elem)
{
    return strcmp((const char *)key, (const char *)elem);
}

bool md_is_rouge_lexer(const char *lang, size_t len)
{
    char name[64];
    if (len == 0 || len >= sizeof name)
        return false;
    memcpy(name, lang, len);
    name[len] = '\0';
    if (!strcmp(name, "guess"))
        return true;
    return bsearch(name, rouge_names, sizeof rouge_names / sizeof rouge_names[0], sizeof rouge_names[0], cmp_name) != NULL;
}

int sp_markdown_default_code_hook(void *ctx, sp_md_code_kind kind, const char *lang, const char *code,
                                  size_t code_len, sp_buf *out, sp_error *err)
{
    (void)ctx;
    (void)kind;
    (void)err;
    size_t ll = lang ? strcspn(lang, "?") : 0;
    if (!lang || !md_is_rouge_lexer(lang, ll)) {
        return 1;
    }
    md_escape_all(out, code, code_len);
    return 0;
}

/* ---------------------------------------------------------------- quote entities */

bool md_lang_is_plaintext(const char *lang)
{
    if (!lang) {
        return false;
    }
    size_t ll = strcspn(lang, "?");
    return (ll == 9 && !memcmp(lang, "plaintext", 9)) || (ll == 4 && !memcmp(lang, "text", 4));
}

void md_gfm_lower(const char *text, size_t len, sp_buf *out)
{
    pthread_once(&utf8_once, utf8_init);
    const unsigned char *s = (const unsigned char *)text;
    for (size_t i = 0; i < len;) {
        unsigned c;
        size_t n = utf8_dec(s + i, len - i, &c);
        if (n == 1 && c >= 0x80) {
            sp_buf_putc(out, (char)s[i]);
        } else {
            utf8_enc(out, uni_lower(c));
        }
        i += n;
    }
}
