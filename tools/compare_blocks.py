#!/usr/bin/env python3
"""Per-block A/B of alternated end2end processes.

Each JSON file is one `end2end --benchmark_out=DIR/<variant><n>.json` process (each benchmark's
median over its repetitions, as scripts/end2end_table.py reads them); variant names are letters, the
first in alphabetical order is the base. For every benchmark it prints the median over the
processes of each block's time (the per-layer counters, milliseconds, summed by the prefix before
`_`: b3_expand + b3_dw + b3_project -> b3), and each other variant's median over the base's. The
guest drifts by 10-30% within minutes, moving every layer of a process alike: --ref=BLOCKS divides
each block by the process's time in blocks the change leaves alone before taking the medians.

  python3 tools/compare_blocks.py DIR [--ref=b8,b9,head] [--all]

--all prints every block; otherwise those where some variant differs from the base by more than 4%.
"""
import argparse
import collections
import glob
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))

import benchmark_json  # noqa: E402
import end2end_table  # noqa: E402  (each benchmark's medians, as the tables read them)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir")
    parser.add_argument("--ref", default="", help="comma-separated blocks to divide by (unchanged ones)")
    parser.add_argument("--all", action="store_true", help="print every block")
    args = parser.parse_args()
    ref = [r for r in args.ref.split(",") if r]
    # (benchmark, block) -> variant -> one value per process
    values = collections.defaultdict(lambda: collections.defaultdict(list))
    order = collections.OrderedDict()
    for path in sorted(glob.glob(os.path.join(args.dir, "*.json"))):
        m = re.match(r"([A-Za-z]+)\d*\.json$", os.path.basename(path))
        if m is None:
            continue
        variant = m.group(1)
        with open(path) as f:
            results = end2end_table.collect(benchmark_json.load(f.read()))
        for (network, model, sparsity, threads), entry in results.items():
            blocks = collections.OrderedDict()
            for key in sorted(k for k in entry if re.match(r"L\d+_", k)):
                block = key.split("_")[1]
                blocks[block] = blocks.get(block, 0.0) + entry[key]
            scale = sum(blocks.get(r, 0.0) for r in ref) if ref else 1.0
            name = f"{network}/{model}/{sparsity}/threads:{threads}"
            if scale <= 0:
                raise SystemExit(f"{path}: {name} has none of the reference blocks {args.ref}")
            order.setdefault(name, list(blocks))
            values[(name, "total")][variant].append(entry["ms"] / scale)
            for block, value in blocks.items():
                values[(name, block)][variant].append(value / scale)
    variants = sorted({v for per in values.values() for v in per})
    if len(variants) < 2:
        raise SystemExit(f"{args.dir}: need files of two variants or more, found {variants}")
    base = variants[0]
    unit = "over the reference blocks" if ref else "ms"
    print(f"variants {', '.join(variants)}: median over processes ({unit}) of {base}, then each variant over it")
    for name, blocks in order.items():
        for block in ["total"] + blocks:
            per = values[(name, block)]
            if not all(per[v] for v in variants):
                continue
            medians = {v: statistics.median(per[v]) for v in variants}
            if medians[base] == 0:
                continue
            ratios = {v: medians[v] / medians[base] for v in variants[1:]}
            if block != "total" and not args.all and all(abs(r - 1) <= 0.04 for r in ratios.values()):
                continue
            label = name if block == "total" else "  " + block
            print(f"{label:60s} {medians[base]:10.4f} " + " ".join(f"{v}:{r:.3f}" for v, r in ratios.items()) +
                  f"  ({len(per[base])} processes)")


if __name__ == "__main__":
    main()
