/* html.rb and parser/html.rb: block HTML (content models, matching end tags), span HTML, raw HTML */
#include "markdown/kramdown/kd.h"

#include <ctype.h>
#include <pthread.h>
#include <string.h>

static const char *const cm_block[] = {"address", "applet", "article", "aside", "blockquote", "body", "dd",
                                       "details", "div", "dl", "fieldset", "figure", "figcaption", "footer", "form",
                                       "header", "hgroup", "iframe", "li", "main", "map", "menu", "nav", "noscript",
                                       "object", "section", "summary", "td", NULL};
static const char *const cm_span[] = {"a", "abbr", "acronym", "b", "bdo", "big", "button", "cite", "caption", "del",
                                      "dfn", "dt", "em", "h1", "h2", "h3", "h4", "h5", "h6", "i", "ins", "label",
                                      "legend", "optgroup", "p", "q", "rb", "rbc", "rp", "rt", "rtc", "ruby",
                                      "select", "small", "span", "strong", "sub", "sup", "th", "tt", NULL};
static const char *const cm_raw[] = {"script", "style", "math", "option", "textarea", "pre", "code", "kbd", "samp",
                                     "var", NULL};
static const char *const span_els[] = {"a", "abbr", "acronym", "b", "big", "bdo", "br", "button", "cite", "code",
                                       "del", "dfn", "em", "i", "img", "input", "ins", "kbd", "label", "mark",
                                       "option", "q", "rb", "rbc", "rp", "rt", "rtc", "ruby", "samp", "select",
                                       "small", "span", "strong", "sub", "sup", "tt", "u", "var", NULL};
static const char *const block_els[] = {"address", "article", "aside", "applet", "body", "blockquote", "caption",
                                        "col", "colgroup", "dd", "div", "dl", "dt", "fieldset", "figcaption",
                                        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
                                        "hr", "html", "head", "iframe", "legend", "menu", "li", "main", "map", "nav",
                                        "ol", "optgroup", "p", "pre", "section", "summary", "table", "tbody", "td",
                                        "th", "thead", "tfoot", "tr", "ul", NULL};
static const char *const no_body[] = {"area", "base", "br", "col", "command", "embed", "hr", "img", "input",
                                      "keygen", "link", "meta", "param", "source", "track", "wbr", NULL};

static bool in(const char *const *l, const char *n, size_t len)
{
    if (!len) {
        return false; /* no name in the tables is empty */
    }
    for (; *l; l++) {
        if ((*l)[0] == n[0] && strlen(*l) == len && !memcmp(*l, n, len)) {
            return true;
        }
    }
    return false;
}

int kd_html_content_model(const char *name)
{
    size_t n = strlen(name);
    return in(cm_block, name, n) ? KD_CM_BLOCK : in(cm_span, name, n) ? KD_CM_SPAN : KD_CM_RAW;
}
bool kd_html_is_span_element(const char *name, size_t n) { return in(span_els, name, n); }
bool kd_html_is_block_element(const char *name) { return in(block_els, name, strlen(name)); }
bool kd_html_no_body(const char *name) { return in(no_body, name, strlen(name)); }
bool kd_html_known(const char *name, size_t n)
{
    return in(span_els, name, n) || in(block_els, name, n) || in(no_body, name, n) || in(cm_block, name, n) ||
           in(cm_span, name, n) || in(cm_raw, name, n);
}

static kd_re re_attr = KD_RE_INIT("\\s*(" KD_UNAME ")(?:\\s*=\\s*(?:([\\p{L}\\p{M}\\p{Nd}\\p{Pc}]+)|(\"|')(.*?)\\3))?",
                                  PCRE2_DOTALL);

void kd_parse_html_attributes(kd_parser *p, const char *s, size_t n, bool lower, md_attrs *at)
{
    size_t i = 0;
    kd_m m;
    while (i < n && kd_match_at(p, &re_attr, s, n, i, false, &m)) {
        char *k = kd_strndup(p, s + m.so[1], m.eo[1] - m.so[1]);
        if (lower) {
            for (char *q = k; *q; q++) {
                *q = (char)tolower((unsigned char)*q);
            }
        }
        const char *v = "";
        size_t vn = 0;
        if (m.so[2] != (size_t)-1) {
            v = s + m.so[2];
            vn = m.eo[2] - m.so[2];
        } else if (m.so[4] != (size_t)-1) {
            v = s + m.so[4];
            vn = m.eo[4] - m.so[4];
        }
        md_attrs_set(p->a, at, k, strlen(k), v, vn, false);
        i = m.eo[0] > i ? m.eo[0] : i + 1;
    }
}

