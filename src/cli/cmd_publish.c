/* sitepub publish: build a revision's site from git and commit it to the publish branch (issue 6). */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/publish_cli.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/publish.h"

static const char PUBLISH_USAGE[] =
    "usage: sitepub publish [--repo PATH] [--source REV] [--branch NAME] [--message TEMPLATE] [--keep GLOB]...\n"
    "                       [--copy PATH]...\n"
    "                       [--push [REMOTE]] [--force] [--allow-older] [--dry-run] [--notify [--resend]] [--json]\n"
    "                       [--no-build | --from-dir DIR] [--nojekyll] [--cname DOMAIN] [--single-commit]\n"
    "                       [--target-dir DIR] [--config FILES] [--baseurl URL] [--drafts] [--future]\n"
    "                       [--unpublished] [-j N] [--disable-disk-cache] [--strict] [--timeout SECONDS]\n"
    "                       [-q | --progress] [--full | -I] [-V]\n"
    "\n"
    "Build the site of REV (default: git config sitepub.source, else HEAD) straight from the object database\n"
    "and commit it on the publish branch (default asf-site) as \"Build at <date>\". No work tree is used.\n"
    "\n"
    "  --repo PATH         the repository (default: the one containing the current directory)\n"
    "  --source REV        the source revision to build\n"
    "  --subdir DIR        the site is this folder of the source tree\n"
    "  --branch NAME       the publish branch (default asf-site)\n"
    "  --message TEMPLATE  commit message: %d date, %H source commit, %h short id, %s its subject, %n newline\n"
    "  --keep GLOB         also carry this path over from the branch tip (.asf.yaml, CNAME, .nojekyll always)\n"
    "  --copy PATH         commit this file of the source revision as it is (e.g. main's .asf.yaml)\n"
    "  --push [REMOTE]     push the branch (remote name, URL or path; default origin)\n"
    "  --force             force the push (never without this); implies --allow-older\n"
    "  --allow-older       publish even when the branch tip was built from a source commit that is not an\n"
    "                      ancestor of this one (refused with exit 6 otherwise; the source of each publish\n"
    "                      commit is a git note in refs/notes/sitepub, pushed with the branch)\n"
    "  --token-env VAR     environment variable with an https token (default SITEPUB_TOKEN)\n"
    "  --ssh-key FILE      ssh private key file (after the ssh agent)\n"
    "  --timeout SECONDS   a push or fetch fails (exit 6) after SECONDS without connecting or without data\n"
    "                      (default 60; git config sitepub.timeout)\n"
    "  --dry-run           do everything in memory: no object, ref or push is written\n"
    "  --notify            send the commit notice after a new commit (its settings are checked first)\n"
    "  --resend            with --notify on an up-to-date branch: send the notice of the tip's commit again\n"
    "  --no-build          publish the source files unchanged (a tree that is already a site)\n"
    "  --from-dir DIR      publish this folder on disk as it is (built by any tool, tracked or not), no build\n"
    "  --nojekyll          commit an empty .nojekyll so GitHub Pages does not run Jekyll again (the default for\n"
    "                      the branch gh-pages; --no-nojekyll turns it off)\n"
    "  --cname DOMAIN      commit CNAME holding DOMAIN (GitHub Pages' custom domain)\n"
    "  --single-commit     the branch holds one commit, the new site (orphan, pushed with force; the old tip stays\n"
    "                      reachable only until gc)\n"
    "  --target-dir DIR    publish into this folder of the branch, keeping everything outside it\n"
    "  --config FILES      comma-separated config files of the source, merged left to right (default _config.yml)\n"
    "  -b, --baseurl URL   serve the site from URL (overrides the config's baseurl)\n"
    "  -D, --drafts        render the posts in _drafts\n"
    "  --future            publish posts with a future date\n"
    "  -U, --unpublished   render posts marked published: false\n"
    "  -j, --jobs N        render on N threads (default: the number of cores); the output is the same for any N\n"
    "  --disable-disk-cache  neither read nor write the cache of converted Markdown and Sass\n"
    "                      ($GIT_DIR/sitepub/cache; as Jekyll's .jekyll-cache, emptied when the config or\n"
    "                      sitepub changes)\n"
    "  --full              render every page, reusing none (by default only the pages whose recorded inputs\n"
    "                      changed since the last build are rendered, the others' blobs reused: README\n"
    "                      \"Incremental builds\"; the record is in $GIT_DIR/sitepub/cache, none without it)\n"
    "  -I, --incremental   accepted, as Jekyll's: incremental builds are the default\n"
    "  -V, --verbose       how many pages were rendered and, for each one, its first changed input\n"
    "  --strict            the build's warnings are errors, exit 3 (also git config sitepub.strict, or\n"
    "                      strict: true in _config.yml)\n"
    "  --json              print the result as one JSON object (with documents, static_files, objects, bytes,\n"
    "                      packs and seconds: build, commit, push, total; message only when a commit is made)\n"
    "  -q, --quiet         print nothing on success (and no progress)\n"
    "  --progress          show progress on stderr even when it is not a terminal (the default on a terminal:\n"
    "                      documents rendered of their total, objects written, the push's objects sent,\n"
    "                      then a summary line with the counts and each phase's seconds); --no-progress never\n"
    "\n"
    "Settings not given here come from the `publish:` block of the source's _config.yml (branch, keep, message,\n"
    "copy, remote, notify, token_env, ssh_key, nojekyll, cname, target_dir, single_commit), then from git config\n"
    "sitepub.* (branch, keep, copy, message, remote, notify, tokenEnv, sshKey, source, nojekyll, cname, targetDir,\n"
    "singleCommit, timeout).\n";

