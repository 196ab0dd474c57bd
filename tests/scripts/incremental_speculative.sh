#!/bin/sh
# Speculative renders (src/site/render.c, sp_site_render; incremental.h, sp_inc_mark): an incremental publish
# renders the pages that show other documents' content (which Jekyll's order makes render in their turn) beside
# the others, ahead of their turn, and keeps such a render only when it read nothing of its own group (a feed of
# the posts' content: kept); one that read its own group's pages (a page listing site.pages' content, whose record
# did not say so) is thrown away and renders again in its turn, seeing the pages before it converted and those
# after it as source, its warnings printed once. Each incremental tree is the one a full publish makes (-j 2:
# one thread renders nothing ahead).
set -eu
. "$(dirname "$0")/../lib/check.sh"
site_repo_test
mkdir -p _posts
printf 'title: Spec\n' > _config.yml
for i in 1 2 3; do printf -- '---\ntitle: Post %s\n---\nBody *%s*.\n' "$i" "$i" > "_posts/2020-01-0$i-p$i.md"; done
printf -- '---\nlayout: null\n---\n<updated>{{ site.time | date_to_xmlschema }}</updated>\n{%% for post in site.posts %%}<c>{{ post.content | xml_escape }}</c>\n{%% endfor %%}' > atom.xml
printf -- '---\n---\n*A page*\n' > a.md
printf -- '---\nlayout: nope\n---\nlisting at {{ site.time | date_to_xmlschema }}\n' > m.html
printf -- '---\n---\n*Z page*\n' > z.md
commit() { commit_next "$1"; }
full() { full_tree_eq "$1"; }
commit start
"$B" publish -q -j 2 --branch inc 2>"$T/err" || bad "first publish failed: $(cat "$T/err")"

# 1. a post edited, a new commit time: the feed renders ahead of its turn and is kept
printf -- '---\ntitle: Post 2\n---\nBody *2*, edited.\n' > _posts/2020-01-02-p2.md
commit "post 2 edited"
out=$("$B" publish -V -j 2 --branch inc 2>&1) || bad "publish failed: $out"
has "the feed is rendered ahead of its turn and kept" "$out" \
  "Incremental: 1 pages that show other documents' content rendered ahead of their turn, beside the others; 0 of them again"
has "the feed shows the edited post" "$(git show inc:atom.xml)" "&lt;p&gt;Body &lt;em&gt;2&lt;/em&gt;, edited.&lt;/p&gt;"
full "a feed rendered ahead of its turn"

# 2. the listing's body starts showing the pages' content (its record says it read none): thrown away, rendered in turn
printf -- '---\nlayout: nope\n---\nlisting at {{ site.time | date_to_xmlschema }}\n{%% for p in site.pages %%}[{{ p.path }}={{ p.content | strip_newlines }}]{%% endfor %%}\n' > m.html
commit "the listing shows the pages"
out=$("$B" publish -V -j 2 --branch inc 2>&1) || bad "publish failed: $out"
has "the listing is thrown away and rendered in its turn" "$out" \
  "Incremental: 2 pages that show other documents' content rendered ahead of their turn, beside the others; 1 of them again"
eq "the missing layout is warned about once" "$(printf '%s\n' "$out" | grep -c "Layout 'nope' requested in m.html")" "1"
listing=$(git show inc:m.html)
has "the listing shows the page before it converted" "$listing" "[a.md=<p><em>A page</em></p>]"
has "the listing shows the page after it as its source" "$listing" "[z.md=*Z page*]"
full "a feed kept and a listing that reads its own group"

# 3. the listing's record now says it reads its own group: not rendered ahead of its turn again
printf -- '---\ntitle: Post 3\n---\nBody *3*, edited.\n' > _posts/2020-01-03-p3.md
commit "post 3 edited"
out=$("$B" publish -V -j 2 --branch inc 2>&1) || bad "publish failed: $out"
has "by its record, the listing renders in its turn only" "$out" \
  "Incremental: 1 pages that show other documents' content rendered ahead of their turn, beside the others; 0 of them again"
eq "the missing layout is warned about once again" "$(printf '%s\n' "$out" | grep -c "Layout 'nope' requested in m.html")" "1"
has "the listing shows the page before it converted again" "$(git show inc:m.html)" "[a.md=<p><em>A page</em></p>]"
full "the listing in its turn"

[ "$fails" -eq 0 ]
