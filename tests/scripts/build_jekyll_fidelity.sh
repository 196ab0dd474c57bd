#!/bin/sh
# Jekyll 4.3.1 behaviour found by the conformance sites, each held by what Debian's jekyll 4.3.1 prints:
# - collection order (jekyll-docs' sitemap.xml): Collection#sort_docs! compares with Document#<=>, which sees
#   data["date"] as it is while reading, nil for a document with no date in its front matter, defaults or file
#   name; nil <=> a time is nil, so those compare by path, and the order Ruby's sort (glibc's merge sort) makes
#   of that from Dir.glob's order is the collection's order. tests/data/jekyll/collection-order/expected{/,.log}
#   are Jekyll's output (tests/ruby/gen_jekyll_expected.sh collection-order).
# - tests/data/jekyll/fidelity/CASE: each site built in place (its destination inside it), as Jekyll built it
#   (tests/ruby/gen_fidelity_expected.sh): site.kramdown without and with the keys KramdownParser#setup adds at
#   the first conversion (kramdown-none, kramdown-order: an HTML post before it, the converted post's own Liquid
#   and its layout, the pages after it; kramdown-coderay), site.exclude without the destination (exclude-default,
#   exclude-custom), and a Ruby exception raised through Liquid worded as Jekyll's Liquid Exception, without
#   "Liquid error" (markdownify-error, date-error, include-missing: Jekyll exits 1, sitepub 3, nothing written).
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

for dir in "$data"/fidelity/*/; do
    name=$(basename "$dir")
    rm -rf "$tmp/site"; cp -r "$dir/site" "$tmp/site"
    dest=$(sed -n 's/^destination: *//p' "$tmp/site/_config.yml" 2>/dev/null | head -1)
    rc=0; (cd "$tmp/site" && "$BIN" build --disable-disk-cache >/dev/null 2>"$tmp/err") || rc=$?
    if [ "$(cat "$dir/expected.rc")" = 0 ]; then
        eq "$name: exit 0" "$rc" 0
        if diff -r "$dir/expected" "$tmp/site/${dest:-_site}" > "$tmp/diff"; then ok "$name: Jekyll's output"
        else bad "$name differs from Jekyll's: $(head -20 "$tmp/diff")"; fi
    else
        eq "$name: exit 3 (Jekyll's exit 1)" "$rc" 3
        [ ! -e "$tmp/site/${dest:-_site}" ] && ok "$name: nothing written" || bad "$name: wrote its destination"
        # CASE/words, when there, is a sed script for both messages (what differs on purpose)
        words=$(grep -v '^#' "$dir/words" 2>/dev/null || echo 's/^//')
        want=$(grep 'Liquid Exception: ' "$dir/expected.log" | sed 's/^ *//' | sed "$words")
        # sitepub's one line carries the "Markdown processor: ..." lines Jekyll logs before it, in parentheses
        has "$name: Jekyll's words" "$(sed 's/ (Markdown processor: [^)]*)//' "$tmp/err" | sed "$words")" "$want"
        case "$(cat "$tmp/err")" in *"Liquid error"*) bad "$name: Liquid's prefix on a Ruby exception";; esac
    fi
done

[ "$fails" -eq 0 ]
