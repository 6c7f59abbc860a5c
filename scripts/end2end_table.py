#!/usr/bin/env python3
"""Prints the end-to-end tables from bench/end2end's Google Benchmark JSON, one set per network.

Benchmark names: end2end/<network>/<model>/<sparsity>/threads:<T>[/real_time], network in mbv1,
mbv2, efflite0, model in xnnpack_dense
(sparsity 0), xnnpack_sparse, sprt, and the runtime models xnnpack_runtime_dense (sparsity 0) and
xnnpack_runtime_sprt (XNNPACK's runtime with the sparse flag and the sprt plugin). With
--benchmark_repetitions the "median" aggregate is used; without, the median of the runs of the same
name.

Per thread count: latency of every model and sparsity, the speedups of sprt over XNNPACK dense
and over XNNPACK sparse at the same sparsity (of xnnpack_runtime_sprt over xnnpack_runtime_dense and
XNNPACK sparse), xnnpack_runtime_sprt's latency over sprt's, the time in the 1x1 layers and outside
them, and the creation time of the 1x1 operators (sprt's packing, XNNPACK's creation).
With more than one thread count, the speedups over dense side by side per thread count and the
scaling of each model from the fewest threads measured (1 by default) to every other count. The
paired rounds (end2end_paired/<network>/<sparsity>: every model and thread count run back to back in
each round) give the same ratios measured within each round, which the machine's drift does not
move: per sparsity and thread count, sprt's and xnnpack_runtime_sprt's speedups over dense,
xnnpack_runtime_sprt's time over sprt's and the scaling of the four models; where a round measured
the cross-core hand-off (2 threads or more), the same speedup and the scaling of dense and sprt again
over the rounds where reading another core's writes was cheap (near) and where it was not (far). Then
per thread count the time per layer kind (stem, 3x3 and 5x5 depthwise, the 1x1 kinds, the inverted
residual blocks the sprt plan fuses, residual adds, pooling, classifier): sprt against XNNPACK's NCHW operators (the xnnpack_sparse model) and its
NHWC ones (xnnpack_dense), at the middle sparsity; with --per-layer, every layer the same way, and
for the networks with inverted residual blocks every block (its layers summed: sprt's fused block
counts all its time in one of them).
With end2end --ab_env (end2end_ab/<network>/<sparsity>: two sprt plans in rounds, B set up under an
environment switch), per sparsity and thread count A's and B's times, B's over A's within the rounds
and the hand-off, and the blocks where B's time over A's is off 1 by 3% or more.
Where the run has the pool profile (end2end --pool_profile=1), the profile per thread count and layer
kind (with --per-layer, per layer): the wall time, the busiest thread's time in tasks, all threads'
time in tasks over the first thread count's (the work the split added), the busiest thread over the
mean, the last thread's start and the return after the last task, for sprt and XNNPACK dense,
operator by operator and through XNNPACK's runtime.

usage: end2end_table.py [--per-layer] [FILE.json]   (default: stdin; text before the JSON object is
skipped)
"""

import re
import statistics
import sys

from benchmark_json import load, real_time_us

MODELS = ("xnnpack_dense", "xnnpack_sparse", "sprt", "xnnpack_runtime_dense", "xnnpack_runtime_sprt")
DENSE_MODELS = ("xnnpack_dense", "xnnpack_runtime_dense")  # dense weights: sparsity 0


NETWORKS = {"mbv1": "MobileNetV1", "mbv2": "MobileNetV2", "efflite0": "EfficientNet-Lite0"}
KINDS = ("stem", "dw3x3", "dw5x5", "pw", "expand", "project", "block", "head", "add", "avgpool", "fc")


def parse_name(name):
    """-> (network, model, sparsity, threads) or None for names that are not end2end benchmarks."""
    parts = name.split("/")
    if len(parts) < 5 or parts[0] != "end2end" or not parts[4].startswith("threads:"):
        return None
    try:
        return parts[1], parts[2], float(parts[3]), int(parts[4].split(":", 1)[1])
    except ValueError:
        return None


