/* jemoji 0.13 (with html-pipeline 2.14's EmojiFilter and gemoji 4's names, src/plugins/emoji_table.c): every
 * :name: of a gemoji alias in the text of an emojiable page or document becomes GitHub's emoji image, outside pre,
 * code and tt. Debian packages neither jemoji nor gemoji; this follows their sources (the expectations of
 * tests/data/plugins/jemoji come from reading them, not from running jemoji).
 *
 * As the gem: a :post_render hook on pages and documents that are emojiable? ((a page, or a document that is
 * written) with output_ext ".html", or a permalink ending in "/"); nothing happens unless the output holds an
 * emoji pattern somewhere; then the body (the whole output when it has no <body) is parsed with Nokogiri and
 * written back (html_fragment.c), each text node's :name:s replaced. The image is
 * <img class="emoji" title=":NAME:" alt=":NAME:" src="ROOT/emoji/unicode/HEX.png" height="20" width="20">
 * (align dropped by jemoji's img_attrs), ROOT being `emoji: src:` from the configuration, else $ASSET_HOST_URL
 * (one trailing '/' chomped) + "/images/icons/", else https://github.githubassets.com/images/icons/, joined as
 * File.join joins.
 *
 * Not copied: EmojiFilter reads a text node unescaped (node.text) and parses its replacement as HTML, so a text
 * node holding escaped markup (&lt;b&gt;) next to an emoji turns into markup in the gem; sitepub keeps the text
 * escaped. */
#include <stdlib.h>
#include <string.h>

#include "plugins/emoji_table.h"
#include "plugins/plugins_int.h"

static int entry_cmp(const void *key, const void *elt)
{
    const sp_emoji_entry *e = elt;
    const char *k = key;
    size_t kl = strlen(k);
    int c = strncmp(k, e->name, kl);
    return c ? c : (e->name[kl] ? -1 : 0);
}

/* The table's entry for name[0..n), by binary search */
static const sp_emoji_entry *lookup(const char *name, size_t n)
{
    if (!n || n > 64)
        return NULL;
    char key[65];
    memcpy(key, name, n);
    key[n] = 0;
    return bsearch(key, sp_emoji_table, sp_emoji_count, sizeof *sp_emoji_table, entry_cmp);
}

/* The next :name: of text from pos (the regexp /:(NAME|NAME|...):/ scanned left to right: a name holds no ':', so a
 * match is a ':' whose text up to the next ':' is a name). Returns its opening colon's offset, or n. */
static size_t next_emoji(const char *t, size_t n, size_t pos, const sp_emoji_entry **e)
{
    const char *c = memchr(t + pos, ':', n - pos);
    while (c) {
        size_t i = (size_t)(c - t);
        const char *end = i + 1 < n ? memchr(c + 1, ':', n - i - 1) : NULL;
        if (!end)
            return n;
        if ((*e = lookup(c + 1, (size_t)(end - c - 1))) != NULL)
            return i;
        c = end; /* the closing colon may open the next name */
    }
    return n;
}

typedef struct emoji_ctx {
    const char *root; /* the asset root */
} emoji_ctx;

/* File.join(root, "emoji/" + image_filename): a '/' added unless root ends with one */
static void image_src(sp_buf *out, const char *root, const sp_emoji_entry *e)
{
    size_t rl = strlen(root);
    sp_buf_append(out, root, rl);
    sp_buf_puts(out, rl && root[rl - 1] == '/' ? "emoji/" : "/emoji/");
    if (e->hex)
        sp_buf_printf(out, "unicode/%s.png", e->hex);
    else
        sp_buf_printf(out, "%s.png", e->name);
}

/* EmojiFilter#emoji_image_filter on one text node */
static bool emojify_text(void *ud, const char *t, size_t n, sp_buf *out)
{
    emoji_ctx *x = ud;
    const sp_emoji_entry *e;
    size_t pos = 0, at;
    bool changed = false;
    while ((at = next_emoji(t, n, pos, &e)) < n) {
        sp_buf_append(out, t + pos, at - pos);
        sp_buf_printf(out, "<img class=\"emoji\" title=\":%s:\" alt=\":%s:\" src=\"", e->name, e->name);
        image_src(out, x->root, e);
        sp_buf_puts(out, "\" height=\"20\" width=\"20\">");
        pos = at + strlen(e->name) + 2;
        changed = true;
    }
    if (changed)
        sp_buf_append(out, t + pos, n - pos);
    return changed;
}

/* Emoji.emoji_src: `emoji: src:`, else ASSET_HOST_URL's, else GitHub's */
static const char *emoji_root(sp_plugin_site *ps, sp_buf *tmp)
{
    sp_value src = sp_hash_at(sp_hash_at(sp_plugin_config(ps), "emoji"), "src");
    if (!sp_is_nil(src)) {
        sp_value_to_s(tmp, src);
        return sp_buf_cstr(tmp);
    }
    const char *host = getenv("ASSET_HOST_URL");
    if (host && *host) {
        size_t hl = strlen(host);
        if (host[hl - 1] == '/') /* chomp("/") */
            hl--;
        sp_buf_printf(tmp, "%.*s/images/icons/", (int)hl, host);
        return sp_buf_cstr(tmp);
    }
    return "https://github.githubassets.com/images/icons/";
}

static int post_render(sp_plugin_site *ps, const sp_plugin_doc *d, sp_buf *out, sp_error *err)
{
    (void)err;
    /* emojiable?: (a page or a written document) && output_ext == ".html" || permalink&.end_with?("/") */
    sp_value perm = sp_hash_at(sp_plugin_doc_page(d), "permalink");
    bool slash = perm.type == SP_STRING && perm.u.s.len && perm.u.s.ptr[perm.u.s.len - 1] == '/';
    sp_plugin_doc_kind k = sp_plugin_doc_kind_of(d);
    bool page = k == SP_PLUGIN_PAGE || k == SP_PLUGIN_GENERATED;
    if (!(((page || sp_plugin_doc_written(d)) && !strcmp(sp_plugin_doc_output_ext(d), ".html")) || slash))
        return 0;
    const sp_emoji_entry *e;
    if (!out->len || next_emoji(out->data, out->len, 0, &e) == out->len) /* doc.output&.match?(emoji_pattern) */
        return 0;
    sp_buf tmp = SP_BUF_INIT;
    emoji_ctx x = {emoji_root(ps, &tmp)};
    static const char *const ignore[] = {"pre", "code", "tt", NULL};
    sp_plugin_rewrite_body(out, NULL, ignore, emojify_text, &x);
    sp_buf_free(&tmp);
    return 0;
}

const sp_plugin sp_plugin_jemoji = {
    .name = "jemoji",
    .version = "0.13.0",
    .post_render = post_render,
};
