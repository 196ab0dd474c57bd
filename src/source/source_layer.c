/* The layered source (include/sitepub/source.h): a site source over a lower source, as Jekyll puts a gem theme's
 * _layouts, _includes, _sass, _data and assets under the site's own files. The listing is the union: every entry
 * of the upper source, and each entry of a mapped folder of the lower source under its new name unless the upper
 * source has a file of that path. Reads go to the layer the entry came from. */
#include <stdlib.h>
#include <string.h>

#include "sitepub/arena.h"
#include "sitepub/source.h"

typedef struct layer_entry {
    sp_source_entry e;     /* as listed (path in the site's namespace) */
    const char *lower;     /* the path in the lower source, or NULL for an upper entry */
} layer_entry;

typedef struct layer_source {
    sp_source base;
    sp_source *upper, *lower;
    sp_arena *arena;
    sp_source_entry *entries; /* sorted by path */
    const char **lower_path;  /* per entry: the lower path, or NULL */
    size_t count;
} layer_source;

static int layer_cmp(const void *a, const void *b)
{
    return strcmp(((const layer_entry *)a)->e.path, ((const layer_entry *)b)->e.path);
}

static int key_cmp(const void *key, const void *ent)
{
    return strcmp((const char *)key, ((const sp_source_entry *)ent)->path);
}

static int layer_list(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err)
{
    layer_source *ls = (layer_source *)src;
    (void)err;
    *entries = ls->entries;
    *count = ls->count;
    return 0;
}

/* The layer and path to read path from: the lower source for a listed lower entry, else the upper source (which
 * also reports a missing file with its own wording). */
static sp_source *route(layer_source *ls, const char **path)
{
    const sp_source_entry *hit = bsearch(*path, ls->entries, ls->count, sizeof *ls->entries, key_cmp);
    if (hit && ls->lower_path[hit - ls->entries]) {
        *path = ls->lower_path[hit - ls->entries];
        return ls->lower;
    }
    return ls->upper;
}

static int layer_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    layer_source *ls = (layer_source *)src;
    sp_source *s = route(ls, &path);
    return sp_source_read(s, path, out, err);
}

static int layer_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    layer_source *ls = (layer_source *)src;
    sp_source *s = route(ls, &path);
    return sp_source_read_prefix(s, path, max, out, err);
}

static void layer_close(sp_source *src)
{
    layer_source *ls = (layer_source *)src;
    sp_source_close(ls->lower);
    sp_arena_free(ls->arena);
    free(ls);
}

static int layer_mtime(sp_source *src, const char *path, int64_t *sec, int32_t *nsec)
{
    layer_source *ls = (layer_source *)src;
    sp_source *s = route(ls, &path);
    return sp_source_mtime(s, path, sec, nsec);
}

static const sp_source_ops layer_ops = {layer_list, layer_read, layer_read_prefix, layer_close, layer_mtime};

const char *sp_source_lower_path(sp_source *src, const char *path)
{
    if (!src || src->ops != &layer_ops)
        return NULL;
    layer_source *ls = (layer_source *)src;
    const sp_source_entry *hit = bsearch(path, ls->entries, ls->count, sizeof *ls->entries, key_cmp);
    return hit ? ls->lower_path[hit - ls->entries] : NULL;
}

int sp_source_open_layered(sp_source *upper, sp_source *lower, const sp_source_layer_map *maps, size_t nmaps,
                           const char *description, sp_source **out, sp_error *err)
{
    const sp_source_entry *ue, *le;
    size_t un, ln;
    if (sp_source_list(upper, &ue, &un, err) != 0 || sp_source_list(lower, &le, &ln, err) != 0)
        return -1;
    layer_source *ls = calloc(1, sizeof *ls);
    if (!ls)
        abort();
    ls->arena = sp_arena_new(0);
    ls->upper = upper;
    ls->lower = lower;
    layer_entry *all = malloc((un + ln + 1) * sizeof *all);
    if (!all)
        abort();
    size_t n = 0;
    for (size_t i = 0; i < un; i++)
        all[n++] = (layer_entry){ue[i], NULL};
    for (size_t i = 0; i < ln; i++) {
        const char *p = le[i].path;
        for (size_t m = 0; m < nmaps; m++) {
            size_t fl = strlen(maps[m].from);
            if (strncmp(p, maps[m].from, fl) || p[fl] != '/')
                continue;
            const char *name = sp_arena_printf(ls->arena, "%s%s", maps[m].to, p + fl);
            if (!sp_path_is_safe(name, strlen(name)) ||
                bsearch(name, ue, un, sizeof *ue, key_cmp)) /* the site's own file of that path wins */
                break;
            layer_entry le2 = {le[i], p};
            le2.e.path = name;
            all[n++] = le2;
            break;
        }
    }
    qsort(all, n, sizeof *all, layer_cmp);
    /* two lower folders mapped onto one name: the first listed wins (qsort is not stable: keep one only) */
    ls->entries = sp_arena_calloc(ls->arena, n + 1, sizeof *ls->entries);
    ls->lower_path = sp_arena_calloc(ls->arena, n + 1, sizeof *ls->lower_path);
    for (size_t i = 0; i < n; i++) {
        if (ls->count && !strcmp(ls->entries[ls->count - 1].path, all[i].e.path))
            continue;
        ls->entries[ls->count] = all[i].e;
        ls->lower_path[ls->count++] = all[i].lower;
    }
    free(all);
    ls->base.ops = &layer_ops;
    ls->base.description = description ? sp_arena_strdup(ls->arena, description) : upper->description;
    ls->base.impl = ls;
    *out = &ls->base;
    return 0;
}
