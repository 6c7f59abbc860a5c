#!/usr/bin/python3
"""Sparse-jam solver: chooses a mapping table (kernel patterns + a cover of every column pattern) for
panels of Ti rows, as an integer program (the SpRT paper's formulation, solved with scipy's milp /
HiGHS from Debian's python3-scipy: run with /usr/bin/python3).

Model. A panel column with nonzero pattern p (a Ti-bit mask) runs as one visit per kernel pattern k
of its cover; covers are disjoint kernel patterns whose union contains p (positions outside p are
explicit zeros). With f_p the share of panel columns with pattern p and K columns per panel:

  minimize   K * sum_p f_p * sum_{k in cover(p)} (visit + value * popcount(k))  +  loop * |S|
  subject to every p has exactly one cover, a cover only uses kernel patterns in S,
             the Ti single-row patterns are in S (every pattern then has a cover), |S| <= max_patterns

visit, value and loop are the fitted costs (tools/fit_spmm_costs.py) of one column visit (its
input-row load), one stored value (a broadcast and a row of FMAs) and one kernel-pattern loop per
panel and pixel tile. Candidate covers of p: its single rows; a superset with at most `extra`
explicit zeros; a multi-row subset plus single rows for the rest; two parts that partition p.

Frequencies: the binomial model at a density (--density) or the panels of real matrices
(--dlmc=DIR --sparsity=S: every .smtx of that sparsity in DIR/index.csv, rows cut into panels of Ti).

  /usr/bin/python3 tools/sparse_jam.py --solve-all      # re-solves TABLES, writes RESULTS
  /usr/bin/python3 tools/sparse_jam.py --ti=8 --density=0.1 --max-patterns=24   # one table, printed

tools/gen_mapping_tables.py turns the recorded RESULTS (tools/sparse_jam_tables.json) into C tables;
//test:generated_files_test checks that the checked-in tables equal what it emits from them.
"""

import argparse
import csv
import itertools
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "tools", "sparse_jam_tables.json")
COSTS = os.path.join(ROOT, "tools", "spmm_costs.json")

# The tables sprt ships from this solver: name, Ti, frequency source,
# pattern budget. Densities are the nonzero fractions of the sparsity bands they serve.
TABLES = [
    {"name": "ti8_jam90", "ti": 8, "density": 0.10, "max_patterns": 24},
    {"name": "ti8_jam95", "ti": 8, "density": 0.05, "max_patterns": 24},
]
COLUMNS_PER_PANEL = 256  # typical K: weighs the per-panel loop cost against per-column work
MAX_EXTRA = 2            # explicit zeros a superset cover may add (Ti=8)


def popcount(x):
  return bin(x).count("1")


def binomial_frequencies(ti, density):
  return {p: density ** popcount(p) * (1 - density) ** (ti - popcount(p)) for p in range(1, 1 << ti)}


def dlmc_frequencies(ti, directory, sparsity):
  counts = {p: 0 for p in range(1, 1 << ti)}
  total = 0
  with open(os.path.join(directory, "index.csv")) as f:
    for row in csv.DictReader(f):
      if abs(float(row["sparsity"]) - sparsity) > 1e-9:
        continue
      with open(os.path.join(directory, row["path"])) as m:
        rows, cols, _ = (int(v) for v in m.readline().replace(",", " ").split())
        offsets = [int(v) for v in m.readline().split()]
        indices = [int(v) for v in m.readline().split()]
      for first in range(0, rows - ti + 1, ti):
        pattern = [0] * cols
        for r in range(ti):
          for i in range(offsets[first + r], offsets[first + r + 1]):
            pattern[indices[i]] |= 1 << r
        for p in pattern:
          total += 1
          if p:
            counts[p] += 1
  if total == 0:
    raise ValueError("no matrices of sparsity %g in %s" % (sparsity, directory))
  return {p: c / total for p, c in counts.items()}


def singles(mask):
  return tuple(1 << r for r in range(8) if mask >> r & 1)


