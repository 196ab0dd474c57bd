/* sitepub/liquid.h: the Liquid template engine (DESIGN.md module `liquid`).
 *
 * Parse once, render many times. sp_liquid_parse() turns template text into an immutable AST (every node keeps
 * the template name, line and column); sp_liquid_render() renders it with a context of sp_values. One parsed
 * template may be rendered from several threads at once: each render has its own scopes and scratch arena, and
 * the AST is never written after parsing.
 *
 * Behaviour copies Liquid 5 (Shopify/liquid as the liquid-spec cases specify it; ruby-liquid 5.4 where they are
 * silent) and, with SP_LIQUID_JEKYLL, Jekyll 4.3's tags (`include` with key=value params read as
 * `include.key`, `include_relative`, `highlight`). Errors are worded as Liquid prints them:
 * "Liquid syntax error (line N): ..." at parse time, "Liquid error (line N): ..." at render time (with the
 * template name before "line" inside partials). */
#ifndef SITEPUB_LIQUID_H
#define SITEPUB_LIQUID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/value.h"

typedef struct sp_liquid_template sp_liquid_template;
typedef struct sp_liquid_cache sp_liquid_cache;

/* Liquid's error_mode. LAX accepts malformed markup as Liquid's lax regexes do; WARN (Jekyll's default) parses
 * strictly first and falls back to lax, recording a warning; STRICT makes malformed markup a syntax error. */
typedef enum sp_liquid_error_mode {
    SP_LIQUID_LAX = 0,
    SP_LIQUID_WARN = 1,
    SP_LIQUID_STRICT = 2
} sp_liquid_error_mode;

/* Parse flags. */
#define SP_LIQUID_JEKYLL 0x1u /* Jekyll 4.3's tags (its `include` syntax, include_relative, highlight) and its
                                 filters over Liquid's (`where`, `sort` as Jekyll); without it, Liquid's standard
                                 filters only, as liquid-spec expects */

typedef struct sp_liquid_parse_options {
    sp_liquid_error_mode error_mode;
    unsigned flags; /* SP_LIQUID_* */
    int line_offset; /* added to line numbers (front matter lines before the body); 0 for none */
    /* Called for each warning in WARN mode (message without location; line is 1-based). May be NULL. */
    void (*warn)(void *ud, const char *name, int line, const char *message);
    void *warn_ud;
} sp_liquid_parse_options;

/* Parse src (len bytes, UTF-8) into a template named name (used in messages; copied). opts may be NULL
 * (lax, Liquid's own tags). On success *out owns its memory; free with sp_liquid_template_free(). On error returns
 * -1 and fills err (SP_ERR_INPUT, file = name, line and column of the offending tag) with Liquid's message,
 * e.g. "Liquid syntax error (line 3): 'for' tag was never closed". */
int sp_liquid_parse(const char *name, const char *src, size_t len, const sp_liquid_parse_options *opts,
                    sp_liquid_template **out, sp_error *err);
/* Free a parsed template and everything it owns. NULL is allowed. No render of it may be running. */
void sp_liquid_template_free(sp_liquid_template *t);
/* The name given to sp_liquid_parse. */
const char *sp_liquid_template_name(const sp_liquid_template *t);

/* Which tag asks the resolver for a partial. */
typedef enum sp_liquid_partial_kind {
    SP_LIQUID_PARTIAL_INCLUDE = 0,  /* Liquid `include` or Jekyll `include` (name as written, e.g. "nav.html") */
    SP_LIQUID_PARTIAL_RENDER = 1,   /* `render` */
    SP_LIQUID_PARTIAL_INCLUDE_RELATIVE = 2 /* Jekyll `include_relative` (relative to the page's directory) */
} sp_liquid_partial_kind;

/* Resolve a partial name to template text. Set *src and *len to bytes that stay valid for the whole render (the
 * caller's site model, for example) and return 0; return -1 with err filled when it does not exist (Liquid's
 * message is "Could not find asset NAME"; Jekyll's names the include directory). *cache_key may be set to a
 * stable string identifying the text (e.g. its path) for the template cache; NULL uses the name. The cache key (else
 * the name) is also the partial's file in sp_error: an error inside the partial is located there (file, line,
 * column), while the message keeps Liquid's wording ("Liquid error (NAME line N)" with the name as written). */
