/* lang_smalltalk.c: Smalltalk, ported from Rouge 3.30 lexers (Rouge::Lexers::Smalltalk). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_method_definition,
    S_block_variables,
    S_literals,
    S_parenth,
    S_inner_parenth,
    S_whitespaces,
    S_objects,
    S_after_object,
};

static const hl_rule r_root[] = {
    {.re = "(<)([A-Za-z0-9_]+:)(.*?)(>)", .opts = 0, .ntok = 4, .tok = {T_Punctuation, T_Keyword, T_Text, T_Punctuation}, .groups = 1},
    HL_MIXIN(S_whitespaces),
    HL_MIXIN(S_method_definition),
    {.re = "([|])([A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20]*)([|])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Name_Variable, T_Punctuation}, .groups = 1},
    HL_MIXIN(S_objects),
    {.re = "\\^|:=|_", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[)}\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_after_object},
    {.re = "[({\\[!]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_method_definition[] = {
    {.re = "([a-z][A-Za-z0-9_]*:)([\\t\\n\\x0b\\f\\r\\x20]*)([A-Za-z0-9_]+)", .opts = HL_I, .ntok = 3, .tok = {T_Name_Function, T_Text, T_Name_Variable}, .groups = 1},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*)(\\b[a-z][A-Za-z0-9_]*\\b)([\\t\\n\\x0b\\f\\r\\x20]*)$", .opts = HL_I, .bol = 1, .ntok = 3, .tok = {T_Text, T_Name_Function, T_Text}, .groups = 1},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:[-+*\\/\\\\~<>=|&!?,@%])+)([\\t\\n\\x0b\\f\\r\\x20]*)([A-Za-z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)$", .opts = 0, .bol = 1, .ntok = 5, .tok = {T_Text, T_Name_Function, T_Text, T_Name_Variable, T_Text}, .groups = 1},
    HL_END,
};

static const hl_rule r_block_variables[] = {
    HL_MIXIN(S_whitespaces),
    {.re = "(:)([\\t\\n\\x0b\\f\\r\\x20]*)([A-Za-z0-9_]+)", .opts = 0, .ntok = 3, .tok = {T_Operator, T_Text, T_Name_Variable}, .groups = 1},
    {.re = "[|]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_literals[] = {
    {.re = "'(''|.)*?'", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_after_object},
    {.re = "[$].", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_PUSH, .arg = S_after_object},
    {.re = "#[(]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_PUSH, .arg = S_parenth},
    {.re = "([0-9]+r)?-?[0-9]+(\\.[0-9]+)?(e-?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}, .act = HL_PUSH, .arg = S_after_object},
    {.re = "#(\"[^\"]*\"|(?-six:[-+*\\/\\\\~<>=|&!?,@%])+|[A-Za-z0-9_:]+)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_PUSH, .arg = S_after_object},
    HL_END,
};

static const hl_rule r_parenth[] = {
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_GOTO, .arg = S_after_object},
    HL_MIXIN(S_inner_parenth),
    HL_END,
};

static const hl_rule r_inner_parenth[] = {
    {.re = "#[(]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_PUSH, .arg = S_inner_parenth},
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_whitespaces),
    HL_MIXIN(S_literals),
    {.re = "((?-six:[-+*\\/\\\\~<>=|&!?,@%])|[A-Za-z0-9_:])+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    HL_END,
};

static const hl_rule r_whitespaces[] = {
    {.re = "! !$", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "\".*?\"", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_objects[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_block_variables},
    {.re = "(self|super|true|false|nil|thisContext)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}, .act = HL_PUSH, .arg = S_after_object},
    {.re = "[A-Z][A-Za-z0-9_]*(?!:)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_PUSH, .arg = S_after_object},
    {.re = "[a-z][A-Za-z0-9_]*(?!:)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_after_object},
    HL_MIXIN(S_literals),
    HL_END,
};

static const hl_rule r_after_object[] = {
    HL_MIXIN(S_whitespaces),
    {.re = "(ifTrue|ifFalse|whileTrue|whileFalse|timesRepeat):", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_POP, .arg = 1},
    {.re = "new(?!:)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = ":=|_", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "[a-z]+[A-Za-z0-9_]*:", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    {.re = "[a-z]+[A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(?-six:[-+*\\/\\\\~<>=|&!?,@%])+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    {.re = "[.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"method_definition", r_method_definition},
    {"block_variables", r_block_variables},
    {"literals", r_literals},
    {"parenth", r_parenth},
    {"inner_parenth", r_inner_parenth},
    {"whitespaces", r_whitespaces},
    {"objects", r_objects},
    {"after_object", r_after_object},
};

static const char *const aliases[] = {"st", "squeak", NULL};

const hl_lang hl_lang_smalltalk = {
    .tag = "smalltalk",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
