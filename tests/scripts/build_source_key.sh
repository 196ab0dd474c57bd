#!/bin/sh
# `source:` in ./_config.yml (issue 13): Jekyll reads ./_config.yml, then builds the folder it names (whose own
# _config.yml is not read); -s on the command line wins over it. Expected files from Debian's jekyll 4.3.1 on
# this same tree (`TZ=UTC jekyll build -q`, then `jekyll build -q -s .`).
set -u
. "$(dirname "$0")/../lib/check.sh"
B=${SITEPUB_BIN:?}
T=$(mktemp -d /tmp/sitepub-source-key-XXXXXX)/w; mkdir -p "$T"
trap 'rm -rf "$(dirname "$T")"' EXIT
cd "$T" || exit 1
mkdir -p site/_layouts _layouts
printf 'source: site\ntitle: From root\n' > _config.yml
printf 'title: Inner\n' > site/_config.yml
printf -- '---\nlayout: d\n---\n{{ site.title }}|{{ site.source }}\n' > site/index.html
printf 'D:{{ content }}' > site/_layouts/d.html
printf 'R:{{ content }}' > _layouts/d.html
printf -- '---\n---\nroot page\n' > root.html

"$B" build -q > ../out.txt 2>&1; eq "build without -s" "$?" 0
# Jekyll 4.3.1: only _site/index.html, "D:From root|site\n"
eq "files" "$(cd _site && find . -type f | sort | tr '\n' ' ')" "./index.html "
eq "index.html" "$(cat _site/index.html)" "D:From root|site"
rm -rf _site

"$B" build -q -s . > ../out.txt 2>&1; eq "build -s ." "$?" 0
# Jekyll 4.3.1: _site/root.html "root page\n" and _site/site/index.html (R:..., site.source "." there)
eq "files with -s" "$(cd _site && find . -type f | sort | tr '\n' ' ')" "./root.html ./site/index.html "
eq "root.html" "$(cat _site/root.html)" "root page"
rm -rf _site

# the same tree as a git revision, published from a bare repository: the subtree at source: is the site, with
# the root's _config.yml (Jekyll's build without -s above); publish's --source stays the source revision
git init -q -b main . && git add -A && git -c user.name=t -c user.email=t@e commit -qm site
git clone -q --bare . "$T.git"
git -C "$T.git" config user.name t; git -C "$T.git" config user.email t@e; git -C "$T.git" config gc.auto 0
rc=0; "$B" publish -q --repo "$T.git" --source main --branch out > ../out.txt 2>&1 || rc=$?
eq "publish from a bare repository" "$rc" 0
eq "publish: files" "$(git -C "$T.git" ls-tree -r --name-only out | tr '\n' ' ')" "index.html "
eq "publish: index.html" "$(git -C "$T.git" show out:index.html)" "D:From root|site"
rc=0; "$B" diff --name-status --repo "$T.git" --branch out main > ../diff.txt 2>&1 || rc=$?
eq "diff against the published branch: nothing" "$rc:$(cat ../diff.txt)" "0:"
rc=0; "$B" diff --name-status --repo "$T.git" --subdir site main > ../diff.txt 2>&1 || rc=$?
# --subdir site: the folder's own _config.yml ("Inner") and layout, as jekyll build -s site
has "diff --subdir: the inner site" "$(cat ../diff.txt)" "index.html"
printf 'source: ./site/\ntitle: From root\n' > _config.yml
git add -A && git -c user.name=t -c user.email=t@e commit -qm dot && git push -q "$T.git" main 2>/dev/null
rc=0; "$B" publish -q --repo "$T.git" --source main --branch out2 > ../out.txt 2>&1 || rc=$?
eq "publish source: ./site/" "$rc:$(git -C "$T.git" show out2:index.html)" "0:D:From root|./site/"
printf 'source: ../elsewhere\n' > _config.yml
git add -A && git -c user.name=t -c user.email=t@e commit -qm up && git push -q "$T.git" main 2>/dev/null
rc=0; "$B" publish -q --repo "$T.git" --source main --branch out3 > ../out.txt 2>&1 || rc=$?
eq "publish source: ../elsewhere: exit 3" "$rc" 3
has "publish source: ../elsewhere: why" "$(cat ../out.txt)" "_config.yml: error: source: '../elsewhere' leaves the revision's tree"
printf 'source: nowhere\n' > _config.yml
git add -A && git -c user.name=t -c user.email=t@e commit -qm nowhere && git push -q "$T.git" main 2>/dev/null
rc=0; "$B" publish -q --repo "$T.git" --source main --branch out3 > ../out.txt 2>&1 || rc=$?
eq "publish source: nowhere: exit 3" "$rc" 3
has "publish source: nowhere: names the folder" "$(cat ../out.txt)" "the source folder 'nowhere'"
rm -rf .git "$T.git"

printf 'source: nowhere\n' > _config.yml
"$B" build -q > ../out.txt 2>&1; eq "missing source folder" "$?" 3
has "the message names the folder" "$(cat ../out.txt)" "the source folder 'nowhere'"
[ "$fails" -eq 0 ]
