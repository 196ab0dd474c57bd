/* lang_cython.c: Cython, ported from Rouge 3.30 lexers (Rouge::Lexers::Cython). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_classname,
    S_funcname,
    S_func_call_fix,
    S_c_start,
    S_c_definitions,
    S_c_indent,
    S_raise,
    S_yield,
    S_generic_string,
    S_generic_escape,
    S_generic_interpol,
};

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

static const char kw_c_keywords[][9] = {
    "api", "enum", "extern", "inline", "public", "readonly",
    "union",
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
    "as", "assert", "async", "await", "break", "by",
    "continue", "del", "elif", "else", "except", "except?",
    "exec", "finally", "for", "from", "fused", "gil",
    "global", "if", "import", "lambda", "nogil", "nonlocal",
    "pass", "print", "raise", "return", "try", "while",
    "with", "yield",
};

/* the instance variables the blocks keep */
typedef struct lang_data {
    hl_strreg current_string;
    hl_str indentation;
} lang_data;

static void fini(hl_lx *lx)
{
    lang_data *d = lx->data;
    hl_strreg_free(&d->current_string);
    hl_str_free(&d->indentation);
}

static const char set_1[][4] = {"def"};
static const char set_2[][7] = {"class", "struct"};

/* cython.rb:37
 *         rule %r/cp?def|ctypedef/ do
 *           token Keyword
 *           push :c_definitions
 *           push :c_start
 *         end
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_c_definitions);
    hl_push(lx, S_c_start);
}

/* python.rb:117
 *         rule %r/([rfbu]{0,2})('''|"""|['"])/i do |m|
 *           groups Str::Affix, Str
 *           current_string.register type: m[1].downcase, delim: m[2]
 *           push :generic_string
 *         end
 */
static void cb_root_21(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, g0p, g0n, 0);
    const char *g2p; size_t g2n; hl_group(m, 2, &g2p, &g2n);
    hl_token_m(lx, T_Literal_String_Affix, m, 1); hl_token_m(lx, T_Literal_String, m, 2);
    hl_strreg_push(&d->current_string, f1, f1n, g2p, g2n);
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
static void cb_root_23(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_exceptions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins_pseudo, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin_Pseudo, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* cython.rb:76
 *         rule %r/#{identifier}(?=\()/ do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.exceptions.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.builtins_pseudo.include? m[0]
 *             token Name::Builtin::Pseudo
 *           else
 *             token Name::Function
 *           end
 *         end
 */
static void cb_func_call_fix_0(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_exceptions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins_pseudo, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin_Pseudo, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    }
}

/* cython.rb:108
 *         rule %r/#{identifier}(?=(?:\*+)|(?:[ \t]*\[)|(?:[ \t]+\w))/ do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *             pop!
 *           elsif %w(def).include? m[0]
 *             token Keyword
 *             goto :funcname
 *           elsif %w(struct class).include? m[0]
 *             token Keyword::Reserved
 *             goto :classname
 *           elsif self.class.c_keywords.include? m[0]
 *             token Keyword::Reserved
 *           else
 *             token Keyword::Type
 *             pop!
 *           end
 *         end
 */
static void cb_c_start_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_pop(lx, 1);
    } else if (HL_IN(set_1, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_goto(lx, S_funcname);
    } else if (HL_IN(set_2, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
        hl_goto(lx, S_classname);
    } else if (HL_IN(kw_c_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
        hl_pop(lx, 1);
    }
}

/* cython.rb:135
 *         rule %r/[ \t]+/ do |m|
 *           token Text
 *           goto :c_start
 * 
 *           if @indentation.nil?
 *             @indentation = m[0]
 *           elsif @indentation.length > m[0].length
 *             @indentation = nil
 *             pop! 2 # Pop :c_start and :c_definitions
 *           end
 *         end
 */
static void cb_c_indent_0(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_goto(lx, S_c_start);
    if (!d->indentation.set) {
        hl_str_set(&d->indentation, m->s, m->ov[1], 0);
    } else if (d->indentation.n > m->ov[1]) { /* lengths in characters; the match is spaces and tabs */
        hl_str_set(&d->indentation, NULL, 0, 0);
        hl_pop(lx, 2);
    }
}

/* cython.rb:147
 * rule(//) { @indentation = nil; reset_stack }
 */
static void cb_c_indent_1(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_str_set(&d->indentation, NULL, 0, 0);
    hl_reset_stack(lx);
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
    lang_data *d = lx->data;
    hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    if (hl_strreg_delim(&d->current_string, m->s, m->ov[1])) {
        hl_strreg_pop(&d->current_string);
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
    lang_data *d = lx->data;
    if (hl_strreg_type(&d->current_string, "f")) {
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
    lang_data *d = lx->data;
    if (hl_strreg_type(&d->current_string, "r")) hl_token(lx, T_Literal_String, m->s, m->ov[1]); else hl_token(lx, T_Literal_String_Escape, m->s, m->ov[1]);
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
    {.re = "cp?def|ctypedef", .opts = 0, .cb = cb_root_0},
    {.re = "(from)((?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+)((?i-sx:[a-z_.][A-Za-z0-9_.]*))((?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+)(cimport)", .opts = 0, .ntok = 5, .tok = {T_Keyword_Namespace, T_Text, T_Name_Namespace, T_Text, T_Keyword_Namespace}, .groups = 1},
    {.re = "(cimport)([\\t\\n\\x0b\\f\\r\\x20]+)((?i-sx:[a-z_.][A-Za-z0-9_.]*))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Namespace, T_Text, T_Name_Namespace}, .groups = 1},
    {.re = "(struct)((?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_classname},
    HL_MIXIN(S_func_call_fix),
    {.re = "[(,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_c_start},
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
    {.re = "([rfbu]{0,2})('''|\"\"\"|['\"])", .opts = HL_I, .cb = cb_root_21},
    {.re = "@(?-six:[A-Za-z\\p{Alphabetic}_.][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_.]*)", .opts = HL_I, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(?<!\\.)(?-six:[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*)", .opts = 0, .cb = cb_root_23},
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

static const hl_rule r_classname[] = {
    {.re = "(?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "(?:\\\\[\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20])+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z\\p{Alphabetic}_][A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_func_call_fix[] = {
    {.re = "(?i-sx:[a-z_][A-Za-z0-9_]*)(?=\\()", .opts = 0, .cb = cb_func_call_fix_0},
    HL_END,
};

static const hl_rule r_c_start[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "cp?def|ctypedef", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(?:un)?signed", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?i-sx:[a-z_][A-Za-z0-9_]*)(?=(?:\\*+)|(?:[ \\t]*\\[)|(?:[ \\t]+[A-Za-z0-9_]))", .opts = 0, .cb = cb_c_start_3},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_c_definitions[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_c_indent},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_c_indent[] = {
    {.re = "[ \\t]+", .opts = 0, .cb = cb_c_indent_0},
    {.re = "", .opts = 0, .cb = cb_c_indent_1},
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
    {"classname", r_classname},
    {"funcname", r_funcname},
    {"func_call_fix", r_func_call_fix},
    {"c_start", r_c_start},
    {"c_definitions", r_c_definitions},
    {"c_indent", r_c_indent},
    {"raise", r_raise},
    {"yield", r_yield},
    {"generic_string", r_generic_string},
    {"generic_escape", r_generic_escape},
    {"generic_interpol", r_generic_interpol},
};

static const char *const aliases[] = {"pyx", "pyrex", NULL};

const hl_lang hl_lang_cython = {
    .tag = "cython",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(lang_data),
    .fini = fini,
};
