/* sitepub/markdown.h: Markdown to HTML as Jekyll 4.3 writes it with kramdown 2.4 + kramdown-parser-gfm 1.1
 * (`markdown: kramdown`, the default), or with jekyll-commonmark 1.4 / jekyll-commonmark-ghpages 0.5.1
 * (`markdown: CommonMark` / `CommonMarkGhPages`: cmark-gfm's parse, written as commonmarker 0.23's Ruby
 * HtmlRenderer with the plugin's overrides writes it; src/markdown/commonmark.c).
 *
 * The parser is sitepub's own port of kramdown's (src/markdown/kramdown/: kramdown 2.4's Parser::Kramdown with
 * kramdown-parser-gfm 1.1's GFM rules, one file per syntax element), building kramdown's element tree, which the
 * module's HTML converter writes as kramdown's Converter::Html does (indentation, entities, header ids,
 * typography, Rouge code blocks through the code hook). kramdown's own behaviour is the reference (issue 14).
 * A tree nested deeper than 1000 levels is refused (SP_ERR_INPUT) rather than overflowing the stack.
 *
 * Thread safety: sp_markdown_render may run on any number of threads at once, with the same or different
 * options, as long as nobody changes an options struct while it is in use. The code hook is called on the
 * rendering thread and must itself be thread-safe. */
#ifndef SITEPUB_MARKDOWN_H
#define SITEPUB_MARKDOWN_H

#include <stdbool.h>
#include <stddef.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/value.h"

/* kramdown's `entity_output` option: how characters that came from entities in the source are written.
 * Jekyll's default is as_char. (`<`, `>`, `&` and `"` in attribute values are always written as entities.) */
typedef enum sp_md_entity_output {
    SP_MD_ENTITY_AS_CHAR = 0, /* as the character where possible ("as_char", Jekyll's default) */
    SP_MD_ENTITY_AS_INPUT,    /* as written in the source ("as_input") */
    SP_MD_ENTITY_NUMERIC,     /* &#NNN; ("numeric") */
    SP_MD_ENTITY_SYMBOLIC     /* &name; where a name exists ("symbolic") */
} sp_md_entity_output;

/* What a code hook is asked to highlight. */
typedef enum sp_md_code_kind {
    SP_MD_CODE_BLOCK = 0, /* a fenced or indented code block */
    SP_MD_CODE_SPAN = 1   /* a code span (`x`) */
} sp_md_code_kind;

/* The code hook: kramdown's syntax-highlighter call (Jekyll uses Rouge).
 *
 * Called once per code block (and per code span when highlight_spans is on) with lang resolved as kramdown
 * resolves it: the fence's info string up to the first blank, or a `language-X` class from an IAL, or else
 * options.default_lang ("plaintext" in Jekyll); never NULL. code is the raw text (for blocks with its final
 * newline, as kramdown passes it to Rouge).
 *
 * The hook appends ONLY the highlighted tokens: Rouge's HTML formatter output without any wrapper, i.e. escaped
 * text and `<span class="k">..</span>` tokens. The module writes everything around them exactly as Jekyll 4.3
 * with kramdown does, so for a block of lang "ruby" in a blockquote the complete HTML is
 *   `  <div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code>`
 *   TOKENS `</code></pre></div>  </div>\n`
 * (kramdown's indentation and IAL attributes included), and for a span
 *   `<code class="language-plaintext highlighter-rouge">TOKENS</code>`.
 *
 * Returns 0 when it wrote the tokens; 1 when it declines, as Rouge does for a language it has no lexer for
 * (the module then writes kramdown's plain form, `<pre><code class="language-X">ESCAPED\n</code></pre>`, or
 * a plain `<code>` span), and must then not have written to out; -1 on error with err filled (rendering stops
 * and sp_markdown_render returns -1). */
typedef int (*sp_markdown_code_fn)(void *ctx, sp_md_code_kind kind, const char *lang, const char *code,
                                   size_t code_len, sp_buf *out, sp_error *err);

/* The converter Jekyll's `markdown:` setting selects (Jekyll::Converters::Markdown#get_processor). */
typedef enum sp_md_processor {
    SP_MD_KRAMDOWN = 0,         /* "kramdown" in any case (or "KramdownParser"): Jekyll's own */
    SP_MD_COMMONMARK,           /* "CommonMark", with the gem jekyll-commonmark loaded */
    SP_MD_COMMONMARK_GHPAGES,   /* "CommonMarkGhPages", with the gem jekyll-commonmark-ghpages loaded */
    SP_MD_INVALID               /* anything else (or a CommonMark name whose gem is not loaded): every
                                   sp_markdown_render fails with Jekyll's "Invalid Markdown processor given" */
} sp_md_processor;

