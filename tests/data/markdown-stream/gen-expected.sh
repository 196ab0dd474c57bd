#!/bin/sh
# Regenerates the expected HTML of tests/scripts/markdown_memory.sh's byte-identity checks: pages made by
# tests/tools/gen_md_page.py, converted by Ruby's kramdown 2.4 with kramdown-parser-gfm as Jekyll 4.3 converts them
# (tests/tools/kramdown-render.rb; Debian's ruby-kramdown, ruby-kramdown-parser-gfm and ruby-rouge).
#   sh tests/data/markdown-stream/gen-expected.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
while read -r shape size; do
  python3 "$root/tests/tools/gen_md_page.py" "$shape" "$size" "$t/$shape-$size.md"
done < "$here/pages.txt"
ruby "$root/tests/tools/kramdown-render.rb" "$t" "$t"/*.md
for f in "$t"/*.md.html; do
  b=$(basename "$f" .md.html)
  cp "$f" "$here/$b.html"
done
