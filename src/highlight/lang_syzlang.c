/* lang_syzlang.c: Syzlang, ported from Rouge 3.30 lexers (Rouge::Lexers::Syzlang). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_inline_break,
    S_space_break,
    S_mixin_name,
    S_mixin_number,
    S_mixin_string,
    S_mixin_term,
    S_term_list,
    S_arg_type,
    S_include,
    S_define_name,
    S_define_exp,
    S_resource_name,
    S_resource_type,
    S_resource_values,
    S_resource_values_list,
    S_flags_list,
    S_syscall_args,
    S_syscall_retval,
    S_syscall_mods,
    S_struct_fields,
    S_struct_field_mods,
    S_struct_mods,
    S_type_name,
    S_type_args,
    S_type_args_list,
    S_type_body,
};

static const char kw_keywords[][15] = {
    "align", "breaks_returns", "dec", "define", "disabled", "hex",
    "ignore_return", "in", "incdir", "include", "inet", "inout",
    "oct", "opt", "out", "packed", "parent", "prog_timeout",
    "pseudo", "resource", "size", "syscall", "timeout", "type",
    "varlen",
};

static const char kw_keywords_type[][10] = {
    "array", "bitsize", "bool16", "bool32", "bool64", "bool8",
    "boolptr", "buffer", "bytesize", "bytesize2", "bytesize4", "bytesize8",
    "const", "csum", "filename", "fileoff", "flags", "fmt",
    "int16", "int16be", "int32", "int32be", "int64", "int64be",
    "int8", "int8be", "intptr", "len", "offsetof", "optional",
    "proc", "ptr", "ptr64", "string", "stringnoz", "text",
    "vma", "vma64", "void",
};

/* syzlang.rb:246
 *         rule %r/(include|incdir)/ do
 *           token Keyword
 *           push :include
 *           push :space_break
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_include);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:253
 *         rule %r/define/ do
 *           token Keyword
 *           push :define_exp
 *           push :space_break
 *           push :define_name
 *           push :space_break
 *         end
 */
static void cb_root_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_define_exp);
    hl_push(lx, S_space_break);
    hl_push(lx, S_define_name);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:262
 *         rule %r/resource/ do
 *           token Keyword
 *           push :resource_values
 *           push :inline_break
 *           push :resource_type
 *           push :inline_break
 *           push :resource_name
 *           push :space_break
 *         end
 */
static void cb_root_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_resource_values);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_resource_type);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_resource_name);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:273
 *         rule %r/(#{id}|_)(#{spaces})(=)/ do |m|
 *           if m[1] == "_"
 *             groups Keyword, Text, Punctuation
 *           else
 *             groups Name, Text, Punctuation
 *           end
 *           push :flags_list
 *           push :space_break
 *         end
 */
static void cb_root_5(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    if ((g0n == 1 && memcmp(g0p, "_", 1) == 0)) {
        hl_token_m(lx, T_Keyword, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    } else {
        hl_token_m(lx, T_Name, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    }
    hl_push(lx, S_flags_list);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:284
 *         rule %r/(#{id})(\$)?(#{num_id})?(#{spaces})?(\()/ do |m|
 *           groups Name::Function, Punctuation, Name::Function::Magic, Text, Punctuation
 *           push :syscall_mods
 *           push :inline_break
 *           push :syscall_retval
 *           push :inline_break
 *           push :syscall_args
 *           push :space_break
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Function, m, 1); hl_token_m(lx, T_Punctuation, m, 2); hl_token_m(lx, T_Name_Function_Magic, m, 3); hl_token_m(lx, T_Text, m, 4); hl_token_m(lx, T_Punctuation, m, 5);
    hl_push(lx, S_syscall_mods);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_syscall_retval);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_syscall_args);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:295
 *         rule %r/(#{id}|#{id}\$#{num_id})(#{spaces})?([{\[])/ do |m|
 *           groups Name, Text, Punctuation
 *           push :inline_break
 *           push :struct_mods
 *           push :inline_break
 *           push :struct_fields
 *           push :space_break
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_struct_mods);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_struct_fields);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:305
 *         rule %r/type/ do
 *           token Keyword
 *           push :type_body
 *           push :space_break
 *           push :type_args
 *           push :type_name
 *           push :space_break
 *         end
 */
static void cb_root_8(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_push(lx, S_type_body);
    hl_push(lx, S_space_break);
    hl_push(lx, S_type_args);
    hl_push(lx, S_type_name);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:67
 *         rule id do |m|
 *           if self.class.keywords.include?(m[0])
 *             token Keyword
 *           elsif self.class.keywords_type.include?(m[0])
 *             token Keyword::Type
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_mixin_term_2(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* syzlang.rb:132
 *         rule %r/:/ do
 *           token Punctuation
 *           push :resource_values_list
 *           push :space_break
 *         end
 */
static void cb_resource_values_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_resource_values_list);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:163
 *         rule id do
 *           token Name
 *           push :arg_type
 *           push :space_break
 *         end
 */
static void cb_syscall_args_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name, m->s, m->ov[1]);
    hl_push(lx, S_arg_type);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:183
 *         rule id do
 *           token Name
 *           push :space_break
 *           push :struct_field_mods
 *           push :inline_break
 *           push :arg_type
 *           push :space_break
 *         end
 */
static void cb_struct_fields_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Name, m->s, m->ov[1]);
    hl_push(lx, S_space_break);
    hl_push(lx, S_struct_field_mods);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_arg_type);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:223
 *         rule %r/[{\[]/ do
 *           token Punctuation
 *           pop!
 *           push :space_break
 *           push :struct_mods
 *           push :inline_break
 *           push :struct_fields
 *           push :space_break
 *         end
 */
static void cb_type_body_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_space_break);
    hl_push(lx, S_struct_mods);
    hl_push(lx, S_inline_break);
    hl_push(lx, S_struct_fields);
    hl_push(lx, S_space_break);
}

