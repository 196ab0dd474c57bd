/* Jekyll's `smartify`: the SmartyPants converter, i.e. kramdown 2.4's Kramdown::Parser::SmartyPants (block
 * parsers block_html and content; span parsers smart_quotes, html_entity, typographic_syms, span_html) and its
 * HTML converter with Jekyll's kramdown options (entity_output: as_char, smart_quotes lsquo,rsquo,ldquo,rdquo).
 *
 * The smart quote rules are kramdown's SQ_RULES, run with PCRE2 (ASCII \s \w \b as Ruby's). The span scanner
 * follows Kramdown::Parser#parse_spans: find the earliest position where any span parser may start, add the
 * text before it, then try the parsers in order at that position. Not modelled: attribute re-serialization
 * beyond quoting, kramdown's warnings. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "liquid/filter_util.h"

enum { Q_TEXT1 = -1, Q_LDQUO = 1, Q_RDQUO, Q_LSQUO, Q_RSQUO, Q_L1, Q_R1, Q_L2, Q_R2 };

typedef struct sq_rule {
    const char *re;
    int substs[4]; /* Q_TEXT1 for group 1 text, else a quote kind; 0 ends */
    pcre2_code *code;
} sq_rule;

#define SQ_PUNCT "[!\"#$%'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~]"
/* Ruby's \b and \B are Unicode-aware (a word character is a letter, mark, decimal digit or connector
 * punctuation) although \w is ASCII: spelled out for PCRE2. */
#define UW "[\\p{L}\\p{M}\\p{Nd}\\p{Pc}]"
#define NOT_WORD_BOUNDARY "(?:(?<=" UW ")(?=" UW ")|(?<!" UW ")(?!" UW "))"
#define SQ_CLOSE "[^ \\\\\\t\\r\\n\\[{(\\-]"

static sq_rule RULES[] = {
    {"(\"|')(?=[_*]{1,2}\\S)", {Q_L1}, NULL},
    {"(\"|')(?=" SQ_PUNCT "(?!\\.\\.)" NOT_WORD_BOUNDARY ")", {Q_R1}, NULL},
    {"(\\s?)\"'(?=\\w)", {Q_TEXT1, Q_LDQUO, Q_LSQUO}, NULL},
    {"(\\s?)'\"(?=\\w)", {Q_TEXT1, Q_LSQUO, Q_LDQUO}, NULL},
    {"(\\s?)'(?=\\d\\ds)", {Q_TEXT1, Q_RSQUO}, NULL},
    {"(\\s)('|\")(?=\\w)", {Q_TEXT1, Q_L2}, NULL},
    {"(" SQ_CLOSE ")('|\")", {Q_TEXT1, Q_R2}, NULL},
    {"(\"|')(?=\\s|s(?!" UW ")|$)", {Q_R1}, NULL},
    {"(?s)(.?)'", {Q_TEXT1, Q_LSQUO}, NULL},
    {"(?s)(.?)\"", {Q_TEXT1, Q_LDQUO}, NULL},
};
#define NRULES (sizeof RULES / sizeof RULES[0])

static pthread_once_t rules_once = PTHREAD_ONCE_INIT;
static bool rules_ok;

static void compile_rules(void)
{
    rules_ok = true;
    for (size_t i = 0; i < NRULES; i++) {
        int errcode;
        PCRE2_SIZE erroff;
        RULES[i].code = pcre2_compile((PCRE2_SPTR)RULES[i].re, PCRE2_ZERO_TERMINATED, PCRE2_UTF | PCRE2_MULTILINE,
                                      &errcode, &erroff, NULL);
        if (!RULES[i].code)
            rules_ok = false;
    }
}

typedef struct sm {
    const char *s; /* the text block being span-parsed */
    size_t n;
    sp_buf *out;
    pcre2_match_data *md;
    sp_buf text; /* text not yet written: kramdown merges adjacent text before escaping it */
} sm;

static void put_text_ref(sp_buf *b, const char *s, size_t n);
static void text_add(sm *m, const char *s, size_t n) { sp_buf_append(&m->text, s, n); }
/* Write the pending text (escaped as kramdown's escape_html(text, :text)) before an element. */
static void text_flush(sm *m)
{
    if (m->text.len)
        put_text_ref(m->out, m->text.data, m->text.len);
    sp_buf_clear(&m->text);
}

static bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':'; }
static bool is_name_char(char c) { return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; }
static bool is_sp(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* ---- smart quotes ---- */
static bool smart_start(const sm *m, size_t i, size_t end)
{
    if (i >= end)
        return false;
    if (m->s[i] == '"' || m->s[i] == '\'')
        return true;
    if (m->s[i] == '\\')
        return false;
    size_t l = fu_utf8_clen(m->s, m->n, i);
    return i + l < end && (m->s[i + l] == '"' || m->s[i + l] == '\'');
}

static size_t parse_smart(sm *m, size_t pos)
{
    for (size_t r = 0; r < NRULES; r++) {
        int rc = pcre2_match(RULES[r].code, (PCRE2_SPTR)m->s, m->n, pos, PCRE2_ANCHORED, m->md, NULL);
        if (rc < 0)
            continue;
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(m->md);
        for (int k = 0; k < 4 && RULES[r].substs[k]; k++) {
            int q = RULES[r].substs[k];
            if (q == Q_TEXT1) {
                text_add(m, m->s + ov[2], ov[3] - ov[2]);
                continue;
            }
            text_flush(m);
            if (q >= Q_L1) { /* the quote character of group 1 (…1) or group 2 (…2) */
                int g = (q == Q_L1 || q == Q_R1) ? 1 : 2;
                bool dq = m->s[ov[2 * g]] == '"';
                bool left = q == Q_L1 || q == Q_L2;
                q = left ? (dq ? Q_LDQUO : Q_LSQUO) : (dq ? Q_RDQUO : Q_RSQUO);
            }
            static const char *chars[] = {"", "\u201c", "\u201d", "\u2018", "\u2019"};
            sp_buf_puts(m->out, chars[q]);
        }
        return ov[1];
    }
    /* cannot happen: rules 9 and 10 match wherever smart_start does */
    text_add(m, m->s + pos, 1);
    return pos + 1;
}

/* ---- entities: /&([\w:][\-\w\.:]*);|&#(\d+);|&\#x([0-9a-fA-F]+);/ ---- */
static bool is_w(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

static int ent_cmp(const void *k, const void *e)
{
    const fu_str *key = k;
    const sp_named_entity *ent = e;
    size_t l = strlen(ent->name);
    int c = strncmp(key->p, ent->name, key->n < l ? key->n : l);
    if (c == 0)
        c = (key->n > l) - (key->n < l);
    return c;
}

static size_t parse_entity(sm *m, size_t pos, size_t end)
{
    const char *s = m->s;
    size_t i = pos + 1;
    uint32_t cp = 0;
    bool numeric = false, known = false;
    fu_str name = {0};
    if (i < end && s[i] == '#') {
        size_t j = i + 1;
        bool hex = j < end && s[j] == 'x';
        if (hex)
            j++;
        size_t d = j;
        while (j < end && (hex ? (is_w(s[j]) && strchr("0123456789abcdefABCDEF", s[j])) : (s[j] >= '0' && s[j] <= '9')))
            j++;
        if (j == d || j >= end || s[j] != ';')
            return 0;
        char tmp[32];
        size_t l = j - d < sizeof tmp - 1 ? j - d : sizeof tmp - 1;
        memcpy(tmp, s + d, l);
        tmp[l] = '\0';
        unsigned long v = strtoul(tmp, NULL, hex ? 16 : 10);
        cp = v > 0x10FFFF ? 0xFFFD : (uint32_t)v;
        numeric = known = true;
        i = j;
    } else {
        if (i >= end || !(is_w(s[i]) || s[i] == ':'))
            return 0;
        size_t j = i + 1;
        while (j < end && (is_w(s[j]) || s[j] == '-' || s[j] == '.' || s[j] == ':'))
            j++;
        if (j >= end || s[j] != ';')
            return 0;
        name = (fu_str){s + i, j - i};
        const sp_named_entity *e =
            bsearch(&name, sp_html_entities, sp_html_entities_len, sizeof *sp_html_entities, ent_cmp);
        if (e) {
            cp = e->cp;
            known = true;
        }
        i = j;
    }
    size_t after = i + 1;
    text_flush(m);
    if (!known) { /* kramdown: an &amp; entity, then the rest as text */
        sp_buf_puts(m->out, "&amp;");
        text_add(m, s + pos + 1, after - pos - 1);
        return after;
    }
    (void)numeric;
    if (cp == '<' || cp == '>' || cp == '&' || cp == 0) /* entity_to_str as_char: the original text */
        sp_buf_append(m->out, s + pos, after - pos);
    else
        fu_utf8_put(m->out, cp);
    return after;
}

/* ---- typographic symbols ---- */
static const struct {
    const char *in, *out;
} TYPO[] = {
    {"---", "\u2014"}, {"--", "\u2013"},   {"...", "\u2026"},   {"\\<<", "&lt;&lt;"}, {"\\>>", "&gt;&gt;"},
    {"<< ", "\u00ab\u00a0"}, {" >>", "\u00a0\u00bb"}, {"<<", "\u00ab"}, {">>", "\u00bb"},
};

static int typo_at(const sm *m, size_t i, size_t end)
{
    for (size_t k = 0; k < sizeof TYPO / sizeof TYPO[0]; k++) {
        size_t l = strlen(TYPO[k].in);
        if (end - i >= l && memcmp(m->s + i, TYPO[k].in, l) == 0)
            return (int)k;
    }
    return -1;
}

/* span start of typographic_syms: /--|\.\.\.|(?:\\| )?(?:<<|>>)/ */
static bool typo_start(const sm *m, size_t i, size_t end) { return typo_at(m, i, end) >= 0; }

/* ---- HTML (kramdown's html parser as the SmartyPants parser uses it) ---- */
static const char *SPAN_ELEMENTS[] = {"a",    "abbr",  "acronym", "b",       "big",    "bdo",   "br",   "button",
                                      "cite", "code",  "del",     "dfn",     "em",     "i",     "img",  "input",
                                      "ins",  "kbd",   "label",   "mark",    "option", "q",     "rb",   "rbc",
                                      "rp",   "rt",    "rtc",     "ruby",    "samp",   "select", "small", "span",
                                      "strong", "sub", "sup",     "tt",      "u",      "var",   NULL};
/* Kramdown::Parser::Html::Constants::HTML_BLOCK_ELEMENTS: in span-level text these tags are text */
static const char *BLOCK_ELEMENTS[] = {
    "address", "article", "aside", "applet", "body", "blockquote", "caption", "col", "colgroup", "dd", "div", "dl",
    "dt", "fieldset", "figcaption", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
    "html", "head", "iframe", "legend", "menu", "li", "main", "map", "nav", "ol", "optgroup", "p", "pre",
    "section", "summary", "table", "tbody", "td", "th", "thead", "tfoot", "tr", "ul", NULL};
/* HTML_CONTENT_MODEL: these have span or block content; every other tag (code, kbd, pre, u, custom tags, ...) has
 * raw content, which is not span-parsed */
static const char *PARSED_CONTENT[] = {
    "address", "applet", "article", "aside", "blockquote", "body", "dd", "details", "div", "dl", "fieldset",
    "figure", "figcaption", "footer", "form", "header", "hgroup", "iframe", "li", "main", "map", "menu", "nav",
    "noscript", "object", "section", "summary", "td", "a", "abbr", "acronym", "b", "bdo", "big", "button", "cite",
    "caption", "del", "dfn", "dt", "em", "h1", "h2", "h3", "h4", "h5", "h6", "i", "ins", "label", "legend",
    "optgroup", "p", "q", "rb", "rbc", "rp", "rt", "rtc", "ruby", "select", "small", "span", "strong", "sub", "sup",
    "th", "tt", NULL};
static const char *VOID_ELEMENTS[] = {"area", "base", "br",     "col",  "command", "embed", "hr",    "img",
                                      "input", "keygen", "link", "meta", "param",   "source", "track", "wbr", NULL};

static bool in_list(const char **list, const char *p, size_t n)
{
    for (; *list; list++)
        if (strlen(*list) == n && strncasecmp(*list, p, n) == 0)
            return true;
    return false;
}

/* escape_html(text, :text): < and > always; & unless it starts a character reference (&name; &#12; &#x1F;) */
static void put_text_ref(sp_buf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '<')
            sp_buf_puts(b, "&lt;");
        else if (c == '>')
            sp_buf_puts(b, "&gt;");
        else if (c == '&') {
            size_t j = i + 1;
            bool ref = false;
            if (j < n && s[j] == '#') {
                j++;
                bool hex = j < n && s[j] == 'x';
                size_t d = j += hex;
                while (j < n && (hex ? strchr("0123456789abcdefABCDEF", s[j]) && s[j] : (s[j] >= '0' && s[j] <= '9')))
                    j++;
                ref = j > d && j < n && s[j] == ';';
            } else if (j < n && (is_name_start(s[j]) || (unsigned char)s[j] >= 0x80)) {
                while (j < n && (is_name_char(s[j]) || (unsigned char)s[j] >= 0x80))
                    j++;
                ref = j < n && s[j] == ';';
            }
            sp_buf_puts(b, ref ? "&" : "&amp;");
        } else
            sp_buf_putc(b, c);
    }
}

