import time

import torch
from tqdm import tqdm, trange


def run(x, iters):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in tqdm(range(iters)):  # EXPECT: HL607
        x.mul_(2)
    torch.cuda.synchronize()
    return time.perf_counter() - t0


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.bar = tqdm(total=10)  # setup is cold

    def benchmark_fn(self):
        self.x.mul_(2)
        self.bar.set_postfix(loss=1.0)  # EXPECT: HL607


def serve(requests, model):
    pbar = tqdm(total=len(requests))
    t0 = time.perf_counter()
    for r in requests:
        model(r)
        pbar.update(1)  # EXPECT: HL607
    torch.cuda.synchronize()
    elapsed = time.perf_counter() - t0
    pbar.close()
    return elapsed


# ---- no diagnostics ----
def warmup(x):
    for _ in trange(3):  # not timed
        x.mul_(2)
