/* The layered source (sp_source_open_layered, src/source/source_layer.c): a gem theme's folders under a site. */
#include "test_support.h"

#include <sys/stat.h>

#include "sitepub/source.h"

static char tmpdir[256];

static void put(const char *rel, const char *text)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", tmpdir, rel);
    char *s = strrchr(p, '/');
    *s = 0;
    char cmd[700];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", p);
    assert_int_equal(system(cmd), 0);
    *s = '/';
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sitepub-test-layer-XXXXXX");
    assert_non_null(mkdtemp(tmpdir));
    put("site/_layouts/page.html", "site page");
    put("site/index.md", "index");
    put("site/assets/over.txt", "site over");
    put("site/lay/own.html", "own");
    put("theme/_layouts/default.html", "theme default");
    put("theme/_layouts/page.html", "theme page");
    put("theme/assets/over.txt", "theme over");
    put("theme/assets/img/logo.svg", "svg");
    put("theme/_includes/head.html", "head");
    put("theme/README.md", "not a theme folder");
    put("theme/_config.yml", "x: 1");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd);
}

static void read_is(sp_source *s, const char *path, const char *want)
{
    sp_buf b = SP_BUF_INIT;
    sp_error err;
    assert_int_equal(sp_source_read(s, path, &b, &err), 0);
    assert_string_equal(sp_buf_cstr(&b), want);
    sp_buf_free(&b);
}

static void test_layered(void **state)
{
    (void)state;
    char sd[300], td[300];
    snprintf(sd, sizeof sd, "%s/site", tmpdir);
    snprintf(td, sizeof td, "%s/theme", tmpdir);
    sp_source *site, *theme, *l;
    sp_error err;
    assert_int_equal(sp_source_open_dir(sd, &site, &err), 0);
    assert_int_equal(sp_source_open_dir(td, &theme, &err), 0);
    /* the theme's _layouts land in the site's layouts_dir "lay" */
    sp_source_layer_map maps[] = {{"_layouts", "lay"}, {"_includes", "_includes"}, {"assets", "assets"}};
    assert_int_equal(sp_source_open_layered(site, theme, maps, 3, "layered", &l, &err), 0);
    const sp_source_entry *e;
    size_t n;
    assert_int_equal(sp_source_list(l, &e, &n, &err), 0);
    /* sorted union; the theme's README and _config.yml are not listed; the site's assets/over.txt wins */
    static const char *const want[] = {"_includes/head.html", "_layouts/page.html", "assets/img/logo.svg",
                                       "assets/over.txt", "index.md", "lay/default.html", "lay/own.html",
                                       "lay/page.html"};
    assert_int_equal(n, 8);
    for (size_t i = 0; i < n; i++)
        assert_string_equal(e[i].path, want[i]);
    read_is(l, "assets/over.txt", "site over");
    read_is(l, "lay/page.html", "theme page"); /* the site's page.html is in _layouts, not lay */
    read_is(l, "_layouts/page.html", "site page");
    read_is(l, "assets/img/logo.svg", "svg");
    read_is(l, "_includes/head.html", "head");
    assert_string_equal(sp_source_lower_path(l, "lay/default.html"), "_layouts/default.html");
    assert_null(sp_source_lower_path(l, "assets/over.txt"));
    assert_null(sp_source_lower_path(site, "index.md"));
    /* prefix reads and modification times go to the layer the file is in */
    sp_buf b = SP_BUF_INIT;
    assert_int_equal(sp_source_read_prefix(l, "lay/default.html", 5, &b, &err), 0);
    assert_true(b.len >= 5 && !memcmp(b.data, "theme", 5));
    sp_buf_free(&b);
    int64_t sec = 0;
    int32_t ns = 0;
    assert_int_equal(sp_source_mtime(l, "lay/default.html", &sec, &ns), 0);
    assert_true(sec > 0);
    /* a path in neither: the site source's own error */
    assert_int_equal(sp_source_read(l, "nope.txt", &b, &err), -1);
    assert_int_equal(err.code, SP_ERR_IO);
    sp_buf_free(&b);
    sp_source_close(l); /* closes the theme source */
    sp_source_close(site);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_layered, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
