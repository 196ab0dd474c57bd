/* sitepub/error.h: the error object every fallible function fills in.
 *
 * Convention (DESIGN.md "Errors"): a fallible function returns int, 0 on success and -1 on failure, and on
 * failure fills the sp_error the caller passed in (which may be NULL when the caller does not care). Nothing
 * below cli/ prints or exits; the cli prints the error with sp_error_format() and exits with
 * sp_exit_code_for(). */
#ifndef SITEPUB_ERROR_H
#define SITEPUB_ERROR_H

#include <stdarg.h>
#include <stddef.h>

/* Error kinds; each maps to one process exit code (README "Exit codes", `sitepub --help`). */
typedef enum sp_error_code {
    SP_OK = 0,
    SP_ERR_USAGE = 2,     /* bad command line: unknown command or option, missing value; bad settings */
    SP_ERR_INPUT = 3,     /* bad site input: YAML, front matter, Liquid, missing layout/include, path escape */
    SP_ERR_IO = 4,        /* file system error: unreadable source, unwritable destination */
    SP_ERR_GIT = 5,       /* repository error: no repository, bad revision, object or ref; compare-and-swap lost
                           too often */
    SP_ERR_PUSH = 6,      /* push failed or rejected; the local commit stays (nothing was lost locally); or a stale
                           build refused (the publish tip was built from a newer or diverged source) */
    SP_ERR_NOTIFY = 7,    /* the commit notice could not be composed or sent (a publish before it stands) */
    SP_ERR_INTERNAL = 70  /* a bug in sitepub */
} sp_error_code;

/* Exit status when the command ran and found differences (`sitepub diff --exit-code`), as git diff. */
#define SP_EXIT_DIFFERENCES 1

typedef struct sp_error {
    sp_error_code code;
    char file[512];     /* file the error is in (site-relative path or template name); "" when none */
    int line;           /* 1-based; 0 when unknown */
    int column;         /* 1-based; 0 when unknown */
    char message[1536]; /* what went wrong and, where useful, what to do; no trailing newline */
} sp_error;

/* Reset *err to "no error" (SP_OK, no location, empty message). err may be NULL. */
void sp_error_clear(sp_error *err);

/* Fill *err (when err is not NULL) with code, location and a printf-style message; file may be NULL.
 * Returns -1 so callers can write `return sp_error_set(...)`. Long text is truncated, never overflowed. */
int sp_error_set(sp_error *err, sp_error_code code, const char *file, int line, int column, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* As sp_error_set with a va_list (ap is consumed). */
int sp_error_setv(sp_error *err, sp_error_code code, const char *file, int line, int column, const char *fmt,
                  va_list ap);

/* Prepend "context: " to the message of an error already set (e.g. "in layout default.html"); code and location
 * are kept; the result is truncated to the message size. err may be NULL (nothing happens). */
void sp_error_prefix(sp_error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Write "file:line:column: error: message" into buf of size n, NUL-terminated (truncated when longer), in the
 * style of gcc and git: "file:line: error: ..." without a column, "file: error: ..." without a line, "error: ..."
 * without a file; "error: unknown error" for a NULL err. Returns buf. */
const char *sp_error_format(const sp_error *err, char *buf, size_t n);

/* The process exit code for an error (its code; SP_ERR_INTERNAL for SP_OK or unknown codes). */
int sp_exit_code_for(const sp_error *err);

#endif
