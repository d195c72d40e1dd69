"""Blocks held in module containers run when the model runs: `for layer in self.layers`,
`enumerate(self.blocks)`, `self.layers[i](x)`, and calling an `nn.Sequential` (segment-anything's
image encoder, punica's decoder layers). A loop over anything else binds nothing."""
import time

import torch
import torch.nn as nn


class Attention(nn.Module):
    def forward(self, x):
        scale = x.abs().max().item()  # HOT root=timer in_loop
        return x / scale


class Mlp(nn.Module):
    def forward(self, x):
        buf = torch.empty_like(x)  # HOT root=timer in_loop
        return buf.copy_(x)


class Gate(nn.Module):
    def forward(self, x):
        return x * x.max().item()  # HOT root=timer in_loop


class Head(nn.Module):
    def forward(self, x):
        return x.sum(-1).cpu()  # HOT root=timer in_loop


class Norm(nn.Module):
    def forward(self, x):
        return x - x.mean().item()  # HOT root=timer in_loop


class Stage(nn.Module):
    def forward(self, x):
        return x + x.mean().cpu().item()  # HOT root=timer in_loop


class Record:
    def forward(self, x):
        print(x)  # COLD


class Encoder(nn.Module):
    def __init__(self, depth):
        super().__init__()
        self.layers = nn.ModuleList()
        for _ in range(depth):
            self.layers.append(Attention())
        self.blocks = nn.ModuleList(
            [Mlp() for _ in range(depth)]
        )
        self.head = nn.Sequential(Head())
        self.gates = nn.ModuleList([Gate() for _ in range(depth)])
        self.norms = nn.ModuleList()
        for _ in range(depth):
            norm = Norm()
            self.norms.append(norm)
        self.records = [1, 2, 3]
        stages = []
        for _ in range(depth):
            stages.append(Stage())
        self.stages = stages

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        for i, blk in enumerate(self.blocks):
            x = blk(x)
        for i in range(len(self.layers)):
            x = self.layers[i](x)
        for i in range(len(self.gates)):
            gate = self.gates[i]
            x = gate(x)
        for norm in self.norms:
            x = norm(x)
        for stage in self.stages:
            x = stage(x)
        for rec in self.records:
            rec(x)
        return self.head(x)


def build(depth):
    return Encoder(
        depth,
    )


def main():
    model = Encoder(4).cuda()
    x = torch.randn(8, 8, device="cuda")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        model(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
