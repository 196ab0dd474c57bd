/* sitepub/highlight.h: syntax highlighting that matches Rouge 3.30 (Debian's ruby-rouge), and the markup Jekyll 4.3.1
 * wraps around it (kramdown 2.4 fenced/indented code blocks and code spans, the `{% highlight %}` Liquid tag).
 *
 * Everything here is thread-safe: lexers are immutable static tables, their PCRE2 patterns are compiled once per
 * language (on first use, under a lock; kept for the life of the process) and each call matches with its own match
 * data, so several threads may highlight at once. Output is always appended to the caller's sp_buf; nothing is
 * printed. Input is bytes, expected UTF-8 (invalid UTF-8 is highlighted as it comes, never rejected; Rouge would
 * raise). None of these functions can fail except sp_highlight_tag() on bad tag markup; allocation failure aborts,
 * as sp_buf does. Known differences from Rouge: of the lexer options in a name only parent= is honoured
 * ("console?lang=python" lexes as plain console); a language Rouge knows that sitepub has not ported is plain text
 * (`sitepub build --list-languages` says which); where Rouge's guesser raises Guesser::Ambiguous the first
 * alternative is taken; a pattern that hits PCRE2's match limit counts as no match. */
#ifndef SITEPUB_HIGHLIGHT_H
#define SITEPUB_HIGHLIGHT_H

#include <stddef.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"

/* One language: an immutable, statically allocated lexer (never freed, valid for the whole process). */
typedef struct sp_lexer sp_lexer;

/* Look up a lexer by its Rouge tag or alias ("python", "py", "c++", "yml", "shell", "console", ...), exactly as
 * Rouge::Lexer.find: case-sensitive ("Python" is unknown), the whole of name[0..len). Returns NULL when Rouge
 * would not find it; for a name Rouge knows and sitepub does not highlight yet (sp_highlight_languages() lists
 * those it does), the plaintext lexer. */
const sp_lexer *sp_lexer_find(const char *name, size_t len);

/* As Rouge::Lexer.find_fancy(name): like sp_lexer_find(), and a CGI-style option suffix is ignored for the lookup
 * ("erb?parent=html" looks up "erb"). Returns NULL when unknown. */
const sp_lexer *sp_lexer_find_fancy(const char *name, size_t len);

/* The plaintext lexer (Rouge::Lexers::PlainText, tag "plaintext", aliases "text"): never NULL. */
const sp_lexer *sp_lexer_plaintext(void);

/* A lexer's Rouge tag (canonical name, e.g. "python" for "py"); a static string. */
const char *sp_lexer_tag(const sp_lexer *lexer);

/* Append Rouge::Formatters::HTML.new.format(lexer.lex(code)) for code[0..len) to out: the token stream as
 * `<span class="SHORT">text</span>`, plain Text tokens unwrapped, adjacent tokens of the same type merged,
 * `&`, `<` and `>` escaped as `&amp;` `&lt;` `&gt;` (and nothing else, as Rouge). No wrapper element. */
void sp_highlight_lex(const sp_lexer *lexer, const char *code, size_t len, sp_buf *out);

/* sp_highlight_lex() with the lexer found by NUL-terminated lang (sp_lexer_find_fancy); an unknown or NULL lang
 * renders as plaintext, without an error, as Rouge does (escaped text only). Returns 1 when lang was found, 0 when
 * plaintext was used for an unknown lang. */
int sp_highlight(const char *lang, const char *code, size_t len, sp_buf *out);

/* What kramdown's Rouge highlighter does with a code block or span in language name (NUL-terminated, as written
 * after the fence: "ruby", "erb?parent=latex", "guess"): Rouge::Lexer.find_fancy(name, code) — "guess" is
 * Lexer.guess(source: code) (PlainText when nothing is detected; the first alternative when Rouge would raise
 * Guesser::Ambiguous), the options after '?' are the lexer's (parent= is honoured) — then the lexer's HTML tokens
 * appended to out as sp_highlight_lex() writes them. Returns 1, or 0 with nothing appended when Rouge knows no
 * such lexer (kramdown then writes the block unhighlighted). */
