/* lang_verilog.c: Verilog and System Verilog, ported from Rouge 3.30 lexers (Rouge::Lexers::Verilog). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expr_bol,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_expr_whitespace,
    S_string,
    S_statement,
    S_macro,
};

static const char kw_keywords[][20] = {
    "alias", "always", "always_comb", "always_ff", "always_latch", "assert",
    "assert_strobe", "assign", "assume", "attribute", "automatic", "before",
    "begin", "bind", "bins", "binsof", "break", "case",
    "casex", "casez", "clocking", "config", "constraint", "context",
    "continue", "cover", "covergroup", "coverpoint", "cross", "deassign",
    "default", "defparam", "design", "dist", "do", "else",
    "end", "endattribute", "endcase", "endclass", "endclocking", "endconfig",
    "endfunction", "endgenerate", "endgroup", "endinterface", "endmodule", "endpackage",
    "endprimitive", "endprogram", "endproperty", "endsequence", "endspecify", "endtable",
    "endtask", "expect", "export", "extends", "extern", "final",
    "first_match", "for", "force", "foreach", "forever", "fork",
    "forkjoin", "function", "generate", "genvar", "if", "iff",
    "ifnone", "ignore_bins", "illegal_bins", "import", "incdir", "include",
    "initial", "inside", "instance", "interface", "intersect", "join",
    "join_any", "join_none", "liblist", "library", "local", "localparam",
    "matches", "modport", "module", "new", "noshowcancelled", "null",
    "package", "parameter", "primitive", "priority", "program", "property",
    "protected", "pulsestyle_ondetect", "pulsestyle_onevent", "pure", "rand", "randc",
    "randcase", "randsequence", "release", "return", "sequence", "showcancelled",
    "solve", "specify", "super", "table", "task", "this",
    "throughout", "timeprecision", "timeunit", "type", "typedef", "unique",
    "use", "wait", "wait_order", "while", "wildcard", "with",
    "within",
};

static const char kw_keywords_system_task[][21] = {
    "acos", "acosh", "asin", "asinh", "assertfailoff", "assertfailon",
    "assertkill", "assertnonvacuouson", "assertoff", "asserton", "assertpassoff", "assertpasson",
    "assertvacuousoff", "atan", "atan2", "atanh", "bits", "bitstoreal",
    "bitstoshortreal", "cast", "ceil", "changed", "changed_gclk", "changing_gclk",
    "clog2", "cos", "cosh", "countones", "coverage_control", "coverage_get",
    "coverage_get_max", "coverage_merge", "coverage_save", "dimensions", "display", "displayb",
    "displayh", "displayo", "dist_chi_square", "dist_erlang", "dist_exponential", "dist_normal",
    "dist_poisson", "dist_t", "dist_uniform", "dumpall", "dumpfile", "dumpflush",
    "dumplimit", "dumpoff", "dumpon", "dumpports", "dumpportsall", "dumpportsflush",
    "dumpportslimit", "dumpportsoff", "dumpportson", "dumpvars", "error", "exit",
    "exp", "falling_gclk", "fclose", "fdisplay", "fdisplayb", "fdisplayh",
    "fdisplayo", "fell", "fell_gclk", "feof", "ferror", "fflush",
    "fgetc", "fgets", "finish", "floor", "fmonitor", "fmonitorb",
    "fmonitorh", "fmonitoro", "fopen", "fread", "fscanf", "fseek",
    "fstrobe", "fstrobeb", "fstrobeh", "fstrobeo", "ftell", "future_gclk",
    "fwrite", "fwriteb", "fwriteh", "fwriteo", "get_coverage", "high",
    "hypot", "increment", "info", "isunbounded", "isunknown", "itor",
    "left", "ln", "load_coverage_db", "log10", "low", "monitor",
    "monitorb", "monitorh", "monitoro", "monitoroff", "monitoron", "onehot",
    "onehot0", "past", "past_gclk", "pow", "printtimescale", "q_add",
    "q_exam", "q_full", "q_initialize", "q_remove", "random", "readmemb",
    "readmemh", "realtime", "realtobits", "rewind", "right", "rising_gclk",
    "rose", "rose_gclk", "rtoi", "sampled", "set_coverage_db_name", "sformat",
    "sformatf", "shortrealtobits", "signed", "sin", "sinh", "size",
    "sqrt", "sscanf", "stable", "stable_gclk", "steady_gclk", "stime",
    "stop", "strobe", "strobeb", "strobeh", "strobeo", "swrite",
    "swriteb", "swriteh", "swriteo", "system", "tan", "tanh",
    "time", "timeformat", "typename", "ungetc", "unpacked_dimensions", "unsigned",
    "warning", "write", "writeb", "writeh", "writememb", "writememh",
    "writeo",
};

static const char kw_keywords_type[][12] = {
    "and", "bit", "buf", "bufif0", "bufif1", "byte",
    "cell", "chandle", "class", "cmos", "const", "disable",
    "edge", "enum", "event", "highz0", "highz1", "initial",
    "inout", "input", "int", "integer", "join", "logic",
    "longint", "macromodule", "medium", "nand", "negedge", "nmos",
    "nor", "not", "notif0", "notif1", "or", "output",
    "packed", "parameter", "pmos", "posedge", "pull0", "pull1",
    "pulldown", "pullup", "rcmos", "real", "realtime", "ref",
    "reg", "repeat", "rnmos", "rpmos", "rtran", "rtranif0",
    "rtranif1", "scalared", "shortint", "shortreal", "signed", "specparam",
    "static", "strength", "string", "strong0", "strong1", "struct",
    "supply0", "supply1", "tagged", "time", "tran", "tranif0",
    "tranif1", "tri", "tri0", "tri1", "triand", "trior",
    "trireg", "union", "unsigned", "uwire", "var", "vectored",
    "virtual", "void", "wait", "wand", "weak[01]", "wire",
    "wor", "xnor", "xor",
};

/* verilog.rb:133
 *         rule id do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.keywords_type.include? name
 *             token Keyword::Type
 *           elsif self.class.keywords_system_task.include? name
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statement_11(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_system_task, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_expr_whitespace),
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_statement},
    HL_END,
};

static const hl_rule r_expr_bol[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "`define", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_bol[] = {
    {.re = "(?-six:[a-zA-Z_][a-zA-Z0-9_]*):(?!:)", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    HL_MIXIN(S_expr_bol),
    HL_END,
};

static const hl_rule r_inline_whitespace[] = {
    {.re = "[ \\t\\r]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "/(\\\\\\n)?[*].*?[*](\\\\\\n)?/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_bol},
    {.re = "//(\\\\.|.)*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_PUSH, .arg = S_bol},
    HL_MIXIN(S_inline_whitespace),
    HL_END,
};

static const hl_rule r_expr_whitespace[] = {
    {.re = "\\n+", .opts = HL_M, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_expr_bol},
    HL_MIXIN(S_whitespace),
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\([\\\\abfnrtv\"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "[^\\\\\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_statement[] = {
    HL_MIXIN(S_whitespace),
    {.re = "L?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "([0-9_]+\\.[0-9_]*|[0-9_]*\\.[0-9_]+)(e[+-]?[0-9_]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9_]+e[+-]?[0-9_]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]*'h[0-9a-fA-F_?]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]*'b?[01xz_?]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "[0-9]*'d[0-9_?]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[0-9_]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[-~!%^&*+=\\|?:<>/@{}]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\],.$\\#;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "`([A-Za-z0-9_]+)", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statement_11},
    HL_END,
};

static const hl_rule r_macro[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_inline_whitespace),
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\=", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "([A-Za-z0-9_]+)", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"expr_bol", r_expr_bol},
    {"bol", r_bol},
    {"inline_whitespace", r_inline_whitespace},
    {"whitespace", r_whitespace},
    {"expr_whitespace", r_expr_whitespace},
    {"string", r_string},
    {"statement", r_statement},
    {"macro", r_macro},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_verilog = {
    .tag = "verilog",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
