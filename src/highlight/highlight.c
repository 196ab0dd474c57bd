/* highlight/highlight.c: the public interface (sitepub/highlight.h), the language table, and Jekyll's markup. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "sitepub/highlight.h"

#include <pcre2.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "highlight/engine.h"
#include "highlight/rouge_lexers.h"
#include "highlight/rouge_names.h"

/* The language table: adding a language is one lang_*.c file and one line here. */
const hl_lang *const hl_langs[] = {
    &hl_lang_plaintext,
    &hl_lang_python,
    &hl_lang_c,
    &hl_lang_cpp,
    &hl_lang_shell,
    &hl_lang_console,
    &hl_lang_json,
    &hl_lang_yaml,
    &hl_lang_d,
    &hl_lang_nim,
    &hl_lang_zig,
    &hl_lang_awk,
    &hl_lang_fsharp,
    &hl_lang_clojure,
    &hl_lang_properties,
    &hl_lang_conf,
    &hl_lang_http,
    &hl_lang_perl,
    &hl_lang_sass,
    &hl_lang_tsx,
    &hl_lang_jsx,
    &hl_lang_haskell,
    &hl_lang_ocaml,
    &hl_lang_coffeescript,
    &hl_lang_gradle,
    &hl_lang_groovy,
    &hl_lang_dart,
    &hl_lang_plist,
    &hl_lang_elm,
    &hl_lang_erlang,
    &hl_lang_tex,
    &hl_lang_julia,
    &hl_lang_php,
    &hl_lang_erb,
    &hl_lang_powershell,
    &hl_lang_swift,
    &hl_lang_scala,
    &hl_lang_nginx,
    &hl_lang_r,
    &hl_lang_lua,
    &hl_lang_liquid,
    &hl_lang_protobuf,
    &hl_lang_csharp,
    &hl_lang_kotlin,
    &hl_lang_ini,
    &hl_lang_toml,
    &hl_lang_cuda,
    &hl_lang_scss,
    &hl_lang_ruby,
    &hl_lang_markdown,
    &hl_lang_html,
    &hl_lang_make,
    &hl_lang_cmake,
    &hl_lang_rust,
    &hl_lang_typescript,
    &hl_lang_docker,
    &hl_lang_css,
    &hl_lang_javascript,
    &hl_lang_llvm,
    &hl_lang_sql,
    &hl_lang_java,
    &hl_lang_diff,
    &hl_lang_xml,
    &hl_lang_go,
    &hl_lang_armasm,
    &hl_lang_bbcbasic,
    &hl_lang_bpf,
    &hl_lang_brainfuck,
    &hl_lang_bsl,
    &hl_lang_cmhg,
    &hl_lang_csvs,
    &hl_lang_eiffel,
    &hl_lang_fluent,
    &hl_lang_gdscript,
    &hl_lang_hocon,
    &hl_lang_jsl,
    &hl_lang_json_doc,
    &hl_lang_magik,
    &hl_lang_mosel,
    &hl_lang_msgtrans,
    &hl_lang_nasm,
    &hl_lang_nix,
    &hl_lang_pascal,
    &hl_lang_postscript,
    &hl_lang_prolog,
    &hl_lang_smalltalk,
    &hl_lang_ssh,
    &hl_lang_systemd,
    &hl_lang_tap,
    &hl_lang_turtle,
    &hl_lang_vala,
    &hl_lang_xojo,
    &hl_lang_actionscript,
    &hl_lang_apex,
    &hl_lang_applescript,
    &hl_lang_bibtex,
    &hl_lang_biml,
    &hl_lang_brightscript,
    &hl_lang_cfscript,
    &hl_lang_clean,
    &hl_lang_cypher,
    &hl_lang_datastudio,
    &hl_lang_fortran,
    &hl_lang_ghc_core,
    &hl_lang_hql,
    &hl_lang_idlang,
    &hl_lang_io,
    &hl_lang_jsonnet,
    &hl_lang_lean,
    &hl_lang_lustre,
    &hl_lang_lutin,
    &hl_lang_mathematica,
    &hl_lang_matlab,
    &hl_lang_minizinc,
    &hl_lang_nesasm,
    &hl_lang_nial,
    &hl_lang_ocl,
    &hl_lang_openedge,
    &hl_lang_opentype_feature_file,
    &hl_lang_praat,
    &hl_lang_prometheus,
    &hl_lang_puppet,
    &hl_lang_qml,
    &hl_lang_racket,
    &hl_lang_reasonml,
    &hl_lang_rego,
    &hl_lang_rescript,
    &hl_lang_scheme,
    &hl_lang_solidity,
    &hl_lang_sparql,
    &hl_lang_stata,
    &hl_lang_supercollider,
    &hl_lang_syzlang,
    &hl_lang_syzprog,
    &hl_lang_ttcn3,
    &hl_lang_verilog,
    &hl_lang_vhdl,
    &hl_lang_xpath,
    &hl_lang_yang,
    &hl_lang_abap,
    &hl_lang_augeas,
    &hl_lang_common_lisp,
    &hl_lang_email,
    &hl_lang_epp,
    &hl_lang_ghc_cmm,
    &hl_lang_igorpro,
    &hl_lang_isbl,
    &hl_lang_jsp,
    &hl_lang_literate_coffeescript,
    &hl_lang_literate_haskell,
    &hl_lang_m68k,
    &hl_lang_mason,
    &hl_lang_mxml,
    &hl_lang_q,
    &hl_lang_sieve,
    &hl_lang_smarty,
    &hl_lang_stan,
    &hl_lang_tulip,
    &hl_lang_velocity,
    &hl_lang_xquery,
    &hl_lang_freefem,
    &hl_lang_glsl,
    &hl_lang_hlsl,
    &hl_lang_jinja,
    &hl_lang_slice,
    &hl_lang_twig,
    &hl_lang_elixir,
    &hl_lang_apache,
    &hl_lang_eex,
    &hl_lang_idris,
    &hl_lang_objective_c,
    &hl_lang_objective_cpp,
    &hl_lang_dafny,
    &hl_lang_isabelle,
    &hl_lang_pony,
    &hl_lang_vb,
    &hl_lang_viml,
    &hl_lang_batchfile,
    &hl_lang_factor,
    &hl_lang_haxe,
    &hl_lang_sqf,
    &hl_lang_hack,
    &hl_lang_lasso,
    &hl_lang_handlebars,
    &hl_lang_hcl,
    &hl_lang_terraform,
    &hl_lang_dot,
    &hl_lang_vcl,
    &hl_lang_sas,
    &hl_lang_ceylon,
    &hl_lang_moonscript,
    &hl_lang_plsql,
    &hl_lang_ada,
    &hl_lang_irb,
    &hl_lang_irb_output,
    &hl_lang_hylang,
    &hl_lang_janet,
    &hl_lang_sml,
    &hl_lang_gherkin,
    &hl_lang_wollok,
    &hl_lang_escape,
    &hl_lang_graphql,
    &hl_lang_vue,
    &hl_lang_ecl,
    &hl_lang_tcl,
    &hl_lang_cython,
    &hl_lang_meson,
    &hl_lang_crystal,
    &hl_lang_livescript,
    &hl_lang_digdag,
    &hl_lang_slim,
    &hl_lang_haml,
    &hl_lang_apiblueprint,
    &hl_lang_sed,
    &hl_lang_sed_regex,
    &hl_lang_sed_replacement,
    &hl_lang_coq,
    &hl_lang_robot_framework,
    &hl_lang_j,
    NULL,
};

