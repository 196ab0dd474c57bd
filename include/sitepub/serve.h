/* sitepub/serve.h: the preview server of `sitepub serve` (DESIGN.md "serve", issue 18).
 *
 * Three parts, each usable alone:
 *  - a snapshot: one built site held in memory (every output path with its bytes), immutable and reference
 *    counted, filled through an in-memory sink (sp_serve_mem_sink_open) that a build writes into;
 *  - the HTTP server (libmicrohttpd): serves the current snapshot as `jekyll serve` 4.3 serves _site (WEBrick's
 *    FileHandler with Jekyll's servlet): the site under its baseurl, index files for folders, Jekyll's MIME
 *    types, the site's 404.html, Jekyll's Cache-Control header; with live reload, an event stream (Server-Sent
 *    Events) on a second port and a script injected into every HTML page;
 *  - the loop (sp_serve_run): build, serve, watch the source (inotify, or a git ref for --rev), rebuild, tell
 *    the browsers.
 * Nothing here prints: messages go through the log callback of sp_serve_config. */
#ifndef SITEPUB_SERVE_H
#define SITEPUB_SERVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/site.h"

/* One output file of a snapshot. */
typedef struct sp_serve_file {
    char *path;          /* site-relative, '/'-separated (as the sink was given it) */
    unsigned char *data; /* the bytes; a symbolic link's target text for SP_MODE_LINK */
    size_t len;
    uint32_t mode;
    unsigned char oid[20]; /* with has_oid: the git blob id of data (sp_source_blob_id), how a rebuild knows the
                            * file unchanged; written files get it from sp_serve_snapshot_fill_ids, after the
                            * site is served, so hashing them is not on the way from a save to the reload */
    bool has_oid;
} sp_serve_file;

/* A built site in memory: files sorted by path (bytewise). Immutable once made; shared by reference count
 * between the server's connections and the loop. */
typedef struct sp_serve_snapshot {
    sp_serve_file *files;
    size_t count;
    char *baseurl;  /* the site's baseurl as served: "" or "/blog" (leading '/', no trailing '/') */
    int refs;       /* updated atomically; use sp_serve_snapshot_ref/unref */
} sp_serve_snapshot;

/* Take one more reference (returns snap; NULL stays NULL). */
sp_serve_snapshot *sp_serve_snapshot_ref(sp_serve_snapshot *snap);
/* Drop a reference; the last one frees everything. NULL does nothing. */
void sp_serve_snapshot_unref(sp_serve_snapshot *snap);
/* The file at path (site-relative, no leading '/'), or NULL. Binary search; path need not be NUL-terminated. */
const sp_serve_file *sp_serve_snapshot_find(const sp_serve_snapshot *snap, const char *path, size_t len);
/* Compute the blob id of every file that has none yet. Only one thread at a time may call it for a snapshot,
 * and not while a memory sink with it as prev is open; readers of path, data, len and mode are not disturbed. */
void sp_serve_snapshot_fill_ids(sp_serve_snapshot *snap);
/* True when some file lies under folder path/ (len 0: the root, true for any non-empty snapshot). */
bool sp_serve_snapshot_is_dir(const sp_serve_snapshot *snap, const char *path, size_t len);

/* An in-memory sink: write and copy keep the bytes (copy reads them from the source), thread-safe. When also is
 * not NULL every write and copy is passed on to it too and commit commits it (`-d DEST`: the folder is written as
 * well); the memory sink does not own also. commit makes the snapshot, which sp_serve_mem_sink_take then hands
 * over. *out is closed with sp_sink_close. Fails only on memory exhaustion (SP_ERR_INTERNAL).
 * With prev (a snapshot of an earlier build; the sink takes its own reference, NULL: none) the sink can reuse
 * (sp_sink_ops.reuse): an output of prev at the same path whose blob id and mode are the ones asked for is taken
 * over, its bytes shared, not copied (returns 1, nothing stored, when prev has no such file); and a static file
 * whose source entry has a blob id equal to prev's file at that path is taken from prev unread. Either way also,
 * when set, gets the bytes (through its own reuse when it has one and knows the blob). */
int sp_serve_mem_sink_open(sp_sink *also, sp_serve_snapshot *prev, sp_sink **out, sp_error *err);
/* How many files of the build so far were taken from prev (reused outputs and unchanged static files). */
size_t sp_serve_mem_sink_shared(const sp_sink *sink);
/* After a successful commit: the snapshot (the caller owns one reference), with baseurl copied; NULL before. */
sp_serve_snapshot *sp_serve_mem_sink_take(sp_sink *sink, const char *baseurl);

/* A snapshot of the files of a folder (e.g. an existing _site for --skip-initial-build). Errors are the
 * source's (SP_ERR_IO). *out owns one reference. */
int sp_serve_snapshot_from_dir(const char *dir, const char *baseurl, sp_serve_snapshot **out, sp_error *err);

