/* Date-string parsing as Ruby's Time.parse (time.rb) over Date._parse (ext/date/date_parse.c), Ruby 3.1 /
 * date 3.2, for Liquid's `date` filter and Jekyll's date handling (include/sitepub/date.h sp_time_parse).
 *
 * Date._parse runs a fixed series of pattern matchers over the string; each match is cut out of the string
 * (replaced by one space) before the next runs. The patterns below are written for PCRE2 to behave like
 * Ruby's; make_time() then fills in what is missing from `now` and resolves the zone as Time.parse does.
 * Expected results in tests/unit/test_date.c come from Ruby. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/date.h"

#define ABBR_DAYS "sun|mon|tue|wed|thu|fri|sat"
#define ABBR_MONTHS "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"

enum {
    P_DAY,
    P_TIME,
    P_TIME2,
    P_EU,
    P_US,
    P_ISO,
    P_JIS,
    P_VMS11,
    P_VMS12,
    P_SLA,
    P_DOT,
    P_ISO21,
    P_ISO22,
    P_ISO23,
    P_ISO24,
    P_ISO25_0,
    P_ISO25,
    P_ISO26_0,
    P_ISO26,
    P_YEAR,
    P_MON,
    P_MDAY,
    P_DDD,
    P_BC,
    P_FRAG,
    P_COUNT
};

static const struct {
    const char *src;
    bool icase;
} pat_src[P_COUNT] = {
    [P_DAY] = {"\\b(" ABBR_DAYS ")[^-/\\d\\s]*", true},
    [P_TIME] = {"("
                "(?:"
                "\\d+\\s*:\\s*\\d+"
                "(?:\\s*:\\s*\\d+(?:[,.]\\d*)?)?"
                "|"
                "\\d+\\s*h(?:\\s*\\d+m?(?:\\s*\\d+s?)?)?"
                ")"
                "(?:\\s*[ap](?:m\\b|\\.m\\.))?"
                "|"
                "\\d+\\s*[ap](?:m\\b|\\.m\\.)"
                ")"
                "(?:\\s*("
                "(?:gmt|utc?)?[-+]\\d+(?:[,.:]\\d+(?::\\d+)?)?"
                "|"
                "(?-i:[[:alpha:].\\s]+)(?:standard|daylight)\\stime\\b"
                "|"
                "(?-i:[[:alpha:]]+)(?:\\sdst)?\\b"
                "))?",
                true},
    [P_TIME2] = {"\\A(\\d+)h?(?:\\s*:?\\s*(\\d+)m?(?:\\s*:?\\s*(\\d+)(?:[,.](\\d+))?s?)?)?"
                 "(?:\\s*([ap])(?:m\\b|\\.m\\.))?",
                 true},
    [P_EU] = {"('?\\d+)[^-\\d\\s]*\\s*(" ABBR_MONTHS ")[^-\\d\\s']*"
              "(?:\\s*(c(?:e|\\.e\\.)|b(?:ce|\\.c\\.e\\.)|a(?:d|\\.d\\.)|b(?:c|\\.c\\.))?\\s*('?-?\\d+(?:(?:st|nd|rd|th)\\b)?))?",
              true},
    [P_US] = {"\\b(" ABBR_MONTHS ")[^-\\d\\s']*\\s*('?\\d+)[^-\\d\\s']*"
              "(?:\\s*,?\\s*(c(?:e|\\.e\\.)|b(?:ce|\\.c\\.e\\.)|a(?:d|\\.d\\.)|b(?:c|\\.c\\.))?\\s*('?-?\\d+))?",
              true},
    [P_ISO] = {"('?[-+]?\\d+)-(\\d+)-('?-?\\d+)", false},
    [P_JIS] = {"\\b([mtsh])(\\d+)\\.(\\d+)\\.(\\d+)", true},
    [P_VMS11] = {"('?-?\\d+)-(" ABBR_MONTHS ")[^-/.]*-('?-?\\d+)", true},
    [P_VMS12] = {"\\b(" ABBR_MONTHS ")[^-/.]*-('?-?\\d+)(?:-('?-?\\d+))?", true},
    [P_SLA] = {"('?-?\\d+)/\\s*('?\\d+)(?:\\D\\s*('?-?\\d+))?", true},
    [P_DOT] = {"('?-?\\d+)\\.\\s*('?\\d+)\\.\\s*('?-?\\d+)", true},
    [P_ISO21] = {"\\b(\\d{2}|\\d{4})?-?w(\\d{2})(?:-?(\\d))?\\b", true},
    [P_ISO22] = {"-w-(\\d)\\b", true},
    [P_ISO23] = {"--(\\d{2})?-(\\d{2})\\b", false},
    [P_ISO24] = {"--(\\d{2})(\\d{2})?\\b", false},
    [P_ISO25_0] = {"[,.](\\d{2}|\\d{4})-\\d{3}\\b", false},
    [P_ISO25] = {"\\b(\\d{2}|\\d{4})-(\\d{3})\\b", false},
    [P_ISO26_0] = {"\\d-\\d{3}\\b", false},
    [P_ISO26] = {"\\b-(\\d{3})\\b", false},
    [P_YEAR] = {"'(\\d+)\\b", false},
    [P_MON] = {"\\b(" ABBR_MONTHS ")\\S*", true},
    [P_MDAY] = {"(\\d+)(st|nd|rd|th)\\b", true},
    [P_DDD] = {"([-+]?)(\\d{2,14})(?:\\s*t?\\s*(\\d{2,6})?(?:[,.](\\d*))?)?"
               "(?:\\s*(z\\b|[-+]\\d{1,4}\\b|\\[[-+]?\\d[^\\]]*\\]))?",
               true},
    [P_BC] = {"\\b(bc\\b|bce\\b|b\\.c\\.|b\\.c\\.e\\.)", true},
    [P_FRAG] = {"\\A\\s*(\\d{1,2})\\s*\\z", true},
};

static pcre2_code *pats[P_COUNT];
static pthread_once_t pats_once = PTHREAD_ONCE_INIT;
static bool pats_ok;

static void compile_all(void)
{
    pats_ok = true;
    for (int i = 0; i < P_COUNT; i++) {
        int errcode;
        PCRE2_SIZE erroff;
        pats[i] = pcre2_compile((PCRE2_SPTR)pat_src[i].src, PCRE2_ZERO_TERMINATED,
                                pat_src[i].icase ? PCRE2_CASELESS : 0, &errcode, &erroff, NULL);
        if (!pats[i])
            pats_ok = false;
    }
}

/* ---- the parse state (Date._parse's hash) ---- */

