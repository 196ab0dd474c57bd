/* lang_zig.c: Zig, ported from Rouge 3.30 lexers (Rouge::Lexers::Zig). */
#include "highlight/engine.h"

enum {
    S_root,
    S_bol,
    S_attribute,
    S_whitespace,
    S_literals,
    S_string,
};

static const char kw_builtins[][20] = {
    "@Frame", "@OpaqueType", "@TagType", "@This", "@Type", "@TypeOf",
    "@Vector", "@addWithOverflow", "@alignCast", "@alignOf", "@as", "@asyncCall",
    "@atomicLoad", "@atomicRmw", "@atomicStore", "@bitCast", "@bitOffsetOf", "@bitReverse",
    "@bitSizeOf", "@boolToInt", "@breakpoint", "@byteOffsetOf", "@byteSwap", "@bytesToSlice",
    "@cDefine", "@cImport", "@cInclude", "@cUndef", "@call", "@canImplicitCast",
    "@ceil", "@clz", "@cmpxchgStrong", "@cmpxchgWeak", "@compileError", "@compileLog",
    "@cos", "@ctz", "@divExact", "@divFloor", "@divTrunc", "@embedFile",
    "@enumToInt", "@errSetCast", "@errorName", "@errorReturnTrace", "@errorToInt", "@exp",
    "@exp2", "@export", "@fabs", "@fence", "@field", "@fieldParentPtr",
    "@floatCast", "@floatToInt", "@floor", "@frame", "@frameAddress", "@frameSize",
    "@hasDecl", "@hasField", "@import", "@intCast", "@intToEnum", "@intToError",
    "@intToFloat", "@intToPtr", "@log", "@log10", "@log2", "@memcpy",
    "@memset", "@mod", "@mulWithOverflow", "@newStackCall", "@panic", "@popCount",
    "@ptrCast", "@ptrToInt", "@rem", "@returnAddress", "@round", "@setAlignStack",
    "@setCold", "@setEvalBranchQuota", "@setFloatMode", "@setGlobalLinkage", "@setGlobalSection", "@setRuntimeSafety",
    "@shlExact", "@shlWithOverflow", "@shrExact", "@shuffle", "@sin", "@sizeOf",
    "@sliceToBytes", "@splat", "@sqrt", "@subWithOverflow", "@tagName", "@trunc",
    "@truncate", "@typeInfo", "@typeName", "@unionInit", "comptime_int",
};

static const char kw_keywords[][15] = {
    "align", "allowzero", "and", "anyerror", "anyframe", "asm",
    "async", "await", "bool", "break", "c_int", "c_long",
    "c_longdouble", "c_longlong", "c_short", "c_uint", "c_ulong", "c_ulonglong",
    "c_ushort", "c_void", "callconv", "catch", "comptime", "comptime_float",
    "const", "continue", "defer", "else", "enum", "errdefer",
    "error", "export", "extern", "fn", "for", "if",
    "inline", "linksection", "noalias", "noinline", "noreturn", "nosuspend",
    "or", "orelse", "packed", "pub", "resume", "return",
    "struct", "suspend", "switch", "test", "threadlocal", "try",
    "type", "undefined", "union", "unreachable", "usingnamespace", "usize",
    "var", "void", "volatile", "while",
};

/* zig.rb:84
 *         rule %r/([.]?)(\s*)(@?#{id})(\s*)([(]?)/ do |m|
 *           name = m[3]
 *           t = if self.class.keywords.include? name
 *                 Keyword
 *               elsif self.class.builtins.include? name
 *                 Name::Builtin
 *               elsif !m[1].empty? && !m[5].empty?
 *                 Name::Function
 *               elsif !m[1].empty?
 *                 Name::Property
 *               else
 *                 Name
 *               end
 * 
 *           groups Punctuation, Text, t, Text, Punctuation
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    const char *p, *dot, *paren;
    size_t n, dn, pn;
    hl_group(m, 3, &p, &n);
    hl_group(m, 1, &dot, &dn);
    hl_group(m, 5, &paren, &pn);
    int t = T_Name;
    if (HL_IN(kw_keywords, p, n))
        t = T_Keyword;
    else if (HL_IN(kw_builtins, p, n))
        t = T_Name_Builtin;
    else if (dn && pn)
        t = T_Name_Function;
    else if (dn)
        t = T_Name_Property;
    const short toks[] = {T_Punctuation, T_Text, (short)t, T_Text, T_Punctuation};
    for (int i = 0; i < 5; i++)
        hl_token_m(lx, toks[i], m, i + 1);
}

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_whitespace),
    {.re = "\\b(?:(i|u)[0-9]+)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\b(?:f(16|32|64|128))\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\b(?:(isize|usize))\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_MIXIN(S_literals),
    {.re = "'(?i-sx:[a-z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "([.]?)([\\t\\n\\x0b\\f\\r\\x20]*)(@?(?i-sx:[a-z_][A-Za-z0-9_]*))([\\t\\n\\x0b\\f\\r\\x20]*)([(]?)", .opts = 0, .cb = cb_root_7},
    {.re = "[()\\[\\]{}|,:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[*/!@~&+%^<>=\\?-]|\\.{1,3}", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_bol[] = {
    HL_MIXIN(S_whitespace),
    {.re = "#[\\t\\n\\x0b\\f\\r\\x20][^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_attribute[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_literals),
    {.re = "[(,)=:]", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_POP, .arg = 1},
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Decorator}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//[^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_literals[] = {
    {.re = "\\b(?:true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "\n        ' (?: (?x-si:\\\\ ([nrt'\"\\\\0] | x[0-9a-fA-F]{2} | u[0-9a-fA-F]{4} | U[0-9a-fA-F]{8})) | [^\\\\] ) '\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "r(#*)\".*?\"\\1", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\n          [0-9]+\n          ((?-six:[.][0-9_]+)  (?-six:e[-+]?[0-9_]+)?\n          |(?-six:[.][0-9_]+)? (?-six:e[-+]?[0-9_]+)\n          )\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\n        ( 0b[10_]+\n         | 0x[0-9a-fA-F_]+\n         | [0-9_]+\n        )\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\ ([nrt'\"\\\\0] | x[0-9a-fA-F]{2} | u[0-9a-fA-F]{4} | U[0-9a-fA-F]{8})", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"\\\\]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"bol", r_bol},
    {"attribute", r_attribute},
    {"whitespace", r_whitespace},
    {"literals", r_literals},
    {"string", r_string},
};

static const char *const aliases[] = {"zir", NULL};

const hl_lang hl_lang_zig = {
    .tag = "zig",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
