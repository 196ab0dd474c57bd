/* sitepub/textscan.h: fast scanning and HTML escaping of byte strings.
 *
 * The escapers of the Liquid filters, the Liquid renderer and the Markdown writer copy long runs of ordinary
 * text between a few special bytes. These functions find the next special byte 16 bytes at a time (SSE2
 * on x86-64, a 256-entry table elsewhere) so that callers append whole runs with one copy.
 * All work on bytes: a string that is not valid UTF-8 is escaped byte by byte like any other (as Ruby's
 * CGI.escapeHTML and String#encode(xml: :attr) do), and NUL bytes are ordinary bytes. */
#ifndef SITEPUB_TEXTSCAN_H
#define SITEPUB_TEXTSCAN_H

#include <stddef.h>

#include "sitepub/buf.h"

/* Index of the first byte of s[0..n) that is one of & < > " ' (n when there is none). s may be NULL when n
 * is 0. */
size_t sp_find_html_special(const char *s, size_t n);

/* Which bytes an HTML escape replaces, and with what. */
typedef enum sp_html_mode {
    SP_HTML_XML,    /* & < > " ' as &amp; &lt; &gt; &quot; &apos;: Jekyll 4.3 `xml_escape`
                     * (input.to_s.encode(xml: :attr) without the quotes) */
    SP_HTML_CGI,    /* & < > " ' as &amp; &lt; &gt; &quot; &#39;: Ruby's CGI.escapeHTML (Liquid `escape`) */
    SP_HTML_TEXT    /* & < > only, as &amp; &lt; &gt;: Rouge's HTML formatter, kramdown escape_html(:text) */
} sp_html_mode;

/* Byte length of s[0..n) escaped in mode (n when nothing needs escaping). */
size_t sp_html_escaped_len(const char *s, size_t n, sp_html_mode mode);
/* The spare room sp_html_escape_to needs after its output: it stores whole 8- and 16-byte words. */
#define SP_HTML_ESCAPE_SLACK 16
/* Write s[0..n) escaped in mode to dst, which has room for sp_html_escaped_len(s, n, mode) +
 * SP_HTML_ESCAPE_SLACK bytes (the bytes after the output are scratch; no NUL is written). Returns the number
 * of bytes of output, which is sp_html_escaped_len(s, n, mode). */
size_t sp_html_escape_to(char *dst, const char *s, size_t n, sp_html_mode mode);
/* Append s[0..n) escaped in mode to out (one reservation, whole runs copied at once). */
void sp_html_escape(sp_buf *out, const char *s, size_t n, sp_html_mode mode);

#endif
