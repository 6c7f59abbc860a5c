#!/usr/bin/env bash
# scripts/test.sh's bundle check (scripts/bundle.sh):
#   scripts/bundle-test.sh --arch=x86_64    the x86-64 bundle runs the end-to-end benchmark at 1 and 2
#                                           threads (MobileNetV1 and V2) and the depthwise layers alone
#                                           (one layer, 1 and 2 threads) from an empty environment (env -i)
#   scripts/bundle-test.sh --arch=aarch64   the arm64 bundle runs the layer benchmark under qemu-aarch64
# Each with a tiny filter. Also checks that every library the binaries load resolves inside the
# bundle's lib/, that folder and tarball stay under 64 MiB, that the run prints its table in under
# 10 KB, and that neither the bundle nor the run changes what git sees.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

arch="$(uname -m)"
for arg in "$@"; do
  case "$arg" in
    --arch=*) arch="${arg#*=}" ;;
    *) echo "bundle-test: unknown option $arg" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "bundle-test: FAILED: $*" >&2; exit 1; }

git_before="$(git status --porcelain)"
bash scripts/bundle.sh --arch="$arch" | tee "$work/bundle.out"
dir="$(tail -1 "$work/bundle.out")"
[[ -x "$dir/run.sh" ]] || fail "bundle.sh's last line is not a bundle folder: $dir"

limit=$((64 * 1024 * 1024))
size="$(du -sb "$dir" | cut -f1)"
tar_size="$(stat -c %s "$dir.tar.gz")"
((size < limit)) || fail "the bundle is $size bytes (limit $limit)"
((tar_size < limit)) || fail "the tarball is $tar_size bytes (limit $limit)"

