/* jekyll-remote-theme (GitHub Pages): `remote_theme: OWNER/NAME[@REF]` (also with a leading host, or an
 * http(s) URL) is the theme repository at REF, else its default branch (HEAD). The repository is fetched with
 * libgit2 from $SITEPUB_REMOTE_THEME_URL/OWNER/NAME (default https://github.com; a file:// or local path serves a
 * test or a mirror) into a bare repository of the remote theme cache ($SITEPUB_REMOTE_THEME_CACHE, else
 * $XDG_CACHE_HOME/sitepub/remote-themes, else ~/.cache/sitepub/remote-themes), and read from its object database at
 * the commit as any git source. The remote is asked which commit the ref names (ls-remote); objects are fetched only
 * when that commit is not in the cache, and a commit id given as REF that is cached needs no network at all. When
 * the remote cannot be reached, the commit the ref named last time is used; with nothing cached that is an error.
 * As the gem, the theme's _config.yml and gemspec are not read. */
#include <ctype.h>
#include <errno.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "site/site_internal.h"

static bool hex40(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++)
        if (!isxdigit((unsigned char)s[n]))
            return false;
    return n == 40;
}

static int mkdirs(const char *path)
{
    char *p = strdup(path);
    for (char *q = p + 1; *q; q++) {
        if (*q != '/')
            continue;
        *q = 0;
        if (mkdir(p, 0777) != 0 && errno != EEXIST) {
            free(p);
            return -1;
        }
        *q = '/';
    }
    int rc = mkdir(p, 0777) != 0 && errno != EEXIST ? -1 : 0;
    free(p);
    return rc;
}

static const char *git_msg(void)
{
    const git_error *e = git_error_last();
    return e && e->message ? e->message : "unknown error";
}

/* The commit the remote's ref (or HEAD) names, from the ls-remote listing. */
static bool find_ref(const git_remote_head **heads, size_t n, const char *ref, git_oid *out)
{
    char want[3][300];
    int nw = 0;
    if (!ref)
        snprintf(want[nw++], sizeof want[0], "HEAD");
    else {
        snprintf(want[nw++], sizeof want[0], "refs/tags/%s^{}", ref); /* an annotated tag's commit */
        snprintf(want[nw++], sizeof want[0], "refs/heads/%s", ref);
        snprintf(want[nw++], sizeof want[0], "refs/tags/%s", ref);
    }
    for (int w = 0; w < nw; w++)
        for (size_t i = 0; i < n; i++)
            if (!strcmp(heads[i]->name, want[w])) {
                *out = heads[i]->oid;
                return true;
            }
    if (ref && hex40(ref))
        return git_oid_fromstr(out, ref) == 0;
    return false;
}

static bool have_commit(git_repository *repo, const git_oid *id)
{
    git_commit *c = NULL;
    if (git_commit_lookup(&c, repo, id) != 0)
        return false;
    git_commit_free(c);
    return true;
}

/* Ask the remote for the ref's commit; fetch when it is not cached. 0 with *out, -1 when the remote cannot be
 * reached or has no such ref (message in why). */
static int resolve_remote(git_repository *repo, const char *url, const char *ref, git_oid *out, char *why, size_t wn)
{
    git_remote *remote = NULL;
    int rc = -1;
    if (git_remote_create_anonymous(&remote, repo, url) != 0 ||
        git_remote_connect(remote, GIT_DIRECTION_FETCH, NULL, NULL, NULL) != 0) {
        snprintf(why, wn, "cannot reach %s: %s", url, git_msg());
        git_remote_free(remote);
        return -1;
    }
    const git_remote_head **heads;
    size_t n;
    if (git_remote_ls(&heads, &n, remote) != 0) {
        snprintf(why, wn, "cannot list %s: %s", url, git_msg());
        goto out;
    }
    if (!find_ref(heads, n, ref, out)) {
        snprintf(why, wn, "%s has no branch or tag '%s'", url, ref ? ref : "HEAD");
        rc = 1;
        goto out;
    }
    if (!have_commit(repo, out)) {
        char *specs[] = {"+refs/heads/*:refs/sitepub/heads/*", "+refs/tags/*:refs/tags/*"};
        git_strarray refspecs = {specs, 2};
        git_fetch_options fo;
        git_fetch_options_init(&fo, GIT_FETCH_OPTIONS_VERSION);
        fo.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_NONE;
        git_remote_disconnect(remote);
        if (git_remote_fetch(remote, &refspecs, &fo, NULL) != 0) {
            snprintf(why, wn, "cannot fetch %s: %s", url, git_msg());
            goto out;
        }
        if (!have_commit(repo, out)) {
            char hex[41];
            git_oid_tostr(hex, sizeof hex, out);
            snprintf(why, wn, "%s: commit %s is not on a branch or tag", url, hex);
            rc = 1;
            goto out;
        }
    }
    rc = 0;
out:
    git_remote_free(remote);
    return rc;
}

