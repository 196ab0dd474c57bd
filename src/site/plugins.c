/* Built-in generators for the plugins sitepub implements (named in `plugins:` or the Gemfile):
 * jekyll-paginate 1.1, jekyll-sitemap, jekyll-feed 0.17, jekyll-redirect-from. Each adds pages exactly as the
 * gem's generator does; the page templates below are the gems' own Liquid templates (MIT licensed), rendered
 * by our Liquid like any other page. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "site/site_internal.h"

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

/* jekyll-feed 0.17 lib/jekyll-feed/feed.xml */
static const char FEED_XML[] =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "{% if page.xsl %}\n"
    "  <?xml-stylesheet type=\"text/xml\" href=\"{{ '/feed.xslt.xml' | absolute_url }}\"?>\n"
    "{% endif %}\n"
    "<feed xmlns=\"http://www.w3.org/2005/Atom\" {% if site.lang %}xml:lang=\"{{ site.lang }}\"{% endif %}>\n"
    "  <generator uri=\"https://jekyllrb.com/\" version=\"{{ jekyll.version }}\">Jekyll</generator>\n"
    "  <link href=\"{{ page.url | absolute_url }}\" rel=\"self\" type=\"application/atom+xml\" />\n"
    "  <link href=\"{{ '/' | absolute_url }}\" rel=\"alternate\" type=\"text/html\" {% if site.lang %}hreflang=\"{{ site.lang }}\" {% endif %}/>\n"
    "  <updated>{{ site.time | date_to_xmlschema }}</updated>\n"
    "  <id>{{ page.url | absolute_url | xml_escape }}</id>\n"
    "\n"
    "  {% assign title = site.title | default: site.name %}\n"
    "  {% if page.collection != \"posts\" %}\n"
    "    {% assign collection = page.collection | capitalize %}\n"
    "    {% assign title = title | append: \" | \" | append: collection %}\n"
    "  {% endif %}\n"
    "  {% if page.category %}\n"
    "    {% assign category = page.category | capitalize %}\n"
    "    {% assign title = title | append: \" | \" | append: category %}\n"
    "  {% endif %}\n"
    "\n"
    "  {% if title %}\n"
    "    <title type=\"html\">{{ title | smartify | xml_escape }}</title>\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.description %}\n"
    "    <subtitle>{{ site.description | xml_escape }}</subtitle>\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.author %}\n"
    "    <author>\n"
    "        <name>{{ site.author.name | default: site.author | xml_escape }}</name>\n"
    "      {% if site.author.email %}\n"
    "        <email>{{ site.author.email | xml_escape }}</email>\n"
    "      {% endif %}\n"
    "      {% if site.author.uri %}\n"
    "        <uri>{{ site.author.uri | xml_escape }}</uri>\n"
    "      {% endif %}\n"
    "    </author>\n"
    "  {% endif %}\n"
    "\n"
    "  {% if page.tags %}\n"
    "    {% assign posts = site.tags[page.tags] %}\n"
    "  {% else %}\n"
    "    {% assign posts = site[page.collection] %}\n"
    "  {% endif %}\n"
    "  {% if page.category %}\n"
    "    {% assign posts = posts | where: \"categories\", page.category %}\n"
    "  {% endif %}\n"
    "  {% unless site.show_drafts %}\n"
    "    {% assign posts = posts | where_exp: \"post\", \"post.draft != true\" %}\n"
    "  {% endunless %}\n"
    "  {% assign posts = posts | sort: \"date\" | reverse %}\n"
    "  {% assign posts_limit = site.feed.posts_limit | default: 10 %}\n"
    "  {% for post in posts limit: posts_limit %}\n"
    "    <entry{% if post.lang %}{{\" \"}}xml:lang=\"{{ post.lang }}\"{% endif %}>\n"
    "      {% assign post_title = post.title | smartify | strip_html | normalize_whitespace | xml_escape %}\n"
    "\n"
    "      <title type=\"html\">{{ post_title }}</title>\n"
    "      <link href=\"{{ post.url | absolute_url }}\" rel=\"alternate\" type=\"text/html\" title=\"{{ post_title }}\" />\n"
    "      <published>{{ post.date | date_to_xmlschema }}</published>\n"
    "      <updated>{{ post.last_modified_at | default: post.date | date_to_xmlschema }}</updated>\n"
    "      <id>{{ post.id | absolute_url | xml_escape }}</id>\n"
    "      {% assign excerpt_only = post.feed.excerpt_only | default: site.feed.excerpt_only %}\n"
    "      {% unless excerpt_only %}\n"
    "        <content type=\"html\" xml:base=\"{{ post.url | absolute_url | xml_escape }}\"><![CDATA[{{ post.content | strip }}]]></content>\n"
    "      {% endunless %}\n"
    "\n"
    "      {% assign post_author = post.author | default: post.authors[0] | default: site.author %}\n"
    "      {% assign post_author = site.data.authors[post_author] | default: post_author %}\n"
    "      {% assign post_author_email = post_author.email | default: nil %}\n"
    "      {% assign post_author_uri = post_author.uri | default: nil %}\n"
    "      {% assign post_author_name = post_author.name | default: post_author %}\n"
    "\n"
    "      <author>\n"
    "          <name>{{ post_author_name | default: \"\" | xml_escape }}</name>\n"
    "        {% if post_author_email %}\n"
    "          <email>{{ post_author_email | xml_escape }}</email>\n"
    "        {% endif %}\n"
    "        {% if post_author_uri %}\n"
    "          <uri>{{ post_author_uri | xml_escape }}</uri>\n"
    "        {% endif %}\n"
    "      </author>\n"
    "\n"
    "      {% if post.category %}\n"
    "        <category term=\"{{ post.category | xml_escape }}\" />\n"
    "      {% elsif post.categories %}\n"
    "        {% for category in post.categories %}\n"
    "          <category term=\"{{ category | xml_escape }}\" />\n"
    "        {% endfor %}\n"
    "      {% endif %}\n"
    "\n"
    "      {% for tag in post.tags %}\n"
    "        <category term=\"{{ tag | xml_escape }}\" />\n"
    "      {% endfor %}\n"
    "\n"
    "      {% assign post_summary = post.description | default: post.excerpt %}\n"
    "      {% if post_summary and post_summary != empty %}\n"
    "        <summary type=\"html\"><![CDATA[{{ post_summary | strip_html | normalize_whitespace }}]]></summary>\n"
    "      {% endif %}\n"
    "\n"
    "      {% assign post_image = post.image.path | default: post.image %}\n"
    "      {% if post_image %}\n"
    "        {% unless post_image contains \"://\" %}\n"
    "          {% assign post_image = post_image | absolute_url %}\n"
    "        {% endunless %}\n"
    "        <media:thumbnail xmlns:media=\"http://search.yahoo.com/mrss/\" url=\"{{ post_image | xml_escape }}\" />\n"
    "        <media:content medium=\"image\" url=\"{{ post_image | xml_escape }}\" xmlns:media=\"http://search.yahoo.com/mrss/\" />\n"
    "      {% endif %}\n"
    "    </entry>\n"
    "  {% endfor %}\n"
    "</feed>\n";

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

