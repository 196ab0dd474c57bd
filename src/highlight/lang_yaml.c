/* lang_yaml.c: YAML, ported from Rouge 3.30 lexers (Rouge::Lexers::YAML). */
#include "highlight/engine.h"

#include <stdlib.h>

/* The YAML lexer's indentation registers (@indent_stack, @next_indent, @block_scalar_indent). */
#define YAML_MAX_INDENT 1024

typedef struct yaml_data {
    long stack[YAML_MAX_INDENT];
    int depth;
    long next_indent;
    long block_scalar_indent; /* -1 for nil */
} yaml_data;

static void reset_indent(hl_lx *lx)
{
    yaml_data *d = lx->data;
    d->stack[0] = 0;
    d->depth = 1;
    d->next_indent = 0;
    d->block_scalar_indent = -1;
}

static long indent(hl_lx *lx)
{
    yaml_data *d = lx->data;
    return d->stack[d->depth - 1];
}

/* save_indent: returns the length of the Text part; the rest of the match is Error. */
static size_t save_indent(hl_lx *lx, size_t size)
{
    yaml_data *d = lx->data;
    d->next_indent = (long)size;
    if (d->next_indent < indent(lx)) {
        while (d->depth > 1 && d->next_indent < indent(lx))
            d->depth--;
        return (size_t)indent(lx) < size ? (size_t)indent(lx) : size;
    }
    return size;
}

static void continue_indent(hl_lx *lx, size_t size) { ((yaml_data *)lx->data)->next_indent += (long)size; }

static void set_indent(hl_lx *lx, size_t size, int implicit)
{
    yaml_data *d = lx->data;
    if (indent(lx) < d->next_indent && d->depth < YAML_MAX_INDENT)
        d->stack[d->depth++] = d->next_indent;
    if (!implicit)
        d->next_indent += (long)size;
}

static void start(hl_lx *lx) { reset_indent(lx); }

enum {
    S_root,
    S_basic,
    S_indentation,
    S_block_line,
    S_descriptors,
    S_block_nodes,
    S_flow_nodes,
    S_flow_collection,
    S_flow_sequence,
    S_flow_mapping,
    S_block_scalar_content,
    S_block_scalar_header,
    S_ignored_line,
    S_quoted_scalar_whitespaces,
    S_single_quoted_scalar,
    S_double_quoted_scalar,
    S_plain_scalar_in_block_context_new_line,
    S_plain_scalar_in_block_context,
    S_plain_scalar_in_flow_context,
    S_yaml_directive,
    S_tag_directive,
    S_yaml_block_nodes, /* digdag only: YAML's block_nodes, after the rule Digdag prepends */
};

/* yaml.rb:94
 *         rule %r/^%YAML\b/ do
 *           token Name::Tag
 *           reset_indent
 *           push :yaml_directive
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Tag, m->s, m->ov[1]);
    reset_indent(lx);
    hl_push(lx, S_yaml_directive);
}

/* yaml.rb:100
 *         rule %r/^%TAG\b/ do
 *           token Name::Tag
 *           reset_indent
 *           push :tag_directive
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Tag, m->s, m->ov[1]);
    reset_indent(lx);
    hl_push(lx, S_tag_directive);
}

/* yaml.rb:107
 *         rule %r/^(?:---|\.\.\.)(?= |$)/ do
 *           token Name::Namespace
 *           reset_indent
 *           push :block_line
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Namespace, m->s, m->ov[1]);
    reset_indent(lx);
    hl_push(lx, S_block_line);
}

/* yaml.rb:114
 *         rule %r/[ ]*(?!\s|$)/ do |m|
 *           text, err = save_indent(m[0])
 *           token Text, text
 *           token Error, err
 *           push :block_line; push :indentation
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    size_t n = m->ov[1];
    size_t t = save_indent(lx, n);
    hl_token(lx, T_Text, m->s, t);
    hl_token(lx, T_Error, m->s + t, n - t);
    hl_push(lx, S_block_line);
    hl_push(lx, S_indentation);
}

/* yaml.rb:125
 *         rule %r/[ ]+(?=[-:?](?:[ ]|$))/ do |m|
 *           token Text
 *           continue_indent(m[0])
 *         end
 */
