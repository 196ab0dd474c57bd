/* libFuzzer target: front matter and YAML (issue 20). The input is a page: split as Jekyll splits front matter
 * (sp_site_split_front_matter), the YAML loaded as Jekyll loads it (sp_yaml_load: Psych.safe_load with Date and
 * Time, aliases on), then the whole input loaded as a YAML file (_config.yml, _data) and, loaded, printed back
 * through inspect and JSON. Any input must return (an error is fine); ASan and UBSan catch the rest. */
#include <stddef.h>
#include <stdint.h>

#include "site/site_internal.h"
#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/value.h"

static void load_and_print(sp_arena *a, const char *p, size_t n, const char *name, int line_offset)
{
    sp_value v;
    sp_error err;
    if (sp_yaml_load(a, p, n, name, line_offset, &v, &err) == 0) {
        sp_buf b = SP_BUF_INIT;
        sp_value_inspect(&b, v);
        sp_json_write(&b, v);
        sp_value_to_s(&b, sp_value_copy(a, v));
        (void)sp_value_equal(v, v);
        sp_buf_free(&b);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sp_arena *a = sp_arena_new(0);
    const char *text = (const char *)data, *fm, *body;
    size_t fm_len, body_len;
    int fm_line, body_line;
    if (sp_site_split_front_matter(text, size, &fm, &fm_len, &body, &body_len, &fm_line, &body_line))
        load_and_print(a, fm, fm_len, "page.md", fm_line - 1);
    load_and_print(a, text, size, "_config.yml", 0);
    sp_arena_free(a);
    return 0;
}
