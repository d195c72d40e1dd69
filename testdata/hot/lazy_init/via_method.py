"""A lazy-init guard whose body calls a method of the class that sets the guarded attribute
(torchrec's train pipelines: `if not self._model_attached: self.attach(self._model)`) runs once:
cold, like `if not self._attached: self._attached = True`. A guard whose method does not set the
attribute stays hot."""
import torch


class Pipeline:
    def __init__(self, model):
        self._model = model
        self._model_attached = False
        self._warned = False

    def attach(self, model):
        model.to("cuda")  # COLD
        self._model_attached = True

    def warn(self):
        print("slow path")  # HOT root=benchmark_fn conditional chain=Bench.benchmark_fn>Pipeline.progress>Pipeline.warn

    def progress(self, batch):
        if not self._model_attached:
            self.attach(self._model)
        if not self._warned:
            self.warn()
        return self._model(batch).sum().item()  # HOT root=benchmark_fn chain=Bench.benchmark_fn>Pipeline.progress


class Bench:
    def setup(self):
        self.p = Pipeline(torch.nn.Linear(4, 4))
        self.x = torch.randn(4, 4, device="cuda")

    def benchmark_fn(self):
        return self.p.progress(self.x)
