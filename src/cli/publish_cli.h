/* Helpers shared by `sitepub publish` and `sitepub diff` (src/cli/cmd_publish.c, src/cli/cmd_diff.c). */
#ifndef SITEPUB_CLI_PUBLISH_CLI_H
#define SITEPUB_CLI_PUBLISH_CLI_H

#include <stdbool.h>

#include "sitepub/publish.h"
#include "sitepub/site.h"

/* Option `name VALUE` or `name=VALUE` at argv[*i]: 1 and *out set (advancing *i past a separate value), 0 when
 * argv[*i] is another option, -1 (after printing why) when the value is missing. */
int sp_cli_take_arg(int argc, char **argv, int *i, const char *name, const char **out);

/* A repeatable option (`name VALUE` or `name=VALUE`, e.g. --keep GLOB) at argv[*i]: 1 with the value appended to
 * list (SP_PUBLISH_MAX_KEEP entries; *n counts them; the value stays in argv), 0 when argv[*i] is another option,
 * -1 after printing why when the value is missing or the list is full ("sitepub CMD: at most N NAME WHAT"). */
int sp_cli_take_list(const char *cmd, int argc, char **argv, int *i, const char *name, const char *what,
                     const char **list, size_t *n);

/* How the build of a publish or diff runs: jobs render threads (0: the number of cores; -j/--jobs), and no_cache
 * (--disable-disk-cache: the disk cache in $GIT_DIR/sitepub/cache is neither read nor written). */
typedef struct sp_cli_build_opts {
    int jobs;
    bool no_cache;
    bool strict; /* --strict: the build's warnings are errors (exit 3) */
    bool git_strict; /* and so does git config sitepub.strict of the repository built in (publish; not diff) */
    /* as sitepub build's: --drafts, --future, --unpublished, --baseurl URL, --config A.yml,B.yml (paths in the
     * source revision, merged left to right; NULL-terminated, NULL for _config.yml) */
    bool drafts, future, unpublished;
    const char *baseurl;
    const char *configs[17];
    bool have_configs;
    sp_site_stats stats; /* filled by the build (documents, static files) */
    bool built;          /* stats is set */
    int verbosity; /* the site build's: -1 quiet (-q: not even the _plugins warning), 0 normal */
    bool full;        /* --full: render every page (incremental builds are the default; -I is accepted) */
    bool verbose;     /* -V: the build says what it rendered and why */
    bool progress;    /* show the documents rendered (sp_cli_site_progress) */
} sp_cli_build_opts;

/* git config sitepub.strict of repo: true when set to a true value; false when unset or repo is NULL. */
bool sp_cli_git_strict(struct git_repository *repo);

/* The options publish and diff share beyond the build's: --nojekyll / --no-nojekyll, --cname DOMAIN,
 * --target-dir DIR, --from-dir DIR. */
typedef struct sp_cli_publish_opts {
    bool nojekyll_set, nojekyll;
    const char *cname, *target_dir, *from_dir;
} sp_cli_publish_opts;

/* When argv[*i] is one of the build options of sp_cli_build_opts (-D/--drafts, --future, -U/--unpublished,
 * -b/--baseurl URL, --config FILES) or of sp_cli_publish_opts: set it and return 1 (advancing *i past a separate
 * value); -1 after printing why (a missing value, more than 16 config files); 0 for another argument. */
int sp_cli_take_site_opt(const char *cmd, int argc, char **argv, int *i, sp_cli_build_opts *bo,
                         sp_cli_publish_opts *po);

/* The producer for a publish: the Jekyll build (sp_site_build) run as bo says (bo must live until the publish
 * returns), or
 * with no_build the copy producer. Returns -1 after printing why when it is not available. */
int sp_cli_pick_producer(bool no_build, sp_cli_build_opts *bo, sp_producer_fn *fn, void **ud);

/* The progress of a publish (sp_publish_options.progress) on stderr: "sitepub: building...", objects written,
 * the push's objects sent, overwriting one line on a terminal. ud is unused. */
void sp_cli_progress(void *ud, const char *phase, size_t done, size_t total);
/* The build's progress (sp_site_options.progress) on stderr (progress.c): "sitepub: documents rendered N/TOTAL"
 * and " (R reused)" after it in an incremental build; on a terminal one line overwritten, elsewhere a line at the
 * start, at each tenth of the total and at the end. ud is unused. */
void sp_cli_site_progress(void *ud, size_t done, size_t total, size_t reused);
/* Whether sp_cli_site_progress has printed (sp_cli_progress then leaves the files-written count out). */
bool sp_cli_progress_documents_shown(void);

/* When argv[*i] is -j N, -jN, --jobs N or --jobs=N: set *jobs (0 to 1024) and return 1 (advancing *i past a
 * separate value), or print a usage error naming cmd and return -1; 0 when it is another argument. */
int sp_cli_take_jobs(const char *cmd, int argc, char **argv, int *i, int *jobs);

/* Read value as a number of render threads (0 to 1024, 0: the number of cores) into *jobs; else print
 * "sitepub CMD: -j/--jobs needs a number of threads from 0 to 1024, not 'VALUE'" and return -1. */
int sp_cli_parse_jobs(const char *cmd, const char *value, int *jobs);

/* sp_publish_options.before_commit for a publish that may send a notice: when the resolved settings have notify
 * on, load the notice's settings and check them (sp_notify_settings_check), so that a notice that cannot be sent
 * stops the publish before its commit. ud is unused. */
int sp_cli_notify_check(void *ud, struct git_repository *repo, const sp_publish_settings *s, sp_error *err);

/* Send the commit notice for a publish that made a commit (or, up to date with --resend, for the tip's own
 * commit); returns the exit code (0, or SP_ERR_NOTIFY after saying how to send it again). */
int sp_cli_notify_after_publish(const sp_publish_options *o, const sp_publish_result *r);

/* Append text (difftext output: a stat, a patch, or a stat, an empty line and a patch) to out with git's
 * default diff colours, byte for byte what `git diff --color=always` prints (git 2.39). */
void sp_cli_diff_colorize(const char *text, size_t len, sp_buf *out);

#endif
