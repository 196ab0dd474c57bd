/* sitepub serve: preview a site with live reload, from a folder or from a git revision (issue 18). */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/publish_cli.h"
#include "cli/site_cli.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"
#include "sitepub/serve.h"
#include "sitepub/value.h"

extern char **environ;

static const char SERVE_USAGE[] =
    "usage: sitepub serve [-s SRC] [-d DEST] [-H HOST] [-P PORT] [-l|--livereload] [--livereload-port N]\n"
    "                     [-D|--drafts] [--future] [--unpublished] [-b BASEURL] [-o|--open-url]\n"
    "                     [--skip-initial-build] [--no-watch] [--full] [--config FILES] [-j N] [-q|-V]\n"
    "       sitepub serve --rev REV [--repo PATH] [options]\n"
    "\n"
    "Build the site into memory and serve it at http://127.0.0.1:4000/ (under its baseurl), as `jekyll serve`\n"
    "4.3; every change to the source (or _config.yml) rebuilds it and, with --livereload, reloads the browser.\n"
    "Rebuilds are incremental: the pages whose recorded inputs a change touched are rendered again, the rest are\n"
    "served as they were (the record is kept in the disk cache; the site served is the one a full build makes).\n"
    "An unchanged post that a listing page shows whole is not rendered again: its texts are kept from the last\n"
    "rebuild. Save to reload (scripts/serve-latency.sh) depends on the machine's load: see README, \"sitepub serve\".\n"
    "\n"
    "  -s, --source SRC        the site's source folder (default .)\n"
    "  -d, --destination DEST  also write the site to DEST after each good build (default: memory only)\n"
    "  -H, --host HOST         the address to listen on (default 127.0.0.1; any other prints a warning)\n"
    "  -P, --port PORT         the port (default 4000; 0: any free port, printed in the address line)\n"
    "  -l, --livereload        reload the browser after each rebuild (Server-Sent Events on --livereload-port;\n"
    "                          a change to .css files only reloads the stylesheets; a build error keeps the\n"
    "                          last good site and shows the error over the page until it is fixed)\n"
    "      --livereload-port N the port of the event stream (default 35729; needs --livereload)\n"
    "      --livereload-ignore GLOB1[,GLOB2...]  changes to these source files rebuild without a reload\n"
    "      --livereload-min-delay S, --livereload-max-delay S  accepted for Jekyll's sake (LiveReload.js's\n"
    "                          reconnection delays); the event stream reconnects after 0.5 s\n"
    "  -D, --drafts            render the posts in _drafts\n"
    "      --future            publish posts with a future date\n"
    "  -U, --unpublished       render posts marked published: false\n"
    "  -b, --baseurl URL       serve the site from URL (overrides the config's baseurl; / redirects there)\n"
    "  -o, --open-url          open the site in a browser (xdg-open)\n"
    "      --skip-initial-build  serve DEST as it is until the first change\n"
    "  -w, --watch             rebuild on changes (the default); --no-watch builds once\n"
    "  -I, --incremental       rebuild incrementally (the default for serve; Jekyll's flag)\n"
    "      --full              render the whole site on every rebuild\n"
    "      --config FILES      comma-separated config files, merged left to right (default _config.yml)\n"
    "  -j, --jobs N            render on N threads (default: the number of cores)\n"
    "      --disable-disk-cache  do not use or write the cache of converted Markdown and Sass (nor the\n"
    "                          incremental record kept there: every rebuild then renders everything)\n"
    "  -q, --quiet             only warnings and errors\n"
    "  -V, --verbose           say why each skipped file or post was skipped, and which pages each rebuild\n"
    "                          rendered and why\n"
    "      --rev REV           serve the site of git revision REV (e.g. origin/pr-123), read from the object\n"
    "                          database without a checkout; a branch is followed: when it moves, the site\n"
    "                          is rebuilt and the browser reloads\n"
    "      --repo PATH         the repository for --rev (default .)\n"
    "\n"
    "Ctrl-C stops the server. A port in use exits with 4.\n";

static int stop_pipe[2] = {-1, -1};

static void on_signal(int sig)
{
    (void)sig;
    int e = errno;
    if (write(stop_pipe[1], "x", 1) < 0) {
        /* the pipe is full: a stop is already pending */
    }
    errno = e;
}

