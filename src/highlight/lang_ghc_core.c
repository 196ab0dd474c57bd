/* lang_ghc_core.c: GHC Core, ported from Rouge 3.30 lexers (Rouge::Lexers::GHCCore). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expression,
    S_expression_line,
    S_annotation,
    S_common,
    S_literal,
    S_constants,
    S_name,
    S_punctuation,
    S_operator,
    S_recursive_binding,
    S_ghc_rule,
    S_function,
};

/* ghc_core.rb:83
 *         rule %r/^([A-Z]\w*)(\.)/ do |m|
 *           token Name::Namespace, m[0]
 *           token Punctuation, m[1]
 *         end
 */
static void cb_name_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_token(lx, T_Name_Namespace, m->s, m->ov[1]);
    hl_token(lx, T_Punctuation, g0p, g0n);
}

/* ghc_core.rb:91
 *         rule %r/(^[a-z].*?\d+\.\d+\.\d+)(:)(?=\S)/ do |m|
 *           token Name::Namespace, m[1]
 *           token Punctuation, m[2]
 *         end
 */
static void cb_name_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Name_Namespace, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
}

/* ghc_core.rb:120
 *         rule %r/(Rec)(\s*)({)/ do |m|
 *           token Keyword, m[1]
 *           token Text, m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_recursive_binding_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Text, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* ghc_core.rb:126
 *         rule %r/^(end)(\s*)(Rec)(\s*)(})/ do |m|
 *           token Keyword, m[1]
 *           token Text, m[2]
 *           token Keyword, m[3]
 *           token Text, m[4]
 *           token Punctuation, m[5]
 *         end
 */
static void cb_recursive_binding_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Text, g1p, g1n);
    hl_token(lx, T_Keyword, g2p, g2n);
    hl_token(lx, T_Text, g3p, g3n);
    hl_token(lx, T_Punctuation, g4p, g4n);
}

/* ghc_core.rb:136
 *         rule %r/^(".*?")/m do |m|
 *           token Name::Label, m[0]
 * 
 *           push :expression
 *         end
 */
static void cb_ghc_rule_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Label, m->s, m->ov[1]);
    hl_push(lx, S_expression);
}

/* ghc_core.rb:144
 *         rule %r/^(\S+)(?=.*?(=|::))/m do |m|
 *           token Name::Function, m[0]
 * 
 *           push :expression
 *         end
 */
static void cb_function_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    hl_push(lx, S_expression);
}

static const hl_rule r_root[] = {
    {.re = "^=====.*=====$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Heading}},
    {.re = "^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]+ UTC$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "^Result size of .+\\n.+{[^}]*}", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "--.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}, .act = HL_PUSH, .arg = S_annotation},
    HL_MIXIN(S_recursive_binding),
    HL_MIXIN(S_ghc_rule),
    HL_MIXIN(S_function),
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_expression[] = {
    {.re = "[\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(?=^[^\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expression_line},
    HL_END,
};

static const hl_rule r_expression_line[] = {
    {.re = " ", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_common),
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_annotation[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}, .act = HL_POP, .arg = 1},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}, .act = HL_PUSH, .arg = S_annotation},
    {.re = "[^\\[\\]]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    HL_END,
};

static const hl_rule r_common[] = {
    {.re = "\\[[^=]*\\]", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}, .act = HL_PUSH, .arg = S_annotation},
    HL_MIXIN(S_literal),
    HL_MIXIN(S_constants),
    HL_MIXIN(S_punctuation),
    HL_MIXIN(S_operator),
    HL_MIXIN(S_name),
    HL_END,
};

static const hl_rule r_literal[] = {
    {.re = "[0-9]+\\.[0-9]+\\#{0,2}", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+\\#{0,2}", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\".*\"#", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'.'#", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    HL_END,
};

static const hl_rule r_constants[] = {
    {.re = "__DEFAULT", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    HL_END,
};

static const hl_rule r_name[] = {
    {.re = "^([A-Z][A-Za-z0-9_]*)(\\.)", .opts = 0, .bol = 1, .cb = cb_name_0},
    {.re = "[A-Z][^\\t\\n\\x0b\\f\\r\\x20.,(){}]*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(^[a-z].*?[0-9]+\\.[0-9]+\\.[0-9]+)(:)(?=[^\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .cb = cb_name_2},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]*\\(,\\)[^\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20][^\\t\\n\\x0b\\f\\r\\x20.,(){}]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_punctuation[] = {
    {.re = "[.,(){};]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_operator[] = {
    {.re = "=>", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "->", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "::", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "forall", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "case", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "of", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "letrec", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "let", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "join", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "@", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_recursive_binding[] = {
    {.re = "(Rec)([\\t\\n\\x0b\\f\\r\\x20]*)({)", .opts = 0, .cb = cb_recursive_binding_0},
    {.re = "^(end)([\\t\\n\\x0b\\f\\r\\x20]*)(Rec)([\\t\\n\\x0b\\f\\r\\x20]*)(})", .opts = 0, .bol = 1, .cb = cb_recursive_binding_1},
    HL_END,
};

static const hl_rule r_ghc_rule[] = {
    {.re = "^(\".*?\")", .opts = HL_M, .bol = 1, .cb = cb_ghc_rule_0},
    HL_END,
};

static const hl_rule r_function[] = {
    {.re = "^([^\\t\\n\\x0b\\f\\r\\x20]+)(?=.*?(=|::))", .opts = HL_M, .bol = 1, .cb = cb_function_0},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expression", r_expression},
    {"expression_line", r_expression_line},
    {"annotation", r_annotation},
    {"common", r_common},
    {"literal", r_literal},
    {"constants", r_constants},
    {"name", r_name},
    {"punctuation", r_punctuation},
    {"operator", r_operator},
    {"recursive_binding", r_recursive_binding},
    {"ghc_rule", r_ghc_rule},
    {"function", r_function},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ghc_core = {
    .tag = "ghc-core",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
