/* Gem themes (Jekyll 4.3's Theme, Site#configure_theme, Site#load_theme_configuration and
 * PluginManager#require_theme_deps): `theme: NAME` is found where RubyGems and Bundler would find the gem, and its
 * _layouts, _includes, _sass, _data and assets become a lower layer of the source (sp_source_open_layered), so the
 * reader, the include tag and the Sass importer see the theme's files beneath the site's own without knowing
 * there is a theme. The theme's _config.yml is merged under the site's configuration, and the gem's runtime
 * dependencies that are plugins are enabled. */
#include <ctype.h>
#include <dirent.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "site/site_internal.h"

/* ---- Gem::Version and Gem::Requirement ---- */

/* Split v into segments as Gem::Version#segments: runs of digits or of letters ("1.0.rc1" -> 1 0 rc 1). */
typedef struct gem_seg {
    bool num;
    long n;
    const char *s;
    size_t len;
} gem_seg;

static size_t gem_segments(const char *v, gem_seg *out, size_t max)
{
    size_t k = 0;
    for (const char *p = v; *p && k < max;) {
        if (isdigit((unsigned char)*p)) {
            char *end;
            out[k].num = true;
            out[k].n = strtol(p, &end, 10);
            out[k].s = p;
            out[k].len = (size_t)(end - p);
            k++;
            p = end;
        } else if (isalpha((unsigned char)*p)) {
            const char *q = p;
            while (isalpha((unsigned char)*q))
                q++;
            out[k++] = (gem_seg){false, 0, p, (size_t)(q - p)};
            p = q;
        } else
            p++;
    }
    return k;
}

static bool gem_prerelease(const char *v)
{
    for (; *v; v++)
        if (isalpha((unsigned char)*v))
            return true;
    return false;
}

/* Gem::Version#<=>: segment by segment; a missing segment is 0, a string segment sorts before a number. */
static int gem_version_cmp(const char *a, const char *b)
{
    gem_seg sa[32], sb[32];
    size_t na = gem_segments(a, sa, 32), nb = gem_segments(b, sb, 32);
    for (size_t i = 0; i < na || i < nb; i++) {
        gem_seg x = i < na ? sa[i] : (gem_seg){true, 0, "", 0};
        gem_seg y = i < nb ? sb[i] : (gem_seg){true, 0, "", 0};
        if (x.num && y.num) {
            if (x.n != y.n)
                return x.n < y.n ? -1 : 1;
        } else if (!x.num && !y.num) {
            size_t l = x.len < y.len ? x.len : y.len;
            int c = memcmp(x.s, y.s, l);
            if (c || x.len != y.len)
                return c ? c : (x.len < y.len ? -1 : 1);
        } else
            return x.num ? 1 : -1;
    }
    return 0;
}

/* Gem::Version#bump for "~>": drop prerelease parts, drop the last segment (unless it is the only one), add one to
 * the new last. Written into out. */
static void gem_bump(const char *v, char *out, size_t n)
{
    gem_seg s[32];
    size_t k = gem_segments(v, s, 32), m = 0;
    while (m < k && s[m].num)
        m++;
    if (m > 1)
        m--;
    size_t o = 0;
    out[0] = 0;
    for (size_t i = 0; i < m && o < n; i++)
        o += (size_t)snprintf(out + o, n - o, "%s%ld", i ? "." : "", i + 1 == m ? s[i].n + 1 : s[i].n);
}

/* Gem::Requirement#satisfied_by? for one requirement string ("~> 2.5", ">= 1.0", "2.5.1", "!= 3"). */
static bool gem_satisfies(const char *version, const char *req)
{
    while (isspace((unsigned char)*req))
        req++;
    char op[3] = "=";
    size_t ol = 0;
    while (ol < 2 && strchr("~<>=!", req[ol]))
        ol++;
    if (ol) {
        memcpy(op, req, ol);
        op[ol] = 0;
    }
    const char *v = req + ol;
    while (isspace((unsigned char)*v))
        v++;
    int c = gem_version_cmp(version, v);
    if (!strcmp(op, "="))
        return c == 0;
    if (!strcmp(op, "!="))
        return c != 0;
    if (!strcmp(op, ">"))
        return c > 0;
    if (!strcmp(op, "<"))
        return c < 0;
    if (!strcmp(op, ">="))
        return c >= 0;
    if (!strcmp(op, "<="))
        return c <= 0;
    if (!strcmp(op, "~>")) {
        char up[128];
        gem_bump(v, up, sizeof up);
        return c >= 0 && gem_version_cmp(version, up) < 0;
    }
    return false;
}

