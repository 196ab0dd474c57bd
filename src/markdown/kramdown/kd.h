/* kd.h: the kramdown parser's internal interface (src/markdown/kramdown/). Not part of the public API.
 *
 * The parser is kramdown 2.4's Kramdown::Parser::Kramdown with kramdown-parser-gfm 1.1's GFM changes, written rule by
 * rule: one file per syntax element as lib/kramdown/parser/kramdown/NAME.rb, each a start pattern and a parse function,
 * registered in the two ordered tables of kd_parser.c (kramdown's @block_parsers and @span_parsers). Patterns are
 * kramdown's regular expressions, translated to PCRE2 (Ruby's ^/$ are line anchors: PCRE2_MULTILINE always; Ruby's
 * /m is PCRE2_DOTALL; [[:alpha:]] and \p{Word} are Unicode). A match at the scan position is made on the rest of the
 * text, as Ruby's StringScanner does, so ^ and \A match there.
 *
 * The parser builds kramdown's element tree (kd_el); kd_html.c writes it as kramdown's HTML converter does. */
#ifndef SITEPUB_KD_H
#define SITEPUB_KD_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdbool.h>
#include <stddef.h>

#include "markdown/md_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/markdown.h"

typedef enum kd_type {
    KD_ROOT, KD_BLANK, KD_P, KD_HEADER, KD_BLOCKQUOTE, KD_CODEBLOCK, KD_HR, KD_UL, KD_OL, KD_LI, KD_DL, KD_DT, KD_DD,
    KD_TABLE, KD_THEAD, KD_TBODY, KD_TFOOT, KD_TR, KD_TD, KD_HTML_ELEMENT, KD_XML_COMMENT, KD_XML_PI, KD_COMMENT,
    KD_RAW, KD_MATH, KD_EOB, KD_FOOTNOTE_DEF, KD_FOOTNOTE, KD_RAW_TEXT, KD_TEXT, KD_EM, KD_STRONG, KD_CODESPAN, KD_A,
    KD_IMG, KD_BR, KD_ENTITY, KD_SMART_QUOTE, KD_TYPOGRAPHIC_SYM, KD_ABBREVIATION, KD_TEMP
} kd_type;

enum { KD_CAT_NONE = 0, KD_CAT_BLOCK, KD_CAT_SPAN };
#define KD_NO_CHAR 0xFFFFFFFFu /* an entity's code point beyond what Ruby can make a character of */
enum { KD_CM_NONE = 0, KD_CM_RAW, KD_CM_SPAN, KD_CM_BLOCK };

struct kd_fndef;

/* One element of kramdown's tree (Kramdown::Element): type, value, attr and the options kramdown keeps. */
typedef struct kd_el {
    kd_type type;
    unsigned char cat;     /* options[:category] */
    unsigned char cmodel;  /* options[:content_model] of an html_element */
    bool is_closed;        /* options[:is_closed] */
    bool transparent;      /* options[:transparent] (p) */
    bool first_as_para;    /* options[:first_as_para] (dd) */
    bool has_val;          /* value is set (eob: link_def etc; a nil value otherwise) */
    bool persist;          /* a definition's eob in the persistent arena (streamed conversion, pass 1) */
    bool visited;          /* pass 1: an abbreviation definition's eob is in the tree (update_tree sees it) */
    int level;             /* header level */
    int line;              /* options[:location] */
    sp_buf val;            /* value: text, code, raw HTML, math, comment */
    const char *name;      /* html tag; footnote name; smart quote / typographic symbol / eob kind */
    union { /* the options of one element type each */
        struct {
            unsigned cp;          /* entity, smart quote, typographic symbol: the code point */
            const char *ent_name; /* entity name (NULL: numeric only) */
            const char *orig;     /* entity options[:original] */
        };
        const char *lang;     /* codeblock options[:lang] */
        const char *raw_text; /* options[:raw_text] (header, dt) */
        struct {
            const char *align; /* table alignment: one of d l c r per column */
            size_t ncols;
        };
        const char *nomd_type; /* raw (nomarkdown) options[:type], space separated; NULL none */
        struct {
            struct kd_fndef *fn_def; /* footnote: the definition (its content is written with the footnotes) */
            md_attrs *fn_attr;       /* footnote: the definition's attributes */
        };
    };
    md_attrs attr;
    md_attrs *ial;         /* options[:ial] */
    struct kd_el *first, *last, *next, *prev, *parent;
    struct kd_el *all;     /* every element, for freeing */
} kd_el;

