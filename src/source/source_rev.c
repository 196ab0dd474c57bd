/* Revisions of a git repository for a caller that follows one (include/sitepub/source.h: sp_source_repo_*), and
 * the git blob id of bytes (sp_source_blob_id). Everything libgit2 stays here, behind the source interface:
 * `sitepub serve --rev` resolves its revision through these and opens the tree with sp_source_open_git. */
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/source.h"
#include "sitepub/sha1.h"

struct sp_source_repo {
    git_repository *repo;
};

int sp_source_repo_open(const char *path, sp_source_repo **out, sp_error *err)
{
    *out = NULL;
    git_libgit2_init();
    git_repository *repo = NULL;
    if (git_repository_open_ext(&repo, path && *path ? path : ".", 0, NULL) != 0) {
        const git_error *e = git_error_last();
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s is not a git repository: %s", path && *path ? path : ".",
                     e && e->message ? e->message : "not found");
        git_libgit2_shutdown();
        return -1;
    }
    sp_source_repo *r = calloc(1, sizeof *r);
    if (!r) {
        git_repository_free(repo);
        git_libgit2_shutdown();
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    }
    r->repo = repo;
    *out = r;
    return 0;
}

const char *sp_source_repo_git_dir(const sp_source_repo *r)
{
    return git_repository_path(r->repo);
}

int sp_source_repo_resolve(sp_source_repo *r, const char *rev, char hex[41], sp_error *err)
{
    git_object *obj = NULL;
    if (git_revparse_single(&obj, r->repo, rev) != 0) {
        const git_error *e = git_error_last();
        return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "unknown revision '%s': %s", rev,
                            e && e->message ? e->message : "not found");
    }
    git_object *target = NULL;
    int rc = git_object_peel(&target, obj, GIT_OBJECT_COMMIT);
    if (rc != 0 && git_object_type(obj) == GIT_OBJECT_TREE)
        target = obj, obj = NULL, rc = 0;
    if (rc != 0) {
        git_object_free(obj);
        return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "revision '%s' is not a commit or tree", rev);
    }
    git_oid_tostr(hex, GIT_OID_HEXSZ + 1, git_object_id(target));
    git_object_free(target);
    git_object_free(obj);
    return 0;
}

void sp_source_repo_close(sp_source_repo *r)
{
    if (!r)
        return;
    git_repository_free(r->repo);
    free(r);
    git_libgit2_shutdown();
}

void sp_source_blob_id(const void *data, size_t len, unsigned char out[20])
{
    sp_git_blob_id(data, len, out);
}
