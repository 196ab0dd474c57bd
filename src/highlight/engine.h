/* highlight/engine.h: the lexer engine shared by the per-language files (internal to src/highlight).
 *
 * A language is a Rouge RegexLexer ported to tables: named states, each a list of rules tried in order. A rule is
 * a pattern (Ruby regex source translated to PCRE2, matched anchored at the current position with the subject
 * starting there, as Ruby's StringScanner#skip: `\A`, `^` and lookbehind do not see text before the position) and
 * an action: a token for the whole match or one token per group, then an optional stack change, or a callback
 * for rules whose Rouge block does more (keyword lookups, registers, delegation). Mixins are rules that name
 * another state, whose rules are tried in their place. Semantics follow Rouge 3.30 regex_lexer.rb: rules whose
 * source starts with `^` are only tried at the beginning of a line; a step that matches nothing yields one
 * character as Error; more than 5 empty matches in a row count as no match. */
#ifndef SITEPUB_HIGHLIGHT_ENGINE_H
#define SITEPUB_HIGHLIGHT_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "highlight/tokens.h"
#include "sitepub/buf.h"

/* Regex options (Ruby's): i, x, m (Ruby m = dot matches newline). */
#define HL_I 1u
#define HL_X 2u
#define HL_M 4u

/* Stack actions after a rule's tokens. */
enum { HL_NONE = 0, HL_POP, HL_PUSH_SELF, HL_PUSH, HL_GOTO };

#define HL_MAX_TOKS 16
/* The most languages the table (highlight.c hl_langs) may hold; highlight.c checks it at compile time. */
#define HL_MAX_LANGS 256

typedef struct hl_lx hl_lx;
typedef struct hl_match hl_match;
typedef void (*hl_cb)(hl_lx *lx, const hl_match *m);

typedef struct hl_rule {
    const char *re;           /* PCRE2 pattern; NULL for a mixin */
    unsigned opts;            /* HL_I | HL_X | HL_M */
    unsigned char bol;        /* Rouge's beginning_of_line: the Ruby source starts with '^' */
    short mixin;              /* state index when re is NULL */
    unsigned char ntok;       /* 0: no tokens; 1 and !groups: tok[0] for the whole match */
    unsigned char groups;     /* 1: tok[i] for group i+1 (Rouge `groups`) */
    short tok[HL_MAX_TOKS];
    short act;                /* HL_NONE, HL_POP (arg times), HL_PUSH_SELF, HL_PUSH (arg), HL_GOTO (arg) */
    short arg;
    hl_cb cb;                 /* called after tokens and action; NULL for none */
    /* A rule whose pattern depends on the instance (Rouge builds such a regex at run time, e.g. a closing fence):
     * with re NULL and mixin < 0, fn matches at s[0..n) and returns the number of groups + 1 with ov filled as
     * PCRE2 would, or -1 for no match. */
    int (*fn)(hl_lx *lx, const char *s, size_t n, size_t *ov);
    /* 1: the parent language's rules of the same state stand here (HL_INHERIT; re, fn NULL, mixin < 0) */
    unsigned char inherit;
} hl_rule;

typedef struct hl_state {
    const char *name;         /* NULL (and rules NULL): the parent's state (see HL_INHERIT) */
    const hl_rule *rules;     /* terminated by a rule with re, fn NULL and mixin < 0 (HL_END) */
} hl_state;

#define HL_END {.re = NULL, .mixin = -1}
#define HL_MIXIN(s) {.re = NULL, .mixin = (s)}
#define HL_FN(f) {.re = NULL, .mixin = -1, .fn = (f)}
/* Inheritance (a Rouge lexer class that subclasses another: `class Cpp < C`). A child language numbers its states
 * as its parent does and puts its own after them, so that the parent's rules (their mixins and stack changes by
 * state number, their callbacks' S_ constants) mean the same state in the child, where the child's own version
 * of that state, if it has one, is the one they reach, as Rouge looks states up by name in the lexer's class.
 * HL_INHERIT in a child's state is the parent's rules of that state (after `prepend`, before `append`); the
 * parent's own HL_INHERIT rules are its parent's. A state the child does not change is left out of its states
 * array (name and rules NULL: `[S_x] = ...` initializers) and is the parent's whole; a child without a start
 * function of its own runs its parent's. */
