/* lang_sml.c: SML, ported from Rouge 3.30 lexers (Rouge::Lexers::SML). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_delimiters,
    S_core,
    S_dotted,
    S_main,
    S_main_fun,
    S_has_escapes,
    S_string,
    S_char,
    S_breakout,
    S_sname,
    S_has_annotations,
    S_fname,
    S_vname,
    S_tname,
    S_typbind,
    S_dname,
    S_datbind,
    S_ename,
    S_datcon,
    S_tyvarseq,
    S_comment,
};

static const char kw_keywords[][10] = {
    "abstype", "and", "andalso", "as", "case", "datatype",
    "do", "else", "end", "eqtype", "exception", "fn",
    "fun", "functor", "handle", "if", "in", "include",
    "infix", "infixr", "let", "local", "nonfix", "of",
    "op", "open", "orelse", "raise", "rec", "sharing",
    "sig", "signature", "struct", "structure", "then", "type",
    "val", "where", "while", "with", "withtype",
};

static const char kw_symbolic_reserved[][3] = {
    "#", "->", ":", ":>", "=", "=>",
    "|",
};

static int tf_token_for_id_with_dot(const char *p, size_t n)
{
    if (HL_IN(kw_keywords, p, n)) {
        return T_Error;
    } else {
        return T_Name_Namespace;
    }
    return -1;
}

static int tf_token_for_id(const char *p, size_t n)
{
    if (HL_IN(kw_keywords, p, n)) {
        return T_Keyword_Reserved;
    } else if (HL_IN(kw_symbolic_reserved, p, n)) {
        return T_Punctuation;
    } else {
        return T_Name;
    }
    return -1;
}

/* sml.rb:41
 *         rule %r/\b(let|if|local)\b(?!')/ do
 *           token Keyword::Reserved
 *           push; push
 *         end
 */
static void cb_delimiters_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    hl_push_self(lx);
    hl_push_self(lx);
}

/* sml.rb:102
 *         rule %r/(#{id})([.])/ do |m|
 *           groups(token_for_id_with_dot(m[1]), Punctuation)
 *           push :dotted
 *         end
 */
static void cb_core_17(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_token_m(lx, tf_token_for_id_with_dot(g0p, g0n), m, 1); hl_token_m(lx, T_Punctuation, m, 2);
    hl_push(lx, S_dotted);
}

/* sml.rb:107
 *         rule id do |m|
 *           token token_for_id(m[0])
 *         end
 */
static void cb_core_18(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, tf_token_for_id(m->s, m->ov[1]), m->s, m->ov[1]);
}

/* sml.rb:111
 *         rule symbol do |m|
 *           token token_for_id(m[0])
 *         end
 */
static void cb_core_19(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, tf_token_for_id(m->s, m->ov[1]), m->s, m->ov[1]);
}

/* sml.rb:117
 *         rule %r/(#{id})([.])/ do |m|
 *           groups(token_for_id_with_dot(m[1]), Punctuation)
 *         end
 */
static void cb_dotted_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_token_m(lx, tf_token_for_id_with_dot(g0p, g0n), m, 1); hl_token_m(lx, T_Punctuation, m, 2);
}

/* sml.rb:121
 *         rule id do |m|
 *           token token_for_id(m[0])
 *           pop!
 *         end
 */
static void cb_dotted_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, tf_token_for_id(m->s, m->ov[1]), m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* sml.rb:126
 *         rule symbol do |m|
 *           token token_for_id(m[0])
 *           pop!
 *         end
 */
static void cb_dotted_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, tf_token_for_id(m->s, m->ov[1]), m->s, m->ov[1]);
    hl_pop(lx, 1);
}

/* sml.rb:141
 *         rule %r/\b(fun)\b(?!')/ do
 *           token Keyword::Reserved
 *           goto :main_fun
 *           push :fname
 *         end
 */
static void cb_main_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    hl_goto(lx, S_main_fun);
    hl_push(lx, S_fname);
}

/* sml.rb:154
 *         rule %r/\bval\b(?!')/ do
 *           token Keyword::Reserved
 *           goto :main
 *           push :vname
 *         end
 */
