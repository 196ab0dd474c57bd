/* sitepub publish as a library call (include/sitepub/publish.h): build a revision into the object database,
 * carry over kept paths from the branch tip, commit "Build at <date>", compare-and-swap the branch, push. */
#include <ctype.h>
#include <pthread.h>
#include <errno.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "publish/internal.h"
#include "sitepub/publish.h"

#define CAS_TRIES 10
#define PUSH_RETRIES 3

void sp_publish_options_init(sp_publish_options *o)
{
    memset(o, 0, sizeof *o);
    o->repo_path = ".";
    o->produce = sp_publish_copy_producer;
}

void sp_publish_result_free(sp_publish_result *r)
{
    if (r && r->arena) {
        sp_arena_free(r->arena);
        r->arena = NULL;
    }
}

int sp_publish_copy_producer(void *ud, const sp_build_input *in, sp_sink *sink, sp_error *err)
{
    (void)ud;
    const sp_source_entry *e;
    size_t n;
    if (sp_source_list(in->source, &e, &n, err) < 0)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (sp_sink_copy(sink, e[i].path, in->source, &e[i], err) < 0)
            return -1;
    return 0;
}

const char *sp_publish_default_source(git_repository *repo, sp_arena *a)
{
    git_config *cfg = NULL;
    const char *rev = "HEAD";
    if (git_repository_config_snapshot(&cfg, repo) == 0) {
        git_buf b = {0};
        if (git_config_get_string_buf(&b, cfg, "sitepub.source") == 0 && b.ptr && *b.ptr)
            rev = sp_arena_strdup(a, b.ptr);
        git_buf_dispose(&b);
        git_config_free(cfg);
    }
    git_error_clear();
    return rev;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void oid_hex(char out[41], const git_oid *oid)
{
    git_oid_tostr(out, 41, oid);
}

void sp_built_free(sp_built *b)
{
    if (b && b->sink) {
        sp_sink_close(b->sink);
        b->sink = NULL;
    }
}

/* A sink in front of the git sink that reports the files written so far (progress "render"); commit and close
 * are the inner sink's business. */
typedef struct counting_sink {
    sp_sink sink;
    sp_sink *inner;
    const sp_publish_options *o;
    pthread_mutex_t lock;
    size_t n;
} counting_sink;

static void count_one(counting_sink *c)
{
    pthread_mutex_lock(&c->lock);
    if (++c->n % 500 == 0)
        c->o->progress(c->o->progress_ud, "render", c->n, 0);
    pthread_mutex_unlock(&c->lock);
}

static int cs_write(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len, sp_error *err)
{
    counting_sink *c = sink->impl;
    int rc = sp_sink_write(c->inner, path, mode, data, len, err);
    if (rc == 0)
        count_one(c);
    return rc;
}

static int cs_copy(sp_sink *sink, const char *path, sp_source *src, const sp_source_entry *e, sp_error *err)
{
    counting_sink *c = sink->impl;
    int rc = sp_sink_copy(c->inner, path, src, e, err);
    if (rc == 0)
        count_one(c);
    return rc;
}

/* an incremental build's reuse of an earlier output goes through too (without it, --progress turned -I off) */
static int cs_reuse(sp_sink *sink, const char *path, uint32_t mode, const unsigned char oid[20], sp_error *err)
{
    counting_sink *c = sink->impl;
    if (!c->inner->ops->reuse)
        return 1; /* "not there": the build renders it */
    int rc = c->inner->ops->reuse(c->inner, path, mode, oid, err);
    if (rc == 0)
        count_one(c);
    return rc;
}

static int cs_write_id(sp_sink *sink, const char *path, uint32_t mode, const void *data, size_t len,
                       unsigned char oid[20], sp_error *err)
{
    counting_sink *c = sink->impl;
    int rc = sp_sink_write_id(c->inner, path, mode, data, len, oid, err);
    if (rc == 0)
        count_one(c);
    return rc;
}

/* a blob stored unnamed is not a file yet: counted when reuse names it */
static int cs_store(sp_sink *sink, const void *data, size_t len, unsigned char oid[20], sp_error *err)
{
    counting_sink *c = sink->impl;
    return sp_sink_store(c->inner, data, len, oid, err);
}

static int cs_reuse_tree(sp_sink *sink, const unsigned char key[20], size_t nfiles, sp_error *err)
{
    counting_sink *c = sink->impl;
    return c->inner->ops->reuse_tree ? c->inner->ops->reuse_tree(c->inner, key, nfiles, err) : 1;
}

static void cs_remember_tree(sp_sink *sink, const unsigned char key[20], size_t nfiles)
{
    counting_sink *c = sink->impl;
    if (c->inner->ops->remember_tree)
        c->inner->ops->remember_tree(c->inner, key, nfiles);
}

static int cs_commit(sp_sink *sink, sp_error *err)
{
    (void)sink;
    (void)err;
    return 0;
}

static void cs_close(sp_sink *sink) { (void)sink; }

static const sp_sink_ops counting_ops = {cs_write,    cs_copy,       cs_commit,        cs_close, cs_reuse,
                                         cs_write_id, cs_reuse_tree, cs_remember_tree, cs_store};

/* The end of both builds: commit the sink (rc: how producing went), close the source, and take the tree id and
 * the entries into out; on any failure out is freed. Returns rc, or the commit's or result's failure. */
static int finish_build(int rc, sp_source *src, sp_built *out, sp_error *err)
{
    if (rc == 0)
        rc = sp_sink_commit(out->sink, err);
    sp_source_close(src);
    if (rc == 0) {
        unsigned char t[20];
        rc = sp_sink_git_result(out->sink, t, NULL, &out->n, err);
        memcpy(out->tree.id, t, 20);
    }
    if (rc < 0)
        sp_built_free(out);
    return rc;
}

int sp_publish_build(git_repository *repo, const char *rev, const char *subdir, sp_producer_fn produce, void *ud,
                     const sp_publish_options *o, sp_arena *a, sp_publish_settings *settings, sp_built *out,
                     sp_error *err)
{
    memset(out, 0, sizeof *out);
    git_object *obj = NULL;
    git_commit *commit = NULL;
    if (git_revparse_single(&obj, repo, rev) < 0) {
        return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0,
                            "unknown source revision '%s' (%s); name a branch, tag or commit of this repository "
                            "(publish: --source REV or git config sitepub.source; diff: REV arguments)",
                            rev, git_error_last() ? git_error_last()->message : "not found");
    }
    if (git_object_peel((git_object **)&commit, obj, GIT_OBJECT_COMMIT) < 0) {
        git_object_free(obj);
        return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "source revision '%s' is not a commit", rev);
    }
    git_object_free(obj);
    out->source_commit = *git_commit_id(commit);
    out->has_source = true;
    const char *summary = git_commit_summary(commit);
    snprintf(out->subject, sizeof out->subject, "%s", summary ? summary : "");
    sp_build_input in;
    memset(&in, 0, sizeof in);
    char hex[41];
    oid_hex(hex, &out->source_commit);
    in.source_commit = hex;
    in.repo = repo;
    const char *sde = getenv("SOURCE_DATE_EPOCH");
    char *end = NULL;
    long long epoch = sde && *sde ? strtoll(sde, &end, 10) : 0;
    if (sde && *sde && end && !*end) {
        in.time.sec = epoch;
        in.time.utc_offset = 0;
    } else {
        const git_signature *c = git_commit_committer(commit);
        in.time.sec = c->when.time;
        in.time.utc_offset = c->when.offset * 60;
    }
    char desc[600];
    snprintf(desc, sizeof desc, "%s (%.12s)", rev, hex);
    sp_source *src = NULL;
    const git_oid *tree_id = git_commit_tree_id(commit);
    int rc = sp_source_open_git_tree(repo, tree_id->id, subdir, desc, &src, err);
    git_commit_free(commit);
    if (rc < 0)
        return -1;
    in.source = src;
    /* Converted Markdown and compiled Sass are cached in the git directory (never in the tree or the index);
     * dry runs and diffs (in-memory object databases) read the cache but do not write it */
    const char *gitdir = git_repository_path(repo);
    char cache_dir[4200];
    if (gitdir && snprintf(cache_dir, sizeof cache_dir, "%ssitepub/cache", gitdir) < (int)sizeof cache_dir) {
        in.cache_dir = cache_dir;
        in.cache_readonly = sp_git_dry(repo);
    }
    if (settings && sp_publish_resolve_settings(repo, src, o, a, settings, err) < 0) {
        sp_source_close(src);
        return -1;
    }
    if (sp_sink_open_git(repo, &out->sink, err) < 0) {
        sp_source_close(src);
        return -1;
    }
    counting_sink cs;
    sp_sink *to = out->sink;
    if (o && o->progress) {
        memset(&cs, 0, sizeof cs);
        cs.sink.ops = &counting_ops;
        cs.sink.impl = &cs;
        cs.inner = out->sink;
        cs.o = o;
        pthread_mutex_init(&cs.lock, NULL);
        to = &cs.sink;
    }
    rc = produce(ud, &in, to, err);
    if (to != out->sink)
        pthread_mutex_destroy(&cs.lock);
    return finish_build(rc, src, out, err);
}