typedef struct html_tag {
    fu_str name;
    size_t end; /* just after '>' */
    bool self_closing;
} html_tag;

/* <name (attr(=value)?)* /?> at s[i] == '<'. When out is given, appends "<name attrs" with the attributes as
 * kramdown writes them (name="value", & < > " escaped, references kept). */
static bool parse_start_tag(const char *s, size_t n, size_t i, html_tag *t, sp_buf *out)
{
    size_t j = i + 1;
    if (j >= n || !is_name_start(s[j]))
        return false;
    size_t ns = j;
    while (j < n && is_name_char(s[j]))
        j++;
    t->name = (fu_str){s + ns, j - ns};
    sp_buf attrs = SP_BUF_INIT;
    for (;;) {
        size_t k = j;
        while (k < n && is_sp(s[k]))
            k++;
        if (k < n && (s[k] == '>' || (s[k] == '/' && k + 1 < n && s[k + 1] == '>'))) {
            t->self_closing = s[k] == '/';
            t->end = k + (t->self_closing ? 2 : 1);
            break;
        }
        if (k == j || k >= n || !is_name_start(s[k])) {
            sp_buf_free(&attrs);
            return false;
        }
        size_t an = k;
        while (k < n && is_name_char(s[k]))
            k++;
        fu_str aname = {s + an, k - an}, aval = {"", 0};
        size_t e = k;
        while (e < n && is_sp(s[e]))
            e++;
        if (e < n && s[e] == '=') {
            e++;
            while (e < n && is_sp(s[e]))
                e++;
            if (e < n && (s[e] == '"' || s[e] == '\'')) {
                const char *close = memchr(s + e + 1, s[e], n - e - 1);
                if (!close) {
                    sp_buf_free(&attrs);
                    return false;
                }
                aval = (fu_str){s + e + 1, (size_t)(close - s) - e - 1};
                k = (size_t)(close - s) + 1;
            } else {
                size_t v = e;
                while (e < n && !is_sp(s[e]) && s[e] != '>' && s[e] != '"' && s[e] != '\'')
                    e++;
                if (e == v) {
                    sp_buf_free(&attrs);
                    return false;
                }
                aval = (fu_str){s + v, e - v};
                k = e;
            }
        }
        sp_buf_putc(&attrs, ' ');
        sp_buf_append(&attrs, aname.p, aname.n);
        sp_buf_puts(&attrs, "=\"");
        for (size_t x = 0, run = 0; x <= aval.n; x++) /* escape_html(value, :attribute) */
            if (x == aval.n || aval.p[x] == '"') {
                put_text_ref(&attrs, aval.p + run, x - run);
                if (x < aval.n)
                    sp_buf_puts(&attrs, "&quot;");
                run = x + 1;
            }
        sp_buf_putc(&attrs, '"');
        j = k;
    }
    if (out) {
        sp_buf_putc(out, '<');
        sp_buf_append(out, t->name.p, t->name.n);
        sp_buf_append(out, attrs.data ? attrs.data : "", attrs.len);
    }
    sp_buf_free(&attrs);
    return true;
}

