/* Error object (include/sitepub/error.h). */
#include "sitepub/error.h"

#include <stdio.h>
#include <string.h>

void sp_error_clear(sp_error *err)
{
    if (!err)
        return;
    err->code = SP_OK;
    err->file[0] = '\0';
    err->line = err->column = 0;
    err->message[0] = '\0';
}

int sp_error_setv(sp_error *err, sp_error_code code, const char *file, int line, int column, const char *fmt,
                  va_list ap)
{
    if (!err)
        return -1;
    err->code = code;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    err->column = column;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    return -1;
}

int sp_error_set(sp_error *err, sp_error_code code, const char *file, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sp_error_setv(err, code, file, line, column, fmt, ap);
    va_end(ap);
    return -1;
}

void sp_error_prefix(sp_error *err, const char *fmt, ...)
{
    if (!err)
        return;
    char pre[512], old[sizeof err->message];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(pre, sizeof pre, fmt, ap);
    va_end(ap);
    memcpy(old, err->message, sizeof old);
    size_t n = strlen(pre);
    if (n > sizeof err->message - 3)
        n = sizeof err->message - 3;
    memcpy(err->message, pre, n);
    memcpy(err->message + n, ": ", 2);
    size_t rest = sizeof err->message - n - 3, ol = strlen(old);
    if (ol > rest)
        ol = rest;
    memcpy(err->message + n + 2, old, ol);
    err->message[n + 2 + ol] = '\0';
}

const char *sp_error_format(const sp_error *err, char *buf, size_t n)
{
    if (n == 0)
        return buf;
    if (!err) {
        snprintf(buf, n, "error: unknown error");
        return buf;
    }
    if (err->file[0] && err->line > 0 && err->column > 0)
        snprintf(buf, n, "%s:%d:%d: error: %s", err->file, err->line, err->column, err->message);
    else if (err->file[0] && err->line > 0)
        snprintf(buf, n, "%s:%d: error: %s", err->file, err->line, err->message);
    else if (err->file[0])
        snprintf(buf, n, "%s: error: %s", err->file, err->message);
    else
        snprintf(buf, n, "error: %s", err->message);
    return buf;
}

int sp_exit_code_for(const sp_error *err)
{
    if (!err)
        return SP_ERR_INTERNAL;
    switch (err->code) {
    case SP_ERR_USAGE:
    case SP_ERR_INPUT:
    case SP_ERR_IO:
    case SP_ERR_GIT:
    case SP_ERR_PUSH:
    case SP_ERR_NOTIFY:
    case SP_ERR_INTERNAL:
        return (int)err->code;
    default:
        return SP_ERR_INTERNAL;
    }
}
