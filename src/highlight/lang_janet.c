/* lang_janet.c: Janet, ported from Rouge 3.30 lexers (Rouge::Lexers::Janet). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string,
    S_function,
    S_quote,
    S_quasiquote,
};

static const char kw_bundled[][20] = {
    "%", "%=", "*", "*=", "+", "++",
    "+=", "-", "--", "-=", "->", "->>",
    "-?>", "-?>>", "/", "/=", "<", "<=",
    "=", ">", ">=", "abstract?", "accumulate", "accumulate2",
    "all", "all-bindings", "all-dynamics", "and", "apply", "array",
    "array/concat", "array/ensure", "array/fill", "array/insert", "array/new", "array/new-filled",
    "array/peek", "array/pop", "array/push", "array/remove", "array/slice", "array?",
    "as->", "as?->", "asm", "assert", "bad-compile", "bad-parse",
    "band", "blshift", "bnot", "boolean?", "bor", "brshift",
    "brushift", "buffer", "buffer/bit", "buffer/bit-clear", "buffer/bit-set", "buffer/bit-toggle",
    "buffer/blit", "buffer/clear", "buffer/fill", "buffer/format", "buffer/new", "buffer/new-filled",
    "buffer/popn", "buffer/push-byte", "buffer/push-string", "buffer/push-word", "buffer/slice", "buffer?",
    "bxor", "bytes?", "case", "cfunction?", "chr", "cli-main",
    "comment", "comp", "compare", "compare<", "compare<=", "compare=",
    "compare>", "compare>=", "compile", "complement", "comptime", "cond",
    "coro", "count", "debug", "debug/arg-stack", "debug/break", "debug/fbreak",
    "debug/lineage", "debug/stack", "debug/stacktrace", "debug/step", "debug/unbreak", "debug/unfbreak",
    "debugger-env", "dec", "deep-not=", "deep=", "def-", "default",
    "default-peg-grammar", "defer", "defglobal", "defmacro", "defmacro-", "defn",
    "defn-", "describe", "dictionary?", "disasm", "distinct", "doc",
    "doc*", "doc-format", "dofile", "drop", "drop-until", "drop-while",
    "dyn", "each", "eachk", "eachp", "eachy", "edefer",
    "eflush", "empty?", "env-lookup", "eprin", "eprinf", "eprint",
    "eprintf", "error", "errorf", "eval", "eval-string", "even?",
    "every?", "extreme", "false?", "fiber/can-resume?", "fiber/current", "fiber/getenv",
    "fiber/maxstack", "fiber/new", "fiber/root", "fiber/setenv", "fiber/setmaxstack", "fiber/status",
    "fiber?", "file/close", "file/flush", "file/open", "file/popen", "file/read",
    "file/seek", "file/temp", "file/write", "filter", "find", "find-index",
    "first", "flatten", "flatten-into", "flush", "for", "forv",
    "freeze", "frequencies", "function?", "gccollect", "gcinterval", "gcsetinterval",
    "generate", "gensym", "get", "get-in", "getline", "hash",
    "idempotent?", "identity", "if-let", "if-not", "if-with", "import",
    "import*", "in", "inc", "indexed?", "int/s64", "int/u64",
    "int?", "interleave", "interpose", "invert", "janet/build", "janet/config-bits",
    "janet/version", "juxt", "juxt*", "keep", "keys", "keyword",
    "keyword?", "kvs", "label", "last", "length", "let",
    "load-image", "load-image-dict", "loop", "macex", "macex1", "make-env",
    "make-image", "make-image-dict", "map", "mapcat", "marshal", "match",
    "math/-inf", "math/abs", "math/acos", "math/acosh", "math/asin", "math/asinh",
    "math/atan", "math/atan2", "math/atanh", "math/cbrt", "math/ceil", "math/cos",
    "math/cosh", "math/e", "math/erf", "math/erfc", "math/exp", "math/exp2",
    "math/expm1", "math/floor", "math/gamma", "math/hypot", "math/inf", "math/log",
    "math/log10", "math/log1p", "math/log2", "math/next", "math/pi", "math/pow",
    "math/random", "math/rng", "math/rng-buffer", "math/rng-int", "math/rng-uniform", "math/round",
    "math/seedrandom", "math/sin", "math/sinh", "math/sqrt", "math/tan", "math/tanh",
    "math/trunc", "max", "mean", "merge", "merge-into", "min",
    "mod", "module/add-paths", "module/cache", "module/expand-path", "module/find", "module/loaders",
    "module/loading", "module/paths", "nan?", "nat?", "native", "neg?",
    "net/chunk", "net/close", "net/connect", "net/read", "net/server", "net/write",
    "next", "nil?", "not", "not=", "number?", "odd?",
    "one?", "or", "os/arch", "os/cd", "os/chmod", "os/clock",
    "os/cryptorand", "os/cwd", "os/date", "os/dir", "os/environ", "os/execute",
    "os/exit", "os/getenv", "os/link", "os/lstat", "os/mkdir", "os/mktime",
    "os/perm-int", "os/perm-string", "os/readlink", "os/realpath", "os/rename", "os/rm",
    "os/rmdir", "os/setenv", "os/shell", "os/sleep", "os/stat", "os/symlink",
    "os/time", "os/touch", "os/umask", "os/which", "pairs", "parse",
    "parser/byte", "parser/clone", "parser/consume", "parser/eof", "parser/error", "parser/flush",
    "parser/has-more", "parser/insert", "parser/new", "parser/produce", "parser/state", "parser/status",
    "parser/where", "partial", "partition", "peg/compile", "peg/match", "pos?",
    "postwalk", "pp", "prewalk", "prin", "prinf", "print",
    "printf", "product", "prompt", "propagate", "protect", "put",
    "put-in", "quit", "range", "reduce", "reduce2", "repeat",
    "repl", "require", "resume", "return", "reverse", "reversed",
    "root-env", "run-context", "scan-number", "seq", "setdyn", "shortfn",
    "signal", "slice", "slurp", "some", "sort", "sort-by",
    "sorted", "sorted-by", "spit", "stderr", "stdin", "stdout",
    "string", "string/ascii-lower", "string/ascii-upper", "string/bytes", "string/check-set", "string/find",
    "string/find-all", "string/format", "string/from-bytes", "string/has-prefix?", "string/has-suffix?", "string/join",
    "string/repeat", "string/replace", "string/replace-all", "string/reverse", "string/slice", "string/split",
    "string/trim", "string/triml", "string/trimr", "string?", "struct", "struct?",
    "sum", "symbol", "symbol?", "table", "table/clone", "table/getproto",
    "table/new", "table/rawget", "table/setproto", "table/to-struct", "table?", "take",
    "take-until", "take-while", "tarray/buffer", "tarray/copy-bytes", "tarray/length", "tarray/new",
    "tarray/properties", "tarray/slice", "tarray/swap-bytes", "thread/close", "thread/current", "thread/new",
    "thread/receive", "thread/send", "trace", "tracev", "true?", "truthy?",
    "try", "tuple", "tuple/brackets", "tuple/setmap", "tuple/slice", "tuple/sourcemap",
    "tuple/type", "tuple?", "type", "unless", "unmarshal", "untrace",
    "update", "update-in", "use", "values", "var-", "varfn",
    "varglobal", "walk", "walk-dict", "walk-ind", "when", "when-let",
    "when-with", "with", "with-dyns", "with-syms", "with-vars", "yield",
    "zero?", "zipcoll",
};

static const char kw_specials[][11] = {
    "break", "def", "do", "fn", "if", "quasiquote",
    "quote", "set", "splice", "unquote", "var", "while",
};

static int tf_name_token(const char *p, size_t n)
{
    if (HL_IN(kw_specials, p, n)) {
        return T_Keyword;
    } else if (HL_IN(kw_bundled, p, n)) {
        return T_Keyword_Reserved;
    } else {
        return T_Name_Function;
    }
    return -1;
}

/* janet.rb:173
 *         rule symbol do |m|
 *           case m[0]
 *           when "quote"
 *             token Keyword
 *             goto :quote
 *           when "quasiquote"
 *             token Keyword
 *             goto :quasiquote
 *           else
 *             token name_token(m[0])
 *             goto :root
 *           end
 *         end
 */
