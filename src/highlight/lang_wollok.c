/* lang_wollok.c: Wollok, ported from Rouge 3.30 lexers (Rouge::Lexers::Wollok). */
#include <stdlib.h>
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespaces_and_comments,
    S_foo,
    S_keywords,
    S_objects,
    S_literals,
    S_lists,
    S_symbols,
};

/* `entities`, the names of the objects and classes declared so far. In Rouge it is a local of the class body,
 * shared by every Wollok lexer of the process (a Jekyll build remembers names from page to page); here each
 * highlighted block starts with none. */
typedef struct wollok_data {
    hl_str *v;
    size_t n, cap;
} wollok_data;

static void add_entity(hl_lx *lx, const char *p, size_t n)
{
    wollok_data *d = lx->data;
    if (d->n == d->cap) {
        d->cap = d->cap ? d->cap * 2 : 8;
        d->v = realloc(d->v, d->cap * sizeof *d->v);
        if (!d->v)
            abort();
    }
    d->v[d->n] = (hl_str){0};
    hl_str_set(&d->v[d->n++], p, n, 0);
}

static int is_entity(hl_lx *lx, const char *p, size_t n)
{
    wollok_data *d = lx->data;
    for (size_t i = 0; i < d->n; i++)
        if (hl_str_eq(&d->v[i], p, n))
            return 1;
    return 0;
}

static void fini(hl_lx *lx)
{
    wollok_data *d = lx->data;
    for (size_t i = 0; i < d->n; i++)
        hl_str_free(&d->v[i]);
    free(d->v);
}

/* wollok.rb:44
 *         rule %r/#{entity_name}(?=\s*{)/ do |m|
 *           token Name::Class
 *           entities << m[0]
 *           pop!
 *         end
 */
static void cb_foo_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Class, m->s, m->ov[1]);
    add_entity(lx, m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* wollok.rb:49
 *         rule %r/#{entity_name}/ do |m|
 *           token Name::Class
 *           entities << m[0]
 *         end
 */
static void cb_foo_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Class, m->s, m->ov[1]);
    add_entity(lx, m->s, m->ov[1]);
}

/* wollok.rb:68
 *         rule variable_naming do |m|
 *           variable = m[0]
 *           if entities.include?(variable) || ('A'..'Z').cover?(variable[0])
 *             token Name::Class
 *           else
 *             token Keyword::Variable
 *           end
 *         end
 */
static void cb_objects_0(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    /* ('A'..'Z').cover?(variable[0]): the first character, between "A" and "Z" as strings */
    if (is_entity(lx, p, n) || (n && p[0] >= 'A' && p[0] <= 'Z'))
        hl_token(lx, T_Name_Class, p, n);
    else
        hl_token(lx, T_Keyword_Variable, p, n);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespaces_and_comments),
    {.re = "(import)(.+$)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Reserved, T_Text}, .groups = 1},
    {.re = "(class|object|mixin)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_foo},
    {.re = "test|program", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "(package)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[a-zA-Z][a-zA-Z0-9]*))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text_Whitespace, T_Name_Class}, .groups = 1},
    {.re = "{|}", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_keywords),
    HL_MIXIN(S_symbols),
    HL_MIXIN(S_objects),
    HL_END,
};

static const hl_rule r_whitespaces_and_comments[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "//.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*(.|[\\t\\n\\x0b\\f\\r\\x20])*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_foo[] = {
    HL_MIXIN(S_whitespaces_and_comments),
    {.re = "inherits|mixed|with|and", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "(?-six:[a-zA-Z][a-zA-Z0-9]*)(?=[\\t\\n\\x0b\\f\\r\\x20]*{)", .opts = 0, .cb = cb_foo_2},
    {.re = "(?-six:[a-zA-Z][a-zA-Z0-9]*)", .opts = 0, .cb = cb_foo_3},
    HL_END,
};

static const hl_rule r_keywords[] = {
    {.re = "self\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "new\\b|super\\b|return\\b|if\\b|else\\b|var\\b|const\\b|override\\b|constructor\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "(method)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:_?(?-six:[a-zA-Z][a-zA-Z0-9]*)))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text_Whitespace, T_Text}, .groups = 1},
    HL_END,
};

static const hl_rule r_objects[] = {
    {.re = "_?(?-six:[a-zA-Z][a-zA-Z0-9]*)", .opts = 0, .cb = cb_objects_0},
    {.re = "\\.(?-six:[a-zA-Z][a-zA-Z0-9]*)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_literals),
    HL_END,
};

static const hl_rule r_literals[] = {
    HL_MIXIN(S_whitespaces_and_comments),
    {.re = "[0-9]+\\.?[0-9]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\"[^\"]*\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\[|\\#{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_lists},
    HL_END,
};

static const hl_rule r_lists[] = {
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "]|}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_objects),
    HL_END,
};

static const hl_rule r_symbols[] = {
    {.re = "\\+\\+|--|\\+=|-=|\\*\\*|!", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\+|-|\\*|/|%", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "<=|=>|===|==|<|>", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "and\\b|or\\b|not\\b", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\(|\\)|=", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespaces_and_comments", r_whitespaces_and_comments},
    {"foo", r_foo},
    {"keywords", r_keywords},
    {"objects", r_objects},
    {"literals", r_literals},
    {"lists", r_lists},
    {"symbols", r_symbols},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_wollok = {
    .tag = "wollok",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(wollok_data),
    .fini = fini,
};
