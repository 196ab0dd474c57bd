/* settings.c: the notice settings from git config, with git-multimail's names and defaults
 * (ConfigOptionsEnvironmentMixin, ConfigFilterLinesEnvironmentMixin, ConfigMaxlinesEnvironmentMixin,
 * ConfigRecipientsEnvironmentMixin, PusherDomainEnvironmentMixin, GenericEnvironmentMixin). */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sitepub/mail.h"
#include "sitepub/value.h"

/* True when server (git-multimail's smtpServer: HOST, HOST:PORT, [V6]:PORT) names the loopback address:
 * localhost, 127.0.0.0/8 or ::1. */
static int smtp_host_is_loopback(const char *server)
{
    char host[256];
    const char *p = server;
    size_t l;
    if (*p == '[') {
        p++;
        l = strcspn(p, "]");
    } else if (!strcmp(p, "::1")) {
        l = 3;
    } else {
        l = strcspn(p, ":");
    }
    if (l == 0 || l >= sizeof host)
        return 0;
    memcpy(host, p, l);
    host[l] = '\0';
    if (!strcasecmp(host, "localhost") || !strcasecmp(host, "localhost.") || !strcmp(host, "::1"))
        return 1;
    unsigned a, b, c, d;
    char tail;
    return sscanf(host, "%u.%u.%u.%u%c", &a, &b, &c, &d, &tail) == 4 && a == 127 && b < 256 && c < 256 && d < 256;
}

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

/* What the layers (site notify: block, git config) set, before the derived values are computed. */
typedef struct raw {
    char *email_prefix;     /* NULL: git-multimail's "[%(repo_shortname)s] " */
    int subject_set;        /* subjectMaxLength given */
    char *reply_to;         /* replyTo, the default of both replyToRefchange and replyToCommit */
    char *style;
    char *smtp_server, *smtp_encryption, *smtp_timeout;
    int has_pass;
} raw;

static void set_if(char **field, char *v)
{
    if (!v)
        return;
    free(*field);
    *field = v;
}

static int parse_int(const char *name, const char *v, int *out, sp_error *err)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    while (*end && isspace((unsigned char)*end))
        end++;
    if (errno || *end || end == v || n < INT_MIN || n > INT_MAX)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "%s: '%s' is not a number", name, v);
    *out = (int)n;
    return 0;
}

/* One setting by its git-multimail (or sitepub) name, without the section; value as text. Returns 0, 1 for an
 * unknown name, or -1 with err filled. */
