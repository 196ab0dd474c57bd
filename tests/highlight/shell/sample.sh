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
