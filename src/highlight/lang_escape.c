/* lang_escape.c: Rouge::Lexers::Escape (escape.rb), by hand: text outside `<!` ... `!>` is lexed by the lang option's
 * lexer (PlainText by default; options other than parent= are not read, so always PlainText here); the escaped
 * text between the delimiters is an Escape token, which Rouge's formatter writes as Error while escaping is not
 * enabled (Formatter#filter_escapes; Jekyll never enables it). The delimiters themselves are dropped, as Rouge
 * does. */
#include <string.h>

#include "highlight/engine.h"

static const char *find(const char *p, size_t n, const char *d)
{
    for (size_t i = 0; i + 2 <= n; i++)
        if (p[i] == d[0] && p[i + 1] == d[1])
            return p + i;
    return NULL;
}

static void escape_stream(hl_lx *lx, const char *text, size_t len)
{
    size_t pos = 0;
    for (;;) {
        const char *s = find(text + pos, len - pos, "<!"); /* /(.*?)(<!)/m */
        if (!s) {
            hl_token(lx, T_Text, text + pos, len - pos);
            return;
        }
        hl_token(lx, T_Text, text + pos, (size_t)(s - (text + pos)));
        pos = (size_t)(s - text) + 2;
        const char *e = find(text + pos, len - pos, "!>"); /* /(.*?)(!>)/m */
        if (!e) {
            hl_token(lx, T_Error, text + pos, len - pos);
            return;
        }
        hl_token(lx, T_Error, text + pos, (size_t)(e - (text + pos)));
        pos = (size_t)(e - text) + 2;
    }
}

static const char *const aliases[] = {"esc", NULL};

const hl_lang hl_lang_escape = {
    .tag = "escape",
    .aliases = aliases,
    .stream = escape_stream,
};
