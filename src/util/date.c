/* Time zones (TZif reader and POSIX TZ rules) and civil-time arithmetic (include/sitepub/date.h).
 * Ruby-compatible strftime is in strftime.c, date-string parsing in date_parse.c. */
#include "sitepub/date.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- civil arithmetic (Howard Hinnant's days_from_civil) ---- */

static int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

int64_t sp_days_from_civil(int64_t y, int m, int d)
{
    /* normalise month into 1..12 */
    int64_t mm = m - 1;
    y += floor_div(mm, 12);
    mm -= floor_div(mm, 12) * 12;
    m = (int)mm + 1;
    y -= m <= 2;
    int64_t era = floor_div(y, 400);
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void sp_civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    z += 719468;
    int64_t era = floor_div(z, 146097);
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t yy = yoe + era * 400;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    int dd = (int)(doy - (153 * mp + 2) / 5 + 1);
    int mo = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yy + (mo <= 2);
    *m = mo;
    *d = dd;
}

static bool is_leap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

void sp_time_to_civil(sp_time t, sp_civil *out)
{
    int64_t local = t.sec + t.utc_offset;
    int64_t days = floor_div(local, 86400);
    int64_t secs = local - days * 86400;
    sp_civil_from_days(days, &out->year, &out->month, &out->day);
    out->hour = (int)(secs / 3600);
    out->min = (int)(secs / 60 % 60);
    out->sec = (int)(secs % 60);
    out->nsec = t.nsec;
    int64_t w = (days + 4) % 7; /* 1970-01-01 was a Thursday */
    if (w < 0)
        w += 7;
    out->wday = (int)w;
    out->yday = (int)(days - sp_days_from_civil(out->year, 1, 1)) + 1;
    out->utc_offset = t.utc_offset;
}

/* ---- zones ---- */

typedef struct tz_type {
    int32_t off;
    bool dst;
    char abbr[16];
} tz_type;

/* A POSIX TZ rule: std offset, optional dst with its start and end rules. */
typedef struct tz_rule_date {
    char kind; /* 'J' Julian day 1..365 without Feb 29, 'D' zero-based day 0..365, 'M' month.week.day */
    int a, b, c;
    int32_t time; /* seconds after local midnight (may be negative or > 24h) */
} tz_rule_date;

typedef struct tz_posix {
    bool valid;
    tz_type std, dst;
    bool has_dst;
    tz_rule_date start, end;
} tz_posix;

struct sp_tz {
    char name[128];
    size_t ntrans;
    int64_t *trans;    /* UTC instants of transitions, ascending */
    uint8_t *idx;      /* type index in force from trans[i] */
    size_t ntypes;
    tz_type *types;
    tz_posix rule;     /* for instants after the last transition */
    bool fixed;        /* UTC or a fixed offset: types[0] only */
    struct sp_tz *next;
};

static pthread_mutex_t tz_lock = PTHREAD_MUTEX_INITIALIZER;
static struct sp_tz *tz_cache; /* loaded zones and fixed offsets, never freed */
static tz_type utc_type = {0, false, "UTC"};
static struct sp_tz utc_zone = {"UTC", 0, NULL, NULL, 1, &utc_type, {0}, true, NULL};
static _Atomic(const sp_tz *) local_zone;

const sp_tz *sp_tz_utc(void) { return &utc_zone; }
const char *sp_tz_name(const sp_tz *tz) { return tz ? tz->name : sp_tz_local()->name; }

void sp_tz_set_local(const sp_tz *tz) { atomic_store(&local_zone, tz); }
const sp_tz *sp_tz_local(void)
{
    const sp_tz *z = atomic_load(&local_zone);
    return z ? z : &utc_zone;
}

static void fmt_offset(char *buf, size_t n, int32_t off)
{
    int32_t a = off < 0 ? -off : off;
    if (a % 60)
        snprintf(buf, n, "%c%02d:%02d:%02d", off < 0 ? '-' : '+', a / 3600, a / 60 % 60, a % 60);
    else
        snprintf(buf, n, "%c%02d:%02d", off < 0 ? '-' : '+', a / 3600, a / 60 % 60);
}