/* A compiled pattern: compiled on first use (thread-safe). code_a is the same pattern compiled PCRE2_ANCHORED, for
 * anchored matches: PCRE2's JIT does not take PCRE2_ANCHORED at match time (pcre2_match then interprets the
 * pattern, several times slower). A pattern made on the fly is released with kd_re_free. */
typedef struct kd_re {
    const char *pat;
    uint32_t flags;
    pcre2_code *code;
    pcre2_code *code_a;
    uint8_t jit; /* bit 0: code is JIT-compiled, bit 1: code_a is (then pcre2_jit_match runs it directly);
                    KD_RE_NOJIT: never JIT-compile (a pattern made for one element: JIT compiling costs more than
                    the few matches it then runs); bits 3 and 4: JIT compiling code, code_a was tried (after
                    KD_JIT_AFTER matches that were run, interpreted: a pattern that never gets past the first-byte
                    test is never JIT-compiled);
                    bits 5 and 6: a KD_RE_TEMP pattern's code, code_a is kd_parser.c's process-wide copy (kd_re_free
                    leaves it) */
    uint8_t first[16]; /* the ASCII bytes an anchored match can begin with (bit b), where known[] says so */
    uint8_t known[16]; /* bit b: first's bit b is known (found on the first anchored match at a text starting with
                          byte b, so only the bytes seen are tried) */
    uint8_t fast;      /* kd_parser.c: 0 not looked at yet; else the hand-written matcher that stands for the
                          pattern in anchored matches (KD_FAST_NONE: none) */
    uint32_t runs[2];  /* kd_parser.c: matches code, code_a ran interpreted before JIT compiling was tried */
} kd_re;
#define KD_RE_NOJIT 0x80
#define KD_RE_INIT(p, f) {p, f, NULL, NULL, 0, {0}, {0}, 0, {0, 0}}
#define KD_RE_TEMP(p, f) {p, f, NULL, NULL, KD_RE_NOJIT, {0}, {0}, 0, {0, 0}}
void kd_re_free(kd_re *re);

/* The groups of a match, offsets into the scanner's text. n groups; unset groups have so == (size_t)-1. */
#define KD_MAXG 12
typedef struct kd_m {
    size_t so[KD_MAXG], eo[KD_MAXG];
    int n;
} kd_m;

/* Ruby's StringScanner over one string (not owned). */
typedef struct kd_src {
    const char *s;
    size_t len, pos;
    int line0;
    kd_m m;            /* last match (@src[n], @src.matched) */
    size_t lpos;       /* kd_line's cache: lcount newlines before lpos */
    size_t rb_from, rb_at; /* the first `}` at or after rb_from is at rb_at (len: none); rb_at 0: not known */
    int lcount;
} kd_src;

typedef struct kd_map_ent {
    const char *key;
    void *val;
} kd_map_ent;
typedef struct kd_map {
    kd_map_ent *v;
    size_t n, cap;       /* insertion-ordered entries */
    size_t *slots;       /* hash index into v (+1), size hcap */
    size_t hcap;
} kd_map;

typedef struct kd_linkdef {
    const char *url, *title;
    kd_el *eob;
} kd_linkdef;

typedef struct kd_fndef {
    kd_el *content;   /* the parsed definition; NULL in a streamed conversion, which parses text when writing it */
    kd_el *eob;
    md_attrs *attr;
    bool has_marker;
    const char *text; /* streamed: the definition's text (INDENT removed) and its first line */
    size_t tlen;
    int line;
    kd_el **abbr;     /* pass 1: the abbreviation definitions inside (visited when this definition is the one kept) */
    size_t nabbr, abbrcap;
} kd_fndef;

