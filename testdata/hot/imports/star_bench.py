"""Names reached through star imports: `starpkg.run_perf` is a timing utility and `torch_moe`
the reference it times."""
import starpkg
from starpkg import torch_moe


def star_main(x):
    warm = torch_moe(x, 2)
    t1 = starpkg.run_perf(lambda: torch_moe(x, 8))
    return warm, t1


def star_layer(x):
    from starpkg import RingLayer

    layer = RingLayer()
    return starpkg.run_perf(lambda: layer(x))
