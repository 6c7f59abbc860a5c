#!/usr/bin/env bash
# Every test: installs missing Debian packages, runs `bazel test //...` (x86-64 suite, which also
# builds the benchmarks), the test targets again under AddressSanitizer + UndefinedBehaviorSanitizer
# (--config=asan), the threaded ones (tag "threads") under ThreadSanitizer (--config=tsan, see
# docs/testing.md), the install test (scripts/install-test.sh: installed into a temporary prefix,
# used through pkg-config), the x86-64 benchmark bundle (scripts/bundle-test.sh), the fuzz smoke run
# (scripts/fuzz.sh: each libFuzzer target for 60 s from its checked-in corpus), then cross-built for
# aarch64 and run under qemu-aarch64 (--config=aarch64, -c opt: emulation is slow; every test but
# XNNPACK's own code, tag "model") and the arm64 bundle under qemu. Only the x86 suite runs the
# MobileNetV1 layer cases at 70 and 90% sparsity and MobileNetV1's plans in network_test; the other
# runs keep 80% and MobileNetV2 and EfficientNet-Lite0 (SECOND_RUN_FILTER).
# Prints each step's wall time, then `N passed, N failed` (test targets and steps, all suites summed)
# as the last line; exits non-zero on any failure.
#
# Extra arguments go to every `bazel test` (e.g. scripts/test.sh --test_filter=F32SpMM.*).
# BAZEL_STARTUP_FLAGS (word-split) go before the command, e.g. "--output_base=/tmp/ob".
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

bash scripts/install-deps.sh || { echo "test.sh: installing dependencies failed" >&2; exit 1; }

# shellcheck disable=SC2206
STARTUP=(${BAZEL_STARTUP_FLAGS:-})
COMMON_FLAGS=(--keep_going --curses=no --color=no --show_progress_rate_limit=30)

LOG_DIR="$(mktemp -d)"
trap 'rm -rf "$LOG_DIR"' EXIT

total_passed=0
total_failed=0
status=0

# run_suite NAME [bazel flags...]: runs `bazel test //...`, adds its test targets to the totals.
run_suite() {
  local name="$1"
  shift
  local log="$LOG_DIR/$name.log"
  echo "=== test suite $name: bazel test ${*:+$* }//..."
  bazel "${STARTUP[@]}" test "${COMMON_FLAGS[@]}" "$@" -- //... 2>&1 | tee "$log"
  local rc="${PIPESTATUS[0]}"

  # Test summary lines: "//pkg:target   (cached) PASSED in 0.1s", "... FAILED in 2 out of 2 ...",
  # "... FAILED TO BUILD", "... TIMEOUT in ...", "... NO STATUS", "... FLAKY, failed in ...".
  local passed failed
  passed="$(grep -cE '^(@[^/ ]*)?//[^ ]+ +(\(cached\) )?(PASSED|FLAKY)' "$log" || true)"
  failed="$(grep -cE '^(@[^/ ]*)?//[^ ]+ +(\(cached\) )?(FAILED|TIMEOUT|NO STATUS|INCOMPLETE|REMOTE FAILURE)' "$log" || true)"

  case "$rc" in
    0) ;;
    4) echo "test.sh: suite $name: no test targets found" ;;  # bazel: nothing to test
    *)
      status=1
      # A failure before any test ran (analysis or loading error) still counts once, so the
      # summary never reads "0 failed" for a failing run.
      if ((failed == 0)); then failed=1; fi
      echo "test.sh: suite $name FAILED (bazel exit code $rc)"
      ;;
  esac
  echo "=== $name: $passed passed, $failed failed"
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
}

# run_step NAME COMMAND...: a step that counts as one test; failing it fails the run.
run_step() {
  local name="$1"
  shift
  echo "=== $name: $*"
  if "$@"; then
    total_passed=$((total_passed + 1))
  else
    echo "test.sh: $name FAILED"
    status=1
    total_failed=$((total_failed + 1))
  fi
}

# timed NAME COMMAND...: runs COMMAND in this shell and records its wall time for the summary.
step_times=()
timed() {
  local name="$1" start="$SECONDS"
  shift
  "$@"
  step_times+=("$(printf '%-16s %5d s' "$name" $((SECONDS - start)))")
  echo "=== $name took $((SECONDS - start)) s"
}

# The MobileNetV1 layer cases run again (ASan, TSan, qemu) at 80% sparsity only: the shapes, not the
# sparsities, pick the tiles, splits and copies these runs check. Of the networks' plans (the same
# code for every network) they run MobileNetV2 and EfficientNet-Lite0.
SECOND_RUN_FILTER='-*MobileNet*sparsity70*:*MobileNet*sparsity90*:Networks/NetworkTest.*/mbv1'

timed x86_64 run_suite x86_64 "$@"
timed asan run_suite asan --config=asan --build_tests_only --test_filter="$SECOND_RUN_FILTER" "$@"
timed tsan run_suite tsan --config=tsan --build_tests_only --test_tag_filters=threads \
  --test_filter="$SECOND_RUN_FILTER" "$@"
# Installed outside Bazel: a C program built with pkg-config alone (scripts/install-test.sh).
timed install run_step "install test" bash scripts/install-test.sh
# The benchmark bundle, run from an empty environment.
timed bundle-x86_64 run_step "bundle x86_64" bash scripts/bundle-test.sh --arch=x86_64
# Fuzz smoke run: every target of fuzz/ for 60 s under ASan + UBSan (scripts/fuzz.sh).
timed fuzz run_step "fuzz" bash scripts/fuzz.sh --time 60

# aarch64: cross-built with Debian's aarch64-linux-gnu-gcc, the tests run under qemu-aarch64.
if bash scripts/aarch64-sysroot.sh; then
  timed aarch64 run_suite aarch64 --config=aarch64 -c opt --build_tests_only --test_tag_filters=-model \
    --test_filter="$SECOND_RUN_FILTER" "$@"
  timed bundle-aarch64 run_step "bundle aarch64" bash scripts/bundle-test.sh --arch=aarch64
else
  echo "test.sh: making the arm64 sysroot failed (scripts/aarch64-sysroot.sh)"
  status=1
  total_failed=$((total_failed + 1))
fi

if [[ "${CI:-}" == true ]]; then
  bazel "${STARTUP[@]}" shutdown >/dev/null 2>&1 || true
fi

echo
echo "Wall time per step:"
printf '  %s\n' "${step_times[@]}"
echo "${total_passed} passed, ${total_failed} failed"
exit "$status"
