/* lang_nix.c: Nix, ported from Rouge 3.30 lexers (Rouge::Lexers::Nix). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespaces,
    S_comment,
    S_multiline_comment,
    S_number,
    S_null,
    S_boolean,
    S_binding,
    S_path,
    S_string,
    S_string_content,
    S_indented_string_content,
    S_string_interpolated_arg,
    S_indented_string,
    S_double_quoted_string,
    S_operator,
    S_assignment,
    S_accessor,
    S_delimiter,
    S_atom_content,
    S_atom,
    S_list,
    S_list_content,
    S_set,
    S_set_content,
    S_expression,
    S_keywords,
    S_keywords_namespace,
    S_keywords_declaration,
    S_keywords_conditional,
    S_keywords_reserved,
    S_keywords_builtin,
    S_ignore,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_ignore),
    HL_MIXIN(S_expression),
    HL_END,
};

static const hl_rule r_whitespaces[] = {
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*\\n[\\t\\n\\x0b\\f\\r\\x20]*$", .opts = HL_M, .bol = 1, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_multiline_comment},
    HL_END,
};

static const hl_rule r_multiline_comment[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_number[] = {
    {.re = "[0-9]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_null[] = {
    {.re = "(null)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    HL_END,
};

static const hl_rule r_boolean[] = {
    {.re = "(true|false)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    HL_END,
};

static const hl_rule r_binding[] = {
    {.re = "[a-zA-Z_][a-zA-Z0-9-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_path[] = {
    {.re = "((/[a-zA-Z0-9._-]+)+|~(/[a-zA-Z0-9._-]+)+|[a-zA-Z0-9._-]+(/[a-zA-Z0-9._-]+)+|[a-z+]+://(/?[a-zA-Z0-9._-]+(/[a-zA-Z0-9._-]+)+))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_quoted_string},
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_indented_string},
    HL_END,
};

static const hl_rule r_string_content[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\${", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_string_interpolated_arg},
    HL_END,
};

static const hl_rule r_indented_string_content[] = {
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "''\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "''\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\${", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_string_interpolated_arg},
    HL_END,
};

static const hl_rule r_string_interpolated_arg[] = {
    HL_MIXIN(S_expression),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_indented_string[] = {
    HL_MIXIN(S_indented_string_content),
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_double_quoted_string[] = {
    HL_MIXIN(S_string_content),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_operator[] = {
    {.re = "(\\.|\\?|\\+\\+|\\+|!=|!|//|\\=\\=|&&|\\|\\||->|/|\\*|-|<|>|<=|=>)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_assignment[] = {
    {.re = "(=)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(@)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_accessor[] = {
    {.re = "(\\$)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_delimiter[] = {
    {.re = "(;|,|:)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_atom_content[] = {
    HL_MIXIN(S_expression),
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_atom[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_atom_content},
    HL_END,
};

static const hl_rule r_list[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_list_content},
    HL_END,
};

static const hl_rule r_list_content[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expression),
    HL_END,
};

static const hl_rule r_set[] = {
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_set_content},
    HL_END,
};

static const hl_rule r_set_content[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expression),
    HL_END,
};

static const hl_rule r_expression[] = {
    HL_MIXIN(S_ignore),
    HL_MIXIN(S_comment),
    HL_MIXIN(S_boolean),
    HL_MIXIN(S_null),
    HL_MIXIN(S_number),
    HL_MIXIN(S_path),
    HL_MIXIN(S_string),
    HL_MIXIN(S_keywords),
    HL_MIXIN(S_operator),
    HL_MIXIN(S_accessor),
    HL_MIXIN(S_assignment),
    HL_MIXIN(S_delimiter),
    HL_MIXIN(S_binding),
    HL_MIXIN(S_atom),
    HL_MIXIN(S_set),
    HL_MIXIN(S_list),
    HL_END,
};

static const hl_rule r_keywords[] = {
    HL_MIXIN(S_keywords_namespace),
    HL_MIXIN(S_keywords_declaration),
    HL_MIXIN(S_keywords_conditional),
    HL_MIXIN(S_keywords_reserved),
    HL_MIXIN(S_keywords_builtin),
    HL_END,
};

static const hl_rule r_keywords_namespace[] = {
    {.re = "(?:with|in|inherit)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}},
    HL_END,
};

static const hl_rule r_keywords_declaration[] = {
    {.re = "(?:let)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    HL_END,
};

static const hl_rule r_keywords_conditional[] = {
    {.re = "(?:if|then|else)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_END,
};

static const hl_rule r_keywords_reserved[] = {
    {.re = "(?:rec|assert|map)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    HL_END,
};

static const hl_rule r_keywords_builtin[] = {
    {.re = "(?:abort|baseNameOf|builtins|derivation|fetchTarball|import|isNull|removeAttrs|throw|toString)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    HL_END,
};

static const hl_rule r_ignore[] = {
    HL_MIXIN(S_whitespaces),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespaces", r_whitespaces},
    {"comment", r_comment},
    {"multiline_comment", r_multiline_comment},
    {"number", r_number},
    {"null", r_null},
    {"boolean", r_boolean},
    {"binding", r_binding},
    {"path", r_path},
    {"string", r_string},
    {"string_content", r_string_content},
    {"indented_string_content", r_indented_string_content},
    {"string_interpolated_arg", r_string_interpolated_arg},
    {"indented_string", r_indented_string},
    {"double_quoted_string", r_double_quoted_string},
    {"operator", r_operator},
    {"assignment", r_assignment},
    {"accessor", r_accessor},
    {"delimiter", r_delimiter},
    {"atom_content", r_atom_content},
    {"atom", r_atom},
    {"list", r_list},
    {"list_content", r_list_content},
    {"set", r_set},
    {"set_content", r_set_content},
    {"expression", r_expression},
    {"keywords", r_keywords},
    {"keywords_namespace", r_keywords_namespace},
    {"keywords_declaration", r_keywords_declaration},
    {"keywords_conditional", r_keywords_conditional},
    {"keywords_reserved", r_keywords_reserved},
    {"keywords_builtin", r_keywords_builtin},
    {"ignore", r_ignore},
};

static const char *const aliases[] = {"nixos", NULL};

const hl_lang hl_lang_nix = {
    .tag = "nix",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
