/* Ruby-compatible strftime (include/sitepub/date.h): Time#strftime of Ruby 3.1 and, for dates, Date#strftime.
 * English names whatever the C locale; no libc time functions. The behaviour (flags, widths, padding rules,
 * the odd corners of %z and %N) was taken from Ruby's output; tests/unit/test_date.c holds it. */
#include <stdio.h>
#include <string.h>

#include "sitepub/date.h"

enum { F_LEFT = 1, F_CHCASE = 2, F_LOWER = 4, F_UPPER = 8 };
#define MAX_WIDTH 65536 /* wider fields are refused (copied literally) so a template cannot ask for gigabytes */

typedef struct fctx {
    sp_civil c;
    sp_time t;
    const char *zone; /* %Z text; NULL prints nothing */
    bool date_mode;   /* Date#strftime rather than Time#strftime */
    bool gmt;         /* a UTC time (zone "UTC", offset 0): "%-z" prints "-0000" as Ruby's Time#utc */
} fctx;

static const char *const days_l[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
static const char *const months_l[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};

static void case_conv(char *s, size_t n, int flags)
{
    if ((flags & (F_UPPER | F_LOWER)) == F_UPPER) {
        for (size_t i = 0; i < n; i++)
            if (s[i] >= 'a' && s[i] <= 'z')
                s[i] = (char)(s[i] - 'a' + 'A');
    } else if ((flags & (F_UPPER | F_LOWER)) == F_LOWER) {
        for (size_t i = 0; i < n; i++)
            if (s[i] >= 'A' && s[i] <= 'Z')
                s[i] = (char)(s[i] - 'A' + 'a');
    }
}

static void pad(sp_buf *out, char ch, long n)
{
    for (long k = 0; k < n; k++)
        sp_buf_putc(out, ch);
}

/* A text field: padded on the left to the width, then case-converted. Empty text prints nothing. */
static void put_text(sp_buf *out, const char *s, size_t n, int flags, char padding, long precision)
{
    if (n == 0)
        return;
    if (!(flags & F_LEFT) && precision > (long)n)
        pad(out, padding ? padding : ' ', precision - (long)n);
    size_t at = out->len;
    sp_buf_append(out, s, n);
    case_conv(out->data + at, n, flags);
}

/* One integer as printf's %d family prints it, without printf (this runs for every field of every date): a
 * '-' when negative ('+' otherwise when plus), at least `digits` digits zero-filled, the whole left-padded
 * with spaces to `width`. "%0*lld" is digits = width - sign, "%*lld" is width, "%.*ld" is digits. */
static void put_int(sp_buf *out, long long v, bool plus, long digits, long width)
{
    char d[24];
    size_t n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        d[n++] = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    long nd = (long)n > digits ? (long)n : digits;
    long len = nd + (v < 0 || plus);
    if (width > len)
        pad(out, ' ', width - len);
    if (v < 0 || plus)
        sp_buf_putc(out, v < 0 ? '-' : '+');
    if (digits > (long)n)
        pad(out, '0', digits - (long)n);
    sp_buf_grow(out, n);
    while (n)
        out->data[out->len++] = d[--n];
    out->data[out->len] = '\0';
}

/* A number: width def_prec (or the given width), zero or space padded, sign included in the width. */
static void put_num(sp_buf *out, char def_pad, int def_prec, long long v, int flags, char padding, long precision)
{
    long prec = (flags & F_LEFT) ? 1 : (precision <= 0 ? def_prec : precision);
    bool zero = padding == '0' || (!padding && def_pad == '0');
    if (zero)
        put_int(out, v, false, prec - (v < 0), 0); /* "%0*lld" */
    else
        put_int(out, v, false, 1, prec); /* "%*lld" */
}

static int64_t fdiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
static int64_t fmod64(int64_t a, int64_t b) { return a - fdiv(a, b) * b; }

/* Week of the year, first day Sunday (0) or Monday (1), as strftime %U / %W. */
static int weeknum(const sp_civil *c, int first)
{
    int wday = c->wday;
    if (first == 1)
        wday = wday == 0 ? 6 : wday - 1;
    int r = (c->yday - 1 + 7 - wday) / 7;
    return r < 0 ? 0 : r;
}

/* ISO 8601 week number and week-based year. */
static void iso_week(const sp_civil *c, int *week, int64_t *year)
{
    int64_t days = sp_days_from_civil(c->year, c->month, c->day);
    int wmon = (c->wday + 6) % 7; /* Monday 0 */
    int64_t thu = days - wmon + 3;
    int64_t y;
    int m, d;
    sp_civil_from_days(thu, &y, &m, &d);
    *year = y;
    *week = (int)((thu - sp_days_from_civil(y, 1, 1)) / 7) + 1;
}

static bool run(sp_buf *out, const char *f, size_t n, const fctx *x);

/* A composite directive (%c, %D, ...): format, convert case, pad on the left to the width. */
static void composite(sp_buf *out, const char *sub, const fctx *x, int flags, char padding, long precision)
{
    sp_buf tmp = SP_BUF_INIT;
    run(&tmp, sub, strlen(sub), x);
    case_conv(tmp.data, tmp.len, flags);
    /* Time#strftime pads composites even with `-`; Date#strftime does not */
    if (precision > (long)tmp.len && !(x->date_mode && (flags & F_LEFT)))
        pad(out, padding ? padding : ' ', precision - (long)tmp.len);
    sp_buf_append(out, tmp.data, tmp.len);
    sp_buf_free(&tmp);
}

static void put_offset(sp_buf *out, const fctx *x, int colons, int flags, char padding, long precision)
{
    long off = x->t.utc_offset;
    if (x->date_mode) {
        long aoff = off < 0 ? -off : off;
        int hl = aoff / 3600 < 10 ? 1 : 2;
        long hw = (flags & F_LEFT) && hl == 1 ? 1 : 2;
        long p = precision;
        switch (colons) {
        case 0: p = p <= 3 + hw ? hw : p - 3; break;
        case 1: p = p <= 4 + hw ? hw : p - 4; break;
        case 2: p = p <= 7 + hw ? hw : p - 7; break;
        default:
            if (aoff % 3600 == 0)
                p = p <= 1 + hw ? hw : p - 1;
            else if (aoff % 60 == 0)
                p = p <= 4 + hw ? hw : p - 4;
            else
                p = p <= 7 + hw ? hw : p - 7;
        }
        if (padding == ' ' && p > hl) {
            pad(out, ' ', p - hl);
            p = hl;
        }
        sp_buf_putc(out, off < 0 ? '-' : '+');
        sp_buf_printf(out, "%.*ld", (int)p, aoff / 3600);
        aoff %= 3600;
        if (colons == 3 && aoff == 0)
            return;
        if (colons >= 1)
            sp_buf_putc(out, ':');
        sp_buf_printf(out, "%02ld", aoff / 60);
        aoff %= 60;
        if (colons == 3 && aoff == 0)
            return;
        if (colons >= 2)
            sp_buf_printf(out, ":%02ld", aoff);
        return;
    }
    int sign = 1;
    if (off < 0 || (x->gmt && (flags & F_LEFT))) {
        off = -off;
        sign = -1;
    }
    long p = precision;
    switch (colons) {
    case 0: p = p <= 5 ? 2 : p - 3; break;
    case 1: p = p <= 6 ? 2 : p - 4; break;
    case 2: p = p <= 9 ? 2 : p - 7; break;
    default:
        if (off % 3600 == 0)
            p = p <= 3 ? 2 : p - 1;
        else if (off % 60 == 0)
            p = p <= 6 ? 2 : p - 4;
        else
            p = p <= 9 ? 2 : p - 7;
    }
    size_t at = out->len;
    if (padding == ' ')
        put_int(out, sign * (off / 3600), true, 1, p + 1); /* "%+*ld" */
    else
        put_int(out, sign * (off / 3600), true, p, 0); /* "%+.*ld" */
    if (sign < 0 && off < 3600)
        out->data[padding == ' ' ? out->len - 2 : at] = '-';
    off %= 3600;
    if (colons == 3 && off == 0)
        return;
    if (colons >= 1)
        sp_buf_putc(out, ':');
    put_int(out, off / 60, false, 2, 0);
    off %= 60;
    if (colons == 3 && off == 0)
        return;
    if (colons >= 2) {
        sp_buf_putc(out, ':');
        put_int(out, off, false, 2, 0);
    }
}

static bool run(sp_buf *out, const char *f, size_t n, const fctx *x)
{
    const sp_civil *c = &x->c;
    bool ok = true;
    size_t i = 0;
    while (i < n) {
        const char *pct = memchr(f + i, '%', n - i);
        size_t lit = pct ? (size_t)(pct - (f + i)) : n - i;
        sp_buf_append(out, f + i, lit);
        i += lit;
        if (i >= n)
            break;
        size_t start = i; /* at '%' */
        int flags = 0;
        char padding = 0;
        long precision = -1;
        int colons = 0;
        bool unknown = false;
        bool done = false;
        while (!done) {
            if (++i >= n) {
                /* an unfinished directive: Ruby's Time#strftime raises "invalid format", Date prints it */
                sp_buf_append(out, f + start, n - start);
                if (!x->date_mode)
                    ok = false;
                return ok;
            }
            char ch = f[i];
            done = true;
            switch (ch) {
            case '-':
            case '^':
            case '#':
            case '_':
                if (precision > 0) {
                    unknown = true;
                    break;
                }
                if (ch == '-') {
                    flags |= F_LEFT;
                    padding = 0;
                    precision = 0;
                } else if (ch == '^') {
                    flags |= F_UPPER;
                } else if (ch == '#') {
                    flags |= F_CHCASE;
                } else {
                    padding = ' ';
                }
                done = false;
                break;
            case ':': {
                int k;
                for (k = 1; k <= 3; k++) {
                    if (i + (size_t)k >= n) {
                        unknown = true;
                        break;
                    }
                    if (f[i + k] == 'z')
                        break;
                    if (f[i + k] != ':') {
                        unknown = true;
                        break;
                    }
                }
                if (unknown)
                    break;
                /* four or more colons: Time#strftime skips three and reads on with colons = 4, which every
                 * conversion but %z ignores; Date#strftime copies them as written */
                if (k > 3 && x->date_mode) {
                    unknown = true;
                    break;
                }
                colons = k;
                i += (size_t)k - 1;
                done = false;
                break;
            }
            case '0':
            case '1':
            case '2':
            case '3':
            case '4':
            case '5':
            case '6':
            case '7':
            case '8':
            case '9': {
                if (ch == '0')
                    padding = '0';
                long v = 0;
                bool over = false;
                while (i < n && f[i] >= '0' && f[i] <= '9') {
                    v = v * 10 + (f[i] - '0');
                    if (v > MAX_WIDTH)
                        over = true, v = MAX_WIDTH + 1;
                    i++;
                }
                i--;
                if (over) {
                    unknown = true;
                    break;
                }
                precision = v;
                done = false;
                break;
            }
            case 'E':
                if (i + 1 < n && strchr("cCxXyY", f[i + 1]) && f[i + 1])
                    done = false;
                else
                    unknown = true;
                break;
            case 'O':
                if (i + 1 < n && strchr("deHkIlmMSuUVwWy", f[i + 1]) && f[i + 1])
                    done = false;
                else
                    unknown = true;
                break;
            default: break;
            }
        }
        if (unknown) {
            sp_buf_append(out, f + start, i - start + 1);
            i++;
            continue;
        }
        char d = f[i];
        i++;
        if (colons > 3 && d == 'z') {
            /* "%::::z": not a %z form; copied as written */
            sp_buf_append(out, f + start, i - start);
            continue;
        }
        int h12 = c->hour % 12 == 0 ? 12 : c->hour % 12;
        switch (d) {
        case '%': put_text(out, "%", 1, flags, padding, precision); break;
        case 'n': put_text(out, "\n", 1, flags, padding, precision); break;
        case 't': put_text(out, "\t", 1, flags, padding, precision); break;
        case 'a':
        case 'A':
        case 'b':
        case 'h':
        case 'B': {
            if (flags & F_CHCASE) {
                flags &= ~(F_LOWER | F_CHCASE);
                flags |= F_UPPER;
            }
            const char *name = (d == 'a' || d == 'A') ? days_l[c->wday] : months_l[c->month - 1];
            put_text(out, name, (d == 'A' || d == 'B') ? strlen(name) : 3, flags, padding, precision);
            break;
        }
        case 'p':
        case 'P': {
            if ((d == 'p' && (flags & F_CHCASE)) || (d == 'P' && !(flags & (F_CHCASE | F_UPPER)))) {
                flags &= ~(F_UPPER | F_CHCASE);
                flags |= F_LOWER;
            }
            put_text(out, c->hour < 12 ? "AM" : "PM", 2, flags, padding, precision);
            break;
        }
        case 'Z': {
            if (flags & F_CHCASE) {
                flags &= ~(F_UPPER | F_CHCASE);
                flags |= F_LOWER;
            }
            if (x->date_mode) {
                char z[16];
                int32_t o = x->t.utc_offset, a = o < 0 ? -o : o;
                snprintf(z, sizeof z, "%c%02d:%02d", o < 0 ? '-' : '+', (int)(a / 3600), (int)(a / 60 % 60));
                put_text(out, z, strlen(z), flags, padding, precision);
            } else if (x->zone) {
                put_text(out, x->zone, strlen(x->zone), flags, padding, precision);
            }
            break;
        }
        case 'z': put_offset(out, x, colons, flags, padding, precision); break;
        case 'c': composite(out, "%a %b %e %H:%M:%S %Y", x, flags, padding, precision); break;
        case 'D':
        case 'x': composite(out, "%m/%d/%y", x, flags, padding, precision); break;
        case 'F': composite(out, "%Y-%m-%d", x, flags, padding, precision); break;
        case 'T':
        case 'X': composite(out, "%H:%M:%S", x, flags, padding, precision); break;
        case 'R': composite(out, "%H:%M", x, flags, padding, precision); break;
        case 'r': composite(out, "%I:%M:%S %p", x, flags, padding, precision); break;
        case 'v': composite(out, "%e-%^b-%4Y", x, flags, padding, precision); break;
        case '+':
            if (x->date_mode)
                composite(out, "%a %b %e %H:%M:%S %Z %Y", x, flags, padding, precision);
            else
                sp_buf_append(out, f + start, i - start);
            break;
        case 'd': put_num(out, '0', 2, c->day, flags, padding, precision); break;
        case 'e': put_num(out, ' ', 2, c->day, flags, padding, precision); break;
        case 'H': put_num(out, '0', 2, c->hour, flags, padding, precision); break;
        case 'k': put_num(out, ' ', 2, c->hour, flags, padding, precision); break;
        case 'I': put_num(out, '0', 2, h12, flags, padding, precision); break;
        case 'l': put_num(out, ' ', 2, h12, flags, padding, precision); break;
        case 'j': put_num(out, '0', 3, c->yday, flags, padding, precision); break;
        case 'm': put_num(out, '0', 2, c->month, flags, padding, precision); break;
        case 'M': put_num(out, '0', 2, c->min, flags, padding, precision); break;
        case 'S': put_num(out, '0', 2, c->sec, flags, padding, precision); break;
        case 'u': put_num(out, '0', 1, c->wday == 0 ? 7 : c->wday, flags, padding, precision); break;
        case 'w': put_num(out, '0', 1, c->wday, flags, padding, precision); break;
        case 'U': put_num(out, '0', 2, weeknum(c, 0), flags, padding, precision); break;
        case 'W': put_num(out, '0', 2, weeknum(c, 1), flags, padding, precision); break;
        case 'y': put_num(out, '0', 2, fmod64(c->year, 100), flags, padding, precision); break;
        case 'Y': put_num(out, '0', c->year >= 0 ? 4 : 5, c->year, flags, padding, precision); break;
        case 'C': put_num(out, '0', 2, fdiv(c->year, 100), flags, padding, precision); break;
        case 'G':
        case 'g':
        case 'V': {
            int w;
            int64_t iy;
            iso_week(c, &w, &iy);
            if (d == 'V')
                put_num(out, '0', 2, w, flags, padding, precision);
            else if (d == 'G')
                put_num(out, '0', iy >= 0 ? 4 : 5, iy, flags, padding, precision);
            else
                put_num(out, '0', 2, fmod64(iy, 100), flags, padding, precision);
            break;
        }
        case 's': put_num(out, '0', 1, x->t.sec, flags, padding, precision); break;
        case 'Q':
            if (x->date_mode)
                put_num(out, '0', 1, x->t.sec * 1000 + x->t.nsec / 1000000, flags, padding, precision);
            else
                sp_buf_append(out, f + start, i - start);
            break;
        case 'L':
        case 'N': {
            long w = precision <= 0 ? (d == 'L' ? 3 : 9) : precision;
            long ns = x->t.nsec;
            if (w > 9) {
                put_int(out, ns, false, 9, 0);
                pad(out, '0', w - 9);
            } else {
                for (long k = 0; k < 9 - w; k++)
                    ns /= 10;
                put_int(out, ns, false, w, 0);
            }
            break;
        }
        default:
            /* unknown conversion: copied as written */
            sp_buf_append(out, f + start, i - start);
            break;
        }
    }
    return ok;
}

bool sp_strftime_zone(sp_buf *out, const char *fmt, size_t fmtlen, sp_time t, const char *zone_abbr)
{
    fctx x;
    sp_time_to_civil(t, &x.c);
    x.t = t;
    x.zone = zone_abbr;
    x.date_mode = false;
    x.gmt = t.utc_offset == 0 && zone_abbr && strcmp(zone_abbr, "UTC") == 0;
    return run(out, fmt, fmtlen, &x);
}

bool sp_strftime(sp_buf *out, const char *fmt, size_t fmtlen, sp_time t)
{
    return sp_strftime_zone(out, fmt, fmtlen, t, sp_time_zone_abbr(t, NULL));
}

void sp_strftime_date(sp_buf *out, const char *fmt, size_t fmtlen, sp_time t)
{
    fctx x;
    t.utc_offset = 0;
    t.nsec = 0;
    sp_time_to_civil(t, &x.c);
    x.t = t;
    x.zone = NULL;
    x.date_mode = true;
    x.gmt = false;
    run(out, fmt, fmtlen, &x);
}

bool sp_strftime_value(sp_buf *out, const char *fmt, size_t fmtlen, sp_value v)
{
    if (v.type != SP_TIME)
        return false;
    if (v.flags & SP_FLAG_DATE) {
        sp_strftime_date(out, fmt, fmtlen, v.u.t);
        return true;
    }
    if (v.flags & SP_FLAG_UTC)
        return sp_strftime_zone(out, fmt, fmtlen, v.u.t, "UTC");
    return sp_strftime(out, fmt, fmtlen, v.u.t);
}
