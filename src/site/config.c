/* Configuration: Jekyll 4.3's defaults (configuration.rb DEFAULTS), the config files merged left to right,
 * the options of the command line, default collections and excludes, plugins. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sitepub/date.h"
#include "site/site_internal.h"

static sp_value str_array(sp_arena *a, const char *const *items)
{
    sp_value v = sp_array_new(a, 4);
    for (; *items; items++)
        sp_array_push(v, sp_cstr(a, *items));
    return v;
}

static sp_value jekyll_defaults(sp_arena *a)
{
    sp_value c = sp_hash_new(a, 64);
#define S(k, v) sp_hash_setc(c, k, sp_cstr(a, v))
#define B(k, v) sp_hash_setc(c, k, sp_bool(v))
    S("source", ".");
    S("destination", "./_site");
    S("collections_dir", "");
    S("cache_dir", ".jekyll-cache");
    S("plugins_dir", "_plugins");
    S("layouts_dir", "_layouts");
    S("data_dir", "_data");
    S("includes_dir", "_includes");
    sp_hash_setc(c, "collections", sp_hash_new(a, 2));
    B("safe", false);
    static const char *const inc[] = {".htaccess", NULL};
    static const char *const keep[] = {".git", ".svn", NULL};
    static const char *const none[] = {NULL};
    sp_hash_setc(c, "include", str_array(a, inc));
    sp_hash_setc(c, "exclude", str_array(a, none));
    sp_hash_setc(c, "keep_files", str_array(a, keep));
    S("encoding", "utf-8");
    S("markdown_ext", "markdown,mkdown,mkdn,mkd,md");
    B("strict_front_matter", false);
    sp_hash_setc(c, "show_drafts", sp_nil());
    sp_hash_setc(c, "limit_posts", sp_int(0));
    B("future", false);
    B("unpublished", false);
    sp_hash_setc(c, "whitelist", str_array(a, none));
    sp_hash_setc(c, "plugins", str_array(a, none));
    S("markdown", "kramdown");
    S("highlighter", "rouge");
    B("lsi", false);
    S("excerpt_separator", "\n\n");
    B("incremental", false);
    B("detach", false);
    S("port", "4000");
    S("host", "127.0.0.1");
    sp_hash_setc(c, "baseurl", sp_nil());
    B("show_dir_listing", false);
    S("permalink", "date");
    S("paginate_path", "/page:num");
    sp_hash_setc(c, "timezone", sp_nil());
    B("quiet", false);
    B("verbose", false);
    sp_hash_setc(c, "defaults", str_array(a, none));
    sp_value liquid = sp_hash_new(a, 3);
    sp_hash_setc(liquid, "error_mode", sp_cstr(a, "warn"));
    sp_hash_setc(liquid, "strict_filters", sp_bool(false));
    sp_hash_setc(liquid, "strict_variables", sp_bool(false));
    sp_hash_setc(c, "liquid", liquid);
    sp_value k = sp_hash_new(a, 9);
    sp_hash_setc(k, "auto_ids", sp_bool(true));
    sp_value levels = sp_array_new(a, 6);
    for (int i = 1; i <= 6; i++)
        sp_array_push(levels, sp_int(i));
    sp_hash_setc(k, "toc_levels", levels);
    sp_hash_setc(k, "entity_output", sp_cstr(a, "as_char"));
    sp_hash_setc(k, "smart_quotes", sp_cstr(a, "lsquo,rsquo,ldquo,rdquo"));
    sp_hash_setc(k, "input", sp_cstr(a, "GFM"));
    sp_hash_setc(k, "hard_wrap", sp_bool(false));
    sp_hash_setc(k, "guess_lang", sp_bool(true));
    sp_hash_setc(k, "footnote_nr", sp_int(1));
    sp_hash_setc(k, "show_warnings", sp_bool(false));
    sp_hash_setc(c, "kramdown", k);
#undef S
#undef B
    return c;
}

static int load_file(sp_site *s, const char *path, bool is_default, sp_value *out, sp_error *err)
{
    sp_buf b = SP_BUF_INIT;
    sp_error e2;
    if (sp_source_read(s->src, path, &b, &e2) != 0) {
        sp_buf_free(&b);
        if (is_default) {
            *out = sp_nil();
            sp_site_log(s, 1, "Configuration file: none");
            return 0;
        }
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "the configuration file '%s' could not be found", path);
    }
    sp_value v = sp_nil();
    int rc = sp_yaml_load(s->arena, b.data ? b.data : "", b.len, path, 0, &v, err);
    sp_buf_free(&b);
    if (rc != 0)
        return -1;
    if (sp_is_nil(v) || (v.type == SP_BOOL && !v.u.b))
        v = sp_hash_new(s->arena, 0);
    if (!sp_is_hash(v))
        return sp_error_set(err, SP_ERR_INPUT, path, 1, 1, "Configuration file: (INVALID) %s is not a mapping", path);
    *out = v;
    return 0;
}

static bool array_has(sp_value arr, const char *s)
{
    for (size_t i = 0; i < sp_array_len(arr); i++) {
        sp_value v = sp_array_get(arr, (int64_t)i);
        if (v.type == SP_STRING && v.u.s.len == strlen(s) && !memcmp(v.u.s.ptr, s, v.u.s.len))
            return true;
    }
    return false;
}

/* The gems of the Gemfile's :jekyll_plugins group (`group :jekyll_plugins do ... end`, or
 * `gem "x", group: :jekyll_plugins`). */
