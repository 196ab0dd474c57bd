/* The front matter cache of incremental builds (model_cache.c): what YAML made of a page's or document's front
 * matter, kept per source path and blob id in the disk cache folder (file "incremental-fm", beside the
 * incremental record), so that a build after a one-post edit does not parse the front matter of every unchanged
 * post again.
 *
 * Only what is a pure function of the blob is kept: the value sp_yaml_load gave for the front matter (a mapping;
 * a front matter that failed to load, or that defines anchors, whose aliases share values, is never kept),
 * under the blob id of the file and its path (sp_yaml_load names the path in errors; the line of the front
 * matter comes from the blob), with what else the reader made of the file's text (sp_fm_text), so that such a
 * document's text is read only when its body is needed (lazy bodies, site_internal.h). Defaults, dates, drafts,
 * future and unpublished posts, site.time and plugins all work on the loaded value as before, every build. The file carries the disk cache's fingerprint (program build,
 * configuration, JEKYLL_ENV): another one is not used. It is written atomically with the record
 * (sp_site_inc_finish); one that is damaged (truncated, a partial write, a checksum that does not match, a value
 * that does not decode) is ignored with a warning and written again. Used by incremental builds only (not with
 * --full, which still writes it). A git source's entries are kept by blob id; a folder's (no blob ids) by a key
 * made of the path and the mtime its walk saw (reader.c, cache_key), the shortcut the incremental record trusts
 * for a content id, and only for a file last changed 2 s or more before the build. Everything lives in the
 * site's arena: nothing to free. */
#ifndef SITEPUB_SITE_MODEL_CACHE_H
#define SITEPUB_SITE_MODEL_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/value.h"

struct sp_site;

/* What the reader found in a file's text besides its YAML (read_doc, reader.c), kept with the value so that a
 * document whose front matter comes from here is built without reading its text until something needs its body
 * (lazy bodies, site_internal.h): all a pure function of the blob, except excerpt_warned (of the blob, its path and
 * the configuration, which the entry's key and the file's fingerprint hold). Only files with front matter have
 * an entry; a byte-order mark shows as fm_off 3 + 4. */
typedef struct sp_fm_text {
    uint32_t len;            /* the file's bytes */
    uint32_t fm_off, fm_len; /* the front matter text */
    int32_t fm_line;         /* 1-based line of its first byte */
    uint32_t body_off, body_len; /* the body: the rest of the file */
    int32_t body_line;
    bool yaml_header;        /* Utils.has_yaml_header? (a page or collection file is read as one) */
    bool excerpt_warned;     /* set_excerpt printed "Excerpt modified" for it (sp_site_fm_cache_excerpt_warned) */
} sp_fm_text;

/* The front matter value kept for path at blob id oid (a folder's file: its key, as above) into *out, and the
 * text's shape into *t: true. *out is decoded into a scratch arena of the cache's, which the next call (or
 * sp_site_fm_cache_close) reuses: a caller keeps what it needs by copying its arrays and hashes
 * (sp_value_copy_containers); its strings point into the loaded file, mapped until sp_site_fm_cache_close (so
 * the site's arena holds one hash a document, not the decoded one as well). false when there is none (no cache,
 * no entry, another blob, or a damaged entry: then with a warning, and the cache is not used again by this
 * build). Loads the file on its first call. */
bool sp_site_fm_cache_get(struct sp_site *s, const char *path, const unsigned char oid[20], sp_value *out,
                          sp_fm_text *t);

/* Whether this build has a front matter cache to read or write (an incremental build with a disk cache). */
bool sp_site_fm_cache_on(struct sp_site *s);

/* Whether the cache holds path at blob id oid as a file that starts with a YAML header (so that the reader need
 * not look at its first line again). */
bool sp_site_fm_cache_header(struct sp_site *s, const char *path, const unsigned char oid[20]);

/* Keep v, the value sp_yaml_load_anchored gave for the front matter of path at blob id oid (anchored: what it
 * said), and t, for the file the build writes; after a get that found it, the same entry is kept without encoding
 * it again. Returns the entry's number (for sp_site_fm_cache_excerpt_warned), or 0 when it is not kept: a value
 * that is not a hash, front matter with anchors (its aliases share values), a value nested too deep, no cache. */
size_t sp_site_fm_cache_put(struct sp_site *s, const char *path, const unsigned char oid[20], bool anchored,
                            sp_value v, const sp_fm_text *t);

/* The entry numbered kept (0: none) is of a document whose excerpt set_excerpt warned about. */
void sp_site_fm_cache_excerpt_warned(struct sp_site *s, size_t kept);

/* Write the entries kept by this build to DIR/incremental-fm atomically (dir: the disk cache folder, fp its
 * fingerprint); with -V, says how many front matters came from it. Nothing when no entry was kept. */
void sp_site_fm_cache_save(struct sp_site *s, const char *dir, const unsigned char fp[20]);
/* Unmap the loaded file (entries and the strings decoded from it point into it) and free this build's entries: at
 * the end of a build, with its arena (after sp_site_fm_cache_save). */
void sp_site_fm_cache_close(struct sp_site *s);

#endif
