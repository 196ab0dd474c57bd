/* sitepub/mail.h: the commit notice (DESIGN.md "notify"): git-multimail's emails, composed with libgit2 and
 * sent over SMTP with libcurl.
 *
 * What is copied: git-multimail 1.5-1.7 (git_multimail.py) with its generic environment and --stdout/SMTP
 * mailers, byte for byte for branch pushes:
 *   - a fast-forward adding exactly one new non-merge commit gives ONE combined email
 *     (X-Git-NotificationType: ref_changed_plus_diff, "branch B updated: <subject>");
 *   - otherwise one reference-change email (ref_changed: "branch B updated (old -> new)", "created (now X)",
 *     "deleted (was X)"; the non-fast-forward and rewind texts; "Summary of changes:" with
 *     `git diff-tree --stat --summary --find-copies-harder old..new`), then one email per commit new to the
 *     repository ("NN/TT: <subject>", diff), threaded with In-Reply-To/References/Thread-Index;
 *   - header order, RFC 2047 encoding (Python's email.header: q or b, whichever is shorter; display names only in
 *     address headers) and folding at 78 columns (Python's splitting rules: after ';', then ',', then spaces);
 *   - the body limits as git-multimail counts: emailMaxLineLength (default 500; a longer line keeps its first
 *     N-7 characters and ends in " [...]"), emailMaxLines (default 0 = no limit; then "... K lines suppressed
 *     ..."), subjectMaxLength (default emailMaxLineLength); characters are Unicode code points, "lines" are
 *     Python str.splitlines() items (\n \r \r\n \v \f \x1c \x1d \x1e U+0085 U+2028 U+2029 end a line), invalid
 *     UTF-8 is replaced by U+FFFD as Python's 'replace' decoder does. The intro and the footer are not limited.
 * Where sitepub differs on purpose: header values never carry line breaks or control characters (replaced by
 * spaces: no header injection from commit text); no body or header line exceeds 998 bytes (a longer line is cut
 * at a character boundary and ends in " [...]"); merges are never combined; the combined diff (--cc) of a merge
 * commit that resolved conflicts is not shown (its header, message and --stat are); annotated tags are described
 * as git-multimail does (tagging line, "replaces", tagger, date, the tag message) but without the optional
 * shortlog (announceShortlog); only the SMTP mailer exists (no sendmail); no HTML emails, graphs or
 * refFilter regexes.
 *
 * Configuration (git config of the repository, git-multimail's names, case-insensitive):
 *   multimailhook.mailingList, refchangeList, commitList, announceList (multi-valued, comma-joined), emailPrefix,
 *   emailMaxLines, emailMaxLineLength, subjectMaxLength, from, fromRefchange, fromCommit, replyTo,
 *   replyToRefchange, replyToCommit ("author", "pusher", "none" or an address), administrator, repoName,
 *   emailDomain, envelopeSender, fqdn, combineWhenSingleCommit, maxCommitEmails, dateSubstitute,
 *   commitBrowseURL, excludeMergeRevisions, stdout;
 *   SMTP: smtpServer (host[:port]), smtpEncryption (none|tls|ssl), smtpUser, smtpServerTimeout, smtpCACerts
 *   (smtpPass is refused: use an environment variable or netrc);
 *   sitepub.notify.style (stock|asf), sitepub.notify.repositoryURL (asf intro; default
 *   https://gitbox.apache.org/repos/asf/<repo>.git), sitepub.notify.templates (a folder holding
 *   refchange-intro.txt, revision-intro.txt, combined-intro.txt, footer.txt to replace the style's texts; copy
 *   templates/mail/<style>/ to start), sitepub.notify.smtpURL, sitepub.notify.smtpPasswordEnv,
 *   sitepub.notify.netrc.
 * The pusher is $USER (else $USERNAME, else "unknown user"), as git-multimail's generic environment.
 * Reproducible output: SOURCE_DATE_EPOCH fixes "now" (Date, Message-ID); SITEPUB_NOTIFY_SEED=N draws the
 * Message-ID and Thread-Index random numbers from Python's generator seeded with N (MT19937, random.seed(N)), so
 * a run matches a git-multimail run made with the same seed.
 *
 * Memory: everything a function returns is owned by the caller and released with the matching _free. Errors:
 * -1 and err filled; SP_ERR_GIT for repository problems, SP_ERR_NOTIFY for composing/sending failures (with the
 * server's reply), SP_ERR_USAGE for bad settings. */
