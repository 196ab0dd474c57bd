#!/bin/sh
# Never lose a file (issue 13): a destination that is the source, or a folder above it, is refused before
# anything is read or written, with Jekyll 4.3.1's message (Site#ensure_not_in_dest; `jekyll build -s site -d
# site` prints "Destination directory cannot be or contain the Source directory." and writes nothing), exit 2
# when it comes from the command line, 3 when it comes from _config.yml. A destination inside the source still
# builds, and keep_files of an old destination are kept.
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
MSG="Destination directory cannot be or contain the Source directory."

fresh() {
    rm -rf site x _config.yml lnk
    mkdir -p site/sub
    printf 'title: t\n' > site/_config.yml
    printf -- '---\n---\nhi\n' > site/index.md
    printf 'keep me\n' > site/sub/data.txt
}
intact() { # NAME: the source is whole and no temporary folder is left
    if [ -f site/_config.yml ] && [ -f site/index.md ] && [ "$(cat site/sub/data.txt)" = "keep me" ] &&
        [ ! -e site/index.html ] && [ ! -e site/.jekyll-cache ]; then ok "$1: source intact"
    else bad "$1: source damaged: $(ls -aR site)"; fi
    case "$(ls -a . site)" in *sitepub-*) bad "$1: temporary folder left";; *) ok "$1: nothing written";; esac
}
refused() { # NAME CODE ARGS...: the build exits CODE with Jekyll's message and leaves the source whole
    name=$1 code=$2; shift 2
    rc=0; "$BIN" build "$@" >out.txt 2>err.txt || rc=$?
    eq "$name: exit code" "$rc" "$code"
    has "$name: Jekyll's message" "$(cat err.txt)" "$MSG"
    intact "$name"
}

fresh; refused "-s site -d site" 2 -s site -d site
fresh; refused "-s site -d site/" 2 -s site -d site/
fresh; refused "-d . from inside" 2 -s site -d .
fresh; refused "-d site/.. (the parent)" 2 -s site -d site/..
fresh; refused "-d site/sub/../.. (dots)" 2 -s site -d site/sub/../..
fresh; refused "-d / (the root)" 2 -s site -d /
fresh; ln -s site lnk; refused "-d LINK to the source" 2 -s site -d lnk
fresh; (cd site && rc=0 && "$BIN" build -d . >../out.txt 2>../err.txt || rc=$?; echo "$rc" > ../rc.txt)
eq "cd site; build -d .: exit code" "$(cat rc.txt)" 2
has "cd site; build -d .: message" "$(cat err.txt)" "$MSG"
intact "cd site; build -d ."

# from _config.yml: exit 3, the message names the file
fresh; printf 'destination: .\n' >> site/_config.yml
refused "destination: . in _config.yml" 3 -s site
has "config error names _config.yml" "$(cat err.txt)" "_config.yml"
fresh; mkdir x; printf 'source: x\ndestination: x/..\n' > _config.yml; cp -r site x/site
rc=0; "$BIN" build >out.txt 2>err.txt || rc=$?
eq "source: x, destination: x/..: exit code" "$rc" 3
has "source: x, destination: x/..: message" "$(cat err.txt)" "$MSG"
if [ -f _config.yml ] && [ -f x/site/index.md ] && [ -f site/index.md ]; then ok "source: x: files intact"
else bad "source: x: files lost: $(ls -aR .)"; fi
rm -f _config.yml

# a destination inside the source is fine (Jekyll excludes it from the input), and its keep_files stay
fresh; printf 'keep_files: [kept]\n' >> site/_config.yml
mkdir -p site/_site/kept; echo k > site/_site/kept/f; echo s > site/_site/stale.html
rc=0; "$BIN" build -q -s site -d site/_site 2>err.txt || rc=$?
eq "dest inside the source builds" "$rc" 0
eq "its page" "$(cat site/_site/index.html 2>/dev/null)" "<p>hi</p>"
eq "keep_files kept" "$(cat site/_site/kept/f 2>/dev/null)" k
[ ! -e site/_site/stale.html ] && ok "stale file removed" || bad "stale file kept"
[ -f site/index.md ] && [ -f site/sub/data.txt ] && ok "source kept beside it" || bad "source lost"
[ ! -e site/_site/_site ] && ok "the old destination is not read as input" || bad "DEST copied into itself"

# a cache_dir that is not ours is never emptied: only <cache_dir>/sitepub/{markdown,sass} with our config file
fresh; mkdir -p elsewhere/sitepub/markdown; echo mine > elsewhere/sitepub/markdown/file
printf 'cache_dir: %s/elsewhere\n' "$tmp" >> site/_config.yml
"$BIN" build -q -s site -d out >/dev/null 2>err.txt || bad "build with cache_dir: $(cat err.txt)"
eq "a foreign cache folder's file kept" "$(cat elsewhere/sitepub/markdown/file 2>/dev/null)" mine

# sitepub serve -d writes the site there too: a -d that is or holds the source is refused before anything is
# read or written (it replaced the parent folder with the built site, deleting the source beside it)
for d in .. .; do
  fresh; echo other > other.txt
  rc=0; (cd site && timeout 20 "$BIN" serve -P 0 -d "$d" >/dev/null 2>"$tmp/err.txt") || rc=$?
  eq "serve -d $d from the source: exit 2" "$rc" 2
  has "serve -d $d: Jekyll's message" "$(cat "$tmp/err.txt")" "Destination directory cannot be or contain the Source directory."
  [ -f site/index.md ] && [ -f other.txt ] && ok "serve -d $d: nothing removed" || bad "serve -d $d removed files"
done
fresh; echo other > other.txt
rc=0; timeout 20 "$BIN" serve -P 0 -s site -d . >/dev/null 2>err.txt || rc=$?
eq "serve -s site -d .: exit 2" "$rc" 2
[ -f site/index.md ] && [ -f other.txt ] && ok "serve -s site -d .: nothing removed" || bad "serve -s site -d . removed files"

[ "$fails" -eq 0 ]
