/* sitepub/sink.h: where the built site goes (DESIGN.md "sink").
 *
 * A sink receives every output file of a build. Two implementations: a directory (sp_sink_open_dir,
 * src/sink/sink_fs.c: builds in a temporary directory beside DEST and renames it into place on commit) and a
 * git tree in an object database (src/sink/sink_git.c, include/sitepub/publish.h). Nothing below this interface
 * knows which one it has.
 *
 * Paths follow the rules of source.h (relative, '/'-separated, checked with sp_path_is_safe); a sink refuses an
 * unsafe path with SP_ERR_INPUT. write and copy may be called from several threads at once. Writing the same
 * path twice is an error (SP_ERR_INPUT) naming the path. Nothing is visible to anyone until commit succeeds;
 * abort (or close without commit) leaves the previous output untouched. */
#ifndef SITEPUB_SINK_H
#define SITEPUB_SINK_H

#include <stddef.h>
#include <stdint.h>

#include "sitepub/error.h"
#include "sitepub/sha1.h"
#include "sitepub/source.h"

typedef struct sp_sink sp_sink;

typedef struct sp_sink_ops {
    /* Write len bytes (copied before returning) as path with mode (SP_MODE_FILE, SP_MODE_EXEC; SP_MODE_LINK with
     * the target as data). Returns 0, or -1 with err naming path: SP_ERR_INPUT for an unsafe or repeated path,
     * SP_ERR_IO / SP_ERR_GIT when it cannot be stored. */
    int (*write)(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err);
    /* Copy a static file (entry, listed by src) from a source unchanged as path. A git sink given an entry with
     * a blob id reuses the blob without reading it. Errors as write, plus the source's read errors. */
    int (*copy)(sp_sink *sink, const char *path, sp_source *src, const sp_source_entry *entry, sp_error *err);
    /* Make the output visible (rename into place / build the tree). Call it once; after a failure the
     * previous output is untouched. Returns 0, or -1 with err (SP_ERR_IO, SP_ERR_GIT). */
    int (*commit)(sp_sink *sink, sp_error *err);
    /* Release everything; without a successful commit, discard the output. */
    void (*close)(sp_sink *sink);
    /* Optional (NULL when the sink cannot): store path as the existing blob oid (an incremental build reusing
     * an output of an earlier build unrendered). The git sink stores the blob unread and unhashed when the
     * object database has it; the directory sink copies the previous DEST's file at path when its bytes hash
     * to oid (read without following links; a file edited or removed by hand is not there). Returns 0, 1 when
     * the sink does not have that blob (nothing is stored; the caller renders the file), or -1 with err as
     * write. */
    int (*reuse)(sp_sink *sink, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err);
    /* Optional (NULL when the sink does not know blob ids): write as write does and set oid to the bytes' git
     * blob id (`git hash-object`), which the sink computes anyway, for a caller that records its outputs by
     * blob id (an incremental build). Errors as write; oid is set only on success. */
    int (*write_id)(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len,
                    unsigned char oid[20], sp_error *err);
    /* Optional (NULL when the sink cannot), the whole output at once, for a build that stores again exactly what an
     * earlier one stored (the same-tree shortcut of an incremental build). key (20 bytes) stands for all that
     * output, e.g. the checksum of the record listing its files.
     * remember_tree: once this sink has committed, when it holds exactly nfiles files, it remembers them under key
     * for a later sink on the same store (the git sink: the root tree id, in $GIT_DIR/sitepub/trees; not for a
     * dry run). Nothing is reported: a tree not remembered is only not reused.
     * reuse_tree: on a sink nothing is stored in yet, store the nfiles files remembered under key, unread. Returns
     * 0 when done, 1 when the sink has no such output (nothing remembered under key for that count, or its tree is
     * no longer in the object database: nothing is stored and the caller stores the files one by one), -1 with
     * err. Files may still be written after it (the git sink then reads the tree to add to it). */
    int (*reuse_tree)(sp_sink *sink, const unsigned char key[20], size_t nfiles, sp_error *err);
    void (*remember_tree)(sp_sink *sink, const unsigned char key[20], size_t nfiles);
    /* Optional (NULL when the sink cannot): store len bytes (copied before returning) as a blob that no path
     * names yet, and set oid to its git blob id; a later reuse of that oid at a path names it without reading,
     * hashing or deflating the bytes again. For a build that knows a file's final bytes on a render thread but
     * names its files later, on one thread (an incremental build), so the hashing and deflating run in
     * parallel. The git sink writes the blob into the object database (an object no tree names is harmless:
     * `git gc` prunes it). Returns 0, 1 when the sink does not store blobs (nothing is stored: the caller writes
     * the file later), or -1 with err (SP_ERR_GIT). May be called from several threads at once. */
    int (*store)(sp_sink *sink, const void *data, size_t len, unsigned char oid[20], sp_error *err);
} sp_sink_ops;

struct sp_sink {
    const sp_sink_ops *ops;
    void *impl;
};

/* A directory sink for dest (a file system path; missing parent folders are made, as Jekyll's mkdir_p). The
 * build goes into a temporary folder
 * beside dest, and commit replaces dest with it, so files of an old dest that this build does not write are gone,
 * as Jekyll 4.3's Cleaner removes obsolete files, except those under keep_files: a NULL-terminated list of path
 * prefixes (Jekyll's keep_files, e.g. ".git") whose files in an existing dest are carried over; may be NULL.
 * Fails with SP_ERR_IO when the temporary folder cannot be made (commit: when dest exists and is not a
 * folder), SP_ERR_USAGE for an empty dest. *out is owned by the caller: sp_sink_close. */
int sp_sink_open_dir(const char *dest, const char *const *keep_files, sp_sink **out, sp_error *err);

/* Calls through the ops table: see sp_sink_ops for ownership and errors. sp_sink_close(NULL) does nothing. */
static inline int sp_sink_write(sp_sink *s, const char *path, uint32_t mode, const void *d, size_t n, sp_error *e)
{
    return s->ops->write(s, path, mode, d, n, e);
}
/* sp_sink_ops.write_id when the sink has it, else write and the id computed here (sp_git_blob_id). */
static inline int sp_sink_write_id(sp_sink *s, const char *path, uint32_t mode, const void *d, size_t n,
                                   unsigned char oid[20], sp_error *e)
{
    if (s->ops->write_id)
        return s->ops->write_id(s, path, mode, d, n, oid, e);
    if (s->ops->write(s, path, mode, d, n, e) != 0)
        return -1;
    sp_git_blob_id(d, n, oid);
    return 0;
}
/* sp_sink_ops.store when the sink has it, else 1 (nothing stored). */
static inline int sp_sink_store(sp_sink *s, const void *d, size_t n, unsigned char oid[20], sp_error *e)
{
    return s->ops->store ? s->ops->store(s, d, n, oid, e) : 1;
}
static inline int sp_sink_copy(sp_sink *s, const char *path, sp_source *src, const sp_source_entry *en, sp_error *e)
{
    return s->ops->copy(s, path, src, en, e);
}
static inline int sp_sink_commit(sp_sink *s, sp_error *e) { return s->ops->commit(s, e); }
static inline void sp_sink_close(sp_sink *s)
{
    if (s)
        s->ops->close(s);
}

#endif
