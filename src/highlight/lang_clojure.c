/* lang_clojure.c: Clojure, ported from Rouge 3.30 lexers (Rouge::Lexers::Clojure). */
#include "highlight/engine.h"

static int name_token(const char *p, size_t n, int other);

enum {
    S_root,
};

static const char kw_builtins[][19] = {
    "*", "+", "-", "->", ".", "..",
    "/", "<", "<=", "=", "==", ">",
    ">=", "accessor", "agent", "agent-errors", "aget", "alength",
    "all-ns", "alter", "and", "append-child", "apply", "array-map",
    "aset", "aset-boolean", "aset-byte", "aset-char", "aset-double", "aset-float",
    "aset-int", "aset-long", "aset-short", "assert", "assoc", "await",
    "await-for", "bean", "binding", "bit-and", "bit-not", "bit-or",
    "bit-shift-left", "bit-shift-right", "bit-xor", "boolean", "branch?", "butlast",
    "byte", "cast", "char", "children", "class", "clear-agent-errors",
    "comment", "commute", "comp", "comparator", "complement", "concat",
    "conj", "cons", "constantly", "construct-proxy", "contains?", "count",
    "create-ns", "create-struct", "cycle", "dec", "deref", "difference",
    "disj", "dissoc", "distinct", "doall", "doc", "dorun",
    "doseq", "dosync", "dotimes", "doto", "double", "down",
    "drop", "drop-while", "edit", "end?", "ensure", "eval",
    "every?", "false?", "ffirst", "file-seq", "filter", "find",
    "find-doc", "find-ns", "find-var", "first", "float", "flush",
    "fnseq", "frest", "gensym", "get", "get-proxy-class", "hash-map",
    "hash-set", "identical?", "identity", "if-let", "import", "in-ns",
    "inc", "index", "insert-child", "insert-left", "insert-right", "inspect-table",
    "inspect-tree", "instance?", "int", "interleave", "intersection", "into",
    "into-array", "iterate", "join", "key", "keys", "keyword",
    "keyword?", "last", "lazy-cat", "lazy-cons", "left", "lefts",
    "line-seq", "list", "list*", "load", "load-file", "locking",
    "long", "loop", "macroexpand", "macroexpand-1", "make-array", "make-node",
    "map", "map-invert", "map?", "mapcat", "max", "max-key",
    "memfn", "merge", "merge-with", "meta", "min", "min-key",
    "name", "namespace", "neg?", "new", "newline", "next",
    "nil?", "node", "not", "not-any?", "not-every?", "not=",
    "ns-imports", "ns-interns", "ns-map", "ns-name", "ns-publics", "ns-refers",
    "ns-resolve", "ns-unmap", "nth", "nthrest", "or", "parse",
    "partial", "path", "peek", "pop", "pos?", "pr",
    "pr-str", "print", "print-str", "println", "println-str", "prn",
    "prn-str", "project", "proxy", "proxy-mappings", "quot", "rand",
    "rand-int", "range", "re-find", "re-groups", "re-matcher", "re-matches",
    "re-pattern", "re-seq", "read", "read-line", "reduce", "ref",
    "ref-set", "refer", "rem", "remove", "remove-method", "remove-ns",
    "rename", "rename-keys", "repeat", "replace", "replicate", "resolve",
    "rest", "resultset-seq", "reverse", "rfirst", "right", "rights",
    "root", "rrest", "rseq", "second", "select", "select-keys",
    "send", "send-off", "seq", "seq-zip", "seq?", "set",
    "short", "slurp", "some", "sort", "sort-by", "sorted-map",
    "sorted-map-by", "sorted-set", "special-symbol?", "split-at", "split-with", "str",
    "string?", "struct", "struct-map", "subs", "subvec", "symbol",
    "symbol?", "sync", "take", "take-nth", "take-while", "test",
    "time", "to-array", "to-array-2d", "tree-seq", "true?", "union",
    "up", "update-proxy", "val", "vals", "var-get", "var-set",
    "var?", "vector", "vector-zip", "vector?", "when", "when-first",
    "when-let", "when-not", "with-local-vars", "with-meta", "with-open", "with-out-str",
    "xml-seq", "xml-zip", "zero?", "zipmap", "zipper'",
};

static const char kw_keywords[][10] = {
    "cond", "def", "defmacro", "defmethod", "defmulti", "defn",
    "defn-", "defstruct", "fn", "for", "if", "let",
};

static int name_token(const char *p, size_t n, int other)
{
    if (HL_IN(kw_keywords, p, n))
        return T_Keyword;
    if (HL_IN(kw_builtins, p, n))
        return T_Name_Builtin;
    return other;
}

/* clojure.rb:92
 *         rule %r/(\()(\s*)(#{identifier})/m do |m|
 *           token Punctuation, m[1]
 *           token Text::Whitespace, m[2]
 *           token(name_token(m[3]) || Name::Function, m[3])
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_token_m(lx, T_Punctuation, m, 1);
    hl_token_m(lx, T_Text_Whitespace, m, 2);
    hl_group(m, 3, &p, &n);
    hl_token(lx, name_token(p, n, T_Name_Function), p, n);
}

/* clojure.rb:98
 *         rule identifier do |m|
 *           token name_token(m[0]) || Name
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, name_token(m->s, m->ov[1], T_Name), m->s, m->ov[1]);
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

static const char *const aliases[] = {"clj", "cljs", NULL};

const hl_lang hl_lang_clojure = {
    .tag = "clojure",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
