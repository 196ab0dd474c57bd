#!/bin/sh
# Rebuild tests/data/jekyll/commonmark-spec/expected with Debian's Jekyll 4.3.1 and jekyll-commonmark 1.4.0: the
# cmark-* pages of ../shared/conformance/markdown (or $SITEPUB_SHARED/conformance/markdown) put in a site with
# tests/data/jekyll/commonmark-spec/config.yml as its _config.yml, built by `jekyll build`; its _site becomes
# expected/. tests/scripts/build_commonmark.sh builds the same site with sitepub and compares.
#   sh tests/ruby/gen_commonmark_spec.sh
set -eu
here=$(cd "$(dirname "$0")/../data/jekyll/commonmark-spec" && pwd)
shared=${SITEPUB_SHARED:-$here/../../../../../shared}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/site"
cp "$here/config.yml" "$tmp/site/_config.yml"
cp "$shared"/conformance/markdown/cmark-*.md "$tmp/site/"
(cd "$tmp" && jekyll build -q -s site -d out)
rm -rf "$here/expected"
cp -r "$tmp/out" "$here/expected"
