#!/bin/sh
# Regenerate tests/highlight/<lang>/expected.html from tests/highlight/<lang>/sample.* with Debian's ruby-rouge 3.30
# (the library rougify runs): `Rouge::Formatters::HTML.new.format(Rouge::Lexer.find(lang).lex(source))`, the source
# read as bytes like Jekyll reads files (rougify's text-mode read would turn CR LF into LF).
# The directory name is the Rouge language name. Usage: scripts/regen-highlight-expected.sh [LANG...]
set -eu
cd "$(dirname "$0")/.."
ruby -rrouge -e 1 2>/dev/null || { echo "ruby-rouge not found (apt-get install ruby-rouge)" >&2; exit 1; }
ver=$(ruby -e 'require "rouge"; print Rouge.version')
[ "$ver" = "3.30.0" ] || echo "warning: rouge $ver, the expected files were made with 3.30.0" >&2
if [ $# -eq 0 ]; then
  set -- $(ls tests/highlight)
fi
for lang in "$@"; do
  dir=tests/highlight/$lang
  sample=$(ls "$dir"/sample.* 2>/dev/null | head -n 1)
  [ -n "$sample" ] || { echo "skip $lang: no sample" >&2; continue; }
  ruby -rrouge -e 'src = File.read(ARGV[1], mode: "rb").force_encoding("UTF-8")
    print Rouge::Formatters::HTML.new.format(Rouge::Lexer.find(ARGV[0]).lex(src))' "$lang" "$sample" > "$dir/expected.html"
  echo "$dir/expected.html: $(wc -l < "$dir/expected.html") lines"
done
