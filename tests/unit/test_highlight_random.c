/* Every language of the highlight table lexes random input in bounded time: no state machine loops without
 * consuming input (engine.c bounds empty matches as Rouge does, MAX_NULL_SCANS, then yields a character as Error),
 * and the text comes back whole (but for the lexers drops_text() names, whose Rouge output loses text too). The
 * input mixes random bytes (invalid UTF-8 included) with characters code is made
 * of (quotes, brackets, comment and heredoc openers, newlines), so that most states get entered. A language that
 * takes longer than LIMIT_S seconds on its input fails the test by name; one that never returns is stopped by
 * alarm() and named on stderr. */
#include "test_support.h"

#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "highlight/engine.h"
#include "sitepub/highlight.h"

#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define ON_VALGRIND() RUNNING_ON_VALGRIND
#endif
#endif
#ifndef ON_VALGRIND
#define ON_VALGRIND() 0
#endif

#define LIMIT_S 10.0
#define ALARM_S 120

static const char *volatile g_current = "(none)";

static void on_alarm(int sig)
{
    (void)sig;
    static const char msg[] = "test_highlight_random: a lexer did not return in time: ";
    ssize_t w = write(2, msg, sizeof msg - 1);
    w = write(2, g_current, strlen(g_current));
    w = write(2, "\n", 1);
    (void)w;
    _exit(1);
}

static uint64_t g_rng;
static unsigned rnd(void)
{
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (unsigned)(g_rng >> 11);
}

static void fill(char *buf, size_t n)
{
    static const char *const pieces[] = {
        "\"", "'", "`", "{", "}", "[", "]", "(", ")", "<", ">", "/", "\\", "*", "#", "\n", " ", "\t", "$", "@",
        "%", "=", ";", ":", ",", ".", "|", "&", "!", "?", "-", "+", "~", "^", "/*", "*/", "<!--", "-->", "<<EOF",
        "\nEOF\n", "\"\"\"", "'''", "{%", "%}", "{{", "}}", "<%", "%>", "#{", "${", "r\"", "//", "--", ";;", "(*",
        "*)", "{-", "-}", "%{", "\\\n", "0x1f", "1.5e3", "if", "end", "def", "do", "x", "Foo", "\xc3\xa9",
        "\xe2\x82\xac", "\xff", "\x80", "\r\n", "\0",
    };
    size_t i = 0;
    while (i < n) {
        unsigned r = rnd();
        if (r % 4 == 0) {
            buf[i++] = (char)(rnd() & 0xff);
            continue;
        }
        const char *p = pieces[(r >> 2) % (sizeof pieces / sizeof pieces[0])];
        size_t k = strcmp(p, "\0") == 0 ? 1 : strlen(p);
        for (size_t j = 0; j < k && i < n; j++)
            buf[i++] = p[j];
    }
}

/* The text of Rouge's HTML: tags dropped, the three entities undone. */
static size_t untag(const char *h, size_t n, char *out)
{
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (h[i] == '<') {
            while (i < n && h[i] != '>')
                i++;
        } else if (h[i] == '&') {
            if (!strncmp(h + i, "&amp;", 5))
                out[o++] = '&', i += 4;
            else if (!strncmp(h + i, "&lt;", 4))
                out[o++] = '<', i += 3;
            else if (!strncmp(h + i, "&gt;", 4))
                out[o++] = '>', i += 3;
            else
                out[o++] = h[i];
        } else {
            out[o++] = h[i];
        }
    }
    return o;
}

/* Lexers whose Rouge output loses text, as Rouge's does: Escape drops its <! !> delimiters; Crystal's character
 * rule (')(...)?(\\\\|\\'|[^'])*(') gives only the last repetition of its repeated group (Ruby's m[3]). */
static int drops_text(const char *tag) { return !strcmp(tag, "escape") || !strcmp(tag, "crystal"); }

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void test_random_bytes(void **state)
{
    (void)state;
    signal(SIGALRM, on_alarm);
    size_t size = ON_VALGRIND() ? 512 : 8192;
    const char *env_size = getenv("HL_RANDOM_SIZE"); /* bytes per round, to look for slow lexers */
    if (env_size && atol(env_size) > 0)
        size = (size_t)atol(env_size);
    int verbose = getenv("HL_RANDOM_VERBOSE") != NULL; /* print each language's time */
    int rounds = ON_VALGRIND() ? 1 : 4;
    char *in = malloc(size);
    assert_non_null(in);
    int slow = 0;
    for (int li = 0; hl_langs[li]; li++) {
        const hl_lang *lang = hl_langs[li];
        g_current = lang->tag;
        g_rng = 0x9e3779b97f4a7c15ull ^ (uint64_t)(li + 1) * 0x100000001b3ull;
        alarm(ALARM_S);
        double t0 = now_s();
        for (int r = 0; r < rounds; r++) {
            fill(in, size);
            sp_buf out = SP_BUF_INIT;
            sp_highlight_lex((const sp_lexer *)(const void *)lang, in, size, &out);
            char *text = malloc(out.len + 1);
            assert_non_null(text);
            size_t tn = untag(out.data, out.len, text);
            if (!drops_text(lang->tag) && (tn != size || memcmp(text, in, size) != 0)) {
                fprintf(stderr, "%s: the highlighted text differs from the input (round %d)\n", lang->tag, r);
                const char *dump = getenv("HL_RANDOM_DUMP"); /* a file to keep the input in, to rerun it */
                FILE *f = dump ? fopen(dump, "wb") : NULL;
                if (f) {
                    fwrite(in, 1, size, f);
                    fclose(f);
                }
                fail();
            }
            free(text);
            sp_buf_free(&out);
        }
        double dt = now_s() - t0;
        alarm(0);
        if (verbose)
            fprintf(stderr, "%8.3f s  %s\n", dt, lang->tag);
        if (dt > LIMIT_S && !ON_VALGRIND()) {
            fprintf(stderr, "%s: %.1f s for %d x %zu random bytes (limit %.0f s)\n", lang->tag, dt, rounds, size,
                    LIMIT_S);
            slow++;
        }
    }
    free(in);
    assert_int_equal(slow, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
