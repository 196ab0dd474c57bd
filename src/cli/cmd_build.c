/* sitepub build: build a Jekyll site from a directory, as `jekyll build` (issue 3). */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/list_languages.h"
#include "cli/publish_cli.h"
#include "cli/site_cli.h"
#include "sitepub/buf.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

static const char BUILD_USAGE[] =
    "usage: sitepub build [-s SRC] [-d DEST] [--config A.yml,B.yml] [--drafts] [--future] [--unpublished]\n"
    "                     [--baseurl URL] [-j N] [--strict] [--safe] [--profile] [--trace]\n"
    "                     [--strict_front_matter] [--limit_posts N] [--layouts DIR] [--full | -I] [-w]\n"
    "                     [-q|-V]\n"
    "       sitepub build --list-languages\n"
    "\n"
    "Build the Jekyll site in SRC (default .) into DEST (default ./_site, or the config's destination), as\n"
    "Jekyll 4.3 would. The build is incremental: only the pages whose recorded inputs changed since the last\n"
    "build are rendered, the others are copied from DEST (README \"Incremental builds\").\n"
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
    "      --strict            every warning is an error (exit 3), as `strict: true` in _config.yml: a\n"
    "                          missing layout, a destination shared by several files, a Sort warning,\n"
    "                          post_url's Deprecation, an unknown plugin, a Ruby plugin in _plugins,\n"
    "                          front matter that is not valid YAML\n"
    "      --safe              safe mode, as Jekyll's: no disk cache (so every build is a full one), Ruby\n"
    "                          plugins in _plugins ignored without a warning (they never run in sitepub),\n"
    "                          links leaving the source refused\n"
    "      --profile           print Jekyll's Build Process Summary and Site Render Stats tables\n"
    "      --trace             a Liquid error also names each include it came through and, in a layout,\n"
    "                          the document being rendered\n"
    "      --strict_front_matter  front matter that is not valid YAML stops the build (exit 3); without it\n"
    "                          the file is built without its front matter data, with a warning, as Jekyll\n"
    "      --limit_posts N     read only the N newest posts\n"
    "      --layouts DIR       the layouts folder, in SRC (default _layouts)\n"
    "      --full              render every page, reusing none (the record is still written for the next one)\n"
    "  -I, --incremental       accepted, as Jekyll's: incremental builds are the default\n"
    "  -w, --watch             accepted: sitepub build builds once and does not watch\n"
    "  -q, --quiet             only errors\n"
    "  -V, --verbose           say why each skipped file or post was skipped, how many pages were rendered\n"
    "                          and, for each one, its first changed input\n"
    "      --list-languages    list the languages code blocks can be highlighted in (Rouge 3.30's), and exit\n"
    "\n"
    "Markdown is kramdown's (Jekyll's default, the `kramdown:` options), or with `markdown: CommonMark` and the\n"
    "plugin jekyll-commonmark (or `CommonMarkGhPages` and jekyll-commonmark-ghpages) cmark-gfm's, written as\n"
    "those plugins write it: `commonmark: {options: [SMART, UNSAFE, HARDBREAKS, NOBREAKS, FOOTNOTES,\n"
    "GITHUB_PRE_LANG, SOURCEPOS, STRIKETHROUGH_DOUBLE_TILDE, ...], extensions: [table, strikethrough,\n"
    "autolink, tagfilter, tasklist]}`. Any other `markdown:` fails at the first conversion, as in Jekyll.\n";

static void log_to_stderr(void *ud, int level, const char *msg)
{
    (void)ud;
    (void)level;
    fprintf(stderr, "%s\n", msg);
}

