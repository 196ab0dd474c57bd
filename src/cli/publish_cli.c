/* Helpers shared by `sitepub publish` and `sitepub diff`. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <git2.h>

#include "cli/publish_cli.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/mail.h"
#include "sitepub/site.h"
#include "sitepub/source.h"
#include "sitepub/arena.h"

/* Jekyll's `source:` key for a git source: Jekyll reads ./_config.yml, then builds the folder it names (whose own
 * _config.yml is not read); in a revision that is the subtree at that path. *sub gets that folder's view of src
 * (NULL when the configuration names no other folder), and so then takes the configuration already read (arena
 * a) in place of the config files. A folder outside the tree (an absolute path, "..") or one that is not in the
 * revision is bad site input (SP_ERR_INPUT naming _config.yml). The --source option of publish and diff is the
 * source revision, not this. */
static int source_key(sp_source *src, sp_site_options *so, sp_arena *a, sp_source **sub, sp_error *err)
{
    *sub = NULL;
    sp_value cfg;
    if (sp_site_config(src, so, a, &cfg, err) != 0)
        return -1;
    const char *moved = sp_site_config_source(cfg);
    if (!moved)
        return 0;
    /* File.expand_path(source) from the tree's root: "./x/", "x//y" and "x/." name the folder x/y, x */
    char *dir = sp_arena_strdup(a, moved);
    size_t o = 0;
    bool outside = dir[0] == '/';
    for (const char *p = moved; *p;) {
        const char *e = strchr(p, '/');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == 2 && !strncmp(p, "..", 2))
            outside = true;
        else if (l && !(l == 1 && *p == '.')) {
            if (o)
                dir[o++] = '/';
            memmove(dir + o, p, l);
            o += l;
        }
        p += l + (e != NULL);
    }
    dir[o] = 0;
    if (outside)
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                            "source: '%s' leaves the revision's tree; a git source builds a folder of the tree: give "
                            "its path relative to the root (or build a folder with sitepub build -s)",
                            moved);
    if (!o)
        return 0;
    const char *desc = sp_arena_printf(a, "%s:%s", src->description, dir);
    if (sp_source_open_sub(src, dir, desc, sub, err) != 0)
        return -1;
    const sp_source_entry *e;
    size_t n = 0;
    if (sp_source_list(*sub, &e, &n, err) != 0 || n == 0) {
        sp_source_close(*sub);
        *sub = NULL;
        return n == 0 ? sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                                     "the source folder '%s' that the configuration names (source:) is not a folder "
                                     "of %s; fix source: or add the folder",
                                     dir, src->description)
                      : -1;
    }
    static const char *const none[] = {"", NULL};
    so->config_files = (const char **)none;
    so->config_overrides = cfg;
    return 0;
}

/* The Jekyll build of a git revision: site.time is the source commit's committer date (or SOURCE_DATE_EPOCH),
 * so the same revision always builds the same tree. */
static int site_producer(void *ud, const sp_build_input *in, sp_sink *sink, sp_error *err)
{
    sp_cli_build_opts *bo = ud;
    sp_site_options so;
    sp_site_options_init(&so);
    so.have_time = true;
    so.time = in->time;
    so.cache_dir = in->cache_dir;
    so.cache_readonly = in->cache_readonly;
    so.disable_disk_cache = bo && bo->no_cache;
    so.jobs = bo ? bo->jobs : 0;
    /* sitepub.strict read from the repository the publish opened (not a second open of it before) */
    so.strict = bo && (bo->strict || (bo->git_strict && sp_cli_git_strict(in->repo)));
    if (bo) {
        so.drafts = bo->drafts;
        so.future = bo->future;
        so.unpublished = bo->unpublished;
        so.baseurl = bo->baseurl;
        if (bo->have_configs)
            so.config_files = bo->configs;
    }
    so.verbosity = bo ? (bo->verbose ? 1 : bo->verbosity) : 0;
    so.incremental = true; /* with a disk cache (not --disable-disk-cache) */
    so.incremental_full = bo && bo->full;
    if (bo && bo->progress)
        so.progress = sp_cli_site_progress;
    sp_site_stats st;
    memset(&st, 0, sizeof st);
    sp_arena *a = sp_arena_new(0);
    sp_source *site_src = NULL;
    int rc = source_key(in->source, &so, a, &site_src, err);
    if (rc == 0)
        rc = sp_site_build(site_src ? site_src : in->source, sink, &so, &st, err);
    sp_source_close(site_src);
    sp_arena_free(a);
    if (bo && rc == 0) {
        bo->stats = st;
        bo->built = true;
    }
    return rc;
}

