/* sitepub build: build a Jekyll site from a directory, as `jekyll build` (issue 3). */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/publish_cli.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

static const char BUILD_USAGE[] =
    "usage: sitepub build [-s SRC] [-d DEST] [--config A.yml,B.yml] [--drafts] [--future] [--unpublished]\n"
    "                     [--baseurl URL] [-j N] [-q|-V]\n"
    "\n"
    "Build the Jekyll site in SRC (default .) into DEST (default ./_site, or the config's destination), as\n"
    "Jekyll 4.3 would.\n"
    "\n"
    "  -s, --source SRC        the site's source folder\n"
    "  -d, --destination DEST  where the site goes; replaced as a whole when the build succeeds\n"
    "      --config FILES      comma-separated config files, merged left to right (default _config.yml)\n"
    "  -D, --drafts            render the posts in _drafts\n"
    "      --future            publish posts with a future date\n"
    "  -U, --unpublished       render posts marked published: false\n"
    "  -b, --baseurl URL       serve the site from URL (overrides the config's baseurl)\n"
    "  -j, --jobs N            render on N threads (default: the number of cores)\n"
    "      --disable-disk-cache  do not use or write the cache of converted Markdown and Sass (kept, as\n"
    "                          Jekyll's, in SRC/.jekyll-cache/sitepub, or the config's cache_dir)\n"
    "  -q, --quiet             only errors\n"
    "  -V, --verbose           say why each skipped file or post was skipped\n";

static void log_to_stderr(void *ud, int level, const char *msg)
{
    (void)ud;
    (void)level;
    fprintf(stderr, "%s\n", msg);
}

static bool inside(const char *root, const char *path, const char **rel)
{
    size_t n = strlen(root);
    if (strncmp(root, path, n) != 0)
        return false;
    if (path[n] == '/') {
        *rel = path + n + 1;
        return true;
    }
    return false;
}

