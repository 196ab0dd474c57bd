/* lang_graphql.c: Graphql, ported from Rouge 3.30 lexers (Rouge::Lexers::GraphQL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_has_directives,
    S_fragment_definition,
    S_query_definition,
    S_type_definition,
    S_union_definition,
    S_union_definition_variant,
    S_union_definition_pipe,
    S_type_definition_set,
    S_arguments,
    S_variable_definitions,
    S_type_names,
    S_type_name_list,
    S_selection_set,
    S_list,
    S_object,
    S_value,
};

/* graphql.rb:16
 *         rule %r/\{/ do
 *           token Punctuation
 *           push :query_definition
 *           push :selection_set
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_query_definition);
    hl_push(lx, S_selection_set);
}

/* graphql.rb:37
 *         rule %r/(""")(\n)(.*?)(\n)(""")/m do |m|
 *           token Str::Double, m[1]
 *           token Text::Whitespace, m[2]
 *           delegate Markdown, m[3]
 *           token Text::Whitespace, m[4]
 *           token Str::Double, m[5]
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    hl_token(lx, T_Literal_String_Double, g0p, g0n);
    hl_token(lx, T_Text_Whitespace, g1p, g1n);
    hl_delegate_new(lx, &hl_lang_markdown, g2p, g2n);
    hl_token(lx, T_Text_Whitespace, g3p, g3n);
    hl_token(lx, T_Literal_String_Double, g4p, g4n);
}

/* graphql.rb:94
 *         rule %r/\b#{name}\b/ do
 *           token Name
 *           pop!
 *           push :union_definition_pipe
 *         end
 */
static void cb_union_definition_variant_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_union_definition_pipe);
}

/* graphql.rb:104
 *         rule %r/\|/ do
 *           token Punctuation
 *           pop!
 *           push :union_definition_variant
 *         end
 */
static void cb_union_definition_pipe_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_union_definition_variant);
}

/* graphql.rb:184
 *         rule %r/\}/ do
 *           token Punctuation
 *           pop!
 *           pop! if state?(:query_definition) || state?(:fragment_definition)
 *         end
 */
static void cb_selection_set_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    if (((hl_top(lx) == S_query_definition)) || ((hl_top(lx) == S_fragment_definition)))
        hl_pop(lx, 1);
}

/* graphql.rb:212
 *         rule %r/\]/ do
 *           token Punctuation
 *           pop!
 *           pop! if state?(:value)
 *         end
 */
static void cb_list_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    if ((hl_top(lx) == S_value))
        hl_pop(lx, 1);
}

/* graphql.rb:222
 *         rule %r/\}/ do
 *           token Punctuation
 *           pop!
 *           pop! if state?(:value)
 *         end
 */
static void cb_object_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    if ((hl_top(lx) == S_value))
        hl_pop(lx, 1);
}

/* graphql.rb:238
 *           ->(m) {
 *             token t
 *             pop! unless state?(:list)
 *           }
 */
static void cb_value_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    if (!((hl_top(lx) == S_list)))
        hl_pop(lx, 1);
}

/* graphql.rb:238
 *           ->(m) {
 *             token t
 *             pop! unless state?(:list)
 *           }
 */
static void cb_value_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    if (!((hl_top(lx) == S_list)))
        hl_pop(lx, 1);
}

/* graphql.rb:238
 *           ->(m) {
 *             token t
 *             pop! unless state?(:list)
 *           }
 */
static void cb_value_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_Number_Float, m->s, m->ov[1]);
    if (!((hl_top(lx) == S_list)))
        hl_pop(lx, 1);
}

/* graphql.rb:238
 *           ->(m) {
 *             token t
 *             pop! unless state?(:list)
 *           }
 */
static void cb_value_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_Number_Integer, m->s, m->ov[1]);
    if (!((hl_top(lx) == S_list)))
        hl_pop(lx, 1);
}

/* graphql.rb:238
 *           ->(m) {
 *             token t
 *             pop! unless state?(:list)
 *           }
 */
static void cb_value_5(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Double, m->s, m->ov[1]);
    if (!((hl_top(lx) == S_list)))
        hl_pop(lx, 1);
}

/* graphql.rb:238
 *           ->(m) {
 *             token t
 *             pop! unless state?(:list)
 *           }
 */
static void cb_value_6(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name, m->s, m->ov[1]);
    if (!((hl_top(lx) == S_list)))
        hl_pop(lx, 1);
}

