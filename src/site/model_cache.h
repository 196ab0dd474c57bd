/* The front matter cache of incremental builds (model_cache.c): what YAML made of a page's or document's front
 * matter, kept per source path and blob id in the disk cache folder (file "incremental-fm", beside the
 * incremental record), so that a build after a one-post edit does not parse the front matter of every unchanged
 * post again.
 *
 * Only what is a pure function of the blob is kept: the value sp_yaml_load gave for the front matter (a mapping;
 * a front matter that failed to load, or that uses anchors or aliases, whose values YAML shares, is never kept),
 * under the blob id of the file and its path (sp_yaml_load names the path in errors; the line of the front
 * matter comes from the blob). Defaults, dates, drafts, future and unpublished posts, site.time and plugins all
 * work on the loaded value as before, every build. The file carries the disk cache's fingerprint (program build,
 * configuration, JEKYLL_ENV): another one is not used. It is written atomically with the record
 * (sp_site_inc_finish); one that is damaged (truncated, a partial write, a checksum that does not match, a value
 * that does not decode) is ignored with a warning and written again. Used by incremental builds only (not with
 * --full, which still writes it), and only for git sources (their entries have blob ids). Everything lives in
 * the site's arena: nothing to free. */
#ifndef SITEPUB_SITE_MODEL_CACHE_H
#define SITEPUB_SITE_MODEL_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/value.h"

struct sp_site;

/* The front matter value kept for path at blob id oid, decoded into the site's arena (strings refer to the
 * loaded file, also in the arena), into *out: true. false when there is none (no cache, no entry, another blob,
 * or a damaged entry: then with a warning, and the cache is not used again by this build). Loads the file on
 * its first call. */
bool sp_site_fm_cache_get(struct sp_site *s, const char *path, const unsigned char oid[20], sp_value *out);

/* Keep v, the value sp_yaml_load gave for front matter fm (fml bytes) of path at blob id oid, for the file the
 * build writes; after a get that found it, the same entry is kept without encoding it again. Not kept: a value
 * that is not a hash, front matter with '&' or '*' (anchors, aliases), a value nested too deep. */
void sp_site_fm_cache_put(struct sp_site *s, const char *path, const unsigned char oid[20], const char *fm,
                          size_t fml, sp_value v);

/* Write the entries kept by this build to DIR/incremental-fm atomically (dir: the disk cache folder, fp its
 * fingerprint); with -V, says how many front matters came from it. Nothing when no entry was kept. */
void sp_site_fm_cache_save(struct sp_site *s, const char *dir, const unsigned char fp[20]);

#endif
