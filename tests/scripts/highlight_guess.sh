#!/bin/sh
# Rouge's guesser where Jekyll 4.3 uses it (a ```guess block or span: Lexer.guess(source:) by modeline, then by each
# lexer's detect?; a fence without a language stays plaintext): tests/data/highlight-guess/index.md built by
# sitepub against what Jekyll 4.3.1 wrote (expected.html, made by regen.sh there).
. "$(dirname "$0")/../lib/check.sh"
SP=${SITEPUB_BIN:-build/sitepub}
src=$(cd "$(dirname "$0")/../data/highlight-guess" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/hl-guess.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$src/index.md" "$work/"
printf 'title: guess\n' > "$work/_config.yml"
if (cd "$work" && "$SP" build -q -s . -d out); then ok "build"; else bad "build"; fi
if cmp -s "$src/expected.html" "$work/out/index.html"; then
  ok "guessed lexers as Jekyll"
else
  bad "output differs from Jekyll's"
  diff "$src/expected.html" "$work/out/index.html" | head -20
fi
[ "$fails" -eq 0 ]
