/* lang_cypher.c: Cypher, ported from Rouge 3.30 lexers (Rouge::Lexers::Cypher). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comments,
};

static const char kw_functions[][17] = {
    "ABS", "ACOS", "ALLSHORTESTPATHS", "ASIN", "ATAN", "ATAN2",
    "AVG", "CEIL", "COALESCE", "COLLECT", "COS", "COT",
    "COUNT", "DATE", "DEGREES", "E", "ENDNODE", "EXP",
    "EXTRACT", "FILTER", "FLOOR", "HAVERSIN", "HEAD", "ID",
    "KEYS", "LABELS", "LAST", "LEFT", "LENGTH", "LOG",
    "LOG10", "LOWER", "LTRIM", "MAX", "MIN", "NODE",
    "NODES", "PERCENTILECONT", "PERCENTILEDISC", "PI", "RADIANS", "RAND",
    "RANGE", "REDUCE", "REL", "RELATIONSHIP", "RELATIONSHIPS", "REPLACE",
    "REVERSE", "RIGHT", "ROUND", "RTRIM", "SHORTESTPATH", "SIGN",
    "SIN", "SIZE", "SPLIT", "SQRT", "STARTNODE", "STDEV",
    "STDEVP", "STR", "SUBSTRING", "SUM", "TAIL", "TAN",
    "TIMESTAMP", "TOFLOAT", "TOINT", "TOINTEGER", "TOSTRING", "TRIM",
    "TYPE", "UPPER",
};

static const char kw_keywords[][16] = {
    "AS", "ASC", "ASCENDING", "ASSERT", "BY", "CALL",
    "CASE", "COMMIT", "CONSTRAINT", "CREATE", "CSV", "CYPHER",
    "DELETE", "DESC", "DESCENDING", "DETACH", "DISTINCT", "DROP",
    "ELSE", "END", "ENDS", "EXPLAIN", "FALSE", "FIELDTERMINATOR",
    "FOREACH", "FROM", "HEADERS", "IN", "INDEX", "IS",
    "JOIN", "LIMIT", "LOAD", "MATCH", "MERGE", "NULL",
    "ON", "OPTIONAL", "ORDER", "PERIODIC", "PROFILE", "REMOVE",
    "RETURN", "SCAN", "SET", "SKIP", "START", "STARTS",
    "THEN", "TRUE", "UNION", "UNIQUE", "UNWIND", "USING",
    "WHEN", "WHERE", "WITH", "YIELD",
};

static const char kw_predicates[][9] = {
    "ALL", "AND", "ANY", "CONTAINS", "EXISTS", "HAS",
    "IN", "NONE", "NOT", "OR", "SINGLE", "XOR",
};

/* cypher.rb:62
 *         rule %r/(\w+)(\s*)(\()/ do |m|
 *           name = m[1].upcase
 *           if self.class.functions.include? name
 *             groups Name::Function, Text::Whitespace, Str::Symbol
 *           elsif self.class.keywords.include? name
 *             groups Keyword, Text::Whitespace, Str::Symbol
 *           else
 *             groups Name, Text::Whitespace, Str::Symbol
 *           end
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, g0p, g0n, 1);
    if (HL_IN(kw_functions, f1, f1n)) {
        hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Text_Whitespace, m, 2); hl_token_m(lx, T_Literal_String_Symbol, m, 3);
    } else if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token_m(lx, T_Keyword, m, 1); hl_token_m(lx, T_Text_Whitespace, m, 2); hl_token_m(lx, T_Literal_String_Symbol, m, 3);
    } else {
        hl_token_m(lx, T_Name, m, 1); hl_token_m(lx, T_Text_Whitespace, m, 2); hl_token_m(lx, T_Literal_String_Symbol, m, 3);
    }
}

/* cypher.rb:92
 *         rule %r/[.\w$]+/ do |m|
 *           match = m[0].upcase
 *           if self.class.predicates.include? match
 *             token Operator::Word
 *           elsif self.class.keywords.include? match
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_16(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    if (HL_IN(kw_predicates, f1, f1n)) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comments},
    {.re = "[*+\\-<>=&|~%^]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[{}),;\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "([A-Za-z0-9_]+)(:)([\\t\\n\\x0b\\f\\r\\x20]*)(-?[._0-9]+)", .opts = 0, .ntok = 4, .tok = {T_Name_Label, T_Literal_String_Delimiter, T_Text_Whitespace, T_Literal_Number}, .groups = 1},
    {.re = "([A-Za-z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = 0, .cb = cb_root_6},
    {.re = ":[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "(-?[0-9]+)(\\.\\.)(-?[0-9]+)", .opts = 0, .ntok = 3, .tok = {T_Literal_Number, T_Operator, T_Literal_Number}, .groups = 1},
    {.re = "([0-9]+\\.[0-9]*|[0-9]*\\.[0-9]+)(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+e[+-]?[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0[0-7]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[a-f0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[.A-Za-z0-9_]+:", .opts = 0, .ntok = 1, .tok = {T_Name_Property}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "[.A-Za-z0-9_$]+", .opts = 0, .cb = cb_root_16},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "`(\\\\\\\\|\\\\`|[^`])*`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    HL_END,
};

static const hl_rule r_multiline_comments[] = {
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comments},
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^/*]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[/*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"multiline_comments", r_multiline_comments},
};

static const char *const aliases[] = {"cypher", NULL};

const hl_lang hl_lang_cypher = {
    .tag = "cypher",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
