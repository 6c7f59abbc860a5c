#!/usr/bin/env python3
"""Generates the stem convolution (3x3 stride 2, HWC to CHW) microkernels and their list.

  python3 tools/gen_conv_hwc2chw_ukernels.py            # writes src/f32-conv-hwc2chw/gen/
  python3 tools/gen_conv_hwc2chw_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files and the X-macro list
src/f32-conv-hwc2chw/gen/f32-conv-hwc2chw.inc that the registry, the tests and the benchmarks
expand; nothing else is edited by hand.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "f32-conv-hwc2chw", "gen")
COMMAND = "python3 tools/gen_conv_hwc2chw_ukernels.py"

# (isa, output channel tile (the packing's block), vectors of output columns per block (SIMD: tile x
# vectors accumulators), output columns per chunk (SIMD: the stack buffer holds three input rows of
# one chunk)). On the MobileNetV1 stem (224x224 input, 32 channels; Zen 5, best of 300 calls of the
# kernel alone): AVX-512 4 x 4 vectors 108 us, 8 x 2 111, 8 x 3 114, 4 x 6 120, 16 x 1 120, 6 x 4 122
# (chunks of 64 columns: 4% slower); AVX2 4 x 3 200 us, 2 x 5 204, 4 x 2 214, 2 x 4 219, 6 x 2 223,
# 3 x 3 225, 8 x 1 241.
KERNELS = [
    ("avx512f", 4, 4, 128),
    ("avx2", 4, 3, 128),
    ("scalar", 4, 1, 0),
]


def kernel_name(isa, tile):
  return "sprt_f32_conv_hwc2chw_ukernel_3x3s2p1c3x%d__%s" % (tile, isa)


def generate():
  family = template.UkernelFamily(ROOT, COMMAND, "src/f32-conv-hwc2chw/f32-conv-hwc2chw-%s.c.in",
                                  "SPRT_CONV_HWC2CHW_UKERNEL(isa, ukernel, output_channel_tile)")
  for isa, tile, nv, chunk in KERNELS:
    family.add(isa, "f32-conv-hwc2chw-3x3s2p1c3x%d-minmax-%s.c" % (tile, isa),
               {"TILE": tile, "NV": nv, "CHUNK": chunk, "NAME": kernel_name(isa, tile)},
               "SPRT_CONV_HWC2CHW_UKERNEL(%s, %s, %d)" % (isa, kernel_name(isa, tile), tile))
  return family.files("f32-conv-hwc2chw.inc")


def main():
  return template.generator_main(__doc__.split("\n")[0], generate, OUT_DIR, COMMAND, "f32-conv-hwc2chw")


if __name__ == "__main__":
  sys.exit(main())