#ifndef SITEPUB_MAIL_H
#define SITEPUB_MAIL_H

#include <stddef.h>

#include <git2.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/value.h"

typedef enum sp_notify_style { SP_NOTIFY_STOCK = 0, SP_NOTIFY_ASF = 1 } sp_notify_style;

/* Everything a notice needs. Strings are malloc'd (NULL = unset); sp_notify_settings_free releases them. */
typedef struct sp_notify_settings {
    char *refchange_recipients; /* comma-separated; refchangeList, else mailingList; "" when none */
    char *revision_recipients;  /* commitList, else mailingList */
    char *announce_recipients;  /* announceList (annotated tags), NULL = the refchange recipients */
    char *email_prefix;         /* already expanded, with its trailing space ("" for none) */
    int email_max_lines;        /* 0 = no limit */
    int email_max_line_length;  /* 0 = no limit */
    int subject_max_length;     /* 0 = no limit */
    char *from, *from_refchange, *from_commit;
    char *reply_to_refchange, *reply_to_commit; /* NULL = git-multimail's defaults (pusher / author) */
    char *administrator;
    char *repo_shortname;
    char *email_domain;
    char *envelope_sender;
    char *fqdn;                 /* X-Git-Host and the Message-ID domain */
    char *user_name, *user_email; /* user.name / user.email, the last From fallback */
    char *pusher;
    char *date_substitute;      /* "AuthorDate: " by default; NULL for "none" */
    int combine_when_single_commit; /* default 1 */
    int max_commit_emails;      /* default 500; 0 = no limit */
    sp_notify_style style;
    char *repository_url;       /* asf intro */
    char *template_dir;         /* NULL = built-in texts of the style */
    char *commit_browse_url;    /* commitBrowseURL: "View the commit online:" link ("%(id)s" = the commit id,
                                   appended when absent) */
    int exclude_merge_revisions; /* excludeMergeRevisions: no per-commit email for merge commits */
    int to_stdout;              /* multimailhook.stdout: print (sp_notify_push's stdout_text) instead of sending */
    /* SMTP */
    char *smtp_url;             /* smtp://host:port (STARTTLS demanded unless smtp_plain), smtps://host:port */
    int smtp_plain;             /* 1: smtp:// without TLS (multimailhook.smtpEncryption=none, or smtpServer on the
                                   loopback address without smtpEncryption, as git-multimail sends there) */
    char *smtp_user;
    char *smtp_password_env;    /* name of the environment variable holding the password; default
                                   SITEPUB_SMTP_PASSWORD */
    char *smtp_netrc;           /* netrc file for the password (user from smtp_user or the netrc) */
    char *smtp_cacert;          /* CA bundle for a private CA; NULL = system store */
    long smtp_timeout;          /* seconds for connect and for each server reply; default 10 */
} sp_notify_settings;

/* Fill *s with git-multimail's defaults, then the repository's git config (above), then $USER. repo's path
 * gives the default repository name (work tree or bare git dir basename, ".git" stripped). Returns 0, or -1
 * with err filled (SP_ERR_USAGE for a malformed number, an unknown style, smtpPass set). */
int sp_notify_settings_load(git_repository *repo, sp_notify_settings *s, sp_error *err);

/* As sp_notify_settings_load, with the site's `notify:` block (a hash from _config.yml, or nil) as a layer over git
 * config, as `sitepub publish` orders its settings: defaults < git config < notify: block. The block takes the same
 * names without a section, case-insensitive (mailingList, emailPrefix, emailMaxLines, from, replyTo, style,
 * repositoryURL, templates, smtpURL, smtpServer, smtpEncryption, smtpUser, ...); a list may be a YAML sequence. An
 * unknown name is SP_ERR_INPUT ("_config.yml: notify.x: unknown setting"); smtpPass anywhere is refused. */
int sp_notify_settings_load_site(git_repository *repo, sp_value site_notify, sp_notify_settings *s, sp_error *err);
/* Check, before anything is committed, that a notice with these settings can be sent: a recipient (mailingList,
 * refchangeList or commitList) and, unless multimailhook.stdout, an SMTP URL of the right form and, for an SMTP user,
 * a password in the environment variable or a netrc file. Reads nothing from the network. Returns 0, or -1 with
 * err filled (SP_ERR_USAGE, naming the setting to add). */
