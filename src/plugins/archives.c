/* jekyll-archives 2.2.1: archive pages of the posts by tag, category, year, month and day (`jekyll-archives:
 * enabled:` true, "all" or a list of tags, categories, year, month, day), each at its `permalinks:` template
 * (/tag/:name/, /category/:name/, /:year/, /:year/:month/, /:year/:month/:day/) with the `layout` (or `layouts:`
 * per type, default "archive") and the gem's page variables: posts (newest first), type, title (tags and
 * categories), date (dates), name, path, url, permalink. site.archives lists them and site.jekyll-archives is the
 * configuration with its defaults, as the gem sets them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "plugins/plugins_int.h"

typedef struct arch_ctx {
    sp_plugin_site *ps;
    sp_arena *a;
    sp_value cfg;   /* merged configuration */
    sp_value list;  /* site.archives */
} arch_ctx;

static bool enabled(arch_ctx *c, const char *what)
{
    sp_value e = sp_hash_at(c->cfg, "enabled");
    if ((e.type == SP_BOOL && e.u.b) || sp_value_equal(e, SP_STR_LIT("all")))
        return true;
    for (size_t i = 0; i < sp_array_len(e); i++)
        if (sp_value_equal(sp_array_get(e, (int64_t)i), sp_cstr(c->a, what)))
            return true;
    return false;
}

/* Archive.new(site, title, type, posts) appended to site.pages */
static int archive(arch_ctx *c, const char *type, sp_value title, const int *ymd, sp_value posts, sp_error *err)
{
    sp_value tmplv = sp_hash_at(sp_hash_at(c->cfg, "permalinks"), type);
    sp_buf tb = SP_BUF_INIT;
    sp_value_to_s(&tb, tmplv);
    const char *keys[4], *vals[4];
    int n = 0;
    char y[16], m[8], d[8];
    if (ymd) {
        snprintf(y, sizeof y, "%04d", ymd[0]);
        keys[n] = "year";
        vals[n++] = y;
        if (ymd[1]) {
            snprintf(m, sizeof m, "%02d", ymd[1]);
            keys[n] = "month";
            vals[n++] = m;
        }
        if (ymd[2]) {
            snprintf(d, sizeof d, "%02d", ymd[2]);
            keys[n] = "day";
            vals[n++] = d;
        }
    } else {
        sp_buf s = SP_BUF_INIT;
        sp_value_to_s(&s, title);
        keys[n] = "name";
        vals[n++] = sp_plugin_slugify(c->ps, s.data ? s.data : "", s.len);
        sp_buf_free(&s);
    }
    keys[n] = "type";
    vals[n++] = type;
    const char *url = sp_plugin_url_from_template(c->ps, sp_buf_cstr(&tb), keys, vals, n);
    sp_buf_free(&tb);
    /* relative_path: the unescaped url without its leading "/", index.html added to a folder */
    size_t ul = strlen(url);
    sp_buf rp = SP_BUF_INIT;
    for (size_t i = url[0] == '/'; i < ul; i++) {
        if (url[i] == '%' && i + 2 < ul) {
            char h[3] = {url[i + 1], url[i + 2], 0};
            sp_buf_putc(&rp, (char)strtol(h, NULL, 16));
            i += 2;
        } else
            sp_buf_putc(&rp, url[i]);
    }
    if (ul && url[ul - 1] == '/')
        sp_buf_puts(&rp, "index.html");
    const char *relpath = sp_arena_strndup(c->a, rp.data ? rp.data : "", rp.len);
    sp_buf_free(&rp);
    const char *base = strrchr(relpath, '/');
    base = base ? base + 1 : relpath;
    const char *dot = strrchr(base, '.');
    /* layout: layouts[type], else layout */
    sp_value layout = sp_hash_at(sp_hash_at(c->cfg, "layouts"), type);
    if (sp_is_nil(layout))
        layout = sp_hash_at(c->cfg, "layout");
    /* to_liquid: defaults, then data (layout), then the attributes */
    sp_value data = sp_hash_new(c->a, 12);
    sp_hash_deep_merge(data, sp_plugin_defaults_for(c->ps, relpath, "pages"));
    sp_hash_setc(data, "layout", layout);
    sp_plugin_doc *doc = sp_plugin_add_page_at(c->ps, relpath, url, data, err);
    if (!doc)
        return -1;
    sp_value h = sp_plugin_doc_page(doc);
    sp_hash_delete(h, "content", 7);
    sp_hash_delete(h, "dir", 3);
    sp_hash_delete(h, "excerpt", 7);
    sp_hash_setc(h, "posts", posts);
    sp_hash_setc(h, "type", sp_cstr(c->a, type));
    sp_hash_setc(h, "title", ymd ? sp_nil() : title);
    if (ymd) {
        struct tm tm = {0};
        tm.tm_year = ymd[0] - 1900;
        tm.tm_mon = (ymd[1] ? ymd[1] : 1) - 1;
        tm.tm_mday = ymd[2] ? ymd[2] : 1;
        sp_hash_setc(h, "date", sp_date_value((int64_t)timegm(&tm), 0));
    } else
        sp_hash_setc(h, "date", sp_nil());
    sp_hash_setc(h, "name", sp_str(c->a, base, dot && dot != base ? (size_t)(dot - base) : strlen(base)));
    sp_hash_setc(h, "path", sp_cstr(c->a, relpath));
    sp_hash_setc(h, "url", sp_cstr(c->a, url));
    sp_hash_setc(h, "permalink", sp_nil());
    sp_array_push(c->list, h);
    return 0;
}

