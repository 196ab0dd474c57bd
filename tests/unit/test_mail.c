/* Unit tests of src/mail's header encoding, folding, address handling, UTF-8 replacement, line splitting and
 * random numbers, against values taken from Python 3 (tests/unit/mail_cases.h). */
#include "test_support.h"

#include "mail/mail_internal.h"
#include "mail_cases.h"

static void test_headers(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof HCASES / sizeof HCASES[0]; i++) {
        sp_buf b = SP_BUF_INIT;
        mh_header(&b, HCASES[i].name, HCASES[i].value, HCASES[i].addr);
        if (strcmp(sp_buf_cstr(&b), HCASES[i].want))
            fprintf(stderr, "case %zu:\nwant <%s>\ngot  <%s>\n", i, HCASES[i].want, sp_buf_cstr(&b));
        assert_string_equal(sp_buf_cstr(&b), HCASES[i].want);
        sp_buf_free(&b);
    }
}

static void test_utf8_replace(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof UCASES / sizeof UCASES[0]; i++) {
        sp_buf b = SP_BUF_INIT;
        mh_utf8_replace(&b, UCASES[i].in, UCASES[i].len);
        assert_string_equal(sp_buf_cstr(&b), UCASES[i].want);
        sp_buf_free(&b);
    }
    assert_int_equal(mh_utf8_len("caf\xc3\xa9", 5), 4);
    assert_int_equal(mh_utf8_offset("\xc3\xa9\xc3\xa9x", 5, 2), 4);
}

static void test_splitlines(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof SCASES / sizeof SCASES[0]; i++) {
        const char *s = SCASES[i].in;
        size_t n = strlen(s), start = 0, k = 0;
        for (size_t p = 0; p < n;) {
            size_t br = mh_linebreak_len(s + p, n - p);
            if (br) {
                assert_true(k < SCASES[i].n_items);
                assert_int_equal(p + br - start, strlen(SCASES[i].items[k]));
                assert_memory_equal(s + start, SCASES[i].items[k], p + br - start);
                k++;
                p += br;
                start = p;
            } else {
                p++;
            }
        }
        if (start < n) {
            assert_true(k < SCASES[i].n_items);
            assert_string_equal(s + start, SCASES[i].items[k]);
            k++;
        }
        assert_int_equal(k, SCASES[i].n_items);
    }
}

static void test_mt(void **state)
{
    (void)state;
    mh_mt m;
    mh_mt_seed(&m, 0);
    for (size_t i = 0; i < sizeof MT_SEED0 / sizeof MT_SEED0[0]; i++)
        assert_int_equal(mh_mt_next(&m), MT_SEED0[i]);
    mh_mt_seed(&m, 4242);
    for (size_t i = 0; i < sizeof MT_SEED4242 / sizeof MT_SEED4242[0]; i++)
        assert_int_equal(mh_mt_next(&m), MT_SEED4242[i]);
    mh_mt_seed(&m, (1UL << 40) + 5);
    for (size_t i = 0; i < sizeof MT_SEED_BIG / sizeof MT_SEED_BIG[0]; i++)
        assert_int_equal(mh_mt_next(&m), MT_SEED_BIG[i]);
}

typedef struct collected {
    char names[8][64], addrs[8][64];
    int n;
} collected;

static void collect(const char *name, const char *addr, void *ctx)
{
    collected *c = ctx;
    snprintf(c->names[c->n], 64, "%s", name);
    snprintf(c->addrs[c->n], 64, "%s", addr);
    c->n++;
}

static void test_addresses(void **state)
{
    (void)state;
    /* Python: getaddresses(['"Doe, John" <jd@x.org>, plain@x.org, Bob <b@x.org>']) */
    collected c = {0};
    mh_addresses("\"Doe, John\" <jd@x.org>, plain@x.org, Bob <b@x.org>", collect, &c);
    assert_int_equal(c.n, 3);
    assert_string_equal(c.names[0], "Doe, John");
    assert_string_equal(c.addrs[0], "jd@x.org");
    assert_string_equal(c.names[1], "");
    assert_string_equal(c.addrs[1], "plain@x.org");
    assert_string_equal(c.names[2], "Bob");
    assert_string_equal(c.addrs[2], "b@x.org");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_headers),     cmocka_unit_test(test_utf8_replace), cmocka_unit_test(test_splitlines),
        cmocka_unit_test(test_mt),          cmocka_unit_test(test_addresses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