int sp_cmd_build(int argc, char **argv)
{
    const char *src_dir = ".", *dest_dir = NULL, *configs = NULL, *baseurl = NULL;
    bool drafts = false, future = false, unpublished = false;
    int verbosity = 0, jobs = 0;
    bool no_cache = false;
    static const struct option longopts[] = {
        {"disable-disk-cache", no_argument, NULL, 'C'},
        {"source", required_argument, NULL, 's'},     {"destination", required_argument, NULL, 'd'},
        {"config", required_argument, NULL, 'c'},     {"drafts", no_argument, NULL, 'D'},
        {"future", no_argument, NULL, 'F'},           {"unpublished", no_argument, NULL, 'U'},
        {"baseurl", required_argument, NULL, 'b'},    {"jobs", required_argument, NULL, 'j'},
        {"quiet", no_argument, NULL, 'q'},            {"verbose", no_argument, NULL, 'V'},
        {"help", no_argument, NULL, 'h'},             {NULL, 0, NULL, 0}};
    /* getopt's own messages ("unrecognized option", "option requires an argument") name argv[0]: make it
     * the command the user typed */
    char prog[] = "sitepub build";
    if (argc > 0)
        argv[0] = prog;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, "s:d:c:DFUb:j:qVh", longopts, NULL)) != -1) {
        switch (c) {
        case 's': src_dir = optarg; break;
        case 'd': dest_dir = optarg; break;
        case 'c': configs = optarg; break;
        case 'D': drafts = true; break;
        case 'C': no_cache = true; break;
        case 'F': future = true; break;
        case 'U': unpublished = true; break;
        case 'b': baseurl = optarg; break;
        case 'j': /* a whole number of threads, 0 for the number of cores; anything else is a usage error */
            if (sp_cli_parse_jobs("build", optarg, &jobs) != 0) {
                fputs(BUILD_USAGE, stderr);
                return SP_ERR_USAGE;
            }
            break;
        case 'q': verbosity = -1; break;
        case 'V': verbosity = 1; break;
        case 'h': fputs(BUILD_USAGE, stdout); return 0;
        default: fprintf(stderr, "\n%s", BUILD_USAGE); return SP_ERR_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "sitepub build: unexpected argument '%s'\n%s", argv[optind], BUILD_USAGE);
        return SP_ERR_USAGE;
    }
    sp_error err;
    sp_error_clear(&err);
    char src_real[PATH_MAX];
    if (!realpath(src_dir, src_real)) {
        sp_error_set(&err, SP_ERR_IO, NULL, 0, 0, "%s is not a readable directory: %s", src_dir, strerror(errno));
        return sp_cli_report("build", &err);
    }
    bool dest_given = dest_dir != NULL;
    if (!dest_dir)
        dest_dir = "_site"; /* Jekyll's default: ./_site in the current folder; the config's destination wins */
    sp_arena *arena = sp_arena_new(0);
    sp_site_options opts;
    sp_site_options_init(&opts);
    opts.drafts = drafts;
    opts.future = future;
    opts.unpublished = unpublished;
    opts.baseurl = baseurl;
    opts.jobs = jobs;
    opts.source_dir = src_real;
    opts.disable_disk_cache = no_cache;
    opts.verbosity = verbosity;
    opts.log = log_to_stderr;
    opts.config_overrides = sp_hash_new(arena, 4);
    const char **cfg_files = NULL;
    int rc = 0;
    sp_source *src = NULL;
    sp_sink *sink = NULL;
    if (configs) {
        size_t n = 1;
        for (const char *p = configs; *p; p++)
            n += *p == ',';
        cfg_files = sp_arena_calloc(arena, n + 1, sizeof *cfg_files);
        size_t k = 0;
        char *list = sp_arena_strdup(arena, configs);
        /* merged left to right: files inside SRC are read through the source until the first file outside it;
         * from there on every file is read here and merged over the source's in the order given */
        bool outside_seen = false;
        for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
            char real[PATH_MAX];
            const char *rel;
            if (!outside_seen && realpath(tok, real) && inside(src_real, real, &rel)) {
                cfg_files[k++] = sp_arena_strdup(arena, rel);
                continue;
            }
            outside_seen = true;
            sp_buf b = SP_BUF_INIT;
            if (sp_buf_read_file(&b, tok) != 0) {
                sp_error_set(&err, SP_ERR_INPUT, tok, 0, 0, "the configuration file '%s' could not be found", tok);
                sp_buf_free(&b);
                rc = sp_cli_report("build", &err);
                goto out;
            }
            sp_value v;
            if (sp_yaml_load(arena, b.data ? b.data : "", b.len, tok, 0, &v, &err) != 0) {
                sp_buf_free(&b);
                rc = sp_cli_report("build", &err);
                goto out;
            }
            sp_buf_free(&b);
            if (sp_is_hash(v))
                sp_hash_deep_merge(opts.config_overrides, v);
        }
        cfg_files[k] = NULL;
        if (k == 0) {
            static const char *const none[] = {"", NULL};
            cfg_files = (const char **)none;
        }
        opts.config_files = cfg_files;
    }
    if (sp_source_open_dir(src_real, &src, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    sp_value config;
    if (sp_site_config(src, &opts, arena, &config, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    if (!dest_given) {
        sp_value cd = sp_hash_at(config, "destination");
        if (cd.type == SP_STRING && cd.u.s.len && strcmp(cd.u.s.ptr, "./_site") != 0)
            dest_dir = cd.u.s.ptr;
    }
    /* a destination inside the source is not read as site input (Jekyll's reader skips site.dest) */
    {
        char dest_abs[2 * PATH_MAX + 2];
        const char *rel;
        char *dd = strdup(dest_dir);
        char *slash = strrchr(dd, '/');
        const char *base = slash ? slash + 1 : dd;
        char parent[PATH_MAX];
        if (slash)
            *slash = 0;
        if (realpath(slash ? (*dd ? dd : "/") : ".", parent)) {
            snprintf(dest_abs, sizeof dest_abs, "%s/%s", parent, base);
            if (inside(src_real, dest_abs, &rel)) {
                sp_value exc = sp_value_copy(arena, sp_hash_at(config, "exclude"));
                if (!sp_is_array(exc))
                    exc = sp_array_new(arena, 1);
                sp_array_push(exc, sp_cstr(arena, sp_arena_printf(arena, "%s/", rel)));
                sp_hash_setc(opts.config_overrides, "exclude", exc);
            }
        }
        free(dd);
    }
    sp_value kf = sp_hash_at(config, "keep_files");
    const char **keep = sp_arena_calloc(arena, sp_array_len(kf) + 1, sizeof *keep);
    size_t nk = 0;
    for (size_t i = 0; i < sp_array_len(kf); i++) {
        sp_value v = sp_array_get(kf, (int64_t)i);
        if (v.type == SP_STRING)
            keep[nk++] = v.u.s.ptr;
    }
    if (sp_sink_open_dir(dest_dir, keep, &sink, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    sp_site_stats stats;
    if (sp_site_build(src, sink, &opts, &stats, &err) != 0 || sp_sink_commit(sink, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    if (verbosity >= 0)
        printf("sitepub build: %zu documents rendered, %zu static files copied, %zu skipped, in %.2f s\n",
               stats.documents, stats.static_files, stats.skipped, stats.seconds);
out:
    sp_sink_close(sink);
    sp_source_close(src);
    sp_arena_free(arena);
    return rc;
}