static int apply_one(sp_notify_settings *s, raw *w, const char *key, const char *v, const char *where,
                     sp_error *err)
{
#define K(name) (!strcasecmp(key, name))
    if (K("mailingList")) {
        set_if(&s->refchange_recipients, dup0(v));
        set_if(&s->revision_recipients, dup0(v));
    } else if (K("refchangeList"))
        set_if(&s->refchange_recipients, dup0(v));
    else if (K("commitList"))
        set_if(&s->revision_recipients, dup0(v));
    else if (K("commitBrowseURL"))
        set_if(&s->commit_browse_url, dup0(v));
    else if (K("excludeMergeRevisions") || K("stdout")) {
        int b;
        if (!strcasecmp(v, "true") || !strcasecmp(v, "yes") || !strcasecmp(v, "on") || !strcmp(v, "1"))
            b = 1;
        else if (!strcasecmp(v, "false") || !strcasecmp(v, "no") || !strcasecmp(v, "off") || !strcmp(v, "0") || !*v)
            b = 0;
        else
            return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "%s: '%s' is not a boolean", where, v);
        if (K("stdout"))
            s->to_stdout = b;
        else
            s->exclude_merge_revisions = b;
    } else if (K("announceList"))
        set_if(&s->announce_recipients, dup0(v));
    else if (K("emailPrefix"))
        set_if(&w->email_prefix, dup0(v));
    else if (K("emailMaxLines"))
        return parse_int(where, v, &s->email_max_lines, err);
    else if (K("emailMaxLineLength"))
        return parse_int(where, v, &s->email_max_line_length, err);
    else if (K("subjectMaxLength")) {
        w->subject_set = 1;
        return parse_int(where, v, &s->subject_max_length, err);
    } else if (K("maxCommitEmails"))
        return parse_int(where, v, &s->max_commit_emails, err);
    else if (K("combineWhenSingleCommit")) {
        if (!strcasecmp(v, "true") || !strcasecmp(v, "yes") || !strcasecmp(v, "on") || !strcmp(v, "1"))
            s->combine_when_single_commit = 1;
        else if (!strcasecmp(v, "false") || !strcasecmp(v, "no") || !strcasecmp(v, "off") || !strcmp(v, "0"))
            s->combine_when_single_commit = 0;
        else
            return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "%s: '%s' is not a boolean", where, v);
    } else if (K("from"))
        set_if(&s->from, dup0(v));
    else if (K("fromRefchange"))
        set_if(&s->from_refchange, dup0(v));
    else if (K("fromCommit"))
        set_if(&s->from_commit, dup0(v));
    else if (K("replyTo"))
        set_if(&w->reply_to, dup0(v));
    else if (K("replyToRefchange"))
        set_if(&s->reply_to_refchange, dup0(v));
    else if (K("replyToCommit"))
        set_if(&s->reply_to_commit, dup0(v));
    else if (K("administrator"))
        set_if(&s->administrator, dup0(v));
    else if (K("repoName"))
        set_if(&s->repo_shortname, dup0(v));
    else if (K("emailDomain"))
        set_if(&s->email_domain, dup0(v));
    else if (K("envelopeSender"))
        set_if(&s->envelope_sender, dup0(v));
    else if (K("fqdn"))
        set_if(&s->fqdn, dup0(v));
    else if (K("dateSubstitute")) {
        free(s->date_substitute);
        s->date_substitute = strcmp(v, "none") ? dup0(v) : NULL;
    } else if (K("smtpServer"))
        set_if(&w->smtp_server, dup0(v));
    else if (K("smtpEncryption"))
        set_if(&w->smtp_encryption, dup0(v));
    else if (K("smtpServerTimeout"))
        set_if(&w->smtp_timeout, dup0(v));
    else if (K("smtpUser"))
        set_if(&s->smtp_user, dup0(v));
    else if (K("smtpCACerts") || K("smtpCACert"))
        set_if(&s->smtp_cacert, dup0(v));
    else if (K("smtpPass"))
        w->has_pass = 1;
    else if (K("style"))
        set_if(&w->style, dup0(v));
    else if (K("repositoryURL"))
        set_if(&s->repository_url, dup0(v));
    else if (K("templates"))
        set_if(&s->template_dir, dup0(v));
    else if (K("smtpURL"))
        set_if(&s->smtp_url, dup0(v));
    else if (K("smtpPasswordEnv"))
        set_if(&s->smtp_password_env, dup0(v));
    else if (K("netrc"))
        set_if(&s->smtp_netrc, dup0(v));
    else
        return 1;
    return 0;
#undef K
}

/* git config: multimailhook.<name> for git-multimail's names, sitepub.notify.<name> for sitepub's. */
static int apply_git(git_config *cfg, sp_notify_settings *s, raw *w, sp_error *err)
{
    static const char *const mm[] = {"refchangeList", "commitList", "emailPrefix", "emailMaxLines",
                                     "emailMaxLineLength", "subjectMaxLength", "maxCommitEmails",
                                     "combineWhenSingleCommit", "from", "fromRefchange", "fromCommit", "replyTo",
                                     "replyToRefchange", "replyToCommit", "administrator", "repoName", "emailDomain",
                                     "envelopeSender", "fqdn", "dateSubstitute", "smtpServer", "smtpEncryption",
                                     "smtpServerTimeout", "smtpUser", "smtpCACerts", "smtpPass", "commitBrowseURL",
                                     "excludeMergeRevisions", "stdout", NULL};
    static const char *const sp[] = {"style", "repositoryURL", "templates", "smtpURL", "smtpPasswordEnv", "netrc",
                                     NULL};
    /* the recipient lists are multi-valued: comma-joined, "none" alone meaning empty */
    static const char *const lists[][2] = {{"multimailhook.mailingList", "mailingList"},
                                           {"multimailhook.refchangeList", "refchangeList"},
                                           {"multimailhook.commitList", "commitList"},
                                           {"multimailhook.announceList", "announceList"}};
    for (size_t i = 0; i < 4; i++) {
        join_ctx j = {SP_BUF_INIT, 0};
        if (git_config_get_multivar_foreach(cfg, lists[i][0], NULL, join_cb, &j) < 0)
            git_error_clear();
        if (j.any) {
            char *v = sp_buf_detach(&j.b);
            apply_one(s, w, lists[i][1], strcmp(v, "none") ? v : "", lists[i][0], err);
            free(v);
        } else {
            sp_buf_free(&j.b);
        }
    }
    char name[128];
    for (size_t i = 0; mm[i]; i++) {
        if (!strcmp(mm[i], "refchangeList") || !strcmp(mm[i], "commitList"))
            continue;
        snprintf(name, sizeof name, "multimailhook.%s", mm[i]);
        char *v = cfg_str(cfg, name);
        if (!v)
            continue;
        if (!strcmp(mm[i], "combineWhenSingleCommit")) {
            int b = s->combine_when_single_commit;
            free(v);
            if (cfg_bool(cfg, name, &b, err) < 0)
                return -1;
            s->combine_when_single_commit = b;
            continue;
        }
        int r = apply_one(s, w, mm[i], v, name, err);
        free(v);
        if (r < 0)
            return -1;
    }
    for (size_t i = 0; sp[i]; i++) {
        snprintf(name, sizeof name, "sitepub.notify.%s", sp[i]);
        char *v = cfg_str(cfg, name);
        if (!v)
            continue;
        int r = apply_one(s, w, sp[i], v, name, err);
        free(v);
        if (r < 0)
            return -1;
    }
    return 0;
}

