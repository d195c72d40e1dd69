"""A name bound by unpacking what an in-tree helper returns holds that element: `W, lin =
gen_data()` with `return w, QLinear(...)` (gemlite's benchmarks), `model, tok = load()` with
`return model, tok` of a constructed model. The helper's own body is setup."""
import time

import torch


class QLinear(torch.nn.Module):
    def forward(self, x):
        return torch.empty((x.shape[0], 64), device=x.device)  # HOT root=timer in_loop


class Decoder(torch.nn.Module):
    def forward(self, x):
        return x.argmax().item()  # HOT root=timer in_loop


class Unused(torch.nn.Module):
    def forward(self, x):
        return x.sum().item()  # COLD


def gen_data(n):
    w = torch.randn(n, n, device="cuda")  # COLD
    return w, QLinear()


def load(path):
    model = Decoder()
    model.load_state_dict(torch.load(path))  # COLD
    tok = Unused()
    return (model, tok)


def main(x, path):
    W, lin = gen_data(64)
    model, tok = load(path)
    t0 = time.perf_counter()
    for _ in range(10):
        lin(x)
        model(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0, tok)
