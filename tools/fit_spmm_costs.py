#!/usr/bin/python3
"""Fits the sparse-jam cost model (tools/sparse_jam.py) to microkernel timings.

Input: JSON of bench/f32-spmm.cc (counters visits, values, pattern_loops, panel_tiles per call).
For the kernels matching --kernel (a regular expression on the ukernel name; give two tables of one
tile, e.g. "4x96__avx512f_p(15|9)_u", so that loops per panel vary and separate from the panel
cost), least squares with nonnegative coefficients over every shape, sparsity and table:

  time per call (ns) = visit * visits + value * values + loop * pattern_loops + panel * panel_tiles

and writes the coefficients, in nanoseconds, to tools/spmm_costs.json (--out) with the fit's
relative residuals. Needs python3-scipy (run with /usr/bin/python3).

  bazel build -c opt //bench:f32_spmm_bench
  bazel-bin/bench/f32_spmm_bench --benchmark_filter='4x96__avx512f_p(15|9)_u' \\
      --benchmark_out=/tmp/f32.json --benchmark_out_format=json
  /usr/bin/python3 tools/fit_spmm_costs.py /tmp/f32.json --kernel='4x96__avx512f_p(15|9)_u'

With --selector it fits instead the operator's cost model (src/packing/select.h): per ISA, over
every kernel of that ISA in the JSON, the seven coefficients of the counters cost_feature_0..6
(visits, visits x vectors, values, values x vectors, panels, panels x Ti x vectors, pattern loops,
each summed over the pixel tiles of a call), and records them under "selector" in tools/spmm_costs.json, from
which tools/gen_spmm_costs.py emits src/packing/gen/spmm-costs.c:

  bazel-bin/bench/f32_spmm_bench --benchmark_out=/tmp/f32.json --benchmark_out_format=json
  /usr/bin/python3 tools/fit_spmm_costs.py /tmp/f32.json --selector
  python3 tools/gen_spmm_costs.py -o src/packing/gen/spmm-costs.c
"""

import argparse
import datetime
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))

import benchmark_json  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("json")
  parser.add_argument("--kernel", help="regular expression on the ukernel name (sparse-jam costs)")
  parser.add_argument("--selector", action="store_true", help="fit the operator's per-ISA cost model")
  parser.add_argument("--out", default=os.path.join(ROOT, "tools", "spmm_costs.json"))
  args = parser.parse_args()
  import numpy as np
  from scipy.optimize import nnls

  with open(args.json) as f:
    doc = benchmark_json.load(f.read())
  import re
  if args.selector:
    return fit_selector(doc, args.out, np, nnls)
  if not args.kernel:
    parser.error("--kernel or --selector is required")
  rows, times, names = [], [], []
  for b in doc["benchmarks"]:
    if not re.search(args.kernel, b["name"]) or b.get("run_type") == "aggregate" or "visits" not in b:
      continue
    rows.append([b["visits"], b["values"], b["pattern_loops"], b["panel_tiles"]])
    times.append(benchmark_json.real_time_us(b) * 1e3)
    names.append(b["name"])
  if len(rows) < 4:
    print("fit_spmm_costs: fewer than 4 timings of %s in %s" % (args.kernel, args.json), file=sys.stderr)
    return 1
  a, t = np.array(rows), np.array(times)
  coef, _ = nnls(a, t)
  residual = (a @ coef - t) / t
  result = {
      "kernel": args.kernel,
      "visit": round(float(coef[0]), 5),
      "value": round(float(coef[1]), 5),
      "loop": round(float(coef[2]), 5),
      "panel": round(float(coef[3]), 5),
      "unit": "ns",
      "points": len(rows),
      "max_relative_residual": round(float(np.max(np.abs(residual))), 3),
      "mean_relative_residual": round(float(np.mean(np.abs(residual))), 3),
      "source": "bench/f32-spmm.cc on %s, %s" % (doc.get("context", {}).get("host_name", "?"),
                                                 datetime.date.today().isoformat()),
  }
  with open(args.out, "w") as f:
    json.dump(result, f, indent=1)
    f.write("\n")
  print(json.dumps(result, indent=1))
  return 0


FEATURES = 7


def fit_selector(doc, out, np, nnls):
  by_isa = {}
  for b in doc["benchmarks"]:
    if b.get("run_type") == "aggregate" or "cost_feature_0" not in b:
      continue
    isa = b["name"].split("/")[1].split("__")[1].split("_")[0]
    by_isa.setdefault(isa, []).append(b)
  with open(out) as f:
    costs = json.load(f)
  selector = costs.setdefault("selector", {})
  host = doc.get("context", {}).get("host_name", "?")
  for isa, benchmarks in sorted(by_isa.items()):
    a = np.array([[b["cost_feature_%d" % i] for i in range(FEATURES)] for b in benchmarks])
    t = np.array([benchmark_json.real_time_us(b) * 1e3 for b in benchmarks])
    # Relative least squares: every layer counts alike, whatever its size.
    coef, _ = nnls(a / t[:, None], np.ones(len(t)))
    residual = (a @ coef - t) / t
    selector[isa] = {
        "ns": [round(float(c), 6) for c in coef],
        "points": len(t),
        "kernels": len({b["name"].split("/")[1] for b in benchmarks}),
        "mean_relative_residual": round(float(np.mean(np.abs(residual))), 3),
        "max_relative_residual": round(float(np.max(np.abs(residual))), 3),
        "source": "bench/f32-spmm.cc on %s, %s" % (host, datetime.date.today().isoformat()),
    }
    print(isa, json.dumps(selector[isa]))
  with open(out, "w") as f:
    json.dump(costs, f, indent=1)
    f.write("\n")
  return 0


if __name__ == "__main__":
  sys.exit(main())
