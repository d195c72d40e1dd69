"""A list of layers of several classes (embedding, blocks, head), built by a literal, `+=` or
`.append`, runs every class's forward when a timed loop walks it (exllamav2's `self.modules`);
a class only built elsewhere is not in it."""
import time

import torch


class Emb:
    def forward(self, x):
        return torch.zeros_like(x)  # HOT root=timer in_loop chain=main>Model.forward>Emb.forward


class Attn:
    def forward(self, x):
        return torch.empty_like(x)  # HOT root=timer in_loop chain=main>Model.forward>Attn.forward


class Mlp:
    def forward(self, x):
        return x.nonzero()  # HOT root=timer in_loop chain=main>Model.forward>Mlp.forward


class Head:
    def forward(self, x):
        return x.sum().item()  # HOT root=timer in_loop chain=main>Model.forward>Head.forward


class Norm:
    def forward(self, x):
        return torch.ones_like(x)  # HOT root=timer in_loop chain=main>Model.forward>Norm.forward


class Probe:
    def forward(self, x):
        return x.cpu()  # COLD


class Model:
    def __init__(self, n):
        self.modules = [Emb()]
        for _ in range(n):
            self.modules += [Attn(), Mlp()]
        norm = Norm()
        self.modules += [norm]
        self.modules.append(Head())
        self.probe = Probe()

    def forward(self, x):
        for module in self.modules:
            x = module.forward(x)
        return x


def main(x):
    m = Model(4)
    t0 = time.perf_counter()
    for _ in range(10):
        m.forward(x)
    torch.cuda.synchronize()
    return time.perf_counter() - t0
