/* sitepub/site.h: build a Jekyll site from a source into a sink (DESIGN.md "site").
 *
 * sp_site_build reads _config.yml and the site tree from src, builds the site as Jekyll 4.3 would, and writes
 * every output file into sink (it does not commit the sink: the caller does, so a failed build publishes
 * nothing). Rendering runs on opts->jobs threads; the output is byte-identical whatever the number. */
#ifndef SITEPUB_SITE_H
#define SITEPUB_SITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/source.h"
#include "sitepub/value.h"

typedef struct sp_site_options {
    const char *const *config_files; /* NULL-terminated list of config paths in the source (default {"_config.yml"}) */
    sp_value config_overrides;       /* hash merged over the config last (e.g. publish's time, --baseurl); nil for none */
    bool drafts, future, unpublished; /* as jekyll build --drafts, --future, --unpublished */
    const char *baseurl;             /* --baseurl, or NULL */
    bool have_time;                  /* when true, site.time is `time` (reproducible builds) */
    sp_time time;
    int jobs;                        /* render threads; 0 = number of cores */
    int verbosity;                   /* -1 quiet, 0 normal, 1 verbose (-V: why each file was skipped) */
    void (*log)(void *ud, int level, const char *msg); /* where messages go; NULL for stderr */
    void *log_ud;
    /* The disk cache of converted Markdown and compiled Sass (as Jekyll 4.3's .jekyll-cache, which caches the
     * Markdown converter's output): in cache_dir when set (sitepub publish: $GIT_DIR/sitepub/cache), else, for
     * a source that is a folder, in source_dir/<config cache_dir, default .jekyll-cache>/sitepub; none when
     * both are NULL, or with disable_disk_cache (or `disable_disk_cache: true` in the config, as Jekyll).
     * cache_readonly: entries are used but none are written (dry runs, sitepub diff). */
    const char *cache_dir;
    const char *source_dir;
    bool cache_readonly;
    bool disable_disk_cache;
    /* --strict (or `strict: true` in the config): every warning the build prints (README "Warnings": a
     * missing layout, a destination shared by several files, a Sort warning, post_url's Deprecation, an
     * unknown plugin, a Ruby plugin in _plugins) fails the build instead, as SP_ERR_INPUT naming the file */
    bool strict;
    /* --profile: measure each Liquid template's renders and fill sp_site_stats.profile with Jekyll's tables */
    bool profile;
    /* --trace: a Liquid error names each include it went through and, in a layout, the document rendered */
    bool trace;
    /* README "Incremental builds" (on by default in sitepub build, publish and diff; --full turns it off):
     * re-render only the outputs whose recorded inputs changed and store the others as the blob an earlier
     * build made (DESIGN.md "Incremental by recorded dependencies"). Takes effect with a disk cache (cache_dir
     * or source_dir, the record is kept there: none with --safe or disable_disk_cache) and a sink that can
     * reuse blobs (the git sink of publish and diff; the folder sink, which copies a file of the previous
     * destination whose bytes still hash to the recorded blob); otherwise the build renders everything. Source
     * files without a blob id (a folder's, a gem or remote theme's) are known by the blob id of their bytes,
     * read again only when their mtime changed. */
    bool incremental;
    /* Progress of the render (NULL: none): total is how many documents this build renders (pages, posts,
     * collection documents and generated pages; known once the site is read, before the first renders), done how
     * many of them are rendered so far, reused how many outputs an incremental build takes unrendered from an
     * earlier one (not in total). Called from the render threads, one call at a time: at the start (done 0), at
     * most about four times a second while rendering, and once at the end with done == total (again from 0 when
     * an incremental build has to render a second time). */
    void (*progress)(void *ud, size_t done, size_t total, size_t reused);
    void *progress_ud;
    /* with incremental: render every output (--full), reusing none, and still write the record for the next
     * build */
    bool incremental_full;
    /* sitepub build's destination folder, or NULL: when it lies inside source_dir, its files are not inputs
     * of an incremental build (they are what the build writes), as the disk cache's folder is not */
    const char *dest_dir;
    /* The destination's path relative to source_dir when it lies inside it ("_site", "out/site"; no trailing
     * '/'), or NULL. Nothing under it is site input (Jekyll's Reader#retrieve_dirs never enters site.dest): the
     * configuration excludes "PATH/" after its own entries, but site.exclude shows only those, as Jekyll's does
     * (the default list, or the config's entries followed by the defaults). */
    const char *dest_in_source;
    /* A long-running caller's memory of its last build (sitepub serve; sp_site_memo_new), or NULL. With an
     * incremental build, a page or document whose output the plan reuses is not rendered again for what other
     * pages read of it (its content, excerpt and output, as when a listing page shows whole posts): the memo's
     * texts from the build that made that very output (same blob id) stand in for it. After each build the memo
     * holds the written documents' texts (a failed build empties it). One build at a time per memo. */
    struct sp_site_memo *memo;
} sp_site_options;

