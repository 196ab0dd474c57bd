/* lang_vue.c: Vue, ported from Rouge 3.30 lexers (Rouge::Lexers::Vue). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_tag,
    S_style,
    S_script,
    S_lang_tag,
    S_template,
    S_template_interpol,
    S_template_interpol_inner,
    S_embed,
    S_tag_end,
    S_tag_end_end,
    S_tag_start,
    S_comment,
    S_attr,
    S_dq,
    S_sq,
    S_script_content,
    S_style_content,
};

/* @lang: the lexer the embedded parts go to. Rouge sets it to a class (HTML, CSS, Javascript, lookup_lang's) or to
 * the instance @css; delegate(Class) lexes with a fresh instance each time, delegate(instance) continues it. */
typedef struct vue_data {
    const hl_lang *cls;
    int slot; /* >= 0: the instance in lx->subs[slot] (of cls) */
} vue_data;

static void set_lang(hl_lx *lx, const hl_lang *cls, int slot)
{
    vue_data *d = lx->data;
    d->cls = cls;
    d->slot = slot;
}

static void delegate_lang(hl_lx *lx, const char *p, size_t n)
{
    vue_data *d = lx->data;
    if (!d->cls)
        hl_delegate_new(lx, &hl_lang_plaintext, p, n); /* Rouge raises on delegate(nil) */
    else if (d->slot >= 0)
        hl_delegate_sub(lx, d->slot, d->cls, p, n);
    else
        hl_delegate_new(lx, d->cls, p, n);
}

/* lookup_lang: downcased, quotes removed */
static const hl_lang *lookup_lang(const char *p, size_t n)
{
    char b[64];
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (c == '"' || c == '\'')
            continue;
        if (k + 1 >= sizeof b)
            return &hl_lang_plaintext;
        b[k++] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
    }
    b[k] = 0;
    if (!strcmp(b, "html")) return &hl_lang_html;
    if (!strcmp(b, "css")) return &hl_lang_css;
    if (!strcmp(b, "javascript")) return &hl_lang_javascript;
    if (!strcmp(b, "sass")) return &hl_lang_sass;
    if (!strcmp(b, "scss")) return &hl_lang_scss;
    if (!strcmp(b, "coffee")) return &hl_lang_coffeescript;
    return &hl_lang_plaintext;
}

/* vue.rb:39
 *         rule %r/(<)(\s*)(template)/ do
 *           groups Name::Tag, Text, Keyword
 *           @lang = HTML
 *           push :template
 *           push :lang_tag
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Tag, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Keyword, m, 3);
    set_lang(lx, &hl_lang_html, -1);
    hl_push(lx, S_template);
    hl_push(lx, S_lang_tag);
}

/* vue.rb:46
 *         rule %r/(<)(\s*)(style)/ do
 *           groups Name::Tag, Text, Keyword
 *           @lang = CSS
 *           push :style
 *           push :lang_tag
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Tag, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Keyword, m, 3);
    set_lang(lx, &hl_lang_css, -1);
    hl_push(lx, S_style);
    hl_push(lx, S_lang_tag);
}

/* vue.rb:53
 *         rule %r/(<)(\s*)(script)/ do
 *           groups Name::Tag, Text, Keyword
 *           @lang = Javascript
 *           push :script
 *           push :lang_tag
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Tag, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Keyword, m, 3);
    set_lang(lx, &hl_lang_javascript, -1);
    hl_push(lx, S_script);
    hl_push(lx, S_lang_tag);
}

/* html.rb:32
 *         rule %r/<\s*script\s* /m do
 *           token Name::Tag
 *           @javascript.reset!
 *           push :script_content
 *           push :tag
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Tag, m->s, m->ov[1]);
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
    hl_push(lx, S_script_content);
    hl_push(lx, S_tag);
}

/* html.rb:39
 *         rule %r/<\s*style\s* /m do
 *           token Name::Tag
 *           @css.reset!
 *           @lang = @css
 *           push :style_content
 *           push :tag
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Tag, m->s, m->ov[1]);
    if (lx->subs[1])
        hl_lx_reset(lx->subs[1]);
    set_lang(lx, &hl_lang_css, 1);
    hl_push(lx, S_style_content);
    hl_push(lx, S_tag);
}

/* vue.rb:86
 *         rule %r/(lang\s*=)(\s*)("(?:\\.|[^\\])*?"|'(\\.|[^\\])*?'|[^\s>]+)/ do |m|
 *           groups Name::Attribute, Text, Str
 *           @lang = lookup_lang(m[3])
 *         end
 */
