/* lang_kotlin.c: Kotlin, ported from Rouge 3.30 lexers (Rouge::Lexers::Kotlin). */
#include "highlight/engine.h"

enum {
    S_root,
    S_package,
    S_class,
    S_function,
    S_generic_parameters,
    S_property,
    S_destructure,
    S_comment,
};

static const hl_rule r_root[] = {
    {.re = "\\b(companion)([\\t\\n\\x0b\\f\\r\\x20]+)(object)\\b", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Keyword}, .groups = 1},
    {.re = "\\b(class|data[\\t\\n\\x0b\\f\\r\\x20]+class|interface|object)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Declaration, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_class},
    {.re = "\\b(fun)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_function},
    {.re = "\\b(package|import)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_package},
    {.re = "\\b(val|var)([\\t\\n\\x0b\\f\\r\\x20]+)(\\()", .opts = 0, .ntok = 3, .tok = {T_Keyword_Declaration, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_destructure},
    {.re = "\\b(val|var)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword_Declaration, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_property},
    {.re = "(return|continue|break|this|super)(@(?-six:`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?))?\\b", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Name_Decorator}, .groups = 1},
    {.re = "\\bfun\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(?:abstract|annotation|as|break|by|catch|class|companion|const|constructor|continue|crossinline|do|dynamic|else|enum|external|false|final|finally|for|fun|get|if|import|in|infix|inline|inner|interface|internal|is|lateinit|noinline|null|object|open|operator|out|override|package|private|protected|public|reified|return|sealed|set|super|suspend|tailrec|this|throw|true|try|typealias|typeof|val|var|vararg|when|where|while|yield)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*\\[.*?\\]", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*].*[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/[*].*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(::)(class)", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Keyword}, .groups = 1},
    {.re = "::|!!|\\?[:.]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(\\.\\.)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "((?-six:(((?-six:([0-9][0-9_]*[0-9])|[0-9]))?\\.(?-six:([0-9][0-9_]*[0-9])|[0-9])((?-six:[eE][+-]?((?-six:([0-9][0-9_]*[0-9])|[0-9]))))?)|((?-six:([0-9][0-9_]*[0-9])|[0-9])(?-six:[eE][+-]?((?-six:([0-9][0-9_]*[0-9])|[0-9])))))[fF]?)|((?-six:([0-9][0-9_]*[0-9])|[0-9])[fF])", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0[bB]([01][01_]*[01]|[01])[uU]?L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0[xX]([0-9a-fA-F][0-9a-fA-F_]*[0-9a-fA-F]|[0-9a-fA-F])[uU]?L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "(([1-9][0-9_]*[0-9])|[0-9])[uU]?L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[~!%^&*()+=|\\[\\]:;,.<>/?-]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "@\"(\"\"|[^\"])*\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"\"\".*?\"\"\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"\\n])*[\"\\n]", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'\\\\.'|'[^\\\\]'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(@(?-six:`?[\\p{Lu}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?))", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "((?-six:`?[\\p{Lu}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?))(<)", .opts = 0, .ntok = 2, .tok = {T_Name_Class, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_generic_parameters},
    {.re = "`?[\\p{Lu}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "((?-six:`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?))(?=[\\t\\n\\x0b\\f\\r\\x20]*[({])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "((?-six:`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?))@", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_package[] = {
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "`?[\\p{Lu}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_function[] = {
    {.re = "(<)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_generic_parameters},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "((?-six:`?[\\p{Lu}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?))(\\.)", .opts = 0, .ntok = 2, .tok = {T_Name_Class, T_Punctuation}, .groups = 1},
    {.re = "`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_generic_parameters[] = {
    {.re = "`?[\\p{Lu}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "(<)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_generic_parameters},
    {.re = "(reified|out|in)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "([,:.?])", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(>)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_property[] = {
    {.re = "(<)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_generic_parameters},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name_Property}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_destructure[] = {
    {.re = "(,)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(\\))", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "`?[_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}](?-six:[-_\\p{Lu}\\p{Ll}\\p{Lt}\\p{Lm}\\p{Nl}\\p{Nd}\\p{Pc}\\p{Cf}\\p{Mn}\\p{Mc}]*)`?", .opts = 0, .ntok = 1, .tok = {T_Name_Property}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^/*]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[/*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"package", r_package},
    {"class", r_class},
    {"function", r_function},
    {"generic_parameters", r_generic_parameters},
    {"property", r_property},
    {"destructure", r_destructure},
    {"comment", r_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_kotlin = {
    .tag = "kotlin",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
