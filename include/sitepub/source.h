/* sitepub/source.h: where a site's source files come from (DESIGN.md "source").
 *
 * A source lists the files of a site tree and reads their bytes. Two implementations: a directory
 * (sp_source_open_dir, src/source/source_fs.c) and a git tree at a revision read from the object database with
 * libgit2 (sp_source_open_git, src/source/source_git.c). Nothing above this interface knows which one it has.
 *
 * Paths are relative to the site root, '/'-separated, with no leading "./", no "..", no empty segments.
 * A directory source follows a symbolic link whose target stays inside it, as Jekyll reads through links (a file
 * is listed at the link's path with its target's bytes; a folder is walked as if its files were there); a git
 * source lists every link as it is in the tree, and sp_source_follow_links gives the followed view of it. Any
 * other link (one that leaves the root, dangles or loops) is listed with mode SP_MODE_LINK and never followed:
 * reading one returns its target text.
 * After open, list and read may be called from several threads at once. */
#ifndef SITEPUB_SOURCE_H
#define SITEPUB_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"

#define SP_MODE_FILE 0100644u
#define SP_MODE_EXEC 0100755u
#define SP_MODE_LINK 0120000u

typedef struct sp_source_entry {
    const char *path;       /* relative path, owned by the source */
    uint32_t mode;          /* SP_MODE_FILE, SP_MODE_EXEC or SP_MODE_LINK */
    bool has_oid;           /* true when oid is the git blob id of the content (git sources) */
    unsigned char oid[20];  /* SHA-1 blob id when has_oid */
} sp_source_entry;

typedef struct sp_source sp_source;

typedef struct sp_source_ops {
    /* Every regular file and symbolic link under the root, sorted by path (bytewise, as git orders a tree's
     * paths), folders not listed; a directory source leaves out the root's .git folder and sockets, fifos and
     * devices. The array and its paths are owned by the source and valid until close. Returns 0, or -1 with
     * err (SP_ERR_IO naming the folder that could not be read; SP_ERR_GIT for a git source). */
    int (*list)(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err);
    /* Append the bytes of path (a listed path) to out; a symbolic link gives its target text. Returns 0, or -1
     * with err naming path: SP_ERR_INPUT for an unsafe path or one that goes through a symlinked folder, SP_ERR_IO
     * when it cannot be read or does not exist, SP_ERR_GIT for an object that cannot be read. */
    int (*read)(sp_source *src, const char *path, sp_buf *out, sp_error *err);
    /* As read, but only the start of the file is needed: appends at least the first min(max, size) bytes (it
     * may append more, up to all of them). For checks such as "does it start with front matter" that must not
     * inflate or read a whole image (Jekyll's Utils.has_yaml_header? reads one line). Same errors as read. */
    int (*read_prefix)(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err);
    /* Release everything (entries and paths included). */
    void (*close)(sp_source *src);
    /* The modification time of listed path (File.stat(path).mtime, as Jekyll's StaticFile#modified_time): seconds
     * and nanoseconds since the epoch; 0, or -1 when it cannot be known. NULL for sources without one (a git tree:
     * the build then uses site.time, which `sitepub publish` sets to the revision's commit time). */
    int (*mtime)(sp_source *src, const char *path, int64_t *sec, int32_t *nsec);
} sp_source_ops;

struct sp_source {
    const sp_source_ops *ops;
    const char *description; /* for messages: the directory, or "REPO@REV" */
    void *impl;
};

/* Open directory dir (a file system path; relative to the current directory) as a source; the tree is walked once
 * here (so list is read-only afterwards). Fails (SP_ERR_IO) when dir, or a folder in it, is not readable. *out is
 * owned by the caller: close with sp_source_close(). */
int sp_source_open_dir(const char *dir, sp_source **out, sp_error *err);

/* Open the tree of revision rev (any git revision expression, as git rev-parse reads it: "main", "HEAD~1", an
 * id, "v1.0^{tree}") in the repository at repo_path (bare or not; the work tree and index are ignored). subdir,
 * when not NULL or "", roots the source at that folder of the tree. Entries carry blob ids; gitlinks (submodules)
 * are not listed. Fails with SP_ERR_GIT naming the revision (unknown, not a tree or commit) or the missing
 * subdir. *out is owned by the caller: close with sp_source_close(). */
int sp_source_open_git(const char *repo_path, const char *rev, const char *subdir, sp_source **out, sp_error *err);

/* A git repository held open to resolve revisions again and again (`sitepub serve --rev` following a branch).
 * Open the repository at path (a work tree, a folder inside one, or a git directory; searched upwards as
 * git_repository_open_ext, i.e. as git finds it); also initialises libgit2 (reference counted, released by
 * close). Fails with SP_ERR_GIT ("PATH is not a git repository: <libgit2's reason>"). *out is the caller's:
 * sp_source_repo_close. */
typedef struct sp_source_repo sp_source_repo;
int sp_source_repo_open(const char *path, sp_source_repo **out, sp_error *err);
/* The repository's git directory ("/path/.git/", with a trailing '/'; owned by r). */
const char *sp_source_repo_git_dir(const sp_source_repo *r);
/* What rev (as git rev-parse reads it: a branch, "origin/pr-123", "HEAD~1", an id) names now: the commit it
 * peels to, or the tree when it names a tree, as 40 lower-case hex digits and a NUL in hex. The answer changes
 * when the branch moves (refs are read afresh on each call). Pass hex to sp_source_open_git to read that exact
 * tree. Fails with SP_ERR_GIT: "unknown revision 'REV': <reason>", or "revision 'REV' is not a commit or tree". */
int sp_source_repo_resolve(sp_source_repo *r, const char *rev, char hex[41], sp_error *err);
/* Close r (NULL does nothing). */
void sp_source_repo_close(sp_source_repo *r);