int sp_publish_build_dir(git_repository *repo, const char *dir, const sp_publish_options *o, sp_arena *a,
                         sp_publish_settings *settings, sp_built *out, sp_error *err)
{
    memset(out, 0, sizeof *out);
    sp_source *src = NULL;
    if (sp_source_open_dir(dir, &src, err) < 0) {
        sp_error_prefix(err, "--from-dir %s", dir);
        return -1;
    }
    if (settings && sp_publish_resolve_settings(repo, NULL, o, a, settings, err) < 0) {
        sp_source_close(src);
        return -1;
    }
    sp_build_input in;
    memset(&in, 0, sizeof in);
    in.source = src;
    in.source_commit = "";
    int rc = sp_sink_open_git(repo, &out->sink, err);
    if (rc == 0)
        rc = sp_publish_copy_producer(NULL, &in, out->sink, err);
    return finish_build(rc, src, out, err);
}

static int tentry_cmp(const void *a, const void *b)
{
    return strcmp(((const sp_tree_entry *)a)->path, ((const sp_tree_entry *)b)->path);
}

static bool kept(const sp_publish_settings *s, const char *path)
{
    for (size_t i = 0; i < s->nkeep; i++)
        if (sp_keep_match(s->keep[i], path))
            return true;
    return false;
}

/* The composed entries: a growable list whose added paths are owned by `owned`. */
typedef struct entry_list {
    sp_tree_entry *e;
    size_t n, cap;
    char **owned;
    size_t nowned;
    bool unsorted;
} entry_list;

static void el_push(entry_list *l, sp_tree_entry e)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->e = realloc(l->e, l->cap * sizeof *l->e);
        if (!l->e)
            abort();
    }
    l->e[l->n++] = e;
}

static const char *el_own(entry_list *l, char *path)
{
    l->owned = realloc(l->owned, (l->nowned + 1) * sizeof *l->owned);
    if (!l->owned || !path)
        abort();
    l->owned[l->nowned++] = path;
    return path;
}

/* Set path to (mode, oid), replacing an entry of that path (replace false: only when there is none). */
static void el_put(entry_list *l, const char *path, uint32_t mode, const unsigned char oid[20], bool replace)
{
    for (size_t m = 0; m < l->n; m++)
        if (!strcmp(l->e[m].path, path)) {
            if (replace) {
                l->e[m].mode = mode;
                memcpy(l->e[m].oid, oid, 20);
            }
            return;
        }
    sp_tree_entry e = {path, mode, {0}};
    memcpy(e.oid, oid, 20);
    el_push(l, e);
    l->unsorted = true;
}

static void el_free(entry_list *l)
{
    for (size_t i = 0; i < l->nowned; i++)
        free(l->owned[i]);
    free(l->owned);
    free(l->e);
}

/* True when path is target (a folder) or under it. */
static bool under(const char *target, const char *path)
{
    size_t l = strlen(target);
    return !strncmp(path, target, l) && (path[l] == '/' || path[l] == '\0');
}

/* The blobs of the files the deploy settings add (publish.h sp_publish_settings): .nojekyll, empty, when
 * s->nojekyll (*has_nj), CNAME holding s->cname (*has_cn). 0, or -1 with err (SP_ERR_GIT) and neither. */