/* commonmarker 0.23's option bits (CommonMarker::Config::OPTS, equal to cmark-gfm's CMARK_OPT_* values), for
 * sp_markdown_options.cm_parse / cm_render. */
#define SP_MD_CM_SOURCEPOS (1u << 1)
#define SP_MD_CM_HARDBREAKS (1u << 2)
#define SP_MD_CM_NOBREAKS (1u << 4)
#define SP_MD_CM_VALIDATE_UTF8 (1u << 9)
#define SP_MD_CM_SMART (1u << 10)
#define SP_MD_CM_GITHUB_PRE_LANG (1u << 11)
#define SP_MD_CM_LIBERAL_HTML_TAG (1u << 12)
#define SP_MD_CM_FOOTNOTES (1u << 13)
#define SP_MD_CM_STRIKETHROUGH_DOUBLE_TILDE (1u << 14)
#define SP_MD_CM_TABLE_PREFER_STYLE_ATTRIBUTES (1u << 15)
#define SP_MD_CM_FULL_INFO_STRING (1u << 16)
#define SP_MD_CM_UNSAFE (1u << 17)

/* cmark-gfm's syntax extensions, as `commonmark: extensions:` names them (CommonMarker.extensions). */
typedef enum sp_md_cm_ext {
    SP_MD_CM_EXT_TABLE = 1,
    SP_MD_CM_EXT_STRIKETHROUGH,
    SP_MD_CM_EXT_AUTOLINK,
    SP_MD_CM_EXT_TAGFILTER,
    SP_MD_CM_EXT_TASKLIST
} sp_md_cm_ext;

/* Options, as Jekyll's `kramdown:` config block sets them. Fill with sp_markdown_options_init() (Jekyll 4.3's
 * defaults) or sp_markdown_options_from_config(); strings are copied into the struct, so it owns nothing and
 * may be copied freely. */
typedef struct sp_markdown_options {
    bool input_gfm;            /* `input: GFM` (Jekyll's default); false for `input: kramdown`, which changes the
                                  header ids to kramdown's basic_generate_id and drops GFM's `\`-newline breaks
                                  (the rest is parsed with the GFM rules) */
    bool auto_ids;             /* `auto_ids` (default true): ids on headers as kramdown-parser-gfm makes them */
    char auto_id_prefix[64];   /* `auto_id_prefix` (default ""), put before every generated id */
    bool auto_id_stripping;    /* `auto_id_stripping` (default false); accepted, not used: kramdown-parser-gfm
                                  always makes ids from the header's text without markup */
    bool transliterated_header_ids; /* `transliterated_header_ids` (default false); accepted, not used (GFM ids
                                       are never transliterated) */
    bool hard_wrap;            /* `hard_wrap` (Jekyll default false): a newline in a paragraph gives <br /> */
    char smart_quotes[4][16];  /* `smart_quotes`: entity names for ‘ ’ “ ” (default lsquo,rsquo,ldquo,rdquo) */
    unsigned toc_levels;       /* `toc_levels`: bit n set when header level n (1..6) goes into {:toc}
                                  (default all six: 0x7e) */
    sp_md_entity_output entity_output; /* `entity_output` (default as_char) */
    bool parse_block_html;     /* `parse_block_html` (default false): Markdown inside block HTML elements */
    bool parse_span_html;      /* `parse_span_html` (default true): Markdown inside span HTML elements (always
                                  on here; the content of raw-model elements such as <code> gets no
                                  typography, as kramdown) */
    bool html_to_native;       /* `html_to_native` (default false); accepted, not used */
    int footnote_nr;           /* `footnote_nr` (default 1): number of the first footnote */
    char footnote_backlink[64];/* `footnote_backlink` (default "&#8617;") */
    int header_offset;         /* `header_offset` (default 0) */
    bool math_mathjax;         /* `math_engine: mathjax` (default): $$ math as \[..\] / \(..\); false for any
                                  other engine: kramdown's fallback, <div class="kdmath">$$..$$</div> and
                                  <span class="kdmath">$..$</span> */
    /* `syntax_highlighter` and `syntax_highlighter_opts` */
    bool highlight;            /* syntax_highlighter is rouge (Jekyll default, via `highlighter: rouge`); false
                                  for `syntax_highlighter: nil` (plain <pre><code class="language-X">) */
    char default_lang[32];     /* syntax_highlighter_opts.default_lang (Jekyll forces "plaintext") */
    bool guess_lang;           /* syntax_highlighter_opts.guess_lang (Jekyll: kramdown.guess_lang, default true) */
    bool highlight_spans;      /* code spans go through the hook too (true when highlight is on, as kramdown) */
    sp_markdown_code_fn code_hook; /* NULL: sp_markdown_default_code_hook (Rouge's wrapper around escaped,
                                      unhighlighted code for the languages Rouge 3.30 knows) */
    void *code_ctx;            /* passed to code_hook */
    /* `markdown:` and, for the CommonMark processors, the `commonmark:` block as jekyll-commonmark 1.4 reads it */
    sp_md_processor processor; /* default SP_MD_KRAMDOWN */
    char processor_name[64];   /* the `markdown:` value as written (for the SP_MD_INVALID message) */
    bool commonmark_loaded;    /* jekyll-commonmark (or -ghpages, which requires it) is among the plugins: the
                                  CommonMark class exists (sp_markdown_processor_check's list of processors) */
    bool ghpages_loaded;       /* jekyll-commonmark-ghpages is: the CommonMarkGhPages class exists */
    unsigned cm_parse;         /* SP_MD_CM_* options that are parse options (0: :DEFAULT) */
    unsigned cm_render;        /* SP_MD_CM_* options that are render options (0: :DEFAULT) */
    unsigned char cm_ext[8];   /* extensions in the order given, duplicates dropped */
    unsigned cm_next;          /* how many of cm_ext are used */
    char cm_invalid[160];      /* the options and extensions that were not valid, "option X, extension Y" (the
                                  plugin warns "CommonMark: X is not a valid option" and drops them), or "" */
} sp_markdown_options;