static void cb_indentation_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    continue_indent(lx, m->ov[1]);
}

/* yaml.rb:131
 *         rule(/[?:-](?=[ ]|$)/) do |m|
 *           set_indent m[0]
 *           token Punctuation::Indicator
 *         end
 */
static void cb_indentation_2(hl_lx *lx, const hl_match *m)
{
    set_indent(lx, m->ov[1], 0);
    hl_token(lx, T_Punctuation_Indicator, m->s, m->ov[1]);
}

/* yaml.rb:137
 * rule(/[ ]* /) { |m| token Text; continue_indent(m[0]); pop! }
 */
static void cb_indentation_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    continue_indent(lx, m->ov[1]);
    hl_pop(lx, 1);
}

/* yaml.rb:178
 *         rule %r/([^#,:?\[\]{}"'\n]+)(:)(?=\s|$)/ do |m|
 *           groups Name::Attribute, Punctuation::Indicator
 *           set_indent m[0], :implicit => true
 *         end
 */
static void cb_block_nodes_0(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Attribute, m, 1);
    hl_token_m(lx, T_Punctuation_Indicator, m, 2);
    set_indent(lx, m->ov[1], 1);
}

/* yaml.rb:184
 *         rule %r/[\|>][+-]?/ do
 *           token Punctuation::Indicator
 *           push :block_scalar_content
 *           push :block_scalar_header
 *         end
 */
static void cb_block_nodes_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation_Indicator, m->s, m->ov[1]);
    hl_push(lx, S_block_scalar_content);
    hl_push(lx, S_block_scalar_header);
}

/* yaml.rb:224
 *         rule %r/^[ ]+$/ do |m|
 *           text = m[0]
 *           indent_size = text.size
 * 
 *           indent_mark = @block_scalar_indent || indent_size
 * 
 *           token Text, text[0...indent_mark]
 *           token Name::Constant, text[indent_mark..-1]
 *         end
 */
static void cb_block_scalar_content_1(hl_lx *lx, const hl_match *m)
{
    yaml_data *d = lx->data;
    size_t size = m->ov[1];
    size_t mark = d->block_scalar_indent >= 0 ? (size_t)d->block_scalar_indent : size;
    if (mark > size)
        mark = size;
    hl_token(lx, T_Text, m->s, mark);
    hl_token(lx, T_Name_Constant, m->s + mark, size - mark);
}

/* yaml.rb:236
 *         rule %r/^[ ]* / do |m|
 *           token Text
 * 
 *           indent_size = m[0].size
 * 
 *           dedent_level = @block_scalar_indent || self.indent
 *           @block_scalar_indent ||= indent_size
 * 
 *           if indent_size < dedent_level
 *             save_indent m[0]
 *             pop!
 *             push :indentation
 *           end
 *         end
 */
static void cb_block_scalar_content_2(hl_lx *lx, const hl_match *m)
{
    yaml_data *d = lx->data;
    size_t size = m->ov[1];
    hl_token(lx, T_Text, m->s, size);
    long dedent_level = d->block_scalar_indent >= 0 ? d->block_scalar_indent : indent(lx);
    if (d->block_scalar_indent < 0)
        d->block_scalar_indent = (long)size;
    if ((long)size < dedent_level) {
        save_indent(lx, size);
        hl_pop(lx, 1);
        hl_push(lx, S_indentation);
    }
}

/* yaml.rb:256
 *         rule %r(
 *           (
 *             ([1-9])[+-]? | [+-]?([1-9])?
 *           )(?=[ ]|$)
 *         )x do |m|
 *           @block_scalar_indent = nil
 *           goto :ignored_line
 *           next if m[0].empty?
 * 
 *           increment = m[1] || m[2]
 *           if increment
 *             @block_scalar_indent = indent + increment.to_i
 *           end
 * 
 *           token Punctuation::Indicator
 *         end
 */
