/* The directory source (include/sitepub/source.h): lists every file under a directory and reads file bytes by
 * relative path. A symbolic link whose target stays inside the folder is followed as Jekyll follows it (File.read
 * and Dir walk through links): a linked file is listed as a file at the link's path and read from its target; a
 * linked folder is walked as if its files were there. A link that leaves the folder, dangles, or leads back to a
 * folder it is in is listed as SP_MODE_LINK and never followed. */
#include <limits.h>
#include <stdio.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "sitepub/arena.h"
#include "sitepub/source.h"

bool sp_path_is_safe(const char *path, size_t len)
{
    if (!path || len == 0 || path[0] == '/')
        return false;
    size_t seg = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i == len || path[i] == '/') {
            size_t n = i - seg;
            if (n == 0)
                return false;
            if (n == 1 && path[seg] == '.')
                return false;
            if (n == 2 && path[seg] == '.' && path[seg + 1] == '.')
                return false;
            seg = i + 1;
            continue;
        }
        if (path[i] == '\0' || path[i] == '\\')
            return false;
    }
    return true;
}

typedef struct fs_alias {
    const char *path; /* the listed path (through a link) */
    const char *real; /* the same file's path from the root without links */
} fs_alias;

typedef struct fs_time {
    int64_t sec; /* a listed file's modification time when it was listed (a link's: its target's) */
    int32_t nsec;
    bool known; /* false for an entry listed as a link (SP_MODE_LINK) */
} fs_time;

typedef struct fs_item {
    sp_source_entry e;
    fs_time t;
} fs_item; /* an entry as the walk finds it, sorted once with its time */

typedef struct fs_source {
    sp_source base;
    char *root;
    char *root_real; /* realpath of root */
    fs_alias *aliases; /* sorted by path after the walk */
    size_t naliases, capaliases;
    int root_fd; /* the root folder (O_PATH), for openat2; -1 when it could not be opened */
    sp_arena *arena;
    fs_item *items; /* during the walk */
    size_t count, cap;
    sp_source_entry *entries; /* after the walk: sorted by path */
    fs_time *times;           /* entries[i]'s time: fs_mtime without a second stat of each file */
} fs_source;

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const sp_source_entry *)a)->path, ((const sp_source_entry *)b)->path);
}

static int item_cmp(const void *a, const void *b)
{
    return strcmp(((const fs_item *)a)->e.path, ((const fs_item *)b)->e.path);
}

/* list path with mode; st: the file's stat (a link's target's), NULL for a link listed as one */
static void add_entry(fs_source *fs, const char *path, uint32_t mode, const struct stat *st)
{
    if (fs->count == fs->cap) {
        size_t ncap = fs->cap ? fs->cap * 2 : 256;
        fs->items = sp_arena_realloc(fs->arena, fs->items, fs->cap * sizeof *fs->items, ncap * sizeof *fs->items);
        fs->cap = ncap;
    }
    fs_item *it = &fs->items[fs->count++];
    memset(it, 0, sizeof *it);
    it->e.path = path;
    it->e.mode = mode;
    if (st)
        it->t = (fs_time){(int64_t)st->st_mtim.tv_sec, (int32_t)st->st_mtim.tv_nsec, true};
}

static void add_alias(fs_source *fs, const char *path, const char *real)
{
    if (fs->naliases == fs->capaliases) {
        size_t ncap = fs->capaliases ? fs->capaliases * 2 : 16;
        fs->aliases = sp_arena_realloc(fs->arena, fs->aliases, fs->capaliases * sizeof *fs->aliases,
                                       ncap * sizeof *fs->aliases);
        fs->capaliases = ncap;
    }
    fs->aliases[fs->naliases].path = path;
    fs->aliases[fs->naliases++].real = real;
}

/* The target of the link at full (a file system path) as a path relative to the root without links, or NULL
 * when it leaves the root, dangles or is the root itself. */
static char *link_target(fs_source *fs, const char *full)
{
    char real[PATH_MAX];
    if (!fs->root_real || !realpath(full, real))
        return NULL;
    size_t rl = strlen(fs->root_real);
    if (strncmp(real, fs->root_real, rl) != 0 || real[rl] != '/' || !real[rl + 1])
        return NULL;
    return sp_arena_strdup(fs->arena, real + rl + 1);
}

/* Walk folder rel (the listed path) whose files are at real (the path without links; NULL: the same). depth
 * counts the linked folders on the way, which ends a chain of links that lead into each other. */
