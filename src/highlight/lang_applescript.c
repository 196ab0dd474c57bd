/* lang_applescript.c: AppleScript, ported from Rouge 3.30 lexers (Rouge::Lexers::AppleScript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

/* apple_script.rb:328
 *         rule %r/(«)([^»]+)(»)/ do |match|
 *           token Text, match[1]
 *           token Name::Builtin, match[2]
 *           token Text, match[3]
 *         end
 */
static void cb_root_6(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Text, g0p, g0n);
    hl_token(lx, T_Name_Builtin, g1p, g1n);
    hl_token(lx, T_Text, g2p, g2n);
}

/* apple_script.rb:333
 *         rule %r/\b((?:considering|ignoring)\s*)(application responses|case|diacriticals|hyphens|numeric strings|punctuation|white space)/ do |match|
 *           token Keyword, match[1]
 *           token Name::Builtin, match[2]
 *         end
 */
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Name_Builtin, g1p, g1n);
}

/* apple_script.rb:339
 *         rule %r/^(\s*(?:on|end)\s+)'r'(%s)/ do |match|
 *           token Keyword, match[1]
 *           token Name::Function, match[2]
 *         end
 */
static void cb_root_10(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Name_Function, g1p, g1n);
}

/* apple_script.rb:343
 *         rule %r/^(\s*)(in|on|script|to)(\s+)/ do |match|
 *           token Text, match[1]
 *           token Keyword, match[2]
 *           token Text, match[3]
 *         end
 */
static void cb_root_11(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    const char *g2p; size_t g2n; hl_group(m, 3, &g2p, &g2n);
    hl_token(lx, T_Text, g0p, g0n);
    hl_token(lx, T_Keyword, g1p, g1n);
    hl_token(lx, T_Text, g2p, g2n);
}

/* apple_script.rb:348
 *         rule classes do |match|
 *           token Keyword, match[1]
 *           token Name::Class, match[2]
 *         end
 */
