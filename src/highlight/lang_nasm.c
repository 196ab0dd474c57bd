/* lang_nasm.c: Nasm, ported from Rouge 3.30 lexers (Rouge::Lexers::Nasm). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_instruction_args,
    S_preproc,
    S_whitespace,
    S_punctuation,
};

static const hl_rule r_root[] = {
    {.re = "^[\\t\\n\\x0b\\f\\r\\x20]*%", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_preproc},
    HL_MIXIN(S_whitespace),
    {.re = "[a-z$._?][A-Za-z0-9_$.?#@~]*:", .opts = HL_I, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "([a-z$._?][A-Za-z0-9_$.?#@~]*)([\\t\\n\\x0b\\f\\r\\x20]+)(equ)", .opts = HL_I, .ntok = 3, .tok = {T_Name_Constant, T_Keyword_Declaration, T_Keyword_Declaration}, .groups = 1, .act = HL_PUSH, .arg = S_instruction_args},
    {.re = "BITS|USE16|USE32|SECTION|SEGMENT|ABSOLUTE|EXTERN|GLOBAL|ORG|ALIGN|STRUC|ENDSTRUC|COMMON|CPU|GROUP|UPPERCASE|IMPORT|EXPORT|LIBRARY|MODULE", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_instruction_args},
    {.re = "(?:res|d)[bwdqt]|times", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_instruction_args},
    {.re = "[a-z$._?][A-Za-z0-9_$.?#@~]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_instruction_args},
    {.re = "[\\r\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_instruction_args[] = {
    {.re = "\"(\\\\\\\\\"|[^\"\\\\n])*\"|'(\\\\\\\\'|[^'\\\\n])*'|`(\\\\\\\\`|[^`\\\\n])*`", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(?:0x[0-9a-f]+|$0[0-9a-f]*|[0-9]+[0-9a-f]*h)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-7]+q", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "[01]+b", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]+\\.e?[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_MIXIN(S_punctuation),
    {.re = "r[0-9][0-5]?[bwd]|[a-d][lh]|[er]?[a-d]x|[er]?[sb]p|[er]?[sd]i|[c-gs]s|st[0-7]|mm[0-7]|cr[0-4]|dr[0-367]|tr[3-7]", .opts = HL_I, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-z$._?][A-Za-z0-9_$.?#@~]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[\\r\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_preproc[] = {
    {.re = "[^;\\n]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = ";.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ";.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_punctuation[] = {
    {.re = "[,():\\[\\]]+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[&|^<>+*/%~-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\$+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "seg|wrt|strict", .opts = HL_I, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "byte|[dq]?word", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"instruction_args", r_instruction_args},
    {"preproc", r_preproc},
    {"whitespace", r_whitespace},
    {"punctuation", r_punctuation},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_nasm = {
    .tag = "nasm",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
