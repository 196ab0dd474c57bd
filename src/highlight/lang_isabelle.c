/* lang_isabelle.c: Isabelle, ported from Rouge 3.30 lexers (Rouge::Lexers::Isabelle). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_text,
    S_string,
    S_fact,
};

static const char kw_keyword_abandon_proof[][6] = {
    "oops", "sorry",
};

static const char kw_keyword_diag[][24] = {
    "ML_command", "ML_val", "class_deps", "code_deps", "code_thms", "display_drafts",
    "find_consts", "find_theorems", "find_unused_assms", "full_prf", "help", "locale_deps",
    "nitpick", "pr", "prf", "print_ML_antiquotations", "print_abbrevs", "print_antiquotations",
    "print_attributes", "print_binds", "print_bnfs", "print_bundles", "print_case_translations", "print_cases",
    "print_claset", "print_classes", "print_codeproc", "print_codesetup", "print_coercions", "print_commands",
    "print_context", "print_defn_rules", "print_dependencies", "print_facts", "print_induct_rules", "print_inductives",
    "print_interps", "print_locale", "print_locales", "print_methods", "print_options", "print_orders",
    "print_quot_maps", "print_quotconsts", "print_quotients", "print_quotientsQ3", "print_quotmapsQ3", "print_rules",
    "print_simpset", "print_state", "print_statement", "print_syntax", "print_term_bindings", "print_theorems",
    "print_theory", "print_trans_rules", "prop", "pwd", "quickcheck", "refute",
    "sledgehammer", "smt_status", "solve_direct", "spark_status", "term", "thm",
    "thm_deps", "thy_deps", "try", "try0", "typ", "unused_thms",
    "value", "values", "values_prolog", "welcome",
};

static const char kw_keyword_minor[][17] = {
    "and", "assumes", "attach", "avoids", "binder", "checking",
    "class_instance", "class_relation", "code_module", "congs", "constant", "constrains",
    "datatypes", "defines", "file", "fixes", "for", "functions",
    "hints", "identifier", "if", "imports", "in", "includes",
    "infix", "infixl", "infixr", "is", "keywords", "lazy",
    "module_name", "monos", "morphisms", "no_discs_sels", "notes", "obtains",
    "open", "output", "overloaded", "parametric", "permissive", "pervasive",
    "rep_compat", "shows", "structure", "type_class", "type_constructor", "unchecked",
    "unsafe", "where",
};

static const char kw_keyword_proof_asm[][8] = {
    "assume", "case", "def", "fix", "presume",
};

static const char kw_keyword_proof_asm_goal[][7] = {
    "guess", "obtain", "show", "thus",
};

static const char kw_keyword_proof_block[][6] = {
    "next", "proof",
};

static const char kw_keyword_proof_chain[][11] = {
    "finally", "from", "then", "ultimately", "with",
};

static const char kw_keyword_proof_decl[][10] = {
    "ML_prf", "also", "include", "including", "let", "moreover",
    "note", "txt", "txt_raw", "unfolding", "using", "write",
};

static const char kw_keyword_proof_goal[][10] = {
    "have", "hence", "interpret",
};

static const char kw_keyword_proof_script[][12] = {
    "apply", "apply_end", "apply_trace", "back", "defer", "prefer",
};

static const char kw_keyword_qed[][5] = {
    "by", "done", "qed",
};

static const char kw_keyword_section[][8] = {
    "chapter", "header",
};

static const char kw_keyword_subsection[][14] = {
    "sect", "section", "subsect", "subsection", "subsubsect", "subsubsection",
};

static const char kw_keyword_theory_decl[][25] = {
    "ML", "ML_file", "SML_export", "SML_file", "SML_import", "abbreviation",
    "adhoc_overloading", "approximate", "arities", "atom_decl", "attribute_setup", "axiomatization",
    "binds", "bnf_axiomatization", "boogie_file", "bundle", "c_defs", "c_types",
    "cartouche", "case_of_simps", "class", "classes", "classrel", "codatatype",
    "code_abort", "code_class", "code_const", "code_datatype", "code_identifier", "code_include",
    "code_instance", "code_modulename", "code_monad", "code_printing", "code_reflect", "code_reserved",
    "code_type", "coinductive", "coinductive_set", "consts", "context", "datatype",
    "datatype_compat", "datatype_new", "datatype_new_compat", "declaration", "declare", "default_sort",
    "defer_recdef", "defining", "definition", "defs", "domain", "domain_isomorphism",
    "domaindef", "equivariance", "export_code", "extract", "extract_type", "fixrec",
    "free_constructors", "fun", "fun_cases", "functor", "hide_class", "hide_const",
    "hide_fact", "hide_type", "hoarestate", "import_const_map", "import_file", "import_tptp",
    "import_type_map", "inductive", "inductive_set", "install_C_file", "install_C_types", "instantiation",
    "judgment", "lemmas", "lifting_forget", "lifting_update", "local_setup", "locale",
    "memsafe", "method_setup", "nitpick_params", "no_adhoc_overloading", "no_notation", "no_syntax",
    "no_translations", "no_type_notation", "nominal_datatype", "nominal_function", "nominal_termination", "nonterminal",
    "notation", "notepad", "oracle", "overloading", "parse_ast_translation", "parse_translation",
    "partial_function", "permanent_interpretation", "primcorec", "primrec", "primrec_new", "print_ast_translation",
    "print_translation", "quickcheck_generator", "quickcheck_params", "realizability", "realizers", "recdef",
    "record", "refute_params", "setup", "setup_lifting", "simproc_setup", "simps_of_case",
    "sledgehammer_params", "smt2_status", "spark_end", "spark_open", "spark_open_siv", "spark_open_vcg",
    "spark_proof_functions", "spark_types", "statespace", "syntax", "syntax_declaration", "term_cartouche",
    "text", "text_cartouche", "text_raw", "theorems", "translations", "type_notation",
    "type_synonym", "typed_print_translation", "typedecl", "wpc_setup",
};

static const char kw_keyword_theory_goal[][23] = {
    "ax_specification", "bnf", "code_pred", "corollary", "cpodef", "crunch",
    "crunch_ignore", "enriched_type", "function", "instance", "interpretation", "lemma",
    "lift_definition", "nominal_inductive", "nominal_inductive2", "nominal_primrec", "pcpodef", "primcorecursive",
    "quotient_definition", "quotient_type", "recdef_tc", "rep_datatype", "schematic_corollary", "schematic_lemma",
    "schematic_theorem", "spark_vc", "specification", "subclass", "sublocale", "termination",
    "theorem", "typedef", "wrap_free_constructors",
};

static const char kw_keyword_theory_script[][16] = {
    "inductive_cases", "inductive_simps",
};

static const char kw_keyword_thy[][7] = {
    "begin", "end", "theory",
};

/* isabelle.rb:174
 *         rule %r/[a-zA-Z]\w* / do |m|
 *           sym = m[0]
 * 
 *           if self.class.keyword_minor.include?(sym) ||
 *             self.class.keyword_proof_script.include?(sym)
 *             token Keyword::Pseudo
 *           elsif self.class.keyword_diag.include?(sym)
 *             token Keyword::Type
 *           elsif self.class.keyword_thy.include?(sym) ||
 *             self.class.keyword_theory_decl.include?(sym) ||
 *             self.class.keyword_qed.include?(sym) ||
 *             self.class.keyword_proof_goal.include?(sym) ||
 *             self.class.keyword_proof_block.include?(sym) ||
 *             self.class.keyword_proof_decl.include?(sym) ||
 *             self.class.keyword_proof_chain.include?(sym) ||
 *             self.class.keyword_proof_asm.include?(sym) ||
 *             self.class.keyword_proof_asm_goal.include?(sym)
 *             token Keyword
 *           elsif self.class.keyword_section.include?(sym)
 *             token Generic::Heading
 *           elsif self.class.keyword_subsection.include?(sym)
 *             token Generic::Subheading
 *           elsif self.class.keyword_theory_goal.include?(sym) ||
 *             self.class.keyword_theory_script.include?(sym)
 *             token Keyword::Namespace
 *           elsif self.class.keyword_abandon_proof.include?(sym)
 *             token Generic::Error
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    if ((HL_IN(kw_keyword_minor, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_script, m->s, m->ov[1]))) {
        hl_token(lx, T_Keyword_Pseudo, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_diag, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if ((HL_IN(kw_keyword_thy, m->s, m->ov[1])) || (HL_IN(kw_keyword_theory_decl, m->s, m->ov[1])) || (HL_IN(kw_keyword_qed, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_goal, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_block, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_decl, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_chain, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_asm, m->s, m->ov[1])) || (HL_IN(kw_keyword_proof_asm_goal, m->s, m->ov[1]))) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_section, m->s, m->ov[1])) {
        hl_token(lx, T_Generic_Heading, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_subsection, m->s, m->ov[1])) {
        hl_token(lx, T_Generic_Subheading, m->s, m->ov[1]);
    } else if ((HL_IN(kw_keyword_theory_goal, m->s, m->ov[1])) || (HL_IN(kw_keyword_theory_script, m->s, m->ov[1]))) {
        hl_token(lx, T_Keyword_Namespace, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_abandon_proof, m->s, m->ov[1])) {
        hl_token(lx, T_Generic_Error, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\(\\*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "\\{\\*|‹", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_text},
    {.re = "::|\\[|\\]|-|[:()_=,|+!?]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[{}.]|\\.\\.", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "[a-zA-Z][A-Za-z0-9_]*", .opts = 0, .cb = cb_root_5},
    {.re = "\\\\<[A-Za-z0-9_]*>", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "'[^\\W0-9][.A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "0[xX][0-9a-fA-F][0-9a-fA-F_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[oO][0-7][0-7_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0[bB][01][01_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_fact},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20:|\\[\\]\\-()=,+!?{}._][^\\t\\n\\x0b\\f\\r\\x20:|\\[\\]\\-()=,+!?{}]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^(*)]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\(\\*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "\\*\\)", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[(*)]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_text[] = {
    {.re = "[^{*}‹›]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\{\\*|‹", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_text},
    {.re = "\\*\\}|›", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[{*}]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[^\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\<[A-Za-z0-9_]*>", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_fact[] = {
    {.re = "[^`\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\<[A-Za-z0-9_]*>", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "\\\\`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"text", r_text},
    {"string", r_string},
    {"fact", r_fact},
};

static const char *const aliases[] = {"isa", "Isabelle", NULL};

const hl_lang hl_lang_isabelle = {
    .tag = "isabelle",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
