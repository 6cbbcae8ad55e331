#!/usr/bin/env bash
# Builds tlsite's release: one binary that runs on a Debian or Ubuntu machine
# without the Swift toolchain (the Swift runtime and Foundation linked
# statically, --static-swift-stdlib; cmark, libyaml and tree-sitter from their static
# archives; libmicrohttpd stays a shared library of the system, which its
# LGPL makes simplest; libvips is opened at run time, never linked, and
# recommended by the .deb), and writes into dist/ (or --out DIR):
#
#   tlsite-VERSION-linux-ARCH.tar.gz  the binary, its man page, its bash, zsh
#                                     and fish completions, LICENSE, THIRD-PARTY, INSTALL
#   tlsite_VERSION_ARCH.deb           the same as a Debian package (dpkg-deb), its
#                                     Depends: what dpkg-shlibdeps finds the binary needs
#   SHA256SUMS                        of both
#
# VERSION is the repository's VERSION file, the one the binary embeds (so
# `tlsite --version` and the file names agree); the commit is git's HEAD
# ("-modified" when the work tree differs from it), given to the build as
# TLSITE_COMMIT in a generated header. ARCH is Debian's name for the machine's (amd64, arm64).
#
# usage: scripts/release.sh [--out DIR] [--tag TAG]
#   --out DIR   where to write (default dist/); earlier release files there are replaced
#   --tag TAG   the git tag being released (the release workflow passes it): it
#               must be vVERSION, and CHANGELOG.md must have that release's heading
#
# Needs what scripts/install-deps.sh release installs (the build's libraries,
# dpkg-dev, binutils). The build goes to .build/release-static, beside the
# ordinary builds, so it does not rebuild theirs.
set -euo pipefail
cd "$(dirname "$0")/.."
umask 022

usage="usage: scripts/release.sh [--out DIR] [--tag TAG]"
fail() { echo "scripts/release.sh: error: $*" >&2; exit 1; }
out=dist
tag=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) [ $# -ge 2 ] || fail "--out needs a folder ($usage)"; out="$2"; shift 2 ;;
        --out=*) out="${1#--out=}"; shift ;;
        --tag) [ $# -ge 2 ] || fail "--tag needs a tag ($usage)"; tag="$2"; shift 2 ;;
        --tag=*) tag="${1#--tag=}"; shift ;;
        -h|--help) echo "$usage"; exit 0 ;;
        *) echo "scripts/release.sh: unknown argument '$1'" >&2; echo "$usage" >&2; exit 2 ;;
    esac
done

# What is released: the version, checked against the tag and the changelog.
version="$(tr -d '[:space:]' < VERSION)"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] ||
    fail "VERSION:1:1: '$version' is no semantic version (write one like 1.2.0)"
if [ -n "$tag" ]; then
    [ "$tag" = "v$version" ] ||
        fail "the tag $tag is not v$version, the version in VERSION: set VERSION to ${tag#v}, or tag v$version"
    grep -Eq "^## \[?${version//./\\.}\]?( |$)" CHANGELOG.md ||
        fail "CHANGELOG.md has no release $version: move the [Unreleased] entries under '## [$version] - $(date -u +%F)'"
fi
commit=unknown
if git rev-parse --verify -q HEAD >/dev/null 2>&1; then
    commit="$(git rev-parse HEAD)"
    git diff --quiet HEAD -- 2>/dev/null || commit="$commit-modified"
fi
arch="$(dpkg --print-architecture)"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

