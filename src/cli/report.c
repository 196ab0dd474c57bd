/* Error reporting shared by the subcommands. */
#include <stdio.h>

#include "sitepub/cli.h"

int sp_cli_report(const char *cmd, const sp_error *err)
{
    char msg[2600];
    fprintf(stderr, "sitepub %s: %s\n", cmd, sp_error_format(err, msg, sizeof msg));
    return sp_exit_code_for(err);
}

const char *sp_cli_error_name(sp_error_code code)
{
    switch (code) {
    case SP_ERR_USAGE:
        return "usage";
    case SP_ERR_INPUT:
        return "input";
    case SP_ERR_IO:
        return "io";
    case SP_ERR_GIT:
        return "git";
    case SP_ERR_PUSH:
        return "push";
    case SP_ERR_NOTIFY:
        return "notify";
    default:
        return "internal";
    }
}
