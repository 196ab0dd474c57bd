/* lang_apex.c: Apex, ported from Rouge 3.30 lexers (Rouge::Lexers::Apex). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_class,
    S_import,
    S_escape,
    S_dq,
    S_sq,
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

static const char kw_declarations[][13] = {
    "abstract", "const", "enum", "extends", "final", "global",
    "implements", "inherited", "native", "private", "protected", "public",
    "sharing", "static", "super", "synchronized", "testmethod", "throws",
    "transient", "virtual", "volatile", "with", "without",
};

static const char kw_keywords[][11] = {
    "assert", "break", "case", "catch", "continue", "default",
    "delete", "do", "else", "finally", "for", "goto",
    "if", "insert", "instanceof", "new", "return", "switch",
    "this", "throw", "try", "update", "while",
};

static const char kw_soql[][10] = {
    "AND", "ASC", "BY", "CATEGORY", "CUBE", "DATA",
    "DESC", "END", "FIRST", "FOR", "FROM", "GROUP",
    "HAVING", "LAST", "LIKE", "LIMIT", "NULLS", "OFFSET",
    "OR", "ORDER", "REFERENCE", "ROLLUP", "SCOPE", "SELECT",
    "TRACKING", "TYPEOF", "UPDATE", "USING", "VIEW", "VIEWSTAT",
    "WHERE", "WITH",
};

static const char kw_types[][8] = {
    "String", "boolean", "byte", "char", "double", "float",
    "int", "long", "short", "var", "void",
};

/* apex.rb:59
 *         rule %r/([@$.]?)(#{id})([:(]?)/io do |m|
 *           lowercased = m[0].downcase
 *           uppercased = m[0].upcase
 *           if self.class.keywords.include? lowercased
 *             token Keyword
 *           elsif self.class.soql.include? uppercased
 *             token Keyword
 *           elsif self.class.declarations.include? lowercased
 *             token Keyword::Declaration
 *           elsif self.class.types.include? lowercased
 *             token Keyword::Type
 *           elsif self.class.constants.include? lowercased
 *             token Keyword::Constant
 *           elsif lowercased == 'package'
 *             token Keyword::Namespace
 *           elsif m[1] == "@"
 *             token Name::Decorator
 *           elsif m[3] == ":"
 *             groups Operator, Name::Label, Punctuation
 *           elsif m[3] == "("
 *             groups Operator, Name::Function, Punctuation
 *           elsif m[1] == "."
 *             groups Operator, Name::Property, Punctuation
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 0);
    char f2[256]; size_t f2n = hl_fold(f2, sizeof f2, m->s, m->ov[1], 1);
    const char *g2p; size_t g2n; hl_group(m, 1, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 3, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 3, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 1, &g5p, &g5n);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_soql, f2, f2n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_declarations, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_types, f1, f1n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, f1, f1n)) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if ((f1n == 7 && memcmp(f1, "package", 7) == 0)) {
        hl_token(lx, T_Keyword_Namespace, m->s, m->ov[1]);
    } else if ((g2n == 1 && memcmp(g2p, "@", 1) == 0)) {
        hl_token(lx, T_Name_Decorator, m->s, m->ov[1]);
    } else if ((g3n == 1 && memcmp(g3p, ":", 1) == 0)) {
        hl_token_m(lx, T_Operator, m, 1); hl_token_m(lx, T_Name_Label, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    } else if ((g4n == 1 && memcmp(g4p, "(", 1) == 0)) {
        hl_token_m(lx, T_Operator, m, 1); hl_token_m(lx, T_Name_Function, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    } else if ((g5n == 1 && memcmp(g5p, ".", 1) == 0)) {
        hl_token_m(lx, T_Operator, m, 1); hl_token_m(lx, T_Name_Property, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "(?:class|interface)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_class},
    {.re = "import\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    {.re = "([@$.]?)((?i-sx:[a-z_][a-z0-9_]*))([:(]?)", .opts = HL_I, .cb = cb_root_5},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_sq},
    {.re = "(?-six:[0-9]_+[0-9]|[0-9])+\\.(?-six:[0-9]_+[0-9]|[0-9])+([eE](?-six:[0-9]_+[0-9]|[0-9])+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0b(?:[01]_+[01]|[01])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0x(?:[0-9a-fA-F]_+[0-9a-fA-F]|[0-9a-fA-F])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0(?:[0-7]_+[0-7]|[0-7])+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "(?-six:[0-9]_+[0-9]|[0-9])+L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[-+/*~^!%&<>|=.?]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\](){},:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-z_][a-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-z0-9_.]+\\*?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "\\\\[btnfr\\\\\"']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_dq[] = {
    HL_MIXIN(S_escape),
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sq[] = {
    HL_MIXIN(S_escape),
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"class", r_class},
    {"import", r_import},
    {"escape", r_escape},
    {"dq", r_dq},
    {"sq", r_sq},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_apex = {
    .tag = "apex",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
