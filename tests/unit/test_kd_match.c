/* The kramdown parser's hand-written matchers agree with PCRE2 on the patterns they stand for. kd_parser.c
 * fast_match: for random texts made of the characters those patterns look at (spaces, tabs, the other ASCII
 * whitespace, newlines, pipes, backslashes, setext underlines, multi-byte characters), at every character of the
 * text, an anchored kd_match_at with the hand-written matcher and one with PCRE2 (the same pattern with fast set to
 * KD_FAST_NONE) match or fail alike, with the same groups (the lazy-line matcher leaves a line starting with `{` or
 * `<` to PCRE2; those lines are in the texts too). Then the span start search (kd_span_candidate) and the block
 * parsers' guards (kd_block_guard), below. A case that differs is printed. */
#include "test_support.h"

#include "markdown/kramdown/kd.h"

static uint64_t g_lcg = 1; /* Knuth's MMIX LCG: the texts are the same on every run */
static unsigned rnd(void) { return (unsigned)((g_lcg = g_lcg * 6364136223846793005ull + 1442695040888963407ull) >> 33); }

/* buf[0..n) filled with random pieces, as many as fit: the length */
static size_t fill_from(char *buf, size_t n, const char *const *pieces, size_t np)
{
    size_t i = 0;
    while (i < n) {
        const char *p = pieces[rnd() % np];
        size_t k = strlen(p);
        if (i + k > n) {
            break;
        }
        memcpy(buf + i, p, k);
        i += k;
    }
    return i;
}

/* a parser with just what kd_match_at uses */
static void matcher_init(kd_parser *p)
{
    memset(p, 0, sizeof *p);
    p->md = pcre2_match_data_create(KD_MAXG, NULL);
    p->mctx = pcre2_match_context_create(NULL);
}

static void matcher_free(kd_parser *p)
{
    pcre2_match_data_free(p->md);
    pcre2_match_context_free(p->mctx);
}

static size_t fill(char *buf, size_t n)
{
    static const char *const pieces[] = {
        " ", " ", " ", "  ", "    ", "\t", "\n", "\n", "\n", "\r", "\v", "\f", "|", "|", "\\", "\\|", "-", "=",
        "--", "==", "a", "b c", "#", "x|y", "\xc3\xa9", "\xe2\x82\xac", "\xc2\xa0", "\xc2\x85", "*", "`", "{", ">",
        "+", "1", "23", ".", "1.", ":", "- ", "* ", "+\t", "1. ", ": ", "-|", "<", "<div>", "</p>", "<em>", "{:a}", "{:",
    };
    return fill_from(buf, n, pieces, sizeof pieces / sizeof pieces[0]);
}

typedef struct {
    const char *name, *pat;
} pat_t;

static const pat_t pats[] = {
    {"paragraph match", KD_PARAGRAPH_MATCH},
    {"paragraph start", KD_PARAGRAPH_START},
    {"setext header start", KD_SETEXT_HEADER_START},
    {"table start", KD_TABLE_START},
    {"blank line", KD_BLANK_LINE},
    {"list start", KD_LIST_START},
    {"unordered list start", KD_LIST_START_UL},
    {"ordered list start", KD_LIST_START_OL},
    {"definition list start", KD_DEFINITION_LIST_START},
    {"list fetch 0 [+*-]", KD_LIST_FETCH(0, "[+*-]")},
    {"list fetch 1 digits", KD_LIST_FETCH(1, "\\d+\\.")},
    {"list fetch 2 :", KD_LIST_FETCH(2, ":")},
    {"lazy line 0", KD_LIST_LAZY(0)},
    {"lazy line 1", KD_LIST_LAZY(1)},
    {"lazy line 2", KD_LIST_LAZY(2)},
    {"lazy line 3", KD_LIST_LAZY(3)},
};

static void show(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            fputc(c, stderr);
        } else {
            fprintf(stderr, "\\x%02x", c);
        }
    }
    fputc('\n', stderr);
}

