# Depthwise causal conv1d (kernel width 4) fwd, timed per call with CUDA events; compares a
# grouped-conv baseline with an unfold formulation.
import torch
import torch.nn.functional as F


def causal_conv1d_ref(x, weight, bias=None, activation=None):
    # x: (batch, dim, seqlen), weight: (dim, width)
    dim, width = weight.shape
    out = F.conv1d(x, weight.unsqueeze(1), bias, padding=width - 1, groups=dim)[..., : x.shape[-1]]
    return out if activation is None else F.silu(out)


def causal_conv1d_unfold(x, weight, bias=None, activation=None):
    dim, width = weight.shape
    xp = F.pad(x, (width - 1, 0))
    windows = xp.unfold(-1, width, 1)
    out = torch.einsum("bdlw,dw->bdl", windows, weight)
    if bias is not None:
        out = out + bias[:, None]
    return out if activation is None else F.silu(out)


def time_events(fn, *inputs, iters=50, warmup=5):
    for _ in range(warmup):
        fn(*inputs)
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(iters)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(iters)]
    for i in range(iters):
        starts[i].record()
        fn(*inputs)
        ends[i].record()
    torch.cuda.synchronize()
    times = sorted(s.elapsed_time(e) for s, e in zip(starts, ends))
    return times[len(times) // 2]


def time_loop_checked(x, weight, bias, iters=50):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    ref = causal_conv1d_ref(x, weight, bias, "silu")
    start.record()
    for _ in range(iters):
        out = causal_conv1d_unfold(x, weight, bias, "silu")
        err = (out - ref).abs().max()
        assert err.item() < 1e-2, "unfold conv diverged"  # EXPECT: HL101
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / iters


if __name__ == "__main__":
    batch, dim, seqlen, width = 4, 4096, 2048, 4
    x = torch.randn(batch, dim, seqlen, device="cuda", dtype=torch.float16)
    weight = torch.randn(dim, width, device="cuda", dtype=torch.float16)
    bias = torch.randn(dim, device="cuda", dtype=torch.float16)
    for name, fn in (("grouped conv", causal_conv1d_ref), ("unfold", causal_conv1d_unfold)):
        ms = time_events(fn, x, weight, bias, "silu")
        print(f"{name:>12}: {ms:.4f} ms")
    print(f"unfold + check: {time_loop_checked(x, weight, bias):.4f} ms")