/* ---- where gems are ---- */

typedef struct gem_places {
    char *dirs[64]; /* "…/gems" folders, in the order they are searched */
    size_t n;
} gem_places;

static void place_add(gem_places *g, const char *dir)
{
    if (g->n == 64 || !dir || !*dir)
        return;
    for (size_t i = 0; i < g->n; i++)
        if (!strcmp(g->dirs[i], dir))
            return;
    g->dirs[g->n++] = strdup(dir);
}

/* Add every folder pattern matches (glob), sorted. */
static void place_glob(gem_places *g, const char *pattern)
{
    glob_t gl;
    if (glob(pattern, GLOB_ONLYDIR, NULL, &gl) == 0) {
        for (size_t i = 0; i < gl.gl_pathc; i++)
            place_add(g, gl.gl_pathv[i]);
    }
    globfree(&gl);
}

/* A GEM_HOME-style folder (holding gems/ and specifications/): its gems folder. */
static void place_home(gem_places *g, const char *home)
{
    if (!home || !*home)
        return;
    char buf[4096];
    snprintf(buf, sizeof buf, "%s/gems", home);
    place_add(g, buf);
}

/* The value of BUNDLE_PATH in a Bundler config file (`BUNDLE_PATH: "vendor/bundle"`), or NULL. */
static char *bundle_config_path(const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return NULL;
    char line[4096];
    char *out = NULL;
    while (!out && fgets(line, sizeof line, f)) {
        if (strncmp(line, "BUNDLE_PATH:", 12))
            continue;
        char *v = line + 12;
        while (isspace((unsigned char)*v))
            v++;
        size_t l = strcspn(v, "\r\n");
        v[l] = 0;
        if (*v == '"' || *v == '\'') {
            char q = *v++;
            char *e = strchr(v, q);
            if (e)
                *e = 0;
        }
        if (*v)
            out = strdup(v);
    }
    fclose(f);
    return out;
}

/* Bundler's install path: gems under PATH/ruby/VERSION/gems (PATH relative to the site folder). */
static void place_bundle(gem_places *g, const char *site_dir, const char *path)
{
    char buf[4096];
    if (path[0] == '/' || !site_dir)
        snprintf(buf, sizeof buf, "%s/ruby/*/gems", path);
    else
        snprintf(buf, sizeof buf, "%s/%s/ruby/*/gems", site_dir, path);
    place_glob(g, buf);
}

/* The places RubyGems and Bundler look, in order: Bundler's path ($BUNDLE_PATH, the site's .bundle/config,
 * vendor/bundle), $GEM_HOME, each of $GEM_PATH, the user's ~/.gem/ruby/VERSION, then the system's
 * (/var/lib/gems/VERSION, /usr/local/lib/ruby/gems/VERSION, /usr/lib/ruby/gems/VERSION and Debian's
 * /usr/share/rubygems-integration/{all,VERSION}). */
static void gem_places_find(gem_places *g, const char *site_dir)
{
    char buf[4096];
    const char *bp = getenv("BUNDLE_PATH");
    if (bp && *bp)
        place_bundle(g, site_dir, bp);
    if (site_dir) {
        snprintf(buf, sizeof buf, "%s/.bundle/config", site_dir);
        char *cp = bundle_config_path(buf);
        if (cp) {
            place_bundle(g, site_dir, cp);
            free(cp);
        }
        place_bundle(g, site_dir, "vendor/bundle");
    }
    place_home(g, getenv("GEM_HOME"));
    const char *gp = getenv("GEM_PATH");
    if (gp) {
        char *copy = strdup(gp), *save = NULL;
        for (char *t = strtok_r(copy, ":", &save); t; t = strtok_r(NULL, ":", &save))
            place_home(g, t);
        free(copy);
    }
    const char *home = getenv("HOME");
    if (home && *home) {
        snprintf(buf, sizeof buf, "%s/.gem/ruby/*/gems", home);
        place_glob(g, buf);
        snprintf(buf, sizeof buf, "%s/.local/share/gem/ruby/*/gems", home);
        place_glob(g, buf);
    }
    place_glob(g, "/var/lib/gems/*/gems");
    place_glob(g, "/usr/local/lib/ruby/gems/*/gems");
    place_glob(g, "/usr/lib/ruby/gems/*/gems");
    place_glob(g, "/usr/share/rubygems-integration/*/gems");
}

