"""A parameter annotated with a class of the linted tree is an instance of it: `engine.step(x)`
calls Engine.step, and `model(x)` calls Net.forward (vllm's `def run(llm: LLM)`, gpt-fast's
`generate(model: Transformer, ...)`). Quoted forward references and `Optional[...]` / `X | None`
count; a union of two classes, `Any` and generics say nothing (run_any reaches Engine.unused
only because the call passes an Engine: param_types/arguments.py)."""
from typing import Any, Optional, Union

import torch


class Engine:
    def step(self, x):
        return x.sum().item()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>run>Engine.step

    def drain(self, x):
        return x.cpu()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>run_quoted>Engine.drain

    def flush(self, x):
        return x.tolist()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>run_optional>Engine.flush

    def wait(self, x):
        torch.cuda.synchronize()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>run_pipe>Engine.wait

    def unused(self, x):
        return x.item()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>run_any>Engine.unused


class Other:
    def unused(self, x):
        return x.item()  # COLD


class Net(torch.nn.Module):
    def forward(self, x):
        return x.cpu()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>run_model>Net.forward


def run(engine: Engine, x):
    return engine.step(x)


def run_quoted(engine: "Engine", x):
    return engine.drain(x)


def run_optional(engine: Optional[Engine], x):
    return engine.flush(x)


def run_pipe(engine: Engine | None, x):
    return engine.wait(x)


def run_model(model: Net, x):
    return model(x)


def run_any(engine: Any, other: Union[Engine, Other], x):
    engine.unused(x)
    return other.unused(x)


class Bench:
    def setup(self):
        self.engine = Engine()
        self.net = Net()
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        run(self.engine, self.x)
        run_quoted(self.engine, self.x)
        run_optional(self.engine, self.x)
        run_pipe(self.engine, self.x)
        run_model(self.net, self.x)
        run_any(self.engine, self.engine, self.x)
