/* sass_loader.h: libsass, loaded on first use (src/site/sass_loader.c). Internal to src/site.
 *
 * sitepub does not link libsass: with libstdc++ it cost every run ~3 ms of dynamic loading, and only sites with a
 * Sass/SCSS page need it. The functions scss.c calls are resolved with dlsym into one table; their types come
 * from <sass/context.h>. sp_site_sass_preload (sitepub/site.h) loads it ahead of time from any thread. */
#ifndef SITEPUB_SITE_SASS_LOADER_H
#define SITEPUB_SITE_SASS_LOADER_H

#include <sass/context.h>

#include "sitepub/error.h"

/* The shared object opened: its soname, as Debian's libsass1 installs it. */
#define SP_SASS_SONAME "libsass.so.1"

/* X(field): field name without the "sass_" prefix; the symbol is "sass_" field. */
#define SP_SASS_FUNCS(X)                                                                                               \
    X(make_data_context)                                                                                               \
    X(data_context_get_options)                                                                                        \
    X(data_context_get_context)                                                                                        \
    X(compile_data_context)                                                                                            \
    X(delete_data_context)                                                                                             \
    X(option_set_output_style)                                                                                         \
    X(option_set_precision)                                                                                            \
    X(option_set_is_indented_syntax_src)                                                                               \
    X(option_set_input_path)                                                                                           \
    X(option_set_output_path)                                                                                          \
    X(option_set_source_map_file)                                                                                      \
    X(option_set_source_map_contents)                                                                                  \
    X(option_set_omit_source_map_url)                                                                                  \
    X(option_set_c_importers)                                                                                          \
    X(make_importer_list)                                                                                              \
    X(make_importer)                                                                                                   \
    X(importer_set_list_entry)                                                                                         \
    X(importer_get_cookie)                                                                                             \
    X(make_import_list)                                                                                                \
    X(make_import_entry)                                                                                               \
    X(import_set_error)                                                                                                \
    X(delete_import_list)                                                                                              \
    X(import_get_abs_path)                                                                                             \
    X(compiler_get_last_import)                                                                                        \
    X(context_get_error_message)                                                                                       \
    X(context_get_error_file)                                                                                          \
    X(context_get_error_line)                                                                                          \
    X(context_get_error_column)                                                                                        \
    X(context_get_output_string)                                                                                       \
    X(context_get_source_map_string)

typedef struct sp_sass_api {
#define SP_SASS_FIELD(name) __typeof__(sass_##name) *name;
    SP_SASS_FUNCS(SP_SASS_FIELD)
#undef SP_SASS_FIELD
} sp_sass_api;

/* The libsass functions, loading libsass.so.1 the first time (pthread_once: any thread may call it, the work is
 * done once per process; the library is never unloaded). Returns the table, or NULL with err set (SP_ERR_IO at
 * `file`, the Sass page being compiled: "cannot load libsass.so.1 (install libsass1): <dlerror>") when the
 * library or one of its functions is missing; every later call fails the same way. */
const sp_sass_api *sp_sass_api_get(const char *file, sp_error *err);

#endif
