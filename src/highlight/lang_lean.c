/* lang_lean.c: Lean, ported from Rouge 3.30 lexers (Rouge::Lexers::Lean). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string,
    S_escape,
};

static const char kw_keywords[][13] = {
    "#check", "#eval", "#print", "#reduce", "abbreviation", "add_rewrite",
    "alias", "assume", "axiom", "begin", "by", "calc",
    "calc_refl", "calc_subst", "calc_trans", "coercion", "conjecture", "constant",
    "constants", "context", "corollary", "def", "definition", "end",
    "example", "exit", "export", "expose", "exposing", "extends",
    "from", "fun", "have", "help", "hiding", "hott",
    "hypothesis", "import", "include", "including", "inductive", "infix",
    "infixl", "infixr", "inline", "instance", "irreducible", "lemma",
    "match", "namespace", "notation", "opaque", "opaque_hint", "open",
    "options", "parameter", "parameters", "postfix", "precedence", "prefix",
    "private", "protected", "reducible", "renaming", "repeat", "section",
    "set_option", "show", "tactic_hint", "theorem", "universe", "universes",
    "using", "variable", "variables", "with",
};

static const char kw_types[][5] = {
    "Prop", "Sort", "Type",
};

/* lean.rb:121
 *         rule(/#?\w+/) do |m|
 *           match = m[0]
 *           if self.class.keywords.include?(match)
 *             token Keyword
 *           elsif self.class.types.include?(match)
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_types, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*--+[\\t\\n\\x0b\\f\\r\\x20]+.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "#?[A-Za-z0-9_]+", .opts = 0, .cb = cb_root_3},
    {.re = "[λ]", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\:=?", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\.[0-9]*", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "!=|#|&|&&|\\*|\\+|-|/|@|!|`|-\\.|->|\\.|\\.\\.|\\.\\.\\.|::|:>|;|;;|<|<-|=|==|>|_|\\||\\|\\||~|=>|<=|>=|/ \\/|∀|Π|λ|↔|∧|∨|≠|≤|≥|⊎|¬|⁻¹|⬝|▸|→|∃|ℕ|ℤ|≈|×|⌞|⌟|≡|⟨|⟩", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20\\(\\),\\[\\]αβ‹›]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_escape},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "[nrt\"'\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string", r_string},
    {"escape", r_escape},
};

static const char *const aliases[] = {"lean", NULL};

const hl_lang hl_lang_lean = {
    .tag = "lean",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