static int deploy_blobs(git_repository *repo, const sp_publish_settings *s, git_oid *nj, bool *has_nj, git_oid *cn,
                        bool *has_cn, sp_error *err)
{
    *has_nj = *has_cn = false;
    if (s && s->nojekyll && git_blob_create_from_buffer(nj, repo, "", 0) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot write .nojekyll");
    if (s && s->cname && git_blob_create_from_buffer(cn, repo, s->cname, strlen(s->cname)) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot write CNAME");
    *has_nj = s && s->nojekyll;
    *has_cn = s && s->cname;
    return 0;
}

int sp_publish_compose_flat(git_repository *repo, const sp_built *b, const git_commit *base,
                            const sp_publish_settings *s, git_oid *tree, size_t *added, size_t *changed,
                            size_t *deleted, size_t *files, sp_error *err)
{
    const sp_tree_entry *out = NULL;
    size_t nout_files = 0;
    if (sp_sink_git_result(b->sink, NULL, &out, &nout_files, err) < 0)
        return -1;
    sp_tree_entry *old = NULL;
    size_t nold = 0;
    if (base && sp_git_read_tree(repo, git_commit_tree_id(base)->id, &old, &nold, err) < 0)
        return -1;
    entry_list l = {0};
    /* the output, in the target folder when there is one (a prefix keeps the order) */
    const char *target = s ? s->target_dir : NULL;
    for (size_t i = 0; i < nout_files; i++) {
        sp_tree_entry e = out[i];
        if (target) {
            size_t pl = strlen(target) + 1 + strlen(e.path) + 1;
            char *p = malloc(pl);
            if (!p)
                abort();
            snprintf(p, pl, "%s/%s", target, e.path);
            e.path = el_own(&l, p);
        }
        el_push(&l, e);
    }
    /* plus the paths of base the output does not have: outside the target folder all of them, else kept ones */
    size_t nout = l.n, i = 0;
    for (size_t j = 0; j < nold; j++) {
        while (i < nout && strcmp(l.e[i].path, old[j].path) < 0)
            i++;
        if (i < nout && !strcmp(l.e[i].path, old[j].path))
            continue;
        if (s && ((target && !under(target, old[j].path)) || kept(s, old[j].path))) {
            el_push(&l, old[j]);
            l.unsorted = true;
        }
    }
    /* copy: files of the source revision the output does not have, over kept ones */
    git_commit *src_commit = NULL;
    git_tree *src_tree = NULL;
    if (s && s->ncopy && b->has_source && git_commit_lookup(&src_commit, repo, &b->source_commit) == 0)
        git_commit_tree(&src_tree, src_commit);
    git_error_clear();
    for (size_t k = 0; src_tree && k < s->ncopy; k++) {
        git_tree_entry *te = NULL;
        if (git_tree_entry_bypath(&te, src_tree, s->copy[k]) < 0 || git_tree_entry_type(te) != GIT_OBJECT_BLOB) {
            git_tree_entry_free(te);
            git_error_clear();
            continue; /* not in this revision: nothing to copy */
        }
        bool from_output = false;
        for (size_t m = 0; m < nout && !from_output; m++)
            from_output = !strcmp(l.e[m].path, s->copy[k]);
        if (!from_output)
            el_put(&l, s->copy[k], (uint32_t)git_tree_entry_filemode(te), git_tree_entry_id(te)->id, true);
        git_tree_entry_free(te);
    }
    git_tree_free(src_tree);
    git_commit_free(src_commit);
    /* .nojekyll (empty) unless there is one; CNAME from --cname over any other */
    git_oid nj, cn;
    bool has_nj, has_cn;
    int rc = deploy_blobs(repo, s, &nj, &has_nj, &cn, &has_cn, err);
    if (has_nj)
        el_put(&l, ".nojekyll", SP_MODE_FILE, nj.id, false);
    if (has_cn)
        el_put(&l, "CNAME", SP_MODE_FILE, cn.id, true);
    if (l.unsorted)
        qsort(l.e, l.n, sizeof *l.e, tentry_cmp);
    unsigned char t[20];
    if (rc == 0)
        rc = sp_git_write_tree(repo, l.e, l.n, t, err);
    if (rc == 0) {
        memcpy(tree->id, t, 20);
        /* Counts: the new entries (sorted) against the old tree. */
        size_t a = 0, c = 0, d = 0, j = 0;
        i = 0;
        while (i < l.n || j < nold) {
            int k = i == l.n ? 1 : j == nold ? -1 : strcmp(l.e[i].path, old[j].path);
            if (k < 0) {
                a++;
                i++;
            } else if (k > 0) {
                d++;
                j++;
            } else {
                if (l.e[i].mode != old[j].mode || memcmp(l.e[i].oid, old[j].oid, 20))
                    c++;
                i++;
                j++;
            }
        }
        if (added)
            *added = a;
        if (changed)
            *changed = c;
        if (deleted)
            *deleted = d;
        if (files)
            *files = l.n;
    } else if (err && err->code == SP_ERR_INPUT) {
        sp_error_prefix(err, "a kept path of the publish branch conflicts with the build output");
    }
    el_free(&l);
    free(old);
    return rc;
}

/* ---- sp_publish_compose tree by tree ----
 * Without a target folder the composed tree is the output's tree with a few files put in: those kept from the
 * branch tip, copied from the source, .nojekyll and CNAME (the extras). Only the folders on their paths are read
 * and written again; every other folder of the output keeps its tree id, as the output's own tree has it. The
 * tip is read only where a keep glob may select something (sp_keep_may_match_under), and the counts compare
 * the two trees folder by folder, skipping every folder whose id is the same on both sides. The result is the
 * tree sp_publish_compose_flat writes, to the byte; where an extra collides with the output (a file where the
 * other has a folder), sp_publish_compose_flat is left to say so. */

enum { EX_NOJEKYLL, EX_KEPT, EX_COPY, EX_CNAME }; /* in rising precedence over each other; the output beats all
                                                    but EX_CNAME */

typedef struct extra {
    char *path; /* owned */
    uint32_t mode;
    unsigned char oid[20];
    int kind;
} extra;

typedef struct extras {
    extra *x;
    size_t n, cap;
} extras;

static void ex_add(extras *l, const char *path, uint32_t mode, const unsigned char oid[20], int kind)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->x = realloc(l->x, l->cap * sizeof *l->x);
        if (!l->x)
            abort();
    }
    extra *e = &l->x[l->n++];
    e->path = strdup(path);
    if (!e->path)
        abort();
    e->mode = mode;
    memcpy(e->oid, oid, 20);
    e->kind = kind;
}

static void ex_free(extras *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->x[i].path);
    free(l->x);
}

/* by path, the strongest of one path first */
static int extra_cmp(const void *a, const void *b)
{
    const extra *x = a, *y = b;
    int c = strcmp(x->path, y->path);
    return c ? c : y->kind - x->kind;
}

static git_filemode_t filemode_of(uint32_t mode)
{
    return mode == SP_MODE_EXEC ? GIT_FILEMODE_BLOB_EXECUTABLE : mode == SP_MODE_LINK ? GIT_FILEMODE_LINK
                                                                                     : GIT_FILEMODE_BLOB;
}

static uint32_t sp_mode_of(git_filemode_t fm)
{
    return fm == GIT_FILEMODE_BLOB_EXECUTABLE ? SP_MODE_EXEC : fm == GIT_FILEMODE_LINK ? SP_MODE_LINK : SP_MODE_FILE;
}

/* The files of tree t at prefix (a buffer holding the folder's path and '/', or empty) that a keep glob
 * selects, as EX_KEPT; gitlinks are no files (as sp_git_read_tree leaves them out). */
static int collect_kept(git_repository *repo, const git_tree *t, sp_buf *prefix, const sp_publish_settings *s,
                        extras *l, sp_error *err)
{
    size_t plen = prefix->len;
    int rc = 0;
    for (size_t i = 0, n = git_tree_entrycount(t); i < n && rc == 0; i++) {
        const git_tree_entry *te = git_tree_entry_byindex(t, i);
        git_filemode_t fm = git_tree_entry_filemode(te);
        prefix->len = plen;
        sp_buf_puts(prefix, git_tree_entry_name(te));
        if (fm == GIT_FILEMODE_COMMIT)
            continue;
        if (fm != GIT_FILEMODE_TREE) {
            if (kept(s, prefix->data))
                ex_add(l, prefix->data, sp_mode_of(fm), git_tree_entry_id(te)->id, EX_KEPT);
            continue;
        }
        bool may = false;
        for (size_t k = 0; k < s->nkeep && !may; k++)
            may = sp_keep_may_match_under(s->keep[k], prefix->data);
        if (!may)
            continue;
        git_tree *sub = NULL;
        if (git_tree_lookup(&sub, repo, git_tree_entry_id(te)) < 0)
            return sp_git_fail(err, SP_ERR_GIT, "cannot read a tree");
        sp_buf_putc(prefix, '/');
        rc = collect_kept(repo, sub, prefix, s, l, err);
        git_tree_free(sub);
    }
    prefix->len = plen;
    if (prefix->data)
        prefix->data[plen] = '\0';
    return rc;
}

/* One entry of a folder being composed. */
typedef struct level_entry {
    const char *name;
    size_t nl;
    git_filemode_t fm;
    git_oid id;
} level_entry;

/* git's order of tree entries: by name, a folder as its name followed by '/' */
static int git_order(const char *a, size_t al, bool atree, const char *b, size_t bl, bool btree)
{
    size_t m = al < bl ? al : bl;
    int c = memcmp(a, b, m);
    if (c)
        return c;
    unsigned char ca = al > m ? (unsigned char)a[m] : atree ? '/' : 0;
    unsigned char cb = bl > m ? (unsigned char)b[m] : btree ? '/' : 0;
    return (int)ca - (int)cb;
}

static int level_cmp(const void *a, const void *b)
{
    const level_entry *x = a, *y = b;
    return git_order(x->name, x->nl, x->fm == GIT_FILEMODE_TREE, y->name, y->nl, y->fm == GIT_FILEMODE_TREE);
}

typedef struct composer {
    git_repository *repo;
    git_odb *odb;
    git_treebuilder *bld; /* for the names put in (sp_git_tree_name_ok) */
    sp_buf body;
    size_t inserted; /* extras that are files the output does not have */
} composer;

/* The output's tree out (NULL: the output has no such folder) with the extras x[0..n) (sorted, all under the
 * folder of the first plen bytes of their paths) put in: 0 with *res, 1 when an extra collides with the output or
 * another extra (sp_publish_compose_flat gives the error), -1 with err. */
