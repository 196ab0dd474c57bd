/* Push and fetch of the publish branch with libgit2 (include/sitepub/publish.h): credentials from an ssh agent,
 * an ssh key file or an https token in an environment variable, each offered once; per-ref rejections reported
 * with the server's message. */
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "publish/internal.h"

typedef struct push_ctx {
    const sp_publish_settings *s;
    /* credentials offered so far (each once) */
    bool tried_agent, tried_key_cfg, tried_key_ed, tried_key_rsa, tried_token, tried_username;
    char tried[256]; /* what was offered, for the error message */
    sp_buf remote_text; /* sideband "remote:" output */
    char ref_status[512]; /* the per-ref rejection, "" when accepted */
    bool ref_rejected;
    git_repository *repo; /* for git's credential helpers (gitcfg.c) */
    bool tried_helper;
    sp_gitcfg_cred helper;
} push_ctx;

static void note_tried(push_ctx *c, const char *what)
{
    size_t l = strlen(c->tried);
    snprintf(c->tried + l, sizeof c->tried - l, "%s%s", l ? ", " : "", what);
}

static int key_file(push_ctx *c, git_credential **out, const char *user, const char *path)
{
    char pub[4200];
    snprintf(pub, sizeof pub, "%s.pub", path);
    const char *pass = getenv("SITEPUB_SSH_PASSPHRASE");
    note_tried(c, "ssh key file");
    return git_credential_ssh_key_new(out, user, access(pub, R_OK) == 0 ? pub : NULL, path, pass);
}

static int cred_cb(git_credential **out, const char *url, const char *username_from_url, unsigned int allowed,
                   void *payload)
{
    push_ctx *c = payload;
    (void)url;
    const char *user = username_from_url && *username_from_url ? username_from_url : NULL;
    if (allowed & GIT_CREDENTIAL_USERNAME && !c->tried_username) {
        c->tried_username = true;
        return git_credential_username_new(out, user ? user : (getenv("USER") ? getenv("USER") : "git"));
    }
    if (allowed & GIT_CREDENTIAL_SSH_KEY) {
        const char *u = user ? user : "git";
        if (!c->tried_agent && getenv("SSH_AUTH_SOCK")) {
            c->tried_agent = true;
            note_tried(c, "ssh agent");
            return git_credential_ssh_key_from_agent(out, u);
        }
        if (!c->tried_key_cfg && c->s->ssh_key) {
            c->tried_key_cfg = true;
            return key_file(c, out, u, c->s->ssh_key);
        }
        const char *home = getenv("HOME");
        char path[4096];
        if (!c->s->ssh_key && home) {
            if (!c->tried_key_ed) {
                c->tried_key_ed = true;
                snprintf(path, sizeof path, "%s/.ssh/id_ed25519", home);
                if (access(path, R_OK) == 0)
                    return key_file(c, out, u, path);
            }
            if (!c->tried_key_rsa) {
                c->tried_key_rsa = true;
                snprintf(path, sizeof path, "%s/.ssh/id_rsa", home);
                if (access(path, R_OK) == 0)
                    return key_file(c, out, u, path);
            }
        }
    }
    if (allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT && !c->tried_token) {
        c->tried_token = true;
        const char *tok = c->s->token_env ? getenv(c->s->token_env) : NULL;
        if (tok && *tok) {
            char what[300];
            snprintf(what, sizeof what, "the token in $%s", c->s->token_env);
            note_tried(c, what);
            const char *u = user ? user : getenv("SITEPUB_USERNAME") ? getenv("SITEPUB_USERNAME") : "x-access-token";
            return git_credential_userpass_plaintext_new(out, u, tok);
        }
    }
    if (allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT && !c->tried_helper) {
        c->tried_helper = true;
        if (sp_gitcfg_credential(c->repo, url, user, &c->helper, out) == 1) {
            note_tried(c, "git's credential helper");
            return 0;
        }
    }
    git_error_set_str(GIT_ERROR_NET, "");
    return GIT_EAUTH;
}

static int sideband_cb(const char *str, int len, void *payload)
{
    push_ctx *c = payload;
    if (c->remote_text.len < 8192)
        sp_buf_append(&c->remote_text, str, (size_t)len);
    return 0;
}

static int push_progress_cb(unsigned int current, unsigned int total, size_t bytes, void *payload)
{
    push_ctx *c = payload;
    (void)bytes;
    if (c->s->progress)
        c->s->progress(c->s->progress_ud, "push", current, total);
    return 0;
}

static int update_ref_cb(const char *refname, const char *status, void *payload)
{
    push_ctx *c = payload;
    if (status) {
        c->ref_rejected = true;
        snprintf(c->ref_status, sizeof c->ref_status, "%s: %s", refname, status);
    }
    return 0;
}

