/* lang_markdown.c: Markdown, ported from Rouge 3.30 lexers (Rouge::Lexers::Markdown). */
#include "highlight/engine.h"

#include <string.h>

#include "sitepub/highlight.h"

/* The open fence (the anonymous state Rouge pushes for a fenced block without its closing fence). */
typedef struct md_data {
    char fence[64];
    size_t fence_len;
} md_data;

static int is_rb_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

/* PlainText.new(token: Str::Backtick): the code of a fenced block in a language Rouge does not know. */
static void backtick_stream(hl_lx *lx, const char *text, size_t len)
{
    hl_token(lx, T_Literal_String_Backtick, text, len);
}

static const hl_lang backtick_text = {.tag = "plaintext", .stream = backtick_stream};

/* Lexer.guess(source: code) for a fence without a language (guess.c; Guesser::Ambiguous gives the first
 * alternative, as here in Rouge) */
static const hl_lang *guess_lang(const char *code, size_t n) { return hl_guess(code, n); }

/* ^([ \t]*)(FENCE): the closing fence of the open block. */
static int fence_close(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    md_data *d = lx->data;
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    if (n - i < d->fence_len || memcmp(s + i, d->fence, d->fence_len) != 0)
        return -1;
    ov[0] = 0;
    ov[1] = i + d->fence_len;
    ov[2] = 0;
    ov[3] = i;
    ov[4] = i;
    ov[5] = i + d->fence_len;
    return 3;
}

/* start { html.reset! } */
static void start(hl_lx *lx)
{
    if (lx->subs[0])
        hl_lx_reset(lx->subs[0]);
}

enum {
    S_root,
    S_link,
    S_url,
    S_title,
    S_inline_title,
    S_inline_url,
    S_fence,
};

/* markdown.rb:25
 * rule(/\A(---\s*\n.*?\n?)^(---\s*$\n?)/m) { delegate YAML }
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_new(lx, &hl_lang_yaml, m->s, m->ov[1]);
}

/* markdown.rb:35
 *         rule %r/^([ \t]*)(`{3,}|~{3,})([^\n]*\n)((.*?)(\n\1)(\2))?/m do |m|
 *           name = m[3].strip
 *           sublexer =
 *             begin
 *               Lexer.find_fancy(name.empty? ? "guess" : name, m[5], @options)
 *             rescue Guesser::Ambiguous => e
 *               e.alternatives.first.new(@options)
 *             end
 * 
 *           sublexer ||= PlainText.new(@options.merge(:token => Str::Backtick))
 *           sublexer.reset!
 * 
 *           token Text, m[1]
 *           token Punctuation, m[2]
 *           token Name::Label, m[3]
 *           if m[5]
 *             delegate sublexer, m[5]
 *           end
 * 
 *           token Text, m[6]
 * 
 *           if m[7]
 *             token Punctuation, m[7]
 *           else
 *             push do
 *               rule %r/^([ \t]*)(#{m[2]})/ do |mb|
 *                 pop!
 *                 token Text, mb[1]
 *                 token Punctuation, mb[2]
 *               end
 *               rule %r/^.*\n/ do |mb|
 *                 delegate sublexer, mb[1]
 *               end
 *             end
 *           end
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    md_data *d = lx->data;
    const char *p;
    size_t n;
    hl_group(m, 3, &p, &n);
    while (n && is_rb_space(*p)) /* name = m[3].strip */
        p++, n--;
    while (n && is_rb_space(p[n - 1]))
        n--;
    const hl_lang *sub;
    const char *code;
    size_t code_len;
    int has_code = hl_group(m, 5, &code, &code_len);
    if (n == 0) {
        sub = guess_lang(has_code ? code : "", code_len);
    } else {
        const sp_lexer *lexer = sp_lexer_find_fancy(p, n);
        sub = lexer ? (const hl_lang *)(const void *)lexer : &backtick_text;
    }
    hl_lx_free(lx->subs[1]); /* sublexer.reset! on a new instance */
    lx->subs[1] = NULL;
    lx->subs[1] = hl_lx_new(sub, lx->out, lx);
    const char *q = n ? memchr(p, '?', n) : NULL;
    if (q) /* find_fancy's options: "erb?parent=latex" */
        hl_lx_options(lx->subs[1], q + 1, (size_t)(p + n - q - 1));
    hl_token_m(lx, T_Text, m, 1);
    hl_token_m(lx, T_Punctuation, m, 2);
    hl_token_m(lx, T_Name_Label, m, 3);
    if (has_code)
        hl_delegate_sub(lx, 1, sub, code, code_len);
    hl_token_m(lx, T_Text, m, 6);
    const char *close;
    size_t close_len;
    if (hl_group(m, 7, &close, &close_len)) {
        hl_token(lx, T_Punctuation, close, close_len);
    } else {
        hl_group(m, 2, &p, &n);
        d->fence_len = n < sizeof d->fence ? n : sizeof d->fence;
        memcpy(d->fence, p, d->fence_len);
        hl_push(lx, S_fence);
    }
}

