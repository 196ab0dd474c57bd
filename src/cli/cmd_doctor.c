/* sitepub doctor: Jekyll's `jekyll doctor` checks on a site folder (Jekyll::Commands::Doctor). */
#include <getopt.h>
#include <stdio.h>

#include "cli/site_cli.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/site.h"
#include "sitepub/source.h"

static const char DOCTOR_USAGE[] =
    "usage: sitepub doctor [-s SRC] [--config A.yml,B.yml]\n"
    "\n"
    "Check the Jekyll site in SRC (default .) as `jekyll doctor` does, without building it: relative permalinks,\n"
    "destinations shared by several files, URLs that differ only by case, the config's url (set, valid,\n"
    "absolute), a _posts folder outside a custom collections_dir. Exit 0 and \"Your test results are in.\n"
    "Everything looks fine.\" when there is nothing to say, else 1 after Jekyll's warnings.\n"
    "\n"
    "  -s, --source SRC        the site's source folder\n"
    "      --config FILES      comma-separated config files in SRC, merged left to right (default _config.yml)\n";

static void log_to_stderr(void *ud, int level, const char *msg)
{
    (void)ud;
    (void)level;
    fprintf(stderr, "%s\n", msg);
}

int sp_cmd_doctor(int argc, char **argv)
{
    const char *src_dir = ".", *configs = NULL;
    static const struct option longopts[] = {{"source", required_argument, NULL, 's'},
                                             {"config", required_argument, NULL, 'c'},
                                             {"help", no_argument, NULL, 'h'},
                                             {NULL, 0, NULL, 0}};
    char prog[] = "sitepub doctor";
    if (argc > 0)
        argv[0] = prog;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, "s:c:h", longopts, NULL)) != -1) {
        switch (c) {
        case 's': src_dir = optarg; break;
        case 'c': configs = optarg; break;
        case 'h': fputs(DOCTOR_USAGE, stdout); return 0;
        default: fprintf(stderr, "\n%s", DOCTOR_USAGE); return SP_ERR_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "sitepub doctor: unexpected argument '%s'\n%s", argv[optind], DOCTOR_USAGE);
        return SP_ERR_USAGE;
    }
    sp_error err;
    sp_error_clear(&err);
    sp_cli_site site = {.src_dir = src_dir};
    if (sp_cli_site_begin(&site, &err) != 0)
        return sp_cli_report("doctor", &err);
    sp_arena *arena = sp_arena_new(0);
    sp_site_options opts;
    sp_site_options_init(&opts);
    opts.source_dir = site.src_real;
    opts.log = log_to_stderr;
    size_t problems = 0;
    int rc = 0;
    if (sp_cli_site_configs(&site, configs, SP_CLI_CONFIG_IN_SOURCE, arena, &opts, &err) != 0 ||
        sp_source_open_dir(site.src_real, &site.src, &err) != 0 ||
        sp_site_doctor(site.src, &opts, &problems, &err) != 0)
        rc = sp_cli_report("doctor", &err);
    else if (problems == 0)
        printf("  Your test results are in. Everything looks fine.\n");
    else
        rc = SP_EXIT_DIFFERENCES; /* Jekyll aborts: exit 1 */
    sp_source_close(site.src);
    sp_arena_free(arena);
    return rc;
}
