/* lang_freefem.c: FreeFEM, ported from Rouge 3.30 lexers (Rouge::Lexers::FreeFEM). */
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
    S_classname,
    S_template,
    S__COUNT,
};

static const char kw_attributes[][17] = {
    "A", "A1", "B", "B1", "IsMetric", "U2Vc",
    "WindowIndex", "abserror", "absolute", "aniso", "aspectratio", "bb",
    "beginend", "bin", "boundary", "bw", "close", "cmm",
    "coef", "composante", "cutoff", "datafilename", "dataname", "dim",
    "displacement", "distmax", "doptions", "dparams", "eps", "err",
    "errg", "facemerge", "facetcl", "factorize", "file", "fill",
    "fixedborder", "flabel", "flags", "floatmesh", "floatsol", "fregion",
    "gradation", "grey", "hmax", "hmin", "holelist", "hsv",
    "init", "inquire", "inside", "iso", "ivalue", "keepbackvertices",
    "label", "labeldown", "labelmid", "labelup", "levelset", "loptions",
    "lparams", "maxit", "maxsubdiv", "meditff", "mem", "memory",
    "metric", "mode", "nbarrow", "nbiso", "nbiter", "nbjacoby",
    "nboffacetcl", "nbofholes", "nbofregions", "nbregul", "nbsmooth", "nbvx",
    "ncv", "nev", "nomeshgeneration", "normalization", "omega", "op",
    "optimize", "option", "options", "order", "orientation", "periodic",
    "power", "precon", "prev", "ps", "ptmerge", "qfV",
    "qfe", "qforder", "qft", "ratio", "rawvector", "reffacelow",
    "reffacemid", "reffaceup", "refnum", "reftet", "reftri", "region",
    "regionlist", "renumv", "rescaling", "ridgeangle", "save", "sigma",
    "sizeofvolume", "smoothing", "solver", "sparams", "split", "splitin2",
    "splitpbedge", "stop", "strategy", "swap", "switch", "sym",
    "t", "tgv", "thetamax", "tol", "tolpivot", "tolpivotsym",
    "transfo", "value", "varrow", "vector", "veps", "viso",
    "wait", "which", "width", "withsurfacemesh", "zbound",
};

