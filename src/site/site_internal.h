/* Internal interface of the site module (src/site/): the reader, the model, permalinks, the render pipeline and
 * the built-in plugins share these declarations. The Jekyll site model itself is one value tree (site->site,
 * each document's `page` hash); sp_doc only carries what rendering needs besides it (DESIGN.md). */
#ifndef SITEPUB_SITE_INTERNAL_H
#define SITEPUB_SITE_INTERNAL_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "sitepub/plugin.h"
#include "sitepub/site.h"

#define SP_SITE_MAX_PLUGINS 64

typedef enum sp_doc_kind {
    SP_DOC_PAGE,      /* a page (front matter outside collections) */
    SP_DOC_POST,      /* a document of the posts collection (also drafts) */
    SP_DOC_DOCUMENT,  /* a document of another collection */
    SP_DOC_GENERATED  /* a page made by a plugin (feed, sitemap, pagination, redirects) */
} sp_doc_kind;

typedef struct sp_doc {
    sp_doc_kind kind;
    sp_value page;          /* the hash templates see as `page` (front matter, defaults, url, date, ...) */
    const char *relpath;    /* path in the source ("" for generated pages) */
    const char *name;       /* file name */
    const char *ext;        /* extension with the dot ("" when none) */
    /* the source text: read through sp_site_doc_body, _fm and _excerpt (lazy bodies, below), never directly */
    const char *src_body;   /* text after the front matter */
    size_t src_body_len;
    int body_line;          /* 1-based line of the body's first byte in the source file */
    const char *src_fm;     /* the front matter text (for error locations), or NULL */
    size_t fm_len;
    int fm_line;            /* 1-based line of its first byte */
    struct sp_doc_lazy *lazy; /* a text not read yet (its front matter came from the cache), or NULL */
    size_t fm_kept;         /* its entry in the front matter cache this build writes (model_cache.h), or 0 */
    const char *collection; /* label, or NULL for pages */
    const char *reldir;     /* the collection's relative directory ("_posts", "my/_docs"), or NULL */
    const char *url;        /* as Jekyll's url */
    const char *out_path;   /* destination relative to DEST (unescaped url, index.html added) */
    const char *output_ext; /* ".html", ".css", ... */
    bool markdown;          /* converted by the markdown module */
    bool sass;              /* .scss/.sass */
    bool write;             /* written to the output (collections with output: false are not) */
    bool draft;
    unsigned char kd_setup; /* site.kramdown as this render sees it (render.c): 0 before Jekyll's first kramdown
                             * conversion, 1 set up from the layouts on (the document it converts), 2 set up */
    bool fm_error;          /* no read_post_data (title, date, slug, excerpt): front matter that is not valid YAML
                             * (built with no front matter data, as Jekyll) or a .yml document of a collection */
    bool no_liquid;         /* render_with_liquid: false, or no Liquid construct */
    char *output;           /* rendered bytes: set only by sp_site_doc_set_output, freed only by
                               sp_site_doc_free_output (render.c); a page's is freed once written */
    size_t output_len;
    bool output_own;        /* output is the document's own text (malloc'd, or in the spill file of a large build);
                               false: it is content (no layout placed it: one text for both) or the memo's */
    char *content;          /* converted content before layouts (page.content refers to it; as output) */
    char *excerpt_html;     /* the rendered excerpt (page.excerpt refers to it; as output), or NULL */
    const char *src_excerpt; /* excerpt text before rendering (posts and documents), or NULL: sp_site_doc_excerpt */
    size_t src_excerpt_len;
    sp_value pager;          /* the `paginator` hash for pagination pages, else nil */
    sp_value site_override;  /* the `site` this page sees when it differs from the shared one, else nil */
    sp_value related;        /* site.related_posts while this post renders (RelatedPosts, no LSI), else nil */
    char *map;               /* Sass source map (malloc'd) written beside the CSS as Jekyll's SourceMapPage */
    size_t map_len;
    /* A Sass page with no Liquid in it is compiled on a thread of its own from the moment it is read
     * (sp_site_sass_early_queue): css or css_err holds the result for its turn to render; both are owned by
     * that queue (freed by sp_site_sass_early_free). css_ready is read only after sp_site_sass_early_wait. */
    bool css_ready;
    char *css;
    size_t css_len;
    struct sp_error *css_err;
    /* incremental builds (incremental.c): what this render read (SP_INC_* bits, set on its rendering thread)
     * and how this build treats it (SP_INC_FULL, SP_INC_CONTENT: body only, no layouts, not written;
     * SP_INC_SKIP: not rendered, the earlier output is reused by blob id) */
    unsigned inc_flags;
    bool inc_clock_date; /* its date when the plan began is no time, or site.time: its URL may be the clock's */
    long entry;          /* the index in s->entries of the file it was read from (read_doc), -1 when none */
    int inc_mode;
    size_t *inc_reads; /* the other documents whose content or excerpt (index << 1) or output (| 1) it read */
    size_t inc_nreads, inc_capreads;
    struct sp_inc_warn *inc_warns; /* the warnings this render printed (incremental builds: printed at the end) */
    size_t inc_nwarns, inc_capwarns;
    bool inc_written;           /* written while rendering (sp_site_inc_written): its blob id is inc_blob */
    unsigned char inc_blob[20];
    bool inc_has_map;           /* and its source map's blob id (sp_site_inc_written), for the same-tree record */
    unsigned char inc_map_blob[20];
    bool inc_ids;               /* inc_blob (and inc_map_blob) are the sink's ids of the bytes written */
    bool inc_reused;            /* the plan reuses its earlier output by blob id (it renders only for what other
                                 * documents read of it, if at all): nothing of it is written */
    bool inc_stored;            /* the sink stored the output's bytes, unnamed, as inc_blob (sp_sink_store, from the
                                 * render thread); sp_site_write_output names it. Any new output clears it. */
    /* content, excerpt_html and output taken from the memo of the last build (memo.c; sp_site_options.memo):
     * not rendered, and the texts are the memo's (never freed with the document) */
    bool memo;
    size_t memo_content_len, memo_excerpt_len;
} sp_doc;