#define UNSET INT64_MIN

typedef struct dhash {
    int64_t year, mon, mday, yday, hour, min, sec;
    int64_t frac_num;
    int frac_digits; /* sec_fraction = frac_num / 10^frac_digits; -1 when unset */
    char zone[64];
    bool have_zone;
    int comp; /* -1 unset (true, as Time.parse passes comp), 0 false */
    bool bc;
    bool cw; /* cwyear/cweek/cwday were set (Time.parse ignores them) */
} dhash;

/* The working string with match positions. */
typedef struct wstr {
    char *s;
    size_t n;
    pcre2_match_data *md;
} wstr;

typedef struct grp {
    const char *p;
    size_t n;
    bool set;
} grp;

static bool run_match(wstr *w, int which, grp *g, int ng, size_t *mb, size_t *me)
{
    int rc = pcre2_match(pats[which], (PCRE2_SPTR)w->s, w->n, 0, 0, w->md, NULL);
    if (rc < 0)
        return false;
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(w->md);
    *mb = ov[0];
    *me = ov[1];
    for (int i = 1; i <= ng; i++) {
        if (i < rc && ov[2 * i] != PCRE2_UNSET) {
            g[i].p = w->s + ov[2 * i];
            g[i].n = ov[2 * i + 1] - ov[2 * i];
            g[i].set = true;
        } else {
            g[i].p = NULL;
            g[i].n = 0;
            g[i].set = false;
        }
    }
    return true;
}

/* Copy the groups out (they point into w->s, which the substitution changes). */
typedef struct sgrp {
    char s[64];
    size_t n;
    bool set;
} sgrp;

static void save(const grp *g, sgrp *o, int ng)
{
    for (int i = 1; i <= ng; i++) {
        o[i].set = g[i].set;
        o[i].n = g[i].n < sizeof o[i].s - 1 ? g[i].n : sizeof o[i].s - 1;
        if (g[i].set)
            memcpy(o[i].s, g[i].p, o[i].n);
        o[i].s[o[i].n] = 0;
    }
}

/* Ruby's subx: replace the match with one space. */
static void cut(wstr *w, size_t b, size_t e)
{
    memmove(w->s + b + 1, w->s + e, w->n - e);
    w->s[b] = ' ';
    w->n = w->n - (e - b) + 1;
    w->s[w->n] = 0;
}

/* Match, save groups, cut. */
static bool subs(wstr *w, int which, sgrp *o, int ng)
{
    grp g[20];
    size_t b, e;
    if (!run_match(w, which, g, ng, &b, &e))
        return false;
    save(g, o, ng);
    cut(w, b, e);
    return true;
}

static int64_t num(const char *s, size_t n)
{
    /* Ruby str2num / cstr_to_inum: optional sign, digits (stops at the first other byte) */
    size_t i = 0;
    bool neg = false;
    while (i < n && (s[i] == ' '))
        i++;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    int64_t v = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
        if (v < 100000000000000LL)
            v = v * 10 + (s[i] - '0');
    return neg ? -v : v;
}

static int mon_num(const char *s)
{
    static const char *m[] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
    for (int i = 0; i < 12; i++)
        if (strncasecmp(m[i], s, 3) == 0)
            return i + 1;
    return 13;
}

/* s3e: decide which of three captured numbers is the year, month and day (date_parse.c). y, m, d may be
 * unset. m may hold a month number already (named months). */
