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

/* content.partition(%r!<body(.*?)>\s*!m), the tail then partitioned at "</body>": 1 with [*b0, *b1) the body's
 * content, 0 with the whole of s when it holds no "<body", -1 when "<body" has no '>' after it */
static int html_body(const char *s, size_t n, const char **b0, const char **b1)
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

void sp_plugin_rewrite_body(sp_buf *out, bool (*wanted)(const char *, size_t), const char *const *ignore,
                            sp_html_text_fn fn, void *ud)
{
    const char *s = out->data, *b0, *b1;
    size_t n = out->len;
    if (!n || html_body(s, n, &b0, &b1) < 0 || (wanted && !wanted(b0, (size_t)(b1 - b0))))
        return;
    sp_buf res = SP_BUF_INIT;
    sp_buf_append(&res, s, (size_t)(b0 - s));
    sp_html_fragment_rewrite(b0, (size_t)(b1 - b0), ignore, fn, ud, &res);
    sp_buf_append(&res, b1, (size_t)(s + n - b1));
    sp_buf_clear(out);
    sp_buf_append(out, res.data, res.len);
    sp_buf_free(&res);
}
