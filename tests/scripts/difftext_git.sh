#!/bin/sh
# difftext against git 2.39: build a repository with renames, copies, mode changes, binary files, long and quoted
# paths, missing final newlines, renames below git's 50% threshold, merge commits (--cc); compare sp_difftext
# (include/sitepub/difftext.h) and `sitepub diff` with git byte for byte.
set -eu
BUILD=${BUILD:-build}
tool="$(pwd)/$BUILD/tools/sp_difftext"
B=${SITEPUB_BIN:-$(pwd)/$BUILD/sitepub}
[ -x "$tool" ] || { echo "missing $tool"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null LC_ALL=C TZ=UTC
export GIT_AUTHOR_NAME='A U Thor' GIT_AUTHOR_EMAIL=a@example.org GIT_COMMITTER_NAME='C O Mitter' \
       GIT_COMMITTER_EMAIL=c@example.org GIT_AUTHOR_DATE='2021-03-04T05:06:07+0100' GIT_COMMITTER_DATE='2021-03-04T05:06:07+0100'
cd "$tmp"
git init -q -b main r
cd r
seq 1 100 > numbers.txt
seq 1 40 | sed 's/^/line /' > lines.txt
printf 'no newline' > nonl.txt
printf 'bin\000ary' > data.bin
mkdir -p very/deeply/nested/directory/structure/that/goes/on/and/on/for/quite/a/while
echo deep > very/deeply/nested/directory/structure/that/goes/on/and/on/for/quite/a/while/file.txt
echo script > run.sh
printf 'tab\there\n\tindented message line\n' > notes.txt
git add -A && git commit -q -m 'first

	tabbed	body line   
with trailing spaces   

'
git tag c1
# second: modify, rename with edits, copy, mode change, binary change, delete, quoted name, no-newline edits
seq 1 100 | sed 's/^50$/fifty/; s/^3$/three/' > numbers.txt
git mv lines.txt renamed-lines.txt
sed -i 's/^line 7$/line seven/' renamed-lines.txt
cp numbers.txt numbers-copy.txt
chmod +x run.sh
printf 'bin\000ary two' > data.bin
git rm -q notes.txt
printf 'x' > 'sp ace "q".txt'
printf 'changed, still no newline' > nonl.txt
printf 'caf\303\251\n' > "caf$(printf '\303\251').txt"
git add -A && git commit -q -m 'second: many kinds of change'
git tag c2
# third: only a pure rename into a directory, and a mode-only change back
mkdir -p sub
git mv numbers-copy.txt sub/numbers-copy.txt
chmod -x run.sh
git add -A && git commit -q -m 'third'
git tag c3
# fourth: file -> symlink (type change), empty files, a binary rename, a name with a tab, a directory that
# becomes a file, no newline at the end of a new file
git rm -q --cached nonl.txt && rm nonl.txt && ln -s target nonl.txt
: > empty-new.txt
git mv data.bin moved.bin
printf 'w\n' > "$(printf 'tab\tname')"
git rm -q -r sub && printf 'now a file\n' > sub
printf 'a\nb' > nonl-new.txt
git add -A && git commit -q -m 'fourth: type change and friends'
git tag c4
fail=0
check() { # name, git output file, ours file
    if cmp -s "$2" "$3"; then echo "ok   $1"; else echo "FAIL $1"; diff "$2" "$3" | head -20; fail=1; fi
}
for c in c1 c2 c3 c4; do
    git log -C --stat -p --cc -1 "$c" > g; "$tool" . log "$c" > s; check "log $c" g s
done
for w in 0 40 60 100 200; do
    if [ "$w" = 0 ]; then git diff --stat c1 c3 > g; else git diff --stat=$w c1 c3 > g; fi
    "$tool" . diff c1 c3 s "$w" > s; check "stat width $w" g s
done
git diff --name-status c1 c2 > g; "$tool" . diff c1 c2 n > s; check "name-status" g s
git diff --name-status --no-renames c1 c2 > g; "$tool" . diff c1 c2 n 0 none > s; check "name-status --no-renames" g s
git diff -C --name-status c1 c2 > g; "$tool" . diff c1 c2 n 0 copies > s; check "name-status -C" g s
git diff --summary c1 c3 > g; "$tool" . diff c1 c3 m > s; check "summary" g s
git diff --stat --summary -p c1 c2 > g; "$tool" . diff c1 c2 smp > s; check "stat+summary+patch" g s
git diff --name-status --stat --summary -p -C c1 c2 > g; "$tool" . diff c1 c2 nsmp 0 copies > s; check "all formats -C" g s
git diff -p c2 c3 > g; "$tool" . diff c2 c3 p > s; check "patch rename+mode" g s
git diff --stat --summary --find-copies-harder c1 c3 > g; "$tool" . diff c1 c3 sm 0 harder > s; check "find-copies-harder" g s
git diff --stat -p 4b825dc642cb6eb9a060e54bf8d69288fbee4904 HEAD > g; "$tool" . diff empty HEAD sp > s; check "from empty tree" g s
git diff --stat -p HEAD 4b825dc642cb6eb9a060e54bf8d69288fbee4904 > g; "$tool" . diff HEAD empty sp > s; check "to empty tree" g s
for f in s m p n sm smp; do
    args=""
    case $f in *n*) args="$args --name-status" ;; esac
    case $f in *s*) args="$args --stat" ;; esac
    case $f in *m*) args="$args --summary" ;; esac
    case $f in *p*) args="$args -p" ;; esac
    git diff $args c3 c4 > g; "$tool" . diff c3 c4 "$f" > s; check "type change etc. ($args)" g s
