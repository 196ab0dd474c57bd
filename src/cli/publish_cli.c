/* Helpers shared by `sitepub publish` and `sitepub diff`. */
#include <stdio.h>

#include "cli/publish_cli.h"
#include "sitepub/error.h"

#include "sitepub/site.h"

/* The Jekyll build of a git revision: site.time is the source commit's committer date (or SOURCE_DATE_EPOCH),
 * so the same revision always builds the same tree. */
static int site_producer(void *ud, const sp_build_input *in, sp_sink *sink, sp_error *err)
{
    (void)ud;
    sp_site_options so;
    sp_site_options_init(&so);
    so.have_time = true;
    so.time = in->time;
    sp_site_stats st;
    return sp_site_build(in->source, sink, &so, &st, err);
}

#include "sitepub/mail.h"

int sp_cli_pick_producer(bool no_build, sp_producer_fn *fn, void **ud)
{
    *ud = NULL;
    *fn = no_build ? sp_publish_copy_producer : site_producer;
    return 0;
}

int sp_cli_notify_after_publish(const sp_publish_options *o, const sp_publish_result *r)
{
    sp_error err;
    sp_error_clear(&err);
    if (sp_notify_after_publish(o->repo_path, r->refname, r->parent, r->commit, sp_nil(), &err) == 0)
        return 0;
    char msg[2600];
    fprintf(stderr, "sitepub publish: %.7s is on %s (published), but the commit notice failed: %s\n", r->commit,
            r->settings.branch, sp_error_format(&err, msg, sizeof msg));
    return SP_ERR_NOTIFY;
}
