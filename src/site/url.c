/* Permalinks and URLs as Jekyll 4.3 builds them (url.rb, document.rb, page.rb, drops/url_drop.rb, utils.rb). */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "liquid/filter_util.h"
#include "sitepub/date.h"
#include "sitepub/source.h"
#include "site/site_internal.h"

/* Jekyll::Utils.slugify with the Unicode classes of the filters module (\p{M}\p{L}\p{Nd}, I18n's Latin
 * transliteration) so that permalinks and the slugify filter agree. */
enum { SLUG_RAW, SLUG_DEFAULT, SLUG_PRETTY, SLUG_ASCII, SLUG_MODES };

static bool slug_keep(uint32_t cp, bool valid, int mode)
{
    if (!valid)
        return false;
    if (mode == SLUG_RAW)
        return !(cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == '\f' || cp == '\v');
    if (mode == SLUG_ASCII)
        return cp < 0x80 && isalnum((int)cp);
    bool word = fu_in_ranges(sp_ranges_slug_word, sp_ranges_slug_word_len, cp);
    if (mode == SLUG_PRETTY)
        return word || (cp < 0x80 && cp && strchr("._~!$&'()+,;=@", (int)cp));
    return word;
}

/* slug_keep of each ASCII character in each mode, worked out once (a title is mostly ASCII: this is the slugify
 * of every post's permalink) */
static bool g_slug_ascii[SLUG_MODES][128];
static pthread_once_t g_slug_once = PTHREAD_ONCE_INIT;

static void slug_ascii_init(void)
{
    for (int m = 0; m < SLUG_MODES; m++)
        for (uint32_t c = 0; c < 128; c++)
            g_slug_ascii[m][c] = slug_keep(c, true, m);
}

/* The length of the character at s[i] (n bytes in all) and whether slugify keeps it in mode */
static size_t slug_char(const char *s, size_t n, size_t i, int mode, bool *keep)
{
    unsigned char c = (unsigned char)s[i];
    if (c < 0x80) {
        *keep = g_slug_ascii[mode][c];
        return 1;
    }
    uint32_t cp;
    bool ok;
    size_t l = fu_utf8_decode(s, n, i, &cp, &ok);
    *keep = slug_keep(cp, ok, mode);
    return l;
}

char *sp_site_slugify(sp_arena *a, const char *s, size_t len, const char *mode, bool cased)
{
    if (!mode)
        mode = "default";
    sp_buf b = SP_BUF_INIT;
    if (strcmp(mode, "raw") && strcmp(mode, "default") && strcmp(mode, "pretty") && strcmp(mode, "ascii") &&
        strcmp(mode, "latin")) {
        if (cased)
            sp_buf_append(&b, s, len);
        else
            fu_downcase(&b, s, len);
        char *r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
        sp_buf_free(&b);
        return r;
    }
    pthread_once(&g_slug_once, slug_ascii_init);
    sp_buf latin = SP_BUF_INIT;
    if (!strcmp(mode, "latin")) {
        /* I18n.transliterate: approximations, "?" for other non-ASCII characters */
        for (size_t i = 0; i < len;) {
            uint32_t cp;
            bool ok;
            size_t l = fu_utf8_decode(s, len, i, &cp, &ok);
            if (cp < 0x80) {
                sp_buf_putc(&latin, s[i]);
            } else {
                const sp_case_map *m = ok ? fu_map_find(sp_latin_approx, sp_latin_approx_len, cp) : NULL;
                if (m)
                    sp_buf_append(&latin, m->s, m->len);
                else
                    sp_buf_putc(&latin, '?');
            }
            i += l;
        }
        s = latin.data ? latin.data : "";
        len = latin.len;
        mode = "default";
    }
    int m = !strcmp(mode, "raw") ? SLUG_RAW : !strcmp(mode, "pretty") ? SLUG_PRETTY
                                            : !strcmp(mode, "ascii") ? SLUG_ASCII : SLUG_DEFAULT;
    sp_buf slug = SP_BUF_INIT;
    sp_buf_reserve(&slug, len + 1);
    for (size_t i = 0; i < len;) {
        bool keep;
        size_t run = i;
        while (run < len) { /* the characters kept, appended as one piece */
            size_t l = slug_char(s, len, run, m, &keep);
            if (!keep)
                break;
            run += l;
        }
        if (run > i) {
            sp_buf_append(&slug, s + i, run - i);
            i = run;
            continue;
        }
        sp_buf_putc(&slug, '-');
        while (i < len) {
            size_t l = slug_char(s, len, i, m, &keep);
            if (keep)
                break;
            i += l;
        }
    }
    /* gsub(/^-|-$/, "") */
    size_t st = 0, en = slug.len;
    if (en && slug.data[0] == '-')
        st = 1;
    if (en > st && slug.data[en - 1] == '-')
        en--;
    const char *out = slug.data ? slug.data + st : "";
    bool ascii = !cased;
    for (size_t i = st; i < en && ascii; i++)
        ascii = (unsigned char)slug.data[i] < 0x80;
    char *r;
    if (!cased && ascii) { /* downcase: ASCII letters only (what the Unicode mapping does to ASCII) */
        r = sp_arena_alloc(a, en - st + 1);
        for (size_t i = 0; i < en - st; i++)
            r[i] = out[i] >= 'A' && out[i] <= 'Z' ? (char)(out[i] + ('a' - 'A')) : out[i];
        r[en - st] = 0;
    } else {
        if (cased)
            sp_buf_append(&b, out, en - st);
        else
            fu_downcase(&b, out, en - st);
        r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    }
    sp_buf_free(&b);
    sp_buf_free(&slug);
    sp_buf_free(&latin);
    return r;
}

