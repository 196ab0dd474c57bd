/* markdown module: raw HTML written as kramdown writes it. kramdown parses HTML blocks with its own HTML parser
 * and writes the elements back: attributes in double quotes with `<>&"` escaped, elements without a body as
 * `<img ... />`, a block element that ends mid-line ends its line. */
#include <stdio.h>
#include <string.h>

#include "markdown/md_internal.h"

static const char *const void_elems[] = {"area", "base", "br", "col", "command", "embed", "hr", "img",
                                         "input", "keygen", "link", "meta", "param", "source", "track", "wbr"};
static const char *const span_elems[] = {"a", "abbr", "acronym", "b", "big", "bdo", "br", "button", "cite",
                                         "code", "del", "dfn", "em", "i", "img", "input", "ins", "kbd",
                                         "label", "mark", "option", "q", "rb", "rbc", "rp", "rt", "rtc", "ruby",
                                         "samp", "select", "small", "span", "strong", "sub", "sup", "tt", "u",
                                         "var"};

static bool in_list(const char *const *list, size_t n, const char *name, size_t len)
{
    for (size_t i = 0; i < n; i++) {
        if (strlen(list[i]) == len && strncmp(list[i], name, len) == 0) {
            return true;
        }
    }
    return false;
}

bool md_html_is_void(const char *name, size_t len)
{
    return in_list(void_elems, sizeof void_elems / sizeof *void_elems, name, len);
}

bool md_html_is_span(const char *name, size_t len)
{
    return in_list(span_elems, sizeof span_elems / sizeof *span_elems, name, len);
}

static const char *const model_block_span[] = {
    "address", "applet", "article", "aside", "blockquote", "body", "dd", "details", "div", "dl", "fieldset",
    "figure", "figcaption", "footer", "form", "header", "hgroup", "iframe", "li", "main", "map", "menu", "nav",
    "noscript", "object", "section", "summary", "td", "a", "abbr", "acronym", "b", "bdo", "big", "button", "cite",
    "caption", "del", "dfn", "dt", "em", "h1", "h2", "h3", "h4", "h5", "h6", "i", "ins", "label", "legend",
    "optgroup", "p", "q", "rb", "rbc", "rp", "rt", "rtc", "ruby", "select", "small", "span", "strong", "sub", "sup",
    "th", "tt"};

/* kramdown HTML_CONTENT_MODEL is :block or :span (not the default :raw) */
bool md_html_content_parsed(const char *name, size_t len)
{
    return in_list(model_block_span, sizeof model_block_span / sizeof *model_block_span, name, len);
}

static bool content_model_not_raw(const char *name, size_t len)
{
    return in_list(model_block_span, sizeof model_block_span / sizeof *model_block_span, name, len);
}

static bool name_ch(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == ':' || c == '.';
}
static bool ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }
static bool word_ch(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           (unsigned char)c >= 0x80;
}

