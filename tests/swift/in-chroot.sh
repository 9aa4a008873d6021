#!/usr/bin/env bash
# Runs a command in the Swift chroot, with /proc and /dev, and with DIR
# bind-mounted at the same path so host-built libraries keep their paths.
# Usage: in-chroot.sh ROOT DIR COMMAND...
set -euo pipefail
root="$1"; dir="$2"; shift 2
exec unshare -m -- bash -c '
    set -euo pipefail
    root="$1"; dir="$2"; shift 2
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    if [[ "$dir" != / ]]; then
        mkdir -p "$root$dir"
        mount --bind "$dir" "$root$dir"
    fi
    cd_to="$dir"
    exec chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
        bash -c "cd \"\$0\" && exec \"\$@\"" "$cd_to" "$@"
' _ "$root" "$dir" "$@"
