#!/bin/sh
# Regenerate expected.html with Debian's jekyll 4.3.1 (Rouge 3.30): Rouge's guesser (```guess blocks; a fence
# without a language is plaintext in Jekyll 4.3).
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp index.md "$work/"
printf 'title: guess\n' > "$work/_config.yml"
(cd "$work" && jekyll build -q -d out)
cp "$work/out/index.html" expected.html
