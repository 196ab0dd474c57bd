/* The folder view of a source (include/sitepub/source.h, sp_source_open_sub): the files of one folder of another
 * source as a source of their own, as `source: DIR` in a git revision's _config.yml makes that folder the site. */
#include <stdlib.h>
#include <string.h>

#include "sitepub/arena.h"
#include "sitepub/source.h"

typedef struct sub_source {
    sp_source base;
    sp_source *inner;
    sp_arena *arena;
    const char *prefix; /* "DIR/" */
    size_t plen;
    sp_source_entry *entries; /* inner's entries under prefix, the prefix cut off (paths point into inner's) */
    size_t count;
} sub_source;

static int sub_list(sp_source *src, const sp_source_entry **entries, size_t *count, sp_error *err)
{
    sub_source *ss = (sub_source *)src;
    (void)err;
    *entries = ss->entries;
    *count = ss->count;
    return 0;
}

/* inner's path for path (malloc'd: reads come from several threads, so not from the arena); NULL when out of
 * memory */
static char *inner_path(sub_source *ss, const char *path)
{
    size_t l = strlen(path);
    char *p = malloc(ss->plen + l + 1);
    if (p) {
        memcpy(p, ss->prefix, ss->plen);
        memcpy(p + ss->plen, path, l + 1);
    }
    return p;
}

static int sub_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err);

static int sub_read(sp_source *src, const char *path, sp_buf *out, sp_error *err)
{
    return sub_read_prefix(src, path, 0, out, err);
}

/* max 0: the whole file (sub_read) */
static int sub_read_prefix(sp_source *src, const char *path, size_t max, sp_buf *out, sp_error *err)
{
    sub_source *ss = (sub_source *)src;
    if (!sp_path_is_safe(path, strlen(path)))
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "unsafe path '%s' in the source", path);
    char *p = inner_path(ss, path);
    if (!p)
        return sp_error_set(err, SP_ERR_INTERNAL, path, 0, 0, "out of memory");
    int rc = max ? sp_source_read_prefix(ss->inner, p, max, out, err) : sp_source_read(ss->inner, p, out, err);
    free(p);
    return rc;
}

static int sub_mtime(sp_source *src, const char *path, int64_t *sec, int32_t *nsec)
{
    sub_source *ss = (sub_source *)src;
    char *p = inner_path(ss, path);
    int rc = p ? sp_source_mtime(ss->inner, p, sec, nsec) : -1;
    free(p);
    return rc;
}

static void sub_close(sp_source *src)
{
    sub_source *ss = (sub_source *)src;
    sp_arena_free(ss->arena);
    free(ss);
}

static const sp_source_ops sub_ops = {sub_list, sub_read, sub_read_prefix, sub_close, sub_mtime};

int sp_source_open_sub(sp_source *inner, const char *dir, const char *description, sp_source **out, sp_error *err)
{
    *out = NULL;
    size_t dl = strlen(dir);
    if (!sp_path_is_safe(dir, dl))
        return sp_error_set(err, SP_ERR_INPUT, dir, 0, 0, "'%s' is not a folder path inside the source", dir);
    const sp_source_entry *in;
    size_t n;
    if (sp_source_list(inner, &in, &n, err) != 0)
        return -1;
    sub_source *ss = calloc(1, sizeof *ss);
    if (!ss)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    ss->base.ops = &sub_ops;
    ss->base.impl = ss;
    ss->inner = inner;
    ss->arena = sp_arena_new(0);
    ss->base.description = sp_arena_strdup(ss->arena, description ? description : inner->description);
    ss->prefix = sp_arena_printf(ss->arena, "%s/", dir);
    ss->plen = dl + 1;
    /* inner is sorted by path, so the folder's entries are one run */
    size_t first = n, last = n;
    for (size_t i = 0; i < n; i++)
        if (!strncmp(in[i].path, ss->prefix, ss->plen)) {
            if (first == n)
                first = i;
            last = i + 1;
        }
    ss->entries = sp_arena_calloc(ss->arena, (first == n ? 0 : last - first) + 1, sizeof *ss->entries);
    for (size_t i = first; i < last; i++)
        if (!strncmp(in[i].path, ss->prefix, ss->plen)) {
            ss->entries[ss->count] = in[i];
            ss->entries[ss->count++].path = in[i].path + ss->plen;
        }
    *out = &ss->base;
    return 0;
}
