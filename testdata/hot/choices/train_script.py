"""A script's own top level (nanoGPT's bench.py): the model, maybe compiled under a flag, is
the eager one too, and its forward is timed."""
import time

import torch


class GPT(torch.nn.Module):
    def forward(self, idx):
        pos = torch.arange(0, idx.shape[1], device=idx.device)  # HOT root=timer in_loop chain=<module>>GPT.forward
        return idx + pos


compile = True
model = GPT()
if compile:
    model = torch.compile(model)
x = torch.zeros(4, 8, dtype=torch.long, device="cuda")  # COLD
torch.cuda.synchronize()
t0 = time.time()
for _ in range(10):
    y = model(x)
torch.cuda.synchronize()
print(time.time() - t0)
