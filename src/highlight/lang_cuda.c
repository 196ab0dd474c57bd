/* lang_cuda.c: CUDA, ported from Rouge 3.30 lexers (Rouge::Lexers::CUDA). */
#include "highlight/engine.h"

enum {
    S_root,
    S_statements,
    S_classname,
    S_template,
    S_case,
    S_expr_bol,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_expr_whitespace,
    S_function,
    S_string,
    S_macro,
    S_include,
    S_if_0,
};

static const char *const kw_keywords[] = {
    "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Imaginary", "_Noreturn",
    "_Static_assert", "_Thread_local", "__constant__", "__device__", "__forceinline__", "__global__",
    "__host__", "__managed__", "__noinline__", "__restrict__", "__shared__", "alignas",
    "alignof", "asm", "auto", "break", "case", "catch",
    "char8_t", "co_await", "co_return", "co_yield", "concept", "const",
    "const_cast", "consteval", "constexpr", "constinit", "continue", "decltype",
    "default", "delete", "do", "dynamic_cast", "else", "enum",
    "explicit", "export", "extern", "final", "for", "friend",
    "goto", "if", "mutable", "namespace", "new", "noexcept",
    "operator", "override", "private", "protected", "public", "register",
    "reinterpret_cast", "requires", "restrict", "restricted", "return", "size_of",
    "sizeof", "static", "static_assert", "static_cast", "struct", "switch",
    "this", "thread_local", "throw", "throws", "try", "typedef",
    "typeid", "typename", "union", "using", "virtual", "volatile",
    "while",
};

static const char *const kw_keywords_type[] = {
    "DIR", "FILE", "_Bool", "_Complex", "bool", "char",
    "char1", "char16_t", "char2", "char3", "char32_t", "char4",
    "clock_t", "dim3", "div_t", "double", "double1", "double2",
    "double3", "double4", "float", "float1", "float2", "float3",
    "float4", "fpos_t", "int", "int1", "int16_t", "int2",
    "int3", "int32_t", "int4", "int64_t", "int8_t", "int_fast16_t",
    "int_fast32_t", "int_fast64_t", "int_fast8_t", "int_least16_t", "int_least32_t", "int_least64_t",
    "int_least8_t", "intmax_t", "intptr_t", "jmp_buf", "ldiv_t", "long",
    "long1", "long2", "long3", "long4", "longlong1", "longlong2",
    "longlong3", "longlong4", "mbstate_t", "off_t", "ptrdiff_t", "short",
    "short1", "short2", "short3", "short4", "sig_atomic_t", "signed",
    "size_t", "ssize_t", "time_t", "uchar1", "uchar2", "uchar3",
    "uchar4", "uint1", "uint16_t", "uint2", "uint3", "uint32_t",
    "uint4", "uint64_t", "uint8_t", "uint_fast16_t", "uint_fast32_t", "uint_fast64_t",
    "uint_fast8_t", "uint_least16_t", "uint_least32_t", "uint_least64_t", "uint_least8_t", "uintmax_t",
    "uintptr_t", "ulong1", "ulong2", "ulong3", "ulong4", "ulonglong1",
    "ulonglong2", "ulonglong3", "ulonglong4", "unsigned", "ushort1", "ushort2",
    "ushort3", "ushort4", "va_list", "void", "wchar_t", "wctrans_t",
    "wctype_t", "wint_t",
};

static const char *const kw_reserved[] = {
    "__asm", "__based", "__cdecl", "__declspec", "__event", "__except",
    "__fastcall", "__finally", "__inline", "__int16", "__int32", "__int61",
    "__int8", "__interface", "__leave", "__multiple_inheritance", "__naked", "__restrict",
    "__single_inheritance", "__stdcall", "__super", "__thread", "__try", "__typename",
    "__uuidof", "__virtual_inheritance", "_inline", "_naked", "_restrict", "_thread",
    "_typename", "inline", "naked", "restrict", "thread", "typename",
};

