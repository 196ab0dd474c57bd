/* sitepub clean: remove what a build made, as `jekyll clean` (Jekyll::Commands::Clean), only inside the site. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/site_cli.h"
#include "sitepub/buf.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

static const char CLEAN_USAGE[] =
    "usage: sitepub clean [-s SRC] [-d DEST] [--config A.yml,B.yml] [-q]\n"
    "\n"
    "Remove what `sitepub build` made, as `jekyll clean`: the destination (default ./_site, or the config's\n"
    "destination), SRC/.jekyll-metadata and sitepub's disk cache (SRC/.jekyll-cache/sitepub, or the config's\n"
    "cache_dir). Nothing is built. A destination outside the site (not inside SRC, and not ./_site), or one that\n"
    "holds the source, is not removed.\n"
    "\n"
    "  -s, --source SRC        the site's source folder\n"
    "  -d, --destination DEST  the build's destination\n"
    "      --config FILES      comma-separated config files in SRC, merged left to right (default _config.yml)\n"
    "  -q, --quiet             say nothing\n";

/* Jekyll's Clean.remove: "Cleaner: Removing PATH..." or "Cleaner: Nothing to do for PATH." */
static void say(bool quiet, bool removing, const char *path)
{
    if (quiet)
        return;
    if (removing)
        printf("           Cleaner: Removing %s...\n", path);
    else
        printf("           Cleaner: Nothing to do for %s.\n", path);
}

static bool under(const char *root, const char *path)
{
    size_t n = strlen(root);
    return strncmp(root, path, n) == 0 && (path[n] == '/' || (n == 1 && root[0] == '/'));
}

int sp_cmd_clean(int argc, char **argv)
{
    const char *src_dir = ".", *dest_dir = NULL, *configs = NULL;
    bool quiet = false;
    static const struct option longopts[] = {{"source", required_argument, NULL, 's'},
                                             {"destination", required_argument, NULL, 'd'},
                                             {"config", required_argument, NULL, 'c'},
                                             {"quiet", no_argument, NULL, 'q'},
                                             {"help", no_argument, NULL, 'h'},
                                             {NULL, 0, NULL, 0}};
    char prog[] = "sitepub clean";
    if (argc > 0)
        argv[0] = prog;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, "s:d:c:qh", longopts, NULL)) != -1) {
        switch (c) {
        case 's': src_dir = optarg; break;
        case 'd': dest_dir = optarg; break;
        case 'c': configs = optarg; break;
        case 'q': quiet = true; break;
        case 'h': fputs(CLEAN_USAGE, stdout); return 0;
        default: fprintf(stderr, "\n%s", CLEAN_USAGE); return SP_ERR_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "sitepub clean: unexpected argument '%s'\n%s", argv[optind], CLEAN_USAGE);
        return SP_ERR_USAGE;
    }
    sp_error err;
    sp_error_clear(&err);
    sp_cli_site site = {.src_dir = src_dir,
                        .dest_dir = dest_dir,
                        .arg = {"", "; nothing removed"},
                        .config_words = {"", "; nothing removed"}};
    if (sp_cli_site_begin(&site, &err) != 0)
        return sp_cli_report("clean", &err);
    bool dest_given = site.dest_given;
    const char *src_real = site.src_real;
    sp_arena *arena = sp_arena_new(0);
    sp_site_options opts;
    sp_site_options_init(&opts);
    opts.source_dir = site.src_real;
    int rc = 0;
    /* as the build: a destination that holds the source is never removed */
    if (sp_cli_site_configs(&site, configs, SP_CLI_CONFIG_IN_SOURCE, arena, &opts, &err) != 0 ||
        sp_cli_site_open(&site, &opts, arena, &err) != 0) {
        rc = sp_cli_report("clean", &err);
        goto out;
    }
    dest_dir = site.dest_dir;
    sp_value config = site.config;
    char dest_abs[PATH_MAX], dest_real[PATH_MAX], site_default[PATH_MAX];
    if (!sp_cli_expand_path(dest_dir, false, dest_abs) || !sp_cli_expand_path(dest_dir, true, dest_real) ||
        !sp_cli_expand_path("_site", true, site_default)) {
        sp_error_set(&err, SP_ERR_USAGE, NULL, 0, 0, "the destination path %s is too long", dest_dir);
        rc = sp_cli_report("clean", &err);
        goto out;
    }
    /* only inside the site: a folder in SRC, or the build's default ./_site */
    if (!under(src_real, dest_real) && strcmp(dest_real, site_default) != 0) {
        sp_error_set(&err, dest_given ? SP_ERR_USAGE : SP_ERR_INPUT, dest_given ? NULL : "_config.yml", 0, 0,
                     "%s is outside the site %s; sitepub clean removes only what is inside it (remove it yourself "
                     "if it is the site's output)",
                     dest_dir, src_dir);
        rc = sp_cli_report("clean", &err);
        goto out;
    }
    struct stat st;
    bool is_dir = lstat(dest_abs, &st) == 0 && S_ISDIR(st.st_mode);
    say(quiet, is_dir, dest_abs);
    if (is_dir)
        sp_remove_tree(dest_abs);
    char meta[PATH_MAX + 32];
    snprintf(meta, sizeof meta, "%s/.jekyll-metadata", src_real);
    bool is_file = lstat(meta, &st) == 0 && S_ISREG(st.st_mode);
    say(quiet, is_file, meta);
    if (is_file)
        unlink(meta);
    /* sitepub's own cache folder in cache_dir (Jekyll's .jekyll-cache holds Jekyll's caches too: those stay);
     * removed only when it holds the cache's config file, so it is ours */
    sp_value cdv = sp_hash_at(config, "cache_dir");
    const char *cdir = cdv.type == SP_STRING && cdv.u.s.len ? cdv.u.s.ptr : ".jekyll-cache";
    sp_buf cache = SP_BUF_INIT;
    if (cdir[0] == '/')
        sp_buf_printf(&cache, "%s/sitepub", cdir);
    else
        sp_buf_printf(&cache, "%s/%s/sitepub", src_real, cdir);
    sp_buf mark = SP_BUF_INIT;
    sp_buf_printf(&mark, "%s/config", cache.data);
    bool ours = lstat(cache.data, &st) == 0 && S_ISDIR(st.st_mode) && lstat(mark.data, &st) == 0 && S_ISREG(st.st_mode);
    say(quiet, ours, cache.data);
    if (ours)
        sp_remove_tree(cache.data);
    sp_buf_free(&mark);
    sp_buf_free(&cache);
out:
    sp_source_close(site.src);
    sp_arena_free(arena);
    return rc;
}
