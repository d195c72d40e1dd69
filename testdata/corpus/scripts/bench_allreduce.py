"""NCCL all-reduce bus bandwidth across message sizes (torchrun --nproc-per-node=N)."""
import os
import time

import torch
import torch.distributed as dist


def bench_size(numel, iters, warmup, dtype=torch.bfloat16):
    device = torch.device("cuda", int(os.environ.get("LOCAL_RANK", 0)))
    buf = torch.ones(numel, device=device, dtype=dtype)
    for _ in range(warmup):
        dist.all_reduce(buf)
    dist.barrier()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        dist.all_reduce(buf)
    torch.cuda.synchronize()
    elapsed = (time.perf_counter() - t0) / iters
    world = dist.get_world_size()
    bus_bw = numel * buf.element_size() * 2 * (world - 1) / world / elapsed / 1e9
    return elapsed, bus_bw


def bench_size_fresh(numel, iters, dtype=torch.bfloat16):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        buf = torch.ones(numel, device="cuda", dtype=dtype)  # EXPECT: HL401
        dist.all_reduce(buf)
        buf.div_(dist.get_world_size())
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / iters


def main():
    dist.init_process_group("nccl")
    rank = dist.get_rank()
    torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", 0)))
    for shift in range(10, 31, 2):
        numel = 1 << shift
        t, bw = bench_size(numel, iters=50, warmup=10)
        t_fresh = bench_size_fresh(numel, iters=20)
        if rank == 0:
            print(f"{numel * 2:>12} B  {t * 1e6:10.1f} us  {bw:8.2f} GB/s  (fresh buffers {t_fresh * 1e6:10.1f} us)")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
