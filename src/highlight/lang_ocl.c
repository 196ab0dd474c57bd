/* lang_ocl.c: OCL, ported from Rouge 3.30 lexers (Rouge::Lexers::OCL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_single_string,
};

static const char kw_builtins[][8] = {
    "@pre", "false", "invalid", "null", "result", "self",
    "true",
};

static const char kw_functions[][25] = {
    "allInstances", "any", "append", "asBag", "asOrderedSet", "asSequence",
    "asSet", "at", "average", "characters", "closure", "collect",
    "collectNested", "concat", "conformsTo", "count", "div", "equalsIgnoreCase",
    "excludes", "excludesAll", "excluding", "exists", "first", "flatten",
    "floor", "forAll", "hasReturned", "includes", "includesAll", "including",
    "indexOf", "insertAt", "intersection", "isEmpty", "isOperationCallabs", "isSignalSent",
    "isUnique", "iterate", "last", "max", "min", "mod",
    "notEmpty", "oclAsSet", "oclAsType", "oclInState", "oclIsInvalid", "oclIsKindOf",
    "oclIsNew", "oclIsTypeOf", "oclIsUndefined", "oclLocale", "oclType", "one",
    "prepend", "product", "reject", "result", "reverse", "round",
    "select", "selectByKind", "selectByType", "size", "sortedBy", "subOrderedSet",
    "subSequence", "substring", "sum", "symmetricDifferencecount", "toBoolean", "toInteger",
    "toLowerCase", "toReal", "toString", "toUpperCase", "union",
};

static const char kw_keywords[][11] = {
    "body", "context", "def", "derive", "else", "endif",
    "endpackage", "if", "import", "in", "init", "inv",
    "let", "package", "post", "pre", "then",
};

static const char kw_keywords_type[][17] = {
    "Bag", "Boolean", "Collection", "Integer", "OclInvalid", "OclMessage",
    "OclState", "OclVoid", "OrderedSet", "Real", "Sequence", "Set",
    "String", "Tuple", "TupleType", "UnlimitedNatural",
};

static const char kw_operators[][8] = {
    "and", "implies", "not", "or", "xor",
};

/* ocl.rb:66
 *         rule %r/\w[\w\d]* / do |m|
 *           if self.class.operators.include? m[0]
 *             token Operator
 *           elsif self.class.keywords_type.include? m[0]
 *             token Keyword::Declaration
 *           elsif self.class.keywords.include? m[0]
 *             token Keyword
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif self.class.functions.include? m[0]
 *             token Name::Function
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_operators, m->s, m->ov[1])) {
        hl_token(lx, T_Operator, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_functions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Function, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "--.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_string},
    {.re = "[->|+*/<>=~!@#%&|?^-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[;:()\\[\\],.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[A-Za-z0-9_][A-Za-z0-9_0-9]*", .opts = 0, .cb = cb_root_6},
    HL_END,
};

static const hl_rule r_single_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"single_string", r_single_string},
};

static const char *const aliases[] = {"OCL", NULL};

const hl_lang hl_lang_ocl = {
    .tag = "ocl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
