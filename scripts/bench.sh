#!/usr/bin/env bash
# Main benchmark: MobileNetV1, MobileNetV2 and EfficientNet-Lite0 end to end, sprt vs XNNPACK sparse vs
# XNNPACK dense, 1..N threads (--model=mbv1,mbv2,efflite0 picks networks; default all three).
#
#   scripts/bench.sh [--layers | --dlmc | --depthwise | --peaks] [--threads=LIST] [--update-docs] [benchmark flags...]
#
# Installs what is missing (scripts/install-deps.sh --plots), builds //bench:all with -c opt (no
# -march=native: sprt picks its kernels at run time; build log in bench-out/build.log), then runs
# scripts/run-bench.sh: one line per finished benchmark, then the table. --layers benchmarks the
# nine MobileNetV1 1x1 layers alone, --dlmc the DLMC matrices of $DLMC_DIR (default
# ../shared/data/dlmc), --depthwise the 13 depthwise layers alone, --peaks one core's yardsticks,
# the cross-core hand-off and the streaming rate of 1, 2, 4, ... cores. --threads=1,4,16 picks the
# thread counts (default: end to end 1..processors, the others 1). The console output, JSON, table
# and plots go to bench-out/ (ignored by git); --update-docs writes the plots to docs/ instead. Other
# flags go to the benchmark binary (--benchmark_filter=..., --benchmark_repetitions=N, --batch=N for
# end2end).
# BAZEL_STARTUP_FLAGS (word-split) go before the bazel command, e.g. "--output_base=/tmp/ob".
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh --plots

# shellcheck disable=SC2206
STARTUP=(${BAZEL_STARTUP_FLAGS:-})

args=()
plot_dir=bench-out
for arg in "$@"; do
  if [[ "$arg" == --update-docs ]]; then
    plot_dir=docs
  else
    args+=("$arg")
  fi
done

mkdir -p bench-out
echo "bench.sh: building //bench:all (-c opt; log in bench-out/build.log)"
if ! bazel "${STARTUP[@]}" build -c opt --curses=no --color=no -- //bench:all >bench-out/build.log 2>&1; then
  tail -30 bench-out/build.log >&2
  echo "bench.sh: the build failed (bench-out/build.log)" >&2
  exit 1
fi

export DLMC_DIR="${DLMC_DIR:-../shared/data/dlmc}"
exec bash scripts/run-bench.sh --bin-dir="$(bazel "${STARTUP[@]}" info -c opt bazel-bin 2>/dev/null)/bench" \
  --out-dir=bench-out --plot-dir="$plot_dir" "${args[@]}"
