/* lang_vhdl.c: VHDL 2008, ported from Rouge 3.30 lexers (Rouge::Lexers::VHDL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_statements,
};

static const char kw_keywords[][17] = {
    "access", "after", "alias", "all", "architecture", "array",
    "assert", "assume", "assume_guarantee", "attribute", "begin", "block",
    "body", "buffer", "bus", "case", "component", "configuration",
    "constant", "context", "cover", "default", "disconnect", "downto",
    "else", "elsif", "end", "entity", "exit", "fairness",
    "file", "for", "force", "function", "generate", "generic",
    "group", "guarded", "if", "impure", "in", "inertial",
    "inout", "is", "label", "library", "linkage", "literal",
    "loop", "map", "new", "next", "null", "of",
    "on", "open", "others", "out", "package", "parameter",
    "port", "postponed", "procedure", "process", "property", "protected",
    "pure", "range", "record", "register", "reject", "release",
    "report", "return", "select", "sequence", "severity", "shared",
    "signal", "strong", "subtype", "then", "to", "transport",
    "type", "unaffected", "units", "until", "use", "variable",
    "vmode", "vprop", "vunit", "wait", "when", "while",
    "with",
};

static const char kw_keywords_type[][18] = {
    "bit", "bit_vector", "boolean", "boolean_vector", "character", "integer",
    "integer_vector", "natural", "positive", "real", "real_vector", "severity_level",
    "signed", "std_logic", "std_logic_vector", "std_ulogic", "std_ulogic_vector", "string",
    "time", "time_vector", "unsigned",
};

static const char kw_operator_words[][5] = {
    "abs", "and", "mod", "nand", "nor", "not",
    "or", "rem", "rol", "ror", "sla", "sll",
    "sra", "srl", "xnor", "xor",
};

/* vhdl.rb:69
 *         rule id do |m|
 *           match = m[0].downcase   #convert to lower case
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.keywords_type.include? match
 *             token Keyword::Type
 *           elsif self.class.operator_words.include? match
 *             token Operator::Word
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_7(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 0);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, f1, f1n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_operator_words, f1, f1n)) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "--.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_statements[] = {
    {.re = "-?[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "-?[0-9]+[.][0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[box]?\"[^\"]*\"", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'[^']?'", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'(?-six:[a-zA-Z][a-zA-Z0-9_]*)", .opts = HL_I, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "[(),:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?:true|false|null)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-zA-Z][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_7},
    {.re = "=>|[*][*]|:=|\\/=|>=|<=|<>|\\?\\?|\\?=|\\?\\/=|\\?>|\\?<|\\?>=|\\?<=|<<|>>|[#&'*+-.\\/:<=>\\?@^]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"statements", r_statements},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_vhdl = {
    .tag = "vhdl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