def candidate_covers(p, ti, extra):
  """Covers of pattern p as sorted tuples of kernel masks (each cover: disjoint masks, union >= p)."""
  full = (1 << ti) - 1
  covers = {singles(p)}
  others = full & ~p
  for add in range(1, 1 << ti):
    if add & ~others == 0 and popcount(add) <= extra:
      covers.add((p | add,))
  covers.add((p,))
  sub = (p - 1) & p
  while sub:
    if popcount(sub) >= 2:
      covers.add(tuple(sorted((sub,) + singles(p & ~sub))))
    rest = p & ~sub
    if sub < rest:
      covers.add(tuple(sorted((sub, rest))))
    sub = (sub - 1) & p
  return sorted(covers)


def cheapest_cover(p, ti, costs, allowed, extra=MAX_EXTRA):
  """(cost, cover): the cheapest candidate cover of p using only kernel patterns in `allowed`; ties go
  to fewer explicit zeros, then fewer visits. None when `allowed` cannot cover p."""
  best = None
  for cover in candidate_covers(p, ti, extra if ti == 8 else ti):
    if all(k in allowed for k in cover):
      key = (sum(costs["visit"] + costs["value"] * popcount(k) for k in cover),
             sum(popcount(k) for k in cover) - popcount(p), len(cover), cover)
      best = key if best is None or key < best else best
  return None if best is None else (best[0], best[3])


def solve(ti, frequencies, costs, max_patterns, extra=MAX_EXTRA, columns=COLUMNS_PER_PANEL):
  import numpy as np
  from scipy.optimize import Bounds, LinearConstraint, milp

  masks = list(range(1, 1 << ti))
  y_index = {k: i for i, k in enumerate(masks)}
  cover_vars = []  # (p, cover)
  for p in masks:
    for cover in candidate_covers(p, ti, extra if ti == 8 else ti):
      cover_vars.append((p, cover))
  n_y, n_x = len(masks), len(cover_vars)
  # Rare patterns still need a sensible cover: a floor on every frequency.
  floor = 1e-9
  c = np.zeros(n_y + n_x)
  # A fitted loop cost of 0 still must not add kernel patterns no cover uses.
  c[:n_y] = max(costs["loop"], 1e-6)
  for j, (p, cover) in enumerate(cover_vars):
    c[n_y + j] = columns * max(frequencies.get(p, 0.0), floor) * sum(
        costs["visit"] + costs["value"] * popcount(k) for k in cover)
  rows, cols, vals, lo, hi = [], [], [], [], []
  row = 0
  for p in masks:  # exactly one cover per pattern
    for j, (q, _) in enumerate(cover_vars):
      if q == p:
        rows.append(row); cols.append(n_y + j); vals.append(1.0)
    lo.append(1.0); hi.append(1.0); row += 1
  for j, (_, cover) in enumerate(cover_vars):  # x <= y for every kernel pattern of the cover
    for k in cover:
      rows += [row, row]; cols += [n_y + j, y_index[k]]; vals += [1.0, -1.0]
      lo.append(-np.inf); hi.append(0.0); row += 1
  for k in masks:  # |S| <= max_patterns
    rows.append(row); cols.append(y_index[k]); vals.append(1.0)
  lo.append(0.0); hi.append(float(max_patterns)); row += 1
  from scipy.sparse import coo_matrix
  a = coo_matrix((vals, (rows, cols)), shape=(row, n_y + n_x)).tocsr()
  lower = np.zeros(n_y + n_x)
  for k in masks:
    if popcount(k) == 1:
      lower[y_index[k]] = 1.0
  integrality = np.concatenate([np.ones(n_y), np.zeros(n_x)])
  start = time.time()
  result = milp(c, constraints=LinearConstraint(a, lo, hi), integrality=integrality,
                bounds=Bounds(lower, np.ones(n_y + n_x)), options={"time_limit": 600, "mip_rel_gap": 1e-6})
  if result.x is None:
    raise RuntimeError("milp failed: %s" % result.message)
  chosen = sorted((k for k in masks if result.x[y_index[k]] > 0.5), key=lambda k: (popcount(k), k))
  # The cover of each pattern: the cheapest candidate whose kernel patterns were all chosen (the LP
  # relaxation of x is integral for fixed y; this re-derives it exactly and breaks ties the same way).
  covers = {p: sorted(chosen.index(k) for k in cheapest_cover(p, ti, costs, set(chosen), extra)[1]) for p in masks}
  return {
      "kernel_patterns": chosen,
      "covers": [covers[p] for p in masks],
      "objective": float(result.fun),
      "mip_gap": float(getattr(result, "mip_gap", 0.0) or 0.0),
      "solve_seconds": round(time.time() - start, 2),
  }


