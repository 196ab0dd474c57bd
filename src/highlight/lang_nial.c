/* lang_nial.c: Nial, ported from Rouge 3.30 lexers (Rouge::Lexers::Nial). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_str,
};

static const char kw_consts[][6] = {
    "false", "null", "pi", "true",
};

static const char kw_funcs[][15] = {
    "abs", "allbools", "allchars", "allin", "allints", "allnumeric",
    "allreals", "and", "append", "appendfile", "apply", "arccos",
    "arcsin", "arctan", "assign", "atomic", "atversion", "axes",
    "blend", "break", "breakin", "breaklist", "bye", "callstack",
    "cart", "catenate", "ceiling", "char", "charrep", "check_socket",
    "choose", "clearprofile", "clearws", "close", "cols", "content",
    "continue", "copyright", "cos", "cosh", "count", "cull",
    "cut", "cutall", "deepplace", "deepupdate", "deparse", "depth",
    "descan", "diagram", "display", "div", "diverse", "divide",
    "drop", "dropright", "edit", "empty", "equal", "erase",
    "eraserecord", "eval", "except", "execute", "exit", "exp",
    "expression", "exprs", "external", "falsehood", "fault", "filelength",
    "filepath", "filestatus", "filetally", "find", "findall", "first",
    "flip", "floor", "fromraw", "front", "fuse", "gage",
    "getcommandline", "getdef", "getenv", "getfile", "getname", "getsyms",
    "gradeup", "grid", "gt", "gte", "hitch", "host",
    "in", "innerproduct", "inv", "inverse", "ip", "isboolean",
    "ischar", "isfault", "isinteger", "isphrase", "isreal", "isstring",
    "istruthvalue", "laminate", "last", "libpath", "library", "like",
    "link", "list", "ln", "load", "loaddefs", "log",
    "lower", "lt", "lte", "match", "mate", "max",
    "maxlength", "min", "minus", "mix", "mod", "mold",
    "nialroot", "no_expr", "no_op", "nonlocal", "not", "notin",
    "numeric", "open", "operation", "operators", "opp", "opposite",
    "or", "pack", "pair", "parse", "pass", "paste",
    "phrase", "pick", "picture", "place", "placeall", "plus",
    "positions", "post", "power", "prod", "product", "profile",
    "profiletable", "profiletree", "putfile", "quiet_fault", "quotient", "raise",
    "random", "reach", "read", "readarray", "readchar", "readfield",
    "readfile", "readrecord", "readscreen", "recip", "reciprocal", "reshape",
    "rest", "restart", "return_status", "reverse", "rotate", "rows",
    "save", "scan", "second", "see", "seed", "seek",
    "seeprimcalls", "seeusercalls", "separator", "set", "setdeftrace", "setformat",
    "setinterrupts", "setlogname", "setmessages", "setprofile", "setprompt", "settrigger",
    "setwidth", "shape", "simple", "sin", "single", "sinh",
    "sketch", "sleep", "socket_accept", "socket_bind", "socket_close", "socket_connect",
    "socket_getline", "socket_listen", "socket_peek", "socket_read", "socket_receive", "socket_send",
    "socket_write", "solitary", "solve", "sortup", "split", "sqrt",
    "status", "string", "sublist", "sum", "symbols", "system",
    "take", "takeright", "tally", "tan", "tanh", "tell",
    "third", "time", "times", "timestamp", "tolower", "tonumber",
    "toplevel", "toraw", "toupper", "tr", "transformer", "transpose",
    "trs", "truth", "type", "unequal", "up", "update",
    "updateall", "vacate", "valence", "value", "variable", "vars",
    "version", "void", "watch", "watchlist", "write", "writearray",
    "writechars", "writefield", "writefile", "writerecord", "writescreen",
};

static const char kw_keywords[][10] = {
    ";", "begin", "case", "do", "else", "elseif",
    "end", "endcase", "endfor", "endif", "endrepeat", "endwhile",
    "for", "from", "gets", "if", "is", "op",
    "repeat", "then", "tr", "until", "while", "with",
};

static const char kw_operators[][3] = {
    "!", "#", "*", "+", "-", ".",
    "/", "<", "<<", "<=", "=", ">",
    ">=", ">>", "@", "|", "~=",
};

static const char kw_punctuations[][3] = {
    "(", ")", ",", ":", ":=", ";",
    "[", "]", "{", "}",
};

static const char kw_transformers[][11] = {
    "accumulate", "across", "bycols", "bykey", "byrows", "converse",
    "down", "each", "eachall", "eachboth", "eachleft", "eachright",
    "filter", "fold", "fork", "grade", "inner", "iterate",
    "leaf", "no_tr", "outer", "partition", "rank", "recur",
    "reduce", "reducecols", "reducerows", "sort", "team", "timeit",
    "twig",
};

/* nial.rb:124
 *         rule %r/:=|[\{\}\[\]\(\),:;]/ do |m|
 *           if self.class.punctuations.include?(m[0])
 *             token Punctuation
 *           else
 *             token Text
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_punctuations, m->s, m->ov[1])) {
        hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

/* nial.rb:133
 *         rule %r'>>|>=|<=|~=|[\.!#+*\-=></|@]' do |m|
 *           if self.class.operators.include?(m[0])
 *             token Operator
 *           else
 *             token Text
 *           end
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

/* nial.rb:141
 *         rule %r/\b[_A-Za-z]\w*\b/ do |m|
 *           lower = m[0].downcase
 *           if self.class.keywords.include?(lower)
 *             token Keyword
 *           elsif self.class.funcs.include?(lower)
 *             token Keyword::Pseudo
 *           elsif self.class.transformers.include?(lower)
 *             token Name::Builtin
 *           elsif self.class.consts.include?(lower)
 *             token Keyword::Constant
 *           else
 *             token Name::Variable
 *           end
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 0);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_funcs, f1, f1n)) {
        hl_token(lx, T_Keyword_Pseudo, m->s, m->ov[1]);
    } else if (HL_IN(kw_transformers, f1, f1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_consts, f1, f1n)) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_str},
    {.re = "\\b[lo]+\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "-?[0-9]+((\\.[0-9]*)?[eE][+-]?[0-9]|\\.)[0-9]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\\-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "`.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"[^\\t\\n\\x0b\\f\\r\\x20()\\[\\]{}#,;]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "\\?[^\\t\\n\\x0b\\f\\r\\x20()\\[\\]{}#,;]*", .opts = 0, .ntok = 1, .tok = {T_Generic_Error}},
    {.re = "%[^;]+;", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "^#(.+\\n)+\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = ":=|[\\{\\}\\[\\]\\(\\),:;]", .opts = 0, .cb = cb_root_9},
    {.re = ">>|>=|<=|~=|[\\.!#+*\\-=></|@]", .opts = 0, .cb = cb_root_10},
    {.re = "\\b[_A-Za-z][A-Za-z0-9_]*\\b", .opts = 0, .cb = cb_root_11},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_str[] = {
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'|$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"str", r_str},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_nial = {
    .tag = "nial",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
