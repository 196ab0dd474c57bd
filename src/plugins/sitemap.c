/* jekyll-sitemap 1.4: sitemap.xml and robots.txt, from the gem's own templates (MIT licensed), rendered as pages,
 * unless the site has pages of those URLs. */
#include <string.h>

#include "plugins/plugins_int.h"

/* jekyll-sitemap lib/sitemap.xml */
static const char SITEMAP_XML[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "{% if page.xsl %}\n"
    "  <?xml-stylesheet type=\"text/xsl\" href=\"{{ \"/sitemap.xsl\" | absolute_url }}\"?>\n"
    "{% endif %}\n"
    "<urlset xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd\" xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    "  {% assign collections = site.collections | where_exp:'collection','collection.output != false' %}\n"
    "  {% for collection in collections %}\n"
    "    {% assign docs = collection.docs | where_exp:'doc','doc.sitemap != false' %}\n"
    "    {% for doc in docs %}\n"
    "      <url>\n"
    "        <loc>{{ doc.url | replace:'/index.html','/' | absolute_url | xml_escape }}</loc>\n"
    "        {% if doc.last_modified_at or doc.date %}\n"
    "          <lastmod>{{ doc.last_modified_at | default: doc.date | date_to_xmlschema }}</lastmod>\n"
    "        {% endif %}\n"
    "      </url>\n"
    "    {% endfor %}\n"
    "  {% endfor %}\n"
    "\n"
    "  {% assign pages = site.html_pages | where_exp:'doc','doc.sitemap != false' | where_exp:'doc','doc.url != \"/404.html\"' %}\n"
    "  {% for page in pages %}\n"
    "    <url>\n"
    "      <loc>{{ page.url | replace:'/index.html','/' | absolute_url | xml_escape }}</loc>\n"
    "      {% if page.last_modified_at %}\n"
    "        <lastmod>{{ page.last_modified_at | date_to_xmlschema }}</lastmod>\n"
    "      {% endif %}\n"
    "    </url>\n"
    "  {% endfor %}\n"
    "\n"
    "  {% assign static_files = page.static_files | where_exp:'page','page.sitemap != false' | where_exp:'page','page.name != \"404.html\"' %}\n"
    "  {% for file in static_files %}\n"
    "    <url>\n"
    "      <loc>{{ file.path | replace:'/index.html','/' | absolute_url | xml_escape }}</loc>\n"
    "      <lastmod>{{ file.modified_time | date_to_xmlschema }}</lastmod>\n"
    "    </url>\n"
    "  {% endfor %}\n"
    "</urlset>\n";

static const char ROBOTS_TXT[] = "Sitemap: {{ \"sitemap.xml\" | absolute_url }}\n";


static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    if (!sp_plugin_url_exists(ps, "/sitemap.xml")) {
        sp_value data = sp_hash_new(a, 4);
        sp_hash_setc(data, "layout", sp_nil());
        sp_value files = sp_array_new(a, 8);
        sp_value sf = sp_hash_at(sp_plugin_site_value(ps), "static_files");
        for (size_t i = 0; i < sp_array_len(sf); i++) {
            sp_value f = sp_array_get(sf, (int64_t)i);
            sp_value e = sp_hash_at(f, "extname");
            if (e.type == SP_STRING && (!strcmp(e.u.s.ptr, ".htm") || !strcmp(e.u.s.ptr, ".html") ||
                                        !strcmp(e.u.s.ptr, ".xhtml") || !strcmp(e.u.s.ptr, ".pdf")))
                sp_array_push(files, f);
        }
        sp_hash_setc(data, "static_files", files);
        sp_hash_setc(data, "xsl", sp_bool(sp_plugin_url_exists(ps, "/sitemap.xsl")));
        if (!sp_plugin_add_page(ps, "sitemap.xml", sp_plugin_minify(a, SITEMAP_XML, true), data, err))
            return -1;
    }
    if (!sp_plugin_url_exists(ps, "/robots.txt")) {
        sp_value data = sp_hash_new(a, 2);
        sp_hash_setc(data, "layout", sp_nil());
        if (!sp_plugin_add_page(ps, "robots.txt", ROBOTS_TXT, data, err))
            return -1;
    }
    return 0;
}

const sp_plugin sp_plugin_sitemap = {
    .name = "jekyll-sitemap",
    .version = "1.4.0",
    .priority = -100, /* :lowest */
    .generate = generate,
};
