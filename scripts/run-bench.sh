#!/usr/bin/env bash
# Runs one benchmark binary and prints its table: what scripts/bench.sh does after building, and
# what the benchmark bundle's run.sh does (scripts/bundle.sh). Needs bash and python3 (standard
# library; the plots also need matplotlib and are skipped without it).
#
#   run-bench.sh --bin-dir=DIR [--lib-dir=DIR [--arch=ARCH]] [--out-dir=DIR] [--plot-dir=DIR]
#                [--layers | --dlmc | --depthwise | --peaks] [--threads=LIST] [benchmark flags...]
#
# Modes: MobileNetV1, MobileNetV2 and EfficientNet-Lite0 end to end (bin/end2end, --model=LIST picks
# networks: 5 repetitions, randomly interleaved so that every model sees the same machine state,
# medians reported, and the paired rounds, whose ratios are measured within each round; table
# scripts/end2end_table.py, per kind on the terminal and per layer in <mode>-<time>-layers.txt;
# plots tools/plot_end2end.py); --layers the nine 1x1 layers (bin/mobilenet_spmm_bench, table
# scripts/bench_table.py); --dlmc the DLMC matrices of $DLMC_DIR (bin/dlmc_bench with every mapping
# table forced beside sprt's own choice, table scripts/dlmc_table.py, plot tools/plot_dlmc.py);
# --depthwise the 13 MobileNetV1 depthwise layers alone (bin/dwconv2d_chw_bench: kernels on one
# thread, the operators per thread count; the binary's own table); --peaks one core's yardsticks, the
# cross-core hand-off and the streaming rate of 1, 2, 4, ... cores (bin/machine_peaks_bench; its
# console lines).
# --threads=1,4,16 runs every benchmark at each count (default: end to end 1..processors, the rest 1;
# not --peaks).
# Other flags go to the binary, after the defaults (Google Benchmark takes the last of a repeated
# flag): --benchmark_filter=..., --benchmark_repetitions=N, --batch=N (end to end), ...
#
# --lib-dir=DIR runs the binaries through the dynamic loader in DIR with DIR as their library path
# (the bundle), under qemu-ARCH when --arch differs from this machine's.
# The terminal gets one line per finished benchmark and the table; OUT_DIR (default bench-out) gets
# <mode>-<time>.log (the binary's whole console output), .json and .txt (the table), and the plots
# unless --plot-dir names another folder.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin_dir="" lib_dir="" arch="$(uname -m)" out_dir="bench-out" plot_dir="" mode=end2end
args=()
for arg in "$@"; do
  case "$arg" in
    --bin-dir=*) bin_dir="${arg#*=}" ;;
    --lib-dir=*) lib_dir="${arg#*=}" ;;
    --arch=*) arch="${arg#*=}" ;;
    --out-dir=*) out_dir="${arg#*=}" ;;
    --plot-dir=*) plot_dir="${arg#*=}" ;;
    --layers) mode=layers ;;
    --dlmc) mode=dlmc ;;
    --depthwise) mode=depthwise ;;
    --peaks) mode=peaks ;;
    *) args+=("$arg") ;;
  esac
done
if [[ -z "$bin_dir" ]]; then
  echo "run-bench.sh: --bin-dir=DIR is required" >&2
  exit 2
fi
mkdir -p "$out_dir"
plot_dir="${plot_dir:-$out_dir}"

case "$mode" in
  end2end)
    bin=end2end table=end2end_table.py
    defaults=(--benchmark_repetitions=5 --benchmark_enable_random_interleaving=true
              --benchmark_report_aggregates_only=true) ;;
  layers)
    bin=mobilenet_spmm_bench table=bench_table.py defaults=() ;;
  dlmc)
    if [[ -z "${DLMC_DIR:-}" || ! -f "${DLMC_DIR:-}/index.csv" ]]; then
      echo "run-bench.sh: --dlmc needs DLMC_DIR, a folder with the DLMC index.csv (DLMC_DIR='${DLMC_DIR:-}')" >&2
      exit 2
    fi
    bin=dlmc_bench table=dlmc_table.py
    defaults=(--dlmc_dir="$(cd "$DLMC_DIR" && pwd)" --oracle=1 --benchmark_min_time=0.1) ;;
  depthwise)
    bin=dwconv2d_chw_bench table="" defaults=() ;;
  peaks)
    bin=machine_peaks_bench table="" defaults=() ;;
