/* lang_irb.c: IRB and Pry sessions (Rouge::Lexers::IRBLexer < ConsoleLexer, irb.rb and console.rb), by hand:
 * ConsoleLexer#process_line with IRBLexer's prompt /^.*?(irb|pry).*?[>"*]/, comments allowed, Ruby for the
 * code after a prompt and IRBOutputLexer (lang_ruby.c) for the other lines. Each line is one of: an elision
 * (`...`, `<...>`: Comment, both sub-lexers reset), a prompt line (Generic.Prompt, the code continues the Ruby
 * lexer, the output lexer is reset), a comment line (/\A\s*?#/ after strip: Comment, both reset), or output (the
 * output lexer continues, the Ruby lexer is reset). */
#include <string.h>

#include "highlight/engine.h"

enum { SUB_RUBY = 0, SUB_OUTPUT = 1 };

static int rb_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

/* /\A\s*(?:<[.]+>|[.]+)\s*\z/ */
static int is_snip(const char *p, size_t n)
{
    size_t i = 0;
    while (i < n && rb_space(p[i]))
        i++;
    size_t j = i;
    if (j < n && p[j] == '<') {
        j++;
        size_t k = j;
        while (j < n && p[j] == '.')
            j++;
        if (j == k || j >= n || p[j] != '>')
            return 0;
        j++;
    } else {
        while (j < n && p[j] == '.')
            j++;
        if (j == i)
            return 0;
    }
    while (j < n && rb_space(p[j]))
        j++;
    return j == n;
}

/* /^.*?(irb|pry).*?[>"*]/ =~ line: the length of the prompt, 0 for none ('.' does not match \n) */
static size_t prompt_len(const char *p, size_t n)
{
    size_t e = n && p[n - 1] == '\n' ? n - 1 : n;
    for (size_t i = 0; i + 3 <= e; i++) {
        if (memcmp(p + i, "irb", 3) == 0 || memcmp(p + i, "pry", 3) == 0) {
            for (size_t k = i + 3; k < e; k++)
                if (p[k] == '>' || p[k] == '"' || p[k] == '*')
                    return k + 1;
            return 0; /* the first irb|pry has no end char after it: no later one has either */
        }
    }
    return 0;
}

/* comment_regex =~ line.strip: the stripped line starts with # (Ruby's strip also drops trailing NULs) */
static int is_comment(const char *p, size_t n)
{
    size_t i = 0;
    while (i < n && (rb_space(p[i]) || p[i] == 0))
        i++;
    return i < n && p[i] == '#';
}

static void reset_sub(hl_lx *lx, int slot)
{
    if (lx->subs[slot])
        hl_lx_reset(lx->subs[slot]);
}

static void irb_line(hl_lx *lx, const char *p, size_t n)
{
    size_t k;
    if (is_snip(p, n)) {
        reset_sub(lx, SUB_OUTPUT);
        reset_sub(lx, SUB_RUBY);
        hl_token(lx, T_Comment, p, n);
    } else if ((k = prompt_len(p, n)) > 0) {
        reset_sub(lx, SUB_OUTPUT);
        hl_token(lx, T_Generic_Prompt, p, k);
        size_t w = k;
        while (w < n && rb_space(p[w]))
            w++;
        hl_token(lx, T_Text_Whitespace, p + k, w - k);
        hl_delegate_sub(lx, SUB_RUBY, &hl_lang_ruby, p + w, n - w);
    } else if (is_comment(p, n)) {
        reset_sub(lx, SUB_OUTPUT);
        reset_sub(lx, SUB_RUBY);
        hl_token(lx, T_Comment, p, n);
    } else {
        reset_sub(lx, SUB_RUBY);
        hl_delegate_sub(lx, SUB_OUTPUT, &hl_lang_irb_output, p, n);
    }
}

static void irb_stream(hl_lx *lx, const char *text, size_t len)
{
    reset_sub(lx, SUB_RUBY);
    reset_sub(lx, SUB_OUTPUT);
    size_t pos = 0;
    while (pos < len) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - text) + 1 : len;
        irb_line(lx, text + pos, end - pos);
        pos = end;
    }
}

static const char *const aliases[] = {"pry", NULL};

const hl_lang hl_lang_irb = {
    .tag = "irb",
    .aliases = aliases,
    .stream = irb_stream,
};