def operator_costs(costs, isa, vectors):
  """The operator's model (select.h) as solver costs at one tile width: per visit c0 + c1 v, per value
  c2 + c3 v, per kernel-pattern loop c6 (the per-panel terms c4, c5 are the same for every table)."""
  c = costs["selector"][isa]["ns"]
  return {"visit": c[0] + c[1] * vectors, "value": c[2] + c[3] * vectors, "loop": c[6]}


def objective(ti, frequencies, costs, allowed, columns):
  """The solver's objective for a fixed set of kernel patterns, each pattern taking its cheapest cover."""
  total = costs["loop"] * len(allowed)
  for p in range(1, 1 << ti):
    best = cheapest_cover(p, ti, costs, set(allowed))
    if best is None:
      raise ValueError("kernel patterns %s do not cover 0x%02X" % (allowed, p))
    total += columns * max(frequencies.get(p, 0.0), 1e-9) * best[0]
  return total


def load_costs():
  with open(COSTS) as f:
    return json.load(f)


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--solve-all", action="store_true", help="solve TABLES and write " + RESULTS)
  parser.add_argument("--ti", type=int, choices=(4, 8), default=8)
  parser.add_argument("--density", type=float, help="binomial frequencies at this nonzero fraction")
  parser.add_argument("--dlmc", help="DLMC directory (frequencies from real matrices)")
  parser.add_argument("--sparsity", type=float, help="with --dlmc: which matrices")
  parser.add_argument("--max-patterns", type=int, default=24)
  parser.add_argument("--columns", type=int, default=COLUMNS_PER_PANEL, help="columns per panel (K)")
  parser.add_argument("--operator-costs", metavar="ISA:VECTORS",
                      help="cost a visit, value and loop with the operator's per-layer model (the 'selector' "
                           "constants of spmm_costs.json) at a tile of VECTORS vectors, e.g. avx512f:6")
  parser.add_argument("--compare", metavar="PATTERNS", action="append", default=[],
                      help="also print the objective of a fixed set of kernel patterns (comma-separated "
                           "masks, e.g. 1,2,4,8,7,11,13,14,15), relative to the solution")
  args = parser.parse_args()
  costs = load_costs()
  if args.operator_costs:
    if args.solve_all:
      parser.error("--solve-all records the shipped tables with the solver's own costs; drop --operator-costs")
    isa, vectors = args.operator_costs.split(":")
    costs = operator_costs(costs, isa, float(vectors))
  if args.solve_all:
    out = {"generator": "/usr/bin/python3 tools/sparse_jam.py --solve-all", "costs": costs,
           "columns_per_panel": COLUMNS_PER_PANEL, "max_extra_zeros": MAX_EXTRA, "tables": []}
    for spec in TABLES:
      solution = solve(spec["ti"], binomial_frequencies(spec["ti"], spec["density"]), costs, spec["max_patterns"])
      out["tables"].append(dict(spec, **solution))
      print("%s: %d kernel patterns, objective %.1f, %.1f s" % (
          spec["name"], len(solution["kernel_patterns"]), solution["objective"], solution["solve_seconds"]))
    with open(RESULTS, "w") as f:
      json.dump(out, f, indent=1)
      f.write("\n")
    print("wrote %s" % RESULTS)
    return 0
  if args.dlmc:
    frequencies = dlmc_frequencies(args.ti, args.dlmc, args.sparsity)
  elif args.density is not None:
    frequencies = binomial_frequencies(args.ti, args.density)
  else:
    parser.error("give --solve-all, --density or --dlmc with --sparsity")
  solution = solve(args.ti, frequencies, costs, args.max_patterns, columns=args.columns)
  print(json.dumps({"kernel_patterns": ["0x%02X" % k for k in solution["kernel_patterns"]],
                    "objective": solution["objective"], "solve_seconds": solution["solve_seconds"]}))
  for text in args.compare:
    allowed = [int(k, 0) for k in text.split(",")]
    value = objective(args.ti, frequencies, costs, allowed, args.columns)
    print("%s: objective %.1f (%.3fx the solution)" % (text, value, value / solution["objective"]))
  return 0


if __name__ == "__main__":
  sys.exit(main())
