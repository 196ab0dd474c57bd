/* Internal to the liquid module: the AST that parse.c builds and render.c walks. Nothing here is written after
 * sp_liquid_parse returns, so renders may share one template across threads. */
#ifndef SITEPUB_LIQUID_INT_H
#define SITEPUB_LIQUID_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "liquid/filter.h"
#include "sitepub/liquid.h"

typedef struct lq_expr lq_expr;
typedef struct lq_node lq_node;

typedef enum lq_expr_kind {
    LQ_E_LIT,   /* a literal value */
    LQ_E_VAR,   /* a variable lookup: name then lookups */
    LQ_E_RANGE, /* (lo..hi) with non-literal ends */
    LQ_E_EMPTY, /* the `empty` method literal (conditions only) */
    LQ_E_BLANK  /* the `blank` method literal (conditions only) */
} lq_expr_kind;

typedef struct lq_lookup {
    const char *key; /* a literal key (after `.` or a bare word); NULL when expr is used */
    size_t keylen;
    lq_expr *expr;   /* [expr] */
    bool command;    /* size / first / last written without brackets */
} lq_lookup;

struct lq_expr {
    lq_expr_kind kind;
    sp_value lit;        /* LQ_E_LIT */
    const char *name;    /* LQ_E_VAR: the first part (NULL when name_expr or when nothing matched) */
    size_t namelen;
    lq_expr *name_expr;  /* LQ_E_VAR: [expr] as the first part */
    lq_lookup *lookups;
    int nlookups;
    lq_expr *lo, *hi;    /* LQ_E_RANGE */
};

typedef struct lq_filter {
    const char *name;
    size_t namelen;
    const sp_filter_def *def; /* NULL when unknown at parse time */
    lq_expr **args;
    int nargs;
    const char **kwnames;
    size_t *kwlens;
    lq_expr **kwargs;
    int nkw;
} lq_filter;

/* {{ expr | filters }} (also the right side of assign, echo) */
typedef struct lq_variable {
    lq_expr *expr; /* NULL: renders nothing */
    lq_filter *filters;
    int nfilters;
} lq_variable;

typedef enum lq_op { LQ_OP_NONE, LQ_OP_EQ, LQ_OP_NE, LQ_OP_LT, LQ_OP_GT, LQ_OP_LE, LQ_OP_GE, LQ_OP_CONTAINS,
                     LQ_OP_UNKNOWN } lq_op;

/* One comparison in an and/or chain, evaluated as Liquid does (left to right, short circuit, which groups
 * from the right). */
typedef struct lq_cond {
    lq_expr *left, *right;
    lq_op op;
    const char *opname; /* for "Unknown operator x" */
    int rel;            /* 0 none, 'a' and, 'o' or: relation to next */
    struct lq_cond *next;
} lq_cond;

typedef struct lq_body {
    lq_node **nodes;
    int n;
    bool blank;
} lq_body;

typedef struct lq_branch {
    lq_cond *cond; /* NULL: else */
    lq_body body;
} lq_branch;

typedef enum lq_node_kind {
    LQ_N_TEXT, LQ_N_VAR, LQ_N_ASSIGN, LQ_N_CAPTURE, LQ_N_IF, LQ_N_UNLESS, LQ_N_CASE, LQ_N_FOR, LQ_N_TABLEROW,
    LQ_N_BREAK, LQ_N_CONTINUE, LQ_N_CYCLE, LQ_N_INCREMENT, LQ_N_DECREMENT, LQ_N_INCLUDE, LQ_N_RENDER,
    LQ_N_JINCLUDE, LQ_N_HIGHLIGHT, LQ_N_IFCHANGED, LQ_N_NOP, LQ_N_ERROR, LQ_N_JLINK
} lq_node_kind;

typedef struct lq_attr {
    const char *key;
    size_t keylen;
    lq_expr *value;
} lq_attr;

struct lq_node {
    lq_node_kind kind;
    int line, col;
    bool blank;
    bool verbatim; /* text from {% raw %}: whitespace control does not strip it */
    union {
        struct { const char *s; size_t len; } text;
        lq_variable var; /* LQ_N_VAR (also echo) */
        struct { const char *to; size_t tolen; lq_variable from; } assign;
        struct { const char *to; size_t tolen; lq_body body; } capture;
        struct { lq_branch *branches; int n; } cond; /* if, unless (first branch negated), case */
        struct {
            const char *var; size_t varlen;
            lq_expr *coll;
            lq_expr *limit, *offset; /* NULL when absent */
            bool offset_continue, reversed;
            const char *name; size_t namelen; /* "var-collection" for offset:continue */
            lq_body body, else_body;
            bool has_else;
            lq_attr *attrs; int nattrs; /* tablerow */
        } loop;
        struct { lq_expr *group; lq_expr **items; int n; const char *key; size_t keylen; } cycle;
        struct { const char *name; size_t len; } counter;
        struct {
            lq_expr *name_expr;       /* include/render: template name */
            lq_expr *var_expr;        /* with/for expr, NULL */
            bool is_for;
            const char *alias; size_t aliaslen;
            lq_attr *attrs; int nattrs;
            /* Jekyll include */
            struct lq_template_ref *file_tpl; /* dynamic file name: a parsed template, NULL when literal */
            const char *file; size_t filelen;
            const char *params; size_t paramslen; /* raw key=value params, NULL when none */
            bool relative;
        } partial;
        struct { const char *lang; const char *opts; lq_body body; } highlight;
        struct { lq_body body; } ifchanged;
        struct { const char *markup; size_t len; } jlink; /* {% link MARKUP %}, MARKUP rendered as Liquid */
        struct { const char *msg; bool raw; } error; /* a lax-mode parse problem rendered at run time; raw: a
                                                        Jekyll tag's own error, shown as it is (no "Liquid
                                                        error (line N)") */
    } u;
};

struct lq_template_ref {
    lq_body body;
};

struct sp_liquid_template {
    char *name;
    sp_arena *arena; /* everything of the template */
    const char *src; /* a copy of the source */
    size_t len;
    lq_body root;
    unsigned flags;
    int line_offset; /* sp_liquid_parse_options.line_offset: node lines are the file's, "(line N)" the body's */
};

/* Expression parsing shared with render.c (for where_exp etc.): parse markup as Liquid's Expression.parse. */
lq_expr *lq_parse_expression(sp_arena *a, const char *s, size_t len, bool condition);
/* Parse `expr | filters` markup (lax, as Liquid::Variable.new), filters looked up per flags. */
lq_variable *lq_parse_variable(sp_arena *a, const char *s, size_t len, unsigned flags);
/* Parse a condition (if/unless markup) in the given mode; NULL and *msg on syntax error. */
lq_cond *lq_parse_condition(sp_arena *a, const char *s, size_t len, sp_liquid_error_mode mode, const char **msg);

#endif
