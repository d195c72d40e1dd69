# Fused SwiGLU vs. the eager composition, timed with triton's do_bench over token counts.
from typing import Optional

import torch
import torch.nn.functional as F
from triton.testing import do_bench

HIDDEN = 4096
FFN = 11008


class SwiGLU(torch.nn.Module):
    def __init__(self, dim: int, hidden: int, bias: bool = False):
        super().__init__()
        self.w12 = torch.nn.Linear(dim, 2 * hidden, bias=bias)
        self.w3 = torch.nn.Linear(hidden, dim, bias=bias)
        self.scratch: Optional[torch.Tensor] = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x12 = self.w12(x)
        x1, x2 = x12.chunk(2, dim=-1)
        return self.w3(F.silu(x1) * x2)


def swiglu_packed(x, w12, w3, out=None):
    # w12 packs both projections; out is reused when the caller provides it
    h = x @ w12.t()
    h1, h2 = h.split(h.shape[-1] // 2, dim=-1)
    act = F.silu(h1).mul_(h2)
    if out is None:
        return act @ w3.t()
    return torch.matmul(act, w3.t(), out=out)


def swiglu_checked(x, w12, w3):
    y = swiglu_packed(x, w12, w3)
    if y.isnan().any():  # EXPECT: HL107
        raise RuntimeError("nan in swiglu")
    return y


def main():
    dtype = torch.bfloat16
    module = SwiGLU(HIDDEN, FFN).to("cuda", dtype)
    w12 = module.w12.weight.detach()
    w3 = module.w3.weight.detach()
    for tokens in (256, 1024, 4096, 16384):
        x = torch.randn(tokens, HIDDEN, device="cuda", dtype=dtype)
        out = torch.empty(tokens, HIDDEN, device="cuda", dtype=dtype)
        torch.testing.assert_close(module(x), swiglu_packed(x, w12, w3), atol=5e-2, rtol=5e-2)
        t_module = do_bench(lambda: module(x))
        t_packed = do_bench(lambda: swiglu_packed(x, w12, w3, out=out))
        t_checked = do_bench(lambda: swiglu_checked(x, w12, w3))
        flops = 2 * tokens * HIDDEN * FFN * 3
        print(f"{tokens:>6} tokens: module {t_module:.3f} ms  packed {t_packed:.3f} ms  checked {t_checked:.3f} ms"
              f"  ({flops / t_packed * 1e-9:.1f} TFLOP/s)")


if __name__ == "__main__":
    main()
