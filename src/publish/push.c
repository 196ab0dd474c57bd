/* Push and fetch of the publish branch with libgit2 (include/sitepub/publish.h): credentials from an ssh agent,
 * an ssh key file or an https token in an environment variable, each offered once; per-ref rejections reported
 * with the server's message; a connect and idle timeout on every network operation (a watchdog thread); a push
 * to a path or file:// remote done here as a compare-and-swap of the remote ref (libgit2's local transport
 * overwrites it), refused when the remote repository has receive hooks. */
#include <errno.h>
#include <git2.h>
#include <git2/sys/odb_backend.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
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
    struct net_watch *watch;
} push_ctx;

/* ---- timeouts ----
 * libgit2 1.5 has no network timeout (GIT_OPT_SET_SERVER_TIMEOUT came in 1.7), so a watchdog thread does it: each
 * callback (credentials, certificate, progress, sideband, ref status) marks activity; when none came for the
 * timeout, the watchdog sets `fired` and sends SIGALRM to the thread running the operation every 200 ms until it
 * returns. The handler does nothing and is installed without SA_RESTART, so the blocked connect(), recv() or
 * send() fails with EINTR and libgit2 returns an error; the callbacks return -1 once fired, for a signal that
 * came between system calls. */
static void redact_error(sp_error *err);

typedef struct net_watch {
    pthread_t target, thread;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct timespec last;
    int seconds;
    bool done, fired, started;
    struct sigaction old;
} net_watch;

static void alarm_noop(int sig)
{
    (void)sig;
}

static void watch_touch(net_watch *w)
{
    if (!w || !w->started)
        return;
    pthread_mutex_lock(&w->mu);
    clock_gettime(CLOCK_MONOTONIC, &w->last);
    pthread_mutex_unlock(&w->mu);
}

static bool watch_fired(net_watch *w)
{
    if (!w || !w->started)
        return false;
    pthread_mutex_lock(&w->mu);
    bool f = w->fired;
    pthread_mutex_unlock(&w->mu);
    return f;
}

static void *watch_main(void *arg)
{
    net_watch *w = arg;
    pthread_mutex_lock(&w->mu);
    while (!w->done) {
        struct timespec now, until;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (w->fired) {
            pthread_kill(w->target, SIGALRM);
            until = now;
            until.tv_nsec += 200000000L;
        } else {
            until = w->last;
            until.tv_sec += w->seconds;
            if (now.tv_sec > until.tv_sec || (now.tv_sec == until.tv_sec && now.tv_nsec >= until.tv_nsec)) {
                w->fired = true;
                continue;
            }
        }
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&w->cv, &w->mu, &until);
    }
    pthread_mutex_unlock(&w->mu);
    return NULL;
}

static void watch_start(net_watch *w, int seconds)
{
    memset(w, 0, sizeof *w);
    w->seconds = seconds > 0 ? seconds : SP_PUBLISH_DEFAULT_TIMEOUT;
    w->target = pthread_self();
    pthread_mutex_init(&w->mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&w->cv, &ca);
    pthread_condattr_destroy(&ca);
    clock_gettime(CLOCK_MONOTONIC, &w->last);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = alarm_noop;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: the blocked system call returns EINTR */
    sigaction(SIGALRM, &sa, &w->old);
    if (pthread_create(&w->thread, NULL, watch_main, w) == 0) {
        w->started = true;
    } else {
        sigaction(SIGALRM, &w->old, NULL);
        pthread_cond_destroy(&w->cv);
        pthread_mutex_destroy(&w->mu);
    }
}

/* Stop the watchdog; true when it fired. */
static bool watch_stop(net_watch *w)
{
    if (!w->started)
        return false;
    pthread_mutex_lock(&w->mu);
    w->done = true;
    pthread_cond_signal(&w->cv);
    pthread_mutex_unlock(&w->mu);
    pthread_join(w->thread, NULL);
    bool fired = w->fired;
    /* A SIGALRM sent just before done may still be pending for this thread: take it before the old handler
     * (SIG_DFL would end the process) comes back. */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGALRM);
    struct timespec zero = {0, 0};
    while (sigtimedwait(&set, NULL, &zero) == SIGALRM)
        ;
    sigaction(SIGALRM, &w->old, NULL);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
    w->started = false;
    return fired;
}

