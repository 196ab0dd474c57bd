#!/bin/sh
# Differences found by running Jekyll's own Cucumber scenarios (jekyll/jekyll features/) against Debian's jekyll
# 4.3.1 and sitepub (issue 13), each on a site of our own:
# - a .yml document of a collection is all data (Document#yaml_file?): title and other keys from the file, no
#   defaults, empty content;
# - site.documents lists each collection's static files after its documents (Site#documents merges c.docs and
#   c.files), and a static file sees the front matter defaults (StaticFileDrop's fallback_data); the static files
#   of a collection with output: false are not written but are listed (collection.files, site.static_files,
#   site.documents);
# - `markdown:` naming a processor Jekyll 4.3 does not have stops a build that has a Markdown document.
# tests/data/jekyll/scenarios/expected{/,.log} are Jekyll's output for the site (tests/ruby/gen_jekyll_expected.sh
# scenarios).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
fix=$(cd "$(dirname "$0")/../data/jekyll/scenarios" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rc=0; "$BIN" build -q --disable-disk-cache -s "$fix/site" -d "$tmp/out" 2>"$tmp/err" || rc=$?
eq "scenarios site: exit 0" "$rc" 0
if diff -r "$fix/expected" "$tmp/out" > "$tmp/diff"; then ok "the site is Jekyll's, file for file"
else bad "output differs from Jekyll's: $(head -30 "$tmp/diff")"; fi

# markdown: redcarpet. Jekyll 4.3.1 with a Markdown page:
#   Markdown processor: "redcarpet" is not a valid Markdown processor.
#                       Available processors are: kramdown
#     Conversion error: Jekyll::Converters::Markdown encountered an error while converting 'a.md':
#                       Invalid Markdown processor given: redcarpet
# (exit 1, nothing written; reported once, for the first document converted, b.md too); with only an HTML page
# it builds (exit 0); KRAMDOWN in any case is kramdown.
mkdir "$tmp/md"
printf 'markdown: redcarpet\n' > "$tmp/md/_config.yml"
printf -- '---\n---\nhtml only\n' > "$tmp/md/index.html"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/md" -d "$tmp/md1" 2>"$tmp/err" || rc=$?
eq "markdown: redcarpet without a Markdown document: exit 0" "$rc" 0
printf -- '---\n---\n# md\n' > "$tmp/md/a.md"
printf -- '---\n---\n# b\n' > "$tmp/md/b.md"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/md" -d "$tmp/md2" 2>"$tmp/err" || rc=$?
eq "markdown: redcarpet with a Markdown page: exit 3" "$rc" 3
has "Jekyll's words" "$(cat "$tmp/err")" "Markdown processor: \"redcarpet\" is not a valid Markdown processor."
eq "once, naming the document" "$(cat "$tmp/err")" "sitepub build: a.md: error: Invalid Markdown processor given: \
redcarpet (Markdown processor: \"redcarpet\" is not a valid Markdown processor. Available processors are: kramdown)"
rm "$tmp/md/b.md"
[ ! -e "$tmp/md2" ] && ok "nothing written" || bad "wrote $tmp/md2"
printf 'markdown: KRAMDOWN\n' > "$tmp/md/_config.yml"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/md" -d "$tmp/md3" 2>"$tmp/err" || rc=$?
eq "markdown: KRAMDOWN is kramdown" "$rc:$(cat "$tmp/md3/a.html" 2>/dev/null)" '0:<h1 id="md">md</h1>'
[ "$fails" -eq 0 ]
