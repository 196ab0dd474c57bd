/* jekyll-feed 0.17: the Atom feed from the gem's own template (MIT licensed), rendered as a page, and the
 * {% feed_meta %} tag. */
#include <ctype.h>
#include <string.h>

#include "plugins/plugins_int.h"

/* jekyll-feed 0.17 lib/jekyll-feed/feed.xml, made to stay well-formed XML whatever the site holds: "]]>" inside
 * the content and summary CDATA sections is split ("]]]]><![CDATA[>", the same text to an XML reader) and the
 * href attributes have & < " escaped (the gem writes them raw). For any content and URL without those characters
 * the output is the gem's, byte for byte. */
static const char FEED_XML[] =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "{% if page.xsl %}\n"
    "  <?xml-stylesheet type=\"text/xml\" href=\"{{ '/feed.xslt.xml' | absolute_url | replace: '&', '&amp;' | replace: '<', '&lt;' | replace: '\"', '&quot;' }}\"?>\n"
    "{% endif %}\n"
    "<feed xmlns=\"http://www.w3.org/2005/Atom\" {% if site.lang %}xml:lang=\"{{ site.lang }}\"{% endif %}>\n"
    "  <generator uri=\"https://jekyllrb.com/\" version=\"{{ jekyll.version }}\">Jekyll</generator>\n"
    "  <link href=\"{{ page.url | absolute_url | replace: '&', '&amp;' | replace: '<', '&lt;' | replace: '\"', '&quot;' }}\" rel=\"self\" type=\"application/atom+xml\" />\n"
    "  <link href=\"{{ '/' | absolute_url | replace: '&', '&amp;' | replace: '<', '&lt;' | replace: '\"', '&quot;' }}\" rel=\"alternate\" type=\"text/html\" {% if site.lang %}hreflang=\"{{ site.lang | xml_escape }}\" {% endif %}/>\n"
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
    "      <link href=\"{{ post.url | absolute_url | replace: '&', '&amp;' | replace: '<', '&lt;' | replace: '\"', '&quot;' }}\" rel=\"alternate\" type=\"text/html\" title=\"{{ post_title }}\" />\n"
    "      <published>{{ post.date | date_to_xmlschema }}</published>\n"
    "      <updated>{{ post.last_modified_at | default: post.date | date_to_xmlschema }}</updated>\n"
    "      <id>{{ post.id | absolute_url | xml_escape }}</id>\n"
    "      {% assign excerpt_only = post.feed.excerpt_only | default: site.feed.excerpt_only %}\n"
    "      {% unless excerpt_only %}\n"
    "        <content type=\"html\" xml:base=\"{{ post.url | absolute_url | xml_escape }}\"><![CDATA[{{ post.content | strip | replace: ']]>', ']]]]><![CDATA[>' }}]]></content>\n"
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
    "        <summary type=\"html\"><![CDATA[{{ post_summary | strip_html | normalize_whitespace | replace: ']]>', ']]]]><![CDATA[>' }}]]></summary>\n"
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


/* make_page: the feed of collection (and category or tag) at path, unless the source has a file there */
static int make_page(sp_plugin_site *ps, const char *path, const char *collection, sp_value category, sp_value tags,
                     sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    while (*path == '/')
        path++;
    if (sp_plugin_source_exists(ps, path)) /* file_exists? */
        return 0;
    sp_value data = sp_hash_new(a, 8);
    sp_hash_setc(data, "layout", sp_nil());
    sp_hash_setc(data, "sitemap", sp_bool(false));
    sp_hash_setc(data, "xsl", sp_bool(sp_plugin_source_exists(ps, "feed.xslt.xml")));
    sp_hash_setc(data, "collection", sp_cstr(a, collection));
    sp_hash_setc(data, "category", category);
    sp_hash_setc(data, "tags", tags);
    return sp_plugin_add_page(ps, sp_arena_strdup(a, path), sp_plugin_minify(a, FEED_XML, false), data, err) ? 0 : -1;
}

static void to_s(sp_buf *b, sp_value v)
{
    sp_buf_clear(b);
    sp_value_to_s(b, v);
}

/* Array(v) as a set: each value once, in order */
static sp_value unique(sp_arena *a, sp_value v)
{
    sp_value out = sp_array_new(a, 4);
    if (sp_is_nil(v))
        return out;
    size_t n = sp_is_array(v) ? sp_array_len(v) : 1;
    for (size_t i = 0; i < n; i++) {
        sp_value x = sp_is_array(v) ? sp_array_get(v, (int64_t)i) : v;
        bool seen = false;
        for (size_t k = 0; k < sp_array_len(out); k++)
            seen |= sp_value_equal(sp_array_get(out, (int64_t)k), x);
        if (!seen)
            sp_array_push(out, x);
    }
    return out;
}

