/* lang_glsl.c: GLSL, ported from Rouge 3.30 lexers (Rouge::Lexers::Glsl). */
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

static const char kw_builtins[][45] = {
    "gl_BackColor", "gl_BackLightModelProduct", "gl_BackLightProduct", "gl_BackMaterial", "gl_BackSecondaryColor", "gl_ClipDistance",
    "gl_ClipPlane", "gl_ClipVertex", "gl_Color", "gl_DepthRange", "gl_DepthRangeParameters", "gl_EyePlaneQ",
    "gl_EyePlaneR", "gl_EyePlaneS", "gl_EyePlaneT", "gl_Fog", "gl_FogCoord", "gl_FogFragCoord",
    "gl_FogParameters", "gl_FragColor", "gl_FragCoord", "gl_FragData", "gl_FragDepth", "gl_FrontColor",
    "gl_FrontFacing", "gl_FrontLightModelProduct", "gl_FrontLightProduct", "gl_FrontMaterial", "gl_FrontSecondaryColor", "gl_InstanceID",
    "gl_InvocationID", "gl_Layer", "gl_LightModel", "gl_LightModelParameters", "gl_LightModelProducts", "gl_LightProducts",
    "gl_LightSource", "gl_LightSourceParameters", "gl_MaterialParameters", "gl_MaxClipDistances", "gl_MaxClipPlanes", "gl_MaxCombinedTextureImageUnits",
    "gl_MaxDrawBuffers", "gl_MaxFragmentInputComponents", "gl_MaxFragmentUniformComponents", "gl_MaxFragmentUniformVectors", "gl_MaxGeometryInputComponents", "gl_MaxGeometryOutputComponents",
    "gl_MaxGeometryTextureImageUnits", "gl_MaxGeometryUniformComponents", "gl_MaxGeometryVaryingComponents", "gl_MaxLights", "gl_MaxPatchVertices", "gl_MaxTessControlInputComponents",
    "gl_MaxTessControlOutputComponents", "gl_MaxTessControlTextureImageUnits", "gl_MaxTessControlTotalOutputComponents", "gl_MaxTessControlUniformComponents", "gl_MaxTessEvaluationInputComponents", "gl_MaxTessEvaluationOutputComponents",
    "gl_MaxTessEvaluationTextureImageUnits", "gl_MaxTessEvaluationUniformComponents", "gl_MaxTessGenLevel", "gl_MaxTessPatchComponents", "gl_MaxTextureCoords", "gl_MaxTextureImageUnits",
    "gl_MaxTextureUnits", "gl_MaxVaryingComponents", "gl_MaxVaryingFloats", "gl_MaxVaryingVectors", "gl_MaxVertexAttribs", "gl_MaxVertexOutputComponents",
    "gl_MaxVertexTextureImageUnits", "gl_MaxVertexUniformComponents", "gl_MaxVertexUniformVectors", "gl_MaxViewports", "gl_ModelViewMatrix", "gl_ModelViewMatrixInverse",
    "gl_ModelViewMatrixInverseTranspose", "gl_ModelViewMatrixTranspose", "gl_ModelViewProjectionMatrix", "gl_ModelViewProjectionMatrixInverse", "gl_ModelViewProjectionMatrixInverseTranspose", "gl_ModelViewProjectionMatrixTranspose",
    "gl_MultiTexCord0", "gl_MultiTexCord1", "gl_MultiTexCord2", "gl_MultiTexCord3", "gl_MultiTexCord4", "gl_MultiTexCord5",
    "gl_MultiTexCord6", "gl_MultiTexCord7", "gl_Normal", "gl_NormalMatrix", "gl_NormalScale", "gl_ObjectPlaneQ",
    "gl_ObjectPlaneR", "gl_ObjectPlaneS", "gl_ObjectPlaneT", "gl_PatchVerticesIn", "gl_PerVertex", "gl_Point",
    "gl_PointCoord", "gl_PointParameters", "gl_PointSize", "gl_Position", "gl_PrimitiveID", "gl_PrimitiveIDIn",
    "gl_ProjectionMatrix", "gl_ProjectionMatrixInverse", "gl_ProjectionMatrixInverseTranspose", "gl_SampleID", "gl_SampleMask", "gl_SamplePosition",
    "gl_SecondaryColor", "gl_TessCoord", "gl_TessLevelInner", "gl_TessLevelOuter", "gl_TexCoord", "gl_TextureEnvColor",
    "gl_TextureMatrix", "gl_TextureMatrixInverse", "gl_TextureMatrixInverseTranspose", "gl_TextureMatrixTranspose", "gl_VertexID", "gl_ViewportIndex",
};

