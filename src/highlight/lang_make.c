/* lang_make.c: Make, ported from Rouge 3.30 lexers (Rouge::Lexers::Make). */
#include "highlight/engine.h"

/* start { @shell.reset! }: the shell lexer (subs[0]) lives as long as the make lexer. */
static void start(hl_lx *lx)
{
    if (lx->subs[0])
        hl_lx_reset(lx->subs[0]);
}

enum {
    S_root,
    S_export,
    S_block_header,
    S_block_body,
    S_shell,
    S_shell_expr,
    S_shell_line,
};

/* make.rb:58
 *         rule %r/([\w${}().-]+)([\t ]*)([!?:+]?=)/m do |m|
 *           token Name::Variable, m[1]
 *           token Text, m[2]
 *           token Operator, m[3]
 *           push :shell_line
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Variable, m, 1);
    hl_token_m(lx, T_Text, m, 2);
    hl_token_m(lx, T_Operator, m, 3);
    hl_push(lx, S_shell_line);
}

/* make.rb:105
 * rule(//) { @shell.reset!; pop! }
 */
static void cb_block_body_3(hl_lx *lx, const hl_match *m)
{
    if (lx->subs[0])
        hl_lx_reset(lx->subs[0]);
    hl_pop(lx, 1);
}

/* make.rb:117
 * rule(/\\./m) { delegate @shell }
 */
static void cb_shell_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_shell, m->s, m->ov[1]);
}

/* make.rb:119
 * rule(/.+?(?=#{stop})/m) { delegate @shell }
 */
static void cb_shell_3(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_shell, m->s, m->ov[1]);
}

/* make.rb:120
 * rule(stop) { delegate @shell }
 */
static void cb_shell_4(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_shell, m->s, m->ov[1]);
}

/* make.rb:124
 * rule(/[({]/) { delegate @shell; push }
 */
static void cb_shell_expr_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_shell, m->s, m->ov[1]);
    hl_push_self(lx);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "([-s]?include)((?:[\\t ]+[^\\t\\n #]+)+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Literal_String_Other}, .groups = 1},
    {.re = "(ifn?def|ifn?eq)([\\t ]+)([^#\\n]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Variable}, .groups = 1},
    {.re = "(?:else|endif)[\\t ]*(?=[#\\n])", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(export)([\\t ]+)(?=[A-Za-z0-9_\\${}()\\t -]+\\n)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_export},
    {.re = "export[\\t ]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "([A-Za-z0-9_${}().-]+)([\\t ]*)([!?:+]?=)", .opts = HL_M, .cb = cb_root_7},
    {.re = "\"(\\\\\\\\|\\\\.|[^\"\\\\])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\\\\\|\\\\.|[^'\\\\])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "([^\\n:]+)(:+)([ \\t]*)", .opts = 0, .ntok = 3, .tok = {T_Name_Label, T_Operator, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_block_header},
    HL_END,
};

static const hl_rule r_export[] = {
    {.re = "[A-Za-z0-9_\\${}()-]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[\\t ]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_block_header[] = {
    {.re = "[^,\\\\\\n#]+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "#.*?", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_GOTO, .arg = S_block_body},
    HL_END,
};

static const hl_rule r_block_body[] = {
    {.re = "(ifn?def|ifn?eq)([\\t ]+)([^#\\n]+)(#.*)?(\\n)", .opts = 0, .ntok = 5, .tok = {T_Keyword, T_Text, T_Name_Variable, T_Comment, T_Text}, .groups = 1},
    {.re = "(else|endif)([\\t ]*)(#.*)?(\\n)", .opts = 0, .ntok = 4, .tok = {T_Keyword, T_Text, T_Comment, T_Text}, .groups = 1},
    {.re = "(\\t[\\t ]*)([@-]?)", .opts = 0, .ntok = 2, .tok = {T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_shell_line},
    {.re = "", .opts = 0, .cb = cb_block_body_3},
    HL_END,
};

static const hl_rule r_shell[] = {
    {.re = "\\$[({][\\t ]*[A-Za-z0-9_][A-Za-z0-9_:=%.]*[\\t ]*[)}]", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(\\$[({])([\\t ]*)(abspath|addprefix|addsuffix|and|basename|call|dir|error|eval|file|filter|filter-out|findstring|firstword|flavor|foreach|if|join|lastword|notdir|or|origin|patsubst|realpath|shell|sort|strip|subst|suffix|value|warning|wildcard|word|wordlist|words)([\\t ]+)", .opts = HL_M, .ntok = 4, .tok = {T_Name_Function, T_Text, T_Name_Builtin, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_shell_expr},
    {.re = "\\\\.", .opts = HL_M, .cb = cb_shell_2},
    {.re = ".+?(?=(?-six:\\$\\(|\\$\\{|\\(|\\)|\\}|\\\\|$))", .opts = HL_M, .cb = cb_shell_3},
    {.re = "\\$\\(|\\$\\{|\\(|\\)|\\}|\\\\|$", .opts = 0, .cb = cb_shell_4},
    HL_END,
};

static const hl_rule r_shell_expr[] = {
    {.re = "[({]", .opts = 0, .cb = cb_shell_expr_0},
    {.re = "[)}]", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_shell),
    HL_END,
};

static const hl_rule r_shell_line[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_shell),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"export", r_export},
    {"block_header", r_block_header},
    {"block_body", r_block_body},
    {"shell", r_shell},
    {"shell_expr", r_shell_expr},
    {"shell_line", r_shell_line},
};

static const char *const aliases[] = {"makefile", "mf", "gnumake", "bsdmake", NULL};

const hl_lang hl_lang_make = {
    .tag = "make",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
