/* Helpers shared by the built-in plugins (plugins_int.h). */
#include <ctype.h>
#include <string.h>

#include "plugins/plugins_int.h"

char *sp_plugin_minify(sp_arena *a, const char *t, bool gt_newline_only)
{
    size_t n = strlen(t);
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < n; i++) {
        sp_buf_putc(&b, t[i]);
        bool after = false;
        if (gt_newline_only)
            after = (t[i] == '\n' && i > 0 && t[i - 1] == '>') || t[i] == '}';
        else
            after = t[i] == '>' || t[i] == '}';
        if (after)
            while (i + 1 < n && isspace((unsigned char)t[i + 1]))
                i++;
    }
    char *r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

int sp_plugin_html_body(const char *s, size_t n, const char **b0, const char **b1)
{
    const char *body = memmem(s, n, "<body", 5);
    if (!body) {
        *b0 = s;
        *b1 = s + n;
        return 0;
    }
    const char *gt = memchr(body, '>', n - (size_t)(body - s));
    if (!gt)
        return -1;
    const char *p = gt + 1;
    while (p < s + n && isspace((unsigned char)*p))
        p++;
    *b0 = p;
    const char *end = memmem(p, n - (size_t)(p - s), "</body>", 7);
    *b1 = end ? end : s + n;
    return 1;
}
