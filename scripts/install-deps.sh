#!/usr/bin/env bash
# Installs the Debian packages tlsite needs, only those that are missing.
# usage: scripts/install-deps.sh build|test
#   build: the C libraries tlsite links (cmark, libyaml, libmicrohttpd)
#   test:  those, plus Chromium and its WebDriver, Java for the Nu HTML
#          Checker, zsh and fish (their completion scripts are parsed), and
#          the Python packages of Tests/browser/requirements.txt
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(pkg-config libcmark-dev libyaml-dev libmicrohttpd-dev)
if [ "${1:-build}" = test ]; then
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

if [ "${1:-build}" = test ]; then
    python3 -m pip install --quiet --disable-pip-version-check -r Tests/browser/requirements.txt
fi
