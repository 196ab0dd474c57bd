/* lang_biml.c: BIML, ported from Rouge 3.30 lexers (Rouge::Lexers::BIML). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_attr,
    S_directive_as_csharp,
    S_directive_tag,
    S_comment,
    S_tag,
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
    {.re = "[^<&]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "<!\\[CDATA\\[.*?\\]\\]\\>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<!--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<\\?.*?\\?>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<![^>]*>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*[\\p{L}:_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*[\\p{L}:_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}},
    HL_END,
};

static const hl_rule r_attr[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "\".*?\"|'.*?'|[^\\t\\n\\x0b\\f\\r\\x20>]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
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

static const hl_rule r_comment[] = {
    {.re = "[^-]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    {.re = "-->", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "-", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_tag[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\p{L}:_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}:.·-]*[\\t\\n\\x0b\\f\\r\\x20]*=", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attr},
    {.re = "/?[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"attr", r_attr},
    {"directive_as_csharp", r_directive_as_csharp},
    {"directive_tag", r_directive_tag},
    {"comment", r_comment},
    {"tag", r_tag},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_biml = {
    .tag = "biml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