static bool plain_path(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!(isalnum((unsigned char)s[i]) || s[i] == '.' || s[i] == '/' || s[i] == '-'))
            return false;
    return true;
}

void sp_site_escape_path(sp_buf *out, const char *s, size_t n)
{
    if (n == 0 || plain_path(s, n)) {
        sp_buf_append(out, s, n);
        return;
    }
    /* Addressable::URI.encode: path characters (unreserved, sub-delims, ":@/") and "?" stay; "#" starts the
     * fragment, where a further "#" is encoded, and Jekyll then encodes the first: every "#" is "%23" */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c && (isalnum(c) || strchr("-._~!$&'()*+,;=:@/?", c)))
            sp_buf_putc(out, (char)c);
        else
            sp_buf_printf(out, "%%%02X", c);
    }
}

static int hexv(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

char *sp_site_unescape_path(sp_arena *a, const char *s)
{
    size_t n = strlen(s);
    char *r = sp_arena_alloc(a, n + 1);
    size_t j = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '%' && i + 2 < n && hexv(s[i + 1]) >= 0 && hexv(s[i + 2]) >= 0) {
            r[j++] = (char)(hexv(s[i + 1]) * 16 + hexv(s[i + 2]));
            i += 2;
        } else {
            r[j++] = s[i];
        }
    }
    r[j] = 0;
    return r;
}

char *sp_site_sanitize_url(sp_arena *a, const char *s, size_t n)
{
    /* "/#{str}".gsub("..", "/").gsub("./", "").squeeze("/"): most URLs have none of "..", "./", "//": then it
     * is "/" and str, or str when that starts with "/" (the two squeezed into one) */
    bool plain = true;
    for (size_t i = 0; i + 1 < n && plain; i++)
        plain = !((s[i] == '.' && (s[i + 1] == '.' || s[i + 1] == '/')) || (s[i] == '/' && s[i + 1] == '/'));
    if (plain) {
        bool slash = n && s[0] == '/';
        char *r = sp_arena_alloc(a, n + 2);
        r[0] = '/';
        memcpy(r + 1, s + slash, n - slash);
        r[n + 1 - slash] = 0;
        return r;
    }
    /* each pass into its own array (none grows) */
    char *b = malloc(2 * (n + 2)), *c = b + n + 2;
    if (!b)
        abort();
    size_t bl = 0, cl = 0, rl = 0;
    b[bl++] = '/';
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '.' && i + 1 < n && s[i + 1] == '.') {
            b[bl++] = '/';
            i++;
        } else {
            b[bl++] = s[i];
        }
    }
    for (size_t i = 0; i < bl; i++) {
        if (b[i] == '.' && i + 1 < bl && b[i + 1] == '/') {
            i++;
            continue;
        }
        c[cl++] = b[i];
    }
    char *r = sp_arena_alloc(a, cl + 1);
    for (size_t i = 0; i < cl; i++) {
        if (c[i] == '/' && rl && r[rl - 1] == '/')
            continue;
        r[rl++] = c[i];
    }
    r[rl] = 0;
    free(b);
    return r;
}

