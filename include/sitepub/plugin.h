/* sitepub/plugin.h: the interface between the site module and the built-in Jekyll plugins (DESIGN.md "plugins").
 *
 * Each plugin (src/plugins/<name>.c) is one sp_plugin table naming the gem it copies and what it adds, in
 * Jekyll's plugin kinds: a generator (runs after the site is read and its model built, before rendering, as
 * Jekyll::Generator#generate), Liquid tags (expanded into Liquid text before a template is parsed), partials
 * (template text the plugin's tags include), a :pre_render hook (variables added to a document's Liquid globals)
 * and a :post_render hook (a document's output rewritten). The site module calls these; a plugin sees the build
 * only through the functions below (an sp_plugin_site, its documents as sp_plugin_doc), never site's structures.
 *
 * Threads: generate and the partials run on the main thread; tag expansion, pre_render and post_render run on the
 * render threads, so they may only read the site (and allocate from the arena they are given). */
#ifndef SITEPUB_PLUGIN_H
#define SITEPUB_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/value.h"

typedef struct sp_plugin_site sp_plugin_site; /* the build, as a plugin sees it */
typedef struct sp_plugin_doc sp_plugin_doc;   /* one document or page of the build */

typedef enum sp_plugin_doc_kind {
    SP_PLUGIN_PAGE,      /* a page (outside collections) */
    SP_PLUGIN_POST,      /* a post (or draft) */
    SP_PLUGIN_DOCUMENT,  /* a document of another collection */
    SP_PLUGIN_GENERATED  /* a page a plugin made */
} sp_plugin_doc_kind;

/* A tag: {% NAME MARKUP %} (markup without the surrounding blanks). expand appends the Liquid text that takes
 * its place to out; ldash/rdash say whether the tag was written {%- / -%}; newlines is the number of line breaks
 * inside the tag, which the replacement should keep so that later line numbers stay right. Runs on render threads
 * (read only). Returns 0, or -1 with err (SP_ERR_INPUT, the message as the Ruby tag raises it). */
typedef struct sp_plugin_tag {
    const char *name;
    int (*expand)(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash, int newlines,
                  sp_buf *out, sp_error *err);
} sp_plugin_tag;

/* Template text the plugin's tags include by name ({% include NAME %} with a name no site uses); text is called
 * once per build on the main thread before rendering, its result (in the site arena) kept for the build. */
typedef struct sp_plugin_partial {
    const char *name;
    const char *(*text)(sp_plugin_site *ps);
} sp_plugin_partial;

/* What a :pre_render hook is given for one document. */
typedef struct sp_plugin_render {
    sp_arena *arena;     /* the render's scratch arena: allocate what goes into globals here */
    sp_value site;       /* the `site` this document sees */
    sp_value page;       /* its `page` */
    sp_value paginator;  /* its `paginator`, or nil */
    /* Render the Liquid template tmpl with `x` bound to x (and site, page as above) and the site's filters: the
     * result as a string in arena, or nil when it is empty. Returns 0, or -1 with err. */
    int (*liquid)(const struct sp_plugin_render *r, const char *tmpl, sp_value x, sp_value *out, sp_error *err);
    void *impl;          /* the renderer's */
} sp_plugin_render;

typedef struct sp_plugin {
    const char *name;    /* the gem's name, as `plugins:` and the Gemfile give it: "jekyll-feed" */
    const char *version; /* the version of the gem whose behaviour this copies (Debian 12's): "0.17.0" */
    int priority;        /* the generator's Jekyll priority: 100 :highest, 10 :high, 0 :normal, -10 :low,
                          * -100 :lowest; generators run highest first, then in this registry's order */
    int (*generate)(sp_plugin_site *ps, sp_error *err);
    const sp_plugin_tag *tags;         /* NULL-name terminated, or NULL */
    const sp_plugin_partial *partials; /* NULL-name terminated, or NULL */
    /* Jekyll::Hooks :documents/:pages :pre_render for a document about to be rendered (its body, not its
     * excerpt): may add variables to globals. */
    int (*pre_render)(sp_plugin_site *ps, const sp_plugin_render *r, sp_value globals, sp_error *err);
    /* :post_render: may replace the rendered output of document d (out holds it; rewrite it in place). */
    int (*post_render)(sp_plugin_site *ps, const sp_plugin_doc *d, sp_buf *out, sp_error *err);
    /* Liquid filters the plugin registers (src/liquid/filter.h's sp_filter_def, NULL-name terminated), or NULL:
     * available to every template once a build enables the plugin (Liquid::Template.register_filter). */
    const struct sp_filter_def *filters;
    /* Configuration the gem changes as its Ruby original does before Jekyll reads the site, or NULL.
     * configure runs while the configuration is loaded, when the plugin is named (`plugins:`, the Gemfile), with the
     * merged configuration (Jekyll's defaults, the config files, the add_default_* steps done) and the names of
     * the plugins the configuration lists (an array of strings; the Gemfile's are loaded anyway): it may change both (github-pages' :after_reset
     * Configuration.set: defaults, overrides, default plugins). after_init runs once the configuration and the
     * theme are in place and the plugins loaded, before the site is read (Jekyll::Hooks :site, :after_init), and
     * may change config (jekyll-github-metadata's title and url fallbacks). Main thread. 0, or -1 with err. */
    int (*configure)(sp_plugin_site *ps, sp_value config, sp_value plugins, sp_error *err);
    int (*after_init)(sp_plugin_site *ps, sp_value config, sp_error *err);
} sp_plugin;

