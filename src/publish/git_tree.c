/* Repositories (with an optional in-memory object database) and trees written without an index
 * (include/sitepub/publish.h). */
#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "publish/internal.h"
#include "sitepub/buf.h"
#include "sitepub/publish.h"
#include "sitepub/sha1.h"

int sp_git_fail(sp_error *err, sp_error_code code, const char *what)
{
    const git_error *e = git_error_last();
    return sp_error_set(err, code, NULL, 0, 0, "%s: %s", what, e && e->message ? e->message : "unknown error");
}

/* The repositories opened SP_GIT_DRY (a mempack backend: its writes are not thread-safe, so a git sink on one of
 * them serialises its writes, sp_git_in_memory; objects are dropped at close: dry runs, diffs) or SP_GIT_PACKED
 * (the streaming pack backend of pack.c; sp_git_flush_pack finishes its pack). A handful at most are open. */
typedef struct mem_repo {
    git_repository *repo;
    git_odb_backend *mp, *rec; /* mp: the mempack (SP_GIT_DRY); rec: the pack backend (SP_GIT_PACKED) */
    bool dry;
} mem_repo;
static pthread_mutex_t g_mem_lock = PTHREAD_MUTEX_INITIALIZER;
static mem_repo g_mem_repos[16];

static void mem_mark(git_repository *repo, git_odb_backend *mp, git_odb_backend *rec, bool dry, bool on)
{
    pthread_mutex_lock(&g_mem_lock);
    for (size_t i = 0; i < sizeof g_mem_repos / sizeof *g_mem_repos; i++)
        if (on ? g_mem_repos[i].repo == NULL : g_mem_repos[i].repo == repo) {
            g_mem_repos[i].repo = on ? repo : NULL;
            g_mem_repos[i].mp = on ? mp : NULL;
            g_mem_repos[i].rec = on ? rec : NULL;
            g_mem_repos[i].dry = on && dry;
            break;
        }
    pthread_mutex_unlock(&g_mem_lock);
}

static const mem_repo *mem_find(git_repository *repo)
{
    const mem_repo *found = NULL;
    pthread_mutex_lock(&g_mem_lock);
    for (size_t i = 0; i < sizeof g_mem_repos / sizeof *g_mem_repos && !found; i++)
        if (repo && g_mem_repos[i].repo == repo)
            found = &g_mem_repos[i];
    pthread_mutex_unlock(&g_mem_lock);
    return found;
}

bool sp_git_in_memory(git_repository *repo)
{
    const mem_repo *m = mem_find(repo);
    return m && m->mp;
}

bool sp_git_dry(git_repository *repo)
{
    const mem_repo *m = mem_find(repo);
    return m && m->dry;
}

int sp_git_write_object(git_repository *repo, git_odb *odb, git_object_t type, const void *data, size_t len,
                        git_oid *id)
{
    const mem_repo *m = mem_find(repo);
    git_odb_backend *b = m ? (m->rec ? m->rec : m->mp) : NULL;
    if (!b)
        return git_odb_write(id, odb, data, len, type);
    sp_git_object_id(type == GIT_OBJECT_TREE ? "tree" : "blob", data, len, id->id);
    if (git_odb_exists_ext(odb, id, GIT_ODB_LOOKUP_NO_REFRESH))
        return 0;
    return b->write(b, id, data, len, type);
}

int sp_git_flush_pack(git_repository *repo, sp_pack_stats *st, sp_error *err)
{
    const mem_repo *m = mem_find(repo);
    if (!m || m->dry || !m->rec)
        return 0;
    /* the objects stay readable from the backend too (until close); the next pack has only newer ones */
    return sp_pack_write(repo, m->rec, st, err);
}

int sp_git_open(const char *path, bool in_memory, git_repository **out, sp_error *err)
{
    return sp_git_open_mode(path, in_memory ? SP_GIT_DRY : SP_GIT_DIRECT, out, err);
}

