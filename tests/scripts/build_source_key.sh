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

printf 'source: nowhere\n' > _config.yml
"$B" build -q > ../out.txt 2>&1; eq "missing source folder" "$?" 3
has "the message names the folder" "$(cat ../out.txt)" "the source folder 'nowhere'"
[ "$fails" -eq 0 ]
