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
 * store itself at connection time, so nothing here concerns it. */
#include <dlfcn.h>
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

int mbedtls_ssl_setup(mbedtls_ssl_context *ssl, const mbedtls_ssl_config *conf)
{
    sp_tls_ca_load();
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
