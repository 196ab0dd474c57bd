#!/bin/sh
# The configuration as Liquid sees it: Jekyll 4.3's DEFAULTS under the config files, merged as its
# Utils.deep_merge_hashes merges (a key left empty, i.e. nil, keeps the default: `kramdown:` with nothing under it
# is still the whole default hash, guess_lang included), and Configuration#validate on the files' merge (a
# present but nil or non-array include, exclude or plugins stops the build). Every expected value is what
# jekyll 4.3.1 printed for the same site (`jekyll build`, a page writing the values below; before any Markdown
# page is converted, as Jekyll's KramdownParser then adds syntax_highlighter, syntax_highlighter_opts and coderay).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/s"
printf -- '---\n---\n{{ site.kramdown | jsonify }}|{{ site.markdown }}|{{ site.permalink }}|{{ site.liquid | jsonify }}\n' \
  > "$tmp/s/index.html"
kd='{"auto_ids":true,"toc_levels":[1,2,3,4,5,6],"entity_output":"as_char","smart_quotes":"lsquo,rsquo,ldquo,rdquo","input":"GFM","hard_wrap":false,"guess_lang":true,"footnote_nr":1,"show_warnings":false}'
rest='kramdown|date|{"error_mode":"warn","strict_filters":false,"strict_variables":false}'
build() { # CONFIG: build with that _config.yml; stdout the page, or the exit status and stderr
  printf "$1" > "$tmp/s/_config.yml"
  rm -rf "$tmp/out"
  rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/s" -d "$tmp/out" 2> "$tmp/err" || rc=$?
  if [ $rc -eq 0 ]; then cat "$tmp/out/index.html"; else echo "exit $rc: $(cat "$tmp/err")"; fi
}
eq "no configuration: Jekyll's defaults" "$(build '')" "$kd|$rest"
eq "keys left empty keep the defaults" "$(build 'markdown:\npermalink:\nkramdown:\nliquid:\n  error_mode:\n')" \
  "$kd|$rest"
eq "an empty key inside kramdown: keeps its default; a new one is nil" \
  "$(build 'kramdown:\n  input:\n  hard_wrap: true\n  auto_id_prefix:\n')" \
  '{"auto_ids":true,"toc_levels":[1,2,3,4,5,6],"entity_output":"as_char","smart_quotes":"lsquo,rsquo,ldquo,rdquo","input":"GFM","hard_wrap":true,"guess_lang":true,"footnote_nr":1,"show_warnings":false,"auto_id_prefix":null}'"|$rest"
# Jekyll: "'exclude' should be set as an array, but was: nil. (Jekyll::Errors::InvalidConfigurationError)"
has "exclude: empty is refused as Jekyll refuses it" "$(build 'exclude:\n')" \
  "exit 3: sitepub build: _config.yml: error: 'exclude' should be set as an array, but was: nil."
has "include: empty is refused" "$(build 'include:\n')" "'include' should be set as an array, but was: nil."
# Jekyll: "'plugins' should be set as an array of gem-names, but was: "jekyll-feed". Use 'plugins_dir' instead
# to set the directory for your non-gemified Ruby plugins." then raises "'plugins' should be set as an array,
# but was: "jekyll-feed"."
has "plugins: a string is refused" "$(build 'plugins: jekyll-feed\n')" \
  "'plugins' should be set as an array, but was: \"jekyll-feed\". (Use 'plugins_dir' instead to set the directory for your non-gemified Ruby plugins.)"
[ "$fails" -eq 0 ]
