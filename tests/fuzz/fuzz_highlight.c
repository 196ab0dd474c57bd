/* libFuzzer target: the highlighter (issue 20). The input's first line names the language as a page would (a
 * Rouge tag or alias, "guess", or anything), the rest is the code; it is highlighted as a fenced block, as a
 * `{% highlight %}` tag (with linenos when the name ends in '#') and as plain lexing with the language picked
 * from the input's first byte among all lexers, so every lexer is reached even from unnamed inputs. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sitepub/buf.h"
#include "sitepub/highlight.h"

static const char *const *g_langs;
static size_t g_nlangs;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    g_langs = sp_highlight_languages();
    while (g_langs && g_langs[g_nlangs])
        g_nlangs++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *p = (const char *)data;
    const char *nl = memchr(p, '\n', size);
    size_t ll = nl ? (size_t)(nl - p) : (size < 32 ? size : 32);
    if (ll > 64)
        ll = 64;
    char lang[80];
    memcpy(lang, p, ll);
    lang[ll] = '\0';
    for (size_t i = 0; i < ll; i++)
        if (!lang[i])
            lang[i] = 'x';
    const char *code = nl ? nl + 1 : p + ll;
    size_t clen = size - (size_t)(code - p);
    sp_buf out = SP_BUF_INIT;
    sp_highlight(lang, code, clen, &out);
    sp_buf_free(&out);
    sp_highlight_codeblock(lang, code, clen, 0, &out);
    sp_buf_free(&out);
    char markup[100];
    snprintf(markup, sizeof markup, "%s%s", lang, ll && lang[ll - 1] == '#' ? " linenos" : "");
    sp_error err;
    sp_highlight_tag(markup, code, clen, &out, &err);
    sp_buf_free(&out);
    if (g_nlangs && size) {
        sp_highlight(g_langs[data[0] % g_nlangs], code, clen, &out);
        sp_buf_free(&out);
    }
    return 0;
}
