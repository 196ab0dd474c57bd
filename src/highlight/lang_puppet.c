/* lang_puppet.c: Puppet, ported from Rouge 3.30 lexers (Rouge::Lexers::Puppet). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_regex_allowed,
    S_regex,
    S_regex_class,
    S_dquotes,
};

static const char kw_constants[][6] = {
    "false", "true", "undef",
};

static const char kw_keywords[][9] = {
    "and", "case", "class", "default", "define", "else",
    "elsif", "if", "import", "in", "inherits", "node",
    "unless",
};

static const char kw_metaparameters[][10] = {
    "before", "notify", "require", "subscribe",
};

/* puppet.rb:50
 *         rule %r/(#{id})(?=\s*[=+]>)/m do |m|
 *           if self.class.metaparameters.include? m[0]
 *             token Keyword::Pseudo
 *           else
 *             token Name::Property
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_metaparameters, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Pseudo, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Property, m->s, m->ov[1]);
    }
}

/* puppet.rb:86
 *         rule qualname do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.constants.include? m[0]
 *             token Keyword::Constant
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_18(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[$](?-six:(::)?((?-six:[a-z][A-Za-z0-9_]*)::)*[A-Za-z0-9_]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "((?-six:[a-z][A-Za-z0-9_]*))(?=[\\t\\n\\x0b\\f\\r\\x20]*[=+]>)", .opts = HL_M, .cb = cb_root_2},
    {.re = "((?-six:(::)?((?-six:[a-z][A-Za-z0-9_]*)::)*[A-Za-z0-9_]+))(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = HL_M, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[+=|~-]>|<[|~-]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[|:}();\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_regex_allowed},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_regex_allowed},
    {.re = "(in|and|or)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "[=!<>]=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[=!]~", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_regex_allowed},
    {.re = "[.=<>!+*/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(class|include)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:(::)?((?-six:[a-z][A-Za-z0-9_]*)::)*[A-Za-z0-9_]+))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Class}, .groups = 1},
    {.re = "node\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_regex_allowed},
    {.re = "'(\\\\[\\\\']|[^'])*'", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dquotes},
    {.re = "[0-9]+([.][0-9]+)?(e[+-][0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(::)?((?-six:[a-z][A-Za-z0-9_]*)::)*[A-Za-z0-9_]+", .opts = 0, .cb = cb_root_18},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_regex_allowed[] = {
    HL_MIXIN(S_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_regex},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[(){}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_regex_class},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_regex_class[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = "(?<!\\[)-(?=\\])", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "-", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\\]-]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_dquotes[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "[^$\\\\\"]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\\\.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[$](?-six:(::)?((?-six:[a-z][A-Za-z0-9_]*)::)*[A-Za-z0-9_]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[$][{](?-six:(::)?((?-six:[a-z][A-Za-z0-9_]*)::)*[A-Za-z0-9_]+)[}]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"regex_allowed", r_regex_allowed},
    {"regex", r_regex},
    {"regex_class", r_regex_class},
    {"dquotes", r_dquotes},
};

static const char *const aliases[] = {"pp", NULL};

const hl_lang hl_lang_puppet = {
    .tag = "puppet",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
