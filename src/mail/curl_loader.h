/* curl_loader.h: libcurl, loaded on first use (src/mail/curl_loader.c). Internal to src/mail.
 *
 * sitepub does not link libcurl: with its ~27 libraries (gnutls, krb5, ldap, nghttp2, rtmp, ...) it cost every
 * run ~3 ms of dynamic loading, and only `sitepub notify` and `publish --notify` send mail. The few functions
 * smtp.c calls are resolved with dlsym into one table; their types come from <curl/curl.h>. */
#ifndef SITEPUB_MAIL_CURL_LOADER_H
#define SITEPUB_MAIL_CURL_LOADER_H

#include <curl/curl.h>

#include "sitepub/error.h"

/* The shared object opened: its soname, as Debian's libcurl4 installs it. */
#define SP_CURL_SONAME "libcurl.so.4"

/* X(field): field name without the "curl_" prefix (so curl's typecheck macros never wrap the call). */
#define SP_CURL_FUNCS(X)                                                                                               \
    X(global_init)                                                                                                     \
    X(easy_init)                                                                                                       \
    X(easy_setopt)                                                                                                     \
    X(easy_perform)                                                                                                    \
    X(easy_cleanup)                                                                                                    \
    X(easy_strerror)                                                                                                   \
    X(slist_append)                                                                                                    \
    X(slist_free_all)

typedef struct sp_curl_api {
#define SP_CURL_FIELD(name) __typeof__(curl_##name) *name;
    SP_CURL_FUNCS(SP_CURL_FIELD)
#undef SP_CURL_FIELD
} sp_curl_api;

/* The libcurl functions, loading libcurl.so.4 and running curl_global_init(CURL_GLOBAL_DEFAULT) the first time
 * (pthread_once: any thread may call it, the work is done once per process; the library is never unloaded).
 * Returns the table, or NULL with err set (SP_ERR_NOTIFY, "cannot load libcurl.so.4 (install libcurl4): <dlerror>")
 * when the library, one of its functions or its initialisation is missing; every later call fails the same way. */
const sp_curl_api *sp_curl_api_get(sp_error *err);

#endif
