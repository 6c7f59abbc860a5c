#!/usr/bin/env bash
# scripts/test.sh's install check: installs sprt into temporary prefixes with scripts/install.sh,
# then builds test/install/consumer.c outside Bazel with `pkg-config --cflags --libs sprt` alone and
# runs it; runs MobileNetV1 through XNNPACK's runtime with the installed plugin preloaded. Also checks the SONAME against SPRT_VERSION_MAJOR, that only sprt_* symbols are
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

# The plugin: MobileNetV1 through XNNPACK's runtime, built against the installed sprt and the
# system XNNPACK, with the installed plugin preloaded. On x86 it takes the stem, the 13 depthwise
# and 13 pointwise layers and the pooling (28 layers).
plugin_soname="$(readelf -d "$prefix/lib/libsprt_xnnpack.so" | sed -nE 's/.*\(SONAME\).*\[(.*)\]/\1/p')"
[[ "$plugin_soname" == "libsprt_xnnpack.so.$major" ]] || fail "plugin SONAME is '$plugin_soname'"
pkg-config --exists sprt_xnnpack || fail "pkg-config does not find sprt_xnnpack"
# shellcheck disable=SC2086
c++ -std=c++17 -O2 -I. -o "$work/runtime-consumer" test/install/runtime-consumer.cc models/network-runtime.cc \
  models/network.cc $flags -lXNNPACK -lpthreadpool || fail "runtime-consumer does not build"
LD_PRELOAD="$prefix/lib/libsprt_xnnpack.so" LD_LIBRARY_PATH="$prefix/lib" SPRT_LOG=info \
  "$work/runtime-consumer" >"$work/runtime.log" 2>&1 || { cat "$work/runtime.log"; fail "runtime-consumer failed"; }
took="$(grep -c 'sprt_xnnpack: took' "$work/runtime.log" || true)"
grep 'runtime-consumer:' "$work/runtime.log"
[[ "$took" == 28 ]] || { cat "$work/runtime.log"; fail "the preloaded plugin took $took layers, expected 28"; }
echo "install-test: the preloaded plugin took $took layers"

# A staged install: files under DESTDIR, the .pc file naming the prefix alone.
DESTDIR="$work/stage" bash scripts/install.sh --prefix=/opt/sprt
[[ -f "$work/stage/opt/sprt/include/sprt.h" && -L "$work/stage/opt/sprt/lib/libsprt.so" ]] ||
  fail "DESTDIR install is missing files"
grep -qx 'prefix=/opt/sprt' "$work/stage/opt/sprt/lib/pkgconfig/sprt.pc" || fail "staged sprt.pc names another prefix"

echo "install-test: passed"