/* gsub(%r!(?<=>\n|})\s+!, "") (sitemap) or gsub(%r!(?<=>|})\s+!, "") (feed) */
static char *minify(sp_arena *a, const char *t, bool gt_newline_only)
{
    size_t n = strlen(t);
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < n; i++) {
        sp_buf_putc(&b, t[i]);
        bool after = false;
        if (gt_newline_only)
            after = (t[i] == '\n' && i > 0 && t[i - 1] == '>') || t[i] == '}';
        else
            after = t[i] == '>' || t[i] == '}';
        if (after)
            while (i + 1 < n && isspace((unsigned char)t[i + 1]))
                i++;
    }
    char *r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

static bool page_url_exists(sp_site *s, const char *url)
{
    for (size_t i = 0; i < s->ndocs; i++)
        if ((s->docs[i]->kind == SP_DOC_PAGE || s->docs[i]->kind == SP_DOC_GENERATED) && s->docs[i]->url &&
            !strcmp(s->docs[i]->url, url))
            return true;
    for (size_t i = 0; i < s->nstatic; i++) {
        const char *o = s->static_out[i];
        if (url[0] == '/' && !strcmp(o, url + 1))
            return true;
    }
    return false;
}

static bool source_exists(sp_site *s, const char *path)
{
    for (size_t i = 0; i < s->nentries; i++)
        if (!strcmp(s->entries[i].path, path))
            return true;
    return false;
}

