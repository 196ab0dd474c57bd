/* lang_pony.c: Pony, ported from Rouge 3.30 lexers (Rouge::Lexers::Pony). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_string,
    S_docstring,
};

static const char set_1[][4] = {"box", "iso", "ref", "tag", "trn", "val"};
static const char set_2[][19] = {"actor", "addressof", "and", "as", "be", "break", "class", "compiler_intrinsic", "consume", "continue", "do", "else", "elseif", "embed", "end", "error", "for", "fun", "if", "ifdef", "in", "interface", "is", "isnt", "lambda", "let", "match", "new", "not", "object", "primitive", "recover", "repeat", "return", "struct", "then", "this", "trait", "try", "type", "until", "use", "var", "where", "while", "with"};
static const char set_3[][13] = {"Align", "EventID", "F32", "F64", "Float", "FloatFormat", "I128", "I16", "I32", "I64", "I8", "IntFormat", "Number", "NumberPrefix", "Signed", "Type", "U128", "U32", "U64", "U8", "Unsigned"};

/* pony.rb:64
 *         rule %r/[a-z_][a-z0-9_]* /io do |m|
 *           match = m[0]
 * 
 *           if capabilities.include?(match)
 *             token Keyword::Declaration
 *           elsif keywords.include?(match)
 *             token Keyword::Reserved
 *           elsif types.include?(match)
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_14(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(set_2, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(set_3, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}, .act = HL_PUSH, .arg = S_docstring},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*](.|\\n)*?[*](\\\\\\n)?/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "[~!%^&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(true|false|NULL)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "(?:[A-Z_][a-zA-Z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[()\\[\\],.';]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "0[xX]([0-9a-fA-F_]*\\.[0-9a-fA-F_]+|[0-9a-fA-F_]+)[pP][+\\-]?[0-9_]+[fFL]?[i]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9_]+(\\.[0-9_]+[eE][+\\-]?[0-9_]+|\\.[0-9_]*|[eE][+\\-]?[0-9_]+)[fFL]?[i]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\\.(0|[1-9][0-9_]*)([eE][+\\-]?[0-9_]+)?[fFL]?[i]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0[xX][0-9a-fA-F_]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "(0|[1-9][0-9_]*)([LUu]|Lu|LU|uL|UL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[a-z_][a-z0-9_]*", .opts = HL_I, .cb = cb_root_14},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\([\\\\abfnrtv\"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_docstring[] = {
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"string", r_string},
    {"docstring", r_docstring},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_pony = {
    .tag = "pony",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
