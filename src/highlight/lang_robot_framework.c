/* lang_robot_framework.c: Robot Framework, ported from Rouge 3.30 lexers (Rouge::Lexers::RobotFramework). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_prior_text,
    S_whitespace,
    S_section_include,
    S_end_section,
    S_return,
    S_sep,
    S_newline,
    S_section_settings,
    S_section_tests,
    S_section_tasks,
    S_section_keywords,
    S_section_variables,
    S_cell_start,
    S_keyword,
    S_args,
    S_var,
};

static const char kw_settings_with_args[][14] = {
    "arguments", "default tags", "documentation", "force tags", "metadata", "return",
    "tags", "task timeout", "test timeout", "timeout",
};

static const char kw_settings_with_keywords[][15] = {
    "library", "resource", "setup", "suite setup", "suite teardown", "task setup",
    "task teardown", "task template", "teardown", "template", "test setup", "test teardown",
    "test template", "variables",
};

/* the instance variables the blocks keep */
typedef struct lang_data {
    long col;        /* @col */
    int next;        /* @next: a state + 1, 0 for nil */
    int is_template; /* @is_template */
} lang_data;

/* @next = match is a setting with keywords ? :keyword : with args ? :args : nil */
static int next_for(const char *p, size_t n)
{
    if (HL_IN(kw_settings_with_keywords, p, n))
        return S_keyword + 1;
    if (HL_IN(kw_settings_with_args, p, n))
        return S_args + 1;
    return 0;
}

/* robot_framework.rb:114
 *         rule %r/^(?:\| )?\*[* ]*([A-Z]+(?: [A-Z]+)?).* /i do |m|
 *           token Generic::Heading, m[0]
 *           case m[1].chomp("s").downcase
 *           when "setting" then push :section_settings
 *           when "test case" then push :section_tests
 *           when "task" then push :section_tasks
 *           when "keyword" then push :section_keywords
 *           when "variable" then push :section_variables
 *           end
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_token(lx, T_Generic_Heading, m->s, m->ov[1]);
    hl_group(m, 1, &p, &n);
    if (n && p[n - 1] == 's') /* chomp("s") */
        n--;
    char f[32];
    size_t fn = hl_fold(f, sizeof f, p, n, 0);
    if (fn == 7 && !memcmp(f, "setting", 7))
        hl_push(lx, S_section_settings);
    else if (fn == 9 && !memcmp(f, "test case", 9))
        hl_push(lx, S_section_tests);
    else if (fn == 4 && !memcmp(f, "task", 4))
        hl_push(lx, S_section_tasks);
    else if (fn == 7 && !memcmp(f, "keyword", 7))
        hl_push(lx, S_section_keywords);
    else if (fn == 8 && !memcmp(f, "variable", 8))
        hl_push(lx, S_section_variables);
}

/* robot_framework.rb:75
 *         rule sep do
 *           token Text::Whitespace
 *           @col = @col + 1
 *           if @next
 *             push @next
 *           elsif @is_template
 *             push :args
 *           elsif @col == 1
 *             @next = :keyword
 *             push :keyword
 *           else
 *             push :args
 *           end
 *           push :cell_start
 *         end
 */
static void cb_sep_1(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Text_Whitespace, m->s, m->ov[1]);
    d->col++;
    if (d->next) {
        hl_push(lx, d->next - 1);
    } else if (d->is_template) {
        hl_push(lx, S_args);
    } else if (d->col == 1) {
        d->next = S_keyword + 1;
        hl_push(lx, S_keyword);
    } else {
        hl_push(lx, S_args);
    }
    hl_push(lx, S_cell_start);
}

/* robot_framework.rb:91
 *         rule %r/\.\.\. * / do
 *           token Text::Whitespace
 *           @col = @col + 1
 *           push :args
 *         end
 */
static void cb_sep_2(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Text_Whitespace, m->s, m->ov[1]);
    d->col++;
    hl_push(lx, S_args);
}

/* robot_framework.rb:101
 *         rule %r/\n/ do
 *           token Text::Whitespace
 *           @col = 0
 *           @next = nil
 *           push :cell_start
 *         end
 */
static void cb_newline_0(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Text_Whitespace, m->s, m->ov[1]);
    d->col = 0;
    d->next = 0;
    hl_push(lx, S_cell_start);
}

