"""pytest-benchmark GEMM checks (run with --benchmark-only)."""
import pytest
import torch

from benchmarks.common.tensors import make_inputs

SHAPES = [(4096, 4096, 4096), (8192, 1024, 8192)]


def matmul(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return a @ b


@pytest.fixture(params=SHAPES, ids=lambda s: "x".join(map(str, s)))
def operands(request):
    m, n, k = request.param
    a, b = make_inputs([(m, k), (k, n)], torch.bfloat16, torch.device("cuda"))
    torch.cuda.synchronize()
    return a, b


def test_matmul(benchmark, operands):
    a, b = operands
    out = benchmark(matmul, a, b)
    torch.cuda.synchronize()
    assert out.shape == (a.shape[0], b.shape[1])
    assert torch.isfinite(out).all()


def test_matmul_fresh_operands(benchmark):
    def make():
        a, b = make_inputs([(4096, 4096), (4096, 4096)], torch.bfloat16, torch.device("cuda"))
        return (a, b), {}

    out = benchmark.pedantic(matmul, setup=make, rounds=20, warmup_rounds=2)
    assert out.dtype == torch.bfloat16


def test_matmul_result_to_host(benchmark, operands):
    a, b = operands
    host = benchmark(lambda: (a @ b).cpu())  # EXPECT: HL103
    assert host.device.type == "cpu"
