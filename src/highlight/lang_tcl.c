/* lang_tcl.c: Tcl, ported from Rouge 3.30 lexers (Rouge::Lexers::TCL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_word,
    S_brace_abort,
    S_params,
    S_command_in_brace,
    S_params_in_brace,
    S_brace,
    S_command_in_paren,
    S_params_in_paren,
    S_paren,
    S_command_in_bracket,
    S_params_in_bracket,
    S_bracket,
    S_command,
    S_whitespace,
    S_interp,
    S_string,
};

static const char kw_BUILTINS[][16] = {
    "append", "bgerror", "binary", "cd", "chan", "clock",
    "close", "concat", "dde", "dict", "encoding", "eof",
    "exec", "exit", "fblocked", "fconfigure", "fcopy", "file",
    "fileevent", "flush", "format", "gets", "glob", "history",
    "http", "incr", "info", "interp", "join", "lappend",
    "lassign", "lindex", "linsert", "list", "llength", "load",
    "loadTk", "lrange", "lrepeat", "lreplace", "lreverse", "lsearch",
    "lset", "lsort", "mathfunc", "mathop", "memory", "msgcat",
    "open", "package", "pid", "pkg::create", "pkg_mkIndex", "platform",
    "platform::shell", "puts", "pwd", "re_syntax", "read", "refchan",
    "regexp", "registry", "regsub", "scan", "seek", "socket",
    "source", "split", "string", "subst", "tell", "time",
    "tm", "unknown", "unload",
};

static const char kw_KEYWORDS[][10] = {
    "after", "apply", "array", "break", "catch", "continue",
    "else", "elseif", "error", "eval", "expr", "for",
    "foreach", "global", "if", "namespace", "proc", "rename",
    "return", "set", "switch", "then", "trace", "unset",
    "update", "uplevel", "upvar", "variable", "vwait", "while",
};

/* the instance variables the blocks keep */
typedef struct lang_data {
    long brace_count;
} lang_data;

static void fini(hl_lx *lx)
{
    lang_data *d = lx->data;
    (void)d->brace_count;
}

/* tcl.rb:119
 *         rule %r/}/ do
 *           if in_state? :brace
 *             pop! until state? :brace
 *             pop!
 *             token Punctuation
 *           else
 *             token Error
 *           end
 *         end
 */
static void cb_brace_abort_0(hl_lx *lx, const hl_match *m)
{
    if (hl_in_state(lx, S_brace)) {
        while (lx->depth > 1 && hl_top(lx) != S_brace) hl_pop(lx, 1);
        hl_pop(lx, 1);
        hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Error, m->s, m->ov[1]);
    }
}

/* tcl.rb:64
 *           rule %r/(?=#{CHARS[END_WORD]})/ do
 *             push :"params#{name}"
 *           end
 */
static void cb_command_in_brace_2(hl_lx *lx, const hl_match *m)
{
    hl_push(lx, S_params_in_brace);
}

/* tcl.rb:68
 *           rule %r/#{NOT_CHARS[END_WORD]}+/ do |m|
 *             if KEYWORDS.include? m[0]
 *               token Keyword
 *             elsif BUILTINS.include? m[0]
 *               token Name::Builtin
 *             else
 *               token Text
 *             end
 *           end
 */
static void cb_command_in_brace_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_KEYWORDS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_BUILTINS, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

/* tcl.rb:64
 *           rule %r/(?=#{CHARS[END_WORD]})/ do
 *             push :"params#{name}"
 *           end
 */
static void cb_command_in_paren_2(hl_lx *lx, const hl_match *m)
{
    hl_push(lx, S_params_in_paren);
}

/* tcl.rb:68
 *           rule %r/#{NOT_CHARS[END_WORD]}+/ do |m|
 *             if KEYWORDS.include? m[0]
 *               token Keyword
 *             elsif BUILTINS.include? m[0]
 *               token Name::Builtin
 *             else
 *               token Text
 *             end
 *           end
 */
static void cb_command_in_paren_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_KEYWORDS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_BUILTINS, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

/* tcl.rb:64
 *           rule %r/(?=#{CHARS[END_WORD]})/ do
 *             push :"params#{name}"
 *           end
 */
static void cb_command_in_bracket_2(hl_lx *lx, const hl_match *m)
{
    hl_push(lx, S_params_in_bracket);
}

/* tcl.rb:68
 *           rule %r/#{NOT_CHARS[END_WORD]}+/ do |m|
 *             if KEYWORDS.include? m[0]
 *               token Keyword
 *             elsif BUILTINS.include? m[0]
 *               token Name::Builtin
 *             else
 *               token Text
 *             end
 *           end
 */
static void cb_command_in_bracket_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_KEYWORDS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_BUILTINS, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

/* tcl.rb:64
 *           rule %r/(?=#{CHARS[END_WORD]})/ do
 *             push :"params#{name}"
 *           end
 */
static void cb_command_2(hl_lx *lx, const hl_match *m)
{
    hl_push(lx, S_params);
}

/* tcl.rb:68
 *           rule %r/#{NOT_CHARS[END_WORD]}+/ do |m|
 *             if KEYWORDS.include? m[0]
 *               token Keyword
 *             elsif BUILTINS.include? m[0]
 *               token Name::Builtin
 *             else
 *               token Text
 *             end
 *           end
 */