static void s3e(dhash *h, sgrp *y, sgrp *m, sgrp *d, bool bc)
{
    sgrp Y = *y, M = *m, D = *d;
    int c = -1; /* _comp: unset */
    if (Y.set && M.set && !D.set) { /* y = nil, m = y, d = m */
        D = M;
        M = Y;
        Y.set = false;
    }
    if (!Y.set) {
        if (D.set && D.n > 2) {
            Y = D;
            D.set = false;
        }
        if (D.set && D.n > 0 && D.s[0] == '\'') {
            Y = D;
            D.set = false;
        }
    }
    if (Y.set) {
        const char *s = Y.s, *ep = Y.s + Y.n;
        while (s < ep && *s != '-' && *s != '+' && !(*s >= '0' && *s <= '9'))
            s++;
        if (s < ep) {
            const char *bp = s;
            if (*s == '-' || *s == '+')
                s++;
            while (s < ep && *s >= '0' && *s <= '9')
                s++;
            if (s < ep && *s) { /* something follows the digits ("17th"): it was a day */
                sgrp nd = {{0}, 0, true};
                nd.n = (size_t)(s - bp);
                memcpy(nd.s, bp, nd.n);
                Y = D;
                D = nd;
            }
        }
    }
    if (M.set && (M.s[0] == '\'' || M.n > 2)) { /* us -> be */
        sgrp oy = Y, om = M, od = D;
        Y = om;
        M = od;
        D = oy;
    }
    if (D.set && (D.s[0] == '\'' || D.n > 2)) {
        sgrp oy = Y, od = D;
        Y = od;
        D = oy;
    }
    if (Y.set) {
        const char *s = Y.s, *ep = Y.s + Y.n;
        while (s < ep && *s != '-' && *s != '+' && !(*s >= '0' && *s <= '9'))
            s++;
        if (s < ep) {
            const char *bp = s;
            if (*s == '-' || *s == '+') {
                s++;
                c = 0;
            }
            const char *ds = s;
            while (s < ep && *s >= '0' && *s <= '9')
                s++;
            if (s - ds > 2)
                c = 0;
            h->year = num(bp, (size_t)(s - bp));
        }
    }
    if (bc)
        h->bc = true;
    if (M.set) {
        const char *s = M.s, *ep = M.s + M.n;
        while (s < ep && !(*s >= '0' && *s <= '9'))
            s++;
        if (s < ep)
            h->mon = num(s, (size_t)(ep - s));
    }
    if (D.set) {
        const char *s = D.s, *ep = D.s + D.n;
        while (s < ep && !(*s >= '0' && *s <= '9'))
            s++;
        if (s < ep)
            h->mday = num(s, (size_t)(ep - s));
    }
    if (c == 0)
        h->comp = 0;
}

enum { HAVE_ALPHA = 1, HAVE_DIGIT = 2, HAVE_DASH = 4, HAVE_DOT = 8, HAVE_SLASH = 16 };

