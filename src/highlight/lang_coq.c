/* lang_coq.c: Coq, ported from Rouge 3.30 lexers (Rouge::Lexers::Coq). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_string,
    S_escape_sequence,
    S_continue_id,
};

static const char kw_coq[][12] = {
    "About", "Arguments", "Check", "Class", "CoFixpoint", "CoInductive",
    "Compute", "Context", "Corollary", "Defined", "Definition", "End",
    "Eval", "Example", "Existing", "Export", "Fixpoint", "Global",
    "Goal", "Hint", "Immediate", "Import", "Include", "Inductive",
    "Infix", "Instance", "Lemma", "Local", "Ltac", "Module",
    "Monomorphic", "Notation", "Opaque", "Polymorphic", "Print", "Printing",
    "Proof", "Qed", "Record", "Remark", "Require", "Rewrite",
    "Search", "SearchAbout", "Section", "Theorem", "Transparent", "Universe",
    "Universes", "Variable", "Variables",
};

static const char kw_gallina[][7] = {
    "Prop", "Set", "Type", "as", "else", "end",
    "forall", "fun", "if", "in", "let", "match",
    "return", "then",
};

static const char kw_keyopts[][4] = {
    "->", "/\\", ":", ":=", ":>", ";",
    "=>", "\\/", "_", "¬", "→", "↔",
    "⇒", "⇔", "∀", "∃", "∈", "∧",
    "∨", "≔", "≡", "⊢", "⊤", "⊥",
    "⊨",
};

static const char kw_ltac[][15] = {
    "apply", "as", "at", "auto", "autorewrite", "beta",
    "cbn", "cbv", "clear", "compute", "constructor", "delta",
    "dependent", "destruct", "eapply", "eauto", "econstructor", "edestruct",
    "eexists", "erewrite", "etransitivity", "exfalso", "exists", "f_equal",
    "fold", "generalize", "in", "induction", "injection", "instantiate",
    "intro", "intros", "inversion", "iota", "lazy", "native_compute",
    "red", "refine", "revert", "rewrite", "setoid_rewrite", "simpl",
    "specialize", "split", "subst", "symmetry", "transitivity", "unfold",
    "vm_compute", "with", "zeta",
};

static const char kw_tacticals[][7] = {
    "first", "repeat", "try",
};

static const char kw_terminators[][12] = {
    "assumption", "congruence", "eassumption", "exact", "omega", "reflexivity",
    "solve",
};


/* @name (the identifier being read, with its dotted parts) and @continue */
typedef struct coq_data {
    hl_str name;
    int cont;
} coq_data;

static void fini(hl_lx *lx) { hl_str_free(&((coq_data *)lx->data)->name); }

/* self.class.classify(x) */
static int classify(const char *p, size_t n)
{
    if (HL_IN(kw_coq, p, n))
        return T_Keyword;
    if (HL_IN(kw_gallina, p, n))
        return T_Keyword_Reserved;
    if (HL_IN(kw_ltac, p, n))
        return T_Keyword_Pseudo;
    if (HL_IN(kw_terminators, p, n))
        return T_Name_Exception;
    if (HL_IN(kw_tacticals, p, n))
        return T_Keyword_Pseudo;
    return T_Name_Constant;
}

/* operator = %r([\[\];,{}_()!$%&*+./:<=>?@^|~#-]+), matched anywhere in the character */
static int is_operator(char c) { return c && strchr("[];,{}_()!$%&*+./:<=>?@^|~#-", c) != NULL; }

/* the end of an identifier: @continue ? Name::Constant : classify(@name), for @name */
static void end_name(hl_lx *lx)
{
    coq_data *d = lx->data;
    if (d->name.set)
        hl_token(lx, d->cont ? T_Name_Constant : classify(d->name.p, d->name.n), d->name.p, d->name.n);
}

/* coq.rb:95
 *         rule module_type do |m|
 *           token Keyword , 'Module'
 *           token Text::Whitespace , m[1]
 *           token Keyword , 'Type'
 *           token Text::Whitespace , m[2]
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, "Module", 6);
    hl_token_m(lx, T_Text_Whitespace, m, 1);
    hl_token(lx, T_Keyword, "Type", 4);
    hl_token_m(lx, T_Text_Whitespace, m, 2);
}

/* coq.rb:101
 *         rule set_options do |m|
 *           token Keyword , m[1]
 *           i = 2
 *           while m[i] != ''
 *             token Text::Whitespace , m[i]
 *             token Keyword , m[i+1]
 *             i += 2
 *           end
 *           token self.class.end_sentence , '.'
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    /* i = 2; while m[i] != '' ... : Ruby's loop never ends when m[6] is not empty (m[8] and on are nil); here
     * it stops after the last group */
    hl_token_m(lx, T_Keyword, m, 1);
    for (int i = 2; i + 1 < m->n; i += 2) {
        const char *p;
        size_t n;
        if (hl_group(m, i, &p, &n) && n == 0)
            break;
        hl_token_m(lx, T_Text_Whitespace, m, i);
        hl_token_m(lx, T_Keyword, m, i + 1);
    }
    hl_token(lx, T_Punctuation_Indicator, ".", 1);
}

