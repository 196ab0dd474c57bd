/* smtp.c: sending the notice with libcurl (include/sitepub/mail.h sp_notify_send, sp_notify_push). libcurl is
 * loaded on first use (curl_loader.h): every curl call goes through the table C. */
#include <stdlib.h>
#include <string.h>

#include "mail/curl_loader.h"
#include "sitepub/mail.h"

typedef struct upload {
    const char *data;
    size_t len, pos;
} upload;

static size_t read_cb(char *buf, size_t size, size_t nitems, void *userdata)
{
    upload *u = userdata;
    size_t room = size * nitems, left = u->len - u->pos;
    size_t n = left < room ? left : room;
    memcpy(buf, u->data + u->pos, n);
    u->pos += n;
    return n;
}

/* The server's replies, for error messages (never the client's lines: they may carry AUTH credentials). */
typedef struct replies {
    char last[512];
} replies;

static int debug_cb(CURL *h, curl_infotype type, char *data, size_t size, void *userp)
{
    (void)h;
    replies *r = userp;
    if (type != CURLINFO_HEADER_IN)
        return 0;
    size_t n = size < sizeof r->last - 1 ? size : sizeof r->last - 1;
    memcpy(r->last, data, n);
    while (n && (r->last[n - 1] == '\n' || r->last[n - 1] == '\r'))
        n--;
    r->last[n] = '\0';
    return 0;
}

/* "smtp://host:port" or "smtps://host:port", no user information (a password must never be in a URL). */
static int check_url(const char *url, int *implicit_tls, sp_error *err)
{
    if (!strncmp(url, "smtps://", 8))
        *implicit_tls = 1;
    else if (!strncmp(url, "smtp://", 7))
        *implicit_tls = 0;
    else
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "SMTP URL '%s': use smtp://host:port or smtps://host:port",
                            url);
    const char *auth = strstr(url, "://") + 3;
    size_t alen = strcspn(auth, "/?#");
    if (memchr(auth, '@', alen))
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                            "SMTP URL: put no user or password in the URL; use --smtp-user and the password "
                            "environment variable or a netrc file");
    return 0;
}

static int addr_ok(const char *a)
{
    if (!*a)
        return 0;
    for (const unsigned char *p = (const unsigned char *)a; *p; p++)
        if (*p <= ' ' || *p == '<' || *p == '>' || *p == 0x7f)
            return 0;
    return 1;
}

static int send_one(const sp_curl_api *C, const sp_notify_settings *s, const char *from, const sp_mail_message *m,
                    sp_error *err)
{
    int implicit_tls = 0;
    if (check_url(s->smtp_url, &implicit_tls, err) < 0)
        return -1;
    if (!addr_ok(from))
        return sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "invalid envelope sender '%s'", from);
    if (m->n_recipients == 0)
        return sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "an email has no recipients");
    CURL *h = C->easy_init();
    if (!h)
        return sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "libcurl initialisation failed");
    sp_buf wire = SP_BUF_INIT, tmp = SP_BUF_INIT, url = SP_BUF_INIT;
    sp_mail_wire_bytes(m, &wire);
    upload u = {wire.data ? wire.data : "", wire.len, 0};
    replies rep = {""};
    char errbuf[CURL_ERROR_SIZE] = "";
    struct curl_slist *rcpt = NULL;
    int r = -1;
    for (size_t i = 0; i < m->n_recipients; i++) {
        if (!addr_ok(m->recipients[i])) {
            sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "invalid recipient address '%s'", m->recipients[i]);
            goto done;
        }
        sp_buf_clear(&tmp);
        sp_buf_printf(&tmp, "<%s>", m->recipients[i]);
        rcpt = C->slist_append(rcpt, sp_buf_cstr(&tmp));
    }
    sp_buf_clear(&tmp);
    sp_buf_printf(&tmp, "<%s>", from);
    /* the EHLO name: the URL's path, else this host's name (libcurl would say "localhost") */
    sp_buf_puts(&url, s->smtp_url);
    const char *auth = strstr(s->smtp_url, "://") + 3;
    if (!strchr(auth, '/') && s->fqdn && *s->fqdn && strspn(s->fqdn, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-") == strlen(s->fqdn))
        sp_buf_printf(&url, "/%s", s->fqdn);
    C->easy_setopt(h, CURLOPT_URL, sp_buf_cstr(&url));
#if LIBCURL_VERSION_NUM >= 0x075500
    C->easy_setopt(h, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
#else
    C->easy_setopt(h, CURLOPT_PROTOCOLS, (long)(CURLPROTO_SMTP | CURLPROTO_SMTPS));
#endif
    C->easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
    if (!implicit_tls)
        C->easy_setopt(h, CURLOPT_USE_SSL, (long)(s->smtp_plain ? CURLUSESSL_NONE : CURLUSESSL_ALL));
    C->easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 1L);
    C->easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 2L);
    if (s->smtp_cacert)
        C->easy_setopt(h, CURLOPT_CAINFO, s->smtp_cacert);
    if (s->smtp_user && *s->smtp_user)
        C->easy_setopt(h, CURLOPT_USERNAME, s->smtp_user);
    const char *pw = s->smtp_password_env ? getenv(s->smtp_password_env) : NULL;
    if (pw && *pw && s->smtp_user && *s->smtp_user) {
        C->easy_setopt(h, CURLOPT_PASSWORD, pw);
    } else if (s->smtp_netrc) {
        C->easy_setopt(h, CURLOPT_NETRC, (long)CURL_NETRC_OPTIONAL);
        C->easy_setopt(h, CURLOPT_NETRC_FILE, s->smtp_netrc);
    } else if (s->smtp_user && *s->smtp_user) {
        sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0,
                     "SMTP user '%s' but no password: set the environment variable %s or give a netrc file",
                     s->smtp_user, s->smtp_password_env ? s->smtp_password_env : "SITEPUB_SMTP_PASSWORD");
        goto done;
    }
    long t = s->smtp_timeout > 0 ? s->smtp_timeout : 10;
    C->easy_setopt(h, CURLOPT_CONNECTTIMEOUT, t);
