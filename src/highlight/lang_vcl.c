/* lang_vcl.c: VCL: Varnish Configuration Language, ported from Rouge 3.30 lexers (Rouge::Lexers::Varnish). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_string,
    S_inline_c,
};

static const char kw_functions[][19] = {
    "ban", "call", "hash_data", "new", "regsub", "regsuball",
    "return", "rollback", "std.cache_req_body", "std.collect", "std.duration", "std.fileread",
    "std.healthy", "std.integer", "std.ip", "std.log", "std.port", "std.querysort",
    "std.random", "std.real", "std.real2time", "std.rollback", "std.set_ip_tos", "std.strstr",
    "std.syslog", "std.time", "std.time2integer", "std.time2real", "std.timestamp", "std.tolower",
    "std.toupper", "synth", "synthetic",
};

static const char kw_keywords[][9] = {
    "BOOL", "FLOAT", "INTEGER", "IP", "RTIME", "STRING",
    "TIME", "acl", "backend", "declare", "director", "elif",
    "else", "elseif", "elsif", "if", "import", "include",
    "local", "probe", "set", "unset", "vcl",
};

static const char kw_variables[][28] = {
    "bereq", "bereq.backend", "bereq.between_bytes_timeout", "bereq.connect_timeout", "bereq.first_byte_timeout", "bereq.method",
    "bereq.proto", "bereq.retries", "bereq.uncacheable", "bereq.url", "bereq.xid", "beresp",
    "beresp.age", "beresp.backend", "beresp.backend.ip", "beresp.backend.name", "beresp.do_esi", "beresp.do_gunzip",
    "beresp.do_gzip", "beresp.do_stream", "beresp.grace", "beresp.keep", "beresp.proto", "beresp.reason",
    "beresp.status", "beresp.storage_hint", "beresp.ttl", "beresp.uncacheable", "beresp.was_304", "client.identity",
    "client.ip", "local.ip", "now", "obj.age", "obj.grace", "obj.hits",
    "obj.keep", "obj.proto", "obj.reason", "obj.status", "obj.ttl", "obj.uncacheable",
    "remote.ip", "req", "req.backend_hint", "req.can_gzip", "req.esi", "req.esi_level",
    "req.hash_always_miss", "req.hash_ignore_busy", "req.method", "req.proto", "req.restarts", "req.ttl",
    "req.url", "req.xid", "resp", "resp.proto", "resp.reason", "resp.status",
    "server.hostname", "server.identity", "server.ip",
};

static hl_re re_0 = {"^(?-six:[0-9]+)$", 0, NULL};
static hl_re re_1 = {"^0x(?i-sx:[0-9a-f]+)$", 0, NULL};

/* varnish.rb:99
 *         rule %r/\.?[a-z_][\w.-]* /i do |m|
 *           next token Keyword if self.class.keywords.include? m[0]
 *           next token Name::Function if self.class.functions.include? m[0]
 *           next token Name::Variable if self.class.variables.include? m[0]
 *           token Text
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
        return;
    }
    if (HL_IN(kw_functions, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Function, m->s, m->ov[1]);
        return;
    }
    if (HL_IN(kw_variables, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Variable, m->s, m->ov[1]);
        return;
    }
    hl_token(lx, T_Text, m->s, m->ov[1]);
}

/* varnish.rb:130
 *         rule numeric do |m|
 *             case m[0]
 *             when /^#{decimal}$/
 *               token Num::Integer
 *             when /^0x#{hex}$/
 *               token Num::Integer
 *             else
 *               token Num::Float
 *             end
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    if (hl_re_test(&re_0, m->s, m->ov[1])) {
        hl_token(lx, T_Literal_Number_Integer, m->s, m->ov[1]);
    } else if (hl_re_test(&re_1, m->s, m->ov[1])) {
        hl_token(lx, T_Literal_Number_Integer, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Literal_Number_Float, m->s, m->ov[1]);
    }
}

/* varnish.rb:162
 *         rule %r/.*?(?=}C)/m do
 *           delegate C
 *         end
 */
static void cb_inline_c_1(hl_lx *lx, const hl_match *m)
{
    hl_delegate_new(lx, &hl_lang_c, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "\\{\".*?\"}", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "\\{([A-Za-z0-9_]+)\".*?\"(\\1)\\}", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "/\\*.*?\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "(?://|#).*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "true|false", .opts = 0, .ntok = 1, .tok = {T_Keyword_Constant}},
    {.re = "(?:(?-six:beresp|bereq|resp|req|obj))\\.http\\.[A-Za-z0-9_.-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(?:var)\\.[A-Za-z0-9_.-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(sub)([ \\f\\n\\r\\t\\x0b]+)([A-Za-z0-9_-]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Function}, .groups = 1},
    {.re = "C\\{", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_inline_c},
    {.re = "\\.?[a-z_][A-Za-z0-9_.-]*", .opts = HL_I, .cb = cb_root_9},
    {.re = "(?ix-s:\n          (?:\n            0x(?i-sx:[0-9a-f]+)\n            (?:\\.(?i-sx:[0-9a-f]+))?\n            (?:p[+-]?(?i-sx:[0-9a-f]+))?\n          )\n          |\n          (?:\n            (?-six:[0-9]+)\n            (?:\\.(?-six:[0-9]+))?\n            (?:e[+-]?(?-six:[0-9]+))?\n          )\n        )(?-six:ms|s|m|h|d|w|y)", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Other}},
    {.re = "\n          (?:\n            0x(?i-sx:[0-9a-f]+)\n            (?:\\.(?i-sx:[0-9a-f]+))?\n            (?:p[+-]?(?i-sx:[0-9a-f]+))?\n          )\n          |\n          (?:\n            (?-six:[0-9]+)\n            (?:\\.(?-six:[0-9]+))?\n            (?:e[+-]?(?-six:[0-9]+))?\n          )\n        ", .opts = HL_I | HL_X, .cb = cb_root_11},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "[&|+-]{2}|[<=>!*/+-]=|<<|>>|!~|[-+*/%><=!&|~]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[{}();.,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\r\\n?|\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "\\\\[\\\\\"nt]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\r\\n?|\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = ".", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_inline_c[] = {
    {.re = "}C", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    {.re = ".*?(?=}C)", .opts = HL_M, .cb = cb_inline_c_1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"string", r_string},
    {"inline_c", r_inline_c},
};

static const char *const aliases[] = {"varnishconf", "varnish", NULL};

const hl_lang hl_lang_vcl = {
    .tag = "vcl",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