static void gem_places_free(gem_places *g)
{
    for (size_t i = 0; i < g->n; i++)
        free(g->dirs[i]);
    g->n = 0;
}

/* The requirement strings of `gem "NAME", "REQ", ...` in the Gemfile (at most max), as Bundler reads them. */
static size_t gemfile_requirements(sp_site *s, const char *name, char reqs[][64], size_t max)
{
    sp_buf b = SP_BUF_INIT;
    sp_error e;
    size_t n = 0;
    if (sp_source_read(s->src, "Gemfile", &b, &e) != 0) {
        sp_buf_free(&b);
        return 0;
    }
    const char *p = b.data ? b.data : "";
    size_t nl = strlen(name);
    while (*p && n == 0) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        const char *t = p;
        while (t < p + len && isspace((unsigned char)*t))
            t++;
        if ((size_t)(p + len - t) > 5 + nl && !strncmp(t, "gem", 3) && isspace((unsigned char)t[3])) {
            const char *q = t + 3;
            while (isspace((unsigned char)*q))
                q++;
            if ((*q == '"' || *q == '\'') && !strncmp(q + 1, name, nl) && q[1 + nl] == *q) {
                /* the quoted strings that follow are requirements until a key: value option */
                const char *r = q + 2 + nl;
                while (r < p + len && n < max) {
                    while (r < p + len && (isspace((unsigned char)*r) || *r == ','))
                        r++;
                    if (r >= p + len || (*r != '"' && *r != '\''))
                        break;
                    const char *end = memchr(r + 1, *r, (size_t)(p + len - r - 1));
                    if (!end)
                        break;
                    size_t rl = (size_t)(end - r - 1);
                    if (rl < 64) {
                        memcpy(reqs[n], r + 1, rl);
                        reqs[n++][rl] = 0;
                    }
                    r = end + 1;
                }
                if (n == 0)
                    break; /* named without a requirement */
            }
        }
        p = eol ? eol + 1 : p + len;
    }
    sp_buf_free(&b);
    return n;
}

typedef struct theme_pick {
    char *root;      /* the gem's folder */
    char *version;
    char *gems_dir;  /* the gems folder it is in */
} theme_pick;

/* The highest version of gem name in the places that satisfies every requirement (prerelease versions only when a
 * requirement names one, as RubyGems); ties go to the first place. false when there is none. */
static bool gem_find(const gem_places *g, const char *name, char reqs[][64], size_t nreq, theme_pick *pick)
{
    bool any_pre = false;
    for (size_t i = 0; i < nreq; i++)
        any_pre |= gem_prerelease(reqs[i]);
    size_t nl = strlen(name);
    memset(pick, 0, sizeof *pick);
    for (size_t d = 0; d < g->n; d++) {
        DIR *dir = opendir(g->dirs[d]);
        if (!dir)
            continue;
        struct dirent *de;
        while ((de = readdir(dir)) != NULL) {
            const char *dn = de->d_name;
            if (strncmp(dn, name, nl) || dn[nl] != '-' || !isdigit((unsigned char)dn[nl + 1]))
                continue;
            const char *ver = dn + nl + 1;
            /* platform gems ("nokogiri-1.13.0-x86_64-linux") are not themes; a version has no '-' */
            if (strchr(ver, '-') || (gem_prerelease(ver) && !any_pre))
                continue;
            bool ok = true;
            for (size_t i = 0; i < nreq && ok; i++)
                ok = gem_satisfies(ver, reqs[i]);
            if (!ok)
                continue;
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", g->dirs[d], dn);
            struct stat st;
            if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
                continue;
            if (pick->version && gem_version_cmp(ver, pick->version) <= 0)
                continue;
            free(pick->root);
            free(pick->version);
            free(pick->gems_dir);
            pick->root = strdup(path);
            pick->version = strdup(ver);
            pick->gems_dir = strdup(g->dirs[d]);
        }
        closedir(dir);
    }
    return pick->root != NULL;
}

/* The runtime dependencies of the gem's specification (GEMS/../specifications/NAME-VERSION.gemspec, the Ruby
 * stub RubyGems writes: `s.add_runtime_dependency(%q<jekyll-feed>.freeze, [...])`), as an array of names. */