/* "remote: " lines of the sideband text, cleaned of \r progress and trailing space, into msg. */
static void format_remote_text(push_ctx *c, char *msg, size_t msgsz)
{
    if (!msg || !msgsz)
        return;
    msg[0] = '\0';
    size_t o = 0;
    const char *p = sp_buf_cstr(&c->remote_text);
    while (*p && o + 1 < msgsz) {
        size_t l = strcspn(p, "\r\n");
        while (l && (p[l - 1] == ' ' || p[l - 1] == '\t'))
            l--;
        if (l > 0) {
            int w = snprintf(msg + o, msgsz - o, "%sremote: %.*s", o ? "\n" : "", (int)l, p);
            if (w < 0)
                break;
            o += (size_t)w < msgsz - o ? (size_t)w : msgsz - o - 1;
        }
        p += strcspn(p, "\r\n");
        while (*p == '\r' || *p == '\n')
            p++;
    }
}

const char *sp_redact_urls(const char *in, char *out, size_t n)
{
    if (!n)
        return out;
    size_t o = 0;
    const char *p = in ? in : "";
    while (*p && o + 1 < n) {
        const char *sch = strstr(p, "://");
        if (!sch) {
            break;
        }
        const char *auth = sch + 3;
        size_t span = strcspn(auth, "@/ \t\n'\"");
        size_t upto = (size_t)(auth - p);
        size_t w = upto < n - 1 - o ? upto : n - 1 - o;
        memcpy(out + o, p, w);
        o += w;
        if (auth[span] == '@') {
            const char *colon = memchr(auth, ':', span);
            char tmp[300];
            if (colon)
                snprintf(tmp, sizeof tmp, "%.*s:***@", (int)(colon - auth), auth);
            else
                snprintf(tmp, sizeof tmp, "***@");
            size_t tl = strlen(tmp);
            w = tl < n - 1 - o ? tl : n - 1 - o;
            memcpy(out + o, tmp, w);
            o += w;
            p = auth + span + 1;
        } else {
            p = auth;
        }
    }
    size_t rest = strlen(p);
    size_t w = rest < n - 1 - o ? rest : n - 1 - o;
    memcpy(out + o, p, w);
    o += w;
    out[o] = '\0';
    return out;
}

/* Hide URL passwords in an error message already set. */
static void redact_error(sp_error *err)
{
    if (!err)
        return;
    char tmp[sizeof err->message];
    sp_redact_urls(err->message, tmp, sizeof tmp);
    memcpy(err->message, tmp, sizeof tmp);
}

/* git's pushurl, insteadOf and pushInsteadOf (gitcfg.c) */
static int open_remote_urls(git_repository *repo, const char *name, git_remote **out, bool named, bool for_push,
                            sp_error *err)
{
    if (sp_gitcfg_remote_urls(repo, *out, name, named, for_push, err) < 0) {
        git_remote_free(*out);
        *out = NULL;
        return -1;
    }
    return 0;
}

static int open_remote(git_repository *repo, const char *name, git_remote **out, bool *named, bool for_push,
                       sp_error *err)
{
    *named = false;
    if (git_remote_lookup(out, repo, name) == 0) {
        *named = true;
        return open_remote_urls(repo, name, out, true, for_push, err);
    }
    git_error_clear();
    /* Not a remote's name: it must be a URL ("https://...", "user@host:path") or an existing path, else libgit2
     * would try it as a URL and fail with "unsupported URL protocol". */
    if (!strstr(name, "://") && !strchr(name, ':') && access(name, F_OK) != 0) {
        return sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                            "no remote named '%s' and no repository at that path; add it (git remote add %s URL) "
                            "or push elsewhere with --push REMOTE (a remote, URL or path; also `remote:` in the "
                            "publish: block of _config.yml or git config sitepub.remote)",
                            name, name);
    }
    if (git_remote_create_anonymous(out, repo, name) < 0) {
        sp_git_fail(err, SP_ERR_PUSH, name);
        sp_error_prefix(err, "no remote named '%s' and not a URL or path", name);
        redact_error(err);
        return -1;
    }
    return open_remote_urls(repo, name, out, false, for_push, err);
}

static bool is_nonff_status(const char *s)
{
    return strstr(s, "non-fast-forward") || strstr(s, "fetch first");
}

