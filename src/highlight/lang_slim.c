/* lang_slim.c: Slim, ported from Rouge 3.30 lexers (Rouge::Lexers::Slim). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_content,
    S_tag,
    S_css,
    S_html_attr,
    S_ruby_line,
    S_filter_block,
    S_plain_block,
    S_interpolation,
    S_ruby_interp,
    S_ruby_interp_inner,
    S_indented_block,
};

/* Rouge::Indentation (util.rb), which Slim and Haml include: the block state an indented block enters, and the
 * indentation strings it compares. */
typedef struct slim_data {
    int block_state;     /* -1: nil */
    hl_str block_indent; /* @block_indentation */
    hl_str last_indent;  /* @last_indentation */
    int filter;          /* @filter_lexer: an index into filters[], -1 for nil */
    int made;            /* the fields above are set (data starts zeroed) */
} slim_data;

/* starts_block(state) */
static void starts_block(hl_lx *lx, int state)
{
    slim_data *d = lx->data;
    d->block_state = state;
    if (d->last_indent.set)
        hl_str_set(&d->block_indent, d->last_indent.p, d->last_indent.n, 0);
    else
        hl_str_set(&d->block_indent, "", 0, 0);
}

/* indentation(indent_str) */
static void indentation(hl_lx *lx, const char *p, size_t n)
{
    slim_data *d = lx->data;
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

/* self.filters[name]: the sub-lexer slot and language of a filter (ruby is the lexer's own ruby, slot 0) */
static const struct {
    const char *name;
    int slot;
    const hl_lang *lang;
} filters[] = {
    {"ruby", 0, &hl_lang_ruby},           {"erb", 2, &hl_lang_erb},   {"javascript", 3, &hl_lang_javascript},
    {"css", 4, &hl_lang_css},             {"coffee", 5, &hl_lang_coffeescript},
    {"markdown", 6, &hl_lang_markdown},   {"scss", 7, &hl_lang_scss}, {"sass", 8, &hl_lang_sass},
};

static void fini(hl_lx *lx)
{
    slim_data *d = lx->data;
    hl_str_free(&d->block_indent);
    hl_str_free(&d->last_indent);
}

/* slim.rb:49
 * rule(/\s* /) { |m| token Text; indentation(m[0]) }
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    indentation(lx, m->s, m->ov[1]);
}

/* slim.rb:63
 *         rule %r/(\w*):\s*\n/ do |m|
 *           token Name::Decorator
 *           pop!
 *           starts_block :filter_block
 * 
 *           filter_name = m[1].strip
 * 
 *           @filter_lexer = self.filters[filter_name]
 *           @filter_lexer.reset! unless @filter_lexer.nil?
 * 
 *           puts "    slim: filter #{filter_name.inspect} #{@filter_lexer.inspect}" if @debug
 *         end
 */
static void cb_content_3(hl_lx *lx, const hl_match *m)
{
    slim_data *d = lx->data;
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

/* slim.rb:77
 *         rule %r([\|'](?=\s)) do
 *           token Punctuation
 *           pop!
 *           starts_block :plain_block
 *           goto :plain_block
 *         end
 */
static void cb_content_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    starts_block(lx, S_plain_block);
    hl_goto(lx, S_plain_block);
}

/* slim.rb:87
 *         rule %r/(\*)(#{ruby_chars}+\(.*?\))/ do |m|
 *           token Punctuation, m[1]
 *           delegate ruby, m[2]
 *           push :tag
 *         end
 */
static void cb_content_6(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g1p, g1n);
    hl_push(lx, S_tag);
}

/* slim.rb:93
 *         rule %r/(\*)(#{ruby_chars}+)/ do |m|
 *           token Punctuation, m[1]
 *           delegate ruby, m[2]
 *           push :tag
 *         end
 */
static void cb_content_7(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g1p, g1n);
    hl_push(lx, S_tag);
}

/* slim.rb:100
 *         rule %r((</?[\w\s\=\'\"]+?/?>)) do |m| # Dirty html
 *           delegate html, m[1]
 *           pop!
 *         end
 */
static void cb_content_8(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_delegate_sub(lx, 1, &hl_lang_html, g0p, g0n);
    hl_pop(lx, 1);
}

