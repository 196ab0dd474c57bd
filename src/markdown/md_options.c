/* markdown module: options from Jekyll's configuration (the `kramdown:` block). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "markdown/md_internal.h"

void sp_markdown_options_init(sp_markdown_options *o)
{
    memset(o, 0, sizeof *o);
    o->input_gfm = true;
    o->auto_ids = true;
    o->hard_wrap = false;
    snprintf(o->smart_quotes[0], sizeof o->smart_quotes[0], "lsquo");
    snprintf(o->smart_quotes[1], sizeof o->smart_quotes[1], "rsquo");
    snprintf(o->smart_quotes[2], sizeof o->smart_quotes[2], "ldquo");
    snprintf(o->smart_quotes[3], sizeof o->smart_quotes[3], "rdquo");
    o->toc_levels = 0x7e;
    o->entity_output = SP_MD_ENTITY_AS_CHAR;
    o->parse_block_html = false;
    o->parse_span_html = true;
    o->footnote_nr = 1;
    snprintf(o->footnote_backlink, sizeof o->footnote_backlink, "&#8617;");
    o->math_mathjax = true;
    o->highlight = true;
    snprintf(o->default_lang, sizeof o->default_lang, "plaintext");
    o->guess_lang = true;
    o->highlight_spans = true;
}

static bool str_eq(sp_value v, const char *s)
{
    return v.type == SP_STRING && v.u.s.len == strlen(s) && memcmp(v.u.s.ptr, s, v.u.s.len) == 0;
}

static void copy_str(char *dst, size_t cap, sp_value v)
{
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, v);
    snprintf(dst, cap, "%s", sp_buf_cstr(&b));
    sp_buf_free(&b);
}

/* kramdown Options.parse for a boolean: true/false values, or the strings "true"/"false". */
static bool get_bool(sp_value v, bool dflt)
{
    if (v.type == SP_BOOL) {
        return v.u.b;
    }
    if (v.type == SP_NIL) {
        return false;
    }
    if (str_eq(v, "false")) {
        return false;
    }
    if (str_eq(v, "true")) {
        return true;
    }
    return dflt ? true : sp_truthy(v);
}

/* kramdown's smart_quotes option: "a,b,c,d" or a list of four entity names */
static int set_smart_quotes(sp_markdown_options *o, sp_value v, sp_error *err)
{
    char names[4][16];
    int n = 0;
    if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v) && n < 5; i++, n++) {
            if (n < 4) {
                copy_str(names[n], sizeof names[n], sp_array_get(v, (int64_t)i));
            }
        }
    } else if (v.type == SP_STRING) {
        const char *s = v.u.s.ptr, *e = s + v.u.s.len;
        while (s <= e && n < 5) {
            const char *c = memchr(s, ',', (size_t)(e - s));
            if (!c) {
                c = e;
            }
            const char *a = s, *b = c;
            while (a < b && (*a == ' ' || *a == '\t')) {
                a++;
            }
            while (b > a && (b[-1] == ' ' || b[-1] == '\t')) {
                b--;
            }
            if (n < 4) {
                snprintf(names[n], sizeof names[n], "%.*s", (int)(b - a), a);
            }
            n++;
            s = c + 1;
        }
    } else {
        return 0;
    }
    if (n != 4) {
        return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                            "kramdown.smart_quotes needs four entity names (e.g. \"lsquo,rsquo,ldquo,rdquo\")");
    }
    memcpy(o->smart_quotes, names, sizeof names);
    return 0;
}

