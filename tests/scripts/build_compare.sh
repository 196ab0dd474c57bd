#!/bin/sh
# scripts/compare-jekyll.sh on a generated site (../shared/tools/gen-site.py, with the plugins): Jekyll 4.3 and
# sitepub must write the same set of files (nothing missing, nothing extra) and the outputs not made from
# Markdown must be identical or equal after normalisation; the script's classification and summary line are
# checked on the way. Skips when jekyll or the generator is not installed.
set -eu
BIN=${SITEPUB_BIN:?}
SHARED=${SITEPUB_SHARED:-../shared}
gen="$SHARED/tools/gen-site.py"
if ! command -v jekyll >/dev/null 2>&1 || [ ! -f "$gen" ]; then
  echo "skip: jekyll or $gen not available"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 "$gen" --posts 20 --plugins "$tmp/site" >/dev/null
out=$(SITEPUB_BIN="$BIN" sh scripts/compare-jekyll.sh "$tmp/site" || true)
summary=$(printf '%s\n' "$out" | tail -n 1)
echo "$summary"
case "$summary" in
  "compare-jekyll: site: "*" files in Jekyll's output: "*" identical, "*" equal after normalisation, "*" different, 0 missing; 0 extra") ;;
  *) echo "FAIL: files missing or extra: $summary"; printf '%s\n' "$out" | grep -E '^(missing|extra):' | head; exit 1 ;;
esac
# outputs not made from Markdown (the site module's own: layouts, Liquid, plugins' templates) are identical or
# equal after normalisation; so are static files
bysrc=$(printf '%s\n' "$out" | grep '^compare-jekyll: by source: ' || true)
[ -n "$bysrc" ] || { echo "FAIL: no by-source line"; exit 1; }
echo "$bysrc"
if printf '%s\n' "$bysrc" | grep -qE '(not from Markdown|static files): [0-9]+ identical, [0-9]+ normalised, [1-9]'; then
  echo "FAIL: outputs not from Markdown differ"; printf '%s\n' "$out" | grep -E '\((other|static)\)$' | head; exit 1
fi
# every line before the summary classifies one file
n=$(printf '%s\n' "$out" | grep -cE '^(identical|equal after normalisation|different|missing|extra): ')
total=$(printf '%s\n' "$summary" | sed -n "s/.*: \([0-9][0-9]*\) files in Jekyll's output.*/\1/p")
[ "$n" = "$total" ] || { echo "FAIL: $n classified lines for $total files"; exit 1; }
[ "$total" -gt 20 ] || { echo "FAIL: only $total files"; exit 1; }

# a hand-made site with the features the generator does not use: collections with permalinks, front matter
# defaults by type, nested posts with post_url and link, paginate_path in a folder, redirect_from, Sass imports,
# CSV data, related posts, a time zone, baseurl
s="$tmp/s"
mkdir -p "$s/_posts/2021" "$s/news/_posts" "$s/_drafts" "$s/_layouts" "$s/_includes" "$s/_sass" "$s/css" "$s/_data" \
  "$s/_guides/advanced" "$s/blog"
cat > "$s/_config.yml" <<'YML'
title: Stress — Test
url: https://example.com
baseurl: /docs
timezone: America/New_York
permalink: /:categories/:year/:title/
paginate: 3
paginate_path: /blog/page:num/
plugins: [jekyll-paginate, jekyll-sitemap, jekyll-feed, jekyll-redirect-from]
collections:
  guides:
    output: true
    permalink: /guides/:path:output_ext
defaults:
  - scope: {path: ""}
    values: {layout: default}
  - scope: {type: guides}
    values: {layout: guide, kind: guide}
sass:
  style: compressed