static const hl_rule r_root[] = {
    {.re = "\\b(?:query|mutation|subscription)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_query_definition},
    {.re = "\\{", .opts = 0, .cb = cb_root_1},
    {.re = "\\bfragment\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_fragment_definition},
    {.re = "\\bscalar\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_value},
    {.re = "\\b(?:type|interface|enum)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_type_definition},
    {.re = "\\b(?:input|schema)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_type_definition},
    {.re = "\\bunion\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_union_definition},
    {.re = "\\bextend\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_basic),
    {.re = "(\"\"\")(\\n)(.*?)(\\n)(\"\"\")", .opts = HL_M, .cb = cb_root_9},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "[!,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_has_directives[] = {
    {.re = "(@(?-six:[_A-Za-z][_0-9A-Za-z]*))([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_arguments},
    {.re = "@(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_END,
};

static const hl_rule r_fragment_definition[] = {
    {.re = "\\bon\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_query_definition),
    HL_END,
};

static const hl_rule r_query_definition[] = {
    HL_MIXIN(S_has_directives),
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_variable_definitions},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_selection_set},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_type_definition[] = {
    {.re = "\\bimplements\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_variable_definitions},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_type_definition_set},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_union_definition[] = {
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "\\=", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_union_definition_variant},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_union_definition_variant[] = {
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .cb = cb_union_definition_variant_0},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_union_definition_pipe[] = {
    {.re = "\\|", .opts = 0, .cb = cb_union_definition_pipe_0},
    {.re = "(?!\\||[\\t\\n\\x0b\\f\\r\\x20]+|#[^\\n]*)", .opts = 0, .act = HL_POP, .arg = 2},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_type_definition_set[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    {.re = "\\b((?-six:[_A-Za-z][_0-9A-Za-z]*))([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = 0, .ntok = 3, .tok = {T_Name, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_variable_definitions},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_type_names},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_arguments[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_value},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_variable_definitions[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\$(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_type_names},
    {.re = "\\=", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_value},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_type_names[] = {
    {.re = "\\b(?:Int|Float|String|Boolean|ID)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_POP, .arg = 1},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}, .act = HL_POP, .arg = 1},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_type_name_list},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_type_name_list[] = {
    {.re = "\\b(?:Int|Float|String|Boolean|ID)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_selection_set[] = {
    HL_MIXIN(S_has_directives),
    {.re = "\\}", .opts = 0, .cb = cb_selection_set_1},
    {.re = "\\b((?-six:[_A-Za-z][_0-9A-Za-z]*))([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = 0, .ntok = 3, .tok = {T_Name, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_arguments},
    {.re = "\\b((?-six:[_A-Za-z][_0-9A-Za-z]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "(\\.\\.\\.)([\\t\\n\\x0b\\f\\r\\x20]+)(on)\\b", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text_Whitespace, T_Keyword}, .groups = 1},
    {.re = "\\.\\.\\.", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_selection_set},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_list[] = {
    {.re = "\\]", .opts = 0, .cb = cb_list_0},
    HL_MIXIN(S_value),
    HL_END,
};

static const hl_rule r_object[] = {
    {.re = "\\}", .opts = 0, .cb = cb_object_0},
    {.re = "\\b((?-six:[_A-Za-z][_0-9A-Za-z]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    HL_MIXIN(S_basic),
    HL_END,
};

static const hl_rule r_value[] = {
    {.re = "\"\"\".*?\"\"\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\$(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .cb = cb_value_1},
    {.re = "\\b(?:true|false|null)\\b", .opts = 0, .cb = cb_value_2},
    {.re = "[+-]?[0-9]+\\.[0-9]+(?:[eE][+-]?[0-9]+)?", .opts = 0, .cb = cb_value_3},
    {.re = "[+-]?[1-9][0-9]*(?:[eE][+-]?[0-9]+)?", .opts = 0, .cb = cb_value_4},
    {.re = "\"(\\\\[\\\\\"]|[^\"])*\"", .opts = 0, .cb = cb_value_5},
    {.re = "\\b(?-six:[_A-Za-z][_0-9A-Za-z]*)\\b", .opts = 0, .cb = cb_value_6},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_list},
    HL_MIXIN(S_basic),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"has_directives", r_has_directives},
    {"fragment_definition", r_fragment_definition},
    {"query_definition", r_query_definition},
    {"type_definition", r_type_definition},
    {"union_definition", r_union_definition},
    {"union_definition_variant", r_union_definition_variant},
    {"union_definition_pipe", r_union_definition_pipe},
    {"type_definition_set", r_type_definition_set},
    {"arguments", r_arguments},
    {"variable_definitions", r_variable_definitions},
    {"type_names", r_type_names},
    {"type_name_list", r_type_name_list},
    {"selection_set", r_selection_set},
    {"list", r_list},
    {"object", r_object},
    {"value", r_value},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_graphql = {
    .tag = "graphql",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