static sp_value gem_runtime_deps(sp_site *s, const theme_pick *t, const char *name)
{
    sp_value deps = sp_array_new(s->arena, 4);
    char spec[4096];
    snprintf(spec, sizeof spec, "%s/../specifications/%s-%s.gemspec", t->gems_dir, name, t->version);
    sp_buf b = SP_BUF_INIT;
    if (sp_buf_read_file(&b, spec) != 0) {
        sp_buf_free(&b);
        return deps;
    }
    static const char *const marks[] = {"add_runtime_dependency(%q<", "add_dependency(%q<", NULL};
    for (int m = 0; marks[m] && sp_array_len(deps) == 0; m++) {
        const char *p = sp_buf_cstr(&b);
        size_t ml = strlen(marks[m]);
        while ((p = strstr(p, marks[m])) != NULL) {
            p += ml;
            const char *e = strchr(p, '>');
            if (!e)
                break;
            sp_value dn = sp_str(s->arena, p, (size_t)(e - p));
            bool dup = false;
            for (size_t i = 0; i < sp_array_len(deps); i++)
                dup |= sp_value_equal(sp_array_get(deps, (int64_t)i), dn);
            if (!dup)
                sp_array_push(deps, dn);
            p = e;
        }
    }
    sp_buf_free(&b);
    return deps;
}

/* Configuration::DEFAULTS's top-level keys: a theme's _config.yml may not set them. */
static const char *const DEFAULT_KEYS[] = {
    "source", "destination", "collections_dir", "cache_dir", "plugins_dir", "layouts_dir", "data_dir",
    "includes_dir", "collections", "safe", "include", "exclude", "keep_files", "encoding", "markdown_ext",
    "strict_front_matter", "show_drafts", "limit_posts", "future", "unpublished", "whitelist", "plugins",
    "markdown", "highlighter", "lsi", "excerpt_separator", "incremental", "detach", "port", "host", "baseurl",
    "show_dir_listing", "permalink", "paginate_path", "timezone", "quiet", "verbose", "defaults", "liquid",
    "kramdown", NULL};

/* Site#load_theme_configuration: the theme's _config.yml (unless `ignore_theme_config: true`, or it is a symbolic
 * link), without Jekyll's default keys, with the site's configuration deep-merged over it. */
static int theme_config(sp_site *s, sp_source *theme, const char *root, sp_error *err)
{
    if (sp_hash_at(s->config, "ignore_theme_config").type == SP_BOOL && sp_hash_at(s->config, "ignore_theme_config").u.b)
        return 0;
    const sp_source_entry *e;
    size_t n;
    if (sp_source_list(theme, &e, &n, err) != 0)
        return -1;
    bool found = false;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(e[i].path, "_config.yml"))
            found = e[i].mode != SP_MODE_LINK;
    if (!found)
        return 0;
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(theme, "_config.yml", &b, err) != 0) {
        sp_buf_free(&b);
        return -1;
    }
    const char *name = sp_arena_printf(s->arena, "%s/_config.yml", root);
    sp_value tc = sp_nil();
    int rc = sp_yaml_load(s->arena, b.data ? b.data : "", b.len, name, 0, &tc, err);
    sp_buf_free(&b);
    if (rc != 0)
        return -1;
    if (!sp_is_hash(tc))
        return 0;
    sp_site_log(s, 1, "Theme Config file: %s", name);
    for (int i = 0; DEFAULT_KEYS[i]; i++)
        sp_hash_delete(tc, DEFAULT_KEYS[i], strlen(DEFAULT_KEYS[i]));
    sp_hash_deep_merge(tc, s->config);
    s->config = tc;
    return 0;
}

/* Debian packages of theme gems, for the message when a theme is not installed. */
static const char *debian_package(const char *name)
{
    static const char *const map[][2] = {{"minima", "jekyll-theme-minima"}, {NULL, NULL}};
    for (int i = 0; map[i][0]; i++)
        if (!strcmp(map[i][0], name))
            return map[i][1];
    return NULL;
}

static const char *cfg_dir(sp_site *s, const char *key, const char *dflt)
{
    sp_value v = sp_hash_at(s->config, key);
    return v.type == SP_STRING && v.u.s.len ? v.u.s.ptr : dflt;
}

