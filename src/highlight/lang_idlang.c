/* lang_idlang.c: IDL, ported from Rouge 3.30 lexers (Rouge::Lexers::IDLang). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_funcname,
    S_string_single,
    S_string_double,
    S_format_spec,
};

static const char kw_conditionals[][11] = {
    "AND", "CASE", "DO", "ELSE", "ENDCASE", "ENDELSE",
    "ENDFOR", "ENDFOREACH", "ENDIF", "ENDREP", "ENDSWITCH", "ENDWHILE",
    "EQ", "FOR", "FOREACH", "GE", "GT", "IF",
    "LE", "LT", "MOD", "NE", "NOT", "OF",
    "OR", "REPEAT", "SWITCH", "THEN", "UNTIL", "WHILE",
    "XOR",
};

static const char kw_decorators[][12] = {
    "COMPILE_OPT",
};

static const char kw_keywords[][9] = {
    "BEGIN", "BREAK", "CONTINUE", "END", "GOTO", "INHERITS",
    "RETURN", "STRUCT",
};

static const char kw_operators[][5] = {
    "AND=", "EQ=", "GE=", "GT=", "LE=", "LT=",
    "MOD=", "NE=", "NOT=", "OR=", "XOR=",
};

static const char kw_routines[][22] = {
    "ABS", "ACOS", "ADAPT_HIST_EQUAL", "ALOG", "ALOG10", "AMOEBA",
    "ANNOTATE", "ARG_PRESENT", "ARRAY_EQUAL", "ARRAY_INDICES", "ARROW", "ASCII_TEMPLATE",
    "ASIN", "ASSOC", "ATAN", "AXIS", "A_CORRELATE", "BAR_PLOT",
    "BESELI", "BESELJ", "BESELK", "BESELY", "BETA", "BILINEAR",
    "BINARY_TEMPLATE", "BINDGEN", "BINOMIAL", "BIN_DATE", "BLAS_AXPY", "BLK_CON",
    "BOX_CURSOR", "BREAK", "BREAKPOINT", "BROYDEN", "BYTARR", "BYTE",
    "BYTEORDER", "BYTSCL", "CALDAT", "CALENDAR", "CALL_EXTERNAL", "CALL_FUNCTION",
    "CALL_METHOD", "CALL_PROCEDURE", "CATCH", "CD", "CEIL", "CHEBYSHEV",
    "CHECK_MATH", "CHISQR_CVF", "CHISQR_PDF", "CHOLDC", "CHOLSOL", "CINDGEN",
    "CIR_3PNT", "CLOSE", "CLUSTER", "CLUST_WTS", "COLORMAP_APPLICABLE", "COLOR_CONVERT",
    "COLOR_QUAN", "COMFIT", "COMPLEX", "COMPLEXARR", "COMPLEXROUND", "COMPUTE_MESH_NORMALS",
    "COND", "CONGRID", "CONJ", "CONSTRAINED_MIN", "CONTOUR", "CONVERT_COORD",
    "CONVOL", "COORD2TO3", "CORRELATE", "COS", "COSH", "CRAMER",
    "CREATE_STRUCT", "CREATE_VIEW", "CROSSP", "CRVLENGTH", "CTI_TEST", "CT_LUMINANCE",
    "CURSOR", "CURVEFIT", "CVTTOBM", "CV_COORD", "CW_ANIMATE", "CW_ANIMATE_GETP",
    "CW_ANIMATE_LOAD", "CW_ANIMATE_RUN", "CW_ARCBALL", "CW_BGROUP", "CW_CLR_INDEX", "CW_COLORSEL",
    "CW_DEFROI", "CW_FIELD", "CW_FILESEL", "CW_FORM", "CW_FSLIDER", "CW_LIGHT_EDITOR",
    "CW_LIGHT_EDITOR_GET", "CW_LIGHT_EDITOR_SET", "CW_ORIENT", "CW_PALETTE_EDITOR", "CW_PALETTE_EDITOR_GET", "CW_PALETTE_EDITOR_SET",
    "CW_PDMENU", "CW_RGBSLIDER", "CW_TMPL", "CW_ZOOM", "C_CORRELATE", "DBLARR",
    "DCINDGEN", "DCOMPLEX", "DCOMPLEXARR", "DEFINE_KEY", "DEFROI", "DEFSYSV",
    "DELETE_SYMBOL", "DELLOG", "DELVAR", "DERIV", "DERIVSIG", "DETERM",
    "DEVICE", "DFPMIN", "DIALOG_MESSAGE", "DIALOG_PICKFILE", "DIALOG_PRINTERSETUP", "DIALOG_PRINTJOB",
    "DIALOG_READ_IMAGE", "DIALOG_WRITE_IMAGE", "DICTIONARY", "DIGITAL_FILTER", "DILATE", "DINDGEN",
    "DISSOLVE", "DIST", "DLM_LOAD", "DLM_REGISTER", "DOC_LIBRARY", "DOUBLE",
    "DO_APPLE_SCRIPT", "DRAW_ROI", "EFONT", "EIGENQL", "EIGENVEC", "ELMHES",
    "EMPTY", "ENABLE_SYSRTN", "EOF", "ERASE", "ERODE", "ERRORF",
    "ERRPLOT", "EXECUTE", "EXIT", "EXP", "EXPAND", "EXPAND_PATH",
    "EXPINT", "EXTRAC", "EXTRACT_SLICE", "FACTORIAL", "FFT", "FILEPATH",
    "FILE_BASENAME", "FILE_CHMOD", "FILE_COPY", "FILE_DELETE", "FILE_DIRNAME", "FILE_EXPAND_PATH",
    "FILE_INFO", "FILE_LINK", "FILE_MKDIR", "FILE_MOVE", "FILE_POLL_INPUT", "FILE_SEARCH",
    "FILE_TEST", "FILE_WHICH", "FINDFILE", "FINDGEN", "FINITE", "FIX",
    "FLICK", "FLOAT", "FLOOR", "FLOW3", "FLTARR", "FLUSH",
    "FORMAT_AXIS_VALUES", "FORWARD_FUNCTION", "FREE_LUN", "FSTAT", "FULSTR", "FUNCT",
    "FV_TEST", "FX_ROOT", "FZ_ROOTS", "F_CVF", "F_PDF", "GAMMA",
    "GAMMA_CT", "GAUSS2DFIT", "GAUSSFIT", "GAUSSINT", "GAUSS_CVF", "GAUSS_PDF",
    "GETENV", "GET_DRIVE_LIST", "GET_KBRD", "GET_LUN", "GET_SCREEN_SIZE", "GET_SYMBOL",
    "GOTO", "GREG2JUL", "GRID3", "GRID_TPS", "GS_ITER", "HANNING",
    "HASH", "HEAP_GC", "HELP", "HILBERT", "HISTOGRAM", "HIST_2D",
    "HIST_EQUAL", "HLS", "HOUGH", "HQR", "HSV", "H_EQ_CT",
    "H_EQ_INT", "IBETA", "IDENTITY", "IDLANROI", "IDLANROIGROUP", "IDLFFDICOM",
    "IDLFFDXF", "IDLFFLANGUAGECAT", "IDLFFSHAPE", "IDLGRAXIS", "IDLGRBUFFER", "IDLGRCLIPBOARD",
    "IDLGRCOLORBAR", "IDLGRCONTOUR", "IDLGRFONT", "IDLGRIMAGE", "IDLGRLEGEND", "IDLGRLIGHT",
    "IDLGRMODEL", "IDLGRMPEG", "IDLGRPALETTE", "IDLGRPATTERN", "IDLGRPLOT", "IDLGRPOLYGON",
    "IDLGRPOLYLINE", "IDLGRPRINTER", "IDLGRROI", "IDLGRROIGROUP", "IDLGRSCENE", "IDLGRSURFACE",
    "IDLGRSYMBOL", "IDLGRTESSELLATOR", "IDLGRTEXT", "IDLGRVIEW", "IDLGRVIEWGROUP", "IDLGRVOLUME",
    "IDLGRVRML", "IDLGRWINDOW", "IDL_CONTAINER", "IGAMMA", "IMAGE_CONT", "IMAGE_STATISTICS",
    "IMAGINARY", "INDGEN", "INTARR", "INTERPOL", "INTERPOLATE", "INT_2D",
    "INT_3D", "INT_TABULATED", "INVERT", "IOCTL", "ISA", "ISHFT",
    "ISOCONTOUR", "ISOSURFACE", "JOURNAL", "JUL2GREG", "JULDAY", "KEYWORD_SET",
    "KRIG2D", "KURTOSIS", "KW_TEST", "L64INDGEN", "LABEL_DATE", "LABEL_REGION",
    "LADFIT", "LAGUERRE", "LEEFILT", "LEGENDRE", "LINBCG", "LINDGEN",
    "LINFIT", "LINKIMAGE", "LIST", "LIVE_CONTOUR", "LIVE_CONTROL", "LIVE_DESTROY",
    "LIVE_EXPORT", "LIVE_IMAGE", "LIVE_INFO", "LIVE_LINE", "LIVE_LOAD", "LIVE_OPLOT",
    "LIVE_PLOT", "LIVE_PRINT", "LIVE_RECT", "LIVE_STYLE", "LIVE_SURFACE", "LIVE_TEXT",
    "LJLCT", "LL_ARC_DISTANCE", "LMFIT", "LMGR", "LNGAMMA", "LNP_TEST",
    "LOADCT", "LOCALE_GET", "LON64ARR", "LONARR", "LONG", "LONG64",
    "LSODE", "LUDC", "LUMPROVE", "LUSOL", "LU_COMPLEX", "MACHAR",
    "MAKE_ARRAY", "MAKE_DLL", "MAP_2POINTS", "MAP_CONTINENTS", "MAP_GRID", "MAP_IMAGE",
    "MAP_PATCH", "MAP_PROJ_INFO", "MAP_SET", "MATRIX_MULTIPLY", "MAX", "MD_TEST",
    "MEAN", "MEANABSDEV", "MEDIAN", "MEMORY", "MESH_CLIP", "MESH_DECIMATE",
    "MESH_ISSOLID", "MESH_MERGE", "MESH_NUMTRIANGLES", "MESH_OBJ", "MESH_SMOOTH", "MESH_SURFACEAREA",
    "MESH_VALIDATE", "MESH_VOLUME", "MESSAGE", "MIN", "MIN_CURVE_SURF", "MK_HTML_HELP",
    "MODIFYCT", "MOMENT", "MORPH_CLOSE", "MORPH_DISTANCE", "MORPH_GRADIENT", "MORPH_HITORMISS",
    "MORPH_OPEN", "MORPH_THIN", "MORPH_TOPHAT", "MPEG_CLOSE", "MPEG_OPEN", "MPEG_PUT",
    "MPEG_SAVE", "MSG_CAT_CLOSE", "MSG_CAT_COMPILE", "MSG_CAT_OPEN", "MULTI", "M_CORRELATE",
    "NEWTON", "NORM", "N_ELEMENTS", "N_PARAMS", "N_TAGS", "OBJARR",
    "OBJ_CLASS", "OBJ_DESTROY", "OBJ_ISA", "OBJ_NEW", "OBJ_VALID", "ONLINE_HELP",
    "ON_ERROR", "ON_IOERROR", "OPEN", "OPENR", "OPENU", "OPENW",
    "OPLOT", "OPLOTERR", "ORDEREDHASH", "PARTICLE_TRACE", "PATH_SEP", "PCOMP",
    "PLOT", "PLOTERR", "PLOTS", "PLOT_3DBOX", "PLOT_FIELD", "PNT_LINE",
    "POINT_LUN", "POLAR_CONTOUR", "POLAR_SURFACE", "POLY", "POLYFILL", "POLYFILLV",
    "POLYSHADE", "POLYWARP", "POLY_2D", "POLY_AREA", "POLY_FIT", "POPD",
    "POWELL", "PRIMES", "PRINT", "PRINTD", "PRINTF", "PRODUCT",
    "PROFILE", "PROFILER", "PROFILES", "PROJECT_VOL", "PSAFM", "PSEUDO",
    "PS_SHOW_FONTS", "PTRARR", "PTR_FREE", "PTR_NEW", "PTR_VALID", "PUSHD",
    "P_CORRELATE", "QROMB", "QROMO", "QSIMP", "QUERY_CSV", "RADON",
    "RANDOMN", "RANDOMU", "RANKS", "RDPIX", "READ", "READF",
    "READS", "READU", "READ_ASCII", "READ_BINARY", "READ_BMP", "READ_CSV",
    "READ_DICOM", "READ_IMAGE", "READ_INTERFILE", "READ_JPEG", "READ_PICT", "READ_PNG",
    "READ_PPM", "READ_SPR", "READ_SRF", "READ_SYLK", "READ_TIFF", "READ_WAV",
    "READ_WAVE", "READ_X11_BITMAP", "READ_XWD", "REBIN", "RECALL_COMMANDS", "RECON3",
    "REDUCE_COLORS", "REFORM", "REGRESS", "REPLICATE", "REPLICATE_INPLACE", "RESOLVE_ALL",
    "RESOLVE_ROUTINE", "RESTORE", "RETALL", "REVERSE", "REWIND", "RK4",
    "ROBERTS", "ROT", "ROTATE", "ROUND", "ROUTINE_INFO", "RS_TEST",
    "R_CORRELATE", "R_TEST", "SAVE", "SAVGOL", "SCALE3", "SCALE3D",
    "SCOPE_LEVEL", "SCOPE_TRACEBACK", "SCOPE_VARFETCH", "SCOPE_VARNAME", "SEARCH2D", "SEARCH3D",
    "SETENV", "SETLOG", "SETUP_KEYS", "SET_PLOT", "SET_SHADING", "SET_SYMBOL",
    "SFIT", "SHADE_SURF", "SHADE_SURF_IRR", "SHADE_VOLUME", "SHIFT", "SHOW3",
    "SHOWFONT", "SIGNUM", "SIN", "SINDGEN", "SINH", "SIZE",
    "SKEWNESS", "SKIPF", "SLICER3", "SLIDE_IMAGE", "SMOOTH", "SOBEL",
    "SOCKET", "SORT", "SPAWN", "SPHER_HARM", "SPH_4PNT", "SPH_SCAT",
    "SPLINE", "SPLINE_P", "SPL_INIT", "SPL_INTERP", "SPRSAB", "SPRSAX",
    "SPRSIN", "SPRSTP", "SQRT", "STANDARDIZE", "STDDEV", "STOP",
    "STRARR", "STRCMP", "STRCOMPRESS", "STREAMLINE", "STREGEX", "STRETCH",
    "STRING", "STRJOIN", "STRLEN", "STRLOWCASE", "STRMATCH", "STRMESSAGE",
    "STRMID", "STRPOS", "STRPUT", "STRSPLIT", "STRTRIM", "STRUCT_ASSIGN",
    "STRUCT_HIDE", "STRUPCASE", "SURFACE", "SURFR", "SVDC", "SVDFIT",
    "SVSOL", "SWAP_ENDIAN", "SWITCH", "SYSTIME", "S_TEST", "T3D",
    "TAG_NAMES", "TAN", "TANH", "TAPRD", "TAPWRT", "TEK_COLOR",
    "TEMPORARY", "TETRA_CLIP", "TETRA_SURFACE", "TETRA_VOLUME", "THIN", "THREED",
    "TIMEGEN", "TIME_TEST2", "TM_TEST", "TOTAL", "TRACE", "TRANSPOSE",
    "TRIANGULATE", "TRIGRID", "TRIQL", "TRIRED", "TRISOL", "TRI_SURF",
    "TRNLOG", "TS_COEF", "TS_DIFF", "TS_FCAST", "TS_SMOOTH", "TV",
    "TVCRS", "TVLCT", "TVRD", "TVSCL", "TYPENAME", "T_CVF",
    "T_PDF", "UINDGEN", "UINT", "UINTARR", "UL64INDGEN", "ULINDGEN",
    "ULON64ARR", "ULONARR", "ULONG", "ULONG64", "UNIQ", "USERSYM",
    "VALUE_LOCATE", "VARIANCE", "VAX_FLOAT", "VECTOR_FIELD", "VEL", "VELOVECT",
    "VERT_T3D", "VOIGT", "VORONOI", "VOXEL_PROJ", "WAIT", "WARP_TRI",
    "WATERSHED", "WDELETE", "WEOF", "WF_DRAW", "WHERE", "WIDGET_BASE",
    "WIDGET_BUTTON", "WIDGET_CONTROL", "WIDGET_DRAW", "WIDGET_DROPLIST", "WIDGET_EVENT", "WIDGET_INFO",
    "WIDGET_LABEL", "WIDGET_LIST", "WIDGET_SLIDER", "WIDGET_TABLE", "WIDGET_TEXT", "WINDOW",
    "WRITEU", "WRITE_BMP", "WRITE_CSV", "WRITE_IMAGE", "WRITE_JPEG", "WRITE_NRIF",
    "WRITE_PICT", "WRITE_PNG", "WRITE_PPM", "WRITE_SPR", "WRITE_SRF", "WRITE_SYLK",
    "WRITE_TIFF", "WRITE_WAV", "WRITE_WAVE", "WSET", "WSHOW", "WTN",
    "WV_APPLET", "WV_CWT", "WV_CW_WAVELET", "WV_DENOISE", "WV_DWT", "WV_FN_COIFLET",
    "WV_FN_DAUBECHIES", "WV_FN_GAUSSIAN", "WV_FN_HAAR", "WV_FN_MORLET", "WV_FN_PAUL", "WV_FN_SYMLET",
    "WV_IMPORT_DATA", "WV_IMPORT_WAVELET", "WV_PLOT3D_WPS", "WV_PLOT_MULTIRES", "WV_PWT", "WV_TOOL_DENOISE",
    "XBM_EDIT", "XDISPLAYFILE", "XDXF", "XFONT", "XINTERANIMATE", "XLOADCT",
    "XMANAGER", "XMNG_TMPL", "XMTOOL", "XOBJVIEW", "XPALETTE", "XPCOLOR",
    "XPLOT3D", "XREGISTERED", "XROI", "XSQ_TEST", "XSURFACE", "XVAREDIT",
    "XVOLUME", "XVOLUME_ROTATE", "XVOLUME_WRITE_IMAGE", "XYOUTS", "ZOOM", "ZOOM_24",
};

static const char kw_standalone_statements[][17] = {
    "COMMON", "FORWARD_FUNCTION",
};

/* idlang.rb:256
 *         rule %r/#{name}/m do |m|
 *           match = m[0].upcase
 *           if self.class.keywords.include? match
 *             token Keyword
 *           elsif self.class.conditionals.include? match
 *             token Keyword
 *           elsif self.class.decorators.include? match
 *             token Name::Decorator
 *           elsif self.class.standalone_statements.include? match
 *             token Keyword::Reserved
 *           elsif self.class.operators.include? match
 *             token Operator::Word
 *           elsif self.class.routines.include? match
 *             token Name::Builtin
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_14(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    if (HL_IN(kw_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_conditionals, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_decorators, f1, f1n)) {
        hl_token(lx, T_Name_Decorator, m->s, m->ov[1]);
    } else if (HL_IN(kw_standalone_statements, f1, f1n)) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_operators, f1, f1n)) {
        hl_token(lx, T_Operator_Word, m->s, m->ov[1]);
    } else if (HL_IN(kw_routines, f1, f1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = ";.*$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "\\,[\\t\\n\\x0b\\f\\r\\x20]*\\,", .opts = 0, .ntok = 1, .tok = {T_Error}},
    {.re = "\\!(?i-sx:[_A-Z][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Variable_Global}},
    {.re = "[(),:\\&\\$]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\n          [+-]? # sign\n          (\n            ([0-9]+[.][0-9]*|[.][0-9]+)((?-six:[dDeE][+-][0-9]+))?\n            | [0-9]+(?-six:[dDeE][+-][0-9]+) # exponent is mandatory\n          )\n          (_(?-six:([0-9]+|(?i-sx:[_A-Z][A-Za-z0-9_]*))))? # kind parameter\n        ", .opts = HL_I | HL_X, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+(B|S|U|US|LL|L|ULL|UL)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "\"[0-7]+(B|O|U|ULL|UL|LL|L)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "'[0-9A-F]+'X(B|S|US|ULL|UL|U|LL|L)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "((?-six:([0-9]+|(?i-sx:[_A-Z][A-Za-z0-9_]*)))_)?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "((?-six:([0-9]+|(?i-sx:[_A-Z][A-Za-z0-9_]*)))_)?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "\\#\\#|\\#|\\&\\&|\\|\\||/=|<=|>=|->|\\@|\\?|[-+*/<=~^{}]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "((?i-sx:[_A-Z][A-Za-z0-9_]*))(\\.)([^\\t\\n\\x0b\\f\\r\\x20,]*)", .opts = HL_I, .ntok = 3, .tok = {T_Name, T_Operator, T_Name}, .groups = 1},
    {.re = "(function|pro)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\$[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = HL_I, .ntok = 2, .tok = {T_Keyword, T_Text_Whitespace}, .groups = 1, .act = HL_PUSH, .arg = S_funcname},
    {.re = "(?i-sx:[_A-Z][A-Za-z0-9_]*)", .opts = HL_M, .cb = cb_root_14},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "(?i-sx:[_A-Z][A-Za-z0-9_]*)", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "(:+|\\$)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = ";.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "$", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string_single[] = {
    {.re = "[^']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_string_double[] = {
    {.re = "[^\"]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_format_spec[] = {
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_single},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string_double},
    {.re = "\\(", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_PUSH, .arg = S_format_spec},
    {.re = "\\)", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text_Whitespace}},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20'\"(),]+", .opts = 0, .ntok = 1, .tok = {T_Literal}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"funcname", r_funcname},
    {"string_single", r_string_single},
    {"string_double", r_string_double},
    {"format_spec", r_format_spec},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_idlang = {
    .tag = "idlang",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
