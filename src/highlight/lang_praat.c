/* lang_praat.c: Praat, ported from Rouge 3.30 lexers (Rouge::Lexers::Praat). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_command,
    S_procedure_call,
    S_procedure_definition,
    S_function_call,
    S_function,
    S_comma_list,
    S_old_arguments,
    S_number,
    S_variable_name,
    S_object_reference,
    S_operator,
    S_string_interpolated,
    S_string_unquoted,
    S_string,
    S_old_form,
};

/* praat.rb:158
 *         rule %r/\.{3}/ do
 *           token Keyword
 *           pop!
 *           push :old_arguments
 *         end
 */
static void cb_command_2(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_old_arguments);
}

/* praat.rb:164
 *         rule %r/:/ do
 *           token Keyword
 *           pop!
 *           push :comma_list
 *         end
 */
static void cb_command_3(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Keyword, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_comma_list);
}

/* praat.rb:181
 *         rule %r/(?=\s+)/ do
 *           token Text
 *           pop!
 *           push :old_arguments
 *         end
 */
static void cb_procedure_call_4(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_old_arguments);
}

/* praat.rb:205
 *         rule %r/(?::|\s*\()/ do
 *           token Text
 *           pop!
 *           push :comma_list
 *         end
 */
static void cb_function_1(hl_lx *lx, const hl_match *m)
{
    hl_token(lx, T_Text, m->s, m->ov[1]);
    hl_pop(lx, 1);
    hl_push(lx, S_comma_list);
}