_Static_assert(sizeof hl_langs / sizeof hl_langs[0] <= HL_MAX_LANGS + 1, "raise HL_MAX_LANGS (engine.h)");

/* sp_lexer is an opaque name for hl_lang (pointers convert back and forth). */
static const sp_lexer *to_lexer(const hl_lang *l) { return (const sp_lexer *)(const void *)l; }
static const hl_lang *to_lang(const sp_lexer *l) { return (const hl_lang *)(const void *)l; }

/* Every tag and alias of the table's languages in an open-addressing hash table (FNV-1a, linear probing), made
 * once; a name two languages claim finds the first in table order, as a scan of the table would. */
#define NAME_SLOTS 2048 /* a power of two, well over the ~650 names */

typedef struct name_ent {
    const char *name; /* NULL: free slot */
    size_t len;
    const hl_lang *lang;
} name_ent;

static name_ent g_names[NAME_SLOTS];
static pthread_once_t g_names_once = PTHREAD_ONCE_INIT;

static size_t name_hash(const char *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 16777619u;
    return h & (NAME_SLOTS - 1);
}

static name_ent *name_slot(const char *p, size_t n)
{
    for (size_t i = name_hash(p, n);; i = (i + 1) & (NAME_SLOTS - 1))
        if (!g_names[i].name || (g_names[i].len == n && memcmp(g_names[i].name, p, n) == 0))
            return &g_names[i];
}

