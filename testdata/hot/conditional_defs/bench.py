"""A module-level function defined in both branches of an `if` (nanoGPT's bench.py: `if
real_data: def get_batch(...)` / `else: get_batch = lambda split: (x, y)`): a call may run
either."""
import time

import numpy as np
import torch

real_data = True
if real_data:
    data = np.memmap("train.bin", dtype=np.uint16, mode="r")

    def get_batch(split):
        ix = torch.randint(len(data) - 64, (12,))  # HOT root=timer in_loop chain=<module>>get_batch
        x = torch.stack([torch.from_numpy(data[i:i + 64].astype(np.int64)) for i in ix])
        return x.pin_memory().to("cuda", non_blocking=True)
elif data is None:
    def get_batch(split):
        return torch.randint(50304, (12, 64), device="cuda")  # HOT root=timer in_loop chain=<module>>get_batch
else:
    fixed = torch.randint(50304, (12, 64), device="cuda")  # COLD
    get_batch = lambda split: fixed.clone()  # HOT root=timer in_loop


def setup_only():
    return torch.zeros(3)  # COLD


model = torch.nn.Linear(64, 64).cuda()
torch.cuda.synchronize()
t0 = time.time()
for k in range(10):
    X = get_batch("train")
    loss = model(X.float()).sum()
    loss.backward()
torch.cuda.synchronize()
t1 = time.time()
print(t1 - t0)
