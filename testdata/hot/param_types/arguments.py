"""A parameter called like a function, or whose method is called, is what the call that entered
the function passed: `run(net, x)` with `net = Net()` runs Net.forward, `drive(engine)` runs
Engine.step, also through a caller that only passes its own parameter on. Each call is judged
on its own: the same helper handed another object runs that object's code."""
import time

import torch


class Net(torch.nn.Module):
    def forward(self, x):
        return x.sum().item()  # HOT root=timer in_loop chain=main>run>Net.forward


class Engine:
    def step(self, x):
        return x.cpu()  # HOT root=timer in_loop chain=main>outer>drive>Engine.step


class Quiet(torch.nn.Module):
    def forward(self, x):
        return x * 2


class Loud(torch.nn.Module):
    def forward(self, x):
        print(x.shape)  # HOT root=timer in_loop chain=main>run>Loud.forward
        return x


def run(model, x):
    return model(x)


def drive(engine, x):
    return engine.step(x)


def outer(eng, x):
    return drive(eng, x)


def main():
    net = Net()
    quiet = Quiet()
    engine = Engine()
    x = torch.randn(16, device="cuda")
    setup = Loud()
    run(setup, x)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        run(net, x)
        run(quiet, x)
        run(Loud(), x)
        outer(engine, x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