YML
cat > "$s/_layouts/default.html" <<'HTML'
<!doctype html><title>{{ page.title | default: site.title }}</title>{% feed_meta %}
<nav>{% for p in site.html_pages %}{% if p.title %}<a href="{{ p.url | relative_url }}">{{ p.title }}</a>{% endif %}{% endfor %}</nav>
<main>{{ content }}</main>
{% include footer.html note="from default" %}
HTML
printf -- '---\nlayout: default\n---\n<article class="{{ page.kind }}">{{ content }}</article>\n{%% if page.previous %%}<a href="{{ page.previous.url | relative_url }}">prev {{ page.previous.title }}</a>{%% endif %%}\n' > "$s/_layouts/guide.html"
cat > "$s/_layouts/post.html" <<'HTML'
---
layout: default
---
<h1>{{ page.title }}</h1><p>{{ page.date | date_to_long_string }} · {{ page.categories | join: "/" }} · {{ page.tags | array_to_sentence_string }}</p>
{{ content }}
<ul>{% for r in site.related_posts limit: 2 %}<li>{{ r.title }}</li>{% endfor %}</ul>
{% if page.next %}<a href="{{ page.next.url }}">{{ page.next.title }}</a>{% endif %}
HTML
printf '<footer>{{ include.note }} · {{ site.time | date: "%%Y-%%m-%%d %%H:%%M %%Z" }} · {{ jekyll.environment }}</footer>\n' > "$s/_includes/footer.html"
printf '$c: #336699;\n@mixin box { padding: 1px; }\n' > "$s/_sass/_vars.scss"
printf -- '---\n---\n@import "vars";\n.a { color: $c; @include box; }\n' > "$s/css/main.scss"
printf 'name,role\nAnn,lead\nBob,dev\n' > "$s/_data/team.csv"
printf 'links:\n  - {title: Home, url: /}\n' > "$s/_data/nav.yml"
for i in 1 2 3 4 5 6 7; do
  printf -- '---\nlayout: post\ntitle: "Post %d: Ünïcode & more"\ntags: [t%d, common]\ncategories: [Cat%d]\n---\nIntro %d with [a link][ref].\n\nSecond paragraph.\n\n[ref]: https://example.com/%d\n' \
    $i $((i%3)) $((i%2)) $i $i > "$s/_posts/2021/2021-0$i-1$i-post-$i.md"
done
printf -- '---\nlayout: post\ntitle: News\nredirect_from: /old-news/\n---\nSee {%% post_url 2021/2021-01-11-post-1 %%} and {%% link about.md %%}.\n' > "$s/news/_posts/2022-02-02-news.md"
# post_url in its three forms (_posts/PATH BASE, PATH_posts/BASE, a leading slash) and link to a post, a page, a
# collection document and a static file, in a page not made from Markdown (compared byte for byte)
mkdir -p "$s/files"
printf 'text\n' > "$s/files/a.txt"
printf -- '---\ntitle: Links\n---\n{%% post_url 2021/2021-03-13-post-3 %%} {%% post_url news/2022-02-02-news %%} {%% post_url /2021/2021-07-17-post-7 %%}\n{%% link _posts/2021/2021-02-12-post-2.md %%} {%% link about.md %%} {%% link _guides/advanced/b.md %%} {%% link files/a.txt %%}\n' > "$s/links.html"
printf -- '---\ntitle: Draft\n---\nDraft\n' > "$s/_drafts/wip.md"
printf -- '---\ntitle: About\npermalink: /about/\n---\nAbout *us*.\n' > "$s/about.md"
printf -- '---\ntitle: Blog\n---\n{%% for p in paginator.posts %%}<h2>{{ p.title }}</h2>{{ p.excerpt }}{%% endfor %%}\n<p>{{ paginator.page }} / {{ paginator.total_pages }} {{ paginator.next_page_path }}</p>\n' > "$s/blog/index.html"
printf -- '---\ntitle: Guide A\n---\n# Guide A\n' > "$s/_guides/a.md"
printf -- '---\ntitle: Guide B\n---\nB {{ page.url }} {{ page.collection }}\n' > "$s/_guides/advanced/b.md"
cat > "$s/index.html" <<'HTML'
---
title: Home
---
{% for c in site.categories %}{{ c[0] }}:{{ c[1].size }} {% endfor %}
{% for t in site.tags %}{{ t[0] }}={{ t[1] | map: "title" | join: "|" }} {% endfor %}
{{ site.data.team | map: "name" | join: "," }} {{ site.data.nav.links[0].title }}
{{ site.collections | map: "label" | join: "," }} {{ site.documents.size }} {{ site.static_files.size }}
{{ site.pages | where_exp: "p", "p.url contains 'blog'" | map: "url" | join: "," }}
{{ site.data | jsonify }}
HTML
out=$(SITEPUB_BIN="$BIN" sh scripts/compare-jekyll.sh "$s" || true)
printf '%s\n' "$out" | tail -n 2
printf '%s\n' "$out" | tail -n 1 | grep -q ": 24 files in Jekyll's output: .* 0 missing; 0 extra$" \
  || { echo "FAIL: hand-made site: files missing or extra"; printf '%s\n' "$out" | grep -E '^(missing|extra):'; exit 1; }
if printf '%s\n' "$out" | grep -qE '^different: .*\((other|static)\)$'; then
  echo "FAIL: hand-made site: outputs not from Markdown differ"; printf '%s\n' "$out" | grep '^different'; exit 1
fi
echo "build_compare: ok"
