/* sitepub notify: compose (and send, or print) the commit notice for one ref update (include/sitepub/mail.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <git2.h>

#include "sitepub/buf.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/mail.h"

static const char USAGE[] =
    "usage: sitepub notify [options] OLD NEW [REFNAME]\n"
    "\n"
    "Compose the git-multimail-format notice for the update of REFNAME (default: the current branch) from\n"
    "OLD to NEW (40-digit object ids; all zeros for a creation or a deletion) in the repository around the\n"
    "current directory, and send it over SMTP (or print it with --stdout).\n"
    "\n"
    "options:\n"
    "  --stdout               print the emails as git-multimail --stdout does instead of sending them\n"
    "  --to ADDR              send to ADDR instead of the configured lists (repeatable)\n"
    "  -C DIR                 use the repository at DIR\n"
    "  --smtp URL             smtp://host:port (STARTTLS required) or smtps://host:port (implicit TLS)\n"
    "  --smtp-plain           allow smtp:// without TLS (trusted local relays only)\n"
    "  --smtp-user USER       authenticate as USER\n"
    "  --smtp-password-env V  read the password from environment variable V (default SITEPUB_SMTP_PASSWORD)\n"
    "  --netrc FILE           read the user and password from a netrc file\n"
    "  --smtp-cacert FILE     trust the CA certificates in FILE (private CA)\n"
    "  --smtp-timeout SEC     connect and reply timeout in seconds (default 10)\n"
    "\n"
    "Settings come from git config (git-multimail's multimailhook.* names; sitepub.notify.style = stock|asf,\n"
    "sitepub.notify.repositoryURL, sitepub.notify.templates). Exit code 7 when the notice cannot be sent.\n";

static int opt_value(int argc, char **argv, int *i, const char *name, const char **out)
{
    size_t n = strlen(name);
    if (!strcmp(argv[*i], name)) {
        if (*i + 1 >= argc)
            return -1;
        *out = argv[++*i];
        return 1;
    }
    if (!strncmp(argv[*i], name, n) && argv[*i][n] == '=') {
        *out = argv[*i] + n + 1;
        return 1;
    }
    return 0;
}

static void set_str(char **field, const char *v)
{
    free(*field);
    *field = v ? strdup(v) : NULL;
}

int sp_cmd_notify(int argc, char **argv)
{
    int to_stdout = 0, plain = 0;
    const char *dir = ".", *smtp = NULL, *user = NULL, *pwenv = NULL, *netrc = NULL, *cacert = NULL, *timeout = NULL;
    const char *pos[3];
    int npos = 0;
    sp_buf to = SP_BUF_INIT;
    sp_error err;
    sp_error_clear(&err);
    for (int i = 1; i < argc; i++) {
        const char *v = NULL;
        int r;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(USAGE, stdout);
            sp_buf_free(&to);
            return 0;
        } else if (!strcmp(argv[i], "--stdout")) {
            to_stdout = 1;
        } else if (!strcmp(argv[i], "--smtp-plain")) {
            plain = 1;
        } else if ((r = opt_value(argc, argv, &i, "--to", &v)) != 0) {
            if (r < 0)
                goto usage;
            if (to.len)
                sp_buf_puts(&to, ", ");
            sp_buf_puts(&to, v);
        } else if ((r = opt_value(argc, argv, &i, "-C", &dir)) != 0 ||
                   (r = opt_value(argc, argv, &i, "--smtp", &smtp)) != 0 ||
                   (r = opt_value(argc, argv, &i, "--smtp-user", &user)) != 0 ||
                   (r = opt_value(argc, argv, &i, "--smtp-password-env", &pwenv)) != 0 ||
                   (r = opt_value(argc, argv, &i, "--netrc", &netrc)) != 0 ||
                   (r = opt_value(argc, argv, &i, "--smtp-cacert", &cacert)) != 0 ||
                   (r = opt_value(argc, argv, &i, "--smtp-timeout", &timeout)) != 0) {
            if (r < 0)
                goto usage;
        } else if (!strncmp(argv[i], "--smtp-pass", 11) || !strcmp(argv[i], "--password")) {
            fputs("sitepub notify: passwords are never taken from the command line; use --smtp-password-env or "
                  "--netrc\n",
                  stderr);
            sp_buf_free(&to);
            return SP_ERR_USAGE;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sitepub notify: unknown option '%s'\n\n", argv[i]);
            goto usage;
        } else if (npos < 3) {
            pos[npos++] = argv[i];
        } else {
            goto usage;
        }
    }
    if (npos < 2)
        goto usage;

    git_libgit2_init();
    git_repository *repo = NULL;
    int code = 0;
    sp_notify_settings s;
    int have_settings = 0;
    char *refname = NULL;
    if (git_repository_open_ext(&repo, dir, 0, NULL) < 0) {
        const git_error *e = git_error_last();
        sp_error_set(&err, SP_ERR_GIT, dir, 0, 0, "not a git repository: %s; run sitepub notify inside the repository or name it with -C DIR",
                     e && e->message ? e->message : "");
        code = sp_cli_report("notify", &err);
        goto out;
    }
    if (npos == 3) {
        refname = strdup(pos[2]);
    } else {
        git_reference *head = NULL;
        if (git_reference_lookup(&head, repo, "HEAD") < 0 || git_reference_type(head) != GIT_REFERENCE_SYMBOLIC) {
            git_reference_free(head);
            sp_error_set(&err, SP_ERR_USAGE, NULL, 0, 0, "no REFNAME given and HEAD is not a branch");
            code = sp_cli_report("notify", &err);
            goto out;
        }
        refname = strdup(git_reference_symbolic_target(head));
        git_reference_free(head);
    }
    if (sp_notify_settings_load(repo, &s, &err) < 0) {
        code = sp_cli_report("notify", &err);
        goto out;
    }
    have_settings = 1;
    if (smtp)
        set_str(&s.smtp_url, smtp);
    if (plain)
        s.smtp_plain = 1;
    if (user)
        set_str(&s.smtp_user, user);
    if (pwenv)
        set_str(&s.smtp_password_env, pwenv);
    if (netrc)
        set_str(&s.smtp_netrc, netrc);
    if (cacert)
        set_str(&s.smtp_cacert, cacert);
    if (timeout)
        s.smtp_timeout = atol(timeout);
    if (s.to_stdout)
        to_stdout = 1; /* multimailhook.stdout */
    sp_buf text = SP_BUF_INIT;
    if (sp_notify_push(repo, &s, pos[0], pos[1], refname, to.len ? sp_buf_cstr(&to) : NULL,
                       to_stdout ? &text : NULL, &err) < 0) {
        code = sp_cli_report("notify", &err);
    } else if (to_stdout) {
        fwrite(text.data ? text.data : "", 1, text.len, stdout);
        if (fflush(stdout) != 0)
            code = SP_ERR_IO;
    }
    sp_buf_free(&text);
out:
    if (have_settings)
        sp_notify_settings_free(&s);
    free(refname);
    git_repository_free(repo);
    git_libgit2_shutdown();
    sp_buf_free(&to);
    return code;
usage:
    fputs(USAGE, stderr);
    sp_buf_free(&to);
    return SP_ERR_USAGE;
}
