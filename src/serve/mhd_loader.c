/* mhd_loader.c: libmicrohttpd opened with dlopen when the server starts (mhd_loader.h says why). */
#include "serve/mhd_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;
static sp_mhd_api mhd_api;
static int mhd_ok;
static char mhd_why[512];

static void mhd_load(void)
{
    void *h = dlopen(SP_MHD_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        snprintf(mhd_why, sizeof mhd_why, "%s", e ? e : "dlopen failed");
        return;
    }
    sp_mhd_api api;
#define SP_MHD_SYM(name)                                                                                               \
    api.name = (__typeof__(api.name))dlsym(h, "MHD_" #name);                                                           \
    if (!api.name) {                                                                                                   \
        const char *e = dlerror();                                                                                     \
        snprintf(mhd_why, sizeof mhd_why, "%s", e ? e : "MHD_" #name ": symbol not found");                          \
        dlclose(h);                                                                                                    \
        return;                                                                                                        \
    }
    SP_MHD_FUNCS(SP_MHD_SYM)
#undef SP_MHD_SYM
    mhd_api = api;
    mhd_ok = 1;
}

const sp_mhd_api *sp_mhd(sp_error *err)
{
    pthread_once(&mhd_once, mhd_load);
    if (mhd_ok)
        return &mhd_api;
    sp_error_set(err, SP_ERR_IO, NULL, 0, 0,
                 "sitepub serve needs libmicrohttpd (%s): %s; install it with `apt-get install libmicrohttpd12`",
                 SP_MHD_SONAME, mhd_why);
    return NULL;
}