int sp_cli_take_arg(int argc, char **argv, int *i, const char *name, const char **out)
{
    const char *a = argv[*i];
    size_t nl = strlen(name);
    if (strncmp(a, name, nl))
        return 0;
    if (a[nl] == '=') {
        *out = a + nl + 1;
        return 1;
    }
    if (a[nl] != '\0')
        return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "sitepub: %s needs a value\n", name);
        return -1;
    }
    *out = argv[++*i];
    return 1;
}

/* err: the failure (the "error" object: code, exit status, message, file, line, column), NULL on success. */
static void print_json(const sp_publish_result *r, const sp_cli_build_opts *bo, bool dry_run, bool push,
                       const sp_error *err)
{
    json_t *o = json_object();
    json_object_set_new(o, "branch", json_string(r->settings.branch ? r->settings.branch : ""));
    json_object_set_new(o, "source", json_string(r->source_commit));
    json_object_set_new(o, "commit", r->commit[0] ? json_string(r->commit) : json_null());
    json_object_set_new(o, "parent", r->parent[0] ? json_string(r->parent) : json_null());
    json_object_set_new(o, "tree", r->tree[0] ? json_string(r->tree) : json_null());
    json_object_set_new(o, "up_to_date", json_boolean(r->up_to_date));
    json_object_set_new(o, "dry_run", json_boolean(dry_run));
    json_object_set_new(o, "files", json_integer((json_int_t)r->files));
    json_object_set_new(o, "added", json_integer((json_int_t)r->added));
    json_object_set_new(o, "changed", json_integer((json_int_t)r->changed));
    json_object_set_new(o, "deleted", json_integer((json_int_t)r->deleted));
    /* the message only of a commit made (or, in a dry run, that would be made) */
    if (!r->up_to_date && r->commit[0])
        json_object_set_new(o, "message", json_string(r->message));
    json_object_set_new(o, "ref_retries", json_integer(r->ref_retries));
    if (bo && bo->built) {
        json_object_set_new(o, "documents", json_integer((json_int_t)bo->stats.documents));
        json_object_set_new(o, "static_files", json_integer((json_int_t)bo->stats.static_files));
    }
    json_object_set_new(o, "objects", json_integer((json_int_t)r->pack.objects));
    json_object_set_new(o, "bytes", json_integer((json_int_t)r->pack.bytes));
    json_object_set_new(o, "packs", json_integer((json_int_t)r->pack.packs));
    json_t *t = json_object();
    json_object_set_new(t, "build", json_real(r->seconds_build));
    json_object_set_new(t, "commit", json_real(r->seconds_commit));
    json_object_set_new(t, "push", json_real(r->seconds_push));
    json_object_set_new(t, "total", json_real(r->seconds_total));
    json_object_set_new(o, "seconds", t);
    if (push) {
        char remote[1024];
        sp_redact_urls(r->settings.remote, remote, sizeof remote);
        json_object_set_new(o, "remote", json_string(remote));
        json_object_set_new(o, "pushed", json_boolean(r->pushed));
        json_object_set_new(o, "push_retries", json_integer(r->push_retries));
        json_object_set_new(o, "remote_message", json_string(r->push_message));
    }
    if (err) {
        json_t *e = json_object();
        json_object_set_new(e, "code", json_string(sp_cli_error_name(err->code)));
        json_object_set_new(e, "exit_status", json_integer(sp_exit_code_for(err)));
        json_object_set_new(e, "message", json_string(err->message));
        json_object_set_new(e, "file", err->file[0] ? json_string(err->file) : json_null());
        json_object_set_new(e, "line", err->line ? json_integer(err->line) : json_null());
        json_object_set_new(e, "column", err->column ? json_integer(err->column) : json_null());
        json_object_set_new(o, "error", e);
    }
    char *s = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(4));
    if (s) {
        puts(s);
        free(s);
    }
    json_decref(o);
}

