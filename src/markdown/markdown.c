/* markdown.c: the module's entry point, Jekyll::Converters::Markdown's choice of processor: by default Markdown is
 * parsed by sitepub's kramdown parser (src/markdown/kramdown/: kramdown 2.4 with kramdown-parser-gfm 1.1, as
 * Jekyll 4.3 configures it) and written by its HTML converter; `markdown: CommonMark` / `CommonMarkGhPages` go to
 * cmark-gfm (commonmark.c). */
#include "markdown/kramdown/kd.h"
#include "markdown/md_internal.h"
#include "sitepub/markdown.h"

int sp_markdown_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err)
{
    if (sp_markdown_processor_check(opts, err) != 0) /* Jekyll::Converters::Markdown#setup */
        return -1;
    if (opts && (opts->processor == SP_MD_COMMONMARK || opts->processor == SP_MD_COMMONMARK_GHPAGES))
        return md_commonmark_render(src ? src : "", src ? len : 0, opts, out, err);
    return kd_render(src ? src : "", src ? len : 0, opts, out, err);
}
