/* lang_gdscript.c: GDScript, ported from Rouge 3.30 lexers (Rouge::Lexers::GDScript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_keywords,
    S_builtins,
    S_numbers,
    S_name,
    S_funcname,
    S_classname,
    S_string_escape,
    S_strings_single,
    S_strings_double,
    S_dqs,
    S_escape_dqs,
    S_sqs,
    S_escape_sqs,
    S_tdqs,
    S_escape_tdqs,
    S_tsqs,
    S_escape_tsqs,
};

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\[\\]{}:(),;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(in|and|or|not)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "!=|==|<<|>>|&&|\\+=|-=|\\*=|/=|%=|&=|\\|=|\\|\\||[-~+/*%=<>&^.!|$]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(func)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\\\)+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_funcname},
    {.re = "(class)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\\\)+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_classname},
    HL_MIXIN(S_keywords),
    HL_MIXIN(S_builtins),
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_escape_tdqs},
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_escape_tsqs},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_escape_dqs},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_escape_sqs},
    HL_MIXIN(S_name),
    HL_MIXIN(S_numbers),
    HL_END,
};

static const hl_rule r_keywords[] = {
    {.re = "\\b(and|in|not|or|as|breakpoint|class|class_name|extends|is|func|setget|signal|tool|const|enum|export|onready|static|var|break|continue|if|elif|else|for|pass|return|match|while|remote|master|puppet|remotesync|mastersync|puppetsync)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(do|switch|case)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    HL_END,
};

static const hl_rule r_builtins[] = {
    {.re = "\\b(Color8|ColorN|abs|acos|asin|assert|atan|atan2|bytes2var|ceil|char|clamp|convert|cos|cosh|db2linear|decimals|dectime|deg2rad|dict2inst|ease|exp|floor|fmod|fposmod|funcref|hash|inst2dict|instance_from_id|is_inf|is_nan|lerp|linear2db|load|log|max|min|nearest_po2|pow|preload|print|print_stack|printerr|printraw|prints|printt|rad2deg|rand_range|rand_seed|randf|randi|randomize|range|round|seed|sign|sin|sinh|sqrt|stepify|str|str2var|tan|tan|tanh|type_exist|typeof|var2bytes|var2str|weakref|yield)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b((self|false|true)|(PI|TAU|NAN|INF))\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "\\b(bool|int|float|String|Vector2|Rect2|Transform2D|Vector3|AABB|Plane|Quat|Basis|Transform|Color|RID|Object|NodePath|Dictionary|Array|PoolByteArray|PoolIntArray|PoolRealArray|PoolStringArray|PoolVector2Array|PoolVector3Array|PoolColorArray|null)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    HL_END,
};

static const hl_rule r_numbers[] = {
    {.re = "([0-9]+\\.[0-9]*|[0-9]*\\.[0-9]+)([eE][+-]?[0-9]+)?j?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+[eE][+-]?[0-9]+j?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0[xX][a-fA-F0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+j?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_name[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_classname[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string_escape[] = {
    {.re = "\\\\([\\\\abfnrtv\"\\']|\\n|N\\{.*?\\}|u[a-fA-F0-9]{4}|U[a-fA-F0-9]{8}|x[a-fA-F0-9]{2}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_strings_single[] = {
    {.re = "%(\\([A-Za-z0-9_]+\\))?[-#0 +]*([0-9]+|[*])?(\\.([0-9]+|[*]))?[hlL]?[E-GXc-giorsux%]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "[^\\\\'%\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "[\"\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "%", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_strings_double[] = {
    {.re = "%(\\([A-Za-z0-9_]+\\))?[-#0 +]*([0-9]+|[*])?(\\.([0-9]+|[*]))?[hlL]?[E-GXc-giorsux%]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "[^\\\\\"%\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "['\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "%", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_dqs[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\\\\\\\|\\\\\"|\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_MIXIN(S_strings_double),
    HL_END,
};

static const hl_rule r_escape_dqs[] = {
    HL_MIXIN(S_string_escape),
    HL_MIXIN(S_dqs),
    HL_END,
};

static const hl_rule r_sqs[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "\\\\\\\\|\\\\'|\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_MIXIN(S_strings_single),
    HL_END,
};

static const hl_rule r_escape_sqs[] = {
    HL_MIXIN(S_string_escape),
    HL_MIXIN(S_sqs),
    HL_END,
};

static const hl_rule r_tdqs[] = {
    {.re = "\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_strings_double),
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_escape_tdqs[] = {
    HL_MIXIN(S_string_escape),
    HL_MIXIN(S_tdqs),
    HL_END,
};

static const hl_rule r_tsqs[] = {
    {.re = "'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_strings_single),
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_escape_tsqs[] = {
    HL_MIXIN(S_string_escape),
    HL_MIXIN(S_tsqs),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"keywords", r_keywords},
    {"builtins", r_builtins},
    {"numbers", r_numbers},
    {"name", r_name},
    {"funcname", r_funcname},
    {"classname", r_classname},
    {"string_escape", r_string_escape},
    {"strings_single", r_strings_single},
    {"strings_double", r_strings_double},
    {"dqs", r_dqs},
    {"escape_dqs", r_escape_dqs},
    {"sqs", r_sqs},
    {"escape_sqs", r_escape_sqs},
    {"tdqs", r_tdqs},
    {"escape_tdqs", r_escape_tdqs},
    {"tsqs", r_tsqs},
    {"escape_tsqs", r_escape_tsqs},
};

static const char *const aliases[] = {"gd", "gdscript", NULL};

const hl_lang hl_lang_gdscript = {
    .tag = "gdscript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
