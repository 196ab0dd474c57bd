/* lang_liquid.c: Liquid, ported from Rouge 3.30 lexers (Rouge::Lexers::Liquid). */
#include "highlight/engine.h"

/* case s when /'[^']*'/ then Str::Single when /"[^"]*"/ then Str::Double else other (unanchored searches) */
static int has_quoted(const char *p, size_t n, char q)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] != q)
            continue;
        for (size_t j = i + 1; j < n; j++)
            if (p[j] == q)
                return 1;
        return 0;
    }
    return 0;
}

static int quoted_token(const char *p, size_t n, int other)
{
    if (p && has_quoted(p, n, '\''))
        return T_Literal_String_Single;
    if (p && has_quoted(p, n, '"'))
        return T_Literal_String_Double;
    return other;
}

enum {
    S_root,
    S_tag_or_block,
    S_output,
    S_filters,
    S_condition,
    S_when,
    S_end_of_tag,
    S_end_of_block,
    S_param_markup,
    S_default_param_markup,
    S_variable_param_markup,
    S_tag_markup,
    S_variable_tag_markup,
    S_keyword,
    S_variable,
    S_string,
    S_number,
    S_generic,
    S_whitespace,
    S_comment,
    S_raw,
    S_assign,
    S_include,
    S_output_embed,
};

/* liquid.rb:69
 *         rule %r/(cycle)(\s+)(?:([^\s:]*)(\s*)(:))?(\s*)/ do |m|
 *           token_class = case m[3]
 *                         when %r/'[^']*'/ then Str::Single
 *                         when %r/"[^"]*"/ then Str::Double
 *                         else
 *                           Name::Attribute
 *                         end
 * 
 *           groups Name::Tag, Text::Whitespace, token_class,
 *                  Text::Whitespace, Punctuation, Text::Whitespace
 * 
 *           push :variable_tag_markup
 *         end
 */
static void cb_tag_or_block_10(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Name_Tag, T_Text_Whitespace, 0, T_Text_Whitespace, T_Punctuation,
                                 T_Text_Whitespace};
    const char *p;
    size_t n;
    hl_group(m, 3, &p, &n);
    for (int i = 0; i < 6; i++)
        hl_token_m(lx, i == 2 ? quoted_token(p, n, T_Name_Attribute) : toks[i], m, i + 1);
    hl_push(lx, S_variable_tag_markup);
}

/* liquid.rb:84
 *         rule %r/
 *           (for|tablerow)(\s+)
 *           ([\w-]+)(\s+)
 *           (in)(\s+)
 *           (
 *             (?: [^\s%,\|'"] | (?:"[^"]*"|'[^']*') )+
 *           )(\s*)
 *         /x do |m|
 *           groups Name::Tag, Text::Whitespace, Name::Variable, Text::Whitespace,
 *                  Name::Tag, Text::Whitespace
 * 
 *           token_class = case m[7]
 *                         when %r/'[^']*'/ then Str::Single
 *                         when %r/"[^"]*"/ then Str::Double
 *                         else
 *                           Name::Variable
 *                         end
 *           token token_class, m[7]
 *           token Text::Whitespace, m[8]
 *           push :tag_markup
 *         end
 */
static void cb_tag_or_block_11(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Name_Tag, T_Text_Whitespace, T_Name_Variable, T_Text_Whitespace, T_Name_Tag,
                                 T_Text_Whitespace};
    for (int i = 0; i < 6; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    const char *p;
    size_t n;
    hl_group(m, 7, &p, &n);
    hl_token(lx, quoted_token(p, n, T_Name_Variable), p, n);
    hl_token_m(lx, T_Text_Whitespace, m, 8);
    hl_push(lx, S_tag_markup);
}

/* liquid.rb:147
 * rule(/-?\}\}/) { token Punctuation; reset_stack }
 */
static void cb_end_of_tag_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* liquid.rb:151
 * rule(/-?%\}/) { token Punctuation; reset_stack }
 */
static void cb_end_of_block_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* liquid.rb:231
 *         rule %r/(\{%-?)(\s*)(endcomment)(\s*)(-?%\})/ do
 *           groups Punctuation, Text::Whitespace, Name::Tag, Text::Whitespace, Punctuation
 *           reset_stack
 *         end
 */
