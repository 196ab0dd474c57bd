/* The site build's progress on stderr (sp_site_options.progress): "sitepub: documents rendered N/TOTAL", for
 * `sitepub publish` (publish_cli.c passes it to the build when progress is on). */
#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>

#include "cli/publish_cli.h"

static bool documents_shown; /* the render's line replaces the files-written count (sp_cli_progress) */

bool sp_cli_progress_documents_shown(void) { return documents_shown; }

void sp_cli_site_progress(void *ud, size_t done, size_t total, size_t reused)
{
    (void)ud;
    static size_t last_printed = (size_t)-1;
    bool tty = isatty(STDERR_FILENO);
    char reused_text[64] = "";
    if (reused)
        snprintf(reused_text, sizeof reused_text, " (%zu reused)", reused);
    documents_shown = true;
    if (tty) {
        /* one line, overwritten; the end stays on it until the next line of output */
        fprintf(stderr, "\rsitepub: documents rendered %zu/%zu%s\033[K%s", done, total, reused_text,
                done == total ? "\n" : "");
    } else {
        /* a log: the start, every tenth, the end */
        if (done != 0 && done != total && last_printed != (size_t)-1 && last_printed <= done &&
            (done - last_printed) * 10 < total)
            return;
        fprintf(stderr, "sitepub: documents rendered %zu/%zu%s\n", done, total, reused_text);
    }
    last_printed = done == total ? (size_t)-1 : done;
    fflush(stderr);
}
