/* lang_magik.c: Magik, ported from Rouge 3.30 lexers (Rouge::Lexers::Magik). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_method_name,
};

static const hl_rule r_root[] = {
    {.re = "##(.*)?", .opts = 0, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "#(.*)?", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(_method)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_method_name},
    {.re = "(?:_package|_pragma|_block|_endblock|_handling|_default|_protect|_protection|_endprotect|_try|_with|_when|_endtry|_catch|_endcatch|_throw|_lock|_endlock|_if|_then|_elif|_else|_endif|_for|_over|_while|_loop|_finally|_endloop|_loopbody|_continue|_leave|_return|_class|_local|_constant|_recursive|_global|_dynamic|_import|_private|_iter|_abstract|_method|_endmethod|_proc|_endproc|_gather|_scatter|_allresults|_optional|_thisthread|_self|_clone|_super|_primitive|_unset|_true|_false|_maybe|_is|_isnt|_not|_and|_or|_xor|_cf|_andif|_orif|_div|_mod)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\"[^\"\\n]*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'[^'\\n]*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = ":(?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+)", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "@[\\t\\n\\x0b\\f\\r\\x20]*(?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+):(?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "@[\\t\\n\\x0b\\f\\r\\x20]*(?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "%u[0-9a-z]{4}|%[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(?-six:[0-9]+)((?i-sx:r[0-9a-z])|(?i-sx:(e|&)[+-]?(?-six:[0-9]+))|(?-six:\\.(?-six:[0-9]+)))*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+):(?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+)", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    {.re = "[\\[\\]{}()\\.,;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(<<|^<<)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(>>)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[-~+/*%=&^<>]|!=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_method_name[] = {
    {.re = "((?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+))(\\.)((?i-sx:(?:(?i-sx:(?>(?:[a-z0-9_!?]|\\\\.)+))|(?-six:\\|[^\\|\\n]*\\|))+))", .opts = 0, .ntok = 3, .tok = {T_Name_Class, T_Punctuation, T_Name_Function}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"method_name", r_method_name},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_magik = {
    .tag = "magik",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
