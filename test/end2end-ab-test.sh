#!/usr/bin/env bash
# end2end --ab_env: the two plans' rounds give their counters and end2end_table.py's A/B table, plan
# B's setup sees the variable, and a variable set already (which plan A would see too) is refused.
set -euo pipefail
end2end="$1"
table="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "end2end-ab-test: $*" >&2; exit 1; }
args=(--model=mbv1 --threads=1,2 '--benchmark_filter=^end2end_ab/mbv1/0.9' --benchmark_min_time=0.01
      --benchmark_repetitions=1)

# SPRT_LOG=info (read at each log line) for plan B: its setup logs its layers' kernels.
"$end2end" --ab_env=SPRT_LOG=info "${args[@]}" --benchmark_out="$work/ab.json" >"$work/out" 2>"$work/err" ||
  { cat "$work/out" "$work/err"; fail "end2end --ab_env failed"; }
grep -q "end2end_ab/mbv1/0.9" "$work/out" || fail "no end2end_ab row: $(cat "$work/out")"
grep -q "sprt info: sprt_setup_convolution2d_nchw_f32: 49 pixels" "$work/err" ||
  fail "plan B's setup logged nothing with SPRT_LOG=info: $(head -5 "$work/err")"
python3 - "$work/ab.json" <<'PY'
import json, sys
runs = [b for b in json.load(open(sys.argv[1]))["benchmarks"] if b["name"].startswith("end2end_ab/")]
assert runs, "no end2end_ab result"
b = runs[0]
assert "error_message" not in b, b.get("error_message")
for t in (1, 2):
    for key in (f"a_ms_t{t}", f"b_ms_t{t}", f"b_over_a_t{t}", f"B_conv0_t{t}", f"B_pw13_t{t}", f"B_fc_t{t}"):
        assert b.get(key, 0) > 0, f"{key} missing or not positive: {b.get(key)}"
assert b.get("handoff_cross_over_own", 0) > 0, "no hand-off ratio on the 2-thread pool"
assert b["rounds"] >= 1
print("end2end_ab counters:", {k: round(v, 3) for k, v in b.items() if k.startswith(("b_over_a", "B_pw13"))})
PY

# The table: a row per thread count with both times, B/A and the hand-off.
python3 "$table" "$work/ab.json" >"$work/table" || fail "end2end_table.py failed on the A/B results"
grep -qF "MobileNetV1, A/B rounds" "$work/table" || fail "no A/B table: $(cat "$work/table")"
for t in 1 2; do
  grep -qE "^ +0\.9 +$t( +[0-9]+\.[0-9]+){3} +([0-9]+\.[0-9]+|-) " "$work/table" ||
    fail "no A/B row for $t threads: $(cat "$work/table")"
done

# Without --ab_env there is no end2end_ab benchmark.
"$end2end" "${args[@]}" >"$work/out" 2>"$work/err" || fail "end2end without --ab_env failed"
if grep -q "end2end_ab" "$work/out"; then fail "end2end_ab ran without --ab_env"; fi

# A variable set already would reach plan A too: refused.
SPRT_AB_TEST_SWITCH=1 "$end2end" --ab_env=SPRT_AB_TEST_SWITCH "${args[@]}" >"$work/out" 2>&1 || true
grep -q "SPRT_AB_TEST_SWITCH is set already" "$work/out" || fail "a set variable was not refused: $(cat "$work/out")"
# A flag without a name is an error.
if "$end2end" --ab_env==1 --benchmark_list_tests >"$work/out" 2>&1; then fail "--ab_env==1 was accepted"; fi
echo "end2end --ab_env: ok"
