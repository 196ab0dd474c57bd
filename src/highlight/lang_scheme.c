/* lang_scheme.c: Scheme, ported from Rouge 3.30 lexers (Rouge::Lexers::Scheme). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_command,
};

static const char kw_builtins[][31] = {
    "*", "+", "-", "/", "<", "<=",
    "=", ">", ">=", "abs", "acos", "angle",
    "append", "apply", "asin", "assoc", "assq", "assv",
    "atan", "boolean?", "caaaar", "caaadr", "caaar", "caadar",
    "caaddr", "caadr", "caar", "cadaar", "cadadr", "cadar",
    "caddar", "cadddr", "caddr", "cadr", "call-with-current-continuation", "call-with-input-file",
    "call-with-output-file", "call-with-values", "call/cc", "car", "cdaaar", "cdaadr",
    "cdaar", "cdadar", "cdaddr", "cdadr", "cdar", "cddaar",
    "cddadr", "cddar", "cdddar", "cddddr", "cdddr", "cddr",
    "cdr", "ceiling", "char->integer", "char-alphabetic?", "char-ci<=?", "char-ci<?",
    "char-ci=?", "char-ci>=?", "char-ci>?", "char-downcase", "char-lower-case?", "char-numeric?",
    "char-ready?", "char-upcase", "char-upper-case?", "char-whitespace?", "char<=?", "char<?",
    "char=?", "char>=?", "char>?", "char?", "close-input-port", "close-output-port",
    "complex?", "cons", "cos", "current-input-port", "current-output-port", "denominator",
    "display", "dynamic-wind", "eof-object?", "eq?", "equal?", "eqv?",
    "eval", "even?", "exact->inexact", "exact?", "exp", "expt",
    "floor", "for-each", "force", "gcd", "imag-part", "inexact->exact",
    "inexact?", "input-port?", "integer->char", "integer?", "interaction-environment", "lcm",
    "length", "list", "list->string", "list->vector", "list-ref", "list-tail",
    "list?", "load", "log", "magnitude", "make-polar", "make-rectangular",
    "make-string", "make-vector", "map", "max", "member", "memq",
    "memv", "min", "modulo", "negative?", "newline", "not",
    "null-environment", "null?", "number->string", "number?", "numerator", "odd?",
    "open-input-file", "open-output-file", "output-port?", "pair?", "peek-char", "port?",
    "positive?", "procedure?", "quotient", "rational?", "rationalize", "read",
    "read-char", "real-part", "real?", "remainder", "reverse", "round",
    "scheme-report-environment", "set-car!", "set-cdr!", "sin", "sqrt", "string",
    "string->list", "string->number", "string->symbol", "string-append", "string-ci<=?", "string-ci<?",
    "string-ci=?", "string-ci>=?", "string-ci>?", "string-copy", "string-fill!", "string-length",
    "string-ref", "string-set!", "string<=?", "string<?", "string=?", "string>=?",
    "string>?", "string?", "substring", "symbol->string", "symbol?", "tan",
    "transcript-off", "transcript-on", "truncate", "values", "vector", "vector->list",
    "vector-fill!", "vector-length", "vector-ref", "vector-set!", "vector?", "with-input-from-file",
    "with-output-to-file", "write", "write-char", "zero?",
};

static const char kw_keywords[][17] = {
    "=>", "and", "begin", "case", "cond", "define",
    "define-syntax", "delay", "do", "else", "if", "lambda",
    "let", "let*", "let-syntax", "letrec", "letrec-syntax", "or",
    "quasiquote", "quote", "set!", "syntax-rules", "unquote", "unquote-splicing",
};

/* scheme.rb:96
 *         rule id, Name::Function do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Function
 *           end
 * 
 *           pop!
 *         end
 */
static void cb_command_0(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    }
    hl_pop(lx, 1);
}

static const hl_rule r_root[] = {
    {.re = ";.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "-?[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[+-]inf[.][f0]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "#b[01]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "#o[0-7]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "#d[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "#x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "#[ei][0-9.]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Other}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'(?i-sx:[a-z0-9!$\\%&*+,\\/:<=>?@^_~|-]+)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "#\\\\([()/'\"._!\\$%& ?=+-]{1}|[a-z0-9]+)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "#t|#f", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "(?:'|#|`|,@|,|\\.)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(['#])([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = HL_M, .ntok = 3, .tok = {T_Literal_String_Symbol, T_Text, T_Punctuation}, .groups = 1},
    {.re = "\\(|\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_command},
    {.re = "\\)|\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[a-z0-9!$\\%&*+,/:<=>?@^_~|-]+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_command[] = {
    {.re = "[a-z0-9!$\\%&*+,/:<=>?@^_~|-]+", .opts = HL_I, .cb = cb_command_0},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"command", r_command},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_scheme = {
    .tag = "scheme",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
