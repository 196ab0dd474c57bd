/* lang_mosel.c: Mosel, ported from Rouge 3.30 lexers (Rouge::Lexers::Mosel). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_single_quotes,
    S_double_quotes,
    S_base,
};

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "(!).*$\\n?", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\(!.*?!\\)", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_single_quotes[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_double_quotes[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "(\\\\\"|\\\\[0-7]{1,3}[^0-9]|\\\\[abfnrtv]|\\\\\\\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_base[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_quotes},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_quotes},
    {.re = "((0(x|X)[0-9a-fA-F]*)|(([0-9]+\\.?[0-9]*)|(\\.[0-9]+))((e|E)(\\+|-)?[0-9]+)?)(L|l|UL|ul|u|U|F|f|ll|LL|ull|ULL)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[~!@#\\$%\\^&\\*\\(\\)\\+`\\-={}\\[\\]:;<>\\?,\\.\\/\\|\\\\]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(true|false)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(and|array|as|boolean|break|case|count|counter|declarations|div|do|dynamic|elif|else|end|evaluation|exit|false|forall|forward|from|function|if|imports|in|include|initialisations|initializations|integer|inter|is_binary|is_continuous|is_free|is_integer|is_partint|is_semcont|is_semint|is_sos1|is_sos2|linctr|list|max|min|mod|model|mpvar|next|not|of|options|or|package|parameters|procedure|public|prod|range|real|record|repeat|requirements|set|string|sum|then|to|true|union|until|uses|version|while|with)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(abs|arctan|assert|bitflip|bitneg|bitset|bitshift|bittest|bitval|ceil|cos|create|currentdate|currenttime|cuthead|cuttail|delcell|exists|exit|exp|exportprob|fclose|fflush|finalize|findfirst|findlast|floor|fopen|fselect|fskipline|getact|getcoeff|getcoeffs|getdual|getfid|getfirst|gethead|getfname|getlast|getobjval|getparam|getrcost|getreadcnt|getreverse|getsize|getslack|getsol|gettail|gettype|getvars|iseof|ishidden|isodd|ln|log|makesos1|makesos2|maxlist|minlist|publish|random|read|readln|reset|reverse|round|setcoeff|sethidden|setioerr|setname|setparam|setrandseed|settype|sin|splithead|splittail|sqrt|strfmt|substr|timestamp|unpublish|write|writeln)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(addmipsol|basisstability|calcsolinfo|clearmipdir|clearmodcut|command|copysoltoinit|defdelayedrows|defsecurevecs|estimatemarginals|fixglobal|getbstat|getdualray|getiis|getiissense|getiistype|getinfcause|getinfeas|getlb|getloadedlinctrs|getloadedmpvars|getname|getprimalray|getprobstat|getrange|getsensrng|getsize|getsol|getub|getvars|implies|indicator|isiisvalid|isintegral|loadbasis|loadmipsol|loadprob|maximize|minimize|postsolve|readbasis|readdirs|readsol|refinemipsol|rejectintsol|repairinfeas|resetbasis|resetiis|resetsol|savebasis|savemipsol|savesol|savestate|selectsol|setbstat|setcallback|setcbcutoff|setgndata|setlb|setmipdir|setmodcut|setsol|setub|setucbdata|stopoptimize|unloadprob|writebasis|writedirs|writeprob|writesol|xor)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "\\b(XPRS_OPT|XPRS_UNF|XPRS_INF|XPRS_UNB|XPRS_OTH)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Constant}},
    {.re = "\\b(XPRS_colorder|XPRS_enumduplpol|XPRS_enummaxsol|XPRS_enumsols|XPRS_fullversion|XPRS_loadnames|XPRS_problem|XPRS_probname|XPRS_verbose)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Name_Property}},
    {.re = "\\b(addmonths|copytext|cuttext|deltext|endswith|expandpath|fcopy|fdelete|findfiles|findtext|fmove|getasnumber|getchar|getcwd|getdate|getday|getdaynum|getdays|getdirsep|getendparse|setendparse|getenv|getfsize|getfstat|getftime|gethour|getminute|getmonth|getmsec|getpathsep|getqtype|setqtype|getsecond|getsepchar|setsepchar|getsize|getstart|setstart|getsucc|setsucc|getsysinfo|getsysstat|gettime|gettmpdir|gettrim|settrim|getweekday|getyear|inserttext|isvalid|makedir|makepath|newtar|newzip|nextfield|openpipe|parseextn|parseint|parsereal|parsetext|pastetext|pathmatch|pathsplit|qsort|quote|readtextline|regmatch|regreplace|removedir|removefiles|setchar|setdate|setday|setenv|sethour|setminute|setmonth|setmsec|setsecond|settime|setyear|sleep|startswith|system|tarlist|textfmt|tolower|toupper|trim|untar|unzip|ziplist)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "\\b(datefmt|datetimefmt|monthnames|sys_endparse|sys_fillchar|sys_pid|sys_qtype|sys_regcache|sys_sepchar)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Property}},
    {.re = "\\b(clearaliases|connect|disconnect|findxsrvs|getaliases|getbanner|gethostalias|sethostalias|compile|detach|getannidents|getannotations|getexitcode|getgid|getid|getnode|getrmtid|getstatus|getuid|load|reset|resetmodpar|run|setcontrol|setdefstream|setmodpar|setworkdir|stop|unload|dropnextevent|getclass|getfromgid|getfromid|getfromuid|getnextevent|getvalue|isqueueempty|nullevent|peeknextevent|send|setgid|setuid|wait|waitfor)\\b", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "\\b(conntmpl|defaultnode|fsrvdelay|fsrvnbiter|fsrvport|jobid|keepalive|nodenumber|parentnumber)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Property}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"single_quotes", r_single_quotes},
    {"double_quotes", r_double_quotes},
    {"base", r_base},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_mosel = {
    .tag = "mosel",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
