/* lang_datastudio.c: Datastudio, ported from Rouge 3.30 lexers (Rouge::Lexers::Datastudio). */
#include <string.h>

#include "highlight/engine.h"

enum {
    S_root,
    S_whitespace,
    S_string,
    S_string_s,
};

static const char kw_sql_keywords[][28] = {
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
    "FOR", "FORCE", "FOREIGN", "FORTRAN", "FORWARD", "FOUND",
    "FREE", "FREEZE", "FROM", "FULL", "FUNCTION", "G",
    "GENERAL", "GENERATED", "GET", "GLOBAL", "GO", "GOTO",
    "GRANT", "GRANTED", "GROUP", "GROUPING", "HANDLER", "HAVING",
    "HIERARCHY", "HOLD", "HOST", "IDENTITY", "IGNORE", "ILIKE",
    "IMMEDIATE", "IMMUTABLE", "IMPLEMENTATION", "IMPLICIT", "IN", "INCLUDING",
    "INCREMENT", "INDEX", "INDITCATOR", "INFIX", "INHERITS", "INITIALIZE",
    "INITIALLY", "INNER", "INOUT", "INPUT", "INSENSITIVE", "INSERT",
    "INSTANTIABLE", "INSTEAD", "INTERSECT", "INTO", "INVOKER", "IS",
    "ISNULL", "ISOLATION", "ITERATE", "JOIN", "KEY", "KEY_MEMBER",
    "KEY_TYPE", "LANCOMPILER", "LANGUAGE", "LARGE", "LAST", "LATERAL",
    "LEADING", "LEFT", "LENGTH", "LESS", "LEVEL", "LIKE",
    "LIMIT", "LISTEN", "LOAD", "LOCAL", "LOCALTIME", "LOCALTIMESTAMP",
    "LOCATION", "LOCATOR", "LOCK", "LOWER", "MAP", "MATCH",
    "MAX", "MAXVALUE", "MESSAGE_LENGTH", "MESSAGE_OCTET_LENGTH", "MESSAGE_TEXT", "METHOD",
    "MIN", "MINUTE", "MINVALUE", "MOD", "MODE", "MODIFIES",
    "MODIFY", "MONTH", "MORE", "MOVE", "MUMPS", "NAMES",
    "NATURAL", "NCLOB", "NEW", "NEXT", "NO", "NOCREATEDB",
    "NOCREATEUSER", "NONE", "NOT", "NOTHING", "NOTIFY", "NOTNULL",
    "NULL", "NULLABLE", "NULLIF", "OBJECT", "OCTET_LENGTH", "OF",
    "OFF", "OFFSET", "OIDS", "OLD", "ON", "ONLY",
    "OPEN", "OPERATION", "OPERATOR", "OPTION", "OPTIONS", "OR",
    "ORDER", "ORDINALITY", "OUT", "OUTER", "OUTPUT", "OVERLAPS",
    "OVERLAY", "OVERRIDING", "OWNER", "PAD", "PARAMATER_NAME", "PARAMATER_ORDINAL_POSITION",
    "PARAMATER_SPECIFIC_SCHEMA", "PARAMETER", "PARAMETERS", "PARAMETER_MODE", "PARAMETER_SPECIFIC_CATALOG", "PARAMETER_SPECIFIC_NAME",
    "PARTIAL", "PASCAL", "PENDANT", "PLACING", "PLI", "POSITION",
    "POSTFIX", "PREFIX", "PREORDER", "PREPARE", "PRESERVE", "PRIMARY",
    "PRIOR", "PRIVILEGES", "PROCEDURAL", "PROCEDURE", "PUBLIC", "READ",
    "READS", "RECHECK", "RECURSIVE", "REF", "REFERENCES", "REFERENCING",
    "REINDEX", "RELATIVE", "RENAME", "REPEATABLE", "REPLACE", "RESET",
    "RESTART", "RESTRICT", "RESULT", "RETURN", "RETURNED_LENGTH", "RETURNED_OCTET_LENGTH",
    "RETURNED_SQLSTATE", "RETURNS", "REVOKE", "RIGHT", "ROLE", "ROLLBACK",
    "ROLLUP", "ROUTINE", "ROUTINE_CATALOG", "ROUTINE_NAME", "ROUTINE_SCHEMA", "ROW",
    "ROWS", "ROW_COUNT", "RULE", "SAVE_POINT", "SCALE", "SCHEMA",
    "SCHEMA_NAME", "SCOPE", "SCROLL", "SEARCH", "SECOND", "SECURITY",
    "SELECT", "SELF", "SENSITIVE", "SERIALIZABLE", "SERVER_NAME", "SESSION",
    "SESSION_USER", "SET", "SETOF", "SETS", "SHARE", "SHOW",
    "SIMILAR", "SIMPLE", "SIZE", "SOME", "SOURCE", "SPACE",
    "SPECIFIC", "SPECIFICTYPE", "SPECIFIC_NAME", "SQL", "SQLCODE", "SQLERROR",
    "SQLEXCEPTION", "SQLSTATE", "SQLWARNINIG", "STABLE", "START", "STATE",
    "STATEMENT", "STATIC", "STATISTICS", "STDIN", "STDOUT", "STORAGE",
    "STRICT", "STRUCTURE", "STYPE", "SUBCLASS_ORIGIN", "SUBLIST", "SUBSTRING",
    "SUM", "SYMMETRIC", "SYSID", "SYSTEM", "SYSTEM_USER", "TABLE",
    "TABLE_NAME", "TEMP", "TEMPLATE", "TEMPORARY", "TERMINATE", "THAN",
    "THEN", "TIMEZONE_HOUR", "TIMEZONE_MINUTE", "TO", "TOAST", "TRAILING",
    "TRANSACTIONS_COMMITTED", "TRANSACTIONS_ROLLED_BACK", "TRANSATION", "TRANSATION_ACTIVE", "TRANSFORM", "TRANSFORMS",
    "TRANSLATE", "TRANSLATION", "TREAT", "TRIGGER", "TRIGGER_CATALOG", "TRIGGER_NAME",
    "TRIGGER_SCHEMA", "TRIM", "TRUE", "TRUNCATE", "TRUSTED", "TYPE",
    "UNCOMMITTED", "UNDER", "UNENCRYPTED", "UNION", "UNIQUE", "UNKNOWN",
    "UNLISTEN", "UNNAMED", "UNNEST", "UNTIL", "UPDATE", "UPPER",
    "USAGE", "USER", "USER_DEFINED_TYPE_CATALOG", "USER_DEFINED_TYPE_NAME", "USER_DEFINED_TYPE_SCHEMA", "USING",
    "VACUUM", "VALID", "VALIDATOR", "VALUES", "VARIABLE", "VERBOSE",
    "VERSION", "VIEW", "VOLATILE", "WHEN", "WHENEVER", "WHERE",
    "WITH", "WITHOUT", "WORK", "WRITE", "ZONE",
};

