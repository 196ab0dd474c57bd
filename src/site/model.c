/* The site model: the `site` value (Jekyll's SiteDrop) and each document's `page` hash (DocumentDrop,
 * Page#to_liquid), built once after reading; rendering then only fills in content and output. */
#include <stdlib.h>
#include <string.h>

#include "site/site_internal.h"

static int doc_cmp(const void *a, const void *b)
{
    /* Document#<=>: date, then path */
    const sp_doc *x = *(sp_doc *const *)a, *y = *(sp_doc *const *)b;
    sp_value dx = sp_hash_at(x->page, "date"), dy = sp_hash_at(y->page, "date");
    int c = 0;
    if (dx.type == SP_TIME && dy.type == SP_TIME) {
        if (dx.u.t.sec != dy.u.t.sec)
            c = dx.u.t.sec < dy.u.t.sec ? -1 : 1;
        else if (dx.u.t.nsec != dy.u.t.nsec)
            c = dx.u.t.nsec < dy.u.t.nsec ? -1 : 1;
    }
    if (c == 0)
        c = strcmp(x->relpath, y->relpath);
    return c;
}

/* doc_cmp's inputs, looked up once (a sort of 10,000 posts makes some 130,000 comparisons) */
typedef struct post_key {
    int64_t sec;
    int32_t nsec;
    bool timed; /* its date is a time */
    const char *relpath;
    sp_doc *d;
} post_key;

/* doc_cmp of the two documents, from their keys: the same result for each pair, so qsort makes the same order */
static int post_key_cmp(const void *a, const void *b)
{
    const post_key *x = a, *y = b;
    int c = 0;
    if (x->timed && y->timed) {
        if (x->sec != y->sec)
            c = x->sec < y->sec ? -1 : 1;
        else if (x->nsec != y->nsec)
            c = x->nsec < y->nsec ? -1 : 1;
    }
    if (c == 0)
        c = strcmp(x->relpath, y->relpath);
    return c;
}

static void sort_posts(sp_doc **posts, size_t np)
{
    post_key *k = malloc((np + 1) * sizeof *k);
    if (!k)
        abort();
    for (size_t i = 0; i < np; i++) {
        sp_value dt = sp_hash_at(posts[i]->page, "date");
        k[i] = (post_key){dt.type == SP_TIME ? dt.u.t.sec : 0, dt.type == SP_TIME ? dt.u.t.nsec : 0,
                          dt.type == SP_TIME, posts[i]->relpath, posts[i]};
    }
    qsort(k, np, sizeof *k, post_key_cmp);
    for (size_t i = 0; i < np; i++)
        posts[i] = k[i].d;
    free(k);
}

static int page_cmp(const void *a, const void *b)
{
    const sp_doc *x = *(sp_doc *const *)a, *y = *(sp_doc *const *)b;
    int c = strcmp(x->name, y->name);
    return c ? c : strcmp(x->relpath, y->relpath);
}

static void set_if_absent(sp_value h, const char *k, sp_value v)
{
    if (!sp_hash_getc(h, k, NULL))
        sp_hash_setc(h, k, v);
}

