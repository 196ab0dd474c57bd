/* Incremental builds (DESIGN.md "Incremental by recorded dependencies"; incremental.c).
 *
 * While a document renders, the Liquid read hook (sp_liquid_render_options.read) tells what it read; the
 * build keeps, per output path, a fingerprint of those inputs and the output's blob id in the disk cache
 * folder (file "incremental"). The next build re-renders the outputs whose fingerprint changed and stores the
 * others as their old blob (sp_sink_ops.reuse), unrendered. On by default in sitepub build, publish and diff
 * (sp_site_options.incremental; incremental_full renders everything and still records). Source files without
 * a blob id (a folder's, a gem or remote theme's) get the blob id of their bytes, kept in the record with
 * their mtime so that an unchanged file is not read again. The warnings a render printed are kept with its
 * output (sp_site_inc_capture_warning) and printed again when the output is reused.
 *
 * What an output depends on, coarsely and on the safe side:
 * - always: the site-wide inputs (the disk cache's fingerprint: this program's build id, JEKYLL_ENV, the
 *   configuration; the build options,
 *   every source file's path and blob id except the bodies of pages and documents, whose front matter counts
 *   instead, and the model: every document's path, kind, url and whether it is written), and its own source;
 * - SP_INC_BODIES: the sources of the documents whose content or excerpt it printed, and of those their
 *   content printed in turn (the record lists them: the documents an incremental build renders first, body
 *   only, for it);
 * - SP_INC_OUTPUTS: the same for another document's output (those are rendered in full first);
 * - SP_INC_ANY: the sources of all pages and documents (a document it could not name);
 * - SP_INC_TIME: site.time (read as site.time, or as a page's date, which is site.time for pages, by it or by
 *   a document whose content it showed); ANY implies it.
 * What a read is comes from the Liquid read hook: a lookup that finds another document's or page's `content`,
 * `excerpt` or `output` reads that one (BODIES, OUTPUTS; every other key of a document is front matter or the
 * model, site-wide inputs), and so does a hash iterated or given to a filter that walks it, entry by entry; a
 * filter that takes only an array's length (`size`), hands on some of its elements (first, last, slice,
 * where_exp, ...) or reads one property of each (map, where, sort: "date", group_by, ...) reads that much
 * (src/liquid/render.c, read_filter_input). A value handed on whole otherwise (printed, given to any other
 * filter, compared) that holds another document or page, or `site`, counts as all of them (its own page's hash
 * is looked into: its content is its own source's). Generated pages (feed, sitemap, pagination, redirects) and
 * Sass pages are always rendered. */
#ifndef SITEPUB_SITE_INCREMENTAL_H
#define SITEPUB_SITE_INCREMENTAL_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/value.h"

enum { SP_INC_BODIES = 1u, SP_INC_OUTPUTS = 2u, SP_INC_TIME = 4u, SP_INC_ANY = 8u, SP_INC_ALL = 15u };
enum { SP_INC_FULL = 0, SP_INC_CONTENT = 1, SP_INC_SKIP = 2 };

struct sp_site;
struct sp_doc;

/* The same-tree shortcut, before the site is read (after the configuration, the theme and the disk cache):
 * when the source listing (every entry's path, mode and blob id; the mtime of an entry without one, trusted as
 * the content-id shortcut is), the disk cache's fingerprint (program build, configuration, JEKYLL_ENV), the
 * build options and the time zone are those the last incremental build recorded (file "incremental-tree"), and
 * that build printed nothing of level <= 0 from here on, every output it stored (pages, documents, source maps,
 * static files) is stored again by blob id (sp_sink_ops.reuse), unread and unrendered. When site.time differs,
 * only if no output or model decision of that build depended on it (SP_INC_TIME or SP_INC_ANY in any render,
 * a document dated site.time or undated, a future date) and the time did not go back. Returns 1 when taken
 * (stats filled: the build is done), 0 when not (the key is kept for sp_site_inc_finish to record; a reuse that
 * failed half-way leaves the sink wrapped so that the full build stores those paths once), -1 with err from the
 * sink. */
int sp_site_inc_shortcut(struct sp_site *s, sp_error *err);

/* Right after a same-tree shortcut that was not taken, before the site is read: when the plan will load the
 * record (an incremental build with a disk cache and a sink that reuses blobs), start reading and parsing it on
 * a thread of its own, so that it is ready when sp_site_inc_plan needs it (a 10,000-post record is 5 MB of text,
 * some 6 ms, which the reader's single thread leaves the other core free for). The thread touches nothing of
 * the site; the plan joins it and warns of a damaged record as before; sp_site_inc_free joins it when the build
 * stops earlier. Without a thread (pthread_create failed) the plan reads the record itself. */
void sp_site_inc_preload(struct sp_site *s);

/* Before rendering (after the model, generators and conflicts): with sp_site_options.incremental, a disk cache,
 * and a sink that can reuse blobs, work out the site-wide fingerprint, load the record (a damaged one is
 * ignored with a warning), and give each document its mode; reused outputs are stored in the sink now. Without
 * those, s->inc stays NULL and every document renders (SP_INC_FULL). Returns 0, or -1 with err from the sink. */
int sp_site_inc_plan(struct sp_site *s, sp_error *err);

/* Called by the Liquid read hook for the document d being rendered (see sp_liquid_render_options.read). */
void sp_site_inc_note(struct sp_site *s, struct sp_doc *d, int kind, sp_value obj, sp_value key, sp_value val);