/* What the loop serves and how it watches. Strings are borrowed for the duration of sp_serve_run. */
typedef struct sp_serve_config {
    /* The site: a folder (source_dir), or with rev set, the tree of revision rev in repository repo (rev is
     * resolved again every poll_ms milliseconds; when it names a branch that moves, the site is rebuilt). */
    const char *source_dir; /* absolute path of the source folder; also the watch root */
    const char *repo;       /* --repo (default "."), with rev */
    const char *rev;        /* --rev, or NULL for a folder */
    int poll_ms;            /* --rev poll interval (default 300) */
    const char *dest_dir;   /* -d: also write the site there (replaced after each good build), or NULL */
    sp_site_options site;   /* build options (drafts, future, config files, jobs, ...) */
    const char *host;       /* bind address (default "127.0.0.1") */
    int port;               /* 0 picks a free port (the one chosen is logged in the address line) */
    bool livereload;
    int livereload_port;    /* default 35729; 0 picks a free port */
    const char *const *livereload_ignore; /* NULL-terminated globs (File.fnmatch on source paths): a rebuild whose
                                           * changed files all match is served without telling the browsers */
    bool skip_initial_build; /* serve dest_dir as it is until the first change (Jekyll's --skip-initial-build) */
    bool watch;             /* rebuild on changes (default true; --no-watch) */
    bool full;              /* every rebuild renders the whole site (--full); default: incremental rebuilds */
    int debounce_ms;        /* quiet time that ends a burst of file events (default 5; longer while a file
                             * written to is still open, up to 1 s from the first event) */
    /* Messages, already formatted in Jekyll's layout ("      Regenerating: 1 file(s) changed at ..."); level 0
     * info, 1 warning, 2 error. NULL: nothing is said. */
    void (*log)(void *ud, int level, const char *msg);
    void *log_ud;
    /* Called once the server listens, with its URL (e.g. "http://127.0.0.1:4000/"): the cli's --open-url. */
    void (*on_listening)(void *ud, const char *url);
    const char *site_url;   /* site.url for the build (sp_serve_run sets it to the server's address, as
                             * `jekyll serve` does when JEKYLL_ENV is unset or development); NULL: the config's */
    int stop_fd;            /* sp_serve_run returns when this descriptor becomes readable (a signal's pipe) */
} sp_serve_config;

/* Defaults as `jekyll serve` (127.0.0.1:4000, livereload port 35729, watch on), site options initialised. */
void sp_serve_config_init(sp_serve_config *cfg);

/* What one rebuild hands the next: the last good snapshot (whose outputs the next may reuse) and the blob ids of
 * the source folder's files. NULL when out of memory; free with sp_serve_state_free (NULL allowed). */
typedef struct sp_serve_state sp_serve_state;
sp_serve_state *sp_serve_state_new(void);
void sp_serve_state_free(sp_serve_state *st);
/* Work that can wait until the new site is served (the loop calls it once it has been idle for 250 ms after a
 * publish, while the browsers reload, or right before the next rebuild): the blob ids of the files the last
 * rebuild wrote (sp_serve_snapshot_fill_ids), which the next rebuild checks reuses against. */
void sp_serve_state_idle(sp_serve_state *st);

/* Build the site once into memory (and dest_dir when set). Returns 0 with *out (one reference), or -1 with err
 * (the build's error: file:line:column) and *out NULL. stats may be NULL (with an incremental rebuild,
 * stats->rerendered and ->reused say how many outputs were rendered and reused).
 * With st NULL, or cfg->full, the whole site is rendered. With st, the rebuild is incremental (DESIGN.md
 * "Incremental by recorded dependencies"; src/site/incremental.c): the record of what each output read is kept in
 * the disk cache (none with disable_disk_cache: then every output renders), and an output whose recorded inputs
 * did not change is taken from st's last snapshot, verified by its blob id. For a folder, changed (nchanged
 * paths relative to it, as the watcher reports them; a folder stands for everything under it) are the files whose
 * blob ids are computed again; the others keep the ids st holds, so a save reads the one file it changed to see
 * that it changed; a file's bytes are kept with its id (up to 256 KiB each), so the build reads unchanged files
 * from memory. While the loop's watcher reports every change (sp_serve_run: every folder watched, no symbolic
 * link), the folder is not walked either: the last listing is patched with changed (src/serve/hashed.c,
 * sp_serve_kept_open). changed NULL with nchanged > 0: anything may have changed (every file is hashed again;
 * after lost watch events). A changed _config file also hashes every file (an exclude list may have shrunk). The git
 * tree of --rev has blob ids of its own. On success st keeps the new snapshot; on failure it keeps the last good
 * one. The result is the site a full build makes (tests/scripts/serve_incremental.sh compares them). */
int sp_serve_rebuild(const sp_serve_config *cfg, sp_serve_state *st, const char *const *changed, size_t nchanged,
                     sp_serve_snapshot **out, sp_site_stats *stats, sp_error *err);

/* Run the preview: initial build (a failed one is logged and served as the error overlay over an empty site),
 * listen, watch, rebuild, until stop_fd is readable; then stop every thread, close the sockets and watches, and
 * return 0. Returns -1 with err when it cannot start: SP_ERR_IO for a port in use ("... port 4000 is in use";
 * exit 4) or a host that cannot be bound, SP_ERR_GIT for --rev errors. */
int sp_serve_run(const sp_serve_config *cfg, sp_error *err);

#endif
