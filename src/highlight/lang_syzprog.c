/* lang_syzprog.c: Syzprog, ported from Rouge 3.30 lexers (Rouge::Lexers::Syzprog). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_inline_break,
    S_eol_break,
    S_space_break,
    S_mixin_number,
    S_mixin_string,
    S_mixin_term,
    S_mods_list,
    S_syscall_mods,
    S_syscall_args,
};

static const char kw_keywords[][10] = {
    "ANY", "ANYBLOB", "ANYPTR", "ANYPTR64", "ANYPTRS", "ANYRES16",
    "ANYRES32", "ANYRES64", "ANYRESDEC", "ANYRESHEX", "ANYRESOCT", "ANYUNION",
    "AUTO", "async", "fail_nth", "false", "nil", "rerun",
    "true", "void",
};

/* syzprog.rb:110
 *         rule %r/(#{id})(\$)?(#{num_id})?(#{spaces})?(\()/ do |m|
 *           groups Name::Function, Punctuation, Name::Function::Magic, Text, Punctuation
 *           push :syscall_mods
 *           push :inline_break
 *           push :syscall_args
 *           push :space_break
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Punctuation, m, 2); hl_token_m(lx, T_Name_Function_Magic, m, 3); hl_token_m(lx, T_Text, m, 4); hl_token_m(lx, T_Punctuation, m, 5);
    hl_push(lx, S_syscall_mods);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_syscall_args);
    hl_push(lx, S_space_break);
}

/* syzprog.rb:61
 *         rule id do |m|
 *           if self.class.keywords.include?(m[0])
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_mixin_term_3(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "((?-six:r[0-9]+))((?-six:[\\t\\n\\x0b\\f\\r\\x20]+))(=)", .opts = 0, .ntok = 3, .tok = {T_Keyword_Pseudo, T_Text, T_Punctuation}, .groups = 1},
    {.re = "((?-six:[a-zA-Z_][a-zA-Z0-9_]*))(\\$)?((?-six:[a-zA-Z0-9_]+))?((?-six:[\\t\\n\\x0b\\f\\r\\x20]+))?(\\()", .opts = 0, .cb = cb_root_3},
    HL_END,
};

static const hl_rule r_inline_break[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_eol_break[] = {
    {.re = "[\\n\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_space_break[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_mixin_number[] = {
    {.re = "-?0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_mixin_string[] = {
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "`[^`]*`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "'[^']*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_mixin_term[] = {
    HL_MIXIN(S_mixin_number),
    HL_MIXIN(S_mixin_string),
    {.re = "(?-six:r[0-9]+)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_mixin_term_3},
    HL_END,
};

static const hl_rule r_mods_list[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_mixin_term),
    {.re = "[,:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_syscall_mods[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_mods_list},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_syscall_args[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_mixin_term),
    HL_MIXIN(S_mixin_number),
    HL_MIXIN(S_mixin_string),
    {.re = "[@&=,<>{}\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[!#\\$%\\^\\*\\-\\+/\\|~:;.\\?]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_syscall_args},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"inline_break", r_inline_break},
    {"eol_break", r_eol_break},
    {"space_break", r_space_break},
    {"mixin_number", r_mixin_number},
    {"mixin_string", r_mixin_string},
    {"mixin_term", r_mixin_term},
    {"mods_list", r_mods_list},
    {"syscall_mods", r_syscall_mods},
    {"syscall_args", r_syscall_args},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_syzprog = {
    .tag = "syzprog",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
