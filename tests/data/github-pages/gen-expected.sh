#!/bin/sh
# Regenerate expected/ with Debian's jekyll 4.3.1, which has no github-pages gem: site/ built with the configuration
# github-pages would give it written out (pages-equivalent.yml after site/_config.yml), without Bundler, at TZ=UTC,
# with no network (jekyll-github-metadata is one of the gem's default plugins: see
# tests/data/plugins/gen-expected.sh). tests/scripts/build_github_pages.sh builds site/ with sitepub, which finds
# github-pages in the Gemfile and applies it itself.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$here/site" "$tmp/site"
echo "nameserver 127.0.0.1" > "$tmp/resolv.conf"
# expected/ in development (JEKYLL_ENV unset), expected-production/ with JEKYLL_ENV=production
for env in development production; do
    cfg=pages-equivalent.yml dir=expected
    [ $env = development ] || cfg=pages-equivalent-production.yml dir=expected-production
    (cd "$tmp/site" && env -u JEKYLL_GITHUB_TOKEN JEKYLL_ENV=$env TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true unshare -rnm sh -c \
        "mount --bind $tmp/resolv.conf /etc/resolv.conf && ip link set lo up &&
         jekyll build -q --config _config.yml,$here/$cfg -d $tmp/out-$env")
    rm -rf "$here/$dir"
    cp -r "$tmp/out-$env" "$here/$dir"
    find "$here/$dir" -type f | sort | sed "s|$here/||"
done
