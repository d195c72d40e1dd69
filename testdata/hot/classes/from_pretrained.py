"""`MyLM.from_pretrained(path)` of a project model whose `from_pretrained` comes from a library
base (transformers' PreTrainedModel) is an instance of MyLM, through `.cuda().half()` too
(BitBLAS's BitNet benchmarks); a project's own `from_config` is read like any factory, and its
returned value decides."""
import time

import torch
from transformers import PreTrainedModel


class MyLM(PreTrainedModel):
    def forward(self, ids):
        pos = torch.arange(ids.shape[1], device=ids.device)  # HOT root=timer in_loop chain=main>MyLM.forward
        return ids + pos


class Other(PreTrainedModel):
    @classmethod
    def from_config(cls, cfg):
        return None

    def forward(self, ids):
        return ids.nonzero()  # COLD


def main(ids):
    model = MyLM.from_pretrained("x").cuda().half()
    other = Other.from_config({})
    t0 = time.perf_counter()
    for _ in range(10):
        model(ids)
        other(ids)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


def plain(ids):
    lm = MyLM.from_pretrained("x")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    lm(ids)
    torch.cuda.synchronize()
    return time.perf_counter() - t0


class DiffusionPipeline:
    @classmethod
    def from_pretrained(cls, path, **kwargs):
        # a project's own classmethod constructor that builds through a variable holding `cls`
        # (diffusers' `pipeline_class(**init_kwargs)`): an instance of the class it is called on
        pipeline_class = cls
        model = pipeline_class(**kwargs)
        return model


class FluxPipeline(DiffusionPipeline):
    def __call__(self, x):
        return x.sum().item()  # HOT root=timer chain=flux>FluxPipeline.__call__


def flux(x):
    pipe = FluxPipeline.from_pretrained("m")
    for _ in range(5):
        ts = time.perf_counter()
        pipe(x)
        print(time.perf_counter() - ts)
