#!/usr/bin/env python3
"""Prints the MobileNetV1 end-to-end table from bench/end2end's Google Benchmark JSON.

Benchmark names: end2end/<model>/<sparsity>/threads:<T>[/real_time], model in xnnpack_dense
(sparsity 0), xnnpack_sparse, sprt, and the runtime models xnnpack_runtime_dense (sparsity 0) and
xnnpack_runtime_sprt (XNNPACK's runtime with the sparse flag and the sprt plugin). With
--benchmark_repetitions the "median" aggregate is used; without, the median of the runs of the same
name.

Per thread count: latency of every model and sparsity, the speedups of sprt over XNNPACK dense
and over XNNPACK sparse at the same sparsity (of xnnpack_runtime_sprt over xnnpack_runtime_dense and
XNNPACK sparse), xnnpack_runtime_sprt's latency over sprt's, the time in the 13 pointwise layers and
outside them, and the creation time of the 13 pointwise operators (sprt's packing, XNNPACK's
creation).
With more than one thread count, the speedups over dense side by side per thread count and the
scaling of each model from the fewest threads measured (1 by default) to every other count. Then
per thread count the layers outside the 1x1 convolutions (stem, depthwise, pooling, classifier), one
by one: sprt against XNNPACK's NCHW operators (the xnnpack_sparse model) and its NHWC ones
(xnnpack_dense), at the middle sparsity (these layers are dense in every model).

usage: end2end_table.py [FILE.json]   (default: stdin; text before the JSON object is skipped)
"""

import statistics
import sys

from benchmark_json import load, real_time_us

MODELS = ("xnnpack_dense", "xnnpack_sparse", "sprt", "xnnpack_runtime_dense", "xnnpack_runtime_sprt")
DENSE_MODELS = ("xnnpack_dense", "xnnpack_runtime_dense")  # dense weights: sparsity 0


def parse_name(name):
    """-> (model, sparsity, threads) or None for names that are not end2end benchmarks."""
    parts = name.split("/")
    if len(parts) < 4 or parts[0] != "end2end" or not parts[3].startswith("threads:"):
        return None
    try:
        return parts[1], float(parts[2]), int(parts[3].split(":", 1)[1])
    except ValueError:
        return None


