/* lang_tsx.c: TSX, ported from Rouge 3.30 lexers (Rouge::Lexers::TSX). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comment,
    S_comments_and_whitespace,
    S_expr_start,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_bad_regex,
    S_dq,
    S_sq,
    S_statement,
    S_object,
    S_ternary,
    S_template_string,
    S_template_string_expr,
    S_tag,
    S_tag_opening,
    S_element,
    S_element_name,
    S_interpol,
    S_interpol_inner,
    S__COUNT,
};

static const char kw_builtins[][19] = {
    "Array", "ArrayBuffer", "Boolean", "DataView", "Date", "Error",
    "Float32Array", "Float64Array", "Function", "Int16Array", "Int32Array", "Int8Array",
    "Map", "Math", "Number", "Object", "Packages", "Partial",
    "Pick", "Promise", "Proxy", "Readonly", "Record", "Reflect",
    "RegExp", "Set", "String", "Symbol", "Uint16Array", "Uint16ClampedArray",
    "Uint32Array", "Uint32ClampedArray", "Uint8Array", "Uint8ClampedArray", "WeakMap", "WeakSet",
    "decodeURI", "decodeURIComponent", "document", "encodeURI", "encodeURIComponent", "eval",
    "global", "isFinite", "isNaN", "navigator", "netscape", "parseFloat",
    "parseInt", "self", "sun", "window",
};

static const char kw_constants[][10] = {
    "Infinity", "NaN", "false", "null", "true", "undefined",
};

static const char kw_declarations[][12] = {
    "abstract", "class", "const", "constructor", "extends", "function",
    "get", "let", "set", "static", "type", "var",
    "with",
};

static const char kw_keywords[][11] = {
    "as", "async", "await", "break", "case", "catch",
    "continue", "debugger", "default", "delete", "do", "else",
    "export", "finally", "for", "from", "if", "implements",
    "import", "in", "instanceof", "is", "namespace", "new",
    "of", "private", "protected", "public", "readonly", "return",
    "static", "super", "switch", "this", "throw", "try",
    "typeof", "void", "while", "yield",
};

static const char kw_reserved[][11] = {
    "any", "declare", "default", "enum", "implements", "interface",
    "keyof", "module", "namespace", "number", "package", "private",
    "protected", "public", "string", "void",
};

/* javascript.rb:169
 *         rule %r/[?]/ do
 *           token Punctuation
 *           push :ternary
 *           push :expr_start
 *         end
 */
static void cb_root_12(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_ternary);
    hl_push(lx, S_expr_start);
}

/* javascript.rb:182
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *             push :expr_start
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *             push :expr_start
 *           elsif self.class.reserved.include? m[0]
 *             token Keyword::Reserved
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_15(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_declarations, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
    }
}

/* common.rb:40
 *           rule %r/(#{Javascript.id_regex})(\??)(\s*)(:)/ do
 *             groups base::Name::Label, base::Punctuation, base::Text, base::Punctuation
 *             push :expr_start
 *           end
 */
static void cb_statement_0(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Label, m, 1); hl_token_m(lx, T_Punctuation, m, 2); hl_token_m(lx, T_Text, m, 3); hl_token_m(lx, T_Punctuation, m, 4);
    hl_push(lx, S_expr_start);
}

static const hl_rule r_root[] = {
    {.re = "[?][.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[?]{2}", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\A[\\t\\n\\x0b\\f\\r\\x20]*#!.*?\\n", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_statement},
    {.re = "(?<=\\n)(?=[\\t\\n\\x0b\\f\\r\\x20]|/|<!--)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_start},
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "\\+\\+ | -- | ~ | \\?\\?=? | && | \\|\\| | \\\\(?=\\n) | << | >>>? | ===\n               | !== ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[-<>+*%&|\\^/!=]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[(\\[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[)\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_template_string},
    {.re = "[?][.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[?]", .opts = 0, .cb = cb_root_12},
    {.re = "(\\@)([A-Za-z0-9_]+)?", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Name_Decorator}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[\\p{L}\\p{Nl}$_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*", .opts = HL_I, .cb = cb_root_15},
    {.re = "[0-9][0-9]*\\.[0-9]+([eE][0-9]+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0o[0-7][0-7_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0b[01][01_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_PUSH, .arg = S_sq},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "((?i-sx:[\\p{L}\\p{Nl}$_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*))(\\?\?)([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .cb = cb_statement_0},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_element_name[] = {
    {.re = "([A-Za-z0-9_]+)(,)", .opts = 0, .ntok = 2, .tok = {T_Name_Other, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 3},
    HL_INHERIT,
    HL_END,
};

static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_statement] = {"statement", r_statement},
    [S_element_name] = {"element_name", r_element_name},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_tsx = {
    .tag = "tsx",
    .parent = &hl_lang_jsx,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
