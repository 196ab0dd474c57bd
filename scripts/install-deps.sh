#!/bin/sh
# Install sitepub's build and test dependencies from Debian 12 packages.
# Idempotent: installs only what is missing. Needs root (or sudo) for apt-get.
# Usage: scripts/install-deps.sh [--bench] [--browser]   (--bench adds jekyll, hugo, ruby-liquid, ruby-rouge,
# hyperfine; --browser adds chromium for tests/scripts/serve_browser.sh: ~124 MB to download, ~45 s to install)
set -eu
# libcurl4 and libsass1 (libcurl.so.4, libsass.so.1) are opened with dlopen when mail is sent or Sass compiled;
# the -dev packages depend on them, named here because the binary no longer lists them as NEEDED.
# libssl-dev: OpenSSL's libcrypto, for SHA-1 (src/util/sha1.c); libmbedtls-dev (libgit2-dev depends on it): the
# headers of the mbedTLS functions src/publish/tls_lazy.c defines to parse the CA certificates on first use.
# libdeflate-dev: libdeflate, which deflates each object of a publish's pack (src/publish/pack.c; twice zlib's
# speed at level 1, and smaller output). clang and libclang-rt-14-dev (libFuzzer's runtime) build the fuzz targets (`make fuzz`, run by `make check`).

PKGS="build-essential pkg-config git libgit2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev \
libyaml-dev libssl-dev libmbedtls-dev zlib1g-dev libdeflate-dev libcurl4-openssl-dev libcurl4 libjansson-dev libpcre2-dev libsass-dev libsass1 libmicrohttpd-dev libcmocka-dev \
valgrind python3 python3-yaml python3-aiosmtpd openssl ca-certificates tzdata clang libclang-rt-14-dev"
# the gem theme minima (/usr/share/rubygems-integration/all/gems/minima-2.5.1): tests/scripts/build_theme.sh
# builds the `jekyll new` site on it
PKGS="$PKGS jekyll-theme-minima"
# OpenSSH's server and ssh-keygen: tests/scripts/publish_ssh.sh pushes over ssh:// to a sshd on 127.0.0.1
PKGS="$PKGS openssh-server openssh-client"
for arg in "$@"; do
  case "$arg" in
  --bench)
    PKGS="$PKGS jekyll ruby-liquid ruby-rouge ruby-kramdown ruby-kramdown-parser-gfm ruby-jekyll-feed \
ruby-jekyll-seo-tag ruby-jekyll-sitemap ruby-jekyll-paginate ruby-jekyll-redirect-from hugo hyperfine time";;
  --browser) PKGS="$PKGS chromium";;
  esac
done

missing=""
for p in $PKGS; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

SUDO=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "install-deps: missing packages:$missing; run as root: apt-get install$missing" >&2; exit 1
  fi
fi
echo "install-deps: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
