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
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

static const char BUILD_USAGE[] =
    "usage: sitepub build [-s SRC] [-d DEST] [--config A.yml,B.yml] [--drafts] [--future] [--unpublished]\n"
    "                     [--baseurl URL] [-j N] [--strict] [--safe] [--profile] [--trace]\n"
    "                     [--strict_front_matter] [--limit_posts N] [--layouts DIR] [-I] [-w] [-q|-V]\n"
    "       sitepub build --list-languages\n"
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
    "      --strict            every warning is an error (exit 3), as `strict: true` in _config.yml: a\n"
    "                          missing layout, a destination shared by several files, a Sort warning,\n"
    "                          post_url's Deprecation, an unknown plugin, a Ruby plugin in _plugins\n"
    "      --safe              safe mode, as Jekyll's: no disk cache, Ruby plugins in _plugins ignored\n"
    "                          without a warning (they never run in sitepub), links leaving the source refused\n"
    "      --profile           print Jekyll's Build Process Summary and Site Render Stats tables\n"
    "      --trace             a Liquid error also names each include it came through and, in a layout,\n"
    "                          the document being rendered\n"
    "      --strict_front_matter  fail on bad front matter (sitepub always does)\n"
    "      --limit_posts N     read only the N newest posts\n"
    "      --layouts DIR       the layouts folder, in SRC (default _layouts)\n"
    "  -I, --incremental       accepted: every build is a full one (the disk cache keeps conversions)\n"
    "  -w, --watch             accepted: sitepub build builds once and does not watch\n"
    "  -q, --quiet             only errors\n"
    "  -V, --verbose           say why each skipped file or post was skipped\n"
    "      --list-languages    list the languages code blocks can be highlighted in (Rouge 3.30's), and exit\n";

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


/* path as an absolute path, as Ruby's File.expand_path makes it (against the current folder, "." and ".."
 * removed by their names, not by following links), into out (PATH_MAX bytes). With real, the longest prefix
 * that exists is then resolved through realpath, so a link to the source counts as the source. Returns false
 * when the result does not fit. */
bool sp_cli_expand_path(const char *path, bool real, char *out)
{
    char buf[2 * PATH_MAX];
    if (path[0] == '/') {
        snprintf(buf, sizeof buf, "%s", path);
    } else {
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd))
            return false;
        snprintf(buf, sizeof buf, "%s/%s", cwd, path);
    }
    /* lexical normalisation: components joined by single slashes, "." dropped, ".." removes one */
    char norm[2 * PATH_MAX];
    size_t n = 0;
    for (const char *p = buf; *p;) {
        while (*p == '/')
            p++;
        const char *e = p;
        while (*e && *e != '/')
            e++;
        size_t len = (size_t)(e - p);
        if (len == 0 || (len == 1 && p[0] == '.')) {
        } else if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (n > 0 && norm[n - 1] != '/')
                n--;
            if (n > 0)
                n--;
        } else {
            if (n + 1 + len + 1 > sizeof norm)
                return false;
            norm[n++] = '/';
            memcpy(norm + n, p, len);
            n += len;
        }
        p = e;
    }
    if (n == 0)
        norm[n++] = '/';
    norm[n] = 0;
    if (real) {
        /* resolve the longest existing prefix, keep the rest as it is */
        size_t cut = n;
        for (;;) {
            char saved = norm[cut];
            norm[cut] = 0;
            char r[PATH_MAX];
            bool okp = realpath(cut ? norm : "/", r) != NULL;
            norm[cut] = saved;
            if (okp) {
                size_t rl = strcmp(r, "/") == 0 && norm[cut] ? 0 : strlen(r), tl = strlen(norm + cut);
                if (rl + tl + 1 > PATH_MAX)
                    return false;
                memcpy(out, r, rl);
                memcpy(out + rl, norm + cut, tl + 1);
                return true;
            }
            while (cut > 0 && norm[cut - 1] != '/')
                cut--;
            if (cut > 0)
                cut--;
            if (cut == 0) {
                if (n + 1 > PATH_MAX)
                    return false;
                memcpy(out, norm, n + 1);
                return true;
            }
        }
    }
    if (n + 1 > PATH_MAX)
        return false;
    memcpy(out, norm, n + 1);
    return true;
}

/* Jekyll's Site#ensure_not_in_dest: the destination may not be the source or one of the folders above it
 * (a build replaces the destination as a whole, which would delete the source). Checked on the names as
 * Jekyll does (File.expand_path) and on the real paths (a link to the source, or to a folder above it). */
bool sp_cli_dest_holds_source(const char *src, const char *dest)
{
    for (int real = 0; real < 2; real++) {
        char s[PATH_MAX], d[PATH_MAX];
        if (!sp_cli_expand_path(src, real, s) || !sp_cli_expand_path(dest, real, d))
            return true; /* a path too long to compare is not trusted */
        size_t dl = strlen(d);
        if (strcmp(d, "/") == 0 || (strncmp(s, d, dl) == 0 && (s[dl] == '/' || s[dl] == 0)))
            return true;
    }
    return false;
}

