/* git's own configuration for a push or fetch (README "Push and git's configuration"): http.extraHeader and
 * http.<url>.extraHeader (how actions/checkout hands a job its token), http.sslCAInfo / http.<url>.sslCAInfo,
 * and credentials from credential.helper / credential.<url>.helper, run as git runs them (the helper protocol of
 * git-credential(1): "get", then "store" after the server accepted them or "erase" after it refused them).
 * remote.NAME.pushurl and url.BASE.insteadOf / pushInsteadOf are applied by libgit2's remote lookup itself. */
#include <ctype.h>
#include <errno.h>
#include <git2.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "publish/internal.h"

/* ---- URLs ---- */

typedef struct url_parts {
    char scheme[32], user[256], host[256], port[16], path[2048];
} url_parts;

static const char *default_port(const char *scheme)
{
    return !strcmp(scheme, "https") ? "443" : !strcmp(scheme, "http") ? "80" : !strcmp(scheme, "ssh") ? "22" : "";
}

/* scheme://[user[:pass]@]host[:port][/path]; 0, or -1 for anything else (scp-like ssh addresses, paths). */
static int parse_url(const char *url, url_parts *u)
{
    memset(u, 0, sizeof *u);
    const char *p = strstr(url, "://");
    if (!p || (size_t)(p - url) >= sizeof u->scheme)
        return -1;
    for (size_t i = 0; url + i < p; i++)
        u->scheme[i] = (char)tolower((unsigned char)url[i]);
    p += 3;
    const char *slash = p + strcspn(p, "/?#");
    const char *at = memchr(p, '@', (size_t)(slash - p));
    if (at) {
        size_t ul = strcspn(p, ":@");
        snprintf(u->user, sizeof u->user, "%.*s", (int)ul, p);
        p = at + 1;
    }
    const char *colon = p[0] == '[' ? strchr(p, ']') : p;
    colon = colon ? memchr(colon, ':', (size_t)(slash - colon)) : NULL;
    const char *hend = colon ? colon : slash;
    if ((size_t)(hend - p) >= sizeof u->host)
        return -1;
    for (size_t i = 0; p + i < hend; i++)
        u->host[i] = (char)tolower((unsigned char)p[i]);
    if (colon)
        snprintf(u->port, sizeof u->port, "%.*s", (int)(slash - colon - 1), colon + 1);
    if (!u->port[0])
        snprintf(u->port, sizeof u->port, "%s", default_port(u->scheme));
    snprintf(u->path, sizeof u->path, "%.*s", (int)strcspn(slash, "?#"), slash);
    if (!u->path[0])
        snprintf(u->path, sizeof u->path, "/");
    return 0;
}

/* How well the config URL pattern matches url, as git's urlmatch: the same scheme, host (a "*." label matches
 * one label), port and user (when the pattern names one), and the pattern's path a prefix of url's at a '/'
 * boundary. -1 for no match, else the pattern's path length (longer is more specific). */
static int url_match(const char *pattern, const url_parts *u)
{
    url_parts p;
    if (parse_url(pattern, &p) < 0 || strcmp(p.scheme, u->scheme) || strcmp(p.port, u->port))
        return -1;
    if (p.user[0] && strcmp(p.user, u->user))
        return -1;
    const char *ph = p.host, *uh = u->host;
    while (*ph || *uh) {
        size_t pl = strcspn(ph, "."), ul = strcspn(uh, ".");
        if (!(pl == 1 && ph[0] == '*') && (pl != ul || strncmp(ph, uh, pl)))
            return -1;
        ph += pl;
        uh += ul;
        if ((*ph == '.') != (*uh == '.'))
            return -1;
        if (*ph)
            ph++, uh++;
    }
    size_t l = strlen(p.path);
    while (l > 1 && p.path[l - 1] == '/')
        l--;
    if (strncmp(p.path, u->path, l) || (l > 1 && u->path[l] && u->path[l] != '/'))
        return -1;
    return (int)l;
}

/* ---- remote URLs ---- */

typedef struct rewrite_walk {
    const char *url, *var; /* var: "insteadof" or "pushinsteadof" */
    char *base;            /* the url.BASE of the longest matching prefix */
    size_t best;
} rewrite_walk;

