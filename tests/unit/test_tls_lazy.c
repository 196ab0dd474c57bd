/* The CA certificates libgit2 parses at init wait for the first TLS connection (src/publish/tls_lazy.c): after
 * git_libgit2_init they are noted, not parsed (a local publish never pays for them); the first TLS setup
 * (mbedtls_ssl_setup, which libgit2 calls for every TLS stream) parses them into libgit2's chain; a freed chain
 * is forgotten. The system bundle (/etc/ssl/certs/ca-certificates.crt, Debian's ca-certificates) is the file.
 * The random generator libgit2 seeds at init waits the same way, for the first draw or TLS setup. */
#include "test_support.h"

#include <dlfcn.h>
#include <git2.h>
#include <mbedtls/ctr_drbg.h>
#include <mbedtls/entropy.h>
#include <mbedtls/ssl.h>
#include <mbedtls/x509_crt.h>

#include "publish/internal.h"

static const char BUNDLE[] = "/etc/ssl/certs/ca-certificates.crt";

/* libmbedtls is not linked into the tests (libgit2 brings it): its functions are looked up */
static void *fn(const char *name)
{
    void *f = dlsym(RTLD_DEFAULT, name);
    assert_non_null(f);
    return f;
}

static size_t chain_len(const mbedtls_x509_crt *c)
{
    size_t n = 0;
    for (; c && c->raw.len; c = c->next)
        n++;
    return n;
}

static void test_init_defers(void **state)
{
    (void)state;
    if (access(BUNDLE, R_OK) != 0) {
        skip();
    }
    git_libgit2_init();
    /* libgit2 (mbedTLS) noted its default certificates and did not parse them */
    assert_true(sp_tls_ca_pending());
    /* the first TLS setup parses them */
    mbedtls_ssl_config conf;
    mbedtls_ssl_context ssl;
    ((void (*)(mbedtls_ssl_config *))fn("mbedtls_ssl_config_init"))(&conf);
    ((void (*)(mbedtls_ssl_context *))fn("mbedtls_ssl_init"))(&ssl);
    assert_int_equal(((int (*)(mbedtls_ssl_config *, int, int, int))fn("mbedtls_ssl_config_defaults"))(
                         &conf, MBEDTLS_SSL_IS_CLIENT, MBEDTLS_SSL_TRANSPORT_STREAM, MBEDTLS_SSL_PRESET_DEFAULT),
                     0);
    assert_int_equal(mbedtls_ssl_setup(&ssl, &conf), 0);
    assert_false(sp_tls_ca_pending());
    ((void (*)(mbedtls_ssl_context *))fn("mbedtls_ssl_free"))(&ssl);
    ((void (*)(mbedtls_ssl_config *))fn("mbedtls_ssl_config_free"))(&conf);
    git_libgit2_shutdown();
}

static void test_parse_later(void **state)
{
    (void)state;
    if (access(BUNDLE, R_OK) != 0) {
        skip();
    }
    git_libgit2_init(); /* a failed load sets libgit2's error (freed at shutdown) */
    assert_int_equal(sp_tls_ca_load(), 0); /* what init noted */
    mbedtls_x509_crt chain;
    ((void (*)(mbedtls_x509_crt *))fn("mbedtls_x509_crt_init"))(&chain);
    assert_int_equal(mbedtls_x509_crt_parse_file(&chain, BUNDLE), 0);
    assert_true(sp_tls_ca_pending());
    assert_int_equal(chain_len(&chain), 0);
    assert_int_equal(sp_tls_ca_load(), 0);
    assert_false(sp_tls_ca_pending());
    assert_true(chain_len(&chain) > 50); /* Debian's bundle holds some 140 */
    assert_int_equal(sp_tls_ca_load(), 0); /* nothing waits: nothing parsed again */
    mbedtls_x509_crt_free(&chain);

    /* a chain freed while it waits is forgotten, never filled afterwards */
    ((void (*)(mbedtls_x509_crt *))fn("mbedtls_x509_crt_init"))(&chain);
    assert_int_equal(mbedtls_x509_crt_parse_file(&chain, BUNDLE), 0);
    mbedtls_x509_crt_free(&chain);
    assert_false(sp_tls_ca_pending());

    /* a file that is not PEM: the load fails (and the chain stays empty: verification then fails) */
    char path[] = "/tmp/sitepub-tls-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "not a certificate\n", 18), 18);
    close(fd);
    ((void (*)(mbedtls_x509_crt *))fn("mbedtls_x509_crt_init"))(&chain);
    assert_int_equal(mbedtls_x509_crt_parse_file(&chain, path), 0);
    assert_int_equal(sp_tls_ca_load(), -1);
    assert_int_equal(chain_len(&chain), 0);
    mbedtls_x509_crt_free(&chain);
    unlink(path);
    git_libgit2_shutdown();
}

typedef int (*entropy_fn)(void *, unsigned char *, size_t);

static void test_rng_deferred(void **state)
{
    (void)state;
    git_libgit2_init();
    /* libgit2 (mbedTLS) noted its entropy context and generator and set neither up */
    assert_true(sp_tls_rng_pending());
    assert_int_equal(sp_tls_rng_ready(), 0);
    assert_false(sp_tls_rng_pending());
    assert_int_equal(sp_tls_rng_ready(), 0); /* nothing waits */

    /* a generator seeded from a noted entropy context: both wait until the first draw, which gets random bytes */
    mbedtls_entropy_context *e = malloc(sizeof *e);
    mbedtls_ctr_drbg_context *d = malloc(sizeof *d);
    assert_non_null(e);
    assert_non_null(d);
    mbedtls_entropy_init(e);
    ((void (*)(mbedtls_ctr_drbg_context *))fn("mbedtls_ctr_drbg_init"))(d);
    assert_int_equal(mbedtls_ctr_drbg_seed(d, (entropy_fn)fn("mbedtls_entropy_func"), e,
                                           (const unsigned char *)"sitepub", 7),
                     0);
    assert_true(sp_tls_rng_pending());
    unsigned char a[32] = {0}, b[32] = {0}, zero[32] = {0};
    assert_int_equal(mbedtls_ctr_drbg_random(d, a, sizeof a), 0);
    assert_false(sp_tls_rng_pending());
    assert_int_equal(mbedtls_ctr_drbg_random(d, b, sizeof b), 0);
    assert_memory_not_equal(a, zero, sizeof a);
    assert_memory_not_equal(a, b, sizeof a);
    mbedtls_ctr_drbg_free(d);
    mbedtls_entropy_free(e);

    /* noted and freed without a draw: forgotten (the entropy context, never set up, is not freed as one) */
    mbedtls_entropy_init(e);
    ((void (*)(mbedtls_ctr_drbg_context *))fn("mbedtls_ctr_drbg_init"))(d);
    assert_int_equal(mbedtls_ctr_drbg_seed(d, (entropy_fn)fn("mbedtls_entropy_func"), e, NULL, 0), 0);
    assert_true(sp_tls_rng_pending());
    mbedtls_ctr_drbg_free(d);
    mbedtls_entropy_free(e);
    assert_false(sp_tls_rng_pending());
    assert_int_equal(sp_tls_rng_ready(), 0);
    free(d);
    free(e);
    git_libgit2_shutdown();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_defers),
        cmocka_unit_test(test_parse_later),
        cmocka_unit_test(test_rng_deferred),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
