#!/bin/sh
# sitepub publish with a real Jekyll build (issue 8): the build cache (as Jekyll's .jekyll-cache) lives in
# $GIT_DIR/sitepub/cache, never in the tree or the index; a publish from a warm cache commits the same tree;
# dry runs and diffs only read it; --disable-disk-cache neither reads nor writes it; a changed entry shows that
# it is read; a new commit keeps it; a config change empties it. -j N gives the same tree for any N. copy
# commits files of the source revision (main's .asf.yaml) as tvm-site's deploy script does.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"

export TZ=UTC
export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/repo"
git init -q "$R"
cd "$R"
mkdir -p css _posts
printf 'title: Cached\n' > _config.yml
printf -- '---\n---\n# Hi\n\nText *em*\n' > page.md
printf -- '---\ntitle: P\n---\nA **post**\n' > _posts/2026-01-02-p.md
printf -- '---\n---\n$c: #abc;\na { color: $c; }\n' > css/s.scss
printf 'User-agent: *\n' > robots.txt
printf '\211PNG\r\n\032\n' > logo.png
cp logo.png css/same-logo.png
git add -A
git commit -qm source
C="$R/.git/sitepub/cache"

# a dry run and a diff on a repository with no cache yet do not make one
"$B" publish --dry-run -q
"$B" diff --stat > /dev/null || true
eq "dry run and diff write no cache" "$(test -e "$C" && echo yes || echo no)" no

"$B" publish -q
cold=$(git rev-parse asf-site^{tree})
eq "the cache is in the git directory" "$(test -f "$C/config" && echo yes || echo no)" yes
# the post's excerpt is its whole one-paragraph text: the same key as the post, one entry for both
eq "markdown entries (page, post)" "$(find "$C/markdown" -type f | wc -l | tr -d ' ')" 2
eq "one sass entry" "$(find "$C/sass" -type f | wc -l | tr -d ' ')" 1
# the blobs known to hold no front matter: exactly the static files' ids (one for the two copies of the logo)
want=$(git rev-parse HEAD:robots.txt HEAD:logo.png | sort | tr -d '\n')
eq "static-blobs lists the static files' blob ids" "$(od -An -v -tx1 "$C/static-blobs" | tr -d ' \n')" "$want"
eq "nothing in the work tree or the index" "$(git status --porcelain)" ""
eq "page from a cold cache" "$(git show asf-site:page.html)" "$(printf '<h1 id="hi">Hi</h1>\n\n<p>Text <em>em</em></p>')"

git branch -D -q asf-site
"$B" publish -q
eq "a warm cache commits the same tree" "$(git rev-parse asf-site^{tree})" "$cold"

# every Markdown entry replaced: the next build shows it (the cache is read); --disable-disk-cache does not.
# --full: an incremental build (the default) would reuse the page unrendered, reading no Markdown entry
for f in $(find "$C/markdown" -type f); do printf '<p>cached</p>\n' > "$f"; done
"$B" publish --full --dry-run --json > "$T/dry.json"
eq "a dry run reads the cache" "$(grep -c '"changed": *[1-9]' "$T/dry.json" || true)" 1
git branch -D -q asf-site
"$B" publish -q --full
eq "a changed entry is what the page shows" "$(git show asf-site:page.html)" "<p>cached</p>"
git branch -D -q asf-site
"$B" publish -q --disable-disk-cache
eq "--disable-disk-cache builds without it" "$(git rev-parse asf-site^{tree})" "$cold"

# a blob listed as static is taken as one without being read (here, wrongly, the page: proof that it is used);
# --full: an incremental publish of this same revision would read nothing at all (the same-tree shortcut)
git branch -D -q asf-site
perl -e 'print pack("H*", $ARGV[0])' "$(git rev-parse HEAD:page.md)" >> "$C/static-blobs"
"$B" publish -q --full
eq "the static-blobs list is read" "$(git cat-file -t asf-site:page.md 2>/dev/null || echo none)" blob
git branch -D -q asf-site
rm "$C/static-blobs"

# a new source commit (site.time is its date) keeps the cache: only the edited post is converted again
before=$(find "$C/markdown" -type f | sort)
printf -- '---\ntitle: P\n---\nA **post**, edited\n' > _posts/2026-01-02-p.md
GIT_COMMITTER_DATE="2030-01-01T00:00:00Z" git commit -qam "edit the post"  # another site.time
"$B" publish -q
after=$(find "$C/markdown" -type f | sort)
eq "a new commit keeps the entries (site.time is not in the fingerprint)" "$(echo "$before" | comm -23 - "$(printf '%s\n' "$after" > "$T/after"; echo "$T/after")" | wc -l | tr -d ' ')" 0
eq "and adds the edited post's" "$(echo "$after" | wc -l | tr -d ' ')" 3

# a configuration change empties the cache
printf 'title: Cached again\n' > _config.yml
git commit -qam "new title"
"$B" publish -q
eq "config change: the page is built again" "$(git show asf-site:page.html)" "$(printf '<h1 id="hi">Hi</h1>\n\n<p>Text <em>em</em></p>')"
eq "config change: no stale entry left" "$(grep -rl 'cached' "$C/markdown" | wc -l | tr -d ' ')" 0

