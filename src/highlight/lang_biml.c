/* lang_biml.c: BIML, ported from Rouge 3.30 lexers (Rouge::Lexers::BIML). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_tag,
    S_attr,
    S_directive_as_csharp,
    S_directive_tag,
    S__COUNT,
};

/* biml.rb:30
 *         rule %r(.*?(?=\s*#>\s*))m do
 *           delegate CSharp
 *         end
 */
static void cb_directive_as_csharp_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_new(lx, &hl_lang_csharp, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "<#\\@[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_directive_tag},
    {.re = "<#[=]?[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_directive_as_csharp},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_directive_as_csharp[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*#>[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    {.re = ".*?(?=[\\t\\n\\x0b\\f\\r\\x20]*#>[\\t\\n\\x0b\\f\\r\\x20]*)", .opts = HL_M, .cb = cb_directive_as_csharp_1},
    HL_END,
};

static const hl_rule r_directive_tag[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z0-9_.:-]+[\\t\\n\\x0b\\f\\r\\x20]*=", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attr},
    {.re = "[A-Za-z0-9_]+[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "/?[\\t\\n\\x0b\\f\\r\\x20]*#>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_directive_as_csharp] = {"directive_as_csharp", r_directive_as_csharp},
    [S_directive_tag] = {"directive_tag", r_directive_tag},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_biml = {
    .tag = "biml",
    .parent = &hl_lang_xml,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
