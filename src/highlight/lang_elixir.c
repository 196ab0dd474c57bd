/* lang_elixir.c: Elixir, ported from Rouge 3.30 lexers (Rouge::Lexers::Elixir). */
#include <stdlib.h>
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_strings,
    S_dqs,
    S_sqs,
    S_interpoling,
    S_interpoling_string,
    S_escapes,
    S_interpoling_symbol,
    S_sigil_strings,
    S_regex_flags,
    S_list_flags,
    S_sigil_interp, /* Rouge's anonymous `push do` states of a sigil: with interpolation (~s ~r ~c ~w upcased) */
    S_sigil_plain,  /* and without */
};

/* The open sigils, innermost last (Rouge keeps close, open and toktype in each anonymous state's rules). */
typedef struct sigil {
    char open, close;
    short tok;
} sigil;
typedef struct elixir_data {
    sigil *v;
    int n, cap;
} elixir_data;

static sigil *top_sigil(hl_lx *lx)
{
    elixir_data *d = lx->data;
    return d->n ? &d->v[d->n - 1] : NULL;
}

/* elixir.rb:103
 *         rule %r/~([A-Za-z])?(#{sigil_opens})/ do |m|
 *           open = Regexp.escape(m[2])
 *           close = Regexp.escape(delimiter_map[m[2]] || m[2])
 *           interp = /[SRCW]/ === m[1]
 *           toktype = Str::Other
 * 
 *           puts "    open: #{open.inspect}" if @debug
 *           puts "    close: #{close.inspect}" if @debug
 * 
 *           # regexes
 *           if 'Rr'.include? m[1]
 *             toktype = Str::Regex
 *             push :regex_flags
 *           end
 * 
 *           if 'Ww'.include? m[1]
 *             push :list_flags
 *           end
 * 
 *           token toktype
 * 
 *           push do
 *             rule %r/#{close}/, toktype, :pop!
 * 
 *             if interp
 *               mixin :interpoling
 *               rule %r/#/, toktype
 *             else
 *               rule %r/[\\#]/, toktype
 *             end
 * 
 *             uniq_chars = "#{open}#{close}".squeeze
 *             rule %r/[^##{uniq_chars}\\]+/m, toktype
 *           end
 *         end
 */
static void cb_sigil_strings_0(hl_lx *lx, const hl_match *m)
{
    elixir_data *d = lx->data;
    const char *k;
    size_t kn;
    int has_k = hl_group(m, 1, &k, &kn);
    char open = m->s[m->ov[2 * 2]];
    char close = open == '{' ? '}' : open == '[' ? ']' : open == '(' ? ')' : open == '<' ? '>' : open;
    int interp = has_k && (*k == 'S' || *k == 'R' || *k == 'C' || *k == 'W');
    short tok = T_Literal_String_Other;
    if (has_k && (*k == 'R' || *k == 'r')) {
        tok = T_Literal_String_Regex;
        hl_push(lx, S_regex_flags);
    }
    if (has_k && (*k == 'W' || *k == 'w'))
        hl_push(lx, S_list_flags);
    hl_token(lx, tok, m->s, m->ov[1]);
    if (d->n == d->cap) {
        d->cap = d->cap ? d->cap * 2 : 8;
        d->v = realloc(d->v, (size_t)d->cap * sizeof *d->v);
        if (!d->v)
            abort();
    }
    d->v[d->n++] = (sigil){open, close, tok};
    hl_push(lx, interp ? S_sigil_interp : S_sigil_plain);
}

/* rule %r/#{close}/, toktype, :pop! */
static int fn_close(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    sigil *t = top_sigil(lx);
    if (!t || !n || s[0] != t->close)
        return -1;
    ov[0] = 0, ov[1] = 1;
    return 1;
}
static void cb_close(hl_lx *lx, const hl_match *m)
{
    elixir_data *d = lx->data;
    hl_token(lx, top_sigil(lx)->tok, m->s, m->ov[1]);
    d->n--;
    hl_pop(lx, 1);
}

/* rule %r/#/, toktype (interp) and rule %r/[\\#]/, toktype (plain) */
static int fn_hash(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    if (!top_sigil(lx) || !n || s[0] != '#')
        return -1;
    ov[0] = 0, ov[1] = 1;
    return 1;
}
static int fn_hash_bs(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    if (!top_sigil(lx) || !n || (s[0] != '#' && s[0] != '\\'))
        return -1;
    ov[0] = 0, ov[1] = 1;
    return 1;
}
/* rule %r/[^##{uniq_chars}\\]+/m, toktype */
static int fn_run(hl_lx *lx, const char *s, size_t n, size_t *ov)
{
    sigil *t = top_sigil(lx);
    if (!t)
        return -1;
    size_t i = 0;
    while (i < n && s[i] != '#' && s[i] != '\\' && s[i] != t->open && s[i] != t->close)
        i++;
    if (!i)
        return -1;
    ov[0] = 0, ov[1] = i;
    return 1;
}
static void cb_tok(hl_lx *lx, const hl_match *m) { hl_token(lx, top_sigil(lx)->tok, m->s, m->ov[1]); }

static const hl_rule r_sigil_interp[] = {
    {.re = NULL, .mixin = -1, .fn = fn_close, .cb = cb_close},
    HL_MIXIN(S_interpoling),
    {.re = NULL, .mixin = -1, .fn = fn_hash, .cb = cb_tok},
    {.re = NULL, .mixin = -1, .fn = fn_run, .cb = cb_tok},
    HL_END,
};