bool sp_cli_git_strict(git_repository *repo)
{
    git_config *cfg = NULL;
    int v = 0;
    if (!repo || git_repository_config_snapshot(&cfg, repo) != 0 || git_config_get_bool(&v, cfg, "sitepub.strict") != 0)
        v = 0;
    git_config_free(cfg);
    return v != 0;
}

int sp_cli_pick_producer(bool no_build, sp_cli_build_opts *bo, sp_producer_fn *fn, void **ud)
{
    *ud = bo;
    *fn = no_build ? sp_publish_copy_producer : site_producer;
    return 0;
}

int sp_cli_notify_check(void *ud, struct git_repository *repo, const sp_publish_settings *s, sp_error *err)
{
    (void)ud;
    if (!s->notify)
        return 0;
    sp_notify_settings ns;
    memset(&ns, 0, sizeof ns);
    bool loaded = sp_notify_settings_load_site(repo, s->notify_block, &ns, err) == 0;
    int rc = loaded ? sp_notify_settings_check(&ns, err) : -1;
    if (loaded)
        sp_notify_settings_free(&ns);
    if (rc < 0) {
        sp_error_prefix(err, "nothing committed: the commit notice could not be sent (--notify / sitepub.notify)");
        if (err->code != SP_ERR_INPUT)
            err->code = SP_ERR_USAGE;
    }
    return rc;
}

int sp_cli_notify_after_publish(const sp_publish_options *o, const sp_publish_result *r)
{
    static const char zeros[] = "0000000000000000000000000000000000000000";
    sp_error err;
    sp_error_clear(&err);
    struct git_repository *repo = NULL;
    int rc = sp_git_open(o->repo_path, false, &repo, &err);
    sp_notify_settings ns;
    memset(&ns, 0, sizeof ns);
    bool loaded = false;
    if (rc == 0) {
        rc = sp_notify_settings_load_site(repo, r->settings.notify_block, &ns, &err);
        loaded = rc == 0;
    }
    /* up to date (a --resend): the notice of the tip's own commit, from its first parent */
    char old[41];
    snprintf(old, sizeof old, "%s", r->parent[0] ? r->parent : zeros);
    if (rc == 0 && !strcmp(old, r->commit)) {
        git_oid id;
        git_commit *c = NULL;
        snprintf(old, sizeof old, "%s", zeros);
        if (git_oid_fromstr(&id, r->commit) == 0 && git_commit_lookup(&c, repo, &id) == 0 &&
            git_commit_parentcount(c) > 0)
            git_oid_tostr(old, sizeof old, git_commit_parent_id(c, 0));
        git_commit_free(c);
        git_error_clear();
    }
    /* multimailhook.stdout (or stdout: in the notify: block) prints the emails instead of sending them, as
     * `sitepub notify` does */
    sp_buf text = SP_BUF_INIT;
    if (rc == 0)
        rc = sp_notify_push(repo, &ns, old, r->commit, r->refname, NULL, ns.to_stdout ? &text : NULL, &err);
    if (rc == 0 && ns.to_stdout)
        fwrite(text.data ? text.data : "", 1, text.len, stdout);
    sp_buf_free(&text);
    if (loaded)
        sp_notify_settings_free(&ns);
    sp_git_close(repo);
    if (rc == 0)
        return 0;
    sp_error_prefix(&err, "%.7s stands on %s, but the commit notice was not sent", r->commit,
                    r->settings.branch);
    err.code = SP_ERR_NOTIFY;
    int code = sp_cli_report("publish", &err);
    fprintf(stderr,
            "sitepub publish: once the cause is fixed, send the notice with `sitepub notify%s%s %s %s %s`, or run "
            "`sitepub publish --notify --resend` while %s is still at %.7s\n",
            o->repo_path && strcmp(o->repo_path, ".") ? " -C " : "",
            o->repo_path && strcmp(o->repo_path, ".") ? o->repo_path : "", old, r->commit, r->refname,
            r->settings.branch, r->commit);
    return code;
}

void sp_cli_progress(void *ud, const char *phase, size_t done, size_t total)
{
    (void)ud;
    bool tty = isatty(STDERR_FILENO);
    if (!strcmp(phase, "build")) {
        if (!done)
            fprintf(stderr, "sitepub: building...%s", tty ? "\r" : "\n");
        else if (tty)
            fprintf(stderr, "\r\033[K");
    } else if (!strcmp(phase, "render")) {
        /* files written so far, on one line of a terminal, unless the build shows its documents of total */
        if (tty && !sp_cli_progress_documents_shown())
            fprintf(stderr, "\rsitepub: building: %zu files written\033[K", done);
    } else if (!strcmp(phase, "pack")) {
        fprintf(stderr, "sitepub: %zu objects written into a pack%s\n", done, tty ? "\033[K" : "");
    } else if (!strcmp(phase, "push")) {
        /* on a terminal every call overwrites the line; elsewhere only the last */
        /* libgit2 reports the end more than once: print it once */
        static size_t last_done = (size_t)-1, last_total = (size_t)-1;
        if (done == last_done && total == last_total)
            return;
        last_done = done;
        last_total = total;
        if (tty)
            fprintf(stderr, "\rsitepub: pushing: %zu/%zu objects\033[K%s", done, total, done == total ? "\n" : "");
        else if (done == total)
            fprintf(stderr, "sitepub: pushed %zu objects\n", total);
    }
    fflush(stderr);
}

