/* lang_ruby.c: Ruby, ported from Rouge 3.30 lexers (Rouge::Lexers::Ruby). */
#include "highlight/engine.h"

#include <string.h>

/* A %-sigiled string's delimiters (the anonymous state Rouge builds for it), kept on a stack parallel to the
 * sigil states on the lexer's stack. */
typedef struct rb_sigil {
    char open[5], close[5];
    size_t len;      /* byte length of the open delimiter (the close one has the same length) */
    int interp;
    short tok;
} rb_sigil;

typedef struct rb_heredoc {
    int tolerant;    /* <<- or <<~ */
    char name[64];
    size_t len;
} rb_heredoc;

#define RB_MAX_SIGILS 64
#define RB_MAX_HEREDOCS 16

typedef struct rb_data {
    rb_sigil sigil[RB_MAX_SIGILS];
    int nsigil;
    rb_heredoc heredoc[RB_MAX_HEREDOCS];
    int nheredoc;
} rb_data;

static int is_rb_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; }

static void sigil_push(rb_data *d, const rb_sigil *sg)
{
    if (d->nsigil < RB_MAX_SIGILS)
        d->sigil[d->nsigil] = *sg;
    d->nsigil++;
}

static const rb_sigil *sigil_top(hl_lx *lx)
{
    rb_data *d = lx->data;
    static const rb_sigil none = {"", "", 1, 0, T_Literal_String_Other};
    if (d->nsigil <= 0 || d->nsigil > RB_MAX_SIGILS)
        return &none;
    return &d->sigil[d->nsigil - 1];
}

static void heredoc_add(rb_data *d, int tolerant, const char *name, size_t n)
{
    if (d->nheredoc >= RB_MAX_HEREDOCS)
        return;
    rb_heredoc *h = &d->heredoc[d->nheredoc++];
    h->tolerant = tolerant;
    h->len = n < sizeof h->name ? n : sizeof h->name;
    memcpy(h->name, name, h->len);
}

static int at(const char *s, size_t n, const char *delim, size_t len)
{
    return len && n >= len && memcmp(s, delim, len) == 0;
}

static int one(size_t len, size_t *ov)
{
    ov[0] = 0;
    ov[1] = len;
    return 1;
}

/* \\[#OPEN CLOSE\\] */
static int sigil_escape(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    const rb_sigil *sg = sigil_top(lx);
    if (n < 2 || s[0] != '\\')
        return -1;
    if (s[1] == '#' || s[1] == '\\')
        return one(2, ov);
    if (at(s + 1, n - 1, sg->open, sg->len) || at(s + 1, n - 1, sg->close, sg->len))
        return one(1 + sg->len, ov);
    return -1;
}

/* OPEN (only with asymmetric delimiters): nests */
static int sigil_open(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    const rb_sigil *sg = sigil_top(lx);
    if (memcmp(sg->open, sg->close, sizeof sg->open) == 0 || !at(s, n, sg->open, sg->len))
        return -1;
    return one(sg->len, ov);
}

static int sigil_close(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    const rb_sigil *sg = sigil_top(lx);
    return at(s, n, sg->close, sg->len) ? one(sg->len, ov) : -1;
}

/* [\\#] in a string without interpolation */
static int sigil_hash_or_backslash(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    return n && (s[0] == '#' || s[0] == '\\') ? one(1, ov) : -1;
}

/* [^#OPEN CLOSE\\]+ */
static int sigil_text(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    const rb_sigil *sg = sigil_top(lx);
    size_t i = 0;
    while (i < n && s[i] != '#' && s[i] != '\\' && !at(s + i, n - i, sg->open, sg->len) &&
           !at(s + i, n - i, sg->close, sg->len))
        i++;
    return i ? one(i, ov) : -1;
}

static void cb_sigil_tok(hl_lx *lx, const hl_match *m) { hl_token(lx, sigil_top(lx)->tok, m->s, m->ov[1]); }

static void cb_sigil_nest(hl_lx *lx, const hl_match *m)
{
    rb_sigil sg = *sigil_top(lx);
    hl_token(lx, sg.tok, m->s, m->ov[1]);
    sigil_push(lx->data, &sg);
    hl_push_self(lx);
}

