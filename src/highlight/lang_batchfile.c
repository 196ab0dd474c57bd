/* lang_batchfile.c: Batchfile, ported from Rouge 3.30 lexers (Rouge::Lexers::Batchfile). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
    S_escape,
    S_expansions,
    S_double_quotes,
    S_single_quotes,
    S_backtick,
    S_data,
};

static const char kw_attributes[][23] = {
    "disable", "enabledelayedexpansion", "enableextensions", "off", "on",
};

static const char kw_builtin_commands[][12] = {
    "assoc", "attrib", "bcdedit", "break", "cacls", "cd",
    "chcp", "chdir", "chkdsk", "chkntfs", "choice", "cls",
    "cmd", "color", "comp", "compact", "convert", "copy",
    "date", "del", "dir", "diskpart", "doskey", "dpath",
    "driverquery", "echo", "endlocal", "erase", "fc", "find",
    "findstr", "format", "fsutil", "ftype", "gpresult", "graftabl",
    "help", "icacls", "label", "md", "mkdir", "mklink",
    "mode", "more", "move", "openfiles", "path", "pause",
    "popd", "print", "prompt", "pushd", "rd", "recover",
    "ren", "rename", "replace", "rmdir", "robocopy", "sc",
    "schtasks", "setlocal", "shift", "shutdown", "sort", "start",
    "subst", "systeminfo", "takeown", "taskkill", "tasklist", "time",
    "timeout", "title", "tree", "type", "ver", "verify",
    "vol", "waitfor", "wmic", "xcopy",
};

static const char kw_devices[][5] = {
    "aux", "com1", "com2", "com3", "com4", "com5",
    "com6", "com7", "com8", "com9", "con", "lpt1",
    "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7",
    "lpt8", "lpt9", "nul", "prn",
};

static const char kw_keywords[][5] = {
    "call", "do", "else", "exit", "for", "goto",
    "if", "in",
};

static const char kw_operator_words[][14] = {
    "cmdextversion", "defined", "equ", "errorlevel", "exist", "geq",
    "gtr", "leq", "lss", "neq", "not",
};

static const char kw_other_commands[][12] = {
    "addusers", "admodcmd", "ansicon", "arp", "at", "bcdboot",
    "bitsadmin", "browstat", "certreq", "certutil", "change", "cidiag",
    "cipher", "cleanmgr", "clip", "cmdkey", "compress", "convertcp",
    "coreinfo", "csccmd", "cscript", "csvde", "curl", "debug",
    "defrag", "delprof", "deltree", "devcon", "diamond", "dirquota",
    "diruse", "diskshadow", "diskuse", "dism", "dnscmd", "dsacls",
    "dsadd", "dsget", "dsmgmt", "dsmod", "dsmove", "dsquery",
    "dsregcmd", "dsrm", "edlin", "eventcreate", "expand", "extract",
    "fdisk", "fltmc", "forfiles", "freedisk", "ftp", "getmac",
    "gpupdate", "hostname", "ifmember", "inuse", "ipconfig", "kill",
    "lgpo", "lodctr", "logman", "logoff", "logtime", "makecab",
    "mapisend", "mbsacli", "mem", "mountvol", "moveuser", "msg",
    "mshta", "msiexec", "msinfo32", "mstsc", "nbtstat", "net",
    "net1", "netdom", "netsh", "netstat", "nlsinfo", "nltest",
    "now", "nslookup", "ntbackup", "ntdsutil", "ntoskrnl", "ntrights",
    "nvspbind", "pathping", "perms", "ping", "pngout", "pnputil",
    "portqry", "powercfg", "printbrm", "prncnfg", "prnmngr", "procdump",
    "psexec", "psfile", "psgetsid", "psinfo", "pskill", "pslist",
    "psloggedon", "psloglist", "pspasswd", "psping", "psservice", "psshutdown",
    "pssuspend", "qbasic", "qgrep", "qprocess", "query", "quser",
    "qwinsta", "rasdial", "reg", "reg1", "regdump", "regedt32",
    "regini", "regsvr32", "reset", "restore", "rmtshare", "route",
    "rpcping", "run", "runas", "rundll32", "scandisk", "setspn",
    "setx", "sfc", "share", "shellrunas", "shortcut", "sigcheck",
    "sleep", "slmgr", "strings", "subinacl", "sysmon", "telnet",
    "tftp", "tlist", "touch", "tracerpt", "tracert", "tscon",
    "tsdiscon", "tskill", "tttracer", "typeperf", "tzutil", "undelete",
    "unformat", "verifier", "vmconnect", "vssadmin", "w32tm", "wbadmin",
    "wecutil", "wevtutil", "wget", "where", "whoami", "windiff",
    "winrm", "winrs", "wpeutil", "wpr", "wscript", "wuauclt",
    "wusa",
};

/* batchfile.rb:89
 *         rule %r/([a-z]\w*)(\.exe|com|bat|cmd|msi)?/i do |m|
 *           if self.class.devices.include? m[1]
 *             groups Keyword::Reserved, Error
 *           elsif self.class.keywords.include? m[1]
 *             groups Keyword, Error
 *           elsif self.class.operator_words.include? m[1]
 *             groups Operator::Word, Error
 *           elsif self.class.builtin_commands.include? m[1]
 *             token Name::Builtin
 *           elsif self.class.other_commands.include? m[1]
 *             token Name::Builtin
 *           elsif self.class.attributes.include? m[1]
 *             groups Name::Attribute, Error
 *           elsif "set".casecmp m[1]
 *             groups Keyword::Declaration, Error
 *           else
 *             token Text
 *           end
 *         end
 */
