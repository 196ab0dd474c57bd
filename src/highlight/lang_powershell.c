/* lang_powershell.c: powershell, ported from Rouge 3.30 lexers (Rouge::Lexers::Powershell). */
#include "highlight/engine.h"

enum {
    S_root,
    S_variable,
    S_multiline,
    S_interpol,
    S_dq,
    S_sq,
    S_heredoc,
    S_class,
    S_expr,
    S_hasht,
    S_array,
    S_brace,
    S_bracket,
    S_parameters,
    S_comments,
};

static const char kw_ATTRIBUTES[][24] = {
    "ConfirmImpact", "DefaultParameterSetName", "HelpURI", "PositionalBinding", "SupportsPaging", "SupportsShouldProcess",
};

/* powershell.rb:227
 *         rule %r/(\.)([-\w]+)(?:(\()|(\n))?/ do |m|
 *           groups Operator, Name::Function, Punctuation, Text::Whitespace
 *           push :parameters unless m[3].nil?
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    static const short toks[] = {T_Operator, T_Name_Function, T_Punctuation, T_Text_Whitespace};
    for (int i = 0; i < 4; i++)
        hl_token_m(lx, toks[i], m, i + 1);
    const char *p;
    size_t n;
    if (hl_group(m, 3, &p, &n))
        hl_push(lx, S_parameters);
}

/* powershell.rb:173
 *         rule %r/([A-Za-z]\w+)/ do |m|
 *           if ATTRIBUTES.include? m[0]
 *             token Name::Builtin::Pseudo
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_bracket_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, HL_IN(kw_ATTRIBUTES, m->s, m->ov[1]) ? T_Name_Builtin_Pseudo : T_Name, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_comments),
    {.re = "#requires[\\t\\n\\x0b\\f\\r\\x20]-version [0-9](?:\\.[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "\\.\\.(?=\\.?[0-9])", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?:-split|-isplit|-csplit|-join|-is|-isnot|-as|-eq|-ieq|-ceq|-ne|-ine|-cne|-gt|-igt|-cgt|-ge|-ige|-cge|-lt|-ilt|-clt|-le|-ile|-cle|-like|-ilike|-clike|-notlike|-inotlike|-cnotlike|-match|-imatch|-cmatch|-notmatch|-inotmatch|-cnotmatch|-contains|-icontains|-ccontains|-notcontains|-inotcontains|-cnotcontains|-replace|-ireplace|-creplace|-shl|-shr|-band|-bor|-bxor|-and|-or|-xor|-not|\\+=|-=|\\*=|\\/=|%=)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Operator}},
    {.re = "(class)([\\t\\n\\x0b\\f\\r\\x20]+)([A-Za-z0-9_]+)", .opts = HL_I, .ntok = 3, .tok = {T_Keyword_Reserved, T_Text_Whitespace, T_Name_Class}, .groups = 1, .act = HL_PUSH, .arg = S_class},
    {.re = "(function)([\\t\\n\\x0b\\f\\r\\x20]+)(?:([A-Za-z0-9_]+)(:))?([A-Za-z0-9_][-A-Za-z0-9_]+)", .opts = HL_I, .ntok = 5, .tok = {T_Keyword_Reserved, T_Text_Whitespace, T_Name_Namespace, T_Punctuation, T_Name_Function}, .groups = 1},
    {.re = "(?:assembly|exit|process|base|filter|public|begin|finally|return|break|for|sequence|catch|foreach|static|class|from|switch|command|function|throw|configuration|hidden|trap|continue|if|try|data|in|type|define|inlinescript|until|do|interface|using|dynamicparam|module|var|else|namespace|while|elseif|parallel|workflow|end|param|enum|private)\\b(?![-.])", .opts = HL_I, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "-{1,2}[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "(\\.)?([-A-Za-z0-9_]+)(\\[)", .opts = 0, .ntok = 3, .tok = {T_Operator, T_Name, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_bracket},
    /* Ruby's [/\\~[a-z]] is a union of classes; PCRE2 has no nested classes, so it is flattened by hand. */
    {.re = "([/\\\\~a-z][-.:/\\\\~A-Za-z0-9_]*)(\\n)?", .opts = HL_I, .ntok = 2, .tok = {T_Name, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_parameters},
    {.re = "(\\.)([-A-Za-z0-9_]+)(?:(\\()|(\\n))?", .opts = 0, .cb = cb_root_10},
    {.re = "\\?", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_parameters},
    HL_MIXIN(S_expr),
    HL_MIXIN(S_variable),
    {.re = "[-+*/%=!.&|]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[{}(),:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_variable[] = {
    {.re = "\\$\\$|\\$\\?|\\$\\^|\\$_|\\$args|\\$ConsoleFileName|\\$Error|\\$Event|\\$EventArgs|\\$EventSubscriber|\\$ExecutionContext|\\$false|\\$foreach|\\$HOME|\\$Host|\\$input|\\$IsCoreCLR|\\$IsLinux|\\$IsMacOS|\\$IsWindows|\\$LastExitCode|\\$Matches|\\$MyInvocation|\\$NestedPromptLevel|\\$null|\\$PID|\\$PROFILE|\\$PSBoundParameters|\\$PSCmdlet|\\$PSCommandPath|\\$PSCulture|\\$PSDebugContext|\\$PSHOME|\\$PSItem|\\$PSScriptRoot|\\$PSSenderInfo|\\$PSUICulture|\\$PSVersionTable|\\$PWD|\\$REPORTERRORSHOWEXCEPTIONCLASS|\\$REPORTERRORSHOWINNEREXCEPTION|\\$REPORTERRORSHOWSOURCE|\\$REPORTERRORSHOWSTACKTRACE|\\$SENDER|\\$ShellId|\\$StackTrace|\\$switch|\\$this|\\$true", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "(\\$)(?:([A-Za-z0-9_]+)(:))?([A-Za-z0-9_]+|\\{(?:[^`]|`.)+?\\})", .opts = 0, .ntok = 4, .tok = {T_Name_Variable, T_Name_Namespace, T_Punctuation, T_Name_Variable}, .groups = 1},
    {.re = "\\$[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "\\$\\{(?:[^`]|`.)+?\\}", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_multiline[] = {
    {.re = "\\.(?:synopsis|description|parameter|example|inputs|outputs|notes|link|component|role|functionality|forwardhelptargetname|forwardhelpcategory|remotehelprunspace|externalhelp)", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "#>", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^#.]+?", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[#.]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_interpol[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "(?:\\$#?)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpol},
    {.re = "`$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "`.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"`$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_MIXIN(S_variable),
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_heredoc[] = {
    {.re = "(?:\\$#?)?\"@", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}, .act = HL_POP, .arg = 1},
    {.re = "\\$\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpol},
    {.re = "`$", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "`.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"`$]+?", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    {.re = "\"+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_MIXIN(S_variable),
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "[:,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_expr[] = {
    HL_MIXIN(S_comments),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_sq},
    {.re = "@\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Heredoc}, .act = HL_PUSH, .arg = S_heredoc},
    {.re = "@'.*?'@", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    {.re = "[0-9]*\\.[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "@\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_hasht},
    {.re = "@\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_array},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_brace},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_bracket},
    HL_END,
};

static const hl_rule r_hasht[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[,;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_expr),
    {.re = "[A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Other}},
    HL_MIXIN(S_variable),
    HL_END,
};

static const hl_rule r_array[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[,;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_MIXIN(S_expr),
    HL_MIXIN(S_variable),
    HL_END,
};

static const hl_rule r_brace[] = {
    {.re = "[}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_bracket[] = {
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[A-Za-z][A-Za-z0-9_]+\\.", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "([A-Za-z][A-Za-z0-9_]+)", .opts = 0, .cb = cb_bracket_2},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_parameters[] = {
    {.re = "`.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*?\\n", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}, .act = HL_POP, .arg = 1},
    {.re = "[;(){}\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[|=]", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "[/\\\\~A-Za-z0-9_][-.:/\\\\~A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Other}},
    {.re = "[A-Za-z0-9_][-A-Za-z0-9_]+", .opts = 0, .ntok = 1, .tok = {T_Name_Other}},
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_comments[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "#.*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "<#", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"variable", r_variable},
    {"multiline", r_multiline},
    {"interpol", r_interpol},
    {"dq", r_dq},
    {"sq", r_sq},
    {"heredoc", r_heredoc},
    {"class", r_class},
    {"expr", r_expr},
    {"hasht", r_hasht},
    {"array", r_array},
    {"brace", r_brace},
    {"bracket", r_bracket},
    {"parameters", r_parameters},
    {"comments", r_comments},
};

static const char *const aliases[] = {"posh", "microsoftshell", "msshell", NULL};

const hl_lang hl_lang_powershell = {
    .tag = "powershell",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
