/* lang_fsharp.c: FSharp, ported from Rouge 3.30 lexers (Rouge::Lexers::FSharp). */
#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_string,
    S_escape_sequence,
    S_dotted,
};

static const char kw_keyopts[][3] = {
    "!=", "#", "&", "&&", "(", ")",
    "*", ",", "-", "-.", "->", ".",
    "..", ":", "::", ":=", ":>", ";",
    ";;", "<", "<-", "<>", "<|", "=",
    ">", ">]", ">}", "?", "?\?", "[",
    "[<", "[>", "[|", "\\+", "]", "_",
    "`", "{", "{<", "|", "|>", "|]",
    "}", "~",
};

static const char kw_keywords[][12] = {
    "abstract", "and", "as", "assert", "atomic", "base",
    "begin", "break", "checked", "class", "component", "const",
    "constraint", "constructor", "continue", "default", "delegate", "do",
    "done", "downcast", "downto", "eager", "elif", "else",
    "end", "event", "exception", "extern", "external", "false",
    "finally", "fixed", "for", "fun", "function", "functor",
    "global", "if", "in", "include", "inherit", "inline",
    "interface", "internal", "lazy", "let", "let!", "match",
    "member", "method", "mixin", "module", "mutable", "namespace",
    "new", "not", "null", "object", "of", "open",
    "or", "override", "parallel", "private", "process", "protected",
    "public", "pure", "rec", "return", "return!", "sealed",
    "select", "sig", "static", "struct", "tailcall", "then",
    "to", "trait", "true", "try", "type", "upcast",
    "use", "use!", "val", "virtual", "void", "volatile",
    "when", "while", "with", "yield", "yield!",
};

static const char kw_primitives[][7] = {
    "array", "bool", "char", "float", "int", "list",
    "string", "unit",
};

static const char kw_word_operators[][5] = {
    "and", "asr", "land", "lor", "lsl", "lxor",
    "mod", "or",
};

/* fsharp.rb:55
 *         rule id do |m|
 *           match = m[0]
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.word_operators.include? match
 *             token Operator::Word
 *           elsif self.class.primitives.include? match
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(kw_keywords, p, n))
        tok = T_Keyword;
    else if (HL_IN(kw_word_operators, p, n))
        tok = T_Operator_Word;
    else if (HL_IN(kw_primitives, p, n))
        tok = T_Keyword_Type;
    hl_token(lx, tok, p, n);
}

/* fsharp.rb:68
 *         rule operator do |m|
 *           match = m[0]
 *           if self.class.keyopts.include? match
 *             token Punctuation
 *           else
 *             token Operator
 *           end
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, HL_IN(kw_keyopts, m->s, m->ov[1]) ? T_Punctuation : T_Operator, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "false|true|[(][)]|\\[\\]", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "(?-six:[A-Z][A-Za-z0-9_']*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[.])", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_PUSH, .arg = S_dotted},
    {.re = "[A-Z][A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[(][*](?![)])", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "([a-z][A-Za-z0-9_']*)|(``[^`\\n\\r\\t]+``)", .opts = HL_I, .cb = cb_root_6},
    {.re = "[\\[\\];,{}_()!$%&*+./:<=>?@^|~#-]+", .opts = 0, .cb = cb_root_7},
    {.re = "-?[0-9][0-9_]*(.[0-9_]*)?(e[+-]?[0-9][0-9_]*)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F][0-9a-fA-F_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0o[0-7][0-7_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0b[01][01_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9][0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'(?:(\\\\[\\\\\"'ntbr ])|(\\\\[0-9]{3})|(\\\\x[0-9a-fA-F]{2}))'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'[.]'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "[~?](?i-sx:([a-z][A-Za-z0-9_']*)|(``[^`\\n\\r\\t]+``))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^(*)]+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "[(][*]", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH_SELF},
    {.re = "[*][)]", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[(*)]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_escape_sequence),
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_escape_sequence[] = {
    {.re = "\\\\[\\\\\"'ntbr]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-9]{3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\x[0-9a-fA-F]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_dotted[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?-six:[A-Z][A-Za-z0-9_']*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[.])", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[A-Z][A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    {.re = "([a-z][A-Za-z0-9_']*)|(``[^`\\n\\r\\t]+``)", .opts = HL_I, .ntok = 1, .tok = {T_Name}, .act = HL_POP, .arg = 1},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"string", r_string},
    {"escape_sequence", r_escape_sequence},
    {"dotted", r_dotted},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_fsharp = {
    .tag = "fsharp",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
