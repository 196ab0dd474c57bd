/* lang_haml.c: Haml, ported from Rouge 3.30 lexers (Rouge::Lexers::Haml). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_content,
    S_css,
    S_tag,
    S_plain,
    S_eval_or_plain,
    S_ruby_line,
    S_ruby_tag,
    S_html_attributes,
    S_html_attribute_value,
    S_html_comment_block,
    S_haml_comment_block,
    S_filter_block,
    S_interpolation,
    S_ruby,
    S_ruby_inner,
    S_indented_block,
};

/* Rouge::Indentation (util.rb) as lang_slim.c has it: the block state an indented block enters, and the
 * indentation strings it compares; and the filter sub-lexers. */
typedef struct haml_data {
    int block_state;     /* -1: nil */
    hl_str block_indent; /* @block_indentation */
    hl_str last_indent;  /* @last_indentation */
    int filter;          /* @filter_lexer: an index into filters[], -1 for nil */
    int made;            /* the fields above are set (data starts zeroed) */
} haml_data;

static void starts_block(hl_lx *lx, int state)
{
    haml_data *d = lx->data;
    d->block_state = state;
    if (d->last_indent.set)
        hl_str_set(&d->block_indent, d->last_indent.p, d->last_indent.n, 0);
    else
        hl_str_set(&d->block_indent, "", 0, 0);
}

static void indentation(hl_lx *lx, const char *p, size_t n)
{
    haml_data *d = lx->data;
    hl_str_set(&d->last_indent, p, n, 0);
    if (d->block_state >= 0 && d->block_indent.set && n >= d->block_indent.n &&
        memcmp(p, d->block_indent.p, d->block_indent.n) == 0 && n != d->block_indent.n) {
        hl_push(lx, d->block_state);
    } else {
        d->block_state = -1;
        hl_str_set(&d->block_indent, NULL, 0, 0);
        hl_push(lx, S_content);
    }
}

/* ruby!(state): ruby.reset!; push state */
static void ruby_bang(hl_lx *lx, int state)
{
    if (lx->subs[0])
        hl_lx_reset(lx->subs[0]);
    hl_push(lx, state);
}

/* Haml's default filters (initialize); ruby is the lexer's own ruby, slot 0 */
static const struct {
    const char *name;
    int slot;
    const hl_lang *lang;
} filters[] = {
    {"javascript", 2, &hl_lang_javascript}, {"css", 3, &hl_lang_css},   {"ruby", 0, &hl_lang_ruby},
    {"erb", 4, &hl_lang_erb},               {"markdown", 5, &hl_lang_markdown}, {"sass", 6, &hl_lang_sass},
};

static void fini(hl_lx *lx)
{
    haml_data *d = lx->data;
    hl_str_free(&d->block_indent);
    hl_str_free(&d->last_indent);
}

/* haml.rb:71
 * rule(/\s* /) { |m| token Text; indentation(m[0]) }
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    indentation(lx, m->s, m->ov[1]);
}

/* haml.rb:78
 *         rule %r(
 *           (/) (\[#{dot}*?\]) (#{dot}*\n)
 *         )x do
 *           groups Comment, Comment::Special, Comment
 *           pop!
 *         end
 */
static void cb_content_3(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Comment, m, 1); hl_token_m(lx, T_Comment_Special, m, 2); hl_token_m(lx, T_Comment, m, 3);
    hl_pop(lx, 1);
}

/* haml.rb:85
 *         rule %r(/#{dot}*\n) do
 *           token Comment
 *           pop!
 *           starts_block :html_comment_block
 *         end
 */
static void cb_content_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment, m->s, m->ov[1]);
    hl_pop(lx, 1);
    starts_block(lx, S_html_comment_block);
}

/* haml.rb:91
 *         rule %r/-##{dot}*\n/ do
 *           token Comment
 *           pop!
 *           starts_block :haml_comment_block
 *         end
 */
static void cb_content_5(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment, m->s, m->ov[1]);
    hl_pop(lx, 1);
    starts_block(lx, S_haml_comment_block);
}

/* haml.rb:97
 *         rule %r/-/ do
 *           token Punctuation
 *           reset_stack
 *           ruby! :ruby_line
 *         end
 */
static void cb_content_6(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_reset_stack(lx);
    ruby_bang(lx, S_ruby_line);
}

