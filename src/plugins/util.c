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
