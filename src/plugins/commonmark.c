/* jekyll-commonmark 1.4.0 and jekyll-commonmark-ghpages 0.5.1: each only defines a Markdown converter class
 * (Jekyll::Converters::Markdown::CommonMark, ::CommonMarkGhPages) that `markdown:` may then name. They add no
 * generator, tag or hook: loading them is what makes `markdown: CommonMark` / `CommonMarkGhPages` valid, and the
 * conversion itself is the markdown module's (src/markdown/commonmark.c; the site resolves the processor with
 * sp_plugin_enabled, render.c). jekyll-commonmark-ghpages also patches the highlight tag (its line breaks, see
 * sp_markdown_ghpages_highlight), which the site applies on a CommonMarkGhPages site. */
#include "plugins/plugins_int.h"

const sp_plugin sp_plugin_commonmark = {
    .name = "jekyll-commonmark",
    .version = "1.4.0",
};

const sp_plugin sp_plugin_commonmark_ghpages = {
    .name = "jekyll-commonmark-ghpages",
    .version = "0.5.1",
};
