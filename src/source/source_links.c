/* A view of a source with its symbolic links followed (sp_source_follow_links, include/sitepub/source.h): what a
 * site build reads, as Jekyll reads through links. The underlying source stays as it is, so a copy of the tree
 * (publish --no-build, --copy) keeps its links as links. */
#include <stdlib.h>
#include <string.h>

#include "sitepub/arena.h"
#include "sitepub/source.h"

typedef struct link_alias {
    const char *path; /* the listed path (through a link) */
    const char *real; /* the inner source's path of the same file */
} link_alias;

typedef struct links_view {
    sp_source base;
    sp_source *inner;
    sp_arena *a;
    sp_source_entry *entries;
    size_t count, cap;
    link_alias *aliases; /* sorted by path */
    size_t naliases, capaliases;
} links_view;

static int entry_cmp(const void *x, const void *y)
{
    return strcmp(((const sp_source_entry *)x)->path, ((const sp_source_entry *)y)->path);
}

static int alias_cmp(const void *x, const void *y)
{
    return strcmp(((const link_alias *)x)->path, ((const link_alias *)y)->path);
}

/* The path a link at link_path with target text t (tl bytes) names, relative to the root, lexically ("." and empty
 * segments dropped, ".." going up); NULL when it is absolute, leaves the root or is the root. In arena a. */
static char *link_resolve(sp_arena *a, const char *link_path, const char *t, size_t tl)
{
    if (tl == 0 || t[0] == '/' || memchr(t, 0, tl))
        return NULL;
    const char *slash = strrchr(link_path, '/');
    size_t dl = slash ? (size_t)(slash - link_path) : 0, n = 0;
    char *out = sp_arena_alloc(a, dl + tl + 2);
    for (int part = 0; part < 2; part++) {
        const char *p = part ? t : link_path, *e = part ? t + tl : link_path + dl;
        while (p < e) {
            const char *q = p;
            while (q < e && *q != '/')
                q++;
            size_t sl = (size_t)(q - p);
            if (sl == 2 && p[0] == '.' && p[1] == '.') {
                if (n == 0)
                    return NULL;
                while (n && out[n - 1] != '/')
                    n--;
                if (n)
                    n--;
            } else if (sl && !(sl == 1 && p[0] == '.')) {
                if (n)
                    out[n++] = '/';
                memcpy(out + n, p, sl);
                n += sl;
            }
            p = q + 1;
        }
    }
    out[n] = 0;
    return n ? out : NULL;
}

static void push_entry(links_view *v, const sp_source_entry *like, const char *path)
{
    if (v->count == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 64;
        v->entries = sp_arena_realloc(v->a, v->entries, v->cap * sizeof *v->entries, nc * sizeof *v->entries);
        v->cap = nc;
    }
    v->entries[v->count] = *like;
    v->entries[v->count++].path = path;
}

static void push_alias(links_view *v, const char *path, const char *real)
{
    if (v->naliases == v->capaliases) {
        size_t nc = v->capaliases ? v->capaliases * 2 : 16;
        v->aliases = sp_arena_realloc(v->a, v->aliases, v->capaliases * sizeof *v->aliases, nc * sizeof *v->aliases);
        v->capaliases = nc;
    }
    v->aliases[v->naliases].path = path;
    v->aliases[v->naliases++].real = real;
}

static const char *real_path(links_view *v, const char *path)
{
    if (!v->naliases)
        return path;
    link_alias key = {path, NULL};
    const link_alias *hit = bsearch(&key, v->aliases, v->naliases, sizeof *v->aliases, alias_cmp);
    return hit ? hit->real : path;
}

/* The real path of an entry of the view (its alias, or itself). */
static const char *entry_real(links_view *v, const sp_source_entry *e) { return real_path(v, e->path); }

static int view_list(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err)
{
    (void)err;
    links_view *v = src->impl;
    *entries = v->entries;
    *count = v->count;
    return 0;
}

static int view_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    links_view *v = src->impl;
    return sp_source_read(v->inner, real_path(v, path), out, err);
}

