/* jekyll-mentions 1.6 (with html-pipeline 2.14's MentionFilter): every @name in the text of an HTML page or
 * document becomes a link to the user's GitHub page, outside pre, code, a, style and script. As the gem, the body
 * (or the whole output when it has no <body>) is parsed with Nokogiri and written back (html_fragment.c) whenever it
 * holds a mention-like @name, so such pages take libxml2's serialisation too. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "plugins/plugins_int.h"

static bool word(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* MentionPatterns[%r![\w][\w-]*!] at text[i] (i at the '@'): true with the login's end in *end when a mention
 * starts there: (?:^|\W) before it is checked by the caller; then @login (atomic [\w][\w-]*), not followed by "/",
 * and followed by dots then a non-word character or the end of a line, or by any character but [0-9a-zA-Z_.], or
 * by the end of a line. */
static bool mention_at(const char *t, size_t n, size_t at, size_t *end)
{
    size_t i = at + 1;
    if (i >= n || !word(t[i]))
        return false;
    while (i < n && (word(t[i]) || t[i] == '-'))
        i++;
    if (i < n && t[i] == '/')
        return false;
    if (i >= n || t[i] == '\n') {
        *end = i;
        return true;
    }
    if (t[i] == '.') {
        /* \.+[ \t\W] | \.+$: the first dot followed by a non-word character (a dot included) or a line's end */
        if (i + 1 >= n || !word(t[i + 1])) {
            *end = i;
            return true;
        }
        return false;
    }
    *end = i;
    return true;
}

typedef struct mention_ctx {
    const char *base; /* base_url */
} mention_ctx;

/* mention_link_filter: gsub of the pattern, each login (but the MentionLogins words) linked */
static bool link_mentions(void *ud, const char *t, size_t n, sp_buf *out)
{
    mention_ctx *m = ud;
    if (!memchr(t, '@', n))
        return false;
    bool changed = false;
    size_t copied = 0, pos = 0;
    while (pos < n) {
        const char *at = memchr(t + pos, '@', n - pos);
        if (!at)
            break;
        size_t i = (size_t)(at - t), end;
        /* (?:^|\W): a line's start, or a non-word character not taken by the previous match */
        bool lead = i == 0 || t[i - 1] == '\n' || (i - 1 >= pos && !word(t[i - 1]));
        if (!lead || !mention_at(t, n, i, &end)) {
            pos = i + 1;
            continue;
        }
        size_t ll = end - i - 1;
        char *login = strndup(t + i + 1, ll);
        bool info = false;
        static const char *const words[] = {"mention", "mentions", "mentioned", "mentioning", NULL};
        for (int k = 0; words[k]; k++)
            info |= !strcasecmp(login, words[k]);
        if (!info) {
            sp_buf_append(out, t + copied, i - copied);
            size_t bl = strlen(m->base);
            bool slash = bl && (m->base[bl - 1] == '/' || m->base[bl - 1] == '~');
            sp_buf_printf(out, "<a href='%s%s%s' class='user-mention'>@%s</a>", m->base, slash ? "" : "/", login,
                          login);
            copied = end;
            changed = true;
        }
        free(login);
        pos = end;
    }
    if (changed)
        sp_buf_append(out, t + copied, n - copied);
    return changed;
}

/* filter_regex: the body holds a mention-like @name at all */
static bool has_mention(const char *t, size_t n)
{
    for (const char *at = memchr(t, '@', n); at; at = memchr(at + 1, '@', n - (size_t)(at + 1 - t))) {
        size_t i = (size_t)(at - t), end;
        bool lead = i == 0 || t[i - 1] == '\n' || !word(t[i - 1]);
        if (lead && mention_at(t, n, i, &end))
            return true;
        if ((size_t)(at + 1 - t) >= n)
            break;
    }
    return false;
}

/* mention_base: `jekyll-mentions:` as a string, or its base_url, else https://github.com (or $SSL and
 * $GITHUB_HOSTNAME) */
static const char *mention_base(sp_plugin_site *ps, sp_value page, sp_buf *tmp)
{
    sp_value mc = sp_hash_at(page, "jekyll-mentions");
    if (sp_is_nil(mc))
        mc = sp_hash_at(sp_plugin_config(ps), "jekyll-mentions");
    if (mc.type == SP_STRING)
        return mc.u.s.ptr;
    if (sp_is_hash(mc) && sp_hash_at(mc, "base_url").type == SP_STRING)
        return sp_hash_at(mc, "base_url").u.s.ptr;
    const char *ssl = getenv("SSL"), *host = getenv("GITHUB_HOSTNAME");
    if (ssl && *ssl && host && *host) {
        size_t hl = strlen(host);
        while (hl && host[hl - 1] == '/')
            hl--;
        sp_buf_printf(tmp, "%s%.*s", !strcmp(ssl, "true") ? "https://" : "http://", (int)hl, host);
        return sp_buf_cstr(tmp);
    }
    return "https://github.com";
}

static int post_render(sp_plugin_site *ps, const sp_plugin_doc *d, sp_buf *out, sp_error *err)
{
    (void)err;
    /* mentionable?: a page or a written document, HTML output, not `jekyll-mentions: false` */
    sp_value page = sp_plugin_doc_page(d);
    sp_value off = sp_hash_at(page, "jekyll-mentions");
    const char *url = sp_plugin_doc_url(d);
    size_t ul = url ? strlen(url) : 0;
    bool html = !strcmp(sp_plugin_doc_output_ext(d), ".html") || (ul && url[ul - 1] == '/');
    if ((sp_plugin_doc_kind_of(d) != SP_PLUGIN_PAGE && !sp_plugin_doc_written(d)) || !html ||
        (off.type == SP_BOOL && !off.u.b))
        return 0;
    if (!out->len || !memchr(out->data, '@', out->len))
        return 0;
    sp_buf tmp = SP_BUF_INIT;
    mention_ctx m = {mention_base(ps, page, &tmp)};
    static const char *const ignore[] = {"pre", "code", "a", "style", "script", NULL};
    sp_plugin_rewrite_body(out, has_mention, ignore, link_mentions, &m);
    sp_buf_free(&tmp);
    return 0;
}

const sp_plugin sp_plugin_mentions = {
    .name = "jekyll-mentions",
    .version = "1.6.0",
    .post_render = post_render,
};