static sp_value static_hash(sp_site *s, const char *relpath, const char *collection)
{
    sp_arena *a = s->arena;
    sp_value h = sp_hash_new(a, 6);
    const char *name = strrchr(relpath, '/');
    name = name ? name + 1 : relpath;
    const char *dot = strrchr(name, '.');
    if (dot == name)
        dot = NULL;
    size_t bl = dot ? (size_t)(dot - name) : strlen(name);
    while (bl && name[bl - 1] == '.')
        bl--;
    sp_hash_setc(h, "name", sp_cstr(a, name));
    /* StaticFile#relative_path: "/dir/name" for site files, "_label/name" for collection files */
    if (collection) {
        sp_value cd = sp_hash_at(s->config, "collections_dir");
        const char *rel = relpath;
        if (cd.type == SP_STRING && cd.u.s.len && !strncmp(rel, cd.u.s.ptr, cd.u.s.len) && rel[cd.u.s.len] == '/')
            rel += cd.u.s.len + 1;
        sp_hash_setc(h, "path", sp_cstr(a, rel));
    } else {
        sp_hash_setc(h, "path", sp_str(a, sp_arena_printf(a, "/%s", relpath), strlen(relpath) + 1));
    }
    /* StaticFile#modified_time: the file's mtime in a folder build; site.time where the source has none (a git
     * tree: sitepub publish's site.time is the revision's commit time) */
    int64_t msec;
    int32_t mnsec;
    if (sp_source_mtime(s->src, relpath, &msec, &mnsec) == 0)
        sp_hash_setc(h, "modified_time", sp_time_value(msec, mnsec, sp_site_tz_offset(s, msec)));
    else
        sp_hash_setc(h, "modified_time", sp_time_value(s->now.sec, 0, s->now.utc_offset));
    sp_hash_setc(h, "basename", sp_str(a, name, bl));
    sp_hash_setc(h, "extname", sp_cstr(a, dot ? dot : ""));
    sp_hash_setc(h, "collection", collection ? sp_cstr(a, collection) : sp_nil());
    /* StaticFileDrop's fallback_data: StaticFile#data, the front matter defaults for its relative_path and type
     * (the collection's label, none for a site file), under the drop's own keys */
    sp_value pv = sp_hash_at(h, "path");
    sp_value dv = sp_site_defaults_for(s, pv.u.s.ptr + (pv.u.s.ptr[0] == '/'), collection);
    for (size_t i = 0; sp_is_hash(dv) && i < sp_hash_len(dv); i++) {
        const char *k;
        size_t kl;
        sp_value v;
        sp_hash_entry(dv, i, &k, &kl, &v);
        if (!sp_hash_get(h, k, kl, NULL))
            sp_hash_set(h, k, kl, v);
    }
    return h;
}

/* A document of a collection other than posts as Collection#read sorts it. Document#<=> takes data["date"] as
 * it is while the collection is read (a date from the front matter, a default or the file name); a document with
 * none has nil there (Document#date puts site.time in later), and nil <=> a time is nil, so Ruby compares the two
 * paths instead. That order is not transitive (an undated document sits by path among dated ones ordered by
 * date), so the result is what Ruby's sort makes of the collection's entries in Dir.glob order: Array#sort! is
 * ruby_qsort, which is glibc's qsort_r, a merge sort making the same comparisons as qsort here (checked on random
 * cases with Ruby 3.1 and glibc 2.36). */
typedef struct coll_doc {
    sp_doc *d;
    bool dated; /* data["date"] was set while reading */
} coll_doc;

static int coll_cmp(const void *a, const void *b)
{
    const coll_doc *x = a, *y = b;
    if (x->dated && y->dated)
        return doc_cmp(&x->d, &y->d);
    return strcmp(x->d->relpath, y->d->relpath);
}

/* Dir.glob("**" "/" "*") with its sort: each folder's names in byte order, a folder's files right after it ("a/x"
 * before "a-c"): strcmp where '/' sorts before every other byte */
static int glob_cmp(const void *a, const void *b)
{
    const unsigned char *x = (const unsigned char *)((const coll_doc *)a)->d->relpath;
    const unsigned char *y = (const unsigned char *)((const coll_doc *)b)->d->relpath;
    for (; *x && *x == *y; x++, y++)
        ;
    if (*x == '/' && *y)
        return -1;
    if (*y == '/' && *x)
        return 1;
    return (*x > *y) - (*x < *y);
}

/* Collection#sort_docs!: `order` (a list of paths in the collection folder, the others after them in their
 * Document#<=> order), else `sort_by` (a front matter key; documents without it last, ties by Document#<=>),
 * else Document#<=>; each sorts the documents in the order they were read. */
static const char *g_sort_key; /* qsort has no user pointer; the model is built on one thread */

static int key_cmp(const void *a, const void *b)
{
    const coll_doc *x = a, *y = b;
    sp_value vx = sp_hash_at(x->d->page, g_sort_key), vy = sp_hash_at(y->d->page, g_sort_key);
    int c = 0;
    if (sp_is_nil(vx) && !sp_is_nil(vy))
        c = 1;
    else if (!sp_is_nil(vx) && sp_is_nil(vy))
        c = -1;
    else if (!sp_is_nil(vx) && !sp_value_compare(vx, vy, &c))
        c = 0;
    return c ? c : coll_cmp(a, b);
}