static void cb_comment_1(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Punctuation, T_Text_Whitespace, T_Name_Tag, T_Text_Whitespace, T_Punctuation};
    for (int i = 0; i < 5; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_reset_stack(lx);
}

/* liquid.rb:242
 *         rule %r/(\{%-?)(\s*)(endraw)(\s*)(-?%\})/ do
 *           groups Punctuation, Text::Whitespace, Name::Tag, Text::Whitespace, Punctuation
 *           reset_stack
 *         end
 */
static void cb_raw_1(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Punctuation, T_Text_Whitespace, T_Name_Tag, T_Text_Whitespace, T_Punctuation};
    for (int i = 0; i < 5; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_reset_stack(lx);
}

static const hl_rule r_root[] = {
    {.re = "[^\\{]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(\\{%-?)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_tag_or_block},
    {.re = "(\\{\\{-?)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_output},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_tag_or_block[] = {
    {.re = "(if|elsif|unless|case)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_condition},
    {.re = "(when)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_when},
    {.re = "(else)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(capture|(?:in|de)crement)([\\t\\n\\x0b\\f\\r\\x20]+)([^\\t\\n\\x0b\\f\\r\\x20%]+)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .ntok = 5, .tok = {T_Name_Tag, T_Text_Whitespace, T_Name_Variable, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(comment)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_comment},
    {.re = "(raw)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_raw},
    {.re = "(end(?:if|unless|case))([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(end(?:[^\\t\\n\\x0b\\f\\r\\x20%]+))([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(assign|echo)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_assign},
    {.re = "(include|render)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_include},
    {.re = "(cycle)([\\t\\n\\x0b\\f\\r\\x20]+)(?:([^\\t\\n\\x0b\\f\\r\\x20:]*)([\\t\\n\\x0b\\f\\r\\x20]*)(:))?([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .cb = cb_tag_or_block_10},
    {.re = "\n          (for|tablerow)([\\t\\n\\x0b\\f\\r\\x20]+)\n          ([A-Za-z0-9_-]+)([\\t\\n\\x0b\\f\\r\\x20]+)\n          (in)([\\t\\n\\x0b\\f\\r\\x20]+)\n          (\n            (?: [^\\t\\n\\x0b\\f\\r\\x20%,\\|'\"] | (?:\"[^\"]*\"|'[^']*') )+\n          )([\\t\\n\\x0b\\f\\r\\x20]*)\n        ", .opts = HL_X, .cb = cb_tag_or_block_11},
    {.re = "([^\\t\\n\\x0b\\f\\r\\x20%]+)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Name_Tag, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_tag_markup},
    HL_END,
};

static const hl_rule r_output[] = {
    {.re = "(\\|)([\\t\\n\\x0b\\f\\r\\x20]*)([a-zA-Z_][^\\t\\n\\x0b\\f\\r\\x20}\\|:]*)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text_Whitespace, T_Name_Function}, .groups = 1, .act = HL_PUSH, .arg = S_filters},
    HL_MIXIN(S_end_of_tag),
    HL_MIXIN(S_generic),
    HL_END,
};

static const hl_rule r_filters[] = {
    {.re = "(\\|)([\\t\\n\\x0b\\f\\r\\x20]*)([a-zA-Z_][^\\t\\n\\x0b\\f\\r\\x20%}\\|:]*)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text_Whitespace, T_Name_Function}, .groups = 1},
    HL_MIXIN(S_end_of_tag),
    HL_MIXIN(S_end_of_block),
    HL_MIXIN(S_variable_param_markup),
    HL_END,
};

static const hl_rule r_condition[] = {
    {.re = "([=!]=|[<>]=?)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(and|or|contains)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    HL_MIXIN(S_end_of_block),
    HL_MIXIN(S_generic),
    HL_END,
};

static const hl_rule r_when[] = {
    HL_MIXIN(S_end_of_block),
    HL_MIXIN(S_generic),
    HL_END,
};

static const hl_rule r_end_of_tag[] = {
    {.re = "-?\\}\\}", .opts = 0, .cb = cb_end_of_tag_0},
    HL_END,
};

static const hl_rule r_end_of_block[] = {
    {.re = "-?%\\}", .opts = 0, .cb = cb_end_of_block_0},
    HL_END,
};

static const hl_rule r_param_markup[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_keyword),
    HL_MIXIN(S_string),
    HL_MIXIN(S_number),
    {.re = "([^\\t\\n\\x0b\\f\\r\\x20=:]+)([\\t\\n\\x0b\\f\\r\\x20]*)(=|:)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text_Whitespace, T_Operator}, .groups = 1},
    {.re = "[,:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_default_param_markup[] = {
    HL_MIXIN(S_param_markup),
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_variable_param_markup[] = {
    HL_MIXIN(S_param_markup),
    HL_MIXIN(S_variable),
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_tag_markup[] = {
    {.re = "(reversed)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    HL_MIXIN(S_end_of_block),
    HL_MIXIN(S_default_param_markup),
    HL_END,
};

static const hl_rule r_variable_tag_markup[] = {
    HL_MIXIN(S_end_of_block),
    HL_MIXIN(S_variable_param_markup),
    HL_END,
};

static const hl_rule r_keyword[] = {
    {.re = "(false|true|nil)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    HL_END,
};

static const hl_rule r_variable[] = {
    {.re = "(empty|blank|forloop\\.[^\\t\\n\\x0b\\f\\r\\x20%}\\|:]+)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\.(?=[A-Za-z0-9_])|\\[|\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(first|last|size)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[a-zA-Z_][A-Za-z0-9_-]*\\?\?", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "'[^']*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_number[] = {
    {.re = "-", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_generic[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_keyword),
    HL_MIXIN(S_string),
    HL_MIXIN(S_number),
    HL_MIXIN(S_variable),
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^\\{]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(\\{%-?)([\\t\\n\\x0b\\f\\r\\x20]*)(endcomment)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .cb = cb_comment_1},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_raw[] = {
    {.re = "[^\\{]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(\\{%-?)([\\t\\n\\x0b\\f\\r\\x20]*)(endraw)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%\\})", .opts = 0, .cb = cb_raw_1},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_assign[] = {
    {.re = "=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(\\|)([\\t\\n\\x0b\\f\\r\\x20]*)([a-zA-Z_][^\\t\\n\\x0b\\f\\r\\x20%\\|:]*)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text_Whitespace, T_Name_Function}, .groups = 1, .act = HL_PUSH, .arg = S_filters},
    HL_MIXIN(S_end_of_block),
    HL_MIXIN(S_generic),
    HL_END,
};

static const hl_rule r_include[] = {
    {.re = "(\\{\\{-?)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_output_embed},
    {.re = "(with|for)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "[/A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)+\\b", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_variable_tag_markup),
    HL_END,
};

static const hl_rule r_output_embed[] = {
    {.re = "(\\|)([\\t\\n\\x0b\\f\\r\\x20]*)([a-zA-Z_][^\\t\\n\\x0b\\f\\r\\x20}\\|:]*)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text_Whitespace, T_Name_Function}, .groups = 1},
    {.re = "-?\\}\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_variable_param_markup),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"tag_or_block", r_tag_or_block},
    {"output", r_output},
    {"filters", r_filters},
    {"condition", r_condition},
    {"when", r_when},
    {"end_of_tag", r_end_of_tag},
    {"end_of_block", r_end_of_block},
    {"param_markup", r_param_markup},
    {"default_param_markup", r_default_param_markup},
    {"variable_param_markup", r_variable_param_markup},
    {"tag_markup", r_tag_markup},
    {"variable_tag_markup", r_variable_tag_markup},
    {"keyword", r_keyword},
    {"variable", r_variable},
    {"string", r_string},
    {"number", r_number},
    {"generic", r_generic},
    {"whitespace", r_whitespace},
    {"comment", r_comment},
    {"raw", r_raw},
    {"assign", r_assign},
    {"include", r_include},
    {"output_embed", r_output_embed},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_liquid = {
    .tag = "liquid",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
