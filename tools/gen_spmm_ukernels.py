#!/usr/bin/env python3
"""Generates the SpRT SpMM microkernels and their list from one template per ISA.

  python3 tools/gen_spmm_ukernels.py            # writes src/f32-spmm/gen/
  python3 tools/gen_spmm_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files, the X-macro list
src/f32-spmm/gen/f32-spmm-minmax.inc that the dispatch code, the tests and the benchmarks expand,
and nothing else is edited by hand.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_mapping_tables  # noqa: E402
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "f32-spmm", "gen")
COMMAND = "python3 tools/gen_spmm_ukernels.py"

# (isa, Ti, vectors per tile, lanes per vector, mapping table). The per-layer choice picks the
# widest tile of a table on every layer measured (narrower tiles tie at best), so each ISA has one
# tile per Ti. Packed indices are uint16_t: input channels are packed in chunks that fit them.
KERNELS = [
    ("avx512f", 4, 6, 16, "ti4_identity"),
    ("avx512f", 4, 6, 16, "ti4_reduced"),
    ("avx512f", 8, 3, 16, "ti8_jam90"),
    ("avx512f", 8, 3, 16, "ti8_jam95"),
    ("avx2", 4, 3, 8, "ti4_identity"),
    ("avx2", 4, 3, 8, "ti4_reduced"),
    ("avx2", 8, 1, 8, "ti8_jam90"),
    ("avx2", 8, 1, 8, "ti8_jam95"),
    ("neon", 4, 6, 4, "ti4_identity"),
    ("neon", 4, 6, 4, "ti4_reduced"),
    ("neon", 8, 3, 4, "ti8_jam90"),
    ("neon", 8, 3, 4, "ti8_jam95"),
    ("scalar", 4, 4, 1, "ti4_identity"),
    ("scalar", 4, 4, 1, "ti4_reduced"),
    ("scalar", 8, 2, 1, "ti8_jam90"),
    ("scalar", 8, 2, 1, "ti8_jam95"),
]


def kernel_name(isa, ti, nv, lanes, table):
  return "sprt_f32_spmm_minmax_ukernel_%dx%d__%s_%s" % (ti, nv * lanes, isa, table)


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


def main():
  return template.generator_main(__doc__.split("\n")[0], generate, OUT_DIR, COMMAND, "f32-spmm-")


if __name__ == "__main__":
  sys.exit(main())
