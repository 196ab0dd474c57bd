/* lang_q.c: Q, ported from Rouge 3.30 lexers (Rouge::Lexers::Q). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_top,
    S_base,
    S_string,
    S_bottom,
};

static const char kw_builtins[][11] = {
    "count", "desc", "dev", "differ", "distinct", "dsave",
    "enlist", "eval", "exit", "exp", "fills", "first",
    "fkeys", "flip", "floor", "get", "getenv", "group",
    "gtime", "hclose", "hcount", "hdel", "hopen", "hsym",
    "iasc", "idesc", "inv", "key", "keys", "last",
    "load", "log", "lsq", "ltime", "ltrim", "max",
    "maxs", "md5", "med", "meta", "min", "mins",
    "neg", "next", "parse", "plist", "prd", "prds",
    "prev", "rand", "rank", "ratios", "raze", "read0",
    "read1", "reciprocal", "reverse", "rload", "rotate", "rsave",
    "rtrim", "save", "sdev", "set", "show", "signum",
    "sin", "sqrt", "ssr", "string", "sum", "sums",
    "svar", "system", "tables", "tan", "til", "trim",
    "txf", "type", "ungroup", "value", "var", "view",
    "views", "wj", "wj1", "ww",
};

static const char kw_keywords[][7] = {
    "by", "delete", "do", "exec", "from", "if",
    "select", "update", "while",
};

static const char kw_word_operators[][8] = {
    "and", "asof", "bin", "binr", "cor", "cov",
    "cross", "cut", "div", "each", "ej", "except",
    "fby", "ij", "in", "insert", "inter", "like",
    "lj", "ljf", "mavg", "mcount", "mdev", "mmax",
    "mmin", "mmu", "mod", "msum", "or", "over",
    "peach", "pj", "prior", "scan", "scov", "setenv",
    "ss", "sublist", "sv", "uj", "union", "upsert",
    "vs", "wavg", "where", "within", "wsum", "xasc",
    "xbar", "xcol", "xcols", "xdesc", "xexp", "xgroup",
    "xkey", "xlog", "xprev", "xrank",
};

static hl_re re_0 = {"^\\.[zQqho]\\.", 0, NULL};

/* q.rb:55
 *         rule %r/#{identifier}/ do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.word_operators.include? m[0]
 *             token Operator::Word
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif /^\.[zQqho]\./ =~ m[0]
 *             token Name::Constant
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_base_2(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_word_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (hl_re_test(&re_0, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "#!(.*?)$", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_top},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_top},
    HL_END,
};

static const hl_rule r_top[] = {
    {.re = "^[ \\t\\r]+.*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "\\n+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_base},
    HL_END,
};

static const hl_rule r_base[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "^.\\)", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(?i-sx:\\.?[a-z][a-z0-9_.]*)", .opts = 0, .cb = cb_base_2},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+/.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "^/$.*?^\\\\$", .opts = HL_M, .bol = 1, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "^\\/[^\\n]*$(\\n[^\\S\\n]+.*$)*", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "^\\\\$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_bottom},
    {.re = "^\\\\\\\\[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_bottom},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "(?:[0-9]+D|[0-9]{4}\\.[01][0-9]\\.[0123][0-9][DT])(?:[012][0-9]:[0-5][0-9](?::[0-5][0-9](?:\\.[0-9]+)?)?|([012][0-9])?)[zpn]?\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "[012][0-9]:[0-5][0-9](?::[0-5][0-9](\\.[0-9]+)?)?[uvtpn]?\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "[0-9]{4}\\.[01][0-9]\\.[0-3][0-9][dpnzm]?\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "0[nNwW][hijefcpmdznuvt]?", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "'|\\/:|\\\\:|':|\\\\|\\/|0:|1:|2:", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "([0-9]+[.][0-9]*|[.][0-9]+)(e[+-]?[0-9]+)?[ef]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+e[+-]?[0-9]+[ef]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+[ef]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[01]+b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]+[hij]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(`:[:a-z0-9._\\/]*|`(?:[a-z0-9.][:a-z0-9._]*)?)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "(?:<=|>=|<>|::)|[?:$%&|@._#*^\\-+~,!><=]:?", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[{}\\[\\]();]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\\\.*\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\([\\\\nr]|[01][0-7]{2})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_bottom[] = {
    {.re = ".+\\z", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"top", r_top},
    {"base", r_base},
    {"string", r_string},
    {"bottom", r_bottom},
};

static const char *const aliases[] = {"kdb+", NULL};

const hl_lang hl_lang_q = {
    .tag = "q",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
