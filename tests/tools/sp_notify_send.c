/* sp_notify_send: compose a notice once, write the exact bytes that go into SMTP DATA (sp_mail_wire_bytes) to
 * OUTDIR/composed.N, then send the same batch (sp_notify_send). For tests/scripts/notify_smtp.sh.
 *   sp_notify_send REPO OLD NEW REFNAME OUTDIR URL [plain] [user=U] [netrc=F] [cacert=F] [timeout=S]
 * Exit code: 0, or the sp_error code (7 when the notice cannot be sent), the error on stderr. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/mail.h"

static void set(char **f, const char *v)
{
    free(*f);
    *f = strdup(v);
}

int main(int argc, char **argv)
{
    if (argc < 7) {
        fputs("usage: sp_notify_send REPO OLD NEW REFNAME OUTDIR URL [options]\n", stderr);
        return 2;
    }
    git_libgit2_init();
    git_repository *repo = NULL;
    sp_error err;
    sp_error_clear(&err);
    if (git_repository_open(&repo, argv[1]) < 0)
        return 5;
    sp_notify_settings s;
    char buf[2600];
    if (sp_notify_settings_load(repo, &s, &err) < 0) {
        fprintf(stderr, "%s\n", sp_error_format(&err, buf, sizeof buf));
        return sp_exit_code_for(&err);
    }
    set(&s.smtp_url, argv[6]);
    for (int i = 7; i < argc; i++) {
        if (!strcmp(argv[i], "plain"))
            s.smtp_plain = 1;
        else if (!strncmp(argv[i], "user=", 5))
            set(&s.smtp_user, argv[i] + 5);
        else if (!strncmp(argv[i], "netrc=", 6))
            set(&s.smtp_netrc, argv[i] + 6);
        else if (!strncmp(argv[i], "cacert=", 7))
            set(&s.smtp_cacert, argv[i] + 7);
        else if (!strncmp(argv[i], "timeout=", 8))
            s.smtp_timeout = atol(argv[i] + 8);
    }
    sp_mail_batch b;
    int code = 0;
    if (sp_notify_compose(repo, &s, argv[2], argv[3], argv[4], NULL, &b, &err) < 0) {
        fprintf(stderr, "%s\n", sp_error_format(&err, buf, sizeof buf));
        code = sp_exit_code_for(&err);
    } else {
        for (size_t i = 0; i < b.n; i++) {
            sp_buf w = SP_BUF_INIT;
            sp_mail_wire_bytes(&b.msgs[i], &w);
            char path[4096];
            snprintf(path, sizeof path, "%s/composed.%zu", argv[5], i + 1);
            FILE *f = fopen(path, "wb");
            if (f) {
                fwrite(w.data ? w.data : "", 1, w.len, f);
                fclose(f);
            }
            sp_buf_free(&w);
        }
        if (sp_notify_send(&s, &b, &err) < 0) {
            fprintf(stderr, "%s\n", sp_error_format(&err, buf, sizeof buf));
            code = sp_exit_code_for(&err);
        }
        sp_mail_batch_free(&b);
    }
    sp_notify_settings_free(&s);
    git_repository_free(repo);
    git_libgit2_shutdown();
    return code;
}