static unsigned parse_levels(sp_value v)
{
    unsigned m = 0;
    if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v); i++) {
            sp_value x = sp_array_get(v, (int64_t)i);
            long l = x.type == SP_INT ? (long)x.u.i : (x.type == SP_STRING ? strtol(x.u.s.ptr, NULL, 10) : 0);
            if (l >= 1 && l <= 6) {
                m |= 1u << l;
            }
        }
    } else if (v.type == SP_RANGE) {
        for (int64_t l = v.u.r.first; l <= v.u.r.last; l++) {
            if (l >= 1 && l <= 6) {
                m |= 1u << l;
            }
        }
    } else if (v.type == SP_INT) {
        if (v.u.i >= 1 && v.u.i <= 6) {
            m |= 1u << v.u.i;
        }
    } else if (v.type == SP_STRING) {
        char buf[64];
        snprintf(buf, sizeof buf, "%.*s", (int)v.u.s.len, v.u.s.ptr);
        char *dots = strstr(buf, "..");
        if (dots) {
            long a = strtol(buf, NULL, 10), b = strtol(dots + 2, NULL, 10);
            for (long l = a; l <= b; l++) {
                if (l >= 1 && l <= 6) {
                    m |= 1u << l;
                }
            }
        } else {
            for (char *p = buf; *p; p++) {
                if (*p >= '1' && *p <= '6') {
                    m |= 1u << (*p - '0');
                }
            }
        }
    }
    return m;
}

static int kramdown_from_config(sp_value cfg, sp_markdown_options *o, sp_error *err)
{
    if (cfg.type != SP_HASH) {
        return 0;
    }
    sp_value hl = sp_hash_at(cfg, "highlighter");
    sp_value k = sp_hash_at(cfg, "kramdown");
    sp_value sh = k.type == SP_HASH ? sp_hash_at(k, "syntax_highlighter") : sp_nil();
    /* KramdownParser#highlighter: kramdown.syntax_highlighter ||= (config.highlighter || "rouge") */
    sp_value eff = sp_truthy(sh) ? sh : (sp_truthy(hl) ? hl : SP_STR_LIT("rouge"));
    o->highlight = str_eq(eff, "rouge");
    o->highlight_spans = o->highlight;
    if (k.type != SP_HASH) {
        return 0;
    }
    sp_value v;
    if (sp_hash_getc(k, "input", &v) && !sp_is_nil(v)) {
        if (str_eq(v, "GFM") || str_eq(v, "gfm")) {
            o->input_gfm = true;
        } else if (str_eq(v, "kramdown") || str_eq(v, "Kramdown")) {
            o->input_gfm = false;
        } else {
            sp_buf b = SP_BUF_INIT;
            sp_value_to_s(&b, v);
            sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                         "kramdown has no parser to handle the specified input format: %s (use GFM or kramdown)",
                         sp_buf_cstr(&b));
            sp_buf_free(&b);
            return -1;
        }
    }
    if (sp_hash_getc(k, "auto_ids", &v)) {
        o->auto_ids = get_bool(v, false);
    }
    if (sp_hash_getc(k, "auto_id_prefix", &v) && !sp_is_nil(v)) {
        copy_str(o->auto_id_prefix, sizeof o->auto_id_prefix, v);
    }
    if (sp_hash_getc(k, "auto_id_stripping", &v)) {
        o->auto_id_stripping = get_bool(v, false);
    }
    if (sp_hash_getc(k, "transliterated_header_ids", &v)) {
        o->transliterated_header_ids = get_bool(v, false);
    }
    if (sp_hash_getc(k, "hard_wrap", &v)) {
        o->hard_wrap = get_bool(v, false);
    }
    if (sp_hash_getc(k, "smart_quotes", &v) && !sp_is_nil(v)) {
        if (set_smart_quotes(o, v, err) != 0) {
            return -1;
        }
    }
    if (sp_hash_getc(k, "toc_levels", &v) && !sp_is_nil(v)) {
        o->toc_levels = parse_levels(v);
    }
    if (sp_hash_getc(k, "entity_output", &v) && !sp_is_nil(v)) {
        if (str_eq(v, "as_char")) {
            o->entity_output = SP_MD_ENTITY_AS_CHAR;
        } else if (str_eq(v, "as_input")) {
            o->entity_output = SP_MD_ENTITY_AS_INPUT;
        } else if (str_eq(v, "numeric")) {
            o->entity_output = SP_MD_ENTITY_NUMERIC;
        } else if (str_eq(v, "symbolic")) {
            o->entity_output = SP_MD_ENTITY_SYMBOLIC;
        } else {
            return sp_error_set(err, SP_ERR_INPUT, "_config.yml", 0, 0,
                                "kramdown.entity_output must be as_char, as_input, numeric or symbolic");
        }
    }
    if (sp_hash_getc(k, "parse_block_html", &v)) {
        o->parse_block_html = get_bool(v, false);
    }
    if (sp_hash_getc(k, "parse_span_html", &v)) {
        o->parse_span_html = get_bool(v, true);
    }
    if (sp_hash_getc(k, "html_to_native", &v)) {
        o->html_to_native = get_bool(v, false);
    }
    if (sp_hash_getc(k, "footnote_nr", &v) && v.type == SP_INT) {
        o->footnote_nr = (int)v.u.i;
    }
    if (sp_hash_getc(k, "footnote_backlink", &v) && !sp_is_nil(v)) {
        copy_str(o->footnote_backlink, sizeof o->footnote_backlink, v);
    }
    if (sp_hash_getc(k, "header_offset", &v) && v.type == SP_INT) {
        o->header_offset = (int)v.u.i;
    }
    if (sp_hash_getc(k, "math_engine", &v)) {
        o->math_mathjax = str_eq(v, "mathjax");
    }
    if (sp_hash_getc(k, "guess_lang", &v)) {
        o->guess_lang = get_bool(v, false);
    }
    sp_value sho = sp_hash_at(k, "syntax_highlighter_opts");
    if (sho.type == SP_HASH) {
        if (sp_hash_getc(sho, "default_lang", &v) && !sp_is_nil(v)) {
            copy_str(o->default_lang, sizeof o->default_lang, v);
        }
        /* Jekyll sets syntax_highlighter_opts.guess_lang from kramdown.guess_lang, overriding this one */
    }
    return 0;
}

