/* Fast scanning and HTML escaping of byte strings (include/sitepub/textscan.h).
 *
 * With SSE2 (every x86-64) the text is read 16 bytes at a time: one compare sequence gives a bit mask of the
 * special bytes in the word; the escaper walks the set bits, so a run of ordinary text costs a few instructions
 * per 16 bytes and each special byte a few more. Without SSE2 the same loops run byte by byte over a table. */
#include "sitepub/textscan.h"

#include <string.h>

#if defined(__SSE2__) && defined(__x86_64__)
#define TS_SSE2 1
#include <emmintrin.h>
#else
#define TS_SSE2 0
#endif

/* The special bytes: 1 & 2 < 3 > 4 " 5 ' (0: ordinary) */
static const unsigned char SPECIAL[256] = {['&'] = 1, ['<'] = 2, ['>'] = 3, ['"'] = 4, ['\''] = 5};

/* A replacement, NUL-padded to 8 bytes so that it is stored with one 8-byte copy; n == 0: the byte stays. */
typedef struct rep {
    char s[8];
    unsigned char n;
} rep;

static const rep REPS[3][6] = {
    [SP_HTML_XML] = {{"", 0}, {"&amp;", 5}, {"&lt;", 4}, {"&gt;", 4}, {"&quot;", 6}, {"&apos;", 6}},
    [SP_HTML_CGI] = {{"", 0}, {"&amp;", 5}, {"&lt;", 4}, {"&gt;", 4}, {"&quot;", 6}, {"&#39;", 5}},
    [SP_HTML_TEXT] = {{"", 0}, {"&amp;", 5}, {"&lt;", 4}, {"&gt;", 4}, {"", 0}, {"", 0}},
};

#if TS_SSE2
/* Bit k set when byte k of v is & < > (and " ' when quotes). */
static inline unsigned special_mask(__m128i v, int quotes)
{
    /* (v | 2) == '>' matches '<' (0x3C) and '>' (0x3E); (v | 4) == '&' matches '"' (0x22) and '&' (0x26) */
    __m128i m = _mm_cmpeq_epi8(_mm_or_si128(v, _mm_set1_epi8(2)), _mm_set1_epi8('>'));
    if (quotes) {
        m = _mm_or_si128(m, _mm_cmpeq_epi8(_mm_or_si128(v, _mm_set1_epi8(4)), _mm_set1_epi8('&')));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('\'')));
    } else
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('&')));
    return (unsigned)_mm_movemask_epi8(m);
}

static inline __m128i load16(const char *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
#endif

size_t sp_find_html_special(const char *s, size_t n)
{
    size_t i = 0;
#if TS_SSE2
    for (; i + 16 <= n; i += 16) {
        unsigned mask = special_mask(load16(s + i), 1);
        if (mask)
            return i + (size_t)__builtin_ctz(mask);
    }
#endif
    for (; i < n; i++)
        if (SPECIAL[(unsigned char)s[i]])
            return i;
    return n;
}

size_t sp_html_escaped_len(const char *s, size_t n, sp_html_mode mode)
{
    const rep *reps = REPS[mode];
    size_t len = n, i = 0;
#if TS_SSE2
    /* per 16 bytes: the extra length of each byte (replacement length - 1, 0 when ordinary), summed with SAD */
    const __m128i x_amp = _mm_set1_epi8((char)(reps[1].n - 1)), x_ltgt = _mm_set1_epi8(3);
    const __m128i x_dq = _mm_set1_epi8((char)(reps[4].n ? reps[4].n - 1 : 0));
    const __m128i x_sq = _mm_set1_epi8((char)(reps[5].n ? reps[5].n - 1 : 0));
    __m128i acc = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        __m128i v = load16(s + i);
        __m128i w = _mm_and_si128(_mm_cmpeq_epi8(_mm_or_si128(v, _mm_set1_epi8(2)), _mm_set1_epi8('>')), x_ltgt);
        w = _mm_or_si128(w, _mm_and_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('&')), x_amp));
        w = _mm_or_si128(w, _mm_and_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')), x_dq));
        w = _mm_or_si128(w, _mm_and_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\'')), x_sq));
        acc = _mm_add_epi64(acc, _mm_sad_epu8(w, _mm_setzero_si128()));
    }
    len += (size_t)_mm_cvtsi128_si64(acc) + (size_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(acc, acc));
#endif
    for (; i < n; i++) {
        unsigned k = SPECIAL[(unsigned char)s[i]];
        if (k && reps[k].n)
            len += reps[k].n - 1u;
    }
    return len;
}

size_t sp_html_escape_to(char *dst, const char *s, size_t n, sp_html_mode mode)
{
    const rep *reps = REPS[mode];
    char *d = dst;
    size_t start = 0, i = 0; /* s[start..) is not written yet */
#if TS_SSE2
    int quotes = mode != SP_HTML_TEXT;
    for (; i + 16 <= n; i += 16) {
        unsigned mask = special_mask(load16(s + i), quotes);
        while (mask) {
            size_t p = i + (size_t)__builtin_ctz(mask), run = p - start;
            const rep *r = &reps[SPECIAL[(unsigned char)s[p]]];
            mask &= mask - 1;
            /* the run before p: one 16-byte move when it is short and 16 bytes can be read (dst has slack) */
            if (run <= 16 && start + 16 <= n)
                _mm_storeu_si128((__m128i *)(void *)d, load16(s + start));
            else
                memcpy(d, s + start, run);
            d += run;
            memcpy(d, r->s, 8);
            d += r->n;
            start = p + 1;
        }
    }
#endif
    for (; i < n; i++) {
        const rep *r = &reps[SPECIAL[(unsigned char)s[i]]];
        if (!r->n)
            continue;
        memcpy(d, s + start, i - start);
        d += i - start;
        memcpy(d, r->s, 8);
        d += r->n;
        start = i + 1;
    }
    if (n > start)
        memcpy(d, s + start, n - start);
    d += n - start;
    return (size_t)(d - dst);
}

void sp_html_escape(sp_buf *out, const char *s, size_t n, sp_html_mode mode)
{
    size_t len = sp_html_escaped_len(s, n, mode);
    sp_buf_reserve(out, len + SP_HTML_ESCAPE_SLACK);
    out->len += sp_html_escape_to(out->data + out->len, s, n, mode);
    out->data[out->len] = '\0';
}
