/* jekyll-gist 1.5: {% gist ID [FILE] %} writes <script src="https://gist.github.com/ID.js?file=FILE"> </script>;
 * ID and FILE are looked up as variables first (context.key?). The gem also fetches the gist from GitHub for a
 * <noscript> copy; sitepub never fetches during a build, and writes what the gem writes when GitHub cannot be
 * reached: its warning, and the value of that warning call, "false", before the script tag (with `gist:
 * noscript: false`, nothing). */
#include <ctype.h>
#include <string.h>

#include "liquid/filter.h"
#include "plugins/plugins_int.h"

/* input | sitepub_gist: ID, FILE_VALUE, FILE, PREFIX */
static int f_gist(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs, sp_value kwargs,
                  sp_value *out)
{
    (void)nargs;
    (void)kwargs;
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, args[3]);
    sp_buf_puts(&b, "<script src=\"https://gist.github.com/");
    sp_value_to_s(&b, sp_is_nil(input) ? args[0] : input);
    sp_buf_puts(&b, ".js");
    sp_buf file = SP_BUF_INIT;
    sp_value_to_s(&file, sp_is_nil(args[1]) ? args[2] : args[1]);
    if (file.len)
        sp_buf_printf(&b, "?file=%s", sp_buf_cstr(&file));
    sp_buf_puts(&b, "\"> </script>");
    *out = sp_str(call->arena, b.data, b.len);
    sp_buf_free(&b);
    sp_buf_free(&file);
    return 0;
}

/* a Liquid variable name (VariableSegment and dots): what context.key? can find */
static bool variable_like(const char *s, size_t n)
{
    if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!(isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '-' || s[i] == '.'))
            return false;
    return s[n - 1] != '.';
}

static void literal(sp_buf *out, const char *s, size_t n)
{
    char q = memchr(s, '"', n) ? '\'' : '"';
    sp_buf_putc(out, q);
    sp_buf_append(out, s, n);
    sp_buf_putc(out, q);
}

static int tag_gist(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash, int newlines,
                    sp_buf *out, sp_error *err)
{
    /* determine_arguments: %r!\A([\S]+|.*(?=\/).+)\s?(\S*)\Z! on the stripped markup (its first form) */
    size_t a = 0;
    while (a < len && !isspace((unsigned char)markup[a]))
        a++;
    const char *file = markup + a;
    size_t fl = 0;
    if (a < len) {
        file = markup + a + 1;
        fl = len - a - 1;
        for (size_t i = 0; i < fl; i++)
            if (isspace((unsigned char)file[i]))
                return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                                    "Liquid Exception: Syntax error in tag 'gist' while parsing the following "
                                    "markup: Valid syntax: {%% gist user/1234567 %%}, {%% gist user/1234567 "
                                    "foo.js %%}, {%% gist 28949e1d5ee2273f9fd3 %%}, {%% gist "
                                    "28949e1d5ee2273f9fd3 best.md %%}");
    }
    if (!a)
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0, "Liquid Exception: Syntax error in tag 'gist'");
    sp_value ns = sp_hash_at(sp_hash_at(sp_plugin_config(ps), "gist"), "noscript");
    bool noscript = !(ns.type == SP_BOOL && !ns.u.b);
    if (noscript)
        sp_plugin_warn(ps, NULL,
                       "Warning: The <noscript> tag for your gist %.*s could not be generated. This will affect "
                       "users who do not have JavaScript enabled in their browsers. (sitepub does not fetch gists; "
                       "set gist: noscript: false to leave it out)",
                       (int)a, markup);
    sp_buf_puts(out, ldash ? "{{- " : "{{ ");
    if (variable_like(markup, a))
        sp_buf_append(out, markup, a);
    else
        sp_buf_puts(out, "nil");
    sp_buf_puts(out, " | sitepub_gist: ");
    literal(out, markup, a);
    sp_buf_puts(out, ", ");
    if (variable_like(file, fl))
        sp_buf_append(out, file, fl);
    else
        sp_buf_puts(out, "nil");
    sp_buf_puts(out, ", ");
    literal(out, file, fl);
    sp_buf_puts(out, noscript ? ", \"false\"" : ", \"\"");
    for (int i = newlines - count_lines(markup, len); i > 0; i--)
        sp_buf_putc(out, '\n');
    sp_buf_puts(out, rdash ? " -}}" : " }}");
    return 0;
}

static const sp_plugin_tag tags[] = {{"gist", tag_gist}, {NULL, NULL}};
static const sp_filter_def filters[] = {{"sitepub_gist", f_gist, 4, 4}, {NULL, NULL, 0, 0}};

const sp_plugin sp_plugin_gist = {
    .name = "jekyll-gist",
    .version = "1.5.0",
    .tags = tags,
    .filters = filters,
};
