/* The files of `sitepub new` (src/cli/new_templates.c, generated from templates/new). */
#ifndef SITEPUB_CLI_NEW_TEMPLATES_H
#define SITEPUB_CLI_NEW_TEMPLATES_H

#include <stddef.h>

typedef struct sp_new_file {
    int blank;         /* 0: the default site (jekyll new), 1: jekyll new --blank */
    const char *path;  /* relative; "*.erb" is filled in (the welcome post's date) */
    size_t len;
    const char *data;
} sp_new_file;
extern const sp_new_file sp_new_files[];
extern const size_t sp_new_files_count;

#endif
