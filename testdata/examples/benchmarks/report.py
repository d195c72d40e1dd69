"""Formatting and environment capture for benchmark reports. No timing happens here."""
from __future__ import annotations

import platform
import subprocess

import torch


def environment() -> dict:
    props = torch.cuda.get_device_properties(0)
    try:
        smi = subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=10).stdout.strip()
    except OSError:
        smi = "n/a"
    return {
        "gpu": props.name,
        "memory_gb": props.total_memory / 2**30,
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "python": platform.python_version(),
        "sm_clock": smi,
    }


def memory_snapshot() -> str:
    torch.cuda.synchronize()
    return f"{torch.cuda.memory_allocated() / 2**20:.1f} MiB allocated"


def format_table(results) -> str:
    rows = [f"{'name':<24} {'ms':>10}"]
    for r in results:
        rows.append(f"{r['name']:<24} {r['ms']:>10.4f}")
    return "\n".join(rows)
