#!/bin/sh
# sitepub diff (issue 6): which trees it compares, --name-status byte-identical to git's on the same trees, and
# nothing written to the repository. Uses --no-build (the copy producer), so the site of a revision is its tree
# and git's own diff of the two revisions is the expected output.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"

export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
R="$T/repo"; git init -q "$R"; cd "$R"
mkdir -p blog css
i=0; while [ $i -lt 40 ]; do echo "line $i of a long enough page to be seen as renamed" >> blog/long.html; i=$((i+1)); done
echo a > index.html; echo b > css/site.css; echo c > 'with space.html'; echo d > "quote\"d.html"
printf 'caf\303\251\n' > "caf$(printf '\303\251').html"
i=0; while [ $i -lt 30 ]; do printf 'crlf line %d with some words\r\n' $i >> crlf.txt; echo "pure $i" >> pure.html; echo "half $i of it" >> half.html; i=$((i+1)); done
echo s > script.sh; echo x > tolink.html; echo gone > gone.html
git add -A; git commit -qm one
git mv pure.html pure2.html; git mv crlf.txt crlf2.txt; printf 'added\r\n' >> crlf2.txt
git mv half.html half2.html; sed -i '1,12s/of it/changed/' half2.html
git mv blog/long.html blog/moved.html; echo more >> blog/moved.html
echo A > index.html; chmod +x script.sh
git rm -q gone.html; echo new > new.html; echo e > 'with space.html'; echo f > "quote\"d.html"
printf 'caf\303\251 2\n' > "caf$(printf '\303\251').html"
git add -A; git commit -qm two

# 1. REV1 REV2: identical to git diff --name-status of the two trees
"$B" diff --name-status --no-build main~1 main > "$T/ours"; cat "$T/ours"
git diff --name-status main~1 main > "$T/git"
if cmp -s "$T/ours" "$T/git"; then ok "diff REV1 REV2 --name-status identical to git's"; else bad "name-status differs"; diff "$T/git" "$T/ours" || true; fi
"$B" diff --name-status --no-build --exit-code main~1 main >/dev/null && rc=0 || rc=$?
eq "--exit-code with differences" "$rc" 1
"$B" diff --name-status --no-build --exit-code main main >/dev/null && rc=0 || rc=$?
eq "--exit-code without differences" "$rc" 0
eq "no differences, no output" "$("$B" diff --name-status --no-build main main)" ""

# a file replaced by a symlink: git prints "T" (type change)
git checkout -q -b typechange main; rm tolink.html; ln -s index.html tolink.html; git add -A; git commit -qm link
"$B" diff --name-status --no-build main typechange > "$T/ours"; git diff --name-status main typechange > "$T/git"
if cmp -s "$T/ours" "$T/git"; then ok "type change as git prints it";
else bad "type change: git prints [$(cat "$T/git")], we print [$(cat "$T/ours" | tr '\n' ' ')]"; fi
git checkout -q main

for f in --stat --patch "--stat --patch" --name-only --numstat --shortstat "--stat --summary" "--color=always --stat" "--color=always --patch" "--color=always --stat --patch"; do
  "$B" diff $f --no-build main~1 main > "$T/ours"; git diff $f main~1 main > "$T/git"
  if cmp -s "$T/ours" "$T/git"; then ok "diff $f identical to git's"; else bad "diff $f"; diff "$T/git" "$T/ours" | head -20 || true; fi
done

# colours: added lines with trailing blanks, space before tab, blank lines at the end, a function context
git checkout -q -b colbase main
printf 'int main() {\n  a;\n  b;\n  c;\n  d;\n  e;\n  f;\n}\n' > m.c; git add m.c; git commit -qm "m.c"
git checkout -q -b colours
printf 'int main() {\n  a;\n  b;\n  c;\n  d;\n  e;\n  F;\n}\n\n\n' > m.c; printf ' \tz \n' >> index.html; printf 'x\r\n' > crlf2.txt
git add -A; git commit -qm colours
git checkout -q main
"$B" diff --no-build --color=always --stat --patch colbase colours > "$T/ours"; git diff --color=always --stat --patch colbase colours > "$T/git"
if cmp -s "$T/ours" "$T/git"; then ok "colours as git diff --color=always"; else bad "colours"; diff "$T/git" "$T/ours" | cat -v | head -20 || true; fi
"$B" diff --no-build --stat colbase colours > "$T/ours"
if grep -q "$(printf '\033')" "$T/ours"; then bad "no colours when not a terminal"; else ok "no colours when not a terminal"; fi

# 2. without REV: the publish branch against what publish would commit now (kept paths stay out of the diff)
s1=$(cd .git && find . -type f ! -name index | LC_ALL=C sort | xargs sha256sum)
"$B" diff --name-status --no-build > "$T/ours"
git diff --name-status 4b825dc642cb6eb9a060e54bf8d69288fbee4904 main > "$T/git"
if cmp -s "$T/ours" "$T/git"; then ok "no publish branch yet: everything added"; else bad "first diff"; diff "$T/git" "$T/ours" || true; fi
s2=$(cd .git && find . -type f ! -name index | LC_ALL=C sort | xargs sha256sum)
eq "diff writes nothing to the repository" "$s2" "$s1"
"$B" publish --no-build --source main~1 -q
export GIT_INDEX_FILE="$T/idx"; git read-tree asf-site
git update-index --add --cacheinfo 100644,"$(echo x | git hash-object -w --stdin)",CNAME
c=$(git commit-tree "$(git write-tree)" -p asf-site -m cname); unset GIT_INDEX_FILE
git update-ref refs/heads/asf-site "$c"
"$B" diff --name-status --no-build > "$T/ours"
git diff --name-status main~1 main > "$T/git"
if cmp -s "$T/ours" "$T/git"; then ok "diff against the publish branch (CNAME kept, not shown)"; else bad "branch diff"; diff "$T/git" "$T/ours" || true; fi
"$B" diff --name-status --no-build main~1 > "$T/ours"
eq "diff REV: publishing main~1 changes nothing" "$(cat "$T/ours")" ""
"$B" publish --no-build -q
eq "after publishing, diff is empty" "$("$B" diff --no-build)" ""
"$B" diff --name-status --no-build nope main 2>/dev/null && rc=0 || rc=$?
eq "bad revision: exit 5" "$rc" 5

echo "failures: $fails"
[ "$fails" -eq 0 ]
