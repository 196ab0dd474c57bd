/* cli/list_languages.h: `sitepub build --list-languages`. */
#ifndef SITEPUB_CLI_LIST_LANGUAGES_H
#define SITEPUB_CLI_LIST_LANGUAGES_H

#include <stdio.h>

/* Print every Rouge 3.30 lexer to out, one line each: tag, title, aliases, file name globs, MIME types, and
 * "plain text" for those sitepub does not highlight yet; then a count. Returns 0. */
int sp_cli_list_languages(FILE *out);

#endif
