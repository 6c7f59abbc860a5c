#!/usr/bin/env python3
"""Summarizes bench/dlmc's Google Benchmark JSON: per sparsity and layer kind, the geomean
speedups of sprt over XNNPACK dense and over XNNPACK sparse, and the share of matrices where sprt
is faster; then the matrices where sprt is slowest against XNNPACK dense; the effect of
output-channel reordering (sprt_keep_order and sprt_reordered against sprt); the per-layer choice
against the oracle (the fastest sprt configuration of each matrix) when the run has the forced
tables (dlmc_bench --oracle=1), and what always using one configuration would lose.

Benchmark names: dlmc/<impl>/<sparsity>/<kind>/<layer>/N:<N>/threads:<T>[/real_time]. With
repetitions the "median" aggregate is used, else the median of the runs of one name.

usage: dlmc_table.py [FILE.json...] [--worst=N]   (default: stdin; several files are merged)
"""

import math
import statistics
import sys

from benchmark_json import load, real_time_us



def collect(doc):
  """-> {(sparsity, kind, layer, n, threads): {impl: microseconds}}."""
  runs, medians = {}, {}
  for b in doc.get("benchmarks", []):
    if b.get("error_occurred"):
      continue
    parts = b.get("run_name", b.get("name", "")).split("/")
    if len(parts) < 7 or parts[0] != "dlmc":
      continue
    impl, sparsity, kind, layer, n, threads = parts[1:7]
    key = (float(sparsity), kind, layer, int(n.split(":")[1]), int(threads.split(":")[1]))
    us = real_time_us(b)
    if b.get("run_type") == "aggregate":
      if b.get("aggregate_name") == "median":
        medians[(key, impl)] = us
    else:
      runs.setdefault((key, impl), []).append(us)
  result = {}
  for (key, impl), values in runs.items():
    result.setdefault(key, {})[impl] = statistics.median(values)
  for (key, impl), us in medians.items():
    result.setdefault(key, {})[impl] = us
  return result


def geomean(values):
  return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def speedups(results):
  """-> [(key, dense/sprt, sparse/sprt)] for matrices with all three timings."""
  out = []
  for key, t in sorted(results.items()):
    if all(i in t for i in ("sprt", "xnnpack_dense", "xnnpack_sparse")):
      out.append((key, t["xnnpack_dense"] / t["sprt"], t["xnnpack_sparse"] / t["sprt"]))
  return out


def selector_losses(results):
  """-> [(key, sprt / fastest sprt configuration - 1, fastest configuration)] where runs with
  forced tables (sprt_<table>) exist: the oracle is the fastest of "sprt" and every sprt_<table>."""
  out = []
  for key, t in sorted(results.items()):
    configs = {i: us for i, us in t.items() if i.startswith("sprt_")}
    if "sprt" in t and configs:
      best = min(configs, key=configs.get)
      oracle = min(configs[best], t["sprt"])
      out.append((key, t["sprt"] / oracle - 1.0, best if configs[best] < t["sprt"] else "sprt"))
  return out


def order_effect(results, out=sys.stdout):
  """Output-channel reordering: per sparsity, geomean of keep-order time over the forced
  reordering and over the operator's own choice, measured in the same run."""
  groups = {}
  for key, t in results.items():
    if all(i in t for i in ("sprt", "sprt_keep_order", "sprt_reordered")):
      for g in (key[0], 99.0):
        groups.setdefault(g, []).append((t["sprt_keep_order"] / t["sprt_reordered"], t["sprt_keep_order"] / t["sprt"]))
  if not groups:
    return
  print("\nOutput-channel reordering (speedup over the caller's channel order):", file=out)
  print("%-9s %8s %11s %15s %12s" % ("sparsity", "matrices", "reordered", "faster on", "sprt choice"), file=out)
  for g in sorted(groups):
    values = groups[g]
    forced = [f for f, _ in values]
    print("%-9s %8d %10.3fx %14.0f%% %11.3fx" % (
        "all" if g == 99.0 else "%g" % g, len(values), geomean(forced),
        100.0 * sum(f > 1 for f in forced) / len(forced), geomean([c for _, c in values])), file=out)