typedef int (*sp_liquid_resolve_fn)(void *ud, sp_liquid_partial_kind kind, const char *name, size_t name_len,
                                    const char **src, size_t *len, const char **cache_key, sp_error *err);

/* Highlight `code` in language `lang` (lowercase, as written after {% highlight %}) for Jekyll's highlight tag;
 * options is the rest of the markup (e.g. "linenos"). Append the highlighted HTML (without the figure/pre/code
 * wrapper, which the tag adds as Jekyll does) to out. Return 0, or -1 with err. */
typedef int (*sp_liquid_highlight_fn)(void *ud, const char *lang, const char *options, const char *code,
                                      size_t code_len, sp_buf *out, sp_error *err);
/* Jekyll's {% link PATH %} whose PATH holds Liquid ({% link {{ page.x }} %}; a plain path is resolved before
 * parsing, src/site/tags.c): append the URL of the file at path (len bytes, the markup rendered) to out and
 * return 0, or return -1 with err's message set to Jekyll's "Could not find document ..." wording. */
typedef int (*sp_liquid_link_fn)(void *ud, const char *path, size_t len, sp_buf *out, sp_error *err);
/* Markdown to HTML for the `markdownify` filter. Return 0, or -1 with err. */
typedef int (*sp_liquid_markdownify_fn)(void *ud, const char *md, size_t len, sp_buf *out, sp_error *err);

typedef struct sp_liquid_limits {
    int max_depth;             /* nested include/render and block nesting; 0 = 100 (Liquid's MAX_DEPTH) */
    int64_t max_iterations;    /* loop iterations over the whole render; 0 = 10,000,000 */
    size_t max_output;         /* bytes of output, of one capture or of one string a filter makes; 0 = 256 MiB.
                                  The render's scratch memory is limited to 4 times this. */
} sp_liquid_limits;

