/* highlight/engine.c: the Rouge RegexLexer engine on PCRE2 (see engine.h). */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "highlight/engine.h"
#include "sitepub/highlight.h"

#include <pcre2.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/jit.h"



#define HL_OVEC_PAIRS 64
#define HL_MAX_NULL_SCANS 5
#define HL_MAX_NESTING 200

const char *const hl_token_short[T__COUNT] = {
#define HL_TOKEN_SHORT(id, qual, short) short,
    HL_TOKENS(HL_TOKEN_SHORT)
#undef HL_TOKEN_SHORT
};
const char *const hl_token_qualname[T__COUNT] = {
#define HL_TOKEN_QUAL(id, qual, short) qual,
    HL_TOKENS(HL_TOKEN_QUAL)
#undef HL_TOKEN_QUAL
};

/* ---------- compiled languages ---------- */

/* Patterns are compiled when first needed, in two forms. At first use of a lexer state, each of its rules gets
 * `code`: compiled unanchored (which gives PCRE2's start-of-match data, for the first-byte filter) and without
 * PCRE2_MATCH_INVALID_UTF; the interpreter runs it with PCRE2_ANCHORED and PCRE2_NO_UTF_CHECK at match time, on
 * text checked once to be valid UTF-8. (With PCRE2_MATCH_INVALID_UTF, PCRE2 10.42's interpreter re-checks the
 * whole rest of the subject on every call, which made each attempt cost time proportional to what is left.)
 * Once a rule has been tried HL_JIT_AFTER times, or meets invalid UTF-8, one thread makes `full`: compiled
 * anchored with PCRE2_MATCH_INVALID_UTF, as before, and JIT-compiled; it is published with a release store and
 * never changes or is freed after that.
 * The threshold, from instruction counts (callgrind, JIT allowed) of the highlighting in a build of tvm-site: making
 * the full form costs about 70,000 instructions (JIT: 60,000), an interpreted attempt about 1,300 more than a JIT
 * one, so a rule pays for its JIT code after some 55 attempts. The total was flat from 16 to 64 tries (30.4M
 * instructions, against 40.5M when every pattern was compiled and JIT-compiled up front), 31.8M at 128, 33.1M at
 * 256, 31.0M at 1 (JIT-compile every rule tried) and 46.0M never JIT-compiling. */
#ifndef HL_JIT_AFTER
#define HL_JIT_AFTER 64
#endif

typedef struct hl_crule {
    const hl_rule *r;
    pcre2_code *code;              /* the interpreter's (see above); NULL: not compiled yet, or did not compile */
    _Atomic(pcre2_code *) jit;     /* full once it is made and JIT-compiled: what the step loop runs */
    _Atomic(pcre2_code *) full;    /* anchored, MATCH_INVALID_UTF, JIT-compiled if possible; NULL until made */
    atomic_int full_state;         /* 0: not made, 1: being made by one thread, 2: made (full NULL: failed) */
    atomic_uint tries;             /* attempts before full was made */
    int compiled;                  /* code and first were made (under the language's lock) */
    int st, idx;                   /* state and index of the rule in hl_state.rules */
    int bol;                       /* copy of r->bol */
    int any;                       /* may start with any byte (or match empty) */
    uint8_t first[32];             /* else: the bytes a match can start with */
} hl_crule;

/* A rule in a state's candidate list for a byte. A rule has one such entry per state and byte it may start with;
 * each entry keeps its own copy of cr->jit, filled in the first time the entry is tried after the rule got hot, so
 * that the step loop reads one pointer next to the flags it already reads. */
typedef struct hl_cand {
    _Atomic(pcre2_code *) jit; /* cr->jit once seen here; NULL: ask match_cold */
    hl_crule *cr;
    uint8_t bol;
    uint8_t fn;          /* an instance-dependent rule (r->fn) (patterns that did not compile are not candidates) */
} hl_cand;

typedef struct hl_cstate {
    atomic_int ready;   /* the rules below are compiled and cand is built (release store, under the lock) */
    hl_crule **flat;    /* own rules and mixed-in rules, in Rouge's order */
    int n;
    int by_byte[257];   /* rules that can start with byte b: cand[by_byte[b] .. by_byte[b+1]) */
    struct hl_cand *cand; /* candidate rules, in order (what the step loop reads, kept together) */
} hl_cstate;

typedef struct hl_clang {
    atomic_int ready;   /* own and states are allocated and flat lists made (nothing compiled yet) */
    pthread_mutex_t lock; /* one per language: languages compile in parallel */
    int failures;
    int fail_s, fail_i; /* the first failure (state, rule) in table order */
    char first_error[256];
    hl_crule **own;   /* per state: its own rules (hl_state.rules, the inherited ones in the place of HL_INHERIT) */
    int *nown;        /* per state: how many */
    hl_cstate *states;
} hl_clang;

static hl_clang g_clang[HL_MAX_LANGS];
static pthread_once_t g_clang_once = PTHREAD_ONCE_INIT;
static pcre2_compile_context *g_cc; /* newline LF; read-only once made, shared by all threads */

static void clang_init(void)
{
    for (int i = 0; i < HL_MAX_LANGS; i++)
        if (pthread_mutex_init(&g_clang[i].lock, NULL) != 0)
            abort();
    g_cc = pcre2_compile_context_create(NULL);
    if (!g_cc)
        abort();
    pcre2_set_newline(g_cc, PCRE2_NEWLINE_LF);
}

