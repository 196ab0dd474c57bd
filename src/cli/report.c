/* Error reporting shared by the subcommands. */
#include <stdio.h>

#include "sitepub/cli.h"

int sp_cli_report(const char *cmd, const sp_error *err)
{
    char msg[2600];
    fprintf(stderr, "sitepub %s: %s\n", cmd, sp_error_format(err, msg, sizeof msg));
    return sp_exit_code_for(err);
}
