/* Loading a site folder's configuration for sitepub build, clean, doctor and serve (src/cli/site_cli.h): SRC's
 * real path, the --config list, the config's `source:` and destination, and Jekyll's refusal of a destination
 * that holds the source. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/site_cli.h"
#include "sitepub/buf.h"

/* path is below root ("root/..."): *rel the rest */
static bool inside(const char *root, const char *path, const char **rel)
{
    size_t n = strlen(root);
    if (strncmp(root, path, n) != 0)
        return false;
    if (path[n] == '/') {
        *rel = path + n + 1;
        return true;
    }
    return false;
}

/* path as an absolute path, as Ruby's File.expand_path makes it (against the current folder, "." and ".."
 * removed by their names, not by following links), into out (PATH_MAX bytes). With real, the longest prefix
 * that exists is then resolved through realpath, so a link to the source counts as the source. Returns false
 * when the result does not fit. */
bool sp_cli_expand_path(const char *path, bool real, char *out)
{
    char buf[2 * PATH_MAX];
    if (path[0] == '/') {
        snprintf(buf, sizeof buf, "%s", path);
    } else {
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd))
            return false;
        snprintf(buf, sizeof buf, "%s/%s", cwd, path);
    }
    /* lexical normalisation: components joined by single slashes, "." dropped, ".." removes one */
    char norm[2 * PATH_MAX];
    size_t n = 0;
    for (const char *p = buf; *p;) {
        while (*p == '/')
            p++;
        const char *e = p;
        while (*e && *e != '/')
            e++;
        size_t len = (size_t)(e - p);
        if (len == 0 || (len == 1 && p[0] == '.')) {
        } else if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (n > 0 && norm[n - 1] != '/')
                n--;
            if (n > 0)
                n--;
        } else {
            if (n + 1 + len + 1 > sizeof norm)
                return false;
            norm[n++] = '/';
            memcpy(norm + n, p, len);
            n += len;
        }
        p = e;
    }
    if (n == 0)
        norm[n++] = '/';
    norm[n] = 0;
    if (real) {
        /* resolve the longest existing prefix, keep the rest as it is */
        size_t cut = n;
        for (;;) {
            char saved = norm[cut];
            norm[cut] = 0;
            char r[PATH_MAX];
            bool okp = realpath(cut ? norm : "/", r) != NULL;
            norm[cut] = saved;
            if (okp) {
                size_t rl = strcmp(r, "/") == 0 && norm[cut] ? 0 : strlen(r), tl = strlen(norm + cut);
                if (rl + tl + 1 > PATH_MAX)
                    return false;
                memcpy(out, r, rl);
                memcpy(out + rl, norm + cut, tl + 1);
                return true;
            }
            while (cut > 0 && norm[cut - 1] != '/')
                cut--;
            if (cut > 0)
                cut--;
            if (cut == 0) {
                if (n + 1 > PATH_MAX)
                    return false;
                memcpy(out, norm, n + 1);
                return true;
            }
        }
    }
    if (n + 1 > PATH_MAX)
        return false;
    memcpy(out, norm, n + 1);
    return true;
}

/* Jekyll's Site#ensure_not_in_dest: the destination may not be the source or one of the folders above it
 * (a build replaces the destination as a whole, which would delete the source). Checked on the names as
 * Jekyll does (File.expand_path) and on the real paths (a link to the source, or to a folder above it). */
bool sp_cli_dest_holds_source(const char *src, const char *dest)
{
    for (int real = 0; real < 2; real++) {
        char s[PATH_MAX], d[PATH_MAX];
        if (!sp_cli_expand_path(src, real, s) || !sp_cli_expand_path(dest, real, d))
            return true; /* a path too long to compare is not trusted */
        size_t dl = strlen(d);
        if (strcmp(d, "/") == 0 || (strncmp(s, d, dl) == 0 && (s[dl] == '/' || s[dl] == 0)))
            return true;
    }
    return false;
}

int sp_cli_site_begin(sp_cli_site *s, sp_error *err)
{
    s->dest_given = s->dest_dir != NULL;
    if (!realpath(s->src_dir, s->src_real))
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "%s is not a readable directory: %s", s->src_dir,
                            strerror(errno));
    return 0;
}

/* the refusal: Jekyll's message, then what is refused in the command's words */
static int refuse(sp_error *err, bool from_config, const sp_cli_dest_words *w, const char *dest, const char *src)
{
    return sp_error_set(err, from_config ? SP_ERR_INPUT : SP_ERR_USAGE, from_config ? "_config.yml" : NULL, 0, 0,
                        SP_CLI_DEST_HOLDS_SOURCE " (%s%s holds the source %s%s)", w->label ? w->label : "", dest,
                        src, w->advice ? w->advice : "");
}

int sp_cli_site_refuse_dest_arg(sp_cli_site *s, sp_error *err)
{
    s->dest_checked = true;
    if (s->dest_given && sp_cli_dest_holds_source(s->src_dir, s->dest_dir))
        return refuse(err, false, &s->arg, s->dest_dir, s->src_dir);
    return 0;
}

