/* lang_livescript.c: LiveScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Livescript). */
#include "highlight/engine.h"

enum {
    S_root,
    S_code_escape,
    S_interpolated_expression,
    S_interpolation,
    S_whitespace,
    S_whitespace_single_line,
    S_slash_starts_regex,
    S_multiline_regex_begin,
    S_multiline_regex_end,
    S_multiline_regex,
    S_regex_comment,
    S_comments,
    S_switch_underscore,
    S_loop_control,
    S_id,
    S_strings,
    S_double_strings,
    S_single_strings,
    /* Rouge's anonymous `push do` states (fixed rules, so named here) */
    S_anon_tdq,   /* after three double quotes */
    S_anon_tsq,   /* after three single quotes */
    S_anon_dq,    /* after a double quote */
    S_anon_sq,    /* after a single quote */
    S_anon_destr, /* after { in :id (destructuring) */
};

static const char kw_builtins[][19] = {
    "Array", "ArrayBuffer", "Boolean", "DataView", "Date", "Error",
    "Float32Array", "Float64Array", "Function", "Int16Array", "Int32Array", "Int8Array",
    "Map", "Math", "Number", "Object", "Packages", "Promise",
    "Proxy", "Reflect", "RegExp", "Set", "String", "Symbol",
    "Uint16Array", "Uint16ClampedArray", "Uint32Array", "Uint32ClampedArray", "Uint8Array", "Uint8ClampedArray",
    "WeakMap", "WeakSet", "arguments", "decodeURI", "decodeURIComponent", "document",
    "encodeURI", "encodeURIComponent", "eval", "global", "isFinite", "isNaN",
    "it", "navigator", "netscape", "parseFloat", "parseInt", "self",
    "sun", "that", "this", "window",
};

static const char kw_constants[][10] = {
    "Infinity", "NaN", "false", "no", "null", "off",
    "on", "true", "undefined", "void", "yes",
};

static const char kw_declarations[][11] = {
    "class", "const", "extends", "function", "implements", "let",
    "var",
};

static const char kw_keywords[][12] = {
    "break", "by", "case", "catch", "continue", "debugger",
    "default", "delete", "do", "else", "export", "fallthrough",
    "finally", "for", "from", "if", "import", "in",
    "instanceof", "loop", "new", "of", "otherwise", "require",
    "return", "super", "switch", "then", "throw", "til",
    "to", "try", "typeof", "unless", "until", "when",
    "while", "with", "yield",
};

static const char kw_loop_control_keywords[][9] = {
    "break", "continue",
};

/* /^[A-Z]/ and /[^-][a-z]/ (match anywhere) */
static hl_re re_upper = {"^[A-Z]", 0, NULL};
static hl_re re_lower = {"[^-][a-z]", 0, NULL};

/* livescript.rb:110
 *         rule %r/#{id}/ do |m|
 *           if self.class.loop_control_keywords.include? m[0]
 *             token Keyword
 *             push :loop_control
 *             next
 *           elsif self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.constants.include? m[0]
 *             token Name::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *           elsif /^[A-Z]/.match(m[0]) && /[^-][a-z]/.match(m[0])
 *             token Name::Class
 *           else
 *             token Name::Variable
 *           end
 *           push :id
 *         end
 */
static void cb_root_19(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    if (HL_IN(kw_loop_control_keywords, p, n)) {
        hl_token(lx, T_Keyword, p, n);
        hl_push(lx, S_loop_control);
        return;
    } else if (HL_IN(kw_keywords, p, n)) {
        hl_token(lx, T_Keyword, p, n);
    } else if (HL_IN(kw_constants, p, n)) {
        hl_token(lx, T_Name_Constant, p, n);
    } else if (HL_IN(kw_builtins, p, n)) {
        hl_token(lx, T_Name_Builtin, p, n);
    } else if (HL_IN(kw_declarations, p, n)) {
        hl_token(lx, T_Keyword_Declaration, p, n);
    } else if (hl_re_test(&re_upper, p, n) && hl_re_test(&re_lower, p, n)) {
        hl_token(lx, T_Name_Class, p, n);
    } else {
        hl_token(lx, T_Name_Variable, p, n);
    }
    hl_push(lx, S_id);
}

/* livescript.rb:142
 *         rule %r/"""/ do
 *           token Str
 *           push do
 *             rule %r/"""/, Str, :pop!
 *             rule %r/"/, Str
 *             mixin :double_strings
 *           end
 *         end
 */
static void cb_root_26(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    hl_push(lx, S_anon_tdq);
}

/* livescript.rb:151
 *         rule %r/'''/ do
 *           token Str
 *           push do
 *             rule %r/'''/, Str, :pop!
 *             rule %r/'/, Str
 *             mixin :single_strings
 *           end
 *         end
 */
