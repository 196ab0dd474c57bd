/* github-pages: GitHub Pages' configuration (the gem's GitHubPages::Configuration.set, an :after_reset hook), as
 * the gem's lib/github-pages/configuration.rb and plugins.rb of its current releases (github-pages 2xx: the default
 * theme jekyll-theme-primer, jekyll-commonmark-ghpages among the default plugins, jekyll-remote-theme in the
 * whitelist) write it, applied to Jekyll 4.3's configuration (Debian's jekyll; the gem itself pins Jekyll 3.9).
 * Enabled when `plugins:` or the Gemfile's :jekyll_plugins group names the `github-pages` gem.
 *
 * The effective configuration: the gem's DEFAULTS (PRODUCTION_DEFAULTS, with sass style compressed, unless
 * JEKYLL_ENV is development) under the site's, which already holds Jekyll's defaults, so only the keys Jekyll has
 * no default for come from them (jailed, theme, kramdown's gfm_quirks and syntax_highlighter_opts, sass); `theme:
 * null` in the site's configuration turns the default theme off; then the OVERRIDES on top (lsi false, safe true,
 * plugins_dir, whitelist, highlighter rouge, kramdown's template, math_engine and syntax_highlighter, gist's
 * noscript false); markdown forced to kramdown unless it is kramdown, GFM (then CommonMarkGhPages and its
 * commonmark options) or CommonMarkGhPages; the plugins extended with DEFAULT_PLUGINS (and jekyll-remote-theme
 * with a remote_theme); in development DISABLE_WHITELIST adds the plugins to the whitelist, and jekyll-admin is
 * whitelisted. With safe on, Jekyll loads only whitelisted plugins (config.c).
 *
 * Not copied: exclude_cname adds CNAME to `exclude` only when it equals Jekyll's default, which under Jekyll 4.3
 * (its default excludes added) it never does, so neither does sitepub; plugins_dir is a fixed name rather than
 * SecureRandom.hex; the default plugin sitepub does not have, jekyll-coffeescript, stays in site.plugins but is
 * not loaded, without a warning (a .coffee file is copied as it is). `markdown: GFM` becomes CommonMarkGhPages, which
 * the default plugin jekyll-commonmark-ghpages (src/plugins/commonmark.c) makes valid. */
#include <stdlib.h>
#include <string.h>

#include "plugins/plugins_int.h"

static const char *const default_plugins[] = {
    "jekyll-coffeescript",          "jekyll-commonmark-ghpages", "jekyll-gist",
    "jekyll-github-metadata",       "jekyll-paginate",           "jekyll-relative-links",
    "jekyll-optional-front-matter", "jekyll-readme-index",       "jekyll-default-layout",
    "jekyll-titles-from-headings",  NULL,
};

static const char *const whitelist[] = {
    "jekyll-coffeescript",     "jekyll-commonmark-ghpages",    "jekyll-feed",         "jekyll-gist",
    "jekyll-github-metadata",  "jekyll-paginate",              "jekyll-redirect-from", "jekyll-seo-tag",
    "jekyll-sitemap",          "jekyll-avatar",                "jemoji",              "jekyll-mentions",
    "jekyll-relative-links",   "jekyll-optional-front-matter", "jekyll-readme-index", "jekyll-default-layout",
    "jekyll-titles-from-headings", "jekyll-include-cache",     "jekyll-octicons",     "jekyll-remote-theme",
    NULL,
};

static bool has(sp_value arr, const char *s)
{
    for (size_t i = 0; i < sp_array_len(arr); i++) {
        sp_value v = sp_array_get(arr, (int64_t)i);
        if (v.type == SP_STRING && !strcmp(v.u.s.ptr, s))
            return true;
    }
    return false;
}

/* Array | [name]: name appended unless there */
static void add(sp_arena *a, sp_value arr, const char *name)
{
    if (!has(arr, name))
        sp_array_push(arr, sp_cstr(a, name));
}

/* hash[key] as a hash, made (replacing what is not one) when missing */
static sp_value sub_hash(sp_arena *a, sp_value h, const char *key)
{
    sp_value v = sp_hash_at(h, key);
    if (!sp_is_hash(v)) {
        v = sp_hash_new(a, 4);
        sp_hash_setc(h, key, v);
    }
    return v;
}

/* deep_merge_hashes(DEFAULTS, config) for one key: the default only where the site has none */
static void dflt(sp_value h, const char *key, sp_value v)
{
    sp_value cur;
    if (!sp_hash_getc(h, key, &cur))
        sp_hash_setc(h, key, v);
}

