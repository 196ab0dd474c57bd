/* lang_ecl.c: ECL, ported from Rouge 3.30 lexers (Rouge::Lexers::ECL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_single_quote,
    S_inline_whitespace,
    S_whitespace,
};

static const char kw_class_first[][11] = {
    "audit", "blas", "date", "file", "math", "metaphone",
    "metaphone3", "str", "system", "uni",
};

static const char kw_class_second[][9] = {
    "debug", "email", "job", "log", "thorlib", "util",
    "workunit",
};

static const char kw_functions[][14] = {
    "_token", "abs", "acos", "aggregate", "allnodes", "apply",
    "ascii", "asin", "assert", "asstring", "atan", "ave",
    "build", "buildindex", "case", "catch", "choose", "choosen",
    "choosesets", "clustersize", "combine", "correlation", "cos", "cosh",
    "count", "covariance", "cron", "dataset", "dedup", "define",
    "denormalize", "dictionary", "distribute", "distributed", "distribution", "ebcdic",
    "enth", "error", "evaluate", "event", "eventextra", "eventname",
    "exists", "exp", "fail", "failcode", "failmessage", "fetch",
    "fromunicode", "fromxml", "getenv", "getisvalid", "global", "graph",
    "group", "hash", "hashcrc", "having", "httpcall", "httpheader",
    "if", "iff", "index", "intformat", "isvalid", "iterate",
    "join", "keydiff", "keypatch", "keyunicode", "length", "library",
    "limit", "ln", "loadxml", "local", "log", "loop",
    "map", "matched", "matchlength", "matchposition", "matchtext", "matchunicode",
    "max", "merge", "mergejoin", "min", "nofold", "nolocal",
    "nonempty", "normalize", "nothor", "notify", "output", "parallel",
    "parse", "pipe", "power", "preload", "process", "project",
    "pull", "random", "range", "rank", "ranked", "realformat",
    "recordof", "regexfind", "regexreplace", "regroup", "rejected", "rollup",
    "round", "roundup", "row", "rowdiff", "sample", "sequential",
    "set", "sin", "sinh", "sizeof", "soapcall", "sort",
    "sorted", "sqrt", "stepped", "stored", "sum", "table",
    "tan", "tanh", "thisnode", "topn", "tounicode", "toxml",
    "transfer", "transform", "trim", "truncate", "typeof", "ungroup",
    "unicodeorder", "variance", "wait", "which", "workunit", "xmldecode",
    "xmlencode", "xmltext", "xmlunicode",
};

static const char kw_keywords[][15] = {
    "_token", "after", "all", "and", "any", "as",
    "atmost", "before", "best", "between", "case", "cluster",
    "compressed", "compression", "const", "counter", "csv", "default",
    "descend", "encoding", "encrypt", "end", "endmacro", "enum",
    "escape", "except", "exclusive", "expire", "export", "extend",
    "fail", "few", "fileposition", "first", "flat", "forward",
    "from", "full", "function", "functionmacro", "group", "grouped",
    "heading", "hole", "ifblock", "import", "in", "inner",
    "interface", "internal", "joined", "keep", "keyed", "last",
    "left", "limit", "linkcounted", "literal", "load", "local",
    "locale", "lookup", "lzw", "many", "maxcount", "maxlength",
    "module", "mofn", "multiple", "named", "namespace", "nocase",
    "noroot", "noscan", "nosort", "not", "noxpath", "of",
    "onfail", "only", "opt", "or", "outer", "overwrite",
    "packed", "partition", "penalty", "physicallength", "pipe", "prefetch",
    "quote", "record", "repeat", "retry", "return", "right",
    "rows", "rowset", "scan", "scope", "self", "separator",
    "service", "shared", "skew", "skip", "smart", "soapaction",
    "sql", "stable", "store", "terminator", "thor", "threshold",
    "timelimit", "timeout", "token", "transform", "trim", "type",
    "unicodeorder", "unordered", "unsorted", "unstable", "update", "use",
    "validate", "virtual", "whole", "width", "wild", "within",
    "wnotrim", "xml", "xpath",
};

static const char kw_template[][12] = {
    "append", "apply", "break", "constant", "debug", "declare",
    "demangle", "else", "elseif", "end", "endregion", "error",
    "expand", "export", "exportxml", "for", "forall", "getdatatype",
    "if", "ifdefined", "inmodule", "isdefined", "isvalid", "line",
    "link", "loadxml", "loop", "mangle", "onwarning", "option",
    "region", "set", "stored", "text", "trace", "uniquename",
    "warning", "webservice", "workunit",
};

static const char kw_type[][12] = {
    "ascii", "big_endian", "boolean", "data", "decimal", "ebcdic",
    "grouped", "integer", "linkcounted", "of", "pattern", "qstring",
    "real", "record", "rule", "set", "streamed", "string",
    "token", "udecimal", "unicode", "unsigned", "utf8", "varstring",
    "varunicode",
};

static const char kw_typed[][11] = {
    "data", "qstring", "string", "unicode", "utf8", "varstring",
    "varunicode",
};

/* ecl.rb:123
 *         rule %r(\b(\w+)\.(\w+)\.(\w+)) do |m|
 *           if m[1] == "std" &&
 *              self.class.class_first.include?(m[2]) &&
 *              self.class.class_second.include?(m[3])
 *             token Name::Class
 *           else
 *             token Name::Variable
 *           end
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    if (((g0n == 3 && memcmp(g0p, "std", 3) == 0)) && (HL_IN(kw_class_first, g1p, g1n)) && (HL_IN(kw_class_second, g2p, g2n))) {
        hl_token(lx, T_Name_Class, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    }
}

/* ecl.rb:144
 *         rule id do |m|
 *           name_only = m[2].downcase
 *           name      = name_only + m[3]
 *           number    = (m[3] == "") ? nil : m[3].to_i
 *           if m[1] == "#"
 *             if self.class.template.include? name
 *               token Keyword::Type
 *             else
 *               token Error
 *             end
 *           elsif self.class.typed.include?(name_only) && number != nil
 *             token Keyword::Type
 *           elsif self.class.type.include? name
 *             token Keyword::Type
 *           elsif self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.functions.include? name
 *             token Name::Function
 *           elsif ["integer", "unsigned"].include?(name_only) && (1..8).cover?(number)
 *             token Keyword::Type
 *           elsif name_only == "real" && [4, 8].include?(number)
 *             token Keyword::Type
 *           elsif ["true", "false"].include? name
 *             token Keyword::Constant
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_16(hl_lx *lx, const hl_match *m)
{
    const char *p1, *p2, *p3;
    size_t n1, n2, n3;
    hl_group(m, 1, &p1, &n1);
    hl_group(m, 2, &p2, &n2);
    hl_group(m, 3, &p3, &n3);
    char only[256], name[512];
    size_t on = hl_fold(only, sizeof only, p2, n2, 0); /* name_only = m[2].downcase */
    size_t nn = 0;                                      /* name = name_only + m[3] */
    if (on && on + n3 < sizeof name) {
        memcpy(name, only, on);
        memcpy(name + on, p3, n3);
        nn = on + n3;
    }
    /* number = m[3] == "" ? nil : m[3].to_i (m[3] is digits) */
    int has_number = n3 > 0;
    long number = 0;
    for (size_t i = 0; i < n3 && number < 100; i++)
        number = number * 10 + (p3[i] - '0');
    int t;
    if (n1 == 1 && p1[0] == '#') {
        t = HL_IN(kw_template, name, nn) ? T_Keyword_Type : T_Error;
    } else if (HL_IN(kw_typed, only, on) && has_number) {
        t = T_Keyword_Type;
    } else if (HL_IN(kw_type, name, nn)) {
        t = T_Keyword_Type;
    } else if (HL_IN(kw_keywords, name, nn)) {
        t = T_Keyword;
    } else if (HL_IN(kw_functions, name, nn)) {
        t = T_Name_Function;
    } else if (((on == 7 && !memcmp(only, "integer", 7)) || (on == 8 && !memcmp(only, "unsigned", 8))) &&
               has_number && number >= 1 && number <= 8) {
        t = T_Keyword_Type;
    } else if (on == 4 && !memcmp(only, "real", 4) && has_number && (number == 4 || number == 8)) {
        t = T_Keyword_Type;
    } else if ((nn == 4 && !memcmp(name, "true", 4)) || (nn == 5 && !memcmp(name, "false", 5))) {
        t = T_Keyword_Constant;
    } else {
        t = T_Name_Other;
    }
    hl_token(lx, t, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_single_quote),
    {.re = "\\b(?i:(and|not|or|in))\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "[:=|>|<|<>|/|\\\\|\\+|-|=]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\]{}();,\\&,\\.,\\%]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\b(?i:(beginc\\+\\+.*?endc\\+\\+))", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\b(?i:(embed.*?endembed))", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\b([A-Za-z0-9_]+)\\.([A-Za-z0-9_]+)\\.([A-Za-z0-9_]+)", .opts = 0, .cb = cb_root_7},
    {.re = "\\b(?i:(u)?decimal)([0-9]+(_[0-9]+)?)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "[0-9]+\\.[0-9]+(e[\\+\\-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[0-9a-f]+x", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[bB][01]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[01]+[bB]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(#?)\\b([a-z_][A-Za-z0-9_]*?)([0-9]*)\\b", .opts = HL_I, .cb = cb_root_16},
    HL_END,
};

static const hl_rule r_single_quote[] = {
    {.re = "[xDQUV]?'([^'\\\\]*(?:\\\\.[^'\\\\]*)*)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\\\(x\\\\h{2}|[0-2][0-7]{0,2}|3[0-6][0-7]?|37[0-7]?|[4-7][0-7]?|.|$)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "/[*].*?[*]/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"single_quote", r_single_quote},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ecl = {
    .tag = "ecl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
