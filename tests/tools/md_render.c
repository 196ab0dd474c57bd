/* md_render: render Markdown files with the markdown module, as Jekyll's kramdown converter would (front
 * matter stripped, Jekyll 4.3's default kramdown options; code highlighted by the highlight module).
 *   md_render [-n] [-f] IN.md       HTML to stdout (-n: no syntax highlighter, as kramdown's nil;
 *                                   -f: IN.md has no front matter, it is a converter input)
 *   md_render -o OUTDIR F...   OUTDIR/<basename>.html for each F
 * Used by tests/tools/md-corpus.sh to compare with kramdown. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/highlight.h"
#include "sitepub/markdown.h"

/* Jekyll's front matter: ---\n ... \n---\n at the very start */
static size_t front_matter_end(const char *s, size_t n)
{
    if (n < 3 || memcmp(s, "---", 3) != 0) {
        return 0;
    }
    size_t i = 3;
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) {
        i++;
    }
    if (i >= n || s[i] != '\n') {
        return 0;
    }
    i++;
    while (i < n) {
        const char *e = memchr(s + i, '\n', n - i);
        size_t l = e ? (size_t)(e - (s + i)) : n - i;
        if (l >= 3 && (memcmp(s + i, "---", 3) == 0 || memcmp(s + i, "...", 3) == 0)) {
            size_t k = 3;
            while (k < l && (s[i + k] == ' ' || s[i + k] == '\t' || s[i + k] == '\r')) {
                k++;
            }
            if (k == l) {
                /* Jekyll's YAML_FRONT_MATTER_REGEXP ends with `\s*$\n?`: the white space after the closing
                 * line, blank lines included, up to the last newline before the first text goes too */
                size_t p = i + 3, last = i + 3;
                while (p < n && (s[p] == ' ' || s[p] == '\t' || s[p] == '\r' || s[p] == '\n' || s[p] == '\f' ||
                                 s[p] == '\v')) {
                    if (s[p] == '\n') {
                        last = p + 1;
                    }
                    p++;
                }
                return p == n ? n : last;
            }
        }
        if (!e) {
            break;
        }
        i = (size_t)(e - s) + 1;
    }
    return 0;
}

static bool no_highlight;
static bool no_front_matter; /* -f: the file is a converter input already (no front matter to strip) */

/* The code hook as the site wires it: Rouge's lexer lookup (find_fancy) and its HTML formatter. */
static int rouge_hook(void *ctx, sp_md_code_kind kind, const char *lang, const char *code, size_t len, sp_buf *out,
                      sp_error *err)
{
    (void)ctx;
    (void)kind;
    (void)err;
    const sp_lexer *lx = sp_lexer_find_fancy(lang, strlen(lang));
    if (!lx) {
        return 1;
    }
    sp_highlight_lex(lx, code, len, out);
    return 0;
}

static int render_file(const char *path, FILE *out)
{
    sp_buf in = SP_BUF_INIT, html = SP_BUF_INIT;
    if (sp_buf_read_file(&in, path) != 0) {
        fprintf(stderr, "md_render: cannot read %s\n", path);
        return -1;
    }
    size_t fm = no_front_matter ? 0 : front_matter_end(in.data ? in.data : "", in.len);
    sp_error err;
    sp_error_clear(&err);
    sp_markdown_options o;
    sp_markdown_options_init(&o);
    if (no_highlight) {
        o.highlight = false;
        o.highlight_spans = false;
    } else {
        o.code_hook = rouge_hook;
    }
    int r = sp_markdown_render(in.data ? in.data + fm : "", in.len - fm, &o, &html, &err);
    if (r == 0) {
        fwrite(html.data, 1, html.len, out);
    } else {
        fprintf(stderr, "md_render: %s: %s\n", path, err.message);
    }
    sp_buf_free(&in);
    sp_buf_free(&html);
    return r;
}

int main(int argc, char **argv)
{
    while (argc >= 2 && (strcmp(argv[1], "-n") == 0 || strcmp(argv[1], "-f") == 0)) {
        if (strcmp(argv[1], "-n") == 0) {
            no_highlight = true; /* as kramdown with syntax_highlighter: nil */
        } else {
            no_front_matter = true;
        }
        argv++;
        argc--;
    }
    if (argc >= 3 && strcmp(argv[1], "-o") == 0) {
        int rc = 0;
        for (int i = 3; i < argc; i++) {
            const char *base = strrchr(argv[i], '/');
            base = base ? base + 1 : argv[i];
            char path[4096];
            snprintf(path, sizeof path, "%s/%s.html", argv[2], base);
            FILE *f = fopen(path, "wb");
            if (!f) {
                fprintf(stderr, "md_render: cannot write %s\n", path);
                return 1;
            }
            if (render_file(argv[i], f) != 0) {
                rc = 1;
            }
            fclose(f);
        }
        return rc;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: md_render FILE.md | md_render -o OUTDIR FILE.md...\n");
        return 2;
    }
    return render_file(argv[1], stdout) == 0 ? 0 : 1;
}
