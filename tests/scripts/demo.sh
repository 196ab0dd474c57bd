#!/bin/sh
# scripts/demo.sh (make demo, issue 19): KEEP=1 keeps the repository and says where; without it nothing is left;
# the commit notice is printed whole (as sitepub notify --stdout prints it); it ends saying how to publish one's
# own site.
set -eu
B=${SITEPUB_BIN:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"

out=$(TMPDIR="$T" KEEP=1 sh "$ROOT/scripts/demo.sh" "$B" 2>&1)
kept=$(printf '%s\n' "$out" | sed -n 's/^kept the demo repository: //p')
[ -n "$kept" ] && [ -d "$kept/.git" ] && ok "KEEP=1 keeps the repository and prints it" || bad "KEEP=1: [$kept]"
has "says how to publish one's own site" "$out" "publishing your own site"
has "the publish command" "$out" "publish --push"
whole=$(cd "$kept" && USER=${USER:-demo} GIT_CONFIG_NOSYSTEM=1 HOME="$(dirname "$kept")" "$B" notify --stdout \
    0000000000000000000000000000000000000000 "$(git rev-parse asf-site)" refs/heads/asf-site)
case $out in *"$(printf '%s\n' "$whole" | tail -3)"*) ok "the notice's last lines are printed";; *) bad "notice cut";; esac
eq "as many notice lines as notify prints" "$(printf '%s\n' "$out" | grep -c '^+')" "$(printf '%s\n' "$whole" | grep -c '^+')"
rm -rf "$T"/sitepub-demo.*
TMPDIR="$T" sh "$ROOT/scripts/demo.sh" "$B" >/dev/null 2>&1
eq "without KEEP nothing is left" "$(ls "$T")" ""
[ "$fails" -eq 0 ]
