/* Publish settings (include/sitepub/publish.h): command line, then the `publish:` block of _config.yml, then
 * git config sitepub.*; keep globs; message templates and `date`'s format. */
#include <fnmatch.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "publish/internal.h"
#include "sitepub/publish.h"

/* ---- keep globs ---- */

/* Match glob against the whole of s[0..n): '*' and '?' stay within a segment, '**' crosses '/'. */
static bool glob_match(const char *g, const char *s, size_t n)
{
    while (*g) {
        if (g[0] == '*' && g[1] == '*') {
            g += 2;
            if (*g == '/' && (g[1] == '\0' || 1)) {
                /* "**" + "/" also matches zero folders */
                if (glob_match(g + 1, s, n))
                    return true;
            }
            for (size_t i = 0; i <= n; i++)
                if (glob_match(g, s + i, n - i))
                    return true;
            return false;
        }
        if (*g == '*') {
            g++;
            for (size_t i = 0; i <= n; i++) {
                if (glob_match(g, s + i, n - i))
                    return true;
                if (i < n && s[i] == '/')
                    break;
            }
            return false;
        }
        if (n == 0)
            return false;
        if (*g == '?') {
            if (*s == '/')
                return false;
        } else if (*g == '[') {
            const char *end = strchr(g + 1, ']');
            if (end == g + 1)
                end = strchr(g + 2, ']');
            if (!end) {
                if (*s != '[')
                    return false;
            } else {
                char cls[256], ch[2] = {*s, 0};
                size_t cl = (size_t)(end - g + 1);
                if (cl >= sizeof cls || *s == '/')
                    return false;
                memcpy(cls, g, cl);
                cls[cl] = '\0';
                if (fnmatch(cls, ch, 0) != 0)
                    return false;
                g = end;
            }
        } else {
            if (*g == '\\' && g[1])
                g++;
            if (*g != *s)
                return false;
        }
        g++;
        s++;
        n--;
    }
    return n == 0;
}

bool sp_keep_match(const char *glob, const char *path)
{
    while (*glob == '/')
        glob++;
    size_t gl = strlen(glob);
    char g[1024];
    if (gl >= sizeof g)
        return false;
    memcpy(g, glob, gl + 1);
    while (gl && g[gl - 1] == '/')
        g[--gl] = '\0';
    if (!gl)
        return false;
    size_t n = strlen(path);
    if (!strpbrk(g, "*?[\\")) /* a literal: the path itself or anything under it */
        return !strncmp(path, g, gl) && (path[gl] == '\0' || path[gl] == '/');
    return glob_match(g, path, n);
}

bool sp_keep_may_match_under(const char *glob, const char *dir)
{
    while (*glob == '/')
        glob++;
    size_t gl = strlen(glob), dl = strlen(dir);
    while (gl && glob[gl - 1] == '/')
        gl--;
    if (!gl || gl >= 1024)
        return false; /* sp_keep_match selects nothing */
    if (!memchr(glob, '*', gl) && !memchr(glob, '?', gl) && !memchr(glob, '[', gl) && !memchr(glob, '\\', gl))
        /* a literal: DIR is it or under it, or it is under DIR */
        return (dl >= gl && !strncmp(dir, glob, gl) && (dir[gl] == '\0' || dir[gl] == '/')) ||
               (gl > dl && !strncmp(glob, dir, dl) && glob[dl] == '/');
    /* a path the glob matches starts with its characters before the first special one */
    size_t ll = strcspn(glob, "*?[\\");
    if (ll > gl)
        ll = gl;
    size_t cmp = ll < dl + 1 ? ll : dl + 1;
    for (size_t i = 0; i < cmp; i++)
        if (glob[i] != (i < dl ? dir[i] : '/'))
            return false;
    /* without "**" or a class, the path has as many segments as the glob: more than DIR's */
    bool deep = false, cls = false;
    size_t slashes = 0, dir_slashes = 0;
    for (size_t i = 0; i < gl; i++) {
        deep |= glob[i] == '*' && i + 1 < gl && glob[i + 1] == '*';
        cls |= glob[i] == '[';
        slashes += glob[i] == '/';
    }
    if (deep || cls)
        return true;
    for (size_t i = 0; i < dl; i++)
        dir_slashes += dir[i] == '/';
    return slashes > dir_slashes;
}