static void sort_collection(sp_site *s, sp_value meta, coll_doc *cd, size_t n, sp_doc **docs)
{
    sp_value order = sp_hash_at(meta, "order");
    sp_value by = sp_hash_at(meta, "sort_by");
    qsort(cd, n, sizeof *cd, glob_cmp);
    if (by.type == SP_STRING && !sp_is_array(order)) {
        /* Collection#order_with_warning: Ruby warns at each comparison of a document without the key with
         * one that has it (how often depends on its sort); here once for each such document */
        bool any = false;
        for (size_t j = 0; j < n && !any; j++)
            any = !sp_is_nil(sp_hash_at(cd[j].d->page, by.u.s.ptr));
        for (size_t j = 0; any && j < n; j++)
            if (sp_is_nil(sp_hash_at(cd[j].d->page, by.u.s.ptr)))
                sp_site_warn(s, cd[j].d->relpath, 0, "Sort warning: '%s' not defined in %s", by.u.s.ptr,
                             cd[j].d->relpath);
        g_sort_key = by.u.s.ptr;
        qsort(cd, n, sizeof *cd, key_cmp);
    } else {
        qsort(cd, n, sizeof *cd, coll_cmp);
    }
    for (size_t j = 0; j < n; j++)
        docs[j] = cd[j].d;
    if (sp_is_array(order)) {
        sp_doc **out = sp_arena_calloc(s->arena, n + 1, sizeof *out);
        bool *used = sp_arena_calloc(s->arena, n + 1, sizeof *used);
        size_t k = 0;
        sp_value cdv = sp_hash_at(s->config, "collections_dir");
        size_t cdl = cdv.type == SP_STRING ? cdv.u.s.len : 0;
        for (size_t i = 0; i < sp_array_len(order); i++) {
            sp_value e = sp_array_get(order, (int64_t)i);
            if (e.type != SP_STRING)
                continue;
            for (size_t j = 0; j < n; j++) {
                const char *rel = docs[j]->relpath + (cdl ? cdl + 1 : 0);
                const char *inner = strchr(rel, '/');
                if (!used[j] && inner && !strcmp(inner + 1, e.u.s.ptr)) {
                    out[k++] = docs[j];
                    used[j] = true;
                }
            }
        }
        for (size_t j = 0; j < n; j++)
            if (!used[j])
                out[k++] = docs[j];
        memcpy(docs, out, n * sizeof *docs);
    }
}

/* site.static_files: Reader#sort_files! sorts the files read by the walk by relative path; collection files
 * come after them, collection by collection (CollectionReader runs after the sort). */
static void order_static_files(sp_site *s, sp_value colls)
{
    size_t n = s->nstatic, k = 0;
    const sp_source_entry **e = sp_arena_calloc(s->arena, n + 1, sizeof *e);
    const char **o = sp_arena_calloc(s->arena, n + 1, sizeof *o), **c = sp_arena_calloc(s->arena, n + 1, sizeof *c);
    /* the walk lists by path already, but files added for `include` come last: insertion sort them in */
    for (size_t i = 0; i < n; i++) {
        if (s->static_coll[i])
            continue;
        size_t j = k++;
        while (j > 0 && strcmp(e[j - 1]->path, s->statics[i]->path) > 0) {
            e[j] = e[j - 1];
            o[j] = o[j - 1];
            c[j] = c[j - 1];
            j--;
        }
        e[j] = s->statics[i];
        o[j] = s->static_out[i];
        c[j] = NULL;
    }
    for (size_t l = 0; l < sp_hash_len(colls); l++) {
        const char *label;
        size_t ll;
        sp_value meta;
        sp_hash_entry(colls, l, &label, &ll, &meta);
        for (size_t i = 0; i < n; i++)
            if (s->static_coll[i] && !strcmp(s->static_coll[i], label)) {
                e[k] = s->statics[i];
                o[k] = s->static_out[i];
                c[k++] = s->static_coll[i];
            }
    }
    s->statics = e;
    s->static_out = o;
    s->static_coll = c;
    s->nstatic = k;
}

/* site.tags and site.categories (Site#post_attr_hash: name -> posts, newest first), filled while the URL loop has
 * each post's hash at hand (post_attr_add) and made after it (post_attr_finish): a post's hash is looked up once
 * for each, not twice (a count pass and a fill pass over 10,000 cold hashes were a sixth of an incremental build's
 * time). Each name's list is made to size (a list grown push by push leaves every smaller copy in the arena: at
 * 100,000 posts tens of MiB). */
