/* sitepub build: not available yet (issue 3). */
#include <stdio.h>

#include "sitepub/cli.h"
#include "sitepub/error.h"

int sp_cmd_build(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("sitepub build: not available in this version yet (issue 3)\n", stderr);
    return SP_ERR_USAGE;
}
