/* lang_idris.c: Idris, ported from Rouge 3.30 lexers (Rouge::Lexers::Idris). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_comment,
    S_comment_preproc,
    S_directive,
    S_prelude,
    S_import,
    S_module,
    S_funclist,
    S_character,
    S_character_end,
    S_quasiquotation,
    S_string,
    S_escape,
};

/* idris.rb:117
 *         rule %r/(\[)([_a-z][\w']*)(\|)/ do |m|
 *           token Operator, m[1]
 *           token Name, m[2]
 *           token Operator, m[3]
 *           push :quasiquotation
 *         end
 */
static void cb_root_22(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Operator, g0p, g0n);
    hl_token(lx, T_Name, g1p, g1n);
    hl_token(lx, T_Operator, g2p, g2n);
    hl_push(lx, S_quasiquotation);
}

/* idris.rb:131
 *         rule %r/([A-Z][\w.]*)(\s+)(as)(\s+)([A-Z][a-zA-Z0-9_.]*)/ do
 *           groups(
 *             Name::Namespace, # X
 *             Text, Keyword, # as
 *             Text, Name # Y
 *           )
 *           pop!
 *         end
 */
static void cb_import_2(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Namespace, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Keyword, m, 3); hl_token_m(lx, T_Text, m, 4); hl_token_m(lx, T_Name, m, 5);
    hl_pop(lx, 1);
}

/* idris.rb:141
 *         rule %r/([A-Z][\w.]*)(\s+)(\()/ do
 *           groups(
 *             Name::Namespace, # X
 *             Text,
 *             Punctuation # (
 *           )
 *           goto :funclist
 *         end
 */
static void cb_import_3(hl_lx *lx, const hl_match *m)
{
    hl_token_m(lx, T_Name_Namespace, m, 1); hl_token_m(lx, T_Text, m, 2); hl_token_m(lx, T_Punctuation, m, 3);
    hl_goto(lx, S_funclist);
}

/* idris.rb:170
 *         rule %r/\\/ do
 *           token Str::Escape
 *           goto :character_end
 *           push :escape
 *         end
 */
