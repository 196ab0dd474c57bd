/* lang_haskell.c: Haskell, ported from Rouge 3.30 lexers (Rouge::Lexers::Haskell). */
#include "highlight/engine.h"

#include <string.h>

/* the reserved words Rouge's Haskell lexer closes over */
static const char hs_reserved[][9] = {
    "_", "case", "class", "data", "default", "deriving", "do", "else", "if", "in", "infix", "infixl", "infixr",
    "instance", "let", "newtype", "of", "then", "type", "where",
};

enum {
    S_root,
    S_basic,
    S_comment,
    S_comment_preproc,
    S_import,
    S_module,
    S_funclist,
    S_character,
    S_character_end,
    S_quasiquotation,
    S_string,
    S_escape,
};

/* haskell.rb:66
 *         rule %r/[\w']+/ do |m|
 *           match = m[0]
 *           if match == "import"
 *             token Keyword::Reserved
 *             push :import
 *           elsif match == "module"
 *             token Keyword::Reserved
 *             push :module
 *           elsif reserved.include?(match)
 *             token Keyword::Reserved
 *           elsif match =~ /\A'?[A-Z]/
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_8(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    if (n == 6 && memcmp(p, "import", 6) == 0) {
        hl_token(lx, T_Keyword_Reserved, p, n);
        hl_push(lx, S_import);
    } else if (n == 6 && memcmp(p, "module", 6) == 0) {
        hl_token(lx, T_Keyword_Reserved, p, n);
        hl_push(lx, S_module);
    } else if (HL_IN(hs_reserved, p, n)) {
        hl_token(lx, T_Keyword_Reserved, p, n);
    } else if ((p[0] >= 'A' && p[0] <= 'Z') || (n > 1 && p[0] == '\'' && p[1] >= 'A' && p[1] <= 'Z')) {
        hl_token(lx, T_Keyword_Type, p, n);
    } else {
        hl_token(lx, T_Name, p, n);
    }
}

/* haskell.rb:96
 *         rule %r/(\[)([_a-z][\w']*)(\|)/ do |m|
 *           token Operator, m[1]
 *           token Name, m[2]
 *           token Operator, m[3]
 *           push :quasiquotation
 *         end
 */
static void cb_root_15(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Operator, m, 1);
    hl_token_m(lx, T_Name, m, 2);
    hl_token_m(lx, T_Operator, m, 3);
    hl_push(lx, S_quasiquotation);
}

/* haskell.rb:111
 *         rule %r/([A-Z][\w.]*)(\s+)(as)(\s+)([A-Z][a-zA-Z0-9_.]*)/ do
 *           groups(
 *             Name::Namespace, # X
 *             Text, Keyword, # as
 *             Text, Name # Y
 *           )
 *           pop!
 *         end
 */
static void cb_import_3(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Name_Namespace, T_Text, T_Keyword, T_Text, T_Name};
    for (int i = 0; i < 5; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_pop(lx, 1);
}

/* haskell.rb:121
 *         rule %r/([A-Z][\w.]*)(\s+)(hiding)(\s+)(\()/ do
 *           groups(
 *             Name::Namespace, # X
 *             Text, Keyword, # hiding
 *             Text, Punctuation # (
 *           )
 *           goto :funclist
 *         end
 */
static void cb_import_4(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Name_Namespace, T_Text, T_Keyword, T_Text, T_Punctuation};
    for (int i = 0; i < 5; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_goto(lx, S_funclist);
}

/* haskell.rb:131
 *         rule %r/([A-Z][\w.]*)(\s+)(\()/ do
 *           groups(
 *             Name::Namespace, # X
 *             Text,
 *             Punctuation # (
 *           )
 *           goto :funclist
 *         end
 */
static void cb_import_5(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Name_Namespace, T_Text, T_Punctuation};
    for (int i = 0; i < 3; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    hl_goto(lx, S_funclist);
}

/* haskell.rb:167
 *         rule %r/\\/ do
 *           token Str::Escape
 *           goto :character_end
 *           push :escape
 *         end
 */
static void cb_character_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Escape, m->s, m->ov[1]);
    hl_goto(lx, S_character_end);
    hl_push(lx, S_escape);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "'(?=(?:.|\\\\[^\\t\\n\\x0b\\f\\r\\x20]+)')", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_PUSH, .arg = S_character},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "[0-9]+e[+-]?[0-9]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+\\.[0-9]+(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0o[0-7]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[A-Za-z0-9_']+", .opts = 0, .cb = cb_root_8},
    {.re = "\\\\(?![:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(<-|::|->|=>|=)(?![:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ":[:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]*", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\[[\\t\\n\\x0b\\f\\r\\x20]*\\]", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\([\\t\\n\\x0b\\f\\r\\x20]*\\)", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(\\[)([_a-z][A-Za-z0-9_']*)(\\|)", .opts = 0, .cb = cb_root_15},
    {.re = "[\\[\\](),;`{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "{-#", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_comment_preproc},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "^--[\\t\\n\\x0b\\f\\r\\x20]+\\|.*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "--(?![!#\\$\\%&*+./<=>?@\\^\\|_~]).*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "-}", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^-{}]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[-{}]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_comment_preproc[] = {
    {.re = "-}", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^-{}]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[-{}]", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "\\bqualified\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "([A-Z][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]+)(as)([\\t\\n\\x0b\\f\\r\\x20]+)([A-Z][a-zA-Z0-9_.]*)", .opts = 0, .cb = cb_import_3},
    {.re = "([A-Z][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]+)(hiding)([\\t\\n\\x0b\\f\\r\\x20]+)(\\()", .opts = 0, .cb = cb_import_4},
    {.re = "([A-Z][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]+)(\\()", .opts = 0, .cb = cb_import_5},
    {.re = "[A-Za-z0-9_.]+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_module[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "([A-Z][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]+)(\\()", .opts = 0, .ntok = 3, .tok = {T_Name_Namespace, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_funclist},
    {.re = "\\bwhere\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_POP, .arg = 1},
    {.re = "[A-Z][a-zA-Z0-9_.]*", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_funclist[] = {
    HL_MIXIN(S_basic),
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(_[A-Za-z0-9_\\']+|[a-z][A-Za-z0-9_\\']*)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_funclist},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_character[] = {
    {.re = "\\\\", .opts = 0, .cb = cb_character_0},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_GOTO, .arg = S_character_end},
    HL_END,
};

static const hl_rule r_character_end[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_quasiquotation[] = {
    {.re = "\\|\\]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "[^\\|]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "\\|", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_escape},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "[abfnrtv\"'&\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "\\^[\\]\\[A-Z@\\^_]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "NUL|SOH|[SE]TX|EOT|ENQ|ACK|BEL|BS|HT|LF|VT|FF|CR|S[OI]|DLE|DC[1-4]|NAK|SYN|ETB|CAN|EM|SUB|ESC|[FGRU]S|SP|DEL", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "o[0-7]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"comment", r_comment},
    {"comment_preproc", r_comment_preproc},
    {"import", r_import},
    {"module", r_module},
    {"funclist", r_funclist},
    {"character", r_character},
    {"character_end", r_character_end},
    {"quasiquotation", r_quasiquotation},
    {"string", r_string},
    {"escape", r_escape},
};

static const char *const aliases[] = {"hs", NULL};

const hl_lang hl_lang_haskell = {
    .tag = "haskell",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
