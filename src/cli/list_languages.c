/* cli/list_languages.c: `sitepub build --list-languages`, the languages of Rouge 3.30 and which ones sitepub
 * highlights (sitepub/highlight.h sp_highlight_lexer_info). */
#include "cli/list_languages.h"

#include "sitepub/highlight.h"

static void list(FILE *out, const char *label, const char *const *a)
{
    if (!a || !*a)
        return;
    fprintf(out, "  %s: ", label);
    for (int i = 0; a[i]; i++)
        fprintf(out, "%s%s", i ? ", " : "", a[i]);
}

int sp_cli_list_languages(FILE *out)
{
    sp_lexer_info info;
    size_t n = 0, hl = 0;
    for (size_t i = 0; sp_highlight_lexer_info(i, &info); i++) {
        fprintf(out, "%s (%s)", info.tag, info.title);
        list(out, "aliases", info.aliases);
        list(out, "files", info.filenames);
        list(out, "mimetypes", info.mimetypes);
        if (!info.highlighted)
            fputs("  [plain text: not ported yet]", out);
        fputc('\n', out);
        n++;
        hl += (size_t)info.highlighted;
    }
    fprintf(out, "%zu of Rouge 3.30's %zu lexers highlighted as Rouge does%s\n", hl, n,
            hl < n ? "; the others come out as plain text" : "");
    return 0;
}
