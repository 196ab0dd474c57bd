#!/usr/bin/env bash
# sample.sh: awkward shell for the highlighter.
set -euo pipefail
IFS=$'\n\t'

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VERSION=${VERSION:-0.1.0}
COUNT=$((1 + 2 * 3))
LIST=(alpha "beta gamma" 'delta')
declare -A MAP=([key]=value [other]="x y")
export PATH="$HOME/.local/bin:$PATH"

log() {
    local level=$1; shift
    printf '%s [%s] %s\n' "$(date +%FT%T)" "$level" "$*" >&2
}

function cleanup {
    rm -rf -- "${TMPDIR:-/tmp}/work.$$"
    echo "exit code: $?"
}
trap cleanup EXIT INT TERM

if [[ $# -lt 1 ]]; then
    log error "usage: $0 <target> [options]"
    exit 1
elif [ "$1" == "--help" ] || [ "$1" = "-h" ]; then
    cat <<EOF
Usage: $0 [options] target

Options:
  --jobs N     run N jobs (default: $(nproc))
  --verbose    say more
EOF
    exit 0
fi

case "$1" in
    build|make)
        TARGET=build
        ;;
    test*)
        TARGET="test"
        ;;
    *)
        TARGET=$1
        ;;
esac

for f in *.txt "$SCRIPT_DIR"/*.md; do
    [ -e "$f" ] || continue
    wc -l "$f" | awk '{ print $1 }'
done

while read -r line; do
    echo "${line%%#*}" "${line#*=}" "${line/foo/bar}" "${#line}"
done < input.txt

i=0
until [ $i -ge 10 ]; do
    i=$((i + 1))
    (( i % 2 == 0 )) && continue
    echo "odd: $i"
done

result=`ls -la | grep '^d' | wc -l`
nested="$(echo "$(echo inner)" | tr a-z A-Z)"
arith=$(( (COUNT + 5) / 2 ** 2 ))
echo "dollar at end$" 'single $not expanded' "escaped \$HOME \"quoted\""
echo $'ansi\tstring\n' "${LIST[@]}" "${!MAP[@]}" "$@" "$*" "$#" "$?" "$$" "$!" "$0" "$1"

cat <<-'QUOTED'
	No $expansion here
	QUOTED

sed -e 's/a/b/g' \
    -e "s/$VERSION/X/" \
    file.txt > out.txt 2>&1

grep -q pattern file && echo found || echo missing
ls | sort | uniq -c | sort -rn | head -n 5
command -v git >/dev/null 2>&1 || { echo "git missing"; exit 1; }
python3 -m pip install --user -r requirements.txt
make -j"$(nproc)" CFLAGS="-O2 -g" install
docker run --rm -v "$PWD:/work" -e FOO=bar image:latest /bin/sh -c 'echo hi'
source ./env.sh; . ./other.sh
sudo apt-get update && sudo apt-get install -y build-essential cmake
tar -xzf archive.tar.gz -C /opt/
read -p "Continue? [y/N] " answer
exec "$@"
$ gpg --import KEYS
$ gpg --verify downloaded_file.asc downloaded_file

$ pgpk -a KEYS
$ pgpv downloaded_file.asc

$ pgp -ka KEYS
$ pgp downloaded_file.asc

$ gpg --print-md SHA512 downloaded_file

$ certUtil -hashfile pathToFileToCheck

./serve_local.sh

# If you are developing on a remote machine, you can set up an SSH tunnel to view
# the site locally:
ssh -L 4000:localhost:4000 <the remote>

python -m tvm.exec.rpc_proxy

$ adb shell
shell@zenltechn:/ $ cat /proc/cpuinfo
Processor	: AArch64 Processor rev 2 (aarch64)
processor	: 0
processor	: 1
processor	: 2
processor	: 3
processor	: 4
processor	: 5
processor	: 6
processor	: 7
Features	: fp asimd aes pmull sha1 sha2 crc32
CPU implementer	: 0x41
CPU architecture: AArch64
CPU variant	: 0x0
CPU part	: 0xd03
CPU revision	: 2

Hardware	: SAMSUNG Exynos7420

cd /opt/android-ndk/build/tools/
./make-standalone-toolchain.sh --platform=android-24 --use-llvm --arch=arm64 --install-dir=/opt/android-toolchain-arm64

make jvmpkg
make jvminstall

# --- deployment helper -------------------------------------------------------
usage() {
    cat <<USAGE
usage: ${0##*/} [-h] [-v] [-n] [-j JOBS] [-o DIR] TARGET...
  -h        show this help
  -v        verbose
  -n        dry run (print commands only)
  -j JOBS   parallel jobs (default: $JOBS)
  -o DIR    output directory (default: ${OUT_DIR:-./out})
USAGE
}