static void cb_function_1(hl_lx *lx, const hl_match *m)
{
    if ((m->ov[1] == 5 && memcmp(m->s, "quote", 5) == 0)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_goto(lx, S_quote);
    } else if ((m->ov[1] == 10 && memcmp(m->s, "quasiquote", 10) == 0)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_goto(lx, S_quasiquote);
    } else {
        hl_token(lx, tf_name_token(m->s, m->ov[1]), m->s, m->ov[1]);
        hl_goto(lx, S_root);
    }
}

static const hl_rule r_root[] = {
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "(true|false|nil)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "(['~])((?-six:([A-Za-z\\p{Alphabetic}]|(?-six:[_!$%^&*+=~<>.?\\/-]))([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*))", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Literal_String_Symbol}, .groups = 1},
    {.re = ":([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "[+-]?[0-9]{1,2}r[A-Za-z0-9_.]+(&[+-]?[A-Za-z0-9_]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?0x[0-9a-fA-F][0-9a-fA-F_]*(\\.[0-9a-fA-F][0-9a-fA-F_]*)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[+-]?0x\\.[0-9a-fA-F][0-9a-fA-F_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[+-]?[0-9][0-9_]*(\\.[0-9][0-9_]*)?([e][+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?\\.[0-9][0-9_]*([e][+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "@?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "@?(`+).*?\\1", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    {.re = "(')(@?[(\\[{])", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_quote},
    {.re = "(~)(@?[(\\[{])", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_quasiquote},
    {.re = "[\\#~,';\\|]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "@?[(){}\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "([A-Za-z\\p{Alphabetic}]|(?-six:[_!$%^&*+=~<>.?\\/-]))([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{6})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_function[] = {
    {.re = "[\\)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "([A-Za-z\\p{Alphabetic}]|(?-six:[_!$%^&*+=~<>.?\\/-]))([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*", .opts = 0, .cb = cb_function_1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_quote[] = {
    {.re = "[(\\[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    {.re = "[)\\]}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "([A-Za-z\\p{Alphabetic}]|(?-six:[_!$%^&*+=~<>.?\\/-]))([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_quasiquote[] = {
    {.re = "(,)(\\()", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_function},
    {.re = "(\\()([\\t\\n\\x0b\\f\\r\\x20]*)(unquote)([\\t\\n\\x0b\\f\\r\\x20]+)(\\()", .opts = 0, .ntok = 5, .tok = {T_Punctuation, T_Text, T_Keyword, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_function},
    {.re = "(,)((?-six:([A-Za-z\\p{Alphabetic}]|(?-six:[_!$%^&*+=~<>.?\\/-]))([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*))", .opts = 0, .ntok = 2, .tok = {T_Operator, T_Name}, .groups = 1},
    {.re = "(\\()([\\t\\n\\x0b\\f\\r\\x20]*)(unquote)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:([A-Za-z\\p{Alphabetic}]|(?-six:[_!$%^&*+=~<>.?\\/-]))([A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]|(?-six:[_!$%^&*+=~<>.?\\/-])|:)*))", .opts = 0, .ntok = 5, .tok = {T_Punctuation, T_Text, T_Keyword, T_Text, T_Name}, .groups = 1},
    HL_MIXIN(S_quote),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string", r_string},
    {"function", r_function},
    {"quote", r_quote},
    {"quasiquote", r_quasiquote},
};

static const char *const aliases[] = {"jdn", NULL};

const hl_lang hl_lang_janet = {
    .tag = "janet",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
