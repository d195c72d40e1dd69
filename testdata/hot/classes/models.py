import torch
from torch import nn


class TinyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)  # COLD
        self.norm = Norm()  # COLD

    def forward(self, x):
        mask = torch.ones(4, device="cuda")  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>TinyNet.forward
        return self.norm(self.lin(x) * mask)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>TinyNet.forward


class Norm(nn.Module):
    def forward(self, x):
        return x / x.norm().item()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>TinyNet.forward>Norm.forward


class Unrelated(nn.Module):
    def forward(self, x):
        return x.tolist()  # COLD


class Cache:
    def __init__(self):
        self.buf = torch.zeros(4)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>Cache.__init__

    def lookup(self, k):
        return self.buf[k].item()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>Cache.lookup

    def get(self, k):
        return self.buf[k].tolist()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>Cache.get

    def evict(self):
        return self.buf.cpu()  # COLD