/* </name\s*> at s[i] (any name when name.n == 0): its length, 0 when absent */
static size_t close_tag_at(const char *s, size_t n, size_t i, fu_str name)
{
    if (n - i < 3 || s[i] != '<' || s[i + 1] != '/')
        return 0;
    size_t j = i + 2;
    if (name.n) {
        if (n - j < name.n || strncasecmp(s + j, name.p, name.n) != 0)
            return 0;
        j += name.n;
    } else {
        if (!is_name_start(s[j]))
            return 0;
        while (j < n && is_name_char(s[j]))
            j++;
    }
    while (j < n && is_sp(s[j]))
        j++;
    return j < n && s[j] == '>' ? j + 1 - i : 0;
}

static size_t comment_at(const char *s, size_t n, size_t i)
{
    if (n - i < 4 || memcmp(s + i, "<!--", 4) != 0)
        return 0;
    const char *c = memmem(s + i + 4, n - i - 4, "-->", 3);
    return c ? (size_t)(c - s) + 3 - i : 0;
}

static size_t parse_spans(sm *m, size_t pos, size_t end, const fu_str *stop, bool raw, bool *found);

/* span_html at '<' (HTML_SPAN_START): a comment, a stray closing tag (text), a block-level tag (text), or a
 * span element whose content is span-parsed (raw for code, kbd, ... or inside a raw element). 0: not HTML. */
