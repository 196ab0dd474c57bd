/* lang_jsonnet.c: Jsonnet, ported from Rouge 3.30 lexers (Rouge::Lexers::Jsonnet). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string,
    S_string_double,
    S_string_single,
    S_string_block,
};

static const char kw_builtins[][20] = {
    "abs", "acos", "asin", "assertEqual", "atan", "ceil",
    "char", "codepoint", "cos", "escapeStringBash", "escapeStringDollars", "escapeStringJson",
    "escapeStringPython", "exp", "exponent", "filter", "filterMap", "flattenArrays",
    "floor", "foldl", "foldr", "force", "format", "join",
    "length", "lines", "log", "makeArray", "manifestIni", "manifestPython",
    "manifestPythonVars", "mantissa", "map", "max", "min", "mod",
    "objectFields", "objectHas", "pow", "range", "set", "setDiff",
    "setInter", "setMember", "setUnion", "sin", "sort", "split",
    "sqrt", "stringChars", "substr", "tan", "thisFile", "toString",
    "type", "uniq",
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

static const char kw_declarations[][9] = {
    "function",
};

static const char kw_keywords[][11] = {
    "assert", "else", "error", "for", "if", "import",
    "importstr", "in", "local", "self", "super", "tailstrict",
    "then",
};

/* jsonnet.rb:112
 *         rule identifier do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_declarations, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "-?(?:0|[1-9][0-9]*)\\.[0-9]+(?:e[+-][0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?(?:0|[1-9][0-9]*)(?:e[+-][0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[{}:\\.,;+\\[\\]=%\\(\\)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "\\|\\|\\|", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string_block},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_root_11},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\\\\([\\\\/bfnrt]|(u[0-9a-fA-F]{4}))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_string_double[] = {
    HL_MIXIN(S_string),
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_string_single[] = {
    HL_MIXIN(S_string),
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_string_block[] = {
    HL_MIXIN(S_string),
    {.re = "[|][|][|]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^|\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[|]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string", r_string},
    {"string_double", r_string_double},
    {"string_single", r_string_single},
    {"string_block", r_string_block},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_jsonnet = {
    .tag = "jsonnet",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
