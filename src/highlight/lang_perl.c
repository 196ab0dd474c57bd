/* lang_perl.c: Perl, ported from Rouge 3.30 lexers (Rouge::Lexers::Perl). */
#include "highlight/engine.h"

enum {
    S_root,
    S_balanced_regex,
    S_format,
    S_fat_comma,
    S_name_common,
    S_varname,
    S_name,
    S_modulename,
    S_funcname,
    S_sq,
    S_dq,
    S_bq,
    S_cb_string,
    S_rb_string,
    S_sb_string,
    S_lt_string,
    S_in_interp,
    S_string_intp,
    S_end_part,
};

/* perl.rb:228
 * rule(/#{open}/) { token tok; push }
 */
static void cb_cb_string_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Other, m->s, m->ov[1]);
    hl_push_self(lx);
}

/* perl.rb:228
 * rule(/#{open}/) { token tok; push }
 */
static void cb_rb_string_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Other, m->s, m->ov[1]);
    hl_push_self(lx);
}

/* perl.rb:228
 * rule(/#{open}/) { token tok; push }
 */
static void cb_sb_string_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Other, m->s, m->ov[1]);
    hl_push_self(lx);
}

/* perl.rb:228
 * rule(/#{open}/) { token tok; push }
 */
static void cb_lt_string_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Other, m->s, m->ov[1]);
    hl_push_self(lx);
}

