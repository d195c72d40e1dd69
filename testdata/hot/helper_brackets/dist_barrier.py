"""A sync and a barrier right before the end read (rank 0 reads the clock) bracket it: both
are part of the timer (gpu-mode's distributed eval). A barrier in the timed work is not."""
import time

import torch
import torch.distributed as dist


def bench(fn, data, rank, reps=10):
    durations = []
    for _ in range(reps):
        torch.cuda.synchronize()
        dist.barrier()
        if rank == 0:
            start_time = time.perf_counter_ns()
        output = fn(data)
        dist.barrier()  # HOT root=timer
        output = fn(output)
        torch.cuda.synchronize()  # COLD
        dist.barrier()  # COLD
        if rank == 0:
            end_time = time.perf_counter_ns()
            durations.append(end_time - start_time)
        del output
    return durations