static int rewrite_cb(const git_config_entry *e, void *payload)
{
    rewrite_walk *w = payload;
    size_t nl = strlen(e->name), vl = strlen(w->var);
    if (strncmp(e->name, "url.", 4) || nl < 4 + vl + 2 || strcasecmp(e->name + nl - vl, w->var) ||
        e->name[nl - vl - 1] != '.' || !e->value)
        return 0;
    size_t pl = strlen(e->value);
    if (pl > w->best && !strncmp(w->url, e->value, pl)) {
        free(w->base);
        w->base = strndup(e->name + 4, nl - vl - 1 - 4);
        w->best = pl;
    }
    return 0;
}

/* url rewritten by the longest matching url.BASE.<var> prefix, malloc'd; NULL when none matches. */
static char *rewrite(git_config *cfg, const char *url, const char *var)
{
    rewrite_walk w = {url, var, NULL, 0};
    if (cfg)
        git_config_foreach(cfg, rewrite_cb, &w);
    git_error_clear();
    if (!w.base)
        return NULL;
    size_t l = strlen(w.base) + strlen(url + w.best) + 1;
    char *r = malloc(l);
    if (!r)
        abort();
    snprintf(r, l, "%s%s", w.base, url + w.best);
    free(w.base);
    return r;
}

static char *cfg_value(git_config *cfg, const char *name)
{
    git_buf b = {0};
    char *r = NULL;
    if (cfg && git_config_get_string_buf(&b, cfg, name) == 0 && b.ptr && *b.ptr)
        r = strdup(b.ptr);
    git_buf_dispose(&b);
    git_error_clear();
    return r;
}

int sp_gitcfg_remote_urls(git_repository *repo, git_remote *remote, const char *name, bool named, bool for_push,
                          sp_error *err)
{
    git_config *cfg = NULL;
    if (git_repository_config_snapshot(&cfg, repo) < 0) {
        git_error_clear();
        cfg = NULL;
    }
    char key[600];
    snprintf(key, sizeof key, "remote.%s.url", name);
    char *raw = named ? cfg_value(cfg, key) : strdup(name);
    snprintf(key, sizeof key, "remote.%s.pushurl", name);
    char *pushurl = named ? cfg_value(cfg, key) : NULL;
    int rc = 0;
    if (raw) {
        char *fetch = rewrite(cfg, raw, "insteadof");
        char *push = pushurl ? rewrite(cfg, pushurl, "insteadof") : rewrite(cfg, raw, "pushinsteadof");
        const char *f = fetch ? fetch : raw;
        const char *p = push ? push : pushurl ? pushurl : f;
        /* for a push both are the push URL: libgit2 1.5's local transport pushes to the fetch URL */
        if (git_remote_set_instance_url(remote, for_push ? p : f) < 0 || git_remote_set_instance_pushurl(remote, p) < 0)
            rc = sp_git_fail(err, SP_ERR_PUSH, "cannot set the remote's URL");
        free(fetch);
        free(push);
    }
    free(raw);
    free(pushurl);
    git_config_free(cfg);
    return rc;
}

/* ---- http.extraHeader, http.sslCAInfo ---- */

typedef struct cfg_walk {
    const url_parts *u;
    const char *section; /* "http" or "credential" */
    const char *var;     /* lower case: "extraheader", "sslcainfo", "helper" */
    char **list;         /* multi-valued: every value in config order; "" resets */
    size_t n;
    char *best;          /* single-valued: the most specific match (later wins among equals) */
    int best_score;
} cfg_walk;

static int walk_cb(const git_config_entry *e, void *payload)
{
    cfg_walk *w = payload;
    const char *name = e->name; /* section.[subsection.]var, section and var lower-cased by libgit2 */
    size_t sl = strlen(w->section), nl = strlen(name), vl = strlen(w->var);
    if (strncmp(name, w->section, sl) || name[sl] != '.' || nl < sl + 1 + vl ||
        strcasecmp(name + nl - vl, w->var) || name[nl - vl - 1] != '.')
        return 0;
    int score = 0;
    if (nl - vl - 1 > sl) { /* a subsection: the URL pattern */
        char pat[2048];
        snprintf(pat, sizeof pat, "%.*s", (int)(nl - vl - 1 - sl - 1), name + sl + 1);
        score = url_match(pat, w->u);
        if (score < 0)
            return 0;
        score += 1;
    }
    const char *v = e->value ? e->value : "";
    if (w->list || !strcmp(w->var, "extraheader") || !strcmp(w->var, "helper")) {
        if (!*v) {
            for (size_t i = 0; i < w->n; i++)
                free(w->list[i]);
            w->n = 0;
            return 0;
        }
        w->list = realloc(w->list, (w->n + 1) * sizeof *w->list);
        if (!w->list || !(w->list[w->n] = strdup(v)))
            abort();
        w->n++;
    } else if (score >= w->best_score) {
        free(w->best);
        w->best = strdup(v);
        w->best_score = score;
    }
    return 0;
}

