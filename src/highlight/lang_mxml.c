/* lang_mxml.c: MXML, ported from Rouge 3.30 lexers (Rouge::Lexers::MXML). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_tag,
    S_attribute,
    S_actionscript_content,
    S_actionscript_attribute,
};

/* mxml.rb:53
 *         rule %r/.*?(?=\]\]\>)/m do
 *           delegate Actionscript
 *         end
 */
static void cb_actionscript_content_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_new(lx, &hl_lang_actionscript, m->s, m->ov[1]);
}

/* mxml.rb:63
 *         rule %r/.*?(?=}")/m do
 *           delegate Actionscript
 *         end
 */
static void cb_actionscript_attribute_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_new(lx, &hl_lang_actionscript, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "[^<&]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "<!\\[CDATA\\[", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_actionscript_content},
    {.re = "<!--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "<\\?.*?\\?>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<![^>]*>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*[A-Za-z0-9_:.-]+", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag},
    {.re = "<[\\t\\n\\x0b\\f\\r\\x20]*/[\\t\\n\\x0b\\f\\r\\x20]*[A-Za-z0-9_:.-]+[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = HL_M, .ntok = 1, .tok = {T_Name_Tag}},
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
    {.re = "[A-Za-z0-9_.:-]+[\\t\\n\\x0b\\f\\r\\x20]*=", .opts = HL_M, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attribute},
    {.re = "/?[\\t\\n\\x0b\\f\\r\\x20]*>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_root},
    HL_END,
};

static const hl_rule r_attribute[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "(\")({|@{)", .opts = HL_M, .ntok = 2, .tok = {T_Literal_String, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_actionscript_attribute},
    {.re = "\".*?\"|'.*?'|[^\\t\\n\\x0b\\f\\r\\x20>]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_tag},
    HL_END,
};

static const hl_rule r_actionscript_content[] = {
    {.re = "\\]\\]\\>", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = ".*?(?=\\]\\]\\>)", .opts = HL_M, .cb = cb_actionscript_content_1},
    HL_END,
};

static const hl_rule r_actionscript_attribute[] = {
    {.re = "(})(\")", .opts = HL_M, .ntok = 2, .tok = {T_Punctuation, T_Literal_String}, .groups = 1, .act = HL_PUSH, .arg = S_tag},
    {.re = ".*?(?=}\")", .opts = HL_M, .cb = cb_actionscript_attribute_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"tag", r_tag},
    {"attribute", r_attribute},
    {"actionscript_content", r_actionscript_content},
    {"actionscript_attribute", r_actionscript_attribute},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_mxml = {
    .tag = "mxml",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