int sp_markdown_options_from_config(sp_value cfg, sp_markdown_options *o, sp_error *err)
{
    sp_markdown_options_init(o);
    sp_markdown_options_processor(cfg, false, false, o);
    /* the `kramdown:` block is read (and can fail) only when kramdown converts, as Jekyll's KramdownParser */
    sp_error ignored;
    if (kramdown_from_config(cfg, o, o->processor == SP_MD_KRAMDOWN ? err : &ignored) != 0 &&
        o->processor == SP_MD_KRAMDOWN)
        return -1;
    return 0;
}

/* ---- `markdown:` and jekyll-commonmark 1.4's `commonmark:` block ---- */

/* CommonMarker::Config::OPTS (commonmarker 0.23.6): each name, its bit, and whether it is a parse and/or a render
 * option (UNSAFE, SMART, SOURCEPOS, FOOTNOTES, ... are both). */
static const struct {
    const char *name;
    unsigned bit;
    bool parse, render;
} CM_OPTS[] = {
    {"DEFAULT", 0, true, true},
    {"SOURCEPOS", SP_MD_CM_SOURCEPOS, true, true},
    {"HARDBREAKS", SP_MD_CM_HARDBREAKS, false, true},
    {"UNSAFE", SP_MD_CM_UNSAFE, true, true},
    {"NOBREAKS", SP_MD_CM_NOBREAKS, false, true},
    {"VALIDATE_UTF8", SP_MD_CM_VALIDATE_UTF8, true, true},
    {"SMART", SP_MD_CM_SMART, true, true},
    {"GITHUB_PRE_LANG", SP_MD_CM_GITHUB_PRE_LANG, false, true},
    {"LIBERAL_HTML_TAG", SP_MD_CM_LIBERAL_HTML_TAG, true, true},
    {"FOOTNOTES", SP_MD_CM_FOOTNOTES, true, true},
    {"STRIKETHROUGH_DOUBLE_TILDE", SP_MD_CM_STRIKETHROUGH_DOUBLE_TILDE, true, true},
    {"TABLE_PREFER_STYLE_ATTRIBUTES", SP_MD_CM_TABLE_PREFER_STYLE_ATTRIBUTES, false, true},
    {"FULL_INFO_STRING", SP_MD_CM_FULL_INFO_STRING, false, true},
};