bool sp_site_is_markdown_ext(sp_site *s, const char *ext)
{
    if (!ext || ext[0] != '.')
        return false;
    sp_value v = sp_hash_at(s->config, "markdown_ext");
    const char *list = v.type == SP_STRING ? v.u.s.ptr : "markdown,mkdown,mkdn,mkd,md";
    size_t listlen = v.type == SP_STRING ? v.u.s.len : strlen(list);
    const char *e = ext + 1;
    size_t el = strlen(e);
    size_t i = 0;
    while (i <= listlen) {
        size_t j = i;
        while (j < listlen && list[j] != ',')
            j++;
        size_t a = i, b = j;
        while (a < b && isspace((unsigned char)list[a]))
            a++;
        while (b > a && isspace((unsigned char)list[b - 1]))
            b--;
        if (b - a == el && !strncasecmp(list + a, e, el))
            return true;
        i = j + 1;
    }
    return false;
}

const char *sp_site_output_ext(sp_site *s, const char *ext)
{
    if (sp_site_is_markdown_ext(s, ext))
        return ".html";
    if (!strcmp(ext, ".scss") || !strcmp(ext, ".sass"))
        return ".css";
    return ext;
}

static const char *const HTML_EXTS[] = {".html", ".xhtml", ".htm", NULL};

static bool is_html_ext(const char *e)
{
    for (int i = 0; HTML_EXTS[i]; i++)
        if (!strcmp(e, HTML_EXTS[i]))
            return true;
    return false;
}

/* Utils.add_permalink_suffix */
static void add_suffix(sp_buf *t, const char *style)
{
    if (!strcmp(style, "pretty"))
        sp_buf_putc(t, '/');
    else if (!strcmp(style, "date") || !strcmp(style, "ordinal") || !strcmp(style, "none"))
        sp_buf_puts(t, ":output_ext");
    else {
        size_t n = strlen(style);
        if (n && style[n - 1] == '/')
            sp_buf_putc(t, '/');
        if (n >= 11 && !strcmp(style + n - 11, ":output_ext"))
            sp_buf_puts(t, ":output_ext");
    }
}

static const char *permalink_style(sp_site *s)
{
    sp_value p = sp_hash_at(s->config, "permalink");
    if (p.type == SP_STRING)
        return p.u.s.ptr;
    return "date";
}

/* n in digits decimal digits (zero-padded; digits 0: as many as it has) into tmp, which it returns (what
 * sp_strftime's %Y, %m, %-d, ... write for 0 <= n < 10000) */
static const char *put_digits(sp_buf *tmp, int n, int digits)
{
    char t[8];
    int k = 0;
    do {
        t[k++] = (char)('0' + n % 10);
        n /= 10;
    } while (n || k < digits);
    sp_buf_clear(tmp);
    while (k)
        sp_buf_putc(tmp, t[--k]);
    return tmp->data;
}

/* The value of a UrlDrop placeholder for document d, whose date is t (c: t broken down, when have_c) ; NULL when
 * the drop has no such key. A value may be tmp's text, good until the next call. */
