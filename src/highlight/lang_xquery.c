/* lang_xquery.c: XQuery, ported from Rouge 3.30 lexers (Rouge::Lexers::XQuery). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_commentsAndWhitespace,
    S_singletype,
    S_itemtype,
    S_kindtest,
    S_kindtestforpi,
    S_occurrenceindicator,
    S_varname,
    S_attrname,
    S_comment,
    S_tags,
    S_annotation,
    S_pragma,
    S_str_constructor,
    S_xml_comment,
    S_start_tag,
    S_quot_attr,
    S_apos_attr,
    S_tag_content,
    S__COUNT,
};

/* xquery.rb:53
 *         rule %r/\}`?/ do
 *           token Punctuation
 *           if stack.length > 1
 *             pop!
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    if ((lx->depth > 1)) {
        hl_pop(lx, 1);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_tags),
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\}`?", .opts = 0, .cb = cb_root_2},
    {.re = "(namespace)([\\t\\n\\x0b\\f\\r\\x20]+)((?i-sx:[a-z_][a-z_\\-.0-9]*))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Name_Namespace}, .groups = 1},
    {.re = "((?-six:(?-six:let|for|some|every|if|then|else|return|in|satisfies)|(?-six:xquery|encoding|version|declare|module|namespace|copy\\-namespaces|boundary\\-space|construction|default|collation|base\\-uri|preserve|strip|ordering|ordered|unordered|order|empty|greatest|least|preserve|no\\-preserve|inherit|no\\-inherit|decimal\\-format|decimal\\-separator|grouping\\-separator|infinity|minus\\-sign|NaN|percent|per\\-mille|zero\\-digit|digit|pattern\\-separator|exponent\\-separator|import|schema|at|element|option|function|external|context|item|typeswitch|switch|case|try|catch|validate|lax|strict|type|document|element|attribute|text|comment|processing\\-instruction|for|let|where|order|group|by|return|allowing|tumbling|stable|sliding|window|start|end|only|when|previous|next|count|collation|ascending|descending)))\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "%", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_annotation},
    {.re = "(\\(#)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?)))", .opts = 0, .ntok = 3, .tok = {T_Comment_Preproc, T_Text_Whitespace, T_Name_Tag}, .groups = 1, .act = HL_PUSH, .arg = S_pragma},
    {.re = "``\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_str_constructor},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_tags[] = {
    {.re = "<(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?)", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_start_tag},
    {.re = "<!--", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_xml_comment},
    {.re = "<\\?.*?\\?>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "<!\\[CDATA\\[.*?\\]\\]>", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "&[^\\t\\n\\x0b\\f\\r\\x20]*?;", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}},
    HL_END,
};

static const hl_rule r_annotation[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_pragma[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "#\\)", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_END,
};

static const hl_rule r_str_constructor[] = {
    {.re = "`\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_root},
    {.re = "\\]``", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^`\\]]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[`\\]]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_xml_comment[] = {
    {.re = "[^-]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    {.re = "-->", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "-", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_start_tag[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "([A-Za-z0-9_.:-]+[\\t\\n\\x0b\\f\\r\\x20]*=)(\")", .opts = HL_M, .ntok = 2, .tok = {T_Name_Attribute, T_Literal_String}, .groups = 1, .act = HL_PUSH, .arg = S_quot_attr},
    {.re = "([A-Za-z0-9_.:-]+[\\t\\n\\x0b\\f\\r\\x20]*=)(')", .opts = HL_M, .ntok = 2, .tok = {T_Name_Attribute, T_Literal_String}, .groups = 1, .act = HL_PUSH, .arg = S_apos_attr},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_PUSH, .arg = S_tag_content},
    {.re = "/>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_quot_attr[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\{\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_root},
    {.re = "[^\"{>]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_apos_attr[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\{\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_root},
    {.re = "[^'{>]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_tag_content[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_MIXIN(S_tags),
    {.re = "(\\{\\{|\\}\\})", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_root},
    {.re = "[^{}<&]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "</(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?)([\\t\\n\\x0b\\f\\r\\x20]*)>", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}, .act = HL_POP, .arg = 2},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_tags] = {"tags", r_tags},
    [S_annotation] = {"annotation", r_annotation},
    [S_pragma] = {"pragma", r_pragma},
    [S_str_constructor] = {"str_constructor", r_str_constructor},
    [S_xml_comment] = {"xml_comment", r_xml_comment},
    [S_start_tag] = {"start_tag", r_start_tag},
    [S_quot_attr] = {"quot_attr", r_quot_attr},
    [S_apos_attr] = {"apos_attr", r_apos_attr},
    [S_tag_content] = {"tag_content", r_tag_content},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_xquery = {
    .tag = "xquery",
    .parent = &hl_lang_xpath,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
