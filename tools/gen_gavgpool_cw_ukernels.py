#!/usr/bin/env python3
"""Generates the global average pooling (CW layout) microkernels and their list.

  python3 tools/gen_gavgpool_cw_ukernels.py            # writes src/f32-gavgpool-cw/gen/
  python3 tools/gen_gavgpool_cw_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files and the X-macro list
src/f32-gavgpool-cw/gen/f32-gavgpool-cw.inc that the registry, the tests and the benchmarks
expand; nothing else is edited by hand.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "f32-gavgpool-cw", "gen")
COMMAND = "python3 tools/gen_gavgpool_cw_ukernels.py"

# One kernel per ISA: the SIMD ones sum a vector's width of channels side by side and reduce their
# sums together, so the template fixes the shape.
KERNELS = [
    "avx512f",
    "avx2",
    "scalar",
]

# Kernels of these ISAs exist only in builds for their architecture.
ARCH_GUARDS = {
    "avx512f": "SPRT_ARCH_X86_64",
    "avx2": "SPRT_ARCH_X86_64",
}


def header(extra=""):
  return ("// Auto-generated file. Do not edit!\n"
          "//   Template: %s\n"
          "//   Generator: %s\n" % (extra, COMMAND))


def kernel_name(isa):
  return "sprt_f32_gavgpool_cw_ukernel__%s" % isa


def generate():
  files = {}
  templates = {}
  inc = [header("(kernel list)").rstrip("\n"), "//",
         "// SPRT_GAVGPOOL_CW_UKERNEL(isa, ukernel)", ""]
  for isa in KERNELS:
    tpath = "src/f32-gavgpool-cw/f32-gavgpool-cw-%s.c.in" % isa
    if tpath not in templates:
      with open(os.path.join(ROOT, tpath)) as f:
        templates[tpath] = f.read()
    text = template.expand(templates[tpath], {
        "HEADER": header(tpath).rstrip("\n"),
        "NAME": kernel_name(isa),
    }, name=tpath)
    files["f32-gavgpool-cw-%s.c" % isa] = text
    guard = ARCH_GUARDS.get(isa)
    line = "SPRT_GAVGPOOL_CW_UKERNEL(%s, %s)" % (isa, kernel_name(isa))
    inc += ["#if %s" % guard, line, "#endif"] if guard else [line]
  files["f32-gavgpool-cw.inc"] = "\n".join(inc) + "\n"
  return files


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  parser.add_argument("--out-dir", default=OUT_DIR)
  args = parser.parse_args()
  return template.write_or_check(generate(), args.out_dir, args.check, COMMAND, owned_prefix="f32-gavgpool-cw")


if __name__ == "__main__":
  sys.exit(main())