typedef struct sp_liquid_render_options {
    /* Top-level variables: a hash (site, page, layout, content, paginator, ...) or nil. Read only: the render
     * never writes into it (assign writes into the render's own scope). */
    sp_value globals;
    /* Jekyll's `site` for the filters that need it (relative_url, absolute_url); nil otherwise. When nil and
     * globals has "site", that is used. */
    sp_value site;
    /* Liquid's render_errors: false (Template#render!, as Jekyll renders) makes the first render error end the
     * render with -1; true (Template#render) writes "Liquid error (line N): ..." into the output and goes on. */
    bool render_errors;
    bool strict_variables; /* an undefined variable is an error ("undefined variable x") */
    bool strict_filters;   /* an unknown filter is an error ("undefined filter x") */
    sp_liquid_error_mode error_mode; /* for partials parsed during the render */
    unsigned flags;                  /* SP_LIQUID_* for partials parsed during the render */
    sp_liquid_limits limits;
    sp_liquid_resolve_fn resolve;    /* NULL: every include/render fails with "Could not find asset" */
    void *resolve_ud;
    /* Parsed partials are kept here (thread-safe, shared by renders). NULL: partials are parsed per render and
     * kept only for that render. */
    sp_liquid_cache *cache;
    sp_liquid_highlight_fn highlight; /* NULL: Rouge's plain-text output (HTML-escaped code) */
    void *highlight_ud;
    sp_liquid_markdownify_fn markdownify; /* NULL: `markdownify` is an error */
    void *markdownify_ud;
    uint64_t random_seed; /* for `sample`; 0 picks a fixed default so renders are reproducible */
    /* The instant "now" and "today" mean for the date filters (Ruby's Time.now); NULL reads the clock. Set it
     * to freeze time (a build's start time, or a test). */
    const sp_time *now;
    const char *template_name_override; /* name used in error messages of the top template; NULL: its own */
    /* Called after each include (partial) renders, with the partial's template name, the bytes it wrote and
     * the seconds it took (nested includes count in their parents too, as Jekyll's --profile measures each
     * File#render!). NULL: not measured. May be called from the rendering thread only. */
    void (*profile)(void *ud, const char *name, size_t bytes, double seconds);
    void *profile_ud;
    sp_liquid_link_fn link; /* Jekyll's link tag with Liquid in its path (SP_LIQUID_JEKYLL); NULL: an error */
    void *link_ud;
    /* --trace: an error inside includes names every include tag it went through, innermost first, after its
     * message (" (through _includes/a.html:2, index.html:5)") */
    bool trace;
    /* Incremental builds (DESIGN.md "Incremental by recorded dependencies") learn what a render read through
     * read: called, on the rendering thread, for each key a variable lookup finds (kind SP_LIQUID_READ_KEY:
     * obj the hash or array looked into, key, val what was found) and for each hash or array an expression
     * hands on whole (kind SP_LIQUID_READ_WHOLE: val; obj and key nil): printed, compared, given to a filter
     * that may read anything of it. Some uses are not whole reads, as the value is reached only through later
     * lookups, which are reported: the array a for or tablerow loop walks, a lone truth test
     * (`{% if page.next %}`), a value assigned (with or without filters) or passed to an include as a parameter
     * (a hash given to include/render `with` or `for` is a whole read). A hash iterated is reported as a lookup
     * of each of its entries. Liquid's and Jekyll's own filters given an array or hash report what they read of
     * it: `size` nothing; first, last, reverse, slice, sample, pop, shift, push, unshift, concat, compact,
     * default, where_exp, find_exp and group_by_exp nothing of the elements they hand on (their expressions'
     * lookups are reported as any); map, where, find, find_index, has, reject, group_by, and sort, sort_natural,
     * uniq, sum, compact given a property, a lookup of that property (the key, and each step of a dotted path)
     * in each element, the hash or array found there, and an array element, read whole; any other filter (a
     * plugin's too) reads it whole. A hash given to a filter that walks it is reported entry by entry first.
     * NULL: nothing is reported. */
    void (*read)(void *ud, int kind, sp_value obj, sp_value key, sp_value val);
    void *read_ud;
} sp_liquid_render_options;

enum { SP_LIQUID_READ_KEY = 0, SP_LIQUID_READ_WHOLE = 1 };

/* Render t with opts (NULL: no variables, Liquid's defaults), appending the output to out. Returns 0, or -1 with
 * err filled (SP_ERR_INPUT; file = template or partial name, line and column of the failing tag; message as
 * Liquid's, e.g. "Liquid error (line 2): divided by 0", "Liquid error (nav.html line 4): ..." inside a partial).
 * With render_errors, errors are written into the output and the render goes on, but the iteration, output and
 * memory limits always end it ("Liquid error: Memory limits exceeded"); include/render nested deeper than
 * max_depth is an ordinary error ("Nesting too deep"), as in Liquid. On -1 out
 * holds the output written before the error. Thread-safe as described at the top. Values in opts->globals are
 * read, never written; the render allocates only from its own scratch arena (freed before returning) and out. */
int sp_liquid_render(const sp_liquid_template *t, const sp_liquid_render_options *opts, sp_buf *out,
                     sp_error *err);

/* Convenience: parse src (sp_liquid_parse with popts), render it once (sp_liquid_render with ropts) and free it.
 * Either options may be NULL. Returns 0, or -1 with err filled by whichever step failed. */
int sp_liquid_render_string(const char *name, const char *src, size_t len, const sp_liquid_parse_options *popts,
                            const sp_liquid_render_options *ropts, sp_buf *out, sp_error *err);

/* A thread-safe cache of parsed partials keyed by cache key (see sp_liquid_resolve_fn), shared by renders on any
 * thread (render options `cache`). Templates stay until sp_liquid_cache_free. Allocation failure aborts. */
sp_liquid_cache *sp_liquid_cache_new(void);
/* Free the cache and its templates. NULL is allowed. No render using it may be running. */
void sp_liquid_cache_free(sp_liquid_cache *c);

#endif