static int walk(fs_source *fs, const char *rel, const char *real, int depth, sp_error *err)
{
    sp_buf dirpath = SP_BUF_INIT;
    sp_buf_puts(&dirpath, fs->root);
    const char *at = real ? real : rel;
    if (*at) {
        sp_buf_putc(&dirpath, '/');
        sp_buf_puts(&dirpath, at);
    }
    DIR *d = opendir(dirpath.data);
    if (!d) {
        int e = errno;
        sp_error_set(err, SP_ERR_IO, *rel ? rel : NULL, 0, 0, "cannot read directory %s: %s", dirpath.data,
                     strerror(e));
        sp_buf_free(&dirpath);
        return -1;
    }
    int dfd = dirfd(d);
    struct dirent *de;
    int rc = 0;
    while ((de = readdir(d)) != NULL) {
        if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
            continue;
        struct stat st;
        if (fstatat(dfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        char *child = *rel ? sp_arena_printf(fs->arena, "%s/%s", rel, de->d_name)
                           : sp_arena_strdup(fs->arena, de->d_name);
        char *child_real = real ? (*real ? sp_arena_printf(fs->arena, "%s/%s", real, de->d_name)
                                         : sp_arena_strdup(fs->arena, de->d_name))
                                : NULL;
        if (S_ISDIR(st.st_mode)) {
            if (!strcmp(de->d_name, ".git") && !*rel)
                continue; /* the repository's own database is never site input */
            if (walk(fs, child, child_real, depth, err) != 0) {
                rc = -1;
                break;
            }
            continue;
        }
        if (S_ISLNK(st.st_mode)) {
            char *full = sp_arena_printf(fs->arena, "%s/%s", dirpath.data, de->d_name);
            char *target = link_target(fs, full);
            struct stat ts;
            if (target && stat(full, &ts) == 0) {
                const char *here = child_real ? child_real : child;
                size_t tl = strlen(target);
                /* a folder link into one of its own parents would list the tree again and again */
                bool loops = !strncmp(here, target, tl) && here[tl] == '/';
                if (S_ISDIR(ts.st_mode) && !loops && depth < 8) {
                    if (walk(fs, child, target, depth + 1, err) != 0) {
                        rc = -1;
                        break;
                    }
                    continue;
                }
                if (S_ISREG(ts.st_mode)) {
                    add_entry(fs, child, (ts.st_mode & 0111) ? SP_MODE_EXEC : SP_MODE_FILE, &ts);
                    add_alias(fs, child, target);
                    continue;
                }
            }
            add_entry(fs, child, SP_MODE_LINK, NULL);
            if (child_real)
                add_alias(fs, child, child_real);
            continue;
        }
        uint32_t mode;
        if (S_ISREG(st.st_mode))
            mode = (st.st_mode & 0111) ? SP_MODE_EXEC : SP_MODE_FILE;
        else
            continue; /* sockets, fifos, devices are not site files */
        add_entry(fs, child, mode, &st);
        if (child_real)
            add_alias(fs, child, child_real);
    }
    closedir(d);
    sp_buf_free(&dirpath);
    return rc;
}

static int alias_cmp(const void *a, const void *b)
{
    return strcmp(((const fs_alias *)a)->path, ((const fs_alias *)b)->path);
}

/* The path of a listed file without links: its alias, or itself. */
static const char *real_path(fs_source *fs, const char *path)
{
    if (!fs->naliases)
        return path;
    fs_alias key = {path, NULL};
    const fs_alias *a = bsearch(&key, fs->aliases, fs->naliases, sizeof *fs->aliases, alias_cmp);
    return a ? a->real : path;
}

static int fs_list(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err)
{
    fs_source *fs = (fs_source *)src;
    (void)err;
    *entries = fs->entries;
    *count = fs->count;
    return 0;
}

/* Open path under the root in one system call, the kernel refusing any symbolic link on the way and any escape
 * from the root (openat2 RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS, Linux 5.6). -1 with errno: ELOOP for a link
 * (the caller then tells a link from a linked folder), ENOSYS or EPERM where openat2 is not to be had. */
int sp_source_open_beneath(int root_fd, const char *path)
{
#ifdef SYS_openat2
    if (root_fd < 0) {
        errno = ENOSYS;
        return -1;
    }
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    return (int)syscall(SYS_openat2, root_fd, path, &how, sizeof how);
#else
    (void)root_fd;
    (void)path;
    errno = ENOSYS;
    return -1;
#endif
}

static int open_beneath(fs_source *fs, const char *path)
{
    return sp_source_open_beneath(fs->root_fd, path);
}


/* Append the bytes of path to out: all of them, or (limit > 0) at least the first min(limit, size). */
static int fs_read_upto(sp_source *src, const char *path, size_t limit, sp_buf *out, sp_error *err)
{
    fs_source *fs = (fs_source *)src;
    if (!sp_path_is_safe(path, strlen(path)))
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "unsafe path in the source: %s", path);
    path = real_path(fs, path);
    /* the common case, a regular file with no link on its path: one openat2 instead of an lstat per folder */
    int fast = open_beneath(fs, path);
    if (fast >= 0) {
        struct stat fst;
        if (fstat(fast, &fst) == 0 && S_ISREG(fst.st_mode))
            return sp_source_read_fd(fast, path, limit, out, err);
        close(fast); /* a folder, a fifo: the checks below say what it is */
    }
    sp_buf full = SP_BUF_INIT;
    sp_buf_printf(&full, "%s/%s", fs->root, path);
    struct stat st;
    if (lstat(full.data, &st) != 0) {
        int e = errno;
        sp_buf_free(&full);
        return sp_error_set(err, SP_ERR_IO, path, 0, 0, "cannot read %s: %s", path, strerror(e));
    }
    if (S_ISLNK(st.st_mode)) {
        char target[4096];
        ssize_t n = readlink(full.data, target, sizeof target);
        sp_buf_free(&full);
        if (n < 0)
            return sp_error_set(err, SP_ERR_IO, path, 0, 0, "cannot read link %s: %s", path, strerror(errno));
        sp_buf_append(out, target, (size_t)n);
        return 0;
    }
    /* no symlink following: open each component with O_NOFOLLOW would be stricter; the listing never
     * descends into linked directories, and intermediate links are rejected here */
    for (char *p = full.data + strlen(fs->root) + 1; (p = strchr(p, '/')) != NULL; p++) {
        *p = '\0';
        struct stat ds;
        int bad = lstat(full.data, &ds) != 0 || !S_ISDIR(ds.st_mode);
        *p = '/';
        if (bad) {
            sp_buf_free(&full);
            return sp_error_set(err, SP_ERR_INPUT, path, 0, 0,
                                "%s goes through a symbolic link or a missing folder; links are not followed",
                                path);
        }
    }
    int fd = open(full.data, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        sp_buf_free(&full);
        return sp_error_set(err, SP_ERR_IO, path, 0, 0, "cannot read %s: %s", path, strerror(e));
    }
    sp_buf_free(&full);
    return sp_source_read_fd(fd, path, limit, out, err);
}

int sp_source_read_fd(int fd, const char *path, size_t limit, sp_buf *out, sp_error *err)
{
    int rc = sp_buf_read_fd(out, fd, limit);
    int e = errno;
    close(fd);
    if (rc != 0)
        return sp_error_set(err, SP_ERR_IO, path, 0, 0, "cannot read %s: %s", path, strerror(e));
    return 0;
}

static int fs_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    return fs_read_upto(src, path, 0, out, err);
}