# the cache belongs to the program's GNU build id: a copy of the same build (another inode and mtime, as a CI
# job that builds sitepub on every run has) reads it; a build with another id empties it
real=$(git show asf-site:page.html)
for f in $(find "$C/markdown" -type f); do printf '<p>cached</p>\n' > "$f"; done
cp "$B" "$T/sitepub-copy"
touch -d 2001-01-01 "$T/sitepub-copy"
git branch -D -q asf-site
"$T/sitepub-copy" publish -q --full
eq "a copy of the same build reads the cache" "$(git show asf-site:page.html)" "<p>cached</p>"
id=$(readelf -n "$B" | sed -n 's/.*Build ID: *//p')
eq "the program has a build id" "$(printf %s "$id" | wc -c | tr -d ' ')" 40
perl -0777 -pe 'BEGIN { $a = pack("H*", shift); $b = $a ^ ("\x01" . "\x00" x 19) } s/\Q$a\E/$b/' "$id" \
  < "$B" > "$T/sitepub-other"
chmod +x "$T/sitepub-other"
eq "the patched copy has another build id" \
  "$(readelf -n "$T/sitepub-other" | sed -n 's/.*Build ID: *//p' | cut -c1-2)" \
  "$(printf '%02x' $(( 0x$(echo "$id" | cut -c1-2) ^ 1 )))"
git branch -D -q asf-site
"$T/sitepub-other" publish -q
eq "another build empties the cache" "$(git show asf-site:page.html)" "$real"
eq "and leaves no stale entry" "$(grep -rl 'cached' "$C/markdown" | wc -l | tr -d ' ')" 0
# -j: the same tree with one render thread or three; a bad value is a usage error (exit 2)
git branch -D -q asf-site
"$B" publish -q -j 1 --disable-disk-cache
j1=$(git rev-parse asf-site^{tree})
git branch -D -q asf-site
"$B" publish -q --jobs=3 --disable-disk-cache
eq "publish -j1 and --jobs=3 commit the same tree" "$(git rev-parse asf-site^{tree})" "$j1"
"$B" publish -q -j x 2> "$T/j.err" && rc=0 || rc=$?
eq "publish -j x exits 2" "$rc" 2
eq "and says what -j takes" "$(cat "$T/j.err")" "sitepub publish: -j/--jobs needs a number of threads from 0 to 1024, not 'x'"
"$B" diff --exit-code -j2 > /dev/null 2>&1 && rc=0 || rc=$?
eq "diff takes -j2 (no differences: exit 0)" "$rc" 0
# copy: files of the source revision committed as they are (tvm-site's deploy script copies main's .asf.yaml)
printf 'publish:\n  whoami: site\n' > .asf.yaml
git add .asf.yaml && git commit -qm "asf.yaml on main"
git branch -D -q asf-site
"$B" publish -q
eq "without copy, main's .asf.yaml does not reach the branch (Jekyll skips dot files)" "$(git cat-file -t asf-site:.asf.yaml 2>/dev/null || echo none)" none
git config --add sitepub.copy .asf.yaml
git config --add sitepub.copy not-in-main.txt
"$B" publish -q
eq "sitepub.copy commits main's .asf.yaml" "$(git rev-parse asf-site:.asf.yaml)" "$(git rev-parse main:.asf.yaml)"
eq "a copy path the revision lacks is skipped" "$(git cat-file -t asf-site:not-in-main.txt 2>/dev/null || echo none)" none
printf 'publish:\n  whoami: site2\n' > .asf.yaml
git commit -qam "asf.yaml edited on main"
"$B" publish -q
eq "an edit of .asf.yaml on main reaches the branch" "$(git rev-parse asf-site:.asf.yaml)" "$(git rev-parse main:.asf.yaml)"
printf -- '---\n---\nHi {{ 1 | plus: 1 }}\n' > hello.txt
git add hello.txt && git commit -qm "a page whose output has its source's path"
"$B" publish -q --copy hello.txt
eq "the build output wins over a copy of the same path" "$(git show asf-site:hello.txt)" "Hi 2"
"$B" publish -q --copy ../etc/passwd 2> "$T/copy.err" && rc=0 || rc=$?
eq "an unsafe copy path is a usage error" "$rc" 2
git config --unset-all sitepub.copy
# the same from the publish: block of _config.yml, as one string
printf 'title: Cached again\npublish:\n  copy: .asf.yaml\n' > _config.yml
git commit -qam "copy from _config.yml"
git branch -D -q asf-site
"$B" publish -q
eq "publish: copy: in _config.yml commits main's .asf.yaml" "$(git rev-parse asf-site:.asf.yaml)" "$(git rev-parse main:.asf.yaml)"
git fsck --strict --no-progress > /dev/null 2>&1 && ok "fsck --strict" || bad "fsck"

echo "publish_build: $fails failed"
[ "$fails" -eq 0 ]
