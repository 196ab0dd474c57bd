/* jekyll-paginate-v2 3.0.0, its common configuration: with `pagination: enabled: true` in the site's
 * configuration, every page whose front matter has `pagination: enabled: true` is a template, replaced by pages of
 * its collection's documents (`collection`: a name, a list, or "all"; hidden ones and those with `pagination` left
 * out), filtered by `category`, `tag` and `locale`, sorted by `sort_field` (date; "a:b" for nested keys; strings
 * without case) and `sort_reverse`, less `offset`, `per_page` each, at most `limit` pages, at `permalink`
 * (/page:num/) with `title` (":title - page :num"), `indexpage` and `extension`, each with the gem's `paginator`
 * and `pagination_info`. Not copied: autopages, `trail`, the legacy jekyll-paginate mode; and a Jekyll quirk: with
 * two or more templates, every generated page has the same relative path (".html"), so Jekyll's Liquid cache, keyed
 * by path, renders them all with the first template's text; sitepub renders each with its own. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "plugins/plugins_int.h"

static sp_value defaults(sp_arena *a)
{
    sp_value d = sp_hash_new(a, 16);
    sp_hash_setc(d, "enabled", sp_bool(false));
    sp_hash_setc(d, "collection", SP_STR_LIT("posts"));
    sp_hash_setc(d, "offset", sp_int(0));
    sp_hash_setc(d, "per_page", sp_int(10));
    sp_hash_setc(d, "permalink", SP_STR_LIT("/page:num/"));
    sp_hash_setc(d, "title", SP_STR_LIT(":title - page :num"));
    sp_hash_setc(d, "page_num", sp_int(1));
    sp_hash_setc(d, "sort_reverse", sp_bool(false));
    sp_hash_setc(d, "sort_field", SP_STR_LIT("date"));
    sp_hash_setc(d, "limit", sp_int(0));
    sp_value trail = sp_hash_new(a, 2);
    sp_hash_setc(trail, "before", sp_int(0));
    sp_hash_setc(trail, "after", sp_int(0));
    sp_hash_setc(d, "trail", trail);
    sp_hash_setc(d, "indexpage", sp_nil());
    sp_hash_setc(d, "extension", SP_STR_LIT("html"));
    sp_hash_setc(d, "debug", sp_bool(false));
    sp_hash_setc(d, "legacy", sp_bool(false));
    return d;
}

static const char *str(sp_arena *a, sp_value v)
{
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, v);
    char *r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

static long long to_i(sp_value v)
{
    if (v.type == SP_INT)
        return v.u.i;
    if (v.type == SP_FLOAT)
        return (long long)v.u.f;
    if (v.type == SP_STRING)
        return atoll(v.u.s.ptr);
    return 0;
}

/* String#sub: the first occurrence of pat */
static const char *sub(sp_arena *a, const char *s, const char *pat, const char *with)
{
    const char *p = strstr(s, pat);
    if (!p)
        return s;
    return sp_arena_printf(a, "%.*s%s%s", (int)(p - s), s, with, p + strlen(pat));
}

/* Utils.format_page_number */
static const char *page_number(sp_arena *a, const char *s, long long num, long long max)
{
    char n[32], m[32];
    snprintf(n, sizeof n, "%lld", num);
    snprintf(m, sizeof m, "%lld", max);
    return sub(a, sub(a, s, ":num", n), ":max", m);
}

/* Utils.ensure_full_path */
static const char *full_path(sp_arena *a, const char *url, const char *index, const char *ext)
{
    size_t l = strlen(url);
    if (l && url[l - 1] == '/')
        return sp_arena_printf(a, "%s%s%s", url, index, ext);
    if (!strchr(url, '.'))
        return sp_arena_printf(a, "%s%s", url, index);
    return url;
}

/* File.join(a, b) for two URL parts: one "/" between them */
static const char *join(sp_arena *a, const char *x, const char *y)
{
    size_t xl = strlen(x);
    while (xl && x[xl - 1] == '/')
        xl--;
    while (*y == '/')
        y++;
    return sp_arena_printf(a, "%.*s/%s", (int)xl, x, y);
}

