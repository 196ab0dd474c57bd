/* lang_sparql.c: SPARQL, ported from Rouge 3.30 lexers (Rouge::Lexers::SPARQL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string_double_common,
    S_string_double,
    S_string_double_literal,
    S_string_single_common,
    S_string_single,
    S_string_single_literal,
    S_string_escapes,
    S_string_end,
};

static const char kw_builtins[][15] = {
    "ABS", "AVG", "BNODE", "BOUND", "CEIL", "COALESCE",
    "CONCAT", "CONTAINS", "COUNT", "DATATYPE", "DAY", "ENCODE_FOR_URI",
    "FLOOR", "GROUP_CONCAT", "HOURS", "IF", "IRI", "LANG",
    "LANGMATCHES", "LCASE", "MAX", "MD5", "MIN", "MINUTES",
    "MONTH", "NOW", "RAND", "REGEX", "REPLACE", "ROUND",
    "SAMETERM", "SAMPLE", "SECONDS", "SEPARATOR", "SHA1", "SHA256",
    "SHA384", "SHA512", "STR", "STRAFTER", "STRBEFORE", "STRDT",
    "STRENDS", "STRLANG", "STRLEN", "STRSTARTS", "STRUUID", "SUBSTR",
    "SUM", "TIMEZONE", "TZ", "UCASE", "URI", "UUID",
    "YEAR", "isBLANK", "isIRI", "isLITERAL", "isNUMERIC", "isURI",
};

static const char kw_keywords[][10] = {
    "ADD", "ALL", "AS", "ASC", "ASK", "BASE",
    "BIND", "BINDINGS", "BY", "CLEAR", "CONSTRUCT", "COPY",
    "CREATE", "DATA", "DEFAULT", "DELETE", "DESC", "DESCRIBE",
    "DISTINCT", "DROP", "EXISTS", "FILTER", "FROM", "GRAPH",
    "GROUP", "HAVING", "IN", "INSERT", "LIMIT", "LOAD",
    "MINUS", "MOVE", "NAMED", "NOT", "OFFSET", "OPTIONAL",
    "ORDER", "PREFIX", "REDUCED", "SELECT", "SERVICE", "SILENT",
    "TO", "UNDEF", "UNION", "USING", "VALUES", "WHERE",
    "WITH",
};

/* sparql.rb:45
 *         rule %r(([[:word:]-]*)(:)([[:word:]-]+)?) do |m|
 *           token Name::Namespace, m[1]
 *           token Operator, m[2]
 *           token Str::Symbol, m[3]
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Name_Namespace, g0p, g0n);
    hl_token(lx, T_Operator, g1p, g1n);
    hl_token(lx, T_Literal_String_Symbol, g2p, g2n);
}

/* sparql.rb:54
 *         rule %r([A-Z][[:word:]]+\b)i do |m|
 *           if self.class.builtins.include? m[0].upcase
 *             token Name::Builtin
 *           elsif self.class.keywords.include? m[0].upcase
 *             token Keyword
 *           else
 *             token Error
 *           end
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    char f2[256]; size_t f2n = hl_fold(f2, sizeof f2, m->s, m->ov[1], 1);
    if (HL_IN(kw_builtins, f1, f1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords, f2, f2n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Error, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string_double_literal},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_single_literal},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "[$?][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}-]*)(:)([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}-]+)?", .opts = 0, .cb = cb_root_7},
    {.re = "<[^>]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "true|false", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "a\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[A-Z][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]+\\b", .opts = HL_I, .cb = cb_root_11},
    {.re = "[+\\-]?(?:[0-9]+\\.[0-9]*|\\.[0-9]+)(?:[e][+\\-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+\\-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[\\]\\[(){}.,;=]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[/?*+=!<>]|&&|\\|\\||\\^\\^", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_string_double_common[] = {
    HL_MIXIN(S_string_escapes),
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[^\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_string_double[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_GOTO, .arg = S_string_end},
    HL_MIXIN(S_string_double_common),
    HL_END,
};

static const hl_rule r_string_double_literal[] = {
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_GOTO, .arg = S_string_end},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_string_double_common),
    HL_END,
};

static const hl_rule r_string_single_common[] = {
    HL_MIXIN(S_string_escapes),
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "[^'\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_string_single[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_GOTO, .arg = S_string_end},
    HL_MIXIN(S_string_single_common),
    HL_END,
};

static const hl_rule r_string_single_literal[] = {
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_GOTO, .arg = S_string_end},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_MIXIN(S_string_single_common),
    HL_END,
};

static const hl_rule r_string_escapes[] = {
    {.re = "\\\\[tbnrf\"'\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\u[0-9a-fA-F]{4}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\U[0-9a-fA-F]{8}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_string_end[] = {
    {.re = "(@)([a-zA-Z]+(?:-[a-zA-Z0-9]+)*)", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Property}, .groups = 1},
    {.re = "\\^\\^", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string_double_common", r_string_double_common},
    {"string_double", r_string_double},
    {"string_double_literal", r_string_double_literal},
    {"string_single_common", r_string_single_common},
    {"string_single", r_string_single},
    {"string_single_literal", r_string_single_literal},
    {"string_escapes", r_string_escapes},
    {"string_end", r_string_end},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sparql = {
    .tag = "sparql",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
