/* sitepub diff: what publishing would change in the generated site, in git's formats (issue 6). Nothing is
 * written to the repository: the sites are built into an in-memory object database. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/publish_cli.h"
#include "sitepub/cli.h"
#include "sitepub/difftext.h"
#include "sitepub/error.h"
#include "sitepub/publish.h"

static const char DIFF_USAGE[] =
    "usage: sitepub diff [--stat|--name-status|--patch|...] [--exit-code] [--color[=WHEN]] [--repo PATH]\n"
    "                    [--branch NAME] [--subdir DIR] [--keep GLOB]... [--copy PATH]... [--no-build] [-j N]\n"
    "                    [--disable-disk-cache] [--from-dir DIR] [--nojekyll] [--cname DOMAIN] [--target-dir DIR]\n"
    "                    [--config FILES] [--baseurl URL] [--drafts] [--future] [--unpublished] [--full | -I] [-V]\n"
    "                    [REV | REV1 REV2]\n"
    "\n"
    "Without REV: what `sitepub publish` would change on the publish branch now. With REV: what publishing REV\n"
    "would change. With REV1 REV2: how the generated site differs between two source revisions.\n"
    "Nothing is written to the repository.\n"
    "\n"
    "  --stat          diffstat, as git diff --stat (the default)\n"
    "  --name-status   one line per changed file, as git diff --name-status\n"
    "  --patch, -p     the patch, as git diff\n"
    "  --name-only, --numstat, --shortstat, --summary   as git diff's options of those names\n"
    "  --exit-code     exit 1 when there are differences\n"
    "  --color[=WHEN]  colours as git uses them: always, never, auto (the default: on a terminal)\n"
    "  --repo PATH     the repository (default: the one containing the current directory)\n"
    "  --branch NAME   the publish branch to compare with (default as sitepub publish)\n"
    "  --subdir DIR    the site is this folder of the source tree\n"
    "  --keep GLOB     also carry this path over from the branch tip, as sitepub publish --keep\n"
    "  --copy PATH     commit this file of the source revision as it is, as sitepub publish --copy\n"
    "  --no-build      compare the source files unchanged, as sitepub publish --no-build\n"
    "  --from-dir DIR, --nojekyll, --no-nojekyll, --cname DOMAIN, --target-dir DIR   as sitepub publish's\n"
    "  --config FILES, -b/--baseurl URL, -D/--drafts, --future, -U/--unpublished     as sitepub build's\n"
    "  -j, --jobs N    render on N threads (default: the number of cores)\n"
    "  --disable-disk-cache  do not read the build cache ($GIT_DIR/sitepub/cache; a diff never writes it)\n"
    "  --full          render every page (by default the outputs of the last publish whose recorded inputs did\n"
    "                  not change are reused: README \"Incremental builds\")\n"
    "  -I, --incremental   accepted, as Jekyll's: incremental builds are the default\n"
    "  -V, --verbose   how many pages were rendered and, for each one, its first changed input\n";

int sp_cmd_diff(int argc, char **argv)
{
    sp_diff_options d;
    memset(&d, 0, sizeof d);
    d.repo_path = ".";
    const char *keep[SP_PUBLISH_MAX_KEEP], *copy[SP_PUBLISH_MAX_KEEP];
    size_t nkeep = 0, ncopy = 0;
    const char *revs[2] = {NULL, NULL};
    int nrevs = 0;
    bool exit_code = false, no_build = false;
    sp_cli_publish_opts po = {0};
    sp_cli_build_opts bo = {0}; /* the producer reads it during the diff below */
    int color = -1; /* -1 auto */
    unsigned formats = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        int t;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(DIFF_USAGE, stdout);
            return 0;
        }
        if ((t = sp_cli_take_arg(argc, argv, &i, "--repo", &v)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
            d.repo_path = v;
        } else if ((t = sp_cli_take_arg(argc, argv, &i, "--branch", &v)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
            d.branch = v;
        } else if ((t = sp_cli_take_arg(argc, argv, &i, "--subdir", &v)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
            d.subdir = v;
        } else if ((t = sp_cli_take_list("diff", argc, argv, &i, "--keep", "globs", keep, &nkeep)) != 0 ||
                   (t = sp_cli_take_list("diff", argc, argv, &i, "--copy", "paths", copy, &ncopy)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
        } else if (!strcmp(a, "--stat")) {
            formats |= SP_DIFFTEXT_STAT;
        } else if (!strcmp(a, "--name-status")) {
            formats |= SP_DIFFTEXT_NAME_STATUS;
        } else if (!strcmp(a, "--name-only")) {
            formats |= SP_DIFFTEXT_NAME_ONLY;
        } else if (!strcmp(a, "--numstat")) {
            formats |= SP_DIFFTEXT_NUMSTAT;
        } else if (!strcmp(a, "--shortstat")) {
            formats |= SP_DIFFTEXT_SHORTSTAT;
        } else if (!strcmp(a, "--summary")) {
            formats |= SP_DIFFTEXT_SUMMARY;
        } else if (!strcmp(a, "--patch") || !strcmp(a, "-p")) {
            formats |= SP_DIFFTEXT_PATCH;
        } else if (!strcmp(a, "--color") || !strcmp(a, "--color=always")) {
            color = 1;
        } else if (!strcmp(a, "--no-color") || !strcmp(a, "--color=never")) {
            color = 0;
        } else if (!strcmp(a, "--color=auto")) {
            color = -1;
        } else if (!strcmp(a, "--exit-code")) {
            exit_code = true;
        } else if (!strcmp(a, "--disable-disk-cache")) {
            bo.no_cache = true;
        } else if (!strcmp(a, "-I") || !strcmp(a, "--incremental")) {
            bo.full = false; /* the default */
        } else if (!strcmp(a, "--full")) {
            bo.full = true;
        } else if (!strcmp(a, "-V") || !strcmp(a, "--verbose")) {
            bo.verbose = true;
        } else if ((t = sp_cli_take_jobs("diff", argc, argv, &i, &bo.jobs)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
        } else if (!strcmp(a, "--no-build")) {
            no_build = true;
        } else if ((t = sp_cli_take_site_opt("diff", argc, argv, &i, &bo, &po)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "sitepub diff: unknown option '%s'\n\n%s", a, DIFF_USAGE);
            return SP_ERR_USAGE;
        } else if (nrevs < 2) {
            revs[nrevs++] = a;
        } else {
            fprintf(stderr, "sitepub diff: at most two revisions\n\n%s", DIFF_USAGE);
            return SP_ERR_USAGE;
        }
    }
    if (!formats)
        formats = SP_DIFFTEXT_STAT;
    d.keep = keep;
    d.nkeep = nkeep;
    d.copy = copy;
    d.ncopy = ncopy;
    d.nojekyll_set = po.nojekyll_set;
    d.nojekyll = po.nojekyll;
    d.cname = po.cname;
    d.target_dir = po.target_dir;
    d.from_dir = po.from_dir;
    d.rev1 = revs[0];
    d.rev2 = revs[1];
    if (sp_cli_pick_producer(no_build, &bo, &d.produce, &d.produce_ud) < 0)
        return SP_ERR_USAGE;
    sp_error err;
    sp_error_clear(&err);
    struct git_repository *repo = NULL;
    unsigned char t1[20], t2[20];
    if (sp_diff_trees(&d, &repo, t1, t2, &err) < 0)
        return sp_cli_report("diff", &err);
    sp_buf out = SP_BUF_INIT;
    git_tree *old_tree = NULL, *new_tree = NULL;
    git_oid o1, o2;
    memcpy(o1.id, t1, 20);
    memcpy(o2.id, t2, 20);
    bool differ = !git_oid_equal(&o1, &o2);
    sp_difftext_options dopts;
    memset(&dopts, 0, sizeof dopts);
    dopts.formats = formats;
    int rc = 0;
    if (git_tree_lookup(&old_tree, repo, &o1) < 0 || git_tree_lookup(&new_tree, repo, &o2) < 0) {
        sp_error_set(&err, SP_ERR_GIT, NULL, 0, 0, "cannot read the trees to compare: %s",
                     git_error_last() ? git_error_last()->message : "unknown error");
        rc = -1;
    } else if (differ) {
        rc = sp_difftext_trees(repo, old_tree, new_tree, &dopts, &out, &err);
    }
    git_tree_free(old_tree);
    git_tree_free(new_tree);
    sp_git_close(repo);
    if (rc < 0) {
        sp_buf_free(&out);
        return sp_cli_report("diff", &err);
    }
    if (color < 0) {
        const char *term = getenv("TERM");
        color = isatty(STDOUT_FILENO) && !(term && !strcmp(term, "dumb"));
    }
    if (color && !(formats & (SP_DIFFTEXT_NAME_STATUS | SP_DIFFTEXT_NAME_ONLY))) {
        sp_buf painted = SP_BUF_INIT;
        sp_cli_diff_colorize(sp_buf_cstr(&out), out.len, &painted);
        fwrite(sp_buf_cstr(&painted), 1, painted.len, stdout);
        sp_buf_free(&painted);
    } else {
        fwrite(sp_buf_cstr(&out), 1, out.len, stdout);
    }
    sp_buf_free(&out);
    return exit_code && differ ? SP_EXIT_DIFFERENCES : 0;
}