/* A page without a file (PageWithoutAFile), appended to site.pages. */
static sp_doc *add_generated(sp_site *s, const char *relpath, const char *body, sp_value data, sp_error *err)
{
    sp_arena *a = s->arena;
    sp_doc *d = sp_arena_calloc(a, 1, sizeof *d);
    d->kind = SP_DOC_GENERATED;
    d->relpath = relpath;
    const char *sl = strrchr(relpath, '/');
    d->name = sl ? sl + 1 : relpath;
    const char *dot = strrchr(d->name, '.');
    d->ext = dot && dot != d->name ? dot : "";
    d->output_ext = sp_site_output_ext(s, d->ext);
    d->markdown = sp_site_is_markdown_ext(s, d->ext);
    d->body = body;
    d->body_len = strlen(body);
    d->body_line = 1;
    d->pager = sp_nil();
    d->related = sp_nil();
    d->site_override = sp_nil();
    d->write = true;
    d->page = sp_is_hash(data) ? data : sp_hash_new(a, 8);
    if (sp_site_doc_url(s, d, err) != 0)
        return NULL;
    sp_value h = d->page;
    sp_hash_setc(h, "url", sp_cstr(a, d->url));
    sp_hash_setc(h, "content", sp_str_ref(d->body, d->body_len));
    const char *slash = strrchr(d->url, '/');
    size_t ul = strlen(d->url);
    sp_hash_setc(h, "dir", d->url[ul - 1] == '/' ? sp_cstr(a, d->url)
                                                 : sp_str(a, d->url, slash ? (size_t)(slash - d->url) + 1 : 1));
    sp_hash_setc(h, "name", sp_cstr(a, d->name));
    if (!sp_hash_getc(h, "path", NULL))
        sp_hash_setc(h, "path", sp_cstr(a, relpath));
    if (!sp_hash_getc(h, "excerpt", NULL))
        sp_hash_setc(h, "excerpt", sp_nil());
    sp_site_add_doc(s, d);
    sp_value pages = sp_hash_at(s->site, "pages");
    if (sp_is_array(pages))
        sp_array_push(pages, h);
    if (!strcmp(d->output_ext, ".html") || !strcmp(d->output_ext, ".htm") || !strcmp(d->output_ext, ".xhtml") ||
        d->url[ul - 1] == '/') {
        sp_value hp = sp_hash_at(s->site, "html_pages");
        if (sp_is_array(hp))
            sp_array_push(hp, h);
    }
    return d;
}

/* Jekyll's absolute_url for a path: site.url + baseurl + path, appended to b (safe on render threads) */
void sp_site_absolute_url_buf(sp_site *s, const char *path, sp_buf *b)
{
    sp_value url = sp_hash_at(s->config, "url"), base = sp_hash_at(s->config, "baseurl");
    size_t start = b->len;
    if (url.type == SP_STRING)
        sp_buf_append(b, url.u.s.ptr, url.u.s.len);
    if (base.type == SP_STRING && base.u.s.len) {
        if (base.u.s.ptr[0] != '/')
            sp_buf_putc(b, '/');
        sp_buf_append(b, base.u.s.ptr, base.u.s.len);
        while (b->len > start && b->data[b->len - 1] == '/')
            b->len--;
    }
    if (path[0] != '/')
        sp_buf_putc(b, '/');
    sp_buf_puts(b, path);
}

char *sp_site_absolute_url(sp_site *s, const char *path)
{
    sp_buf b = SP_BUF_INIT;
    sp_site_absolute_url_buf(s, path, &b);
    char *r = sp_arena_strndup(s->arena, b.data, b.len);
    sp_buf_free(&b);
    return r;
}

