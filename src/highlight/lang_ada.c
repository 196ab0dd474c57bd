/* lang_ada.c: Ada, ported from Rouge 3.30 lexers (Rouge::Lexers::Ada). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_dquote_string,
    S_attr,
    S_decl_name,
    S_libunit_name,
};

/* Rouge::Lexers::Ada.idents (default Name), sorted */
static const char id_words[][20] = {
    "abort", "abs", "abstract", "accept", "access", "aliased",
    "all", "and", "array", "at", "begin", "body",
    "boolean", "case", "character", "constant", "constraint_error", "declare",
    "delay", "delta", "digits", "do", "duration", "else",
    "elsif", "end", "entry", "exception", "exit", "float",
    "for", "function", "generic", "goto", "if", "in",
    "integer", "interface", "is", "limited", "long_float", "long_integer",
    "long_long_float", "long_long_integer", "loop", "mod", "natural", "new",
    "not", "null", "of", "or", "others", "out",
    "overriding", "package", "positive", "pragma", "private", "procedure",
    "program_error", "protected", "raise", "range", "record", "rem",
    "renames", "requeue", "return", "reverse", "select", "separate",
    "short_float", "short_integer", "short_short_integer", "some", "storage_error", "string",
    "subtype", "synchronized", "tagged", "task", "tasking_error", "terminate",
    "then", "type", "until", "use", "when", "while",
    "wide_character", "wide_string", "wide_wide_character", "wide_wide_string", "with", "xor",
};
static const short id_toks[] = {
    T_Keyword, T_Operator_Word, T_Keyword, T_Keyword, T_Keyword, T_Keyword,
    T_Keyword, T_Operator_Word, T_Keyword, T_Keyword, T_Keyword, T_Keyword,
    T_Name_Builtin, T_Keyword, T_Name_Builtin, T_Keyword, T_Name_Builtin, T_Keyword,
    T_Keyword, T_Keyword, T_Keyword, T_Keyword, T_Name_Builtin, T_Keyword,
    T_Keyword, T_Keyword, T_Keyword_Declaration, T_Keyword, T_Keyword, T_Name_Builtin,
    T_Keyword, T_Keyword_Declaration, T_Keyword, T_Keyword, T_Keyword, T_Keyword,
    T_Name_Builtin, T_Keyword, T_Keyword, T_Keyword, T_Name_Builtin, T_Name_Builtin,
    T_Name_Builtin, T_Name_Builtin, T_Keyword, T_Operator_Word, T_Name_Builtin, T_Keyword,
    T_Operator_Word, T_Keyword, T_Keyword, T_Operator_Word, T_Keyword, T_Keyword,
    T_Keyword, T_Keyword_Declaration, T_Name_Builtin, T_Keyword, T_Keyword, T_Keyword_Declaration,
    T_Name_Builtin, T_Keyword, T_Keyword, T_Keyword, T_Keyword, T_Operator_Word,
    T_Keyword, T_Keyword, T_Keyword, T_Keyword, T_Keyword, T_Keyword,
    T_Name_Builtin, T_Name_Builtin, T_Name_Builtin, T_Keyword, T_Name_Builtin, T_Name_Builtin,
    T_Keyword_Declaration, T_Keyword, T_Keyword, T_Keyword, T_Name_Builtin, T_Keyword,
    T_Keyword, T_Keyword_Declaration, T_Keyword, T_Keyword, T_Keyword, T_Keyword,
    T_Name_Builtin, T_Name_Builtin, T_Name_Builtin, T_Name_Builtin, T_Keyword, T_Operator_Word,
};