/* c.rb:136
 *         rule %r(
 *           ([\w*\s]+?[\s*]) # return arguments
 *           (#{id})          # function name
 *           (\s*\([^;]*?\))  # signature
 *           (#{ws}?)({|;)    # open brace or semicolon
 *         )mx do |m|
 *           # TODO: do this better.
 *           recurse m[1]
 *           token Name::Function, m[2]
 *           recurse m[3]
 *           recurse m[4]
 *           token Punctuation, m[5]
 *           if m[5] == ?{
 *             push :function
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_recurse(lx, p, n);
    hl_token_m(lx, T_Name_Function, m, 2);
    hl_group(m, 3, &p, &n);
    hl_recurse(lx, p, n);
    hl_group(m, 4, &p, &n);
    hl_recurse(lx, p, n);
    hl_token_m(lx, T_Punctuation, m, 5);
    if (hl_group_eq(m, 5, "{"))
        hl_push(lx, S_function);
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
static void cb_statements_26(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(kw_keywords, p, n))
        tok = T_Keyword;
    else if (HL_IN(kw_keywords_type, p, n))
        tok = T_Keyword_Type;
    else if (HL_IN(kw_reserved, p, n))
        tok = T_Keyword_Reserved;
    hl_token(lx, tok, p, n);
}

static const hl_rule r_root[] = {
    {.re = "(?:__offload|__blockingoffload|__outer)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}},
    HL_MIXIN(S_expr_whitespace),
    {.re = "\n          ([A-Za-z0-9_*\\t\\n\\x0b\\f\\r\\x20]+?[\\t\\n\\x0b\\f\\r\\x20*]) # return arguments\n          ((?-six:[a-zA-Z_][a-zA-Z0-9_]*))          # function name\n          ([\\t\\n\\x0b\\f\\r\\x20]*\\([^;]*?\\))  # signature\n          ((?-six:(?:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*].*?[*]\\/)+)?)({|;)    # open brace or semicolon\n        ", .opts = HL_X | HL_M, .cb = cb_root_2},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    HL_MIXIN(S_statements),
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

static const hl_rule r_case[] = {
    {.re = ":(?!:)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_expr_bol[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "#if[\\t\\n\\x0b\\f\\r\\x20]0", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_if_0},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "(?-six:[a-zA-Z_][a-zA-Z0-9_]*):(?!:)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_MIXIN(S_expr_bol),
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    {.re = "//(\\\\.|.)*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_expr_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_bol},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_function[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_statements),
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\([\\\\abfnrtv\"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_macro[] = {
    HL_MIXIN(S_include),
    {.re = "[^/\\n\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_MIXIN(S_inline_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_include[] = {
    {.re = "(include)([\\t\\n\\x0b\\f\\r\\x20]*)(<[^>]+>)([^\\n]*)", .opts = 0, .ntok = 4, .tok = {T_Comment_Preproc, T_Text, T_Comment_PreprocFile, T_Comment_Single}, .groups = 1},
    {.re = "(include)([\\t\\n\\x0b\\f\\r\\x20]*)(\"[^\"]+\")([^\\n]*)", .opts = 0, .ntok = 4, .tok = {T_Comment_Preproc, T_Text, T_Comment_PreprocFile, T_Comment_Single}, .groups = 1},
    HL_END,
};

static const hl_rule r_if_0[] = {
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*#if", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_if_0},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*#[\\t\\n\\x0b\\f\\r\\x20]*el(?:se|if)", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*#[\\t\\n\\x0b\\f\\r\\x20]*endif\\b.*?(?<!\\\\)\\n", .opts = HL_M, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"statements", r_statements},
    {"classname", r_classname},
    {"template", r_template},
    {"case", r_case},
    {"expr_bol", r_expr_bol},
    {"bol", r_bol},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
    {"expr_whitespace", r_expr_whitespace},
    {"function", r_function},
    {"string", r_string},
    {"macro", r_macro},
    {"include", r_include},
    {"if_0", r_if_0},
};

static void start(hl_lx *lx) { hl_push(lx, S_bol); }

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_cuda = {
    .tag = "cuda",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
