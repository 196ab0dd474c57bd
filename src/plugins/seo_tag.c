/* jekyll-seo-tag 2.8: the `seo_tag` drop computed for each page (a :pre_render hook), and the gem's template (MIT
 * licensed), which the `{% seo %}` tag renders: the tag expands into an include of the template, a partial of
 * this plugin. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sitepub/plugin.h"

#define SEO_INCLUDE "sitepub-seo-tag.html" /* the partials' names: no site has includes of these names */
#define SEO_NOTITLE "sitepub-seo-tag-notitle.html"

/* Render the one-variable template tmpl with x bound to `x`; the result string, or nil when it is empty. */
typedef int (*seo_fmt)(void *ud, const char *tmpl, sp_value x, sp_value *out, sp_error *err);

static const char SEO_TEMPLATE[] =
    "<!-- Begin Jekyll SEO tag v{{ seo_tag.version }} -->\n"
    "{% if seo_tag.title? %}\n"
    "  <title>{{ seo_tag.title }}</title>\n"
    "{% endif %}\n"
    "\n"
    "<meta name=\"generator\" content=\"Jekyll v{{ jekyll.version }}\" />\n"
    "\n"
    "{% if seo_tag.page_title %}\n"
    "  <meta property=\"og:title\" content=\"{{ seo_tag.page_title }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if seo_tag.author.name %}\n"
    "  <meta name=\"author\" content=\"{{ seo_tag.author.name }}\" />\n"
    "{% endif %}\n"
    "\n"
    "<meta property=\"og:locale\" content=\"{{ seo_tag.page_locale }}\" />\n"
    "\n"
    "{% if seo_tag.description %}\n"
    "  <meta name=\"description\" content=\"{{ seo_tag.description }}\" />\n"
    "  <meta property=\"og:description\" content=\"{{ seo_tag.description }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if site.url %}\n"
    "  <link rel=\"canonical\" href=\"{{ seo_tag.canonical_url }}\" />\n"
    "  <meta property=\"og:url\" content=\"{{ seo_tag.canonical_url }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if seo_tag.site_title %}\n"
    "  <meta property=\"og:site_name\" content=\"{{ seo_tag.site_title }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if seo_tag.image %}\n"
    "  <meta property=\"og:image\" content=\"{{ seo_tag.image.path }}\" />\n"
    "  {% if seo_tag.image.height %}\n"
    "    <meta property=\"og:image:height\" content=\"{{ seo_tag.image.height }}\" />\n"
    "  {% endif %}\n"
    "  {% if seo_tag.image.width %}\n"
    "    <meta property=\"og:image:width\" content=\"{{ seo_tag.image.width }}\" />\n"
    "  {% endif %}\n"
    "  {% if seo_tag.image.alt %}\n"
    "    <meta property=\"og:image:alt\" content=\"{{ seo_tag.image.alt }}\" />\n"
    "  {% endif %}\n"
    "{% endif %}\n"
    "\n"
    "{% if page.date %}\n"
    "  <meta property=\"og:type\" content=\"article\" />\n"
    "  <meta property=\"article:published_time\" content=\"{{ page.date | date_to_xmlschema }}\" />\n"
    "{% else %}\n"
    "  <meta property=\"og:type\" content=\"website\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if paginator.previous_page %}\n"
    "  <link rel=\"prev\" href=\"{{ paginator.previous_page_path | absolute_url }}\" />\n"
    "{% endif %}\n"
    "{% if paginator.next_page %}\n"
    "  <link rel=\"next\" href=\"{{ paginator.next_page_path | absolute_url }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if seo_tag.image %}\n"
    "  <meta name=\"twitter:card\" content=\"{{ page.twitter.card | default: site.twitter.card | default: \"summary_large_image\" }}\" />\n"
    "  <meta property=\"twitter:image\" content=\"{{ seo_tag.image.path }}\" />\n"
    "{% else %}\n"
    "  <meta name=\"twitter:card\" content=\"summary\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if seo_tag.image.alt %}\n"
    "  <meta name=\"twitter:image:alt\" content=\"{{ seo_tag.image.alt }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if seo_tag.page_title %}\n"
    "  <meta property=\"twitter:title\" content=\"{{ seo_tag.page_title }}\" />\n"
    "{% endif %}\n"
    "\n"
    "{% if site.twitter %}\n"
    "  <meta name=\"twitter:site\" content=\"@{{ site.twitter.username | remove:'@' }}\" />\n"
    "\n"
    "  {% if seo_tag.author.twitter %}\n"
    "    <meta name=\"twitter:creator\" content=\"@{{ seo_tag.author.twitter | remove:'@' }}\" />\n"
    "  {% endif %}\n"
    "{% endif %}\n"
    "\n"
    "{% if site.facebook %}\n"
    "  {% if site.facebook.admins %}\n"
    "    <meta property=\"fb:admins\" content=\"{{ site.facebook.admins }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.facebook.publisher %}\n"
    "    <meta property=\"article:publisher\" content=\"{{ site.facebook.publisher }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.facebook.app_id %}\n"
    "    <meta property=\"fb:app_id\" content=\"{{ site.facebook.app_id }}\" />\n"
    "  {% endif %}\n"
    "{% endif %}\n"
    "\n"
    "{% if site.webmaster_verifications %}\n"
    "  {% if site.webmaster_verifications.google %}\n"
    "    <meta name=\"google-site-verification\" content=\"{{ site.webmaster_verifications.google }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.webmaster_verifications.bing %}\n"
    "    <meta name=\"msvalidate.01\" content=\"{{ site.webmaster_verifications.bing }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.webmaster_verifications.alexa %}\n"
    "    <meta name=\"alexaVerifyID\" content=\"{{ site.webmaster_verifications.alexa }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.webmaster_verifications.yandex %}\n"
    "    <meta name=\"yandex-verification\" content=\"{{ site.webmaster_verifications.yandex }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.webmaster_verifications.baidu %}\n"
    "    <meta name=\"baidu-site-verification\" content=\"{{ site.webmaster_verifications.baidu }}\" />\n"
    "  {% endif %}\n"
    "\n"
    "  {% if site.webmaster_verifications.facebook %}\n"
    "    <meta name=\"facebook-domain-verification\" content=\"{{ site.webmaster_verifications.facebook }}\" />\n"
    "  {% endif %}\n"
    "{% elsif site.google_site_verification %}\n"
    "  <meta name=\"google-site-verification\" content=\"{{ site.google_site_verification }}\" />\n"
    "{% endif %}\n"
    "\n"
    "<script type=\"application/ld+json\">\n"
    "  {{ seo_tag.json_ld | jsonify }}\n"
    "</script>\n"
    "\n"
    "<!-- End Jekyll SEO tag -->\n";