static int fs_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    return fs_read_upto(src, path, max ? max : 1, out, err);
}

static void fs_close(sp_source *src)
{
    fs_source *fs = (fs_source *)src;
    sp_arena_free(fs->arena);
    if (fs->root_fd >= 0)
        close(fs->root_fd);
    free(fs->root);
    free(fs->root_real);
    free(fs);
}

/* File.stat: the file's own time, a link's target's; a listed file's as the walk saw it (the listing is the
 * build's view of the folder: a rebuild that hashes files by their times stats each once, not twice) */
static int fs_mtime(sp_source *src, const char *path, int64_t *sec, int32_t *nsec)
{
    fs_source *fs = (fs_source *)src;
    sp_source_entry key = {.path = path};
    const sp_source_entry *e = fs->count ? bsearch(&key, fs->entries, fs->count, sizeof *fs->entries, entry_cmp)
                                         : NULL;
    if (e && fs->times[e - fs->entries].known) {
        *sec = fs->times[e - fs->entries].sec;
        *nsec = fs->times[e - fs->entries].nsec;
        return 0;
    }
    struct stat st;
    if (!sp_path_is_safe(path, strlen(path)) || fs->root_fd < 0 || fstatat(fs->root_fd, path, &st, 0) != 0)
        return -1;
    *sec = (int64_t)st.st_mtim.tv_sec;
    *nsec = (int32_t)st.st_mtim.tv_nsec;
    return 0;
}

static const sp_source_ops fs_ops = {fs_list, fs_read, fs_read_prefix, fs_close, fs_mtime};

int sp_source_open_dir(const char *dir, sp_source **out, sp_error *err)
{
    struct stat st;
    if (!dir || !*dir)
        dir = ".";
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "%s is not a readable directory", dir);
    if (access(dir, R_OK | X_OK) != 0)
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "%s is not a readable directory: %s", dir,
                            strerror(errno));
    fs_source *fs = calloc(1, sizeof *fs);
    if (!fs)
        abort();
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/')
        n--;
    fs->root = strndup(dir, n);
    fs->root_fd = open(fs->root, O_PATH | O_DIRECTORY | O_CLOEXEC);
    fs->root_real = realpath(fs->root, NULL);
    fs->arena = sp_arena_new(0);
    fs->base.ops = &fs_ops;
    fs->base.description = fs->root;
    fs->base.impl = fs;
    /* listed once at open, so list() is read-only and safe from many threads */
    if (walk(fs, "", NULL, 0, err) != 0) {
        fs_close(&fs->base);
        return -1;
    }
    if (fs->count > 1)
        qsort(fs->items, fs->count, sizeof *fs->items, item_cmp);
    fs->entries = sp_arena_calloc(fs->arena, fs->count ? fs->count : 1, sizeof *fs->entries);
    fs->times = sp_arena_calloc(fs->arena, fs->count ? fs->count : 1, sizeof *fs->times);
    for (size_t i = 0; i < fs->count; i++) {
        fs->entries[i] = fs->items[i].e;
        fs->times[i] = fs->items[i].t;
    }
    if (fs->naliases > 1)
        qsort(fs->aliases, fs->naliases, sizeof *fs->aliases, alias_cmp);
    *out = &fs->base;
    return 0;
}
