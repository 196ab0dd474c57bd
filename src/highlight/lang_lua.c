/* lang_lua.c: Lua, ported from Rouge 3.30 lexers (Rouge::Lexers::Lua). */
#include "highlight/engine.h"

#include <string.h>

/* Lua#builtins with the default options (every module, function highlighting on) */
static const char lua_builtins[][22] = {
    "_g", "_version", "assert", "collectgarbage", "coroutine.create", "coroutine.isyieldable",
    "coroutine.resume", "coroutine.running", "coroutine.status", "coroutine.wrap", "coroutine.yield", "debug.debug",
    "debug.gethook", "debug.getinfo", "debug.getlocal", "debug.getmetatable", "debug.getregistry", "debug.getupvalue",
    "debug.getuservalue", "debug.sethook", "debug.setlocal", "debug.setmetatable", "debug.setupvalue", "debug.setuservalue",
    "debug.traceback", "debug.upvalueid", "debug.upvaluejoin", "dofile", "error", "file:close",
    "file:flush", "file:lines", "file:read", "file:seek", "file:setvbuf", "file:write",
    "getmetatable", "io.close", "io.flush", "io.input", "io.lines", "io.open",
    "io.output", "io.popen", "io.read", "io.stderr", "io.stdin", "io.stdout",
    "io.tmpfile", "io.type", "io.write", "ipairs", "load", "loadfile",
    "lua_cpath", "lua_cpath_5_3", "lua_errerr", "lua_errfile", "lua_errgcmm", "lua_errmem",
    "lua_errrun", "lua_errsyntax", "lua_hookcall", "lua_hookcount", "lua_hookline", "lua_hookret",
    "lua_hooktailcall", "lua_init", "lua_init_5_3", "lua_maskcall", "lua_maskcount", "lua_maskline",
    "lua_maskret", "lua_maxinteger", "lua_mininteger", "lua_minstack", "lua_multret", "lua_noref",
    "lua_ok", "lua_opadd", "lua_opband", "lua_opbnot", "lua_opbor", "lua_opbxor",
    "lua_opdiv", "lua_opeq", "lua_opidiv", "lua_ople", "lua_oplt", "lua_opmod",
    "lua_opmul", "lua_oppow", "lua_opshl", "lua_opshr", "lua_opsub", "lua_opunm",
    "lua_path", "lua_path_5_3", "lua_refnil", "lua_registryindex", "lua_ridx_globals", "lua_ridx_mainthread",
    "lua_tboolean", "lua_tfunction", "lua_tlightuserdata", "lua_tnil", "lua_tnone", "lua_tnumber",
    "lua_tstring", "lua_ttable", "lua_tthread", "lua_tuserdata", "lua_use_apicheck", "lua_yield",
    "lual_buffersize", "luaopen_base", "luaopen_coroutine", "luaopen_debug", "luaopen_io", "luaopen_math",
    "luaopen_os", "luaopen_package", "luaopen_string", "luaopen_table", "luaopen_utf8", "math.abs",
    "math.acos", "math.asin", "math.atan", "math.ceil", "math.cos", "math.deg",
    "math.exp", "math.floor", "math.fmod", "math.huge", "math.log", "math.max",
    "math.maxinteger", "math.min", "math.mininteger", "math.modf", "math.pi", "math.rad",
    "math.random", "math.randomseed", "math.sin", "math.sqrt", "math.tan", "math.tointeger",
    "math.type", "math.ult", "next", "os.clock", "os.date", "os.difftime",
    "os.execute", "os.exit", "os.getenv", "os.remove", "os.rename", "os.setlocale",
    "os.time", "os.tmpname", "package.config", "package.cpath", "package.loaded", "package.loadlib",
    "package.path", "package.preload", "package.searchers", "package.searchpath", "pairs", "pcall",
    "print", "rawequal", "rawget", "rawlen", "rawset", "require",
    "select", "setmetatable", "string.byte", "string.char", "string.dump", "string.find",
    "string.format", "string.gmatch", "string.gsub", "string.len", "string.lower", "string.match",
    "string.pack", "string.packsize", "string.rep", "string.reverse", "string.sub", "string.unpack",
    "string.upper", "table.concat", "table.insert", "table.move", "table.pack", "table.remove",
    "table.sort", "table.unpack", "tonumber", "tostring", "type", "utf8.char",
    "utf8.charpattern", "utf8.codepoint", "utf8.codes", "utf8.len", "utf8.offset", "xpcall",
};