static void gemfile_plugins(sp_site *s, sp_value plugins)
{
    sp_buf b = SP_BUF_INIT;
    sp_error e;
    if (sp_source_read(s->src, "Gemfile", &b, &e) != 0) {
        sp_buf_free(&b);
        return;
    }
    const char *p = b.data ? b.data : "";
    int depth_in_group = 0;
    while (*p) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        char *line = sp_arena_strndup(s->arena, p, n);
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        char *t = line;
        while (isspace((unsigned char)*t))
            t++;
        if (!strncmp(t, "group", 5) && strstr(t, ":jekyll_plugins") && strstr(t, " do"))
            depth_in_group = 1;
        else if (depth_in_group && (!strncmp(t, "end", 3) && (t[3] == 0 || isspace((unsigned char)t[3]))))
            depth_in_group = 0;
        else if (!strncmp(t, "gem ", 4) || !strncmp(t, "gem\t", 4)) {
            char *q = t + 4;
            while (*q == ' ')
                q++;
            char quote = *q;
            if (quote == '"' || quote == '\'') {
                char *end = strchr(q + 1, quote);
                if (end && (depth_in_group || strstr(end, ":jekyll_plugins"))) {
                    char *name = sp_arena_strndup(s->arena, q + 1, (size_t)(end - q - 1));
                    if (!array_has(plugins, name))
                        sp_array_push(plugins, sp_cstr(s->arena, name));
                }
            }
        }
        p = eol ? eol + 1 : p + n;
    }
    sp_buf_free(&b);
}

/* Configuration#check_include_exclude and #check_plugins, run on the config files' merge before the defaults: a key
 * that is present (nil included) must hold an array. */
static int check_arrays(sp_value files_cfg, const char *file, sp_error *err)
{
    static const char *const keys[] = {"plugins", "include", "exclude", NULL};
    for (int i = 0; keys[i]; i++) {
        sp_value v;
        if (!sp_hash_getc(files_cfg, keys[i], &v) || sp_is_array(v))
            continue;
        sp_buf b = SP_BUF_INIT;
        sp_value_inspect(&b, v);
        sp_error_set(err, SP_ERR_INPUT, file, 0, 0, "'%s' should be set as an array, but was: %s.%s", keys[i],
                     sp_buf_cstr(&b),
                     i == 0 ? " (Use 'plugins_dir' instead to set the directory for your non-gemified Ruby plugins.)"
                            : "");
        sp_buf_free(&b);
        return -1;
    }
    return 0;
}