static int lang_index(const hl_lang *lang)
{
    for (int i = 0; hl_langs[i]; i++)
        if (hl_langs[i] == lang)
            return i;
    return -1;
}

static const char *state_name(const hl_lang *lang, int s);

static int rule_end(const hl_rule *r) { return !r->re && !r->fn && r->mixin < 0 && !r->inherit; }

/* The rules of state st of lang with its HL_INHERIT rules replaced by the parent's rules of that state (in
 * turn expanded): written to dst (when not NULL) from index k on; returns k plus their count. */
static int expand_rules(const hl_lang *lang, int st, const hl_rule **dst, int k, int depth)
{
    if (depth > 16 || st >= lang->nstates)
        return k;
    if (!lang->states[st].rules) /* the parent's state, whole */
        return lang->parent ? expand_rules(lang->parent, st, dst, k, depth + 1) : k;
    for (const hl_rule *r = lang->states[st].rules; !rule_end(r); r++) {
        if (r->inherit) {
            if (lang->parent)
                k = expand_rules(lang->parent, st, dst, k, depth + 1);
        } else {
            if (dst)
                dst[k] = r;
            k++;
        }
    }
    return k;
}

static int count_rules(const hl_clang *cl, int st) { return cl->nown[st]; }

static int flat_count(const hl_clang *cl, int st, int depth)
{
    if (depth > 32)
        return 0;
    int n = 0;
    for (int i = 0; i < cl->nown[st]; i++) {
        const hl_rule *r = cl->own[st][i].r;
        n += (r->re || r->fn) ? 1 : flat_count(cl, r->mixin, depth + 1);
    }
    return n;
}

static void flat_fill(hl_clang *cl, int st, hl_crule **dst, int *k, int depth)
{
    if (depth > 32)
        return;
    for (int i = 0; i < cl->nown[st]; i++) {
        const hl_rule *r = cl->own[st][i].r;
        if (r->re || r->fn)
            dst[(*k)++] = &cl->own[st][i];
        else
            flat_fill(cl, r->mixin, dst, k, depth + 1);
    }
}

/* The compile options of a rule (UCP: \b is Unicode as in Ruby; \w, \d, \s are spelled out in ASCII by the port
 * script). */
static uint32_t rule_opts(const hl_rule *r)
{
    uint32_t o = PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE;
    if (r->opts & HL_I)
        o |= PCRE2_CASELESS;
    if (r->opts & HL_X)
        o |= PCRE2_EXTENDED;
    if (r->opts & HL_M)
        o |= PCRE2_DOTALL;
    return o;
}

/* The bytes a match can start with, from PCRE2's start-of-match optimization data (which PCRE2 computes only for
 * unanchored patterns). Any doubt leaves cr->any set. */
static void first_bytes(const pcre2_code *code, hl_crule *cr)
{
    cr->any = 1;
    uint32_t minlen = 0, type = 0, unit = 0;
    const uint8_t *bitmap = NULL;
    pcre2_pattern_info(code, PCRE2_INFO_MINLENGTH, &minlen);
    pcre2_pattern_info(code, PCRE2_INFO_FIRSTCODETYPE, &type);
    if (minlen > 0 && type == 1) {
        pcre2_pattern_info(code, PCRE2_INFO_FIRSTCODEUNIT, &unit);
        if (unit < 0x80) {
            memset(cr->first, 0, sizeof cr->first);
            uint32_t lo = unit >= 'A' && unit <= 'Z' ? unit + 32 : unit;
            uint32_t up = unit >= 'a' && unit <= 'z' ? unit - 32 : unit;
            cr->first[lo >> 3] |= (uint8_t)(1u << (lo & 7));
            cr->first[up >> 3] |= (uint8_t)(1u << (up & 7));
            cr->any = 0;
        }
    } else if (minlen > 0 && type == 0 && pcre2_pattern_info(code, PCRE2_INFO_FIRSTBITMAP, &bitmap) == 0 && bitmap) {
        memcpy(cr->first, bitmap, sizeof cr->first);
        cr->any = 0;
    }
}

/* Compile one rule's interpreter form and first bytes (once; under cl->lock). */
static void compile_rule(const hl_lang *lang, hl_clang *cl, hl_crule *cr)
{
    int s = cr->st, i = cr->idx;
    if (cr->compiled)
        return;
    cr->compiled = 1;
    if (!cr->r->re) {
        cr->any = 1; /* r->fn */
        return;
    }
    int errcode;
    PCRE2_SIZE erroff;
    cr->code = pcre2_compile((PCRE2_SPTR)cr->r->re, PCRE2_ZERO_TERMINATED, rule_opts(cr->r), &errcode, &erroff, g_cc);
    if (!cr->code) {
        /* a pattern that does not compile never matches (its full form is not made either) */
        atomic_store_explicit(&cr->full_state, 2, memory_order_relaxed);
        cr->any = 0; /* and no first byte: never a candidate */
        if (cl->failures++ == 0 || s < cl->fail_s || (s == cl->fail_s && i < cl->fail_i)) {
            PCRE2_UCHAR msg[160];
            pcre2_get_error_message(errcode, msg, sizeof msg);
            snprintf(cl->first_error, sizeof cl->first_error, "%s state %s rule %d at %zu: %s", lang->tag,
                     state_name(lang, s), i, (size_t)erroff, (const char *)msg);
            cl->fail_s = s;
            cl->fail_i = i;
        }
        return;
    }
    first_bytes(cr->code, cr);
}