static void name_add(const char *name, const hl_lang *l)
{
    size_t n = strlen(name);
    name_ent *e = name_slot(name, n);
    if (!e->name)
        *e = (name_ent){name, n, l};
}

static void names_fill(void)
{
    for (int i = 0; hl_langs[i]; i++) {
        const hl_lang *l = hl_langs[i];
        if (l->hidden)
            continue;
        name_add(l->tag, l);
        for (const char *const *a = l->aliases; a && *a; a++)
            name_add(*a, l);
    }
}

const sp_lexer *sp_lexer_find(const char *name, size_t len)
{
    if (!name)
        return NULL;
    pthread_once(&g_names_once, names_fill);
    const name_ent *e = name_slot(name, len);
    if (e->name)
        return to_lexer(e->lang);
    /* A language Rouge knows and sitepub does not highlight yet: plain text, in Rouge's markup. */
    if (HL_IN(rouge_names, name, len))
        return to_lexer(&hl_lang_plaintext);
    return NULL;
}

const sp_lexer *sp_lexer_find_fancy(const char *name, size_t len)
{
    if (!name)
        return NULL;
    const char *q = memchr(name, '?', len);
    return sp_lexer_find(name, q ? (size_t)(q - name) : len);
}

const sp_lexer *sp_lexer_plaintext(void) { return to_lexer(&hl_lang_plaintext); }

const char *sp_lexer_tag(const sp_lexer *lexer) { return to_lang(lexer)->tag; }

/* Lex into an hl_out (open; the caller finishes it), with the options of a find_fancy name (the text after '?',
 * NULL for none). */
static void lex_into_opts(const hl_lang *lang, const char *opts, size_t olen, const char *code, size_t len, hl_out *o)
{
    if (lang == &hl_lang_plaintext) {
        /* one Text token (PlainText#stream_tokens; its options change nothing here): no lexer instance */
        hl_out_token(o, T_Text, code, len);
        return;
    }
    hl_lx *lx = hl_lx_new(lang, o, NULL);
    if (opts) {
        hl_lx_options(lx, opts, olen);
        hl_lx_reset(lx); /* start blocks see the options, as in Rouge's constructor */
    }
    hl_lx_lex(lx, code, len);
    hl_lx_free(lx);
}

static void lex_into(const hl_lang *lang, const char *code, size_t len, hl_out *o)
{
    lex_into_opts(lang, NULL, 0, code, len, o);
}

/* sp_highlight_lex() with the options of name (NUL-terminated, as given to find_fancy) */
static void lex_named(const sp_lexer *lexer, const char *name, const char *code, size_t len, sp_buf *out)
{
    const char *q = name ? strchr(name, '?') : NULL;
    hl_out o;
    hl_out_init(&o, out);
    lex_into_opts(to_lang(lexer), q ? q + 1 : NULL, q ? strlen(q + 1) : 0, code, len, &o);
    hl_out_finish(&o);
    if (!out->data)
        sp_buf_append(out, "", 0);
}

void sp_highlight_lex(const sp_lexer *lexer, const char *code, size_t len, sp_buf *out)
{
    hl_out o;
    hl_out_init(&o, out);
    lex_into(to_lang(lexer), code, len, &o);
    hl_out_finish(&o);
    if (!out->data)
        sp_buf_append(out, "", 0);
}

int sp_highlight(const char *lang, const char *code, size_t len, sp_buf *out)
{
    const sp_lexer *lx = lang ? sp_lexer_find_fancy(lang, strlen(lang)) : NULL;
    sp_highlight_lex(lx ? lx : sp_lexer_plaintext(), code, len, out);
    return lx != NULL;
}

/* kramdown escape_html(str, :attribute) without the entity-reference exception: & < > " */
static void escape_attr(sp_buf *b, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (p[i]) {
        case '&': sp_buf_puts(b, "&amp;"); break;
        case '<': sp_buf_puts(b, "&lt;"); break;
        case '>': sp_buf_puts(b, "&gt;"); break;
        case '"': sp_buf_puts(b, "&quot;"); break;
        default: sp_buf_putc(b, p[i]);
        }
    }
}

static void spaces(sp_buf *b, int n)
{
    for (int i = 0; i < n; i++)
        sp_buf_putc(b, ' ');
}

/* find_fancy(name, code): "guess" (with or without options) is Lexer.guess(source: code) */
static const sp_lexer *find_fancy_code(const char *name, size_t len, const char *code, size_t code_len)
{
    size_t base = len;
    const char *q = memchr(name, '?', len);
    if (q)
        base = (size_t)(q - name);
    if (base == 5 && memcmp(name, "guess", 5) == 0)
        return to_lexer(hl_guess(code, code_len));
    return sp_lexer_find_fancy(name, len);
}

