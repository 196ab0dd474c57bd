/* lang_javascript.c: JavaScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Javascript). */
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
};

static const char kw_builtins[][19] = {
    "Array", "ArrayBuffer", "Boolean", "DataView", "Date", "Error",
    "Float32Array", "Float64Array", "Function", "Int16Array", "Int32Array", "Int8Array",
    "Map", "Math", "Number", "Object", "Packages", "Promise",
    "Proxy", "Reflect", "RegExp", "Set", "String", "Symbol",
    "Uint16Array", "Uint16ClampedArray", "Uint32Array", "Uint32ClampedArray", "Uint8Array", "Uint8ClampedArray",
    "WeakMap", "WeakSet", "decodeURI", "decodeURIComponent", "document", "encodeURI",
    "encodeURIComponent", "eval", "global", "isFinite", "isNaN", "navigator",
    "netscape", "parseFloat", "parseInt", "self", "sun", "window",
};

static const char kw_constants[][10] = {
    "Infinity", "NaN", "false", "null", "true", "undefined",
};

static const char kw_declarations[][12] = {
    "class", "const", "constructor", "extends", "function", "get",
    "let", "set", "static", "var", "with",
};

static const char kw_keywords[][11] = {
    "as", "async", "await", "break", "case", "catch",
    "continue", "debugger", "default", "delete", "do", "else",
    "export", "finally", "for", "from", "if", "import",
    "in", "instanceof", "new", "of", "return", "super",
    "switch", "this", "throw", "try", "typeof", "void",
    "while", "yield",
};

static const char kw_reserved[][11] = {
    "enum", "implements", "interface", "package", "private", "protected",
    "public",
};

/* javascript.rb:169
 *         rule %r/[?]/ do
 *           token Punctuation
 *           push :ternary
 *           push :expr_start
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
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
static void cb_root_13(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    if (HL_IN(kw_keywords, p, n)) {
        hl_token(lx, T_Keyword, p, n);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_declarations, p, n)) {
        hl_token(lx, T_Keyword_Declaration, p, n);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_reserved, p, n)) {
        hl_token(lx, T_Keyword_Reserved, p, n);
    } else if (HL_IN(kw_constants, p, n)) {
        hl_token(lx, T_Keyword_Constant, p, n);
    } else if (HL_IN(kw_builtins, p, n)) {
        hl_token(lx, T_Name_Builtin, p, n);
    } else {
        hl_token(lx, T_Name_Other, p, n);
    }
}

static const hl_rule r_root[] = {
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
    {.re = "[?]", .opts = 0, .cb = cb_root_10},
    {.re = "(\\@)([A-Za-z0-9_]+)?", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Name_Decorator}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[\\p{L}\\p{Nl}$_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*", .opts = HL_I, .cb = cb_root_13},
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

static const hl_rule r_multiline_comment[] = {
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "<!--", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comment},
    HL_END,
};

static const hl_rule r_expr_start[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex},
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_object},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex_end},
    {.re = "[^/]\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "\\[\\^", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[(][?][:=<!]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[{][0-9,]+[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[()?]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_regex_end[] = {
    {.re = "[gimuy]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex_group[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^/]\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 2},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_bad_regex[] = {
    {.re = "[^\\n]+", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\\\\[\\\\nrt\"]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "\\\\[\\\\nrt']?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "case\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_GOTO, .arg = S_expr_start},
    {.re = "((?i-sx:[\\p{L}\\p{Nl}$_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text, T_Punctuation}, .groups = 1},
    HL_MIXIN(S_expr_start),
    HL_END,
};

static const hl_rule r_object[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_statement},
    {.re = "((?i-sx:[\\p{L}\\p{Nl}$_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_expr_start},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_template_string[] = {
    {.re = "[$]{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_template_string_expr},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\\\[$`]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^$`\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[\\\\$]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_template_string_expr[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"multiline_comment", r_multiline_comment},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"expr_start", r_expr_start},
    {"regex", r_regex},
    {"regex_end", r_regex_end},
    {"regex_group", r_regex_group},
    {"bad_regex", r_bad_regex},
    {"dq", r_dq},
    {"sq", r_sq},
    {"statement", r_statement},
    {"object", r_object},
    {"ternary", r_ternary},
    {"template_string", r_template_string},
    {"template_string_expr", r_template_string_expr},
};

static const char *const aliases[] = {"js", NULL};

const hl_lang hl_lang_javascript = {
    .tag = "javascript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
