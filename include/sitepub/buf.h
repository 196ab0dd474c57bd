/* sitepub/buf.h: growable byte buffers on the C heap.
 *
 * An sp_buf owns its bytes (malloc'd). data is always NUL-terminated after the first append so it can be used
 * as a C string when it holds no NUL bytes. Allocation failure aborts the process (there is no useful recovery
 * in a CLI build tool), so appends cannot fail. */
#ifndef SITEPUB_BUF_H
#define SITEPUB_BUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct sp_buf {
    char *data;  /* NULL until the first append; else len bytes plus a NUL */
    size_t len;  /* bytes in use, not counting the NUL */
    size_t cap;  /* bytes allocated */
} sp_buf;

#define SP_BUF_INIT {NULL, 0, 0}

/* Set *b to empty (SP_BUF_INIT); allocates nothing. */
void sp_buf_init(sp_buf *b);
/* Free the bytes and reset to empty. The struct itself is the caller's (usually on the stack). */
void sp_buf_free(sp_buf *b);
/* Make room for at least extra more bytes (plus the NUL); capacity doubles, so appends are amortised O(1). */
void sp_buf_grow(sp_buf *b, size_t extra);
/* Append len bytes of data (which may hold NUL bytes and may not point into b itself). */
void sp_buf_append(sp_buf *b, const void *data, size_t len);
/* A long append (at least SP_BUF_RELEASE_MIN bytes) copies its data a part at a time and, when a release hook
 * is set, hands each part to it once copied: the hook may drop from memory the pages it knows to be backed by a
 * file that holds the same bytes (the site's store of rendered text, src/site/spill.c), so that a layout copying
 * a large page's content out of the store does not hold both in memory. The hook must leave the bytes readable
 * (as MADV_DONTNEED leaves a file mapping) and be thread-safe; set it once, it stays for the process. */
#define SP_BUF_RELEASE_MIN ((size_t)1 << 20)
typedef void (*sp_buf_release_fn)(const void *data, size_t len);
void sp_buf_set_release(sp_buf_release_fn fn);
/* Append the NUL-terminated s. */
void sp_buf_puts(sp_buf *b, const char *s);

/* Make sure extra more bytes (plus the NUL) fit without a reallocation: the inline check of sp_buf_grow, which
 * runs only when the capacity is short. Afterwards the caller may write up to extra bytes at b->data + b->len
 * directly, then add their count to b->len and store the NUL at b->data[b->len]. */
static inline void sp_buf_reserve(sp_buf *b, size_t extra)
{
    if (b->cap - b->len <= extra) /* cap >= len + 1 once allocated; cap == len == 0 before */
        sp_buf_grow(b, extra);
}

/* Append the byte c (inline: the growth check is one compare; sp_buf_grow runs only when full). */
static inline void sp_buf_putc(sp_buf *b, char c)
{
    if (b->cap - b->len < 2)
        sp_buf_grow(b, 1);
    b->data[b->len++] = c;
    b->data[b->len] = '\0';
}
/* Append printf-formatted text (C vsnprintf, no length limit; a format error appends nothing). */
void sp_buf_printf(sp_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sp_buf_vprintf(sp_buf *b, const char *fmt, va_list ap);
/* Set len to 0, keeping the allocation. */
void sp_buf_clear(sp_buf *b);
/* Shrink to len bytes; nothing happens when len >= b->len. Keeps the allocation. */
void sp_buf_truncate(sp_buf *b, size_t len);
/* Return the bytes (caller frees with free(); never NULL, "" for empty) and reset b to empty. */
char *sp_buf_detach(sp_buf *b);
/* A NUL-terminated view of the contents ("" when empty); valid until the next change to b. */
const char *sp_buf_cstr(sp_buf *b);

/* Read the whole file at path (a file system path, no sitepub path rules applied) and append its bytes to b.
 * Returns 0, or -1 with errno set (open's or read's); after a read error b may hold part of the file. */
int sp_buf_read_file(sp_buf *b, const char *path);

/* Read fd (not closed here) to its end, or when limit > 0 until at least min(limit, what it holds) bytes were
 * read, appending to b, which ends NUL-terminated ("" when nothing was read). Returns 0, or -1 with errno set
 * (read's; EINTR is retried); after an error b may hold part of the data. */
int sp_buf_read_fd(sp_buf *b, int fd, size_t limit);

/* Remove dir and everything under it, as `rm -rf` (symbolic links are removed, never followed); what cannot be
 * removed is left. A missing dir is not an error. For sitepub's own folders: the directory sink's temporary
 * and replaced output, the disk cache's entries. */
void sp_remove_tree(const char *dir);

#endif