typedef struct kd_parser kd_parser;
typedef int (*kd_parse_fn)(kd_parser *p);
typedef struct kd_def {
    const char *name;
    kd_re *start;
    const char *span_start; /* span parsers: the regexp source of their start */
    kd_parse_fn fn;
} kd_def;

typedef bool (*kd_stop_fn)(kd_parser *p, void *ctx);

typedef struct kw kw;

/* The conversion is streamed (kd_render): pass 1 parses the blocks of the whole document only to collect what
 * kramdown knows document-wide (link, abbreviation and footnote definitions, ALDs, whether a TOC is placed); pass 2
 * parses it again and, every few KB of source, span-parses, writes and frees the top-level blocks that no later
 * block can change, keeping only the last ones a later block may look back at (kd_flush). Documents using
 * {::options} (whose values are the document's last ones when written) are converted whole. */
struct kd_parser {
    sp_arena *a;            /* elements (streamed: the current chunk's) */
    sp_arena *pa;           /* what lives for the whole document: maps, definitions, converter state (== a when
                               not streamed) */
    sp_arena *spare;        /* streamed: the other chunk arena (the kept blocks are copied into it) */
    int pass;               /* 0 whole document; 1 collecting definitions; 2 writing block by block */
    size_t flushed;         /* top-level blocks already flushed */
    size_t flush_pos;       /* source position of the last flush */
    size_t chunk;           /* source bytes between attempts to flush (KD_CHUNK) */
    bool blank_carry;       /* update_tree: the last flushed top-level block (eobs aside) was a blank */
    bool has_toc;           /* a list with a {:toc} reference (TOC entries are kept) */
    kw *w;
    sp_buf *out;
    sp_markdown_options o;
    sp_error *err;
    bool failed;
    kd_src *src;
    kd_el *tree;
    md_attrs *block_ial;
    kd_type text_type;
    kd_el **stack;          /* @stack's trees */
    size_t nstack, stackcap;
    kd_el *root;
    kd_el *all;
    kd_map alds, link_defs, footnotes, abbrevs; /* abbrevs: id -> kd_el (the eob holding the attributes) */
    kd_map abbrev_title;
    kd_map gfm_ids;         /* generate_gfm_header_id's @id_counter */
    pcre2_match_data *md;
    pcre2_match_context *mctx;
    size_t work;            /* span parser steps for the current text: kramdown's retries of an unclosed `*`, `[`,
                               `<tag` rescan the rest of the text, quadratic on pathological input; past work_limit
                               an opener that needs a nested parse is taken as text (kd_over_budget) */
    size_t work_limit;
    const kd_def *const *block_parsers;
    size_t nblock;
    const kd_def *const *span_parsers;
    size_t nspan;
    kd_re *span_start_all;
    int footnote_count;
};

/* ---- kd_parser.c ---- */
kd_el *kd_new(kd_parser *p, kd_type t);
void kd_append(kd_el *parent, kd_el *child);
void kd_remove(kd_el *parent, kd_el *child);
kd_el *kd_new_block(kd_parser *p, kd_type t); /* new_block_el: takes @block_ial */
void kd_add_text(kd_parser *p, const char *s, size_t n, kd_el *tree, kd_type type);
bool kd_check(kd_parser *p, kd_re *re);      /* @src.check: anchored at pos, sets src->m */
bool kd_scan(kd_parser *p, kd_re *re);       /* @src.scan */
bool kd_match_at(kd_parser *p, kd_re *re, const char *s, size_t len, size_t start, bool anchored, kd_m *m);
bool kd_scan_until(kd_parser *p, kd_re *re); /* @src.scan_until: sets m; the text is pos0..m.eo[0] */
/* The hand-written searches that stand in for PCRE2 (tests/unit/test_kd_match.c compares them with it).
 * kd_span_candidate: the first position at or after i (a character boundary) where KD_SPAN_START_ALL (hw:
 * KD_SPAN_START_HW) can match, a superset of them, or len. kd_block_guard: whether block parser number i (of the
 * kramdown parser table, in order; *start set to its start pattern, NULL past the table's end) may match at pos
 * of s[0..len): false only where its start pattern cannot. */
