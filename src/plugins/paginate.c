/* jekyll-paginate 1.1: the posts in pages of `paginate` each, the first on the template index.html, the others on
 * copies of it at `paginate_path`, each with its `paginator`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plugins/plugins_int.h"

static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    sp_value per = sp_hash_at(sp_plugin_config(ps), "paginate");
    if (sp_is_nil(per))
        return 0;
    int64_t per_page = per.type == SP_INT ? per.u.i : atoll(per.type == SP_STRING ? per.u.s.ptr : "0");
    if (per_page <= 0)
        return 0;
    sp_value ppv = sp_hash_at(sp_plugin_config(ps), "paginate_path");
    const char *pp = ppv.type == SP_STRING ? ppv.u.s.ptr : "/page:num";
    while (*pp == '/')
        pp++;
    /* the template page: index.html in the paginate_path's parent folder (or above), the deepest first */
    const char *ppslash = strrchr(pp, '/');
    char *pdir = ppslash ? sp_arena_strndup(a, pp, (size_t)(ppslash - pp)) : sp_arena_strdup(a, "");
    sp_plugin_doc *tmpl = NULL;
    size_t best = 0;
    for (size_t i = 0; i < sp_plugin_ndocs(ps); i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        if (sp_plugin_doc_kind_of(d) != SP_PLUGIN_PAGE || strcmp(sp_plugin_doc_name(d), "index.html"))
            continue;
        const char *relpath = sp_plugin_doc_path(d);
        const char *sl = strrchr(relpath, '/');
        size_t dl = sl ? (size_t)(sl - relpath) : 0;
        /* in_hierarchy: the page's folder is the paginate folder or one of its parents */
        bool ok = false;
        char *cur = sp_arena_strdup(a, pdir);
        for (;;) {
            if (strlen(cur) == dl && !strncmp(cur, relpath, dl)) {
                ok = true;
                break;
            }
            if (!*cur)
                break;
            char *c2 = strrchr(cur, '/');
            if (c2)
                *c2 = 0;
            else
                *cur = 0;
        }
        if (ok && (!tmpl || strlen(relpath) > best)) {
            tmpl = d;
            best = strlen(relpath);
        }
    }
    if (!tmpl) {
        sp_plugin_log(ps, 0, "Pagination: Pagination is enabled, but I couldn't find an index.html page to use as the "
                          "pagination template. Skipping pagination.");
        return 0;
    }
    sp_value all = sp_hash_at(sp_plugin_site_value(ps), "posts");
    sp_value posts = sp_array_new(a, sp_array_len(all));
    for (size_t i = 0; i < sp_array_len(all); i++)
        if (!sp_truthy(sp_hash_at(sp_array_get(all, (int64_t)i), "hidden")))
            sp_array_push(posts, sp_array_get(all, (int64_t)i));
    int64_t total = (int64_t)sp_array_len(posts);
    int64_t pages = (int64_t)ceil((double)total / (double)per_page);
    for (int64_t num = 1; num <= pages; num++) {
        sp_value pager = sp_hash_new(a, 9);
        int64_t init = (num - 1) * per_page;
        int64_t off = (init + per_page - 1) >= total ? total : init + per_page - 1;
        sp_value slice = sp_array_new(a, (size_t)per_page);
        for (int64_t k = init; k <= off && k < total; k++)
            sp_array_push(slice, sp_array_get(posts, k));
        sp_hash_setc(pager, "page", sp_int(num));
        sp_hash_setc(pager, "per_page", sp_int(per_page));
        sp_hash_setc(pager, "posts", slice);
        sp_hash_setc(pager, "total_posts", sp_int(total));
        sp_hash_setc(pager, "total_pages", sp_int(pages));
        sp_hash_setc(pager, "previous_page", num != 1 ? sp_int(num - 1) : sp_nil());
        char buf[32];
        sp_value prev_path = sp_nil(), next_path = sp_nil();
        if (num - 1 == 1)
            prev_path = sp_cstr(a, sp_plugin_doc_url(tmpl));
        else if (num > 2) {
            snprintf(buf, sizeof buf, "%lld", (long long)(num - 1));
            prev_path = sp_cstr(a, sp_arena_printf(a, "/%s", pp));
            char *t = sp_arena_strdup(a, prev_path.u.s.ptr);
            char *c = strstr(t, ":num");
            if (c)
                prev_path = sp_cstr(a, sp_arena_printf(a, "%.*s%s%s", (int)(c - t), t, buf, c + 4));
        }
        if (num != pages) {
            snprintf(buf, sizeof buf, "%lld", (long long)(num + 1));
            char *t = sp_arena_printf(a, "/%s", pp);
            char *c = strstr(t, ":num");
            next_path = c ? sp_cstr(a, sp_arena_printf(a, "%.*s%s%s", (int)(c - t), t, buf, c + 4))
                          : sp_cstr(a, t);
        }
        sp_hash_setc(pager, "previous_page_path", prev_path);
        sp_hash_setc(pager, "next_page", num != pages ? sp_int(num + 1) : sp_nil());
        sp_hash_setc(pager, "next_page_path", next_path);
        if (num == 1) {
            sp_plugin_doc_set_paginator(tmpl, pager);
            continue;
        }
        /* a copy of the template page whose dir is the paginate path */
        snprintf(buf, sizeof buf, "%lld", (long long)num);
        char *t = sp_arena_printf(a, "%s", pp);
        char *c = strstr(t, ":num");
        char *dir = c ? sp_arena_printf(a, "%.*s%s%s", (int)(c - t), t, buf, c + 4) : t;
        sp_plugin_doc *d = sp_plugin_copy_page(ps, tmpl, dir, err);
        if (!d)
            return -1;
        sp_plugin_doc_set_paginator(d, pager);
    }
    return 0;
}

const sp_plugin sp_plugin_paginate = {
    .name = "jekyll-paginate",
    .version = "1.1.0",
    .priority = -100, /* :lowest */
    .generate = generate,
};
