/* lang_ghc_cmm.c: GHC Cmm (C--), ported from Rouge 3.30 lexers (Rouge::Lexers::GHCCmm). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_detect_section,
    S_section,
    S_preprocessor_macros,
    S_info_tbls,
    S_info_tbls_body,
    S_label,
    S_comments,
    S_literals,
    S_literal_string,
    S_operators,
    S_keywords,
    S_types,
    S_infos,
    S_names,
    S_namespace_name,
    S_function,
};

/* ghc_cmm.rb:61
 *         rule %r/(section)(\s+)/ do |m|
 *           token Keyword, m[1]
 *           token Text, m[2]
 *           push :section
 *         end
 */
static void cb_detect_section_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Text, g1p, g1n);
    hl_push(lx, S_section);
}

/* ghc_cmm.rb:83
 *         rule %r{
 *             (\#define)
 *             (#{ws}*)
 *             (#{id})
 *           }mx do |m|
 *           token Comment::Preproc, m[1]
 *           recurse m[2]
 *           token Name::Label, m[3]
 *         end
 */
static void cb_preprocessor_macros_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Comment_Preproc, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Name_Label, g2p, g2n);
}

/* ghc_cmm.rb:95
 *         rule %r/({ )(info_tbls)(:)/ do |m|
 *           token Punctuation, m[1]
 *           token Name::Entity, m[2]
 *           token Punctuation, m[3]
 * 
 *           push :info_tbls_body
 *         end
 */
static void cb_info_tbls_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_token(lx, T_Name_Entity, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
    hl_push(lx, S_info_tbls_body);
}

/* ghc_cmm.rb:112
 *         rule %r{(\()(#{complex_id})(,)}mx do |m|
 *           token Punctuation, m[1]
 *           token Name::Label, m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_info_tbls_body_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_token(lx, T_Name_Label, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* ghc_cmm.rb:164
 *         rule %r/(const)(\s+)/ do |m|
 *           token Keyword::Constant, m[1]
 *           token Text, m[2]
 *         end
 */
static void cb_keywords_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Keyword_Constant, g0p, g0n);
    hl_token(lx, T_Text, g1p, g1n);
}

/* ghc_cmm.rb:171
 *         rule %r/(switch)([^{]*)({)/ do |m|
 *           token Keyword, m[1]
 *           recurse m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_keywords_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* ghc_cmm.rb:177
 *         rule %r/(arg|result)(#{ws}+)(hints)(:)/ do |m|
 *           token Name::Property, m[1]
 *           recurse m[2]
 *           token Name::Property, m[3]
 *           token Punctuation, m[4]
 *         end
 */
static void cb_keywords_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    hl_token(lx, T_Name_Property, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Name_Property, g2p, g2n);
    hl_token(lx, T_Punctuation, g3p, g3n);
}

/* ghc_cmm.rb:184
 *         rule %r/(returns)(#{ws}*)(to)/ do |m|
 *           token Keyword, m[1]
 *           recurse m[2]
 *           token Keyword, m[3]
 *         end
 */
static void cb_keywords_4(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Keyword, g2p, g2n);
}

/* ghc_cmm.rb:190
 *         rule %r/(never)(#{ws}*)(returns)/ do |m|
 *           token Keyword, m[1]
 *           recurse m[2]
 *           token Keyword, m[3]
 *         end
 */
static void cb_keywords_5(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Keyword, g2p, g2n);
}

/* ghc_cmm.rb:196
 *         rule %r{(return)(#{ws}*)(\()} do |m|
 *           token Keyword, m[1]
 *           recurse m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_keywords_6(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* ghc_cmm.rb:202
 *         rule %r{(if|else|goto|call|offset|import|jump|ccall|foreign|prim|case|unwind|export|reserve|push)(#{ws})} do |m|
 *           token Keyword, m[1]
 *           recurse m[2]
 *         end
 */
static void cb_keywords_7(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
}

