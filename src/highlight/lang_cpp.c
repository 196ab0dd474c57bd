/* lang_cpp.c: C++, ported from Rouge 3.30 lexers (Rouge::Lexers::Cpp). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expr_bol,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_expr_whitespace,
    S_statements,
    S_case,
    S_function,
    S_string,
    S_macro,
    S_include,
    S_if_0,
    S_classname,
    S_template,
    S__COUNT,
};

static const char kw_keywords[][17] = {
    "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Imaginary", "_Noreturn",
    "_Static_assert", "_Thread_local", "alignas", "alignof", "asm", "auto",
    "break", "case", "catch", "char8_t", "co_await", "co_return",
    "co_yield", "concept", "const", "const_cast", "consteval", "constexpr",
    "constinit", "continue", "decltype", "default", "delete", "do",
    "dynamic_cast", "else", "enum", "explicit", "export", "extern",
    "final", "for", "friend", "goto", "if", "mutable",
    "namespace", "new", "noexcept", "operator", "override", "private",
    "protected", "public", "register", "reinterpret_cast", "requires", "restrict",
    "restricted", "return", "size_of", "sizeof", "static", "static_assert",
    "static_cast", "struct", "switch", "this", "thread_local", "throw",
    "throws", "try", "typedef", "typeid", "typename", "union",
    "using", "virtual", "volatile", "while",
};

static const char kw_keywords_type[][15] = {
    "DIR", "FILE", "_Bool", "_Complex", "bool", "char",
    "char16_t", "char32_t", "clock_t", "div_t", "double", "float",
    "fpos_t", "int", "int16_t", "int32_t", "int64_t", "int8_t",
    "int_fast16_t", "int_fast32_t", "int_fast64_t", "int_fast8_t", "int_least16_t", "int_least32_t",
    "int_least64_t", "int_least8_t", "intmax_t", "intptr_t", "jmp_buf", "ldiv_t",
    "long", "mbstate_t", "off_t", "ptrdiff_t", "short", "sig_atomic_t",
    "signed", "size_t", "ssize_t", "time_t", "uint16_t", "uint32_t",
    "uint64_t", "uint8_t", "uint_fast16_t", "uint_fast32_t", "uint_fast64_t", "uint_fast8_t",
    "uint_least16_t", "uint_least32_t", "uint_least64_t", "uint_least8_t", "uintmax_t", "uintptr_t",
    "unsigned", "va_list", "void", "wchar_t", "wctrans_t", "wctype_t",
    "wint_t",
};

static const char kw_reserved[][23] = {
    "__asm", "__based", "__cdecl", "__declspec", "__event", "__except",
    "__fastcall", "__finally", "__inline", "__int16", "__int32", "__int61",
    "__int8", "__interface", "__leave", "__multiple_inheritance", "__naked", "__restrict",
    "__single_inheritance", "__stdcall", "__super", "__thread", "__try", "__typename",
    "__uuidof", "__virtual_inheritance", "_inline", "_naked", "_restrict", "_thread",
    "_typename", "inline", "naked", "restrict", "thread", "typename",
};

static const char set_1[][1] = {};

/* c.rb:112
 *         rule id do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.keywords_type.include? name
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           elsif self.class.builtins.include? name
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_26(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "(?:__offload|__blockingoffload|__outer)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_statements[] = {
    {.re = "(class|struct)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_classname},
    {.re = "template\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_template},
    {.re = "(?-six:[0-9]('?[0-9])*)(\\.(?-six:[0-9]('?[0-9])*))?(?:y|d|h|(?:min)|s|(?:ms)|(?:us)|(?:ns)|i|(?:if)|(?:il))\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Other}},
    {.re = "((?-six:[0-9]('?[0-9])*)[.](?-six:[0-9]('?[0-9])*)?|[.](?-six:[0-9]('?[0-9])*))(e[+-]?(?-six:[0-9]('?[0-9])*)[lu]*)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?-six:[0-9]('?[0-9])*)e[+-]?(?-six:[0-9]('?[0-9])*)[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]('?[0-9a-fA-F])*[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0b[01]+('[01]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0[0-7]('?[0-7])*[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "(?-six:[0-9]('?[0-9])*)[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\bnullptr\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(?:u8|u|U|L)?R\"([a-zA-Z0-9_{}\\[\\]#<>%:;.?*\\+\\-/\\^&|~!=,\"']{0,16})\\(.*?\\)\\1\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(::|<=>)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_whitespace),
    {.re = "(u8|u|U|L)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "(u8|u|U|L)?'(\\\\.|\\\\[0-7]{1,3}|\\\\x[a-f0-9]{1,2}|[^\\\\'\\n])'", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+e[+-]?[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-f]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[0-7]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "[~!%^&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\],.;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\bcase\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_case},
    {.re = "(?:true|false|NULL)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_26},
    HL_END,
};

static const hl_rule r_case[] = {
    {.re = ":(?!:)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_classname[] = {
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_whitespace),
    {.re = "[.]{3}", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_template[] = {
    {.re = "[>;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "typename\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_classname},
    HL_MIXIN(S_statements),
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_statements] = {"statements", r_statements},
    [S_case] = {"case", r_case},
    [S_classname] = {"classname", r_classname},
    [S_template] = {"template", r_template},
};

static const char *const aliases[] = {"c++", NULL};

const hl_lang hl_lang_cpp = {
    .tag = "cpp",
    .parent = &hl_lang_c,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
