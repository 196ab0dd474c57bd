/* SHA-1 and git object ids with OpenSSL's EVP interface (include/sitepub/sha1.h). The SHA-1 implementation is
 * fetched from the default provider once (EVP_MD_fetch), not looked up again for every digest. */
#include <openssl/evp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/sha1.h"

static EVP_MD *g_sha1;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static void fetch_sha1(void) { g_sha1 = EVP_MD_fetch(NULL, "SHA1", NULL); }

sp_sha1 *sp_sha1_begin(void)
{
    pthread_once(&g_once, fetch_sha1);
    EVP_MD_CTX *c = g_sha1 ? EVP_MD_CTX_new() : NULL;
    if (!c || EVP_DigestInit_ex(c, g_sha1, NULL) != 1) {
        fprintf(stderr, "sitepub: OpenSSL's libcrypto cannot compute SHA-1\n");
        abort();
    }
    return (sp_sha1 *)c;
}

void sp_sha1_add(sp_sha1 *s, const void *data, size_t len)
{
    if (len)
        EVP_DigestUpdate((EVP_MD_CTX *)s, data, len);
}

void sp_sha1_end(sp_sha1 *s, unsigned char out[20])
{
    unsigned int n = 0;
    EVP_DigestFinal_ex((EVP_MD_CTX *)s, out, &n);
    EVP_MD_CTX_free((EVP_MD_CTX *)s);
}

void sp_sha1_digest(const void *data, size_t len, unsigned char out[20])
{
    sp_sha1 *s = sp_sha1_begin();
    sp_sha1_add(s, data, len);
    sp_sha1_end(s, out);
}

/* Each thread's digest context for sp_git_object_id, made once and set up again for every id (making and freeing
 * one per id cost as much as hashing a small tree or page); freed when the thread ends. */
static pthread_key_t g_ctx_key;
static pthread_once_t g_ctx_once = PTHREAD_ONCE_INIT;

static void free_ctx(void *c) { EVP_MD_CTX_free(c); }

static void make_ctx_key(void)
{
    if (pthread_key_create(&g_ctx_key, free_ctx) != 0)
        abort();
}

void sp_git_object_id(const char *type, const void *data, size_t len, unsigned char out[20])
{
    pthread_once(&g_once, fetch_sha1);
    pthread_once(&g_ctx_once, make_ctx_key);
    EVP_MD_CTX *c = pthread_getspecific(g_ctx_key);
    if (!c && (c = EVP_MD_CTX_new()) != NULL && pthread_setspecific(g_ctx_key, c) != 0) {
        EVP_MD_CTX_free(c);
        c = NULL;
    }
    if (!c || !g_sha1 || EVP_DigestInit_ex(c, g_sha1, NULL) != 1) {
        fprintf(stderr, "sitepub: OpenSSL's libcrypto cannot compute SHA-1\n");
        abort();
    }
    /* "TYPE LEN" and its NUL, as git hashes it */
    char hdr[48], digits[24];
    size_t tl = strlen(type), dl = 0, v = len;
    do
        digits[dl++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    if (tl > sizeof hdr - sizeof digits - 2)
        abort();
    memcpy(hdr, type, tl);
    hdr[tl] = ' ';
    for (size_t i = 0; i < dl; i++)
        hdr[tl + 1 + i] = digits[dl - 1 - i];
    hdr[tl + 1 + dl] = '\0';
    EVP_DigestUpdate(c, hdr, tl + dl + 2);
    if (len)
        EVP_DigestUpdate(c, data, len);
    unsigned int n = 0;
    EVP_DigestFinal_ex(c, out, &n);
}

void sp_git_blob_id(const void *data, size_t len, unsigned char out[20])
{
    sp_git_object_id("blob", data, len, out);
}

void sp_sha1_hex(const unsigned char id[20], char out[41])
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 20; i++) {
        out[2 * i] = digits[id[i] >> 4];
        out[2 * i + 1] = digits[id[i] & 15];
    }
    out[40] = 0;
}