emulator=()
if [[ "$arch" != "$(uname -m)" ]]; then emulator=("qemu-$arch"); fi
loader="$(find "$dir/lib" -maxdepth 1 -name 'ld-linux-*.so.*')"
for b in "$dir"/bin/*; do
  # The loader's --list: "libX.so => /path/libX.so (0x...)"; every path must be in lib/.
  "${emulator[@]}" "$loader" --library-path "$dir/lib" --list "$b" >"$work/list" 2>&1 ||
    fail "the bundle's loader cannot list $(basename "$b"): $(cat "$work/list")"
  outside="$(grep '=>' "$work/list" | grep -v "=> $dir/lib/" || true)"
  [[ -z "$outside" ]] || fail "$(basename "$b") loads libraries from outside the bundle: $outside"
done

if [[ "$arch" == x86_64 ]]; then
  run_args=(--threads=1,2 --model=mbv1,mbv2
            '--benchmark_filter=end2end/[a-z0-9]+/(xnnpack_dense/0|sprt/0.8)/|end2end_paired/mbv1/0.9'
            --benchmark_repetitions=1 --benchmark_min_time=0.01)
  expect=("MobileNetV1, batch 1, 1 thread" "MobileNetV1, batch 1, 2 threads" "MobileNetV2, batch 1, 2 threads"
          "Speedup over dense per thread count" "Scaling: latency at 1 thread" "Time per layer kind" "block (17)"
          "MobileNetV1, paired rounds")
  row='^sprt +0\.8 +[0-9.]+ +[0-9.]+ '  # sprt's row with its time and speedup over dense
else
  run_args=(--layers --threads=1 '--benchmark_filter=spmm/(sprt|xnnpack_sparse|xnnpack_dense)/49x1024x1024/0.9/'
            --benchmark_min_time=0.01)
  expect=("geomean" "ratios > 1: sprt is faster")
  row='^0\.9 +49x1024x1024 +1 +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ '
fi
env -i bash "$dir/run.sh" "${run_args[@]}" --out-dir="$work/results" >"$work/run.out" 2>&1 ||
  { cat "$work/run.out"; fail "run.sh failed"; }
cat "$work/run.out"
for text in "${expect[@]}"; do
  grep -qF "$text" "$work/run.out" || fail "run.sh printed no '$text'"
done
grep -qE "$row" "$work/run.out" || fail "run.sh printed no row matching '$row'"
if [[ "$arch" == x86_64 ]]; then
  # The paired rounds' 2-thread row: sprt's time, its speedup, the runtime's, and the four scalings.
  paired_row='^ +0\.9 +2( +[0-9]+\.[0-9]+){8}$'
  grep -qE "$paired_row" "$work/run.out" || fail "run.sh printed no paired row matching '$paired_row'"
  # Its hand-off row: each round measured the cross-core hand-off on the 2-thread pool.
  hand_off_row='^ +0\.9 +2 +[0-9]+\.[0-9]+ +[0-9]+/[1-9][0-9]*( |$)'
  grep -qE "$hand_off_row" "$work/run.out" || fail "run.sh printed no hand-off row matching '$hand_off_row'"
fi
printed="$(stat -c %s "$work/run.out")"
((printed < 10240)) || fail "run.sh printed $printed bytes (limit 10 KB)"
ls "$work/results"/*.json "$work/results"/*.log >/dev/null || fail "no JSON or console log in --out-dir"
if [[ "$arch" == x86_64 ]]; then
  # The thread measurements in one command (one short repetition of each): every table, and the tarball.
  env -i bash "$dir/run-threads.sh" --threads=1,2 --quick --out-dir="$work/threads" >"$work/threads.out" 2>&1 ||
    { cat "$work/threads.out"; fail "run-threads.sh failed"; }
  console="$(ls "$work"/threads/threads-*/console.txt)"
  for text in "MobileNetV1, batch 1, 2 threads" "MobileNetV1, paired rounds" "geomean" \
      "MobileNetV1 depthwise layers alone" "BM_HandOff" "BM_Stream/bytes:1048576/threads:2" \
      "Pool profile per layer kind, operator by operator, 2 threads" \
      "Pool profile per layer kind, XNNPACK's runtime, 2 threads" "MobileNetV2, batch 1, 2 threads" \
      "--fuse_blocks=0"; do
    grep -qF -- "$text" "$console" || { cat "$work/threads.out"; fail "run-threads.sh's console.txt has no '$text'"; }
  done
  # The 1x1 layers' pool profile: wall, busiest, work, balance, start, tail of sprt, then XNNPACK dense's.
  profile_row='^pw +[0-9]+\.[0-9] +[0-9]+\.[0-9] +[0-9]+\.[0-9]{2} +[0-9]+\.[0-9]{2} +[0-9]+\.[0-9] +[0-9]+\.[0-9] +[0-9]+\.[0-9] +[0-9]+\.[0-9]{2}$'
  grep -qE "$profile_row" "$console" || fail "run-threads.sh's console.txt has no profile row matching '$profile_row'"
  ls "$work"/threads/threads-*.tar.gz >/dev/null || fail "run-threads.sh left no tarball"
  tar -tzf "$work"/threads/threads-*.tar.gz | grep '/plans.txt$' >/dev/null || fail "run-threads.sh's tarball has no plans.txt"
  # sprt's plans: every 1x1 layer's kernel and predicted time, at each thread count.
  plans="$(ls "$work"/threads/threads-*/plans.txt)"
  grep -qE '^sprt info: sprt_setup_convolution2d_nchw_f32: [0-9]+ pixels: .*, predicted [0-9]+ ns per image$' "$plans" ||
    fail "run-threads.sh's plans.txt has no 1x1 plan line"
  # The depthwise layers alone, on 1 and 2 threads: the binary's own table.
  env -i bash "$dir/run.sh" --depthwise --threads=1,2 '--benchmark_filter=/dw13:' --benchmark_min_time=0.01 \
    --out-dir="$work/results" >"$work/depthwise.out" 2>&1 || { cat "$work/depthwise.out"; fail "run.sh --depthwise failed"; }
  grep -qE '^dw13 1024x7x7 s1 .*[0-9]' "$work/depthwise.out" || { cat "$work/depthwise.out"; fail "run.sh --depthwise printed no dw13 row"; }
  grep -qF 'sprt_operator/t2' "$work/depthwise.out" || fail "run.sh --depthwise printed no 2-thread operator column"
fi
[[ "$(git status --porcelain)" == "$git_before" ]] || fail "bundling or running changed what git sees"
echo "bundle-test: $arch bundle passed ($size bytes, tarball $tar_size)"
