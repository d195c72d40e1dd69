"""A report whose own arguments read the end timer (lightllm's static inference benchmark:
`print(f"step cost time: {(time.time() - step_start) * 1000} ms, throughput: {n / (time.time() -
step_start)} tokens/s")`) runs after that read: the print and its f-strings are not timed."""
import time

import torch


def decode(model, x, n):
    for i in range(n):
        step_start = time.time()
        y = model(x)
        _ = y.detach().cpu().numpy()  # HOT root=timer
        torch.cuda.synchronize()
        if i % 100 == 0:
            print(  # COLD
                f"i: {i}, step cost time: {(time.time() - step_start) * 1000} ms, "
                f"throughput: {n / (time.time() - step_start)} tokens/s"
            )
