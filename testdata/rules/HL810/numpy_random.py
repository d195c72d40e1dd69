import time

import numpy as np
import torch


def decode(model, vocab, batch, iters):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        ids = np.random.randint(0, vocab, size=(batch, 1))  # EXPECT: HL810
        model(torch.from_numpy(ids).cuda())
        noise = np.random.randn(batch)  # EXPECT: HL810
        if np.random.rand() < 0.1:  # a draw compared to decide: part of the work
            model.reset(noise)
    torch.cuda.synchronize()
    return time.perf_counter() - t0


# ---- no diagnostics ----
def setup(vocab, batch, iters):
    ids = np.random.randint(0, vocab, size=(iters, batch, 1))  # setup, before any timer
    np.random.seed(0)
    return ids
