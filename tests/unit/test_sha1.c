/* SHA-1 and git object ids (include/sitepub/sha1.h) against sha1sum and `git hash-object`/`git mktree`
 * (tests/unit/sha1_cases.h, written by tests/unit/gen_sha1_cases.sh): lengths at SHA-1's block and padding
 * edges, the FIPS 180 vectors, one digest fed in pieces of every size, and a tree object. */
#include "test_support.h"

#include <string.h>

#include "sitepub/sha1.h"
#include "sha1_cases.h"

static void hex(const unsigned char id[20], char out[41])
{
    for (int i = 0; i < 20; i++)
        snprintf(out + 2 * i, 3, "%02x", id[i]);
}

static unsigned char *pattern(size_t n)
{
    unsigned char *p = malloc(n ? n : 1);
    assert_non_null(p);
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)((7 * i + 3) % 256);
    return p;
}

static void test_pattern(void **state)
{
    (void)state;
    for (size_t c = 0; c < sizeof PATTERN_CASES / sizeof *PATTERN_CASES; c++) {
        size_t n = PATTERN_CASES[c].len;
        unsigned char *p = pattern(n), id[20];
        char h[41];
        sp_sha1_digest(n ? p : NULL, n, id);
        hex(id, h);
        assert_string_equal(h, PATTERN_CASES[c].sha1);
        char hs[41];
        sp_sha1_hex(id, hs); /* as sha1sum prints the digest */
        assert_string_equal(hs, PATTERN_CASES[c].sha1);
        unsigned char back[20]; /* sp_sha1_unhex: sha1sum's digits give the digest's bytes again */
        assert_true(sp_sha1_unhex(PATTERN_CASES[c].sha1, back));
        assert_memory_equal(back, id, 20);
        char bad[41];
        memcpy(bad, PATTERN_CASES[c].sha1, 41);
        bad[39] = 'A'; /* upper case is not what sp_sha1_hex writes */
        assert_false(sp_sha1_unhex(bad, back));
        bad[20] = 0; /* a text that ends early */
        assert_false(sp_sha1_unhex(bad, back));
        sp_git_blob_id(n ? p : NULL, n, id);
        hex(id, h);
        assert_string_equal(h, PATTERN_CASES[c].blob);
        sp_git_object_id("blob", p, n, id);
        hex(id, h);
        assert_string_equal(h, PATTERN_CASES[c].blob);
        free(p);
    }
}

static void test_texts(void **state)
{
    (void)state;
    for (size_t c = 0; c < sizeof TEXT_CASES / sizeof *TEXT_CASES; c++) {
        const char *t = TEXT_CASES[c].text;
        unsigned char id[20];
        char h[41];
        sp_sha1_digest(t, strlen(t), id);
        hex(id, h);
        assert_string_equal(h, TEXT_CASES[c].sha1);
        sp_git_blob_id(t, strlen(t), id);
        hex(id, h);
        assert_string_equal(h, TEXT_CASES[c].blob);
    }
}

/* the same digest whatever the pieces: every piece size from 1 to 130 over the 100,000-byte pattern */
static void test_pieces(void **state)
{
    (void)state;
    size_t c = 0;
    while (PATTERN_CASES[c].len != 100000)
        c++;
    unsigned char *p = pattern(100000);
    for (size_t step = 1; step <= 130; step++) {
        sp_sha1 *s = sp_sha1_begin();
        for (size_t off = 0; off < 100000; off += step)
            sp_sha1_add(s, p + off, 100000 - off < step ? 100000 - off : step);
        sp_sha1_add(s, NULL, 0);
        unsigned char id[20];
        char h[41];
        sp_sha1_end(s, id);
        hex(id, h);
        assert_string_equal(h, PATTERN_CASES[c].sha1);
    }
    free(p);
}

/* a tree's id: "tree LEN\0" + its entries ("MODE NAME\0" and the 20-byte id), as git mktree wrote it */
/* sp_sha1_unhex against a byte-by-byte decoder: every position of the 40 with every byte value in it (only
 * '0'-'9' and 'a'-'f' are digits: 'A'-'F', 'g', '/', ':', '`', 0x80 and up are not), a text that ends at each
 * position, and 2,000 pseudo-random ids */
static int digit_of(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static void test_unhex(void **state)
{
    (void)state;
    char h[48];
    unsigned char out[20], want[20];
    uint32_t x = 12345;
    for (int r = 0; r < 2000; r++) {
        for (int i = 0; i < 20; i++) {
            x = x * 1103515245u + 12345u;
            want[i] = (unsigned char)(x >> 16);
        }
        sp_sha1_hex(want, h);
        assert_true(sp_sha1_unhex(h, out));
        assert_memory_equal(out, want, 20);
    }
    memcpy(h, "0123456789abcdef0123456789abcdef01234567", 41);
    for (int pos = 0; pos < 40; pos++) {
        char keep = h[pos];
        for (int c = 1; c < 256; c++) {
            h[pos] = (char)c;
            bool ok = sp_sha1_unhex(h, out);
            assert_int_equal(ok, digit_of(c) >= 0);
            if (ok) {
                int hi = digit_of((unsigned char)h[pos & ~1]), lo = digit_of((unsigned char)h[pos | 1]);
                assert_int_equal(out[pos / 2], hi << 4 | lo);
            }
        }
        h[pos] = 0; /* ends early: false, and nothing after the NUL is read (valgrind, ASan) */
        assert_false(sp_sha1_unhex(h, out));
        char *tail = malloc((size_t)pos + 1);
        assert_non_null(tail);
        memcpy(tail, h, (size_t)pos + 1);
        assert_false(sp_sha1_unhex(tail, out));
        free(tail);
        h[pos] = keep;
    }
}

static void test_tree(void **state)
{
    (void)state;
    unsigned char body[128], id[20];
    size_t n = 0;
    memcpy(body + n, "100644 a.txt", 13), n += 13;
    test_unhex20(TREE_BLOB1, body + n), n += 20;
    memcpy(body + n, "100755 b.sh", 12), n += 12;
    test_unhex20(TREE_BLOB2, body + n), n += 20;
    sp_git_object_id("tree", body, n, id);
    char h[41];
    hex(id, h);
    assert_string_equal(h, TREE_ID);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pattern),
        cmocka_unit_test(test_texts),
        cmocka_unit_test(test_pieces),
        cmocka_unit_test(test_tree),
        cmocka_unit_test(test_unhex),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