const sp_tz *sp_tz_fixed(int32_t off)
{
    char name[32];
    fmt_offset(name, sizeof name, off);
    pthread_mutex_lock(&tz_lock);
    for (struct sp_tz *z = tz_cache; z; z = z->next)
        if (z->fixed && strcmp(z->name, name) == 0) {
            pthread_mutex_unlock(&tz_lock);
            return z;
        }
    struct sp_tz *z = calloc(1, sizeof *z + sizeof(tz_type));
    if (!z)
        abort();
    z->types = (tz_type *)(z + 1);
    z->types[0].off = off;
    z->ntypes = 1;
    z->fixed = true;
    snprintf(z->name, sizeof z->name, "%s", name);
    z->next = tz_cache;
    tz_cache = z;
    pthread_mutex_unlock(&tz_lock);
    return z;
}

/* "+07:00", "-0330", "+05", "+5" */
static bool parse_fixed_name(const char *s, int32_t *off)
{
    if (s[0] != '+' && s[0] != '-')
        return false;
    int sign = s[0] == '-' ? -1 : 1;
    const char *p = s + 1;
    int d[4], n = 0;
    for (; *p; p++) {
        if (*p == ':')
            continue;
        if (*p < '0' || *p > '9' || n == 4)
            return false;
        d[n++] = *p - '0';
    }
    int h, m = 0;
    if (n == 1)
        h = d[0];
    else if (n == 2)
        h = d[0] * 10 + d[1];
    else if (n == 4)
        h = d[0] * 10 + d[1], m = d[2] * 10 + d[3];
    else
        return false;
    if (h > 23 || m > 59)
        return false;
    *off = sign * (h * 3600 + m * 60);
    return true;
}

/* ---- POSIX TZ strings (the TZif footer) ---- */

static const char *posix_name(const char *p, char *out, size_t n)
{
    size_t k = 0;
    if (*p == '<') {
        p++;
        while (*p && *p != '>') {
            if (k + 1 < n)
                out[k++] = *p;
            p++;
        }
        if (*p != '>')
            return NULL;
        p++;
    } else {
        while ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')) {
            if (k + 1 < n)
                out[k++] = *p;
            p++;
        }
    }
    out[k] = 0;
    return k >= 3 || (k > 0 && out[0] != 0) ? p : NULL;
}

/* [+-]hh[:mm[:ss]] -> seconds */
static const char *posix_time(const char *p, int32_t *secs)
{
    int sign = 1;
    if (*p == '+' || *p == '-')
        sign = *p++ == '-' ? -1 : 1;
    if (*p < '0' || *p > '9')
        return NULL;
    int h = 0;
    while (*p >= '0' && *p <= '9')
        h = h * 10 + (*p++ - '0');
    int m = 0, s = 0;
    if (*p == ':') {
        p++;
        while (*p >= '0' && *p <= '9')
            m = m * 10 + (*p++ - '0');
        if (*p == ':') {
            p++;
            while (*p >= '0' && *p <= '9')
                s = s * 10 + (*p++ - '0');
        }
    }
    *secs = sign * (h * 3600 + m * 60 + s);
    return p;
}

static const char *posix_date(const char *p, tz_rule_date *r)
{
    r->time = 7200;
    if (*p == 'M') {
        r->kind = 'M';
        p++;
        r->a = (int)strtol(p, (char **)&p, 10);
        if (*p++ != '.')
            return NULL;
        r->b = (int)strtol(p, (char **)&p, 10);
        if (*p++ != '.')
            return NULL;
        r->c = (int)strtol(p, (char **)&p, 10);
        if (r->a < 1 || r->a > 12 || r->b < 1 || r->b > 5 || r->c < 0 || r->c > 6)
            return NULL;
    } else if (*p == 'J') {
        r->kind = 'J';
        p++;
        r->a = (int)strtol(p, (char **)&p, 10);
    } else if (*p >= '0' && *p <= '9') {
        r->kind = 'D';
        r->a = (int)strtol(p, (char **)&p, 10);
    } else {
        return NULL;
    }
    if (*p == '/') {
        p = posix_time(p + 1, &r->time);
        if (!p)
            return NULL;
    }
    return p;
}

