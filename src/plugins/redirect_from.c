/* jekyll-redirect-from 0.16: a redirect page for each `redirect_from` path, `redirect_to` pages turned into
 * redirects, and redirects.json, with the gem's redirect layout (MIT licensed) unless the site has one. */
#include <string.h>

#include "plugins/plugins_int.h"

/* jekyll-redirect-from lib/jekyll-redirect-from/redirect.html */
static const char REDIRECT_HTML[] =
    "<!DOCTYPE html>\n"
    "<html lang=\"en-US\">\n"
    "  <meta charset=\"utf-8\">\n"
    "  <title>Redirecting&hellip;</title>\n"
    "  <link rel=\"canonical\" href=\"{{ page.redirect.to }}\">\n"
    "  <script>location=\"{{ page.redirect.to }}\"</script>\n"
    "  <meta http-equiv=\"refresh\" content=\"0; url={{ page.redirect.to }}\">\n"
    "  <meta name=\"robots\" content=\"noindex\">\n"
    "  <h1>Redirecting&hellip;</h1>\n"
    "  <a href=\"{{ page.redirect.to }}\">Click here if you are not redirected.</a>\n"
    "</html>\n";


/* absolute_url of path in the build's arena */
static sp_value absolute(sp_plugin_site *ps, const char *path)
{
    sp_buf b = SP_BUF_INIT;
    sp_plugin_absolute_url(ps, path, &b);
    sp_value v = sp_str(sp_plugin_arena(ps), b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return v;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    if (!sp_plugin_has_layout(ps, "redirect"))
        sp_plugin_add_layout(ps, "redirect", "redirect.html", REDIRECT_HTML);
    sp_value json = sp_hash_new(a, 4);
    /* from path -> the redirect hash of the page made for it: two documents that redirect from one path give
     * Jekyll two pages of one destination, and the one written last (the later document's) is what stays */
    sp_value made = sp_hash_new(a, 4);
    size_t n = sp_plugin_ndocs(ps);
    for (size_t i = 0; i < n; i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        if (!sp_plugin_doc_written(d) || sp_plugin_doc_kind_of(d) == SP_PLUGIN_GENERATED)
            continue;
        sp_value page = sp_plugin_doc_page(d);
        sp_value from = sp_hash_at(page, "redirect_from");
        sp_value list = sp_array_new(a, 2);
        if (from.type == SP_STRING)
            sp_array_push(list, from);
        else if (sp_is_array(from))
            list = from;
        for (size_t k = 0; k < sp_array_len(list); k++) {
            sp_value p = sp_array_get(list, (int64_t)k);
            if (p.type != SP_STRING)
                continue;
            const char *path = p.u.s.ptr;
            char *fromp = path[0] == '/' ? sp_arena_strdup(a, path) : sp_arena_printf(a, "/%s", path);
            sp_value earlier;
            if (sp_hash_getc(made, fromp, &earlier)) {
                sp_hash_setc(earlier, "to", absolute(ps, sp_plugin_doc_url(d)));
                sp_hash_setc(json, fromp, sp_hash_at(earlier, "to"));
                continue;
            }
            sp_value data = sp_hash_new(a, 6);
            sp_hash_setc(data, "sitemap", sp_bool(false));
            sp_hash_setc(data, "layout", SP_STR_LIT("redirect"));
            sp_hash_setc(data, "permalink", sp_cstr(a, fromp));
            sp_value r = sp_hash_new(a, 2);
            sp_hash_setc(r, "from", sp_cstr(a, fromp));
            sp_hash_setc(r, "to", absolute(ps, sp_plugin_doc_url(d)));
            sp_hash_setc(data, "redirect", r);
            if (!sp_plugin_add_page(ps, "redirect.html", "", data, err))
                return -1;
            sp_hash_setc(made, fromp, r);
            sp_hash_setc(json, fromp, sp_hash_at(r, "to"));
        }
        sp_value to = sp_hash_at(page, "redirect_to");
        if (sp_is_array(to))
            to = sp_array_get(to, 0);
        if (to.type == SP_STRING) {
            const char *t = to.u.s.ptr;
            bool abs = !strncmp(t, "http://", 7) || !strncmp(t, "https://", 8);
            sp_value r = sp_hash_new(a, 2);
            sp_hash_setc(r, "from", sp_cstr(a, sp_plugin_doc_url(d)));
            sp_hash_setc(r, "to", abs ? to : absolute(ps, t));
            sp_hash_setc(page, "redirect", r);
            sp_hash_setc(page, "layout", SP_STR_LIT("redirect"));
            sp_hash_setc(page, "sitemap", sp_bool(false));
            sp_plugin_doc_set_body(d, "", 0);
            sp_hash_setc(json, sp_plugin_doc_url(d), sp_hash_at(r, "to"));
        }
    }
    sp_value jc = sp_hash_at(sp_hash_at(sp_plugin_config(ps), "redirect_from"), "json");
    if (!(jc.type == SP_BOOL && !jc.u.b) && !sp_plugin_source_exists(ps, "redirects.json")) {
        sp_buf b = SP_BUF_INIT;
        sp_json_write(&b, json);
        char *body = sp_arena_strndup(a, b.data ? b.data : "{}", b.len ? b.len : 2);
        sp_buf_free(&b);
        sp_value data = sp_hash_new(a, 2);
        sp_hash_setc(data, "layout", sp_nil());
        sp_plugin_doc *g = sp_plugin_add_page(ps, "redirects.json", body, data, err);
        if (!g)
            return -1;
        sp_plugin_doc_set_no_liquid(g);
        sp_hash_setc(data, "render_with_liquid", sp_bool(false));
    }
    return 0;
}

const sp_plugin sp_plugin_redirect_from = {
    .name = "jekyll-redirect-from",
    .version = "0.16.0",
    .priority = 0, /* generates at normal priority, before the :lowest ones */
    .generate = generate,
};