static int paginate(sp_site *s, sp_error *err)
{
    sp_value per = sp_hash_at(s->config, "paginate");
    if (sp_is_nil(per))
        return 0;
    int64_t per_page = per.type == SP_INT ? per.u.i : atoll(per.type == SP_STRING ? per.u.s.ptr : "0");
    if (per_page <= 0)
        return 0;
    sp_value ppv = sp_hash_at(s->config, "paginate_path");
    const char *pp = ppv.type == SP_STRING ? ppv.u.s.ptr : "/page:num";
    while (*pp == '/')
        pp++;
    /* the template page: index.html in the paginate_path's parent folder (or above), the deepest first */
    const char *ppslash = strrchr(pp, '/');
    char *pdir = ppslash ? sp_arena_strndup(s->arena, pp, (size_t)(ppslash - pp)) : sp_arena_strdup(s->arena, "");
    sp_doc *tmpl = NULL;
    size_t best = 0;
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (d->kind != SP_DOC_PAGE || strcmp(d->name, "index.html"))
            continue;
        const char *sl = strrchr(d->relpath, '/');
        size_t dl = sl ? (size_t)(sl - d->relpath) : 0;
        /* in_hierarchy: the page's folder is the paginate folder or one of its parents */
        bool ok = false;
        char *cur = sp_arena_strdup(s->arena, pdir);
        for (;;) {
            if (strlen(cur) == dl && !strncmp(cur, d->relpath, dl)) {
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
        if (ok && (!tmpl || strlen(d->relpath) > best)) {
            tmpl = d;
            best = strlen(d->relpath);
        }
    }
    if (!tmpl) {
        sp_site_log(s, 0, "Pagination: Pagination is enabled, but I couldn't find an index.html page to use as the "
                          "pagination template. Skipping pagination.");
        return 0;
    }
    sp_value all = sp_hash_at(s->site, "posts");
    sp_value posts = sp_array_new(s->arena, sp_array_len(all));
    for (size_t i = 0; i < sp_array_len(all); i++)
        if (!sp_truthy(sp_hash_at(sp_array_get(all, (int64_t)i), "hidden")))
            sp_array_push(posts, sp_array_get(all, (int64_t)i));
    int64_t total = (int64_t)sp_array_len(posts);
    int64_t pages = (int64_t)ceil((double)total / (double)per_page);
    for (int64_t num = 1; num <= pages; num++) {
        sp_value pager = sp_hash_new(s->arena, 9);
        int64_t init = (num - 1) * per_page;
        int64_t off = (init + per_page - 1) >= total ? total : init + per_page - 1;
        sp_value slice = sp_array_new(s->arena, (size_t)per_page);
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
            prev_path = sp_cstr(s->arena, tmpl->url);
        else if (num > 2) {
            snprintf(buf, sizeof buf, "%lld", (long long)(num - 1));
            prev_path = sp_cstr(s->arena, sp_arena_printf(s->arena, "/%s", pp));
            char *t = sp_arena_strdup(s->arena, prev_path.u.s.ptr);
            char *c = strstr(t, ":num");
            if (c)
                prev_path = sp_cstr(s->arena, sp_arena_printf(s->arena, "%.*s%s%s", (int)(c - t), t, buf, c + 4));
        }
        if (num != pages) {
            snprintf(buf, sizeof buf, "%lld", (long long)(num + 1));
            char *t = sp_arena_printf(s->arena, "/%s", pp);
            char *c = strstr(t, ":num");
            next_path = c ? sp_cstr(s->arena, sp_arena_printf(s->arena, "%.*s%s%s", (int)(c - t), t, buf, c + 4))
                          : sp_cstr(s->arena, t);
        }
        sp_hash_setc(pager, "previous_page_path", prev_path);
        sp_hash_setc(pager, "next_page", num != pages ? sp_int(num + 1) : sp_nil());
        sp_hash_setc(pager, "next_page_path", next_path);
        if (num == 1) {
            tmpl->pager = pager;
            continue;
        }
        /* a copy of the template page whose dir is the paginate path */
        snprintf(buf, sizeof buf, "%lld", (long long)num);
        char *t = sp_arena_printf(s->arena, "%s", pp);
        char *c = strstr(t, ":num");
        char *dir = c ? sp_arena_printf(s->arena, "%.*s%s%s", (int)(c - t), t, buf, c + 4) : t;
        sp_doc *d = sp_arena_calloc(s->arena, 1, sizeof *d);
        *d = *tmpl;
        d->kind = SP_DOC_GENERATED;
        d->pager = pager;
        d->page = sp_value_copy(s->arena, tmpl->page);
        /* Page#dir= then url: "/:path/" with the new dir */
        size_t dl = strlen(dir);
        while (dl && dir[dl - 1] == '/')
            dl--;
        d->url = sp_site_sanitize_url(s->arena, sp_arena_printf(s->arena, "/%.*s/", (int)dl, dir), dl + 2);
        char *un = sp_site_unescape_path(s->arena, d->url);
        d->out_path = sp_arena_printf(s->arena, "%sindex.html", un + 1);
        if (!sp_path_is_safe(d->out_path, strlen(d->out_path)))
            return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "paginate_path gives an unsafe output path %s",
                                d->out_path);
        sp_hash_setc(d->page, "url", sp_cstr(s->arena, d->url));
        sp_hash_setc(d->page, "dir", sp_cstr(s->arena, d->url));
        sp_site_add_doc(s, d);
        sp_value pv = sp_hash_at(s->site, "pages");
        sp_array_push(pv, d->page);
        sp_array_push(sp_hash_at(s->site, "html_pages"), d->page);
    }
    return 0;
}