static int timeout_error(sp_error *err, const char *what, const char *url, int seconds)
{
    sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                 "%s '%s' timed out: no connection or no answer for %d s; check the network and the server, or "
                 "allow longer with --timeout SECONDS (git config sitepub.timeout)",
                 what, url, seconds);
    redact_error(err);
    return -1;
}

static int progress_cb(const git_indexer_progress *st, void *payload)
{
    push_ctx *c = payload;
    (void)st;
    if (watch_fired(c->watch))
        return -1;
    watch_touch(c->watch);
    return 0;
}

/* The push's transfer progress: activity for the watchdog, and the objects sent of total for --progress. */
static int push_progress_cb(unsigned int current, unsigned int total, size_t bytes, void *payload)
{
    push_ctx *c = payload;
    (void)bytes;
    if (c->s->progress)
        c->s->progress(c->s->progress_ud, "push", current, total);
    return progress_cb(NULL, payload);
}

static int pack_progress_cb(int stage, uint32_t current, uint32_t total, void *payload)
{
    (void)stage, (void)current, (void)total;
    return progress_cb(NULL, payload);
}

static int cert_cb(git_cert *cert, int valid, const char *host, void *payload)
{
    (void)cert, (void)host;
    (void)valid;
    if (progress_cb(NULL, payload) < 0)
        return -1;
    return GIT_PASSTHROUGH; /* libgit2's own decision */
}

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
    watch_touch(c->watch);
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
    if (watch_fired(c->watch))
        return -1;
    watch_touch(c->watch);
    if (c->remote_text.len < 8192)
        sp_buf_append(&c->remote_text, str, (size_t)len);
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

/* A per-ref status that means the ref was not where the pusher saw it: a non-fast-forward rejection, or the
 * server's compare-and-swap losing to a concurrent push (receive-pack's "failed to update ref" after "cannot
 * lock ref '...': is at X but expected Y"; "failed to lock" from older git). Each is fetched, rebuilt and
 * retried. */
static bool is_nonff_status(const char *s, const char *remote_text)
{
    if (strstr(s, "non-fast-forward") || strstr(s, "fetch first") || strstr(s, "cannot lock ref") ||
        strstr(s, "failed to lock") || strstr(s, "but expected"))
        return true;
    return strstr(s, "failed to update ref") && remote_text &&
           (strstr(remote_text, "cannot lock ref") || strstr(remote_text, "but expected"));
}

/* ---- pushes to a path or file:// URL ---- */

/* The repository path when url names a local repository as libgit2's local transport takes it ("file://PATH" or
 * an existing directory); NULL otherwise. */
static const char *local_path(const char *url)
{
    if (!strncmp(url, "file://", 7))
        return url + 7;
    struct stat st;
    if (!strstr(url, "://") && stat(url, &st) == 0 && S_ISDIR(st.st_mode))
        return url;
    return NULL;
}

/* The hooks git's receive-pack runs (githooks(5)). */
static const char *const RECEIVE_HOOKS[] = {"pre-receive", "update", "proc-receive", "reference-transaction",
                                            "push-to-checkout", "post-receive", "post-update"};

