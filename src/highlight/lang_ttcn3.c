/* lang_ttcn3.c: TTCN3, ported from Rouge 3.30 lexers (Rouge::Lexers::TTCN3). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_statements,
    S_string,
    S_module,
    S_import,
};

static const char kw_keywords[][19] = {
    "altstep", "any2unistr", "bit2hex", "bit2int", "bit2oct", "bit2str",
    "break", "case", "char2int", "char2oct", "component", "const",
    "decvalue", "decvalue_o", "decvalue_unichar", "do", "else", "encvalue",
    "encvalue_o", "encvalue_unichar", "enum2int", "execute", "external", "float2int",
    "for", "function", "get_stringencoding", "goto", "group", "hex2bit",
    "hex2int", "hex2oct", "hex2str", "hostid", "if", "import",
    "int2bit", "int2char", "int2enum", "int2float", "int2hex", "int2oct",
    "int2str", "int2unichar", "isbound", "ischosen", "ispresent", "istemplatekind",
    "isvalue", "label", "lengthof", "module", "oct2bit", "oct2char",
    "oct2hex", "oct2int", "oct2str", "oct2unichar", "port", "receive",
    "regexp", "remove_bom", "replace", "return", "rnd", "select",
    "send", "setverdict", "signature", "sizeof", "start", "stop",
    "str2float", "str2hex", "str2int", "str2oct", "substr", "template",
    "testcase", "timer", "type", "unichar2int", "unichar2oct", "var",
    "while",
};

static const char kw_reserved[][14] = {
    "all", "alt", "apply", "assert", "at", "configuration",
    "conjunct", "const", "control", "delta", "deterministic", "disjunct",
    "duration", "fail", "finished", "from", "fuzzy", "history",
    "implies", "inconc", "inv", "lazy", "mod", "mode",
    "notinv", "now", "omit", "onentry", "onexit", "par",
    "pass", "prev", "realtime", "seq", "setstate", "static",
    "stepsize", "stream", "timestamp", "until", "values", "wait",
};

static const char kw_types[][12] = {
    "address", "anytype", "bitstring", "boolean", "charstring", "component",
    "enumerated", "float", "hexstring", "integer", "octetstring", "of",
    "port", "record", "set", "union", "universal",
};

/* ttcn3.rb:79
 *         rule id do |m|
 *           name = m[0]
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.types.include? name
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_15(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_types, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "module\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}, .act = HL_PUSH, .arg = S_module},
    {.re = "import\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}, .act = HL_PUSH, .arg = S_import},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_statements[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "//(\\\\.|.)*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "'(?:\\\\.|[^\\\\]|\\\\u[0-9a-f]{4})'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(?-six:[0-9]_+[0-9]|[0-9])+\\.(?-six:[0-9]_+[0-9]|[0-9])+([eE](?-six:[0-9]_+[0-9]|[0-9])+)?[fd]?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "'(?-six:[01]_+[01]|[01])+'B", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "'(?-six:[0-9a-fA-F]_+[0-9a-fA-F]|[0-9a-fA-F])+'H", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "'(?-six:[0-7]_+[0-7]|[0-7])+'O", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "(?-six:[0-9]_+[0-9]|[0-9])+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[~!%^&*+:=\\|?<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\]{},.;:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?:true|false|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .cb = cb_statements_15},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\([\\\\abfnrtv\"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_module[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z0-9_.]+\\*?", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"statements", r_statements},
    {"string", r_string},
    {"module", r_module},
    {"import", r_import},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ttcn3 = {
    .tag = "ttcn3",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
