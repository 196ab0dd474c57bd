#!/bin/sh
# The real sites of $SITEPUB_SHARED/corpus/sites (jekyll-docs, jekyll-new, just-the-docs, lanyon), each built as
# corpus/sites/README.md says, from a copy (nothing is written into the shared folder), and compared file by
# file with what Debian's Jekyll 4.3.1 built from it (reference/jekyll-4.3.1/NAME) by the shared
# tools/compare-sites.py: a file counts when its bytes are Jekyll's (or equal after that tool's normalisation of
# HTML and XML). Fails when a site counts fewer files than tests/corpus-sites-baseline.txt records for it (raise
# a figure when it goes up), or when a site that built no longer builds.
#
# Two sites need a word. jekyll-new's assets/main.css.map names the gem theme's Sass files by a path relative to
# the folder it was built in ("../../../../../../usr/share/..."), so it is compared with those "../" runs cut to
# "/". just-the-docs' copy in the corpus has no vendor folders (_sass/vendor, _includes/vendor), which the
# reference build had (its .css.map files list _sass/vendor/accessible-pygments/github-light.scss): its Sass
# cannot build without them, as Jekyll's would not, so while they are missing the test checks that the build
# stops with libsass's error at the import's file, line and column (_sass/color_schemes/light.scss:16:9), and
# counts 0.
set -u
shared="${SITEPUB_SHARED:-../shared}"
corpus="$shared/corpus/sites"
ref="$shared/reference/jekyll-4.3.1"
compare="$shared/tools/compare-sites.py"
if [ ! -d "$corpus" ] || [ ! -d "$ref" ] || [ ! -f "$compare" ]; then
  echo "skip: the corpus sites, their reference builds or compare-sites.py are not under $shared (set SITEPUB_SHARED)"
  exit 0
fi
baseline=tests/corpus-sites-baseline.txt
w=$(mktemp -d "${TMPDIR:-/tmp}/sitepub-corpus.XXXXXX")
trap 'rm -rf "$w"' EXIT
cp -R "$corpus" "$w/src"
fails=0
for dir in "$w"/src/*/; do
  name=$(basename "$dir")
  want=$(awk -v n="$name" '$1 == n { print $2 }' "$baseline")
  [ -n "$want" ] || { echo "FAIL: $name has no line in $baseline"; fails=$((fails + 1)); continue; }
  if [ "$name" = jekyll-new ] && [ ! -d /usr/share/rubygems-integration/all/gems/minima-2.5.1 ]; then
    echo "skip: $name needs the gem theme minima 2.5.1 (Debian package jekyll-theme-minima; scripts/install-deps.sh)"
    continue
  fi
  over=""
  [ -f "$w/src/$name.override.yml" ] && over=",../$name.override.yml"
  out="$w/out/$name"
  if (cd "$dir" && TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true "$SITEPUB_BIN" build -q -s . -d "$out" \
    --config "_config.yml,../fixed-time.yml$over") > "$w/$name.log" 2>&1; then
    built=1 rc=0
  else
    built=0 rc=$?
  fi
  if [ "$name" = just-the-docs ] && [ ! -d "$dir/_sass/vendor" ]; then
    # the input lacks its vendor folders: the build must stop, naming where the import is
    if [ "$built" = 1 ]; then
      echo "FAIL: $name built without its _sass/vendor folder"; fails=$((fails + 1))
    elif [ "$rc" != 3 ]; then
      echo "FAIL: $name stopped with exit $rc, not 3 (bad site input):"; tail -20 "$w/$name.log"; fails=$((fails + 1))
    elif ! grep -q "^sitepub build: _sass/color_schemes/light.scss:16:9: error: Sass error: .*File to import not found or unreadable: ./vendor/accessible-pygments/github-light\." "$w/$name.log"; then
      echo "FAIL: $name stopped, but not at the missing vendor import:"; head -5 "$w/$name.log"; fails=$((fails + 1))
    else
      echo "$name: 0 of $(find "$ref/$name" -type f | wc -l) files (the corpus copy has no _sass/vendor or" \
        "_includes/vendor; the build stops at the import, as it should: $(head -1 "$w/$name.log"))"
    fi
    continue
  fi
  if [ "$built" = 0 ]; then
    echo "FAIL: $name did not build:"; tail -5 "$w/$name.log"; fails=$((fails + 1)); continue
  fi
  if [ "$name" = jekyll-new ] && [ -f "$out/assets/main.css.map" ]; then
    sed -i 's#"\(\.\./\)\{1,\}usr/share/#"/usr/share/#g' "$out/assets/main.css.map"
    mkdir -p "$w/ref"
    cp -R "$ref/$name" "$w/ref/$name"
    sed -i 's#"\(\.\./\)\{1,\}usr/share/#"/usr/share/#g' "$w/ref/$name/assets/main.css.map"
    r="$w/ref/$name"
  else
    r="$ref/$name"
  fi
  summary=$(python3 "$compare" "$r" "$out" --show 10 | tee "$w/$name.cmp" | tail -1)
  total=$(echo "$summary" | sed -n 's/.* ref=\([0-9]*\).*/\1/p')
  same=$(echo "$summary" | sed -n 's/.* identical=\([0-9]*\).*/\1/p')
  norm=$(echo "$summary" | sed -n 's/.* normalized=\([0-9]*\).*/\1/p')
  got=$((same + norm))
  echo "$name: $got of $total files ($same identical, $norm equal after normalising; baseline $want)"
  if [ "$got" -lt "$want" ]; then
    echo "FAIL: $name counts fewer files than $baseline records:"; grep -v '^SUMMARY' "$w/$name.cmp" | head -20
    fails=$((fails + 1))
  fi
done
[ "$fails" -eq 0 ]
