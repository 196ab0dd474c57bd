#!/bin/sh
# Rebuild the expected outputs of the fixture sites under tests/data/jekyll/NAME/site with Debian's Jekyll 4.3.1
# (run on a machine with it; the tests compare sitepub's build with these files):
#   sh tests/ruby/gen_jekyll_expected.sh selfref
# Jekyll's output goes to tests/data/jekyll/NAME/expected/ (its _site), and what it printed on stderr and stdout,
# with the absolute source and destination paths replaced by SRC and DEST, to expected.log. A collection's "directory" is the absolute path
# of the source folder in Jekyll; the test normalises that member on both sides.
set -eu
cd "$(dirname "$0")/../data/jekyll"
for name in "$@"; do
    rm -rf "$name/expected"
    src=$(cd "$name/site" && pwd)
    dest=$(cd "$name" && pwd)/expected
    (cd "$name" && jekyll build -s site -d expected 2>&1 || true) | sed "s#$dest#DEST#g; s#$src#SRC#g; s/\x1b\[[0-9;]*m//g" \
        | grep -v '^ *\(Source\|Destination\|Incremental build\|Generating\|done in\|Auto-regeneration\|Configuration file\)' \
        > "$name/expected.log" || true
    rm -rf "$name/site/.jekyll-cache"
done
