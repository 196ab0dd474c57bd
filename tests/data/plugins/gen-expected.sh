#!/bin/sh
# Regenerate NAME/expected for each small plugin site NAME/site (or only the NAMEs given) with Debian's jekyll
# 4.3.1 and the plugin's Debian package (ruby-jekyll-NAME, see tests/scripts/build_plugins.sh), at TZ=UTC, without
# Bundler; NAME/prepare.sh, when there is one, runs in the copy of the site first (what git cannot hold, such as a
# file's modification time). tests/scripts/build_plugins.sh builds each site with sitepub and compares.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- $(cd "$here" && ls -d */ | tr -d /)
for n in "$@"; do
    tmp=$(mktemp -d)
    cp -r "$here/$n/site" "$tmp/site"
    [ ! -f "$here/$n/prepare.sh" ] || (cd "$tmp/site" && sh "$here/$n/prepare.sh")
    (cd "$tmp/site" && TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true jekyll build -q -d "$tmp/out")
    rm -rf "$here/$n/expected"
    cp -r "$tmp/out" "$here/$n/expected"
    rm -rf "$tmp"
    echo "$n: $(find "$here/$n/expected" -type f | wc -l) files"
done