#define HL_INHERIT {.re = NULL, .mixin = -1, .inherit = 1}

/* A language: a Rouge lexer class. Exactly one of states (a RegexLexer) or stream (a hand-written Lexer) is set. */
typedef struct hl_lang {
    const char *tag;
    const struct hl_lang *parent; /* what HL_INHERIT rules take from (see above); NULL for none */
    unsigned char hidden;         /* a lexer without a Rouge tag, kept by another (Sed's Regex): no name finds it */
    const char *const *aliases;   /* NULL-terminated */
    const hl_state *states;       /* state 0 is :root */
    int nstates;
    size_t data_size;             /* per-instance data (zeroed when the instance is created) */
    void (*start)(hl_lx *lx);     /* Rouge `start` blocks, run at reset after the stack is [root] */
    /* A non-regex lexer: lex text[0..len) as continue_lex does (state kept in lx->data). */
    void (*stream)(hl_lx *lx, const char *text, size_t len);
    void (*fini)(hl_lx *lx);      /* free what data holds (sub-lexers are freed by the engine) */
} hl_lang;

/* The output: Rouge's token consolidation and HTML formatter, streaming. */
typedef struct hl_out {
    sp_buf *buf;
    int cur;          /* token of the open run, -1 before the first */
    size_t newlines;  /* \n count, for HTMLTable (kept only when count_lines is set) */
    int count_lines;
    char last;        /* last byte emitted */
} hl_out;

struct hl_match {
    const char *s;    /* the subject (starts at the match position) */
    size_t *ov;       /* ovector: ov[2i], ov[2i+1] offsets into s; PCRE2_UNSET when unset */
    int n;            /* groups + 1 */
};

#define HL_MAX_SUBS 12

struct hl_lx {
    const hl_lang *lang;
    short *stack;
    int depth, cap;
    int null_steps;
    void *data;
    hl_out *out;
    hl_lx *subs[HL_MAX_SUBS];     /* persistent sub-lexers (delegation targets), owned */
    void *md;                     /* pcre2_match_data, shared with sub-lexers of the same run */
    void *mctx;                   /* pcre2_match_context (JIT stack) */
    void *jit_stack;              /* the pooled match resources (engine.c hl_res) of a top-level instance */
    int own_md;
    int depth_guard;              /* recursion depth for recurse/delegate */
    const hl_lang *opt_parent;    /* the parent= option (Rouge TemplateLexer#parent), NULL: the lexer's default */
};

/* Create an instance (reset), writing to out. parent shares match data (NULL for a top-level one). */
hl_lx *hl_lx_new(const hl_lang *lang, hl_out *out, hl_lx *parent);
void hl_lx_free(hl_lx *lx);
void hl_lx_reset(hl_lx *lx);
/* continue_lex: lex text without resetting. */
void hl_lx_lex(hl_lx *lx, const char *text, size_t len);

/* Lexer options, as Rouge::Lexer.find_fancy reads them after '?' in a name (CGI style, "parent=latex&x=1"):
 * only `parent` changes output (the language a TemplateLexer such as ERB templates); the others are ignored. */
void hl_lx_options(hl_lx *lx, const char *q, size_t n);
/* TemplateLexer#parent: the parent= option's language, else dflt (the lexer's own default, HTML for most). */
const hl_lang *hl_parent(const hl_lx *lx, const hl_lang *dflt);

