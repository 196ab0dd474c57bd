/* libFuzzer target: Markdown through the public sp_markdown_render (issue 20), so it covers whichever parser is
 * behind it (today cmark-gfm with sitepub's kramdown compatibility layer; the kramdown parser of issue 14 once it
 * lands), with Jekyll's defaults and with the kramdown input and options a site may set. */
#include <stddef.h>
#include <stdint.h>

#include "sitepub/buf.h"
#include "sitepub/markdown.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sp_markdown_options o;
    sp_markdown_options_init(&o);
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    sp_markdown_render((const char *)data, size, &o, &out, &err);
    sp_buf_free(&out);
    /* the first byte flips a few options: hard_wrap, parse_block_html, auto_ids */
    if (size) {
        o.hard_wrap = data[0] & 1;
        o.parse_block_html = (data[0] >> 1) & 1;
        o.auto_ids = !((data[0] >> 2) & 1);
        sp_markdown_render((const char *)data + 1, size - 1, &o, &out, &err);
        sp_buf_free(&out);
    }
    return 0;
}