esac

run=()
if [[ -n "$lib_dir" ]]; then
  loader="$(find "$lib_dir" -maxdepth 1 -name 'ld-linux-*.so.*' | head -1)"
  if [[ -z "$loader" ]]; then
    echo "run-bench.sh: no dynamic loader (ld-linux-*.so.*) in $lib_dir" >&2
    exit 1
  fi
  run=("$loader" --library-path "$lib_dir")
fi
if [[ "$arch" != "$(uname -m)" ]]; then
  if ! command -v "qemu-$arch" >/dev/null 2>&1; then
    echo "run-bench.sh: these binaries are for $arch, this machine is $(uname -m) and has no qemu-$arch" >&2
    exit 1
  fi
  run=("qemu-$arch" "${run[@]}")
fi
run+=("$bin_dir/$bin")

stamp="$mode-$(date -u +%Y%m%dT%H%M%SZ)"
json="$out_dir/$stamp.json"
for arg in "${args[@]}"; do
  case "$arg" in
    --benchmark_out=*) json="${arg#--benchmark_out=}" ;;  # the caller's file is read for the table
  esac
done
log="$out_dir/$stamp.log"

# lscpu's model name, family and model (VMs often name only the vendor's line: "AMD EPYC").
cpu="$(LC_ALL=C lscpu 2>/dev/null | sed -nE 's/^Model name: *//p; s/^CPU family: *(.*)/family \1/p; s/^Model: *(.*)/model \1/p' |
  head -3 | paste -sd' ')"
echo "run-bench.sh: $(date -u '+%Y-%m-%d %H:%M UTC'), ${cpu:-$(uname -m)}, $(nproc) processors; $bin, console output in $log"
total="$("${run[@]}" --benchmark_list_tests=true "${defaults[@]}" "${args[@]}" | wc -l)"
set +e
"${run[@]}" --benchmark_out="$json" --benchmark_out_format=json "${defaults[@]}" "${args[@]}" 2>&1 |
  python3 "$here/bench_progress.py" --total="$total" --log="$log"
statuses="${PIPESTATUS[*]}"
set -e
if [[ "$statuses" != "0 0" ]]; then
  tail -20 "$log" >&2
  echo "run-bench.sh: $bin failed (console output: $log)" >&2
  exit 1
fi

echo
case "$mode" in
  # The binary prints its own table after the runs; the console log holds it.
  depthwise) sed -n '/^MobileNetV1 depthwise layers alone/,$p' "$log" | tee "$out_dir/$stamp.txt" ;;
  peaks) grep -E '^BM_' "$log" | tee "$out_dir/$stamp.txt" ;;
  *) python3 "$here/$table" "$json" | tee "$out_dir/$stamp.txt" ;;
esac
echo "run-bench.sh: table in $out_dir/$stamp.txt, JSON in $json"
if [[ "$mode" == end2end ]]; then
  python3 "$here/$table" --per-layer "$json" >"$out_dir/$stamp-layers.txt"
  echo "run-bench.sh: every layer in $out_dir/$stamp-layers.txt"
fi

# Plots: Debian's matplotlib is seen by /usr/bin/python3, not always by a python3 earlier on PATH.
plotter=""
for python in /usr/bin/python3 python3; do
  if "$python" -c 'import matplotlib' >/dev/null 2>&1; then plotter="$python"; break; fi
done
plot=()
case "$mode" in
  end2end) plot=("$here/../tools/plot_end2end.py" "$json" --out-dir="$plot_dir" --sparsity=0.8) ;;
  dlmc) plot=("$here/../tools/plot_dlmc.py" "$json" --out="$plot_dir/dlmc-speedup.png") ;;
esac
if ((${#plot[@]})); then
  if [[ -n "$plotter" ]]; then
    "$plotter" "${plot[@]}"
  else
    echo "run-bench.sh: no plots (python3 has no matplotlib)"
  fi
fi
