/* settings.c: the notice settings from git config, with git-multimail's names and defaults
 * (ConfigOptionsEnvironmentMixin, ConfigFilterLinesEnvironmentMixin, ConfigMaxlinesEnvironmentMixin,
 * ConfigRecipientsEnvironmentMixin, PusherDomainEnvironmentMixin, GenericEnvironmentMixin). */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sitepub/mail.h"

static char *dup0(const char *s)
{
    if (!s)
        return NULL;
    char *r = strdup(s);
    if (!r)
        abort();
    return r;
}

static char *cfg_str(git_config *cfg, const char *name)
{
    git_buf b = GIT_BUF_INIT;
    if (git_config_get_string_buf(&b, cfg, name) < 0) {
        git_error_clear();
        return NULL;
    }
    char *r = dup0(b.ptr);
    git_buf_dispose(&b);
    return r;
}

static int cfg_int(git_config *cfg, const char *name, int *out, sp_error *err)
{
    char *v = cfg_str(cfg, name);
    if (!v)
        return 0;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    while (*end && isspace((unsigned char)*end))
        end++;
    if (errno || *end || end == v || n < INT_MIN || n > INT_MAX) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "git config %s: '%s' is not a number", name, v);
        free(v);
        return -1;
    }
    *out = (int)n;
    free(v);
    return 0;
}

static int cfg_bool(git_config *cfg, const char *name, int *out, sp_error *err)
{
    int v;
    int r = git_config_get_bool(&v, cfg, name);
    if (r == GIT_ENOTFOUND) {
        git_error_clear();
        return 0;
    }
    if (r < 0) {
        const git_error *e = git_error_last();
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "git config %s: %s", name,
                            e && e->message ? e->message : "not a boolean");
    }
    *out = v;
    return 0;
}

typedef struct join_ctx {
    sp_buf b;
    int any;
} join_ctx;

static int join_cb(const git_config_entry *e, void *payload)
{
    join_ctx *j = payload;
    const char *v = e->value ? e->value : "";
    while (*v == ' ' || *v == '\t')
        v++;
    size_t n = strlen(v);
    while (n && (v[n - 1] == ' ' || v[n - 1] == '\t' || v[n - 1] == '\n'))
        n--;
    if (j->any)
        sp_buf_puts(&j->b, ", ");
    sp_buf_append(&j->b, v, n);
    j->any++;
    return 0;
}

/* _get_recipients: the first of names that is set, values stripped and joined with ", "; a single "none" is
 * empty; NULL when none is set. */
static char *recipients(git_config *cfg, const char *const *names)
{
    for (; *names; names++) {
        join_ctx j = {SP_BUF_INIT, 0};
        int r = git_config_get_multivar_foreach(cfg, *names, NULL, join_cb, &j);
        if (r < 0)
            git_error_clear();
        if (j.any) {
            char *v = sp_buf_detach(&j.b);
            if (!strcmp(v, "none")) {
                free(v);
                return dup0("");
            }
            return v;
        }
        sp_buf_free(&j.b);
    }
    return dup0("");
}

static char *repo_basename(git_repository *repo)
{
    const char *path = git_repository_is_bare(repo) ? git_repository_path(repo) : git_repository_workdir(repo);
    if (!path)
        path = git_repository_path(repo);
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/')
        n--;
    size_t start = n;
    while (start && path[start - 1] != '/')
        start--;
    char *base = strndup(path + start, n - start);
    if (!base)
        abort();
    size_t bl = strlen(base);
    if (bl > 4 && !strcmp(base + bl - 4, ".git"))
        base[bl - 4] = '\0';
    return base;
}