done
for r in "c1 c2" "c2 c3" "c3 c4" "c1 c4"; do
    git diff --name-only $r > g; "$tool" . diff $r o > s; check "name-only $r" g s
    git diff --numstat $r > g; "$tool" . diff $r u > s; check "numstat $r" g s
    git diff --shortstat $r > g; "$tool" . diff $r t > s; check "shortstat $r" g s
    git diff --numstat --stat --shortstat --summary -p $r > g; "$tool" . diff $r ustmp > s; check "numstat+stat+shortstat+summary+patch $r" g s
done
for u in 0 1 10; do
    git diff -U$u c1 c2 > g; "$tool" . diff c1 c2 p 0 renames $u > s; check "patch -U$u" g s
done
git diff --shortstat c1 c4 | awk '{ print $1, ($4 + 0), ($6 + 0) }' > g; "$tool" . count c1 c4 > s; check "sp_difftext_count = --shortstat" g s
git diff --stat -p c1 c4 > g; "$tool" . diff c1 c4 sp > s; check "whole history" g s
# git's rename matching (exact matches with basename preference, basename moves, the similarity matrix with its
# tie-breaks) on many near-identical files
git init -q -b main "$tmp/amb"
cd "$tmp/amb"
# ambiguous renames: many similar pages moved and edited, identical files, basename moves
mkdir -p page tags
for i in $(seq 1 12); do
    { echo "<html><head><title>Page $i</title></head><body>"
      for k in $(seq 1 20); do echo "<li><a href=\"/posts/$k\">Post number $k in the list</a></li>"; done
      echo "<p>page $i of 12</p></body></html>"; } > page/$i.html
done
for t in a b c d; do cp page/1.html tags/$t.html; done
echo same > s1.txt; cp s1.txt s2.txt; : > e1.txt
git add -A && git commit -q -m 'similar pages'
mkdir -p pages moved
for i in $(seq 2 12); do
    j=$((i - 1))
    sed "s/Page $i</Page $j</; s/page $i of 12/page $j of 11/" page/$i.html > pages/p$j.html