static int overlay(composer *c, const git_oid *out, const extra *x, size_t n, size_t plen, git_oid *res,
                   sp_error *err)
{
    git_tree *t = NULL;
    if (out && git_tree_lookup(&t, c->repo, out) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot read a tree");
    size_t nt = t ? git_tree_entrycount(t) : 0;
    level_entry *le = malloc((nt + n + 1) * sizeof *le);
    if (!le)
        abort();
    for (size_t i = 0; i < nt; i++) {
        const git_tree_entry *te = git_tree_entry_byindex(t, i);
        le[i].name = git_tree_entry_name(te);
        le[i].nl = strlen(le[i].name);
        le[i].fm = git_tree_entry_filemode(te);
        le[i].id = *git_tree_entry_id(te);
    }
    size_t nl = nt;
    bool changed = false;
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0;) {
        const char *rest = x[i].path + plen, *slash = strchr(rest, '/');
        size_t len = slash ? (size_t)(slash - rest) : strlen(rest), next = i + 1;
        if (!len || len >= 4096) {
            rc = 1; /* not a path a tree can hold: sp_publish_compose_flat says so */
            break;
        }
        if (slash)
            while (next < n && !strncmp(x[next].path, x[i].path, plen + len + 1))
                next++;
        else
            while (next < n && !strcmp(x[next].path, x[i].path))
                next++;
        /* this name in the output (a file or a folder of that name) */
        level_entry *hit = NULL;
        for (size_t k = 0; k < nt && !hit; k++)
            if (le[k].nl == len && !memcmp(le[k].name, rest, len))
                hit = &le[k];
        /* a file and a folder of one name among the extras: flat's error */
        bool folder_too = false; /* a file and a folder of one name among the extras: flat's error */
        for (size_t k = next; !slash && k < n && !folder_too && !strncmp(x[k].path, x[i].path, plen + len); k++)
            folder_too = x[k].path[plen + len] == '/';
        if (folder_too)
            rc = 1;
        else if (slash ? hit && hit->fm != GIT_FILEMODE_TREE : hit && hit->fm == GIT_FILEMODE_TREE)
            rc = 1;
        else if (slash) {
            git_oid sub;
            rc = overlay(c, hit ? &hit->id : NULL, x + i, next - i, plen + len + 1, &sub, err);
            if (rc == 0 && hit && !git_oid_equal(&sub, &hit->id)) {
                hit->id = sub;
                changed = true;
            } else if (rc == 0 && !hit) {
                le[nl++] = (level_entry){rest, len, GIT_FILEMODE_TREE, sub};
                changed = true;
            }
        } else if (hit && x[i].kind == EX_CNAME) {
            git_filemode_t fm = filemode_of(x[i].mode);
            if (hit->fm != fm || memcmp(hit->id.id, x[i].oid, 20)) {
                hit->fm = fm;
                memcpy(hit->id.id, x[i].oid, 20);
                changed = true;
            }
        } else if (!hit) {
            le[nl] = (level_entry){rest, len, filemode_of(x[i].mode), {{0}}};
            memcpy(le[nl++].id.id, x[i].oid, 20);
            c->inserted++;
            changed = true;
        }
        if (rc == 0 && !hit &&
            sp_git_tree_name_ok(c->repo, &c->bld, rest, len, slash ? GIT_FILEMODE_TREE : filemode_of(x[i].mode),
                                x[i].oid, x[i].path, err) < 0)
            rc = -1;
        i = next;
    }
    if (rc == 0 && !changed && out) {
        *res = *out;
    } else if (rc == 0) {
        qsort(le, nl, sizeof *le, level_cmp);
        size_t start = c->body.len;
        for (size_t i = 0; i < nl; i++)
            sp_git_tree_add(&c->body, le[i].fm, le[i].name, le[i].nl, le[i].id.id);
        if (sp_git_write_object(c->repo, c->odb, GIT_OBJECT_TREE, c->body.data ? c->body.data + start : "",
                                c->body.len - start, res) < 0)
            rc = sp_git_fail(err, SP_ERR_GIT, "cannot write a tree");
        c->body.len = start;
    }
    free(le);
    git_tree_free(t);
    return rc;
}

