/* Growable byte buffers (include/sitepub/buf.h). */
#include "sitepub/buf.h"

#include <errno.h>
#include <stdatomic.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void oom(void)
{
    fputs("sitepub: out of memory\n", stderr);
    abort();
}

void sp_buf_init(sp_buf *b) { b->data = NULL, b->len = b->cap = 0; }

void sp_buf_free(sp_buf *b)
{
    free(b->data);
    sp_buf_init(b);
}

void sp_buf_grow(sp_buf *b, size_t extra)
{
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap = cap < ((size_t)1 << 40) ? cap * 2 : need;
    char *d = realloc(b->data, cap);
    if (!d)
        oom();
    b->data = d;
    b->cap = cap;
}

static _Atomic(sp_buf_release_fn) release_hook;

void sp_buf_set_release(sp_buf_release_fn fn) { atomic_store(&release_hook, fn); }

void sp_buf_append(sp_buf *b, const void *data, size_t len)
{
    sp_buf_reserve(b, len);
    sp_buf_release_fn release = len >= SP_BUF_RELEASE_MIN ? atomic_load(&release_hook) : NULL;
    if (release) { /* a part at a time, each offered for release once copied */
        for (size_t at = 0; at < len; at += SP_BUF_RELEASE_MIN) {
            size_t n = len - at < SP_BUF_RELEASE_MIN ? len - at : SP_BUF_RELEASE_MIN;
            memcpy(b->data + b->len + at, (const char *)data + at, n);
            release((const char *)data + at, n);
        }
    } else if (len)
        memcpy(b->data + b->len, data, len);
    b->len += len;
    b->data[b->len] = '\0';
}

void sp_buf_puts(sp_buf *b, const char *s) { sp_buf_append(b, s, strlen(s)); }

void sp_buf_vprintf(sp_buf *b, const char *fmt, va_list ap)
{
    /* One vsnprintf when the text fits in the spare room (the usual case: numbers, short names); else the
     * length it reported is made room for and the text formatted again. */
    sp_buf_grow(b, 63);
    size_t room = b->cap - b->len;
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(b->data + b->len, room, fmt, ap2);
    va_end(ap2);
    if (n < 0) {
        b->data[b->len] = '\0';
        return;
    }
    if ((size_t)n >= room) {
        sp_buf_grow(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    }
    b->len += (size_t)n;
}

void sp_buf_printf(sp_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sp_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void sp_buf_clear(sp_buf *b)
{
    b->len = 0;
    if (b->data)
        b->data[0] = '\0';
}

void sp_buf_truncate(sp_buf *b, size_t len)
{
    if (len < b->len) {
        b->len = len;
        b->data[len] = '\0';
    }
}

char *sp_buf_detach(sp_buf *b)
{
    char *d = b->data;
    if (!d) {
        d = malloc(1);
        if (!d)
            oom();
        d[0] = '\0';
    }
    sp_buf_init(b);
    return d;
}

const char *sp_buf_cstr(sp_buf *b) { return b->data ? b->data : ""; }

int sp_buf_read_fd(sp_buf *b, int fd, size_t limit)
{
    char chunk[65536];
    size_t got = 0;
    while (!limit || got < limit) {
        ssize_t n = read(fd, chunk, limit && limit - got < sizeof chunk ? limit - got : sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        sp_buf_append(b, chunk, (size_t)n);
        got += (size_t)n;
    }
    if (!b->data)
        sp_buf_append(b, "", 0);
    return 0;
}

int sp_buf_read_file(sp_buf *b, const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    int rc = sp_buf_read_fd(b, fd, 0);
    int saved = errno;
    close(fd);
    errno = saved;
    return rc;
}

static int remove_cb(const char *p, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb;
    (void)ftw;
    if (flag == FTW_DP)
        rmdir(p);
    else
        unlink(p);
    return 0;
}

void sp_remove_tree(const char *dir)
{
    nftw(dir, remove_cb, 32, FTW_DEPTH | FTW_PHYS);
}
