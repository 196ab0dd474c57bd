/* Site helpers: logging, front matter detection (Jekyll's YAML_FRONT_MATTER_REGEXP), time zones and dates. */
#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "site/site_internal.h"

void sp_site_log(sp_site *s, int level, const char *fmt, ...)
{
    if (!s->opts || level > s->opts->verbosity)
        return;
    if (level >= 0 && s->opts->verbosity < 0)
        return;
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    pthread_mutex_lock(&s->log_lock);
    if (s->opts->log)
        s->opts->log(s->opts->log_ud, level, msg);
    else
        fprintf(stderr, "%s\n", msg);
    pthread_mutex_unlock(&s->log_lock);
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

bool sp_site_has_yaml_header(const char *t, size_t n)
{
    /* %r!\A---\s*\r?\n! on the raw first line (Utils.has_yaml_header? reads "rb"): a page or collection
     * file that starts with a byte-order mark is a static file in Jekyll 4.3; posts, read without this check
     * and with "bom|utf-8", keep their front matter (sp_site_split_front_matter skips the mark). */
    if (n < 4 || memcmp(t, "---", 3) != 0)
        return false;
    /* readline gives the first line; \s* may only span that line's tail */
    size_t i = 3;
    while (i < n && t[i] != '\n' && is_space(t[i]))
        i++;
    return i < n && t[i] == '\n';
}

/* %r!\A(---\s*\n.*?\n?)^((---|\.\.\.)\s*$\n?)!m */
bool sp_site_split_front_matter(const char *text, size_t len, const char **fm, size_t *fm_len, const char **body,
                                size_t *body_len, int *fm_line, int *body_line)
{
    const char *t = text;
    size_t n = len;
    if (n >= 3 && (unsigned char)t[0] == 0xEF && (unsigned char)t[1] == 0xBB && (unsigned char)t[2] == 0xBF) {
        t += 3;
        n -= 3;
    }
    if (n < 3 || memcmp(t, "---", 3) != 0)
        return false;
    /* ---\s*\n : greedy \s*, then a \n; backtrack to the last \n within the whitespace run */
    size_t i = 3, ws_end = 3;
    while (ws_end < n && is_space(t[ws_end]))
        ws_end++;
    size_t open_end = 0;
    bool found = false;
    for (size_t k = ws_end; k > 3; k--) {
        if (t[k - 1] == '\n') {
            open_end = k;
            found = true;
            break;
        }
    }
    if (!found)
        return false;
    /* the closing line: the first line start p >= open_end (lazy .*?\n?) with ---|... then \s*$ */
    (void)i;
    for (size_t p = open_end; p + 3 <= n; p++) {
        if (p != open_end && t[p - 1] != '\n')
            continue;
        if (p == open_end && !(p > 0 && t[p - 1] == '\n'))
            continue;
        if (memcmp(t + p, "---", 3) != 0 && memcmp(t + p, "...", 3) != 0)
            continue;
        size_t q = p + 3, e = q;
        while (e < n && is_space(t[e]))
            e++;
        /* backtrack to a position where $ holds: end of text or before '\n' */
        size_t pos = e;
        bool ok = false;
        for (;;) {
            if (pos == n || t[pos] == '\n') {
                ok = true;
                break;
            }
            if (pos == q)
                break;
            pos--;
        }
        if (!ok)
            continue;
        if (pos < n && t[pos] == '\n')
            pos++;
        *fm = t + open_end;
        *fm_len = p - open_end;
        *body = t + pos;
        *body_len = n - pos;
        int line = 1;
        for (size_t k = 0; k < open_end; k++)
            line += t[k] == '\n';
        *fm_line = line;
        for (size_t k = open_end; k < pos; k++)
            line += t[k] == '\n';
        *body_line = line;
        return true;
    }
    return false;
}

/* ---- time zones: the TZ database through libc, one zone at a time under a lock ---- */
static pthread_mutex_t tz_lock = PTHREAD_MUTEX_INITIALIZER;

static void tz_push(const char *zone, char **saved)
{
    pthread_mutex_lock(&tz_lock);
    const char *old = getenv("TZ");
    *saved = old ? strdup(old) : NULL;
    if (zone)
        setenv("TZ", zone, 1);
    tzset();
}

static void tz_pop(char *saved, const char *zone)
{
    if (zone) {
        if (saved)
            setenv("TZ", saved, 1);
        else
            unsetenv("TZ");
        tzset();
    }
    free(saved);
    pthread_mutex_unlock(&tz_lock);
}

int32_t sp_site_tz_offset(const sp_site *s, int64_t sec)
{
    char *saved;
    tz_push(s->timezone, &saved);
    time_t t = (time_t)sec;
    struct tm tm;
    localtime_r(&t, &tm);
    int32_t off = (int32_t)tm.tm_gmtoff;
    tz_pop(saved, s->timezone);
    return off;
}

sp_time sp_site_local_date(const sp_site *s, int y, int m, int d, int hh, int mm, int ss)
{
    char *saved;
    tz_push(s->timezone, &saved);
    struct tm tm = {0};
    tm.tm_year = y - 1900;
    tm.tm_mon = m - 1;
    tm.tm_mday = d;
    tm.tm_hour = hh;
    tm.tm_min = mm;
    tm.tm_sec = ss;
    tm.tm_isdst = -1;
    time_t t = mktime(&tm);
    struct tm lt;
    localtime_r(&t, &lt);
    tz_pop(saved, s->timezone);
    return (sp_time){(int64_t)t, 0, (int32_t)lt.tm_gmtoff};
}

sp_value sp_site_localtime(const sp_site *s, sp_time t)
{
    return sp_time_value(t.sec, t.nsec, sp_site_tz_offset(s, t.sec));
}

static int64_t days_from_civil(int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = (unsigned)(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

static int digits(const char *s, size_t n, size_t *i, int min, int max, int *out)
{
    int v = 0, k = 0;
    while (*i < n && k < max && isdigit((unsigned char)s[*i])) {
        v = v * 10 + (s[*i] - '0');
        (*i)++;
        k++;
    }
    if (k < min)
        return -1;
    *out = v;
    return 0;
}

/* Utils.parse_date: Time.parse(input).localtime. Accepts the forms Jekyll sites use: "YYYY-MM-DD",
 * "YYYY-MM-DD HH:MM[:SS[.frac]]" with 'T' or ' ', and an optional zone ("Z", "UTC", "GMT", "+HH:MM", "+HHMM",
 * "+HH"). Without a zone the time is local to the site time zone. */
int sp_site_parse_date(const sp_site *s, const char *t, size_t n, sp_time *out)
{
    size_t i = 0;
    while (i < n && isspace((unsigned char)t[i]))
        i++;
    int y, mo, d, hh = 0, mi = 0, ss = 0;
    long nsec = 0;
    if (digits(t, n, &i, 4, 4, &y) || i >= n || t[i++] != '-' || digits(t, n, &i, 1, 2, &mo) || i >= n ||
        t[i++] != '-' || digits(t, n, &i, 1, 2, &d))
        return -1;
    if (mo < 1 || mo > 12 || d < 1 || d > 31)
        return -1;
    if (i < n && (t[i] == ' ' || t[i] == 'T' || t[i] == 't')) {
        size_t j = i + 1;
        while (j < n && t[j] == ' ')
            j++;
        if (j < n && isdigit((unsigned char)t[j])) {
            i = j;
            if (digits(t, n, &i, 1, 2, &hh) || i >= n || t[i++] != ':' || digits(t, n, &i, 2, 2, &mi))
                return -1;
            if (i < n && t[i] == ':') {
                i++;
                if (digits(t, n, &i, 2, 2, &ss))
                    return -1;
                if (i < n && t[i] == '.') {
                    i++;
                    long scale = 100000000;
                    while (i < n && isdigit((unsigned char)t[i])) {
                        nsec += (t[i] - '0') * scale;
                        scale /= 10;
                        i++;
                    }
                }
            }
        }
    }
    while (i < n && t[i] == ' ')
        i++;
    bool has_zone = false;
    int32_t zoff = 0;
    if (i < n) {
        if (t[i] == 'Z' || t[i] == 'z') {
            has_zone = true;
            i++;
        } else if (n - i >= 3 && (!strncmp(t + i, "UTC", 3) || !strncmp(t + i, "GMT", 3))) {
            has_zone = true;
            i += 3;
        } else if (t[i] == '+' || t[i] == '-') {
            int sign = t[i] == '-' ? -1 : 1;
            i++;
            int zh = 0, zm = 0;
            size_t st = i;
            if (digits(t, n, &i, 1, 2, &zh))
                return -1;
            if (i - st == 2 && i < n && t[i] == ':')
                i++;
            if (i < n && isdigit((unsigned char)t[i]) && digits(t, n, &i, 2, 2, &zm))
                return -1;
            zoff = sign * (zh * 3600 + zm * 60);
            has_zone = true;
        }
    }
    while (i < n && isspace((unsigned char)t[i]))
        i++;
    if (i != n)
        return -1;
    if (has_zone) {
        int64_t sec = days_from_civil(y, (unsigned)mo, (unsigned)d) * 86400 + hh * 3600 + mi * 60 + ss - zoff;
        *out = (sp_time){sec, (int32_t)nsec, sp_site_tz_offset(s, sec)};
    } else {
        *out = sp_site_local_date(s, y, mo, d, hh, mi, ss);
        out->nsec = (int32_t)nsec;
    }
    return 0;
}

static const char *const MONTHS[] = {"January", "February", "March",     "April",   "May",      "June",
                                     "July",    "August",   "September", "October", "November", "December"};
static const char *const DAYS[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

void sp_site_strftime(sp_buf *out, const char *fmt, sp_time t)
{
    time_t lt = (time_t)(t.sec + t.utc_offset);
    struct tm tm;
    gmtime_r(&lt, &tm);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%' || !p[1]) {
            sp_buf_putc(out, *p);
            continue;
        }
        p++;
        bool nopad = false;
        if (*p == '-') {
            nopad = true;
            p++;
        }
        switch (*p) {
        case 'Y': sp_buf_printf(out, "%d", tm.tm_year + 1900); break;
        case 'y': sp_buf_printf(out, "%02d", tm.tm_year % 100); break;
        case 'm': sp_buf_printf(out, nopad ? "%d" : "%02d", tm.tm_mon + 1); break;
        case 'd': sp_buf_printf(out, nopad ? "%d" : "%02d", tm.tm_mday); break;
        case 'e': sp_buf_printf(out, nopad ? "%d" : "%2d", tm.tm_mday); break;
        case 'H': sp_buf_printf(out, nopad ? "%d" : "%02d", tm.tm_hour); break;
        case 'M': sp_buf_printf(out, nopad ? "%d" : "%02d", tm.tm_min); break;
        case 'S': sp_buf_printf(out, nopad ? "%d" : "%02d", tm.tm_sec); break;
        case 'j': sp_buf_printf(out, nopad ? "%d" : "%03d", tm.tm_yday + 1); break;
        case 'b': sp_buf_printf(out, "%.3s", MONTHS[tm.tm_mon]); break;
        case 'B': sp_buf_puts(out, MONTHS[tm.tm_mon]); break;
        case 'a': sp_buf_printf(out, "%.3s", DAYS[tm.tm_wday]); break;
        case 'A': sp_buf_puts(out, DAYS[tm.tm_wday]); break;
        case 'u': sp_buf_printf(out, "%d", tm.tm_wday == 0 ? 7 : tm.tm_wday); break;
        case 'z': {
            int o = t.utc_offset;
            char sign = o < 0 ? '-' : '+';
            if (o < 0)
                o = -o;
            sp_buf_printf(out, "%c%02d%02d", sign, o / 3600, (o / 60) % 60);
            break;
        }
        case 'G':
        case 'V': {
            char tmp[16];
            strftime(tmp, sizeof tmp, *p == 'G' ? "%G" : "%V", &tm);
            sp_buf_puts(out, tmp);
            break;
        }
        case 's': sp_buf_printf(out, "%lld", (long long)t.sec); break;
        case '%': sp_buf_putc(out, '%'); break;
        default: sp_buf_putc(out, '%'); sp_buf_putc(out, *p); break;
        }
    }
}