#if LIBCURL_VERSION_NUM >= 0x074a00
    C->easy_setopt(h, CURLOPT_SERVER_RESPONSE_TIMEOUT, t);
#else
    C->easy_setopt(h, CURLOPT_FTP_RESPONSE_TIMEOUT, t);
#endif
    C->easy_setopt(h, CURLOPT_LOW_SPEED_LIMIT, 1L);
    C->easy_setopt(h, CURLOPT_LOW_SPEED_TIME, t);
    C->easy_setopt(h, CURLOPT_MAIL_FROM, sp_buf_cstr(&tmp));
    C->easy_setopt(h, CURLOPT_MAIL_RCPT, rcpt);
    C->easy_setopt(h, CURLOPT_READFUNCTION, read_cb);
    C->easy_setopt(h, CURLOPT_READDATA, &u);
    C->easy_setopt(h, CURLOPT_UPLOAD, 1L);
    C->easy_setopt(h, CURLOPT_INFILESIZE_LARGE, (curl_off_t)wire.len);
    C->easy_setopt(h, CURLOPT_ERRORBUFFER, errbuf);
    C->easy_setopt(h, CURLOPT_DEBUGFUNCTION, debug_cb);
    C->easy_setopt(h, CURLOPT_DEBUGDATA, &rep);
    C->easy_setopt(h, CURLOPT_VERBOSE, 1L);
    CURLcode c = C->easy_perform(h);
    if (c != CURLE_OK) {
        const char *what = c == CURLE_OPERATION_TIMEDOUT ? "timed out"
                           : c == CURLE_COULDNT_CONNECT  ? "cannot connect"
                           : c == CURLE_LOGIN_DENIED     ? "authentication refused"
                           : c == CURLE_USE_SSL_FAILED   ? "the server does not offer STARTTLS"
                           : c == CURLE_PEER_FAILED_VERIFICATION ? "the server certificate is not trusted"
                                                                 : "sending failed";
        sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "notice not sent via %s: %s: %s%s%s%s%s", s->smtp_url, what,
                     *errbuf ? errbuf : C->easy_strerror(c), *rep.last ? " (server said: " : "", rep.last,
                     *rep.last ? ")" : "",
                     c == CURLE_USE_SSL_FAILED
                         ? "; TLS is required for this server (plain SMTP only to a relay on the loopback address, "
                           "127.0.0.0/8, ::1 or localhost, or with multimailhook.smtpEncryption = none)"
                         : "");
        goto done;
    }
    r = 0;
