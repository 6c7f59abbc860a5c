#!/usr/bin/env python3
"""Generates the depthwise CHW microkernels and their list from one template per ISA.

  python3 tools/gen_dwconv2d_chw_ukernels.py            # writes src/f32-dwconv2d-chw/gen/
  python3 tools/gen_dwconv2d_chw_ukernels.py --check    # exits 1 if a checked-in file differs

KERNELS below is the single list of kernels: it produces the kernel files and the X-macro list
src/f32-dwconv2d-chw/gen/f32-dwconv2d-chw.inc that the registry, the tests and the benchmark
expand; nothing else is edited by hand.
"""

import argparse
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

# Kernels of these ISAs exist only in builds for their architecture.
ARCH_GUARDS = {
    "avx512f": "SPRT_ARCH_X86_64",
    "avx2": "SPRT_ARCH_X86_64",
}


def header(extra=""):
  return ("// Auto-generated file. Do not edit!\n"
          "//   Template: %s\n"
          "//   Generator: %s\n" % (extra, COMMAND))


def kernel_name(isa, k, stride):
  return "sprt_f32_dwconv2d_chw_ukernel_%dx%ds%dp%d__%s" % (k, k, stride, k // 2, isa)


def generate():
  files = {}
  templates = {}
  inc = [header("(kernel list)").rstrip("\n"), "//",
         "// SPRT_DWCONV2D_CHW_UKERNEL(isa, ukernel, kernel_size, stride)", ""]
  for isa, k, stride in KERNELS:
    tpath = "src/f32-dwconv2d-chw/f32-dwconv2d-chw-%s.c.in" % isa
    if tpath not in templates:
      with open(os.path.join(ROOT, tpath)) as f:
        templates[tpath] = f.read()
    name = kernel_name(isa, k, stride)
    files["f32-dwconv2d-chw-%dx%ds%dp%d-minmax-%s.c" % (k, k, stride, k // 2, isa)] = template.expand(
        templates[tpath], {
            "HEADER": header(tpath).rstrip("\n"),
            "NAME": name, "K": k, "S": stride,
        }, name=tpath)
    guard = ARCH_GUARDS.get(isa)
    line = "SPRT_DWCONV2D_CHW_UKERNEL(%s, %s, %d, %d)" % (isa, name, k, stride)
    inc += ["#if %s" % guard, line, "#endif"] if guard else [line]
  files["f32-dwconv2d-chw.inc"] = "\n".join(inc) + "\n"
  return files


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  parser.add_argument("--out-dir", default=OUT_DIR)
  args = parser.parse_args()
  return template.write_or_check(generate(), args.out_dir, args.check, COMMAND, owned_prefix="f32-dwconv2d-chw")


if __name__ == "__main__":
  sys.exit(main())
