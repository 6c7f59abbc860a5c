#!/usr/bin/env bash
# Every test: installs missing Debian packages, runs `bazel test //...` (x86-64 suite), the whole
# suite again under AddressSanitizer + UndefinedBehaviorSanitizer (--config=asan) and under
# ThreadSanitizer (--config=tsan, see docs/testing.md), the install test
# (scripts/install-test.sh: installed into a temporary prefix, used through pkg-config), the fuzz
# smoke run (scripts/fuzz.sh: each libFuzzer target for 60 s from its checked-in corpus), then
# cross-built for aarch64 and run under qemu-aarch64 (--config=aarch64, -c opt: emulation is slow).
# Prints `N passed, N failed` (test targets, both runs summed) as the last line; exits non-zero
# on any failure.
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

run_suite x86_64 "$@"
run_suite asan --config=asan "$@"
run_suite tsan --config=tsan "$@"

# Installed outside Bazel: a C program built with pkg-config alone (scripts/install-test.sh).
echo "=== install test: scripts/install-test.sh"
if bash scripts/install-test.sh; then
  total_passed=$((total_passed + 1))
else
  echo "test.sh: install test FAILED"
  status=1
  total_failed=$((total_failed + 1))
fi

# Fuzz smoke run: every target of fuzz/ for 60 s under ASan + UBSan (scripts/fuzz.sh).
echo "=== fuzz: scripts/fuzz.sh --time 60"
if bash scripts/fuzz.sh --time 60; then
  total_passed=$((total_passed + 1))
else
  echo "test.sh: fuzzing FAILED"
  status=1
  total_failed=$((total_failed + 1))
fi

# aarch64: cross-built with Debian's aarch64-linux-gnu-gcc, every test run under qemu-aarch64.
if bash scripts/aarch64-sysroot.sh; then
  run_suite aarch64 --config=aarch64 -c opt "$@"
else
  echo "test.sh: making the arm64 sysroot failed (scripts/aarch64-sysroot.sh)"
  status=1
  total_failed=$((total_failed + 1))
fi

if [[ "${CI:-}" == true ]]; then
  bazel "${STARTUP[@]}" shutdown >/dev/null 2>&1 || true
fi

echo
echo "${total_passed} passed, ${total_failed} failed"
exit "$status"
