/* lang_hcl.c: Hashicorp Configuration Language, ported from Rouge 3.30 lexers (Rouge::Lexers::Hcl). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comment,
    S_comments_and_whitespace,
    S_primitives,
    S_composite,
    S_hash,
    S_array,
    S_dq,
    S_sq,
    S_heredoc,
    S_heredoc_nl,
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

/* the instance variables the blocks keep */
typedef struct lang_data {
    hl_str heredocstr;
} lang_data;

static void fini(hl_lx *lx)
{
    lang_data *d = lx->data;
    hl_str_free(&d->heredocstr);
}

static const char set_1[][1] = {};
static const char set_2[][1] = {};
static const char set_3[][1] = {};
static const char set_4[][1] = {};

/* hcl.rb:74
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *             push :composite
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *             push :composite
 *           elsif self.class.reserved.include? m[0]
 *             token Keyword::Reserved
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Other
 *             push :composite
 *           end
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_push(lx, S_composite);
    } else if (HL_IN(set_2, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
        hl_push(lx, S_composite);
    } else if (HL_IN(set_3, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(set_4, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
        hl_push(lx, S_composite);
    }
}

/* hcl.rb:32
 *         rule %r/(<<-?)(\s*)(\'?)(\\?)(\w+)(\3)/ do |m|
 *           groups Operator, Text, Str::Heredoc, Str::Heredoc, Name::Constant, Str::Heredoc
 *           @heredocstr = Regexp.escape(m[5])
 *           push :heredoc
 *         end
 */
static void cb_primitives_4(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    const char *g0p; size_t g0n; hl_group(m, 5, &g0p, &g0n);
    hl_token_m(lx, T_Operator, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Literal_String_Heredoc, m, 3); hl_token_m(lx, T_Literal_String_Heredoc, m, 4); hl_token_m(lx, T_Name_Constant, m, 5); hl_token_m(lx, T_Literal_String_Heredoc, m, 6);
    hl_str_set(&d->heredocstr, g0p, g0n, 1);
    hl_push(lx, S_heredoc);
}

/* hcl.rb:97
 *         rule %r/[{]/ do
 *           token Punctuation
 *           pop!
 *           push :hash
 *         end
 */
static void cb_composite_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_hash);
}

/* hcl.rb:103
 *         rule %r/[\[]/ do
 *           token Punctuation
 *           pop!
 *           push :array
 *         end
 */
static void cb_composite_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_array);
}

/* hcl.rb:151
 *         rule %r/\s*(\w+)\s*\n/ do |m|
 *           if m[1] == @heredocstr
 *             token Name::Constant
 *             pop! 2
 *           else
 *             token Str::Heredoc
 *           end
 *         end
 */
static void cb_heredoc_nl_0(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    if (hl_str_eq(&d->heredocstr, g0p, g0n)) {
        hl_token(lx, T_Name_Constant, m->s, m->ov[1]);
        hl_pop(lx, 2);
    } else {
        hl_token(lx, T_Literal_String_Heredoc, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments_and_whitespace),
    HL_MIXIN(S_primitives),
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_hash},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    {.re = "[$a-z_][a-z0-9_]*", .opts = HL_I, .cb = cb_root_4},
    HL_END,
};

static const hl_rule r_multiline_comment[] = {
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comment},
    HL_END,
};

static const hl_rule r_primitives[] = {
    {.re = "[0-9][0-9]*\\.[0-9]+([eE][0-9]+)?[fd]?([kKmMgG]b?)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+([kKmMgG]b?)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_sq},
    {.re = "(<<-?)([\\t\\n\\x0b\\f\\r\\x20]*)(\\'?)(\\\\?)([A-Za-z0-9_]+)(\\3)", .opts = 0, .cb = cb_primitives_4},
    HL_END,
};

static const hl_rule r_composite[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[{]", .opts = 0, .cb = cb_composite_1},
    {.re = "[\\[]", .opts = 0, .cb = cb_composite_2},
    HL_MIXIN(S_root),
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_hash[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "\\=", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_array[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\\\'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_heredoc[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}, .act = HL_PUSH, .arg = S_heredoc_nl},
    {.re = "[^$\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    {.re = "[$]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_END,
};

static const hl_rule r_heredoc_nl[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*([A-Za-z0-9_]+)[\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .cb = cb_heredoc_nl_0},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"multiline_comment", r_multiline_comment},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"primitives", r_primitives},
    {"composite", r_composite},
    {"hash", r_hash},
    {"array", r_array},
    {"dq", r_dq},
    {"sq", r_sq},
    {"heredoc", r_heredoc},
    {"heredoc_nl", r_heredoc_nl},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_hcl = {
    .tag = "hcl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(lang_data),
    .fini = fini,
};