/* coq.rb:111
 *         rule id do |m|
 *           @name = m[0]
 *           @continue = false
 *           push :continue_id
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    coq_data *d = lx->data;
    hl_str_set(&d->name, m->s, m->ov[1], 0);
    d->cont = 0;
    hl_push(lx, S_continue_id);
}

/* coq.rb:127
 *         rule %r/./ do |m|
 *           match = m[0]
 *           if self.class.keyopts.include? match
 *             token Punctuation
 *           elsif match =~ operator
 *             token Operator
 *           else
 *             token Error
 *           end
 *         end
 */
static void cb_root_13(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    if (HL_IN(kw_keyopts, p, n))
        hl_token(lx, T_Punctuation, p, n);
    else if (n == 1 && is_operator(p[0]))
        hl_token(lx, T_Operator, p, n);
    else
        hl_token(lx, T_Error, p, n);
}

/* coq.rb:159
 *         rule dot_id do |m|
 *           token Name::Namespace , @name
 *           token Punctuation , '.'
 *           @continue = true
 *           @name = m[1]
 *         end
 */
static void cb_continue_id_0(hl_lx *lx, const hl_match *m)
{
    coq_data *d = lx->data;
    const char *p;
    size_t n;
    if (d->name.set)
        hl_token(lx, T_Name_Namespace, d->name.p, d->name.n);
    hl_token(lx, T_Punctuation, ".", 1);
    d->cont = 1;
    hl_group(m, 1, &p, &n);
    hl_str_set(&d->name, p, n, 0);
}

/* coq.rb:165
 *         rule dot_space do |m|
 *           if @continue
 *             token Name::Constant , @name
 *           else
 *             token self.class.classify(@name) , @name
 *           end
 *           token self.class.end_sentence , '.'
 *           token Text::Whitespace , m[1]
 *           @name = false
 *           @continue = false
 *           pop!
 *         end
 */
static void cb_continue_id_1(hl_lx *lx, const hl_match *m)
{
    coq_data *d = lx->data;
    end_name(lx);
    hl_token(lx, T_Punctuation_Indicator, ".", 1);
    hl_token_m(lx, T_Text_Whitespace, m, 1);
    hl_str_set(&d->name, NULL, 0, 0); /* @name = false */
    d->cont = 0;
    hl_pop(lx, 1);
}

/* coq.rb:177
 *         rule %r// do
 *           if @continue
 *             token Name::Constant , @name
 *           else
 *             token self.class.classify(@name) , @name
 *           end
 *           @name = false
 *           @continue = false
 *           pop!
 *         end
 */
static void cb_continue_id_2(hl_lx *lx, const hl_match *m)
{
    coq_data *d = lx->data;
    end_name(lx);
    hl_str_set(&d->name, NULL, 0, 0);
    d->cont = 0;
    hl_pop(lx, 1);
}

static const hl_rule r_root[] = {
    {.re = "[(][*](?![)])", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "Module([\\t\\n\\x0b\\f\\r\\x20]+)Type([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .cb = cb_root_2},
    {.re = "(Set|Unset)([\\t\\n\\x0b\\f\\r\\x20]+)(Universe|Printing|Implicit|Strict)([\\t\\n\\x0b\\f\\r\\x20]+)(Polymorphism|All|Notations|Arguments|Universes|Implicit)([\\t\\n\\x0b\\f\\r\\x20]*)\\.", .opts = HL_M, .cb = cb_root_3},
    {.re = "(?:[a-z][A-Za-z0-9_']*)|(?:[_a-z][A-Za-z0-9_']+)", .opts = HL_I, .cb = cb_root_4},
    {.re = "/\\\\", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\\\/", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "-?[0-9][0-9_]*(.[0-9_]*)?(e[+-]?[0-9][0-9_]*)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9][0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'(?:(\\\\[\\\\\"'ntbr ])|(\\\\[0-9]{3})|(\\\\x[0-9a-fA-F]{2}))'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "[~?](?i-sx:(?:[a-z][A-Za-z0-9_']*)|(?:[_a-z][A-Za-z0-9_']+))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = ".", .opts = 0, .cb = cb_root_13},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^(*)]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "[(][*]", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH_SELF},
    {.re = "[*][)]", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[(*)]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "(?:\\\\\")+|[^\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_escape_sequence),
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_escape_sequence[] = {
    {.re = "\\\\[\\\\\"'ntbr]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_continue_id[] = {
    {.re = "\\.((?:[a-z][A-Za-z0-9_']*)|(?:[_a-z][A-Za-z0-9_']+))", .opts = HL_I, .cb = cb_continue_id_0},
    {.re = "\\.([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .cb = cb_continue_id_1},
    {.re = "", .opts = 0, .cb = cb_continue_id_2},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"string", r_string},
    {"escape_sequence", r_escape_sequence},
    {"continue_id", r_continue_id},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_coq = {
    .tag = "coq",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(coq_data),
    .fini = fini,
};