static int view_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    links_view *v = src->impl;
    return sp_source_read_prefix(v->inner, real_path(v, path), max, out, err);
}

static void view_close(sp_source *src) { (void)src; /* all of it lives in the caller's arena */ }

static int view_mtime(sp_source *src, const char *path, int64_t *sec, int32_t *nsec)
{
    links_view *v = src->impl;
    return sp_source_mtime(v->inner, real_path(v, path), sec, nsec);
}

static const sp_source_ops view_ops = {view_list, view_read, view_read_prefix, view_close, view_mtime};

int sp_source_follow_links(sp_source *inner, sp_arena *a, sp_source **out, sp_error *err)
{
    const sp_source_entry *in;
    size_t n;
    if (sp_source_list(inner, &in, &n, err) != 0)
        return -1;
    bool any = false;
    for (size_t i = 0; i < n && !any; i++)
        any = in[i].mode == SP_MODE_LINK;
    if (!any) {
        *out = inner; /* nothing to follow: the source itself */
        return 0;
    }
    links_view *v = sp_arena_calloc(a, 1, sizeof *v);
    v->inner = inner;
    v->a = a;
    for (size_t i = 0; i < n; i++)
        push_entry(v, &in[i], in[i].path);
    /* a few rounds: a link to a link is followed once the first has become a file or a folder */
    for (int round = 0; round < 4; round++) {
        bool changed = false;
        size_t m = v->count; /* entries [0, m) are sorted; what this round adds goes after them */
        for (size_t i = 0; i < m; i++) {
            if (v->entries[i].mode != SP_MODE_LINK)
                continue;
            sp_buf b = SP_BUF_INIT;
            sp_error e2;
            const char *lp = v->entries[i].path;
            if (sp_source_read(inner, entry_real(v, &v->entries[i]), &b, &e2) != 0) {
                sp_buf_free(&b);
                continue;
            }
            char *target = link_resolve(a, lp, b.data ? b.data : "", b.len);
            sp_buf_free(&b);
            if (!target)
                continue;
            sp_source_entry key = {.path = target};
            const sp_source_entry *hit = bsearch(&key, v->entries, m, sizeof *v->entries, entry_cmp);
            if (hit && hit->mode != SP_MODE_LINK && hit->mode != 0) {
                const char *real = entry_real(v, hit);
                v->entries[i] = *hit;
                v->entries[i].path = lp;
                push_alias(v, lp, real);
                changed = true;
                continue;
            }
            if (hit)
                continue;
            /* a folder: the files under target/, a range of the sorted entries */
            size_t tl = strlen(target), pl = strlen(lp);
            if (!strncmp(lp, target, tl) && lp[tl] == '/')
                continue; /* a link into a folder it is in would list that folder again and again */
            size_t lo = 0, hi = m;
            while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (strcmp(v->entries[mid].path, target) < 0)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            bool added = false;
            for (size_t k = lo; k < m && !strncmp(v->entries[k].path, target, tl); k++) {
                if (v->entries[k].path[tl] != '/' || v->entries[k].mode == 0)
                    continue;
                const char *rest = v->entries[k].path + tl;
                char *np = sp_arena_alloc(a, pl + strlen(rest) + 1);
                memcpy(np, lp, pl);
                strcpy(np + pl, rest);
                sp_source_entry like = v->entries[k];
                const char *real = entry_real(v, &v->entries[k]);
                push_entry(v, &like, np);
                push_alias(v, np, real);
                added = true;
            }
            if (added) {
                v->entries[i].mode = 0; /* the link itself goes */
                changed = true;
            }
        }
        size_t w = 0;
        for (size_t i = 0; i < v->count; i++)
            if (v->entries[i].mode != 0)
                v->entries[w++] = v->entries[i];
        v->count = w;
        qsort(v->entries, v->count, sizeof *v->entries, entry_cmp);
        if (v->naliases > 1)
            qsort(v->aliases, v->naliases, sizeof *v->aliases, alias_cmp);
        if (!changed)
            break;
    }
    v->base.ops = &view_ops;
    v->base.impl = v;
    v->base.description = inner->description;
    *out = &v->base;
    return 0;
}