/* After a render pass: true when what the rendered documents read was there (the plan gave them every
 * document's content, or output, that they asked for). When false, the plan becomes a full render (every
 * document SP_INC_FULL, except those already reused, which are rendered but not written again) and the caller
 * renders once more from the state before the first pass. */
bool sp_site_inc_check(struct sp_site *s);

/* After rendering: write the rendered outputs (incremental builds write them here, not from the render
 * threads, so a render that has to be redone wrote nothing), record every output's fingerprint and blob id
 * (atomically; not when the cache is read-only) and, with -V, say how many were rendered and why. Returns 0,
 * or -1 with err from the sink. */
/* Whether the render may write each output as soon as it is rendered and free it (what a full build does): no
 * incremental build (s->inc NULL), or one whose plan renders every output and reuses none (so sp_site_inc_check
 * cannot ask for a second render, and no output is in the sink already). Otherwise outputs are kept and written by sp_site_inc_finish.
 * O(documents). */
bool sp_site_inc_streams(const struct sp_site *s);

/* An incremental build that streams (sp_site_inc_streams): d's output, just written to the sink, is hashed now
 * (its blob id, kept in d, goes into the record) so that it can be freed; sp_site_inc_finish does not write it
 * again. No-op without an incremental build. Called from the rendering thread of d. */
void sp_site_inc_written(struct sp_site *s, struct sp_doc *d);

int sp_site_inc_finish(struct sp_site *s, sp_error *err);

/* Whether the plan reuses docs[i]'s output (its fingerprint matched the record); then blob is that output's blob
 * id as recorded. false without a plan. */
bool sp_site_inc_reused_blob(const struct sp_site *s, size_t i, unsigned char blob[20]);


/* The record's fingerprint and blob id of docs[i]'s output (the last build's; false when the record has no
 * line for it), and those sp_site_inc_finish recorded for it now (false before, or for an output not recorded).
 * A render is a function of the inputs its fingerprint covers: memo.c keys the texts it keeps on disk by them. */
bool sp_site_inc_old_key(const struct sp_site *s, size_t i, unsigned char f[20], unsigned char blob[20]);
bool sp_site_inc_new_key(const struct sp_site *s, size_t i, unsigned char f[20], unsigned char blob[20]);
/* After rendering: whether another document's render showed docs[i]'s content or excerpt (one rendered now, by
 * the read hook; one reused, by its record). */
bool sp_site_inc_shown(const struct sp_site *s, size_t i);

/* Free the plan (safe when s->inc is NULL). */
void sp_site_inc_free(struct sp_site *s);

/* A warning a render printed, kept with its output so that a build that reuses the output prints it again
 * (file may be NULL; file and msg are malloc'd, owned by the document). */
typedef struct sp_inc_warn {
    char *file;
    int line;
    char *msg;
} sp_inc_warn;

/* The render thread that calls this renders d from now on (NULL: none). Call it on the thread that renders d,
 * before and after each render; does nothing without an incremental build (s->inc NULL). */
void sp_site_inc_rendering(struct sp_site *s, struct sp_doc *d);

/* sp_site_warn's first step: during an incremental build, a warning printed while a document renders on this
 * thread is kept with the document (true: not printed now) and printed by sp_site_inc_finish, in document
 * order, with the reused outputs' recorded warnings (so an incremental build prints, and with --strict fails
 * on, what a full one does). false: print it now (no incremental build, or not inside a render). */
bool sp_site_inc_capture_warning(struct sp_site *s, const char *file, int line, const char *msg);

/* A render that may be thrown away (render.c renders a document that reads other documents' content beside the
 * others, before the walk that would render it in its turn, and keeps the result only when it read nothing of the
 * documents that walk changes): what the document's render has recorded so far, taken before it renders. */
typedef struct sp_inc_mark {
    unsigned flags;
    size_t nreads, nwarns;
} sp_inc_mark;

/* Take d's mark (before its render; on the thread that owns d then). */
void sp_site_inc_mark(const struct sp_doc *d, sp_inc_mark *m);

/* Forget what d's render recorded since m (its flags, the documents it read, the warnings it kept: those are
 * freed), for a render thrown away. */
void sp_site_inc_rewind(struct sp_doc *d, const sp_inc_mark *m);

/* Whether d's render since m read no document whose group[] is g (another document's or page's content,
 * excerpt or output, by the read hook) and nothing it could not name (SP_INC_ANY): then it saw what it would
 * see in any order of that group's renders. group: per document of s->docs. */
bool sp_site_inc_read_outside(const struct sp_site *s, const struct sp_doc *d, const sp_inc_mark *m,
                              const size_t *group, size_t g);

/* Whether the last render of docs[i], as the record has it, read no document whose group[] is g and nothing
 * it could not name (true when the record has no line for it): worth rendering it speculatively. */
bool sp_site_inc_predict_outside(const struct sp_site *s, size_t i, const size_t *group, size_t g);

/* Forget what every render of this pass recorded (flags, reads, warnings), for a pass rendered again with the
 * same plan (render.c: a memo document's content was read before its turn). */
void sp_site_inc_forget_renders(struct sp_site *s);

/* Count one speculative render, kept or thrown away, for -V (sp_site_inc_finish says how many). Main thread. */
void sp_site_inc_speculated(struct sp_site *s, bool kept);

#endif