JOBS=2
VERBOSE=0
DRY_RUN=false
OUT_DIR=
while getopts ":hvnj:o:" opt; do
    case $opt in
        h) usage; exit 0 ;;
        v) VERBOSE=$((VERBOSE + 1)) ;;
        n) DRY_RUN=true ;;
        j) JOBS=$OPTARG ;;
        o) OUT_DIR="$OPTARG" ;;
        :) echo "option -$OPTARG needs an argument" >&2; exit 2 ;;
        \?) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))

run() {
    if $DRY_RUN; then
        printf '+ %q ' "$@"; echo
    else
        [ "$VERBOSE" -gt 0 ] && echo "+ $*" >&2
        "$@"
    fi
}

retry() {
    local n=0 max=${RETRIES:-3} delay=1
    until "$@"; do
        n=$((n + 1))
        if [ $n -ge $max ]; then
            echo "failed after $n attempts: $*" >&2
            return 1
        fi
        sleep $delay
        delay=$((delay * 2))
    done
}

# string operations
path="/usr/local/lib/libfoo.so.1.2.3"
echo "${path##*/}" "${path%/*}" "${path%%.*}" "${path#/usr}" "${path/lib/LIB}" "${path//o/0}"
echo "${path:5}" "${path:0:4}" "${path^^}" "${path,,}" "${#path}" "${path:-default}" "${path:=x}" "${path:+set}"
echo "${undefined:?must be set}"
name="World"; greeting="Hello, ${name}!"; echo "$greeting"

# arrays
fruits=(apple banana "cherry pie")
fruits+=(date)
echo "${fruits[0]}" "${fruits[@]:1:2}" "${#fruits[@]}" "${!fruits[@]}"
for i in "${!fruits[@]}"; do
    printf '%d: %s\n' "$i" "${fruits[$i]}"
done
unset 'fruits[1]'
declare -a nums=(1 2 3)
declare -i total=0
for n in "${nums[@]}"; do (( total += n )); done
echo "total=$total"

# tests and regex matching
if [[ "$name" =~ ^[A-Z][a-z]+$ ]]; then
    echo "capitalized: ${BASH_REMATCH[0]}"
fi
if [[ -f /etc/os-release && -r /etc/os-release ]]; then
    . /etc/os-release
    echo "running on $PRETTY_NAME"
fi
[ -d "$OUT_DIR" ] || mkdir -p "$OUT_DIR"
[[ $VERBOSE -ge 2 ]] && set -x
test -n "$HOME" && echo "home is set"

# here-string, process substitution, redirections
read -r first rest <<< "one two three"
diff <(sort a.txt) <(sort b.txt) > /dev/null 2>&1 || echo "differ"
exec 3> "$OUT_DIR/log.txt"
echo "to fd 3" >&3
exec 3>&-
cat < input.txt >> output.txt 2> errors.txt
some_command &> all.txt
{ echo one; echo two; } | tee combined.txt | wc -l
( cd /tmp && ls ) &
wait $!

# select menu
PS3="Pick one: "
select choice in build test quit; do
    case $choice in
        build) run make -j"$JOBS"; break ;;
        test) run make check; break ;;
        quit) exit 0 ;;
        *) echo "invalid" ;;
    esac
done

# arithmetic
x=$(( 16#ff + 8#17 + 2#1010 ))
y=$(( x > 100 ? x - 100 : x ))
let "z = x * 2" "w = z % 7"
(( x++, y-- ))
echo $(( (x + y) * z / 3 ))

# loops over command output
find . -name '*.c' -print0 | while IFS= read -r -d '' file; do
    echo "file: $file"
done
for host in $(cat hosts.txt); do
    ssh -o ConnectTimeout=5 "$host" 'uptime' || echo "$host down"
done
for ((i = 0; i < 3; i++)); do echo "i=$i"; done

# traps and signals
trap 'echo "interrupted"; exit 130' INT
trap - ERR
kill -TERM $$ 2>/dev/null || true

# functions returning values
is_number() { [[ $1 =~ ^[0-9]+$ ]]; }
if is_number "42"; then echo yes; fi
max() { local a=$1 b=$2; echo $(( a > b ? a : b )); }
m=$(max 3 7)
echo "max: $m"

# nested quotes and escapes
echo "She said \"it's \$5\" and left"
echo 'It'"'"'s complicated'
echo "tab:\t (literal)" $'tab:\t (real)'
printf "%s=%q\n" key "value with spaces"
echo \$notvar \\ \"quoted\" \' end
echo "nested $(printf '%s' "$(date +%s)")"
echo `echo backticks \`nested\``
json='{"key": "value", "list": [1, 2]}'
echo "$json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["key"])'
awk -F: '$3 >= 1000 { print $1 }' /etc/passwd
sed -n '/^start/,/^end/p' file.txt
curl -fsSL https://example.com/install.sh | bash -s -- --prefix="$HOME/.local"
git log --oneline --format='%h %s' -n 10 | grep -v '^$'
exit 0
