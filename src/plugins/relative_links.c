/* jekyll-relative-links 0.7.0: in the Markdown source of each page (and, with `relative_links: collections:
 * true`, each written document), an inline link [text](path.md#frag "title") or a reference definition
 * [text]: path.md whose path (relative to the page's folder, or to the site root with a leading "/") is the source
 * path of a page, static file or written document becomes a link to that file's URL (relative_url). Links that are
 * absolute URLs or fragments stay. The gem's regular expressions are used as they are (the reference form's
 * replacement starts with a line break, as the gem's does). `enabled: false` turns it off; `exclude` globs skip
 * pages. Not copied: the excerpt of a document is not made again after its links change. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <ctype.h>
#include <fnmatch.h>
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

#include "plugins/plugins_int.h"

/* LINK_REGEX: (INLINE_LINK_REGEX | REFERENCE_LINK_REGEX), with FRAG_AND_TITLE_REGEX in both */
#define FRAG "(#.+?|)?"
#define TITLE "(\\s+\"(?:\\\\\"|[^\"])*(?<!\\\\)\"|\\s+\"(?:\\\\'|[^'])*(?<!\\\\)')?"
static const char LINK_RE[] = "(\\[(.*?)\\]\\(([^)]+?)" FRAG TITLE "\\)|^\\s*?\\[(.*?)\\]: (.+?)" FRAG TITLE "\\s*?$)";

static sp_value option(sp_plugin_site *ps, const char *key)
{
    return sp_hash_at(sp_hash_at(sp_plugin_config(ps), "relative_links"), key);
}

/* Addressable::URI.parse(s).absolute?: a scheme */
static bool absolute_url(const char *s, size_t n)
{
    if (!n || !isalpha((unsigned char)s[0]))
        return false;
    size_t i = 0;
    while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.'))
        i++;
    return i < n && s[i] == ':';
}

/* CGI.unescape: + is a space, %XX a byte */
static void cgi_unescape(sp_buf *out, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '+')
            sp_buf_putc(out, ' ');
        else if (s[i] == '%' && i + 2 < n && isxdigit((unsigned char)s[i + 1]) && isxdigit((unsigned char)s[i + 2])) {
            char h[3] = {s[i + 1], s[i + 2], 0};
            sp_buf_putc(out, (char)strtol(h, NULL, 16));
            i += 2;
        } else
            sp_buf_putc(out, s[i]);
    }
}

/* path_from_root: File.expand_path(path without a leading "/", base) with the working folder taken off; false when
 * it leaves the site (File.expand_path gives a path outside the folder, which no file matches) */
static bool path_from_root(sp_buf *out, const char *path, size_t n, const char *url_base)
{
    bool abs = n && path[0] == '/';
    if (abs) {
        path++;
        n--;
    }
    sp_buf all = SP_BUF_INIT;
    if (!abs && strcmp(url_base, "."))
        sp_buf_printf(&all, "%s/", url_base);
    sp_buf_append(&all, path, n);
    /* normalise the segments */
    const char *segs[256];
    size_t lens[256], k = 0;
    const char *p = sp_buf_cstr(&all);
    bool ok = true;
    while (*p && ok) {
        const char *e = strchr(p, '/');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == 2 && !strncmp(p, "..", 2)) {
            if (k)
                k--;
            else
                ok = false;
        } else if (l && !(l == 1 && p[0] == '.')) {
            if (k == 256)
                ok = false;
            else {
                segs[k] = p;
                lens[k++] = l;
            }
        }
        p += l + (e ? 1 : 0);
        if (!e)
            break;
    }
    for (size_t i = 0; ok && i < k; i++)
        sp_buf_printf(out, "%s%.*s", i ? "/" : "", (int)lens[i], segs[i]);
    sp_buf_free(&all);
    return ok;
}

/* url_for_path: the first page, static file or written document whose relative path is path */
static const char *url_for_path(sp_plugin_site *ps, const char *path)
{
    for (size_t i = 0; i < sp_plugin_ndocs(ps); i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
        if (k == SP_PLUGIN_PAGE && !strcmp(sp_plugin_doc_path(d), path))
            return sp_plugin_doc_url(d);
    }
    for (size_t i = 0; i < sp_plugin_nstatic(ps); i++)
        if (!strcmp(sp_plugin_static_path(ps, i), path))
            return sp_plugin_static_url(ps, i);
    for (size_t i = 0; i < sp_plugin_ndocs(ps); i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
        if ((k == SP_PLUGIN_POST || k == SP_PLUGIN_DOCUMENT) && sp_plugin_doc_written(d) &&
            !strcmp(sp_plugin_doc_path(d), path))
            return sp_plugin_doc_url(d);
    }
    return NULL;
}