static const hl_rule r_sigil_plain[] = {
    {.re = NULL, .mixin = -1, .fn = fn_close, .cb = cb_close},
    {.re = NULL, .mixin = -1, .fn = fn_hash_bs, .cb = cb_tok},
    {.re = NULL, .mixin = -1, .fn = fn_run, .cb = cb_tok},
    HL_END,
};

static void start(hl_lx *lx)
{
    elixir_data *d = lx->data;
    d->n = 0;
}

static void fini(hl_lx *lx)
{
    elixir_data *d = lx->data;
    free(d->v);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\b(case|cond|end|bc|lc|if|unless|try|loop|receive|fn|defmodule|\n             defp?|defprotocol|defimpl|defrecord|defmacrop?|defdelegate|\n             defexception|defguardp?|defstruct|exit|raise|throw|after|rescue|catch|else)\\b(?![?!])|\n             (?<!\\.)\\b(do|\\-\\>)\\b", .opts = HL_X, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(import|require|use|recur|quote|unquote|super|refer)\\b(?![?!])", .opts = 0, .ntok = 1, .tok = {T_Keyword_Namespace}},
    {.re = "(?<!\\.)\\b(and|not|or|when|xor|in)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "%=|\\*=|\\*\\*=|\\+=|\\-=|\\^=|\\|\\|=|\n             <=>|<(?!<|=)|>(?!<|=|>)|<=|>=|===|==|=~|!=|!~|(?=[\\t\\n\\x0b\\f\\r\\x20])\\?|\n             (?<=[\\t\\n\\x0b\\f\\r\\x20])!+|&(&&?|(?![0-9]))|\\|\\||\\^|\\*|\\+|\\-|/|\n             \\||\\+\\+|\\-\\-|\\*\\*|\\/\\/|\\<\\-|\\<\\>|<<|>>|=|\\.|~~~", .opts = HL_X, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?<!:)(:)([a-zA-Z_][A-Za-z0-9_]*([?!]|=(?![>=]))?|\\<\\>|===?|>=?|<=?|\n             <=>|&&?|%\\(\\)|%\\[\\]|%\\{\\}|\\+\\+?|\\-\\-?|\\|\\|?|\\!|//|[%&`/\\|]|\n             \\*\\*?|=?~|<\\-)|([a-zA-Z_][A-Za-z0-9_]*([?!])?)(:)(?!:)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = ":\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_PUSH, .arg = S_interpoling_symbol},
    {.re = "\\b(nil|true|false)\\b(?![?!])|\\b[A-Z][A-Za-z0-9_]*\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\\b(__(FILE|LINE|MODULE|MAIN|FUNCTION)__)\\b(?![?!])", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "[a-zA-Z_!][A-Za-z0-9_]*[!\\?]?", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "::|[%(){};,/\\|:\\\\\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "@[a-zA-Z_][A-Za-z0-9_]*|&[0-9]", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\b[0-9](_?[0-9])*(\\.(?![^0-9\\t\\n\\x0b\\f\\r\\x20])(_?[0-9])+)([eE][-+]?[0-9](_?[0-9])*)?\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "\\b0x[0-9A-Fa-f](_?[0-9A-Fa-f])*\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "\\b0o[0-7](_?[0-7])*\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "\\b0b[01](_?[01])*\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "\\b[0-9](_?[0-9])*\\b", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_MIXIN(S_strings),
    HL_MIXIN(S_sigil_strings),
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "(%[A-Ba-z])?\"\"\"(?:.|\\n)*?\"\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}},
    {.re = "'''(?:.|\\n)*?'''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Doc}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dqs},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_sqs},
    {.re = "(?<![A-Za-z0-9_])\\?(\\\\(x[0-9]{1,2}|[0-9a-fA-F]{1,2}(?![0-9a-fA-F])\\b|0[0-7]{0,2}(?![0-7])\\b[^x0MC])|(\\\\[MC]-)+[A-Za-z0-9_]|[^\\t\\n\\x0b\\f\\r\\x20\\\\])", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_END,
};

static const hl_rule r_dqs[] = {
    HL_MIXIN(S_escapes),
    HL_MIXIN(S_interpoling),
    {.re = "[^#\"\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "[#\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_sqs[] = {
    HL_MIXIN(S_escapes),
    HL_MIXIN(S_interpoling),
    {.re = "[^#'\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[#\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_interpoling[] = {
    {.re = "#\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpoling_string},
    HL_END,
};

static const hl_rule r_interpoling_string[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_escapes[] = {
    {.re = "\\\\x[0-9a-fA-F]{2}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\u\\{?[0-9]+\\}?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\[\\\\abdefnrstv0\"']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_interpoling_symbol[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_interpoling),
    {.re = "[^#\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    HL_END,
};

static const hl_rule r_sigil_strings[] = {
    {.re = "~([A-Za-z])?((?-six:\\{|\\[|\\(|<|\\||\\/|'|\"))", .opts = 0, .cb = cb_sigil_strings_0},
    HL_END,
};

static const hl_rule r_regex_flags[] = {
    {.re = "[fgimrsux]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_list_flags[] = {
    {.re = "[csa]?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"strings", r_strings},
    {"dqs", r_dqs},
    {"sqs", r_sqs},
    {"interpoling", r_interpoling},
    {"interpoling_string", r_interpoling_string},
    {"escapes", r_escapes},
    {"interpoling_symbol", r_interpoling_symbol},
    {"sigil_strings", r_sigil_strings},
    {"regex_flags", r_regex_flags},
    {"list_flags", r_list_flags},
    {"sigil_interp", r_sigil_interp},
    {"sigil_plain", r_sigil_plain},
};

static const char *const aliases[] = {"elixir", "exs", NULL};

const hl_lang hl_lang_elixir = {
    .tag = "elixir",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(elixir_data),
    .start = start,
    .fini = fini,
};
