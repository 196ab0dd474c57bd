#!/bin/sh
# sitepub doctor, as `jekyll doctor` (Commands::Doctor). Jekyll 4.3.1 printed these lines (its topic column
# right-aligned; destinations as absolute paths, which sitepub gives relative to the destination) and exited 1
# after warnings, 0 with "Your test results are in. Everything looks fine."
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
mkdir s
printf -- '---\npermalink: /same.html\n---\none\n' > s/one.html
printf -- '---\npermalink: /same.html\n---\ntwo\n' > s/two.html
printf -- '---\n---\na\n' > s/About.html
printf -- '---\n---\na\n' > s/about.html
rc=0; "$BIN" doctor -s s >out 2>err || rc=$?
eq "problems: exit 1" "$rc" 1
e=$(cat err)
has "conflict" "$e" "Conflict: The following destination is shared by multiple files.
                    The written file may end up with unexpected contents."
has "conflict: the files" "$e" " - one.html
                     - two.html"
has "case" "$e" "Warning: The following URLs only differ by case. On a case-insensitive file system one of the URLs will be overwritten by the other: About.html, about.html"
has "no url" "$e" "Warning: You didn't set an URL in the config file, you may encounter problems with some plugins."
has "not absolute" "$e" "Warning: Your site URL does not seem to be absolute, check the value of \`url\` in your config file."
rm s/one.html s/two.html s/About.html
printf 'url: https://example.com\nrelative_permalinks: true\ncollections_dir: c\n' > s/_config.yml
mkdir -p s/_posts s/c; printf -- '---\n---\nx\n' > s/_posts/2020-01-01-a.md
rc=0; "$BIN" doctor -s s >out 2>err || rc=$?
eq "relative_permalinks, _posts outside collections_dir: exit 1" "$rc" 1
has "relative permalinks" "$(cat err)" "Deprecation: Your site still uses relative permalinks, which was removed in Jekyll v3.0.0."
has "_posts outside collections_dir" "$(cat err)" "Warning: Detected '_posts' directory outside custom \`collections_dir\`!"
printf 'url: https://example.com\n' > s/_config.yml; rm -r s/_posts s/c
rc=0; "$BIN" doctor -s s >out 2>err || rc=$?
eq "healthy: exit 0" "$rc" 0
eq "healthy: Jekyll's line" "$(cat out)" "  Your test results are in. Everything looks fine."
[ ! -e s/_site ] && ok "doctor writes nothing" || bad "doctor wrote s/_site"
[ "$fails" -eq 0 ]