size_t kd_span_candidate(const char *s, size_t len, size_t i, bool hw);
bool kd_block_guard(size_t i, const char *s, size_t len, size_t pos, kd_re **start);
bool kd_group(const kd_src *src, int i, const char **s, size_t *n);
bool kd_parse_blocks(kd_parser *p, kd_el *el, const char *text, size_t len, bool *stopped);
bool kd_parse_spans(kd_parser *p, kd_el *el, kd_re *stop_re, kd_stop_fn stop, void *ctx, const kd_def *const *parsers,
                    size_t nparsers, kd_re *span_start, kd_type text_type);
void kd_stack_push(kd_parser *p, kd_el *t);
void kd_stack_pop(kd_parser *p);
bool kd_stack_has(kd_parser *p, kd_type t);
bool kd_fail_depth(kd_parser *p);
bool kd_over_budget(const kd_parser *p);
char *kd_strndup(kd_parser *p, const char *s, size_t n);
void *kd_map_get(const kd_map *m, const char *key);
void kd_map_put(kd_parser *p, kd_map *m, const char *key, void *val);
void kd_update_attr_with_ial(kd_parser *p, md_attrs *attr, const md_attrs *ial, int depth);
void kd_update_ial_with_ial(kd_parser *p, md_attrs *ial, const md_attrs *opts);
void kd_parse_attribute_list(kd_parser *p, const char *s, size_t n, md_attrs *at);
int kd_line(const kd_src *src);
bool kd_after_block_boundary(kd_parser *p);
bool kd_before_block_boundary(kd_parser *p);
void kd_free_tree(kd_parser *p);
const char *kd_entity_name(unsigned cp);
unsigned kd_entity_remap(unsigned cp);
bool kd_entity_lookup(const char *name, size_t n, unsigned *cp);

/* the parse functions (one file each) */
int kd_parse_blank_line(kd_parser *p);
int kd_parse_eob_marker(kd_parser *p);
int kd_parse_paragraph(kd_parser *p);
int kd_parse_setext_header(kd_parser *p);
int kd_parse_atx_header_gfm(kd_parser *p);
int kd_parse_blockquote(kd_parser *p);
int kd_parse_codeblock(kd_parser *p);
int kd_parse_codeblock_fenced_gfm(kd_parser *p);
int kd_parse_horizontal_rule(kd_parser *p);
int kd_parse_list(kd_parser *p);
int kd_parse_definition_list(kd_parser *p);
int kd_parse_block_html(kd_parser *p);
int kd_parse_block_math(kd_parser *p);
int kd_parse_table(kd_parser *p);
int kd_parse_footnote_definition(kd_parser *p);
int kd_parse_link_definition(kd_parser *p);
int kd_parse_abbrev_definition(kd_parser *p);
int kd_parse_block_extensions(kd_parser *p);
int kd_parse_emphasis(kd_parser *p);
int kd_parse_codespan(kd_parser *p);
int kd_parse_autolink(kd_parser *p);
int kd_parse_span_html(kd_parser *p);
int kd_parse_footnote_marker(kd_parser *p);
int kd_parse_link(kd_parser *p);
int kd_parse_smart_quotes(kd_parser *p);
int kd_parse_inline_math(kd_parser *p);
int kd_parse_span_extensions(kd_parser *p);
int kd_parse_html_entity(kd_parser *p);
int kd_parse_typographic_syms(kd_parser *p);
int kd_parse_line_break(kd_parser *p);
int kd_parse_escaped_chars_gfm(kd_parser *p);
int kd_parse_strikethrough_gfm(kd_parser *p);

extern const kd_def kd_def_codespan, kd_def_span_html;
void kd_replace_abbreviations(kd_parser *p, kd_el *el);
void kd_gfm_update_elements(kd_parser *p, kd_el *el);
void kd_gfm_tasklist(kd_parser *p, kd_el *list);

