#!/usr/bin/env bash
# Runs an aarch64 binary under qemu-aarch64 with the cross libc (/usr/aarch64-linux-gnu) and the
# arm64 sysroot libraries (scripts/aarch64-sysroot.sh). `bazel test --config=aarch64` runs every
# test through it (--run_under); by hand: scripts/qemu-aarch64.sh bazel-aarch64-bin/test/packing_test
set -euo pipefail
# Under --run_under this is a runfiles symlink: resolve it to find the source tree.
here="$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")"
libdir="$here/../third_party/sysroot-aarch64/usr/lib/aarch64-linux-gnu"
if [[ ! -d "$libdir" ]]; then
  echo "qemu-aarch64.sh: $libdir is missing: run scripts/aarch64-sysroot.sh" >&2
  exit 1
fi
# Scripts (sh_test) run as they are; only aarch64 ELF files (e_machine 0xb7) go to qemu.
if [[ "$(head -c 4 "$1" | od -An -c | tr -d ' ')" != '177ELF' ||
      "$(od -An -tx1 -j18 -N2 "$1" | tr -d ' ')" != b700 ]]; then
  exec "$@"
fi
exec qemu-aarch64 -L /usr/aarch64-linux-gnu -E "LD_LIBRARY_PATH=$libdir" "$@"
