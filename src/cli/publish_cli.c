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

int sp_cli_pick_producer(bool no_build, sp_producer_fn *fn, void **ud)
{
    *ud = NULL;
    *fn = no_build ? sp_publish_copy_producer : site_producer;
    return 0;
}

int sp_cli_notify_after_publish(const sp_publish_options *o, const sp_publish_result *r)
{
    (void)o;
    fprintf(stderr, "sitepub publish: %.7s is on %s, but the commit notice is not in this version yet\n",
            r->commit, r->settings.branch);
    return SP_ERR_NOTIFY;
}
