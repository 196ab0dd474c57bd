#!/bin/sh
# sitepub clean, as `jekyll clean` (Jekyll 4.3.1 printed, for a built site with a cache:
#   "           Cleaner: Removing /…/_site..."
#   "           Cleaner: Nothing to do for /…/.jekyll-metadata."
#   "           Cleaner: Removing /…/.jekyll-cache..."), only inside the site: sitepub removes its own
# .jekyll-cache/sitepub (Jekyll's caches beside it stay), never a destination that holds the source or lies
# outside the site.
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
mkdir -p site/_layouts site/.jekyll-cache/Jekyll
printf -- '---\n---\n# hi\n' > site/index.md
(cd site && "$BIN" build -q) || bad "build failed"
[ -d site/_site ] && [ -d site/.jekyll-cache/sitepub ] || bad "nothing to clean: $(ls -aR site)"
touch site/.jekyll-metadata
out=$(cd site && "$BIN" clean) || bad "clean failed"
site=$(cd site && pwd -P)
eq "clean: Jekyll's lines" "$out" "           Cleaner: Removing $site/_site...
           Cleaner: Removing $site/.jekyll-metadata...
           Cleaner: Removing $site/.jekyll-cache/sitepub..."
[ ! -e site/_site ] && [ ! -e site/.jekyll-metadata ] && [ ! -e site/.jekyll-cache/sitepub ] && ok "removed" \
    || bad "left: $(ls -aR site)"
[ -d site/.jekyll-cache/Jekyll ] && [ -f site/index.md ] && ok "Jekyll's cache and the source stay" || bad "lost files"
out=$(cd site && "$BIN" clean)
eq "clean again: nothing to do" "$out" "           Cleaner: Nothing to do for $site/_site.
           Cleaner: Nothing to do for $site/.jekyll-metadata.
           Cleaner: Nothing to do for $site/.jekyll-cache/sitepub."
# never the source, never outside the site
mkdir other; echo keep > other/f
rc=0; (cd site && "$BIN" clean -d ../other) 2>err >/dev/null || rc=$?
eq "a destination outside the site: exit 2" "$rc" 2
has "outside: said" "$(cat err)" "is outside the site"
eq "outside: kept" "$(cat other/f)" keep
rc=0; (cd site && "$BIN" clean -d .) 2>err >/dev/null || rc=$?
eq "-d . (the source): exit 2" "$rc" 2
has "-d .: Jekyll's message" "$(cat err)" "Destination directory cannot be or contain the Source directory."
[ -f site/index.md ] && ok "-d .: source kept" || bad "-d . removed the source"
printf 'destination: ..\n' > site/_config.yml
rc=0; (cd site && "$BIN" clean) 2>err >/dev/null || rc=$?
eq "destination: .. in _config.yml: exit 3" "$rc" 3
[ -f site/index.md ] && [ -f other/f ] && ok "destination: ..: everything kept" || bad "files lost"
[ "$fails" -eq 0 ]
