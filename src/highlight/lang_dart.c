/* lang_dart.c: Dart, ported from Rouge 3.30 lexers (Rouge::Lexers::Dart). */
#include "highlight/engine.h"

enum {
    S_root,
    S_class,
    S_dqs,
    S_sqs,
    S_import,
    S_string,
    S_interpolation,
};

/* dart.rb:31
 *         rule %r(^
 *           (\s*(?:[a-zA-Z_][a-zA-Z\d_.\[\]]*\s+)+?) # return arguments
 *           ([a-zA-Z_]\w*)                           # method name
 *           (\s*)(\()                                # signature start
 *         )mx do |m|
 *           # TODO: do this better, this shouldn't need a delegation
 *           delegate Dart, m[1]
 *           token Name::Function, m[2]
 *           token Text, m[3]
 *           token Punctuation, m[4]
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_delegate_new(lx, &hl_lang_dart, p, n);
    hl_token_m(lx, T_Name_Function, m, 2);
    hl_token_m(lx, T_Text, m, 3);
    hl_token_m(lx, T_Punctuation, m, 4);
}

static const hl_rule r_root[] = {
    {.re = "^\n          ([\\t\\n\\x0b\\f\\r\\x20]*(?:[a-zA-Z_][a-zA-Z0-9_.\\[\\]]*[\\t\\n\\x0b\\f\\r\\x20]+)+?) # return arguments\n          ([a-zA-Z_][A-Za-z0-9_]*)                           # method name\n          ([\\t\\n\\x0b\\f\\r\\x20]*)(\\()                                # signature start\n        ", .opts = HL_X | HL_M, .bol = 1, .cb = cb_root_0},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dqs},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_sqs},
    {.re = "r\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "r'[^']*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "#(?-six:[a-zA-Z_][A-Za-z0-9_]*)*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "@(?-six:[a-zA-Z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(?:as|assert|await|break|case|catch|continue|default|do|else|finally|for|if|in|is|new|rethrow|return|super|switch|this|throw|try|while|with|yield)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(?:abstract|async|dynamic|const|covariant|external|extends|factory|final|get|implements|late|native|on|operator|required|set|static|sync|typedef|var)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(?:bool|Comparable|double|Dynamic|enum|Function|int|List|Map|Never|Null|num|Object|Pattern|Set|String|Symbol|Type|Uri|void)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?:true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(?:class|interface|mixin)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_class},
    {.re = "(?:import|deferred|export|library|part[\\t\\n\\x0b\\f\\r\\x20]*of|part|source)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    {.re = "(\\.)((?-six:[a-zA-Z_][A-Za-z0-9_]*))", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Attribute}, .groups = 1},
    {.re = "(?-six:[a-zA-Z_][A-Za-z0-9_]*):", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "\\$?(?-six:[a-zA-Z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[~^*!%&\\|+=:/?-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\](){}<>\\.,;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[0-9]*\\.[0-9]+([eE]\\-?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_dqs[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\\$\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_string),
    HL_END,
};

static const hl_rule r_sqs[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\\$']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_string),
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "(?:show|hide)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_string[] = {
    HL_MIXIN(S_interpolation),
    {.re = "\\\\[nrt\\\"\\'\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "\\$(?-six:[a-zA-Z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "\\$\\{[^\\}]+\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"class", r_class},
    {"dqs", r_dqs},
    {"sqs", r_sqs},
    {"import", r_import},
    {"string", r_string},
    {"interpolation", r_interpolation},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_dart = {
    .tag = "dart",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