/* The site's notify: block (a hash; values strings, numbers, booleans, or arrays of strings for the lists). */
static int apply_site(sp_value block, sp_notify_settings *s, raw *w, sp_error *err)
{
    if (sp_is_nil(block))
        return 0;
    if (!sp_is_hash(block))
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "notify: must be a mapping of settings");
    for (size_t i = 0; i < sp_hash_len(block); i++) {
        const char *k;
        size_t kl;
        sp_value v;
        sp_hash_entry(block, i, &k, &kl, &v);
        char key[64], where[96];
        snprintf(key, sizeof key, "%.*s", (int)kl, k);
        snprintf(where, sizeof where, "notify.%s", key);
        sp_buf text = SP_BUF_INIT;
        if (sp_is_array(v)) {
            for (size_t j = 0; j < sp_array_len(v); j++) {
                if (j)
                    sp_buf_puts(&text, ", ");
                sp_value_to_s(&text, sp_array_get(v, (int64_t)j));
            }
        } else if (!sp_is_nil(v)) {
            sp_value_to_s(&text, v);
        }
        int r = apply_one(s, w, key, sp_buf_cstr(&text), where, err);
        sp_buf_free(&text);
        if (r < 0) {
            sp_error_prefix(err, "_config.yml");
            return -1;
        }
        if (r == 1)
            return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                                "notify.%s: unknown setting (see include/sitepub/mail.h for the names)", key);
    }
    return 0;
}