int sp_site_load_config(sp_site *s, sp_error *err)
{
    sp_arena *a = s->arena;
    static const char *const dflt[] = {"_config.yml", NULL};
    const char *const *files = s->opts->config_files ? s->opts->config_files : dflt;
    bool is_default = !s->opts->config_files;
    if (is_default) {
        /* _config.yml, else _config.yaml */
        sp_buf b = SP_BUF_INIT;
        sp_error e;
        if (sp_source_read(s->src, "_config.yml", &b, &e) != 0 && sp_source_read(s->src, "_config.yaml", &b, &e) == 0) {
            static const char *const alt[] = {"_config.yaml", NULL};
            files = alt;
        }
        sp_buf_free(&b);
    }
    /* Jekyll.configuration: the files merged into an empty Configuration (read_config_files, then validate), the
     * command line's options on top, and that under DEFAULTS (Configuration.from); each merge is
     * Utils.deep_merge_hashes, where a nil keeps the value already there */
    sp_value user = sp_hash_new(a, 32);
    for (const char *const *f = files; *f; f++) {
        if (!**f)
            continue;
        sp_value v;
        if (load_file(s, *f, is_default, &v, err) != 0)
            return -1;
        if (sp_is_hash(v))
            sp_hash_deep_merge_keep_nil(user, v);
    }
    if (check_arrays(user, files[0], err) != 0)
        return -1;
    if (sp_is_hash(s->opts->config_overrides))
        sp_hash_deep_merge_keep_nil(user, s->opts->config_overrides);
    sp_value cfg = jekyll_defaults(a);
    sp_hash_deep_merge_keep_nil(cfg, user);
    if (s->opts->baseurl)
        sp_hash_setc(cfg, "baseurl", sp_cstr(a, s->opts->baseurl));
    if (s->opts->drafts)
        sp_hash_setc(cfg, "show_drafts", sp_bool(true));
    if (s->opts->future)
        sp_hash_setc(cfg, "future", sp_bool(true));
    if (s->opts->unpublished)
        sp_hash_setc(cfg, "unpublished", sp_bool(true));
    /* add_default_collections */
    sp_value colls = sp_hash_at(cfg, "collections");
    if (sp_is_array(colls)) {
        sp_value h = sp_hash_new(a, sp_array_len(colls));
        for (size_t i = 0; i < sp_array_len(colls); i++) {
            sp_value l = sp_array_get(colls, (int64_t)i);
            if (l.type == SP_STRING)
                sp_hash_set(h, l.u.s.ptr, l.u.s.len, sp_hash_new(a, 2));
        }
        colls = h;
    }
    if (!sp_is_nil(colls)) {
        sp_value merged = sp_hash_new(a, 4);
        sp_hash_setc(merged, "posts", sp_hash_new(a, 2));
        if (sp_is_hash(colls))
            sp_hash_deep_merge(merged, colls);
        sp_value posts = sp_hash_at(merged, "posts");
        if (!sp_is_hash(posts)) {
            posts = sp_hash_new(a, 2);
            sp_hash_setc(merged, "posts", posts);
        }
        sp_hash_setc(posts, "output", sp_bool(true));
        sp_value perm = sp_hash_at(cfg, "permalink");
        if (sp_truthy(perm) && sp_is_nil(sp_hash_at(posts, "permalink"))) {
            sp_buf pb = SP_BUF_INIT;
            sp_value_to_s(&pb, perm);
            sp_hash_setc(posts, "permalink", sp_cstr(a, sp_site_style_to_permalink(sp_buf_cstr(&pb))));
            sp_buf_free(&pb);
        }
        sp_hash_setc(cfg, "collections", merged);
    }
    /* add_default_excludes */
    sp_value exc = sp_hash_at(cfg, "exclude");
    if (sp_is_array(exc)) {
        static const char *const dx[] = {".sass-cache", ".jekyll-cache", "gemfiles", "Gemfile", "Gemfile.lock",
                                         "node_modules", "vendor/bundle/", "vendor/cache/", "vendor/gems/",
                                         "vendor/ruby/", NULL};
        for (int i = 0; dx[i]; i++)
            if (!array_has(exc, dx[i]))
                sp_array_push(exc, sp_cstr(a, dx[i]));
    }
    /* the destination inside the source: never input, excluded after what Jekyll shows (sp_site_config_view) */
    s->exclude_shown = sp_array_len(exc);
    if (s->opts->dest_in_source && *s->opts->dest_in_source) {
        if (!sp_is_array(exc)) { /* not from a config file (check_arrays) */
            exc = sp_array_new(a, 1);
            sp_hash_setc(cfg, "exclude", exc);
        }
        const char *d = sp_arena_printf(a, "%s/", s->opts->dest_in_source);
        if (!array_has(exc, d))
            sp_array_push(exc, sp_cstr(a, d));
    }
    s->config = cfg;
    /* time zone */
    /* the time zone: `timezone` (Jekyll sets ENV["TZ"] to it), else the process's $TZ, else UTC */
    sp_value tz = sp_hash_at(cfg, "timezone");
    s->timezone = tz.type == SP_STRING && tz.u.s.len ? tz.u.s.ptr : NULL;
    s->tz = sp_tz_utc();
    if (s->timezone) {
        if (sp_tz_load(s->timezone, &s->tz, err) != 0) {
            sp_error_prefix(err, "timezone in the configuration");
            return -1;
        }
    } else {
        const char *env = getenv("TZ");
        if (env && *env == ':')
            env++;
        sp_error ignored;
        if (env && *env && sp_tz_load(env, &s->tz, &ignored) != 0)
            s->tz = sp_tz_utc();
    }
    /* site.time: the options' time, else config `time`, else now */
    if (s->opts->have_time) {
        s->now = s->opts->time;
        s->now.utc_offset = sp_site_tz_offset(s, s->now.sec);
    } else if (!sp_is_nil(sp_hash_at(cfg, "time"))) {
        sp_value t = sp_hash_at(cfg, "time");
        if (t.type == SP_TIME) {
            s->now = t.u.t;
            s->now.utc_offset = sp_site_tz_offset(s, s->now.sec);
        } else {
            sp_buf tb = SP_BUF_INIT;
            sp_value_to_s(&tb, t);
            int rc = sp_site_parse_date(s, tb.data ? tb.data : "", tb.len, &s->now);
            if (rc != 0) {
                sp_error_set(err, SP_ERR_INPUT, files[0], 0, 0, "invalid date '%s' in the configuration's time",
                             sp_buf_cstr(&tb));
                sp_buf_free(&tb);
                return -1;
            }
            sp_buf_free(&tb);
        }
    } else {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        s->now = (sp_time){(int64_t)ts.tv_sec, (int32_t)ts.tv_nsec, 0};
        s->now.utc_offset = sp_site_tz_offset(s, s->now.sec);
    }
    /* plugins: `plugins:` (or the older `gems:`), plus the Gemfile's :jekyll_plugins group unless
     * JEKYLL_NO_BUNDLER_REQUIRE is set */
    sp_value plugins = sp_array_new(a, 8);
    static const char *const keys[] = {"plugins", "gems", NULL};
    for (int i = 0; keys[i]; i++) {
        sp_value p = sp_hash_at(cfg, keys[i]);
        for (size_t k = 0; k < sp_array_len(p); k++) {
            sp_value it = sp_array_get(p, (int64_t)k);
            if (it.type == SP_STRING && !array_has(plugins, it.u.s.ptr))
                sp_array_push(plugins, it);
        }
    }
    sp_value bundled = sp_array_new(a, 4);
    if (!getenv("JEKYLL_NO_BUNDLER_REQUIRE"))
        gemfile_plugins(s, bundled);
    /* a named plugin's configure hook (github-pages) may change the configuration and the configured plugins */
    if (sp_site_plugins_configure(s, cfg, plugins, bundled, err) != 0)
        return -1;
    /* PluginManager#require_gems: in safe mode only the `whitelist`'s (Jekyll skips the others without a word);
     * Bundler.require(:jekyll_plugins) loads the Gemfile's group whatever safe says */
    bool safe = sp_truthy(sp_hash_at(cfg, "safe"));
    sp_value whitelist = sp_hash_at(cfg, "whitelist");
    for (size_t k = 0; k < sp_array_len(plugins); k++) {
        const char *name = sp_array_get(plugins, (int64_t)k).u.s.ptr;
        if (safe && !array_has(whitelist, name) && !array_has(bundled, name)) {
            sp_site_warn(s, files[0], 0, "Warning: plugin %s is not in the whitelist and is not loaded in safe mode",
                         name);
            continue;
        }
        sp_site_plugin_require(s, name, true);
    }
    for (size_t k = 0; k < sp_array_len(bundled); k++)
        sp_site_plugin_require(s, sp_array_get(bundled, (int64_t)k).u.s.ptr, true);
    /* Ruby plugins are never run; in safe mode Jekyll does not load them either, without a word */
    bool warned = sp_truthy(sp_hash_at(s->config, "safe"));
    for (size_t i = 0; i < s->nentries && !warned; i++) {
        if (!strncmp(s->entries[i].path, "_plugins/", 9)) {
            size_t l = strlen(s->entries[i].path);
            if (l > 3 && !strcmp(s->entries[i].path + l - 3, ".rb")) {
                sp_site_warn(s, s->entries[i].path, 0, "Warning: Ruby plugins in _plugins/ are not run by sitepub (%s)",
                             s->entries[i].path);
                warned = true;
            }
        }
    }
    return 0;
}

