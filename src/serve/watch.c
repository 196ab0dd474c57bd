/* File watching for `sitepub serve` with inotify: every folder under the root, new folders as they appear, minus
 * what the ignore callback refuses (the destination, the cache, excluded paths, .git). */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

#include "serve/watch.h"

#define MASK (IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB)

struct sp_watch {
    int fd;
    char *root;
    char **dirs; /* by watch descriptor: the folder's path relative to root ("" for the root) */
    size_t ndirs;
    sp_watch_ignore_fn ignored;
    void *ud;
    bool inexact; /* a folder could not be watched, or a link was seen (sp_watch_exact) */
};

/* editors' temporary files: vim's swap files and its 4913 probe, emacs' lock and backup files */
static bool editor_temp(const char *name)
{
    size_t n = strlen(name);
    if (!strcmp(name, "4913") || !strncmp(name, ".#", 2) || (n && name[n - 1] == '~'))
        return true;
    if (n > 4 && name[0] == '.' &&
        (!strcmp(name + n - 4, ".swp") || !strcmp(name + n - 4, ".swx") || !strcmp(name + n - 4, ".swo")))
        return true;
    return n > 1 && name[0] == '#' && name[n - 1] == '#';
}

/* a + "/" + b, or b when a is "" (malloc'd; NULL when out of memory) */
static char *join(const char *a, const char *b)
{
    size_t x = strlen(a), y = strlen(b);
    char *p = malloc(x + y + 2);
    if (!p)
        return NULL;
    memcpy(p, a, x);
    if (x)
        p[x++] = '/';
    memcpy(p + x, b, y + 1);
    return p;
}

static void add_dir(sp_watch *w, const char *rel)
{
    char *abs = *rel ? join(w->root, rel) : strdup(w->root);
    int wd = abs ? inotify_add_watch(w->fd, abs, MASK | IN_ONLYDIR | IN_EXCL_UNLINK) : -1;
    free(abs);
    if (wd < 0) {
        w->inexact = true;
        return; /* gone already, or out of watches: the folder is not watched */
    }
    if ((size_t)wd >= w->ndirs) {
        size_t n = (size_t)wd * 2 + 16;
        char **nd = realloc(w->dirs, n * sizeof *nd);
        if (!nd)
            return;
        memset(nd + w->ndirs, 0, (n - w->ndirs) * sizeof *nd);
        w->dirs = nd;
        w->ndirs = n;
    }
    free(w->dirs[wd]);
    w->dirs[wd] = strdup(rel);
}

static void add_tree(sp_watch *w, const char *rel)
{
    add_dir(w, rel);
    char *abs = *rel ? join(w->root, rel) : strdup(w->root);
    DIR *d = abs ? opendir(abs) : NULL;
    if (!d) {
        free(abs);
        return;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char *sub = join(rel, e->d_name);
        if (!sub)
            break;
        bool dir = e->d_type == DT_DIR, link = e->d_type == DT_LNK;
        if (e->d_type == DT_UNKNOWN) {
            struct stat st;
            char *full = join(abs, e->d_name);
            bool got = full && lstat(full, &st) == 0;
            dir = got && S_ISDIR(st.st_mode);
            link = got && S_ISLNK(st.st_mode);
            free(full);
        }
        if (link && !w->ignored(w->ud, sub, false))
            w->inexact = true;
        if (dir && !w->ignored(w->ud, sub, true))
            add_tree(w, sub);
        free(sub);
    }
    closedir(d);
    free(abs);
}

int sp_watch_open(const char *root, sp_watch_ignore_fn ignored, void *ud, sp_watch **out, sp_error *err)
{
    *out = NULL;
    sp_watch *w = calloc(1, sizeof *w);
    if (!w)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    w->fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (w->fd < 0) {
        int e = errno;
        free(w);
        return sp_error_set(err, SP_ERR_IO, root, 0, 0, "cannot watch the source for changes: %s", strerror(e));
    }
    w->root = strdup(root);
    w->ignored = ignored;
    w->ud = ud;
    add_tree(w, "");
    *out = w;
    return 0;
}

int sp_watch_fd(const sp_watch *w) { return w->fd; }

bool sp_watch_exact(const sp_watch *w) { return w && !w->inexact; }