/* The files (blobs) of tree id, gitlinks left out. */
static int count_files(git_repository *repo, const git_oid *id, size_t *n, sp_error *err)
{
    git_tree *t = NULL;
    if (git_tree_lookup(&t, repo, id) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot read a tree");
    int rc = 0;
    for (size_t i = 0, m = git_tree_entrycount(t); i < m && rc == 0; i++) {
        const git_tree_entry *te = git_tree_entry_byindex(t, i);
        git_filemode_t fm = git_tree_entry_filemode(te);
        if (fm == GIT_FILEMODE_TREE)
            rc = count_files(repo, git_tree_entry_id(te), n, err);
        else if (fm != GIT_FILEMODE_COMMIT)
            ++*n;
    }
    git_tree_free(t);
    return rc;
}

/* Added, changed and deleted files from tree b to tree a, as sp_publish_compose_flat counts them path by path. */
static int count_diff(git_repository *repo, const git_oid *a, const git_oid *b, size_t cnt[3], sp_error *err)
{
    if (git_oid_equal(a, b))
        return 0;
    git_tree *ta = NULL, *tb = NULL;
    if (git_tree_lookup(&ta, repo, a) < 0 || git_tree_lookup(&tb, repo, b) < 0) {
        git_tree_free(ta);
        return sp_git_fail(err, SP_ERR_GIT, "cannot read a tree");
    }
    size_t na = git_tree_entrycount(ta), nb = git_tree_entrycount(tb), i = 0, j = 0;
    int rc = 0;
    while ((i < na || j < nb) && rc == 0) {
        const git_tree_entry *ea = i < na ? git_tree_entry_byindex(ta, i) : NULL;
        const git_tree_entry *eb = j < nb ? git_tree_entry_byindex(tb, j) : NULL;
        git_filemode_t fa = ea ? git_tree_entry_filemode(ea) : 0, fb = eb ? git_tree_entry_filemode(eb) : 0;
        int k = !ea ? 1 : !eb ? -1 : 0;
        if (ea && eb) {
            const char *xa = git_tree_entry_name(ea), *xb = git_tree_entry_name(eb);
            k = git_order(xa, strlen(xa), fa == GIT_FILEMODE_TREE, xb, strlen(xb), fb == GIT_FILEMODE_TREE);
        }
        if (k == 0 && fb == GIT_FILEMODE_COMMIT)
            k = -1, j++; /* a gitlink is no file: what a has of that name is added */
        if (k < 0) {
            if (fa == GIT_FILEMODE_TREE)
                rc = count_files(repo, git_tree_entry_id(ea), &cnt[0], err);
            else
                cnt[0]++;
            i++;
        } else if (k > 0) {
            if (fb == GIT_FILEMODE_TREE)
                rc = count_files(repo, git_tree_entry_id(eb), &cnt[2], err);
            else if (fb != GIT_FILEMODE_COMMIT)
                cnt[2]++;
            j++;
        } else {
            if (fa == GIT_FILEMODE_TREE)
                rc = count_diff(repo, git_tree_entry_id(ea), git_tree_entry_id(eb), cnt, err);
            else if (sp_mode_of(fa) != sp_mode_of(fb) || !git_oid_equal(git_tree_entry_id(ea), git_tree_entry_id(eb)))
                cnt[1]++;
            i++;
            j++;
        }
    }
    git_tree_free(ta);
    git_tree_free(tb);
    return rc;
}

/* 0 with the composed tree and counts (added, changed, deleted, files), 1 when sp_publish_compose_flat must do it
 * (a target folder, a collision), -1 with err. */
static int compose_trees(git_repository *repo, const sp_built *b, const git_commit *base,
                         const sp_publish_settings *s, git_oid *tree, size_t cnt[4], sp_error *err)
{
    if (s && s->target_dir)
        return 1;
    extras l = {0};
    int rc = 0;
    if (base && s && s->nkeep) {
        git_tree *bt = NULL;
        sp_buf prefix = SP_BUF_INIT;
        sp_buf_puts(&prefix, "");
        if (git_commit_tree(&bt, base) < 0)
            rc = sp_git_fail(err, SP_ERR_GIT, "cannot read the tree of the branch tip");
        else
            rc = collect_kept(repo, bt, &prefix, s, &l, err);
        git_tree_free(bt);
        sp_buf_free(&prefix);
    }
    /* copy: files of the source revision (the output's win over them, they win over kept ones) */
    git_commit *src_commit = NULL;
    git_tree *src_tree = NULL;
    if (rc == 0 && s && s->ncopy && b->has_source && git_commit_lookup(&src_commit, repo, &b->source_commit) == 0)
        git_commit_tree(&src_tree, src_commit);
    git_error_clear();
    for (size_t k = 0; src_tree && k < s->ncopy; k++) {
        git_tree_entry *te = NULL;
        if (git_tree_entry_bypath(&te, src_tree, s->copy[k]) == 0 && git_tree_entry_type(te) == GIT_OBJECT_BLOB)
            ex_add(&l, s->copy[k], (uint32_t)git_tree_entry_filemode(te), git_tree_entry_id(te)->id, EX_COPY);
        git_tree_entry_free(te);
        git_error_clear();
    }
    git_tree_free(src_tree);
    git_commit_free(src_commit);
    git_oid nj, cn;
    bool has_nj = false, has_cn = false;
    if (rc == 0)
        rc = deploy_blobs(repo, s, &nj, &has_nj, &cn, &has_cn, err);
    if (has_nj)
        ex_add(&l, ".nojekyll", SP_MODE_FILE, nj.id, EX_NOJEKYLL);
    if (has_cn)
        ex_add(&l, "CNAME", SP_MODE_FILE, cn.id, EX_CNAME);
    if (l.n > 1)
        qsort(l.x, l.n, sizeof *l.x, extra_cmp);
    composer c = {repo, NULL, NULL, SP_BUF_INIT, 0};
    if (rc == 0 && git_repository_odb(&c.odb, repo) < 0)
        rc = sp_git_fail(err, SP_ERR_GIT, "cannot open the object database");
    if (rc == 0) {
        git_libgit2_opts(GIT_OPT_ENABLE_STRICT_OBJECT_CREATION, 0); /* as sp_git_write_tree (git_tree.c) */
        rc = overlay(&c, &b->tree, l.x, l.n, 0, tree, err);
        git_libgit2_opts(GIT_OPT_ENABLE_STRICT_OBJECT_CREATION, 1);
    }
    git_treebuilder_free(c.bld);
    git_odb_free(c.odb);
    sp_buf_free(&c.body);
    ex_free(&l);
    if (rc != 0)
        return rc;
    memset(cnt, 0, 4 * sizeof *cnt);
    cnt[3] = b->n + c.inserted;
    if (!base)
        cnt[0] = cnt[3];
    else
        rc = count_diff(repo, tree, git_commit_tree_id(base), cnt, err);
    return rc;
}

int sp_publish_compose(git_repository *repo, const sp_built *b, const git_commit *base,
                       const sp_publish_settings *s, git_oid *tree, size_t *added, size_t *changed,
                       size_t *deleted, size_t *files, sp_error *err)
{
    size_t cnt[4];
    int rc = compose_trees(repo, b, base, s, tree, cnt, err);
    if (rc == 1)
        return sp_publish_compose_flat(repo, b, base, s, tree, added, changed, deleted, files, err);
    if (rc == 0) {
        if (added)
            *added = cnt[0];
        if (changed)
            *changed = cnt[1];
        if (deleted)
            *deleted = cnt[2];
        if (files)
            *files = cnt[3];
    }
    return rc;
}

/* ---- signatures ---- */

static int parse_tz(const char *s, int *minutes)
{
    while (*s == ' ')
        s++;
    if (*s == 'Z' || *s == 'z') {
        *minutes = 0;
        return 1;
    }
    if ((*s != '+' && *s != '-') || !isdigit((unsigned char)s[1]))
        return 0;
    int sign = *s == '-' ? -1 : 1;
    s++;
    int hh, mm;
    if (strlen(s) >= 5 && s[2] == ':' && sscanf(s, "%2d:%2d", &hh, &mm) == 2) {
    } else if (sscanf(s, "%2d%2d", &hh, &mm) != 2) {
        return 0;
    }
    *minutes = sign * (hh * 60 + mm);
    return 1;
}

static int local_offset_minutes(int64_t t)
{
    time_t tt = (time_t)t;
    struct tm tm;
    localtime_r(&tt, &tm);
    return (int)(tm.tm_gmtoff / 60);
}

/* Parse a GIT_*_DATE value: "@<epoch> [tz]", "<epoch> <tz>", ISO 8601 "YYYY-MM-DD[T ]HH:MM:SS [tz]" and RFC 2822
 * "Thu, 07 Apr 2005 22:13:13 +0200" (the formats git documents under DATE FORMATS). */
static int parse_git_date(const char *s, int64_t *when, int *offset)
{
    while (*s == ' ')
        s++;
    const char *p = *s == '@' ? s + 1 : s;
    char *end;
    long long v = strtoll(p, &end, 10);
    if (end != p && (*end == '\0' || *end == ' ') && (*s == '@' || *end == ' ')) {
        int tz = 0;
        if (*end == ' ' && !parse_tz(end, &tz))
            return 0;
        *when = v;
        *offset = *end ? tz : 0;
        return 1;
    }
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    const char *rest = NULL;
    int Y, M, D, h, m, sec, n = 0;
    if (sscanf(s, "%4d-%2d-%2d%*1[T ]%2d:%2d:%2d%n", &Y, &M, &D, &h, &m, &sec, &n) == 6 && n > 0) {
        rest = s + n;
    } else {
        static const char *const mons[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                           "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
        char mon[4];
        const char *q = strchr(s, ',');
        q = q ? q + 1 : s;
        if (sscanf(q, " %d %3s %d %d:%d:%d%n", &D, mon, &Y, &h, &m, &sec, &n) != 6)
            return 0;
        M = 0;
        for (int i = 0; i < 12; i++)
            if (!strcasecmp(mon, mons[i]))
                M = i + 1;
        if (!M)
            return 0;
        rest = q + n;
    }
    tm.tm_year = Y - 1900;
    tm.tm_mon = M - 1;
    tm.tm_mday = D;
    tm.tm_hour = h;
    tm.tm_min = m;
    tm.tm_sec = sec;
    int tz;
    while (*rest == ' ')
        rest++;
    if (*rest && parse_tz(rest, &tz)) {
        *when = (int64_t)timegm(&tm) - tz * 60;
        *offset = tz;
    } else {
        tm.tm_isdst = -1;
        *when = (int64_t)mktime(&tm);
        *offset = local_offset_minutes(*when);
    }
    return 1;
}

static char *cfg_get(git_config *cfg, const char *name)
{
    git_buf b = {0};
    char *r = NULL;
    if (cfg && git_config_get_string_buf(&b, cfg, name) == 0 && b.ptr && *b.ptr)
        r = strdup(b.ptr);
    git_buf_dispose(&b);
    git_error_clear();
    return r;
}

/* kind "AUTHOR" or "COMMITTER": GIT_<kind>_NAME/EMAIL/DATE, then <kind>.name/.email and user.name/.email from
 * git config, then EMAIL; the time is now in the local zone unless GIT_<kind>_DATE says otherwise. */
int sp_publish_signature(git_repository *repo, const char *kind, git_signature **out, sp_error *err)
{
    char env[64], key[64];
    git_config *cfg = NULL;
    if (git_repository_config_snapshot(&cfg, repo) < 0) {
        git_error_clear();
        cfg = NULL;
    }
    snprintf(env, sizeof env, "GIT_%s_NAME", kind);
    char *name = getenv(env) ? strdup(getenv(env)) : NULL;
    if (!name) {
        snprintf(key, sizeof key, "%s.name", !strcmp(kind, "AUTHOR") ? "author" : "committer");
        name = cfg_get(cfg, key);
    }
    if (!name)
        name = cfg_get(cfg, "user.name");
    snprintf(env, sizeof env, "GIT_%s_EMAIL", kind);
    char *email = getenv(env) ? strdup(getenv(env)) : NULL;
    if (!email) {
        snprintf(key, sizeof key, "%s.email", !strcmp(kind, "AUTHOR") ? "author" : "committer");
        email = cfg_get(cfg, key);
    }
    if (!email)
        email = cfg_get(cfg, "user.email");
    if (!email && getenv("EMAIL"))
        email = strdup(getenv("EMAIL"));
    git_config_free(cfg);
    int rc = 0;
    if (!name || !*name || !email) {
        rc = sp_error_set(err, SP_ERR_GIT, NULL, 0, 0,
                          "no %s identity: set GIT_%s_NAME and GIT_%s_EMAIL, or git config user.name and "
                          "user.email",
                          !strcmp(kind, "AUTHOR") ? "author" : "committer", kind, kind);
    } else {
        snprintf(env, sizeof env, "GIT_%s_DATE", kind);
        const char *ds = getenv(env);
        int64_t when = (int64_t)time(NULL);
        int offset = local_offset_minutes(when);
        if (ds && *ds && !parse_git_date(ds, &when, &offset))
            rc = sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "%s: cannot read the date '%s'", env, ds);
        if (rc == 0 && git_signature_new(out, name, email, (git_time_t)when, offset) < 0)
            rc = sp_git_fail(err, SP_ERR_GIT, "bad identity");
    }
    free(name);
    free(email);
    return rc;
}

/* ---- the branch ---- */

int sp_publish_read_base(git_repository *repo, const char *refname, const sp_publish_settings *s, git_oid *local,
                     bool *has_local, git_commit **base, sp_error *err)
{
    *base = NULL;
    *has_local = false;
    int rc = git_reference_name_to_id(local, repo, refname);
    if (rc == 0) {
        *has_local = true;
    } else if (rc != GIT_ENOTFOUND) {
        return sp_git_fail(err, SP_ERR_GIT, refname);
    }
    git_error_clear();
    git_oid track, pick;
    bool has_track = false;
    char tname[512];
    snprintf(tname, sizeof tname, "refs/remotes/%s/%s", s->remote, s->branch);
    if (git_reference_is_valid_name(tname) == 1 && git_reference_name_to_id(&track, repo, tname) == 0)
        has_track = true;
    git_error_clear();
    if (*has_local) {
        pick = *local;
        if (has_track && !git_oid_equal(&track, local) && git_graph_descendant_of(repo, &track, local) == 1)
            pick = track;
    } else if (has_track) {
        pick = track;
    } else {
        return 0;
    }
    git_error_clear();
    if (git_commit_lookup(base, repo, &pick) < 0)
        return sp_git_fail(err, SP_ERR_GIT, refname);
    return 0;
}

/* sig with its time set to when, unless GIT_<kind>_DATE gives one. */
static int at_time(git_signature **sig, const char *kind, int64_t when, sp_error *err)
{
    char env[64];
    snprintf(env, sizeof env, "GIT_%s_DATE", kind);
    if (getenv(env) && *getenv(env))
        return 0;
    git_signature *n = NULL;
    if (git_signature_new(&n, (*sig)->name, (*sig)->email, (git_time_t)when, (*sig)->when.offset) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "bad identity");
    git_signature_free(*sig);
    *sig = n;
    return 0;
}

/* Make the commit for tree on parent (may be NULL), authored and committed at when (the time the message names,
 * as git commit takes one time for both), unless GIT_AUTHOR_DATE / GIT_COMMITTER_DATE say otherwise. */
static int make_commit(git_repository *repo, const git_oid *tree_id, const git_commit *parent, const char *msg,
                       int64_t when, git_oid *out, sp_error *err)
{
    git_signature *author = NULL, *committer = NULL;
    git_tree *tree = NULL;
    int rc = -1;
    if (sp_publish_signature(repo, "AUTHOR", &author, err) < 0 ||
        sp_publish_signature(repo, "COMMITTER", &committer, err) < 0 ||
        at_time(&author, "AUTHOR", when, err) < 0 || at_time(&committer, "COMMITTER", when, err) < 0)
        goto done;
    if (git_tree_lookup(&tree, repo, tree_id) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot read the new tree");
        goto done;
    }
    const git_commit *parents[1] = {parent};
    if (git_commit_create(out, repo, NULL, author, committer, NULL, msg, tree, parent ? 1 : 0, parents) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot write the commit");
        goto done;
    }
    rc = 0;
done:
    git_tree_free(tree);
    git_signature_free(author);
    git_signature_free(committer);
    return rc;
}

static int commit_time(git_repository *repo, int64_t *when, sp_error *err)
{
    git_signature *c = NULL;
    if (sp_publish_signature(repo, "COMMITTER", &c, err) < 0)
        return -1;
    *when = c->when.time;
    git_signature_free(c);
    return 0;
}

/* Set refname from expected (NULL: must not exist) to new_id. Returns 0, 1 when the ref had moved, 2 when it is
 * locked (by another writer, or a lock file left by a dead one), -1 on error. */
static int cas_update(git_repository *repo, const char *refname, const git_oid *expected, const git_oid *new_id,
                      const char *logmsg, sp_error *err)
{
    git_reference *ref = NULL;
    int rc = expected ? git_reference_create_matching(&ref, repo, refname, new_id, 1, expected, logmsg)
                      : git_reference_create(&ref, repo, refname, new_id, 0, logmsg);
    git_reference_free(ref);
    if (rc == 0)
        return 0;
    if (rc == GIT_EMODIFIED || rc == GIT_EEXISTS || rc == GIT_ELOCKED || rc == GIT_ENOTFOUND) {
        git_error_clear();
        return rc == GIT_ELOCKED ? 2 : 1;
    }
    sp_git_fail(err, SP_ERR_GIT, refname);
    sp_error_prefix(err, "cannot update the branch");
    return -1;
}

bool sp_publish_stale_lock_error(git_repository *repo, const char *refname, sp_error *err)
{
    char lock[4600];
    const char *dir = git_repository_commondir(repo);
    snprintf(lock, sizeof lock, "%s%s.lock", dir, refname);
    if (access(lock, F_OK) != 0) {
        snprintf(lock, sizeof lock, "%spacked-refs.lock", dir);
        if (access(lock, F_OK) != 0)
            return false;
    }
    sp_error_set(err, SP_ERR_GIT, NULL, 0, 0,
                 "cannot lock ref '%s': Unable to create '%s': File exists. Another git process seems to be running "
                 "in this repository; if none is, one may have crashed in it earlier: remove the file to continue",
                 refname, lock);
    return true;
}

/* True when the commit hex is refname's tip or one of its ancestors (never for a dry run's in-memory commit). */
static bool commit_on_branch(git_repository *repo, const char *refname, const char *hex, bool dry_run)
{
    git_oid id, tip;
    if (dry_run || !repo || git_oid_fromstr(&id, hex) < 0 || git_reference_name_to_id(&tip, repo, refname) < 0) {
        git_error_clear();
        return false;
    }
    bool on = git_oid_equal(&id, &tip) || git_graph_descendant_of(repo, &tip, &id) == 1;
    git_error_clear();
    return on;
}

static void fill_hex(char dst[41], const git_oid *id)
{
    if (id)
        oid_hex(dst, id);
    else
        dst[0] = '\0';
}

/* Commit b on base (NULL: orphan) unless the tree is unchanged. Sets *new_id (base's id when unchanged) and
 * *unchanged. */
static int commit_on(git_repository *repo, const sp_built *b, git_commit *base, const sp_publish_settings *s,
                     const char *msg, int64_t when, sp_publish_result *r, git_oid *new_id, bool *unchanged,
                     sp_error *err)
{
    git_oid tree;
    if (sp_publish_compose(repo, b, base, s, &tree, &r->added, &r->changed, &r->deleted, &r->files, err) < 0)
        return -1;
    fill_hex(r->tree, &tree);
    fill_hex(r->parent, base ? git_commit_id(base) : NULL);
    /* --single-commit: the tree of base's keeps, in a commit without a parent */
    bool single = s && s->single_commit;
    if (base && git_oid_equal(&tree, git_commit_tree_id(base)) && (!single || git_commit_parentcount(base) == 0)) {
        *unchanged = true;
        *new_id = *git_commit_id(base);
        return 0;
    }
    *unchanged = false;
    return make_commit(repo, &tree, single ? NULL : base, msg, when, new_id, err);
}

/* The stale-build check on base (README "No stale build wins"). When base records no source this repository
 * knows of and the run pushes, the remote's notes are fetched once (a `git fetch` brings the branch, not its
 * notes) and asked too. */
static int check_stale(git_repository *repo, const git_commit *base, const sp_built *b, const sp_publish_options *o,
                       const sp_publish_settings *s, git_oid *rnotes, bool *have_rnotes, bool *fetched,
                       sp_publish_result *r, sp_error *err)
{
    bool allow = o->allow_older || o->force || !b->has_source, rec = false;
    if (sp_record_check(repo, base, *have_rnotes ? rnotes : NULL, &b->source_commit, allow, &rec, err) < 0)
        goto stale;
    if (rec || allow || !base || !o->push || o->dry_run || *fetched)
        return 0;
    *fetched = true;
    if (sp_fetch_branch(repo, s, SP_NOTES_REF, have_rnotes, rnotes, err) < 0)
        return -1;
    if (*have_rnotes && sp_record_check(repo, base, rnotes, &b->source_commit, allow, &rec, err) < 0)
        goto stale;
    return 0;
stale:
    r->stale = true;
    return -1;
}

/* Push the source notes after the branch; a non-fast-forward rejection (another publisher's notes) fetches
 * theirs and records commit's source on them. */
static int push_notes(git_repository *repo, const sp_publish_settings *s, const git_oid *commit,
                      const git_oid *source, git_oid *rnotes, bool *have_rnotes, sp_error *err)
{
    for (int attempt = 0; attempt <= PUSH_RETRIES; attempt++) {
        git_oid local;
        if (git_reference_name_to_id(&local, repo, SP_NOTES_REF) < 0) {
            git_error_clear();
            return 0;
        }
        bool nonff = false;
        char msg[256];
        if (sp_push_branch(repo, s, SP_NOTES_REF, false, &nonff, msg, sizeof msg, err) < 0) {
            sp_error_prefix(err, "the branch was pushed, but not its source notes (" SP_NOTES_REF ")");
            return -1;
        }
        if (!nonff)
            return 0;
        if (sp_fetch_branch(repo, s, SP_NOTES_REF, have_rnotes, rnotes, err) < 0 ||
            sp_record_write(repo, commit, source, *have_rnotes ? rnotes : NULL, NULL, err) < 0)
            return -1;
    }
    return sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                        "the branch was pushed, but the remote's " SP_NOTES_REF " kept moving; run sitepub publish "
                        "--push again");
}

