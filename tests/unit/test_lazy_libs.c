/* libcurl and libsass loaded on first use (src/mail/curl_loader.c, src/site/sass_loader.c): neither is in the
 * process until asked for; sp_site_sass_preload and the loaders are safe from concurrent threads and load once;
 * every table entry is resolved. (The missing-library errors are in tests/scripts/lazy_libs.sh.) */
#include "test_support.h"

#include <dlfcn.h>
#include <pthread.h>

#include "mail/curl_loader.h"
#include "site/sass_loader.h"
#include "sitepub/site.h"

static int loaded(const char *soname)
{
    void *h = dlopen(soname, RTLD_NOW | RTLD_NOLOAD);
    if (h)
        dlclose(h); /* drops only the reference RTLD_NOLOAD took */
    return h != NULL;
}

#define N_THREADS 4

static void *preload_thread(void *arg)
{
    int *rc = arg;
    *rc = sp_site_sass_preload();
    return NULL;
}

static void test_sass_preload(void **state)
{
    (void)state;
    assert_false(loaded(SP_SASS_SONAME)); /* not linked */
    pthread_t t[N_THREADS];
    int rc[N_THREADS];
    for (int i = 0; i < N_THREADS; i++)
        assert_int_equal(pthread_create(&t[i], NULL, preload_thread, &rc[i]), 0);
    for (int i = 0; i < N_THREADS; i++) {
        assert_int_equal(pthread_join(t[i], NULL), 0);
        assert_int_equal(rc[i], 0);
    }
    assert_true(loaded(SP_SASS_SONAME));
    assert_int_equal(sp_site_sass_preload(), 0);
    sp_error err;
    const sp_sass_api *S = sp_sass_api_get("css/x.scss", &err);
    assert_non_null(S);
    assert_ptr_equal(S, sp_sass_api_get(NULL, NULL));
    /* each entry is the library's own function */
    void *h = dlopen(SP_SASS_SONAME, RTLD_NOW | RTLD_NOLOAD);
    assert_non_null(h);
    assert_ptr_equal((void *)S->make_data_context, dlsym(h, "sass_make_data_context"));
    assert_ptr_equal((void *)S->context_get_source_map_string, dlsym(h, "sass_context_get_source_map_string"));
    dlclose(h);
    /* and it compiles (expected: Jekyll 4.3.1 with `sass: {style: compressed, sourcemap: never}` on this file) */
    char *src = strdup("$c: #336699;\n.a { color: $c; }\n");
    struct Sass_Data_Context *ctx = S->make_data_context(src);
    struct Sass_Options *o = S->data_context_get_options(ctx);
    S->option_set_output_style(o, SASS_STYLE_COMPRESSED);
    assert_int_equal(S->compile_data_context(ctx), 0);
    assert_string_equal(S->context_get_output_string(S->data_context_get_context(ctx)), ".a{color:#369}\n");
    S->delete_data_context(ctx);
}

static void *curl_thread(void *arg)
{
    const sp_curl_api **out = arg;
    sp_error err;
    *out = sp_curl_api_get(&err);
    return NULL;
}

static void test_curl_loader(void **state)
{
    (void)state;
    assert_false(loaded(SP_CURL_SONAME)); /* not linked */
    pthread_t t[N_THREADS];
    const sp_curl_api *api[N_THREADS];
    for (int i = 0; i < N_THREADS; i++)
        assert_int_equal(pthread_create(&t[i], NULL, curl_thread, &api[i]), 0);
    for (int i = 0; i < N_THREADS; i++) {
        assert_int_equal(pthread_join(t[i], NULL), 0);
        assert_non_null(api[i]);
        assert_ptr_equal(api[i], api[0]);
    }
    assert_true(loaded(SP_CURL_SONAME));
    const sp_curl_api *C = api[0];
    void *h = dlopen(SP_CURL_SONAME, RTLD_NOW | RTLD_NOLOAD);
    assert_non_null(h);
    assert_ptr_equal((void *)C->easy_setopt, dlsym(h, "curl_easy_setopt"));
    assert_ptr_equal((void *)C->slist_free_all, dlsym(h, "curl_slist_free_all"));
    dlclose(h);
    assert_string_equal(C->easy_strerror(CURLE_COULDNT_CONNECT), "Couldn't connect to server");
    CURL *e = C->easy_init();
    assert_non_null(e);
    assert_int_equal(C->easy_setopt(e, CURLOPT_PROTOCOLS_STR, "smtp,smtps"), CURLE_OK);
    C->easy_cleanup(e);
    struct curl_slist *l = C->slist_append(NULL, "<a@example.org>");
    assert_non_null(l);
    assert_string_equal(l->data, "<a@example.org>");
    C->slist_free_all(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sass_preload),
        cmocka_unit_test(test_curl_loader),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
