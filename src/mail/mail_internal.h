/* Internal interfaces of src/mail (not public API). */
#ifndef SITEPUB_MAIL_INTERNAL_H
#define SITEPUB_MAIL_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "sitepub/buf.h"

/* Append "Name: value\n" with value encoded and folded as git-multimail's header_encode() (is_addr = 0) or
 * addr_header_encode() (is_addr = 1) with Python 3's email.header.Header: folding at 78 columns. value is UTF-8
 * (already free of line breaks and control characters). */
void mh_header(sp_buf *out, const char *name, const char *value, int is_addr);

/* Python email.utils.getaddresses() for one header value (simplified RFC 5322: quoted names, angle addresses,
 * commas): calls fn(name, addr, ctx) for each address. */
void mh_addresses(const char *value, void (*fn)(const char *name, const char *addr, void *ctx), void *ctx);

/* Replace invalid UTF-8 in [s, s+n) by U+FFFD as Python's bytes.decode('utf-8', 'replace') does; append the
 * result to out. */
void mh_utf8_replace(sp_buf *out, const char *s, size_t n);

/* Length in code points of valid UTF-8. */
size_t mh_utf8_len(const char *s, size_t n);

/* Byte offset of the first k code points of valid UTF-8 (n when fewer). */
size_t mh_utf8_offset(const char *s, size_t n, size_t k);

/* Length of the line break at s (0 when none): Python str.splitlines() boundaries in UTF-8. */
size_t mh_linebreak_len(const char *s, size_t n);

/* Python-compatible MT19937 (random.seed(int), random.getrandbits). */
typedef struct mh_mt {
    uint32_t mt[624];
    int index;
} mh_mt;
void mh_mt_seed(mh_mt *m, unsigned long seed);
uint32_t mh_mt_next(mh_mt *m);

#endif
