"""Tensor helpers shared by the benchmarks."""
from __future__ import annotations

from typing import Sequence, Tuple

import numpy as np
import torch


def make_inputs(shapes: Sequence[Tuple[int, ...]], dtype: torch.dtype, device: torch.device, seed: int = 0):
    g = torch.Generator(device=device)
    g.manual_seed(seed)
    return [torch.randn(s, dtype=dtype, device=device, generator=g) for s in shapes]


def checksum(t: torch.Tensor) -> torch.Tensor:
    """Cheap fingerprint of a result, kept per iteration to spot nondeterminism."""
    return t.float().sum().cpu()  # EXPECT: HL103


def max_abs_diff(a: torch.Tensor, b: torch.Tensor) -> float:
    return (a.float() - b.float()).abs().max().item()


def relative_error(out: torch.Tensor, ref: torch.Tensor) -> float:
    num = torch.linalg.vector_norm((out - ref).float())
    den = torch.linalg.vector_norm(ref.float()).clamp_min(1e-12)
    return float(num / den)


def tflops(flops: float, ms: float) -> float:
    return flops / (ms * 1e-3) / 1e12


def bandwidth_gbs(nbytes: int, ms: float) -> float:
    return np.float64(nbytes).item() / (ms * 1e-3) / 1e9


def describe(t: torch.Tensor) -> str:
    return f"{tuple(t.shape)} {t.dtype} on {t.device}"
