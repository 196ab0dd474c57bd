/* markdown.c: the module's entry point, Jekyll::Converters::Markdown's choice of processor: by default Markdown is
 * parsed by sitepub's kramdown parser (src/markdown/kramdown/: kramdown 2.4 with kramdown-parser-gfm 1.1, as
 * Jekyll 4.3 configures it) and written by its HTML converter; `markdown: CommonMark` / `CommonMarkGhPages` go to
 * cmark-gfm (commonmark.c). */
#include <stdlib.h>

#include "markdown/kramdown/kd.h"
#include "markdown/md_internal.h"
#include "sitepub/markdown.h"

/* A page of at least this many bytes has its HTML written into room reserved for all of it (reserve_room). */
#define MD_BIG_PAGE ((size_t)1 << 20)

/* Room in out for the HTML of a large page: 8 times the page, at least 64 MiB. That is address space only (the
 * pages of a block nobody wrote to take no memory), and a block that size is a mapping of its own (glibc maps
 * every block above 32 MiB), which grows in place (mremap) should the HTML need more and is cut to its length
 * in place too (sp_site_keep_text). Grown by doubling from small in the heap instead, each copy it moved out of
 * stays in the process: a 5 MB table's 22 MB of HTML peaked at 48 MB of memory, 40 MB with the room reserved.
 * Room the system refuses is not an error: the buffer then grows as any does. */
static void reserve_room(sp_buf *out, size_t len)
{
    size_t want = len > ((size_t)8 << 20) ? len * 8 : (size_t)64 << 20;
    if (len < MD_BIG_PAGE || len > ((size_t)1 << 40) || out->cap - out->len > want)
        return;
    char *p = realloc(out->data, out->len + want + 1);
    if (!p)
        return;
    p[out->len] = '\0';
    out->data = p;
    out->cap = out->len + want + 1;
}

int sp_markdown_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err)
{
    if (sp_markdown_processor_check(opts, err) != 0) /* Jekyll::Converters::Markdown#setup */
        return -1;
    if (opts && (opts->processor == SP_MD_COMMONMARK || opts->processor == SP_MD_COMMONMARK_GHPAGES))
        return md_commonmark_render(src ? src : "", src ? len : 0, opts, out, err);
    reserve_room(out, len);
    return kd_render(src ? src : "", src ? len : 0, opts, out, err);
}
