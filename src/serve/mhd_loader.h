/* mhd_loader.h: libmicrohttpd, opened with dlopen when `sitepub serve` starts (src/serve/mhd_loader.c).
 * Internal to src/serve.
 *
 * sitepub does not link libmicrohttpd: it brings GnuTLS and eight more libraries (nettle, gmp, p11-kit, ...)
 * that every other command would load at start-up for nothing, as CONTRIBUTING says of libcurl and libsass. The
 * functions http.c calls are resolved with dlsym into one table; their types come from <microhttpd.h>. */
#ifndef SITEPUB_SERVE_MHD_LOADER_H
#define SITEPUB_SERVE_MHD_LOADER_H

#include <sys/types.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>

#include <microhttpd.h>

#include "sitepub/error.h"

/* The shared object opened: its soname, as Debian's libmicrohttpd12 installs it. */
#define SP_MHD_SONAME "libmicrohttpd.so.12"

/* X(field): field name without the "MHD_" prefix; the symbol is "MHD_" field. */
#define SP_MHD_FUNCS(X)                                                                                                \
    X(start_daemon)                                                                                                    \
    X(stop_daemon)                                                                                                     \
    X(create_response_from_buffer)                                                                                     \
    X(create_response_from_buffer_with_free_callback_cls)                                                              \
    X(create_response_from_callback)                                                                                   \
    X(add_response_header)                                                                                             \
    X(queue_response)                                                                                                  \
    X(lookup_connection_value)                                                                                         \
    X(destroy_response)

typedef struct sp_mhd_api {
#define SP_MHD_FIELD(name) __typeof__(MHD_##name) *name;
    SP_MHD_FUNCS(SP_MHD_FIELD)
#undef SP_MHD_FIELD
} sp_mhd_api;

/* The table, loading the library the first time (thread-safe). NULL when it cannot be loaded, with err
 * (SP_ERR_IO: the dlopen or dlsym message and "install libmicrohttpd12"). */
const sp_mhd_api *sp_mhd(sp_error *err);

#endif
