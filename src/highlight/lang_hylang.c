/* lang_hylang.c: HyLang, ported from Rouge 3.30 lexers (Rouge::Lexers::HyLang). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const char kw_builtins[][22] = {
    "!=", "%", "%=", "&", "&=", "*",
    "**", "**=", "*=", "*map", "+", "+=",
    ",", "-", "-=", "->", "->>", ".",
    "/", "//", "//=", "/=", "<", "<<",
    "<<=", "<=", "=", ">", ">=", ">>",
    ">>=", "@", "@=", "^", "^=", "accumulate",
    "apply", "as->", "assoc", "butlast", "calling-module-name", "car",
    "cdr", "chain", "coll?", "combinations", "comp", "complement",
    "compress", "cond", "cons", "cons?", "constantly", "count",
    "cut", "cycle", "dec", "defclass", "defmacro", "defmacro!",
    "defmacro/g!", "defmain", "defn", "defreader", "dict-comp", "disassemble",
    "dispatch-reader-macro", "distinct", "do", "doto", "drop", "drop-last",
    "drop-while", "empty?", "eval", "eval-and-compile", "eval-when-compile", "even?",
    "every?", "filter", "first", "flatten", "float?", "fn",
    "for*", "fraction", "genexpr", "gensym", "get", "group-by",
    "identity", "if*", "if-not", "if-python2", "inc", "input",
    "instance?", "integer", "integer-char?", "integer?", "interleave", "interpose",
    "islice", "iterable?", "iterate", "iterator?", "juxt", "keyword",
    "keyword?", "last", "let", "lif", "lif-not", "list*",
    "list-comp", "macro-error", "macroexpand", "macroexpand-1", "map", "merge-with",
    "multicombinations", "name", "neg?", "none?", "not-in", "not?",
    "nth", "numeric?", "odd?", "partition", "permutations", "pos?",
    "product", "quasiquote", "quote", "range", "read", "read-str",
    "reduce", "remove", "repeat", "repeatedly", "require", "rest",
    "second", "set-comp", "setv", "some", "string", "string?",
    "symbol?", "take", "take-nth", "take-while", "tee", "unless",
    "unquote", "unquote-splicing", "when", "with*", "with-decorator", "with-gensyms",
    "xor", "yield-from", "zero?", "zip", "zip-longest", "|",
    "|=", "~",
};

static const char kw_keywords[][9] = {
    "False", "None", "True", "and", "as", "assert",
    "break", "class", "continue", "def", "del", "elif",
    "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try",
};

static int tf_name_token(const char *p, size_t n)
{
    if (HL_IN(kw_keywords, p, n))
        return T_Keyword;
    if (HL_IN(kw_builtins, p, n))
        return T_Name_Builtin;
    return -1;
    return -1;
}

/* hylang.rb:72
 *         rule %r/(\()(\s*)(#{identifier})/m do |m|
 *           token Punctuation, m[1]
 *           token Text::Whitespace, m[2]
 *           token(name_token(m[3]) || Name::Function, m[3])
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 3, &g3p, &g3n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_token(lx, T_Text_Whitespace, g1p, g1n);
    hl_token(lx, hl_tok_or(tf_name_token(g2p, g2n), T_Name_Function), g3p, g3n);
}

/* hylang.rb:78
 *         rule identifier do |m|
 *           token name_token(m[0]) || Name
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, hl_tok_or(tf_name_token(m->s, m->ov[1]), T_Name), m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = ";.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "-?[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "0x-?[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\"(\\\\.|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'(?-six:[A-Za-z0-9_!\\#$%*+,<=>?\\/.-]+)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "::?(?-six:[A-Za-z0-9_!\\#$%*+,<=>?\\/.-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\\\\(.|[a-z]+)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "~@|[`\\'#^~&@]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(\\()([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:[A-Za-z0-9_!$%*+,<=>?\\/.-]+))", .opts = HL_M, .cb = cb_root_10},
    {.re = "[A-Za-z0-9_!$%*+,<=>?/.-]+", .opts = 0, .cb = cb_root_11},
    {.re = "[\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"hy", NULL};

const hl_lang hl_lang_hylang = {
    .tag = "hylang",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