static void cb_sigil_close(hl_lx *lx, const hl_match *m)
{
    rb_data *d = lx->data;
    hl_token(lx, sigil_top(lx)->tok, m->s, m->ov[1]);
    if (d->nsigil > 0)
        d->nsigil--;
    hl_pop(lx, 1);
}

static void start(hl_lx *lx);

enum {
    S_root,
    S_symbols,
    S_sigil_strings,
    S_strings,
    S_regex_flags,
    S_simple_string,
    S_simple_sym,
    S_simple_backtick,
    S_whitespace,
    S_inline_whitespace,
    S_has_heredocs,
    S_heredoc_queue,
    S_resolve_heredocs,
    S_test_heredoc,
    S_funcname,
    S_classname,
    S_ternary,
    S_defexpr,
    S_in_interp,
    S_string_intp,
    S_string_intp_escaped,
    S_method_call,
    S_method_call_spaced,
    S_expr_start,
    S_slash_regex,
    S_end_part,
    S_sigil_interp,
    S_sigil_plain,
    /* Rouge::Lexers::IRBOutputLexer (irb_output) only: Ruby's root, and the states it adds */
    S_ruby_root,
    S_has_irb_output,
    S_irb_error,
    S_stdout,
    S_irb_object,
};

/* ruby.rb:192
 *         rule %r(
 *           (module)
 *           (\s+)
 *           ([a-zA-Z_][a-zA-Z0-9_]*(::[a-zA-Z_][a-zA-Z0-9_]*)*)
 *         )x do
 *           groups Keyword, Text, Name::Namespace
 *         end
 */
static void cb_root_16(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Keyword, m, 1);
    hl_token_m(lx, T_Text, m, 2);
    hl_token_m(lx, T_Name_Namespace, m, 3);
}

/* ruby.rb:232
 * rule(/[?]/) { token Punctuation; push :ternary; push :expr_start }
 */
static void cb_root_30(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_ternary);
    hl_push(lx, S_expr_start);
}

/* ruby.rb:42
 *         rule %r/%([rqswQWxiI])?([^\w\s])/ do |m|
 *           open = Regexp.escape(m[2])
 *           close = Regexp.escape(delimiter_map[m[2]] || m[2])
 *           interp = /[rQWxI]/ === m[1]
 *           toktype = Str::Other
 * 
 *           puts "    open: #{open.inspect}" if @debug
 *           puts "    close: #{close.inspect}" if @debug
 * 
 *           # regexes
 *           if m[1] == 'r'
 *             toktype = Str::Regex
 *             push :regex_flags
 *           end
 * 
 *           token toktype
 * 
 *           push do
 *             uniq_chars = "#{open}#{close}".squeeze
 *             uniq_chars = '' if open == close && open == "\\#"
 *             rule %r/\\[##{uniq_chars}\\]/, Str::Escape
 *             # nesting rules only with asymmetric delimiters
 *             if open != close
 *               rule %r/#{open}/ do
 *                 token toktype
 *                 push
 *               end
 *             end
 *             rule %r/#{close}/, toktype, :pop!
 * 
 *             if interp
 *               mixin :string_intp_escaped
 *               rule %r/#/, toktype
 *             else
 *               rule %r/[\\#]/, toktype
 *             end
 * 
 *             rule %r/[^##{uniq_chars}\\]+/m, toktype
 *           end
 *         end
 */
static void cb_sigil_strings_0(hl_lx *lx, const hl_match *m)
{
    rb_data *d = lx->data;
    rb_sigil sg;
    memset(&sg, 0, sizeof sg);
    const char *p;
    size_t n;
    char kind = hl_group(m, 1, &p, &n) ? p[0] : 0;
    hl_group(m, 2, &p, &n);
    memcpy(sg.open, p, n < 4 ? n : 4);
    sg.len = n < 4 ? n : 4;
    char c = n == 1 ? p[0] : 0;
    char cl = c == '{' ? '}' : c == '[' ? ']' : c == '(' ? ')' : c == '<' ? '>' : 0;
    if (cl) {
        sg.close[0] = cl;
    } else {
        memcpy(sg.close, sg.open, sg.len);
    }
    sg.interp = kind == 'r' || kind == 'Q' || kind == 'W' || kind == 'x' || kind == 'I';
    sg.tok = T_Literal_String_Other;
    if (kind == 'r') {
        sg.tok = T_Literal_String_Regex;
        hl_push(lx, S_regex_flags);
    }
    hl_token(lx, sg.tok, m->s, m->ov[1]);
    sigil_push(d, &sg);
    hl_push(lx, sg.interp ? S_sigil_interp : S_sigil_plain);
}