int sp_notify_settings_check(const sp_notify_settings *s, sp_error *err);
/* Free the strings of *s (after a successful load; the struct itself is the caller's). */
void sp_notify_settings_free(sp_notify_settings *s);

/* One email. text is the whole message as git-multimail hands it to `sendmail -oi -t`: header lines, an empty
 * line, the body; LF line ends; UTF-8. recipients are the envelope addresses (bare addr-specs) taken from To. */
typedef struct sp_mail_message {
    char *text;
    size_t len;
    char **recipients;
    size_t n_recipients;
} sp_mail_message;

typedef struct sp_mail_batch {
    sp_mail_message *msgs;
    size_t n;
    char *envelope_sender; /* envelopeSender, else the From address of the first email */
} sp_mail_batch;

/* Compose the emails for a push of refname from oldrev to newrev (40 hex digits each; all zeros for a creation or a
 * deletion), in the order git-multimail sends them. The repository must hold the refs as they are after the push;
 * every ref but refname counts as "already there" when deciding which commits are new, as git-multimail does
 * (refs/notes/ excluded, and refs/remotes/<remote>/<branch> of a refs/heads/<branch> refname: the clone that pushed
 * keeps that copy of the pushed branch, the receiving repository where git-multimail runs does not). to_override,
 * when not NULL and not empty, replaces every recipient list (as git-multimail's command-line recipients). *out is
 * the caller's: free it with sp_mail_batch_free. Returns 0, or -1 with err filled: SP_ERR_USAGE for a revision that
 * is not 40 hex digits or both all zeros, SP_ERR_GIT when a revision or the refs cannot be read, SP_ERR_NOTIFY when
 * there is no recipient (set multimailhook.mailingList or pass to_override). */
int sp_notify_compose(git_repository *repo, const sp_notify_settings *s, const char *oldrev, const char *newrev,
                      const char *refname, const char *to_override, sp_mail_batch *out, sp_error *err);
/* Free the emails of *b and reset it to empty (the struct itself is the caller's). NULL is allowed. */
void sp_mail_batch_free(sp_mail_batch *b);

/* Append the batch as git-multimail's --stdout prints it: for each email a line of 75 '=', the email, a line of
 * 75 '='. */
void sp_mail_batch_format_stdout(const sp_mail_batch *b, sp_buf *out);

/* The bytes that go into SMTP DATA for m: every line end (\n, \r\n, lone \r) made CRLF, as Python's smtplib does;
 * no dot-stuffing (libcurl adds it on the wire and removes nothing). */
void sp_mail_wire_bytes(const sp_mail_message *m, sp_buf *out);

/* Send every email of the batch over one SMTP connection per email with libcurl (s->smtp_url, TLS verified
 * unless the URL is plain smtp with s->smtp_plain; AUTH when s->smtp_user is set or the netrc names the host,
 * the password from the environment variable s->smtp_password_env or the netrc, never from arguments).
 * Returns 0, or -1 with err filled (SP_ERR_NOTIFY: connection refused, TLS failure, AUTH refused, a recipient
 * refused, a timeout; the message names the server and quotes its last reply). */
int sp_notify_send(const sp_notify_settings *s, const sp_mail_batch *b, sp_error *err);

/* Compose and deliver a notice: compose as sp_notify_compose, then either append the --stdout form to
 * stdout_text (when not NULL) or send it (sp_notify_send). This is what `sitepub notify` and
 * `sitepub publish --notify` call. Returns 0, or -1 with err filled (its code is SP_ERR_NOTIFY for any failure
 * after the repository was read). */
int sp_notify_push(git_repository *repo, const sp_notify_settings *s, const char *oldrev, const char *newrev,
                   const char *refname, const char *to_override, sp_buf *stdout_text, sp_error *err);

/* For `sitepub publish --notify`: open the repository at repo_path (NULL for "."), load the settings
 * (sp_notify_settings_load_site with site_notify, nil for git config only) and send the notice for refname
 * moving from old_hex ("" or NULL for a new branch) to new_hex. Returns 0, or -1 with err filled (code
 * SP_ERR_NOTIFY for every failure: the publish itself stands). */
int sp_notify_after_publish(const char *repo_path, const char *refname, const char *old_hex, const char *new_hex,
                            sp_value site_notify, sp_error *err);

#endif
