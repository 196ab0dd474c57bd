/* lang_console.c: shell sessions (Rouge::Lexers::ConsoleLexer, tag "console"), with Rouge's default options: the
 * prompt ends at the first `$`, `#`, `>` or `;` of a line, the command after it is lexed by the shell lexer (kept
 * across prompt lines, reset at other lines), other lines are Generic.Output, and lines made only of `...` or
 * `<...>` are comments. */
#include "highlight/engine.h"

#include <string.h>

enum { SUB_SHELL = 0 };

static int rb_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

/* /\A\s*(?:<[.]+>|[.]+)\s*\z/ */
static int is_snip(const char *p, size_t n)
{
    size_t i = 0;
    while (i < n && rb_space(p[i]))
        i++;
    if (i < n && p[i] == '<') {
        size_t j = i + 1;
        while (j < n && p[j] == '.')
            j++;
        if (j == i + 1 || j >= n || p[j] != '>')
            return 0;
        i = j + 1;
    } else {
        size_t j = i;
        while (j < n && p[j] == '.')
            j++;
        if (j == i)
            return 0;
        i = j;
    }
    while (i < n && rb_space(p[i]))
        i++;
    return i == n;
}

static void shell_reset(hl_lx *lx)
{
    if (lx->subs[SUB_SHELL])
        hl_lx_reset(lx->subs[SUB_SHELL]);
}

static void console_line(hl_lx *lx, const char *p, size_t n)
{
    if (is_snip(p, n)) {
        shell_reset(lx);
        hl_token(lx, T_Comment, p, n);
        return;
    }
    /* /^.*?(?:\$|\#|>|;)/ on the line (which holds at most one \n, at its end) */
    size_t k = 0;
    while (k < n && p[k] != '$' && p[k] != '#' && p[k] != '>' && p[k] != ';')
        k++;
    if (k < n) {
        hl_token(lx, T_Generic_Prompt, p, k + 1);
        size_t w = k + 1;
        while (w < n && rb_space(p[w]))
            w++;
        hl_token(lx, T_Text_Whitespace, p + k + 1, w - (k + 1));
        hl_delegate_sub(lx, SUB_SHELL, &hl_lang_shell, p + w, n - w);
        return;
    }
    /* The comment and error branches need a prompt or error option; with the defaults every line with `#` is
     * a prompt line. */
    shell_reset(lx);
    hl_token(lx, T_Generic_Output, p, n);
}

static void console_stream(hl_lx *lx, const char *text, size_t len)
{
    shell_reset(lx);
    size_t pos = 0;
    while (pos < len) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - text) + 1 : len;
        console_line(lx, text + pos, end - pos);
        pos = end;
    }
}

static const char *const aliases[] = {"terminal", "shell_session", "shell-session", NULL};

const hl_lang hl_lang_console = {
    .tag = "console",
    .aliases = aliases,
    .stream = console_stream,
};
