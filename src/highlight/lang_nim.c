/* lang_nim.c: Nim, ported from Rouge 3.30 lexers (Rouge::Lexers::Nim). */
#include "highlight/engine.h"

enum {
    S_root,
    S_chars,
    S_strings,
    S_dqs,
    S_rdqs,
    S_tdqs,
    S_funcname,
    S_nl,
    S_floatnumber,
    S_floatsuffix,
    S_intsuffix,
};

/* nim.rb:136
 *         rule(/[0-9][0-9_]*(?=([eE.]|'?[fF](32|64)))/) do
 *          push :floatsuffix
 *          push :floatnumber
 *          token Num::Float
 *         end
 */
static void cb_root_16(hl_lx *lx, const hl_match *m)
{
    hl_push(lx, S_floatsuffix);
    hl_push(lx, S_floatnumber);
    hl_token(lx, T_Literal_Number_Float, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "##.*$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\*|=|>|<|\\+|-|/|@|\\$|~|&|%|\\!|\\?|\\||\\\\|\\[|\\]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\.\\.|\\.|,|\\[\\.|\\.\\]|{\\.|\\.}|\\(\\.|\\.\\)|{|}|\\(|\\)|:|\\^|`|;", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?:[A-Za-z0-9_]+)\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_rdqs},
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_tdqs},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_dqs},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_PUSH, .arg = S_chars},
    {.re = "(a_?n_?d_?|o_?r_?|n_?o_?t_?|x_?o_?r_?|s_?h_?l_?|s_?h_?r_?|d_?i_?v_?|m_?o_?d_?|i_?n_?|n_?o_?t_?i_?n_?|i_?s_?|i_?s_?n_?o_?t_?)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "(p_?r_?o_?c_?[\\t\\n\\x0b\\f\\r\\x20])(?![\\(\\[\\]])", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_funcname},
    {.re = "(a_?d_?d_?r_?|a_?s_?|a_?s_?m_?|a_?t_?o_?m_?i_?c_?|b_?i_?n_?d_?|b_?l_?o_?c_?k_?|b_?r_?e_?a_?k_?|c_?a_?s_?e_?|c_?a_?s_?t_?|c_?o_?n_?s_?t_?|c_?o_?n_?t_?i_?n_?u_?e_?|c_?o_?n_?v_?e_?r_?t_?e_?r_?|d_?e_?f_?e_?r_?|d_?i_?s_?c_?a_?r_?d_?|d_?i_?s_?t_?i_?n_?c_?t_?|d_?o_?|e_?l_?i_?f_?|e_?l_?s_?e_?|e_?n_?d_?|e_?n_?u_?m_?|e_?x_?c_?e_?p_?t_?|e_?x_?p_?o_?r_?t_?|f_?u_?n_?c_?|f_?i_?n_?a_?l_?l_?y_?|f_?o_?r_?|f_?r_?o_?m_?|g_?e_?n_?e_?r_?i_?c_?|i_?f_?|i_?m_?p_?o_?r_?t_?|i_?n_?c_?l_?u_?d_?e_?|i_?n_?t_?e_?r_?f_?a_?c_?e_?|i_?t_?e_?r_?a_?t_?o_?r_?|l_?e_?t_?|m_?a_?c_?r_?o_?|m_?e_?t_?h_?o_?d_?|m_?i_?x_?i_?n_?|n_?i_?l_?|o_?b_?j_?e_?c_?t_?|o_?f_?|o_?u_?t_?|p_?r_?o_?c_?|p_?t_?r_?|r_?a_?i_?s_?e_?|r_?e_?f_?|r_?e_?t_?u_?r_?n_?|s_?t_?a_?t_?i_?c_?|t_?e_?m_?p_?l_?a_?t_?e_?|t_?r_?y_?|t_?u_?p_?l_?e_?|t_?y_?p_?e_?|u_?s_?i_?n_?g_?|v_?a_?r_?|w_?h_?e_?n_?|w_?h_?i_?l_?e_?|w_?i_?t_?h_?|w_?i_?t_?h_?o_?u_?t_?|y_?i_?e_?l_?d_?)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(f_?r_?o_?m_?|i_?m_?p_?o_?r_?t_?|i_?n_?c_?l_?u_?d_?e_?)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}},
    {.re = "(v_?a_?r)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(i_?n_?t_?|i_?n_?t_?8_?|i_?n_?t_?1_?6_?|i_?n_?t_?3_?2_?|i_?n_?t_?6_?4_?|f_?l_?o_?a_?t_?|f_?l_?o_?a_?t_?3_?2_?|f_?l_?o_?a_?t_?6_?4_?|b_?o_?o_?l_?|c_?h_?a_?r_?|r_?a_?n_?g_?e_?|a_?r_?r_?a_?y_?|s_?e_?q_?|s_?e_?t_?|s_?t_?r_?i_?n_?g_?)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(n_?i_?l_?|t_?r_?u_?e_?|f_?a_?l_?s_?e_?)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}},
    {.re = "\\b((?![_0-9])[A-Za-z0-9_])(((?!_)[A-Za-z0-9_])|(_(?!_)[A-Za-z0-9_]))*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[0-9][0-9_]*(?=([eE.]|'?[fF](32|64)))", .opts = 0, .cb = cb_root_16},
    {.re = "0[xX][a-fA-F0-9][a-fA-F0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}, .act = HL_PUSH, .arg = S_intsuffix},
    {.re = "0[bB][01][01_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}, .act = HL_PUSH, .arg = S_intsuffix},
    {.re = "0o[0-7][0-7_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}, .act = HL_PUSH, .arg = S_intsuffix},
    {.re = "[0-9][0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}, .act = HL_PUSH, .arg = S_intsuffix},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".+$", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_END,
};

static const hl_rule r_chars[] = {
    {.re = "\\\\([\\\\abcefnrtvl\"\\']|x[a-fA-F0-9]{2}|[0-9]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "(?<!\\$)\\$([0-9]+|#|[A-Za-z0-9_]+)+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "[^\\\\\\'\"\\$\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[\\'\"\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_dqs[] = {
    {.re = "\\\\([\\\\abcefnrtvl\"\\']|\\n|x[a-fA-F0-9]{2}|[0-9]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_strings),
    HL_END,
};

static const hl_rule r_rdqs[] = {
    {.re = "\"(?!\")", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_strings),
    HL_END,
};

static const hl_rule r_tdqs[] = {
    {.re = "\"\"\"(?!\")", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_strings),
    HL_MIXIN(S_nl),
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "((?![0-9_])[A-Za-z0-9_])(((?!_)[A-Za-z0-9_])|(_(?!_)[A-Za-z0-9_]))*", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    {.re = "`.+`", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_nl[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_floatnumber[] = {
    {.re = "\\.(?!\\.)[0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[eE][+-]?[0-9][0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_floatsuffix[] = {
    {.re = "'?[fF](32|64)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_intsuffix[] = {
    {.re = "'?[iI](32|64)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer_Long}},
    {.re = "'?[iI](8|16)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'?[uU]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"chars", r_chars},
    {"strings", r_strings},
    {"dqs", r_dqs},
    {"rdqs", r_rdqs},
    {"tdqs", r_tdqs},
    {"funcname", r_funcname},
    {"nl", r_nl},
    {"floatnumber", r_floatnumber},
    {"floatsuffix", r_floatsuffix},
    {"intsuffix", r_intsuffix},
};

static const char *const aliases[] = {"nimrod", NULL};

const hl_lang hl_lang_nim = {
    .tag = "nim",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
