#!/usr/bin/env python3
"""Generates the SpRT mapping tables (src/packing/gen/mapping-tables.c and .h).

  python3 tools/gen_mapping_tables.py            # writes src/packing/gen/
  python3 tools/gen_mapping_tables.py --check    # exits 1 if a checked-in file differs
  python3 tools/gen_mapping_tables.py --stats
  python3 tools/gen_mapping_tables.py --jam      # also the Ti=8 sparse-jam tables, for experiments

TABLES below is the list of tables: a table's name is its C symbol (sprt_mapping_<name>), its name
in kernel names (gen_spmm_ukernels.py), in SPRT_TABLE and in operator info.

A table maps every Ti-bit column pattern p (1 <= p < 2^Ti) to a cover: kernel patterns that are
pairwise disjoint and whose union contains p. The kernel generator (gen_spmm_ukernels.py) reads the
kernel patterns from here, so kernels and tables cannot disagree on their order.

Cost of a cover (tables given by their kernel patterns alone, and the solver's --compare): one
input-row load per kernel pattern plus one FMA per covered row, explicit zeros included:
sum(1 + popcount(k)). Ties go to fewer explicit zeros, then fewer kernel patterns, then the
lexicographically smallest list of kernel pattern indices. ti4_reduced instead
covers each pattern with its single cheapest superset (ties: lowest mask), so every two-row pattern
runs as a three-row kernel pattern, as the SpRT paper's reduced Ti=4 table does.

The sparse-jam solver's Ti=8 tables (tools/sparse_jam.py, recorded in tools/sparse_jam_tables.json)
are not among them: no kernel ships for them (gen_spmm_ukernels.py). `--jam` writes them too, for
experiments with Ti=8 kernels.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import template  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "src", "packing", "gen")
COMMAND = "python3 tools/gen_mapping_tables.py"


def popcount(x):
  return bin(x).count("1")


class Table:
  def __init__(self, name, tile_rows, kernel_patterns, single_superset, covers=None):
    self.name = name
    self.symbol = "sprt_mapping_" + name
    self.tile_rows = tile_rows
    self.kernel_patterns = kernel_patterns
    if covers is not None:  # solver output (tools/sparse_jam.py): taken as recorded
      self.covers = [[]] + [list(c) for c in covers]
    else:
      self.covers = [[]] + [
          (superset_cover if single_superset else cheapest_cover)(p, kernel_patterns)
          for p in range(1, 1 << tile_rows)]
    for p in range(1, 1 << tile_rows):
      masks = [kernel_patterns[k] for k in self.covers[p]]
      union = 0
      for m in masks:
        assert union & m == 0, "%s: cover of 0x%X overlaps" % (name, p)
        union |= m
      assert union & p == p, "%s: cover of 0x%X misses rows" % (name, p)

  def explicit_zeros(self, pattern):
    return sum(popcount(self.kernel_patterns[k]) for k in self.covers[pattern]) - popcount(pattern)


def superset_cover(pattern, kernel_patterns):
  supersets = [(popcount(m), m, k) for k, m in enumerate(kernel_patterns) if m & pattern == pattern]
  if not supersets:
    raise ValueError("no kernel pattern contains 0x%X" % pattern)
  return [min(supersets)[2]]


def cheapest_cover(pattern, kernel_patterns):
  """Exact covers of the pattern's rows by disjoint kernel patterns, cheapest first."""
  best = None

  def search(uncovered, used, chosen):
    nonlocal best
    if uncovered == 0:
      cover = sorted(chosen)
      ones = sum(popcount(kernel_patterns[k]) for k in cover)
      key = (len(cover) + ones, ones - popcount(pattern), len(cover), cover)
      if best is None or key < best:
        best = key
      return
    low = uncovered & -uncovered
    for k, m in enumerate(kernel_patterns):
      if m & low and not m & used:
        search(uncovered & ~m, used | m, chosen + [k])

  search(pattern, 0, [])
  if best is None:
    raise ValueError("pattern 0x%X has no cover" % pattern)
  return best[3]


TABLES = [
    Table("ti4_identity", 4, list(range(1, 16)), False),
    Table("ti4_reduced", 4,
          [0x1, 0x2, 0x4, 0x8, 0x7, 0xB, 0xD, 0xE, 0xF], True),
]