static const hl_rule r_root[] = {
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "^=[a-zA-Z0-9]+[\\t\\n\\x0b\\f\\r\\x20]+.*?\\n=cut", .opts = HL_M, .bol = 1, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "(?:case|continue|do|else|elsif|for|foreach|if|last|my|next|our|redo|reset|then|unless|until|while|use|print|new|BEGIN|CHECK|INIT|END|return)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(format)([\\t\\n\\x0b\\f\\r\\x20]+)([a-zA-Z0-9_]+)([\\t\\n\\x0b\\f\\r\\x20]*)(=)([\\t\\n\\x0b\\f\\r\\x20]*\\n)", .opts = 0, .ntok = 6, .tok = {T_Keyword, T_Text, T_Name, T_Text, T_Punctuation, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_format},
    {.re = "(?:eq|lt|gt|le|ge|ne|not|and|or|cmp)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "(?:s|tr|y){(\\\\\\\\|\\\\}|[^}])*}[\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_balanced_regex},
    {.re = "(?:s|tr|y)<(\\\\\\\\|\\\\>|[^>])*>[\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_balanced_regex},
    {.re = "(?:s|tr|y)\\[(\\\\\\\\|\\\\\\]|[^\\]])*\\][\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_balanced_regex},
    {.re = "(?:s|tr|y)\\((\\\\\\\\|\\\\\\)|[^\\)])*\\)[\\t\\n\\x0b\\f\\r\\x20]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_balanced_regex},
    {.re = "(?:s|tr|y)[\\t\\n\\x0b\\f\\r\\x20]*([^A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20])((\\\\\\\\|\\\\\\1)|[^\\1])*?\\1((\\\\\\\\|\\\\\\1)|[^\\1])*?\\1[msixpodualngcr]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "(?:s|tr|y)[\\t\\n\\x0b\\f\\r\\x20]+([A-Za-z0-9_])((\\\\\\\\|\\\\\\1)|[^\\1])*?\\1((\\\\\\\\|\\\\\\1)|[^\\1])*?\\1[msixpodualngcr]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "m?/(\\\\\\\\|\\\\/|[^/\\n])*/[msixpodualngc]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "m(?=[/!\\\\{<\\[\\(@%\\$])", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_balanced_regex},
    {.re = "m[\\t\\n\\x0b\\f\\r\\x20]*([^A-Za-z0-9_\\t\\n\\x0b\\f\\r\\x20])((\\\\\\\\|\\\\\\1)|[^\\1])*?\\1[msixpodualngc]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "m[\\t\\n\\x0b\\f\\r\\x20]+([A-Za-z0-9_])((\\\\\\\\|\\\\\\1)|[^\\1])*?\\1[msixpodualngc]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "((?<==~)|(?<=\\())[\\t\\n\\x0b\\f\\r\\x20]*/(\\\\\\\\|\\\\/|[^/])*/[msixpodualngc]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_balanced_regex},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(?=[a-z_][A-Za-z0-9_]*([\\t\\n\\x0b\\f\\r\\x20]*#.*\\n)*[\\t\\n\\x0b\\f\\r\\x20]*=>)", .opts = HL_I, .act = HL_PUSH, .arg = S_fat_comma},
    {.re = "(?:abs|accept|alarm|atan2|bind|binmode|bless|caller|chdir|chmod|chomp|chop|chown|chr|chroot|close|closedir|connect|continue|cos|crypt|dbmclose|dbmopen|defined|delete|die|dump|each|endgrent|endhostent|endnetent|endprotoent|endpwent|endservent|eof|eval|exec|exists|exit|exp|fcntl|fileno|flock|fork|format|formline|getc|getgrent|getgrgid|getgrnam|gethostbyaddr|gethostbyname|gethostent|getlogin|getnetbyaddr|getnetbyname|getnetent|getpeername|getpgrp|getppid|getpriority|getprotobyname|getprotobynumber|getprotoent|getpwent|getpwnam|getpwuid|getservbyname|getservbyport|getservent|getsockname|getsockopt|glob|gmtime|goto|grep|hex|import|index|int|ioctl|join|keys|kill|last|lc|lcfirst|length|link|listen|local|localtime|log|lstat|map|mkdir|msgctl|msgget|msgrcv|msgsnd|my|next|no|oct|open|opendir|ord|our|pack|package|pipe|pop|pos|printf|prototype|push|quotemeta|rand|read|readdir|readline|readlink|readpipe|recv|redo|ref|rename|require|reverse|rewinddir|rindex|rmdir|scalar|seek|seekdir|select|semctl|semget|semop|send|setgrent|sethostent|setnetent|setpgrp|setpriority|setprotoent|setpwent|setservent|setsockopt|shift|shmctl|shmget|shmread|shmwrite|shutdown|sin|sleep|socket|socketpair|sort|splice|split|sprintf|sqrt|srand|stat|study|substr|symlink|syscall|sysopen|sysread|sysseek|system|syswrite|tell|telldir|tie|tied|time|times|tr|truncate|uc|ucfirst|umask|undef|unlink|unpack|unshift|untie|utime|values|vec|wait|waitpid|wantarray|warn|write)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "((__(DIE|WARN)__)|(DATA|STD(IN|OUT|ERR)))\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "<<([\\'\"]?)([a-zA-Z_][a-zA-Z0-9_]*)\\1;?\\n.*?\\n\\2\\n", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(__(END|DATA)__)\\b", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_end_part},
    {.re = "\\$\\^[ADEFHILMOPSTWX]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "\\$[\\\\\"'\\[\\]&`+*.,;=%~?@$!<>(^\\|/_-](?![A-Za-z0-9_])", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "[$@%&*][$@%&*#_]*(?=[a-z{\\[;])", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_varname},
    {.re = "[-+/*%=<>&^\\|!\\\\~]=?", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "0_?[0-7]+(_[0-7]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[0-9A-Fa-f]+(_[0-9A-Fa-f]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0b[01]+(_[01]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "([0-9]*(_[0-9]*)*\\.[0-9]+(_[0-9]*)*|[0-9]+(_[0-9]*)*\\.[0-9]+(_[0-9]*)*)(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+(_[0-9]*)*e[+-]?[0-9]+(_[0-9]*)*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+(_[0-9]+)*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_sq},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_dq},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_bq},
    {.re = "<([^\\t\\n\\x0b\\f\\r\\x20>]+)>", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    {.re = "(q|qq|qw|qr|qx)\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_cb_string},
    {.re = "(q|qq|qw|qr|qx)\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_rb_string},
    {.re = "(q|qq|qw|qr|qx)\\[", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_sb_string},
    {.re = "(q|qq|qw|qr|qx)<", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_lt_string},
    {.re = "(q|qq|qw|qr|qx)([^A-Za-z0-9_])(.|\\n)*?\\2", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "package[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_modulename},
    {.re = "sub[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_funcname},
    {.re = "\\[\\]|\\*\\*|::|<<|>>|>=|<=|<=>|={3}|!=|=~|!~|&&?|\\|\\||\\.{1,3}", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\]:;,<>/?{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?=[A-Za-z0-9_])", .opts = 0, .act = HL_PUSH, .arg = S_name},
    HL_END,
};

static const hl_rule r_balanced_regex[] = {
    {.re = "/(\\\\[\\\\/]|[^/])*/[egimosx]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "!(\\\\[\\\\!]|[^!])*![egimosx]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "\\\\(\\\\\\\\|[^\\\\])*\\\\[egimosx]*", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "{(\\\\[\\\\}]|[^}])*}[egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "<(\\\\[\\\\>]|[^>])*>[egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "\\[(\\\\[\\\\\\]]|[^\\]])*\\][egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "\\((\\\\[\\\\\\)]|[^\\)])*\\)[egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "@(\\\\[\\\\@]|[^@])*@[egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "%(\\\\[\\\\%]|[^%])*%[egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "\\$(\\\\[\\\\\\$]|[^\\$])*\\$[egimosx]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_format[] = {
    {.re = "\\.\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = ".*?\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};

static const hl_rule r_fat_comma[] = {
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "=>", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_name_common[] = {
    {.re = "[A-Za-z0-9_]+::", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    {.re = "[A-Za-z0-9_:]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_varname[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[{\\[]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[),]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_name_common),
    HL_END,
};

static const hl_rule r_name[] = {
    HL_MIXIN(S_name_common),
    {.re = "[A-Z_]+(?=[^a-zA-Z0-9_])", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}, .act = HL_POP, .arg = 1},
    {.re = "(?=[^A-Za-z0-9_])", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_modulename[] = {
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "[a-zA-Z_][A-Za-z0-9_]*[!?]?", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(\\([$@%]*\\))([\\t\\n\\x0b\\f\\r\\x20]*)", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Text}, .groups = 1},
    {.re = ".*?{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "\\\\[\\\\']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_dq[] = {
    HL_MIXIN(S_string_intp),
    {.re = "\\\\[\\\\tnrabefluLUE\"$@]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\0[0-9]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\o\\{[0-9]+\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\x[0-9a-fA-F]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\x\\{[0-9a-fA-F]+\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\c.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\N\\{[^\\}]+\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"]+?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_bq[] = {
    HL_MIXIN(S_string_intp),
    {.re = "\\\\[\\\\tnr`]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\`]+?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_cb_string[] = {
    {.re = "\\\\[\\{\\}\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\{", .opts = 0, .cb = cb_cb_string_2},
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "[^\\{\\}\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_rb_string[] = {
    {.re = "\\\\[\\(\\)\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\(", .opts = 0, .cb = cb_rb_string_2},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "[^\\(\\)\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_sb_string[] = {
    {.re = "\\\\[\\[\\]\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\[", .opts = 0, .cb = cb_sb_string_2},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "[^\\[\\]\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_lt_string[] = {
    {.re = "\\\\[<>\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "<", .opts = 0, .cb = cb_lt_string_2},
    {.re = ">", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "[^<>\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_in_interp[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};

static const hl_rule r_string_intp[] = {
    {.re = "[$@][{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_in_interp},
    {.re = "[$@][a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};

static const hl_rule r_end_part[] = {
    {.re = ".+", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"balanced_regex", r_balanced_regex},
    {"format", r_format},
    {"fat_comma", r_fat_comma},
    {"name_common", r_name_common},
    {"varname", r_varname},
    {"name", r_name},
    {"modulename", r_modulename},
    {"funcname", r_funcname},
    {"sq", r_sq},
    {"dq", r_dq},
    {"bq", r_bq},
    {"cb_string", r_cb_string},
    {"rb_string", r_rb_string},
    {"sb_string", r_sb_string},
    {"lt_string", r_lt_string},
    {"in_interp", r_in_interp},
    {"string_intp", r_string_intp},
    {"end_part", r_end_part},
};

static const char *const aliases[] = {"pl", NULL};

const hl_lang hl_lang_perl = {
    .tag = "perl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
