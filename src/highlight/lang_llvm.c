/* lang_llvm.c: LLVM, ported from Rouge 3.30 lexers (Rouge::Lexers::LLVM). */
#include "highlight/engine.h"

enum {
    S_root,
    S_basic,
};

static const char kw_instructions[][15] = {
    "add", "addrspacecast", "alloca", "and", "ashr", "atomicrmw",
    "bitcast", "br", "call", "callbr", "catchpad", "catchret",
    "catchswitch", "cleanuppad", "cleanupret", "cmpxchg", "extractelement", "extractvalue",
    "fadd", "fcmp", "fdiv", "fence", "fmul", "fneg",
    "fpext", "fptosi", "fptoui", "fptrunc", "freeze", "frem",
    "fsub", "getelementptr", "icmp", "indirectbr", "insertelement", "insertvalue",
    "inttoptr", "invoke", "landingpad", "load", "lshr", "mul",
    "or", "phi", "ptrtoint", "resume", "ret", "sdiv",
    "select", "sext", "shl", "shufflevector", "sitofp", "srem",
    "store", "sub", "switch", "trunc", "udiv", "uitofp",
    "unreachable", "urem", "va_arg", "xor", "zext",
};

static const char kw_keywords[][30] = {
    "aarch64_sve_vector_pcs", "aarch64_vector_pcs", "acq_rel", "acquire", "addrspace", "afn",
    "alias", "aliasee", "align", "alignLog2", "alignstack", "allOnes",
    "allocsize", "alwaysInline", "alwaysinline", "amdgpu_cs", "amdgpu_es", "amdgpu_gs",
    "amdgpu_hs", "amdgpu_kernel", "amdgpu_ls", "amdgpu_ps", "amdgpu_vs", "any",
    "anyregcc", "appending", "arcp", "argmemonly", "args", "arm_aapcs_vfpcc",
    "arm_aapcscc", "arm_apcscc", "asm", "atomic", "attributes", "available_externally",
    "avr_intrcc", "avr_signalcc", "bit", "bitMask", "blockaddress", "branchFunnel",
    "builtin", "byArg", "byte", "byteArray", "byval", "c",
    "callee", "caller", "calls", "canAutoHide", "catch", "cc",
    "ccc", "cfguard_checkcc", "cleanup", "cold", "coldcc", "comdat",
    "common", "constant", "contract", "convergent", "critical", "cxx_fast_tlscc",
    "datalayout", "declare", "default", "define", "deplibs", "dereferenceable",
    "dereferenceable_or_null", "distinct", "dllexport", "dllimport", "dsoLocal", "dso_local",
    "dso_preemptable", "eq", "exact", "exactmatch", "extern_weak", "external",
    "externally_initialized", "false", "fast", "fastcc", "filter", "flags",
    "from", "funcFlags", "function", "gc", "ghccc", "global",
    "guid", "gv", "hash", "hhvm_ccc", "hhvmcc", "hidden",
    "hot", "hotness", "ifunc", "immarg", "inaccessiblemem_or_argmemonly", "inaccessiblememonly",
    "inalloca", "inbounds", "indir", "info", "initialexec", "inline",
    "inlineBits", "inlinehint", "inrange", "inreg", "insts", "intel_ocl_bicc",
    "inteldialect", "internal", "jumptable", "kind", "largest", "linkage",
    "linkonce", "linkonce_odr", "live", "local_unnamed_addr", "localdynamic", "localexec",
    "max", "min", "minsize", "module", "monotonic", "msp430_intrcc",
    "musttail", "naked", "name", "nand", "ne", "nest",
    "ninf", "nnan", "noInline", "noRecurse", "noalias", "nobuiltin",
    "nocapture", "nocf_check", "noduplicate", "noduplicates", "nofree", "noimplicitfloat",
    "noinline", "none", "nonlazybind", "nonnull", "norecurse", "noredzone",
    "noreturn", "nosync", "notEligibleToImport", "notail", "nounwind", "nsw",
    "nsz", "null", "nuw", "oeq", "offset", "oge",
    "ogt", "ole", "olt", "one", "opaque", "optforfuzzing",
    "optnone", "optsize", "ord", "partition", "path", "personality",
    "prefix", "preserve_allcc", "preserve_mostcc", "private", "prologue", "protected",
    "ptx_device", "ptx_kernel", "readNone", "readOnly", "readnone", "readonly",
    "reassoc", "refs", "relbf", "release", "resByArg", "returnDoesNotAlias",
    "returned", "returns_twice", "safestack", "samesize", "sanitize_address", "sanitize_hwaddress",
    "sanitize_memory", "sanitize_memtag", "sanitize_thread", "section", "seq_cst", "sge",
    "sgt", "shadowcallstack", "sideeffect", "signext", "single", "singleImpl",
    "singleImplName", "sizeM1", "sizeM1BitWidth", "sle", "slt", "source_filename",
    "speculatable", "speculative_load_hardening", "spir_func", "spir_kernel", "sret", "ssp",
    "sspreq", "sspstrong", "strictfp", "summaries", "summary", "swiftcc",
    "swifterror", "swiftself", "syncscope", "tail", "tailcc", "target",
    "thread_local", "to", "triple", "true", "type", "typeCheckedLoadConstVCalls",
    "typeCheckedLoadVCalls", "typeIdInfo", "typeTestAssumeConstVCalls", "typeTestAssumeVCalls", "typeTestRes", "typeTests",
    "typeid", "typeidCompatibleVTable", "ueq", "uge", "ugt", "ule",
    "ult", "umax", "umin", "undef", "une", "uniformRetVal",
    "uniqueRetVal", "unknown", "unnamed_addr", "uno", "unordered", "unsat",
    "unwind", "uselistorder", "uselistorder_bb", "uwtable", "vFuncId", "vTableFuncs",
    "varFlags", "variable", "vcall_visibility", "virtFunc", "virtualConstProp", "volatile",
    "vscale", "weak", "weak_odr", "webkit_jscc", "willreturn", "win64cc",
    "within", "wpdRes", "wpdResolutions", "writeonly", "x", "x86_64_sysvcc",
    "x86_fastcallcc", "x86_intrcc", "x86_regcallcc", "x86_stdcallcc", "x86_thiscallcc", "x86_vectorcallcc",
    "xchg", "zeroext", "zeroinitializer",
};

