#!/bin/sh
# The front matter cache of incremental builds (src/site/model_cache.c, $GIT_DIR/sitepub/cache/incremental-fm):
# what YAML made of each front matter, by path and blob id. After each change below, the tree of an incremental
# publish (which reads front matter from the cache) equals the tree of a full publish without any cache: an
# edited front matter (title, tags, date, published), a changed `defaults:` of _config.yml, front matter with
# anchors and aliases (never kept), a front matter YAML cannot load (never kept), and a damaged cache file
# (garbage, truncated, one bit flipped, empty, one byte short: a warning, then the same tree).
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
git_test_env "$T"
R="$T/site"; git init -q -b main "$R"; cd "$R"
mkdir -p _posts _layouts
printf 'defaults:\n  - scope: {path: "", type: posts}\n    values: {layout: post, author: Ann}\n' > _config.yml
printf -- '---\n---\n<h1>{{ page.title }}</h1><p>{{ page.author }} {{ page.tags | join: "," }} {{ page.date | date: "%%F" }}</p>{{ content }}\n' > _layouts/post.html
printf -- '---\n---\n{%% for p in site.posts %%}{{ p.title }}/{{ p.author }}/{{ p.tags | join: "+" }}/{{ p.url }};{%% endfor %%}\n' > index.html
for i in 1 2 3 4; do
  printf -- '---\ntitle: Post %s\ntags: [a, b%s]\n---\nBody %s.\n' "$i" "$i" "$i" > "_posts/2020-01-0$i-p$i.md"
done
commit() { commit_next "$1"; }
FM=.git/sitepub/cache/incremental-fm
same() { # $1 name: the incremental tree is the full one
  "$B" publish -q --branch inc 2>"$T/err" || bad "$1: incremental publish failed: $(cat "$T/err")"
  "$B" publish -q --full --disable-disk-cache --branch full 2>"$T/err" || bad "$1: full publish failed: $(cat "$T/err")"
  eq "$1" "$(git rev-parse inc^{tree})" "$(git rev-parse full^{tree})"
}
kept() { # $1 name, $2 "N of M": how many front matters an incremental publish took from the cache (-V)
  out=$("$B" publish -q -V --branch inc 2>&1)
  has "$1" "$out" "Incremental: $2 front matters from the front matter cache"
}
commit start
same "first build"
[ -s "$FM" ] && ok "the front matter cache is written" || bad "no $FM"
printf -- '---\ntitle: Post 2, retitled\ntags: [c]\n---\nBody 2.\n' > _posts/2020-01-02-p2.md
commit "front matter edited"
kept "the unchanged front matters come from the cache (-V)" "4 of 5"
same "an edited front matter (title, tags)"
# the cache is looked up in its file's order (one compare a file) and through an index of its paths for a file out
# of that order: a new post before the others, then renamed (a path the cache does not have, the same blob), then
# removed
printf -- '---\ntitle: Post 0\n---\nBody 0.\n' > _posts/2019-12-31-p0.md
commit "a new first post"
kept "a new post before the others: the rest from the cache" "5 of 6"
same "a new first post"
mv _posts/2019-12-31-p0.md _posts/2020-01-05-p0.md
commit "renamed"
kept "a renamed post is read again, the rest from the cache" "5 of 6"
same "a renamed post"
rm _posts/2020-01-05-p0.md
commit "removed"
kept "a post removed: the rest from the cache" "5 of 5"
same "a removed post"
printf -- '---\ntitle: Post 3\ndate: 2019-06-01\ntags: [a, b3]\n---\nBody 3.\n' > _posts/2020-01-03-p3.md
commit "a date in front matter"
same "a date in front matter"
printf -- '---\ntitle: Post 4\npublished: false\n---\nBody 4.\n' > _posts/2020-01-04-p4.md
commit "unpublished"
same "published: false"
printf 'defaults:\n  - scope: {path: "", type: posts}\n    values: {layout: post, author: Bob}\n' > _config.yml
commit "a default changed"
kept "a changed configuration reads every front matter again" "0 of 5"
same "a changed _config.yml default"
printf -- '---\ntitle: &t Post 1\nsubtitle: *t\ntags: &l [x, y]\nmore: *l\n---\n{{ page.subtitle }} {{ page.more | join: "-" }}\n' > _posts/2020-01-01-p1.md
commit "anchors"
same "front matter with anchors and aliases"
same "front matter with anchors and aliases, again"
printf -- '---\ntitle: [unclosed\n---\nBody 4.\n' > _posts/2020-01-04-p4.md
commit "bad yaml"
same "front matter YAML cannot load"
same "front matter YAML cannot load, again"
# a YAML time without an offset is shown in the local zone: another TZ does not use the kept values
printf -- '---\ntitle: Post 3\ndate: 2019-06-01 10:00:00\n---\n{{ page.date }}\n' > _posts/2020-01-03-p3.md
commit "a time without an offset"
same "a time without an offset"
export TZ=Asia/Tokyo
kept "another TZ reads every front matter again" "0 of 3"
same "a time without an offset, another TZ"
export TZ=UTC
same "a time without an offset, TZ as before"
# damage: each is reported, ignored (no front matter from it), and the tree is still the full one's
damaged() { # $1 what, $2 the reason printed; the cache file was just damaged
  commit "after $1"
  out=$("$B" publish -V --branch inc 2>&1) || bad "publish with $1 failed: $out"
  has "$1: reported" "$out" "front matter cache $PWD/$FM is damaged ($2)"
  has "$1: not used" "$out" "Incremental: 0 of 3 front matters from the front matter cache"
  same "after $1"
}
printf 'garbage\n' > "$FM"
printf -- '---\ntitle: Post 2, again\n---\nBody 2.\n' > _posts/2020-01-02-p2.md
damaged "a garbage front matter cache" "no trailer: a partial write"
head -c 100 "$FM" > "$T/part" && cp "$T/part" "$FM"
damaged "a truncated front matter cache" "no trailer: a partial write"
python3 - "$FM" <<'EOF'
import sys
p = sys.argv[1]
b = bytearray(open(p, 'rb').read())
b[60] ^= 1  # inside the first entry
open(p, 'wb').write(bytes(b))
EOF
damaged "a corrupted front matter cache" "its checksum does not match"
# the file is mapped, not copied (model_cache.c): one too short for its trailer, or empty, is not mapped at all
: > "$FM"
damaged "an empty front matter cache" "no trailer: a partial write"
head -c $(($(wc -c < "$FM") - 1)) "$FM" > "$T/part" && cp "$T/part" "$FM"
damaged "a front matter cache one byte short" "no trailer: a partial write"
# --full reads nothing from the cache but writes it
rm -f "$FM"
"$B" publish -q --full --branch inc 2>/dev/null || bad "--full publish failed"
[ -s "$FM" ] && ok "--full writes the front matter cache" || bad "--full wrote no $FM"
printf -- '---\ntitle: Post 3, last\ndate: 2019-06-01\n---\nBody 3.\n' > _posts/2020-01-03-p3.md
commit "last"
same "after --full"
[ "$fails" -eq 0 ]
