/* Internal helpers of the built-in plugins (src/plugins/). */
#ifndef SITEPUB_PLUGINS_INT_H
#define SITEPUB_PLUGINS_INT_H

#include <stdbool.h>

#include "sitepub/plugin.h"

/* The gems' template minification: gsub(%r!(?<=>\n|})\s+!, "") (jekyll-sitemap, gt_newline_only) or
 * gsub(%r!(?<=>|})\s+!, "") (jekyll-feed). Result in arena a. */
char *sp_plugin_minify(sp_arena *a, const char *t, bool gt_newline_only);

#endif