/* the y/m/d of a post's date in its own offset */
static void ymd_of(sp_value post, int out[3])
{
    sp_value dt = sp_hash_at(post, "date");
    time_t t = (time_t)(dt.type == SP_TIME ? dt.u.t.sec + dt.u.t.utc_offset : 0);
    struct tm tm;
    gmtime_r(&t, &tm);
    out[0] = tm.tm_year + 1900;
    out[1] = tm.tm_mon + 1;
    out[2] = tm.tm_mday;
}

/* group posts (in order) by the first `depth` fields of their date: keys in order of appearance, each group's
 * posts newest first (sort!.reverse!: the site's post order) */
static size_t group(arch_ctx *c, sp_value posts, int depth, int keys[][3], sp_value *groups, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < sp_array_len(posts); i++) {
        sp_value p = sp_array_get(posts, (int64_t)i);
        int k[3];
        ymd_of(p, k);
        for (int j = depth; j < 3; j++)
            k[j] = 0;
        size_t g = 0;
        while (g < n && memcmp(keys[g], k, sizeof k))
            g++;
        if (g == n) {
            if (n == max)
                continue;
            memcpy(keys[n], k, sizeof k);
            groups[n++] = sp_array_new(c->a, 4);
        }
        sp_array_push(groups[g], p);
    }
    return n;
}

/* newest first: the site's order, which site.posts has */
static sp_value newest_first(arch_ctx *c, sp_value g, sp_value site_posts)
{
    sp_value out = sp_array_new(c->a, sp_array_len(g));
    for (size_t i = 0; i < sp_array_len(site_posts); i++) {
        sp_value p = sp_array_get(site_posts, (int64_t)i);
        for (size_t k = 0; k < sp_array_len(g); k++)
            if (sp_array_get(g, (int64_t)k).u.h == p.u.h) {
                sp_array_push(out, p);
                break;
            }
    }
    return out;
}

