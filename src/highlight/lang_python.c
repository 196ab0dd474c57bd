/* lang_python.c: Python, ported from Rouge 3.30 lexers (Rouge::Lexers::Python). */
#include "highlight/engine.h"

#include <string.h>

enum {
    S_root,
    S_funcname,
    S_classname,
    S_raise,
    S_yield,
    S_generic_string,
    S_generic_escape,
    S_generic_interpol,
};

/* Rouge's StringRegister: the open strings' prefix letters (downcased) and delimiters. */
typedef struct py_string {
    char type[3];
    char delim[4];
} py_string;

#define PY_MAX_STRINGS 64

typedef struct py_data {
    py_string s[PY_MAX_STRINGS];
    int n;  /* may exceed PY_MAX_STRINGS; entries beyond it are not kept */
} py_data;

static py_string *py_top(hl_lx *lx)
{
    py_data *d = lx->data;
    if (d->n <= 0 || d->n > PY_MAX_STRINGS)
        return NULL;
    return &d->s[d->n - 1];
}

static int py_type_has(hl_lx *lx, char c)
{
    py_string *t = py_top(lx);
    return t && strchr(t->type, c) != NULL;
}

static const char kw_builtins[][13] = {
    "__import__", "abs", "all", "any", "apply", "ascii",
    "basestring", "bin", "bool", "buffer", "bytearray", "bytes",
    "callable", "chr", "classmethod", "cmp", "coerce", "compile",
    "complex", "delattr", "dict", "dir", "divmod", "enumerate",
    "eval", "execfile", "exit", "file", "filter", "float",
    "format", "frozenset", "getattr", "globals", "hasattr", "hash",
    "hex", "id", "input", "int", "intern", "isinstance",
    "issubclass", "iter", "len", "list", "locals", "long",
    "map", "max", "memoryview", "min", "next", "object",
    "oct", "open", "ord", "pow", "property", "range",
    "raw_input", "reduce", "reload", "repr", "reversed", "round",
    "set", "setattr", "slice", "sorted", "staticmethod", "str",
    "sum", "super", "tuple", "type", "unichr", "unicode",
    "vars", "xrange", "zip",
};

static const char kw_builtins_pseudo[][15] = {
    "Ellipsis", "False", "None", "NotImplemented", "True", "self",
};

static const char kw_exceptions[][26] = {
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BlockingIOError", "BrokenPipeError",
    "BufferError", "BytesWarning", "ChildProcessError", "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError",
    "ConnectionResetError", "DeprecationWarning", "EOFError", "EnvironmentError", "Exception", "FileExistsError",
    "FileNotFoundError", "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError", "ImportError",
    "ImportWarning", "IndentationError", "IndexError", "InterruptedError", "IsADirectoryError", "KeyError",
    "KeyboardInterrupt", "LookupError", "MemoryError", "ModuleNotFoundError", "NameError", "NotADirectoryError",
    "NotImplemented", "NotImplementedError", "OSError", "OverflowError", "OverflowWarning", "PendingDeprecationWarning",
    "ProcessLookupError", "RecursionError", "ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning",
    "StandardError", "StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError",
    "SystemExit", "TabError", "TimeoutError", "TypeError", "UnboundLocalError", "UnicodeDecodeError",
    "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "VMSError",
    "ValueError", "Warning", "WindowsError", "ZeroDivisionError",
};

static const char kw_keywords[][9] = {
    "as", "assert", "async", "await", "break", "continue",
    "del", "elif", "else", "except", "exec", "finally",
    "for", "from", "global", "if", "import", "lambda",
    "nonlocal", "pass", "print", "raise", "return", "try",
    "while", "with", "yield",
};

/* python.rb:117
 *         rule %r/([rfbu]{0,2})('''|"""|['"])/i do |m|
 *           groups Str::Affix, Str
 *           current_string.register type: m[1].downcase, delim: m[2]
 *           push :generic_string
 *         end
 */
static void cb_root_15(hl_lx *lx, const hl_match *m)
{
    const char *a, *q;
    size_t an, qn;
    hl_group(m, 1, &a, &an);
    hl_group(m, 2, &q, &qn);
    hl_token(lx, T_Literal_String_Affix, a, an);
    hl_token(lx, T_Literal_String, q, qn);
    py_data *d = lx->data;
    if (d->n < PY_MAX_STRINGS) {
        py_string *t = &d->s[d->n];
        memset(t, 0, sizeof *t);
        for (size_t i = 0; i < an && i < 2; i++)
            t->type[i] = (char)(a[i] >= 'A' && a[i] <= 'Z' ? a[i] + 32 : a[i]);
        memcpy(t->delim, q, qn < 3 ? qn : 3);
    }
    d->n++;
    hl_push(lx, S_generic_string);
}

/* python.rb:126
 *         rule %r/(?<!\.)#{identifier}/ do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.exceptions.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.builtins_pseudo.include? m[0]
 *             token Name::Builtin::Pseudo
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
    else if (HL_IN(kw_exceptions, p, n) || HL_IN(kw_builtins, p, n))
        tok = T_Name_Builtin;
    else if (HL_IN(kw_builtins_pseudo, p, n))
        tok = T_Name_Builtin_Pseudo;
    hl_token(lx, tok, p, n);
}

/* python.rb:181
 *         rule %r/'''|"""|['"]/ do |m|
 *           token Str
 *           if current_string.delim? m[0]
 *             current_string.remove
 *             pop!
 *           end
 *         end
 */
