/* lang_sql.c: SQL, ported from Rouge 3.30 lexers (Rouge::Lexers::SQL). */
#include "highlight/engine.h"

enum {
    S_root,
    S_multiline_comments,
    S_backtick,
    S_single_string,
    S_double_string,
};

static const char kw_keywords[][28] = {
    "ABORT", "ABS", "ABSOLUTE", "ACCESS", "ADA", "ADD",
    "ADMIN", "AFTER", "AGGREGATE", "ALIAS", "ALL", "ALLOCATE",
    "ALTER", "ANALYSE", "ANALYZE", "AND", "ANY", "ARE",
    "AS", "ASC", "ASENSITIVE", "ASSERTION", "ASSIGNMENT", "ASYMMETRIC",
    "AT", "ATOMIC", "AUTHORIZATION", "AVG", "BACKWARD", "BEFORE",
    "BEGIN", "BETWEEN", "BITVAR", "BIT_LENGTH", "BOTH", "BREADTH",
    "BY", "C", "CACHE", "CALL", "CALLED", "CARDINALITY",
    "CASCADE", "CASCADED", "CASE", "CAST", "CATALOG", "CATALOG_NAME",
    "CHAIN", "CHARACTERISTICS", "CHARACTER_LENGTH", "CHARACTER_SET_CATALOG", "CHARACTER_SET_NAME", "CHARACTER_SET_SCHEMA",
    "CHAR_LENGTH", "CHECK", "CHECKED", "CHECKPOINT", "CLASS", "CLASS_ORIGIN",
    "CLOB", "CLOSE", "CLUSTER", "COALSECE", "COBOL", "COLLATE",
    "COLLATION", "COLLATION_CATALOG", "COLLATION_NAME", "COLLATION_SCHEMA", "COLUMN", "COLUMN_NAME",
    "COMMAND_FUNCTION", "COMMAND_FUNCTION_CODE", "COMMENT", "COMMIT", "COMMITTED", "COMPLETION",
    "CONDITION_NUMBER", "CONNECT", "CONNECTION", "CONNECTION_NAME", "CONSTRAINT", "CONSTRAINTS",
    "CONSTRAINT_CATALOG", "CONSTRAINT_NAME", "CONSTRAINT_SCHEMA", "CONSTRUCTOR", "CONTAINS", "CONTINUE",
    "CONVERSION", "CONVERT", "COPY", "CORRESPONTING", "COUNT", "CREATE",
    "CREATEDB", "CREATEUSER", "CROSS", "CUBE", "CURRENT", "CURRENT_DATE",
    "CURRENT_PATH", "CURRENT_ROLE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "CURSOR",
    "CURSOR_NAME", "CYCLE", "DATA", "DATABASE", "DATETIME_INTERVAL_CODE", "DATETIME_INTERVAL_PRECISION",
    "DAY", "DEALLOCATE", "DECLARE", "DEFAULT", "DEFAULTS", "DEFERRABLE",
    "DEFERRED", "DEFINED", "DEFINER", "DELETE", "DELIMITER", "DELIMITERS",
    "DEREF", "DESC", "DESCRIBE", "DESCRIPTOR", "DESTROY", "DESTRUCTOR",
    "DETERMINISTIC", "DIAGNOSTICS", "DICTIONARY", "DISCONNECT", "DISPATCH", "DISTINCT",
    "DO", "DOMAIN", "DROP", "DYNAMIC", "DYNAMIC_FUNCTION", "DYNAMIC_FUNCTION_CODE",
    "EACH", "ELSE", "ENCODING", "ENCRYPTED", "END", "END-EXEC",
    "EQUALS", "ESCAPE", "ESCEPTION", "EVERY", "EXCEPT", "EXCLUDING",
    "EXCLUSIVE", "EXEC", "EXECUTE", "EXISTING", "EXISTS", "EXPLAIN",
    "EXTERNAL", "EXTRACT", "FALSE", "FETCH", "FINAL", "FIRST",
    "FOLLOWING", "FOR", "FORCE", "FOREIGN", "FORTRAN", "FORWARD",
    "FOUND", "FREE", "FREEZE", "FROM", "FULL", "FUNCTION",
    "G", "GENERAL", "GENERATED", "GET", "GLOBAL", "GO",
    "GOTO", "GRANT", "GRANTED", "GROUP", "GROUPING", "HANDLER",
    "HAVING", "HIERARCHY", "HOLD", "HOST", "IDENTITY", "IGNORE",
    "ILIKE", "IMMEDIATE", "IMMUTABLE", "IMPLEMENTATION", "IMPLICIT", "IN",
    "INCLUDING", "INCREMENT", "INDEX", "INDITCATOR", "INFIX", "INHERITS",
    "INITIALIZE", "INITIALLY", "INNER", "INOUT", "INPUT", "INSENSITIVE",
    "INSERT", "INSTANTIABLE", "INSTEAD", "INTERSECT", "INTO", "INVOKER",
    "IS", "ISNULL", "ISOLATION", "ITERATE", "JOIN", "KEY",
    "KEY_MEMBER", "KEY_TYPE", "LANCOMPILER", "LANGUAGE", "LARGE", "LAST",
    "LATERAL", "LEADING", "LEFT", "LENGTH", "LESS", "LEVEL",
    "LIKE", "LIMIT", "LISTEN", "LOAD", "LOCAL", "LOCALTIME",
    "LOCALTIMESTAMP", "LOCATION", "LOCATOR", "LOCK", "LOWER", "MAP",
    "MATCH", "MAX", "MAXVALUE", "MESSAGE_LENGTH", "MESSAGE_OCTET_LENGTH", "MESSAGE_TEXT",
    "METHOD", "MIN", "MINUTE", "MINVALUE", "MOD", "MODE",
    "MODIFIES", "MODIFY", "MONTH", "MORE", "MOVE", "MUMPS",
    "NAMES", "NATURAL", "NCLOB", "NEW", "NEXT", "NO",
    "NOCREATEDB", "NOCREATEUSER", "NONE", "NOT", "NOTHING", "NOTIFY",
    "NOTNULL", "NULL", "NULLABLE", "NULLIF", "OBJECT", "OCTET_LENGTH",
    "OF", "OFF", "OFFSET", "OIDS", "OLD", "ON",
    "ONLY", "OPEN", "OPERATION", "OPERATOR", "OPTION", "OPTIONS",
    "OR", "ORDER", "ORDINALITY", "OUT", "OUTER", "OUTPUT",
    "OVERLAPS", "OVERLAY", "OVERRIDING", "OWNER", "PAD", "PARAMATER_NAME",
    "PARAMATER_ORDINAL_POSITION", "PARAMATER_SPECIFIC_SCHEMA", "PARAMETER", "PARAMETERS", "PARAMETER_MODE", "PARAMETER_SPECIFIC_CATALOG",
    "PARAMETER_SPECIFIC_NAME", "PARTIAL", "PARTITION", "PASCAL", "PENDANT", "PLACING",
    "PLI", "POSITION", "POSTFIX", "PRECEDING", "PREFIX", "PREORDER",
    "PREPARE", "PRESERVE", "PRIMARY", "PRIOR", "PRIVILEGES", "PROCEDURAL",
    "PROCEDURE", "PUBLIC", "RANGE", "READ", "READS", "RECHECK",
    "RECURSIVE", "REF", "REFERENCES", "REFERENCING", "REINDEX", "RELATIVE",
    "RENAME", "REPEATABLE", "REPLACE", "RESET", "RESTART", "RESTRICT",
    "RESULT", "RETURN", "RETURNED_LENGTH", "RETURNED_OCTET_LENGTH", "RETURNED_SQLSTATE", "RETURNS",
    "REVOKE", "RIGHT", "ROLE", "ROLLBACK", "ROLLUP", "ROUTINE",
    "ROUTINE_CATALOG", "ROUTINE_NAME", "ROUTINE_SCHEMA", "ROW", "ROWS", "ROW_COUNT",
    "RULE", "SAVE_POINT", "SCALE", "SCHEMA", "SCHEMA_NAME", "SCOPE",
    "SCROLL", "SEARCH", "SECOND", "SECURITY", "SELECT", "SELF",
    "SENSITIVE", "SERIALIZABLE", "SERVER_NAME", "SESSION", "SESSION_USER", "SET",
    "SETOF", "SETS", "SHARE", "SHOW", "SIMILAR", "SIMPLE",
    "SIZE", "SOME", "SOURCE", "SPACE", "SPECIFIC", "SPECIFICTYPE",
    "SPECIFIC_NAME", "SQL", "SQLCODE", "SQLERROR", "SQLEXCEPTION", "SQLSTATE",
    "SQLWARNINIG", "STABLE", "START", "STATE", "STATEMENT", "STATIC",
    "STATISTICS", "STDIN", "STDOUT", "STORAGE", "STRICT", "STRUCTURE",
    "STYPE", "SUBCLASS_ORIGIN", "SUBLIST", "SUBSTRING", "SUM", "SYMMETRIC",
    "SYSID", "SYSTEM", "SYSTEM_USER", "TABLE", "TABLE_NAME", "TEMP",
    "TEMPLATE", "TEMPORARY", "TERMINATE", "THAN", "THEN", "TIMEZONE_HOUR",
    "TIMEZONE_MINUTE", "TO", "TOAST", "TRAILING", "TRANSACTIONS_COMMITTED", "TRANSACTIONS_ROLLED_BACK",
    "TRANSATION", "TRANSATION_ACTIVE", "TRANSFORM", "TRANSFORMS", "TRANSLATE", "TRANSLATION",
    "TREAT", "TRIGGER", "TRIGGER_CATALOG", "TRIGGER_NAME", "TRIGGER_SCHEMA", "TRIM",
    "TRUE", "TRUNCATE", "TRUSTED", "TYPE", "UNCOMMITTED", "UNDER",
    "UNENCRYPTED", "UNION", "UNIQUE", "UNKNOWN", "UNLISTEN", "UNNAMED",
    "UNNEST", "UNTIL", "UPDATE", "UPPER", "USAGE", "USER",
    "USER_DEFINED_TYPE_CATALOG", "USER_DEFINED_TYPE_NAME", "USER_DEFINED_TYPE_SCHEMA", "USING", "VACUUM", "VALID",
    "VALIDATOR", "VALUES", "VARIABLE", "VERBOSE", "VERSION", "VIEW",
    "VOLATILE", "WHEN", "WHENEVER", "WHERE", "WINDOW", "WITH",
    "WITHOUT", "WORK", "WRITE", "ZONE",
};

