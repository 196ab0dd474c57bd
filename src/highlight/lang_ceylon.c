/* lang_ceylon.c: Ceylon, ported from Rouge 3.30 lexers (Rouge::Lexers::Ceylon). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_class,
    S_import,
    S_comment,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(shared|abstract|formal|default|actual|variable|deprecated|small|\n          late|literal|doc|by|see|throws|optional|license|tagged|final|native|\n          annotation|sealed)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(break|case|catch|continue|else|finally|for|in|\n          if|return|switch|this|throw|try|while|is|exists|dynamic|\n          nonempty|then|outer|assert|let)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(abstracts|extends|satisfies|super|given|of|out|assign)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(function|value|void|new)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(assembly|module|package)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Namespace, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_import},
    {.re = "(true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(class|interface|object|alias)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Declaration, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_class},
    {.re = "(import)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Namespace, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_import},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'\\\\.'|'[^\\\\]'|'\\\\\\{#[0-9a-fA-F]{4}\\}'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"[^`]*``[^`]*``[^`]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "(\\.)([a-z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Attribute}, .groups = 1},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*:", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "(\\\\I[a-z]|[A-Z])[A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[~^*!%&\\[\\](){}<>|+=:;,./?`-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[0-9]{1,3}(_[0-9]{3})+\\.[0-9]{1,3}(_[0-9]{3})+[kMGTPmunpf]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]{1,3}(_[0-9]{3})+\\.[0-9]+([eE][+-]?[0-9]+)?[kMGTPmunpf]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9][0-9]*\\.[0-9]{1,3}(_[0-9]{3})+[kMGTPmunpf]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9][0-9]*\\.[0-9]+([eE][+-]?[0-9]+)?[kMGTPmunpf]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "#([0-9a-fA-F]{4})(_[0-9a-fA-F]{4})+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "#[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\$([01]{4})(_[01]{4})+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "\\$[01]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]{1,3}(_[0-9]{3})+[kMGTP]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[0-9]+[kMGTP]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_class[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[A-Za-z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[a-z][A-Za-z0-9_.]*", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_comment[] = {
    /* Rouge cannot build this state: undefined method `Multiline' for #<Class:0x...> */
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"class", r_class},
    {"import", r_import},
    {"comment", r_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ceylon = {
    .tag = "ceylon",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
