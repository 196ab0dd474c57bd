/* lang_hql.c: HQL, ported from Rouge 3.30 lexers (Rouge::Lexers::HQL). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comments,
    S_backtick,
    S_single_string,
    S_double_string,
    S_hive_variable,
    S__COUNT,
};

static const char kw_keywords[][19] = {
    "ABORT", "ABS", "ACOS", "ADD", "ADD_MONTHS", "ADMIN",
    "AES_DECRYPT", "AES_ENCRYPT", "AFTER", "ALL", "ALTER", "ANALYZE",
    "AND", "ARCHIVE", "ARRAY", "ARRAY_CONTAINS", "AS", "ASC",
    "ASCII", "ASIN", "ASSERT_TRUE", "ATAN", "AUTHORIZATION", "AUTOCOMMIT",
    "AVG", "BASE64", "BEFORE", "BETWEEN", "BIGINT", "BIN",
    "BINARY", "BOOLEAN", "BOTH", "BROUND", "BUCKET", "BUCKETS",
    "BY", "CACHE", "CASCADE", "CASE", "CAST", "CBRT",
    "CEIL", "CEILING", "CHANGE", "CHAR", "CHARACTER_LENGTH", "CHR",
    "CLUSTER", "CLUSTERED", "CLUSTERSTATUS", "COALESCE", "COLLECTION", "COLLECT_LIST",
    "COLLECT_SET", "COLUMN", "COLUMNS", "COMMENT", "COMMIT", "COMPACT",
    "COMPACTIONS", "COMPUTE", "CONCAT", "CONCATENATE", "CONCAT_WS", "CONF",
    "CONSTRAINT", "CONTEXT_NGRAMS", "CONTINUE", "CONV", "CORR", "COS",
    "COUNT", "COVAR_POP", "COVAR_SAMP", "CRC32", "CREATE", "CREATE_UNION",
    "CROSS", "CUBE", "CURRENT", "CURRENT_DATABASE", "CURRENT_DATE", "CURRENT_TIMESTAMP",
    "CURRENT_USER", "CURSOR", "DATA", "DATABASE", "DATABASES", "DATE",
    "DATEDIFF", "DATETIME", "DATE_ADD", "DATE_FORMAT", "DATE_SUB", "DAY",
    "DAYOFMONTH", "DAYOFWEEK", "DAYS", "DBPROPERTIES", "DECIMAL", "DECODE",
    "DEFERRED", "DEFINED", "DEGREES", "DELETE", "DELIMITED", "DEPENDENCY",
    "DESC", "DESCRIBE", "DETAIL", "DIRECTORIES", "DIRECTORY", "DISABLE",
    "DISTINCT", "DISTRIBUTE", "DOUBLE", "DOW", "DROP", "E",
    "ELEM_TYPE", "ELSE", "ELT", "ENABLE", "ENCODE", "END",
    "ESCAPED", "EXCHANGE", "EXCLUSIVE", "EXISTS", "EXP", "EXPLAIN",
    "EXPLODE", "EXPORT", "EXPRESSION", "EXTENDED", "EXTERNAL", "EXTRACT",
    "FACTORIAL", "FALSE", "FETCH", "FIELD", "FIELDS", "FILE",
    "FILEFORMAT", "FIND_IN_SET", "FIRST", "FLOAT", "FLOOR", "FOLLOWING",
    "FOR", "FOREIGN", "FORMAT", "FORMATTED", "FORMAT_NUMBER", "FROM",
    "FROM_UNIXTIME", "FROM_UTC_TIMESTAMP", "FULL", "FUNCTION", "FUNCTIONS", "GET_JSON_OBJECT",
    "GRANT", "GREATEST", "GROUP", "GROUPING", "HASH", "HAVING",
    "HEX", "HISTOGRAM_NUMERIC", "HOLD_DDLTIME", "HOUR", "HOURS", "IDXPROPERTIES",
    "IF", "IGNORE", "IMPORT", "IN", "INDEX", "INDEXES",
    "INITCAP", "INLINE", "INNER", "INPATH", "INPUTDRIVER", "INPUTFORMAT",
    "INSERT", "INSTR", "INT", "INTEGER", "INTERSECT", "INTERVAL",
    "INTO", "IN_FILE", "IS", "ISNOTNULL", "ISNULL", "ISOLATION",
    "ITEMS", "JAR", "JAVA_METHOD", "JOIN", "JSON_TUPLE", "KEY",
    "KEYS", "KEY_TYPE", "LAST", "LAST_DAY", "LATERAL", "LCASE",
    "LEAST", "LEFT", "LENGTH", "LESS", "LEVEL", "LEVENSHTEIN",
    "LIKE", "LIMIT", "LINES", "LN", "LOAD", "LOCAL",
    "LOCATE", "LOCATION", "LOCK", "LOCKS", "LOG", "LOG10",
    "LOG2", "LOGGED_IN_USER", "LOGICAL", "LONG", "LOWER", "LPAD",
    "LTRIM", "MACRO", "MAP", "MAPJOIN", "MAP_KEYS", "MAP_VALUES",
    "MASK", "MASK_FIRST_N", "MASK_HASH", "MASK_LAST_N", "MASK_SHOW_FIRST_N", "MASK_SHOW_LAST_N",
    "MATERIALIZED", "MAX", "MD5", "METADATA", "MIN", "MINUS",
    "MINUTE", "MINUTES", "MONTH", "MONTHS", "MONTHS_BETWEEN", "MORE",
    "MSCK", "NAMED_STRUCT", "NEGATIVE", "NEXT_DAY", "NGRAMS", "NONE",
    "NORELY", "NOSCAN", "NOT", "NOVALIDATE", "NO_DROP", "NTILE",
    "NULL", "NULLIF", "NULLS", "NUMERIC", "NVL", "OCTET_LENGTH",
    "OF", "OFFLINE", "OFFSET", "ON", "ONLY", "OPERATOR",
    "OPTION", "OR", "ORDER", "OUT", "OUTER", "OUTPUTDRIVER",
    "OUTPUTFORMAT", "OVER", "OVERWRITE", "OWNER", "PARSE_URL", "PARSE_URL_TUPLE",
    "PARTIALSCAN", "PARTITION", "PARTITIONED", "PARTITIONS", "PERCENT", "PERCENTILE",
    "PERCENTILE_APPROX", "PI", "PLUS", "PMOD", "POSEXPLODE", "POSITIVE",
    "POW", "POWER", "PRECEDING", "PRECISION", "PRESERVE", "PRETTY",
    "PRIMARY", "PRINCIPALS", "PRINTF", "PROCEDURE", "PROTECTION", "PURGE",
    "QUARTER", "RADIANS", "RAND", "RANGE", "READ", "READONLY",
    "READS", "REBUILD", "RECORDREADER", "RECORDWRITER", "REDUCE", "REFERENCES",
    "REFLECT", "REGEXP", "REGEXP_EXTRACT", "REGEXP_REPLACE", "REGR_AVGX", "REGR_AVGY",
    "REGR_COUNT", "REGR_INTERCEPT", "REGR_R2", "REGR_SLOPE", "REGR_SXX", "REGR_SXY",
    "REGR_SYY", "RELOAD", "RELY", "RENAME", "REPAIR", "REPEAT",
    "REPLACE", "REPLICATION", "RESTRICT", "REVERSE", "REVOKE", "REWRITE",
    "RIGHT", "RLIKE", "ROLE", "ROLES", "ROLLBACK", "ROLLUP",
    "ROUND", "ROW", "ROWS", "RPAD", "RTRIM", "SCHEMA",
    "SCHEMAS", "SECOND", "SECONDS", "SELECT", "SEMI", "SENTENCES",
    "SERDE", "SERDEPROPERTIES", "SERVER", "SET", "SETS", "SHA",
    "SHA1", "SHA2", "SHARED", "SHIFTLEFT", "SHIFTRIGHT", "SHIFTRIGHTUNSIGNED",
    "SHOW", "SHOW_DATABASE", "SIGN", "SIN", "SIZE", "SKEWED",
    "SMALLINT", "SNAPSHOT", "SORT", "SORTED", "SORT_ARRAY", "SOUNDEX",
    "SPACE", "SPLIT", "SQRT", "SSL", "STACK", "START",
    "STATISTICS", "STDDEV_POP", "STDDEV_SAMP", "STORED", "STREAMTABLE", "STRING",
    "STRUCT", "STR_TO_MAP", "SUBSTR", "SUBSTRING", "SUBSTRING_INDEX", "SUM",
    "SUMMARY", "TABLE", "TABLES", "TABLESAMPLE", "TAN", "TBLPROPERTIES",
    "TEMPORARY", "TERMINATED", "THEN", "TIME", "TIMESTAMP", "TIMESTAMPTZ",
    "TINYINT", "TO", "TOUCH", "TO_DATE", "TO_UTC_TIMESTAMP", "TRANSACTION",
    "TRANSACTIONS", "TRANSFORM", "TRANSLATE", "TRIGGER", "TRIM", "TRUE",
    "TRUNC", "TRUNCATE", "UCASE", "UNARCHIVE", "UNBASE64", "UNBOUNDED",
    "UNDO", "UNHEX", "UNION", "UNIONTYPE", "UNIQUEJOIN", "UNIX_TIMESTAMP",
    "UNLOCK", "UNSET", "UNSIGNED", "UPDATE", "UPPER", "URI",
    "USE", "USER", "USING", "UTC", "UTCTIMESTAMP", "UTC_TMESTAMP",
    "VALIDATE", "VALUES", "VALUE_TYPE", "VARCHAR", "VARIANCE", "VAR_POP",
    "VAR_SAMP", "VECTORIZATION", "VERSION", "VIEW", "VIEWS", "WEEK",
    "WEEKOFYEAR", "WEEKS", "WHEN", "WHERE", "WHILE", "WIDTH_BUCKET",
    "WINDOW", "WITH", "WORK", "WRITE", "XPATH", "XPATH_DOUBLE",
    "XPATH_FLOAT", "XPATH_INT", "XPATH_LONG", "XPATH_NUMBER", "XPATH_SHORT", "XPATH_STRING",
    "YEAR", "YEARS", "ZONE", "else", "end", "then",
};

static const char kw_keywords_type[][10] = {
    "ARRAY", "BIGINT", "BINARY", "BOOLEAN", "CHAR", "DATE",
    "DECIMAL", "DOUBLE", "FLOAT", "INT", "INTEGER", "INTERVAL",
    "MAP", "NUMERIC", "PRECISION", "SMALLINT", "STRING", "STRUCT",
    "TIMESTAMP", "TINYINT", "UNIONTYPE", "VARCHAR",
};

/* sql.rb:118
 *         rule %r/\w[\w\d]* / do |m|
 *           if self.class.keywords_type.include? m[0].upcase
 *             token Name::Builtin
 *           elsif self.class.keywords.include? m[0].upcase
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    char f2[256]; size_t f2n = hl_fold(f2, sizeof f2, m->s, m->ov[1], 1);
    if (HL_IN(kw_keywords_type, f1, f1n)) {
        hl_token(lx, T_Name_Builtin, m->s, m->ov[1]);
    } else if (HL_IN(kw_keywords, f2, f2n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_double_string},
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_hive_variable},
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "--.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comments},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_string},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_double_string},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_backtick},
    {.re = "[A-Za-z0-9_][A-Za-z0-9_0-9]*", .opts = 0, .cb = cb_root_9},
    {.re = "[+*/<>=~!@#%&|?^-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[;:()\\[\\]\\{\\},.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_single_string[] = {
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_hive_variable},
    {.re = "[^\\\\'\\$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_double_string[] = {
    {.re = "\\$\\{", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_hive_variable},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\"\\$]+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_INHERIT,
    HL_END,
};

static const hl_rule r_hive_variable[] = {
    {.re = "\\}", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "[^\\}]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};
static const hl_state states[S__COUNT] = {
    [S_root] = {"root", r_root},
    [S_single_string] = {"single_string", r_single_string},
    [S_double_string] = {"double_string", r_double_string},
    [S_hive_variable] = {"hive_variable", r_hive_variable},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_hql = {
    .tag = "hql",
    .parent = &hl_lang_sql,
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
