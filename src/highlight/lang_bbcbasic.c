/* lang_bbcbasic.c: BBCBASIC, ported from Rouge 3.30 lexers (Rouge::Lexers::BBCBASIC). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expression,
    S_assembly1,
    S_assembly2,
};

static const hl_rule r_root[] = {
    {.re = "(:+)( *)(\\*)(.*)", .opts = 0, .ntok = 4, .tok = {T_Punctuation, T_Text, T_Keyword, T_Text}, .groups = 1},
    {.re = "(\\n+ *)(\\*)(.*)", .opts = 0, .ntok = 3, .tok = {T_Text, T_Keyword, T_Text}, .groups = 1},
    {.re = "(ELSE|OTHERWISE|REPEAT|THEN)( *)(\\*)(.*)", .opts = 0, .ntok = 4, .tok = {T_Keyword, T_Text, T_Keyword, T_Text}, .groups = 1},
    {.re = "[ \\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ":+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\[]", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_assembly1},
    {.re = "REM *>.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Special}},
    {.re = "REM.*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(?:BEATS|BPUT#|CALL|CASE|CHAIN|CLEAR|CLG|CLOSE#|CLS|COLOR|COLOUR|DATA|ELSE|ENDCASE|ENDIF|ENDPROC|ENDWHILE|END|ENVELOPE|FOR|GCOL|GOSUB|GOTO|IF|INSTALL|LET|LIBRARY|MODE|NEXT|OFF|OF|ON|ORIGIN|OSCI|OTHERWISE|OVERLAY|PLOT|PRINT#|PRINT|PROC|QUIT|READ|REPEAT|REPORT|RETURN|SOUND|STEP|STEREO|STOP|SWAP|SYS|THEN|TINT|TO|VDU|VOICES|VOICE|UNTIL|WAIT|WHEN|WHILE|WIDTH|CIRCLE(?: *FILL)?|DEF *(?:FN|PROC)|DRAW(?: *BY)?|DIM(?!\\()|ELLIPSE(?: *FILL)?|ERROR(?: *EXT)?|FILL(?: *BY)?|INPUT(?:#| *LINE)?|LINE(?: *INPUT)?|LOCAL(?: *DATA| *ERROR)?|MOUSE(?: *COLOUR| *OFF| *ON| *RECTANGLE| *STEP| *TO)?|MOVE(?: *BY)?|ON(?! *ERROR)|ON *ERROR *(?:LOCAL|OFF)?|POINT(?: *BY)?(?!\\()|RECTANGE(?: *FILL)?|RESTORE(?: *DATA| *ERROR)?|TRACE(?: *CLOSE| *ENDPROC| *OFF| *STEP(?: *FN| *ON| *PROC)?| *TO)?)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_expression),
    {.re = "[,;'~]|SPC|TAB", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_expression[] = {
    {.re = "ABS|ACS|ADVAL|ASC|ASN|ATN|BEATS|BEAT|BGET#|CHR\\$|COS|COUNT|DEG|DIM|EOF#|ERL|ERR|EVAL|EXP|EXT#|FN|GET\\$#|GET\\$|GET|HIMEM|INKEY\\$|INKEY|INSTR|INT|LEFT\\$|LEN|LN|LOG|LOMEM|MID\\$|OPENIN|OPENOUT|OPENUP|PAGE|POINT|POS|PTR#|RAD|REPORT\\$|RIGHT\\$|RND|SGN|SIN|SQR|STR\\$|STRING\\$|SUM|SUMLEN|TAN|TEMPO|TIME\\$|TIME|TOP|USR|VAL|VPOS", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "<<|<=|<>|<|>=|>>>|>>|>|[-!$()*+/=?^|]|AND|DIV|EOR|MOD|NOT|OR", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "FALSE|TRUE", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\"[^\"]*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[a-z_`][A-Za-z0-9_`]*[$%]?", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "@%", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[0-9.]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "%[01]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "&[0-9a-fA-F]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    HL_END,
};

static const hl_rule r_assembly1[] = {
    {.re = " +", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "]", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    {.re = "[:\\n]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\.[a-z_`][A-Za-z0-9_`]*%? *", .opts = HL_I, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "(?:REM|;)[^:\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "[^ :\\n]+", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_assembly2},
    HL_END,
};

static const hl_rule r_assembly2[] = {
    {.re = " +", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[:\\n]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "(?:REM|;)[^:\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expression),
    {.re = "[!#,@\\[\\]^{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expression", r_expression},
    {"assembly1", r_assembly1},
    {"assembly2", r_assembly2},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_bbcbasic = {
    .tag = "bbcbasic",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