/* ghc_cmm.rb:207
 *         rule %r{(default)(#{ws}*)(:)} do |m|
 *           token Keyword, m[1]
 *           recurse m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_keywords_8(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* ghc_cmm.rb:217
 *         rule %r/(#{id})(?=\[[^\]])/ do |m|
 *           token Keyword::Type, m[1]
 *         end
 */
static void cb_types_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_token(lx, T_Keyword_Type, g0p, g0n);
}

/* ghc_cmm.rb:222
 *         rule %r/(#{id}\[\])/ do |m|
 *           token Keyword::Type, m[1]
 *         end
 */
static void cb_types_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    hl_token(lx, T_Keyword_Type, g0p, g0n);
}

/* ghc_cmm.rb:228
 *         rule %r{
 *                 (^#{id})
 *                 (#{ws}+)
 *                 (#{id})
 *                 (#{ws}*)
 *                 (\()
 *               }mx do |m|
 *           token Name::Label, m[1]
 *           recurse m[2]
 *           token Name::Function, m[3]
 *           recurse m[4]
 *           token Punctuation, m[5]
 *         end
 */
static void cb_types_2(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    hl_token(lx, T_Name_Label, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Name_Function, g2p, g2n);
    hl_recurse(lx, g3p, g3n);
    hl_token(lx, T_Punctuation, g4p, g4n);
}

/* ghc_cmm.rb:247
 *         rule %r{
 *                 (^#{id})
 *                 (#{ws}+)
 *                 (#{id})
 *               }mx do |m|
 *           token Keyword::Type, m[1]
 *           recurse m[2]
 *           token Name::Label, m[3]
 *         end
 */
static void cb_types_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Keyword_Type, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Name_Label, g2p, g2n);
}

/* ghc_cmm.rb:259
 *         rule %r/(args|res|upd|label|rep|srt|arity|fun_type|arg_space|updfr_space)(:)/ do |m|
 *           token Name::Property, m[1]
 *           token Punctuation, m[2]
 *         end
 */
static void cb_infos_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Name_Property, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
}

/* ghc_cmm.rb:264
 *         rule %r/(stack_info)(:)/ do |m|
 *           token Name::Entity, m[1]
 *           token Punctuation, m[2]
 *         end
 */
static void cb_infos_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Name_Entity, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
}

/* ghc_cmm.rb:271
 *         rule %r/(::)(#{ws}*)([A-Z]\w+)/ do |m|
 *           token Operator, m[1]
 *           recurse m[2]
 *           token Keyword::Type, m[3]
 *         end
 */
static void cb_names_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Operator, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Keyword_Type, g2p, g2n);
}

/* ghc_cmm.rb:280
 *         rule %r/([A-Z]#{id})(\.)/ do |m|
 *           token Name::Namespace, m[1]
 *           token Punctuation, m[2]
 *           push :namespace_name
 *         end
 */
static void cb_names_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Name_Namespace, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
    hl_push(lx, S_namespace_name);
}

/* ghc_cmm.rb:290
 *         rule %r/(`)(#{id})(`)/ do |m|
 *           token Punctuation, m[1]
 *           token Name::Function, m[2]
 *           token Punctuation, m[3]
 *         end
 */
static void cb_names_4(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Punctuation, g0p, g0n);
    hl_token(lx, T_Name_Function, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
}

/* ghc_cmm.rb:298
 *         rule %r{(?=
 *                   #{complex_id}
 *              #{ws}*
 *                   [\{\(]
 *                 )}mx do
 *           push :function
 *         end
 */
static void cb_names_5(hl_lx *lx, const hl_match *m)
{
    hl_push(lx, S_function);
}

/* ghc_cmm.rb:311
 *         rule %r/([A-Z]#{id})(\.)/ do |m|
 *           token Name::Namespace, m[1]
 *           token Punctuation, m[2]
 *         end
 */
static void cb_namespace_name_0(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Name_Namespace, g0p, g0n);
    hl_token(lx, T_Punctuation, g1p, g1n);
}

/* ghc_cmm.rb:316
 *         rule %r{(#{complex_id})(#{ws}*)([\{\(])}mx do |m|
 *           token Name::Function, m[1]
 *           recurse m[2]
 *           token Punctuation, m[3]
 *           pop!
 *         end
 */
