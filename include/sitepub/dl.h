/* sitepub/dl.h: opening a library that is compiled against but not linked
 * (libcurl, libsass, libmicrohttpd, cmark-gfm: each loader in src/ fills one
 * table of its functions on first use), with dlerror()'s text kept for the
 * message the caller prints when the library cannot be used. */
#ifndef SITEPUB_DL_H
#define SITEPUB_DL_H

#include <stddef.h>

/* dlopen(soname, flags). NULL when that fails, with why (whysz bytes,
 * NUL-terminated, truncated to fit) set to dlerror()'s text, or "dlopen failed"
 * when there is none. The handle is the caller's (the loaders never close one
 * they use). */
void *sp_dl_open(const char *soname, int flags, char *why, size_t whysz);

/* dlsym(h, name). NULL when h has no such symbol: why is set to dlerror()'s
 * text ("NAME: symbol not found" when there is none) and h is closed (dlclose),
 * so a loader that finds a function missing just returns. */
void *sp_dl_sym(void *h, const char *name, char *why, size_t whysz);

#endif
