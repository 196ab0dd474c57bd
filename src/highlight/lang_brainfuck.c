/* lang_brainfuck.c: Brainfuck, ported from Rouge 3.30 lexers (Rouge::Lexers::Brainfuck). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_bol,
    S_comment_multi,
    S_comment_single,
    S_loop,
    S_commands,
};

static const hl_rule r_root[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_loop},
    HL_MIXIN(S_comment_single),
    HL_MIXIN(S_commands),
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment_multi},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_comment_multi[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment_multi},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^\\[\\]]+?", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_comment_single[] = {
    {.re = "[^><+\\-.,\\[\\]]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_loop[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_loop},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_comment_single),
    HL_MIXIN(S_commands),
    HL_END,
};

static const hl_rule r_commands[] = {
    {.re = "[><]+", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[+\\-.,]+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"bol", r_bol},
    {"comment_multi", r_comment_multi},
    {"comment_single", r_comment_single},
    {"loop", r_loop},
    {"commands", r_commands},
};

static void start(hl_lx *lx)
{
    hl_push(lx, S_bol);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_brainfuck = {
    .tag = "brainfuck",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