static unsigned check_class(const wstr *w)
{
    unsigned f = 0;
    for (size_t i = 0; i < w->n; i++) {
        char c = w->s[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            f |= HAVE_ALPHA;
        if (c >= '0' && c <= '9')
            f |= HAVE_DIGIT;
        if (c == '-')
            f |= HAVE_DASH;
        if (c == '.')
            f |= HAVE_DOT;
        if (c == '/')
            f |= HAVE_SLASH;
    }
    return f;
}
#define HAVE(x) ((check_class(w) & (x)) == (x))

static void parse_time_part(dhash *h, const sgrp *t)
{
    /* parse_time_cb: re-match the time text with P_TIME2 */
    pcre2_match_data *md = pcre2_match_data_create_from_pattern(pats[P_TIME2], NULL);
    int rc = pcre2_match(pats[P_TIME2], (PCRE2_SPTR)t->s, t->n, 0, 0, md, NULL);
    if (rc >= 0) {
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
#define G(i) (i < rc && ov[2 * (i)] != PCRE2_UNSET)
#define GP(i) (t->s + ov[2 * (i)])
#define GN(i) (ov[2 * (i) + 1] - ov[2 * (i)])
        int64_t hour = num(GP(1), GN(1));
        if (G(2))
            h->min = num(GP(2), GN(2));
        if (G(3))
            h->sec = num(GP(3), GN(3));
        if (G(4)) {
            size_t n = GN(4);
            int64_t v = 0;
            int dg = 0;
            for (size_t k = 0; k < n; k++) {
                if (dg < 18) {
                    v = v * 10 + (GP(4)[k] - '0');
                    dg++;
                }
            }
            h->frac_num = v;
            h->frac_digits = dg;
        }
        if (G(5)) {
            hour %= 12;
            if (GP(5)[0] == 'p' || GP(5)[0] == 'P')
                hour += 12;
        }
        h->hour = hour;
#undef G
#undef GP
#undef GN
    }
    pcre2_match_data_free(md);
}

static bool date_parse(const char *in, size_t len, dhash *h)
{
    memset(h, 0, sizeof *h);
    h->year = h->mon = h->mday = h->yday = h->hour = h->min = h->sec = UNSET;
    h->frac_digits = -1;
    h->comp = -1;

    /* str.gsub(/[^-+',.\/:@[:alnum:]\[\]]+/, " ") */
    wstr W;
    wstr *w = &W;
    w->s = malloc(len + 2);
    if (!w->s)
        abort();
    w->n = 0;
    bool in_run = false;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)in[i];
        bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80 ||
                    strchr("-+',./:@[]", c) != NULL;
        if (c == 0)
            keep = false;
        if (keep) {
            w->s[w->n++] = (char)c;
            in_run = false;
        } else if (!in_run) {
            w->s[w->n++] = ' ';
            in_run = true;
        }
    }
    w->s[w->n] = 0;
    w->md = pcre2_match_data_create(20, NULL);

    sgrp g[8];
    if (HAVE(HAVE_ALPHA))
        subs(w, P_DAY, g, 1);
    if (HAVE(HAVE_DIGIT) && subs(w, P_TIME, g, 2)) {
        if (g[2].set) {
            memcpy(h->zone, g[2].s, g[2].n + 1);
            h->have_zone = true;
        }
        parse_time_part(h, &g[1]);
    }

    bool ok = false;
    if (!ok && HAVE(HAVE_ALPHA | HAVE_DIGIT)) {
        if (subs(w, P_EU, g, 4)) {
            /* d, mon, bc, y */
            sgrp mon = {{0}, 0, true};
            mon.n = (size_t)snprintf(mon.s, sizeof mon.s, "%d", mon_num(g[2].s));
            s3e(h, &g[4], &mon, &g[1], g[3].set && (g[3].s[0] == 'b' || g[3].s[0] == 'B'));
            ok = true;
        } else if (subs(w, P_US, g, 4)) {
            sgrp mon = {{0}, 0, true};
            mon.n = (size_t)snprintf(mon.s, sizeof mon.s, "%d", mon_num(g[1].s));
            s3e(h, &g[4], &mon, &g[2], g[3].set && (g[3].s[0] == 'b' || g[3].s[0] == 'B'));
            ok = true;
        }
    }
    if (!ok && HAVE(HAVE_DIGIT | HAVE_DASH) && subs(w, P_ISO, g, 3)) {
        s3e(h, &g[1], &g[2], &g[3], false);
        ok = true;
    }
    if (!ok && HAVE(HAVE_DIGIT | HAVE_DOT) && subs(w, P_JIS, g, 4)) {
        int e = 0;
        switch (g[1].s[0] | 0x20) {
        case 'm': e = 1867; break;
        case 't': e = 1911; break;
        case 's': e = 1925; break;
        case 'h': e = 1988; break;
        }
        h->year = num(g[2].s, g[2].n) + e;
        h->mon = num(g[3].s, g[3].n);
        h->mday = num(g[4].s, g[4].n);
        ok = true;
    }
    if (!ok && HAVE(HAVE_ALPHA | HAVE_DIGIT | HAVE_DASH)) {
        if (subs(w, P_VMS11, g, 3)) {
            sgrp mon = {{0}, 0, true};
            mon.n = (size_t)snprintf(mon.s, sizeof mon.s, "%d", mon_num(g[2].s));
            s3e(h, &g[3], &mon, &g[1], false);
            ok = true;
        } else if (subs(w, P_VMS12, g, 3)) {
            sgrp mon = {{0}, 0, true};
            mon.n = (size_t)snprintf(mon.s, sizeof mon.s, "%d", mon_num(g[1].s));
            s3e(h, &g[3], &mon, &g[2], false);
            ok = true;
        }
    }
    if (!ok && HAVE(HAVE_DIGIT | HAVE_SLASH) && subs(w, P_SLA, g, 3)) {
        s3e(h, &g[1], &g[2], &g[3], false);
        ok = true;
    }
    if (!ok && HAVE(HAVE_DIGIT | HAVE_DOT) && subs(w, P_DOT, g, 3)) {
        s3e(h, &g[1], &g[2], &g[3], false);
        ok = true;
    }
    if (!ok && HAVE(HAVE_DIGIT)) {
        grp tmp[4];
        size_t b, e;
        if (subs(w, P_ISO21, g, 3)) {
            h->cw = true;
            ok = true;
        } else if (subs(w, P_ISO22, g, 1)) {
            h->cw = true;
            ok = true;
        } else if (subs(w, P_ISO23, g, 2)) {
            if (g[1].set)
                h->mon = num(g[1].s, g[1].n);
            h->mday = num(g[2].s, g[2].n);
            ok = true;
        } else if (subs(w, P_ISO24, g, 2)) {
            h->mon = num(g[1].s, g[1].n);
            if (g[2].set)
                h->mday = num(g[2].s, g[2].n);
            ok = true;
        } else if (!run_match(w, P_ISO25_0, tmp, 1, &b, &e) && subs(w, P_ISO25, g, 2)) {
            h->year = num(g[1].s, g[1].n);
            h->yday = num(g[2].s, g[2].n);
            ok = true;
        } else if (!run_match(w, P_ISO26_0, tmp, 0, &b, &e) && subs(w, P_ISO26, g, 1)) {
            h->yday = num(g[1].s, g[1].n);
            ok = true;
        }
    }
    if (!ok && HAVE(HAVE_DIGIT) && subs(w, P_YEAR, g, 1)) {
        h->year = num(g[1].s, g[1].n);
        ok = true;
    }
    if (!ok && HAVE(HAVE_ALPHA) && subs(w, P_MON, g, 1)) {
        h->mon = mon_num(g[1].s);
        ok = true;
    }
    if (!ok && HAVE(HAVE_DIGIT) && subs(w, P_MDAY, g, 2)) {
        h->mday = num(g[1].s, g[1].n);
        ok = true;
    }
    if (!ok && HAVE(HAVE_DIGIT) && subs(w, P_DDD, g, 5)) {
        const char *s2 = g[2].s;
        size_t l2 = g[2].n;
        bool neg = g[1].set && g[1].n > 0 && g[1].s[0] == '-';
        bool t_only = !g[3].set && g[4].set;
#define N2(f, wd) num(s2 + (f), (wd))
        switch (l2) {
        case 2:
            if (t_only)
                h->sec = N2(0, 2);
            else
                h->mday = N2(0, 2);
            break;
        case 4:
            if (t_only) {
                h->sec = N2(2, 2);
                h->min = N2(0, 2);
            } else {
                h->mon = N2(0, 2);
                h->mday = N2(2, 2);
            }
            break;
        case 6:
            if (t_only) {
                h->sec = N2(4, 2);
                h->min = N2(2, 2);
                h->hour = N2(0, 2);
            } else {
                h->year = neg ? -N2(0, 2) : N2(0, 2);
                h->mon = N2(2, 2);
                h->mday = N2(4, 2);
            }
            break;
        case 8:
        case 10:
        case 12:
        case 14:
            if (t_only) {
                h->sec = N2(l2 - 2, 2);
                h->min = N2(l2 - 4, 2);
                h->hour = N2(l2 - 6, 2);
                h->mday = N2(l2 - 8, 2);
                if (l2 >= 10)
                    h->mon = N2(l2 - 10, 2);
                if (l2 == 12)
                    h->year = neg ? -N2(0, 2) : N2(0, 2);
                if (l2 == 14) {
                    h->year = neg ? -N2(0, 4) : N2(0, 4);
                    h->comp = 0;
                }
            } else {
                h->year = neg ? -N2(0, 4) : N2(0, 4);
                h->mon = N2(4, 2);
                h->mday = N2(6, 2);
                if (l2 >= 10)
                    h->hour = N2(8, 2);
                if (l2 >= 12)
                    h->min = N2(10, 2);
                if (l2 >= 14)
                    h->sec = N2(12, 2);
                h->comp = 0;
            }
            break;
        case 3:
            if (t_only) {
                h->sec = N2(1, 2);
                h->min = N2(0, 1);
            } else {
                h->yday = N2(0, 3);
            }
            break;
        case 5:
            if (t_only) {
                h->sec = N2(3, 2);
                h->min = N2(1, 2);
                h->hour = N2(0, 1);
            } else {
                h->year = neg ? -N2(0, 2) : N2(0, 2);
                h->yday = N2(2, 3);
            }
            break;
        case 7:
            if (t_only) {
                h->sec = N2(5, 2);
                h->min = N2(3, 2);
                h->hour = N2(1, 2);
                h->mday = N2(0, 1);
            } else {
                h->year = neg ? -N2(0, 4) : N2(0, 4);
                h->yday = N2(4, 3);
            }
            break;
        }
#undef N2
        if (g[3].set) {
            const char *s3 = g[3].s;
            size_t l3 = g[3].n;
            if (l3 == 2 || l3 == 4 || l3 == 6) {
                if (g[4].set) {
                    h->sec = num(s3 + l3 - 2, 2);
                    if (l3 >= 4)
                        h->min = num(s3 + l3 - 4, 2);
                    if (l3 >= 6)
                        h->hour = num(s3 + l3 - 6, 2);
                } else {
                    h->hour = num(s3, 2);
                    if (l3 >= 4)
                        h->min = num(s3 + 2, 2);
                    if (l3 >= 6)
                        h->sec = num(s3 + 4, 2);
                }
            }
        }
        if (g[4].set) {
            int64_t v = 0;
            int dg = 0;
            for (size_t k = 0; k < g[4].n && dg < 18; k++, dg++)
                v = v * 10 + (g[4].s[k] - '0');
            h->frac_num = v;
            h->frac_digits = dg;
        }
        if (g[5].set) {
            if (g[5].s[0] == '[') {
                /* "[-5:EST]": the zone name after ':' (or the number) */
                char buf[64];
                size_t n = g[5].n - 2;
                memcpy(buf, g[5].s + 1, n);
                buf[n] = 0;
                char *colon = strchr(buf, ':');
                const char *zn = colon ? colon + 1 : buf;
                snprintf(h->zone, sizeof h->zone, "%s", zn);
            } else {
                memcpy(h->zone, g[5].s, g[5].n + 1);
            }
            h->have_zone = true;
        }
        ok = true;
    }
    /* ok: */
    if (HAVE(HAVE_ALPHA) && subs(w, P_BC, g, 1))
        h->bc = true;
    if (HAVE(HAVE_DIGIT) && subs(w, P_FRAG, g, 1)) {
        int64_t n = num(g[1].s, g[1].n);
        if (h->hour != UNSET && h->mday == UNSET) {
            if (n >= 1 && n <= 31)
                h->mday = n;
        }
        if (h->mday != UNSET && h->hour == UNSET) {
            if (n >= 0 && n <= 24)
                h->hour = n;
        }
    }
    if (h->bc && h->year != UNSET)
        h->year = -h->year + 1;
    if (h->comp != 0 && h->year != UNSET && h->year >= 0 && h->year <= 99)
        h->year += h->year >= 69 ? 1900 : 2000;

    pcre2_match_data_free(w->md);
    free(w->s);
    return true;
}