/* Allocate a language's tables (no pattern is compiled here). */
static void setup_lang(const hl_lang *lang, hl_clang *cl)
{
    cl->own = calloc((size_t)lang->nstates, sizeof(*cl->own));
    cl->nown = calloc((size_t)lang->nstates, sizeof(*cl->nown));
    cl->states = calloc((size_t)lang->nstates, sizeof(*cl->states));
    if (!cl->own || !cl->nown || !cl->states)
        abort();
    for (int s = 0; s < lang->nstates; s++) {
        int n = expand_rules(lang, s, NULL, 0, 0);
        const hl_rule **rules = malloc(((size_t)n + 1) * sizeof *rules);
        cl->own[s] = calloc((size_t)n + 1, sizeof(hl_crule));
        if (!rules || !cl->own[s])
            abort();
        expand_rules(lang, s, rules, 0, 0);
        for (int i = 0; i < n; i++) {
            cl->own[s][i].r = rules[i];
            cl->own[s][i].bol = rules[i]->bol;
            cl->own[s][i].st = s;
            cl->own[s][i].idx = i;
        }
        cl->nown[s] = n;
        free(rules);
    }
    for (int s = 0; s < lang->nstates; s++) {
        int n = flat_count(cl, s, 0);
        cl->states[s].flat = calloc((size_t)n + 1, sizeof(hl_crule *));
        if (!cl->states[s].flat)
            abort();
        int k = 0;
        flat_fill(cl, s, cl->states[s].flat, &k, 0);
        cl->states[s].n = k;
    }
}

/* Compile the rules a state tries (its own and mixed-in ones) and build its candidate lists: at the first time a
 * lexer enters the state. */
__attribute__((noinline)) static void prepare_state(const hl_lang *lang, hl_clang *cl, int s)
{
    hl_cstate *cs = &cl->states[s];
    pthread_mutex_lock(&cl->lock);
    if (!atomic_load_explicit(&cs->ready, memory_order_relaxed)) {
        for (int i = 0; i < cs->n; i++)
            compile_rule(lang, cl, cs->flat[i]);
        /* one pass over (byte, rule) into a scratch list of rule indexes, then the candidates in exact size */
        int k = cs->n;
        uint64_t(*mask)[4] = calloc((size_t)k + 1, sizeof *mask);
        uint16_t *tmp = malloc(((size_t)k * 256 + 1) * sizeof *tmp);
        if (!mask || !tmp)
            abort();
        for (int i = 0; i < k; i++)
            for (int w = 0; w < 4; w++) {
                uint64_t m = 0;
                for (int j = 0; j < 8; j++)
                    m |= (uint64_t)cs->flat[i]->first[w * 8 + j] << (8 * j);
                mask[i][w] = cs->flat[i]->any ? ~(uint64_t)0 : m;
            }
        int at = 0;
        for (int b = 0; b < 256; b++) {
            cs->by_byte[b] = at;
            for (int i = 0; i < k; i++)
                if ((mask[i][b >> 6] >> (b & 63)) & 1)
                    tmp[at++] = (uint16_t)i;
        }
        cs->cand = calloc((size_t)at + 1, sizeof *cs->cand);
        if (!cs->cand)
            abort();
        for (int j = 0; j < at; j++) {
            hl_crule *cr = cs->flat[tmp[j]];
            atomic_init(&cs->cand[j].jit, atomic_load_explicit(&cr->jit, memory_order_acquire));
            cs->cand[j].cr = cr;
            cs->cand[j].bol = (uint8_t)cr->bol;
            cs->cand[j].fn = (uint8_t)(cr->r->fn != NULL);
        }
        free(tmp);
        free(mask);
        cs->by_byte[256] = at;
        atomic_store_explicit(&cs->ready, 1, memory_order_release);
    }
    pthread_mutex_unlock(&cl->lock);
}

static hl_clang *get_clang(const hl_lang *lang)
{
    int i = lang_index(lang);
    if (i < 0 || i >= HL_MAX_LANGS)
        return NULL;
    hl_clang *cl = &g_clang[i];
    if (atomic_load_explicit(&cl->ready, memory_order_acquire))
        return cl;
    pthread_once(&g_clang_once, clang_init);
    pthread_mutex_lock(&cl->lock);
    if (!atomic_load_explicit(&cl->ready, memory_order_relaxed)) {
        if (lang->states)
            setup_lang(lang, cl);
        atomic_store_explicit(&cl->ready, 1, memory_order_release);
    }
    pthread_mutex_unlock(&cl->lock);
    return cl;
}

/* Make a rule's full form (see above). The thread that wins the compare-and-swap compiles it; a thread that finds
 * it being made gets NULL, or waits for it when wait is set. */
