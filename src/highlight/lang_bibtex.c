/* lang_bibtex.c: BibTeX, ported from Rouge 3.30 lexers (Rouge::Lexers::BibTeX). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_opening_brace,
    S_closing_brace,
    S_command_body,
    S_fields,
    S_field,
    S_equal_sign,
    S_value,
    S_quoted_string,
    S_braced_string,
    S_whitespace,
};

/* bibtex.rb:22
 *         rule %r/@(#{valid_name})/o do |m|
 *           match = m[1].downcase
 * 
 *           if match == "comment"
 *             token Comment
 *           elsif match == "preamble"
 *             token Name::Class
 *             push :closing_brace
 *             push :value
 *             push :opening_brace
 *           elsif match == "string"
 *             token Name::Class
 *             push :closing_brace
 *             push :field
 *             push :opening_brace
 *           else
 *             token Name::Class
 *             push :closing_brace
 *             push :command_body
 *             push :opening_brace
 *           end
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, g0p, g0n, 0);
    if ((f1n == 7 && memcmp(f1, "comment", 7) == 0)) {
        hl_token(lx, T_Comment, m->s, m->ov[1]);
    } else if ((f1n == 8 && memcmp(f1, "preamble", 8) == 0)) {
        hl_token(lx, T_Name_Class, m->s, m->ov[1]);
        hl_push(lx, S_closing_brace);
        hl_push(lx, S_value);
        hl_push(lx, S_opening_brace);
    } else if ((f1n == 6 && memcmp(f1, "string", 6) == 0)) {
        hl_token(lx, T_Name_Class, m->s, m->ov[1]);
        hl_push(lx, S_closing_brace);
        hl_push(lx, S_field);
        hl_push(lx, S_opening_brace);
    } else {
        hl_token(lx, T_Name_Class, m->s, m->ov[1]);
        hl_push(lx, S_closing_brace);
        hl_push(lx, S_command_body);
        hl_push(lx, S_opening_brace);
    }
}

/* bibtex.rb:60
 *         rule %r/[^\s\,\}]+/ do
 *           token Name::Label
 *           pop!
 *           push :fields
 *         end
 */
static void cb_command_body_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Label, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_fields);
}

/* bibtex.rb:75
 *         rule valid_name do
 *           token Name::Attribute
 *           push :value
 *           push :equal_sign
 *         end
 */
static void cb_field_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name_Attribute, m->s, m->ov[1]);
    hl_push(lx, S_value);
    hl_push(lx, S_equal_sign);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "@((?i-sx:[a-z_@!\\$&\\.\\\\:;<>\\?\\[\\]\\^`\\|~\\*\\/\\+\\-][A-Za-z0-9_@!\\$&\\.\\\\:;<>\\?\\[\\]\\^`\\|~\\*\\/\\+\\-]*))", .opts = 0, .cb = cb_root_1},
    {.re = ".+", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_opening_brace[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[{(]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_closing_brace[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[})]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_command_body[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20\\,\\}]+", .opts = 0, .cb = cb_command_body_1},
    HL_END,
};

static const hl_rule r_fields[] = {
    HL_MIXIN(S_whitespace),
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_field},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_field[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[a-z_@!\\$&\\.\\\\:;<>\\?\\[\\]\\^`\\|~\\*/\\+\\-][A-Za-z0-9_@!\\$&\\.\\\\:;<>\\?\\[\\]\\^`\\|~\\*/\\+\\-]*", .opts = HL_I, .cb = cb_field_1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_equal_sign[] = {
    HL_MIXIN(S_whitespace),
    {.re = "=", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_value[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[a-z_@!\\$&\\.\\\\:;<>\\?\\[\\]\\^`\\|~\\*/\\+\\-][A-Za-z0-9_@!\\$&\\.\\\\:;<>\\?\\[\\]\\^`\\|~\\*/\\+\\-]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_quoted_string},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_braced_string},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_quoted_string[] = {
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_braced_string},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\{\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_braced_string[] = {
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_braced_string},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\\{\\}]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"opening_brace", r_opening_brace},
    {"closing_brace", r_closing_brace},
    {"command_body", r_command_body},
    {"fields", r_fields},
    {"field", r_field},
    {"equal_sign", r_equal_sign},
    {"value", r_value},
    {"quoted_string", r_quoted_string},
    {"braced_string", r_braced_string},
    {"whitespace", r_whitespace},
};

static const char *const aliases[] = {"bib", NULL};

const hl_lang hl_lang_bibtex = {
    .tag = "bibtex",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
