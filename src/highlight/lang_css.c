/* lang_css.c: CSS, ported from Rouge 3.30 lexers (Rouge::Lexers::CSS). */
#include "highlight/engine.h"

#include <string.h>

enum {
    S_root,
    S_value,
    S_at_rule,
    S_at_body,
    S_at_stanza,
    S_at_content,
    S_basics,
    S_stanza,
    S_stanza_value,
};

static const char kw_attributes[][27] = {
    "align-content", "align-items", "align-self", "alignment-adjust", "alignment-baseline", "all",
    "anchor-point", "animation", "animation-delay", "animation-direction", "animation-duration", "animation-fill-mode",
    "animation-iteration-count", "animation-name", "animation-play-state", "animation-timing-function", "appearance", "azimuth",
    "backface-visibility", "background", "background-attachment", "background-clip", "background-color", "background-image",
    "background-origin", "background-position", "background-repeat", "background-size", "baseline-shift", "binding",
    "bleed", "bookmark-label", "bookmark-level", "bookmark-state", "bookmark-target", "border",
    "border-bottom", "border-bottom-color", "border-bottom-left-radius", "border-bottom-right-radius", "border-bottom-style", "border-bottom-width",
    "border-collapse", "border-color", "border-image", "border-image-outset", "border-image-repeat", "border-image-slice",
    "border-image-source", "border-image-width", "border-left", "border-left-color", "border-left-style", "border-left-width",
    "border-radius", "border-right", "border-right-color", "border-right-style", "border-right-width", "border-spacing",
    "border-style", "border-top", "border-top-color", "border-top-left-radius", "border-top-right-radius", "border-top-style",
    "border-top-width", "border-width", "bottom", "box-align", "box-decoration-break", "box-direction",
    "box-flex", "box-flex-group", "box-lines", "box-ordinal-group", "box-orient", "box-pack",
    "box-shadow", "box-sizing", "break-after", "break-before", "break-inside", "caption-side",
    "clear", "clip", "clip-path", "clip-rule", "color", "color-profile",
    "column-count", "column-fill", "column-gap", "column-rule", "column-rule-color", "column-rule-style",
    "column-rule-width", "column-span", "column-width", "columns", "content", "counter-increment",
    "counter-reset", "crop", "cue", "cue-after", "cue-before", "cursor",
    "direction", "display", "dominant-baseline", "drop-initial-after-adjust", "drop-initial-after-align", "drop-initial-before-adjust",
    "drop-initial-before-align", "drop-initial-size", "drop-initial-value", "elevation", "empty-cells", "filter",
    "fit", "fit-position", "flex", "flex-basis", "flex-direction", "flex-flow",
    "flex-grow", "flex-shrink", "flex-wrap", "float", "float-offset", "font",
    "font-family", "font-feature-settings", "font-kerning", "font-language-override", "font-size", "font-size-adjust",
    "font-stretch", "font-style", "font-synthesis", "font-variant", "font-variant-alternates", "font-variant-caps",
    "font-variant-east-asian", "font-variant-ligatures", "font-variant-numeric", "font-variant-position", "font-weight", "grid-cell",
    "grid-column", "grid-column-align", "grid-column-sizing", "grid-column-span", "grid-columns", "grid-flow",
    "grid-row", "grid-row-align", "grid-row-sizing", "grid-row-span", "grid-rows", "grid-template",
    "hanging-punctuation", "height", "hyphenate-after", "hyphenate-before", "hyphenate-character", "hyphenate-lines",
    "hyphenate-resource", "hyphens", "icon", "image-orientation", "image-rendering", "image-resolution",
    "ime-mode", "inline-box-align", "justify-content", "left", "letter-spacing", "line-break",
    "line-height", "line-stacking", "line-stacking-ruby", "line-stacking-shift", "line-stacking-strategy", "list-style",
    "list-style-image", "list-style-position", "list-style-type", "margin", "margin-bottom", "margin-left",
    "margin-right", "margin-top", "mark", "mark-after", "mark-before", "marker-offset",
    "marks", "marquee-direction", "marquee-loop", "marquee-play-count", "marquee-speed", "marquee-style",
    "mask", "max-height", "max-width", "min-height", "min-width", "move-to",
    "nav-down", "nav-index", "nav-left", "nav-right", "nav-up", "object-fit",
    "object-position", "opacity", "order", "orphans", "outline", "outline-color",
    "outline-offset", "outline-style", "outline-width", "overflow", "overflow-style", "overflow-wrap",
    "overflow-x", "overflow-y", "padding", "padding-bottom", "padding-left", "padding-right",
    "padding-top", "page", "page-break-after", "page-break-before", "page-break-inside", "page-policy",
    "pause", "pause-after", "pause-before", "perspective", "perspective-origin", "phonemes",
    "pitch", "pitch-range", "play-during", "pointer-events", "position", "presentation-level",
    "punctuation-trim", "quotes", "rendering-intent", "resize", "rest", "rest-after",
    "rest-before", "richness", "right", "rotation", "rotation-point", "ruby-align",
    "ruby-overhang", "ruby-position", "ruby-span", "size", "speak", "speak-as",
    "speak-header", "speak-numeral", "speak-punctuation", "speech-rate", "src", "stress",
    "string-set", "tab-size", "table-layout", "target", "target-name", "target-new",
    "target-position", "text-align", "text-align-last", "text-combine-horizontal", "text-decoration", "text-decoration-color",
    "text-decoration-line", "text-decoration-skip", "text-decoration-style", "text-emphasis", "text-emphasis-color", "text-emphasis-position",
    "text-emphasis-style", "text-height", "text-indent", "text-justify", "text-orientation", "text-outline",
    "text-overflow", "text-rendering", "text-shadow", "text-space-collapse", "text-transform", "text-underline-position",
    "text-wrap", "top", "transform", "transform-origin", "transform-style", "transition",
    "transition-delay", "transition-duration", "transition-property", "transition-timing-function", "unicode-bidi", "vertical-align",
    "visibility", "voice-balance", "voice-duration", "voice-family", "voice-pitch", "voice-pitch-range",
    "voice-range", "voice-rate", "voice-stress", "voice-volume", "volume", "white-space",
    "widows", "width", "word-break", "word-spacing", "word-wrap", "writing-mode",
    "z-index",
};

