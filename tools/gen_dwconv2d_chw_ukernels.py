#!/usr/bin/env python3
"""Generates the depthwise CHW microkernels and their list from one template per ISA.

  python3 tools/gen_dwconv2d_chw_ukernels.py            # writes src/f32-dwconv2d-chw/gen/
  python3 tools/gen_dwconv2d_chw_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files and the X-macro list
src/f32-dwconv2d-chw/gen/f32-dwconv2d-chw.inc that the registry, the tests and the benchmark
expand; nothing else is edited by hand.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "f32-dwconv2d-chw", "gen")
COMMAND = "python3 tools/gen_dwconv2d_chw_ukernels.py"

# (isa, K, stride): the depthwise layers of NCHW networks (MobileNet: 3x3; EfficientNet-style: 5x5).
KERNELS = [
    ("avx512f", 3, 1),
    ("avx512f", 3, 2),
    ("avx512f", 5, 1),
    ("avx512f", 5, 2),
    ("avx2", 3, 1),
    ("avx2", 3, 2),
    ("avx2", 5, 1),
    ("avx2", 5, 2),
    ("scalar", 3, 1),
    ("scalar", 3, 2),
    ("scalar", 5, 1),
    ("scalar", 5, 2),
]


def kernel_name(isa, k, stride):
  return "sprt_f32_dwconv2d_chw_ukernel_%dx%ds%dp%d__%s" % (k, k, stride, k // 2, isa)


def generate():
  family = template.UkernelFamily(ROOT, COMMAND, "src/f32-dwconv2d-chw/f32-dwconv2d-chw-%s.c.in",
                                  "SPRT_DWCONV2D_CHW_UKERNEL(isa, ukernel, kernel_size, stride)")
  for isa, k, stride in KERNELS:
    name = kernel_name(isa, k, stride)
    family.add(isa, "f32-dwconv2d-chw-%dx%ds%dp%d-minmax-%s.c" % (k, k, stride, k // 2, isa),
               {"NAME": name, "K": k, "S": stride},
               "SPRT_DWCONV2D_CHW_UKERNEL(%s, %s, %d, %d)" % (isa, name, k, stride))
  return family.files("f32-dwconv2d-chw.inc")


def main():
  return template.generator_main(__doc__.split("\n")[0], generate, OUT_DIR, COMMAND, "f32-dwconv2d-chw")


if __name__ == "__main__":
  sys.exit(main())