static size_t parse_span_html(sm *m, size_t pos, size_t end, bool raw)
{
    const char *s = m->s;
    size_t l;
    if ((l = comment_at(s, end, pos))) {
        text_flush(m);
        sp_buf_append(m->out, s + pos, l);
        return pos + l;
    }
    if ((l = close_tag_at(s, end, pos, (fu_str){"", 0}))) {
        text_add(m, s + pos, l);
        return pos + l;
    }
    html_tag t;
    sp_buf tag = SP_BUF_INIT;
    if (!parse_start_tag(s, end, pos, &t, &tag)) {
        sp_buf_free(&tag);
        return 0;
    }
    if (in_list(BLOCK_ELEMENTS, t.name.p, t.name.n)) {
        sp_buf_free(&tag);
        text_add(m, s + pos, t.end - pos);
        return t.end;
    }
    text_flush(m);
    sp_buf_append(m->out, tag.data, tag.len);
    sp_buf_free(&tag);
    bool is_void = in_list(VOID_ELEMENTS, t.name.p, t.name.n);
    size_t e = t.end;
    sp_buf inner = SP_BUF_INIT;
    if (!t.self_closing && !is_void) {
        sp_buf *saved = m->out;
        m->out = &inner;
        bool found;
        e = parse_spans(m, e, end, &t.name, raw || !in_list(PARSED_CONTENT, t.name.p, t.name.n), &found);
        text_flush(m);
        m->out = saved;
    }
    if (inner.len == 0 && is_void)
        sp_buf_puts(m->out, " />");
    else {
        sp_buf_putc(m->out, '>');
        sp_buf_append(m->out, inner.data ? inner.data : "", inner.len);
        sp_buf_puts(m->out, "</");
        sp_buf_append(m->out, t.name.p, t.name.n);
        sp_buf_putc(m->out, '>');
    }
    sp_buf_free(&inner);
    return e;
}

/* HTML_SPAN_START: /<(name|!--|\/)/ */
static bool html_start(const sm *m, size_t i, size_t end)
{
    if (m->s[i] != '<' || i + 1 >= end)
        return false;
    char c = m->s[i + 1];
    return is_name_start(c) || c == '/' || (end - i >= 4 && memcmp(m->s + i, "<!--", 4) == 0);
}

/* Kramdown::Parser#parse_spans on s[pos, end): with stop, ends after the stop tag </stop> (*found) or, when
 * there is none, after the last span element, the rest being text. raw: only span_html (raw content). */
