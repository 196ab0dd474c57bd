/* Internal interface of the markdown module (src/markdown/). Not part of the public API. */
#ifndef SITEPUB_MD_INTERNAL_H
#define SITEPUB_MD_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/markdown.h"

/* ---- attribute lists (kramdown IAL/ALD), insertion-ordered ---- */
typedef struct md_attr {
    char *key;
    char *val;
} md_attr;

typedef struct md_attrs {
    md_attr *v;
    size_t n, cap;
    char **refs; /* ALD names referenced */
    size_t nrefs, refcap;
} md_attrs;

/* Set key (replacing in place); for "class" when append_class, appends " val" as kramdown merges classes. */
void md_attrs_set(sp_arena *a, md_attrs *at, const char *key, size_t klen, const char *val, size_t vlen,
                  bool append_class);
const char *md_attrs_get(const md_attrs *at, const char *key);
void md_attrs_del(md_attrs *at, const char *key);
void md_attrs_add_ref(sp_arena *a, md_attrs *at, const char *ref, size_t len);
/* kramdown parse_attribute_list: parse str into at (class appended, others replaced, refs collected). */
void md_parse_attr_list(sp_arena *a, const char *s, size_t len, md_attrs *at);
/* kramdown update_ial_with_ial: merge src (refs included) into dst. */
void md_attrs_merge_ial(sp_arena *a, md_attrs *dst, const md_attrs *src);

/* An ALD table: name -> attrs */
typedef struct md_ald {
    char *name;
    md_attrs attrs;
} md_ald;

/* kramdown update_attr_with_ial: resolve refs through alds, then apply ial's own attributes to attr. */
void md_apply_ial(sp_arena *a, md_attrs *attr, const md_attrs *ial, const md_ald *alds, size_t nalds, int depth);

/* ---- escaping ---- */
/* kramdown escape_html :text (< > & escaped; entity references kept) */
void md_escape_text(sp_buf *out, const char *s, size_t len);
/* kramdown escape_html :attribute (< > & " escaped; entity references kept) */
void md_escape_attr(sp_buf *out, const char *s, size_t len);
/* kramdown escape_html :all (< > & escaped, entities too) */
void md_escape_all(sp_buf *out, const char *s, size_t len);
/* kramdown html_attributes: ` k="v"` for each (empty id skipped) */
void md_write_attrs(sp_buf *out, const md_attrs *at);

/* ---- text ---- */
/* Ruby's \p{Word} for a code point >= 0x80 (md_unicode.c) */
bool md_uni_word(unsigned c);
bool md_is_rouge_lexer(const char *lang, size_t len);
/* lang (up to a `?`) names Rouge's PlainText lexer ("plaintext" or its alias "text"): kramdown's Rouge call then
 * declines to highlight unless guess_lang is on. NULL is false. */
bool md_lang_is_plaintext(const char *lang);
/* Deepest element nesting the writers accept (issue 20: the HTML writer recurses) */
#define MD_MAX_DEPTH 1000
/* Lowercase (Unicode) + GFM id rules; appends to out */
void md_gfm_id(const char *text, size_t len, sp_buf *out);
/* Ruby's String#downcase (Unicode, through the C.UTF-8 locale): appends to out */
void md_gfm_lower(const char *text, size_t len, sp_buf *out);
/* kramdown basic_generate_id (kramdown input): appends to out */
void md_basic_id(const char *text, size_t len, sp_buf *out);

/* ---- quote entities ---- */
/* kramdown keeps an entity as an entity element, so &quot; and &#39; never become smart quotes. md_pre.c writes
 * them as private-use characters U+E100+k (UTF-8 EE 84 80+k), k indexing md_quote_entities; the renderer
 * turns them back into the quote (text, attributes) or into the entity as written (raw HTML). */
extern const char *const md_quote_entities[];
#define MD_NQUOTE_ENTITIES 6
/* Backslash-escaped characters that kramdown writes as themselves where typography would change them
 * (`\"` `\'` `\-` `\.` `\<` `\>`): U+E100+MD_PUA_ESCAPED+k, k indexing md_escaped_chars. */
#define MD_PUA_ESCAPED 0x20
#define MD_NESCAPED 6
extern const char md_escaped_chars[MD_NESCAPED + 1];
/* The index of the quote entity at s, or -1. */
int md_quote_entity(const char *s, size_t n);
/* If s starts with one of the private-use characters, its index (and the character in *ch); else -1. */
int md_pua_quote(const char *s, size_t n, char *ch);
/* Append s with the private-use characters turned into their character (raw false) or source text: the entity
 * or the backslash escape (raw true). */
