/* jekyll-avatar 0.8: {% avatar USER [size=N] [lazy=true] %} and {% avatar user=VARIABLE ... %}, the <img> of a
 * GitHub avatar. The tag's text is Liquid (rendered before the user name is taken from it), and a user= variable
 * is looked up at render time, so the tag expands into a capture of its text and the sitepub_avatar filter, which
 * formats the element as Jekyll::Avatar#render does. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "liquid/filter.h"
#include "plugins/plugins_int.h"

/* Zlib.crc32 */
static unsigned long crc32_of(const char *s, size_t n)
{
    unsigned long c = 0xFFFFFFFFul;
    for (size_t i = 0; i < n; i++) {
        c ^= (unsigned char)s[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xEDB88320ul & (0ul - (c & 1)));
    }
    return c ^ 0xFFFFFFFFul;
}

/* path(scale): "USER?v=3&s=SIZE*SCALE" */
static void avatar_path(sp_buf *b, const char *user, size_t ul, const char *size, int scale)
{
    sp_buf_append(b, user, ul);
    if (scale == 1)
        sp_buf_printf(b, "?v=3&s=%s", size);
    else
        sp_buf_printf(b, "?v=3&s=%lld", atoll(size) * scale);
}

/* url(scale): the host (PAGES_AVATARS_URL, else avatarsN.githubusercontent.com with N = crc32(path) % 4) joined
 * with the path */
static void avatar_url(sp_buf *b, const char *user, size_t ul, const char *size, int scale)
{
    const char *custom = getenv("PAGES_AVATARS_URL");
    if (custom && *custom) {
        /* Addressable::URI#join of the path against the host with a trailing "/" */
        sp_buf_puts(b, custom);
        if (custom[strlen(custom) - 1] != '/')
            sp_buf_putc(b, '/');
    } else {
        sp_buf p1 = SP_BUF_INIT;
        avatar_path(&p1, user, ul, size, 1);
        sp_buf_printf(b, "https://avatars%lu.githubusercontent.com/", crc32_of(p1.data, p1.len) % 4);
        sp_buf_free(&p1);
    }
    avatar_path(b, user, ul, size, scale);
}

/* input | sitepub_avatar: SIZE, TEXT[, VARNAME]: with VARNAME (a user= tag), input is the variable's value and
 * the name stands in for nil or false; without it, input is the tag's rendered text, whose first word is the user
 * (a leading "@" dropped). TEXT says whether lazy=true was given. */
static int f_avatar(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs, sp_value kwargs,
                    sp_value *out)
{
    (void)kwargs;
    sp_buf user = SP_BUF_INIT, text = SP_BUF_INIT, size = SP_BUF_INIT;
    sp_value_to_s(&size, args[0]);
    sp_value_to_s(&text, args[1]);
    if (nargs > 2) {
        sp_value v = input;
        if (sp_is_nil(v) || (v.type == SP_BOOL && !v.u.b))
            v = args[2];
        sp_value_to_s(&user, v);
    } else {
        sp_buf t = SP_BUF_INIT;
        sp_value_to_s(&t, input);
        const char *s = sp_buf_cstr(&t);
        const char *sp = strchr(s, ' ');
        /* @text.split(" ")[0]: awk-style split, leading blanks skipped */
        if (sp) {
            while (*s && isspace((unsigned char)*s))
                s++;
            size_t n = 0;
            while (s[n] && !isspace((unsigned char)s[n]))
                n++;
            sp_buf_append(&user, s, n);
        } else
            sp_buf_puts(&user, s);
        sp_buf_free(&t);
        /* result.sub("@", "") when it starts with "@" */
        if (user.len && user.data[0] == '@') {
            memmove(user.data, user.data + 1, user.len - 1);
            user.len--;
            user.data[user.len] = 0;
        }
    }
    const char *u = user.data ? user.data : "";
    const char *sz = sp_buf_cstr(&size);
    bool lazy = strstr(sp_buf_cstr(&text), "lazy=true") != NULL;
    sp_buf url = SP_BUF_INIT, set = SP_BUF_INIT, o = SP_BUF_INIT;
    avatar_url(&url, u, user.len, sz, 1);
    for (int scale = 1; scale <= 4; scale++) {
        if (scale > 1)
            sp_buf_puts(&set, ", ");
        avatar_url(&set, u, user.len, sz, scale);
        sp_buf_printf(&set, " %dx", scale);
    }
    sp_buf_printf(&o, "<img class=\"%s\" alt=\"%s\" width=\"%s\" height=\"%s\" data-proofer-ignore=\"true\" ",
                  atoll(sz) < 48 ? "avatar avatar-small" : "avatar", u, sz, sz);
    if (lazy)
        sp_buf_printf(&o, "src=\"\" data-src=\"%s\" data-srcset=\"%s\" />", sp_buf_cstr(&url), sp_buf_cstr(&set));
    else
        sp_buf_printf(&o, "src=\"%s\" srcset=\"%s\" />", sp_buf_cstr(&url), sp_buf_cstr(&set));
    *out = sp_str(call->arena, o.data, o.len);
    sp_buf_free(&user);
    sp_buf_free(&text);
    sp_buf_free(&size);
    sp_buf_free(&url);
    sp_buf_free(&set);
    sp_buf_free(&o);
    return 0;
}

