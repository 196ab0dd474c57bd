/* Internal interface between the Liquid renderer (src/liquid/render.c and friends) and the filters
 * (src/liquid/filters_standard.c: Liquid's standard filters; src/liquid/filters_jekyll.c: Jekyll's).
 *
 * A filter is a C function that receives the input value, its positional arguments and its keyword arguments
 * (a hash, or nil when there are none) and produces one value. Results are allocated from call->arena (the
 * render's scratch arena). A filter that fails (Ruby would raise Liquid::ArgumentError, ZeroDivisionError,
 * ...) returns -1 after sp_filter_error(): the renderer then applies the error mode (lax/warn render
 * "Liquid error: ..." inline; strict stops the render). */
#ifndef SITEPUB_LIQUID_FILTER_H
#define SITEPUB_LIQUID_FILTER_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/arena.h"
#include "sitepub/error.h"
#include "sitepub/value.h"

typedef struct sp_filter_call sp_filter_call;

/* An expression parsed by the renderer for the expression filters; opaque to the filters. */
typedef struct sp_filter_expr sp_filter_expr;

typedef enum sp_filter_expr_kind {
    SP_FILTER_EXPR_CONDITION, /* where_exp, find_exp: Jekyll's parse_condition (Liquid::Parser, strict; `and`/`or`
                               * chains of comparisons; anything left over is a syntax error) */
    SP_FILTER_EXPR_VARIABLE   /* group_by_exp: Liquid::Variable.new (an expression with filters, lax) */
} sp_filter_expr_kind;

typedef int (*sp_filter_fn)(sp_filter_call *call, sp_value input, const sp_value *args, size_t nargs,
                            sp_value kwargs, sp_value *out);

typedef struct sp_filter_def {
    const char *name;
    sp_filter_fn fn;
    int min_args; /* positional arguments required */
    int max_args; /* positional arguments allowed; -1 for any number */
} sp_filter_def;

struct sp_filter_call {
    sp_arena *arena;          /* allocate results here */
    const char *filter_name;  /* for messages */
    sp_value site;            /* the `site` variable of the render (nil outside Jekyll): url, baseurl, ... */
    sp_error *err;            /* filled by sp_filter_error */
    /* Parse a Liquid expression for where_exp / find_exp / group_by_exp, once per filter call: kind says how
     * (as Jekyll 4.3). Provided by the renderer, which owns the parse (valid until the render ends; a render may
     * hand out the same parse again for the same text and kind). Returns 0, or -1 with err set (a syntax error,
     * which the renderer reports as Liquid does: "Liquid syntax error: ..."). */
    int (*parse_expr)(sp_filter_call *call, const char *expr, size_t exprlen, sp_filter_expr_kind kind,
                      sp_filter_expr **out);
    /* Evaluate a parse of parse_expr with `var` bound to item in a new innermost scope (Jekyll's
     * @context.stack { @context[variable] = item }): a condition gives its value (truthy or not, as
     * Liquid::Condition#evaluate), a variable its rendered value with its filters applied. Returns 0 or -1. */
    int (*eval_expr)(sp_filter_call *call, sp_filter_expr *expr, const char *var, size_t varlen, sp_value item,
                     sp_value *out);
    /* Render Markdown to HTML for `markdownify` (NULL until the site wires the markdown module in). */
    int (*markdownify)(sp_filter_call *call, const char *md, size_t len, sp_buf *out);
    /* Random numbers for `sample` (deterministic per render when seeded). */
    unsigned long long (*random)(sp_filter_call *call);
    void *renderer; /* the renderer's own state, for the callbacks */
    /* The time "now"/"today" mean for the date filters (Ruby's Time.now); NULL reads the clock. A test runner
     * sets it to freeze time (liquid-spec runs its date cases at 2024-01-01 00:01:58 UTC). */
    const sp_time *now;
    /* Set by sp_filter_ruby_error: the error is a Ruby exception that is no Liquid::Error (Jekyll's
     * InvalidDateError, a converter's), which Liquid's render! re-raises as it is, so Jekyll prints its message
     * without "Liquid error (line N): ". The renderer clears it before each filter. */
    bool ruby_error;
};

/* `empty` and `blank` outside conditions (filter arguments, assign, output). Jekyll 4.3 patches
 * Liquid::Expression::LITERALS so that they parse to Liquid::Expression::MethodLiteral objects (to_s ""), which
 * Jekyll's where/find compare specially (`where: "tags", empty` matches nil, "", [] and arrays that join to "")
 * and which equal nothing in a condition other than `if`'s own (where_exp "x == empty" is false). The parser
 * makes them "" strings at these addresses; every other use sees "" (as pure Liquid 5.4, whose LITERALS map
 * both to ''). */
extern const char sp_filter_empty_literal[1];
extern const char sp_filter_blank_literal[1];
/* v is the `empty` or `blank` literal (not merely an empty string). */
bool sp_filter_is_method_literal(sp_value v);

/* Record a filter error ("Liquid error: " is added by the renderer). Returns -1. */
int sp_filter_error(sp_filter_call *call, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* As sp_filter_error, for an error Jekyll raises as a plain Ruby exception (sets call->ruby_error): its message
 * is shown as it is, e.g. "Liquid Exception: Invalid Date: '\"foo\"' is not a valid datetime. in index.html". */
int sp_filter_ruby_error(sp_filter_call *call, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The filter tables, NULL-name terminated. */
extern const sp_filter_def sp_liquid_standard_filters[];
extern const sp_filter_def sp_liquid_jekyll_filters[];

/* Add a table of filters (a plugin's, NULL-name terminated, static) to the Jekyll-mode lookup, for the rest of
 * the process, ahead of Jekyll's and Liquid's (Liquid::Template.register_filter of a plugin loaded later). Thread
 * safe; a table already added is not added again; at most 16 tables. */
void sp_filter_register(const sp_filter_def *table);
/* Find a filter by name in the plugins' tables, then Jekyll's and Liquid's; NULL when unknown. */
const sp_filter_def *sp_filter_lookup(const char *name, size_t len);
/* Find a filter among Liquid's standard filters only (a pure Liquid render, as liquid-spec expects: `where` and
 * `sort` then behave as Liquid's, not Jekyll's); NULL when unknown. */
const sp_filter_def *sp_filter_lookup_liquid(const char *name, size_t len);
/* d is one of Liquid's or Jekyll's own filters (an entry of the two tables above, not a plugin's): the
 * renderer knows what such a filter reads of its input (sp_liquid_render_options.read). O(table size). */
bool sp_filter_builtin(const sp_filter_def *d);

#endif
