/* lang_docker.c: Docker, ported from Rouge 3.30 lexers (Rouge::Lexers::Docker). */
#include "highlight/engine.h"

#include <stddef.h>

/* start { @shell = Shell.new(@options) }: a fresh shell lexer at each reset. */
static void start(hl_lx *lx)
{
    hl_lx_free(lx->subs[0]);
    lx->subs[0] = NULL;
}

enum {
    S_root,
    S_run,
};

/* docker.rb:37
 *         rule %r/^(ONBUILD\s+)?RUN(\s+)/i do
 *           token Keyword
 *           push :run
 *           @shell.reset!
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_run);
    if (lx->subs[0])
        hl_lx_reset(lx->subs[0]);
}

/* docker.rb:51
 * rule(/(\\.|[^\n\\])+/) { delegate @shell }
 */
static void cb_run_2(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, &hl_lang_shell, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "^(FROM)([\\t\\n\\x0b\\f\\r\\x20]+)(.*)([\\t\\n\\x0b\\f\\r\\x20]+)(AS)([\\t\\n\\x0b\\f\\r\\x20]+)(.*)", .opts = HL_I, .bol = 1, .ntok = 7, .tok = {T_Keyword, T_Text_Whitespace, T_Literal_String, T_Text_Whitespace, T_Keyword, T_Text_Whitespace, T_Literal_String}, .groups = 1},
    {.re = "^(ONBUILD)([\\t\\n\\x0b\\f\\r\\x20]+)(FROM|MAINTAINER|CMD|LABEL|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|STOPSIGNAL|HEALTHCHECK|SHELL)(.*)", .opts = HL_I, .bol = 1, .ntok = 4, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword, T_Literal_String}, .groups = 1},
    {.re = "^(FROM|MAINTAINER|CMD|LABEL|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|STOPSIGNAL|HEALTHCHECK|SHELL)\\b(.*)", .opts = HL_I, .bol = 1, .ntok = 2, .tok = {T_Keyword, T_Literal_String}, .groups = 1},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "^(ONBUILD[\\t\\n\\x0b\\f\\r\\x20]+)?RUN([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = HL_I, .bol = 1, .cb = cb_root_5},
    {.re = "[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[^A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_run[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "(\\\\.|[^\\n\\\\])+", .opts = 0, .cb = cb_run_2},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"run", r_run},
};

static const char *const aliases[] = {"dockerfile", "Dockerfile", NULL};

const hl_lang hl_lang_docker = {
    .tag = "docker",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