def by_network(results):
    """{(network, model, sparsity, threads): entry} -> {network: {(model, sparsity, threads): entry}},
    networks in NETWORKS' order."""
    split = {}
    for (network, model, sparsity, threads), entry in results.items():
        split.setdefault(network, {})[(model, sparsity, threads)] = entry
    order = list(NETWORKS) + sorted(n for n in split if n not in NETWORKS)
    return {n: split[n] for n in order if n in split}


def median_entries(doc, parse):
    """-> {parse(name): {"ms": latency, counters...}} for the benchmarks whose name `parse` maps to a
    key (not None). Latency and counters are medians over repetitions (the "median" aggregate when
    present). Failed runs (error_occurred) are left out."""
    runs, medians = {}, {}
    for b in doc.get("benchmarks", []):
        if b.get("error_occurred"):
            continue
        key = parse(b.get("run_name", b.get("name", "")))
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


def collect(doc):
    """-> {(network, model, sparsity, threads): {"ms": latency, "pointwise_ms": .., "other_ms": .., ...}}."""
    return median_entries(doc, parse_name)


def rounds_name_parser(prefix):
    """-> a parser of <prefix>/<network>/<sparsity>[/real_time] names to (network, sparsity), else None."""
    def parse(name):
        parts = name.split("/")
        if len(parts) < 3 or parts[0] != prefix:
            return None
        try:
            return parts[1], float(parts[2])
        except ValueError:
            return None
    return parse


parse_paired_name = rounds_name_parser("end2end_paired")
parse_ab_name = rounds_name_parser("end2end_ab")


def collect_rounds(doc, parse):
    """-> {network: {sparsity: counters}} of the rounds whose names `parse` reads (paired or A/B)."""
    rounds = {}
    for (network, sparsity), entry in median_entries(doc, parse).items():
        rounds.setdefault(network, {})[sparsity] = entry
    return rounds


def collect_paired(doc):
    """-> {network: {sparsity: counters}} of the paired rounds."""
    return collect_rounds(doc, parse_paired_name)


def block_order(block):
    """Network order of a block or layer name: stem, then by number (a depthwise layer before its 1x1
    layer), head, pooling, classifier."""
    m = re.match(r"([a-z]+)(\d*)$", block)
    prefix, number = (m.group(1), int(m.group(2) or 0)) if m else (block, 0)
    rank = {"conv": 0, "b": 1, "dw": 1, "pw": 1, "head": 2, "avgpool": 3, "fc": 4}.get(prefix, 5)
    return rank, number, prefix != "dw", block


def ab_table(ab, out=sys.stdout):
    """The A/B rounds of every network (end2end --ab_env): {network: {sparsity: counters}}."""
    for network in [n for n in NETWORKS if n in ab] + sorted(set(ab) - set(NETWORKS)):
        entries = ab[network]
        counts = sorted({int(k[len("b_over_a_t"):]) for e in entries.values() for k in e
                         if k.startswith("b_over_a_t") and k[len("b_over_a_t"):].isdigit()})
        print(f"{NETWORKS.get(network, network)}, A/B rounds (sprt plan A, and B set up under end2end --ab_env; "
              "ratios within a round, medians over the rounds)", file=out)
        rows = []
        for sparsity in sorted(entries):
            e = entries[sparsity]
            for t in counts:
                blocks = sorted(((k[2:-len(f"_t{t}")], v) for k, v in e.items()
                                 if k.startswith("B_") and k.endswith(f"_t{t}") and abs(v - 1.0) >= 0.03),
                                key=lambda item: block_order(item[0]))
                rows.append([f"{sparsity:g}", str(t), fmt(e.get(f"a_ms_t{t}"), ".3f"), fmt(e.get(f"b_ms_t{t}"), ".3f"),
                             fmt(e.get(f"b_over_a_t{t}"), ".3f"), fmt(e.get("handoff_cross_over_own"), ".2f"),
                             " ".join(f"{b} {v:.2f}" for b, v in blocks) or "-"])
        print_right_aligned(["sparsity", "T", "A ms", "B ms", "B/A", "hand-off", "blocks B/A"],
                            [8, 3, 8, 8, 6, 8, 11], rows, out)