/* Add path to the set (once); writing: a write to it has been seen and it is still open (IN_MODIFY without
 * its IN_CLOSE_WRITE yet), closed: that write ended. */
static void note(sp_watch_changes *c, const char *path, bool created, bool gone, bool writing, bool closed)
{
    for (size_t i = 0; i < c->count; i++)
        if (!strcmp(c->paths[i], path)) {
            if (gone && c->created[i]) {
                /* made and removed (or renamed away) in one burst: an editor's or sed's temporary file */
                free(c->paths[i]);
                c->paths[i] = c->paths[c->count - 1];
                c->created[i] = c->created[c->count - 1];
                c->writing[i] = c->writing[c->count - 1];
                c->count--;
            } else if (gone || closed) {
                c->writing[i] = false;
            } else if (writing) {
                c->writing[i] = true;
            }
            return;
        }
    if (c->count == c->cap) {
        size_t n = c->cap ? c->cap * 2 : 16;
        char **np = realloc(c->paths, n * sizeof *np);
        if (np)
            c->paths = np;
        bool *nc = np ? realloc(c->created, n * sizeof *nc) : NULL;
        if (nc)
            c->created = nc;
        bool *nw = nc ? realloc(c->writing, n * sizeof *nw) : NULL;
        if (!nw)
            return;
        c->writing = nw;
        c->cap = n;
    }
    char *p = strdup(path);
    if (p) {
        c->created[c->count] = created;
        c->writing[c->count] = writing && !closed && !gone;
        c->paths[c->count++] = p;
    }
}

bool sp_watch_writing(const sp_watch_changes *c)
{
    for (size_t i = 0; i < c->count; i++)
        if (c->writing[i])
            return true;
    return false;
}

size_t sp_watch_read(sp_watch *w, sp_watch_changes *changes)
{
    size_t before = changes->count;
    char buf[16384] __attribute__((aligned(__alignof__(struct inotify_event))));
    for (;;) {
        ssize_t n = read(w->fd, buf, sizeof buf);
        if (n <= 0)
            break;
        for (char *p = buf; p < buf + n;) {
            struct inotify_event *ev = (struct inotify_event *)p;
            p += sizeof *ev + ev->len;
            if (ev->mask & IN_Q_OVERFLOW)
                changes->overflow = true;
            if (ev->wd < 0 || (size_t)ev->wd >= w->ndirs || !w->dirs[ev->wd])
                continue;
            if (ev->mask & IN_IGNORED) {
                free(w->dirs[ev->wd]);
                w->dirs[ev->wd] = NULL;
                continue;
            }
            if (!ev->len)
                continue;
            char *rel = join(w->dirs[ev->wd], ev->name);
            if (!rel)
                continue;
            bool is_dir = (ev->mask & IN_ISDIR) != 0;
            if (!editor_temp(ev->name) && !w->ignored(w->ud, rel, is_dir)) {
                if (is_dir && (ev->mask & (IN_CREATE | IN_MOVED_TO)))
                    add_tree(w, rel); /* a new folder: watch it and what is already in it */
                if (!is_dir || !(ev->mask & (IN_ATTRIB | IN_MODIFY | IN_CLOSE_WRITE)))
                    note(changes, rel, (ev->mask & IN_CREATE) != 0, (ev->mask & (IN_DELETE | IN_MOVED_FROM)) != 0,
                         !is_dir && (ev->mask & IN_MODIFY), (ev->mask & IN_CLOSE_WRITE) != 0);
            }
            free(rel);
        }
    }
    return changes->count - before;
}

void sp_watch_changes_clear(sp_watch_changes *c)
{
    for (size_t i = 0; i < c->count; i++)
        free(c->paths[i]);
    free(c->paths);
    free(c->created);
    free(c->writing);
    c->paths = NULL;
    c->created = NULL;
    c->writing = NULL;
    c->count = c->cap = 0;
    c->overflow = false;
}

void sp_watch_close(sp_watch *w)
{
    if (!w)
        return;
    close(w->fd);
    for (size_t i = 0; i < w->ndirs; i++)
        free(w->dirs[i]);
    free(w->dirs);
    free(w->root);
    free(w);
}
