/* lang_actionscript.c: ActionScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Actionscript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_expr_start,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_bad_regex,
    S_statement,
    S_object,
    S_ternary,
};

static const char kw_builtins[][19] = {
    "Class", "Function", "Math", "Object", "RegExp", "decodeURI",
    "decodeURIComponent", "encodeURI", "encodeURIComponent", "eval", "isFinite", "isNaN",
    "parseFloat", "parseInt", "this", "void",
};

static const char kw_constants[][10] = {
    "Infinity", "NaN", "false", "null", "true", "undefined",
};

static const char kw_declarations[][9] = {
    "function", "var", "with",
};

static const char kw_keywords[][9] = {
    "break", "case", "catch", "continue", "default", "delete",
    "do", "else", "finally", "for", "if", "in",
    "is", "new", "return", "switch", "this", "throw",
    "try", "typeof", "while", "with",
};

static const char kw_reserved[][13] = {
    "class", "const", "dynamic", "extends", "final", "flash_proxy",
    "get", "implements", "import", "include", "interface", "internal",
    "namespace", "native", "object_proxy", "override", "package", "private",
    "protected", "public", "set", "static", "super", "trace",
};

/* actionscript.rb:124
 *         rule %r/[?]/ do
 *           token Punctuation
 *           push :ternary
 *           push :expr_start
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_ternary);
    hl_push(lx, S_expr_start);
}

/* actionscript.rb:132
 *         rule id do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *             push :expr_start
 *           elsif self.class.declarations.include? m[0]
 *             token Keyword::Declaration
 *             push :expr_start
 *           elsif self.class.reserved.include? m[0]
 *             token Keyword::Reserved
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_declarations, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
        hl_push(lx, S_expr_start);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "\\A[\\t\\n\\x0b\\f\\r\\x20]*#!.*?\\n", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_statement},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_statement},
    {.re = "(?<=\\n)(?=[\\t\\n\\x0b\\f\\r\\x20]|/|<!--)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_start},
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "\\+\\+ | -- | ~ | && | \\|\\| | \\\\(?=\\n) | << | >>>? | ===\n               | !== ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[:-<>+*%&|\\^/!=]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[(\\[,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[)\\].]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[?]", .opts = 0, .cb = cb_root_9},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_statement},
    {.re = "[$a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_root_11},
    {.re = "\\-?[0-9][0-9]*\\.[0-9]+([eE][0-9]+)?[fd]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_expr_start[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex},
    {.re = "[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_object},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex_end},
    {.re = "[^/]\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    {.re = "\\[\\^", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[(][?][:=<!]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[{][0-9,]+[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[()?]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_regex_end[] = {
    {.re = "[gim]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex_group[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^/]\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 2},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_bad_regex[] = {
    {.re = "[^\\n]+", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Text, T_Punctuation}, .groups = 1},
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_expr_start),
    HL_END,
};

static const hl_rule r_object[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_statement},
    {.re = "((?-six:[$a-zA-Z_][a-zA-Z0-9_]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Attribute, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_expr_start},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_expr_start},
    HL_MIXIN(S_root),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"expr_start", r_expr_start},
    {"regex", r_regex},
    {"regex_end", r_regex_end},
    {"regex_group", r_regex_group},
    {"bad_regex", r_bad_regex},
    {"statement", r_statement},
    {"object", r_object},
    {"ternary", r_ternary},
};

static const char *const aliases[] = {"as", "as3", NULL};

const hl_lang hl_lang_actionscript = {
    .tag = "actionscript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