/* index_posts_by + read_config_value_and_filter_posts: keep the posts that carry every value of config[key] */
static sp_value filter(sp_arena *a, sp_value posts, sp_value cfg, const char *key)
{
    sp_value want = sp_hash_at(cfg, key);
    if (sp_is_nil(want))
        return posts;
    sp_value list = sp_array_new(a, 4);
    if (want.type == SP_STRING) {
        const char *s = str(a, want);
        while (*s) {
            size_t l = strcspn(s, ";,");
            sp_array_push(list, sp_str(a, s, l));
            s += l + (s[l] ? 1 : 0);
        }
    } else if (sp_is_array(want))
        list = want;
    for (size_t w = 0; w < sp_array_len(list); w++) {
        char *k = (char *)str(a, sp_array_get(list, (int64_t)w));
        for (char *c = k; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        while (*k && isspace((unsigned char)*k))
            k++;
        for (size_t l = strlen(k); l && isspace((unsigned char)k[l - 1]);)
            k[--l] = 0;
        if (!strcmp(key, "category") && !strcmp(k, "posts"))
            continue; /* all_categories['posts'] is every post */
        const char *index_key = !strcmp(key, "category") ? "categories" : !strcmp(key, "tag") ? "tags" : "locale";
        sp_value out = sp_array_new(a, sp_array_len(posts));
        for (size_t i = 0; i < sp_array_len(posts); i++) {
            sp_value p = sp_array_get(posts, (int64_t)i);
            sp_value d = sp_hash_at(p, index_key);
            sp_value vals = sp_array_new(a, 4);
            if (d.type == SP_STRING) {
                const char *s = str(a, d);
                while (*s) {
                    size_t l = strcspn(s, ";, \t\n\r\f\v");
                    if (l)
                        sp_array_push(vals, sp_str(a, s, l));
                    s += l + (s[l] ? 1 : 0);
                }
            } else if (sp_is_array(d))
                vals = d;
            bool has = false;
            for (size_t k2 = 0; k2 < sp_array_len(vals) && !has; k2++) {
                const char *v = str(a, sp_array_get(vals, (int64_t)k2));
                /* key.to_s.downcase.strip, then split(/;|,/) */
                while (*v && !has) {
                    size_t l = strcspn(v, ";,");
                    const char *b = v;
                    size_t bl = l;
                    while (bl && isspace((unsigned char)*b)) {
                        b++;
                        bl--;
                    }
                    while (bl && isspace((unsigned char)b[bl - 1]))
                        bl--;
                    has = bl == strlen(k) && !strncasecmp(b, k, bl);
                    v += l + (v[l] ? 1 : 0);
                }
            }
            if (has)
                sp_array_push(out, p);
        }
        posts = out;
    }
    return posts;
}

/* Utils.sort_get_post_data: a key path "a:b" into the document, nil for a missing key or a hash */
static sp_value sort_value(sp_value post, const char *field, sp_arena *a)
{
    sp_value v = post;
    const char *s = field;
    while (*s) {
        size_t l = strcspn(s, ":");
        char *k = sp_arena_strndup(a, s, l);
        for (char *c = k; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        if (!sp_hash_getc(v, k, &v))
            return sp_nil();
        s += l + (s[l] ? 1 : 0);
    }
    return sp_is_hash(v) ? sp_nil() : v;
}

typedef struct sort_item {
    sp_value post, key;
    size_t index;
} sort_item;

/* Utils.sort_values (a stable sort here, where Ruby's sort! is not) */
static int sort_cmp(const void *x, const void *y)
{
    const sort_item *a = x, *b = y;
    int c = 0;
    if (sp_is_nil(a->key) && !sp_is_nil(b->key))
        c = -1;
    else if (!sp_is_nil(a->key) && sp_is_nil(b->key))
        c = 1;
    else if (a->key.type == SP_STRING && b->key.type == SP_STRING) {
        size_t l = a->key.u.s.len < b->key.u.s.len ? a->key.u.s.len : b->key.u.s.len;
        c = strncasecmp(a->key.u.s.ptr, b->key.u.s.ptr, l);
        if (!c)
            c = a->key.u.s.len < b->key.u.s.len ? -1 : a->key.u.s.len > b->key.u.s.len;
    } else if (a->key.type == SP_TIME && b->key.type == SP_TIME)
        c = a->key.u.t.sec < b->key.u.t.sec ? -1 : a->key.u.t.sec > b->key.u.t.sec;
    else if ((a->key.type == SP_INT || a->key.type == SP_FLOAT) && (b->key.type == SP_INT || b->key.type == SP_FLOAT)) {
        double p = a->key.type == SP_INT ? (double)a->key.u.i : a->key.u.f;
        double q = b->key.type == SP_INT ? (double)b->key.u.i : b->key.u.f;
        c = p < q ? -1 : p > q;
    }
    return c ? c : (a->index < b->index ? -1 : a->index > b->index);
}

static int paginate(sp_plugin_site *ps, sp_plugin_doc *tmpl, sp_value cfg, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    sp_value site = sp_plugin_site_value(ps);
    /* get_docs_in_collections */
    sp_value names = sp_hash_at(cfg, "collection");
    sp_value list = sp_array_new(a, 2);
    if (names.type == SP_STRING) {
        const char *s = str(a, names);
        while (*s) {
            size_t l = strcspn(s, ";, \t\n\r\f\v");
            if (l)
                sp_array_push(list, sp_str(a, s, l));
            s += l + (s[l] ? 1 : 0);
        }
    } else if (sp_is_array(names))
        list = names;
    sp_value colls = sp_hash_at(sp_plugin_config(ps), "collections");
    sp_value posts = sp_array_new(a, 16);
    for (size_t i = 0; i < sp_array_len(list); i++) {
        char *n = (char *)str(a, sp_array_get(list, (int64_t)i));
        for (char *c = n; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        for (size_t c = 0; c < sp_hash_len(colls); c++) {
            const char *label;
            size_t ll;
            sp_value meta;
            sp_hash_entry(colls, c, &label, &ll, &meta);
            char *lab = sp_arena_strndup(a, label, ll);
            bool take = !strcmp(n, "all") ? strcmp(lab, "posts") != 0 : !strcmp(n, lab);
            if (!take)
                continue;
            sp_value docs = sp_plugin_collection_docs(ps, lab);
            for (size_t k = 0; k < sp_array_len(docs); k++) {
                sp_value d = sp_array_get(docs, (int64_t)k);
                if (!sp_hash_getc(d, "pagination", NULL))
                    sp_array_push(posts, d);
            }
        }
    }
    sp_value kept = sp_array_new(a, sp_array_len(posts));
    for (size_t i = 0; i < sp_array_len(posts); i++)
        if (!sp_truthy(sp_hash_at(sp_array_get(posts, (int64_t)i), "hidden")))
            sp_array_push(kept, sp_array_get(posts, (int64_t)i));
    posts = filter(a, kept, cfg, "category");
    posts = filter(a, posts, cfg, "tag");
    posts = filter(a, posts, cfg, "locale");
    sp_value sf = sp_hash_at(cfg, "sort_field");
    if (sp_truthy(sf)) {
        size_t n = sp_array_len(posts);
        sort_item *it = calloc(n + 1, sizeof *it);
        if (!it)
            abort();
        const char *field = str(a, sf);
        for (size_t i = 0; i < n; i++)
            it[i] = (sort_item){sp_array_get(posts, (int64_t)i), sort_value(sp_array_get(posts, (int64_t)i), field, a), i};
        qsort(it, n, sizeof *it, sort_cmp);
        long long off = to_i(sp_hash_at(cfg, "offset"));
        size_t keep = off > 0 ? (off >= (long long)n ? 0 : n - (size_t)off) : n; /* pop(offset) */
        sp_value sorted = sp_array_new(a, n);
        bool rev = sp_truthy(sp_hash_at(cfg, "sort_reverse"));
        for (size_t i = 0; i < keep; i++)
            sp_array_push(sorted, it[rev ? keep - 1 - i : i].post);
        free(it);
        posts = sorted;
    }
    long long per = to_i(sp_hash_at(cfg, "per_page"));
    if (per <= 0)
        per = 1;
    long long total_posts = (long long)sp_array_len(posts);
    long long total = (long long)ceil((double)total_posts / (double)per);
    long long limit = to_i(sp_hash_at(cfg, "limit"));
    if (limit > 0 && limit < total)
        total = limit;
    sp_plugin_remove_page(ps, tmpl);
    sp_value ip = sp_hash_at(cfg, "indexpage");
    const char *index_name = "";
    if (!sp_is_nil(ip)) {
        const char *s = str(a, ip);
        index_name = sp_arena_strndup(a, s, strcspn(s, "."));
    }
    sp_value ev = sp_hash_at(cfg, "extension");
    const char *ext = "";
    if (!sp_is_nil(ev)) {
        const char *e = str(a, ev);
        ext = e[0] == '.' ? e : sp_arena_printf(a, ".%s", e);
    }
    const char *index_with_ext = sp_arena_printf(a, "%s%s", index_name, ext);
    if (total == 0)
        total = 1;
    sp_value tdata = sp_plugin_doc_page(tmpl);
    sp_value tperm = sp_hash_at(tdata, "permalink");
    const char *first = sp_truthy(tperm) ? str(a, tperm) : str(a, sp_hash_at(tdata, "dir"));
    if (!*first || first[strlen(first) - 1] != '/')
        first = sp_arena_printf(a, "%s/", first);
    const char *paged = join(a, first, str(a, sp_hash_at(cfg, "permalink")));
    const char *dflt_index = *index_name ? index_name : "index";
    const char *dflt_ext = *ext ? ext : ".html";
    const char *first_full = *index_name ? full_path(a, first, index_name, ext) : first;
    const char *paged_full = *index_name ? full_path(a, paged, index_name, ext) : paged;
    sp_value ttitle = sp_hash_at(tdata, "title");
    sp_value site_title = sp_hash_at(sp_plugin_config(ps), "title");
    for (long long num = 1; num <= total; num++) {
        const char *this_url = full_path(a, num == 1 ? first : paged, dflt_index, dflt_ext);
        const char *page_path = page_number(a, this_url, num, total);
        sp_value pager = sp_hash_new(a, 16);
        long long init = (num - 1) * per;
        long long offset = (init + per - 1) >= total_posts ? total_posts : init + per - 1;
        sp_value slice = sp_array_new(a, (size_t)per);
        for (long long k = init; k <= offset && k < total_posts; k++)
            sp_array_push(slice, sp_array_get(posts, k));
        sp_hash_setc(pager, "per_page", sp_int(per));
        sp_hash_setc(pager, "posts", init < total_posts || total_posts == 0 ? slice : sp_nil());
        sp_hash_setc(pager, "total_posts", sp_int(total_posts));
        sp_hash_setc(pager, "total_pages", sp_int(total));
        sp_hash_setc(pager, "page", sp_int(num));
        sp_hash_setc(pager, "page_path", sp_cstr(a, page_path));
        sp_hash_setc(pager, "previous_page", num != 1 ? sp_int(num - 1) : sp_nil());
        sp_hash_setc(pager, "previous_page_path",
                     num == 1 ? sp_nil()
                              : sp_cstr(a, num == 2 ? page_number(a, first_full, 1, total)
                                                    : page_number(a, paged_full, num - 1, total)));
        sp_hash_setc(pager, "next_page", num != total ? sp_int(num + 1) : sp_nil());
        sp_hash_setc(pager, "next_page_path", num != total ? sp_cstr(a, page_number(a, paged_full, num + 1, total)) : sp_nil());
        sp_hash_setc(pager, "first_page", sp_int(1));
        sp_hash_setc(pager, "first_page_path", sp_cstr(a, page_number(a, first_full, 1, total)));
        sp_hash_setc(pager, "last_page", sp_int(total));
        sp_hash_setc(pager, "last_page_path", sp_cstr(a, page_number(a, paged_full, total, total)));
        sp_hash_setc(pager, "page_trail", sp_nil());
        /* set_url */
        size_t pl = strlen(page_path), el = strlen(ext);
        const char *url = pl && page_path[pl - 1] == '/' ? join(a, page_path, index_with_ext)
                          : (pl >= el && !strcmp(page_path + pl - el, ext)) ? page_path
                                                                            : sp_arena_printf(a, "%s%s", page_path, ext);
        /* PaginationPage: name indexpage + ext, relative_path that name (its folder is never set) */
        sp_plugin_doc *d = sp_plugin_copy_page_at(ps, tmpl, url, index_with_ext, index_with_ext, err);
        if (!d)
            return -1;
        sp_value h = sp_plugin_doc_page(d);
        sp_value info = sp_hash_new(a, 2);
        sp_hash_setc(info, "curr_page", sp_int(num));
        sp_hash_setc(info, "total_pages", sp_int(total));
        sp_hash_setc(h, "pagination_info", info);
        if (sp_truthy(tperm))
            sp_hash_setc(h, "permalink", sp_cstr(a, page_path));
        sp_value tt = sp_truthy(ttitle) ? ttitle : site_title;
        if (num > 1) {
            const char *f = sub(a, str(a, sp_hash_at(cfg, "title")), ":title", str(a, tt));
            sp_hash_setc(h, "title", sp_cstr(a, page_number(a, f, num, total)));
            sp_hash_setc(h, "autogen", SP_STR_LIT("jekyll-paginate-v2"));
        } else
            sp_hash_setc(h, "title", tt);
        sp_plugin_doc_set_paginator(d, pager);
    }
    (void)site;
    return 0;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    sp_value config = sp_plugin_config(ps);
    sp_value cfg = defaults(a);
    sp_value user = sp_hash_at(config, "pagination");
    if (sp_is_hash(user))
        sp_hash_deep_merge(cfg, user);
    if (!sp_is_nil(sp_hash_at(config, "paginate")))
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                            "jekyll-paginate-v2: the legacy `paginate:` configuration is not supported by sitepub; "
                            "use `pagination:` (jekyll-paginate-v2) or the jekyll-paginate plugin");
    if (!sp_truthy(sp_hash_at(cfg, "enabled"))) {
        sp_plugin_log(ps, 1, "Pagination: Disabled in site.config.");
        return 0;
    }
    /* discover_paginate_templates: the pages of the moment, before any is added */
    size_t n = sp_plugin_ndocs(ps), found = 0;
    sp_plugin_doc **tmpls = calloc(n + 1, sizeof *tmpls);
    if (!tmpls)
        abort();
    for (size_t i = 0; i < n; i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
        sp_value pg = sp_hash_at(sp_plugin_doc_page(d), "pagination");
        if ((k == SP_PLUGIN_PAGE || k == SP_PLUGIN_GENERATED) && sp_plugin_doc_written(d) && sp_is_hash(pg) &&
            sp_truthy(sp_hash_at(pg, "enabled")))
            tmpls[found++] = d;
    }
    int rc = 0;
    if (!found)
        sp_plugin_log(ps, 0, "Pagination: Is enabled, but I couldn't find any pagination page. Skipping pagination. "
                             "Pages must have 'pagination: enabled: true' in their front-matter for pagination to "
                             "work.");
    for (size_t i = 0; i < found && rc == 0; i++) {
        sp_value tc = sp_value_copy(a, cfg);
        sp_hash_deep_merge(tc, sp_hash_at(sp_plugin_doc_page(tmpls[i]), "pagination"));
        if (sp_truthy(sp_hash_at(tc, "enabled")))
            rc = paginate(ps, tmpls[i], tc, err);
    }
    free(tmpls);
    if (rc == 0 && found)
        sp_plugin_log(ps, 1, "Pagination: Complete, processed %zu pagination page(s)", found);
    return rc;
}

const sp_plugin sp_plugin_paginate_v2 = {
    .name = "jekyll-paginate-v2",
    .version = "3.0.0",
    .priority = -100, /* :lowest */
    .generate = generate,
};
