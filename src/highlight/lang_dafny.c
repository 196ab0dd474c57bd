/* lang_dafny.c: Dafny, ported from Rouge 3.30 lexers (Rouge::Lexers::Dafny). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
};

static const char set_1[][9] = {"ORDINAL", "array", "array?", "bool", "char", "imap", "int", "iset", "map", "multiset", "nat", "object", "object?", "real", "seq", "set", "string"};
static const char set_2[][6] = {"false", "null", "true"};
static const char set_3[][3] = {"as", "in", "is"};
static const char set_4[][12] = {"abstract", "allocated", "assert", "assume", "break", "by", "calc", "case", "class", "codatatype", "const", "constructor", "datatype", "decreases", "downto", "else", "ensures", "exists", "expect", "export", "extends", "false", "for", "forall", "fresh", "function", "ghost", "greatest", "if", "import", "include", "invariant", "iterator", "label", "least", "lemma", "match", "method", "modifies", "modify", "module", "nameonly", "new", "newtype", "null", "old", "opened", "predicate", "print", "provides", "reads", "refines", "requires", "return", "returns", "reveal", "reveals", "static", "then", "this", "to", "trait", "true", "twostate", "type", "unchanged", "var", "while", "witness", "yield", "yields"};

/* dafny.rb:96
 *         rule id do |m|
 *           if types.include?(m[0])
 *             token Keyword::Type
 *           elsif literals.include?(m[0])
 *             token Keyword::Constant
 *           elsif textOperators.include?(m[0])
 *             token Operator::Word
 *           elsif keywords.include?(m[0])
 *             token Keyword::Reserved
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_24(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(set_2, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(set_3, m->s, m->ov[1])) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(set_4, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "'(?-six:[^\\\\'\\n\\r]|\\\\[\"'ntr\\\\0])'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'(?-six:\\\\u(?-six:[0-9a-fA-F]){4})'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'[^'\\n\\r]*'", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "'[^'\\n\\r]*$", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "\"(?:(?-six:[^\\\\\"\\n\\r]|\\\\[\"'ntr\\\\0])|(?-six:\\\\u(?-six:[0-9a-fA-F]){4}))*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\".*\"", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "\".*$", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "@\"([^\"]|\"\")*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "@\".*", .opts = HL_M, .ntok = 1, .tok = {T_Error}},
    {.re = "(?-six:(?-six:[0-9])+(?:_(?-six:[0-9])+)*)\\.(?-six:(?-six:[0-9])+(?:_(?-six:[0-9])+)*)(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0b(?-six:[01]+(?:_[01]+)*)(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0b(?-six:[0-9a-zA-Z_'?])*", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "0x(?-six:(?-six:[0-9a-fA-F])+(?:_(?-six:[0-9a-fA-F])+)*)(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0x(?-six:[0-9a-zA-Z_'?])*", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "(?-six:(?-six:[0-9])+(?:_(?-six:[0-9])+)*)(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "_(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "_[0-9_]+[_]?(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "[0-9_]+_(?!(?-six:[0-9a-zA-Z_'?]))", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "[0-9](?-six:[0-9a-zA-Z_'?])+", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "(?-six:array(?:1[0-9]+|[2-9][0-9]*)\\?\?(?!(?-six:[0-9a-zA-Z_'?])))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?-six:bv(?:0|[1-9][0-9]*)(?!(?-six:[0-9a-zA-Z_'?])))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?-six:[0-9a-zA-Z?])(?-six:[0-9a-zA-Z_'?])*", .opts = 0, .cb = cb_root_24},
    {.re = "\\.\\.", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[*!%&<>\\|^+=:./-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\](){},;`]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_dafny = {
    .tag = "dafny",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