int sp_site_theme_layer(sp_site *s, sp_source *lower, const char *what, sp_error *err)
{
    /* Theme#layouts_path etc. land where the site keeps its own */
    sp_value sass = sp_hash_at(s->config, "sass");
    sp_value sd = sp_hash_at(sass, "sass_dir");
    sp_source_layer_map maps[] = {
        {"_layouts", cfg_dir(s, "layouts_dir", "_layouts")},
        {"_includes", cfg_dir(s, "includes_dir", "_includes")},
        {"_sass", sd.type == SP_STRING && sd.u.s.len ? sd.u.s.ptr : "_sass"},
        {"_data", cfg_dir(s, "data_dir", "_data")},
        {"assets", "assets"},
    };
    const char *desc = sp_arena_printf(s->arena, "%s (%s)", s->src->description, what);
    sp_source *layered;
    if (sp_source_open_layered(s->src, lower, maps, sizeof maps / sizeof *maps, desc, &layered, err) != 0) {
        sp_source_close(lower);
        return -1;
    }
    s->site_src = s->src;
    s->src = layered;
    s->theme_lower = lower;
    return sp_source_list(s->src, &s->entries, &s->nentries, err);
}

static int data_path_cmp(const void *x, const void *y)
{
    return sp_site_data_path_cmp(*(const char *const *)x, *(const char *const *)y);
}

int sp_site_theme_data(sp_site *s, sp_value *data, sp_error *err)
{
    if (!s->theme_lower)
        return 0;
    const sp_source_entry *es;
    size_t n;
    if (sp_source_list(s->theme_lower, &es, &n, err) != 0)
        return -1;
    /* Theme#data_path: the gem's own _data, whatever the site's data_dir; in DataReader's order */
    const char **paths = sp_arena_calloc(s->arena, n + 1, sizeof *paths);
    size_t np = 0;
    for (size_t i = 0; i < n; i++)
        if (es[i].mode != SP_MODE_LINK && !strncmp(es[i].path, "_data/", 6))
            paths[np++] = es[i].path + 6;
    qsort(paths, np, sizeof *paths, data_path_cmp);
    sp_value theme_data = sp_hash_new(s->arena, 8);
    for (size_t i = 0; i < np; i++)
        if (sp_site_read_data_file(s, s->theme_lower, paths[i] - 6, paths[i], theme_data, err) != 0)
            return -1;
    if (!sp_hash_len(theme_data))
        return 0;
    sp_hash_deep_merge(theme_data, *data);
    *data = theme_data;
    return 0;
}

int sp_site_theme_open(sp_site *s, sp_error *err)
{
    if (!sp_is_nil(sp_hash_at(s->config, "remote_theme")) && sp_plugin_enabled((sp_plugin_site *)(void *)s, "jekyll-remote-theme"))
        return sp_site_remote_theme_open(s, err);
    sp_value tv = sp_hash_at(s->config, "theme");
    if (sp_is_nil(tv))
        return 0;
    if (tv.type != SP_STRING) {
        sp_site_warn(s, "_config.yml", 0, "Theme: value of 'theme' in config should be String to use gem-based themes, but got %s",
                    sp_type_name(tv));
        return 0;
    }
    /* Theme#initialize: name.downcase.strip */
    char *name = sp_arena_strndup(s->arena, tv.u.s.ptr, tv.u.s.len);
    for (char *p = name; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    while (*name && isspace((unsigned char)*name))
        name++;
    for (size_t l = strlen(name); l && isspace((unsigned char)name[l - 1]);)
        name[--l] = 0;
    if (!*name || strchr(name, '/'))
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "The %s theme could not be found.", name);
    char reqs[8][64];
    size_t nreq = gemfile_requirements(s, name, reqs, 8);
    gem_places g = {{0}, 0};
    gem_places_find(&g, s->opts->source_dir);
    theme_pick t;
    if (!gem_find(&g, name, reqs, nreq, &t)) {
        sp_buf where = SP_BUF_INIT;
        for (size_t i = 0; i < g.n; i++)
            sp_buf_printf(&where, "%s%s", i ? ", " : "", g.dirs[i]);
        sp_buf req = SP_BUF_INIT;
        for (size_t i = 0; i < nreq; i++)
            sp_buf_printf(&req, "%s%s", i ? ", " : " (", reqs[i]);
        if (nreq)
            sp_buf_puts(&req, " in the Gemfile)");
        const char *deb = debian_package(name);
        sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                     "The %s theme could not be found%s. Searched the gem folders %s. Install it%s%s%s with `gem "
                     "install %s` or `bundle install`, or remove `theme: %s` from the configuration",
                     name, sp_buf_cstr(&req), g.n ? sp_buf_cstr(&where) : "(none exist)", deb ? " (Debian: `apt install " : "",
                     deb ? deb : "", deb ? "`, or" : "", name, name);
        sp_buf_free(&where);
        sp_buf_free(&req);
        gem_places_free(&g);
        return -1;
    }
    gem_places_free(&g);
    sp_source *lower = NULL;
    int rc = sp_source_open_dir(t.root, &lower, err);
    if (rc == 0)
        rc = theme_config(s, lower, t.root, err);
    if (rc == 0) {
        rc = sp_site_theme_layer(s, lower, sp_arena_printf(s->arena, "theme %s %s", name, t.version), err);
        lower = NULL; /* the layer's now (closed on failure) */
    }
    sp_source_close(lower);
    if (rc == 0) {
        /* the gem, and the site's folder: a Sass map names the theme's files relative to it */
        char *site_real = s->opts->source_dir ? realpath(s->opts->source_dir, NULL) : NULL;
        s->theme_id = sp_arena_printf(s->arena, "%s %s %s %s", name, t.version, t.root, site_real ? site_real : "");
        free(site_real);
        char *real = realpath(t.root, NULL); /* Theme#root: File.realpath of the gem's folder */
        s->theme_root = sp_arena_strdup(s->arena, real ? real : t.root);
        free(real);
        sp_site_log(s, 1, "Theme: %s %s (%s)", name, t.version, t.root);
        /* PluginManager#require_theme_deps: the gemspec's runtime dependencies, jekyll itself aside */
        sp_value deps = gem_runtime_deps(s, &t, name);
        for (size_t i = 0; i < sp_array_len(deps); i++) {
            const char *dn = sp_array_get(deps, (int64_t)i).u.s.ptr;
            if (strcmp(dn, "jekyll"))
                sp_site_plugin_require(s, dn, false);
        }
    }
    free(t.root);
    free(t.version);
    free(t.gems_dir);
    return rc;
}