/* ---- Time.parse (time.rb make_time) ---- */

static bool upeq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        char x = *a, y = *b;
        if (x >= 'a' && x <= 'z')
            x = (char)(x - 32);
        if (y >= 'a' && y <= 'z')
            y = (char)(y - 32);
        if (x != y)
            return false;
    }
    return *a == *b;
}

/* Time.zone_offset(zone, year) with the local zone tz. Returns false when unknown. */
static bool zone_offset(const char *zone, int64_t year, const sp_tz *tz, int32_t *off)
{
    size_t n = strlen(zone);
    const char *z = zone;
#define D(c) ((c) >= '0' && (c) <= '9')
    if (n >= 5 && (z[0] == '+' || z[0] == '-') && D(z[1]) && D(z[2])) {
        /* /\A([+-])(\d\d)(:?)(\d\d)(?:\3(\d\d))?\z/ */
        int sign = z[0] == '-' ? -1 : 1;
        int h = (z[1] - '0') * 10 + (z[2] - '0');
        bool colon = z[3] == ':';
        size_t k = colon ? 4 : 3;
        if (k + 2 <= n && D(z[k]) && D(z[k + 1])) {
            int m = (z[k] - '0') * 10 + (z[k + 1] - '0');
            k += 2;
            int s = 0;
            bool good = false;
            if (k == n) {
                good = true;
            } else if ((colon ? (z[k] == ':') : true) && k + (colon ? 3 : 2) == n) {
                size_t q = colon ? k + 1 : k;
                if (D(z[q]) && D(z[q + 1])) {
                    s = (z[q] - '0') * 10 + (z[q + 1] - '0');
                    good = true;
                }
            }
            if (good) {
                *off = sign * ((h * 60 + m) * 60 + s);
                return true;
            }
        }
    }
    if (n == 3 && (z[0] == '+' || z[0] == '-') && D(z[1]) && D(z[2])) {
        *off = (z[0] == '-' ? -1 : 1) * ((z[1] - '0') * 10 + (z[2] - '0')) * 3600;
        return true;
    }
#undef D
    static const struct {
        const char *name;
        int hours;
    } tab[] = {{"UTC", 0},  {"Z", 0},   {"UT", 0},   {"GMT", 0},  {"EST", -5}, {"EDT", -4}, {"CST", -6},
               {"CDT", -5}, {"MST", -7}, {"MDT", -6}, {"PST", -8}, {"PDT", -7}, {"A", 1},    {"B", 2},
               {"C", 3},    {"D", 4},   {"E", 5},    {"F", 6},    {"G", 7},    {"H", 8},    {"I", 9},
               {"K", 10},   {"L", 11},  {"M", 12},   {"N", -1},   {"O", -2},   {"P", -3},   {"Q", -4},
               {"R", -5},   {"S", -6},  {"T", -7},   {"U", -8},   {"V", -9},   {"W", -10},  {"X", -11},
               {"Y", -12}};
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (upeq(zone, tab[i].name)) {
            *off = tab[i].hours * 3600;
            return true;
        }
    /* the local zone's own abbreviation in January or July of that year */
    for (int m = 1; m <= 7; m += 6) {
        sp_time t = sp_time_from_local(tz, year, m, 1, 0, 0, 0, 0);
        const char *abbr;
        int32_t o = sp_tz_offset_at(tz, t.sec, &abbr, NULL);
        if (abbr && *abbr && upeq(zone, abbr)) {
            *off = o;
            return true;
        }
    }
    return false;
}

