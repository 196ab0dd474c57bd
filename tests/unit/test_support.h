/* Shared helpers for the cmocka unit tests. */
#ifndef SITEPUB_TEST_SUPPORT_H
#define SITEPUB_TEST_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

/* The shared material folder (../shared from the repository root, or $SITEPUB_SHARED). Returns NULL, after
 * printing why, when it is absent: the caller then skips. */
static inline const char *test_shared_dir(void)
{
    const char *d = getenv("SITEPUB_SHARED");
    static char buf[4096];
    if (!d || !*d) {
        d = "../shared";
    }
    snprintf(buf, sizeof buf, "%s", d);
    if (access(buf, R_OK) != 0) {
        fprintf(stderr, "skip: shared material not found at %s (set SITEPUB_SHARED)\n", buf);
        return NULL;
    }
    return buf;
}

#endif