int sp_highlight_fancy(const char *name, const char *code, size_t len, sp_buf *out)
{
    const sp_lexer *lx = name ? find_fancy_code(name, strlen(name), code, len) : NULL;
    if (!lx)
        return 0;
    lex_named(lx, name, code, len, out);
    return 1;
}

void sp_highlight_codeblock(const char *lang, const char *code, size_t len, int indent, sp_buf *out)
{
    size_t ll = lang ? strlen(lang) : 0;
    const sp_lexer *lx = ll ? find_fancy_code(lang, ll, code, len) : sp_lexer_plaintext();
    spaces(out, indent);
    if (lx) {
        sp_buf_puts(out, "<div class=\"language-");
        if (ll)
            escape_attr(out, lang, ll);
        else
            sp_buf_puts(out, "plaintext");
        sp_buf_puts(out, " highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>");
        lex_named(lx, ll ? lang : NULL, code, len, out);
        sp_buf_puts(out, "</code></pre></div>");
        spaces(out, indent);
        sp_buf_puts(out, "</div>\n");
        return;
    }
    size_t n = len;
    if (n && code[n - 1] == '\n')
        n--;
    sp_buf_puts(out, "<pre><code class=\"language-");
    escape_attr(out, lang, ll);
    sp_buf_puts(out, "\">");
    hl_escape(out, code, n);
    sp_buf_puts(out, "\n</code></pre>\n");
}

void sp_highlight_codespan(const char *lang, const char *code, size_t len, sp_buf *out)
{
    size_t ll = lang ? strlen(lang) : 0;
    const sp_lexer *lx = ll ? find_fancy_code(lang, ll, code, len) : sp_lexer_plaintext();
    sp_buf_puts(out, "<code class=\"language-");
    if (ll)
        escape_attr(out, lang, ll);
    else
        sp_buf_puts(out, "plaintext");
    if (lx) {
        sp_buf_puts(out, " highlighter-rouge\">");
        lex_named(lx, ll ? lang : NULL, code, len, out);
    } else {
        sp_buf_puts(out, "\">");
        hl_escape(out, code, len);
    }
    sp_buf_puts(out, "</code>");
}

/* ---------- {% highlight %} ---------- */

static pthread_once_t g_tag_once = PTHREAD_ONCE_INIT;
static pcre2_code *g_tag_syntax;

static void tag_compile(void)
{
    int ec;
    PCRE2_SIZE eo;
    g_tag_syntax = pcre2_compile(
        (PCRE2_SPTR) "^([a-zA-Z0-9.+#_-]+)((\\s+\\w+(=(\\w+|\"([0-9]+\\s)*[0-9]+\"))?)*)$", PCRE2_ZERO_TERMINATED,
        PCRE2_MULTILINE, &ec, &eo, NULL);
}

