/* jekyll-include-cache 0.2.1: {% include_cached FILE params %} renders as {% include FILE params %}. The gem
 * keeps the first rendering of each (file, parameter values) for the rest of the build and serves it to every later
 * page; sitepub renders the include for each page instead, which gives the same output whenever the include
 * depends only on its parameters and the site (what the gem requires of a cached include), and each page's own
 * output when it reads page variables (where the gem would repeat the first page's). */
#include <string.h>

#include "plugins/plugins_int.h"

static int tag_include_cached(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash,
                              int newlines, sp_buf *out, sp_error *err)
{
    (void)ps;
    (void)err;
    sp_buf_printf(out, "{%%%s include ", ldash ? "-" : "");
    sp_buf_append(out, markup, len);
    for (int i = newlines - count_lines(markup, len); i > 0; i--)
        sp_buf_putc(out, '\n');
    sp_buf_printf(out, " %s%%}", rdash ? "-" : "");
    return 0;
}

static const sp_plugin_tag tags[] = {{"include_cached", tag_include_cached}, {NULL, NULL}};

const sp_plugin sp_plugin_include_cache = {
    .name = "jekyll-include-cache",
    .version = "0.2.1",
    .tags = tags,
};