static size_t parse_spans(sm *m, size_t pos, size_t end, const fu_str *stop, bool raw, bool *found)
{
    const char *s = m->s;
    *found = false;
    while (pos < end) {
        size_t q = pos, stoplen = 0;
        for (; q < end; q += fu_utf8_clen(s, end, q)) {
            if (stop && (stoplen = close_tag_at(s, end, q, *stop)))
                break;
            if (html_start(m, q, end) ||
                (!raw && (smart_start(m, q, end) || s[q] == '&' || typo_start(m, q, end))))
                break;
        }
        text_add(m, s + pos, q - pos);
        pos = q;
        if (pos >= end)
            break;
        if (stoplen) {
            *found = true;
            return pos + stoplen;
        }
        size_t next = 0;
        int k;
        if (!raw && smart_start(m, pos, end))
            next = parse_smart(m, pos);
        else if (!raw && s[pos] == '&' && (next = parse_entity(m, pos, end)))
            ;
        else if (!raw && (k = typo_at(m, pos, end)) >= 0) {
            text_flush(m);
            sp_buf_puts(m->out, TYPO[k].out);
            next = pos + strlen(TYPO[k].in);
        } else if (html_start(m, pos, end))
            next = parse_span_html(m, pos, end, raw);
        if (!next) {
            size_t l = fu_utf8_clen(s, end, pos);
            text_add(m, s + pos, l);
            next = pos + l;
        }
        pos = next;
    }
    return end;
}

static void span_block(sm *m, const char *s, size_t n)
{
    m->s = s;
    m->n = n;
    bool found;
    parse_spans(m, 0, n, NULL, false, &found);
    text_flush(m);
}

/* Kramdown's parse_raw_html: the content of a raw element up to its closing tag (returned position is after it,
 * or n when it is missing and the element is auto-closed). Nested elements are written as block-category HTML
 * elements inside a raw parent (no newline after them). */
static size_t raw_html(const char *s, size_t n, size_t pos, fu_str name, sp_buf *out)
{
    while (pos < n) {
        size_t q = pos;
        while (q < n && !(s[q] == '<' && q + 1 < n &&
                          (is_name_start(s[q + 1]) || s[q + 1] == '/' || s[q + 1] == '?' ||
                           (n - q >= 4 && memcmp(s + q, "<!--", 4) == 0))))
            q++;
        put_text_ref(out, s + pos, q - pos);
        pos = q;
        if (pos >= n)
            break;
        size_t l;
        html_tag t;
        if ((l = comment_at(s, n, pos))) {
            sp_buf_append(out, s + pos, l);
            pos += l;
        } else if (s[pos + 1] == '?' && memmem(s + pos, n - pos, "?>", 2)) {
            const char *e = memmem(s + pos, n - pos, "?>", 2);
            sp_buf_append(out, s + pos, (size_t)(e - s) + 2 - pos);
            pos = (size_t)(e - s) + 2;
        } else if (parse_start_tag(s, n, pos, &t, out)) {
            bool is_void = in_list(VOID_ELEMENTS, t.name.p, t.name.n);
            pos = t.end;
            if (t.self_closing) {
                sp_buf_puts(out, " />");
                continue;
            }
            sp_buf inner = SP_BUF_INIT;
            if (!is_void)
                pos = raw_html(s, n, pos, t.name, &inner);
            if (inner.len)
                sp_buf_putc(out, '>'), sp_buf_append(out, inner.data, inner.len), sp_buf_puts(out, "</"),
                    sp_buf_append(out, t.name.p, t.name.n), sp_buf_putc(out, '>');
            else if (is_void)
                sp_buf_puts(out, " />");
            else
                sp_buf_puts(out, "></"), sp_buf_append(out, t.name.p, t.name.n), sp_buf_putc(out, '>');
            sp_buf_free(&inner);
        } else if ((l = close_tag_at(s, n, pos, (fu_str){"", 0}))) {
            if (close_tag_at(s, n, pos, name) == l)
                return pos + l;
            put_text_ref(out, s + pos, l);
            pos += l;
        } else {
            put_text_ref(out, s + pos, 1);
            pos++;
        }
    }
    return n;
}