static const char kw_keywords_type[][11] = {
    "BIGINT", "BINARY", "BIT", "BLOB", "BOOL", "BOOLEAN",
    "BYTE", "CHAR", "CHARACTER", "DATE", "DATETIME", "DEC",
    "DECIMAL", "DOUBLE", "ENUM", "FIXED", "FLOAT", "INT",
    "INTEGER", "LONGBLOB", "LONGTEXT", "MEDIUMBLOB", "MEDIUMINT", "MEDIUMTEXT",
    "NATIONAL", "NCHAR", "NUMERIC", "PRECISION", "REAL", "SERIAL",
    "SIGNED", "SMALLINT", "TEXT", "TIME", "TIMESTAMP", "TINYBLOB",
    "TINYINT", "TINYTEXT", "UNSIGNED", "VARBINARY", "VARCHAR", "VARYING",
    "YEAR", "ZEROFILL",
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
static void cb_root_7(hl_lx *lx, const hl_match *m)
{
    char up[64];
    size_t n = m->ov[1];
    int tok = T_Name;
    if (n < sizeof up) {
        for (size_t i = 0; i < n; i++)
            up[i] = (char)(m->s[i] >= 'a' && m->s[i] <= 'z' ? m->s[i] - 32 : m->s[i]);
        if (HL_IN(kw_keywords_type, up, n))
            tok = T_Name_Builtin;
        else if (HL_IN(kw_keywords, up, n))
            tok = T_Keyword;
    }
    hl_token(lx, tok, m->s, n);
}

static const hl_rule r_root[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "--.*", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/\\*", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comments},
    {.re = "[0-9]+", .opts = 0, .ntok = 1, .tok = {T_Literal_Number_Integer}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_single_string},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_double_string},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_PUSH, .arg = S_backtick},
    {.re = "[A-Za-z0-9_][A-Za-z0-9_0-9]*", .opts = 0, .cb = cb_root_7},
    {.re = "[+*/<>=~!@#%&|?^-]", .opts = 0, .ntok = 1, .tok = {T_Operator}},
    {.re = "[;:()\\[\\]\\{\\},.]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    HL_END,
};

static const hl_rule r_multiline_comments[] = {
    {.re = "/[*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_PUSH, .arg = S_multiline_comments},
    {.re = "[*]/", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}, .act = HL_POP, .arg = 1},
    {.re = "[^/*]+", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    {.re = "[/*]", .opts = 0, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_backtick[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "``", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "`", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\`]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};

static const hl_rule r_single_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "''", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\']+", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};

static const hl_rule r_double_string[] = {
    {.re = "\\\\.", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}, .act = HL_POP, .arg = 1},
    {.re = "[^\\\\\"]+", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"multiline_comments", r_multiline_comments},
    {"backtick", r_backtick},
    {"single_string", r_single_string},
    {"double_string", r_double_string},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_sql = {
    .tag = "sql",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
