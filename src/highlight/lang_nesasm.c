/* lang_nesasm.c: NesAsm, ported from Rouge 3.30 lexers (Rouge::Lexers::NesAsm). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string,
};

static const char kw_keywords[][4] = {
    "ADC", "AND", "ASL", "BCC", "BCS", "BEQ",
    "BIT", "BMI", "BNE", "BPL", "BRK", "BVC",
    "BVS", "CLC", "CLD", "CLI", "CLV", "CMP",
    "CPX", "CPY", "DEC", "DEX", "DEY", "EOR",
    "INC", "INX", "INY", "JMP", "JSR", "LDA",
    "LDX", "LDY", "LSR", "NOP", "ORA", "PHA",
    "PHP", "PLA", "PLP", "ROL", "ROR", "RTI",
    "RTS", "SBC", "SEC", "SED", "SEI", "STA",
    "STX", "STY", "TAX", "TAY", "TSX", "TXA",
    "TXS", "TYA",
};

static const char kw_keywords_reserved[][13] = {
    "BANK", "BSS", "CODE", "DATA", "DEFCHR", "DS",
    "ELSE", "ENDIF", "ENDM", "ENDP", "ENDPROCGROUP", "FAIL",
    "FUNC", "IF", "IFDEF", "IFNDEF", "INCBIN", "INCCHR",
    "INCLUDE", "INESCHR", "INESMAP", "INESMIR", "INESPRG", "MACRO",
    "ORG", "PROC", "PROCGROUP", "RS", "RSSET", "ZP",
};

static const char kw_keywords_type[][5] = {
    "BYTE", "DB", "DW", "WORD",
};

/* nesasm.rb:46
 *         rule %r/\#?\w+:?/i do |m|
 *           name = m[0].upcase
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.keywords_type.include? name
 *             token Keyword::Type
 *           elsif self.class.keywords_reserved.include? name
 *             token Keyword::Reserved
 *           else
 *             token Name::Function
 *           end
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, f1, f1n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_reserved, f1, f1n)) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = ";.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\(\\)\\,\\.\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\#?\\%[0-1]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "\\#?\\$[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\#?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[~&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\#?[A-Za-z0-9_]+:?", .opts = HL_I, .cb = cb_root_7},
    {.re = "\\#?(?:LOW|HIGH)\\(.*\\)", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "\\#\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "'[A-Za-z0-9_]'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\\\\\\?\?[0-9@#]", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\\"?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"\\\\]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string", r_string},
};

static const char *const aliases[] = {"nes", NULL};

const hl_lang hl_lang_nesasm = {
    .tag = "nesasm",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
