#!/bin/sh
# Symbolic links in a git source and in a folder source (issue 13): a link whose target stays inside the tree is read as its target (a
# file, or a folder listed under the link's path), as Jekyll reads through links; one that leaves the tree is not
# followed, with a message. Expected pages from Debian's jekyll 4.3.1 --safe on the same files
# (tests/unit/test_site_rules.c, test_symlinks: "<p>real a R</p>\n").
set -u
. "$(dirname "$0")/../lib/check.sh"
B=${SITEPUB_BIN:?}
T=$(mktemp -d /tmp/sitepub-links-XXXXXX)
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1
git init -q r && cd r || exit 1
mkdir -p real _includes
printf -- '---\n---\nreal a {%% include l.html %%}\n' > real/a.md
printf 'static\n' > real/s.txt
ln -s real/a.md link.md
ln -s real linkdir
printf R > _includes/real.html
ln -s real.html _includes/l.html
ln -s /etc/hostname out.txt
ln -s ../../x up.txt
ln -s . self
ln -s /etc/hostname _includes/out.html
printf 'time: 2026-07-01 12:00:00 +0000\n' > _config.yml
git add -A && git -c user.email=t@example.org -c user.name=t commit -qm site
"$B" publish > ../out.txt 2>&1; eq "publish" "$?" 0
eq "files" "$(git ls-tree -r --name-only asf-site | tr '\n' ' ')" \
  "link.html linkdir/a.html linkdir/s.txt real/a.html real/s.txt "
eq "link.html" "$(git show asf-site:link.html)" "<p>real a R</p>"
eq "linkdir/a.html" "$(git show asf-site:linkdir/a.html)" "<p>real a R</p>"
eq "linkdir/s.txt" "$(git show asf-site:linkdir/s.txt)" "static"
has "a link out of the tree is named" "$(cat ../out.txt)" "Skipping: out.txt is a symbolic link that points outside the source"
has "a link up out of the tree is named" "$(cat ../out.txt)" "Skipping: up.txt is a symbolic link"
has "an include linked out of the tree is named" "$(cat ../out.txt)" "Skipping: _includes/out.html is a symbolic link"
# the same files as a folder source (sitepub build): the same pages, the same messages
"$B" build -d ../dest > ../out2.txt 2>&1; eq "build" "$?" 0
eq "files (folder)" "$(cd ../dest && find . -type f | sort | tr '\n' ' ')" \
  "./link.html ./linkdir/a.html ./linkdir/s.txt ./real/a.html ./real/s.txt "
eq "link.html (folder)" "$(cat ../dest/link.html)" "<p>real a R</p>"
has "a link out of the folder is named" "$(cat ../out2.txt)" "Skipping: out.txt is a symbolic link that points outside"
has "an include linked out of the folder is named" "$(cat ../out2.txt)" "Skipping: _includes/out.html is a symbolic"
[ "$fails" -eq 0 ]