/* markdown.rb:93
 *         rule %r(^
 *           (\s*) # leading whitespace
 *           (\[) (#{edot}+?) (\]) # the reference
 *           (\s*) (:) # colon
 *         )x do
 *           groups Text, Punctuation, Str::Symbol, Punctuation, Text, Punctuation
 * 
 *           push :title
 *           push :url
 *         end
 */
static void cb_root_14(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Text, T_Punctuation, T_Literal_String_Symbol, T_Punctuation, T_Text,
                                 T_Punctuation};
    for (int i = 0; i < 6; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_push(lx, S_title);
    hl_push(lx, S_url);
}

/* markdown.rb:123
 * rule(/&\S*;/) { delegate html }
 */
static void cb_root_23(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_html, m->s, m->ov[1]);
}

/* markdown.rb:124
 * rule(/<#{edot}*?>/) { delegate html }
 */
static void cb_root_24(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_html, m->s, m->ov[1]);
}

/* markdown.rb:139
 *         rule %r/[(]/ do
 *           token Punctuation
 *           push :inline_title
 *           push :inline_url
 *         end
 */
static void cb_link_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_inline_title);
    hl_push(lx, S_inline_url);
}

static const hl_rule r_root[] = {
    {.re = "\\A(---[\\t\\n\\x0b\\f\\r\\x20]*\\n.*?\\n?)^(---[\\t\\n\\x0b\\f\\r\\x20]*$\\n?)", .opts = HL_M, .cb = cb_root_0},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "^[\\S ]+\\n(?:---*)\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Heading}},
    {.re = "^[\\S ]+\\n(?:===*)\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Subheading}},
    {.re = "^#(?=[^#]).*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Heading}},
    {.re = "^##*.*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Subheading}},
    {.re = "^([ \\t]*)(`{3,}|~{3,})([^\\n]*\\n)((.*?)(\\n\\1)(\\2))?", .opts = HL_M, .bol = 1, .cb = cb_root_6},
    {.re = "\\n\\n((    |\\t).*?\\n|\\n)+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "(`+)(?:(?-six:\\\\.|[^\\\\\\n])|\\n)+?\\1", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*[*]){3,}[\\t\\n\\x0b\\f\\r\\x20]*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*[-]){3,}[\\t\\n\\x0b\\f\\r\\x20]*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*[*+-](?=[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*[0-9]+\\.", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*>.*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Traceback}},
    {.re = "^\n          ([\\t\\n\\x0b\\f\\r\\x20]*) # leading whitespace\n          (\\[) ((?-six:\\\\.|[^\\\\\\n])+?) (\\]) # the reference\n          ([\\t\\n\\x0b\\f\\r\\x20]*) (:) # colon\n        ", .opts = HL_X, .bol = 1, .cb = cb_root_14},
    {.re = "(!?\\[)((?-six:\\\\.|[^\\\\\\n])*?|[^\\]]*?)(\\])(?=[\\[(])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Name_Variable, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_link},
    {.re = "[*][*](?-six:\\\\.|[^\\\\\\n])*?[*][*]", .opts = 0, .ntok = 1, .tok = {T_Generic_Strong}},
    {.re = "__(?-six:\\\\.|[^\\\\\\n])*?__", .opts = 0, .ntok = 1, .tok = {T_Generic_Strong}},
    {.re = "[*](?-six:\\\\.|[^\\\\\\n])*?[*]", .opts = 0, .ntok = 1, .tok = {T_Generic_Emph}},
    {.re = "_(?-six:\\\\.|[^\\\\\\n])*?_", .opts = 0, .ntok = 1, .tok = {T_Generic_Emph}},
    {.re = "<.*?@.+[.].+>", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "<(https?|mailto|ftp)://(?-six:\\\\.|[^\\\\\\n])*?>", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[^\\\\`\\[*\\n&<]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*;", .opts = 0, .cb = cb_root_23},
    {.re = "<(?-six:\\\\.|[^\\\\\\n])*?>", .opts = 0, .cb = cb_root_24},
    {.re = "[&<]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_link[] = {
    {.re = "(\\[)((?-six:\\\\.|[^\\\\\\n])*?)(\\])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Literal_String_Symbol, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[(]", .opts = 0, .cb = cb_link_1},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_url[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(<)((?-six:\\\\.|[^\\\\\\n])*?)(>)", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Literal_String_Other, T_Name_Tag}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_title[] = {
    {.re = "\"(?-six:\\\\.|[^\\\\\\n])*?\"", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "'(?-six:\\\\.|[^\\\\\\n])*?'", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[(](?-six:\\\\.|[^\\\\\\n])*?[)]", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*(?=[\"'()])", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_inline_title[] = {
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_title),
    HL_END,
};

static const hl_rule r_inline_url[] = {
    {.re = "[^<\\t\\n\\x0b\\f\\r\\x20)]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_url),
    HL_END,
};
static void cb_fence_close(hl_lx *lx, const hl_match *m)
{
    hl_pop(lx, 1);
    hl_token_m(lx, T_Text, m, 1);
    hl_token_m(lx, T_Punctuation, m, 2);
}

static void cb_fence_line(hl_lx *lx, const hl_match *m)
{
    if (lx->subs[1])
        hl_delegate_sub(lx, 1, lx->subs[1]->lang, m->s, m->ov[1]);
}

static const hl_rule r_fence[] = {
    {.fn = fence_close, .mixin = -1, .bol = 1, .cb = cb_fence_close},
    {.re = "^.*\\n", .bol = 1, .cb = cb_fence_line},
    HL_END,
};

static const hl_state states[] = {
    {"root", r_root},
    {"link", r_link},
    {"url", r_url},
    {"title", r_title},
    {"inline_title", r_inline_title},
    {"inline_url", r_inline_url},
    {"fence", r_fence},
};

static const char *const aliases[] = {"md", "mkd", NULL};

const hl_lang hl_lang_markdown = {
    .tag = "markdown",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(md_data),
    .start = start,
};

/* ---------- APIBlueprint < Markdown (apiblueprint.rb): Markdown with six rules prepended to :root (Rouge's
 * `prepend` changes :root itself). */

enum { S_md_root = S_fence + 1 };

#define WS "[\\t\\n\\x0b\\f\\r\\x20]"

static const hl_rule r_apib_root[] = {
    /* Metadata */
    {.re = "([^\\t\\n\\x0b\\f\\r\\x20]+)(:" WS "*)(.*)$", .opts = 0, .ntok = 3,
     .tok = {T_Name_Variable, T_Punctuation, T_Literal_String}, .groups = 1},
    /* Resource Group */
    {.re = "^(#+)(" WS "*Group" WS "+)(.*)$", .opts = 0, .bol = 1, .ntok = 3,
     .tok = {T_Punctuation, T_Keyword, T_Generic_Heading}, .groups = 1},
    /* Resource \ Action */
    {.re = "^(#+)(.*)(\\[.*\\])$", .opts = 0, .bol = 1, .ntok = 3,
     .tok = {T_Punctuation, T_Generic_Heading, T_Literal_String}, .groups = 1},
    /* Relation */
    {.re = "^([\\+\\-\\*])(" WS "*Relation:)(" WS "*.*)$", .opts = 0, .bol = 1, .ntok = 3,
     .tok = {T_Punctuation, T_Keyword, T_Literal_String}, .groups = 1},
    /* MSON */
    {.re = "^(" WS "+[\\+\\-\\*]" WS "*)(Attributes|Parameters)(.*)$", .opts = 0, .bol = 1, .ntok = 3,
     .tok = {T_Punctuation, T_Keyword, T_Literal_String}, .groups = 1},
    /* Request/Response */
    {.re = "^([\\+\\-\\*]" WS "*)(Request|Response)(" WS "+[0-9][0-9][0-9])?(.*)$", .opts = 0, .bol = 1, .ntok = 4,
     .tok = {T_Punctuation, T_Keyword, T_Literal_Number, T_Literal_String}, .groups = 1},
    HL_MIXIN(S_md_root),
    HL_END,
};

static const hl_state apib_states[] = {
    {"root", r_apib_root},
    {"link", r_link},
    {"url", r_url},
    {"title", r_title},
    {"inline_title", r_inline_title},
    {"inline_url", r_inline_url},
    {"fence", r_fence},
    {"markdown_root", r_root},
};
_Static_assert(sizeof apib_states / sizeof apib_states[0] == S_md_root + 1, "apib_states: the enum");

static const char *const apib_aliases[] = {"apiblueprint", "apib", NULL};

const hl_lang hl_lang_apiblueprint = {
    .tag = "apiblueprint",
    .aliases = apib_aliases,
    .states = apib_states,
    .nstates = sizeof(apib_states) / sizeof(apib_states[0]),
    .data_size = sizeof(md_data),
    .start = start,
};
