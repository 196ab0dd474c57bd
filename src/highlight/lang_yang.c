/* lang_yang.c: YANG, ported from Rouge 3.30 lexers (Rouge::Lexers::YANG). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_comment,
};

static const char kw_body_stmts_keywords[][13] = {
    "action", "argument", "augment", "deviation", "extension", "feature",
    "grouping", "identity", "if-feature", "input", "notification", "output",
    "rpc", "typedef",
};

static const char kw_constants_keywords[][14] = {
    "add", "current", "delete", "deprecated", "false", "invert-match",
    "max", "min", "not-supported", "obsolete", "replace", "true",
    "unbounded", "user",
};

static const char kw_data_def_stmts_keywords[][10] = {
    "anydata", "anyxml", "case", "choice", "config", "container",
    "deviate", "leaf", "leaf-list", "list", "must", "presence",
    "refine", "uses", "when",
};

static const char kw_linkage_stmts_keywords[][14] = {
    "import", "include", "revision-date",
};

static const char kw_list_stmts_keywords[][10] = {
    "key", "mandatory", "unique",
};

static const char kw_meta_stmts_keywords[][13] = {
    "contact", "description", "organization", "reference", "revision",
};

static const char kw_module_header_stmts_keywords[][13] = {
    "belongs-to", "namespace", "prefix", "yang-version",
};

static const char kw_top_stmts_keywords[][10] = {
    "module", "submodule",
};

static const char kw_type_stmts_keywords[][17] = {
    "base", "bit", "default", "enum", "error-app-tag", "error-message",
    "fraction-digits", "length", "max-elements", "min-elements", "modifier", "ordered-by",
    "path", "pattern", "position", "range", "require-instance", "status",
    "type", "units", "value", "yin-element",
};

static const char kw_types[][20] = {
    "binary", "bits", "boolean", "decimal64", "empty", "enumeration",
    "identityref", "instance-identifier", "int16", "int32", "int64", "int8",
    "leafref", "string", "uint16", "uint32", "uint64", "uint8",
    "union",
};

/* yang.rb:115
 *         rule id do |m|
 *           name = m[0].downcase
 * 
 *           if self.class.top_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.module_header_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.meta_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.linkage_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.body_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.data_def_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.type_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.list_stmts_keywords.include? name
 *             token Keyword::Declaration
 *           elsif self.class.types.include? name
 *             token Keyword::Type
 *           elsif self.class.constants_keywords.include? name
 *             token Name::Constant
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 0);
    if (HL_IN(kw_top_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_module_header_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_meta_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_linkage_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_body_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_data_def_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_type_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_list_stmts_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword_Declaration, m->s, m->ov[1]);
    } else if (HL_IN(kw_types, f1, f1n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_constants_keywords, f1, f1n)) {
        hl_token(lx, T_Name_Constant, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[\\{\\}\\;]+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?<![\\-A-Za-z0-9_])(and|or|not|\\+|\\.)(?![\\-A-Za-z0-9_])", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\"(?:\\\\\"|[^\"])*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "'(?:\\\\'|[^'])*?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(?:^|(?<=[\\t\\n\\x0b\\f\\r\\x20{};]))([A-Za-z0-9_.-]+)(:)([A-Za-z0-9_.-]+)(?=[\\t\\n\\x0b\\f\\r\\x20{};])", .opts = 0, .ntok = 3, .tok = {T_Name_Namespace, T_Punctuation, T_Name}, .groups = 1},
    {.re = "([0-9]{4}\\-[0-9]{2}\\-[0-9]{2})(?=[\\t\\n\\x0b\\f\\r\\x20\\{\\}\\;])", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "([0-9]+\\.[0-9]+)(?=[\\t\\n\\x0b\\f\\r\\x20\\{\\}\\;])", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "([0-9]+)(?=[\\t\\n\\x0b\\f\\r\\x20\\{\\}\\;])", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[A-Za-z0-9__-]+(?=[^A-Za-z0-9_\\-\\:])\\b", .opts = 0, .cb = cb_root_11},
    {.re = "[^;{}\\t\\n\\x0b\\f\\r\\x20'\"]+", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};

static const hl_rule r_comment[] = {
    {.re = "[^*/]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_PUSH, .arg = S_comment},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    {.re = "[*/]", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"comment", r_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_yang = {
    .tag = "yang",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
