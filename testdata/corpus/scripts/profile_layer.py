"""Profile one transformer MLP block with torch.profiler and dump a Chrome trace.

No timing here: the profiler's trace is the output, so synchronizes and prints are fine.
"""
import json
import os
import sys

import torch
from torch.profiler import ProfilerActivity, profile, record_function, schedule


def build(width=4096, dtype=torch.bfloat16):
    return torch.nn.Sequential(
        torch.nn.Linear(width, 4 * width), torch.nn.GELU(), torch.nn.Linear(4 * width, width)
    ).to("cuda", dtype)


def main(out_dir="traces"):
    os.makedirs(out_dir, exist_ok=True)
    model = build()
    x = torch.randn(8192, 4096, device="cuda", dtype=torch.bfloat16)
    sched = schedule(wait=1, warmup=2, active=3, repeat=1)
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], schedule=sched,
                 record_shapes=True) as prof:
        for step in range(6):
            with record_function("mlp_block"):
                y = model(x)
            torch.cuda.synchronize()
            print(f"step {step}: |y| = {y.float().norm().item():.3f}")
            prof.step()
    prof.export_chrome_trace(os.path.join(out_dir, "mlp.json"))
    table = prof.key_averages().table(sort_by="cuda_time_total", row_limit=15)
    print(table)
    with open(os.path.join(out_dir, "summary.json"), "w") as f:
        json.dump({"peak_gb": torch.cuda.max_memory_allocated() / 2**30}, f)


if __name__ == "__main__":
    main(*sys.argv[1:])