/* an element of type t holding what the last scan matched (an XML comment or processing instruction) */
static void add_matched(kd_parser *p, kd_type t, unsigned char cat, int line)
{
    kd_src *s = p->src;
    kd_el *c = kd_new(p, t);
    c->cat = cat;
    c->line = line;
    c->has_val = true;
    sp_buf_append(&c->val, s->s + s->m.so[0], s->m.eo[0] - s->m.so[0]);
    kd_append(p->tree, c);
}

/* group 1 of the last match, lowercased */
static char *lower_group1(kd_parser *p)
{
    kd_src *s = p->src;
    char *lw = kd_strndup(p, s->s + s->m.so[1], s->m.eo[1] - s->m.so[1]);
    for (char *q = lw; *q; q++) {
        *q = (char)tolower((unsigned char)*q);
    }
    return lw;
}

static char *lower_known(kd_parser *p, const char *s, size_t n)
{
    char *name = kd_strndup(p, s, n);
    char *lw = kd_strndup(p, s, n);
    for (char *q = lw; *q; q++) {
        *q = (char)tolower((unsigned char)*q);
    }
    return kd_html_known(lw, n) ? lw : name;
}

static kd_re re_comment = KD_RE_INIT(KD_HTML_COMMENT_RE, KD_MS);
static kd_re re_instr = KD_RE_INIT("<\\?(.*?)\\?>", KD_MS);
static kd_re re_tag = KD_RE_INIT(KD_HTML_TAG_RE, KD_MS);
static kd_re re_tag_close = KD_RE_INIT(KD_HTML_TAG_CLOSE_RE, KD_MS);
static kd_re re_block_tag = KD_RE_INIT("^" KD_OPT_SPACE KD_HTML_TAG_RE, KD_MS);
static kd_re re_block_tag_close = KD_RE_INIT("^" KD_OPT_SPACE KD_HTML_TAG_CLOSE_RE, KD_MS);
static kd_re re_trailing_ws = KD_RE_INIT("[ \\t]*\\n", KD_M);
static kd_re re_raw_start = KD_RE_INIT("(?=<(" KD_UNAME "|\\/|!--|\\?))", KD_M);

static void handle_kramdown_html_tag(kd_parser *p, kd_el *el, bool closed, bool handle_body);

/* a case-insensitive search for </name\s*> from pos: its start, or (size_t)-1 */
static size_t find_close(kd_parser *p, const char *name, bool icase, size_t *end)
{
    kd_src *s = p->src;
    size_t nl = strlen(name);
    for (size_t i = s->pos; i + nl + 3 <= s->len; i++) {
        if (s->s[i] != '<' || s->s[i + 1] != '/') {
            continue;
        }
        if (icase ? strncasecmp(s->s + i + 2, name, nl) : strncmp(s->s + i + 2, name, nl)) {
            continue;
        }
        size_t j = i + 2 + nl;
        while (j < s->len && strchr(" \t\n\r\f\v", s->s[j]) && s->s[j]) {
            j++;
        }
        if (j < s->len && s->s[j] == '>') {
            *end = j + 1;
            return i;
        }
    }
    return (size_t)-1;
}

/* handle_html_start_tag: the tag of s->m at line */
static void handle_html_start_tag(kd_parser *p, int line)
{
    kd_src *s = p->src;
    kd_m m = s->m;
    char *name = lower_known(p, s->s + m.so[1], m.eo[1] - m.so[1]);
    bool closed = m.so[4] != (size_t)-1;
    kd_el *el = kd_new(p, KD_HTML_ELEMENT);
    el->name = name;
    el->cat = KD_CAT_BLOCK;
    el->line = line;
    kd_parse_html_attributes(p, s->s + m.so[2], m.eo[2] - m.so[2], kd_html_known(name, strlen(name)), &el->attr);
    kd_append(p->tree, el);
    if (!closed && kd_html_no_body(name)) {
        closed = true;
    }
    if (!strcmp(name, "script") || !strcmp(name, "style")) {
        size_t end;
        size_t at = find_close(p, name, true, &end);
        if (at != (size_t)-1) {
            kd_add_text(p, s->s + s->pos, at - s->pos, el, KD_RAW);
            s->pos = end;
        } else {
            kd_add_text(p, s->s + s->pos, s->len - s->pos, el, KD_RAW);
            s->pos = s->len;
        }
        handle_kramdown_html_tag(p, el, false, false);
    } else {
        handle_kramdown_html_tag(p, el, closed, true);
    }
}

