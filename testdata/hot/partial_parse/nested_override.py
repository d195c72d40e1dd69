# A subclass nested in a class no timed path names: a whole-file parse sees its override of
# a hook the base class defines, so partial parsing must ask for the class that holds it. The
# runner is typed by its base class only (an instance built as exactly `Runner()` would run
# Runner.step alone: instance_dispatch/exact_class.py).
import torch


class Runner:
    def run(self):
        self.step()  # HOT root=benchmark_fn

    def step(self):
        return None


class Registry:
    class FastRunner(Runner):
        def step(self):
            torch.cuda.synchronize()  # HOT root=benchmark_fn

    def names(self):
        return ["fast"]


def drive(runner: Runner):
    runner.run()  # HOT root=benchmark_fn


class NestedBench:
    def benchmark_fn(self):
        drive(self.runner)  # HOT root=benchmark_fn


def report():
    print("done")  # COLD