def paired_table(paired, title, out=sys.stdout):
    """The paired rounds of one network: {sparsity: counters}."""
    if not paired:
        return
    counts = sorted({int(k[len("speedup_t"):]) for e in paired.values() for k in e
                     if k.startswith("speedup_t") and k[len("speedup_t"):].isdigit()})
    if not counts:
        return
    rounds = min(int(e.get("rounds", 0)) for e in paired.values())
    timed = int(min(e.get("timed_images", 0) for e in paired.values()))
    print(f"{title}, paired rounds (each round runs every model at every thread count back to back, one "
          f"untimed and {timed or 'some'} timed images each; ratios within a round, medians over the "
          f"rounds, {rounds} or more; rt: XNNPACK's runtime)", file=out)
    header = ["sparsity", "T", "sprt ms", "dense/sprt", "rt dense/rt sprt", "rt sprt/sprt",
              "scaling dense", "scaling sprt", "scaling rt dense", "scaling rt sprt"]
    widths = [8, 3, 8, 10, 16, 12, 13, 12, 16, 15]
    rows = []
    for sparsity in sorted(paired):
        e = paired[sparsity]
        for t in counts:
            cells = [f"{sparsity:g}", str(t), fmt(e.get(f"sprt_ms_t{t}"), ".2f"), fmt(e.get(f"speedup_t{t}"), ".2f"),
                     fmt(e.get(f"runtime_speedup_t{t}"), ".2f"), fmt(e.get(f"runtime_over_sprt_t{t}"), ".2f")]
            for model in ("xnnpack_dense", "sprt", "xnnpack_runtime_dense", "xnnpack_runtime_sprt"):
                cells.append(fmt(e.get(f"scaling_{model}_t{t}"), ".2f"))
            rows.append(cells)
    print_right_aligned(header, widths, rows, out)
    hand_off_table(paired, counts, out)


def hand_off_table(paired, counts, out=sys.stdout):
    """The paired ratios split by the rounds' cross-core hand-off (bench/end2end.cc, kFarHandOff)."""
    if not any("handoff_cross_over_own" in e for e in paired.values()):
        return
    print("  the same by the round's hand-off (1 MB read from the other core over from its own; far: 1.5 or "
          "more, as two vCPUs that share no cache)", file=out)
    header = ["sparsity", "T", "hand-off", "far rounds", "dense/sprt near", "far",
              "scaling dense near", "far", "scaling sprt near", "far"]
    widths = [8, 3, 8, 10, 15, 5, 18, 5, 17, 5]
    rows = []
    for sparsity in sorted(paired):
        e = paired[sparsity]
        far_rounds = f"{int(e.get('handoff_far_rounds', 0))}/{int(e.get('rounds', 0))}"
        for t in counts:
            cells = [f"{sparsity:g}", str(t), fmt(e.get("handoff_cross_over_own"), ".2f"), far_rounds]
            for key in (f"speedup_t{t}", f"scaling_xnnpack_dense_t{t}", f"scaling_sprt_t{t}"):
                cells += [fmt(e.get(key + "_near"), ".2f"), fmt(e.get(key + "_far"), ".2f")]
            rows.append(cells)
    print_right_aligned(header, widths, rows, out)


def print_right_aligned(header, widths, rows, out):
    """A header and rows of cells, each column right-aligned to its width, then a blank line."""
    print("  ".join(h.rjust(w) for h, w in zip(header, widths)), file=out)
    for cells in rows:
        print("  ".join(c.rjust(w) for c, w in zip(cells, widths)), file=out)
    print(file=out)


def fmt(value, spec):
    return "-" if value is None else format(value, spec)


def ratio(a, b):
    return None if a is None or b is None or b == 0 else a / b


