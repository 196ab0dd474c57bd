/* lang_cmake.c: CMake, ported from Rouge 3.30 lexers (Rouge::Lexers::CMake). */
#include "highlight/engine.h"

/* @bracket_len: the length of the open bracket ([==[) of the bracket argument or comment being read. */
typedef struct cmake_data {
    size_t bracket_len;
} cmake_data;

enum {
    S_root,
    S_default,
    S_variable_interpolation,
    S_bracket_close,
    S_bracket_string,
    S_bracket_comment,
    S_variable_reference,
    S_quoted_argument,
};

static int state_token(hl_lx *lx)
{
    switch (hl_top(lx)) {
    case S_root: return T_Text;
    case S_bracket_string: return T_Literal_String_Double;
    case S_quoted_argument: return T_Literal_String_Double;
    case S_bracket_comment: return T_Comment_Multiline;
    case S_variable_reference: return T_Name_Variable;
    default: return T_Text; /* Rouge would fail on a nil token */
    }
}

static const char kw_BUILTIN_COMMANDS[][30] = {
    "add_compile_definitions", "add_compile_options", "add_custom_command", "add_custom_target", "add_definitions", "add_dependencies",
    "add_executable", "add_library", "add_link_options", "add_subdirectory", "add_test", "aux_source_directory",
    "break", "build_command", "build_name", "cmake_host_system_information", "cmake_language", "cmake_minimum_required",
    "cmake_parse_arguments", "cmake_policy", "configure_file", "create_test_sourcelist", "define_property", "else",
    "elseif", "enable_language", "enable_testing", "endforeach", "endfunction", "endif",
    "endmacro", "endwhile", "exec_program", "execute_process", "export", "export_library_dependencies",
    "file", "find_file", "find_library", "find_package", "find_path", "find_program",
    "fltk_wrap_ui", "foreach", "function", "get_cmake_property", "get_directory_property", "get_filename_component",
    "get_property", "get_source_file_property", "get_target_property", "get_test_property", "if", "include",
    "include_directories", "include_external_msproject", "include_guard", "include_regular_expression", "install", "install_files",
    "install_programs", "install_targets", "link_directories", "link_libraries", "list", "load_cache",
    "load_command", "macro", "make_directory", "mark_as_advanced", "math", "message",
    "option", "output_required_files", "project", "qt_wrap_cpp", "qt_wrap_ui", "remove",
    "remove_definitions", "return", "separate_arguments", "set", "set_directory_properties", "set_property",
    "set_source_files_properties", "set_target_properties", "set_tests_properties", "site_name", "source_group", "string",
    "subdir_depends", "subdirs", "target_compile_definitions", "target_compile_features", "target_compile_options", "target_include_directories",
    "target_link_directories", "target_link_libraries", "target_link_options", "target_precompile_headers", "target_sources", "try_compile",
    "try_run", "unset", "use_mangled_mesa", "utility_source", "variable_requires", "variable_watch",
    "while", "write_file",
};

/* cmake.rb:166
 *         rule %r/##{BRACKET_OPEN}/ do |m|
 *           token Comment::Multiline
 *           @bracket_len = m[0].length - 1 # decount '#'
 *           goto :bracket_comment
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment_Multiline, m->s, m->ov[1]);
    ((cmake_data *)lx->data)->bracket_len = m->ov[1] - 1;
    hl_goto(lx, S_bracket_comment);
}

/* cmake.rb:171
 *         rule %r/#{BRACKET_OPEN}/ do |m|
 *           token Str::Double
 *           @bracket_len = m[0].length
 *           goto :bracket_string
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Double, m->s, m->ov[1]);
    ((cmake_data *)lx->data)->bracket_len = m->ov[1];
    hl_goto(lx, S_bracket_string);
}

/* cmake.rb:180
 *         rule %r/([A-Za-z_][A-Za-z0-9_]*)(#{SPACE}*)(\()/ do |m|
 *           groups BUILTIN_COMMANDS.include?(m[1]) ? Name::Builtin : Name::Function, Text, Punctuation
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_token(lx, HL_IN(kw_BUILTIN_COMMANDS, p, n) ? T_Name_Builtin : T_Name_Function, p, n);
    hl_token_m(lx, T_Text, m, 2);
    hl_token_m(lx, T_Punctuation, m, 3);
}

/* cmake.rb:138
 *         rule %r/\r\n?|\n/ do
 *           token STATES_MAP[state.name.to_sym]
 *         end
 */
static void cb_default_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, state_token(lx), m->s, m->ov[1]);
}

/* cmake.rb:141
 *         rule %r/./ do
 *           token STATES_MAP[state.name.to_sym]
 *         end
 */
static void cb_default_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, state_token(lx), m->s, m->ov[1]);
}

/* cmake.rb:154
 *         rule %r/\]=*\]/ do |m|
 *           token STATES_MAP[state.name.to_sym]
 *           goto :root if m[0].length == @bracket_len
 *         end
 */
static void cb_bracket_close_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, state_token(lx), m->s, m->ov[1]);
    if (m->ov[1] == ((cmake_data *)lx->data)->bracket_len)
        hl_goto(lx, S_root);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_variable_interpolation),
    {.re = "[ \\t]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "#\\[=*\\[", .opts = 0, .cb = cb_root_3},
    {.re = "\\[=*\\[", .opts = 0, .cb = cb_root_4},
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_quoted_argument},
    {.re = "([A-Za-z_][A-Za-z0-9_]*)([ \\t]*)(\\()", .opts = 0, .cb = cb_root_7},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_default),
    HL_END,
};

static const hl_rule r_default[] = {
    {.re = "\\r\\n?|\\n", .opts = 0, .cb = cb_default_0},
    {.re = ".", .opts = 0, .cb = cb_default_1},
    HL_END,
};

static const hl_rule r_variable_interpolation[] = {
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_variable_reference},
    HL_END,
};

static const hl_rule r_bracket_close[] = {
    {.re = "\\]=*\\]", .opts = 0, .cb = cb_bracket_close_0},
    HL_END,
};

static const hl_rule r_bracket_string[] = {
    HL_MIXIN(S_bracket_close),
    HL_MIXIN(S_variable_interpolation),
    HL_MIXIN(S_default),
    HL_END,
};

static const hl_rule r_bracket_comment[] = {
    HL_MIXIN(S_bracket_close),
    HL_MIXIN(S_default),
    HL_END,
};

static const hl_rule r_variable_reference[] = {
    HL_MIXIN(S_variable_interpolation),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_default),
    HL_END,
};

static const hl_rule r_quoted_argument[] = {
    HL_MIXIN(S_variable_interpolation),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_root},
    {.re = "\\\\[()#\" \\\\$@^trn;]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_MIXIN(S_default),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"default", r_default},
    {"variable_interpolation", r_variable_interpolation},
    {"bracket_close", r_bracket_close},
    {"bracket_string", r_bracket_string},
    {"bracket_comment", r_bracket_comment},
    {"variable_reference", r_variable_reference},
    {"quoted_argument", r_quoted_argument},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_cmake = {
    .tag = "cmake",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(cmake_data),
};