int sp_cli_site_configs(sp_cli_site *s, const char *configs, sp_cli_config_names names, sp_arena *arena,
                        sp_site_options *opts, sp_error *err)
{
    if (!configs)
        return 0;
    size_t n = 2;
    for (const char *p = configs; *p; p++)
        n += *p == ',';
    const char **files = sp_arena_calloc(arena, n, sizeof *files);
    size_t k = 0;
    bool outside_seen = false;
    char *list = sp_arena_strdup(arena, configs), *save = NULL;
    for (char *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (names == SP_CLI_CONFIG_IN_SOURCE) {
            files[k++] = tok;
            continue;
        }
        char real[PATH_MAX];
        const char *rel;
        if (!outside_seen && realpath(tok, real) && inside(s->src_real, real, &rel)) {
            files[k++] = sp_arena_strdup(arena, rel);
            continue;
        }
        outside_seen = true;
        sp_buf b = SP_BUF_INIT;
        if (sp_buf_read_file(&b, tok) != 0) {
            sp_buf_free(&b);
            return sp_error_set(err, SP_ERR_INPUT, tok, 0, 0, "the configuration file '%s' could not be found", tok);
        }
        sp_value v;
        int rc = sp_yaml_load(arena, b.data ? b.data : "", b.len, tok, 0, &v, err);
        sp_buf_free(&b);
        if (rc != 0)
            return -1;
        if (sp_is_hash(v))
            sp_hash_deep_merge(opts->config_overrides, v);
    }
    static const char *const none[] = {"", NULL}; /* no file in the source: not even _config.yml */
    opts->config_files = k || names == SP_CLI_CONFIG_IN_SOURCE ? files : (const char **)none;
    return 0;
}

int sp_cli_site_open(sp_cli_site *s, sp_site_options *opts, sp_arena *arena, sp_error *err)
{
    if (sp_source_open_dir(s->src_real, &s->src, err) != 0 || sp_site_config(s->src, opts, arena, &s->config, err) != 0)
        return -1;
    /* `source: DIR` in ./_config.yml (no -s): build DIR with the configuration already read */
    const char *moved = s->follow_source_key && !s->src_given ? sp_site_config_source(s->config) : NULL;
    if (moved) {
        char *where =
            moved[0] == '/' ? sp_arena_strdup(arena, moved) : sp_arena_printf(arena, "%s/%s", s->src_real, moved);
        if (!realpath(where, s->src_real))
            return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                                "the source folder '%s' that the configuration names (source:) is not a readable "
                                "directory: %s",
                                moved, strerror(errno));
        sp_source_close(s->src);
        s->src = NULL;
        if (sp_source_open_dir(s->src_real, &s->src, err) != 0)
            return -1;
        static const char *const none[] = {"", NULL};
        opts->config_files = (const char **)none;
        opts->config_overrides = s->config;
        opts->source_dir = s->src_real;
    }
    if (!s->dest_given) {
        /* Jekyll's default: ./_site in the current folder; the config's destination wins */
        sp_value cd = sp_hash_at(s->config, "destination");
        s->dest_dir = cd.type == SP_STRING && cd.u.s.len && strcmp(cd.u.s.ptr, "./_site") ? cd.u.s.ptr : "_site";
    }
    /* the config's destination (or source) may hold the source too: bad site input (exit 3) */
    sp_value cs = sp_hash_at(s->config, "source");
    const char *eff_src = s->src_dir;
    bool src_from_config = false;
    if (s->follow_source_key && !s->src_given && cs.type == SP_STRING && cs.u.s.len && strcmp(cs.u.s.ptr, ".") != 0) {
        eff_src = cs.u.s.ptr;
        src_from_config = true;
    }
    bool from_config = !s->dest_given || src_from_config;
    if ((from_config || !s->dest_checked) && sp_cli_dest_holds_source(eff_src, s->dest_dir))
        return refuse(err, from_config, from_config ? &s->config_words : &s->arg, s->dest_dir, eff_src);
    return 0;
}

void sp_cli_site_exclude_dest(const sp_cli_site *s, sp_arena *arena, sp_site_options *opts)
{
    char dest_abs[2 * PATH_MAX + 2];
    const char *rel;
    char *dd = strdup(s->dest_dir);
    char *slash = strrchr(dd, '/');
    const char *base = slash ? slash + 1 : dd;
    char parent[PATH_MAX];
    if (slash)
        *slash = 0;
    if (realpath(slash ? (*dd ? dd : "/") : ".", parent)) {
        snprintf(dest_abs, sizeof dest_abs, "%s/%s", parent, base);
        if (inside(s->src_real, dest_abs, &rel))
            opts->dest_in_source = sp_arena_strdup(arena, rel); /* never input; not shown in site.exclude */
    }
    free(dd);
}
