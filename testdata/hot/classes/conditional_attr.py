"""An attribute a method binds to a conditional expression (`self.attn = (A(c) if not
c.latent else B(c))` over lines, litgpt's Block) may hold either class where it is called."""
import time

import torch
import torch.nn as nn


class CausalSelfAttention(nn.Module):
    def forward(self, x):
        return x + torch.arange(x.shape[-1], device=x.device)  # HOT root=timer in_loop chain=main>Block.forward>CausalSelfAttention.forward


class LatentAttention(nn.Module):
    def forward(self, x):
        return x * torch.ones_like(x)  # HOT root=timer in_loop chain=main>Block.forward>LatentAttention.forward


class Unused(nn.Module):
    def forward(self, x):
        return x.cpu()  # COLD


class Block(nn.Module):
    def __init__(self, latent):
        super().__init__()
        self.attn = (
            CausalSelfAttention()
            if not latent
            else LatentAttention()
        )
        self.spare = Unused()

    def forward(self, x):
        return self.attn(x)


def main(x):
    model = Block(False)
    t0 = time.perf_counter()
    for _ in range(10):
        model(x)
    torch.cuda.synchronize()
    return time.perf_counter() - t0
