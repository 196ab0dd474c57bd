/* lang_erlang.c: Erlang, ported from Rouge 3.30 lexers (Rouge::Lexers::Erlang). */
#include "highlight/engine.h"

enum {
    S_root,
    S_string,
    S_directive,
};

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "%.*\\n", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(after|begin|case|catch|cond|end|fun|if|let|of|query|receive|try|when)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(abs|append_element|apply|atom_to_list|binary_to_list|bitstring_to_list|binary_to_term|bit_size|bump_reductions|byte_size|cancel_timer|check_process_code|delete_module|demonitor|disconnect_node|display|element|erase|exit|float|float_to_list|fun_info|fun_to_list|function_exported|garbage_collect|get|get_keys|group_leader|hash|hd|integer_to_list|iolist_to_binary|iolist_size|is_atom|is_binary|is_bitstring|is_boolean|is_builtin|is_float|is_function|is_integer|is_list|is_number|is_pid|is_port|is_process_alive|is_record|is_reference|is_tuple|length|link|list_to_atom|list_to_binary|list_to_bitstring|list_to_existing_atom|list_to_float|list_to_integer|list_to_pid|list_to_tuple|load_module|localtime_to_universaltime|make_tuple|md5|md5_final|md5_update|memory|module_loaded|monitor|monitor_node|node|nodes|open_port|phash|phash2|pid_to_list|port_close|port_command|port_connect|port_control|port_call|port_info|port_to_list|process_display|process_flag|process_info|purge_module|put|read_timer|ref_to_list|register|resume_process|round|send|send_after|send_nosuspend|set_cookie|setelement|size|spawn|spawn_link|spawn_monitor|spawn_opt|split_binary|start_timer|statistics|suspend_process|system_flag|system_info|system_monitor|system_profile|term_to_binary|tl|trace|trace_delivered|trace_info|trace_pattern|trunc|tuple_size|tuple_to_list|universaltime_to_localtime|unlink|unregister|whereis)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(and|andalso|band|bnot|bor|bsl|bsr|bxor|div|not|or|orelse|rem|xor)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "^-", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_directive},
    {.re = "(\\+\\+?|--?|\\*|/|<|>|/=|=:=|=/=|=<|>=|==?|<-|!|\\?)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "<<", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = ">>", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "((?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]'))(:)", .opts = 0, .ntok = 2, .tok = {T_Name_Namespace, T_Punctuation}, .groups = 1},
    {.re = "(?:^|(?<=:))((?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]'))([\\t\\n\\x0b\\f\\r\\x20]*)(\\()", .opts = 0, .ntok = 3, .tok = {T_Name_Function, T_Text, T_Punctuation}, .groups = 1},
    {.re = "[+-]?(?-six:[2-9]|[12][0-9]|3[0-6])#[0-9a-zA-Z]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[+-]?[0-9]+.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[\\]\\[:_@\\\".{}()|;,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?:[A-Z_][a-zA-Z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(?:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]')", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "\\?(?-six:(?-six:[A-Z_][a-zA-Z0-9_]*)|(?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]'))", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\\$(?:(?-six:\\\\(?:[bdefnrstv\\'\"\\\\\\/]|[0-7][0-7]?[0-7]?|\\^[a-zA-Z]))|\\\\[ %]|[^\\\\])", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "#(?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]')(:?\\.(?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]'))?", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "(?:\\\\(?:[bdefnrstv\\'\"\\\\/]|[0-7][0-7]?[0-7]?|\\^[a-zA-Z]))", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "~[0-9.*]*[~#+bBcdefginpPswWxX]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "[^\"\\\\~]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "~", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_directive[] = {
    {.re = "(define)([\\t\\n\\x0b\\f\\r\\x20]*)(\\()((?-six:(?-six:[A-Z_][a-zA-Z0-9_]*)|(?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]')))", .opts = 0, .ntok = 4, .tok = {T_Name_Entity, T_Text, T_Punctuation, T_Name_Constant}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(record)([\\t\\n\\x0b\\f\\r\\x20]*)(\\()((?-six:(?-six:[A-Z_][a-zA-Z0-9_]*)|(?-six:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]')))", .opts = 0, .ntok = 4, .tok = {T_Name_Entity, T_Text, T_Punctuation, T_Name_Label}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "(?:[a-z][a-zA-Z0-9_]*|'[^\\n']*[^\\\\]')", .opts = 0, .ntok = 1, .tok = {T_Name_Entity}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string", r_string},
    {"directive", r_directive},
};

static const char *const aliases[] = {"erl", NULL};

const hl_lang hl_lang_erlang = {
    .tag = "erlang",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