static const char kw_builtins[][21] = {
    "above", "absolute", "always", "armenian", "aural", "auto",
    "avoid", "baseline", "behind", "below", "bidi-override", "blink",
    "block", "bold", "bolder", "both", "bottom", "capitalize",
    "center", "center-left", "center-right", "circle", "cjk-ideographic", "close-quote",
    "collapse", "condensed", "continuous", "crop", "cross", "crosshair",
    "cursive", "dashed", "decimal", "decimal-leading-zero", "default", "digits",
    "disc", "dotted", "double", "e-resize", "embed", "expanded",
    "extra-condensed", "extra-expanded", "fantasy", "far-left", "far-right", "fast",
    "faster", "fixed", "georgian", "groove", "hebrew", "help",
    "hidden", "hide", "high", "higher", "hiragana", "hiragana-iroha",
    "icon", "inherit", "inline", "inline-table", "inset", "inside",
    "invert", "italic", "justify", "katakana", "katakana-iroha", "landscape",
    "large", "larger", "left", "left-side", "leftwards", "level",
    "lighter", "line-through", "list-item", "loud", "low", "lower",
    "lower-alpha", "lower-greek", "lower-roman", "lowercase", "ltr", "medium",
    "message-box", "middle", "mix", "monospace", "n-resize", "narrower",
    "ne-resize", "no-close-quote", "no-open-quote", "no-repeat", "none", "normal",
    "nowrap", "nw-resize", "oblique", "once", "open-quote", "outset",
    "outside", "overline", "pointer", "portrait", "px", "relative",
    "repeat", "repeat-x", "repeat-y", "rgb", "ridge", "right",
    "right-side", "rightwards", "s-resize", "sans-serif", "scroll", "se-resize",
    "semi-condensed", "semi-expanded", "separate", "serif", "show", "silent",
    "slow", "slower", "small-caps", "small-caption", "smaller", "soft",
    "solid", "spell-out", "square", "static", "status-bar", "super",
    "sw-resize", "table-caption", "table-cell", "table-column", "table-column-group", "table-footer-group",
    "table-header-group", "table-row", "table-row-group", "text", "text-bottom", "text-top",
    "thick", "thin", "top", "transparent", "ultra-condensed", "ultra-expanded",
    "underline", "upper-alpha", "upper-latin", "upper-roman", "uppercase", "url",
    "visible", "w-resize", "wait", "wider", "x-fast", "x-high",
    "x-large", "x-loud", "x-low", "x-small", "x-soft", "xx-large",
    "xx-small", "yes",
};

static const char kw_constants[][21] = {
    "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige",
    "bisque", "black", "blanchedalmond", "blue", "blueviolet", "brown",
    "burlywood", "cadetblue", "chartreuse", "chocolate", "coral", "cornflowerblue",
    "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod",
    "darkgray", "darkgreen", "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange",
    "darkorchid", "darkred", "darksalmon", "darkseagreen", "darkslateblue", "darkslategray",
    "darkturquoise", "darkviolet", "deeppink", "deepskyblue", "dimgray", "dodgerblue",
    "firebrick", "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite",
    "gold", "goldenrod", "gray", "green", "greenyellow", "honeydew",
    "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
    "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
    "lightgoldenrodyellow", "lightgreen", "lightgrey", "lightpink", "lightsalmon", "lightseagreen",
    "lightskyblue", "lightslategray", "lightsteelblue", "lightyellow", "lime", "limegreen",
    "linen", "magenta", "maroon", "mediumaquamarine", "mediumblue", "mediumorchid",
    "mediumpurple", "mediumseagreen", "mediumslateblue", "mediumspringgreen", "mediumturquoise", "mediumvioletred",
    "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite", "navy",
    "oldlace", "olive", "olivedrab", "orange", "orangered", "orchid",
    "palegoldenrod", "palegreen", "paleturquoise", "palevioletred", "papayawhip", "peachpuff",
    "peru", "pink", "plum", "powderblue", "purple", "red",
    "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen",
    "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray",
    "snow", "springgreen", "steelblue", "tan", "teal", "thistle",
    "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke",
    "yellow", "yellowgreen",
};

