/* lang_sass.c: Sass, ported from Rouge 3.30 lexers (Rouge::Lexers::Sass). */
#include "highlight/engine.h"

#include <string.h>

/* Rouge's Indentation mixin: @block_state, @block_indentation, @last_indentation (strings of spaces and tabs). */
typedef struct sass_data {
    int block_state; /* -1: nil */
    int has_block_indent;
    char block_indent[256];
    size_t block_len;
    int has_last;
    char last[256];
    size_t last_len;
} sass_data;

static void start(hl_lx *lx);
static void starts_block(hl_lx *lx, int state);
static void indentation(hl_lx *lx, const char *p, size_t n);

/* CSS.attributes, CSS.builtins, CSS.constants (Rouge::Lexers::CSS) */
static const char css_attributes[][27] = {
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

static const char css_builtins[][21] = {
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

static const char css_constants[][21] = {
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


enum {
    S_root,
    S_content,
    S_single_comment,
    S_multi_comment,
    S_import,
    S_old_style_attr,
    S_end_section,
    S_content_common,
    S_value,
    S_has_interp,
    S_has_strings,
    S_interpolation,
    S_selector,
    S_dq,
    S_sq,
    S_string_url,
    S_selector_piece,
    S_pseudo_class,
    S_class,
    S_id,
    S_placeholder,
    S_for,
    S_attr_common,
    S_attribute,
    S_inline_comment,
};

/* sass.rb:22
 * rule(/[ \t]* /) { |m| token Text; indentation(m[0]) }
 */
static void cb_root_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    indentation(lx, m->s, m->ov[1]);
}

/* sass.rb:27
 *         rule %r(//.*?$) do
 *           token Comment::Single
 *           pop!; starts_block :single_comment
 *         end
 */
static void cb_content_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment_Single, m->s, m->ov[1]);
    hl_pop(lx, 1);
    starts_block(lx, S_single_comment);
}

/* sass.rb:32
 *         rule %r(/[*].*?\n) do
 *           token Comment::Multiline
 *           pop!; starts_block :multi_comment
 *         end
 */
static void cb_content_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Comment_Multiline, m->s, m->ov[1]);
    hl_pop(lx, 1);
    starts_block(lx, S_multi_comment);
}

/* sass.rb:67
 * rule(//) { pop!; push :value }
 */
static void cb_old_style_attr_1(hl_lx *lx, const hl_match *m)
{
    hl_pop(lx, 1);
    hl_push(lx, S_value);
}

/* sass.rb:71
 * rule(/\n/) { token Text; reset_stack }
 */
static void cb_end_section_0(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_reset_stack(lx);
}

/* common.rb:67
 *         rule(id) do |m|
 *           if CSS.builtins.include? m[0]
 *             token Name::Builtin
 *           elsif CSS.constants.include? m[0]
 *             token Name::Constant
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_value_17(hl_lx *lx, const hl_match *m)
{
    const char *p = m->s;
    size_t n = m->ov[1];
    int tok = T_Name;
    if (HL_IN(css_builtins, p, n))
        tok = T_Name_Builtin;
    else if (HL_IN(css_constants, p, n))
        tok = T_Name_Constant;
    hl_token(lx, tok, p, n);
}

/* common.rb:157
 *         rule id do |m|
 *           if CSS.attributes.include? m[0]
 *             token Name::Label
 *           else
 *             token Name::Attribute
 *           end
 *         end
 */
static void cb_attr_common_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, HL_IN(css_attributes, m->s, m->ov[1]) ? T_Name_Label : T_Name_Attribute, m->s, m->ov[1]);
}

static const hl_rule r_root[] = {
    {.re = "[ \\t]*\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[ \\t]*", .opts = 0, .cb = cb_root_1},
    HL_END,
};

