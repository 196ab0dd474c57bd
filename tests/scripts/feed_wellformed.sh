#!/bin/sh
# jekyll-feed's Atom feed stays well-formed XML whatever the posts hold (issue 13): "]]>" in a post's content and
# excerpt, & < " in titles, a permalink with "&", an image URL with a query. jekyll-feed 0.17 writes "]]>" and the
# hrefs raw (an XML reader rejects its feed); sitepub splits the CDATA section and escapes the hrefs, so a reader
# gets back exactly what the posts hold. The feed of ordinary posts is Jekyll's, byte for byte
# (tests/data/plugins/jekyll-feed, build_plugins.sh).
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
mkdir -p "$T/site/_posts"
cat > "$T/site/_config.yml" <<'YML'
title: A & B "quoted" <site>
url: https://example.org
time: 2026-06-26 20:10:36 +0000
plugins: [jekyll-feed]
YML
printf -- '---\ntitle: Code & <tags> "here"\npermalink: /q&a/\nimage: /i.png?w=1&h=2\n---\n<p>Raw ]]> in HTML, and ]]> again</p>\n' > "$T/site/_posts/2026-01-01-cdata.html"
"$B" build -q -s "$T/site" -d "$T/out" --disable-disk-cache 2> "$T/err" || bad "build failed: $(cat "$T/err")"
res=$(/usr/bin/python3 - "$T/out/feed.xml" <<'PY'
import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1])
e = d.getElementsByTagName("entry")[0]
def text(n): return "".join(c.data for c in n.childNodes if c.nodeType in (c.TEXT_NODE, c.CDATA_SECTION_NODE)).replace("\n", " ")
print(text(d.getElementsByTagName("title")[0]))
print(text(e.getElementsByTagName("title")[0]))
print(e.getElementsByTagName("link")[0].getAttribute("href"))
print(text(e.getElementsByTagName("content")[0]).count("]]>"))
print(text(e.getElementsByTagName("summary")[0]).count("]]>"))
print(e.getElementsByTagName("media:content")[0].getAttribute("url"))
PY
) || bad "feed.xml is not well-formed XML: $res"
# the titles as jekyll-feed writes them (smartify, strip_html, xml_escape), read back
eq "post title" "$(echo "$res" | sed -n 2p)" 'Code &amp; "here"'
eq "post link" "$(echo "$res" | sed -n 3p)" 'https://example.org/q&a/'
eq "]]> kept in the content" "$(echo "$res" | sed -n 4p)" 2
eq "]]> kept in the summary" "$(echo "$res" | sed -n 5p)" 2
eq "image URL" "$(echo "$res" | sed -n 6p)" 'https://example.org/i.png?w=1&h=2'
[ "$fails" -eq 0 ]
