# A subclass nested in a class no timed path names: a whole-file parse sees its override of
# a hook the base class defines, so partial parsing must ask for the class that holds it.
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


class NestedBench:
    def benchmark_fn(self):
        Runner().run()  # HOT root=benchmark_fn


def report():
    print("done")  # COLD