/* slim.rb:122
 *         rule %r/(\*)(#{ruby_chars}+)/ do |m|
 *           token Punctuation, m[1]
 *           delegate ruby, m[2]
 *         end
 */
static void cb_tag_5(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g1p, g1n);
}

/* slim.rb:127
 *         rule %r/(\*)(\{#{dot}+?\})/ do |m|
 *           token Punctuation, m[1]
 *           delegate ruby, m[2]
 *         end
 */
static void cb_tag_6(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g1p, g1n);
}

/* slim.rb:133
 *         rule %r/([\w\-]+)(\s*)(\=)/ do |m|
 *           token Name::Attribute, m[1]
 *           token Text::Whitespace, m[2]
 *           token Punctuation, m[3]
 *           push :html_attr
 *         end
 */
static void cb_tag_7(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Name_Attribute, g0p, g0n);
    hl_token(lx, T_Text_Whitespace, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
    hl_push(lx, S_html_attr);
}

/* slim.rb:141
 *         rule %r/(\=)(#{dot}+)/ do |m|
 *           token Punctuation, m[1]
 *           #token Keyword::Constant, m[2]
 *           delegate ruby, m[2]
 *         end
 */
static void cb_tag_8(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g1p, g1n);
}

/* slim.rb:165
 * rule(/(#{ruby_chars}+\(.*?\))/) { |m| delegate ruby, m[1]; pop! }
 */
static void cb_html_attr_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g0p, g0n);
    hl_pop(lx, 1);
}

/* slim.rb:166
 * rule(/(#{ruby_chars}+)/) { |m| delegate ruby, m[1]; pop! }
 */
static void cb_html_attr_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_delegate_sub(lx, 0, &hl_lang_ruby, g0p, g0n);
    hl_pop(lx, 1);
}

/* slim.rb:175
 * rule(/[,\\]\s*\n/) { delegate ruby }
 */
static void cb_ruby_line_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* slim.rb:177
 * rule(/.*?(?=([,\\]$| \|)?[ \t]*$)/) { delegate ruby }
 */
static void cb_ruby_line_3(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* slim.rb:181
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
    slim_data *d = lx->data;
    if (d->filter >= 0)
        hl_delegate_sub(lx, filters[d->filter].slot, filters[d->filter].lang, m->s, m->ov[1]);
    else
        hl_token(lx, T_Name_Decorator, m->s, m->ov[1]);
}

/* slim.rb:196
 *         rule %r((</?[\w\s\=\'\"]+?/?>)) do |m| # Dirty html
 *           delegate html, m[1]
 *         end
 */
static void cb_plain_block_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_delegate_sub(lx, 1, &hl_lang_html, g0p, g0n);
}

/* slim.rb:219
 * rule(/[{]/) { delegate ruby; push :ruby_interp_inner }
 */
static void cb_ruby_interp_inner_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
    hl_push(lx, S_ruby_interp_inner);
}

/* slim.rb:220
 * rule(/[}]/) { delegate ruby; pop! }
 */
static void cb_ruby_interp_inner_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* slim.rb:221
 * rule(/[^{}]+/) { delegate ruby }
 */
static void cb_ruby_interp_inner_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_ruby, m->s, m->ov[1]);
}

