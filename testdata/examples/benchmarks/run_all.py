"""Run every benchmark listed in ``benchmarks.BENCHMARKS`` and write a JSON report.

    python -m benchmarks.run_all --only gemm,attention --out results.json
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys

import torch

from benchmarks import BENCHMARKS
from benchmarks.common.harness import run_benchmark
from benchmarks.report import format_table, environment


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="results.json")
    args = ap.parse_args(argv)
    wanted = {w for w in args.only.split(",") if w}
    if not torch.cuda.is_available():
        print("no CUDA device", file=sys.stderr)
        return 2
    results = []
    for name in BENCHMARKS:
        if wanted and name.rsplit(".", 1)[-1] not in wanted:
            continue
        bench = importlib.import_module(name).get_benchmark()
        results.append(run_benchmark(bench))
    with open(args.out, "w") as f:
        json.dump({"env": environment(), "results": results}, f, indent=2)
    print(format_table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
