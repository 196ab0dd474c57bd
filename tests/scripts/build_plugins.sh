#!/bin/sh
# The built-in plugins (src/plugins/) against Jekyll: each tests/data/plugins/NAME/site, built by Debian's jekyll
# 4.3.1 with the plugin's own gem, gave NAME/expected (tests/data/plugins/gen-expected.sh); sitepub must write the
# same files, byte for byte, with -j 1 and with several threads. NAME/env (VAR=value lines) is exported for both
# builds; NAME/offline marks a site Jekyll was run on with no network (gen-expected.sh), which sitepub never uses.
set -eu
B=${SITEPUB_BIN:?}
D=$(cd "$(dirname "$0")/../data/plugins" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true
for dir in "$D"/*/; do
    n=$(basename "$dir")
    cp -r "$dir/site" "$T/$n"
    [ ! -f "$dir/prepare.sh" ] || (cd "$T/$n" && sh "$dir/prepare.sh")
    for j in 1 4; do
        if (cd "$T/$n" && set -a && { [ ! -f "$dir/env" ] || . "$dir/env"; } && set +a &&
            "$B" build -q -j $j -s . -d "$T/out-$n-$j" --disable-disk-cache) 2> "$T/err"; then
            if diff -r "$dir/expected" "$T/out-$n-$j" > "$T/diff"; then ok "$n (-j $j)"; else bad "$n (-j $j): $(head -20 "$T/diff")"; fi
        else
            bad "$n (-j $j): build failed: $(cat "$T/err")"
        fi
    done
done
[ "$fails" -eq 0 ]
