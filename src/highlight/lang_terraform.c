/* lang_terraform.c: Terraform, ported from Rouge 3.30 lexers (Rouge::Lexers::Terraform). */
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
    S_strings,
    S_interpolation,
    S_regexps,
    S_regexp_inner,
    S_expression,
    S__COUNT,
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

static const char kw_declarations[][6] = {
    "local", "var",
};

static const char kw_keywords[][12] = {
    "data", "module", "output", "provider", "provisioner", "resource",
    "terraform", "variable",
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
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_push(lx, S_composite);
    } else if (HL_IN(kw_declarations, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
        hl_push(lx, S_composite);
    } else if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(set_2, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
        hl_push(lx, S_composite);
    }
}

/* terraform.rb:110
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *           elsif self.class.reserved.include? m[0]
 *             token Keyword::Reserved
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_expression_7(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_declarations, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(set_2, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
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

static const hl_rule r_hash[] = {
    {.re = "[.,()*]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_array[] = {
    {.re = "[.,()*]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "[^\\\\\"\\$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_strings),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "[^\\\\'\\$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_MIXIN(S_strings),
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_heredoc[] = {
    HL_INHERIT,
    HL_MIXIN(S_strings),
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_interpolation},
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expression),
    HL_END,
};

static const hl_rule r_regexps[] = {
    {.re = "\"/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_GOTO, .arg = S_regexp_inner},
    HL_END,
};

static const hl_rule r_regexp_inner[] = {
    {.re = "[^\"/\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "/\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_POP, .arg = 1},
    {.re = "[\"/]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_expression[] = {
    HL_MIXIN(S_regexps),
    HL_MIXIN(S_primitives),
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\+\\+ | -- | ~ | && | \\|\\| | \\\\(?=\\n) | << | >>>? | == | != ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}},
    {.re = "[-<>+*%&|\\^/!=?:]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[(\\[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[)\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[$a-z_\\-][a-z0-9_\\-]*", .opts = HL_I, .cb = cb_expression_7},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_hash] = {"hash", r_hash},
    [S_array] = {"array", r_array},
    [S_dq] = {"dq", r_dq},
    [S_sq] = {"sq", r_sq},
    [S_heredoc] = {"heredoc", r_heredoc},
    [S_strings] = {"strings", r_strings},
    [S_interpolation] = {"interpolation", r_interpolation},
    [S_regexps] = {"regexps", r_regexps},
    [S_regexp_inner] = {"regexp_inner", r_regexp_inner},
    [S_expression] = {"expression", r_expression},
};

static const char *const aliases[] = {"tf", NULL};

const hl_lang hl_lang_terraform = {
    .tag = "terraform",
    .parent = &hl_lang_hcl,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(lang_data),
    .fini = fini,
};