static const hl_rule r_content[] = {
    {.re = "//.*?$", .opts = 0, .cb = cb_content_0},
    {.re = "/[*].*?\\n", .opts = 0, .cb = cb_content_1},
    {.re = "@import\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_import},
    HL_MIXIN(S_content_common),
    {.re = "=(?-six:[A-Za-z0-9_-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_value},
    {.re = "[+](?-six:[A-Za-z0-9_-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_PUSH, .arg = S_value},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}, .act = HL_PUSH, .arg = S_old_style_attr},
    {.re = "(?=[^\\[\\n]+?:([^a-z]|$))", .opts = 0, .act = HL_PUSH, .arg = S_attribute},
    {.re = "", .opts = 0, .act = HL_PUSH, .arg = S_selector},
    HL_END,
};

static const hl_rule r_single_comment[] = {
    {.re = ".*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_multi_comment[] = {
    {.re = ".*?\\n", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_import[] = {
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_old_style_attr[] = {
    HL_MIXIN(S_attr_common),
    {.re = "", .opts = 0, .cb = cb_old_style_attr_1},
    HL_END,
};

static const hl_rule r_end_section[] = {
    {.re = "\\n", .opts = 0, .cb = cb_end_section_0},
    HL_END,
};

static const hl_rule r_content_common[] = {
    {.re = "@for\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_for},
    {.re = "@(debug|warn|if|each|while|else|return|media)", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_value},
    {.re = "(@mixin)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[A-Za-z0-9_-]+))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Function}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    {.re = "(@function)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[A-Za-z0-9_-]+))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Function}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    {.re = "@extend\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_selector},
    {.re = "(@include)([\\t\\n\\x0b\\f\\r\\x20]+)((?-six:[A-Za-z0-9_-]+))", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Decorator}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    {.re = "@(?-six:[A-Za-z0-9_-]+)", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_selector},
    {.re = "&", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_selector},
    {.re = "([$](?-six:[A-Za-z0-9_-]+))([ \\t]*)(:)", .opts = 0, .ntok = 3, .tok = {T_Name_Variable, T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    HL_END,
};

static const hl_rule r_value[] = {
    HL_MIXIN(S_end_section),
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[$](?-six:[A-Za-z0-9_-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "url[(]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_PUSH, .arg = S_string_url},
    {.re = "(?-six:[A-Za-z0-9_-]+)(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "%(?-six:[A-Za-z0-9_-]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(true|false)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin_Pseudo}},
    {.re = "(and|or|not)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "#[a-z0-9]{1,6}", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "-?[0-9]+(%|[a-z]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "-?[0-9]*\\.[0-9]+(%|[a-z]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_MIXIN(S_has_strings),
    HL_MIXIN(S_has_interp),
    {.re = "[~^*!&%<>\\|+=@:,./?-]+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[\\[\\]()]+", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_inline_comment},
    {.re = "//[^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .cb = cb_value_17},
    HL_END,
};

static const hl_rule r_has_interp[] = {
    {.re = "[#][{]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_PUSH, .arg = S_interpolation},
    HL_END,
};

static const hl_rule r_has_strings[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_dq},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_sq},
    HL_END,
};

static const hl_rule r_interpolation[] = {
    {.re = "}", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_value),
    HL_END,
};

static const hl_rule r_selector[] = {
    HL_MIXIN(S_end_section),
    HL_MIXIN(S_has_strings),
    HL_MIXIN(S_has_interp),
    {.re = "[ \\t]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ":", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}, .act = HL_PUSH, .arg = S_pseudo_class},
    {.re = "[.]", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_PUSH, .arg = S_class},
    {.re = "#", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}, .act = HL_PUSH, .arg = S_id},
    {.re = "%", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_placeholder},
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Tag}},
    {.re = "&", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "[~^*!&\\[\\]()<>\\|+=@:;,./?-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    HL_END,
};

static const hl_rule r_dq[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_has_interp),
    {.re = "(\\\\.|#(?![{])|[^\\n\"#])+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_sq[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_has_interp),
    {.re = "(\\\\.|#(?![{])|[^\\n'#])+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_string_url[] = {
    {.re = "[)]", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}, .act = HL_POP, .arg = 1},
    {.re = "(\\\\.|#(?![{])|[^\\n)#])+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Other}},
    HL_MIXIN(S_has_interp),
    HL_END,
};

static const hl_rule r_selector_piece[] = {
    HL_MIXIN(S_has_interp),
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_pseudo_class[] = {
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    HL_MIXIN(S_selector_piece),
    HL_END,
};

static const hl_rule r_class[] = {
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Class}},
    HL_MIXIN(S_selector_piece),
    HL_END,
};

static const hl_rule r_id[] = {
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Namespace}},
    HL_MIXIN(S_selector_piece),
    HL_END,
};

static const hl_rule r_placeholder[] = {
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_MIXIN(S_selector_piece),
    HL_END,
};

static const hl_rule r_for[] = {
    {.re = "(from|to|through)", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    HL_MIXIN(S_value),
    HL_END,
};

static const hl_rule r_attr_common[] = {
    HL_MIXIN(S_has_interp),
    {.re = "[A-Za-z0-9_-]+", .opts = 0, .cb = cb_attr_common_1},
    HL_END,
};

static const hl_rule r_attribute[] = {
    HL_MIXIN(S_attr_common),
    {.re = "([ \\t]*)(:)", .opts = 0, .ntok = 2, .tok = {T_Text, T_Punctuation}, .groups = 1, .act = HL_PUSH, .arg = S_value},
    HL_END,
};

static const hl_rule r_inline_comment[] = {
    {.re = "(\\\\#|#(?=[^\\n{])|\\*(?=[^\\n/])|[^\\n#*])+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_MIXIN(S_has_interp),
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    HL_END,
};
/* reset!: @block_state = @block_indentation = nil */
static void start(hl_lx *lx)
{
    sass_data *d = lx->data;
    d->block_state = -1;
    d->has_block_indent = 0;
}

static void starts_block(hl_lx *lx, int state)
{
    sass_data *d = lx->data;
    d->block_state = state;
    d->has_block_indent = 1;
    d->block_len = d->has_last ? d->last_len : 0; /* @last_indentation || '' */
    memcpy(d->block_indent, d->last, d->block_len);
}

static void indentation(hl_lx *lx, const char *p, size_t n)
{
    sass_data *d = lx->data;
    d->has_last = 1;
    d->last_len = n < sizeof d->last ? n : sizeof d->last;
    memcpy(d->last, p, d->last_len);
    if (d->block_state >= 0 && d->has_block_indent && n > d->block_len && memcmp(p, d->block_indent, d->block_len) == 0) {
        hl_push(lx, d->block_state);
    } else {
        d->block_state = -1;
        d->has_block_indent = 0;
        hl_push(lx, S_content);
    }
}

static const hl_state states[] = {
    {"root", r_root},
    {"content", r_content},
    {"single_comment", r_single_comment},
    {"multi_comment", r_multi_comment},
    {"import", r_import},
    {"old_style_attr", r_old_style_attr},
    {"end_section", r_end_section},
    {"content_common", r_content_common},
    {"value", r_value},
    {"has_interp", r_has_interp},
    {"has_strings", r_has_strings},
    {"interpolation", r_interpolation},
    {"selector", r_selector},
    {"dq", r_dq},
    {"sq", r_sq},
    {"string_url", r_string_url},
    {"selector_piece", r_selector_piece},
    {"pseudo_class", r_pseudo_class},
    {"class", r_class},
    {"id", r_id},
    {"placeholder", r_placeholder},
    {"for", r_for},
    {"attr_common", r_attr_common},
    {"attribute", r_attribute},
    {"inline_comment", r_inline_comment},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sass = {
    .tag = "sass",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
    .data_size = sizeof(sass_data),
    .start = start,
};
