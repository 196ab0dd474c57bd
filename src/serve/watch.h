/* The inotify watcher of src/serve/ (internal). */
#ifndef SITEPUB_SERVE_WATCH_H
#define SITEPUB_SERVE_WATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/error.h"

typedef struct sp_watch sp_watch;
/* True when rel (relative to the root; is_dir for a folder) is not to be watched or reported. */
typedef bool (*sp_watch_ignore_fn)(void *ud, const char *rel, bool is_dir);

/* The distinct paths changed since the last clear (relative to the root, owned here); a path made and removed
 * again within the set (a temporary file renamed over the real one) is dropped. */
typedef struct sp_watch_changes {
    char **paths;
    bool *created; /* per path: it appeared during this set */
    bool *writing; /* per path: written to (IN_MODIFY) and not closed yet (no IN_CLOSE_WRITE since) */
    size_t count, cap;
    bool overflow; /* the kernel's queue overflowed: events were lost, anything may have changed */
} sp_watch_changes;

/* Watch every folder under root (an absolute path) that ignored does not refuse; ignored is asked again for
 * each event. Fails with SP_ERR_IO when inotify is not available. */
int sp_watch_open(const char *root, sp_watch_ignore_fn ignored, void *ud, sp_watch **out, sp_error *err);
/* True while the events name every change to the folder's listing (outside what ignored refuses): every folder
 * got its watch (the kernel's limit was not reached) and none holds a symbolic link (a linked file or folder
 * changes under its target's name). Once false, false for good. */
bool sp_watch_exact(const sp_watch *w);
/* The descriptor to poll for readability. */
int sp_watch_fd(const sp_watch *w);
/* Read every pending event (never blocks) into changes, skipping editors' temporary files and ignored paths;
 * returns how many new paths were added. */
size_t sp_watch_read(sp_watch *w, sp_watch_changes *changes);
/* True while a file of the set is still being written: a write was seen and the writer has not closed it (an
 * editor writing a file in place, or a temporary file before its rename, with an fsync in between). */
bool sp_watch_writing(const sp_watch_changes *c);
/* Free the paths and empty the set. */
void sp_watch_changes_clear(sp_watch_changes *c);
/* Stop watching; NULL does nothing. */
void sp_watch_close(sp_watch *w);

#endif
