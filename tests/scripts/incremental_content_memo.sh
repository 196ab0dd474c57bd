#!/bin/sh
# The content memo on disk (src/site/memo.c): an incremental publish keeps the content and excerpt of each
# document another page showed (a feed of the posts) in the disk cache, keyed by the output path, fingerprint and
# blob id of its record line; a later publish whose plan reuses such a document's output takes its texts from
# there instead of reading and rendering it for the feed. A damaged entry is not used (the document renders), an
# entry goes when its document renders again (one a document), and every tree is the one a full publish makes. A
# publish that renders everything writes no entry.
set -eu
. "$(dirname "$0")/../lib/check.sh"
site_repo_test
mkdir -p _posts _layouts
printf 'title: Memo\n' > _config.yml
printf -- '---\n---\n<article>{{ content }}</article>\n' > _layouts/post.html
for i in 1 2 3; do
  printf -- '---\nlayout: post\ntitle: Post %s\n---\nFirst *%s*.\n\nBody {{ page.title }}.\n' "$i" "$i" > "_posts/2020-01-0$i-p$i.md"
done
printf -- '---\nlayout: null\n---\n<u>{{ site.time | date_to_xmlschema }}</u>\n{%% for post in site.posts %%}<c>{{ post.content | xml_escape }}</c><e>{{ post.excerpt | strip_html }}</e>\n{%% endfor %%}' > atom.xml
commit() { commit_next "$1"; }
full() { full_tree_eq "$1"; }
entries() { find .git/sitepub/cache/content -type f 2>/dev/null | wc -l | tr -d ' '; }
commit start
"$B" publish -q --branch inc 2>"$T/err" || bad "first publish failed: $(cat "$T/err")"
eq "the first publish (every output rendered) keeps none" "$(entries)" 0
printf -- '---\nlayout: post\ntitle: Post 2\n---\nFirst *2*.\n\nBody {{ page.title }}, warming.\n' > _posts/2020-01-02-p2.md
commit "post 2 edited: posts 1 and 3 rendered for the feed"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
eq "that publish keeps the three posts' texts" "$(entries)" 3

# 1. post 2 edited, a new commit time: the feed renders, posts 1 and 3 come from the memo
printf -- '---\nlayout: post\ntitle: Post 2\n---\nFirst *2*, edited.\n\nBody {{ page.title }}.\n' > _posts/2020-01-02-p2.md
commit "post 2 edited"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
has "posts 1 and 3 come from the memo" "$out" "Incremental: 2 unchanged documents' content from the disk cache"
feed=$(git show inc:atom.xml)
has "the feed shows post 1's content" "$feed" "<c>&lt;p&gt;First &lt;em&gt;1&lt;/em&gt;.&lt;/p&gt;"
has "the feed shows post 3's excerpt" "$feed" "<e>First 3."
has "the feed shows post 2 edited" "$feed" "First &lt;em&gt;2&lt;/em&gt;, edited."
eq "one entry a post (post 2's replaced)" "$(entries)" 3
full "posts from the memo"

# 2. a damaged entry is not used: post 1 is rendered for the feed again
for f in $(find .git/sitepub/cache/content -type f); do head -c 20 "$f" > "$T/cut"; cat "$T/cut" > "$f"; done
printf -- '---\nlayout: post\ntitle: Post 3\n---\nFirst *3*, edited.\n\nBody {{ page.title }}.\n' > _posts/2020-01-03-p3.md
commit "post 3 edited"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
case "$out" in *"from the disk cache"*) bad "damaged entries were used: $out";; *) ok "damaged entries are not used";; esac
full "damaged entries"
has "the feed still shows post 1's content" "$(git show inc:atom.xml)" "<c>&lt;p&gt;First &lt;em&gt;1&lt;/em&gt;.&lt;/p&gt;"

# 3. the next edit finds the entries rewritten
printf -- '---\nlayout: post\ntitle: Post 3\n---\nFirst *3*, again.\n\nBody {{ page.title }}.\n' > _posts/2020-01-03-p3.md
commit "post 3 edited again"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
has "posts 1 and 2 come from the memo again" "$out" "Incremental: 2 unchanged documents' content from the disk cache"
full "the memo after damaged entries"

# 4. a post that shows the other posts' content (its layout) renders in its turn and sees those after it as their
# source, also when those come from the memo (their source is read for it)
printf -- '---\n---\n<article>{{ content }}</article>{%% for p in site.posts %%}[{{ p.content | size }}]{%% endfor %%}\n' > _layouts/lister.html
printf -- '---\nlayout: lister\ntitle: Post 1\n---\nFirst *1*.\n\nBody {{ page.title }}.\n' > _posts/2020-01-01-p1.md
commit "post 1 shows the posts' sizes"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
full "a post showing the others"
printf -- '---\nlayout: lister\ntitle: Post 1\n---\nFirst *1*, warming.\n\nBody {{ page.title }}.\n' > _posts/2020-01-01-p1.md
commit "post 1 edited: posts 2 and 3 rendered for it (the layout added rendered everything)"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
printf -- '---\nlayout: lister\ntitle: Post 1\n---\nFirst *1*, edited.\n\nBody {{ page.title }}.\n' > _posts/2020-01-01-p1.md
commit "post 1 edited"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
has "posts 2 and 3 come from the memo" "$out" "Incremental: 2 unchanged documents' content from the disk cache"
full "a post showing the others from the memo"
case "$(git show inc:2020/01/01/p1.html)" in *"[0]"*) bad "post 1 shows an empty post";; *) ok "post 1 shows no empty post";; esac

# 5. a post shows a note (a collection rendered after the posts): a note from the memo would show it a stand-in
# for its source, so the pass renders again without the memo
printf 'title: Memo\ncollections:\n  notes:\n    output: true\n' > _config.yml
mkdir -p _notes
printf -- '---\ntitle: N\ndate: 2020-01-01\n---\nA *note*.\n' > _notes/n.md
printf -- '---\nlayout: null\n---\n{{ site.notes[0].content }} {{ site.time | date_to_xmlschema }}\n' > _posts/2020-01-05-shows-note.html
commit "a post shows a note"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
full "a post showing a note"
printf -- '---\nlayout: null\n---\nWarming: {{ site.notes[0].content }} {{ site.time | date_to_xmlschema }}\n' > _posts/2020-01-05-shows-note.html
commit "the post showing a note edited once"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
printf -- '---\nlayout: null\n---\nEdited: {{ site.notes[0].content }} {{ site.time | date_to_xmlschema }}\n' > _posts/2020-01-05-shows-note.html
commit "the post showing a note edited"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
has "the early read is seen" "$out" "rendered again without the content memo"
has "the post shows the note's source" "$(git show inc:2020/01/05/shows-note.html)" "Edited: A *note*."
full "a post showing a note from the memo"
[ "$fails" -eq 0 ]