static void cb_root_12(hl_lx *lx, const hl_match *m)
{
    const char *g0p; size_t g0n; hl_group(m, 1, &g0p, &g0n);
    const char *g1p; size_t g1n; hl_group(m, 2, &g1p, &g1n);
    hl_token(lx, T_Keyword, g0p, g0n);
    hl_token(lx, T_Name_Class, g1p, g1n);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "¬\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'s[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(--|#).*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\(\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[\\(\\){}!,.:]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "(«)([^»]+)(»)", .opts = 0, .cb = cb_root_6},
    {.re = "\\b((?:considering|ignoring)[\\t\\n\\x0b\\f\\r\\x20]*)(application responses|case|diacriticals|hyphens|numeric strings|punctuation|white space)", .opts = 0, .cb = cb_root_7},
    {.re = "(-|\\*|\\+|&|≠|>=?|<=?|=|≥|≤|/|÷|\\^)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\b(and|or|is equal|equals|(is )?equal to|is not|isn't|isn't equal( to)?|is not equal( to)?|doesn't equal|does not equal|(is )?greater than|comes after|is not less than or equal( to)?|isn't less than or equal( to)?|(is )?less than|comes before|is not greater than or equal( to)?|isn't greater than or equal( to)?|(is  )?greater than or equal( to)?|is not less than|isn't less than|does not come before|doesn't come before|(is )?less than or equal( to)?|is not greater than|isn't greater than|does not come after|doesn't come after|starts? with|begins? with|ends? with|contains?|does not contain|doesn't contain|is in|is contained by|is not in|is not contained by|isn't contained by|div|mod|not|(a  )?(ref( to)?|reference to)|is|does)\\b", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*(?:on|end)[\\t\\n\\x0b\\f\\r\\x20]+)'r'(%s)", .opts = 0, .bol = 1, .cb = cb_root_10},
    {.re = "^([\\t\\n\\x0b\\f\\r\\x20]*)(in|on|script|to)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .bol = 1, .cb = cb_root_11},
    {.re = "\\b(as )(alias |application |boolean |class |constant |date |file |integer |list |number |POSIX file |real |record |reference |RGB color |script |text |unit types|(?:Unicode )?text|string)\\b", .opts = 0, .cb = cb_root_12},
    {.re = "\\b(AppleScript|current application|false|linefeed|missing value|pi|quote|result|return|space|tab|text item delimiters|true|version)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(ASCII (character|number)|activate|beep|choose URL|choose application|choose color|choose file( name)?|choose folder|choose from list|choose remote application|clipboard info|close( access)?|copy|count|current date|delay|delete|display (alert|dialog)|do shell script|duplicate|exists|get eof|get volume settings|info for|launch|list (disks|folder)|load script|log|make|mount volume|new|offset|open( (for access|location))?|path to|print|quit|random number|read|round|run( script)?|say|scripting components|set (eof|the clipboard to|volume)|store script|summarize|system attribute|system info|the clipboard|time to GMT|write|quoted form)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(considering|else|error|exit|from|if|ignoring|in|repeat|tell|then|times|to|try|until|using terms from|while|whith|with timeout( of)?|with transaction|by|continue|end|its?|me|my|return|of|as)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(global|local|prop(erty)?|set|get)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(but|put|returning|the)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(attachment|attribute run|character|day|month|paragraph|word|year)s?\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(about|above|against|apart from|around|aside from|at|below|beneath|beside|between|for|given|instead of|on|onto|out of|over|since)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(accepts arrow key|action method|active|alignment|allowed identifiers|allows branch selection|allows column reordering|allows column resizing|allows column selection|allows customization|allows editing text attributes|allows empty selection|allows mixed state|allows multiple selection|allows reordering|allows undo|alpha( value)?|alternate image|alternate increment value|alternate title|animation delay|associated file name|associated object|auto completes|auto display|auto enables items|auto repeat|auto resizes( outline column)?|auto save expanded items|auto save name|auto save table columns|auto saves configuration|auto scroll|auto sizes all columns to fit|auto sizes cells|background color|bezel state|bezel style|bezeled|border rect|border type|bordered|bounds( rotation)?|box type|button returned|button type|can choose directories|can choose files|can draw|can hide|cell( (background color|size|type))?|characters|class|click count|clicked( data)? column|clicked data item|clicked( data)? row|closeable|collating|color( (mode|panel))|command key down|configuration|content(s| (size|view( margins)?))?|context|continuous|control key down|control size|control tint|control view|controller visible|coordinate system|copies( on scroll)?|corner view|current cell|current column|current( field)?  editor|current( menu)? item|current row|current tab view item|data source|default identifiers|delta (x|y|z)|destination window|directory|display mode|displayed cell|document( (edited|rect|view))?|double value|dragged column|dragged distance|dragged items|draws( cell)? background|draws grid|dynamically scrolls|echos bullets|edge|editable|edited( data)? column|edited data item|edited( data)? row|enabled|enclosing scroll view|ending page|error handling|event number|event type|excluded from windows menu|executable path|expanded|fax number|field editor|file kind|file name|file type|first responder|first visible column|flipped|floating|font( panel)?|formatter|frameworks path|frontmost|gave up|grid color|has data items|has horizontal ruler|has horizontal scroller|has parent data item|has resize indicator|has shadow|has sub menu|has vertical ruler|has vertical scroller|header cell|header view|hidden|hides when deactivated|highlights by|horizontal line scroll|horizontal page scroll|horizontal ruler view|horizontally resizable|icon image|id|identifier|ignores multiple clicks|image( (alignment|dims when disabled|frame style|scaling))?|imports graphics|increment value|indentation per level|indeterminate|index|integer value|intercell spacing|item height|key( (code|equivalent( modifier)?|window))?|knob thickness|label|last( visible)? column|leading offset|leaf|level|line scroll|loaded|localized sort|location|loop mode|main( (bunde|menu|window))?|marker follows cell|matrix mode|maximum( content)? size|maximum visible columns|menu( form representation)?|miniaturizable|miniaturized|minimized image|minimized title|minimum column width|minimum( content)? size|modal|modified|mouse down state|movie( (controller|file|rect))?|muted|name|needs display|next state|next text|number of tick marks|only tick mark values|opaque|open panel|option key down|outline table column|page scroll|pages across|pages down|palette label|pane splitter|parent data item|parent window|pasteboard|path( (names|separator))?|playing|plays every frame|plays selection only|position|preferred edge|preferred type|pressure|previous text|prompt|properties|prototype cell|pulls down|rate|released when closed|repeated|requested print time|required file type|resizable|resized column|resource path|returns records|reuses columns|rich text|roll over|row height|rulers visible|save panel|scripts path|scrollable|selectable( identifiers)?|selected cell|selected( data)? columns?|selected data items?|selected( data)? rows?|selected item identifier|selection by rect|send action on arrow key|sends action when done editing|separates columns|separator item|sequence number|services menu|shared frameworks path|shared support path|sheet|shift key down|shows alpha|shows state by|size( mode)?|smart insert delete enabled|sort case sensitivity|sort column|sort order|sort type|sorted( data rows)?|sound|source( mask)?|spell checking enabled|starting page|state|string value|sub menu|super menu|super view|tab key traverses cells|tab state|tab type|tab view|table view|tag|target( printer)?|text color|text container insert|text container origin|text returned|tick mark position|time stamp|title(d| (cell|font|height|position|rect))?|tool tip|toolbar|trailing offset|transparent|treat packages as directories|truncated labels|types|unmodified characters|update views|use sort indicator|user defaults|uses data source|uses ruler|uses threaded animation|uses title from previous column|value wraps|version|vertical( (line scroll|page scroll|ruler view))?|vertically resizable|view|visible( document rect)?|volume|width|window|windows menu|wraps|zoomable|zoomed)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Attribute}},
    {.re = "\\b(action cell|alert reply|application|box|browser( cell)?|bundle|button( cell)?|cell|clip view|color well|color-panel|combo box( item)?|control|data( (cell|column|item|row|source))?|default entry|dialog reply|document|drag info|drawer|event|font(-panel)?|formatter|image( (cell|view))?|matrix|menu( item)?|item|movie( view)?|open-panel|outline view|panel|pasteboard|plugin|popup button|progress indicator|responder|save-panel|scroll view|secure text field( cell)?|slider|sound|split view|stepper|tab view( item)?|table( (column|header cell|header view|view))|text( (field( cell)?|view))?|toolbar( item)?|user-defaults|view|window)s?\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(animate|append|call method|center|close drawer|close panel|display|display alert|display dialog|display panel|go|hide|highlight|increment|item for|load image|load movie|load nib|load panel|load sound|localized string|lock focus|log|open drawer|path for|pause|perform action|play|register|resume|scroll|select( all)?|show|size to fit|start|step back|step forward|stop|synchronize|unlock focus|update)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b((in )?back of|(in )?front of|[0-9]+(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|after|back|before|behind|every|front|index|last|middle|some|that|through|thru|where|whose)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\"(\\\\\\\\|\\\\\"|[^\"])*\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\\b([a-zA-Z][A-Za-z0-9_]*)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[-+]?([0-9]+\\.[0-9]*|[0-9]*\\.[0-9]+)(E[-+][0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[-+]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"applescript", NULL};

const hl_lang hl_lang_applescript = {
    .tag = "applescript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