/* ---- dates and messages ---- */

void sp_format_date_like_date(sp_buf *out, int64_t when)
{
    time_t t = (time_t)when;
    struct tm tm;
    localtime_r(&t, &tm);
    static const char *const days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    char zone[64];
    strftime(zone, sizeof zone, "%Z", &tm);
    sp_buf_printf(out, "%s %s %2d %02d:%02d:%02d %s %d", days[tm.tm_wday % 7], months[tm.tm_mon % 12], tm.tm_mday,
                  tm.tm_hour, tm.tm_min, tm.tm_sec, zone, tm.tm_year + 1900);
}

void sp_publish_format_message(sp_buf *out, const char *tmpl, int64_t when, const char *source_commit,
                               const char *subject)
{
    for (const char *p = tmpl; *p; p++) {
        if (*p != '%' || !p[1]) {
            sp_buf_putc(out, *p);
            continue;
        }
        switch (p[1]) {
        case 'd':
            sp_format_date_like_date(out, when);
            break;
        case 'H':
            sp_buf_puts(out, source_commit ? source_commit : "");
            break;
        case 'h':
            sp_buf_printf(out, "%.7s", source_commit ? source_commit : "");
            break;
        case 's':
            sp_buf_puts(out, subject ? subject : "");
            break;
        case 'n':
            sp_buf_putc(out, '\n');
            break;
        case '%':
            sp_buf_putc(out, '%');
            break;
        default:
            sp_buf_putc(out, '%');
            sp_buf_putc(out, p[1]);
        }
        p++;
    }
}

/* ---- settings ---- */

static const char *dup_into(sp_arena *a, const char *s) { return s ? sp_arena_strdup(a, s) : NULL; }

/* Append v to list (n entries, at most SP_PUBLISH_MAX_KEEP) unless it is empty or there already. */
static void add_unique(const char **list, size_t *n, sp_arena *a, const char *v)
{
    if (!v || !*v)
        return;
    for (size_t i = 0; i < *n; i++)
        if (!strcmp(list[i], v))
            return;
    if (*n < SP_PUBLISH_MAX_KEEP)
        list[(*n)++] = sp_arena_strdup(a, v);
}

static void add_keep(sp_publish_settings *s, sp_arena *a, const char *glob)
{
    add_unique(s->keep, &s->nkeep, a, glob);
}

/* The publish: block of _config.yml (read with the site's YAML loader, so `notify: yes` means what it means to
 * Jekyll). Only string values and lists of strings for keep and copy are meaningful there. */
typedef struct yaml_publish {
    const char *branch, *message, *remote, *token_env, *ssh_key, *cname, *target_dir;
    int notify, nojekyll, single_commit; /* -1 unset */
    const char *keep[SP_PUBLISH_MAX_KEEP];
    size_t nkeep;
    const char *copy[SP_PUBLISH_MAX_KEEP];
    size_t ncopy;
    sp_value notify_block; /* the config's notify: block, nil when absent */
} yaml_publish;

static const char *yaml_string(sp_arena *a, sp_value block, const char *key)
{
    sp_value v = sp_hash_at(block, key);
    if (v.type != SP_STRING && v.type != SP_INT)
        return NULL;
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, v);
    const char *s = sp_arena_strdup(a, sp_buf_cstr(&b));
    sp_buf_free(&b);
    return s;
}

/* A list setting of the publish: block: one string, or a list of strings (others are ignored). */
static void yaml_list(sp_arena *a, sp_value block, const char *key, const char **list, size_t *n)
{
    sp_value v = sp_hash_at(block, key);
    if (v.type == SP_STRING && v.u.s.len)
        list[(*n)++] = sp_arena_strndup(a, v.u.s.ptr, v.u.s.len);
    for (size_t i = 0; i < sp_array_len(v) && *n < SP_PUBLISH_MAX_KEEP; i++) {
        sp_value k = sp_array_get(v, (int64_t)i);
        if (k.type == SP_STRING && k.u.s.len)
            list[(*n)++] = sp_arena_strndup(a, k.u.s.ptr, k.u.s.len);
    }
}

