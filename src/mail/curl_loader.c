/* curl_loader.c: libcurl opened with dlopen the first time mail is sent (curl_loader.h says why). */
#include "mail/curl_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#include "sitepub/dl.h"

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
static sp_curl_api curl_api;
static int curl_ok;
static char curl_why[512];

static void curl_load(void)
{
    void *h = sp_dl_open(SP_CURL_SONAME, RTLD_NOW | RTLD_LOCAL, curl_why, sizeof curl_why);
    if (!h)
        return;
    sp_curl_api api;
#define SP_CURL_SYM(name)                                                                                              \
    if (!(api.name = (__typeof__(api.name))sp_dl_sym(h, "curl_" #name, curl_why, sizeof curl_why)))                    \
        return;
    SP_CURL_FUNCS(SP_CURL_SYM)
#undef SP_CURL_SYM
    CURLcode c = api.global_init(CURL_GLOBAL_DEFAULT);
    if (c != CURLE_OK) {
        snprintf(curl_why, sizeof curl_why, "curl_global_init failed: %s", api.easy_strerror(c));
        return; /* initialised in part: not unloaded */
    }
    curl_api = api;
    curl_ok = 1;
}

const sp_curl_api *sp_curl_api_get(sp_error *err)
{
    pthread_once(&curl_once, curl_load);
    if (curl_ok)
        return &curl_api;
    sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "cannot load %s (install libcurl4): %s", SP_CURL_SONAME, curl_why);
    return NULL;
}