done:
    C->slist_free_all(rcpt);
    C->easy_cleanup(h);
    sp_buf_free(&wire);
    sp_buf_free(&tmp);
    sp_buf_free(&url);
    return r;
}

int sp_notify_send(const sp_notify_settings *s, const sp_mail_batch *b, sp_error *err)
{
    if (!s->smtp_url || !*s->smtp_url)
        return sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0,
                            "no SMTP server: set git config sitepub.notify.smtpURL (or multimailhook.smtpServer, or "
                            "smtpURL in the notify: block of _config.yml), or multimailhook.stdout to print the "
                            "emails; sitepub notify also takes --smtp URL and --stdout");
    if (!b->envelope_sender || !*b->envelope_sender)
        return sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0,
                            "no envelope sender: set multimailhook.envelopeSender or multimailhook.from");
    const sp_curl_api *C = sp_curl_api_get(err);
    if (!C)
        return -1;
    for (size_t i = 0; i < b->n; i++)
        if (send_one(C, s, b->envelope_sender, &b->msgs[i], err) < 0)
            return -1;
    return 0;
}

int sp_notify_push(git_repository *repo, const sp_notify_settings *s, const char *oldrev, const char *newrev,
                   const char *refname, const char *to_override, sp_buf *stdout_text, sp_error *err)
{
    sp_mail_batch b;
    if (sp_notify_compose(repo, s, oldrev, newrev, refname, to_override, &b, err) < 0) {
        if (err && err->code != SP_ERR_USAGE)
            err->code = SP_ERR_NOTIFY;
        return -1;
    }
    int r = 0;
    if (stdout_text)
        sp_mail_batch_format_stdout(&b, stdout_text);
    else
        r = sp_notify_send(s, &b, err);
    sp_mail_batch_free(&b);
    return r;
}

int sp_notify_after_publish(const char *repo_path, const char *refname, const char *old_hex, const char *new_hex,
                            sp_value site_notify, sp_error *err)
{
    static const char zeros[] = "0000000000000000000000000000000000000000";
    git_repository *repo = NULL;
    git_libgit2_init(); /* the caller may have shut libgit2 down already */
    if (git_repository_open_ext(&repo, repo_path ? repo_path : ".", 0, NULL) < 0) {
        const git_error *e = git_error_last();
        sp_error_set(err, SP_ERR_NOTIFY, repo_path, 0, 0, "commit notice: cannot open the repository: %s",
                     e && e->message ? e->message : "?");
        git_libgit2_shutdown();
        return -1;
    }
    sp_notify_settings s;
    int r = sp_notify_settings_load_site(repo, site_notify, &s, err);
    if (r == 0) {
        r = sp_notify_push(repo, &s, old_hex && *old_hex ? old_hex : zeros, new_hex, refname, NULL, NULL, err);
        sp_notify_settings_free(&s);
    }
    if (r < 0 && err)
        err->code = SP_ERR_NOTIFY;
    git_repository_free(repo);
    git_libgit2_shutdown();
    return r;
}

int sp_notify_settings_check(const sp_notify_settings *s, sp_error *err)
{
    if ((!s->refchange_recipients || !*s->refchange_recipients) &&
        (!s->revision_recipients || !*s->revision_recipients))
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                            "the notice has no recipients: set multimailhook.mailingList (git config) or mailingList "
                            "in the notify: block of _config.yml");
    if (s->to_stdout)
        return 0;
    if (!s->smtp_url || !*s->smtp_url)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                            "no SMTP server for the notice: set git config sitepub.notify.smtpURL (or "
                            "multimailhook.smtpServer, or smtpURL in the notify: block of _config.yml), or "
                            "multimailhook.stdout to print the emails");
    int implicit_tls;
    if (check_url(s->smtp_url, &implicit_tls, err) < 0)
        return -1;
    const char *pw = s->smtp_password_env ? getenv(s->smtp_password_env) : NULL;
    if (s->smtp_user && *s->smtp_user && !(pw && *pw) && !s->smtp_netrc)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0,
                            "SMTP user '%s' but no password: set the environment variable %s or give a netrc file",
                            s->smtp_user, s->smtp_password_env ? s->smtp_password_env : "SITEPUB_SMTP_PASSWORD");
    return 0;
}