static int redirects(sp_site *s, sp_error *err)
{
    bool have_layout = false;
    for (size_t i = 0; i < s->nlayouts; i++)
        if (!strcmp(s->layouts[i].name, "redirect"))
            have_layout = true;
    if (!have_layout) {
        sp_layout *l = &s->layouts[s->nlayouts++];
        memset(l, 0, sizeof *l);
        l->name = "redirect";
        l->relpath = "redirect.html";
        l->data = sp_hash_new(s->arena, 0);
        l->body = REDIRECT_HTML;
        l->body_len = strlen(REDIRECT_HTML);
        l->body_line = 1;
    }
    sp_value json = sp_hash_new(s->arena, 4);
    size_t n = s->ndocs;
    for (size_t i = 0; i < n; i++) {
        sp_doc *d = s->docs[i];
        if (!d->write || d->kind == SP_DOC_GENERATED)
            continue;
        sp_value from = sp_hash_at(d->page, "redirect_from");
        sp_value list = sp_array_new(s->arena, 2);
        if (from.type == SP_STRING)
            sp_array_push(list, from);
        else if (sp_is_array(from))
            list = from;
        for (size_t k = 0; k < sp_array_len(list); k++) {
            sp_value p = sp_array_get(list, (int64_t)k);
            if (p.type != SP_STRING)
                continue;
            const char *path = p.u.s.ptr;
            char *fromp = path[0] == '/' ? sp_arena_strdup(s->arena, path) : sp_arena_printf(s->arena, "/%s", path);
            sp_value data = sp_hash_new(s->arena, 6);
            sp_hash_setc(data, "sitemap", sp_bool(false));
            sp_hash_setc(data, "layout", SP_STR_LIT("redirect"));
            sp_hash_setc(data, "permalink", sp_cstr(s->arena, fromp));
            sp_value r = sp_hash_new(s->arena, 2);
            sp_hash_setc(r, "from", sp_cstr(s->arena, fromp));
            sp_hash_setc(r, "to", sp_cstr(s->arena, sp_site_absolute_url(s, d->url)));
            sp_hash_setc(data, "redirect", r);
            sp_doc *g = add_generated(s, "redirect.html", "", data, err);
            if (!g)
                return -1;
            sp_hash_setc(json, fromp, sp_hash_at(r, "to"));
        }
        sp_value to = sp_hash_at(d->page, "redirect_to");
        if (sp_is_array(to))
            to = sp_array_get(to, 0);
        if (to.type == SP_STRING) {
            const char *t = to.u.s.ptr;
            bool abs = !strncmp(t, "http://", 7) || !strncmp(t, "https://", 8);
            sp_value r = sp_hash_new(s->arena, 2);
            sp_hash_setc(r, "from", sp_cstr(s->arena, d->url));
            sp_hash_setc(r, "to", abs ? to : sp_cstr(s->arena, sp_site_absolute_url(s, t)));
            sp_hash_setc(d->page, "redirect", r);
            sp_hash_setc(d->page, "layout", SP_STR_LIT("redirect"));
            sp_hash_setc(d->page, "sitemap", sp_bool(false));
            d->body = "";
            d->body_len = 0;
            d->markdown = false;
            sp_hash_setc(json, d->url, sp_hash_at(r, "to"));
        }
    }
    sp_value jc = sp_hash_at(sp_hash_at(s->config, "redirect_from"), "json");
    if (!(jc.type == SP_BOOL && !jc.u.b) && !source_exists(s, "redirects.json")) {
        sp_buf b = SP_BUF_INIT;
        sp_json_write(&b, json);
        char *body = sp_arena_strndup(s->arena, b.data ? b.data : "{}", b.len ? b.len : 2);
        sp_buf_free(&b);
        sp_value data = sp_hash_new(s->arena, 2);
        sp_hash_setc(data, "layout", sp_nil());
        sp_doc *g = add_generated(s, "redirects.json", body, data, err);
        if (!g)
            return -1;
        g->no_liquid = true;
        sp_hash_setc(data, "render_with_liquid", sp_bool(false));
    }
    return 0;
}