static int64_t fdiv64(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

/* Ruby's divmod: *q = floor(a / b), returns a - *q * b */
static int64_t divmod(int64_t a, int64_t b, int64_t *q)
{
    *q = fdiv64(a, b);
    return a - *q * b;
}

/* time.rb month_days(y, m) with Ruby's array indexing (m - 1 may be -1: December; out of range: nil = 0) */
static int month_days(int64_t y, int64_t m)
{
    static const int common[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int64_t i = m - 1;
    if (i < 0)
        i += 12;
    if (i < 0 || i >= 12)
        return 0;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return i == 1 && leap ? 29 : common[i];
}

/* time.rb apply_offset: local fields minus off (seconds east), carrying as Ruby does (a day carry moves at
 * most one month, to its first or last day). */
static void apply_offset(int64_t *year, int64_t *mon, int64_t *day, int64_t *hour, int64_t *min, int64_t *sec,
                         int64_t off)
{
    int64_t o, q;
    if (off < 0) {
        off = -off;
        o = divmod(off, 60, &off);
        if (o != 0) {
            *sec += o;
            *sec = divmod(*sec, 60, &q);
            off += q;
        }
        o = divmod(off, 60, &off);
        if (o != 0) {
            *min += o;
            *min = divmod(*min, 60, &q);
            off += q;
        }
        o = divmod(off, 24, &off);
        if (o != 0) {
            *hour += o;
            *hour = divmod(*hour, 24, &q);
            off += q;
        }
        if (off != 0) {
            *day += off;
            int days = month_days(*year, *mon);
            if (days && days < *day) {
                *mon += 1;
                if (12 < *mon) {
                    *mon = 1;
                    *year += 1;
                }
                *day = 1;
            }
        }
    } else if (off > 0) {
        o = divmod(off, 60, &off);
        if (o != 0) {
            *sec -= o;
            *sec = divmod(*sec, 60, &q);
            off -= q;
        }
        o = divmod(off, 60, &off);
        if (o != 0) {
            *min -= o;
            *min = divmod(*min, 60, &q);
            off -= q;
        }
        o = divmod(off, 24, &off);
        if (o != 0) {
            *hour -= o;
            *hour = divmod(*hour, 24, &q);
            off -= q;
        }
        if (off != 0) {
            *day -= off;
            if (*day < 1) {
                *mon -= 1;
                if (*mon < 1) {
                    *year -= 1;
                    *mon = 12;
                }
                *day = month_days(*year, *mon);
            }
        }
    }
}

static bool in_range(int64_t mon, int64_t day, int64_t hour, int64_t min, int64_t sec)
{
    if (mon < 1 || mon > 12 || day < 1 || day > 31 || hour < 0 || hour > 24 || min < 0 || min > 59 || sec < 0 ||
        sec > 60)
        return false;
    if (hour == 24 && (min != 0 || sec != 0))
        return false;
    return true;
}

/* time.rb zone_utc?: /\A(?:-00:00|-0000|-00|UTC|Z|UT)\z/i */
static bool zone_utc(const char *z)
{
    return strcmp(z, "-00:00") == 0 || strcmp(z, "-0000") == 0 || strcmp(z, "-00") == 0 || upeq(z, "UTC") ||
           upeq(z, "Z") || upeq(z, "UT");
}

static bool time_parse(const char *s, size_t len, const sp_tz *zone, const sp_time *now_in, sp_time *out, bool *utc);

bool sp_time_parse(const char *s, size_t len, const sp_tz *zone, const sp_time *now_in, sp_time *out)
{
    bool utc;
    return time_parse(s, len, zone, now_in, out, &utc);
}

static bool time_parse(const char *s, size_t len, const sp_tz *zone, const sp_time *now_in, sp_time *out, bool *utc)
{
    *utc = false;
    pthread_once(&pats_once, compile_all);
    if (!pats_ok)
        return false;
    if (len > 128)
        return false; /* Date._parse: "string length (N) exceeds the limit 128" (date 3.2.1+, CVE-2021-41817) */
    if (!zone)
        zone = sp_tz_local();
    dhash h;
    if (!date_parse(s, len, &h))
        return false;
    int64_t year = h.year, yday = h.yday, mon = h.mon, day = h.mday, hour = h.hour, min = h.min, sec = h.sec;
    bool have_frac = h.frac_digits >= 0;
    if (year == UNSET && yday == UNSET && mon == UNSET && day == UNSET && hour == UNSET && min == UNSET &&
        sec == UNSET && !have_frac)
        return false; /* "no time information" */
    if (year != UNSET && (year > 1000000000 || year < -1000000000))
        return false;
    sp_time now = now_in ? *now_in : sp_time_now();
    sp_civil nc;
    sp_time_to_civil(sp_time_in_zone(now, zone), &nc);
    int64_t off_year = year != UNSET ? year : nc.year;
    int32_t off = 0;
    bool have_off = h.have_zone && zone_offset(h.zone, off_year, zone, &off);

    if (yday != UNSET) {
        if (yday < 1 || yday > 366)
            return false;
        int64_t y = year != UNSET ? year : nc.year;
        int64_t days = sp_days_from_civil(y, 1, 1) + yday - 1;
        int64_t yy;
        int mm, dd;
        sp_civil_from_days(days, &yy, &mm, &dd);
        if (yy != y)
            return false;
        mon = mm;
        day = dd;
    }
    /* fill from now, shown with the offset (or in the local zone) */
    sp_time nl = have_off ? (sp_time){now.sec, now.nsec, off} : sp_time_in_zone(now, zone);
    sp_civil n;
    sp_time_to_civil(nl, &n);
    int64_t nsec = 0;
    bool nsec_set = false;
    if (have_frac) {
        int64_t v = h.frac_num;
        int dg = h.frac_digits;
        while (dg > 9) {
            v /= 10;
            dg--;
        }
        while (dg < 9) {
            v *= 10;
            dg++;
        }
        nsec = v;
        nsec_set = true;
    }
    do {
        if (year != UNSET)
            break;
        year = n.year;
        if (mon != UNSET)
            break;
        mon = n.month;
        if (day != UNSET)
            break;
        day = n.day;
        if (hour != UNSET)
            break;
        hour = n.hour;
        if (min != UNSET)
            break;
        min = n.min;
        if (sec != UNSET)
            break;
        sec = n.sec;
        if (nsec_set)
            break;
        nsec = now.nsec / 1000 * 1000; /* Time#tv_usec */
    } while (0);
    if (mon == UNSET)
        mon = 1;
    if (day == UNSET)
        day = 1;
    if (hour == UNSET)
        hour = 0;
    if (min == UNSET)
        min = 0;
    if (sec == UNSET)
        sec = 0;
    if (year != off_year && h.have_zone)
        have_off = zone_offset(h.zone, year, zone, &off);
    if (have_off) {
        /* Time.utc(*apply_offset(...)), then localtime(off), which needs |off| < 1 day */
        apply_offset(&year, &mon, &day, &hour, &min, &sec, off);
        if (!in_range(mon, day, hour, min, sec) || off <= -86400 || off >= 86400)
            return false;
        int64_t u = sp_days_from_civil(year, (int)mon, 1) * 86400 + (day - 1) * 86400 + hour * 3600 + min * 60 + sec;
        *out = (sp_time){u, (int32_t)nsec, off};
        *utc = zone_utc(h.zone); /* force_zone!: t.utc */
    } else {
        if (!in_range(mon, day, hour, min, sec))
            return false;
        *out = sp_time_from_local(zone, year, (int)mon, (int)day, (int)hour, (int)min, (int)sec, (int32_t)nsec);
    }
    return true;
}

bool sp_value_to_time(sp_value v, const sp_tz *zone, const sp_time *now, sp_time *out)
{
    sp_value tv;
    if (!sp_value_to_time_value(v, zone, now, &tv))
        return false;
    *out = tv.u.t;
    return true;
}

bool sp_value_to_time_value(sp_value v, const sp_tz *zone, const sp_time *now, sp_value *outv)
{
    sp_time tt;
    sp_time *out = &tt;
    bool utc = false;
    switch (v.type) {
    case SP_TIME: *outv = v; return true;
    case SP_INT:
        *out = sp_time_in_zone((sp_time){v.u.i, 0, 0}, zone);
        *outv = sp_time_value(out->sec, out->nsec, out->utc_offset);
        return true;
    case SP_STRING: {
        const char *s = v.u.s.ptr;
        size_t n = v.u.s.len;
        if (n == 0)
            return false;
        char small[64];
        char *low = n < sizeof small ? small : malloc(n + 1);
        if (!low)
            abort();
        for (size_t i = 0; i < n; i++)
            low[i] = (s[i] >= 'A' && s[i] <= 'Z') ? (char)(s[i] + 32) : s[i];
        low[n] = 0;
        bool ok;
        bool digits = true;
        for (size_t i = 0; i < n; i++)
            if (low[i] < '0' || low[i] > '9')
                digits = false;
        if ((n == 3 && memcmp(low, "now", 3) == 0) || (n == 5 && memcmp(low, "today", 5) == 0)) {
            *out = sp_time_in_zone(now ? *now : sp_time_now(), zone);
            ok = true;
        } else if (digits) {
            int64_t sec = 0;
            ok = true;
            for (size_t i = 0; i < n; i++) {
                if (sec > (INT64_MAX - 9) / 10) {
                    ok = false;
                    break;
                }
                sec = sec * 10 + (low[i] - '0');
            }
            if (ok)
                *out = sp_time_in_zone((sp_time){sec, 0, 0}, zone);
        } else {
            ok = time_parse(low, n, zone, now, out, &utc);
        }
        if (low != small)
            free(low);
        if (ok) {
            *outv = sp_time_value(out->sec, out->nsec, out->utc_offset);
            if (utc)
                outv->flags |= SP_FLAG_UTC;
        }
        return ok;
    }
    default: return false;
    }
}
