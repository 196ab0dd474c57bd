/* lang_csharp.c: C#, ported from Rouge 3.30 lexers (Rouge::Lexers::CSharp). */
#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_nest,
    S_splice_string,
    S_splice_literal,
    S_class,
    S_namespace,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[$][\\t\\n\\x0b\\f\\r\\x20]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_splice_string},
    {.re = "[$]@[\\t\\n\\x0b\\f\\r\\x20]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_splice_literal},
    {.re = "(<\\[)[\\t\\n\\x0b\\f\\r\\x20]*((?i-sx:@?[_a-z][A-Za-z0-9_]*):)?", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\]>", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[~!%^&*()+=|\\[\\]{}:;,.<>/?-]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "@\"(\"\"|[^\"])*\"", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\"(\\\\.|.)*?[\"\\n]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "'(\\\\.|.)'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "0x[0-9a-f]+[lu]?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\n          [0-9]\n          ([.][0-9]*)? # decimal\n          (e[+-][0-9]+)? # exponent\n          [fldu]? # type\n        ", .opts = HL_I | HL_X, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "\\b(?:class|struct|interface)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_class},
    {.re = "\\b(?:namespace|using)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_namespace},
    {.re = "^#[ \\t]*(if|endif|else|elif|define|undef|line|error|warning|region|endregion|pragma)\\b.*?\\n", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\\b(abstract|as|base|break|case|catch|checked|const|continue|default|delegate|do|else|enum|event|explicit|extern|false|finally|fixed|for|foreach|goto|if|implicit|in|interface|internal|is|lock|new|null|operator|out|override|params|private|protected|public|readonly|ref|return|sealed|sizeof|stackalloc|static|switch|this|throw|true|try|typeof|unchecked|unsafe|virtual|void|volatile|while|add|alias|async|await|get|global|partial|remove|set|value|where|yield|nameof|ascending|by|descending|equals|from|group|in|into|join|let|on|orderby|select)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(bool|byte|char|decimal|double|dynamic|float|int|long|object|sbyte|short|string|uint|ulong|ushort|var)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?i-sx:@?[_a-z][A-Za-z0-9_]*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "@?[_a-z][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*].*?[*]/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_nest[] = {
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_nest},
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_splice_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_nest},
    {.re = "\"|\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_splice_literal[] = {
    {.re = "\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_nest},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_class[] = {
    HL_MIXIN(S_whitespace),
    {.re = "@?[_a-z][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_namespace[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(?=[(])", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "((?i-sx:@?[_a-z][A-Za-z0-9_]*)|[.])+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"nest", r_nest},
    {"splice_string", r_splice_string},
    {"splice_literal", r_splice_literal},
    {"class", r_class},
    {"namespace", r_namespace},
};

static const char *const aliases[] = {"c#", "cs", NULL};

const hl_lang hl_lang_csharp = {
    .tag = "csharp",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
