#!/usr/bin/env python3
"""Keeps a benchmark binary's console output off the terminal: reads it on stdin, writes every line
to LOG and prints one line per finished benchmark (its median, or its only run), with how many of
the TOTAL remain. Error lines of a benchmark print too. Standard library only (the bundle runs it).

usage: bench_progress.py --total=N --log=FILE < console-output
"""

import re
import sys

# "<name>   5.40 ms   5.39 ms   5 counters..." or "<name>   ERROR OCCURRED: '...'"
RESULT = re.compile(r"^(?P<name>\S+/\S+)\s+(?:(?P<time>[0-9.]+) (?P<unit>ns|us|ms|s)\b|ERROR OCCURRED: (?P<error>.*))")
OTHER_AGGREGATES = ("_mean", "_stddev", "_cv")


def main(argv):
    total, log = None, None
    for arg in argv[1:]:
        if arg.startswith("--total="):
            total = int(arg.split("=", 1)[1])
        elif arg.startswith("--log="):
            log = arg.split("=", 1)[1]
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if total is None or log is None:
        print(__doc__, file=sys.stderr)
        return 2
    done = set()
    with open(log, "w") as out:
        for line in sys.stdin:
            out.write(line)
            match = RESULT.match(line)
            if match is None:
                continue
            name = match.group("name")
            if name.endswith(OTHER_AGGREGATES):
                continue
            name = re.sub(r"_median$", "", name).replace("/real_time", "")
            if name in done:
                continue  # another repetition of a benchmark already counted
            done.add(name)
            if match.group("error"):
                result = f"error: {match.group('error').strip()}"
            else:
                time = float(match.group("time"))
                result = f"{time:10.{0 if time >= 100 else 1 if time >= 10 else 2}f} {match.group('unit')}"
            left = max(total - len(done), 0)
            print(f"{result}  {name}  ({left} left)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
