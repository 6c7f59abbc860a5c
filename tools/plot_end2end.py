#!/usr/bin/python3
"""Plots bench/end2end's Google Benchmark JSON (needs Debian's python3-matplotlib: run with
/usr/bin/python3, a pyenv python3 does not see it).

Writes two PNGs per network (NET: mbv1, mbv2, efflite0), three with more than one thread count:
  OUT_DIR/end2end-latency-NET.png  latency per model and sparsity, one panel per thread count
  OUT_DIR/end2end-layers-NET.png   per-layer stacked bars at one sparsity and thread count (default:
                                   the fewest threads measured): MobileNetV1's stem, its 13 depthwise
                                   layers together, each of its 13 pointwise layers, and pooling +
                                   classifier (the style of the SpRT paper's figure 17); the other
                                   networks' layers by kind
  OUT_DIR/end2end-threads-NET.png  latency over threads, one line per model and sparsity

usage: plot_end2end.py FILE.json [--out-dir=docs] [--sparsity=0.8] [--threads=T]
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.ticker  # noqa: E402

import benchmark_json  # noqa: E402
import end2end_table  # noqa: E402  (result collection shared with the table)

COLORS = {"xnnpack_dense": "#7f7f7f", "xnnpack_sparse": "#1f77b4", "sprt": "#d62728",
          "xnnpack_runtime_dense": "#2ca02c", "xnnpack_runtime_sprt": "#ff7f0e"}
LABELS = {"xnnpack_dense": "XNNPACK dense", "xnnpack_sparse": "XNNPACK sparse", "sprt": "sprt",
          "xnnpack_runtime_dense": "XNNPACK runtime dense", "xnnpack_runtime_sprt": "XNNPACK runtime + sprt"}


def layer_groups(entry):
    """-> [(label, ms)] from the L<nn>_<layer> counters of one benchmark, in model order (MobileNetV1),
    or from its kind_<kind> counters (the others)."""
    layers = sorted((k, v) for k, v in entry.items() if k.startswith("L") and k[1:3].isdigit())
    if "kind_pw" not in entry:
        groups = [(f"{kind} ({int(entry.get('layers_' + kind, 0))})", entry["kind_" + kind])
                  for kind in end2end_table.KINDS if "kind_" + kind in entry and kind not in ("avgpool", "fc")]
        return groups + [("pool + fc", entry.get("kind_avgpool", 0.0) + entry.get("kind_fc", 0.0))]
    groups = [("stem", 0.0), ("depthwise (13)", 0.0)]
    pointwise = []
    tail = 0.0
    for key, ms in layers:
        name = key.split("_", 1)[1]
        if name.startswith("conv"):
            groups[0] = ("stem", groups[0][1] + ms)
        elif name.startswith("dw"):
            groups[1] = ("depthwise (13)", groups[1][1] + ms)
        elif name.startswith("pw"):
            pointwise.append((name, ms))
        else:
            tail += ms
    return groups + pointwise + [("pool + fc", tail)]


def plot_latency(results, path, title):
    thread_counts = sorted({t for (_, _, t) in results})
    sparsities = sorted({s for (m, s, _) in results if m not in end2end_table.DENSE_MODELS})
    fig, axes = plt.subplots(1, len(thread_counts), figsize=(5.5 * len(thread_counts), 4.2), squeeze=False)
    for ax, threads in zip(axes[0], thread_counts):
        width = 0.38
        for i, sparsity in enumerate(sparsities):
            for j, model in enumerate(("xnnpack_sparse", "sprt")):
                entry = results.get((model, sparsity, threads))
                if entry is None:
                    continue
                x = i + (j - 0.5) * width
                ax.bar(x, entry["ms"], width, color=COLORS[model], label=LABELS[model] if i == 0 else None)
                ax.text(x, entry["ms"], f"{entry['ms']:.1f}", ha="center", va="bottom", fontsize=8)
        dense = results.get(("xnnpack_dense", 0.0, threads))
        if dense is not None:
            ax.axhline(dense["ms"], color=COLORS["xnnpack_dense"], linestyle="--",
                       label=f"{LABELS['xnnpack_dense']} ({dense['ms']:.1f} ms)")
        ax.set_xticks(range(len(sparsities)))
        ax.set_xticklabels([f"{s:.0%} sparse" for s in sparsities])
        ax.set_ylabel("latency per image (ms)")
        ax.set_title(f"{threads} thread{'s' if threads > 1 else ''}")
        ax.legend(fontsize=8)
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_threads(results, path, title):
    """Latency over threads (log-log), one line per model and sparsity; False with one thread count."""
    thread_counts = sorted({t for (_, _, t) in results})
    if len(thread_counts) < 2:
        return False
    lines = sorted({(model, sparsity) for (model, sparsity, _) in results})
    sparsities = sorted({s for (m, s) in lines if m not in end2end_table.DENSE_MODELS})
    dashes = ["-", "--", ":", "-."]
    fig, ax = plt.subplots(figsize=(7.5, 5.0))
    for model, sparsity in lines:
        points = [(t, results[(model, sparsity, t)]["ms"]) for t in thread_counts if (model, sparsity, t) in results]
        dense = model in end2end_table.DENSE_MODELS
        ax.plot([t for t, _ in points], [ms for _, ms in points], marker="o", color=COLORS.get(model, "black"),
                linestyle="-" if dense else dashes[sparsities.index(sparsity) % len(dashes)],
                label=LABELS.get(model, model) + ("" if dense else f" {sparsity:.0%}"))
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.yaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%g"))
    ax.yaxis.set_minor_formatter(matplotlib.ticker.FormatStrFormatter("%g"))
    ax.set_xticks(thread_counts)
    ax.set_xticklabels([str(t) for t in thread_counts])
    ax.set_xlabel("threads")
    ax.set_ylabel("latency per image (ms)")
    ax.set_title(f"{title}: latency over threads")
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.0, 0.5))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def plot_layers(results, path, sparsity, threads, title):
    bars = [("xnnpack_dense", 0.0), ("xnnpack_sparse", sparsity), ("sprt", sparsity)]
    bars = [(m, s) for m, s in bars if (m, s, threads) in results]
    if not bars:
        return False
    stacks = [layer_groups(results[(m, s, threads)]) for m, s in bars]
    labels = [label for label, _ in stacks[0]]
    cmap = plt.get_cmap("tab20")
    fig, ax = plt.subplots(figsize=(7.5, 5.5))
    bottoms = [0.0] * len(bars)
    for k, label in enumerate(labels):
        heights = [dict(stack).get(label, 0.0) for stack in stacks]
        color = "#bbbbbb" if label.startswith("stem") else "#888888" if label.startswith(("depthwise", "dw")) else \
            "#444444" if label.startswith("pool") else cmap((k - 2) % 20)
        ax.bar(range(len(bars)), heights, 0.6, bottom=bottoms, color=color, label=label,
               edgecolor="white", linewidth=0.4)
        bottoms = [b + h for b, h in zip(bottoms, heights)]
    for i, total in enumerate(bottoms):
        ax.text(i, total, f"{total:.2f} ms", ha="center", va="bottom", fontsize=9)
    ax.set_xticks(range(len(bars)))
    ax.set_xticklabels([LABELS[m] + ("" if m == "xnnpack_dense" else f"\n{s:.0%} sparse") for m, s in bars])
    ax.set_ylabel("time per image (ms, median per layer)")
    ax.set_title(f"{title}\nper layer, {threads} thread{'s' if threads > 1 else ''}")
    ax.legend(fontsize=7, ncol=1, loc="center left", bbox_to_anchor=(1.0, 0.5))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def main(argv):
    options = {"out-dir": "docs", "sparsity": "0.8", "threads": ""}
    files = []
    for arg in argv[1:]:
        if arg.startswith("--") and "=" in arg and arg[2:].split("=", 1)[0] in options:
            key, value = arg[2:].split("=", 1)
            options[key] = value
        elif arg.startswith("--"):
            print(f"plot_end2end: unknown option {arg}", file=sys.stderr)
            return 2
        else:
            files.append(arg)
    if len(files) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(files[0]) as f:
        doc = benchmark_json.load(f.read())
    networks = end2end_table.by_network(end2end_table.collect(doc))
    if not networks:
        if end2end_table.collect_paired(doc):
            print("plot_end2end: only paired rounds in the input: nothing to plot")
            return 0
        print("plot_end2end: no end2end results in the input", file=sys.stderr)
        return 1
    os.makedirs(options["out-dir"], exist_ok=True)
    status = 0
    for network, results in networks.items():
        title = end2end_table.NETWORKS.get(network, network)
        latency = os.path.join(options["out-dir"], f"end2end-latency-{network}.png")
        plot_latency(results, latency, title)
        print(f"wrote {latency}")
        threads = os.path.join(options["out-dir"], f"end2end-threads-{network}.png")
        if plot_threads(results, threads, title):
            print(f"wrote {threads}")
        layers = os.path.join(options["out-dir"], f"end2end-layers-{network}.png")
        layer_threads = int(options["threads"]) if options["threads"] else min(t for (_, _, t) in results)
        if plot_layers(results, layers, float(options["sparsity"]), layer_threads, title):
            print(f"wrote {layers}")
        else:
            print(f"plot_end2end: {network}: no results at sparsity {options['sparsity']}, {layer_threads} threads",
                  file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
