/* lang_groovy.c: Groovy, ported from Rouge 3.30 lexers (Rouge::Lexers::Groovy). */
#include "highlight/engine.h"

enum {
    S_root,
    S_class,
    S_import,
};

static const char kw_constants[][6] = {
    "false", "null", "true",
};

static const char kw_declarations[][13] = {
    "abstract", "const", "enum", "extends", "final", "implements",
    "native", "private", "protected", "public", "static", "strictfp",
    "super", "synchronized", "throws", "transient", "volatile",
};

static const char kw_keywords[][11] = {
    "as", "assert", "break", "case", "catch", "continue",
    "default", "do", "else", "finally", "for", "goto",
    "if", "in", "instanceof", "new", "return", "switch",
    "this", "throw", "try", "while",
};

static const char kw_types[][8] = {
    "boolean", "byte", "char", "def", "double", "float",
    "int", "long", "short", "void",
};

/* groovy.rb:43
 *         rule %r(^
 *           (\s*(?:\w[\w.\[\]]*\s+)+?) # return arguments
 *           (\w\w*) # method name
 *           (\s*) (\() # signature start
 *         )x do |m|
 *           delegate self.clone, m[1]
 *           token Name::Function, m[2]
 *           token Text, m[3]
 *           token Operator, m[4]
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    /* delegate self.clone: a shallow clone shares the state stack, so this lexes on this very instance */
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    hl_lx_lex(lx, p, n);
    hl_token_m(lx, T_Name_Function, m, 2);
    hl_token_m(lx, T_Text, m, 3);
    hl_token_m(lx, T_Operator, m, 4);
}

/* groovy.rb:77
 *         rule %r/[a-zA-Z_\$][a-zA-Z0-9_]* / do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *           elsif self.class.types.include? m[0]
 *             token Keyword::Type
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_17(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(kw_keywords, p, n))
        tok = T_Keyword;
    else if (HL_IN(kw_declarations, p, n))
        tok = T_Keyword_Declaration;
    else if (HL_IN(kw_types, p, n))
        tok = T_Keyword_Type;
    else if (HL_IN(kw_constants, p, n))
        tok = T_Keyword_Constant;
    hl_token(lx, tok, p, n);
}

static const hl_rule r_root[] = {
    {.re = "^\n          ([\\t\\n\\x0b\\f\\r\\x20]*(?:[A-Za-z0-9_][A-Za-z0-9_.\\[\\]]*[\\t\\n\\x0b\\f\\r\\x20]+)+?) # return arguments\n          ([A-Za-z0-9_][A-Za-z0-9_]*) # method name\n          ([\\t\\n\\x0b\\f\\r\\x20]*) (\\() # signature start\n        ", .opts = HL_X, .bol = 1, .cb = cb_root_0},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*].*?[*]/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "@[A-Za-z0-9_][A-Za-z0-9_.]*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(class|interface|trait)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_class},
    {.re = "package\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    {.re = "import\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    {.re = "\"\"\".*?\"\"\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'''.*?'''", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\"(\\\\.|\\\\\\n|.)*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\.|\\\\\\n|.)*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\$/(\\$.|.)*?/\\$", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "/(\\\\.|\\\\\\n|.)*?/", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'\\\\.'|'[^\\\\]'|'\\\\u[0-9a-f]{4}'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(\\.)([a-zA-Z_][a-zA-Z0-9_]*)", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name_Attribute}, .groups = 1},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*:", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "[a-zA-Z_\\$][a-zA-Z0-9_]*", .opts = 0, .cb = cb_root_17},
    {.re = "[~^*!%&\\[\\](){}<>\\|+=:;,./?-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[0-9]+\\.[0-9]+([eE][0-9]+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-f]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+L?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z0-9_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z0-9_.]+[*]?", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"class", r_class},
    {"import", r_import},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_groovy = {
    .tag = "groovy",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