static const char kw_vendor_prefixes[][9] = {
    "-ah-", "-atsc-", "-hp-", "-khtml-", "-moz-", "-ms-",
    "-o-", "-rim-", "-ro-", "-tc-", "-wap-", "-webkit-",
    "-xv-", "mso-", "prince-",
};

/* css.rb:209
 *         rule(identifier) do |m|
 *           if self.class.constants.include? m[0]
 *             token Name::Constant
 *           elsif self.class.builtins.include? m[0]
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_value_7(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(kw_constants, p, n))
        tok = T_Name_Constant;
    else if (HL_IN(kw_builtins, p, n))
        tok = T_Name_Builtin;
    hl_token(lx, tok, p, n);
}

/* css.rb:252
 *         rule %r/(#{identifier})(\s*)(:)/m do |m|
 *           name_tok = if self.class.attributes.include? m[1]
 *             Name::Label
 *           elsif self.class.vendor_prefixes.any? { |p| m[1].start_with?(p) }
 *             Name::Label
 *           else
 *             Name::Property
 *           end
 * 
 *           groups name_tok, Text, Punctuation
 * 
 *           push :stanza_value
 *         end
 */
static void cb_stanza_2(hl_lx *lx, const hl_match *m)
{
    const char *p;
    size_t n;
    hl_group(m, 1, &p, &n);
    int tok = T_Name_Property;
    if (HL_IN(kw_attributes, p, n)) {
        tok = T_Name_Label;
    } else {
        for (size_t i = 0; i < sizeof kw_vendor_prefixes / sizeof kw_vendor_prefixes[0]; i++) {
            size_t l = strlen(kw_vendor_prefixes[i]);
            if (n >= l && memcmp(p, kw_vendor_prefixes[i], l) == 0) {
                tok = T_Name_Label;
                break;
            }
        }
    }
    hl_token(lx, tok, p, n);
    hl_token_m(lx, T_Text, m, 2);
    hl_token_m(lx, T_Punctuation, m, 3);
    hl_push(lx, S_stanza_value);
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_basics),
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_stanza},
    {.re = ":[:]?(?-six:[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "\\.(?-six:[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    {.re = "#(?-six:[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "@(?-six:[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*)", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_at_rule},
    {.re = "[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "[~^*!%&\\[\\]()<>|+=@:;,./?-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_value[] = {
    HL_MIXIN(S_basics),
    {.re = "url\\(.*?\\)", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    {.re = "#[0-9a-f]{1,6}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(?-six:-?(?:[0-9]+(\\.[0-9]+)?|\\.[0-9]+))(?:%|(?:em|px|pt|pc|in|mm|cm|ex|rem|ch|vw|vh|vmin|vmax|dpi|dpcm|dppx|deg|grad|rad|turn|s|ms|Hz|kHz)\\b)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "[\\[\\]():/.,]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'(\\\\\\\\|\\\\'|[^'])*'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*", .opts = 0, .cb = cb_value_7},
    HL_END,
};

static const hl_rule r_at_rule[] = {
    {.re = "{(?=[\\t\\n\\x0b\\f\\r\\x20]*(?-six:[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*)[\\t\\n\\x0b\\f\\r\\x20]*:)", .opts = HL_M, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_at_stanza},
    {.re = "{", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_at_body},
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_value),
    HL_END,
};

static const hl_rule r_at_body[] = {
    HL_MIXIN(S_at_content),
    HL_MIXIN(S_root),
    HL_END,
};

static const hl_rule r_at_stanza[] = {
    HL_MIXIN(S_at_content),
    HL_MIXIN(S_stanza),
    HL_END,
};

static const hl_rule r_at_content[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 2},
    HL_END,
};

static const hl_rule r_basics[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "/\\*(?:.*?)\\*/", .opts = HL_M, .ntok = 1, .tok = {T_Comment}},
    HL_END,
};

static const hl_rule r_stanza[] = {
    HL_MIXIN(S_basics),
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "((?-six:[\\p{L}_-][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{Cf}-]*))([\\t\\n\\x0b\\f\\r\\x20]*)(:)", .opts = HL_M, .cb = cb_stanza_2},
    HL_END,
};

static const hl_rule r_stanza_value[] = {
    {.re = ";", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "(?=})", .opts = 0, .act = HL_POP, .arg = 1},
    {.re = "![\\t\\n\\x0b\\f\\r\\x20]*important\\b", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}},
    {.re = "^@.*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Preproc}},
    HL_MIXIN(S_value),
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"value", r_value},
    {"at_rule", r_at_rule},
    {"at_body", r_at_body},
    {"at_stanza", r_at_stanza},
    {"at_content", r_at_content},
    {"basics", r_basics},
    {"stanza", r_stanza},
    {"stanza_value", r_stanza_value},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_css = {
    .tag = "css",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
