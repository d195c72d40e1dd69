"""Host-side batch assembly (NumPy) feeding a GPU step, timed on the host.

The NumPy work is the thing being measured here; only the GPU-facing calls matter.
"""
import statistics
import time

import numpy as np
import torch

RNG = np.random.default_rng(7)


def assemble(lengths, pad_to=128):
    # pure NumPy: .item()/.tolist() below act on host arrays, never on the GPU
    arr = np.zeros((len(lengths), pad_to), dtype=np.int64)
    for i, n in enumerate(lengths):
        arr[i, :n] = RNG.integers(1, 32000, size=n)
    fill = float(arr.astype(bool).mean())
    longest = np.max(arr.astype(bool).sum(axis=1)).item()
    return arr, fill, longest, arr[:, 0].tolist()


def step(batch_gpu, table):
    # do not call torch.cuda.synchronize() here: the caller brackets the timing
    return table(batch_gpu).sum(dim=1)


def main(iters=200):
    table = torch.nn.Embedding(32000, 512).cuda()
    staging = torch.empty((64, 128), dtype=torch.long).pin_memory()
    device_buf = torch.empty((64, 128), dtype=torch.long, device="cuda")
    stream = torch.cuda.current_stream()
    samples = []
    for it in range(iters):
        lengths = RNG.integers(16, 128, size=64)
        stream.synchronize()
        t0 = time.perf_counter()
        arr, fill, longest, firsts = assemble(lengths)
        staging.numpy()[:] = arr
        device_buf.copy_(staging, non_blocking=True)
        out = step(device_buf, table)
        stream.synchronize()
        samples.append(time.perf_counter() - t0)
        if it % 50 == 0:
            print(f"iter {it}: fill {fill:.2f}, longest {longest}, first ids {firsts[:3]}, |out| {out.float().norm().item():.1f}")
    budget = 2.0
    n = 0
    t_start = time.perf_counter()
    while time.perf_counter() - t_start < budget:
        step(device_buf, table)
        n += 1
        if n % 100 == 0:
            used = torch.cuda.memory_allocated()  # EXPECT: HL1002
    torch.cuda.synchronize()
    print(f"median {statistics.median(samples) * 1e3:.3f} ms, {n / budget:.0f} steps/s within budget")


if __name__ == "__main__":
    main()