/* Every built-in plugin, NULL terminated, in the order generators of equal priority run (src/plugins/registry.c). */
extern const sp_plugin *const sp_plugins[];
/* The built-in plugin for gem name, or NULL. */
const sp_plugin *sp_plugin_find(const char *name);

/* ---- the build, for plugins (implemented by the site module, src/site/plugin_api.c) ---- */

/* The merged configuration, the `site` and `jekyll` Liquid variables (read only during rendering). */
sp_value sp_plugin_config(sp_plugin_site *ps);
sp_value sp_plugin_site_value(sp_plugin_site *ps);
sp_value sp_plugin_jekyll(sp_plugin_site *ps);
/* The build's arena (main thread only: generators and partials). */
sp_arena *sp_plugin_arena(sp_plugin_site *ps);
/* A message to the build's log (level 0 normal, 1 verbose), as Jekyll.logger. */
void sp_plugin_log(sp_plugin_site *ps, int level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A warning as Jekyll.logger.warn prints it (README "Warnings"): counted, shown unless -q, the build's error under
 * --strict. file names where, or NULL. Safe on render threads. */
void sp_plugin_warn(sp_plugin_site *ps, const char *file, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Where the site's git repository is, for plugins that read it (jekyll-github-metadata's `git remote`, `git
 * rev-parse HEAD`): the repository's path for a git source (sitepub publish), else the site's folder (the
 * repository is the one that folder is in, if any: discover it upward); NULL when neither is known. *git_source
 * says which. The string lives for the build. */
const char *sp_plugin_git_path(sp_plugin_site *ps, bool *git_source);
/* Whether another plugin is enabled in this build ("jekyll-seo-tag"). */
bool sp_plugin_enabled(sp_plugin_site *ps, const char *name);

/* The documents and pages in render order (the count changes as generators add pages). */
size_t sp_plugin_ndocs(sp_plugin_site *ps);
sp_plugin_doc *sp_plugin_doc_at(sp_plugin_site *ps, size_t i);
sp_plugin_doc_kind sp_plugin_doc_kind_of(const sp_plugin_doc *d);
sp_value sp_plugin_doc_page(const sp_plugin_doc *d);   /* its `page` hash (a generator may change it) */
const char *sp_plugin_doc_url(const sp_plugin_doc *d); /* Jekyll's url */
const char *sp_plugin_doc_name(const sp_plugin_doc *d); /* file name ("index.html") */
const char *sp_plugin_doc_path(const sp_plugin_doc *d); /* path in the source ("" for a generated page) */
bool sp_plugin_doc_written(const sp_plugin_doc *d);     /* written to the output (not output: false) */
/* The output extension (".html", ".xml", ...). */
const char *sp_plugin_doc_output_ext(const sp_plugin_doc *d);
/* Give a page its `paginator` hash. */
void sp_plugin_doc_set_paginator(sp_plugin_doc *d, sp_value pager);
/* Replace a document's body with text (static, or in the site arena), rendered as it is (not as Markdown). */
void sp_plugin_doc_set_body(sp_plugin_doc *d, const char *text, size_t len);
/* Render a page's body without Liquid (render_with_liquid: false). */
void sp_plugin_doc_set_no_liquid(sp_plugin_doc *d);

/* Add a page that has no file (Jekyll's PageWithoutAFile) at relpath with body (kept, not copied) and front matter
 * data (a hash; nil for none), to site.pages (and html_pages), its url from relpath and `permalink`. Returns the
 * page, or NULL with err (an unsafe output path). */
sp_plugin_doc *sp_plugin_add_page(sp_plugin_site *ps, const char *relpath, const char *body, sp_value data,
                                  sp_error *err);
/* A copy of page tmpl (jekyll-paginate's Pager pages: Page#dir= then the url "/:path/") whose folder is dir,
 * added to site.pages and html_pages with its own copy of tmpl's page hash. NULL with err for an unsafe path. */
sp_plugin_doc *sp_plugin_copy_page(sp_plugin_site *ps, const sp_plugin_doc *tmpl, const char *dir, sp_error *err);
/* A copy of page tmpl at exactly url (jekyll-paginate-v2's PaginationPage#set_url: "/blog/page2/index.html"),
 * named name, with its own deep copy of tmpl's page hash (url, dir, name and path set), appended to site.pages and
 * html_pages. NULL with err for an unsafe output path. */
sp_plugin_doc *sp_plugin_copy_page_at(sp_plugin_site *ps, const sp_plugin_doc *tmpl, const char *url,
                                      const char *name, const char *path, sp_error *err);
/* Take page d out of the site: not written, and gone from site.pages and html_pages. */
void sp_plugin_remove_page(sp_plugin_site *ps, sp_plugin_doc *d);
/* The documents of collection label (site.collections' docs, in the collection's order), as `page` hashes. */
sp_value sp_plugin_collection_docs(sp_plugin_site *ps, const char *label);
/* A page (or a generated page, or a static file) has url ("/sitemap.xml") in the output. */
bool sp_plugin_url_exists(sp_plugin_site *ps, const char *url);
/* The source has a file at path ("feed.xslt.xml"). */
bool sp_plugin_source_exists(sp_plugin_site *ps, const char *path);
/* A layout of that name exists; add one (name "redirect", body static text) when it does not. */
bool sp_plugin_has_layout(sp_plugin_site *ps, const char *name);
void sp_plugin_add_layout(sp_plugin_site *ps, const char *name, const char *relpath, const char *body);
/* The static files (site.static_files, outside collections too), by index: the path in the source. */
size_t sp_plugin_nstatic(sp_plugin_site *ps);
const char *sp_plugin_static_path(sp_plugin_site *ps, size_t i);
/* Static file i's URL ("/" + its output path). */
const char *sp_plugin_static_url(sp_plugin_site *ps, size_t i);
/* Whether i is a static file of a collection (site.static_files lists those too). */
bool sp_plugin_static_in_collection(sp_plugin_site *ps, size_t i);
/* Jekyll::Page.new for static file i (a file without front matter): a page whose body is the whole file, with the
 * front matter defaults of its path, its url from them and the site's permalink, appended to site.pages (and
 * html_pages); permalink, when not NULL, is set as its `permalink` first (jekyll-readme-index's StaticFile#to_page).
 * The static file stays (it is still copied). NULL with err when it cannot be read or its output
 * path is unsafe. */
sp_plugin_doc *sp_plugin_page_from_static(sp_plugin_site *ps, size_t i, const char *permalink, sp_error *err);
/* The markdown converter's `markdown_ext` matches ext (".md", with the dot). */
bool sp_plugin_is_markdown_ext(sp_plugin_site *ps, const char *ext);
/* A document's extension with the dot ("" when none), File.extname of its name. */
const char *sp_plugin_doc_ext(const sp_plugin_doc *d);

/* A document's body as read (Markdown or HTML source after the front matter, Liquid not rendered): Jekyll's
 * document.content before rendering. */
const char *sp_plugin_doc_body(const sp_plugin_doc *d, size_t *len);
/* Replace that body (text static or in the site arena), converted as before. */
void sp_plugin_doc_set_content(sp_plugin_doc *d, const char *text, size_t len);
/* The markdownify filter: text converted with the site's Markdown configuration, appended to out (main thread). */
int sp_plugin_markdownify(sp_plugin_site *ps, const char *text, size_t len, sp_buf *out, sp_error *err);

/* Front matter defaults for path and type ("pages", "posts", a collection label), FrontmatterDefaults#all. */
sp_value sp_plugin_defaults_for(sp_plugin_site *ps, const char *path, const char *type);
/* URL.new(template:, placeholders:).to_s: each ":key" of tmpl replaced by its value, URL-escaped (a NULL value
 * removes "/:key"), then sanitized; keys in order. In the build's arena (main thread). */
const char *sp_plugin_url_from_template(sp_plugin_site *ps, const char *tmpl, const char *const *keys,
                                        const char *const *vals, int n);
/* Utils.slugify in its default mode, in the build's arena. */
const char *sp_plugin_slugify(sp_plugin_site *ps, const char *s, size_t len);
/* Add a page without a file at url (a permalink), relpath its relative path (for defaults and `path`), data its
 * front matter; as sp_plugin_add_page otherwise. */
sp_plugin_doc *sp_plugin_add_page_at(sp_plugin_site *ps, const char *relpath, const char *url, sp_value data,
                                     sp_error *err);

/* Jekyll's relative_url of a site URL (baseurl + url), appended to out. Safe on render threads. */
void sp_plugin_relative_url(sp_plugin_site *ps, const char *url, sp_buf *out);

/* Jekyll's absolute_url of a site path (site.url + baseurl + path), appended to out. Safe on render threads. */
void sp_plugin_absolute_url(sp_plugin_site *ps, const char *path, sp_buf *out);

#endif