static bool parse_posix(const char *s, tz_posix *r)
{
    memset(r, 0, sizeof *r);
    const char *p = posix_name(s, r->std.abbr, sizeof r->std.abbr);
    if (!p)
        return false;
    int32_t off;
    p = posix_time(p, &off);
    if (!p)
        return false;
    r->std.off = -off; /* POSIX offsets are west of Greenwich */
    if (*p == 0) {
        r->valid = true;
        return true;
    }
    p = posix_name(p, r->dst.abbr, sizeof r->dst.abbr);
    if (!p)
        return false;
    r->has_dst = true;
    r->dst.dst = true;
    r->dst.off = r->std.off + 3600;
    if (*p && *p != ',') {
        p = posix_time(p, &off);
        if (!p)
            return false;
        r->dst.off = -off;
    }
    if (*p != ',') {
        /* no rule: POSIX default is US rules; tzdata always gives one */
        r->start = (tz_rule_date){'M', 3, 2, 0, 7200};
        r->end = (tz_rule_date){'M', 11, 1, 0, 7200};
    } else {
        p = posix_date(p + 1, &r->start);
        if (!p || *p != ',')
            return false;
        p = posix_date(p + 1, &r->end);
        if (!p || *p != 0)
            return false;
    }
    r->valid = true;
    return true;
}

/* The local-midnight-relative instant (seconds since epoch of local wall time) of rule date r in year y. */
static int64_t rule_local(const tz_rule_date *r, int64_t y)
{
    int64_t day;
    if (r->kind == 'J') {
        day = sp_days_from_civil(y, 1, 1) + r->a - 1;
        if (is_leap(y) && r->a >= 60)
            day++;
    } else if (r->kind == 'D') {
        day = sp_days_from_civil(y, 1, 1) + r->a;
    } else {
        int64_t first = sp_days_from_civil(y, r->a, 1);
        int64_t wd = (first + 4) % 7;
        if (wd < 0)
            wd += 7;
        int64_t d = first + ((r->c - wd + 7) % 7) + (int64_t)(r->b - 1) * 7;
        int64_t ml = sp_days_from_civil(y, r->a + 1, 1) - first;
        while (d - first >= ml)
            d -= 7;
        day = d;
    }
    return day * 86400 + r->time;
}

static const tz_type *posix_type_at(const tz_posix *r, int64_t t)
{
    if (!r->has_dst)
        return &r->std;
    int64_t days = floor_div(t + r->std.off, 86400);
    int64_t y;
    int m, d;
    sp_civil_from_days(days, &y, &m, &d);
    /* transitions: start is given in standard local time, end in daylight local time */
    int64_t s = rule_local(&r->start, y) - r->std.off;
    int64_t e = rule_local(&r->end, y) - r->dst.off;
    if (s < e) /* northern hemisphere */
        return (t >= s && t < e) ? &r->dst : &r->std;
    return (t >= e && t < s) ? &r->std : &r->dst; /* southern */
}

static const tz_type *type_at(const sp_tz *tz, int64_t t)
{
    if (tz->fixed)
        return &tz->types[0];
    if (tz->ntrans == 0 || t < tz->trans[0]) {
        if (tz->ntrans == 0 && tz->rule.valid)
            return posix_type_at(&tz->rule, t);
        /* RFC 8536: before the first transition, the first non-DST type (type 0 in practice) */
        return &tz->types[0];
    }
    if (t >= tz->trans[tz->ntrans - 1] && tz->rule.valid)
        return posix_type_at(&tz->rule, t);
    size_t lo = 0, hi = tz->ntrans; /* find last i with trans[i] <= t */
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (tz->trans[mid] <= t)
            lo = mid;
        else
            hi = mid;
    }
    return &tz->types[tz->idx[lo]];
}

int32_t sp_tz_offset_at(const sp_tz *tz, int64_t utc_sec, const char **abbr, bool *is_dst)
{
    if (!tz)
        tz = sp_tz_local();
    const tz_type *ty = type_at(tz, utc_sec);
    if (abbr)
        *abbr = ty->abbr;
    if (is_dst)
        *is_dst = ty->dst;
    return ty->off;
}

