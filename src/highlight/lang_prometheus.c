/* lang_prometheus.c: Prometheus, ported from Rouge 3.30 lexers (Rouge::Lexers::Prometheus). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_metrics,
    S_strings,
    S_double_string_escaped,
    S_single_string_escaped,
    S_filters,
    S_label_list,
    S_labels,
    S_operators,
    S_filter_matching_operators,
    S_inline_whitespace,
    S_whitespace,
};

static const char kw_functions[][19] = {
    "abs", "absent", "avg_over_time", "ceil", "changes", "clamp_max",
    "clamp_min", "count_over_time", "count_scalar", "day_of_month", "day_of_week", "days_in_month",
    "delta", "deriv", "drop_common_labels", "exp", "floor", "histogram_quantile",
    "holt_winters", "hour", "idelta", "increase", "irate", "label_replace",
    "ln", "log10", "log2", "max_over_time", "min_over_time", "month",
    "predict_linear", "quantile_over_time", "rate", "resets", "round", "scalar",
    "sort", "sort_desc", "sqrt", "stddev_over_time", "stdvar_over_time", "sum_over_time",
    "time", "vector", "year",
};

/* prometheus.rb:43
 *         rule %r/[\w:]+/ do |m|
 *           if self.class.functions.include?(m[0])
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_functions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_strings),
    HL_MIXIN(S_whitespace),
    {.re = "-?[0-9]+\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "-?[0-9]+[smhdwy]?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_MIXIN(S_operators),
    {.re = "(ignoring|on)(\\()", .opts = 0, .ntok = 2, .tok = {T_Keyword_Pseudo, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_label_list},
    {.re = "(group_left|group_right)(\\()", .opts = 0, .ntok = 2, .tok = {T_Keyword_Type, T_Punctuation}, .groups = 1},
    {.re = "(bool|offset)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(without|by)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_label_list},
    {.re = "[A-Za-z0-9_:]+", .opts = 0, .cb = cb_root_9},
    HL_MIXIN(S_metrics),
    HL_END,
};

static const hl_rule r_metrics[] = {
    {.re = "[a-zA-Z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[\\(\\)\\]:.,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_filters},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_string_escaped},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_string_escaped},
    {.re = "`.*`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    HL_END,
};

static const hl_rule r_double_string_escaped[] = {
    {.re = "\\\\[\\\\abfnrtv\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_single_string_escaped[] = {
    {.re = "\\\\[\\\\abfnrtv']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\']+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_filters[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_labels),
    HL_MIXIN(S_filter_matching_operators),
    HL_MIXIN(S_strings),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_label_list[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[a-zA-Z0-9_:-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_whitespace),
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_labels[] = {
    {.re = "[a-zA-Z0-9_:-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    HL_END,
};

static const hl_rule r_operators[] = {
    {.re = "[+\\-\\*/%\\^]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "=|==|!=|<|>|<=|>=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "and|or|unless", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(sum|min|max|avg|stddev|stdvar|count|count_values|bottomk|topk)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    HL_END,
};

static const hl_rule r_filter_matching_operators[] = {
    {.re = "!(=|~)|=~?", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "\\n[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"metrics", r_metrics},
    {"strings", r_strings},
    {"double_string_escaped", r_double_string_escaped},
    {"single_string_escaped", r_single_string_escaped},
    {"filters", r_filters},
    {"label_list", r_label_list},
    {"labels", r_labels},
    {"operators", r_operators},
    {"filter_matching_operators", r_filter_matching_operators},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
};

static const char *const aliases[] = {"prometheus", NULL};

const hl_lang hl_lang_prometheus = {
    .tag = "prometheus",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
