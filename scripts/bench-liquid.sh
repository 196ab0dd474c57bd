#!/bin/sh
# Liquid benchmark (issue 2, not a test): a realistic listing page -- a loop over 1,000 posts with the date,
# xml_escape and where filters -- rendered by sitepub's engine (build/tools/bench_liquid) and by Ruby's Liquid
# gem with Jekyll's filters (Debian's ruby-liquid and jekyll), same template, same data (post dates are times, as
# Jekyll's reader makes them, converted once before rendering on both sides). Prints microseconds per
# render for each and the ratio, from one run of each (ITERS renders, default 200 for sitepub, 20 for Ruby).
# Also checks that both produced the same page.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-build}
ITERS=${ITERS:-200}
RUBY_ITERS=${RUBY_ITERS:-20}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/sitepub-bench-liquid.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
make -C "$ROOT" -s "$BUILD/tools/bench_liquid"

cat > "$TMP/listing.liquid" <<'TPL'
{% assign news = site.posts | where: "category", "news" %}<!DOCTYPE html>
<html><head><title>{{ site.title | xml_escape }}</title></head>
<body>
<h1>{{ site.title | xml_escape }}</h1>
<p>{{ news.size }} news posts of {{ site.posts.size }}</p>
<ul class="posts">
{% for post in site.posts %}  <li class="{% cycle 'odd', 'even' %}{% if post.category == 'news' %} news{% endif %}">
    <a href="{{ site.baseurl }}{{ post.url }}">{{ post.title | xml_escape }}</a>
    <time datetime="{{ post.date | date: '%Y-%m-%dT%H:%M:%S%z' }}">{{ post.date | date: "%b %-d, %Y" }}</time>
    {% if post.tags.size > 0 %}<span class="tags">{% for tag in post.tags %}{{ tag | xml_escape }}{% unless forloop.last %}, {% endunless %}{% endfor %}</span>{% endif %}
    <p>{{ post.excerpt | xml_escape }}</p>
  </li>
{% endfor %}</ul>
</body></html>
TPL

# 1,000 posts, deterministic
ruby -rjson -e '
cats = %w(news release blog events)
posts = (0...1000).map do |i|
  d = Time.utc(2020, 1, 1) + i * 86400 * 3 + (i % 24) * 3600
  { "title" => "Post #{i}: Apache & <TVM> \"notes\" part #{i % 7}",
    "url" => "/#{d.strftime("%Y/%m/%d")}/post-#{i}.html",
    "date" => d.strftime("%Y-%m-%d %H:%M:%S +0000"),
    "category" => cats[i % 4],
    "tags" => (0...(i % 4)).map { |k| "tag#{k}&co" },
    "excerpt" => "Excerpt of post #{i} with <b>markup</b> & entities, " * 2 }
end
File.write(ARGV[0], JSON.generate({ "site" => { "title" => "Bench & <Site>", "baseurl" => "/blog", "posts" => posts } }))
' "$TMP/data.json"

if ! C_US=$("$ROOT/$BUILD/tools/bench_liquid" "$TMP/listing.liquid" "$TMP/data.json" "$ITERS" "$TMP/sitepub.html"); then
  echo "bench-liquid: sitepub could not render the page (see above)" >&2
  exit 1
fi
C_US=$(echo "$C_US" | sed 's/ us//')

RUBY_US=$(ruby -rjson -rtime -rliquid -rjekyll -e '
tpl = File.read(ARGV[0])
data = JSON.parse(File.read(ARGV[1]))
data["site"]["posts"].each { |p| p["date"] = Time.parse(p["date"]) }
iters = ARGV[3].to_i
Liquid::Template.register_filter(Jekyll::Filters)
site = Struct.new(:filter_cache).new({})   # what Jekyll::Filters#where reads from the registers
t = Liquid::Template.parse(tpl, error_mode: :warn)
out = t.render!(data, registers: { site: site })
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
iters.times { out = t.render!(data, registers: { site: site }) }
us = (Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0) * 1e6 / iters
File.write(ARGV[2], out)
printf("%.1f\n", us)
' "$TMP/listing.liquid" "$TMP/data.json" "$TMP/ruby.html" "$RUBY_ITERS")

if cmp -s "$TMP/sitepub.html" "$TMP/ruby.html"; then same="identical output"; else same="OUTPUT DIFFERS"; diff "$TMP/ruby.html" "$TMP/sitepub.html" | head -20; fi
echo "listing page, 1,000 posts ($same, $(wc -c < "$TMP/sitepub.html") bytes)"
echo "  sitepub:     $C_US us per render ($ITERS renders)"
echo "  ruby-liquid: $RUBY_US us per render ($RUBY_ITERS renders, Jekyll filters)"
awk -v c="$C_US" -v r="$RUBY_US" 'BEGIN { printf "  ratio:       %.1fx faster\n", r / c }'