static void cb_character_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Literal_String_Escape, m->s, m->ov[1]);
    hl_goto(lx, S_character_end);
    hl_push(lx, S_escape);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    HL_MIXIN(S_directive),
    {.re = "\\bimport\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_import},
    {.re = "\\bmodule\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}, .act = HL_PUSH, .arg = S_module},
    {.re = "\\b(?:_|data|class|instance|namespace|infix[lr]?|let|where|of|with|type|do|if|then|else|case|in)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "\\b(Just|Nothing|Left|Right|True|False|LT|LTE|EQ|GT|GTE)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "^[A-Za-z0-9_']+[\\t\\n\\x0b\\f\\r\\x20]*:", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Function}},
    HL_MIXIN(S_prelude),
    {.re = "[_a-z][A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[A-Z][A-Za-z0-9_']*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\\\(?![:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(<-|::|->|=>|=)(?![:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ":[:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]*", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[0-9]+(\\.[0-9]+)?(e[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0o[0-7]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_PUSH, .arg = S_character},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "\\[[\\t\\n\\x0b\\f\\r\\x20]*\\]", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\([\\t\\n\\x0b\\f\\r\\x20]*\\)", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(\\[)([_a-z][A-Za-z0-9_']*)(\\|)", .opts = 0, .cb = cb_root_22},
    {.re = "[\\[\\](),;`{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "{-#", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_comment_preproc},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "^\\|\\|\\|.*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Doc}},
    {.re = "--(?![!#\\$\\%&*+./<=>?@\\^\\|_~]).*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "-}", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^-{}]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[-{}]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_comment_preproc[] = {
    {.re = "-}", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = "{-", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_comment},
    {.re = "[^-{}]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[-{}]", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_END,
};

static const hl_rule r_directive[] = {
    {.re = "\\%(default)[\\t\\n\\x0b\\f\\r\\x20]+(total|partial)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\%(access)[\\t\\n\\x0b\\f\\r\\x20]+(public|abstract|private|export)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\%(language)[\\t\\n\\x0b\\f\\r\\x20]+(.*)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\%(provide)[\\t\\n\\x0b\\f\\r\\x20]+.*[\\t\\n\\x0b\\f\\r\\x20]+(with)[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_END,
};

static const hl_rule r_prelude[] = {
    {.re = "\\b(Type|Exists|World|IO|IntTy|FTy|File|Mode|Dec|Bool|Ordering|Either|IsJust|List|Maybe|Nat|Stream|StrM|Not|Lazy|Inf)[\\t\\n\\x0b\\f\\r\\x20]", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "\\b(Eq|Ord|Num|MinBound|MaxBound|Integral|Applicative|Alternative|Cast|Foldable|Functor|Monad|Traversable|Uninhabited|Semigroup|Monoid)[\\t\\n\\x0b\\f\\r\\x20]", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "\\b(?:abs|acos|all|and|any|asin|atan|atan2|break|ceiling|compare|concat|concatMap|const|cos|cosh|curry|cycle|div|drop|dropWhile|elem|encodeFloat|enumFrom|enumFromThen|enumFromThenTo|enumFromTo|exp|fail|filter|flip|floor|foldl|foldl1|foldr|foldr1|fromInteger|fst|gcd|getChar|getLine|head|id|init|iterate|last|lcm|length|lines|log|lookup|map|max|maxBound|maximum|maybe|min|minBound|minimum|mod|negate|not|null|or|pi|pred|print|product|putChar|putStr|putStrLn|readFile|recip|repeat|replicate|return|reverse|scanl|scanl1|sequence|sequence_|show|sin|sinh|snd|span|splitAt|sqrt|succ|sum|tail|take|takeWhile|tan|tanh|uncurry|unlines|unwords|unzip|unzip3|words|writeFile|zip|zip3|zipWith|zipWith3)[ ]+(?![=:-])", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "([A-Z][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]+)(as)([\\t\\n\\x0b\\f\\r\\x20]+)([A-Z][a-zA-Z0-9_.]*)", .opts = 0, .cb = cb_import_2},
    {.re = "([A-Z][A-Za-z0-9_.]*)([\\t\\n\\x0b\\f\\r\\x20]+)(\\()", .opts = 0, .cb = cb_import_3},
    {.re = "[A-Za-z0-9_.]+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_module[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "([A-Z][A-Za-z0-9_.]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_funclist[] = {
    HL_MIXIN(S_basic),
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(_[A-Za-z0-9_\\']+|[a-z][A-Za-z0-9_\\']*)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[:!#\\$\\%&*+.\\\\/<=>?@^\\|~-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_funclist},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_character[] = {
    {.re = "\\\\", .opts = 0, .cb = cb_character_0},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_GOTO, .arg = S_character_end},
    HL_END,
};

static const hl_rule r_character_end[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Error}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_quasiquotation[] = {
    {.re = "\\|\\]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "[^\\|]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "\\|", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_escape},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "[abfnrtv\"'&\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "\\^[\\]\\[A-Z@\\^_]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "NUL|SOH|[SE]TX|EOT|ENQ|ACK|BEL|BS|HT|LF|VT|FF|CR|S[OI]|DLE|DC[1-4]|NAK|SYN|ETB|CAN|EM|SUB|ESC|[FGRU]S|SP|DEL", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "o[0-7]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "x[0-9a-fA-F]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"comment", r_comment},
    {"comment_preproc", r_comment_preproc},
    {"directive", r_directive},
    {"prelude", r_prelude},
    {"import", r_import},
    {"module", r_module},
    {"funclist", r_funclist},
    {"character", r_character},
    {"character_end", r_character_end},
    {"quasiquotation", r_quasiquotation},
    {"string", r_string},
    {"escape", r_escape},
};

static const char *const aliases[] = {"idr", NULL};

const hl_lang hl_lang_idris = {
    .tag = "idris",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
