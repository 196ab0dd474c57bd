/* sitepub notify: not available yet (issue 7). */
#include <stdio.h>

#include "sitepub/cli.h"
#include "sitepub/error.h"

int sp_cmd_notify(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("sitepub notify: not available in this version yet (issue 7)\n", stderr);
    return SP_ERR_USAGE;
}
