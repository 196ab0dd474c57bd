/* sitepub diff as library calls (include/sitepub/publish.h): which two trees to compare, built in an in-memory
 * object database, and `git diff --name-status` of them. */
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "publish/internal.h"
#include "sitepub/publish.h"

static int build_only(git_repository *repo, const char *rev, const sp_diff_options *d, sp_arena *a, git_oid *tree,
                      sp_error *err)
{
    sp_publish_options o;
    sp_publish_options_init(&o);
    sp_built b;
    if (sp_publish_build(repo, rev, d->subdir, d->produce, d->produce_ud, &o, a, NULL, &b, err) < 0)
        return -1;
    *tree = b.tree;
    sp_built_free(&b);
    return 0;
}

int sp_diff_trees(const sp_diff_options *d, git_repository **repo_out, unsigned char old_tree[20],
                  unsigned char new_tree[20], sp_error *err)
{
    git_repository *repo = NULL;
    *repo_out = NULL;
    if (!d->produce)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "sp_diff_trees without a producer");
    if (sp_git_open(d->repo_path, true, &repo, err) < 0)
        return -1;
    sp_arena *a = sp_arena_new(0);
    int rc = -1;
    git_oid o1, o2;
    if (d->rev1 && d->rev2) {
        if (build_only(repo, d->rev1, d, a, &o1, err) < 0 || build_only(repo, d->rev2, d, a, &o2, err) < 0)
            goto done;
    } else {
        sp_publish_options o;
        sp_publish_options_init(&o);
        o.branch = d->branch;
        o.keep = d->keep;
        o.nkeep = d->nkeep;
        o.copy = d->copy;
        o.ncopy = d->ncopy;
        o.nojekyll_set = d->nojekyll_set;
        o.nojekyll = d->nojekyll;
        o.cname = d->cname;
        o.target_dir = d->target_dir;
        sp_publish_settings s;
        sp_built b;
        const char *rev = d->rev1 ? d->rev1 : sp_publish_default_source(repo, a);
        if (d->from_dir ? sp_publish_build_dir(repo, d->from_dir, &o, a, &s, &b, err) < 0
                        : sp_publish_build(repo, rev, d->subdir, d->produce, d->produce_ud, &o, a, &s, &b, err) < 0)
            goto done;
        /* the base sitepub publish would build on (the remote-tracking branch when it is ahead) */
        char refname[600];
        git_commit *base = NULL;
        git_oid local;
        bool has_local;
        snprintf(refname, sizeof refname, "refs/heads/%s", s.branch);
        if (sp_publish_read_base(repo, refname, &s, &local, &has_local, &base, err) < 0) {
            sp_built_free(&b);
            goto done;
        }
        int c = sp_publish_compose(repo, &b, base, &s, &o2, NULL, NULL, NULL, NULL, err);
        sp_built_free(&b);
        if (c < 0) {
            git_commit_free(base);
            goto done;
        }
        if (base) {
            o1 = *git_commit_tree_id(base);
        } else {
            unsigned char empty[20];
            if (sp_git_write_tree(repo, NULL, 0, empty, err) < 0) {
                git_commit_free(base);
                goto done;
            }
            memcpy(o1.id, empty, 20);
        }
        git_commit_free(base);
    }
    memcpy(old_tree, o1.id, 20);
    memcpy(new_tree, o2.id, 20);
    rc = 0;
done:
    sp_arena_free(a);
    if (rc == 0)
        *repo_out = repo;
    else
        sp_git_close(repo);
    return rc;
}
