#!/bin/sh
# Regenerate NAME/expected for each small plugin site NAME/site (or only the NAMEs given) with Debian's jekyll
# 4.3.1 and the plugin's Debian package (ruby-jekyll-NAME, see tests/scripts/build_plugins.sh), at TZ=UTC, without
# Bundler; NAME/prepare.sh, when there is one, runs in the copy of the site first (what git cannot hold, such as a
# file's modification time). NAME/env, when there is one, holds VAR=value lines exported for the build (as
# build_plugins.sh does). With a file NAME/offline, jekyll runs with no network (a user and network namespace
# whose only interface is lo, /etc/resolv.conf naming 127.0.0.1 where nothing answers): the plugin's own offline
# path (jekyll-github-metadata's Resolv::ResolvError -> "No internet connection"), and nothing leaves the machine.
# A folder with a file NAME/from-source holds expectations written from a gem's source (jemoji, which Debian does
# not package) and is skipped. tests/scripts/build_plugins.sh builds each site with sitepub and compares.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- $(cd "$here" && ls -d */ | tr -d /)
for n in "$@"; do
    if [ -f "$here/$n/from-source" ]; then echo "$n: skipped (see $n/from-source)"; continue; fi
    tmp=$(mktemp -d)
    cp -r "$here/$n/site" "$tmp/site"
    [ ! -f "$here/$n/prepare.sh" ] || (cd "$tmp/site" && sh "$here/$n/prepare.sh")
    run="jekyll build -q -d $tmp/out"
    if [ -f "$here/$n/offline" ]; then
        echo "nameserver 127.0.0.1" > "$tmp/resolv.conf"
        run="unshare -rnm sh -c 'mount --bind $tmp/resolv.conf /etc/resolv.conf && ip link set lo up && $run'"
    fi
    (cd "$tmp/site" && set -a && { [ ! -f "$here/$n/env" ] || . "$here/$n/env"; } && set +a &&
        env -u JEKYLL_GITHUB_TOKEN TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true sh -c "$run")
    rm -rf "$here/$n/expected"
    cp -r "$tmp/out" "$here/$n/expected"
    rm -rf "$tmp"
    echo "$n: $(find "$here/$n/expected" -type f | wc -l) files"
done