static void cb_lang_tag_0(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_token_m(lx, T_Name_Attribute, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Literal_String, m, 3);
    hl_group(m, 3, &p, &n);
    set_lang(lx, lookup_lang(p, n), -1);
}

/* vue.rb:100
 *         rule %r/{{/ do
 *           token Str::Interpol
 *           push :template_interpol
 *           @js.reset!
 *         end
 */
static void cb_template_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Interpol, m->s, m->ov[1]);
    hl_push(lx, S_template_interpol);
    if (lx->subs[2]) hl_lx_reset(lx->subs[2]);
}

/* vue.rb:116
 * rule(/{/) { delegate @js; push }
 */
static void cb_template_interpol_inner_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 2, &hl_lang_javascript, m->s, m->ov[1]);
    hl_push_self(lx);
}

/* vue.rb:117
 * rule(/}/) { delegate @js; pop! }
 */
static void cb_template_interpol_inner_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 2, &hl_lang_javascript, m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* vue.rb:118
 * rule(/[^{}]+/) { delegate @js }
 */
static void cb_template_interpol_inner_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 2, &hl_lang_javascript, m->s, m->ov[1]);
}

/* vue.rb:122
 * rule(/[^{<]+/) { delegate @lang }
 */
static void cb_embed_0(hl_lx *lx, const hl_match *m)
{
    delegate_lang(lx, m->s, m->ov[1]);
}

/* vue.rb:123
 * rule(/[<{][^<{]* /) { delegate @lang }
 */
static void cb_embed_1(hl_lx *lx, const hl_match *m)
{
    delegate_lang(lx, m->s, m->ov[1]);
}

/* html.rb:117
 *         rule %r([^<]+) do
 *           delegate @javascript
 *         end
 */
static void cb_script_content_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_javascript, m->s, m->ov[1]);
}

/* html.rb:123
 *         rule %r(<) do
 *           delegate @javascript
 *         end
 */
static void cb_script_content_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_javascript, m->s, m->ov[1]);
}

/* html.rb:129
 *         rule %r/[^<]+/ do
 *           delegate @lang
 *         end
 */
static void cb_style_content_0(hl_lx *lx, const hl_match *m)
{
    delegate_lang(lx, m->s, m->ov[1]);
}

/* html.rb:135
 *         rule %r/</ do
 *           delegate @lang
 *         end
 */
static void cb_style_content_2(hl_lx *lx, const hl_match *m)
{
    delegate_lang(lx, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "(<)([\\t\\n\\x0b\\f\\r\\x20]*)(template)", .opts = 0, .cb = cb_root_0},
    {.re = "(<)([\\t\\n\\x0b\\f\\r\\x20]*)(style)", .opts = 0, .cb = cb_root_1},
    {.re = "(<)([\\t\\n\\x0b\\f\\r\\x20]*)(script)", .opts = 0, .cb = cb_root_2},
    {.re = "[^<&]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "<!DOCTYPE .*?>", .opts = HL_I | HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<!\\[CDATA\\[.*?\\]\\]>", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<!--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<\\?.*?\\?>", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*script[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .cb = cb_root_9},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*style[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .cb = cb_root_10},
    {.re = "</", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag_end},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag_start},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    HL_END,
};

