#!/usr/bin/env bash
# Main benchmark: sprt vs XNNPACK sparse and dense on the MobileNetV1 1x1 shapes.
# Builds //bench:all with -c opt (no -march=native: sprt picks its kernels at run time), runs
# bazel-bin/bench/mobilenet_spmm_bench with the given arguments (e.g. --benchmark_filter=...),
# then prints a table (scripts/bench_table.py) from its JSON output.
# BAZEL_STARTUP_FLAGS (word-split) go before the bazel command, e.g. "--output_base=/tmp/ob".
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh

# shellcheck disable=SC2206
STARTUP=(${BAZEL_STARTUP_FLAGS:-})

if ! bazel "${STARTUP[@]}" query //bench:mobilenet_spmm_bench >/dev/null 2>&1; then
  echo "bench.sh: //bench:mobilenet_spmm_bench is not defined (bench/BUILD.bazel): nothing to run" >&2
  exit 1
fi

bazel "${STARTUP[@]}" build -c opt --curses=no --show_progress_rate_limit=30 -- //bench:all

BIN="$(bazel "${STARTUP[@]}" info -c opt bazel-bin 2>/dev/null)/bench/mobilenet_spmm_bench"
if [[ ! -x "$BIN" ]]; then
  echo "bench.sh: $BIN was not built" >&2
  exit 1
fi

# Console output goes to the terminal as it runs; the JSON for the table goes to a file. A
# --benchmark_out=FILE given by the caller is honoured (and read for the table).
JSON="$(mktemp --suffix=.json)"
trap 'rm -f "$JSON"' EXIT
out="$JSON"
for arg in "$@"; do
  case "$arg" in
    --benchmark_out=*) out="${arg#--benchmark_out=}" ;;
  esac
done

"$BIN" --benchmark_out="$JSON" --benchmark_out_format=json "$@"

echo
python3 scripts/bench_table.py "$out"
