/* lang_opentype_feature_file.c: OpenType Feature File, ported from Rouge 3.30 lexers (Rouge::Lexers::OpenTypeFeatureFile). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_featurename,
    S_includepath,
    S_strings,
};

static const char kw_keywords[][26] = {
    "Ascender", "Attach", "AxisValue", "CapHeight", "CaretOffset", "CodePageRange",
    "Descender", "DesignAxis", "ElidableAxisValueName", "ElidedFallbackName", "ElidedFallbackNameID", "FSType",
    "FeatUILabelNameID", "FeatUITooltipTextNameID", "FontRevision", "GlyphClassDef", "HorizAxis.BaseScriptList", "HorizAxis.BaseTagList",
    "HorizAxis.MinMax", "IgnoreBaseGlyphs", "IgnoreLigatures", "IgnoreMarks", "LigatureCaretByDev", "LigatureCaretByIndex",
    "LigatureCaretByPos", "LineGap", "MarkAttachClass", "MarkAttachmentType", "NULL", "OlderSiblingFontAttribute",
    "Panose", "ParamUILabelNameID", "RightToLeft", "SampleTextNameID", "TypoAscender", "TypoDescender",
    "TypoLineGap", "UnicodeRange", "UseMarkFilteringSet", "Vendor", "VertAdvanceY", "VertAxis.BaseScriptList",
    "VertAxis.BaseTagList", "VertAxis.MinMax", "VertOriginY", "VertTypoAscender", "VertTypoDescender", "VertTypoLineGap",
    "WeightClass", "WidthClass", "XHeight", "anchor", "anchorDef", "anon",
    "anonymous", "by", "contour", "cursive", "device", "enum",
    "enumerate", "exclude_dflt", "feature", "featureNames", "flag", "from",
    "ignore", "include", "include_dflt", "language", "languagesystem", "location",
    "lookup", "lookupflag", "mark", "markClass", "name", "nameid",
    "parameters", "pos", "position", "required", "reversesub", "rsub",
    "script", "sizemenuname", "sub", "substitute", "subtable", "table",
    "useExtension", "valueRecordDef", "winAscent", "winDescent",
};

/* opentype_feature_file.rb:67
 *         rule %r/(?<!\.)#{identifier}/ do |m|
 *           if self.class.keywords.include? m[0]
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = "(anonymous|anon|feature|lookup|table)((?:[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_featurename},
    {.re = "(\\})((?:[\\t\\n\\x0b\\f\\r\\x20]))", .opts = 0, .ntok = 2, .tok = {T_Punctuation, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_featurename},
    {.re = "include\\b", .opts = HL_I, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_includepath},
    {.re = "[\\-\\[\\]/(){},.:;=%*<>']", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "`.*?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_strings},
    {.re = "\\\\[^.*\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_I, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "@(?i-sx:[a-z_][a-z0-9\\/_.-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "(?<!\\.)(?i-sx:[a-z_][a-z0-9\\/_.-]*)", .opts = 0, .cb = cb_root_10},
    {.re = "[a-z_][a-z0-9/_.-]*", .opts = HL_I, .ntok = 1, .tok = {T_Name}},
    {.re = "(?:0x|\\\\)[0-9A-Fa-f]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "-?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_featurename[] = {
    {.re = "[a-z_][a-z0-9/_.-]*", .opts = HL_I, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_includepath[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20()]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_strings[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "[^\"%\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"featurename", r_featurename},
    {"includepath", r_includepath},
    {"strings", r_strings},
};

static const char *const aliases[] = {"fea", "opentype", "opentypefeature", NULL};

const hl_lang hl_lang_opentype_feature_file = {
    .tag = "opentype_feature_file",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
