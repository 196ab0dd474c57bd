#!/bin/sh
# GitHub Pages' defaults (src/plugins/github_pages.c): a site whose Gemfile's :jekyll_plugins group names the
# github-pages gem, built by sitepub, against tests/data/github-pages/expected. Debian has no github-pages gem, so
# those files are Debian jekyll 4.3.1's build of the same site with the configuration github-pages gives it written
# out as a second config file (tests/data/github-pages/pages-equivalent.yml, gen-expected.sh): safe mode and the
# gem's overrides, its default plugins (a plugin outside its whitelist, jekyll-archives here, is not loaded), the
# default theme turned off with `theme: null`; the same in production (expected-production). Then: without `theme:` the default theme jekyll-theme-primer is
# looked for (and used from a GEM_HOME the test makes); `plugins: [github-pages]` works as the Gemfile does.
set -eu
B=${SITEPUB_BIN:?}
D=$(cd "$(dirname "$0")/../data/github-pages" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export TZ=UTC
unset JEKYLL_NO_BUNDLER_REQUIRE JEKYLL_ENV DISABLE_WHITELIST GEM_PATH BUNDLE_PATH PAGES_REPO_NWO PAGES_ENV || true
cp -r "$D/site" "$T/site"
for j in 1 4; do
    if "$B" build -j $j -s "$T/site" -d "$T/out$j" --disable-disk-cache > /dev/null 2> "$T/err"; then
        if diff -r "$D/expected" "$T/out$j" > "$T/diff"; then ok "github-pages site equals Jekyll's (-j $j)"; else bad "github-pages site differs (-j $j): $(head -20 "$T/diff")"; fi
    else
        bad "github-pages build failed: $(cat "$T/err")"
    fi
done
has "a plugin outside the whitelist is named" "$(cat "$T/err")" "plugin jekyll-archives is not in the whitelist"
case "$(cat "$T/err")" in *coffeescript*|*commonmark-ghpages*) bad "warned about a default plugin sitepub lacks: $(cat "$T/err")";; *) ok "no word about the default plugins sitepub lacks";; esac
# JEKYLL_ENV=production: the gem's PRODUCTION_DEFAULTS (sass style compressed), no jekyll-admin in the whitelist
JEKYLL_ENV=production "$B" build -q -s "$T/site" -d "$T/outp" --disable-disk-cache 2> "$T/err" || bad "production build failed: $(cat "$T/err")"
if diff -r "$D/expected-production" "$T/outp" > "$T/diff"; then ok "production equals Jekyll's"; else bad "production differs: $(head -10 "$T/diff")"; fi

# `plugins: [github-pages]` instead of the Gemfile
rm "$T/site/Gemfile"
sed 's/^  - jekyll-feed$/  - github-pages\n  - jekyll-feed/' "$D/site/_config.yml" > "$T/site/_config.yml"
"$B" build -q -s "$T/site" -d "$T/out5" --disable-disk-cache 2> "$T/err" || bad "plugins: [github-pages] build failed: $(cat "$T/err")"
if diff -r "$D/expected" "$T/out5" > "$T/diff"; then ok "plugins: [github-pages]"; else bad "plugins: [github-pages] differs: $(head -10 "$T/diff")"; fi

# no `theme:`: the gem's default theme, jekyll-theme-primer, is looked for ...
grep -v '^theme:' "$D/site/_config.yml" > "$T/site/_config.yml"
cp "$D/site/Gemfile" "$T/site/Gemfile"
set +e
HOME="$T" GEM_HOME="$T/nogems" "$B" build -q -s "$T/site" -d "$T/out6" --disable-disk-cache 2> "$T/err"
rc=$?
set -e
[ $rc -ne 0 ] && ok "no theme: fails without jekyll-theme-primer" || bad "no theme: built without jekyll-theme-primer"
has "no theme: names the default theme" "$(cat "$T/err")" "The jekyll-theme-primer theme could not be found"
# ... and used when installed
G="$T/gems"
mkdir -p "$G/specifications" "$G/gems/jekyll-theme-primer-0.6.0/_layouts"
sed 's/sptheme/jekyll-theme-primer/; s/1\.0\.0/0.6.0/; /jekyll-feed/d' \
    "$(dirname "$0")/../data/theme/gems/specifications/sptheme-1.0.0.gemspec" > "$G/specifications/jekyll-theme-primer-0.6.0.gemspec"
printf '<html><body class="primer">{{ content }}</body></html>\n' > "$G/gems/jekyll-theme-primer-0.6.0/_layouts/default.html"
rm "$T/site/_layouts/default.html" "$T/site/_layouts/page.html" "$T/site/_layouts/post.html"
HOME="$T" GEM_HOME="$G" "$B" build -q -s "$T/site" -d "$T/out7" --disable-disk-cache 2> "$T/err" || bad "primer build failed: $(cat "$T/err")"
has "no theme: jekyll-theme-primer's layout" "$(cat "$T/out7/about.html" 2>/dev/null)" '<body class="primer">'
[ "$fails" -eq 0 ]