static const char *drop_value(sp_site *s, sp_doc *d, const char *key, size_t kl, sp_buf *tmp, sp_time t,
                              sp_civil *c, bool *have_c)
{
    sp_arena *a = s->arena;
#define K(lit) (kl == sizeof(lit) - 1 && !memcmp(key, lit, kl))
    /* the numbers of the date, as strftime writes them (a four-digit year: the other years go to strftime) */
    int num = -1, width = 0;
    if (K("year") || K("month") || K("day") || K("hour") || K("minute") || K("second") || K("i_day") ||
        K("i_month")) {
        if (!*have_c) {
            sp_time_to_civil(t, c);
            *have_c = true;
        }
        if (K("year") && c->year >= 1000 && c->year <= 9999)
            num = (int)c->year, width = 4;
        else if (K("month") || K("i_month"))
            num = c->month, width = K("month") ? 2 : 0;
        else if (K("day") || K("i_day"))
            num = c->day, width = K("day") ? 2 : 0;
        else if (K("hour"))
            num = c->hour, width = 2;
        else if (K("minute"))
            num = c->min, width = 2;
        else if (K("second"))
            num = c->sec, width = 2;
    }
    if (num >= 0)
        return put_digits(tmp, num, width);
    const char *fmt = NULL;
    if (K("year")) fmt = "%Y";
    else if (K("month")) fmt = "%m";
    else if (K("day")) fmt = "%d";
    else if (K("hour")) fmt = "%H";
    else if (K("minute")) fmt = "%M";
    else if (K("second")) fmt = "%S";
    else if (K("i_day")) fmt = "%-d";
    else if (K("i_month")) fmt = "%-m";
    else if (K("short_month")) fmt = "%b";
    else if (K("long_month")) fmt = "%B";
    else if (K("short_year")) fmt = "%y";
    else if (K("w_year")) fmt = "%G";
    else if (K("week")) fmt = "%V";
    else if (K("w_day")) fmt = "%u";
    else if (K("short_day")) fmt = "%a";
    else if (K("long_day")) fmt = "%A";
    else if (K("y_day")) fmt = "%j";
    if (fmt) {
        sp_buf_clear(tmp);
        sp_site_strftime(tmp, fmt, t);
        return sp_buf_cstr(tmp);
    }
    if (K("collection"))
        return d->collection ? d->collection : "";
    if (K("output_ext"))
        return d->output_ext;
    if (K("path")) {
        /* cleaned_relative_path: relative path without extension, collection folder removed once, trailing
         * dots removed */
        /* Document#relative_path is relative to the collections_dir */
        const char *rel = d->relpath;
        sp_value cd = sp_hash_at(s->config, "collections_dir");
        if (cd.type == SP_STRING && cd.u.s.len && !strncmp(rel, cd.u.s.ptr, cd.u.s.len) && rel[cd.u.s.len] == '/')
            rel += cd.u.s.len + 1;
        size_t n = strlen(rel) - strlen(d->ext);
        const char *reldir = d->reldir ? d->reldir : "";
        sp_buf_clear(tmp);
        sp_buf_append(tmp, rel, n);
        const char *hit = *reldir ? strstr(sp_buf_cstr(tmp), reldir) : NULL;
        sp_buf out = SP_BUF_INIT;
        if (hit) {
            sp_buf_append(&out, tmp->data, (size_t)(hit - tmp->data));
            sp_buf_puts(&out, hit + strlen(reldir));
        } else {
            sp_buf_append(&out, tmp->data ? tmp->data : "", tmp->len);
        }
        while (out.len && out.data[out.len - 1] == '.')
            out.len--;
        char *r = sp_arena_strndup(a, out.data ? out.data : "", out.len);
        sp_buf_free(&out);
        return r;
    }
    const char *base = d->name;
    size_t baselen = strlen(base) - strlen(d->ext);
    if (K("name"))
        return sp_site_slugify(a, base, baselen, NULL, false);
    if (K("title") || K("slug")) {
        sp_value slug = sp_hash_at(d->page, "slug");
        bool pretty = K("title");
        if (slug.type == SP_STRING)
            return sp_site_slugify(a, slug.u.s.ptr, slug.u.s.len, pretty ? "pretty" : NULL, pretty);
        if (!sp_is_nil(slug)) {
            sp_buf_clear(tmp);
            sp_value_to_s(tmp, slug);
            return sp_site_slugify(a, tmp->data ? tmp->data : "", tmp->len, pretty ? "pretty" : NULL, pretty);
        }
        return sp_site_slugify(a, base, baselen, pretty ? "pretty" : NULL, pretty);
    }
    if (K("categories") || K("slugified_categories")) {
        bool slugged = K("slugified_categories");
        sp_value cats = sp_hash_at(d->page, "categories");
        sp_buf out = SP_BUF_INIT;
        sp_value seen = sp_array_new(a, 4);
        size_t nc = cats.type == SP_ARRAY ? sp_array_len(cats) : 0;
        for (size_t i = 0; i < nc; i++) {
            sp_buf_clear(tmp);
            sp_value_to_s(tmp, sp_array_get(cats, (int64_t)i));
            char *c;
            if (slugged) {
                c = sp_site_slugify(a, tmp->data ? tmp->data : "", tmp->len, NULL, false);
            } else { /* category.to_s.downcase (Unicode, as Ruby) */
                sp_buf lc = SP_BUF_INIT;
                fu_downcase(&lc, tmp->data ? tmp->data : "", tmp->len);
                c = sp_arena_strndup(a, lc.data ? lc.data : "", lc.len);
                sp_buf_free(&lc);
            }
            sp_value cv = sp_str_ref(c, strlen(c));
            bool dup = false;
            for (size_t k = 0; k < sp_array_len(seen); k++)
                if (sp_value_equal(sp_array_get(seen, (int64_t)k), cv))
                    dup = true;
            if (dup)
                continue;
            sp_array_push(seen, cv);
            if (out.len)
                sp_buf_putc(&out, '/');
            sp_buf_puts(&out, c);
        }
        char *r = sp_arena_strndup(a, out.data ? out.data : "", out.len);
        sp_buf_free(&out);
        return r;
    }
#undef K
    return NULL;
}

