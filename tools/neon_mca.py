#!/usr/bin/env python3
"""Cortex-A72 estimate of the NEON kernels' inner loops with llvm-mca (an ESTIMATE: a static
pipeline model, not a measurement).

For every NEON kernel of tools/gen_spmm_ukernels.py and every kernel pattern of its table, the
NEON template is expanded for that one pattern, compiled with aarch64-linux-gnu-gcc -O2 -S, and
the column loop (the innermost loop with the most vector multiplies) is given to
`llvm-mca -mtriple=aarch64 -mcpu=cortex-a72`. Printed per kernel: cycles per useful FMA (one
vector multiply-add of a stored weight, explicit zeros excluded) for each kernel-pattern width,
and the mix at 80% sparsity (binomial patterns mapped through the kernel's table). The reference
point is a plain 1D loop: one output channel, 16 pixels, one weight per iteration (the shape of
XNNPACK's 16x1 NEON SpMM).

With --f16 the same for the NEON FP16-arithmetic kernels (src/f16-spmm/, 8 halves per vector,
compiled with -march=armv8.2-a+fp16). "per px" divides the mix by the lanes: cycles per stored
weight and pixel, comparable between f32 (4 lanes) and f16 (8 lanes).

usage: python3 tools/neon_mca.py [--density=0.2] [--cpu=cortex-a72] [--f16]
needs: gcc-aarch64-linux-gnu, llvm (llvm-mca)
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_mapping_tables  # noqa: E402
import gen_spmm_ukernels  # noqa: E402
import template  # noqa: E402

ROOT = gen_spmm_ukernels.ROOT
CC = "aarch64-linux-gnu-gcc"

REFERENCE_1D = r"""
#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>
// One output channel x 16 pixels: per nonzero, its input row (byte offset), 4 loads, 4 FMAs.
void spmm_1x16(size_t nnz, const float* input, const int32_t* offsets, const float* w, float* out) {
  float32x4_t a0 = vld1q_f32(out), a1 = vld1q_f32(out + 4), a2 = vld1q_f32(out + 8), a3 = vld1q_f32(out + 12);
  do {
    const float* x = (const float*) ((uintptr_t) input + (intptr_t) *offsets++);
    const float32x4_t vw = vld1q_dup_f32(w++);
    a0 = vfmaq_f32(a0, vld1q_f32(x), vw);
    a1 = vfmaq_f32(a1, vld1q_f32(x + 4), vw);
    a2 = vfmaq_f32(a2, vld1q_f32(x + 8), vw);
    a3 = vfmaq_f32(a3, vld1q_f32(x + 12), vw);
  } while (--nnz != 0);
  vst1q_f32(out, a0); vst1q_f32(out + 4, a1); vst1q_f32(out + 8, a2); vst1q_f32(out + 12, a3);
}
"""

MULTIPLY = re.compile(r"^\s*(fmla|fmul|fmadd)\s+v\d+\.(4s|8h)")
BRANCH = re.compile(r"^\s*(b(?:\.?[a-z]{2})?|cbn?z|tbn?z)\s+(?:[wx]\d+,\s*(?:#?\d+,\s*)?)?(\.L\w+)\s*$")
LABEL = re.compile(r"^(\.L\w+):")


def compile_asm(source, workdir, name, flags=()):
  src = os.path.join(workdir, name + ".c")
  with open(src, "w") as f:
    f.write(source)
  return subprocess.run([CC, "-O2", "-std=c11", *flags, "-I", os.path.join(ROOT, "src"), "-S", "-o", "-", src],
                        check=True, capture_output=True, text=True).stdout


def column_loop(asm):
  """-> (instructions of the innermost loop with the most vector multiplies, multiplies in it)."""
  lines = asm.splitlines()
  labels = {}
  loops = []  # (first line, branch line) of every backward branch
  for i, line in enumerate(lines):
    m = LABEL.match(line)
    if m:
      labels[m.group(1)] = i
      continue
    m = BRANCH.match(line)
    if m and m.group(2) in labels:
      loops.append((labels[m.group(2)], i))
  best = None
  for start, end in loops:
    if any((s, e) != (start, end) and start <= s and e <= end for s, e in loops):
      continue  # an outer loop (the panel loop): it contains a column loop
    body = [l.strip() for l in lines[start + 1:end + 1]
            if l.strip() and not l.strip().startswith(".") and not LABEL.match(l.strip())]
    mults = sum(1 for l in body if MULTIPLY.match(l))
    if mults and (best is None or mults > best[1]):
      best = (body, mults)
  if best is None:
    raise RuntimeError("no loop with vector multiplies found")
  return best


def mca_cycles_per_iteration(body, cpu, workdir):
  path = os.path.join(workdir, "loop.s")
  with open(path, "w") as f:
    f.write("\n".join(body) + "\n")
  iterations = 200
  out = subprocess.run(["llvm-mca", "-mtriple=aarch64", "-mcpu=" + cpu, "-iterations=%d" % iterations, path],
                       check=True, capture_output=True, text=True).stdout
  cycles = int(re.search(r"Total Cycles:\s+(\d+)", out).group(1))
  return cycles / iterations


def binomial_columns(table, density):
  """Expected columns per kernel pattern (per panel column) when each weight is nonzero w.p. density."""
  ti = table.tile_rows
  freq = [0.0] * len(table.kernel_patterns)
  for p in range(1, 1 << ti):
    k = gen_mapping_tables.popcount(p)
    prob = density ** k * (1 - density) ** (ti - k)
    for j in table.covers[p]:
      freq[j] += prob
  return freq


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--density", type=float, default=0.2, help="nonzero fraction for the mix (0.2 = 80%% sparse)")
  parser.add_argument("--cpu", default="cortex-a72")
  parser.add_argument("--f16", action="store_true", help="the NEON FP16-arithmetic f16 kernels")
  args = parser.parse_args()
  for tool in (CC, "llvm-mca"):
    if shutil.which(tool) is None:
      print("neon_mca: %s not found (Debian: gcc-aarch64-linux-gnu, llvm)" % tool, file=sys.stderr)
      return 1
  tables = {t.name: t for t in gen_mapping_tables.TABLES}
  if args.f16:
    family, isa_name, kernels, flags = "f16", "neonfp16arith", gen_spmm_ukernels.F16_KERNELS, ("-march=armv8.2-a+fp16",)
    entry = ("void mca_entry(size_t oc, const float16_t* x, size_t xs, const uint16_t* w, const float16_t* b,\n"
             "               float16_t* y, const size_t* ys) {\n"
             "  panels_%dx%d(oc, x, xs, w, b, y, ys, vdupq_n_f16(0.0f), vdupq_n_f16(6.0f));\n"
             "}\n")
  else:
    family, isa_name, kernels, flags = "f32", "neon", gen_spmm_ukernels.KERNELS, ()
    entry = ("void mca_entry(size_t oc, const float* x, size_t xs, const uint16_t* w, const float* b,\n"
             "               float* y, const size_t* ys) {\n"
             "  panels_%dx%d(oc, x, xs, w, b, y, ys, vdupq_n_f32(0.0f), vdupq_n_f32(6.0f));\n"
             "}\n")
  template_name = "%s-spmm-%s.c.in" % (family, isa_name)
  with open(os.path.join(ROOT, "src", family + "-spmm", template_name)) as f:
    neon_template = f.read()

  print("llvm-mca ESTIMATE for %s (static model, not a measurement); cycles per useful FMA" % args.cpu)
  print("(one 4-lane multiply-add of a stored weight; lower is better)\n")
  with tempfile.TemporaryDirectory() as workdir:
    body, mults = column_loop(compile_asm(REFERENCE_1D, workdir, "ref1d"))
    ref = mca_cycles_per_iteration(body, args.cpu, workdir) / mults
    print("%-34s %6.2f   (1D reference: 1 row x 16 pixels)\n" % ("1x16 plain NEON loop", ref))

    header = "%-34s %s  %s  per px" % ("kernel", "  ".join("%5s" % ("%dr" % w) for w in range(1, 9)),
                                       "  mix@%d%%" % round(100 * (1 - args.density)))
    print(header)
    for isa, ti, nv, lanes, table_name in kernels:
      if isa != isa_name:
        continue
      table = tables[table_name]
      per_width = {}
      cycles_per_column = []
      for pattern in table.kernel_patterns:
        source = template.expand(neon_template, {
            "HEADER": "", "TI": ti, "NV": nv, "TABLE": table_name, "PATTERNS": [pattern],
        }, name=template_name)
        # Only the full-tile panel code: the partial tiles' variants would be compiled too otherwise.
        source = source[:source.index("void sprt_%s_spmm_minmax_ukernel_" % family)] + entry % (ti, nv * lanes)
        body, mults = column_loop(compile_asm(source, workdir, "k", flags))
        rows = gen_mapping_tables.popcount(pattern)
        per_iteration = mca_cycles_per_iteration(body, args.cpu, workdir)
        columns = mults / (rows * nv)  # the single-row loop does two columns per iteration
        cycles_per_column.append(per_iteration / columns)
        per_width.setdefault(rows, []).append(per_iteration / mults)
      freq = binomial_columns(table, args.density)
      nonzero_fmas = args.density * ti * nv  # useful FMAs per panel column
      mix = sum(f * c for f, c in zip(freq, cycles_per_column)) / nonzero_fmas
      name = "%dx%d %s" % (ti, nv * lanes, table.name)
      cells = ["%5.2f" % (sum(per_width[w]) / len(per_width[w])) if w in per_width else "    -" for w in range(1, 9)]
      print("%-34s %s  %7.2f  %6.3f" % (name, "  ".join(cells), mix, mix / lanes))
  return 0


if __name__ == "__main__":
  sys.exit(main())