/* The gem's template, minified as the gem does; with_title false for `{% seo title=false %}`. */
static const char *seo_template(sp_plugin_site *ps, bool with_title)
{
    /* File.read(template).gsub(%r!(?<=[{}]|[>,]\n)\s+(?\!-)!, "") */
    const char *t = SEO_TEMPLATE;
    size_t n = sizeof SEO_TEMPLATE - 1;
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < n; i++) {
        sp_buf_putc(&b, t[i]);
        bool after = t[i] == '{' || t[i] == '}' || (t[i] == '\n' && i > 0 && (t[i - 1] == '>' || t[i - 1] == ','));
        if (!after || i + 1 >= n || !isspace((unsigned char)t[i + 1]))
            continue;
        size_t j = i + 1;
        while (j < n && isspace((unsigned char)t[j]))
            j++;
        /* (?!-): backtrack so that the run does not end right before a "-" */
        size_t end = j;
        while (end > i + 1 && end < n && t[end] == '-')
            end--;
        if (end < n && t[end] == '-')
            continue;
        i = end - 1;
    }
    if (!with_title) {
        /* `{% seo title=false %}`: seo_tag.title? is false */
        const char *cond = "{% if seo_tag.title? %}";
        char *p = strstr(b.data, cond);
        if (p) {
            sp_buf c = SP_BUF_INIT;
            sp_buf_append(&c, b.data, (size_t)(p - b.data));
            sp_buf_puts(&c, "{% if false %}");
            sp_buf_puts(&c, p + strlen(cond));
            sp_buf_free(&b);
            b = c;
        }
    }
    char *r = sp_arena_strndup(sp_plugin_arena(ps), b.data, b.len);
    sp_buf_free(&b);
    return r;
}

