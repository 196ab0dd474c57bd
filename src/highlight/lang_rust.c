/* lang_rust.c: Rust, ported from Rouge 3.30 lexers (Rouge::Lexers::Rust). */
#include "highlight/engine.h"

/* @macro_delims: open ], ) and } counts inside a macro invocation. */
typedef struct rust_data {
    long delims[3];
} rust_data;

enum {
    S_root,
    S_bol,
    S_attribute,
    S_whitespace,
    S_comments,
    S_nested_plain_block,
    S_nested_doc_block,
    S_macro,
    S_macro_rules,
    S_has_literals,
    S_string,
};

static const char kw_builtins[][20] = {
    "Add", "Arc", "AsMut", "AsRef", "BitAnd", "BitOr",
    "BitXor", "Box", "Clone", "Cons", "Const", "Copy",
    "DIR", "Default", "Div", "DoubleEndedIterator", "Drop", "Either",
    "Eq", "Err", "ExactSizeIterator", "Extend", "FILE", "Failure",
    "Fn", "FnMut", "FnOnce", "From", "Gc", "Index",
    "Into", "IntoIterator", "Iterator", "Left", "Modulo", "Mul",
    "Neg", "Nil", "None", "Num", "Ok", "Option",
    "Ord", "Owned", "PartialEq", "PartialOrd", "Pin", "Ptr",
    "Rc", "Result", "Right", "Send", "Shl", "Shr",
    "Sized", "Some", "String", "Sub", "Success", "Sync",
    "Unpin", "Vec", "bool", "c_char", "c_double", "c_float",
    "c_int", "c_long", "c_longlong", "c_schar", "c_short", "c_uchar",
    "c_uint", "c_ulong", "c_ulonglong", "c_ushort", "c_void", "char",
    "clock_t", "dev_t", "dirent", "drop", "f32", "f64",
    "float", "fpos_t", "i128", "i16", "i32", "i64",
    "i8", "ino_t", "int", "intptr_t", "isize", "mode_t",
    "off_t", "pid_t", "ptrdiff_t", "size_t", "ssize_t", "str",
    "time_t", "u128", "u16", "u32", "u64", "u8",
    "uint", "uintptr_t", "usize",
};

/* rust.rb:175
 *         rule %r/#{id}/ do |m|
 *           name = m[0]
 *           if self.class.builtins.include? name
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_18(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, HL_IN(kw_builtins, m->s, m->ov[1]) ? T_Name_Builtin : T_Name, m->s, m->ov[1]);
}

/* rust.rb:188
 *         rule %r/[\[{(]/ do |m|
 *           @macro_delims[delim_map[m[0]]] += 1
 *           puts "    macro_delims: #{@macro_delims.inspect}" if @debug
 *           token Punctuation
 *         end
 */
static void cb_macro_1(hl_lx *lx, const hl_match *m)
{
    rust_data *d = lx->data;
    d->delims[m->s[0] == '[' ? 0 : m->s[0] == '(' ? 1 : 2]++;
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
}

/* rust.rb:194
 *         rule %r/[\]})]/ do |m|
 *           @macro_delims[m[0]] -= 1
 *           puts "    macro_delims: #{@macro_delims.inspect}" if @debug
 *           pop! if macro_closed?
 *           token Punctuation
 *         end
 */
