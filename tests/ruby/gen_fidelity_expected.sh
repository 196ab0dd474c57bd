#!/bin/sh
# Rebuild the expected outputs of tests/data/jekyll/fidelity/CASE/site with Debian's Jekyll 4.3.1, each built in
# place the way a user builds it (`jekyll build` in a copy of the folder: the destination is _site, or the
# config's `destination:`, inside the source), so site.exclude is what Jekyll shows then:
#   sh tests/ruby/gen_fidelity_expected.sh            (every case)  or  ... CASE...
# CASE/expected/ is the destination Jekyll wrote (absent when the build failed), CASE/expected.log what it printed
# (colours, the timing and path lines dropped, the copy's path replaced by SRC), CASE/expected.rc its exit status.
# tests/scripts/build_jekyll_fidelity.sh compares sitepub's build of the same folder with these.
set -eu
cd "$(dirname "$0")/../data/jekyll/fidelity"
[ $# -gt 0 ] || set -- $(ls -d */ | tr -d /)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in "$@"; do
    rm -rf "$name/expected" "$name/expected.log" "$name/expected.rc" "$tmp/site"
    cp -r "$name/site" "$tmp/site"
    rc=0; (cd "$tmp/site" && jekyll build > "$tmp/log" 2>&1) || rc=$?
    echo "$rc" > "$name/expected.rc"
    sed "s#$tmp/site#SRC#g; s/\x1b\[[0-9;]*m//g" "$tmp/log" \
        | grep -v '^ *\(Source\|Destination\|Incremental build\|Generating\|done in\|Auto-regeneration\|Configuration file\)' \
        | grep -v '^\(/usr\|<internal\|	from \)' > "$name/expected.log" || true
    dest=$(sed -n 's/^destination: *//p' "$tmp/site/_config.yml" 2>/dev/null | head -1)
    if [ -d "$tmp/site/${dest:-_site}" ]; then cp -r "$tmp/site/${dest:-_site}" "$name/expected"; fi
done
