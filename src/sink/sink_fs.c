/* The directory sink (include/sitepub/sink.h): every file is written into a temporary directory beside DEST;
 * commit carries the keep_files of the old DEST over, then swaps the temporary directory into place, so a
 * failed build never leaves a half-written site where the last good one was, and stale files disappear.
 *
 * Nothing is left beside DEST: the temporary directory holds a lock file (flock, held until commit or close) that
 * says a live build owns it; SIGINT, SIGTERM and SIGHUP remove it before the process ends (an async-signal-safe
 * removal in the handler); and opening a sink removes the leftovers of builds that died otherwise (SIGKILL, power
 * loss): `.DEST.sitepub-*` folders whose lock nobody holds. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdbool.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/syscall.h>
#include <time.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sitepub/buf.h"
#include "sitepub/sha1.h"
#include "sitepub/sink.h"

typedef struct fs_sink {
    sp_sink base;
    char *dest;    /* DEST as given (trailing slashes removed) */
    char *tmp;     /* the temporary directory beside DEST */
    char **keep;   /* keep_files prefixes */
    size_t nkeep;
    pthread_mutex_t lock;
    char **set;    /* open-addressing set of written paths */
    size_t set_cap, set_len;
    int committed;
    int lock_fd;   /* the flock'ed OWNER_LOCK inside tmp, -1 when none */
    int slot;      /* index in g_live, -1 when none */
} fs_sink;

/* The lock file inside a temporary directory, held (flock LOCK_EX) by the build writing it. */
#define OWNER_LOCK ".sitepub-build.lock"

/* ---- cleanup on SIGINT, SIGTERM, SIGHUP ----
 * The temporary directories of the open sinks, for the signal handler: fixed storage, a slot is claimed with an
 * atomic exchange and its path written before `used` is set, so the handler reads only complete paths. */
#define LIVE_SLOTS 16
static struct {
    volatile sig_atomic_t used;
    char path[4096];
} g_live[LIVE_SLOTS];
static pthread_mutex_t g_live_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_handlers_set;
/* set by the handler first: from then on no sink writes a file or makes a folder (a thread still writing, such
 * as an incremental build copying its reused files, would otherwise outrun the handler's removal) */
static volatile sig_atomic_t g_dying;

/* Remove name under dfd and everything in it, with async-signal-safe calls only (openat, getdents64, unlinkat,
 * close): the handler may run while another thread holds malloc's lock. depth bounds the recursion. */
static void rm_at(int dfd, const char *name, int depth)
{
    if (unlinkat(dfd, name, 0) == 0 || errno == ENOENT || depth > 64)
        return;
    int fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return;
    for (int pass = 0; pass < 4; pass++) {
        char buf[2048];
        long n;
        int any = 0;
        lseek(fd, 0, SEEK_SET);
        while ((n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0) {
            for (long off = 0; off < n;) {
                struct dirent64 *d = (struct dirent64 *)(buf + off);
                off += d->d_reclen;
                if (d->d_name[0] == '.' && (!d->d_name[1] || (d->d_name[1] == '.' && !d->d_name[2])))
                    continue;
                any = 1;
                rm_at(fd, d->d_name, depth + 1);
            }
        }
        if (!any)
            break;
    }
    close(fd);
    unlinkat(dfd, name, AT_REMOVEDIR);
}

static void on_signal(int sig)
{
    int saved = errno;
    g_dying = 1;
    for (int i = 0; i < LIVE_SLOTS; i++)
        if (g_live[i].used)
            for (int pass = 0; pass < 400; pass++) {
                /* another thread may still be writing its last file, or removing the folder itself (a build
                 * that failed on g_dying closing its sink): again until the folder is gone, at most ~2 s */
                rm_at(AT_FDCWD, g_live[i].path, 0);
                if (access(g_live[i].path, F_OK) != 0)
                    break;
                if (pass >= 2) {
                    struct timespec ts = {0, 5000000};
                    nanosleep(&ts, NULL);
                }
            }
    errno = saved;
    /* SA_RESETHAND restored the default action: end the process as the signal would have */
    raise(sig);
}

static void install_handlers(void)
{
    if (g_handlers_set)
        return;
    g_handlers_set = 1;
    const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction old;
        if (sigaction(sigs[i], NULL, &old) != 0 || old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO))
            continue; /* ignored, or handled by someone else (e.g. a server loop): leave it */
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESETHAND;
        sigaction(sigs[i], &sa, NULL);
    }
}

