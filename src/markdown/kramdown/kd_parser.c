/* kd_parser.c: kramdown's parser driver (lib/kramdown/parser/kramdown.rb and parser/base.rb): the two ordered tables
 * of block and span parsers, parse_blocks, parse_spans, update_tree, the element tree and the scanner. */
#include "markdown/kramdown/kd.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/jit.h"

/* ---- patterns ---- */
static pthread_mutex_t re_lock = PTHREAD_MUTEX_INITIALIZER;

#define RE_JIT_TRIED(anchored) ((anchored) ? 0x10 : 0x08)
#define RE_JIT_DONE(anchored) ((anchored) ? 2 : 1)

/* The patterns made for one element (KD_RE_TEMP: an HTML element's or an extension's end tag, `<\/code\s*>`) are
 * few different ones made again and again: the first TEMP_CACHE compiled stay for the process (under re_lock;
 * a compiled pattern is read-only, shared by the threads' matches), and kd_re_free leaves them. */
#define TEMP_CACHE 128
#define RE_SHARED(anchored) ((anchored) ? 0x40 : 0x20) /* jit bit: code_a, code comes from temp_cache */
static struct {
    char *pat;
    uint32_t options;
    pcre2_code *code;
} temp_cache[TEMP_CACHE];
static size_t ntemp;

