"""Inductor's generated `call()` (an `output_code.py`, tritonbench's inductor kernels) allocates
its buffers with the guards module's `_empty_strided_cuda`, under the alias every generated file
binds, on every call."""
import torch
import triton

empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu


def call(args):
    (arg0,) = args
    buf0 = empty_strided_cuda((1024,), (1,), torch.float32)  # EXPECT: HL401
    buf1 = torch._C._dynamo.guards._empty_strided_cuda((1024,), (1,), torch.float32)  # EXPECT: HL401
    buf2 = empty_strided_cpu((4,), (1,), torch.int64)  # EXPECT: HL401
    return buf0, buf1, buf2, arg0


x = torch.randn(1024, device="cuda")
triton.testing.do_bench(lambda: call([x]))
