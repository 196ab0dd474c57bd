/* lang_pascal.c: Pascal, ported from Rouge 3.30 lexers (Rouge::Lexers::Pascal). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "((0(x|X)[0-9a-fA-F]*)|(([0-9]+\\.?[0-9]*)|(\\.[0-9]+))((e|E)(\\+|-)?[0-9]+)?)(L|l|UL|ul|u|U|F|f|ll|LL|ull|ULL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\\$[0-9A-Fa-f]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[~!@#\\$%\\^&\\*\\(\\)\\+`\\-={}\\[\\]:;<>\\?,\\.\\/\\|\\\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "'([^']|'')*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(true|false|nil)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(absolute|abstract|all|and|and_then|array|as|asm|assembler|attribute|begin|bindable|case|class|const|constructor|delay|destructor|div|do|downto|else|end|except|exit|export|exports|external|far|file|finalization|finally|for|forward|function|goto|if|implementation|import|in|inc|index|inherited|initialization|inline|interface|interrupt|is|label|library|message|mod|module|near|nil|not|object|of|on|only|operator|or|or_else|otherwise|out|overload|override|packed|pascal|pow|private|procedure|program|property|protected|public|published|qualified|raise|read|record|register|repeat|resident|resourcestring|restricted|safecall|segment|set|shl|shr|stdcall|stored|string|then|threadvar|to|try|type|unit|until|uses|value|var|view|virtual|while|with|write|writeln|xor)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(ansichar|ansistring|bool|boolean|byte|bytebool|cardinal|char|comp|currency|double|dword|extended|int64|integer|iunknown|longbool|longint|longword|pansichar|pansistring|pbool|pboolean|pbyte|pbytearray|pcardinal|pchar|pcomp|pcurrency|pdate|pdatetime|pdouble|pdword|pextended|phandle|pint64|pinteger|plongint|plongword|pointer|ppointer|pshortint|pshortstring|psingle|psmallint|pstring|pvariant|pwidechar|pwidestring|pword|pwordarray|pwordbool|real|real48|shortint|shortstring|single|smallint|string|tclass|tdate|tdatetime|textfile|thandle|tobject|ttime|variant|widechar|widestring|word|wordbool)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "@?[_a-z][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "(//).*$\\n?", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(--).*$\\n?", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\(\\*.*?\\*\\)", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\\{.*?\\}", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_pascal = {
    .tag = "pascal",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
