/* lang_smarty.c: Smarty, ported from Rouge 3.30 lexers (Rouge::Lexers::Smarty). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
    S_smarty,
};

static const char kw_builtins[][17] = {
    "append", "assign", "block", "break", "call", "capitalize",
    "capture", "cat", "config_load", "continue", "count_characters", "count_paragraphs",
    "count_sentences", "count_words", "counter", "cycle", "date_format", "debug",
    "default", "else", "elseif", "escape", "eval", "extends",
    "fetch", "for", "foreach", "foreachelse", "from_charset", "function",
    "html_checkboxes", "html_image", "html_options", "html_radios", "html_select_date", "html_select_time",
    "html_table", "if", "include", "include_php", "indent", "insert",
    "ldelim", "literal", "lower", "mailto", "math", "nl2br",
    "nocache", "php", "rdelim", "regex_replace", "replace", "section",
    "sectionelse", "setfilter", "spacify", "string_format", "strip", "strip_tags",
    "textformat", "to_charset", "truncate", "unescape", "upper", "while",
    "wordwrap",
};

/* smarty.rb:33
 * rule(/\{\s+/) { delegate parent }
 */
static void cb_root_0(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* smarty.rb:44
 * rule(/.+?(?={[\/a-zA-Z0-9$#*"'])/m) { delegate parent }
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* smarty.rb:45
 * rule(/.+/m) { delegate parent }
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    hl_delegate_sub(lx, 0, hl_parent(lx, &hl_lang_html), m->s, m->ov[1]);
}

/* smarty.rb:71
 *         rule %r/([a-zA-Z_]\w*)/ do |m|
 *           if self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name::Attribute
 *           end
 *         end
 */
static void cb_smarty_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name_Attribute, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "\\{[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .cb = cb_root_0},
    {.re = "\\{\\*.*?\\*\\}", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\{/?(?![\\t\\n\\x0b\\f\\r\\x20*])", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_smarty},
    {.re = ".+?(?={[/a-zA-Z0-9$#*\"'])", .opts = HL_M, .cb = cb_root_3},
    {.re = ".+", .opts = HL_M, .cb = cb_root_4},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "{\\*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH_SELF},
    {.re = "\\*}", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[^{}]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_smarty[] = {
    {.re = "\\{/?(?![\\t\\n\\x0b\\f\\r\\x20*])", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_smarty},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[~!%^&*()+=|\\[\\]:;,.<>/@?-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "#[a-zA-Z_][A-Za-z0-9_]*#", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\$[a-zA-Z_][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "[0-9](\\.[0-9]*)?(eE[+-][0-9])?[flFLdD]?|0[xX][0-9a-fA-F]+[Ll]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\"(\\\\.|.)*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(\\\\.|.)*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "([a-zA-Z_][A-Za-z0-9_]*)", .opts = 0, .cb = cb_smarty_10},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
    {"smarty", r_smarty},
};

static void start(hl_lx *lx)
{
    if (lx->subs[0]) hl_lx_reset(lx->subs[0]);
}

static const char *const aliases[] = {"smarty", NULL};

const hl_lang hl_lang_smarty = {
    .tag = "smarty",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