/* URL#generate_url_from_drop */
static int url_from_drop(sp_site *s, sp_doc *d, const char *tmpl, sp_buf *out, sp_error *err)
{
    sp_buf tmp = SP_BUF_INIT;
    sp_value date = sp_hash_at(d->page, "date");
    sp_time t = date.type == SP_TIME ? date.u.t : s->now;
    sp_civil c;
    bool have_c = false;
    for (const char *p = tmpl; *p;) {
        if (*p == ':' && (islower((unsigned char)p[1]) || p[1] == '_')) {
            const char *q = p + 1;
            while (islower((unsigned char)*q) || *q == '_')
                q++;
            size_t kl = (size_t)(q - p - 1);
            const char *v = drop_value(s, d, p + 1, kl, &tmp, t, &c, &have_c);
            if (!v && kl > 1 && p[kl] == '_') {
                v = drop_value(s, d, p + 1, kl - 1, &tmp, t, &c, &have_c);
                if (v)
                    q--; /* the trailing "_" stays in the URL */
            }
            if (!v) {
                sp_buf_free(&tmp);
                return sp_error_set(err, SP_ERR_INPUT, d->relpath, 0, 0,
                                    "the URL template doesn't have %.*s keys; check the permalink template \"%s\"",
                                    (int)kl, p + 1, tmpl);
            }
            sp_site_escape_path(out, v, strlen(v));
            p = q;
            continue;
        }
        sp_buf_putc(out, *p++);
    }
    sp_buf_free(&tmp);
    return 0;
}