static int live_add(const char *path)
{
    if (strlen(path) >= sizeof g_live[0].path)
        return -1;
    pthread_mutex_lock(&g_live_lock);
    install_handlers();
    int slot = -1;
    for (int i = 0; i < LIVE_SLOTS && slot < 0; i++)
        if (!g_live[i].used) {
            memcpy(g_live[i].path, path, strlen(path) + 1);
            __atomic_store_n(&g_live[i].used, 1, __ATOMIC_SEQ_CST);
            slot = i;
        }
    pthread_mutex_unlock(&g_live_lock);
    return slot;
}

static void live_remove(fs_sink *fs)
{
    if (fs->slot < 0)
        return;
    __atomic_store_n(&g_live[fs->slot].used, 0, __ATOMIC_SEQ_CST);
    fs->slot = -1;
}

/* Remove the `.BASE.sitepub-XXXXXX` folders in dir (and their `.old` twins) that no live build owns: their
 * OWNER_LOCK can be locked; or they have none and are empty and over a second old (a build killed between
 * mkdtemp and making its lock, which a live build does within microseconds), or not empty and last changed over
 * a minute ago (the old site a killed commit was removing). Best effort: errors are ignored. */
static void remove_leftovers(const char *dir, const char *base)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    char prefix[1024];
    snprintf(prefix, sizeof prefix, ".%s.sitepub-", base);
    size_t pl = strlen(prefix);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, prefix, pl) != 0)
            continue;
        sp_buf full = SP_BUF_INIT, lock = SP_BUF_INIT;
        sp_buf_printf(&full, "%s/%s", dir, e->d_name);
        sp_buf_printf(&lock, "%s/" OWNER_LOCK, full.data);
        struct stat st;
        int stale = 0;
        int fd = open(lock.data, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
        if (fd >= 0) {
            stale = flock(fd, LOCK_EX | LOCK_NB) == 0;
            close(fd);
        } else if (errno == ENOENT && lstat(full.data, &st) == 0 && S_ISDIR(st.st_mode)) {
            DIR *sub = opendir(full.data);
            int empty = 1;
            struct dirent *se;
            while (sub && empty && (se = readdir(sub)) != NULL)
                if (strcmp(se->d_name, ".") && strcmp(se->d_name, ".."))
                    empty = 0;
            if (sub)
                closedir(sub);
            stale = time(NULL) - st.st_mtime > (empty ? 1 : 60);
        }
        if (stale)
            sp_remove_tree(full.data);
        sp_buf_free(&full);
        sp_buf_free(&lock);
    }
    closedir(d);
}

static uint64_t hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Insert path; returns 1 when it was already present. Caller holds the lock. */
static int set_add(fs_sink *fs, const char *path)
{
    if ((fs->set_len + 1) * 2 > fs->set_cap) {
        size_t ncap = fs->set_cap ? fs->set_cap * 2 : 1024;
        char **nset = calloc(ncap, sizeof *nset);
        if (!nset)
            abort();
        for (size_t i = 0; i < fs->set_cap; i++) {
            if (!fs->set[i])
                continue;
            size_t j = hash_str(fs->set[i]) & (ncap - 1);
            while (nset[j])
                j = (j + 1) & (ncap - 1);
            nset[j] = fs->set[i];
        }
        free(fs->set);
        fs->set = nset;
        fs->set_cap = ncap;
    }
    size_t j = hash_str(path) & (fs->set_cap - 1);
    while (fs->set[j]) {
        if (!strcmp(fs->set[j], path))
            return 1;
        j = (j + 1) & (fs->set_cap - 1);
    }
    fs->set[j] = strdup(path);
    if (!fs->set[j])
        abort();
    fs->set_len++;
    return 0;
}

