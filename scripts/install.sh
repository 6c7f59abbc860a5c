#!/usr/bin/env bash
# Installs sprt for programs built outside Bazel:
#   <prefix>/include/sprt.h
#   <prefix>/lib/libsprt.so.X.Y.Z (SONAME libsprt.so.X), libsprt.so.X and libsprt.so symlinks
#   <prefix>/lib/pkgconfig/sprt.pc
#   <prefix>/lib/libsprt_xnnpack.so.X.Y.Z (and links), the XNNPACK plugin (docs/plugin.md), and
#   <prefix>/lib/pkgconfig/sprt_xnnpack.pc
#
#   scripts/install.sh [--prefix=DIR]     default /usr/local; PREFIX=DIR works too
#   DESTDIR=/tmp/stage scripts/install.sh  stages the tree under DESTDIR (packaging); the .pc file
#                                          still names the prefix
#
# Builds with `bazel build -c opt` first (installing Bazel and the Debian dependencies if missing).
# A consumer then needs only pkg-config: `cc app.c $(pkg-config --cflags --libs sprt)`. sprt.h
# includes <pthreadpool.h> (Debian: libpthreadpool-dev); libsprt.so links libcpuinfo and
# libpthreadpool dynamically.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

prefix="${PREFIX:-/usr/local}"
for arg in "$@"; do
  case "$arg" in
    --prefix=*) prefix="${arg#--prefix=}" ;;
    *) echo "install.sh: unknown argument $arg (usage: scripts/install.sh [--prefix=DIR])" >&2; exit 2 ;;
  esac
done
case "$prefix" in
  /*) ;;
  *) echo "install.sh: the prefix must be an absolute path, got $prefix" >&2; exit 2 ;;
esac
destdir="${DESTDIR:-}"

version_part() { sed -nE "s/^#define SPRT_VERSION_$1 ([0-9]+)$/\\1/p" include/sprt.h; }
major="$(version_part MAJOR)"
version="$major.$(version_part MINOR).$(version_part PATCH)"

bash scripts/install-deps.sh >/dev/null
# shellcheck disable=SC2206
STARTUP=(${BAZEL_STARTUP_FLAGS:-})
bazel "${STARTUP[@]}" build -c opt --curses=no --show_progress_rate_limit=30 -- //:libsprt.so \
  //plugin:libsprt_xnnpack.so.0
bin="$(bazel "${STARTUP[@]}" info -c opt bazel-bin 2>/dev/null)"

lib="$destdir$prefix/lib"
install -d "$destdir$prefix/include" "$lib/pkgconfig"
install -m 644 include/sprt.h "$destdir$prefix/include/sprt.h"
for name in libsprt libsprt_xnnpack; do
  built="$bin/$name.so"
  [[ "$name" == libsprt_xnnpack ]] && built="$bin/plugin/$name.so.$major"
  install -m 755 "$built" "$lib/$name.so.$version"
  ln -sfn "$name.so.$version" "$lib/$name.so.$major"
  ln -sfn "$name.so.$major" "$lib/$name.so"
done

cat > "$lib/pkgconfig/sprt.pc" <<PC
prefix=$prefix
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib
includedir=\${prefix}/include

Name: sprt
Description: Sparse register tiling: pruned 1x1 and NCHW convolutions for CPUs, XNNPACK-style API
Version: $version
Requires.private: libcpuinfo
Libs: -L\${libdir} -lsprt
Libs.private: -lpthreadpool -lpthread -lm
Cflags: -I\${includedir}
PC

# The plugin is loaded ahead of libXNNPACK (LD_PRELOAD, or linked before -lXNNPACK).
cat > "$lib/pkgconfig/sprt_xnnpack.pc" <<PC
prefix=$prefix
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib

Name: sprt_xnnpack
Description: XNNPACK plugin: XNNPACK's NCHW convolutions and NCW pooling on sprt (link it before -lXNNPACK)
Version: $version
Libs: -L\${libdir} -lsprt_xnnpack -lXNNPACK
PC

echo "install.sh: sprt $version installed under $destdir$prefix"