int64_t sp_tz_local_to_utc(const sp_tz *tz, int64_t local, int32_t *offset)
{
    if (!tz)
        tz = sp_tz_local();
    /* Candidate offsets: those in force within a day either side. Every offset o with
     * offset_at(local - o) == o is a reading of the wall time; Ruby takes the later instant (the smaller
     * offset) when there are two, and in a gap reads the clock with the offset before the gap. */
    int32_t before = sp_tz_offset_at(tz, local - 86400 * 2, NULL, NULL);
    int32_t after = sp_tz_offset_at(tz, local + 86400 * 2, NULL, NULL);
    int32_t cands[3] = {before, after, sp_tz_offset_at(tz, local, NULL, NULL)};
    bool found = false;
    int64_t best = 0;
    for (int i = 0; i < 3; i++) {
        int64_t u = local - cands[i];
        if (sp_tz_offset_at(tz, u, NULL, NULL) == cands[i]) {
            if (!found || u > best)
                best = u;
            found = true;
        }
    }
    if (!found) /* a gap: read the clock with the offset in force before it */
        best = local - before;
    if (offset)
        *offset = sp_tz_offset_at(tz, best, NULL, NULL);
    return best;
}

sp_time sp_time_from_local(const sp_tz *tz, int64_t y, int m, int d, int h, int mi, int s, int32_t nsec)
{
    int64_t local = sp_days_from_civil(y, m, 1) * 86400 + (int64_t)(d - 1) * 86400 + (int64_t)h * 3600 +
                    (int64_t)mi * 60 + s;
    int32_t off;
    int64_t u = sp_tz_local_to_utc(tz, local, &off);
    return (sp_time){u, nsec, off};
}

sp_time sp_time_in_zone(sp_time t, const sp_tz *tz)
{
    t.utc_offset = sp_tz_offset_at(tz, t.sec, NULL, NULL);
    return t;
}

sp_time sp_time_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return sp_time_in_zone((sp_time){(int64_t)ts.tv_sec, (int32_t)ts.tv_nsec, 0}, NULL);
}

const char *sp_time_zone_abbr(sp_time t, const sp_tz *tz)
{
    if (!tz)
        tz = sp_tz_local();
    const char *abbr;
    int32_t off = sp_tz_offset_at(tz, t.sec, &abbr, NULL);
    return off == t.utc_offset ? abbr : "";
}

/* ---- TZif ---- */

static uint32_t be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}
static int64_t be64(const unsigned char *p) { return (int64_t)((uint64_t)be32(p) << 32 | be32(p + 4)); }

static bool valid_zone_name(const char *name)
{
    if (!name[0] || name[0] == '/' || strlen(name) >= 100)
        return false;
    for (const char *p = name; *p; p++) {
        char c = *p;
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '/' || c == '_' ||
              c == '+' || c == '-'))
            return false;
    }
    return strstr(name, "..") == NULL;
}

