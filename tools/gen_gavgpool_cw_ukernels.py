#!/usr/bin/env python3
"""Generates the global average pooling (CW layout) microkernels and their list.

  python3 tools/gen_gavgpool_cw_ukernels.py            # writes src/f32-gavgpool-cw/gen/
  python3 tools/gen_gavgpool_cw_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files and the X-macro list
src/f32-gavgpool-cw/gen/f32-gavgpool-cw.inc that the registry, the tests and the benchmarks
expand; nothing else is edited by hand.
"""

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


def kernel_name(isa):
  return "sprt_f32_gavgpool_cw_ukernel__%s" % isa


def generate():
  family = template.UkernelFamily(ROOT, COMMAND, "src/f32-gavgpool-cw/f32-gavgpool-cw-%s.c.in",
                                  "SPRT_GAVGPOOL_CW_UKERNEL(isa, ukernel)")
  for isa in KERNELS:
    family.add(isa, "f32-gavgpool-cw-%s.c" % isa, {"NAME": kernel_name(isa)},
               "SPRT_GAVGPOOL_CW_UKERNEL(%s, %s)" % (isa, kernel_name(isa)))
  return family.files("f32-gavgpool-cw.inc")


def main():
  return template.generator_main(__doc__.split("\n")[0], generate, OUT_DIR, COMMAND, "f32-gavgpool-cw")


if __name__ == "__main__":
  sys.exit(main())
