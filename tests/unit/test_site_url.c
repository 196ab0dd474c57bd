/* URL helpers of the site module against Jekyll 4.3.1: Utils.slugify (every mode, cased or not), URL.escape_path
 * and URL#sanitize_url. Expected values printed by Jekyll itself (ruby -rjekyll, see the generator in the
 * comment at the end). */
#include "test_support.h"

#include "site/site_internal.h"

struct slug_case {
    const char *in, *mode;
    bool cased;
    const char *want;
};
struct str_case {
    const char *in, *want;
};

static const struct slug_case SLUGS[] = {
    {"Hello, World!", NULL, false, "hello-world"},
    {"Hello, World!", NULL, true, "Hello-World"},
    {"Hello, World!", "raw", false, "hello,-world!"},
    {"Hello, World!", "raw", true, "Hello,-World!"},
    {"Hello, World!", "pretty", false, "hello,-world!"},
    {"Hello, World!", "pretty", true, "Hello,-World!"},
    {"Hello, World!", "ascii", false, "hello-world"},
    {"Hello, World!", "ascii", true, "Hello-World"},
    {"Hello, World!", "latin", false, "hello-world"},
    {"Hello, World!", "latin", true, "Hello-World"},
    {"Hello, World!", "none", false, "hello, world!"},
    {"Hello, World!", "none", true, "Hello, World!"},
    {"  The _config.yml file  ", NULL, false, "the-config-yml-file"},
    {"  The _config.yml file  ", NULL, true, "The-config-yml-file"},
    {"  The _config.yml file  ", "raw", false, "the-_config.yml-file"},
    {"  The _config.yml file  ", "raw", true, "The-_config.yml-file"},
    {"  The _config.yml file  ", "pretty", false, "the-_config.yml-file"},
    {"  The _config.yml file  ", "pretty", true, "The-_config.yml-file"},
    {"  The _config.yml file  ", "ascii", false, "the-config-yml-file"},
    {"  The _config.yml file  ", "ascii", true, "The-config-yml-file"},
    {"  The _config.yml file  ", "latin", false, "the-config-yml-file"},
    {"  The _config.yml file  ", "latin", true, "The-config-yml-file"},
    {"  The _config.yml file  ", "none", false, "  the _config.yml file  "},
    {"  The _config.yml file  ", "none", true, "  The _config.yml file  "},
    {"Café au lait", NULL, false, "café-au-lait"},
    {"Café au lait", NULL, true, "Café-au-lait"},
    {"Café au lait", "raw", false, "café-au-lait"},
    {"Café au lait", "raw", true, "Café-au-lait"},
    {"Café au lait", "pretty", false, "café-au-lait"},
    {"Café au lait", "pretty", true, "Café-au-lait"},
    {"Café au lait", "ascii", false, "caf-au-lait"},
    {"Café au lait", "ascii", true, "Caf-au-lait"},
    {"Café au lait", "latin", false, "cafe-au-lait"},
    {"Café au lait", "latin", true, "Cafe-au-lait"},
    {"Café au lait", "none", false, "café au lait"},
    {"Café au lait", "none", true, "Café au lait"},
    {"C++ & Rust: 2024 (draft)", NULL, false, "c-rust-2024-draft"},
    {"C++ & Rust: 2024 (draft)", NULL, true, "C-Rust-2024-draft"},
    {"C++ & Rust: 2024 (draft)", "raw", false, "c++-&-rust:-2024-(draft)"},
    {"C++ & Rust: 2024 (draft)", "raw", true, "C++-&-Rust:-2024-(draft)"},
    {"C++ & Rust: 2024 (draft)", "pretty", false, "c++-&-rust-2024-(draft)"},
    {"C++ & Rust: 2024 (draft)", "pretty", true, "C++-&-Rust-2024-(draft)"},
    {"C++ & Rust: 2024 (draft)", "ascii", false, "c-rust-2024-draft"},
    {"C++ & Rust: 2024 (draft)", "ascii", true, "C-Rust-2024-draft"},
    {"C++ & Rust: 2024 (draft)", "latin", false, "c-rust-2024-draft"},
    {"C++ & Rust: 2024 (draft)", "latin", true, "C-Rust-2024-draft"},
    {"C++ & Rust: 2024 (draft)", "none", false, "c++ & rust: 2024 (draft)"},
    {"C++ & Rust: 2024 (draft)", "none", true, "C++ & Rust: 2024 (draft)"},
    {"--dashes--", NULL, false, "dashes"},
    {"--dashes--", NULL, true, "dashes"},
    {"--dashes--", "raw", false, "-dashes-"},
    {"--dashes--", "raw", true, "-dashes-"},
    {"--dashes--", "pretty", false, "dashes"},
    {"--dashes--", "pretty", true, "dashes"},
    {"--dashes--", "ascii", false, "dashes"},
    {"--dashes--", "ascii", true, "dashes"},
    {"--dashes--", "latin", false, "dashes"},
    {"--dashes--", "latin", true, "dashes"},
    {"--dashes--", "none", false, "--dashes--"},
    {"--dashes--", "none", true, "--dashes--"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", NULL, false, "a-b-c-d-e-f-g-h-i-j-k-l-m-n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", NULL, true, "a-b-c-d-e-f-g-h-i-j-k-l-m-n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "raw", false, "a.b~c!d$e&f'g(h)i+j,k;l=m@n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "raw", true, "a.b~c!d$e&f'g(h)i+j,k;l=m@n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "pretty", false, "a.b~c!d$e&f'g(h)i+j,k;l=m@n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "pretty", true, "a.b~c!d$e&f'g(h)i+j,k;l=m@n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "ascii", false, "a-b-c-d-e-f-g-h-i-j-k-l-m-n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "ascii", true, "a-b-c-d-e-f-g-h-i-j-k-l-m-n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "latin", false, "a-b-c-d-e-f-g-h-i-j-k-l-m-n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "latin", true, "a-b-c-d-e-f-g-h-i-j-k-l-m-n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "none", false, "a.b~c!d$e&f'g(h)i+j,k;l=m@n"},
    {"a.b~c!d$e&f'g(h)i+j,k;l=m@n", "none", true, "a.b~c!d$e&f'g(h)i+j,k;l=m@n"},
    {"Ünïcödé Straße", NULL, false, "ünïcödé-straße"},
    {"Ünïcödé Straße", NULL, true, "Ünïcödé-Straße"},
    {"Ünïcödé Straße", "raw", false, "ünïcödé-straße"},
    {"Ünïcödé Straße", "raw", true, "Ünïcödé-Straße"},
    {"Ünïcödé Straße", "pretty", false, "ünïcödé-straße"},
    {"Ünïcödé Straße", "pretty", true, "Ünïcödé-Straße"},
    {"Ünïcödé Straße", "ascii", false, "n-c-d-stra-e"},
    {"Ünïcödé Straße", "ascii", true, "n-c-d-Stra-e"},
    {"Ünïcödé Straße", "latin", false, "unicode-strasse"},
    {"Ünïcödé Straße", "latin", true, "Unicode-Strasse"},
    {"Ünïcödé Straße", "none", false, "ünïcödé straße"},
    {"Ünïcödé Straße", "none", true, "Ünïcödé Straße"},
    {"tab\there  two", NULL, false, "tab-here-two"},
    {"tab\there  two", NULL, true, "tab-here-two"},
    {"tab\there  two", "raw", false, "tab-here-two"},
    {"tab\there  two", "raw", true, "tab-here-two"},
    {"tab\there  two", "pretty", false, "tab-here-two"},
    {"tab\there  two", "pretty", true, "tab-here-two"},
    {"tab\there  two", "ascii", false, "tab-here-two"},
    {"tab\there  two", "ascii", true, "tab-here-two"},
    {"tab\there  two", "latin", false, "tab-here-two"},
    {"tab\there  two", "latin", true, "tab-here-two"},
    {"tab\there  two", "none", false, "tab\there  two"},
    {"tab\there  two", "none", true, "tab\there  two"},
    {"UPPER lower", NULL, false, "upper-lower"},
    {"UPPER lower", NULL, true, "UPPER-lower"},
    {"UPPER lower", "raw", false, "upper-lower"},
    {"UPPER lower", "raw", true, "UPPER-lower"},
    {"UPPER lower", "pretty", false, "upper-lower"},
    {"UPPER lower", "pretty", true, "UPPER-lower"},
    {"UPPER lower", "ascii", false, "upper-lower"},
    {"UPPER lower", "ascii", true, "UPPER-lower"},
    {"UPPER lower", "latin", false, "upper-lower"},
    {"UPPER lower", "latin", true, "UPPER-lower"},
    {"UPPER lower", "none", false, "upper lower"},
    {"UPPER lower", "none", true, "UPPER lower"},
    {"Ελληνικά και 日本語", NULL, false, "ελληνικά-και-日本語"},
    {"Ελληνικά και 日本語", NULL, true, "Ελληνικά-και-日本語"},
    {"Ελληνικά και 日本語", "raw", false, "ελληνικά-και-日本語"},
    {"Ελληνικά και 日本語", "raw", true, "Ελληνικά-και-日本語"},
    {"Ελληνικά και 日本語", "pretty", false, "ελληνικά-και-日本語"},
    {"Ελληνικά και 日本語", "pretty", true, "Ελληνικά-και-日本語"},
    {"Ελληνικά και 日本語", "ascii", false, ""},
    {"Ελληνικά και 日本語", "ascii", true, ""},
    {"Ελληνικά και 日本語", "latin", false, ""},
    {"Ελληνικά και 日本語", "latin", true, ""},
    {"Ελληνικά και 日本語", "none", false, "ελληνικά και 日本語"},
    {"Ελληνικά και 日本語", "none", true, "Ελληνικά και 日本語"},
    {"ÀÉÎÕÜ çñ", NULL, false, "àéîõü-çñ"},
    {"ÀÉÎÕÜ çñ", NULL, true, "ÀÉÎÕÜ-çñ"},
    {"ÀÉÎÕÜ çñ", "raw", false, "àéîõü-çñ"},
    {"ÀÉÎÕÜ çñ", "raw", true, "ÀÉÎÕÜ-çñ"},
    {"ÀÉÎÕÜ çñ", "pretty", false, "àéîõü-çñ"},
    {"ÀÉÎÕÜ çñ", "pretty", true, "ÀÉÎÕÜ-çñ"},
    {"ÀÉÎÕÜ çñ", "ascii", false, ""},
    {"ÀÉÎÕÜ çñ", "ascii", true, ""},
    {"ÀÉÎÕÜ çñ", "latin", false, "aeiou-cn"},
    {"ÀÉÎÕÜ çñ", "latin", true, "AEIOU-cn"},
    {"ÀÉÎÕÜ çñ", "none", false, "àéîõü çñ"},
    {"ÀÉÎÕÜ çñ", "none", true, "ÀÉÎÕÜ çñ"},
    {NULL, NULL, false, NULL}};
static const struct str_case ESCAPES[] = {
    {"plain/path-1.html", "plain/path-1.html"},
    {"with space", "with%20space"},
    {"café/crème", "caf%C3%A9/cr%C3%A8me"},
    {"a#b#c", "a%23b%23c"},
    {"100%", "100%25"},
    {"q?x=1", "q?x=1"},
    {"ünï", "%C3%BCn%C3%AF"},
    {"a+b&c=d;e", "a+b&c=d;e"},
    {"[x]", "%5Bx%5D"},
    {"tab\t", "tab%09"},
    {"<b>", "%3Cb%3E"},
    {NULL, NULL}};
static const struct str_case SANITIZE[] = {
    {"a/b", "/a/b"},
    {"/a/../b", "/a/b"},
    {"//a//b//", "/a/b/"},
    {"./a/./b", "/a/b"},
    {"a..b", "/a/b"},
    {"/.../x", "/x"},
    {"a/.hidden/", "/a/.hidden/"},
    {"", "/"},
    {NULL, NULL}};

static void test_slugify(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    int bad = 0;
    for (const struct slug_case *c = SLUGS; c->in; c++) {
        char *got = sp_site_slugify(a, c->in, strlen(c->in), c->mode, c->cased);
        if (strcmp(got, c->want)) {
            fprintf(stderr, "slugify(%s, %s, %d): got \"%s\" want \"%s\"\n", c->in, c->mode ? c->mode : "nil",
                    c->cased, got, c->want);
            bad++;
        }
    }
    sp_arena_free(a);
    assert_int_equal(bad, 0);
}

static void test_escape_path(void **state)
{
    (void)state;
    for (const struct str_case *c = ESCAPES; c->in; c++) {
        sp_buf b = SP_BUF_INIT;
        sp_site_escape_path(&b, c->in, strlen(c->in));
        if (strcmp(sp_buf_cstr(&b), c->want))
            fail_msg("escape_path(%s): got %s want %s", c->in, sp_buf_cstr(&b), c->want);
        sp_buf_free(&b);
    }
}

static void test_sanitize_url(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    for (const struct str_case *c = SANITIZE; c->in; c++) {
        char *got = sp_site_sanitize_url(a, c->in, strlen(c->in));
        if (strcmp(got, c->want))
            fail_msg("sanitize_url(%s): got %s want %s", c->in, got, c->want);
    }
    char *u = sp_site_unescape_path(a, "/caf%C3%A9/a%20b/100%25/%zz");
    assert_string_equal(u, "/café/a b/100%/%zz");
    sp_arena_free(a);
}

/* URL#sanitize_url's three passes as Ruby makes them, one after the other, into out */
static void sanitize_passes(const char *s, char *out)
{
    char t1[64], t2[64];
    size_t n = strlen(s), l1 = 0, l2 = 0, l3 = 0;
    t1[l1++] = '/';
    for (size_t i = 0; i < n; i++) { /* gsub("..", "/") */
        if (s[i] == '.' && s[i + 1] == '.')
            t1[l1++] = '/', i++;
        else
            t1[l1++] = s[i];
    }
    for (size_t i = 0; i < l1; i++) { /* gsub("./", "") */
        if (t1[i] == '.' && i + 1 < l1 && t1[i + 1] == '/')
            i++;
        else
            t2[l2++] = t1[i];
    }
    for (size_t i = 0; i < l2; i++) /* squeeze("/") */
        if (!(t2[i] == '/' && l3 && out[l3 - 1] == '/'))
            out[l3++] = t2[i];
    out[l3] = 0;
}

/* the shortcut for a URL without "..", "./" or "//" gives what the passes give: random strings of '/', '.', 'a' */
static void test_sanitize_url_random(void **state)
{
    (void)state;
    sp_arena *a = sp_arena_new(0);
    unsigned seed = 12345;
    for (int k = 0; k < 20000; k++) {
        char in[24], want[64];
        size_t n = (seed = seed * 1103515245u + 12345u) >> 16 & 15;
        for (size_t i = 0; i < n; i++)
            in[i] = "/.a"[((seed = seed * 1103515245u + 12345u) >> 16) % 3];
        in[n] = 0;
        sanitize_passes(in, want);
        char *got = sp_site_sanitize_url(a, in, n);
        if (strcmp(got, want))
            fail_msg("sanitize_url(%s): got %s want %s", in, got, want);
    }
    sp_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_slugify),
        cmocka_unit_test(test_escape_path),
        cmocka_unit_test(test_sanitize_url),
        cmocka_unit_test(test_sanitize_url_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* Generator (Jekyll 4.3.1):
 *   inputs.each { |s| modes.each { |m| [false, true].each { |c| Jekyll::Utils.slugify(s, mode: m, cased: c) } } }
 *   paths.each { |p| Jekyll::URL.escape_path(p) }
 *   urls.each { |u| Jekyll::URL.new(template: u, placeholders: {}).to_s } */
