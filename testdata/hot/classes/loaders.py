"""A model a loader returns is an instance of its class: `m = Model(); m.cuda(); return m`,
`return Model(...)`, a classmethod's `cls(...)` (EAGLE's `EaModel.from_pretrained`). The
loader's own body is setup."""
import time

import torch


class Local(torch.nn.Module):
    def forward(self, x):
        return x.sum().item()  # HOT root=timer in_loop


class Direct(torch.nn.Module):
    def forward(self, x):
        return x.max().item()  # HOT root=timer in_loop


class Pretrained(torch.nn.Module):
    def forward(self, x):
        return x.min().item()  # HOT root=timer in_loop

    @classmethod
    def from_pretrained(cls, path):
        state = torch.load(path)  # COLD
        m = cls()
        m.load_state_dict(state)
        return m


def load_local():
    m = Local()
    m.cuda()
    return m


def build_direct():
    return Direct()


def main(x):
    a = load_local()
    b = build_direct()
    c = Pretrained.from_pretrained("ckpt.pt")
    t0 = time.perf_counter()
    for _ in range(10):
        a(x)
        b(x)
        c(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