/* After a rejected push: commit b on the fetched remote tip rtip (NULL: the remote has no branch), or on the local
 * tip when that has moved on from rtip meanwhile (another publisher in this repository), and move the local ref
 * there with compare-and-swap. *remote_has: the remote tip already has b's tree (nothing left to push). */
static int rebuild_after_reject(git_repository *repo, const sp_built *b, const sp_publish_options *o,
                                const sp_publish_settings *s, const git_oid *rtip, int64_t when, git_oid *rnotes,
                                bool *have_rnotes, bool *fetched_notes, sp_publish_result *r, const char *logmsg,
                                git_oid *new_id, bool *remote_has, sp_error *err)
{
    *remote_has = false;
    for (int attempt = 0; attempt < CAS_TRIES; attempt++) {
        git_oid cur;
        bool has_cur = git_reference_name_to_id(&cur, repo, r->refname) == 0;
        git_error_clear();
        const git_oid *on = rtip;
        if (has_cur && (!rtip || git_oid_equal(&cur, rtip) || git_graph_descendant_of(repo, &cur, rtip) == 1))
            on = &cur;
        git_error_clear();
        git_commit *base = NULL;
        if (on && git_commit_lookup(&base, repo, on) < 0)
            return sp_git_fail(err, SP_ERR_GIT, "cannot read the fetched remote tip");
        /* the stale-build check again, on the tip this commit goes onto */
        if (check_stale(repo, base, b, o, s, rnotes, have_rnotes, fetched_notes, r, err) < 0) {
            git_commit_free(base);
            return -1;
        }
        bool unchanged = false;
        int c = commit_on(repo, b, base, s, r->message, when, r, new_id, &unchanged, err);
        git_commit_free(base);
        if (c < 0 || sp_git_flush_pack(repo, &r->pack, err) < 0)
            return -1;
        fill_hex(r->commit, new_id);
        r->up_to_date = unchanged;
        *remote_has = unchanged && rtip && git_oid_equal(new_id, rtip);
        if (unchanged && has_cur && git_oid_equal(new_id, &cur))
            return 0;
        c = cas_update(repo, r->refname, has_cur ? &cur : NULL, new_id, logmsg, err);
        if (c < 0)
            return -1;
        if (c == 0)
            return !unchanged && b->has_source &&
                           sp_record_write(repo, new_id, &b->source_commit, *have_rnotes ? rnotes : NULL, NULL, err) < 0
                       ? -1
                       : 0;
        r->ref_retries++;
        usleep(20000u * (unsigned)(attempt + 1));
    }
    if (sp_publish_stale_lock_error(repo, r->refname, err))
        return -1;
    return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0,
                        "%s kept moving locally while retrying the push (%d compare-and-swap attempts lost); run "
                        "sitepub publish again",
                        r->refname, CAS_TRIES);
}