#define DEST_HOLDS_SOURCE "Destination directory cannot be or contain the Source directory."

int sp_cmd_build(int argc, char **argv)
{
    const char *src_dir = ".", *dest_dir = NULL, *configs = NULL, *baseurl = NULL;
    bool drafts = false, future = false, unpublished = false, src_given = false;
    int verbosity = 0, jobs = 0;
    bool no_cache = false, strict = false, safe = false, trace = false, profile = false, strict_fm = false, incremental = false,
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
        {"no-watch", no_argument, NULL, 1005},
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
        case 'I': incremental = true; break;
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
    char src_real[PATH_MAX];
    if (!realpath(src_dir, src_real)) {
        sp_error_set(&err, SP_ERR_IO, NULL, 0, 0, "%s is not a readable directory: %s", src_dir, strerror(errno));
        return sp_cli_report("build", &err);
    }
    bool dest_given = dest_dir != NULL;
    /* refused before anything is read or written: from the command line a usage error (exit 2) */
    if (dest_given && sp_cli_dest_holds_source(src_dir, dest_dir)) {
        sp_error_set(&err, SP_ERR_USAGE, NULL, 0, 0,
                     DEST_HOLDS_SOURCE " (-d %s holds the source %s: building would delete the source; choose a "
                     "destination outside it, such as the default _site)", dest_dir, src_dir);
        return sp_cli_report("build", &err);
    }
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
    opts.strict = strict;
    opts.verbosity = verbosity;
    opts.log = log_to_stderr;
    opts.config_overrides = sp_hash_new(arena, 4);
    opts.profile = profile;
    opts.trace = trace;
    if (incremental && verbosity >= 0)
        fputs("sitepub build: --incremental: sitepub builds the whole site each time (as fast as Jekyll's incremental "
              "builds; converted Markdown and Sass come from the disk cache), so this build is a full one\n",
              stderr);
    if (watch)
        fputs("sitepub build: --watch: sitepub build does not watch for changes; it builds once (run it again, or "
              "from an editor's save hook)\n",
              stderr);
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
    if (sp_source_open_dir(src_real, &src, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    sp_value config;
    if (sp_site_config(src, &opts, arena, &config, &err) != 0) {
        rc = sp_cli_report("build", &err);
        goto out;
    }
    /* `source: DIR` in ./_config.yml (no -s): build DIR with the configuration already read */
    const char *moved = src_given ? NULL : sp_site_config_source(config);
    if (moved) {
        char *where =
            moved[0] == '/' ? sp_arena_strdup(arena, moved) : sp_arena_printf(arena, "%s/%s", src_real, moved);
        if (!realpath(where, src_real)) {
            sp_error_set(&err, SP_ERR_INPUT, "_config.yml", 0, 0,
                         "the source folder '%s' that the configuration names (source:) is not a readable directory: "
                         "%s",
                         moved, strerror(errno));
            rc = sp_cli_report("build", &err);
            goto out;
        }
        sp_source_close(src);
        src = NULL;
        if (sp_source_open_dir(src_real, &src, &err) != 0) {
            rc = sp_cli_report("build", &err);
            goto out;
        }
        static const char *const none[] = {"", NULL};
        opts.config_files = (const char **)none;
        opts.config_overrides = config;
        opts.source_dir = src_real;
    }
    if (!dest_given) {
        sp_value cd = sp_hash_at(config, "destination");
        if (cd.type == SP_STRING && cd.u.s.len && strcmp(cd.u.s.ptr, "./_site") != 0)
            dest_dir = cd.u.s.ptr;
    }
    /* the config's destination (or source) may hold the source too: bad site input (exit 3) */
    {
        sp_value cs = sp_hash_at(config, "source");
        const char *eff_src = src_dir;
        bool src_from_config = false;
        if (!src_given && cs.type == SP_STRING && cs.u.s.len && strcmp(cs.u.s.ptr, ".") != 0) {
            eff_src = cs.u.s.ptr;
            src_from_config = true;
        }
        if ((!dest_given || src_from_config) && sp_cli_dest_holds_source(eff_src, dest_dir)) {
            sp_error_set(&err, SP_ERR_INPUT, "_config.yml", 0, 0,
                         DEST_HOLDS_SOURCE " (destination %s holds the source %s: building would delete the "
                         "source; set destination: to a folder outside it, such as _site)", dest_dir, eff_src);
            rc = sp_cli_report("build", &err);
            goto out;
        }
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
        free(stats.profile);
        rc = sp_cli_report("build", &err);
        goto out;
    }
    if (stats.profile) { /* --profile: Jekyll prints its tables on stdout, even with --quiet */
        fputs(stats.profile, stdout);
        free(stats.profile);
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