static pcre2_code *make_full(hl_crule *cr, int wait)
{
    int st = 0;
    if (atomic_compare_exchange_strong_explicit(&cr->full_state, &st, 1, memory_order_acq_rel,
                                                memory_order_acquire)) {
        int errcode;
        PCRE2_SIZE erroff;
        pcre2_code *code = pcre2_compile((PCRE2_SPTR)cr->r->re, PCRE2_ZERO_TERMINATED,
                                         rule_opts(cr->r) | PCRE2_ANCHORED | PCRE2_MATCH_INVALID_UTF, &errcode,
                                         &erroff, g_cc);
        /* JIT code reads memory valgrind cannot follow (false reports), so under valgrind the interpreter runs
         * every pattern; elsewhere the interpreter is the fallback when JIT is unavailable. */
        if (code && sp_pcre2_jit_allowed() && pcre2_jit_compile(code, PCRE2_JIT_COMPLETE) == 0)
            atomic_store_explicit(&cr->jit, code, memory_order_release);
        atomic_store_explicit(&cr->full, code, memory_order_release);
        atomic_store_explicit(&cr->full_state, 2, memory_order_release);
        return code;
    }
    if (wait)
        while (atomic_load_explicit(&cr->full_state, memory_order_acquire) != 2)
            sched_yield();
    return atomic_load_explicit(&cr->full, memory_order_acquire);
}

int hl_lang_compile(const hl_lang *lang, char *msg, size_t msgsz)
{
    hl_clang *cl = get_clang(lang);
    if (!cl) {
        if (msg && msgsz)
            snprintf(msg, msgsz, "%s: not in the language table", lang->tag);
        return 1;
    }
    for (int s = 0; lang->states && s < lang->nstates; s++) {
        prepare_state(lang, cl, s);
        /* the full forms too (for the check; they are otherwise made when a rule gets hot) */
        for (int i = 0; i < cl->states[s].n; i++) {
            hl_crule *cr = cl->states[s].flat[i];
            if (cr->code && !make_full(cr, 1)) {
                pthread_mutex_lock(&cl->lock);
                if (cl->failures++ == 0)
                    snprintf(cl->first_error, sizeof cl->first_error, "%s state %s rule %d: the anchored form does "
                             "not compile", lang->tag, state_name(lang, cr->st), cr->idx);
                pthread_mutex_unlock(&cl->lock);
            }
        }
    }
    pthread_mutex_lock(&cl->lock);
    if (msg && msgsz)
        snprintf(msg, msgsz, "%s", cl->first_error);
    int failures = cl->failures;
    pthread_mutex_unlock(&cl->lock);
    return failures;
}

int hl_lang_hot_rules(const hl_lang *lang)
{
    hl_clang *cl = get_clang(lang);
    int n = 0;
    for (int s = 0; cl && lang->states && s < lang->nstates; s++)
        for (int i = 0, k = count_rules(cl, s); i < k; i++)
            n += atomic_load_explicit(&cl->own[s][i].full, memory_order_acquire) != NULL;
    return n;
}

/* (output: output.c) */

/* ---------- instances ---------- */

/* Match data, a match context and a JIT stack for one top-level lex. Making them costs more than lexing a short
 * code block, so finished ones wait in a small pool (under a lock) for the next call, on any thread. */
typedef struct hl_res {
    pcre2_match_data *md;
    pcre2_match_context *mctx;
    pcre2_jit_stack *js;
} hl_res;

#define HL_POOL 16
static hl_res *g_pool[HL_POOL];
static int g_npool;
static pthread_mutex_t g_pool_lock = PTHREAD_MUTEX_INITIALIZER;

static hl_res *res_get(void)
{
    hl_res *r = NULL;
    pthread_mutex_lock(&g_pool_lock);
    if (g_npool > 0)
        r = g_pool[--g_npool];
    pthread_mutex_unlock(&g_pool_lock);
    if (r)
        return r;
    r = calloc(1, sizeof *r);
    if (!r)
        abort();
    r->md = pcre2_match_data_create(HL_OVEC_PAIRS, NULL);
    r->mctx = pcre2_match_context_create(NULL);
    r->js = pcre2_jit_stack_create(32 * 1024, 8 * 1024 * 1024, NULL);
    if (!r->md || !r->mctx || !r->js)
        abort();
    pcre2_jit_stack_assign(r->mctx, NULL, r->js);
    return r;
}

static void res_put(void *p)
{
    hl_res *r = p;
    pthread_mutex_lock(&g_pool_lock);
    if (g_npool < HL_POOL) {
        g_pool[g_npool++] = r;
        r = NULL;
    }
    pthread_mutex_unlock(&g_pool_lock);
    if (r) {
        pcre2_match_data_free(r->md);
        pcre2_match_context_free(r->mctx);
        pcre2_jit_stack_free(r->js);
        free(r);
    }
}

hl_lx *hl_lx_new(const hl_lang *lang, hl_out *out, hl_lx *parent)
{
    hl_lx *lx = calloc(1, sizeof *lx);
    if (!lx)
        abort();
    lx->lang = lang;
    lx->out = out;
    if (lang->data_size) {
        lx->data = calloc(1, lang->data_size);
        if (!lx->data)
            abort();
    }
    if (parent) {
        lx->md = parent->md;
        lx->mctx = parent->mctx;
        lx->depth_guard = parent->depth_guard + 1;
    } else {
        hl_res *r = res_get();
        lx->md = r->md;
        lx->mctx = r->mctx;
        lx->jit_stack = r;
        lx->own_md = 1;
    }
    hl_lx_reset(lx);
    return lx;
}

