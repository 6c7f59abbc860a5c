#!/usr/bin/env bash
# Unpacks the Debian arm64 libraries sprt's aarch64 build links against into
# third_party/sysroot-aarch64 (not checked in), for `bazel test --config=aarch64`.
#
# The arm64 package lists go to a private apt state directory (third_party/sysroot-aarch64.apt),
# and the packages are unpacked with `dpkg-deb -x`: nothing is installed and dpkg's architecture
# list is never touched (`dpkg --add-architecture arm64` would replace the amd64 XNNPACK: the
# packages are not multi-arch). Idempotent: does nothing when the sysroot holds these versions.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

PACKAGES=(
  libxnnpack-dev libxnnpack0
  libpthreadpool-dev libpthreadpool0
  libcpuinfo-dev libcpuinfo0
  libgtest-dev libgmock-dev
  libbenchmark-dev libbenchmark1debian
)
SYSROOT=third_party/sysroot-aarch64
APT_DIR="$PWD/third_party/sysroot-aarch64.apt"
STAMP="$SYSROOT/.packages"

APT_OPTS=(
  -o "Dir::State::Lists=$APT_DIR/lists"
  -o "Dir::Cache=$APT_DIR/cache"
  -o "APT::Architectures::=amd64"
  -o "APT::Architectures::=arm64"
  -o "Debug::NoLocking=1"
)

# The host's amd64 versions are what the arm64 ones must match (same Debian release).
wanted="$(for p in "${PACKAGES[@]}"; do
  echo "$p $(dpkg-query -W -f='${Version}' "$p" 2>/dev/null || echo '?')"
done)"
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$wanted" ]]; then
  exit 0
fi

echo "aarch64-sysroot: fetching ${PACKAGES[*]} (arm64)" >&2
mkdir -p "$APT_DIR/lists/partial" "$APT_DIR/cache/archives/partial"
apt-get "${APT_OPTS[@]}" update -qq
download="$(mktemp -d)"
trap 'rm -rf "$download"' EXIT
chmod 777 "$download"  # apt's _apt user downloads into it
(cd "$download" && apt-get "${APT_OPTS[@]}" download -qq "${PACKAGES[@]/%/:arm64}")
rm -rf "$SYSROOT"
mkdir -p "$SYSROOT"
for deb in "$download"/*.deb; do
  dpkg-deb -x "$deb" "$SYSROOT"
done
echo "$wanted" > "$STAMP"
echo "aarch64-sysroot: unpacked into $SYSROOT" >&2
