#!/usr/bin/env bash
# The benchmark bundle: a self-contained folder (and a tarball of it) that runs the benchmarks on a
# machine without Bazel or Debian's -dev packages (a Raspberry Pi, a many-core server).
#
#   scripts/bundle.sh [--arch=x86_64|aarch64]     (default: this machine's)
#
# Builds //bench:end2end, mobilenet_spmm_bench, dlmc_bench, dwconv2d_chw_bench and machine_peaks_bench
# with -c opt (aarch64: cross-built with
# --config=aarch64 against scripts/aarch64-sysroot.sh's sysroot) and lays out
# bench-out/bundle/sprt-bench-ARCH/:
#   bin/      the benchmark binaries
#   lib/      every shared library they load, found by walking DT_NEEDED, and the dynamic loader
#             (the binaries run through it, with lib/ as their library path)
#   scripts/  run-bench.sh and the table scripts (python3's standard library); tools/ the plots
#   run.sh    scripts/run-bench.sh on bin/ and lib/: takes what scripts/bench.sh takes
#             (--layers, --dlmc with DLMC_DIR, --depthwise, --peaks, --threads=LIST, benchmark
#             flags), writes to results/
#   run-threads.sh  the thread measurements (end to end, the 1x1 and depthwise layers alone, the
#             peaks) at --threads=LIST in one command, and one tarball of them (scripts/run-threads.sh)
# and bench-out/bundle/sprt-bench-ARCH.tar.gz. The folder's path is the last line printed.
# BAZEL_STARTUP_FLAGS (word-split) go before the bazel command.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
repo="$PWD"

arch="$(uname -m)"
for arg in "$@"; do
  case "$arg" in
    --arch=*) arch="${arg#*=}" ;;
    *) echo "bundle.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

bash scripts/install-deps.sh
# shellcheck disable=SC2206
STARTUP=(${BAZEL_STARTUP_FLAGS:-})
BUILD_FLAGS=(-c opt --curses=no --color=no)
case "$arch" in
  x86_64)
    lib_dirs=(/lib/x86_64-linux-gnu /usr/lib/x86_64-linux-gnu /lib64 /usr/lib64) ;;
  aarch64)
    bash scripts/aarch64-sysroot.sh
    BUILD_FLAGS+=(--config=aarch64)
    sysroot="$repo/third_party/sysroot-aarch64"
    # The cross compiler's glibc and libstdc++, then the sysroot's Debian arm64 libraries.
    lib_dirs=(/usr/aarch64-linux-gnu/lib "$sysroot/usr/lib/aarch64-linux-gnu" "$sysroot/lib/aarch64-linux-gnu") ;;
  *) echo "bundle.sh: --arch must be x86_64 or aarch64, not $arch" >&2; exit 2 ;;
esac
binaries=(end2end mobilenet_spmm_bench dlmc_bench dwconv2d_chw_bench machine_peaks_bench)

mkdir -p bench-out/bundle
build_log="$repo/bench-out/bundle/build-$arch.log"
echo "bundle.sh: building ${binaries[*]} for $arch (log in $build_log)"
if ! bazel "${STARTUP[@]}" build "${BUILD_FLAGS[@]}" -- "${binaries[@]/#/\/\/bench:}" >"$build_log" 2>&1; then
  tail -30 "$build_log" >&2
  echo "bundle.sh: the build failed ($build_log)" >&2
  exit 1
fi
bin_dir="$(bazel "${STARTUP[@]}" info "${BUILD_FLAGS[@]}" bazel-bin 2>/dev/null)/bench"

name="sprt-bench-$arch"
out="$repo/bench-out/bundle/$name"
rm -rf "$out" "$out.tar.gz"
mkdir -p "$out/bin" "$out/lib" "$out/scripts" "$out/tools"

# find_library NAME DIR...: the first of DIR... (the needing file's RUNPATH first), then lib_dirs,
# that has it.
find_library() {
  local name="$1" dir
  shift
  for dir in "$@" "${lib_dirs[@]}"; do
    if [[ -e "$dir/$name" ]]; then echo "$dir/$name"; return 0; fi
  done
  echo "bundle.sh: no $name in $* ${lib_dirs[*]}" >&2
  return 1
}

# The queue holds files as they are built or installed (their RUNPATH's $ORIGIN is their folder).
queue=()
for b in "${binaries[@]}"; do
  cp "$bin_dir/$b" "$out/bin/"
  chmod u+w "$out/bin/$b"
  queue+=("$bin_dir/$b")
done
interpreter="$(readelf -l "$bin_dir/end2end" | sed -nE 's/.*Requesting program interpreter: (.*)\]$/\1/p')"
cp -L "$(find_library "$(basename "$interpreter")")" "$out/lib/"
# Every DT_NEEDED library, transitively; copies of the files behind the links.
while ((${#queue[@]})); do
  file="${queue[0]}"
  queue=("${queue[@]:1}")
  origin="$(dirname "$file")"
  runpath=()
  IFS=: read -r -a runpath < <(readelf -d "$file" | sed -nE 's/.*\((RUNPATH|RPATH)\).*\[(.*)\]$/\2/p') || true
  runpath=("${runpath[@]//\$ORIGIN/$origin}")
  while IFS= read -r needed; do
    if [[ ! -e "$out/lib/$needed" ]]; then
      found="$(find_library "$needed" "${runpath[@]}")"
      cp -L "$found" "$out/lib/$needed"
      queue+=("$found")
    fi
  done < <(readelf -d "$file" | sed -nE 's/.*\(NEEDED\).*\[(.*)\]$/\1/p')
done

cp scripts/run-bench.sh scripts/bench_progress.py scripts/benchmark_json.py scripts/end2end_table.py \
  scripts/bench_table.py scripts/dlmc_table.py "$out/scripts/"
cp tools/plot_end2end.py tools/plot_dlmc.py "$out/tools/"
cp scripts/run-threads.sh "$out/"
cat >"$out/run.sh" <<EOF
#!/usr/bin/env bash
# sprt benchmark bundle for $arch (scripts/bundle.sh, sprt $(git describe --always --dirty 2>/dev/null || echo unknown)).
#   bash run.sh [--layers | --dlmc | --depthwise | --peaks] [--threads=1,4,16] [--out-dir=DIR] [benchmark flags...]
# The three networks end to end by default; needs bash and python3. Results go to results/ beside
# this file. run-threads.sh beside it runs the thread measurements in one command.
set -euo pipefail
here="\$(cd "\$(dirname "\${BASH_SOURCE[0]}")" && pwd)"
export PATH="\${PATH:-/usr/local/bin:/usr/bin:/bin}"
exec bash "\$here/scripts/run-bench.sh" --bin-dir="\$here/bin" --lib-dir="\$here/lib" --arch=$arch \\
  --out-dir="\$here/results" "\$@"
EOF
chmod +x "$out/run.sh"

tar -C "$(dirname "$out")" -czf "$out.tar.gz" "$name"
echo "bundle.sh: $(du -sh "$out" | cut -f1) in $(find "$out" -type f | wc -l) files, tarball $out.tar.gz ($(du -h "$out.tar.gz" | cut -f1))"
echo "$out"
