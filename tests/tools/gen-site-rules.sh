#!/bin/sh
# gen-site-rules.sh: Jekyll 4.3.1's output for the sites of tests/unit/test_site_rules.c, as C strings to paste
# there. Writes the sites with SITEPUB_TEST_DUMP, builds each with Debian's jekyll (TZ=UTC, in the site's folder)
# and prints every output file (or the error Jekyll stops with). Run from the repository root after
# `make build/tests/test_site_rules`.
set -u
T=${1:-build/tests/test_site_rules}
D=$(mktemp -d /tmp/gen-site-rules-XXXXXX)
SITEPUB_TEST_DUMP=$D "$T" > /dev/null 2>&1
for site in "$D"/*/; do
  n=$(basename "$site")
  echo "==== $n"
  args=""
  [ -f "$site/.jekyll-args" ] && args=$(cat "$site/.jekyll-args")
  if ! (cd "$site" && TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true jekyll build -q $args -d "$D/$n.out" > "$D/$n.log" 2>&1); then
    echo "jekyll failed:"; sed 's/\x1b\[[0-9;]*m//g' "$D/$n.log" | grep -v '^\s*from ' | head -5
  fi
  [ -d "$D/$n.out" ] || continue
  (cd "$D/$n.out" && find . -type f | sort | while read -r f; do
    printf '  {"%s",\n' "${f#./}"
    ruby -e 's = File.binread(ARGV[0]); lits = s.bytes.map { |b| b == 10 ? "\\n" : b == 34 ? "\\\"" : b == 92 ? "\\\\" : (b >= 32 && b < 127) ? b.chr : format("\\%03o", b) }; line = ""; lits.each { |l| line << l; if l == "\\n" || line.size > 100 then puts "   \"#{line}\""; line = "" end }; puts "   \"#{line}\"" unless line.empty? && !s.empty?' "$f"
  printf '  },\n'
  done)
done
rm -rf "$D"