static bool excluded(sp_plugin_site *ps, const char *path)
{
    sp_value ex = option(ps, "exclude");
    for (size_t i = 0; i < sp_array_len(ex); i++) {
        sp_value g = sp_array_get(ex, (int64_t)i);
        if (g.type == SP_STRING && (!fnmatch(g.u.s.ptr, path, 0) || !strncmp(path, g.u.s.ptr, g.u.s.len)))
            return true;
    }
    return false;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    (void)err;
    sp_value en = option(ps, "enabled");
    if (en.type == SP_BOOL && !en.u.b)
        return 0;
    sp_value co = option(ps, "collections");
    bool collections = co.type == SP_BOOL && co.u.b;
    int ec;
    PCRE2_SIZE eo;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)LINK_RE, PCRE2_ZERO_TERMINATED, PCRE2_MULTILINE | PCRE2_UTF, &ec, &eo, NULL);
    if (!re)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "jekyll-relative-links: bad pattern at %zu", (size_t)eo);
    pcre2_match_data *m = pcre2_match_data_create_from_pattern(re, NULL);
    sp_arena *a = sp_plugin_arena(ps);
    size_t n = sp_plugin_ndocs(ps);
    for (size_t i = 0; i < n; i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
        bool page = k == SP_PLUGIN_PAGE || k == SP_PLUGIN_GENERATED;
        if (!page && !(collections && sp_plugin_doc_written(d) && k != SP_PLUGIN_GENERATED))
            continue;
        const char *rel = sp_plugin_doc_path(d);
        if (!sp_plugin_is_markdown_ext(ps, sp_plugin_doc_ext(d)) || excluded(ps, rel))
            continue;
        /* url_base: File.dirname(relative_path) */
        const char *sl = strrchr(rel, '/');
        char *url_base = sl ? sp_arena_strndup(a, rel, (size_t)(sl - rel)) : sp_arena_strdup(a, ".");
        size_t bl;
        const char *body = sp_plugin_doc_body(d, &bl);
        sp_buf out = SP_BUF_INIT;
        size_t pos = 0, copied = 0;
        bool changed = false;
        while (pos <= bl && pcre2_match(re, (PCRE2_SPTR)body, bl, pos, 0, m, NULL) > 0) {
            PCRE2_SIZE *ov = pcre2_get_ovector_pointer(m);
            size_t ms = ov[0], me = ov[1];
            bool inline_link = ov[4] != PCRE2_UNSET;
            int g = inline_link ? 2 : 6; /* text, path, fragment, title */
#define GRP(x) (ov[2 * (x)] == PCRE2_UNSET ? 0 : ov[2 * (x) + 1] - ov[2 * (x)])
#define AT(x) (body + ov[2 * (x)])
            const char *path = AT(g + 1);
            size_t pl = GRP(g + 1);
            const char *url = NULL;
            if (!(pl && path[0] == '#') && !absolute_url(path, pl)) {
                sp_buf root = SP_BUF_INIT, un = SP_BUF_INIT;
                if (path_from_root(&root, path, pl, url_base)) {
                    cgi_unescape(&un, root.data ? root.data : "", root.len);
                    url = url_for_path(ps, sp_buf_cstr(&un));
                }
                sp_buf_free(&root);
                sp_buf_free(&un);
            }
            if (url) {
                sp_buf_append(&out, body + copied, ms - copied);
                sp_buf ru = SP_BUF_INIT;
                sp_plugin_relative_url(ps, url, &ru);
                if (inline_link)
                    sp_buf_printf(&out, "[%.*s](%s%.*s%.*s)", (int)GRP(g), AT(g), sp_buf_cstr(&ru), (int)GRP(g + 2),
                                  AT(g + 2), (int)GRP(g + 3), AT(g + 3));
                else
                    sp_buf_printf(&out, "\n[%.*s]: %s%.*s%.*s", (int)GRP(g), AT(g), sp_buf_cstr(&ru),
                                  (int)GRP(g + 2), AT(g + 2), (int)GRP(g + 3), AT(g + 3));
                sp_buf_free(&ru);
                copied = me;
                changed = true;
            }
#undef GRP
#undef AT
            pos = me > ms ? me : me + 1;
        }
        if (changed) {
            sp_buf_append(&out, body + copied, bl - copied);
            sp_plugin_doc_set_content(d, sp_arena_strndup(a, out.data, out.len), out.len);
        }
        sp_buf_free(&out);
    }
    pcre2_match_data_free(m);
    pcre2_code_free(re);
    return 0;
}

const sp_plugin sp_plugin_relative_links = {
    .name = "jekyll-relative-links",
    .version = "0.7.0",
    .priority = -100, /* :lowest */
    .generate = generate,
};
