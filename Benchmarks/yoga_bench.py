#!/usr/bin/env python3
"""Yoga (pyyoga) on the box trees of Typeset's benchmark (Benchmarks/README.md).

    python3 Benchmarks/yoga_bench.py --passes 5 [--only baseline,nested25] > Benchmarks/out/yoga.json
    python3 Benchmarks/yoga_bench.py --memory grid      # one child process: peak RSS growth
    python3 Benchmarks/yoga_bench.py --serve            # passes on request (below)

Every tree is built before the clock starts; only `calculate_layout` on a freshly built tree is
timed (a second call on an unchanged tree returns at once from Yoga's cache). Yoga's default
config (point scale factor 1). Trees:
  flat      a row of 10,000 fixed 10 x 10 leaves
  grid      a column of 100 rows of 100 fixed 10 x 10 leaves
  baseline  a column of 1,000 rows aligned on baselines, each with 3 leaves measured by a Python
            measure function (pyyoga has no baseline function: a leaf's baseline is its bottom)
  nested25  alternating row/column containers 25 deep, each level holding a 60 x 18 leaf.
            Yoga's time grows exponentially with this depth (30: 0.15 s, 40: 4.5 s on the
            benchmark machine), so depth 400 is not run.
With --serve, the script reads a scenario name a line from standard input and answers each with
one timed pass, "<ms> <nodes>" a line: TypesetBenchmarks runs Yoga's flat and grid passes this
way, each round a block of Yoga's passes and then a block of its own, so that both see the same
load on a busy host; Benchmarks/run then times only the other trees into the results file
(--only).
The grid's memory is measured in a child process (key "memory"): --memory prints the growth of the peak resident set (VmHWM, reset through /proc/self/clear_refs
before the tree is built) while building and laying out the tree, and its node count.
"""

import argparse
import gc
import json
import subprocess
import sys
import time

from pyyoga import Align, FlexDirection, Node


def leaf(width=10.0, height=10.0):
    node = Node()
    node.width = width
    node.height = height
    return node


def container(direction):
    node = Node()
    node.flex_direction = direction
    return node


def flat():
    root = container(FlexDirection.Row)
    for _ in range(10_000):
        root.add_child(leaf())
    return root


def grid():
    root = container(FlexDirection.Column)
    for _ in range(100):
        row = container(FlexDirection.Row)
        for _ in range(100):
            row.add_child(leaf())
        root.add_child(row)
    return root


def measure_text(width, width_mode, height, height_mode):
    return (48.0, 18.0)


def baseline_rows():
    root = container(FlexDirection.Column)
    for _ in range(1000):
        row = container(FlexDirection.Row)
        row.align_items = Align.Baseline
        for _ in range(3):
            text = Node()
            text.set_measure_func(measure_text)
            row.add_child(text)
        root.add_child(row)
    return root


def nested(depth):
    def build(level):
        node = container(FlexDirection.Row if level % 2 == 0 else FlexDirection.Column)
        node.add_child(leaf(60.0, 18.0))
        if level + 1 < depth:
            node.add_child(build(level + 1))
        return node

    return build(0)


SCENARIOS = {
    "flat": flat,
    "grid": grid,
    "baseline": baseline_rows,
    "nested25": lambda: nested(25),
}


def count(node):
    return 1 + sum(count(child) for child in node.children)


def peak_rss_bytes():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    return 0


def memory(name):
    build = SCENARIOS[name]
    gc.collect()
    with open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")
    before = peak_rss_bytes()
    tree = build()
    tree.calculate_layout()
    grown = peak_rss_bytes() - before
    print(json.dumps({"bytes": grown, "nodes": count(tree)}))


def timed_pass(build):
    """One pass: the tree built untimed, then its calculate_layout timed (ms), and its node count."""
    tree = build()
    nodes = count(tree)
    gc.disable()
    start = time.perf_counter_ns()
    tree.calculate_layout()
    elapsed = time.perf_counter_ns() - start
    gc.enable()
    return elapsed / 1e6, nodes


def serve():
    """Answers each scenario name read from standard input with one timed pass."""
    for line in sys.stdin:
        name = line.strip()
        if name not in SCENARIOS:
            print(f"unknown scenario {name!r}", file=sys.stderr)
            sys.exit(2)
        ms, nodes = timed_pass(SCENARIOS[name])
        print(f"{ms!r} {nodes}", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--memory")
    parser.add_argument("--serve", action="store_true")
    parser.add_argument("--only", help="comma-separated scenarios to time (default: all)")
    args = parser.parse_args()
    if args.memory:
        memory(args.memory)
        return
    if args.serve:
        serve()
        return
    names = args.only.split(",") if args.only else list(SCENARIOS)
    results = {}
    for name in names:
        build = SCENARIOS[name]
        times = []
        nodes = 0
        for index in range(args.passes + 1):
            ms, nodes = timed_pass(build)
            if index > 0:
                times.append(ms)
        results[name] = {"ms": times, "nodes": nodes}
    probe = subprocess.run(
        [sys.executable, __file__, "--memory", "grid"], check=True, capture_output=True, text=True
    )
    results["memory"] = json.loads(probe.stdout)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
