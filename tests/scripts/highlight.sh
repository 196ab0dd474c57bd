#!/bin/sh
# Highlight conformance: every language under tests/highlight/ against Rouge 3.30's HTML (expected.html, made by
# scripts/regen-highlight-expected.sh), line by line. Prints each language's identical-line share, then
# "N passed, N failed". Targets: 100% for python, c, cpp, shell, json, yaml; 98% for the others.
set -eu
BUILD=${BUILD:-build}
exec "$BUILD/tools/highlight" --compare tests/highlight
