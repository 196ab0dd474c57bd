#!/bin/sh
# Differential fuzzing (not a test): random inputs cut and spliced from tests/highlight/*/sample.* with awkward
# fragments (unclosed strings, heredocs, fences, sigils), highlighted by each language's lexer in sitepub and in
# Rouge 3.30; prints every input whose HTML differs (kept in the work directory) and a count.
# Usage: scripts/fuzz-highlight.sh [PER_LANG [SEED]]   (BUILD=build by default)
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
per=${1:-40}
seed=${2:-1}
[ -x "$BUILD/tools/highlight" ] || make -j2 "$BUILD/tools/highlight" >/dev/null
work=$(mktemp -d)
/usr/bin/python3 - "$work" "$per" "$seed" <<'PY'
import glob, os, random, sys
work, per, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(seed)
samples = [open(f, encoding='utf-8').read() for f in sorted(glob.glob('tests/highlight/*/sample.*'))]
langs = sorted(os.listdir('tests/highlight'))
bits = list("`'\"\\{}[]()<>#$%@!?:;,.-+*/=|&^~ \t\n\r_aZ09é") + [
    "<<EOF\n", "EOF\n", "%w(", "%q{", "#{", "\n---\n", "```", "\n    ", '"""', "'''", 'f"', "r'", "/*", "*/", "//",
    "<!--", "-->", "<script>", "</script>", "<style>", "${", "$(", "))", "|\n", "- ", "? ", ": ", "&a", "*a",
    "!tag", "#if 0\n", "#endif\n", 'R"x(', ')x"', "=begin\n", "\n=end\n"]
for lang in langs:
    for i in range(per):
        out, n, w = [], 0, random.random()
        while n < 800:
            if random.random() < w:
                s = random.choice(bits)
            else:
                src = random.choice(samples)
                off = random.randrange(len(src))
                s = src[off:off + random.randint(1, 40)]
            out.append(s)
            n += len(s)
        open(os.path.join(work, '%s__%d.txt' % (lang, i)), 'w', encoding='utf-8').write(''.join(out))
PY
ruby -rrouge -e '
  fmt = Rouge::Formatters::HTML.new
  Dir[File.join(ARGV[0], "*.txt")].sort.each do |f|
    src = File.read(f, encoding: "utf-8")
    out = begin
      fmt.format(Rouge::Lexer.find(File.basename(f).split("__").first).lex(src))
    rescue => e
      "RUBY-ERROR #{e.class}"
    end
    File.write(f.sub(/\.txt$/, ".rouge.html"), out)
  end' "$work"
n=0; bad=0
for f in "$work"/*.txt; do
  lang=$(basename "$f" | sed 's/__.*//')
  exp=${f%.txt}.rouge.html
  grep -q '^RUBY-ERROR' "$exp" && continue
  n=$((n + 1))
  "$BUILD/tools/highlight" "$lang" "$f" > "${f%.txt}.ours.html"
  if ! cmp -s "${f%.txt}.ours.html" "$exp"; then
    bad=$((bad + 1))
    echo "differs: $f"
  fi
done
echo "$n inputs, $bad differ (work directory: $work)"
[ "$bad" -eq 0 ] && rm -rf "$work"
[ "$bad" -eq 0 ]
