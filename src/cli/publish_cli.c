/* Helpers shared by `sitepub publish` and `sitepub diff`. */
#include <stdio.h>

#include "cli/publish_cli.h"
#include "sitepub/error.h"
#include "sitepub/mail.h"

int sp_cli_pick_producer(bool no_build, sp_producer_fn *fn, void **ud)
{
    *ud = NULL;
    if (no_build) {
        *fn = sp_publish_copy_producer;
        return 0;
    }
    fputs("sitepub: the Jekyll build is not in this version yet (issue 3); use --no-build to publish the\n"
          "source files unchanged\n",
          stderr);
    return -1;
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