static void walk(git_repository *repo, const url_parts *u, const char *section, const char *var, cfg_walk *w)
{
    memset(w, 0, sizeof *w);
    w->u = u;
    w->section = section;
    w->var = var;
    git_config *cfg = NULL;
    if (git_repository_config_snapshot(&cfg, repo) == 0) {
        git_config_foreach(cfg, walk_cb, w);
        git_config_free(cfg);
    }
    git_error_clear();
}

static void walk_free(cfg_walk *w)
{
    for (size_t i = 0; i < w->n; i++)
        free(w->list[i]);
    free(w->list);
    free(w->best);
}

int sp_gitcfg_http(git_repository *repo, const char *url, git_strarray *headers, sp_error *err)
{
    memset(headers, 0, sizeof *headers);
    url_parts u;
    if (!url || parse_url(url, &u) < 0 || (strcmp(u.scheme, "http") && strcmp(u.scheme, "https")))
        return 0;
    cfg_walk w;
    walk(repo, &u, "http", "extraheader", &w);
    for (size_t i = 0; i < w.n; i++)
        if (strchr(w.list[i], '\n') || strchr(w.list[i], '\r') || !strchr(w.list[i], ':')) {
            walk_free(&w);
            return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                                "http.extraHeader must be one 'Name: value' header line (git config)");
        }
    headers->strings = w.list;
    headers->count = w.n;
    w.list = NULL;
    w.n = 0;
    walk_free(&w);
    walk(repo, &u, "http", "sslcainfo", &w);
    const char *ca = w.best ? w.best : getenv("GIT_SSL_CAINFO");
    if (ca && *ca) {
        if (access(ca, R_OK) != 0) {
            sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "http.sslCAInfo '%s' cannot be read: %s", ca,
                         strerror(errno));
            walk_free(&w);
            sp_gitcfg_http_free(headers);
            return -1;
        }
        if (git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, ca, NULL) < 0 || sp_tls_ca_load() < 0) {
            walk_free(&w);
            sp_gitcfg_http_free(headers);
            return sp_git_fail(err, SP_ERR_PUSH, "cannot use http.sslCAInfo");
        }
    }
    walk_free(&w);
    return 0;
}

void sp_gitcfg_http_free(git_strarray *headers)
{
    for (size_t i = 0; i < headers->count; i++)
        free(headers->strings[i]);
    free(headers->strings);
    memset(headers, 0, sizeof *headers);
}

/* ---- credential helpers ---- */

/* Run `helper action` as git does (a shell command: "!cmd" as it is, an absolute path as it is, NAME as
 * git-credential-NAME from $PATH or git's exec path), writing input and reading at most outsz-1 bytes into out. */
