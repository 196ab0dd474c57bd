#!/bin/sh
# `markdown: CommonMark` (jekyll-commonmark 1.4.0) and `CommonMarkGhPages` (issue 14). tests/data/jekyll/commonmark*
# are sites whose expected/ is what Debian's Jekyll 4.3.1 with jekyll-commonmark wrote for them
# (tests/ruby/gen_jekyll_expected.sh commonmark commonmark-options commonmark-prelang): jekyll-commonmark's
# defaults (raw HTML omitted, Liquid and {% highlight %} in a CommonMark page, front matter), the options and
# extensions GitHub-style sites use (SMART, UNSAFE, HARDBREAKS, FOOTNOTES, table, strikethrough, autolink, tagfilter,
# tasklist), and GITHUB_PRE_LANG/SOURCEPOS/NOBREAKS with names that are not valid (its warnings). commonmark-spec
# is the cmark-* pages of ../shared/conformance/markdown (cmark-gfm's spec texts) as one CommonMark site
# (tests/ruby/gen_commonmark_spec.sh). Then what Jekyll does with a `markdown:` it cannot find, and the
# jekyll-commonmark-ghpages highlight-tag patch (that gem is not packaged for Debian: its behaviour is read from
# its source, so that part is checked against sitepub's own kramdown output of the same tag).
set -eu
BIN=${SITEPUB_BIN:?}
SHARED=${SITEPUB_SHARED:-../shared}
. "$(dirname "$0")/../lib/check.sh"
data=$(cd "$(dirname "$0")/../data/jekyll" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for n in commonmark commonmark-options commonmark-prelang; do
  rc=0; "$BIN" build --disable-disk-cache -s "$data/$n/site" -d "$tmp/$n" > "$tmp/$n.log" 2>&1 || rc=$?
  eq "$n builds" "$rc" 0
  if diff -r "$data/$n/expected" "$tmp/$n" > "$tmp/$n.diff"; then ok "$n: as Jekyll with jekyll-commonmark"
  else bad "$n differs from Jekyll's: $(head -40 "$tmp/$n.diff")"; fi
done
has "invalid option named" "$(cat "$tmp/commonmark-prelang.log")" "option BOGUS"
has "invalid extension named" "$(cat "$tmp/commonmark-prelang.log")" "extension Table"
rm -rf "$data"/commonmark*/site/.jekyll-cache

if [ -f "$SHARED/conformance/markdown/cmark-spec-001.md" ]; then
  mkdir "$tmp/spec"
  cp "$data/commonmark-spec/config.yml" "$tmp/spec/_config.yml"
  cp "$SHARED"/conformance/markdown/cmark-*.md "$tmp/spec/"
  rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/spec" -d "$tmp/spec-out" 2> "$tmp/spec.err" || rc=$?
  eq "the cmark spec site builds" "$rc" 0
  total=$(ls "$data/commonmark-spec/expected" | wc -l)
  same=0
  for f in "$data"/commonmark-spec/expected/*.html; do
    cmp -s "$f" "$tmp/spec-out/$(basename "$f")" && same=$((same+1))
  done
  echo "commonmark spec pages: $same of $total as Jekyll"
  eq "every cmark-gfm spec page as jekyll-commonmark writes it" "$same" "$total"
else
  echo "skip: $SHARED/conformance/markdown not found (set SITEPUB_SHARED): the spec pages are not checked"
fi

# A `markdown:` Jekyll has no class for fails at the first conversion ("Invalid Markdown processor given"): a
# CommonMark site without the plugin, and a name that is no processor. A site with nothing to convert builds.
mkdir -p "$tmp/inv"
printf 'markdown: CommonMark\n' > "$tmp/inv/_config.yml"
printf '<p>static</p>\n' > "$tmp/inv/page.html"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/inv" -d "$tmp/inv-out" 2> "$tmp/inv.err" || rc=$?
eq "nothing to convert: builds" "$rc" 0
printf -- '---\n---\n# x\n' > "$tmp/inv/index.md"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/inv" -d "$tmp/inv-out" 2> "$tmp/inv.err" || rc=$?
eq "CommonMark without jekyll-commonmark: exit 3" "$rc" 3
has "CommonMark without jekyll-commonmark: Jekyll's message" "$(cat "$tmp/inv.err")" \
  "index.md: error: Invalid Markdown processor given: CommonMark"
printf 'markdown: Foo\n' > "$tmp/inv/_config.yml"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/inv" -d "$tmp/inv-out" 2> "$tmp/inv.err" || rc=$?
eq "markdown: Foo: exit 3" "$rc" 3
has "markdown: Foo: Jekyll's message" "$(cat "$tmp/inv.err")" "Invalid Markdown processor given: Foo"

# CommonMarkGhPages: the highlight tag's lines are joined by <br data-jekyll-commonmark-ghpages> so that cmark
# sees one HTML line (a blank line in the code would otherwise end the HTML block), and turned back after the
# conversion: with UNSAFE the <figure> is what a kramdown site writes for the same tag; without it, omitted.
mkdir -p "$tmp/gh" "$tmp/kd"
printf -- '---\n---\n## Code *here*\n\n{%% highlight ruby %%}\ndef a\n\n  1\nend\n{%% endhighlight %%}\n' > "$tmp/gh/index.md"
cp "$tmp/gh/index.md" "$tmp/kd/index.md"
printf 'markdown: CommonMarkGhPages\nplugins: [jekyll-commonmark-ghpages]\ncommonmark:\n  options: [UNSAFE]\n' > "$tmp/gh/_config.yml"
: > "$tmp/kd/_config.yml"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/gh" -d "$tmp/gh-out" 2> "$tmp/gh.err" || rc=$?
eq "CommonMarkGhPages builds" "$rc" 0
"$BIN" build -q --disable-disk-cache -s "$tmp/kd" -d "$tmp/kd-out"
fig_gh=$(sed -n '/<figure/,/<\/figure>/p' "$tmp/gh-out/index.html")
fig_kd=$(sed -n '/<figure/,/<\/figure>/p' "$tmp/kd-out/index.html")
eq "ghpages: the highlight tag's figure as on a kramdown site" "$fig_gh" "$fig_kd"
eq "ghpages: header id from the header's HTML, figure kept whole" "$(head -1 "$tmp/gh-out/index.html")" \
  '<h2 id="code-emhereem">Code <em>here</em></h2>'
case "$(cat "$tmp/gh-out/index.html")" in *"data-jekyll-commonmark-ghpages"*) bad "ghpages: a line-break marker is left";; *) ok "ghpages: no marker left";; esac
printf 'markdown: CommonMarkGhPages\nplugins: [jekyll-commonmark-ghpages]\n' > "$tmp/gh/_config.yml"
"$BIN" build -q --disable-disk-cache -s "$tmp/gh" -d "$tmp/gh-out2"
eq "ghpages without UNSAFE: the figure is raw HTML, omitted" "$(sed -n 2p "$tmp/gh-out2/index.html")" '<!-- raw HTML omitted -->'
[ "$fails" -eq 0 ]