/* The git blob id of len bytes of data (SHA-1 of "blob LEN\0" and the bytes, as `git hash-object`): what a git
 * source gives as sp_source_entry.oid, so a caller can give entries of other sources the same ids. */
void sp_source_blob_id(const void *data, size_t len, unsigned char out[20]);

/* One folder of a lower layer and the name it takes in the layered source: from "_layouts" to "_layouts" (or to
 * the site's configured layouts_dir). Neither has a trailing '/'. */
typedef struct sp_source_layer_map {
    const char *from;
    const char *to;
} sp_source_layer_map;

/* Open a source that shows upper with the mapped folders of lower beneath it, as Jekyll 4.3 layers a gem theme
 * under a site (Theme#layouts_path, includes_path, sass_path, data_path, assets_path): every entry of upper, and
 * every entry of lower inside a maps[i].from folder listed as maps[i].to + the rest of its path, unless upper
 * lists that path (the site's file wins, as Jekyll's includes_load_paths, sass load paths and
 * ThemeAssetsReader#append_unless_exists give it precedence). Entries of lower outside the mapped folders are not
 * listed. The listing is sorted as sp_source_ops.list says; a lower entry keeps its mode and blob id. A read of a
 * lower entry reads lower's file; any other path is read from upper (so a missing file is upper's error).
 * description: for messages (copied), or NULL for upper's. The layered source takes ownership of lower (closed with
 * it) but not of upper, which must outlive it; maps is only read during the call. Fails only when a listing fails
 * (that source's error). */
int sp_source_open_layered(sp_source *upper, sp_source *lower, const sp_source_layer_map *maps, size_t nmaps,
                           const char *description, sp_source **out, sp_error *err);

/* For a git source (sp_source_open_git, _git_tree), its repository's git folder (git_repository_commondir, with a
 * trailing '/'), owned by src; NULL for any other source. */
const char *sp_source_git_dir(sp_source *src);

/* For a layered source (sp_source_open_layered), the path in the lower source that listed path comes from; NULL
 * when path is an upper entry, not listed, or src is not a layered source. The string is owned by src. */
const char *sp_source_lower_path(sp_source *src, const char *path);

/* A view of folder dir (a safe relative path, no trailing '/') of inner: the entries of inner under "dir/" with
 * that prefix cut off (modes and blob ids kept, in inner's order), and reads, read_prefix and mtime of inner's
 * "dir/PATH". An empty folder (or none) gives an empty listing: callers that need the folder check the count.
 * description: for messages (copied), or NULL for inner's. inner is not owned and must outlive the view; the
 * view is closed with sp_source_close(). Fails with SP_ERR_INPUT for an unsafe dir, or inner's listing error. */
int sp_source_open_sub(sp_source *inner, const char *dir, const char *description, sp_source **out, sp_error *err);

/* Calls through the ops table: see sp_source_ops for ownership and errors. sp_source_close(NULL) does nothing. */
static inline int sp_source_list(sp_source *s, const sp_source_entry **e, size_t *n, sp_error *err)
{
    return s->ops->list(s, e, n, err);
}
static inline int sp_source_read(sp_source *s, const char *path, sp_buf *out, sp_error *err)
{
    return s->ops->read(s, path, out, err);
}
static inline int sp_source_read_prefix(sp_source *s, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    return s->ops->read_prefix(s, path, max, out, err);
}
static inline int sp_source_mtime(sp_source *s, const char *path, int64_t *sec, int32_t *nsec)
{
    return s->ops->mtime ? s->ops->mtime(s, path, sec, nsec) : -1;
}
static inline void sp_source_close(sp_source *s)
{
    if (s)
        s->ops->close(s);
}

/* A view of inner in which each symbolic link whose target stays inside the root (resolved lexically from the
 * link's folder: ".." may not climb above the root, an absolute target never stays inside) is followed: a link
 * to a file is listed at its own path with the target's mode and blob id, and reads the target; a link to a
 * folder lists that folder's files under the link's path. Links to links are followed a few levels deep; a link
 * that leaves the root, dangles, or leads into a folder it is in stays SP_MODE_LINK. The site build reads
 * through this view (Jekyll reads through links); the tree itself (publish --no-build) keeps its links. *out
 * is inner itself when inner lists no link; otherwise it lives in arena a (closing it does nothing) and inner
 * must outlive it. Returns 0, or -1 with err when inner cannot be listed. */
struct sp_arena;
int sp_source_follow_links(sp_source *inner, struct sp_arena *a, sp_source **out, sp_error *err);

/* Open path (relative) under the folder root_fd for reading in one system call, the kernel refusing any
 * symbolic link on the way and any escape from the folder (openat2 RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS, Linux
 * 5.6; O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK), as the directory source opens a file without a link on its path.
 * Returns the descriptor (the caller closes it), or -1 with errno: ELOOP for a link, ENOSYS or EPERM where
 * openat2 is not to be had (or root_fd is -1). */
int sp_source_open_beneath(int root_fd, const char *path);
/* Append the bytes of open file fd (all of them, or with limit > 0 at least the first min(limit, size)) to out
 * and close fd. Returns 0, or -1 with err (SP_ERR_IO naming path, the file the descriptor is for). */
int sp_source_read_fd(int fd, const char *path, size_t limit, sp_buf *out, sp_error *err);

/* True when path (len bytes) is a safe relative path: not empty, not absolute, no "." or ".." segments, no empty
 * segment, no NUL or backslash. Used for every path that comes from site input (permalinks, includes), so that
 * nothing escapes the source tree or the output root (Jekyll's safe mode refuses such paths too). */
bool sp_path_is_safe(const char *path, size_t len);

#endif
