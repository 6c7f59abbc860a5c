#!/usr/bin/env python3
"""Generates the SpRT SpMM microkernels and their list from one template per ISA.

  python3 tools/gen_spmm_ukernels.py            # writes src/f32-spmm/gen/
  python3 tools/gen_spmm_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files, the X-macro list
src/f32-spmm/gen/f32-spmm-minmax.inc that the dispatch code, the tests and the benchmarks expand,
and nothing else is edited by hand.
"""

import argparse
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

# Kernels of these ISAs exist only in builds for their architecture.
ARCH_GUARDS = {
    "avx512f": "SPRT_ARCH_X86_64",
    "avx2": "SPRT_ARCH_X86_64",
    "neon": "SPRT_ARCH_ARM64",
}


def header(extra=""):
  return ("// Auto-generated file. Do not edit!\n"
          "//   Template: %s\n"
          "//   Generator: %s\n" % (extra, COMMAND))


def kernel_name(isa, ti, nv, lanes, table):
  return "sprt_f32_spmm_minmax_ukernel_%dx%d__%s_%s" % (ti, nv * lanes, isa, table)


def generate():
  patterns = gen_mapping_tables.kernel_patterns_by_name()
  files = {}
  templates = {}
  inc = [header("(kernel list)").rstrip("\n"), "//",
         "// SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table)", ""]
  for isa, ti, nv, lanes, table in KERNELS:
    tpath = "src/f32-spmm/f32-spmm-%s.c.in" % isa
    if tpath not in templates:
      with open(os.path.join(ROOT, tpath)) as f:
        templates[tpath] = f.read()
    text = template.expand(templates[tpath], {
        "HEADER": header(tpath).rstrip("\n"),
        "TI": ti, "NV": nv, "TABLE": table,
        "PATTERNS": patterns[table],
    }, name=tpath)
    assert len(patterns[table]) and all(p < (1 << ti) for p in patterns[table])
    files["f32-spmm-%dx%d-%s-minmax-%s.c" % (ti, nv * lanes, table, isa)] = text
    guard = ARCH_GUARDS.get(isa)
    line = "SPRT_SPMM_UKERNEL(%s, %s, %d, %d, %s)" % (isa, kernel_name(isa, ti, nv, lanes, table), ti, nv * lanes,
                                                     table)
    inc += ["#if %s" % guard, line, "#endif"] if guard else [line]
  files["f32-spmm-minmax.inc"] = "\n".join(inc) + "\n"
  return files


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  parser.add_argument("--out-dir", default=OUT_DIR)
  args = parser.parse_args()
  return template.write_or_check(generate(), args.out_dir, args.check, COMMAND, owned_prefix="f32-spmm-")


if __name__ == "__main__":
  sys.exit(main())