void hl_lx_free(hl_lx *lx)
{
    if (!lx)
        return;
    for (int i = 0; i < HL_MAX_SUBS; i++)
        hl_lx_free(lx->subs[i]);
    if (lx->lang->fini)
        lx->lang->fini(lx);
    if (lx->own_md)
        res_put(lx->jit_stack);
    free(lx->data);
    free(lx->stack);
    free(lx);
}

void hl_lx_reset(hl_lx *lx)
{
    lx->depth = 0;
    hl_push(lx, 0);
    lx->null_steps = 0;
    /* Rouge's reset! keeps instance variables (registers, heredoc names): data is zeroed at creation only. A
     * child without start blocks of its own runs its parent's (Rouge's start_procs are inherited). */
    for (const hl_lang *l = lx->lang; l; l = l->parent)
        if (l->start) {
            l->start(lx);
            break;
        }
}

/* A state's name: a child's state it takes whole from its parent has none of its own (engine.h). */
static const char *state_name(const hl_lang *lang, int s)
{
    while (lang && s < lang->nstates && !lang->states[s].name)
        lang = lang->parent;
    return lang && s < lang->nstates ? lang->states[s].name : "?";
}

int hl_state_is(const hl_lx *lx, const char *name)
{
    return lx && lx->lang->states && strcmp(state_name(lx->lang, hl_top(lx)), name) == 0;
}

/* ---------- options ---------- */

void hl_lx_options(hl_lx *lx, const char *q, size_t n)
{
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && q[j] != '&' && q[j] != ';')
            j++;
        const char *eq = memchr(q + i, '=', j - i);
        if (eq && (size_t)(eq - (q + i)) == 6 && memcmp(q + i, "parent", 6) == 0) {
            /* as_lexer: Lexer.find(value); an unknown name leaves the default */
            const sp_lexer *l = sp_lexer_find(eq + 1, (size_t)(q + j - eq - 1));
            lx->opt_parent = l ? (const hl_lang *)(const void *)l : NULL;
        }
        i = j + 1;
    }
}

const hl_lang *hl_parent(const hl_lx *lx, const hl_lang *dflt) { return lx->opt_parent ? lx->opt_parent : dflt; }

/* ---------- stack ---------- */

void hl_push(hl_lx *lx, int state)
{
    if (lx->depth == lx->cap) {
        lx->cap = lx->cap ? lx->cap * 2 : 16;
        lx->stack = realloc(lx->stack, (size_t)lx->cap * sizeof *lx->stack);
        if (!lx->stack)
            abort();
    }
    lx->stack[lx->depth++] = (short)state;
}

void hl_push_self(hl_lx *lx) { hl_push(lx, hl_top(lx)); }

/* Rouge raises "empty stack!" when a pop empties the stack; we keep :root instead so output continues. */
void hl_pop(hl_lx *lx, int times)
{
    lx->depth -= times;
    if (lx->depth < 1) {
        lx->depth = 0;
        hl_push(lx, 0);
    }
}

void hl_goto(hl_lx *lx, int state) { lx->stack[lx->depth - 1] = (short)state; }

int hl_top(const hl_lx *lx) { return lx->stack[lx->depth - 1]; }

int hl_in_state(const hl_lx *lx, int state)
{
    for (int i = 0; i < lx->depth; i++)
        if (lx->stack[i] == state)
            return 1;
    return 0;
}

void hl_reset_stack(hl_lx *lx)
{
    lx->depth = 0;
    hl_push(lx, 0);
}

/* ---------- tokens and matches ---------- */

void hl_token(hl_lx *lx, int tok, const char *p, size_t n)
{
    if (p && n)
        hl_out_token(lx->out, tok, p, n);
}

int hl_group(const hl_match *m, int i, const char **p, size_t *n)
{
    if (i >= m->n || m->ov[2 * i] == PCRE2_UNSET) {
        *p = NULL;
        *n = 0;
        return 0;
    }
    *p = m->s + m->ov[2 * i];
    *n = m->ov[2 * i + 1] - m->ov[2 * i];
    return 1;
}

int hl_group_eq(const hl_match *m, int i, const char *s)
{
    const char *p;
    size_t n;
    if (!hl_group(m, i, &p, &n))
        return 0;
    return strlen(s) == n && memcmp(p, s, n) == 0;
}

void hl_token_m(hl_lx *lx, int tok, const hl_match *m, int group)
{
    const char *p;
    size_t n;
    if (hl_group(m, group, &p, &n))
        hl_token(lx, tok, p, n);
}

/* Byte-order comparison of p[0..n) with the C string s, without strlen. */
static int set_cmp(const char *p, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char a = (unsigned char)p[i], b = (unsigned char)s[i];
        if (b == 0 || a != b)
            return b == 0 ? 1 : (int)a - (int)b;
    }
    return s[n] ? -1 : 0;
}

/* A quick reject for each set (the lengths and first bytes of its words), made on first use and found by the set's
 * address in a small open-addressing table; entries are published with release stores, so lookups need no lock. */
typedef struct hl_setinfo {
    uint32_t lens;      /* bit i: a word of length i (bit 31: of length 31 or more) */
    uint8_t first[32];  /* first bytes */
} hl_setinfo;

