#!/bin/sh
# sitepub notify against git-multimail: rebuild the reference repository with the shared
# make-multimail-fixture.sh, set the reference settings as git config, run `sitepub notify --stdout` for each
# push of pushes.txt (with the refs that existed at that push) and compare every email byte for byte with the
# reference .eml files, except the headers Date, Message-ID, X-Git-Host and X-Git-Multimail-Version. In-Reply-To
# and References repeat the (excluded) Message-ID of the push's first email, so ours is mapped to the
# reference's there. SITEPUB_NOTIFY_SEED=0 reproduces the harness's random numbers (Python random.seed(0)), which
# fixes Thread-Index.
set -eu
BUILD=${BUILD:-build}
BIN=${SITEPUB_BIN:-$(pwd)/$BUILD/sitepub}
REF="${SITEPUB_SHARED:-$(cd .. && pwd)/shared}/reference/multimail"
if [ ! -f "$REF/pushes.txt" ]; then
    echo "skip: $REF not found (set SITEPUB_SHARED)"
    exit 0
fi
command -v bash >/dev/null || { echo "skip: bash needed by make-multimail-fixture.sh"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
repo="$tmp/incubator-example-site"
bash "$REF/make-multimail-fixture.sh" "$repo" >/dev/null
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
cfg() { git -C "$repo" config "$@"; }
cfg multimailhook.mailingList commits@example.org
cfg multimailhook.emailPrefix '[incubator-example-site]'
cfg multimailhook.combineWhenSingleCommit true
cfg multimailhook.emailMaxLineLength 500
cfg multimailhook.from pusher
cfg multimailhook.emailDomain example.org
cfg multimailhook.fqdn gitbox.example.org
cfg sitepub.notify.repositoryURL https://gitbox.example.org/repos/asf/incubator-example-site.git

# strip the four excluded headers from the header block of an email file
strip() {
    awk 'BEGIN{h=1} h && /^$/ {h=0} h && /^(Date|Message-ID|X-Git-Host|X-Git-Multimail-Version): / {next} {print}' "$1"
}
msgid() { awk '/^$/ {exit} /^Message-ID: / {sub(/^Message-ID: /, ""); print; exit}' "$1"; }

total=0; same=0; failed=""
while read -r scenario old new refname rest; do
    case $scenario in ''|'#'*) continue ;; esac
    # the refs of this push: only REFNAME at NEW plus other-refs=
    git -C "$repo" for-each-ref --format='%(refname)' | while read -r r; do git -C "$repo" update-ref -d "$r"; done
    git -C "$repo" update-ref "$refname" "$new"
    cfg sitepub.notify.style asf
    cfg multimailhook.emailMaxLines 200
    for setting in $rest; do
        case $setting in
            other-refs=*) for pair in $(echo "${setting#other-refs=}" | tr ',' ' '); do
                              git -C "$repo" update-ref "${pair%%=*}" "${pair#*=}"; done ;;
            style=*) cfg sitepub.notify.style "${setting#style=}" ;;
            emailMaxLines=*) cfg multimailhook.emailMaxLines "${setting#emailMaxLines=}" ;;
        esac
    done
    out="$tmp/$scenario.out"
    ( cd "$repo" && USER=jdoe SITEPUB_NOTIFY_SEED=0 "$BIN" notify --stdout "$old" "$new" "$refname" ) >"$out"
    # split --stdout output: each email between two lines of 75 '='
    rm -f "$tmp/$scenario".got.*
    awk -v base="$tmp/$scenario.got." '
        $0 == "===========================================================================" {
            if (inside) { inside = 0; close(f) } else { inside = 1; n++; f = sprintf("%s%02d", base, n) }
            next }
        inside { print > f }' "$out"
    if [ -f "$REF/$scenario.eml" ]; then refs="$REF/$scenario.eml"; else refs=$(ls "$REF/$scenario"-[0-9][0-9].eml); fi
    n=0
    first_ref=""; first_got=""
    for r in $refs; do
        n=$((n + 1)); total=$((total + 1))
        got=$(printf '%s.got.%02d' "$tmp/$scenario" "$n")
        name=$(basename "$r")
        if [ ! -f "$got" ]; then echo "FAIL $name: no email $n in the output"; failed="$failed $name"; continue; fi
        if [ $n = 1 ]; then first_ref=$(msgid "$r"); first_got=$(msgid "$got"); fi
        strip "$r" >"$tmp/want"
        if [ -n "$first_got" ] && [ -n "$first_ref" ]; then
            strip "$got" | awk -v a="$first_got" -v b="$first_ref" '
                BEGIN{h=1} h && /^$/ {h=0}
                h && /^(In-Reply-To|References): / { i = index($0, a); if (i) $0 = substr($0, 1, i-1) b substr($0, i+length(a)) }
                {print}' >"$tmp/have"
        else
            strip "$got" >"$tmp/have"
        fi
        if cmp -s "$tmp/want" "$tmp/have"; then
            same=$((same + 1)); echo "ok   $name"
        else
            echo "FAIL $name"; diff "$tmp/want" "$tmp/have" | head -20 | cut -c1-200; failed="$failed $name"
        fi
    done
    extra=$(printf '%s.got.%02d' "$tmp/$scenario" $((n + 1)))
    if [ -f "$extra" ]; then echo "FAIL $scenario: more emails than the reference"; failed="$failed $scenario"; fi
done <"$REF/pushes.txt"
echo "$same of $total reference emails reproduced"
[ -z "$failed" ]
