/* lang_jinja.c: Jinja, ported from Rouge 3.30 lexers (Rouge::Lexers::Jinja). */
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
};

static const char kw_keywords[][14] = {
    "as", "autoescape", "block", "call", "context", "do",
    "else", "endautoescape", "endblock", "endcall", "endfilter", "endfor",
    "endif", "endmacro", "endset", "endtrans", "endwith", "extends",
    "filter", "for", "from", "if", "ignore", "import",
    "include", "macro", "missing", "recursive", "reversed", "scoped",
    "set", "trans", "with", "without",
};

static const char kw_pseudo_keywords[][6] = {
    "False", "None", "True", "false", "none", "true",
};

static const char kw_tests[][12] = {
    "callable", "defined", "divisibleby", "equalto", "escaped", "even",
    "iterable", "lower", "mapping", "none", "number", "odd",
    "sameas", "sequence", "string", "undefined", "upper",
};

static const char kw_word_operators[][4] = {
    "and", "in", "is", "not", "or",
};

/* jinja.rb:44
 *         rule %r/({%-?)(\s*)(raw|verbatim)(\s*)(-?%})/ do |m|
 *           groups Comment::Preproc, Text, Keyword, Text, Comment::Preproc
 *           case m[3]
 *           when "raw"
 *             push :raw
 *           when "verbatim"
 *             push :verbatim
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 3, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 3, &g1p, &g1n);
    hl_token_m(lx, T_Comment_Preproc, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Keyword, m, 3); hl_token_m(lx, T_Text, m, 4); hl_token_m(lx, T_Comment_Preproc, m, 5);
    if ((g0n == 3 && memcmp(g0p, "raw", 3) == 0)) {
        hl_push(lx, S_raw);
    } else if ((g1n == 8 && memcmp(g1p, "verbatim", 8) == 0)) {
        hl_push(lx, S_verbatim);
    }
}

/* jinja.rb:66
 * rule(/(.+?)(?=\\|{{|{%|{#|##)/m) { delegate parent }
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* jinja.rb:67
 * rule(/.+/m) { delegate parent }
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

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

static const hl_rule r_root[] = {
    {.re = "{#", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "##.*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "({%-?)([\\t\\n\\x0b\\f\\r\\x20]*)(raw|verbatim)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%})", .opts = 0, .cb = cb_root_2},
    {.re = "\\{\\%", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_statement},
    {.re = "\\{\\{", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_expression},
    {.re = "(.+?)(?=\\\\|{{|{%|{#|##)", .opts = HL_M, .cb = cb_root_5},
    {.re = ".+", .opts = HL_M, .cb = cb_root_6},
    HL_END,
};

static const hl_rule r_filter[] = {
    {.re = "(\\|[\\t\\n\\x0b\\f\\r\\x20]*)([A-Za-z0-9_]+)", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Function}, .groups = 1},
    HL_END,
};

static const hl_rule r_function[] = {
    {.re = "([A-Za-z0-9_]+)(\\()", .opts = 0, .ntok = 2, .tok = {T_Name_Function, T_Punctuation}, .groups = 1},
    HL_END,
};

static const hl_rule r_text[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_literal[] = {
    {.re = "\"(\\\\.|.)*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\.|.)*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "[0-9]+(?=}[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(\\+|\\-|\\*|//?|\\*\\*?|=)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(<=?|>=?|===?|!=)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^#]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    {.re = "#}", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_expression[] = {
    {.re = "[A-Za-z0-9_]+\\.?", .opts = HL_M, .ntok = 1, .tok = {T_Name_Variable}},
    HL_MIXIN(S_filter),
    HL_MIXIN(S_function),
    HL_MIXIN(S_literal),
    HL_MIXIN(S_text),
    {.re = "%}|}}", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "([A-Za-z0-9_]+\\.?)", .opts = 0, .cb = cb_statement_0},
    HL_MIXIN(S_filter),
    HL_MIXIN(S_function),
    HL_MIXIN(S_literal),
    HL_MIXIN(S_text),
    {.re = "\\%\\}", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_raw[] = {
    {.re = "({%-?)([\\t\\n\\x0b\\f\\r\\x20]*)(endraw)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%})", .opts = 0, .ntok = 5, .tok = {T_Comment_Preproc, T_Text, T_Keyword, T_Text, T_Comment_Preproc}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[^{]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_verbatim[] = {
    {.re = "({%-?)([\\t\\n\\x0b\\f\\r\\x20]*)(endverbatim)([\\t\\n\\x0b\\f\\r\\x20]*)(-?%})", .opts = 0, .ntok = 5, .tok = {T_Comment_Preproc, T_Text, T_Keyword, T_Text, T_Comment_Preproc}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[^{]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"filter", r_filter},
    {"function", r_function},
    {"text", r_text},
    {"literal", r_literal},
    {"comment", r_comment},
    {"expression", r_expression},
    {"statement", r_statement},
    {"raw", r_raw},
    {"verbatim", r_verbatim},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {"django", NULL};

const hl_lang hl_lang_jinja = {
    .tag = "jinja",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
