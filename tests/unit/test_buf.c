/* Byte buffers (include/sitepub/buf.h): a long sp_buf_append hands each part it copied to the release hook, in
 * order and covering the data exactly, once the part is in the buffer (the spill file's pages a layout copies
 * are dropped from memory so; issue 20, defect 11); a short one never calls it. */
#include "test_support.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/buf.h"

static const char *seen_base;
static size_t seen_next, seen_calls;
static sp_buf *seen_buf;
static bool seen_ok = true;

static void record(const void *data, size_t len)
{
    const char *p = data;
    size_t at = (size_t)(p - seen_base);
    /* parts in order, each already copied into the buffer */
    if (at != seen_next || len == 0 || len > SP_BUF_RELEASE_MIN ||
        memcmp(seen_buf->data + seen_buf->len + at, p, len) != 0)
        seen_ok = false;
    seen_next = at + len;
    seen_calls++;
}

static void test_long_append_releases_each_part(void **state)
{
    (void)state;
    size_t n = 3 * SP_BUF_RELEASE_MIN + 12345;
    char *src = malloc(n);
    assert_non_null(src);
    for (size_t i = 0; i < n; i++)
        src[i] = (char)('a' + i % 23);
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, "head:");
    sp_buf_set_release(record);
    seen_base = src, seen_next = 0, seen_calls = 0, seen_buf = &b;
    sp_buf_append(&b, src, n);
    assert_true(seen_ok);
    assert_int_equal(seen_next, n);
    assert_int_equal(seen_calls, 4);
    assert_int_equal(b.len, 5 + n);
    assert_memory_equal(b.data, "head:", 5);
    assert_memory_equal(b.data + 5, src, n);
    assert_int_equal(b.data[b.len], '\0');
    /* a short append: copied at once, no call */
    seen_calls = 0;
    sp_buf_append(&b, src, SP_BUF_RELEASE_MIN - 1);
    assert_int_equal(seen_calls, 0);
    assert_int_equal(b.len, 5 + n + SP_BUF_RELEASE_MIN - 1);
    sp_buf_set_release(NULL);
    sp_buf_free(&b);
    free(src);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_long_append_releases_each_part),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
