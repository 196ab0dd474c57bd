/* lang_bpf.c: BPF, ported from Rouge 3.30 lexers (Rouge::Lexers::BPF). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_address,
    S_linecomment,
    S_multilinescomment,
};

static const hl_rule r_root[] = {
    {.re = "([0-9]+)(:)([\\t\\n\\x0b\\f\\r\\x20]+)(\\([0-9a-fA-F]{2}\\))", .opts = HL_I, .ntok = 4, .tok = {T_Generic_Lineno, T_Punctuation, T_Text_Whitespace, T_Generic}, .groups = 1},
    {.re = "([0-9]+)(:)([\\t\\n\\x0b\\f\\r\\x20]+)((?:[0-9a-fA-F]{2} ){8})", .opts = HL_I, .ntok = 4, .tok = {T_Generic_Lineno, T_Punctuation, T_Text_Whitespace, T_Generic}, .groups = 1},
    {.re = "([0-9]+)(:)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = HL_I, .ntok = 3, .tok = {T_Generic_Lineno, T_Punctuation, T_Text_Whitespace}, .groups = 1},
    {.re = "(call)([\\t\\n\\x0b\\f\\r\\x20]+)([0-9]+)", .opts = HL_I, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Literal_Number_Integer}, .groups = 1},
    {.re = "(call)([\\t\\n\\x0b\\f\\r\\x20]+)([A-Za-z0-9_]+)(#)([0-9]+)", .opts = HL_I, .ntok = 5, .tok = {T_Keyword, T_Text_Whitespace, T_Name_Builtin, T_Punctuation, T_Literal_Number_Integer}, .groups = 1},
    {.re = "(goto)([\\t\\n\\x0b\\f\\r\\x20]*)(\\+[0-9]+)?([\\t\\n\\x0b\\f\\r\\x20]*)(<?[A-Za-z0-9_]+>?)", .opts = HL_I, .ntok = 5, .tok = {T_Keyword, T_Text_Whitespace, T_Literal_Number_Integer, T_Text_Whitespace, T_Name_Label}, .groups = 1},
    {.re = "(if)([\\t\\n\\x0b\\f\\r\\x20]+)([rw][0-9]+)([\\t\\n\\x0b\\f\\r\\x20]*)([s!=<>]+)([\\t\\n\\x0b\\f\\r\\x20]*)(0x[0-9a-fA-F]+|[-]?[0-9]+)([\\t\\n\\x0b\\f\\r\\x20]*)(goto)([\\t\\n\\x0b\\f\\r\\x20]*)(\\+[0-9]+)?([\\t\\n\\x0b\\f\\r\\x20]*)(<?[A-Za-z0-9_]+>?)", .opts = HL_I, .ntok = 13, .tok = {T_Keyword, T_Text_Whitespace, T_Name, T_Text_Whitespace, T_Operator, T_Text_Whitespace, T_Literal_Number, T_Text_Whitespace, T_Keyword, T_Text_Whitespace, T_Literal_Number_Integer, T_Text_Whitespace, T_Name_Label}, .groups = 1},
    {.re = "(if)([\\t\\n\\x0b\\f\\r\\x20]+)([rw][0-9]+)([\\t\\n\\x0b\\f\\r\\x20]*)([s!=<>]+)([\\t\\n\\x0b\\f\\r\\x20]*)([rw][0-9]+)([\\t\\n\\x0b\\f\\r\\x20]*)(goto)([\\t\\n\\x0b\\f\\r\\x20]*)(\\+[0-9]+)?([\\t\\n\\x0b\\f\\r\\x20]*)(<?[A-Za-z0-9_]+>?)", .opts = HL_I, .ntok = 13, .tok = {T_Keyword, T_Text_Whitespace, T_Name, T_Text_Whitespace, T_Operator, T_Text_Whitespace, T_Name, T_Text_Whitespace, T_Keyword, T_Text_Whitespace, T_Literal_Number_Integer, T_Text_Whitespace, T_Name_Label}, .groups = 1},
    {.re = "(\\*)([\\t\\n\\x0b\\f\\r\\x20]*)(\\()(u8|u16|u32|u64|ll)([\\t\\n\\x0b\\f\\r\\x20]*)(\\*)(\\))", .opts = HL_I, .ntok = 7, .tok = {T_Operator, T_Text_Whitespace, T_Punctuation, T_Keyword_Type, T_Text_Whitespace, T_Operator, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_address},
    {.re = "[+-/\\*&|><^s]{0,3}=", .opts = HL_I, .ntok = 1, .tok = {T_Operator}},
    {.re = "([+-]?)([rw][0-9]+)", .opts = HL_I, .ntok = 2, .tok = {T_Punctuation, T_Name}, .groups = 1},
    {.re = "//", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_linecomment},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multilinescomment},
    {.re = "be16|be32|be64|exit|lock|map", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(0x[0-9a-fA-F]+|[-]?[0-9]+)([\\t\\n\\x0b\\f\\r\\x20]*)(ll)?", .opts = HL_I, .ntok = 3, .tok = {T_Literal_Number, T_Text_Whitespace, T_Keyword_Type}, .groups = 1},
    {.re = "([A-Za-z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)(ll)", .opts = HL_I, .ntok = 3, .tok = {T_Name, T_Text_Whitespace, T_Keyword_Type}, .groups = 1},
    {.re = "([A-Za-z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = HL_I, .ntok = 3, .tok = {T_Name_Label, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    {.re = ".", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_address[] = {
    {.re = "(\\()([rw][0-9]+)([\\t\\n\\x0b\\f\\r\\x20]*)([+-])([\\t\\n\\x0b\\f\\r\\x20]*)([0-9]+)(\\))", .opts = HL_I, .ntok = 7, .tok = {T_Punctuation, T_Name, T_Text_Whitespace, T_Operator, T_Text_Whitespace, T_Literal_Number_Integer, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "([A-Za-z0-9_]+)(\\[)([0-9]+)(\\])", .opts = HL_I, .ntok = 4, .tok = {T_Name, T_Punctuation, T_Literal_Number_Integer, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "([A-Za-z0-9_]+)(\\[)([rw][0-9]+)(\\])", .opts = HL_I, .ntok = 4, .tok = {T_Name, T_Punctuation, T_Name, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_linecomment[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_POP, .arg = 1},
    {.re = ".+", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_multilinescomment[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "([^\\*/]+)", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "([\\*/])", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"address", r_address},
    {"linecomment", r_linecomment},
    {"multilinescomment", r_multilinescomment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_bpf = {
    .tag = "bpf",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