int sp_site_remote_theme_open(sp_site *s, sp_error *err)
{
    sp_value rt = sp_hash_at(s->config, "remote_theme");
    if (rt.type != SP_STRING || !rt.u.s.len)
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                            "remote_theme should be OWNER/NAME or OWNER/NAME@REF");
    /* the theme's name: [scheme://][host/]owner/name[@ref] */
    char *spec = sp_arena_strndup(s->arena, rt.u.s.ptr, rt.u.s.len);
    while (*spec && isspace((unsigned char)*spec))
        spec++;
    for (size_t l = strlen(spec); l && isspace((unsigned char)spec[l - 1]);)
        spec[--l] = 0;
    char *ref = strchr(spec, '@');
    if (ref)
        *ref++ = 0;
    const char *host_base = NULL;
    char *p = spec;
    if (!strncmp(p, "https://", 8) || !strncmp(p, "http://", 7)) {
        char *h = strstr(p, "://") + 3;
        char *sl = strchr(h, '/');
        if (sl) {
            host_base = sp_arena_strndup(s->arena, p, (size_t)(sl - p));
            p = sl + 1;
        }
    } else {
        char *s1 = strchr(p, '/'), *s2 = s1 ? strchr(s1 + 1, '/') : NULL;
        if (s2) { /* host/owner/name */
            host_base = sp_arena_printf(s->arena, "https://%.*s", (int)(s1 - p), p);
            p = s1 + 1;
        }
    }
    char *slash = strchr(p, '/');
    bool ok = slash && slash != p && slash[1] && !strchr(slash + 1, '/') && (!ref || *ref);
    for (char *c = p; ok && *c; c++)
        ok = isalnum((unsigned char)*c) || strchr("-_./", *c);
    for (char *c = ref; ok && c && *c; c++)
        ok = isalnum((unsigned char)*c) || strchr("-_./", *c);
    if (!ok || strstr(p, ".."))
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                            "remote_theme '%s' is not OWNER/NAME or OWNER/NAME@REF", rt.u.s.ptr);
    size_t pl = strlen(p);
    if (pl > 4 && !strcmp(p + pl - 4, ".git"))
        p[pl - 4] = 0;
    const char *base = getenv("SITEPUB_REMOTE_THEME_URL");
    if (!base || !*base)
        base = host_base ? host_base : "https://github.com";
    size_t bl = strlen(base);
    while (bl > 1 && base[bl - 1] == '/')
        bl--;
    const char *url = sp_arena_printf(s->arena, "%.*s/%s", (int)bl, base, p);
    /* the cache: one bare repository per theme */
    const char *cache = getenv("SITEPUB_REMOTE_THEME_CACHE");
    char *dflt = NULL;
    if (!cache || !*cache) {
        const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
        if (xdg && *xdg)
            dflt = sp_arena_printf(s->arena, "%s/sitepub/remote-themes", xdg);
        else if (home && *home)
            dflt = sp_arena_printf(s->arena, "%s/.cache/sitepub/remote-themes", home);
        else
            return sp_error_set(err, SP_ERR_IO, NULL, 0, 0,
                                "remote_theme: no cache folder (set SITEPUB_REMOTE_THEME_CACHE, XDG_CACHE_HOME or HOME)");
        cache = dflt;
    }
    char *lower_name = sp_arena_strdup(s->arena, p);
    for (char *c = lower_name; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    const char *dir = sp_arena_printf(s->arena, "%s/%s.git", cache, lower_name);
    git_libgit2_init();
    git_repository *repo = NULL;
    int rc = -1;
    if (git_repository_open_bare(&repo, dir) != 0) {
        if (mkdirs(dir) != 0 || git_repository_init(&repo, dir, 1) != 0) {
            sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "remote_theme %s: cannot make the cache %s: %s", p, dir,
                         git_msg());
            goto out;
        }
    }
    git_oid id;
    char why[1024] = "";
    const char *resolved = sp_arena_printf(s->arena, "refs/sitepub/resolved/%s", ref ? ref : "HEAD");
    if (ref && hex40(ref) && git_oid_fromstr(&id, ref) == 0 && have_commit(repo, &id)) {
        rc = 0; /* a commit id already cached: nothing to ask */
    } else {
        int r = resolve_remote(repo, url, ref, &id, why, sizeof why);
        if (r == 0) {
            git_reference *nr = NULL;
            if (git_reference_create(&nr, repo, resolved, &id, 1, "sitepub: remote_theme") == 0)
                git_reference_free(nr);
            rc = 0;
        } else if (r < 0) {
            /* offline: the commit the ref named last time */
            git_reference *old = NULL;
            if (git_reference_lookup(&old, repo, resolved) == 0 && git_reference_target(old) &&
                have_commit(repo, git_reference_target(old))) {
                id = *git_reference_target(old);
                sp_site_warn(s, "_config.yml", 0, "Warning: remote_theme %s: %s; using the cached commit", p, why);
                rc = 0;
            }
            git_reference_free(old);
            if (rc != 0)
                sp_error_set(err, SP_ERR_GIT, "_config.yml", 0, 0,
                             "remote_theme %s%s%s: %s, and the theme is not in the cache (%s); connect to the "
                             "network once, or set SITEPUB_REMOTE_THEME_URL to a mirror",
                             p, ref ? "@" : "", ref ? ref : "", why, dir);
        } else {
            sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "remote_theme %s: %s", p, why);
        }
    }
    if (rc == 0) {
        char hex[41];
        git_oid_tostr(hex, sizeof hex, &id);
        sp_source *lower = NULL;
        rc = sp_source_open_git(dir, hex, NULL, &lower, err);
        if (rc == 0)
            rc = sp_site_theme_layer(s, lower, sp_arena_printf(s->arena, "remote theme %s@%.12s", p, hex), err);
        if (rc == 0) {
            s->theme_id = sp_arena_printf(s->arena, "remote %s %s", url, hex);
            sp_site_log(s, 1, "Remote theme: %s at %s", url, hex);
        }
    }
out:
    git_repository_free(repo);
    git_libgit2_shutdown();
    return rc;
}
