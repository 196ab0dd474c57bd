#!/bin/sh
# Gem themes (issue 16): `theme: sptheme` found in $GEM_HOME, the highest version the Gemfile allows, its layouts,
# includes, Sass, data and assets under the site's own files, its _config.yml under the site's, its gemspec's
# runtime dependency jekyll-feed enabled, its _data deep-merged under the site's (data.html: hashes merged key by
# key, the site winning, arrays replaced, a theme .yml and a site .json of the same name merged, in DataReader's
# order); the same found through Bundler's vendor/bundle, and for a git source (sitepub publish). The expected files in tests/data/theme/expected are Debian jekyll 4.3.1's
# (tests/data/theme/gen-expected.sh). A missing theme is an error naming it, the places searched and the fix.
# With ../shared: the `jekyll new` site (minima, Debian's jekyll-theme-minima) is Jekyll's reference output.
set -eu
B=${SITEPUB_BIN:?}
D=$(cd "$(dirname "$0")/../data/theme" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export TZ=UTC
unset BUNDLE_PATH GEM_PATH || true

cp -r "$D/gems" "$T/gems"
# a 2.0.0 beside 1.0.0, which the Gemfile's "~> 1.0" rules out
cp -r "$T/gems/gems/sptheme-1.0.0" "$T/gems/gems/sptheme-2.0.0"
echo '<nav>theme 2 nav</nav>' > "$T/gems/gems/sptheme-2.0.0/_includes/nav.html"
sed 's/1\.0\.0/2.0.0/' "$T/gems/specifications/sptheme-1.0.0.gemspec" > "$T/gems/specifications/sptheme-2.0.0.gemspec"
cp -r "$D/site" "$T/site"

GEM_HOME="$T/gems" "$B" build -q -s "$T/site" -d "$T/out" 2> "$T/err" || bad "theme build failed: $(cat "$T/err")"
if diff -r "$D/expected" "$T/out" > "$T/diff"; then ok "theme site equals Jekyll's"; else bad "theme site differs: $(head -20 "$T/diff")"; fi

# without the Gemfile's requirement the highest version wins
rm "$T/site/Gemfile"
GEM_HOME="$T/gems" "$B" build -q -s "$T/site" -d "$T/out2" --disable-disk-cache 2> "$T/err" || bad "build failed: $(cat "$T/err")"
has "no requirement: 2.0.0" "$(cat "$T/out2/index.html")" "theme 2 nav"
cp "$D/site/Gemfile" "$T/site/Gemfile"

# Bundler's path: the site's vendor/bundle (excluded from the site by Jekyll's default excludes)
mkdir -p "$T/site/vendor/bundle/ruby/3.1.0"
cp -r "$D/gems/gems" "$D/gems/specifications" "$T/site/vendor/bundle/ruby/3.1.0/"
HOME="$T" GEM_HOME="$T/nowhere" "$B" build -q -s "$T/site" -d "$T/out3" --disable-disk-cache 2> "$T/err" || bad "vendor/bundle build failed: $(cat "$T/err")"
if diff -r "$D/expected" "$T/out3" > "$T/diff"; then ok "theme from vendor/bundle"; else bad "vendor/bundle: $(head -5 "$T/diff")"; fi
# and the path .bundle/config names
mv "$T/site/vendor/bundle" "$T/site/gemdir"
mkdir -p "$T/site/.bundle"
printf -- '---\nBUNDLE_PATH: "gemdir"\n' > "$T/site/.bundle/config"
printf 'gemdir\n' > "$T/site/.exclude-note"
printf 'exclude: [gemdir]\n' > "$T/site/_excl.yml"
(cd "$T/site" && HOME="$T" GEM_HOME="$T/nowhere" "$B" build -q -s . -d "$T/out4" --config _config.yml,_excl.yml --disable-disk-cache) 2> "$T/err" || bad ".bundle/config build failed: $(cat "$T/err")"
has "theme from .bundle/config's BUNDLE_PATH" "$(cat "$T/out4/index.html" 2>/dev/null)" "theme nav"
rm -rf "$T/site/gemdir" "$T/site/.bundle" "$T/site/.exclude-note" "$T/site/_excl.yml"

# a theme that is not installed
printf 'theme: nosuchtheme\n' > "$T/site/_none.yml"
set +e
(cd "$T/site" && HOME="$T" GEM_HOME="$T/gems" "$B" build -q -s . -d "$T/out5" --config _config.yml,_none.yml) > "$T/out.txt" 2>&1
rc=$?
set -e
eq "missing theme: exit 3" "$rc" 3
msg=$(cat "$T/out.txt")
has "missing theme: Jekyll's words" "$msg" "The nosuchtheme theme could not be found"
has "missing theme: places searched" "$msg" "$T/gems/gems"
has "missing theme: what to do" "$msg" "gem install nosuchtheme"
has "missing theme: Debian's own places" "$msg" "/usr/share/rubygems-integration/all/gems"
rm "$T/site/_none.yml"

# a git source: the theme comes from the machine (sitepub publish builds from the object database)
export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
cp -r "$T/site" "$T/repo"
rm -rf "$T/repo/.jekyll-cache"
(cd "$T/repo" && git init -q && git add -A && git commit -qm source &&
 GEM_HOME="$T/gems" "$B" publish -q) 2> "$T/err" || bad "publish failed: $(cat "$T/err")"
mkdir -p "$T/pub"
(cd "$T/repo" && git archive asf-site | tar -x -C "$T/pub")
# (the feed's <updated> is publish's build time)
if diff -r -x theme-feed.xml "$D/expected" "$T/pub" > "$T/diff"; then ok "publish of a git source with a theme"; else bad "publish: $(head -5 "$T/diff")"; fi

# the `jekyll new` site on minima, as Debian's jekyll builds it (Debian's jekyll-theme-minima)
S=${SITEPUB_SHARED:-$(cd "$(dirname "$0")/../.." && pwd)/../shared}
if [ -d "$S/corpus/sites/jekyll-new" ] && [ -d /usr/share/rubygems-integration/all/gems/minima-2.5.1 ]; then
    cp -r "$S/corpus/sites/jekyll-new" "$T/jn"
    cp "$S/corpus/sites/fixed-time.yml" "$T/fixed-time.yml"
    (cd "$T/jn" && JEKYLL_NO_BUNDLER_REQUIRE=true GEM_HOME="$T/nowhere" "$B" build -q -s . -d "$T/jn-out" \
        --config _config.yml,../fixed-time.yml) 2> "$T/err" || bad "jekyll-new build failed: $(cat "$T/err")"
    R="$S/reference/jekyll-4.3.1/jekyll-new"
    for f in $(cd "$R" && find . -type f | sort); do
        case $f in
        # the map names the theme's files relative to the site's folder, which depends on where it is built
        *.map) a=$(sed 's#"\(\.\./\)*usr/share#"/usr/share#' "$R/$f"); b=$(sed 's#"\(\.\./\)*usr/share#"/usr/share#' "$T/jn-out/$f" 2>/dev/null)
               eq "jekyll-new $f (theme paths made absolute)" "$b" "$a" ;;
        *) if cmp -s "$R/$f" "$T/jn-out/$f"; then ok "jekyll-new $f"; else bad "jekyll-new $f differs"; fi ;;
        esac
    done
    eq "jekyll-new: no extra files" "$(cd "$T/jn-out" && find . -type f | wc -l)" "$(cd "$R" && find . -type f | wc -l)"
    ups=$(cd "$T/jn" && pwd -P | tr -cd / | wc -c)
    has "map: theme file relative to the site folder" "$(cat "$T/jn-out/assets/main.css.map")" \
        "\"$(printf '../%.0s' $(seq 1 "$ups"))usr/share/rubygems-integration/all/gems/minima-2.5.1/_sass/minima.scss\""
else
    echo "skip: jekyll-new needs ../shared and Debian's jekyll-theme-minima (scripts/install-deps.sh)"
fi
[ "$fails" -eq 0 ]
