/* The system's CA certificates are parsed when a TLS connection is first set up, not when libgit2 starts.
 *
 * Debian's libgit2 (1.5, built with mbedTLS) parses /etc/ssl/certs/ca-certificates.crt in git_libgit2_init:
 * some 140 PEM certificates, 0.11 G instructions, a third of a tvm-site publish that never opens a connection.
 * libgit2 has no option to defer it (GIT_OPT_SET_SSL_CERT_LOCATIONS can only replace the certificates after
 * init has parsed them). So the executable defines the three mbedTLS functions involved, which take precedence
 * over libmbedx509's and libmbedtls's for libgit2's calls (the dynamic loader looks in the executable first; the
 * linker exports them because libgit2 uses them):
 *   - mbedtls_x509_crt_parse_file only notes the chain and the file (and succeeds);
 *   - mbedtls_ssl_setup, which libgit2 calls for every TLS stream before the handshake, first parses the noted
 *     file into the noted chain with the real function (found with dlsym(RTLD_NEXT)), so every connection is
 *     verified against the same certificates as before (libgit2 sets the chain in its TLS configuration by
 *     pointer at init, so filling the chain later is what parsing it at init would have given);
 *   - mbedtls_x509_crt_free forgets a noted chain that libgit2 frees (git_libgit2_shutdown; a new
 *     http.sslCAInfo), so a later setup never fills a freed one.
 * A file that can no longer be parsed at setup leaves the chain empty: the handshake then fails certificate
 * verification (libgit2's "the SSL certificate is invalid"), never succeeds unverified. Only the last noted
 * chain is kept: libgit2 has one (its global TLS configuration's). http.sslCAInfo (gitcfg.c) is parsed at once
 * with sp_tls_ca_load, so a file that cannot be parsed is still reported where it is named. libcurl (SMTP) uses OpenSSL and loads its CA
 * store itself at connection time, so nothing here concerns it.
 *
 * The random generator libgit2 seeds at init waits the same way. mbedtls_entropy_init (Debian's mbedTLS 2.28 is
 * built with HAVEGE, whose set-up alone is 2.2 M instructions, 7% of an incremental tvm-site publish) and
 * mbedtls_ctr_drbg_seed only note their context (and the seed's arguments, and succeed); the first draw
 * (mbedtls_ctr_drbg_random, which libgit2 sets as its TLS configuration's generator, so every handshake draws
 * through it) or TLS setup runs both for real, in that order, first. A seeding that fails then fails that setup
 * or draw with mbedTLS's error, as it would have failed libgit2's init: no handshake runs on an unseeded
 * generator. mbedtls_entropy_free and mbedtls_ctr_drbg_free forget a noted context libgit2 frees (the entropy
 * context is then never initialised, so the real free is not called on it). */
#include <dlfcn.h>
#include <mbedtls/ctr_drbg.h>
#include <mbedtls/entropy.h>
#include <mbedtls/ssl.h>
#include <mbedtls/x509_crt.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "publish/internal.h"

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static mbedtls_x509_crt *g_chain; /* noted, not parsed yet; NULL when nothing waits */
static char *g_path;
/* set while this thread parses: the real parser frees the certificates it gives up (and may call the functions
 * here again), which must neither wait for g_lock nor forget the chain being filled */
static _Thread_local bool t_parsing;

typedef int (*parse_fn)(mbedtls_x509_crt *, const char *);
typedef int (*setup_fn)(mbedtls_ssl_context *, const mbedtls_ssl_config *);
typedef void (*free_fn)(mbedtls_x509_crt *);

static void *real(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f)
        abort(); /* libgit2 calls these only where it links the mbedTLS libraries */
    return f;
}

int mbedtls_x509_crt_parse_file(mbedtls_x509_crt *chain, const char *path)
{
    if (t_parsing)
        return ((parse_fn)real("mbedtls_x509_crt_parse_file"))(chain, path);
    char *copy = strdup(path);
    if (!copy)
        abort();
    pthread_mutex_lock(&g_lock);
    /* a chain still noted is replaced: libgit2 parses a new chain only to use it instead (and frees the old) */
    free(g_path);
    g_chain = chain;
    g_path = copy;
    pthread_mutex_unlock(&g_lock);
    return 0;
}

int sp_tls_ca_load(void)
{
    int rc = 0;
    pthread_mutex_lock(&g_lock);
    if (g_chain) {
        t_parsing = true;
        rc = ((parse_fn)real("mbedtls_x509_crt_parse_file"))(g_chain, g_path);
        t_parsing = false;
        if (rc < 0)
            git_error_set(GIT_ERROR_SSL, "cannot parse the CA certificates in %s (mbedTLS error -0x%04x)", g_path,
                          (unsigned)-rc);
        g_chain = NULL;
        free(g_path);
        g_path = NULL;
    }
    pthread_mutex_unlock(&g_lock);
    return rc < 0 ? -1 : 0;
}

bool sp_tls_ca_pending(void)
{
    pthread_mutex_lock(&g_lock);
    bool p = g_chain != NULL;
    pthread_mutex_unlock(&g_lock);
    return p;
}

/* ---- the random generator ---- */

typedef void (*entropy_init_fn)(mbedtls_entropy_context *);
typedef int (*seed_fn)(mbedtls_ctr_drbg_context *, int (*)(void *, unsigned char *, size_t), void *,
                       const unsigned char *, size_t);
typedef int (*random_fn)(void *, unsigned char *, size_t);
typedef void (*drbg_free_fn)(mbedtls_ctr_drbg_context *);