static void cb_command_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_KEYWORDS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_BUILTINS, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

/* tcl.rb:173
 *         rule %r/{/ do
 *           @brace_count ||= 0
 *           @brace_count += 1
 * 
 *           token Str::Double
 *         end
 */
static void cb_string_3(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    (void)d->brace_count; /* ||= 0: nil counts as 0 */
    d->brace_count += 1;
    hl_token(lx, T_Literal_String_Double, m->s, m->ov[1]);
}

/* tcl.rb:180
 *         rule %r/}/ do
 *           if in_state? :brace and @brace_count.to_i == 0
 *             pop! until state? :brace
 *             pop!
 *             token Punctuation
 *           else
 *             @brace_count -= 1
 *             token Str::Double
 *           end
 *         end
 */
static void cb_string_4(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    if ((hl_in_state(lx, S_brace)) && ((d->brace_count == 0))) {
        while (lx->depth > 1 && hl_top(lx) != S_brace) hl_pop(lx, 1);
        hl_pop(lx, 1);
        hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    } else {
        d->brace_count -= 1;
        hl_token(lx, T_Literal_String_Double, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_command),
    HL_END,
};

static const hl_rule r_word[] = {
    {.re = "\\{\\*\\}", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_brace_abort),
    HL_MIXIN(S_interp),
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_brace},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_paren},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "(?-six:[^\\)\\]\\};\\n\\r\\t\\x0b])+?(?=(?-six:[\\(\\[\\{\"\\\\]))", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_brace_abort[] = {
    {.re = "}", .opts = 0, .cb = cb_brace_abort_0},
    HL_END,
};

static const hl_rule r_params[] = {
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "else|elseif|then", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_word),
    HL_MIXIN(S_whitespace),
    {.re = "(?-six:[^\\)\\]\\};\\n\\r\\t\\x0b])+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_command_in_brace[] = {
    HL_MIXIN(S_word),
    {.re = "#(?-six:[^\\)\\]\\};\\n])+", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(?=(?-six:[\\)\\]\\};\\n\\r\\t\\x0b]))", .opts = 0, .cb = cb_command_in_brace_2},
    {.re = "(?-six:[^\\)\\]\\};\\n\\r\\t\\x0b])+", .opts = 0, .cb = cb_command_in_brace_3},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_params_in_brace[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    {.re = "[\\)\\]\\}]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_params),
    HL_END,
};

static const hl_rule r_brace[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_command_in_brace),
    HL_END,
};

static const hl_rule r_command_in_paren[] = {
    HL_MIXIN(S_word),
    {.re = "#(?-six:[^\\)\\]\\};\\n])+", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(?=(?-six:[\\)\\]\\};\\n\\r\\t\\x0b]))", .opts = 0, .cb = cb_command_in_paren_2},
    {.re = "(?-six:[^\\)\\]\\};\\n\\r\\t\\x0b])+", .opts = 0, .cb = cb_command_in_paren_3},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_params_in_paren[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    {.re = "[\\)\\]\\}]", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_MIXIN(S_params),
    HL_END,
};

static const hl_rule r_paren[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_command_in_paren),
    HL_END,
};

static const hl_rule r_command_in_bracket[] = {
    HL_MIXIN(S_word),
    {.re = "#(?-six:[^\\)\\]\\};\\n])+", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(?=(?-six:[\\)\\]\\};\\n\\r\\t\\x0b]))", .opts = 0, .cb = cb_command_in_bracket_2},
    {.re = "(?-six:[^\\)\\]\\};\\n\\r\\t\\x0b])+", .opts = 0, .cb = cb_command_in_bracket_3},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_params_in_bracket[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    {.re = "[\\)\\]\\}]", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_MIXIN(S_params),
    HL_END,
};

static const hl_rule r_bracket[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_command_in_bracket),
    HL_END,
};

static const hl_rule r_command[] = {
    HL_MIXIN(S_word),
    {.re = "#(?-six:[^\\)\\]\\};\\n])+", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(?=(?-six:[\\)\\]\\};\\n\\r\\t\\x0b]))", .opts = 0, .cb = cb_command_2},
    {.re = "(?-six:[^\\)\\]\\};\\n\\r\\t\\x0b])+", .opts = 0, .cb = cb_command_3},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_interp[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_bracket},
    {.re = "\\$[a-z0-9.:-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\$\\{.*?\\}", .opts = HL_M, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\[0-7]{3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\x[0-9a-f]{2}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\u[0-9a-f]{4}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_interp),
    {.re = "[^\\\\\\[\\$\"{}]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "{", .opts = 0, .cb = cb_string_3},
    {.re = "}", .opts = 0, .cb = cb_string_4},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"word", r_word},
    {"brace_abort", r_brace_abort},
    {"params", r_params},
    {"command_in_brace", r_command_in_brace},
    {"params_in_brace", r_params_in_brace},
    {"brace", r_brace},
    {"command_in_paren", r_command_in_paren},
    {"params_in_paren", r_params_in_paren},
    {"paren", r_paren},
    {"command_in_bracket", r_command_in_bracket},
    {"params_in_bracket", r_params_in_bracket},
    {"bracket", r_bracket},
    {"command", r_command},
    {"whitespace", r_whitespace},
    {"interp", r_interp},
    {"string", r_string},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_tcl = {
    .tag = "tcl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(lang_data),
    .fini = fini,
};