static int is_rb_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == 0; }
static int is_word(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Does the options text hold a `linenos` key (Jekyll parse_options: scan (?:\w="[^"]*"|\w=\w|\w)+, split "=")? */
static int has_linenos(const char *p, size_t n)
{
    size_t i = 0;
    while (i < n) {
        if (!is_word(p[i])) {
            i++;
            continue;
        }
        size_t start = i;
        /* one OPTIONS_REGEX match: a run of \w, \w=\w, \w="..." pieces */
        for (;;) {
            if (i < n && is_word(p[i])) {
                if (i + 2 < n && p[i + 1] == '=' && p[i + 2] == '"') {
                    const char *q = memchr(p + i + 3, '"', n - i - 3);
                    if (q) {
                        i = (size_t)(q - p) + 1;
                        continue;
                    }
                }
                if (i + 2 < n && p[i + 1] == '=' && is_word(p[i + 2])) {
                    i += 3;
                    continue;
                }
                i++;
                continue;
            }
            break;
        }
        size_t klen = 0;
        while (start + klen < i && p[start + klen] != '=')
            klen++;
        if (klen == 7 && memcmp(p + start, "linenos", 7) == 0)
            return 1;
    }
    return 0;
}

int sp_highlight_tag(const char *markup, const char *code, size_t len, sp_buf *out, sp_error *err)
{
    pthread_once(&g_tag_once, tag_compile);
    size_t ml = markup ? strlen(markup) : 0;
    const char *m = markup ? markup : "";
    while (ml && is_rb_space(*m))
        m++, ml--;
    while (ml && is_rb_space(m[ml - 1]))
        ml--;
    pcre2_match_data *md = pcre2_match_data_create(8, NULL);
    if (!md)
        abort();
    int rc = g_tag_syntax ? pcre2_match(g_tag_syntax, (PCRE2_SPTR)m, ml, 0, 0, md, NULL) : -1;
    if (rc < 0) {
        pcre2_match_data_free(md);
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0,
                            "Syntax Error in tag 'highlight' while parsing the following markup:\n\n%.*s\n\n"
                            "Valid syntax: highlight <lang> [linenos]",
                            (int)(markup ? strlen(markup) : 0), markup ? markup : "");
    }
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    char lang[256];
    size_t ll = ov[3] - ov[2];
    if (ll >= sizeof lang)
        ll = sizeof lang - 1;
    for (size_t i = 0; i < ll; i++) {
        char c = m[ov[2] + i];
        lang[i] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
    }
    lang[ll] = 0;
    int linenos = has_linenos(m + ov[4], ov[5] - ov[4]);
    pcre2_match_data_free(md);

    /* gsub(/\A(\n|\r)+|(\n|\r)+\z/, "") */
    while (len && (*code == '\n' || *code == '\r'))
        code++, len--;
    while (len && (code[len - 1] == '\n' || code[len - 1] == '\r'))
        len--;

    const sp_lexer *lx = sp_lexer_find_fancy(lang, ll);
    if (!lx)
        lx = sp_lexer_plaintext();

    sp_buf_puts(out, "<figure class=\"highlight\"><pre><code class=\"language-");
    for (size_t i = 0; i < ll; i++)
        sp_buf_putc(out, lang[i] == '+' ? '-' : lang[i]);
    sp_buf_puts(out, "\" data-lang=\"");
    sp_buf_puts(out, lang);
    sp_buf_puts(out, "\">");
    if (linenos) {
        sp_buf body = SP_BUF_INIT;
        hl_out o;
        hl_out_init(&o, &body);
        o.count_lines = 1;
        lex_into(to_lang(lx), code, len, &o);
        hl_out_finish(&o);
        size_t lines = o.newlines;
        if (o.last != '\n') {
            lines++;
            sp_buf_putc(&body, '\n');
        }
        sp_buf_puts(out, "<table class=\"rouge-table\"><tbody><tr><td class=\"gutter gl\"><pre class=\"lineno\">");
        for (size_t i = 1; i <= lines; i++)
            sp_buf_printf(out, "%zu\n", i);
        sp_buf_puts(out, "</pre></td><td class=\"code\"><pre>");
        sp_buf_append(out, body.data, body.len);
        sp_buf_puts(out, "</pre></td></tr></tbody></table>");
        sp_buf_free(&body);
    } else {
        size_t start = out->len;
        sp_highlight_lex(lx, code, len, out);
        /* String#chomp: one trailing \r\n, \n or \r */
        if (out->len > start && out->data[out->len - 1] == '\n') {
            out->len--;
            if (out->len > start && out->data[out->len - 1] == '\r')
                out->len--;
        } else if (out->len > start && out->data[out->len - 1] == '\r') {
            out->len--;
        }
        out->data[out->len] = 0;
    }
    sp_buf_puts(out, "</code></pre></figure>");
    return 0;
}

static const char *g_tags[sizeof hl_langs / sizeof hl_langs[0]];
static pthread_once_t g_tags_once = PTHREAD_ONCE_INIT;

static void tags_fill(void)
{
    size_t k = 0;
    for (size_t i = 0; hl_langs[i]; i++)
        if (!hl_langs[i]->hidden)
            g_tags[k++] = hl_langs[i]->tag;
}

const char *const *sp_highlight_languages(void)
{
    pthread_once(&g_tags_once, tags_fill);
    return g_tags;
}

int sp_highlight_lexer_info(size_t i, sp_lexer_info *info)
{
    if (i >= sizeof rouge_lexers / sizeof rouge_lexers[0])
        return 0;
    const struct rouge_lexer *r = &rouge_lexers[i];
    info->tag = r->tag;
    info->title = r->title;
    info->desc = r->desc;
    info->aliases = r->aliases;
    info->filenames = r->filenames;
    info->mimetypes = r->mimetypes;
    info->highlighted = 0;
    for (int k = 0; hl_langs[k]; k++)
        if (!strcmp(hl_langs[k]->tag, r->tag))
            info->highlighted = 1;
    return 1;
}
