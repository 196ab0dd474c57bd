/* lang_reasonml.c: ReasonML, ported from Rouge 3.30 lexers (Rouge::Lexers::ReasonML). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_string,
    S_escape_sequence,
    S_dotted,
};

static const char kw_keywords[][12] = {
    "as", "assert", "begin", "class", "constraint", "do",
    "done", "downto", "else", "end", "exception", "external",
    "false", "for", "fun", "function", "functor", "if",
    "in", "include", "inherit", "initializer", "lazy", "let",
    "module", "mutable", "new", "nonrec", "object", "of",
    "open", "rec", "sig", "struct", "switch", "then",
    "to", "true", "try", "type", "val", "virtual",
    "when", "while", "with",
};

static const char kw_primitives[][7] = {
    "array", "bool", "char", "float", "int", "list",
    "string", "unit",
};

static const char kw_word_operators[][5] = {
    "and", "asr", "land", "lor", "lsl", "lxor",
    "mod", "or",
};

/* reasonml.rb:29
 *         rule @@id do |m|
 *           match = m[0]
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.word_operators.include? match
 *             token Operator::Word
 *           elsif self.class.primitives.include? match
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_word_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(kw_primitives, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "false|true|[(][)]|\\[\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "(?-six:[A-Z][A-Za-z0-9_']*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[.])", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_PUSH, .arg = S_dotted},
    {.re = "`(?i-sx:[a-z_][A-Za-z0-9_']*)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "[A-Z][A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[a-z_][A-Za-z0-9_']*", .opts = HL_I, .cb = cb_root_7},
    {.re = "[(){}\\[\\];]+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[;,_!$%&*+./:<=>?@^|~#-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "-?[0-9][0-9_]*(.[0-9_]*)?(e[+-]?[0-9][0-9_]*)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F][0-9a-fA-F_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0o[0-7][0-7_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0b[01][01_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9][0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'(?:(\\\\[\\\\\"'ntbr ])|(\\\\[0-9]{3})|(\\\\x[0-9a-fA-F]{2}))'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'[^'/]'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "[~?](?i-sx:[a-z_][A-Za-z0-9_']*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^/*]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_escape_sequence),
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_escape_sequence[] = {
    {.re = "\\\\[\\\\\"'ntbr]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-9]{3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\x[0-9a-fA-F]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_dotted[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?-six:[A-Z][A-Za-z0-9_']*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[.])", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[A-Z][A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    {.re = "[a-z_][A-Za-z0-9_']*", .opts = HL_I, .ntok = 1, .tok = {T_Name}, .act = HL_POP, .arg = 1},
    {.re = "[({\\[]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"string", r_string},
    {"escape_sequence", r_escape_sequence},
    {"dotted", r_dotted},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_reasonml = {
    .tag = "reasonml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