static bool quiet;

static void log_line(void *ud, int level, const char *msg)
{
    (void)ud;
    if (quiet && level == 0)
        return;
    FILE *f = level > 0 ? stderr : stdout;
    fprintf(f, "%s\n", msg);
    fflush(f);
}

static bool open_url;

static void on_listening(void *ud, const char *url)
{
    (void)ud;
    if (!open_url)
        return;
    /* as Jekyll's launch_browser on Linux: xdg-open ADDRESS */
    pid_t pid;
    char *argv[] = {(char *)"xdg-open", (char *)url, NULL};
    if (posix_spawnp(&pid, "xdg-open", NULL, NULL, argv, environ) != 0)
        fprintf(stderr, "sitepub serve: could not open %s in a browser (xdg-open not found)\n", url);
}

static int parse_port(const char *s, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < 0 || v > 65535) {
        fprintf(stderr, "sitepub serve: '%s' is not a port number (0 to 65535)\n", s);
        return -1;
    }
    *out = (int)v;
    return 0;
}

int sp_cmd_serve(int argc, char **argv)
{
    const char *src_dir = ".", *configs = NULL, *lr_ignore = NULL;
    bool lr_port_given = false;
    sp_serve_config cfg;
    sp_serve_config_init(&cfg);
    enum { O_FUTURE = 256, O_LRPORT, O_SKIP, O_NOWATCH, O_REV, O_REPO, O_CONFIG, O_NOCACHE, O_LRIGNORE, O_LRDELAY, O_FULL };
    static const struct option longopts[] = {
        {"source", required_argument, NULL, 's'},       {"destination", required_argument, NULL, 'd'},
        {"host", required_argument, NULL, 'H'},         {"port", required_argument, NULL, 'P'},
        {"livereload", no_argument, NULL, 'l'},         {"livereload-port", required_argument, NULL, O_LRPORT},
        {"drafts", no_argument, NULL, 'D'},             {"future", no_argument, NULL, O_FUTURE},
        {"unpublished", no_argument, NULL, 'U'},        {"baseurl", required_argument, NULL, 'b'},
        {"open-url", no_argument, NULL, 'o'},           {"skip-initial-build", no_argument, NULL, O_SKIP},
        {"no-watch", no_argument, NULL, O_NOWATCH},     {"config", required_argument, NULL, O_CONFIG},
        {"jobs", required_argument, NULL, 'j'},         {"rev", required_argument, NULL, O_REV},
        {"repo", required_argument, NULL, O_REPO},      {"disable-disk-cache", no_argument, NULL, O_NOCACHE},
        {"watch", no_argument, NULL, 'w'},              {"incremental", no_argument, NULL, 'I'},
        {"livereload-ignore", required_argument, NULL, O_LRIGNORE},
        {"livereload-min-delay", required_argument, NULL, O_LRDELAY},
        {"livereload-max-delay", required_argument, NULL, O_LRDELAY},
        {"full", no_argument, NULL, O_FULL},
        {"quiet", no_argument, NULL, 'q'},              {"verbose", no_argument, NULL, 'V'},
        {"help", no_argument, NULL, 'h'},               {NULL, 0, NULL, 0}};
    char prog[] = "sitepub serve";
    if (argc > 0)
        argv[0] = prog;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, "s:d:H:P:lDUb:oj:wIqVh", longopts, NULL)) != -1) {
        switch (c) {
        case 's': src_dir = optarg; break;
        case 'd': cfg.dest_dir = optarg; break;
        case 'H': cfg.host = optarg; break;
        case 'P':
            if (parse_port(optarg, &cfg.port) != 0)
                return SP_ERR_USAGE;
            break;
        case 'l': cfg.livereload = true; break;
        case O_LRPORT:
            if (parse_port(optarg, &cfg.livereload_port) != 0)
                return SP_ERR_USAGE;
            lr_port_given = true;
            break;
        case O_LRIGNORE: lr_ignore = optarg; lr_port_given = true; break;
        case O_LRDELAY: lr_port_given = true; break;
        case 'D': cfg.site.drafts = true; break;
        case O_FUTURE: cfg.site.future = true; break;
        case 'U': cfg.site.unpublished = true; break;
        case 'b': cfg.site.baseurl = optarg; break;
        case 'o': open_url = true; break;
        case O_SKIP: cfg.skip_initial_build = true; break;
        case O_NOWATCH: cfg.watch = false; break;
        case 'w': cfg.watch = true; break;
        case 'I': cfg.full = false; break;
        case O_FULL: cfg.full = true; break;
        case 'q': quiet = true; cfg.site.verbosity = -1; break;
        case 'V': cfg.site.verbosity = 1; break;
        case O_CONFIG: configs = optarg; break;
        case O_NOCACHE: cfg.site.disable_disk_cache = true; break;
        case O_REV: cfg.rev = optarg; break;
        case O_REPO: cfg.repo = optarg; break;
        case 'j':
            if (sp_cli_parse_jobs("serve", optarg, &cfg.site.jobs) != 0) {
                fputs(SERVE_USAGE, stderr);
                return SP_ERR_USAGE;
            }
            break;
        case 'h': fputs(SERVE_USAGE, stdout); return 0;
        default: fprintf(stderr, "\n%s", SERVE_USAGE); return SP_ERR_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "sitepub serve: unexpected argument '%s'\n%s", argv[optind], SERVE_USAGE);
        return SP_ERR_USAGE;
    }
    if (lr_port_given && !cfg.livereload) {
        /* Jekyll's validate_options */
        fputs("sitepub serve: --livereload-min-delay, --livereload-max-delay, --livereload-ignore, and "
              "--livereload-port require the --livereload option.\n",
              stderr);
        return SP_ERR_USAGE;
    }
    if (cfg.rev && cfg.dest_dir) {
        fputs("sitepub serve: --rev serves from memory; -d is for a folder source\n", stderr);
        return SP_ERR_USAGE;
    }
    sp_error err;
    sp_error_clear(&err);
    /* with --rev, no folder: src_real stays "" (a --config file is then a path in the revision) */
    sp_cli_site site = {
        .src_dir = src_dir,
        .dest_dir = cfg.dest_dir,
        .arg = {"-d ", ": serving with -d writes the site there and would delete the source; choose a destination "
                       "outside it, such as _site"},
    };
    /* -d that is or holds the source is refused before anything is read or written (exit 2), as for build */
    if (!cfg.rev && (sp_cli_site_begin(&site, &err) != 0 || sp_cli_site_refuse_dest_arg(&site, &err) != 0))
        return sp_cli_report("serve", &err);
    cfg.source_dir = cfg.rev ? NULL : site.src_real;
    cfg.site.source_dir = cfg.source_dir;
    sp_arena *arena = sp_arena_new(0);
    cfg.site.config_overrides = sp_hash_new(arena, 4);
    int rc = 0;
    if (lr_ignore) {
        /* GLOB1[,GLOB2...], as Jekyll's Array option */
        size_t n = 2;
        for (const char *p = lr_ignore; *p; p++)
            n += *p == ',';
        const char **globs = sp_arena_calloc(arena, n, sizeof *globs);
        char *list = sp_arena_strdup(arena, lr_ignore), *save = NULL;
        size_t k = 0;
        for (char *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
            globs[k++] = tok;
        cfg.livereload_ignore = globs;
    }
    if (sp_cli_site_configs(&site, configs, SP_CLI_CONFIG_PATHS, arena, &cfg.site, &err) != 0) {
        rc = sp_cli_report("serve", &err);
        goto out;
    }
    if (pipe2(stop_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        sp_error_set(&err, SP_ERR_IO, NULL, 0, 0, "pipe: %s", strerror(errno));
        rc = sp_cli_report("serve", &err);
        goto out;
    }
    struct sigaction sa = {0}, old_int, old_term, old_pipe;
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, &old_pipe);
    cfg.stop_fd = stop_pipe[0];
    cfg.log = log_line;
    cfg.on_listening = on_listening;
    if (sp_serve_run(&cfg, &err) != 0)
        rc = sp_cli_report("serve", &err);
    else
        log_line(NULL, 0, "Server stopped.");
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    sigaction(SIGPIPE, &old_pipe, NULL);
    close(stop_pipe[0]);
    close(stop_pipe[1]);
    /* a spawned xdg-open is not waited for by anyone else */
    while (waitpid(-1, NULL, WNOHANG) > 0) {
    }
out:
    sp_arena_free(arena);
    return rc;
}