def collect(doc):
    """-> {(model, sparsity, threads): {"ms": latency, "pointwise_ms": .., "other_ms": .., ...}}.

    Latency and counters are medians over repetitions (the "median" aggregate when present).
    Failed runs (error_occurred) are left out.
    """
    runs, medians = {}, {}
    for b in doc.get("benchmarks", []):
        if b.get("error_occurred"):
            continue
        key = parse_name(b.get("run_name", b.get("name", "")))
        if key is None:
            continue
        entry = {k: v for k, v in b.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
        entry["ms"] = real_time_us(b) * 1e-3
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                medians[key] = entry
        else:
            runs.setdefault(key, []).append(entry)
    result = dict(medians)
    for key, entries in runs.items():
        if key in result:
            continue
        result[key] = {k: statistics.median(e[k] for e in entries if k in e) for k in entries[0]}
    return result


def fmt(value, spec):
    return "-" if value is None else format(value, spec)


def ratio(a, b):
    return None if a is None or b is None or b == 0 else a / b


def table(results, out=sys.stdout):
    thread_counts = sorted({t for (_, _, t) in results})
    sparsities = sorted({s for (m, s, _) in results if m not in DENSE_MODELS})

    def get(model, sparsity, threads, field="ms"):
        e = results.get((model, 0.0 if model in DENSE_MODELS else sparsity, threads))
        return None if e is None else e.get(field)

    header = ("model", "sparsity", "ms", "vs dense", "vs sparse", "/ sprt", "1x1 ms", "other ms", "create 1x1 ms")
    widths = (20, 9, 8, 9, 10, 7, 8, 9, 14)
    line = lambda cells: "  ".join(str(c).rjust(w) if i else str(c).ljust(w)
                                   for i, (c, w) in enumerate(zip(cells, widths)))
    for threads in thread_counts:
        print(f"MobileNetV1, batch {int(next(iter(results.values())).get('batch', 1))}, "
              f"{threads} thread{'s' if threads > 1 else ''} (vs: how many times faster sprt is than the "
              f"operator-level XNNPACK models, xnnpack_runtime_sprt than xnnpack_runtime_dense and "
              f"xnnpack_sparse; / sprt: xnnpack_runtime_sprt's time over sprt's)", file=out)
        print(line(header), file=out)
        rows = [(m, 0.0) for m in DENSE_MODELS] + [
            (m, s) for s in sparsities for m in ("xnnpack_sparse", "sprt", "xnnpack_runtime_sprt")]
        for model, sparsity in rows:
            ms = get(model, sparsity, threads)
            if ms is None:
                continue
            vs_dense = vs_sparse = vs_sprt = None
            if model == "sprt":
                vs_dense = ratio(get("xnnpack_dense", 0.0, threads), ms)
                vs_sparse = ratio(get("xnnpack_sparse", sparsity, threads), ms)
            elif model == "xnnpack_runtime_sprt":
                vs_dense = ratio(get("xnnpack_runtime_dense", 0.0, threads), ms)
                vs_sparse = ratio(get("xnnpack_sparse", sparsity, threads), ms)
                vs_sprt = ratio(ms, get("sprt", sparsity, threads))
            print(line((model, "-" if model in DENSE_MODELS else f"{sparsity:g}", f"{ms:.2f}",
                        fmt(vs_dense, ".2f"), fmt(vs_sparse, ".2f"), fmt(vs_sprt, ".2f"),
                        fmt(get(model, sparsity, threads, "pointwise_ms"), ".2f"),
                        fmt(get(model, sparsity, threads, "other_ms"), ".2f"),
                        fmt(get(model, sparsity, threads, "create_pointwise_ms"), ".1f"))), file=out)
        print(file=out)

    if len(thread_counts) > 1:
        print("Speedup over dense per thread count: xnnpack_dense / sprt, "
              "xnnpack_runtime_dense / xnnpack_runtime_sprt", file=out)
        print("  ".join(["model".ljust(20), "sparsity".rjust(9)] + [f"T={t}".rjust(6) for t in thread_counts]),
              file=out)
        for model, dense in (("sprt", "xnnpack_dense"), ("xnnpack_runtime_sprt", "xnnpack_runtime_dense")):
            for sparsity in sparsities:
                cells = [fmt(ratio(get(dense, 0.0, t), get(model, sparsity, t)), ".2f").rjust(6)
                         for t in thread_counts]
                if any(c.strip() != "-" for c in cells):
                    print("  ".join([model.ljust(20), f"{sparsity:g}".rjust(9)] + cells), file=out)
        print(file=out)
        first = thread_counts[0]
        print(f"Scaling: latency at {first} thread{'s' if first > 1 else ''} / latency at T threads", file=out)
        print("  ".join(["model".ljust(20), "sparsity".rjust(9)] +
                        [f"T={t}".rjust(6) for t in thread_counts[1:]]), file=out)
        for model, sparsity in [(m, 0.0) for m in DENSE_MODELS] + [
                (m, s) for m in ("xnnpack_sparse", "sprt", "xnnpack_runtime_sprt") for s in sparsities]:
            base = get(model, sparsity, first)
            if base is None:
                continue
            cells = [fmt(ratio(base, get(model, sparsity, t)), ".2f").rjust(6) for t in thread_counts[1:]]
            print("  ".join([model.ljust(20), ("-" if model in DENSE_MODELS else f"{sparsity:g}").rjust(9)]
                            + cells), file=out)


def layer_table(results, out=sys.stdout):
    sparsities = sorted({s for (m, s, _) in results if m not in DENSE_MODELS})
    if not sparsities:
        return
    sparsity = sparsities[len(sparsities) // 2]
    for threads in sorted({t for (_, _, t) in results}):
        sprt = results.get(("sprt", sparsity, threads))
        nchw = results.get(("xnnpack_sparse", sparsity, threads))
        nhwc = results.get(("xnnpack_dense", 0.0, threads))
        if sprt is None or nchw is None or nhwc is None:
            continue
        layers = sorted(k for k in sprt if k.startswith("L") and "_pw" not in k and k[1:3].isdigit())
        print(f"\nLayers outside the 1x1 convolutions, {threads} thread{'s' if threads > 1 else ''} (ms; "
              f"sprt model at {sparsity:g})", file=out)
        print("  ".join(["layer".ljust(12), "sprt".rjust(7), "XNN NCHW".rjust(9), "XNN NHWC".rjust(9),
                         "NCHW/sprt".rjust(10), "NHWC/sprt".rjust(10)]), file=out)
        totals = [0.0, 0.0, 0.0]
        for k in layers:
            row = [sprt.get(k), nchw.get(k), nhwc.get(k)]
            for i, v in enumerate(row):
                totals[i] += v or 0.0
            print("  ".join([k[4:].ljust(12), fmt(row[0], ".3f").rjust(7), fmt(row[1], ".3f").rjust(9),
                             fmt(row[2], ".3f").rjust(9), fmt(ratio(row[1], row[0]), ".2f").rjust(10),
                             fmt(ratio(row[2], row[0]), ".2f").rjust(10)]), file=out)
        print("  ".join(["total".ljust(12), f"{totals[0]:.3f}".rjust(7), f"{totals[1]:.3f}".rjust(9),
                         f"{totals[2]:.3f}".rjust(9), fmt(ratio(totals[1], totals[0]), ".2f").rjust(10),
                         fmt(ratio(totals[2], totals[0]), ".2f").rjust(10)]), file=out)


def main(argv):
    text = open(argv[1]).read() if len(argv) > 1 else sys.stdin.read()
    results = collect(load(text))
    if not results:
        print("end2end_table: no end2end/<model>/<sparsity>/threads:<T> results in the input", file=sys.stderr)
        return 1
    table(results)
    layer_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