static void cb_root_27(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    hl_push(lx, S_anon_tsq);
}

/* livescript.rb:160
 *         rule %r/"/ do
 *           token Str
 *           push do
 *             rule %r/"/, Str, :pop!
 *             mixin :double_strings
 *           end
 *         end
 */
static void cb_root_28(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    hl_push(lx, S_anon_dq);
}

/* livescript.rb:168
 *         rule %r/'/ do
 *           token Str
 *           push do
 *             rule %r/'/, Str, :pop!
 *             mixin :single_strings
 *           end
 *         end
 */
static void cb_root_29(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String, m->s, m->ov[1]);
    hl_push(lx, S_anon_sq);
}

/* livescript.rb:198
 *         rule %r/(#)(#{id})/ do |m|
 *           groups Str::Interpol, (self.class.builtins.include? m[2]) ? Name::Builtin : Name::Variable
 *         end
 */
static void cb_interpolation_1(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 2, &p, &n);
    hl_token_m(lx, T_Literal_String_Interpol, m, 1);
    hl_token(lx, HL_IN(kw_builtins, p, n) ? T_Name_Builtin : T_Name_Variable, p, n);
}

/* livescript.rb:274
 *         rule %r/[{]/ do
 *           # destructuring
 *           token Punctuation
 *           push do
 *             rule %r/[,;]/, Punctuation
 *             rule %r/#{id}/, Name::Attribute
 *             rule %r/#{int}/, Num::Integer
 *             mixin :whitespace
 *             rule %r/[}]/, Punctuation, :pop!
 *           end
 *         end
 */
static void cb_id_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_anon_destr);
}