/* patterns shared between files (kramdown's constants) */
#define KD_OPT_SPACE " {0,3}"
#define KD_INDENT "^(?:\\t| {4})"
#define KD_UNAME "(?:[\\p{L}\\p{M}_][-\\p{L}\\p{M}\\p{Nd}._]*:)?[\\p{L}\\p{M}_][-\\p{L}\\p{M}\\p{Nd}._]*"
#define KD_BLANK_LINE "(?>^\\s*\\n)+"
#define KD_EOB_MARKER "^\\^\\s*?\\n"
#define KD_ALD_ID_NAME "\\w[\\w-]*"
#define KD_ALD_ANY_CHARS "(?:\\\\\\}|[^\\}])"
#define KD_IAL_BLOCK "\\{:(?!:|\\/)(" KD_ALD_ANY_CHARS "+)\\}\\s*?\\n"
#define KD_IAL_BLOCK_START "^" KD_OPT_SPACE KD_IAL_BLOCK
#define KD_SPAN_ELEMENTS "a|abbr|acronym|b|big|bdo|br|button|cite|code|del|dfn|em|i|img|input|ins|kbd|label|mark|option|q|rb|rbc|rp|rt|rtc|ruby|samp|select|small|span|strong|sub|sup|tt|u|var"
#define KD_LAZY_END_HTML_START "<(?>(?!(?:" KD_SPAN_ELEMENTS "|script)\\b)" KD_UNAME ")"
#define KD_LAZY_END_HTML_STOP "<\\/(?!(?:" KD_SPAN_ELEMENTS "|script)\\b)" KD_UNAME "\\s*>"
#define KD_LAZY_END                                                                                                    \
    KD_BLANK_LINE "|" KD_IAL_BLOCK_START "|" KD_EOB_MARKER "|^" KD_OPT_SPACE KD_LAZY_END_HTML_STOP "|^" KD_OPT_SPACE     \
                  KD_LAZY_END_HTML_START "|\\Z"
#define KD_PATTERN_TAIL "[\\t| ].*?\\n"
/* list.rb's lazy line for an indentation of k (0..3) */
#define KD_LIST_LAZY(k)                                                                                                \
    "(?!^ {0," #k "}(?:" KD_IAL_BLOCK "|" KD_LAZY_END_HTML_STOP "|" KD_LAZY_END_HTML_START ")).*\\S.*\\n"
#define KD_LIST_FETCH(sp, mk) "^( {0," #sp "}" mk ")(" KD_PATTERN_TAIL ")" /* list.rb's fetch patterns */
#define KD_LIST_START_UL "^(" KD_OPT_SPACE "[+*-])(" KD_PATTERN_TAIL ")"
#define KD_LIST_START_OL "^(" KD_OPT_SPACE "\\d+\\.)(" KD_PATTERN_TAIL ")"
#define KD_LIST_START KD_LIST_START_UL "|" KD_LIST_START_OL
#define KD_DEFINITION_LIST_START "^(" KD_OPT_SPACE ":)(" KD_PATTERN_TAIL ")"
#define KD_ATX_HEADER_START "^(?<level>\\#{1,6})[\\t ]+(?<contents>.*)\\n"
#define KD_BLOCKQUOTE_START "^" KD_OPT_SPACE "> ?"
#define KD_FENCED_CODEBLOCK_START "^[ ]{0,3}[~`]{3,}"
#define KD_HR_START "^" KD_OPT_SPACE "(\\*|-|_)[ \\t]*\\1[ \\t]*\\1(\\1|[ \\t])*\\n"
#define KD_PARAGRAPH_MATCH "^.*?\\n"
/* the start patterns kd_parser.c matches by hand in anchored matches (exactly as PCRE2 would; KD_FAST_NONE in a
 * kd_re's fast field makes PCRE2 match it, as tests/unit/test_kd_match.c compares) */
