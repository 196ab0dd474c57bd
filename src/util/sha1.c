/* SHA-1 and git object ids with OpenSSL's EVP interface (include/sitepub/sha1.h). The SHA-1 implementation is
 * fetched from the default provider once (EVP_MD_fetch), not looked up again for every digest. */
#include <openssl/evp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

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

void sp_git_object_id(const char *type, const void *data, size_t len, unsigned char out[20])
{
    char hdr[64];
    int h = snprintf(hdr, sizeof hdr, "%s %zu", type, len);
    sp_sha1 *s = sp_sha1_begin();
    sp_sha1_add(s, hdr, (size_t)h + 1); /* with the NUL */
    sp_sha1_add(s, data, len);
    sp_sha1_end(s, out);
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
