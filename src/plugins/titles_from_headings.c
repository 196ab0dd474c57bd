/* jekyll-titles-from-headings 0.5.3: a Markdown page without a title takes the text of its first heading (an ATX
 * heading of level 1 to 3, or a Setext one, at the very start of the file) as `title`, through markdownify,
 * strip_html and normalize_whitespace, footnote markers [^x] dropped; `titles_from_headings: strip_title: true`
 * (or the page's `strip_title`) removes the heading from the content, `collections: true` extends it to the
 * documents of collections, `enabled: false` turns it off. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <ctype.h>
#include <pcre2.h>
#include <string.h>

#include "plugins/plugins_int.h"

/* TITLE_REGEX (Ruby: %r!\A\s*(?:\#{1,3}\s+(.*)(?:\s+\#{1,3})?|(.*)\r?\n[-=]+\s*)$!x; Ruby's $ is a line end) */
static const char TITLE_RE[] = "\\A\\s*(?:\\#{1,3}\\s+(.*)(?:\\s+\\#{1,3})?|(.*)\\r?\\n[-=]+\\s*)$";

static sp_value option(sp_plugin_site *ps, const char *key)
{
    return sp_hash_at(sp_hash_at(sp_plugin_config(ps), "titles_from_headings"), key);
}

/* Liquid's strip_html: script, comment and style blocks, then every <...> */
static void strip_html(sp_buf *out, const char *s, size_t n)
{
    static const char *const blocks[][2] = {{"<script", "</script>"}, {"<!--", "-->"}, {"<style", "</style>"}};
    for (size_t i = 0; i < n;) {
        bool cut = false;
        for (int b = 0; b < 3 && !cut; b++) {
            size_t ol = strlen(blocks[b][0]);
            if (i + ol <= n && !memcmp(s + i, blocks[b][0], ol)) {
                const char *e = memmem(s + i + ol, n - i - ol, blocks[b][1], strlen(blocks[b][1]));
                if (e) {
                    i = (size_t)(e - s) + strlen(blocks[b][1]);
                    cut = true;
                }
            }
        }
        if (cut)
            continue;
        if (s[i] == '<') {
            const char *e = memchr(s + i, '>', n - i);
            if (e) {
                i = (size_t)(e - s) + 1;
                continue;
            }
        }
        sp_buf_putc(out, s[i++]);
    }
}

/* strip_markup: markdownify | strip_html | normalize_whitespace, then gsub(%r!\[\^[^\]]*\]!, "") */
static int strip_markup(sp_plugin_site *ps, const char *s, size_t n, sp_value *out, sp_error *err)
{
    sp_buf md = SP_BUF_INIT, text = SP_BUF_INIT, norm = SP_BUF_INIT, fin = SP_BUF_INIT;
    if (sp_plugin_markdownify(ps, s, n, &md, err) != 0) {
        sp_buf_free(&md);
        return -1;
    }
    strip_html(&text, md.data ? md.data : "", md.len);
    /* gsub(/\s+/, " ").strip */
    const char *t = text.data ? text.data : "";
    for (size_t i = 0; i < text.len;) {
        if (isspace((unsigned char)t[i])) {
            while (i < text.len && isspace((unsigned char)t[i]))
                i++;
            sp_buf_putc(&norm, ' ');
        } else
            sp_buf_putc(&norm, t[i++]);
    }
    const char *a = norm.data ? norm.data : "";
    size_t l = norm.len;
    while (l && (isspace((unsigned char)*a) || !*a)) {
        a++;
        l--;
    }
    while (l && (isspace((unsigned char)a[l - 1]) || !a[l - 1]))
        l--;
    for (size_t i = 0; i < l;) {
        if (a[i] == '[' && i + 1 < l && a[i + 1] == '^') {
            const char *e = memchr(a + i + 2, ']', l - i - 2);
            if (e) {
                i = (size_t)(e - a) + 1;
                continue;
            }
        }
        sp_buf_putc(&fin, a[i++]);
    }
    *out = sp_str(sp_plugin_arena(ps), fin.data ? fin.data : "", fin.len);
    sp_buf_free(&md);
    sp_buf_free(&text);
    sp_buf_free(&norm);
    sp_buf_free(&fin);
    return 0;
}

static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_value en = option(ps, "enabled");
    if (en.type == SP_BOOL && !en.u.b)
        return 0;
    sp_value co = option(ps, "collections");
    bool collections = co.type == SP_BOOL && co.u.b;
    int ec;
    PCRE2_SIZE eo;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)TITLE_RE, PCRE2_ZERO_TERMINATED, PCRE2_MULTILINE | PCRE2_UTF, &ec, &eo,
                                   NULL);
    if (!re)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "jekyll-titles-from-headings: bad pattern");
    pcre2_match_data *m = pcre2_match_data_create_from_pattern(re, NULL);
    int rc = 0;
    for (size_t i = 0; i < sp_plugin_ndocs(ps) && rc == 0; i++) {
        sp_plugin_doc *d = sp_plugin_doc_at(ps, i);
        sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
        bool page = k == SP_PLUGIN_PAGE || k == SP_PLUGIN_GENERATED;
        if (!page && !(collections && sp_plugin_doc_written(d)))
            continue;
        sp_value data = sp_plugin_doc_page(d);
        /* title?: a page's own title (a document's is inferred, so always replaced) */
        if (!sp_plugin_is_markdown_ext(ps, sp_plugin_doc_ext(d)) || (page && !sp_is_nil(sp_hash_at(data, "title"))))
            continue;
        size_t bl;
        const char *body = sp_plugin_doc_body(d, &bl);
        sp_value title = sp_hash_at(data, "title");
        int r = pcre2_match(re, (PCRE2_SPTR)body, bl, 0, 0, m, NULL);
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(m);
        if (r > 0) {
            int g = r > 1 && ov[2] != PCRE2_UNSET ? 1 : 2;
            if (strip_markup(ps, body + ov[2 * g], ov[2 * g + 1] - ov[2 * g], &title, err) != 0) {
                rc = -1;
                break;
            }
        }
        sp_hash_setc(data, "title", title);
        /* strip_title!: content.gsub(TITLE_REGEX, "").strip */
        sp_value st = sp_hash_getc(data, "strip_title", NULL) ? sp_hash_at(data, "strip_title") : option(ps, "strip_title");
        if (r > 0 && st.type == SP_BOOL && st.u.b) {
            const char *rest = body + ov[1];
            size_t rl = bl - ov[1];
            while (rl && isspace((unsigned char)*rest)) {
                rest++;
                rl--;
            }
            while (rl && isspace((unsigned char)rest[rl - 1]))
                rl--;
            sp_plugin_doc_set_content(d, rest, rl);
        }
    }
    pcre2_match_data_free(m);
    pcre2_code_free(re);
    return rc;
}

const sp_plugin sp_plugin_titles_from_headings = {
    .name = "jekyll-titles-from-headings",
    .version = "0.5.3",
    .priority = -100, /* :lowest */
    .generate = generate,
};