/* slim.rb:225
 * rule(/(?<!\\)\n/) { token Text; reset_stack }
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
    {.re = "/(?-six:(\\\\\\n|.))*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_indented_block},
    {.re = "(doctype)([\\t\\n\\x0b\\f\\r\\x20]+)(.*)", .opts = 0, .ntok = 3, .tok = {T_Name_Namespace, T_Text_Whitespace, T_Text}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "([A-Za-z0-9_]*):[\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .cb = cb_content_3},
    {.re = "[\\|'](?=[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .cb = cb_content_4},
    {.re = "-|==|=", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_ruby_line},
    {.re = "(\\*)((?-six:[A-Za-z0-9_\\!\\?\\@\\$])+\\(.*?\\))", .opts = 0, .cb = cb_content_6},
    {.re = "(\\*)((?-six:[A-Za-z0-9_\\!\\?\\@\\$])+)", .opts = 0, .cb = cb_content_7},
    {.re = "(</?[A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20\\=\\'\\\"]+?/?>)", .opts = 0, .cb = cb_content_8},
    {.re = "[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag},
    HL_END,
};

static const hl_rule r_tag[] = {
    HL_MIXIN(S_css),
    HL_MIXIN(S_indented_block),
    HL_MIXIN(S_interpolation),
    {.re = "[<>]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+?", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "(\\*)((?-six:[A-Za-z0-9_\\!\\?\\@\\$])+)", .opts = 0, .cb = cb_tag_5},
    {.re = "(\\*)(\\{(?-six:(\\\\\\n|.))+?\\})", .opts = 0, .cb = cb_tag_6},
    {.re = "([A-Za-z0-9_\\-]+)([\\t\\n\\x0b\\f\\r\\x20]*)(\\=)", .opts = 0, .cb = cb_tag_7},
    {.re = "(\\=)((?-six:(\\\\\\n|.))+)", .opts = 0, .cb = cb_tag_8},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "(?-six:(\\\\\\n|.))+?", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_css[] = {
    {.re = "\\.[A-Za-z0-9_-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_GOTO, .arg = S_tag},
    {.re = "#[a-zA-Z][A-Za-z0-9_:-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_GOTO, .arg = S_tag},
    HL_END,
};

static const hl_rule r_html_attr[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*(['\"])(?-six:(\\\\\\n|.))*?\\1", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "((?-six:[A-Za-z0-9_\\!\\?\\@\\$])+\\(.*?\\))", .opts = 0, .cb = cb_html_attr_1},
    {.re = "((?-six:[A-Za-z0-9_\\!\\?\\@\\$])+)", .opts = 0, .cb = cb_html_attr_2},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_ruby_line[] = {
    HL_MIXIN(S_indented_block),
    {.re = "[,\\\\][\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .cb = cb_ruby_line_1},
    {.re = "[ ]\\|[ \\t]*\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".*?(?=([,\\\\]$| \\|)?[ \\t]*$)", .opts = 0, .cb = cb_ruby_line_3},
    HL_END,
};

static const hl_rule r_filter_block[] = {
    {.re = "([^#\\n]|#[^{\\n]|(\\\\\\\\)*\\\\#\\{)+", .opts = 0, .cb = cb_filter_block_0},
    HL_MIXIN(S_interpolation),
    HL_MIXIN(S_indented_block),
    HL_END,
};

static const hl_rule r_plain_block[] = {
    HL_MIXIN(S_interpolation),
    {.re = "(</?[A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20\\=\\'\\\"]+?/?>)", .opts = 0, .cb = cb_plain_block_1},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "(?-six:(\\\\\\n|.))+?", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_indented_block),
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "#[{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_ruby_interp},
    HL_END,
};

static const hl_rule r_ruby_interp[] = {
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_ruby_interp_inner),
    HL_END,
};

static const hl_rule r_ruby_interp_inner[] = {
    {.re = "[{]", .opts = 0, .cb = cb_ruby_interp_inner_0},
    {.re = "[}]", .opts = 0, .cb = cb_ruby_interp_inner_1},
    {.re = "[^{}]+", .opts = 0, .cb = cb_ruby_interp_inner_2},
    HL_END,
};

static const hl_rule r_indented_block[] = {
    {.re = "(?<!\\\\)\\n", .opts = 0, .cb = cb_indented_block_0},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"content", r_content},
    {"tag", r_tag},
    {"css", r_css},
    {"html_attr", r_html_attr},
    {"ruby_line", r_ruby_line},
    {"filter_block", r_filter_block},
    {"plain_block", r_plain_block},
    {"interpolation", r_interpolation},
    {"ruby_interp", r_ruby_interp},
    {"ruby_interp_inner", r_ruby_interp_inner},
    {"indented_block", r_indented_block},
};

static void start(hl_lx *lx)
{
    slim_data *d = lx->data;
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    if (lx->subs[1]) hl_lx_reset(lx->subs[1]);
    /* Indentation#reset!: @block_state = @block_indentation = nil (a new instance has no @filter_lexer) */
    d->block_state = -1;
    hl_str_set(&d->block_indent, NULL, 0, 0);
    if (!d->made) {
        d->filter = -1;
        d->made = 1;
    }
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_slim = {
    .tag = "slim",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
    .data_size = sizeof(slim_data),
    .fini = fini,
};
