# Optimizer step cost for a large flat parameter set: foreach vs. fused vs. for-loop Adam.
import time

import torch

PARAMS = 256
NUMEL = 1 << 20


def make_params(device="cuda"):
    ps = [torch.randn(NUMEL, device=device, requires_grad=True) for _ in range(PARAMS)]
    for p in ps:
        p.grad = torch.randn_like(p)
    return ps


def timed_steps(opt, params, steps=20):
    opt.step()
    torch.cuda.synchronize()
    begin = time.perf_counter()
    for i in range(steps):
        opt.step()
        if i == 0:
            first = time.perf_counter() - begin
        grad_norm = torch.nn.utils.clip_grad_norm_(params, max_norm=1.0)
        if grad_norm > 10.0:  # EXPECT: HL107
            opt.zero_grad()
    torch.cuda.synchronize()
    total = time.perf_counter() - begin
    return total / steps, first


def main():
    for impl in ("foreach", "fused", "for-loop"):
        params = make_params()
        kwargs = {"foreach": impl == "foreach", "fused": impl == "fused"} if impl != "for-loop" else {"foreach": False}
        opt = torch.optim.Adam(params, lr=1e-4, **kwargs)
        per_step, first = timed_steps(opt, params)
        state_gb = sum(s["exp_avg"].numel() * 2 * 4 for s in opt.state.values()) / 2**30
        print(f"{impl:>9}: {per_step * 1e3:.3f} ms/step (first {first * 1e3:.3f} ms), state {state_gb:.2f} GB")
        del opt, params
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