/* ruby.rb:238
 *         rule %r/(?<!\w)(<<[-~]?)(["`']?)([a-zA-Z_]\w*)(\2)/ do |m|
 *           token Operator, m[1]
 *           token Name::Constant, "#{m[2]}#{m[3]}#{m[4]}"
 *           @heredoc_queue << [['<<-', '<<~'].include?(m[1]), m[3]]
 *           push :heredoc_queue unless state? :heredoc_queue
 *         end
 */
static void cb_has_heredocs_0(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Operator, m, 1);
    hl_token(lx, T_Name_Constant, m->s + m->ov[4], m->ov[9] - m->ov[4]);
    const char *p, *name;
    size_t n, nl;
    hl_group(m, 1, &p, &n);
    hl_group(m, 3, &name, &nl);
    heredoc_add(lx->data, n == 3, name, nl);
    if (hl_top(lx) != S_heredoc_queue)
        hl_push(lx, S_heredoc_queue);
}

/* ruby.rb:245
 *         rule %r/(<<[-~]?)(["'])(\2)/ do |m|
 *           token Operator, m[1]
 *           token Name::Constant, "#{m[2]}#{m[3]}#{m[4]}"
 *           @heredoc_queue << [['<<-', '<<~'].include?(m[1]), '']
 *           push :heredoc_queue unless state? :heredoc_queue
 *         end
 */
static void cb_has_heredocs_1(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Operator, m, 1);
    hl_token(lx, T_Name_Constant, m->s + m->ov[4], m->ov[7] - m->ov[4]);
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    heredoc_add(lx->data, n == 3, "", 0);
    if (hl_top(lx) != S_heredoc_queue)
        hl_push(lx, S_heredoc_queue);
}

/* ruby.rb:270
 *         rule %r/[^#\\\n]*$/ do |m|
 *           tolerant, heredoc_name = @heredoc_queue.first
 *           check = tolerant ? m[0].strip : m[0].rstrip
 * 
 *           # check if we found the end of the heredoc
 *           puts "    end heredoc check #{check.inspect} = #{heredoc_name.inspect}" if @debug
 *           if check == heredoc_name
 *             @heredoc_queue.shift
 *             # if there's no more, we're done looking.
 *             pop! if @heredoc_queue.empty?
 *             token Name::Constant
 *           else
 *             token Str::Heredoc
 *           end
 * 
 *           pop!
 *         end
 */
static void cb_test_heredoc_0(hl_lx *lx, const hl_match *m)
{
    rb_data *d = lx->data;
    const char *p = m->s;
    size_t n = m->ov[1];
    rb_heredoc *h = d->nheredoc > 0 ? &d->heredoc[0] : NULL;
    while (n && (is_rb_space(p[n - 1]) || p[n - 1] == 0)) /* rstrip */
        n--;
    if (h && h->tolerant)
        while (n && is_rb_space(*p)) /* strip */
            p++, n--;
    if (h && n == h->len && memcmp(p, h->name, n) == 0) {
        memmove(&d->heredoc[0], &d->heredoc[1], (size_t)(d->nheredoc - 1) * sizeof d->heredoc[0]);
        d->nheredoc--;
        if (d->nheredoc == 0)
            hl_pop(lx, 1);
        hl_token(lx, T_Name_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Literal_String_Heredoc, m->s, m->ov[1]);
    }
    hl_pop(lx, 1);
}

/* ruby.rb:294
 *         rule %r(
 *           (?:([a-zA-Z_]\w*)(\.))?
 *           (
 *             [a-zA-Z_]\w*[!?]? |
 *             \*\*? | [-+]@? | [/%&\|^`~] | \[\]=? |
 *             <<? | >>? | <=>? | >= | ===?
 *           )
 *         )x do |m|
 *           puts "matches: #{[m[0], m[1], m[2], m[3]].inspect}" if @debug
 *           groups Name::Class, Operator, Name::Function
 *           pop!
 *         end
 */
