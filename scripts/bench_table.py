#!/usr/bin/env python3
"""Prints a table from Google Benchmark JSON (--benchmark_format=json or --benchmark_out).

Benchmark names: spmm/<impl>/<shape>/<sparsity>/threads:<T>[/...], impl in sprt, xnnpack_sparse,
xnnpack_dense. For each sparsity, thread count and shape: real time per impl, the ratios
xnnpack_dense/sprt and xnnpack_sparse/sprt (> 1: sprt is faster) and sprt's counters, then a geomean
row per sparsity and thread count; with several thread counts, each impl's scaling from the fewest.
Missing or failed entries print as "-". Other benchmark names are ignored.

usage: bench_table.py [FILE.json]   (default: stdin; text before the JSON object is skipped)
"""

import math
import re
import sys
from collections import OrderedDict

from benchmark_json import load, real_time_us

IMPLS = ("sprt", "xnnpack_sparse", "xnnpack_dense")


def parse_name(name):
    """-> (impl, shape, sparsity, threads) or None."""
    parts = name.split("/")
    if len(parts) < 4 or parts[0] != "spmm":
        return None
    impl, shape, sparsity = parts[1], parts[2], parts[3]
    threads = "1"
    for p in parts[4:]:
        if p.startswith("threads:"):
            threads = p.split(":", 1)[1]
    return impl, shape, sparsity, threads


def sparsity_key(s):
    m = re.search(r"[0-9]+(\.[0-9]+)?", s)
    return (0, float(m.group(0)), s) if m else (1, 0.0, s)


def collect(doc):
    """-> OrderedDict[(sparsity, shape, threads)][impl] = {"us": float, counters...}."""
    runs = OrderedDict()  # key -> impl -> list of entries (iterations), or the median aggregate
    medians = {}
    for b in doc.get("benchmarks", []):
        name = b.get("run_name") or b.get("name", "")
        parsed = parse_name(name)
        if parsed is None or b.get("error_occurred"):
            continue
        impl, shape, sparsity, threads = parsed
        key = (sparsity, shape, threads)
        runs.setdefault(key, {})
        try:
            us = real_time_us(b)
        except (KeyError, TypeError, ValueError):
            continue
        entry = dict(b)
        entry["us"] = us
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                medians[(key, impl)] = entry
            continue
        runs[key].setdefault(impl, []).append(entry)

    table = OrderedDict()
    for key, by_impl in runs.items():
        table[key] = {}
        for impl in set(by_impl) | {i for (k, i) in medians if k == key}:
            if (key, impl) in medians:
                table[key][impl] = medians[(key, impl)]
            elif by_impl.get(impl):
                entries = by_impl[impl]
                best = dict(entries[0])
                best["us"] = sum(e["us"] for e in entries) / len(entries)
                table[key][impl] = best
    return table


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def fmt_us(x):
    if x is None:
        return "-"
    return format(x, ".0f" if x >= 100 else ".1f" if x >= 10 else ".2f")


def gflops(entry):
    v = entry.get("GFLOPS")
    if not isinstance(v, (int, float)):
        return None
    # A counter declared as a FLOP rate (benchmark::Counter::kIsRate on a FLOP count) is stored
    # in FLOP/s: no real GFLOPS figure is that large.
    return v / 1e9 if v > 1e6 else v


def geomean(values):
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def ratio(a, b):
    return a / b if a is not None and b else None


def main(argv):
    text = open(argv[1]).read() if len(argv) > 1 else sys.stdin.read()
    try:
        doc = load(text)
    except ValueError as e:
        print("bench_table.py: cannot read benchmark JSON: %s" % e, file=sys.stderr)
        return 1
    table = collect(doc)
    if not table:
        print("bench_table.py: no spmm/<impl>/<shape>/<sparsity>/... benchmarks in the input",
              file=sys.stderr)
        return 1

    header = ("sparsity", "shape", "T", "sprt us", "xnn_sparse us", "xnn_dense us",
              "dense/sprt", "sparse/sprt", "sprt GFLOPS", "packed/csr", "pack ms")
    rows = []
    sparsities = sorted({k[0] for k in table}, key=sparsity_key)
    thread_counts = sorted({k[2] for k in table}, key=int)
    for sp in sparsities:
        for t in thread_counts:
            dense_ratios, sparse_ratios = [], []
            for (s, shape, threads), by_impl in table.items():
                if s != sp or threads != t:
                    continue
                us = {i: by_impl[i]["us"] if i in by_impl else None for i in IMPLS}
                sprt = by_impl.get("sprt", {})
                rd = ratio(us["xnnpack_dense"], us["sprt"])
                rs = ratio(us["xnnpack_sparse"], us["sprt"])
                dense_ratios.append(rd)
                sparse_ratios.append(rs)
                rows.append((sp, shape, threads, fmt_us(us["sprt"]),
                             fmt_us(us["xnnpack_sparse"]), fmt_us(us["xnnpack_dense"]),
                             fmt(rd, ".2f"), fmt(rs, ".2f"), fmt(gflops(sprt), ".1f"),
                             fmt(sprt.get("packed_vs_csr"), ".2f"), fmt(sprt.get("pack_ms"), ".2f")))
            if dense_ratios:
                rows.append((sp, "geomean", t, "", "", "", fmt(geomean(dense_ratios), ".2f"),
                             fmt(geomean(sparse_ratios), ".2f"), "", "", ""))
                rows.append(None)  # blank line between sparsities and thread counts

    widths = [max(len(h), *(len(r[i]) for r in rows if r)) for i, h in enumerate(header)]
    line = "  ".join(h.rjust(w) if i > 1 else h.ljust(w)
                     for i, (h, w) in enumerate(zip(header, widths)))
    print(line)
    print("-" * len(line))
    for r in rows[:-1]:
        if r is None:
            print()
            continue
        print("  ".join(c.rjust(w) if i > 1 else c.ljust(w)
                        for i, (c, w) in enumerate(zip(r, widths))).rstrip())
    print("\nratios > 1: sprt is faster (xnn time / sprt time, real time); times in microseconds")
    if len(thread_counts) > 1:
        print_scaling(table, sparsities, thread_counts)
    return 0


def print_scaling(table, sparsities, thread_counts):
    """Per sparsity and implementation: geomean over the shapes of time at the fewest threads / time at T."""
    first = thread_counts[0]
    print(f"\nScaling: geomean over the shapes of time at {first} thread{'s' if first != '1' else ''} / time at T")
    print("  ".join(["sparsity".ljust(8), "impl".ljust(14)] + [f"T={t}".rjust(6) for t in thread_counts[1:]]))
    for sp in sparsities:
        for impl in IMPLS:
            cells = []
            for t in thread_counts[1:]:
                gains = []
                for (s, shape, threads), by_impl in table.items():
                    if s == sp and threads == first and impl in by_impl:
                        other = table.get((s, shape, t), {}).get(impl)
                        gains.append(ratio(by_impl[impl]["us"], other["us"] if other else None))
                cells.append(fmt(geomean(gains), ".2f").rjust(6))
            print("  ".join([sp.ljust(8), impl.ljust(14)] + cells))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