static const char kw_builtins[][27] = {
    "AffineCG", "AffineGMRES", "BFGS", "EigenValue", "Irecv", "Isend",
    "LinearCG", "LinearGMRES", "NLCG", "Post", "Read", "Recv",
    "Sent", "Stringification", "Wait", "Write", "abs", "acos",
    "acosh", "adaptmesh", "adj", "arg", "asin", "asinh",
    "assert", "atan", "atan2", "atanh", "atof", "atoi",
    "broadcast", "buildlayers", "buildmesh", "ceil", "change", "checkmovemesh",
    "chi", "clock", "cmaes", "complexEigenValue", "conj", "convect",
    "copysign", "cos", "cosh", "cube", "d", "dd",
    "dfft", "diffnp", "diffpos", "dimKrylov", "dist", "dumptable",
    "dx", "dxx", "dxy", "dxz", "dy", "dyx",
    "dyy", "dyz", "dz", "dzx", "dzy", "dzz",
    "emptymesh", "erf", "erfc", "exec", "exit", "exp",
    "fdim", "ffind", "find", "floor", "flush", "fmax",
    "fmin", "fmod", "freeyams", "getARGV", "getline", "gmshload",
    "gmshload3", "gslcdfbetaP", "gslcdfbetaPinv", "gslcdfbetaQ", "gslcdfbetaQinv", "gslcdfbinomialP",
    "gslcdfbinomialQ", "gslcdfcauchyP", "gslcdfcauchyPinv", "gslcdfcauchyQ", "gslcdfcauchyQinv", "gslcdfchisqP",
    "gslcdfchisqPinv", "gslcdfchisqQ", "gslcdfchisqQinv", "gslcdfexponentialP", "gslcdfexponentialPinv", "gslcdfexponentialQ",
    "gslcdfexponentialQinv", "gslcdfexppowP", "gslcdfexppowQ", "gslcdffdistP", "gslcdffdistPinv", "gslcdffdistQ",
    "gslcdffdistQinv", "gslcdfflatP", "gslcdfflatPinv", "gslcdfflatQ", "gslcdfflatQinv", "gslcdfgammaP",
    "gslcdfgammaPinv", "gslcdfgammaQ", "gslcdfgammaQinv", "gslcdfgaussianP", "gslcdfgaussianPinv", "gslcdfgaussianQ",
    "gslcdfgaussianQinv", "gslcdfgeometricP", "gslcdfgeometricQ", "gslcdfgumbel1P", "gslcdfgumbel1Pinv", "gslcdfgumbel1Q",
    "gslcdfgumbel1Qinv", "gslcdfgumbel2P", "gslcdfgumbel2Pinv", "gslcdfgumbel2Q", "gslcdfgumbel2Qinv", "gslcdflaplaceP",
    "gslcdflaplacePinv", "gslcdflaplaceQ", "gslcdflaplaceQinv", "gslcdflogisticP", "gslcdflogisticPinv", "gslcdflogisticQ",
    "gslcdflogisticQinv", "gslcdflognormalP", "gslcdflognormalPinv", "gslcdflognormalQ", "gslcdflognormalQinv", "gslcdfnegativebinomialP",
    "gslcdfnegativebinomialQ", "gslcdfparetoP", "gslcdfparetoPinv", "gslcdfparetoQ", "gslcdfparetoQinv", "gslcdfpascalP",
    "gslcdfpascalQ", "gslcdfpoissonP", "gslcdfpoissonQ", "gslcdfrayleighP", "gslcdfrayleighPinv", "gslcdfrayleighQ",
    "gslcdfrayleighQinv", "gslcdftdistP", "gslcdftdistPinv", "gslcdftdistQ", "gslcdftdistQinv", "gslcdfugaussianP",
    "gslcdfugaussianPinv", "gslcdfugaussianQ", "gslcdfugaussianQinv", "gslcdfweibullP", "gslcdfweibullPinv", "gslcdfweibullQ",
    "gslcdfweibullQinv", "gslinterpakima", "gslinterpakimaperiodic", "gslinterpcspline", "gslinterpcsplineperiodic", "gslinterplinear",
    "gslinterppolynomial", "gslinterpsteffen", "gslranbernoullipdf", "gslranbeta", "gslranbetapdf", "gslranbinomialpdf",
    "gslrancauchy", "gslrancauchypdf", "gslranchisq", "gslranchisqpdf", "gslranerlang", "gslranerlangpdf",
    "gslranexponential", "gslranexponentialpdf", "gslranexppow", "gslranexppowpdf", "gslranfdist", "gslranfdistpdf",
    "gslranflat", "gslranflatpdf", "gslrangamma", "gslrangammaint", "gslrangammaknuth", "gslrangammamt",
    "gslrangammapdf", "gslrangaussian", "gslrangaussianpdf", "gslrangaussianratiomethod", "gslrangaussiantail", "gslrangaussiantailpdf",
    "gslrangaussianziggurat", "gslrangeometricpdf", "gslrangumbel1", "gslrangumbel1pdf", "gslrangumbel2", "gslrangumbel2pdf",
    "gslranlandau", "gslranlandaupdf", "gslranlaplace", "gslranlaplacepdf", "gslranlevy", "gslranlogarithmicpdf",
    "gslranlogistic", "gslranlogisticpdf", "gslranlognormal", "gslranlognormalpdf", "gslrannegativebinomialpdf", "gslranpareto",
    "gslranparetopdf", "gslranpascalpdf", "gslranpoissonpdf", "gslranrayleigh", "gslranrayleighpdf", "gslranrayleightail",
    "gslranrayleightailpdf", "gslrantdist", "gslrantdistpdf", "gslranugaussian", "gslranugaussianpdf", "gslranugaussianratiomethod",
    "gslranugaussiantail", "gslranugaussiantailpdf", "gslranweibull", "gslranweibullpdf", "gslsfChi", "gslsfCi",
    "gslsfShi", "gslsfSi", "gslsfairyAi", "gslsfairyAideriv", "gslsfairyAiderivscaled", "gslsfairyAiscaled",
    "gslsfairyBi", "gslsfairyBideriv", "gslsfairyBiderivscaled", "gslsfairyBiscaled", "gslsfairyzeroAi", "gslsfairyzeroAideriv",
    "gslsfairyzeroBi", "gslsfairyzeroBideriv", "gslsfanglerestrictpos", "gslsfanglerestrictsymm", "gslsfatanint", "gslsfbesselI0",
    "gslsfbesselI0scaled", "gslsfbesselI1", "gslsfbesselI1scaled", "gslsfbesselIn", "gslsfbesselInscaled", "gslsfbesselInu",
    "gslsfbesselInuscaled", "gslsfbesselJ0", "gslsfbesselJ1", "gslsfbesselJn", "gslsfbesselJnu", "gslsfbesselK0",
    "gslsfbesselK0scaled", "gslsfbesselK1", "gslsfbesselK1scaled", "gslsfbesselKn", "gslsfbesselKnscaled", "gslsfbesselKnu",
    "gslsfbesselKnuscaled", "gslsfbesselY0", "gslsfbesselY1", "gslsfbesselYn", "gslsfbesselYnu", "gslsfbesseli0scaled",
    "gslsfbesseli1scaled", "gslsfbesseli2scaled", "gslsfbesselilscaled", "gslsfbesselj0", "gslsfbesselj1", "gslsfbesselj2",
    "gslsfbesseljl", "gslsfbesselk0scaled", "gslsfbesselk1scaled", "gslsfbesselk2scaled", "gslsfbesselklscaled", "gslsfbessellnKnu",
    "gslsfbessely0", "gslsfbessely1", "gslsfbessely2", "gslsfbesselyl", "gslsfbesselzeroJ0", "gslsfbesselzeroJ1",
    "gslsfbesselzeroJnu", "gslsfbeta", "gslsfbetainc", "gslsfchoose", "gslsfclausen", "gslsfconicalP0",
    "gslsfconicalP1", "gslsfconicalPcylreg", "gslsfconicalPhalf", "gslsfconicalPmhalf", "gslsfconicalPsphreg", "gslsfcos",
    "gslsfdawson", "gslsfdebye1", "gslsfdebye2", "gslsfdebye3", "gslsfdebye4", "gslsfdebye5",
    "gslsfdebye6", "gslsfdilog", "gslsfdoublefact", "gslsfellintDcomp", "gslsfellintE", "gslsfellintEcomp",
    "gslsfellintF", "gslsfellintKcomp", "gslsfellintPcomp", "gslsfellintRC", "gslsferf", "gslsferfQ",
    "gslsferfZ", "gslsferfc", "gslsfeta", "gslsfetaint", "gslsfexp", "gslsfexpint3",
    "gslsfexpintE1", "gslsfexpintE1scaled", "gslsfexpintE2", "gslsfexpintE2scaled", "gslsfexpintEi", "gslsfexpintEiscaled",
    "gslsfexpintEn", "gslsfexpintEnscaled", "gslsfexpm1", "gslsfexpmult", "gslsfexprel", "gslsfexprel2",
    "gslsfexpreln", "gslsffact", "gslsffermidirac0", "gslsffermidirac1", "gslsffermidirac2", "gslsffermidirac3half",
    "gslsffermidirachalf", "gslsffermidiracinc0", "gslsffermidiracint", "gslsffermidiracm1", "gslsffermidiracmhalf", "gslsfgamma",
    "gslsfgammainc", "gslsfgammaincP", "gslsfgammaincQ", "gslsfgammainv", "gslsfgammastar", "gslsfgegenpoly1",
    "gslsfgegenpoly2", "gslsfgegenpoly3", "gslsfgegenpolyn", "gslsfhazard", "gslsfhydrogenicR1", "gslsfhyperg0F1",
    "gslsfhyperg1F1", "gslsfhyperg1F1int", "gslsfhyperg2F0", "gslsfhypergU", "gslsfhypergUint", "gslsfhypot",
    "gslsfhzeta", "gslsflaguerre1", "gslsflaguerre2", "gslsflaguerre3", "gslsflaguerren", "gslsflambertW0",
    "gslsflambertWm1", "gslsflegendreH3d", "gslsflegendreH3d0", "gslsflegendreH3d1", "gslsflegendreP1", "gslsflegendreP2",
    "gslsflegendreP3", "gslsflegendrePl", "gslsflegendrePlm", "gslsflegendreQ0", "gslsflegendreQ1", "gslsflegendreQl",
    "gslsflegendrearraysize", "gslsflegendresphPlm", "gslsflnbeta", "gslsflnchoose", "gslsflncosh", "gslsflndoublefact",
    "gslsflnfact", "gslsflngamma", "gslsflnpoch", "gslsflnsinh", "gslsflog", "gslsflog1plusx",
    "gslsflog1plusxmx", "gslsflogabs", "gslsflogerfc", "gslsfmultiply", "gslsfpoch", "gslsfpochrel",
    "gslsfpowint", "gslsfpsi", "gslsfpsi1", "gslsfpsi1int", "gslsfpsi1piy", "gslsfpsiint",
    "gslsfpsin", "gslsfsin", "gslsfsinc", "gslsfsynchrotron1", "gslsfsynchrotron2", "gslsftaylorcoeff",
    "gslsftransport2", "gslsftransport3", "gslsftransport4", "gslsftransport5", "gslsfzeta", "gslsfzetaint",
    "gslsfzetam1", "gslsfzetam1int", "imag", "int1d", "int2d", "int3d",
    "intalledges", "intallfaces", "interpolate", "invdiff", "invdiffnp", "invdiffpos",
    "isInf", "isNaN", "isoline", "j0", "j1", "jn",
    "jump", "lgamma", "log", "log10", "lrint", "lround",
    "max", "mean", "medit", "min", "mmg3d", "movemesh",
    "movemesh23", "mpiAllReduce", "mpiAllgather", "mpiAllgatherv", "mpiAlltoall", "mpiAlltoallv",
    "mpiBarrier", "mpiGather", "mpiGatherv", "mpiRank", "mpiReduce", "mpiScatter",
    "mpiScatterv", "mpiSize", "mpiWait", "mpiWaitAny", "mpiWtick", "mpiWtime",
    "mshmet", "on", "plot", "polar", "pow", "processor",
    "processorblock", "projection", "randinit", "randint31", "randint32", "random",
    "randreal1", "randreal2", "randreal3", "randres53", "readmesh", "readmesh3",
    "rfind", "rint", "round", "savemesh", "savesol", "savevtk",
    "seekg", "set", "sign", "signbit", "sin", "sinh",
    "sort", "splitComm", "splitmesh", "sqrt", "square", "srandom",
    "srandomdev", "swap", "system", "tan", "tanh", "tellg",
    "tetg", "tetgconvexhull", "tetgreconstruction", "tetgtransfo", "tgamma", "triangulate",
    "trunc", "y0", "y1", "yn",
};