static int by_attr(arch_ctx *c, const char *attr, const char *type, sp_error *err)
{
    sp_value h = sp_hash_at(sp_plugin_site_value(c->ps), attr); /* post_attr_hash */
    for (size_t i = 0; i < sp_hash_len(h); i++) {
        const char *k;
        size_t kl;
        sp_value posts;
        sp_hash_entry(h, i, &k, &kl, &posts);
        if (archive(c, type, sp_str(c->a, k, kl), NULL, posts, err) != 0)
            return -1;
    }
    return 0;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    arch_ctx c = {ps, sp_plugin_arena(ps), sp_nil(), sp_nil()};
    /* DEFAULTS deep-merged with `jekyll-archives:` */
    sp_value cfg = sp_hash_new(c.a, 4);
    sp_hash_setc(cfg, "layout", SP_STR_LIT("archive"));
    sp_hash_setc(cfg, "enabled", sp_array_new(c.a, 0));
    sp_value pl = sp_hash_new(c.a, 5);
    sp_hash_setc(pl, "year", SP_STR_LIT("/:year/"));
    sp_hash_setc(pl, "month", SP_STR_LIT("/:year/:month/"));
    sp_hash_setc(pl, "day", SP_STR_LIT("/:year/:month/:day/"));
    sp_hash_setc(pl, "tag", SP_STR_LIT("/tag/:name/"));
    sp_hash_setc(pl, "category", SP_STR_LIT("/category/:name/"));
    sp_hash_setc(cfg, "permalinks", pl);
    sp_value user = sp_hash_at(sp_plugin_config(ps), "jekyll-archives");
    if (sp_is_hash(user))
        sp_hash_deep_merge(cfg, user);
    c.cfg = cfg;
    c.list = sp_array_new(c.a, 8);
    sp_value site = sp_plugin_site_value(ps);
    sp_hash_setc(site, "jekyll-archives", cfg);
    if (enabled(&c, "tags") && by_attr(&c, "tags", "tag", err) != 0)
        return -1;
    if (enabled(&c, "categories") && by_attr(&c, "categories", "category", err) != 0)
        return -1;
    /* read_dates: years in the order of posts.docs (oldest first), then months and days as they come */
    sp_value sp = sp_hash_at(site, "posts");
    sp_value docs = sp_array_new(c.a, sp_array_len(sp));
    for (size_t i = sp_array_len(sp); i-- > 0;)
        sp_array_push(docs, sp_array_get(sp, (int64_t)i));
    size_t maxy = sp_array_len(docs) + 1;
    int (*yk)[3] = calloc(maxy, sizeof *yk);
    sp_value *yg = calloc(maxy, sizeof *yg);
    int mk[12][3], dk[31][3];
    sp_value mg[12], dg[31];
    if (!yk || !yg)
        abort();
    int rc = 0;
    size_t ny = group(&c, docs, 1, yk, yg, maxy);
    for (size_t y = 0; y < ny; y++) {
        sp_value yp = newest_first(&c, yg[y], sp);
        int ykey[3] = {yk[y][0], 0, 0};
        if (enabled(&c, "year") && archive(&c, "year", sp_nil(), ykey, yp, err) != 0) {
            rc = -1;
            break;
        }
        size_t nm = group(&c, yp, 2, mk, mg, 12);
        for (size_t m = 0; m < nm; m++) {
            sp_value mp = newest_first(&c, mg[m], sp);
            int mkey[3] = {mk[m][0], mk[m][1], 0};
            if (enabled(&c, "month") && archive(&c, "month", sp_nil(), mkey, mp, err) != 0) {
                rc = -1;
                break;
            }
            size_t nd = group(&c, mp, 3, dk, dg, 31);
            for (size_t d = 0; d < nd; d++) {
                if (enabled(&c, "day") && archive(&c, "day", sp_nil(), dk[d], newest_first(&c, dg[d], sp), err) != 0) {
                    rc = -1;
                    break;
                }
            }
            if (rc)
                break;
        }
        if (rc)
            break;
    }
    free(yk);
    free(yg);
    sp_hash_setc(site, "archives", c.list);
    return rc;
}

const sp_plugin sp_plugin_archives = {
    .name = "jekyll-archives",
    .version = "2.2.1",
    .priority = 0, /* :normal */
    .generate = generate,
};
