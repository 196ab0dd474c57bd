/* lang_r.c: R, ported from Rouge 3.30 lexers (Rouge::Lexers::R). */
#include "highlight/engine.h"

enum {
    S_root,
};

static const char kw_BUILTIN_CONSTANTS[][11] = {
    "F", "LETTERS", "T", "letters", "month.abb", "month.name",
    "pi",
};

static const char kw_KEYWORDS[][9] = {
    "break", "else", "for", "function", "if", "in",
    "next", "repeat", "while",
};

static const char kw_KEYWORD_CONSTANTS[][14] = {
    "FALSE", "Inf", "NA", "NA_character_", "NA_complex_", "NA_integer_",
    "NA_real_", "NULL", "NaN", "TRUE",
};

/* r.rb:71
 *         rule %r/(?:(?:[[:alpha:]]|[.][._[:alpha:]])[._[:alnum:]]*)|[.]/ do |m|
 *           if KEYWORDS.include? m[0]
 *             token Keyword
 *           elsif KEYWORD_CONSTANTS.include? m[0]
 *             token Keyword::Constant
 *           elsif BUILTIN_CONSTANTS.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(kw_KEYWORDS, p, n))
        tok = T_Keyword;
    else if (HL_IN(kw_KEYWORD_CONSTANTS, p, n))
        tok = T_Keyword_Constant;
    else if (HL_IN(kw_BUILTIN_CONSTANTS, p, n))
        tok = T_Name_Builtin;
    hl_token(lx, tok, p, n);
}

static const hl_rule r_root[] = {
    {.re = "#'.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "`[^`]+?`", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "'(\\\\.|.)*?'", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\"(\\\\.|.)*?\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "%[^%]*?%", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "0[xX][a-fA-F0-9]+([pP][0-9]+)?[Li]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[+-]?([0-9]+([.][0-9]+)?|[.][0-9]+)([eE][+-]?[0-9]+)?[Li]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\\b(?<!.)(abs|acos|acosh|all|any|anyNA|Arg|as.call|as.character|as.complex|as.double|as.environment|as.integer|as.logical|as.null.default|as.numeric|as.raw|asin|asinh|atan|atanh|attr|attributes|baseenv|browser|c|call|ceiling|class|Conj|cos|cosh|cospi|cummax|cummin|cumprod|cumsum|digamma|dim|dimnames|emptyenv|exp|expression|floor|forceAndCall|gamma|gc.time|globalenv|Im|interactive|invisible|is.array|is.atomic|is.call|is.character|is.complex|is.double|is.environment|is.expression|is.finite|is.function|is.infinite|is.integer|is.language|is.list|is.logical|is.matrix|is.na|is.name|is.nan|is.null|is.numeric|is.object|is.pairlist|is.raw|is.recursive|is.single|is.symbol|lazyLoadDBfetch|length|lgamma|list|log|max|min|missing|Mod|names|nargs|nzchar|oldClass|on.exit|pos.to.env|proc.time|prod|quote|range|Re|rep|retracemem|return|round|seq_along|seq_len|seq.int|sign|signif|sin|sinh|sinpi|sqrt|standardGeneric|substitute|sum|switch|tan|tanh|tanpi|tracemem|trigamma|trunc|unclass|untracemem|UseMethod|xtfrm)(?=\\()", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(?:(?:[A-Za-z\\p{Alphabetic}]|[.][._A-Za-z\\p{Alphabetic}])[._A-Za-z0-9\\p{Alphabetic}\\p{Nd}]*)|[.]", .opts = 0, .cb = cb_root_10},
    {.re = "[\\[\\]{}();,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[-<>?*+^/!=~$@:%&|]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"r", "R", "s", "S", NULL};

const hl_lang hl_lang_r = {
    .tag = "r",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
