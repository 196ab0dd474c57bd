/* Files replaced whole or not at all (atomic_file.h). */
#include "sitepub/atomic_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "sitepub/buf.h"

bool sp_atomic_file_begin(sp_atomic_file *af, const char *file)
{
    sp_buf tmp = SP_BUF_INIT;
    sp_buf_printf(&tmp, "%s.tmp-%ld", file, (long)getpid());
    af->file = file;
    af->tmp = sp_buf_detach(&tmp);
    af->fd = open(af->tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    af->ok = af->fd >= 0;
    if (!af->ok) {
        free(af->tmp);
        af->tmp = NULL;
    }
    return af->ok;
}

bool sp_atomic_file_write(sp_atomic_file *af, const void *data, size_t len)
{
    size_t off = 0;
    while (af->ok && off < len) {
        ssize_t w = write(af->fd, (const char *)data + off, len - off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            af->ok = false;
        else
            off += (size_t)w;
    }
    return af->ok;
}

bool sp_atomic_file_end(sp_atomic_file *af, bool keep)
{
    bool ok = af->ok && keep;
    if (af->fd >= 0 && close(af->fd) != 0)
        ok = false;
    af->fd = -1;
    if (!ok || rename(af->tmp, af->file) != 0) {
        unlink(af->tmp);
        ok = false;
    }
    free(af->tmp);
    af->tmp = NULL;
    return ok;
}

bool sp_file_write_atomic(const char *file, const void *data, size_t len)
{
    sp_atomic_file af;
    if (!sp_atomic_file_begin(&af, file))
        return false;
    sp_atomic_file_write(&af, data, len);
    return sp_atomic_file_end(&af, true);
}