/* Fill *out with Jekyll 4.3's defaults (configuration.rb DEFAULTS["kramdown"] and KramdownParser#setup):
 * input GFM, auto_ids, toc_levels 1..6, entity_output as_char, smart_quotes lsquo,rsquo,ldquo,rdquo,
 * hard_wrap false, guess_lang true, footnote_nr 1, syntax highlighter rouge with default_lang "plaintext",
 * and kramdown's own defaults for the rest (parse_span_html true, parse_block_html false, math mathjax). */
void sp_markdown_options_init(sp_markdown_options *out);

/* Options from a whole site configuration (the merged `_config.yml` hash): starts from
 * sp_markdown_options_init() and applies `highlighter` and the `kramdown:` hash (input, auto_ids,
 * auto_id_prefix, auto_id_stripping, transliterated_header_ids, hard_wrap, smart_quotes (a string
 * "a,b,c,d" or an array of four), toc_levels (an array, or a string such as "1..3" or "1,2,3"),
 * entity_output, parse_block_html, parse_span_html, footnote_nr, footnote_backlink, header_offset,
 * math_engine, syntax_highlighter, syntax_highlighter_opts (default_lang, guess_lang), guess_lang).
 * site_config may be nil (defaults). code_hook/code_ctx are left NULL: the caller sets them.
 * Returns 0, or -1 with err (SP_ERR_INPUT, file "_config.yml") for a value kramdown would reject
 * (an unknown entity_output, an input other than GFM/kramdown, a smart_quotes list not of four names). */
int sp_markdown_options_from_config(sp_value site_config, sp_markdown_options *out, sp_error *err);
/* The `markdown:` value (a string, default "kramdown") resolved as Jekyll 4.3 resolves it, into out->processor
 * and out->processor_name, and for the CommonMark processors the `commonmark:` block into cm_parse, cm_render,
 * cm_ext and cm_invalid as jekyll-commonmark 1.4's setup_options/setup_extensions read it: `options` is a list of
 * names, upcased (SOURCEPOS, HARDBREAKS, NOBREAKS, UNSAFE, SMART, VALIDATE_UTF8, GITHUB_PRE_LANG,
 * LIBERAL_HTML_TAG, FOOTNOTES, STRIKETHROUGH_DOUBLE_TILDE, TABLE_PREFER_STYLE_ATTRIBUTES, FULL_INFO_STRING,
 * DEFAULT), each going to the parse and/or render set CommonMarker's OPTS puts it in; `extensions` a list of
 * table, strikethrough, autolink, tagfilter, tasklist (case-sensitive). An unknown name is dropped and listed in
 * cm_invalid; a block that is not a list of strings counts as empty (the plugin's `rescue NoMethodError`).
 * commonmark_loaded / ghpages_loaded say whether the gems jekyll-commonmark and jekyll-commonmark-ghpages are
 * among the build's plugins: without its gem a CommonMark name is SP_MD_INVALID, as Jekyll finds no such class.
 * The CommonMark processors always highlight (the plugins call Rouge themselves): highlight is set true. Called
 * by sp_markdown_options_from_config with both gems absent; the site calls it again with the real answer. */
void sp_markdown_options_processor(sp_value site_config, bool commonmark_loaded, bool ghpages_loaded,
                                   sp_markdown_options *out);
