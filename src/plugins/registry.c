/* The built-in plugins (include/sitepub/plugin.h): one table per gem, each in its own file. */
#include <string.h>

#include "sitepub/plugin.h"

extern const sp_plugin sp_plugin_redirect_from, sp_plugin_paginate, sp_plugin_feed, sp_plugin_sitemap,
    sp_plugin_seo_tag, sp_plugin_avatar, sp_plugin_include_cache, sp_plugin_mentions, sp_plugin_optional_front_matter,
    sp_plugin_default_layout, sp_plugin_gist,
    sp_plugin_titles_from_headings, sp_plugin_readme_index, sp_plugin_remote_theme,
    sp_plugin_relative_links, sp_plugin_archives, sp_plugin_paginate_v2, sp_plugin_commonmark, sp_plugin_commonmark_ghpages,
    sp_plugin_github_metadata, sp_plugin_jemoji, sp_plugin_github_pages;

/* Generators of equal priority run in this order: redirect-from, then the :lowest ones as Jekyll loads them for
 * the common `plugins:` order (paginate, feed, sitemap). */
const sp_plugin *const sp_plugins[] = {
    &sp_plugin_redirect_from, &sp_plugin_paginate, &sp_plugin_feed, &sp_plugin_sitemap, &sp_plugin_seo_tag,
    &sp_plugin_avatar, &sp_plugin_include_cache, &sp_plugin_mentions,
    &sp_plugin_optional_front_matter, &sp_plugin_default_layout, &sp_plugin_gist, &sp_plugin_titles_from_headings, &sp_plugin_readme_index, &sp_plugin_remote_theme,
    &sp_plugin_relative_links, &sp_plugin_archives, &sp_plugin_paginate_v2, &sp_plugin_commonmark,
    &sp_plugin_commonmark_ghpages, &sp_plugin_github_metadata, &sp_plugin_jemoji, &sp_plugin_github_pages, NULL,
};

const sp_plugin *sp_plugin_find(const char *name)
{
    for (size_t i = 0; sp_plugins[i]; i++)
        if (!strcmp(sp_plugins[i]->name, name))
            return sp_plugins[i];
    return NULL;
}
