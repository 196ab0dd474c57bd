/* jekyll-default-layout 0.1.5: a Markdown page or post without a `layout` (in its front matter or the defaults)
 * gets "home" (the page at /), "page" (pages) or "post" (posts) when the site has that layout, else "default" when
 * it has one. */
#include <string.h>

#include "plugins/plugins_int.h"

static int generate(sp_plugin_site *ps, sp_error *err)
{
    (void)err;
    sp_arena *a = sp_plugin_arena(ps);
    /* [site.pages, site.posts.docs]: pages first, then the posts */
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < sp_plugin_ndocs(ps); i++) {
            sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
            sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
            bool page = k == SP_PLUGIN_PAGE || k == SP_PLUGIN_GENERATED;
            if (pass == 0 ? !page : k != SP_PLUGIN_POST)
                continue;
            sp_value data = sp_plugin_doc_page(d);
            if (!sp_plugin_is_markdown_ext(ps, sp_plugin_doc_ext(d)) || sp_hash_getc(data, "layout", NULL))
                continue;
            const char *url = sp_plugin_doc_url(d);
            const char *layout = NULL;
            if (url && !strcmp(url, "/") && sp_plugin_has_layout(ps, "home"))
                layout = "home";
            else if (page && sp_plugin_has_layout(ps, "page"))
                layout = "page";
            else if (k == SP_PLUGIN_POST && sp_plugin_has_layout(ps, "post"))
                layout = "post";
            else if (sp_plugin_has_layout(ps, "default"))
                layout = "default";
            sp_hash_setc(data, "layout", layout ? sp_cstr(a, layout) : sp_nil());
        }
    }
    return 0;
}

const sp_plugin sp_plugin_default_layout = {
    .name = "jekyll-default-layout",
    .version = "0.1.5",
    .priority = -100, /* :lowest */
    .generate = generate,
};