/* Parse a tag at s[0] == '<'. Returns its length (0 when not a tag) and writes its normalized form to out. */
size_t md_html_tag(const char *s, size_t n, sp_buf *out, const char **name, size_t *nlen, bool *closing,
                   bool *self_closed)
{
    if (n < 3 || s[0] != '<') {
        return 0;
    }
    if (n >= 4 && memcmp(s, "<!--", 4) == 0) {
        const char *e = NULL;
        for (size_t i = 4; i + 3 <= n; i++) {
            if (memcmp(s + i, "-->", 3) == 0) {
                e = s + i + 3;
                break;
            }
        }
        if (!e) {
            return 0;
        }
        sp_buf_append(out, s, (size_t)(e - s));
        *name = "!--";
        *nlen = 3;
        *closing = false;
        *self_closed = true;
        return (size_t)(e - s);
    }
    size_t i = 1;
    *closing = false;
    if (s[i] == '/') {
        *closing = true;
        i++;
    }
    size_t ns = i;
    if (i >= n || !((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') || s[i] == '_' || s[i] == ':')) {
        return 0;
    }
    while (i < n && name_ch(s[i])) {
        i++;
    }
    *name = s + ns;
    *nlen = i - ns;
    if (*closing) {
        while (i < n && ws(s[i])) {
            i++;
        }
        if (i >= n || s[i] != '>') {
            return 0;
        }
        sp_buf_append(out, s, ns);
        sp_buf_append(out, s + ns, *nlen);
        sp_buf_putc(out, '>');
        *self_closed = false;
        return i + 1;
    }
    sp_buf tmp = SP_BUF_INIT;
    sp_buf_putc(&tmp, '<');
    sp_buf_append(&tmp, s + ns, *nlen);
    *self_closed = false;
    for (;;) {
        while (i < n && ws(s[i])) {
            i++;
        }
        if (i >= n) {
            sp_buf_free(&tmp);
            return 0;
        }
        if (s[i] == '>') {
            i++;
            break;
        }
        if (s[i] == '/' && i + 1 < n && s[i + 1] == '>') {
            *self_closed = true;
            i += 2;
            break;
        }
        /* kramdown HTML_ATTRIBUTE_RE: a name [\w:][-\w:.]*, then optionally = a quoted value or \p{Word}+ */
        size_t as = i;
        if (!(word_ch(s[i]) || s[i] == ':')) {
            sp_buf_free(&tmp);
            return 0;
        }
        while (i < n && (word_ch(s[i]) || s[i] == ':' || s[i] == '-' || s[i] == '.')) {
            i++;
        }
        if (i < n && !ws(s[i]) && s[i] != '=' && s[i] != '>' && s[i] != '/') {
            sp_buf_free(&tmp);
            return 0;
        }
        size_t ae = i;
        while (i < n && ws(s[i])) {
            i++;
        }
        const char *v = "";
        size_t vl = 0;
        if (i < n && s[i] == '=') {
            i++;
            while (i < n && ws(s[i])) {
                i++;
            }
            if (i < n && (s[i] == '"' || s[i] == '\'')) {
                char q = s[i];
                const char *e = memchr(s + i + 1, q, n - i - 1);
                if (!e) {
                    sp_buf_free(&tmp);
                    return 0;
                }
                v = s + i + 1;
                vl = (size_t)(e - v);
                i = (size_t)(e - s) + 1;
            } else {
                v = s + i;
                while (i < n && word_ch(s[i])) {
                    i++;
                }
                vl = (size_t)(s + i - v);
                if (!vl || (i < n && !ws(s[i]) && s[i] != '>' && s[i] != '/')) {
                    sp_buf_free(&tmp);
                    return 0;
                }
            }
        }
        bool blank_id = ae - as == 2 && strncmp(s + as, "id", 2) == 0;
        for (size_t k = 0; blank_id && k < vl; k++) {
            blank_id = ws(v[k]);
        }
        if (!blank_id) { /* kramdown html_attributes leaves out an empty id */
            sp_buf_putc(&tmp, ' ');
            sp_buf_append(&tmp, s + as, ae - as);
            sp_buf_puts(&tmp, "=\"");
            md_escape_attr(&tmp, v, vl);
            sp_buf_putc(&tmp, '"');
        }
    }
    if (md_html_is_void(*name, *nlen)) {
        sp_buf_puts(&tmp, " />");
    } else if (*self_closed) {
        /* kramdown: an empty element that is not void is written with its end tag, except in the raw content
         * model (script, pre, unknown elements, ...) where `<x />` stays */
        if (md_html_is_span(*name, *nlen) || content_model_not_raw(*name, *nlen)) {
            sp_buf_puts(&tmp, "></");
            sp_buf_append(&tmp, *name, *nlen);
            sp_buf_putc(&tmp, '>');
        } else {
            sp_buf_puts(&tmp, " />");
        }
    } else {
        sp_buf_putc(&tmp, '>');
    }
    sp_buf_append(out, tmp.data, tmp.len);
    sp_buf_free(&tmp);
    return i;
}

/* Write raw HTML s (an HTML block's text, without its final newline) as kramdown writes it. */
void md_html_block(const char *s, size_t n, sp_buf *out)
{
    int depth = 0;
    size_t i = 0;
    while (i < n) {
        if (s[i] == '<') {
            const char *name;
            size_t nlen;
            bool closing, selfc;
            size_t l = md_html_tag(s + i, n - i, out, &name, &nlen, &closing, &selfc);
            if (!l) {
                sp_buf_puts(out, "&lt;"); /* not a tag for kramdown: text */
                i++;
                continue;
            }
            i += l;
            bool ended_top = false;
            if (closing) {
                if (depth > 0) {
                    depth--;
                }
                ended_top = depth == 0;
            } else if (!selfc && !md_html_is_void(name, nlen) && !(nlen == 3 && memcmp(name, "!--", 3) == 0)) {
                if ((nlen == 6 && strncmp(name, "script", 6) == 0) || (nlen == 5 && strncmp(name, "style", 5) == 0)) {
                    /* raw text up to the end tag */
                    char end[16];
                    size_t el = (size_t)snprintf(end, sizeof end, "</%.*s", (int)nlen, name);
                    size_t k = i;
                    while (k + el <= n && strncmp(s + k, end, el) != 0) {
                        k++;
                    }
                    if (k + el > n) {
                        k = n;
                    }
                    sp_buf_append(out, s + i, k - i);
                    i = k;
                    depth++;
                    continue;
                }
                depth++;
            } else if (depth == 0) {
                ended_top = true;
            }
            if (ended_top) {
                /* kramdown: the rest of the line after a block element starts a new line */
                size_t k = i;
                while (k < n && (s[k] == ' ' || s[k] == '\t')) {
                    k++;
                }
                if (k < n && s[k] != '\n') {
                    sp_buf_putc(out, '\n');
                    i = k;
                } else if (k >= n) {
                    i = k;
                }
            }
            continue;
        }
        /* text between tags: kramdown escapes < > & (entity references kept) */
        size_t k = i;
        while (k < n && s[k] != '<') {
            k++;
        }
        md_escape_text(out, s + i, k - i);
        i = k;
    }
}