int sp_publish(const sp_publish_options *o, sp_publish_result *r, sp_error *err)
{
    memset(r, 0, sizeof *r);
    r->arena = sp_arena_new(0);
    if (!o->produce)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "sp_publish without a producer");
    git_repository *repo = NULL;
    /* a publish writes its objects into one pack (not tens of thousands of loose files) before any ref names them */
    if (sp_git_open_mode(o->repo_path, o->dry_run ? SP_GIT_DRY : SP_GIT_PACKED, &repo, err) < 0)
        return -1;
    sp_publish_settings *s = &r->settings;
    sp_built b;
    memset(&b, 0, sizeof b);
    git_commit *base = NULL;
    int rc = -1;
    double t0 = now_s(), t1 = t0, t2 = t0;
    if (o->progress)
        o->progress(o->progress_ud, "build", 0, 1);
    if (o->from_dir) {
        if (sp_publish_build_dir(repo, o->from_dir, o, r->arena, s, &b, err) < 0)
            goto done;
    } else {
        const char *rev = o->source_rev ? o->source_rev : sp_publish_default_source(repo, r->arena);
        if (sp_publish_build(repo, rev, o->subdir, o->produce, o->produce_ud, o, r->arena, s, &b, err) < 0)
            goto done;
        fill_hex(r->source_commit, &b.source_commit);
    }
    s->progress = o->progress;
    s->progress_ud = o->progress_ud;
    t1 = now_s();
    r->seconds_build = t1 - t0;
    if (o->progress)
        o->progress(o->progress_ud, "build", 1, 1);
    snprintf(r->refname, sizeof r->refname, "refs/heads/%s", s->branch);
    if (o->before_commit && o->before_commit(o->before_commit_ud, repo, s, err) < 0)
        goto done;

    int64_t when;
    if (commit_time(repo, &when, err) < 0)
        goto done;
    sp_buf mb = SP_BUF_INIT;
    sp_publish_format_message(&mb, s->message, when, r->source_commit, b.subject);
    git_buf pretty = {0};
    if (git_message_prettify(&pretty, sp_buf_cstr(&mb), 0, '#') < 0 || !pretty.ptr || !*pretty.ptr) {
        sp_buf_free(&mb);
        git_buf_dispose(&pretty);
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "the commit message is empty (template '%s')", s->message);
        goto done;
    }
    sp_buf_free(&mb);
    snprintf(r->message, sizeof r->message, "%s", pretty.ptr);
    git_buf_dispose(&pretty);
    char logmsg[1200];
    {
        size_t l = strcspn(r->message, "\n");
        snprintf(logmsg, sizeof logmsg, "sitepub publish: %.*s", (int)l, r->message);
    }

    if (!git_repository_is_bare(repo)) {
        git_reference *head = NULL;
        if (git_repository_head(&head, repo) == 0 && !strcmp(git_reference_name(head), r->refname))
            r->branch_checked_out = true;
        git_reference_free(head);
        git_error_clear();
    }

    /* Commit and compare-and-swap the local branch. */
    git_oid local, new_id, rnotes;
    sp_record_note note = {0};
    bool has_local = false, unchanged = false, done_ref = false, have_rnotes = false, fetched_notes = false;
    int last_cas = 0;
    for (int attempt = 0; attempt < CAS_TRIES && !done_ref; attempt++) {
        git_commit_free(base);
        base = NULL;
        if (sp_publish_read_base(repo, r->refname, s, &local, &has_local, &base, err) < 0)
            goto done;
        if (check_stale(repo, base, &b, o, s, &rnotes, &have_rnotes, &fetched_notes, r, err) < 0)
            goto done;
        if (commit_on(repo, &b, base, s, r->message, when, r, &new_id, &unchanged, err) < 0)
            goto done;
        fill_hex(r->commit, &new_id);
        if (unchanged && has_local && git_oid_equal(&local, &new_id)) {
            r->up_to_date = true;
            done_ref = true;
            break;
        }
        if (unchanged)
            r->up_to_date = true; /* the remote-tracking tip already has this tree: fast-forward to it */
        if (o->dry_run) {
            done_ref = true;
            break;
        }
        /* the source note is made now, so that its objects go into this pack (one pack a publish) */
        if (!unchanged && b.has_source &&
            sp_record_prepare(repo, &new_id, &b.source_commit, have_rnotes ? &rnotes : NULL, &note, err) < 0)
            goto done;
        if (sp_git_flush_pack(repo, &r->pack, err) < 0)
            goto done;
        if (!unchanged && b.has_source && sp_record_ready(repo, err) < 0)
            goto done;
        if (o->before_ref_update)
            o->before_ref_update(o->hook_ud, repo, r->refname);
        int c = cas_update(repo, r->refname, has_local ? &local : NULL, &new_id, logmsg, err);
        last_cas = c;
        if (c < 0)
            goto done;
        if (c == 0) {
            done_ref = true;
            if (!unchanged && b.has_source &&
                sp_record_write(repo, &new_id, &b.source_commit, have_rnotes ? &rnotes : NULL, &note, err) < 0)
                goto done;
        } else {
            r->ref_retries++;
            r->up_to_date = false;
            usleep(20000u * (unsigned)(attempt + 1));
        }
    }
    t2 = now_s();
    r->seconds_commit = t2 - t1;
    if (o->progress && r->pack.objects)
        o->progress(o->progress_ud, "pack", r->pack.objects, r->pack.objects);
    if (!done_ref && last_cas == 2 && sp_publish_stale_lock_error(repo, r->refname, err))
        goto done;
    if (!done_ref) {
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0,
                     "%s kept moving while publishing (%d compare-and-swap attempts lost); try again",
                     r->refname, CAS_TRIES);
        goto done;
    }
    if (r->up_to_date && o->push) {
        /* Nothing to push when the remote-tracking branch already has the tip (a named remote); otherwise push,
         * which finishes an earlier publish whose push failed (a no-op when the remote has it). */
        char tname[600];
        git_oid track;
        snprintf(tname, sizeof tname, "refs/remotes/%s/%s", s->remote, s->branch);
        if (git_reference_is_valid_name(tname) == 1 && git_reference_name_to_id(&track, repo, tname) == 0 &&
            git_oid_equal(&track, &new_id)) {
            rc = 0;
            goto done;
        }
        git_error_clear();
    }
    if (r->up_to_date && !o->push) {
        rc = 0;
        goto done;
    }

    /* Push; on a non-fast-forward rejection fetch, rebuild on the remote tip and retry. */
    if (o->push && !o->dry_run) {
        for (int attempt = 0;; attempt++) {
            bool nonff = false;
            /* --single-commit replaces the branch: not a fast-forward, so forced */
            if (sp_push_branch(repo, s, r->refname, o->force || s->single_commit, &nonff, r->push_message,
                               sizeof r->push_message, err) < 0)
                goto done;
            if (!nonff) {
                r->pushed = true;
                if (push_notes(repo, s, &new_id, &b.source_commit, &rnotes, &have_rnotes, err) < 0)
                    goto done;
                break;
            }
            if (attempt >= PUSH_RETRIES) {
                sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                             "%s: the remote branch kept moving (%d non-fast-forward rejections); nothing was "
                             "lost locally, try again%s%s",
                             r->refname, attempt + 1, r->push_message[0] ? "\n" : "", r->push_message);
                goto done;
            }
            r->push_retries++;
            bool rexists = false;
            git_oid rtip;
            if (sp_fetch_branch(repo, s, r->refname, &rexists, &rtip, err) < 0 ||
                sp_fetch_branch(repo, s, SP_NOTES_REF, &have_rnotes, &rnotes, err) < 0)
                goto done;
            fetched_notes = true;
            bool remote_has = false;
            if (rebuild_after_reject(repo, &b, o, s, rexists ? &rtip : NULL, when, &rnotes, &have_rnotes,
                                     &fetched_notes, r, logmsg, &new_id, &remote_has, err) < 0)
                goto done;
            if (remote_has) {
                r->pushed = true; /* the remote already has this tree */
                break;
            }
        }
    }
    rc = 0;
done:
    if (o->push && !o->dry_run && t2 > t0)
        r->seconds_push = now_s() - t2;
    r->seconds_total = now_s() - t0;
    if (rc < 0 && r->commit[0] && !commit_on_branch(repo, r->refname, r->commit, o->dry_run))
        r->commit[0] = '\0'; /* a failed run reports only a commit the branch has */
    git_commit_free(base);
    sp_built_free(&b);
    sp_git_close(repo);
    return rc;
}
