#!/usr/bin/env python3
"""Generates the SpRT SpMM microkernels and their lists from one template per ISA and element type.

  python3 tools/gen_spmm_ukernels.py            # writes src/f32-spmm/gen/ and src/f16-spmm/gen/
  python3 tools/gen_spmm_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS and F16_KERNELS below are the single lists of kernels: they produce the kernel files and the
X-macro lists src/f32-spmm/gen/f32-spmm-minmax.inc and src/f16-spmm/gen/f16-spmm-minmax.inc that the
dispatch code, the tests and the benchmarks expand, and nothing else is edited by hand.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_mapping_tables  # noqa: E402
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "f32-spmm", "gen")
F16_OUT_DIR = os.path.join(ROOT, "src", "f16-spmm", "gen")
COMMAND = "python3 tools/gen_spmm_ukernels.py"

# (isa, Ti, vectors per tile, lanes per vector, mapping table). The per-layer choice picks the
# widest tile of a table on every layer measured (narrower tiles tie at best), so each ISA has one
# tile per table; and it never picked a Ti=8 tile (the sparse-jam tables) on any of the 237 1x1
# layers of the three networks at 70-90% or the 216 DLMC matrices, on any ISA, so none ships
# (docs/performance.md, "Kernels shipped"). Packed indices are uint16_t: input channels are packed
# in chunks that fit them.
KERNELS = [
    ("avx512f", 4, 6, 16, "ti4_identity"),
    ("avx512f", 4, 6, 16, "ti4_reduced"),
    ("avx2", 4, 3, 8, "ti4_identity"),
    ("avx2", 4, 3, 8, "ti4_reduced"),
    ("neon", 4, 6, 4, "ti4_identity"),
    ("neon", 4, 6, 4, "ti4_reduced"),
    ("scalar", 4, 4, 1, "ti4_identity"),
    ("scalar", 4, 4, 1, "ti4_reduced"),
]

# Half-precision activations, the same columns. F16C kernels (avx2, avx512f) load halves, convert
# them and accumulate in floats with the f32 tiles; avx512fp16 and neonfp16arith compute in halves,
# twice the lanes per register with the f32 tiles' register counts. The scalar kernel accumulates
# in floats. Packed weights are floats for the float-accumulating kernels (a broadcast from memory
# instead of a load, a shuffle and a conversion per weight) and halves for the half-arithmetic ones.
F16_KERNELS = [
    ("avx512fp16", 4, 6, 32, "ti4_identity"),
    ("avx512fp16", 4, 6, 32, "ti4_reduced"),
    ("avx512f", 4, 6, 16, "ti4_identity"),
    ("avx512f", 4, 6, 16, "ti4_reduced"),
    ("avx2", 4, 3, 8, "ti4_identity"),
    ("avx2", 4, 3, 8, "ti4_reduced"),
    ("neonfp16arith", 4, 6, 8, "ti4_identity"),
    ("neonfp16arith", 4, 6, 8, "ti4_reduced"),
    ("scalar", 4, 4, 1, "ti4_identity"),
    ("scalar", 4, 4, 1, "ti4_reduced"),
]

# Bytes of a packed weight (and bias value) of an f16 kernel: halves where the arithmetic is half.
F16_WEIGHT_BYTES = {"avx512fp16": 2, "neonfp16arith": 2}


def kernel_name(isa, ti, nv, lanes, table, datatype="f32"):
  return "sprt_%s_spmm_minmax_ukernel_%dx%d__%s_%s" % (datatype, ti, nv * lanes, isa, table)


def generate():
  patterns = gen_mapping_tables.kernel_patterns_by_name()
  family = template.UkernelFamily(ROOT, COMMAND, "src/f32-spmm/f32-spmm-%s.c.in",
                                  "SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table)")
  for isa, ti, nv, lanes, table in KERNELS:
    assert len(patterns[table]) and all(p < (1 << ti) for p in patterns[table])
    family.add(isa, "f32-spmm-%dx%d-%s-minmax-%s.c" % (ti, nv * lanes, table, isa),
               {"TI": ti, "NV": nv, "TABLE": table, "PATTERNS": patterns[table]},
               "SPRT_SPMM_UKERNEL(%s, %s, %d, %d, %s)" % (isa, kernel_name(isa, ti, nv, lanes, table), ti,
                                                          nv * lanes, table))
  return family.files("f32-spmm-minmax.inc")


def generate_f16():
  patterns = gen_mapping_tables.kernel_patterns_by_name()
  family = template.UkernelFamily(
      ROOT, COMMAND, "src/f16-spmm/f16-spmm-%s.c.in",
      "SPRT_F16_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table, weight_bytes)")
  for isa, ti, nv, lanes, table in F16_KERNELS:
    assert len(patterns[table]) and all(p < (1 << ti) for p in patterns[table])
    weight_bytes = F16_WEIGHT_BYTES.get(isa, 4)
    family.add(isa, "f16-spmm-%dx%d-%s-minmax-%s.c" % (ti, nv * lanes, table, isa),
               {"TI": ti, "NV": nv, "TABLE": table, "PATTERNS": patterns[table]},
               "SPRT_F16_SPMM_UKERNEL(%s, %s, %d, %d, %s, %d)" % (
                   isa, kernel_name(isa, ti, nv, lanes, table, "f16"), ti, nv * lanes, table, weight_bytes))
  return family.files("f16-spmm-minmax.inc")


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  args = parser.parse_args()
  stale = template.write_or_check(generate(), OUT_DIR, args.check, COMMAND, owned_prefix="f32-spmm-")
  stale |= template.write_or_check(generate_f16(), F16_OUT_DIR, args.check, COMMAND, owned_prefix="f16-spmm-")
  return stale


if __name__ == "__main__":
  sys.exit(main())
