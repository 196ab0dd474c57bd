#!/bin/sh
# Categories and tags as Jekyll 4.3.1 makes them (Document#merge_categories!, populate_categories, populate_tags,
# Utils.pluralized_array_from_hash): the front matter's categories joined to the defaults' and the path's
# (Array#|), not replacing the defaults'; the final list is those | their strings, so 2019 and nil stay beside
# "2019" and ""; `category:` before `categories:`, flattened; `tags: 7` is no tag; a nested tag list flattened,
# nils dropped; a collection document gets them too. site.categories and site.tags list a post once under each
# name (the fixture prints their string keys: Jekyll's keys are the values themselves, so 2019 is a key beside
# "2019" there; sitepub's keys are strings). tests/data/jekyll/categories/expected is Jekyll's output
# (tests/ruby/gen_jekyll_expected.sh categories). Built twice: the second build reads the front matter from the
# incremental build's cache.
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
fix=$(cd "$(dirname "$0")/../data/jekyll/categories" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$fix/site" "$tmp/site"
for run in first second; do
  rc=0; "$BIN" build -q -s "$tmp/site" -d "$tmp/out-$run" 2>"$tmp/err" || rc=$?
  eq "$run build: exit 0" "$rc" 0
  if diff -r "$fix/expected" "$tmp/out-$run" > "$tmp/diff"; then ok "$run build: the site is Jekyll's, file for file"
  else bad "$run build: output differs from Jekyll's: $(head -30 "$tmp/diff")"; fi
done
# the second build as a full one of a new post: every page re-rendered from the cached front matter
printf -- '---\ntitle: J\ncategories: [news]\n---\nj\n' > "$tmp/site/_posts/2020-01-10-j.md"
rc=0; "$BIN" build -q -s "$tmp/site" -d "$tmp/out-third" 2>"$tmp/err" || rc=$?
eq "after a new post: exit 0" "$rc" 0
has "after a new post: it is listed under news" "$(cat "$tmp/out-third/index.html")" '"news"=JHECBA'
has "after a new post: the others' categories are as before" "$(cat "$tmp/out-third/index.html")" \
    'B /2019/news/2020/01/02/b.html [2019,"2019","news",null,""] ["solo"]'
[ "$fails" -eq 0 ]
