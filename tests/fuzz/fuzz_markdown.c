/* libFuzzer target: Markdown through the public sp_markdown_render (issue 20): the kramdown parser with Jekyll's
 * defaults and with the kramdown options a site may set, and (issue 14) the CommonMark converters
 * (`markdown: CommonMark` / `CommonMarkGhPages`) with the commonmark options and extensions the first bytes pick;
 * the kramdown parser's streamed conversion (issue 20, defect 11) must write what its whole-document one writes. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sitepub/buf.h"
#include "sitepub/markdown.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sp_markdown_options o;
    sp_markdown_options_init(&o);
    sp_buf out = SP_BUF_INIT;
    sp_error err;
    int rc = sp_markdown_render((const char *)data, size, &o, &out, &err);
    /* SITEPUB_MD_CHUNK=1: streamed whatever the size, a flush tried after every top-level block */
    sp_buf streamed = SP_BUF_INIT;
    setenv("SITEPUB_MD_CHUNK", "1", 1);
    int src = sp_markdown_render((const char *)data, size, &o, &streamed, &err);
    unsetenv("SITEPUB_MD_CHUNK");
    if (src != rc || (rc == 0 && (streamed.len != out.len || memcmp(streamed.data, out.data, out.len)))) {
        abort();
    }
    sp_buf_free(&streamed);
    sp_buf_free(&out);
    /* the first byte flips a few options: hard_wrap, parse_block_html, auto_ids */
    if (size) {
        o.hard_wrap = data[0] & 1;
        o.parse_block_html = (data[0] >> 1) & 1;
        o.auto_ids = !((data[0] >> 2) & 1);
        sp_markdown_render((const char *)data + 1, size - 1, &o, &out, &err);
        sp_buf_free(&out);
    }
    /* CommonMark: byte 0 picks the processor and the extensions, byte 1 the options */
    if (size >= 2) {
        sp_markdown_options c;
        sp_markdown_options_init(&c);
        c.processor = (data[0] & 0x80) ? SP_MD_COMMONMARK_GHPAGES : SP_MD_COMMONMARK;
        for (unsigned x = SP_MD_CM_EXT_TABLE; x <= SP_MD_CM_EXT_TASKLIST; x++)
            if (data[0] & (1u << (x - 1)))
                c.cm_ext[c.cm_next++] = (unsigned char)x;
        static const unsigned opts[8] = {SP_MD_CM_UNSAFE, SP_MD_CM_SMART, SP_MD_CM_FOOTNOTES, SP_MD_CM_HARDBREAKS,
                                         SP_MD_CM_NOBREAKS, SP_MD_CM_SOURCEPOS, SP_MD_CM_GITHUB_PRE_LANG,
                                         SP_MD_CM_STRIKETHROUGH_DOUBLE_TILDE};
        for (int b = 0; b < 8; b++)
            if (data[1] & (1u << b)) {
                c.cm_parse |= opts[b] & ~(SP_MD_CM_HARDBREAKS | SP_MD_CM_NOBREAKS | SP_MD_CM_GITHUB_PRE_LANG);
                c.cm_render |= opts[b];
            }
        sp_markdown_render((const char *)data + 2, size - 2, &c, &out, &err);
        sp_buf_free(&out);
    }
    return 0;
}