const char *sp_site_config_source(sp_value config)
{
    sp_value v = sp_hash_at(config, "source");
    if (v.type != SP_STRING || v.u.s.len == 0)
        return NULL;
    const char *p = v.u.s.ptr;
    if (!strcmp(p, ".") || !strcmp(p, "./"))
        return NULL;
    return p;
}

sp_value sp_site_config_view(sp_site *s)
{
    sp_value v = sp_value_copy(s->arena, s->config);
    sp_value exc = sp_hash_at(s->config, "exclude");
    if (sp_array_len(exc) > s->exclude_shown) {
        sp_value shown = sp_array_new(s->arena, s->exclude_shown);
        for (size_t i = 0; i < s->exclude_shown; i++)
            sp_array_push(shown, sp_array_get(exc, (int64_t)i));
        sp_hash_setc(v, "exclude", shown);
    }
    return v;
}

/* Hash#merge of b into a copy of a (b's keys win, a's order first) */
static sp_value merged(sp_arena *a, sp_value x, sp_value y)
{
    sp_value m = sp_value_copy(a, x);
    sp_hash_merge(m, y);
    return m;
}

sp_value sp_site_kramdown_setup(sp_site *s, sp_value kd)
{
    sp_arena *a = s->arena;
    if (!sp_is_hash(kd))
        return sp_nil(); /* `kramdown: null`: the parser's own {} is not the config's */
    sp_value k = sp_value_copy(a, kd);
    /* KramdownParser#highlighter: kramdown.syntax_highlighter, else "coderay" for enable_coderay, else
     * config.highlighter || "rouge"; assigned with ||= (a nil or false value is replaced where it is) */
    if (!sp_truthy(sp_hash_at(k, "syntax_highlighter"))) {
        sp_value hl = sp_hash_at(s->config, "highlighter");
        sp_value h = sp_truthy(sp_hash_at(k, "enable_coderay")) ? SP_STR_LIT("coderay")
                     : sp_truthy(hl)                             ? hl
                                                                 : SP_STR_LIT("rouge");
        sp_hash_setc(k, "syntax_highlighter", h);
    }
    sp_value opts = sp_hash_at(k, "syntax_highlighter_opts");
    if (!sp_truthy(opts)) {
        opts = sp_hash_new(a, 2);
        sp_hash_setc(k, "syntax_highlighter_opts", opts);
    }
    if (sp_is_hash(opts)) {
        if (!sp_truthy(sp_hash_at(opts, "default_lang")))
            sp_hash_setc(opts, "default_lang", SP_STR_LIT("plaintext"));
        sp_hash_setc(opts, "guess_lang", sp_hash_at(k, "guess_lang"));
    }
    sp_value cr = sp_hash_at(k, "coderay");
    if (!sp_truthy(cr)) {
        cr = sp_hash_new(a, 0);
        sp_hash_setc(k, "coderay", cr);
    }
    /* modernize_coderay_config: a non-empty kramdown.coderay goes into syntax_highlighter_opts over CodeRay's
     * defaults, each key without its "coderay_" prefix */
    if (sp_is_hash(cr) && sp_hash_len(cr) && sp_is_hash(opts)) {
        static const struct {
            const char *key, *str; /* a string value, or NULL for num */
            int64_t num;
        } cd[] = {{"css", "style", 0},         {"bold_every", NULL, 10},       {"line_numbers", "inline", 0},
                  {"line_number_start", NULL, 1}, {"tab_width", NULL, 4},      {"wrap", "div", 0}};
        sp_value defs = sp_hash_new(a, 6);
        for (size_t i = 0; i < sizeof cd / sizeof *cd; i++)
            sp_hash_setc(defs, cd[i].key, cd[i].str ? sp_cstr(a, cd[i].str) : sp_int(cd[i].num));
        sp_value all = merged(a, merged(a, opts, defs), cr);
        sp_value out = sp_hash_new(a, sp_hash_len(all));
        for (size_t i = 0; i < sp_hash_len(all); i++) {
            const char *key;
            size_t kl;
            sp_value v;
            sp_hash_entry(all, i, &key, &kl, &v);
            if (kl > 8 && !memcmp(key, "coderay_", 8))
                key += 8, kl -= 8;
            sp_hash_set(out, key, kl, v);
        }
        sp_hash_setc(k, "syntax_highlighter_opts", out);
    }
    return k;
}