int sp_push_branch(git_repository *repo, const sp_publish_settings *s, const char *refname, bool force,
                   bool *nonff, char *msg, size_t msgsz, sp_error *err)
{
    *nonff = false;
    git_remote *remote = NULL;
    bool named;
    if (open_remote(repo, s->remote, &remote, &named, true, err) < 0)
        return -1;
    push_ctx c;
    memset(&c, 0, sizeof c);
    c.s = s;
    c.repo = repo;
    git_push_options po;
    git_push_options_init(&po, GIT_PUSH_OPTIONS_VERSION);
    if (sp_gitcfg_http(repo, git_remote_pushurl(remote) ? git_remote_pushurl(remote) : git_remote_url(remote),
                       &po.custom_headers, err) < 0) {
        git_remote_free(remote);
        return -1;
    }
    po.callbacks.credentials = cred_cb;
    po.callbacks.sideband_progress = sideband_cb;
    po.callbacks.push_update_reference = update_ref_cb;
    if (s->progress)
        po.callbacks.push_transfer_progress = push_progress_cb;
    po.callbacks.payload = &c;
    char spec[600];
    snprintf(spec, sizeof spec, "%s%s:%s", force ? "+" : "", refname, refname);
    char *specs[1] = {spec};
    git_strarray arr = {specs, 1};
    int rc = git_remote_push(remote, &arr, &po);
    format_remote_text(&c, msg, msgsz);
    int ret = 0;
    if (rc == GIT_ENONFASTFORWARD) {
        git_error_clear();
        *nonff = true;
    } else if (rc < 0) {
        const git_error *e = git_error_last();
        if (rc == GIT_EAUTH || (e && e->message && !*e->message)) {
            sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                         "authentication to '%s' failed (offered: %s); set $%s to a token, load a key into "
                         "ssh-agent, or name a key file (--ssh-key / sitepub.sshKey)",
                         git_remote_url(remote), c.tried[0] ? c.tried : "no credential was available",
                         s->token_env ? s->token_env : "SITEPUB_TOKEN");
        } else {
            sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0, "push to '%s' failed: %s%s%s", git_remote_url(remote),
                         e && e->message ? e->message : "unknown error", msg && *msg ? "\n" : "",
                         msg ? msg : "");
        }
        redact_error(err);
        ret = -1;
    } else if (c.ref_rejected) {
        if (is_nonff_status(c.ref_status)) {
            *nonff = true;
        } else {
            sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0, "the remote '%s' rejected %s%s%s", git_remote_url(remote),
                         c.ref_status, msg && *msg ? "\n" : "", msg ? msg : "");
            redact_error(err);
            ret = -1;
        }
    }
    sp_gitcfg_credential_done(&c.helper, rc != GIT_EAUTH);
    sp_gitcfg_http_free(&po.custom_headers);
    sp_buf_free(&c.remote_text);
    git_remote_free(remote);
    return ret;
}

int sp_fetch_branch(git_repository *repo, const sp_publish_settings *s, const char *refname, bool *exists,
                    git_oid *tip, sp_error *err)
{
    *exists = false;
    git_remote *remote = NULL;
    bool named;
    if (open_remote(repo, s->remote, &remote, &named, false, err) < 0)
        return -1;
    push_ctx c;
    memset(&c, 0, sizeof c);
    c.s = s;
    c.repo = repo;
    git_fetch_options fo;
    git_fetch_options_init(&fo, GIT_FETCH_OPTIONS_VERSION);
    if (sp_gitcfg_http(repo, git_remote_url(remote), &fo.custom_headers, err) < 0) {
        git_remote_free(remote);
        return -1;
    }
    fo.callbacks.credentials = cred_cb;
    fo.callbacks.payload = &c;
    fo.update_fetchhead = 0;
    fo.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_NONE;
    char spec[700];
    const char *shortname = refname + strlen("refs/heads/");
    if (named && !strncmp(refname, "refs/heads/", 11)) /* other refs (the source notes): objects and *tip only */
        snprintf(spec, sizeof spec, "+%s:refs/remotes/%s/%s", refname, s->remote, shortname);
    else
        snprintf(spec, sizeof spec, "%s", refname);
    char *specs[1] = {spec};
    git_strarray arr = {specs, 1};
    int ret = 0;
    if (git_remote_fetch(remote, &arr, &fo, "sitepub publish: fetch") < 0) {
        sp_git_fail(err, SP_ERR_PUSH, "fetch after a non-fast-forward rejection failed");
        redact_error(err);
        ret = -1;
    } else {
        const git_remote_head **heads;
        size_t n;
        if (git_remote_ls(&heads, &n, remote) == 0) {
            for (size_t i = 0; i < n; i++)
                if (!strcmp(heads[i]->name, refname)) {
                    *exists = true;
                    *tip = heads[i]->oid;
                }
        }
        git_error_clear();
    }
    sp_gitcfg_credential_done(&c.helper, ret == 0);
    sp_gitcfg_http_free(&fo.custom_headers);
    sp_buf_free(&c.remote_text);
    git_remote_free(remote);
    return ret;
}