static int set_has(fs_sink *fs, const char *path)
{
    if (!fs->set_cap)
        return 0;
    size_t j = hash_str(path) & (fs->set_cap - 1);
    while (fs->set[j]) {
        if (!strcmp(fs->set[j], path))
            return 1;
        j = (j + 1) & (fs->set_cap - 1);
    }
    return 0;
}

/* mkdir -p for the parent folders of rel under root (no link following: an existing link is an error). The
 * folders made (or found) are remembered in the path set as "dir/" so that each is made and checked once, not
 * once per file written in it. */
static int make_parents(fs_sink *fs, const char *root, const char *rel, sp_error *err)
{
    sp_buf b = SP_BUF_INIT;
    sp_buf_printf(&b, "%s/%s", root, rel);
    size_t rl = strlen(root) + 1;
    char *p = b.data + rl;
    int rc = 0;
    while ((p = strchr(p, '/')) != NULL) {
        /* the key "dir/": the folder's path relative to root with its slash */
        char saved = p[1];
        p[1] = '\0';
        pthread_mutex_lock(&fs->lock);
        int known = set_has(fs, b.data + rl);
        pthread_mutex_unlock(&fs->lock);
        p[1] = saved;
        if (known) {
            p++;
            continue;
        }
        *p = '\0';
        if (g_dying) {
            rc = sp_error_set(err, SP_ERR_IO, rel, 0, 0, "interrupted: %s is not written", rel);
            break;
        }
        if (mkdir(b.data, 0755) != 0 && errno != EEXIST) {
            rc = sp_error_set(err, SP_ERR_IO, rel, 0, 0, "cannot create folder %s: %s", b.data, strerror(errno));
            break;
        }
        struct stat st;
        if (lstat(b.data, &st) != 0 || !S_ISDIR(st.st_mode)) {
            rc = sp_error_set(err, SP_ERR_INPUT, rel, 0, 0,
                              "cannot write %s: %s is a file of the output, not a folder", rel, b.data + rl);
            break;
        }
        *p = '/';
        saved = p[1];
        p[1] = '\0';
        pthread_mutex_lock(&fs->lock);
        set_add(fs, b.data + rl);
        pthread_mutex_unlock(&fs->lock);
        p[1] = saved;
        p++;
    }
    sp_buf_free(&b);
    return rc;
}

static int write_file(const char *full, uint32_t mode, const void *data, size_t len, const char *rel, sp_error *err)
{
    if (mode == SP_MODE_LINK) {
        char *target = strndup(data, len);
        int r = symlink(target, full);
        free(target);
        if (r != 0)
            return sp_error_set(err, SP_ERR_IO, rel, 0, 0, "cannot write link %s: %s", rel, strerror(errno));
        return 0;
    }
    int fd = open(full, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode == SP_MODE_EXEC ? 0755 : 0644);
    if (fd < 0) {
        if (errno == EEXIST || errno == EISDIR)
            return sp_error_set(err, SP_ERR_INPUT, rel, 0, 0,
                                "%s is written twice (a file and a folder of the output share the name)", rel);
        return sp_error_set(err, SP_ERR_IO, rel, 0, 0, "cannot write %s: %s", rel, strerror(errno));
    }
    const char *p = data;
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            close(fd);
            return sp_error_set(err, SP_ERR_IO, rel, 0, 0, "cannot write %s: %s", rel, strerror(e));
        }
        p += n;
        len -= (size_t)n;
    }
    if (close(fd) != 0)
        return sp_error_set(err, SP_ERR_IO, rel, 0, 0, "cannot write %s: %s", rel, strerror(errno));
    return 0;
}