enum {
    S_root,
    S_base,
    S_function_name,
    S_gsub,
    S_regex,
    S_regex_end,
    S_regex_group,
    S_escape_sqs,
    S_escape_dqs,
    S_string_escape,
    S_sqs,
    S_dqs,
};

/* lua.rb:73
 *         rule %r([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?) do |m|
 *           name = m[0]
 *           if name == "gsub"
 *             token Name::Builtin
 *             push :gsub
 *           elsif self.builtins.include?(name)
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
    if (n == 4 && memcmp(p, "gsub", 4) == 0) {
        hl_token(lx, T_Name_Builtin, p, n);
        hl_push(lx, S_gsub);
    } else if (HL_IN(lua_builtins, p, n)) {
        hl_token(lx, T_Name_Builtin, p, n);
    } else if (dot) {
        hl_token(lx, T_Name, p, (size_t)(dot - p));
        hl_token(lx, T_Punctuation, dot, 1);
        hl_token(lx, T_Name, dot + 1, n - (size_t)(dot - p) - 1);
    } else {
        hl_token(lx, T_Name, p, n);
    }
}

static const hl_rule r_root[] = {
    {.re = "#!(.*?)$", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_base},
    HL_END,
};

static const hl_rule r_base[] = {
    {.re = "--\\[(=*)\\[.*?\\]\\1\\]", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "--.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "(?i)([0-9]*\\.[0-9]+|[0-9]+\\.[0-9]*)(e[+-]?[0-9]+)?'", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?i)[0-9]+e[+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "(?i)0x[0-9a-f]*", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[^\\S\\n]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\[(=*)\\[.*?\\]\\1\\]", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "(==|~=|<=|>=|\\.\\.\\.|\\.\\.|[=+\\-*/%^<>#])", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\]\\{\\}\\(\\)\\.,:;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(and|or|not)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "(break|do|else|elseif|end|for|if|in|repeat|return|then|until|while)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(local)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "(true|false|nil)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(function)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_function_name},
    {.re = "[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?", .opts = 0, .cb = cb_base_16},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_escape_sqs},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_escape_dqs},
    HL_END,
};

static const hl_rule r_function_name[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(?:([A-Za-z_][A-Za-z0-9_]*)(\\.))?([A-Za-z_][A-Za-z0-9_]*)", .opts = 0, .ntok = 3, .tok = {T_Name_Class, T_Punctuation, T_Name_Function}, .groups = 1, .act = HL_POP, .arg = 1},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_gsub[] = {
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[(,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_PUSH, .arg = S_regex},
    HL_END,
};

static const hl_rule r_regex[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_GOTO, .arg = S_regex_end},
    {.re = "\\[\\^?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_PUSH, .arg = S_regex_group},
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[(][?][:=<!]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[{][0-9,]+[}]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[()?]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_regex_end[] = {
    {.re = "[$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}, .act = HL_POP, .arg = 1},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_regex_group[] = {
    {.re = "/", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}, .act = HL_POP, .arg = 1},
    {.re = "(\\\\)(.)", .opts = 0, .ntok = 2, .tok = {T_Literal_String_Escape, T_Literal_String_Regex}, .groups = 1},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Regex}},
    HL_END,
};

static const hl_rule r_escape_sqs[] = {
    HL_MIXIN(S_string_escape),
    HL_MIXIN(S_sqs),
    HL_END,
};

static const hl_rule r_escape_dqs[] = {
    HL_MIXIN(S_string_escape),
    HL_MIXIN(S_dqs),
    HL_END,
};

static const hl_rule r_string_escape[] = {
    {.re = "\\\\([abfnrtv\\\\\"']|[0-9]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_sqs[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_dqs[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"base", r_base},
    {"function_name", r_function_name},
    {"gsub", r_gsub},
    {"regex", r_regex},
    {"regex_end", r_regex_end},
    {"regex_group", r_regex_group},
    {"escape_sqs", r_escape_sqs},
    {"escape_dqs", r_escape_dqs},
    {"string_escape", r_string_escape},
    {"sqs", r_sqs},
    {"dqs", r_dqs},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_lua = {
    .tag = "lua",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
