/* jekyll-readme-index 0.3.0: a README (README.md or any Markdown extension, any case) without front matter in a
 * folder that has no index (no page or static file at the folder's URL or its index.html, .htm, .xhtml, .xml)
 * becomes that folder's index page (StaticFile#to_page: permalink dirname(url) + "/"); the static file is still
 * copied. `readme_index: enabled: false` turns it off. Not copied: `remove_originals` and `with_frontmatter`. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "plugins/plugins_int.h"

static bool enabled(sp_plugin_site *ps)
{
    sp_value v = sp_hash_at(sp_hash_at(sp_plugin_config(ps), "readme_index"), "enabled");
    return !(v.type == SP_BOOL && !v.u.b);
}

/* %r!^#{dir}(?:$|index\.(html?|xhtml|xml)$)!i on url */
static bool index_url(const char *url, const char *dir)
{
    size_t dl = strlen(dir);
    if (strncasecmp(url, dir, dl))
        return false;
    const char *r = url + dl;
    return !*r || !strcasecmp(r, "index.html") || !strcasecmp(r, "index.htm") || !strcasecmp(r, "index.xhtml") ||
           !strcasecmp(r, "index.xml");
}

static bool dir_has_index(sp_plugin_site *ps, const char *dir)
{
    for (size_t i = 0; i < sp_plugin_ndocs(ps); i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
        if ((k == SP_PLUGIN_PAGE || k == SP_PLUGIN_GENERATED) && sp_plugin_doc_url(d) && index_url(sp_plugin_doc_url(d), dir))
            return true;
    }
    sp_buf u = SP_BUF_INIT;
    bool found = false;
    for (size_t i = 0; i < sp_plugin_nstatic(ps) && !found; i++) {
        if (sp_plugin_static_in_collection(ps, i))
            continue;
        sp_buf_clear(&u);
        sp_buf_printf(&u, "/%s", sp_plugin_static_path(ps, i));
        found = index_url(sp_buf_cstr(&u), dir);
    }
    sp_buf_free(&u);
    return found;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    if (!enabled(ps))
        return 0;
    size_t n = sp_plugin_nstatic(ps);
    for (size_t i = 0; i < n; i++) {
        if (sp_plugin_static_in_collection(ps, i))
            continue;
        const char *path = sp_plugin_static_path(ps, i);
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        const char *dot = strrchr(base, '.');
        /* %r!/readme(\.md|\.markdown|...)$!i: the markdown extensions */
        if (!dot || (size_t)(dot - base) != 6 || strncasecmp(base, "readme", 6) || !sp_plugin_is_markdown_ext(ps, dot))
            continue;
        /* File.dirname(url) + "/" */
        size_t dl = (size_t)(base - path);
        char *dir = malloc(dl + 3);
        if (!dir)
            abort();
        dir[0] = '/';
        memcpy(dir + 1, path, dl);
        dir[dl + 1] = 0;
        bool has = dir_has_index(ps, dir);
        if (!has) {
            const char *permalink = dl ? dir : "//"; /* File.dirname("/README.md") + "/" */
            if (!sp_plugin_page_from_static(ps, i, permalink, err)) {
                free(dir);
                return -1;
            }
        }
        free(dir);
    }
    return 0;
}

const sp_plugin sp_plugin_readme_index = {
    .name = "jekyll-readme-index",
    .version = "0.3.0",
    .priority = -10, /* :low */
    .generate = generate,
};
