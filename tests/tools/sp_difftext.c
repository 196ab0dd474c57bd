/* sp_difftext: drive include/sitepub/difftext.h from the command line, for tests/scripts/difftext_git.sh.
 *   sp_difftext REPO log COMMIT
 *   sp_difftext REPO diff OLD NEW FORMATS [WIDTH] [renames|none|copies|harder] [CONTEXT]
 *   sp_difftext REPO count OLD NEW          (prints "FILES INSERTIONS DELETIONS", sp_difftext_count)
 *   sp_difftext REPO abbrev REV             (sp_difftext_abbrev, as git rev-parse --short)
 * FORMATS: letters n (name-status), o (name-only), u (numstat), s (stat), t (shortstat), m (summary), p (patch). OLD may be "empty". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/difftext.h"

static git_tree *tree_of(git_repository *repo, const char *spec)
{
    if (!strcmp(spec, "empty"))
        return NULL;
    git_object *o = NULL;
    git_tree *t = NULL;
    if (git_revparse_single(&o, repo, spec) < 0 || git_object_peel((git_object **)&t, o, GIT_OBJECT_TREE) < 0) {
        fprintf(stderr, "sp_difftext: bad revision %s\n", spec);
        exit(2);
    }
    git_object_free(o);
    return t;
}

int main(int argc, char **argv)
{
    if (argc < 4)
        return 2;
    git_libgit2_init();
    git_repository *repo = NULL;
    if (git_repository_open(&repo, argv[1]) < 0)
        return 2;
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    sp_error_clear(&err);
    int r;
    if (!strcmp(argv[2], "log")) {
        git_object *o = NULL;
        if (git_revparse_single(&o, repo, argv[3]) < 0)
            return 2;
        r = sp_difftext_log_commit(repo, git_object_id(o), 0, &out, &err);
        git_object_free(o);
    } else if (!strcmp(argv[2], "abbrev")) {
        git_object *o = NULL;
        if (git_revparse_single(&o, repo, argv[3]) < 0)
            return 2;
        char hex[GIT_OID_HEXSZ + 1];
        sp_difftext_abbrev(repo, git_object_id(o), hex);
        sp_buf_printf(&out, "%s\n", hex);
        git_object_free(o);
        r = 0;
    } else if (!strcmp(argv[2], "count")) {
        if (argc < 5)
            return 2;
        git_tree *a = tree_of(repo, argv[3]), *b = tree_of(repo, argv[4]);
        sp_difftext_counts c;
        r = sp_difftext_count(repo, a, b, NULL, &c, &err);
        if (r == 0)
            sp_buf_printf(&out, "%zu %zu %zu\n", c.files, c.insertions, c.deletions);
        git_tree_free(a);
        git_tree_free(b);
    } else {
        if (argc < 6)
            return 2;
        git_tree *a = tree_of(repo, argv[3]), *b = tree_of(repo, argv[4]);
        sp_difftext_options opts = {0};
        for (const char *p = argv[5]; *p; p++)
            opts.formats |= *p == 'n' ? SP_DIFFTEXT_NAME_STATUS : *p == 's' ? SP_DIFFTEXT_STAT
                          : *p == 'm' ? SP_DIFFTEXT_SUMMARY : *p == 'p' ? SP_DIFFTEXT_PATCH
                          : *p == 'o' ? SP_DIFFTEXT_NAME_ONLY : *p == 'u' ? SP_DIFFTEXT_NUMSTAT
                          : *p == 't' ? SP_DIFFTEXT_SHORTSTAT : 0;
        if (argc > 6)
            opts.stat_width = atoi(argv[6]);
        if (argc > 7)
            opts.find = !strcmp(argv[7], "none") ? SP_DIFFTEXT_FIND_NONE : !strcmp(argv[7], "copies")
                        ? SP_DIFFTEXT_FIND_COPIES : !strcmp(argv[7], "harder") ? SP_DIFFTEXT_FIND_COPIES_HARDER
                        : SP_DIFFTEXT_FIND_RENAMES;
        if (argc > 8)
            opts.context_lines = atoi(argv[8]) == 0 ? -1 : atoi(argv[8]);
        r = sp_difftext_trees(repo, a, b, &opts, &out, &err);
        git_tree_free(a);
        git_tree_free(b);
    }
    if (r < 0) {
        char buf[2048];
        fprintf(stderr, "sp_difftext: %s\n", sp_error_format(&err, buf, sizeof buf));
        return 1;
    }
    fwrite(out.data ? out.data : "", 1, out.len, stdout);
    sp_buf_free(&out);
    git_repository_free(repo);
    git_libgit2_shutdown();
    return 0;
}