static bool is_absolute_url(sp_value v)
{
    /* Addressable::URI.parse(s).absolute?: a scheme before ":" */
    if (v.type != SP_STRING)
        return false;
    const char *p = v.u.s.ptr;
    size_t i = 0;
    if (!v.u.s.len || !isalpha((unsigned char)p[0]))
        return false;
    while (i < v.u.s.len && (isalnum((unsigned char)p[i]) || p[i] == '+' || p[i] == '-' || p[i] == '.'))
        i++;
    return i < v.u.s.len && p[i] == ':';
}

/* The `seo_tag` drop of page (SeoTag::Drop) in arena a. */
static int seo_drop(sp_plugin_site *ps, sp_arena *a, sp_value page, sp_value paginator, seo_fmt fmt, void *ud,
                    sp_value *out, sp_error *err)
{
    sp_value site = sp_plugin_site_value(ps);
    sp_value r = sp_hash_new(a, 24);
    sp_value v;
#define FMT(tmpl, x, dst)                                                                                          \
    do {                                                                                                          \
        if (fmt(ud, tmpl, x, &dst, err) != 0)                                                                     \
            return -1;                                                                                            \
    } while (0)
    static const char *const FS = "{{ x | markdownify | strip_html | normalize_whitespace | escape_once }}";
    sp_value site_title, site_tagline, site_description, page_title;
    sp_value st = sp_hash_at(site, "title");
    FMT(FS, sp_truthy(st) ? st : sp_hash_at(site, "name"), site_title);
    FMT(FS, sp_hash_at(site, "tagline"), site_tagline);
    FMT(FS, sp_hash_at(site, "description"), site_description);
    FMT(FS, sp_hash_at(page, "title"), page_title);
    if (sp_is_nil(page_title))
        page_title = site_title;
    /* title */
    sp_buf t = SP_BUF_INIT;
    bool have_title = true;
    if (!sp_is_nil(site_title) && !sp_value_equal(page_title, site_title)) {
        sp_value_to_s(&t, page_title);
        sp_buf_puts(&t, " | ");
        sp_value_to_s(&t, site_title);
    } else if (!sp_is_nil(site_description) && !sp_is_nil(site_title)) {
        sp_value_to_s(&t, site_title);
        sp_buf_puts(&t, " | ");
        sp_value_to_s(&t, !sp_is_nil(site_tagline) ? site_tagline : site_description);
    } else if (!sp_is_nil(page_title)) {
        sp_value_to_s(&t, page_title);
    } else if (!sp_is_nil(site_title)) {
        sp_value_to_s(&t, site_title);
    } else {
        have_title = false;
    }
    sp_value cur = sp_hash_at(paginator, "page");
    sp_value title = sp_nil();
    if (have_title) {
        if (cur.type == SP_INT && cur.u.i > 1) {
            sp_buf pt = SP_BUF_INIT;
            sp_value total = sp_hash_at(paginator, "total_pages");
            sp_buf_printf(&pt, "Page %lld of ", (long long)cur.u.i);
            sp_value_to_s(&pt, total);
            sp_buf_puts(&pt, " for ");
            sp_buf_append(&pt, t.data ? t.data : "", t.len);
            title = sp_str(a, pt.data, pt.len);
            sp_buf_free(&pt);
        } else {
            title = sp_str(a, t.data ? t.data : "", t.len);
        }
    }
    sp_buf_free(&t);
    sp_hash_setc(r, "version", SP_STR_LIT("2.8.0"));
    sp_hash_setc(r, "title?", sp_bool(have_title));
    sp_hash_setc(r, "title", title);
    sp_hash_setc(r, "site_title", site_title);
    sp_hash_setc(r, "site_tagline", site_tagline);
    sp_hash_setc(r, "site_description", site_description);
    sp_hash_setc(r, "page_title", page_title);
    /* homepage_or_about?: %r!^/(about/)?(index.html?)?$! */
    sp_value url = sp_hash_at(page, "url");
    bool home = false;
    if (url.type == SP_STRING) {
        const char *u = url.u.s.ptr;
        if (*u == '/') {
            u++;
            if (!strncmp(u, "about/", 6))
                u += 6;
            home = !*u || !strcmp(u, "index.html") || !strcmp(u, "index.htm");
        }
    }
    sp_value page_seo = sp_hash_at(page, "seo");
    if (!sp_is_hash(page_seo))
        page_seo = sp_hash_new(a, 0);
    sp_value social = sp_hash_at(site, "social");
    if (!sp_is_hash(social))
        social = sp_hash_new(a, 0);
    /* name */
    sp_value name = sp_nil();
    if (!sp_is_nil(sp_hash_at(page_seo, "name")))
        FMT(FS, sp_hash_at(page_seo, "name"), name);
    else if (home && !sp_is_nil(sp_hash_at(social, "name")))
        FMT(FS, sp_hash_at(social, "name"), name);
    else if (home)
        name = site_title;
    /* description */
    sp_value desc;
    v = sp_hash_at(page, "description");
    FMT(FS, sp_truthy(v) ? v : sp_hash_at(page, "excerpt"), desc);
    if (sp_is_nil(desc))
        desc = site_description;
    sp_hash_setc(r, "description", desc);
    /* author */
    sp_value resolved = sp_nil();
    sp_value cands[3] = {sp_hash_at(page, "author"), sp_nil(), sp_hash_at(site, "author")};
    sp_value authors = sp_hash_at(page, "authors");
    if (sp_is_array(authors))
        cands[1] = sp_array_get(authors, 0);
    for (int i = 0; i < 3; i++) {
        sp_buf tb = SP_BUF_INIT;
        sp_value_to_s(&tb, cands[i]);
        bool ok = tb.len > 0;
        sp_buf_free(&tb);
        if (ok) {
            resolved = cands[i];
            break;
        }
    }
    sp_value author = sp_hash_new(a, 4);
    if (sp_is_hash(resolved)) {
        sp_hash_deep_merge(author, resolved);
    } else if (resolved.type == SP_STRING) {
        sp_hash_setc(author, "name", resolved);
        sp_value ad = sp_hash_at(sp_hash_at(sp_hash_at(site, "data"), "authors"), resolved.u.s.ptr);
        if (sp_is_hash(ad))
            sp_hash_deep_merge(author, ad);
    }
    sp_value tw = sp_hash_at(author, "twitter");
    if (sp_is_nil(tw))
        tw = sp_hash_at(author, "name");
    if (tw.type == SP_STRING && tw.u.s.len && tw.u.s.ptr[0] == '@')
        tw = sp_str(a, tw.u.s.ptr + 1, tw.u.s.len - 1);
    sp_value author_view = sp_value_copy(a, author);
    sp_hash_setc(author_view, "twitter", tw.type == SP_STRING ? tw : sp_nil());
    sp_hash_setc(r, "author", author_view);
    /* image */
    sp_value img = sp_hash_at(page, "image");
    sp_value image_hash = sp_hash_new(a, 4);
    sp_hash_setc(image_hash, "path", sp_nil());
    if (sp_is_hash(img))
        sp_hash_deep_merge(image_hash, img);
    else if (img.type == SP_STRING)
        sp_hash_setc(image_hash, "path", img);
    sp_value raw = sp_hash_at(image_hash, "path");
    if (!sp_truthy(raw))
        raw = sp_hash_at(image_hash, "facebook");
    if (!sp_truthy(raw))
        raw = sp_hash_at(image_hash, "twitter");
    sp_value image = sp_nil();
    if (sp_truthy(raw)) {
        sp_value path;
        if (raw.type == SP_STRING && !is_absolute_url(raw))
            FMT("{{ x | absolute_url | uri_escape }}", raw, path);
        else
            FMT("{{ x | uri_escape }}", raw, path);
        image = sp_value_copy(a, image_hash);
        sp_hash_setc(image, "path", path);
    }
    sp_hash_setc(r, "image", image);
    /* dates */
    sp_value dm = sp_hash_at(page_seo, "date_modified");
    if (sp_is_nil(dm))
        dm = sp_hash_at(page, "last_modified_at");
    if (sp_is_nil(dm))
        dm = sp_hash_at(page, "date");
    sp_value date_modified = sp_nil(), date_published = sp_nil();
    if (sp_truthy(dm))
        FMT("{{ x | date_to_xmlschema }}", dm, date_modified);
    if (sp_truthy(sp_hash_at(page, "date")))
        FMT("{{ x | date_to_xmlschema }}", sp_hash_at(page, "date"), date_published);
    /* type, links, logo */
    sp_value type = sp_hash_at(page_seo, "type");
    if (sp_is_nil(type))
        type = home ? SP_STR_LIT("WebSite") : sp_truthy(sp_hash_at(page, "date")) ? SP_STR_LIT("BlogPosting")
                                                                                 : SP_STR_LIT("WebPage");
    sp_value links = sp_hash_at(page_seo, "links");
    if (sp_is_nil(links) && home)
        links = sp_hash_at(social, "links");
    sp_value logo = sp_nil();
    v = sp_hash_at(site, "logo");
    if (sp_truthy(v)) {
        if (is_absolute_url(v))
            FMT("{{ x | uri_escape }}", v, logo);
        else
            FMT("{{ x | absolute_url | uri_escape }}", v, logo);
    }
    /* locale */
    v = sp_hash_at(page, "lang");
    if (!sp_truthy(v))
        v = sp_hash_at(site, "lang");
    sp_value lang = sp_truthy(v) ? v : SP_STR_LIT("en_US");
    v = sp_hash_at(page, "locale");
    if (!sp_truthy(v))
        v = sp_hash_at(site, "locale");
    if (!sp_truthy(v))
        v = lang;
    sp_buf lb = SP_BUF_INIT;
    sp_value_to_s(&lb, v);
    for (size_t i = 0; i < lb.len; i++)
        if (lb.data[i] == '-')
            lb.data[i] = '_';
    sp_hash_setc(r, "page_lang", lang);
    sp_hash_setc(r, "page_locale", sp_str(a, lb.data ? lb.data : "", lb.len));
    sp_buf_free(&lb);
    /* canonical_url */
    sp_value canon;
    v = sp_hash_at(page, "canonical_url");
    sp_buf cb = SP_BUF_INIT;
    sp_value_to_s(&cb, v);
    if (cb.len) {
        canon = v;
    } else {
        sp_value abs;
        FMT("{{ x | absolute_url }}", url, abs);
        sp_buf ab = SP_BUF_INIT;
        sp_value_to_s(&ab, abs);
        if (ab.len >= 11 && !memcmp(ab.data + ab.len - 11, "/index.html", 11))
            ab.len -= 10;
        canon = sp_str(a, ab.data ? ab.data : "", ab.len);
        sp_buf_free(&ab);
    }
    sp_buf_free(&cb);
    sp_hash_setc(r, "canonical_url", canon);
    sp_hash_setc(r, "name", name);
    sp_hash_setc(r, "date_modified", date_modified);
    sp_hash_setc(r, "date_published", date_published);
    sp_hash_setc(r, "type", type);
    sp_hash_setc(r, "links", links);
    sp_hash_setc(r, "logo", logo);
    /* json_ld: JSONLDDrop#to_json (keys sorted, nil values left out) */
    sp_value j = sp_hash_new(a, 14);
    sp_hash_setc(j, "@context", SP_STR_LIT("https://schema.org"));
    sp_hash_setc(j, "@type", type);
    sp_value an = sp_hash_at(author, "name");
    if (!sp_is_nil(an)) {
        sp_value at = sp_hash_at(author, "type");
        bool valid = sp_is_nil(at) || sp_value_equal(at, SP_STR_LIT("Organization")) ||
                     sp_value_equal(at, SP_STR_LIT("Person"));
        if (valid) {
            sp_value ah = sp_hash_new(a, 3);
            sp_hash_setc(ah, "@type", sp_is_nil(at) ? SP_STR_LIT("Person") : at);
            sp_hash_setc(ah, "name", an);
            sp_value au = sp_hash_at(author, "url");
            if (sp_truthy(au))
                sp_hash_setc(ah, "url", au);
            sp_hash_setc(j, "author", ah);
        }
    }
    if (!sp_is_nil(date_modified))
        sp_hash_setc(j, "dateModified", date_modified);
    if (!sp_is_nil(date_published))
        sp_hash_setc(j, "datePublished", date_published);
    if (!sp_is_nil(desc))
        sp_hash_setc(j, "description", desc);
    if (!sp_is_nil(page_title))
        sp_hash_setc(j, "headline", page_title);
    if (!sp_is_nil(image)) {
        if (sp_hash_len(image) == 1) {
            sp_hash_setc(j, "image", sp_hash_at(image, "path"));
        } else {
            sp_value ih = sp_hash_new(a, sp_hash_len(image) + 1);
            for (size_t i = 0; i < sp_hash_len(image); i++) {
                const char *k;
                size_t kl;
                sp_value x;
                sp_hash_entry(image, i, &k, &kl, &x);
                if (kl == 4 && !memcmp(k, "path", 4))
                    continue;
                sp_hash_set(ih, k, kl, x);
            }
            sp_hash_setc(ih, "url", sp_hash_at(image, "path"));
            sp_hash_setc(ih, "@type", SP_STR_LIT("imageObject"));
            sp_hash_setc(j, "image", ih);
        }
    }
    if (sp_value_equal(type, SP_STR_LIT("BlogPosting")) || sp_value_equal(type, SP_STR_LIT("CreativeWork"))) {
        sp_value me = sp_hash_new(a, 2);
        sp_hash_setc(me, "@type", SP_STR_LIT("WebPage"));
        sp_hash_setc(me, "@id", canon);
        sp_hash_setc(j, "mainEntityOfPage", me);
    }
    if (!sp_is_nil(name))
        sp_hash_setc(j, "name", name);
    if (!sp_is_nil(logo)) {
        sp_value pub = sp_hash_new(a, 3);
        sp_hash_setc(pub, "@type", SP_STR_LIT("Organization"));
        sp_value lg = sp_hash_new(a, 2);
        sp_hash_setc(lg, "@type", SP_STR_LIT("ImageObject"));
        sp_hash_setc(lg, "url", logo);
        sp_hash_setc(pub, "logo", lg);
        if (!sp_is_nil(an))
            sp_hash_setc(pub, "name", an);
        sp_hash_setc(j, "publisher", pub);
    }
    if (!sp_is_nil(links))
        sp_hash_setc(j, "sameAs", links);
    sp_hash_setc(j, "url", canon);
    sp_hash_setc(r, "json_ld", j);
#undef FMT
    *out = r;
    return 0;
}

