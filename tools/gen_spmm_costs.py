#!/usr/bin/env python3
"""Generates the operator's per-ISA cost models (src/packing/gen/spmm-costs.c).

  python3 tools/gen_spmm_costs.py            # writes src/packing/gen/spmm-costs.c
  python3 tools/gen_spmm_costs.py --check    # exits 1 if the checked-in file differs

The coefficients are the "selector" section of tools/spmm_costs.json, fitted on the machine named
there by tools/fit_spmm_costs.py --selector (see src/packing/select.h for what each one charges),
except the pattern-loop cost of the ISAs in its "network_loop" section, which was measured in the
networks (each layer once per image, the branch predictor cold; docs/performance.md).
ISAs without a fit get no model, and the operator keeps its fixed rule for them.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "packing", "gen")
COMMAND = "python3 tools/gen_spmm_costs.py"
COSTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "spmm_costs.json")
ISAS = ("scalar", "avx2", "avx512f", "neon")
FEATURES = 7


def generate():
  with open(COSTS) as f:
    costs = json.load(f)
  selector = costs.get("selector", {})
  network_loop = costs.get("network_loop", {})
  out = ["// Auto-generated file. Do not edit!",
         "//   Generator: tools/gen_spmm_costs.py",
         "//   Command: " + COMMAND,
         "",
         '#include "packing/select.h"',
         "",
         "const struct sprt_spmm_cost_model sprt_spmm_cost_models[] = {"]
  count = 0
  for isa in ISAS:
    if isa not in selector:
      continue
    fit = selector[isa]
    assert len(fit["ns"]) == FEATURES, isa
    out.append("  // %d timings of %d kernels, mean relative residual %.3f (max %.3f); %s." % (
        fit["points"], fit["kernels"], fit["mean_relative_residual"], fit["max_relative_residual"], fit["source"]))
    ns = list(fit["ns"])
    if isa in network_loop:
      ns[6] = network_loop[isa]["ns"]
      out.append("  // Pattern loop (c6) from the networks instead: %d layers; %s." % (
          network_loop[isa]["points"], network_loop[isa]["source"]))
    out.append("  {sprt_isa_%s, {%s}}," % (isa, ", ".join(repr(float(c)) for c in ns)))
    count += 1
  if count == 0:
    out.append("  {sprt_isa_scalar, {0}},  // placeholder: no fits recorded")
  out.append("};")
  out.append("const size_t sprt_spmm_cost_model_count = %d;" % count)
  out.append("")
  return "\n".join(out)


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--out-dir", default=OUT_DIR)
  parser.add_argument("--check", action="store_true", help="compare with the checked-in file")
  args = parser.parse_args()
  return template.write_or_check({"spmm-costs.c": generate()}, args.out_dir, args.check, COMMAND)


if __name__ == "__main__":
  sys.exit(main())
