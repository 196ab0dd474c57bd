/* bench_liquid: render one Liquid template many times (scripts/bench-liquid.sh).
 *
 *   bench_liquid TEMPLATE DATA.json ITERATIONS [OUTPUT]
 *
 * DATA.json is a hash used as the render's globals (e.g. {"site": {...}}); string values under the key "date" become
 * times (as Jekyll's reader makes post.date a Time), parsed once at load. The template is parsed once and
 * rendered ITERATIONS times, the first render untimed (warm-up). Prints "<microseconds per render> us" and, with
 * OUTPUT, writes the last render's output there. Renders in Jekyll mode (Jekyll's include, strict render errors). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sitepub/date.h"
#include "sitepub/liquid.h"
#include "sitepub/value.h"

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static void dates_to_times(sp_value v)
{
    if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v); i++)
            dates_to_times(sp_array_get(v, (int64_t)i));
    } else if (v.type == SP_HASH) {
        for (size_t i = 0; i < sp_hash_len(v); i++) {
            const char *k;
            size_t kl;
            sp_value x;
            sp_hash_entry(v, i, &k, &kl, &x);
            sp_time t;
            if (kl == 4 && memcmp(k, "date", 4) == 0 && x.type == SP_STRING &&
                sp_time_parse(x.u.s.ptr, x.u.s.len, sp_tz_utc(), NULL, &t))
                sp_hash_set(v, k, kl, sp_time_value(t.sec, t.nsec, t.utc_offset));
            else
                dates_to_times(x);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: bench_liquid TEMPLATE DATA.json ITERATIONS [OUTPUT]\n");
        return 2;
    }
    sp_buf tpl = SP_BUF_INIT, data = SP_BUF_INIT;
    if (sp_buf_read_file(&tpl, argv[1]) < 0 || sp_buf_read_file(&data, argv[2]) < 0) {
        perror("bench_liquid");
        return 1;
    }
    int iters = atoi(argv[3]);
    if (iters < 1)
        iters = 1;
    sp_arena *a = sp_arena_new(0);
    sp_error err;
    sp_value globals;
    char msg[2048];
    if (sp_json_load(a, data.data, data.len, argv[2], &globals, &err) < 0) {
        fprintf(stderr, "bench_liquid: %s\n", sp_error_format(&err, msg, sizeof msg));
        return 1;
    }
    dates_to_times(globals);
    sp_liquid_parse_options po = {.error_mode = SP_LIQUID_WARN, .flags = SP_LIQUID_JEKYLL};
    sp_liquid_template *t;
    if (sp_liquid_parse(argv[1], tpl.data, tpl.len, &po, &t, &err) < 0) {
        fprintf(stderr, "bench_liquid: %s\n", sp_error_format(&err, msg, sizeof msg));
        return 1;
    }
    sp_liquid_render_options ro = {.globals = globals, .flags = SP_LIQUID_JEKYLL, .strict_filters = true};
    sp_buf out = SP_BUF_INIT;
    if (sp_liquid_render(t, &ro, &out, &err) < 0) {
        fprintf(stderr, "bench_liquid: %s\n", sp_error_format(&err, msg, sizeof msg));
        return 1;
    }
    double t0 = now_us();
    for (int i = 0; i < iters; i++) {
        sp_buf_clear(&out);
        if (sp_liquid_render(t, &ro, &out, &err) < 0) {
            fprintf(stderr, "bench_liquid: %s\n", sp_error_format(&err, msg, sizeof msg));
            return 1;
        }
    }
    double per = (now_us() - t0) / iters;
    printf("%.1f us\n", per);
    if (argc > 4) {
        FILE *f = fopen(argv[4], "wb");
        if (f) {
            fwrite(out.data ? out.data : "", 1, out.len, f);
            fclose(f);
        }
    }
    sp_buf_free(&out);
    sp_buf_free(&tpl);
    sp_buf_free(&data);
    sp_liquid_template_free(t);
    sp_arena_free(a);
    return 0;
}