static const char kw_types[][10] = {
    "double", "float", "fp128", "half", "label", "metadata",
    "ppc_fp128", "token", "void", "x86_fp80", "x86_mmx",
};

/* llvm.rb:56
 *         rule %r/\w+/ do |m|
 *           if self.class.types.include? m[0]
 *             token Keyword::Type
 *           elsif self.class.instructions.include? m[0]
 *             token Keyword
 *           elsif self.class.keywords.include? m[0]
 *             token Keyword
 *           else
 *             token Error
 *           end
 *         end
 */
static void cb_root_2(hl_lx *lx, const hl_match *m)
{
    size_t n = m->ov[1];
    int tok = T_Error;
    if (HL_IN(kw_types, m->s, n))
        tok = T_Keyword_Type;
    else if (HL_IN(kw_instructions, m->s, n) || HL_IN(kw_keywords, m->s, n))
        tok = T_Keyword;
    hl_token(lx, tok, m->s, n);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basic),
    {.re = "i[1-9][0-9]*", .opts = 0, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "[A-Za-z0-9_]+", .opts = 0, .cb = cb_root_2},
    HL_END,
};

static const hl_rule r_basic[] = {
    {.re = ";.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(?-six:([-a-zA-Z$._][-a-zA-Z$._0-9]*|(?-six:\"[^\"]*?\")))[\\t\\n\\x0b\\f\\r\\x20]*:", .opts = 0, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "@((?-six:([-a-zA-Z$._][-a-zA-Z$._0-9]*|(?-six:\"[^\"]*?\")))|[0-9]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "#[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "(%|!)(?-six:([-a-zA-Z$._][-a-zA-Z$._0-9]*|(?-six:\"[^\"]*?\")))", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "(%|!)[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "c?(?-six:\"[^\"]*?\")", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "0[xX][a-fA-F0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "-?[0-9]+(?:[.][0-9]+)?(?:[eE][-+]?[0-9]+(?:[.][0-9]+)?)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[=<>{}\\[\\]()*.,!]|x", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"basic", r_basic},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_llvm = {
    .tag = "llvm",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