static int feed(sp_site *s, sp_error *err)
{
    sp_value cfg = sp_hash_at(s->config, "feed");
    if (sp_truthy(sp_hash_at(cfg, "disable_in_development")) &&
        sp_value_equal(sp_hash_at(s->jekyll, "environment"), SP_STR_LIT("development")))
        return 0;
    sp_value path = sp_hash_at(cfg, "path");
    const char *p = path.type == SP_STRING ? path.u.s.ptr : "/feed.xml";
    while (*p == '/')
        p++;
    if (source_exists(s, p))
        return 0;
    sp_value data = sp_hash_new(s->arena, 8);
    sp_hash_setc(data, "layout", sp_nil());
    sp_hash_setc(data, "sitemap", sp_bool(false));
    sp_hash_setc(data, "xsl", sp_bool(source_exists(s, "feed.xslt.xml")));
    sp_hash_setc(data, "collection", SP_STR_LIT("posts"));
    sp_hash_setc(data, "category", sp_nil());
    sp_hash_setc(data, "tags", sp_nil());
    return add_generated(s, sp_arena_strdup(s->arena, p), minify(s->arena, FEED_XML, false), data, err) ? 0 : -1;
}

static int sitemap(sp_site *s, sp_error *err)
{
    if (!page_url_exists(s, "/sitemap.xml")) {
        sp_value data = sp_hash_new(s->arena, 4);
        sp_hash_setc(data, "layout", sp_nil());
        sp_value files = sp_array_new(s->arena, 8);
        sp_value sf = sp_hash_at(s->site, "static_files");
        for (size_t i = 0; i < sp_array_len(sf); i++) {
            sp_value f = sp_array_get(sf, (int64_t)i);
            sp_value e = sp_hash_at(f, "extname");
            if (e.type == SP_STRING && (!strcmp(e.u.s.ptr, ".htm") || !strcmp(e.u.s.ptr, ".html") ||
                                        !strcmp(e.u.s.ptr, ".xhtml") || !strcmp(e.u.s.ptr, ".pdf")))
                sp_array_push(files, f);
        }
        sp_hash_setc(data, "static_files", files);
        sp_hash_setc(data, "xsl", sp_bool(page_url_exists(s, "/sitemap.xsl")));
        if (!add_generated(s, "sitemap.xml", minify(s->arena, SITEMAP_XML, true), data, err))
            return -1;
    }
    if (!page_url_exists(s, "/robots.txt")) {
        sp_value data = sp_hash_new(s->arena, 2);
        sp_hash_setc(data, "layout", sp_nil());
        if (!add_generated(s, "robots.txt", ROBOTS_TXT, data, err))
            return -1;
    }
    return 0;
}

int sp_site_generate(sp_site *s, sp_error *err)
{
    /* Generators run in the order Jekyll loads them at equal priority: redirect-from (normal priority) first,
     * then the :lowest ones in the order of `plugins:` (paginate, feed, sitemap as the common case). */
    if (s->p_redirect && redirects(s, err) != 0)
        return -1;
    if (s->p_paginate && paginate(s, err) != 0)
        return -1;
    if (s->p_feed && feed(s, err) != 0)
        return -1;
    if (s->p_sitemap && sitemap(s, err) != 0)
        return -1;
    return 0;
}

bool sp_site_plugin_require(sp_site *s, const char *n, bool warn)
{
    if (!strcmp(n, "jekyll-feed"))
        s->p_feed = true;
    else if (!strcmp(n, "jekyll-sitemap"))
        s->p_sitemap = true;
    else if (!strcmp(n, "jekyll-seo-tag"))
        s->p_seo = true;
    else if (!strcmp(n, "jekyll-paginate"))
        s->p_paginate = true;
    else if (!strcmp(n, "jekyll-redirect-from"))
        s->p_redirect = true;
    else {
        if (warn)
            sp_site_warn(s, "_config.yml", 0, "Warning: plugin %s is not built into sitepub and is ignored", n);
        return false;
    }
    return true;
}
