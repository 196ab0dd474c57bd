/* lang_augeas.c: Augeas, ported from Rouge 3.30 lexers (Rouge::Lexers::Augeas). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_comment,
    S_module,
    S_regexp,
    S_string,
    S_escape,
};

static const char kw_reserved[][18] = {
    "_", "after", "autoload", "clear", "counter", "del",
    "excl", "get", "in", "incl", "insa", "insb",
    "key", "label", "lens_atype", "lens_ctype", "lens_format_atype", "lens_ktype",
    "lens_vtype", "let", "print_endline", "print_regexp", "print_string", "print_tree",
    "put", "regexp_match", "seq", "set", "store", "test",
    "transform", "value",
};

static hl_re re_0 = {"\\A[A-Z]", 0, NULL};

/* augeas.rb:43
 *         rule %r/\w[\w']* / do |m|
 *           name = m[0]
 *           if name == "module"
 *             token Keyword::Reserved
 *             push :module
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           elsif name =~ /\A[A-Z]/
 *             token Keyword::Namespace
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    if ((m->ov[1] == 6 && memcmp(m->s, "module", 6) == 0)) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
        hl_push(lx, S_module);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (hl_re_test(&re_0, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Namespace, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "(:)([A-Za-z0-9_][A-Za-z0-9_]*)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Keyword_Type}, .groups = 1},
    {.re = "[A-Za-z0-9_][A-Za-z0-9_']*", .opts = 0, .cb = cb_root_2},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_regexp},
    {.re = "[-*+.=?\\|]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\](){}:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "\\(\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "\\*\\)", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "\\(\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^*)]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[*)]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_module[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Z][a-zA-Z0-9_.]*", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regexp[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\/]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "\\\\[\\\\/]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_escape},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "[abfnrtv\"'&\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "\\^[\\]\\[A-Z@\\^_]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "o[0-7]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"comment", r_comment},
    {"module", r_module},
    {"regexp", r_regexp},
    {"string", r_string},
    {"escape", r_escape},
};

static const char *const aliases[] = {"aug", NULL};

const hl_lang hl_lang_augeas = {
    .tag = "augeas",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
