/* lang_cfscript.c: CFScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Cfscript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_expr_start,
    S_statement,
    S_object,
    S_ternary,
    S_import,
};

static const char kw_declarations[][10] = {
    "component", "function", "package", "private", "property", "public",
    "remote",
};

static const char kw_keywords[][9] = {
    "break", "catch", "continue", "default", "do", "else",
    "for", "if", "in", "required", "return", "switch",
    "throw", "try", "var", "while", "xml",
};

static const char kw_types[][10] = {
    "any", "array", "binary", "boolean", "component", "date",
    "guid", "numeric", "query", "string", "struct", "uuid",
    "void", "xml",
};

/* cfscript.rb:47
 *         rule %r/[?]/ do
 *           token Punctuation
 *           push :ternary
 *           push :expr_start
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_ternary);
    hl_push(lx, S_expr_start);
}

/* cfscript.rb:63
 *         rule %r/([A-Za-z_$][\w.]*)(\s*)(\()/ do |m|
 *           if self.class.keywords.include? m[1]
 *             token Keyword, m[1]
 *             token Text, m[2]
 *             token Punctuation, m[3]
 *           else
 *             token Name::Function, m[1]
 *             token Text, m[2]
 *             token Punctuation, m[3]
 *           end
 *         end
 */
static void cb_root_12(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 1, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 2, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 3, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 1, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 2, &g5p, &g5n);
    const char *g6p; size_t g6n; hl_group(m, 3, &g6p, &g6n);
    if (HL_IN(kw_keywords, g0p, g0n)) {
        hl_token(lx, T_Keyword, g1p, g1n);
        hl_token(lx, T_Text, g2p, g2n);
        hl_token(lx, T_Punctuation, g3p, g3n);
    } else {
        hl_token(lx, T_Name_Function, g4p, g4n);
        hl_token(lx, T_Text, g5p, g5n);
        hl_token(lx, T_Punctuation, g6p, g6n);
    }
}

/* cfscript.rb:75
 *         rule dotted_id do |m|
 *           if self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *             push :expr_start
 *           elsif self.class.keywords.include? m[0]
 *             token Keyword
 *             push :expr_start
 *           elsif self.class.types.include? m[0]
 *             token Keyword::Type
 *             push :expr_start
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_13(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_declarations, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_types, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "(?:\\+\\+|--|&&|\\|\\||<=|>=|<|>|==|!=|mod|eq|lt|gt|lte|gte|not|is|and|or|xor|eqv|imp|equal|contains|\\?|does not contain|greater than(?: or equal to)?|less than(?: or equal to)?)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[-<>+*%&|\\^/!=]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[(\\[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[)\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[?]", .opts = 0, .cb = cb_root_6},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "(?:application|session|client|cookie|super|this|variables|arguments|cgi)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "(?:true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "import\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 4, .tok = {T_Name, T_Text, T_Punctuation, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "([A-Za-z_$][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = 0, .cb = cb_root_12},
    {.re = "[$a-zA-Z_][a-zA-Z0-9_.]*", .opts = 0, .cb = cb_root_13},
    {.re = "[0-9][0-9]*\\.[0-9]+([eE][0-9]+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_expr_start[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_expr_start),
    HL_END,
};

static const hl_rule r_object[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_.]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Other, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_expr_start},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-z0-9_.]+\\*?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"expr_start", r_expr_start},
    {"statement", r_statement},
    {"object", r_object},
    {"ternary", r_ternary},
    {"import", r_import},
};

static const char *const aliases[] = {"cfc", NULL};

const hl_lang hl_lang_cfscript = {
    .tag = "cfscript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