/* Jekyll::Converters::Markdown#setup's check of the processor get_processor found, the one check of `markdown:`
 * (sp_markdown_render makes it; Jekyll makes it at the first conversion, so a site that converts no Markdown
 * never fails it). Returns 0 when opts is NULL or opts->processor is not SP_MD_INVALID; else -1 with err
 * SP_ERR_INPUT (file and line left empty: the caller names the document converted, as Jekyll's "Conversion
 * error: ... while converting 'PATH'") and Jekyll 4.3.1's words, its exception first and then what its logger
 * printed before it:
 *   Invalid Markdown processor given: NAME (Markdown processor: "NAME" is not a valid Markdown processor.
 *   Available processors are: kramdown[, CommonMark[, CommonMarkGhPages]])
 * the quoted NAME as Ruby's String#inspect writes it, the list Jekyll's valid_processors (kramdown and the
 * processor classes the loaded plugins define: opts->commonmark_loaded, opts->ghpages_loaded). */
int sp_markdown_processor_check(const sp_markdown_options *opts, sp_error *err);

/* Render len bytes of Markdown src (UTF-8; need not be NUL-terminated) to HTML appended to out, as
 * Jekyll 4.3's kramdown converter does (Kramdown::Document.new(src, config["kramdown"]).to_html). opts NULL
 * means sp_markdown_options_init()'s defaults. Thread-safe (see above); allocates only per call.
 * Returns 0, or -1 with err filled when the code hook fails or the text nests deeper than 1000 levels
 * (SP_ERR_INPUT, "Markdown nesting deeper than 1000 levels", err->line the line in src). Bytes that are not UTF-8
 * are read as U+FFFD. On -1, out may hold a partial document. */
int sp_markdown_render(const char *src, size_t len, const sp_markdown_options *opts, sp_buf *out, sp_error *err);
/* With opts->processor SP_MD_COMMONMARK or SP_MD_COMMONMARK_GHPAGES, sp_markdown_render is jekyll-commonmark's
 * convert instead: CommonMarker.render_doc(src, cm_parse, extensions) (cmark-gfm 0.29.0.gfm.6, the version
 * commonmarker 0.23.6 bundles) written as its Ruby HtmlRenderer writes it (block separation by its `cr`, tight
 * paragraphs, `<!-- raw HTML omitted -->` without UNSAFE, its own tagfilter on opening tags only, tables with
 * align="..", its footnote section, tasklist items) with the plugin's code blocks: for CommonMark
 *   `<div class="language-L highlighter-rouge"><div class="highlight"><pre class="highlight"><code>` TOKENS
 *   `</code></pre></div></div>` (no "language-L " without an info string; L its first word; tokens from the code
 * hook with L, or with "guess" when there is no L, plain escaped text when the hook declines; GITHUB_PRE_LANG and
 * data-lang as the plugin writes them), and for CommonMarkGhPages the ghpages renderer's header ids (kramdown's
 * basic ids of the header's HTML, "-N" for repeats, "section" when empty) and its code blocks (highlighted in
 * `<div class="language-L highlighter-rouge"><div class="highlight"><pre class="highlight"><code>`..
 * `</code></pre></div></div>` only when the hook knows L, else a bare `<pre><code class="language-L">`), and
 * every `<br data-jekyll-commonmark-ghpages>` turned back into a newline (the plugin's highlight-tag hack, see
 * sp_markdown_ghpages_highlight). kramdown's options (auto_ids, hard_wrap, ...) do not apply there.
 * SP_MD_INVALID fails with sp_markdown_processor_check's error (Jekyll raises it at the first conversion, not
 * before). */

/* jekyll-commonmark-ghpages patches Jekyll's highlight tag: on a CommonMarkGhPages site each line break of the
 * tag's Rouge output becomes `<br data-jekyll-commonmark-ghpages>` (so the highlighted block stays one HTML line
 * for cmark), which the converter turns back into "\n". Rewrites out[from..] so. */
void sp_markdown_ghpages_highlight(sp_buf *out, size_t from);

/* The built-in code hook (what code_hook NULL means): appends the escaped code (no highlighting) for a
 * language Rouge 3.30 has a lexer for (its tags and aliases, case-sensitive as Rouge::Lexer.find, `lang?opts`
 * allowed, and "guess") and returns 0; returns 1 (declines) for any other language. ctx is unused. A highlight
 * module may call it as its fallback. The site wires the highlight module's lexers in instead (site/render.c). */
int sp_markdown_default_code_hook(void *ctx, sp_md_code_kind kind, const char *lang, const char *code,
                                  size_t code_len, sp_buf *out, sp_error *err);

/* Make a header id from header text as kramdown-parser-gfm 1.1 does (Kramdown::Parser::GFM#generate_gfm_header_id
 * without the uniqueness suffix): lowercase ASCII, drop characters other than letters, digits, `_`, `-`, space
 * and tab (Unicode letters and digits kept), spaces/tabs to `-`. Appends to out. text is the header's plain
 * text (no markup). */
void sp_markdown_gfm_header_id(const char *text, size_t len, sp_buf *out);

#endif