static const char kw_keywords[][9] = {
    "break", "catch", "continue", "else", "for", "if",
    "return", "try", "while",
};

static const char kw_keywords_type[][11] = {
    "EndMacro", "NewMacro", "Pmmap", "Psemaphore", "bool", "border",
    "complex", "dmatrix", "fespace", "func", "gslspline", "ifstream",
    "int", "macro", "matrix", "mesh", "mesh3", "mpiComm",
    "mpiGroup", "mpiRequest", "ofstream", "problem", "real", "solve",
    "string", "varf",
};

static const char kw_reserved[][16] = {
    "ARGV", "BDM1", "BDM1Ortho", "BoundaryEdge", "CG", "Cholesky",
    "Crout", "Edge03d", "Edge13d", "Edge23d", "FEQF", "FILE",
    "GMRES", "HCT", "InternalEdge", "LINE", "LU", "N",
    "P", "P0", "P03d", "P0Edge", "P1", "P13d",
    "P1Edge", "P1b", "P1b3d", "P1bl", "P1bl3d", "P1dc",
    "P1nc", "P2", "P23d", "P2BR", "P2Edge", "P2Morley",
    "P2b", "P2dc", "P2h", "P2pnc", "P3", "P3Edge",
    "P3dc", "P4", "P4Edge", "P4dc", "P5Edge", "RT0",
    "RT03d", "RT0Ortho", "RT1", "RT1Ortho", "RT2", "RT2Ortho",
    "UMFPACK", "append", "area", "be", "binary", "bordermeasure",
    "cin", "cout", "default", "diag", "edgeOrientation", "endl",
    "fixed", "good", "hTriangle", "im", "imax", "imin",
    "l1", "l2", "label", "lenEdge", "length", "linfty",
    "m", "max", "measure", "min", "mpiAnySource", "mpiBAND",
    "mpiBXOR", "mpiCommWorld", "mpiLAND", "mpiLOR", "mpiLXOR", "mpiMAX",
    "mpiMIN", "mpiPROD", "mpiSUM", "mpiUndefined", "mpirank", "mpisize",
    "n", "nTonEdge", "nbe", "ndof", "ndofK", "noshowbase",
    "noshowpos", "notaregion", "nt", "nuEdge", "nuTriangle", "nv",
    "pi", "precision", "qf1pE", "qf1pElump", "qf1pT", "qf1pTlump",
    "qf2pE", "qf2pT", "qf2pT4P1", "qf3pE", "qf4pE", "qf5pE",
    "qf5pT", "qf7pT", "qf9pT", "qfV1", "qfV1lump", "qfV2",
    "qfV5", "qfnbpE", "quantile", "re", "region", "scientific",
    "searchMethod", "setw", "showbase", "showpos", "sparsesolver", "sum",
    "tellp", "true", "unused", "verbosity", "version", "volume",
    "whoinElement", "x", "y", "z",
};