/* robot_framework.rb:129
 *         rule %r/([A-Z]+(?: [A-Z]+)?)(:?)/i do |m|
 *           match = m[1].downcase
 *           @next = if self.class.settings_with_keywords.include? match
 *                     :keyword
 *                   elsif self.class.settings_with_args.include? match
 *                     :args
 *                   end
 *           groups Name::Builtin::Pseudo, Punctuation
 *         end
 */
static void cb_section_settings_1(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    char f[64];
    size_t fn = hl_fold(f, sizeof f, p, n, 0);
    d->next = next_for(f, fn);
    hl_token_m(lx, T_Name_Builtin_Pseudo, m, 1);
    hl_token_m(lx, T_Punctuation, m, 2);
}

/* robot_framework.rb:146
 *         rule id do
 *           @is_template = false
 *           token Name::Label
 *         end
 */
static void cb_section_tests_3(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    d->is_template = 0;
    hl_token(lx, T_Name_Label, m->s, m->ov[1]);
}

/* robot_framework.rb:173
 *         rule %r/[$@&%]\{/ do
 *           token Name::Variable
 *           @next = :args
 *           push :var
 *         end
 */
static void cb_section_variables_1(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    d->next = S_args + 1;
    hl_push(lx, S_var);
}

/* robot_framework.rb:186
 *         rule %r/(\[)([A-Z]+(?: [A-Z]+)?)(\])/i do |m|
 *           groups Punctuation, Name::Builtin::Pseudo, Punctuation
 * 
 *           match = m[2].downcase
 *           @is_template = true if match == "template"
 *           if self.class.settings_with_keywords.include? match
 *             @next = :keyword
 *           elsif self.class.settings_with_args.include? match
 *             @next = :args
 *           end
 * 
 *           pop!
 *         end
 */
static void cb_keyword_0(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    const char *p;
    size_t n;
    hl_token_m(lx, T_Punctuation, m, 1);
    hl_token_m(lx, T_Name_Builtin_Pseudo, m, 2);
    hl_token_m(lx, T_Punctuation, m, 3);
    hl_group(m, 2, &p, &n);
    char f[64];
    size_t fn = hl_fold(f, sizeof f, p, n, 0);
    if (fn == 8 && !memcmp(f, "template", 8))
        d->is_template = 1;
    int nx = next_for(f, fn);
    if (nx) /* if/elsif without else: @next is kept otherwise */
        d->next = nx;
    hl_pop(lx, 1);
}

/* robot_framework.rb:200
 *         rule %r/[$@&%]\{/ do
 *           token Name::Variable
 *           @next = :keyword unless @next.nil?
 *           push :var
 *         end
 */
static void cb_keyword_1(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    if (d->next)
        d->next = S_keyword + 1;
    hl_push(lx, S_var);
}

/* robot_framework.rb:206
 *         rule %r/FOR/i do
 *           token Name::Function
 *           @next = :keyword unless @next.nil?
 *         end
 */
static void cb_keyword_2(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    if (d->next)
        d->next = S_keyword + 1;
}

/* robot_framework.rb:214
 *         rule id do
 *           token Name::Function
 *           @next = nil
 *         end
 */
static void cb_keyword_5(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    d->next = 0;
}

/* robot_framework.rb:223
 *         rule %r/[$@&%]\{/ do
 *           token Name::Variable
 *           @next = :keyword unless @next.nil?
 *           push :var
 *         end
 */
static void cb_args_0(hl_lx *lx, const hl_match *m)
{
    lang_data *d = lx->data;
    hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
    if (d->next)
        d->next = S_keyword + 1;
    hl_push(lx, S_var);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "^(?:\\| )?\\*[* ]*([A-Z]+(?: [A-Z]+)?).*", .opts = HL_I, .bol = 1, .cb = cb_root_1},
    HL_END,
};

static const hl_rule r_prior_text[] = {
    {.re = "^[^*].*", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Text}},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_section_include[] = {
    HL_MIXIN(S_end_section),
    HL_MIXIN(S_sep),
    HL_MIXIN(S_newline),
    HL_END,
};