void sp_site_theme_close(sp_site *s)
{
    if (s->site_src) {
        sp_source_close(s->src);
        s->src = s->site_src;
        s->site_src = NULL;
    }
}

/* libsass's File::abs2rel: path relative to the folder base (both absolute, no trailing '/'). */
static void abs2rel(sp_buf *out, const char *path, const char *base)
{
    size_t i = 0, common = 0;
    while (path[i] && path[i] == base[i]) {
        if (path[i] == '/')
            common = i;
        i++;
    }
    if (!base[i] && (path[i] == '/' || !path[i]))
        common = i; /* base is a prefix folder of path */
    for (const char *b = base + common; *b; b++)
        if (*b == '/')
            sp_buf_puts(out, "../");
    const char *rest = path + common;
    sp_buf_puts(out, *rest == '/' ? rest + 1 : rest);
}

char *sp_site_theme_map_sources(sp_site *s, const char *map)
{
    if (!s->site_src || !s->theme_root || !s->opts->source_dir)
        return NULL;
    char *site_dir = realpath(s->opts->source_dir, NULL);
    const char *src = map ? strstr(map, "\"sources\"") : NULL;
    const char *open = src ? strchr(src, '[') : NULL;
    const char *close = open ? strchr(open, ']') : NULL;
    if (!site_dir || !close) {
        free(site_dir);
        return NULL;
    }
    sp_buf out = SP_BUF_INIT;
    bool changed = false;
    const char *copied = map;
    for (const char *p = open; p < close; p++) {
        if (*p != '"')
            continue;
        const char *e = strchr(p + 1, '"');
        if (!e || e > close)
            break;
        char *name = strndup(p + 1, (size_t)(e - p - 1));
        const char *lower = sp_source_lower_path(s->src, name);
        if (lower) {
            sp_buf abs = SP_BUF_INIT;
            sp_buf_printf(&abs, "%s/%s", s->theme_root, lower);
            sp_buf_append(&out, copied, (size_t)(p + 1 - copied));
            abs2rel(&out, sp_buf_cstr(&abs), site_dir);
            sp_buf_free(&abs);
            copied = e;
            changed = true;
        }
        free(name);
        p = e;
    }
    free(site_dir);
    if (!changed) {
        sp_buf_free(&out);
        return NULL;
    }
    sp_buf_puts(&out, copied);
    return sp_buf_detach(&out);
}
