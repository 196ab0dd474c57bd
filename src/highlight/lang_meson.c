/* lang_meson.c: Meson, ported from Rouge 3.30 lexers (Rouge::Lexers::Meson). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_generic_string,
    S_generic_escape,
    S_generic_interpol,
};

static const char kw_builtin_functions[][27] = {
    "add_global_arguments", "add_global_link_arguments", "add_languages", "add_project_arguments", "add_project_link_arguments", "add_test_setup",
    "alias_target", "assert", "benchmark", "both_libraries", "build_target", "configuration_data",
    "configure_file", "custom_target", "declare_dependency", "dependency", "disabler", "environment",
    "error", "executable", "files", "find_library", "find_program", "generator",
    "get_option", "get_variable", "gettext", "import", "include_directories", "install_data",
    "install_headers", "install_man", "install_subdir", "is_disabler", "is_variable", "jar",
    "join_paths", "library", "message", "option", "project", "run_command",
    "run_target", "set_variable", "shared_library", "shared_module", "static_library", "subdir",
    "subdir_done", "subproject", "summary", "test", "vcs_tag", "warning",
};

static const char kw_builtin_variables[][15] = {
    "build_machine", "host_machine", "meson", "target_machine",
};

static const char kw_keywords[][11] = {
    "break", "continue", "elif", "else", "endforeach", "endif",
    "false", "foreach", "if", "true",
};

/* the instance variables the blocks keep */
typedef struct lang_data {
    hl_strreg current_string;
} lang_data;

static void fini(hl_lx *lx)
{
    lang_data *d = lx->data;
    hl_strreg_free(&d->current_string);
}

/* meson.rb:59
 *         rule %r/([f]?)('''|['])/i do |m|
 *           groups Str::Affix, Str
 *           current_string.register type: m[1].downcase, delim: m[2]
 *           push :generic_string
 *         end
 */
static void cb_root_8(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, g0p, g0n, 0);
    const char *g2p; size_t g2n; hl_group(m, 2, &g2p, &g2n);
    hl_token_m(lx, T_Literal_String_Affix, m, 1); hl_token_m(lx, T_Literal_String, m, 2);
    hl_strreg_push(&d->current_string, f1, f1n, g2p, g2n);
    hl_push(lx, S_generic_string);
}

/* meson.rb:65
 *         rule %r/(?<!\.)#{identifier}\b\s*(?=\()/ do  |m|
 *           if self.class.builtin_functions.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_builtin_functions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* meson.rb:73
 *         rule %r/(?<!\.)#{identifier}(?!\s*?:)/ do |m|
 *           if self.class.builtin_variables.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.keywords.include? m[0]
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_builtin_variables, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* meson.rb:94
 *         rule %r/'''|[']/ do |m|
 *           token Str
 *           if current_string.delim? m[0]
 *             current_string.remove
 *             pop!
 *           end
 *         end
 */
static void cb_generic_string_1(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    if (hl_strreg_delim(&d->current_string, m->s, m->ov[1])) {
        hl_strreg_pop(&d->current_string);
        hl_pop(lx, 1);
    }
}

/* meson.rb:104
 *         rule %r/\@/ do |m|
 *           if current_string.type? "f"
 *             token Str::Interpol
 *             push :generic_interpol
 *           else
 *             token Str
 *           end
 *         end
 */
static void cb_generic_string_3(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    if (hl_strreg_type(&d->current_string, "f")) {
        hl_token(lx, T_Literal_String_Interpol, m->s, m->ov[1]);
        hl_push(lx, S_generic_interpol);
    } else {
        hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    }
}

/* meson.rb:115
 *         rule %r(\\
 *           ( [\\abfnrtv']
 *           | N{[a-zA-Z][a-zA-Z ]+[a-zA-Z]}
 *           | u[a-fA-F0-9]{4}
 *           | U[a-fA-F0-9]{8}
 *           | x[a-fA-F0-9]{2}
 *           | [0-7]{1,3}
 *           )
 *         )x do
 *           token(Str::Escape)
 *           pop!
 *         end
 */
static void cb_generic_escape_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Escape, m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* meson.rb:132
 *         rule %r/[^\@]+/ do |m|
 *           recurse m[0]
 *         end
 */
static void cb_generic_interpol_0(hl_lx *lx, const hl_match *m)
{
    hl_recurse(lx, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#(.*)?\\n?", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\[\\]{}:(),;.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(in|and|or|not)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "[-+/*%=<>]=?|!=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "([f]?)('''|['])", .opts = HL_I, .cb = cb_root_8},
    {.re = "(?<!\\.)(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*)\\b[\\t\\n\\x0b\\f\\r\\x20]*(?=\\()", .opts = 0, .cb = cb_root_9},
    {.re = "(?<!\\.)(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*)(?![\\t\\n\\x0b\\f\\r\\x20]*?:)", .opts = 0, .cb = cb_root_10},
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "0b(_?[0-1])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0o(_?[0-7])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x(_?[a-f0-9])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "([1-9](_?[0-9])*|0(_?0)*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_generic_string[] = {
    {.re = "[^'\\\\\\@]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'''|[']", .opts = 0, .cb = cb_generic_string_1},
    {.re = "(?=\\\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_generic_escape},
    {.re = "\\@", .opts = 0, .cb = cb_generic_string_3},
    HL_END,
};

static const hl_rule r_generic_escape[] = {
    {.re = "\\\\\n          ( [\\\\abfnrtv']\n          | N{[a-zA-Z][a-zA-Z ]+[a-zA-Z]}\n          | u[a-fA-F0-9]{4}\n          | U[a-fA-F0-9]{8}\n          | x[a-fA-F0-9]{2}\n          | [0-7]{1,3}\n          )\n        ", .opts = HL_X, .cb = cb_generic_escape_0},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_generic_interpol[] = {
    {.re = "[^\\@]+", .opts = 0, .cb = cb_generic_interpol_0},
    {.re = "\\@", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"generic_string", r_generic_string},
    {"generic_escape", r_generic_escape},
    {"generic_interpol", r_generic_interpol},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_meson = {
    .tag = "meson",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(lang_data),
    .fini = fini,
};
