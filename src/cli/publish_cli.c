/* Helpers shared by `sitepub publish` and `sitepub diff`. */
#include <stdio.h>
#include <string.h>

#include "cli/publish_cli.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/mail.h"
#include "sitepub/site.h"

/* The Jekyll build of a git revision: site.time is the source commit's committer date (or SOURCE_DATE_EPOCH),
 * so the same revision always builds the same tree. */
static int site_producer(void *ud, const sp_build_input *in, sp_sink *sink, sp_error *err)
{
    const bool *no_cache = ud;
    sp_site_options so;
    sp_site_options_init(&so);
    so.have_time = true;
    so.time = in->time;
    so.cache_dir = in->cache_dir;
    so.cache_readonly = in->cache_readonly;
    so.disable_disk_cache = no_cache && *no_cache;
    sp_site_stats st;
    return sp_site_build(in->source, sink, &so, &st, err);
}

int sp_cli_pick_producer(bool no_build, bool no_cache, sp_producer_fn *fn, void **ud)
{
    static const bool yes = true;
    *ud = no_cache ? (void *)&yes : NULL;
    *fn = no_build ? sp_publish_copy_producer : site_producer;
    return 0;
}

int sp_cli_notify_after_publish(const sp_publish_options *o, const sp_publish_result *r)
{
    static const char zeros[] = "0000000000000000000000000000000000000000";
    sp_error err;
    sp_error_clear(&err);
    struct git_repository *repo = NULL;
    int rc = sp_git_open(o->repo_path, false, &repo, &err);
    sp_notify_settings ns;
    memset(&ns, 0, sizeof ns);
    bool loaded = false;
    if (rc == 0) {
        rc = sp_notify_settings_load_site(repo, r->settings.notify_block, &ns, &err);
        loaded = rc == 0;
    }
    /* multimailhook.stdout (or stdout: in the notify: block) prints the emails instead of sending them, as
     * `sitepub notify` does */
    sp_buf text = SP_BUF_INIT;
    if (rc == 0)
        rc = sp_notify_push(repo, &ns, r->parent[0] ? r->parent : zeros, r->commit, r->refname, NULL,
                            ns.to_stdout ? &text : NULL, &err);
    if (rc == 0 && ns.to_stdout)
        fwrite(text.data ? text.data : "", 1, text.len, stdout);
    sp_buf_free(&text);
    if (loaded)
        sp_notify_settings_free(&ns);
    sp_git_close(repo);
    if (rc == 0)
        return 0;
    sp_error_prefix(&err, "%.7s stands on %s, but the commit notice was not sent", r->commit,
                    r->settings.branch);
    err.code = SP_ERR_NOTIFY;
    return sp_cli_report("publish", &err);
}