#define HL_SETS 512
static hl_setinfo g_setinfo[HL_SETS];
static const char *_Atomic g_setkey[HL_SETS];
static pthread_mutex_t g_set_lock = PTHREAD_MUTEX_INITIALIZER;

static const hl_setinfo *set_info(const char *set, size_t width, size_t count)
{
    size_t h = ((uintptr_t)set >> 3) % HL_SETS;
    for (size_t probes = 0; probes < HL_SETS; probes++, h = (h + 1) % HL_SETS) {
        const char *key = atomic_load_explicit(&g_setkey[h], memory_order_acquire);
        if (key == set)
            return &g_setinfo[h];
        if (key)
            continue;
        pthread_mutex_lock(&g_set_lock);
        key = atomic_load_explicit(&g_setkey[h], memory_order_relaxed);
        if (!key) {
            hl_setinfo *si = &g_setinfo[h];
            memset(si, 0, sizeof *si);
            for (size_t i = 0; i < count; i++) {
                const char *w = set + i * width;
                size_t l = strlen(w);
                unsigned char c = (unsigned char)w[0];
                si->lens |= 1u << (l < 31 ? l : 31);
                si->first[c >> 3] |= (uint8_t)(1u << (c & 7));
            }
            atomic_store_explicit(&g_setkey[h], set, memory_order_release);
            key = set;
        }
        pthread_mutex_unlock(&g_set_lock);
        if (key == set)
            return &g_setinfo[h];
    }
    return NULL; /* table full: no quick reject */
}

int hl_in_set(const char *set, size_t width, size_t count, const char *p, size_t n)
{
    if (n == 0 || count == 0)
        return 0;
    const hl_setinfo *si = set_info(set, width, count);
    unsigned char c = (unsigned char)p[0];
    if (si && (!(si->lens & (1u << (n < 31 ? n : 31))) || !(si->first[c >> 3] & (1u << (c & 7)))))
        return 0;
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = set_cmp(p, n, set + mid * width);
        if (c == 0)
            return 1;
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return 0;
}

/* ---------- run-time tests of Ruby blocks (`str =~ /re/`, `str.downcase`) ---------- */

static pcre2_code *re_code(hl_re *re)
{
    pcre2_code *code = atomic_load_explicit(&re->code, memory_order_acquire);
    if (code)
        return code;
    pthread_once(&g_clang_once, clang_init);
    hl_rule r = {.re = re->src, .opts = re->opts};
    int ec;
    PCRE2_SIZE eo;
    pcre2_code *c = pcre2_compile((PCRE2_SPTR)re->src, PCRE2_ZERO_TERMINATED, rule_opts(&r) | PCRE2_MATCH_INVALID_UTF,
                                  &ec, &eo, g_cc);
    if (!c)
        return NULL;
    void *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&re->code, &expected, (void *)c, memory_order_acq_rel,
                                                memory_order_acquire))
        return c;
    pcre2_code_free(c);
    return expected;
}

int hl_re_find(hl_re *re, const char *p, size_t n, int group, const char **gp, size_t *gn)
{
    if (gp)
        *gp = NULL, *gn = 0;
    if (!p)
        return 0; /* nil =~ /re/ */
    pcre2_code *code = re_code(re);
    if (!code)
        return 0;
    pcre2_match_data *md = pcre2_match_data_create_from_pattern(code, NULL);
    if (!md)
        abort();
    int rc = pcre2_match(code, (PCRE2_SPTR)p, n, 0, 0, md, NULL);
    if (rc >= 0 && gp && group < (int)pcre2_get_ovector_count(md)) {
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
        if (ov[2 * group] != PCRE2_UNSET) {
            *gp = p + ov[2 * group];
            *gn = ov[2 * group + 1] - ov[2 * group];
        }
    }
    pcre2_match_data_free(md);
    return rc >= 0;
}

int hl_re_test(hl_re *re, const char *p, size_t n) { return hl_re_find(re, p, n, 0, NULL, NULL); }

void hl_str_set(hl_str *s, const char *p, size_t n, int escape)
{
    free(s->p);
    s->p = NULL;
    s->n = 0;
    s->set = p != NULL;
    if (!p)
        return;
    s->p = malloc(2 * n + 1);
    if (!s->p)
        abort();
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        const char *e = NULL;
        if (escape) { /* Regexp.escape */
            switch (c) {
            case '\n': e = "\\n"; break;
            case '\t': e = "\\t"; break;
            case '\r': e = "\\r"; break;
            case '\f': e = "\\f"; break;
            case '\v': e = "\\v"; break;
            case ' ': e = "\\ "; break;
            default:
                if (c && strchr("[](){}.*+?^$|\\-#", c))
                    s->p[s->n++] = '\\';
            }
        }
        if (e) {
            s->p[s->n++] = e[0];
            s->p[s->n++] = e[1];
        } else {
            s->p[s->n++] = c;
        }
    }
    s->p[s->n] = 0;
}

int hl_str_eq(const hl_str *s, const char *p, size_t n)
{
    return s->set && p && s->n == n && memcmp(s->p, p, n) == 0;
}

void hl_str_free(hl_str *s)
{
    free(s->p);
    s->p = NULL;
    s->n = 0;
    s->set = 0;
}

static int rb_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