static const hl_rule r_end_section[] = {
    {.re = "(?=^(?:\\| )?\\*)", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_return[] = {
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sep[] = {
    {.re = "\\| ", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = " +\\| +|[ ]{2,}|\\t+", .opts = 0, .cb = cb_sep_1},
    {.re = "\\.\\.\\. *", .opts = 0, .cb = cb_sep_2},
    {.re = " ?\\|", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    HL_END,
};

static const hl_rule r_newline[] = {
    {.re = "\\n", .opts = 0, .cb = cb_newline_0},
    HL_END,
};

static const hl_rule r_section_settings[] = {
    HL_MIXIN(S_section_include),
    {.re = "([A-Z]+(?: [A-Z]+)?)(:?)", .opts = HL_I, .cb = cb_section_settings_1},
    HL_END,
};

static const hl_rule r_section_tests[] = {
    HL_MIXIN(S_section_include),
    {.re = "[$@&%{}]+", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "( )(?![ |])", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "(?:\\\\|[^|$@&% \\t\\n])+(?: (?:\\\\.|[^|$@&% \\t\\n])+)*", .opts = 0, .cb = cb_section_tests_3},
    HL_END,
};

static const hl_rule r_section_tasks[] = {
    HL_MIXIN(S_section_tests),
    HL_END,
};

static const hl_rule r_section_keywords[] = {
    HL_MIXIN(S_section_include),
    {.re = "[$@&%]\\{", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_var},
    {.re = "[$@&%{}]+", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "( )(?![ |])", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "(?:\\\\|[^|$@&% \\t\\n])+(?: (?:\\\\.|[^|$@&% \\t\\n])+)*", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_END,
};

static const hl_rule r_section_variables[] = {
    HL_MIXIN(S_section_include),
    {.re = "[$@&%]\\{", .opts = 0, .cb = cb_section_variables_1},
    HL_END,
};

static const hl_rule r_cell_start[] = {
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_MIXIN(S_return),
    HL_END,
};

static const hl_rule r_keyword[] = {
    {.re = "(\\[)([A-Z]+(?: [A-Z]+)?)(\\])", .opts = HL_I, .cb = cb_keyword_0},
    {.re = "[$@&%]\\{", .opts = 0, .cb = cb_keyword_1},
    {.re = "FOR", .opts = HL_I, .cb = cb_keyword_2},
    {.re = "( )(?![ |])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(?:Given|When|Then|And|But) ", .opts = HL_I, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(?:\\\\|[^|$@&% \\t\\n])+(?: (?:\\\\.|[^|$@&% \\t\\n])+)*", .opts = 0, .cb = cb_keyword_5},
    HL_MIXIN(S_return),
    HL_END,
};

static const hl_rule r_args[] = {
    {.re = "[$@&%]\\{", .opts = 0, .cb = cb_args_0},
    {.re = "[$@&%]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "( )(?![ |])", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(?:\\\\|[^|$@&% \\t\\n])+(?: (?:\\\\.|[^|$@&% \\t\\n])+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_MIXIN(S_return),
    HL_END,
};

static const hl_rule r_var[] = {
    {.re = "(\\})( )(=)", .opts = 0, .ntok = 3, .tok = {T_Name_Variable, T_Text_Whitespace, T_Punctuation}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "[$@&%]\\{", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_var},
    {.re = "[{\\[]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_var},
    {.re = "[}\\]]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "[^$@&%{}\\[\\]]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\}\\[", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"prior_text", r_prior_text},
    {"whitespace", r_whitespace},
    {"section_include", r_section_include},
    {"end_section", r_end_section},
    {"return", r_return},
    {"sep", r_sep},
    {"newline", r_newline},
    {"section_settings", r_section_settings},
    {"section_tests", r_section_tests},
    {"section_tasks", r_section_tasks},
    {"section_keywords", r_section_keywords},
    {"section_variables", r_section_variables},
    {"cell_start", r_cell_start},
    {"keyword", r_keyword},
    {"args", r_args},
    {"var", r_var},
};

static void start(hl_lx *lx)
{
    hl_push(lx, S_prior_text);
}

static const char *const aliases[] = {"robot", "robot-framework", NULL};

const hl_lang hl_lang_robot_framework = {
    .tag = "robot_framework",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
    .data_size = sizeof(lang_data),
};
