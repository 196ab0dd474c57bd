/* highlight/guess.c: Rouge 3.30's Lexer.guess(source: code) (lexer.rb guesses, guesser.rb, guessers/modeline.rb,
 * guessers/source.rb, text_analyzer.rb), used by find_fancy("guess", code): kramdown's ```guess blocks and the
 * Markdown lexer's fences without a language.
 *
 * Guesser.guess runs the Modeline guesser (emacs -*- mode -*- and vim ft= lines among the first and last five
 * lines: the lexers whose tag or an alias is named) and then the Source guesser (each detectable lexer's
 * detect?, all scoring 1, over the lexers still in the running); a guesser that leaves no lexer changes nothing,
 * and one that leaves one decides. When nothing narrowed Lexer.all the answer is PlainText. The detect? methods
 * are the table below, one row per `return true/false if ...` line of each lexer, in Lexer.all order. */
#include <string.h>

#include "highlight/engine.h"
#include "highlight/rouge_lexers.h"
#include "sitepub/highlight.h"

#define WS "[\\t\\n\\x0b\\f\\r\\x20]"

enum { K_SHEBANG, K_TEXT, K_START, K_DOCTYPE, K_RACKET };

typedef struct detect_row {
    const char *tag;
    unsigned char kind;
    unsigned char result;  /* what `return R if test` returns: 1 true, 0 false */
    hl_re re;              /* shebang?: the name pattern; text =~; doctype?: the type pattern (NULL: any) */
    const char *start;     /* K_START: text.start_with? */
} detect_row;

#define SHEBANG(t, pat) {t, K_SHEBANG, 1, {"\\b(?:" pat ")(" WS "|$)", 0, NULL}, NULL}
#define TEXT(t, r, pat, o) {t, K_TEXT, r, {pat, o, NULL}, NULL}

static detect_row rows[] = {
    SHEBANG("awk", "awk"),
    {"xml", K_DOCTYPE, 0, {"html", 0, NULL}, NULL},
    TEXT("xml", 1, "\\A<\\?xml\\b", 0),
    {"xml", K_DOCTYPE, 1, {NULL, 0, NULL}, NULL},
    TEXT("biml", 1, "<" WS "*Biml\\b", 0),
    SHEBANG("coffeescript", "coffee"),
    SHEBANG("crystal", "crystal"),
    SHEBANG("python", "pythonw?(?:[23](?:\\.[0-9]+)?)?"),
    {"diff", K_START, 1, {NULL, 0, NULL}, "Index: "},
    TEXT("diff", 1, "\\Adiff[^\\n]*?\\ba/[^\\n]*\\bb/", 0),
    TEXT("diff", 1, "---.*?\\n[+][+][+]", 0),
    TEXT("diff", 1, "[+][+][+].*?\\n---", 0),
    TEXT("yaml", 1, "\\A" WS "*%YAML", HL_M),
    SHEBANG("factor", "factor"),
    SHEBANG("gherkin", "cucumber"),
    SHEBANG("groovy", "groovy"),
    SHEBANG("php", "php"),
    TEXT("php", 0, "^<\\?hh", 0),
    TEXT("php", 1, "^<\\?php", 0),
    TEXT("hack", 1, "<\\?hh", 0),
    SHEBANG("hack", "hhvm"),
    TEXT("hack", 1, "async function [a-zA-Z]", 0),
    TEXT("hack", 1, "\\): Awaitable<", 0),
    SHEBANG("haskell", "runhaskell"),
    SHEBANG("haxe", "haxe"),
    {"html", K_DOCTYPE, 1, {"\\bhtml\\b", HL_I, NULL}, NULL},
    TEXT("html", 0, "\\A<\\?xml\\b", 0),
    TEXT("html", 1, "<" WS "*html\\b", 0),
    SHEBANG("io", "io"),
    SHEBANG("ruby", "ruby"),
    SHEBANG("javascript", "node"),
    SHEBANG("javascript", "jsc"),
    SHEBANG("julia", "julia"),
    SHEBANG("lasso", "lasso9"),
    TEXT("lasso", 1, "\\A.*?<\\?(lasso(script)?|=)", 0),
    SHEBANG("livescript", "lsc"),
    SHEBANG("lua", "lua"),
    SHEBANG("moonscript", "moon"),
    TEXT("mosel", 1, "^" WS "*(model|package)" WS "+", 0),
    SHEBANG("perl", "perl"),
    TEXT("postscript", 1, "^%!", 0),
    SHEBANG("praat", "praat"),
    SHEBANG("puppet", "puppet-apply"),
    SHEBANG("puppet", "puppet"),
    SHEBANG("r", "Rscript"),
    {"racket", K_RACKET, 1, {"\\A#lang" WS "*(.*?)$", 0, NULL}, NULL},
    SHEBANG("rust", "rustc"),
    SHEBANG("sed", "sed"),
    SHEBANG("shell", "(ba|z|k)?sh"),
    {"solidity", K_START, 1, {NULL, 0, NULL}, "pragma solidity"},
    SHEBANG("tcl", "tclsh"),
    SHEBANG("tcl", "wish"),
    SHEBANG("tcl", "jimsh"),
    TEXT("tex", 1, "\\A" WS "*\\\\(documentclass|input|documentstyle|relax|ProvidesPackage|ProvidesClass)", 0),
    SHEBANG("tulip", "tulip"),
};
#define NROWS (sizeof rows / sizeof rows[0])

