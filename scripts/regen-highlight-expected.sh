#!/bin/sh
# Regenerate tests/highlight/<lang>/expected.html from tests/highlight/<lang>/sample.* with Debian's rougify
# (ruby-rouge 3.30): the HTML formatter's output, `Rouge::Formatters::HTML.new.format(lexer.lex(source))`.
# The directory name is the Rouge language name. Usage: scripts/regen-highlight-expected.sh [LANG...]
set -eu
cd "$(dirname "$0")/.."
command -v rougify >/dev/null 2>&1 || { echo "rougify not found (apt-get install ruby-rouge)" >&2; exit 1; }
ver=$(ruby -e 'require "rouge"; print Rouge.version')
[ "$ver" = "3.30.0" ] || echo "warning: rouge $ver, the expected files were made with 3.30.0" >&2
if [ $# -eq 0 ]; then
  set -- $(ls tests/highlight)
fi
for lang in "$@"; do
  dir=tests/highlight/$lang
  sample=$(ls "$dir"/sample.* 2>/dev/null | head -n 1)
  [ -n "$sample" ] || { echo "skip $lang: no sample" >&2; continue; }
  rougify highlight -f html -l "$lang" "$sample" > "$dir/expected.html"
  echo "$dir/expected.html: $(wc -l < "$dir/expected.html") lines"
done