/* An empty memo (NULL when out of memory); free with sp_site_memo_free (NULL allowed). It holds a copy of every
 * written page's and document's converted content, excerpt and output (about the size of the site). */
typedef struct sp_site_memo sp_site_memo;
sp_site_memo *sp_site_memo_new(void);
void sp_site_memo_free(sp_site_memo *m);

typedef struct sp_site_stats {
    size_t documents;    /* pages, posts and collection documents rendered */
    size_t static_files; /* files copied unchanged */
    size_t skipped;      /* excluded, future, unpublished, drafts not shown */
    size_t warnings;     /* warnings printed (sp_site_options.strict makes the first one an error) */
    /* with sp_site_options.profile: Jekyll's --profile text ("Build Process Summary:" and "Site Render Stats:"
     * tables, as Jekyll::Profiler writes them); malloc'd, the caller frees it; NULL otherwise */
    char *profile;
    double seconds;      /* wall time of the build */
    /* with sp_site_options.incremental in effect: outputs rendered and written, and outputs reused unrendered */
    size_t rerendered, reused;
} sp_site_stats;

/* Default options (config "_config.yml", jobs 0, everything else off). */
void sp_site_options_init(sp_site_options *opts);

/* Build the site of src into sink. Returns 0, or -1 with err (SP_ERR_INPUT with file:line:column for bad input).
 * stats may be NULL. */
int sp_site_build(sp_source *src, sp_sink *sink, const sp_site_options *opts, sp_site_stats *stats, sp_error *err);

/* Jekyll's `jekyll doctor` (Commands::Doctor.healthy?) on the site in src: reads and generates it (nothing is
 * rendered or written) and reports through opts->log, in Jekyll's words, each problem it finds: relative
 * permalinks ("Deprecation: Your site still uses relative permalinks, ..."), destinations shared by several
 * files ("Conflict: ..."), URLs that differ only by case, a missing, invalid or relative `url`, a _posts folder
 * outside a custom collections_dir. *problems is how many; 0 means "Your test results are in. Everything looks
 * fine." (the caller prints it). Returns 0, or -1 with err when the site cannot be read. */
int sp_site_doctor(sp_source *src, const sp_site_options *opts, size_t *problems, sp_error *err);

/* The merged configuration of the site in src as sp_site_build would use it (Jekyll 4.3 defaults, the config
 * files of opts, the overrides), copied into arena a; e.g. for keep_files before a sink is opened. Returns 0, or
 * -1 with err (bad YAML names file:line:column). */
int sp_site_config(sp_source *src, const sp_site_options *opts, sp_arena *a, sp_value *out, sp_error *err);

/* Jekyll's `source:` key: the folder a configuration read from the current folder names as the site's source
 * (Jekyll reads ./_config.yml, then builds from File.expand_path(config["source"]), whose own _config.yml is
 * not read). Returns the value of `source` in config (a merged configuration from sp_site_config) when it is a
 * string other than "", "." and "./", else NULL; the string is config's. A -s on the command line wins over it,
 * as Jekyll's override does: the caller asks only when none was given. */
const char *sp_site_config_source(sp_value config);

/* Load libsass (libsass.so.1, opened with dlopen on first use rather than linked, to keep it off the start-up
 * path of runs that compile no Sass) now, without compiling anything, so a Sass page's compile later does not
 * wait for it. Safe from any thread and any number of times, before or during sp_site_build (pthread_once);
 * meant to run on a background thread started early (`pthread_create(&t, NULL, fn, NULL)`, fn calling it), joined
 * before the process exits (exit during a dlopen would run libsass's constructors and destructors at once). Returns 0 when libsass is loaded, -1 when it cannot be (not installed);
 * no error is reported here: the first Sass page compiled then fails with SP_ERR_IO naming the page and saying
 * to install libsass1. */
int sp_site_sass_preload(void);

#endif