# cmark, libyaml and tree-sitter from their static archives: pkg-config files of our own
# point the linker at a folder holding only the archives. libmicrohttpd's
# names no folder, so the linker finds its shared library where it always does.
scratch=.build/release-static
link="$PWD/$scratch/link"
rm -rf "$link"
mkdir -p "$link/lib" "$link/pkgconfig"
for pair in libcmark:cmark yaml-0.1:yaml tree-sitter:tree-sitter libmicrohttpd:microhttpd; do
    pc="${pair%%:*}" lib="${pair##*:}"
    pkg-config --exists "$pc" || fail "pkg-config knows no $pc: run scripts/install-deps.sh release"
    libs="-l$lib"
    if [ "$lib" != microhttpd ]; then
        archive="$(pkg-config --variable=libdir "$pc")/lib$lib.a"
        [ -f "$archive" ] || fail "$archive is missing: Debian's lib$lib-dev ships it (scripts/install-deps.sh release)"
        ln -s "$archive" "$link/lib/"
        libs="-L$link/lib -l$lib"
    fi
    printf 'Name: %s\nDescription: %s for tlsite'"'"'s release build\nVersion: %s\nLibs: %s\nCflags: %s\n' \
        "$pc" "$lib" "$(pkg-config --modversion "$pc")" "$libs" "$(pkg-config --cflags "$pc")" > "$link/pkgconfig/$pc.pc"
done

# The commit, in a header that only Sources/CTLSys/tlsys.c includes: written
# only when it changes, so that a new commit recompiles that one file.
mkdir -p "$scratch/commit"
header="#define TLSITE_COMMIT \"$commit\""
[ "$(cat "$scratch/commit/tlsite_commit.h" 2>/dev/null)" = "$header" ] || echo "$header" > "$scratch/commit/tlsite_commit.h"

echo "scripts/release.sh: building tlsite $version ($commit) for linux-$arch"
swift build -c release --product tlsite --scratch-path "$scratch" \
    --static-swift-stdlib --disable-local-rpath --pkg-config-path "$link/pkgconfig" \
    -Xcc -I"$PWD/$scratch/commit"

stage="$(mktemp -d "${TMPDIR:-/tmp}/tlsite-release.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
name="tlsite-$version-linux-$arch"
files="$stage/$name"
mkdir -p "$files/completions"
strip -o "$files/tlsite" "$scratch/release/tlsite"
binary="$files/tlsite"

# The binary must need nothing of the toolchain's, nor cmark, libyaml or
# tree-sitter, nor libvips (opened when it is there, so the binary runs where it is not).
toolchain='libswift|Foundation|libicu|dispatch|BlocksRuntime|cmark|yaml|tree-sitter|vips'
needed="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
if grep -Eq "$toolchain" <<< "$needed"; then fail "the binary still needs $(grep -E "$toolchain" <<< "$needed" | tr '\n' ' ')"; fi
if ldd "$binary" | grep -Eq "$toolchain|not found"; then fail "ldd: $(ldd "$binary" | grep -E "$toolchain|not found" | tr -s ' \t' ' ')"; fi
[ "$("$binary" --version | sed -n 1p)" = "tlsite $version" ] || fail "the binary says '$("$binary" --version | sed -n 1p)', not 'tlsite $version'"
[ "$("$binary" --version | sed -n 2p)" = "commit: $commit" ] || fail "the binary says '$("$binary" --version | sed -n 2p)', not 'commit: $commit'"

"$binary" help --man > "$files/tlsite.1"
"$binary" completion bash > "$files/completions/tlsite.bash"
"$binary" completion zsh > "$files/completions/_tlsite"
"$binary" completion fish > "$files/completions/tlsite.fish"
cp LICENSE THIRD-PARTY "$files/"
cat > "$files/INSTALL" <<EOF
tlsite $version for Linux ($arch)

