#!/usr/bin/env bash
# Installs Swift for Linux: Debian 12 has none, Debian 13 ("trixie") has
# swiftlang 6.0.3, so it lives in a trixie chroot (see ../shared/TOOLCHAINS.md).
# Idempotent: a marker file skips everything once the chroot works.
# Usage: toolchain.sh            prints the chroot's path
set -euo pipefail

root="${ZABEL_SWIFT_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/zabel/swift-trixie}"
marker="$root/.zabel-swift-ready"

if [[ -f "$marker" ]]; then
    echo "$root"
    exit 0
fi
if [[ $(id -u) -ne 0 ]]; then
    echo "installing Swift needs root (debootstrap and chroot); run as root once" >&2
    exit 1
fi
if ! command -v debootstrap >/dev/null; then
    echo "installing debootstrap…" >&2
    apt-get install -y -q debootstrap >&2 || { apt-get update -q >&2 && apt-get install -y -q debootstrap >&2; }
fi
if [[ ! -x "$root/usr/bin/apt-get" ]]; then
    echo "debootstrap trixie into $root (once, ~1 min)…" >&2
    rm -rf "$root"
    mkdir -p "$root"
    debootstrap --variant=minbase trixie "$root" http://deb.debian.org/debian >&2
fi
echo "installing swiftlang in the chroot (once, ~575 MB)…" >&2
"$(dirname "$0")/in-chroot.sh" "$root" / bash -c \
    'export DEBIAN_FRONTEND=noninteractive; apt-get update -q && apt-get install -y -q --no-install-recommends swiftlang libc6-dev' >&2
"$(dirname "$0")/in-chroot.sh" "$root" / swift --version >&2
touch "$marker"
echo "$root"