int sp_git_open_mode(const char *path, sp_git_mode mode, git_repository **out, sp_error *err)
{
    sp_ssh_lazy_link(); /* libssh2 starts at the first SSH session (ssh_lazy.c) */
    git_libgit2_init();
    /* Do not re-hash every object read to compare it with its id: git itself does not (it trusts the object
     * database, and `git fsck` is the check); the ids are still used to find the objects, and zlib still
     * checks each loose or packed object's checksum. This takes a third of the instructions of a build from
     * git. */
    git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
    *out = NULL;
    git_repository *repo = NULL;
    if (git_repository_open_ext(&repo, path && *path ? path : ".", 0, NULL) < 0) {
        const git_error *e = git_error_last();
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0,
                     "cannot open the repository: %s: %s; run sitepub inside the repository or name it with "
                     "--repo PATH",
                     path && *path ? path : ".", e && e->message ? e->message : "unknown error");
        git_libgit2_shutdown();
        return -1;
    }
    if (mode != SP_GIT_DIRECT) {
        git_odb *odb = NULL;
        git_odb_backend *mp = NULL, *rec = NULL;
        if (git_repository_odb(&odb, repo) < 0 ||
            (mode == SP_GIT_PACKED ? sp_pack_backend_new(repo, &rec) : git_mempack_new(&mp)) < 0 ||
            git_odb_add_backend(odb, rec ? rec : mp, 999) < 0) {
            sp_git_fail(err, SP_ERR_GIT, "cannot set up the in-memory object database");
            git_odb_free(odb);
            git_repository_free(repo);
            git_libgit2_shutdown();
            return -1;
        }
        git_odb_free(odb);
        mem_mark(repo, mp, rec, mode == SP_GIT_DRY, true);
    }
    *out = repo;
    return 0;
}

void sp_git_close(git_repository *repo)
{
    if (!repo)
        return;
    mem_mark(repo, NULL, NULL, false, false);
    git_repository_free(repo);
    git_libgit2_shutdown();
}

static int tentry_cmp(const void *a, const void *b)
{
    return strcmp(((const sp_tree_entry *)a)->path, ((const sp_tree_entry *)b)->path);
}

void sp_git_tree_add(sp_buf *body, git_filemode_t fm, const char *name, size_t nl, const unsigned char oid[20])
{
    const char *m = fm == GIT_FILEMODE_TREE              ? "40000"
                    : fm == GIT_FILEMODE_BLOB_EXECUTABLE ? "100755"
                    : fm == GIT_FILEMODE_LINK            ? "120000"
                    : fm == GIT_FILEMODE_COMMIT          ? "160000"
                                                         : "100644";
    size_t ml = fm == GIT_FILEMODE_TREE ? 5 : 6;
    sp_buf_reserve(body, ml + 1 + nl + 1 + 20);
    char *w = body->data + body->len;
    memcpy(w, m, ml);
    w[ml] = ' ';
    memcpy(w + ml + 1, name, nl);
    w[ml + 1 + nl] = '\0';
    memcpy(w + ml + 2 + nl, oid, 20);
    body->len += ml + 2 + nl + 20;
    body->data[body->len] = '\0';
}

/* What writing one tree needs: the repository and its object database, one buffer for the bodies of the folders
 * being written (each level appends after its parent's part and cuts back to it), and a tree builder made only
 * for the names the quick check below cannot pass. */
typedef struct tree_writer {
    git_repository *repo;
    git_odb *odb;
    git_treebuilder *bld;
    sp_buf body;
} tree_writer;