/* 0 when the two agree at every character start of s[0..n) */
static int compare(kd_parser *p, kd_re *fast, kd_re *slow, const char *s, size_t n, const char *name)
{
    for (size_t i = 0; i <= n; i++) {
        if (i < n && ((unsigned char)s[i] & 0xc0) == 0x80) {
            continue;
        }
        kd_m a, b;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        bool ra = kd_match_at(p, fast, s, n, i, true, &a);
        bool rb = kd_match_at(p, slow, s, n, i, true, &b);
        bool same = ra == rb;
        for (int g = 0; same && ra && g < KD_MAXG; g++) {
            same = a.so[g] == b.so[g] && a.eo[g] == b.eo[g];
        }
        if (!same) {
            fprintf(stderr, "%s at %zu: hand-written %d [%zu,%zu) g1 [%zu,%zu) g2 [%zu,%zu), PCRE2 %d [%zu,%zu) g1 "
                            "[%zu,%zu) g2 [%zu,%zu); text: ",
                    name, i, ra, a.so[0], a.eo[0], a.so[1], a.eo[1], a.so[2], a.eo[2], rb, b.so[0], b.eo[0], b.so[1],
                    b.eo[1], b.so[2], b.eo[2]);
            show(s, n);
            return 1;
        }
    }
    return 0;
}

static void test_fast_matchers_agree_with_pcre2(void **state)
{
    (void)state;
    kd_parser p;
    matcher_init(&p);
    static const char *const fixed[] = {
        "", "\n", "a", "a\n", "   a\n", "    a\n", "\t\n", " \n\n \n x", "\n\n", "   \nfoo\n", "abc\n---\n",
        "abc\n===  \t\n", "abc\n-=-x\n", "abc\n-", "\nabc\n-\n", "|a\n", "a|\n", "\\|\n", "a\\|b|\n", "  |", " \t|\n",
        "\xc3\xa9|\n", "a\n\n", " \v\f\r\n \n", "   \t\n", "\r\n", "x\r\n=\r\n", "- a\n", "   * b\n", "    - c\n",
        "12. x\n", "1.\n", "1.x\n", ": d\n", " :\te\n", "-|\n", "+ \n", "-", "1. ", "  <div>\n", " {:x}\n", "    <p>\n", "  </span>\n", "<em>x\n",
    };
    for (size_t k = 0; k < sizeof pats / sizeof pats[0]; k++) {
        kd_re fast = KD_RE_INIT(pats[k].pat, KD_M);
        kd_re slow = KD_RE_INIT(pats[k].pat, KD_M);
        slow.fast = KD_FAST_NONE;
        int bad = 0;
        for (size_t f = 0; f < sizeof fixed / sizeof fixed[0] && !bad; f++) {
            bad = compare(&p, &fast, &slow, fixed[f], strlen(fixed[f]), pats[k].name);
        }
        char buf[96];
        for (int round = 0; round < 4000 && !bad; round++) {
            size_t n = fill(buf, 1 + rnd() % (sizeof buf - 1));
            bad = compare(&p, &fast, &slow, buf, n, pats[k].name);
        }
        assert_int_equal(fast.fast != KD_FAST_NONE, 1); /* the hand-written matcher did stand for it */
        kd_re_free(&fast);
        kd_re_free(&slow);
        assert_int_equal(bad, 0);
    }
    matcher_free(&p);
}

/* The span parsers' start search (kd_span_candidate, then an anchored match at each candidate, as the span
 * parser runs it) finds the match PCRE2's search for the same pattern finds, from every character, with the
 * same groups; with hard_wrap's pattern too. */
