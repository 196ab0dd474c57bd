/* sitepub/cli.h: the subcommands. Each takes the arguments after its name (argv[0] is the subcommand name) and
 * returns the process exit code (README "Exit codes"). Each lives in src/cli/cmd_<name>.c. */
#ifndef SITEPUB_CLI_H
#define SITEPUB_CLI_H

#include "sitepub/error.h"

int sp_cmd_build(int argc, char **argv);
/* `sitepub clean`: removes the destination, SRC/.jekyll-metadata and sitepub's disk cache folder, as `jekyll
 * clean` (Jekyll's "Cleaner:" lines on stdout); a destination outside the site or holding the source is refused
 * (exit 2 from -d, 3 from _config.yml). */
int sp_cmd_clean(int argc, char **argv);
/* `sitepub doctor`: Jekyll's `jekyll doctor` checks (sp_site_doctor), its warnings on stderr; exit 0 when all is
 * well ("Your test results are in. Everything looks fine."), 1 after warnings, as Jekyll's abort. */
int sp_cmd_doctor(int argc, char **argv);
int sp_cmd_publish(int argc, char **argv);
int sp_cmd_diff(int argc, char **argv);
int sp_cmd_notify(int argc, char **argv);
int sp_cmd_serve(int argc, char **argv);
int sp_cmd_new(int argc, char **argv);

/* Print err as "sitepub: file:line:column: error: message" on stderr and return its exit code. */
int sp_cli_report(const char *cmd, const sp_error *err);

/* The short name of an error code as the `--json` result's error.code gives it: "usage", "input", "io", "git",
 * "push", "notify", "internal" (README "Exit codes"). */
const char *sp_cli_error_name(sp_error_code code);

#endif