static void cb_namespace_name_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Name_Function, g0p, g0n);
    hl_recurse(lx, g1p, g1n);
    hl_token(lx, T_Punctuation, g2p, g2n);
    hl_pop(lx, 1);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "^=====.*=====$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Generic_Heading}},
    {.re = "^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]+ UTC$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Single}},
    HL_MIXIN(S_detect_section),
    HL_MIXIN(S_preprocessor_macros),
    HL_MIXIN(S_info_tbls),
    HL_MIXIN(S_comments),
    HL_MIXIN(S_literals),
    HL_MIXIN(S_keywords),
    HL_MIXIN(S_types),
    HL_MIXIN(S_infos),
    HL_MIXIN(S_names),
    HL_MIXIN(S_operators),
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_detect_section[] = {
    {.re = "(section)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .cb = cb_detect_section_0},
    HL_END,
};

static const hl_rule r_section[] = {
    {.re = "\"(data|cstring|text|rodata|relrodata|bss)\"", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_names),
    HL_MIXIN(S_operators),
    HL_MIXIN(S_keywords),
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_preprocessor_macros[] = {
    {.re = "#(include|endif|else|if)", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\n            (\\#define)\n            ((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)\n            ((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))\n          ", .opts = HL_X | HL_M, .cb = cb_preprocessor_macros_1},
    HL_END,
};

static const hl_rule r_info_tbls[] = {
    {.re = "({ )(info_tbls)(:)", .opts = 0, .cb = cb_info_tbls_0},
    HL_END,
};

static const hl_rule r_info_tbls_body[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_info_tbls_body},
    {.re = "(?=label:)", .opts = 0, .act = HL_PUSH, .arg = S_label},
    {.re = "(\\()((?sx-i:\n        (?:[A-Za-z0-9_#$%_']|\\(\\)|\\(,\\)|\\[\\]|[0-9])*\n        (?:[A-Za-z0-9_#$%_']+)\n      ))(,)", .opts = HL_X | HL_M, .cb = cb_info_tbls_body_3},
    HL_MIXIN(S_literals),
    HL_MIXIN(S_infos),
    HL_MIXIN(S_keywords),
    HL_MIXIN(S_operators),
    {.re = "(?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_label[] = {
    HL_MIXIN(S_infos),
    HL_MIXIN(S_names),
    HL_MIXIN(S_keywords),
    HL_MIXIN(S_operators),
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "/{2}.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\(likely.*?\\)", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_literals[] = {
    {.re = "-?[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_PUSH, .arg = S_literal_string},
    HL_END,
};

static const hl_rule r_literal_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "%.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Delimiter}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_operators[] = {
    {.re = "\\.\\.", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[+\\-*/<>=!&|~]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\].{}:;,()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_keywords[] = {
    {.re = "(const)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .cb = cb_keywords_0},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "(switch)([^{]*)({)", .opts = 0, .cb = cb_keywords_2},
    {.re = "(arg|result)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)+)(hints)(:)", .opts = 0, .cb = cb_keywords_3},
    {.re = "(returns)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)(to)", .opts = 0, .cb = cb_keywords_4},
    {.re = "(never)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)(returns)", .opts = 0, .cb = cb_keywords_5},
    {.re = "(return)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)(\\()", .opts = 0, .cb = cb_keywords_6},
    {.re = "(if|else|goto|call|offset|import|jump|ccall|foreign|prim|case|unwind|export|reserve|push)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/))", .opts = 0, .cb = cb_keywords_7},
    {.re = "(default)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)(:)", .opts = 0, .cb = cb_keywords_8},
    HL_END,
};

static const hl_rule r_types[] = {
    {.re = "((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))(?=\\[[^\\]])", .opts = 0, .cb = cb_types_0},
    {.re = "((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+)\\[\\])", .opts = 0, .cb = cb_types_1},
    {.re = "\n                (^(?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))\n                ((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)+)\n                ((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))\n                ((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)\n                (\\()\n              ", .opts = HL_X | HL_M, .cb = cb_types_2},
    {.re = "\n                (^(?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))\n                ((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)+)\n                ((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))\n              ", .opts = HL_X | HL_M, .cb = cb_types_3},
    HL_END,
};

static const hl_rule r_infos[] = {
    {.re = "(args|res|upd|label|rep|srt|arity|fun_type|arg_space|updfr_space)(:)", .opts = 0, .cb = cb_infos_0},
    {.re = "(stack_info)(:)", .opts = 0, .cb = cb_infos_1},
    HL_END,
};

static const hl_rule r_names[] = {
    {.re = "(::)((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)([A-Z][A-Za-z0-9_]+)", .opts = 0, .cb = cb_names_0},
    {.re = "<((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))>", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(Sp|SpLim|Hp|HpLim|HpAlloc|BaseReg|CurrentNursery|CurrentTSO|R[0-9]{1,2}|gcptr)(?!(?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "([A-Z](?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))(\\.)", .opts = 0, .cb = cb_names_3},
    {.re = "(`)((?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))(`)", .opts = 0, .cb = cb_names_4},
    {.re = "(?=\n                  (?sx-i:\n        (?:[A-Za-z0-9_#$%_']|\\(\\)|\\(,\\)|\\[\\]|[0-9])*\n        (?:[A-Za-z0-9_#$%_']+)\n      )\n             (?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*\n                  [\\{\\(]\n                )", .opts = HL_X | HL_M, .cb = cb_names_5},
    {.re = "CLOSURE", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(?sx-i:\n        (?:[A-Za-z0-9_#$%_']|\\(\\)|\\(,\\)|\\[\\]|[0-9])*\n        (?:[A-Za-z0-9_#$%_']+)\n      )", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_END,
};

static const hl_rule r_namespace_name[] = {
    {.re = "([A-Z](?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+))(\\.)", .opts = 0, .cb = cb_namespace_name_0},
    {.re = "((?sx-i:\n        (?:[A-Za-z0-9_#$%_']|\\(\\)|\\(,\\)|\\[\\]|[0-9])*\n        (?:[A-Za-z0-9_#$%_']+)\n      ))((?sx-i:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*](?:[^*]|(?:[*][^\\/]))*[*]+\\/)*)([\\{\\(])", .opts = HL_X | HL_M, .cb = cb_namespace_name_1},
    {.re = "(?sx-i:\n        (?:[A-Za-z0-9_#$%_']|\\(\\)|\\(,\\)|\\[\\]|[0-9])*\n        (?:[A-Za-z0-9_#$%_']+)\n      )", .opts = 0, .ntok = 1, .tok = {T_Name_Label}, .act = HL_POP, .arg = 1},
    {.re = "(?=.)", .opts = HL_M, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_function[] = {
    {.re = "INFO_TABLE_FUN|INFO_TABLE_CONSTR|INFO_TABLE_SELECTOR|INFO_TABLE_RET|INFO_TABLE", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "%(?-six:(?!#[a-zA-Z])[A-Za-z0-9_#\\$%_']+)", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(?sx-i:\n        (?:[A-Za-z0-9_#$%_']|\\(\\)|\\(,\\)|\\[\\]|[0-9])*\n        (?:[A-Za-z0-9_#$%_']+)\n      )", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[({]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_comments),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"detect_section", r_detect_section},
    {"section", r_section},
    {"preprocessor_macros", r_preprocessor_macros},
    {"info_tbls", r_info_tbls},
    {"info_tbls_body", r_info_tbls_body},
    {"label", r_label},
    {"comments", r_comments},
    {"literals", r_literals},
    {"literal_string", r_literal_string},
    {"operators", r_operators},
    {"keywords", r_keywords},
    {"types", r_types},
    {"infos", r_infos},
    {"names", r_names},
    {"namespace_name", r_namespace_name},
    {"function", r_function},
};

static const char *const aliases[] = {"cmm", NULL};

const hl_lang hl_lang_ghc_cmm = {
    .tag = "ghc-cmm",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