/* datastudio.rb:125
 *         rule id do |m|
 *           name = m[0].upcase
 * 
 *           if self.class.sql_keywords.include? name
 *             token Keyword
 *           else
 *             token Name
 *           end
 *         end
 */
static void cb_root_9(hl_lx *lx, const hl_match *m)
{
    char f1[256]; size_t f1n = hl_fold(f1, sizeof f1, m->s, m->ov[1], 1);
    if (HL_IN(kw_sql_keywords, f1, f1n)) {
        hl_token(lx, T_Keyword, m->s, m->ov[1]);
    } else {
        hl_token(lx, T_Name, m->s, m->ov[1]);
    }
}

static const hl_rule r_root[] = {
    HL_MIXIN(S_whitespace),
    {.re = "^:(?i-sx:@?[_a-z][A-Za-z0-9_]*)", .opts = 0, .bol = 1, .ntok = 1, .tok = {T_Name_Label}},
    {.re = "@(?i-sx:@?[_a-z][A-Za-z0-9_]*)(\\.(?i-sx:@?[_a-z][A-Za-z0-9_]*))?", .opts = HL_M, .ntok = 1, .tok = {T_Name_Entity}},
    {.re = "%(\\\\.|.)+?%", .opts = 0, .ntok = 1, .tok = {T_Name_Variable}},
    {.re = "[~!%^&*()+=|\\[\\]{}:;,.<>/?-]", .opts = 0, .ntok = 1, .tok = {T_Punctuation}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_PUSH, .arg = S_string},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_PUSH, .arg = S_string_s},
    {.re = "[0-9](\\.[0-9]*)?", .opts = HL_I, .ntok = 1, .tok = {T_Literal_Number}},
    {.re = "(?i-sx:@?[_a-z][A-Za-z0-9_]*)(?=[\\t\\n\\x0b\\f\\r\\x20]*[(])", .opts = 0, .ntok = 1, .tok = {T_Name_Function}},
    {.re = "@?[_a-z][A-Za-z0-9_]*", .opts = HL_I, .cb = cb_root_9},
    HL_END,
};

static const hl_rule r_whitespace[] = {
    {.re = "[\\t\\n\\x0b\\f\\r\\x20]+", .opts = HL_M, .ntok = 1, .tok = {T_Text}},
    {.re = "//.*?$", .opts = 0, .ntok = 1, .tok = {T_Comment_Single}},
    {.re = "/[*].*?[*]/", .opts = HL_M, .ntok = 1, .tok = {T_Comment_Multiline}},
    HL_END,
};

static const hl_rule r_string[] = {
    {.re = "%(\\\\.|.)+?%", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}},
    {.re = "\"", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Double}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Double}},
    HL_END,
};

static const hl_rule r_string_s[] = {
    {.re = "%(\\\\.|.)+?%", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Escape}},
    {.re = "\\\\'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}},
    {.re = "'", .opts = 0, .ntok = 1, .tok = {T_Literal_String_Single}, .act = HL_POP, .arg = 1},
    {.re = ".", .opts = HL_M, .ntok = 1, .tok = {T_Literal_String_Single}},
    HL_END,
};
static const hl_state states[] = {
    {"root", r_root},
    {"whitespace", r_whitespace},
    {"string", r_string},
    {"string_s", r_string_s},
};

static const char *const aliases[] = {NULL};

const hl_lang hl_lang_datastudio = {
    .tag = "datastudio",
    .aliases = aliases,
    .states = states,
    .nstates = sizeof(states) / sizeof(states[0]),
};
