#!/usr/bin/python3
"""Plots bench/dlmc's JSON: sprt's speedup over XNNPACK dense per matrix against sparsity, one
marker per layer kind, geomean per sparsity (needs Debian's python3-matplotlib: run with
/usr/bin/python3).

usage: plot_dlmc.py FILE.json [--out=docs/dlmc-speedup.png] [--title=TEXT]
"""

import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

import benchmark_json  # noqa: E402
import dlmc_table  # noqa: E402

MARKERS = {"1x1": ("o", "#d62728"), "3x3": ("s", "#1f77b4"), "fc": ("^", "#2ca02c"), "other": ("D", "#9467bd")}


def main(argv):
  out, title, files = "docs/dlmc-speedup.png", "DLMC ResNet-50 (magnitude pruning), 1 thread", []
  for arg in argv[1:]:
    if arg.startswith("--out="):
      out = arg.split("=", 1)[1]
    elif arg.startswith("--title="):
      title = arg.split("=", 1)[1]
    else:
      files.append(arg)
  if len(files) != 1:
    print(__doc__, file=sys.stderr)
    return 2
  with open(files[0]) as f:
    rows = dlmc_table.speedups(dlmc_table.collect(benchmark_json.load(f.read())))
  if not rows:
    print("plot_dlmc: no complete results in the input", file=sys.stderr)
    return 1
  jitter = random.Random(0)
  fig, ax = plt.subplots(figsize=(7.5, 4.8))
  for kind, (marker, color) in MARKERS.items():
    xs = [key[0] * 100 + jitter.uniform(-1.2, 1.2) for key, _, _ in rows if key[1] == kind]
    ys = [d for key, d, _ in rows if key[1] == kind]
    if xs:
      ax.scatter(xs, ys, marker=marker, color=color, s=18, alpha=0.75, label=kind)
  sparsities = sorted({key[0] for key, _, _ in rows})
  means = [dlmc_table.geomean([d for key, d, _ in rows if key[0] == s]) for s in sparsities]
  ax.plot([s * 100 for s in sparsities], means, "k-", marker="_", markersize=18, label="geomean")
  for s, m in zip(sparsities, means):
    ax.annotate("%.2fx" % m, (s * 100, m), textcoords="offset points", xytext=(-44, 6), fontsize=8)
  ax.axhline(1.0, color="#888888", linestyle="--", linewidth=1)
  ax.set_yscale("log")
  ax.set_xlabel("sparsity (%)")
  ax.set_ylabel("speedup of sprt over XNNPACK dense")
  ax.set_title(title)
  ax.legend(fontsize=8)
  fig.tight_layout()
  os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
  fig.savefig(out, dpi=110)
  print("wrote %s" % out)
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv))