static void cb_funcname_2(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Class, m, 1);
    hl_token_m(lx, T_Operator, m, 2);
    hl_token_m(lx, T_Name_Function, m, 3);
    hl_pop(lx, 1);
}

/* ruby.rb:314
 *         rule %r/\(/ do
 *           token Punctuation
 *           push :defexpr
 *           push :expr_start
 *         end
 */
static void cb_classname_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_defexpr);
    hl_push(lx, S_expr_start);
}

/* ruby.rb:350
 *         rule %r/\(/ do
 *           token Punctuation
 *           push :defexpr
 *           push :expr_start
 *         end
 */
static void cb_defexpr_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Punctuation, m->s, m->ov[1]);
    hl_push(lx, S_defexpr);
    hl_push(lx, S_expr_start);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "__END__", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_end_part},
    {.re = "0_?[0-7]+(?:_[0-7]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[0-9A-Fa-f]+(?:_[0-9A-Fa-f]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0b[01]+(?:_[01]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "(?-six:[0-9]+(?:_[0-9]+)*)(?:\\.(?-six:[0-9]+(?:_[0-9]+)*)(?i-sx:e[+-]?[0-9]+)?|(?i-sx:e[+-]?[0-9]+))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+(?:_[0-9]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "@@[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable_Class}},
    {.re = "@[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable_Instance}},
    {.re = "\\$[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "\\$[!@&`'+~=/\\\\,;.<>_*\\$?:\"]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "\\$-[0adFiIlpvw]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "::", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_MIXIN(S_strings),
    {.re = "(?:BEGIN|END|alias|begin|break|case|defined\\?|do|else|elsif|end|ensure|for|if|in|next|redo|rescue|raise|retry|return|super|then|undef|unless|until|when|while|yield)(?=[^A-Za-z0-9_]|$)", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "(?:loop|include|extend|raise|alias_method|attr|catch|throw|private|module_function|public|protected|true|false|nil|__FILE__|__LINE__)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Pseudo}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "\n          (module)\n          ([\\t\\n\\x0b\\f\\r\\x20]+)\n          ([a-zA-Z_][a-zA-Z0-9_]*(::[a-zA-Z_][a-zA-Z0-9_]*)*)\n        ", .opts = HL_X, .cb = cb_root_16},
    {.re = "(def\\b)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_funcname},
    {.re = "(class\\b)([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_classname},
    {.re = "(?:autoload|block_given|const_defined|eql|equal|frozen|include|instance_of|is_a|iterator|kind_of|method_defined|nil|private_method_defined|protected_method_defined|public_method_defined|respond_to|tainted)[?]", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "(?:chomp|chop|exit|gsub|sub)!", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "(?<!\\.)(?:attr_reader|attr_writer|attr_accessor|__id__|__send__|abort|ancestors|at_exit|autoload|binding|callcc|caller|catch|chomp|chop|class_eval|class_variables|clone|const_defined\\?|const_get|const_missing|const_set|constants|display|dup|eval|exec|exit|extend|fail|fork|format|freeze|getc|gets|global_variables|gsub|hash|id|included_modules|inspect|instance_eval|instance_method|instance_methods|instance_variable_get|instance_variable_set|instance_variables|lambda|load|local_variables|loop|method|method_missing|methods|module_eval|name|object_id|open|p|print|printf|private_class_method|private_instance_methods|private_methods|proc|protected_instance_methods|protected_methods|public_class_method|public_instance_methods|public_methods|putc|puts|raise|rand|readline|readlines|require|require_relative|scan|select|self|send|set_trace_func|singleton_methods|sleep|split|sprintf|srand|sub|syscall|system|taint|test|throw|to_a|to_s|trace_var|trap|untaint|untrace_var|warn)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_PUSH, .arg = S_method_call},
    HL_MIXIN(S_has_heredocs),
    {.re = "\\.{2,3}", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[A-Z][a-zA-Z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}, .act = HL_PUSH, .arg = S_method_call},
    {.re = "(\\.|::)([\\t\\n\\x0b\\f\\r\\x20]*)([a-z_][A-Za-z0-9_]*[!?]?|[*%&^`~+-/\\[<>=])", .opts = 0, .ntok = 3, .tok = {T_Punctuation, T_Text, T_Name_Function}, .groups = 1, .act = HL_PUSH, .arg = S_method_call},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*[?!]", .opts = 0, .ntok = 1, .tok = {T_Name}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[a-zA-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}, .act = HL_PUSH, .arg = S_method_call},
    {.re = "\\*\\*|<<?|>>?|>=|<=|<=>|=~|={3}|!~|&&?|\\|\\||\\.", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[-+/*%=<>&!^|~]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[?]", .opts = 0, .cb = cb_root_30},
    {.re = "[\\[({,:\\\\;/]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "[\\])}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_symbols[] = {
    {.re = "\n          :  # initial :\n          @{0,2} # optional ivar, for :@foo and :@@foo\n          [a-z_][A-Za-z0-9_]*[!?]? # the symbol\n        ", .opts = HL_I | HL_X, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = ":(?:\\*\\*|[-+]@|[/\\%&\\|^`~]|\\[\\]=?|<<|>>|<=?>|<=?|===?)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = ":'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = ":\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_PUSH, .arg = S_simple_sym},
    HL_END,
};

static const hl_rule r_sigil_strings[] = {
    {.re = "%([rqswQWxiI])?([^A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .cb = cb_sigil_strings_0},
    HL_END,
};

static const hl_rule r_strings[] = {
    HL_MIXIN(S_symbols),
    {.re = "\\b[a-z_][A-Za-z0-9_]*?[?!]?:[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_simple_string},
    {.re = "(?<!\\.)`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}, .act = HL_PUSH, .arg = S_simple_backtick},
    HL_END,
};

static const hl_rule r_regex_flags[] = {
    {.re = "[mixounse]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_simple_string[] = {
    HL_MIXIN(S_string_intp_escaped),
    {.re = "[^\\\\\"#]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[\\\\#]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_simple_sym[] = {
    HL_MIXIN(S_string_intp_escaped),
    {.re = "[^\\\\\"#]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "[\\\\#]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_simple_backtick[] = {
    HL_MIXIN(S_string_intp_escaped),
    {.re = "[^\\\\`#]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "[\\\\#]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "\\n[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_start},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "=begin\\b.*?\\n=end\\b", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_has_heredocs[] = {
    {.re = "(?<![A-Za-z0-9_])(<<[-~]?)([\"`']?)([a-zA-Z_][A-Za-z0-9_]*)(\\2)", .opts = 0, .cb = cb_has_heredocs_0},
    {.re = "(<<[-~]?)([\"'])(\\2)", .opts = 0, .cb = cb_has_heredocs_1},
    HL_END,
};

static const hl_rule r_heredoc_queue[] = {
    {.re = "(?=\\n)", .opts = 0, .act = HL_GOTO, .arg = S_resolve_heredocs},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_resolve_heredocs[] = {
    HL_MIXIN(S_string_intp_escaped),
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}, .act = HL_PUSH, .arg = S_test_heredoc},
    {.re = "[#\\\\\\n]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    {.re = "[^#\\\\\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_END,
};

static const hl_rule r_test_heredoc[] = {
    {.re = "[^#\\\\\\n]*$", .opts = 0, .cb = cb_test_heredoc_0},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_defexpr},
    {.re = "\n          (?:([a-zA-Z_][A-Za-z0-9_]*)(\\.))?\n          (\n            [a-zA-Z_][A-Za-z0-9_]*[!?]? |\n            \\*\\*? | [-+]@? | [/%&\\|^`~] | \\[\\]=? |\n            <<? | >>? | <=>? | >= | ===?\n          )\n        ", .opts = HL_X, .cb = cb_funcname_2},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_classname[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[A-Za-z0-9_]+(::[A-Za-z0-9_]+)+", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "\\(", .opts = 0, .cb = cb_classname_2},
    {.re = "<<", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_GOTO, .arg = S_expr_start},
    {.re = "[A-Z_][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_ternary[] = {
    {.re = "(:)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Text}, .groups = 1, .act = HL_GOTO, .arg = S_expr_start},
    {.re = ":(?![^#\\n]*?[:\\\\])", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_GOTO, .arg = S_expr_start},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_defexpr[] = {
    {.re = "(\\))(\\.|::)?", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Operator}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "\\(", .opts = 0, .cb = cb_defexpr_1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_in_interp[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_string_intp[] = {
    {.re = "[#][{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_in_interp},
    {.re = "#(@@?|\\$)[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};

static const hl_rule r_string_intp_escaped[] = {
    HL_MIXIN(S_string_intp),
    {.re = "\\\\([\\\\abefnrstv#\"']|x[a-fA-F0-9]{1,2}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_method_call[] = {
    {.re = "/|%", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_GOTO, .arg = S_expr_start},
    {.re = "(?=\\n)", .opts = 0, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_GOTO, .arg = S_method_call_spaced},
    HL_END,
};

static const hl_rule r_method_call_spaced[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[%/]=", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_GOTO, .arg = S_expr_start},
    {.re = "(/)(?=[^\\t\\n\\x0b\\f\\r\\x20]|[\\t\\n\\x0b\\f\\r\\x20]*/)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_slash_regex},
    HL_MIXIN(S_sigil_strings),
    {.re = "(?=[\\t\\n\\x0b\\f\\r\\x20]*/)", .opts = 0, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_GOTO, .arg = S_expr_start},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_expr_start[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_slash_regex},
    {.re = "\n          [?](\\\\[MC]-)*     # modifiers\n          (\\\\([\\\\abefnrstv\\#\"']|x[a-fA-F0-9]{1,2}|[0-7]{1,3})|[^\\t\\n\\x0b\\f\\r\\x20])\n          (?![A-Za-z0-9_])\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_POP, .arg = 1},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]*)(%[rqswQWxiI]? [^\\t\\n\\x0b\\f\\r\\x20]* )", .opts = 0, .ntok = 2, .tok = {T_Text, T_Literal_String_Other}, .groups = 1, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_sigil_strings),
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_slash_regex[] = {
    HL_MIXIN(S_string_intp),
    {.re = "\\\\\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "\\\\/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "[\\\\#]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "[^\\\\/#]+", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex_flags},
    HL_END,
};

static const hl_rule r_end_part[] = {
    {.re = ".+", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_rule r_sigil_interp[] = {
    {.fn = sigil_escape, .mixin = -1, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.fn = sigil_open, .mixin = -1, .cb = cb_sigil_nest},
    {.fn = sigil_close, .mixin = -1, .cb = cb_sigil_close},
    HL_MIXIN(S_string_intp_escaped),
    {.re = "#", .cb = cb_sigil_tok},
    {.fn = sigil_text, .mixin = -1, .cb = cb_sigil_tok},
    HL_END,
};

static const hl_rule r_sigil_plain[] = {
    {.fn = sigil_escape, .mixin = -1, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.fn = sigil_open, .mixin = -1, .cb = cb_sigil_nest},
    {.fn = sigil_close, .mixin = -1, .cb = cb_sigil_close},
    {.fn = sigil_hash_or_backslash, .mixin = -1, .cb = cb_sigil_tok},
    {.fn = sigil_text, .mixin = -1, .cb = cb_sigil_tok},
    HL_END,
};

/* start: push :expr_start; @heredoc_queue = [] */
static void start(hl_lx *lx)
{
    hl_push(lx, S_expr_start);
    ((rb_data *)lx->data)->nheredoc = 0;
}

static const hl_state states[] = {
    {"root", r_root},
    {"symbols", r_symbols},
    {"sigil_strings", r_sigil_strings},
    {"strings", r_strings},
    {"regex_flags", r_regex_flags},
    {"simple_string", r_simple_string},
    {"simple_sym", r_simple_sym},
    {"simple_backtick", r_simple_backtick},
    {"whitespace", r_whitespace},
    {"inline_whitespace", r_inline_whitespace},
    {"has_heredocs", r_has_heredocs},
    {"heredoc_queue", r_heredoc_queue},
    {"resolve_heredocs", r_resolve_heredocs},
    {"test_heredoc", r_test_heredoc},
    {"funcname", r_funcname},
    {"classname", r_classname},
    {"ternary", r_ternary},
    {"defexpr", r_defexpr},
    {"in_interp", r_in_interp},
    {"string_intp", r_string_intp},
    {"string_intp_escaped", r_string_intp_escaped},
    {"method_call", r_method_call},
    {"method_call_spaced", r_method_call_spaced},
    {"expr_start", r_expr_start},
    {"slash_regex", r_slash_regex},
    {"end_part", r_end_part},
    {"sigil_interp", r_sigil_interp},
    {"sigil_plain", r_sigil_plain},
};

static const char *const aliases[] = {"rb", NULL};

const hl_lang hl_lang_ruby = {
    .tag = "ruby",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(rb_data),
    .start = start,
};

/* ---------- IRBOutputLexer < Ruby (irb.rb): what `irb` prints. Ruby's states, with a rule prepended to :root
 * (Rouge's `prepend` changes :root itself, so every push of :root gets it) and four more states. */

static const hl_rule r_irb_root[] = {
    {.re = "#<", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}, .act = HL_PUSH, .arg = S_irb_object},
    HL_MIXIN(S_ruby_root),
    HL_END,
};

static const hl_rule r_has_irb_output[] = {
    {.re = "=>", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ".+?(\\n|$)", .opts = 0, .ntok = 1, .tok = {T_Generic_Output}},
    HL_END,
};

static const hl_rule r_irb_error[] = {
    {.re = ".+?(\\n|$)", .opts = 0, .ntok = 1, .tok = {T_Generic_Error}},
    HL_MIXIN(S_has_irb_output),
    HL_END,
};

static const hl_rule r_stdout[] = {
    {.re = "[A-Za-z0-9_]+?(Error|Exception):.+?(\\n|$)", .opts = 0, .ntok = 1, .tok = {T_Generic_Error},
     .act = HL_PUSH, .arg = S_irb_error},
    HL_MIXIN(S_has_irb_output),
    HL_END,
};

static const hl_rule r_irb_object[] = {
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_state irb_states[] = {
    {"root", r_irb_root},
    {"symbols", r_symbols},
    {"sigil_strings", r_sigil_strings},
    {"strings", r_strings},
    {"regex_flags", r_regex_flags},
    {"simple_string", r_simple_string},
    {"simple_sym", r_simple_sym},
    {"simple_backtick", r_simple_backtick},
    {"whitespace", r_whitespace},
    {"inline_whitespace", r_inline_whitespace},
    {"has_heredocs", r_has_heredocs},
    {"heredoc_queue", r_heredoc_queue},
    {"resolve_heredocs", r_resolve_heredocs},
    {"test_heredoc", r_test_heredoc},
    {"funcname", r_funcname},
    {"classname", r_classname},
    {"ternary", r_ternary},
    {"defexpr", r_defexpr},
    {"in_interp", r_in_interp},
    {"string_intp", r_string_intp},
    {"string_intp_escaped", r_string_intp_escaped},
    {"method_call", r_method_call},
    {"method_call_spaced", r_method_call_spaced},
    {"expr_start", r_expr_start},
    {"slash_regex", r_slash_regex},
    {"end_part", r_end_part},
    {"sigil_interp", r_sigil_interp},
    {"sigil_plain", r_sigil_plain},
    {"ruby_root", r_root},
    {"has_irb_output", r_has_irb_output},
    {"irb_error", r_irb_error},
    {"stdout", r_stdout},
    {"irb_object", r_irb_object},
};
_Static_assert(sizeof irb_states / sizeof irb_states[0] == S_irb_object + 1, "irb_states follows the enum");
_Static_assert(sizeof states / sizeof states[0] == S_ruby_root, "states follows the enum");

static void irb_output_start(hl_lx *lx)
{
    start(lx); /* Ruby's start blocks, then IRBOutputLexer's: push :stdout */
    hl_push(lx, S_stdout);
}

static const char *const irb_output_aliases[] = {NULL};

const hl_lang hl_lang_irb_output = {
    .tag = "irb_output",
    .aliases = irb_output_aliases,
    .states = irb_states,
    .nstates = sizeof(irb_states) / sizeof(irb_states[0]),
    .data_size = sizeof(rb_data),
    .start = irb_output_start,
};