static int configure(sp_plugin_site *ps, sp_value cfg, sp_value plugins, sp_error *err)
{
    (void)err;
    sp_arena *a = sp_plugin_arena(ps);
    const char *env = getenv("JEKYLL_ENV");
    bool development = !env || !strcmp(env, "development");
    /* DEFAULTS (Jekyll's own defaults are already in cfg, so they win over the gem's "future", "markdown",
     * "plugins" and "exclude") */
    dflt(cfg, "jailed", sp_bool(false));
    dflt(cfg, "theme", SP_STR_LIT("jekyll-theme-primer")); /* `theme: null` keeps it off */
    sp_value kd = sub_hash(a, cfg, "kramdown");
    dflt(kd, "input", SP_STR_LIT("GFM"));
    dflt(kd, "hard_wrap", sp_bool(false));
    dflt(kd, "gfm_quirks", SP_STR_LIT("paragraph_end"));
    sp_value sho = sp_hash_new(a, 1);
    sp_hash_setc(sho, "default_lang", SP_STR_LIT("plaintext"));
    sp_value cur;
    if (!sp_hash_getc(kd, "syntax_highlighter_opts", &cur))
        sp_hash_setc(kd, "syntax_highlighter_opts", sho);
    else if (sp_is_hash(cur))
        dflt(cur, "default_lang", SP_STR_LIT("plaintext"));
    if (!development)
        dflt(sub_hash(a, cfg, "sass"), "style", SP_STR_LIT("compressed"));
    /* OVERRIDES */
    sp_hash_setc(cfg, "lsi", sp_bool(false));
    sp_hash_setc(cfg, "safe", sp_bool(true));
    sp_hash_setc(cfg, "plugins_dir", SP_STR_LIT("sitepub-github-pages-no-plugins-dir"));
    sp_value wl = sp_array_new(a, 24);
    for (int i = 0; whitelist[i]; i++)
        sp_array_push(wl, sp_cstr(a, whitelist[i]));
    sp_hash_setc(cfg, "whitelist", wl);
    sp_hash_setc(cfg, "highlighter", SP_STR_LIT("rouge"));
    sp_hash_setc(kd, "template", SP_STR_LIT(""));
    sp_hash_setc(kd, "math_engine", SP_STR_LIT("mathjax"));
    sp_hash_setc(kd, "syntax_highlighter", SP_STR_LIT("rouge"));
    sp_hash_setc(sub_hash(a, cfg, "gist"), "noscript", sp_bool(false));
    /* restrict_and_config_markdown_processor */
    sp_value md = sp_hash_at(cfg, "markdown");
    char mdl[32] = "";
    if (md.type == SP_STRING && md.u.s.len < sizeof mdl)
        for (size_t i = 0; i <= md.u.s.len; i++)
            mdl[i] = (char)(md.u.s.ptr[i] >= 'A' && md.u.s.ptr[i] <= 'Z' ? md.u.s.ptr[i] + 32 : md.u.s.ptr[i]);
    if (strcmp(mdl, "kramdown") && strcmp(mdl, "gfm") && strcmp(mdl, "commonmarkghpages"))
        sp_hash_setc(cfg, "markdown", SP_STR_LIT("kramdown"));
    else if (!strcmp(mdl, "gfm")) {
        sp_hash_setc(cfg, "markdown", SP_STR_LIT("CommonMarkGhPages"));
        sp_value cm = sp_hash_new(a, 2), ext = sp_array_new(a, 4), opt = sp_array_new(a, 1);
        static const char *const exts[] = {"table", "strikethrough", "autolink", "tagfilter", NULL};
        for (int i = 0; exts[i]; i++)
            sp_array_push(ext, sp_cstr(a, exts[i]));
        sp_array_push(opt, SP_STR_LIT("footnotes"));
        sp_hash_setc(cm, "extensions", ext);
        sp_hash_setc(cm, "options", opt);
        sp_hash_setc(cfg, "commonmark", cm);
    }
    /* configure_plugins: config["plugins"] = Array(config["plugins"]) | DEFAULT_PLUGINS */
    sp_value cp = sp_hash_at(cfg, "plugins");
    if (!sp_is_array(cp)) {
        sp_value arr = sp_array_new(a, 12);
        if (!sp_is_nil(cp))
            sp_array_push(arr, cp);
        cp = arr;
        sp_hash_setc(cfg, "plugins", cp);
    }
    for (int i = 0; default_plugins[i]; i++)
        add(a, cp, default_plugins[i]);
    if (sp_hash_getc(cfg, "remote_theme", &cur))
        sp_array_push(cp, SP_STR_LIT("jekyll-remote-theme"));
    if (development) {
        const char *dw = getenv("DISABLE_WHITELIST");
        if (dw && *dw)
            for (size_t i = 0; i < sp_array_len(cp); i++)
                if (sp_array_get(cp, (int64_t)i).type == SP_STRING)
                    add(a, wl, sp_array_get(cp, (int64_t)i).u.s.ptr);
        add(a, wl, "jekyll-admin");
    }
    /* the plugins to load: the site's (but github-pages itself, whose work is this) and the gem's defaults that
     * sitepub has */
    sp_value keep = sp_array_new(a, sp_array_len(plugins) + 12);
    for (size_t i = 0; i < sp_array_len(plugins); i++) {
        sp_value n = sp_array_get(plugins, (int64_t)i);
        if (n.type == SP_STRING && strcmp(n.u.s.ptr, "github-pages"))
            add(a, keep, n.u.s.ptr);
    }
    for (size_t i = 0; i < sp_array_len(cp); i++) {
        sp_value n = sp_array_get(cp, (int64_t)i);
        if (n.type == SP_STRING && strcmp(n.u.s.ptr, "github-pages") && sp_plugin_find(n.u.s.ptr))
            add(a, keep, n.u.s.ptr);
    }
    sp_array_clear(plugins);
    for (size_t i = 0; i < sp_array_len(keep); i++)
        sp_array_push(plugins, sp_array_get(keep, (int64_t)i));
    return 0;
}

const sp_plugin sp_plugin_github_pages = {
    .name = "github-pages",
    .version = "232",
    .configure = configure,
};
