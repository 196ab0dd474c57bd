/* The `sitepub serve` loop (include/sitepub/serve.h): build into memory, serve, watch, rebuild, reload. */
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "serve/serve_int.h"
#include "serve/watch.h"
#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/serve.h"
#include "sitepub/value.h"

void sp_serve_config_init(sp_serve_config *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    sp_site_options_init(&cfg->site);
    cfg->host = "127.0.0.1";
    cfg->port = 4000;
    cfg->livereload_port = 35729;
    cfg->watch = true;
    cfg->debounce_ms = 5;
    cfg->poll_ms = 300;
    cfg->repo = ".";
    cfg->stop_fd = -1;
}

/* Jekyll's logger layout: the topic right-aligned in 20 columns, then the message */
static void say(const sp_serve_config *cfg, int level, const char *topic, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void say(const sp_serve_config *cfg, int level, const char *topic, const char *fmt, ...)
{
    if (!cfg->log)
        return;
    char msg[2048];
    int n = snprintf(msg, sizeof msg, "%19s ", topic);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + n, sizeof msg - (size_t)n, fmt, ap);
    va_end(ap);
    cfg->log(cfg->log_ud, level, msg);
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* "" or "/blog": a leading '/', no trailing one (as Jekyll's baseurl is used in URLs) */
static char *normal_baseurl(const char *b)
{
    sp_buf o = SP_BUF_INIT;
    while (*b == '/')
        b++;
    size_t n = strlen(b);
    while (n && b[n - 1] == '/')
        n--;
    if (n) {
        sp_buf_putc(&o, '/');
        sp_buf_append(&o, b, n);
    } else {
        sp_buf_puts(&o, "");
    }
    return sp_buf_detach(&o);
}

/* The source of one build: the folder, or the tree of the commit rev names now (its id in *oid_hex). */
static int open_source(const sp_serve_config *cfg, sp_source **src, sp_error *err)
{
    if (!cfg->rev)
        return sp_source_open_dir(cfg->source_dir, src, err);
    return sp_source_open_git(cfg->repo, cfg->rev, NULL, src, err);
}

struct sp_serve_state {
    sp_serve_snapshot *prev; /* the last good build: the outputs an incremental rebuild may reuse */
    sp_serve_memo *memo;     /* the folder's blob ids (and listing) as of the last rebuild */
    sp_site_memo *texts;     /* the documents' content, excerpt and output as of the last rebuild */
    /* set by the loop while its watcher is exact (sp_watch_exact): what the watcher does not report; a rebuild
     * then patches the last listing with the changes it is given instead of walking the folder */
    sp_serve_ignored_fn unwatched;
    void *unwatched_ud;
};

sp_serve_state *sp_serve_state_new(void)
{
    sp_serve_state *st = calloc(1, sizeof *st);
    if (st && (!(st->memo = sp_serve_memo_new()) || !(st->texts = sp_site_memo_new()))) {
        sp_serve_memo_free(st->memo);
        free(st);
        st = NULL;
    }
    return st;
}

void sp_serve_state_idle(sp_serve_state *st)
{
    if (st)
        sp_serve_snapshot_fill_ids(st->prev);
}

void sp_serve_state_free(sp_serve_state *st)
{
    if (!st)
        return;
    sp_serve_snapshot_unref(st->prev);
    sp_serve_memo_free(st->memo);
    sp_site_memo_free(st->texts);
    free(st);
}

/* the destination's path inside the source ("_site"), or NULL when it is elsewhere */
static char *dest_inside_source(const sp_serve_config *cfg)
{
    if (!cfg->dest_dir || cfg->rev)
        return NULL;
    char *real = realpath(cfg->dest_dir, NULL);
    if (!real) {
        /* not made yet: its parent's real path and its name */
        char *dd = strdup(cfg->dest_dir), *slash = strrchr(dd, '/');
        const char *base = slash ? slash + 1 : dd;
        if (slash)
            *slash = 0;
        char *parent = realpath(slash ? (*dd ? dd : "/") : ".", NULL);
        if (parent) {
            sp_buf b = SP_BUF_INIT;
            sp_buf_printf(&b, "%s/%s", parent, base);
            real = sp_buf_detach(&b);
            free(parent);
        }
        free(dd);
        if (!real)
            return NULL;
    }
    size_t n = strlen(cfg->source_dir);
    char *rel = NULL;
    if (!strncmp(real, cfg->source_dir, n) && real[n] == '/' && real[n + 1])
        rel = strdup(real + n + 1);
    free(real);
    return rel;
}

/* sp_serve_rebuild; with keep_out, DEST (cfg->dest_dir) is not written: *keep_out gets its keep_files (a
 * malloc'd NULL-terminated array, free_keep) for write_dest, once the new site is served */
static int rebuild(const sp_serve_config *cfg, sp_serve_state *st, const char *const *changed, size_t nchanged,
                   char ***keep_out, sp_serve_snapshot **out, sp_site_stats *stats, sp_error *err)
{
    *out = NULL;
    sp_arena *arena = sp_arena_new(0);
    sp_source *src = NULL;
    sp_sink *dir = NULL, *mem = NULL;
    int rc = -1;
    sp_site_options opts = cfg->site;
    opts.config_overrides = sp_hash_new(arena, 4);
    if (sp_is_hash(cfg->site.config_overrides))
        sp_hash_deep_merge(opts.config_overrides, cfg->site.config_overrides);
    if (cfg->site_url)
        sp_hash_setc(opts.config_overrides, "url", sp_cstr(arena, cfg->site_url));
    opts.incremental = st && !cfg->full;
    /* what other pages read of an unchanged document (its content, excerpt, output) is kept from the last
     * rebuild instead of rendered again (src/site/memo.c) */
    opts.memo = opts.incremental ? st->texts : NULL;
    /* a changed configuration may include files the watcher ignored until now (exclude): hash them all */
    bool config_changed = changed == NULL && nchanged > 0;
    for (size_t i = 0; opts.incremental && !cfg->rev && i < nchanged && changed; i++) {
        config_changed |= !strncmp(changed[i], "_config", 7);
        for (size_t k = 0; cfg->site.config_files && cfg->site.config_files[k]; k++)
            config_changed |= !strcmp(changed[i], cfg->site.config_files[k]);
    }
    if (opts.incremental && !cfg->rev && config_changed)
        sp_serve_memo_clear(st->memo);
    /* with an exact watcher, the last listing and the changes since are the folder: no walk of 10,000 files */
    bool kept = opts.incremental && !cfg->rev && st->unwatched && changed &&
                sp_serve_kept_open(cfg->source_dir, st->memo, changed, nchanged, &src) == 0;
    if (!kept && open_source(cfg, &src, err) != 0)
        goto out;
    sp_value config;
    char *dest_rel = dest_inside_source(cfg);
    if (dest_rel) /* a destination inside the source is not site input (Jekyll's reader skips site.dest) */
        opts.dest_in_source = sp_arena_strdup(arena, dest_rel);
    if (sp_site_config(src, &opts, arena, &config, err) != 0) {
        free(dest_rel);
        goto out;
    }
    if (opts.incremental && !cfg->rev && !kept) {
        /* the cache (where each build writes its record) and the destination are never site input; listed,
         * their changing ids would count as a site-wide change on every rebuild */
        sp_value cd = sp_hash_at(config, "cache_dir");
        const char *hide[3] = {cd.type == SP_STRING && cd.u.s.len ? cd.u.s.ptr : ".jekyll-cache", dest_rel, NULL};
        sp_source *plain = src;
        src = NULL;
        if (sp_serve_hashed_open(plain, st->memo, changed, changed ? nchanged : 0, hide, st->unwatched,
                                 st->unwatched_ud, &src, err) != 0) {
            free(dest_rel);
            goto out;
        }
    }
    free(dest_rel);
    sp_value bu = sp_hash_at(config, "baseurl");
    char *baseurl = normal_baseurl(opts.baseurl ? opts.baseurl : bu.type == SP_STRING ? bu.u.s.ptr : "");
    if (cfg->dest_dir) {
        sp_value kf = sp_hash_at(config, "keep_files");
        const char **keep = sp_arena_calloc(arena, sp_array_len(kf) + 1, sizeof *keep);
        size_t nk = 0;
        for (size_t i = 0; i < sp_array_len(kf); i++) {
            sp_value v = sp_array_get(kf, (int64_t)i);
            if (v.type == SP_STRING)
                keep[nk++] = v.u.s.ptr;
        }
        if (keep_out) {
            char **k = calloc(nk + 1, sizeof *k);
            for (size_t i = 0; k && i < nk; i++)
                k[i] = strdup(keep[i]);
            *keep_out = k;
        } else if (sp_sink_open_dir(cfg->dest_dir, keep, &dir, err) != 0) {
            free(baseurl);
            goto out;
        }
    }
    if (sp_serve_mem_sink_open(dir, opts.incremental ? st->prev : NULL, &mem, err) != 0 ||
        sp_site_build(src, mem, &opts, stats, err) != 0 || sp_sink_commit(mem, err) != 0) {
        free(baseurl);
        goto out;
    }
    *out = sp_serve_mem_sink_take(mem, baseurl);
    free(baseurl);
    rc = *out ? 0 : sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    if (rc == 0 && st) {
        sp_serve_snapshot_unref(st->prev);
        st->prev = sp_serve_snapshot_ref(*out);
    }
out:
    sp_sink_close(mem);
    sp_sink_close(dir);
    sp_source_close(src);
    sp_arena_free(arena);
    return rc;
}

int sp_serve_rebuild(const sp_serve_config *cfg, sp_serve_state *st, const char *const *changed, size_t nchanged,
                     sp_serve_snapshot **out, sp_site_stats *stats, sp_error *err)
{
    return rebuild(cfg, st, changed, nchanged, NULL, out, stats, err);
}

static void free_keep(char **keep)
{
    for (size_t i = 0; keep && keep[i]; i++)
        free(keep[i]);
    free(keep);
}

/* Write snap to dest as a build with -d does (sink_fs: a temporary folder swapped into place, keep_files carried
 * over); the loop does it once the new site is served, so the reload does not wait for a 10,000-file folder */
static int write_dest(const char *dest, char **keep, const sp_serve_snapshot *snap, sp_error *err)
{
    sp_sink *dir = NULL;
    if (sp_sink_open_dir(dest, (const char *const *)keep, &dir, err) != 0)
        return -1;
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < snap->count; i++) {
        const sp_serve_file *f = &snap->files[i];
        rc = sp_sink_write(dir, f->path, f->mode, f->data, f->len, err);
    }
    if (rc == 0)
        rc = sp_sink_commit(dir, err);
    sp_sink_close(dir);
    return rc;
}

static bool same_keep(char **a, char **b)
{
    size_t i = 0;
    for (; a && b && a[i] && b[i]; i++)
        if (strcmp(a[i], b[i]) != 0)
            return false;
    return (!a || !a[i]) && (!b || !b[i]);
}

/* make the folders of dest/rel */
static int make_parents(const char *full, size_t root_len)
{
    char *p = strdup(full);
    if (!p)
        return -1;
    int rc = 0;
    for (char *q = p + root_len + 1; (q = strchr(q, '/')) != NULL; q++) {
        *q = 0;
        if (mkdir(p, 0755) != 0 && errno != EEXIST)
            rc = -1;
        *q = '/';
    }
    free(p);
    return rc;
}

/* f's bytes at dest/f->path, replacing what is there by a rename (written beside it first) */
static int put_in_place(const char *dest, const sp_serve_file *f)
{
    sp_buf full = SP_BUF_INIT, tmp = SP_BUF_INIT;
    sp_buf_printf(&full, "%s/%s", dest, f->path);
    const char *slash = strrchr(f->path, '/');
    sp_buf_printf(&tmp, "%s/%.*s%s.%s.sitepub-new", dest, slash ? (int)(slash - f->path) : 0, f->path,
                  slash ? "/" : "", slash ? slash + 1 : f->path);
    int rc = make_parents(full.data, strlen(dest));
    unlink(tmp.data);
    if (rc == 0 && f->mode == SP_MODE_LINK) {
        char *target = strndup((const char *)f->data, f->len);
        rc = target && symlink(target, tmp.data) == 0 ? 0 : -1;
        free(target);
    } else if (rc == 0) {
        int fd = open(tmp.data, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                      f->mode == SP_MODE_EXEC ? 0755 : 0644);
        size_t off = 0;
        while (fd >= 0 && off < f->len) {
            ssize_t n = write(fd, f->data + off, f->len - off);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            off += (size_t)n;
        }
        rc = fd >= 0 && off == f->len ? 0 : -1;
        if (fd >= 0 && close(fd) != 0)
            rc = -1;
    }
    if (rc == 0 && rename(tmp.data, full.data) != 0)
        rc = -1; /* e.g. a folder there now: the caller writes DEST whole */
    if (rc != 0)
        unlink(tmp.data);
    sp_buf_free(&full);
    sp_buf_free(&tmp);
    return rc;
}

/* remove dest/rel, and the folders it leaves empty */
static int remove_in_place(const char *dest, const char *rel)
{
    sp_buf full = SP_BUF_INIT;
    sp_buf_printf(&full, "%s/%s", dest, rel);
    int rc = unlink(full.data) == 0 || errno == ENOENT ? 0 : -1;
    size_t root = strlen(dest);
    for (char *q; rc == 0 && (q = strrchr(full.data + root + 1, '/')) != NULL;) {
        *q = 0;
        if (rmdir(full.data) != 0)
            break; /* not empty: what stays there is other outputs' (or keep_files) */
    }
    sp_buf_free(&full);
    return rc;
}

/* DEST holds old (written by this loop, with the same keep_files): make it hold snap by writing the files that
 * differ and removing the ones that went, in place, instead of writing 10,000 files into a new folder. -1 when
 * something could not be done (the caller then writes DEST whole). */
static int update_dest(const char *dest, const sp_serve_snapshot *old, const sp_serve_snapshot *snap)
{
    size_t i = 0, j = 0;
    while (i < old->count || j < snap->count) {
        const sp_serve_file *x = i < old->count ? &old->files[i] : NULL, *y = j < snap->count ? &snap->files[j] : NULL;
        int c = !x ? 1 : !y ? -1 : strcmp(x->path, y->path);
        if (c < 0 && remove_in_place(dest, x->path) != 0)
            return -1;
        if (c > 0 || (c == 0 && !sp_serve_file_same(x, y)))
            if (put_in_place(dest, y) != 0)
                return -1;
        i += c <= 0;
        j += c >= 0;
    }
    return 0;
}

/* The baseurl the site is served under ("" or "/blog"): -b, else the config's (malloc'd) */
static char *site_baseurl(const sp_serve_config *cfg)
{
    if (cfg->site.baseurl)
        return normal_baseurl(cfg->site.baseurl);
    char *bu = NULL;
    sp_arena *a = sp_arena_new(0);
    sp_source *src = NULL;
    sp_value config;
    if (open_source(cfg, &src, NULL) == 0 && sp_site_config(src, &cfg->site, a, &config, NULL) == 0) {
        sp_value b = sp_hash_at(config, "baseurl");
        bu = normal_baseurl(b.type == SP_STRING ? b.u.s.ptr : "");
    }
    sp_source_close(src);
    sp_arena_free(a);
    return bu ? bu : normal_baseurl("");
}

/* ---- what the watcher ignores ---- */

typedef struct ignore_set {
    char **globs; /* exclude entries (trailing '/' dropped), the destination, the cache folder */
    size_t count;
} ignore_set;

static void ignore_clear(ignore_set *s)
{
    for (size_t i = 0; i < s->count; i++)
        free(s->globs[i]);
    free(s->globs);
    s->globs = NULL;
    s->count = 0;
}

static void ignore_add(ignore_set *s, const char *g)
{
    while (g[0] == '.' && g[1] == '/')
        g += 2;
    while (*g == '/')
        g++;
    size_t n = strlen(g);
    while (n && g[n - 1] == '/')
        n--;
    if (!n)
        return;
    char **ng = realloc(s->globs, (s->count + 1) * sizeof *ng);
    if (!ng)
        return;
    s->globs = ng;
    s->globs[s->count++] = strndup(g, n);
}

/* Jekyll's watcher ignores the destination and the exclude list (as prefixes of the path); the cache and .git
 * are never site input. The exclude entries may be globs (Jekyll's EntryFilter matches them with fnmatch). */
static bool ignored(void *ud, const char *rel, bool is_dir)
{
    (void)is_dir;
    ignore_set *s = ud;
    if (!strcmp(rel, ".git") || !strncmp(rel, ".git/", 5) || !strcmp(rel, ".jekyll-metadata"))
        return true;
    for (size_t i = 0; i < s->count; i++) {
        size_t n = strlen(s->globs[i]);
        if (!strncmp(rel, s->globs[i], n) && (rel[n] == 0 || rel[n] == '/'))
            return true;
        if (fnmatch(s->globs[i], rel, 0) == 0)
            return true;
    }
    return false;
}

/* Read the config again (it may have changed) for the exclude list and the cache folder. */
static void ignore_load(const sp_serve_config *cfg, ignore_set *s)
{
    ignore_clear(s);
    char *dest = dest_inside_source(cfg);
    if (dest) {
        ignore_add(s, dest);
        /* and the folder -d writes into before it swaps it into place (sink_fs: ".DEST.sitepub-XXXXXX" beside
         * DEST): seen, each rebuild's DEST write would start another rebuild, for ever */
        char *slash = strrchr(dest, '/');
        sp_buf g = SP_BUF_INIT;
        if (slash)
            sp_buf_printf(&g, "%.*s/.%s.sitepub-*", (int)(slash - dest), dest, slash + 1);
        else
            sp_buf_printf(&g, ".%s.sitepub-*", dest);
        ignore_add(s, g.data);
        sp_buf_free(&g);
        free(dest);
    }
    ignore_add(s, ".jekyll-cache");
    ignore_add(s, ".sass-cache");
    sp_source *src = NULL;
    sp_arena *a = sp_arena_new(0);
    sp_value config;
    if (sp_source_open_dir(cfg->source_dir, &src, NULL) == 0 &&
        sp_site_config(src, &cfg->site, a, &config, NULL) == 0) {
        sp_value exc = sp_hash_at(config, "exclude"), inc = sp_hash_at(config, "include");
        for (size_t i = 0; i < sp_array_len(exc); i++) {
            sp_value v = sp_array_get(exc, (int64_t)i);
            bool included = false; /* Jekyll: include wins over exclude */
            for (size_t k = 0; v.type == SP_STRING && k < sp_array_len(inc); k++) {
                sp_value w = sp_array_get(inc, (int64_t)k);
                included |= w.type == SP_STRING && !strcmp(w.u.s.ptr, v.u.s.ptr);
            }
            if (v.type == SP_STRING && !included)
                ignore_add(s, v.u.s.ptr);
        }
        sp_value cd = sp_hash_at(config, "cache_dir");
        if (cd.type == SP_STRING)
            ignore_add(s, cd.u.s.ptr);
        sp_value dd = sp_hash_at(config, "destination");
        if (!cfg->dest_dir && dd.type == SP_STRING)
            ignore_add(s, dd.u.s.ptr); /* the config's destination (another tool's _site) is not input either */
    }
    sp_source_close(src);
    sp_arena_free(a);
}

/* ---- the loop ---- */

typedef struct loop {
    const sp_serve_config *cfg;
    sp_http *http;
    sp_serve_state *state; /* what each rebuild hands the next (incremental rebuilds) */
    char built_id[41];     /* --rev: the commit last built */
    char rev_error[sizeof(((sp_error *)0)->message)]; /* --rev: the resolution error last reported */
    sp_source_repo *repo;
    sp_serve_snapshot *retired; /* the snapshot the last publish replaced, released once the loop is idle */
    bool idle_due;              /* retired and the new snapshot's blob ids wait for IDLE_MS of quiet */
    sp_serve_snapshot *dest_snap; /* -d: the snapshot DEST holds (the last written there), NULL: not known */
    char **dest_keep;             /* and the keep_files it was written with */
} loop;

/* How long the loop waits after a publish before its cleanup (freeing the replaced snapshot, hashing the new
 * outputs): the browsers reload meanwhile, and on a small machine that work would compete with their requests
 * (a 10,000-post site's old snapshot is some 10,000 paths to free). A change within it is built at once, the
 * cleanup first. */
#define IDLE_MS 250

/* the cleanup a publish leaves for later */
static void idle_work(loop *l)
{
    sp_serve_snapshot_unref(l->retired);
    l->retired = NULL;
    if (l->idle_due)
        sp_serve_state_idle(l->state);
    l->idle_due = false;
}

/* -d after a publish: DEST updated in place from what it held (the last snapshot written there), or written
 * whole (the first time, after a failure, or when keep_files changed). Takes keep. */
static int store_dest(loop *l, const sp_serve_snapshot *snap, char **keep, sp_error *err)
{
    const char *dest = l->cfg->dest_dir;
    int rc = l->dest_snap && same_keep(l->dest_keep, keep) && update_dest(dest, l->dest_snap, snap) == 0
                 ? 0
                 : write_dest(dest, keep, snap, err);
    sp_serve_snapshot_unref(l->dest_snap);
    free_keep(l->dest_keep);
    l->dest_snap = rc == 0 ? sp_serve_snapshot_ref((sp_serve_snapshot *)snap) : NULL;
    l->dest_keep = rc == 0 ? keep : NULL;
    if (rc != 0)
        free_keep(keep);
    return rc;
}

static void report_error(loop *l, const sp_error *err)
{
    char text[2200];
    sp_error_format(err, text, sizeof text);
    say(l->cfg, 2, "Error:", "%s", text);
    sp_http_set_error(l->http, text);
}

/* "done in" after the first build (Jekyll's Build), "...done in" after a regeneration (its Watcher) */
/* every changed source is a stylesheet: .css, .scss, .sass, or a file under _sass/ */
static bool styles_only(const char *const *changed, size_t n)
{
    if (!changed)
        return false;
    for (size_t i = 0; i < n; i++) {
        const char *p = changed[i], *dot = strrchr(p, '.');
        bool style = !strncmp(p, "_sass/", 6) ||
                     (dot && (!strcmp(dot, ".css") || !strcmp(dot, ".scss") || !strcmp(dot, ".sass")));
        if (!style)
            return false;
    }
    return n > 0;
}

/* Jekyll's --livereload-ignore: every changed source matches one of the globs (File.fnmatch, no flags) */
static bool ignored_by_livereload(const sp_serve_config *cfg, const char *const *changed, size_t n)
{
    if (!cfg->livereload_ignore || n == 0 || !changed)
        return false;
    for (size_t i = 0; i < n; i++) {
        bool hit = false;
        for (size_t k = 0; !hit && cfg->livereload_ignore[k]; k++)
            hit = fnmatch(cfg->livereload_ignore[k], changed[i], 0) == 0;
        if (!hit)
            return false;
    }
    return true;
}

static int build_and_publish(loop *l, const char *const *changed, size_t n, double t0, const char *done)
{
    sp_serve_snapshot *snap = NULL;
    sp_error err;
    sp_error_clear(&err);
    idle_work(l); /* what the last publish left: its ids are the ones this rebuild checks reuses against */
    char **keep = NULL;
    if (rebuild(l->cfg, l->state, changed, n, l->cfg->dest_dir ? &keep : NULL, &snap, NULL, &err) != 0) {
        free_keep(keep);
        report_error(l, &err);
        return -1;
    }
    sp_http_hint hint = ignored_by_livereload(l->cfg, changed, n) ? SP_HTTP_SILENT
                        : styles_only(changed, n)                  ? SP_HTTP_STYLES
                                                                   : SP_HTTP_ANY;
    /* the event has gone out: the rest waits until the browsers have reloaded (IDLE_MS) */
    l->retired = sp_http_publish(l->http, snap, hint);
    l->idle_due = true;
    /* -d: DEST from the snapshot served, after the event (a failure shows over the page, the site stays served) */
    int rc = l->cfg->dest_dir ? store_dest(l, snap, keep, &err) : 0;
    if (!l->cfg->dest_dir)
        free_keep(keep);
    if (rc != 0) {
        report_error(l, &err);
        return -1;
    }
    say(l->cfg, 0, "", "%s in %.3f seconds.", done, now_s() - t0);
    return 0;
}

/* Whether rebuilds may patch the last listing with the watcher's changes instead of walking the folder: while
 * the watcher reports every change (sp_watch_exact) but in what ignored refuses. */
static void watch_exact(loop *l, const sp_watch *w, ignore_set *ign)
{
    bool exact = sp_watch_exact(w);
    l->state->unwatched = exact ? ignored : NULL;
    l->state->unwatched_ud = exact ? ign : NULL;
}

/* --rev: the commit rev names now, as hex; -1 when it cannot be resolved */
static int resolve_rev(loop *l, char hex[41], sp_error *err)
{
    return sp_source_repo_resolve(l->repo, l->cfg->rev, hex, err);
}

static void build_rev(loop *l, const char *hex, double t0, const char *done)
{
    /* build the commit resolved, not whatever rev names a moment later */
    sp_serve_config c = *l->cfg;
    c.rev = hex;
    loop sub = *l;
    sub.cfg = &c;
    build_and_publish(&sub, NULL, 0, t0, done);
    l->retired = sub.retired;
    l->idle_due = sub.idle_due;
    l->dest_snap = sub.dest_snap;
    l->dest_keep = sub.dest_keep;
    memcpy(l->built_id, hex, sizeof l->built_id);
}

static void stamp(char *buf, size_t n)
{
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    strftime(buf, n, "%Y-%m-%d %H:%M:%S", &tm);
}

int sp_serve_run(const sp_serve_config *cfg_in, sp_error *err)
{
    sp_serve_config run = *cfg_in, *cfg = &run;
    loop l = {.cfg = cfg};
    char site_url[600], cache_dir[4200];
    int rc = -1;
    sp_watch *watch = NULL;
    ignore_set ign = {0};
    if (!(l.state = sp_serve_state_new())) {
        sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
        goto out;
    }
    if (cfg->rev) {
        if (sp_source_repo_open(cfg->repo, &l.repo, err) != 0)
            goto out;
        if (resolve_rev(&l, l.built_id, err) != 0)
            goto out;
        /* converted Markdown and compiled Sass are cached in the git directory, as sitepub publish keeps them */
        const char *gitdir = sp_source_repo_git_dir(l.repo);
        if (gitdir && !run.site.cache_dir) {
            snprintf(cache_dir, sizeof cache_dir, "%ssitepub/cache", gitdir);
            run.site.cache_dir = cache_dir;
        }
    }
    sp_http_options ho = {cfg->host, cfg->port, cfg->livereload, cfg->livereload_port};
    if (sp_http_start(&ho, &l.http, err) != 0)
        goto out;
    /* Jekyll's serve: site.url is the server's address in the development environment */
    const char *env = getenv("JEKYLL_ENV");
    if (!env || !strcmp(env, "development")) {
        bool six = strchr(cfg->host, ':') != NULL;
        snprintf(site_url, sizeof site_url, "http://%s%s%s:%d", six ? "[" : "",
                 strcmp(cfg->host, "127.0.0.1") ? cfg->host : "localhost", six ? "]" : "", sp_http_port(l.http));
        run.site_url = site_url;
    }
    if (!sp_http_is_loopback(l.http))
        say(cfg, 1, "Warning:", "%s is not a loopback address: anyone who can reach this machine on port %d can "
                                "read the site (and its drafts)", cfg->host, sp_http_port(l.http));
    if (!cfg->rev) {
        /* Jekyll's first line: each configuration file read, or none */
        static const char *const dflt[] = {"_config.yml", NULL};
        const char *const *files = cfg->site.config_files ? cfg->site.config_files : dflt;
        bool any = false;
        for (size_t i = 0; files[i]; i++) {
            if (!files[i][0])
                continue;
            char path[4200];
            snprintf(path, sizeof path, "%s/%s", cfg->source_dir, files[i]);
            if (access(path, R_OK) == 0) {
                say(cfg, 0, "Configuration file:", "%s", path);
                any = true;
            }
        }
        if (!any)
            say(cfg, 0, "Configuration file:", "none");
    }
    if (cfg->rev)
        say(cfg, 0, "Source:", "%s at %s (%.12s)", cfg->repo, cfg->rev, l.built_id);
    else
        say(cfg, 0, "Source:", "%s", cfg->source_dir);
    say(cfg, 0, "Destination:", "%s", cfg->dest_dir ? cfg->dest_dir : "(memory; -d DEST also writes a folder)");
    if (cfg->full)
        say(cfg, 0, "Incremental build:", "disabled (--full: every change renders the whole site)");
    else if (cfg->site.disable_disk_cache)
        say(cfg, 0, "Incremental build:", "disabled (its record is kept in the disk cache, which "
                                          "--disable-disk-cache turns off)");
    else
        say(cfg, 0, "Incremental build:", "enabled (a change re-renders only the pages that read it)");
    double t0 = now_s();
    if (cfg->skip_initial_build) {
        say(cfg, 0, "Build Warning:", "Skipping the initial build.");
        sp_serve_snapshot *snap = NULL;
        char *bu = site_baseurl(cfg);
        if (cfg->dest_dir && sp_serve_snapshot_from_dir(cfg->dest_dir, bu, &snap, NULL) == 0)
            sp_serve_snapshot_unref(sp_http_publish(l.http, snap, SP_HTTP_ANY)); /* else nothing is served
                                                                                   until the first change is built */
        free(bu);
    } else {
        say(cfg, 0, "Generating...", "%s", "");
        if (cfg->rev)
            build_rev(&l, l.built_id, t0, "done");
        else
            build_and_publish(&l, NULL, 0, t0, "done");
    }
    if (cfg->watch && !cfg->rev) {
        ignore_load(cfg, &ign);
        if (sp_watch_open(cfg->source_dir, ignored, &ign, &watch, err) != 0)
            goto out;
        watch_exact(&l, watch, &ign);
        say(cfg, 0, "Auto-regeneration:", "enabled for '%s'", cfg->source_dir);
    } else if (cfg->watch) {
        say(cfg, 0, "Auto-regeneration:", "following %s (checked every %d ms)", cfg->rev, cfg->poll_ms);
    }
    const char *host = cfg->host;
    bool v6 = strchr(host, ':') != NULL;
    if (cfg->livereload)
        say(cfg, 0, "LiveReload address:", "http://%s%s%s:%d (Server-Sent Events)", v6 ? "[" : "", host,
            v6 ? "]" : "", sp_http_livereload_port(l.http));
    {
        char url[600];
        /* Jekyll's format_url: the baseurl and a '/' */
        char *bu = site_baseurl(cfg);
        snprintf(url, sizeof url, "http://%s%s%s:%d%s/", v6 ? "[" : "", host, v6 ? "]" : "", sp_http_port(l.http),
                 bu);
        free(bu);
        say(cfg, 0, "Server address:", "%s", url);
        say(cfg, 0, "Server running...", "press ctrl-c to stop.");
        if (cfg->on_listening)
            cfg->on_listening(cfg->log_ud, url);
    }
    sp_watch_changes ch = {0};
    for (;;) {
        struct pollfd p[2] = {{cfg->stop_fd, POLLIN, 0}, {watch ? sp_watch_fd(watch) : -1, POLLIN, 0}};
        int timeout = cfg->rev && cfg->watch ? cfg->poll_ms : -1;
        if (l.idle_due && (timeout < 0 || timeout > IDLE_MS))
            timeout = IDLE_MS;
        int r = poll(p, 2, timeout);
        if (r < 0 && errno != EINTR)
            break;
        if (p[0].revents)
            break;
        if (r == 0 && l.idle_due) {
            idle_work(&l);
            if (!cfg->rev)
                continue;
        }
        if (cfg->rev && cfg->watch) {
            char hex[41];
            sp_error e2;
            sp_error_clear(&e2);
            if (resolve_rev(&l, hex, &e2) != 0) {
                /* said once, not every poll: e.g. the branch was deleted, until it comes back */
                if (strcmp(e2.message, l.rev_error) != 0)
                    report_error(&l, &e2);
                snprintf(l.rev_error, sizeof l.rev_error, "%s", e2.message);
                continue;
            }
            l.rev_error[0] = 0;
            if (strcmp(hex, l.built_id) != 0) {
                char ts[32];
                stamp(ts, sizeof ts);
                double t = now_s();
                say(cfg, 0, "Regenerating:", "%s moved to %.12s at %s", cfg->rev, hex, ts);
                build_rev(&l, hex, t, "...done");
            }
            continue;
        }
        if (!watch || !(p[1].revents & POLLIN))
            continue;
        double t = now_s();
        sp_watch_read(watch, &ch);
        /* debounce: a save is often several events (an editor writes a temporary file, closes it and renames it
         * over the file; or truncates and writes the file itself; then attributes). They come within a
         * millisecond of each other, except that a file may stay open while the editor fsyncs it: wait for
         * debounce_ms of quiet and, while a file written to is still open, for its close (at most a second) */
        for (;;) {
            struct pollfd q[2] = {{cfg->stop_fd, POLLIN, 0}, {sp_watch_fd(watch), POLLIN, 0}};
            int r = poll(q, 2, cfg->debounce_ms);
            if ((r < 0 && errno != EINTR) || (r > 0 && q[0].revents) || now_s() - t > 1.0)
                break;
            if (r > 0)
                sp_watch_read(watch, &ch);
            else if (r == 0 && !sp_watch_writing(&ch))
                break;
        }
        if (ch.count == 0 && !ch.overflow)
            continue;
        watch_exact(&l, watch, &ign); /* a new folder may hold a link, or not have got its watch */
        char ts[32];
        stamp(ts, sizeof ts);
        say(cfg, 0, "Regenerating:", "%zu file(s) changed at %s", ch.count, ts);
        for (size_t i = 0; i < ch.count; i++)
            say(cfg, 0, "", "%s", ch.paths[i]);
        bool config_changed = false;
        for (size_t i = 0; i < ch.count; i++)
            config_changed |= !strncmp(ch.paths[i], "_config.", 8);
        if (ch.overflow) /* events were lost: every file's id is computed again */
            build_and_publish(&l, NULL, 1, t, "...done");
        else
            build_and_publish(&l, (const char *const *)ch.paths, ch.count, t, "...done");
        if (config_changed) {
            ignore_load(cfg, &ign); /* the exclude list may have changed */
            /* and with it what is watched: a folder no longer excluded is watched from now on */
            sp_watch *w2 = NULL;
            if (sp_watch_open(cfg->source_dir, ignored, &ign, &w2, NULL) == 0) {
                sp_watch_close(watch);
                watch = w2;
                sp_serve_memo_unlisted(l.state->memo); /* events between the two watchers: walk once */
            }
            watch_exact(&l, watch, &ign);
        }
        sp_watch_changes_clear(&ch);
    }
    sp_watch_changes_clear(&ch);
    rc = 0;
out:
    sp_watch_close(watch);
    ignore_clear(&ign);
    sp_http_stop(l.http);
    sp_serve_snapshot_unref(l.retired);
    sp_serve_snapshot_unref(l.dest_snap);
    free_keep(l.dest_keep);
    sp_source_repo_close(l.repo);
    sp_serve_state_free(l.state);
    return rc;
}
