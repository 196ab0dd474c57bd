/* sitepub's entry point: global options and subcommand dispatch. */
#include <stdio.h>
#include <string.h>

#include "sitepub/cli.h"
#include "sitepub/error.h"

static const char USAGE[] =
    "usage: sitepub [--version] [--help] <command> [<args>]\n"
    "\n"
    "Build a Jekyll site from git and publish it to a branch, in one binary.\n"
    "\n"
    "commands:\n"
    "  build     build a Jekyll site from a directory (as `jekyll build`)\n"
    "  clean     remove the built site and sitepub's cache (as `jekyll clean`)\n"
    "  doctor    check a site for Jekyll's known problems (as `jekyll doctor`)\n"
    "  publish   build a revision's site and commit it to the publish branch (asf-site); --push to push\n"
    "  diff      show what publishing would change in the generated site (git diff formats)\n"
    "  notify    compose and send the commit notice (git-multimail format) for a ref update\n"
    "  serve     preview the site with live reload, from a folder or a git revision (as `jekyll serve`)\n"
    "  new       create a new site (as `jekyll new`, with the minima theme)\n"
    "\n"
    "Run `sitepub <command> --help` for a command's options.\n"
    "\n"
    "exit codes:\n"
    "  0   success (also: the publish branch is already up to date)\n"
    "  1   differences found (`diff --exit-code`), problems found (`doctor`)\n"
    "  2   usage error (unknown command or option, missing value, a destination that holds the source)\n"
    "  3   bad site input (YAML, front matter, Liquid, missing include, unsafe path, a warning under --strict)\n"
    "  4   file system error (unreadable source, unwritable destination, a port in use, a non-empty new PATH)\n"
    "  5   git repository error (no repository, unknown revision, object, ref update)\n"
    "  6   push failed or was rejected (the local commit stays), or a stale build refused (--allow-older)\n"
    "  7   the commit notice could not be composed or sent (a publish before it stands)\n"
    "  70  internal error\n";

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs(USAGE, stderr);
        return SP_ERR_USAGE;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        fputs(USAGE, stdout);
        return 0;
    }
    if (!strcmp(cmd, "--version") || !strcmp(cmd, "-v") || !strcmp(cmd, "version")) {
        printf("sitepub %s\n", SITEPUB_VERSION);
        return 0;
    }
    if (!strcmp(cmd, "build"))
        return sp_cmd_build(argc - 1, argv + 1);
    if (!strcmp(cmd, "doctor"))
        return sp_cmd_doctor(argc - 1, argv + 1);
    if (!strcmp(cmd, "clean"))
        return sp_cmd_clean(argc - 1, argv + 1);
    if (!strcmp(cmd, "publish"))
        return sp_cmd_publish(argc - 1, argv + 1);
    if (!strcmp(cmd, "diff"))
        return sp_cmd_diff(argc - 1, argv + 1);
    if (!strcmp(cmd, "notify"))
        return sp_cmd_notify(argc - 1, argv + 1);
    if (!strcmp(cmd, "serve") || !strcmp(cmd, "server") || !strcmp(cmd, "s"))
        return sp_cmd_serve(argc - 1, argv + 1);
    if (!strcmp(cmd, "new"))
        return sp_cmd_new(argc - 1, argv + 1);
    fprintf(stderr, "sitepub: '%s' is not a sitepub command; see 'sitepub --help'\n", cmd);
    return SP_ERR_USAGE;
}