void md_unpua(sp_buf *out, const char *s, size_t n, bool raw);

/* ---- raw HTML (md_html.c) ---- */
bool md_html_is_void(const char *name, size_t len);
bool md_html_is_span(const char *name, size_t len);
/* kramdown parses the content of this element (block or span content model) rather than keeping it raw */
bool md_html_content_parsed(const char *name, size_t len);
size_t md_html_tag(const char *s, size_t n, sp_buf *out, const char **name, size_t *nlen, bool *closing,
                   bool *self_closed);
void md_html_block(const char *s, size_t n, sp_buf *out);

/* ---- preprocessing (md_pre.c) ---- */
typedef enum md_mk_kind {
    MK_CONT = 0,   /* continuation line of a multi-line marker: no output */
    MK_IAL,        /* block IAL line */
    MK_ALD,        /* ALD definition: no output */
    MK_OPTIONS,    /* {::options /} */
    MK_COMMENT,    /* {::comment}..{:/} : <!-- body --> */
    MK_NOMARKDOWN, /* {::nomarkdown}..{:/}: raw */
    MK_MATH_BLOCK, /* $$..$$ block */
    MK_MATH_SPAN,  /* $$..$$ inline */
    MK_ABBR_DEF,   /* *[x]: y : no output */
    MK_EOB,        /* ^ end-of-block marker: no output */
    MK_HTML_OPEN,  /* a lone block-level start tag whose content is Markdown (parse_block_html, markdown="1") */
    MK_HTML_CLOSE, /* its end tag */
    MK_RAW_HTML,   /* a block HTML element spanning blank lines: raw up to its end tag, as kramdown reads it */
    MK_TABLE,      /* first line of a kramdown table (the structure is in tbl) */
    MK_TROW,       /* a later row line of that table */
    MK_TCELL       /* the start of a cell */
} md_mk_kind;

/* A kramdown table (Kramdown::Parser::Kramdown#parse_table). Each source line of the table is written for cmark as
 * "\x01" + a line marker + for each cell (MK_TCELL marker + cell text), so the whole table is one paragraph that
 * cmark parses inline in the document's context; the renderer splits it back at the markers. */
enum { MD_TL_ROW = 0, MD_TL_SEP_IGNORED, MD_TL_SEP_HEAD, MD_TL_SEP_BODY, MD_TL_SEP_FOOT };
typedef struct md_table {
    size_t nlines;
    unsigned char *line_kind; /* MD_TL_* per line */
    size_t columns;
    char *align;              /* per column: 0 default, 'l', 'c', 'r' */
} md_table;

typedef struct md_marker {
    md_mk_kind kind;
    const char *orig; /* original source text the marker replaced */
    size_t orig_len;
    char *body;       /* payload: math, raw, comment text */
    size_t body_len;
    md_attrs attrs;   /* IAL attributes / options */
    bool block;       /* block-level extension */
    char *tag;        /* MK_HTML_OPEN/CLOSE: element name */
    md_table *tbl;    /* MK_TABLE */
} md_marker;

typedef struct md_abbr {
    char *abbr;
    size_t len;
    char *title;
} md_abbr;

typedef struct md_pre {
    sp_buf text;         /* preprocessed Markdown for cmark */
    md_marker *markers;
    size_t nmarkers, mcap;
    bool *blank;         /* blank[i]: original line i (1-based) is blank; nlines+2 entries */
    size_t nlines;
    const char **line_s; /* line_s[i], line_n[i]: original line i (1-based), without its newline */
    size_t *line_n;
    md_ald *alds;
    size_t nalds, aldcap;
    md_abbr *abbrs;
    size_t nabbrs, abbrcap;
} md_pre;

#define MD_MARK_PREFIX "<!--SPMD\x7f"
#define MD_MARK_PREFIX_LEN 9

void md_preprocess(sp_arena *a, const char *src, size_t len, bool parse_block_html, md_pre *pre);
/* If s (len bytes) starts with a marker, returns its index and sets *mlen to the marker's length; else -1.
 * Continuation markers return -2. */
long md_marker_at(const char *s, size_t len, size_t *mlen);

#endif