static const char *partial_with_title(sp_plugin_site *ps) { return seo_template(ps, true); }
static const char *partial_without_title(sp_plugin_site *ps) { return seo_template(ps, false); }

/* {% seo %}, {% seo title=false %}: an include of the template */
static int tag_seo(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash, int newlines,
                   sp_buf *out, sp_error *err)
{
    (void)ps;
    (void)err;
    bool no_title = false;
    for (size_t i = 0; i + 11 <= len; i++)
        if (!strncasecmp(markup + i, "title=false", 11))
            no_title = true;
    sp_buf_printf(out, "{%%%s include %s %s%%}", ldash ? "-" : "", no_title ? SEO_NOTITLE : SEO_INCLUDE,
                  rdash ? "-" : "");
    for (int i = 0; i < newlines; i++)
        sp_buf_putc(out, '\n');
    return 0;
}

static int fmt_liquid(void *ud, const char *tmpl, sp_value x, sp_value *out, sp_error *err)
{
    const sp_plugin_render *r = ud;
    return r->liquid(r, tmpl, x, out, err);
}

static int pre_render(sp_plugin_site *ps, const sp_plugin_render *r, sp_value globals, sp_error *err)
{
    sp_value seo;
    if (seo_drop(ps, r->arena, r->page, r->paginator, fmt_liquid, (void *)r, &seo, err) != 0)
        return -1;
    sp_hash_setc(globals, "seo_tag", seo);
    return 0;
}

static const sp_plugin_tag tags[] = {{"seo", tag_seo}, {NULL, NULL}};
static const sp_plugin_partial partials[] = {
    {SEO_INCLUDE, partial_with_title}, {SEO_NOTITLE, partial_without_title}, {NULL, NULL}};

const sp_plugin sp_plugin_seo_tag = {
    .name = "jekyll-seo-tag",
    .version = "2.8.0",
    .tags = tags,
    .partials = partials,
    .pre_render = pre_render,
};