static void cb_main_fun_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    hl_goto(lx, S_main);
    hl_push(lx, S_vname);
}

/* sml.rb:274
 *         rule %r(=(?!#{symbol})) do
 *           token Punctuation
 *           goto :datbind
 *           push :datcon
 *         end
 */
static void cb_dname_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_goto(lx, S_datbind);
    hl_push(lx, S_datcon);
}

/* sml.rb:293
 *         rule %r/([|])(\s*)(#{id})/ do
 *           groups(Punctuation, Text, Name::Class)
 *         end
 */
static void cb_datbind_4(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Punctuation, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Name_Class, m, 3);
}

/* sml.rb:297
 *         rule %r/([|])(\s+)(#{symbol})/ do
 *           groups(Punctuation, Text, Name::Class)
 *         end
 */
static void cb_datbind_5(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Punctuation, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Name_Class, m, 3);
}

static const hl_rule r_root[] = {
    {.re = "#!.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_main},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[(][*]", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    HL_END,
};

static const hl_rule r_delimiters[] = {
    {.re = "[(\\[{]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_main},
    {.re = "[)\\]}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\b(let|if|local)\\b(?!')", .opts = 0, .cb = cb_delimiters_2},
    {.re = "\\b(struct|sig|while)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH_SELF},
    {.re = "\\b(do|else|end|in|then)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_core[] = {
    {.re = "[()\\[\\]{},;_]|[.][.][.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "#\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_PUSH, .arg = S_char},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "~?0x[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0wx[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0w[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "~?[0-9]+([.][0-9]+)?[eE]~?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "~?[0-9]+[.][0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "~?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "#[\\t\\n\\x0b\\f\\r\\x20]*[1-9][0-9]*", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "#[\\t\\n\\x0b\\f\\r\\x20]*(?i-sx:[A-Za-z0-9_']+)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "#[\\t\\n\\x0b\\f\\r\\x20]+(?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "\\b(datatype|abstype)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_dname},
    {.re = "(?=\\bexception\\b(?!'))", .opts = 0, .act = HL_PUSH, .arg = S_ename},
    {.re = "\\b(functor|include|open|signature|structure)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_sname},
    {.re = "\\b(type|eqtype)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_tname},
    {.re = "'(?i-sx:[A-Za-z0-9_']+)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "((?i-sx:[A-Za-z0-9_']+))([.])", .opts = 0, .cb = cb_core_17},
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .cb = cb_core_18},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .cb = cb_core_19},
    HL_END,
};

static const hl_rule r_dotted[] = {
    {.re = "((?i-sx:[A-Za-z0-9_']+))([.])", .opts = 0, .cb = cb_dotted_0},
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .cb = cb_dotted_1},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .cb = cb_dotted_2},
    HL_END,
};

static const hl_rule r_main[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\b(val|and)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_vname},
    {.re = "\\b(fun)\\b(?!')", .opts = 0, .cb = cb_main_2},
    HL_MIXIN(S_delimiters),
    HL_MIXIN(S_core),
    HL_END,
};

static const hl_rule r_main_fun[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\b(fun|and)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_fname},
    {.re = "\\bval\\b(?!')", .opts = 0, .cb = cb_main_fun_2},
    {.re = "[|]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_fname},
    {.re = "\\b(case|handle)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_GOTO, .arg = S_main},
    HL_MIXIN(S_delimiters),
    HL_MIXIN(S_core),
    HL_END,
};

static const hl_rule r_has_escapes[] = {
    {.re = "\\\\[\\\\\"abtnvfr]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\\\^[\\x40-\\x5e]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[0-9]{3}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\u[0-9a-fA-F]{4}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[\\t\\n\\x0b\\f\\r\\x20]+\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "[^\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_has_escapes),
    HL_END,
};

static const hl_rule r_char[] = {
    {.re = "[^\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_has_escapes),
    HL_END,
};

static const hl_rule r_breakout[] = {
    {.re = "(?=\\b(abstype|and|andalso|as|case|datatype|do|else|end|exception|fn|fun|handle|if|in|infix|infixr|let|local|nonfix|of|op|open|orelse|raise|rec|then|type|val|with|withtype|while|eqtype|functor|include|sharing|sig|signature|struct|structure|where)\\b(?!'))", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sname[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_breakout),
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_has_annotations[] = {
    {.re = "'[A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "[(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_tyvarseq},
    HL_END,
};

static const hl_rule r_fname[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_has_annotations),
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_vname[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_has_annotations),
    {.re = "((?i-sx:[A-Za-z0-9_']+))([\\t\\n\\x0b\\f\\r\\x20]*)(=(?!(?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+)))", .opts = HL_M, .ntok = 3, .tok = {T_Name_Variable, T_Text, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "((?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+))([\\t\\n\\x0b\\f\\r\\x20]*)(=(?!(?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+)))", .opts = HL_M, .ntok = 3, .tok = {T_Name_Variable, T_Text, T_Punctuation}, .groups = 1},
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_tname[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_breakout),
    HL_MIXIN(S_has_annotations),
    {.re = "'[A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "[(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_tyvarseq},
    {.re = "=(?!(?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+))", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_typbind},
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_END,
};

static const hl_rule r_typbind[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\b(and)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_GOTO, .arg = S_tname},
    HL_MIXIN(S_breakout),
    HL_MIXIN(S_core),
    HL_END,
};

static const hl_rule r_dname[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_breakout),
    HL_MIXIN(S_has_annotations),
    {.re = "(=)([\\t\\n\\x0b\\f\\r\\x20]*)(datatype)\\b", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text, T_Keyword_Reserved}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "=(?!(?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+))", .opts = 0, .cb = cb_dname_4},
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_END,
};

static const hl_rule r_datbind[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\b(and)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_GOTO, .arg = S_dname},
    {.re = "\\b(withtype)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_GOTO, .arg = S_tname},
    {.re = "\\bof\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "([|])([\\t\\n\\x0b\\f\\r\\x20]*)((?i-sx:[A-Za-z0-9_']+))", .opts = 0, .cb = cb_datbind_4},
    {.re = "([|])([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+))", .opts = 0, .cb = cb_datbind_5},
    HL_MIXIN(S_breakout),
    HL_MIXIN(S_core),
    HL_END,
};

static const hl_rule r_ename[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(exception|and)([\\t\\n\\x0b\\f\\r\\x20]+)((?i-sx:[A-Za-z0-9_']+))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text, T_Name_Class}, .groups = 1},
    {.re = "(exception|and)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:[!%&$#\\/:<=>?@\\\\~`^|*+-]+))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text, T_Name_Class}, .groups = 1},
    {.re = "\\b(of)\\b(?!')", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    HL_MIXIN(S_breakout),
    HL_MIXIN(S_core),
    HL_END,
};

static const hl_rule r_datcon[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_tyvarseq[] = {
    HL_MIXIN(S_whitespace),
    {.re = "'[A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "[A-Za-z0-9_']+", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[!%&$#/:<=>?@\\\\~`^|*+-]+", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^(*)]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[(][*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH_SELF},
    {.re = "[*][)]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[(*)]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"delimiters", r_delimiters},
    {"core", r_core},
    {"dotted", r_dotted},
    {"main", r_main},
    {"main_fun", r_main_fun},
    {"has_escapes", r_has_escapes},
    {"string", r_string},
    {"char", r_char},
    {"breakout", r_breakout},
    {"sname", r_sname},
    {"has_annotations", r_has_annotations},
    {"fname", r_fname},
    {"vname", r_vname},
    {"tname", r_tname},
    {"typbind", r_typbind},
    {"dname", r_dname},
    {"datbind", r_datbind},
    {"ename", r_ename},
    {"datcon", r_datcon},
    {"tyvarseq", r_tyvarseq},
    {"comment", r_comment},
};

static const char *const aliases[] = {"ml", NULL};

const hl_lang hl_lang_sml = {
    .tag = "sml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
