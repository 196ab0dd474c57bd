/* lang_hlsl.c: HLSL, ported from Rouge 3.30 lexers (Rouge::Lexers::HLSL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_expr_bol,
    S_bol,
    S_inline_whitespace,
    S_whitespace,
    S_expr_whitespace,
    S_statements,
    S_case,
    S_function,
    S_string,
    S_macro,
    S_include,
    S_if_0,
    S__COUNT,
};

static const char kw_builtins[][33] = {
    "AllMemoryBarrier", "AllMemoryBarrierWithGroupSync", "AppendStructuredBuffer", "BINORMAL", "BINORMAL0", "BINORMAL1",
    "BINORMAL2", "BINORMAL3", "BINORMAL4", "BLENDINDICES0", "BLENDINDICES1", "BLENDINDICES2",
    "BLENDINDICES3", "BLENDINDICES4", "BLENDWEIGHT0", "BLENDWEIGHT1", "BLENDWEIGHT2", "BLENDWEIGHT3",
    "BLENDWEIGHT4", "COLOR", "COLOR0", "COLOR1", "COLOR2", "COLOR3",
    "COLOR4", "CheckAccessFullyMapped", "CompileShader", "ConsumeStructuredBuffer", "D3DCOLORtoUBYTE4", "DEPTH0",
    "DEPTH1", "DEPTH2", "DEPTH3", "DEPTH4", "DeviceMemoryBarrier", "DeviceMemoryBarrierWithGroupSync",
    "EvaluateAttributeAtCentroid", "EvaluateAttributeAtSample", "EvaluateAttributeSnapped", "FOG", "GetRenderTargetSampleCount", "GetRenderTargetSamplePosition",
    "GlobalOrderedCountIncrement", "GroupMemoryBarrier", "GroupMemoryBarrierWithGroupSync", "InterlockedAdd", "InterlockedAnd", "InterlockedCompareExchange",
    "InterlockedCompareStore", "InterlockedExchange", "InterlockedMax", "InterlockedMin", "InterlockedOr", "InterlockedXor",
    "NORMAL", "NORMAL0", "NORMAL1", "NORMAL2", "NORMAL3", "NORMAL4",
    "POSITION", "POSITION0", "POSITION1", "POSITION2", "POSITION3", "POSITION4",
    "POSITIONT", "PSIZE", "PSIZE0", "PSIZE1", "PSIZE2", "PSIZE3",
    "PSIZE4", "Process2DQuadTessFactorsAvg", "Process2DQuadTessFactorsMax", "Process2DQuadTessFactorsMin", "ProcessIsolineTessFactors", "ProcessQuadTessFactorsAvg",
    "ProcessQuadTessFactorsMax", "ProcessQuadTessFactorsMin", "ProcessTriTessFactorsAvg", "ProcessTriTessFactorsMax", "ProcessTriTessFactorsMin", "QuadReadLaneAt",
    "QuadSwapX", "QuadSwapY", "SV_CLIPDISTANCE", "SV_CLIPDISTANCE0", "SV_CLIPDISTANCE1", "SV_COVERAGE",
    "SV_CULLDISTANCE", "SV_CULLDISTANCE0", "SV_CULLDISTANCE1", "SV_DEPTH", "SV_DEPTHGREATEREQUAL", "SV_DEPTHLESSEQUAL",
    "SV_DISPATCHTHREADID", "SV_DOMAINLOCATION", "SV_GROUPID", "SV_GROUPINDEX", "SV_GROUPTHREADID", "SV_GSINSTANCEID",
    "SV_INNERCOVERAGE", "SV_INSIDETESSFACTOR", "SV_INSTANCEID", "SV_ISFRONTFACE", "SV_OUTPUTCONTROLPOINTID", "SV_POSITION",
    "SV_PRIMITIVEID", "SV_RENDERTARGETARRAYINDEX", "SV_SAMPLEINDEX", "SV_STENCILREF", "SV_TESSFACTOR", "SV_VERTEXID",
    "SV_VIEWPORTARRAYINDEX", "TANGENT", "TANGENT0", "TANGENT1", "TANGENT2", "TANGENT3",
    "TANGENT4", "TESSFACTOR0", "TESSFACTOR1", "TESSFACTOR2", "TESSFACTOR3", "TESSFACTOR4",
    "TEXCOORD0", "TEXCOORD1", "TEXCOORD2", "TEXCOORD3", "TEXCOORD4", "VFACE",
    "VPOS", "WaveAllBitAnd", "WaveAllBitOr", "WaveAllBitXor", "WaveAllEqual", "WaveAllMax",
    "WaveAllMin", "WaveAllProduct", "WaveAllSum", "WaveAllTrue", "WaveAnyTrue", "WaveBallot",
    "WaveGetLaneCount", "WaveGetLaneIndex", "WaveGetOrderedIndex", "WaveIsHelperLane", "WaveOnce", "WavePrefixProduct",
    "WavePrefixSum", "WaveReadFirstLane", "WaveReadLaneAt", "abort", "abs", "acos",
    "all", "allow_uav_condition", "any", "asdouble", "asfloat", "asin",
    "asint", "asuint", "atan", "atan2", "branch", "call",
    "ceil", "clamp", "clip", "cos", "cosh", "countbits",
    "cross", "ddx", "ddx_coarse", "ddx_fine", "ddy", "ddy_coarse",
    "ddy_fine", "degrees", "determinant", "distance", "domain", "dot",
    "dst", "earlydepthstencil", "errorf", "exp", "exp2", "f16tof32",
    "f32tof16", "faceforward", "fastopt", "firstbithigh", "firstbitlow", "flatten",
    "floor", "fma", "fmod", "forcecase", "frac", "frexp",
    "fwidth", "instance", "isfinite", "isinf", "isnan", "ldexp",
    "length", "lerp", "lit", "log", "log10", "log2",
    "loop", "mad", "max", "maxtessfactor", "min", "modf",
    "msad4", "mul", "noise", "normalize", "numthreads", "outputcontrolpoints",
    "outputtopology", "partitioning", "patchconstantfunc", "pow", "printf", "radians",
    "rcp", "reflect", "refract", "reversebits", "round", "rsqrt",
    "saturate", "sign", "sin", "sincos", "sinh", "smoothstep",
    "sqrt", "step", "tan", "tanh", "tex1D", "tex1Dbias",
    "tex1Dgrad", "tex1Dlod", "tex1Dproj", "tex2D", "tex2Dbias", "tex2Dgrad",
    "tex2Dlod", "tex2Dproj", "tex3D", "tex3Dbias", "tex3Dgrad", "tex3Dlod",
    "tex3Dproj", "texCUBE", "texCUBEbias", "texCUBEgrad", "texCUBElod", "texCUBEproj",
    "transpose", "trunc", "unroll",
};

static const char kw_keywords[][17] = {
    "NULL", "asm", "asm_fragment", "break", "case", "cbuffer",
    "centroid", "class", "column_major", "compile", "compile_fragment", "const",
    "continue", "default", "discard", "do", "else", "export",
    "extern", "for", "fxgroup", "globallycoherent", "groupshared", "if",
    "in", "inline", "inout", "interface", "line", "lineadj",
    "linear", "namespace", "nointerpolation", "noperspective", "out", "packoffset",
    "pass", "pixelfragment", "point", "precise", "register", "return",
    "row_major", "sample", "sampler", "shared", "stateblock", "stateblock_state",
    "static", "struct", "switch", "tbuffer", "technique", "technique10",
    "technique11", "texture", "triangle", "typedef", "uniform", "vertexfragment",
    "volatile", "while",
};

static const char kw_keywords_type[][35] = {
    "BOOL1", "BOOL1x1", "BOOL1x2", "BOOL1x3", "BOOL1x4", "BOOL2",
    "BOOL2x1", "BOOL2x2", "BOOL2x3", "BOOL2x4", "BOOL3", "BOOL3x1",
    "BOOL3x2", "BOOL3x3", "BOOL3x4", "BOOL4", "BOOL4x1", "BOOL4x2",
    "BOOL4x3", "BOOL4x4", "BlendState", "Buffer", "ByteAddressBuffer", "ComputeShader",
    "DepthStencilState", "DepthStencilView", "DomainShader", "GeometryShader", "HullShader", "InputPatch",
    "LineStream", "OutputPatch", "PixelShader", "PointStream", "RWBuffer", "RWByteAddressBuffer",
    "RWStructuredBuffer", "RWTexture1D", "RWTexture1DArray", "RWTexture2D", "RWTexture2DArray", "RWTexture3D",
    "RasterizerOrderedBuffer", "RasterizerOrderedByteAddressBuffer", "RasterizerOrderedStructuredBuffer", "RasterizerOrderedTexture1D", "RasterizerOrderedTexture1DArray", "RasterizerOrderedTexture2D",
    "RasterizerOrderedTexture2DArray", "RasterizerOrderedTexture3D", "RasterizerState", "RenderTargetView", "SamplerComparisonState", "SamplerState",
    "StructuredBuffer", "Texture1D", "Texture1DArray", "Texture2D", "Texture2DArray", "Texture2DMS",
    "Texture2DMSArray", "Texture3D", "TextureCube", "TextureCubeArray", "TriangleStream", "VertexShader",
    "bool1", "bool1x1", "bool1x2", "bool1x3", "bool1x4", "bool2",
    "bool2x1", "bool2x2", "bool2x3", "bool2x4", "bool3", "bool3x1",
    "bool3x2", "bool3x3", "bool3x4", "bool4", "bool4x1", "bool4x2",
    "bool4x3", "bool4x4", "double1", "double1x1", "double1x2", "double1x3",
    "double1x4", "double2", "double2x1", "double2x2", "double2x3", "double2x4",
    "double3", "double3x1", "double3x2", "double3x3", "double3x4", "double4",
    "double4x1", "double4x2", "double4x3", "double4x4", "dword", "float1",
    "float1x1", "float1x2", "float1x3", "float1x4", "float2", "float2x1",
    "float2x2", "float2x3", "float2x4", "float3", "float3x1", "float3x2",
    "float3x3", "float3x4", "float4", "float4x1", "float4x2", "float4x3",
    "float4x4", "half1", "half1x1", "half1x2", "half1x3", "half1x4",
    "half2", "half2x1", "half2x2", "half2x3", "half2x4", "half3",
    "half3x1", "half3x2", "half3x3", "half3x4", "half4", "half4x1",
    "half4x2", "half4x3", "half4x4", "int1", "int1x1", "int1x2",
    "int1x3", "int1x4", "int2", "int2x1", "int2x2", "int2x3",
    "int2x4", "int3", "int3x1", "int3x2", "int3x3", "int3x4",
    "int4", "int4x1", "int4x2", "int4x3", "int4x4", "matrix",
    "snorm", "string", "unorm", "unsigned", "vector", "void",
};

static const char kw_reserved[][17] = {
    "auto", "catch", "char", "const_cast", "delete", "dynamic_cast",
    "enum", "explicit", "friend", "goto", "long", "mutable",
    "new", "operator", "private", "protected", "public", "reinterpret_cast",
    "short", "signed", "sizeof", "static_cast", "template", "this",
    "throw", "try", "typename", "union", "unsigned", "using",
    "virtual",
};

/* hlsl.rb:145
 *         rule %r(
 *           ([\w*\s]+?[\s*])                  # return arguments
 *           (#{id})                           # function name
 *           (\s*\([^;]*?\)(?:\s*:\s+#{id})?)  # signature
 *           (#{ws}?)({|;)                     # open brace or semicolon
 *         )mx do |m|
 *           # This is copied from the C lexer
 *           recurse m[1]
 *           token Name::Function, m[2]
 *           recurse m[3]
 *           recurse m[4]
 *           token Punctuation, m[5]
 *           if m[5] == ?{
 *             push :function
 *           end
 *         end
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    const char *g3p; size_t g3n; hl_group(m, 4, &g3p, &g3n);
    const char *g4p; size_t g4n; hl_group(m, 5, &g4p, &g4n);
    const char *g5p; size_t g5n; hl_group(m, 5, &g5p, &g5n);
    hl_recurse(lx, g0p, g0n);
    hl_token(lx, T_Name_Function, g1p, g1n);
    hl_recurse(lx, g2p, g2n);
    hl_recurse(lx, g3p, g3n);
    hl_token(lx, T_Punctuation, g4p, g4n);
    if ((g5n == 1 && memcmp(g5p, "{", 1) == 0)) {
        hl_push(lx, S_function);
    }
}

/* c.rb:112
 *         rule id do |m|
 *           name = m[0]
 * 
 *           if self.class.keywords.include? name
 *             token Keyword
 *           elsif self.class.keywords_type.include? name
 *             token Keyword::Type
 *           elsif self.class.reserved.include? name
 *             token Keyword::Reserved
 *           elsif self.class.builtins.include? name
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_13(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_expr_whitespace),
    {.re = "\n          ([A-Za-z0-9_*\\t\\n\\x0b\\f\\r\\x20]+?[\\t\\n\\x0b\\f\\r\\x20*])                  # return arguments\n          ((?-six:[a-zA-Z_][a-zA-Z0-9_]*))                           # function name\n          ([\\t\\n\\x0b\\f\\r\\x20]*\\([^;]*?\\)(?:[\\t\\n\\x0b\\f\\r\\x20]*:[\\t\\n\\x0b\\f\\r\\x20]+(?-six:[a-zA-Z_][a-zA-Z0-9_]*))?)  # signature\n          ((?-six:(?:[\\t\\n\\x0b\\f\\r\\x20]|\\/\\/.*?\\n|\\/[*].*?[*]\\/)+)?)({|;)                     # open brace or semicolon\n        ", .opts = HL_X | HL_M, .cb = cb_root_1},
    {.re = "\\{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_function},
    HL_MIXIN(S_statements),
    HL_END,
};

static const hl_rule r_statements[] = {
    HL_MIXIN(S_whitespace),
    {.re = "(u8|u|U|L)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "(u8|u|U|L)?'(\\\\.|\\\\[0-7]{1,3}|\\\\x[a-f0-9]{1,2}|[^\\\\'\\n])'", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "([0-9]+[.][0-9]*|[.]?[0-9]+)e[+-]?[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+e[+-]?[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0x[0-9a-f]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0[0-7]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\\*/", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "[~!%^&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\],.;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\bcase\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_case},
    {.re = "(?:true|false|NULL)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-zA-Z_][a-zA-Z0-9_]*", .opts = 0, .cb = cb_statements_13},
    HL_END,
};

static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_statements] = {"statements", r_statements},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_hlsl = {
    .tag = "hlsl",
    .parent = &hl_lang_c,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
