/* lang_vb.c: Visual Basic, ported from Rouge 3.30 lexers (Rouge::Lexers::VisualBasic). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_bol,
    S_dotted,
    S_string,
    S_dim,
    S_funcname,
    S_classname,
    S_namespace,
    S_end,
};

static const char kw_builtins[][13] = {
    "Console", "ConsoleColor",
};

static const char kw_keywords[][15] = {
    "AddHandler", "Alias", "ByRef", "ByVal", "CBool", "CByte",
    "CChar", "CDate", "CDbl", "CDec", "CInt", "CLng",
    "CObj", "CSByte", "CShort", "CSng", "CStr", "CType",
    "CUInt", "CULng", "CUShort", "Call", "Case", "Catch",
    "Class", "Const", "Continue", "Declare", "Default", "Delegate",
    "Dim", "DirectCast", "Do", "Each", "Else", "ElseIf",
    "End", "EndIf", "Enum", "Erase", "Error", "Event",
    "Exit", "False", "Finally", "For", "Friend", "Function",
    "Get", "Global", "GoSub", "GoTo", "Handles", "If",
    "Implements", "Imports", "Inherits", "Interface", "Let", "Lib",
    "Loop", "Me", "Module", "MustInherit", "MustOverride", "MyBase",
    "MyClass", "Namespace", "Narrowing", "New", "Next", "Not",
    "NotInheritable", "NotOverridable", "Nothing", "Of", "On", "Operator",
    "Option", "Optional", "Overloads", "Overridable", "Overrides", "ParamArray",
    "Partial", "Private", "Property", "Protected", "Public", "RaiseEvent",
    "ReDim", "ReadOnly", "RemoveHandler", "Resume", "Return", "Select",
    "Set", "Shadows", "Shared", "Single", "Static", "Step",
    "Stop", "Structure", "Sub", "SyncLock", "Then", "Throw",
    "To", "True", "Try", "TryCast", "Using", "Wend",
    "When", "While", "Widening", "With", "WithEvents", "WriteOnly",
};

static const char kw_keywords_type[][9] = {
    "Boolean", "Byte", "Char", "Date", "Decimal", "Double",
    "Integer", "Long", "Object", "SByte", "Short", "Single",
    "String", "UInteger", "ULong", "UShort", "Variant",
};

static const char kw_operator_words[][10] = {
    "AddressOf", "And", "AndAlso", "As", "GetType", "In",
    "Is", "IsNot", "Like", "Mod", "Or", "OrElse",
    "TypeOf", "Xor",
};

/* vb.rb:93
 *         rule upper_id do |m|
 *           match = m[0]
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.keywords_type.include? match
 *             token Keyword::Type
 *           elsif self.class.operator_words.include? match
 *             token Operator::Word
 *           elsif self.class.builtins.include? match
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_operator_words, m->s, m->ov[1])) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

/* vb.rb:67
 * rule(//) { :pop! }
 */
static void cb_bol_2(hl_lx *lx, const hl_match *m)
{
    /* :pop! (a value, no effect) */
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "\n            [#]If\\b .*? \\bThen\n          | [#]ElseIf\\b .*? \\bThen\n          | [#]End [\\t\\n\\x0b\\f\\r\\x20]+ If\n          | [#]Const\n          | [#]ExternalSource .*? \\n\n          | [#]End [\\t\\n\\x0b\\f\\r\\x20]+ ExternalSource\n          | [#]Region .*? \\n\n          | [#]End [\\t\\n\\x0b\\f\\r\\x20]+ Region\n          | [#]ExternalChecksum\n        ", .opts = HL_X, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_dotted},
    {.re = "[(){}!#,:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "Option[\\t\\n\\x0b\\f\\r\\x20]+(Strict|Explicit|Compare)[\\t\\n\\x0b\\f\\r\\x20]+(On|Off|Binary|Text)", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "End\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_end},
    {.re = "(Dim|Const)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_dim},
    {.re = "(Function|Sub|Property)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_funcname},
    {.re = "(Class|Structure|Enum)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_classname},
    {.re = "(Module|Namespace|Imports)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_namespace},
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .cb = cb_root_10},
    {.re = "&=|[*]=|/=|\\\\=|\\^=|\\+=|-=|<<=|>>=|<<|>>|:=|<=|>=|<>|[-&*/\\\\^+=<>.]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "(?i-sx:[a-z_][A-Za-z0-9_]*)[%&@!#\\$]?", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "#.*?#", .opts = 0, .ntok = 1, .tok = {T_Literal_Date}},
    {.re = "([0-9]+\\.[0-9]*|[0-9]*\\.[0-9]+)(f[+-]?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+([SILDFR]|US|UI|UL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "&H[0-9a-f]+([SILDFR]|US|UI|UL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "&O[0-7]+([SILDFR]|US|UI|UL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "_\\n", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    {.re = "rem\\b.*?$", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "%\\{.*?%\\}", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "'.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "<.*?>", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "", .opts = 0, .cb = cb_bol_2},
    HL_END,
};

static const hl_rule r_dotted[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"C?", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_dim[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_funcname[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_classname[] = {
    HL_MIXIN(S_whitespace),
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_namespace[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(?i-sx:[a-z_][A-Za-z0-9_]*)([.](?i-sx:[a-z_][A-Za-z0-9_]*))*", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_end[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(Function|Sub|Property|Class|Structure|Enum|Module|Namespace)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"bol", r_bol},
    {"dotted", r_dotted},
    {"string", r_string},
    {"dim", r_dim},
    {"funcname", r_funcname},
    {"classname", r_classname},
    {"namespace", r_namespace},
    {"end", r_end},
};

static const char *const aliases[] = {"visualbasic", NULL};

const hl_lang hl_lang_vb = {
    .tag = "vb",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
