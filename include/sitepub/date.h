/* sitepub/date.h: time zones, civil time, Ruby-compatible strftime and date-string parsing (util module).
 *
 * Instants are sp_time (value.h): seconds since the epoch (UTC), nanoseconds, and the UTC offset the time is
 * shown in. Nothing here reads or sets the TZ environment variable or calls localtime()/strftime()/mktime():
 * zones are read from TZif files under /usr/share/zoneinfo (or $TZDIR) by this module, names and numbers are
 * English whatever the C locale, and every function is thread-safe.
 *
 * Jekyll sets ENV["TZ"] to the site's `timezone` and Ruby then uses that zone for Time.parse, Time#localtime
 * and %Z. sitepub has the same notion as an explicit "local zone" (sp_tz_set_local, default UTC) that the
 * functions below use wherever a zone argument is NULL. */
#ifndef SITEPUB_DATE_H
#define SITEPUB_DATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/value.h"

/* ---- time zones ---- */

/* A time zone: UTC, a fixed offset, or an IANA zone (transitions plus the POSIX TZ rule of the TZif footer
 * for instants after the last transition). Zones are immutable and live until the process exits (they are
 * cached by name and shared between threads), so callers never free them. */
typedef struct sp_tz sp_tz;

/* Load the IANA zone `name` ("America/Los_Angeles", "Asia/Kolkata", "Europe/Paris", "UTC", "Etc/GMT+5") from $TZDIR
 * or /usr/share/zoneinfo. "UTC", "Etc/UTC", "Z" and "" give sp_tz_utc() without touching the file system ("GMT" and
 * "Etc/GMT" are read from their files: their abbreviation is "GMT"); "+07:00", "-0330" and "+05" give sp_tz_fixed().
 * Names with "..", a leading "/" or other characters than [A-Za-z0-9/_+-] are refused. Returns 0 and sets *out; on
 * failure returns -1 with err (SP_ERR_INPUT: "unknown time zone 'X' (no TZif file under /usr/share/zoneinfo; is
 * tzdata installed?)", or the file is not a valid TZif file). Thread-safe; a zone is read once and then served from
 * the cache. */
int sp_tz_load(const char *name, const sp_tz **out, sp_error *err);

/* The UTC zone (abbreviation "UTC"; Ruby's Time#utc). Never NULL. */
const sp_tz *sp_tz_utc(void);

/* A zone with the fixed offset utc_offset (seconds east of UTC, |offset| < 86400) and no abbreviation, like a
 * Ruby Time made with an explicit offset (Time.new(..., "-07:00")): %Z prints "". Interned: equal offsets give
 * the same pointer. */
const sp_tz *sp_tz_fixed(int32_t utc_offset);

/* The name the zone was loaded by ("America/Los_Angeles", "UTC", "+07:00"). */
const char *sp_tz_name(const sp_tz *tz);

/* The offset (seconds east of UTC) of zone tz at the UTC instant utc_sec. When abbr is not NULL it receives the
 * zone abbreviation in force ("PDT", "PST", "IST", "UTC"; "" for a fixed offset; static storage owned by the
 * zone). When is_dst is not NULL it receives whether daylight saving time is in force. tz NULL means the local
 * zone (sp_tz_local()). */
int32_t sp_tz_offset_at(const sp_tz *tz, int64_t utc_sec, const char **abbr, bool *is_dst);

/* The UTC instant of the civil (wall clock) time local_sec in zone tz, where local_sec counts seconds since
 * 1970-01-01T00:00:00 on the wall clock (as if it were UTC). Ambiguous and skipped wall times are resolved as
 * Ruby's Time.local (Time.new without an offset) resolves them: in a gap (2017-03-12 02:30 in
 * America/Los_Angeles) the clock is read with the offset before the gap, giving 03:30 PDT; in an overlap
 * (2017-11-05 01:30) the later, standard-time instant (PST) is chosen. *offset (may be NULL) receives the
 * offset in force at the result. tz NULL means the local zone. */
int64_t sp_tz_local_to_utc(const sp_tz *tz, int64_t local_sec, int32_t *offset);

/* Set the process-wide local zone (Jekyll's `timezone`, Ruby's ENV["TZ"]); NULL restores UTC. Call it before
 * rendering starts (it is an atomic store, but a build should use one zone throughout). */
void sp_tz_set_local(const sp_tz *tz);
/* The local zone (UTC until sp_tz_set_local is called). Never NULL. */
const sp_tz *sp_tz_local(void);

/* ---- civil time ---- */

