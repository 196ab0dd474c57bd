/* lang_swift.c: Swift, ported from Rouge 3.30 lexers (Rouge::Lexers::Swift). */
#include "highlight/engine.h"

/* m[0] =~ /^[[:upper:]]/, for ASCII and Latin-1 capitals (other scripts' capitals count as not upper here). */
static int starts_upper(const char *p, size_t n)
{
    unsigned char c = n ? (unsigned char)p[0] : 0;
    if (c >= 'A' && c <= 'Z')
        return 1;
    if (c == 0xC3 && n > 1) {
        unsigned char d = (unsigned char)p[1];
        return d >= 0x80 && d <= 0x9E && d != 0x97;
    }
    return 0;
}

static void start(hl_lx *lx);

/* The keyword sets Rouge's Swift lexer closes over */
static const char swift_keywords[][16] = {
    "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif",
    "#error", "#file", "#fileLiteral", "#function", "#if", "#imageLiteral",
    "#line", "#selector", "#sourceLocation", "#warning", "Self", "Type",
    "__COLUMN__", "__FILE__", "__FUNCTION__", "__LINE__", "as", "associativity",
    "async", "await", "break", "case", "catch", "continue",
    "default", "defer", "didSet", "do", "dynamicType", "else",
    "fallthrough", "for", "get", "guard", "if", "in",
    "infix", "inout", "is", "isolated", "mutating", "new",
    "none", "nonmutating", "operator", "override", "postfix", "precedence",
    "precedencegroup", "prefix", "repeat", "rethrows", "return", "self",
    "set", "super", "switch", "throw", "throws", "try",
    "unowned", "weak", "where", "while", "willSet",
};

static const char swift_declarations[][15] = {
    "actor", "associatedtype", "class", "convenience", "deinit", "dynamic",
    "enum", "extension", "fileprivate", "final", "func", "import",
    "indirect", "init", "internal", "lazy", "let", "nonisolated",
    "open", "optional", "private", "protocol", "public", "required",
    "some", "static", "struct", "subscript", "typealias", "var",
};

static const char swift_constants[][6] = {
    "false", "nil", "true",
};


enum {
    S_root,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_has_comments,
    S_nested_comment,
    S_tuple,
    S_dq,
    S_interp,
    S_interp_inner,
};

/* swift.rb:86
 *         rule %r/(private|internal)(\([ ]*)(\w+)([ ]*\))/ do |m|
 *           if m[3] == 'set'
 *             token Keyword::Declaration
 *           else
 *             groups Keyword::Declaration, Keyword::Declaration, Error, Keyword::Declaration
 *           end
 *         end
 */
static void cb_root_13(hl_lx *lx, const hl_match *m)
{
    if (hl_group_eq(m, 3, "set")) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else {
        static const short toks[] = {T_Keyword_Declaration, T_Keyword_Declaration, T_Error, T_Keyword_Declaration};
        for (int i = 0; i < 4; i++)
            hl_token_m(lx, toks[i], m, i + 1);
    }
}

/* swift.rb:94
 *         rule %r/(unowned\([ ]*)(\w+)([ ]*\))/ do |m|
 *           if m[2] == 'safe' || m[2] == 'unsafe'
 *             token Keyword::Declaration
 *           else
 *             groups Keyword::Declaration, Error, Keyword::Declaration
 *           end
 *         end
 */
static void cb_root_14(hl_lx *lx, const hl_match *m)
{
    if (hl_group_eq(m, 2, "safe") || hl_group_eq(m, 2, "unsafe")) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else {
        static const short toks[] = {T_Keyword_Declaration, T_Error, T_Keyword_Declaration};
        for (int i = 0; i < 3; i++)
            hl_token_m(lx, toks[i], m, i + 1);
    }
}

/* swift.rb:119
 *         rule %r/(?!\b(if|while|for|private|internal|unowned|switch|case)\b)\b#{id}(?=(\?|!)?\s*[(])/ do |m|
 *           if m[0] =~ /^[[:upper:]]/
 *             token Keyword::Type
 *           else
 *             token Name::Function
 *           end
 *         end
 */
static void cb_root_20(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, starts_upper(m->s, m->ov[1]) ? T_Keyword_Type : T_Name_Function, m->s, m->ov[1]);
}

