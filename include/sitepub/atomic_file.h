/* Files replaced whole or not at all: written to a temporary file beside them (NAME.tmp-PID, opened with
 * O_NOFOLLOW), then renamed over them, so that a reader sees the old file or the new one, never a part. Used for
 * the incremental caches (the record, the same-tree file, the front matter cache) and the git sink's trees file.
 * Not thread-safe for one file (the temporary name is per process). */
#ifndef SITEPUB_ATOMIC_FILE_H
#define SITEPUB_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* Write len bytes as file. false when that failed (file is then as it was, no temporary file left). */
bool sp_file_write_atomic(const char *file, const void *data, size_t len);

/* The same written in parts, so that a large file need not be held whole in memory: begin opens the temporary
 * file (false when it cannot; af is then closed), write appends len bytes (false once any write failed), end
 * renames it over file when keep is true and every write worked, else removes it; true when file was replaced.
 * af->tmp is malloc'd by begin and freed by end; end must be called after a begin that returned true. file must
 * outlive af. */
typedef struct sp_atomic_file {
    int fd;
    char *tmp;
    const char *file;
    bool ok;
} sp_atomic_file;
bool sp_atomic_file_begin(sp_atomic_file *af, const char *file);
bool sp_atomic_file_write(sp_atomic_file *af, const void *data, size_t len);
bool sp_atomic_file_end(sp_atomic_file *af, bool keep);

#endif
