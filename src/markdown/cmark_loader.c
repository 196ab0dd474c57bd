/* cmark_loader.c: cmark-gfm opened with dlopen the first time a page is converted as CommonMark (cmark_loader.h
 * says why). */
#include "markdown/cmark_loader.h"

#include <dlfcn.h>
#include <pthread.h>

#include "sitepub/dl.h"

static pthread_once_t cmark_once = PTHREAD_ONCE_INIT;
static sp_cmark_api cmark_api;
static int cmark_ok;
static char cmark_why[512];

static void cmark_load(void)
{
    void *h = sp_dl_open(SP_CMARK_SONAME, RTLD_NOW | RTLD_LOCAL, cmark_why, sizeof cmark_why);
    if (!h)
        return;
    sp_cmark_api api;
#define SP_CMARK_SYM(name)                                                                                             \
    if (!(api.name = (__typeof__(api.name))sp_dl_sym(h, #name, cmark_why, sizeof cmark_why)))                          \
        return;
    SP_CMARK_FUNCS(SP_CMARK_SYM)
#undef SP_CMARK_SYM
    cmark_api = api;
    cmark_ok = 1;
}

const sp_cmark_api *sp_cmark_api_get(sp_error *err)
{
    pthread_once(&cmark_once, cmark_load);
    if (cmark_ok)
        return &cmark_api;
    sp_error_set(err, SP_ERR_IO, NULL, 0, 0,
                 "cannot load %s (install %s) to convert Markdown as CommonMark (markdown: CommonMark in "
                 "_config.yml): %s",
                 SP_CMARK_SONAME, SP_CMARK_PACKAGE, cmark_why);
    return NULL;
}