/* haml.rb:104
 *         rule %r/:(#{dot}*)\n/ do |m|
 *           token Name::Decorator
 *           pop!
 *           starts_block :filter_block
 * 
 *           filter_name = m[1].strip
 * 
 *           @filter_lexer = self.filters[filter_name]
 *           @filter_lexer.reset! unless @filter_lexer.nil?
 * 
 *           puts "    haml: filter #{filter_name.inspect} #{@filter_lexer.inspect}" if @debug
 *         end
 */
static void cb_content_7(hl_lx *lx, const hl_match *m)
{
    haml_data *d = lx->data;
    const char *p;
    size_t n;
    hl_token(lx, T_Name_Decorator, m->s, m->ov[1]);
    hl_pop(lx, 1);
    starts_block(lx, S_filter_block);
    hl_group(m, 1, &p, &n);
    hl_rb_strip(&p, &n);
    d->filter = -1;
    for (size_t i = 0; i < sizeof filters / sizeof filters[0]; i++)
        if (strlen(filters[i].name) == n && memcmp(filters[i].name, p, n) == 0)
            d->filter = (int)i;
    if (d->filter >= 0 && lx->subs[filters[d->filter].slot])
        hl_lx_reset(lx->subs[filters[d->filter].slot]);
}

/* haml.rb:127
 * rule(/[{]/) { token Punctuation; ruby! :ruby_tag }
 */
static void cb_tag_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    ruby_bang(lx, S_ruby_tag);
}

/* haml.rb:128
 * rule(/\[#{dot}*?\]/) { delegate ruby }
 */
static void cb_tag_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* haml.rb:140
 * rule(/([^#\n]|#[^{\n]|(\\\\)*\\#\{)+/) { delegate html }
 */
static void cb_plain_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 1, &hl_lang_html, m->s, m->ov[1]);
}

/* haml.rb:142
 * rule(/\n/) { token Text; reset_stack }
 */
static void cb_plain_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* haml.rb:147
 *         rule %r/[&!]?[=!]/ do
 *           token Punctuation
 *           reset_stack
 *           ruby! :ruby_line
 *         end
 */
static void cb_eval_or_plain_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_reset_stack(lx);
    ruby_bang(lx, S_ruby_line);
}

/* haml.rb:158
 * rule(/,[ \t]*\n/) { delegate ruby }
 */
static void cb_ruby_line_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* haml.rb:160
 * rule(/.*?(?=(,$| \|)?[ \t]*$)/) { delegate ruby }
 */
static void cb_ruby_line_3(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* haml.rb:194
 *         rule %r/([^#\n]|#[^{\n]|(\\\\)*\\#\{)+/ do
 *           if @filter_lexer
 *             delegate @filter_lexer
 *           else
 *             token Name::Decorator
 *           end
 *         end
 */
static void cb_filter_block_0(hl_lx *lx, const hl_match *m)
{
    haml_data *d = lx->data;
    if (d->filter >= 0)
        hl_delegate_sub(lx, filters[d->filter].slot, filters[d->filter].lang, m->s, m->ov[1]);
    else
        hl_token(lx, T_Name_Decorator, m->s, m->ov[1]);
}

/* haml.rb:216
 * rule(/[{]/) { delegate ruby; push :ruby_inner }
 */
static void cb_ruby_inner_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
    hl_push(lx, S_ruby_inner);
}

/* haml.rb:217
 * rule(/[}]/) { delegate ruby; pop! }
 */
static void cb_ruby_inner_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* haml.rb:218
 * rule(/[^{}]+/) { delegate ruby }
 */
static void cb_ruby_inner_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* haml.rb:222
 * rule(/\n/) { token Text; reset_stack }
 */
static void cb_indented_block_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .cb = cb_root_1},
    HL_END,
};