/* A broken-down time as Ruby's Time accessors give it. */
typedef struct sp_civil {
    int64_t year;       /* proleptic Gregorian, astronomical (year 0 exists) */
    int month;          /* 1..12 */
    int day;            /* 1..31 */
    int hour, min, sec; /* 0..23, 0..59, 0..60 */
    int32_t nsec;       /* 0..999999999 */
    int wday;           /* 0 = Sunday .. 6 */
    int yday;           /* 1..366 */
    int32_t utc_offset; /* seconds east of UTC */
} sp_civil;

/* Days since 1970-01-01 of the proleptic Gregorian date y-m-d (month 1..12; day may overflow the month and
 * is then carried, as Ruby's Time.utc does not allow but the arithmetic needs). */
int64_t sp_days_from_civil(int64_t y, int m, int d);
/* The date of day number days (since 1970-01-01). */
void sp_civil_from_days(int64_t days, int64_t *y, int *m, int *d);

/* Break t down in its own offset (t.utc_offset), as Ruby's Time#year, #month, ... do. */
void sp_time_to_civil(sp_time t, sp_civil *out);

/* The instant of the wall time y-m-d h:mi:s.nsec in zone tz (NULL: the local zone), as Ruby's Time.local /
 * Time.new(y, m, d, h, mi, s) with ENV["TZ"] = tz; the result's utc_offset is the zone's offset at that
 * instant. Ranges are not checked beyond what the arithmetic needs (callers validate). */
sp_time sp_time_from_local(const sp_tz *tz, int64_t y, int m, int d, int h, int mi, int s, int32_t nsec);

/* The instant t shown in zone tz (NULL: the local zone): same sec/nsec, utc_offset of tz at t. As Ruby's
 * Time#localtime (Jekyll's date filters call `to_time.dup.localtime`) and Time#getlocal. */
sp_time sp_time_in_zone(sp_time t, const sp_tz *tz);

/* The current time (CLOCK_REALTIME) shown in the local zone, as Ruby's Time.now. */
sp_time sp_time_now(void);

/* The abbreviation Ruby's %Z / Time#zone would print for t when its zone is tz (NULL: the local zone): the
 * zone's abbreviation at t when the zone's offset at t equals t.utc_offset, else "" (a Time with an explicit
 * offset has no zone name). Static storage. */
const char *sp_time_zone_abbr(sp_time t, const sp_tz *tz);

/* ---- strftime, as Ruby's Time#strftime and Date#strftime ---- */

/* Append t formatted with the Ruby Time#strftime format fmt (fmtlen bytes; NUL bytes in fmt are copied), as Ruby 3.1
 * does it. Directives: %Y %C %y %m %B %b %h %d %e %j %H %k %I %l %P %p %M %S %L %N (%3N, %6N, %9N, %12N: digits
 * truncated, zero-filled on the right past 9) %z %:z %::z %:::z %Z %A %a %u %w %G %g %V %U %W %s %n %t %% %c %D %F %T
 * %R %r %x %X %v, the E and O modifiers where Ruby accepts them; flags `-` (no padding), `_` (space padding), `0`
 * (zero padding), `^` (upper case), `#` (change case) and a decimal width, combined as Ruby combines them ("%-d",
 * "%_5m", "%^b", "%010N", "%-:z", "%_z" gives " -700"). Names are English. An unknown directive is copied as written,
 * as Ruby does; Time#strftime knows neither %+ nor %Q (Date#strftime does, see sp_strftime_date) so they are copied
 * too. %Z prints sp_time_zone_abbr(t, NULL): with the local zone UTC a time with offset 0 prints "UTC" and any other
 * offset ""; with America/Los_Angeles a local time prints "PDT" or "PST". A time whose %Z is "UTC" and offset 0 is
 * taken for a Ruby Time#utc (so "%-z" prints "-0000" as Ruby does for those; Ruby prints "+0000" for a local time in
 * a UTC zone). A width over 65536 is copied literally (Ruby would allocate it). Returns false, after appending the
 * unfinished directive literally, when fmt ends inside a directive ("%", "%5", "%-"): Ruby raises ArgumentError
 * "invalid format: ..." there, which Liquid's `date` filter turns into a Liquid error. Returns true otherwise. */
bool sp_strftime(sp_buf *out, const char *fmt, size_t fmtlen, sp_time t);

/* As sp_strftime, but %Z prints zone_abbr (NULL or "" print nothing, as Ruby for a fixed-offset Time). */
bool sp_strftime_zone(sp_buf *out, const char *fmt, size_t fmtlen, sp_time t, const char *zone_abbr);

