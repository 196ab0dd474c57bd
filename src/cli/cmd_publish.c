/* sitepub publish: not available yet (issue 6). */
#include <stdio.h>

#include "sitepub/cli.h"
#include "sitepub/error.h"

int sp_cmd_publish(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("sitepub publish: not available in this version yet (issue 6)\n", stderr);
    return SP_ERR_USAGE;
}
