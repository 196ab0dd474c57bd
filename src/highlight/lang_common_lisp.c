/* lang_common_lisp.c: Common Lisp, ported from Rouge 3.30 lexers (Rouge::Lexers::CommonLisp). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comment,
    S_commented_form,
};

static const char kw_BUILTIN_CLASSES[][26] = {
    "array", "bit-vector", "broadcast-stream", "built-in-class", "character", "class",
    "complex", "concatenated-stream", "cons", "echo-stream", "file-stream", "float",
    "function", "generic-function", "hash-table", "integer", "list", "logical-pathname",
    "method", "method-combination", "null", "number", "package", "pathname",
    "random-state", "ratio", "rational", "readtable", "real", "restart",
    "sequence", "standard-class", "standard-generic-function", "standard-method", "standard-object", "stream",
    "string", "string-stream", "structure-class", "structure-object", "symbol", "synonym-stream",
    "t", "two-way-stream", "vector",
};

static const char kw_BUILTIN_FUNCTIONS[][36] = {
    "*", "+", "-", "/", "/=", "1+",
    "1-", "<", "<=", "=", ">", ">=",
    "abort", "abs", "acons", "acos", "acosh", "add-method",
    "adjoin", "adjust-array", "adjustable-array-p", "allocate-instance", "alpha-char-p", "alphanumericp",
    "append", "apply", "apropos", "apropos-list", "aref", "arithmetic-error-operands",
    "arithmetic-error-operation", "array-dimension", "array-dimensions", "array-displacement", "array-element-type", "array-has-fill-pointer-p",
    "array-in-bounds-p", "array-rank", "array-row-major-index", "array-total-size", "arrayp", "ash",
    "asin", "asinh", "assoc", "assoc-if", "assoc-if-not", "atan",
    "atanh", "atom", "bit", "bit-and", "bit-andc1", "bit-andc2",
    "bit-eqv", "bit-ior", "bit-nand", "bit-nor", "bit-not", "bit-orc1",
    "bit-orc2", "bit-vector-p", "bit-xor", "boole", "both-case-p", "boundp",
    "break", "broadcast-stream-streams", "butlast", "byte", "byte-position", "byte-size",
    "caaaar", "caaadr", "caaar", "caadar", "caaddr", "caadr",
    "caar", "cadaar", "cadadr", "cadar", "caddar", "cadddr",
    "caddr", "cadr", "call-next-method", "car", "cdaaar", "cdaadr",
    "cdaar", "cdadar", "cdaddr", "cdadr", "cdar", "cddaar",
    "cddadr", "cddar", "cdddar", "cddddr", "cdddr", "cddr",
    "cdr", "ceiling", "cell-error-name", "cerror", "change-class", "char",
    "char-code", "char-downcase", "char-equal", "char-greaterp", "char-int", "char-lessp",
    "char-name", "char-not-equal", "char-not-greaterp", "char-not-lessp", "char-upcase", "char/=",
    "char<", "char<=", "char=", "char>", "char>=", "character",
    "characterp", "cis", "class-name", "class-of", "clear-input", "clear-output",
    "close", "clrhash", "code-char", "coerce", "compile", "compile-file",
    "compile-file-pathname", "compiled-function-p", "compiler-macro-function", "complement", "complex", "complexp",
    "compute-applicable-methods", "compute-restarts", "concatenate", "concatenated-stream-streams", "conjugate", "cons",
    "consp", "constantly", "constantp", "continue", "copy-alist", "copy-list",
    "copy-pprint-dispatch", "copy-readtable", "copy-seq", "copy-structure", "copy-symbol", "copy-tree",
    "cos", "cosh", "count", "count-if", "count-if-not", "decode-float",
    "decode-universal-time", "delete", "delete-duplicates", "delete-file", "delete-if", "delete-if-not",
    "delete-package", "denominator", "deposit-field", "describe", "describe-object", "digit-char",
    "digit-char-p", "directory", "directory-namestring", "disassemble", "documentation", "dpb",
    "dribble", "echo-stream-input-stream", "echo-stream-output-stream", "ed", "eighth", "elt",
    "encode-universal-time", "endp", "enough-namestring", "ensure-directories-exist", "ensure-generic-function", "eq",
    "eql", "equal", "equalp", "error", "eval", "evenp",
    "every", "exp", "export", "expt", "fboundp", "fceiling",
    "fdefinition", "ffloor", "fifth", "file-author", "file-error-pathname", "file-length",
    "file-namestring", "file-position", "file-string-length", "file-write-date", "fill", "fill-pointer",
    "find", "find-all-symbols", "find-class", "find-if", "find-if-not", "find-method",
    "find-package", "find-restart", "find-symbol", "finish-output", "first", "float",
    "float-digits", "float-precision", "float-radix", "float-sign", "floatp", "floor",
    "fmakunbound", "force-output", "format", "fourth", "fresh-line", "fround",
    "ftruncate", "funcall", "function-keywords", "function-lambda-expression", "functionp", "gcd",
    "gensym", "gentemp", "get", "get-decoded-time", "get-dispatch-macro-character", "get-internal-real-time",
    "get-internal-run-time", "get-macro-character", "get-output-stream-string", "get-properties", "get-setf-expansion", "get-universal-time",
    "getf", "gethash", "graphic-char-p", "hash-table-count", "hash-table-p", "hash-table-rehash-size",
    "hash-table-rehash-threshold", "hash-table-size", "hash-table-test", "host-namestring", "identity", "imagpart",
    "import", "initialize-instance", "input-stream-p", "inspect", "integer-decode-float", "integer-length",
    "integerp", "interactive-stream-p", "intern", "intersection", "invalid-method-error", "invoke-debugger",
    "invoke-restart", "invoke-restart-interactively", "isqrt", "keywordp", "last", "lcm",
    "ldb", "ldb-test", "ldiff", "length", "lisp-implementation-type", "lisp-implementation-version",
    "list", "list*", "list-all-packages", "list-length", "listen", "listp",
    "load", "load-logical-pathname-translations", "log", "logand", "logandc1", "logandc2",
    "logbitp", "logcount", "logeqv", "logical-pathname", "logical-pathname-translations", "logior",
    "lognand", "lognor", "lognot", "logorc1", "logorc2", "logtest",
    "logxor", "long-site-name", "lower-case-p", "machine-instance", "machine-type", "machine-version",
    "macro-function", "macroexpand", "macroexpand-1", "make-array", "make-broadcast-stream", "make-concatenated-stream",
    "make-condition", "make-dispatch-macro-character", "make-echo-stream", "make-hash-table", "make-instance", "make-instances-obsolete",
    "make-list", "make-load-form", "make-load-form-saving-slots", "make-package", "make-pathname", "make-random-state",
    "make-sequence", "make-string", "make-string-input-stream", "make-string-output-stream", "make-symbol", "make-synonym-stream",
    "make-two-way-stream", "makunbound", "map", "map-into", "mapc", "mapcan",
    "mapcar", "mapcon", "maphash", "mapl", "maplist", "mask-field",
    "max", "member", "member-if", "member-if-not", "merge", "merge-pathnames",
    "method-combination-error", "method-qualifiers", "min", "minusp", "mismatch", "mod",
    "muffle-warning", "name-char", "namestring", "nbutlast", "nconc", "next-method-p",
    "nintersection", "ninth", "no-applicable-method", "no-next-method", "not", "notany",
    "notevery", "nreconc", "nreverse", "nset-difference", "nset-exclusive-or", "nstring-capitalize",
    "nstring-downcase", "nstring-upcase", "nsublis", "nsubst", "nsubst-if", "nsubst-if-not",
    "nsubstitute", "nsubstitute-if", "nsubstitute-if-not", "nth", "nthcdr", "null",
    "numberp", "numerator", "nunion", "oddp", "open", "open-stream-p",
    "output-stream-p", "package-error-package", "package-name", "package-nicknames", "package-shadowing-symbols", "package-use-list",
    "package-used-by-list", "packagep", "pairlis", "parse-integer", "parse-namestring", "pathname",
    "pathname-device", "pathname-directory", "pathname-host", "pathname-match-p", "pathname-name", "pathname-type",
    "pathname-version", "pathnamep", "peek-char", "phase", "plusp", "position",
    "position-if", "position-if-not", "pprint", "pprint-dispatch", "pprint-fill", "pprint-indent",
    "pprint-linear", "pprint-newline", "pprint-tab", "pprint-tabular", "prin1", "prin1-to-string",
    "princ", "princ-to-string", "print", "print-object", "probe-file", "proclaim",
    "provide", "random", "random-state-p", "rassoc", "rassoc-if", "rassoc-if-not",
    "rational", "rationalize", "rationalp", "read", "read-byte", "read-char",
    "read-char-no-hang", "read-delimited-list", "read-from-string", "read-line", "read-preserving-whitespace", "read-sequence",
    "readtable-case", "readtablep", "realp", "realpart", "reduce", "reinitialize-instance",
    "rem", "remhash", "remove", "remove-duplicates", "remove-if", "remove-if-not",
    "remove-method", "remprop", "rename-file", "rename-package", "replace", "require",
    "rest", "restart-name", "revappend", "reverse", "room", "round",
    "row-major-aref", "rplaca", "rplacd", "sbit", "scale-float", "schar",
    "search", "second", "set", "set-difference", "set-dispatch-macro-character", "set-exclusive-or",
    "set-macro-character", "set-pprint-dispatch", "set-syntax-from-char", "seventh", "shadow", "shadowing-import",
    "shared-initialize", "short-site-name", "signal", "signum", "simple-bit-vector-p", "simple-condition-format-arguments",
    "simple-condition-format-control", "simple-string-p", "simple-vector-p", "sin", "sinh", "sixth",
    "sleep", "slot-boundp", "slot-exists-p", "slot-makunbound", "slot-missing", "slot-unbound",
    "slot-value", "software-type", "software-version", "some", "sort", "special-operator-p",
    "sqrt", "stable-sort", "standard-char-p", "store-value", "stream-element-type", "stream-error-stream",
    "stream-external-format", "streamp", "string", "string-capitalize", "string-downcase", "string-equal",
    "string-greaterp", "string-left-trim", "string-lessp", "string-not-equal", "string-not-greaterp", "string-not-lessp",
    "string-right-trim", "string-trim", "string-upcase", "string/=", "string<", "string<=",
    "string=", "string>", "string>=", "stringp", "sublis", "subseq",
    "subsetp", "subst", "subst-if", "subst-if-not", "substitute", "substitute-if",
    "substitute-if-not", "subtypepsvref", "sxhash", "symbol-function", "symbol-name", "symbol-package",
    "symbol-plist", "symbol-value", "symbolp", "synonym-stream-symbol", "syntax:", "tailp",
    "tan", "tanh", "tenth", "terpri", "third", "translate-logical-pathname",
    "translate-pathname", "tree-equal", "truename", "truncate", "two-way-stream-input-stream", "two-way-stream-output-stream",
    "type-error-datum", "type-error-expected-type", "type-of", "typep", "unbound-slot-instance", "unexport",
    "unintern", "union", "unread-char", "unuse-package", "update-instance-for-different-class", "update-instance-for-redefined-class",
    "upgraded-array-element-type", "upgraded-complex-part-type", "upper-case-p", "use-package", "use-value", "user-homedir-pathname",
    "values", "values-list", "vector", "vector-pop", "vector-push", "vector-push-extend",
    "vectorp", "warn", "wild-pathname-p", "write", "write-byte", "write-char",
    "write-line", "write-sequence", "write-string", "write-to-string", "y-or-n-p", "yes-or-no-p",
    "zerop",
};

static const char kw_BUILTIN_TYPES[][33] = {
    "arithmetic-error", "atom", "base-char", "base-string", "bignum", "bit",
    "boolean", "cell-error", "compiled-function", "condition", "control-error", "division-by-zero",
    "double-float", "end-of-file", "error", "extended-char", "file-error", "fixnum",
    "floating-point-inexact", "floating-point-invalid-operation", "floating-point-overflow", "floating-point-underflow", "keyword", "long-float",
    "nil", "package-error", "parse-error", "print-not-readable", "program-error", "reader-error",
    "serious-condition", "short-float", "signed-byte", "simple-array", "simple-base-string", "simple-bit-vector",
    "simple-condition", "simple-error", "simple-string", "simple-type-error", "simple-vector", "simple-warning",
    "single-float", "standard-char", "storage-condition", "stream-error", "style-warning", "type-error",
    "unbound-slot", "unbound-variable", "undefined-function", "unsigned-byte", "warning",
};

static const char kw_DECLARATIONS[][15] = {
    "dynamic-extent", "ftype", "ignorable", "ignore", "inline", "notinline",
    "optimize", "special", "type",
};

static const char kw_LAMBDA_LIST_KEYWORDS[][18] = {
    "&allow-other-keys", "&aux", "&body", "&environment", "&key", "&optional",
    "&rest", "&whole",
};

static const char kw_MACROS[][30] = {
    "and", "assert", "call-method", "case", "ccase", "check-type",
    "cond", "ctypecase", "decf", "declaim", "defclass", "defconstant",
    "defgeneric", "define-compiler-macro", "define-condition", "define-method-combination", "define-modify-macro", "define-setf-expander",
    "define-symbol-macro", "defmacro", "defmethod", "defpackage", "defparameter", "defsetf",
    "defstruct", "defsystem", "deftype", "defun", "defvar", "destructuring-bind",
    "do", "do*", "do-all-symbols", "do-external-symbols", "do-symbols", "dolist",
    "dotimes", "ecase", "etypecase", "formatter", "handler-bind", "handler-case",
    "ignore-errors", "in-package", "incf", "lambda", "loop", "loop-finish",
    "make-method", "multiple-value-bind", "multiple-value-list", "multiple-value-setq", "nth-value", "or",
    "pop", "pprint-exit-if-list-exhausted", "pprint-logical-block", "pprint-pop", "print-unreadable-object", "prog",
    "prog*", "prog1", "prog2", "psetf", "psetq", "push",
    "pushnew", "remf", "restart-bind", "restart-case", "return", "rotatef",
    "setf", "shiftf", "step", "time", "trace", "typecase",
    "unless", "untrace", "when", "with-accessors", "with-compilation-unit", "with-condition-restarts",
    "with-hash-table-iterator", "with-input-from-string", "with-open-file", "with-open-stream", "with-output-to-string", "with-package-iterator",
    "with-simple-restart", "with-slots", "with-standard-io-syntax",
};

static const char kw_SPECIAL_FORMS[][21] = {
    "block", "catch", "declare", "eval-when", "flet", "function",
    "go", "if", "labels", "lambda", "let", "let*",
    "load-time-value", "locally", "macrolet", "multiple-value-call", "multiple-value-prog1", "progn",
    "progv", "quote", "return-from", "setq", "symbol-macrolet", "tagbody",
    "the", "throw", "unwind-protect",
};

/* common_lisp.rb:299
 *         rule symbol do |m|
 *           sym = m[0]
 * 
 *           if BUILTIN_FUNCTIONS.include? sym
 *             token Name::Builtin
 *           elsif SPECIAL_FORMS.include? sym
 *             token Keyword
 *           elsif MACROS.include? sym
 *             token Name::Builtin
 *           elsif LAMBDA_LIST_KEYWORDS.include? sym
 *             token Keyword
 *           elsif DECLARATIONS.include? sym
 *             token Keyword
 *           elsif BUILTIN_TYPES.include? sym
 *             token Keyword::Type
 *           elsif BUILTIN_CLASSES.include? sym
 *             token Name::Class
 *           else
 *             token Name::Variable
 *           end
 *         end
 */
