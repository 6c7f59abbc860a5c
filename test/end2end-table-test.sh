#!/usr/bin/env bash
# end2end_table.py --per-layer: every layer, and for a network of inverted residual blocks every
# block, whose rows sum the block's layers (sprt's fused block counts all its time in one of them).
set -euo pipefail
end2end="$1"
table="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "end2end-table-test: $*" >&2; exit 1; }
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
echo "end2end_table.py --per-layer: ok"
