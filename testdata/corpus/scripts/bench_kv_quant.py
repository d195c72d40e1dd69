"""int8 KV-cache quantization kernels compared with do_bench: functools.partial, callable ops."""
import functools

import torch
from triton.testing import do_bench


@functools.lru_cache(maxsize=None)
def _dequant_lut(bits: int, device: str) -> torch.Tensor:
    # built once per (bits, device) and cached: not per-iteration work
    levels = torch.arange(2 ** bits, device=device, dtype=torch.float32)
    return (levels - 2 ** (bits - 1)) / (2 ** (bits - 1))


def quantize_per_tensor(x: torch.Tensor):
    amax = x.abs().max().item()  # EXPECT: HL101
    scale = max(amax, 1e-6) / 127.0
    return torch.clamp(torch.round(x / scale), -128, 127).to(torch.int8), scale


def quantize_per_token(x: torch.Tensor, out: torch.Tensor, scales: torch.Tensor):
    torch.amax(x.abs(), dim=-1, keepdim=True, out=scales)
    scales.clamp_(min=1e-6).div_(127.0)
    torch.round(x / scales, out=x)
    out.copy_(x.clamp_(-128, 127))
    return out, scales


def dequantize(q: torch.Tensor, bits: int = 8):
    lut = _dequant_lut(bits, str(q.device))
    return lut[(q.long() + 2 ** (bits - 1))]


class GroupQuant:
    def __init__(self, group: int = 128):
        self.group = group

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        g = x.view(-1, self.group)
        zero = torch.tensor([0.0], device=x.device, dtype=x.dtype)  # EXPECT: HL403
        # EXPECT: HL505
        s = g.abs().amax(-1, keepdim=True).clamp_min(1e-6) / 127.0
        return torch.round(g / s + zero).to(torch.int8).view_as(x)


def main():
    x = torch.randn(32, 8192, 128, device="cuda", dtype=torch.float16)
    out = torch.empty_like(x, dtype=torch.int8)
    scales = torch.empty(32, 8192, 1, device="cuda", dtype=torch.float16)
    q, _ = quantize_per_tensor(x)
    op = GroupQuant()
    results = {
        "per_tensor": do_bench(functools.partial(quantize_per_tensor, x)),
        "per_token": do_bench(lambda: quantize_per_token(x.clone(), out, scales)),
        "group": do_bench(op),
        "dequant": do_bench(lambda: dequantize(q)),
    }
    for k, ms in results.items():
        print(f"{k:>10}: {ms * 1e3:.1f} us")


if __name__ == "__main__":
    main()
