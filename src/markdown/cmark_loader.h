/* cmark_loader.h: cmark-gfm, loaded on first use (src/markdown/cmark_loader.c). Internal to src/markdown.
 *
 * sitepub does not link cmark-gfm: only sites that choose CommonMark (`markdown: CommonMark` or
 * CommonMarkGhPages) convert with it, and its two libraries cost every other run (kramdown is Jekyll's default,
 * and `sitepub --version`, `notify` and `serve` convert nothing) their share of the dynamic loading before main
 * (each shared library mapped and relocated: about 0.15 ms). The functions commonmark.c calls are resolved with
 * dlsym into one table; their types come from cmark-gfm's headers, whose version names the library: Debian's
 * libcmark-gfm-extensions0.29.0.gfm.6 installs it, and it brings libcmark-gfm.so.0.29.0.gfm.6. */
#ifndef SITEPUB_MARKDOWN_CMARK_LOADER_H
#define SITEPUB_MARKDOWN_CMARK_LOADER_H

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <cmark-gfm_version.h>

#include "sitepub/error.h"

/* The shared object opened (its dependency, libcmark-gfm, comes with it): the sonames of the version compiled
 * against, as Debian installs them. */
#define SP_CMARK_SONAME "libcmark-gfm-extensions.so." CMARK_GFM_VERSION_STRING
#define SP_CMARK_PACKAGE "libcmark-gfm-extensions" CMARK_GFM_VERSION_STRING

/* X(name): the function's own name, the table's field. */
#define SP_CMARK_FUNCS(X)                                                                                              \
    X(cmark_parser_new)                                                                                                \
    X(cmark_parser_free)                                                                                               \
    X(cmark_parser_feed)                                                                                               \
    X(cmark_parser_finish)                                                                                             \
    X(cmark_parser_attach_syntax_extension)                                                                            \
    X(cmark_find_syntax_extension)                                                                                     \
    X(cmark_gfm_core_extensions_ensure_registered)                                                                     \
    X(cmark_gfm_extensions_get_table_columns)                                                                          \
    X(cmark_gfm_extensions_get_table_alignments)                                                                       \
    X(cmark_gfm_extensions_get_tasklist_item_checked)                                                                  \
    X(cmark_node_free)                                                                                                 \
    X(cmark_node_first_child)                                                                                          \
    X(cmark_node_next)                                                                                                 \
    X(cmark_node_parent)                                                                                               \
    X(cmark_node_get_type)                                                                                             \
    X(cmark_node_get_type_string)                                                                                      \
    X(cmark_node_get_literal)                                                                                          \
    X(cmark_node_get_url)                                                                                              \
    X(cmark_node_get_title)                                                                                            \
    X(cmark_node_get_fence_info)                                                                                       \
    X(cmark_node_get_heading_level)                                                                                    \
    X(cmark_node_get_list_type)                                                                                        \
    X(cmark_node_get_list_tight)                                                                                       \
    X(cmark_node_get_list_start)                                                                                       \
    X(cmark_node_get_start_line)                                                                                       \
    X(cmark_node_get_start_column)                                                                                     \
    X(cmark_node_get_end_line)                                                                                         \
    X(cmark_node_get_end_column)

typedef struct sp_cmark_api {
#define SP_CMARK_FIELD(name) __typeof__(name) *name;
    SP_CMARK_FUNCS(SP_CMARK_FIELD)
#undef SP_CMARK_FIELD
} sp_cmark_api;

/* The cmark-gfm functions, loading SP_CMARK_SONAME the first time (pthread_once: any thread may call it, the work
 * is done once per process; the library is never unloaded). Returns the table, or NULL with err set (SP_ERR_IO:
 * "cannot load libcmark-gfm-extensions.so.0.29.0.gfm.6 (install libcmark-gfm-extensions0.29.0.gfm.6) ...:
 * <dlerror>") when the library or one of its functions is missing; every later call fails the same way. */
const sp_cmark_api *sp_cmark_api_get(sp_error *err);

#endif