/* CommonMarker.extensions: the syntax extensions cmark-gfm registers, in sp_md_cm_ext order */
const char *const md_cm_ext_names[] = {NULL, "table", "strikethrough", "autolink", "tagfilter", "tasklist"};
#define CM_EXTS md_cm_ext_names
#define CM_NEXTS (SP_MD_CM_EXT_TASKLIST + 1)

static void note_invalid(sp_markdown_options *o, const char *kind, const char *s, size_t n)
{
    size_t used = strlen(o->cm_invalid);
    snprintf(o->cm_invalid + used, sizeof o->cm_invalid - used, "%s%s %.*s", used ? ", " : "", kind, (int)n, s);
}

/* config["commonmark"][key] as a list of strings, or false when the plugin's collect would raise NoMethodError
 * (not a hash, not a list, an element that is not a string): the plugin then uses no entries at all. */
static bool cm_list(sp_value cfg, const char *key, sp_value *list)
{
    sp_value cm = sp_hash_at(cfg, "commonmark");
    if (cm.type != SP_HASH)
        return false;
    *list = sp_hash_at(cm, key);
    if (list->type != SP_ARRAY)
        return false;
    for (size_t i = 0; i < sp_array_len(*list); i++)
        if (sp_array_get(*list, (int64_t)i).type != SP_STRING)
            return false;
    return true;
}

static void cm_setup(sp_value cfg, sp_markdown_options *o)
{
    sp_value list;
    if (cm_list(cfg, "options", &list)) {
        for (size_t i = 0; i < sp_array_len(list); i++) {
            sp_value e = sp_array_get(list, (int64_t)i);
            char up[64];
            size_t n = e.u.s.len < sizeof up - 1 ? e.u.s.len : sizeof up - 1;
            for (size_t k = 0; k < n; k++) /* String#upcase (ASCII is all the names use) */
                up[k] = (char)(e.u.s.ptr[k] >= 'a' && e.u.s.ptr[k] <= 'z' ? e.u.s.ptr[k] - 32 : e.u.s.ptr[k]);
            up[n] = 0;
            size_t j = 0;
            while (j < sizeof CM_OPTS / sizeof *CM_OPTS && (n != e.u.s.len || strcmp(CM_OPTS[j].name, up)))
                j++;
            if (j == sizeof CM_OPTS / sizeof *CM_OPTS) {
                note_invalid(o, "option", up, n);
                continue;
            }
            if (CM_OPTS[j].parse)
                o->cm_parse |= CM_OPTS[j].bit;
            if (CM_OPTS[j].render)
                o->cm_render |= CM_OPTS[j].bit;
        }
    }
    if (cm_list(cfg, "extensions", &list)) {
        for (size_t i = 0; i < sp_array_len(list); i++) {
            sp_value e = sp_array_get(list, (int64_t)i);
            unsigned x = 1;
            while (x < CM_NEXTS && !str_eq(e, CM_EXTS[x]))
                x++;
            if (x == CM_NEXTS) {
                note_invalid(o, "extension", e.u.s.ptr, e.u.s.len);
                continue;
            }
            bool dup = false;
            for (unsigned k = 0; k < o->cm_next; k++)
                dup |= o->cm_ext[k] == x;
            if (!dup && o->cm_next < sizeof o->cm_ext)
                o->cm_ext[o->cm_next++] = (unsigned char)x;
        }
    }
}