void hl_rb_strip(const char **p, size_t *n)
{
    if (!*p)
        return;
    while (*n && rb_ws(**p))
        (*p)++, (*n)--;
    while (*n && (rb_ws((*p)[*n - 1]) || (*p)[*n - 1] == 0))
        (*n)--;
}

void hl_strreg_push(hl_strreg *r, const char *type, size_t tn, const char *delim, size_t dn)
{
    if (r->n == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 8;
        r->v = realloc(r->v, r->cap * sizeof *r->v);
        if (!r->v)
            abort();
    }
    struct hl_strreg_e *e = &r->v[r->n++];
    memset(e, 0, sizeof *e);
    if (type)
        memcpy(e->type, type, tn < 7 ? tn : 7);
    if (delim)
        memcpy(e->delim, delim, dn < 7 ? dn : 7);
}

int hl_strreg_delim(const hl_strreg *r, const char *p, size_t n)
{
    return r->n && p && strlen(r->v[r->n - 1].delim) == n && memcmp(r->v[r->n - 1].delim, p, n) == 0;
}

int hl_strreg_type(const hl_strreg *r, const char *s) { return r->n && strstr(r->v[r->n - 1].type, s) != NULL; }

void hl_strreg_pop(hl_strreg *r)
{
    if (r->n)
        r->n--;
}

void hl_strreg_free(hl_strreg *r)
{
    free(r->v);
    r->v = NULL;
    r->n = r->cap = 0;
}

int hl_substr(const char *hay, const char *p, size_t n)
{
    if (!p)
        return 0;
    size_t h = strlen(hay);
    if (n == 0)
        return 1;
    for (size_t i = 0; i + n <= h; i++)
        if (memcmp(hay + i, p, n) == 0)
            return 1;
    return 0;
}

size_t hl_fold(char *buf, size_t cap, const char *p, size_t n, int upper)
{
    if (!p || n >= cap)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (upper && c >= 'a' && c <= 'z')
            c = (char)(c - 32);
        else if (!upper && c >= 'A' && c <= 'Z')
            c = (char)(c + 32);
        buf[i] = c;
    }
    buf[n] = 0;
    return n;
}

/* ---------- delegation ---------- */

void hl_delegate_sub(hl_lx *lx, int slot, const hl_lang *lang, const char *p, size_t n)
{
    if (!lx->subs[slot])
        lx->subs[slot] = hl_lx_new(lang, lx->out, lx);
    if (lx->depth_guard > HL_MAX_NESTING) {
        hl_token(lx, T_Error, p, n);
        return;
    }
    hl_lx_lex(lx->subs[slot], p, n);
}

void hl_delegate_new(hl_lx *lx, const hl_lang *lang, const char *p, size_t n)
{
    if (!n)
        return;
    if (lx->depth_guard > HL_MAX_NESTING) {
        hl_token(lx, T_Error, p, n);
        return;
    }
    hl_lx *sub = hl_lx_new(lang, lx->out, lx);
    hl_lx_lex(sub, p, n);
    hl_lx_free(sub);
}

void hl_recurse(hl_lx *lx, const char *p, size_t n) { hl_delegate_new(lx, lx->lang, p, n); }

/* ---------- the step loop ---------- */

/* Length of the character at p (Ruby String#getch on UTF-8: one character, or one byte when invalid). */
static size_t char_len(const unsigned char *p, size_t n)
{
    unsigned c = p[0];
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if (len > n)
        return 1;
    for (size_t i = 1; i < len; i++)
        if ((p[i] & 0xC0) != 0x80)
            return 1;
    return len;
}

static void apply_rule(hl_lx *lx, const hl_rule *r, const hl_match *m)
{
    if (r->ntok) {
        if (r->groups) {
            for (int i = 0; i < r->ntok; i++)
                hl_token_m(lx, r->tok[i], m, i + 1);
        } else {
            hl_token(lx, r->tok[0], m->s, m->ov[1]);
        }
    }
    switch (r->act) {
    case HL_POP: hl_pop(lx, r->arg); break;
    case HL_PUSH_SELF: hl_push_self(lx); break;
    case HL_PUSH: hl_push(lx, r->arg); break;
    case HL_GOTO: hl_goto(lx, r->arg); break;
    default: break;
    }
    if (r->cb)
        r->cb(lx, m);
}

