#!/bin/sh
# sitepub publish and sitepub diff with the real Jekyll build (issue 6): the published tree is what
# `jekyll build` (4.3.1) writes, byte for byte; a second publish is up to date; a changed post changes exactly
# the files Jekyll's output changes; a removed page is removed from the branch; kept paths from _config.yml.
set -eu
B=${SITEPUB_BIN:?}
if ! command -v jekyll >/dev/null 2>&1; then echo "skip: jekyll not installed"; exit 0; fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
fsck() { if git -C "$1" fsck --strict --no-progress >"$T/fsck.log" 2>&1; then ok "fsck --strict $2"; else bad "fsck $2"; cat "$T/fsck.log"; fi; }
export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/repo"; mkdir -p "$R"; cd "$R"
mkdir -p _layouts _posts css
cat > _config.yml <<'EOF'
title: Test Site
permalink: /:year/:month/:day/:title.html
publish:
  keep: [docs]
EOF
cat > _layouts/default.html <<'EOF'
<html><head><title>{{ page.title }} - {{ site.title }}</title></head>
<body>{{ content }}</body></html>
EOF
printf -- '---\nlayout: default\ntitle: One\n---\nFirst *post*.\n' > _posts/2020-01-01-one.md
printf -- '---\nlayout: default\ntitle: Two\n---\nSecond post.\n' > _posts/2020-02-01-two.md
printf -- '---\nlayout: default\ntitle: Three\n---\nThird post.\n' > _posts/2020-03-01-three.md
cat > index.html <<'EOF'
---
layout: default
title: Home
---
<ul>{% for post in site.posts %}<li><a href="{{ post.url }}">{{ post.title }}</a></li>{% endfor %}</ul>
EOF
printf -- '---\nlayout: default\ntitle: About\n---\n# About\n\nText.\n' > about.md
echo 'body{color:red}' > css/site.css
echo example.org > CNAME
git init -q .; git add -A; git commit -qm "site"

# Jekyll's output of a revision, into a directory
jekyll_out() { rm -rf "$T/src" "$T/$2"; mkdir "$T/src"; git archive "$1" | tar -x -C "$T/src"; (cd "$T/src" && jekyll build -q -d "$T/$2" >/dev/null 2>&1); }
# the files of a directory / a tree, one per line, sorted
dir_files() { (cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort); }
same_as_dir() { # tree-ish, directory: 0 when every file and every byte match
  [ "$(git ls-tree -r --name-only "$1" | LC_ALL=C sort)" = "$(dir_files "$2")" ] || return 1
  for f in $(dir_files "$2"); do git cat-file -p "$1:$f" | cmp -s - "$2/$f" || return 1; done
}

# 1. first publish: the tree is Jekyll's output
jekyll_out main out1
"$B" publish -q
if same_as_dir asf-site "$T/out1"; then ok "first publish: the tree is jekyll build's output, byte for byte"; else bad "first publish differs from jekyll"; fi
fsck "$R" "after the first publish"
# the same revision builds the same tree: up to date
out=$("$B" publish)
case "$out" in *"up to date"*) ok "second publish is up to date";; *) bad "second publish: $out";; esac
eq "no second commit" "$(git rev-list --count asf-site)" 1

# 2. a changed post title: exactly the files Jekyll's output changes (the post and the listing)
sed -i 's/^title: Two$/title: Two, retitled/' _posts/2020-02-01-two.md
git commit -qam "retitle two"
jekyll_out main out2
expect=$(cd "$T" && git diff --no-index --name-status out1 out2 | sed 's|\tout[12]/|\t|' || true)
echo "# jekyll changes: $expect"; [ -n "$expect" ] || bad "jekyll output did not change"
eq "sitepub diff REV1 REV2: the files Jekyll's output changes" "$("$B" diff --name-status main~1 main)" "$expect"
"$B" publish -q
if same_as_dir asf-site "$T/out2"; then ok "publish after the change: jekyll's output"; else bad "second publish differs from jekyll"; fi
eq "the commit changes exactly those files" "$(git diff --name-status asf-site~1 asf-site)" "$expect"

# 3. a removed page goes; kept paths (CNAME by default, docs from publish: in _config.yml) stay
export GIT_INDEX_FILE="$T/idx"; git read-tree asf-site
git update-index --add --cacheinfo 100644,"$(echo api | git hash-object -w --stdin)",docs/index.html
c=$(git commit-tree "$(git write-tree)" -p asf-site -m "docs build"); unset GIT_INDEX_FILE
git update-ref refs/heads/asf-site "$c"
git rm -q about.md CNAME; git commit -qm "drop about and CNAME"
"$B" publish -q
eq "removed page removed" "$(git ls-tree --name-only asf-site about.html)" ""
eq "CNAME kept from the branch" "$(git cat-file -p asf-site:CNAME)" example.org
eq "docs/ kept (publish: keep in _config.yml)" "$(git cat-file -p asf-site:docs/index.html)" api
fsck "$R" "after removing a page"

# 4. site.time is the source commit's committer date: the same revision builds the same tree at any time
printf -- '---\n---\n{{ site.time }}\n' > time.html
git add time.html
GIT_COMMITTER_DATE="2020-11-13 03:22:10 -0800" git commit -qm "a page showing site.time"
TZ=Asia/Kolkata "$B" publish -q
# Jekyll shows site.time (Time.now there) in the local zone; here it is the commit's instant in the local zone
eq "site.time is the committer date" "$(git cat-file -p asf-site:time.html)" "$(TZ=Asia/Kolkata date -d "2020-11-13 03:22:10 -0800" '+%F %T %z')"
sleep 1
out=$(TZ=Asia/Kolkata "$B" publish)
case "$out" in *"up to date"*) ok "a later run of the same revision is up to date";; *) bad "not reproducible: $out";; esac

echo "failures: $fails"
[ "$fails" -eq 0 ]