# Tables chosen by the sparse-jam solver, as recorded in tools/sparse_jam_tables.json (re-solve with
# /usr/bin/python3 tools/sparse_jam.py --solve-all): kernel patterns and covers taken as recorded,
# checked to be exact and disjoint. Only with --jam.
JAM_RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sparse_jam_tables.json")


def add_jam_tables():
  with open(JAM_RESULTS) as f:
    for t in json.load(f)["tables"]:
      TABLES.append(Table(t["name"], t["ti"], list(t["kernel_patterns"]), False, t["covers"]))


def kernel_patterns_by_name():
  return {t.name: list(t.kernel_patterns) for t in TABLES}


def format_array(ctype, name, values, per_line=16):
  lines = ["static const %s %s[%d] = {" % (ctype, name, len(values))]
  for i in range(0, len(values), per_line):
    lines.append("  " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
  lines.append("};")
  return lines


def header():
  return ["// Auto-generated file. Do not edit!",
          "//   Generator: tools/gen_mapping_tables.py",
          "//   Command: " + COMMAND,
          ""]


def generate():
  """{file name: text} of the generated C tables and their declarations."""
  out = header() + ['#include "packing/mapping.h"', ""]
  for t in TABLES:
    offsets, flat = [0], []
    for cover in t.covers:
      flat.extend(cover)
      offsets.append(len(flat))
    out.append("// %s: Ti=%d, %d kernel patterns: %s." % (
        t.name, t.tile_rows, len(t.kernel_patterns),
        ", ".join("0x%02X" % m for m in t.kernel_patterns)))
    out += format_array("uint8_t", t.name + "_kernel_patterns", ["0x%02X" % m for m in t.kernel_patterns], 10)
    out += format_array("uint16_t", t.name + "_cover_offsets", offsets)
    out += format_array("uint8_t", t.name + "_cover_list", flat)
    out += format_array("uint8_t", t.name + "_cover_rows",
                        [sum(popcount(t.kernel_patterns[k]) for k in cover) for cover in t.covers])
    out.append("const struct sprt_mapping_table %s = {" % t.symbol)
    out.append('  .name = "%s",' % t.name)
    out.append("  .tile_rows = %d," % t.tile_rows)
    out.append("  .num_kernel_patterns = %d," % len(t.kernel_patterns))
    out.append("  .kernel_patterns = %s_kernel_patterns," % t.name)
    out.append("  .cover_offsets = %s_cover_offsets," % t.name)
    out.append("  .cover_list = %s_cover_list," % t.name)
    out.append("  .cover_rows = %s_cover_rows," % t.name)
    out.append("};")
    out.append("")
  out.append("const struct sprt_mapping_table* const sprt_mapping_tables[SPRT_MAPPING_TABLE_COUNT] = {")
  out += ["  &%s," % t.symbol for t in TABLES]
  out.append("};")
  out.append("")

  decl = header() + ["// Included by packing/mapping.h.", ""]
  decl.append("#define SPRT_MAPPING_TABLE_COUNT %d" % len(TABLES))
  decl.append("")
  for t in TABLES:
    decl.append("extern const struct sprt_mapping_table %s;  // Ti=%d, %d kernel patterns" % (
        t.symbol, t.tile_rows, len(t.kernel_patterns)))
  decl.append("")
  return {"mapping-tables.c": "\n".join(out), "mapping-tables.h": "\n".join(decl)}


def print_stats():
  """Explicit zeros per nonzero when each weight is nonzero with probability d."""
  for t in TABLES:
    for d in (0.1, 0.2, 0.3):
      zeros = nonzeros = 0.0
      for p in range(1, 1 << t.tile_rows):
        k = popcount(p)
        prob = d ** k * (1 - d) ** (t.tile_rows - k)
        zeros += prob * t.explicit_zeros(p)
        nonzeros += prob * k
      print("%-13s density %.1f: %.3f explicit zeros per nonzero" % (t.name, d, zeros / nonzeros))


def main():
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--out-dir", default=OUT_DIR)
  parser.add_argument("--check", action="store_true", help="compare with the checked-in files")
  parser.add_argument("--stats", action="store_true", help="print binomial explicit-zero rates")
  parser.add_argument("--jam", action="store_true", help="add the sparse-jam solver's Ti=8 tables")
  args = parser.parse_args()
  if args.jam:
    add_jam_tables()
  if args.stats:
    print_stats()
    return 0
  return template.write_or_check(generate(), args.out_dir, args.check, COMMAND)


if __name__ == "__main__":
  sys.exit(main())
