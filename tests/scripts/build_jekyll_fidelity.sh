#!/bin/sh
# Jekyll 4.3.1 behaviour found by the conformance sites, each held by what Debian's jekyll 4.3.1 prints:
# - collection order (jekyll-docs' sitemap.xml): Collection#sort_docs! compares with Document#<=>, which sees
#   data["date"] as it is while reading, nil for a document with no date in its front matter, defaults or file
#   name; nil <=> a time is nil, so those compare by path, and the order Ruby's sort (glibc's merge sort) makes
#   of that from Dir.glob's order is the collection's order. tests/data/jekyll/collection-order/expected{/,.log}
#   are Jekyll's output (tests/ruby/gen_jekyll_expected.sh collection-order).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
data=$(cd "$(dirname "$0")/../data/jekyll" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fix=$data/collection-order
rc=0; "$BIN" build --disable-disk-cache -s "$fix/site" -d "$tmp/co" >/dev/null 2>"$tmp/err" || rc=$?
eq "collection-order: exit 0" "$rc" 0
if diff -r "$fix/expected" "$tmp/co" > "$tmp/diff"; then ok "collection-order: Jekyll's order, file for file"
else bad "collection-order differs from Jekyll's: $(head -20 "$tmp/diff")"; fi
jekyll_lines "$fix/expected.log" "$(cat "$tmp/err")"

[ "$fails" -eq 0 ]