/* URL#generate_url_from_hash: keys in order; a NULL value removes "/:key" */
void sp_site_url_from_hash(const char *tmpl, const char *const *keys, const char *const *vals, int n, sp_buf *out)
{
    sp_buf cur = SP_BUF_INIT, next = SP_BUF_INIT;
    sp_buf_puts(&cur, tmpl);
    for (int k = 0; k < n; k++) {
        if (!strchr(sp_buf_cstr(&cur), ':'))
            break;
        char pat[32];
        snprintf(pat, sizeof pat, vals[k] ? ":%s" : "/:%s", keys[k]);
        size_t pl = strlen(pat);
        sp_buf_clear(&next);
        const char *c = sp_buf_cstr(&cur);
        sp_buf esc = SP_BUF_INIT;
        if (vals[k])
            sp_site_escape_path(&esc, vals[k], strlen(vals[k]));
        for (size_t i = 0; c[i];) {
            if (!strncmp(c + i, pat, pl)) {
                sp_buf_append(&next, esc.data ? esc.data : "", esc.len);
                i += pl;
            } else {
                sp_buf_putc(&next, c[i++]);
            }
        }
        sp_buf_free(&esc);
        sp_buf t = cur;
        cur = next;
        next = t;
    }
    sp_buf_append(out, cur.data ? cur.data : "", cur.len);
    sp_buf_free(&cur);
    sp_buf_free(&next);
}

int sp_site_doc_url(sp_site *s, sp_doc *d, sp_error *err)
{
    sp_buf u = SP_BUF_INIT;
    sp_value perm = sp_hash_at(d->page, "permalink");
    const char *permalink = perm.type == SP_STRING && perm.u.s.len ? perm.u.s.ptr : NULL;
    /* Renderer#output_ext: permalink_ext || converter_output_ext. A permalink that does not end in "/" and has
     * an extension (File.extname of its last segment) gives the output its extension: `permalink: /feed.xml`
     * on an .html page writes feed.xml, `/data.json` on a .md page data.json */
    if (permalink && permalink[strlen(permalink) - 1] != '/') {
        const char *last = strrchr(permalink, '/');
        last = last ? last + 1 : permalink;
        const char *dot = strrchr(last, '.');
        if (dot && dot != last && dot[1])
            d->output_ext = sp_arena_strdup(s->arena, dot);
    }
    if (d->kind == SP_DOC_PAGE || d->kind == SP_DOC_GENERATED) {
        /* Page#template and url_placeholders */
        const char *slash = strrchr(d->relpath, '/');
        const char *dir = slash ? sp_arena_strndup(s->arena, d->relpath, (size_t)(slash - d->relpath)) : "";
        size_t bl = strlen(d->name) - strlen(d->ext);
        while (bl > 0 && d->name[bl - 1] == '.')
            bl--;
        const char *base = sp_arena_strndup(s->arena, d->name, bl);
        sp_buf t = SP_BUF_INIT;
        if (permalink) {
            sp_buf_puts(&t, permalink);
        } else if (!is_html_ext(d->output_ext)) {
            sp_buf_puts(&t, "/:path/:basename:output_ext");
        } else if (!strcmp(base, "index")) {
            sp_buf_puts(&t, "/:path/");
        } else {
            sp_buf_puts(&t, "/:path/:basename");
            add_suffix(&t, permalink_style(s));
        }
        const char *keys[3] = {"path", "basename", "output_ext"};
        const char *vals[3] = {dir, base, d->output_ext};
        sp_site_url_from_hash(sp_buf_cstr(&t), keys, vals, 3, &u);
        sp_buf_free(&t);
    } else {
        const char *tmpl = permalink;
        if (!tmpl) {
            sp_value cmeta = sp_hash_at(sp_hash_at(s->config, "collections"), d->collection);
            sp_value cp = sp_hash_at(cmeta, "permalink");
            if (cp.type == SP_STRING) {
                tmpl = cp.u.s.ptr;
            } else {
                sp_buf t = SP_BUF_INIT;
                sp_buf_puts(&t, "/:collection/:path");
                add_suffix(&t, permalink_style(s));
                tmpl = sp_arena_strndup(s->arena, t.data, t.len);
                sp_buf_free(&t);
            }
        }
        if (url_from_drop(s, d, tmpl, &u, err) != 0) {
            sp_buf_free(&u);
            return -1;
        }
    }
    d->url = sp_site_sanitize_url(s->arena, u.data ? u.data : "", u.len);
    sp_buf_free(&u);
    /* destination */
    char *path = sp_site_unescape_path(s->arena, d->url);
    sp_buf dest = SP_BUF_INIT;
    sp_buf_puts(&dest, path + (path[0] == '/'));
    size_t ul = strlen(d->url);
    bool dir_url = ul && d->url[ul - 1] == '/';
    if (d->kind == SP_DOC_PAGE || d->kind == SP_DOC_GENERATED) {
        if (dir_url)
            sp_buf_puts(&dest, "index");
        size_t el = strlen(d->output_ext);
        if (!(dest.len >= el && !memcmp(dest.data + dest.len - el, d->output_ext, el)))
            sp_buf_puts(&dest, d->output_ext);
    } else {
        if (dir_url) {
            sp_buf_puts(&dest, "index.html");
        } else {
            size_t el = strlen(d->output_ext);
            if (!(dest.len >= el && !memcmp(dest.data + dest.len - el, d->output_ext, el)))
                sp_buf_puts(&dest, d->output_ext);
        }
    }
    d->out_path = sp_arena_strndup(s->arena, dest.data ? dest.data : "", dest.len);
    sp_buf_free(&dest);
    if (!sp_path_is_safe(d->out_path, strlen(d->out_path)))
        return sp_error_set(err, SP_ERR_INPUT, d->relpath, 0, 0,
                            "the permalink gives the output path \"%s\", which leaves the destination", d->out_path);
    return 0;
}