/* The first receive hook the repository has (executable, as git requires), or NULL; its path into path. */
static const char *find_receive_hook(git_repository *rr, char *path, size_t n)
{
    char dir[4096];
    git_config *cfg = NULL;
    git_buf hp = {0};
    dir[0] = '\0';
    if (git_repository_config_snapshot(&cfg, rr) == 0 && git_config_get_string_buf(&hp, cfg, "core.hooksPath") == 0 &&
        hp.ptr && *hp.ptr) {
        /* git resolves a relative core.hooksPath from where hooks run: the work tree, or GIT_DIR when bare */
        const char *base = git_repository_workdir(rr) ? git_repository_workdir(rr) : git_repository_path(rr);
        if (hp.ptr[0] == '/')
            snprintf(dir, sizeof dir, "%s", hp.ptr);
        else
            snprintf(dir, sizeof dir, "%s/%s", base, hp.ptr);
    } else {
        snprintf(dir, sizeof dir, "%shooks", git_repository_commondir(rr));
    }
    git_buf_dispose(&hp);
    git_config_free(cfg);
    git_error_clear();
    for (size_t i = 0; i < sizeof RECEIVE_HOOKS / sizeof *RECEIVE_HOOKS; i++) {
        snprintf(path, n, "%s/%s", dir, RECEIVE_HOOKS[i]);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0)
            return RECEIVE_HOOKS[i];
    }
    return NULL;
}

static int remote_cfg_bool(git_repository *rr, const char *key, int dflt)
{
    git_config *cfg = NULL;
    int v = dflt;
    if (git_repository_config_snapshot(&cfg, rr) == 0 && git_config_get_bool(&v, cfg, key) < 0)
        v = dflt;
    git_config_free(cfg);
    git_error_clear();
    return v;
}

typedef struct pack_sink {
    git_odb_writepack *wp;
    git_indexer_progress st;
} pack_sink;

static int pack_chunk(void *buf, size_t size, void *payload)
{
    pack_sink *ps = payload;
    return ps->wp->append(ps->wp, buf, size, &ps->st);
}

/* Send the objects of new_id that the remote lacks (everything not reachable from have, when the local repository
 * has have) into rr's object database as one pack, as libgit2's local transport does. */
static int copy_objects(git_repository *repo, git_repository *rr, const git_oid *new_id, const git_oid *have,
                        sp_error *err)
{
    git_packbuilder *pb = NULL;
    git_revwalk *w = NULL;
    git_odb *rodb = NULL, *lodb = NULL;
    pack_sink ps;
    memset(&ps, 0, sizeof ps);
    int ret = -1;
    if (git_repository_odb(&rodb, rr) < 0 || git_repository_odb(&lodb, repo) < 0)
        goto fail;
    if (git_odb_exists(rodb, new_id)) {
        ret = 0;
        goto out;
    }
    if (git_packbuilder_new(&pb, repo) < 0 || git_revwalk_new(&w, repo) < 0 || git_revwalk_push(w, new_id) < 0)
        goto fail;
    if (have && git_odb_exists(lodb, have) && git_odb_exists(rodb, have) && git_revwalk_hide(w, have) < 0)
        goto fail;
    if (git_packbuilder_insert_walk(pb, w) < 0 || git_odb_write_pack(&ps.wp, rodb, NULL, NULL) < 0)
        goto fail;
    if (git_packbuilder_foreach(pb, pack_chunk, &ps) < 0 || ps.wp->commit(ps.wp, &ps.st) < 0)
        goto fail;
    ret = 0;
    goto out;
fail:
    sp_git_fail(err, SP_ERR_PUSH, "cannot copy the commit's objects to the remote repository");
out:
    if (ps.wp)
        ps.wp->free(ps.wp);
    git_revwalk_free(w);
    git_packbuilder_free(pb);
    git_odb_free(lodb);
    git_odb_free(rodb);
    return ret;
}

/* Push refname to the repository at path as receive-pack would: refused when the remote runs receive hooks (which
 * sitepub does not run) or when refname is its checked-out branch (receive.denyCurrentBranch); otherwise the
 * objects first, then the ref moved from the value read at the start to the local tip under the ref's lock
 * (compare-and-swap): a ref that moved meanwhile, is locked by another pusher or is not an ancestor of the local
 * tip (without force) sets *nonff, to be fetched, rebuilt and retried. */
