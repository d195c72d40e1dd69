"""Quick comparisons with the ad-hoc ``bench`` helper: activation variants and a host-fed linear."""
import torch
import torch.nn.functional as F

from benchmarks.common.timing import bench, bench_samples, summarize


def main() -> None:
    x = torch.randn(8192, 4096, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(4096, 4096, device="cuda", dtype=torch.float16)
    x_host = torch.randn(8192, 4096, dtype=torch.float16).pin_memory()
    results = {
        "silu": bench(lambda: F.silu(x), iters=200),
        "gelu": bench(lambda: F.gelu(x), iters=200),
        "linear_fp16": bench(lambda: F.linear(x.to(torch.float16), w), iters=200),
        "linear_from_host": bench(lambda: F.linear(x_host.cuda(), w), iters=50),  # EXPECT: HL503
    }
    for name, ms in results.items():
        print(f"{name:>18}: {ms:.4f} ms")
    print("silu samples:", summarize(bench_samples(lambda: F.silu(x))))


if __name__ == "__main__":
    main()