void sp_markdown_options_processor(sp_value cfg, bool commonmark_loaded, bool ghpages_loaded,
                                   sp_markdown_options *o)
{
    o->cm_parse = o->cm_render = 0;
    o->cm_next = 0;
    o->cm_invalid[0] = 0;
    sp_value m = cfg.type == SP_HASH ? sp_hash_at(cfg, "markdown") : sp_nil();
    if (sp_is_nil(m))
        m = SP_STR_LIT("kramdown");
    copy_str(o->processor_name, sizeof o->processor_name, m);
    o->commonmark_loaded = commonmark_loaded || ghpages_loaded; /* -ghpages requires jekyll-commonmark */
    o->ghpages_loaded = ghpages_loaded;
    /* get_processor: `markdown.downcase == "kramdown"`, else a class of Jekyll::Converters::Markdown named exactly
     * so (KramdownParser is one too) */
    if (!strcasecmp(o->processor_name, "kramdown") || !strcmp(o->processor_name, "KramdownParser"))
        o->processor = SP_MD_KRAMDOWN;
    else if (!strcmp(o->processor_name, "CommonMark") && (commonmark_loaded || ghpages_loaded))
        o->processor = SP_MD_COMMONMARK; /* jekyll-commonmark-ghpages requires jekyll-commonmark */
    else if (!strcmp(o->processor_name, "CommonMarkGhPages") && ghpages_loaded)
        o->processor = SP_MD_COMMONMARK_GHPAGES;
    else
        o->processor = SP_MD_INVALID;
    if (o->processor == SP_MD_COMMONMARK || o->processor == SP_MD_COMMONMARK_GHPAGES) {
        cm_setup(cfg, o);
        o->highlight = true; /* the plugins call Rouge whatever `highlighter:` says */
    }
}

/* Ruby's String#inspect of a UTF-8 string, without the quotes: \" \\ and the named escapes, \# before {, $
 * and @, \uXXXX for the other control characters, \x7F, and \xNN for each byte that is not UTF-8. */
static void ruby_inspect(sp_buf *b, const char *s)
{
    static const char named[][2] = {{'\n', 'n'}, {'\t', 't'}, {'\r', 'r'}, {'\f', 'f'}, {'\v', 'v'},
                                    {'\b', 'b'}, {'\a', 'a'}, {'\033', 'e'}, {'"', '"'}, {'\\', '\\'}};
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned c = *p;
        size_t k = 0;
        while (k < sizeof named / sizeof named[0] && (unsigned char)named[k][0] != c)
            k++;
        if (k < sizeof named / sizeof named[0]) {
            sp_buf_putc(b, '\\');
            sp_buf_putc(b, named[k][1]);
            p++;
        } else if (c == '#' && (p[1] == '{' || p[1] == '$' || p[1] == '@')) {
            sp_buf_puts(b, "\\#");
            p++;
        } else if (c < 0x20) {
            sp_buf_printf(b, "\\u%04X", c);
            p++;
        } else if (c == 0x7f) {
            sp_buf_puts(b, "\\x7F");
            p++;
        } else if (c < 0x80) {
            sp_buf_putc(b, (char)c);
            p++;
        } else {
            size_t n = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
            size_t i = 1;
            while (n && i < n && (p[i] & 0xc0) == 0x80)
                i++;
            if (n && i == n) {
                sp_buf_append(b, (const char *)p, n);
                p += n;
            } else {
                sp_buf_printf(b, "\\x%02X", c);
                p++;
            }
        }
    }
}

int sp_markdown_processor_check(const sp_markdown_options *o, sp_error *err)
{
    if (!o || o->processor != SP_MD_INVALID)
        return 0;
    sp_buf name = SP_BUF_INIT;
    ruby_inspect(&name, o->processor_name);
    /* valid_processors: [:kramdown] + the classes plugins define in Jekyll::Converters::Markdown */
    sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                 "Invalid Markdown processor given: %s (Markdown processor: \"%s\" is not a valid Markdown processor. "
                 "Available processors are: kramdown%s%s)",
                 o->processor_name, sp_buf_cstr(&name), o->commonmark_loaded ? ", CommonMark" : "",
                 o->ghpages_loaded ? ", CommonMarkGhPages" : "");
    sp_buf_free(&name);
    return -1;
}
