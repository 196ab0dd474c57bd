/* lang_twig.c: Twig, ported from Rouge 3.30 lexers (Rouge::Lexers::Twig). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_filter,
    S_function,
    S_text,
    S_literal,
    S_comment,
    S_expression,
    S_statement,
    S_raw,
    S_verbatim,
    S__COUNT,
};

static const char kw_keywords[][14] = {
    "as", "autoescape", "block", "do", "else", "embed",
    "endautoescape", "endblock", "endembed", "endfilter", "endfor", "endif",
    "endmacro", "ends", "endsandbox", "endset", "endspaceless", "extends",
    "filter", "flush", "for", "from", "if", "import",
    "include", "macro", "sandbox", "set", "spaceless", "starts",
    "use", "with", "without",
};

static const char kw_pseudo_keywords[][6] = {
    "false", "none", "true",
};

static const char kw_tests[][12] = {
    "constant", "defined", "divisibleby", "empty", "even", "iterable",
    "null", "odd", "sameas",
};

static const char kw_word_operators[][6] = {
    "and", "b-and", "b-or", "b-xor", "in", "is",
    "not", "or",
};

/* jinja.rb:128
 *         rule %r/(\w+\.?)/ do |m|
 *           if self.class.keywords.include?(m[0])
 *             groups Keyword
 *           elsif self.class.pseudo_keywords.include?(m[0])
 *             groups Keyword::Pseudo
 *           elsif self.class.word_operators.include?(m[0])
 *             groups Operator::Word
 *           elsif self.class.tests.include?(m[0])
 *             groups Name::Builtin
 *           else
 *             groups Name::Variable
 *           end
 *         end
 */
static void cb_statement_0(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token_m(lx, T_Keyword, m, 1);
    } else if (HL_IN(kw_pseudo_keywords, m->s, m->ov[1])) {
        hl_token_m(lx, T_Keyword_Pseudo, m, 1);
    } else if (HL_IN(kw_word_operators, m->s, m->ov[1])) {
        hl_token_m(lx, T_Operator_Word, m, 1);
    } else if (HL_IN(kw_tests, m->s, m->ov[1])) {
        hl_token_m(lx, T_Name_Builtin, m, 1);
    } else {
        hl_token_m(lx, T_Name_Variable, m, 1);
    }
}

static const hl_rule r_statement[] = {
    {.re = "([A-Za-z0-9_]+\\.?)", .opts = 0, .cb = cb_statement_0},
    HL_MIXIN(S_filter),
    HL_MIXIN(S_function),
    HL_MIXIN(S_literal),
    HL_MIXIN(S_text),
    {.re = "\\%\\}", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_state states[S__COUNT] = {
    [S_statement] = {"statement", r_statement},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_twig = {
    .tag = "twig",
    .parent = &hl_lang_jinja,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
