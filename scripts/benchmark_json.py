"""Reading Google Benchmark JSON output (--benchmark_format=json or --benchmark_out), shared by the
table scripts and the plot tools."""

import json

# Multipliers from a benchmark's time_unit to microseconds.
TO_US = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}


def load(text):
    """The JSON object in `text`; anything before it (console output) is skipped."""
    start = text.find("{")
    if start < 0:
        raise ValueError("no JSON object in the input")
    return json.JSONDecoder().raw_decode(text[start:])[0]


def real_time_us(benchmark):
    return float(benchmark["real_time"]) * TO_US[benchmark.get("time_unit", "ns")]
