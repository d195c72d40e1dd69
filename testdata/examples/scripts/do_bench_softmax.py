"""Row softmax timed with triton.testing.do_bench (plain, with noise, compiled, CUDA graph)."""
import torch
import triton
import triton.testing
from triton.testing import do_bench


def softmax_rows(x: torch.Tensor) -> torch.Tensor:
    return torch.softmax(x.float(), dim=-1).to(x.dtype)


def main() -> None:
    x = torch.randn(4096, 8192, device="cuda", dtype=torch.float16)
    compiled = torch.compile(softmax_rows, dynamic=False)
    compiled(x)
    eager_ms = triton.testing.do_bench(lambda: softmax_rows(x), warmup=25, rep=100)
    noisy_ms = do_bench(lambda: softmax_rows(x + torch.randn_like(x)))  # EXPECT: HL402
    compiled_ms = do_bench(lambda: compiled(x))
    recompiled_ms = do_bench(lambda: torch.compile(softmax_rows)(x))  # EXPECT: HL901
    graph_ms = triton.testing.do_bench_cudagraph(lambda: softmax_rows(x))
    gbps = 2 * x.numel() * x.element_size() / (eager_ms * 1e-3) / 1e9
    print(f"eager {eager_ms:.3f} ms ({gbps:.0f} GB/s), noisy {noisy_ms:.3f}, compiled {compiled_ms:.3f}, "
          f"recompiled {recompiled_ms:.3f}, graph {graph_ms:.3f} ms, triton {triton.__version__}")


if __name__ == "__main__":
    main()
