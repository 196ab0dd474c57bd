/* lang_julia.c: Julia, ported from Rouge 3.30 lexers (Rouge::Lexers::Julia). */
#include "highlight/engine.h"

enum {
    S_root,
    S_funcname,
    S_typename,
    S_stringescape,
    S_blockcomment,
    S_string,
};

static const hl_rule r_root[] = {
    {.re = "\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "[^\\S\\n]+", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "#=", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_blockcomment},
    {.re = "#.*$", .opts = 0, .ntok = 1, .tok = {T_Comment}},
    {.re = " \\+      | =        | -     | \\*   | /\n                              | \\\\    | &        | \\|    | \\$   | ~\n                              | \\^    | %        | !     | >>>  | >>\n                              | <<    | &&       | \\|\\|  | \\+=  | -=\n                              | \\*=   | /=      | \\\\=   | ÷=   | %=\n                              | \\^=   | &=       | \\|=   | \\$=  | >>>=\n                              | >>=   | <<=      | ==    | !=   | ≠\n                              | <=    | ≤        | >=    | ≥    | \\.\n                              | ::    | <:       | ->    | \\?   | \\.\\*\n                              | \\.\\^  | \\.\\\\     | \\./  | \\\\   | <\n                              | >     | ÷        | >:    | :    | ===\n                              | !==   | =>\n                            ", .opts = HL_X, .ntok = 1, .tok = {T_Operator}},
    {.re = "\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "\\\\", .opts = 0, .ntok = 1, .tok = {T_Text}},
    {.re = "(function|macro)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\\\[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Name_Function}, .groups = 1, .act = HL_PUSH, .arg = S_funcname},
    {.re = "((?:mutable )?struct|(?:abstract|primitive) type)((?:[\\t\\n\\x0b\\f\\r\\x20]|\\\\[\\t\\n\\x0b\\f\\r\\x20])+)", .opts = 0, .ntok = 2, .tok = {T_Keyword, T_Name_Class}, .groups = 1, .act = HL_PUSH, .arg = S_typename},
    {.re = "\\b(?:\n                              ARPACKException | AbstractArray | AbstractChannel\n                            | AbstractChar | AbstractDict | AbstractDisplay\n                            | AbstractFloat | AbstractIrrational | AbstractLogger\n                            | AbstractMatrix | AbstractREPL | AbstractRNG\n                            | AbstractRange | AbstractSerializer | AbstractSet\n                            | AbstractSparseArray | AbstractSparseMatrix | AbstractSparseVector\n                            | AbstractString | AbstractUnitRange | AbstractVecOrMat\n                            | AbstractVector | AbstractWorkerPool | Adjoint\n                            | Any | ArgumentError | Array\n                            | AssertionError | Base64DecodePipe | Base64EncodePipe\n                            | BasicREPL | Bidiagonal | BigFloat\n                            | BigInt | BitArray | BitMatrix\n                            | BitSet | BitVector | Bool\n                            | BoundsError | BunchKaufman | CachingPool\n                            | CapturedException | CartesianIndex | CartesianIndices\n                            | Cchar | Cdouble | Cfloat\n                            | Channel | Char | Cholesky\n                            | CholeskyPivoted | Cint | Cintmax_t\n                            | Clong | Clonglong | ClusterManager\n                            | Cmd | Colon | Complex\n                            | ComplexF16 | ComplexF32 | ComplexF64\n                            | CompositeException | Condition | ConsoleLogger\n                            | Cptrdiff_t | Cshort | Csize_t\n                            | Cssize_t | Cstring | Cuchar\n                            | Cuint | Cuintmax_t | Culong\n                            | Culonglong | Cushort | Cvoid\n                            | Cwchar_t | Cwstring | DataType\n                            | Date | DateFormat | DatePeriod\n                            | DateTime | Day | DenseArray\n                            | DenseMatrix | DenseVecOrMat | DenseVector\n                            | Diagonal | Dict | DimensionMismatch\n                            | Dims | DivideError | DomainError\n                            | EOFError | Eigen | Enum\n                            | ErrorException | Exception | ExponentialBackOff\n                            | Expr | FDWatcher | Factorization\n                            | FileMonitor | Float16 | Float32\n                            | Float64 | FolderMonitor | Function\n                            | GeneralizedEigen | GeneralizedSVD | GeneralizedSchur\n                            | GenericArray | GenericDict | GenericSet\n                            | GenericString | GitConfig | GitRepo\n                            | GlobalRef | HMAC_CTX | HTML\n                            | Hermitian | Hessenberg | Hour\n                            | IO | IOBuffer | IOContext\n                            | IOStream | IPAddr | IPv4\n                            | IPv6 | IdDict | IndexCartesian\n                            | IndexLinear | IndexStyle | InexactError\n                            | InitError | Int | Int128\n                            | Int16 | Int32 | Int64\n                            | Int8 | Integer | InterruptException\n                            | InvalidStateException | Irrational | KeyError\n                            | LAPACKException | LDLt | LQ\n                            | LU | LinRange | LineEditREPL\n                            | LineNumberNode | LinearIndices | LoadError\n                            | LogLevel | LowerTriangular | MIME\n                            | Matrix | MersenneTwister | Method\n                            | MethodError | Microsecond | Millisecond\n                            | Minute | Missing | MissingException\n                            | Module | Month | NTuple\n                            | NamedTuple | Nanosecond | Nothing\n                            | NullLogger | Number | OrdinalRange\n                            | OutOfMemoryError | OverflowError | PackageMode\n                            | PackageSpec | Pair | PartialQuickSort\n                            | Period | PermutedDimsArray | Pipe\n                            | PollingFileWatcher | PosDefException | ProcessExitedException\n                            | Ptr | QR | QRPivoted\n                            | QuoteNode | RandomDevice | RankDeficientException\n                            | Rational | RawFD | ReadOnlyMemoryError\n                            | Real | ReentrantLock | Ref\n                            | Regex | RegexMatch | RemoteChannel\n                            | RemoteException | RoundingMode | SHA1_CTX\n                            | SHA224_CTX | SHA256_CTX | SHA2_224_CTX\n                            | SHA2_256_CTX | SHA2_384_CTX | SHA2_512_CTX\n                            | SHA384_CTX | SHA3_224_CTX | SHA3_256_CTX\n                            | SHA3_384_CTX | SHA3_512_CTX | SHA512_CTX\n                            | SVD | Schur | Second\n                            | SegmentationFault | Serializer | Set\n                            | SharedArray | SharedMatrix | SharedVector\n                            | Signed | SimpleLogger | SingularException\n                            | Some | SparseMatrixCSC | SparseVector\n                            | StackOverflowError | StepRange | StepRangeLen\n                            | StreamREPL | StridedArray | StridedMatrix\n                            | StridedVecOrMat | StridedVector | String\n                            | StringIndexError | SubArray | SubString\n                            | SubstitutionString | SymTridiagonal | Symbol\n                            | Symmetric | SystemError | TCPSocket\n                            | Task | TestSetException | Text\n                            | TextDisplay | Time | TimePeriod\n                            | TimeType | TimeZone | Timer\n                            | Transpose | Tridiagonal | Tuple\n                            | Type | TypeError | TypeVar\n                            | UDPSocket | UInt | UInt128\n                            | UInt16 | UInt32 | UInt64\n                            | UInt8 | UTC | UUID\n                            | UndefInitializer | UndefKeywordError | UndefRefError\n                            | UndefVarError | UniformScaling | Union\n                            | UnionAll | UnitLowerTriangular | UnitRange\n                            | UnitUpperTriangular | Unsigned | UpgradeLevel\n                            | UpperTriangular | Val | Vararg\n                            | VecElement | VecOrMat | Vector\n                            | VersionNumber | WeakKeyDict | WeakRef\n                            | Week | WorkerConfig | WorkerPool\n                            | Year\n                            )\\b", .opts = HL_X, .ntok = 1, .tok = {T_Keyword_Type}},
    {.re = "(local|global|const)\\b", .opts = 0, .ntok = 1, .tok = {T_Keyword_Declaration}},
    {.re = "\\b(?:\n                              function | return | module | import | export\n                            | if       | else   | elseif | end    | for\n                            | in       | isa    | while  | try    | catch\n                            | const    | local  | global | using  | struct\n                            | mutable struct    | abstract type   | finally\n                            | begin    | do     | quote  | macro  | for outer\n                            | where\n                            )\\b", .opts = HL_X, .ntok = 1, .tok = {T_Keyword}},
    {.re = "\\b(?:\n                              true      | false    | missing | nothing\n                            | Inf       | Inf16    | Inf32   | Inf64\n                            | NaN       | NaN16    | NaN32   | NaN64\n                            | stdout    | stderr   | stdin   | devnull\n                            | pi        | π        | ℯ       | im\n                            | ARGS      | C_NULL   | ENV     | ENDIAN_BOM\n                            | VERSION   | undef    | (LOAD|DEPOT)_PATH\n                            )\\b", .opts = HL_X, .ntok = 1, .tok = {T_Name_Builtin}},
    {.re = "`.*?`", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Backtick}},
    {.re = "'(\\\\.|\\\\[0-7]{1,3}|\\\\x[a-fA-F0-9]{1,3}|\\\\u[a-fA-F0-9]{1,4}|\\\\U[a-fA-F0-9]{1,6}|[^\\\\\\'\\n])'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Char}},
    {.re = "(?<=[.A-Za-z0-9_)\\]])\\'+", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "(?:[IL])\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "[E]?\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_PUSH, .arg = S_string},
    {.re = "@[A-Za-z0-9_.]+", .opts = 0, .ntok = 1, .tok = {T_Name_Decorator}},
    {.re = "(?:[a-zA-Z_\\x{00A1}-\\x{ffff}]|[\\x{1000}-\\x{10ff}])(?:[a-zA-Z_0-9\\x{00A1}-\\x{ffff}]|[\\x{1000}-\\x{10ff}])*!*", .opts = 0, .ntok = 1, .tok = {T_Name}},
    {.re = "[\\[\\]{}\\(\\),;]", .opts = 0, .ntok = 1, .tok = {T_Other}},
    {.re = "([0-9]+(_[0-9]+)+\\.[0-9]*|[0-9]*\\.[0-9]+(_[0-9]+)+)([eEf][+-]?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "([0-9]+\\.[0-9]*|[0-9]*\\.[0-9]+)([eEf][+-]?[0-9]+)?", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+(_[0-9]+)+[eEf][+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "[0-9]+[eEf][+-]?[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Float}},
    {.re = "0b[01]+(_[01]+)+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0b[01]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Bin}},
    {.re = "0o[0-7]+(_[0-7]+)+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0o[0-7]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Oct}},
    {.re = "0x[a-fA-F0-9]+(_[a-fA-F0-9]+)+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "0x[a-fA-F0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Hex}},
    {.re = "[0-9]+(_[0-9]+)+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    HL_END,
};

static const hl_rule r_funcname[] = {
    {.re = "[\\p{L}\\p{Nl}\\p{S}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{S}\\p{Po}!]*", .opts = 0, .ntok = 1, .tok = {T_Name_Function}, .act = HL_POP, .arg = 1},
    {.re = "\\([^\\t\\n\\x0b\\f\\r\\x20A-Za-z0-9_{]{1,2}\\)", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    {.re = "[^\\t\\n\\x0b\\f\\r\\x20A-Za-z0-9_{]{1,2}", .opts = 0, .ntok = 1, .tok = {T_Operator}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_typename[] = {
    {.re = "[\\p{L}\\p{Nl}\\p{S}_][A-Za-z0-9_\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}\\p{S}\\p{Po}!]*", .opts = 0, .ntok = 1, .tok = {T_Name_Class}, .act = HL_POP, .arg = 1},
    HL_END,
};

static const hl_rule r_stringescape[] = {
    {.re = "\\\\([\\\\abfnrtv\"\\']|\\n|N\\{.*?\\}|u[a-fA-F0-9]{4}|U[a-fA-F0-9]{8}|x[a-fA-F0-9]{2}|[0-7]{1,3})", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    HL_END,
};

static const hl_rule r_blockcomment[] = {
    {.re = "[^=#]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "#=", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_blockcomment},
    {.re = "\\=#", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[=#]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_string[] = {
    HL_MIXIN(S_stringescape),
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String}, .act = HL_POP, .arg = 1},
    {.re = "\\\\\\\\|\\\\\"|\\\\\\n", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\$(\\([A-Za-z0-9_]+\\))?[-#0 +]*([0-9]+|[*])?(\\.([0-9]+|[*]))?", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Interpol}},
    {.re = "[^\\\\\"$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "[\"\\\\]", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    {.re = "\\$", .opts = 0, .ntok = 1, .tok = {T_Literal_String}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"funcname", r_funcname},
    {"typename", r_typename},
    {"stringescape", r_stringescape},
    {"blockcomment", r_blockcomment},
    {"string", r_string},
};

static const char *const aliases[] = {"jl", NULL};

const hl_lang hl_lang_julia = {
    .tag = "julia",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
