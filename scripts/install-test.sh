#!/usr/bin/env bash
# scripts/test.sh's install check: installs sprt into temporary prefixes with scripts/install.sh,
# then builds test/install/consumer.c outside Bazel with `pkg-config --cflags --libs sprt` alone and
# runs it. Also checks the SONAME against SPRT_VERSION_MAJOR, that only sprt_* symbols are
# exported, and that DESTDIR stages the tree while the .pc file names the prefix.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "install-test: FAILED: $*" >&2; exit 1; }

prefix="$work/prefix"
bash scripts/install.sh --prefix="$prefix"

major="$(sed -nE 's/^#define SPRT_VERSION_MAJOR ([0-9]+)$/\1/p' include/sprt.h)"
soname="$(readelf -d "$prefix/lib/libsprt.so" | sed -nE 's/.*\(SONAME\).*\[(.*)\]/\1/p')"
[[ "$soname" == "libsprt.so.$major" ]] || fail "SONAME is '$soname', expected libsprt.so.$major"
[[ -e "$prefix/lib/libsprt.so.$major" ]] || fail "no libsprt.so.$major symlink"
exported="$(nm -D --defined-only "$prefix/lib/libsprt.so" | awk '$2 == "T" {print $3}')"
[[ -n "$exported" ]] || fail "libsprt.so exports no functions"
if grep -v '^sprt_' <<<"$exported"; then fail "libsprt.so exports the symbols above, not only sprt_*"; fi

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
flags="$(pkg-config --cflags --libs sprt)" || fail "pkg-config does not find sprt"
# shellcheck disable=SC2086
cc -std=c11 -Wall -Werror -o "$work/consumer" test/install/consumer.c $flags -lm || fail "consumer does not build"
LD_LIBRARY_PATH="$prefix/lib" "$work/consumer" || fail "consumer failed"

# A staged install: files under DESTDIR, the .pc file naming the prefix alone.
DESTDIR="$work/stage" bash scripts/install.sh --prefix=/opt/sprt
[[ -f "$work/stage/opt/sprt/include/sprt.h" && -L "$work/stage/opt/sprt/lib/libsprt.so" ]] ||
  fail "DESTDIR install is missing files"
grep -qx 'prefix=/opt/sprt' "$work/stage/opt/sprt/lib/pkgconfig/sprt.pc" || fail "staged sprt.pc names another prefix"

echo "install-test: passed"