int sp_cmd_build(int argc, char **argv)
{
    const char *src_dir = ".", *dest_dir = NULL, *configs = NULL, *baseurl = NULL;
    bool drafts = false, future = false, unpublished = false, src_given = false;
    int verbosity = 0, jobs = 0;
    bool no_cache = false, strict = false, safe = false, trace = false, profile = false, strict_fm = false, full = false,
         watch = false, have_limit = false;
    long limit_posts = 0;
    const char *layouts = NULL;
    static const struct option longopts[] = {
        {"disable-disk-cache", no_argument, NULL, 'C'}, {"strict", no_argument, NULL, 'S'},
        {"source", required_argument, NULL, 's'},     {"destination", required_argument, NULL, 'd'},
        {"config", required_argument, NULL, 'c'},     {"drafts", no_argument, NULL, 'D'},
        {"future", no_argument, NULL, 'F'},           {"unpublished", no_argument, NULL, 'U'},
        {"baseurl", required_argument, NULL, 'b'},    {"jobs", required_argument, NULL, 'j'},
        {"quiet", no_argument, NULL, 'q'},            {"verbose", no_argument, NULL, 'V'},
        {"safe", no_argument, NULL, 1000},            {"profile", no_argument, NULL, 1001},
        {"trace", no_argument, NULL, 't'},            {"strict_front_matter", no_argument, NULL, 1002},
        {"limit_posts", required_argument, NULL, 1003}, {"layouts", required_argument, NULL, 1004},
        {"incremental", no_argument, NULL, 'I'},      {"watch", no_argument, NULL, 'w'},
        {"no-watch", no_argument, NULL, 1005},        {"full", no_argument, NULL, 1007},
        {"list-languages", no_argument, NULL, 1006},
        {"help", no_argument, NULL, 'h'},             {NULL, 0, NULL, 0}};
    /* getopt's own messages ("unrecognized option", "option requires an argument") name argv[0]: make it
     * the command the user typed */
    char prog[] = "sitepub build";
    if (argc > 0)
        argv[0] = prog;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, "s:d:c:DFUb:j:qVhtIw", longopts, NULL)) != -1) {
        switch (c) {
        case 's': src_dir = optarg; src_given = true; break;
        case 'd': dest_dir = optarg; break;
        case 'c': configs = optarg; break;
        case 'D': drafts = true; break;
        case 'C': no_cache = true; break;
        case 'S': strict = true; break;
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
        case 1000: safe = true; break;
        case 1001: profile = true; break;
        case 't': trace = true; break;
        case 1002: strict_fm = true; break;
        case 1003: {
            char *end;
            errno = 0;
            long n = strtol(optarg, &end, 10);
            if (errno || end == optarg || *end || n < INT_MIN || n > INT_MAX) {
                /* Ruby's OptionParser (Integer): "invalid argument: --limit_posts x" */
                fprintf(stderr, "sitepub build: invalid argument: --limit_posts %s (a number of posts)\n%s", optarg,
                        BUILD_USAGE);
                return SP_ERR_USAGE;
            }
            limit_posts = n;
            have_limit = true;
            break;
        }
        case 1004: layouts = optarg; break;
        case 'I': full = false; break; /* Jekyll's --incremental: the default */
        case 1007: full = true; break;
        case 'w': watch = true; break;
        case 1005: watch = false; break;
        case 1006: return sp_cli_list_languages(stdout);
        default: fprintf(stderr, "\n%s", BUILD_USAGE); return SP_ERR_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "sitepub build: unexpected argument '%s'\n%s", argv[optind], BUILD_USAGE);
        return SP_ERR_USAGE;
    }
    sp_error err;
    sp_error_clear(&err);
    sp_cli_site site = {
        .src_dir = src_dir,
        .src_given = src_given,
        .follow_source_key = true,
        .dest_dir = dest_dir,
        .arg = {"-d ", ": building would delete the source; choose a destination outside it, such as the default "
                       "_site"},
        .config_words = {"destination ", ": building would delete the source; set destination: to a folder outside "
                                         "it, such as _site"},
    };
    /* refused before anything is read or written: from the command line a usage error (exit 2) */
    if (sp_cli_site_begin(&site, &err) != 0 || sp_cli_site_refuse_dest_arg(&site, &err) != 0)
        return sp_cli_report("build", &err);
    sp_arena *arena = sp_arena_new(0);
    sp_site_options opts;
    sp_site_options_init(&opts);
    opts.drafts = drafts;
    opts.future = future;
    opts.unpublished = unpublished;
    opts.baseurl = baseurl;
    opts.jobs = jobs;
    opts.source_dir = site.src_real;
    opts.disable_disk_cache = no_cache;
    opts.strict = strict;
    opts.verbosity = verbosity;
    opts.log = log_to_stderr;
    opts.config_overrides = sp_hash_new(arena, 4);
    opts.profile = profile;
    opts.trace = trace;
    opts.incremental = true; /* with a disk cache (not --safe, not --disable-disk-cache) */
    opts.incremental_full = full;
    if (watch)
        fputs("sitepub build: --watch: sitepub build does not watch for changes; it builds once (run it again, or "
              "from an editor's save hook)\n",
              stderr);
    int rc = 0;
    sp_sink *sink = NULL;
    if (sp_cli_site_configs(&site, configs, SP_CLI_CONFIG_PATHS, arena, &opts, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    /* Jekyll's command-line options are configuration keys over _config.yml's (and --config's) */
    if (safe)
        sp_hash_setc(opts.config_overrides, "safe", sp_bool(true));
    if (strict_fm)
        sp_hash_setc(opts.config_overrides, "strict_front_matter", sp_bool(true));
    if (have_limit)
        sp_hash_setc(opts.config_overrides, "limit_posts", sp_int(limit_posts));
    if (layouts)
        sp_hash_setc(opts.config_overrides, "layouts_dir", sp_cstr(arena, layouts));
    if (profile)
        sp_hash_setc(opts.config_overrides, "profile", sp_bool(true));
    /* the source (or the folder its source: names), its configuration and the destination, refused when it
     * holds the source */
    if (sp_cli_site_open(&site, &opts, arena, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    /* a destination inside the source is not read as site input (Jekyll's reader skips site.dest) */
    sp_cli_site_exclude_dest(&site, arena, &opts);
    opts.dest_dir = site.dest_dir; /* its files are no input of the incremental build */
    sp_value kf = sp_hash_at(site.config, "keep_files");
    const char **keep = sp_arena_calloc(arena, sp_array_len(kf) + 1, sizeof *keep);
    size_t nk = 0;
    for (size_t i = 0; i < sp_array_len(kf); i++) {
        sp_value v = sp_array_get(kf, (int64_t)i);
        if (v.type == SP_STRING)
            keep[nk++] = v.u.s.ptr;
    }
    if (sp_sink_open_dir(site.dest_dir, keep, &sink, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    sp_site_stats stats;
    if (sp_site_build(site.src, sink, &opts, &stats, &err) != 0 || sp_sink_commit(sink, &err) != 0) {
        free(stats.profile);
        rc = sp_cli_report("build", &err);
        goto out;
    }
    if (stats.profile) { /* --profile: Jekyll prints its tables on stdout, even with --quiet */
        fputs(stats.profile, stdout);
        free(stats.profile);
    }
    sp_buf reused = SP_BUF_INIT; /* an incremental build's outputs copied from the last one */
    if (stats.reused)
        sp_buf_printf(&reused, ", %zu outputs unchanged since the last build", stats.reused);
    if (verbosity >= 0)
        printf("sitepub build: %zu documents rendered, %zu static files copied, %zu skipped%s, in %.2f s\n",
               stats.documents, stats.static_files, stats.skipped, reused.data ? reused.data : "", stats.seconds);
    sp_buf_free(&reused);
out:
    sp_sink_close(sink);
    sp_source_close(site.src);
    sp_arena_free(arena);
    return rc;
}
