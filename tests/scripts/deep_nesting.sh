#!/bin/sh
# Deep nesting in a page is a bad-input error, never a crash (issue 20, defect 1): a page of `> ` or `- `
# repeated 10,000 times (20 KB), front matter nested 10,000 deep and Liquid blocks nested 10,000 deep; each
# through `sitepub build` and `sitepub publish`.
#
# The Markdown cases need the kramdown parser (issue 14, src/markdown/kramdown/; the cmark-gfm renderer before it
# died of a stack overflow, exit 139): without that directory they are reported as "# pending" and not counted;
# with it they must exit 3 naming the file (SITEPUB_DEPTH_STRICT=0: only no crash, exit neither 139 nor 134).
# The YAML and Liquid cases are always checked.
set -eu
B=${SITEPUB_BIN:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
pending=1; [ -d "$ROOT/src/markdown/kramdown" ] && pending=0
strict=${SITEPUB_DEPTH_STRICT:-1}

page() { # NAME BODY-UNIT: a site whose one page is front matter + BODY-UNIT x 10,000 + "x"
  rm -rf "$T/s"; mkdir -p "$T/s"
  printf 'title: t\n' > "$T/s/_config.yml"
  /usr/bin/python3 -c 'import sys; open(sys.argv[1], "w").write("---\ntitle: deep\n---\n" + sys.argv[2] * 10000 + "x\n")' \
      "$T/s/$1" "$2"
}
try() { # LABEL FILE EXPECT-TEXT MARKDOWN(0/1)
  for cmd in build publish; do
    if [ $cmd = build ]; then
      rc=0; "$B" build -q -s "$T/s" -d "$T/out" >"$T/log" 2>&1 || rc=$?
    else
      rm -rf "$T/s/.git"; git -C "$T/s" init -q; git -C "$T/s" add -A; git -C "$T/s" commit -qm s
      rc=0; "$B" publish -q --repo "$T/s" >"$T/log" 2>&1 || rc=$?
    fi
    msg=$(head -c 600 "$T/log")
    if [ "$4" = 1 ] && [ $pending = 1 ]; then
      echo "# pending (issue 14): $1 via $cmd: exit $rc"
      continue
    fi
    if [ "$4" = 1 ] && [ "$strict" != 1 ]; then
      [ $rc -ne 139 ] && [ $rc -ne 134 ] && [ $rc -lt 128 ] && ok "$1 via $cmd: no crash (exit $rc)" || bad "$1 via $cmd: crashed (exit $rc)"
      continue
    fi
    eq "$1 via $cmd: exit 3" "$rc" 3
    has "$1 via $cmd: names the file" "$msg" "$2"
    has "$1 via $cmd: says why" "$msg" "$3"
  done
}

page quote.md '> '
try "10,000 nested block quotes" "quote.md:" "nest" 1
page list.md '- '
try "10,000 nested lists" "list.md:" "nest" 1
# front matter nested 10,000 deep
rm -rf "$T/s"; mkdir -p "$T/s"
/usr/bin/python3 -c 'import sys; open(sys.argv[1], "w").write("---\nt: " + "[" * 10000 + "\n---\nx\n")' "$T/s/yaml.md"
# (without strict_front_matter it is Jekyll's warning and the page is built: tests/scripts/build_front_matter.sh)
printf 'strict_front_matter: true\n' > "$T/s/_config.yml"
try "front matter 10,000 deep" "yaml.md:" "YAML nesting deeper than 1000 levels" 0
# Liquid blocks nested 10,000 deep
page liquid.html '{% if true %}'
try "Liquid blocks 10,000 deep" "liquid.html" "Nesting too deep" 0
[ "$fails" -eq 0 ]