int sp_highlight_fancy(const char *name, const char *code, size_t len, sp_buf *out);

/* A kramdown code block (fenced or indented) as Jekyll 4.3.1's kramdown converter writes it, byte for byte,
 * appended to out. lang is the info string's language word (NULL or "" for none; case kept as written); code is
 * the block's text including its final newline, as kramdown keeps it. indent is the number of spaces kramdown puts
 * before the element (0 at top level).
 * - lang NULL/"" or a Rouge lexer name:
 *     `<div class="language-L highlighter-rouge"><div class="highlight"><pre class="highlight"><code>` +
 *     highlighted code + `</code></pre></div></div>\n` where L is lang, or "plaintext" when there is none.
 * - lang unknown to Rouge (including wrong case, "Python"): no highlighting,
 *     `<pre><code class="language-L">` + code escaped (`& < >`, kramdown escape_html) with its final newline
 *     removed + `\n</code></pre>\n`.
 * A language Rouge knows but sitepub does not highlight yet gets the first form with the code as plain text. */
void sp_highlight_codeblock(const char *lang, const char *code, size_t len, int indent, sp_buf *out);

/* A kramdown code span as Jekyll writes it: `<code class="language-plaintext highlighter-rouge">` + the span's
 * text highlighted by lang (NULL means plaintext) + `</code>`. When lang is given and unknown to Rouge, kramdown's
 * plain form `<code class="language-L">` + escaped text + `</code>` is written instead. */
void sp_highlight_codespan(const char *lang, const char *code, size_t len, sp_buf *out);

/* The Liquid tag `{% highlight MARKUP %}CODE{% endhighlight %}` as Jekyll 4.3.1 (jekyll/tags/highlight.rb, Rouge
 * highlighter) renders it, appended to out. markup is the tag's markup ("python", "c++ linenos",
 * "ruby linenos=table", 'js mark_lines="1 2"'); it is stripped and must match Jekyll's syntax
 * `^([a-zA-Z0-9.+#_-]+)((\s+\w+(=(\w+|"([0-9]+\s)*[0-9]+"))?)*)$`, else -1 with err (SP_ERR_INPUT, "Syntax Error in
 * tag 'highlight' ...") and nothing appended. The language is downcased; leading and trailing \n/\r runs of code
 * are removed; an unknown language renders as plaintext. Output:
 *     `<figure class="highlight"><pre><code class="language-L" data-lang="L">` + body + `</code></pre></figure>`
 * where the class's L has `+` replaced by `-` ("c++" -> "language-c--"), and body is the highlighted code with
 * one trailing newline removed, or with the option linenos present, Rouge's HTMLTable
 * (`<table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1\n2\n</pre></td>
 * <td class="code"><pre>...\n</pre></td></tr></tbody></table>`). Other options are accepted and ignored, as Jekyll
 * does with Rouge. No prefix/suffix (highlighter_prefix/suffix) is added; the caller adds them. err may be NULL. */
int sp_highlight_tag(const char *markup, const char *code, size_t len, sp_buf *out, sp_error *err);

/* The Rouge tags of every language sitepub highlights, NULL-terminated (for `sitepub --help` and the tests). */
const char *const *sp_highlight_languages(void);

/* One lexer of Rouge 3.30 as `rougify list` and Rouge::Lexer know it: static strings, arrays NULL-terminated (or
 * NULL when empty). highlighted is 1 when sitepub has ported the lexer, 0 when code in that language comes out as
 * plain text (in Rouge's markup). */
typedef struct sp_lexer_info {
    const char *tag, *title, *desc;
    const char *const *aliases, *const *filenames, *const *mimetypes;
    int highlighted;
} sp_lexer_info;

/* Every lexer of Rouge 3.30 (Rouge::Lexer.all, 217 of them), sorted by tag: fills *info for index i (0-based)
 * and returns 1, or returns 0 when i is past the last one (for `sitepub build --list-languages`). */
int sp_highlight_lexer_info(size_t i, sp_lexer_info *info);

#endif
