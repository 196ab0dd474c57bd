#!/bin/sh
# Regenerate expected/ with Debian's jekyll 4.3.1: site/ built with the theme gem sptheme 1.0.0 found in gems/
# (GEM_HOME), as `theme: sptheme` makes Jekyll do (Gem::Specification.find_by_name). Bundler is not used
# (JEKYLL_NO_BUNDLER_REQUIRE), so Jekyll sees the one version installed here; tests/scripts/build_theme.sh adds a
# 2.0.0 beside it that the Gemfile's "~> 1.0" must not pick.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$here/site" "$tmp/site"
(cd "$tmp/site" && GEM_HOME="$here/gems" TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true jekyll build -q -d "$tmp/out")
rm -rf "$here/expected"
cp -r "$tmp/out" "$here/expected"
