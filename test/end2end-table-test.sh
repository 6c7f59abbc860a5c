#!/usr/bin/env bash
# end2end_table.py's tables from end2end: the A/B rounds of --ab_env (the two plans' counters and the
# A/B table; plan B's setup sees the variable; a variable set already, which plan A would see too, is
# refused), and with --per-layer every layer and, for a network of inverted residual blocks, every
# block, whose rows sum the block's layers (sprt's fused block counts all its time in one of them).
set -euo pipefail
end2end="$1"
table="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "end2end-table-test: $*" >&2; exit 1; }
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

# Every layer and every block.
"$end2end" --model=mbv1,mbv2 --threads=1 '--benchmark_filter=^end2end/mbv[12]/(sprt/0\.8|xnnpack_dense/0)/' \
  --benchmark_min_time=0.01 --benchmark_repetitions=1 --benchmark_out="$work/run.json" >"$work/out" 2>&1 ||
  { cat "$work/out"; fail "end2end failed"; }
python3 "$table" --per-layer "$work/run.json" >"$work/table" || fail "end2end_table.py --per-layer failed"
python3 - "$work/table" <<'PY'
import re, sys
sections = {}
name = None
for line in open(sys.argv[1]):
    if line.startswith(("MobileNetV1", "MobileNetV2")):
        network = line.split(",")[0]
    if line.startswith(("Every layer", "Every block")):
        name = (network, line.split(",")[0])
        sections[name] = {}
    elif name and re.match(r"^[a-z0-9_]+ +[0-9-]", line):
        label, *cells = line.split()
        sections[name][label] = [None if c == "-" else float(c) for c in cells]
    elif not line.strip():
        name = None
assert ("MobileNetV1", "Every layer") in sections, sections.keys()
assert ("MobileNetV1", "Every block") not in sections, "MobileNetV1 has no blocks"
layers = sections[("MobileNetV2", "Every layer")]
blocks = sections[("MobileNetV2", "Every block")]
assert "b2_expand" in layers and "b2" in blocks and "b2_expand" not in blocks, sorted(blocks)
for i in (0, 2):  # sprt, XNNPACK dense
    summed = sum(v[i] for k, v in layers.items() if k.startswith("b2_"))
    assert abs(blocks["b2"][i] - summed) <= 0.002, (i, blocks["b2"], summed)
    assert abs(blocks["total"][i] - layers["total"][i]) <= 0.002, (blocks["total"], layers["total"])
# A block's dense time over sprt's compares like layers; a fused block's layers alone do not.
assert 0.2 < blocks["b2"][4] < 20, blocks["b2"]
assert blocks["conv0"] == layers["conv0"]
print("per-block rows:", {k: v[4] for k, v in blocks.items() if k in ("b2", "b9", "total")})
PY
echo "end2end --ab_env and end2end_table.py: ok"