static void cb_generic_string_2(hl_lx *lx, const hl_match *m)
{
    size_t n = m->ov[1];
    hl_token(lx, T_Literal_String, m->s, n);
    py_string *t = py_top(lx);
    if (t && strlen(t->delim) == n && memcmp(t->delim, m->s, n) == 0) {
        ((py_data *)lx->data)->n--;
        hl_pop(lx, 1);
    }
}

/* python.rb:191
 *         rule %r/{/ do |m|
 *           if current_string.type? "f"
 *             token Str::Interpol
 *             push :generic_interpol
 *           else
 *             token Str
 *           end
 *         end
 */
static void cb_generic_string_4(hl_lx *lx, const hl_match *m)
{
    if (py_type_has(lx, 'f')) {
        hl_token(lx, T_Literal_String_Interpol, m->s, m->ov[1]);
        hl_push(lx, S_generic_interpol);
    } else {
        hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    }
}

/* python.rb:202
 *         rule %r(\\
 *           ( [\\abfnrtv"']
 *           | \n
 *           | newline
 *           | N{[a-zA-Z][a-zA-Z ]+[a-zA-Z]}
 *           | u[a-fA-F0-9]{4}
 *           | U[a-fA-F0-9]{8}
 *           | x[a-fA-F0-9]{2}
 *           | [0-7]{1,3}
 *           )
 *         )x do
 *           current_string.type?("r") ? token(Str) : token(Str::Escape)
 *           pop!
 *         end
 */
static void cb_generic_escape_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, py_type_has(lx, 'r') ? T_Literal_String : T_Literal_String_Escape, m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* python.rb:221
 *         rule %r/[^{}!:]+/ do |m|
 *           recurse m[0]
 *         end
 */
static void cb_generic_interpol_0(hl_lx *lx, const hl_match *m)
{
    hl_recurse(lx, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "^(:)([\\t\\n\\x0b\\f\\r\\x20]*)([ru]{0,2}\"\"\".*?\"\"\")", .opts = HL_I | HL_M, .bol = 1, .ntok = 3, .tok = {T_Punctuation, T_Text, T_Literal_String_Doc}, .groups = 1},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#(.*)?\\n?", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\[\\]{}:(),;.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(in|is|and|or|not)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "(<<|>>|//|\\*\\*)=?", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[-~+/*%=<>&^|@]=?|!=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(from)((?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+)((?-six:[A-Za-z\\p{Alphabetic}_.][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_.]*))((?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+)(import)", .opts = 0, .ntok = 5, .tok = {T_Keyword_Namespace, T_Text, T_Name_Namespace, T_Text, T_Keyword_Namespace}, .groups = 1},
    {.re = "(import)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[A-Za-z\\p{Alphabetic}_.][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_.]*))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Namespace, T_Text, T_Name_Namespace}, .groups = 1},
    {.re = "(def)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\\\[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_funcname},
    {.re = "(class)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\\\[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_classname},
    {.re = "`.*?`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "([rfbu]{0,2})('''|\"\"\"|['\"])", .opts = HL_I, .cb = cb_root_15},
    {.re = "@(?-six:[A-Za-z\\p{Alphabetic}_.][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_.]*)", .opts = HL_I, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(?<!\\.)(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*)", .opts = 0, .cb = cb_root_17},
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "(?-six:(((?-six:[0-9](_?[0-9])*))?\\.(?-six:[0-9](_?[0-9])*)|(?-six:[0-9](_?[0-9])*)\\.))((?i-sx:e[+-]?(?-six:[0-9](_?[0-9])*)))?j?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?-six:[0-9](_?[0-9])*)(?i-sx:e[+-]?(?-six:[0-9](_?[0-9])*))j?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?-six:[0-9](_?[0-9])*)j", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0b(_?[0-1])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0o(_?[0-7])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x(_?[a-f0-9])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+L", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer_Long}},
    {.re = "([1-9](_?[0-9])*|0(_?0)*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_classname[] = {
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_raise[] = {
    {.re = "from\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "raise\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "yield\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_yield[] = {
    HL_MIXIN(S_raise),
    HL_END,
};

static const hl_rule r_generic_string[] = {
    {.re = "[^'\"\\\\{]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "{{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'''|\"\"\"|['\"]", .opts = 0, .cb = cb_generic_string_2},
    {.re = "(?=\\\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_generic_escape},
    {.re = "{", .opts = 0, .cb = cb_generic_string_4},
    HL_END,
};

static const hl_rule r_generic_escape[] = {
    {.re = "\\\\\n          ( [\\\\abfnrtv\"']\n          | \\n\n          | newline\n          | N{[a-zA-Z][a-zA-Z ]+[a-zA-Z]}\n          | u[a-fA-F0-9]{4}\n          | U[a-fA-F0-9]{8}\n          | x[a-fA-F0-9]{2}\n          | [0-7]{1,3}\n          )\n        ", .opts = HL_X, .cb = cb_generic_escape_0},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_generic_interpol[] = {
    {.re = "[^{}!:]+", .opts = 0, .cb = cb_generic_interpol_0},
    {.re = "![asr]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_generic_interpol},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"funcname", r_funcname},
    {"classname", r_classname},
    {"raise", r_raise},
    {"yield", r_yield},
    {"generic_string", r_generic_string},
    {"generic_escape", r_generic_escape},
    {"generic_interpol", r_generic_interpol},
};

static const char *const aliases[] = {"py", NULL};

const hl_lang hl_lang_python = {
    .tag = "python",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(py_data),
};
