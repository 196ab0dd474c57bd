/* sp_notify_settings_load_site: defaults < git config < the site's notify: block; git-multimail's derived values. */
#include "test_support.h"

#include <git2.h>

#include "sitepub/mail.h"

static char dir[256];
static git_repository *repo;

static int setup(void **state)
{
    (void)state;
    git_libgit2_init();
    snprintf(dir, sizeof dir, "/tmp/sitepub-notify-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    char path[512];
    snprintf(path, sizeof path, "%s/my-site.git", dir);
    return git_repository_init(&repo, path, 1);
}

static int teardown(void **state)
{
    (void)state;
    git_repository_free(repo);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    int r = system(cmd);
    git_libgit2_shutdown();
    return r == 0 ? 0 : -1;
}

static void set_cfg(const char *name, const char *value)
{
    git_config *cfg;
    assert_int_equal(git_repository_config(&cfg, repo), 0);
    if (value)
        assert_int_equal(git_config_set_string(cfg, name, value), 0);
    else
        git_config_delete_entry(cfg, name);
    git_config_free(cfg);
}

static void test_defaults(void **state)
{
    (void)state;
    sp_notify_settings s;
    sp_error err;
    setenv("USER", "jdoe", 1);
    assert_int_equal(sp_notify_settings_load(repo, &s, &err), 0);
    /* git-multimail's defaults: repo name from a bare repository's folder without ".git" */
    assert_string_equal(s.repo_shortname, "my-site");
    assert_string_equal(s.email_prefix, "[my-site] ");
    assert_int_equal(s.email_max_line_length, 500);
    assert_int_equal(s.subject_max_length, 500);
    assert_int_equal(s.email_max_lines, 0);
    assert_int_equal(s.combine_when_single_commit, 1);
    assert_int_equal(s.max_commit_emails, 500);
    assert_string_equal(s.administrator, "the administrator of this repository");
    assert_string_equal(s.date_substitute, "AuthorDate: ");
    assert_string_equal(s.pusher, "jdoe");
    assert_int_equal(s.style, SP_NOTIFY_STOCK);
    assert_string_equal(s.repository_url, "https://gitbox.apache.org/repos/asf/my-site.git");
    sp_notify_settings_free(&s);
}

static void test_layers(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    sp_value block = sp_hash_new(a, 8);
    sp_value list = sp_array_new(a, 2);
    sp_array_push(list, sp_cstr(a, "a@example.org"));
    sp_array_push(list, sp_cstr(a, "b@example.org"));
    sp_hash_setc(block, "mailingList", list);
    sp_hash_setc(block, "emailPrefix", sp_cstr(a, "  [site %(repo_shortname)s]  "));
    sp_hash_setc(block, "style", sp_cstr(a, "asf"));
    sp_hash_setc(block, "emailmaxlines", sp_int(10));
    sp_hash_setc(block, "emailMaxLineLength", sp_int(300));
    sp_hash_setc(block, "combineWhenSingleCommit", sp_bool(false));
    set_cfg("multimailhook.emailMaxLines", "20");
    set_cfg("multimailhook.smtpServer", "mail.example.org");
    set_cfg("multimailhook.smtpEncryption", "ssl");
    set_cfg("multimailhook.envelopeSender", "bounce@example.org");
    sp_notify_settings s;
    sp_error err;
    assert_int_equal(sp_notify_settings_load_site(repo, block, &s, &err), 0);
    assert_string_equal(s.refchange_recipients, "a@example.org, b@example.org");
    assert_string_equal(s.revision_recipients, "a@example.org, b@example.org");
    assert_string_equal(s.email_prefix, "[site my-site] ");
    assert_int_equal(s.style, SP_NOTIFY_ASF);
    assert_int_equal(s.email_max_lines, 10);        /* the notify: block wins over git config */
    assert_int_equal(s.email_max_line_length, 300); /* from the block */
    assert_int_equal(s.subject_max_length, 300);    /* follows emailMaxLineLength */
    assert_int_equal(s.combine_when_single_commit, 0);
    assert_string_equal(s.smtp_url, "smtps://mail.example.org:465");
    assert_string_equal(s.administrator, "bounce@example.org");
    sp_notify_settings_free(&s);

    sp_hash_setc(block, "mailngList", sp_cstr(a, "typo@example.org"));
    assert_int_equal(sp_notify_settings_load_site(repo, block, &s, &err), -1);
    assert_int_equal(err.code, SP_ERR_INPUT);
    assert_non_null(strstr(err.message, "notify.mailngList"));

    sp_value b2 = sp_hash_new(a, 1);
    sp_hash_setc(b2, "smtpPass", sp_cstr(a, "secret"));
    assert_int_equal(sp_notify_settings_load_site(repo, b2, &s, &err), -1);
    assert_int_equal(err.code, SP_ERR_USAGE);
    assert_null(strstr(err.message, "secret"));
    set_cfg("multimailhook.emailMaxLines", NULL);
    set_cfg("multimailhook.smtpServer", NULL);
    set_cfg("multimailhook.smtpEncryption", NULL);
    set_cfg("multimailhook.envelopeSender", NULL);
    sp_arena_free(a);
}

/* git-multimail's settings unchanged for a relay on this machine (issue 19): smtpServer on the loopback address
 * without smtpEncryption is plain SMTP, port 25 by default (git-multimail's smtpEncryption default, none); every
 * other host needs TLS unless smtpEncryption = none */
static void test_loopback_plain(void **state)
{
    (void)state;
    static const struct {
        const char *server, *encryption, *url;
        int plain;
    } cases[] = {
        {"localhost", NULL, "smtp://localhost:25", 1},
        {"127.0.0.1:2525", NULL, "smtp://127.0.0.1:2525", 1},
        {"127.10.20.30", NULL, "smtp://127.10.20.30:25", 1},
        {"[::1]:2525", NULL, "smtp://[::1]:2525", 1},
        {"::1", NULL, "smtp://[::1]:25", 1},
        {"LOCALHOST:26", NULL, "smtp://LOCALHOST:26", 1},
        {"mail.example.org", NULL, "smtp://mail.example.org:587", 0},
        {"localhost.example.org", NULL, "smtp://localhost.example.org:587", 0},
        {"128.0.0.1", NULL, "smtp://128.0.0.1:587", 0},
        {"127.0.0.1.example.org", NULL, "smtp://127.0.0.1.example.org:587", 0},
        {"127.0.0.1", "tls", "smtp://127.0.0.1:587", 0},
        {"127.0.0.1", "ssl", "smtps://127.0.0.1:465", 0},
        {"mail.example.org", "none", "smtp://mail.example.org:25", 1},
    };
    set_cfg("multimailhook.envelopeSender", "bounce@example.org");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        set_cfg("multimailhook.smtpServer", cases[i].server);
        set_cfg("multimailhook.smtpEncryption", cases[i].encryption);
        sp_notify_settings s;
        sp_error err;
        assert_int_equal(sp_notify_settings_load(repo, &s, &err), 0);
        assert_string_equal(s.smtp_url, cases[i].url);
        assert_int_equal(s.smtp_plain, cases[i].plain);
        sp_notify_settings_free(&s);
    }
    set_cfg("multimailhook.smtpServer", NULL);
    set_cfg("multimailhook.smtpEncryption", NULL);
    set_cfg("multimailhook.envelopeSender", NULL);
}

