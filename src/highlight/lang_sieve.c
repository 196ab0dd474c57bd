/* lang_sieve.c: Sieve, ported from Rouge 3.30 lexers (Rouge::Lexers::Sieve). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comments_and_whitespace,
    S_string,
};

static const char kw_actions[][13] = {
    "addflag", "addheader", "deleteheader", "discard", "enclose", "ereject",
    "extracttext", "fileinto", "keep", "notify", "redirect", "reject",
    "removeflag", "replace", "setflag", "vacation",
};

static const char kw_controls[][8] = {
    "else", "elsif", "if", "require", "stop",
};

static const char kw_tests[][25] = {
    "address", "allof", "anyof", "body", "currentdate", "date",
    "exists", "false", "hasflag", "header", "mailboxexists", "metadata",
    "metadataexists", "not", "notify_method_capability", "servermetadata", "servermetadataexists", "size",
    "spamtest", "true", "valid_notify_method", "virustest",
};

static hl_re re_0 = {"^:", 0, NULL};

/* sieve.rb:78
 *         rule id do |m|
 *           if self.class.controls.include? m[0]
 *             token Keyword
 *           elsif self.class.tests.include? m[0]
 *             token Name::Variable
 *           elsif self.class.actions.include? m[0]
 *             token Name::Function
 *           elsif m[0] =~ /^:/ # tags like :contains, :matches etc.
 *             token Operator
 *           else
 *             token Name::Other
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_controls, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_tests, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    } else if (HL_IN(kw_actions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    } else if (hl_re_test(&re_0, m->s, m->ov[1])) {
        hl_token(lx, T_Operator, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Other, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments_and_whitespace),
    {.re = "[\\[\\](),;{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = ":?[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_root_2},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "[0-9]+[KMG]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_comments_and_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\${(?:[0-9][.0-9]*|[a-zA-Z_][.a-zA-Z0-9_]*)}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comments_and_whitespace", r_comments_and_whitespace},
    {"string", r_string},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sieve = {
    .tag = "sieve",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