/* Callback helpers (Rouge RegexLexer methods). */
void hl_token(hl_lx *lx, int tok, const char *p, size_t n);      /* token (empty values are skipped) */
void hl_token_m(hl_lx *lx, int tok, const hl_match *m, int group); /* token(tok, m[group]) */
int hl_group(const hl_match *m, int i, const char **p, size_t *n); /* 0 when group i did not take part */
int hl_group_eq(const hl_match *m, int i, const char *s);         /* m[i] == s */
void hl_push(hl_lx *lx, int state);
void hl_push_self(hl_lx *lx);
void hl_pop(hl_lx *lx, int times);
void hl_goto(hl_lx *lx, int state);
int hl_top(const hl_lx *lx);                                       /* the state on top */
int hl_in_state(const hl_lx *lx, int state);
/* Another lexer's state?(name) (a sub-lexer's, by Rouge state name); 0 for NULL lx. */
int hl_state_is(const hl_lx *lx, const char *name);
void hl_reset_stack(hl_lx *lx);
/* delegate(sub-lexer, text): slot is an index into lx->subs, created on first use for lang. */
void hl_delegate_sub(hl_lx *lx, int slot, const hl_lang *lang, const char *p, size_t n);
/* delegate(LexerClass, text) / recurse(text): a fresh instance each call. */
void hl_delegate_new(hl_lx *lx, const hl_lang *lang, const char *p, size_t n);
void hl_recurse(hl_lx *lx, const char *p, size_t n);

/* Sorted string sets (byte order) for keyword lookups: a 2-D char array, `static const char set[][W] = {...}` with W
 * the longest word's length + 1 (each row a NUL-padded word), so that the table holds no pointers and the loader
 * relocates nothing in it; set[i] is still the i-th word. hl_in_set takes the first row, the row width and the count.
 * HL_IN refuses an array of pointers or a string (HL_WORDS's (void)0 branches: no argument for hl_in_set). */
int hl_in_set(const char *set, size_t width, size_t count, const char *p, size_t n);
#define HL_WORDS(set)                                                                                            \
    _Generic(&(set)[0], const char *const *: (void)0, const char **: (void)0, const char *: (void)0,               \
             char *: (void)0, default: (const char *)(set))
#define HL_IN(set, p, n) hl_in_set(HL_WORDS(set), sizeof((set)[0]), sizeof(set) / sizeof((set)[0]), (p), (n))

/* A Ruby regex a block tests a string with (`name =~ /\A[A-Z]/`, `/re/ === s`, `s.match?(re)`): src is PCRE2
 * source (highlight-port.rb translate), compiled on first use and kept (code starts NULL; thread-safe). */
typedef struct hl_re {
    const char *src;
    unsigned opts;            /* HL_I | HL_X | HL_M */
    void *_Atomic code;
} hl_re;
/* Does re match anywhere in p[0..n)? 0 when p is NULL (a group that did not take part: nil). */
int hl_re_test(hl_re *re, const char *p, size_t n);
/* hl_re_test, and group's text into *gp, *gn (NULL, 0 when it did not take part); gp may be NULL. */
int hl_re_find(hl_re *re, const char *p, size_t n, int group, const char **gp, size_t *gn);

/* Rouge::Lexer.guess(source: code) (guess.c): Guessers::Modeline, then Guessers::Source over the lexers' detect?;
 * PlainText when nothing narrows the choice; when several remain (Rouge raises Guesser::Ambiguous), the first
 * in Lexer.all order, as Rouge's own Markdown lexer takes. */
const hl_lang *hl_guess(const char *code, size_t n);
/* 'literal'.include?(s): is p[0..n) a substring of hay (the empty string is)? 0 when p is NULL. */
int hl_substr(const char *hay, const char *p, size_t n);
/* String#downcase / #upcase (upper set) of p[0..n) into buf, NUL-terminated: ASCII letters only (keywords are
 * ASCII). Returns n, or 0 when p is NULL or n >= cap (no keyword is that long). */
size_t hl_fold(char *buf, size_t cap, const char *p, size_t n, int upper);

/* A string instance variable of a Ruby lexer (`@heredocstr = Regexp.escape(m[5])`), kept in lx->data. set is 0
 * while it is nil. */
typedef struct hl_str {
    char *p;
    size_t n;
    int set;
} hl_str;
/* @x = p[0..n) (escape: Regexp.escape of it, as Ruby writes it); p NULL makes it nil. */
void hl_str_set(hl_str *s, const char *p, size_t n, int escape);
/* p[0..n) == @x (0 when either is nil) */
int hl_str_eq(const hl_str *s, const char *p, size_t n);
void hl_str_free(hl_str *s);

/* String#strip: *p, *n narrowed past leading and trailing white space (and trailing NULs); a NULL *p stays. */
void hl_rb_strip(const char **p, size_t *n);

