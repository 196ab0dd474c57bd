/* Internal helpers of the built-in plugins (src/plugins/). */
#ifndef SITEPUB_PLUGINS_INT_H
#define SITEPUB_PLUGINS_INT_H

#include <stdbool.h>

#include "sitepub/plugin.h"

/* The gems' template minification: gsub(%r!(?<=>\n|})\s+!, "") (jekyll-sitemap, gt_newline_only) or
 * gsub(%r!(?<=>|})\s+!, "") (jekyll-feed). Result in arena a. */
char *sp_plugin_minify(sp_arena *a, const char *t, bool gt_newline_only);

/* The number of line breaks in s (n bytes): a tag's expansion keeps the tag's line count. */
static inline int count_lines(const char *s, size_t n)
{
    int k = 0;
    for (size_t i = 0; i < n; i++)
        k += s[i] == '\n';
    return k;
}

#endif