/* syzlang.rb:232
 *         rule %r// do
 *           pop!
 *           push :arg_type
 *         end
 */
static void cb_type_body_1(hl_lx *lx, const hl_match *m)
{
    hl_pop(lx, 1);
    hl_push(lx, S_arg_type);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(include|incdir)", .opts = 0, .cb = cb_root_2},
    {.re = "define", .opts = 0, .cb = cb_root_3},
    {.re = "resource", .opts = 0, .cb = cb_root_4},
    {.re = "((?-six:[a-zA-Z_][a-zA-Z0-9_]*)|_)((?-six:[\\t\\n\\x0b\\f\\r\\x20]+))(=)", .opts = 0, .cb = cb_root_5},
    {.re = "((?-six:[a-zA-Z_][a-zA-Z0-9_]*))(\\$)?((?-six:[a-zA-Z0-9_]+))?((?-six:[\\t\\n\\x0b\\f\\r\\x20]+))?(\\()", .opts = 0, .cb = cb_root_6},
    {.re = "((?-six:[a-zA-Z_][a-zA-Z0-9_]*)|(?-six:[a-zA-Z_][a-zA-Z0-9_]*)\\$(?-six:[a-zA-Z0-9_]+))((?-six:[\\t\\n\\x0b\\f\\r\\x20]+))?([{\\[])", .opts = 0, .cb = cb_root_7},
    {.re = "type", .opts = 0, .cb = cb_root_8},
    HL_END,
};

static const hl_rule r_inline_break[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_space_break[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_mixin_name[] = {
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_mixin_number[] = {
    {.re = "-?0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'[^']?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    HL_END,
};

static const hl_rule r_mixin_string[] = {
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "`[^`]*`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    HL_END,
};

static const hl_rule r_mixin_term[] = {
    HL_MIXIN(S_mixin_number),
    HL_MIXIN(S_mixin_string),
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_mixin_term_2},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_term_list[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_mixin_term),
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_term_list},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\]\\)]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_arg_type[] = {
    HL_MIXIN(S_mixin_term),
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_term_list},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_include[] = {
    {.re = "(<)([^>]+)(>)", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Literal_String, T_Punctuation}, .groups = 1},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_define_name[] = {
    HL_MIXIN(S_mixin_name),
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_define_exp[] = {
    HL_MIXIN(S_mixin_name),
    HL_MIXIN(S_mixin_number),
    HL_MIXIN(S_mixin_string),
    {.re = "[~!%\\^&\\*\\-\\+/\\|<>\\?:]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\(\\){}\\[\\];,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_resource_name[] = {
    HL_MIXIN(S_mixin_name),
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_resource_type[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_arg_type},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_resource_values[] = {
    {.re = ":", .opts = 0, .cb = cb_resource_values_0},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_resource_values_list[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_mixin_name),
    HL_MIXIN(S_mixin_number),
    HL_MIXIN(S_mixin_string),
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_space_break},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_flags_list[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\.", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_mixin_name),
    HL_MIXIN(S_mixin_number),
    HL_MIXIN(S_mixin_string),
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_space_break},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_syscall_args[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\.", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_syscall_args_3},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_syscall_retval[] = {
    HL_MIXIN(S_mixin_name),
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_syscall_mods[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_term_list},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_struct_fields[] = {
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_struct_fields_0},
    {.re = "[}\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_struct_field_mods[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_term_list},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_struct_mods[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_term_list},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_type_name[] = {
    HL_MIXIN(S_mixin_name),
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_type_args[] = {
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_type_args_list},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_type_args_list[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_mixin_name),
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_type_body[] = {
    {.re = "[{\\[]", .opts = 0, .cb = cb_type_body_0},
    {.re = "", .opts = 0, .cb = cb_type_body_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"inline_break", r_inline_break},
    {"space_break", r_space_break},
    {"mixin_name", r_mixin_name},
    {"mixin_number", r_mixin_number},
    {"mixin_string", r_mixin_string},
    {"mixin_term", r_mixin_term},
    {"term_list", r_term_list},
    {"arg_type", r_arg_type},
    {"include", r_include},
    {"define_name", r_define_name},
    {"define_exp", r_define_exp},
    {"resource_name", r_resource_name},
    {"resource_type", r_resource_type},
    {"resource_values", r_resource_values},
    {"resource_values_list", r_resource_values_list},
    {"flags_list", r_flags_list},
    {"syscall_args", r_syscall_args},
    {"syscall_retval", r_syscall_retval},
    {"syscall_mods", r_syscall_mods},
    {"struct_fields", r_struct_fields},
    {"struct_field_mods", r_struct_field_mods},
    {"struct_mods", r_struct_mods},
    {"type_name", r_type_name},
    {"type_args", r_type_args},
    {"type_args_list", r_type_args_list},
    {"type_body", r_type_body},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_syzlang = {
    .tag = "syzlang",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