static void cb_macro_2(hl_lx *lx, const hl_match *m)
{
    rust_data *d = lx->data;
    d->delims[m->s[0] == ']' ? 0 : m->s[0] == ')' ? 1 : 2]--;
    if (d->delims[0] == 0 && d->delims[1] == 0 && d->delims[2] == 0)
        hl_pop(lx, 1);
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_whitespace),
    {.re = "#!?\\[", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_PUSH, .arg = S_attribute},
    {.re = "\\b(?:as|async|await|break|const|continue|crate|dyn|else|enum|extern|false|fn|for|if|impl|in|let|log|loop|match|mod|move|mut|pub|ref|return|self|Self|static|struct|super|trait|true|type|unsafe|use|where|while|abstract|become|box|do|final|macro|override|priv|typeof|unsized|virtual|yield|try|union)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_has_literals),
    {.re = "[=-]>", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "<->", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[()\\[\\]{}|,:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[*/!@~&+%^<>=\\?-]|\\.{2,3}", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "([.][\\t\\n\\x0b\\f\\r\\x20]*)?(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = HL_M, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[.][\\t\\n\\x0b\\f\\r\\x20]*await\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[.][\\t\\n\\x0b\\f\\r\\x20]*(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)", .opts = 0, .ntok = 1, .tok = {T_Name_Property}},
    {.re = "[.][\\t\\n\\x0b\\f\\r\\x20]*[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "((?-six:[\\p{XID_Start}_]\\p{XID_Continue}*))(::)", .opts = HL_M, .ntok = 2, .tok = {T_Name_Namespace, T_Punctuation}, .groups = 1},
    {.re = "\\bmacro_rules!", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_PUSH, .arg = S_macro_rules},
    {.re = "(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)!", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_PUSH, .arg = S_macro},
    {.re = "'static\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "'(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)", .opts = 0, .cb = cb_root_18},
    HL_END,
};

static const hl_rule r_bol[] = {
    HL_MIXIN(S_whitespace),
    {.re = "#[\\t\\n\\x0b\\f\\r\\x20][^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_attribute[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_has_literals),
    {.re = "[(,)=:]", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_POP, .arg = 1},
    {.re = "[\\p{XID_Start}_]\\p{XID_Continue}*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_comments),
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "////+[^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "//[/!][^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "//[^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*\\*\\*?/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/\\*\\*\\*+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_plain_block},
    {.re = "/[*][*!]", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}, .act = HL_PUSH, .arg = S_nested_doc_block},
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_plain_block},
    HL_END,
};

static const hl_rule r_nested_plain_block[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_plain_block},
    {.re = "[^*/]+|[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_nested_doc_block[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}, .act = HL_POP, .arg = 1},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}, .act = HL_PUSH, .arg = S_nested_doc_block},
    {.re = "[^*/]+|[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    HL_END,
};

static const hl_rule r_macro[] = {
    HL_MIXIN(S_has_literals),
    {.re = "[\\[{(]", .opts = 0, .cb = cb_macro_1},
    {.re = "[\\]})]", .opts = 0, .cb = cb_macro_2},
    {.re = "(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)!", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    HL_MIXIN(S_root),
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_macro_rules[] = {
    {.re = "[$](?-six:[\\p{XID_Start}_]\\p{XID_Continue}*)(:(?-six:[\\p{XID_Start}_]\\p{XID_Continue}*))?", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[$]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_MIXIN(S_macro),
    HL_END,
};

static const hl_rule r_has_literals[] = {
    {.re = "\\b(?:true|false)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "\n          b?' (?: (?x-si:\n        \\\\ ([nrt'\"\\\\0] | x(?i-sx:[0-9a-f]){2} | u\\{((?i-sx:[0-9a-f])_*){1,6}\\})\n      ) | [^\\\\] ) '\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "b?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "b?r(#*)\".*?\"\\1", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\n          [0-9][0-9_]*\n          ((?-six:[.][0-9][0-9_]*)  (?-six:[eE][-+]?[0-9_]+)? (?-six:f32|f64)?\n          |(?-six:[.][0-9][0-9_]*)? (?-six:[eE][-+]?[0-9_]+)  (?-six:f32|f64)?\n          |(?-six:[.][0-9][0-9_]*)? (?-six:[eE][-+]?[0-9_]+)? (?-six:f32|f64)\n          |[.](?![._\\p{XID_Start}])\n          )\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\n          ( 0b[10_]+\n          | 0x[0-9a-fA-F_]+\n          | 0o[0-7_]+\n          | [0-9][0-9_]*\n          ) (u(?-six:8|16|32|64|128|size)?|i(?-six:8|16|32|64|128|size))?\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\n        \\\\ ([nrt'\"\\\\0] | x(?i-sx:[0-9a-f]){2} | u\\{((?i-sx:[0-9a-f])_*){1,6}\\})\n      ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"\\\\]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static void start(hl_lx *lx)
{
    rust_data *d = lx->data;
    d->delims[0] = d->delims[1] = d->delims[2] = 0;
    hl_push(lx, S_bol);
}

static const hl_state states[] = {
    {"root", r_root},
    {"bol", r_bol},
    {"attribute", r_attribute},
    {"whitespace", r_whitespace},
    {"comments", r_comments},
    {"nested_plain_block", r_nested_plain_block},
    {"nested_doc_block", r_nested_doc_block},
    {"macro", r_macro},
    {"macro_rules", r_macro_rules},
    {"has_literals", r_has_literals},
    {"string", r_string},
};

static const char *const aliases[] = {"rs", "rust,no_run", "rs,no_run", "rust,ignore", "rs,ignore", "rust,should_panic", "rs,should_panic", NULL};

const hl_lang hl_lang_rust = {
    .tag = "rust",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(rust_data),
    .start = start,
};