int sp_cmd_publish(int argc, char **argv)
{
    sp_publish_options o;
    sp_publish_options_init(&o);
    const char *keep[SP_PUBLISH_MAX_KEEP], *copy[SP_PUBLISH_MAX_KEEP];
    size_t nkeep = 0, ncopy = 0;
    bool json = false, quiet = false, no_build = false, resend = false;
    int progress = -1; /* -1: on a terminal; --progress 1; -q 0 */
    sp_cli_publish_opts po = {0};
    sp_cli_build_opts bo = {0}; /* the producer reads it during sp_publish below */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        int t;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(PUBLISH_USAGE, stdout);
            return 0;
        }
#define OPT(name, field)                                                                                         \
    if ((t = sp_cli_take_arg(argc, argv, &i, name, &v)) != 0) {                                                  \
        if (t < 0)                                                                                               \
            return SP_ERR_USAGE;                                                                                 \
        field = v;                                                                                               \
        continue;                                                                                                \
    }
        OPT("--repo", o.repo_path)
        OPT("--source", o.source_rev)
        OPT("--subdir", o.subdir)
        OPT("--branch", o.branch)
        OPT("--message", o.message)
        OPT("--token-env", o.token_env)
        OPT("--ssh-key", o.ssh_key)
#undef OPT
        if ((t = sp_cli_take_list("publish", argc, argv, &i, "--copy", "paths", copy, &ncopy)) != 0 ||
            (t = sp_cli_take_list("publish", argc, argv, &i, "--keep", "globs", keep, &nkeep)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
        } else if (!strcmp(a, "--push")) {
            o.push = true;
            if (i + 1 < argc && argv[i + 1][0] != '-')
                o.remote = argv[++i];
        } else if (!strncmp(a, "--push=", 7)) {
            o.push = true;
            o.remote = a + 7;
        } else if (!strcmp(a, "--timeout") || !strncmp(a, "--timeout=", 10)) {
            const char *tv = a[9] == '=' ? a + 10 : i + 1 < argc ? argv[++i] : NULL;
            char *end = NULL;
            long n = tv ? strtol(tv, &end, 10) : 0;
            if (!tv || end == tv || *end || n < 1 || n > 86400) {
                fprintf(stderr, "sitepub publish: --timeout needs a number of seconds from 1 to 86400, not '%s'\n",
                        tv ? tv : "");
                return SP_ERR_USAGE;
            }
            o.timeout = (int)n;
        } else if (!strcmp(a, "--force")) {
            o.force = true;
        } else if (!strcmp(a, "--allow-older")) {
            o.allow_older = true;
        } else if (!strcmp(a, "--single-commit")) {
            o.single_commit = true;
        } else if (!strcmp(a, "--dry-run") || !strcmp(a, "-n")) {
            o.dry_run = true;
        } else if (!strcmp(a, "--notify")) {
            o.notify_set = o.notify = true;
        } else if (!strcmp(a, "--resend")) {
            resend = true;
        } else if (!strcmp(a, "--no-notify")) {
            o.notify_set = true;
            o.notify = false;
        } else if (!strcmp(a, "--json")) {
            json = true;
        } else if (!strcmp(a, "--disable-disk-cache")) {
            bo.no_cache = true;
        } else if (!strcmp(a, "-I") || !strcmp(a, "--incremental")) {
            bo.full = false; /* the default */
        } else if (!strcmp(a, "--full")) {
            bo.full = true;
        } else if (!strcmp(a, "-V") || !strcmp(a, "--verbose")) {
            bo.verbose = true;
        } else if (!strcmp(a, "--strict")) {
            bo.strict = true;
        } else if ((t = sp_cli_take_jobs("publish", argc, argv, &i, &bo.jobs)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
        } else if (!strcmp(a, "--no-build")) {
            no_build = true;
        } else if ((t = sp_cli_take_site_opt("publish", argc, argv, &i, &bo, &po)) != 0) {
            if (t < 0)
                return SP_ERR_USAGE;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            quiet = true;
            progress = 0;
        } else if (!strcmp(a, "--progress")) {
            progress = 1;
        } else if (!strcmp(a, "--no-progress")) {
            progress = 0;
        } else {
            fprintf(stderr, "sitepub publish: unknown option '%s'\n\n%s", a, PUBLISH_USAGE);
            return SP_ERR_USAGE;
        }
    }
    bo.git_strict = true; /* git config sitepub.strict too (site_producer) */
    o.keep = keep;
    o.copy = copy;
    o.nojekyll_set = po.nojekyll_set;
    o.nojekyll = po.nojekyll;
    o.cname = po.cname;
    o.target_dir = po.target_dir;
    o.from_dir = po.from_dir;
    o.ncopy = ncopy;
    o.nkeep = nkeep;
    if (quiet)
        bo.verbosity = -1;
    if (!o.dry_run && !(o.notify_set && !o.notify))
        o.before_commit = sp_cli_notify_check;
    if (sp_cli_pick_producer(no_build, &bo, &o.produce, &o.produce_ud) < 0)
        return SP_ERR_USAGE;
    if (progress < 0)
        progress = !quiet && isatty(STDERR_FILENO);
    if (progress) {
        o.progress = sp_cli_progress;
        bo.progress = true; /* the build's documents rendered of total */
    }
    sp_publish_result r;
    sp_error err;
    sp_error_clear(&err);
    int rc = sp_publish(&o, &r, &err);
    if (rc < 0) {
        if (json)
            print_json(&r, &bo, o.dry_run, o.push, &err);
        int code = sp_cli_report("publish", &err);
        if (err.code == SP_ERR_PUSH && r.commit[0] && !o.dry_run && !r.stale)
            fprintf(stderr, "sitepub publish: %.7s stays committed on the local %s; run `sitepub publish --push` "
                            "again once the push can work\n",
                    r.commit, r.settings.branch);
        sp_publish_result_free(&r);
        return code;
    }
    if (json) {
        print_json(&r, &bo, o.dry_run, o.push, NULL);
    } else if (!quiet) {
        const char *br = r.settings.branch;
        if (r.up_to_date) {
            printf("%s is up to date at %.7s (source %.7s)\n", br, r.commit, r.source_commit);
        } else {
            size_t l = strcspn(r.message, "\n");
            printf("%s[%s%s %.7s] %.*s\n", o.dry_run ? "dry run: would commit " : "", br,
                   r.parent[0] ? "" : " (root-commit)", r.commit, (int)l, r.message);
            printf(" %zu file%s added, %zu changed, %zu deleted; %zu file%s in the tree\n", r.added,
                   r.added == 1 ? "" : "s", r.changed, r.deleted, r.files, r.files == 1 ? "" : "s");
        }
        if (r.ref_retries)
            printf(" %s moved meanwhile; rebuilt on the new tip (%d time%s)\n", br, r.ref_retries,
                   r.ref_retries == 1 ? "" : "s");
        if (r.push_message[0])
            printf("%s\n", r.push_message);
        char remote[1024];
        sp_redact_urls(r.settings.remote, remote, sizeof remote);
        if (r.pushed)
            printf("pushed %s to %s%s\n", br, remote,
                   r.push_retries ? " (after rebuilding on the remote tip)" : "");
    }
    if (progress) {
        /* the summary line */
        char counts[200] = "";
        if (bo.built)
            snprintf(counts, sizeof counts, "%zu documents, %zu static files, ", bo.stats.documents,
                     bo.stats.static_files);
        fprintf(stderr,
                "sitepub: %s%zu files, %zu objects written (%.1f KiB); build %.2f s, commit %.2f s, push %.2f s, "
                "total %.2f s\n",
                counts, r.files, r.pack.objects, (double)r.pack.bytes / 1024.0, r.seconds_build, r.seconds_commit,
                r.seconds_push, r.seconds_total);
    }
    if (r.branch_checked_out && !o.dry_run && !r.up_to_date)
        fprintf(stderr, "sitepub publish: warning: %s is checked out; its work tree was not updated\n",
                r.settings.branch);
    int code = 0;
    if ((!r.up_to_date || resend) && !o.dry_run && r.settings.notify && r.commit[0]) {
        code = sp_cli_notify_after_publish(&o, &r);
    }
    sp_publish_result_free(&r);
    return code;
}
