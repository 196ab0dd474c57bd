/* jekyll-optional-front-matter 0.3.2: Markdown files without front matter become pages too (Jekyll::Page.new for
 * each such static file, appended to site.pages; the static file is still copied unless `optional_front_matter:
 * remove_originals: true`, which sitepub does not do), except README, LICENSE, LICENCE, COPYING, CODE_OF_CONDUCT,
 * CONTRIBUTING, ISSUE_TEMPLATE and PULL_REQUEST_TEMPLATE (any case) unless `include` names them. Off with
 * `optional_front_matter: enabled: false` or `require_front_matter: true`. */
#include <ctype.h>
#include <fnmatch.h>
#include <string.h>
#include <strings.h>

#include "plugins/plugins_int.h"

static bool option_is(sp_plugin_site *ps, const char *key, bool v)
{
    sp_value o = sp_hash_at(sp_hash_at(sp_plugin_config(ps), "optional_front_matter"), key);
    return o.type == SP_BOOL && o.u.b == v;
}

/* EntryFilter#included?: the path or its base name matches an `include` glob */
static bool whitelisted(sp_plugin_site *ps, const char *path)
{
    sp_value inc = sp_hash_at(sp_plugin_config(ps), "include");
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    for (size_t i = 0; i < sp_array_len(inc); i++) {
        sp_value g = sp_array_get(inc, (int64_t)i);
        if (g.type == SP_STRING && (!fnmatch(g.u.s.ptr, path, 0) || !fnmatch(g.u.s.ptr, base, 0)))
            return true;
    }
    return false;
}

static bool blacklisted(sp_plugin_site *ps, const char *path)
{
    static const char *const names[] = {"README", "LICENSE", "LICENCE", "COPYING", "CODE_OF_CONDUCT",
                                        "CONTRIBUTING", "ISSUE_TEMPLATE", "PULL_REQUEST_TEMPLATE", NULL};
    if (whitelisted(ps, path))
        return false;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t bl = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    for (int i = 0; names[i]; i++)
        if (strlen(names[i]) == bl && !strncasecmp(names[i], base, bl))
            return true;
    return false;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    if (option_is(ps, "enabled", false) || sp_truthy(sp_hash_at(sp_plugin_config(ps), "require_front_matter")))
        return 0;
    size_t n = sp_plugin_nstatic(ps);
    for (size_t i = 0; i < n; i++) {
        if (sp_plugin_static_in_collection(ps, i))
            continue;
        const char *path = sp_plugin_static_path(ps, i);
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        const char *dot = strrchr(base, '.');
        if (!dot || dot == base || !sp_plugin_is_markdown_ext(ps, dot) || blacklisted(ps, path))
            continue;
        if (!sp_plugin_page_from_static(ps, i, NULL, err))
            return -1;
    }
    return 0;
}

const sp_plugin sp_plugin_optional_front_matter = {
    .name = "jekyll-optional-front-matter",
    .version = "0.3.2",
    .priority = 0, /* :normal */
    .generate = generate,
};