int sp_notify_settings_load(git_repository *repo, sp_notify_settings *s, sp_error *err)
{
    memset(s, 0, sizeof *s);
    s->email_max_lines = 0;
    s->email_max_line_length = 500;
    s->subject_max_length = 500;
    s->combine_when_single_commit = 1;
    s->max_commit_emails = 500;
    s->smtp_timeout = 10;
    s->date_substitute = dup0("AuthorDate: ");

    git_config *cfg = NULL;
    if (git_repository_config_snapshot(&cfg, repo) < 0) {
        const git_error *e = git_error_last();
        return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "git config: %s", e && e->message ? e->message : "?");
    }
    int r = -1;
    static const char *const refchange_names[] = {"multimailhook.refchangeList", "multimailhook.mailingList", NULL};
    static const char *const commit_names[] = {"multimailhook.commitList", "multimailhook.mailingList", NULL};
    s->refchange_recipients = recipients(cfg, refchange_names);
    s->revision_recipients = recipients(cfg, commit_names);

    if (cfg_int(cfg, "multimailhook.emailMaxLines", &s->email_max_lines, err) < 0)
        goto done;
    char *mll = cfg_str(cfg, "multimailhook.emailMaxLineLength");
    free(mll);
    if (cfg_int(cfg, "multimailhook.emailMaxLineLength", &s->email_max_line_length, err) < 0)
        goto done;
    s->subject_max_length = s->email_max_line_length;
    if (cfg_int(cfg, "multimailhook.subjectMaxLength", &s->subject_max_length, err) < 0)
        goto done;
    if (cfg_int(cfg, "multimailhook.maxCommitEmails", &s->max_commit_emails, err) < 0)
        goto done;
    if (cfg_bool(cfg, "multimailhook.combineWhenSingleCommit", &s->combine_when_single_commit, err) < 0)
        goto done;

    s->from = cfg_str(cfg, "multimailhook.from");
    s->from_refchange = cfg_str(cfg, "multimailhook.fromRefchange");
    s->from_commit = cfg_str(cfg, "multimailhook.fromCommit");
    char *reply_to = cfg_str(cfg, "multimailhook.replyTo");
    s->reply_to_refchange = cfg_str(cfg, "multimailhook.replyToRefchange");
    if (!s->reply_to_refchange)
        s->reply_to_refchange = dup0(reply_to);
    s->reply_to_commit = cfg_str(cfg, "multimailhook.replyToCommit");
    if (!s->reply_to_commit)
        s->reply_to_commit = dup0(reply_to);
    free(reply_to);
    if (s->reply_to_refchange && !strcasecmp(s->reply_to_refchange, "author")) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "\"author\" is not an allowed setting for replyToRefchange");
        goto done;
    }
    if ((s->from_refchange && (!strcasecmp(s->from_refchange, "author") || !strcasecmp(s->from_refchange, "none"))) ||
        (s->from_commit && !strcasecmp(s->from_commit, "none"))) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "multimailhook.fromRefchange/fromCommit: value not allowed");
        goto done;
    }
    s->envelope_sender = cfg_str(cfg, "multimailhook.envelopeSender");
    s->administrator = cfg_str(cfg, "multimailhook.administrator");
    if (!s->administrator || !*s->administrator) {
        free(s->administrator);
        s->administrator = dup0(s->envelope_sender && *s->envelope_sender ? s->envelope_sender
                                                                         : "the administrator of this repository");
    }
    s->repo_shortname = cfg_str(cfg, "multimailhook.repoName");
    if (!s->repo_shortname || !*s->repo_shortname) {
        free(s->repo_shortname);
        s->repo_shortname = repo_basename(repo);
    }
    char *prefix = cfg_str(cfg, "multimailhook.emailPrefix");
    sp_buf pb = SP_BUF_INIT;
    if (prefix) {
        const char *a = prefix;
        while (isspace((unsigned char)*a))
            a++;
        size_t n = strlen(a);
        while (n && isspace((unsigned char)a[n - 1]))
            n--;
        sp_buf_append(&pb, a, n);
        if (n)
            sp_buf_putc(&pb, ' ');
    } else {
        sp_buf_puts(&pb, "[%(repo_shortname)s] ");
    }
    free(prefix);
    /* only %(repo_shortname)s may appear */
    sp_buf ex = SP_BUF_INIT;
    for (const char *p = sp_buf_cstr(&pb); *p; p++) {
        if (!strncmp(p, "%(repo_shortname)s", 18)) {
            sp_buf_puts(&ex, s->repo_shortname);
            p += 17;
        } else if (p[0] == '%' && p[1] == '%') {
            sp_buf_putc(&ex, '%');
            p++;
        } else {
            sp_buf_putc(&ex, *p);
        }
    }
    sp_buf_free(&pb);
    s->email_prefix = sp_buf_detach(&ex);
    s->email_domain = cfg_str(cfg, "multimailhook.emailDomain");
    s->fqdn = cfg_str(cfg, "multimailhook.fqdn");
    if (!s->fqdn || !*s->fqdn) {
        char host[256] = "localhost";
        gethostname(host, sizeof host - 1);
        host[sizeof host - 1] = '\0';
        free(s->fqdn);
        s->fqdn = dup0(host);
    }
    char *ds = cfg_str(cfg, "multimailhook.dateSubstitute");
    if (ds) {
        free(s->date_substitute);
        s->date_substitute = strcmp(ds, "none") ? ds : NULL;
        if (!s->date_substitute)
            free(ds);
    }
    s->user_name = cfg_str(cfg, "user.name");
    s->user_email = cfg_str(cfg, "user.email");

    char *style = cfg_str(cfg, "sitepub.notify.style");
    if (style && !strcasecmp(style, "asf"))
        s->style = SP_NOTIFY_ASF;
    else if (style && strcasecmp(style, "stock")) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "git config sitepub.notify.style: '%s' (use asf or stock)", style);
        free(style);
        goto done;
    }
    free(style);
    s->repository_url = cfg_str(cfg, "sitepub.notify.repositoryURL");
    if (!s->repository_url) {
        sp_buf u = SP_BUF_INIT;
        sp_buf_printf(&u, "https://gitbox.apache.org/repos/asf/%s.git", s->repo_shortname);
        s->repository_url = sp_buf_detach(&u);
    }
    s->template_dir = cfg_str(cfg, "sitepub.notify.templates");

    /* SMTP */
    char *pass = cfg_str(cfg, "multimailhook.smtpPass");
    if (pass) {
        free(pass);
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                     "multimailhook.smtpPass is set: sitepub does not read passwords from git config; remove it "
                     "and put the password in the environment variable SITEPUB_SMTP_PASSWORD (or "
                     "sitepub.notify.smtpPasswordEnv) or in a netrc file (sitepub.notify.netrc)");
        goto done;
    }
    s->smtp_url = cfg_str(cfg, "sitepub.notify.smtpURL");
    char *enc = cfg_str(cfg, "multimailhook.smtpEncryption");
    char *server = cfg_str(cfg, "multimailhook.smtpServer");
    if (!s->smtp_url && server) {
        sp_buf u = SP_BUF_INIT;
        int ssl = enc && !strcasecmp(enc, "ssl");
        int none = enc && !strcasecmp(enc, "none");
        sp_buf_printf(&u, "%s://%s", ssl ? "smtps" : "smtp", server);
        if (!strchr(server, ':'))
            sp_buf_puts(&u, ssl ? ":465" : none ? ":25" : ":587");
        s->smtp_url = sp_buf_detach(&u);
    }
    if (enc && !strcasecmp(enc, "none"))
        s->smtp_plain = 1;
    free(enc);
    free(server);
    s->smtp_user = cfg_str(cfg, "multimailhook.smtpUser");
    s->smtp_cacert = cfg_str(cfg, "multimailhook.smtpCACerts");
    s->smtp_password_env = cfg_str(cfg, "sitepub.notify.smtpPasswordEnv");
    if (!s->smtp_password_env)
        s->smtp_password_env = dup0("SITEPUB_SMTP_PASSWORD");
    s->smtp_netrc = cfg_str(cfg, "sitepub.notify.netrc");
    char *to = cfg_str(cfg, "multimailhook.smtpServerTimeout");
    if (to) {
        double d = strtod(to, NULL);
        if (d > 0)
            s->smtp_timeout = (long)(d + 0.999);
        free(to);
    }

    const char *user = getenv("USER");
    if (!user)
        user = getenv("USERNAME");
    s->pusher = dup0(user ? user : "unknown user");
    r = 0;
done:
    git_config_free(cfg);
    if (r < 0)
        sp_notify_settings_free(s);
    return r;
}

void sp_notify_settings_free(sp_notify_settings *s)
{
    if (!s)
        return;
    char **fields[] = {&s->refchange_recipients, &s->revision_recipients, &s->email_prefix, &s->from,
                       &s->from_refchange, &s->from_commit, &s->reply_to_refchange, &s->reply_to_commit,
                       &s->administrator, &s->repo_shortname, &s->email_domain, &s->envelope_sender, &s->fqdn,
                       &s->user_name, &s->user_email, &s->pusher, &s->date_substitute, &s->repository_url,
                       &s->template_dir, &s->smtp_url, &s->smtp_user, &s->smtp_password_env, &s->smtp_netrc,
                       &s->smtp_cacert};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        free(*fields[i]);
        *fields[i] = NULL;
    }
}