static int read_yaml_publish(sp_arena *a, const char *bytes, size_t len, yaml_publish *yp, sp_error *err)
{
    sp_value cfg;
    if (sp_yaml_load(a, bytes, len, "_config.yml", 0, &cfg, err) < 0)
        return -1;
    yp->notify_block = sp_hash_at(cfg, "notify");
    sp_value pub = sp_hash_at(cfg, "publish");
    if (pub.type != SP_HASH)
        return 0;
    yp->branch = yaml_string(a, pub, "branch");
    yp->message = yaml_string(a, pub, "message");
    yp->remote = yaml_string(a, pub, "remote");
    yp->token_env = yaml_string(a, pub, "token_env");
    yp->ssh_key = yaml_string(a, pub, "ssh_key");
    yp->cname = yaml_string(a, pub, "cname");
    yp->target_dir = yaml_string(a, pub, "target_dir");
    sp_value notify = sp_hash_at(pub, "notify");
    if (notify.type == SP_BOOL)
        yp->notify = notify.u.b;
    sp_value v = sp_hash_at(pub, "nojekyll");
    if (v.type == SP_BOOL)
        yp->nojekyll = v.u.b;
    v = sp_hash_at(pub, "single_commit");
    if (v.type == SP_BOOL)
        yp->single_commit = v.u.b;
    yaml_list(a, pub, "keep", yp->keep, &yp->nkeep);
    yaml_list(a, pub, "copy", yp->copy, &yp->ncopy);
    return 0;
}

static const char *git_cfg_str(git_config *cfg, sp_arena *a, const char *name)
{
    git_buf b = {0};
    if (!cfg || git_config_get_string_buf(&b, cfg, name) < 0) {
        git_error_clear();
        return NULL;
    }
    const char *s = sp_arena_strdup(a, b.ptr);
    git_buf_dispose(&b);
    return s;
}

typedef struct list_cb_ctx {
    const char **list;
    size_t *n;
    sp_arena *a;
} list_cb_ctx;

static int list_cb(const git_config_entry *e, void *payload)
{
    list_cb_ctx *k = payload;
    add_unique(k->list, k->n, k->a, e->value);
    return 0;
}

/* A list setting that adds up from every place: git config var (multi-valued), then the publish: block's list,
 * then the command line's. */
static void gather(const char **list, size_t *n, sp_arena *a, git_config *cfg, const char *var,
                   const char *const *from_yaml, size_t nyaml, const char *const *from_cli, size_t ncli)
{
    if (cfg) {
        list_cb_ctx k = {list, n, a};
        git_config_get_multivar_foreach(cfg, var, NULL, list_cb, &k);
        git_error_clear();
    }
    for (size_t i = 0; i < nyaml; i++)
        add_unique(list, n, a, from_yaml[i]);
    for (size_t i = 0; i < ncli; i++)
        add_unique(list, n, a, from_cli[i]);
}

