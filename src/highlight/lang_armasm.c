/* lang_armasm.c: ArmAsm, ported from Rouge 3.30 lexers (Rouge::Lexers::ArmAsm). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_command,
    S_args,
    S_singlequoted,
    S_doublequoted,
    S_filespec,
};

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "^([ \\t]*)(#[ \\t]*(?:(?:define|elif|else|endif|error|if|ifdef|ifndef|include|line|pragma|undef|warning)(?:[ \\t].*)?)?)(\\n)", .opts = 0, .bol = 1, .ntok = 3, .tok = {T_Text, T_Comment_Preproc, T_Text}, .groups = 1},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_command},
    {.re = ";.*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\$[a-z_][A-Za-z0-9_]*\\.?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[A-Za-z0-9_]+|\\|[^|\\n]+\\|", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_END,
};

static const hl_rule r_command[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_GOTO, .arg = S_args},
    {.re = ";.*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "(?:BIN|GET|INCBIN|INCLUDE|LNK)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_GOTO, .arg = S_filespec},
    {.re = "(?:ALIAS|ALIGN|AOF|AOUT|AREA|ARM|ASSERT|ATTR|CN|CODE16|CODE32|COMMON|CP|DATA|DCB|DCD|DCDO|DCDU|DCFD|DCFDU|DCFH|DCFHU|DCFS|DCFSU|DCI|DCI.N|DCI.W|DCQ|DCQU|DCW|DCWU|DN|ELIF|ELSE|END|ENDFUNC|ENDIF|ENDP|ENTRY|EQU|EXPORT|EXPORTAS|EXTERN|FIELD|FILL|FN|FRAME|FUNCTION|GBLA|GBLL|GBLS|GLOBAL|IF|IMPORT|INFO|KEEP|LCLA|LCLL|LCLS|LEADR|LEAF|LTORG|MACRO|MAP|MEND|MEXIT|NOFP|OPT|ORG|PRESERVE8|PROC|QN|RELOC|REQUIRE|REQUIRE8|RLIST|RN|ROUT|SETA|SETL|SETS|SN|SPACE|STRONG|SUBT|THUMB|THUMBX|TTL|WEND|WHILE|\\[|\\]|[|!#*=%&^])(?=[; \\t\\n])", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(?:[A-Z][0-9A-Z]*|[a-z][0-9a-z]*)(?:\\.[NWnw])?(?:\\.[DFIPSUdfipsu]?(?:8|16|32|64)?){0,3}\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-z_][A-Za-z0-9_]*|\\|[^|\\n]+\\|", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "\\$[a-z][A-Za-z0-9_]*\\.?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    HL_END,
};

static const hl_rule r_args[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ";.*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "(?:ASR|LSL|LSR|ROR|RRX|AL|CC|CS|EQ|GE|GT|HI|HS|LE|LO|LS|LT|MI|NE|PL|VC|VS|asr|lsl|lsr|ror|rrx|al|cc|cs|eq|ge|gt|hi|hs|le|lo|ls|lt|mi|ne|pl|vc|vs)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-z_][A-Za-z0-9_]*|\\|[^|\\n]+\\|", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "%[bf]?[at]?[0-9]+(?:[a-z_][A-Za-z0-9_]*)?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "(?:&|0x)[0-9a-fA-F]+(?!p)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "(?:&|0x)[.0-9a-fA-F]+(?:p[-+]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0f_[0-9a-fA-F]{8}|0d_[0-9a-fA-F]{16}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?:2_[01]+|3_[0-2]+|4_[0-3]+|5_[0-4]+|6_[0-5]+|7_[0-6]+|8_[0-7]+|9_[0-8]+|[0-9]+)(?!e)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(?:2_[.01]+|3_[.0-2]+|4_[.0-3]+|5_[.0-4]+|6_[.0-5]+|7_[.0-6]+|8_[.0-7]+|9_[.0-8]+|[.0-9]+)(?:e[-+]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[@:](?=[ \\t]*(?:8|16|32|64|128|256)[^0-9])", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[.@]|\\{(?:ARCHITECTURE|AREANAME|ARMASM_VERSION|CODESIZE|COMMANDLINE|CONFIG|CPU|ENDIAN|FALSE|FPIC|FPU|INPUTFILE|INTER|LINENUM|LINENUMUP|LINENUMUPPER|OBJASM_VERSION|OPT|PC|PCSTOREOFFSET|REENTRANT|ROPI|RWPI|TRUE|VAR)\\}", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "[-!#%&()*+,/<=>?^{|}]|\\[|\\]|!=|&&|/=|<<|<=|<>|==|><|>=|>>|\\|\\||:(?:AND|BASE|CC|CC_ENCODING|CHR|DEF|EOR|FATTR|FEXEC|FLOAD|FSIZE|INDEX|LAND|LEFT|LEN|LEOR|LNOT|LOR|LOWERCASE|MOD|NOT|OR|RCONST|REVERSE_CC|RIGHT|ROL|ROR|SHL|SHR|STR|TARGET_ARCH_[0-9A-Z_]+|TARGET_FEATURE_[0-9A-Z_]+|TARGET_FPU_[A-Z_]|TARGET_PROFILE_[ARM]|UAL|UPPERCASE):", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\$[a-z][A-Za-z0-9_]*\\.?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_GOTO, .arg = S_singlequoted},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_GOTO, .arg = S_doublequoted},
    HL_END,
};

static const hl_rule r_singlequoted[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\\$[a-z][A-Za-z0-9_]*\\.?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_GOTO, .arg = S_args},
    {.re = "[^$'\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    HL_END,
};

static const hl_rule r_doublequoted[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\$[a-z][A-Za-z0-9_]*\\.?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_GOTO, .arg = S_args},
    {.re = "[^$\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_filespec[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\$[a-z][A-Za-z0-9_]*\\.?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[^$\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"command", r_command},
    {"args", r_args},
    {"singlequoted", r_singlequoted},
    {"doublequoted", r_doublequoted},
    {"filespec", r_filespec},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_armasm = {
    .tag = "armasm",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
