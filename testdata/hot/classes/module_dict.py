"""GPT models keep their blocks in a module dict (`self.transformer = nn.ModuleDict(dict(wte=...,
h=nn.ModuleList(Block(c) for _ in range(n)), ln_f=...))`, nanoGPT and litgpt) and walk
`self.transformer.h`: each block's forward runs; the dict's other members are not the list."""
import time

import torch
import torch.nn as nn


class Block(nn.Module):
    def forward(self, x):
        return x + torch.arange(x.shape[-1], device=x.device)  # HOT root=timer in_loop chain=main>GPT.forward>Block.forward


class Head(nn.Module):
    def forward(self, x):
        return x.cpu()  # COLD


class GPT(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.transformer = nn.ModuleDict(dict(wte=nn.Embedding(10, 8), h=nn.ModuleList(Block() for _ in range(n)), ln_f=Head()))

    def forward(self, x):
        for block in self.transformer.h:
            x = block(x)
        return x


def main(x):
    model = GPT(4)
    t0 = time.perf_counter()
    for _ in range(10):
        model(x)
    torch.cuda.synchronize()
    return time.perf_counter() - t0
