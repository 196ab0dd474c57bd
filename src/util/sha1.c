/* SHA-1 and git object ids with OpenSSL's libcrypto (include/sitepub/sha1.h), through its low-level SHA1_Init,
 * SHA1_Update and SHA1_Final: the same assembler code as EVP's SHA-1, without the provider machinery that
 * EVP_MD_fetch sets up on first use (loading openssl.cnf and the default provider: 6 M instructions, 0.65 ms, of
 * every run, which for an incremental publish of tvm-site is a twentieth of its time). OpenSSL 3 marks these
 * functions deprecated in favour of EVP; they are kept in OpenSSL 3's ABI, so the deprecation warnings are
 * silenced here, and only here. */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/sha1.h"

struct sp_sha1 {
    SHA_CTX ctx;
};

static void init_or_abort(SHA_CTX *c)
{
    if (SHA1_Init(c) != 1) {
        fprintf(stderr, "sitepub: OpenSSL's libcrypto cannot compute SHA-1\n");
        abort();
    }
}

sp_sha1 *sp_sha1_begin(void)
{
    sp_sha1 *s = malloc(sizeof *s);
    if (!s) {
        fprintf(stderr, "sitepub: out of memory\n");
        abort();
    }
    init_or_abort(&s->ctx);
    return s;
}

void sp_sha1_add(sp_sha1 *s, const void *data, size_t len)
{
    if (len)
        SHA1_Update(&s->ctx, data, len);
}

void sp_sha1_end(sp_sha1 *s, unsigned char out[20])
{
    SHA1_Final(out, &s->ctx);
    free(s);
}

void sp_sha1_digest(const void *data, size_t len, unsigned char out[20])
{
    SHA_CTX c;
    init_or_abort(&c);
    if (len)
        SHA1_Update(&c, data, len);
    SHA1_Final(out, &c);
}

void sp_git_object_id(const char *type, const void *data, size_t len, unsigned char out[20])
{
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
    SHA_CTX c;
    init_or_abort(&c);
    SHA1_Update(&c, hdr, tl + dl + 2);
    if (len)
        SHA1_Update(&c, data, len);
    SHA1_Final(out, &c);
}

void sp_git_blob_id(const void *data, size_t len, unsigned char out[20])
{
    sp_git_object_id("blob", data, len, out);
}

void sp_sha1_hex(const unsigned char id[20], char out[41])
{
    static const char pairs[] = /* the two digits of each byte value (some 50,000 ids a build are written) */
        "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f"
        "303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
        "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f"
        "909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf"
        "c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeef"
        "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";
    for (int i = 0; i < 20; i++)
        memcpy(out + 2 * i, pairs + 2 * id[i], 2);
    out[40] = 0;
}

/* Eight hex digits a step (the 50,000 ids an incremental record holds: a byte-pair table lookup a byte was a
 * fortieth of a 10,000-post incremental publish): w holds eight characters, the first in its low byte. Each must be
 * '0'-'9' or 'a'-'f' (every byte below 0x80, then byte-wise range tests that cannot carry across bytes); their
 * values are the low nibble, plus 9 for a letter, paired into four bytes. false when one is not a digit. */
#define ONES 0x0101010101010101ull
#define HIGH 0x8080808080808080ull
static bool unhex8(uint64_t w, unsigned char out[4])
{
    if (w & HIGH)
        return false;
    uint64_t ge0 = w + (0x80 - 0x30) * ONES, le9 = (0x80 + 0x39) * ONES - w;
    uint64_t gea = w + (0x80 - 0x61) * ONES, lef = (0x80 + 0x66) * ONES - w;
    if ((((ge0 & le9) | (gea & lef)) & HIGH) != HIGH)
        return false;
    uint64_t v = (w & 0x0f * ONES) + ((w >> 6) & ONES) * 9; /* each byte's value, 0-15 */
    v = ((v << 4) | (v >> 8)) & 0x00ff00ff00ff00ffull;     /* pairs: first digit high */
    v = (v | (v >> 8)) & 0x0000ffff0000ffffull;
    v = (v | (v >> 16)) & 0xffffffffull;
    out[0] = (unsigned char)v;
    out[1] = (unsigned char)(v >> 8);
    out[2] = (unsigned char)(v >> 16);
    out[3] = (unsigned char)(v >> 24);
    return true;
}

bool sp_sha1_unhex(const char *hex, unsigned char out[20])
{
    if (strnlen(hex, 40) < 40) /* the text ends early: nothing after its NUL is read */
        return false;
    for (int i = 0; i < 5; i++) {
        unsigned char c[8];
        memcpy(c, hex + 8 * i, 8);
        uint64_t w = 0;
        for (int k = 0; k < 8; k++) /* the first character in the low byte, whatever the machine's order */
            w |= (uint64_t)c[k] << (8 * k);
        if (!unhex8(w, out + 4 * i))
            return false;
    }
    return true;
}
