/* lang_solidity.c: Solidity, ported from Rouge 3.30 lexers (Rouge::Lexers::Solidity). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expr_bol,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_expr_whitespace,
    S_statements,
    S_statement,
    S_string_common,
    S_string_double,
    S_string_single,
    S_comment_multi,
};

static const char kw_builtins[][24] = {
    "abi.decode", "abi.encode", "abi.encodePacked", "abi.encodeWithSelector", "abi.encodeWithSignature", "addmod",
    "assert", "balance", "block.coinbase", "block.difficulty", "block.gaslimit", "block.hash",
    "block.number", "block.timestamp", "blockhash", "call", "callcode", "delegatecall",
    "ecrecover", "false", "gasleft", "keccak256", "msg.data", "msg.gas",
    "msg.sender", "msg.sig", "msg.value", "mulmod", "now", "require",
    "revert", "ripemd160", "selector", "selfdestruct", "send", "sha256",
    "sha3", "suicide", "super", "this", "transfer", "true",
    "tx.gasprice", "tx.origin",
};

static const char kw_constants[][8] = {
    "days", "ether", "finney", "hours", "minutes", "seconds",
    "szabo", "weeks", "wei", "years",
};

static const char kw_keywords[][12] = {
    "abstract", "anonymous", "as", "assembly", "break", "calldata",
    "catch", "constant", "constructor", "continue", "contract", "delete",
    "do", "else", "emit", "enum", "event", "external",
    "fallback", "for", "function", "hex", "if", "import",
    "indexed", "interface", "internal", "is", "library", "mapping",
    "memory", "modifier", "new", "override", "payable", "pragma",
    "private", "public", "pure", "receive", "return", "returns",
    "storage", "struct", "throw", "try", "type", "using",
    "var", "view", "virtual", "while",
};

static const char kw_keywords_type[][8] = {
    "address", "bool", "byte", "bytes", "int", "string",
    "uint",
};

static const char kw_reserved[][12] = {
    "after", "alias", "apply", "auto", "case", "copyof",
    "default", "define", "final", "fixed", "immutable", "implements",
    "in", "inline", "let", "macro", "match", "mutable",
    "null", "of", "partial", "promise", "reference", "relocatable",
    "sealed", "sizeof", "static", "supports", "switch", "typedef",
    "typeof", "ufixed", "unchecked",
};

/* solidity.rb:127
 *         rule id do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.builtins.include? name
 *             token Name::Builtin
 *           elsif self.class.constants.include? name
 *             token Keyword::Constant
 *           elsif self.class.keywords_type.include? name
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_13(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Constant, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_expr_whitespace),
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_statement},
    HL_END,
};

static const hl_rule r_expr_bol[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_bol[] = {
    HL_MIXIN(S_expr_bol),
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_comment_multi},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    {.re = "//(\\\\.|.)*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_expr_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_bol},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_statements[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(hex)?\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "(hex)?\\'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "'(\\\\.|\\\\[0-7]{1,3}|\\\\x[a-f0-9]{1,2}|[^\\\\'\\n])'", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "[0-9][0-9]*\\.[0-9]+([eE][0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+([eE][0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "[~!%^&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\],.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "u?fixed[0-9]+x[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "bytes[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "u?int[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "[a-zA-Z$_][A-Za-z0-9_$_]*", .opts = 0, .cb = cb_statements_13},
    HL_END,
};

static const hl_rule r_statement[] = {
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expr_whitespace),
    HL_MIXIN(S_statements),
    {.re = "[{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_string_common[] = {
    {.re = "\\\\(u[a-fA-F0-9]{4}|x..|[^x])", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\\\"\\'\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_string_double[] = {
    HL_MIXIN(S_string_common),
    {.re = "\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_string_single[] = {
    HL_MIXIN(S_string_common),
    {.re = "\\'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_comment_multi[] = {
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^*/]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expr_bol", r_expr_bol},
    {"bol", r_bol},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
    {"expr_whitespace", r_expr_whitespace},
    {"statements", r_statements},
    {"statement", r_statement},
    {"string_common", r_string_common},
    {"string_double", r_string_double},
    {"string_single", r_string_single},
    {"comment_multi", r_comment_multi},
};

static void start(hl_lx *lx)
{
    hl_push(lx, S_bol);
}

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_solidity = {
    .tag = "solidity",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .start = start,
};