def table(rows, worst, out=sys.stdout):
  header = "%-9s %-6s %8s %10s %12s %11s %13s" % (
      "sparsity", "kind", "matrices", "vs dense", "faster than", "vs sparse", "faster than")
  print(header, file=out)
  print("%-9s %-6s %8s %10s %12s %11s %13s" % ("", "", "", "(geomean)", "dense", "(geomean)", "sparse"), file=out)
  groups = {}
  for key, d, s in rows:
    groups.setdefault((key[0], key[1]), []).append((d, s))
    groups.setdefault((key[0], "all"), []).append((d, s))
    groups.setdefault((99.0, "all"), []).append((d, s))
  for (sparsity, kind) in sorted(groups, key=lambda k: (k[0], k[1] == "all", k[1])):
    values = groups[(sparsity, kind)]
    dense = [d for d, _ in values]
    sparse = [s for _, s in values]
    label = "all" if sparsity == 99.0 else "%g" % sparsity
    print("%-9s %-6s %8d %9.2fx %11.0f%% %10.2fx %12.0f%%" % (
        label, kind, len(values), geomean(dense), 100.0 * sum(d > 1 for d in dense) / len(dense),
        geomean(sparse), 100.0 * sum(s > 1 for s in sparse) / len(sparse)), file=out)
    if kind == "all":
      print(file=out)
  if worst:
    print("Slowest against XNNPACK dense:", file=out)
    for key, d, s in sorted(rows, key=lambda r: r[1])[:worst]:
      print("  %-5g %-4s %-42s N=%-6d dense/sprt %.2f  sparse/sprt %.2f" % (key[0], key[1], key[2], key[3], d, s),
            file=out)


def main(argv):
  worst = 8
  files = []
  for arg in argv[1:]:
    if arg.startswith("--worst="):
      worst = int(arg.split("=", 1)[1])
    else:
      files.append(arg)
  # Several files merge (e.g. runs split by --benchmark_filter); later files win on equal names.
  results = {}
  for text in ([open(f).read() for f in files] if files else [sys.stdin.read()]):
    for key, times in collect(load(text)).items():
      results.setdefault(key, {}).update(times)
  rows = speedups(results)
  if not rows and not any("sprt_reordered" in t for t in results.values()):
    print("dlmc_table: no complete dlmc/<impl>/... results in the input", file=sys.stderr)
    return 1
  if rows:
    table(rows, worst)
  order_effect(results)
  losses = selector_losses(results)
  if losses:
    values = [l for _, l, _ in losses]
    key, loss, best = max(losses, key=lambda r: r[1])
    print("\nPer-layer choice (sprt) against the oracle (fastest sprt configuration), %d matrices:" %
          len(losses))
    print("  mean loss %.1f%%, worst %.1f%% (%g %s %s N=%d, fastest: %s); oracle differs on %d" % (
        100 * sum(values) / len(values), 100 * loss, key[0], key[1], key[2], key[3], best,
        sum(1 for _, _, b in losses if b != "sprt")))
    # Each fixed configuration against the same oracle: what the selector is worth.
    for impl in sorted({i for t in results.values() for i in t if i.startswith("sprt_")}):
      fixed = [t[impl] / min(us for i, us in t.items() if i == "sprt" or i.startswith("sprt_")) - 1.0
               for t in results.values() if impl in t and "sprt" in t]
      if len(fixed) == len(losses):
        print("  always %-16s mean loss %5.1f%%, worst %5.1f%%" % (
            impl[len("sprt_"):], 100 * sum(fixed) / len(fixed), 100 * max(fixed)))
  return 0


if __name__ == "__main__":
  sys.exit(main(sys.argv))