/* parse_raw_html */
static void parse_raw_html(kd_parser *p, kd_el *el)
{
    kd_src *s = p->src;
    if (p->nstack >= MD_MAX_DEPTH) {
        kd_fail_depth(p);
        return;
    }
    kd_stack_push(p, p->tree);
    kd_el *saved = p->tree;
    p->tree = el;
    bool done = false;
    while (s->pos < s->len && !done && !p->failed) {
        kd_m m;
        if (kd_match_at(p, &re_raw_start, s->s, s->len, s->pos, false, &m)) {
            kd_add_text(p, s->s + s->pos, m.so[0] - s->pos, p->tree, KD_TEXT);
            s->pos = m.so[0];
            int line = kd_line(s);
            /* the byte after the `<` rules out all but one or two of the patterns: a comment needs `!`, a
             * processing instruction `?`, an end tag `/`, a start tag none of them */
            char b = s->pos + 1 < s->len ? s->s[s->pos + 1] : 0;
            if (b == '!' && kd_scan(p, &re_comment)) {
                add_matched(p, KD_XML_COMMENT, KD_CAT_BLOCK, line);
            } else if (b == '?' && kd_scan(p, &re_instr)) {
                add_matched(p, KD_XML_PI, KD_CAT_BLOCK, line);
            } else if (b != '!' && b != '?' && b != '/' && kd_scan(p, &re_tag)) {
                handle_html_start_tag(p, line);
            } else if (b == '/' && kd_scan(p, &re_tag_close)) {
                const char *cn = s->s + s->m.so[1];
                size_t cl = s->m.eo[1] - s->m.so[1];
                bool match;
                if (kd_html_known(p->tree->name, strlen(p->tree->name))) {
                    match = strlen(p->tree->name) == cl && !strncasecmp(p->tree->name, cn, cl);
                } else {
                    match = strlen(p->tree->name) == cl && !strncmp(p->tree->name, cn, cl);
                }
                if (match) {
                    done = true;
                } else {
                    kd_add_text(p, s->s + s->m.so[0], s->m.eo[0] - s->m.so[0], p->tree, KD_TEXT);
                }
            } else {
                kd_add_text(p, s->s + s->pos, 1, p->tree, KD_TEXT);
                s->pos++;
            }
        } else {
            kd_add_text(p, s->s + s->pos, s->len - s->pos, p->tree, KD_TEXT);
            s->pos = s->len;
            done = true;
        }
    }
    p->tree = saved;
    kd_stack_pop(p);
}

static void handle_kramdown_html_tag(kd_parser *p, kd_el *el, bool closed, bool handle_body)
{
    kd_src *s = p->src;
    if (p->block_ial) {
        el->ial = p->block_ial;
        p->block_ial = NULL;
    }
    int cm;
    if (p->tree->type != KD_HTML_ELEMENT || p->tree->cmodel != KD_CM_RAW) {
        cm = p->o.parse_block_html ? kd_html_content_model(el->name) : KD_CM_RAW;
    } else {
        cm = KD_CM_RAW;
    }
    const char *md = md_attrs_get(&el->attr, "markdown");
    if (md) {
        int v = !strcmp(md, "0") ? KD_CM_RAW : !strcmp(md, "1") ? -1 : !strcmp(md, "span") ? KD_CM_SPAN
                                                                 : !strcmp(md, "block") ? KD_CM_BLOCK : 0;
        md_attrs_del(&el->attr, "markdown");
        if (v) {
            cm = v == -1 ? kd_html_content_model(el->name) : v;
        }
    }
    if (cm == KD_CM_BLOCK) {
        kd_scan(p, &re_trailing_ws);
    }
    el->cmodel = (unsigned char)cm;
    el->is_closed = closed;
    if (!closed && handle_body) {
        if (cm == KD_CM_BLOCK) {
            bool stopped;
            kd_parse_blocks(p, el, NULL, 0, &stopped);
        } else if (cm == KD_CM_SPAN) {
            size_t end;
            size_t at = find_close(p, el->name, true, &end);
            if (at != (size_t)-1) {
                kd_add_text(p, s->s + s->pos, at - s->pos, el, p->text_type);
                s->pos = end;
            } else {
                kd_add_text(p, s->s + s->pos, s->len - s->pos, el, p->text_type);
                s->pos = s->len;
            }
        } else {
            parse_raw_html(p, el);
        }
        if (!(p->tree->type == KD_HTML_ELEMENT && p->tree->cmodel == KD_CM_RAW)) {
            kd_scan(p, &re_trailing_ws);
        }
    }
}

