/* lang_fortran.c: Fortran, ported from Rouge 3.30 lexers (Rouge::Lexers::Fortran). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string_single,
    S_string_double,
    S_format_spec,
};

static const char kw_intrinsics[][31] = {
    "abs", "achar", "acos", "acosh", "adjustl", "adjustr",
    "aimag", "aint", "all", "allocated", "anint", "any",
    "asin", "asinh", "associated", "atan", "atan2", "atanh",
    "atomic_define", "atomic_ref", "bessel_j0", "bessel_j1", "bessel_jn", "bessel_y0",
    "bessel_y1", "bessel_yn", "bge", "bgt", "bit_size", "ble",
    "blt", "btest", "c_associated", "c_f_pointer", "c_f_procpointer", "c_funloc",
    "c_loc", "c_sizeof", "ceiling", "char", "cmplx", "command_argument_count",
    "compiler_options", "compiler_version", "conjg", "cos", "cosh", "count",
    "cpu_time", "cshift", "date_and_time", "dble", "digits", "dim",
    "dot_product", "dprod", "dshiftl", "dshiftr", "eoshift", "epsilon",
    "erf", "erfc", "erfc_scaled", "execute_command_line", "exp", "exponent",
    "extends_type_of", "findloc", "floor", "fraction", "gamma", "get_command",
    "get_command_argument", "get_environment_variable", "huge", "hypot", "iachar", "iall",
    "iand", "iany", "ibclr", "ibits", "ibset", "ichar",
    "ieee_class", "ieee_copy_sign", "ieee_get_flag", "ieee_get_halting_mode", "ieee_get_rounding_mode", "ieee_get_status",
    "ieee_get_underflow_mode", "ieee_is_finite", "ieee_is_nan", "ieee_is_normal", "ieee_logb", "ieee_next_after",
    "ieee_rem", "ieee_rint", "ieee_scalb", "ieee_selected_real_kind", "ieee_set_flag", "ieee_set_halting_mode",
    "ieee_set_rounding_mode", "ieee_set_status", "ieee_set_underflow_mode", "ieee_support_datatype", "ieee_support_denormal", "ieee_support_divide",
    "ieee_support_flag", "ieee_support_halting", "ieee_support_inf", "ieee_support_io", "ieee_support_nan", "ieee_support_rounding",
    "ieee_support_sqrt", "ieee_support_standard", "ieee_support_underflow_control", "ieee_unordered", "ieee_value", "ieor",
    "image_index", "index", "int", "ior", "iparity", "is_contiguous",
    "is_iostat_end", "is_iostat_eor", "ishft", "ishftc", "kind", "lbound",
    "lcobound", "leadz", "len", "len_trim", "lge", "lgt",
    "lle", "llt", "log", "log10", "log_gamma", "logical",
    "maskl", "maskr", "matmul", "max", "maxexponent", "maxloc",
    "maxval", "merge", "merge_bits", "min", "minexponent", "minloc",
    "minval", "mod", "modulo", "move_alloc", "mvbits", "nearest",
    "new_line", "nint", "norm2", "not", "null", "num_images",
    "pack", "parity", "popcnt", "poppar", "present", "product",
    "radix", "random_number", "random_seed", "range", "real", "repeat",
    "reshape", "rrspacing", "same_type_as", "scale", "scan", "selected_char_kind",
    "selected_int_kind", "selected_real_kind", "set_exponent", "shape", "shifta", "shiftl",
    "shiftr", "sign", "sin", "sinh", "size", "spacing",
    "spread", "sqrt", "storage_size", "sum", "system_clock", "tan",
    "tanh", "this_image", "tiny", "trailz", "transfer", "transpose",
    "trim", "ubound", "ucobound", "unpack", "verify",
};

static const char kw_keywords[][16] = {
    "abstract", "allocatable", "allocate", "assign", "assignment", "associate",
    "asynchronous", "backspace", "bind", "block", "blockdata", "call",
    "case", "class", "close", "codimension", "common", "concurrent",
    "contains", "contiguous", "continue", "critical", "cycle", "data",
    "deallocate", "deferred", "dimension", "do", "elemental", "else",
    "elseif", "elsewhere", "end", "endassociate", "endblock", "endblockdata",
    "enddo", "endenum", "endfile", "endforall", "endfunction", "endif",
    "endinterface", "endmodule", "endprogram", "endselect", "endsubmodule", "endsubroutine",
    "endtype", "endwhere", "endwhile", "entry", "enum", "enumerator",
    "equivalence", "exit", "extends", "external", "final", "flush",
    "forall", "format", "function", "generic", "goto", "if",
    "implicit", "import", "in", "include", "inout", "inquire",
    "intent", "interface", "intrinsic", "is", "lock", "module",
    "namelist", "non_overridable", "none", "nopass", "nullify", "only",
    "open", "operator", "optional", "out", "parameter", "pass",
    "pause", "pointer", "print", "private", "procedure", "program",
    "protected", "public", "pure", "read", "recursive", "result",
    "return", "rewind", "save", "select", "selectcase", "sequence",
    "stop", "submodule", "subroutine", "target", "then", "type",
    "unlock", "use", "value", "volatile", "wait", "where",
    "while", "write",
};

static const char kw_types[][16] = {
    "character", "complex", "doubleprecision", "integer", "logical", "real",
};

/* fortran.rb:98
 *         rule %r/^(\s*)([0-9]+)\b/m do |m|
 *           token Text::Whitespace, m[1]
 *           token Name::Label, m[2]
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Text_Whitespace, g0p, g0n);
    hl_token(lx, T_Name_Label, g1p, g1n);
}

/* fortran.rb:105
 *         rule %r/\b(FORMAT)(\s*)(\()/mi do |m|
 *           token Keyword, m[1]
 *           token Text::Whitespace, m[2]
 *           token Punctuation, m[3]
 *           push :format_spec
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Text_Whitespace, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
    hl_push(lx, S_format_spec);
}

/* fortran.rb:139
 *         rule %r/#{name}/m do |m|
 *           match = m[0].downcase
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.types.include? match
 *             token Keyword::Type
 *           elsif self.class.intrinsics.include? match
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_20(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 0);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_types, f1, f1n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_intrinsics, f1, f1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "!.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "^#.*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "::|[()/;,:&\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*)([0-9]+)\\b", .opts = HL_M, .bol = 1, .cb = cb_root_4},
    {.re = "\\b(FORMAT)([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = HL_I | HL_M, .cb = cb_root_5},
    {.re = "\n          [+-]? # sign\n          (\n            ([0-9]+[.][0-9]*|[.][0-9]+)((?i-sx:[ED][+-]?[0-9]+))?\n            | [0-9]+(?i-sx:[ED][+-]?[0-9]+) # exponent is mandatory\n          )\n          (_(?-six:([0-9]+|(?i-sx:[A-Z][_A-Z0-9]*))))? # kind parameter\n        ", .opts = HL_I | HL_X, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+-]?[0-9]+(_(?-six:([0-9]+|(?i-sx:[A-Z][_A-Z0-9]*))))?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "B'[01]+'|B\"[01]+\"", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "O'[0-7]+'|O\"[0-7]+\"", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "Z'[0-9A-F]+'|Z\"[0-9A-F]+\"", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "((?-six:([0-9]+|(?i-sx:[A-Z][_A-Z0-9]*)))_)?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "((?-six:([0-9]+|(?i-sx:[A-Z][_A-Z0-9]*)))_)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "[.](TRUE|FALSE)[.](_(?-six:([0-9]+|(?i-sx:[A-Z][_A-Z0-9]*))))?", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "\\*\\*|//|==|/=|<=|>=|=>|[-+*/<>=%]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\.(?:EQ|NE|LT|LE|GT|GE|NOT|AND|OR|EQV|NEQV|[A-Z]+)\\.", .opts = HL_I, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "double[\\t\\n\\x0b\\f\\r\\x20]+precision\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "go[\\t\\n\\x0b\\f\\r\\x20]+to\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "sync[\\t\\n\\x0b\\f\\r\\x20]+(all|images|memory)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "error[\\t\\n\\x0b\\f\\r\\x20]+stop\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(?i-sx:[A-Z][_A-Z0-9]*)", .opts = HL_M, .cb = cb_root_20},
    HL_END,
};

static const hl_rule r_string_single[] = {
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string_double[] = {
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_format_spec[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_format_spec},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20'\"(),]+", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string_single", r_string_single},
    {"string_double", r_string_double},
    {"format_spec", r_format_spec},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_fortran = {
    .tag = "fortran",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