static void cb_root_29(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_BUILTIN_FUNCTIONS, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_SPECIAL_FORMS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_MACROS, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_LAMBDA_LIST_KEYWORDS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_DECLARATIONS, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_BUILTIN_TYPES, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_BUILTIN_CLASSES, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Class, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    }
}

/* common_lisp.rb:322
 *         rule %r/\)/, Punctuation do
 *           if stack.size == 1
 *             token Error
 *           else
 *             token Punctuation
 *             pop!
 *           end
 *         end
 */
static void cb_root_31(hl_lx *lx, const hl_match *m)
{
    if ((lx->depth == 1)) {
        hl_token(lx, T_Error, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Punctuation, m->s, m->ov[1]);
        hl_pop(lx, 1);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = ";.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "#\\|", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comment},
    {.re = "#[0-9]*Y.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "\"(\\\\.|[^\"\\\\])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[:'](?-six:(\\|[^\\|]+\\||(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])(?-six:(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])|[#.:])*))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "['`]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[-+]?[0-9]+\\.?(?-six:(?=[ \"'()\\n,;`]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[-+]?[0-9]+/[0-9]+(?-six:(?=[ \"'()\\n,;`]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\n          [-+]?\n          ([0-9]*\\.[0-9]+([defls][-+]?[0-9]+)?\n          |[0-9]+(\\.[0-9]*)?[defls][-+]?[0-9]+)\n          (?-six:(?=[ \"'()\\n,;`]))\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "#\\\\.(?-six:(?=[ \"'()\\n,;`]))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "#\\\\(?-six:(\\|[^\\|]+\\||(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])(?-six:(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])|[#.:])*))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "#\\(", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_root},
    {.re = "#[0-9]*\\*[01]*", .opts = 0, .ntok = 1, .tok = {T_Other}},
    {.re = "#:(?-six:(\\|[^\\|]+\\||(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])(?-six:(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])|[#.:])*))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "#[.,]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "#'", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "#b[+-]?[01]+(/[01]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "#o[+-]?[0-7]+(/[0-7]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "#x[+-]?[0-9a-f]+(/[0-9a-f]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(#c)(\\()", .opts = HL_I, .ntok = 2, .tok = {T_Literal_Number, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_root},
    {.re = "(#(?:[0-9]+a|s))(\\()", .opts = HL_I, .ntok = 2, .tok = {T_Literal_String_Other, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_root},
    {.re = "#p?\"(\\\\.|[^\"])*\"", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "#[0-9]+[=#]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "#+nil(?-six:(?=[ \"'()\\n,;`]))[\\t\\n\\x0b\\f\\r\\x20]*\\(", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_commented_form},
    {.re = "#[+-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(,@|,|\\.)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(t|nil)(?-six:(?=[ \"'()\\n,;`]))", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\\*(?-six:(\\|[^\\|]+\\||(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])(?-six:(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])|[#.:])*))\\*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "(\\|[^\\|]+\\||(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])(?-six:(?-six:\\\\.|[a-zA-Z0-9!$%&*+-\\/<=>?@\\[\\]^_{}~])|[#.:])*)", .opts = 0, .cb = cb_root_29},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_root},
    {.re = "\\)", .opts = 0, .cb = cb_root_31},
    HL_END,
};

static const hl_rule r_multiline_comment[] = {
    {.re = "#\\|", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comment},
    {.re = "\\|#", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^\\|#]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[\\|#]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_commented_form[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_commented_form},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[^()]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"multiline_comment", r_multiline_comment},
    {"commented_form", r_commented_form},
};

static const char *const aliases[] = {"cl", "common-lisp", "elisp", "emacs-lisp", "lisp", NULL};

const hl_lang hl_lang_common_lisp = {
    .tag = "common_lisp",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
