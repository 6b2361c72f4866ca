#!/bin/sh
# Builds the curtain-test-input weston module: build.sh OUTDIR  ->  OUTDIR/curtain-test-input.so
#
# The protocol glue is generated here with wayland-scanner, never committed. Does nothing when the .so
# is newer than its inputs, so callers may run it before every test run. Needs Debian's
# libweston-10-dev, libwayland-dev and libxkbcommon-dev.
set -eu

if [ $# -ne 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
# The package root is the nearest folder above holding Package.swift, wherever this module sits in the tree.
root=$here
while [ ! -f "$root/Package.swift" ] && [ "$root" != / ]; do root=$(dirname "$root"); done
xml="$root/protocols/curtain-test-input.xml"
source="$here/test-input.c"
out=$(mkdir -p "$1" && cd "$1" && pwd)
module="$out/curtain-test-input.so"

is_up_to_date() {
    [ -f "$module" ] && [ "$module" -nt "$source" ] && [ "$module" -nt "$xml" ] && [ "$module" -nt "$0" ]
}
is_up_to_date && exit 0

# Test processes running in parallel may all ask at once: one builds, the others wait and find it done.
exec 9>"$out/.build.lock"
flock 9
is_up_to_date && exit 0

packages="libweston-10 libweston-desktop-10 wayland-server xkbcommon"
if ! flags=$(pkg-config --cflags --libs $packages 2>&1); then
    echo "$0: pkg-config cannot find $packages: $flags" >&2
    echo "$0: install the Debian packages libweston-10-dev libwayland-dev libxkbcommon-dev" >&2
    exit 1
fi

wayland-scanner server-header "$xml" "$out/curtain-test-input-server-protocol.h"
wayland-scanner private-code "$xml" "$out/curtain-test-input-protocol.c"

# Build into a temporary name and rename, so a concurrent reader never sees half a module.
cc -shared -fPIC -O2 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -fvisibility=hidden \
    -I"$out" -o "$module.tmp.$$" "$source" "$out/curtain-test-input-protocol.c" $flags
mv -f "$module.tmp.$$" "$module"