done
git rm -q -r page
git mv tags/a.html moved/a.html
git rm -q tags/c.html
cp tags/b.html tags/b2.html; cp tags/b.html tags/b3.html
git mv s1.txt moved/s1.txt
cp s2.txt s3.txt
git mv e1.txt e2.txt
sed -i 's/Post number 3 /POST 3 /' tags/b2.html
git add -A && git commit -q -m 'move the pages'
for m in -M -C --find-copies-harder; do
    case $m in -M) f=renames ;; -C) f=copies ;; *) f=harder ;; esac
    git diff $m --stat --summary HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD sm 0 $f > s; check "ambiguous renames $m" g s
    git diff $m --name-status HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD n 0 $f > s; check "ambiguous renames $m --name-status" g s
done
git log -C --stat -p --cc -1 > g; "$tool" . log HEAD > s; check "ambiguous renames: log -C" g s

# a commit declared ISO-8859-1: message and author converted to UTF-8 as git log does (git-multimail runs git
# with i18n.logOutputEncoding=UTF-8)
git init -q -b main "$tmp/latin1"
cd "$tmp/latin1"
git config i18n.commitEncoding ISO-8859-1
GIT_AUTHOR_NAME="$(printf 'Ren\351')" git -c user.name=x -c user.email=x@y commit -q --allow-empty -m "$(printf 'caf\351 latin1\n\nbody \351')"
git -c i18n.logOutputEncoding=UTF-8 log -C --stat -p --cc -1 > g; "$tool" . log HEAD > s; check "log of an ISO-8859-1 commit" g s
# --- renames below git's threshold (reported: "g -> h" shown as a rename at 22%). libgit2's own similarity
# ignores leading whitespace and pairs g and h at 100%; git's diffcore-delta score is 17% (-M10% shows R017), so
# git prints a deletion and a creation with -M, -C and in the log block. The same through `sitepub diff`.

git init -q -b main "$tmp/low"
cd "$tmp/low"
for i in $(seq 1 30); do echo "line number $i of the page"; done > g
seq 1 40 | sed 's/^/copy source line /' > src.txt
echo keep > k
git add -A && git commit -q -m 'low: one'
git rm -q g
for i in $(seq 1 30); do if [ $((i % 5)) = 0 ]; then echo "line number $i of the page"; else echo "    line number $i of the page"; fi; done > h
sed -i 's/^copy source line 1$/copy source line one/' src.txt
# a copy of src.txt that keeps under half of it (git: 40%), and one that keeps most of it (a real copy)
{ seq 1 16 | sed 's/^/copy source line /'; seq 1 24 | sed 's/^/other text /'; } > low-copy.txt
{ seq 2 38 | sed 's/^/copy source line /'; echo tail; } > high-copy.txt
echo keep2 >> k
git add -A && git commit -q -m 'low: two'
git diff -M10% --name-status HEAD~1 HEAD | grep -q '^R017	g	h$' && echo "ok   git scores g -> h at 17%" || { echo "FAIL setup: git's score of g -> h"; fail=1; }
for m in -M -C --find-copies-harder; do
    case $m in -M) f=renames ;; -C) f=copies ;; *) f=harder ;; esac
    git diff $m --name-status HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD n 0 $f > s; check "below threshold $m --name-status" g s
    git diff $m --stat --summary -p HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD smp 0 $f > s; check "below threshold $m --stat --summary -p" g s
done
git log -C --stat -p --cc -1 > g; "$tool" . log HEAD > s; check "below threshold: log -C block" g s
if [ -x "$B" ]; then
    for f in --name-status --stat --patch --summary; do
        git diff $f HEAD~1 HEAD > g; "$B" diff $f --no-build HEAD~1 HEAD > s; check "below threshold: sitepub diff $f" g s
    done
else
    echo "FAIL sitepub binary not found (SITEPUB_BIN)"; fail=1
fi