def table(results, title, out=sys.stdout):
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
        print(f"{title}, batch {int(next(iter(results.values())).get('batch', 1))}, "
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


def layer_rows(results, threads, sparsity, per_layer):
    """-> [(label, sprt ms, XNNPACK NCHW ms, XNNPACK NHWC ms)]: per kind (count in the label), or per
    layer; None where a model was not measured."""
    models = (results.get(("sprt", sparsity, threads)), results.get(("xnnpack_sparse", sparsity, threads)) or {},
              results.get(("xnnpack_dense", 0.0, threads)) or {})
    if models[0] is None:
        return []
    if per_layer:
        layers = sorted(k for k in models[0] if k.startswith("L") and k[1:3].isdigit())
        return [(k[4:], *(m.get(k) for m in models)) for k in layers]
    rows = []
    for kind in KINDS:
        key = "kind_" + kind
        if key in models[0]:
            count = int(models[0].get("layers_" + kind, 0))
            rows.append((f"{kind} ({count})", *(m.get(key) for m in models)))
    return rows


def block_rows(rows):
    """Per-layer rows with each block's layers summed into one row, a layer's block being its name up
    to the first '_' as end2end's A/B rounds have it (b3_expand, b3_dw, b3_project, b3_add: b3); None
    where a model lacks one of them."""
    merged = []
    for label, *values in rows:
        block = label.split("_", 1)[0]
        if merged and merged[-1][0] == block:
            merged[-1] = (block, *(None if a is None or b is None else a + b for a, b in zip(merged[-1][1:], values)))
        else:
            merged.append((block, *values))
    return merged


def layer_table(results, per_layer=False, out=sys.stdout):
    sparsities = sorted({s for (m, s, _) in results if m not in DENSE_MODELS})
    if not sparsities:
        return
    sparsity = sparsities[len(sparsities) // 2]
    for threads in sorted({t for (_, _, t) in results}):
        rows = layer_rows(results, threads, sparsity, per_layer)
        if not rows:
            continue
        tables = [("Every layer" if per_layer else "Time per layer kind (layers)", rows)]
        if per_layer and any("_" in row[0] for row in rows):
            tables.append(("Every block", block_rows(rows)))
        for title, table_rows in tables:
            print_layer_rows(title, threads, sparsity, table_rows, out)


def print_layer_rows(title, threads, sparsity, rows, out):
    """One table of layer_rows' rows (or block_rows'), with their total."""
    print(f"\n{title}, {threads} "
          f"thread{'s' if threads > 1 else ''} (ms; sprt model at {sparsity:g}, XNNPACK sparse at {sparsity:g}, "
          f"XNNPACK dense)", file=out)
    print("  ".join(["layer".ljust(14), "sprt".rjust(7), "XNN NCHW".rjust(9), "XNN NHWC".rjust(9),
                     "NCHW/sprt".rjust(10), "NHWC/sprt".rjust(10)]), file=out)
    totals = [None, None, None]  # None: a model not measured
    for label, *row in rows:
        for i, v in enumerate(row):
            if v is not None:
                totals[i] = (totals[i] or 0.0) + v
        print("  ".join([label.ljust(14), fmt(row[0], ".3f").rjust(7), fmt(row[1], ".3f").rjust(9),
                         fmt(row[2], ".3f").rjust(9), fmt(ratio(row[1], row[0]), ".2f").rjust(10),
                         fmt(ratio(row[2], row[0]), ".2f").rjust(10)]), file=out)
    print("  ".join(["total".ljust(14), fmt(totals[0], ".3f").rjust(7), fmt(totals[1], ".3f").rjust(9),
                     fmt(totals[2], ".3f").rjust(9), fmt(ratio(totals[1], totals[0]), ".2f").rjust(10),
                     fmt(ratio(totals[2], totals[0]), ".2f").rjust(10)]), file=out)


def pool_profile_table(results, per_layer=False, out=sys.stdout):
    """Where the time goes on the pool (end2end --pool_profile=1; bench/pool-profile.h), per thread
    count and layer kind (summed), or with per_layer per layer: sprt at the middle sparsity against
    XNNPACK dense, operator by operator and through XNNPACK's runtime. work: every thread's time in
    tasks over the first thread count's (what the split added); balance: the busiest thread over the
    mean."""
    sparsities = sorted({s for (m, s, _) in results if m not in DENSE_MODELS})
    if not sparsities:
        return
    sparsity = sparsities[len(sparsities) // 2]
    thread_counts = sorted({t for (_, _, t) in results})
    first = thread_counts[0]
    for sprt_model, dense_model, where in (("sprt", "xnnpack_dense", "operator by operator"),
                                           ("xnnpack_runtime_sprt", "xnnpack_runtime_dense", "XNNPACK's runtime")):
        for threads in thread_counts:
            sprt = results.get((sprt_model, sparsity, threads))
            if sprt is None:
                continue
            if per_layer:
                rows_of = sorted(k[:-len("_wall_us")] for k in sprt if re.match(r"P\d\d_.*_wall_us$", k))
            else:
                rows_of = [f"PK_{kind}" for kind in KINDS if f"PK_{kind}_wall_us" in sprt]
            if not rows_of:
                continue
            dense = results.get((dense_model, 0.0, threads)) or {}
            sprt1 = results.get((sprt_model, sparsity, first)) or {}
            dense1 = results.get((dense_model, 0.0, first)) or {}
            print(f"\nPool profile{'' if per_layer else ' per layer kind'}, {where}, {threads} "
                  f"thread{'s' if threads > 1 else ''} (us; sprt at "
                  f"{sparsity:g}, XNNPACK dense; work: all threads' time in tasks over {first} thread"
                  f"{'s' if first > 1 else ''}; balance: busiest thread over the mean; start: the last thread's "
                  f"first task; tail: return after the last task)", file=out)
            header = (("layer" if per_layer else "kind").ljust(14), "wall", "busiest", "work", "balance", "start",
                      "tail", "dense wall", "dense work")
            widths = (14, 8, 8, 6, 8, 6, 6, 11, 11)
            rows = []
            for layer in rows_of:
                p, p1, d, d1 = ({k[len(layer) + 1:-3]: v for k, v in e.items() if k.startswith(layer + "_")}
                                for e in (sprt, sprt1, dense, dense1))
                busy = p.get("busy")
                rows.append((layer.split("_", 1)[1].ljust(widths[0]), fmt(p.get("wall"), ".1f"),
                             fmt(p.get("busiest"), ".1f"),
                             fmt(ratio(busy, p1.get("busy")), ".2f"),
                             fmt(ratio(p.get("busiest"), busy / threads if busy else None), ".2f"),
                             fmt(p.get("start"), ".1f"), fmt(p.get("tail"), ".1f"), fmt(d.get("wall"), ".1f"),
                             fmt(ratio(d.get("busy"), d1.get("busy")), ".2f")))
            print_right_aligned(header, widths, rows, out)


def main(argv):
    per_layer = "--per-layer" in argv[1:]
    files = [a for a in argv[1:] if a != "--per-layer"]
    text = open(files[0]).read() if files else sys.stdin.read()
    doc = load(text)
    results, paired = collect(doc), collect_paired(doc)
    ab = collect_rounds(doc, parse_ab_name)
    if not results and not paired and not ab:
        print("end2end_table: no end2end/<network>/<model>/<sparsity>/threads:<T>, "
              "end2end_paired/<network>/<sparsity> or end2end_ab/<network>/<sparsity> results in the input",
              file=sys.stderr)
        return 1
    if ab:
        ab_table(ab)
    networks = by_network(results)
    order = list(networks) + [n for n in list(NETWORKS) + sorted(paired) if n in paired and n not in networks]
    for i, network in enumerate(dict.fromkeys(order)):
        if i:
            print("\n")
        if network in networks:
            table(networks[network], NETWORKS.get(network, network))
            print()
        paired_table(paired.get(network, {}), NETWORKS.get(network, network))
        if network in networks:
            layer_table(networks[network], per_layer)
            pool_profile_table(networks[network], per_layer)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
