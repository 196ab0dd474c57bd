/* libFuzzer target: Liquid (issue 20). The input is a template parsed with Jekyll's tags and filters and
 * rendered twice (render_errors on, as Template#render, and off, as Jekyll's render!) against a small site and
 * page, with small iteration and output limits so that a loop cannot stall the fuzzer. Includes resolve to a
 * fixed partial and to the template itself (recursion is bounded by max_depth). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "sitepub/arena.h"
#include "sitepub/buf.h"
#include "sitepub/liquid.h"
#include "sitepub/value.h"

static sp_arena *g_arena;
static sp_value g_globals;
static const uint8_t *g_self;
static size_t g_self_len;

static const char GLOBALS[] = "site:\n  title: Fuzz\n  url: https://example.org\n  baseurl: /b\n"
                              "  posts:\n    - {title: One, date: 2020-01-02, tags: [a, b], url: /one}\n"
                              "    - {title: Two, date: 2021-03-04 05:06:07 +0100, tags: [b], url: /two}\n"
                              "  data: {nav: [{name: x, link: /x}], n: 3, f: 1.5}\n"
                              "page:\n  title: \"Quotes ' \\\" & <b>\"\n  list: [3, 1, 2, nil, true]\n"
                              "  h: {a: 1, b: [1, 2]}\n  date: 2020-02-29\n";

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    g_arena = sp_arena_new(0);
    sp_error err;
    if (sp_yaml_load(g_arena, GLOBALS, strlen(GLOBALS), "globals", 0, &g_globals, &err) < 0)
        g_globals = sp_nil();
    return 0;
}

/* "self.html" is the template itself; anything else a fixed partial that reads include.* and loops. */
static int resolve(void *ud, sp_liquid_partial_kind kind, const char *name, size_t name_len, const char **src,
                   size_t *len, const char **cache_key, sp_error *err)
{
    (void)ud, (void)kind, (void)err;
    static const char part[] = "<i>{{ include.x | default: page.title | escape }}</i>"
                               "{% for p in site.posts %}{{ p.title | append: include.y }}{% endfor %}";
    if (name_len == 9 && !memcmp(name, "self.html", 9)) {
        *src = (const char *)g_self;
        *len = g_self_len;
        *cache_key = NULL;
        return 0;
    }
    *src = part;
    *len = sizeof part - 1;
    *cache_key = NULL;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    g_self = data;
    g_self_len = size;
    sp_liquid_parse_options po = {.flags = SP_LIQUID_JEKYLL, .error_mode = SP_LIQUID_LAX};
    sp_liquid_render_options ro;
    memset(&ro, 0, sizeof ro);
    ro.globals = g_globals;
    ro.flags = SP_LIQUID_JEKYLL;
    ro.limits.max_iterations = 20000;
    ro.limits.max_output = 1 << 20;
    ro.resolve = resolve;
    static const sp_time now = {0};
    ro.now = &now;
    for (int mode = 0; mode < 2; mode++) {
        ro.render_errors = mode == 0;
        sp_buf out = SP_BUF_INIT;
        sp_error err;
        sp_liquid_render_string("fuzz.html", (const char *)data, size, &po, &ro, &out, &err);
        sp_buf_free(&out);
    }
    po.error_mode = SP_LIQUID_STRICT;
    sp_liquid_template *t = NULL;
    sp_error err;
    if (sp_liquid_parse("strict.html", (const char *)data, size, &po, &t, &err) == 0)
        sp_liquid_template_free(t);
    return 0;
}
