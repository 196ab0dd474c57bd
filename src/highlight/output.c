/* highlight/output.c: Rouge's token consolidation and HTML formatter (Rouge::Formatters::HTML#span and
 * escape_special_html_chars), streaming into an sp_buf (see engine.h).
 *
 * Escaping is the hot path of every lexer (each token goes through it) and all of the plaintext lexer. It copies
 * the text in 16-byte blocks (SSE2, the x86-64 baseline; elsewhere 8-byte words) straight into the output, which
 * was made room for up front, and looks for the three bytes Rouge escapes (& < >) in the same pass; only a block
 * holding one goes byte by byte from that byte on. */
#include "highlight/engine.h"

#include <stdint.h>
#include <string.h>

#if defined(__SSE2__) && !defined(HL_NO_SIMD)
#include <emmintrin.h>
#endif

/* Bytes of room kept past the text still to copy: block stores may write up to 16 bytes beyond what they keep,
 * and a replacement (at most 5 bytes, written as 8) may be written before the next check. */
#define ESC_SLACK 32

static const unsigned char esc_kind[256] = {['&'] = 1, ['<'] = 2, ['>'] = 3};
static const char esc_rep[4][8] = {"", "&amp;", "&lt;", "&gt;"};
static const unsigned char esc_len[4] = {0, 5, 4, 4};

/* Write the replacement of special byte c at *d (room checked by the caller). */
static inline char *esc_put(char *d, unsigned char c)
{
    unsigned k = esc_kind[c];
    memcpy(d, esc_rep[k], 8);
    return d + esc_len[k];
}

#if defined(__SSE2__) && !defined(HL_NO_SIMD)
/* 0xFF in each byte of v that is '&', '<' or '>' ('<' 0x3C and '>' 0x3E differ only in bit 1). */
static inline __m128i esc_hits(__m128i v)
{
    const __m128i amp = _mm_set1_epi8('&'), gt = _mm_set1_epi8('>'), two = _mm_set1_epi8(2);
    return _mm_or_si128(_mm_cmpeq_epi8(v, amp), _mm_cmpeq_epi8(_mm_or_si128(v, two), gt));
}
#else
/* Nonzero when the 8 bytes of w may hold '&', '<' or '>' (exact for "none"; a block it flags is rechecked). */
static inline uint64_t esc_maybe(uint64_t w)
{
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    uint64_t x = w ^ (ones * '&'), y = (w | (ones * 2)) ^ (ones * '>');
    return (((x - ones) & ~x) | ((y - ones) & ~y)) & highs;
}
#endif

void hl_escape(sp_buf *b, const char *p, size_t n)
{
    if (!n)
        return;
    sp_buf_reserve(b, n + ESC_SLACK);
    char *d = b->data + b->len;
    char *lim = b->data + b->cap - 1; /* room for the NUL kept */
    size_t i = 0;
    for (;;) {
#if defined(__SSE2__) && !defined(HL_NO_SIMD)
        while (n - i >= 64) {
            __m128i v0 = _mm_loadu_si128((const __m128i *)(const void *)(p + i));
            __m128i v1 = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 16));
            __m128i v2 = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 32));
            __m128i v3 = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 48));
            _mm_storeu_si128((__m128i *)(void *)d, v0);
            _mm_storeu_si128((__m128i *)(void *)(d + 16), v1);
            _mm_storeu_si128((__m128i *)(void *)(d + 32), v2);
            _mm_storeu_si128((__m128i *)(void *)(d + 48), v3);
            __m128i h = _mm_or_si128(_mm_or_si128(esc_hits(v0), esc_hits(v1)),
                                     _mm_or_si128(esc_hits(v2), esc_hits(v3)));
            if (_mm_movemask_epi8(h))
                break;
            i += 64;
            d += 64;
        }
        while (n - i >= 16) {
            __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(p + i));
            _mm_storeu_si128((__m128i *)(void *)d, v);
            unsigned mask = (unsigned)_mm_movemask_epi8(esc_hits(v));
            if (!mask) {
                i += 16;
                d += 16;
                continue;
            }
            unsigned k = (unsigned)__builtin_ctz(mask);
            i += k;
            d += k;
            break;
        }
#else
        while (n - i >= 8) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            memcpy(d, &w, 8);
            if (esc_maybe(w))
                break;
            i += 8;
            d += 8;
        }
        /* the flagged word (or the tail) byte by byte, up to its first special byte */
        for (size_t end = n - i >= 8 ? i + 8 : n; i < end && !esc_kind[(unsigned char)p[i]]; i++)
            *d++ = p[i];
        if (i < n && !esc_kind[(unsigned char)p[i]])
            continue;
#endif
        if (n - i < 16) {
            /* the tail (under 16 bytes: at most 4 more per byte, within the slack only for a few, so checked) */
            if ((size_t)(lim - d) < 5 * (n - i) + 8) {
                b->len = (size_t)(d - b->data);
                sp_buf_grow(b, 5 * (n - i) + 8);
                d = b->data + b->len;
                lim = b->data + b->cap - 1;
            }
            for (; i < n; i++) {
                unsigned char c = (unsigned char)p[i];
                if (esc_kind[c])
                    d = esc_put(d, c);
                else
                    *d++ = (char)c;
            }
            break;
        }
        /* p[i] is special (a block stopped at it): replace it, keeping the room ahead */
        if ((size_t)(lim - d) < (n - i) + ESC_SLACK) {
            b->len = (size_t)(d - b->data);
            sp_buf_grow(b, (n - i) + ESC_SLACK);
            d = b->data + b->len;
            lim = b->data + b->cap - 1;
        }
        d = esc_put(d, (unsigned char)p[i]);
        i++;
    }
    b->len = (size_t)(d - b->data);
    b->data[b->len] = 0;
}

void hl_out_init(hl_out *o, sp_buf *buf)
{
    o->buf = buf;
    o->cur = -1;
    o->newlines = 0;
    o->last = 0;
    o->count_lines = 0;
}

/* The CSS short names' lengths, as the names (tokens.h). */
static const unsigned char short_len[T__COUNT] = {
#define HL_TOKEN_SLEN(id, qual, short) sizeof(short) - 1,
    HL_TOKENS(HL_TOKEN_SLEN)
#undef HL_TOKEN_SLEN
};

void hl_out_token(hl_out *o, int tok, const char *p, size_t n)
{
    if (n == 0)
        return;
    if (tok != o->cur) {
        sp_buf *b = o->buf;
        size_t cl = short_len[tok];
        sp_buf_reserve(b, 7 + 13 + cl + 2);
        char *d = b->data + b->len;
        if (o->cur >= 0 && o->cur != T_Text) {
            memcpy(d, "</span>", 7);
            d += 7;
        }
        if (tok != T_Text) {
            memcpy(d, "<span class=\"", 13);
            memcpy(d + 13, hl_token_short[tok], cl);
            memcpy(d + 13 + cl, "\">", 2);
            d += 13 + cl + 2;
        }
        b->len = (size_t)(d - b->data);
        b->data[b->len] = 0;
        o->cur = tok;
    }
    hl_escape(o->buf, p, n);
    if (o->count_lines)
        for (const char *q = p; (q = memchr(q, '\n', (size_t)(p + n - q))) != NULL; q++)
            o->newlines++;
    o->last = p[n - 1];
}

void hl_out_finish(hl_out *o)
{
    if (o->cur >= 0 && o->cur != T_Text)
        sp_buf_append(o->buf, "</span>", 7);
    o->cur = -1;
}