static hl_re re_shebang = {"\\A" WS "*#!(.*)$", 0, NULL};
static hl_re re_doctype = {"\\A" WS "*(?:<\\?.*?\\?>" WS "*)?<!DOCTYPE" WS "+(.+?)>", HL_M, NULL};
static hl_re re_racket_name = {"racket|scribble", 0, NULL};
static hl_re re_modelines[] = {
    {"-\\*-" WS "*(?:(?!mode)[A-Za-z0-9_-]+" WS "*:" WS "*(?:[A-Za-z0-9_+-]+)" WS "*;?" WS "*)*(?:mode" WS "*:)?" WS
     "*([A-Za-z0-9_+-]+)" WS "*(?:;" WS "*(?!mode)[A-Za-z0-9_-]+" WS "*:" WS "*[A-Za-z0-9_+-]+" WS "*)*;?" WS "*-\\*-",
     HL_I, NULL},
    {"(?:vim|vi|ex):" WS "*(?:ft|filetype|syntax)=([A-Za-z0-9_]+)" WS "?", HL_I, NULL},
    {"(?:vim|vi|Vim|ex):" WS "*se(?:t)?.*" WS "(?:ft|filetype|syntax)=([A-Za-z0-9_]+)" WS "?.*:", HL_I, NULL},
};

#define NLEX (sizeof rouge_lexers / sizeof rouge_lexers[0])

/* TextAnalyzer: the shebang line's text after #! and the doctype's, computed once */
typedef struct text {
    const char *s;
    size_t n;
    int have_sb, have_dt;
    const char *sb, *dt;
    size_t sbn, dtn;
} text;

static int row_test(detect_row *r, text *t)
{
    switch (r->kind) {
    case K_SHEBANG:
        if (!t->have_sb) {
            hl_re_find(&re_shebang, t->s, t->n, 1, &t->sb, &t->sbn);
            t->have_sb = 1;
        }
        return t->sb && hl_re_test(&r->re, t->sb, t->sbn);
    case K_TEXT: return hl_re_test(&r->re, t->s, t->n);
    case K_START: return t->n >= strlen(r->start) && memcmp(t->s, r->start, strlen(r->start)) == 0;
    case K_DOCTYPE:
        if (!t->have_dt) {
            hl_re_find(&re_doctype, t->s, t->n, 1, &t->dt, &t->dtn);
            t->have_dt = 1;
        }
        /* type === doctype: a nil doctype matches no regex (`//` included) */
        return t->dt && (!r->re.src || hl_re_test(&r->re, t->dt, t->dtn));
    case K_RACKET: {
        const char *a;
        size_t an;
        return hl_re_find(&r->re, t->s, t->n, 1, &a, &an) && a && hl_re_test(&re_racket_name, a, an);
    }
    }
    return 0;
}

/* lexer.detect?(text): the rows of tag in order; the first test that holds gives its result, none gives nil */
static int detect(const char *tag, text *t)
{
    for (size_t i = 0; i < NROWS; i++)
        if (!strcmp(rows[i].tag, tag) && row_test(&rows[i], t))
            return rows[i].result;
    return 0;
}

static int detectable(const char *tag)
{
    for (size_t i = 0; i < NROWS; i++)
        if (!strcmp(rows[i].tag, tag))
            return 1;
    return 0;
}

