/* lang_objective_cpp.c: Objective-C++, ported from Rouge 3.30 lexers (Rouge::Lexers::ObjectiveCpp). */
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
    S_ternary,
    S_message_shared,
    S_message,
    S_message_with_args,
    S_array_literal,
    S_dictionary_literal,
    S_objc_classname,
    S_forward_classname,
    S_method_definition,
    S__COUNT,
};

static const char kw_at_builtins[][6] = {
    "NO", "YES", "false", "true",
};

static const char kw_at_keywords[][16] = {
    "autoreleasepool", "catch", "dynamic", "encode", "end", "finally",
    "implementation", "import", "interface", "optional", "private", "property",
    "protected", "public", "selector", "synchronized", "synthesize", "throw",
    "try",
};

static const char kw_builtins[][4] = {
    "NO", "YES", "nil",
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

/* common.rb:144
 *           rule %r(
 *             ([-+])(\s*)
 *             ([(].*?[)])?(\s*)
 *             (?=#{id}:?)
 *           )ix do |m|
 *             token base::Keyword, m[1]
 *             token base::Text, m[2]
 *             recurse(m[3]) if m[3]
 *             token base::Text, m[4]
 *             push :method_definition
 *           end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 3, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 4, &g4p, &g4n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Text, g1p, g1n);
    if ((g2p != NULL))
        hl_recurse(lx, g3p, g3n);
    hl_token(lx, T_Text, g4p, g4n);
    hl_push(lx, S_method_definition);
}

/* objective_cpp.rb:22
 *         rule %r/(\.)(class)/ do
 *           groups(Operator, Name::Builtin::Pseudo)
 *         end
 */
static void cb_statements_0(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Operator, m, 1); hl_token_m(lx, T_Name_Builtin_Pseudo, m, 2);
}

/* objective_cpp.rb:25
 *         rule %r/(@selector)(\()(class)(\))/ do
 *           groups(Keyword, Punctuation, Name::Builtin::Pseudo, Punctuation)
 *         end
 */
static void cb_statements_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Keyword, m, 1); hl_token_m(lx, T_Punctuation, m, 2); hl_token_m(lx, T_Name_Builtin_Pseudo, m, 3); hl_token_m(lx, T_Punctuation, m, 4);
}

/* common.rb:41
 *           rule %r/@([[:alnum:]]+)/ do |m|
 *             if base.at_keywords.include? m[1]
 *               token base::Keyword
 *             elsif base.at_builtins.include? m[1]
 *               token base::Name::Builtin
 *             else
 *               token base::Error
 *             end
 *           end
 */
static void cb_statements_12(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 1, &g1p, &g1n);
    if (HL_IN(kw_at_keywords, g0p, g0n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_at_builtins, g1p, g1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Error, m->s, m->ov[1]);
    }
}

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
static void cb_statements_43(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* common.rb:73
 *           rule %r/(#{id})(\s*)(:)/ do
 *             groups(base::Name::Function, base::Text, base::Punctuation)
 *             goto :message_with_args
 *           end
 */
static void cb_message_0(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_goto(lx, S_message_with_args);
}

/* common.rb:78
 *           rule %r/(#{id})(\s*)(\])/ do
 *             groups(base::Name::Function, base::Text, base::Punctuation)
 *             pop!
 *           end
 */
static void cb_message_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_pop(lx, 1);
}

/* common.rb:88
 *           rule %r/(#{id})(\s*)(:)/ do
 *             groups(base::Name::Function, base::Text, base::Punctuation)
 *             pop!
 *           end
 */
static void cb_message_with_args_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_pop(lx, 1);
}

/* common.rb:111
 *           rule %r/(#{id})(\s*)(:)(\s*)(#{id})/ do
 *             groups(base::Name::Class, base::Text,
 *                    base::Punctuation, base::Text,
 *                    base::Name::Class)
 *             pop!
 *           end
 */
static void cb_objc_classname_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Class, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3); hl_token_m(lx, T_Text, m, 4); hl_token_m(lx, T_Name_Class, m, 5);
    hl_pop(lx, 1);
}

/* common.rb:118
 *           rule %r/(#{id})(\s*)([(])(\s*)(#{id})(\s*)([)])/ do
 *             groups(base::Name::Class, base::Text,
 *                    base::Punctuation, base::Text,
 *                    base::Name::Label, base::Text,
 *                    base::Punctuation)
 *             pop!
 *           end
 */
static void cb_objc_classname_2(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Class, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3); hl_token_m(lx, T_Text, m, 4); hl_token_m(lx, T_Name_Label, m, 5); hl_token_m(lx, T_Text, m, 6); hl_token_m(lx, T_Punctuation, m, 7);
    hl_pop(lx, 1);
}

/* common.rb:132
 *           rule %r/(#{id})(\s*)(,)(\s*)/ do
 *             groups(base::Name::Class, base::Text, base::Punctuation, base::Text)
 *             push
 *           end
 */
static void cb_forward_classname_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Class, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3); hl_token_m(lx, T_Text, m, 4);
    hl_push_self(lx);
}