/* `tok || Default` for a token a lexer method picks (-1 for nil) */
static inline int hl_tok_or(int tok, int dflt) { return tok >= 0 ? tok : dflt; }

/* Python's StringRegister (python.rb; meson, cython): the open strings' prefixes and delimiters, innermost last.
 * Types and delimiters longer than 7 bytes are cut (Rouge's are at most 3). */
typedef struct hl_strreg {
    struct hl_strreg_e {
        char type[8], delim[8];
    } *v;
    size_t n, cap;
} hl_strreg;
void hl_strreg_push(hl_strreg *r, const char *type, size_t tn, const char *delim, size_t dn); /* register */
int hl_strreg_delim(const hl_strreg *r, const char *p, size_t n);  /* delim?(s): the innermost's is s */
int hl_strreg_type(const hl_strreg *r, const char *s);             /* type?(s): the innermost's holds s */
void hl_strreg_pop(hl_strreg *r);                                  /* remove */
void hl_strreg_free(hl_strreg *r);

/* Output */
void hl_out_init(hl_out *o, sp_buf *buf);
void hl_out_token(hl_out *o, int tok, const char *p, size_t n);
void hl_out_finish(hl_out *o);
void hl_escape(sp_buf *b, const char *p, size_t n); /* & < > as Rouge */

/* Compile all of a language's patterns, in both forms (thread-safe; lexing compiles a state's patterns when it is
 * first entered, and JIT-compiles a rule once it is hot: engine.c). Returns the number of patterns that failed to
 * compile, writing the first failure into msg (for the tests). */
int hl_lang_compile(const hl_lang *lang, char *msg, size_t msgsz);
/* The number of the language's rules whose full form (anchored, JIT-compiled) has been made so far, as rules get
 * hot or by hl_lang_compile (for the tests; lexing under valgrind makes none: the interpreter runs every pattern). */
int hl_lang_hot_rules(const hl_lang *lang);

/* The language table (highlight.c). */
extern const hl_lang *const hl_langs[];

