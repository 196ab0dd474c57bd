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

/* 40 hex digits (a git object id as git prints it) into 20 bytes; fails the test on a digit that is not hex. */
static inline void test_unhex20(const char *h, unsigned char out[20])
{
    for (int i = 0; i < 20; i++) {
        unsigned v;
        assert_int_equal(sscanf(h + 2 * i, "%2x", &v), 1);
        out[i] = (unsigned char)v;
    }
}

#endif
