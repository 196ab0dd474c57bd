/* Site helpers: logging, front matter detection (Jekyll's YAML_FRONT_MATTER_REGEXP), time zones and dates. */
#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sitepub/date.h"
#include "site/site_internal.h"

void sp_site_log(sp_site *s, int level, const char *fmt, ...)
{
    if (level <= 0) /* counted whether printed or not (the same-tree shortcut, incremental.c) */
        __atomic_fetch_add(&s->loud, 1, __ATOMIC_RELAXED);
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

void sp_site_profile_add(sp_site *s, const char *name, size_t bytes, double seconds)
{
    if (!s->opts || !s->opts->profile)
        return;
    pthread_mutex_lock(&s->log_lock);
    size_t i = 0;
    while (i < s->nprof && strcmp(s->prof[i].name, name))
        i++;
    if (i == s->nprof) {
        if (s->nprof == s->capprof) {
            s->capprof = s->capprof ? 2 * s->capprof : 32;
            s->prof = realloc(s->prof, s->capprof * sizeof *s->prof);
            if (!s->prof)
                abort();
        }
        s->prof[i].name = strdup(name);
        if (!s->prof[i].name)
            abort();
        s->prof[i].count = s->prof[i].bytes = 0;
        s->prof[i].seconds = 0;
        s->nprof++;
    }
    s->prof[i].count++;
    s->prof[i].bytes += bytes;
    s->prof[i].seconds += seconds;
    pthread_mutex_unlock(&s->log_lock);
}

int sp_site_jobs(const sp_site *s)
{
    if (s->opts->jobs > 0)
        return s->opts->jobs;
    long c = sysconf(_SC_NPROCESSORS_ONLN);
    return c > 0 ? (int)c : 1;
}

bool sp_site_strict(const sp_site *s)
{
    return (s->opts && s->opts->strict) || sp_truthy(sp_hash_at(s->config, "strict"));
}

void sp_site_warn(sp_site *s, const char *file, int line, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (!sp_site_inc_capture_warning(s, file, line, msg)) /* an incremental build prints it at the end */
        sp_site_warn_text(s, file, line, msg);
}

void sp_site_warn_text(sp_site *s, const char *file, int line, const char *msg)
{
    bool strict = sp_site_strict(s);
    pthread_mutex_lock(&s->log_lock);
    s->warnings++;
    if (strict && !s->strict_failed) {
        s->strict_failed = true;
        sp_error_set(&s->strict_err, SP_ERR_INPUT, file, line, 0, "%s (--strict: warnings are errors)", msg);
    }
    pthread_mutex_unlock(&s->log_lock);
    if (!strict)
        sp_site_log(s, 0, "%s", msg);
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

size_t sp_site_bom_len(const char *text, size_t len)
{
    return len >= 3 && (unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB &&
                   (unsigned char)text[2] == 0xBF
               ? 3
               : 0;
}

/* %r!\A(---\s*\n.*?\n?)^((---|\.\.\.)\s*$\n?)!m */
bool sp_site_split_front_matter(const char *text, size_t len, const char **fm, size_t *fm_len, const char **body,
                                size_t *body_len, int *fm_line, int *body_line)
{
    size_t bom = sp_site_bom_len(text, len);
    const char *t = text + bom;
    size_t n = len - bom;
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

/* ---- time: the date module's zones (TZif), Ruby's Time.parse and strftime ---- */

int32_t sp_site_tz_offset(const sp_site *s, int64_t sec) { return sp_tz_offset_at(s->tz, sec, NULL, NULL); }

sp_time sp_site_local_date(const sp_site *s, int y, int m, int d, int hh, int mm, int ss)
{
    return sp_time_from_local(s->tz, y, m, d, hh, mm, ss, 0);
}

sp_value sp_site_localtime(const sp_site *s, sp_time t)
{
    sp_time l = sp_time_in_zone(t, s->tz);
    return sp_time_value(l.sec, l.nsec, l.utc_offset);
}

/* Utils.parse_date: Time.parse(input).localtime */
int sp_site_parse_date(const sp_site *s, const char *t, size_t n, sp_time *out)
{
    sp_time parsed;
    if (!sp_time_parse(t, n, s->tz, &s->now, &parsed))
        return -1;
    *out = sp_time_in_zone(parsed, s->tz);
    return 0;
}

void sp_site_strftime(sp_buf *out, const char *fmt, sp_time t) { sp_strftime(out, fmt, strlen(fmt), t); }

void sp_site_zone_line(const sp_site *s, sp_buf *b)
{
    const char *tz = getenv("TZ");
    sp_buf_printf(b, "timezone %s TZ %s\n", s->timezone ? s->timezone : "(none)", tz ? tz : "(none)");
}

bool sp_site_has_liquid(const char *s, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++)
        if (s[i] == '{' && (s[i + 1] == '%' || s[i + 1] == '{'))
            return true;
    return false;
}

long sp_site_lookup_hinted(sp_arena *a, const char *path, const char *base, size_t stride, size_t n, size_t *cur,
                           sp_value *index)
{
#define PATH_AT(i) (*(const char *const *)(base + (i) * stride))
    if (!path || !n)
        return -1;
    if (*cur < n && !strcmp(PATH_AT(*cur), path))
        return (long)(*cur)++;
    if (*cur > 0 && *cur <= n && !strcmp(PATH_AT(*cur - 1), path))
        return (long)(*cur - 1); /* the last found, asked again */
    if (sp_is_nil(*index)) {
        *index = sp_hash_new(a, n + 1);
        for (size_t i = 0; i < n; i++)
            sp_hash_setc(*index, PATH_AT(i), sp_int((int64_t)i));
    }
#undef PATH_AT
    sp_value k;
    if (!sp_hash_getc(*index, path, &k))
        return -1;
    *cur = (size_t)k.u.i + 1;
    return (long)k.u.i;
}