int sp_notify_settings_load_site(git_repository *repo, sp_value site_notify, sp_notify_settings *s, sp_error *err)
{
    memset(s, 0, sizeof *s);
    raw w;
    memset(&w, 0, sizeof w);
    s->email_max_lines = 0;
    s->email_max_line_length = 500;
    s->combine_when_single_commit = 1;
    s->max_commit_emails = 500;
    s->smtp_timeout = 10;
    s->date_substitute = dup0("AuthorDate: ");
    s->refchange_recipients = dup0("");
    s->revision_recipients = dup0("");
    s->smtp_password_env = dup0("SITEPUB_SMTP_PASSWORD");

    git_config *cfg = NULL;
    if (git_repository_config_snapshot(&cfg, repo) < 0) {
        const git_error *e = git_error_last();
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "git config: %s", e && e->message ? e->message : "?");
        sp_notify_settings_free(s);
        return -1;
    }
    int r = -1;
    if (apply_git(cfg, s, &w, err) < 0 || apply_site(site_notify, s, &w, err) < 0)
        goto done;
    if (w.has_pass) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                     "smtpPass is set: sitepub does not read passwords from configuration; remove it and put the "
                     "password in the environment variable SITEPUB_SMTP_PASSWORD (or sitepub.notify.smtpPasswordEnv) "
                     "or in a netrc file (sitepub.notify.netrc)");
        goto done;
    }
    /* derived values, as git-multimail computes them */
    if (!w.subject_set)
        s->subject_max_length = s->email_max_line_length;
    if (!s->reply_to_refchange)
        s->reply_to_refchange = dup0(w.reply_to);
    if (!s->reply_to_commit)
        s->reply_to_commit = dup0(w.reply_to);
    /* git-multimail means to refuse replyToRefchange=author and fromRefchange=author|none, but its check never
     * fires (it compares with the whole list): such values act as "none", so the header falls back or is left
     * out. sitepub does the same, so such a configuration keeps working. */
    if (!s->administrator || !*s->administrator) {
        free(s->administrator);
        s->administrator = dup0(s->envelope_sender && *s->envelope_sender ? s->envelope_sender
                                                                         : "the administrator of this repository");
    }
    if (!s->repo_shortname || !*s->repo_shortname) {
        free(s->repo_shortname);
        s->repo_shortname = repo_basename(repo);
    }
    sp_buf pb = SP_BUF_INIT;
    if (w.email_prefix) {
        const char *a = w.email_prefix;
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
    sp_buf ex = SP_BUF_INIT; /* only %(repo_shortname)s may appear */
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
    if (!s->fqdn || !*s->fqdn) {
        char host[256] = "localhost";
        gethostname(host, sizeof host - 1);
        host[sizeof host - 1] = '\0';
        free(s->fqdn);
        s->fqdn = dup0(host);
    }
    s->user_name = cfg_str(cfg, "user.name");
    s->user_email = cfg_str(cfg, "user.email");
    if (w.style && !strcasecmp(w.style, "asf"))
        s->style = SP_NOTIFY_ASF;
    else if (w.style && strcasecmp(w.style, "stock")) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "notify style '%s': use asf or stock", w.style);
        goto done;
    }
    if (!s->repository_url) {
        sp_buf u = SP_BUF_INIT;
        sp_buf_printf(&u, "https://gitbox.apache.org/repos/asf/%s.git", s->repo_shortname);
        s->repository_url = sp_buf_detach(&u);
    }
    /* git-multimail's settings unchanged for a relay on this machine: multimailhook.smtpServer on the loopback
     * address without smtpEncryption is plain SMTP on port 25, as git-multimail sends it; every other host needs
     * TLS unless smtpEncryption = none */
    int loopback_plain = !s->smtp_url && w.smtp_server && !w.smtp_encryption && smtp_host_is_loopback(w.smtp_server);
    if (loopback_plain)
        s->smtp_plain = 1;
    if (!s->smtp_url && w.smtp_server) {
        sp_buf u = SP_BUF_INIT;
        int ssl = w.smtp_encryption && !strcasecmp(w.smtp_encryption, "ssl");
        int none = loopback_plain || (w.smtp_encryption && !strcasecmp(w.smtp_encryption, "none"));
        int bare_v6 = !strcmp(w.smtp_server, "::1");
        sp_buf_printf(&u, "%s://%s", ssl ? "smtps" : "smtp", bare_v6 ? "[::1]" : w.smtp_server);
        if (bare_v6 || !strchr(w.smtp_server, ':'))
            sp_buf_puts(&u, ssl ? ":465" : none ? ":25" : ":587");
        s->smtp_url = sp_buf_detach(&u);
    }
    if (w.smtp_encryption && !strcasecmp(w.smtp_encryption, "none"))
        s->smtp_plain = 1;
    if (w.smtp_timeout) {
        double d = strtod(w.smtp_timeout, NULL);
        if (d > 0)
            s->smtp_timeout = (long)(d + 0.999);
    }
    const char *user = getenv("USER");
    if (!user)
        user = getenv("USERNAME");
    s->pusher = dup0(user ? user : "unknown user");
    r = 0;
done:
    free(w.email_prefix);
    free(w.reply_to);
    free(w.style);
    free(w.smtp_server);
    free(w.smtp_encryption);
    free(w.smtp_timeout);
    git_config_free(cfg);
    if (r < 0)
        sp_notify_settings_free(s);
    return r;
}

int sp_notify_settings_load(git_repository *repo, sp_notify_settings *s, sp_error *err)
{
    return sp_notify_settings_load_site(repo, sp_nil(), s, err);
}

void sp_notify_settings_free(sp_notify_settings *s)
{
    if (!s)
        return;
    char **fields[] = {&s->refchange_recipients, &s->revision_recipients, &s->announce_recipients, &s->email_prefix, &s->from,
                       &s->from_refchange, &s->from_commit, &s->reply_to_refchange, &s->reply_to_commit,
                       &s->administrator, &s->repo_shortname, &s->email_domain, &s->envelope_sender, &s->fqdn,
                       &s->user_name, &s->user_email, &s->pusher, &s->date_substitute, &s->repository_url,
                       &s->template_dir, &s->commit_browse_url, &s->smtp_url, &s->smtp_user, &s->smtp_password_env, &s->smtp_netrc,
                       &s->smtp_cacert};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        free(*fields[i]);
        *fields[i] = NULL;
    }
}