static const hl_rule r_content[] = {
    HL_MIXIN(S_css),
    {.re = "%(?-six:[A-Za-z0-9_:-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_GOTO, .arg = S_tag},
    {.re = "!!!(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*\\n", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    {.re = "\n          (/) (\\[(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*?\\]) ((?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*\\n)\n        ", .opts = HL_X, .cb = cb_content_3},
    {.re = "/(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*\\n", .opts = 0, .cb = cb_content_4},
    {.re = "-#(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*\\n", .opts = 0, .cb = cb_content_5},
    {.re = "-", .opts = 0, .cb = cb_content_6},
    {.re = ":((?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*)\\n", .opts = 0, .cb = cb_content_7},
    HL_MIXIN(S_eval_or_plain),
    HL_END,
};

static const hl_rule r_css[] = {
    {.re = "\\.(?-six:[A-Za-z0-9_:-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_GOTO, .arg = S_tag},
    {.re = "#(?-six:[A-Za-z0-9_:-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_GOTO, .arg = S_tag},
    HL_END,
};

static const hl_rule r_tag[] = {
    HL_MIXIN(S_css),
    {.re = "[{]", .opts = 0, .cb = cb_tag_1},
    {.re = "\\[(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)*?\\]", .opts = 0, .cb = cb_tag_2},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_html_attributes},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[<>]{1,2}(?=[ \\t=])", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_eval_or_plain),
    HL_END,
};

static const hl_rule r_plain[] = {
    {.re = "([^#\\n]|#[^{\\n]|(\\\\\\\\)*\\\\#\\{)+", .opts = 0, .cb = cb_plain_0},
    HL_MIXIN(S_interpolation),
    {.re = "\\n", .opts = 0, .cb = cb_plain_2},
    HL_END,
};

static const hl_rule r_eval_or_plain[] = {
    {.re = "[&!]?==", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_plain},
    {.re = "[&!]?[=!]", .opts = 0, .cb = cb_eval_or_plain_1},
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_plain},
    HL_END,
};

static const hl_rule r_ruby_line[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = ",[ \\t]*\\n", .opts = 0, .cb = cb_ruby_line_1},
    {.re = "[ ]\\|[ \\t]*\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".*?(?=(,$| \\|)?[ \\t]*$)", .opts = 0, .cb = cb_ruby_line_3},
    HL_END,
};

static const hl_rule r_ruby_tag[] = {
    HL_MIXIN(S_ruby_inner),
    HL_END,
};

static const hl_rule r_html_attributes[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(?-six:[A-Za-z0-9_:-]+)[\\t\\n\\x0b\\f\\r\\x20]*=", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_html_attribute_value},
    {.re = "[A-Za-z0-9_:-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_html_attribute_value[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "@(?-six:[a-z][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Instance}, .act = HL_POP, .arg = 1},
    {.re = "\\$(?-six:[a-z][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}, .act = HL_POP, .arg = 1},
    {.re = "'(\\\\\\\\|\\\\'|[^'\\n])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"\\n])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_html_comment_block[] = {
    {.re = "(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_indented_block),
    HL_END,
};

static const hl_rule r_haml_comment_block[] = {
    {.re = "(?-six:[ ]\\|\\n(?=.*[ ]\\|)|.)+", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_MIXIN(S_indented_block),
    HL_END,
};

static const hl_rule r_filter_block[] = {
    {.re = "([^#\\n]|#[^{\\n]|(\\\\\\\\)*\\\\#\\{)+", .opts = 0, .cb = cb_filter_block_0},
    HL_MIXIN(S_interpolation),
    HL_MIXIN(S_indented_block),
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "#[{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_ruby},
    HL_END,
};

static const hl_rule r_ruby[] = {
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_ruby_inner),
    HL_END,
};

static const hl_rule r_ruby_inner[] = {
    {.re = "[{]", .opts = 0, .cb = cb_ruby_inner_0},
    {.re = "[}]", .opts = 0, .cb = cb_ruby_inner_1},
    {.re = "[^{}]+", .opts = 0, .cb = cb_ruby_inner_2},
    HL_END,
};

static const hl_rule r_indented_block[] = {
    {.re = "\\n", .opts = 0, .cb = cb_indented_block_0},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"content", r_content},
    {"css", r_css},
    {"tag", r_tag},
    {"plain", r_plain},
    {"eval_or_plain", r_eval_or_plain},
    {"ruby_line", r_ruby_line},
    {"ruby_tag", r_ruby_tag},
    {"html_attributes", r_html_attributes},
    {"html_attribute_value", r_html_attribute_value},
    {"html_comment_block", r_html_comment_block},
    {"haml_comment_block", r_haml_comment_block},
    {"filter_block", r_filter_block},
    {"interpolation", r_interpolation},
    {"ruby", r_ruby},
    {"ruby_inner", r_ruby_inner},
    {"indented_block", r_indented_block},
};

static void start(hl_lx *lx)
{
    haml_data *d = lx->data;
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
    /* Indentation#reset!: @block_state = @block_indentation = nil */
    d->block_state = -1;
    hl_str_set(&d->block_indent, NULL, 0, 0);
    if (!d->made) {
        d->filter = -1;
        d->made = 1;
    }
}

static const char *const aliases[] = {"HAML", NULL};

const hl_lang hl_lang_haml = {
    .tag = "haml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
    .data_size = sizeof(haml_data),
    .fini = fini,
};
