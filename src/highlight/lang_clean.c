/* lang_clean.c: Clean, ported from Rouge 3.30 lexers (Rouge::Lexers::Clean). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_common_literals,
    S_basic,
    S_comment_doc,
    S_comment,
    S_escapes,
    S_string,
    S_charlist,
    S_abc_basic,
    S_abc,
    S_abc_rest_of_line,
};

static const char kw_keywords[][15] = {
    "as", "case", "ccall", "class", "code", "definition",
    "derive", "dynamic", "export", "foreign", "from", "generic",
    "if", "implementation", "import", "in", "infix", "infixl",
    "infixr", "inline", "instance", "let", "module", "of",
    "otherwise", "qualified", "special", "stdcall", "system", "where",
    "with",
};

/* clean.rb:82
 *         rule %r/_*[a-z][\w_`]* / do |m|
 *           if self.class.keywords.include?(m[0])
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* clean.rb:90
 *         rule %r/_*[A-Z][\w_`]* / do |m|
 *           if m[0]=='True' || m[0]=='False'
 *             token Keyword::Constant
 *           else
 *             token Keyword::Type
 *           end
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    if (((m->ov[1] == 4 && memcmp(m->s, "True", 4) == 0)) || ((m->ov[1] == 5 && memcmp(m->s, "False", 5) == 0))) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    }
}

/* clean.rb:144
 *         rule %r/}/ do
 *           token Comment::Preproc
 *           pop!
 *           pop!
 *         end
 */
static void cb_abc_rest_of_line_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment_Preproc, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_pop(lx, 1);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "code([\\t\\n\\x0b\\f\\r\\x20]+inline)?[\\t\\n\\x0b\\f\\r\\x20]*{", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_abc},
    {.re = "_*[a-z][A-Za-z0-9__`]*", .opts = 0, .cb = cb_root_2},
    {.re = "_*[A-Z][A-Za-z0-9__`]*", .opts = 0, .cb = cb_root_3},
    {.re = "[^A-Za-z0-9__\\t\\n\\x0b\\f\\r\\x20`]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "_\\b", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_common_literals[] = {
    {.re = "'(?:[^'\\\\]|\\\\(?:x[0-9a-fA-F]+|[0-9]+|.))'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "[+~-]?[0-9]+\\.[0-9]+(?:E[+-]?[0-9]+)?\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+~-]?[0-9]+E[+-]?[0-9]+\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[+~-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "//\\*.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}, .act = HL_PUSH, .arg = S_comment_doc},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[+~-]?0[0-7]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "[+~-]?0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    HL_MIXIN(S_common_literals),
    {.re = "(\\[)([\\t\\n\\x0b\\f\\r\\x20]*)(')(?=.*?'\\])", .opts = 0, .ntok = 4, .tok = {T_Punctuation, T_Text_Whitespace, T_Literal_String_Single, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_charlist},
    HL_END,
};

static const hl_rule r_comment_doc[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}, .act = HL_POP, .arg = 1},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "//.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_escapes[] = {
    {.re = "\\\\x[0-9a-fA-F]{1,2}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\d[0-9]{0,3}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\0[0-7]{0,3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-7]{1,3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[nrfbtv\\\\\"']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_escapes),
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_charlist[] = {
    {.re = "(')(\\])", .opts = 0, .ntok = 2, .tok = {T_Literal_String_Single, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_escapes),
    {.re = "[^\\\\']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_abc_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\|.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_common_literals),
    HL_END,
};

static const hl_rule r_abc[] = {
    HL_MIXIN(S_abc_basic),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "\\.[A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_abc_rest_of_line},
    {.re = "[A-Za-z0-9__]+", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_PUSH, .arg = S_abc_rest_of_line},
    HL_END,
};

static const hl_rule r_abc_rest_of_line[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}, .act = HL_POP, .arg = 1},
    {.re = "}", .opts = 0, .cb = cb_abc_rest_of_line_1},
    HL_MIXIN(S_abc_basic),
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"common_literals", r_common_literals},
    {"basic", r_basic},
    {"comment_doc", r_comment_doc},
    {"comment", r_comment},
    {"escapes", r_escapes},
    {"string", r_string},
    {"charlist", r_charlist},
    {"abc_basic", r_abc_basic},
    {"abc", r_abc},
    {"abc_rest_of_line", r_abc_rest_of_line},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_clean = {
    .tag = "clean",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
