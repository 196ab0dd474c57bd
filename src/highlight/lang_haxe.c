/* lang_haxe.c: Haxe, ported from Rouge 3.30 lexers (Rouge::Lexers::Haxe). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_expr_start,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_bad_regex,
    S_statement,
    S_object,
    S_metadata,
    S_ternary,
    S_str_double,
    S_str_single,
    S_str_escape,
    S_str_interpol,
};

static const char kw_builtins[][12] = {
    "Any", "Array", "Bool", "Class", "Date", "DateTools",
    "Dynamic", "EReg", "File", "FileSystem", "Float", "Int",
    "Lambda", "Map", "Math", "Reflect", "Std", "String",
    "StringTools", "Sys", "UInt", "Void", "isNaN", "parseFloat",
    "parseInt", "this",
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

static const char kw_declarations[][11] = {
    "abstract", "dynamic", "extends", "extern", "from", "implements",
    "inline", "static", "to", "typedef", "var",
};

static const char kw_imports[][7] = {
    "import", "using",
};

static const char kw_keywords[][10] = {
    "break", "case", "cast", "catch", "class", "continue",
    "default", "do", "else", "enum", "false", "for",
    "function", "if", "import", "interface", "macro", "new",
    "null", "override", "package", "private", "public", "return",
    "switch", "this", "throw", "true", "try", "untyped",
    "while",
};

static const char kw_reserved[][10] = {
    "autoBuild", "build", "enum", "inline", "super", "trace",
};

/* haxe.rb:137
 *         rule %r/[?]/ do
 *           token Punctuation
 *           push :ternary
 *           push :expr_start
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_ternary);
    hl_push(lx, S_expr_start);
}

/* haxe.rb:143
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *             push :expr_start
 *           elsif self.class.imports.include? m[0]
 *             token Keyword
 *             push :namespace
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
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_imports, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        /* push :namespace: a state Rouge does not define (it raises there); the stack is left alone */
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

/* haxe.rb:198
 *         rule %r/(#{id})(\()?/ do |m|
 *           groups Name::Decorator, Punctuation
 *           pop! unless m[2]
 *         end
 */
static void cb_metadata_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 2, &g0p, &g0n);
    hl_token_m(lx, T_Name_Decorator, m, 1); hl_token_m(lx, T_Punctuation, m, 2);
    if (!((g0p != NULL)))
        hl_pop(lx, 1);
}

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_statement},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "@", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_PUSH, .arg = S_metadata},
    {.re = "\\+\\+ | -- | ~ | && | \\|\\| | \\\\(?=\\n) | << | >> | ==\n               | != ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[-:<>+*%&|\\^/!=]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[(\\[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[)\\]}.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[?]", .opts = 0, .cb = cb_root_9},
    {.re = "[$a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_root_10},
    {.re = "\\-?[0-9]+\\.[0-9]+(?:[eE][0-9]+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_str_double},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_str_single},
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
    {.re = "#(?:if|elseif|else|end).*", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "~", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex},
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
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
    {.re = "[gim]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
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

static const hl_rule r_statement[] = {
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text, T_Punctuation}, .groups = 1},
    HL_MIXIN(S_expr_start),
    HL_END,
};

static const hl_rule r_object[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_statement},
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_metadata[] = {
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))(\\()?", .opts = 0, .cb = cb_metadata_0},
    {.re = ":(?-six:[$a-zA-Z_][a-zA-Z0-9_]*)(?:\\.(?-six:[$a-zA-Z_][a-zA-Z0-9_]*))*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_POP, .arg = 1},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_expr_start},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_str_double[] = {
    HL_MIXIN(S_str_escape),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_str_single[] = {
    HL_MIXIN(S_str_escape),
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\$(?-six:[$a-zA-Z_][a-zA-Z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_str_interpol},
    {.re = "[^\\\\$']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_str_escape[] = {
    {.re = "\\\\[\\\\tnr'\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-7]{3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\x[0-9a-fA-F]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\u[0-9a-fA-F]{4}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\u\\{[0-9a-fA-F]{1,6}\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_str_interpol[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"expr_start", r_expr_start},
    {"regex", r_regex},
    {"regex_end", r_regex_end},
    {"regex_group", r_regex_group},
    {"bad_regex", r_bad_regex},
    {"statement", r_statement},
    {"object", r_object},
    {"metadata", r_metadata},
    {"ternary", r_ternary},
    {"str_double", r_str_double},
    {"str_single", r_str_single},
    {"str_escape", r_str_escape},
    {"str_interpol", r_str_interpol},
};

static const char *const aliases[] = {"hx", "haxe", NULL};

const hl_lang hl_lang_haxe = {
    .tag = "haxe",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