int sp_cli_take_list(const char *cmd, int argc, char **argv, int *i, const char *name, const char *what,
                     const char **list, size_t *n)
{
    const char *v = NULL;
    int t = sp_cli_take_arg(argc, argv, i, name, &v);
    if (t <= 0)
        return t;
    if (*n == SP_PUBLISH_MAX_KEEP) {
        fprintf(stderr, "sitepub %s: at most %d %s %s\n", cmd, SP_PUBLISH_MAX_KEEP, name, what);
        return -1;
    }
    list[(*n)++] = v;
    return 1;
}

int sp_cli_take_jobs(const char *cmd, int argc, char **argv, int *i, int *jobs)
{
    const char *a = argv[*i], *v = NULL;
    if (!strcmp(a, "-j") || !strcmp(a, "--jobs")) {
        if (*i + 1 >= argc) {
            fprintf(stderr, "sitepub %s: %s needs a number of threads\n", cmd, a);
            return -1;
        }
        v = argv[++*i];
    } else if (!strncmp(a, "--jobs=", 7)) {
        v = a + 7;
    } else if (!strncmp(a, "-j", 2) && a[2] >= '0' && a[2] <= '9') {
        v = a + 2;
    } else {
        return 0;
    }
    return sp_cli_parse_jobs(cmd, v, jobs) == 0 ? 1 : -1;
}

int sp_cli_parse_jobs(const char *cmd, const char *value, int *jobs)
{
    char *end = NULL;
    errno = 0;
    long n = strtol(value, &end, 10);
    if (end == value || *end || errno || n < 0 || n > 1024) {
        fprintf(stderr, "sitepub %s: -j/--jobs needs a number of threads from 0 to 1024, not '%s'\n", cmd, value);
        return -1;
    }
    *jobs = (int)n;
    return 0;
}

int sp_cli_take_site_opt(const char *cmd, int argc, char **argv, int *i, sp_cli_build_opts *bo,
                         sp_cli_publish_opts *po)
{
    const char *a = argv[*i], *v = NULL;
    int t;
    if (!strcmp(a, "-D") || !strcmp(a, "--drafts")) {
        bo->drafts = true;
    } else if (!strcmp(a, "--future")) {
        bo->future = true;
    } else if (!strcmp(a, "-U") || !strcmp(a, "--unpublished")) {
        bo->unpublished = true;
    } else if (!strcmp(a, "--nojekyll")) {
        po->nojekyll_set = po->nojekyll = true;
    } else if (!strcmp(a, "--no-nojekyll")) {
        po->nojekyll_set = true;
        po->nojekyll = false;
    } else if ((t = sp_cli_take_arg(argc, argv, i, "--baseurl", &v)) != 0 ||
               (t = sp_cli_take_arg(argc, argv, i, "-b", &v)) != 0) {
        if (t < 0)
            return -1;
        bo->baseurl = v;
    } else if ((t = sp_cli_take_arg(argc, argv, i, "--cname", &v)) != 0) {
        if (t < 0)
            return -1;
        po->cname = v;
    } else if ((t = sp_cli_take_arg(argc, argv, i, "--target-dir", &v)) != 0) {
        if (t < 0)
            return -1;
        po->target_dir = v;
    } else if ((t = sp_cli_take_arg(argc, argv, i, "--from-dir", &v)) != 0) {
        if (t < 0)
            return -1;
        po->from_dir = v;
    } else if ((t = sp_cli_take_arg(argc, argv, i, "--config", &v)) != 0) {
        if (t < 0)
            return -1;
        /* comma-separated, as sitepub build and jekyll build --config; split in place (argv is writable and
         * outlives the command) */
        size_t n = 0;
        char *p = (char *)v;
        while (*p) {
            char *c = strchr(p, ',');
            if (c)
                *c = '\0';
            if (*p) {
                if (n == 16) {
                    fprintf(stderr, "sitepub %s: at most 16 --config files\n", cmd);
                    return -1;
                }
                bo->configs[n++] = p;
            }
            if (!c)
                break;
            p = c + 1;
        }
        bo->configs[n] = NULL;
        bo->have_configs = true;
    } else {
        return 0;
    }
    return 1;
}
