/* lang_postscript.c: PostScript, ported from Rouge 3.30 lexers (Rouge::Lexers::PostScript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_stringliteral,
    S_escape,
};

static const hl_rule r_root[] = {
    {.re = "^%!.+?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "%%.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "(^%.*?$){2,}", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "%.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_stringliteral},
    {.re = "/(?-six:(?-six:[^()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20])+(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20])))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[{}<>\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(?:abs|add|aload|arc|arcn|array|atan|begin|bind|ceiling|charpath|clip|closepath|concat|concatmatrix|copy|cos|currentlinewidth|currentmatrix|currentpoint|curveto|cvi|cvs|def|defaultmatrix|dict|dictstackoverflow|div|dtransform|dup|end|exch|exec|exit|exp|fill|findfont|floor|get|getinterval|grestore|gsave|identmatrix|idiv|idtransform|index|invertmatrix|itransform|length|lineto|ln|load|log|loop|matrix|mod|moveto|mul|neg|newpath|pathforall|pathbbox|pop|print|pstack|put|quit|rand|rangecheck|rcurveto|repeat|restore|rlineto|rmoveto|roll|rotate|round|run|save|scale|scalefont|setdash|setfont|setgray|setlinecap|setlinejoin|setlinewidth|setmatrix|setrgbcolor|shfill|show|showpage|sin|sqrt|stack|stringwidth|stroke|strokepath|sub|syntaxerror|transform|translate|truncate|typecheck|undefined|undefinedfilename|undefinedresult)(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "(eq|ne|g[et]|l[et]|and|or|not|if(?:else)?|for(?:all)?)(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Reserved}},
    {.re = "(false|true)(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "<[0-9A-Fa-f]+>(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+\\#(\\-|\\+)?([0-9]+\\.?|[0-9]*\\.[0-9]+|[0-9]+\\.[0-9]*)((e|E)[0-9]+)?(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "(\\-|\\+)?([0-9]+\\.?|[0-9]*\\.[0-9]+|[0-9]+\\.[0-9]*)((e|E)[0-9]+)?(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(\\-|\\+)?[0-9]+(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "(?-six:[^()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20])+(?-six:(?=[()<>\\[\\]{}\\/%\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_stringliteral[] = {
    {.re = "[^()\\\\]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_escape},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_stringliteral},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "[0-8]{3}|n|r|t|b|f|\\\\|\\(|\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"stringliteral", r_stringliteral},
    {"escape", r_escape},
};

static const char *const aliases[] = {"postscr", "postscript", "ps", "eps", NULL};

const hl_lang hl_lang_postscript = {
    .tag = "postscript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