static void test_git_lists(void **state)
{
    (void)state;
    /* a multi-valued key, written into the config file (libgit2's set_multivar leaks PCRE2 match data) */
    char path[600];
    snprintf(path, sizeof path, "%s/my-site.git/config", dir);
    FILE *f = fopen(path, "a");
    assert_non_null(f);
    fputs("[multimailhook]\n\tmailingList = \" one@example.org \"\n\tmailingList = two@example.org\n"
          "\tcommitList = none\n\treplyTo = author\n",
          f);
    fclose(f);
    sp_notify_settings s;
    sp_error err;
    /* replyTo=author: git-multimail's forbid_field_values() never fires, so it loads (and the ref change
     * email gets no Reply-To) */
    assert_int_equal(sp_notify_settings_load(repo, &s, &err), 0);
    assert_string_equal(s.reply_to_refchange, "author");
    sp_notify_settings_free(&s);
    set_cfg("multimailhook.replyTo", "pusher");
    assert_int_equal(sp_notify_settings_load(repo, &s, &err), 0);
    assert_string_equal(s.refchange_recipients, "one@example.org, two@example.org");
    assert_string_equal(s.revision_recipients, "");
    assert_string_equal(s.reply_to_refchange, "pusher");
    assert_string_equal(s.reply_to_commit, "pusher");
    sp_notify_settings_free(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_layers),
        cmocka_unit_test(test_git_lists),
        cmocka_unit_test(test_loopback_plain),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
