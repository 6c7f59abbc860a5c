#!/usr/bin/env bash
# Installs the Debian bookworm packages sprt needs to build and test (run as root on a fresh
# machine). Idempotent: prints nothing and touches nothing when everything is installed.
# --plots adds python3-matplotlib (the benchmark plots; the tests do not need it).
set -euo pipefail

PACKAGES=(
  bazel-bootstrap
  bazel-rules-java
  bazel-platforms
  libxnnpack-dev
  libpthreadpool-dev
  libcpuinfo-dev
  libfp16-dev
  libgtest-dev
  libgmock-dev
  libbenchmark-dev
  gcc
  g++
  python3
  git
  # aarch64 suite: cross compiler and user-mode emulator (scripts/aarch64-sysroot.sh adds the
  # arm64 libraries).
  gcc-aarch64-linux-gnu
  g++-aarch64-linux-gnu
  qemu-user
  # Fuzzing (scripts/fuzz.sh): clang with libFuzzer and the sanitizer runtimes.
  clang-14
  libclang-rt-14-dev
)
for arg in "$@"; do
  case "$arg" in
    --plots) PACKAGES+=(python3-matplotlib) ;;
    *) echo "install-deps: unknown option $arg" >&2; exit 2 ;;
  esac
done

missing=()
for pkg in "${PACKAGES[@]}"; do
  status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
SUDO=()
if [[ "$(id -u)" != 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "install-deps: missing packages (${missing[*]}) and not root; install them as root" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  "${missing[@]}" >/dev/null
echo "install-deps: done" >&2