/* A Liquid string literal of s (quotes that cannot clash). */
static void literal(sp_buf *out, const char *s, size_t n)
{
    char q = memchr(s, '"', n) ? '\'' : '"';
    sp_buf_putc(out, q);
    sp_buf_append(out, s, n);
    sp_buf_putc(out, q);
}

static int tag_avatar(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash, int newlines,
                      sp_buf *out, sp_error *err)
{
    (void)ps;
    (void)err;
    /* compute_size: /\bsize=(\d+)\b/i on the tag's text as written; DEFAULT_SIZE 40 */
    char size[32] = "40";
    for (size_t i = 0; i + 5 < len; i++) {
        if (strncasecmp(markup + i, "size=", 5) || (i && (isalnum((unsigned char)markup[i - 1]) || markup[i - 1] == '_')))
            continue;
        size_t k = i + 5, n = 0;
        while (k + n < len && isdigit((unsigned char)markup[k + n]))
            n++;
        bool word_end = k + n == len || !(isalnum((unsigned char)markup[k + n]) || markup[k + n] == '_');
        if (n && n < sizeof size && word_end) {
            memcpy(size, markup + k, n);
            size[n] = 0;
            break;
        }
    }
    /* extract_user_variable: /\buser=([\w.]+)\b/ */
    const char *var = NULL;
    size_t varlen = 0;
    for (size_t i = 0; i + 5 < len && !var; i++) {
        if (strncmp(markup + i, "user=", 5) || (i && (isalnum((unsigned char)markup[i - 1]) || markup[i - 1] == '_')))
            continue;
        size_t k = i + 5, n = 0;
        while (k + n < len && (isalnum((unsigned char)markup[k + n]) || markup[k + n] == '_' || markup[k + n] == '.'))
            n++;
        while (n && markup[k + n - 1] == '.') /* \b: the match ends on a word character */
            n--;
        if (n) {
            var = markup + k;
            varlen = n;
        }
    }
    sp_buf_printf(out, "{%%%s capture sitepub_avatar_text %%}", ldash ? "-" : "");
    sp_buf_append(out, markup, len);
    sp_buf_puts(out, "{% endcapture %}{{ ");
    if (var)
        sp_buf_append(out, var, varlen);
    else
        sp_buf_puts(out, "sitepub_avatar_text");
    sp_buf_printf(out, " | sitepub_avatar: \"%s\", sitepub_avatar_text", size);
    if (var) {
        sp_buf_puts(out, ", ");
        literal(out, var, varlen);
    }
    for (int i = newlines - count_lines(markup, len); i > 0; i--)
        sp_buf_putc(out, '\n');
    sp_buf_printf(out, " %s}}", rdash ? "-" : "");
    return 0;
}

static const sp_plugin_tag tags[] = {{"avatar", tag_avatar}, {NULL, NULL}};
static const sp_filter_def filters[] = {{"sitepub_avatar", f_avatar, 2, 3}, {NULL, NULL, 0, 0}};

const sp_plugin sp_plugin_avatar = {
    .name = "jekyll-avatar",
    .version = "0.8.0",
    .tags = tags,
    .filters = filters,
};