static int fs_write(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err)
{
    fs_sink *fs = (fs_sink *)sink;
    if (g_dying)
        return sp_error_set(err, SP_ERR_IO, path, 0, 0, "interrupted: %s is not written", path ? path : "");
    if (!path || !sp_path_is_safe(path, strlen(path)))
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0,
                            "refusing to write outside the destination: unsafe output path \"%s\"", path ? path : "");
    pthread_mutex_lock(&fs->lock);
    int dup = set_add(fs, path);
    pthread_mutex_unlock(&fs->lock);
    if (dup)
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "%s is written twice", path);
    if (make_parents(fs, fs->tmp, path, err) != 0)
        return -1;
    sp_buf full = SP_BUF_INIT;
    sp_buf_printf(&full, "%s/%s", fs->tmp, path);
    int rc = write_file(full.data, mode, data, len, path, err);
    sp_buf_free(&full);
    return rc;
}

static int fs_copy(sp_sink *sink, const char *path, sp_source *src, const sp_source_entry *entry, sp_error *err)
{
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(src, entry->path, &b, err) != 0) {
        sp_buf_free(&b);
        return -1;
    }
    int rc = fs_write(sink, path, entry->mode, b.data ? b.data : "", b.len, err);
    sp_buf_free(&b);
    return rc;
}


/* keep_files: carry files of the old DEST whose relative path starts with a keep_files entry (Jekyll's
 * Cleaner: keep_file_regex = /\A#{dest}\/(#{Regexp.union(keep_files)})/), unless the build wrote them. */
static fs_sink *g_keep_sink; /* nftw has no user pointer; commit holds g_keep_lock */
static int g_keep_rc;
static sp_error *g_keep_err;
static pthread_mutex_t g_keep_lock = PTHREAD_MUTEX_INITIALIZER;

static int keep_cb(const char *p, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)ftw;
    fs_sink *fs = g_keep_sink;
    size_t dl = strlen(fs->dest);
    if (strlen(p) <= dl + 1)
        return 0;
    const char *rel = p + dl + 1;
    if (flag == FTW_D || flag == FTW_DP)
        return 0;
    int keep = 0;
    for (size_t i = 0; i < fs->nkeep && !keep; i++)
        keep = !strncmp(rel, fs->keep[i], strlen(fs->keep[i]));
    if (!keep || set_has(fs, rel))
        return 0;
    sp_error e;
    if (make_parents(fs, fs->tmp, rel, &e) != 0)
        return 0; /* the new build has a file where a kept file's folder was: the build wins */
    sp_buf full = SP_BUF_INIT;
    sp_buf_printf(&full, "%s/%s", fs->tmp, rel);
    if (S_ISLNK(sb->st_mode)) {
        char target[PATH_MAX];
        ssize_t n = readlink(p, target, sizeof target - 1);
        if (n >= 0) {
            target[n] = 0;
            if (symlink(target, full.data) != 0 && errno != EEXIST)
                g_keep_rc = sp_error_set(g_keep_err, SP_ERR_IO, rel, 0, 0, "cannot keep %s: %s", rel,
                                         strerror(errno));
        }
    } else if (S_ISREG(sb->st_mode) && link(p, full.data) != 0 && errno != EEXIST) {
        sp_buf data = SP_BUF_INIT;
        if (sp_buf_read_file(&data, p) != 0 ||
            write_file(full.data, (sb->st_mode & 0111) ? SP_MODE_EXEC : SP_MODE_FILE, data.data ? data.data : "",
                       data.len, rel, g_keep_err) != 0)
            g_keep_rc = -1;
        sp_buf_free(&data);
    }
    sp_buf_free(&full);
    return g_keep_rc ? 1 : 0;
}