static const char kw_keywords[][14] = {
    "attribute", "break", "case", "centroid", "const", "continue",
    "default", "discard", "do", "else", "flat", "for",
    "if", "in", "inout", "invariant", "layout", "noperspective",
    "out", "patch", "precision", "return", "sample", "smooth",
    "struct", "subroutine", "switch", "uniform", "varying", "while",
};

static const char kw_keywords_type[][23] = {
    "bool", "bvec2", "bvec3", "bvec4", "dmat2", "dmat2x2",
    "dmat2x3", "dmat2x4", "dmat3", "dmat3x2", "dmat3x3", "dmat3x4",
    "dmat4", "dmat4x2", "dmat4x3", "dmat4x4", "double", "dvec2",
    "dvec3", "dvec4", "false", "float", "highp", "int",
    "isampler1D", "isampler1DArray", "isampler2D", "isampler2DArray", "isampler2DMS", "isampler2DMSArray",
    "isampler2DRect", "isampler3D", "isamplerBuffer", "isamplerCube", "isamplerCubeArray", "ivec2",
    "ivec3", "ivec4", "lowp", "mat2", "mat2x2", "mat2x3",
    "mat2x4", "mat3", "mat3x2", "mat3x3", "mat3x4", "mat4",
    "mat4x2", "mat4x3", "mat4x4", "mediump", "sampler1D", "sampler1DArray",
    "sampler1DArrayShadow", "sampler1DShadow", "sampler2D", "sampler2DArray", "sampler2DArrayShadow", "sampler2DMS",
    "sampler2DMSArray", "sampler2DRect", "sampler2DRectShadow", "sampler2DShadow", "sampler3D", "samplerBuffer",
    "samplerCube", "samplerCubeArray", "samplerCubeArrayShadow", "samplerCubeShadow", "true", "uint",
    "usampler1D", "usampler1DArray", "usampler2D", "usampler2DArray", "usampler2DMS", "usampler2DMSArray",
    "usampler2DRect", "usampler3D", "usamplerBuffer", "usamplerCube", "usamplerCubeArray", "uvec2",
    "uvec3", "uvec4", "vec2", "vec3", "vec4", "void",
};

static const char kw_reserved[][19] = {
    "active", "asm", "cast", "class", "common", "enum",
    "extern", "external", "filter", "fixed", "fvec2", "fvec3",
    "fvec4", "goto", "half", "hvec2", "hvec3", "hvec4",
    "iimage1D", "iimage1DArray", "iimage2D", "iimage2DArray", "iimage3D", "iimageBuffer",
    "iimageCube", "image1D", "image1DArray", "image1DArrayShadow", "image1DShadow", "image2D",
    "image2DArray", "image2DArrayShadow", "image2DShadow", "image3D", "imageBuffer", "imageCube",
    "inline", "input", "interface", "long", "namespace", "noinline",
    "output", "packed", "partition", "public", "row_major", "sampler3DRect",
    "short", "sizeof", "static", "superp", "template", "this",
    "typedef", "uimage1D", "uimage1DArray", "uimage2D", "uimage2DArray", "uimage3D",
    "uimageBuffer", "uimageCube", "union", "unsigned", "using", "volatile",
};

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
    [S_statements] = {"statements", r_statements},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_glsl = {
    .tag = "glsl",
    .parent = &hl_lang_c,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