/* Is p[0..n) valid UTF-8 as PCRE2 checks it (no overlong forms, surrogates, or code points above U+10FFFF)? */
static int utf8_valid(const unsigned char *p, size_t n)
{
    size_t i = 0;
    while (i < n) {
        if (n - i >= 8) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            if (!(w & 0x8080808080808080ull)) {
                i += 8;
                continue;
            }
        }
        unsigned c = p[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        size_t k;
        uint32_t cp;
        if (c >= 0xC2 && c <= 0xDF)
            k = 1, cp = c & 0x1F;
        else if ((c & 0xF0) == 0xE0)
            k = 2, cp = c & 0x0F;
        else if (c >= 0xF0 && c <= 0xF4)
            k = 3, cp = c & 0x07;
        else
            return 0;
        if (n - i <= k)
            return 0;
        for (size_t j = 1; j <= k; j++) {
            unsigned b = p[i + j];
            if ((b & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (b & 0x3F);
        }
        if ((k == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (k == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
            return 0;
        i += k + 1;
    }
    return 1;
}

/* Match a rule that has no JIT-compiled full form (yet). Counts the attempt and makes the full form once the rule
 * is hot; otherwise the interpreter runs the rule's code when the text is valid UTF-8 (*valid caches that for this
 * lex; -1: not checked yet), and the full form when it is not. */
__attribute__((noinline)) static int match_cold(hl_lx *lx, hl_cand *cd, const char *text, size_t pos, size_t len,
                                                 int *valid)
{
    hl_crule *cr = cd->cr;
    PCRE2_SPTR s = (PCRE2_SPTR)(text + pos);
    pcre2_code *j = atomic_load_explicit(&cr->jit, memory_order_acquire);
    if (j) {
        atomic_store_explicit(&cd->jit, j, memory_order_release);
        return pcre2_jit_match(j, s, len - pos, 0, 0, lx->md, lx->mctx);
    }
    pcre2_code *f = atomic_load_explicit(&cr->full, memory_order_acquire);
    if (!f && atomic_fetch_add_explicit(&cr->tries, 1, memory_order_relaxed) + 1 >= HL_JIT_AFTER &&
        sp_pcre2_jit_allowed()) {
        make_full(cr, 0);
        j = atomic_load_explicit(&cr->jit, memory_order_acquire);
        if (j) {
            atomic_store_explicit(&cd->jit, j, memory_order_release);
            return pcre2_jit_match(j, s, len - pos, 0, 0, lx->md, lx->mctx);
        }
    }
    if (*valid < 0)
        *valid = utf8_valid((const unsigned char *)text, len);
    if (*valid && ((unsigned char)text[pos] & 0xC0) != 0x80)
        return pcre2_match(cr->code, s, len - pos, 0, PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK, lx->md, lx->mctx);
    if (!f)
        f = make_full(cr, 1);
    if (!f)
        return PCRE2_ERROR_NOMATCH;
    j = atomic_load_explicit(&cr->jit, memory_order_acquire);
    return j ? pcre2_jit_match(j, s, len - pos, 0, 0, lx->md, lx->mctx)
             : pcre2_match(f, s, len - pos, 0, 0, lx->md, lx->mctx);
}

static void lex_regex(hl_lx *lx, hl_clang *cl, const char *text, size_t len)
{
    int valid = -1;
    pcre2_match_data *md = lx->md;
    PCRE2_SIZE *ovp = pcre2_get_ovector_pointer(md);
    size_t ov[2 * HL_OVEC_PAIRS];
    size_t pos = 0;
    lx->null_steps = 0;
    int cur = -1;
    hl_cstate *cs = NULL;
    while (pos < len) {
        int top = hl_top(lx);
        if (top != cur) {
            cs = &cl->states[top];
            if (!atomic_load_explicit(&cs->ready, memory_order_acquire))
                prepare_state(lx->lang, cl, top);
            cur = top;
        }
        int ok = 0;
        unsigned bol = pos == 0 || text[pos - 1] == '\n';
        unsigned c = (unsigned char)text[pos];
        for (hl_cand *cd = cs->cand + cs->by_byte[c], *end = cs->cand + cs->by_byte[c + 1]; cd < end; cd++) {
            if (cd->bol > bol) /* a rule for the beginning of a line, elsewhere */
                continue;
            int rc;
            if (cd->fn) {
                rc = cd->cr->r->fn(lx, text + pos, len - pos, ov);
                if (rc < 0)
                    continue;
            } else {
                pcre2_code *j = atomic_load_explicit(&cd->jit, memory_order_acquire);
                rc = j ? pcre2_jit_match(j, (PCRE2_SPTR)(text + pos), len - pos, 0, 0, md, lx->mctx)
                       : match_cold(lx, cd, text, pos, len, &valid);
                if (rc < 0)
                    continue;
                if (rc == 0)
                    rc = HL_OVEC_PAIRS;
                /* PCRE2 10.42's interpreter, given PCRE2_MATCH_INVALID_UTF, lets an anchored match begin after
                 * invalid bytes at the start ("{\xfb-" in YAML matched "-" at 1): that is no match here (the JIT
                 * code refuses it), or the bytes before it would be lost */
                if (ovp[0] != 0)
                    continue;
                memcpy(ov, ovp, (size_t)rc * 2 * sizeof *ov);
            }
            hl_match m = {text + pos, ov, rc};
            size_t size = ov[1];
            pos += size;
            apply_rule(lx, cd->cr->r, &m);
            if (size == 0) {
                if (++lx->null_steps > HL_MAX_NULL_SCANS)
                    break;
            } else {
                lx->null_steps = 0;
            }
            ok = 1;
            break;
        }
        if (!ok && pos < len) {
            size_t n = char_len((const unsigned char *)text + pos, len - pos);
            hl_token(lx, T_Error, text + pos, n);
            pos += n;
        }
    }
}

void hl_lx_lex(hl_lx *lx, const char *text, size_t len)
{
    if (lx->lang->stream) {
        lx->lang->stream(lx, text, len);
        return;
    }
    hl_clang *cl = get_clang(lx->lang);
    if (!cl || !lx->lang->states) {
        hl_token(lx, T_Text, text, len);
        return;
    }
    lex_regex(lx, cl, text, len);
}
