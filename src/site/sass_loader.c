/* sass_loader.c: libsass opened with dlopen the first time a Sass page is compiled, or earlier by
 * sp_site_sass_preload (sass_loader.h says why). */
#include "site/sass_loader.h"

#include <dlfcn.h>
#include <pthread.h>

#include "sitepub/dl.h"

#include "sitepub/site.h"

static pthread_once_t sass_once = PTHREAD_ONCE_INIT;
static sp_sass_api sass_api;
static int sass_ok;
static char sass_why[512];

static void sass_load(void)
{
    /* RTLD_LAZY: libsass and libstdc++ bind ~2,600 functions through their PLTs, most never called; binding them
     * all now took a third of the load (16 -> 11 million instructions in `sitepub build` of tvm-site). */
    void *h = sp_dl_open(SP_SASS_SONAME, RTLD_LAZY | RTLD_LOCAL, sass_why, sizeof sass_why);
    if (!h)
        return;
    sp_sass_api api;
#define SP_SASS_SYM(name)                                                                                              \
    if (!(api.name = (__typeof__(api.name))sp_dl_sym(h, "sass_" #name, sass_why, sizeof sass_why)))                    \
        return;
    SP_SASS_FUNCS(SP_SASS_SYM)
#undef SP_SASS_SYM
    sass_api = api;
    sass_ok = 1;
}

const sp_sass_api *sp_sass_api_get(const char *file, sp_error *err)
{
    pthread_once(&sass_once, sass_load);
    if (sass_ok)
        return &sass_api;
    sp_error_set(err, SP_ERR_IO, file, 0, 0,
                 "cannot load %s (install libsass1) to compile this Sass/SCSS page: %s", SP_SASS_SONAME, sass_why);
    return NULL;
}

int sp_site_sass_preload(void)
{
    pthread_once(&sass_once, sass_load);
    return sass_ok ? 0 : -1;
}