/* self.class.idents[name.downcase] */
static int ident_tok(const char *p, size_t n)
{
    char f[64];
    size_t fn = hl_fold(f, sizeof f, p, n, 0);
    size_t lo = 0, hi = sizeof id_words / sizeof id_words[0];
    while (fn && lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strncmp(f, id_words[mid], fn);
        if (c == 0 && id_words[mid][fn] != 0)
            c = -1;
        if (c == 0)
            return id_toks[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return T_Name;
}

/* ada.rb:149
 *         rule ID do |m|
 *           t = self.class.idents[m[0].downcase]
 *           token t
 *           if t == Keyword::Declaration
 *             push :decl_name
 *           end
 *         end
 */
static void cb_root_16(hl_lx *lx, const hl_match *m)
{
    int t = ident_tok(m->s, m->ov[1]);
    hl_token(lx, t, m->s, m->ov[1]);
    if (t == T_Keyword_Declaration)
        hl_push(lx, S_decl_name);
}

/* ada.rb:94
 *         rule ID do |m|
 *           t = self.class.idents[m[0].downcase]
 *           if t <= Name
 *             # Convert all kinds of Name to namespaces in this context.
 *             token Name::Namespace
 *           else
 *             # Yikes, we're not supposed to get a keyword in a library unit name!
 *             # We probably entered this state by mistake, so try to fix it.
 *             token t
 *             if t == Keyword::Declaration
 *               goto :decl_name
 *             else
 *               pop!
 *             end
 *           end
 *         end
 */
static void cb_libunit_name_1(hl_lx *lx, const hl_match *m)
{
    int t = ident_tok(m->s, m->ov[1]);
    if (t == T_Name || t == T_Name_Builtin) { /* t <= Name */
        hl_token(lx, T_Name_Namespace, m->s, m->ov[1]);
    } else {
        hl_token(lx, t, m->s, m->ov[1]);
        if (t == T_Keyword_Declaration)
            hl_goto(lx, S_decl_name);
        else
            hl_pop(lx, 1);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "'.'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "\"[^\"\\n]*", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dquote_string},
    {.re = "(?-six:[0-9](_?[0-9])*)\\.(?-six:[0-9](_?[0-9])*)(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?-six:[0-9](_?[0-9])*)#(?-six:[0-9a-fA-F](_?[0-9a-fA-F])*)\\.(?-six:[0-9a-fA-F](_?[0-9a-fA-F])*)#(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "2#[01](_?[01])*#(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "8#[0-7](_?[0-7])*#(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "16#(?-six:[0-9a-fA-F](_?[0-9a-fA-F])*)*#(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "(?-six:[0-9](_?[0-9])*)#(?-six:[0-9a-fA-F](_?[0-9a-fA-F])*)#(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(?-six:[0-9](_?[0-9])*)#[A-Za-z0-9_]+#", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "(?-six:[0-9](_?[0-9])*)(?i-sx:(E[-+]?(?-six:[0-9](_?[0-9])*))?)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_attr},
    {.re = "<<(?-six:\\b[A-Za-z\\p{Alphabetic}](?:\\p{Pc}?[A-Za-z0-9\\p{Alphabetic}\\p{Nd}])*\\b)>>", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "^(?:(limited)([\\t\\n\\x0b\\f\\r\\x20]+))?(?:(private)([\\t\\n\\x0b\\f\\r\\x20]+))?(with)\\b", .opts = HL_I, .bol = 1, .ntok = 5, .tok = {T_Keyword_Namespace, T_Text, T_Keyword_Namespace, T_Text, T_Keyword_Namespace}, .groups = 1, .act = HL_PUSH, .arg = S_libunit_name},
    {.re = "[+*/&<=>|]|-|=>|\\.\\.|\\*\\*|[:></]=|<<|>>|<>", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[.,:;()]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\b[A-Za-z\\p{Alphabetic}](?:\\p{Pc}?[A-Za-z0-9\\p{Alphabetic}\\p{Nd}])*\\b", .opts = 0, .cb = cb_root_16},
    {.re = "\\b(\\p{Pc}|[alpha])[A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]*", .opts = 0, .ntok = 1, .tok = {T_Error}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "--.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_dquote_string[] = {
    {.re = "[^\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_attr[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\b[A-Za-z\\p{Alphabetic}](?:\\p{Pc}?[A-Za-z0-9\\p{Alphabetic}\\p{Nd}])*\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_decl_name[] = {
    HL_MIXIN(S_whitespace),
    {.re = "body\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "((?-six:\\b[A-Za-z\\p{Alphabetic}](?:\\p{Pc}?[A-Za-z0-9\\p{Alphabetic}\\p{Nd}])*\\b))(\\.)", .opts = 0, .ntok = 2, .tok = {T_Name_Namespace, T_Punctuation}, .groups = 1},
    {.re = "(?-six:\\b[A-Za-z\\p{Alphabetic}](?:\\p{Pc}?[A-Za-z0-9\\p{Alphabetic}\\p{Nd}])*\\b)|\"(and|or|xor|/?=|<=?|>=?|\\+|–|&\\|/|mod|rem|\\*?\\*|abs|not)\"", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_libunit_name[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\\b[A-Za-z\\p{Alphabetic}](?:\\p{Pc}?[A-Za-z0-9\\p{Alphabetic}\\p{Nd}])*\\b", .opts = 0, .cb = cb_libunit_name_1},
    {.re = "[.,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"dquote_string", r_dquote_string},
    {"attr", r_attr},
    {"decl_name", r_decl_name},
    {"libunit_name", r_libunit_name},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_ada = {
    .tag = "ada",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
