/* mhd_loader.c: libmicrohttpd opened with dlopen when the server starts (mhd_loader.h says why). */
#include "serve/mhd_loader.h"

#include <dlfcn.h>
#include <pthread.h>

#include "sitepub/dl.h"

static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;
static sp_mhd_api mhd_api;
static int mhd_ok;
static char mhd_why[512];

static void mhd_load(void)
{
    void *h = sp_dl_open(SP_MHD_SONAME, RTLD_NOW | RTLD_LOCAL, mhd_why, sizeof mhd_why);
    if (!h)
        return;
    sp_mhd_api api;
#define SP_MHD_SYM(name)                                                                                               \
    if (!(api.name = (__typeof__(api.name))sp_dl_sym(h, "MHD_" #name, mhd_why, sizeof mhd_why)))                       \
        return;
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