/* the pattern compiled (anchored: PCRE2_ANCHORED), once per process; JIT compiling waits for re_jit */
static pcre2_code *re_code(kd_re *re, bool anchored)
{
    pcre2_code **slot = anchored ? &re->code_a : &re->code;
    pcre2_code *c = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (c) {
        return c;
    }
    pthread_mutex_lock(&re_lock);
    if (!*slot) {
        uint32_t options = re->flags | PCRE2_UTF | (anchored ? PCRE2_ANCHORED | PCRE2_NO_START_OPTIMIZE : 0);
        bool temp = re->jit & KD_RE_NOJIT;
        size_t k = 0;
        for (; temp && k < ntemp; k++) {
            if (temp_cache[k].options == options && !strcmp(temp_cache[k].pat, re->pat)) {
                break;
            }
        }
        if (temp && k < ntemp) {
            c = temp_cache[k].code;
        } else {
            int ec;
            PCRE2_SIZE eo;
            c = pcre2_compile((PCRE2_SPTR)re->pat, PCRE2_ZERO_TERMINATED, options, &ec, &eo, NULL);
            if (!c) {
                PCRE2_UCHAR msg[256];
                pcre2_get_error_message(ec, msg, sizeof msg);
                fprintf(stderr, "kramdown: bad pattern %s at %zu: %s\n", re->pat, (size_t)eo, msg);
                abort();
            }
            char *dup = temp && ntemp < TEMP_CACHE ? strdup(re->pat) : NULL;
            if (dup) {
                temp_cache[ntemp].pat = dup;
                temp_cache[ntemp].options = options;
                temp_cache[ntemp].code = c;
                ntemp++;
            }
            temp = dup != NULL;
        }
        if (temp) {
            re->jit |= RE_SHARED(anchored);
        }
        __atomic_store_n(slot, c, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&re_lock);
    return *slot;
}

/* re->jit once the code is JIT-compiled if it can be: after KD_JIT_AFTER matches that were really run (not refused
 * by the first-byte test), interpreted. JIT compiling costs ~90k instructions a pattern; the JIT code runs a match
 * several times faster than pcre2_match interprets it. A build that converts one page (an incremental publish
 * after an edit) runs most patterns fewer times than pays for compiling them: tvm-site's longest post converted in
 * a median 1.5 ms JIT-compiling at the first match, 1.05 ms at the 128th, 0.83 ms never; 200 copies of it
 * (`sitepub build --full --disable-disk-cache -j 1`) in a median 49.8, 50.7 and 64.9 ms of CPU. (Ski rental: at
 * most about twice the cheaper of the two, whichever a build turns out to need.) Under the lock, so no thread
 * matches with the code while it is compiled. */
#define KD_JIT_AFTER 128u
static uint8_t re_jit(kd_re *re, pcre2_code *c, bool anchored)
{
    uint8_t j = __atomic_load_n(&re->jit, __ATOMIC_ACQUIRE);
    if ((j & KD_RE_NOJIT) || (j & RE_JIT_TRIED(anchored))) {
        return j;
    }
    if (__atomic_fetch_add(&re->runs[anchored], 1, __ATOMIC_RELAXED) < KD_JIT_AFTER) {
        return j; /* interpreted until then */
    }
    pthread_mutex_lock(&re_lock);
    j = re->jit;
    if (!(j & RE_JIT_TRIED(anchored))) {
        uint8_t add = RE_JIT_TRIED(anchored);
        if (sp_pcre2_jit_allowed() && pcre2_jit_compile(c, PCRE2_JIT_COMPLETE) == 0) {
            add |= RE_JIT_DONE(anchored);
        }
        __atomic_fetch_or(&re->jit, add, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&re_lock);
    return __atomic_load_n(&re->jit, __ATOMIC_ACQUIRE);
}

/* Can an anchored match of c begin with ASCII byte b? A one-byte subject matched with PCRE2_PARTIAL_HARD reports a
 * partial match whenever the matcher reached the subject's end: a plain "no match" means it failed on that byte
 * alone, so any text starting with it fails too. Most block and span patterns are tried at every line or
 * candidate and fail on the first byte. Found once per pattern and byte, for the bytes texts bring (the
 * interpreter runs it: the JIT code is compiled for complete matches only), under the lock. */
static bool re_first(kd_parser *p, kd_re *re, pcre2_code *c, unsigned b)
{
    uint8_t bit = (uint8_t)(1u << (b & 7));
    if (!(__atomic_load_n(&re->known[b >> 3], __ATOMIC_ACQUIRE) & bit)) {
        pthread_mutex_lock(&re_lock);
        if (!(re->known[b >> 3] & bit)) {
            PCRE2_UCHAR8 one = (PCRE2_UCHAR8)b;
            if (pcre2_match(c, &one, 1, 0, PCRE2_PARTIAL_HARD | PCRE2_NO_UTF_CHECK, p->md, NULL) !=
                PCRE2_ERROR_NOMATCH) {
                __atomic_fetch_or(&re->first[b >> 3], bit, __ATOMIC_RELAXED);
            }
            __atomic_fetch_or(&re->known[b >> 3], bit, __ATOMIC_RELEASE);
        }
        pthread_mutex_unlock(&re_lock);
    }
    return __atomic_load_n(&re->first[b >> 3], __ATOMIC_RELAXED) & bit;
}

void kd_re_free(kd_re *re)
{
    if (!(re->jit & RE_SHARED(false))) {
        pcre2_code_free(re->code);
    }
    if (!(re->jit & RE_SHARED(true))) {
        pcre2_code_free(re->code_a);
    }
    re->code = re->code_a = NULL;
    re->jit &= KD_RE_NOJIT;
    memset(re->first, 0, sizeof re->first);
    memset(re->known, 0, sizeof re->known);
    re->runs[0] = re->runs[1] = 0;
}

/* ---- hand-written matchers: patterns tried at (nearly) every line, matched here exactly as PCRE2 matches them
 * anchored (UTF-8 text, PCRE2's newline LF: `.` is any character but \n; \s without UCP is ASCII's six). ---- */
enum {
    FAST_LINE = 1, FAST_PARA_START, FAST_SETEXT, FAST_TABLE, FAST_BLANK, FAST_LIST_EITHER, FAST_LAZY = 8, FAST_LIST = 16
};
/* FAST_LAZY + k: KD_LIST_LAZY(k), by hand unless the line starts (after up to k spaces) with `{` or `<`, where
 * the lookahead is PCRE2's to decide */
/* FAST_LIST + 4 * marker + k: KD_LIST_FETCH(k, marker) with marker 0 [+*-], 1 \d+\., 2 : (k 3: KD_LIST_START_UL,
 * KD_LIST_START_OL, KD_DEFINITION_LIST_START); FAST_LIST_EITHER: KD_LIST_START (UL's groups 1 2, else OL's 3 4) */
static const char *const list_markers[] = {"[+*-]", "\\d+\\.", ":"};

static const struct {
    const char *pat;
    uint32_t flags;
    uint8_t id;
} fast_pats[] = {
    {KD_PARAGRAPH_MATCH, KD_M, FAST_LINE},        /* ^.*?\n */
    {KD_PARAGRAPH_START, KD_M, FAST_PARA_START},  /* ^ {0,3}[^ \t].*?\n */
    {KD_SETEXT_HEADER_START, KD_M, FAST_SETEXT},
    {KD_TABLE_START, KD_M, FAST_TABLE},
    {KD_BLANK_LINE, KD_M, FAST_BLANK},            /* (?>^\s*\n)+ */
    {KD_LIST_START, KD_M, FAST_LIST_EITHER},
    {KD_LIST_LAZY(0), KD_M, FAST_LAZY + 0},
    {KD_LIST_LAZY(1), KD_M, FAST_LAZY + 1},
    {KD_LIST_LAZY(2), KD_M, FAST_LAZY + 2},
    {KD_LIST_LAZY(3), KD_M, FAST_LAZY + 3},
};

static uint8_t fast_id(kd_re *re)
{
    uint8_t f = __atomic_load_n(&re->fast, __ATOMIC_RELAXED);
    if (!f) {
        f = KD_FAST_NONE;
        for (size_t i = 0; i < sizeof fast_pats / sizeof fast_pats[0]; i++) {
            if (re->flags == fast_pats[i].flags && !strcmp(re->pat, fast_pats[i].pat)) {
                f = fast_pats[i].id;
            }
        }
        for (int mk = 0; mk < 3 && f == KD_FAST_NONE && re->flags == KD_M; mk++) {
            for (int k = 0; k < 4; k++) {
                char pat[64]; /* KD_LIST_FETCH(k, marker) */
                snprintf(pat, sizeof pat, "^( {0,%d}%s)(" KD_PATTERN_TAIL ")", k, list_markers[mk]);
                if (!strcmp(re->pat, pat)) {
                    f = (uint8_t)(FAST_LIST + 4 * mk + k);
                }
            }
        }
        __atomic_store_n(&re->fast, f, __ATOMIC_RELAXED);
    }
    return f;
}

static bool is_space6(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* the position after up to three spaces at i */
static size_t opt_space(const char *s, size_t len, size_t i)
{
    for (int k = 0; k < 3 && i < len && s[i] == ' '; k++) {
        i++;
    }
    return i;
}

/* ^( {0,k}MARKER)([\t| ].*?\n) at i: the end (0: none), *mend the marker's */
static size_t list_line(const char *s, size_t len, size_t i, int k, int mk, size_t *mend)
{
    size_t j = i;
    for (int n = 0; n < k && j < len && s[j] == ' '; n++) {
        j++;
    }
    if (j >= len) {
        return 0;
    }
    if (mk == 0) {
        if (s[j] != '+' && s[j] != '*' && s[j] != '-') {
            return 0;
        }
        j++;
    } else if (mk == 1) {
        size_t d = j;
        while (j < len && s[j] >= '0' && s[j] <= '9') {
            j++;
        }
        if (j == d || j >= len || s[j] != '.') {
            return 0;
        }
        j++;
    } else {
        if (s[j] != ':') {
            return 0;
        }
        j++;
    }
    if (j >= len || (s[j] != '\t' && s[j] != '|' && s[j] != ' ')) {
        return 0;
    }
    const char *nl = memchr(s + j + 1, '\n', len - j - 1);
    if (!nl) {
        return 0;
    }
    *mend = j;
    return (size_t)(nl - s) + 1;
}

#define FAST_DEFER 2 /* fast_match: PCRE2 decides */

/* the anchored match at i of pattern id into m (groups unset unless the pattern sets them): 1 match, 0 none,
 * FAST_DEFER */
static int fast_match(uint8_t id, const char *s, size_t len, size_t i, kd_m *m)
{
    const char *nl;
    size_t j, end = 0;
    m->n = KD_MAXG;
    memset(m->so, 0xff, sizeof m->so);
    memset(m->eo, 0xff, sizeof m->eo);
    switch (id) {
    case FAST_LINE:
        nl = memchr(s + i, '\n', len - i);
        end = nl ? (size_t)(nl - s) + 1 : 0;
        break;
    case FAST_PARA_START: /* one character not a space or tab (\n included), then the rest of a line */
        j = opt_space(s, len, i);
        if (j >= len || s[j] == ' ' || s[j] == '\t') {
            return 0;
        }
        nl = memchr(s + j + 1, '\n', len - j - 1);
        end = nl ? (size_t)(nl - s) + 1 : 0;
        break;
    case FAST_SETEXT: {
        j = opt_space(s, len, i);
        if (j >= len || s[j] == ' ' || s[j] == '\t') {
            return 0;
        }
        nl = memchr(s + j + 1, '\n', len - j - 1); /* .* stops at the first \n and cannot give back */
        if (!nl) {
            return 0;
        }
        size_t e = (size_t)(nl - s), k = e + 1;
        if (k >= len || (s[k] != '-' && s[k] != '=')) {
            return 0;
        }
        m->so[1] = j;
        m->eo[1] = e;
        m->so[2] = k;
        m->eo[2] = k + 1;
        k++;
        while (k < len && (s[k] == '-' || s[k] == '=')) {
            k++;
        }
        while (k < len && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r' || s[k] == '\f' || s[k] == '\v')) {
            k++;
        }
        end = k < len && s[k] == '\n' ? k + 1 : 0;
        break;
    }
    case FAST_TABLE: /* a pipe first, or one not after a backslash later on the line; the line's end */
        j = opt_space(s, len, i);
        if (j >= len || is_space6((unsigned char)s[j])) {
            return 0;
        }
        nl = memchr(s + j, '\n', len - j);
        if (!nl) {
            return 0;
        }
        if (s[j] != '|') {
            const char *q = s + j + 1;
            for (;;) {
                q = memchr(q, '|', (size_t)(nl - q));
                if (!q) {
                    return 0;
                }
                if (q[-1] != '\\') {
                    break;
                }
                q++;
            }
        }
        end = (size_t)(nl - s) + 1;
        break;
    case FAST_BLANK: /* the whitespace run, up to its last \n */
        for (j = i; j < len && is_space6((unsigned char)s[j]); j++) {
            if (s[j] == '\n') {
                end = j + 1;
            }
        }
        break;
    case FAST_LIST_EITHER: {
        size_t me;
        int g = 1;
        end = list_line(s, len, i, 3, 0, &me);
        if (!end) {
            end = list_line(s, len, i, 3, 1, &me);
            g = 3;
        }
        if (end) {
            m->so[g] = i;
            m->eo[g] = me;
            m->so[g + 1] = me;
            m->eo[g + 1] = end;
        }
        break;
    }
    case FAST_LAZY + 0:
    case FAST_LAZY + 1:
    case FAST_LAZY + 2:
    case FAST_LAZY + 3: { /* (?!^ {0,k}(?:\{:...|<...)) holds where neither `{` nor `<` follows; then .*\S.*\n */
        j = i;
        for (int n = 0; n < id - FAST_LAZY && j < len && s[j] == ' '; n++) {
            j++;
        }
        if (j < len && (s[j] == '{' || s[j] == '<')) {
            return FAST_DEFER;
        }
        nl = memchr(s + i, '\n', len - i);
        if (!nl) {
            return 0;
        }
        for (j = i; j < (size_t)(nl - s) && is_space6((unsigned char)s[j]); j++) {
        }
        end = j < (size_t)(nl - s) ? (size_t)(nl - s) + 1 : 0;
        break;
    }
    default: {
        size_t me;
        int mk = (id - FAST_LIST) / 4, k = (id - FAST_LIST) % 4;
        end = list_line(s, len, i, k, mk, &me);
        if (end) {
            m->so[1] = i;
            m->eo[1] = me;
            m->so[2] = me;
            m->eo[2] = end;
        }
        break;
    }
    }
    if (!end) {
        return 0;
    }
    m->so[0] = i;
    m->eo[0] = end;
    return 1;
}

/* The matcher's work is bounded per document: a pattern that backtracks past the bound does not match. */
bool kd_match_at(kd_parser *p, kd_re *re, const char *s, size_t len, size_t start, bool anchored, kd_m *m)
{
    if (anchored) {
        uint8_t f = fast_id(re);
        if (f != KD_FAST_NONE) {
            kd_m fm;
            int r = fast_match(f, s, len, start, &fm);
            if (r != FAST_DEFER) {
                if (r) {
                    *m = fm;
                }
                return r; /* m untouched on no match, as PCRE2 leaves it */
            }
        }
    }
    pcre2_code *c = re_code(re, anchored);
    unsigned char b0 = start < len ? (unsigned char)s[start] : 0x80;
    uint8_t j = __atomic_load_n(&re->jit, __ATOMIC_ACQUIRE);
    if (anchored && !(j & KD_RE_NOJIT) && b0 < 0x80 && !re_first(p, re, c, b0)) {
        return false; /* cannot begin with this byte */
    }
    j = re_jit(re, c, anchored);
    int r = (j & RE_JIT_DONE(anchored)) /* the JIT code without pcre2_match's checks and dispatch */
                ? pcre2_jit_match(c, (PCRE2_SPTR)s + start, len - start, 0, 0, p->md, p->mctx)
                : pcre2_match(c, (PCRE2_SPTR)s + start, len - start, 0, PCRE2_NO_UTF_CHECK, p->md, p->mctx);
    if (r < 0) {
        return false;
    }
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(p->md);
    uint32_t n = r == 0 || (uint32_t)r > KD_MAXG ? KD_MAXG : (uint32_t)r; /* the pairs past r are unset */
    m->n = (int)pcre2_get_ovector_count(p->md) > KD_MAXG ? KD_MAXG : (int)pcre2_get_ovector_count(p->md);
    for (uint32_t i = 0; i < n; i++) {
        if (ov[2 * i] == PCRE2_UNSET) {
            m->so[i] = m->eo[i] = (size_t)-1;
        } else {
            m->so[i] = ov[2 * i] + start;
            m->eo[i] = ov[2 * i + 1] + start;
        }
    }
    for (uint32_t i = n; i < KD_MAXG; i++) {
        m->so[i] = m->eo[i] = (size_t)-1;
    }
    return true;
}

bool kd_check(kd_parser *p, kd_re *re) { return kd_match_at(p, re, p->src->s, p->src->len, p->src->pos, true, &p->src->m); }

bool kd_scan(kd_parser *p, kd_re *re)
{
    if (!kd_check(p, re)) {
        return false;
    }
    p->src->pos = p->src->m.eo[0];
    return true;
}

bool kd_scan_until(kd_parser *p, kd_re *re)
{
    if (!kd_match_at(p, re, p->src->s, p->src->len, p->src->pos, false, &p->src->m)) {
        p->work += (p->src->len - p->src->pos) / 16;
        return false;
    }
    p->work += (p->src->m.eo[0] - p->src->pos) / 16;
    p->src->pos = p->src->m.eo[0];
    return true;
}

bool kd_group(const kd_src *src, int i, const char **s, size_t *n)
{
    if (i >= KD_MAXG || src->m.so[i] == (size_t)-1) {
        *s = NULL;
        *n = 0;
        return false;
    }
    *s = src->s + src->m.so[i];
    *n = src->m.eo[i] - src->m.so[i];
    return true;
}

/* @src.current_line_number: counted on from the last position asked for (the scanner mostly moves forward) */
int kd_line(const kd_src *src)
{
    kd_src *m = (kd_src *)src;
    size_t pos = src->pos < src->len ? src->pos : src->len;
    if (pos < m->lpos) {
        m->lpos = 0;
        m->lcount = 0;
    }
    for (const char *q = src->s + m->lpos, *e = src->s + pos; (q = memchr(q, '\n', (size_t)(e - q))); q++) {
        m->lcount++;
    }
    m->lpos = pos;
    return src->line0 + m->lcount;
}

char *kd_strndup(kd_parser *p, const char *s, size_t n) { return sp_arena_strndup(p->a, s ? s : "", s ? n : 0); }

/* ---- maps ---- */
static size_t hash_str(const char *s)
{
    size_t h = 1469598103934665603ull;
    for (; *s; s++) {
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    }
    return h;
}

void *kd_map_get(const kd_map *m, const char *key)
{
    if (!m->hcap) {
        return NULL;
    }
    for (size_t i = hash_str(key) & (m->hcap - 1);; i = (i + 1) & (m->hcap - 1)) {
        size_t k = m->slots[i];
        if (!k) {
            return NULL;
        }
        if (!strcmp(m->v[k - 1].key, key)) {
            return m->v[k - 1].val;
        }
    }
}

void kd_map_put(kd_parser *p, kd_map *m, const char *key, void *val)
{
    if (m->hcap) {
        for (size_t i = hash_str(key) & (m->hcap - 1);; i = (i + 1) & (m->hcap - 1)) {
            size_t k = m->slots[i];
            if (!k) {
                break;
            }
            if (!strcmp(m->v[k - 1].key, key)) {
                m->v[k - 1].val = val;
                return;
            }
        }
    }
    if (m->n == m->cap) {
        size_t nc = m->cap ? m->cap * 2 : 8;
        m->v = sp_arena_realloc(p->pa, m->v, m->cap * sizeof *m->v, nc * sizeof *m->v);
        m->cap = nc;
    }
    m->v[m->n].key = sp_arena_strdup(p->pa, key);
    m->v[m->n].val = val;
    m->n++;
    if (m->n * 2 > m->hcap) {
        size_t nh = m->hcap ? m->hcap * 2 : 16;
        while (m->n * 2 > nh) {
            nh *= 2;
        }
        m->slots = sp_arena_calloc(p->pa, nh, sizeof *m->slots);
        m->hcap = nh;
        for (size_t k = 0; k < m->n; k++) {
            size_t i = hash_str(m->v[k].key) & (nh - 1);
            while (m->slots[i]) {
                i = (i + 1) & (nh - 1);
            }
            m->slots[i] = k + 1;
        }
    } else {
        size_t i = hash_str(key) & (m->hcap - 1);
        while (m->slots[i]) {
            i = (i + 1) & (m->hcap - 1);
        }
        m->slots[i] = m->n;
    }
}

/* ---- elements ---- */
kd_el *kd_new(kd_parser *p, kd_type t)
{
    kd_el *e = sp_arena_calloc(p->a, 1, sizeof *e);
    e->type = t;
    e->all = p->all;
    p->all = e;
    return e;
}

void kd_append(kd_el *parent, kd_el *child)
{
    child->parent = parent;
    child->next = NULL;
    child->prev = parent->last;
    if (parent->last) {
        parent->last->next = child;
    } else {
        parent->first = child;
    }
    parent->last = child;
}

void kd_remove(kd_el *parent, kd_el *child)
{
    if (child->prev) {
        child->prev->next = child->next;
    } else {
        parent->first = child->next;
    }
    if (child->next) {
        child->next->prev = child->prev;
    } else {
        parent->last = child->prev;
    }
    child->next = child->prev = NULL;
    child->parent = NULL;
}

kd_el *kd_new_block(kd_parser *p, kd_type t)
{
    kd_el *e = kd_new(p, t);
    if (p->block_ial) {
        e->ial = p->block_ial;
        p->block_ial = NULL;
    }
    return e;
}

void kd_add_text(kd_parser *p, const char *s, size_t n, kd_el *tree, kd_type type)
{
    kd_el *last = tree->last;
    if (last && last->type == type) {
        sp_buf_append(&last->val, s, n);
    } else if (n) {
        kd_el *e = kd_new(p, type);
        sp_buf_append(&e->val, s, n);
        e->has_val = true;
        kd_append(tree, e);
    }
}

void kd_free_tree(kd_parser *p)
{
    for (kd_el *e = p->all; e; e = e->all) {
        sp_buf_free(&e->val);
    }
    p->all = NULL;
}

/* ---- the environment stack (@stack) ---- */
bool kd_over_budget(const kd_parser *p) { return p->work_limit && p->work > p->work_limit; }

bool kd_fail_depth(kd_parser *p)
{
    if (!p->failed) {
        p->failed = true;
        int line = p->tree && p->tree->line ? p->tree->line : p->src ? kd_line(p->src) : 0;
        sp_error_set(p->err, SP_ERR_INPUT, NULL, line, 0, "Markdown nesting deeper than %d levels",
                     MD_MAX_DEPTH);
    }
    return false;
}

void kd_stack_push(kd_parser *p, kd_el *t)
{
    if (p->nstack == p->stackcap) {
        size_t nc = p->stackcap ? p->stackcap * 2 : 32;
        kd_el **ns = realloc(p->stack, nc * sizeof *p->stack); /* on the heap: it outlives a streamed chunk */
        if (!ns) {
            abort();
        }
        p->stack = ns;
        p->stackcap = nc;
    }
    p->stack[p->nstack++] = t;
}

void kd_stack_pop(kd_parser *p) { p->nstack--; }

bool kd_stack_has(kd_parser *p, kd_type t)
{
    for (size_t i = 0; i < p->nstack; i++) {
        if (p->stack[i] && p->stack[i]->type == t) {
            return true;
        }
    }
    return false;
}

/* ---- the parser tables (kramdown.rb initialize, gfm.rb initialize) ---- */
#define DEF(n, pat, fl) static kd_re re_##n = KD_RE_INIT(pat, fl);
DEF(blank_line, KD_BLANK_LINE, KD_M)
DEF(codeblock, KD_INDENT, KD_M)
DEF(codeblock_fenced, KD_FENCED_CODEBLOCK_START, KD_M)
DEF(blockquote, KD_BLOCKQUOTE_START, KD_M)
DEF(atx_header, KD_ATX_HEADER_START, KD_M)
DEF(hr, KD_HR_START, KD_M)
DEF(list, KD_LIST_START, KD_M)
DEF(deflist, KD_DEFINITION_LIST_START, KD_M)
DEF(block_html, "^" KD_OPT_SPACE "<(" KD_UNAME "|!--|\\/)", KD_M)
DEF(setext, KD_SETEXT_HEADER_START, KD_M)
DEF(block_math, "^" KD_OPT_SPACE "(\\\\)?\\$\\$(.*?)\\$\\$(\\s*?\\n)?", KD_MS)
DEF(table, KD_TABLE_START, KD_M)
DEF(fn_def, "^" KD_OPT_SPACE "\\[\\^(" KD_ALD_ID_NAME ")\\]:\\s*?(.*?\\n" KD_CODEBLOCK_MATCH ")", KD_M)
DEF(link_def,
    "^" KD_OPT_SPACE "\\[([^\\n\\]]+)\\]:[ \\t]*(?:<(.*?)>|([^\\n]*?\\S[^\\n]*?))(?:(?:[ \\t]*?\\n|[ \\t]+?)[ \\t]*?([\"'])(.+?)\\4)?[ \\t]*?\\n",
    KD_M)
DEF(abbrev_def, "^" KD_OPT_SPACE "\\*\\[(.+?)\\]:(.*?)\\n", KD_M)
DEF(block_ext, "^" KD_OPT_SPACE "\\{:", KD_M)
DEF(eob, KD_EOB_MARKER, KD_M)
DEF(paragraph, KD_PARAGRAPH_START, KD_M)

static const kd_def d_blank_line = {"blank_line", &re_blank_line, NULL, kd_parse_blank_line};
static const kd_def d_codeblock = {"codeblock", &re_codeblock, NULL, kd_parse_codeblock};
static const kd_def d_codeblock_fenced = {"codeblock_fenced_gfm", &re_codeblock_fenced, NULL,
                                          kd_parse_codeblock_fenced_gfm};
static const kd_def d_blockquote = {"blockquote", &re_blockquote, NULL, kd_parse_blockquote};
static const kd_def d_atx_header = {"atx_header_gfm", &re_atx_header, NULL, kd_parse_atx_header_gfm};
static const kd_def d_hr = {"horizontal_rule", &re_hr, NULL, kd_parse_horizontal_rule};
static const kd_def d_list = {"list", &re_list, NULL, kd_parse_list};
static const kd_def d_deflist = {"definition_list", &re_deflist, NULL, kd_parse_definition_list};
static const kd_def d_block_html = {"block_html", &re_block_html, NULL, kd_parse_block_html};
static const kd_def d_setext = {"setext_header", &re_setext, NULL, kd_parse_setext_header};
static const kd_def d_block_math = {"block_math", &re_block_math, NULL, kd_parse_block_math};
static const kd_def d_table = {"table", &re_table, NULL, kd_parse_table};
static const kd_def d_fn_def = {"footnote_definition", &re_fn_def, NULL, kd_parse_footnote_definition};
static const kd_def d_link_def = {"link_definition", &re_link_def, NULL, kd_parse_link_definition};
static const kd_def d_abbrev_def = {"abbrev_definition", &re_abbrev_def, NULL, kd_parse_abbrev_definition};
static const kd_def d_block_ext = {"block_extensions", &re_block_ext, NULL, kd_parse_block_extensions};
static const kd_def d_eob = {"eob_marker", &re_eob, NULL, kd_parse_eob_marker};
static const kd_def d_paragraph = {"paragraph", &re_paragraph, NULL, kd_parse_paragraph};

/* kramdown's @block_parsers with GFM's replacements (codeblock_fenced_gfm, atx_header_gfm) */
static const kd_def *const block_parsers[] = {
    &d_blank_line, &d_codeblock, &d_codeblock_fenced, &d_blockquote, &d_atx_header, &d_hr,
    &d_list, &d_deflist, &d_block_html, &d_setext, &d_block_math, &d_table,
    &d_fn_def, &d_link_def, &d_abbrev_def, &d_block_ext, &d_eob, &d_paragraph,
};

DEF(emphasis, "(?:\\*\\*?|__?)", KD_M)
DEF(codespan, "`+", KD_M)
DEF(autolink, "<((mailto|https?|ftps?):.+?|[\\p{L}\\p{M}\\p{Nd}\\-_.]+?@[\\p{L}\\p{M}\\p{Nd}\\-_.]+?)>", KD_M)
DEF(span_html, "<(" KD_UNAME "|!--|\\/)", KD_M)
DEF(fn_marker, "\\[\\^(" KD_ALD_ID_NAME ")\\]", KD_M)
DEF(link, "!?\\[(?=[^^])", KD_M)
DEF(smart_quotes, "[^\\\\]?[\"']", KD_M)
DEF(inline_math, "\\$\\$(.*?)\\$\\$", KD_MS)
DEF(span_ext, "\\{:", KD_M)
DEF(html_entity, "&([\\w:][\\-\\w\\.:]*);|&#(\\d+);|&\\#x([0-9a-fA-F]+);", KD_M)
DEF(typo, "---|--|\\.\\.\\.|\\\\<<|\\\\>>|<< | >>|<<|>>", KD_M)
DEF(line_break, "(  |\\\\\\\\)(?=\\n)", KD_M)
DEF(escaped_gfm, "\\\\([\\\\.*_+`<>()\\[\\]{}#!:\\|\"'\\$=\\-~])", KD_M)
DEF(strike, "~~(?!\\s|~).*?[^\\s~]~~", KD_MS)

static const kd_def d_emphasis = {"emphasis", &re_emphasis, "\\*|_", kd_parse_emphasis};
const kd_def kd_def_codespan = {"codespan", &re_codespan, "`", kd_parse_codespan};
static const kd_def d_autolink = {"autolink", &re_autolink, "<", kd_parse_autolink};
const kd_def kd_def_span_html = {"span_html", &re_span_html, "<", kd_parse_span_html};
static const kd_def d_fn_marker = {"footnote_marker", &re_fn_marker, "\\[", kd_parse_footnote_marker};
static const kd_def d_link = {"link", &re_link, "!?\\[", kd_parse_link};
static const kd_def d_smart_quotes = {"smart_quotes", &re_smart_quotes, "[^\\\\]?[\"']", kd_parse_smart_quotes};
static const kd_def d_inline_math = {"inline_math", &re_inline_math, "\\$", kd_parse_inline_math};
static const kd_def d_span_ext = {"span_extensions", &re_span_ext, "\\{:", kd_parse_span_extensions};
static const kd_def d_html_entity = {"html_entity", &re_html_entity, "&", kd_parse_html_entity};
static const kd_def d_typo = {"typographic_syms", &re_typo, "--|\\.\\.\\.|(?:\\\\| )?(?:<<|>>)",
                              kd_parse_typographic_syms};
static const kd_def d_line_break = {"line_break", &re_line_break, "(  |\\\\\\\\)(?=\\n)", kd_parse_line_break};
static const kd_def d_escaped_gfm = {"escaped_chars_gfm", &re_escaped_gfm, "\\\\", kd_parse_escaped_chars_gfm};
static const kd_def d_strike = {"strikethrough_gfm", &re_strike, "~~", kd_parse_strikethrough_gfm};

/* kramdown's @span_parsers with GFM's: escaped_chars_gfm, strikethrough_gfm last; line_break dropped with
 * hard_wrap */
static const kd_def *const span_parsers[] = {
    &d_emphasis, &kd_def_codespan, &d_autolink, &kd_def_span_html, &d_fn_marker, &d_link, &d_smart_quotes,
    &d_inline_math, &d_span_ext, &d_html_entity, &d_typo, &d_line_break, &d_escaped_gfm, &d_strike,
};
static const kd_def *const span_parsers_hw[] = {
    &d_emphasis, &kd_def_codespan, &d_autolink, &kd_def_span_html, &d_fn_marker, &d_link, &d_smart_quotes,
    &d_inline_math, &d_span_ext, &d_html_entity, &d_typo, &d_escaped_gfm, &d_strike,
};
static kd_re span_start_all = KD_RE_INIT(KD_SPAN_START_ALL, KD_M);
static kd_re span_start_hw = KD_RE_INIT(KD_SPAN_START_HW, KD_M);

/* The first position at or after i where span_start_all (hw: span_start_hw) can match, or len: a superset of
 * them, found a byte at a time (PCRE2 has no first-character set for these patterns, because of smart quotes'
 * `[^\\]?["']`, and tries the whole alternation at every position). Each alternative's first character, and
 * the second one where the first is ambiguous; any character (not a backslash) before a quote. i is on a
 * character boundary, and so is the result. */
static size_t span_candidate(const char *s, size_t len, size_t i, bool hw)
{
    /* 1: a match can start here; other values name the byte that must follow */
    static const unsigned char first[256] = {
        ['*'] = 1, ['_'] = 1, ['`'] = 1, ['<'] = 1, ['['] = 1, ['\\'] = 1, ['"'] = 1, ['\''] = 1, ['$'] = 1,
        ['&'] = 1, ['.'] = '.', ['-'] = '-', ['{'] = ':', ['~'] = '~', ['!'] = '[', ['>'] = '>', [' '] = ' ',
    };
    while (i < len) {
        /* a run of ASCII characters none of which can be one (f 0, or a pair's first without its second), unless
         * the next is a quote: only the run's last can have one after it, and then it is (a quote ends the run) */
        size_t j = i;
        while (j < len) {
            while (j < len && (unsigned char)s[j] < 0x80 && !first[(unsigned char)s[j]]) {
                j++;
            }
            if (j >= len) {
                break;
            }
            unsigned char c = (unsigned char)s[j], f = c < 0x80 ? first[c] : 1;
            if (f == 1) {
                break;
            }
            if (f) {
                char nx = j + 1 < len ? s[j + 1] : 0;
                if (nx == (char)f || nx == '"' || nx == '\'' || (c == ' ' && (nx == '<' || nx == '>'))) {
                    break;
                }
            }
            j++;
        }
        if (j > i) {
            if (j < len && (s[j] == '"' || s[j] == '\'')) {
                return j - 1;
            }
            i = j;
            continue;
        }
        unsigned char c = (unsigned char)s[i];
        size_t k = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        char nx = i + k < len ? s[i + k] : 0;
        unsigned char f = first[c];
        if (f == 1 || nx == '"' || nx == '\'') {
            return i;
        }
        if (f && (nx == (char)f || (c == ' ' && (nx == '<' || nx == '>')))) {
            if (!(c == ' ' && nx == ' ' && hw)) { /* "  \n" is a line break, which hard_wrap drops */
                return i;
            }
        }
        i += k;
    }
    return len;
}

size_t kd_span_candidate(const char *s, size_t len, size_t i, bool hw) { return span_candidate(s, len, i, hw); }

/* kd_match_at(span_start, from pos) for the full span tables, through span_candidate */
static bool span_start_at(kd_parser *p, kd_re *span_start, const kd_src *src, kd_m *m)
{
    bool hw = span_start == &span_start_hw;
    if (!hw && span_start != &span_start_all) {
        return kd_match_at(p, span_start, src->s, src->len, src->pos, false, m);
    }
    for (size_t c = span_candidate(src->s, src->len, src->pos, hw); c < src->len;) {
        if (kd_match_at(p, span_start, src->s, src->len, c, true, m)) {
            return true;
        }
        unsigned char b = (unsigned char)src->s[c];
        c = span_candidate(src->s, src->len, c + (b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4), hw);
    }
    return false;
}

/* ---- parse_blocks ---- */
/* A block parser's start pattern can match only where its guard says so (a necessary condition, so skipping the
 * match where it fails changes nothing): the patterns begin with up to three spaces (greedy, and what follows
 * them is not a space) and a literal. t: the line after its first spaces (sp of them, at most 3), rem bytes. */
typedef bool (*guard_fn)(const char *t, size_t rem, size_t sp);
static bool g_codeblock(const char *t, size_t rem, size_t sp) /* ^(?:\t| {4}) */
{
    return rem && ((sp == 0 && t[0] == '\t') || (sp == 3 && t[0] == ' '));
}
static bool g_fenced(const char *t, size_t rem, size_t sp) /* ^[ ]{0,3}[~`]{3,} */
{
    (void)sp;
    for (size_t k = 0; k < 3; k++) {
        if (k >= rem || (t[k] != '~' && t[k] != '`')) {
            return false;
        }
    }
    return true;
}
static bool g_blockquote(const char *t, size_t rem, size_t sp) { return (void)sp, rem && t[0] == '>'; }
static bool g_hr(const char *t, size_t rem, size_t sp) { return (void)sp, rem && (t[0] == '*' || t[0] == '-' || t[0] == '_'); }
static bool list_tail(const char *t, size_t rem, size_t k) { return k < rem && (t[k] == '\t' || t[k] == '|' || t[k] == ' '); }
static bool g_list(const char *t, size_t rem, size_t sp) /* [+*-] or \d+\. then [\t| ] */
{
    (void)sp;
    if (!rem) {
        return false;
    }
    if (t[0] == '+' || t[0] == '*' || t[0] == '-') {
        return list_tail(t, rem, 1);
    }
    size_t k = 0;
    while (k < rem && t[k] >= '0' && t[k] <= '9') {
        k++;
    }
    return k && k < rem && t[k] == '.' && list_tail(t, rem, k + 1);
}
static bool g_deflist(const char *t, size_t rem, size_t sp) { return (void)sp, rem && t[0] == ':' && list_tail(t, rem, 1); }
static bool g_html(const char *t, size_t rem, size_t sp) { return (void)sp, rem && t[0] == '<'; }
static bool g_math(const char *t, size_t rem, size_t sp) /* (\\)?\$\$ */
{
    (void)sp;
    size_t k = rem && t[0] == '\\';
    return k + 2 <= rem && t[k] == '$' && t[k + 1] == '$';
}
static bool g_fn_def(const char *t, size_t rem, size_t sp) { return (void)sp, rem >= 2 && t[0] == '[' && t[1] == '^'; }
static bool g_link_def(const char *t, size_t rem, size_t sp) /* \[([^\n\]]+)\]: */
{
    (void)sp;
    if (!rem || t[0] != '[') {
        return false;
    }
    size_t k = 1;
    while (k < rem && t[k] != ']' && t[k] != '\n') {
        k++;
    }
    return k > 1 && k + 1 < rem && t[k] == ']' && t[k + 1] == ':';
}
static bool g_abbrev_def(const char *t, size_t rem, size_t sp) { return (void)sp, rem >= 2 && t[0] == '*' && t[1] == '['; }
static bool g_block_ext(const char *t, size_t rem, size_t sp) { return (void)sp, rem >= 2 && t[0] == '{' && t[1] == ':'; }

/* block_parsers' guards, in order (NULL: none; the patterns matched by hand need none) */
static const guard_fn block_guards[] = {
    NULL, g_codeblock, g_fenced, g_blockquote, NULL /* atx: ^#, first byte */, g_hr, g_list, g_deflist, g_html,
    NULL /* setext */, g_math, NULL /* table */, g_fn_def, g_link_def, g_abbrev_def, g_block_ext,
    NULL /* eob: ^\^, first byte */, NULL /* paragraph */,
};
_Static_assert(sizeof block_guards / sizeof block_guards[0] == sizeof block_parsers / sizeof block_parsers[0],
               "a guard for each block parser");

bool kd_block_guard(size_t i, const char *s, size_t len, size_t pos, kd_re **start)
{
    if (i >= sizeof block_parsers / sizeof block_parsers[0]) {
        *start = NULL;
        return true;
    }
    *start = block_parsers[i]->start;
    size_t t = opt_space(s, len, pos); /* as kd_parse_blocks calls it */
    return !block_guards[i] || block_guards[i](s + t, len - t, t - pos);
}

/* streamed: source bytes between attempts to flush the top-level blocks. A text shorter than KD_STREAM_MIN is
 * converted whole (one parse; its tree is small). SITEPUB_MD_CHUNK=N (tests) streams every text, trying after N
 * bytes (1: after every top-level block). */
#define KD_CHUNK 16384
#define KD_STREAM_MIN 65536
static void kd_flush(kd_parser *p, bool all);

bool kd_parse_blocks(kd_parser *p, kd_el *el, const char *text, size_t len, bool *stopped)
{
    if (p->failed) {
        return false;
    }
    if (p->nstack >= MD_MAX_DEPTH) {
        return kd_fail_depth(p);
    }
    kd_stack_push(p, p->tree);
    kd_el *saved_tree = p->tree;
    kd_src *saved_src = p->src;
    md_attrs *saved_ial = p->block_ial;
    p->tree = el;
    p->block_ial = NULL;
    kd_src local;
    if (text) {
        memset(&local, 0, sizeof local);
        local.s = text;
        local.len = len;
        local.line0 = el->line ? el->line : 1;
        p->src = &local;
    }
    *stopped = false;
    while (p->src->pos < p->src->len && !p->failed) {
        bool done = false;
        const kd_src *src = p->src;
        size_t sp = opt_space(src->s, src->len, src->pos);
        const char *t = src->s + sp;
        size_t rem = src->len - sp;
        sp -= src->pos;
        for (size_t i = 0; i < p->nblock && !done; i++) {
            const kd_def *d = p->block_parsers[i];
            size_t pos = p->src->pos;
            if (block_guards[i] && p->src == src && pos + sp == (size_t)(t - src->s) && !block_guards[i](t, rem, sp)) {
                continue; /* the pattern cannot match here */
            }
            if (kd_check(p, d->start)) {
                int r = d->fn(p);
                if (r == 2) { /* throw :stop_block_parsing */
                    *stopped = true;
                    goto out;
                }
                /* a parser that reports success without consuming input would be called again on the same
                 * position for ever: it counts as not matching */
                done = r != 0 && p->src->pos > pos;
                if (!done) {
                    p->src->pos = pos;
                }
            }
        }
        if (!done) { /* "this should not occur": add the line as text */
            const char *s = p->src->s + p->src->pos;
            const char *nl = memchr(s, '\n', p->src->len - p->src->pos);
            size_t n = nl ? (size_t)(nl - s) + 1 : p->src->len - p->src->pos;
            kd_add_text(p, s, n, p->tree, p->text_type);
            p->src->pos += n;
        }
        if (p->pass && el == p->root && p->src->pos - p->flush_pos >= p->chunk) {
            kd_flush(p, false);
        }
    }
out:
    p->tree = saved_tree;
    p->src = saved_src;
    p->block_ial = saved_ial;
    kd_stack_pop(p);
    return true;
}

/* ---- parse_spans ---- */
typedef struct stop_cache {
    size_t from, at; /* a search from `from` found the stop at `at` ((size_t)-1: none) */
    bool valid;
    kd_m m;
} stop_cache;

bool kd_parse_spans(kd_parser *p, kd_el *el, kd_re *stop_re, kd_stop_fn stop, void *ctx, const kd_def *const *parsers,
                    size_t nparsers, kd_re *span_start, kd_type text_type)
{
    if (p->failed) {
        return false;
    }
    if (p->nstack >= MD_MAX_DEPTH) {
        return kd_fail_depth(p);
    }
    kd_el *saved_tree = p->tree;
    kd_type saved_tt = p->text_type;
    if (p->tree) {
        kd_stack_push(p, p->tree);
    }
    p->tree = el;
    p->text_type = text_type;
    if (!parsers) {
        parsers = p->span_parsers;
        nparsers = p->nspan;
        span_start = p->span_start_all;
    }
    bool found = false;
    stop_cache sc = {0};
    kd_src *src = p->src;
    while (src->pos < src->len && !found && !p->failed) {
        p->work++;
        kd_m m;
        size_t at = src->len;
        bool have = span_start_at(p, span_start, src, &m);
        if (have) {
            at = m.so[0];
        }
        bool stop_here = false;
        if (stop_re) {
            if (!sc.valid || sc.from > src->pos || (sc.at != (size_t)-1 && sc.at < src->pos)) {
                sc.valid = true;
                sc.from = src->pos;
                sc.at = kd_match_at(p, stop_re, src->s, src->len, src->pos, false, &sc.m) ? sc.m.so[0] : (size_t)-1;
            }
            if (sc.at != (size_t)-1 && sc.at <= at) {
                at = sc.at;
                have = true;
                stop_here = true;
            }
        }
        if (!have) {
            if (!stop_re) {
                kd_add_text(p, src->s + src->pos, src->len - src->pos, p->tree, p->text_type);
                src->pos = src->len;
            }
            break;
        }
        kd_add_text(p, src->s + src->pos, at - src->pos, p->tree, p->text_type);
        src->pos = at;
        if (stop_here && kd_check(p, stop_re)) {
            found = stop ? stop(p, ctx) : true;
        }
        bool processed = false;
        if (!found) {
            for (size_t i = 0; i < nparsers; i++) {
                size_t pos = src->pos;
                if (kd_check(p, parsers[i]->start)) {
                    parsers[i]->fn(p);
                    processed = true;
                    if (src->pos == pos && !p->failed) { /* a parser that consumed nothing: take a char */
                        processed = false;
                    }
                    break;
                }
            }
            if (!processed && src->pos < src->len) {
                size_t n = 1;
                while (src->pos + n < src->len && ((unsigned char)src->s[src->pos + n] & 0xC0) == 0x80) {
                    n++;
                }
                kd_add_text(p, src->s + src->pos, n, p->tree, p->text_type);
                src->pos += n;
            }
        }
    }
    p->tree = saved_tree;
    p->text_type = saved_tt;
    if (saved_tree) {
        kd_stack_pop(p);
    }
    return found;
}

/* ---- attributes (extensions.rb, kramdown.rb update_attr_with_ial) ---- */
void kd_parse_attribute_list(kd_parser *p, const char *s, size_t n, md_attrs *at) { md_parse_attr_list(p->a, s, n, at); }

void kd_update_ial_with_ial(kd_parser *p, md_attrs *ial, const md_attrs *opts) { md_attrs_merge_ial(p->a, ial, opts); }

void kd_update_attr_with_ial(kd_parser *p, md_attrs *attr, const md_attrs *ial, int depth)
{
    if (depth > 32) {
        return;
    }
    for (size_t i = 0; i < ial->nrefs; i++) {
        md_attrs *ref = kd_map_get(&p->alds, ial->refs[i]);
        if (ref) {
            kd_update_attr_with_ial(p, attr, ref, depth + 1);
        }
    }
    for (size_t i = 0; i < ial->n; i++) {
        md_attrs_set(p->a, attr, ial->v[i].key, strlen(ial->v[i].key), ial->v[i].val, strlen(ial->v[i].val),
                     !strcmp(ial->v[i].key, "class"));
    }
}

/* block_boundary.rb */
static kd_re re_block_boundary = KD_RE_INIT(KD_BLANK_LINE "|" KD_EOB_MARKER "|" KD_IAL_BLOCK_START "|\\Z", KD_M);

bool kd_after_block_boundary(kd_parser *p)
{
    kd_el *l = p->tree->last;
    return !l || l->type == KD_BLANK || (l->type == KD_EOB && !l->has_val) || p->block_ial;
}

bool kd_before_block_boundary(kd_parser *p)
{
    kd_m m;
    return kd_match_at(p, &re_block_boundary, p->src->s, p->src->len, p->src->pos, true, &m);
}

/* ---- update_tree ---- */
static void update_raw_text(kd_parser *p, kd_el *item);

/* carry (top level of a streamed conversion): in, the last block written before was a blank (eobs aside), so a
 * leading blank joins it; out, whether the last one here is */
static void update_tree(kd_parser *p, kd_el *element, int depth, bool *carry)
{
    if (depth > MD_MAX_DEPTH + 8) {
        kd_fail_depth(p);
        return;
    }
    kd_el joined; /* stands for the blank already written */
    kd_el *last_blank = carry && *carry ? &joined : NULL;
    for (kd_el *c = element->first, *next; c && !p->failed; c = next) {
        next = c->next;
        if (c->type == KD_RAW_TEXT) {
            last_blank = NULL;
            kd_src s = {0};
            s.s = c->val.data ? c->val.data : "";
            s.len = c->val.len;
            s.line0 = c->line;
            p->src = &s;
            p->tree = NULL;
            p->nstack = 0;
            p->work = 0;
            p->work_limit = 8 * s.len + 4096;
            kd_el tmp;
            memset(&tmp, 0, sizeof tmp);
            tmp.type = element->type;
            tmp.cmodel = element->cmodel;
            kd_parse_spans(p, &tmp, NULL, NULL, NULL, NULL, 0, NULL, KD_TEXT);
            /* splice tmp's children in place of c */
            for (kd_el *k = tmp.first, *kn; k; k = kn) {
                kn = k->next;
                k->parent = element;
                k->prev = c->prev;
                k->next = c;
                if (c->prev) {
                    c->prev->next = k;
                } else {
                    element->first = k;
                }
                c->prev = k;
            }
            kd_remove(element, c);
            sp_buf_free(&c->val); /* parsed: its text is not needed again */
        } else if (c->type == KD_EOB) {
            if (c->ial) {
                kd_update_attr_with_ial(p, &c->attr, c->ial, 0);
            }
            kd_remove(element, c);
        } else if (c->type == KD_BLANK) {
            if (last_blank) {
                if (last_blank != &joined) {
                    sp_buf_append(&last_blank->val, c->val.data, c->val.len);
                }
                kd_remove(element, c);
            } else {
                last_blank = c;
            }
        } else {
            last_blank = NULL;
            update_tree(p, c, depth + 1, NULL);
            if (c->ial) {
                kd_update_attr_with_ial(p, &c->attr, c->ial, 0);
            }
            if (c->type == KD_DT || c->type == KD_HEADER) { /* GFM: auto_id_stripping is always on */
                update_raw_text(p, c);
            }
        }
    }
    if (carry) {
        *carry = last_blank != NULL;
    }
}

static void raw_text_of(kd_parser *p, kd_el *e, sp_buf *b, int depth)
{
    if (depth > MD_MAX_DEPTH + 8) {
        return;
    }
    for (kd_el *c = e->first; c; c = c->next) {
        switch (c->type) {
        case KD_TEXT: case KD_CODESPAN: case KD_MATH:
            sp_buf_append(b, c->val.data, c->val.len);
            break;
        case KD_ENTITY: case KD_SMART_QUOTE: case KD_TYPOGRAPHIC_SYM: {
            unsigned cp = c->cp;
            if (c->type == KD_TYPOGRAPHIC_SYM && !strcmp(c->name, "laquo_space")) {
                sp_buf_puts(b, "\xc2\xab\xc2\xa0"); /* gfm.rb: "«" and a no-break space */
                break;
            }
            if (c->type == KD_TYPOGRAPHIC_SYM && !strcmp(c->name, "raquo_space")) {
                sp_buf_puts(b, "\xc2\xa0\xc2\xbb");
                break;
            }
            char u[4];
            int n = 0;
            if (cp < 0x80) {
                u[n++] = (char)cp;
            } else if (cp < 0x800) {
                u[n++] = (char)(0xC0 | (cp >> 6));
                u[n++] = (char)(0x80 | (cp & 0x3F));
            } else if (cp < 0x10000) {
                u[n++] = (char)(0xE0 | (cp >> 12));
                u[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                u[n++] = (char)(0x80 | (cp & 0x3F));
            } else {
                u[n++] = (char)(0xF0 | (cp >> 18));
                u[n++] = (char)(0x80 | ((cp >> 12) & 0x3F));
                u[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                u[n++] = (char)(0x80 | (cp & 0x3F));
            }
            sp_buf_append(b, u, (size_t)n);
            break;
        }
        default:
            raw_text_of(p, c, b, depth + 1);
        }
    }
}

static void update_raw_text(kd_parser *p, kd_el *item)
{
    sp_buf b = SP_BUF_INIT;
    raw_text_of(p, item, &b, 0);
    item->raw_text = kd_strndup(p, b.data, b.len);
    sp_buf_free(&b);
}

/* ---- streaming (see kd.h) ---- */
md_attrs kd_attrs_copy(sp_arena *a, const md_attrs *src)
{
    md_attrs r = {0};
    for (size_t i = 0; i < src->n; i++) {
        md_attrs_set(a, &r, src->v[i].key, strlen(src->v[i].key), src->v[i].val, strlen(src->v[i].val), false);
    }
    for (size_t i = 0; i < src->nrefs; i++) {
        md_attrs_add_ref(a, &r, src->refs[i], strlen(src->refs[i]));
    }
    return r;
}

static md_attrs *attrs_dup(sp_arena *a, const md_attrs *src)
{
    md_attrs *r = sp_arena_calloc(a, 1, sizeof *r);
    *r = kd_attrs_copy(a, src);
    return r;
}

kd_el *kd_new_def_eob(kd_parser *p, const char *name)
{
    kd_el *e;
    /* pass 1: a link's or an abbreviation's definition keeps its eob (the IAL after it gives the link or abbr its
     * attributes), so it outlives its chunk; a footnote's attributes are never written, its eob is an element */
    if (p->pass == 1 && strcmp(name, "footnote_def")) {
        e = sp_arena_calloc(p->pa, 1, sizeof *e);
        e->type = KD_EOB;
        e->persist = true;
        if (p->block_ial) {
            e->ial = attrs_dup(p->pa, p->block_ial);
            p->block_ial = NULL;
        }
    } else {
        e = kd_new_block(p, KD_EOB);
    }
    e->has_val = true;
    e->name = name;
    return e;
}

/* pass 1 over a finished tree: the abbreviation definitions update_tree will see (into f's list for a footnote
 * definition's content, which is seen only if that definition is the one kept), and lists with a {:toc} reference */
void kd_walk_defs(kd_parser *p, kd_el *el, kd_fndef *f)
{
    for (kd_el *c = el->first; c; c = c->next) {
        if (c->type == KD_EOB && c->persist && c->name && !strcmp(c->name, "abbrev_def")) {
            if (!f) {
                c->visited = true;
            } else {
                if (f->nabbr == f->abbrcap) {
                    size_t nc = f->abbrcap ? f->abbrcap * 2 : 4;
                    f->abbr = sp_arena_realloc(p->pa, f->abbr, f->abbrcap * sizeof *f->abbr, nc * sizeof *f->abbr);
                    f->abbrcap = nc;
                }
                f->abbr[f->nabbr++] = c;
            }
        } else if ((c->type == KD_UL || c->type == KD_OL) && c->ial) {
            for (size_t i = 0; i < c->ial->nrefs; i++) {
                p->has_toc |= !strcmp(c->ial->refs[i], "toc");
            }
        }
        if (c->first) {
            kd_walk_defs(p, c, f);
        }
    }
}

static void free_chain(kd_parser *p)
{
    for (kd_el *e = p->all; e; e = e->all) {
        sp_buf_free(&e->val);
    }
    p->all = NULL;
}

void kd_stream_reset(kd_parser *p)
{
    if (p->pass == 2) {
        free_chain(p);
        sp_arena_reset(p->a);
    }
}

kd_el *kd_fn_content(kd_parser *p, kd_fndef *f)
{
    if (!f || f->content || !f->text) {
        return f ? f->content : NULL;
    }
    kd_el *el = kd_new(p, KD_FOOTNOTE_DEF);
    el->line = f->line;
    p->work = p->work_limit = 0; /* a block parse: no span budget */
    bool stopped;
    kd_parse_blocks(p, el, f->text, f->tlen, &stopped);
    if (!p->failed) {
        update_tree(p, el, 0, NULL);
        kd_replace_abbreviations(p, el);
    }
    return el;
}

/* The first top-level block a later one may still change: kramdown's parsers look back at the last block (a
 * paragraph or blank continues, an IAL attaches), and a definition list takes the paragraph (and a one-line
 * blank) before it and joins the list before those (directly or across a blank). */
static kd_el *first_kept(kd_el *root)
{
    kd_el *L = root->last, *P = NULL;
    if (!L) {
        return NULL;
    }
    if (L->type == KD_P) {
        P = L;
    } else if (L->type == KD_BLANK && L->val.len == 1 && L->val.data[0] == '\n' && L->prev && L->prev->type == KD_P) {
        P = L->prev;
    } else if (L->type == KD_BLANK && L->prev && L->prev->type == KD_DL) {
        return L->prev; /* a paragraph and a definition next join that list */
    }
    if (!P) {
        return L;
    }
    kd_el *X = P->prev;
    if (X && X->type == KD_DL) {
        return X;
    }
    if (X && X->type == KD_BLANK && X->prev && X->prev->type == KD_DL) {
        return X->prev;
    }
    return P;
}

/* a kept block that is cheap to move to the next chunk: a blank, an eob, a paragraph of raw text */
static bool movable(const kd_el *e)
{
    if (e->type == KD_BLANK || e->type == KD_EOB) {
        return !e->first;
    }
    if (e->type != KD_P) {
        return false;
    }
    for (const kd_el *c = e->first; c; c = c->next) {
        if (c->type != KD_RAW_TEXT || c->first) {
            return false;
        }
    }
    return true;
}

static kd_el *move_el(kd_parser *p, kd_el *e)
{
    if (e->persist) {
        return e;
    }
    kd_el *c = sp_arena_alloc(p->a, sizeof *c);
    *c = *e;
    memset(&e->val, 0, sizeof e->val); /* the bytes move with it */
    c->attr = kd_attrs_copy(p->a, &e->attr);
    c->ial = e->ial ? attrs_dup(p->a, e->ial) : NULL;
    c->first = c->last = c->next = c->prev = c->parent = NULL;
    c->all = p->all;
    p->all = c;
    for (kd_el *k = e->first; k; k = k->next) {
        kd_append(c, move_el(p, k));
    }
    return c;
}

/* Write (pass 2) or look through (pass 1) the top-level blocks no later block can change, then free them: the
 * blocks kept move to the other chunk arena. all: the document is parsed, every block goes. */
static void kd_flush(kd_parser *p, bool all)
{
    kd_el *root = p->root;
    kd_el *keep = all ? NULL : first_kept(root);
    if (keep == root->first) {
        return;
    }
    for (kd_el *k = keep; k; k = k->next) {
        if (!movable(k)) {
            return; /* try again after the next block */
        }
    }
    kd_el fin;
    memset(&fin, 0, sizeof fin);
    fin.type = KD_ROOT;
    fin.line = 1;
    fin.first = root->first;
    if (keep) {
        fin.last = keep->prev;
        keep->prev->next = NULL;
        keep->prev = NULL;
        root->first = keep;
    } else {
        fin.last = root->last;
        root->first = root->last = NULL;
    }
    for (kd_el *c = fin.first; c; c = c->next) {
        c->parent = &fin;
        p->flushed++;
    }
    kd_src *src = p->src;
    kd_el *tree = p->tree;
    size_t nstack = p->nstack, work = p->work, work_limit = p->work_limit;
    kd_el *stack0 = nstack ? p->stack[0] : NULL;
    kd_type tt = p->text_type;
    if (p->pass == 1) {
        kd_walk_defs(p, &fin, NULL);
    } else {
        update_tree(p, &fin, 0, &p->blank_carry);
        if (!p->failed) {
            kd_replace_abbreviations(p, &fin);
        }
        if (!p->failed && p->o.input_gfm) {
            kd_el more; /* the document goes on: no block here is the root's last */
            memset(&more, 0, sizeof more);
            more.type = KD_TEMP;
            if (!all) {
                kd_append(&fin, &more);
            }
            kd_gfm_update_elements(p, &fin);
            if (!all) {
                kd_remove(&fin, &more);
            }
        }
        for (kd_el *c = fin.first; c && !p->failed; c = c->next) {
            kd_html_block(p->w, c, p->out);
        }
    }
    p->src = src;
    p->tree = tree;
    p->nstack = nstack;
    if (nstack) {
        p->stack[0] = stack0;
    }
    p->work = work;
    p->work_limit = work_limit;
    p->text_type = tt;
    /* the kept blocks and a pending IAL move to the other arena; this one is emptied */
    sp_arena *old = p->a;
    kd_el *old_all = p->all;
    p->a = p->spare;
    p->all = NULL;
    kd_el *k = root->first;
    root->first = root->last = NULL;
    for (kd_el *next; k; k = next) {
        next = k->next;
        kd_append(root, move_el(p, k));
    }
    if (p->block_ial) {
        p->block_ial = attrs_dup(p->a, p->block_ial);
    }
    kd_el *moved_all = p->all;
    p->all = old_all;
    free_chain(p);
    p->all = moved_all;
    for (kd_el *c = root->first; c; c = c->next) {
        if (c->persist) {
            c->all = p->all;
            p->all = c;
        }
    }
    sp_arena_reset(old);
    p->spare = old;
    p->flush_pos = p->src ? p->src->pos : 0;
}

/* ---- the document (Kramdown::Parser::Kramdown#parse, GFM#parse) ---- */
/* The length of the valid UTF-8 character at s (1..4), or 0 */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t k = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    if (!k || k > n) {
        return 0;
    }
    for (size_t i = 1; i < k; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            return 0;
        }
    }
    if (k == 3) {
        unsigned cp = ((c & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (s[2] & 0x3F);
        if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)) {
            return 0;
        }
    } else if (k == 4) {
        unsigned cp = ((c & 0x07) << 18) | ((s[1] & 0x3F) << 12) | ((s[2] & 0x3F) << 6) | (s[3] & 0x3F);
        if (cp < 0x10000 || cp > 0x10FFFF) {
            return 0;
        }
    }
    return k;
}

/* parser/base.rb adapt_source: CRLF and CR to LF, one final newline. The patterns run without a UTF check, so a
 * byte that is not UTF-8 becomes U+FFFD (kramdown refuses such a text; sitepub's reader checks it first). A text
 * that needs none of that (UTF-8, no CR, a final newline) is used as it is: *text points to it, out stays empty. */
static void adapt_source(const char *s, size_t n, sp_buf *out, const char **text, size_t *tlen)
{
    bool same = n && s[n - 1] == '\n';
    for (size_t i = 0; i < n && same;) {
        uint64_t w;
        if (i + 8 <= n) { /* eight ASCII bytes, none a CR, at a time */
            memcpy(&w, s + i, 8);
            uint64_t cr = w ^ 0x0d0d0d0d0d0d0d0dull;
            if (!((w | ((cr - 0x0101010101010101ull) & ~cr)) & 0x8080808080808080ull)) {
                i += 8;
                continue;
            }
        }
        unsigned char c = (unsigned char)s[i];
        if (c < 0x80) {
            same = c != '\r';
            i++;
            continue;
        }
        size_t k = utf8_len((const unsigned char *)s + i, n - i);
        same = k != 0;
        i += k;
    }
    if (same) {
        *text = s;
        *tlen = n;
        return;
    }
    sp_buf_grow(out, n + 2);
    for (size_t i = 0; i < n;) {
        size_t run = i; /* a run of ASCII other than CR goes in one piece */
        while (run < n && (unsigned char)s[run] < 0x80 && s[run] != '\r') {
            run++;
        }
        if (run > i) {
            sp_buf_append(out, s + i, run - i);
            i = run;
            continue;
        }
        size_t k = utf8_len((const unsigned char *)s + i, n - i);
        if (!k) {
            sp_buf_puts(out, "\xef\xbf\xbd");
            i++;
        } else if (s[i] == '\r') {
            sp_buf_putc(out, '\n');
            i += (i + 1 < n && s[i + 1] == '\n') ? 2 : 1;
        } else {
            sp_buf_append(out, s + i, k);
            i += k;
        }
    }
    if (out->len && out->data[out->len - 1] == '\n') { /* chomp! */
        out->len--;
    }
    sp_buf_putc(out, '\n');
    *text = out->data;
    *tlen = out->len;
}

int kd_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err)
{
    kd_parser p;
    memset(&p, 0, sizeof p);
    if (opts) {
        p.o = *opts;
    } else {
        sp_markdown_options_init(&p.o);
    }
    p.err = err;
    p.pa = sp_arena_new(0);
    p.md = pcre2_match_data_create(KD_MAXG, NULL);
    p.mctx = pcre2_match_context_create(NULL);
    pcre2_set_match_limit(p.mctx, 1000000);
    p.block_parsers = block_parsers;
    p.nblock = sizeof block_parsers / sizeof block_parsers[0];
    if (p.o.hard_wrap) {
        p.span_parsers = span_parsers_hw;
        p.nspan = sizeof span_parsers_hw / sizeof span_parsers_hw[0];
        p.span_start_all = &span_start_hw;
    } else {
        p.span_parsers = span_parsers;
        p.nspan = sizeof span_parsers / sizeof span_parsers[0];
        p.span_start_all = &span_start_all;
    }
    p.text_type = KD_RAW_TEXT;
    sp_buf copy = SP_BUF_INIT;
    const char *text;
    size_t tlen;
    adapt_source(src, len, &copy, &text, &tlen);
    p.root = sp_arena_calloc(p.pa, 1, sizeof *p.root);
    p.root->type = KD_ROOT;
    p.root->line = 1;
    kd_src top = {0};
    top.s = "";
    p.src = &top;
    size_t from = out->len;
    bool stopped;
    int rc = -1;
    /* {::options} changes options for the rest of the parse and, with its last values, for the whole conversion:
     * such a document is converted whole */
    const char *ch = getenv("SITEPUB_MD_CHUNK");
    size_t chunk = ch && atol(ch) > 0 ? (size_t)atol(ch) : 0;
    bool streamed = (tlen >= KD_STREAM_MIN || chunk) && !memmem(text, tlen, "{::options", 10);
    if (!streamed) {
        p.a = p.pa;
        kd_parse_blocks(&p, p.root, text, tlen, &stopped);
        p.src = &top;
        if (!p.failed) {
            update_tree(&p, p.root, 0, NULL);
            kd_replace_abbreviations(&p, p.root);
            for (size_t i = 0; i < p.footnotes.n; i++) {
                kd_fndef *f = p.footnotes.v[i].val;
                update_tree(&p, f->content, 0, NULL);
                kd_replace_abbreviations(&p, f->content);
            }
            if (p.o.input_gfm) { /* `input: kramdown`: kramdown's own parser, whose ids the converter makes */
                kd_gfm_update_elements(&p, p.root);
            }
            p.has_toc = true;
            kw *w = kd_html_begin(&p, out);
            for (kd_el *c = p.root->first; c; c = c->next) {
                kd_html_block(w, c, out);
            }
            rc = kd_html_end(w, out);
        }
    } else {
        p.a = sp_arena_new(0);
        p.spare = sp_arena_new(0);
        p.chunk = chunk ? chunk : KD_CHUNK;
        p.pass = 1;
        kd_parse_blocks(&p, p.root, text, tlen, &stopped);
        p.src = &top;
        if (!p.failed) {
            kd_flush(&p, true);
            /* update_tree gives an abbreviation's eob its attributes where it sees it */
            for (size_t i = 0; i < p.footnotes.n; i++) {
                kd_fndef *f = p.footnotes.v[i].val;
                for (size_t k = 0; k < f->nabbr; k++) {
                    f->abbr[k]->visited = true;
                }
            }
            for (size_t i = 0; i < p.abbrevs.n; i++) {
                kd_el *eob = p.abbrevs.v[i].val;
                if (eob->visited && eob->ial) {
                    KD_PERSIST_BEGIN(&p);
                    kd_update_attr_with_ial(&p, &eob->attr, eob->ial, 0);
                    KD_PERSIST_END(&p);
                }
            }
            p.root->first = p.root->last = NULL;
            p.flushed = p.flush_pos = 0;
            p.block_ial = NULL;
            p.pass = 2;
            kd_stream_reset(&p);
            p.w = kd_html_begin(&p, out);
            p.out = out;
            kd_parse_blocks(&p, p.root, text, tlen, &stopped);
            p.src = &top;
            if (!p.failed) {
                kd_flush(&p, true);
            }
            /* kramdown span-parses every footnote definition after the text, before writing anything: one nested
             * too deep fails the conversion even when nothing refers to it (only a text of MD_MAX_DEPTH bytes can) */
            for (size_t i = 0; i < p.footnotes.n && !p.failed; i++) {
                kd_fndef *f = p.footnotes.v[i].val;
                if (f->tlen >= MD_MAX_DEPTH) {
                    kd_fn_content(&p, f);
                    kd_stream_reset(&p);
                }
            }
            rc = kd_html_end(p.w, out);
            if (p.failed) {
                rc = -1;
            }
        }
    }
    if (rc != 0) {
        sp_buf_truncate(out, from);
    }
    free_chain(&p);
    sp_buf_free(&copy);
    free(p.stack);
    pcre2_match_data_free(p.md);
    pcre2_match_context_free(p.mctx);
    if (p.a != p.pa) {
        sp_arena_free(p.a);
        sp_arena_free(p.spare);
    }
    sp_arena_free(p.pa);
    if (!out->data) {
        sp_buf_puts(out, "");
    }
    return rc;
}
