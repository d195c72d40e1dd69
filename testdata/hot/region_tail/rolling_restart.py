"""A rolling timer read every `interval` steps and restarted after the report: the report
between the end read and the restart is not timed (tiny-cuda-nn's training samples)."""
import time

import torch


def train(model, opt, xy, steps, interval=10):
    prev_time = time.perf_counter()
    for i in range(steps):
        batch = torch.rand(1024, 2, device="cuda")  # HOT root=timer in_loop
        loss = model(batch).mean()
        loss.backward()
        opt.step()
        if i % interval == 0:
            loss_val = loss.item()  # COLD
            torch.cuda.synchronize()  # with the read-back before it: the bracket
            elapsed = time.perf_counter() - prev_time
            print(f"step {i}: loss={loss_val} time={elapsed * 1e6:.0f} us")  # COLD
            image = model(xy).detach().cpu().numpy()  # COLD
            print("saved", image.shape)  # COLD
            prev_time = time.perf_counter()
            opt.zero_grad()  # HOT root=timer in_loop conditional
    return prev_time
