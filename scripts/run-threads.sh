#!/usr/bin/env bash
# The thread measurements of a many-core machine in one command, from the benchmark bundle
# (scripts/bundle.sh puts this file beside run.sh), at every thread count of --threads:
#   sprt's plans of the three networks at 80% (SPRT_LOG=info: each 1x1 layer's kernel and predicted
#     time, the work splits with their predictions, the fused blocks' bands) in plans.txt;
#   end to end: MobileNetV1 at 80 and 90%, MobileNetV2 and EfficientNet-Lite0 at 80%, sprt and
#     XNNPACK dense operator by operator and through XNNPACK's runtime (per-layer counters), and the
#     paired rounds of the three networks at 80 and 90% (ratios measured within each round);
#   the nine MobileNetV1 1x1 layers alone at 80% (sprt, XNNPACK dense);
#   the pool profile of the three networks (sprt at 80% and XNNPACK dense, operator by operator and
#     through XNNPACK's runtime): per layer, the work each thread did, the balance, the wake-up and
#     the return (a run of its own);
#   sprt's plans of MobileNetV2 and EfficientNet-Lite0 at 80% without fused blocks (end2end
#     --fuse_blocks=0): against the first run's sprt rows, what the fused blocks give per thread count;
# then the machine's peaks, cross-core hand-off and streaming rate at 1, 2, 4, ... threads once, and
# the 13 MobileNetV1 depthwise layers alone (the longest step, last).
# Three repetitions of at least 0.2 s each (4.3 minutes at 1 and 2 threads on a 2-vCPU Zen 4 guest,
# about 7 at 1, 4 and 16 threads on a 16-core Xeon). Every table goes to console.txt, and the whole
# folder into one tarball, for machines that bring back only a few files; the tarball is written
# again after every step, so a run stopped at a time limit leaves the steps it finished.
#
#   bash run-threads.sh [--threads=LIST] [--out-dir=DIR] [--quick]
#
# --threads: default 1,4,16 with 16 processors or more, else 1 to the processors. --out-dir: where
# the folder threads-<time>/ and its tarball go (default results/ beside this file). --quick: one
# short repetition of each benchmark, MobileNetV1 only (a check that the sequence runs).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
threads="" out_dir="$here/results" quick=0
for arg in "$@"; do
  case "$arg" in
    --threads=*) threads="${arg#*=}" ;;
    --out-dir=*) out_dir="${arg#*=}" ;;
    --quick) quick=1 ;;
    *) echo "run-threads.sh: unknown option $arg (--threads=LIST, --out-dir=DIR, --quick)" >&2; exit 2 ;;
  esac
done
if [[ -z "$threads" ]]; then
  processors="$(nproc)"
  if ((processors >= 16)); then threads=1,4,16; else threads="$(seq -s, 1 "$processors")"; fi
fi

name="threads-$(date -u +%Y%m%dT%H%M%SZ)"
work="$out_dir/$name"
mkdir -p "$work/plans"
flags=(--benchmark_repetitions=3 --benchmark_min_time=0.2)
# MobileNetV1 at 80 and 90%, the other two networks at 80%, and the paired rounds at 80 and 90%.
models_8_9='(xnnpack_dense/0|sprt/0\.[89]|xnnpack_runtime_dense/0|xnnpack_runtime_sprt/0\.[89])'
models_8='(xnnpack_dense/0|sprt/0\.8|xnnpack_runtime_dense/0|xnnpack_runtime_sprt/0\.8)'
end2end=("--benchmark_filter=^end2end/mbv1/$models_8_9/|^end2end/(mbv2|efflite0)/$models_8/|^end2end_paired/[a-z0-9]+/0\.[89]/")
# Where each layer's time goes on the pool (bench/pool-profile.h): sprt at 80% and XNNPACK dense,
# operator by operator and through XNNPACK's runtime, in a run of their own (timing every task costs
# XNNPACK's many small ones).
profile=(--pool_profile=1 "--benchmark_filter=^end2end/[a-z0-9]+/$models_8/")
unfused=(--fuse_blocks=0 "--benchmark_filter=^end2end/(mbv2|efflite0)/sprt/0\.8/")
plans=("--benchmark_filter=^end2end/[a-z0-9]+/sprt/0\.8/" --benchmark_repetitions=1 --benchmark_min_time=0.01)
if ((quick)); then
  flags=(--benchmark_repetitions=1 --benchmark_min_time=0.01)
  end2end+=(--model=mbv1)
  profile+=(--model=mbv1)
  unfused+=(--model=mbv2)
  plans+=(--model=mbv2)
fi

# The folder as it is, in its tarball (replaced whole: a copy cut off mid-write is never left).
save() {
  tar -C "$out_dir" -czf "$work.tar.gz.part" "$name"
  mv "$work.tar.gz.part" "$work.tar.gz"
}

# run.sh MODE-FLAGS...: one benchmark binary, its console lines and tables appended to console.txt.
run() {
  local start=$SECONDS
  echo "run-threads.sh: run.sh $*" | tee -a "$work/console.txt"
  bash "$here/run.sh" --out-dir="$work" "$@" 2>&1 | tee -a "$work/console.txt"
  echo "run-threads.sh: took $((SECONDS - start)) s" | tee -a "$work/console.txt"
  save
}

echo "run-threads.sh: $(date -u '+%Y-%m-%d %H:%M UTC'), threads $threads, into $work" | tee "$work/console.txt"
# The plans: one short run whose console log (log lines included) and plots stay in plans/.
SPRT_LOG=info bash "$here/run.sh" --out-dir="$work/plans" --threads="$threads" "${plans[@]}" >"$work/plans/run.out" 2>&1 ||
  { cat "$work/plans/run.out"; exit 1; }
grep -h '^sprt info: ' "$work"/plans/end2end-*.log >"$work/plans.txt"
echo "run-threads.sh: $(wc -l <"$work/plans.txt") plan lines in $work/plans.txt" | tee -a "$work/console.txt"
save
run --threads="$threads" "${end2end[@]}" "${flags[@]}"
run --layers --threads="$threads" '--benchmark_filter=^spmm/(sprt|xnnpack_dense)/[0-9x]+/0\.8/' "${flags[@]}"
run --threads="$threads" "${profile[@]}" "${flags[@]}"
run --threads="$threads" "${unfused[@]}" "${flags[@]}"
run --peaks "${flags[@]}"
run --depthwise --threads="$threads" "${flags[@]}"
echo "run-threads.sh: tables in $work/console.txt, everything in $work.tar.gz"