static void cb_block_scalar_header_0(hl_lx *lx, const hl_match *m)
{
    yaml_data *d = lx->data;
    d->block_scalar_indent = -1;
    hl_goto(lx, S_ignored_line);
    if (m->ov[1] == 0)
        return;
    /* increment = m[1] || m[2]: m[1] (the whole indicator) is always set, and Ruby's to_i reads "2-" as 2,
     * "-2" as -2 and "+" as 0. */
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    long v = 0, sign = 1;
    size_t i = 0;
    if (i < n && (p[i] == '+' || p[i] == '-'))
        sign = p[i++] == '-' ? -1 : 1;
    while (i < n && p[i] >= '0' && p[i] <= '9')
        v = v * 10 + (p[i++] - '0');
    d->block_scalar_indent = indent(lx) + sign * v;
    hl_token(lx, T_Punctuation_Indicator, m->s, m->ov[1]);
}

/* yaml.rb:315
 *         rule %r/^[ ]* / do |m|
 *           token Text
 *           pop!
 * 
 *           indent_size = m[0].size
 * 
 *           # dedent = end of scalar
 *           if indent_size <= self.indent
 *             pop!
 *             save_indent(m[0])
 *             push :indentation
 *           end
 *         end
 */
static void cb_plain_scalar_in_block_context_new_line_3(hl_lx *lx, const hl_match *m)
{
    size_t size = m->ov[1];
    hl_token(lx, T_Text, m->s, size);
    hl_pop(lx, 1);
    if ((long)size <= indent(lx)) {
        hl_pop(lx, 1);
        save_indent(lx, size);
        hl_push(lx, S_indentation);
    }
}

/* yaml.rb:368
 *         rule %r(
 *           ([ ]+)(!|![\w-]*!) # prefix
 *           ([ ]+)(!|!?[\w;/?:@&=+$,.!~*'()\[\]%-]+) # tag handle
 *         )x do
 *           groups Text, Keyword::Type, Text, Keyword::Type
 *           goto :ignored_line
 *         end
 */
static void cb_tag_directive_0(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Text, T_Keyword_Type, T_Text, T_Keyword_Type};
    for (int i = 0; i < 4; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_goto(lx, S_ignored_line);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "\\n+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[ ]+(?=#|$)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "^%YAML\\b", .opts = 0, .bol = 1, .cb = cb_root_3},
    {.re = "^%TAG\\b", .opts = 0, .bol = 1, .cb = cb_root_4},
    {.re = "^(?:---|\\.\\.\\.)(?= |$)", .opts = 0, .bol = 1, .cb = cb_root_5},
    {.re = "[ ]*(?![\\t\\n\\x0b\\f\\r\\x20]|$)", .opts = 0, .cb = cb_root_6},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_indentation[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*?\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 2},
    {.re = "[ ]+(?=[-:?](?:[ ]|$))", .opts = 0, .cb = cb_indentation_1},
    {.re = "[?:-](?=[ ]|$)", .opts = 0, .cb = cb_indentation_2},
    {.re = "[ ]*", .opts = 0, .cb = cb_indentation_3},
    HL_END,
};

static const hl_rule r_block_line[] = {
    {.re = "[ ]*(?=#|$)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[ ]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_descriptors),
    HL_MIXIN(S_block_nodes),
    HL_MIXIN(S_flow_nodes),
    {.re = "(?=(?-six:[^ \\t\\n\\r\\f\\x0b?:,\\[\\]{}#&*!\\|>'\"%@`])|[?:-][^ \\t\\n\\r\\f\\x0b])", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_plain_scalar_in_block_context},
    HL_END,
};

static const hl_rule r_descriptors[] = {
    {.re = "!<[0-9A-Za-z;/?:@&=+$,_.!~*'()\\[\\]%-]+>", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\n          (?:![A-Za-z0-9_-]+)? # handle\n          !(?:[A-Za-z0-9_;/?:@&=+$,.!~*\\'()\\[\\]%-]*) # suffix\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "&[\\p{L}\\p{Nl}\\p{Nd}_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "\\*[\\p{L}\\p{Nl}\\p{Nd}_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_block_nodes[] = {
    {.re = "([^#,:?\\[\\]{}\"'\\n]+)(:)(?=[\\t\\n\\x0b\\f\\r\\x20]|$)", .opts = 0, .cb = cb_block_nodes_0},
    {.re = "[\\|>][+-]?", .opts = 0, .cb = cb_block_nodes_1},
    HL_END,
};

static const hl_rule r_flow_nodes[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}, .act = HL_PUSH, .arg = S_flow_sequence},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}, .act = HL_PUSH, .arg = S_flow_mapping},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_quoted_scalar},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_quoted_scalar},
    HL_END,
};

