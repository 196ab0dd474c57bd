/* Opening a library that is not linked (include/sitepub/dl.h). */
#include "sitepub/dl.h"

#include <dlfcn.h>
#include <stdio.h>

void *sp_dl_open(const char *soname, int flags, char *why, size_t whysz) {
  void *h = dlopen(soname, flags);
  if (!h) {
    const char *e = dlerror();
    snprintf(why, whysz, "%s", e ? e : "dlopen failed");
  }
  return h;
}

void *sp_dl_sym(void *h, const char *name, char *why, size_t whysz) {
  void *f = dlsym(h, name);
  if (!f) {
    const char *e = dlerror();
    snprintf(why, whysz, "%s%s", e ? e : name, e ? "" : ": symbol not found");
    dlclose(h);
  }
  return f;
}