static int fs_commit(sp_sink *sink, sp_error *err)
{
    fs_sink *fs = (fs_sink *)sink;
    struct stat st;
    int have_dest = lstat(fs->dest, &st) == 0;
    if (have_dest && !S_ISDIR(st.st_mode))
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "%s exists and is not a folder; not replacing it", fs->dest);
    if (have_dest && fs->nkeep) {
        pthread_mutex_lock(&g_keep_lock);
        g_keep_sink = fs;
        g_keep_rc = 0;
        g_keep_err = err;
        nftw(fs->dest, keep_cb, 32, FTW_PHYS);
        int rc = g_keep_rc;
        pthread_mutex_unlock(&g_keep_lock);
        if (rc)
            return -1;
    }
    if (chmod(fs->tmp, 0755) != 0)
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot set the mode of %s: %s", fs->tmp, strerror(errno));
    /* the lock file is not part of the site; its flock stays held through the open descriptor until close */
    if (fs->lock_fd >= 0) {
        sp_buf lk = SP_BUF_INIT;
        sp_buf_printf(&lk, "%s/" OWNER_LOCK, fs->tmp);
        unlink(lk.data);
        sp_buf_free(&lk);
    }
    if (have_dest) {
        /* swap the two folders atomically, then remove the old site (now at the temporary name) */
        if (renameat2(AT_FDCWD, fs->tmp, AT_FDCWD, fs->dest, RENAME_EXCHANGE) == 0) {
            sp_remove_tree(fs->tmp);
        } else {
            sp_buf old = SP_BUF_INIT;
            sp_buf_printf(&old, "%s.old", fs->tmp);
            if (rename(fs->dest, old.data) != 0) {
                int e = errno;
                sp_buf_free(&old);
                return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot move the old %s aside: %s", fs->dest,
                                    strerror(e));
            }
            if (rename(fs->tmp, fs->dest) != 0) {
                int e = errno;
                rename(old.data, fs->dest);
                sp_buf_free(&old);
                return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot move the new site to %s: %s", fs->dest,
                                    strerror(e));
            }
            sp_remove_tree(old.data);
            sp_buf_free(&old);
        }
    } else if (rename(fs->tmp, fs->dest) != 0) {
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot move the new site to %s: %s", fs->dest,
                            strerror(errno));
    }
    fs->committed = 1;
    live_remove(fs);
    return 0;
}

static void fs_close(sp_sink *sink)
{
    fs_sink *fs = (fs_sink *)sink;
    if (!fs->committed && fs->tmp)
        sp_remove_tree(fs->tmp);
    live_remove(fs);
    if (fs->lock_fd >= 0)
        close(fs->lock_fd);
    for (size_t i = 0; i < fs->set_cap; i++)
        free(fs->set[i]);
    free(fs->set);
    for (size_t i = 0; i < fs->nkeep; i++)
        free(fs->keep[i]);
    free(fs->keep);
    pthread_mutex_destroy(&fs->lock);
    free(fs->dest);
    free(fs->tmp);
    free(fs);
}

/* An incremental build's reuse: the previous DEST's file at path, when its bytes are still the recorded blob
 * (the user may have edited or removed it since: it is never trusted unread), copied into the new site. No
 * link is followed on the way (a folder of DEST replaced by a link to elsewhere is not read through). Returns
 * 0, 1 when the file is not there as recorded (the caller renders it), -1 with err as fs_write. */
static int fs_reuse(sp_sink *sink, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    fs_sink *fs = (fs_sink *)sink;
    if (!path || !sp_path_is_safe(path, strlen(path)))
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0,
                            "refusing to write outside the destination: unsafe output path \"%s\"", path ? path : "");
    if (mode != SP_MODE_FILE && mode != SP_MODE_EXEC)
        return 1;
    int dfd = open(fs->dest, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd < 0)
        return 1;
    /* each folder of path, then the file, opened without following links */
    char *rel = strdup(path);
    if (!rel)
        abort();
    char *seg = rel;
    for (char *sl; dfd >= 0 && (sl = strchr(seg, '/')) != NULL; seg = sl + 1) {
        *sl = 0;
        int next = openat(dfd, seg, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        close(dfd);
        dfd = next;
    }
    int fd = dfd >= 0 ? openat(dfd, seg, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) : -1;
    if (dfd >= 0)
        close(dfd);
    free(rel);
    if (fd < 0)
        return 1;
    struct stat st;
    sp_buf b = SP_BUF_INIT;
    bool ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && sp_buf_read_fd(&b, fd, 0) == 0;
    close(fd);
    if (ok) {
        unsigned char id[20];
        sp_git_blob_id(b.data, b.len, id);
        ok = memcmp(id, oid, 20) == 0;
    }
    int rc = ok ? fs_write(sink, path, mode, b.data ? b.data : "", b.len, err) : 1;
    sp_buf_free(&b);
    return rc;
}