typedef struct post_ref {
    uint32_t post, slot; /* the post's index in posts, its name's slot */
} post_ref;

typedef struct post_attr {
    sp_value h;       /* name -> slot (an int) while adding; name -> its posts once finished */
    size_t *count;    /* posts per slot (malloc'd) */
    size_t nslot, capslot;
    post_ref *ref;    /* each (post, name) in post order (malloc'd) */
    size_t nref, capref;
} post_attr;

static void *grow(void *p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return p;
    size_t nc = *cap ? *cap * 2 : 64;
    while (nc < need)
        nc *= 2;
    void *q = realloc(p, nc * size);
    if (!q)
        abort();
    *cap = nc;
    return q;
}

static void post_attr_add(post_attr *pa, uint32_t post, sp_value list)
{
    size_t first = pa->nref; /* this post's references */
    for (size_t j = 0; j < sp_array_len(list); j++) {
        sp_value t = sp_array_get(list, (int64_t)j);
        /* the name as to_s gives it: a string is its own (no copy), anything else printed */
        sp_buf kb = SP_BUF_INIT;
        const char *key = t.type == SP_STRING ? t.u.s.ptr : NULL;
        size_t kl = t.type == SP_STRING ? t.u.s.len : 0;
        if (!key) {
            sp_value_to_s(&kb, t);
            key = kb.data ? kb.data : "";
            kl = kb.len;
        }
        sp_value cur;
        uint32_t slot;
        if (sp_hash_get(pa->h, key, kl, &cur)) {
            slot = (uint32_t)cur.u.i;
        } else {
            slot = (uint32_t)pa->nslot;
            pa->count = grow(pa->count, &pa->capslot, pa->nslot + 1, sizeof *pa->count);
            pa->count[pa->nslot++] = 0;
            sp_hash_set(pa->h, key, kl, sp_int(slot));
        }
        sp_buf_free(&kb);
        /* a name a post has twice as printed (2019 and "2019", nil and ""): listed once under it (Jekyll has
         * two keys, 2019 and "2019"; a sitepub hash has string keys only) */
        bool dup = false;
        for (size_t r = first; r < pa->nref && !dup; r++)
            dup = pa->ref[r].slot == slot;
        if (dup)
            continue;
        pa->count[slot]++;
        pa->ref = grow(pa->ref, &pa->capref, pa->nref + 1, sizeof *pa->ref);
        pa->ref[pa->nref++] = (post_ref){post, slot};
    }
}

/* The finished name -> posts hash (newest first: the references walked from the last); frees pa's vectors. */
static sp_value post_attr_finish(sp_arena *a, post_attr *pa, sp_doc **posts)
{
    sp_value *lists = malloc((pa->nslot + 1) * sizeof *lists);
    if (!lists)
        abort();
    /* the hash's entries are in insertion order: entry j is slot j */
    for (size_t j = 0; j < pa->nslot; j++) {
        const char *key;
        size_t kl;
        lists[j] = sp_array_new(a, pa->count[j]);
        sp_hash_entry(pa->h, j, &key, &kl, NULL);
        sp_hash_set(pa->h, key, kl, lists[j]);
    }
    for (size_t r = pa->nref; r-- > 0;)
        sp_array_push(lists[pa->ref[r].slot], posts[pa->ref[r].post]->page);
    free(lists);
    free(pa->count);
    free(pa->ref);
    return pa->h;
}