/* The block parser block_html at a line start: a comment, or a tag (after up to three spaces) that is not a
 * span element, whose content is raw HTML. Returns the position after it (and after trailing blanks and a
 * newline), 0 when the line is text. */
static size_t block_html_at(const char *s, size_t n, size_t i, sp_buf *out)
{
    size_t l;
    if ((l = comment_at(s, n, i))) {
        sp_buf_append(out, s + i, l);
        sp_buf_putc(out, '\n');
        size_t e = i + l, k = e;
        while (k < n && (s[k] == ' ' || s[k] == '\t'))
            k++;
        return k < n && s[k] == '\n' ? k + 1 : e;
    }
    size_t j = i;
    while (j < n && j - i < 3 && s[j] == ' ')
        j++;
    if (j >= n || s[j] != '<')
        return 0;
    html_tag t;
    sp_buf tag = SP_BUF_INIT;
    if (!parse_start_tag(s, n, j, &t, &tag) || in_list(SPAN_ELEMENTS, t.name.p, t.name.n)) {
        sp_buf_free(&tag);
        return 0;
    }
    sp_buf_append(out, tag.data, tag.len);
    sp_buf_free(&tag);
    bool is_void = in_list(VOID_ELEMENTS, t.name.p, t.name.n);
    size_t e = t.end;
    sp_buf inner = SP_BUF_INIT;
    if (!t.self_closing && !is_void)
        e = raw_html(s, n, e, t.name, &inner);
    if (t.self_closing)
        sp_buf_puts(out, " />");
    else if (inner.len) {
        sp_buf_putc(out, '>');
        sp_buf_append(out, inner.data, inner.len);
        sp_buf_puts(out, "</");
        sp_buf_append(out, t.name.p, t.name.n);
        sp_buf_putc(out, '>');
    } else if (is_void)
        sp_buf_puts(out, " />");
    else {
        sp_buf_puts(out, "></");
        sp_buf_append(out, t.name.p, t.name.n);
        sp_buf_putc(out, '>');
    }
    sp_buf_free(&inner);
    sp_buf_putc(out, '\n');
    size_t k = e;
    while (k < n && (s[k] == ' ' || s[k] == '\t'))
        k++;
    return k < n && s[k] == '\n' ? k + 1 : e;
}

int fu_smartify(sp_buf *out, const char *in, size_t n)
{
    pthread_once(&rules_once, compile_rules);
    if (!rules_ok)
        return -1;
    /* adapt_source: \r\n and \r to \n, chomp, add a final \n */
    sp_buf src = SP_BUF_INIT;
    for (size_t i = 0; i < n; i++) {
        if (in[i] == '\r') {
            sp_buf_putc(&src, '\n');
            if (i + 1 < n && in[i + 1] == '\n')
                i++;
        } else
            sp_buf_putc(&src, in[i]);
    }
    if (src.len && src.data[src.len - 1] == '\n')
        src.len--;
    sp_buf_putc(&src, '\n');
    const char *s = src.data;
    size_t len = src.len;
    sp_buf html = SP_BUF_INIT;
    sm m = {NULL, 0, &html, pcre2_match_data_create(8, NULL), SP_BUF_INIT};
    size_t text_start = 0, i = 0;
    while (i < len) {
        sp_buf raw = SP_BUF_INIT;
        size_t e = block_html_at(s, len, i, &raw);
        if (e) {
            if (i > text_start)
                span_block(&m, s + text_start, i - text_start);
            sp_buf_append(&html, raw.data, raw.len);
            sp_buf_free(&raw);
            i = text_start = e;
            continue;
        }
        sp_buf_free(&raw);
        const char *nl = memchr(s + i, '\n', len - i);
        i = nl ? (size_t)(nl - s) + 1 : len;
    }
    if (len > text_start)
        span_block(&m, s + text_start, len - text_start);
    pcre2_match_data_free(m.md);
    sp_buf_free(&m.text);
    sp_buf_free(&src);
    /* to_html.chomp */
    size_t hl = html.len;
    if (hl && html.data[hl - 1] == '\n')
        hl--;
    sp_buf_append(out, html.data ? html.data : "", hl);
    sp_buf_free(&html);
    return 0;
}
