/* lang_coffeescript.c: CoffeeScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Coffeescript). */
#include "highlight/engine.h"

enum {
    S_root,
    S_comments,
    S_whitespace,
    S_regex_comment,
    S_multiline_regex_begin,
    S_multiline_regex_end,
    S_multiline_regex,
    S_slash_starts_regex,
    S_code_escape,
    S_strings,
    S_double_strings,
    S_single_strings,
    S_interpolation,
    S_has_interpolation,
    S_dqs,
    S_tdqs,
    S_sqs,
    S_tsqs,
};

static const char kw_builtins[][19] = {
    "Array", "Boolean", "Date", "Error", "Function", "Math",
    "Number", "Object", "Packages", "RegExp", "String", "decodeURI",
    "decodeURIComponent", "document", "encodeURI", "encodeURIComponent", "eval", "isFinite",
    "isNaN", "netscape", "parseFloat", "parseInt", "sun", "window",
};

static const char kw_constants[][10] = {
    "Infinity", "NaN", "false", "no", "null", "off",
    "on", "true", "undefined", "yes",
};

static const char kw_keywords[][11] = {
    "await", "break", "by", "catch", "class", "continue",
    "debugger", "delete", "do", "else", "export", "extends",
    "finally", "for", "if", "import", "instanceof", "loop",
    "new", "return", "super", "switch", "then", "this",
    "throw", "try", "typeof", "until", "when", "while",
    "yield",
};

/* coffeescript.rb:129
 *         rule %r/#{id}/ do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.constants.include? m[0]
 *             token Name::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Other
 *           end
 * 
 *           push :slash_starts_regex
 *         end
 */
static void cb_root_8(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name_Other;
    if (HL_IN(kw_keywords, p, n))
        tok = T_Keyword;
    else if (HL_IN(kw_constants, p, n))
        tok = T_Name_Constant;
    else if (HL_IN(kw_builtins, p, n))
        tok = T_Name_Builtin;
    hl_token(lx, tok, p, n);
    hl_push(lx, S_slash_starts_regex);
}

static const hl_rule r_root[] = {
    {.re = "^(?=[\\t\\n\\x0b\\f\\r\\x20]|/|<!--)", .opts = 0, .bol = 1, .act = HL_PUSH, .arg = S_slash_starts_regex},
    HL_MIXIN(S_comments),
    HL_MIXIN(S_whitespace),
    {.re = "\n          [+][+]|--|~|&&|\\band\\b|\\bor\\b|\\bis\\b|\\bisnt\\b|\\bnot\\b|\\bin\\b|\\bof\\b|\n          [?]|:|=|[|][|]|\\\\(?=\\n)|(<<|>>>?|==?|!=?|[-<>+*`%&|^/])=?\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "[-=]>", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(@)([ \\t]*)((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))", .opts = 0, .ntok = 3, .tok = {T_Name_Variable_Instance, T_Text, T_Name_Attribute}, .groups = 1, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "([.])([ \\t]*)((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text, T_Name_Attribute}, .groups = 1, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "(?-six:[$a-zA-Z_][a-zA-Z0-9_]*)(?=[\\t\\n\\x0b\\f\\r\\x20]*:)", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "(?-six:[$a-zA-Z_][a-zA-Z0-9_]*)", .opts = 0, .cb = cb_root_8},
    {.re = "[{(\\[;,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "[})\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[0-9]+[.][0-9]+([eE][0-9]+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_tdqs},
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_tsqs},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dqs},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_sqs},
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "###[^#].*?###", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_regex_comment[] = {
    {.re = "^#(?!\\{).*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)(#(?!\\{).*)$", .opts = 0, .ntok = 2, .tok = {T_Text, T_Comment_Single}, .groups = 1},
    HL_END,
};

static const hl_rule r_multiline_regex_begin[] = {
    {.re = "///", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_multiline_regex},
    HL_END,
};

static const hl_rule r_multiline_regex_end[] = {
    {.re = "///([gimy]+\\b|\\B)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multiline_regex[] = {
    HL_MIXIN(S_multiline_regex_end),
    HL_MIXIN(S_regex_comment),
    HL_MIXIN(S_has_interpolation),
    HL_MIXIN(S_comments),
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_code_escape),
    {.re = "\\\\[^0-9]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = ".", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_slash_starts_regex[] = {
    HL_MIXIN(S_comments),
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_multiline_regex_begin),
    {.re = "\n          /(\\\\.|[^\\[/\\\\\\n]|\\[(\\\\.|[^\\]\\\\\\n])*\\])+/ # a regex\n          ([gimy]+\\b|\\B)\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_code_escape[] = {
    {.re = "\\\\(\n          c[A-Z]|\n          x[0-9a-fA-F]{2}|\n          u[0-9a-fA-F]{4}|\n          u\\{[0-9a-fA-F]{4}\\}\n        )", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "[^#\\\\'\"]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_code_escape),
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_double_strings[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_has_interpolation),
    HL_MIXIN(S_strings),
    HL_END,
};

static const hl_rule r_single_strings[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_strings),
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_has_interpolation[] = {
    {.re = "[#][{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolation},
    HL_END,
};

static const hl_rule r_dqs[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_double_strings),
    HL_END,
};

static const hl_rule r_tdqs[] = {
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_double_strings),
    HL_END,
};

static const hl_rule r_sqs[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_single_strings),
    HL_END,
};

static const hl_rule r_tsqs[] = {
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_single_strings),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments", r_comments},
    {"whitespace", r_whitespace},
    {"regex_comment", r_regex_comment},
    {"multiline_regex_begin", r_multiline_regex_begin},
    {"multiline_regex_end", r_multiline_regex_end},
    {"multiline_regex", r_multiline_regex},
    {"slash_starts_regex", r_slash_starts_regex},
    {"code_escape", r_code_escape},
    {"strings", r_strings},
    {"double_strings", r_double_strings},
    {"single_strings", r_single_strings},
    {"interpolation", r_interpolation},
    {"has_interpolation", r_has_interpolation},
    {"dqs", r_dqs},
    {"tdqs", r_tdqs},
    {"sqs", r_sqs},
    {"tsqs", r_tsqs},
};

static const char *const aliases[] = {"coffee", "coffee-script", NULL};

const hl_lang hl_lang_coffeescript = {
    .tag = "coffeescript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