# --- merge commits: `git log -C --stat -p --cc -1 MERGE`: "Merge: a b", an empty line after the message, the
# stat against the first parent (-C), then the combined diff of the paths that differ from every parent (dense:
# hunks where the result takes one side unchanged are left out)
git init -q -b main "$tmp/merge"
cd "$tmp/merge"
m_check() { git log -C --stat -p --cc -1 "$1" > "$tmp/g"; "$tool" . log "$1" > "$tmp/s"; check "merge: $2" "$tmp/g" "$tmp/s"; }
{ echo 'int main(void) {'; for i in $(seq 1 20); do echo "    step($i);"; done; echo '}'; echo; echo 'static int other;'; } > prog.c
seq 1 30 | sed 's/^/para /' > text.txt
printf 'bin\000one' > data.bin
seq 1 12 | sed 's/^/moved line /' > tomove.txt
printf 'a\nb\nno newline' > nonl.txt
printf 'crlf 1\r\ncrlf 2\r\ncrlf 3\r\n' > crlf.txt
echo q > 'sp ace "q".txt'
git add -A && git commit -q -m base
git tag mbase
git checkout -q -b left mbase
sed -i 's/step(5);/step(5, LEFT);/; s/step(15);/step(15);\n    extra_left();/' prog.c
sed -i 's/^para 2$/para two (left)/; s/^para 29$/para 29 left/' text.txt
printf 'bin\000left' > data.bin
git mv tomove.txt moved.txt && sed -i 's/^moved line 3$/moved line three/' moved.txt
printf 'a\nb left\nno newline' > nonl.txt
printf 'crlf 1\r\ncrlf 2 left\r\ncrlf 3\r\n' > crlf.txt
echo ql > 'sp ace "q".txt'
git add -A && git commit -q -m left
git checkout -q -b right mbase
sed -i 's/step(5);/step(5, RIGHT);/; s/step(18);/step(18, right);/' prog.c
sed -i 's/^para 2$/para two (right)/; s/^para 1$/para one/' text.txt
printf 'bin\000right' > data.bin
sed -i 's/^moved line 10$/moved line ten/' tomove.txt
printf 'a\nb right\nno newline' > nonl.txt
printf 'crlf 1\r\ncrlf 2 right\r\ncrlf 3\r\n' > crlf.txt
echo qr > 'sp ace "q".txt'
echo right only > right-only.txt
git add -A && git commit -q -m right
# 1. conflicts resolved by hand, plus an "evil" change no parent has, a file added, one deleted, a mode change
git checkout -q -b m1 left
git merge -q right >/dev/null 2>&1 || true
sed -i '/^[<=>]\{7\}/d; /step(5, /d' prog.c; sed -i 's/^    step(4);/    step(4);\n    step(5, BOTH);/; s/^static int other;/static int other = 1;/' prog.c
sed -i '/^[<=>]\{7\}/d; /^para two/d' text.txt; sed -i 's/^para 3$/para two (merged)\npara 3/' text.txt
printf 'bin\000merged' > data.bin
printf 'a\nb merged\nno newline' > nonl.txt
printf 'crlf 1\r\ncrlf 2 merged\r\ncrlf 3\r\n' > crlf.txt
echo qm > 'sp ace "q".txt'
echo brand new > merge-new.txt
git rm -qf right-only.txt
chmod +x text.txt
git add -A && git commit -q -m 'Merge branch right into left

