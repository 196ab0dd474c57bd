#!/bin/sh
# The build's progress in `sitepub publish --progress` (issue 19): "documents rendered N/TOTAL" on stderr, where
# TOTAL is every document the build renders (here 40 posts, 2 pages and the 2 documents of a collection that is
# not written: 44), known before the first one renders: the first line is 0/44, N only grows, the last is 44/44.
# An incremental publish counts what it renders and says how many outputs it reused (rendered + reused = 44).
# Without --progress (not a terminal) and with -q: no such line.
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
git config gc.auto 0
mkdir _posts _notes _layouts
printf 'title: progress\ncollections:\n  notes:\n    output: false\n' > _config.yml
printf '<html>{{ content }}</html>\n' > _layouts/default.html
i=1; while [ $i -le 40 ]; do
  printf -- '---\nlayout: default\ntitle: Post %d\n---\nText of post %d.\n' $i $i > "_posts/2020-01-$(printf %02d $(( (i - 1) % 28 + 1 )))-p$i.md"
  i=$((i + 1))
done
printf -- '---\n---\nnote a\n' > _notes/a.md; printf -- '---\n---\nnote b\n' > _notes/b.md
printf -- '---\nlayout: default\n---\n{%% for p in site.posts %%}{{ p.title }} {%% endfor %%}\n' > index.html
printf -- '---\n---\nabout\n' > about.md
git add -A; git commit -qm site

lines() { grep 'sitepub: documents rendered ' "$1" || true; }
"$B" publish --full --progress >"$T/o" 2>"$T/e"
l=$(lines "$T/e")
has "progress: documents rendered of the total" "$l" "sitepub: documents rendered 44/44"
eq "progress: the first line is 0 of the total" "$(echo "$l" | head -1)" "sitepub: documents rendered 0/44"
eq "progress: the last line is the total" "$(echo "$l" | tail -1)" "sitepub: documents rendered 44/44"
eq "progress: every line has the same total" "$(echo "$l" | sed 's|.*/||' | sort -u)" "44"
eq "progress: the count never goes back" "$(echo "$l" | sed 's|.* \([0-9]*\)/.*|\1|' | sort -n -c 2>&1 && echo sorted)" "sorted"
# (--full: every document rendered; builds are incremental by default) a -I publish given --progress is still incremental (the counting sink passes reuse on): see below
json=$("$B" publish --json --branch other)
has "--json: the documents written (the notes are rendered, not written)" "$json" '"documents":42'

# incremental: the second -I publish after one edit renders some and reuses the rest
"$B" publish -I -q --branch inc
echo "Edited." >> _posts/2020-01-05-p5.md; git commit -qam edit
"$B" publish -I --progress --branch inc >"$T/o" 2>"$T/e"
last=$(lines "$T/e" | tail -1)
n=$(echo "$last" | sed -n 's|.*rendered \([0-9]*\)/\([0-9]*\) (\([0-9]*\) reused)$|\1 \2 \3|p')
if [ -n "$n" ]; then ok "-I: the last line has rendered/total and the reused count"; else bad "-I: no 'N/TOTAL (R reused)' in [$last]"; fi
set -- $n
eq "-I: rendered all it had to" "${1:-}" "${2:-x}"
eq "-I: rendered + reused is every document" "$(( ${2:-0} + ${3:-0} ))" 44
if [ "${3:-0}" -gt 0 ]; then ok "-I: outputs were reused"; else bad "-I: nothing reused"; fi

echo x >> about.md; git commit -qam edit2
"$B" publish -q >"$T/o" 2>"$T/e"
eq "-q: nothing on stderr" "$(cat "$T/e")" ""
echo y >> about.md; git commit -qam edit3
"$B" publish >"$T/o" 2>"$T/e"
eq "not a terminal, no --progress: no progress line" "$(lines "$T/e")" ""
[ "$fails" -eq 0 ]