/* Ruby's Date#strftime, for SP_FLAG_DATE values (a calendar date: midnight, offset 0): as sp_strftime but %Z is
 * "+00:00", %+ is "%a %b %e %H:%M:%S %Z %Y", %Q is milliseconds since the epoch, "%-z" is "+000", `-` also
 * drops the padding of composites ("%-11R"), four colons are copied as written, and an unfinished directive is
 * copied without error. (Ruby's Date#strftime raises Errno::ERANGE for some widths of several thousand; sitepub
 * formats them.) */
void sp_strftime_date(sp_buf *out, const char *fmt, size_t fmtlen, sp_time t);

/* strftime on a value as Liquid's `date` filter calls it (input.strftime(format)): an SP_TIME with SP_FLAG_DATE goes
 * to sp_strftime_date, one with SP_FLAG_UTC to sp_strftime_zone(..., "UTC"), another SP_TIME to sp_strftime. Returns
 * false for other types (nothing appended) and when sp_strftime returns false. */
bool sp_strftime_value(sp_buf *out, const char *fmt, size_t fmtlen, sp_value v);

/* ---- parsing date strings ---- */

/* Parse s (len bytes) as Ruby 3.1's Time.parse(s, now) does, with Date._parse underneath (the same series of
 * matchers: weekday names, a time with am/pm and zone, then "17 Aug 2017", "Aug 17, 2017", ISO "2017-08-17",
 * "17-Aug-2017", "2017/08/17", "2017.08.17", ordinal "2017-229", "'17", a month name alone, "17th", and digit
 * runs such as "20170817T120000Z"; two-digit years become 19xx/20xx at 69). So these all work:
 * "2017-08-17", "2017-08-17T12:00:00Z", "2017-08-17T12:00:00.123+02:00", "2017-08-17 12:00:00 -0700",
 * "Aug 17, 2017", "August 17 2017 10:00 pm", "17 Aug 2017 12:00", "Thu, 17 Aug 2017 12:00:00 +0000",
 * "2017/08/17", case-insensitively. Parts left out are taken from now as Time.parse does (leading ones only:
 * "Aug 17" takes now's year, "12:00" now's date). A zone in the string is read as Time.zone_offset reads it
 * ("+07:00", "-0700", "+07", "UTC", "Z", "GMT", the US zones EST..PDT, military letters, or the local zone's
 * own abbreviation); the result keeps that offset. Without a zone (or with one Ruby does not know, such as
 * "+7" or "CEST") the wall time is read in zone (NULL: the local zone) as Time.local does. now (NULL:
 * sp_time_now()) supplies missing parts. Returns true and sets *out, or false where Time.parse raises
 * ArgumentError: no date or time in the string ("no time information"), a string over 128 bytes (Date._parse's
 * limit), or a part out of range (month 13,
 * day 32, hour 25; day 30 of February is March 2nd as in Ruby). ISO week dates ("2017-W33-4") give false, as
 * Time.parse ignores them. Thread-safe. */
bool sp_time_parse(const char *s, size_t len, const sp_tz *zone, const sp_time *now, sp_time *out);

/* Liquid's Utils.to_date (liquid 5.4), which the `date` filter and Jekyll's date filters call: an SP_TIME is
 * returned as is (dates keep their SP_FLAG_DATE in the caller's value; *out gets the instant); "" gives false;
 * "now" and "today" (any case) give now (NULL: the current time) shown in zone; an SP_INT or a string of ASCII
 * digits only is epoch seconds shown in zone (NULL: local), as Time.at; any other string is downcased and goes
 * through sp_time_parse; nil, floats, booleans, arrays and hashes give false (Liquid returns nil for them and
 * the `date` filter then prints its input unchanged). */
bool sp_value_to_time(sp_value v, const sp_tz *zone, const sp_time *now, sp_time *out);

/* As sp_value_to_time, but the result is an SP_TIME value ready for sp_strftime_value: an SP_TIME input comes
 * back unchanged (SP_FLAG_DATE and SP_FLAG_UTC kept), and a string whose zone Ruby reads as UTC ("Z", "UTC",
 * "UT", "-00:00", "-0000", "-00": time.rb zone_utc?) gets SP_FLAG_UTC, so "%Z" prints "UTC" as Ruby's does. This
 * is what Liquid's `date` filter needs: `{{ "2017-08-17T12:00:00Z" | date: "%H:%M %Z" }}` is "12:00 UTC". */
bool sp_value_to_time_value(sp_value v, const sp_tz *zone, const sp_time *now, sp_value *out);

#endif
