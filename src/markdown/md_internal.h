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

/* ---- CommonMark (commonmark.c) ---- */
/* the names of sp_md_cm_ext's values, index 0 unused (md_options.c) */
extern const char *const md_cm_ext_names[];
/* jekyll-commonmark's (or -ghpages') convert for o->processor: see sp_markdown_render. */
int md_commonmark_render(const char *src, size_t len, const sp_markdown_options *o, sp_buf *out, sp_error *err);
/* CommonMarkGhPages#convert's last step: every `<br data-jekyll-commonmark-ghpages>` in b[from..] back to "\n". */
void md_ghpages_unhack(sp_buf *b, size_t from);

#endif
