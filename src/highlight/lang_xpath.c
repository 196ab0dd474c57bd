/* lang_xpath.c: XPath, ported from Rouge 3.30 lexers (Rouge::Lexers::XPath). */
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
};

/* xpath.rb:194
 *         rule %r/(#{XPath.kindTest})(\s*)(#{XPath.openParen})/ do
 *           groups Keyword::Type, Text::Whitespace, Punctuation
 *           # go to kindtest then occurrenceindicator
 *           goto :occurrenceindicator
 *           push :kindtest
 *         end
 */
static void cb_itemtype_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Keyword_Type, m, 1); hl_token_m(lx, T_Text_Whitespace, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_goto(lx, S_occurrenceindicator);
    hl_push(lx, S_kindtest);
}

/* xpath.rb:200
 *         rule %r/(#{XPath.kindTestForPI})(\s*)(#{XPath.openParen})/ do
 *           groups Keyword::Type, Text::Whitespace, Punctuation
 *           # go to kindtestforpi then occurrenceindicator
 *           goto :occurrenceindicator
 *           push :kindtestforpi
 *         end
 */
static void cb_itemtype_2(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Keyword_Type, m, 1); hl_token_m(lx, T_Text_Whitespace, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_goto(lx, S_occurrenceindicator);
    hl_push(lx, S_kindtestforpi);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "(\\.(?-six:[0-9]+))|(?-six:[0-9]+)(\\.[0-9]*)?[eE][+-]?(?-six:[0-9]+)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\\.(?-six:[0-9]+)|(?-six:[0-9]+)\\.[0-9]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(\"((\"\")|[^\"])*\")|('(('')|[^'])*')", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_varname},
    {.re = ",|=>|=|:=|:|>=|>>|>|<=|<<|<|\\-|\\*|!=|\\+|//|/|\\|\\||\\|", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?-six:and|or|eq|ge|gt|le|lt|ne|is|div|mod|idiv|intersect|except|union|to)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "(?-six:let|for|some|every|if|then|else|return|in|satisfies)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[?,{}()\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(function)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    {.re = "(map|array|empty-sequence)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "((?-six:element|attribute|schema\\-element|schema\\-attribute|comment|text|node|document\\-node|namespace\\-node))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_kindtest},
    {.re = "((?-six:processing\\-instruction))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_kindtestforpi},
    {.re = "((?-six:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?)))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Name_Function, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    {.re = "((?-six:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?)))([\\t\\n\\x0b\\f\\r\\x20]*)(#)([\\t\\n\\x0b\\f\\r\\x20]*)([0-9]+)", .opts = 0, .ntok = 5, .tok = {T_Name_Function, T_Text_Whitespace, T_Name_Function, T_Text_Whitespace, T_Name_Function}, .groups = 1},
    {.re = "(cast|castable)([\\t\\n\\x0b\\f\\r\\x20]+)(as)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword}, .groups = 1, .act = HL_PUSH, .arg = S_singletype},
    {.re = "(treat)([\\t\\n\\x0b\\f\\r\\x20]+)(as)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword}, .groups = 1, .act = HL_PUSH, .arg = S_itemtype},
    {.re = "(instance)([\\t\\n\\x0b\\f\\r\\x20]+)(of)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword}, .groups = 1, .act = HL_PUSH, .arg = S_itemtype},
    {.re = "(as)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_itemtype},
    {.re = "((?i-sx:[a-z_][a-z_\\-.0-9]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)([\\t\\n\\x0b\\f\\r\\x20]*)(\\*)", .opts = 0, .ntok = 5, .tok = {T_Name_Tag, T_Text_Whitespace, T_Punctuation, T_Text_Whitespace, T_Operator}, .groups = 1},
    {.re = "(\\*)([\\t\\n\\x0b\\f\\r\\x20]*)(:)([\\t\\n\\x0b\\f\\r\\x20]*)((?i-sx:[a-z_][a-z_\\-.0-9]*))", .opts = 0, .ntok = 5, .tok = {T_Operator, T_Text_Whitespace, T_Punctuation, T_Text_Whitespace, T_Name_Tag}, .groups = 1},
    {.re = "((?-six:child|descendant|attribute|self|descendant\\-or\\-self|following\\-sibling|following|namespace|parent|ancestor|preceding\\-sibling|preceding|ancestor\\-or\\-self))([\\t\\n\\x0b\\f\\r\\x20]*)(::)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Operator}, .groups = 1},
    {.re = "\\.\\.|\\.|\\*", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "@", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_attrname},
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    HL_END,
};

static const hl_rule r_commentsAndWhitespace[] = {
    {.re = "\\(:", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_singletype[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_itemtype[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "((?-six:element|attribute|schema\\-element|schema\\-attribute|comment|text|node|document\\-node|namespace\\-node))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .cb = cb_itemtype_1},
    {.re = "((?-six:processing\\-instruction))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .cb = cb_itemtype_2},
    {.re = "(item)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))([\\t\\n\\x0b\\f\\r\\x20]*)(\\))", .opts = 0, .ntok = 5, .tok = {T_Keyword_Type, T_Text_Whitespace, T_Punctuation, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_GOTO, .arg = S_occurrenceindicator},
    {.re = "((?-six:function|array|map|empty\\-sequence))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Type, T_Text_Whitespace, T_Punctuation}, .groups = 1},
    {.re = "(cast|castable)([\\t\\n\\x0b\\f\\r\\x20]+)(as)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword}, .groups = 1, .act = HL_GOTO, .arg = S_singletype},
    {.re = "(treat)([\\t\\n\\x0b\\f\\r\\x20]+)(as)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword}, .groups = 1, .act = HL_GOTO, .arg = S_itemtype},
    {.re = "(instance)([\\t\\n\\x0b\\f\\r\\x20]+)(of)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text_Whitespace, T_Keyword}, .groups = 1, .act = HL_GOTO, .arg = S_itemtype},
    {.re = "(as)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = ",|=>|=|:=|:|>=|>>|>|<=|<<|<|\\-|\\*|!=|\\+|//|/|\\|\\||\\|", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "(?-six:and|or|eq|ge|gt|le|lt|ne|is|div|mod|idiv|intersect|except|union|to)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}, .act = HL_POP, .arg = 1},
    {.re = "(?-six:let|for|some|every|if|then|else|return|in|satisfies)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "[\\[),]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}, .act = HL_GOTO, .arg = S_occurrenceindicator},
    HL_END,
};

static const hl_rule r_kindtest[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "[?*]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(element|schema-element)([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Keyword_Type, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_kindtest},
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_kindtestforpi[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "[a-z_][a-z_\\-.0-9]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    {.re = "(\"((\"\")|[^\"])*\")|('(('')|[^'])*')", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_occurrenceindicator[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "[?*+]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "(?![?*+])", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_varname[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "((?-six:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?)))([\\t\\n\\x0b\\f\\r\\x20]*)((?-six:\\((?!:)))", .opts = 0, .ntok = 3, .tok = {T_Name_Variable, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_attrname[] = {
    HL_MIXIN(S_commentsAndWhitespace),
    {.re = "(?:(?-six:Q\\{[^{}]*\\}(?i-sx:[a-z_][a-z_\\-.0-9]*))|(?-six:(?:(?i-sx:[a-z_][a-z_\\-.0-9]*))(?::(?i-sx:[a-z_][a-z_\\-.0-9]*))?))", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_POP, .arg = 1},
    {.re = "\\*", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = ":\\)", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "\\(:", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^:(]+", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    {.re = "[:(]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"commentsAndWhitespace", r_commentsAndWhitespace},
    {"singletype", r_singletype},
    {"itemtype", r_itemtype},
    {"kindtest", r_kindtest},
    {"kindtestforpi", r_kindtestforpi},
    {"occurrenceindicator", r_occurrenceindicator},
    {"varname", r_varname},
    {"attrname", r_attrname},
    {"comment", r_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_xpath = {
    .tag = "xpath",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
