/* lang_awk.c: Awk, ported from Rouge 3.30 lexers (Rouge::Lexers::Awk). */
#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_expr_start,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_bad_regex,
    S_statement,
    S_ternary,
};

static const char kw_builtins[][8] = {
    "atan2", "cos", "exp", "gsub", "index", "int",
    "length", "log", "match", "rand", "sin", "split",
    "sprintf", "sqrt", "srand", "sub", "substr", "system",
    "tolower", "toupper",
};

static const char kw_constants[][9] = {
    "ARGC", "ARGV", "CONVFMT", "ENVIRON", "FILENAME", "FNR",
    "FS", "NF", "NR", "OFMT", "OFS", "ORS",
    "RS", "SUBSEP",
};

static const char kw_declarations[][9] = {
    "function",
};

static const char kw_keywords[][9] = {
    "break", "continue", "delete", "do", "else", "exit",
    "for", "getline", "if", "next", "nextfile", "print",
    "printf", "return", "while",
};

static const char kw_reserved[][6] = {
    "BEGIN", "END",
};

/* awk.rb:113
 *         rule %r/[?]/ do
 *           token Punctuation
 *           push :ternary
 *           push :expr_start
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_ternary);
    hl_push(lx, S_expr_start);
}

/* awk.rb:121
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *             push :expr_start
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *             push :expr_start
 *           elsif self.class.reserved.include? m[0]
 *             token Keyword::Reserved
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif m[0] =~ /^\$/
 *             token Name::Variable
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    if (HL_IN(kw_keywords, p, n)) {
        hl_token(lx, T_Keyword, p, n);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_declarations, p, n)) {
        hl_token(lx, T_Keyword_Declaration, p, n);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_reserved, p, n)) {
        hl_token(lx, T_Keyword_Reserved, p, n);
    } else if (HL_IN(kw_constants, p, n)) {
        hl_token(lx, T_Keyword_Constant, p, n);
    } else if (HL_IN(kw_builtins, p, n)) {
        hl_token(lx, T_Name_Builtin, p, n);
    } else if (n && p[0] == '$') {
        hl_token(lx, T_Name_Variable, p, n);
    } else {
        hl_token(lx, T_Name_Other, p, n);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "(?<=\\n)(?=[\\t\\n\\x0b\\f\\r\\x20]|/)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[-<>+*/%\\^!=]=?|in\\b|\\+\\+|--|\\|", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "&&|\\|\\||~!?", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[(\\[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[)\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[?]", .opts = 0, .cb = cb_root_7},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[$a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_root_9},
    {.re = "[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"(\\\\[\\\\\"]|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_expr_start[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex_end},
    {.re = "[^/]\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "\\[\\^", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[(][?][:=<!]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[{][0-9,]+[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[()?]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_regex_end[] = {
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex_group[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^/]\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 2},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_bad_regex[] = {
    {.re = "[^\\n]+", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_expr_start),
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_expr_start},
    HL_MIXIN(S_root),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"expr_start", r_expr_start},
    {"regex", r_regex},
    {"regex_end", r_regex_end},
    {"regex_group", r_regex_group},
    {"bad_regex", r_bad_regex},
    {"statement", r_statement},
    {"ternary", r_ternary},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_awk = {
    .tag = "awk",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