typedef struct sp_layout {
    const char *name;    /* "default" */
    const char *relpath; /* "_layouts/default.html" */
    sp_value data;       /* its front matter */
    const char *body;
    size_t body_len;
    int body_line;
} sp_layout;

typedef struct sp_site {
    sp_arena *arena;
    struct sp_entry_globs *entry_globs; /* include and exclude as the entry filter tests them (reader.c) */
    sp_source *src;       /* the caller's source, or the theme layer over it (theme.c) */
    sp_source *site_src;  /* the caller's source while src is the theme layer, else NULL */
    sp_source *theme_lower; /* the theme's own tree under that layer (owned by s->src), else NULL */
    const char *theme_id; /* "NAME VERSION ROOT" of the gem theme (part of the disk cache's key), or NULL */
    const char *theme_root; /* the theme gem's folder (File.realpath), or NULL */
    sp_sink *sink; /* where rendered documents go: render threads write each one as soon as it is final */
    struct sp_sass_early *sass_early; /* the Sass pages compiling in the background (scss.c), or NULL */
    struct sp_site_cache *cache;      /* the disk cache (cache.c), or NULL when there is none */
    const sp_site_options *opts;
    sp_value config;      /* merged configuration */
    sp_value site;        /* the `site` variable */
    size_t exclude_shown; /* how many of config.exclude's entries site.exclude shows (the rest: dest_in_source) */
    sp_value jekyll;      /* the `jekyll` variable */
    sp_value texts;       /* path -> text of includes and include_relative candidates, read once */
    sp_value text_paths;  /* path -> the same path as a string that lives for the build (cache keys) */
    const char *source_desc;
    const struct sp_tz *tz; /* the site time zone (`timezone`, else $TZ, else UTC) */
    const char *timezone;   /* its name as configured, or NULL */
    sp_time now;          /* site.time */

    sp_doc **docs;        /* every document and page, in Jekyll's render order */
    size_t ndocs, capdocs;
    sp_layout *layouts;
    size_t nlayouts;
    const sp_source_entry **statics; /* static files (source entries) */
    const char **static_out;         /* and their output paths */
    const char **static_coll;        /* and their collection's label, or NULL */
    size_t nstatic, capstatic;
    /* the static files of collections with output: false: listed as Jekyll lists them (collection.files,
     * site.static_files, site.documents), never written */
    const sp_source_entry **unwritten;
    const char **unwritten_coll; /* their collection's label */
    size_t nunwritten, capunwritten;
    const sp_source_entry *entries;
    size_t nentries;

    /* the plugins this build enables (plugin_api.c), in the order they were named */
    const struct sp_plugin *plugins[SP_SITE_MAX_PLUGINS];
    size_t nplugins;
    sp_value plugin_partials; /* include name -> text of the plugins' partials, nil until rendering */

    /* tags.c's lookup tables, built by the first post_url or link tag looked up once sp_site_tags_index said
     * the documents are final (tags_lock; tags_indexed set, with release, once they are), then read-only; nil
     * until built */
    sp_value post_index;  /* a post's relative path without its extension -> its index in docs (the first) */
    sp_value link_index;  /* path -> index in docs, or ndocs + index in statics (documents first) */
    bool tags_final;      /* the documents, their URLs and the static files are final: the tables may be built */
    _Atomic bool tags_indexed;
    pthread_mutex_t tags_lock;
    sp_arena *tags_arena; /* what the tables are allocated from (not s->arena: they are built on a render thread) */

    sp_site_stats *stats;
    size_t skipped;
    pthread_mutex_t log_lock;
    /* warnings (sp_site_warn, under log_lock): their count and, in strict mode, the first one as the error */
    size_t warnings;
    /* --profile: one row per Liquid template (its name, renders, bytes written, seconds), under log_lock */
    struct sp_site_prof_row {
        char *name;
        size_t count, bytes;
        double seconds;
    } *prof;
    size_t nprof, capprof;
    bool strict_failed;
    sp_error strict_err;
    struct sp_fm_cache *fm_cache; /* the front matter cache (model_cache.c), or NULL until the reader uses it */
    struct sp_doc_lazy *lazy_loaded; /* the lazy texts read so far (reader.c; freed by sp_site_lazy_free) */
    bool lazy_failed;               /* a lazy text could not be read where no error could be returned: */
    sp_error lazy_err;              /* that error, which the build returns after the current step */
    struct sp_site_inc *inc; /* the incremental build's plan and record (incremental.c), or NULL: a full build */
    struct sp_site_inc_pre *inc_pre; /* the record being read beside the reader (sp_site_inc_preload), or NULL */
    struct sp_site_spill *spill; /* where rendered text of a large build is kept (spill.c), or NULL: the heap */
    /* the same-tree shortcut (incremental.c, sp_site_inc_shortcut): its key for this build and what the build
     * did that a later one with the same key could not repeat unread */
    struct sp_inc_tree *inc_tree;
    size_t loud;          /* messages of level <= 0 logged so far (printed or not: sp_site_log) */
    bool inc_now_read;    /* the reader decided something by site.time (a future date, a date equal to it) */
    bool inc_volatile;    /* the reader used the clock (a draft's date): no build is the same as another */
} sp_site;

