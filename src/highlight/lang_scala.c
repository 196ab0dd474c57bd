/* lang_scala.c: Scala, ported from Rouge 3.30 lexers (Rouge::Lexers::Scala). */
#include "highlight/engine.h"

enum {
    S_root,
    S_class,
    S_type,
    S_typeparam,
    S_comment,
    S_import,
};

/* scala.rb:134
 *         rule %r/(#{typechunk}(?:\.#{typechunk})*)(\s*)(\[)/ do
 *           groups Keyword::Type, Text, Operator
 *           pop!
 *           push :typeparam
 *         end
 */
static void cb_type_4(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Keyword_Type, m, 1);
    hl_token_m(lx, T_Text, m, 2);
    hl_token_m(lx, T_Operator, m, 3);
    hl_pop(lx, 1);
    hl_push(lx, S_typeparam);
}

static const hl_rule r_root[] = {
    {.re = "(class|trait|object)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_class},
    {.re = "'(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)(?!')", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "@(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(def)([\\t\\n\\x0b\\f\\r\\x20]+)((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+|`[^`]+`)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 4, .tok = {T_Keyword, T_Text, T_Name_Function, T_Text}, .groups = 1},
    {.re = "(val)([\\t\\n\\x0b\\f\\r\\x20]+)((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+|`[^`]+`)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 4, .tok = {T_Keyword, T_Text, T_Name_Variable, T_Text}, .groups = 1},
    {.re = "(this)(\\n*)(\\.)((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?))", .opts = 0, .ntok = 4, .tok = {T_Keyword, T_Text, T_Operator, T_Name_Property}, .groups = 1},
    {.re = "((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|_)(\\n*)(\\.)((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?))", .opts = 0, .ntok = 4, .tok = {T_Name_Variable, T_Text, T_Operator, T_Name_Property}, .groups = 1},
    {.re = "(?-six:[\\p{Lu}$_])(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?))((?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])*)(\\()", .opts = 0, .ntok = 3, .tok = {T_Name_Function, T_Text, T_Operator}, .groups = 1},
    {.re = "(\\.)((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?))", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Property}, .groups = 1},
    {.re = "\n          (abstract|case|catch|def|do|else|extends|final|finally|for|forSome|if|implicit|lazy|match|new|override|private|protected|requires|return|sealed|super|this|throw|try|val|var|while|with|yield)\\b|\n          (<[%:-]|=>|>:|[#=@_\\x{21D2}\\x{2190}])(\\b|(?=[\\t\\n\\x0b\\f\\r\\x20])|$)\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Keyword}},
    {.re = ":(?!(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      ))", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_type},
    {.re = "(true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(import|package)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_import},
    {.re = "(type)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_type},
    {.re = "\"\"\".*?\"\"\"(?!\")", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'\\\\.'|'[^\\\\]'|'\\\\u[0-9a-fA-F]{4}'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?", .opts = HL_X, .ntok = 1, .tok = {T_Name}},
    {.re = "`[^`]+`", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_typeparam},
    {.re = "[\\(\\)\\{\\};,.#]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "([0-9][0-9]*\\.[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?[fFdD]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "([0-9][0-9]*[fFdD])", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+|`[^`]+`)([\\t\\n\\x0b\\f\\r\\x20]*)(\\[)", .opts = 0, .ntok = 3, .tok = {T_Name_Class, T_Text, T_Operator}, .groups = 1, .act = HL_PUSH, .arg = S_typeparam},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_POP, .arg = 1},
    {.re = "(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+|`[^`]+`", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_type[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "<[%:]|>:|[#_\\x{21D2}]|forSome|type", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "([,\\);}]|=>|=)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Text}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[\\(\\{]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_type},
    {.re = "((?-six:(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+\\`[^`]+`)(?:\\.(?-six:(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+\\`[^`]+`))*)([\\t\\n\\x0b\\f\\r\\x20]*)(\\[)", .opts = 0, .cb = cb_type_4},
    {.re = "((?-six:(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+\\`[^`]+`)(?:\\.(?-six:(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+\\`[^`]+`))*)([\\t\\n\\x0b\\f\\r\\x20]*)$", .opts = 0, .ntok = 2, .tok = {T_Keyword_Type, T_Text}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_POP, .arg = 1},
    {.re = "\\.|(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+|`[^`]+`", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_END,
};

static const hl_rule r_typeparam[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20,]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "<[%:]|=>|>:|[#_\\x{21D2}]|forSome|type", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "([\\]\\)\\}])", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "[\\(\\[\\{]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_typeparam},
    {.re = "\\.|(?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+|`[^`]+`", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^/\\*]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "((?x-si:(?-six:[\\p{L}$_])(?:(?-six:[\\p{L}$_])|(?-six:[0-9]))*(?:(?<=_)(?x-si:\n        (?!(?-six:[\\t\\n\\x0b\\f\\r\\x20\\p{White_Space}])|(?-six:[\\p{L}$_])|(?-six:[0-9])|(?-six:[(){}\\[\\]])|(?-six:[‘’\".;,]))\n        [\\x{0020}-\\x{007F}\\p{Sm}\\p{So}]\n      )+)?)|\\.)+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"class", r_class},
    {"type", r_type},
    {"typeparam", r_typeparam},
    {"comment", r_comment},
    {"import", r_import},
};

static const char *const aliases[] = {"scala", NULL};

const hl_lang hl_lang_scala = {
    .tag = "scala",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