char *sp_site_collection_static_url(sp_site *s, const char *label, const char *inner)
{
    /* StaticFile#url for a collection file: the collection's template with collection, path, output_ext "",
     * name and title "", chomp("/"), then the extension */
    const char *name = strrchr(inner, '/');
    name = name ? name + 1 : inner;
    const char *dot = strrchr(name, '.');
    if (dot == name)
        dot = NULL;
    const char *ext = dot ? dot : "";
    size_t il = strlen(inner) - strlen(ext);
    char *path = sp_arena_printf(s->arena, "/%.*s", (int)il, inner);
    size_t pl = strlen(path);
    while (pl && path[pl - 1] == '.')
        path[--pl] = 0;
    char *base = sp_arena_strndup(s->arena, name, strlen(name) - strlen(ext));
    size_t bl = strlen(base);
    while (bl && base[bl - 1] == '.')
        base[--bl] = 0;
    sp_value cmeta = sp_hash_at(sp_hash_at(s->config, "collections"), label);
    sp_value cp = sp_hash_at(cmeta, "permalink");
    sp_buf t = SP_BUF_INIT, u = SP_BUF_INIT;
    if (cp.type == SP_STRING) {
        sp_buf_puts(&t, cp.u.s.ptr);
    } else {
        sp_buf_puts(&t, "/:collection/:path");
        add_suffix(&t, permalink_style(s));
    }
    const char *keys[5] = {"collection", "path", "output_ext", "name", "title"};
    const char *vals[5] = {label, path, "", base, ""};
    sp_site_url_from_hash(sp_buf_cstr(&t), keys, vals, 5, &u);
    char *url = sp_site_sanitize_url(s->arena, u.data ? u.data : "", u.len);
    size_t ul = strlen(url);
    while (ul > 0 && url[ul - 1] == '/')
        url[--ul] = 0;
    char *full = sp_arena_printf(s->arena, "%s%s", url, ext);
    sp_buf_free(&t);
    sp_buf_free(&u);
    char *un = sp_site_unescape_path(s->arena, full);
    return un + (un[0] == '/');
}

const char *sp_site_style_to_permalink(const char *style)
{
    if (!strcmp(style, "none"))
        return "/:categories/:title:output_ext";
    if (!strcmp(style, "date"))
        return "/:categories/:year/:month/:day/:title:output_ext";
    if (!strcmp(style, "ordinal"))
        return "/:categories/:year/:y_day/:title:output_ext";
    if (!strcmp(style, "pretty"))
        return "/:categories/:year/:month/:day/:title/";
    if (!strcmp(style, "weekdate"))
        return "/:categories/:year/W:week/:short_day/:title:output_ext";
    return style;
}