static const sp_sink_ops fs_sink_ops = {fs_write, fs_copy, fs_commit, fs_close, fs_reuse, NULL, NULL, NULL, NULL};

int sp_sink_open_dir(const char *dest, const char *const *keep_files, sp_sink **out, sp_error *err)
{
    if (!dest || !*dest)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "no destination folder given");
    size_t n = strlen(dest);
    while (n > 1 && dest[n - 1] == '/')
        n--;
    fs_sink *fs = calloc(1, sizeof *fs);
    if (!fs)
        abort();
    fs->dest = strndup(dest, n);
    fs->lock_fd = -1;
    fs->slot = -1;
    pthread_mutex_init(&fs->lock, NULL);
    fs->base.ops = &fs_sink_ops;
    fs->base.impl = fs;
    /* the temporary folder sits beside DEST so the final rename stays on one file system */
    const char *slash = strrchr(fs->dest, '/');
    sp_buf tmpl = SP_BUF_INIT;
    if (slash && slash != fs->dest)
        sp_buf_printf(&tmpl, "%.*s/.%s.sitepub-XXXXXX", (int)(slash - fs->dest), fs->dest, slash + 1);
    else if (slash)
        sp_buf_printf(&tmpl, "/.%s.sitepub-XXXXXX", slash + 1);
    else
        sp_buf_printf(&tmpl, ".%s.sitepub-XXXXXX", fs->dest);
    /* DEST's parent folders are made when missing, as Jekyll's mkdir_p does */
    if (slash && slash != fs->dest) {
        char *parent = strndup(fs->dest, (size_t)(slash - fs->dest));
        for (char *p = parent + 1; *p; p++) {
            if (*p != '/')
                continue;
            *p = 0;
            mkdir(parent, 0755);
            *p = '/';
        }
        mkdir(parent, 0755);
        free(parent);
    }
    /* SIGINT, SIGTERM and SIGHUP wait while the folder is made and registered: one that came in between would
     * leave it behind (the handler would not know it yet) */
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    pthread_mutex_lock(&g_live_lock);
    install_handlers();
    pthread_mutex_unlock(&g_live_lock);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    if (!mkdtemp(tmpl.data)) {
        int e = errno;
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        sp_buf_free(&tmpl);
        fs_close(&fs->base);
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot create a temporary folder beside %s: %s", dest,
                            strerror(e));
    }
    fs->tmp = sp_buf_detach(&tmpl);
    fs->slot = live_add(fs->tmp);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    {
        sp_buf lk = SP_BUF_INIT;
        sp_buf_printf(&lk, "%s/" OWNER_LOCK, fs->tmp);
        fs->lock_fd = open(lk.data, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fs->lock_fd >= 0 && flock(fs->lock_fd, LOCK_EX | LOCK_NB) != 0) {
            close(fs->lock_fd);
            fs->lock_fd = -1;
        }
        sp_buf_free(&lk);
        /* the leftovers of builds that died beside this DEST (our own folder is locked) */
        char *parent = slash && slash != fs->dest ? strndup(fs->dest, (size_t)(slash - fs->dest))
                                                  : strdup(slash ? "/" : ".");
        remove_leftovers(parent, slash ? slash + 1 : fs->dest);
        free(parent);
    }
    if (keep_files) {
        for (const char *const *k = keep_files; *k; k++)
            fs->nkeep++;
        fs->keep = calloc(fs->nkeep ? fs->nkeep : 1, sizeof *fs->keep);
        for (size_t i = 0; i < fs->nkeep; i++)
            fs->keep[i] = strdup(keep_files[i]);
    }
    *out = &fs->base;
    return 0;
}
