/* The directory sink (include/sitepub/sink.h): every file is written into a temporary directory beside DEST;
 * commit carries the keep_files of the old DEST over, then swaps the temporary directory into place, so a
 * failed build never leaves a half-written site where the last good one was, and stale files disappear. */
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sitepub/buf.h"
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
} fs_sink;

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
    return 0;
}

static void fs_close(sp_sink *sink)
{
    fs_sink *fs = (fs_sink *)sink;
    if (!fs->committed && fs->tmp)
        sp_remove_tree(fs->tmp);
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

static const sp_sink_ops fs_sink_ops = {fs_write, fs_copy, fs_commit, fs_close};

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
    if (!mkdtemp(tmpl.data)) {
        int e = errno;
        sp_buf_free(&tmpl);
        fs_close(&fs->base);
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot create a temporary folder beside %s: %s", dest,
                            strerror(e));
    }
    fs->tmp = sp_buf_detach(&tmpl);
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