int kd_parse_block_html(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    /* BLOCK_HTML_START matched: `<` after up to three spaces, then a name, `!--` or `/` */
    size_t lt = s->pos;
    while (s->s[lt] == ' ') {
        lt++;
    }
    char b = s->s[lt + 1];
    if (lt == s->pos && b == '!' && kd_scan(p, &re_comment)) {
        add_matched(p, KD_XML_COMMENT, KD_CAT_BLOCK, line);
        kd_scan(p, &re_trailing_ws);
        return 1;
    }
    if (b != '/' && b != '!' && kd_check(p, &re_block_tag)) {
        char *lw = lower_group1(p);
        if (!kd_html_is_span_element(lw, strlen(lw))) {
            /* the tag's groups without OPT_SPACE: re-match at the `<` */
            s->pos = lt;
            kd_check(p, &re_tag);
            s->pos = s->m.eo[0];
            handle_html_start_tag(p, line);
            return 1;
        }
        return 0;
    }
    if (b == '/' && kd_check(p, &re_block_tag_close)) {
        char *lw = lower_group1(p);
        if (kd_html_is_span_element(lw, strlen(lw))) {
            return 0;
        }
        if (p->tree->type == KD_HTML_ELEMENT && !strcmp(p->tree->name, lw)) {
            s->pos = s->m.eo[0];
            return 2; /* throw :stop_block_parsing, :found */
        }
        return 0;
    }
    return 0;
}

/* The end tag pattern of a span element, `</NAME\s*>` (case-insensitive for a known HTML name), compiled once per
 * name and kept for the process (most span HTML is a few names: sub, sup, span, kbd, ...): a pattern compiled for
 * each element cost more than parsing it. A name that is long or comes after the cache is full gets *temp, a pattern
 * for this element only (the caller releases it with kd_re_free). */
#define SH_CACHE 64
#define SH_NAME 24
static struct sh_end {
    char name[SH_NAME + 1];
    bool known;
    char pat[16 + 2 * SH_NAME];
    kd_re re;
} sh_cache[SH_CACHE];
static size_t sh_n;
static pthread_mutex_t sh_lock = PTHREAD_MUTEX_INITIALIZER;

static void end_tag_pattern(char *pat, size_t size, const char *name, bool known)
{
    sp_buf q = SP_BUF_INIT;
    for (const char *c = name; *c; c++) {
        if (strchr("\\^$.|?*+()[]{}-", *c)) {
            sp_buf_putc(&q, '\\');
        }
        sp_buf_putc(&q, *c);
    }
    snprintf(pat, size, "%s<\\/%s\\s*>", known ? "(?i)" : "", sp_buf_cstr(&q));
    sp_buf_free(&q);
}

static kd_re *end_tag_re(const char *name, bool known, char *tpat, size_t tsize, kd_re *temp)
{
    size_t nl = strlen(name);
    if (nl <= SH_NAME) {
        kd_re *r = NULL;
        pthread_mutex_lock(&sh_lock);
        for (size_t i = 0; i < sh_n && !r; i++) {
            if (sh_cache[i].known == known && !memcmp(sh_cache[i].name, name, nl + 1)) {
                r = &sh_cache[i].re;
            }
        }
        if (!r && sh_n < SH_CACHE) {
            struct sh_end *e = &sh_cache[sh_n];
            memcpy(e->name, name, nl + 1);
            e->known = known;
            end_tag_pattern(e->pat, sizeof e->pat, name, known);
            e->re = (kd_re)KD_RE_INIT(e->pat, 0);
            r = &e->re;
            sh_n++;
        }
        pthread_mutex_unlock(&sh_lock);
        if (r) {
            return r;
        }
    }
    end_tag_pattern(tpat, tsize, name, known);
    *temp = (kd_re)KD_RE_TEMP(tpat, 0);
    return temp;
}