Conflicts resolved by hand.'
m_check HEAD "conflicts resolved, evil change, binary, no newline, CRLF, quoted name, add, delete, mode"
# 2. the same merge taking one side everywhere (-X ours): no path differs from both parents
git checkout -q -b m2 left
git merge -q -X ours right -m 'clean merge, ours on conflicts' >/dev/null 2>&1 || { git checkout -q --ours . && git add -A && git commit -q -m 'clean merge, ours on conflicts'; }
m_check HEAD "conflicts resolved as one side"
# 3. -s ours: the first-parent diff is empty (an empty line after the message, nothing else)
git checkout -q -b m3 left
git merge -q -s ours right -m 'merge -s ours'
m_check HEAD "-s ours (empty stat)"
# 4. disjoint changes merged cleanly: no combined paths, no separator
git checkout -q -b d1 mbase; echo one > d1.txt; git add -A; git commit -q -m d1
git checkout -q -b d2 mbase; echo two > d2.txt; git add -A; git commit -q -m d2
git merge -q d1 -m 'disjoint merge'
m_check HEAD "disjoint clean merge"
# 5. both sides change one file in different places, merged cleanly: a path in the intersection, no hunks
git checkout -q -b s1 mbase; sed -i 's/^para 3$/para three/' text.txt; git commit -q -a -m s1
git checkout -q -b s2 mbase; sed -i 's/^para 27$/para twenty-seven/' text.txt; git commit -q -a -m s2
git merge -q s1 -m 'same file, clean merge'
m_check HEAD "same file merged cleanly"
# 6. an octopus merge with a file every branch changed, resolved with a new line; two branches with the same blob
git checkout -q -b o1 mbase; sed -i 's/^para 10$/para ten (o1)/' text.txt; git commit -q -a -m o1
git checkout -q -b o2 mbase; sed -i 's/^para 20$/para twenty (o2)/' text.txt; echo same > same.txt; git add -A; git commit -q -m o2
git checkout -q -b o3 mbase; sed -i 's/^para 12$/para twelve (o3)/' text.txt; echo same > same.txt; git add -A; git commit -q -m o3
git checkout -q o1
git merge -q -s ours o2 o3 -m tmp
sed -i 's/^para 20$/para twenty (o2)/; s/^para 12$/para twelve (o3)/; s/^para 15$/para fifteen (octopus)/' text.txt; echo same but merged > same.txt
git add -A && git commit -q --amend -m 'octopus merge'
m_check HEAD "octopus"
# 7. a rename on one side, edits on the other and in the merge (the paths pair through -C)
git checkout -q -b r1 mbase; git mv text.txt renamed.txt; sed -i "s/^para 5$/para five/" renamed.txt; git commit -q -a -m r1
git checkout -q -b r2 mbase; sed -i 's/^para 25$/para twenty-five/' text.txt; git commit -q -a -m r2
git checkout -q r1; git merge -q r2 -m tmp >/dev/null 2>&1
sed -i 's/^para 15$/para 15 (merge)/' renamed.txt; git add -A; git commit -q --amend -m 'merge with a rename'
m_check HEAD "rename on one side"
# 9. a conflict resolved by replacing the file with a symlink (mode line "100644,100644..120000")
git checkout -q -b y1 mbase; echo y1 > nonl.txt; git commit -q -a -m y1
git checkout -q -b y2 mbase; echo y2 > nonl.txt; git commit -q -a -m y2
git merge -q y1 >/dev/null 2>&1 || true
rm -f nonl.txt; ln -s text.txt nonl.txt; git add -A; git commit -q -m 'merge: a symlink now'
m_check HEAD "file replaced by a symlink"
# 8. random edits on 2 or 3 parents and random resolutions (lines shared, lost and re-added; @@@ ranges)
git checkout -q --orphan fz
git rm -rq --cached . >/dev/null 2>&1; rm -rf -- * 2>/dev/null || true
mut() { # FILE SEED EDITS: random insertions, deletions and replacements from a small vocabulary
    awk -v seed="$2" -v k="$3" 'BEGIN { srand(seed); split("a b c } { x y return; foo() bar int_x; z", v, " ") }
        { l[n++] = $0 }
        END { for (e = 0; e < k; e++) { op = rand(); p = int(rand() * (n + 1)); w = v[1 + int(rand() * 13)]
                  if (n == 0 || op < 0.35) { for (i = n; i > p; i--) l[i] = l[i - 1]; l[p] = (rand() < 0.2 ? "" : w); n++ }
                  else if (op < 0.65) { if (p >= n) p = n - 1; for (i = p; i < n - 1; i++) l[i] = l[i + 1]; n-- }
                  else { if (p >= n) p = n - 1; l[p] = w " " int(rand() * 9) } }
              for (i = 0; i < n; i++) print l[i] }' "$1" > "$1.t" && mv "$1.t" "$1"
}
fz_cc=0
for sd in $(seq 1 30); do
    git checkout -q --orphan "fz$sd"; git rm -rq --cached . >/dev/null 2>&1 || true; rm -f f1 f2 f3
    for f in f1 f2 f3; do : > $f; mut $f $((sd * 100 + ${f#f})) 18; done
    git add -A && git commit -q -m "fz$sd base"
    np=2; [ $((sd % 4)) = 0 ] && np=3
    for i in $(seq 1 $np); do
        git checkout -q -b "fz$sd-$i" "fz$sd"
        for f in f1 f2 f3; do mut $f $((sd * 100 + i * 10 + ${f#f})) $(( 1 + (sd + i) % 4 )); done
        git commit -q -a -m "fz$sd-$i" --allow-empty
    done
    git checkout -q "fz$sd-1"
    others=""; for i in $(seq 2 $np); do others="$others fz$sd-$i"; done
    git merge -q -s ours $others -m "fz$sd merge" >/dev/null
    for f in f1 f2 f3; do
        pick=$(( (sd + ${#f}) % np + 1 )); [ $f = f2 ] && pick=$(( sd % np + 1 ))
        git show "fz$sd-$pick:$f" > $f; mut $f $((sd * 100 + 90 + ${f#f})) $(( 1 + sd % 3 ))
    done
    git add -A && git commit -q --amend -m "fz$sd merge"
    git log -C --stat -p --cc -1 > "$tmp/g"; "$tool" . log HEAD > "$tmp/s"
    grep -q '^diff --cc' "$tmp/g" && fz_cc=$((fz_cc + 1))
    check "random merge $sd ($np parents)" "$tmp/g" "$tmp/s"
done
[ "$fz_cc" -ge 20 ] && echo "ok   $fz_cc of 30 random merges have combined hunks" || { echo "FAIL only $fz_cc random merges with combined hunks"; fail=1; }
# --- git's default abbreviation grows with the packed object count (16384 packed objects: 8 hex digits) and
# follows core.abbrev: index lines, "Merge:" lines, sp_difftext_abbrev = git rev-parse --short
git init -q -b main "$tmp/big"
cd "$tmp/big"
i=0; while [ $i -lt 16400 ]; do i=$((i + 1)); printf 'blob\ndata %d\n%s\n' $(( ${#i} + 5 )) "blob $i"; done | git fast-import --quiet
echo a > x && git add x && git commit -q -m 1
git checkout -q -b side && echo s > y && git add y && git commit -q -m side
git checkout -q main && echo b > x && git commit -q -a -m 2 && git merge -q side -m 'big merge'
printf '1\n2\n3\n' > x && git commit -q -a -m 3
for ab in auto 12 no; do
    git config core.abbrev $ab
    git rev-parse --short HEAD > "$tmp/g"; "$tool" . abbrev HEAD > "$tmp/s"; check "core.abbrev=$ab: rev-parse --short" "$tmp/g" "$tmp/s"
    git diff -p HEAD~2 HEAD > "$tmp/g"; "$tool" . diff HEAD~2 HEAD p > "$tmp/s"; check "core.abbrev=$ab: index lines" "$tmp/g" "$tmp/s"
    git log -C --stat -p --cc -1 HEAD~1 > "$tmp/g"; "$tool" . log HEAD~1 > "$tmp/s"; check "core.abbrev=$ab: Merge: line" "$tmp/g" "$tmp/s"
done
git config core.abbrev auto
[ "$(git rev-parse --short HEAD | wc -c)" = 9 ] && echo "ok   8 hex digits with 16400 packed objects" || { echo "FAIL expected 8 hex digits"; fail=1; }
exit $fail