#define KD_PARAGRAPH_START "^" KD_OPT_SPACE "[^ \\t].*?\\n"
#define KD_SETEXT_HEADER_START "^" KD_OPT_SPACE "(?<contents>[^ \\t].*)\\n(?<level>[-=])[-=]*[ \\t\\r\\f\\x0b]*\\n"
#define KD_TABLE_START "^" KD_OPT_SPACE "(?=\\S)(?:\\||.*?[^\\\\\\n]\\|).*?\\n"
#define KD_FAST_NONE 0xff
/* where a span parser of kramdown's table can start: each one's start pattern (hard_wrap: line_break's dropped) */
#define KD_SPAN_START_ALL                                                                                              \
    "(?=\\*|_|`|<|<|\\[|!?\\[|[^\\\\]?[\"']|\\$|\\{:|&|--|\\.\\.\\.|(?:\\\\| )?(?:<<|>>)|(  |\\\\\\\\)(?=\\n)|\\\\|~~)"
#define KD_SPAN_START_HW                                                                                               \
    "(?=\\*|_|`|<|<|\\[|!?\\[|[^\\\\]?[\"']|\\$|\\{:|&|--|\\.\\.\\.|(?:\\\\| )?(?:<<|>>)|\\\\|~~)"
#define KD_CODEBLOCK_MATCH                                                                                             \
    "(?:(?:" KD_BLANK_LINE ")?(?:" KD_INDENT "[ \\t]*\\S.*\\n)+(?:(?!" KD_IAL_BLOCK_START "|" KD_EOB_MARKER              \
    "|^" KD_OPT_SPACE KD_LAZY_END_HTML_STOP "|^" KD_OPT_SPACE KD_LAZY_END_HTML_START ")^[ \\t]*\\S.*\\n)*)*"
#define KD_ESCAPED_CHARS "\\\\([\\\\.*_+`<>()\\[\\]{}#!:|\"'\\$=-])"
#define KD_HTML_TAG_RE                                                                                                 \
    "<((?>" KD_UNAME "))\\s*((?>\\s+" KD_UNAME "(?:\\s*=\\s*(?:[\\p{L}\\p{M}\\p{Nd}\\p{Pc}]+|(\"|').*?\\3))?)*)\\s*(\\/)?>"
#define KD_HTML_TAG_CLOSE_RE "<\\/(" KD_UNAME ")\\s*>"
#define KD_HTML_COMMENT_RE "<!--(.*?)-->"
#define KD_LIST_ITEM_IAL "^\\s*(?:\\{:(?!(?:" KD_ALD_ID_NAME ")?:|\\/)(" KD_ALD_ANY_CHARS "+)\\})\\s*"

#define KD_M PCRE2_MULTILINE
#define KD_MS (PCRE2_MULTILINE | PCRE2_DOTALL)

/* html.c: the HTML element tables of kramdown's Parser::Html::Constants */
int kd_html_content_model(const char *name); /* HTML_CONTENT_MODEL (KD_CM_RAW for unknown) */
bool kd_html_is_span_element(const char *name, size_t n);
bool kd_html_is_block_element(const char *name);
bool kd_html_no_body(const char *name);
bool kd_html_known(const char *name, size_t n);
void kd_parse_html_attributes(kd_parser *p, const char *s, size_t n, bool lower, md_attrs *at);

/* kd_html.c: the converter; kd_html_block writes one top-level block, kd_html_end the footnotes and the TOC */
kw *kd_html_begin(kd_parser *p, sp_buf *out);
void kd_html_block(kw *w, kd_el *el, sp_buf *out);
int kd_html_end(kw *w, sp_buf *out);
/* kd_parser.c: streaming */
md_attrs kd_attrs_copy(sp_arena *a, const md_attrs *src);
kd_el *kd_fn_content(kd_parser *p, kd_fndef *f); /* a footnote's content, parsed now when streamed */
void kd_stream_reset(kd_parser *p);
void kd_walk_defs(kd_parser *p, kd_el *el, kd_fndef *f);              /* streamed: free the chunk's elements (none kept) */
kd_el *kd_new_def_eob(kd_parser *p, const char *name); /* a definition's eob (persistent in pass 1) */
#define KD_PERSIST_BEGIN(p) sp_arena *kd_saved_a_ = (p)->a; (p)->a = (p)->pa
#define KD_PERSIST_END(p) (p)->a = kd_saved_a_

/* kd_parser.c: the whole conversion (Kramdown::Document.new(src, options).to_html with the GFM parser) */
int kd_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err);

#endif
