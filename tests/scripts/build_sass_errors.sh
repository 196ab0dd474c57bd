#!/bin/sh
# Where a Sass error is: the message names the file the error is in, at libsass's line and column, the place its
# own text gives ("on line L:C of FILE", as Jekyll's Scss converter prints it): a page's own Sass at its line in
# the file (below the front matter); a partial it imports at the partial's line, not the page's (a missing
# import inside _sass/color_schemes/light.scss of just-the-docs was reported as line 18 of the three-line page
# that imported it). Exit 3 each time, nothing written.
set -u
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
S="$T/site"
mkdir -p "$S/assets" "$S/_sass"
printf 'title: t\n' > "$S/_config.yml"
build() { # build NAME EXPECTED-FIRST-LINE
  out=$("$B" build -s "$S" -d "$T/out" 2>&1); rc=$?
  eq "$1: exit 3" "$rc" 3
  eq "$1: the place" "$(echo "$out" | head -1 | cut -d' ' -f3)" "$2"
  # the place is the one libsass's message gives (the file as the importer named it, or the page's line below
  # its two front matter lines)
  where=$(echo "$out" | sed -n 's/^ *on line \([0-9]*\):\([0-9]*\) of \(.*\)$/\3:\1:\2/p' | head -1)
  case "$2" in
  assets/*) eq "$1: libsass's line, below the front matter" "$where" \
    "$(basename "${2%%:*}"):$(($(echo "$2" | cut -d: -f2) - 2)):$(echo "$2" | cut -d: -f3 | tr -d :)" ;;
  *) eq "$1: libsass's place" "$where:" "$2" ;;
  esac
  [ ! -e "$T/out" ] && ok "$1: nothing written" || bad "$1: the destination was written"
}
printf '.p { margin: 0; }\n' > "$S/_sass/_p.scss"
printf -- '---\n---\n@import "p";\n.x { color: red; }\n.y { color: $nope; }\n' > "$S/assets/a.scss"
build "an undefined variable in the page" "assets/a.scss:5:13:"
printf '.p { margin: 0; }\n.q { width: $undefined-in-partial; }\n' > "$S/_sass/_p.scss"
printf -- '---\n---\n@import "p";\n' > "$S/assets/a.scss"
build "an undefined variable in a partial" "_sass/_p.scss:2:13:"
printf '.p { margin: 0; }\n@import "nowhere";\n' > "$S/_sass/_p.scss"
build "a missing import in a partial" "_sass/_p.scss:2:9:"
mkdir -p "$S/_sass/deep"
printf '@import "deep/inner";\n' > "$S/_sass/_p.scss"
printf '\n\n.r { color: $deeper; }\n' > "$S/_sass/deep/_inner.scss"
build "an error two imports down" "_sass/deep/_inner.scss:3:13:"
[ "$fails" -eq 0 ]
