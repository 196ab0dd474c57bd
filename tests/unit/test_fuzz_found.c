/* Inputs the fuzz targets (tests/fuzz/, `make fuzz`) found crashing, each kept as a regression test with the
 * value it must give now (issue 20). */
#include "test_support.h"

#include <stdlib.h>

#include "sitepub/buf.h"
#include "sitepub/liquid.h"
#include "sitepub/markdown.h"

/* fuzz_liquid: a NUL inside {{ }} left the strict tokenizer without its end token (a NULL dereference); Liquid's
 * strict parser reports the character, the lax one renders around it as before */
static void test_liquid_nul_in_markup(void **state)
{
    (void)state;
    static const char src[] = "{{ a \0\x14" "append: 'd'}}";
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    sp_liquid_parse_options po = {.flags = SP_LIQUID_JEKYLL, .error_mode = SP_LIQUID_STRICT};
    assert_int_equal(sp_liquid_render_string("nul.html", src, sizeof src - 1, &po, NULL, &out, &err), -1);
    assert_non_null(strstr(err.message, "Unexpected character \\u0000"));
    sp_buf_free(&out);
    po.error_mode = SP_LIQUID_LAX;
    sp_liquid_render_options ro = {.render_errors = true};
    sp_liquid_render_string("nul.html", src, sizeof src - 1, &po, &ro, &out, &err);
    sp_buf_free(&out);
}

/* fuzz_liquid: a range bound of 20+ digits parses as a Float, and casting it to int64 was undefined (UBSan);
 * now clamped. Cases whose Bignum range Ruby also renders (a reversed, empty one; an index far out of range).
 * Expected values: tests/ruby/gen_fuzz_found.rb (ruby-liquid 5.4). */
static void test_liquid_huge_range_bound(void **state)
{
    (void)state;
    static const char *const srcs[] = {
        "{% for n in (55555555555555555555555555555555555555555555555555..1) %}x{% endfor %}|",
        "{% tablerow n in (5555555555555555555555555555555555555555555555554..2) %}{{ n }}{% endtablerow %}",
        "{% assign a = '1,2' | split: ',' %}{{ a[1e300] }}|{{ a[-1e300] }}",
    };
    static const char *const want[] = {
        "|",
        "<tr class=\"row1\">\n</tr>\n",
        "|",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        sp_buf out = SP_BUF_INIT;
        sp_error err;
        sp_liquid_render_options ro = {.render_errors = true};
        sp_liquid_render_string("range.html", srcs[i], strlen(srcs[i]), NULL, &ro, &out, &err);
        assert_string_equal(sp_buf_cstr(&out), want[i]);
        sp_buf_free(&out);
    }
}

/* fuzz_markdown: strikethrough's span parse runs on a stack of its own, which was arena memory, and a nested
 * parse that grew it (here a link's text holding emphasis) handed it to realloc (kramdown's conversion made the
 * stacks heap memory when it began converting large pages block by block, issue 20 defect 11). Whole and streamed
 * (SITEPUB_MD_CHUNK=1). Expected: Ruby kramdown 2.4 with kramdown-parser-gfm (tests/tools/kramdown-render.rb). */
static void test_markdown_strikethrough_stack(void **state)
{
    (void)state;
    static const char src[] = "~~~~~~~~~[\n__________________a]~~~~~~~~~\n";
    static const char want[] =
        "<p>~~~~~~~<del>[\n<strong>__</strong><strong>__</strong><em>__</em>__a]</del>~~~~~~~</p>\n";
    for (int streamed = 0; streamed < 2; streamed++) {
        if (streamed) {
            setenv("SITEPUB_MD_CHUNK", "1", 1);
        }
        sp_markdown_options o;
        sp_markdown_options_init(&o);
        sp_buf out = SP_BUF_INIT;
        sp_error err;
        assert_int_equal(sp_markdown_render(src, sizeof src - 1, &o, &out, &err), 0);
        assert_string_equal(sp_buf_cstr(&out), want);
        sp_buf_free(&out);
    }
    unsetenv("SITEPUB_MD_CHUNK");
}

/* fuzz_markdown (out of memory): an indent followed only by whitespace that kramdown's \S refuses ("\t\v\b")
 * starts a code block (INDENT) that CODEBLOCK_MATCH does not match; the empty code block was appended again and
 * again on the same line. Ruby kramdown 2.4 itself loops forever on these inputs (Jekyll never finishes such a
 * page), so the expected values are kramdown's output with parse_codeblock refusing an empty match (the line then
 * goes to the next block parser: none takes "\t\v\b", so it is text): Ruby kramdown 2.4 + kramdown-parser-gfm,
 * hard_wrap false, with that one method patched (tests/ruby/kramdown-empty-codeblock.rb). */
static void test_markdown_indent_without_code(void **state)
{
    (void)state;
    static const char *const srcs[] = {"\t\v\b", "a\n\n\t\v\bx\n> q\n\t\v\n"};
    static const char *const want[] = {"\t\v\b\n", "<p>a</p>\n\n\t\v\bx\n<blockquote>\n  <p>q</p>\n</blockquote>\n\n"};
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        sp_markdown_options o;
        sp_markdown_options_init(&o);
        sp_buf out = SP_BUF_INIT;
        sp_error err;
        assert_int_equal(sp_markdown_render(srcs[i], strlen(srcs[i]), &o, &out, &err), 0);
        assert_string_equal(sp_buf_cstr(&out), want[i]);
        sp_buf_free(&out);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_liquid_nul_in_markup),
        cmocka_unit_test(test_liquid_huge_range_bound),
        cmocka_unit_test(test_markdown_strikethrough_stack),
        cmocka_unit_test(test_markdown_indent_without_code),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
