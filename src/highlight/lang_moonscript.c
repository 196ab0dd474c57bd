/* lang_moonscript.c: MoonScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Moonscript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_base,
    S_main,
    S_sqs,
    S_interpolation,
    S_dqs,
};

static const char set_1[][22] = {"_g", "_version", "assert", "collectgarbage", "coroutine.create", "coroutine.isyieldable", "coroutine.resume", "coroutine.running", "coroutine.status", "coroutine.wrap", "coroutine.yield", "debug.debug", "debug.gethook", "debug.getinfo", "debug.getlocal", "debug.getmetatable", "debug.getregistry", "debug.getupvalue", "debug.getuservalue", "debug.sethook", "debug.setlocal", "debug.setmetatable", "debug.setupvalue", "debug.setuservalue", "debug.traceback", "debug.upvalueid", "debug.upvaluejoin", "dofile", "error", "file:close", "file:flush", "file:lines", "file:read", "file:seek", "file:setvbuf", "file:write", "getmetatable", "io.close", "io.flush", "io.input", "io.lines", "io.open", "io.output", "io.popen", "io.read", "io.stderr", "io.stdin", "io.stdout", "io.tmpfile", "io.type", "io.write", "ipairs", "load", "loadfile", "lua_cpath", "lua_cpath_5_3", "lua_errerr", "lua_errfile", "lua_errgcmm", "lua_errmem", "lua_errrun", "lua_errsyntax", "lua_hookcall", "lua_hookcount", "lua_hookline", "lua_hookret", "lua_hooktailcall", "lua_init", "lua_init_5_3", "lua_maskcall", "lua_maskcount", "lua_maskline", "lua_maskret", "lua_maxinteger", "lua_mininteger", "lua_minstack", "lua_multret", "lua_noref", "lua_ok", "lua_opadd", "lua_opband", "lua_opbnot", "lua_opbor", "lua_opbxor", "lua_opdiv", "lua_opeq", "lua_opidiv", "lua_ople", "lua_oplt", "lua_opmod", "lua_opmul", "lua_oppow", "lua_opshl", "lua_opshr", "lua_opsub", "lua_opunm", "lua_path", "lua_path_5_3", "lua_refnil", "lua_registryindex", "lua_ridx_globals", "lua_ridx_mainthread", "lua_tboolean", "lua_tfunction", "lua_tlightuserdata", "lua_tnil", "lua_tnone", "lua_tnumber", "lua_tstring", "lua_ttable", "lua_tthread", "lua_tuserdata", "lua_use_apicheck", "lua_yield", "lual_buffersize", "luaopen_base", "luaopen_coroutine", "luaopen_debug", "luaopen_io", "luaopen_math", "luaopen_os", "luaopen_package", "luaopen_string", "luaopen_table", "luaopen_utf8", "math.abs", "math.acos", "math.asin", "math.atan", "math.ceil", "math.cos", "math.deg", "math.exp", "math.floor", "math.fmod", "math.huge", "math.log", "math.max", "math.maxinteger", "math.min", "math.mininteger", "math.modf", "math.pi", "math.rad", "math.random", "math.randomseed", "math.sin", "math.sqrt", "math.tan", "math.tointeger", "math.type", "math.ult", "next", "os.clock", "os.date", "os.difftime", "os.execute", "os.exit", "os.getenv", "os.remove", "os.rename", "os.setlocale", "os.time", "os.tmpname", "package.config", "package.cpath", "package.loaded", "package.loadlib", "package.path", "package.preload", "package.searchers", "package.searchpath", "pairs", "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "require", "select", "setmetatable", "string.byte", "string.char", "string.dump", "string.find", "string.format", "string.gmatch", "string.gsub", "string.len", "string.lower", "string.match", "string.pack", "string.packsize", "string.rep", "string.reverse", "string.sub", "string.unpack", "string.upper", "table.concat", "table.insert", "table.move", "table.pack", "table.remove", "table.sort", "table.unpack", "tonumber", "tostring", "type", "utf8.char", "utf8.charpattern", "utf8.codepoint", "utf8.codes", "utf8.len", "utf8.offset", "xpcall"};

/* moonscript.rb:72
 *         rule %r([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?) do |m|
 *           name = m[0]
 *           if self.builtins.include?(name)
 *             token Name::Builtin
 *           elsif name =~ /\./
 *             a, b = name.split('.', 2)
 *             token Name, a
 *             token Punctuation, '.'
 *             token Name, b
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_base_16(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    const char *dot = memchr(p, '.', n);
    if (HL_IN(set_1, p, n)) {
        hl_token(lx, T_Name_Builtin, p, n);
    } else if (dot) { /* a, b = name.split('.', 2) */
        hl_token(lx, T_Name, p, (size_t)(dot - p));
        hl_token(lx, T_Punctuation, ".", 1);
        hl_token(lx, T_Name, dot + 1, n - (size_t)(dot - p) - 1);
    } else {
        hl_token(lx, T_Name, p, n);
    }
}

static const hl_rule r_root[] = {
    {.re = "#!(.*?)$", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_main},
    HL_END,
};

static const hl_rule r_base[] = {
    {.re = "(?i)([0-9]*\\.[0-9]+|[0-9]+\\.[0-9]*)(e[+-]?[0-9]+)?'", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?i)[0-9]+e[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?i)0x[0-9a-f]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "@(?:[A-Za-z0-9_][A-Za-z0-9_]*)*", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Instance}},
    {.re = "[A-Z][A-Za-z0-9_]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "\"?[^\"]+\":", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "(?:[A-Za-z0-9_][A-Za-z0-9_]*):", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = ":(?:[A-Za-z0-9_][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Symbol}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "(==|~=|!=|<=|>=|\\.\\.\\.|\\.\\.|->|=>|[=+\\-*/%^<>#!\\\\])", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\]\\{\\}\\(\\)\\.,:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(and|or|not)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "(break|class|continue|do|else|elseif|end|extends|for|if|import|in|repeat|return|switch|super|then|unless|until|using|when|with|while)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(local|export)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(true|false|nil)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?", .opts = 0, .cb = cb_base_16},
    HL_END,
};

static const hl_rule r_main[] = {
    {.re = "--.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\[(=*)\\[.*?\\]\\1\\]", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Heredoc}},
    HL_MIXIN(S_base),
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_sqs},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dqs},
    HL_END,
};

static const hl_rule r_sqs[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_base),
    HL_END,
};

static const hl_rule r_dqs[] = {
    {.re = "#\\{", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolation},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "#[^{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[^\"#]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"base", r_base},
    {"main", r_main},
    {"sqs", r_sqs},
    {"interpolation", r_interpolation},
    {"dqs", r_dqs},
};

static const char *const aliases[] = {"moon", NULL};

const hl_lang hl_lang_moonscript = {
    .tag = "moonscript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