static int names_lexer(const struct rouge_lexer *l, const char *p, size_t n)
{
    if (strlen(l->tag) == n && memcmp(l->tag, p, n) == 0)
        return 1;
    for (const char *const *a = l->aliases; a && *a; a++)
        if (strlen(*a) == n && memcmp(*a, p, n) == 0)
            return 1;
    return 0;
}

static const hl_lang *by_tag(const char *tag)
{
    const sp_lexer *l = sp_lexer_find(tag, strlen(tag));
    return l ? (const hl_lang *)(const void *)l : &hl_lang_plaintext;
}

const hl_lang *hl_guess(const char *code, size_t n)
{
    /* the candidates, as indexes into rouge_lexers (sorted by tag); 1 while still in the running */
    unsigned char in[NLEX];
    size_t count = NLEX;
    memset(in, 1, sizeof in);

    /* Modeline: the first 5 and last 5 lines (source.split(/\n/), trailing empty lines dropped), joined */
    size_t starts[5], ends[5], nl = 0, tl = 0;
    size_t lend = n;
    while (lend && code[lend - 1] == '\n')
        lend--;
    size_t total = 0;
    for (size_t i = 0; i < lend;) {
        const char *e = memchr(code + i, '\n', lend - i);
        size_t j = e ? (size_t)(e - code) : lend;
        if (nl < 5)
            starts[nl++] = i, ends[nl - 1] = j;
        total++;
        i = j + 1;
    }
    sp_buf space = SP_BUF_INIT;
    for (size_t k = 0; k < nl; k++) {
        if (k)
            sp_buf_putc(&space, '\n');
        sp_buf_append(&space, code + starts[k], ends[k] - starts[k]);
    }
    /* the last five lines: walk back from the end */
    if (total) {
        size_t firsts[5];
        size_t cnt = 0, j = lend;
        while (cnt < 5 && cnt < total) {
            size_t i = j;
            while (i > 0 && code[i - 1] != '\n')
                i--;
            firsts[cnt] = i;
            ends[cnt] = j;
            cnt++;
            if (i == 0)
                break;
            j = i - 1;
        }
        for (size_t k = cnt; k-- > 0;) {
            sp_buf_putc(&space, '\n');
            sp_buf_append(&space, code + firsts[k], ends[k] - firsts[k]);
        }
    }
    (void)tl;
    unsigned char sel[NLEX];
    memset(sel, 0, sizeof sel);
    size_t nsel = 0;
    int any = 0;
    for (size_t r = 0; r < sizeof re_modelines / sizeof re_modelines[0]; r++) {
        const char *g;
        size_t gn;
        if (!hl_re_find(&re_modelines[r], space.data ? space.data : "", space.len, 1, &g, &gn) || !g)
            continue;
        any = 1;
        for (size_t i = 0; i < NLEX; i++)
            if (!sel[i] && names_lexer(&rouge_lexers[i], g, gn))
                sel[i] = 1, nsel++;
    }
    sp_buf_free(&space);
    if (any && nsel) {
        memcpy(in, sel, sizeof in);
        count = nsel;
    }
    if (count == 1)
        goto one;

    /* Source: detect? over the candidates (all score 1) */
    text t = {code, n, 0, 0, NULL, NULL, 0, 0};
    unsigned char det[NLEX];
    size_t ndet = 0;
    memset(det, 0, sizeof det);
    for (size_t i = 0; i < NLEX; i++)
        if (in[i] && detectable(rouge_lexers[i].tag) && detect(rouge_lexers[i].tag, &t))
            det[i] = 1, ndet++;
    if (ndet) {
        memcpy(in, det, sizeof in);
        count = ndet;
    }
    if (count == NLEX)
        return &hl_lang_plaintext;
    if (count > 1) {
        /* Guesser::Ambiguous: the first alternative in Lexer.all order (the detect table's order) */
        for (size_t r = 0; r < NROWS; r++)
            for (size_t i = 0; i < NLEX; i++)
                if (in[i] && !strcmp(rouge_lexers[i].tag, rows[r].tag))
                    return by_tag(rows[r].tag);
    }
one:
    for (size_t i = 0; i < NLEX; i++)
        if (in[i])
            return by_tag(rouge_lexers[i].tag);
    return &hl_lang_plaintext;
}
