/* sitepub diff: not available yet (issue 6). */
#include <stdio.h>

#include "sitepub/cli.h"
#include "sitepub/error.h"

int sp_cmd_diff(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("sitepub diff: not available in this version yet (issue 6)\n", stderr);
    return SP_ERR_USAGE;
}