static int push_local(git_repository *repo, const char *url, const char *path, const char *remote_name,
                      const char *refname, bool force, bool *nonff, char *msg, size_t msgsz, sp_error *err)
{
    if (msg && msgsz)
        msg[0] = '\0';
    git_oid new_id;
    if (git_reference_name_to_id(&new_id, repo, refname) < 0)
        return sp_git_fail(err, SP_ERR_GIT, refname);
    git_repository *rr = NULL;
    if (git_repository_open_ext(&rr, path, GIT_REPOSITORY_OPEN_NO_SEARCH, NULL) < 0) {
        sp_git_fail(err, SP_ERR_PUSH, path);
        sp_error_prefix(err, "push to '%s' failed: not a git repository", url);
        return -1;
    }
    int ret = -1;
    char hook[4200];
    const char *h = find_receive_hook(rr, hook, sizeof hook);
    if (h) {
        sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                     "push to '%s' refused: the repository has a %s hook (%s), which sitepub does not run for a "
                     "path or file:// remote; push through a server that runs it (ssh://, git:// or https://), or "
                     "remove the hook if the remote does not need it",
                     url, h, hook);
        goto out;
    }
    if (!git_repository_is_bare(rr) && remote_cfg_bool(rr, "receive.denyCurrentBranch", 1)) {
        git_reference *head = NULL;
        bool checked_out = git_repository_head(&head, rr) == 0 && !strcmp(git_reference_name(head), refname);
        if (!checked_out && git_reference_lookup(&head, rr, "HEAD") == 0 &&
            git_reference_type(head) == GIT_REFERENCE_SYMBOLIC)
            checked_out = !strcmp(git_reference_symbolic_target(head), refname);
        git_reference_free(head);
        git_error_clear();
        if (checked_out) {
            sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                         "the remote '%s' rejected %s: branch is currently checked out (refusing to update the "
                         "checked-out branch of a non-bare repository, as git's receive.denyCurrentBranch); push "
                         "to a bare repository",
                         url, refname);
            goto out;
        }
    }
    git_oid old;
    bool has_old = git_reference_name_to_id(&old, rr, refname) == 0;
    git_error_clear();
    if (has_old && git_oid_equal(&old, &new_id)) {
        ret = 0;
        goto track;
    }
    if (has_old) {
        bool ff = false;
        git_odb *lodb = NULL;
        if (git_repository_odb(&lodb, repo) == 0 && git_odb_exists(lodb, &old))
            ff = git_graph_descendant_of(repo, &new_id, &old) == 1;
        git_odb_free(lodb);
        git_error_clear();
        if (!ff && (!force || remote_cfg_bool(rr, "receive.denyNonFastForwards", 0))) {
            if (force) {
                sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                             "the remote '%s' rejected %s: non-fast-forward updates are denied there "
                             "(receive.denyNonFastForwards)",
                             url, refname);
                goto out;
            }
            *nonff = true;
            ret = 0;
            goto out;
        }
    }
    if (copy_objects(repo, rr, &new_id, has_old ? &old : NULL, err) < 0)
        goto out;
    git_reference *ref = NULL;
    int rc = has_old ? git_reference_create_matching(&ref, rr, refname, &new_id, 1, &old, "push")
                     : git_reference_create(&ref, rr, refname, &new_id, 0, "push");
    git_reference_free(ref);
    if (rc == GIT_EMODIFIED || rc == GIT_EEXISTS || rc == GIT_ELOCKED) {
        /* another pusher won the race or holds the lock: fetch, rebuild and retry */
        git_error_clear();
        *nonff = true;
        ret = 0;
        goto out;
    }
    if (rc < 0) {
        sp_git_fail(err, SP_ERR_PUSH, refname);
        sp_error_prefix(err, "push to '%s' failed", url);
        goto out;
    }
    ret = 0;
