#!/usr/bin/env bash
# Main benchmark: MobileNetV1 end to end, sprt vs XNNPACK sparse vs XNNPACK dense, 1..N threads.
#
#   scripts/bench.sh [--layers | --dlmc] [benchmark flags...]
#
# Installs what is missing (scripts/install-deps.sh --plots), builds //bench:all with -c opt (no
# -march=native: sprt picks its kernels at run time), runs bazel-bin/bench/end2end (5 repetitions,
# randomly interleaved so that every model sees the same machine state; medians reported), prints
# the table (scripts/end2end_table.py) and writes the plots to docs/ (tools/plot_end2end.py).
# --layers runs the 1x1-layer benchmark bench/mobilenet_spmm_bench instead (table:
# scripts/bench_table.py). --dlmc runs bench/dlmc_bench on every matrix of $DLMC_DIR (default
# ../shared/data/dlmc), with sprt also run with each mapping table forced next to its own choice
# (--oracle=1); table scripts/dlmc_table.py, plot docs/dlmc-speedup.png. Other flags go to the benchmark binary
# (e.g. --benchmark_filter=..., --benchmark_repetitions=N, --benchmark_out=FILE, --batch=N for
# end2end).
# BAZEL_STARTUP_FLAGS (word-split) go before the bazel command, e.g. "--output_base=/tmp/ob".
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh --plots

# shellcheck disable=SC2206
STARTUP=(${BAZEL_STARTUP_FLAGS:-})

mode=end2end
args=()
for arg in "$@"; do
  if [[ "$arg" == --layers ]]; then
    mode=layers
  elif [[ "$arg" == --dlmc ]]; then
    mode=dlmc
  else
    args+=("$arg")
  fi
done

bazel "${STARTUP[@]}" build -c opt --curses=no --show_progress_rate_limit=30 -- //bench:all

BIN_DIR="$(bazel "${STARTUP[@]}" info -c opt bazel-bin 2>/dev/null)/bench"
if [[ "$mode" == layers ]]; then
  BIN="$BIN_DIR/mobilenet_spmm_bench"
  defaults=()
elif [[ "$mode" == dlmc ]]; then
  BIN="$BIN_DIR/dlmc_bench"
  DLMC_DIR="$(realpath "${DLMC_DIR:-../shared/data/dlmc}")"
  defaults=(--dlmc_dir="$DLMC_DIR" --oracle=1 --benchmark_min_time=0.1)
else
  BIN="$BIN_DIR/end2end"
  defaults=(--benchmark_repetitions=5 --benchmark_enable_random_interleaving=true
            --benchmark_report_aggregates_only=true)
fi
if [[ ! -x "$BIN" ]]; then
  echo "bench.sh: $BIN was not built" >&2
  exit 1
fi

# Console output goes to the terminal as it runs; the JSON for the table goes to a file. A
# --benchmark_out=FILE given by the caller is honoured (and read for the table).
JSON="$(mktemp --suffix=.json)"
trap 'rm -f "$JSON"' EXIT
out="$JSON"
for arg in "${args[@]}"; do
  case "$arg" in
    --benchmark_out=*) out="${arg#--benchmark_out=}" ;;
  esac
done

echo "bench.sh: $(date -u '+%Y-%m-%d %H:%M UTC'), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) processors"
# Caller flags come last: Google Benchmark takes the last value of a repeated flag.
"$BIN" --benchmark_out="$JSON" --benchmark_out_format=json "${defaults[@]}" "${args[@]}"

echo
if [[ "$mode" == layers ]]; then
  python3 scripts/bench_table.py "$out"
elif [[ "$mode" == dlmc ]]; then
  python3 scripts/dlmc_table.py "$out"
  /usr/bin/python3 tools/plot_dlmc.py "$out" --out=docs/dlmc-speedup.png
else
  python3 scripts/end2end_table.py "$out"
  /usr/bin/python3 tools/plot_end2end.py "$out" --out-dir=docs --sparsity=0.8 --threads=1
fi