int sp_publish_resolve_settings(git_repository *repo, sp_source *src, const sp_publish_options *o, sp_arena *a,
                                sp_publish_settings *s, sp_error *err)
{
    memset(s, 0, sizeof *s);
    yaml_publish yp;
    memset(&yp, 0, sizeof yp);
    yp.notify = yp.nojekyll = yp.single_commit = -1;
    if (src) {
        const sp_source_entry *ents;
        size_t n;
        bool has_config = false;
        if (sp_source_list(src, &ents, &n, err) < 0)
            return -1;
        for (size_t i = 0; i < n; i++)
            if (!strcmp(ents[i].path, "_config.yml")) {
                has_config = true;
                break;
            }
        if (has_config) {
            sp_buf b = SP_BUF_INIT;
            if (sp_source_read(src, "_config.yml", &b, err) < 0 ||
                read_yaml_publish(a, b.data ? b.data : "", b.len, &yp, err) < 0) {
                sp_buf_free(&b);
                return -1;
            }
            sp_buf_free(&b);
        }
    }
    git_config *cfg = NULL;
    if (repo && git_repository_config_snapshot(&cfg, repo) < 0) {
        git_error_clear();
        cfg = NULL;
    }
#define PICK(field, yfield, key, dflt)                                                                           \
    do {                                                                                                         \
        s->field = o->field ? dup_into(a, o->field) : yp.yfield ? yp.yfield : git_cfg_str(cfg, a, key);         \
        if (!s->field || !*s->field)                                                                             \
            s->field = dflt;                                                                                     \
    } while (0)
    PICK(branch, branch, "sitepub.branch", "asf-site");
    PICK(message, message, "sitepub.message", "Build at %d");
    PICK(remote, remote, "sitepub.remote", "origin");
    PICK(token_env, token_env, "sitepub.tokenEnv", "SITEPUB_TOKEN");
    PICK(ssh_key, ssh_key, "sitepub.sshKey", NULL);
    PICK(cname, cname, "sitepub.cname", NULL);
    PICK(target_dir, target_dir, "sitepub.targetDir", NULL);
#undef PICK
    s->timeout = o->timeout;
    if (s->timeout <= 0 && cfg) {
        int32_t t = 0;
        if (git_config_get_int32(&t, cfg, "sitepub.timeout") == 0 && t > 0)
            s->timeout = t;
        git_error_clear();
    }
    if (s->timeout <= 0)
        s->timeout = SP_PUBLISH_DEFAULT_TIMEOUT;
    if (o->notify_set) {
        s->notify = o->notify;
    } else if (yp.notify >= 0) {
        s->notify = yp.notify;
    } else {
        int v = 0;
        if (cfg && git_config_get_bool(&v, cfg, "sitepub.notify") == 0)
            s->notify = v != 0;
        git_error_clear();
    }
    s->notify_block = yp.notify_block;
    int nj = -1, sc = -1;
    if (cfg && git_config_get_bool(&nj, cfg, "sitepub.nojekyll") < 0)
        nj = -1;
    if (cfg && git_config_get_bool(&sc, cfg, "sitepub.singleCommit") < 0)
        sc = -1;
    git_error_clear();
    const char *br = !strncmp(s->branch, "refs/heads/", 11) ? s->branch + 11 : s->branch;
    s->nojekyll = o->nojekyll_set ? o->nojekyll
                  : yp.nojekyll >= 0 ? yp.nojekyll != 0
                  : nj >= 0 ? nj != 0
                            : !strcmp(br, "gh-pages");
    s->single_commit = o->single_commit || (yp.single_commit >= 0 ? yp.single_commit != 0 : sc > 0);
    if (s->target_dir) {
        char *t = sp_arena_strdup(a, s->target_dir);
        size_t l = strlen(t);
        while (l > 1 && t[l - 1] == '/')
            t[--l] = '\0';
        s->target_dir = t;
        if (!strcmp(t, ".") || !strcmp(t, "/")) {
            s->target_dir = NULL;
        } else if (!sp_publish_path_ok(t)) {
            git_config_free(cfg);
            return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                                "target folder '%s' is not a plain folder of the branch (absolute, '..', '.git' or "
                                "an empty segment); name one such as docs or api/v2",
                                t);
        }
    }
    if (s->cname && (strchr(s->cname, '\n') || strchr(s->cname, '/') || strchr(s->cname, ' '))) {
        git_config_free(cfg);
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                            "'%s' is not a domain for CNAME; give a host name such as www.example.org", s->cname);
    }
    add_keep(s, a, ".asf.yaml");
    add_keep(s, a, "CNAME");
    add_keep(s, a, ".nojekyll");
    gather(s->keep, &s->nkeep, a, cfg, "sitepub.keep", yp.keep, yp.nkeep, o->keep, o->nkeep);
    gather(s->copy, &s->ncopy, a, cfg, "sitepub.copy", yp.copy, yp.ncopy, o->copy, o->ncopy);
    for (size_t i = 0; i < s->ncopy; i++)
        if (!sp_publish_path_ok(s->copy[i])) {
            git_config_free(cfg);
            return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                                "copy path '%s' is not a plain path of the source tree (absolute, '..', '.git' or "
                                "an empty segment); name a file such as .asf.yaml",
                                s->copy[i]);
        }
    git_config_free(cfg);
    if (!strncmp(s->branch, "refs/heads/", 11))
        s->branch += 11;
    if (git_reference_is_valid_name(sp_arena_printf(a, "refs/heads/%s", s->branch)) != 1)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "'%s' is not a valid branch name", s->branch);
    return 0;
}
