#!/bin/sh
# The real input of issue 6: a repository whose main branch holds ../shared/corpus/tvm-site. `sitepub publish`
# creates asf-site (fsck clean), a second run is up to date, and after a post is edited `sitepub diff main~1 main`
# names exactly the pages Jekyll 4.3.1's output changes for the same edit (taken from `jekyll build` of both
# revisions, with the corpus's jekyll-feed plugin, and `git diff --no-index --name-only`):
# 2026/06/22/tirx.html, atom.xml, feed.xml, rss.xml.
set -eu
B=${SITEPUB_BIN:?}
CORPUS="${SITEPUB_SHARED:-../shared}/corpus/tvm-site"
[ -d "$CORPUS" ] || { echo "skip: $CORPUS not found"; exit 0; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1; mkdir -p "$HOME"
export GIT_AUTHOR_NAME="Site Builder" GIT_AUTHOR_EMAIL=builder@example.org
export GIT_COMMITTER_NAME="Site Builder" GIT_COMMITTER_EMAIL=builder@example.org
R="$T/repo"; git init -q -b main "$R"
cp -R "$CORPUS/." "$R/"; chmod -R u+w "$R"
cd "$R"; git add -A; git commit -qm "tvm-site"

"$B" publish -q 2>"$T/err" || { bad "publish failed: $(cat "$T/err")"; echo "failures: $fails"; exit 1; }
eq "asf-site created with one commit" "$(git rev-list --count asf-site)" 1
n=$(git ls-tree -r --name-only asf-site | wc -l)
[ "$n" -gt 200 ] && ok "asf-site holds the site ($n files)" || bad "only $n files"
eq "index.html there" "$(git cat-file -t asf-site:index.html)" blob
eq "CNAME is excluded by _config.yml, so not built" "$(git ls-tree --name-only asf-site CNAME)" ""
git fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck --strict" || bad "fsck"
out=$("$B" publish 2>/dev/null)
case "$out" in *"up to date"*) ok "second run is up to date";; *) bad "second run: $out";; esac

printf '\nOne more sentence.\n' >> _posts/2026-06-22-tirx.md
git commit -qam "edit a post"
eq "diff main~1 main: the pages Jekyll changes" "$("$B" diff --name-only main~1 main 2>/dev/null)" \
"2026/06/22/tirx.html
atom.xml
feed.xml
rss.xml"
"$B" publish -q 2>/dev/null
eq "the publish commit changes those pages" "$(git diff --name-only asf-site~1 asf-site)" \
"2026/06/22/tirx.html
atom.xml
feed.xml
rss.xml"

echo "failures: $fails"
[ "$fails" -eq 0 ]