/* Parse TZif bytes into z. Returns false when malformed. */
static bool parse_tzif(struct sp_tz *z, const unsigned char *b, size_t n)
{
    if (n < 44 || memcmp(b, "TZif", 4) != 0)
        return false;
    int version = b[4];
    const unsigned char *h = b;
    size_t tsize = 4;
    uint32_t isut = be32(h + 20), isstd = be32(h + 24), leap = be32(h + 28), timecnt = be32(h + 32),
             typecnt = be32(h + 36), charcnt = be32(h + 40);
    size_t v1len = 44 + (size_t)timecnt * 5 + (size_t)typecnt * 6 + charcnt + (size_t)leap * 8 + isstd + isut;
    if (v1len > n)
        return false;
    const unsigned char *data = h + 44;
    if (version >= '2') {
        h = b + v1len;
        if ((size_t)(h - b) + 44 > n || memcmp(h, "TZif", 4) != 0)
            return false;
        isut = be32(h + 20), isstd = be32(h + 24), leap = be32(h + 28), timecnt = be32(h + 32);
        typecnt = be32(h + 36), charcnt = be32(h + 40);
        tsize = 8;
        data = h + 44;
    }
    size_t need = (size_t)timecnt * (tsize + 1) + (size_t)typecnt * 6 + charcnt + (size_t)leap * (tsize + 4) +
                  isstd + isut;
    if (typecnt == 0 || typecnt > 256 || (size_t)(data - b) + need > n)
        return false;
    z->ntrans = timecnt;
    z->trans = calloc(timecnt ? timecnt : 1, sizeof *z->trans);
    z->idx = calloc(timecnt ? timecnt : 1, 1);
    z->types = calloc(typecnt, sizeof *z->types);
    if (!z->trans || !z->idx || !z->types)
        abort();
    z->ntypes = typecnt;
    const unsigned char *p = data;
    for (uint32_t i = 0; i < timecnt; i++, p += tsize)
        z->trans[i] = tsize == 8 ? be64(p) : (int64_t)(int32_t)be32(p);
    for (uint32_t i = 0; i < timecnt; i++, p++) {
        if (*p >= typecnt)
            return false;
        z->idx[i] = *p;
    }
    const unsigned char *ti = p;
    const char *chars = (const char *)(ti + typecnt * 6);
    for (uint32_t i = 0; i < typecnt; i++) {
        z->types[i].off = (int32_t)be32(ti + i * 6);
        z->types[i].dst = ti[i * 6 + 4] != 0;
        unsigned ai = ti[i * 6 + 5];
        if (ai < charcnt) {
            size_t k = 0;
            while (ai + k < charcnt && chars[ai + k] && k + 1 < sizeof z->types[i].abbr) {
                z->types[i].abbr[k] = chars[ai + k];
                k++;
            }
            z->types[i].abbr[k] = 0;
        }
    }
    const unsigned char *end = data + need;
    if (version >= '2' && end < b + n && *end == '\n') {
        const unsigned char *nl = memchr(end + 1, '\n', (size_t)(b + n - end - 1));
        if (nl && nl > end + 1) {
            char footer[128];
            size_t fl = (size_t)(nl - end - 1);
            if (fl < sizeof footer) {
                memcpy(footer, end + 1, fl);
                footer[fl] = 0;
                parse_posix(footer, &z->rule);
            }
        }
    }
    return true;
}

int sp_tz_load(const char *name, const sp_tz **out, sp_error *err)
{
    if (!name || !*name || strcmp(name, "UTC") == 0 || strcmp(name, "Etc/UTC") == 0 || strcmp(name, "Z") == 0) {
        *out = &utc_zone;
        return 0;
    }
    int32_t off;
    if (parse_fixed_name(name, &off)) {
        *out = sp_tz_fixed(off);
        return 0;
    }
    if (!valid_zone_name(name))
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                            "invalid time zone name '%s' (use an IANA name such as America/Los_Angeles)", name);
    pthread_mutex_lock(&tz_lock);
    for (struct sp_tz *z = tz_cache; z; z = z->next)
        if (!z->fixed && strcmp(z->name, name) == 0) {
            pthread_mutex_unlock(&tz_lock);
            *out = z;
            return 0;
        }
    const char *dir = getenv("TZDIR");
    if (!dir || !*dir)
        dir = "/usr/share/zoneinfo";
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    sp_buf b = SP_BUF_INIT;
    if (sp_buf_read_file(&b, path) != 0) {
        int e = errno;
        pthread_mutex_unlock(&tz_lock);
        sp_buf_free(&b);
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                            "unknown time zone '%s' (cannot read %s: %s; is tzdata installed?)", name, path,
                            strerror(e));
    }
    struct sp_tz *z = calloc(1, sizeof *z);
    if (!z)
        abort();
    snprintf(z->name, sizeof z->name, "%s", name);
    if (!parse_tzif(z, (const unsigned char *)b.data, b.len)) {
        pthread_mutex_unlock(&tz_lock);
        sp_buf_free(&b);
        free(z->trans);
        free(z->idx);
        free(z->types);
        free(z);
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0, "time zone '%s': %s is not a valid TZif file", name,
                            path);
    }
    sp_buf_free(&b);
    z->next = tz_cache;
    tz_cache = z;
    pthread_mutex_unlock(&tz_lock);
    *out = z;
    return 0;
}