tlsite is one file. It needs glibc 2.35 or later (Debian 12, Ubuntu 22.04
or later) and libmicrohttpd, the HTTP server library of \`tlsite serve\`:

    sudo apt-get install libmicrohttpd12        # Ubuntu 24.04: libmicrohttpd12t64

For images' sizes and resized variants it uses libvips when it is
installed (without it, images are published as they are, with a warning):

    sudo apt-get install libvips42              # Ubuntu 24.04: libvips42t64

Put the binary on your PATH, and the man page and completions where your
system looks for them:

    sudo install -m 755 tlsite /usr/local/bin/tlsite
    sudo install -D -m 644 tlsite.1 /usr/local/share/man/man1/tlsite.1
    sudo install -D -m 644 completions/tlsite.bash /usr/local/share/bash-completion/completions/tlsite
    sudo install -D -m 644 completions/_tlsite /usr/local/share/zsh/site-functions/_tlsite
    sudo install -D -m 644 completions/tlsite.fish /usr/local/share/fish/vendor_completions.d/tlsite.fish

Or install the .deb of the same release, which does all of this and
installs libmicrohttpd (and libvips, which it recommends):
sudo apt-get install ./tlsite_${version}_$arch.deb

Check it: tlsite --version. Then: tlsite new site my-site && cd my-site && tlsite build.
LICENSE is tlsite's licence (MIT); THIRD-PARTY, that of the libraries in it.
EOF

# The Debian package, its files where Debian keeps them.
pkg="$stage/pkg"
root="$pkg/debian/tlsite"
install -D -m 755 "$binary" "$root/usr/bin/tlsite"
mkdir -p "$root/usr/share/man/man1"
gzip -9n < "$files/tlsite.1" > "$root/usr/share/man/man1/tlsite.1.gz"
install -D -m 644 "$files/completions/tlsite.bash" "$root/usr/share/bash-completion/completions/tlsite"
install -D -m 644 "$files/completions/_tlsite" "$root/usr/share/zsh/vendor-completions/_tlsite"
install -D -m 644 "$files/completions/tlsite.fish" "$root/usr/share/fish/vendor_completions.d/tlsite.fish"
mkdir -p "$root/usr/share/doc/tlsite"
{ cat LICENSE; printf '\n\n'; cat THIRD-PARTY; } > "$root/usr/share/doc/tlsite/copyright"
chmod 644 "$root/usr/share/doc/tlsite/copyright"
mkdir -p "$root/DEBIAN"
printf 'Source: tlsite\n\nPackage: tlsite\nArchitecture: any\n' > "$pkg/debian/control"
depends="$(cd "$pkg" && dpkg-shlibdeps -O debian/tlsite/usr/bin/tlsite | sed -n 's/^shlibs:Depends=//p')"
[ -n "$depends" ] || fail "dpkg-shlibdeps found no dependencies for the binary"
{
    echo "Package: tlsite"
    echo "Version: $version"
    echo "Architecture: $arch"
    echo "Maintainer: ${TLSITE_MAINTAINER:-the tlsite authors <tlsite@invalid>}"
    echo "Installed-Size: $(du -sk --apparent-size "$root/usr" | cut -f1)"
    echo "Depends: $depends"
    echo "Recommends: libvips42 | libvips42t64"
    echo "Section: web"
    echo "Priority: optional"
    [ -z "${GITHUB_REPOSITORY:-}" ] || echo "Homepage: ${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY"
    echo "Description: static site generator for timelines"
    echo " tlsite turns Markdown files with YAML front matter into HTML/CSS"
    echo " timelines: a project's history, a team's log, a day's schedule, or a"
    echo " project's release notes from its changelog (tlsite changelog). Its"
    echo " templates and themes are built in; the pages work without JavaScript."
} > "$root/DEBIAN/control"

mkdir -p "$out"
rm -f "$out"/tlsite-*-linux-*.tar.gz "$out"/tlsite_*_*.deb "$out/SHA256SUMS"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$stage" -cf - "$name" |
    gzip -9n > "$out/$name.tar.gz"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/tlsite_${version}_$arch.deb" >/dev/null
(cd "$out" && sha256sum "$name.tar.gz" "tlsite_${version}_$arch.deb" > SHA256SUMS)

echo "scripts/release.sh: wrote $out/:"
(cd "$out" && stat -c '%n %s' "$name.tar.gz" "tlsite_${version}_$arch.deb" | awk '{ printf "  %-36s %5.1f MB\n", $1, $2 / 1e6 }'; echo "  SHA256SUMS")
echo "  binary: $(stat -c %s "$binary" | awk '{ printf "%.1f MB", $1 / 1e6 }'), needs $(tr '\n' ' ' <<< "$needed")"
echo "  Depends: $depends"
