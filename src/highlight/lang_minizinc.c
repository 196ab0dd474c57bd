/* lang_minizinc.c: MiniZinc, ported from Rouge 3.30 lexers (Rouge::Lexers::MiniZinc). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const char kw_builtins[][16] = {
    "abort", "abs", "acosh", "array1d", "array2d", "array3d",
    "array4d", "array5d", "array6d", "array_intersect", "array_union", "asin",
    "assert", "atan", "bool2int", "card", "ceil", "concat",
    "cos", "cosh", "dom", "dom_array", "dom_size", "exp",
    "fix", "floor", "index_set", "index_set_1of2", "index_set_1of3", "index_set_2of2",
    "index_set_2of3", "index_set_3of3", "int2float", "is_fixed", "join", "lb",
    "lb_array", "length", "ln", "log", "log10", "log2",
    "max", "min", "pow", "product", "round", "set2array",
    "show", "show_float", "show_int", "sin", "sinh", "sqrt",
    "sum", "tan", "tanh", "trace", "ub", "ub_array",
};

static const char kw_keywords[][11] = {
    "ann", "annotation", "any", "constraint", "else", "endif",
    "for", "forall", "function", "if", "include", "list",
    "maximize", "minimize", "of", "op", "output", "par",
    "predicate", "record", "satisfy", "solve", "test", "then",
    "type", "var", "where",
};

static const char kw_keywords_type[][7] = {
    "array", "bool", "enum", "float", "int", "set",
    "string", "tuple",
};

static const char kw_operators[][10] = {
    "diff", "in", "intersect", "subset", "superset", "symdiff",
    "union",
};

/* minizinc.rb:65
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.keywords_type.include? m[0]
 *             token Keyword::Type
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.operators.include? m[0]
 *             token Operator
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_12(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\\\\\n", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "%.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*](.|\\n)*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "not|<->|->|<-|\\\\/|xor|/\\\\", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "<|>|<=|>=|==|=|!=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\+|-|\\*|/|div|mod", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\\\|\\.\\.|\\+\\+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[|()\\[\\]{},:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(true|false)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "([+-]?)[0-9]+(\\.(?!\\.)[0-9]*)?([eE][-+]?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[$a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .cb = cb_root_12},
    {.re = "::[\\t\\n\\x0b\\f\\r\\x20]*([^\\W0-9][A-Za-z0-9_]*)([\\t\\n\\x0b\\f\\r\\x20]*\\([^\\)]*\\))?", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "\\b([^\\W0-9][A-Za-z0-9_]*)\\b(\\()", .opts = 0, .ntok = 2, .tok = {T_Name_Function, T_Punctuation}, .groups = 1},
    {.re = "[^\\W0-9][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Other}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_minizinc = {
    .tag = "minizinc",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
