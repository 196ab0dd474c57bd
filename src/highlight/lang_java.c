/* lang_java.c: Java, ported from Rouge 3.30 lexers (Rouge::Lexers::Java). */
#include "highlight/engine.h"

enum {
    S_root,
    S_class,
    S_import,
};

/* java.rb:38
 *         rule %r(
 *           (\s*(?:[a-zA-Z_][a-zA-Z0-9_.\[\]<>]*\s+)+?) # return arguments
 *           ([a-zA-Z_][a-zA-Z0-9_]*)                  # method name
 *           (\s*)(\()                                 # signature start
 *         )mx do |m|
 *           # TODO: do this better, this shouldn't need a delegation
 *           delegate Java, m[1]
 *           token Name::Function, m[2]
 *           token Text, m[3]
 *           token Operator, m[4]
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_delegate_new(lx, &hl_lang_java, p, n);
    hl_token_m(lx, T_Name_Function, m, 2);
    hl_token_m(lx, T_Text, m, 3);
    hl_token_m(lx, T_Operator, m, 4);
}

static const hl_rule r_root[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "(?:assert|break|case|catch|continue|default|do|else|finally|for|if|goto|instanceof|new|return|switch|this|throw|try|while)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\n          ([\\t\\n\\x0b\\f\\r\\x20]*(?:[a-zA-Z_][a-zA-Z0-9_.\\[\\]<>]*[\\t\\n\\x0b\\f\\r\\x20]+)+?) # return arguments\n          ([a-zA-Z_][a-zA-Z0-9_]*)                  # method name\n          ([\\t\\n\\x0b\\f\\r\\x20]*)(\\()                                 # signature start\n        ", .opts = HL_X | HL_M, .cb = cb_root_4},
    {.re = "@(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(?:abstract|const|enum|extends|final|implements|native|private|protected|public|static|strictfp|super|synchronized|throws|transient|volatile)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(?:boolean|byte|char|double|float|int|long|short|var|void)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?:true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(?:class|interface)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_class},
    {.re = "(?:import|package)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'(?:\\\\.|[^\\\\]|\\\\u[0-9a-f]{4})'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(\\.)((?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*))", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Attribute}, .groups = 1},
    {.re = "(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*):", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "[A-Z\\p{Uppercase}][A-Z\\p{Uppercase}0-9\\p{Nd}_]*\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "[A-Z\\p{Uppercase}][A-Za-z0-9\\p{Alphabetic}\\p{Nd}]*\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "\\$?(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*)", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[~^*!%&\\[\\](){}<>\\|+=:;,./?-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?-six:[0-9]_+[0-9]|[0-9])+\\.(?-six:[0-9]_+[0-9]|[0-9])+([eE](?-six:[0-9]_+[0-9]|[0-9])+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0b(?-six:[01]_+[01]|[01])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0x(?i-sx:[0-9a-f]_+[0-9a-f]|[0-9a-f])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0(?-six:[0-7]_+[0-7]|[0-7])+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "(?-six:[0-9]_+[0-9]|[0-9])+L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-z0-9_.]+\\*?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"class", r_class},
    {"import", r_import},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_java = {
    .tag = "java",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
