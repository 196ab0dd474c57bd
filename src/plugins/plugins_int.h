/* Internal helpers of the built-in plugins (src/plugins/). */
#ifndef SITEPUB_PLUGINS_INT_H
#define SITEPUB_PLUGINS_INT_H

#include <stdbool.h>

#include "sitepub/plugin.h"

/* The gems' template minification: gsub(%r!(?<=>\n|})\s+!, "") (jekyll-sitemap, gt_newline_only) or
 * gsub(%r!(?<=>|})\s+!, "") (jekyll-feed). Result in arena a. */
char *sp_plugin_minify(sp_arena *a, const char *t, bool gt_newline_only);

/* A text rewrite for sp_html_fragment_rewrite: escaped is a text node as Nokogiri's Node#to_html writes it (& < >
 * escaped); append the markup that replaces it to out and return true, or return false to keep it. */
typedef bool (*sp_html_text_fn)(void *ud, const char *escaped, size_t len, sp_buf *out);

/* Parse html (len bytes) as Nokogiri::HTML::DocumentFragment.parse does with libxml2, pass each text node with no
 * ancestor named in ignore (NULL terminated) to fn (which may replace it, as html-pipeline's filters do with
 * node.replace), and append the fragment written as Nokogiri's #to_html writes it to out (html_fragment.c says
 * which of libxml2's rules are copied). */
void sp_html_fragment_rewrite(const char *html, size_t len, const char *const *ignore, sp_html_text_fn fn, void *ud,
                              sp_buf *out);

/* How jekyll-mentions and jemoji rewrite a page's output (out): content.partition(%r!<body(.*?)>\s*!m), the tail
 * then partitioned at "</body>", and the body's content (after the opening tag and the blanks that follow it, up to
 * "</body>" or the end; the whole output when it holds no "<body") put through sp_html_fragment_rewrite with ignore,
 * fn and ud, the rest kept. Nothing changes when "<body" has no '>' after it, or when wanted (if not NULL) says the
 * body's content does not need it. */
void sp_plugin_rewrite_body(sp_buf *out, bool (*wanted)(const char *, size_t), const char *const *ignore,
                            sp_html_text_fn fn, void *ud);

/* The number of line breaks in s (n bytes): a tag's expansion keeps the tag's line count. */
static inline int count_lines(const char *s, size_t n)
{
    int k = 0;
    for (size_t i = 0; i < n; i++)
        k += s[i] == '\n';
    return k;
}

#endif