/* ---- config.c ---- */
int sp_site_load_config(sp_site *s, sp_error *err);
/* The `site` value's start: a copy of s->config (in s->arena) whose exclude list is the one Jekyll shows, without
 * the entry sp_site_load_config added for opts->dest_in_source. */
sp_value sp_site_config_view(sp_site *s);
/* site.kramdown once Jekyll's Markdown converter is set up (its first conversion: KramdownParser#setup writes
 * into the configuration's kramdown hash): a copy of kd (in s->arena) with syntax_highlighter (kramdown's, else
 * "coderay" for enable_coderay, else config.highlighter or "rouge"), syntax_highlighter_opts (default_lang
 * "plaintext" unless set, guess_lang from kramdown.guess_lang) and coderay ({}) filled in, a non-empty coderay
 * merged into the options as modernize_coderay_config does. nil when kd is not a hash. */
sp_value sp_site_kramdown_setup(sp_site *s, sp_value kd);
/* Jekyll's permalink style expansion (STYLE_TO_PERMALINK). */
const char *sp_site_style_to_permalink(const char *style);

/* Enable the built-in plugin of gem name (a `plugins:` entry, a Gemfile :jekyll_plugins gem, a theme's runtime
 * dependency). Returns false when sitepub has no such plugin; warn: then log that it is ignored. */
bool sp_site_plugin_require(sp_site *s, const char *name, bool warn);
/* The build's Markdown options: sp_markdown_options_from_config(s->config) with the processor resolved against
 * the loaded plugins (jekyll-commonmark, jekyll-commonmark-ghpages); with warn, jekyll-commonmark's warnings for
 * `commonmark:` names that are not valid. code_hook is left NULL. Returns 0, or -1 with err (render.c). */
struct sp_markdown_options;
/* render.c: the one owner of d->output. set: d's output becomes output[0..len) (NULL: none); own says whether it
 * is d's own text (freed with d: malloc'd, or a text of the store) or another's it must not free (its content,
 * when no layout placed it; the memo's). An output d already had is forgotten, not freed. */
void sp_site_doc_set_output(sp_doc *d, char *output, size_t len, bool own);
/* Free d's output when it is d's own (sp_site_text_free), and leave d without one. */
void sp_site_doc_free_output(const sp_site *s, sp_doc *d);
/* render.c: write d's output and its source map (d->map, as PATH.map) to s->sink; 0, or -1 with err naming the
 * document and the path */
