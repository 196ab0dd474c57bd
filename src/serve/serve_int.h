/* Internal interfaces of src/serve/: the MIME table, the HTTP server, the file watcher. */
#ifndef SITEPUB_SERVE_INT_H
#define SITEPUB_SERVE_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/error.h"
#include "sitepub/serve.h"

/* The longest extension of sp_mime_table (scripts/gen-mime-table.rb EXT_MAX checks it) */
#define SP_MIME_EXT_MAX 24
/* No pointers (nothing for the loader to relocate at start): the extension inline, the type an offset. */
typedef struct sp_mime_entry {
    char ext[SP_MIME_EXT_MAX + 1]; /* lower case, no dot; NUL-padded */
    uint16_t type;                 /* the type is sp_mime_types + type */
    uint8_t charset;               /* 1: Jekyll adds "; charset=utf-8" */
} sp_mime_entry;
extern const sp_mime_entry sp_mime_table[];
extern const size_t sp_mime_table_len;
extern const char sp_mime_types[]; /* every type once, each NUL-terminated */

/* The Content-Type WEBrick gives path with Jekyll's table (extension after the last '.', lower-cased;
 * "application/octet-stream" when unknown), with "; charset=utf-8" where Jekyll adds it. Writes into buf. */
const char *sp_serve_mime_type(const char *path, size_t len, char *buf, size_t n);

/* Percent-decode and normalise a request path as WEBrick does (HTTPUtils.unescape + normalize_path): "." and
 * empty segments dropped, ".." removing the segment before it. Writes the site-relative path (no leading '/')
 * into out (size n) and sets *slash when the request ended in '/'. Returns 0, 400 (bad escape, NUL, ".." above
 * the root, too long) or 404 (an encoded '/' or '\\', a backslash: such a name never names a file of the site). */
int sp_serve_normalize_path(const char *url, char *out, size_t n, bool *slash);

/* True for 127.0.0.0/8, ::1 and ::ffff:127.x.y.z: an address only this machine reaches (no warning). */
struct sockaddr;
bool sp_serve_addr_is_loopback(const struct sockaddr *a);

/* Whether two snapshots' files have the same bytes and mode: shared bytes, equal blob ids, else the bytes. */
bool sp_serve_file_same(const sp_serve_file *x, const sp_serve_file *y);

/* The HTTP server. */
typedef struct sp_http sp_http;
typedef struct sp_http_options {
    const char *host;
    int port;
    bool livereload;
    int livereload_port;
} sp_http_options;
/* Bind host:port (and the livereload port) and start serving (no snapshot yet: 503 until the first
 * sp_http_publish). Fails with SP_ERR_IO for a port in use or an address that cannot be bound. */
int sp_http_start(const sp_http_options *o, sp_http **out, sp_error *err);
/* The port bound (after start; useful with port 0) and whether the address is loopback. */
int sp_http_port(const sp_http *h);
int sp_http_livereload_port(const sp_http *h);
bool sp_http_is_loopback(const sp_http *h);
/* What the loop knows of a rebuild's cause: nothing; every changed source file was a stylesheet (other outputs,
 * such as a feed printing site.time, differ on every build); every one matched --livereload-ignore. */
typedef enum sp_http_hint { SP_HTTP_ANY, SP_HTTP_STYLES, SP_HTTP_SILENT } sp_http_hint;
/* Serve snap from now on (the server takes the reference) and tell the browsers, comparing it with the
 * snapshot it replaces: nothing when the two are the same or with SP_HTTP_SILENT, a stylesheet reload when only
 * .css (and .css.map) files differ or with SP_HTTP_STYLES, a page reload otherwise. A published snapshot clears
 * the error overlay (an `ok` event when nothing else is sent). Returns the replaced snapshot (NULL for none) with
 * the server's reference, for the caller to release (sp_serve_snapshot_unref) when it suits: freeing a large
 * site's files right after the event would compete with the browsers' reload. Call from one thread only (the
 * loop's). */
sp_serve_snapshot *sp_http_publish(sp_http *h, sp_serve_snapshot *snap, sp_http_hint hint);
/* Keep serving the last good snapshot and show text (file:line:col: error: message) in an overlay. */
void sp_http_set_error(sp_http *h, const char *text);
/* Stop: event streams end, every connection thread is joined, sockets closed; frees h. NULL does nothing. */
void sp_http_stop(sp_http *h);

/* The blob ids of a folder's files as of the last rebuild (src/serve/hashed.c). */
typedef struct sp_serve_memo sp_serve_memo;
/* An empty memo (NULL when out of memory); free with sp_serve_memo_free (NULL allowed). */
sp_serve_memo *sp_serve_memo_new(void);
void sp_serve_memo_free(sp_serve_memo *m);
/* Forget every id (the watcher lost events): the next sp_serve_hashed_open hashes every file. */
void sp_serve_memo_clear(sp_serve_memo *m);
/* Keep the ids but no longer trust the listing (the watcher started again, or may miss changes from now on):
 * sp_serve_kept_open declines until the next sp_serve_hashed_open with a watcher's predicate. */
void sp_serve_memo_unlisted(sp_serve_memo *m);
/* What the watcher does not report (serve.c's ignore set: excluded paths, the destination, the cache, .git). */
typedef bool (*sp_serve_ignored_fn)(void *ud, const char *rel, bool is_dir);
/* A source listing inner's entries with blob ids: inner's own when it has them, else the memo's for a path it
 * holds with the same mode and modification time (sp_source_mtime) and that is not in changed (a changed folder
 * forgets everything under it), else the id of the file's bytes, read now. The memo then holds this listing's
 * ids, and the bytes of the files read for them (up to 256 KiB each): a read of such a file through *out, and
 * through later listings that keep its id, gives those bytes without reading the disk. Paths equal to or under
 * one of hide (NULL-terminated folder names relative to the root, e.g. the disk cache and the destination;
 * NULL: none) are not listed. unwatched: NULL, or inner is a folder that a watcher watched before inner listed
 * it and that reports every change but where unwatched(ud, path, false) says (the memo's listing may then be
 * patched by sp_serve_kept_open). Takes ownership of inner (closed with *out, also on failure). Fails with
 * inner's read error (SP_ERR_IO: a file removed since the listing). */
int sp_serve_hashed_open(sp_source *inner, sp_serve_memo *memo, const char *const *changed, size_t nchanged,
                         const char *const *hide, sp_serve_ignored_fn unwatched, void *ud, sp_source **out,
                         sp_error *err);
/* The folder root as the memo's listing (from the last sp_serve_hashed_open with unwatched, patched by every
 * sp_serve_kept_open since) patched with changed (the watcher's paths since then, relative to the root), without
 * walking the folder: a changed path that is a regular file now is hashed again (its bytes kept as above), one
 * that is gone is dropped with everything under it, and the entries the watcher does not see are stat'ed and
 * hashed again when their time moved. The listing is what sp_source_open_dir + sp_serve_hashed_open would give,
 * but for a file appearing where the watcher does not look (an excluded folder: not site input). Returns 0 with
 * *out (reads come from the kept bytes, else from the disk, refusing links), or 1 with the memo as it was when
 * it cannot: no such listing, changed NULL or more than 64 paths, a changed path that is a folder (walk it) or a
 * symbolic link (the folder is always walked from then on), a file that cannot be read. */
int sp_serve_kept_open(const char *root, sp_serve_memo *memo, const char *const *changed, size_t nchanged,
                       sp_source **out);

#endif