/* swift.rb:134
 *         rule id do |m|
 *           if keywords.include? m[0]
 *             token Keyword
 *           elsif declarations.include? m[0]
 *             token Keyword::Declaration
 *           elsif constants.include? m[0]
 *             token Keyword::Constant
 *           elsif m[0] =~ /^[[:upper:]]/
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_24(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(swift_keywords, p, n))
        tok = T_Keyword;
    else if (HL_IN(swift_declarations, p, n))
        tok = T_Keyword_Declaration;
    else if (HL_IN(swift_constants, p, n))
        tok = T_Keyword_Constant;
    else if (starts_upper(p, n))
        tok = T_Keyword_Type;
    hl_token(lx, tok, p, n);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\$(([1-9][0-9]*)?[0-9])", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[()\\[\\]{}:;,?\\\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[-/=+*%<>!&|^.~]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "@?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'(\\\\.|.)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "([0-9]+(?:_[0-9]+)*\\*|(?:[0-9]+(?:_[0-9]+)*)*\\.[0-9]+(?:_[0-9])*)(e[+-]?[0-9]+(?:_[0-9])*)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+e[+-]?[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0o?[0-7]+(?:_[0-7]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[0-9A-Fa-f]+(?:_[0-9A-Fa-f]+)*((\\.[0-9A-F]+(?:_[0-9A-F]+)*)?p[+-]?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0b[01]+(?:_[01]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]+(?:_[0-9]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "@(?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(private|internal)(\\([ ]*)([A-Za-z0-9_]+)([ ]*\\))", .opts = 0, .cb = cb_root_13},
    {.re = "(unowned\\([ ]*)([A-Za-z0-9_]+)([ ]*\\))", .opts = 0, .cb = cb_root_14},
    {.re = "#available\\([^)]+\\)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(#(?:selector|keyPath)\\()([^)]+?(?:[(].*?[)])?)(\\))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Declaration, T_Name_Function, T_Keyword_Declaration}, .groups = 1},
    {.re = "#(line|file|column|function|dsohandle)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(let|var)\\b([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Variable}, .groups = 1},
    {.re = "(let|var)\\b([\\t\\n\\x0b\\f\\r\\x20]*)([(])", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_tuple},
    {.re = "(?!\\b(if|while|for|private|internal|unowned|switch|case)\\b)\\b(?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*)(?=(\\?|!)?[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = 0, .cb = cb_root_20},
    {.re = "as[?!]?(?=[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "try[!]?(?=[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(#?(?!default)(?![A-Z\\p{Uppercase}])(?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Variable, T_Text, T_Punctuation}, .groups = 1},
    {.re = "(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*", .opts = 0, .cb = cb_root_24},
    {.re = "(`)((?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*))(`)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Name_Variable, T_Punctuation}, .groups = 1},
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_MIXIN(S_inline_whitespace),
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_has_comments),
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    {.re = "\\/\\/.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_has_comments[] = {
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_nested_comment},
    HL_END,
};

static const hl_rule r_nested_comment[] = {
    HL_MIXIN(S_has_comments),
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^*/]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_tuple[] = {
    {.re = "((?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(`)((?-six:(?-six:_|(?!\\p{Mc})[A-Za-z\\p{Alphabetic}]|[^\\x{0000}-\\x{FFFF}])(?-six:[A-Za-z0-9\\p{Alphabetic}\\p{Nd}_]|[^\\x{0000}-\\x{FFFF}])*))(`)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Name_Variable, T_Punctuation}, .groups = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\\\\[\\\\0tnr'\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[(]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_interp},
    {.re = "\\\\u\\{[0-9a-fA-F]{1,8}\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_interp[] = {
    {.re = "[(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_interp_inner},
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_interp_inner[] = {
    {.re = "[(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH_SELF},
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};
static void start(hl_lx *lx) { hl_push(lx, S_bol); }

static const hl_state states[] = {
    {"root", r_root},
    {"bol", r_bol},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
    {"has_comments", r_has_comments},
    {"nested_comment", r_nested_comment},
    {"tuple", r_tuple},
    {"dq", r_dq},
    {"interp", r_interp},
    {"interp_inner", r_interp_inner},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_swift = {
    .tag = "swift",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
