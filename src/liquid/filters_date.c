/* The date filters: Liquid's `date` (StandardFilters#date with Utils.to_date) and Jekyll 4.3's DateFilters
 * (date_to_xmlschema, date_to_rfc822, date_to_string, date_to_long_string), on include/sitepub/date.h. */
#include <stdio.h>
#include <string.h>

#include "liquid/filter_util.h"
#include "sitepub/date.h"

static sp_value buf_value(sp_filter_call *call, sp_buf *b) { return fu_buf_value(call, b); }

/* Epoch seconds within about +-30 million years: the civil-time arithmetic of util/date.c stays in range.
 * (Ruby formats any Integer; integers beyond this are treated as no date and printed unchanged.) */
static bool sane_time(sp_time t) { return t.sec > -1000000000000000LL && t.sec < 1000000000000000LL; }

/* date(input, format): the input unchanged when format is empty or the input is no date (Utils.to_date gives
 * nil); else input.strftime(format) (Date#strftime for calendar dates, Time#strftime for times). */
int fu_filter_date(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs, sp_value kwargs,
                   sp_value *out)
{
    (void)kwargs;
    fu_str fmt = fu_to_s(call, nargs > 0 ? args[0] : sp_nil());
    if (fmt.n == 0) {
        *out = input;
        return 0;
    }
    sp_value when = input;
    if (input.type != SP_TIME) {
        sp_time t;
        if (!sp_value_to_time(input, NULL, call->now, &t) || !sane_time(t)) {
            *out = input;
            return 0;
        }
        when = sp_time_value(t.sec, t.nsec, t.utc_offset);
    }
    sp_buf b = SP_BUF_INIT;
    if (!sp_strftime_value(&b, fmt.p, fmt.n, when)) {
        sp_buf_free(&b);
        /* Time#strftime raises ArgumentError "invalid format: <format>" (Jekyll's render! shows it; Liquid's
         * lax render would print "internal") */
        return sp_filter_error(call, "invalid format: %.*s", (int)fmt.n, fmt.p);
    }
    *out = buf_value(call, &b);
    return 0;
}

/* Jekyll's DateFilters#time: Liquid::Utils.to_date(input), else InvalidDateError; then to_time.localtime (a
 * calendar date becomes local midnight of that day). */
static int jekyll_time(sp_filter_call *call, sp_value input, sp_time *out)
{
    if (input.type == SP_TIME && (input.flags & SP_FLAG_DATE)) {
        sp_civil c;
        sp_time_to_civil(input.u.t, &c);
        *out = sp_time_from_local(NULL, c.year, c.month, c.day, 0, 0, 0, 0);
        return 0;
    }
    sp_time t;
    if (input.type == SP_TIME)
        t = input.u.t;
    else if (!sp_value_to_time(input, NULL, call->now, &t) || !sane_time(t)) {
        sp_buf ins = SP_BUF_INIT;
        sp_value_inspect(&ins, input);
        sp_filter_ruby_error(call, "Invalid Date: '%s' is not a valid datetime.", ins.data ? ins.data : "");
        sp_buf_free(&ins);
        return -1;
    }
    *out = sp_time_in_zone(t, NULL);
    return 0;
}

/* `return date if date.to_s.empty?` */
static bool empty_date(sp_filter_call *call, sp_value input, sp_value *out)
{
    if (fu_to_s(call, input).n == 0) {
        *out = input;
        return true;
    }
    return false;
}

static int format_time(sp_filter_call *call, sp_value input, const char *fmt, sp_value *out)
{
    if (empty_date(call, input, out))
        return 0;
    sp_time t;
    if (jekyll_time(call, input, &t))
        return -1;
    sp_buf b = SP_BUF_INIT;
    sp_strftime(&b, fmt, strlen(fmt), t);
    *out = buf_value(call, &b);
    return 0;
}

/* date_to_xmlschema: Time#xmlschema of the local time ("%Y-%m-%dT%H:%M:%S%:z"; never "Z", as localtime is not
 * utc?) */
int fu_filter_date_to_xmlschema(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                                sp_value kwargs, sp_value *out)
{
    (void)args, (void)nargs, (void)kwargs;
    return format_time(call, input, "%Y-%m-%dT%H:%M:%S%:z", out);
}

/* date_to_rfc822: Time#rfc822 of the local time */
int fu_filter_date_to_rfc822(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                             sp_value kwargs, sp_value *out)
{
    (void)args, (void)nargs, (void)kwargs;
    return format_time(call, input, "%a, %d %b %Y %H:%M:%S %z", out);
}

static const char *ordinal(int day)
{
    if (day >= 11 && day <= 13)
        return "th";
    switch (day % 10) {
    case 1: return "st";
    case 2: return "nd";
    case 3: return "rd";
    default: return "th";
    }
}

static bool str_is(sp_value v, const char *lit)
{
    return v.type == SP_STRING && v.u.s.len == strlen(lit) && memcmp(v.u.s.ptr, lit, v.u.s.len) == 0;
}

/* stringify_date(date, month_type, type, style) */
static int stringify_date(sp_filter_call *call, sp_value input, const char *month, const sp_value *args,
                          size_t nargs, sp_value *out)
{
    if (empty_date(call, input, out))
        return 0;
    sp_time t;
    if (jekyll_time(call, input, &t))
        return -1;
    char fmt[64];
    if (nargs > 0 && str_is(args[0], "ordinal")) {
        sp_civil c;
        sp_time_to_civil(t, &c);
        if (nargs > 1 && str_is(args[1], "US"))
            snprintf(fmt, sizeof fmt, "%s %d%s, %%Y", month, c.day, ordinal(c.day));
        else
            snprintf(fmt, sizeof fmt, "%d%s %s %%Y", c.day, ordinal(c.day), month);
    } else
        snprintf(fmt, sizeof fmt, "%%d %s %%Y", month);
    sp_buf b = SP_BUF_INIT;
    sp_strftime(&b, fmt, strlen(fmt), t);
    *out = buf_value(call, &b);
    return 0;
}

/* date_to_string(date, type = nil, style = nil): "03 Aug 2017", "3rd Aug 2017", "Aug 3rd, 2017" */
int fu_filter_date_to_string(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                             sp_value kwargs, sp_value *out)
{
    (void)kwargs;
    return stringify_date(call, input, "%b", args, nargs, out);
}

/* date_to_long_string(date, type = nil, style = nil): "03 August 2017", "3rd August 2017", "August 3rd, 2017" */
int fu_filter_date_to_long_string(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                                  sp_value kwargs, sp_value *out)
{
    (void)kwargs;
    return stringify_date(call, input, "%B", args, nargs, out);
}