/* freefem.rb:220
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
 *           elsif self.class.attributes.include? name
 *             token Name::Attribute
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_statements_14(hl_lx *lx, const hl_match *m)
{
    if (HL_IN(kw_keywords, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords_type, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Type, m->s, m->ov[1]);
    } else if (HL_IN(kw_reserved, m->s, m->ov[1])) {
        hl_token(lx, T_Keyword_Reserved, m->s, m->ov[1]);
    } else if (HL_IN(kw_builtins, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_attributes, m->s, m->ov[1])) {
        hl_token(lx, T_Name_Attribute, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_expr_bol[] = {
    HL_MIXIN(S_inline_whitespace),
    {.re = "include", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "load", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "ENDIFMACRO", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "IFMACRO", .opts = 0, .ntok = 1, .tok = {T_Comment_Preproc}, .act = HL_PUSH, .arg = S_macro},
    {.re = "", .opts = 0, .act = HL_POP, .arg = 1},
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
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[()\\[\\],.;]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\bcase\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_PUSH, .arg = S_case},
    {.re = "(?:true|false|NaN)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "[a-z_][A-Za-z0-9_]*", .opts = HL_I, .cb = cb_statements_14},
    HL_END,
};

static const hl_state states[S__COUNT] = {
    [S_expr_bol] = {"expr_bol", r_expr_bol},
    [S_statements] = {"statements", r_statements},
};

static const char *const aliases[] = {"ff", NULL};

const hl_lang hl_lang_freefem = {
    .tag = "freefem",
    .parent = &hl_lang_cpp,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
