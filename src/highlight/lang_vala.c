/* lang_vala.c: Vala, ported from Rouge 3.30 lexers (Rouge::Lexers::Vala). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_class,
    S_namespace,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*\\[.*?\\]", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "(<\\[)[\\t\\n\\x0b\\f\\r\\x20]*((?i-sx:@?[_a-z][A-Za-z0-9_]*):)?", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\]>", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[~!%^&*()+=|\\[\\]{}:;,.<>/?-]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "@\"(\\\\.|.)*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"(\\\\.|.)*?[\"\\n]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'(\\\\.|.)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "0x[0-9a-f]+[lu]?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\n          [0-9]\n          ([.][0-9]*)? # decimal\n          (e[+-][0-9]+)? # exponent\n          [fldu]? # type\n        ", .opts = HL_I | HL_X, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\\b(abstract|as|async|base|break|case|catch|const|construct|continue|default|delegate|delete|do|dynamic|else|ensures|enum|errordomain|extern|false|finally|for|foreach|get|global|if|in|inline|interface|internal|is|lock|new|null|out|override|owned|private|protected|public|ref|requires|return|set|signal|sizeof|static|switch|this|throw|throws|true|try|typeof|unowned|var|value|virtual|void|weak|while|yield)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(bool|char|double|float|int|int8|int16|int32|int64|long|short|size_t|ssize_t|string|unichar|uint|uint8|uint16|uint32|uint64|ulong|ushort)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "class|struct", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_class},
    {.re = "namespace|using", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_namespace},
    {.re = "(?i-sx:@?[_a-z][A-Za-z0-9_]*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "@?[_a-z][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*].*?[*]/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_class[] = {
    HL_MIXIN(S_whitespace),
    {.re = "@?[_a-z][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_namespace[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(?=[(])", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "((?i-sx:@?[_a-z][A-Za-z0-9_]*)|[.])+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"class", r_class},
    {"namespace", r_namespace},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_vala = {
    .tag = "vala",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