static void test_span_candidates_agree_with_pcre2(void **state)
{
    (void)state;
    kd_parser p;
    matcher_init(&p);
    static const char *const pieces[] = {
        "*", "_", "`", "<", ">", "[", "!", "\"", "'", "\\", "$", "&", "{", ":", ".", "-", "~", " ", "  ", "\n",
        "a", "bc", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\t", "<<", " >>", "...", "--", "{:", "~~", "![",
    };
    static const char *const fixed[] = {
        "", "a", "a\"", "\\'", "\xc3\xa9'", "\xf0\x9f\x98\x80\"", "x  \n", "x \n", "a.b..c...", "- -- ", "{x{:", "~x~~",
        "!x![", " <x <<", ">x>>", "\\\\\n", "&", "\n\"",
    };
    for (int hw = 0; hw < 2; hw++) {
        kd_re re = KD_RE_INIT(hw ? KD_SPAN_START_HW : KD_SPAN_START_ALL, KD_M);
        int bad = 0;
        char buf[64];
        for (size_t round = 0; round < 6000 && !bad; round++) {
            size_t n = round < sizeof fixed / sizeof fixed[0]
                           ? strlen(strcpy(buf, fixed[round]))
                           : fill_from(buf, 1 + rnd() % (sizeof buf - 1), pieces, sizeof pieces / sizeof pieces[0]);
            for (size_t pos = 0; pos <= n && !bad; pos++) {
                if (pos < n && ((unsigned char)buf[pos] & 0xc0) == 0x80) {
                    continue;
                }
                kd_m a, b;
                memset(&a, 0, sizeof a);
                memset(&b, 0, sizeof b);
                bool ra = false;
                for (size_t c = kd_span_candidate(buf, n, pos, hw); c < n && !ra;) {
                    ra = kd_match_at(&p, &re, buf, n, c, true, &a);
                    unsigned char x = (unsigned char)buf[c];
                    c = kd_span_candidate(buf, n, c + (x < 0x80 ? 1 : x < 0xe0 ? 2 : x < 0xf0 ? 3 : 4), hw);
                }
                bool rb = kd_match_at(&p, &re, buf, n, pos, false, &b);
                bad = ra != rb || (ra && (a.so[0] != b.so[0] || a.so[1] != b.so[1] || a.eo[1] != b.eo[1]));
                if (bad) {
                    fprintf(stderr, "span start (hard_wrap %d) from %zu: candidates %d at %zu, PCRE2 %d at %zu; text: ",
                            hw, pos, ra, a.so[0], rb, b.so[0]);
                    show(buf, n);
                }
            }
        }
        kd_re_free(&re);
        assert_int_equal(bad, 0);
    }
    matcher_free(&p);
}

/* A block parser skipped where its guard says its start pattern cannot match (kd_block_guard): PCRE2 agrees
 * that it cannot, at every character of random texts of the literals the patterns begin with. */
static void test_block_guards_refuse_only_non_matches(void **state)
{
    (void)state;
    kd_parser p;
    matcher_init(&p);
    static const char *const pieces[] = {
        " ", " ", "  ", "\t", "\n", "\n", "~", "`", "```", ">", "*", "-", "_", "+", "1", "23", ".", ":", "<", "a",
        "!--", "/", "\\", "$", "$$", "[", "^", "]", "]:", "{", "{:", "*[", "[^", "x", "\xc3\xa9",
    };
    size_t nparsers = 0, refused = 0;
    kd_re *start;
    while (kd_block_guard(nparsers, "", 0, 0, &start), start) {
        nparsers++;
    }
    assert_true(nparsers > 10);
    int bad = 0;
    char buf[48];
    for (int round = 0; round < 6000 && !bad; round++) {
        size_t n = fill_from(buf, 1 + rnd() % (sizeof buf - 1), pieces, sizeof pieces / sizeof pieces[0]);
        for (size_t pos = 0; pos < n && !bad; pos++) {
            if (((unsigned char)buf[pos] & 0xc0) == 0x80) {
                continue;
            }
            for (size_t i = 0; i < nparsers && !bad; i++) {
                if (kd_block_guard(i, buf, n, pos, &start)) {
                    continue;
                }
                refused++;
                kd_m m;
                bad = kd_match_at(&p, start, buf, n, pos, true, &m);
                if (bad) {
                    fprintf(stderr, "block parser %zu (%s) refused at %zu where it matches; text: ", i, start->pat,
                            pos);
                    show(buf, n);
                }
            }
        }
    }
    assert_int_equal(bad, 0);
    assert_true(refused > 10000); /* the guards did refuse */
    matcher_free(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fast_matchers_agree_with_pcre2),
        cmocka_unit_test(test_span_candidates_agree_with_pcre2),
        cmocka_unit_test(test_block_guards_refuse_only_non_matches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