static const hl_rule r_root[] = {
    {.re = "^(?=[\\t\\n\\x0b\\f\\r\\x20]|/)", .opts = 0, .bol = 1, .act = HL_PUSH, .arg = S_slash_starts_regex},
    HL_MIXIN(S_comments),
    HL_MIXIN(S_whitespace),
    {.re = "(<\\[)(.*?)(\\]>)", .opts = HL_M, .ntok = 3, .tok = {T_Punctuation, T_Literal_String, T_Punctuation}, .groups = 1},
    {.re = "![\\t\\n\\x0b\\f\\r\\x20]*function\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "!?[-~]>|<[-~]!?", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(=>)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(::)((?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*))", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Name_Attribute}, .groups = 1, .act = HL_PUSH, .arg = S_id},
    {.re = "(::)((?-six:(?-six:[0-9][0-9_]*)(e[+-]?(?-six:[0-9][0-9_]*))?[$A-Za-z0-9_]*))", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Literal_Number_Integer}, .groups = 1, .act = HL_PUSH, .arg = S_id},
    {.re = "(@)((?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*))", .opts = 0, .ntok = 2, .tok = {T_Name_Variable_Instance, T_Name_Attribute}, .groups = 1, .act = HL_PUSH, .arg = S_id},
    {.re = "([.])((?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*))", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Name_Attribute}, .groups = 1, .act = HL_PUSH, .arg = S_id},
    {.re = "([.])([0-9]+)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Literal_Number_Integer}, .groups = 1, .act = HL_PUSH, .arg = S_id},
    {.re = "(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*)(?=[\\t\\n\\x0b\\f\\r\\x20]*:[^:=])", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "\n          [+][+]|--|&&|\\b(and|x?or|is(nt)?|not)\\b(?!-[a-zA-Z]|_)|[|][|]|\n          [.]([|&^]|<<|>>>?)[.]|\\\\(?=\\n)|[.:]=|<<<<?|<[|]|[|]>|\n          (<<|>>|==?|!=?|[-<>+*%^/~?])=?\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "(&)((?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*))?", .opts = 0, .ntok = 2, .tok = {T_Name_Builtin, T_Name_Attribute}, .groups = 1},
    {.re = "[|]|\\bcase(?=[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_switch_underscore},
    {.re = "@", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Instance}},
    {.re = "[.]{3}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*)", .opts = 0, .cb = cb_root_19},
    {.re = "\\](?=[!?.]|(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*))", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_id},
    {.re = "[{(\\[;,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_slash_starts_regex},
    {.re = "[})\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?-six:[0-9][0-9_]*)[.](?-six:(?-six:[0-9][0-9_]*)(e[+-]?(?-six:[0-9][0-9_]*))?[$A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9A-Fa-f]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "(?-six:(?-six:[0-9][0-9_]*)(e[+-]?(?-six:[0-9][0-9_]*))?[$A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"\"\"", .opts = 0, .cb = cb_root_26},
    {.re = "'''", .opts = 0, .cb = cb_root_27},
    {.re = "\"", .opts = 0, .cb = cb_root_28},
    {.re = "'", .opts = 0, .cb = cb_root_29},
    {.re = "\\\\[^\\t\\n\\x0b\\f\\r\\x20][^\\t\\n\\x0b\\f\\r\\x20,;\\])}]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_code_escape[] = {
    {.re = "\\\\(\n          c[A-Z]|\n          x[0-9a-fA-F]{2}|\n          u[0-9a-fA-F]{4}|\n          u\\{[0-9a-fA-F]{4}\\}\n        )", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_interpolated_expression[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "[#][{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolated_expression},
    {.re = "(#)((?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*))", .opts = 0, .cb = cb_interpolation_1},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+?)(?:^([^\\S\\n]*)(:(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*)))?", .opts = HL_M, .ntok = 3, .tok = {T_Text, T_Text, T_Name_Label}, .groups = 1},
    HL_END,
};

static const hl_rule r_whitespace_single_line[] = {
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_slash_starts_regex[] = {
    HL_MIXIN(S_comments),
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_multiline_regex_begin),
    {.re = "\n          /(\\\\.|[^\\[/\\\\\\n]|\\[(\\\\.|[^\\]\\\\\\n])*\\])+/ # a regex\n          ([gimy]+\\b|\\B)\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multiline_regex_begin[] = {
    {.re = "//", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_multiline_regex},
    HL_END,
};

static const hl_rule r_multiline_regex_end[] = {
    {.re = "//([gimy]+\\b|\\B)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multiline_regex[] = {
    HL_MIXIN(S_multiline_regex_end),
    HL_MIXIN(S_regex_comment),
    HL_MIXIN(S_interpolation),
    HL_MIXIN(S_code_escape),
    {.re = "\\\\[^0-9]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = ".", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_regex_comment[] = {
    {.re = "^#([\\t\\n\\x0b\\f\\r\\x20]+.*)?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)(#)([\\t\\n\\x0b\\f\\r\\x20]+.*)?$", .opts = 0, .ntok = 3, .tok = {T_Text, T_Comment_Single, T_Comment_Single}, .groups = 1},
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_switch_underscore[] = {
    HL_MIXIN(S_whitespace_single_line),
    {.re = "_(?=[\\t\\n\\x0b\\f\\r\\x20]*=>|[\\t\\n\\x0b\\f\\r\\x20]+then\\b)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_loop_control[] = {
    HL_MIXIN(S_whitespace_single_line),
    {.re = "(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*)(?=[);\\n])", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_id[] = {
    {.re = "[!?]|[.](?!=)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[{]", .opts = 0, .cb = cb_id_1},
    {.re = "(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*)", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "(?-six:(?-six:[0-9][0-9_]*)(e[+-]?(?-six:[0-9][0-9_]*))?[$A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "", .opts = 0, .act = HL_GOTO, .arg = S_slash_starts_regex},
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "[^#\\\\'\"]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_code_escape),
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_double_strings[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_interpolation),
    HL_MIXIN(S_strings),
    HL_END,
};

static const hl_rule r_single_strings[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_strings),
    HL_END,
};
static const hl_rule r_anon_tdq[] = {
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_double_strings),
    HL_END,
};

static const hl_rule r_anon_tsq[] = {
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_single_strings),
    HL_END,
};

static const hl_rule r_anon_dq[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_double_strings),
    HL_END,
};

static const hl_rule r_anon_sq[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_single_strings),
    HL_END,
};

static const hl_rule r_anon_destr[] = {
    {.re = "[,;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?i-sx:[$a-z_]((-(?=[a-z]))?[a-z0-9_])*)", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "(?-six:(?-six:[0-9][0-9_]*)(e[+-]?(?-six:[0-9][0-9_]*))?[$A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_MIXIN(S_whitespace),
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_state states[] = {
    {"root", r_root},
    {"code_escape", r_code_escape},
    {"interpolated_expression", r_interpolated_expression},
    {"interpolation", r_interpolation},
    {"whitespace", r_whitespace},
    {"whitespace_single_line", r_whitespace_single_line},
    {"slash_starts_regex", r_slash_starts_regex},
    {"multiline_regex_begin", r_multiline_regex_begin},
    {"multiline_regex_end", r_multiline_regex_end},
    {"multiline_regex", r_multiline_regex},
    {"regex_comment", r_regex_comment},
    {"comments", r_comments},
    {"switch_underscore", r_switch_underscore},
    {"loop_control", r_loop_control},
    {"id", r_id},
    {"strings", r_strings},
    {"double_strings", r_double_strings},
    {"single_strings", r_single_strings},
    {"anon_tdq", r_anon_tdq},
    {"anon_tsq", r_anon_tsq},
    {"anon_dq", r_anon_dq},
    {"anon_sq", r_anon_sq},
    {"anon_destr", r_anon_destr},
};

static const char *const aliases[] = {"ls", NULL};

const hl_lang hl_lang_livescript = {
    .tag = "livescript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
