/* lang_brightscript.c: BrightScript, ported from Rouge 3.30 lexers (Rouge::Lexers::Brightscript). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
};

static const char kw_builtins[][42] = {
    "roAppInfo", "roAppManager", "roAppendFile", "roArray", "roAssociativeArray", "roAudioGuide",
    "roAudioMetadata", "roAudioPlayer", "roAudioPlayerEvent", "roAudioResourceroBitmap", "roBoolean", "roBrSub",
    "roBrightPackage", "roButton", "roByteArray", "roCECStatusEvent", "roCaptionRenderer", "roCaptionRendererEvent",
    "roCecInterface", "roChannelStore", "roChannelStoreEvent", "roClockWidget", "roCodeRegistrationScreen", "roCodeRegistrationScreenEventroCompositor",
    "roControlDown", "roControlPort", "roControlUp", "roCreateFile", "roDataGramSocket", "roDatagramReceiver",
    "roDatagramSender", "roDateTime", "roDeviceInfo", "roDeviceInfoEvent", "roDoubleroEVPCipher", "roEVPDigest",
    "roFileSystem", "roFileSystemEvent", "roFloat", "roFont", "roFontMetrics", "roFontRegistry",
    "roFunction", "roGlobal", "roGpio", "roGridScreen", "roGridScreenEvent", "roHMAC",
    "roHdmiHotPlugEventroHdmiStatus", "roHdmiStatusEvent", "roHttpAgent", "roIRRemote", "roImageCanvas", "roImageCanvasEvent",
    "roImageMetadata", "roImagePlayer", "roImageWidgetroInput", "roInputEvent", "roInt", "roInvalid",
    "roKeyboard", "roKeyboardPress", "roKeyboardScreen", "roKeyboardScreenEventroList", "roListScreen", "roListScreenEvent",
    "roLocalization", "roLongInteger", "roMessageDialog", "roMessageDialogEvent", "roMessagePort", "roMicrophone",
    "roMicrophoneEvent", "roNetworkConfiguration", "roOneLineDialog", "roOneLineDialogEventroParagraphScreen", "roParagraphScreenEvent", "roPath",
    "roPinEntryDialog", "roPinEntryDialogEvent", "roPinentryScreen", "roPosterScreen", "roPosterScreenEventroProgramGuide", "roQuadravoxButton",
    "roRSA", "roReadFile", "roRectangleroRegexroRegion", "roRegistry", "roRegistrySection", "roResourceManager",
    "roRssArticle", "roRssParser", "roSGNode", "roSGNodeEvent", "roSGScreenroSGScreenEvent", "roSNS5",
    "roScreen", "roSearchHistory", "roSearchScreen", "roSearchScreenEvent", "roSerialPort", "roSlideShowroSlideShowEvent",
    "roSocketAddress", "roSocketEvent", "roSpringboardScreen", "roSpringboardScreenEventroSprite", "roStorageInfo", "roStreamSocket",
    "roStringroSystemLogroSystemLogEvent", "roSystemTime", "roTextFieldroTextScreen", "roTextScreenEvent", "roTextToSpeech", "roTextToSpeechEvent",
    "roTextureManager", "roTextureRequest", "roTextureRequestEventroTextWidget", "roTimer", "roTimespan", "roTouchScreen",
    "roTunerroTunerEvent", "roUniversalControlEvent", "roUrlEvent", "roUrlTransfer", "roVideoEvent", "roVideoInput",
    "roVideoMode", "roVideoPlayer", "roVideoPlayerEvent", "roVideoScreen", "roVideoScreenEventroWriteFile", "roXMLElement",
    "roXMLList",
};

static const char kw_keyword_reserved[][23] = {
    "BOX", "CREATEOBJECT", "DIM", "EACH", "ELSE", "ELSEIF",
    "END", "ENDFUNCTION", "ENDIF", "ENDSUB", "ENDWHILE", "EVAL",
    "EXIT", "EXITWHILE", "FALSE", "FOR", "FUNCTION", "GETGLOBALAA",
    "GETLASTRUNCOMPILEERROR", "GETLASTRUNRUNTIMEERROR", "GOTO", "IF", "IN", "INVALID",
    "LET", "LINE_NUM", "M", "NEXT", "OBJFUN", "POS",
    "PRINT", "REM", "RETURN", "RUN", "STEP", "STOP",
    "SUB", "TAB", "TO", "TRUE", "TYPE", "WHILE",
};

static const char kw_keyword_reserved_unsupported[][10] = {
    "CLASS", "CONST", "IMPORT", "LIBRARY", "NAMESPACE", "PRIVATE",
    "PROTECTED", "PUBLIC",
};

static const char kw_keyword_type[][12] = {
    "BOOLEAN", "DIM", "DOUBLE", "DYNAMIC", "FLOAT", "FUNCTION",
    "INTEGER", "INTERFACE", "INVALID", "LONGINTEGER", "OBJECT", "STRING",
    "VOID",
};

static const char kw_name_builtin[][22] = {
    "ABS", "ASC", "ATN", "CDBL", "CHR", "CINT",
    "CONTROL", "COPYFILE", "COS", "CREATEDIRECTORY", "CSNG", "DELETEDIRECTORY",
    "DELETEFILE", "EXP", "FINDMEMBERFUNCTION", "FINDNODE", "FIX", "FORMATDRIVEFORMATJSON",
    "GETINTERFACE", "INSTR", "INT", "LCASE", "LEFT", "LEN",
    "LISTDIR", "LOG", "MATCHFILES", "MID", "MOVEFILE", "OBSERVEFIELD",
    "PARSEJSON", "PARSEXML", "READASCIIFILE", "REBOOTSYSTEM", "RIGHT", "RND",
    "RUNGARBAGECOLLECTOR", "SGN", "SIN", "SLEEP", "SQR", "STR",
    "STRI", "STRING", "STRINGI", "STRTOI", "SUBSTITUTE", "TANTEXTTOP",
    "TEXT", "TRUCASE", "UPTIME", "VALVISIBLE", "VISIBLE", "WAIT",
};

static const char kw_operator_word[][5] = {
    "AND", "AS", "MOD", "NOT", "OR", "THEN",
};

/* brightscript.rb:124
 *         rule id do |m|
 *           caseSensitiveChunk = m[0]
 *           caseInsensitiveChunk = m[0].upcase
 * 
 *           if self.class.builtins.include?(caseSensitiveChunk)
 *             token Keyword::Reserved
 *           elsif self.class.keyword_reserved.include?(caseInsensitiveChunk)
 *             token Keyword::Reserved
 *           elsif self.class.keyword_reserved_unsupported.include?(caseInsensitiveChunk)
 *             token Keyword::Reserved
 *           elsif self.class.keyword_type.include?(caseInsensitiveChunk)
 *             token Keyword::Type
 *           elsif self.class.name_builtin.include?(caseInsensitiveChunk)
 *             token Name::Builtin
 *           elsif self.class.operator_word.include?(caseInsensitiveChunk)
 *             token Operator::Word
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_reserved, f1, f1n)) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_reserved_unsupported, f1, f1n)) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_keyword_type, f1, f1n)) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_name_builtin, f1, f1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_operator_word, f1, f1n)) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "\\'.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "REM.*", .opts = HL_I, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[~!%^&*+=\\|?:<>/-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[0-9]*\\.[0-9]+(e-?[0-9]+)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+[lu]*", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\".*?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "(?i-sx:[$a-z_][a-z0-9_]*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[()\\[\\],.;{}]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[$a-z_][a-z0-9_]*", .opts = HL_I, .cb = cb_root_9},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
};

static const char *const aliases[] = {"bs", "brs", NULL};

const hl_lang hl_lang_brightscript = {
    .tag = "brightscript",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