int kd_parse_span_html(kd_parser *p)
{
    kd_src *s = p->src;
    int line = kd_line(s);
    /* the byte after the `<` leaves one pattern: a comment needs `!`, an end tag `/`, a start tag a name */
    char b = s->pos + 1 < s->len ? s->s[s->pos + 1] : 0;
    if (b == '!' && kd_scan(p, &re_comment)) {
        add_matched(p, KD_XML_COMMENT, KD_CAT_SPAN, line);
        return 1;
    }
    if (b == '/' && kd_scan(p, &re_tag_close)) {
        kd_add_text(p, s->s + s->m.so[0], s->m.eo[0] - s->m.so[0], p->tree, p->text_type);
        return 1;
    }
    if (b != '!' && b != '/' && !kd_over_budget(p) && kd_scan(p, &re_tag)) {
        kd_m m = s->m;
        char *name = lower_known(p, s->s + m.so[1], m.eo[1] - m.so[1]);
        if (kd_html_is_block_element(name)) {
            kd_add_text(p, s->s + m.so[0], m.eo[0] - m.so[0], p->tree, p->text_type);
            return 1;
        }
        kd_el *el = kd_new(p, KD_HTML_ELEMENT);
        el->name = name;
        el->cat = KD_CAT_SPAN;
        el->line = line;
        bool known = kd_html_known(name, strlen(name));
        kd_parse_html_attributes(p, s->s + m.so[2], m.eo[2] - m.so[2], known, &el->attr);
        for (size_t i = 0; i < el->attr.n; i++) { /* value.gsub!(/\n+/, ' ') */
            char *v = el->attr.v[i].val;
            if (strchr(v, '\n')) {
                sp_buf b = SP_BUF_INIT;
                for (char *q = v; *q; q++) {
                    if (*q == '\n') {
                        while (q[1] == '\n') {
                            q++;
                        }
                        sp_buf_putc(&b, ' ');
                    } else {
                        sp_buf_putc(&b, *q);
                    }
                }
                el->attr.v[i].val = kd_strndup(p, b.data, b.len);
                sp_buf_free(&b);
            }
        }
        bool do_parsing = kd_html_content_model(name) == KD_CM_RAW || p->tree->cmodel == KD_CM_RAW
                              ? false
                              : p->o.parse_span_html;
        const char *md = md_attrs_get(&el->attr, "markdown");
        if (md) {
            if (!strcmp(md, "span")) {
                do_parsing = true;
            } else if (!strcmp(md, "1")) {
                do_parsing = kd_html_content_model(name) != KD_CM_RAW;
            } else if (!strcmp(md, "0")) {
                do_parsing = false;
            }
            md_attrs_del(&el->attr, "markdown");
        }
        el->cmodel = do_parsing ? KD_CM_SPAN : KD_CM_RAW;
        el->is_closed = m.so[4] != (size_t)-1;
        kd_append(p->tree, el);
        if (m.so[4] == (size_t)-1 && !kd_html_no_body(name)) {
            char pat[300];
            kd_re temp = KD_RE_TEMP(NULL, 0);
            kd_re *stop = end_tag_re(name, known, pat, sizeof pat, &temp);
            const kd_def *only[] = {&kd_def_span_html};
            static kd_re ss_html = KD_RE_INIT("(?=<)", 0);
            bool f = do_parsing ? kd_parse_spans(p, el, stop, NULL, NULL, NULL, 0, NULL, p->text_type)
                                : kd_parse_spans(p, el, stop, NULL, NULL, only, 1, &ss_html, p->text_type);
            if (f) {
                kd_scan(p, stop);
            } else {
                kd_add_text(p, s->s + s->pos, s->len - s->pos, el, p->text_type);
                s->pos = s->len;
            }
            kd_re_free(&temp);
        }
        return 1;
    }
    kd_add_text(p, s->s + s->pos, 1, p->tree, p->text_type);
    s->pos++;
    return 1;
}
