#!/bin/sh
# Documents' source texts in the spill file (src/site/spill.c, sp_site_spill_source): a source listing as many
# files as SITEPUB_SPILL_MIN_DOCS keeps each document's text there, not in the heap, read back when it is
# converted and its pages dropped every few hundred texts. Where the text lives never changes a byte: a site
# whose texts are read after they were put (a missing layout's warning looks in the front matter text, a BOM,
# no front matter, custom excerpt separators, a post shown whole by a later page, the body read by a plugin)
# and 1,200 posts (more than one drop of the pages while reading and while rendering) builds and publishes the same
# with the texts in the spill file (SITEPUB_SPILL_MIN_DOCS=0) as in the heap, warnings included; and an
# incremental publish after an edit (front matter from the cache, the other texts read lazily) is the full one.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
git_test_env "$T"
S="$T/site"
mkdir -p "$S/_posts" "$S/_layouts" "$S/_docs"
printf 'title: t\ncollections:\n  docs: {output: true}\nplugins: [jekyll-titles-from-headings]\n' > "$S/_config.yml"
printf -- '---\n---\n<main>{{ content }}</main>\n' > "$S/_layouts/default.html"
printf -- '---\nlayout: default\n---\n<h1>{{ page.title }}</h1>{{ content }}<p>{{ page.excerpt | strip_html | strip }}</p>\n' \
  > "$S/_layouts/post.html"
i=0
while [ "$i" -lt 1200 ]; do
  d=$(printf '2020-%02d-%02d' $((i % 12 + 1)) $((i % 28 + 1)))
  printf -- '---\nlayout: post\ntitle: "Post %d"\ntags: [t%d, all]\n---\nFirst paragraph of %d with *emphasis* {{ page.title }}.\n\nSecond paragraph %d.\n' \
    "$i" $((i % 7)) "$i" "$i" > "$S/_posts/$d-p$i.md"
  i=$((i + 1))
done
printf -- '---\nlayout: nowhere\ntitle: Lost\n---\nNo such layout.\n' > "$S/_posts/2021-01-01-lost.md"
printf '\357\273\277---\nlayout: post\ntitle: Bom\n---\nA BOM before the front matter.\n' > "$S/_posts/2021-01-02-bom.md"
printf -- '---\nlayout: post\nexcerpt_separator: "<!--more-->"\n---\nHead text<!--more-->Tail text\n' > "$S/_posts/2021-01-03-sep.md"
printf -- '---\n---\nDoc body.\n' > "$S/_docs/one.md"
printf -- '---\nlayout: post\n---\n# A heading for the title\n\nPage body.\n' > "$S/heading.md"
printf -- '---\nlayout: default\n---\n{%% for p in site.posts limit: 5 %%}<article>{{ p.content }}</article>{%% endfor %%}{{ site.docs[0].title }}\n' \
  > "$S/index.html"
printf -- '---\n---\n{%% assign p = site.posts | where: "title", "Bom" | first %%}{{ p.content | size }} {{ p | jsonify | size }}\n' > "$S/whole.html"
printf 'no front matter here\n' > "$S/plain.txt"
SITEPUB_SPILL_MIN_DOCS=0 "$B" build --disable-disk-cache -s "$S" -d "$T/spill" > /dev/null 2> "$T/spill.err" \
  || bad "the build with the texts in the spill file failed: $(cat "$T/spill.err")"
SITEPUB_SPILL_MIN_DOCS=100000000 "$B" build --disable-disk-cache -s "$S" -d "$T/heap" > /dev/null 2> "$T/heap.err" \
  || bad "the build with the texts in the heap failed: $(cat "$T/heap.err")"
eq "the same output with the source texts in the spill file" \
  "$(diff -r "$T/spill" "$T/heap" > "$T/diff" 2>&1 && echo same || head -20 "$T/diff")" same
eq "the same warnings" "$(sed '/^sitepub build:/d' "$T/spill.err")" "$(sed '/^sitepub build:/d' "$T/heap.err")"
has "the missing layout's warning (read in the front matter text)" "$(cat "$T/spill.err")" "Layout 'nowhere' requested"
has "a post's excerpt from the text in the spill file" "$(cat "$T/spill/2020/01/01/p0.html")" "<p>First paragraph of 0 with emphasis Post 0.</p>"
has "a custom excerpt separator" "$(cat "$T/spill/2021/01/03/sep.html")" "<p>Head text</p>"
has "the title from the body's heading (a plugin reading it)" "$(cat "$T/spill/heading.html")" "<h1>A heading for the title</h1>"
# publish: a git source (blob ids), then an incremental publish after an edit, against a full one
R="$T/repo"
git init -q -b main "$R"
cp -R "$S/." "$R/"
git -C "$R" add -A && git -C "$R" commit -q -m source
(cd "$R" && SITEPUB_SPILL_MIN_DOCS=0 "$B" publish -q --branch spill 2> "$T/p.err") || bad "publish failed: $(cat "$T/p.err")"
(cd "$R" && SITEPUB_SPILL_MIN_DOCS=100000000 "$B" publish -q --full --disable-disk-cache --branch heap 2> "$T/p.err") \
  || bad "publish in the heap failed: $(cat "$T/p.err")"
eq "publish: the same tree" "$(git -C "$R" rev-parse spill^{tree})" "$(git -C "$R" rev-parse heap^{tree})"
printf -- '---\nlayout: post\ntitle: "Post 5, edited"\n---\nEdited body.\n' > "$R/_posts/2020-06-06-p5.md"
git -C "$R" commit -q -am edit
(cd "$R" && SITEPUB_SPILL_MIN_DOCS=0 "$B" publish -q --branch spill 2> "$T/p.err") || bad "incremental publish failed: $(cat "$T/p.err")"
(cd "$R" && SITEPUB_SPILL_MIN_DOCS=100000000 "$B" publish -q --full --disable-disk-cache --branch heap 2> "$T/p.err") \
  || bad "full publish failed: $(cat "$T/p.err")"
eq "publish after an edit: the incremental tree is the full one" "$(git -C "$R" rev-parse spill^{tree})" "$(git -C "$R" rev-parse heap^{tree})"
[ "$fails" -eq 0 ]