int sp_site_write_output(sp_site *s, sp_doc *d, sp_error *err);
int sp_site_markdown_options(sp_site *s, struct sp_markdown_options *md, bool warn, sp_error *err);

/* DataReader#read_data_to for one file: the data file path of src (inner: its path under the data folder,
 * "people/ann.yml") parsed (YAML/JSON, CSV, TSV; other extensions and dot files skipped) and stored in data under
 * its sanitized keys (folders as nested hashes). reader.c. Returns 0, or -1 with the file's error. */
int sp_site_read_data_file(sp_site *s, sp_source *src, const char *path, const char *inner, sp_value data,
                           sp_error *err);
/* strcmp-like order of two paths under a data folder as DataReader reads them: in each folder its files first
 * (.yaml, .yml, .json, .csv, .tsv in turn, each sorted by name), then its subfolders by name, depth first. */
int sp_site_data_path_cmp(const char *a, const char *b);

/* The configure hooks (sp_plugin.configure) of the plugins named in plugins (the configuration's `plugins:` and
 * `gems:`, an array of strings the hooks may change) or bundled (the Gemfile's :jekyll_plugins group), each once,
 * on config as it is loaded (config.c). 0, or -1 with a hook's error. plugin_api.c. */
int sp_site_plugins_configure(sp_site *s, sp_value config, sp_value plugins, sp_value bundled, sp_error *err);
/* Jekyll::Hooks :site, :after_init: each enabled plugin's after_init on s->config, once the configuration and the
 * theme are in place, before the site is read (build.c). 0, or -1 with a hook's error. plugin_api.c. */
int sp_site_plugins_after_init(sp_site *s, sp_error *err);

/* ---- theme.c (gem themes) ---- */
/* Site#configure_theme: when the configuration names a `theme`, find its gem (Bundler's path, $GEM_HOME,
 * $GEM_PATH, ~/.gem, the system's gem folders, Debian's rubygems-integration; the highest version the Gemfile's
 * requirement allows), merge its _config.yml under the configuration, enable its runtime dependencies that are
 * plugins, and make s->src the theme layer over the site's source (s->entries relisted). Call after
 * sp_site_load_config and before the disk cache opens. Fails with SP_ERR_INPUT when the gem is not installed
 * (naming the places searched and the package to install), or with the theme's YAML error. */
int sp_site_theme_open(sp_site *s, sp_error *err);
/* Put lower (a theme's tree: _layouts, _includes, _sass, _data, assets at its root) under the site's source as
 * the theme layer (s->src, s->entries relisted); what names it in the source's description. Takes lower (closed
 * on failure). */
int sp_site_theme_layer(sp_site *s, sp_source *lower, const char *what, sp_error *err);
/* Reader#read_data's theme half (Jekyll 4.3): the theme's _data files (s->theme_lower) read as the site's are, and
 * *data (the site's, from its own files only) deep-merged over them, Utils.deep_merge_hashes(theme_data, site_data):
 * the site wins key by key, hashes merge, arrays and other values are replaced; theme keys keep their order, the
 * site's new keys follow. *data becomes the merged hash. No theme: nothing. Returns 0, or -1 with a data file's
 * error. */
int sp_site_theme_data(sp_site *s, sp_value *data, sp_error *err);
/* ---- remote_theme.c (jekyll-remote-theme) ---- */
/* `remote_theme: OWNER/NAME[@REF]` with jekyll-remote-theme enabled: the theme repository fetched with libgit2 into
 * the remote theme cache, by commit id, and layered as a gem theme's files are (sp_site_theme_layer). */
int sp_site_remote_theme_open(sp_site *s, sp_error *err);
/* A Sass source map's "sources" with each theme file named as jekyll-sass-converter's libsass names it: the
 * file's real path relative to the site's folder (opts->source_dir), e.g. "../../usr/share/.../_sass/x.scss".
 * Returns the new map (malloc'd), or NULL when nothing changes (no theme file, no site folder). */
char *sp_site_theme_map_sources(sp_site *s, const char *map);
/* Close the theme layer and give s->src back the caller's source; safe when there is no theme. */
void sp_site_theme_close(sp_site *s);

