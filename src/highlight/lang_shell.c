/* lang_shell.c: shell, ported from Rouge 3.30 lexers (Rouge::Lexers::Shell). */
#include "highlight/engine.h"

#include <string.h>

/* @heredocstr: the name that ends the open here-document. */
typedef struct sh_data {
    char heredoc[256];
    size_t len;
} sh_data;

enum {
    S_root,
    S_basic,
    S_heredoc,
    S_heredoc_nl,
    S_double_quotes,
    S_ansi_string,
    S_single_quotes,
    S_data,
    S_curly,
    S_paren_interp,
    S_paren_inner,
    S_math,
    S_case,
    S_case_stanza,
    S_backticks,
    S_interp,
};

/* shell.rb:67
 *         rule %r/(<<-?)(\s*)(['"]?)(\\?)(\w+)(\3)/ do |m|
 *           groups Operator, Text, Str::Heredoc, Str::Heredoc, Name::Constant, Str::Heredoc
 *           @heredocstr = Regexp.escape(m[5])
 *           push :heredoc
 *         end
 */
static void cb_basic_9(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Operator, T_Text, T_Literal_String_Heredoc, T_Literal_String_Heredoc,
                                 T_Name_Constant, T_Literal_String_Heredoc};
    for (int i = 0; i < 6; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    sh_data *d = lx->data;
    const char *p;
    size_t n;
    hl_group(m, 5, &p, &n);
    d->len = n < sizeof d->heredoc ? n : sizeof d->heredoc;
    memcpy(d->heredoc, p, d->len);
    hl_push(lx, S_heredoc);
}

/* shell.rb:82
 *         rule %r/\s*(\w+)\s*\n/ do |m|
 *           if m[1] == @heredocstr
 *             token Name::Constant
 *             pop! 2
 *           else
 *             token Str::Heredoc
 *           end
 *         end
 */
static void cb_heredoc_nl_0(hl_lx *lx, const hl_match *m)
{
    sh_data *d = lx->data;
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    if (n == d->len && memcmp(p, d->heredoc, n) == 0) {
        hl_token(lx, T_Name_Constant, m->s, m->ov[1]);
        hl_pop(lx, 2);
    } else {
        hl_token(lx, T_Literal_String_Heredoc, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    HL_MIXIN(S_data),
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "\\b(if|fi|else|while|do|done|for|then|return|function|select|continue|until|esac|elif|in)[\\t\\n\\x0b\\f\\r\\x20]*\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\bcase\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_case},
    {.re = "\\b(alias|bg|bind|break|builtin|caller|cd|command|compgen|complete|declare|dirs|disown|enable|eval|exec|exit|export|false|fc|fg|getopts|hash|help|history|jobs|let|local|logout|mapfile|popd|pushd|pwd|read|readonly|set|shift|shopt|source|suspend|test|time|times|trap|true|type|typeset|ulimit|umask|unalias|unset|wait|cat|tac|nl|od|base32|base64|fmt|pr|fold|head|tail|split|csplit|wc|sum|cksum|b2sum|md5sum|sha1sum|sha224sum|sha256sum|sha384sum|sha512sum|sort|shuf|uniq|comm|ptx|tsort|cut|paste|join|tr|expand|unexpand|ls|dir|vdir|dircolors|cp|dd|install|mv|rm|shred|link|ln|mkdir|mkfifo|mknod|readlink|rmdir|unlink|chown|chgrp|chmod|touch|df|du|stat|sync|truncate|echo|printf|yes|expr|tee|basename|dirname|pathchk|mktemp|realpath|pwd|stty|printenv|tty|id|logname|whoami|groups|users|who|date|arch|nproc|uname|hostname|hostid|uptime|chcon|runcon|chroot|env|nice|nohup|stdbuf|timeout|kill|sleep|factor|numfmt|seq|tar|grep|sudo|awk|sed|gzip|gunzip)[\\t\\n\\x0b\\f\\r\\x20]*\\b(?!(\\.|-))", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[.](?=[\\t\\n\\x0b\\f\\r\\x20])", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(\\b[A-Za-z0-9_]+)(=)", .opts = 0, .ntok = 2, .tok = {T_Name_Variable, T_Operator}, .groups = 1},
    {.re = "[\\[\\]{}()!=>]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "&&|\\|\\|", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "<<<", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(<<-?)([\\t\\n\\x0b\\f\\r\\x20]*)(['\"]?)(\\\\?)([A-Za-z0-9_]+)(\\3)", .opts = 0, .cb = cb_basic_9},
    HL_END,
};

static const hl_rule r_heredoc[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}, .act = HL_PUSH, .arg = S_heredoc_nl},
    {.re = "[^$\\n\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_MIXIN(S_interp),
    {.re = "[$]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_END,
};

static const hl_rule r_heredoc_nl[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*([A-Za-z0-9_]+)[\\t\\n\\x0b\\f\\r\\x20]*\\n", .opts = 0, .cb = cb_heredoc_nl_0},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_double_quotes[] = {
    {.re = "(?:\\$#?)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_interp),
    {.re = "[^\"`\\\\$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_ansi_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_MIXIN(S_single_quotes),
    HL_END,
};

static const hl_rule r_single_quotes[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_data[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\$?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_quotes},
    {.re = "\\$'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_ansi_string},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_quotes},
    {.re = "\\*", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "--?[A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "[^=\\*\\t\\n\\x0b\\f\\r\\x20{}()$\"'`;\\\\<]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[0-9]+(?= |\\Z)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "<", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_interp),
    HL_END,
};

static const hl_rule r_curly[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = ":-", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[a-zA-Z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[^}:\"`'$]+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_paren_interp[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH, .arg = S_paren_inner},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_paren_inner[] = {
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_PUSH_SELF},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_math[] = {
    {.re = "\\)\\)", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "[-+*/%^|&!]|\\*\\*|\\|\\|", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[0-9]+(#[A-Za-z0-9_]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_case[] = {
    {.re = "\\besac\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "\\|", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_case_stanza},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_case_stanza[] = {
    {.re = ";;", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_backticks[] = {
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_interp[] = {
    {.re = "\\\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\$\\(\\(", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_math},
    {.re = "\\$\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_paren_interp},
    {.re = "\\${#?", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_curly},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}, .act = HL_PUSH, .arg = S_backticks},
    {.re = "\\$#?([A-Za-z0-9_]+|.)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\$[*@]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"heredoc", r_heredoc},
    {"heredoc_nl", r_heredoc_nl},
    {"double_quotes", r_double_quotes},
    {"ansi_string", r_ansi_string},
    {"single_quotes", r_single_quotes},
    {"data", r_data},
    {"curly", r_curly},
    {"paren_interp", r_paren_interp},
    {"paren_inner", r_paren_inner},
    {"math", r_math},
    {"case", r_case},
    {"case_stanza", r_case_stanza},
    {"backticks", r_backticks},
    {"interp", r_interp},
};

static const char *const aliases[] = {"bash", "zsh", "ksh", "sh", NULL};

const hl_lang hl_lang_shell = {
    .tag = "shell",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(sh_data),
};
