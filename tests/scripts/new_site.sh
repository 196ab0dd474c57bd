#!/bin/sh
# sitepub new PATH [--blank] [--force] (issue 18) beside the real `jekyll new` 4.3.1 (Debian's jekyll; the
# comparison is skipped with a message where it is not installed): the same files with the same bytes, the
# welcome post named and dated today; sitepub also writes the .gitignore of upstream Jekyll's site_template
# (Debian's package leaves it out). A non-empty PATH is refused without --force, as Jekyll does.
set -u
. "$(dirname "$0")/../lib/check.sh"
BIN=${SITEPUB_BIN:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
out=$("$BIN" new mysite); rc=$?
eq "new exit code" "$rc" 0
has "says where" "$out" "New jekyll site installed in $tmp/mysite."
has "says the next command" "$out" "cd mysite && sitepub serve"
has "says how to publish" "$out" "sitepub publish"
today=$(date +%Y-%m-%d)
post="_posts/$today-welcome-to-jekyll.markdown"
[ -f "mysite/$post" ] && ok "welcome post named for today" || bad "no $post: $(ls mysite/_posts)"
has "welcome post dated today" "$(sed -n 4p "mysite/$post")" "date:   $today "
eq ".gitignore" "$(cat mysite/.gitignore)" "$(printf '_site\n.sass-cache\n.jekyll-cache\n.jekyll-metadata\nvendor')"
has "minima theme" "$(cat mysite/_config.yml)" "theme: minima"
"$BIN" new --blank blank > /dev/null; rc=$?
eq "new --blank exit code" "$rc" 0
for d in _data _drafts _includes _posts; do [ -d "blank/$d" ] && ok "blank: $d/" || bad "blank: no $d/"; done
# a non-empty folder: refused (Jekyll's "Conflict:" message), --force writes into it
"$BIN" new mysite > /dev/null 2> err; rc=$?
eq "non-empty PATH exit code" "$rc" 4
has "conflict message" "$(cat err)" "Conflict: $tmp/mysite exists and is not empty."
echo keep > mysite/mine.txt
"$BIN" new --force mysite > /dev/null; rc=$?
eq "--force exit code" "$rc" 0
eq "--force keeps other files" "$(cat mysite/mine.txt)" keep
# a folder with only dot files counts as empty (Jekyll's Dir glob skips them)
mkdir -p dotonly/.git
"$BIN" new dotonly > /dev/null; rc=$?
eq "dot files only: accepted" "$rc" 0
"$BIN" new > /dev/null 2> err; rc=$?
eq "no PATH: usage error" "$rc" 2
has "no PATH message (Jekyll's)" "$(cat err)" "You must specify a path."

if command -v jekyll >/dev/null 2>&1; then
  jekyll new --skip-bundle ref > /dev/null 2>&1 && jekyll new --blank refblank > /dev/null 2>&1 || bad "jekyll new failed"
  "$BIN" new cmp > /dev/null && "$BIN" new --blank cmpblank > /dev/null
  # the post's time of day differs by the seconds between the two runs: compare it without line 4
  for f in $(cd ref && find . -type f | sort); do
    case "$f" in
    ./_posts/*) eq "$f: all but the date line" "$(sed 4d "cmp/$f" 2>&1)" "$(sed 4d "ref/$f")";;
    *) if cmp -s "ref/$f" "cmp/$f"; then ok "$f as jekyll new"; else bad "$f differs from jekyll new: $(diff "ref/$f" "cmp/$f" | head -5)"; fi;;
    esac
  done
  eq "the same files as jekyll new (and .gitignore)" "$(cd cmp && find . -type f | sort)" "$( (cd ref && find . -type f; echo ./.gitignore) | sort)"
  if diff -r refblank cmpblank > /dev/null; then ok "--blank as jekyll new --blank"; else bad "--blank differs: $(diff -r refblank cmpblank | head -5)"; fi
  eq "--blank folders as jekyll new --blank" "$(cd cmpblank && find . -type d | sort)" "$(cd refblank && find . -type d | sort)"
else
  echo "SKIP: jekyll is not installed: the comparison with jekyll new is skipped (scripts/install-deps.sh --bench installs it)"
fi
[ "$fails" -eq 0 ]