/* common.rb:137
 *           rule %r/(#{id})(\s*)(;?)/ do
 *             groups(base::Name::Class, base::Text, base::Punctuation)
 *             pop!
 *           end
 */
static void cb_forward_classname_2(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Class, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_pop(lx, 1);
}

/* common.rb:160
 *           rule %r/([(].*?[)])(#{id})/ do |m|
 *             recurse m[1]; token base::Name::Variable, m[2]
 *           end
 */
static void cb_method_definition_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_recurse(lx, g0p, g0n);
    hl_token(lx, T_Name_Variable, g1p, g1n);
}

/* common.rb:164
 *           rule %r/(#{id})(\s*)(:)/m do
 *             groups(base::Name::Function, base::Text, base::Punctuation)
 *           end
 */
static void cb_method_definition_3(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
}

/* common.rb:170
 *           rule %r/{/ do
 *             token base::Punctuation
 *             goto :function
 *           end
 */
static void cb_method_definition_5(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_goto(lx, S_function);
}

static const hl_rule r_root[] = {
    {.re = "\n            ([-+])([\\t\\n\\x0b\\f\\r\\x20]*)\n            ([(].*?[)])?([\\t\\n\\x0b\\f\\r\\x20]*)\n            (?=(?i-sx:[a-z$_][a-z0-9$_]*):?)\n          ", .opts = HL_I | HL_X, .cb = cb_root_0},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_statements[] = {
    {.re = "(\\.)(class)", .opts = 0, .cb = cb_statements_0},
    {.re = "(@selector)(\\()(class)(\\))", .opts = 0, .cb = cb_statements_1},
    {.re = "@\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "@'(\\\\[0-7]{1,3}|\\\\x[a-fA-F0-9]{1,2}|\\\\.|[^\\\\'\\n]')", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "@([0-9]+[.][0-9]*|[.][0-9]+|[0-9]+)e[+-]?[0-9]+l?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "@([0-9]+[.][0-9]*|[.][0-9]+|[0-9]+f)f?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "@0x[0-9a-fA-F]+[lL]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "@0[0-7]+l?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "@[0-9]+l?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\bin\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "@(?:interface|implementation)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_objc_classname},
    {.re = "@(?:class|protocol)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_forward_classname},
    {.re = "@([A-Za-z0-9\\p{Alphabetic}\\p{Nd}]+)", .opts = 0, .cb = cb_statements_12},
    {.re = "[?]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_ternary},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_message},
    {.re = "@\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array_literal},
    {.re = "@\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_dictionary_literal},
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
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_43},
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_message_shared[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_message[] = {
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .cb = cb_message_0},
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(\\])", .opts = 0, .cb = cb_message_1},
    HL_MIXIN(S_message_shared),
    HL_END,
};

static const hl_rule r_message_with_args[] = {
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .cb = cb_message_with_args_1},
    HL_MIXIN(S_message_shared),
    HL_END,
};

static const hl_rule r_array_literal[] = {
    {.re = "]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_dictionary_literal[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_objc_classname[] = {
    HL_MIXIN(S_whitespace),
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)([\\t\\n\\x0b\\f\\r\\x20]*)((?i-sx:[a-z$_][a-z0-9$_]*))", .opts = 0, .cb = cb_objc_classname_1},
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)([(])([\\t\\n\\x0b\\f\\r\\x20]*)((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)([)])", .opts = 0, .cb = cb_objc_classname_2},
    {.re = "[a-z$_][a-z0-9$_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_forward_classname[] = {
    HL_MIXIN(S_whitespace),
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(,)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .cb = cb_forward_classname_1},
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(;?)", .opts = 0, .cb = cb_forward_classname_2},
    HL_END,
};

static const hl_rule r_method_definition[] = {
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[.][.][.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "([(].*?[)])((?i-sx:[a-z$_][a-z0-9$_]*))", .opts = 0, .cb = cb_method_definition_2},
    {.re = "((?i-sx:[a-z$_][a-z0-9$_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = HL_M, .cb = cb_method_definition_3},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "{", .opts = 0, .cb = cb_method_definition_5},
    HL_MIXIN(S_inline_whitespace),
    {.re = "//.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_statements] = {"statements", r_statements},
    [S_ternary] = {"ternary", r_ternary},
    [S_message_shared] = {"message_shared", r_message_shared},
    [S_message] = {"message", r_message},
    [S_message_with_args] = {"message_with_args", r_message_with_args},
    [S_array_literal] = {"array_literal", r_array_literal},
    [S_dictionary_literal] = {"dictionary_literal", r_dictionary_literal},
    [S_objc_classname] = {"objc_classname", r_objc_classname},
    [S_forward_classname] = {"forward_classname", r_forward_classname},
    [S_method_definition] = {"method_definition", r_method_definition},
};

static const char *const aliases[] = {"objcpp", "obj-cpp", "obj_cpp", "objectivecpp", "objc++", "obj-c++", "obj_c++", "objectivec++", NULL};

const hl_lang hl_lang_objective_cpp = {
    .tag = "objective_cpp",
    .parent = &hl_lang_cpp,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