static void cb_basic_3(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 1, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 1, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 1, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 1, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 1, &g5p, &g5n);
    if (HL_IN(kw_devices, g0p, g0n)) {
        hl_token_m(lx, T_Keyword_Reserved, m, 1); hl_token_m(lx, T_Error, m, 2);
    } else if (HL_IN(kw_keywords, g1p, g1n)) {
        hl_token_m(lx, T_Keyword, m, 1); hl_token_m(lx, T_Error, m, 2);
    } else if (HL_IN(kw_operator_words, g2p, g2n)) {
        hl_token_m(lx, T_Operator_Word, m, 1); hl_token_m(lx, T_Error, m, 2);
    } else if (HL_IN(kw_builtin_commands, g3p, g3n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_other_commands, g4p, g4n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_attributes, g5p, g5n)) {
        hl_token_m(lx, T_Name_Attribute, m, 1); hl_token_m(lx, T_Error, m, 2);
    } else if (1) {
        hl_token_m(lx, T_Keyword_Declaration, m, 1); hl_token_m(lx, T_Error, m, 2);
    } else {
        hl_token(lx, T_Text, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    HL_MIXIN(S_data),
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = "@?\\brem\\b.*$", .opts = HL_I, .ntok = 1, .tok = {T_Comment}},
    {.re = "^::.*$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment}},
    {.re = ":[a-z]+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "([a-z][A-Za-z0-9_]*)(\\.exe|com|bat|cmd|msi)?", .opts = HL_I, .cb = cb_basic_3},
    {.re = "((?:[/\\+]|--?)[a-z]+)[\\t\\n\\x0b\\f\\r\\x20]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Attribute}},
    HL_MIXIN(S_expansions),
    {.re = "[<>&|(){}\\[\\]\\-+=;,~?*]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_escape[] = {
    {.re = "\\^.", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_expansions[] = {
    {.re = "[%!]+([a-z_$@#]+)[%!]+", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(\\%+~?[a-z]+[0-9]?)", .opts = HL_I, .ntok = 1, .tok = {T_Name_Variable_Magic}},
    HL_END,
};

static const hl_rule r_double_quotes[] = {
    HL_MIXIN(S_escape),
    {.re = "[\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expansions),
    {.re = "[^\\^\"%!]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_single_quotes[] = {
    HL_MIXIN(S_escape),
    {.re = "[']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expansions),
    {.re = "[^\\^'%!]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_backtick[] = {
    HL_MIXIN(S_escape),
    {.re = "[`]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_expansions),
    {.re = "[^\\^`%!]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    HL_END,
};

static const hl_rule r_data[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "0x[0-9a-f]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[\"]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_quotes},
    {.re = "[']", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_quotes},
    {.re = "[`]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}, .act = HL_PUSH, .arg = S_backtick},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20&|()\\[\\]{}\\^=;!%+\\-,\"'`~?*]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_escape),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
    {"escape", r_escape},
    {"expansions", r_expansions},
    {"double_quotes", r_double_quotes},
    {"single_quotes", r_single_quotes},
    {"backtick", r_backtick},
    {"data", r_data},
};

static const char *const aliases[] = {"bat", "batch", "dosbatch", "winbatch", NULL};

const hl_lang hl_lang_batchfile = {
    .tag = "batchfile",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
