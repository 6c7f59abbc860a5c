#!/usr/bin/env python3
"""Generates the SpRT SpMM microkernels and their list from one template per ISA.

  python3 tools/gen_spmm_ukernels.py            # writes src/ukernels/gen/
  python3 tools/gen_spmm_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files, the X-macro list
src/ukernels/gen/f32-spmm-minmax.inc that the dispatch code, the tests and the benchmarks expand,
and nothing else is edited by hand.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_mapping_tables  # noqa: E402
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "ukernels", "gen")
COMMAND = "python3 tools/gen_spmm_ukernels.py"

# (isa, Ti, vectors per tile, lanes per vector, table token)
KERNELS = [
    ("avx512f", 4, 4, 16, "p15"),
    ("avx512f", 4, 6, 16, "p15"),
    ("avx512f", 4, 4, 16, "p9"),
    ("avx512f", 4, 6, 16, "p9"),
    ("avx512f", 8, 2, 16, "p19"),
    ("avx512f", 8, 3, 16, "p19"),
    ("avx2", 4, 2, 8, "p15"),
    ("avx2", 4, 3, 8, "p15"),
    ("avx2", 4, 2, 8, "p9"),
    ("avx2", 4, 3, 8, "p9"),
    ("avx2", 8, 1, 8, "p19"),
    ("neon", 4, 4, 4, "p15"),
    ("neon", 4, 6, 4, "p15"),
    ("neon", 4, 4, 4, "p9"),
    ("neon", 4, 6, 4, "p9"),
    ("neon", 8, 2, 4, "p19"),
    ("neon", 8, 3, 4, "p19"),
    # Sparse-jam solver tables (tools/sparse_jam.py): the widest Ti=8 tile per ISA.
    ("avx512f", 8, 3, 16, "j90"),
    ("avx512f", 8, 3, 16, "j95"),
    ("avx2", 8, 1, 8, "j90"),
    ("avx2", 8, 1, 8, "j95"),
    ("neon", 8, 3, 4, "j90"),
    ("neon", 8, 3, 4, "j95"),
    ("scalar", 8, 2, 1, "j90"),
    ("scalar", 8, 2, 1, "j95"),
    ("scalar", 4, 4, 1, "p15"),
    ("scalar", 4, 4, 1, "p9"),
    ("scalar", 8, 2, 1, "p19"),
]

# Kernels of these ISAs exist only in builds for their architecture.
ARCH_GUARDS = {
    "avx512f": "SPRT_ARCH_X86_64",
    "avx2": "SPRT_ARCH_X86_64",
    "neon": "SPRT_ARCH_ARM64",
}

INDEX_TYPES = [("u8", "uint8_t", 1), ("u16", "uint16_t", 2), ("u32", "uint32_t", 4)]


def header(extra=""):
  return ("// Auto-generated file. Do not edit!\n"
          "//   Template: %s\n"
          "//   Generator: %s\n" % (extra, COMMAND))


def kernel_name(isa, ti, nv, lanes, token, suffix):
  return "sprt_f32_spmm_minmax_ukernel_%dx%d__%s_%s_%s" % (ti, nv * lanes, isa, token, suffix)


def generate():
  patterns = gen_mapping_tables.kernel_patterns_by_token()
  files = {}
  templates = {}
  inc = [header("(kernel list)").rstrip("\n"), "//",
         "// SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, table_token, index_bytes)", ""]
  for isa, ti, nv, lanes, token in KERNELS:
    tpath = "src/ukernels/f32-spmm-%s.c.in" % isa
    if tpath not in templates:
      with open(os.path.join(ROOT, tpath)) as f:
        templates[tpath] = f.read()
    text = template.expand(templates[tpath], {
        "HEADER": header(tpath).rstrip("\n"),
        "TI": ti, "NV": nv, "TOKEN": token,
        "PATTERNS": patterns[token],
        "INDEX_TYPES": [(s, t) for s, t, _ in INDEX_TYPES],
    }, name=tpath)
    assert len(patterns[token]) and all(p < (1 << ti) for p in patterns[token])
    fname = "f32-spmm-%dx%d-%s-minmax-%s.c" % (ti, nv * lanes, token, isa)
    files[fname] = text
    guard = ARCH_GUARDS.get(isa)
    if guard:
      inc.append("#if %s" % guard)
    for suffix, _, nbytes in INDEX_TYPES:
      inc.append("SPRT_SPMM_UKERNEL(%s, %s, %d, %d, %s, %d)" % (
          isa, kernel_name(isa, ti, nv, lanes, token, suffix), ti, nv * lanes, token, nbytes))
    if guard:
      inc.append("#endif  // %s" % guard)
  files["f32-spmm-minmax.inc"] = "\n".join(inc) + "\n"
  return files


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  parser.add_argument("--out-dir", default=OUT_DIR)
  args = parser.parse_args()
  files = generate()
  if args.check:
    stale = []
    for name, text in sorted(files.items()):
      path = os.path.join(args.out_dir, name)
      if not os.path.exists(path) or open(path).read() != text:
        stale.append(name)
    present = {n for n in os.listdir(args.out_dir) if n.startswith("f32-spmm-")}
    stale += sorted(present - set(files))
    for name in stale:
      print("stale generated file: %s (run %s)" % (name, COMMAND))
    return 1 if stale else 0
  os.makedirs(args.out_dir, exist_ok=True)
  for name in os.listdir(args.out_dir):
    if name.startswith("f32-spmm-") and name not in files:
      os.remove(os.path.join(args.out_dir, name))
  for name, text in files.items():
    with open(os.path.join(args.out_dir, name), "w") as f:
      f.write(text)
  return 0


if __name__ == "__main__":
  sys.exit(main())
