/* markdown.c: the module's entry point, Jekyll::Converters::Markdown's choice of processor: by default Markdown is
 * parsed by sitepub's kramdown parser (src/markdown/kramdown/: kramdown 2.4 with kramdown-parser-gfm 1.1, as
 * Jekyll 4.3 configures it) and written by its HTML converter; `markdown: CommonMark` / `CommonMarkGhPages` go to
 * cmark-gfm (commonmark.c). */
#include "markdown/kramdown/kd.h"
#include "markdown/md_internal.h"
#include "sitepub/markdown.h"

int sp_markdown_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err)
{
    if (opts && opts->processor == SP_MD_INVALID) /* Jekyll::Converters::Markdown#setup */
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                            "Invalid Markdown processor given: %s (\"%s\" is not a valid Markdown processor: set "
                            "markdown: to kramdown, or to CommonMark with jekyll-commonmark among the plugins)",
                            opts->processor_name, opts->processor_name);
    if (opts && (opts->processor == SP_MD_COMMONMARK || opts->processor == SP_MD_COMMONMARK_GHPAGES))
        return md_commonmark_render(src ? src : "", src ? len : 0, opts, out, err);
    return kd_render(src ? src : "", src ? len : 0, opts, out, err);
}
