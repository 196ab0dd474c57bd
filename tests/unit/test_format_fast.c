/* The printf-free number formatting on the hot paths (sp_buf_printf's one-pass formatting, strftime's numeric
 * fields and offsets, Integer#to_s and Time#to_s in sp_value_to_s): every result is Ruby 3.1's or C's printf
 * output, taken from `ruby -e` and written here. */
#include "test_support.h"

#include "sitepub/buf.h"
#include "sitepub/date.h"
#include "sitepub/value.h"

/* sp_buf_printf: text that fits the spare room, text one byte short of it, exactly it and longer, appended to
 * what the buffer holds; the NUL always follows. */
static void test_buf_printf_sizes(void **state)
{
    (void)state;
    char big[1001];
    memset(big, 'x', 1000);
    big[1000] = '\0';
    for (size_t used = 0; used < 200; used += 7) {
        for (size_t n = 0; n < 300; n += 13) {
            sp_buf b = SP_BUF_INIT;
            for (size_t i = 0; i < used; i++)
                sp_buf_putc(&b, 'a');
            sp_buf_printf(&b, "<%.*s|%d>", (int)n, big, (int)n);
            char want[400];
            int wl = snprintf(want, sizeof want, "<%.*s|%d>", (int)n, big, (int)n);
            assert_int_equal(b.len, used + (size_t)wl);
            assert_int_equal(strlen(b.data), b.len);
            for (size_t i = 0; i < used; i++)
                assert_int_equal(b.data[i], 'a');
            assert_memory_equal(b.data + used, want, (size_t)wl);
            sp_buf_free(&b);
        }
    }
    /* the boundary: exactly the spare room of a 64-byte buffer, then one more */
    for (int n = 55; n < 70; n++) {
        sp_buf b = SP_BUF_INIT;
        sp_buf_puts(&b, "ab");
        sp_buf_printf(&b, "%0*d", n, 7);
        assert_int_equal(b.len, 2 + (size_t)n);
        assert_int_equal(b.data[b.len], '\0');
        assert_int_equal(b.data[b.len - 1], '7');
        assert_int_equal(b.data[2], '0');
        sp_buf_free(&b);
    }
    sp_buf b = SP_BUF_INIT;
    sp_buf_printf(&b, "%s", big);
    sp_buf_printf(&b, "%s", "");
    assert_int_equal(b.len, 1000);
    assert_string_equal(b.data, big);
    sp_buf_free(&b);
}

static void check_to_s(sp_value v, const char *want)
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_puts(&b, "=");
    sp_value_to_s(&b, v);
    assert_string_equal(b.data + 1, want);
    assert_int_equal(b.len, 1 + strlen(want));
    sp_buf_free(&b);
}

/* ruby -e 'p [0, 7, -42, -9223372036854775808, 9223372036854775807].map(&:to_s)' */
static void test_integer_to_s(void **state)
{
    (void)state;
    check_to_s(sp_int(0), "0");
    check_to_s(sp_int(7), "7");
    check_to_s(sp_int(-42), "-42");
    check_to_s(sp_int(INT64_MIN), "-9223372036854775808");
    check_to_s(sp_int(INT64_MAX), "9223372036854775807");
}

/* Time#to_s: Time.at(0).getlocal("-09:30"), Time.at(1502971200).getlocal("+05:45"), Time.at(253402300800).utc,
 * Time.at(-62135596800 - 86400 * 366).utc */
static void test_time_to_s(void **state)
{
    (void)state;
    check_to_s(sp_time_value(0, 0, -34200), "1969-12-31 14:30:00 -0930");
    check_to_s(sp_time_value(1502971200, 0, 20700), "2017-08-17 17:45:00 +0545");
    sp_value u = sp_time_value(253402300800, 0, 0);
    u.flags |= SP_FLAG_UTC;
    check_to_s(u, "10000-01-01 00:00:00 UTC");
    u = sp_time_value(-62135596800LL - 86400 * 366, 0, 0);
    u.flags |= SP_FLAG_UTC;
    check_to_s(u, "0000-01-01 00:00:00 UTC");
}

static void check_strftime(const char *fmt, sp_time t, const char *want)
{
    sp_buf b = SP_BUF_INIT;
    assert_true(sp_strftime_zone(&b, fmt, strlen(fmt), t, NULL));
    assert_string_equal(sp_buf_cstr(&b), want);
    sp_buf_free(&b);
}

/* ruby -e 't = Time.at(1502971200).getlocal("+14:00"); p t.strftime("%Y-%m-%dT%H:%M:%S%:z")' and the others */
static void test_strftime_numbers(void **state)
{
    (void)state;
    sp_time t14 = {1502971200, 0, 14 * 3600};
    check_strftime("%Y-%m-%dT%H:%M:%S%:z", t14, "2017-08-18T02:00:00+14:00");
    sp_time tm30 = {1502971200, 0, -1800};
    check_strftime("%z|%5z|%-z|%_10z|%::z", tm30, "-0030|-0030|-0030|      -030|-00:30:00");
    sp_time tn = {1502971200, 123456789, 0};
    check_strftime("%N|%3N|%12N|%-5Y|%_8Y|%010s", tn, "123456789|123|123456789000|2017|    2017|1502971200");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_buf_printf_sizes),
        cmocka_unit_test(test_integer_to_s),
        cmocka_unit_test(test_time_to_s),
        cmocka_unit_test(test_strftime_numbers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
