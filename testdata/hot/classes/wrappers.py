"""What a timed call runs when the model was handed through a wrapper or a factory: `model =
DDP(model)` or an in-tree `parallelize(model, mesh)` still call the module's forward (`model =
torch.compile(model)` and the in-place `model.compile()` run a traced graph instead: not followed,
like `@torch.compile`); `Pipe.from_pretrained(p).to("cuda")` and `pipe = pipe.to("cuda")` keep the
factory's class (diffusers' idiom); a factory's `return cls(...)` after an early `return inner`
still says what it builds (xDiT)."""
import time

import torch
from torch.nn.parallel import DistributedDataParallel as DDP


class Net(torch.nn.Module):
    def forward(self, x):
        return x[x > 0]  # COLD


class Block(torch.nn.Module):
    def forward(self, x):
        return torch.zeros_like(x)  # HOT root=timer in_loop


class Pipe:
    def __init__(self, inner):
        self.inner = inner

    @classmethod
    def from_pretrained(cls, path, raw=False):
        inner = torch.load(path)  # COLD
        if raw:
            return inner
        return cls(inner)

    def to(self, device):
        return self

    def __call__(self, x):
        return x.nonzero()  # HOT root=timer


class Rotary(torch.nn.Module):
    def forward(self, x):
        return x + torch.arange(x.size(1), device=x.device)  # COLD


class Unrelated(torch.nn.Module):
    def forward(self, x):
        return x.sum().item()  # COLD


def parallelize(model, mesh):
    return model


def train(x, mesh):
    model = Net()
    model = torch.compile(model)
    block = Block()
    block = parallelize(block, mesh)
    block = DDP(block)
    other = Unrelated()
    other = other.view(4)
    rot = Rotary()
    rot.compile(dynamic=False)
    t0 = time.perf_counter()
    for _ in range(10):
        model(x)
        block(x)
        rot(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0, other)


def generate(x):
    pipe = Pipe.from_pretrained("p").to("cuda")
    pipe = pipe.to("cuda")
    t0 = time.time()
    out = pipe(x)
    torch.cuda.synchronize()
    return out, time.time() - t0