int sp_git_tree_name_ok(git_repository *repo, git_treebuilder **bld, const char *name, size_t nl,
                        git_filemode_t fm, const unsigned char oid[20], const char *path, sp_error *err)
{
    unsigned char c = (unsigned char)name[0];
    /* Every name libgit2's tree builder refuses (".", "..", ".git" and, with core.protectNTFS (on by default) or
     * core.protectHFS, ".git" spelt as NTFS or HFS+ read it: "GIT~1", ".git.", ".g\u200cit", ...) starts with
     * '.', 'g', 'G' or a byte of a non-ASCII character; a name that starts otherwise and has no '/' is one it
     * takes. The others are checked by the tree builder itself (its rules and error), so both agree. */
    if (nl && c != '.' && c != 'g' && c != 'G' && c < 0x80 && !memchr(name, '/', nl))
        return 0;
    char nm[4096];
    if (nl >= sizeof nm)
        return sp_error_set(err, SP_ERR_INPUT, path, 0, 0, "bad path for a git tree");
    memcpy(nm, name, nl);
    nm[nl] = '\0';
    git_oid id;
    memcpy(id.id, oid, 20);
    if (!*bld && git_treebuilder_new(bld, repo, NULL) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot make a tree");
    if (git_treebuilder_insert(NULL, *bld, nm, &id, fm) < 0) {
        char what[4200];
        snprintf(what, sizeof what, "cannot add '%s' to a tree", path);
        return sp_git_fail(err, SP_ERR_GIT, what);
    }
    return 0;
}

/* Compare path with the first len bytes of key as strcmp would compare it with that prefix alone. */
static int cmp_prefix(const char *path, const char *key, size_t len)
{
    int c = strncmp(path, key, len);
    return c ? c : path[len] != '\0';
}

/* True when one of the sorted paths e[0..n) is the first len bytes of key. */
static bool has_path(const sp_tree_entry *e, size_t n, const char *key, size_t len)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = cmp_prefix(e[mid].path, key, len);
        if (c == 0)
            return true;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

/* Write the tree for sorted entries e[0..n) that all start with the first plen bytes (a folder prefix ending
 * in '/', or 0 for the root); e - before .. e are the entries sorted before them (where a file that is also this
 * level's folder would be).
 * The tree object is serialised here ("MODE NAME\0" and the 20-byte id per entry) and written with
 * sp_git_write_object (OpenSSL's SHA-1) rather than by git_treebuilder_write (libgit2's collision-detecting
 * SHA-1: a quarter of the instructions of writing the trees of a publish); libgit2's tree builder sees only the
 * names sp_git_tree_name_ok cannot pass. The entries come in bytewise order of their whole paths, which is git's
 * tree order at every level: a folder sorts as its name followed by '/', as its entries' paths do (`git fsck`
 * checks it in tests/scripts/publish_basic.sh). A path that is both a file and a folder is found where the
 * folder starts: the file sorts before every path under it. */
static int write_level(tree_writer *w, const sp_tree_entry *e, size_t n, size_t before, size_t plen, git_oid *out,
                       sp_error *err)
{
    size_t start = w->body.len, i = 0;
    int rc = 0;
    while (i < n && rc == 0) {
        const char *rest = e[i].path + plen;
        const char *slash = strchr(rest, '/');
        git_oid oid;
        git_filemode_t fm;
        size_t next, nl;
        if (!slash) {
            nl = strlen(rest);
            if (nl == 0 || nl >= 4096) {
                rc = sp_error_set(err, SP_ERR_INPUT, e[i].path, 0, 0, "bad path for a git tree");
                break;
            }
            memcpy(oid.id, e[i].oid, 20);
            fm = e[i].mode == SP_MODE_EXEC ? GIT_FILEMODE_BLOB_EXECUTABLE
                 : e[i].mode == SP_MODE_LINK ? GIT_FILEMODE_LINK
                                             : GIT_FILEMODE_BLOB;
            next = i + 1;
        } else {
            nl = (size_t)(slash - rest);
            if (nl == 0 || nl >= 4096) {
                rc = sp_error_set(err, SP_ERR_INPUT, e[i].path, 0, 0, "bad path for a git tree");
                break;
            }
            size_t cl = plen + nl + 1; /* prefix of the child folder, with its '/' */
            if (has_path(e - before, before + i, e[i].path, cl - 1)) {
                rc = sp_error_set(err, SP_ERR_INPUT, e[i].path, 0, 0,
                                  "'%.*s' is both a file and a folder (or written twice)", (int)(cl - 1), e[i].path);
                break;
            }
            next = i + 1;
            while (next < n && strncmp(e[next].path, e[i].path, cl) == 0)
                next++;
            if (write_level(w, e + i, next - i, before + i, cl, &oid, err) < 0) {
                rc = -1;
                break;
            }
            fm = GIT_FILEMODE_TREE;
        }
        if (sp_git_tree_name_ok(w->repo, &w->bld, rest, nl, fm, oid.id, e[i].path, err) < 0) {
            rc = -1;
            break;
        }
        sp_git_tree_add(&w->body, fm, rest, nl, oid.id);
        i = next;
    }
    if (rc == 0 && sp_git_write_object(w->repo, w->odb, GIT_OBJECT_TREE, w->body.data ? w->body.data + start : "",
                                       w->body.len - start, out) < 0)
        rc = sp_git_fail(err, SP_ERR_GIT, "cannot write a tree");
    w->body.len = start;
    if (w->body.data)
        w->body.data[start] = '\0';
    return rc;
}

int sp_git_write_sorted_tree(git_repository *repo, const sp_tree_entry *sorted, size_t n, unsigned char tree_id[20],
                             sp_error *err)
{
    for (size_t i = 1; i < n; i++)
        if (!strcmp(sorted[i].path, sorted[i - 1].path))
            return sp_error_set(err, SP_ERR_INPUT, sorted[i].path, 0, 0, "written twice");
    tree_writer w = {repo, NULL, NULL, SP_BUF_INIT};
    if (git_repository_odb(&w.odb, repo) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot open the object database");
    /* Strict object creation makes the tree builder look every named object up in the object database before
     * inserting it. Safe to skip here: each blob and subtree named was just written by the sink or this
     * function, or is an entry of a source tree read from this repository. Names are still checked (libgit2
     * validates entry names whatever this option says). Set back to libgit2's default afterwards. */
    git_libgit2_opts(GIT_OPT_ENABLE_STRICT_OBJECT_CREATION, 0);
    git_oid oid;
    int rc = write_level(&w, sorted, n, 0, 0, &oid, err);
    git_libgit2_opts(GIT_OPT_ENABLE_STRICT_OBJECT_CREATION, 1);
    git_treebuilder_free(w.bld);
    git_odb_free(w.odb);
    sp_buf_free(&w.body);
    if (rc == 0)
        memcpy(tree_id, oid.id, 20);
    return rc;
}

int sp_git_write_tree(git_repository *repo, const sp_tree_entry *entries, size_t n, unsigned char tree_id[20],
                      sp_error *err)
{
    sp_tree_entry *sorted = malloc((n ? n : 1) * sizeof *sorted);
    if (!sorted)
        abort();
    if (n)
        memcpy(sorted, entries, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, tentry_cmp);
    int rc = sp_git_write_sorted_tree(repo, sorted, n, tree_id, err);
    free(sorted);
    return rc;
}

typedef struct read_ctx {
    sp_tree_entry *e;
    size_t n, cap;
    sp_buf paths;
    size_t *offs;
} read_ctx;

static int read_cb(const char *root, const git_tree_entry *te, void *payload)
{
    read_ctx *r = payload;
    git_filemode_t fm = git_tree_entry_filemode(te);
    if (fm == GIT_FILEMODE_TREE || fm == GIT_FILEMODE_COMMIT)
        return 0;
    if (r->n == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 64;
        r->e = realloc(r->e, r->cap * sizeof *r->e);
        r->offs = realloc(r->offs, r->cap * sizeof *r->offs);
        if (!r->e || !r->offs)
            abort();
    }
    r->offs[r->n] = r->paths.len;
    sp_buf_puts(&r->paths, root);
    sp_buf_puts(&r->paths, git_tree_entry_name(te));
    sp_buf_putc(&r->paths, '\0');
    sp_tree_entry *e = &r->e[r->n++];
    e->mode = fm == GIT_FILEMODE_BLOB_EXECUTABLE ? SP_MODE_EXEC : fm == GIT_FILEMODE_LINK ? SP_MODE_LINK
                                                                                         : SP_MODE_FILE;
    memcpy(e->oid, git_tree_entry_id(te)->id, 20);
    return 0;
}

int sp_git_read_tree(git_repository *repo, const unsigned char tree_id[20], sp_tree_entry **entries, size_t *n,
                     sp_error *err)
{
    git_oid oid;
    git_tree *tree = NULL;
    memcpy(oid.id, tree_id, 20);
    *entries = NULL;
    *n = 0;
    if (git_tree_lookup(&tree, repo, &oid) < 0)
        return sp_git_fail(err, SP_ERR_GIT, "cannot read a tree");
    read_ctx r = {0};
    if (git_tree_walk(tree, GIT_TREEWALK_PRE, read_cb, &r) < 0) {
        git_tree_free(tree);
        free(r.e);
        free(r.offs);
        sp_buf_free(&r.paths);
        return sp_git_fail(err, SP_ERR_GIT, "cannot read a tree");
    }
    git_tree_free(tree);
    /* One allocation: the entries, then the paths. */
    size_t esz = (r.n ? r.n : 1) * sizeof(sp_tree_entry);
    char *block = malloc(esz + r.paths.len + 1);
    if (!block)
        abort();
    sp_tree_entry *out = (sp_tree_entry *)block;
    char *paths = block + esz;
    if (r.paths.len)
        memcpy(paths, r.paths.data, r.paths.len);
    bool sorted = true;
    for (size_t i = 0; i < r.n; i++) {
        out[i] = r.e[i];
        out[i].path = paths + r.offs[i];
        sorted = sorted && (i == 0 || strcmp(out[i - 1].path, out[i].path) < 0);
    }
    if (!sorted) /* a tree walked depth first in git's order lists its paths sorted already */
        qsort(out, r.n, sizeof *out, tentry_cmp);
    free(r.e);
    free(r.offs);
    sp_buf_free(&r.paths);
    *entries = out;
    *n = r.n;
    return 0;
}