static const hl_rule r_flow_collection[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_basic),
    {.re = "[?:,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}},
    HL_MIXIN(S_descriptors),
    HL_MIXIN(S_flow_nodes),
    {.re = "(?=(?-six:[^ \\t\\n\\r\\f\\x0b?:,\\[\\]{}#&*!\\|>'\"%@`]))", .opts = 0, .act = HL_PUSH, .arg = S_plain_scalar_in_flow_context},
    HL_END,
};

static const hl_rule r_flow_sequence[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_flow_collection),
    HL_END,
};

static const hl_rule r_flow_mapping[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation_Indicator}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_flow_collection),
    HL_END,
};

static const hl_rule r_block_scalar_content[] = {
    {.re = "\\n+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "^[ ]+$", .opts = 0, .bol = 1, .cb = cb_block_scalar_content_1},
    {.re = "^[ ]*", .opts = 0, .bol = 1, .cb = cb_block_scalar_content_2},
    {.re = "[^\\n\\r\\f\\x0b]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_block_scalar_header[] = {
    {.re = "\n          (\n            ([1-9])[+-]? | [+-]?([1-9])?\n          )(?=[ ]|$)\n        ", .opts = HL_X, .cb = cb_block_scalar_header_0},
    HL_END,
};

static const hl_rule r_ignored_line[] = {
    HL_MIXIN(S_basic),
    {.re = "[ ]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_quoted_scalar_whitespaces[] = {
    {.re = "^[ ]+", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Text}},
    {.re = "[ ]+$", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[ ]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_single_quoted_scalar[] = {
    HL_MIXIN(S_quoted_scalar_whitespaces),
    {.re = "\\\\'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_double_quoted_scalar[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_quoted_scalar_whitespaces),
    {.re = "\\\\[0abt\\tn\\nvfre \"\\\\N_LP]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^ \\t\\n\\r\\f\\x0b\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_plain_scalar_in_block_context_new_line[] = {
    {.re = "^[ ]+\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "^(?=---|\\.\\.\\.)", .opts = 0, .bol = 1, .act = HL_POP, .arg = 3},
    {.re = "^[ ]*", .opts = 0, .bol = 1, .cb = cb_plain_scalar_in_block_context_new_line_3},
    HL_END,
};

static const hl_rule r_plain_scalar_in_block_context[] = {
    {.re = "[ ]*(?=:[ \\n]|:$)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[ ]*:[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[ ]+(?=#)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[ ]+$", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n+", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_plain_scalar_in_block_context_new_line},
    {.re = "[ ]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "true|false|null", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "[0-9]+(?:\\.[0-9]+)?(?=(\\r?\\n)| +#)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}, .act = HL_POP, .arg = 1},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20:]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_plain_scalar_in_flow_context[] = {
    {.re = "[ ]*(?=[,:?\\[\\]{}])", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[ ]+(?=#)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "^[ ]+", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Text}},
    {.re = "[ ]+$", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[ ]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20,:?\\[\\]{}]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_yaml_directive[] = {
    {.re = "([ ]+)([0-9]+\\.[0-9]+)", .opts = 0, .ntok = 2, .tok = {T_Text, T_Literal_Number}, .groups = 1, .act = HL_GOTO, .arg = S_ignored_line},
    HL_END,
};

static const hl_rule r_tag_directive[] = {
    {.re = "\n          ([ ]+)(!|![A-Za-z0-9_-]*!) # prefix\n          ([ ]+)(!|!?[A-Za-z0-9_;/?:@&=+$,.!~*'()\\[\\]%-]+) # tag handle\n        ", .opts = HL_X, .cb = cb_tag_directive_0},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"indentation", r_indentation},
    {"block_line", r_block_line},
    {"descriptors", r_descriptors},
    {"block_nodes", r_block_nodes},
    {"flow_nodes", r_flow_nodes},
    {"flow_collection", r_flow_collection},
    {"flow_sequence", r_flow_sequence},
    {"flow_mapping", r_flow_mapping},
    {"block_scalar_content", r_block_scalar_content},
    {"block_scalar_header", r_block_scalar_header},
    {"ignored_line", r_ignored_line},
    {"quoted_scalar_whitespaces", r_quoted_scalar_whitespaces},
    {"single_quoted_scalar", r_single_quoted_scalar},
    {"double_quoted_scalar", r_double_quoted_scalar},
    {"plain_scalar_in_block_context_new_line", r_plain_scalar_in_block_context_new_line},
    {"plain_scalar_in_block_context", r_plain_scalar_in_block_context},
    {"plain_scalar_in_flow_context", r_plain_scalar_in_flow_context},
    {"yaml_directive", r_yaml_directive},
    {"tag_directive", r_tag_directive},
};


static const char *const aliases[] = {"yml", NULL};

const hl_lang hl_lang_yaml = {
    .tag = "yaml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(yaml_data),
    .start = start,
};

/* ---------- Digdag < YAML (digdag.rb): YAML with one rule prepended to :block_nodes (Rouge's `prepend` changes the
 * state itself, so every mixin of it gets the rule). */

/* rule %r/(#{KEYWORD_PATTERN})(:)(?=\s|$)/ { groups Keyword::Reserved, Punctuation::Indicator; set_indent m[0],
 * :implicit => true } */
static void cb_dig_keyword(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Keyword_Reserved, m, 1);
    hl_token_m(lx, T_Punctuation_Indicator, m, 2);
    set_indent(lx, m->ov[1], 1);
}

static const hl_rule r_dig_block_nodes[] = {
    {.re = "((?-mix:call>|require>|loop>|for_each>|if>|fail>|echo>|td>|td_run>|td_ddl>|td_load>|td_for_each>|"
           "td_wait>|td_wait_table>|td_partial_delete>|td_table_export>|pg>|mail>|http>|s3_wait>|redshift>|"
           "redshift_load>|redshift_unload>|emr>|gcs_wait>|bq>|bq_ddl>|bq_extract>|bq_load>|sh>|py>|rb>|embulk>|"
           "_do|_parallel))(:)(?=[\\t\\n\\x0b\\f\\r\\x20]|$)",
     .opts = 0, .cb = cb_dig_keyword},
    HL_MIXIN(S_yaml_block_nodes),
    HL_END,
};

static const hl_state digdag_states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"indentation", r_indentation},
    {"block_line", r_block_line},
    {"descriptors", r_descriptors},
    {"block_nodes", r_dig_block_nodes},
    {"flow_nodes", r_flow_nodes},
    {"flow_collection", r_flow_collection},
    {"flow_sequence", r_flow_sequence},
    {"flow_mapping", r_flow_mapping},
    {"block_scalar_content", r_block_scalar_content},
    {"block_scalar_header", r_block_scalar_header},
    {"ignored_line", r_ignored_line},
    {"quoted_scalar_whitespaces", r_quoted_scalar_whitespaces},
    {"single_quoted_scalar", r_single_quoted_scalar},
    {"double_quoted_scalar", r_double_quoted_scalar},
    {"plain_scalar_in_block_context_new_line", r_plain_scalar_in_block_context_new_line},
    {"plain_scalar_in_block_context", r_plain_scalar_in_block_context},
    {"plain_scalar_in_flow_context", r_plain_scalar_in_flow_context},
    {"yaml_directive", r_yaml_directive},
    {"tag_directive", r_tag_directive},
    {"yaml_block_nodes", r_block_nodes},
};
_Static_assert(sizeof digdag_states / sizeof digdag_states[0] == S_yaml_block_nodes + 1, "digdag_states: the enum");
_Static_assert(sizeof states / sizeof states[0] == S_yaml_block_nodes, "states: the enum");

static const char *const digdag_aliases[] = {NULL};

const hl_lang hl_lang_digdag = {
    .tag = "digdag",
    .aliases = digdag_aliases,
    .states = digdag_states,
    .nstates = sizeof(digdag_states) / sizeof(digdag_states[0]),
    .data_size = sizeof(yaml_data),
    .start = start,
};