int sp_site_build_model(sp_site *s, sp_error *err)
{
    sp_arena *a = s->arena;
    sp_value site = s->site;
    sp_value colls = sp_hash_at(s->config, "collections");
    order_static_files(s, colls);

    /* collection documents sorted (Document#<=>), pages by name */
    sp_doc **posts = sp_arena_calloc(a, s->ndocs + 1, sizeof *posts);
    sp_doc **pages = sp_arena_calloc(a, s->ndocs + 1, sizeof *pages);
    size_t np = 0, ng = 0, no = 0;
    coll_doc *odocs = sp_arena_calloc(a, s->ndocs + 1, sizeof *odocs);
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        bool dated = true;
        if (d->kind == SP_DOC_DOCUMENT && sp_is_nil(sp_hash_at(d->page, "date"))) {
            sp_hash_setc(d->page, "date", sp_time_value(s->now.sec, s->now.nsec, s->now.utc_offset));
            dated = false;
        }
        if (d->kind == SP_DOC_POST)
            posts[np++] = d;
        else if (d->kind == SP_DOC_PAGE)
            pages[ng++] = d;
        else
            odocs[no++] = (coll_doc){d, dated};
    }
    sort_posts(posts, np);
    qsort(pages, ng, sizeof *pages, page_cmp);
    /* limit_posts keeps the newest N */
    sp_value lp = sp_hash_at(s->config, "limit_posts");
    if (lp.type == SP_INT && lp.u.i < 0)
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0, "limit_posts must be a non-negative number");
    if (lp.type == SP_INT && lp.u.i > 0 && (size_t)lp.u.i < np) {
        size_t drop = np - (size_t)lp.u.i;
        memmove(posts, posts + drop, (size_t)lp.u.i * sizeof *posts);
        np = (size_t)lp.u.i;
        s->skipped += drop;
    }
    /* render order: collections (posts first, then the others by configuration order), then pages */
    s->ndocs = 0;
    for (size_t i = 0; i < np; i++)
        sp_site_add_doc(s, posts[i]);
    for (size_t c = 0; c < sp_hash_len(colls); c++) {
        const char *label;
        size_t ll;
        sp_value meta;
        sp_hash_entry(colls, c, &label, &ll, &meta);
        if (!strcmp(label, "posts"))
            continue;
        sp_doc **mine = sp_arena_calloc(a, no + 1, sizeof *mine);
        coll_doc *cd = sp_arena_calloc(a, no + 1, sizeof *cd);
        size_t nm = 0;
        for (size_t i = 0; i < no; i++)
            if (odocs[i].d->collection && !strcmp(odocs[i].d->collection, label))
                cd[nm++] = odocs[i];
        sort_collection(s, meta, cd, nm, mine);
        for (size_t i = 0; i < nm; i++)
            sp_site_add_doc(s, mine[i]);
    }
    for (size_t i = 0; i < ng; i++)
        sp_site_add_doc(s, pages[i]);

    /* URLs, then the Liquid view of every document; a post's previous/next, tags and categories while its hash is
     * at hand (s->docs begins with posts, in their order) */
    post_attr tags = {.h = sp_hash_new(a, 16)}, cats = {.h = sp_hash_new(a, 16)};
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (sp_site_doc_url(s, d, err) != 0) {
            free(tags.count);
            free(tags.ref);
            free(cats.count);
            free(cats.ref);
            return -1;
        }
        sp_value h = d->page;
        sp_hash_setc(h, "url", sp_str_ref(d->url, strlen(d->url))); /* d->url is the arena's: not copied */
        sp_hash_setc(h, "content", sp_site_doc_content_start(d));
        if (d->kind == SP_DOC_PAGE) {
            const char *slash = strrchr(d->url, '/');
            size_t ul = strlen(d->url);
            sp_value dir = d->url[ul - 1] == '/' ? sp_cstr(a, d->url)
                                                 : sp_str(a, d->url, slash ? (size_t)(slash - d->url) + 1 : 1);
            sp_hash_setc(h, "dir", dir);
            sp_hash_setc(h, "name", sp_cstr(a, d->name));
            set_if_absent(h, "path", sp_cstr(a, d->relpath));
            set_if_absent(h, "excerpt", sp_nil());
        } else {
            /* DocumentDrop */
            const char *rel = d->relpath;
            sp_value cd = sp_hash_at(s->config, "collections_dir");
            if (cd.type == SP_STRING && cd.u.s.len && !strncmp(rel, cd.u.s.ptr, cd.u.s.len) && rel[cd.u.s.len] == '/')
                rel += cd.u.s.len + 1;
            sp_hash_setc(h, "relative_path", sp_cstr(a, rel));
            sp_hash_setc(h, "path", sp_cstr(a, rel));
            sp_hash_setc(h, "collection", sp_str_ref(d->collection, strlen(d->collection))); /* config's or "posts" */
            set_if_absent(h, "name", sp_cstr(a, d->name));
            sp_hash_setc(h, "output", sp_nil());
            /* id: File.join(File.dirname(url), slug || basename_without_ext) */
            sp_value slug = sp_hash_at(h, "slug");
            sp_buf idb = SP_BUF_INIT;
            /* File.dirname ignores trailing slashes: dirname("/food/soup/") is "/food" */
            size_t ul = strlen(d->url);
            while (ul > 1 && d->url[ul - 1] == '/')
                ul--;
            size_t dl = ul;
            while (dl > 0 && d->url[dl - 1] != '/')
                dl--;
            if (dl > 1)
                dl--; /* drop the separator, keep a lone "/" */
            if (dl == 1)
                dl = 0; /* File.join("/", x) is "/x" */
            sp_buf_append(&idb, d->url, dl);
            sp_buf_putc(&idb, '/');
            if (!sp_is_nil(slug))
                sp_value_to_s(&idb, slug);
            else
                sp_buf_append(&idb, d->name, strlen(d->name) - strlen(d->ext));
            sp_hash_setc(h, "id", sp_str(a, idb.data, idb.len));
            sp_buf_free(&idb);
            if (!sp_hash_getc(h, "excerpt", NULL))
                sp_hash_setc(h, "excerpt", sp_site_doc_excerpt_start(d));
        }
        if (i < np) {
            sp_hash_setc(h, "previous", i > 0 ? posts[i - 1]->page : sp_nil());
            sp_hash_setc(h, "next", i + 1 < np ? posts[i + 1]->page : sp_nil());
            post_attr_add(&tags, (uint32_t)i, sp_hash_at(h, "tags"));
            post_attr_add(&cats, (uint32_t)i, sp_hash_at(h, "categories"));
        }
    }
    /* two files writing the same destination: a warning, the last written wins (build.c, resolve_conflicts,
     * after the generators have added their pages) */

    /* site.posts newest first; previous/next inside each collection */
    sp_value site_posts = sp_array_new(a, np);
    for (size_t i = np; i-- > 0;)
        sp_array_push(site_posts, posts[i]->page);
    sp_hash_setc(site, "posts", site_posts);
    /* RelatedPosts#most_recent_posts: (posts.last(11).reverse - [post]).first(10); every post but the 11 newest
     * has the same ten, so they share one array (templates never change an array in place) */
    size_t from = np > 11 ? np - 11 : 0;
    sp_value newest = sp_nil();
    for (size_t i = 0; i < np; i++) {
        if (i < from && !sp_is_nil(newest)) {
            posts[i]->related = newest;
            continue;
        }
        sp_value rel = sp_array_new(a, 10);
        for (size_t k = np; k-- > from && sp_array_len(rel) < 10;)
            if (k != i)
                sp_array_push(rel, posts[k]->page);
        posts[i]->related = np > 1 ? rel : sp_array_new(a, 0);
        if (i < from)
            newest = rel;
    }
    sp_value documents = sp_array_new(a, np + no);
    sp_value coll_list = sp_array_new(a, sp_hash_len(colls));
    for (size_t c = 0; c < sp_hash_len(colls); c++) {
        const char *label;
        size_t ll;
        sp_value meta;
        sp_hash_entry(colls, c, &label, &ll, &meta);
        sp_value docs = sp_array_new(a, 8);
        sp_doc *prev = NULL;
        for (size_t i = 0; i < s->ndocs; i++) {
            sp_doc *d = s->docs[i];
            if (!d->collection || strcmp(d->collection, label))
                continue;
            sp_array_push(docs, d->page);
            if (d->kind == SP_DOC_DOCUMENT) {
                sp_hash_setc(d->page, "previous", prev ? prev->page : sp_nil());
                sp_hash_setc(d->page, "next", sp_nil());
                if (prev)
                    sp_hash_setc(prev->page, "next", d->page);
            }
            prev = d;
        }
        for (size_t i = 0; i < sp_array_len(docs); i++)
            sp_array_push(documents, sp_array_get(docs, (int64_t)i));
        sp_value files = sp_array_new(a, 2); /* also in site.documents: Site#documents merges c.docs and c.files */
        sp_value cdv = sp_hash_at(s->config, "collections_dir");
        const char *cdir = cdv.type == SP_STRING ? cdv.u.s.ptr : "";
        for (size_t i = 0; i < s->nstatic; i++) {
            const char *p = s->statics[i]->path;
            char *prefix = sp_arena_printf(a, "%s%s_%s/", cdir, *cdir ? "/" : "", label);
            if (!strncmp(p, prefix, strlen(prefix)))
                sp_array_push(files, static_hash(s, p, label));
        }
        for (size_t i = 0; i < s->nunwritten; i++)
            if (!strcmp(s->unwritten_coll[i], label))
                sp_array_push(files, static_hash(s, s->unwritten[i]->path, label));
        for (size_t i = 0; i < sp_array_len(files); i++)
            sp_array_push(documents, sp_array_get(files, (int64_t)i));
        sp_value ch = sp_hash_new(a, 8);
        ch.flags |= SP_FLAG_COLLECTION; /* prints as CollectionDrop#to_s (value.h) */
        if (sp_is_hash(meta))
            sp_hash_deep_merge(ch, meta);
        sp_hash_setc(ch, "label", sp_cstr(a, label));
        sp_hash_setc(ch, "docs", docs);
        sp_hash_setc(ch, "files", files);
        sp_hash_setc(ch, "relative_directory", sp_cstr(a, sp_arena_printf(a, "_%s", label)));
        sp_hash_setc(ch, "directory", sp_cstr(a, sp_arena_printf(a, "%s%s_%s", cdir, *cdir ? "/" : "", label)));
        sp_hash_setc(ch, "output", sp_bool(sp_truthy(sp_hash_at(meta, "output"))));
        /* sorted by label */
        size_t pos = sp_array_len(coll_list);
        sp_array_push(coll_list, ch);
        sp_value *items = sp_array_items(coll_list);
        while (pos > 0) {
            sp_value l1 = sp_hash_at(items[pos - 1], "label");
            if (strcmp(l1.u.s.ptr, label) <= 0)
                break;
            items[pos] = items[pos - 1];
            pos--;
        }
        items[pos] = ch;
        if (strcmp(label, "posts"))
            sp_hash_setc(site, label, docs);
    }
    sp_hash_setc(site, "collections", coll_list);
    sp_hash_setc(site, "documents", documents);

    /* pages, html_pages, static_files */
    sp_value pv = sp_array_new(a, ng), html = sp_array_new(a, ng);
    for (size_t i = 0; i < ng; i++) {
        sp_array_push(pv, pages[i]->page);
        const char *oe = pages[i]->output_ext;
        size_t ul = strlen(pages[i]->url);
        if (!strcmp(oe, ".html") || !strcmp(oe, ".htm") || !strcmp(oe, ".xhtml") || pages[i]->url[ul - 1] == '/')
            sp_array_push(html, pages[i]->page);
    }
    sp_hash_setc(site, "pages", pv);
    sp_hash_setc(site, "html_pages", html);
    sp_value sf = sp_array_new(a, s->nstatic + s->nunwritten);
    for (size_t i = 0; i < s->nstatic && !s->static_coll[i]; i++)
        sp_array_push(sf, static_hash(s, s->static_out[i], NULL));
    /* then collection by collection, as order_static_files placed them; an unwritten collection's files at its
     * place */
    for (size_t l = 0; l < sp_hash_len(colls); l++) {
        const char *label;
        size_t ll;
        sp_value meta;
        sp_hash_entry(colls, l, &label, &ll, &meta);
        for (size_t i = 0; i < s->nstatic; i++)
            if (s->static_coll[i] && !strcmp(s->static_coll[i], label))
                sp_array_push(sf, static_hash(s, s->statics[i]->path, label));
        for (size_t i = 0; i < s->nunwritten; i++)
            if (!strcmp(s->unwritten_coll[i], label))
                sp_array_push(sf, static_hash(s, s->unwritten[i]->path, label));
    }
    sp_hash_setc(site, "static_files", sf);

    /* tags and categories: name -> posts, newest first */
    sp_hash_setc(site, "tags", post_attr_finish(a, &tags, posts));
    sp_hash_setc(site, "categories", post_attr_finish(a, &cats, posts));
    sp_hash_setc(site, "time", sp_time_value(s->now.sec, s->now.nsec, s->now.utc_offset));
    return 0;
}