static pthread_mutex_t g_rng_lock = PTHREAD_MUTEX_INITIALIZER;
static mbedtls_entropy_context *g_entropy; /* noted, not initialised yet; NULL when nothing waits */
static mbedtls_ctr_drbg_context *g_drbg;   /* noted, not seeded yet */
static int (*g_f_entropy)(void *, unsigned char *, size_t);
static void *g_p_entropy;
static unsigned char *g_custom; /* a copy of the seed's personalisation bytes */
static size_t g_custom_len;
/* set while this thread runs the real functions, which then are not noted again */
static _Thread_local bool t_rng;

/* forget the noted seed, g_rng_lock held */
static void forget_seed_locked(void)
{
    g_drbg = NULL;
    free(g_custom);
    g_custom = NULL;
}

/* run what waits, g_rng_lock held: the entropy context first (the seed draws from it) */
static int rng_ready_locked(void)
{
    int rc = 0;
    t_rng = true;
    if (g_entropy) {
        ((entropy_init_fn)real("mbedtls_entropy_init"))(g_entropy);
        g_entropy = NULL;
    }
    if (g_drbg) {
        rc = ((seed_fn)real("mbedtls_ctr_drbg_seed"))(g_drbg, g_f_entropy, g_p_entropy, g_custom, g_custom_len);
        forget_seed_locked();
    }
    t_rng = false;
    return rc;
}

int sp_tls_rng_ready(void)
{
    pthread_mutex_lock(&g_rng_lock);
    int rc = rng_ready_locked();
    pthread_mutex_unlock(&g_rng_lock);
    return rc;
}

bool sp_tls_rng_pending(void)
{
    pthread_mutex_lock(&g_rng_lock);
    bool p = g_entropy != NULL || g_drbg != NULL;
    pthread_mutex_unlock(&g_rng_lock);
    return p;
}

void mbedtls_entropy_init(mbedtls_entropy_context *ctx)
{
    if (t_rng) {
        ((entropy_init_fn)real("mbedtls_entropy_init"))(ctx);
        return;
    }
    pthread_mutex_lock(&g_rng_lock);
    if (g_entropy && g_entropy != ctx)
        rng_ready_locked(); /* only one waits: an earlier one is set up now */
    g_entropy = ctx;
    pthread_mutex_unlock(&g_rng_lock);
}

int mbedtls_ctr_drbg_seed(mbedtls_ctr_drbg_context *ctx, int (*f_entropy)(void *, unsigned char *, size_t),
                          void *p_entropy, const unsigned char *custom, size_t len)
{
    if (t_rng)
        return ((seed_fn)real("mbedtls_ctr_drbg_seed"))(ctx, f_entropy, p_entropy, custom, len);
    unsigned char *copy = NULL;
    if (len) {
        if (!(copy = malloc(len)))
            abort();
        memcpy(copy, custom, len);
    }
    pthread_mutex_lock(&g_rng_lock);
    if (g_drbg && g_drbg != ctx)
        rng_ready_locked(); /* only one waits: an earlier one is seeded now */
    free(g_custom);
    g_drbg = ctx;
    g_f_entropy = f_entropy;
    g_p_entropy = p_entropy;
    g_custom = copy;
    g_custom_len = len;
    pthread_mutex_unlock(&g_rng_lock);
    return 0;
}

int mbedtls_ctr_drbg_random(void *p_rng, unsigned char *output, size_t output_len)
{
    if (!t_rng) {
        pthread_mutex_lock(&g_rng_lock);
        int rc = rng_ready_locked(); /* 0 at once when nothing waits */
        pthread_mutex_unlock(&g_rng_lock);
        if (rc != 0)
            return rc;
    }
    return ((random_fn)real("mbedtls_ctr_drbg_random"))(p_rng, output, output_len);
}

void mbedtls_entropy_free(mbedtls_entropy_context *ctx)
{
    if (!t_rng) {
        pthread_mutex_lock(&g_rng_lock);
        bool waiting = ctx && ctx == g_entropy;
        if (waiting) {
            g_entropy = NULL;
            if (g_drbg && g_p_entropy == ctx) /* a seed waiting to draw from it never can */
                forget_seed_locked();
        }
        pthread_mutex_unlock(&g_rng_lock);
        if (waiting) /* never initialised: nothing to free */
            return;
    }
    ((void (*)(mbedtls_entropy_context *))real("mbedtls_entropy_free"))(ctx);
}

void mbedtls_ctr_drbg_free(mbedtls_ctr_drbg_context *ctx)
{
    if (!t_rng) {
        pthread_mutex_lock(&g_rng_lock);
        if (ctx && ctx == g_drbg) /* initialised (mbedtls_ctr_drbg_init), never seeded: freed as such */
            forget_seed_locked();
        pthread_mutex_unlock(&g_rng_lock);
    }
    ((drbg_free_fn)real("mbedtls_ctr_drbg_free"))(ctx);
}

/* ---- TLS setup: what waits is done first ---- */

int mbedtls_ssl_setup(mbedtls_ssl_context *ssl, const mbedtls_ssl_config *conf)
{
    sp_tls_ca_load();
    int rc = sp_tls_rng_ready();
    if (rc != 0)
        return rc;
    return ((setup_fn)real("mbedtls_ssl_setup"))(ssl, conf);
}

void mbedtls_x509_crt_free(mbedtls_x509_crt *crt)
{
    if (t_parsing) {
        ((free_fn)real("mbedtls_x509_crt_free"))(crt);
        return;
    }
    pthread_mutex_lock(&g_lock);
    if (crt && crt == g_chain) {
        g_chain = NULL;
        free(g_path);
        g_path = NULL;
    }
    pthread_mutex_unlock(&g_lock);
    ((free_fn)real("mbedtls_x509_crt_free"))(crt);
}