/* ---- util ---- */
void sp_site_log(sp_site *s, int level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A warning where Jekyll warns and builds on (README "Warnings"): printed as sp_site_log level 0 ("Build
 * Warning: ..." in Jekyll's words, then our advice) and counted; with --strict or `strict: true` the first one
 * becomes the build's error (SP_ERR_INPUT, file, line), which sp_site_build returns after the current step.
 * file may be NULL. Safe from the render threads. */
void sp_site_warn(sp_site *s, const char *file, int line, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* sp_site_warn of a finished message, printed (counted, strict) now: an incremental build's kept warnings. */
void sp_site_warn_text(sp_site *s, const char *file, int line, const char *msg);
/* Jekyll's {% link PATH %} at render time (PATH with Liquid in it): the relative_url of the page, document or
 * static file at path into out, or -1 with err worded as Jekyll's. (tags.c) */
int sp_site_link_url(sp_site *s, const char *path, size_t len, sp_buf *out, sp_error *err);
/* --profile: count one render of the template name (bytes written, seconds taken); nothing without
 * opts->profile. Safe from the render threads. */
void sp_site_profile_add(sp_site *s, const char *name, size_t bytes, double seconds);
/* The threads the build works on: opts->jobs (-j N), else the processors online (at least 1). */
int sp_site_jobs(const sp_site *s);
/* Whether warnings are errors in this build (opts->strict or `strict: true` in the config). */
bool sp_site_strict(const sp_site *s);
/* 3 when text (len bytes) starts with UTF-8's byte order mark, else 0: the bytes Jekyll's reads (encoding
 * "bom|utf-8") drop. */
size_t sp_site_bom_len(const char *text, size_t len);
/* Split front matter: true when text starts with `---` (BOM and CRLF tolerated) and a closing `---`/`...` line
 * is found; fm and fm_len the YAML, *body the rest, *body_line its first line. */
bool sp_site_split_front_matter(const char *text, size_t len, const char **fm, size_t *fm_len, const char **body,
                                size_t *body_len, int *fm_line, int *body_line);
bool sp_site_has_yaml_header(const char *text, size_t len);
/* Utils.has_liquid_construct?: the text holds "{{" or "{%". */
bool sp_site_has_liquid(const char *text, size_t len);
/* Time helpers: local offset of instant sec in the site time zone; Jekyll's Utils.parse_date. */
int32_t sp_site_tz_offset(const sp_site *s, int64_t sec);
int sp_site_parse_date(const sp_site *s, const char *text, size_t len, sp_time *out);
/* Local midnight of y-m-d in the site time zone. */
sp_time sp_site_local_date(const sp_site *s, int y, int m, int d, int hh, int mm, int ss);
/* strftime of a Time in its own offset, Ruby's directives used by permalinks and plugins. */
void sp_site_strftime(sp_buf *out, const char *fmt, sp_time t);
/* Append "timezone ZONE TZ VALUE\n": the config's `timezone` and the TZ variable ("(none)" for either unset), the
 * zone a time without an offset is shown in; a line of the incremental record's and the front matter cache's
 * inputs, so both change together. */
void sp_site_zone_line(const sp_site *s, sp_buf *b);
/* Convert a time to be shown in the site time zone. */
sp_value sp_site_localtime(const sp_site *s, sp_time t);
/* A lookup by path in a list of n records (the record at base + i * stride starts with its path, a const char *)
 * that is mostly asked in the list's order, as the incremental record and the front matter cache are by the next
 * build: the record at *cur (the one after the last found), or the last found asked again, is found with one
 * compare; any other path through an index (path -> i, in arena a) made at the first such lookup. *cur and *index
 * are the caller's (start them at 0 and nil). Returns i and sets *cur to i + 1, or -1 when path (or NULL) is not
 * in the list. With a path twice in the list the index finds the later record, the cursor the one it is at. */
long sp_site_lookup_hinted(sp_arena *a, const char *path, const char *base, size_t stride, size_t n, size_t *cur,
                           sp_value *index);

/* ---- url.c ---- */
/* Jekyll's Utils.slugify; mode NULL is "default". Result in arena a. */
char *sp_site_slugify(sp_arena *a, const char *s, size_t len, const char *mode, bool cased);
/* Jekyll's URL.escape_path (Addressable::URI.encode, "#" -> "%23"). */
void sp_site_escape_path(sp_buf *out, const char *s, size_t len);
/* Addressable::URI.unencode. */
char *sp_site_unescape_path(sp_arena *a, const char *s);
/* Jekyll's URL#sanitize_url. */
char *sp_site_sanitize_url(sp_arena *a, const char *s, size_t len);
/* Compute url and out_path of a document from its permalink, template and placeholders. */
int sp_site_doc_url(sp_site *s, sp_doc *d, sp_error *err);
const char *sp_site_output_ext(sp_site *s, const char *ext);
/* URL#generate_url_from_hash: keys in order; a NULL value removes "/:key". */
void sp_site_url_from_hash(const char *tmpl, const char *const *keys, const char *const *vals, int n, sp_buf *out);
/* The output path (relative, unescaped) of a static file inside a collection (StaticFile#url). */
char *sp_site_collection_static_url(sp_site *s, const char *label, const char *inner);
bool sp_site_is_markdown_ext(sp_site *s, const char *ext);

/* ---- reader.c ---- */
int sp_site_read(sp_site *s, sp_error *err);
/* Lazy bodies. An incremental build takes the front matter of an unchanged page or document from the front matter
 * cache (model_cache.h), which also gives where its body starts and how long it is: the reader does not read (for
 * a git source: inflate) its text then. The text is read the first time anything asks for its body, front matter
 * text or excerpt, through these accessors, from any thread (one lock; the source's reads are thread-safe); the
 * render reads up front, on the main thread, the texts of the documents it renders (sp_site_docs_load), so that
 * a build that reuses an output never reads that document's text. Until then page.content and page.excerpt hold
 * a stand-in (an empty string, sp_site_doc_content_start) that the main thread's loads replace. Sass pages, pages
 * and documents without an entry in the cache, and plugins' pages are read as before (lazy NULL).
 * The body (after the front matter; len its bytes): the document's text, read now when it was not. A text that
 * cannot be read gives "" and fails the build after the current step (lazy_failed). */
const char *sp_site_doc_body(const sp_doc *d, size_t *len);
/* The front matter text (NULL when there is none; *len fm_len), read as the body is. */
const char *sp_site_doc_fm(const sp_doc *d, size_t *len);
/* The excerpt source Jekyll's Excerpt#extract_excerpt makes of the body (NULL when the document has none: a page,
 * an empty excerpt_separator, an `excerpt` in the front matter), read as the body is. */
const char *sp_site_doc_excerpt(const sp_doc *d, size_t *len);
/* Without reading anything: whether the document has an excerpt source, and its body's length. */
bool sp_site_doc_has_excerpt(const sp_doc *d);
size_t sp_site_doc_body_size(const sp_doc *d);
/* The values page.content and page.excerpt start with (model.c, plugin_api.c), without reading anything: the
 * body and the excerpt source (nil when none), or the stand-in of a text not read yet. */
sp_value sp_site_doc_content_start(const sp_doc *d);
sp_value sp_site_doc_excerpt_start(const sp_doc *d);
/* Replace the body (a plugin's; text kept, not copied): the excerpt stays the one of the text as read, which is
 * read now if it was not. Main thread. */
void sp_site_doc_set_body(sp_doc *d, const char *text, size_t len);
/* Main thread: read d's text if it was not, and put its body and excerpt where page.content and page.excerpt
 * still hold the stand-in. 0, or -1 with err naming the file. */
int sp_site_doc_load(sp_doc *d, sp_error *err);
/* Whether page.content holds d's text (or its render's), not the stand-in of a text not read (lazy bodies). */
bool sp_site_doc_loaded(const sp_doc *d);
/* sp_site_doc_load for every document the render pass about to start renders (inc_mode not SP_INC_SKIP, not
 * taken from the memo). 0, or -1 with err. (render.c, at the start of each pass) */
int sp_site_docs_load(sp_site *s, sp_error *err);
/* Free the texts read lazily (at the end of a build, with the documents). */
void sp_site_lazy_free(sp_site *s);
void sp_site_add_doc(sp_site *s, sp_doc *d);
/* Front matter defaults for path/type merged as Jekyll's FrontmatterDefaults#all. */
sp_value sp_site_defaults_for(sp_site *s, const char *relpath, const char *type);

/* ---- model.c ---- */
int sp_site_build_model(sp_site *s, sp_error *err);

/* ---- plugin_api.c (the site side of include/sitepub/plugin.h) ---- */
/* Jekyll's absolute_url of a site path: url + baseurl + path, appended to b (safe on render threads). */
void sp_site_absolute_url_buf(sp_site *s, const char *path, sp_buf *b);
/* The enabled plugins' generators, highest priority first (Jekyll's Site#generate): add generated pages after the
 * model is built and before rendering. */
int sp_site_generate(sp_site *s, sp_error *err);
/* The tag an enabled plugin adds under name, or NULL; expand it (see sp_plugin_tag). */
const struct sp_plugin_tag *sp_site_plugin_tag(sp_site *s, const char *name, size_t len);
int sp_site_plugin_expand(sp_site *s, const struct sp_plugin_tag *t, const char *markup, size_t len, bool ldash,
                          bool rdash, int newlines, sp_buf *out, sp_error *err);
/* Compute the enabled plugins' partials into s->plugin_partials (main thread, before rendering); find one by
 * include name (its text, and a cache key that lives for the build). */
void sp_site_plugin_partials(sp_site *s);
bool sp_site_plugin_partial(sp_site *s, const char *name, size_t len, const char **src, size_t *srclen,
                            const char **key);
/* The enabled plugins' :pre_render hooks for a document's body (r as sp_plugin_render), and :post_render hooks
 * on its final output (*output malloc'd; replaced by the hooks' result). */
int sp_site_plugin_pre_render(sp_site *s, const struct sp_plugin_render *r, sp_value globals, sp_error *err);
int sp_site_plugin_post_render(sp_site *s, sp_doc *d, char **output, size_t *len, sp_error *err);

/* ---- render.c ---- */
int sp_site_render(sp_site *s, sp_error *err);

/* ---- tags.c ---- */
/* Resolve Jekyll's post_url and link tags in template text (name and line for errors). When changed is set,
 * out holds the new text; otherwise out is untouched and the text can be used as it is. */
int sp_site_jekyll_tags(sp_site *s, const char *name, int line, const char *text, size_t len, sp_buf *out,
                        bool *changed, sp_error *err);
/* Say that the documents, their URLs and the static files are final (before rendering starts): from now on the
 * first post_url or link tag builds the tables they look names up in (s->post_index, s->link_index), once, under
 * s->tags_lock; an edit that renders no page with those tags never builds them (on 10,000 posts a twentieth of an
 * incremental publish). Before this the tags scan every document. */
void sp_site_tags_index(sp_site *s);
/* s->tags_lock and the tables' arena: made with the site, freed with it (sp_site_tags_free) */
void sp_site_tags_init(sp_site *s);
void sp_site_tags_free(sp_site *s);

/* ---- spill.c: rendered text of a large build kept out of the heap ---- */
typedef struct sp_site_spill sp_site_spill;
/* Open the store for this build when it has enough documents to need one (s->ndocs, or SITEPUB_SPILL_MIN_DOCS)
 * or a large one (a source of 1 MiB, or SITEPUB_SPILL_BIG_DOC: then only texts of 1 MiB or more go there);
 * leaves s->spill NULL otherwise or on any failure. Main thread, before rendering. */
void sp_site_spill_open(sp_site *s);
/* Open the store before reading when the source lists as many files as a large build has documents (s->nentries,
 * SITEPUB_SPILL_MIN_DOCS), for the documents' source texts (sp_site_spill_source); sp_site_spill_open then
 * decides what rendered text goes there as before. Main thread, after the source is listed. */
void sp_site_spill_open_sources(sp_site *s);
/* A document's source text put in the store when it was opened for them (a read-only copy, as
 * sp_site_spill_put's), else NULL: the caller keeps its own. Every few hundred texts the pages of the whole file
 * are dropped from memory (sp_site_spill_drop_pages): the reader and the render read a source a moment after it
 * is put, and its pages would otherwise stay. Main thread. */
const char *sp_site_spill_source(sp_site *s, const char *data, size_t len);
/* A source text of a store (p, else nothing happens) is read (sp_site_doc_body): every few hundred reads, the pages
 * of the whole file are dropped as above (the render reads each body once, and its pages would stay). Any thread. */
void sp_site_spill_source_read(const void *p);
/* Drop every page of the store from memory (each is read back from the file when read again). Any thread. */
void sp_site_spill_drop_pages(sp_site *s);
/* Close it: every text it handed out is gone. After the documents are freed. */
void sp_site_spill_close(sp_site *s);
/* A read-only, NUL-terminated copy of data[0..len) that lives until sp_site_spill_close, or NULL (no store, no
 * space): the caller keeps its own. Safe from the render threads. */
const char *sp_site_spill_put(sp_site *s, const char *data, size_t len);
/* Whether p is a text of the store (never to be freed or written). */
bool sp_site_spilled(const sp_site *s, const void *p);
/* When p is a text of the store: drop the pages of p[0..len) from memory (they are read back from the file if
 * they are read again). For an output once written. Safe from the render threads. */
void sp_site_spill_release(const sp_site *s, const void *p, size_t len);
/* free(p) unless it is a text of the store. */
void sp_site_text_free(const sp_site *s, void *p);
/* The bytes of b as a text the build keeps (b is emptied): in the store when spill is set and the store takes
 * it (every text of a large build, those of 1 MiB or more of a build with a large document), else b's own buffer cut to its length (malloc'd, NUL-terminated). Free with sp_site_text_free. */
char *sp_site_keep_text(sp_site *s, sp_buf *b, bool spill);

/* ---- memo.c: what a long-running caller (sitepub serve) keeps of the last build (sp_site_options.memo) ---- */
/* Start of the first render pass of an incremental build: every document whose output the plan reuses (its
 * fingerprint matched the record, sp_site_inc_reused_blob) and whose memo entry holds that same output blob gets
 * the memo's content, output and excerpt (d->memo set) instead of being rendered for what others read of it.
 * Nothing without opts->memo or an incremental plan. */
void sp_site_memo_fill(sp_site *s);
/* After the excerpt pass: the memo documents' page.excerpt (where the excerpt pass sets the others'). */
void sp_site_memo_excerpts(sp_site *s);
/* Before a render pass is redone (sp_site_inc_check fell short): the memo documents render like the others. */
void sp_site_memo_release(sp_site *s);
/* At the end of a build: ok, the memo keeps each written document's texts with its output's blob id (those
 * rendered now, copied; the memo's own for those taken from it); not ok, it forgets everything. */
void sp_site_memo_finish(sp_site *s, bool ok);

/* ---- cache.c: the disk cache, as Jekyll 4.3's Jekyll::Cache ---- */
typedef struct sp_site_cache sp_site_cache;
/* Open the cache the options name (cache_dir, or source_dir + the `cache_dir` config, default .jekyll-cache, +
 * "/sitepub") unless `disable_disk_cache` is set; sets s->cache or leaves it NULL. Never fails: a cache that
 * cannot be used is no cache. Empties it when the configuration or the sitepub version changed (as
 * Jekyll::Cache.clear_if_config_changed); a read-only cache of another configuration is not used. Call after the
 * configuration is loaded. */
void sp_site_cache_open(sp_site *s);
void sp_site_cache_close(sp_site *s);
/* The disk cache's folder (NULL when there is none), whether it is read-only, and its fingerprint (this
 * program's build, cmark-gfm's version, JEKYLL_ENV and the whole configuration) into fp. */
const char *sp_site_cache_dir(const sp_site *s, bool *readonly, unsigned char fp[20]);
/* The 20-byte key of an entry of kind ("markdown", "sass") for data plus extra (what else the result depends
 * on), including the configuration fingerprint. */
void sp_site_cache_key(const sp_site *s, const char *kind, const void *data, size_t len, const void *extra,
                       size_t extra_len, unsigned char key[20]);
/* Append the entry's bytes to out and return true, or return false (out unchanged) on a miss or no cache. */
bool sp_site_cache_get(const sp_site *s, const char *kind, const unsigned char key[20], sp_buf *out);
/* Store an entry (atomically: written aside, then renamed); nothing happens without a writable cache. */
void sp_site_cache_put(const sp_site *s, const char *kind, const unsigned char key[20], const void *data, size_t len);
/* Remove an entry (nothing happens without a writable cache, or when there is none). */
void sp_site_cache_remove(const sp_site *s, const char *kind, const unsigned char key[20]);
/* Blob ids known to hold no front matter (a static file's verdict depends on its bytes only, so it never goes
 * stale). known: true when blob_id is in the set the last build saved. note: this build found blob_id to be a
 * static file. save: keep exactly this build's noted ids (writable cache only). Main thread only. */
bool sp_site_cache_known_static(sp_site *s, const unsigned char blob_id[20]);
void sp_site_cache_note_static(sp_site *s, const unsigned char blob_id[20]);
void sp_site_cache_save_statics(sp_site *s);

/* ---- scss.c ---- */
int sp_site_compile_scss(sp_site *s, sp_doc *d, const char *text, size_t len, sp_buf *out, sp_error *err);
/* Libsass compiles one file on one thread, and a Sass page without Liquid depends on nothing but its own text,
 * the `sass:` configuration and the sass_dir: the reader queues such a page here as soon as it has read it, and
 * a background thread compiles it while the rest of the site is read and rendered. Never with -j 1 (the page
 * then compiles in its turn). */
void sp_site_sass_early_queue(sp_site *s, sp_doc *d);
/* Wait until every queued page is compiled (d->css_ready set); safe to call more than once, or with none queued. */
void sp_site_sass_early_wait(sp_site *s);
/* Wait, then free the results (css, css_err) and the queue. Called once at the end of a build. */
void sp_site_sass_early_free(sp_site *s);

#include "site/incremental.h"

#endif