static const hl_rule r_root[] = {
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)(#.*?$)", .opts = 0, .ntok = 2, .tok = {T_Text, T_Comment_Single}, .groups = 1},
    {.re = "^#.*?$", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = ";[^\\n]*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(\\bprocedure)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_procedure_definition},
    {.re = "(\\bcall)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_procedure_call},
    {.re = "@", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_procedure_call},
    HL_MIXIN(S_function_call),
    {.re = "\\b(?:select all)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(?:if|then|else|elsif|elif|endif|fi|for|from|to|endfor|endproc|while|endwhile|repeat|until|select|plus|minus|demo|assert|stopwatch|nocheck|nowarn|noprogress|editor|endeditor|clearinfo)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    {.re = "(\\bform\\b)([\\t\\n\\x0b\\f\\r\\x20]+)([^\\n]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Literal_String}, .groups = 1, .act = HL_PUSH, .arg = S_old_form},
    {.re = "(print(?:line|tab)?|echo|exit|asserterror|pause|send(?:praat|socket)|include|execute|system(?:_nocheck)?)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_string_unquoted},
    {.re = "(goto|label)([\\t\\n\\x0b\\f\\r\\x20]+)([A-Za-z0-9_]+)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Label}, .groups = 1},
    HL_MIXIN(S_variable_name),
    HL_MIXIN(S_number),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "\\b(?:Activation|AffineTransform|AmplitudeTier|Art|Artword|Autosegment|BarkFilter|BarkSpectrogram|CCA|Categories|Cepstrogram|Cepstrum|Cepstrumc|ChebyshevSeries|ClassificationTable|Cochleagram|Collection|ComplexSpectrogram|Configuration|Confusion|ContingencyTable|Corpus|Correlation|Covariance|CrossCorrelationTable|CrossCorrelationTableList|CrossCorrelationTables|DTW|DataModeler|Diagonalizer|Discriminant|Dissimilarity|Distance|Distributions|DurationTier|EEG|ERP|ERPTier|EditCostsTable|EditDistanceTable|Eigen|Excitation|Excitations|ExperimentMFC|FFNet|FeatureWeights|FileInMemory|FilesInMemory|Formant|FormantFilter|FormantGrid|FormantModeler|FormantPoint|FormantTier|GaussianMixture|HMM|HMM_Observation|HMM_ObservationSequence|HMM_State|HMM_StateSequence|HMMObservation|HMMObservationSequence|HMMState|HMMStateSequence|Harmonicity|ISpline|Index|Intensity|IntensityTier|IntervalTier|KNN|KlattGrid|KlattTable|LFCC|LPC|Label|LegendreSeries|LinearRegression|LogisticRegression|LongSound|Ltas|MFCC|MSpline|ManPages|Manipulation|Matrix|MelFilter|MelSpectrogram|MixingMatrix|Movie|Network|OTGrammar|OTHistory|OTMulti|PCA|PairDistribution|ParamCurve|Pattern|Permutation|Photo|Pitch|PitchModeler|PitchTier|PointProcess|Polygon|Polynomial|PowerCepstrogram|PowerCepstrum|Procrustes|RealPoint|RealTier|ResultsMFC|Roots|SPINET|SSCP|SVD|Salience|ScalarProduct|Similarity|SimpleString|SortedSetOfString|Sound|Speaker|Spectrogram|Spectrum|SpectrumTier|SpeechSynthesizer|SpellingChecker|Strings|StringsIndex|Table|TableOfReal|TextGrid|TextInterval|TextPoint|TextTier|Tier|Transition|VocalTract|VocalTractTier|Weight|WordList)(?=[\\t\\n\\x0b\\f\\r\\x20]+[^\\t\\n\\x0b\\f\\r\\x20]+\\n)", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_PUSH, .arg = S_string_unquoted},
    {.re = "\\b(?=[A-Z])", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_command},
    {.re = "(\\.{3}|[)(,\\$])", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_command[] = {
    {.re = "( ?([^\\t\\n\\x0b\\f\\r\\x20:\\.'])+ ?)", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_string_interpolated),
    {.re = "\\.{3}", .opts = 0, .cb = cb_command_2},
    {.re = ":", .opts = 0, .cb = cb_command_3},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_procedure_call[] = {
    HL_MIXIN(S_string_interpolated),
    {.re = "(:|[\\t\\n\\x0b\\f\\r\\x20]*\\()", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "[^:\\('\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "(?=[\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .cb = cb_procedure_call_4},
    HL_END,
};

static const hl_rule r_procedure_definition[] = {
    {.re = "(:|[\\t\\n\\x0b\\f\\r\\x20]*\\()", .opts = 0, .ntok = 1, .tok = {T_Punctuation}, .act = HL_POP, .arg = 1},
    {.re = "[^:\\(\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_function_call[] = {
    {.re = "\\b(backslashTrigraphsToUnicode|chooseDirectory|chooseReadFile|chooseWriteFile|date|demoKey|do|environment|extractLine|extractWord|fixed|info|left|mid|percent|readFile|replace|replace_regex|right|selected|string|unicodeToBackslashTrigraphs)\\$(?=[\\t\\n\\x0b\\f\\r\\x20]*[:(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_function},
    {.re = "\\b(linear|randomGauss|randomInteger|randomUniform|zero)#(?=[\\t\\n\\x0b\\f\\r\\x20]*[:(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_function},
    {.re = "\\b(abs|appendFile|appendFileLine|appendInfo|appendInfoLine|arccos|arccosh|arcsin|arcsinh|arctan|arctan2|arctanh|barkToHertz|beginPause|beginSendPraat|besselI|besselK|beta|beta2|binomialP|binomialQ|boolean|ceiling|chiSquareP|chiSquareQ|choice|comment|cos|cosh|createDirectory|deleteFile|demoClicked|demoClickedIn|demoCommandKeyPressed|demoExtraControlKeyPressed|demoInput|demoKeyPressed|demoOptionKeyPressed|demoShiftKeyPressed|demoShow|demoWaitForInput|demoWindowTitle|demoX|demoY|differenceLimensToPhon|do|editor|endPause|endSendPraat|endsWith|erb|erbToHertz|erf|erfc|exitScript|exp|extractNumber|fileReadable|fisherP|fisherQ|floor|gaussP|gaussQ|hash|hertzToBark|hertzToErb|hertzToMel|hertzToSemitones|imax|imin|incompleteBeta|incompleteGammaP|index|index_regex|integer|invBinomialP|invBinomialQ|invChiSquareQ|invFisherQ|invGaussQ|invSigmoid|invStudentQ|length|ln|lnBeta|lnGamma|log10|log2|max|melToHertz|min|minusObject|natural|number|numberOfColumns|numberOfRows|numberOfSelected|objectsAreIdentical|option|optionMenu|pauseScript|phonToDifferenceLimens|plusObject|positive|randomBinomial|randomGauss|randomInteger|randomPoisson|randomUniform|real|readFile|removeObject|rindex|rindex_regex|round|runScript|runSystem|runSystem_nocheck|selectObject|selected|semitonesToHertz|sentence|sentencetext|sigmoid|sin|sinc|sincpi|sinh|soundPressureToPhon|sqrt|startsWith|studentP|studentQ|tan|tanh|text|variableExists|word|writeFile|writeFileLine|writeInfo|writeInfoLine)(?=[\\t\\n\\x0b\\f\\r\\x20]*[:(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_PUSH, .arg = S_function},
    HL_END,
};

static const hl_rule r_function[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(?::|[\\t\\n\\x0b\\f\\r\\x20]*\\()", .opts = 0, .cb = cb_function_1},
    HL_END,
};

static const hl_rule r_comma_list[] = {
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]*\\n[\\t\\n\\x0b\\f\\r\\x20]*)(\\.{3})", .opts = 0, .ntok = 2, .tok = {T_Text, T_Punctuation}, .groups = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]*[\\])\\n]", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "\\b(if|then|else|fi|endif)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}},
    HL_MIXIN(S_function_call),
    HL_MIXIN(S_variable_name),
    HL_MIXIN(S_operator),
    HL_MIXIN(S_number),
    {.re = "[()]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = ",", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_old_arguments[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_variable_name),
    HL_MIXIN(S_operator),
    HL_MIXIN(S_number),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "[^\\n]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_END,
};

static const hl_rule r_number[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "\\b[0-9]+(\\.[0-9]*)?([eE][-+]?[0-9]+)?%?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number}},
    HL_END,
};

static const hl_rule r_variable_name[] = {
    HL_MIXIN(S_operator),
    HL_MIXIN(S_number),
    {.re = "\\b(?:praatVersion|tab|shellDirectory|homeDirectory|preferencesDirectory|newline|temporaryDirectory|defaultDirectory)\\$", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(?:all|average|e|left|macintosh|mono|pi|praatVersion|right|stereo|undefined|unix|windows)(?!\\$)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\b(Object|Activation|AffineTransform|AmplitudeTier|Art|Artword|Autosegment|BarkFilter|BarkSpectrogram|CCA|Categories|Cepstrogram|Cepstrum|Cepstrumc|ChebyshevSeries|ClassificationTable|Cochleagram|Collection|ComplexSpectrogram|Configuration|Confusion|ContingencyTable|Corpus|Correlation|Covariance|CrossCorrelationTable|CrossCorrelationTableList|CrossCorrelationTables|DTW|DataModeler|Diagonalizer|Discriminant|Dissimilarity|Distance|Distributions|DurationTier|EEG|ERP|ERPTier|EditCostsTable|EditDistanceTable|Eigen|Excitation|Excitations|ExperimentMFC|FFNet|FeatureWeights|FileInMemory|FilesInMemory|Formant|FormantFilter|FormantGrid|FormantModeler|FormantPoint|FormantTier|GaussianMixture|HMM|HMM_Observation|HMM_ObservationSequence|HMM_State|HMM_StateSequence|HMMObservation|HMMObservationSequence|HMMState|HMMStateSequence|Harmonicity|ISpline|Index|Intensity|IntensityTier|IntervalTier|KNN|KlattGrid|KlattTable|LFCC|LPC|Label|LegendreSeries|LinearRegression|LogisticRegression|LongSound|Ltas|MFCC|MSpline|ManPages|Manipulation|Matrix|MelFilter|MelSpectrogram|MixingMatrix|Movie|Network|OTGrammar|OTHistory|OTMulti|PCA|PairDistribution|ParamCurve|Pattern|Permutation|Photo|Pitch|PitchModeler|PitchTier|PointProcess|Polygon|Polynomial|PowerCepstrogram|PowerCepstrum|Procrustes|RealPoint|RealTier|ResultsMFC|Roots|SPINET|SSCP|SVD|Salience|ScalarProduct|Similarity|SimpleString|SortedSetOfString|Sound|Speaker|Spectrogram|Spectrum|SpectrumTier|SpeechSynthesizer|SpellingChecker|Strings|StringsIndex|Table|TableOfReal|TextGrid|TextInterval|TextPoint|TextTier|Tier|Transition|VocalTract|VocalTractTier|Weight|WordList)_", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_PUSH, .arg = S_object_reference},
    {.re = "\\.?[a-z][a-zA-Z0-9_.]*(\\$|#)?", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[\\[\\]]", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_PUSH, .arg = S_comma_list},
    HL_MIXIN(S_string_interpolated),
    HL_END,
};

static const hl_rule r_object_reference[] = {
    HL_MIXIN(S_string_interpolated),
    {.re = "([a-z][a-zA-Z0-9_]*|[0-9]+)", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\.(ncol|nrow|xmin|ymin|xmax|ymax|nx|ny|dx|dy)\\b", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}, .act = HL_POP, .arg = 1},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "\\[", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_operator[] = {
    {.re = "([+/*<>=!-]=?|[&*|][&*|]?|\\^|<>)", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?<![A-Za-z0-9_.])(and|or|not|div|mod)(?![A-Za-z0-9_.])", .opts = 0, .ntok = 1, .tok = {T_Operator_Word}},
    HL_END,
};

static const hl_rule r_string_interpolated[] = {
    {.re = "'[\\._a-z][^\\[\\]'\":]*(\\[([0-9,]+|\"[A-Za-z0-9_,]+\")\\])?(:[0-9]+)?'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    HL_END,
};

static const hl_rule r_string_unquoted[] = {
    {.re = "\\n[\\t\\n\\x0b\\f\\r\\x20]*\\.{3}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}, .act = HL_POP, .arg = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]", .opts = 0, .ntok = 1, .tok = {T_Text}},
    HL_MIXIN(S_string_interpolated),
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[^'\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "\\n[\\t\\n\\x0b\\f\\r\\x20]*\\.{3}", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    HL_MIXIN(S_string_interpolated),
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[^'\"\\n]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};

static const hl_rule r_old_form[] = {
    {.re = "([\\t\\n\\x0b\\f\\r\\x20]+)(#.*?$)", .opts = 0, .ntok = 2, .tok = {T_Text, T_Comment_Single}, .groups = 1},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(optionmenu|choice)([ \\t]+[^\\t\\n\\x0b\\f\\r\\x20]+:[ \\t]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_number},
    {.re = "(option|button)([ \\t]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_string_unquoted},
    {.re = "(sentence|text)([ \\t]+[^\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_string_unquoted},
    {.re = "(word)([ \\t]+[^\\t\\n\\x0b\\f\\r\\x20]+[ \\t]*)([^\\t\\n\\x0b\\f\\r\\x20]+)?([ \\t]+.*)?", .opts = 0, .ntok = 4, .tok = {T_Keyword, T_Text, T_Literal_String, T_Text}, .groups = 1},
    {.re = "(boolean)([\\t\\n\\x0b\\f\\r\\x20]+[^\\t\\n\\x0b\\f\\r\\x20]+[\\t\\n\\x0b\\f\\r\\x20]*)(0|1|\"?(?:yes|no)\"?)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Name_Variable}, .groups = 1},
    {.re = "(real|natural|positive|integer)([ \\t]+[^\\t\\n\\x0b\\f\\r\\x20]+[ \\t]*)([+-]?)", .opts = 0, .ntok = 3, .tok = {T_Keyword, T_Text, T_Operator}, .groups = 1, .act = HL_PUSH, .arg = S_number},
    {.re = "(comment)([\\t\\n\\x0b\\f\\r\\x20]+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Text}, .groups = 1, .act = HL_PUSH, .arg = S_string_unquoted},
    {.re = "\\bendform\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword}, .act = HL_POP, .arg = 1},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"command", r_command},
    {"procedure_call", r_procedure_call},
    {"procedure_definition", r_procedure_definition},
    {"function_call", r_function_call},
    {"function", r_function},
    {"comma_list", r_comma_list},
    {"old_arguments", r_old_arguments},
    {"number", r_number},
    {"variable_name", r_variable_name},
    {"object_reference", r_object_reference},
    {"operator", r_operator},
    {"string_interpolated", r_string_interpolated},
    {"string_unquoted", r_string_unquoted},
    {"string", r_string},
    {"old_form", r_old_form},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_praat = {
    .tag = "praat",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