/* Languages (one lang_*.c each). */
extern const hl_lang hl_lang_plaintext;
extern const hl_lang hl_lang_python;
extern const hl_lang hl_lang_c;
extern const hl_lang hl_lang_cpp;
extern const hl_lang hl_lang_shell;
extern const hl_lang hl_lang_console;
extern const hl_lang hl_lang_json;
extern const hl_lang hl_lang_yaml;
extern const hl_lang hl_lang_d;
extern const hl_lang hl_lang_nim;
extern const hl_lang hl_lang_zig;
extern const hl_lang hl_lang_awk;
extern const hl_lang hl_lang_fsharp;
extern const hl_lang hl_lang_clojure;
extern const hl_lang hl_lang_properties;
extern const hl_lang hl_lang_conf;
extern const hl_lang hl_lang_http;
extern const hl_lang hl_lang_perl;
extern const hl_lang hl_lang_sass;
extern const hl_lang hl_lang_tsx;
extern const hl_lang hl_lang_jsx;
extern const hl_lang hl_lang_haskell;
extern const hl_lang hl_lang_ocaml;
extern const hl_lang hl_lang_coffeescript;
extern const hl_lang hl_lang_gradle;
extern const hl_lang hl_lang_groovy;
extern const hl_lang hl_lang_dart;
extern const hl_lang hl_lang_plist;
extern const hl_lang hl_lang_elm;
extern const hl_lang hl_lang_erlang;
extern const hl_lang hl_lang_tex;
extern const hl_lang hl_lang_julia;
extern const hl_lang hl_lang_php;
extern const hl_lang hl_lang_erb;
extern const hl_lang hl_lang_powershell;
extern const hl_lang hl_lang_swift;
extern const hl_lang hl_lang_scala;
extern const hl_lang hl_lang_nginx;
extern const hl_lang hl_lang_r;
extern const hl_lang hl_lang_lua;
extern const hl_lang hl_lang_liquid;
extern const hl_lang hl_lang_protobuf;
extern const hl_lang hl_lang_csharp;
extern const hl_lang hl_lang_kotlin;
extern const hl_lang hl_lang_ini;
extern const hl_lang hl_lang_toml;
extern const hl_lang hl_lang_cuda;
extern const hl_lang hl_lang_scss;
extern const hl_lang hl_lang_ruby;
extern const hl_lang hl_lang_markdown;
extern const hl_lang hl_lang_html;
extern const hl_lang hl_lang_make;
extern const hl_lang hl_lang_cmake;
extern const hl_lang hl_lang_rust;
extern const hl_lang hl_lang_typescript;
extern const hl_lang hl_lang_docker;
extern const hl_lang hl_lang_css;
extern const hl_lang hl_lang_javascript;
extern const hl_lang hl_lang_llvm;
extern const hl_lang hl_lang_sql;
extern const hl_lang hl_lang_java;
extern const hl_lang hl_lang_diff;
extern const hl_lang hl_lang_xml;
extern const hl_lang hl_lang_go;
extern const hl_lang hl_lang_j;
extern const hl_lang hl_lang_robot_framework;
extern const hl_lang hl_lang_coq;
extern const hl_lang hl_lang_sed_replacement;
extern const hl_lang hl_lang_sed_regex;
extern const hl_lang hl_lang_sed;
extern const hl_lang hl_lang_apiblueprint;
extern const hl_lang hl_lang_haml;
extern const hl_lang hl_lang_slim;
extern const hl_lang hl_lang_digdag;
extern const hl_lang hl_lang_livescript;
extern const hl_lang hl_lang_crystal;
extern const hl_lang hl_lang_meson;
extern const hl_lang hl_lang_cython;
extern const hl_lang hl_lang_tcl;
extern const hl_lang hl_lang_ecl;
extern const hl_lang hl_lang_vue;
extern const hl_lang hl_lang_graphql;
extern const hl_lang hl_lang_escape;
extern const hl_lang hl_lang_wollok;
extern const hl_lang hl_lang_gherkin;
extern const hl_lang hl_lang_sml;
extern const hl_lang hl_lang_janet;
extern const hl_lang hl_lang_hylang;
extern const hl_lang hl_lang_irb_output;
extern const hl_lang hl_lang_irb;
extern const hl_lang hl_lang_ada;
extern const hl_lang hl_lang_plsql;
extern const hl_lang hl_lang_moonscript;
extern const hl_lang hl_lang_ceylon;
extern const hl_lang hl_lang_sas;
extern const hl_lang hl_lang_vcl;
extern const hl_lang hl_lang_dot;
extern const hl_lang hl_lang_terraform;
extern const hl_lang hl_lang_hcl;
extern const hl_lang hl_lang_handlebars;
extern const hl_lang hl_lang_lasso;
extern const hl_lang hl_lang_hack;
extern const hl_lang hl_lang_sqf;
extern const hl_lang hl_lang_haxe;
extern const hl_lang hl_lang_factor;
extern const hl_lang hl_lang_batchfile;
extern const hl_lang hl_lang_viml;
extern const hl_lang hl_lang_vb;
extern const hl_lang hl_lang_pony;
extern const hl_lang hl_lang_isabelle;
extern const hl_lang hl_lang_dafny;
extern const hl_lang hl_lang_objective_cpp;
extern const hl_lang hl_lang_objective_c;
extern const hl_lang hl_lang_idris;
extern const hl_lang hl_lang_eex;
extern const hl_lang hl_lang_apache;
extern const hl_lang hl_lang_elixir;
extern const hl_lang hl_lang_twig;
extern const hl_lang hl_lang_slice;
extern const hl_lang hl_lang_jinja;
extern const hl_lang hl_lang_hlsl;
extern const hl_lang hl_lang_glsl;
extern const hl_lang hl_lang_freefem;
extern const hl_lang hl_lang_xquery;
extern const hl_lang hl_lang_velocity;
extern const hl_lang hl_lang_tulip;
extern const hl_lang hl_lang_stan;
extern const hl_lang hl_lang_smarty;
extern const hl_lang hl_lang_sieve;
extern const hl_lang hl_lang_q;
extern const hl_lang hl_lang_mxml;
extern const hl_lang hl_lang_mason;
extern const hl_lang hl_lang_m68k;
extern const hl_lang hl_lang_literate_haskell;
extern const hl_lang hl_lang_literate_coffeescript;
extern const hl_lang hl_lang_jsp;
extern const hl_lang hl_lang_isbl;
extern const hl_lang hl_lang_igorpro;
extern const hl_lang hl_lang_ghc_cmm;
extern const hl_lang hl_lang_epp;
extern const hl_lang hl_lang_email;
extern const hl_lang hl_lang_common_lisp;
extern const hl_lang hl_lang_augeas;
extern const hl_lang hl_lang_abap;
extern const hl_lang hl_lang_yang;
extern const hl_lang hl_lang_xpath;
extern const hl_lang hl_lang_vhdl;
extern const hl_lang hl_lang_verilog;
extern const hl_lang hl_lang_ttcn3;
extern const hl_lang hl_lang_syzprog;
extern const hl_lang hl_lang_syzlang;
extern const hl_lang hl_lang_supercollider;
extern const hl_lang hl_lang_stata;
extern const hl_lang hl_lang_sparql;
extern const hl_lang hl_lang_solidity;
extern const hl_lang hl_lang_scheme;
extern const hl_lang hl_lang_rescript;
extern const hl_lang hl_lang_rego;
extern const hl_lang hl_lang_reasonml;
extern const hl_lang hl_lang_racket;
extern const hl_lang hl_lang_qml;
extern const hl_lang hl_lang_puppet;
extern const hl_lang hl_lang_prometheus;
extern const hl_lang hl_lang_praat;
extern const hl_lang hl_lang_opentype_feature_file;
extern const hl_lang hl_lang_openedge;
extern const hl_lang hl_lang_ocl;
extern const hl_lang hl_lang_nial;
extern const hl_lang hl_lang_nesasm;
extern const hl_lang hl_lang_minizinc;
extern const hl_lang hl_lang_matlab;
extern const hl_lang hl_lang_mathematica;
extern const hl_lang hl_lang_lutin;
extern const hl_lang hl_lang_lustre;
extern const hl_lang hl_lang_lean;
extern const hl_lang hl_lang_jsonnet;
extern const hl_lang hl_lang_io;
extern const hl_lang hl_lang_idlang;
extern const hl_lang hl_lang_hql;
extern const hl_lang hl_lang_ghc_core;
extern const hl_lang hl_lang_fortran;
extern const hl_lang hl_lang_datastudio;
extern const hl_lang hl_lang_cypher;
extern const hl_lang hl_lang_clean;
extern const hl_lang hl_lang_cfscript;
extern const hl_lang hl_lang_brightscript;
extern const hl_lang hl_lang_biml;
extern const hl_lang hl_lang_bibtex;
extern const hl_lang hl_lang_applescript;
extern const hl_lang hl_lang_apex;
extern const hl_lang hl_lang_actionscript;
extern const hl_lang hl_lang_xojo;
extern const hl_lang hl_lang_vala;
extern const hl_lang hl_lang_turtle;
extern const hl_lang hl_lang_tap;
extern const hl_lang hl_lang_systemd;
extern const hl_lang hl_lang_ssh;
extern const hl_lang hl_lang_smalltalk;
extern const hl_lang hl_lang_prolog;
extern const hl_lang hl_lang_postscript;
extern const hl_lang hl_lang_pascal;
extern const hl_lang hl_lang_nix;
extern const hl_lang hl_lang_nasm;
extern const hl_lang hl_lang_msgtrans;
extern const hl_lang hl_lang_mosel;
extern const hl_lang hl_lang_magik;
extern const hl_lang hl_lang_json_doc;
extern const hl_lang hl_lang_jsl;
extern const hl_lang hl_lang_hocon;
extern const hl_lang hl_lang_gdscript;
extern const hl_lang hl_lang_fluent;
extern const hl_lang hl_lang_eiffel;
extern const hl_lang hl_lang_csvs;
extern const hl_lang hl_lang_cmhg;
extern const hl_lang hl_lang_bsl;
extern const hl_lang hl_lang_brainfuck;
extern const hl_lang hl_lang_bpf;
extern const hl_lang hl_lang_bbcbasic;
extern const hl_lang hl_lang_armasm;

#endif
