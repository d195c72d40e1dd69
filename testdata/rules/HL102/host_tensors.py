"""Tensors in host memory: reading them back is not a sync (Triton-distributed's EP tests keep a
`.cpu()` copy of the split sizes and read it in the timed loop); moving one to the GPU is a copy."""
import numpy as np
import torch


def dispatch(x, splits, seq_lens_cpu: torch.Tensor, iters=10):
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        splits_cpu = splits.cpu()  # HL103 reports the copy
        sizes = splits_cpu.tolist()  # the host copy: no second sync
        first = splits_cpu[0].item()
        total = int(splits_cpu.sum())
        lens = seq_lens_cpu.tolist()  # `_cpu`: a host tensor by name
        idx = torch.tensor([1, 2, 3]).tolist()  # HL403
        zeros = torch.zeros(4, device="cpu").tolist()  # HL401
        slots = torch.empty((4, 1), dtype=torch.long)  # HL401; no device: host memory (exllamav2's sampler)
        slots[0] = 1
        picked = slots.tolist()
        cuda_slots = torch.empty(4, dtype=torch.long, device=x.device).tolist()  # EXPECT: HL102
        arr = torch.from_numpy(np.ones(4)).item()  # HL403
        half = splits_cpu.to(torch.float16).tolist()  # a dtype cast stays on the host
        if (splits_cpu > 0).any():  # a host mask
            total += 1
        back = splits_cpu.cuda()  # HL503: a copy to the device
        again = back.tolist()  # EXPECT: HL102
        moved = splits_cpu.to(x.device)  # HL501
        x = x + moved + back
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end), sizes, first, total, lens, idx, zeros, arr, half, again, picked, cuda_slots


def kwargs_device(x, factory_kwargs, iters=10):
    # a device the call does not show (`**factory_kwargs`) may be the GPU
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        buf = torch.zeros(4, **factory_kwargs).tolist()  # EXPECT: HL102
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end), buf