/* JekyllFeed::Generator#generate: a feed per collection of `feed: collections:` (an array of labels or a hash of
 * label -> {path, categories}) and posts, one more per category of each, and with `feed: tags:` one per tag of the
 * site's posts (only/except, path default /feed/by_tag/; tags with characters other than [a-zA-Z0-9_] skipped). */
static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    sp_value cfg = sp_hash_at(sp_plugin_config(ps), "feed");
    if (sp_truthy(sp_hash_at(cfg, "disable_in_development")) &&
        sp_value_equal(sp_hash_at(sp_plugin_jekyll(ps), "environment"), SP_STR_LIT("development"))) {
        sp_plugin_log(ps, 1, "Jekyll Feed: Skipping feed generation in development");
        return 0;
    }
    /* collections, normalize_posts_meta */
    sp_value colls = sp_hash_new(a, 4);
    sp_value cc = sp_hash_at(cfg, "collections");
    if (sp_is_array(cc)) {
        for (size_t i = 0; i < sp_array_len(cc); i++) {
            sp_buf b = SP_BUF_INIT;
            to_s(&b, sp_array_get(cc, (int64_t)i));
            sp_hash_setc(colls, sp_arena_strdup(a, sp_buf_cstr(&b)), sp_hash_new(a, 2));
            sp_buf_free(&b);
        }
    } else if (sp_is_hash(cc)) {
        for (size_t i = 0; i < sp_hash_len(cc); i++) {
            const char *k;
            size_t kl;
            sp_value v;
            sp_hash_entry(cc, i, &k, &kl, &v);
            sp_value meta = sp_hash_new(a, 2);
            if (sp_is_hash(v))
                sp_hash_deep_merge(meta, v);
            sp_hash_set(colls, k, kl, meta);
        }
    }
    sp_value posts = sp_hash_at(colls, "posts");
    if (!sp_is_hash(posts)) {
        posts = sp_hash_new(a, 2);
        sp_hash_setc(colls, "posts", posts);
    }
    if (sp_is_nil(sp_hash_at(posts, "path")))
        sp_hash_setc(posts, "path", sp_hash_at(cfg, "path"));
    if (sp_is_nil(sp_hash_at(posts, "categories")))
        sp_hash_setc(posts, "categories", sp_hash_at(cfg, "categories"));
    /* config["path"] ||= hash["posts"]["path"]: {% feed_meta %} and site.feed.path then name that feed */
    if (sp_is_nil(sp_hash_at(cfg, "path")) && !sp_is_nil(sp_hash_at(posts, "path"))) {
        sp_value fc = sp_hash_at(sp_plugin_config(ps), "feed");
        if (sp_is_hash(fc))
            sp_hash_setc(fc, "path", sp_hash_at(posts, "path"));
        sp_value fs = sp_hash_at(sp_plugin_site_value(ps), "feed");
        if (sp_is_hash(fs) && fs.u.h != fc.u.h)
            sp_hash_setc(fs, "path", sp_hash_at(posts, "path"));
    }
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < sp_hash_len(colls); i++) {
        const char *name;
        size_t nl;
        sp_value meta;
        sp_hash_entry(colls, i, &name, &nl, &meta);
        bool is_posts = nl == 5 && !memcmp(name, "posts", 5);
        sp_plugin_log(ps, 1, "Jekyll Feed: Generating feed for %.*s", (int)nl, name);
        const char *prefix = is_posts ? "/feed" : sp_arena_printf(a, "/feed/%.*s", (int)nl, name);
        char *coll = sp_arena_strndup(a, name, nl);
        sp_value cats = unique(a, sp_hash_at(meta, "categories"));
        sp_array_push(cats, sp_nil());
        for (size_t k = 0; k < sp_array_len(cats); k++) {
            sp_value cat = sp_array_get(cats, (int64_t)k);
            const char *path;
            if (!sp_is_nil(cat)) {
                to_s(&b, cat);
                path = sp_arena_printf(a, "%s/%s.xml", prefix, sp_buf_cstr(&b));
            } else {
                sp_value pv = sp_hash_at(meta, "path");
                if (sp_truthy(pv)) {
                    to_s(&b, pv);
                    path = sp_arena_strdup(a, sp_buf_cstr(&b));
                } else
                    path = sp_arena_printf(a, "%s.xml", prefix);
            }
            if (make_page(ps, path, coll, cat, sp_nil(), err) != 0) {
                sp_buf_free(&b);
                return -1;
            }
        }
    }
    /* generate_feed_by_tag */
    sp_value tcfg = sp_hash_at(cfg, "tags");
    sp_value site_tags = sp_hash_at(sp_plugin_site_value(ps), "tags");
    if (sp_truthy(tcfg) && sp_hash_len(site_tags)) {
        if (!sp_is_hash(tcfg))
            tcfg = sp_hash_new(a, 0);
        sp_value only = sp_hash_at(tcfg, "only"), except = sp_hash_at(tcfg, "except");
        if (sp_is_nil(only)) {
            only = sp_array_new(a, sp_hash_len(site_tags));
            for (size_t i = 0; i < sp_hash_len(site_tags); i++) {
                const char *k;
                size_t kl;
                sp_value v;
                sp_hash_entry(site_tags, i, &k, &kl, &v);
                sp_array_push(only, sp_str(a, k, kl));
            }
        }
        sp_value tp = sp_hash_at(tcfg, "path");
        to_s(&b, sp_truthy(tp) ? tp : SP_STR_LIT("/feed/by_tag/"));
        char *tags_path = sp_arena_strdup(a, sp_buf_cstr(&b));
        sp_value pool = unique(a, only);
        for (size_t i = 0; i < sp_array_len(pool); i++) {
            sp_value tag = sp_array_get(pool, (int64_t)i);
            bool skip = false;
            for (size_t k = 0; k < sp_array_len(except); k++)
                skip |= sp_value_equal(sp_array_get(except, (int64_t)k), tag);
            to_s(&b, tag);
            for (const char *c = sp_buf_cstr(&b); *c && !skip; c++)
                skip = !(isalnum((unsigned char)*c) || *c == '_');
            if (skip || tag.type != SP_STRING)
                continue;
            sp_plugin_log(ps, 1, "Jekyll Feed: Generating feed for posts tagged %s", sp_buf_cstr(&b));
            if (make_page(ps, sp_arena_printf(a, "%s%s.xml", tags_path, sp_buf_cstr(&b)), "posts", sp_nil(), tag,
                          err) != 0) {
                sp_buf_free(&b);
                return -1;
            }
        }
    }
    sp_buf_free(&b);
    return 0;
}

