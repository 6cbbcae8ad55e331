#!/usr/bin/env bash
# Installs the Debian packages tlsite needs, only those that are missing.
# usage: scripts/install-deps.sh build|release|test
#   build:   the C libraries tlsite links (cmark, libyaml, libmicrohttpd, tree-sitter), and
#            libvips, which tlsite opens at run time for images' sizes and
#            variants (libvips42; Ubuntu 24.04 calls it libvips42t64)
#   release: those, plus what scripts/release.sh packs with (dpkg-dev for
#            dpkg-shlibdeps, binutils for strip and readelf)
#   test:    those, plus Chromium and its WebDriver, Java for the Nu HTML
#            Checker, zsh and fish (their completion scripts are parsed), and
#            the Python packages of Tests/browser/requirements.txt (among
#            them actionlint, and the shellcheck it runs)
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-build}"
case "$mode" in
    build|release|test) ;;
    *) echo "usage: scripts/install-deps.sh build|release|test" >&2; exit 2 ;;
esac
packages=(pkg-config libcmark-dev libyaml-dev libmicrohttpd-dev libtree-sitter-dev)
vips=libvips42
if ! apt-cache show "$vips" >/dev/null 2>&1 && apt-cache show libvips42t64 >/dev/null 2>&1; then vips=libvips42t64; fi
packages+=("$vips")
if [ "$mode" != build ]; then
    packages+=(dpkg-dev binutils)
fi
if [ "$mode" = test ]; then
    packages+=(chromium chromium-driver default-jre-headless python3-pip zsh fish)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "$mode" = test ]; then
    python3 -m pip install --quiet --disable-pip-version-check -r Tests/browser/requirements.txt
fi