track:
    if (remote_name) {
        /* as git_remote_push's update_tips: the remote-tracking ref follows the pushed value */
        char tname[700];
        snprintf(tname, sizeof tname, "refs/remotes/%s/%s", remote_name, refname + strlen("refs/heads/"));
        git_reference *t = NULL;
        if (git_reference_is_valid_name(tname) == 1)
            git_reference_create(&t, repo, tname, &new_id, 1, "update by push");
        git_reference_free(t);
        git_error_clear();
    }
out:
    git_repository_free(rr);
    return ret;
}

int sp_push_branch(git_repository *repo, const sp_publish_settings *s, const char *refname, bool force,
                   bool *nonff, char *msg, size_t msgsz, sp_error *err)
{
    *nonff = false;
    git_remote *remote = NULL;
    bool named;
    if (open_remote(repo, s->remote, &remote, &named, true, err) < 0)
        return -1;
    const char *url = git_remote_pushurl(remote) ? git_remote_pushurl(remote) : git_remote_url(remote);
    const char *path = url ? local_path(url) : NULL;
    if (path) {
        int r = push_local(repo, url, path, named ? s->remote : NULL, refname, force, nonff, msg, msgsz, err);
        git_remote_free(remote);
        return r;
    }
    push_ctx c;
    memset(&c, 0, sizeof c);
    c.s = s;
    c.repo = repo;
    net_watch w;
    c.watch = &w;
    git_push_options po;
    git_push_options_init(&po, GIT_PUSH_OPTIONS_VERSION);
    if (sp_gitcfg_http(repo, git_remote_pushurl(remote) ? git_remote_pushurl(remote) : git_remote_url(remote),
                       &po.custom_headers, err) < 0) {
        git_remote_free(remote);
        return -1;
    }
    po.callbacks.credentials = cred_cb;
    po.callbacks.certificate_check = cert_cb;
    po.callbacks.sideband_progress = sideband_cb;
    po.callbacks.push_update_reference = update_ref_cb;
    po.callbacks.transfer_progress = progress_cb;
    po.callbacks.push_transfer_progress = push_progress_cb;
    po.callbacks.pack_progress = pack_progress_cb;
    po.callbacks.payload = &c;
    char spec[600];
    snprintf(spec, sizeof spec, "%s%s:%s", force ? "+" : "", refname, refname);
    char *specs[1] = {spec};
    git_strarray arr = {specs, 1};
    watch_start(&w, s->timeout);
    int rc = git_remote_push(remote, &arr, &po);
    bool timed_out = watch_stop(&w);
    format_remote_text(&c, msg, msgsz);
    int ret = 0;
    if (timed_out && (rc < 0 || c.ref_rejected)) {
        timeout_error(err, "push to", git_remote_url(remote), w.seconds);
        git_error_clear();
        ret = -1;
    } else if (rc == GIT_ENONFASTFORWARD) {
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
        git_error_clear();
        ret = -1;
    } else if (c.ref_rejected) {
        if (is_nonff_status(c.ref_status, sp_buf_cstr(&c.remote_text))) {
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
    net_watch w;
    c.watch = &w;
    git_fetch_options fo;
    git_fetch_options_init(&fo, GIT_FETCH_OPTIONS_VERSION);
    if (sp_gitcfg_http(repo, git_remote_url(remote), &fo.custom_headers, err) < 0) {
        git_remote_free(remote);
        return -1;
    }
    fo.callbacks.credentials = cred_cb;
    fo.callbacks.certificate_check = cert_cb;
    fo.callbacks.sideband_progress = sideband_cb;
    fo.callbacks.transfer_progress = progress_cb;
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
    watch_start(&w, s->timeout);
    int rc = git_remote_fetch(remote, &arr, &fo, "sitepub publish: fetch");
    bool timed_out = watch_stop(&w);
    if (rc < 0 && timed_out) {
        timeout_error(err, "fetch from", git_remote_url(remote), w.seconds);
        git_error_clear();
        ret = -1;
    } else if (rc < 0) {
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