/* Ruby's String#encode(:xml => :attr): quoted, with & < > " escaped */
static void xml_attr(sp_buf *out, const char *v, size_t n)
{
    sp_buf_putc(out, '"');
    for (size_t i = 0; i < n; i++) {
        switch (v[i]) {
        case '&': sp_buf_puts(out, "&amp;"); break;
        case '<': sp_buf_puts(out, "&lt;"); break;
        case '>': sp_buf_puts(out, "&gt;"); break;
        case '"': sp_buf_puts(out, "&quot;"); break;
        default: sp_buf_putc(out, v[i]);
        }
    }
    sp_buf_putc(out, '"');
}

/* JekyllFeed::MetaTag: depends on the configuration only, so it becomes raw text */
static int tag_feed_meta(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash, int newlines,
                         sp_buf *out, sp_error *err)
{
    (void)markup;
    (void)len;
    (void)err;
    sp_value config = sp_plugin_config(ps);
    sp_value fp = sp_hash_at(sp_hash_at(config, "feed"), "path");
    sp_value title = sp_hash_at(config, "title");
    if (!sp_truthy(title))
        title = sp_hash_at(config, "name");
    sp_buf tag = SP_BUF_INIT;
    sp_buf_puts(&tag, "<link type=\"application/atom+xml\" rel=\"alternate\" href=");
    sp_buf href = SP_BUF_INIT;
    sp_plugin_absolute_url(ps, fp.type == SP_STRING ? fp.u.s.ptr : "feed.xml", &href);
    xml_attr(&tag, href.data, href.len);
    sp_buf_free(&href);
    if (sp_truthy(title)) {
        sp_buf tb = SP_BUF_INIT;
        sp_value_to_s(&tb, title);
        sp_buf_puts(&tag, " title=");
        xml_attr(&tag, tb.data ? tb.data : "", tb.len);
        sp_buf_free(&tb);
    }
    sp_buf_puts(&tag, " />");
    sp_buf_printf(out, "{%%%s raw %%}", ldash ? "-" : "");
    sp_buf_append(out, tag.data, tag.len);
    for (int i = 0; i < newlines; i++)
        sp_buf_putc(out, '\n');
    sp_buf_printf(out, "{%% endraw %s%%}", rdash ? "-" : "");
    sp_buf_free(&tag);
    return 0;
}

static const sp_plugin_tag tags[] = {{"feed_meta", tag_feed_meta}, {NULL, NULL}};

const sp_plugin sp_plugin_feed = {
    .name = "jekyll-feed",
    .version = "0.17.0",
    .priority = -100, /* :lowest */
    .generate = generate,
    .tags = tags,
};