static int run_helper(const char *helper, const char *action, const char *input, char *out, size_t outsz)
{
    char cmd[4096];
    if (helper[0] == '!')
        snprintf(cmd, sizeof cmd, "%s %s", helper + 1, action);
    else if (helper[0] == '/')
        snprintf(cmd, sizeof cmd, "%s %s", helper, action);
    else
        snprintf(cmd, sizeof cmd, "git-credential-%s %s", helper, action);
    int in[2], outp[2];
    if (pipe(in) < 0)
        return -1;
    if (pipe(outp) < 0) {
        close(in[0]);
        close(in[1]);
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]);
        close(in[1]);
        close(outp[0]);
        close(outp[1]);
        return -1;
    }
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(outp[1], 1);
        close(in[0]);
        close(in[1]);
        close(outp[0]);
        close(outp[1]);
        const char *exec = getenv("GIT_EXEC_PATH");
        const char *path = getenv("PATH");
        char np[8192];
        snprintf(np, sizeof np, "%s:%s", path ? path : "/usr/bin:/bin", exec && *exec ? exec : "/usr/lib/git-core");
        setenv("PATH", np, 1);
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(outp[1]);
    void (*old)(int) = signal(SIGPIPE, SIG_IGN);
    size_t len = strlen(input), done = 0;
    while (done < len) {
        ssize_t w = write(in[1], input + done, len - done);
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    close(in[1]);
    size_t got = 0;
    for (;;) {
        ssize_t r = read(outp[0], out + got, outsz - 1 - got);
        if (r <= 0)
            break;
        got += (size_t)r;
        if (got == outsz - 1)
            break;
    }
    out[got] = '\0';
    close(outp[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    signal(SIGPIPE, old);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

static void field(const char *text, const char *key, char *out, size_t n)
{
    size_t kl = strlen(key);
    for (const char *p = text; p && *p;) {
        if (!strncmp(p, key, kl) && p[kl] == '=') {
            size_t l = strcspn(p + kl + 1, "\n");
            snprintf(out, n, "%.*s", (int)l, p + kl + 1);
            return;
        }
        p = strchr(p, '\n');
        if (p)
            p++;
    }
}

static void describe(const sp_gitcfg_cred *c, char *buf, size_t n, bool with_secret)
{
    int w = snprintf(buf, n, "protocol=%s\nhost=%s\n", c->protocol, c->host);
    if (c->username[0] && w >= 0 && (size_t)w < n)
        w += snprintf(buf + w, n - (size_t)w, "username=%s\n", c->username);
    if (with_secret && c->password[0] && w >= 0 && (size_t)w < n)
        w += snprintf(buf + w, n - (size_t)w, "password=%s\n", c->password);
    if (w >= 0 && (size_t)w < n)
        snprintf(buf + w, n - (size_t)w, "\n");
}

int sp_gitcfg_credential(git_repository *repo, const char *url, const char *username, sp_gitcfg_cred *c,
                         git_credential **out)
{
    url_parts u;
    memset(c, 0, sizeof *c);
    if (!url || parse_url(url, &u) < 0)
        return 0;
    cfg_walk w;
    walk(repo, &u, "credential", "helper", &w);
    snprintf(c->protocol, sizeof c->protocol, "%s", u.scheme);
    if (strcmp(u.port, default_port(u.scheme)))
        snprintf(c->host, sizeof c->host, "%s:%s", u.host, u.port);
    else
        snprintf(c->host, sizeof c->host, "%s", u.host);
    snprintf(c->username, sizeof c->username, "%s", username ? username : u.user);
    int rc = 0;
    for (size_t i = 0; i < w.n && !rc; i++) {
        char in[1200], resp[4096];
        describe(c, in, sizeof in, false);
        if (run_helper(w.list[i], "get", in, resp, sizeof resp) < 0)
            continue;
        char user[256] = "", pass[512] = "";
        field(resp, "username", user, sizeof user);
        field(resp, "password", pass, sizeof pass);
        if (user[0] && !c->username[0])
            snprintf(c->username, sizeof c->username, "%s", user);
        if (!pass[0] || !c->username[0])
            continue;
        snprintf(c->password, sizeof c->password, "%s", pass);
        snprintf(c->helper, sizeof c->helper, "%s", w.list[i]);
        if (git_credential_userpass_plaintext_new(out, c->username, c->password) == 0)
            rc = 1;
    }
    /* every helper is told the outcome, as git's credential_approve / credential_reject do */
    if (rc == 1) {
        c->helpers = w.list;
        c->nhelpers = w.n;
        w.list = NULL;
        w.n = 0;
    }
    walk_free(&w);
    return rc;
}

void sp_gitcfg_credential_done(sp_gitcfg_cred *c, bool accepted)
{
    if (c->nhelpers && c->password[0]) {
        char in[1200], resp[256];
        describe(c, in, sizeof in, true);
        for (size_t i = 0; i < c->nhelpers; i++)
            run_helper(c->helpers[i], accepted ? "store" : "erase", in, resp, sizeof resp);
    }
    for (size_t i = 0; i < c->nhelpers; i++)
        free(c->helpers[i]);
    free(c->helpers);
    memset(c, 0, sizeof *c);
}