static const hl_rule r_tag[] = {
    {.re = "[a-zA-Z0-9_:#\\[\\]()*.-]+[\\t\\n\\x0b\\f\\r\\x20]*=[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attr},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\p{L}:_\\[\\]()*.-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·\\[\\]()*-]*[\\t\\n\\x0b\\f\\r\\x20]*=[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attr},
    {.re = "[\\p{L}:_*#-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·*#-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "/?[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_style[] = {
    {.re = "(<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*)(style)([\\t\\n\\x0b\\f\\r\\x20]*>)", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Keyword, T_Name_Tag}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_style_content),
    HL_MIXIN(S_embed),
    HL_END,
};

static const hl_rule r_script[] = {
    {.re = "(<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*)(script)([\\t\\n\\x0b\\f\\r\\x20]*>)", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Keyword, T_Name_Tag}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_script_content),
    HL_MIXIN(S_embed),
    HL_END,
};

static const hl_rule r_lang_tag[] = {
    {.re = "(lang[\\t\\n\\x0b\\f\\r\\x20]*=)([\\t\\n\\x0b\\f\\r\\x20]*)(\"(?:\\\\.|[^\\\\])*?\"|'(\\\\.|[^\\\\])*?'|[^\\t\\n\\x0b\\f\\r\\x20>]+)", .opts = 0, .cb = cb_lang_tag_0},
    HL_MIXIN(S_tag),
    HL_END,
};

static const hl_rule r_template[] = {
    {.re = "(<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*)(template)([\\t\\n\\x0b\\f\\r\\x20]*>)", .opts = 0, .ntok = 3, .tok = {T_Name_Tag, T_Keyword, T_Name_Tag}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "{{", .opts = 0, .cb = cb_template_1},
    HL_MIXIN(S_embed),
    HL_END,
};

static const hl_rule r_template_interpol[] = {
    {.re = "}}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_MIXIN(S_template_interpol_inner),
    HL_END,
};

static const hl_rule r_template_interpol_inner[] = {
    {.re = "{", .opts = 0, .cb = cb_template_interpol_inner_0},
    {.re = "}", .opts = 0, .cb = cb_template_interpol_inner_1},
    {.re = "[^{}]+", .opts = 0, .cb = cb_template_interpol_inner_2},
    HL_END,
};

static const hl_rule r_embed[] = {
    {.re = "[^{<]+", .opts = 0, .cb = cb_embed_0},
    {.re = "[<{][^<{]*", .opts = 0, .cb = cb_embed_1},
    HL_END,
};

static const hl_rule r_tag_end[] = {
    HL_MIXIN(S_tag_end_end),
    {.re = "[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_GOTO, .arg = S_tag_end_end},
    HL_END,
};

static const hl_rule r_tag_end_end[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_tag_start[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\p{L}:_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_GOTO, .arg = S_tag},
    {.re = "", .opts = 0, .act = HL_GOTO, .arg = S_tag},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^-]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "-->", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "-", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_attr[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_GOTO, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_GOTO, .arg = S_sq},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20>]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_script_content[] = {
    {.re = "[^<]+", .opts = 0, .cb = cb_script_content_0},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*script[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    {.re = "<", .opts = 0, .cb = cb_script_content_2},
    HL_END,
};

static const hl_rule r_style_content[] = {
    {.re = "[^<]+", .opts = 0, .cb = cb_style_content_0},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*style[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    {.re = "<", .opts = 0, .cb = cb_style_content_2},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"tag", r_tag},
    {"style", r_style},
    {"script", r_script},
    {"lang_tag", r_lang_tag},
    {"template", r_template},
    {"template_interpol", r_template_interpol},
    {"template_interpol_inner", r_template_interpol_inner},
    {"embed", r_embed},
    {"tag_end", r_tag_end},
    {"tag_end_end", r_tag_end_end},
    {"tag_start", r_tag_start},
    {"comment", r_comment},
    {"attr", r_attr},
    {"dq", r_dq},
    {"sq", r_sq},
    {"script_content", r_script_content},
    {"style_content", r_style_content},
};

static void start(hl_lx *lx)
{
    hl_lx_free(lx->subs[0]); lx->subs[0] = NULL;
    hl_lx_free(lx->subs[1]); lx->subs[1] = NULL;
    if (lx->subs[2]) hl_lx_reset(lx->subs[2]);
}

static const char *const aliases[] = {"vuejs", NULL};

const hl_lang hl_lang_vue = {
    .tag = "vue",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(vue_data),
    .start = start,
};
