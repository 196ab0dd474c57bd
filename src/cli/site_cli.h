/* Loading a site folder's configuration for the commands that take -s SRC, -d DEST and --config FILES:
 * `sitepub build`, `clean`, `doctor` and `serve` (src/cli/site_cli.c). */
#ifndef SITEPUB_CLI_SITE_CLI_H
#define SITEPUB_CLI_SITE_CLI_H

#include <limits.h>
#include <stdbool.h>

#include "sitepub/arena.h"
#include "sitepub/error.h"
#include "sitepub/site.h"
#include "sitepub/source.h"
#include "sitepub/value.h"

/* Jekyll 4.3's message (Site#ensure_not_in_dest) when the destination is the source or a folder above it */
#define SP_CLI_DEST_HOLDS_SOURCE "Destination directory cannot be or contain the Source directory."

/* path as an absolute path, as Ruby's File.expand_path makes it (against the current folder, "." and ".."
 * removed by name), into out (PATH_MAX bytes); with real, the longest existing prefix resolved through realpath
 * (links followed). False when it does not fit. */
bool sp_cli_expand_path(const char *path, bool real, char *out);

/* Jekyll's Site#ensure_not_in_dest: whether dest is src or a folder above it, by name or by real path (a link
 * to one of them); true also for a path too long to compare. */
bool sp_cli_dest_holds_source(const char *src, const char *dest);

/* How a command's --config FILES names its files. */
typedef enum sp_cli_config_names {
    /* paths from the current folder (build, serve): those inside SRC are read through the source until the
     * first one outside it; from there on each is read here and merged over the source's, in the order given */
    SP_CLI_CONFIG_PATHS,
    /* names in SRC, read through the source as they are (clean, doctor) */
    SP_CLI_CONFIG_IN_SOURCE,
} sp_cli_config_names;

/* The words of a refused destination, after SP_CLI_DEST_HOLDS_SOURCE: " (" label DEST " holds the source " SRC
 * advice ")", e.g. label "-d ", advice ": building would delete the source; ...". */
typedef struct sp_cli_dest_words {
    const char *label, *advice;
} sp_cli_dest_words;

/* One site folder as a command loads it. The caller zeroes it and sets the fields marked "in"; the functions
 * below fill the others. The caller closes src (sp_source_close). */
typedef struct sp_cli_site {
    const char *src_dir;       /* in: -s SRC as typed ("." without -s) */
    bool src_given;            /* in: -s was given, so the config's `source:` is not followed */
    bool follow_source_key;    /* in: `source: DIR` in the config (without -s) builds DIR (sitepub build) */
    const char *dest_dir;      /* in: -d DEST as typed, NULL without; sp_cli_site_open: the destination */
    bool dest_given;           /* sp_cli_site_begin: -d was given */
    bool dest_checked;         /* sp_cli_site_refuse_dest_arg: -d was checked before anything was read */
    sp_cli_dest_words arg;     /* in: the refusal's words for -d DEST (a usage error, exit 2) */
    sp_cli_dest_words config_words; /* in: for the config's destination, or its source: (bad site input, exit 3) */
    char src_real[PATH_MAX];   /* sp_cli_site_begin: SRC's real path; sp_cli_site_open: the source built */
    sp_source *src;            /* sp_cli_site_open: the source opened on src_real */
    sp_value config;           /* sp_cli_site_open: the site's configuration (sp_site_config) */
} sp_cli_site;

/* SRC's real path into s->src_real and s->dest_given from s->dest_dir. -1 with an SP_ERR_IO error ("SRC is not
 * a readable directory: ...") when SRC cannot be resolved. */
int sp_cli_site_begin(sp_cli_site *s, sp_error *err);

/* Refuse -d DEST when it is SRC or a folder above it (sp_cli_dest_holds_source), before anything is read or
 * written: -1 with an SP_ERR_USAGE error in s->arg's words. 0 without -d or when DEST is elsewhere; either way
 * sp_cli_site_open does not check -d again (only a destination or source that the config sets). */
int sp_cli_site_refuse_dest_arg(sp_cli_site *s, sp_error *err);

/* The --config list configs (comma-separated; NULL: nothing to do) into opts->config_files, named as names
 * says; with SP_CLI_CONFIG_PATHS the files outside s->src_real ("" for a git source: every existing file is in
 * it) are read here, merged over opts->config_overrides (a hash the caller made), and a list with no file in the
 * source reads none there. Allocates from arena. -1 with an SP_ERR_INPUT error when a file outside the source
 * cannot be read ("the configuration file 'F' could not be found") or is not YAML. */
int sp_cli_site_configs(sp_cli_site *s, const char *configs, sp_cli_config_names names, sp_arena *arena,
                        sp_site_options *opts, sp_error *err);

/* Open the source on s->src_real and read its configuration (sp_site_config with opts) into s->config. With
 * s->follow_source_key, a `source: DIR` there (without -s) reopens s->src on DIR and sets opts to build DIR with
 * the configuration already read (SP_ERR_INPUT naming _config.yml when DIR is not a readable directory). Without
 * -d, s->dest_dir becomes the config's destination (or "_site"). Then refuses a destination that is the source
 * or a folder above it: one from the config, or the source its source: names (SP_ERR_INPUT naming _config.yml,
 * in s->config_words), or a -d DEST that sp_cli_site_refuse_dest_arg did not check (SP_ERR_USAGE, s->arg's
 * words). Returns 0 or -1 with err set; s->src is then closed by the caller as on success. */
int sp_cli_site_open(sp_cli_site *s, sp_site_options *opts, sp_arena *arena, sp_error *err);

/* Jekyll's reader skips site.dest: when s->dest_dir is inside the source (its parent's real path and its name),
 * set opts->dest_in_source to its path there (in arena; the site module excludes it without showing it in
 * site.exclude). Call after sp_cli_site_open.
 * `sitepub serve` excludes its -d DEST in src/serve/serve.c (dest_inside_source, each rebuild): the serve module
 * may not call cli, and it resolves a DEST that exists through its links, which this does not. */
void sp_cli_site_exclude_dest(const sp_cli_site *s, sp_arena *arena, sp_site_options *opts);

#endif
