/* The region allocator (include/sitepub/arena.h): sp_arena_reset gives back every block but the first, the large
 * ones made while the first block was current included (a render thread's scratch arena is reset after every
 * document; a block lost there grew the build by the size of the largest temporary of each document). */
#include "test_support.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/arena.h"

static void test_reset_frees_large_blocks(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    struct mallinfo2 before = mallinfo2();
    for (int i = 0; i < 200; i++) {
        /* the first block is current: a 1 MiB allocation gets a block of its own linked in after it */
        char *p = sp_arena_alloc(a, 1u << 20);
        memset(p, 'x', 1u << 20);
        char *q = sp_arena_alloc(a, 100);
        memset(q, 'y', 100);
        sp_arena_reset(a);
        assert_int_equal(sp_arena_used(a), 0);
    }
    struct mallinfo2 after = mallinfo2();
    /* in use, from the heap or mmap'd: with the large blocks lost, 200 MiB more (ASan's allocator reports 0 both
     * times; its leak check fails the test instead) */
    assert_true(after.uordblks + after.hblkhd < before.uordblks + before.hblkhd + (8u << 20));
    /* still usable, small and large */
    char *p = sp_arena_strdup(a, "after reset");
    assert_string_equal(p, "after reset");
    char *big = sp_arena_alloc(a, 200000);
    memset(big, 0, 200000);
    sp_arena_free(a);
}

static void test_reset_after_many_blocks(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(1024);
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 1000; i++) {
            char *p = sp_arena_alloc(a, i % 7 == 0 ? 5000 : 100); /* blocks pushed ahead and large ones */
            memset(p, 'z', i % 7 == 0 ? 5000 : 100);
        }
        sp_arena_reset(a);
        assert_int_equal(sp_arena_used(a), 0);
    }
    sp_arena_free(a);
}

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

/* VmRSS of this process in KiB (/proc/self/status), or -1 */
static long rss_kib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0)
            kib = strtol(line + 6, NULL, 10);
    if (f)
        fclose(f);
    return kib;
}

/* An arena that grows gets larger blocks, then mapped ones of 2 MiB and more (transparent huge pages): calloc
 * still gives zeroes everywhere, what was allocated stays intact, and used counts every byte handed out. */
static void test_grown_blocks(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    enum { N = 200000 };
    unsigned char **p = malloc(N * sizeof *p);
    size_t used = 0;
    for (int i = 0; i < N; i++) { /* 200,000 x 48 bytes: 9.6 MB, through every block size */
        p[i] = sp_arena_calloc(a, 1, 40 + (size_t)(i % 3) * 4);
        used += 48;
        for (size_t k = 0; k < 40 + (size_t)(i % 3) * 4; k++)
            assert_int_equal(p[i][k], 0);
        memset(p[i], (unsigned char)i, 40 + (size_t)(i % 3) * 4);
    }
    assert_int_equal(sp_arena_used(a), used);
    for (int i = 0; i < N; i += 997)
        assert_int_equal(p[i][39], (unsigned char)i);
    free(p);
    sp_arena_free(a);
}

/* Regression: an arena whose first block is mapped (2 MiB or more) reuses it after a reset, so calloc must clear
 * it again (only a mapped block never handed out before is known to be zero). */
static void test_calloc_after_reset_of_large_first_block(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(4u << 20);
    unsigned char *p = sp_arena_alloc(a, 1u << 20);
    memset(p, 0xAB, 1u << 20);
    sp_arena_reset(a);
    unsigned char *q = sp_arena_calloc(a, 1u << 20, 1);
    assert_ptr_equal(p, q);
    for (size_t k = 0; k < (1u << 20); k += 4093)
        assert_int_equal(q[k], 0);
    sp_arena_free(a);
}

/* A reset unmaps the mapped blocks: 50 rounds of 24 MiB each leave the resident size where one round left it. */
static void test_reset_unmaps_mapped_blocks(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    long after_first = -1;
    for (int round = 0; round < 50; round++) {
        for (int i = 0; i < 24 * 1024; i++)
            memset(sp_arena_alloc(a, 1024), 'm', 1024);
        memset(sp_arena_alloc(a, 3u << 20), 'b', 3u << 20); /* a large allocation: a mapped block of its own */
        sp_arena_reset(a);
        if (round == 0)
            after_first = rss_kib();
    }
    long now = rss_kib();
    /* under ASan the freed malloc'd blocks stay resident in its quarantine: only the unmapping is exercised */
    if (after_first > 0 && now > 0 && !UNDER_ASAN)
        assert_true(now < after_first + 16 * 1024);
    sp_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reset_frees_large_blocks),
        cmocka_unit_test(test_reset_after_many_blocks),
        cmocka_unit_test(test_grown_blocks),
        cmocka_unit_test(test_calloc_after_reset_of_large_first_block),
        cmocka_unit_test(test_reset_unmaps_mapped_blocks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
